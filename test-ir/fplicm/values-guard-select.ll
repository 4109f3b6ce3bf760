; freqpath-fplicm-perf over a guard (fp_guard_div's shape): %p and %d are
; almost-invariant header phis (rescaled in the rare %rare). The loop computes
; `r = d != 0 ? p / d : 0` as a diamond whose else arm counts the event in a global (so it
; stays a branch), then two more divisions over r. The join's phi %r is a function of the
; chain: `select %nz, %div, 0.0`. The chain goes through it (fcmp, fdiv, select, fadd,
; fmuladd, fdiv, fadd, fdiv: 3 divisions), copies go in the preheader and after the rare
; update, and the else arm's store stays in the loop under the cached condition.
; `rescale` makes den 0 on its third call, so the else arm runs too (lli checks both).
; RUN: lli %s | FileCheck %s --check-prefix=OUT
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats;validate>),verify' -S %s -o %t.perf.ll 2> %t.perf.stats
; RUN: lli %t.perf.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s < %t.perf.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.perf.stats
; The validator refuses the select with its arms swapped (nothing is written).
; RUN: not %opt -passes='function(freqpath-fplicm-perf<stats;validate;debug-corrupt=swap-select>)' -S %s -o %t.bad.ll 2>&1 | FileCheck %s --check-prefix=SWAP
; RUN: test ! -s %t.bad.ll

; OUT: sum=1.010381e+02 zero=100

; STATS: function 'run': loop %loop: value %p, %d: chain of 8 (expensive 3) hoisted, 2 carried, recomputed in %rare

; SWAP-NOT: freqpath-fplicm-perf:
; SWAP: error: freqpath: run: translation validation failed: dataflow at {{.*}} not proven to hold there
; SWAP-NOT: error

; CHECK-LABEL: define double @run(
; CHECK: entry:
; CHECK: %[[C0:fplicm.chain[0-9]*]] = fcmp une double %p0, 0.000000e+00
; CHECK-NEXT: %[[D0:fplicm.chain[0-9]*]] = fdiv double %n0, %p0
; CHECK-NEXT: %[[S0:fplicm.select[0-9]*]] = select i1 %[[C0]], double %[[D0]], double 0.000000e+00
; CHECK-NEXT: fadd double %[[S0]], 1.000000e+00
; CHECK-NEXT: call double @llvm.fmuladd.f64(double %[[S0]], double %[[S0]], double 2.000000e+00)
; CHECK: br label %loop
; CHECK: loop:
; CHECK: %[[CC:fplicm.cached[0-9]*]] = phi i1 {{.*}}[ %[[C0]], %entry ]
; CHECK-NEXT: %[[TC:fplicm.cached[0-9]*]] = phi double
; CHECK-NOT: fdiv
; CHECK: br i1 %[[CC]], label %then, label %else
; CHECK: then:
; CHECK-NEXT: br label %join
; CHECK: else:
; CHECK: store i32 %{{.*}}, ptr @zero_den
; CHECK: join:
; CHECK-NOT: fdiv
; CHECK: fadd double %[[TC]], %acc
; CHECK: rare:
; CHECK: %[[DR:.*]] = load double, ptr @den
; CHECK: %[[C1:fplicm.chain[0-9]*]] = fcmp une double %[[DR]], 0.000000e+00
; CHECK-NEXT: %[[D1:fplicm.chain[0-9]*]] = fdiv double %{{.*}}, %[[DR]]
; CHECK-NEXT: select i1 %[[C1]], double %[[D1]], double 0.000000e+00
; CHECK: latch:
; CHECK: phi i1 [ %[[C1]], %rare ], [ %[[CC]], %join ]

@num = global double 3.0
@den = global double 1.5
@zero_den = global i32 0
@calls = global i32 0
@fmt = private constant [18 x i8] c"sum=%.6e zero=%d\0A\00"

define void @rescale(i32 %i) noinline {
entry:
  %c = load i32, ptr @calls
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @calls
  %x = sitofp i32 %i to double
  %nv = fmul double %x, 1.000000e-03
  %nn = fadd double %nv, 1.0
  store double %nn, ptr @num
  %zero = icmp eq i32 %c1, 3
  %dv = fadd double %nv, 0.5
  %dd = select i1 %zero, double 0.0, double %dv
  store double %dd, ptr @den
  ret void
}

define double @run(i32 %n) {
entry:
  %n0 = load double, ptr @num
  %p0 = load double, ptr @den
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  %p = phi double [ %n0, %entry ], [ %p.next, %latch ]
  %d = phi double [ %p0, %entry ], [ %d.next, %latch ]
  %nz = fcmp une double %d, 0.0
  br i1 %nz, label %then, label %else, !prof !0

then:
  %div = fdiv double %p, %d
  br label %join

else:
  %z = load i32, ptr @zero_den
  %z1 = add i32 %z, 1
  store i32 %z1, ptr @zero_den
  br label %join

join:
  %r = phi double [ %div, %then ], [ 0.0, %else ]
  %r1 = fadd double %r, 1.0
  %r2 = call double @llvm.fmuladd.f64(double %r, double %r, double 2.0)
  %q = fdiv double %r1, %r2
  %p4 = fadd double %p, 4.0
  %t = fdiv double %q, %p4
  %acc.next = fadd double %t, %acc
  %m = urem i32 %i, 100
  %upd = icmp eq i32 %m, 99
  br i1 %upd, label %rare, label %latch, !prof !1

rare:
  call void @rescale(i32 %i)
  %nr = load double, ptr @num
  %dr = load double, ptr @den
  br label %latch

latch:
  %p.next = phi double [ %nr, %rare ], [ %p, %join ]
  %d.next = phi double [ %dr, %rare ], [ %d, %join ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret double %acc.next
}

define i32 @main() {
  %s = call double @run(i32 1000)
  %z = load i32, ptr @zero_den
  %r = call i32 (ptr, ...) @printf(ptr @fmt, double %s, i32 %z)
  ret i32 0
}

declare i32 @printf(ptr, ...)
declare double @llvm.fmuladd.f64(double, double, double)

!0 = !{!"branch_weights", i32 1000, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 1, i32 1000}
