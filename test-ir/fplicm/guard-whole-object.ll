; A speculative copy of a chain load may read something else only where the original's read
; would be undefined. `getelementptr inbounds` bounds the address by the whole
; object, not by each dimension: with %j = 13 the loop reads M[1][13], element 21 of M, and
; uses it on every iteration. The guard must check the final address against the object
; (here: 0 <= offset <= 512 - 8, aligned to 8), never clamp an index into its dimension
; (which read M[1][0] and printed 0.000). lli runs the program before and after.
; RUN: lli %s | FileCheck %s --check-prefix=OUT
; RUN: %opt -passes='function(loop-simplify,freqpath-fplicm-perf<stats;validate>),verify' -S %s -o %t.ll 2> %t.stats
; RUN: lli %t.ll | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats --implicit-check-not='freqpath['
; FREQPATH_LOG=debug turns the passes' traces on (stderr, one prefix per line).
; RUN: env FREQPATH_LOG=debug %opt -passes='function(loop-simplify,freqpath-fplicm-perf<validate>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TRACE
; TRACE: freqpath[debug]: validating a plan of {{[0-9]+}} edits and 0 new blocks

; OUT: 1002.000

; STATS: loop %body: chain of 5 (expensive 2) hoisted, 1 carried
; STATS: loop %body: hoisted load of @j (1 loads), 1 repairs: %rare

; CHECK-LABEL: entry:
; CHECK: %[[P:.*]] = getelementptr [8 x [8 x double]], ptr @M, i64 0, i64 1, i64 %{{.*}}
; CHECK-NEXT: %[[F:.*]] = freeze ptr %[[P]]
; CHECK-NEXT: %[[A:.*]] = ptrtoint ptr %[[F]] to i64
; CHECK-NEXT: %[[O:.*]] = ptrtoint ptr @M to i64
; CHECK-NEXT: %[[D:.*]] = sub i64 %[[A]], %[[O]]
; CHECK-NEXT: %[[IN:.*]] = icmp ule i64 %[[D]], 504
; CHECK-NEXT: %[[LOW:.*]] = and i64 %[[A]], 7
; CHECK-NEXT: %[[AL:.*]] = icmp eq i64 %[[LOW]], 0
; CHECK-NEXT: %[[OK:.*]] = and i1 %[[IN]], %[[AL]]
; CHECK-NEXT: %[[S:.*]] = select i1 %[[OK]], ptr %[[F]], ptr @M
; CHECK-NEXT: load double, ptr %[[S]], align 8
; CHECK-NOT: icmp ult
; CHECK-LABEL: rare:
; CHECK-NEXT: store i32 0, ptr @j
; CHECK: select i1 %{{.*}}, ptr %{{.*}}, ptr @M

@M = global [8 x [8 x double]] zeroinitializer
@j = global i32 13
declare i32 @printf(ptr, ...)
@fmt = private constant [6 x i8] c"%.3f\0A\00"

define i32 @main() {
entry:
  store double 42.0, ptr getelementptr inbounds ([8 x [8 x double]], ptr @M, i64 0, i64 2, i64 5)
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi double [ 0.0, %entry ], [ %s1, %latch ]
  %jv = load i32, ptr @j
  %jx = sext i32 %jv to i64
  %p = getelementptr inbounds [8 x [8 x double]], ptr @M, i64 0, i64 1, i64 %jx
  %v = load double, ptr %p
  %a = fdiv double %v, 3.0
  %b = fdiv double %a, 7.0
  %s1 = fadd double %s, %b
  %r = icmp eq i32 %i, 500
  br i1 %r, label %rare, label %latch, !prof !0

rare:
  store i32 0, ptr @j
  br label %latch

latch:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 1000
  br i1 %c, label %body, label %exit, !prof !1

exit:
  call i32 (ptr, ...) @printf(ptr @fmt, double %s1)
  ret i32 0
}

!0 = !{!"branch_weights", i32 1, i32 999}
!1 = !{!"branch_weights", i32 999, i32 1}
