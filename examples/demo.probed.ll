; ModuleID = 'examples/demo.c'
source_filename = "examples/demo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"overflow\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"null token\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@__const.main.toks = private unnamed_addr constant [4 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [31 x i8] c"demo: %d rounds, checksum %ld\0A\00", align 1
@stderr = external global ptr, align 8
@.str.7 = private unnamed_addr constant [11 x i8] c"error: %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @run_machine(ptr noundef %input, i32 noundef %n, i32 noundef %start_in_b) #0 {
entry:
  %tobool = icmp ne i32 %start_in_b, 0
  call void @llvm.pseudoprobe(i64 -8301897689960415498, i64 1, i32 0, i64 -1)
  br i1 %tobool, label %state_b, label %state_a

state_a:                                          ; preds = %if.end9, %if.end2, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %if.end2 ], [ %inc10, %if.end9 ]
  %acc.0 = phi i32 [ 0, %entry ], [ %add, %if.end2 ], [ %xor, %if.end9 ]
  %cmp = icmp sge i32 %i.0, %n
  call void @llvm.pseudoprobe(i64 -8301897689960415498, i64 2, i32 0, i64 -1)
  br i1 %cmp, label %cleanup, label %if.end2

if.end2:                                          ; preds = %state_a
  %inc = add nsw i32 %i.0, 1
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds i8, ptr %input, i64 %idxprom
  %0 = load i8, ptr %arrayidx, align 1, !tbaa !12
  %conv = zext i8 %0 to i32
  %add = add nsw i32 %acc.0, %conv
  %and = and i32 %add, 1
  %tobool3 = icmp ne i32 %and, 0
  call void @llvm.pseudoprobe(i64 -8301897689960415498, i64 3, i32 0, i64 -1)
  br i1 %tobool3, label %state_b, label %state_a

state_b:                                          ; preds = %if.end2, %entry
  %i.1 = phi i32 [ 0, %entry ], [ %inc, %if.end2 ]
  %acc.1 = phi i32 [ 0, %entry ], [ %add, %if.end2 ]
  %cmp6 = icmp sge i32 %i.1, %n
  call void @llvm.pseudoprobe(i64 -8301897689960415498, i64 4, i32 0, i64 -1)
  br i1 %cmp6, label %if.then8, label %if.end9

if.then8:                                         ; preds = %state_b
  %sub = sub nsw i32 0, %acc.1
  call void @llvm.pseudoprobe(i64 -8301897689960415498, i64 5, i32 0, i64 -1)
  br label %cleanup

if.end9:                                          ; preds = %state_b
  %inc10 = add nsw i32 %i.1, 1
  %idxprom11 = sext i32 %i.1 to i64
  %arrayidx12 = getelementptr inbounds i8, ptr %input, i64 %idxprom11
  %1 = load i8, ptr %arrayidx12, align 1, !tbaa !12
  %conv13 = zext i8 %1 to i32
  %xor = xor i32 %acc.1, %conv13
  %cmp14 = icmp sgt i32 %xor, 1000
  call void @llvm.pseudoprobe(i64 -8301897689960415498, i64 6, i32 0, i64 -1)
  br i1 %cmp14, label %if.then16, label %state_a

if.then16:                                        ; preds = %if.end9
  call void @report_error(ptr noundef @.str) #10
  call void @abort() #11
  call void @llvm.pseudoprobe(i64 -8301897689960415498, i64 7, i32 0, i64 -1)
  unreachable

cleanup:                                          ; preds = %state_a, %if.then8
  %retval.0 = phi i32 [ %sub, %if.then8 ], [ %acc.0, %state_a ]
  call void @llvm.pseudoprobe(i64 -8301897689960415498, i64 8, i32 0, i64 -1)
  ret i32 %retval.0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: cold noinline nounwind optsize uwtable
define internal void @report_error(ptr noundef %what) #2 {
entry:
  %0 = load ptr, ptr @stderr, align 8, !tbaa !15
  %call = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %0, ptr noundef @.str.7, ptr noundef %what)
  call void @llvm.pseudoprobe(i64 6334011148839359574, i64 1, i32 0, i64 -1)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @matrix_sum(ptr noundef %m, i32 noundef %rows, i32 noundef %cols) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -135285145713579562, i64 1, i32 0, i64 -1)
  br label %for.cond

