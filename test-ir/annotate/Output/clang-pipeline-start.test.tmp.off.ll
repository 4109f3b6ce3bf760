; ModuleID = '/work/main/test-ir/annotate/Inputs/state-machine.c'
source_filename = "/work/main/test-ir/annotate/Inputs/state-machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @machine(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %31, %39, %3
  %6 = phi i32 [ 0, %3 ], [ %32, %39 ], [ %32, %31 ]
  %7 = phi i32 [ 0, %3 ], [ %37, %39 ], [ %37, %31 ]
  %8 = sext i32 %6 to i64
  %9 = tail call i32 @llvm.smax.i32(i32 %6, i32 %1)
  %10 = sext i32 %9 to i64
  br label %11

11:                                               ; preds = %5, %15
  %12 = phi i64 [ %8, %5 ], [ %16, %15 ]
  %13 = phi i32 [ %7, %5 ], [ %20, %15 ]
  %14 = icmp eq i64 %12, %10
  br i1 %14, label %40, label %15

15:                                               ; preds = %11
  %16 = add nsw i64 %12, 1
  %17 = getelementptr inbounds i8, ptr %0, i64 %12
  %18 = load i8, ptr %17, align 1, !tbaa !5
  %19 = zext i8 %18 to i32
  %20 = add nsw i32 %13, %19
  %21 = and i32 %20, 1
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %11, label %23

23:                                               ; preds = %15
  %24 = trunc i64 %16 to i32
  br label %25

25:                                               ; preds = %23, %3
  %26 = phi i32 [ 0, %3 ], [ %24, %23 ]
  %27 = phi i32 [ 0, %3 ], [ %20, %23 ]
  %28 = icmp slt i32 %26, %1
  br i1 %28, label %31, label %29

29:                                               ; preds = %25
  %30 = sub nsw i32 0, %27
  br label %40

31:                                               ; preds = %25
  %32 = add nsw i32 %26, 1
  %33 = sext i32 %26 to i64
  %34 = getelementptr inbounds i8, ptr %0, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !5
  %36 = zext i8 %35 to i32
  %37 = xor i32 %27, %36
  %38 = icmp sgt i32 %37, 1000
  br i1 %38, label %39, label %5

39:                                               ; preds = %31
  tail call void @report(i32 noundef %37) #3
  br label %5

40:                                               ; preds = %11, %29
  %41 = phi i32 [ %30, %29 ], [ %13, %11 ]
  ret i32 %41
}

; Function Attrs: cold
declare void @report(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { cold "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { cold nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
