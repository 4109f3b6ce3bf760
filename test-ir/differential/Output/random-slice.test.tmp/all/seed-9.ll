; freqpath random IR: seed=9 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @plain_fn()
  br label %bb79
bb2:
  call void @plain_fn()
  br label %self76
bb3:
  %v100 = sub i32 %phi93, 1
  %cmp101 = icmp ugt i32 %v100, 45
  br i1 %cmp101, label %inf_pre6, label %bb4
bb4:
  call void @plain_fn()
  switch i32 %n, label %bb3 [ i32 109625034, label %bb3 i32 2138258179, label %bb3 i32 -2026792245, label %counter70 ]
bb5:
  br i1 %c3, label %bb3, label %bb2
inf_pre6:
  %phi82 = phi ptr [ %p, %bb3 ], [ %q, %header64 ]
  br label %bb7
bb7:
  switch i32 %phi93, label %bb7 [ i32 42, label %bb7 i32 -4, label %bb23 i32 1, label %bb23 ]
bb8:
  %phi83 = phi i32 [ -2147483648, %inf_pre11 ]
  call void @plain_fn()
  br label %bb3, !prof !0
bb9:
  switch i32 %m, label %bb10 [ i32 906141648, label %inf_pre11 i32 7625542, label %if19 i32 1422222489, label %if19 i32 2143799446, label %inf_pre11 ]
bb10:
  call void @plain_fn() cold
  ret i32 %m
inf_pre11:
  switch i32 %n, label %bb12 [ i32 55, label %bb69 i32 58, label %bb8 ], !prof !1
bb12:
  br label %bb12
bb13:
  %v102 = call i32 @bcmp(ptr %p, ptr %q, i64 2)
  %cmp103 = icmp slt i32 %v102, 3
  br i1 %cmp103, label %bb14, label %bb16, !prof !2
bb14:
  br i1 %cmp96, label %bb15, label %bb67
bb15:
  switch i32 %n, label %bb13 [ i32 -7, label %bb13 i32 17, label %bb9 i32 51, label %bb13 i32 7, label %bb13 ]
bb16:
  %phi84 = phi i32 [ %phi93, %bb13 ], [ %phi84, %bb17 ], [ -2147483648, %bb18 ]
  %v125 = mul i32 %phi84, 4
  %v126 = or i32 %v125, 2
  %cmp127 = icmp ne i32 %v126, 0
  br i1 %cmp127, label %bb17, label %if19
bb17:
  call void @cold_fn()
  br label %bb16
bb18:
  call void @plain_fn()
  invoke void @may_throw(i32 0) to label %bb16 unwind label %bb80
if19:
  br i1 %c3, label %chain24, label %bb20
bb20:
  br label %bb18
bb21:
  %cmp98 = icmp ne ptr %q, null
  br i1 %cmp98, label %bb20, label %bb30
bb22:
  br label %bb21
bb23:
  call void @plain_fn()
  %cmp130 = icmp sgt ptr %q, null
  br i1 %cmp130, label %bb22, label %bb12
chain24:
  %v128 = and i32 %m, 6
  %cmp129 = icmp eq i32 %v128, 6
  br i1 %cmp129, label %bb23, label %bb7
chain25:
  switch i32 %v122, label %bb13 [  ]
chain26:
  call void @plain_fn()
  br label %chain25
chain27:
  %phi85 = phi i32 [ %phi93, %bb28 ]
  br label %chain26
bb28:
  br label %chain27
bb29:
  br label %bb28
bb30:
  %v122 = and i32 %m, 3
  %cmp123 = icmp eq i32 %v122, 3
  br i1 %cmp123, label %bb29, label %bb-71
bb31:
  br label %bb30
bb32:
  br label %bb31
bb33:
  br i1 %c1, label %bb32, label %bb32
bb34:
  br label %bb33
bb35:
  br label %bb34
bb36:
  %v121 = load ptr, ptr %q
  indirectbr ptr %v121, [ label %bb35 ], !prof !3
bb37:
  br label %bb36, !prof !4
bb38:
  switch i32 %phi93, label %bb37 [ i32 58, label %bb37 i32 44, label %bb37 i32 -4, label %bb37 ], !prof !5
bb39:
  call void @plain_fn() cold
  %v120 = select i1 true, ptr blockaddress(@f0, %bb38), ptr blockaddress(@f0, %bb38)
  indirectbr ptr %v120, [ label %bb38 ]
bb40:
  call void @plain_fn()
  br label %bb39
chain41:
  call void @plain_fn() cold
  br label %bb40
chain42:
  br label %chain41
bb43:
  br label %chain42
bb44:
  br label %bb43
bb45:
  %phi86 = phi i32 [ 2147483647, %bb46 ]
  br label %bb44
bb46:
  br label %bb45
bb47:
  invoke void @noret_fn() to label %bb46 unwind label %bb81
header48:
  call void @plain_fn() #0
  switch i32 %n, label %bb51 [ i32 1317453983, label %bb47 i32 987485537, label %bb47 i32 -762233459, label %header64 ]
bb49:
  call void @plain_fn()
  br i1 %cmp96, label %bb47, label %header48, !prof !6
bb50:
  %phi87 = phi i32 [ 8, %bb51 ]
  call void @plain_fn()
  %v116 = xor i32 %phi87, 1
  %v117 = add i32 %v116, 3
  %cmp118 = icmp sge i32 %v117, 27
  br i1 %cmp118, label %bb49, label %bb75
bb51:
  indirectbr ptr blockaddress(@f0, %bb50), [ label %bb50, label %bb47 ]
bb52:
  %v113 = and i32 %n, 8
  %cmp114 = icmp ne i32 %v113, 8
  br i1 %cmp114, label %bb54, label %reset53
reset53:
  %cmp115 = icmp ult ptr null, %p
  br i1 %cmp115, label %bb52, label %bb18
bb54:
  call void @plain_fn()
  br i1 %c0, label %bb52, label %header48
early55:
  switch i32 %v110, label %bb57 [ i32 58, label %bb57 i32 7, label %bb57 i32 -8, label %bb56 ], !prof !7
bb56:
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %bb73 [label %bb73]
bb57:
  br label %bb61
bb58:
  %phi88 = phi i32 [ 0, %bb59 ]
  %fcmp112 = fcmp ult double %y, %x
  br i1 %fcmp112, label %bb52, label %bb57
bb59:
  %phi89 = phi i32 [ 2, %chain60 ]
  switch i64 %v95, label %bb58 [ i64 31, label %bb66 i64 10, label %chain74 ]
chain60:
  call void @plain_fn()
  br label %bb59
bb61:
  call void @noret_fn()
  br label %chain60
bb62:
  call void @plain_fn()
  %v110 = call i32 @strncmp(ptr %q, ptr %q, i64 %v95)
  %cmp111 = icmp eq i32 %v110, 0
  br i1 %cmp111, label %early55, label %bb49, !prof !8
chain63:
  store i32 %v107, ptr %p
  br label %bb62, !prof !9
header64:
  %v107 = load i32, ptr %p
  %cmp108 = icmp ne i32 5, %v107
  br i1 %cmp108, label %bb65, label %inf_pre6
bb65:
  call void @plain_fn()
  %fcmp109 = fcmp ule double 1.5, %x
  br i1 %fcmp109, label %header64, label %chain63
bb66:
  %phi90 = phi ptr [ %q, %bb59 ], [ %q, %bb67 ], [ %q, %bb69 ], [ %q, %bb78 ], [ %q, %bb78 ]
  call void @exit(i32 1)
  switch i32 %phi93, label %if68 [ i32 35, label %header64 i32 1, label %header64 i32 53, label %header64 i32 12, label %if68 ]
bb67:
  store i32 %n, ptr %p
  br label %bb66
