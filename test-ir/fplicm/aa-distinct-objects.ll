; Alias doubt settled by BasicAA's identified objects: the frequent path
; stores into a buffer from `malloc`, whose result is `noalias`: a new object, distinct from
; every global. Our rules take a call result for a pointer that may point anywhere, so before
; the passes asked the pipeline's AAManager the store blocked the almost-invariant load of
; @j ("load of @j may be written on frequent block %body"); BasicAA proves the store writes
; neither @j nor the chain's table @A. The test runs with -aa-pipeline=basic-aa (and opt's
; default pipeline, which includes it). lli runs the program before and after.
; RUN: lli %s | FileCheck %s --check-prefix=OUT
; RUN: %opt -aa-pipeline=basic-aa -passes='function(freqpath-fplicm-perf<stats;validate>),verify' -S %s -o %t.perf.ll 2> %t.perf.stats
; RUN: lli %t.perf.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=PERF < %t.perf.ll
; RUN: FileCheck %s --check-prefix=PERF-STATS < %t.perf.stats
; RUN: %opt -passes='function(freqpath-fplicm<stats;validate>),verify' -S %s -o %t.plain.ll 2> %t.plain.stats
; RUN: lli %t.plain.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.ll
; RUN: FileCheck %s --check-prefix=PLAIN-STATS < %t.plain.stats
; RUN: %opt -aa-pipeline= -passes='function(freqpath-fplicm-perf<stats>),verify' -S %s -o %t.noaa.ll 2> %t.noaa.stats
; RUN: FileCheck %s --check-prefix=NOAA < %t.noaa.stats
; RUN: FileCheck %s --check-prefix=UNCHANGED < %t.noaa.ll

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; OUT: sum 228.380952

; PERF-STATS: function 'fill': loop %body: chain of 5 (expensive 2) hoisted, 1 carried
; PERF-STATS: function 'fill': loop %body: hoisted load of @j (1 loads), 1 repairs: %rare
; PLAIN-STATS: function 'fill': loop %body: hoisted load of @j (1 loads), 1 repairs: %rare
; NOAA: function 'fill': loop %body: skipped (no almost-invariant load: load of @j may be written on frequent block %body)

; PERF-LABEL: define double @fill(
; PERF: ph:
; PERF: load i32, ptr @j
; PERF: load double
; PERF: fdiv double
; PERF: fdiv double
; PERF: body:
; PERF-NOT: load
; PERF-NOT: fdiv
; PERF: store double %{{.*}}, ptr %q
; PERF: rare:
; PERF: store i32 %j2, ptr @j
; PERF-NEXT: load i32, ptr @j
; PERF: fdiv double
; PERF: fdiv double

; PLAIN-LABEL: define double @fill(
; PLAIN: ph:
; PLAIN-NEXT: %fplicm.pre = load i32, ptr @j
; PLAIN: body:
; PLAIN-NOT: load i32
; PLAIN: rare:
; PLAIN: store i32 %j2, ptr @j
; PLAIN-NEXT: %fplicm.repair = load i32, ptr @j

; UNCHANGED-LABEL: define double @fill(
; UNCHANGED-NOT: fplicm

@j = global i32 1, align 4
@A = global [8 x double] [double 2.0, double 3.0, double 5.0, double 7.0, double 11.0, double 13.0, double 17.0, double 19.0], align 16
@fmt = private constant [8 x i8] c"sum %f\0A\00"

declare noalias ptr @malloc(i64) allockind("alloc,uninitialized") allocsize(0)
declare void @free(ptr allocptr nocapture) allockind("free")
declare i32 @printf(ptr, ...)

; int j = 1; double A[8];
; double fill(int n) {
;   double *buf = malloc(n * sizeof(double));
;   for (int i = 0; i < n; i++) {
;     buf[i] = A[j] / 3.0 / 7.0;
;     if (i % 64 == 63) j = (j + 5) & 7;
;   }
;   double s = 0; for (int i = 0; i < n; i++) s += buf[i];
;   free(buf); return s;
; }
define double @fill(i32 %n) {
entry:
  %bytes = zext i32 %n to i64
  %size = shl nuw nsw i64 %bytes, 3
  %buf = call noalias ptr @malloc(i64 %size)
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %done

ph:
  br label %body

body:
  %i = phi i32 [ 0, %ph ], [ %next, %latch ]
  %jv = load i32, ptr @j, align 4
  %jx = sext i32 %jv to i64
  %p = getelementptr inbounds [8 x double], ptr @A, i64 0, i64 %jx
  %a = load double, ptr %p, align 8
  %d1 = fdiv double %a, 3.0
  %d2 = fdiv double %d1, 7.0
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds double, ptr %buf, i64 %ix
  store double %d2, ptr %q, align 8
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 63
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  %j1 = add i32 %jv, 5
  %j2 = and i32 %j1, 7
  store i32 %j2, ptr @j, align 4
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %sum.ph, !prof !1

sum.ph:
  br label %sum

sum:
  %k = phi i64 [ 0, %sum.ph ], [ %k1, %sum ]
  %acc = phi double [ 0.0, %sum.ph ], [ %acc1, %sum ]
  %e = getelementptr inbounds double, ptr %buf, i64 %k
  %v = load double, ptr %e, align 8
  %acc1 = fadd double %acc, %v
  %k1 = add nuw nsw i64 %k, 1
  %stop = icmp eq i64 %k1, %bytes
  br i1 %stop, label %done, label %sum

done:
  %s = phi double [ 0.0, %entry ], [ %acc1, %sum ]
  call void @free(ptr %buf)
  ret double %s
}

define i32 @main() {
entry:
  %s = call double @fill(i32 500)
  %0 = call i32 (ptr, ...) @printf(ptr @fmt, double %s)
  ret i32 0
}

!0 = !{!"branch_weights", i32 1, i32 63}
!1 = !{!"branch_weights", i32 99, i32 1}
