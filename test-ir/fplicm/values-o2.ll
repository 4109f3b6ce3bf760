; freqpath-fplicm-perf on optimised IR: clang-16 -O2 with IR-PGO turned the
; almost-invariant local into a header phi that the frequent path carries unchanged
; (%j.017 / %row.022 / %row.029); the loads through it and the divide chain stay in the loop.
; The pass computes the chain in the preheader (each load guarded: it reads its address only
; when that lies, aligned, inside the array, else the array's start; the preheader runs even
; for a zero-trip loop), recomputes it at the end of each rare block that
; feeds the phi a new value or may write a table the chain reads (the calls may write any
; global), and carries the result in phis. Made from a small C program by
; `clang-16 -O2 -fprofile-instr-use -fno-inline -fno-discard-value-names` + llvm-extract.
; loop-simplify gives back the preheaders -O2's last simplifycfg folds into the loop guards.
; RUN: %opt -passes='function(loop-simplify,freqpath-fplicm-perf<stats>),verify' -S %s -o - 2> %t.stats | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; Without loop-simplify the loop guard is the only block entering the loop: the guarded copy
; goes at its end (it also runs when the loop is skipped, which its guards allow).
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats>),verify' -S %s -o - 2> %t.guard.stats | FileCheck %s --check-prefix=GUARD
; RUN: FileCheck %s --check-prefix=STATS < %t.guard.stats

