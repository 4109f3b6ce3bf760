; freqpath-fplicm beside volatile and atomic accesses. A volatile access orders only against
; other volatile accesses (LangRef), so a loop that has one is still analysed: a volatile
; store on the frequent path to another global does not block the load of @g, and a
; volatile store to @g on a rare block gets a repair like a plain one. Atomics may order
; other memory, so a loop with an acquire/release (or stronger) atomic access is left alone;
; a relaxed atomic only stays in place. The loop-exit reasons of
; <stats> are covered too (in the seed's frequent-path model, `path`): a loop that usually
; exits and one whose hot cycle is inner.
; RUN: %opt -passes='function(freqpath-fplicm<stats;validate;path>),verify' -S %s -o - 2> %t.stats | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.stats

@g = global i32 0, align 4
@h = global i32 0, align 4
@out = global i32 0, align 4

; STATS: function 'volatile_beside': loop %body: hoisted load of @g (1 loads), 1 repairs: %rare
; CHECK-LABEL: define void @volatile_beside(
; CHECK: entry:
; CHECK: %fplicm.pre = load i32, ptr @g
; CHECK: rare:
; CHECK-NEXT: store volatile i32 %i, ptr @g
; CHECK-NEXT: %fplicm.repair = load i32, ptr @g
define void @volatile_beside(i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %v = load i32, ptr @g, align 4
  store volatile i32 %v, ptr @h, align 4
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 0
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  store volatile i32 %i, ptr @g, align 4
  br label %latch

latch:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

; A relaxed (monotonic) atomic load of another location creates no happens-before edge: the
; loop is analysed, the atomic load stays where it is, and @g is cached.
; STATS: function 'relaxed_beside': loop %body: hoisted load of @g (1 loads), 1 repairs: %rare
; CHECK-LABEL: define void @relaxed_beside(
; CHECK: entry:
; CHECK: %fplicm.pre = load i32, ptr @g
; CHECK: body:
; CHECK: load atomic i32, ptr @h monotonic
; CHECK: rare:
; CHECK-NEXT: store i32 %i, ptr @g
; CHECK-NEXT: %fplicm.repair = load i32, ptr @g
define void @relaxed_beside(i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %v = load i32, ptr @g, align 4
  %w = load atomic i32, ptr @h monotonic, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr @out, align 4
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 0
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  store i32 %i, ptr @g, align 4
  br label %latch

latch:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

; STATS: function 'atomic_inside': loop %body: skipped (unsupported instruction in the loop: store atomic release)
; CHECK-LABEL: define void @atomic_inside(
; CHECK-NOT: fplicm
; CHECK: ret void
define void @atomic_inside(i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %v = load i32, ptr @g, align 4
  store atomic i32 %v, ptr @h release, align 4
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 0
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  store i32 %i, ptr @g, align 4
  br label %latch

latch:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

; STATS: function 'usually_exits': loop %body: skipped (no frequent path: the loop usually exits)
define void @usually_exits(i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %v = load i32, ptr @g, align 4
  store i32 %v, ptr @out, align 4
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !2

exit:
  ret void
}

; The inner loop's only load address varies; the outer one's hot path cycles inside it.
; STATS: function 'hot_inner': loop %inner: skipped (every load address varies in the loop)
; STATS: function 'hot_inner': loop %outer: skipped (no frequent path: an inner cycle is the hot one)
define void @hot_inner(ptr %a, i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %inext, %olatch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %jnext, %inner ]
  %p = getelementptr inbounds i32, ptr %a, i32 %j
  %x = load i32, ptr %p, align 4
  store i32 %x, ptr @out, align 4
  %jnext = add i32 %j, 1
  %jmore = icmp slt i32 %jnext, %n
  br i1 %jmore, label %inner, label %olatch, !prof !1

olatch:
  %inext = add i32 %i, 1
  %imore = icmp slt i32 %inext, %n
  br i1 %imore, label %outer, label %exit, !prof !1

exit:
  ret void
}

!0 = !{!"branch_weights", i32 1, i32 63}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 1, i32 9}
