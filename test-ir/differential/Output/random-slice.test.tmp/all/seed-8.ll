; freqpath random IR: seed=8 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb17
bb17:
  %phi62 = phi i32 [ %m, %bb1 ], [ %phi63, %bb18 ]
  %phi63 = phi i32 [ 2147483647, %bb1 ], [ 0, %bb18 ]
  br i1 true, label %bb16, label %bb19
bb43:
  br label %chain42
self13:
  %phi59 = phi ptr [ %phi51, %bb3 ], [ %phi59, %self13 ], [ null, %bb14 ], [ %p, %bb15 ], [ %p, %bb15 ], [ %p, %chain38 ]
  %phi60 = phi i32 [ %m, %bb3 ], [ %phi63, %self13 ], [ %phi63, %bb14 ], [ %phi63, %bb15 ], [ %phi63, %bb15 ], [ %phi73, %chain38 ]
  br i1 %c1, label %bb10, label %self13
chain6:
  call void @plain_fn()
  br label %bb5
chain23:
  br label %bb22
bb3:
  %phi50 = phi i32 [ 1, %bb4 ]
  %phi51 = phi ptr [ %q, %bb4 ]
  %v96 = select i1 %c2, ptr blockaddress(@f0, %ret2), ptr blockaddress(@f0, %ret2)
  indirectbr ptr %v96, [ label %ret2, label %self13 ]
bb24:
  callbr void asm sideeffect "", "!i"() to label %chain23 [label %chain23]
bb4:
  %phi52 = phi i32 [ %phi63, %bb4 ], [ %phi63, %bb5 ]
  %phi53 = phi i32 [ %phi54, %bb4 ], [ 100, %bb5 ]
  %v95 = select i1 false, ptr blockaddress(@f0, %bb4), ptr blockaddress(@f0, %bb3)
  indirectbr ptr %v95, [ label %bb3, label %bb4 ]
chain41:
  store i32 %v82, ptr %p
  br label %chain40
bb21:
  switch i64 %k, label %bb43 [ i64 2, label %ret2 i64 29, label %bb44 ]
chain38:
  callbr void asm sideeffect "", "!i,!i"() to label %bb37 [label %self13, label %bb28]
chain40:
  br label %bb39
chain31:
  call void @plain_fn() #0
  br label %bb30
bb49:
  %lp81 = landingpad { ptr, i32 } cleanup
  br label %bb44
chain25:
  br label %bb24
bb37:
  %phi71 = phi i32 [ 7, %chain38 ]
  %phi72 = phi i32 [ %phi73, %chain38 ]
  %v85 = select i1 %c2, ptr blockaddress(@f0, %bb36), ptr blockaddress(@f0, %bb36)
  indirectbr ptr %v85, [ label %bb36 ]
bb30:
  br label %chain29
if46:
  %v80 = call i32 @opaque(i32 2)
  switch i32 %v80, label %bb47 [ i32 -103737169, label %bb47 i32 -896793622, label %bb47 ]
bb48:
  %lp93 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp93
reset11:
  br label %bb10
ret2:
  ret i32 %phi63
bb18:
  br label %bb17
bb28:
  %cmp92 = icmp ult ptr %p, null
  br i1 %cmp92, label %bb27, label %bb10
bb32:
  %v88 = load ptr, ptr %q
  %cmp89 = icmp ne ptr %v88, null
  br i1 %cmp89, label %chain31, label %chain31
bb10:
  %phi56 = phi ptr [ %q, %reset11 ], [ null, %latch12 ], [ %q, %self13 ], [ %p, %bb28 ], [ %q, %chain29 ]
  %phi57 = phi i32 [ 2147483647, %reset11 ], [ -5, %latch12 ], [ %phi60, %self13 ], [ 2147483647, %bb28 ], [ %phi63, %chain29 ]
  %phi58 = phi i32 [ -2147483648, %reset11 ], [ 100, %latch12 ], [ %phi62, %self13 ], [ 8, %bb28 ], [ %phi63, %chain29 ]
  %v77 = select i1 %c1, ptr blockaddress(@f0, %reset11), ptr blockaddress(@f0, %latch12)
  indirectbr ptr %v77, [ label %latch12, label %reset11 ]
bb9:
  %v78 = select i1 %c1, ptr blockaddress(@f0, %header7), ptr blockaddress(@f0, %bb43)
  indirectbr ptr %v78, [ label %bb8, label %header7, label %bb43, label %header7 ]
latch12:
  switch i32 %phi63, label %header7 [ i32 0, label %header7 i32 32, label %bb10 ]
bb15:
  %phi61 = phi i32 [ 10, %bb14 ], [ 1, %chain42 ]
  switch i32 %phi61, label %bb14 [ i32 33, label %bb43 i32 0, label %self13 i32 58, label %self13 i32 6, label %bb14 ]
bb34:
  %phi66 = phi ptr [ null, %chain35 ]
  indirectbr ptr %p, [ label %bb33, label %bb18 ]
header7:
  br label %bb9
bb19:
  callbr void asm sideeffect "", "!i"() to label %bb21 [label %bb18]
bb16:
  br label %bb14
bb14:
  switch i32 %phi63, label %self13 [ i32 1410658910, label %bb15 ]
bb5:
  %phi54 = phi i32 [ 0, %chain6 ]
  %phi55 = phi i32 [ 2147483647, %chain6 ]
  %v94 = select i1 %c0, ptr blockaddress(@f0, %bb4), ptr blockaddress(@f0, %bb4)
  indirectbr ptr %v94, [ label %bb4 ]
chain42:
  %phi73 = phi i32 [ %phi62, %bb43 ]
  %v82 = call i32 @opaque(i32 %phi63)
  %cmp83 = icmp slt i32 %v82, 0
  br i1 %cmp83, label %chain41, label %bb15
bb36:
  %phi68 = phi i32 [ %phi72, %bb37 ]
  %phi69 = phi i32 [ 0, %bb37 ]
  %phi70 = phi ptr [ %q, %bb37 ]
  br label %chain35
bb44:
  %phi74 = phi i32 [ 7, %bb21 ], [ 8, %bb45 ], [ 8, %bb45 ], [ 8, %bb45 ], [ 1, %bb49 ]
  %phi75 = phi i32 [ %phi62, %bb21 ], [ 2, %bb45 ], [ 2, %bb45 ], [ 2, %bb45 ], [ 2, %bb49 ]
  %phi76 = phi i32 [ %phi62, %bb21 ], [ %phi76, %bb45 ], [ %phi76, %bb45 ], [ %phi76, %bb45 ], [ %phi74, %bb49 ]
  call void @plain_fn()
  br label %if46
bb45:
  switch i64 %k, label %bb22 [ i64 -1342321375, label %bb44 i64 1913931348, label %bb44 i64 1430314195, label %bb44 ]
bb22:
  br label %latch20
bb47:
  invoke void @may_throw(i32 0) to label %bb45 unwind label %bb49
chain26:
  invoke void @cold_fn() to label %chain25 unwind label %bb48
bb8:
  call void @noret_fn()
  %v79 = select i1 true, ptr blockaddress(@f0, %chain6), ptr blockaddress(@f0, %chain6)
  indirectbr ptr %v79, [ label %chain6, label %header7, label %chain6, label %bb24 ]
bb33:
  call void @cold_fn()
  %v86 = shl i32 %phi73, 3
  %cmp87 = icmp ne i32 %v86, 45
  br i1 %cmp87, label %bb32, label %bb18
chain29:
  call void @plain_fn()
  %v90 = call i32 @not_a_libcall(ptr %q, ptr %p)
  %cmp91 = icmp eq i32 %v90, 3
  br i1 %cmp91, label %bb28, label %bb10
