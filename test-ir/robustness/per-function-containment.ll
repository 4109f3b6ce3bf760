; A panic in one function skips that function only: the others keep their results, the
; skipped one is byte-identical to the input, the pass manager is told exactly which
; functions changed, and opt exits with status 1 once done (`not`). `debug-panic=g` panics before anything is computed for @g;
; `debug-panic-write=g` panics right after the first IR write in @g, which the write layer
; rolls back.
;
; Printers: f and h are printed, g is reported and skipped.
; RUN: not %opt -passes='print<freqpath-cycles<debug-panic=g>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=CYC
; RUN: not %opt -passes='print<freqpath-branch-prob-legacy<debug-panic=g>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BPI
; CYC: freqpath-cycles for function: f
; CYC: error: freqpath: print<freqpath-cycles>: internal error in function 'g': debug-panic requested
; CYC-NOT: for function: g
; CYC: freqpath-cycles for function: h
; BPI: freqpath-branch-prob-legacy for function: f
; BPI: error: freqpath: print<freqpath-branch-prob-legacy>: internal error in function 'g'
; BPI-NOT: for function: g
; BPI: freqpath-branch-prob-legacy for function: h
;
; The transform, panicking before and after its first write in g.
; RUN: not %opt -passes='freqpath-annotate-bpi<debug-panic=g>' -S %s -o %t.before 2> %t.before.err
; RUN: not %opt -passes='freqpath-annotate-bpi<debug-panic-write=g>' -S %s -o %t.after 2> %t.after.err
; RUN: %opt -passes='freqpath-annotate-bpi' -S %s -o %t.all
; RUN: FileCheck %s --check-prefix=ERR-BEFORE < %t.before.err
; RUN: FileCheck %s --check-prefix=ERR-AFTER < %t.after.err
; ERR-BEFORE: error: freqpath: freqpath-annotate-bpi: internal error in function 'g': debug-panic requested
; ERR-AFTER: error: freqpath: freqpath-annotate-bpi: internal error in function 'g': debug-panic-write requested
; The skipped function is exactly the input's; the others are exactly what a clean run gives.
; RUN: llvm-extract -func=g -S %s -o - | grep -v '^; ModuleID' > %t.g.in
; RUN: llvm-extract -func=g -S %t.before -o - | grep -v '^; ModuleID' > %t.g.before
; RUN: llvm-extract -func=g -S %t.after -o - | grep -v '^; ModuleID' > %t.g.after
; RUN: diff %t.g.in %t.g.before
; RUN: diff %t.g.in %t.g.after
; RUN: llvm-extract -func=f -func=h -S %t.all -o - | grep -v '^; ModuleID' > %t.fh.all
; RUN: llvm-extract -func=f -func=h -S %t.before -o - | grep -v '^; ModuleID' > %t.fh.before
; RUN: llvm-extract -func=f -func=h -S %t.after -o - | grep -v '^; ModuleID' > %t.fh.after
; RUN: diff %t.fh.all %t.fh.before
; RUN: diff %t.fh.all %t.fh.after
; And a clean run really writes into g (so the diffs above are not vacuous).
; RUN: llvm-extract -func=g -S %t.all | FileCheck %s --check-prefix=G-ANNOTATED
; G-ANNOTATED: br i1 %c, label %body, label %exit, !prof
;
; Preserved analyses: after the transform, LLVM drops the cached analyses of f (annotated)
; but keeps g's (skipped) and h's (nothing to write: both models give the uniform split).
; RUN: not %opt -passes='function(require<domtree>,freqpath-annotate-bpi<debug-panic-write=g>,require<domtree>)' -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=PA
; PA: Running pass: {{.*}}FreqpathFunctionPass{{.*}} on f
; PA: Invalidating analysis: DominatorTreeAnalysis on f
; PA: Running analysis: DominatorTreeAnalysis on f
; PA: Running pass: {{.*}}FreqpathFunctionPass{{.*}} on g
; PA-NOT: Invalidating analysis: DominatorTreeAnalysis on g
; PA: Running pass: {{.*}}FreqpathFunctionPass{{.*}} on h
; PA-NOT: Invalidating analysis: DominatorTreeAnalysis on h

define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %next
}

define i32 @g(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %next = add i32 %i, 2
  %d = icmp eq i32 %next, 7
  br i1 %d, label %exit, label %head
exit:
  ret i32 %i
}

define i32 @h(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret i32 0
}
