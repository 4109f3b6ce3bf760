; Scoped-noalias metadata and freqpath-fplicm. The frequent store through
; %out carries !alias.scope, the load of @j !noalias for that scope, so scoped-noalias-aa
; says the store never writes @j and the load is hoisted (function @no_decl). A scope
; declared inside the loop (`llvm.experimental.noalias.scope.decl`, as inlining a restrict
; function into a loop leaves it) holds for one iteration only, while the hoisted load stands
; for every iteration: in such a function the pass does not trust the scope tags and the
; store keeps blocking the load (function @decl_in_loop).
; RUN: %opt -aa-pipeline=scoped-noalias-aa -passes='function(freqpath-fplicm<stats;validate>),verify' -S %s -o %t.ll 2> %t.stats
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: FileCheck %s < %t.ll
; The store is what blocks @decl_in_loop: LLVM is asked about it and does not prove it
; independent (the declaration itself writes only inaccessible memory).
; RUN: env FREQPATH_LOG=debug %opt -aa-pipeline=scoped-noalias-aa -passes='function(freqpath-fplicm)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TRACE
; TRACE: memory questions our rules left open: 2, proved independent by LLVM's alias analysis: 1
; TRACE-NEXT: memory questions our rules left open: 1, proved independent by LLVM's alias analysis: 0

; STATS: function 'no_decl': loop %body: hoisted load of @j (1 loads), 1 repairs: %rare
; STATS: function 'decl_in_loop': loop %body: skipped (no almost-invariant load: load of @j may be written on frequent block %body)

; CHECK-LABEL: define void @no_decl(
; CHECK: %fplicm.pre = load i32, ptr @j
; CHECK-LABEL: define void @decl_in_loop(
; CHECK-NOT: fplicm
; CHECK: ret void

@j = global i32 0, align 4

declare void @llvm.experimental.noalias.scope.decl(metadata)

define void @no_decl(ptr %out, i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %v = load i32, ptr @j, align 4, !noalias !2
  store i32 %v, ptr %out, align 4, !alias.scope !2
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 0
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  store i32 %i, ptr @j, align 4
  br label %latch

latch:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

define void @decl_in_loop(ptr %out, i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  %v = load i32, ptr @j, align 4, !noalias !2
  store i32 %v, ptr %out, align 4, !alias.scope !2
  %r = and i32 %i, 63
  %c = icmp eq i32 %r, 0
  br i1 %c, label %rare, label %latch, !prof !0

rare:
  store i32 %i, ptr @j, align 4
  br label %latch

latch:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %exit, !prof !1

exit:
  ret void
}

!0 = !{!"branch_weights", i32 1, i32 63}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!3}
!3 = distinct !{!3, !4, !"out"}
!4 = distinct !{!4, !"restrict"}
