; A panic inside a pass is caught at the pass entry: opt prints one `error: freqpath:` line,
; keeps going, and the module it writes is exactly the input module.
; RUN: %opt -passes='print<freqpath-cycles<debug-panic>>' -S %s -o %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: %optllvm -S %s -o %t.ref
; RUN: diff %t.ref %t.out
; ERR: error: freqpath: print<freqpath-cycles>: internal error: debug-panic requested
; ERR-NOT: panicked

define i32 @f(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %loop, label %exit
exit:
  ret i32 0
}
