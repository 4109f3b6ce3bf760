; A block whose address a global table and an instruction both take, in a function with a
; critical edge: splitting must leave the address's use list in its order (the global's use
; first), as LLVM's in-place split does.
@table = constant [2 x ptr] [ptr blockaddress(@dispatch, %one), ptr blockaddress(@dispatch, %two)]

define void @dispatch(i1 %c, ptr %p) {
entry:
  br i1 %c, label %pick, label %two
pick:
  %dest = select i1 %c, ptr blockaddress(@dispatch, %one), ptr %p
  indirectbr ptr %dest, [label %one, label %two]
one:
  ret void
two:
  ret void
}
