; freqpath-annotate-bpi writes the cycle-forest probabilities as branch_weights; LLVM's own
; print<branch-prob> on the result must print exactly what print<freqpath-branch-prob> prints
; on the input, and the module must stay valid.
; RUN: %opt -passes='freqpath-annotate-bpi<stats>,verify' %s -S -o %t.ll 2> %t.stats
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %t.ll 2>&1 | grep -v '^Printing analysis' > %t.llvm
; RUN: %opt -passes='print<freqpath-branch-prob>' -disable-output %s 2>&1 | grep -v 'for function' > %t.ours
; RUN: diff %t.llvm %t.ours
; Without the annotation LLVM 16 disagrees on the dispatch (flat SCC), so the check above is
; not vacuous:
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | grep -v '^Printing analysis' > %t.before
; RUN: not diff %t.before %t.ours

; The dispatch's weights are the estimated ones: default 0xfffff inside the inner cycle,
; 0xfffff/31 on the two edges leaving it.
; IR-LABEL: define void @irreducible_dispatch
; IR: b5:
; IR: switch i32 %x, label %b6 [
; IR: ], !prof ![[W:[0-9]+]]
; IR: ![[W]] = !{!"branch_weights", i32 33825, i32 1048575, i32 1048575, i32 1048575, i32 33825}
; STATS: function 'irreducible_dispatch': {{[0-9]+}} blocks, {{[0-9]+}} edges annotated, 0 edges not representable

define void @irreducible_dispatch(i32 %x) {
b0:
  switch i32 %x, label %b5 [ i32 1, label %b1
                             i32 2, label %b2
                             i32 3, label %b3
                             i32 4, label %b4 ]
b1:
  br label %b5
b2:
  br label %b5
b3:
  br label %b5
b4:
  br label %b5
b5:
  switch i32 %x, label %b6 [ i32 1, label %b1
                             i32 2, label %b2
                             i32 3, label %b3
                             i32 4, label %b4 ]
b6:
  ret void
}

; Duplicate successors and an unreachable successor in one switch.
; STATS: function 'duplicates_and_unreachable': {{.*}} 0 edges not representable
define void @duplicates_and_unreachable(i32 %x, i1 %c) {
entry:
  br label %loop
loop:
  switch i32 %x, label %loop [ i32 1, label %loop
                               i32 2, label %dead
                               i32 3, label %exit ]
dead:
  unreachable
exit:
  ret void
}
