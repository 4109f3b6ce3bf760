; Alias doubt settled by type-based alias analysis: the almost-invariant
; index @j is an `int` (TBAA "int"), the chain's table @T holds `double`s (TBAA "double"),
; and the frequent store writes a `float` through a plain pointer argument (TBAA "float").
; Neither BasicAA nor our rules can tell where %out points, and the store is no larger than
; either object, so it may write @j and @T; TBAA says a float store never writes an int or a
; double object. The test names its AA pipeline: basic-aa alone leaves the loop as it was
; (as before the passes asked LLVM), basic-aa,tbaa lets both passes rewrite it. lli runs the
; program before and after.
; RUN: lli %s | FileCheck %s --check-prefix=OUT
; RUN: %opt -aa-pipeline=basic-aa,tbaa -passes='function(freqpath-fplicm-perf<stats;validate>),verify' -S %s -o %t.perf.ll 2> %t.perf.stats
; RUN: lli %t.perf.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=PERF < %t.perf.ll
; RUN: FileCheck %s --check-prefix=PERF-STATS < %t.perf.stats
; RUN: %opt -aa-pipeline=basic-aa,tbaa -passes='function(freqpath-fplicm<stats;validate>),verify' -S %s -o %t.plain.ll 2> %t.plain.stats
; RUN: lli %t.plain.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.ll
; RUN: FileCheck %s --check-prefix=PLAIN-STATS < %t.plain.stats
; RUN: %opt -aa-pipeline=basic-aa -passes='function(freqpath-fplicm-perf<stats>),verify' -S %s -o %t.basic.ll 2> %t.basic.stats
; RUN: FileCheck %s --check-prefix=BASIC < %t.basic.stats
; RUN: FileCheck %s --check-prefix=UNCHANGED < %t.basic.ll

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; OUT: sum 19940.951890

; PERF-STATS: function 'convert': loop %body: chain of 5 (expensive 2) hoisted, 1 carried
; PERF-STATS: function 'convert': loop %body: hoisted load of @j (1 loads), 1 repairs: %rare
; PLAIN-STATS: function 'convert': loop %body: hoisted load of @j (1 loads), 1 repairs: %rare
; BASIC: function 'convert': loop %body: skipped (no almost-invariant load: load of @j may be written on frequent block %body)

; PERF-LABEL: define void @convert(
; PERF: ph:
; PERF: load i32, ptr @j, align 4, !tbaa
; PERF: load double
; PERF: fdiv double
; PERF: fdiv double
; PERF: body:
; PERF-NOT: load
; PERF-NOT: fdiv
; PERF: store float %{{.*}}, ptr %q, align 4, !tbaa
; PERF: rare:
; PERF: store i32 %j2, ptr @j, align 4, !tbaa
; PERF-NEXT: load i32, ptr @j
; PERF: fdiv double
; PERF: fdiv double

; PLAIN-LABEL: define void @convert(
; PLAIN: ph:
; PLAIN-NEXT: %fplicm.pre = load i32, ptr @j, align 4, !tbaa
; PLAIN: body:
; PLAIN-NOT: load i32
; PLAIN: rare:
; PLAIN: store i32 %j2, ptr @j
; PLAIN-NEXT: %fplicm.repair = load i32, ptr @j

; UNCHANGED-LABEL: define void @convert(
; UNCHANGED-NOT: fplicm

@j = global i32 5, align 4
@T = global [8 x double] [double 1.5, double 2.5, double 3.5, double 4.5, double 5.5, double 6.5, double 7.5, double 8.5], align 16
@fmt = private constant [8 x i8] c"sum %f\0A\00"

declare i32 @printf(ptr, ...)

; int j = 5; double T[8];
; void convert(float *out, int n) {
;   for (int i = 0; i < n; i++) {
;     out[i] = T[j] / 3.0 / 7.0 + i;
;     if (i % 64 == 63) j = (j + 3) & 7;
;   }
; }
define void @convert(ptr %out, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit

ph:
  br label %body

body:
  %i = phi i32 [ 0, %ph ], [ %next, %latch ]
  %jv = load i32, ptr @j, align 4, !tbaa !2
  %jx = sext i32 %jv to i64
  %p = getelementptr inbounds [8 x double], ptr @T, i64 0, i64 %jx
  %t = load double, ptr %p, align 8, !tbaa !8
  %d1 = fdiv double %t, 3.0
  %d2 = fdiv double %d1, 7.0
  %fi = sitofp i32 %i to double
  %v = fadd double %d2, %fi
  %f = fptrunc double %v to float
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds float, ptr %out, i64 %ix
  store float %f, ptr %q, align 4, !tbaa !6
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 63
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  %j1 = add i32 %jv, 3
  %j2 = and i32 %j1, 7
  store i32 %j2, ptr @j, align 4, !tbaa !2
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

define i32 @main() {
entry:
  %out = alloca [200 x float], align 16
  call void @convert(ptr %out, i32 200)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %e = getelementptr inbounds [200 x float], ptr %out, i64 0, i64 %k
  %v = load float, ptr %e, align 4, !tbaa !6
  %w = fpext float %v to double
  %acc1 = fadd double %acc, %w
  %k1 = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k1, 200
  br i1 %done, label %print, label %loop

print:
  %0 = call i32 (ptr, ...) @printf(ptr @fmt, double %acc1)
  ret i32 0
}

!0 = !{!"branch_weights", i32 1, i32 63}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !4, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !4, i64 0}