for.cond:                                         ; preds = %for.inc6, %entry
  %total.0 = phi i64 [ 0, %entry ], [ %total.1, %for.inc6 ]
  %r.0 = phi i32 [ 0, %entry ], [ %inc7, %for.inc6 ]
  %cmp = icmp slt i32 %r.0, %rows
  call void @llvm.pseudoprobe(i64 -135285145713579562, i64 2, i32 0, i64 -1)
  br i1 %cmp, label %for.cond1, label %for.end8

for.cond1:                                        ; preds = %for.cond, %for.body4
  %total.1 = phi i64 [ %add5, %for.body4 ], [ %total.0, %for.cond ]
  %c.0 = phi i32 [ %inc, %for.body4 ], [ 0, %for.cond ]
  %cmp2 = icmp slt i32 %c.0, %cols
  call void @llvm.pseudoprobe(i64 -135285145713579562, i64 3, i32 0, i64 -1)
  br i1 %cmp2, label %for.body4, label %for.inc6

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %r.0, %cols
  %add = add nsw i32 %mul, %c.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %m, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !17
  %conv = sext i32 %0 to i64
  %add5 = add nsw i64 %total.1, %conv
  %inc = add nsw i32 %c.0, 1
  call void @llvm.pseudoprobe(i64 -135285145713579562, i64 4, i32 0, i64 -1)
  br label %for.cond1, !llvm.loop !19

for.inc6:                                         ; preds = %for.cond1
  %inc7 = add nsw i32 %r.0, 1
  call void @llvm.pseudoprobe(i64 -135285145713579562, i64 5, i32 0, i64 -1)
  br label %for.cond, !llvm.loop !22

for.end8:                                         ; preds = %for.cond
  call void @llvm.pseudoprobe(i64 -135285145713579562, i64 6, i32 0, i64 -1)
  ret i64 %total.0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @find_token(ptr noundef %tokens, i32 noundef %n, ptr noundef %want) #0 {
entry:
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 1, i32 0, i64 -1)
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 2, i32 0, i64 -1)
  br i1 %cmp, label %for.body, label %cleanup

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %tokens, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !15
  %cmp1 = icmp eq ptr %0, null
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 3, i32 0, i64 -1)
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  call void @report_error(ptr noundef @.str.1) #10
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 4, i32 0, i64 -1)
  br label %cleanup

if.end:                                           ; preds = %for.body
  %idxprom2 = sext i32 %i.0 to i64
  %arrayidx3 = getelementptr inbounds ptr, ptr %tokens, i64 %idxprom2
  %1 = load ptr, ptr %arrayidx3, align 8, !tbaa !15
  %call = call i32 @strcmp(ptr noundef %1, ptr noundef %want) #12
  %cmp4 = icmp eq i32 %call, 0
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 5, i32 0, i64 -1)
  br i1 %cmp4, label %cleanup, label %for.inc

for.inc:                                          ; preds = %if.end
  %inc = add nsw i32 %i.0, 1
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 6, i32 0, i64 -1)
  br label %for.cond, !llvm.loop !23

cleanup:                                          ; preds = %if.end, %for.cond, %if.then
  %cleanup.dest.slot.0 = phi i32 [ 1, %if.then ], [ 2, %for.cond ], [ 1, %if.end ]
  %retval.0 = phi i32 [ -2, %if.then ], [ undef, %for.cond ], [ %i.0, %if.end ]
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 7, i32 0, i64 -1)
  switch i32 %cleanup.dest.slot.0, label %unreachable [
    i32 2, label %for.end
    i32 1, label %return
  ]

for.end:                                          ; preds = %cleanup
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 8, i32 0, i64 -1)
  br label %return

return:                                           ; preds = %for.end, %cleanup
  %retval.1 = phi i32 [ %retval.0, %cleanup ], [ -1, %for.end ]
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 9, i32 0, i64 -1)
  ret i32 %retval.1

