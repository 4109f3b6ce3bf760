; Snapshot semantics on optimised IR (seed 003, test-ir/fplicm/programs/snapshot.c at
; clang-16 -O2 + IR-PGO): `old = j` became the header phi %9, the rare block stores a new j
; and the join's phi %10 carries it. A[old]/3/(A[old]+1) (2 fdiv) reads the header's value
; even though it sits after the join, so its cached value is the header's cached phi; A[j]/2
; reads the join's value. Both are recomputed after the rare store; the sum of the two stays.
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats>),verify' -S %s -o - 2> %t.stats | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.stats

; STATS: function 'main': loop %for.body5: value {{.*}}: chain of 10 (expensive 2) hoisted, 2 carried, recomputed in %if.then

; CHECK: for.body5:
; CHECK: %9 = phi i32
; CHECK-NEXT: %[[OLD:fplicm.cached[0-9]*]] = phi double [ %[[OLDL:fplicm.cached[0-9]+]], %if.end ], [ %{{.*}}, %for.cond1.preheader ]
; CHECK-NEXT: %[[NEWH:fplicm.cached[0-9]*]] = phi double [ %[[NEW:fplicm.cached[0-9]+]], %if.end ], [ %{{.*}}, %for.cond1.preheader ]
; CHECK-NOT: fdiv
; CHECK: if.then:
; CHECK: store i32 %rem8, ptr @j
; CHECK-NEXT: sext i32 %rem8 to i64
; CHECK: %[[R1:fplicm.chain[0-9]+]] = fdiv double %{{.*}}, %{{.*}}
; CHECK: %[[R2:fplicm.chain[0-9]+]] = fmul double
; CHECK-NEXT: br label %if.end
; CHECK: if.end:
; CHECK-NEXT: %10 = phi i32 [ %rem8, %if.then ], [ %9, %for.body5 ]
; CHECK-NEXT: %[[OLDL]] = phi double [ %[[R1]], %if.then ], [ %[[OLD]], %for.body5 ]
; CHECK-NEXT: %[[NEW]] = phi double [ %[[R2]], %if.then ], [ %[[NEWH]], %for.body5 ]
; CHECK-NEXT: %add18 = fadd double %[[OLD]], %[[NEW]]

source_filename = "snapshot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@j = dso_local local_unnamed_addr global i32 5, align 4
@A = dso_local local_unnamed_addr global [36 x double] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [600 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [25 x i8] c"snapshot j=%d sum=%.17g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !prof !37 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next.1, %vector.body ]
  %vec.ind = phi <2 x i32> [ <i32 0, i32 1>, %entry ], [ %vec.ind.next.1, %vector.body ]
  %0 = sitofp <2 x i32> %vec.ind to <2 x double>
  %1 = fneg <2 x double> %0
  %2 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1, <2 x double> <double 1.250000e-01, double 1.250000e-01>, <2 x double> <double 7.000000e+00, double 7.000000e+00>)
  %3 = getelementptr inbounds [36 x double], ptr @A, i64 0, i64 %index
  store <2 x double> %2, ptr %3, align 16, !tbaa !38
  %index.next = or i64 %index, 2
  %vec.ind.next = add <2 x i32> %vec.ind, <i32 2, i32 2>
  %4 = sitofp <2 x i32> %vec.ind.next to <2 x double>
  %5 = fneg <2 x double> %4
  %6 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %5, <2 x double> <double 1.250000e-01, double 1.250000e-01>, <2 x double> <double 7.000000e+00, double 7.000000e+00>)
  %7 = getelementptr inbounds [36 x double], ptr @A, i64 0, i64 %index.next
  store <2 x double> %6, ptr %7, align 16, !tbaa !38
  %index.next.1 = add nuw nsw i64 %index, 4
  %vec.ind.next.1 = add <2 x i32> %vec.ind, <i32 4, i32 4>
  %8 = icmp eq i64 %index.next.1, 36
  br i1 %8, label %for.cond1.preheader, label %vector.body, !prof !42, !llvm.loop !43

for.cond1.preheader:                              ; preds = %vector.body
  %j.promoted = load i32, ptr @j, align 4, !tbaa !47
  br label %for.body5

for.body5:                                        ; preds = %for.cond1.preheader, %if.end
  %indvars.iv59 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next60, %if.end ]
  %9 = phi i32 [ %j.promoted, %for.cond1.preheader ], [ %10, %if.end ]
  %indvars61 = trunc i64 %indvars.iv59 to i32
  %rem.lhs.trunc = trunc i64 %indvars.iv59 to i16
  %rem52 = urem i16 %rem.lhs.trunc, 30
  %cmp6 = icmp eq i16 %rem52, 0
  br i1 %cmp6, label %if.then, label %if.end, !prof !49

