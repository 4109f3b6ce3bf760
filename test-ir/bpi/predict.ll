; print<freqpath-branch-prob-predict>: the format of print<branch-prob>; LLVM 16's cascade
; first (valid !prof, the estimated weights, the floating-point heuristic), and where it
; leaves a branch uniform or answers with its pointer or zero heuristic, the features
; combined with the table's hit rates when they carry weight (here a hand-written table, so
; the numbers below do not move when the shipped table is refitted);
; <explain> names the step and every feature with its rate.
; RUN: %opt -passes='print<freqpath-branch-prob-predict<explain;rates=%S/Inputs/predict.rates>>,verify' -disable-output %s 2>&1 | FileCheck %s
; Without <explain> the lines are exactly LLVM's format.
; RUN: %opt -passes='print<freqpath-branch-prob-predict<rates=%S/Inputs/predict.rates>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAIN
; The shipped table runs too, and a bad table or parameter stops opt with one error line.
; RUN: %opt -passes='print<freqpath-branch-prob-predict>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SHIPPED
; RUN: not %opt -passes='print<freqpath-branch-prob-predict<rates=%S/predict.ll>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BADTABLE
; RUN: not %opt -passes='print<freqpath-branch-prob-predict<stats>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BADPARAM

; PLAIN-LABEL: for function: metadata
; PLAIN-NEXT: ---- Branch Probabilities ----
; PLAIN-NEXT: {{^}}  edge entry -> a probability is 0x60000000 / 0x80000000 = 75.00%{{$}}
; PLAIN-NEXT: {{^}}  edge entry -> b probability is 0x20000000 / 0x80000000 = 25.00%{{$}}
; SHIPPED-LABEL: for function: count
; SHIPPED: edge loop -> loop probability is 0x{{[0-9a-f]+}} / 0x80000000 = {{[0-9.]+}}%
; BADTABLE: error: freqpath: rates file '{{.*}}predict.ll': line 1: expected 'feature rate'
; BADPARAM: error: freqpath: unknown parameter 'stats' for pass 'print<freqpath-branch-prob-predict>'

; !prof wins over the evidence (the features are still listed).
; CHECK-LABEL: for function: metadata
; CHECK: edge entry -> a probability is 0x60000000 / 0x80000000 = 75.00%  ; metadata: branch_weights; features: next-block=- ret-void=-
; CHECK: edge entry -> b probability is 0x20000000 / 0x80000000 = 25.00%  ; metadata: branch_weights; features: ret-void=-
define void @metadata(i1 %c) {
entry:
  br i1 %c, label %a, label %b, !prof !0
a:
  ret void
b:
  ret void
}

; LLVM's cascade answers for loops whatever the table says: the latch gets the estimated
; loop-exit ratio (1/32), as print<branch-prob> does. Its weakest rules, the zero and pointer
; heuristics, give way to weighted evidence: the guard `n > 0` would be 20:12 for entering
; the loop, but the loop calls a function (call 0.4: 40 %).
; CHECK-LABEL: for function: count
; CHECK: edge entry -> loop probability is 0x33333333 / 0x80000000 = 40.00%  ; predicted over zero heuristic: compare with 0; features: next-block=- loop-enter=- call=0.400 guard=- true-edge=-
; CHECK: edge entry -> exit probability is 0x4ccccccd / 0x80000000 = 60.00%  ; predicted over zero heuristic: compare with 0; features: skip=- ret-zero=- int-nonpositive=-
; CHECK: edge loop -> loop probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]  ; estimated: no estimate, default 0xfffff; features: loop-back=0.900 call=0.400 guard=- true-edge=-
; CHECK: edge loop -> exit probability is 0x04000000 / 0x80000000 = 3.12%  ; estimated: no estimate, default 0xfffff, loop exit /31; features: loop-exit=0.100 next-block=- skip=- ret-zero=-
declare void @work(ptr)
declare void @abort() noreturn

define i32 @count(ptr %p, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @work(ptr %p)
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  ret i32 0
}

; A null pointer returning -1: the evidence (ret-negative 0.1 and ptr-null 0.2 against a
; call 0.4 on the other side: 1:24) replaces the pointer heuristic's 12:20.
; CHECK-LABEL: for function: null_check
; CHECK: edge entry -> bad probability is 0x051eb852 / 0x80000000 = 4.00%  ; predicted over pointer heuristic; features: next-block=- ret-negative=0.100 true-edge=- ptr-null=0.200
; CHECK: edge entry -> ok probability is 0x7ae147ae / 0x80000000 = 96.00% [HOT edge]  ; predicted over pointer heuristic; features: call=0.400 guard=- ret-zero=-
define i32 @null_check(ptr %p) {
entry:
  %z = icmp eq ptr %p, null
  br i1 %z, label %bad, label %ok
bad:
  ret i32 -1
ok:
  call void @work(ptr %p)
  ret i32 0
}

