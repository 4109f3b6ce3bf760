; The four example graphs of the cycle-forest design document. Legacy mode must print exactly what LLVM 16 prints; cycles
; mode must give the seed's numbers, which differ from LLVM 16 only on the irreducible dispatch.
; RUN: %opt -passes='print<freqpath-branch-prob-legacy>' -disable-output %s 2>&1 | grep -v 'for function' > %t.legacy
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | grep -v '^Printing analysis' > %t.llvm
; RUN: diff %t.llvm %t.legacy
; RUN: %opt -passes='print<freqpath-branch-prob>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=CYCLES
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM

; The only signal is the loop: the exit is scaled by 31, so the header splits 31:1.
; CYCLES-LABEL: for function: minimal_loop
; CYCLES: edge b1 -> b2 probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]
; CYCLES: edge b1 -> b3 probability is 0x04000000 / 0x80000000 = 3.12%
define void @minimal_loop(i1 %c) {
b0:
  br label %b1
b1:
  br i1 %c, label %b2, label %b3
b2:
  br label %b1
b3:
  br label %b4
b4:
  ret void
}

; Block 3 is cold and post-dominates 1, so 1 is cold too: COLD vs DEFAULT at block 0.
; CYCLES-LABEL: for function: cold_call
; CYCLES: edge b0 -> b1 probability is 0x078780e3 / 0x80000000 = 5.88%
; CYCLES: edge b0 -> b2 probability is 0x78787f1d / 0x80000000 = 94.12% [HOT edge]
define void @cold_call(i1 %c) {
b0:
  br i1 %c, label %b1, label %b2
b1:
  br label %b3
b2:
  br label %b4
b3:
  call void @cold_fn()
  br label %b5
b4:
  br label %b5
b5:
  ret void
}

; Each loop scales its own exit.
; CYCLES-LABEL: for function: nested_loops
; CYCLES: edge b2 -> b3 probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]
; CYCLES: edge b2 -> b4 probability is 0x04000000 / 0x80000000 = 3.12%
; CYCLES: edge b4 -> b1 probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]
; CYCLES: edge b4 -> b5 probability is 0x04000000 / 0x80000000 = 3.12%
define void @nested_loops(i1 %c) {
b0:
  br label %b1
b1:
  br label %b2
b2:
  br i1 %c, label %b3, label %b4
b3:
  br label %b2
b4:
  br i1 %c, label %b1, label %b5
b5:
  ret void
}

; The forest nests {1,2,3,5} inside {1..5} (header 4): 5->4 leaves the inner cycle and is
; scaled like the real exit 5->6. LLVM 16's flat SCC gives 0.80% / 24.80% instead.
; CYCLES-LABEL: for function: irreducible_dispatch
; CYCLES: edge b0 -> b5 probability is 0x1999999a / 0x80000000 = 20.00%
; CYCLES: edge b5 -> b6 probability is 0x0158ed23 / 0x80000000 = 1.05%
; CYCLES: edge b5 -> b1 probability is 0x29c4b73e / 0x80000000 = 32.63%
; CYCLES: edge b5 -> b2 probability is 0x29c4b73e / 0x80000000 = 32.63%
; CYCLES: edge b5 -> b3 probability is 0x29c4b73e / 0x80000000 = 32.63%
; CYCLES: edge b5 -> b4 probability is 0x0158ed23 / 0x80000000 = 1.05%
; LLVM-LABEL: for function 'irreducible_dispatch'
; LLVM: edge b5 -> b6 probability is 0x010624dd / 0x80000000 = 0.80%
; LLVM: edge b5 -> b1 probability is 0x1fbe76c9 / 0x80000000 = 24.80%
; LLVM: edge b5 -> b4 probability is 0x1fbe76c9 / 0x80000000 = 24.80%
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

declare void @cold_fn() cold