if68:
  switch i32 %phi93, label %bb69 [ i32 60, label %bb67 i32 55, label %bb18 ], !prof !10
bb69:
  switch i32 %phi93, label %counter70 [ i32 13, label %bb67 i32 27, label %bb67 i32 -8, label %bb66 i32 34, label %self76 i32 57, label %bb78 i32 48, label %counter70 i32 39, label %bb78 ]
counter70:
  %phi91 = phi i32 [ %phi93, %bb4 ], [ 0, %bb69 ], [ 0, %bb69 ], [ 0, %bb-71 ], [ %phi93, %latch72 ]
  %phi92 = phi i32 [ %phi93, %bb4 ], [ %phi93, %bb69 ], [ %phi93, %bb69 ], [ 10, %bb-71 ], [ 0, %latch72 ]
  store i32 3, ptr %p
  br i1 %c1, label %bb-71, label %bb75
bb-71:
  call void @plain_fn()
  %v124 = select i1 true, ptr blockaddress(@f0, %counter70), ptr blockaddress(@f0, %counter70)
  indirectbr ptr %v124, [ label %counter70 ]
latch72:
  br i1 true, label %bb67, label %counter70
bb73:
  call void @plain_fn() cold
  br label %latch72
chain74:
  call void @plain_fn() #0
  %v105 = load i32, ptr %p
  %cmp106 = icmp ne i32 %v105, 0
  br i1 %cmp106, label %bb73, label %header48
bb75:
  br label %chain74
self76:
  %v104 = select i1 true, ptr blockaddress(@f0, %bb67), ptr blockaddress(@f0, %self76)
  indirectbr ptr %v104, [ label %self76, label %bb67 ], !prof !11
bb77:
  %v95 = load i64, ptr %p
  %cmp96 = icmp slt i64 %v95, -1
  br i1 %cmp96, label %bb78, label %bb3
bb78:
  %v97 = call i32 @opaque(i32 %n)
  switch i32 %v97, label %bb77 [ i32 52, label %bb21 i32 0, label %bb66 i32 31, label %bb77 i32 44, label %bb66 i32 21, label %bb77 ]
bb79:
  %phi93 = phi i32 [ %m, %bb1 ], [ %phi93, %bb79 ]
  %fcmp94 = fcmp true double %y, %y
  br i1 %fcmp94, label %bb79, label %bb77
bb80:
  %lp99 = landingpad { ptr, i32 } cleanup
  br label %bb15
bb81:
  %lp119 = landingpad { ptr, i32 } cleanup
  unreachable
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb3
bb2:
  ret i32 %n
bb3:
  br i1 %c0, label %self5, label %dispatch6
bb4:
  br label %bb2
self5:
  br i1 %c0, label %self5, label %bb4
dispatch6:
  switch i32 %n, label %bb4 [ i32 44, label %dispatch6 i32 52, label %dispatch6 i32 21, label %dispatch6 i32 6, label %bb7 i32 -2, label %dispatch6 ]
bb7:
  switch i32 %n, label %bb10 [ i32 8, label %bb8 i32 61, label %bb8 ]
bb8:
  br label %bb9
bb9:
  br i1 %c1, label %dispatch6, label %bb7
bb10:
  br i1 %c1, label %bb11, label %bb9
bb11:
  br i1 %c2, label %bb11, label %bb9
bb12:
  switch i32 %n, label %bb10 [ i32 1179239906, label %bb10 ]
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb49
bb43:
  br label %bb41
chain11:
  br label %bb10
bb15:
  br label %if18
bb49:
  br i1 %c3, label %bb3, label %bb49
chain30:
  br label %bb29
bb16:
  br i1 %c1, label %bb17, label %bb9
bb39:
  br i1 %c3, label %bb40, label %bb41
irr48:
  br label %bb47
bb27:
  br label %bb31
bb12:
  br label %chain11
bb26:
  br i1 %c1, label %bb27, label %latch23
bb34:
  switch i32 %m, label %bb36 [ i32 33, label %bb35 ]
bb38:
  br i1 %c0, label %bb39, label %bb49
bb40:
  br i1 %c1, label %bb42, label %bb37
bb36:
  br i1 %c2, label %bb37, label %bb38
bb29:
  br label %bb28
bb31:
  switch i32 %m, label %irr33 [ i32 39, label %bb32 i32 -6, label %bb19 i32 16, label %bb32 i32 56, label %bb19 ]
bb6:
  switch i32 %m, label %bb7 [ i32 13, label %bb34 i32 44, label %bb49 ]
bb37:
  br i1 %c1, label %bb38, label %bb35
"46bb":
  br i1 %c0, label %irr48, label %bb47
irr4:
  br i1 %c0, label %bb6, label %bb2
bb14:
  switch i32 %m, label %bb16 [ i32 33, label %bb15 i32 49, label %bb15 i32 18, label %bb17 i32 51, label %bb16 ]
irr33:
  br i1 %c0, label %bb32, label %irr25
bb10:
  br label %bb8
bb32:
  br label %irr33
bb8:
  br i1 %c3, label %bb14, label %irr5
bb28:
  br label %bb26
bb22:
  switch i32 %m, label %latch23 [ i32 40, label %bb39 i32 28, label %bb19 i32 51, label %latch23 ]
dead50:
  br i1 %c0, label %bb51, label %irr_pre24
latch23:
  br i1 %c2, label %bb20, label %bb21
if18:
  switch i32 %n, label %bb16 [ i32 605406658, label %bb16 i32 1422679462, label %bb16 i32 -1193927957, label %bb32 ]
bb41:
  switch i32 %n, label %"46bb" [ i32 53, label %bb37 i32 -7, label %bb37 i32 58, label %bb37 i32 56, label %"46bb" ]
bb47:
  switch i32 %m, label %irr48 [ i32 8, label %bb40 i32 35, label %bb40 ]
irr25:
  br i1 %c0, label %chain30, label %latch23
bb42:
  switch i32 %m, label %bb44 [ i32 49, label %bb43 i32 45, label %irr4 i32 -2, label %irr4 i32 13, label %bb29 i32 61, label %bb43 i32 22, label %bb44 ]
bb20:
  br i1 %c0, label %bb19, label %bb7
dead53:
  ret i32 %n
bb35:
  br label %bb8
bb3:
  br i1 %c3, label %irr4, label %irr5
irr_pre24:
  switch i32 %m, label %bb26 [ i32 60, label %irr25 i32 8, label %bb27 ]
bb51:
  br label %irr33
bb52:
  switch i32 %m, label %"46bb" [ i32 6, label %bb40 i32 62, label %bb40 i32 32, label %bb6 i32 31, label %bb6 ]
irr5:
  switch i64 %k, label %irr4 [ i64 785119794, label %bb2 i64 -407722979, label %bb2 i64 2141832642, label %bb2 i64 1429591279, label %bb2 ]
bb44:
  switch i32 %m, label %join45 [ i32 17, label %join45 ]
bb2:
  br label %bb49
bb13:
  br label %bb12
bb21:
  br i1 %c3, label %bb22, label %irr_pre24
bb19:
  br i1 %c2, label %bb21, label %bb21
bb7:
  switch i32 %m, label %bb13 [ i32 8, label %irr5 i32 16, label %bb13 i32 47, label %irr5 ]
bb17:
  br i1 %c3, label %bb15, label %bb9
join45:
  br label %bb43
bb9:
  br i1 %c2, label %bb19, label %irr5
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  %v70 = and i32 %m, 2147483648
  %cmp71 = icmp eq i32 %v70, 2147483648
  br i1 %cmp71, label %bb2, label %bb2
bb2:
  br label %bb3
bb3:
  %phi60 = phi i32 [ %m, %bb2 ], [ %phi65, %bb6 ], [ %phi60, %rnd10 ], [ %phi60, %rnd10 ], [ 7, %rnd48 ]
  br label %rnd4
