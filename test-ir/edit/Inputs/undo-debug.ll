; The FPLICM input of guard-whole-object.ll with debug users (llvm.dbg.value) of the loads
; the rewrite erases: under validation the writer points them away from the erased values
; while the verifier runs and back before deleting them, so LLVM's deletion decides what they
; become, the same with and without validation.
@M = global [8 x [8 x double]] zeroinitializer
@j = global i32 13
declare i32 @printf(ptr, ...)
@fmt = private constant [6 x i8] c"%.3f\0A\00"

define i32 @main() !dbg !10 {
entry:
  store double 42.0, ptr getelementptr inbounds ([8 x [8 x double]], ptr @M, i64 0, i64 2, i64 5)
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi double [ 0.0, %entry ], [ %s1, %latch ]
  %jv = load i32, ptr @j
  call void @llvm.dbg.value(metadata i32 %jv, metadata !12, metadata !DIExpression()), !dbg !14
  %jx = sext i32 %jv to i64
  %p = getelementptr inbounds [8 x [8 x double]], ptr @M, i64 0, i64 1, i64 %jx
  %v = load double, ptr %p
  call void @llvm.dbg.value(metadata double %v, metadata !13, metadata !DIExpression()), !dbg !14
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
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!5}
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "undo-debug.c", directory: "/")
!5 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!11 = !DISubroutineType(types: !{null})
!12 = !DILocalVariable(name: "jv", scope: !10, file: !3, line: 2, type: !15)
!13 = !DILocalVariable(name: "v", scope: !10, file: !3, line: 3, type: !16)
!14 = !DILocation(line: 2, column: 1, scope: !10)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