bb39:
  call void @plain_fn()
  %fcmp84 = fcmp ord double %y, 0x7FF8000000000000
  br i1 %fcmp84, label %chain38, label %bb9
chain35:
  %phi67 = phi i32 [ 8, %bb36 ]
  switch i32 %m, label %bb34 [  ]
bb27:
  call void @plain_fn()
  indirectbr ptr blockaddress(@f0, %chain26), [ label %chain26 ]
latch20:
  %phi64 = phi i32 [ -2147483648, %bb22 ]
  %phi65 = phi i32 [ %phi63, %bb22 ]
  call void @plain_fn() #0
  br label %bb19
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
join7:
  br label %bb4
bb10:
  br i1 %c3, label %self5, label %self5
_9:
  ret i32 0
ret2:
  ret i32 0
self5:
  br i1 %c0, label %self5, label %bb4
bb4:
  br label %ret2
bb6:
  br i1 %c3, label %join7, label %bb8
bb8:
  switch i32 %n, label %_9 [ i32 62, label %join7 i32 36, label %_9 i32 2, label %_9 ]
bb3:
  br i1 %c2, label %self5, label %bb6
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb10
bb2:
  unreachable
bb3:
  br i1 %c1, label %bb7, label %bb2
bb4:
  br i1 %c0, label %bb3, label %bb3
bb5:
  br label %bb4
chain6:
  br i1 %c3, label %bb5, label %bb5
bb7:
  br label %chain6
bb8:
  br i1 %c2, label %early_exit9, label %bb3
early_exit9:
  ret i32 %n
bb10:
  switch i32 %n, label %bb12 [ i32 1372214171, label %irr11 i32 -1039260157, label %irr11 ]
irr11:
  br i1 %c0, label %bb12, label %bb8
bb12:
  br label %bb13
bb13:
  switch i32 %n, label %irr_pre15 [  ]
"14bb":
  switch i32 %n, label %bb13 [ i32 -5, label %irr11 ]
irr_pre15:
  br i1 %c1, label %bb17, label %counter60
bb16:
  br i1 %c2, label %bb18, label %"14bb"
bb17:
  switch i32 %m, label %bb38 [ i32 47, label %"14bb" i32 52, label %bb38 i32 38, label %"14bb" ]
bb18:
  br i1 %c2, label %bb19, label %bb37
bb19:
  br label %bb17
bb20:
  br label %bb19
bb21:
  br i1 %c0, label %bb20, label %bb20
bb22:
  br label %bb21
chain23:
  br label %bb22
bb24:
  br label %chain23
bb25:
  br label %bb24
bb26:
  br label %bb25
bb27:
  br label %bb26
bb28:
  br label %bb27
bb29:
  br label %bb28
chain30:
  switch i32 %m, label %bb29 [ i32 25, label %irr11 i32 7, label %bb29 i32 2, label %bb29 i32 15, label %bb29 ]
bb31:
  br label %chain30
bb32:
  br label %bb31
chain33:
  br label %bb32
bb34:
  br label %chain33
chain35:
  br label %bb34
chain36:
  br label %chain35
bb37:
  br label %chain36
bb38:
  br i1 %c0, label %bb40, label %bb39
bb39:
  br i1 %c2, label %bb41, label %bb16
bb40:
  br i1 %c2, label %bb55, label %bb16
bb41:
  br i1 %c1, label %bb43, label %header53
irr42:
  br i1 %c2, label %bb44, label %bb40
bb43:
  br i1 %c3, label %irr_pre47, label %bb40
bb44:
  br i1 %c1, label %bb46, label %bb45
bb45:
  switch i32 %n, label %bb46 [ i32 52, label %bb43 ]
bb46:
  br i1 %c2, label %bb45, label %bb43
irr_pre47:
  switch i32 %m, label %irr48 [ i32 16, label %irr50 i32 29, label %irr48 i32 21, label %bb49 ]
irr48:
  switch i64 %k, label %bb49 [ i64 870677717, label %irr42 ]
bb49:
  switch i32 %n, label %bb51 [ i32 0, label %irr42 ]
irr50:
  br i1 %c0, label %irr48, label %irr42
bb51:
  br i1 %c1, label %bb52, label %irr50
bb52:
  ret i32 %n
header53:
  br label %latch54
latch54:
  switch i32 %n, label %header53 [ i32 -3, label %irr42 i32 29, label %header53 i32 7, label %irr42 i32 44, label %irr42 ]
bb55:
  br i1 %c0, label %bb57, label %bb57
bb56:
  br i1 %c0, label %bb55, label %bb39
bb57:
  switch i32 %n, label %bb58 [ i32 63, label %bb55 i32 20, label %bb56 i32 31, label %bb56 i32 15, label %bb55 i32 0, label %bb56 i32 24, label %bb56 ]
bb58:
  switch i32 %m, label %bb59 [ i32 56, label %bb56 i32 10, label %bb39 i32 21, label %bb56 i32 -7, label %bb39 i32 61, label %bb56 ]
bb59:
  br label %bb59
counter60:
  switch i32 %n, label %bb62 [ i32 26, label %reset61 i32 6, label %reset61 i32 0, label %reset61 i32 -3, label %bb62 ]
reset61:
  br label %bb62
bb62:
  br i1 %c1, label %counter60, label %bb16
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  %fcmp24 = fcmp olt double %y, %x
  br i1 %fcmp24, label %bb11, label %bb11
bb18:
  br label %bb16, !prof !0
bb14:
  br label %join12
bb21:
  %lp27 = landingpad { ptr, i32 } cleanup
  br label %bb18
header5:
  %v30 = and i32 %m, 2
  %cmp31 = icmp slt i32 %v30, 0
  br i1 %cmp31, label %bb10, label %bb4, !prof !1
if13:
  %phi23 = phi i32 [ %m, %bb11 ]
  br i1 true, label %bb14, label %if15, !prof !2
bb11:
  switch i64 2, label %if13 [ i64 49, label %join12 i64 20, label %bb7 i64 12, label %join12 i64 0, label %join12 i64 55, label %join12 i64 56, label %join12 ], !prof !3
join12:
  call void @plain_fn() cold
  %v28 = and i32 %m, 1
  %cmp29 = icmp sgt i32 %v28, 0
  br i1 %cmp29, label %header5, label %header5
if17:
  call void @plain_fn() cold
  invoke void @noret_fn() to label %bb16 unwind label %bb21, !prof !4
bb3:
  %phi22 = phi i32 [ 0, %bb4 ]
  call void @plain_fn()
  br label %bb2
bb8:
  callbr void asm sideeffect "", "!i"() to label %bb7 [label %bb7]
bb9:
  br label %bb8
bb4:
  br label %bb3
bb7:
  br label %bb6
if15:
  %v25 = or i32 %phi23, 1
  %cmp26 = icmp slt i32 %v25, 35
  br i1 %cmp26, label %if17, label %bb16, !prof !5
bb20:
  ret i32 -2147483648
bb16:
  br label %bb14, !prof !6
bb10:
  br label %bb9, !prof !7
bb2:
  call void @noret_fn()
  %v32 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %n) [ "deopt"(i32 %m) ]
  ret i32 %v32
bb19:
  call void @plain_fn() #1
  %v33 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %m) [ "deopt"(i32 %n) ]
  ret i32 %v33