rnd4:
  br label %bb5
bb5:
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %bb5 [label %bb41]
bb6:
  switch i32 %phi65, label %bb7 [ i32 4, label %bb19 i32 6, label %bb19 i32 14, label %bb3 ]
bb7:
  indirectbr ptr blockaddress(@f3, %rnd8), [ label %rnd8, label %bb7, label %rnd4, label %bb49 ]
rnd8:
  %fcmp90 = fcmp ogt double %x, 0.0
  br i1 %fcmp90, label %bb9, label %bb49
bb9:
  %phi61 = phi i32 [ 0, %rnd8 ]
  br label %rnd10
rnd10:
  store i32 %n, ptr %q
  switch i32 %m, label %rnd11 [ i32 30, label %bb3 i32 60, label %bb28 i32 27, label %bb28 i32 15, label %bb3 i32 8, label %bb37 i32 19, label %bb28 ]
rnd11:
  switch i32 %n, label %bb12 [ i32 -2, label %bb18 i32 49, label %bb12 i32 63, label %rnd48 ]
bb12:
  %fcmp89 = fcmp ogt double %y, %x
  br i1 %fcmp89, label %bb2, label %bb7
rnd13:
  br label %bb14
bb14:
  ret i32 %m
bb15:
  %v76 = load ptr, ptr %p
  indirectbr ptr %v76, [ label %bb16, label %rnd10, label %bb26, label %bb6, label %bb16 ]
bb16:
  br label %bb17
bb17:
  br label %bb2
bb18:
  indirectbr ptr blockaddress(@f3, %bb6), [ label %bb19, label %bb6 ]
bb19:
  invoke void @noret_fn() to label %bb20 unwind label %bb56
bb20:
  %phi62 = phi ptr [ %phi66, %bb19 ]
  br label %rnd21
rnd21:
  switch i32 %v70, label %rnd22 [ i32 1, label %bb41 ]
rnd22:
  switch i32 %m, label %bb23 [ i32 -1650443352, label %bb18 i32 2098401888, label %bb25 ]
bb23:
  callbr void asm sideeffect "", "!i"() to label %bb24 [label %bb30]
bb24:
  br label %bb25
bb25:
  %v79 = call i32 @opaque(i32 %phi60)
  switch i32 %v79, label %bb28 [ i32 -234624586, label %bb52 i32 202976741, label %bb52 ]
bb26:
  %phi63 = phi i32 [ 2147483647, %bb15 ], [ 3, %bb58 ]
  %v77 = or i1 %c1, %c0
  br i1 %v77, label %bb27, label %bb28
bb27:
  call void @plain_fn()
  br label %bb28
bb28:
  br label %bb29
bb29:
  callbr void asm sideeffect "", "!i,!i,!i"() to label %bb30 [label %rnd54, label %bb17, label %bb47]
bb30:
  call void @plain_fn() #0
  invoke void @noret_fn() to label %bb43 unwind label %bb.57
bb31:
  br label %rnd22
rnd32:
  %cmp91 = icmp ne ptr %p, %q
  br i1 %cmp91, label %bb33, label %bb25
bb33:
  invoke void @may_throw(i32 1) to label %bb34 unwind label %bb58
bb34:
  switch i32 %m, label %bb35 [ i32 -348701318, label %bb37 i32 195170401, label %bb35 i32 -599091670, label %bb37 ]
bb35:
  call void @plain_fn()
  br label %bb36
bb36:
  %phi64 = phi i32 [ -1, %bb35 ], [ 0, %bb53 ]
  br label %bb37
bb37:
  %v81 = call i32 @opaque(i32 %v70)
  switch i32 %v81, label %bb38 [ i32 1227394550, label %"55bb" i32 441559130, label %bb6 ]
bb38:
  br label %rnd39
rnd39:
  store i32 %phi60, ptr %q
  %v82 = call i32 @opaque(i32 %v81)
  switch i32 %v82, label %bb40 [ i32 57, label %bb41 i32 9, label %bb41 ]
bb40:
  %v83 = and i32 %phi60, 3
  %cmp84 = icmp ne i32 %v83, 1
  br i1 %cmp84, label %bb41, label %bb16
bb41:
  %phi65 = phi i32 [ 1, %bb5 ], [ -5, %rnd21 ], [ %phi65, %rnd39 ], [ %phi65, %rnd39 ], [ 1, %bb40 ]
  %phi66 = phi ptr [ null, %bb5 ], [ %phi66, %rnd21 ], [ %q, %rnd39 ], [ %q, %rnd39 ], [ %phi66, %bb40 ]
  store i32 100, ptr %q
  %fcmp72 = fcmp true double 0x7FF0000000000000, %y
  br i1 %fcmp72, label %bb42, label %bb50
bb42:
  store i32 %phi65, ptr %q
  br label %bb43
bb43:
  call void @plain_fn()
  indirectbr ptr blockaddress(@f3, %bb17), [ label %rnd54, label %bb17 ]
rnd44:
  %cmp92 = icmp uge i32 %n, 1
  br i1 %cmp92, label %bb27, label %bb50
bb45:
  call void @exit(i32 1)
  %v93 = call i32 @strcasecmp(ptr %q, ptr %p)
  %cmp94 = icmp eq i32 %v93, 0
  br i1 %cmp94, label %rnd54, label %bb7
rnd46:
  call void @plain_fn() #1
  switch i32 %n, label %bb47 [ i32 12, label %rnd48 i32 60, label %rnd32 i32 -4, label %bb12 ]
bb47:
  call void @cold_fn()
  %v85 = call i32 @opaque(i32 %m)
  switch i32 %v85, label %rnd48 [ i32 29, label %bb47 i32 30, label %bb49 i32 19, label %bb47 ]
rnd48:
  %v86 = and i32 %v70, 64
  %cmp87 = icmp eq i32 %v86, 0
  br i1 %cmp87, label %bb49, label %bb3
bb49:
  br i1 %c2, label %"55bb", label %bb49
bb50:
  %v73 = call i32 @opaque(i32 %v70)
  switch i32 %v73, label %rnd51 [ i32 58, label %bb52 i32 -2, label %bb52 ]
rnd51:
  %phi67 = phi ptr [ %phi66, %bb50 ]
  %v74 = add i32 %n, 1
  %cmp75 = icmp sge i32 %v74, 0
  br i1 %cmp75, label %bb52, label %rnd21
bb52:
  call void @plain_fn() cold
  invoke void @may_throw(i32 0) to label %bb53 unwind label %bb59
bb53:
  call void @plain_fn()
  br i1 true, label %rnd54, label %bb36
rnd54:
  switch i64 %k, label %"55bb" [ i64 31, label %bb15 i64 33, label %bb15 i64 45, label %bb15 i64 57, label %"55bb" ]
"55bb":
  br label %"55bb"
bb56:
  %lp78 = landingpad { ptr, i32 } cleanup
  br label %rnd8
bb.57:
  %phi68 = phi i32 [ %phi65, %bb30 ]
  %lp88 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp88
bb58:
  %lp95 = landingpad { ptr, i32 } cleanup
  br label %bb26
bb59:
  %phi69 = phi i32 [ %phi60, %bb52 ]
  %lp80 = landingpad { ptr, i32 } cleanup
  br label %bb37
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  br label %dispatch86
reset63:
  call void @plain_fn()
  br label %latch64
counter81:
  %phi166 = phi i32 [ %phi171, %bb77 ], [ %phi171, %latch83 ]
  %phi167 = phi i32 [ 0, %bb77 ], [ 8, %latch83 ]
  call void @plain_fn()
  switch i32 %phi171, label %bb82 [ i32 11, label %bb84 i32 51, label %bb65 ]