if.then:                                          ; preds = %for.body5
  %add = add nsw i32 %9, 11
  %rem8 = srem i32 %add, 36
  store i32 %rem8, ptr @j, align 4, !tbaa !47
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body5
  %10 = phi i32 [ %rem8, %if.then ], [ %9, %for.body5 ]
  %idxprom9 = sext i32 %9 to i64
  %arrayidx10 = getelementptr inbounds [36 x double], ptr @A, i64 0, i64 %idxprom9
  %11 = load double, ptr %arrayidx10, align 8, !tbaa !38
  %div = fdiv double %11, 3.000000e+00
  %add13 = fadd double %11, 1.000000e+00
  %div14 = fdiv double %div, %add13
  %idxprom15 = sext i32 %10 to i64
  %arrayidx16 = getelementptr inbounds [36 x double], ptr @A, i64 0, i64 %idxprom15
  %12 = load double, ptr %arrayidx16, align 8, !tbaa !38
  %div17 = fmul double %12, 5.000000e-01
  %add18 = fadd double %div14, %div17
  %conv19 = sitofp i32 %indvars61 to double
  %add20 = fadd double %add18, %conv19
  %arrayidx22 = getelementptr inbounds [600 x double], ptr @B, i64 0, i64 %indvars.iv59
  store double %add20, ptr %arrayidx22, align 8, !tbaa !38
  %indvars.iv.next60 = add nuw nsw i64 %indvars.iv59, 1
  %exitcond62.not = icmp eq i64 %indvars.iv.next60, 600
  br i1 %exitcond62.not, label %for.body31, label %for.body5, !prof !50, !llvm.loop !51

for.cond.cleanup30:                               ; preds = %for.body31
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, double noundef %16)
  ret i32 0

for.body31:                                       ; preds = %if.end, %for.body31
  %indvars.iv63 = phi i64 [ %indvars.iv.next64.1, %for.body31 ], [ 0, %if.end ]
  %s.056 = phi double [ %16, %for.body31 ], [ 0.000000e+00, %if.end ]
  %arrayidx33 = getelementptr inbounds [600 x double], ptr @B, i64 0, i64 %indvars.iv63
  %13 = load double, ptr %arrayidx33, align 16, !tbaa !38
  %rem34.lhs.trunc = trunc i64 %indvars.iv63 to i16
  %rem3453 = urem i16 %rem34.lhs.trunc, 3
  %narrow = add nuw nsw i16 %rem3453, 1
  %conv36 = uitofp i16 %narrow to double
  %14 = tail call double @llvm.fmuladd.f64(double %13, double %conv36, double %s.056)
  %indvars.iv.next64 = or i64 %indvars.iv63, 1
  %arrayidx33.1 = getelementptr inbounds [600 x double], ptr @B, i64 0, i64 %indvars.iv.next64
  %15 = load double, ptr %arrayidx33.1, align 8, !tbaa !38
  %rem34.lhs.trunc.1 = trunc i64 %indvars.iv.next64 to i16
  %rem3453.1 = urem i16 %rem34.lhs.trunc.1, 3
  %narrow.1 = add nuw nsw i16 %rem3453.1, 1
  %conv36.1 = uitofp i16 %narrow.1 to double
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %conv36.1, double %14)
  %indvars.iv.next64.1 = add nuw nsw i64 %indvars.iv63, 2
  %exitcond66.not.1 = icmp eq i64 %indvars.iv.next64.1, 600
  br i1 %exitcond66.not.1, label %for.cond.cleanup30, label %for.body31, !prof !50, !llvm.loop !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !29, !30, !31, !32, !33}
!llvm.ident = !{!36}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 0}
!4 = !{!"MaxCount", i64 0}
!5 = !{!"MaxInternalCount", i64 0}
!6 = !{!"MaxFunctionCount", i64 0}
!7 = !{!"NumCounts", i64 0}
!8 = !{!"NumFunctions", i64 0}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 0, i32 0}
!14 = !{i32 100000, i64 0, i32 0}
!15 = !{i32 200000, i64 0, i32 0}
!16 = !{i32 300000, i64 0, i32 0}
!17 = !{i32 400000, i64 0, i32 0}
!18 = !{i32 500000, i64 0, i32 0}
!19 = !{i32 600000, i64 0, i32 0}
!20 = !{i32 700000, i64 0, i32 0}
!21 = !{i32 800000, i64 0, i32 0}
!22 = !{i32 900000, i64 0, i32 0}
!23 = !{i32 950000, i64 0, i32 0}
!24 = !{i32 990000, i64 0, i32 0}
!25 = !{i32 999000, i64 0, i32 0}
!26 = !{i32 999900, i64 0, i32 0}
!27 = !{i32 999990, i64 0, i32 0}
!28 = !{i32 999999, i64 0, i32 0}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 5, !"CG Profile", !34}
!34 = distinct !{!35}
!35 = !{ptr @main, ptr @printf, i64 1}
!36 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!37 = !{!"function_entry_count", i64 1}
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !{!"branch_weights", i32 2, i32 18}
!43 = distinct !{!43, !44, !45, !46}
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.isvectorized", i32 1}
!46 = !{!"llvm.loop.unroll.runtime.disable"}
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !40, i64 0}
!49 = !{!"branch_weights", i32 21, i32 581}
!50 = !{!"branch_weights", i32 2, i32 601}
!51 = distinct !{!51, !44}
!52 = distinct !{!52, !44}