bb6:
  call void @plain_fn()
  br label %header5
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb77, !prof !8
bb44:
  %phi145 = phi i32 [ 8, %chain45 ], [ 2, %dead84 ]
  %phi146 = phi i32 [ %m, %chain45 ], [ 2, %dead84 ]
  %phi147 = phi ptr [ %p, %chain45 ], [ %q, %dead84 ]
  call void @plain_fn()
  %v222 = load ptr, ptr %q
  indirectbr ptr %v222, [ label %bb38 ], !prof !9
bb30:
  %phi123 = phi i32 [ 1, %bb26 ], [ 1, %bb26 ], [ 1, %bb26 ], [ %phi201, %if28 ], [ 8, %bb31 ]
  %phi124 = phi i32 [ %phi196, %bb26 ], [ %phi196, %bb26 ], [ %phi196, %bb26 ], [ -2147483648, %if28 ], [ -1, %bb31 ]
  %phi125 = phi ptr [ %q, %bb26 ], [ %q, %bb26 ], [ %q, %bb26 ], [ %p, %if28 ], [ %phi162, %bb31 ]
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %bb29 [label %self32]
bb88:
  %phi204 = phi i32 [ %m, %latch78 ]
  %phi205 = phi i32 [ %phi199, %latch78 ]
  %lp207 = landingpad { ptr, i32 } cleanup
  br label %bb77
$42:
  call void @plain_fn()
  br label %bb41, !prof !10
chain8:
  %phi91 = phi i32 [ %phi177, %bb5 ]
  %phi92 = phi i32 [ %phi201, %bb5 ]
  %phi93 = phi i32 [ 2, %bb5 ]
  call void @plain_fn()
  br label %bb7, !prof !11
bb2:
  %phi89 = phi ptr [ %phi162, %bb4 ], [ %phi162, %bb4 ], [ %q, %"86bb" ]
  call void @cold_fn()
  ret i32 %phi201
bb10:
  switch i32 %phi197, label %bb9 [ i32 -7, label %bb9 i32 43, label %bb9 i32 62, label %bb12 ], !prof !12
bb68:
  %phi183 = phi i32 [ 1, %if65 ]
  %v209 = load ptr, ptr %q
  indirectbr ptr %v209, [ label %bb70, label %bb69 ]
latch60:
  %phi173 = phi i32 [ 100, %chain61 ]
  %v214 = call i32 @opaque(i32 2)
  switch i32 %v214, label %bb58 [ i32 17, label %latch57 i32 29, label %latch57 i32 36, label %latch57 i32 -6, label %bb58 ], !prof !13
bb25:
  %phi115 = phi i32 [ %phi177, %reset24 ], [ 3, %bb29 ], [ 0, %bb83 ]
  %phi116 = phi i32 [ %phi197, %reset24 ], [ -2147483648, %bb29 ], [ 0, %bb83 ]
  %phi117 = phi i32 [ %phi114, %reset24 ], [ 1, %bb29 ], [ %m, %bb83 ]
  %v233 = load ptr, ptr %p
  %cmp234 = icmp eq ptr %v233, %p
  br i1 %cmp234, label %counter23, label %latch22
bb26:
  %phi118 = phi i32 [ %phi196, %counter23 ]
  switch i32 %phi199, label %if28 [ i32 11, label %bb30 i32 22, label %bb30 i32 -4, label %bb30 i32 36, label %bb27 ]
join34:
  br label %bb29
header79:
  %phi200 = phi i32 [ 1, %bb77 ], [ %phi197, %header79 ], [ %m, %bb83 ]
  %phi201 = phi i32 [ 0, %bb77 ], [ %phi201, %header79 ], [ 2147483647, %bb83 ]
  %phi202 = phi i32 [ %phi197, %bb77 ], [ %n, %header79 ], [ 2147483647, %bb83 ]
  %v206 = call i32 @opaque(i32 0)
  switch i32 %v206, label %latch78 [ i32 24, label %header79 i32 -5, label %bb77 i32 21, label %bb77 ], !prof !14
bb53:
  %phi165 = phi i32 [ %m, %bb55 ]
  %cmp215 = icmp sgt i32 %phi166, 101
  br i1 %cmp215, label %header52, label %bb47, !prof !15
bb9:
  %phi94 = phi ptr [ %p, %bb10 ], [ %p, %bb10 ], [ %p, %bb10 ], [ %q, %bb11 ], [ %q, %bb11 ], [ %q, %bb11 ], [ %q, %bb11 ], [ null, %dead80 ]
  %phi95 = phi ptr [ %phi162, %bb10 ], [ %phi162, %bb10 ], [ %phi162, %bb10 ], [ %p, %bb11 ], [ %p, %bb11 ], [ %p, %bb11 ], [ %p, %bb11 ], [ null, %dead80 ]
  %phi96 = phi i32 [ %phi198, %bb10 ], [ %phi198, %bb10 ], [ %phi198, %bb10 ], [ 0, %bb11 ], [ 0, %bb11 ], [ 0, %bb11 ], [ 0, %bb11 ], [ %n, %dead80 ]
  %v237 = select i1 %c1, ptr blockaddress(@f4, %bb5), ptr blockaddress(@f4, %bb5)
  indirectbr ptr %v237, [ label %bb5 ], !prof !16
chain64:
  br label %bb63, !prof !17
lpad85:
  %lp236 = landingpad { ptr, i32 } cleanup
  br label %bb50, !prof !18
latch57:
  %phi170 = phi i32 [ %n, %latch60 ], [ %n, %latch60 ], [ %n, %latch60 ], [ %n, %dead82 ]
  %phi171 = phi i32 [ %phi199, %latch60 ], [ %phi199, %latch60 ], [ %phi199, %latch60 ], [ %n, %dead82 ]
  %phi172 = phi i32 [ %phi195, %latch60 ], [ %phi195, %latch60 ], [ %phi195, %latch60 ], [ %n, %dead82 ]
  switch i32 %phi195, label %bb56 [ i32 -8, label %bb55 i32 25, label %bb55 i32 -1, label %self32 ]
self32:
  %phi126 = phi i32 [ 1, %bb30 ], [ 2, %self32 ], [ %phi171, %latch57 ]
  %cmp232 = icmp sgt i32 %phi126, -5
  br i1 %cmp232, label %bb31, label %self32, !prof !19
bb5:
  br label %chain8, !prof !20
latch78:
  %phi199 = phi i32 [ 1, %bb18 ], [ 10, %header79 ]
  call void @plain_fn()
  invoke void @noret_fn() to label %header76 unwind label %bb88, !prof !21
header76:
  %phi193 = phi i32 [ 0, %header76 ], [ %phi202, %latch78 ]
  %phi194 = phi i32 [ %n, %header76 ], [ %phi202, %latch78 ]
  %phi195 = phi i32 [ %phi193, %header76 ], [ -2147483648, %latch78 ]
  indirectbr ptr blockaddress(@f4, %header76), [ label %header76, label %if65 ]
reset24:
  br label %bb25, !prof !22
chain45:
  %phi148 = phi i32 [ %phi202, %bb46 ]
  invoke void @noret_fn() to label %bb44 unwind label %"86bb"
bb27:
  %phi119 = phi i32 [ %phi197, %bb26 ]
  %phi120 = phi i32 [ 0, %bb26 ]
  call void @plain_fn()
  unreachable
latch49:
  %v220 = call i32 @opaque(i32 %phi198)
  switch i32 %v220, label %bb46 [ i32 40, label %bb46 i32 56, label %bb47 i32 60, label %bb47 i32 12, label %bb46 ], !prof !23
bb13:
  br i1 %cmp211, label %bb11, label %bb12, !prof !24