bb82:
  %phi168 = phi i32 [ %phi171, %bb32 ], [ %phi171, %bb32 ], [ %phi170, %counter81 ], [ %phi169, %bb85 ], [ %phi169, %bb85 ]
  %cmp222 = icmp ne i32 %phi169, 5
  br i1 %cmp222, label %latch83, label %latch83
bb103:
  %phi186 = phi ptr [ %phi184, %bb102 ], [ null, %irr106 ]
  %phi187 = phi i32 [ 10, %bb102 ], [ %n, %irr106 ]
  callbr void asm sideeffect "", "!i"() to label %bb104 [label %bb85]
dispatch86:
  switch i32 10, label %bb85 [ i32 15, label %bb102 i32 4, label %dispatch86 i32 52, label %irr_pre87 i32 43, label %dispatch86 i32 -3, label %dispatch86 i32 19, label %dispatch86 ]
dead113:
  switch i64 %k, label %bb32 [ i64 45, label %reset55 i64 12, label %bb74 ]
dispatch80:
  %phi163 = phi i32 [ -5, %bb78 ], [ 7, %dispatch80 ], [ 7, %dispatch80 ], [ 7, %dispatch80 ], [ 7, %dispatch80 ], [ 7, %dispatch80 ], [ 7, %dispatch80 ], [ 7, %dispatch80 ], [ 7, %dispatch80 ]
  %phi164 = phi i32 [ 1, %bb78 ], [ %phi170, %dispatch80 ], [ %phi170, %dispatch80 ], [ %phi170, %dispatch80 ], [ %phi170, %dispatch80 ], [ %phi170, %dispatch80 ], [ %phi170, %dispatch80 ], [ %phi170, %dispatch80 ], [ %phi170, %dispatch80 ]
  %phi165 = phi i32 [ %phi170, %bb78 ], [ %phi169, %dispatch80 ], [ %phi169, %dispatch80 ], [ %phi169, %dispatch80 ], [ %phi169, %dispatch80 ], [ %phi169, %dispatch80 ], [ %phi169, %dispatch80 ], [ %phi169, %dispatch80 ], [ %phi169, %dispatch80 ]
  switch i64 %k, label %bb79 [ i64 57, label %dispatch80 i64 32, label %dispatch80 i64 4, label %dispatch80 i64 25, label %dispatch80 i64 36, label %dispatch80 i64 51, label %dispatch80 i64 46, label %dispatch80 i64 58, label %dispatch80 ]
bb4:
  %phi117 = phi i32 [ %n, %bb5 ], [ 10, %bb6 ]
  br label %bb3
dispatch8:
  %phi120 = phi i32 [ %phi119, %bb6 ], [ 0, %bb11 ], [ %phi121, %bb25 ], [ -5, %early43 ], [ -5, %early43 ], [ 10, %bb47 ], [ -1, %bb52 ], [ %phi119, %bb59 ], [ 3, %dead110 ]
  %phi121 = phi i32 [ %phi147, %bb6 ], [ %phi119, %bb11 ], [ %phi120, %bb25 ], [ 100, %early43 ], [ 100, %early43 ], [ 3, %bb47 ], [ %phi170, %bb52 ], [ %n, %bb59 ], [ 10, %dead110 ]
  %phi122 = phi i32 [ -1, %bb6 ], [ -5, %bb11 ], [ %phi170, %bb25 ], [ 7, %early43 ], [ 7, %early43 ], [ %phi122, %bb47 ], [ %m, %bb52 ], [ 1, %bb59 ], [ 3, %dead110 ]
  call void @plain_fn()
  indirectbr ptr blockaddress(@f4, %bb59), [ label %bb7, label %irr_pre9, label %irr_pre23, label %bb41, label %bb59, label %bb7 ]
bb70:
  %v197 = mul i32 %phi169, 4
  %v198 = xor i32 %v197, 3
  %cmp199 = icmp sgt i32 %v198, 24
  br i1 %cmp199, label %bb69, label %counter62
bb85:
  %phi169 = phi i32 [ 7, %bb85 ], [ %m, %dispatch86 ], [ 3, %bb103 ]
  %phi170 = phi i32 [ 8, %bb85 ], [ %n, %dispatch86 ], [ %phi187, %bb103 ]
  %phi171 = phi i32 [ 8, %bb85 ], [ %n, %dispatch86 ], [ 1, %bb103 ]
  %v194 = call i32 @opaque(i32 %m)
  switch i32 %v194, label %bb69 [ i32 -2077878351, label %bb82 i32 -733393840, label %bb82 i32 -566484103, label %bb69 i32 595224487, label %bb85 ]
bb56:
  %phi143 = phi i32 [ 2147483647, %header57 ]
  switch i32 -2147483648, label %counter54 [ i32 -5, label %counter54 i32 7, label %counter54 i32 31, label %chain49 i32 45, label %bb51 i32 33, label %counter54 ]
bb11:
  call void @plain_fn() cold
  switch i32 %phi121, label %if18 [ i32 27, label %early97 i32 37, label %if18 i32 49, label %dispatch8 ]
bb52:
  %v215 = and i32 %phi171, 4
  %v216 = add i32 %v215, 2
  %cmp217 = icmp uge i32 %v216, 27
  br i1 %cmp217, label %counter54, label %dispatch8
bb78:
  %phi162 = phi ptr [ %p, %bb76 ], [ %p, %bb79 ]
  switch i32 %v194, label %bb77 [ i32 1226399489, label %counter62 i32 -1893525253, label %dispatch80 ]
bb89:
  callbr void asm sideeffect "", "!i"() to label %irr90 [label %dispatch86]
bb74:
  %phi159 = phi i32 [ %phi169, %bb77 ], [ %m, %dead113 ]
  %phi160 = phi i32 [ 1, %bb77 ], [ 1, %dead113 ]
  %phi161 = phi i32 [ 0, %bb77 ], [ -5, %dead113 ]
  call void @plain_fn() #0
  switch i32 %n, label %counter72 [ i32 -7, label %bb70 i32 45, label %counter72 i32 61, label %counter72 i32 31, label %bb70 ]
bb7:
  call void @plain_fn()
  br label %bb6
bb38:
  %phi132 = phi ptr [ %phi148, %bb15 ], [ %phi146, %if37 ], [ %phi146, %if37 ]
  call void @noret_fn()
  invoke void @may_throw(i32 0) to label %bb31 unwind label %lpad115
irr_pre23:
  %v209 = call i32 @opaque(i32 1)
  switch i32 %v209, label %bb24 [ i32 9, label %bb25 i32 11, label %bb26 ]
bb42:
  call void @plain_fn()
  %cmp206 = icmp ult i32 %phi122, 5
  br i1 %cmp206, label %early43, label %early45
bb15:
  %cmp211 = icmp ule i32 %phi122, 25
  br i1 %cmp211, label %chain14, label %bb38
bb30:
  unreachable
early_exit13:
  call void @plain_fn() #1
  call void @plain_fn()
  unreachable
reset55:
  %phi142 = phi ptr [ null, %counter54 ], [ %q, %dead113 ]
  br label %counter54
bb25:
  call void @plain_fn() #1
  br i1 %fcmp202, label %bb31, label %dispatch8
bb95:
  %phi175 = phi ptr [ %p, %irr90 ]
  %cmp229 = icmp ne ptr %phi175, %q
  br i1 %cmp229, label %early_exit96, label %early97
irr_pre75:
  %cmp225 = icmp sge i32 %phi156, 16
  br i1 %cmp225, label %bb77, label %bb76
bb2:
  call void @exit(i32 1)
  ret i32 %phi117
bb51:
  br i1 %c3, label %bb53, label %bb31
bb41:
  %cmp204 = icmp eq ptr %phi118, null
  br i1 %cmp204, label %bb42, label %bb50
