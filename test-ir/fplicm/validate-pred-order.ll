; The -O2 value chain of a loop reading a local table (lt[g & 15], lt[(g + 5) & 15], g set
; to 0 on a rare path; gen-programs seed 2, chain F_LOCAL) is accepted by the validator in
; whatever order the blocks list their predecessors. The plugin of main 31711b3 refused it
; ("copies load ... to where its address may fault, without the whole-object guard") with
; the predecessors in the order clang's -O2 pipeline leaves them (the uselistorder
; directives below) and accepted it with them swapped; the rewrite, guards included, is the
; same in both.
; RUN: %opt '-passes=function(freqpath-fplicm-perf<stats;validate>)' -disable-output %s 2>&1 | FileCheck %s
; RUN: sed '/uselistorder label/d' %s | %opt '-passes=function(freqpath-fplicm-perf<stats;validate>)' -disable-output 2>&1 | FileCheck %s
; RUN: %opt '-passes=function(freqpath-fplicm-perf<validate>)' -S %s | FileCheck %s --check-prefix=IR
; CHECK-NOT: error:
; CHECK: loop %v49: value %v50: chain of 12 (expensive 2) hoisted, 1 carried, recomputed in %v68
; CHECK-NOT: error:
; The speculated loads of lt read their address only inside the object, else its start.
; IR: %fplicm.safeaddr = select i1 %fplicm.safe, ptr %fplicm.ptr, ptr %1
; IR: load double, ptr %fplicm.safeaddr, align 8

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = external dso_local local_unnamed_addr global i32, align 4
@A = external dso_local local_unnamed_addr global [64 x double], align 16
@SCHED = external dso_local local_unnamed_addr global [256 x i8], align 16

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @kern(i32 noundef %0) local_unnamed_addr #0 !prof !34 {
.preheader:
  %1 = alloca [16 x double], align 16
  %g.promoted = load i32, ptr @g, align 4, !tbaa !39
  %smax = call i32 @llvm.smax.i32(i32 %0, i32 1)
  br label %v49

v49:                                               ; preds = %.preheader, %._crit_edge
  %v50 = phi i32 [ %v69, %._crit_edge ], [ %g.promoted, %.preheader ]
  %.010 = phi i32 [ %v70, %._crit_edge ], [ 0, %.preheader ]
  %.0 = phi double [ %v63, %._crit_edge ], [ 0.000000e+00, %.preheader ]
  %v51 = and i32 %v50, 15
  %v52 = zext i32 %v51 to i64
  %v53 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %v52
  %v54 = load double, ptr %v53, align 8, !tbaa !35
  %v55 = fdiv double %v54, 2.500000e+00
  %v56 = add nsw i32 %v50, 5
  %v57 = and i32 %v56, 15
  %v58 = zext i32 %v57 to i64
  %v59 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %v58
  %v60 = load double, ptr %v59, align 8, !tbaa !35
  %v61 = fadd double %v60, 6.250000e-01
  %v62 = fdiv double %v55, %v61
  %v63 = fadd double %.0, %v62
  %v64 = and i32 %.010, 255
  %v65 = zext i32 %v64 to i64
  %v66 = getelementptr inbounds [256 x i8], ptr @SCHED, i64 0, i64 %v65
  %v67 = load i8, ptr %v66, align 1, !tbaa !41
  %.not = icmp eq i8 %v67, 0
  br i1 %.not, label %._crit_edge, label %v68, !prof !42

v68:                                               ; preds = %v49
  store i32 0, ptr @g, align 4, !tbaa !39
  br label %._crit_edge

._crit_edge:                                      ; preds = %v49, %v68
  %v69 = phi i32 [ %v50, %v49 ], [ 0, %v68 ]
  %v70 = add nuw nsw i32 %.010, 1
  %exitcond.not = icmp eq i32 %v70, %smax
  br i1 %exitcond.not, label %v71, label %v49, !prof !43, !llvm.loop !44

v71:                                               ; preds = %._crit_edge
  %.lcssa = phi double [ %v63, %._crit_edge ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #3
  ret double %.lcssa

; uselistorder directives
  uselistorder label %v49, { 1, 0 }
  uselistorder label %._crit_edge, { 1, 0 }
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; uselistorder directives

attributes #0 = { nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!33}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 1, !"ProfileSummary", !5}
!5 = !{!6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!6 = !{!"ProfileFormat", !"InstrProf"}
!7 = !{!"TotalCount", i64 10098}
!8 = !{!"MaxCount", i64 9375}
!9 = !{!"MaxInternalCount", i64 625}
!10 = !{!"MaxFunctionCount", i64 9375}
!11 = !{!"NumCounts", i64 7}
!12 = !{!"NumFunctions", i64 2}
!13 = !{!"IsPartialProfile", i64 0}
!14 = !{!"PartialProfileRatio", double 0.000000e+00}
!15 = !{!"DetailedSummary", !16}
!16 = !{!17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32}
!17 = !{i32 10000, i64 9375, i32 1}
!18 = !{i32 100000, i64 9375, i32 1}
!19 = !{i32 200000, i64 9375, i32 1}
!20 = !{i32 300000, i64 9375, i32 1}
!21 = !{i32 400000, i64 9375, i32 1}
!22 = !{i32 500000, i64 9375, i32 1}
!23 = !{i32 600000, i64 9375, i32 1}
!24 = !{i32 700000, i64 9375, i32 1}
!25 = !{i32 800000, i64 9375, i32 1}
!26 = !{i32 900000, i64 9375, i32 1}
!27 = !{i32 950000, i64 625, i32 2}
!28 = !{i32 990000, i64 625, i32 2}
!29 = !{i32 999000, i64 16, i32 5}
!30 = !{i32 999900, i64 16, i32 5}
!31 = !{i32 999990, i64 1, i32 7}
!32 = !{i32 999999, i64 1, i32 7}
!33 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!34 = !{!"function_entry_count", i64 1}
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !37, i64 0}
!41 = !{!37, !37, i64 0}
!42 = !{!"branch_weights", i32 9375, i32 625}
!43 = !{!"branch_weights", i32 1, i32 9999}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.mustprogress"}
