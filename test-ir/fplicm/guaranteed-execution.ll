; Guaranteed execution (issue 45 item 6; docs/fplicm-design.md §3 (c)): loads through a plain
; pointer argument (`ptr %coef`, not `dereferenceable`) may be read in the preheader and after
; the rare write when LLVM proves (`ICFLoopSafetyInfo::isGuaranteedToExecute`) that the loop's
; first iteration loads them whenever the loop is entered, and nothing in the loop may free
; memory (every call `nofree nosync`). The translation validator accepts the unguarded copies
; only with the same proof, in that loop or at the end of its dedicated preheader.
; - @smooth: both loads are in the header; the rare call is `nofree nosync` (what clang -O2
;   infers for the benchmark's recalibrate()): hoisted, with the chain of 2 divisions.
; - @smooth_cond: the loads run only on a 50:50 arm: not guaranteed, refused.
; - @smooth_cond_loaded: the same arm, but the preheader already reads coef[0]: LLVM's
;   isSafeToLoadUnconditionally at the preheader's end holds, and the loop frees nothing:
;   hoisted.
; - @smooth_may_free: the rare call may free memory: a repair after it could read freed
;   memory where the original never reads again (the loop may exit right after), refused.
; - @smooth_unrotated: the header may exit before the loads (a zero-trip loop enters the
;   header but never loads), refused.
; Outputs equal before and after.
; RUN: lli %s | FileCheck %s --check-prefix=OUT
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats;validate>),verify' -S %s -o %t.perf.ll 2> %t.perf.stats
; RUN: lli %t.perf.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=PERF < %t.perf.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.perf.stats
; RUN: %opt -passes='function(freqpath-fplicm<stats;validate>),verify' -S %s -o %t.plain.ll 2> %t.plain.stats
; RUN: lli %t.plain.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.plain.stats

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; OUT: smooth 299.163532 17.238095 2.130000
; OUT: cond 299.119236 17.163532 0.810000
; OUT: loaded 299.172543 17.224088 1.300000
; OUT: free 299.171400 17.138138 2.440000
; OUT: unrotated 299.170915 17.171400 2.420000

; STATS-DAG: function 'smooth': loop %body: hoisted load of %coef (1 loads), 1 repairs: %rare
; STATS-DAG: function 'smooth': loop %body: hoisted load of %p1 (1 loads), 1 repairs: %rare
; STATS-DAG: function 'smooth_cond': loop %body: skipped (the invariant loads might fault before the loop)
; STATS-DAG: function 'smooth_cond_loaded': loop %body: hoisted load of %coef (1 loads), 1 repairs: %rare
; STATS-DAG: function 'smooth_may_free': loop %body: skipped (the invariant loads might fault before the loop)
; STATS-DAG: function 'smooth_unrotated': loop %head: skipped (the invariant loads might fault before the loop)

