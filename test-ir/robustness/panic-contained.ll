; A panic inside a pass is caught at the pass entry: opt prints one `error: freqpath:` line,
; keeps going, writes a module that is exactly the input module, and exits with status 1
; (`not`), so a build that checks exit codes sees the failure.
; RUN: not %opt -passes='print<freqpath-cycles<debug-panic>>' -S %s -o %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: %optllvm -S %s -o %t.ref
; RUN: diff %t.ref %t.out
; The same for a transform: the annotation never starts writing.
; RUN: not %opt -passes='freqpath-annotate-bpi<debug-panic>' -S %s -o %t.ann 2> %t.annerr
; RUN: FileCheck %s --check-prefix=ANN < %t.annerr
; RUN: diff %t.ref %t.ann
; RUN: not %opt -passes='print<freqpath-branch-prob<debug-panic;explain>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BPI
; ERR: error: freqpath: print<freqpath-cycles>: internal error in function 'f': debug-panic requested ({{.*}}); function skipped, IR unchanged
; ERR-NOT: panicked
; ANN: error: freqpath: freqpath-annotate-bpi: internal error in function 'f': debug-panic requested
; BPI: error: freqpath: print<freqpath-branch-prob>: internal error in function 'f': debug-panic requested

define i32 @f(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %loop, label %exit
exit:
  ret i32 0
}
