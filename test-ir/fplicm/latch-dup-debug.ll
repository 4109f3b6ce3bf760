; Debug intrinsics do not count towards the latch size limit (as in LLVM's CodeMetrics), so
; -g never changes which latches are duplicated: this latch has 8 instructions besides its
; three llvm.dbg.value calls.
; RUN: %opt -passes='freqpath-latch-dup<stats>,verify' -S %s -o - 2> %t.stats | FileCheck %s
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; STATS: remark: freqpath: freqpath-latch-dup: function 'debug_counts_nothing': latch %latch duplicated into 2 copies
; CHECK: latch.body:
; CHECK-COUNT-3: call void @llvm.dbg.value
; CHECK: latch.rare:
; CHECK-COUNT-3: call void @llvm.dbg.value
; CHECK-NOT: {{^}}latch:

define i32 @debug_counts_nothing(i32 %n) !dbg !10 {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp eq i32 %i, 5
  br i1 %c, label %rare, label %latch

rare:
  br label %latch

latch:
  %a = add i32 %i, 1
  call void @llvm.dbg.value(metadata i32 %a, metadata !13, metadata !DIExpression()), !dbg !15
  %b = add i32 %a, 1
  call void @llvm.dbg.value(metadata i32 %b, metadata !13, metadata !DIExpression()), !dbg !15
  %d = add i32 %b, 1
  call void @llvm.dbg.value(metadata i32 %d, metadata !13, metadata !DIExpression()), !dbg !15
  %e = add i32 %d, 1
  %f = add i32 %e, 1
  %inc = add i32 %f, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %body, label %exit

exit:
  %lc = phi i32 [ %inc, %latch ]
  ret i32 %lc
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "x.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "debug_counts_nothing", scope: !1, file: !1, line: 1, type: !11, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 2, type: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DILocation(line: 2, scope: !10)
