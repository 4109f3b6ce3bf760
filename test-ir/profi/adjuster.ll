; profi's post-processing steps and the LLVM options that switch them off, checked against
; opt-16 with the same options (both runs of each pair pass the same checks).
; RUN: rm -rf %t && split-file %s %t
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s --check-prefixes=CHECK,ISLANDS,EVEN,REBALANCE
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof>' -S %t/m.ll | FileCheck %s --check-prefixes=CHECK,ISLANDS,EVEN,REBALANCE
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-join-islands=false -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s --check-prefixes=CHECK,NO-ISLANDS,EVEN,REBALANCE
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof;sample-profile-join-islands=false>' -S %t/m.ll | FileCheck %s --check-prefixes=CHECK,NO-ISLANDS,EVEN,REBALANCE
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-even-flow-distribution=false -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s --check-prefixes=CHECK,ISLANDS,NO-EVEN,REBALANCE
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof;sample-profile-even-flow-distribution=false>' -S %t/m.ll | FileCheck %s --check-prefixes=CHECK,ISLANDS,NO-EVEN,REBALANCE
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-even-flow-distribution=false -sample-profile-rebalance-unknown=false -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s --check-prefixes=CHECK,ISLANDS,NO-EVEN,NO-REBALANCE
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof;sample-profile-even-flow-distribution=false;sample-profile-rebalance-unknown=false>' -S %t/m.ll | FileCheck %s --check-prefixes=CHECK,ISLANDS,NO-EVEN,NO-REBALANCE

; islands: a hot loop (500) between an entry and an exit sampled 0. The flow solution is a
; circulation around the loop, cut off from the entry; joining islands adds one unit along
; entry → header → exit, so the loop is reachable (500 : 1). Without it: 500 : 0.
; CHECK-LABEL: define void @islands(
; CHECK: br i1 %c, label %latch, label %exit, !prof [[ISL:![0-9]+]]

; rebalance: a switch to three unsampled blocks (b falls into c) and a sampled one (10). The
; unknown subgraph between the entry and the join gets the other 90 split evenly over the
; three unknown targets — by the even flow split, or by the rebalancing when that is off;
; with both off the solver's first path takes it all.
; CHECK-LABEL: define void @rebalance(
; CHECK: i32 3, label %known
; CHECK-NEXT: ], !prof [[REB:![0-9]+]]

; even: two unsampled diamonds between sampled blocks: 50 : 50 either way unless both the
; even split and the rebalancing are off.
; CHECK-LABEL: define void @even(
; CHECK: br i1 %c, label %l, label %r, !prof [[EVN:![0-9]+]]

; unlikely: the edge into a block ending in `unreachable` and an invoke's unwind edge cost
; 2^30 per unit: no flow goes there although their blocks are unsampled. The entry (100)
; and `ok` (80) meet at 90 with the even split, at 80 without it.
; CHECK-LABEL: define void @unlikely(
; CHECK-SAME: !prof [[UNL_ENTRY:![0-9]+]]
; CHECK: br i1 %c, label %fail, label %go, !prof [[UNL:![0-9]+]]
; CHECK: invoke void @may_throw()
; CHECK-NOT: !prof
; CHECK: to label %ok unwind label %pad

; The metadata, after the last function.
; ISLANDS-DAG: [[ISL]] = !{!"branch_weights", i32 500, i32 1}
; NO-ISLANDS-DAG: [[ISL]] = !{!"branch_weights", i32 500, i32 0}
; REBALANCE-DAG: [[REB]] = !{!"branch_weights", i32 30, i32 30, i32 30, i32 10}
; NO-REBALANCE-DAG: [[REB]] = !{!"branch_weights", i32 90, i32 0, i32 0, i32 10}
; REBALANCE-DAG: [[EVN]] = !{!"branch_weights", i32 50, i32 50}
; NO-REBALANCE-DAG: [[EVN]] = !{!"branch_weights", i32 100, i32 0}
; EVEN-DAG: [[UNL_ENTRY]] = !{!"function_entry_count", i64 90}
; EVEN-DAG: [[UNL]] = !{!"branch_weights", i32 0, i32 90}
; NO-EVEN-DAG: [[UNL_ENTRY]] = !{!"function_entry_count", i64 80}
; NO-EVEN-DAG: [[UNL]] = !{!"branch_weights", i32 0, i32 80}

;--- p.prof
islands:1000:0
 1: 0
 2: 500
 3: 500
 4: 0
 !CFGChecksum: 11
rebalance:1000:100
 1: 100
 5: 10
 6: 100
 !CFGChecksum: 11
even:1000:100
 1: 100
 4: 100
 7: 100
 !CFGChecksum: 11
unlikely:1000:100
 1: 100
 4: 80
 !CFGChecksum: 11
;--- m.ll
define void @islands(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -876256209967843565, i64 1, i32 0, i64 -1)
  br label %header
header:
  call void @llvm.pseudoprobe(i64 -876256209967843565, i64 2, i32 0, i64 -1)
  br i1 %c, label %latch, label %exit
latch:
  call void @llvm.pseudoprobe(i64 -876256209967843565, i64 3, i32 0, i64 -1)
  br label %header
exit:
  call void @llvm.pseudoprobe(i64 -876256209967843565, i64 4, i32 0, i64 -1)
  ret void
}

define void @rebalance(i32 %x) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -342440888494624471, i64 1, i32 0, i64 -1)
  switch i32 %x, label %a [ i32 1, label %b
                            i32 2, label %c
                            i32 3, label %known ]
a:
  call void @llvm.pseudoprobe(i64 -342440888494624471, i64 2, i32 0, i64 -1)
  br label %join
b:
  call void @llvm.pseudoprobe(i64 -342440888494624471, i64 3, i32 0, i64 -1)
  br label %c
c:
  call void @llvm.pseudoprobe(i64 -342440888494624471, i64 4, i32 0, i64 -1)
  br label %join
known:
  call void @llvm.pseudoprobe(i64 -342440888494624471, i64 5, i32 0, i64 -1)
  br label %join
join:
  call void @llvm.pseudoprobe(i64 -342440888494624471, i64 6, i32 0, i64 -1)
  ret void
}

