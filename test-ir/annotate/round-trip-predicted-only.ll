; freqpath-annotate-bpi<predict;predicted-only> writes branch_weights only on the branches the
; predictor's evidence decided and leaves every other branch without weights (LLVM's own
; heuristics keep answering there). LLVM's print<branch-prob> still reads back exactly what
; print<freqpath-branch-prob-predict> prints, because on the unannotated branches the
; predictor keeps the cascade's answer. The parameter prints back in the pipeline text.
; RUN: %opt -passes='freqpath-annotate-bpi<predict;predicted-only;stats>,verify' %s -S -o %t.ll 2> %t.stats
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %t.ll 2>&1 | grep -v '^Printing analysis' > %t.llvm
; RUN: %opt -passes='print<freqpath-branch-prob-predict>' -disable-output %s 2>&1 | grep -v 'for function' > %t.ours
; RUN: diff %t.llvm %t.ours
; The full annotation writes more blocks, so the filter is not vacuous:
; RUN: %opt -passes='freqpath-annotate-bpi<predict;stats>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=ALL
; RUN: %opt -passes='freqpath-annotate-bpi<predict;predicted-only>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=PIPE
; RUN: not %opt -passes='freqpath-annotate-bpi<predicted-only>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD

; STATS: function 'search': 1 blocks, 2 edges annotated, 0 edges not representable
; ALL: function 'search': 4 blocks, 8 edges annotated, 0 edges not representable
; PIPE: freqpath-annotate-bpi<predict;predicted-only>
; BAD: unknown parameter 'predicted-only'

; Only the n > 0 guard (LLVM's zero heuristic, replaced by the predictor's evidence) is
; decided by the predictor; the null check, the found-it exit and the loop test keep the
; cascade's answers (estimated weights: noreturn path, loop exits) and get no weights.
; IR-LABEL: define i32 @search(
; IR: br i1 %null, label %fail, label %guard{{$}}
; IR: br i1 %some, label %loop, label %none, !prof
; IR: br i1 %hit, label %found, label %latch{{$}}
; IR: br i1 %more, label %loop, label %none{{$}}

declare void @abort() noreturn

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
