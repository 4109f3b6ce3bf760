; clang names no block: the stats of fplicm and latch-dup must name a loop by its header's
; slot number, as LLVM prints it (%1 here), never by an empty name ("loop %:").
; RUN: %opt -passes='freqpath-fplicm<stats>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FPLICM
; RUN: %opt -passes='freqpath-fplicm-perf<stats>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FPLICM
; RUN: %opt -passes='freqpath-latch-dup<stats>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LATCH
; FPLICM: function 'sum': loop %1: skipped (
; FPLICM-NOT: loop %:
; LATCH: function 'sum': loop %1
; LATCH-NOT: loop %:

define i32 @sum(ptr %a, i32 %n) {
  br label %1

1:
  %2 = phi i32 [ 0, %0 ], [ %7, %6 ]
  %3 = phi i32 [ 0, %0 ], [ %8, %6 ]
  %4 = icmp slt i32 %3, %n
  br i1 %4, label %5, label %9

5:
  %p = getelementptr i32, ptr %a, i32 %3
  %v = load i32, ptr %p
  br label %6

6:
  %7 = add i32 %2, %v
  %8 = add i32 %3, 1
  br label %1

9:
  ret i32 %2
}