irr88:
  br label %bb94
bb65:
  %phi149 = phi ptr [ %p, %counter62 ], [ %phi152, %bb66 ], [ %phi152, %bb68 ], [ null, %counter81 ]
  %phi150 = phi i32 [ 2, %counter62 ], [ %phi170, %bb66 ], [ %m, %bb68 ], [ -2147483648, %counter81 ]
  %phi151 = phi i32 [ 10, %counter62 ], [ -1, %bb66 ], [ -5, %bb68 ], [ %phi166, %counter81 ]
  br label %bb67
latch58:
  br label %header57
bb66:
  %fcmp201 = fcmp ult double %y, %x
  br i1 %fcmp201, label %latch64, label %bb65
early12:
  %phi124 = phi i32 [ %phi171, %bb10 ], [ %phi171, %bb10 ]
  br i1 %fcmp202, label %early_exit13, label %chain17, !prof !12
counter72:
  %phi156 = phi i32 [ 1, %bb71 ], [ 1, %reset73 ], [ %phi160, %bb74 ], [ %phi160, %bb74 ], [ %phi160, %bb74 ]
  %phi157 = phi ptr [ %phi155, %bb71 ], [ %p, %reset73 ], [ %p, %bb74 ], [ %p, %bb74 ], [ %p, %bb74 ]
  %phi158 = phi i32 [ 1, %bb71 ], [ 10, %reset73 ], [ -5, %bb74 ], [ -5, %bb74 ], [ -5, %bb74 ]
  call void @plain_fn() cold
  switch i64 %k, label %irr_pre75 [ i64 28, label %irr_pre75 i64 0, label %irr_pre75 i64 13, label %irr_pre75 i64 35, label %reset73 ]
bb32:
  switch i32 %m, label %bb31 [ i32 -945155566, label %bb31 i32 -1013078740, label %bb82 i32 -1926783895, label %irr_pre34 i32 1749190720, label %irr_pre34 i32 2040178738, label %bb82 ]
bb36:
  %phi131 = phi ptr [ %q, %irr_pre34 ], [ %q, %irr_pre34 ], [ %p, %irr35 ]
  invoke void @cold_fn() to label %irr35 unwind label %lpad115
bb67:
  %phi152 = phi ptr [ %phi149, %bb65 ], [ %q, %bb68 ]
  %phi153 = phi i32 [ %phi170, %bb65 ], [ 100, %bb68 ]
  call void @plain_fn()
  br label %bb68
irr_pre34:
  switch i64 %k, label %bb36 [ i64 24, label %bb52 i64 43, label %bb36 i64 17, label %irr35 i64 -5, label %bb52 ]
early_exit60:
  call void @plain_fn()
  call void @noret_fn()
  unreachable
bb109:
  br label %bb111
latch100:
  %phi183 = phi ptr [ %q, %chain101 ]
  call void @plain_fn()
  br label %bb99
bb28:
  %phi129 = phi i32 [ %phi121, %early29 ]
  indirectbr ptr %p, [ label %bb27, label %irr_pre9 ]
bb112:
  unreachable
bb3:
  br label %bb2
bb104:
  switch i32 %m, label %bb107 [ i32 27, label %bb107 i32 10, label %bb107 i32 60, label %dispatch86 i32 5, label %dispatch86 ]
dead110:
  br label %dispatch8
bb71:
  %v195 = call i32 @strncmp(ptr %q, ptr %q, i64 %k)
  %cmp196 = icmp eq i32 %v195, 0
  br i1 %cmp196, label %bb70, label %counter72
$16:
  %phi125 = phi i32 [ 10, %chain17 ]
  br label %bb15
irr_pre87:
  %cmp192 = icmp eq ptr null, %p
  br i1 %cmp192, label %bb89, label %bb99
bb77:
  %fcmp224 = fcmp oeq double %x, %x
  br i1 %fcmp224, label %counter81, label %bb74
early97:
  %phi176 = phi i32 [ -2147483648, %bb11 ], [ 8, %bb95 ]
  %phi177 = phi i32 [ 100, %bb11 ], [ %phi172, %bb95 ]
  %fcmp227 = fcmp ogt double %y, %x
  br i1 %fcmp227, label %irr88, label %early_exit98
bb10:
  %phi123 = phi ptr [ %phi118, %irr_pre9 ], [ %p, %bb19 ]
  callbr void asm sideeffect "", "!i"() to label %early12 [label %early12]
bb50:
  %phi135 = phi i32 [ %phi120, %bb41 ]
  %phi136 = phi i32 [ 0, %bb41 ]
  %v205 = select i1 %c0, ptr blockaddress(@f4, %bb51), ptr blockaddress(@f4, %bb51)
  indirectbr ptr %v205, [ label %bb51, label %bb52 ]
early_exit98:
  %phi178 = phi i32 [ -1, %early97 ]
  %phi179 = phi i32 [ 2147483647, %early97 ]
  call void @plain_fn() cold
  call void @noret_fn()
  unreachable
bb20:
  %phi127 = phi i32 [ 0, %if18 ]
  %phi128 = phi i32 [ %phi171, %if18 ]
  %v233 = call i32 @strncmp(ptr %q, ptr %q, i64 %k)
  %cmp234 = icmp eq i32 %v233, 0
  br i1 %cmp234, label %bb21, label %bb22
bb5:
  callbr void asm sideeffect "", "!i"() to label %bb6 [label %bb4]
chain17:
  %phi126 = phi i32 [ 3, %early12 ]
  call void @noret_fn()
  br label %$16
self61:
  %phi146 = phi ptr [ %q, %self61 ], [ %q, %latch64 ]
  %phi147 = phi i32 [ 8, %self61 ], [ %phi169, %latch64 ]
  %phi148 = phi ptr [ %phi148, %self61 ], [ %q, %latch64 ]
  br i1 %c0, label %self61, label %bb5
bb53:
  %phi137 = phi i32 [ 0, %early43 ], [ 0, %early43 ], [ %phi171, %bb51 ]
  %phi138 = phi i32 [ %phi121, %early43 ], [ %phi121, %early43 ], [ 2147483647, %bb51 ]
  switch i32 %v194, label %bb52 [ i32 39, label %irr_pre34 i32 20, label %if18 i32 25, label %bb52 ]
bb68:
  switch i32 %phi150, label %bb66 [ i32 38, label %bb67 i32 61, label %bb65 ]
bb69:
  %phi154 = phi i32 [ 1, %bb70 ], [ %phi171, %bb85 ], [ %phi171, %bb85 ]
  %phi155 = phi ptr [ %p, %bb70 ], [ %q, %bb85 ], [ %q, %bb85 ]
  br label %bb71
counter62:
  %fcmp200 = fcmp ole double %x, %x
  br i1 %fcmp200, label %bb65, label %reset63
chain40:
  br label %bb31
bb6:
  %phi118 = phi ptr [ %p, %bb5 ], [ %p, %bb7 ]
  %phi119 = phi i32 [ 3, %bb5 ], [ %phi169, %bb7 ]
  %cmp203 = icmp ne ptr null, %q
  br i1 %cmp203, label %bb4, label %dispatch8
counter54:
  %phi139 = phi i32 [ %phi170, %bb52 ], [ %phi140, %reset55 ], [ %phi122, %bb56 ], [ %phi122, %bb56 ], [ %phi122, %bb56 ], [ %phi122, %bb56 ]
  %phi140 = phi i32 [ 10, %bb52 ], [ %phi170, %reset55 ], [ %n, %bb56 ], [ %n, %bb56 ], [ %n, %bb56 ], [ %n, %bb56 ]
  %phi141 = phi i32 [ 1, %bb52 ], [ 2147483647, %reset55 ], [ %phi147, %bb56 ], [ %phi147, %bb56 ], [ %phi147, %bb56 ], [ %phi147, %bb56 ]
  indirectbr ptr %p, [ label %reset55, label %header57 ]
