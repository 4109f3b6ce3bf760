; Block weights from pseudo probes, checked against opt-16's sample loader on the same input:
; both runs must pass the same checks.
; RUN: rm -rf %t && split-file %s %t
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof>' -S %t/m.ll | FileCheck %s

; A block probe's count is scaled by its distribution factor (here 1/2: the b1 probe reads
; 120 → 60); a block whose probe has no record (b2) is unknown and gets the rest.
; CHECK-LABEL: define void @f(
; CHECK-SAME: !prof [[F_ENTRY:![0-9]+]]
; CHECK: br i1 %c, label %b1, label %b2, !prof [[F_BR:![0-9]+]]

; A call probe (id 5 in its discriminator) counts like a block probe; a direct call whose
; callee was inlined at that probe in the profiled binary counts 0 (h's b1: its samples are
; in the inlinee record, the call itself ran as an inlined body). 0 is a known count: h's b1
; is pulled down to 0, so the branch goes all to b2.
; CHECK-LABEL: define void @g(
; CHECK: br i1 %c, label %b1, label %b2, {{.*}}!prof [[G_BR:![0-9]+]]
; CHECK: call void @ext(), {{.*}}!prof [[G_CALL:![0-9]+]]
; CHECK-LABEL: define void @h(
; CHECK: br i1 %c, label %b1, label %b2, {{.*}}!prof [[H_BR:![0-9]+]]
; CHECK: call void @k(), !dbg !{{[0-9]+}}{{$}}
; The instance of k not inlined in h is merged into k's own profile, which k then reads
; (only for callees with a body and debug information, as LLVM's priority inliner does).
; CHECK-LABEL: define void @k(
; CHECK-SAME: !prof [[K_ENTRY:![0-9]+]]

; Counts go through f32: 16777217 reads as 16777216.
; CHECK-LABEL: define void @rounding(
; CHECK-SAME: !prof [[R_ENTRY:![0-9]+]]

; A checksum different from the descriptor's: the function is skipped (entry count -1).
; CHECK-LABEL: define void @stale(
; CHECK-SAME: !prof [[UNKNOWN:![0-9]+]]

; No record at all for a function: entry count -1, nothing else.
; CHECK-LABEL: define void @unprofiled(
; CHECK-SAME: !prof [[UNKNOWN]]
; CHECK-NOT: branch_weights
; CHECK-LABEL: define void @no_attribute(
; CHECK-NOT: !prof
; CHECK: ret void

; CHECK-DAG: [[F_ENTRY]] = !{!"function_entry_count", i64 100}
; CHECK-DAG: [[F_BR]] = !{!"branch_weights", i32 60, i32 40}
; CHECK-DAG: [[G_BR]] = !{!"branch_weights", i32 30, i32 70}
; CHECK-DAG: [[G_CALL]] = !{!"branch_weights", i32 30}
; CHECK-DAG: [[H_BR]] = !{!"branch_weights", i32 0, i32 100}
; CHECK-DAG: [[K_ENTRY]] = !{!"function_entry_count", i64 50}
; CHECK-DAG: [[R_ENTRY]] = !{!"function_entry_count", i64 16777216}
; CHECK-DAG: [[UNKNOWN]] = !{!"function_entry_count", i64 -1}

;--- p.prof
f:300:1
 1: 100
 2: 120
 4: 100
 !CFGChecksum: 7
g:300:1
 1: 100
 5: 30
 4: 100
 !CFGChecksum: 7
h:300:1
 1: 100
 3: 100
 4: 100
 5: k:50
  1: 50
  !CFGChecksum: 9
 !CFGChecksum: 7
rounding:16777217:1
 1: 16777217
 2: 16777217
 !CFGChecksum: 8
stale:300:1
 1: 100
 !CFGChecksum: 99
;--- m.ll
define void @f(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2
b1:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 2, i32 0, i64 9223372036854775807)
  br label %exit
b2:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 3, i32 0, i64 -1)
  br label %exit
exit:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 4, i32 0, i64 -1)
  ret void
}

define void @g(i1 %c) #0 !dbg !10 {
entry:
  call void @llvm.pseudoprobe(i64 -5300342847281564238, i64 1, i32 0, i64 -1), !dbg !12
  br i1 %c, label %b1, label %b2, !dbg !12
b1:
  call void @ext(), !dbg !13
  br label %exit, !dbg !12
b2:
  call void @llvm.pseudoprobe(i64 -5300342847281564238, i64 3, i32 0, i64 -1), !dbg !12
  br label %exit, !dbg !12
exit:
  call void @llvm.pseudoprobe(i64 -5300342847281564238, i64 4, i32 0, i64 -1), !dbg !12
  ret void, !dbg !12
}

define void @h(i1 %c) #0 !dbg !20 {
entry:
  call void @llvm.pseudoprobe(i64 8124147457056772133, i64 1, i32 0, i64 -1), !dbg !22
  br i1 %c, label %b1, label %b2, !dbg !22
b1:
  call void @k(), !dbg !23
  br label %exit, !dbg !22
b2:
  call void @llvm.pseudoprobe(i64 8124147457056772133, i64 3, i32 0, i64 -1), !dbg !22
  br label %exit, !dbg !22
exit:
  call void @llvm.pseudoprobe(i64 8124147457056772133, i64 4, i32 0, i64 -1), !dbg !22
  ret void, !dbg !22
}

define void @k() #0 !dbg !25 {
  call void @llvm.pseudoprobe(i64 -7743740399823231860, i64 1, i32 0, i64 -1)
  ret void
}

define void @rounding(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 1, i64 1, i32 0, i64 -1)
  br label %exit
exit:
  call void @llvm.pseudoprobe(i64 1, i64 2, i32 0, i64 -1)
  ret void
}

define void @stale(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 1, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2
b1:
  br label %b2
b2:
  ret void
}

define void @unprofiled(i1 %c) #0 {
entry:
  br i1 %c, label %b1, label %b2
b1:
  br label %b2
b2:
  ret void
}

define void @no_attribute() {
  ret void
}

declare void @ext()
declare void @llvm.pseudoprobe(i64, i64, i32, i64)

attributes #0 = { "use-sample-profile" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!llvm.pseudo_probe_desc = !{!30, !31, !32, !33, !34, !35, !36}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "m.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!10 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!12 = !DILocation(line: 2, scope: !10)
; Call probe 5, type direct (2), factor 100: (5 << 3) | (100 << 19) | (2 << 26) | 7.
!13 = !DILocation(line: 3, scope: !14)
!14 = !DILexicalBlockFile(scope: !10, file: !1, discriminator: 186646575)
!20 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!22 = !DILocation(line: 2, scope: !20)
!23 = !DILocation(line: 3, scope: !24)
!24 = !DILexicalBlockFile(scope: !20, file: !1, discriminator: 186646575)
!25 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 9, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!30 = !{i64 -3706093650706652785, i64 7, !"f"}
!31 = !{i64 -5300342847281564238, i64 7, !"g"}
!32 = !{i64 8124147457056772133, i64 7, !"h"}
!33 = !{i64 2049502203019588785, i64 8, !"rounding"}
!34 = !{i64 1149434067806057270, i64 7, !"stale"}
!35 = !{i64 -7743740399823231860, i64 9, !"k"}
!36 = !{i64 8181258693053671148, i64 7, !"unprofiled"}
