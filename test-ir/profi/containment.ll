; A failure inside one function (here a panic injected right after its first metadata write)
; is reported once, that function's writes are undone, and the other functions are
; annotated as usual.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %opt -passes='freqpath-profi<profile=%t/p.prof;debug-panic-write=f>' -S %t/m.ll -o %t/out.ll 2> %t/err
; RUN: FileCheck %s --check-prefix=ERR < %t/err
; RUN: FileCheck %s < %t/out.ll
; RUN: not %opt -passes='freqpath-profi<profile=%t/p.prof;debug-panic=f>' -S %t/m.ll 2>&1 | FileCheck %s --check-prefix=BEFORE
; ERR: error: freqpath: freqpath-profi: internal error in function 'f': debug-panic-write requested ({{.*}}); function skipped, IR unchanged
; ERR-NOT: error
; BEFORE: error: freqpath: freqpath-profi: internal error in function 'f': debug-panic requested
; CHECK: define void @f(i1 %c) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 1, i32 0, i64 -1)
; CHECK-NEXT: br i1 %c, label %a, label %b{{$}}
; CHECK: define void @g(i1 %c) #0 !prof [[G_ENTRY:![0-9]+]] {
; CHECK: br i1 %c, label %a, label %b, !prof [[G_BR:![0-9]+]]
; CHECK-DAG: [[G_ENTRY]] = !{!"function_entry_count", i64 100}
; CHECK-DAG: [[G_BR]] = !{!"branch_weights", i32 70, i32 30}

;--- p.prof
f:100:1
 1: 100
 2: 70
 3: 30
 !CFGChecksum: 5
g:100:1
 1: 100
 2: 70
 3: 30
 !CFGChecksum: 5
;--- m.ll
define void @f(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 1, i32 0, i64 -1)
  br i1 %c, label %a, label %b
a:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 2, i32 0, i64 -1)
  ret void
b:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 3, i32 0, i64 -1)
  ret void
}

define void @g(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -5300342847281564238, i64 1, i32 0, i64 -1)
  br i1 %c, label %a, label %b
a:
  call void @llvm.pseudoprobe(i64 -5300342847281564238, i64 2, i32 0, i64 -1)
  ret void
b:
  call void @llvm.pseudoprobe(i64 -5300342847281564238, i64 3, i32 0, i64 -1)
  ret void
}

declare void @llvm.pseudoprobe(i64, i64, i32, i64)

attributes #0 = { "use-sample-profile" }

!llvm.pseudo_probe_desc = !{!0, !1}
!0 = !{i64 -3706093650706652785, i64 5, !"f"}
!1 = !{i64 -5300342847281564238, i64 5, !"g"}