bb92:
  store i32 2147483647, ptr %q
  br label %bb91
chain48:
  br label %bb47
bb107:
  %phi189 = phi i32 [ %m, %bb104 ], [ %m, %bb104 ], [ %m, %bb104 ], [ %phi189, %bb107 ]
  %phi190 = phi i32 [ %n, %bb104 ], [ %n, %bb104 ], [ %n, %bb104 ], [ 0, %bb107 ]
  %phi191 = phi i32 [ 2147483647, %bb104 ], [ 2147483647, %bb104 ], [ 2147483647, %bb104 ], [ 10, %bb107 ]
  store i32 3, ptr %q
  %v207 = mul i32 %phi190, 3
  %cmp208 = icmp sle i32 %v207, -1
  br i1 %cmp208, label %bb107, label %bb105
bb26:
  call void @cold_fn()
  br label %bb24
lpad115:
  %lp219 = landingpad { ptr, i32 } cleanup
  call void @exit(i32 1)
  br label %bb-33
bb94:
  %phi174 = phi i32 [ %phi176, %irr88 ]
  invoke void @may_throw(i32 0) to label %bb93 unwind label %bb116
bb91:
  callbr void asm sideeffect "", "!i"() to label %bb89 [label %bb89]
bb21:
  %v235 = select i1 %fcmp202, ptr blockaddress(@f4, %bb22), ptr blockaddress(@f4, %bb22)
  indirectbr ptr %v235, [ label %bb22 ]
bb84:
  br label %latch83
early29:
  invoke void @may_throw(i32 0) to label %bb28 unwind label %bb114
bb44:
  call void @plain_fn() #0
  ret i32 -2147483648
bb79:
  br label %bb78
bb116:
  %lp228 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp228
bb111:
  br label %dead108
bb76:
  br label %bb78
irr90:
  %phi172 = phi i32 [ 3, %bb89 ], [ %n, %bb99 ]
  %phi173 = phi i32 [ %m, %bb89 ], [ 0, %bb99 ]
  br label %bb95
bb39:
  %phi133 = phi i32 [ %n, %bb31 ]
  switch i32 %v194, label %bb31 [ i32 55, label %bb31 i32 -1, label %chain40 ]
bb-33:
  %phi130 = phi ptr [ %phi148, %lpad115 ]
  %v220 = add i32 %n, 1
  %cmp221 = icmp sle i32 %v220, 0
  br i1 %cmp221, label %bb32, label %bb32
irr_pre9:
  %cmp210 = icmp sgt i32 %phi121, -1
  br i1 %cmp210, label %bb10, label %bb11
latch64:
  call void @plain_fn()
  %fcmp202 = fcmp ueq double %x, %y
  br i1 %fcmp202, label %self61, label %counter62
irr35:
  store i32 %phi169, ptr %p
  br label %bb36
bb19:
  br label %bb10
bb59:
  switch i32 %phi170, label %early_exit60 [ i32 34, label %bb31 i32 -2, label %dispatch8 ], !prof !13
header57:
  %phi144 = phi ptr [ %q, %counter54 ], [ %p, %latch58 ]
  %phi145 = phi i32 [ -2147483648, %counter54 ], [ 3, %latch58 ]
  call void @plain_fn() cold
  %cmp218 = icmp ugt i32 %phi145, 13
  br i1 %cmp218, label %bb56, label %latch58
dead108:
  call void @noret_fn()
  %v238 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 0) [ "deopt"(i32 %n) ]
  ret i32 %v238
bb22:
  %v236 = and i32 %phi128, 3
  %cmp237 = icmp eq i32 %v236, 1
  br i1 %cmp237, label %bb21, label %bb19
bb114:
  %lp226 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  br label %bb30, !prof !14
if18:
  %v231 = call i32 @not_a_libcall(ptr %q, ptr %q)
  %cmp232 = icmp sgt i32 %v231, 1
  br i1 %cmp232, label %bb19, label %bb20
if37:
  %v213 = mul i32 %phi122, 1
  %cmp214 = icmp ule i32 %v213, 0
  br i1 %cmp214, label %bb38, label %bb38
bb46:
  call void @plain_fn() #0
  invoke void @may_throw(i32 0) to label %irr35 unwind label %bb114
early_exit96:
  %v230 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %phi173) [ "deopt"(i32 %m) ]
  ret i32 %v230
bb102:
  %phi184 = phi ptr [ %p, %dispatch86 ]
  %phi185 = phi i32 [ %n, %dispatch86 ]
  switch i32 %phi185, label %bb105 [ i32 21, label %bb104 i32 28, label %bb104 i32 4, label %bb105 i32 56, label %bb103 ]
chain49:
  br label %chain48
chain14:
  br label %bb11
bb24:
  br label %bb27
bb31:
  %v212 = select i1 %c1, ptr blockaddress(@f4, %bb31), ptr blockaddress(@f4, %bb39)
  indirectbr ptr %v212, [ label %bb26, label %bb32, label %if37, label %bb39, label %bb31, label %bb31 ]
early45:
  switch i32 %phi169, label %bb46 [ i32 18, label %chain49 i32 23, label %bb46 i32 9, label %bb105 ]
chain101:
  call void @plain_fn()
  br label %latch100
irr106:
  %phi188 = phi i32 [ %m, %bb105 ]
  br label %bb103
bb105:
  call void @plain_fn()
  br label %irr106
bb27:
  br i1 %c3, label %bb25, label %early29
bb93:
  br label %bb92
latch83:
  %fcmp223 = fcmp ole double %x, 0x7FF8000000000000
  br i1 %fcmp223, label %bb76, label %counter81
reset73:
  switch i32 %phi158, label %counter72 [ i32 50, label %counter62 ]
early43:
  call void @plain_fn()
  switch i32 %m, label %bb44 [ i32 45, label %dispatch8 i32 24, label %bb44 i32 15, label %bb53 i32 44, label %bb53 i32 55, label %dispatch8 ]
bb47:
  %phi134 = phi i32 [ %n, %chain48 ]
  br label %dispatch8
bb99:
  %phi180 = phi i32 [ %m, %irr_pre87 ], [ %phi180, %latch100 ]
  %phi181 = phi ptr [ null, %irr_pre87 ], [ %q, %latch100 ]
  %phi182 = phi ptr [ %p, %irr_pre87 ], [ %q, %latch100 ]
  %cmp193 = icmp eq ptr %phi181, null
  br i1 %cmp193, label %irr90, label %chain101
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  %cmp66 = icmp eq ptr %p, %p
  br i1 %cmp66, label %bb13, label %bb13
bb2:
  %phi32 = phi i32 [ 8, %chain3 ]
  call void @cold_fn()
  ret i32 %n
chain3:
  %phi33 = phi i32 [ -1, %bb6 ]
  br label %bb2
bb4:
  %phi34 = phi i32 [ -2147483648, %bb5 ], [ %phi47, %bb6 ], [ 1, %bb11 ]
  %phi35 = phi i32 [ 2, %bb5 ], [ %m, %bb6 ], [ -1, %bb11 ]
  %phi36 = phi i32 [ 10, %bb5 ], [ %phi46, %bb6 ], [ 100, %bb11 ]
  %cmp68 = icmp ule i32 %phi34, 15
  br i1 %cmp68, label %bb5, label %bb7
bb5:
  %phi37 = phi i32 [ %phi36, %bb4 ]
  %phi38 = phi i32 [ 3, %bb4 ]
  %phi39 = phi i32 [ %phi47, %bb4 ]
  br label %bb4