define void @even(i1 %c, i1 %d) #0 {
entry:
  call void @llvm.pseudoprobe(i64 8831361710399722444, i64 1, i32 0, i64 -1)
  br i1 %c, label %l, label %r
l:
  call void @llvm.pseudoprobe(i64 8831361710399722444, i64 2, i32 0, i64 -1)
  br label %mid
r:
  call void @llvm.pseudoprobe(i64 8831361710399722444, i64 3, i32 0, i64 -1)
  br label %mid
mid:
  call void @llvm.pseudoprobe(i64 8831361710399722444, i64 4, i32 0, i64 -1)
  br i1 %d, label %l2, label %r2
l2:
  call void @llvm.pseudoprobe(i64 8831361710399722444, i64 5, i32 0, i64 -1)
  br label %exit
r2:
  call void @llvm.pseudoprobe(i64 8831361710399722444, i64 6, i32 0, i64 -1)
  br label %exit
exit:
  call void @llvm.pseudoprobe(i64 8831361710399722444, i64 7, i32 0, i64 -1)
  ret void
}

define void @unlikely(i1 %c, i1 %d) #0 personality ptr null {
entry:
  call void @llvm.pseudoprobe(i64 -3254030163536627929, i64 1, i32 0, i64 -1)
  br i1 %c, label %fail, label %go
fail:
  call void @llvm.pseudoprobe(i64 -3254030163536627929, i64 2, i32 0, i64 -1)
  call void @abort()
  unreachable
go:
  call void @llvm.pseudoprobe(i64 -3254030163536627929, i64 3, i32 0, i64 -1)
  invoke void @may_throw() to label %ok unwind label %pad
ok:
  call void @llvm.pseudoprobe(i64 -3254030163536627929, i64 4, i32 0, i64 -1)
  ret void
pad:
  %lp = landingpad { ptr, i32 } cleanup
  call void @llvm.pseudoprobe(i64 -3254030163536627929, i64 5, i32 0, i64 -1)
  ret void
}

declare void @abort()
declare void @may_throw()
declare void @llvm.pseudoprobe(i64, i64, i32, i64)

attributes #0 = { "use-sample-profile" }

!llvm.pseudo_probe_desc = !{!0, !1, !2, !3}
!0 = !{i64 -876256209967843565, i64 11, !"islands"}
!1 = !{i64 -342440888494624471, i64 11, !"rebalance"}
!2 = !{i64 8831361710399722444, i64 11, !"even"}
!3 = !{i64 -3254030163536627929, i64 11, !"unlikely"}