bb70:
  %phi184 = phi ptr [ null, %bb68 ], [ %phi186, %bb71 ]
  %phi185 = phi i32 [ 1, %bb68 ], [ %phi194, %bb71 ]
  %phi186 = phi ptr [ %q, %bb68 ], [ %q, %bb71 ]
  call void @cold_fn()
  switch i32 %phi201, label %bb72 [ i32 40, label %bb72 i32 55, label %bb72 i32 50, label %header52 ], !prof !25
if28:
  %v230 = bitcast i64 5 to i64
  %cmp231 = icmp ne i64 %v210, %v230
  br i1 %cmp231, label %bb30, label %bb33, !prof !26
bb41:
  %phi142 = phi i32 [ 2147483647, %bb40 ], [ -5, %$42 ], [ %phi195, %bb43 ], [ %phi195, %bb43 ], [ %phi195, %bb43 ]
  %phi143 = phi i32 [ 0, %bb40 ], [ %n, %$42 ], [ %phi157, %bb43 ], [ %phi157, %bb43 ], [ %phi157, %bb43 ]
  %phi144 = phi ptr [ %q, %bb40 ], [ %phi162, %$42 ], [ %phi162, %bb43 ], [ %phi162, %bb43 ], [ %phi162, %bb43 ]
  %v223 = add i32 %phi142, 3
  %cmp224 = icmp uge i32 %v223, -9
  br i1 %cmp224, label %bb43, label %$42, !prof !27
dead82:
  br label %latch57, !prof !28
bb18:
  %phi101 = phi i32 [ %phi200, %chain19 ]
  %phi102 = phi i32 [ %phi115, %chain19 ]
  %phi103 = phi i32 [ %phi104, %chain19 ]
  br i1 %c2, label %bb17, label %latch78, !prof !29
bb33:
  switch i32 %phi163, label %join34 [ i32 18, label %join34 ]
bb4:
  store i32 %v206, ptr %p
  callbr void asm sideeffect "", "!i"() to label %bb2 [label %bb2]
bb67:
  %phi180 = phi i32 [ 100, %if65 ], [ 100, %if65 ], [ 100, %if65 ], [ 100, %if65 ]
  %phi181 = phi ptr [ %p, %if65 ], [ %p, %if65 ], [ %p, %if65 ], [ %p, %if65 ]
  %phi182 = phi ptr [ %p, %if65 ], [ %p, %if65 ], [ %p, %if65 ], [ %p, %if65 ]
  br label %bb66, !prof !30
counter23:
  %phi112 = phi ptr [ %phi162, %counter20 ], [ %phi162, %bb25 ]
  %phi113 = phi i32 [ %phi164, %counter20 ], [ 10, %bb25 ]
  %phi114 = phi i32 [ %phi197, %counter20 ], [ 3, %bb25 ]
  %cmp229 = icmp eq i32 %phi196, 24
  br i1 %cmp229, label %reset24, label %bb26
bb14:
  br label %bb13
counter20:
  %phi106 = phi i32 [ 2147483647, %bb21 ], [ %phi163, %latch22 ], [ %phi200, %bb35 ]
  %phi107 = phi ptr [ %phi107, %bb21 ], [ %phi162, %latch22 ], [ %phi137, %bb35 ]
  %phi108 = phi i32 [ 0, %bb21 ], [ 1, %latch22 ], [ %m, %bb35 ]
  %v226 = xor i32 %phi106, 1
  %v227 = sub i32 %v226, 4
  %cmp228 = icmp sgt i32 %v227, 31
  br i1 %cmp228, label %counter23, label %bb21, !prof !31
chain74:
  %phi187 = phi i32 [ %phi178, %bb75 ]
  %phi188 = phi i32 [ %phi197, %bb75 ]
  %phi189 = phi i32 [ 0, %bb75 ]
  br label %bb73, !prof !32
bb7:
  call void @plain_fn() #0
  br label %bb6, !prof !33
bb75:
  %phi190 = phi i32 [ %m, %bb72 ], [ %m, %bb72 ]
  %phi191 = phi i32 [ %phi201, %bb72 ], [ %phi201, %bb72 ]
  %phi192 = phi i32 [ %n, %bb72 ], [ %n, %bb72 ]
  br label %chain74
bb62:
  %phi174 = phi i32 [ 2147483647, %bb63 ]
  invoke void @may_throw(i32 0) to label %chain61 unwind label %bb87
bb36:
  %phi130 = phi i32 [ 3, %bb37 ]
  %phi131 = phi i32 [ 2147483647, %bb37 ]
  %phi132 = phi i32 [ %phi138, %bb37 ]
  %v240 = call i32 @opaque(i32 8)
  switch i32 %v240, label %bb35 [ i32 13, label %bb35 i32 31, label %bb35 ]
bb50:
  %phi156 = phi i32 [ -5, %bb47 ], [ 100, %latch51 ], [ 0, %lpad85 ]
  %phi157 = phi i32 [ %phi152, %bb47 ], [ %phi199, %latch51 ], [ %phi194, %lpad85 ]
  %phi158 = phi i32 [ %phi199, %bb47 ], [ %phi158, %latch51 ], [ 2, %lpad85 ]
  %v217 = xor i32 %phi158, 3
  %v218 = shl i32 %v217, 2
  %cmp219 = icmp ult i32 %v218, 40
  br i1 %cmp219, label %latch49, label %latch51, !prof !34
bb38:
  %phi136 = phi i32 [ -2147483648, %latch39 ], [ %phi156, %bb44 ]
  %phi137 = phi ptr [ null, %latch39 ], [ null, %bb44 ]
  %phi138 = phi i32 [ -1, %latch39 ], [ %phi199, %bb44 ]
  store i32 2, ptr %q
  switch i64 %k, label %bb35 [ i64 52, label %bb40 ]
bb71:
  br label %bb70, !prof !35
header52:
  %phi162 = phi ptr [ %phi162, %bb53 ], [ %phi182, %bb66 ], [ %phi186, %bb70 ]
  %phi163 = phi i32 [ -2147483648, %bb53 ], [ 100, %bb66 ], [ 2, %bb70 ]
  %phi164 = phi i32 [ %n, %bb53 ], [ 0, %bb66 ], [ %phi198, %bb70 ]
  %v210 = bitcast i64 1 to i64
  %cmp211 = icmp sgt i64 %k, %v210
  br i1 %cmp211, label %bb54, label %bb16, !prof !36
bb55:
  br label %bb53, !prof !37
bb58:
  call void @plain_fn() cold
  switch i32 %phi163, label %bb59 [ i32 15, label %bb55 i32 33, label %chain64 ], !prof !38
bb35:
  %phi127 = phi i32 [ %phi135, %bb36 ], [ %phi135, %bb36 ], [ %phi135, %bb36 ], [ %phi197, %bb38 ]
  %phi128 = phi i32 [ %n, %bb36 ], [ %n, %bb36 ], [ %n, %bb36 ], [ %phi202, %bb38 ]
  %phi129 = phi i32 [ 1, %bb36 ], [ 1, %bb36 ], [ 1, %bb36 ], [ %phi156, %bb38 ]
  %cmp225 = icmp ne ptr %phi162, %phi137
  br i1 %cmp225, label %bb37, label %counter20, !prof !39
bb72:
  switch i32 %phi185, label %bb73 [ i32 -8, label %bb75 i32 14, label %bb75 ]
bb56:
  %phi167 = phi i32 [ 0, %bb54 ], [ 0, %bb54 ], [ 0, %latch57 ]
  %phi168 = phi i32 [ %phi194, %bb54 ], [ %phi194, %bb54 ], [ %phi173, %latch57 ]
  %phi169 = phi i32 [ -5, %bb54 ], [ -5, %bb54 ], [ %phi199, %latch57 ]
  br label %bb58, !prof !40