unreachable:                                      ; preds = %cleanup
  call void @llvm.pseudoprobe(i64 582929971017377768, i64 10, i32 0, i64 -1)
  unreachable
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind uwtable
define dso_local i32 @dispatch(ptr noundef %ops, i32 noundef %n, i32 noundef %first) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -7762558725055652451, i64 1, i32 0, i64 -1)
  switch i32 %first, label %next [
    i32 1, label %op1
    i32 2, label %op2
    i32 3, label %op3
    i32 4, label %op4
  ]

op1:                                              ; preds = %if.end, %entry
  %pc.0 = phi i32 [ 0, %entry ], [ %inc, %if.end ]
  %acc.0 = phi i32 [ 0, %entry ], [ %acc.4, %if.end ]
  %add = add nsw i32 %acc.0, 1
  call void @llvm.pseudoprobe(i64 -7762558725055652451, i64 2, i32 0, i64 -1)
  br label %next

op2:                                              ; preds = %if.end, %entry
  %pc.1 = phi i32 [ 0, %entry ], [ %inc, %if.end ]
  %acc.1 = phi i32 [ 0, %entry ], [ %acc.4, %if.end ]
  %mul = mul nsw i32 %acc.1, 3
  call void @llvm.pseudoprobe(i64 -7762558725055652451, i64 3, i32 0, i64 -1)
  br label %next

op3:                                              ; preds = %if.end, %entry
  %pc.2 = phi i32 [ 0, %entry ], [ %inc, %if.end ]
  %acc.2 = phi i32 [ 0, %entry ], [ %acc.4, %if.end ]
  %sub = sub nsw i32 %acc.2, 7
  call void @llvm.pseudoprobe(i64 -7762558725055652451, i64 4, i32 0, i64 -1)
  br label %next

op4:                                              ; preds = %if.end, %entry
  %pc.3 = phi i32 [ 0, %entry ], [ %inc, %if.end ]
  %acc.3 = phi i32 [ 0, %entry ], [ %acc.4, %if.end ]
  %xor = xor i32 %acc.3, 5
  call void @llvm.pseudoprobe(i64 -7762558725055652451, i64 5, i32 0, i64 -1)
  br label %next

next:                                             ; preds = %entry, %op4, %op3, %op2, %op1
  %pc.4 = phi i32 [ %pc.3, %op4 ], [ %pc.2, %op3 ], [ %pc.1, %op2 ], [ %pc.0, %op1 ], [ 0, %entry ]
  %acc.4 = phi i32 [ %xor, %op4 ], [ %sub, %op3 ], [ %mul, %op2 ], [ %add, %op1 ], [ 0, %entry ]
  %cmp = icmp sge i32 %pc.4, %n
  call void @llvm.pseudoprobe(i64 -7762558725055652451, i64 6, i32 0, i64 -1)
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %next
  %inc = add nsw i32 %pc.4, 1
  %idxprom = sext i32 %pc.4 to i64
  %arrayidx = getelementptr inbounds i32, ptr %ops, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !17
  call void @llvm.pseudoprobe(i64 -7762558725055652451, i64 7, i32 0, i64 -1)
  switch i32 %0, label %cleanup [
    i32 1, label %op1
    i32 2, label %op2
    i32 3, label %op3
    i32 4, label %op4
  ]

cleanup:                                          ; preds = %if.end, %next
  call void @llvm.pseudoprobe(i64 -7762558725055652451, i64 8, i32 0, i64 -1)
  ret i32 %acc.4
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %toks = alloca [4 x ptr], align 16
  %buf = alloca [64 x i8], align 16
  %m = alloca [12 x i32], align 16
  %ops = alloca [6 x i32], align 16
  %cmp = icmp sgt i32 %argc, 1
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 1, i32 0, i64 -1)
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds ptr, ptr %argv, i64 1
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !15
  %call = call i32 @atoi(ptr noundef %0) #12
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 2, i32 0, i64 -1)
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ 2000, %entry ]
  call void @llvm.lifetime.start.p0(i64 32, ptr %toks) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %toks, ptr align 16 @__const.main.toks, i64 32, i1 false)
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 3, i32 0, i64 -1)
  br label %for.cond

