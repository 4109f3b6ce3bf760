; Two almost-invariant variables in one chain (test-ir/fplicm/programs/two_variables.c at
; clang-16 -O2 + IR-PGO): j is the header phi %k.17576 (GVN promoted the global), k the
; header phi %k.077. A[j] / (A[k] + 1) / 2.5 / (A[j] + A[k]) combines both, so the chain is
; recomputed in each rare block from the values both variables have there: the new j and
; the unchanged k in %if.then, the joined j and the new k in %if.then25, j = k and the new k
; in %if.then32.
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats>),verify' -S %s -o - 2> %t.stats | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.stats

; STATS: function 'main': loop %for.body6: value %k.077, %k.17576: chain of 11 (expensive 3) hoisted, 1 carried, recomputed in %if.then32, %if.then25, %if.then

; CHECK: for.cond2.preheader:
; CHECK: sext i32 %j.promoted to i64
; CHECK: sext i32 11 to i64
; CHECK: br label %for.body6
; CHECK: for.body6:
; CHECK-NOT: fdiv
; CHECK: if.then:
; CHECK: store i32 %rem21, ptr @j
; CHECK-NEXT: sext i32 %rem21 to i64
; CHECK: sext i32 %k.077 to i64
; CHECK: if.end:
; CHECK-NOT: fdiv
; CHECK: if.then25:
; CHECK: %rem27 = srem i32 %add26, 30
; CHECK-NEXT: sext i32 %k.174 to i64
; CHECK: sext i32 %rem27 to i64
; CHECK: if.end28:
; CHECK-NOT: fdiv
; CHECK: if.then32:
; CHECK: %rem34 = srem i32 %add33, 30
; CHECK-NEXT: sext i32 %k.1 to i64
; CHECK: sext i32 %rem34 to i64
; CHECK: if.end35:
; CHECK-NOT: fdiv
; CHECK: br i1

source_filename = "two_variables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@j = dso_local local_unnamed_addr global i32 2, align 4
@A = dso_local local_unnamed_addr global [30 x double] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [1500 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [35 x i8] c"two_variables j=%d k=%d sum=%.17g\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @set_start(ptr nocapture noundef writeonly %where, i32 noundef %value) local_unnamed_addr #0 !prof !37 {
entry:
  store i32 %value, ptr %where, align 4, !tbaa !38
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !prof !42 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %entry ], [ %vec.ind.next, %vector.body ]
  %0 = mul nuw nsw <2 x i64> %vec.ind, %vec.ind
  %1 = trunc <2 x i64> %0 to <2 x i32>
  %2 = sitofp <2 x i32> %1 to <2 x double>
  %3 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  %4 = getelementptr inbounds [30 x double], ptr @A, i64 0, i64 %index
  store <2 x double> %3, ptr %4, align 16, !tbaa !43
  %index.next = add nuw i64 %index, 2
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %5 = icmp eq i64 %index.next, 30
  br i1 %5, label %for.cond2.preheader, label %vector.body, !prof !45, !llvm.loop !46

for.cond2.preheader:                              ; preds = %vector.body
  %j.promoted = load i32, ptr @j, align 4, !tbaa !38
  br label %for.body6

for.body6:                                        ; preds = %for.cond2.preheader, %if.end35
  %indvars.iv83 = phi i64 [ 0, %for.cond2.preheader ], [ %indvars.iv.next84, %if.end35 ]
  %k.077 = phi i32 [ 11, %for.cond2.preheader ], [ %k.2, %if.end35 ]
  %k.17576 = phi i32 [ %j.promoted, %for.cond2.preheader ], [ %8, %if.end35 ]
  %indvars85 = trunc i64 %indvars.iv83 to i32
  %idxprom7 = sext i32 %k.17576 to i64
  %arrayidx8 = getelementptr inbounds [30 x double], ptr @A, i64 0, i64 %idxprom7
  %6 = load double, ptr %arrayidx8, align 8, !tbaa !43
  %idxprom9 = sext i32 %k.077 to i64
  %arrayidx10 = getelementptr inbounds [30 x double], ptr @A, i64 0, i64 %idxprom9
  %7 = load double, ptr %arrayidx10, align 8, !tbaa !43
  %add = fadd double %7, 1.000000e+00
  %div = fdiv double %6, %add
  %div11 = fdiv double %div, 2.500000e+00
  %add12 = fadd double %6, %7
  %div13 = fdiv double %div11, %add12
  %conv14 = sitofp i32 %indvars85 to double
  %add15 = fadd double %div13, %conv14
  %arrayidx17 = getelementptr inbounds [1500 x double], ptr @B, i64 0, i64 %indvars.iv83
  store double %add15, ptr %arrayidx17, align 8, !tbaa !43
  %rem.lhs.trunc = trunc i64 %indvars.iv83 to i16
  %rem69 = urem i16 %rem.lhs.trunc, 61
  %cmp18 = icmp eq i16 %rem69, 5
  br i1 %cmp18, label %if.then, label %if.end, !prof !50

if.then:                                          ; preds = %for.body6
  %add20 = add nsw i32 %k.17576, 4
  %rem21 = srem i32 %add20, 30
  store i32 %rem21, ptr @j, align 4, !tbaa !38
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body6
  %k.174 = phi i32 [ %rem21, %if.then ], [ %k.17576, %for.body6 ]
  %rem2270 = urem i16 %rem.lhs.trunc, 71
  %cmp23 = icmp eq i16 %rem2270, 9
  br i1 %cmp23, label %if.then25, label %if.end28, !prof !51