bb6:
  %phi40 = phi i32 [ -1, %bb8 ], [ %phi47, %bb11 ], [ %phi47, %irr23 ], [ 7, %bb31 ]
  br i1 %c2, label %bb4, label %chain3
bb7:
  %phi41 = phi i32 [ %phi34, %bb4 ], [ -2147483648, %bb10 ]
  %phi42 = phi ptr [ %p, %bb4 ], [ %q, %bb10 ]
  %phi43 = phi i32 [ %phi34, %bb4 ], [ 0, %bb10 ]
  call void @noret_fn()
  %v69 = select i1 true, ptr blockaddress(@f5, %bb26), ptr blockaddress(@f5, %bb9)
  indirectbr ptr %v69, [ label %bb8, label %bb9, label %bb26, label %bb26 ]
bb8:
  %phi44 = phi ptr [ %q, %bb7 ], [ null, %bb10 ]
  br label %bb6
bb9:
  call void @plain_fn()
  switch i32 %phi43, label %bb10 [ i32 36, label %bb10 i32 40, label %bb10 i32 55, label %bb10 ]
bb10:
  br i1 %c0, label %bb8, label %bb7
bb11:
  switch i32 %phi48, label %bb4 [ i32 -5, label %bb21 i32 62, label %bb21 i32 53, label %bb6 ]
bb12:
  invoke void @cold_fn() to label %bb11 unwind label %bb31
bb13:
  %phi45 = phi i32 [ %m, %bb1 ], [ %m, %bb1 ]
  %phi46 = phi i32 [ -5, %bb1 ], [ -5, %bb1 ]
  %phi47 = phi i32 [ 2147483647, %bb1 ], [ 2147483647, %bb1 ]
  callbr void asm sideeffect "", "!i"() to label %dispatch15 [label %_14]
_14:
  %phi48 = phi i32 [ %phi47, %bb13 ], [ %phi46, %dispatch15 ]
  br label %bb12
dispatch15:
  %phi49 = phi i32 [ %phi47, %bb13 ], [ %phi49, %dispatch15 ], [ %phi49, %dispatch15 ], [ %phi49, %dispatch15 ], [ %phi49, %dispatch15 ], [ %phi49, %dispatch15 ], [ %phi49, %dispatch15 ], [ %phi49, %dispatch15 ], [ %phi49, %dispatch15 ], [ 2147483647, %bb17 ]
  switch i32 %m, label %_14 [ i32 22, label %dispatch15 i32 24, label %dispatch15 i32 49, label %dispatch15 i32 62, label %dispatch15 i32 17, label %dispatch15 i32 51, label %bb16 i32 15, label %dispatch15 i32 13, label %dispatch15 i32 21, label %dispatch15 ]
bb16:
  %phi50 = phi i32 [ %phi49, %dispatch15 ]
  %phi51 = phi ptr [ null, %dispatch15 ]
  %phi52 = phi i32 [ -2147483648, %dispatch15 ]
  switch i32 %phi52, label %bb17 [ i32 2072624911, label %chain19 i32 -168087477, label %bb20 ]
bb17:
  %phi53 = phi ptr [ %phi51, %bb16 ], [ null, %bb18 ], [ %p, %bb21 ], [ %p, %bb21 ], [ %q, %bb22 ], [ %q, %bb22 ], [ %p, %irr23 ], [ null, %bb24 ], [ null, %bb30 ]
  %phi54 = phi i32 [ 100, %bb16 ], [ 2, %bb18 ], [ -2147483648, %bb21 ], [ -2147483648, %bb21 ], [ %phi45, %bb22 ], [ %phi45, %bb22 ], [ 2147483647, %irr23 ], [ 8, %bb24 ], [ %m, %bb30 ]
  br label %dispatch15
bb18:
  call void @plain_fn()
  br label %bb17
chain19:
  call void @cold_fn()
  br label %bb18
bb20:
  %phi55 = phi i32 [ 8, %bb16 ]
  %phi56 = phi i32 [ %phi52, %bb16 ]
  switch i32 10, label %irr23 [ i32 21, label %bb24 i32 45, label %bb21 i32 37, label %bb22 i32 59, label %bb24 i32 15, label %bb24 i32 8, label %bb22 ]
bb21:
  call void @plain_fn()
  switch i32 %phi45, label %bb25 [ i32 38, label %bb17 i32 24, label %bb18 i32 28, label %bb17 ]
bb22:
  %phi57 = phi ptr [ %p, %bb20 ], [ %p, %bb20 ], [ %phi61, %bb26 ], [ %phi61, %bb26 ], [ %q, %irr27 ]
  call void @plain_fn()
  switch i32 %phi46, label %irr23 [ i32 32, label %bb17 i32 28, label %bb17 ]
irr23:
  switch i32 %phi46, label %bb24 [ i32 1, label %bb6 i32 31, label %bb17 ]
bb24:
  br i1 %c3, label %bb21, label %bb17
bb25:
  %phi58 = phi i32 [ 2147483647, %bb21 ]
  %v70 = call i32 @strncmp(ptr %q, ptr %q, i64 %k)
  %cmp71 = icmp sgt i32 %v70, 0
  br i1 %cmp71, label %bb26, label %irr27
bb26:
  %phi59 = phi i32 [ 1, %bb7 ], [ 1, %bb7 ], [ %phi46, %bb25 ], [ %phi45, %bb26 ], [ 0, %irr27 ]
  %phi60 = phi i32 [ %phi35, %bb7 ], [ %phi35, %bb7 ], [ %phi45, %bb25 ], [ %phi45, %bb26 ], [ %phi45, %irr27 ]
  %phi61 = phi ptr [ %p, %bb7 ], [ %p, %bb7 ], [ null, %bb25 ], [ null, %bb26 ], [ %p, %irr27 ]
  switch i64 %k, label %irr27 [ i64 -2, label %irr27 i64 31, label %bb22 i64 4, label %bb22 i64 56, label %bb26 i64 27, label %bb24 ]
irr27:
  %phi62 = phi i32 [ %phi58, %bb25 ], [ 100, %bb26 ], [ 100, %bb26 ]
  indirectbr ptr %q, [ label %bb26, label %bb22 ]
dead28:
  %phi63 = phi i32 [ %m, %bb29 ], [ %m, %bb29 ]
  unreachable
bb29:
  switch i32 %n, label %dead28 [ i32 59, label %bb18 i32 27, label %bb18 i32 34, label %dead28 i32 17, label %bb18 ]
bb30:
  %v72 = xor i1 %c3, %c1
  br i1 %v72, label %bb17, label %bb24
bb31:
  %phi64 = phi i32 [ -5, %bb12 ]
  %phi65 = phi i32 [ %phi46, %bb12 ]
  %lp67 = landingpad { ptr, i32 } cleanup
  br label %bb6
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %header14
chain7:
  switch i32 %n, label %$6 [ i32 -447537570, label %bb9 i32 -1678134406, label %header14 ]
bb13:
  br label %bb12
bb3:
  switch i32 %m, label %chain7 [ i32 365487440, label %chain7 i32 -1059653795, label %bb4 i32 1825042029, label %chain7 i32 1113156182, label %bb4 i32 1144069492, label %bb4 ]
$6:
  br i1 %c2, label %bb5, label %$6
dead16:
  br i1 %c1, label %header14, label %chain7
header14:
  switch i32 %n, label %bb13 [ i32 922642472, label %latch15 i32 -1751565011, label %latch15 i32 -314217417, label %latch15 ]
bb4:
  br label %bb3
irr10:
  br label %bb9
bb9:
  br i1 %c1, label %irr10, label %bb3
bb8:
  br i1 %c3, label %bb9, label %irr10
bb2:
  unreachable
bb12:
  switch i64 %k, label %bb11 [ i64 15, label %header14 i64 44, label %header14 i64 -3, label %header14 i64 -1, label %bb11 ]