bb77:
  %phi196 = phi i32 [ %m, %bb1 ], [ 7, %header79 ], [ 7, %header79 ], [ %phi196, %bb88 ]
  %phi197 = phi i32 [ -5, %bb1 ], [ 2147483647, %header79 ], [ 2147483647, %header79 ], [ 3, %bb88 ]
  %phi198 = phi i32 [ 3, %bb1 ], [ 3, %header79 ], [ 3, %header79 ], [ %phi205, %bb88 ]
  br label %header79
bb69:
  unreachable
chain15:
  br i1 %c0, label %bb14, label %bb7
bb63:
  %phi175 = phi i32 [ %phi167, %chain64 ]
  %phi176 = phi i32 [ 8, %chain64 ]
  br label %bb62, !prof !41
chain19:
  %phi104 = phi i32 [ 7, %latch22 ]
  %phi105 = phi i32 [ 0, %latch22 ]
  br label %bb18, !prof !42
bb48:
  %phi153 = phi i32 [ 10, %bb47 ]
  %phi154 = phi i32 [ 0, %bb47 ]
  %phi155 = phi i32 [ %phi193, %bb47 ]
  callbr void asm sideeffect "", "!i"() to label %bb47 [label %bb47]
bb46:
  %phi149 = phi i32 [ 0, %latch49 ], [ 0, %latch49 ], [ 0, %latch49 ]
  br label %chain45, !prof !43
bb54:
  %phi166 = phi i32 [ 100, %header52 ]
  switch i32 %phi200, label %bb55 [ i32 40, label %bb55 i32 23, label %bb56 i32 18, label %bb56 ], !prof !44
bb17:
  br label %bb10, !prof !45
bb6:
  %phi90 = phi i32 [ %phi199, %bb7 ]
  %v238 = load i32, ptr %q
  %cmp239 = icmp ule i32 %v238, 0
  br i1 %cmp239, label %bb5, label %if3, !prof !46
if65:
  %phi177 = phi i32 [ %phi193, %header76 ]
  %phi178 = phi i32 [ 2147483647, %header76 ]
  %v208 = call i32 @opaque(i32 %phi202)
  switch i32 %v208, label %bb67 [ i32 59, label %bb68 i32 40, label %bb67 i32 16, label %bb67 i32 15, label %bb67 ], !prof !47
bb16:
  %phi100 = phi ptr [ %p, %bb12 ], [ null, %header52 ]
  invoke void @may_throw(i32 1) to label %chain15 unwind label %lpad85, !prof !48
dead84:
  call void @plain_fn()
  br label %bb44
bb11:
  switch i32 %phi196, label %bb9 [ i32 45, label %bb9 i32 25, label %bb10 i32 3, label %bb9 i32 31, label %bb9 ]
"86bb":
  %phi203 = phi i32 [ -1, %chain45 ], [ %phi178, %bb66 ]
  %lp221 = landingpad { ptr, i32 } cleanup
  br label %bb2
dead80:
  call void @plain_fn()
  br label %bb9
bb87:
  %lp213 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  ret i32 %phi167
bb83:
  call void @plain_fn()
  switch i32 %n, label %bb25 [ i32 -1643017920, label %bb33 i32 -1028125146, label %header79 i32 -198443400, label %bb33 ]
latch22:
  %phi110 = phi i32 [ 0, %bb25 ]
  %phi111 = phi i32 [ 2, %bb25 ]
  %v235 = and i1 %c2, %c3
  br i1 %v235, label %chain19, label %counter20, !prof !49
chain61:
  br label %latch60, !prof !50
bb37:
  %phi133 = phi i32 [ %phi156, %bb35 ]
  %phi134 = phi i32 [ %phi157, %bb35 ]
  %phi135 = phi i32 [ %phi195, %bb35 ]
  br label %bb36
bb81:
  br label %bb81, !prof !51
bb29:
  %phi121 = phi i32 [ %m, %bb30 ], [ %phi163, %join34 ]
  %phi122 = phi i32 [ -2147483648, %bb30 ], [ %phi194, %join34 ]
  br label %bb25, !prof !52
if3:
  call void @noret_fn()
  switch i32 %phi201, label %bb4 [ i32 -1427454715, label %bb4 ]
bb59:
  %cmp212 = icmp ult i32 %phi200, 11
  br i1 %cmp212, label %bb58, label %chain64, !prof !53
bb12:
  %phi97 = phi i32 [ 1, %bb10 ], [ 0, %bb13 ]
  %phi98 = phi i32 [ -5, %bb10 ], [ %phi197, %bb13 ]
  %phi99 = phi i32 [ 7, %bb10 ], [ %phi201, %bb13 ]
  callbr void asm sideeffect "", "!i"() to label %bb11 [label %bb16]
latch39:
  %phi139 = phi i32 [ %phi163, %bb40 ], [ %m, %bb43 ]
  %phi140 = phi i32 [ 1, %bb40 ], [ %phi177, %bb43 ]
  %phi141 = phi i32 [ %phi193, %bb40 ], [ %n, %bb43 ]
  br label %bb38
bb21:
  %phi109 = phi i32 [ %phi177, %counter20 ]
  br label %counter20
bb73:
  br label %bb71, !prof !54
bb43:
  switch i64 %k, label %latch39 [ i64 2, label %bb41 i64 1, label %bb41 i64 33, label %bb41 ]
bb66:
  %phi179 = phi i32 [ %phi194, %bb67 ]
  call void @noret_fn()
  invoke void @noret_fn() to label %header52 unwind label %"86bb", !prof !55
bb40:
  call void @plain_fn()
  br i1 %cmp211, label %latch39, label %bb41, !prof !56
latch51:
  %phi159 = phi i32 [ %phi193, %bb50 ]
  %phi160 = phi ptr [ %phi162, %bb50 ]
  %phi161 = phi i32 [ -2147483648, %bb50 ]
  br label %bb50, !prof !57
bb31:
  br label %bb30, !prof !58
bb47:
  %phi150 = phi i32 [ %phi197, %bb48 ], [ %phi197, %bb48 ], [ 1, %latch49 ], [ 1, %latch49 ], [ 1, %bb53 ]
  %phi151 = phi i32 [ -1, %bb48 ], [ -1, %bb48 ], [ 2147483647, %latch49 ], [ 2147483647, %latch49 ], [ 2147483647, %bb53 ]
  %phi152 = phi i32 [ %phi201, %bb48 ], [ %phi201, %bb48 ], [ %phi196, %latch49 ], [ %phi196, %latch49 ], [ %n, %bb53 ]
  %cmp216 = icmp uge i32 %phi151, 14
  br i1 %cmp216, label %bb50, label %bb48, !prof !59
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb.1.x:
  br label %bb6
join7:
  br label %bb5, !prof !60
counter8:
  %phi16 = phi i32 [ 2147483647, %chain3 ], [ 1, %bb6 ], [ 2, %bb10 ]
  %phi17 = phi i32 [ %phi14, %chain3 ], [ %n, %bb6 ], [ 100, %bb10 ]
  %v23 = call i32 @strncmp(ptr %q, ptr %q, i64 2)
  %cmp24 = icmp ne i32 %v23, 0
  br i1 %cmp24, label %bb10, label %bb9
bb12:
  %lp21 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp21
bb9:
  %phi18 = phi i32 [ %phi16, %counter8 ], [ -5, %dead11 ]
  br label %bb10, !prof !61
dead11:
  br label %bb9
bb5:
  %phi13 = phi i32 [ %m, %join7 ]
  %phi14 = phi i32 [ %n, %join7 ]
  invoke void @may_throw(i32 1) to label %bb4 unwind label %bb12, !prof !62