for.cond:                                         ; preds = %for.end33, %cond.end
  %round.0 = phi i32 [ 0, %cond.end ], [ %inc57, %for.end33 ]
  %check.0 = phi i64 [ 0, %cond.end ], [ %add55, %for.end33 ]
  %cmp1 = icmp slt i32 %round.0, %cond
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 4, i32 0, i64 -1)
  br i1 %cmp1, label %for.body, label %for.end58

for.body:                                         ; preds = %for.cond
  call void @llvm.lifetime.start.p0(i64 64, ptr %buf) #13
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 5, i32 0, i64 -1)
  br label %for.cond2

for.cond2:                                        ; preds = %for.body5, %for.body
  %i.0 = phi i32 [ 0, %for.body ], [ %inc, %for.body5 ]
  %cmp3 = icmp slt i32 %i.0, 64
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 6, i32 0, i64 -1)
  br i1 %cmp3, label %for.body5, label %for.end

for.body5:                                        ; preds = %for.cond2
  %mul = mul nsw i32 %i.0, 7
  %add = add nsw i32 %mul, %round.0
  %and = and i32 %add, 7
  %conv = trunc i32 %and to i8
  %idxprom = sext i32 %i.0 to i64
  %arrayidx6 = getelementptr inbounds [64 x i8], ptr %buf, i64 0, i64 %idxprom
  store i8 %conv, ptr %arrayidx6, align 1, !tbaa !12
  %inc = add nsw i32 %i.0, 1
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 7, i32 0, i64 -1)
  br label %for.cond2, !llvm.loop !24

for.end:                                          ; preds = %for.cond2
  call void @llvm.lifetime.start.p0(i64 48, ptr %m) #13
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 8, i32 0, i64 -1)
  br label %for.cond8

for.cond8:                                        ; preds = %for.body12, %for.end
  %i7.0 = phi i32 [ 0, %for.end ], [ %inc17, %for.body12 ]
  %cmp9 = icmp slt i32 %i7.0, 12
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 9, i32 0, i64 -1)
  br i1 %cmp9, label %for.body12, label %for.end18

for.body12:                                       ; preds = %for.cond8
  %rem = srem i32 %round.0, 5
  %add13 = add nsw i32 %i7.0, %rem
  %idxprom14 = sext i32 %i7.0 to i64
  %arrayidx15 = getelementptr inbounds [12 x i32], ptr %m, i64 0, i64 %idxprom14
  store i32 %add13, ptr %arrayidx15, align 4, !tbaa !17
  %inc17 = add nsw i32 %i7.0, 1
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 10, i32 0, i64 -1)
  br label %for.cond8, !llvm.loop !25

for.end18:                                        ; preds = %for.cond8
  call void @llvm.lifetime.start.p0(i64 24, ptr %ops) #13
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 11, i32 0, i64 -1)
  br label %for.cond20

for.cond20:                                       ; preds = %for.body24, %for.end18
  %i19.0 = phi i32 [ 0, %for.end18 ], [ %inc32, %for.body24 ]
  %cmp21 = icmp slt i32 %i19.0, 6
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 12, i32 0, i64 -1)
  br i1 %cmp21, label %for.body24, label %for.end33

for.body24:                                       ; preds = %for.cond20
  %mul25 = mul nsw i32 %i19.0, %i19.0
  %add26 = add nsw i32 %round.0, %mul25
  %rem27 = srem i32 %add26, 4
  %add28 = add nsw i32 1, %rem27
  %idxprom29 = sext i32 %i19.0 to i64
  %arrayidx30 = getelementptr inbounds [6 x i32], ptr %ops, i64 0, i64 %idxprom29
  store i32 %add28, ptr %arrayidx30, align 4, !tbaa !17
  %inc32 = add nsw i32 %i19.0, 1
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 13, i32 0, i64 -1)
  br label %for.cond20, !llvm.loop !26