; Two computed integers compared for equality: no LLVM heuristic applies (it would be
; uniform), so the features decide: ret-negative 0.1 against call 0.4, odds 1/9 : 2/3 = 1 : 6.
; CHECK-LABEL: for function: mismatch
; CHECK: edge entry -> bad probability is 0x12492492 / 0x80000000 = 14.29%  ; predicted; features: next-block=- ret-negative=0.100 true-edge=- int-eq-value=-
; CHECK: edge entry -> ok probability is 0x6db6db6e / 0x80000000 = 85.71% [HOT edge]  ; predicted; features: call=0.400 ret-zero=-
define i32 @mismatch(ptr %p, i32 %a, i32 %b) {
entry:
  %z = icmp eq i32 %a, %b
  br i1 %z, label %bad, label %ok
bad:
  ret i32 -1
ok:
  call void @work(ptr %p)
  ret i32 0
}

; A noreturn successor keeps the cycle-forest estimate, whatever the features say.
; CHECK-LABEL: for function: fatal
; CHECK: edge entry -> die probability is 0x00000800 / 0x80000000 = 0.00%  ; estimated: weight 0x1 from noreturn call; features: next-block=- call=0.400
; CHECK: edge entry -> ok probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]  ; estimated: no estimate, default 0xfffff; features: ret-void=-
define void @fatal(i1 %c) {
entry:
  br i1 %c, label %die, label %ok
die:
  call void @abort()
  unreachable
ok:
  ret void
}

; A branch on a parameter follows the constants the callers pass: two of @modes' three call
; sites pass 3, which fails `m == 2`; in `x & 8`, the constant callers (9, 24) both set the
; bit and the third passes a run-time value. @escapes' address is stored twice, so two of
; its three uses are callers nobody sees: no vote.
; CHECK-LABEL: for function: modes
; CHECK: edge entry -> two probability is 0x{{[0-9a-f]+}} / 0x80000000 = 10.00%  ; predicted; features: next-block=- true-edge=- int-eq-const=-
; CHECK: edge entry -> other probability is 0x{{[0-9a-f]+}} / 0x80000000 = 90.00% [HOT edge]  ; predicted; features: caller-constant=0.900
; CHECK: edge join -> set.bb probability is 0x{{[0-9a-f]+}} / 0x80000000 = 90.00% [HOT edge]  ; predicted; features: next-block=- ret-void=- true-edge=- bit-set=- caller-constant=0.900
; CHECK: edge join -> clear probability is 0x{{[0-9a-f]+}} / 0x80000000 = 10.00%  ; predicted; features: ret-void=-
; CHECK-LABEL: for function: escapes
; CHECK: edge entry -> a probability is 0x40000000 / 0x80000000 = 50.00%  ; uniform: no weighted evidence; features: next-block=- ret-void=- true-edge=- int-eq-const=-{{$}}
; CHECK: edge entry -> b probability is 0x40000000 / 0x80000000 = 50.00%  ; uniform: no weighted evidence; features: skip=- ret-void=-
; A C `bool` parameter is branched on directly; both constant callers pass true.
; CHECK-LABEL: for function: flag
; CHECK: edge entry -> on.bb probability is 0x{{[0-9a-f]+}} / 0x80000000 = 90.00% [HOT edge]  ; predicted; features: next-block=- ret-void=- caller-constant=0.900
; CHECK-LABEL: for function: callers
define internal void @modes(i32 %m, i32 %x) {
entry:
  %is2 = icmp eq i32 %m, 2
  br i1 %is2, label %two, label %other
two:
  br label %join
other:
  br label %join
join:
  %bit = and i32 %x, 8
  %set = icmp ne i32 %bit, 0
  br i1 %set, label %set.bb, label %clear
set.bb:
  ret void
clear:
  ret void
}

@table = global ptr null
@other.table = global ptr null

define internal void @escapes(i32 %m) {
entry:
  %is1 = icmp eq i32 %m, 1
  br i1 %is1, label %a, label %b
a:
  br label %b
b:
  ret void
}

define internal void @flag(i1 zeroext %on) {
entry:
  br i1 %on, label %on.bb, label %off
on.bb:
  ret void
off:
  ret void
}

define void @callers(i32 %y, i1 %b) {
entry:
  call void @flag(i1 true)
  call void @flag(i1 true)
  call void @flag(i1 %b)
  call void @modes(i32 3, i32 %y)
  call void @modes(i32 3, i32 9)
  call void @modes(i32 2, i32 24)
  call void @escapes(i32 1)
  store ptr @escapes, ptr @table
  store ptr @escapes, ptr @other.table
  ret void
}

; No feature with a weight: uniform, and the printer says so.
; CHECK-LABEL: for function: nothing
; CHECK: edge entry -> a probability is 0x40000000 / 0x80000000 = 50.00%  ; uniform: no weighted evidence; features: next-block=- ret-void=-
; CHECK: edge entry -> b probability is 0x40000000 / 0x80000000 = 50.00%  ; uniform: no weighted evidence; features: skip=- ret-void=-
define void @nothing(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}

!0 = !{!"branch_weights", i32 3, i32 1}

; Without weighted evidence the zero heuristic stands (x == 0 is the less likely, 12:20):
; both successors only return, which the table gives no weight.
; CHECK-LABEL: for function: zero_stands
; CHECK: edge entry -> z probability is 0x30000000 / 0x80000000 = 37.50%  ; zero heuristic: compare with 0; features: next-block=- ret-void=- true-edge=- int-zero=-
; CHECK: edge entry -> nz probability is 0x50000000 / 0x80000000 = 62.50%  ; zero heuristic: compare with 0; features: ret-void=-
define void @zero_stands(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %z, label %nz
z:
  ret void
nz:
  ret void
}
