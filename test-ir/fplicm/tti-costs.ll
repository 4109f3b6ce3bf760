; The target's instruction costs reach the planners: freqpath-fplicm-perf
; asks the pipeline's TargetIRAnalysis (TargetTransformInfo::getInstructionCost, latency and
; reciprocal throughput) about each member of a chain and, at FREQPATH_LOG=debug, prints
; them as "latency/throughput". The cost filter does not use them yet (it still counts
; expensive operations). The numbers are the target's: for x86-64 (a generic CPU) an fdiv
; costs 38/38 against an fadd's 3/2 and an fmul's 5/2; without a target triple LLVM's
; target-independent model gives 4/4 for the fdiv, and AArch64 its own 4/2.
; RUN: env FREQPATH_LOG=debug %opt -mtriple=x86_64-unknown-linux-gnu -passes='function(freqpath-fplicm-perf<stats>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=X86
; RUN: env FREQPATH_LOG=debug %opt -passes='function(freqpath-fplicm-perf<stats>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=GENERIC
; RUN: env FREQPATH_LOG=debug %opt -mtriple=aarch64-unknown-linux-gnu -passes='function(freqpath-fplicm-perf<stats>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ARM
; The costs are observable only: the rewrite is the same with every target.
; RUN: %opt -mtriple=x86_64-unknown-linux-gnu -passes='function(freqpath-fplicm-perf<stats;validate>),verify' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats;validate>),verify' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STATS

; X86: freqpath[debug]: function 'costs': loop %body: chain of 7 (expensive 2): target costs (latency/reciprocal throughput) %jx {{[0-9]+}}/{{[0-9]+}}, %p {{[0-9]+}}/{{[0-9]+}}, %a {{[0-9]+}}/{{[0-9]+}}, %s 3/2, %m 5/2, %d 38/38, %e 38/38; total {{[0-9]+}}/{{[0-9]+}}
; GENERIC: freqpath[debug]: function 'costs': loop %body: chain of 7 (expensive 2): target costs (latency/reciprocal throughput) {{.*}}, %d 4/4, %e 4/4
; ARM: freqpath[debug]: function 'costs': loop %body: chain of 7 (expensive 2): target costs (latency/reciprocal throughput) {{.*}}, %d 4/2, %e 4/2
; STATS: function 'costs': loop %body: chain of 7 (expensive 2) hoisted, 1 carried

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@j = global i32 3, align 4
@A = global [8 x double] zeroinitializer, align 16
@out = global [64 x double] zeroinitializer, align 16

define void @costs(i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %jv = load i32, ptr @j, align 4
  %jx = sext i32 %jv to i64
  %p = getelementptr inbounds [8 x double], ptr @A, i64 0, i64 %jx
  %a = load double, ptr %p, align 8
  %s = fadd double %a, 1.0
  %m = fmul double %s, 3.0
  %d = fdiv double %m, 7.0
  %e = fdiv double %d, %a
  %ix = and i32 %i, 63
  %iz = zext i32 %ix to i64
  %q = getelementptr inbounds [64 x double], ptr @out, i64 0, i64 %iz
  store double %e, ptr %q, align 8
  %c = icmp eq i32 %ix, 63
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

!0 = !{!"branch_weights", i32 1, i32 63}
!1 = !{!"branch_weights", i32 99, i32 1}