; STATS: function 'local_index': loop %for.body: value %j.017: chain of 9 (expensive 3) hoisted, 2 carried, recomputed in %if.then
; STATS: function 'rare_refresh': loop %for.body: value %row.022: chain of 11 (expensive 2) hoisted, 1 carried, recomputed in %if.then
; STATS: function 'cheap_chain': loop %for.body: value %j.011: skipped (chain does not pay at the target's costs)
; STATS: function 'refresh_then_update': loop %for.body: value %row.029: chain of 11 (expensive 2) hoisted, 1 carried, recomputed in %if.then16, %if.then

; GUARD-LABEL: define dso_local void @local_index(
; GUARD: entry:
; GUARD-NEXT: %cmp15 = icmp sgt i32 %n, 0
; GUARD-NEXT: zext i32 5 to i64
; GUARD: %[[G:fplicm.chain[0-9]+]] = fdiv double %{{.*}}, 4.518340e+01
; GUARD-NEXT: br i1 %cmp15, label %for.body, label %for.cond.cleanup
; GUARD: for.body:
; GUARD: = phi double {{.*}}[ %[[G]], %entry ]

; The rare update feeds the latch phi %j.1; the chain over C[j] and A[j] (3 fdiv) moves out.
; CHECK-LABEL: define dso_local void @local_index(
; CHECK: for.body.preheader:
; CHECK-NEXT: %[[I0:fplicm.chain]] = zext i32 5 to i64
; CHECK-NEXT: %[[P0:.*]] = getelementptr [1000 x double], ptr @C, i64 0, i64 %[[I0]]
; CHECK-NEXT: %[[F0:.*]] = freeze ptr %[[P0]]
; CHECK-NEXT: %[[A0:.*]] = ptrtoint ptr %[[F0]] to i64
; CHECK-NEXT: %[[O0:.*]] = ptrtoint ptr @C to i64
; CHECK-NEXT: %[[D0:.*]] = sub i64 %[[A0]], %[[O0]]
; CHECK-NEXT: %[[IN0:.*]] = icmp ule i64 %[[D0]], 7992
; CHECK-NEXT: %[[M0:.*]] = and i64 %[[A0]], 7
; CHECK-NEXT: %[[AL0:.*]] = icmp eq i64 %[[M0]], 0
; CHECK-NEXT: %[[OK0:.*]] = and i1 %[[IN0]], %[[AL0]]
; CHECK-NEXT: %[[S0:.*]] = select i1 %[[OK0]], ptr %[[F0]], ptr @C
; CHECK-NEXT: load double, ptr %[[S0]], align 8
; CHECK: %[[PA:fplicm.chain[0-9]+]] = fdiv double %{{.*}}, 3.673000e+00
; CHECK-NEXT: %[[PB:fplicm.chain[0-9]+]] = fdiv double %{{.*}}, 4.518340e+01
; CHECK-NEXT: br label %for.body
; CHECK: for.body:
; CHECK-NEXT: %j.017 = phi i32 [ %j.1, %if.end ], [ 5, %for.body.preheader ]
; CHECK-NEXT: %i.016 = phi
; CHECK-NEXT: %[[CA:fplicm.cached[0-9]*]] = phi double [ %[[PA]], %for.body.preheader ], [ %[[LA:fplicm.cached[0-9]+]], %if.end ]
; CHECK-NEXT: %[[CB:fplicm.cached[0-9]*]] = phi double [ %[[PB]], %for.body.preheader ], [ %[[LB:fplicm.cached[0-9]+]], %if.end ]
; CHECK-NOT: fdiv
; CHECK: tail call double @llvm.fmuladd.f64(double %[[CA]], double %[[CB]], double %conv)
; CHECK: if.then:
; CHECK-NEXT: %call = tail call i32 @next_index()
; CHECK-NEXT: %[[I1:.*]] = zext i32 %call to i64
; CHECK-NEXT: %[[P1:.*]] = getelementptr [1000 x double], ptr @C, i64 0, i64 %[[I1]]
; CHECK-NEXT: freeze ptr %[[P1]]
; CHECK: %[[RA:fplicm.chain[0-9]+]] = fdiv double %{{.*}}, 3.673000e+00
; CHECK-NEXT: %[[RB:fplicm.chain[0-9]+]] = fdiv double %{{.*}}, 4.518340e+01
; CHECK-NEXT: br label %if.end
; CHECK: if.end:
; CHECK-NEXT: %j.1 = phi i32 [ %call, %if.then ], [ %j.017, %for.body ]
; CHECK-NEXT: %[[LA]] = phi double [ %[[RA]], %if.then ], [ %[[CA]], %for.body ]
; CHECK-NEXT: %[[LB]] = phi double [ %[[RB]], %if.then ], [ %[[CB]], %for.body ]

; A rare call may rewrite T (LLVM's LICM keeps T[row] in the loop); the recompute follows it.
; CHECK-LABEL: define dso_local void @rare_refresh(
; CHECK: for.body.preheader:
; CHECK: load <2 x double>, ptr
; CHECK: fdiv double
; CHECK: %[[P:fplicm.chain[0-9]+]] = fdiv double
; CHECK-NEXT: br label %for.body
; CHECK: for.body:
; CHECK: %[[C:fplicm.cached[0-9]*]] = phi double [ %[[P]], %for.body.preheader ], [ %[[L:fplicm.cached[0-9]+]], %if.end ]
; CHECK-NOT: fdiv
; CHECK: %add7 = fadd double %[[C]], %conv
; CHECK: if.then:
; CHECK-NEXT: tail call void @refresh_table()
; CHECK-NEXT: %call = tail call i32 @next_index()
; CHECK-NEXT: %and = and i32 %call, 255
; CHECK-NEXT: zext i32 %and to i64
; CHECK: fdiv double
; CHECK: %[[R:fplicm.chain[0-9]+]] = fdiv double
; CHECK-NEXT: br label %if.end
; CHECK: %[[L]] = phi double [ %[[R]], %if.then ], [ %[[C]], %for.body ]

; One fdiv: nothing moves.
; CHECK-LABEL: define dso_local void @cheap_chain(
; CHECK-NOT: fplicm
; CHECK: ret void

; Two rare blocks: %if.then only calls refresh_table() (the chain is recomputed from the
; unchanged %row.029 after it), %if.then16 updates the row.
; CHECK-LABEL: define dso_local void @refresh_then_update(
; CHECK: if.then:
; CHECK-NEXT: tail call void @refresh_table()
; CHECK-NEXT: zext i32 %row.029 to i64
; CHECK: fdiv double
; CHECK: %[[W:fplicm.chain[0-9]+]] = fdiv double
; CHECK-NEXT: br label %if.end17
; CHECK: if.then16:
; CHECK: %and = and i32 %call, 255
; CHECK-NEXT: zext i32 %and to i64
; CHECK: fdiv double
; CHECK: %[[U:fplicm.chain[0-9]+]] = fdiv double
; CHECK-NEXT: br label %if.end17
; CHECK: if.end17:
; CHECK-NEXT: %row.1 = phi i32
; CHECK-NEXT: phi double [ %[[U]], %if.then16 ], [ %[[W]], %if.then ], [ %fplicm.cached, %for.body ]

source_filename = "values.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = external dso_local local_unnamed_addr global [1000 x double], align 16
@A = external dso_local local_unnamed_addr global [1000 x double], align 16
@B = external dso_local local_unnamed_addr global [1000 x double], align 16
@T = external dso_local local_unnamed_addr global [256 x [2 x double]], align 16

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @local_index(i32 noundef %n, i32 noundef %period) local_unnamed_addr #0 !prof !47 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %for.body, label %for.cond.cleanup, !prof !48

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void

for.body:                                         ; preds = %if.end, %entry
  %j.017 = phi i32 [ %j.1, %if.end ], [ 5, %entry ]
  %i.016 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %idxprom = zext i32 %j.017 to i64
  %arrayidx = getelementptr inbounds [1000 x double], ptr @C, i64 0, i64 %idxprom
  %0 = load double, ptr %arrayidx, align 8, !tbaa !49
  %1 = tail call double @llvm.fmuladd.f64(double %0, double 3.250000e+00, double 3.950000e+01)
  %div = fdiv double %1, 2.750000e+01
  %arrayidx2 = getelementptr inbounds [1000 x double], ptr @A, i64 0, i64 %idxprom
  %2 = load double, ptr %arrayidx2, align 8, !tbaa !49
  %div3 = fdiv double %2, 3.673000e+00
  %div4 = fdiv double %div, 4.518340e+01
  %conv = sitofp i32 %i.016 to double
  %3 = tail call double @llvm.fmuladd.f64(double %div3, double %div4, double %conv)
  %rem = urem i32 %i.016, 1000
  %idxprom5 = zext i32 %rem to i64
  %arrayidx6 = getelementptr inbounds [1000 x double], ptr @B, i64 0, i64 %idxprom5
  store double %3, ptr %arrayidx6, align 8, !tbaa !49
  %rem7 = srem i32 %i.016, %period
  %cmp8 = icmp eq i32 %rem7, 0
  br i1 %cmp8, label %if.then, label %if.end, !prof !53

if.then:                                          ; preds = %for.body
  %call = tail call i32 @next_index()
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %j.1 = phi i32 [ %call, %if.then ], [ %j.017, %for.body ]
  %inc = add nuw nsw i32 %i.016, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !prof !54, !llvm.loop !55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
declare dso_local i32 @next_index() local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @rare_refresh(i32 noundef %n, i32 noundef %period) local_unnamed_addr #0 !prof !47 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.body, label %for.cond.cleanup, !prof !48

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void

for.body:                                         ; preds = %if.end, %entry
  %row.022 = phi i32 [ %row.1, %if.end ], [ 3, %entry ]
  %i.021 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %idxprom = zext i32 %row.022 to i64
  %arrayidx = getelementptr inbounds [256 x [2 x double]], ptr @T, i64 0, i64 %idxprom
  %0 = load <2 x double>, ptr %arrayidx, align 16, !tbaa !49
  %1 = extractelement <2 x double> %0, i64 0
  %2 = tail call double @llvm.fmuladd.f64(double %1, double 1.750000e+00, double 5.000000e-01)
  %3 = shufflevector <2 x double> <double poison, double 3.000000e+00>, <2 x double> %0, <2 x i32> <i32 3, i32 1>
  %4 = fadd <2 x double> %0, %3
  %5 = extractelement <2 x double> %4, i64 0
  %div = fdiv double %5, %2
  %6 = extractelement <2 x double> %4, i64 1
  %div6 = fdiv double %div, %6
  %conv = sitofp i32 %i.021 to double
  %add7 = fadd double %div6, %conv
  %rem = urem i32 %i.021, 1000
  %idxprom8 = zext i32 %rem to i64
  %arrayidx9 = getelementptr inbounds [1000 x double], ptr @B, i64 0, i64 %idxprom8
  store double %add7, ptr %arrayidx9, align 8, !tbaa !49
  %rem10 = srem i32 %i.021, %period
  %cmp11 = icmp eq i32 %rem10, 0
  br i1 %cmp11, label %if.then, label %if.end, !prof !53

if.then:                                          ; preds = %for.body
  tail call void @refresh_table()
  %call = tail call i32 @next_index()
  %and = and i32 %call, 255
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %row.1 = phi i32 [ %and, %if.then ], [ %row.022, %for.body ]
  %inc = add nuw nsw i32 %i.021, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !prof !54, !llvm.loop !57
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
declare dso_local void @refresh_table() local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @cheap_chain(i32 noundef %n, i32 noundef %period) local_unnamed_addr #0 !prof !47 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body, label %for.cond.cleanup, !prof !48

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void

for.body:                                         ; preds = %for.inc, %entry
  %i.012 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %j.011 = phi i32 [ %j.1, %for.inc ], [ 5, %entry ]
  %idxprom = sext i32 %j.011 to i64
  %arrayidx = getelementptr inbounds [1000 x double], ptr @A, i64 0, i64 %idxprom
  %0 = load double, ptr %arrayidx, align 8, !tbaa !49
  %conv = sitofp i32 %i.012 to double
  %1 = tail call double @llvm.fmuladd.f64(double %0, double 3.000000e+00, double %conv)
  %rem = urem i32 %i.012, 1000
  %idxprom1 = zext i32 %rem to i64
  %arrayidx2 = getelementptr inbounds [1000 x double], ptr @B, i64 0, i64 %idxprom1
  store double %1, ptr %arrayidx2, align 8, !tbaa !49
  %rem3 = srem i32 %i.012, %period
  %cmp4 = icmp eq i32 %rem3, 0
  br i1 %cmp4, label %if.then, label %for.inc, !prof !53

if.then:                                          ; preds = %for.body
  %call = tail call i32 @next_index()
  br label %for.inc

for.inc:                                          ; preds = %if.then, %for.body
  %j.1 = phi i32 [ %call, %if.then ], [ %j.011, %for.body ]
  %inc = add nuw nsw i32 %i.012, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !prof !54, !llvm.loop !58
}

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @refresh_then_update(i32 noundef %n, i32 noundef %period) local_unnamed_addr #0 !prof !47 {
entry:
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %for.body, label %for.cond.cleanup, !prof !48

for.cond.cleanup:                                 ; preds = %if.end17, %entry
  ret void

for.body:                                         ; preds = %if.end17, %entry
  %row.029 = phi i32 [ %row.1, %if.end17 ], [ 3, %entry ]
  %i.028 = phi i32 [ %inc, %if.end17 ], [ 0, %entry ]
  %idxprom = zext i32 %row.029 to i64
  %arrayidx = getelementptr inbounds [256 x [2 x double]], ptr @T, i64 0, i64 %idxprom
  %0 = load <2 x double>, ptr %arrayidx, align 16, !tbaa !49
  %1 = extractelement <2 x double> %0, i64 0
  %2 = tail call double @llvm.fmuladd.f64(double %1, double 1.750000e+00, double 5.000000e-01)
  %3 = shufflevector <2 x double> <double poison, double 3.000000e+00>, <2 x double> %0, <2 x i32> <i32 3, i32 1>
  %4 = fadd <2 x double> %0, %3
  %5 = extractelement <2 x double> %4, i64 0
  %div = fdiv double %5, %2
  %6 = extractelement <2 x double> %4, i64 1
  %div6 = fdiv double %div, %6
  %conv = sitofp i32 %i.028 to double
  %add7 = fadd double %div6, %conv
  %rem = urem i32 %i.028, 1000
  %idxprom8 = zext i32 %rem to i64
  %arrayidx9 = getelementptr inbounds [1000 x double], ptr @B, i64 0, i64 %idxprom8
  store double %add7, ptr %arrayidx9, align 8, !tbaa !49
  %rem10 = srem i32 %i.028, %period
  switch i32 %rem10, label %if.end17 [
    i32 7, label %if.then
    i32 0, label %if.then16
  ], !prof !59

if.then:                                          ; preds = %for.body
  tail call void @refresh_table()
  br label %if.end17

if.then16:                                        ; preds = %for.body
  %call = tail call i32 @next_index()
  %and = and i32 %call, 255
  br label %if.end17

if.end17:                                         ; preds = %if.then16, %if.then, %for.body
  %row.1 = phi i32 [ %and, %if.then16 ], [ %row.029, %if.then ], [ %row.029, %for.body ]
  %inc = add nuw nsw i32 %i.028, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !prof !54, !llvm.loop !60
}

attributes #0 = { nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !29, !30, !31, !32, !33}
!llvm.ident = !{!46}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 307470}
!4 = !{!"MaxCount", i64 100000}
!5 = !{!"MaxInternalCount", i64 100000}
!6 = !{!"MaxFunctionCount", i64 40}
!7 = !{!"NumCounts", i64 16}
!8 = !{!"NumFunctions", i64 6}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 100000, i32 3}
!14 = !{i32 100000, i64 100000, i32 3}
!15 = !{i32 200000, i64 100000, i32 3}
!16 = !{i32 300000, i64 100000, i32 3}
!17 = !{i32 400000, i64 100000, i32 3}
!18 = !{i32 500000, i64 100000, i32 3}
!19 = !{i32 600000, i64 100000, i32 3}
!20 = !{i32 700000, i64 100000, i32 3}
!21 = !{i32 800000, i64 100000, i32 3}
!22 = !{i32 900000, i64 100000, i32 3}
!23 = !{i32 950000, i64 100000, i32 3}
!24 = !{i32 990000, i64 5120, i32 4}
!25 = !{i32 999000, i64 256, i32 7}
!26 = !{i32 999900, i64 10, i32 12}
!27 = !{i32 999990, i64 10, i32 12}
!28 = !{i32 999999, i64 1, i32 16}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 5, !"CG Profile", !34}
!34 = distinct !{!35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45}
!35 = !{ptr @local_index, ptr @next_index, i64 5}
!36 = !{ptr @rare_refresh, ptr @refresh_table, i64 5}
!37 = !{ptr @rare_refresh, ptr @next_index, i64 5}
!38 = !{ptr @cheap_chain, ptr @next_index, i64 5}
!39 = !{ptr @refresh_then_update, ptr @refresh_table, i64 5}
!40 = !{ptr @refresh_then_update, ptr @next_index, i64 5}
!41 = distinct !{null, ptr @local_index, i64 1}
!42 = distinct !{null, ptr @rare_refresh, i64 1}
!43 = distinct !{null, ptr @cheap_chain, i64 1}
!44 = distinct !{null, ptr @refresh_then_update, i64 1}
!45 = distinct !{null, null, i64 1}
!46 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!47 = !{!"function_entry_count", i64 1}
!48 = !{!"branch_weights", i32 100001, i32 2}
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !{!"branch_weights", i32 11, i32 99991}
!54 = !{!"branch_weights", i32 2, i32 100001}
!55 = distinct !{!55, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = distinct !{!57, !56}
!58 = distinct !{!58, !56}
!59 = !{!"branch_weights", i32 -1795417276, i32 275005, i32 274975}
!60 = distinct !{!60, !56}