for.end33:                                        ; preds = %for.cond20
  %arraydecay = getelementptr inbounds [64 x i8], ptr %buf, i64 0, i64 0
  %rem34 = srem i32 %round.0, 3
  %cmp35 = icmp eq i32 %rem34, 0
  %conv36 = zext i1 %cmp35 to i32
  %call37 = call i32 @run_machine(ptr noundef %arraydecay, i32 noundef 64, i32 noundef %conv36)
  %conv38 = sext i32 %call37 to i64
  %arraydecay39 = getelementptr inbounds [12 x i32], ptr %m, i64 0, i64 0
  %call40 = call i64 @matrix_sum(ptr noundef %arraydecay39, i32 noundef 3, i32 noundef 4)
  %add41 = add nsw i64 %conv38, %call40
  %arraydecay42 = getelementptr inbounds [4 x ptr], ptr %toks, i64 0, i64 0
  %rem43 = srem i32 %round.0, 4
  %idxprom44 = sext i32 %rem43 to i64
  %arrayidx45 = getelementptr inbounds [4 x ptr], ptr %toks, i64 0, i64 %idxprom44
  %1 = load ptr, ptr %arrayidx45, align 8, !tbaa !15
  %call46 = call i32 @find_token(ptr noundef %arraydecay42, i32 noundef 4, ptr noundef %1)
  %conv47 = sext i32 %call46 to i64
  %add48 = add nsw i64 %add41, %conv47
  %arraydecay49 = getelementptr inbounds [6 x i32], ptr %ops, i64 0, i64 0
  %rem50 = srem i32 %round.0, 5
  %add51 = add nsw i32 1, %rem50
  %call52 = call i32 @dispatch(ptr noundef %arraydecay49, i32 noundef 6, i32 noundef %add51)
  %conv53 = sext i32 %call52 to i64
  %add54 = add nsw i64 %add48, %conv53
  %add55 = add nsw i64 %check.0, %add54
  call void @llvm.lifetime.end.p0(i64 24, ptr %ops) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr %m) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr %buf) #13
  %inc57 = add nsw i32 %round.0, 1
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 14, i32 0, i64 -1)
  br label %for.cond, !llvm.loop !27

for.end58:                                        ; preds = %for.cond
  %call59 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %cond, i64 noundef %check.0)
  call void @llvm.lifetime.end.p0(i64 32, ptr %toks) #13
  call void @llvm.pseudoprobe(i64 -2624081020897602054, i64 15, i32 0, i64 -1)
  ret i32 0
}

; Function Attrs: inlinehint nounwind willreturn memory(read) uwtable
define available_externally i32 @atoi(ptr noundef nonnull %__nptr) #5 {
entry:
  %call = call i64 @strtol(ptr noundef %__nptr, ptr noundef null, i32 noundef 10) #13
  %conv = trunc i64 %call to i32
  call void @llvm.pseudoprobe(i64 -6544211519801369139, i64 1, i32 0, i64 -1)
  ret i32 %conv
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare i32 @printf(ptr noundef, ...) #7

declare i32 @fprintf(ptr noundef, ptr noundef, ...) #7

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.pseudoprobe(i64, i64, i32, i64) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "use-sample-profile" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { cold noinline nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "use-sample-profile" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind willreturn memory(read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "use-sample-profile" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { cold }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.pseudo_probe_desc = !{!5, !6, !7, !8, !9, !10, !11}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 -8301897689960415498, i64 563142841849305, !"run_machine"}
!6 = !{i64 6334011148839359574, i64 281479271677951, !"report_error"}
!7 = !{i64 -135285145713579562, i64 123628007982, !"matrix_sum"}
!8 = !{i64 582929971017377768, i64 563174825854635, !"find_token"}
!9 = !{i64 -7762558725055652451, i64 275057470243, !"dispatch"}
!10 = !{i64 -2624081020897602054, i64 1689179184261593, !"main"}
!11 = !{i64 -6544211519801369139, i64 281479271677951, !"atoi"}
!12 = !{!13, !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !13, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !13, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !20, !21}
!23 = distinct !{!23, !20, !21}
!24 = distinct !{!24, !20, !21}
!25 = distinct !{!25, !20, !21}
!26 = distinct !{!26, !20, !21}
!27 = distinct !{!27, !20, !21}
