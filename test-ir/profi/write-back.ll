; What the loader writes, and what it leaves alone; checked against opt-16 on the same input.
; RUN: rm -rf %t && split-file %s %t
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof>' -S %t/m.ll | FileCheck %s

; Two switch cases to the same block share its edge count (101): the first case gets the
; remainder (51, 50).
; CHECK-LABEL: define void @dup(
; CHECK-SAME: !prof [[DUP_ENTRY:![0-9]+]]
; CHECK: ], !prof [[DUP:![0-9]+]]

; Counts above 32 bits: branch weights saturate (-1 is 2^32 - 1), a call's weight is the
; block count truncated to 32 bits (2^33 → 0); the entry count keeps 64 bits. The probe
; count 8589934597 reads as 8589934592 through f32.
; CHECK-LABEL: define void @sat(
; CHECK-SAME: !prof [[SAT_ENTRY:![0-9]+]]
; CHECK: call void @ext(), !prof [[SAT_CALL:![0-9]+]]
; CHECK: br i1 %c, label %a, label %b, !prof [[SAT:![0-9]+]]

; Both successors sampled 0: lowering the entry (10 per unit) is cheaper than raising them
; (11 per unit), every count becomes 0, no weights are written, and the entry count falls
; back to the header's head samples + 1.
; CHECK-LABEL: define void @zero(
; CHECK-SAME: !prof [[ZERO_ENTRY:![0-9]+]]
; CHECK-NOT: branch_weights
; CHECK: ret void

; Existing weights on a terminator are kept.
; CHECK-LABEL: define void @existing(
; CHECK: br i1 %c, label %a, label %b, !prof [[EXISTING:![0-9]+]]

; profile-sample-accurate: an unprofiled function starts at 0, not -1; an existing entry
; count is kept.
; CHECK-LABEL: define void @accurate(
; CHECK-SAME: !prof [[ACCURATE:![0-9]+]]
; CHECK-LABEL: define void @keep(
; CHECK-SAME: !prof [[KEEP:![0-9]+]]

; An indirect call gets a value profile: the three hottest targets by count then GUID, the
; total counting all targets and the instances inlined at the site (95). The invoke gets a
; call weight but no branch weights (invokes are never annotated as branches).
; CHECK-LABEL: define void @calls(
; CHECK: call void %fp(), !dbg !{{[0-9]+}}, !prof [[VP:![0-9]+]]
; CHECK: to label %ok unwind label %pad, !dbg !{{[0-9]+}}, !prof [[INVOKE:![0-9]+]]

; CHECK-DAG: [[DUP_ENTRY]] = !{!"function_entry_count", i64 111}
; CHECK-DAG: [[DUP]] = !{!"branch_weights", i32 10, i32 51, i32 50}
; CHECK-DAG: [[SAT_ENTRY]] = !{!"function_entry_count", i64 8589934592}
; CHECK-DAG: [[SAT_CALL]] = !{!"branch_weights", i32 0}
; CHECK-DAG: [[SAT]] = !{!"branch_weights", i32 -1, i32 555}
; CHECK-DAG: [[ZERO_ENTRY]] = !{!"function_entry_count", i64 8}
; CHECK-DAG: [[EXISTING]] = !{!"branch_weights", i32 1, i32 99}
; CHECK-DAG: [[ACCURATE]] = !{!"function_entry_count", i64 0}
; CHECK-DAG: [[KEEP]] = !{!"function_entry_count", i64 12345}
; CHECK-DAG: [[VP]] = !{!"VP", i32 0, i64 95, i64 4496110066155857274, i64 40, i64 -1331451835173597196, i64 30, i64 -1997923196274012626, i64 10}
; CHECK-DAG: [[INVOKE]] = !{!"branch_weights", i32 100}

;--- p.prof
dup:1000:7
 1: 111
 2: 101
 3: 10
 !CFGChecksum: 5
sat:30000000000:7
 1: 8589934597
 2: 8589934000
 3: 597
 !CFGChecksum: 5
zero:100:7
 1: 100
 2: 0
 3: 0
 !CFGChecksum: 5
existing:100:7
 1: 100
 2: 50
 3: 50
 !CFGChecksum: 5
calls:1000:7
 1: 100
 2: 100
 3: 90 target_a:40 target_b:30 target_c:10 target_d:10
 3: target_e:5
  1: 5
  !CFGChecksum: 1
 !CFGChecksum: 5
;--- m.ll
define void @dup(i32 %x) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -1695117898791608562, i64 1, i32 0, i64 -1)
  switch i32 %x, label %other [ i32 1, label %hot
                                i32 2, label %hot ]
hot:
  call void @llvm.pseudoprobe(i64 -1695117898791608562, i64 2, i32 0, i64 -1)
  ret void
other:
  call void @llvm.pseudoprobe(i64 -1695117898791608562, i64 3, i32 0, i64 -1)
  ret void
}

define void @sat(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 4585546444997781587, i64 1, i32 0, i64 -1)
  call void @ext()
  br i1 %c, label %a, label %b
a:
  call void @llvm.pseudoprobe(i64 4585546444997781587, i64 2, i32 0, i64 -1)
  ret void
b:
  call void @llvm.pseudoprobe(i64 4585546444997781587, i64 3, i32 0, i64 -1)
  ret void
}

define void @zero(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 7126800030518488272, i64 1, i32 0, i64 -1)
  br i1 %c, label %a, label %b
a:
  call void @llvm.pseudoprobe(i64 7126800030518488272, i64 2, i32 0, i64 -1)
  ret void
b:
  call void @llvm.pseudoprobe(i64 7126800030518488272, i64 3, i32 0, i64 -1)
  ret void
}

define void @existing(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -8153689148735299340, i64 1, i32 0, i64 -1)
  br i1 %c, label %a, label %b, !prof !20
a:
  call void @llvm.pseudoprobe(i64 -8153689148735299340, i64 2, i32 0, i64 -1)
  ret void
b:
  call void @llvm.pseudoprobe(i64 -8153689148735299340, i64 3, i32 0, i64 -1)
  ret void
}

define void @accurate() #1 {
  ret void
}

