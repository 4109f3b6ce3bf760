; Unreachable code may define a pointer by itself: a GEP of itself, or a one-entry phi of
; itself. LLVM's verifier accepts both (the definition dominates every use in unreachable
; code). getUnderlyingObject without a step limit never returns on them, so the pointer-base
; query walks one step at a time and gives such a pointer no base; every pass finishes and
; leaves valid IR. A hang here shows up as lit's timeout.
; RUN: %opt -passes='freqpath-latch-dup<stats>,verify' -S %s -o %t.dup 2> %t.dup.err
; RUN: FileCheck %s --check-prefix=DUP < %t.dup.err
; RUN: FileCheck %s --check-prefix=DUP-IR < %t.dup
; RUN: %opt -passes='freqpath-fplicm,verify' -disable-output %s
; RUN: %opt -passes='freqpath-break-crit-edges,freqpath-annotate-bpi,verify' -disable-output %s
; RUN: %opt -passes='print<freqpath-branch-prob-predict>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PREDICT
; The reachable loop is still transformed: its latch gets one copy per predecessor.
; DUP: remark: freqpath: freqpath-latch-dup: function 'gep_of_itself': latch %latch duplicated into 2 copies
; DUP: remark: freqpath: freqpath-latch-dup: function 'phi_of_itself': latch %latch duplicated into 2 copies
; DUP-IR-LABEL: define void @gep_of_itself(
; DUP-IR-NOT: {{^}}latch:
; DUP-IR-LABEL: define void @phi_of_itself(
; DUP-IR-NOT: {{^}}latch:
; PREDICT-LABEL: for function: gep_of_itself
; PREDICT: edge dead -> dead probability is
; PREDICT-LABEL: for function: phi_of_itself

define void @gep_of_itself(ptr %a, i32 %n, i1 %c) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  br i1 %c, label %left, label %right
left:
  store i32 1, ptr %a
  br label %latch
right:
  store i32 2, ptr %a
  br label %latch
latch:
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
dead:
  %p = getelementptr i8, ptr %p, i64 1
  store i8 0, ptr %p
  %v = load i8, ptr %p
  %z = icmp eq i8 %v, 0
  br i1 %z, label %dead, label %exit
}

define void @phi_of_itself(ptr %a, i32 %n, i1 %c) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  br i1 %c, label %left, label %right
left:
  store i32 1, ptr %a
  br label %latch
right:
  store i32 2, ptr %a
  br label %latch
latch:
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
dead:
  %q = phi ptr [ %q, %dead ]
  store i8 0, ptr %q
  %v = load i8, ptr %q
  %z = icmp eq i8 %v, 0
  br i1 %z, label %dead, label %exit
}
