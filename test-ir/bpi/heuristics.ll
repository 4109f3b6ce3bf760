; One function per step of the cascade. Legacy mode must equal LLVM 16 line for line; the
; explain mode must name the step (and seed) that decided each edge.
; RUN: %opt -passes='print<freqpath-branch-prob-legacy>' -disable-output %s 2>&1 | grep -v 'for function' > %t.legacy
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | grep -v '^Printing analysis' > %t.llvm
; RUN: diff %t.llvm %t.legacy
; RUN: %opt -passes='print<freqpath-branch-prob-legacy<explain>>,verify' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: for function: metadata
; CHECK: edge entry -> a probability is 0x0ccccccd / 0x80000000 = 10.00%  ; metadata: branch_weights
; CHECK: edge entry -> b probability is 0x73333333 / 0x80000000 = 90.00% [HOT edge]  ; metadata: branch_weights
define void @metadata(i1 %c) {
entry:
  br i1 %c, label %a, label %b, !prof !0
a:
  ret void
b:
  ret void
}

; Weights into unreachable code are capped at the smallest non-zero probability.
; CHECK-LABEL: for function: metadata_unreachable_cap
; CHECK: edge entry -> dead probability is 0x00000001 / 0x80000000 = 0.00%  ; metadata: branch_weights, capped for unreachable successors
; CHECK: edge entry -> live probability is 0x7fffffff / 0x80000000 = 100.00% [HOT edge]  ; metadata: branch_weights, capped
define void @metadata_unreachable_cap(i1 %c) {
entry:
  br i1 %c, label %dead, label %live, !prof !1
dead:
  unreachable
live:
  ret void
}

; Weights whose sum overflows 32 bits are scaled down first.
; CHECK-LABEL: for function: metadata_overflow
; CHECK: edge entry -> a probability is 0x40000000 / 0x80000000 = 50.00%  ; metadata
define void @metadata_overflow(i1 %c) {
entry:
  br i1 %c, label %a, label %b, !prof !2
a:
  ret void
b:
  ret void
}

; CHECK-LABEL: for function: noreturn_path
; CHECK: edge entry -> fail probability is 0x00000800 / 0x80000000 = 0.00%  ; estimated: weight 0x1 from noreturn call
; CHECK: edge entry -> ok probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]  ; estimated: no estimate, default 0xfffff
define void @noreturn_path(i1 %c) {
entry:
  br i1 %c, label %fail, label %ok
fail:
  call void @abort_fn()
  unreachable
ok:
  ret void
}

; CHECK-LABEL: for function: unreachable_path
; CHECK: edge entry -> dead probability is 0x00000000 / 0x80000000 = 0.00%  ; estimated: weight 0x0 from unreachable
define void @unreachable_path(i1 %c) {
entry:
  br i1 %c, label %dead, label %ok
dead:
  unreachable
ok:
  ret void
}

; CHECK-LABEL: for function: invoke_unwind
; CHECK: edge entry -> cont probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]  ; estimated: no estimate, default 0xfffff
; CHECK: edge entry -> lpad probability is 0x00000800 / 0x80000000 = 0.00%  ; estimated: weight 0x1 from unwind destination
define void @invoke_unwind() personality ptr @personality {
entry:
  invoke void @may_throw() to label %cont unwind label %lpad
cont:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; CHECK-LABEL: for function: deoptimize
; CHECK: edge entry -> deopt probability is 0x00000000 / 0x80000000 = 0.00%  ; estimated: weight 0x0 from unreachable
define i32 @deoptimize(i1 %c) {
entry:
  br i1 %c, label %deopt, label %ok
deopt:
  %r = call i32 (...) @llvm.experimental.deoptimize.i32() [ "deopt"() ]
  ret i32 %r
ok:
  ret i32 0
}

; A counter reset inside a loop: taking the branch makes it unlikely to be taken next time.
; CHECK-LABEL: for function: unlikely_successor
; CHECK: edge loop -> reset probability is 0x2aaaa8e4 / 0x80000000 = 33.33%  ; estimated: no estimate, default 0xfffff, unlikely successor /2
define void @unlikely_successor(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ 0, %reset ], [ %inc, %loop.next ]
  %inc = add i32 %i, 1
  %cmp = icmp sge i32 %inc, 100
  br i1 %cmp, label %reset, label %loop.next
reset:
  br label %loop
loop.next:
  br label %loop
}

; CHECK-LABEL: for function: pointer_eq
; CHECK: edge entry -> a probability is 0x30000000 / 0x80000000 = 37.50%  ; pointer heuristic
define void @pointer_eq(ptr %p) {
entry:
  %c = icmp eq ptr %p, null
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; CHECK-LABEL: for function: zero_compare
; CHECK: edge entry -> a probability is 0x30000000 / 0x80000000 = 37.50%  ; zero heuristic: compare with 0
define void @zero_compare(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; CHECK-LABEL: for function: minus_one_compare
; CHECK: edge entry -> a probability is 0x50000000 / 0x80000000 = 62.50%  ; zero heuristic: compare with -1
define void @minus_one_compare(i32 %x) {
entry:
  %c = icmp sgt i32 %x, -1
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; CHECK-LABEL: for function: strcmp_result
; CHECK: edge entry -> a probability is 0x30000000 / 0x80000000 = 37.50%  ; zero heuristic: compare-library-call table
define void @strcmp_result(ptr %s, ptr %t) {
entry:
  %r = call i32 @strcmp(ptr %s, ptr %t)
  %c = icmp eq i32 %r, 7
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; A single-bit mask gives no information at all.
; CHECK-LABEL: for function: single_bit_and
; CHECK: edge entry -> a probability is 0x40000000 / 0x80000000 = 50.00%  ; uniform: no heuristic applies
define void @single_bit_and(i32 %x) {
entry:
  %m = and i32 %x, 8
  %c = icmp eq i32 %m, 0
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; CHECK-LABEL: for function: float_uno
; CHECK: edge entry -> a probability is 0x00000800 / 0x80000000 = 0.00%  ; floating-point heuristic
define void @float_uno(double %x) {
entry:
  %c = fcmp uno double %x, %x
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; LLVM 16 quirk: oeq makes the true edge likely (isTrueWhenEqual is false for oeq).
; CHECK-LABEL: for function: float_oeq
; CHECK: edge entry -> a probability is 0x50000000 / 0x80000000 = 62.50%  ; floating-point heuristic
define void @float_oeq(double %x, double %y) {
entry:
  %c = fcmp oeq double %x, %y
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; Duplicate successors print the summed probability on each line.
; CHECK-LABEL: for function: switch_duplicates
; CHECK: edge entry -> a probability is 0x55555556 / 0x80000000 = 66.67%  ; metadata
; CHECK: edge entry -> a probability is 0x55555556 / 0x80000000 = 66.67%  ; metadata
define void @switch_duplicates(i32 %x) {
entry:
  switch i32 %x, label %a [ i32 1, label %a
                            i32 2, label %b ], !prof !3
a:
  ret void
b:
  ret void
}

declare void @cold_fn() cold
declare void @abort_fn() noreturn
declare void @may_throw()
declare i32 @personality(...)
declare i32 @strcmp(ptr, ptr)
declare i32 @llvm.experimental.deoptimize.i32(...)

!0 = !{!"branch_weights", i32 1, i32 9}
!1 = !{!"branch_weights", i32 1000, i32 1}
!2 = !{!"branch_weights", i32 4294967295, i32 4294967295}
!3 = !{!"branch_weights", i32 1, i32 1, i32 1}
