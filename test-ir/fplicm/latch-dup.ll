; freqpath-latch-dup gives each predecessor of a small, side-effect-free shared latch its own
; copy (docs/fplicm-design.md §8): latch phis resolve per predecessor, the clones keep !prof
; and !llvm.loop, successor phis get one entry per copy and per edge, the latch disappears.
; RUN: %opt -passes='freqpath-latch-dup<stats>,verify' -S %s -o - 2> %t.stats | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; A panic after the first write leaves that function as it was; the others are rewritten.
; RUN: not %opt -passes='freqpath-latch-dup<debug-panic-write=rotated>,verify' -S %s -o - 2> %t.panic | FileCheck %s --check-prefix=PANIC
; RUN: FileCheck %s --check-prefix=PANIC-ERR < %t.panic
; With <validate> the translation validator accepts every plan: the same IR comes out.
; RUN: %opt -passes='freqpath-latch-dup<stats;validate>,verify' -S %s -o - 2> %t.vstats | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.vstats
; Each seeded wrong rewrite (hidden debug-corrupt, applied to the plan before validation) is
; refused with one error: line, and opt stops before writing anything.
; RUN: not %opt -passes='freqpath-latch-dup<validate;debug-corrupt=wrong-successor>' -S %s -o %t.ws.ll 2>&1 | FileCheck %s --check-prefix=WRONG-SUCC
; RUN: not %opt -passes='freqpath-latch-dup<validate;debug-corrupt=drop-block>' -S %s -o %t.db.ll 2>&1 | FileCheck %s --check-prefix=DROP
; RUN: not %opt -passes='freqpath-latch-dup<validate;debug-corrupt=wrong-phi>' -S %s -o %t.wp.ll 2>&1 | FileCheck %s --check-prefix=WRONG-PHI
; RUN: not %opt -passes='freqpath-latch-dup<validate;debug-corrupt=fold-unknown>' -S %s -o %t.fu.ll 2>&1 | FileCheck %s --check-prefix=FOLD
; RUN: not %opt -passes='freqpath-latch-dup<debug-corrupt=wrong-phi>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NEEDS-VALIDATE
; RUN: not %opt -passes='freqpath-latch-dup<bogus>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BOGUS

; STATS: remark: freqpath: freqpath-latch-dup: function 'rotated': latch %latch duplicated into 2 copies
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'merging': latch %latch duplicated into 2 copies
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'switch_latch': latch %latch duplicated into 2 copies
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'nested': latch %olatch duplicated into 3 copies
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'nested': latch %ilatch duplicated into 2 copies
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'load_in_latch': loop %body kept: latch %latch has a load %v
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'call_in_latch': loop %body kept: latch %latch has a call that is not speculatable %v
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'used_outside': loop %body kept: value %inc of latch %latch is used outside the latch and its successors' phis
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'two_latches': loop %header kept: 2 latches
; STATS-NEXT: remark: freqpath: freqpath-latch-dup: function 'one_block': loop %loop kept: the header is the latch
; STATS-NOT: remark