bb4:
  br label %chain3
bb2:
  %v25 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %phi13) [ "deopt"(i32 %m) ]
  ret i32 %v25
bb6:
  %phi15 = phi ptr [ %p, %bb.1.x ]
  %v19 = load i32, ptr %p
  %cmp20 = icmp uge i32 %v19, 0
  br i1 %cmp20, label %join7, label %counter8, !prof !63
chain3:
  switch i32 %phi13, label %bb2 [ i32 67029099, label %bb10 i32 -565269333, label %counter8 ]
bb10:
  %fcmp22 = fcmp ult double %x, %y
  br i1 %fcmp22, label %join7, label %counter8, !prof !64
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb16
latch7:
  %v34 = call i32 @opaque(i32 %v28)
  switch i32 %v34, label %bb.4.x [ i32 369508334, label %self3 i32 1001081277, label %counter5 i32 1632435368, label %self3 ]
bb.4.x:
  %phi22 = phi ptr [ null, %latch7 ], [ %q, %bb10 ]
  %v32 = add i64 %k, 1
  %cmp33 = icmp sge i64 %v32, 5
  br i1 %cmp33, label %counter5, label %self3
chain14:
  %v28 = shl i32 %phi27, 1
  %v29 = sub i32 %v28, 3
  %cmp30 = icmp eq i32 %v29, 2
  br i1 %cmp30, label %bb13, label %self3
bb2:
  ret i32 0
bb15:
  br label %chain14, !prof !65
counter5:
  call void @plain_fn() cold
  switch i32 %phi27, label %bb6 [ i32 4, label %early8 i32 39, label %self3 ]
bb16:
  %phi27 = phi i32 [ %n, %bb1 ]
  br label %bb15, !prof !66
bb13:
  %phi26 = phi i32 [ %m, %chain14 ]
  br label %bb12
bb9:
  %phi24 = phi i32 [ %phi27, %early8 ]
  call void @plain_fn() #1
  unreachable
early8:
  %phi23 = phi i32 [ -5, %counter5 ]
  call void @exit(i32 1)
  switch i32 %v28, label %bb9 [ i32 -4, label %latch7 i32 30, label %latch7 i32 34, label %latch7 ], !prof !67
dead18:
  store i32 1, ptr %p
  br label %bb17, !prof !68
bb12:
  %phi25 = phi ptr [ %q, %bb13 ]
  br label %chain11
chain11:
  call void @plain_fn()
  br label %bb10
bb10:
  call void @plain_fn()
  %cmp31 = icmp ne ptr %phi25, %q
  br i1 %cmp31, label %bb.4.x, label %counter5, !prof !69
self3:
  %phi19 = phi i32 [ %m, %self3 ], [ %m, %self3 ], [ 7, %bb.4.x ], [ %phi27, %counter5 ], [ %phi27, %latch7 ], [ %phi27, %latch7 ], [ 2147483647, %chain14 ]
  %phi20 = phi i32 [ %phi21, %self3 ], [ %phi21, %self3 ], [ %phi27, %bb.4.x ], [ %phi27, %counter5 ], [ %phi27, %latch7 ], [ %phi27, %latch7 ], [ 2147483647, %chain14 ]
  %phi21 = phi i32 [ %n, %self3 ], [ %n, %self3 ], [ %phi27, %bb.4.x ], [ 1, %counter5 ], [ %m, %latch7 ], [ %m, %latch7 ], [ 2147483647, %chain14 ]
  switch i32 %phi21, label %self3 [ i32 59, label %bb2 i32 8, label %bb2 i32 14, label %latch7 i32 -6, label %self3 ]
bb17:
  unreachable
bb6:
  call void @cold_fn()
  br label %latch7
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  store i32 %m, ptr %q
  br label %bb2
bb2:
  ret i32 %m
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %rnd2
bb57:
  br label %bb39, !prof !70
bb51:
  switch i32 %n, label %bb52 [ i32 18, label %bb52 i32 40, label %bb53 i32 -3, label %bb52 i32 34, label %bb53 ]
bb53:
  br i1 true, label %bb54, label %bb54
bb50:
  call void @plain_fn()
  switch i32 %v74, label %bb51 [ i32 57, label %rnd19 i32 61, label %bb51 i32 -4, label %bb52 i32 35, label %rnd19 i32 7, label %bb52 ], !prof !71
_31:
  %phi72 = phi ptr [ null, %rnd24 ], [ %p, %bb30 ]
  switch i32 %n, label %rnd32 [ i32 -7, label %bb36 i32 12, label %rnd32 i32 -3, label %bb36 i32 5, label %rnd47 ]
bb39:
  call void @cold_fn()
  switch i32 %m, label %bb40 [  ], !prof !72
bb45:
  br label %rnd46
rnd15:
  %phi66 = phi i32 [ -1, %rnd14 ], [ -2147483648, %rnd46 ], [ -2147483648, %rnd46 ]
  switch i32 %v74, label %bb16 [ i32 22, label %rnd47 i32 2, label %rnd47 ]
rnd4:
  %v76 = select i1 %c1, ptr blockaddress(@f8, %bb11), ptr blockaddress(@f8, %bb11)
  indirectbr ptr %v76, [ label %bb11, label %bb22 ]
bb60:
  br label %bb55, !prof !73
bb62:
  %lp88 = landingpad { ptr, i32 } cleanup
  br label %bb22
bb13:
  %phi65 = phi i32 [ %n, %rnd12 ], [ -2147483648, %rnd14 ]
  switch i32 %phi65, label %rnd14 [ i32 12, label %bb48 i32 57, label %bb5 i32 27, label %bb48 i32 4, label %bb5 i32 -1, label %rnd14 ]
bb40:
  store i32 -5, ptr %p
  switch i32 %phi73, label %bb41 [ i32 -1673307657, label %bb41 i32 -2092828053, label %bb54 i32 -2120884813, label %bb54 i32 -228086232, label %bb54 ]
bb9:
  %v79 = call i32 @strcasecmp(ptr %p, ptr %q)
  %cmp80 = icmp sgt i32 %v79, 0
  br i1 %cmp80, label %rnd10, label %bb52, !prof !74
bb16:
  br label %rnd27
bb30:
  store i32 %m, ptr %p
  br label %_31, !prof !75
bb7:
  switch i32 %n, label %bb8 [ i32 -1357966483, label %bb8 i32 769813341, label %rnd46 i32 -784072399, label %rnd46 i32 1041282921, label %bb30 i32 -2068610313, label %bb8 ]
rnd24:
  indirectbr ptr blockaddress(@f8, %bb49), [ label %_31, label %bb49 ]
rnd38:
  %phi73 = phi i32 [ 7, %rnd37 ]
  call void @plain_fn() cold
  callbr void asm sideeffect "", "!i,!i"() to label %bb39 [label %bb5, label %bb44]
rnd34:
  %fcmp78 = fcmp ord double %x, %y
  br i1 %fcmp78, label %bb35, label %bb44
bb61:
  %v98 = select i1 %c3, ptr blockaddress(@f8, %bb9), ptr blockaddress(@f8, %bb9)
  indirectbr ptr %v98, [ label %bb6, label %bb9 ]
rnd46:
  switch i32 %v74, label %rnd47 [ i32 675504952, label %bb9 i32 -1784042443, label %bb9 i32 1984193856, label %rnd15 i32 1287607145, label %rnd15 i32 -274621545, label %bb9 i32 423643447, label %bb30 ]
