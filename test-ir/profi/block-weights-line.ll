; Block weights from a line-based profile, checked against opt-16's sample loader on the same
; input (both runs pass the same checks). Samples are keyed by (line - function line, base
; discriminator); a block weighs the most of its instructions; branches, PHIs, intrinsics and
; instructions without a location weigh nothing; code inlined here reads the inlinee's
; record; a direct call whose callee was inlined at that line in the profile weighs 0.
; RUN: rm -rf %t && split-file %s %t
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof>' -S %t/m.ll | FileCheck %s

; entry (line 11 → offset 1: 100); b1 holds line 12 with discriminator 2 (base 1: 30) and
; line 12 without (70): the maximum, 70; b2 has only a branch at line 13, whose record (5)
; is ignored, and an intrinsic: unknown, so it takes the remaining 30.
; CHECK-LABEL: define void @f(
; CHECK-SAME: !prof [[F_ENTRY:![0-9]+]]
; CHECK: br i1 %c, label %b1, label %b2, {{.*}}!prof [[F_BR:![0-9]+]]

; Inlined code: g was inlined into caller at line 21 (offset 1); its instructions at g's
; lines 31/32 read the instance's records 1 and 2 (60 and 40).
; CHECK-LABEL: define void @caller(
; CHECK: br i1 %c, label %t, label %e, {{.*}}!prof [[C_BR:![0-9]+]]

; The call to h at offset 2 has an inlined instance in the profile: weight 0, not the 90 the
; line's own record says. 0 is known: the branch then goes all the other way.
; CHECK-LABEL: define void @calls(
; CHECK: br i1 %c, label %b1, label %b2, {{.*}}!prof [[K_BR:![0-9]+]]

; No DISubprogram: a line-based profile cannot apply (entry count -1).
; CHECK-LABEL: define void @nodebug(
; CHECK-SAME: !prof [[UNKNOWN:![0-9]+]]

; CHECK-DAG: [[F_ENTRY]] = !{!"function_entry_count", i64 100}
; CHECK-DAG: [[F_BR]] = !{!"branch_weights", i32 70, i32 30}
; CHECK-DAG: [[C_BR]] = !{!"branch_weights", i32 60, i32 40}
; CHECK-DAG: [[K_BR]] = !{!"branch_weights", i32 0, i32 50}
; CHECK-DAG: [[UNKNOWN]] = !{!"function_entry_count", i64 -1}

;--- p.prof
f:500:1
 1: 100
 2: 70
 2.1: 30
 3: 5
caller:100:1
 0: 100
 1: g:100
  1: 60
  2: 40
calls:300:1
 1: 50
 2: 90
 2: h:40
  1: 40
 3: 50
nodebug:100:1
 1: 100
;--- m.ll
define void @f(i1 %c, ptr %p) #0 !dbg !10 {
entry:
  store i32 0, ptr %p, align 4, !dbg !11
  br i1 %c, label %b1, label %b2, !dbg !11
b1:
  store i32 1, ptr %p, align 4, !dbg !12
  store i32 2, ptr %p, align 4, !dbg !13
  br label %b2, !dbg !13
b2:
  call void @llvm.donothing(), !dbg !15
  br label %exit, !dbg !15
exit:
  ret void
}

define void @caller(i1 %c, ptr %p) #0 !dbg !20 {
entry:
  store i32 0, ptr %p, align 4, !dbg !21
  br i1 %c, label %t, label %e, !dbg !23
t:
  store i32 1, ptr %p, align 4, !dbg !23
  br label %x, !dbg !23
e:
  store i32 2, ptr %p, align 4, !dbg !24
  br label %x, !dbg !24
x:
  ret void
}

define void @calls(i1 %c) #0 !dbg !40 {
entry:
  call void @ext(), !dbg !41
  br i1 %c, label %b1, label %b2, !dbg !41
b1:
  call void @h(), !dbg !42
  br label %b2, !dbg !42
b2:
  call void @ext(), !dbg !43
  ret void, !dbg !43
}

define void @nodebug(i1 %c) #0 {
entry:
  br i1 %c, label %b1, label %b2
b1:
  br label %b2
b2:
  ret void
}

declare void @h()
declare void @ext()
declare void @llvm.donothing()

attributes #0 = { "use-sample-profile" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "m.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 10, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DILocation(line: 11, scope: !10)
!12 = !DILocation(line: 12, scope: !14)
!13 = !DILocation(line: 12, scope: !10)
!14 = !DILexicalBlockFile(scope: !10, file: !1, discriminator: 2)
!15 = !DILocation(line: 13, scope: !10)
!20 = distinct !DISubprogram(name: "caller", scope: !1, file: !1, line: 20, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!21 = !DILocation(line: 20, scope: !20)
!22 = !DILocation(line: 21, scope: !20)
!23 = !DILocation(line: 31, scope: !30, inlinedAt: !22)
!24 = !DILocation(line: 32, scope: !30, inlinedAt: !22)
!30 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 30, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!40 = distinct !DISubprogram(name: "calls", scope: !1, file: !1, line: 40, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!41 = !DILocation(line: 41, scope: !40)
!42 = !DILocation(line: 42, scope: !40)
!43 = !DILocation(line: 43, scope: !40)
