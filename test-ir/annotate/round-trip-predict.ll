; freqpath-annotate-bpi<predict> writes the predictor's probabilities as branch_weights; LLVM's
; own print<branch-prob> on the result prints exactly what print<freqpath-branch-prob-predict>
; prints on the input (with the shipped table and with a table file), and the module stays
; valid.
; RUN: %opt -passes='freqpath-annotate-bpi<predict;stats>,verify' %s -S -o %t.ll 2> %t.stats
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %t.ll 2>&1 | grep -v '^Printing analysis' > %t.llvm
; RUN: %opt -passes='print<freqpath-branch-prob-predict>' -disable-output %s 2>&1 | grep -v 'for function' > %t.ours
; RUN: diff %t.llvm %t.ours
; RUN: %opt -passes='freqpath-annotate-bpi<predict;rates=%S/../bpi/Inputs/predict.rates>' %s -S -o %t.rates.ll
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %t.rates.ll 2>&1 | grep -v '^Printing analysis' > %t.rates.llvm
; RUN: %opt -passes='print<freqpath-branch-prob-predict<rates=%S/../bpi/Inputs/predict.rates>>' -disable-output %s 2>&1 | grep -v 'for function' > %t.rates.ours
; RUN: diff %t.rates.llvm %t.rates.ours
; The predictor differs from LLVM 16 on this input, so the checks above are not vacuous:
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | grep -v '^Printing analysis' > %t.before
; RUN: not diff %t.before %t.ours
; And the annotation is stable: annotating the annotated module changes nothing.
; RUN: %opt -passes='freqpath-annotate-bpi<predict>' %t.ll -S -o - | grep -v '^; ModuleID' > %t.again.ll
; RUN: grep -v '^; ModuleID' %t.ll | diff - %t.again.ll

; STATS: function 'search': {{[0-9]+}} blocks, {{[0-9]+}} edges annotated, 0 edges not representable
; STATS: function 'dispatch': {{[0-9]+}} blocks, {{[0-9]+}} edges annotated, 0 edges not representable

declare void @work(ptr)
declare void @abort() noreturn

; A search loop with a found-it break, a null check and a noreturn error path.
define i32 @search(ptr %p, i32 %n, i32 %key) {
entry:
  %null = icmp eq ptr %p, null
  br i1 %null, label %fail, label %guard
guard:
  %some = icmp sgt i32 %n, 0
  br i1 %some, label %loop, label %none
loop:
  %i = phi i32 [ 0, %guard ], [ %next, %latch ]
  %at = getelementptr i32, ptr %p, i32 %i
  %v = load i32, ptr %at
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %latch
latch:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %none
found:
  ret i32 %i
none:
  ret i32 -1
fail:
  call void @abort()
  unreachable
}

; A switch with a duplicate destination inside a loop, and a store on one side.
define void @dispatch(ptr %p, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %join ]
  %k = urem i32 %i, 4
  switch i32 %k, label %other [ i32 0, label %zero
                                i32 1, label %one
                                i32 2, label %one ]
zero:
  store i32 %i, ptr %p
  br label %join
one:
  call void @work(ptr %p)
  br label %join
other:
  br label %join
join:
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %head, label %exit
exit:
  ret void
}
