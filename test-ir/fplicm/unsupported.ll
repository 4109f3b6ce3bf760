; <stats> names the first instruction that makes a loop unsupported, by kind (no value names,
; so a script can count the reasons of a whole program): an indirectbr here.
; RUN: %opt -passes='function(freqpath-fplicm-perf<stats>),verify' -disable-output %s 2>&1 | FileCheck %s
; CHECK: function 'f': loop %h: skipped (unsupported instruction in the loop: indirectbr)
; CHECK: function 'f': summary: 1 loops, 0 rewritten

@g = global i32 0
define void @f(i32 %n, ptr %t) {
entry:
  br label %h
h:
  %i = phi i32 [0, %entry], [%i1, %h], [%i1, %x]
  %v = load i32, ptr @g
  %i1 = add i32 %i, %v
  %c = icmp slt i32 %i1, %n
  indirectbr ptr %t, [label %h, label %x, label %e]
x:
  store i32 %i, ptr @g
  indirectbr ptr %t, [label %h, label %e]
e:
  ret void
}
