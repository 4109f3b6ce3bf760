; Block and function names that are not UTF-8 print byte for byte as LLVM prints them.
; RUN: %opt -passes='print<freqpath-cycles>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.ours
; RUN: %optllvm -passes='print<cycles>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.llvm
; RUN: cmp %t.llvm %t.ours
; RUN: %opt -passes='print<freqpath-branch-prob-legacy>' -disable-output %s 2>&1 | grep -v 'for function' > %t.bpi.ours
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | grep -v '^Printing analysis' > %t.bpi.llvm
; RUN: cmp %t.bpi.llvm %t.bpi.ours

define void @"f\FFname"(i1 %c) {
entry:
  br label %"l\FEoop"
"l\FEoop":
  br i1 %c, label %"l\FEoop", label %"ex it"
"ex it":
  ret void
}