rnd19:
  %v85 = call i32 @opaque(i32 10)
  switch i32 %v85, label %rnd20 [ i32 47, label %bb25 i32 4, label %bb48 i32 59, label %bb48 i32 32, label %bb48 ]
rnd3:
  indirectbr ptr %q, [ label %rnd4, label %bb45, label %rnd3 ]
bb35:
  %v95 = and i32 %m, 255
  %cmp96 = icmp eq i32 %v95, 1
  br i1 %cmp96, label %bb36, label %bb51
bb42:
  call void @plain_fn()
  %v92 = call i32 @opaque(i32 %v74)
  switch i32 %v92, label %bb43 [ i32 230469825, label %bb43 i32 536844531, label %bb43 i32 813257705, label %bb25 i32 -421437748, label %bb25 ]
bb52:
  call void @cold_fn()
  unreachable
bb6:
  %phi63 = phi i32 [ -1, %bb5 ], [ -1, %bb5 ], [ 3, %bb61 ]
  switch i32 %phi63, label %bb7 [ i32 29, label %rnd19 i32 52, label %bb25 i32 10, label %bb7 i32 -1, label %bb54 i32 45, label %rnd19 ]
bb49:
  %v83 = call i32 @strcmp(ptr %q, ptr %p)
  %cmp84 = icmp ne i32 %v83, 1
  br i1 %cmp84, label %bb50, label %bb9
bb33:
  switch i32 %m, label %rnd34 [ i32 38, label %bb51 i32 19, label %rnd2 i32 36, label %bb53 i32 27, label %rnd34 ]
bb26:
  switch i32 %v74, label %rnd27 [ i32 27, label %bb48 ]
rnd2:
  %v74 = load i32, ptr %p
  %cmp75 = icmp ule i32 5, %v74
  br i1 %cmp75, label %rnd3, label %rnd14
rnd14:
  switch i32 -2147483648, label %rnd15 [ i32 2131332700, label %bb43 i32 767424222, label %bb43 i32 -1172439347, label %bb13 i32 -178490367, label %bb30 i32 915885382, label %bb30 ], !prof !76
bb43:
  store i32 -1, ptr %q
  %v93 = load ptr, ptr %q
  indirectbr ptr %v93, [ label %bb44, label %bb50 ]
rnd12:
  call void @plain_fn()
  invoke void @may_throw(i32 0) to label %bb13 unwind label %bb62
rnd37:
  call void @plain_fn()
  %v89 = load ptr, ptr %p
  %cmp90 = icmp eq ptr %v89, %v89
  br i1 %cmp90, label %rnd38, label %bb42
rnd18:
  switch i32 %n, label %rnd19 [ i32 51, label %bb33 i32 36, label %rnd47 i32 3, label %rnd19 i32 30, label %rnd47 i32 60, label %rnd47 ]
bb11:
  %phi64 = phi i32 [ 0, %rnd4 ], [ %m, %rnd10 ]
  call void @plain_fn()
  br label %rnd12
bb.58.x:
  switch i32 %m, label %rnd10 [ i32 32, label %rnd10 ]
dead59:
  br label %bb49
bb44:
  br label %bb45
bb56:
  call void @cold_fn()
  unreachable
bb36:
  ret i32 -5
bb41:
  br label %bb42, !prof !77
bb55:
  br i1 true, label %rnd12, label %bb26
bb23:
  indirectbr ptr %q, [ label %rnd24, label %rnd37, label %bb25, label %bb45, label %bb45 ]
bb25:
  %phi70 = phi i32 [ %phi63, %bb6 ], [ 1, %rnd19 ], [ %m, %bb23 ], [ 7, %bb42 ], [ 7, %bb42 ]
  indirectbr ptr blockaddress(@f8, %bb44), [ label %bb26, label %bb44 ]
bb48:
  call void @plain_fn()
  %v81 = call i32 @not_a_libcall(ptr %p, ptr %p)
  %cmp82 = icmp eq i32 %v81, 0
  br i1 %cmp82, label %bb49, label %bb53
rnd32:
  call void @plain_fn()
  br i1 %cmp75, label %bb33, label %bb35
bb5:
  switch i32 %n, label %bb6 [ i32 807650622, label %bb6 i32 2011288994, label %bb7 i32 -67465505, label %bb44 i32 1886272715, label %bb7 ]
rnd47:
  call void @noret_fn()
  %v94 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %v74) [ "deopt"(i32 %m) ]
  ret i32 %v94
rnd20:
  %v86 = call i32 @opaque(i32 2)
  switch i32 %v86, label %rnd21 [ i32 12, label %rnd27 i32 38, label %rnd21 i32 46, label %rnd27 i32 14, label %bb45 ]
bb28:
  %cmp77 = icmp sgt ptr %p, %q
  br i1 %cmp77, label %bb29, label %rnd3
bb29:
  call void @cold_fn()
  indirectbr ptr blockaddress(@f8, %bb30), [ label %bb30, label %bb52 ]
bb54:
  br label %bb54
rnd10:
  call void @plain_fn()
  switch i32 %v74, label %bb11 [ i32 53, label %bb26 ]
bb22:
  call void @plain_fn()
  invoke void @cold_fn() to label %bb23 unwind label %bb62
rnd27:
  %phi71 = phi i32 [ 2, %bb16 ], [ 3, %rnd20 ], [ 3, %rnd20 ], [ %m, %bb26 ]
  switch i32 %v74, label %bb28 [ i32 55, label %bb28 i32 -4, label %rnd2 i32 29, label %bb29 i32 51, label %rnd2 ]
bb8:
  %v91 = call i32 @opaque(i32 %v74)
  switch i32 %v91, label %bb9 [ i32 5, label %rnd2 ]
bb17:
  %fcmp97 = fcmp one double %x, %x
  br i1 %fcmp97, label %rnd18, label %bb35
rnd21:
  %phi67 = phi i32 [ -1, %rnd20 ], [ -1, %rnd20 ], [ %phi67, %rnd21 ]
  %phi68 = phi i32 [ -5, %rnd20 ], [ -5, %rnd20 ], [ %phi69, %rnd21 ]
  %phi69 = phi i32 [ %m, %rnd20 ], [ %m, %rnd20 ], [ %phi68, %rnd21 ]
  %v87 = call i32 @opaque(i32 %phi67)
  switch i32 %v87, label %bb22 [ i32 12, label %rnd21 i32 10, label %bb41 ]
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %if3
1:
  ret i32 %n
2:
  br i1 %c2, label %bb1, label %3
3:
  br label %2
4:
  switch i64 %k, label %1 [ i64 4, label %2 i64 37, label %18 i64 -3, label %32 ]
bb1:
  switch i32 %n, label %"2bb" [ i32 20, label %6 ]
"2bb":
  br label %5
5:
  br i1 %c2, label %4, label %bb1
6:
  br label %8
7:
  switch i32 %n, label %6 [ i32 -1, label %5 i32 47, label %6 i32 19, label %6 ]
8:
  switch i32 %m, label %11 [ i32 7, label %9 ]
9:
  br label %8
10:
  br i1 %c1, label %7, label %8
11:
  br i1 %c0, label %13, label %10
12:
  br label %11
13:
  br i1 %c3, label %12, label %17
14:
  br i1 %c0, label %13, label %6
15:
  br label %14
16:
  br i1 %c0, label %15, label %23
17:
  br label %16
if3:
  br i1 %c3, label %_4, label %2
_4:
  switch i32 %m, label %irr5 [ i32 42, label %18 ]
18:
  br i1 %c0, label %19, label %2
irr5:
  br i1 %c0, label %34, label %2
19:
  switch i32 %m, label %bb6 [ i32 -280967573, label %irr5 i32 -1326709592, label %bb11 ]
