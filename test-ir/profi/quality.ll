; freqpath-profi<quality>: the same flow problem, solved for the most likely counts given
; Poisson-sampled block counts, instead of with LLVM's flat costs. Exact mode (checked here
; against opt-16 too) and quality mode on three functions:
;  * loop: entry 19, header 24, body sampled 0, exit 19. LLVM raises the body to 5 (11 per
;    unit) rather than lower the header (20 per unit); the likelihood keeps the sampled 0
;    and meets in the middle of the noisy counts (the head samples, 19, count the entry a
;    second time): 20.
;  * noisy: arms sampled 560 + 540 under a branch of 1000. LLVM lowers the arms to 502 and
;    498, losing their sampled difference; the likelihood settles at 1022 = 518 + 504.
;  * called: no block sample, only head samples: nothing for LLVM (entry count -1), the head
;    samples give the entry count in quality mode.
; RUN: rm -rf %t && split-file %s %t
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s --check-prefix=EXACT
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof>' -S %t/m.ll | FileCheck %s --check-prefix=EXACT
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof;quality>' -S %t/m.ll | FileCheck %s --check-prefix=QUALITY

; EXACT-LABEL: define void @loop(
; EXACT-SAME: !prof [[LOOP_ENTRY:![0-9]+]]
; EXACT: br i1 %c, label %body, label %exit, !prof [[LOOP:![0-9]+]]
; EXACT-LABEL: define void @noisy(
; EXACT-SAME: !prof [[NOISY_ENTRY:![0-9]+]]
; EXACT: br i1 %c, label %left, label %right, !prof [[NOISY:![0-9]+]]
; EXACT-LABEL: define void @called(
; EXACT-SAME: !prof [[CALLED:![0-9]+]]
; EXACT-DAG: [[LOOP_ENTRY]] = !{!"function_entry_count", i64 19}
; EXACT-DAG: [[LOOP]] = !{!"branch_weights", i32 5, i32 19}
; EXACT-DAG: [[NOISY_ENTRY]] = !{!"function_entry_count", i64 1000}
; EXACT-DAG: [[NOISY]] = !{!"branch_weights", i32 502, i32 498}
; EXACT-DAG: [[CALLED]] = !{!"function_entry_count", i64 -1}

; QUALITY-LABEL: define void @loop(
; QUALITY-SAME: !prof [[LOOP_ENTRY:![0-9]+]]
; QUALITY: br i1 %c, label %body, label %exit, !prof [[LOOP:![0-9]+]]
; QUALITY-LABEL: define void @noisy(
; QUALITY-SAME: !prof [[NOISY_ENTRY:![0-9]+]]
; QUALITY: br i1 %c, label %left, label %right, !prof [[NOISY:![0-9]+]]
; QUALITY-LABEL: define void @called(
; QUALITY-SAME: !prof [[CALLED:![0-9]+]]
; QUALITY-DAG: [[LOOP_ENTRY]] = !{!"function_entry_count", i64 20}
; QUALITY-DAG: [[LOOP]] = !{!"branch_weights", i32 0, i32 20}
; QUALITY-DAG: [[NOISY_ENTRY]] = !{!"function_entry_count", i64 1022}
; QUALITY-DAG: [[NOISY]] = !{!"branch_weights", i32 518, i32 504}
; QUALITY-DAG: [[CALLED]] = !{!"function_entry_count", i64 42}

;--- p.prof
loop:100:19
 1: 19
 2: 24
 3: 0
 4: 19
 !CFGChecksum: 3
noisy:4000:1000
 1: 1000
 2: 1000
 3: 560
 4: 540
 5: 1000
 !CFGChecksum: 3
called:50:42
 !CFGChecksum: 3
;--- m.ll
define void @loop(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 4301832329306344420, i64 1, i32 0, i64 -1)
  br label %header
header:
  call void @llvm.pseudoprobe(i64 4301832329306344420, i64 2, i32 0, i64 -1)
  br i1 %c, label %body, label %exit
body:
  call void @llvm.pseudoprobe(i64 4301832329306344420, i64 3, i32 0, i64 -1)
  br label %header
exit:
  call void @llvm.pseudoprobe(i64 4301832329306344420, i64 4, i32 0, i64 -1)
  ret void
}

define void @noisy(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -2623125463886189729, i64 1, i32 0, i64 -1)
  br label %branch
branch:
  call void @llvm.pseudoprobe(i64 -2623125463886189729, i64 2, i32 0, i64 -1)
  br i1 %c, label %left, label %right
left:
  call void @llvm.pseudoprobe(i64 -2623125463886189729, i64 3, i32 0, i64 -1)
  br label %join
right:
  call void @llvm.pseudoprobe(i64 -2623125463886189729, i64 4, i32 0, i64 -1)
  br label %join
join:
  call void @llvm.pseudoprobe(i64 -2623125463886189729, i64 5, i32 0, i64 -1)
  ret void
}

define void @called() #0 {
entry:
  call void @llvm.pseudoprobe(i64 -8705695290094177457, i64 1, i32 0, i64 -1)
  ret void
}

declare void @llvm.pseudoprobe(i64, i64, i32, i64)

attributes #0 = { "use-sample-profile" }

!llvm.pseudo_probe_desc = !{!0, !1, !2}
!0 = !{i64 4301832329306344420, i64 3, !"loop"}
!1 = !{i64 -2623125463886189729, i64 3, !"noisy"}
!2 = !{i64 -8705695290094177457, i64 3, !"called"}
