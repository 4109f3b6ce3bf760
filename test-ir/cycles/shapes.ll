; One function per CFG shape; our print<freqpath-cycles> must equal LLVM's print<cycles>
; line for line, and the plugin must leave the module valid.
; RUN: %opt -passes='print<freqpath-cycles>,verify' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<freqpath-cycles>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.ours
; RUN: %optllvm -passes='print<cycles>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.llvm
; RUN: diff %t.llvm %t.ours
; Branch probabilities on the same shapes: legacy equals LLVM, annotation keeps IR valid.
; RUN: %opt -passes='print<freqpath-branch-prob-legacy>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.bpi.ours
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | grep -v '^Printing analysis' > %t.bpi.llvm
; RUN: diff %t.bpi.llvm %t.bpi.ours
; RUN: %opt -passes='freqpath-annotate-bpi,verify' -disable-output %s

; CHECK-LABEL: for function: single_block
; CHECK-NOT: depth=
define void @single_block() {
entry:
  ret void
}

; CHECK-LABEL: for function: self_loop
; CHECK-NEXT:    depth=1: entries(loop)
define void @self_loop(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; An infinite loop has no exit; it is still a cycle.
; CHECK-LABEL: for function: infinite_loop
; CHECK-NEXT:    depth=1: entries(a) b
define void @infinite_loop() {
entry:
  br label %a
a:
  br label %b
b:
  br label %a
}

; Irreducible: the DFS explores the last successor first, so %right is the header.
; CHECK-LABEL: for function: irreducible_pair
; CHECK-NEXT:    depth=1: entries(right left)
define void @irreducible_pair(i1 %c) {
entry:
  br i1 %c, label %left, label %right
left:
  br i1 %c, label %right, label %exit
right:
  br i1 %c, label %left, label %exit
exit:
  ret void
}

; An unreachable block branching into a loop makes its target an extra entry (LLVM 16).
; CHECK-LABEL: for function: unreachable_pred
; CHECK-NEXT:    depth=1: entries(header body)
define void @unreachable_pred(i1 %c) {
entry:
  br label %header
header:
  br i1 %c, label %body, label %exit
body:
  br label %header
dead:
  br label %body
exit:
  ret void
}

; A switch with duplicate successors: one predecessor entry per edge.
; CHECK-LABEL: for function: switch_duplicates
; CHECK-NEXT:    depth=1: entries(head) latch
define void @switch_duplicates(i32 %x) {
entry:
  br label %head
head:
  switch i32 %x, label %latch [ i32 1, label %latch
                                i32 2, label %head
                                i32 3, label %exit
                                i32 4, label %latch ]
latch:
  br label %head
exit:
  ret void
}

; invoke/landingpad inside a loop: the unwind edge leaves the cycle.
; CHECK-LABEL: for function: invoke_in_loop
; CHECK-NEXT:    depth=1: entries(loop) cont
define void @invoke_in_loop() personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  invoke void @may_throw() to label %cont unwind label %lpad
cont:
  br label %loop
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; Unnamed blocks print as their slot numbers.
; CHECK-LABEL: for function: unnamed_blocks
; CHECK-NEXT:    depth=1: entries(2) 3
define void @unnamed_blocks(i1 %0) {
1:
  br label %2
2:
  br i1 %0, label %3, label %4
3:
  br label %2
4:
  ret void
}

; Declarations print nothing.
; CHECK-NOT: for function: may_throw
declare void @may_throw()
declare i32 @__gxx_personality_v0(...)