; PANIC-ERR: error: freqpath: freqpath-latch-dup: internal error in function 'rotated': debug-panic-write requested
; PANIC-LABEL: define i32 @rotated(
; PANIC: {{^}}latch:
; PANIC-LABEL: define i32 @merging(
; PANIC: {{^}}latch.header:
; WRONG-SUCC: error: freqpath: rotated: translation validation failed: successor at %latch.body (new): successor 0 leads to
; WRONG-SUCC-NOT: remark
; DROP: error: freqpath: rotated: translation validation failed: successor at %body: successor 1 leads to
; DROP-NOT: remark
; WRONG-PHI: error: freqpath: rotated: translation validation failed: phi at %body:
; WRONG-PHI-NOT: remark
; FOLD: error: freqpath: rotated: translation validation failed: branch-fold at %latch.body (new): the branch on
; FOLD-NOT: remark
; NEEDS-VALIDATE: error: freqpath: parameter 'debug-corrupt' of pass 'freqpath-latch-dup' needs 'validate'
; BOGUS: error: freqpath: unknown parameter 'bogus' for pass 'freqpath-latch-dup'

; The rotated `for` loop of the correctness programs; the latch is also the exiting block,
; with an LCSSA phi in the exit.
; CHECK-LABEL: define i32 @rotated(
; CHECK: body:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %inc.body, %latch.body ], [ %inc.rare, %latch.rare ]
; CHECK: br i1 %c, label %rare, label %latch.body
; CHECK: rare:
; CHECK: br label %latch.rare
; CHECK: latch.body:
; CHECK-NEXT: %inc.body = add nsw i32 %i, 1
; CHECK-NEXT: %cmp.body = icmp slt i32 %inc.body, %n
; CHECK-NEXT: br i1 %cmp.body, label %body, label %exit, !prof ![[PROF:[0-9]+]], !llvm.loop ![[LOOP:[0-9]+]]
; CHECK: latch.rare:
; CHECK-NEXT: %inc.rare = add nsw i32 %i, 1
; CHECK-NEXT: %cmp.rare = icmp slt i32 %inc.rare, %n
; CHECK-NEXT: br i1 %cmp.rare, label %body, label %exit, !prof ![[PROF]], !llvm.loop ![[LOOP]]
; CHECK: exit:
; CHECK-NEXT: %lc = phi i32 [ %inc.body, %latch.body ], [ %inc.rare, %latch.rare ]
; CHECK-NOT: {{^}}latch:
; CHECK: ret i32 %lc
define i32 @rotated(i32 %n, ptr %p) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp eq i32 %i, 5
  br i1 %c, label %rare, label %latch

rare:
  store i32 %i, ptr %p
  br label %latch

latch:
  %inc = add nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %body, label %exit, !prof !0, !llvm.loop !1

exit:
  %lc = phi i32 [ %inc, %latch ]
  ret i32 %lc
}

; The latch merges a cached value %h (frequent) with a repair %r (rare): each copy reads its
; own, and the frequent copy passes %h around unchanged.
; CHECK-LABEL: define i32 @merging(
; CHECK: %h = phi i32 [ %init, %entry ], [ %h, %latch.header ], [ %r, %latch.rare ]
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %inc.header, %latch.header ], [ %inc.rare, %latch.rare ]
; CHECK: latch.header:
; CHECK-NEXT: %inc.header = add i32 %i, %h
; CHECK: latch.rare:
; CHECK-NEXT: %inc.rare = add i32 %i, %r
; CHECK: exit:
; CHECK-NEXT: %x = phi i32 [ %h, %latch.header ], [ %r, %latch.rare ]
define i32 @merging(i32 %n, ptr %p) {
entry:
  %init = load i32, ptr %p
  br label %header

header:
  %h = phi i32 [ %init, %entry ], [ %t, %latch ]
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp eq i32 %i, 7
  br i1 %c, label %rare, label %latch

rare:
  store i32 %i, ptr %p
  %r = load i32, ptr %p
  br label %latch

latch:
  %t = phi i32 [ %h, %header ], [ %r, %rare ]
  %inc = add i32 %i, %t
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %header, label %exit

exit:
  %x = phi i32 [ %t, %latch ]
  ret i32 %x
}

; Switches on both sides: two edges from the header into the latch (one copy takes both),
; two edges from the latch back to the header (each copy gives the header phi two entries).
; CHECK-LABEL: define i32 @switch_latch(
; CHECK: %i = phi i32 [ 0, %entry ], [ %inc.header, %latch.header ], [ %inc.header, %latch.header ], [ %inc.other, %latch.other ], [ %inc.other, %latch.other ]
; CHECK: switch i32 %k, label %other [
; CHECK-NEXT: i32 0, label %latch.header
; CHECK-NEXT: i32 1, label %latch.header
; CHECK: latch.header:
; CHECK-NEXT: %inc.header = add i32 %i, 1
; CHECK: latch.other:
; CHECK-NEXT: %inc.other = add i32 %i, 2
; CHECK: exit:
; CHECK-NEXT: %r = phi i32 [ %inc.header, %latch.header ], [ %inc.other, %latch.other ]
define i32 @switch_latch(i32 %n) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ], [ %inc, %latch ]
  %k = and i32 %i, 3
  switch i32 %k, label %other [
    i32 0, label %latch
    i32 1, label %latch
  ]

other:
  br label %latch

latch:
  %t = phi i32 [ 1, %header ], [ 1, %header ], [ 2, %other ]
  %inc = add i32 %i, %t
  %more = icmp slt i32 %inc, %n
  %sel = select i1 %more, i32 %k, i32 9
  switch i32 %sel, label %exit [
    i32 0, label %header
    i32 1, label %header
  ]

exit:
  %r = phi i32 [ %inc, %latch ]
  ret i32 %r
}

; The inner latch leaves into the outer latch: the outer one waits for the next round and
; then gets a copy for each inner copy and for %side.
; CHECK-LABEL: define void @nested(
; CHECK: olatch.ilatch.inner:
; CHECK: olatch.ilatch.rare:
; CHECK: olatch.side:
; CHECK-NOT: {{^}}olatch:
; CHECK-NOT: {{^}}ilatch:
; CHECK: ret void
define void @nested(i32 %n, ptr %p) {
entry:
  br label %outer

outer:
  %o = phi i32 [ 0, %entry ], [ %onext, %olatch ]
  %skip = icmp eq i32 %o, 3
  br i1 %skip, label %side, label %inner

inner:
  %i = phi i32 [ 0, %outer ], [ %inext, %ilatch ]
  %c = icmp eq i32 %i, 2
  br i1 %c, label %rare, label %ilatch

rare:
  store i32 %i, ptr %p
  br label %ilatch

ilatch:
  %inext = add i32 %i, 1
  %ic = icmp slt i32 %inext, %n
  br i1 %ic, label %inner, label %olatch

side:
  store i32 %o, ptr %p
  br label %olatch

olatch:
  %onext = add i32 %o, 1
  %oc = icmp slt i32 %onext, %n
  br i1 %oc, label %outer, label %exit

exit:
  ret void
}

; Refused: memory operations, calls that may write, values used past the successors' phis,
; several latches, one-block loops. Each function stays as it is.
; CHECK-LABEL: define i32 @load_in_latch(
; CHECK: {{^}}latch:
define i32 @load_in_latch(i32 %n, ptr %p) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp eq i32 %i, 5
  br i1 %c, label %rare, label %latch

rare:
  store i32 %i, ptr %p
  br label %latch

latch:
  %v = load i32, ptr %p
  %inc = add nsw i32 %i, %v
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %body, label %exit

exit:
  %lc = phi i32 [ %inc, %latch ]
  ret i32 %lc
}

declare i32 @opaque(i32)

; CHECK-LABEL: define i32 @call_in_latch(
; CHECK: {{^}}latch:
define i32 @call_in_latch(i32 %n, ptr %p) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp eq i32 %i, 5
  br i1 %c, label %rare, label %latch

rare:
  store i32 %i, ptr %p
  br label %latch

latch:
  %v = call i32 @opaque(i32 %i)
  %inc = add nsw i32 %i, %v
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %body, label %exit

exit:
  %lc = phi i32 [ %inc, %latch ]
  ret i32 %lc
}

; CHECK-LABEL: define i32 @used_outside(
; CHECK: {{^}}latch:
define i32 @used_outside(i32 %n, ptr %p) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp eq i32 %i, 5
  br i1 %c, label %rare, label %latch

rare:
  store i32 %i, ptr %p
  br label %latch

latch:
  %inc = add nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %body, label %exit

exit:
  %u = add i32 %inc, 1
  ret i32 %u
}

; CHECK-LABEL: define void @two_latches(
; CHECK: {{^}}a:
; CHECK: {{^}}b:
define void @two_latches(i1 %c, i1 %d) {
entry:
  br label %header

header:
  br i1 %c, label %a, label %b

a:
  br i1 %d, label %header, label %exit

b:
  br i1 %d, label %header, label %exit

exit:
  ret void
}

; CHECK-LABEL: define void @one_block(
; CHECK: {{^}}loop:
define void @one_block(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

!0 = !{!"branch_weights", i32 99, i32 1}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
