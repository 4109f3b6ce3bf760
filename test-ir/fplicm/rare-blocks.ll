; The rarely-clobbered model (the default, `rare=20`): a location is almost invariant when
; every write that may change it runs in a block at most 20 % as frequent as the loop header;
; the loop needs no frequent path. Two loops the seed's model (`path`) leaves alone:
; - @split: the body branches 50:50 and both arms divide by values of @g; @g is rewritten on
;   a 2:98 block. No successor is >= 80 %, so there is no frequent path.
; - @inner: the division is in an inner loop; the outer loop rewrites @g on a rare block.
;   The inner loop never writes @g (plain LICM's job, skipped), and the outer loop's frequent
;   path would be caught in the inner cycle; by frequency the inner blocks are hot (they run
;   ten times per outer iteration) and the write is rare.
; Outputs equal before and after; the IR shows the preheader load and the repair.
; RUN: lli %s | FileCheck %s --check-prefix=OUT
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats;validate>),verify' -S %s -o %t.rare.ll 2> %t.rare.stats
; RUN: lli %t.rare.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=RARE < %t.rare.ll
; RUN: FileCheck %s --check-prefix=RARE-STATS < %t.rare.stats
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats;validate;path>),verify' -S %s -o %t.path.ll 2> %t.path.stats
; RUN: FileCheck %s --check-prefix=PATH-STATS < %t.path.stats
; RUN: %opt -S %s -o %t.unchanged.ll
; RUN: cmp %t.path.ll %t.unchanged.ll
; A threshold below the rare block's share keeps it hot: nothing moves.
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats;rare=1>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STRICT
; RUN: not %opt -passes='function(freqpath-fplicm-perf<rare=0>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD

; OUT: split 305.37
; OUT: inner 627.02

; RARE-STATS-DAG: function 'split': loop %head: chain of 3 (expensive 2) hoisted, 1 carried
; RARE-STATS-DAG: function 'split': loop %head: hoisted load of @g (2 loads), 1 repairs: %rare
; RARE-STATS-DAG: function 'inner': loop %in: skipped (the invariant loads are never written in the loop)
; RARE-STATS-DAG: function 'inner': loop %outer: chain of 2 (expensive 2) hoisted, 1 carried
; RARE-STATS-DAG: function 'inner': loop %outer: hoisted load of @g (1 loads), 1 repairs: %rare
; PATH-STATS-DAG: function 'split': loop %head: skipped (no frequent path: a block has no successor >= 80 %)
; PATH-STATS-DAG: function 'inner': loop %outer: skipped (no frequent path: an inner cycle is the hot one)
; STRICT: function 'split': loop %head: skipped (no almost-invariant load: load of @g may be written on frequent block %rare)
; BAD: rare '0' of pass 'freqpath-fplicm-perf' is not a whole number 1-50

; RARE-LABEL: define double @split(
; RARE: entry:
; RARE: load double, ptr @g
; RARE: rare:
; RARE: store double
; RARE-NEXT: load double, ptr @g
; RARE-LABEL: define double @inner(
; RARE: entry:
; RARE-NEXT: %fplicm.pre = load double, ptr @g
; RARE-NEXT: fdiv double 5.000000e+00, %fplicm.pre
; RARE: in:
; RARE-NOT: load
; RARE: after:
; RARE: rare:
; RARE: store double
; RARE-NEXT: %fplicm.repair = load double, ptr @g

@g = global double 3.0, align 8
@fmt = private constant [12 x i8] c"split %.2f\0A\00"
@fmt2 = private constant [12 x i8] c"inner %.2f\0A\00"

define double @split(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  %odd = and i32 %i, 1
  %is.odd = icmp eq i32 %odd, 0
  br i1 %is.odd, label %even, label %oddb, !prof !0

even:
  %g1 = load double, ptr @g, align 8
  %a1 = fdiv double 1.0, %g1
  %b1 = fdiv double %a1, 7.0
  %c1 = fadd double %b1, %a1
  br label %join

oddb:
  %g2 = load double, ptr @g, align 8
  %a2 = fdiv double 2.0, %g2
  %b2 = fdiv double %a2, 3.0
  %c2 = fadd double %b2, %a2
  br label %join

join:
  %c = phi double [ %c1, %even ], [ %c2, %oddb ]
  %acc.next = fadd double %acc, %c
  %m = urem i32 %i, 100
  %is.rare = icmp eq i32 %m, 99
  br i1 %is.rare, label %rare, label %latch, !prof !1

rare:
  %old = load double, ptr @g, align 8
  %new = fadd double %old, 1.0
  store double %new, ptr @g, align 8
  br label %latch

latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %head, !prof !2

exit:
  ret double %acc.next
}

define double @inner(i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %olatch ]
  %acc = phi double [ 0.0, %entry ], [ %acc.in, %olatch ]
  br label %in

in:
  %j = phi i32 [ 0, %outer ], [ %j.next, %in ]
  %acc.in = phi double [ %acc, %outer ], [ %acc.add, %in ]
  %gv = load double, ptr @g, align 8
  %q = fdiv double 5.0, %gv
  %r = fdiv double %q, 11.0
  %acc.add = fadd double %acc.in, %r
  %j.next = add i32 %j, 1
  %in.done = icmp eq i32 %j.next, 10
  br i1 %in.done, label %after, label %in, !prof !3

after:
  %m = urem i32 %i, 50
  %is.rare = icmp eq i32 %m, 49
  br i1 %is.rare, label %rare, label %olatch, !prof !1

rare:
  %old = load double, ptr @g, align 8
  %new = fadd double %old, 0.5
  store double %new, ptr @g, align 8
  br label %olatch

olatch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %outer, !prof !2

exit:
  ret double %acc.add
}

declare i32 @printf(ptr, ...)

define i32 @main() {
  %s = call double @split(i32 1000)
  call i32 (ptr, ...) @printf(ptr @fmt, double %s)
  store double 3.0, ptr @g, align 8
  %t = call double @inner(i32 1000)
  call i32 (ptr, ...) @printf(ptr @fmt2, double %t)
  ret i32 0
}

!0 = !{!"branch_weights", i32 50, i32 50}
!1 = !{!"branch_weights", i32 2, i32 98}
!2 = !{!"branch_weights", i32 1, i32 999}
!3 = !{!"branch_weights", i32 1, i32 9}
