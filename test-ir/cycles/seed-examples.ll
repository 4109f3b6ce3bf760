; The four example graphs of the cycle-forest design document, written as IR. Our forest must print what LLVM prints;
; the irreducible dispatch nests {1,2,3,5} inside {1..5} with 4 as the outer header.
; RUN: %opt -passes='print<freqpath-cycles>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<freqpath-cycles>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.ours
; RUN: %optllvm -passes='print<cycles>' -disable-output %s 2>&1 | grep -v 'for function:' > %t.llvm
; RUN: diff %t.llvm %t.ours

; CHECK-LABEL: freqpath-cycles for function: minimal_loop
; CHECK-NEXT:    depth=1: entries(b1) b2
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

; CHECK-LABEL: freqpath-cycles for function: cold_call
; CHECK-NOT: depth=
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

; CHECK-LABEL: freqpath-cycles for function: nested_loops
; CHECK-NEXT:    depth=1: entries(b1) b4 b2 b3
; CHECK-NEXT:        depth=2: entries(b2) b3
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

; CHECK-LABEL: freqpath-cycles for function: irreducible_dispatch
; CHECK-NEXT:    depth=1: entries(b4 b5 b1 b2 b3)
; CHECK-NEXT:        depth=2: entries(b5 b1 b2 b3)
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
