; Terminators with unusual successor lists: indirectbr, callbr, invoke in cycles, a switch
; whose default equals a case, unreachable code, and an empty module function list around a
; declaration. Our forest must equal LLVM's and the module must stay valid.
; RUN: %opt -passes='print<freqpath-cycles>,verify' -disable-output %s 2>&1 | grep -v 'for function:' > %t.ours
; RUN: %optllvm -passes='print<cycles>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.llvm
; RUN: diff %t.llvm %t.ours
; Branch probabilities on the same shapes: legacy equals LLVM, annotation keeps IR valid.
; RUN: %opt -passes='print<freqpath-branch-prob-legacy>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.bpi.ours
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | grep -v '^Printing analysis' > %t.bpi.llvm
; RUN: diff %t.bpi.llvm %t.bpi.ours
; RUN: %opt -passes='freqpath-annotate-bpi,verify' -disable-output %s
; RUN: %opt -passes='print<freqpath-cycles>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: for function: indirect
; CHECK-NEXT:    depth=1: entries(b a) cc
; CHECK-LABEL: for function: asm_goto
; CHECK-NEXT:    depth=1: entries(loop) side next

define void @indirect(ptr %p, i1 %c) {
entry:
  indirectbr ptr %p, [label %a, label %b]
a:
  br label %cc
b:
  br i1 %c, label %a, label %exit
cc:
  indirectbr ptr blockaddress(@indirect, %b), [label %b, label %exit]
exit:
  ret void
}

define void @asm_goto(i1 %c) {
entry:
  br label %loop
loop:
  callbr void asm "", "!i"() to label %next [label %side]
side:
  br label %loop
next:
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @switch_default_is_case(i32 %x) {
entry:
  br label %h
h:
  switch i32 %x, label %h [ i32 0, label %h
                            i32 1, label %exit ]
exit:
  ret void
}

define void @only_unreachable() {
entry:
  unreachable
dead1:
  br label %dead2
dead2:
  br label %dead1
}

declare void @external()