bb6:
  switch i32 %n, label %20 [ i32 40, label %irr5 i32 48, label %header10 ]
20:
  switch i32 %m, label %bb7 [ i32 32, label %bb7 i32 30, label %21 i32 0, label %21 ]
bb7:
  br i1 %c2, label %22, label %irr5
21:
  br i1 %c3, label %26, label %26
22:
  br i1 %c1, label %bb8, label %21
bb8:
  br i1 %c1, label %23, label %21
23:
  switch i32 %m, label %bb9 [ i32 -1337951160, label %25 i32 -255800680, label %bb9 ]
bb9:
  br i1 %c0, label %24, label %bb8
24:
  switch i32 %n, label %25 [ i32 9, label %bb6 i32 40, label %bb6 i32 -3, label %bb6 ]
25:
  br i1 %c0, label %bb9, label %header10
26:
  br label %27
27:
  br i1 %c2, label %26, label %bb7
header10:
  br i1 %c0, label %28, label %irr5
28:
  br label %header10
bb11:
  br i1 %c3, label %31, label %29
29:
  br label %30
30:
  switch i32 %m, label %bb11 [ i32 -973513680, label %bb11 i32 1678272720, label %irr5 i32 -320733254, label %irr5 i32 -2121050481, label %23 ]
31:
  switch i32 %m, label %32 [ i32 1601457108, label %35 i32 355559177, label %35 i32 1997739295, label %35 i32 290110789, label %join12 i32 1306855584, label %join12 ]
join12:
  br label %30
32:
  switch i32 %n, label %33 [ i32 24, label %33 i32 16, label %33 i32 7, label %33 ]
33:
  br label %join12
34:
  br i1 %c1, label %36, label %35
35:
  br label %18
36:
  br i1 %c1, label %38, label %37
37:
  ret i32 %n
38:
  br i1 %c0, label %35, label %35
39:
  ret i32 0
}

declare i32 @strcmp(ptr, ptr)
declare i32 @strncmp(ptr, ptr, i64)
declare i32 @memcmp(ptr, ptr, i64)
declare i32 @bcmp(ptr, ptr, i64)
declare i32 @strcasecmp(ptr, ptr)
declare i32 @strncasecmp(ptr, ptr, i64)
declare i32 @not_a_libcall(ptr, ptr)
declare i32 @opaque(i32)
declare void @plain_fn()
declare void @cold_fn() cold
declare void @noret_fn() noreturn
declare void @exit(i32) noreturn
declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.experimental.deoptimize.i32(...)

attributes #0 = { cold }
attributes #1 = { noreturn }

!0 = !{!"branch_weights", i32 4294967295}
!1 = !{!"branch_weights", i32 0, i32 2147483649}
!2 = !{!"branch_weights", i32 4294967295, i32 0}
!3 = !{!"branch_weights", i32 58, i32 12, i32 37, i32 72, i32 40, i32 82, i32 82}
!4 = !{!"branch_weights", i32 2147483648}
!5 = !{!"branch_weights", i32 236, i32 0}
!6 = !{!"branch_weights", i32 614}
!7 = !{!"branch_weights", i32 1048576}
!8 = !{!"branch_weights", i32 4294966424}
!9 = !{!"branch_weights", i32 1048576}
!10 = !{!"branch_weights", i32 0}
!11 = !{!"branch_weights", i32 4294967295}
!12 = !{!"branch_weights", i32 1073741825, i32 0, i32 4294967295, i32 1073741825}
!13 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 0, i32 0}
!14 = !{!"branch_weights", i32 529, i32 824, i32 384, i32 0}
!15 = !{!"branch_weights", i32 2147483648, i32 2147483649}
!16 = !{!"branch_weights", i32 0}
!17 = !{!"branch_weights", i32 0}
!18 = !{!"branch_weights", i32 0}
!19 = !{!"branch_weights", i32 4294966641, i32 4294966797}
!20 = !{!"branch_weights", i32 2}
!21 = !{!"branch_weights", i32 4294967295}
!22 = !{!"branch_weights", i32 2147483648}
!23 = !{!"branch_weights", i32 4294966447, i32 4294966746, i32 4294966511, i32 4294966786, i32 4294966707}
!24 = !{!"branch_weights", i32 2147483648, i32 2147483648}
!25 = !{!"branch_weights", i32 1, i32 0, i32 4294967295, i32 0}
!26 = !{!"branch_weights", i32 57, i32 91}
!27 = !{!"branch_weights", i32 400, i32 0}
!28 = !{!"branch_weights", i32 1}
!29 = !{!"branch_weights", i32 73, i32 13}
!30 = !{!"branch_weights", i32 2000}
!31 = !{!"branch_weights", i32 0, i32 115}
!32 = !{!"branch_weights", i32 2000}
!33 = !{!"branch_weights", i32 0}
!34 = !{!"branch_weights", i32 0, i32 4294967295}
!35 = !{!"branch_weights", i32 4294966802}
!36 = !{!"branch_weights", i32 4294967149, i32 4294966618}
!37 = !{!"branch_weights", i32 0}
!38 = !{!"branch_weights", i32 0, i32 0, i32 0}
!39 = !{!"branch_weights", i32 93, i32 16}
!40 = !{!"branch_weights", i32 4294966579}
!41 = !{!"branch_weights", i32 824}
!42 = !{!"branch_weights", i32 1}
!43 = !{!"branch_weights", i32 1048576}
!44 = !{!"branch_weights", i32 0, i32 1, i32 1048576, i32 0}
!45 = !{!"branch_weights", i32 0}
!46 = !{!"branch_weights", i32 2147483649, i32 4294967295}
!47 = !{!"branch_weights", i32 0, i32 1, i32 1, i32 2000, i32 1}
!48 = !{!"branch_weights", i32 222}
!49 = !{!"branch_weights", i32 1, i32 0}
!50 = !{!"branch_weights", i32 19}
!51 = !{!"branch_weights", i32 0}
!52 = !{!"branch_weights", i32 4294967295}
!53 = !{!"branch_weights", i32 2000, i32 0}
!54 = !{!"branch_weights", i32 0}
!55 = !{!"branch_weights", i32 0, i32 0}
!56 = !{!"branch_weights", i32 22, i32 41}
!57 = !{!"branch_weights", i32 919}
!58 = !{!"branch_weights", i32 4294966371}
!59 = !{!"branch_weights", i32 2147483648, i32 4294967295}
!60 = !{!"branch_weights", i32 4294966916}
!61 = !{!"branch_weights", i32 4294967005}
!62 = !{!"branch_weights", i32 4294967029}
!63 = !{!"branch_weights", i32 0, i32 0}
!64 = !{!"branch_weights", i32 1048576, i32 0}
!65 = !{!"branch_weights", i32 87}
!66 = !{!"branch_weights", i32 0}
!67 = !{!"branch_weights", i32 1, i32 1048576, i32 0, i32 0}
!68 = !{!"branch_weights", i32 531}
!69 = !{!"branch_weights", i32 41, i32 15}
!70 = !{!"branch_weights", i32 0}
!71 = !{!"branch_weights", i32 1, i32 4294967295, i32 0, i32 1, i32 0, i32 1}
!72 = !{!"branch_weights", i32 1048576}
!73 = !{!"branch_weights", i32 4294966643}
!74 = !{!"branch_weights", i32 4294966782, i32 4294966929}
!75 = !{!"branch_weights", i32 0}
!76 = !{!"branch_weights", i32 1, i32 0, i32 2000, i32 0, i32 1, i32 0}
!77 = !{!"branch_weights", i32 4294967295}
