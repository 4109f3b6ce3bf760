; Exception-handling terminators. In LLVM 16 a block is an UNWIND seed only if it is the unwind
; destination of some predecessor's invoke (not every EH pad): a catchpad reached from a
; catchswitch gets no seed, a cleanuppad reached only through cleanupret neither. Legacy mode
; must print exactly LLVM's numbers; the forest must equal print<cycles>.
; RUN: %opt -passes='print<freqpath-branch-prob-legacy>' -disable-output %s 2>&1 | grep -v 'for function' > %t.legacy
; RUN: %optllvm -passes='print<branch-prob>' -disable-output %s 2>&1 | grep -v '^Printing analysis' > %t.llvm
; RUN: diff %t.llvm %t.legacy
; RUN: %opt -passes='print<freqpath-cycles>' -disable-output %s 2>&1 | grep -v 'for function' > %t.cyc
; RUN: %optllvm -passes='print<cycles>' -disable-output %s 2>&1 | grep -v 'for function' > %t.cycllvm
; RUN: diff %t.cycllvm %t.cyc
; RUN: %opt -passes='print<freqpath-branch-prob-legacy<explain>>,freqpath-annotate-bpi,verify' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: for function: catch_handlers
; CHECK: edge disp -> h1 probability is 0x78787f1d / 0x80000000 = 94.12% [HOT edge]  ; estimated: no estimate, default 0xfffff
; CHECK: edge disp -> h2 probability is 0x078780e3 / 0x80000000 = 5.88%  ; estimated: weight 0xffff from cold call
define void @catch_handlers() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw() to label %done unwind label %disp
disp:
  %cs = catchswitch within none [label %h1, label %h2] unwind to caller
h1:
  %p1 = catchpad within %cs []
  catchret from %p1 to label %done
h2:
  %p2 = catchpad within %cs []
  call void @cold_fn() [ "funclet"(token %p2) ]
  catchret from %p2 to label %done
done:
  ret void
}

; cl2 is reached only through cleanupret, so it is not UNWIND; x stays unknown (DEFAULT).
; CHECK-LABEL: for function: cleanup_chain
; CHECK: edge cl1 -> x probability is 0x78787f1d / 0x80000000 = 94.12% [HOT edge]
; CHECK: edge cl1 -> y probability is 0x078780e3 / 0x80000000 = 5.88%
define void @cleanup_chain(i1 %c) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw() to label %done unwind label %cl1
cl1:
  %t1 = cleanuppad within none []
  br i1 %c, label %x, label %y
x:
  cleanupret from %t1 unwind label %cl2
y:
  call void @cold_fn() [ "funclet"(token %t1) ]
  cleanupret from %t1 unwind label %cl2
cl2:
  %t2 = cleanuppad within none []
  cleanupret from %t2 unwind to caller
done:
  ret void
}

; An invoke inside a loop: the unwind edge leaves the loop and the pad is UNWIND.
; CHECK-LABEL: for function: invoke_loop
; CHECK: edge loop -> cont probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]
define void @invoke_loop(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  invoke void @may_throw() to label %cont unwind label %lpad
cont:
  br i1 %c, label %loop, label %done
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
done:
  ret void
}

declare void @may_throw()
declare void @cold_fn() cold
declare i32 @__CxxFrameHandler3(...)
declare i32 @__gxx_personality_v0(...)
