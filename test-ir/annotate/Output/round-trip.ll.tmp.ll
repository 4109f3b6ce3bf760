; ModuleID = '/work/main/test-ir/annotate/round-trip.ll'
source_filename = "/work/main/test-ir/annotate/round-trip.ll"

define void @irreducible_dispatch(i32 %x) {
b0:
  switch i32 %x, label %b5 [
    i32 1, label %b1
    i32 2, label %b2
    i32 3, label %b3
    i32 4, label %b4
  ]

b1:                                               ; preds = %b5, %b0
  br label %b5

b2:                                               ; preds = %b5, %b0
  br label %b5

b3:                                               ; preds = %b5, %b0
  br label %b5

b4:                                               ; preds = %b5, %b0
  br label %b5

b5:                                               ; preds = %b4, %b3, %b2, %b1, %b0
  switch i32 %x, label %b6 [
    i32 1, label %b1
    i32 2, label %b2
    i32 3, label %b3
    i32 4, label %b4
  ], !prof !0

b6:                                               ; preds = %b5
  ret void
}

define void @duplicates_and_unreachable(i32 %x, i1 %c) {
entry:
  br label %loop

loop:                                             ; preds = %loop, %loop, %entry
  switch i32 %x, label %loop [
    i32 1, label %loop
    i32 2, label %dead
    i32 3, label %exit
  ], !prof !1

dead:                                             ; preds = %loop
  unreachable

exit:                                             ; preds = %loop
  ret void
}

!0 = !{!"branch_weights", i32 33825, i32 1048575, i32 1048575, i32 1048575, i32 33825}
!1 = !{!"branch_weights", i32 1048575, i32 1048575, i32 0, i32 33825}