; PERF-LABEL: define void @smooth(
; PERF: ph:
; PERF-NEXT: %fplicm.pre = load double, ptr %coef, align 8
; PERF-NEXT: %fplicm.addr = getelementptr inbounds double, ptr %coef, i64 1
; PERF-NEXT: %fplicm.pre2 = load double, ptr %fplicm.addr, align 8
; PERF: fdiv double
; PERF: fdiv double
; PERF: body:
; PERF-NOT: load double
; PERF-NOT: fdiv
; PERF: rare:
; PERF-NEXT: call void @recalibrate(ptr %coef, i32 %i)
; PERF-NEXT: %fplicm.repair = load double, ptr %coef, align 8
; PERF-NEXT: %fplicm.repair3 = load double, ptr %fplicm.addr, align 8
; PERF: fdiv double
; PERF: fdiv double
; PERF-LABEL: define void @smooth_cond(
; PERF-NOT: fplicm
; PERF-LABEL: define void @smooth_cond_loaded(
; PERF: ph:
; PERF-NEXT: %first = load double, ptr %coef, align 8
; PERF-NEXT: %first1 = fadd
; PERF-NEXT: %fplicm.pre = load double, ptr %coef, align 8
; PERF: rare:
; PERF-NEXT: call void @recalibrate(ptr %coef, i32 %i)
; PERF-NEXT: %fplicm.repair = load double, ptr %coef, align 8
; PERF-LABEL: define void @smooth_may_free(
; PERF-NOT: fplicm
; PERF-LABEL: define void @smooth_unrotated(
; PERF-NOT: fplicm
; PERF-LABEL: define i32 @main(

; PLAIN-LABEL: define void @smooth(
; PLAIN: ph:
; PLAIN-NEXT: %fplicm.pre = load double, ptr %coef, align 8
; PLAIN: rare:
; PLAIN-NEXT: call void @recalibrate(ptr %coef, i32 %i)
; PLAIN-NEXT: %fplicm.repair = load double, ptr %coef, align 8
; PLAIN-LABEL: define void @smooth_cond(
; PLAIN-NOT: fplicm
; PLAIN-LABEL: define void @smooth_cond_loaded(
; PLAIN: %fplicm.pre = load double, ptr %coef
; PLAIN-LABEL: define void @smooth_may_free(
; PLAIN-NOT: fplicm
; PLAIN-LABEL: define i32 @main(

@coef_buf = global [2 x double] [double 1.5, double 0.75], align 16
@state = global i32 4242, align 4
@fmt = private constant [13 x i8] c"%s %f %f %f\0A\00"
@n1 = private constant [7 x i8] c"smooth\00"
@n2 = private constant [5 x i8] c"cond\00"
@n3 = private constant [5 x i8] c"free\00"
@n4 = private constant [10 x i8] c"unrotated\00"
@n5 = private constant [7 x i8] c"loaded\00"

declare i32 @printf(ptr, ...)

; Rare, not inlined: rewrites coef[0..1]; frees nothing.
define void @recalibrate(ptr %coef, i32 %i) #0 {
entry:
  %s = load i32, ptr @state, align 4
  %s1 = mul i32 %s, 1103515245
  %s2 = add i32 %s1, 12345
  store i32 %s2, ptr @state, align 4
  %b = lshr i32 %s2, 8
  %b1 = and i32 %b, 255
  %f = sitofp i32 %b1 to double
  %c0 = fmul double %f, 0.01
  %c0a = fadd double %c0, 0.5
  store double %c0a, ptr %coef, align 8
  %i1 = and i32 %i, 1
  %fi = sitofp i32 %i1 to double
  %c1 = fadd double %fi, 0.25
  %p1 = getelementptr inbounds double, ptr %coef, i64 1
  store double %c1, ptr %p1, align 8
  ret void
}

; The same, but as far as its attributes say, it may free memory.
define void @recalibrate_may_free(ptr %coef, i32 %i) #1 {
entry:
  call void @recalibrate(ptr %coef, i32 %i)
  ret void
}

; for (i = 0; i < n; i++) { out[i] = (c0 + 1) / (2 c1 + .5) / (c0 + c1 + 3) + i;
;                           if (i % 64 == 63) recalibrate(coef, i); }
define void @smooth(ptr noalias %out, ptr noalias %coef, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit

ph:
  br label %body

body:
  %i = phi i32 [ 0, %ph ], [ %next, %latch ]
  %c0 = load double, ptr %coef, align 8
  %p1 = getelementptr inbounds double, ptr %coef, i64 1
  %c1 = load double, ptr %p1, align 8
  %a = fadd double %c0, 1.0
  %b = fmul double %c1, 2.0
  %b1 = fadd double %b, 0.5
  %k = fdiv double %a, %b1
  %s = fadd double %c0, %c1
  %s1 = fadd double %s, 3.0
  %m = fdiv double %k, %s1
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds double, ptr %out, i64 %ix
  %fi = sitofp i32 %i to double
  %v = fadd double %m, %fi
  store double %v, ptr %q, align 8
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 63
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  call void @recalibrate(ptr %coef, i32 %i)
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

; The loads and the chain only on odd iterations (a 50:50 arm, hot but not guaranteed).
define void @smooth_cond(ptr noalias %out, ptr noalias %coef, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit

ph:
  br label %body

body:
  %i = phi i32 [ 0, %ph ], [ %next, %latch ]
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %arm, label %join, !prof !2

arm:
  %c0 = load double, ptr %coef, align 8
  %p1 = getelementptr inbounds double, ptr %coef, i64 1
  %c1 = load double, ptr %p1, align 8
  %a = fadd double %c0, 1.0
  %b = fmul double %c1, 2.0
  %b1 = fadd double %b, 0.5
  %k = fdiv double %a, %b1
  %s = fadd double %c0, %c1
  %s1 = fadd double %s, 3.0
  %m0 = fdiv double %k, %s1
  br label %join

join:
  %m = phi double [ %m0, %arm ], [ 0.0, %body ]
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds double, ptr %out, i64 %ix
  %fi = sitofp i32 %i to double
  %v = fadd double %m, %fi
  store double %v, ptr %q, align 8
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 63
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  call void @recalibrate(ptr %coef, i32 %i)
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

; @smooth_cond with coef[0] only, which the preheader already reads: dereferenceable at the
; preheader's end (LLVM's isSafeToLoadUnconditionally finds the access) and the loop frees
; nothing, so the arm's load is hoisted although it is not guaranteed to execute.
define void @smooth_cond_loaded(ptr noalias %out, ptr noalias %coef, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit

ph:
  %first = load double, ptr %coef, align 8
  %first1 = fadd double %first, 0.0
  br label %body

body:
  %i = phi i32 [ 0, %ph ], [ %next, %latch ]
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %arm, label %join, !prof !2

arm:
  %c0 = load double, ptr %coef, align 8
  %a = fadd double %c0, 1.0
  %b = fmul double %c0, 2.0
  %b1 = fadd double %b, 0.5
  %k = fdiv double %a, %b1
  %s1 = fadd double %c0, 3.0
  %m0 = fdiv double %k, %s1
  br label %join

join:
  %m = phi double [ %m0, %arm ], [ %first1, %body ]
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds double, ptr %out, i64 %ix
  %fi = sitofp i32 %i to double
  %v = fadd double %m, %fi
  store double %v, ptr %q, align 8
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 63
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  call void @recalibrate(ptr %coef, i32 %i)
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

; @smooth with a rare call that may free memory.
define void @smooth_may_free(ptr noalias %out, ptr noalias %coef, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit

ph:
  br label %body

body:
  %i = phi i32 [ 0, %ph ], [ %next, %latch ]
  %c0 = load double, ptr %coef, align 8
  %p1 = getelementptr inbounds double, ptr %coef, i64 1
  %c1 = load double, ptr %p1, align 8
  %a = fadd double %c0, 1.0
  %b = fmul double %c1, 2.0
  %b1 = fadd double %b, 0.5
  %k = fdiv double %a, %b1
  %s = fadd double %c0, %c1
  %s1 = fadd double %s, 3.0
  %m = fdiv double %k, %s1
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds double, ptr %out, i64 %ix
  %fi = sitofp i32 %i to double
  %v = fadd double %m, %fi
  store double %v, ptr %q, align 8
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 63
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  call void @recalibrate_may_free(ptr %coef, i32 %i)
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

; The header tests the bound before the loads (no loop guard): entered with n = 0, the loop
; runs its header once and loads nothing.
define void @smooth_unrotated(ptr noalias %out, ptr noalias %coef, i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit, !prof !1

body:
  %c0 = load double, ptr %coef, align 8
  %p1 = getelementptr inbounds double, ptr %coef, i64 1
  %c1 = load double, ptr %p1, align 8
  %a = fadd double %c0, 1.0
  %b = fmul double %c1, 2.0
  %b1 = fadd double %b, 0.5
  %k = fdiv double %a, %b1
  %s = fadd double %c0, %c1
  %s1 = fadd double %s, 3.0
  %m = fdiv double %k, %s1
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds double, ptr %out, i64 %ix
  %fi = sitofp i32 %i to double
  %v = fadd double %m, %fi
  store double %v, ptr %q, align 8
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 63
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  call void @recalibrate(ptr %coef, i32 %i)
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  br label %head

exit:
  ret void
}

define void @report(ptr %name, ptr %out) {
entry:
  %e = getelementptr inbounds [300 x double], ptr %out, i64 0, i64 299
  %v = load double, ptr %e, align 8
  %e1 = getelementptr inbounds [300 x double], ptr %out, i64 0, i64 17
  %v1 = load double, ptr %e1, align 8
  %c0 = load double, ptr @coef_buf, align 8
  %0 = call i32 (ptr, ...) @printf(ptr @fmt, ptr %name, double %v, double %v1, double %c0)
  ret void
}

define i32 @main() {
entry:
  %out = alloca [300 x double], align 16
  call void @smooth(ptr %out, ptr @coef_buf, i32 300)
  call void @report(ptr @n1, ptr %out)
  call void @smooth_cond(ptr %out, ptr @coef_buf, i32 300)
  call void @report(ptr @n2, ptr %out)
  call void @smooth_cond_loaded(ptr %out, ptr @coef_buf, i32 300)
  call void @report(ptr @n5, ptr %out)
  call void @smooth_may_free(ptr %out, ptr @coef_buf, i32 300)
  call void @report(ptr @n3, ptr %out)
  ; A zero-trip run through a null pointer, which the loop never loads.
  call void @smooth_unrotated(ptr %out, ptr null, i32 0)
  call void @smooth_unrotated(ptr %out, ptr @coef_buf, i32 300)
  call void @report(ptr @n4, ptr %out)
  ret i32 0
}

attributes #0 = { noinline nofree nosync nounwind willreturn }
attributes #1 = { noinline nounwind willreturn }

!0 = !{!"branch_weights", i32 1, i32 63}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 50, i32 50}