bb5:
  br i1 %c3, label %bb2, label %bb3
bb11:
  br label %bb8
latch15:
  switch i32 %m, label %header14 [ i32 -1059091713, label %header14 i32 -2032511931, label %header14 i32 -281718374, label %header14 i32 701197236, label %header14 ]
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @plain_fn()
  switch i32 %n, label %bb32 [  ]
bb24:
  br label %bb25
bb6:
  store i32 %m, ptr %p
  switch i32 %phi45, label %bb2 [ i32 46, label %bb26 i32 52, label %bb5 i32 26, label %bb5 ]
bb26:
  %v55 = call i32 @opaque(i32 %phi45)
  switch i32 %v55, label %bb20 [  ]
bb8:
  call void @plain_fn() cold
  %cmp63 = icmp sgt i32 %phi45, 100
  br i1 %cmp63, label %bb2, label %bb7
bb31:
  %v48 = call i32 @strcasecmp(ptr %q, ptr %p)
  %cmp49 = icmp eq i32 %v48, 0
  br i1 %cmp49, label %bb30, label %bb29
bb23:
  %v50 = or i32 %phi43, 2
  %cmp51 = icmp ne i32 %v50, 23
  br i1 %cmp51, label %bb24, label %bb22
bb12:
  %phi37 = phi i32 [ %phi45, %bb11 ], [ 7, %bb13 ], [ %n, %bb16 ]
  %phi38 = phi i32 [ %phi45, %bb11 ], [ %phi42, %bb13 ], [ 8, %bb16 ]
  call void @plain_fn()
  br label %bb3
bb20:
  %phi42 = phi i32 [ %phi42, %bb20 ], [ %phi43, %bb22 ], [ %phi45, %bb26 ]
  indirectbr ptr blockaddress(@f7, %bb20), [ label %if17, label %bb20 ]
bb30:
  call void @plain_fn()
  %v47 = load ptr, ptr %p
  indirectbr ptr %v47, [ label %bb31, label %bb24, label %bb6 ]
bb5:
  store i32 %phi45, ptr %q
  br label %bb6
lpad33:
  %phi46 = phi i32 [ %phi45, %if17 ]
  %lp56 = landingpad { ptr, i32 } cleanup
  br label %bb11
bb10:
  call void @cold_fn()
  ret i32 %n
chain15:
  %phi39 = phi ptr [ null, %bb11 ], [ null, %bb11 ], [ null, %bb11 ], [ null, %bb11 ]
  br label %bb14
bb16:
  %phi40 = phi ptr [ %q, %bb11 ], [ %p, %bb16 ], [ %p, %bb16 ]
  call void @plain_fn()
  switch i32 %m, label %bb12 [ i32 14, label %bb30 i32 7, label %bb16 i32 21, label %bb16 ]
header21:
  %phi43 = phi i32 [ 2147483647, %if4 ], [ 7, %bb22 ], [ 0, %self27 ]
  br label %bb23
bb32:
  %phi45 = phi i32 [ %n, %bb1 ]
  switch i32 %m, label %header28 [ i32 61, label %early9 i32 -5, label %header28 ]
early9:
  call void @cold_fn()
  switch i32 %m, label %bb8 [ i32 -1892827997, label %bb10 i32 -66847988, label %bb6 i32 -8154420, label %bb8 i32 1704504569, label %bb10 ]
chain19:
  %phi41 = phi i32 [ %phi45, %if17 ]
  invoke void @cold_fn() to label %bb18 unwind label %bb34
bb7:
  %cmp62 = icmp ne ptr %q, null
  br i1 %cmp62, label %early9, label %bb2
bb34:
  %lp57 = landingpad { ptr, i32 } cleanup
  ret i32 %phi42
bb29:
  switch i32 %n, label %header28 [ i32 25, label %self27 i32 12, label %self27 i32 -4, label %header28 ]
bb3:
  %phi35 = phi i32 [ %phi36, %bb12 ]
  switch i32 %n, label %bb2 [ i32 -260732730, label %if4 i32 -1800686510, label %if4 i32 -535862624, label %if4 ]
header28:
  switch i32 %m, label %bb30 [ i32 1, label %self27 ]
bb13:
  %v60 = load ptr, ptr %p
  %cmp61 = icmp ne ptr %p, %v60
  br i1 %cmp61, label %bb12, label %bb6
bb22:
  %fcmp52 = fcmp one double %x, %y
  br i1 %fcmp52, label %bb20, label %header21
bb11:
  %phi36 = phi i32 [ 7, %bb18 ], [ 100, %lpad33 ]
  call void @plain_fn() cold
  switch i32 %n, label %chain15 [ i32 24, label %chain15 i32 1, label %chain15 i32 38, label %chain15 i32 43, label %bb16 i32 11, label %bb12 ]
bb14:
  %v58 = call i32 @strncmp(ptr %p, ptr %p, i64 1)
  %cmp59 = icmp eq i32 %v58, 3
  br i1 %cmp59, label %bb13, label %bb24
self27:
  %phi44 = phi i32 [ 1, %self27 ], [ -5, %header28 ], [ %phi45, %bb29 ], [ %phi45, %bb29 ]
  switch i32 %phi45, label %self27 [ i32 42, label %header21 ]
if17:
  call void @cold_fn()
  invoke void @cold_fn() to label %chain19 unwind label %lpad33
bb2:
  call void @plain_fn() #0
  ret i32 %n
bb18:
  br label %bb11
if4:
  call void @plain_fn()
  indirectbr ptr %p, [ label %bb5, label %bb7, label %header21, label %bb5 ]
bb25:
  call void @plain_fn()
  %v53 = xor i32 %phi45, 3
  %cmp54 = icmp sge i32 %v53, 1
  br i1 %cmp54, label %bb24, label %bb26
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb2:
  br label %bb2
$3:
  br i1 %c2, label %bb4, label %$3
bb4:
  br label %$3
bb5:
  switch i32 %m, label %$3 [ i32 53, label %bb5 i32 -5, label %$3 i32 49, label %$3 ]
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  store i32 %m, ptr %p
  br label %chain6, !prof !15
bb2:
  call void @plain_fn()
  call void @exit(i32 1)
  %v8 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %m) [ "deopt"(i32 %n) ]
  ret i32 %v8
bb3:
  br label %bb2, !prof !16
bb4:
  br label %bb3
bb5:
  call void @plain_fn()
  br label %bb4
chain6:
  br label %bb5
dead7:
  %cmp9 = icmp ult ptr %q, %p
  br i1 %cmp9, label %dead7, label %dead7
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

!0 = !{!"branch_weights", i32 4294966408}
!1 = !{!"branch_weights", i32 4294966347, i32 4294966507, i32 4294966734}
!2 = !{!"branch_weights", i32 4294966789, i32 4294966974}
!3 = !{!"branch_weights", i32 4294967189}
!4 = !{!"branch_weights", i32 2000}
!5 = !{!"branch_weights", i32 0, i32 1, i32 2147483648, i32 1073741825}
!6 = !{!"branch_weights", i32 1, i32 4294967295}
!7 = !{!"branch_weights", i32 0, i32 4294967295, i32 1, i32 0}
!8 = !{!"branch_weights", i32 11, i32 32}
!9 = !{!"branch_weights", i32 196}
!10 = !{!"branch_weights", i32 57, i32 43, i32 25}
!11 = !{!"branch_weights", i32 0, i32 779}
!12 = !{!"branch_weights", i32 0, i32 0}
!13 = !{!"branch_weights", i32 0, i32 4294967295, i32 0}
!14 = !{!"branch_weights", i32 4294966950}
!15 = !{!"branch_weights", i32 0}
!16 = !{!"branch_weights", i32 4294967076}