if.then25:                                        ; preds = %if.end
  %add26 = add nsw i32 %k.077, 7
  %rem27 = srem i32 %add26, 30
  br label %if.end28

if.end28:                                         ; preds = %if.then25, %if.end
  %k.1 = phi i32 [ %rem27, %if.then25 ], [ %k.077, %if.end ]
  %rem2971 = urem i16 %rem.lhs.trunc, 331
  %cmp30 = icmp eq i16 %rem2971, 100
  br i1 %cmp30, label %if.then32, label %if.end35, !prof !52

if.then32:                                        ; preds = %if.end28
  store i32 %k.1, ptr @j, align 4, !tbaa !38
  %add33 = add nsw i32 %k.1, 1
  %rem34 = srem i32 %add33, 30
  br label %if.end35

if.end35:                                         ; preds = %if.then32, %if.end28
  %8 = phi i32 [ %k.1, %if.then32 ], [ %k.174, %if.end28 ]
  %k.2 = phi i32 [ %rem34, %if.then32 ], [ %k.1, %if.end28 ]
  %indvars.iv.next84 = add nuw nsw i64 %indvars.iv83, 1
  %exitcond86.not = icmp eq i64 %indvars.iv.next84, 1500
  br i1 %exitcond86.not, label %for.body44, label %for.body6, !prof !53, !llvm.loop !54

for.cond.cleanup43:                               ; preds = %for.body44
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %k.2, double noundef %add47.5)
  ret i32 0

for.body44:                                       ; preds = %if.end35, %for.body44
  %indvars.iv87 = phi i64 [ %indvars.iv.next88.5, %for.body44 ], [ 0, %if.end35 ]
  %s.079 = phi double [ %add47.5, %for.body44 ], [ 0.000000e+00, %if.end35 ]
  %arrayidx46 = getelementptr inbounds [1500 x double], ptr @B, i64 0, i64 %indvars.iv87
  %9 = load double, ptr %arrayidx46, align 16, !tbaa !43
  %add47 = fadd double %s.079, %9
  %indvars.iv.next88 = or i64 %indvars.iv87, 1
  %arrayidx46.1 = getelementptr inbounds [1500 x double], ptr @B, i64 0, i64 %indvars.iv.next88
  %10 = load double, ptr %arrayidx46.1, align 8, !tbaa !43
  %add47.1 = fadd double %add47, %10
  %indvars.iv.next88.1 = add nuw nsw i64 %indvars.iv87, 2
  %arrayidx46.2 = getelementptr inbounds [1500 x double], ptr @B, i64 0, i64 %indvars.iv.next88.1
  %11 = load double, ptr %arrayidx46.2, align 16, !tbaa !43
  %add47.2 = fadd double %add47.1, %11
  %indvars.iv.next88.2 = add nuw nsw i64 %indvars.iv87, 3
  %arrayidx46.3 = getelementptr inbounds [1500 x double], ptr @B, i64 0, i64 %indvars.iv.next88.2
  %12 = load double, ptr %arrayidx46.3, align 8, !tbaa !43
  %add47.3 = fadd double %add47.2, %12
  %indvars.iv.next88.3 = add nuw nsw i64 %indvars.iv87, 4
  %arrayidx46.4 = getelementptr inbounds [1500 x double], ptr @B, i64 0, i64 %indvars.iv.next88.3
  %13 = load double, ptr %arrayidx46.4, align 16, !tbaa !43
  %add47.4 = fadd double %add47.3, %13
  %indvars.iv.next88.4 = add nuw nsw i64 %indvars.iv87, 5
  %arrayidx46.5 = getelementptr inbounds [1500 x double], ptr @B, i64 0, i64 %indvars.iv.next88.4
  %14 = load double, ptr %arrayidx46.5, align 8, !tbaa !43
  %add47.5 = fadd double %add47.4, %14
  %indvars.iv.next88.5 = add nuw nsw i64 %indvars.iv87, 6
  %exitcond90.not.5 = icmp eq i64 %indvars.iv.next88.5, 1500
  br i1 %exitcond90.not.5, label %for.cond.cleanup43, label %for.body44, !prof !53, !llvm.loop !55
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !29, !30, !31, !32, !33}
!llvm.ident = !{!36}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 1}
!4 = !{!"MaxCount", i64 1}
!5 = !{!"MaxInternalCount", i64 0}
!6 = !{!"MaxFunctionCount", i64 1}
!7 = !{!"NumCounts", i64 1}
!8 = !{!"NumFunctions", i64 1}
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
!37 = !{!"function_entry_count", i64 0}
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !{!"function_entry_count", i64 1}
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !40, i64 0}
!45 = !{!"branch_weights", i32 2, i32 14}
!46 = distinct !{!46, !47, !48, !49}
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.isvectorized", i32 1}
!49 = !{!"llvm.loop.unroll.runtime.disable"}
!50 = !{!"branch_weights", i32 26, i32 1476}
!51 = !{!"branch_weights", i32 22, i32 1480}
!52 = !{!"branch_weights", i32 6, i32 1496}
!53 = !{!"branch_weights", i32 2, i32 1501}
!54 = distinct !{!54, !47}
!55 = distinct !{!55, !47}
