; Alias doubt settled by LLVM's alias analysis: the frequent path stores
; through a `noalias` (C `restrict`) argument. Our own rules cannot separate a pointer
; argument from @j or @A, so before the pass asked the pipeline's AAManager the loop was
; skipped ("load of @j may be written on frequent block %body"); BasicAA knows a noalias
; argument is an identified object distinct from every global, so the store writes neither
; @j (the almost-invariant load) nor @A (the chain's table), and both passes rewrite the loop.
; The pipeline is opt's default AA pipeline (basic-aa, scoped-noalias-aa, tbaa); with an
; empty one (-aa-pipeline=) only our rules answer and the loop is skipped as before.
; lli runs the program before and after.
; RUN: lli %s | FileCheck %s --check-prefix=OUT
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats;validate>),verify' -S %s -o %t.perf.ll 2> %t.perf.stats
; RUN: lli %t.perf.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=PERF < %t.perf.ll
; RUN: FileCheck %s --check-prefix=PERF-STATS < %t.perf.stats
; RUN: %opt -passes='function(freqpath-fplicm<stats;validate>),verify' -S %s -o %t.plain.ll 2> %t.plain.stats
; RUN: lli %t.plain.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.ll
; RUN: FileCheck %s --check-prefix=PLAIN-STATS < %t.plain.stats
; RUN: %opt -aa-pipeline=basic-aa -passes='function(freqpath-fplicm<stats>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAIN-STATS
; RUN: %opt -aa-pipeline= -passes='function(freqpath-fplicm-perf<stats>),verify' -S %s -o %t.noaa.ll 2> %t.noaa.stats
; RUN: FileCheck %s --check-prefix=NOAA < %t.noaa.stats
; RUN: FileCheck %s --check-prefix=UNCHANGED < %t.noaa.ll

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; OUT: sum 98.095238

; PERF-STATS: function 'scale': loop %body: chain of 6 (expensive 2) hoisted, 1 carried
; PERF-STATS: function 'scale': loop %body: hoisted load of @j (1 loads), 1 repairs: %rare
; PLAIN-STATS: function 'scale': loop %body: hoisted load of @j (1 loads), 1 repairs: %rare
; NOAA: function 'scale': loop %body: skipped (no almost-invariant load: load of @j may be written on frequent block %body)

; The chain (A[j] + 1) / 3 / 7 is computed before the loop and again after the rare store;
; the frequent path keeps only the store through %out.
; PERF-LABEL: define void @scale(
; PERF: ph:
; PERF: load i32, ptr @j
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

; PLAIN-LABEL: define void @scale(
; PLAIN: ph:
; PLAIN-NEXT: %fplicm.pre = load i32, ptr @j
; PLAIN: body:
; PLAIN-NOT: load i32
; PLAIN: rare:
; PLAIN-NEXT: %j1 = add
; PLAIN-NEXT: %j2 = and
; PLAIN-NEXT: store i32 %j2, ptr @j
; PLAIN-NEXT: %fplicm.repair = load i32, ptr @j

; UNCHANGED-LABEL: define void @scale(
; UNCHANGED-NOT: fplicm

@j = global i32 3, align 4
@A = global [8 x double] [double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.0, double 8.0], align 16
@fmt = private constant [8 x i8] c"sum %f\0A\00"

declare i32 @printf(ptr, ...)

; void scale(double *restrict out, int n) {
;   for (int i = 0; i < n; i++) {
;     out[i] = (A[j] + 1.0) / 3.0 / 7.0;
;     if (i % 64 == 63) j = (j + 1) & 7;
;   }
; }
define void @scale(ptr noalias %out, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit

ph:
  br label %body

body:
  %i = phi i32 [ 0, %ph ], [ %next, %latch ]
  %jv = load i32, ptr @j, align 4
  %jx = sext i32 %jv to i64
  %p = getelementptr inbounds [8 x double], ptr @A, i64 0, i64 %jx
  %a = load double, ptr %p, align 8
  %s = fadd double %a, 1.0
  %d1 = fdiv double %s, 3.0
  %d2 = fdiv double %d1, 7.0
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds double, ptr %out, i64 %ix
  store double %d2, ptr %q, align 8
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 63
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  %j1 = add i32 %jv, 1
  %j2 = and i32 %j1, 7
  store i32 %j2, ptr @j, align 4
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
  %out = alloca [300 x double], align 16
  call void @scale(ptr %out, i32 300)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %e = getelementptr inbounds [300 x double], ptr %out, i64 0, i64 %k
  %v = load double, ptr %e, align 8
  %acc1 = fadd double %acc, %v
  %k1 = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k1, 300
  br i1 %done, label %print, label %loop

print:
  %0 = call i32 (ptr, ...) @printf(ptr @fmt, double %acc1)
  ret i32 0
}

!0 = !{!"branch_weights", i32 1, i32 63}
!1 = !{!"branch_weights", i32 99, i32 1}
