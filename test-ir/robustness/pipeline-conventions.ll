; Our function passes go wherever LLVM accepts its own: at module level, inside cgscc(...),
; module(...) and repeat<N>(...), wrapped in adaptors as LLVM wraps its own passes. Each
; pipeline prints exactly what the printer prints alone.
; RUN: %opt -passes='print<freqpath-cycles>' -disable-output %s 2> %t.alone.cyc
; After inlining, the legacy printer still prints exactly LLVM's own printer's lines.
; RUN: %opt -passes='cgscc(inline),print<freqpath-branch-prob-legacy>' -disable-output %s 2>&1 | grep -v 'for function' > %t.1
; RUN: %optllvm -passes='cgscc(inline),print<branch-prob>' -disable-output %s 2>&1 | grep -v 'for function' > %t.1.llvm
; RUN: diff %t.1.llvm %t.1
; RUN: FileCheck %s --check-prefix=INLINED < %t.1
; INLINED: edge loop -> pos.i
; RUN: %opt -passes='globaldce,print<freqpath-cycles>' -disable-output %s 2> %t.2
; RUN: diff %t.alone.cyc %t.2
; RUN: %opt -passes='cgscc(print<freqpath-cycles>)' -disable-output %s 2> %t.3
; RUN: diff %t.alone.cyc %t.3
; RUN: %opt -passes='repeat<2>(print<freqpath-cycles>)' -disable-output %s 2> %t.4
; RUN: cat %t.alone.cyc %t.alone.cyc > %t.twice.cyc
; RUN: diff %t.twice.cyc %t.4
; RUN: %opt -passes='module(freqpath-annotate-bpi)' -S %s -o %t.mod.ll
; RUN: %opt -passes='freqpath-annotate-bpi' -S %s -o %t.fn.ll
; RUN: diff %t.fn.ll %t.mod.ll
;
; --print-pipeline-passes names our passes so the printed pipeline parses back and runs the
; same passes.
; RUN: %opt -passes='cgscc(inline,print<freqpath-cycles>),freqpath-annotate-bpi<stats>,print<freqpath-branch-prob-legacy<explain>>' --print-pipeline-passes -disable-verify -disable-output %s > %t.pipeline
; RUN: FileCheck %s --check-prefix=PRINTED < %t.pipeline
; PRINTED: {{^}}cgscc(inline,function(print<freqpath-cycles>)),function(freqpath-annotate-bpi<stats>),function(print<freqpath-branch-prob-legacy<explain>>){{$}}
; RUN: %opt -passes="$(cat %t.pipeline)" --print-pipeline-passes -disable-verify -disable-output %s > %t.pipeline2
; RUN: diff %t.pipeline %t.pipeline2
;
; Empty or repeated parameters are errors, with one error line.
; RUN: not %opt -passes='freqpath-annotate-bpi<;>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EMPTY
; RUN: not %opt -passes='freqpath-annotate-bpi<stats;stats>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REPEAT
; EMPTY: error: freqpath: empty parameter in 'freqpath-annotate-bpi<;>'
; EMPTY-NOT: error:
; REPEAT: error: freqpath: repeated parameter 'stats' for pass 'freqpath-annotate-bpi'
; REPEAT-NOT: error:

define i32 @callee(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %pos, label %neg
pos:
  ret i32 1
neg:
  ret i32 0
}

define i32 @main(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %r = call i32 @callee(i32 %i)
  %next = add i32 %i, %r
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %next
}