define void @keep() #0 !prof !21 {
  ret void
}

define void @calls(ptr %fp) #0 personality ptr null !dbg !10 {
entry:
  call void @llvm.pseudoprobe(i64 -6165916176505259022, i64 1, i32 0, i64 -1), !dbg !11
  call void %fp(), !dbg !12
  invoke void @ext() to label %ok unwind label %pad, !dbg !11
ok:
  call void @llvm.pseudoprobe(i64 -6165916176505259022, i64 2, i32 0, i64 -1), !dbg !11
  ret void
pad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}

declare void @ext()
declare void @llvm.pseudoprobe(i64, i64, i32, i64)

attributes #0 = { "use-sample-profile" }
attributes #1 = { "use-sample-profile" "profile-sample-accurate" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!llvm.pseudo_probe_desc = !{!30, !31, !32, !33, !34}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "m.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!10 = distinct !DISubprogram(name: "calls", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DILocation(line: 2, scope: !10)
; Indirect call probe 3 (type 1, factor 100).
!12 = !DILocation(line: 3, scope: !13)
!13 = !DILexicalBlockFile(scope: !10, file: !1, discriminator: 119537695)
!20 = !{!"branch_weights", i32 1, i32 99}
!21 = !{!"function_entry_count", i64 12345}
!30 = !{i64 -1695117898791608562, i64 5, !"dup"}
!31 = !{i64 4585546444997781587, i64 5, !"sat"}
!32 = !{i64 7126800030518488272, i64 5, !"zero"}
!33 = !{i64 -8153689148735299340, i64 5, !"existing"}
!34 = !{i64 -6165916176505259022, i64 5, !"calls"}
