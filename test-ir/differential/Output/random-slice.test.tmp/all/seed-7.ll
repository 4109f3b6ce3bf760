; freqpath random IR: seed=7 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  call void @plain_fn() cold
  ret i32 100
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  invoke void @may_throw(i32 1) to label %rnd2 unwind label %bb6
bb5:
  br label %bb3, !prof !0
bb3:
  %phi10 = phi i32 [ -2147483648, %rnd2 ], [ %m, %bb5 ]
  %phi11 = phi ptr [ null, %rnd2 ], [ %p, %bb5 ]
  %phi12 = phi i32 [ 0, %rnd2 ], [ %n, %bb5 ]
  switch i64 %k, label %bb4 [ i64 36, label %rnd2 i64 55, label %bb4 i64 50, label %bb4 ]
bb4:
  %phi13 = phi i32 [ 10, %bb3 ], [ 10, %bb3 ], [ 10, %bb3 ]
  %phi14 = phi i32 [ 0, %bb3 ], [ 0, %bb3 ], [ 0, %bb3 ]
  %phi15 = phi i32 [ %n, %bb3 ], [ %n, %bb3 ], [ %n, %bb3 ]
  call void @plain_fn()
  invoke void @cold_fn() to label %rnd2 unwind label %bb6
rnd2:
  %phi7 = phi i32 [ %m, %bb1 ], [ %phi7, %bb3 ], [ %phi8, %bb4 ], [ %phi16, %bb6 ]
  %phi8 = phi i32 [ 1, %bb1 ], [ 1, %bb3 ], [ -2147483648, %bb4 ], [ %m, %bb6 ]
  %phi9 = phi i32 [ 3, %bb1 ], [ 10, %bb3 ], [ 1, %bb4 ], [ %phi16, %bb6 ]
  br label %bb3
bb6:
  %phi16 = phi i32 [ %n, %bb1 ], [ 1, %bb4 ]
  %lp17 = landingpad { ptr, i32 } cleanup
  br label %rnd2
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb.2.x
bb.2.x:
  br i1 %c1, label %bb3, label %bb.2.x
bb3:
  switch i32 %m, label %bb4 [ i32 11, label %bb4 i32 14, label %bb4 i32 10, label %bb3 i32 52, label %bb4 ]
bb4:
  br label %rnd5
rnd5:
  br i1 %c3, label %bb6, label %bb4
bb6:
  switch i32 %n, label %bb7 [  ]
bb7:
  br i1 %c3, label %bb8, label %bb4
bb8:
  br label %bb9
bb9:
  br label %bb4
bb10:
  switch i64 %k, label %bb11 [ i64 0, label %bb11 i64 48, label %bb4 i64 33, label %bb8 i64 56, label %bb8 i64 57, label %bb8 i64 17, label %bb9 ]
bb11:
  switch i32 %n, label %bb3 [ i32 25, label %bb4 i32 63, label %bb4 i32 17, label %bb4 i32 49, label %bb4 ]
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br i1 %c0, label %irr_pre3, label %header6
bb2:
  ret i32 %n
irr_pre3:
  br i1 %c3, label %irr5, label %bb4
bb4:
  br label %irr5
irr5:
  br i1 %c0, label %header6, label %bb2
header6:
  switch i32 %m, label %bb4 [ i32 20, label %bb7 ]
bb7:
  br i1 %c2, label %header6, label %header6
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %rnd2
rnd11:
  call void @plain_fn()
  br label %rnd2
bb105:
  call void @plain_fn()
  call void @plain_fn() #0
  unreachable
bb13:
  store i32 -2147483648, ptr %q
  br label %bb14
bb23:
  %phi121 = phi i32 [ %n, %bb22 ], [ %phi127, %_38 ], [ %phi127, %_38 ], [ %phi127, %_38 ]
  %v189 = and i32 %v158, 2
  %cmp190 = icmp sgt i32 %v189, 0
  br i1 %cmp190, label %bb24, label %bb34
rnd73:
  %phi142 = phi i32 [ -2147483648, %bb72 ], [ 7, %bb108 ]
  indirectbr ptr blockaddress(@f4, %bb9), [ label %rnd30, label %bb9 ]
bb83:
  call void @plain_fn()
  switch i32 %n, label %bb84 [ i32 7, label %rnd82 i32 50, label %rnd54 ]
rnd97:
  invoke void @may_throw(i32 1) to label %rnd98 unwind label %lpad113
rnd81:
  br label %rnd41
bb89:
  switch i32 %n, label %bb90 [ i32 -2101819094, label %bb31 i32 1425376914, label %bb91 i32 -1690584944, label %bb90 i32 -1211689777, label %bb31 ]
bb102:
  %cmp170 = icmp ult ptr %p, null
  br i1 %cmp170, label %bb103, label %bb101
bb10:
  %phi116 = phi i32 [ 2, %bb9 ], [ %m, %bb45 ], [ %n, %bb49 ], [ %n, %bb49 ]
  %v193 = call i32 @strcasecmp(ptr %p, ptr %p)
  %cmp194 = icmp ne i32 %v193, -1
  br i1 %cmp194, label %rnd11, label %bb6
bb60:
  call void @exit(i32 1)
  call void @plain_fn()
  unreachable
bb49:
  switch i32 %n, label %bb50 [ i32 30, label %bb10 i32 25, label %rnd97 i32 46, label %bb10 i32 61, label %bb50 ]
bb87:
  store i32 %n, ptr %q
  switch i32 %m, label %bb88 [ i32 12, label %rnd2 ]
bb67:
  switch i64 %k, label %bb68 [ i64 5, label %bb68 i64 17, label %rnd54 i64 41, label %rnd41 ]
bb6:
  call void @cold_fn()
  br label %bb7
rnd26:
  %v171 = load ptr, ptr %p
  indirectbr ptr %v171, [ label %bb27, label %bb8 ]
bb58:
  %phi136 = phi i32 [ 7, %bb57 ]
  %phi137 = phi ptr [ null, %bb57 ]
  call void @plain_fn()
  switch i32 %n, label %rnd59 [ i32 -758775070, label %bb27 i32 -158238894, label %bb89 i32 -1155241145, label %bb27 ]
bb8:
  %fcmp161 = fcmp uno double %y, %x
  br i1 %fcmp161, label %bb9, label %bb-93
bb3:
  indirectbr ptr blockaddress(@f4, %rnd2), [ label %rnd4, label %rnd2, label %rnd2 ]
bb56:
  %v183 = call i32 @bcmp(ptr %q, ptr %p, i64 %k)
  %cmp184 = icmp sgt i32 %v183, 1
  br i1 %cmp184, label %bb57, label %rnd17
bb32:
  call void @plain_fn() #1
  invoke void @may_throw(i32 1) to label %rnd33 unwind label %bb112
bb52:
  %phi133 = phi i32 [ %n, %bb51 ], [ 1, %bb61 ]
  %phi134 = phi ptr [ %q, %bb51 ], [ %q, %bb61 ]
  %phi135 = phi i32 [ 2147483647, %bb51 ], [ %n, %bb61 ]
  store i32 %phi135, ptr %q
  br label %rnd53
bb64:
  %fcmp199 = fcmp ord double %x, 0.0
  br i1 %fcmp199, label %bb65, label %bb39
bb-93:
  br label %bb94
bb95:
  %phi152 = phi i32 [ 10, %bb94 ]
  switch i32 %n, label %bb96 [ i32 24, label %bb102 i32 27, label %bb19 ]
bb106:
  switch i32 -1, label %bb36 [ i32 -1317816103, label %bb106 i32 947919657, label %bb36 i32 -1519286859, label %bb106 ]
bb66:
  call void @plain_fn() #0
  switch i32 %m, label %bb67 [ i32 58, label %rnd33 i32 36, label %bb42 ]
bb12:
  store i32 %v158, ptr %p
  br label %bb13
bb68:
  %phi140 = phi ptr [ null, %bb67 ], [ null, %bb67 ]
  callbr void asm sideeffect "", "!i"() to label %bb31 [label %bb49]
bb62:
  store i32 2, ptr %q
  br label %bb63
bb29:
  %v173 = call i32 @memcmp(ptr %q, ptr %p, i64 %k)
  %cmp174 = icmp sgt i32 %v173, 0
  br i1 %cmp174, label %rnd30, label %rnd11
bb42:
  %phi129 = phi ptr [ null, %bb66 ]
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %bb43 [label %bb22]
bb70:
  br label %rnd71
bb35:
  %v177 = call i32 @opaque(i32 %v158)
  switch i32 %v177, label %bb36 [ i32 4, label %rnd16 i32 36, label %bb9 i32 52, label %rnd16 i32 -2, label %bb9 i32 60, label %bb9 ]
bb19:
  %phi120 = phi i32 [ %m, %rnd18 ], [ %m, %rnd18 ], [ 3, %bb95 ]
  switch i64 %k, label %bb20 [ i64 42, label %rnd18 i64 1, label %bb20 i64 13, label %bb50 i64 10, label %bb50 i64 -4, label %bb20 ]
bb84:
  br label %bb85
bb75:
  %phi143 = phi ptr [ %p, %bb74 ], [ %p, %bb74 ]
  store i32 %n, ptr %p
  br label %bb76
rnd28:
  %v172 = and i1 %c1, %c0
  br i1 %v172, label %bb29, label %rnd41
rnd71:
  %phi141 = phi i32 [ 8, %bb70 ], [ %n, %rnd82 ]
  %v166 = call i32 @strcmp(ptr %q, ptr %q)
  %cmp167 = icmp slt i32 %v166, 0
  br i1 %cmp167, label %bb72, label %rnd26
bb94:
  %phi151 = phi i32 [ %m, %bb43 ], [ %n, %bb-93 ]
  call void @plain_fn()
  switch i32 %phi151, label %bb95 [ i32 -1358057336, label %bb56 ]
rnd15:
  br label %rnd16
bb77:
  %phi144 = phi i32 [ %m, %bb76 ]
  call void @plain_fn()
  switch i64 %k, label %bb78 [ i64 43, label %rnd69 i64 -8, label %rnd46 ]
bb109:
  br label %bb107
rnd59:
  %phi138 = phi i32 [ 7, %bb58 ]
  %phi139 = phi i32 [ %phi136, %bb58 ]
  %v187 = and i32 %v185, 1
  %cmp188 = icmp ne i32 %v187, 0
  br i1 %cmp188, label %bb8, label %rnd11
bb63:
  br label %bb29
rnd17:
  call void @cold_fn()
  br label %bb14
bb96:
  br label %rnd97
rnd98:
  %phi153 = phi i32 [ 0, %rnd97 ]
  store i32 %n, ptr %p
  br i1 %cmp159, label %bb99, label %rnd33
bb74:
  switch i32 %m, label %bb75 [ i32 43, label %bb5 i32 47, label %bb75 i32 20, label %bb78 ]
bb85:
  br label %bb86
rnd4:
  %v160 = call i32 @opaque(i32 %v158)
  switch i32 %v160, label %bb5 [ i32 49, label %rnd54 i32 14, label %rnd54 i32 20, label %bb5 ]
bb20:
  invoke void @may_throw(i32 1) to label %bb21 unwind label %bb110
bb43:
  call void @plain_fn()
  switch i32 %m, label %bb44 [ i32 2, label %bb94 i32 54, label %bb27 ]
bb51:
  br label %bb52
bb72:
  br label %rnd73
bb55:
  %v181 = and i32 %m, 2
  %cmp182 = icmp eq i32 %v181, 2
  br i1 %cmp182, label %bb56, label %bb34
bb9:
  %phi114 = phi i32 [ %n, %bb8 ], [ %n, %bb22 ], [ 100, %bb35 ], [ 100, %bb35 ], [ 100, %bb35 ], [ %phi144, %rnd73 ]
  %phi115 = phi i32 [ -1, %bb8 ], [ 10, %bb22 ], [ -2147483648, %bb35 ], [ -2147483648, %bb35 ], [ -2147483648, %bb35 ], [ %phi144, %rnd73 ]
  br label %bb10
rnd2:
  %v158 = load i32, ptr %q
  %cmp159 = icmp ne i32 %v158, 0
  br i1 %cmp159, label %bb3, label %rnd54
rnd69:
  callbr void asm sideeffect "", "!i"() to label %bb70 [label %rnd48]
_38:
  %phi127 = phi i32 [ 0, %bb37 ]
  store i32 %m, ptr %q
  switch i32 %m, label %bb39 [ i32 -2, label %bb23 i32 -8, label %bb23 i32 36, label %bb39 i32 54, label %bb23 ]
bb45:
  %phi130 = phi i32 [ 10, %bb44 ]
  %v195 = mul i32 %phi130, 2
  %cmp196 = icmp eq i32 %v195, 7
  br i1 %cmp196, label %bb10, label %bb20
bb44:
  call void @noret_fn()
  br label %bb45
bb76:
  %cmp163 = icmp ult ptr %p, %q
  br i1 %cmp163, label %bb77, label %bb12
bb34:
  %phi125 = phi ptr [ %q, %bb23 ], [ %q, %rnd33 ], [ null, %rnd48 ], [ %p, %bb55 ]
  %cmp176 = icmp ne ptr %phi125, null
  br i1 %cmp176, label %bb35, label %bb50
bb65:
  call void @plain_fn()
  br label %bb66
bb31:
  br label %bb32
bb104:
  br label %rnd11
rnd41:
  %phi128 = phi i32 [ %m, %rnd28 ], [ %phi127, %rnd40 ], [ %m, %bb67 ], [ 0, %rnd81 ]
  br label %bb20
bb78:
  br label %bb79
bb50:
  br label %bb51
bb21:
  br label %bb22
rnd40:
  switch i32 %v178, label %rnd41 [ i32 57, label %bb39 i32 25, label %rnd48 ]
bb27:
  %phi124 = phi ptr [ null, %rnd26 ], [ null, %bb43 ], [ %phi137, %bb58 ], [ %phi137, %bb58 ]
  call void @plain_fn() cold
  indirectbr ptr blockaddress(@f4, %bb3), [ label %rnd28, label %bb3 ]
bb57:
  %v185 = and i32 %v183, 6
  %cmp186 = icmp ne i32 %v185, -1
  br i1 %cmp186, label %bb58, label %bb21
bb22:
  switch i32 %m, label %bb23 [ i32 -3, label %bb9 i32 0, label %rnd2 ]
rnd80:
  br label %rnd81
bb99:
  br i1 %c2, label %bb100, label %bb76
bb7:
  br label %bb8
rnd30:
  br label %bb31
bb79:
  %phi145 = phi i32 [ 7, %bb78 ]
  %phi146 = phi i32 [ %n, %bb78 ]
  %phi147 = phi i32 [ 0, %bb78 ]
  call void @plain_fn()
  br label %rnd80
bb36:
  %phi126 = phi i32 [ %n, %bb35 ], [ %n, %bb106 ], [ %n, %bb106 ]
  br label %bb37
rnd16:
  %phi117 = phi ptr [ %p, %rnd15 ], [ %q, %bb35 ], [ %q, %bb35 ], [ %p, %bb107 ]
  %phi118 = phi i32 [ %m, %rnd15 ], [ %m, %bb35 ], [ %m, %bb35 ], [ 0, %bb107 ]
  invoke void @may_throw(i32 0) to label %rnd17 unwind label %bb110
bb39:
  call void @plain_fn() #0
  indirectbr ptr blockaddress(@f4, %bb20), [ label %rnd40, label %bb20 ]
bb25:
  %phi122 = phi i32 [ %phi121, %bb24 ]
  %phi123 = phi ptr [ %p, %bb24 ]
  store i32 %v158, ptr %p
  switch i64 %k, label %rnd26 [ i64 -4, label %rnd26 i64 3, label %bb14 i64 28, label %bb14 i64 53, label %rnd26 ]
bb14:
  br label %rnd15
bb107:
  %v202 = call i32 @opaque(i32 %m)
  switch i32 %v202, label %bb91 [ i32 21, label %rnd48 i32 26, label %rnd48 i32 40, label %rnd48 i32 24, label %rnd16 ]
lpad113:
  %lp162 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  br label %bb74
bb112:
  %lp175 = landingpad { ptr, i32 } cleanup
  call void @cold_fn()
  br label %rnd18
rnd33:
  br i1 %c0, label %bb34, label %bb7
bb111:
  %phi156 = phi i32 [ %phi121, %bb24 ]
  %phi157 = phi i32 [ -1, %bb24 ]
  %lp191 = landingpad { ptr, i32 } cleanup
  br label %bb8
bb91:
  %phi150 = phi i32 [ 8, %bb89 ], [ -5, %bb90 ], [ %n, %bb107 ]
  switch i32 %m, label %bb92 [ i32 4, label %bb103 ]
bb92:
  switch i32 %v183, label %bb-93 [ i32 39, label %bb-93 i32 58, label %bb99 i32 35, label %bb99 ]
bb100:
  %phi154 = phi ptr [ %q, %bb99 ]
  store i32 1, ptr %q
  br label %bb101
bb103:
  br label %rnd26
rnd54:
  br label %bb55
rnd46:
  %phi131 = phi i32 [ -1, %bb77 ]
  call void @exit(i32 1)
  %cmp164 = icmp sgt ptr %q, null
  br i1 %cmp164, label %rnd47, label %bb32
bb90:
  store i32 %phi136, ptr %p
  br label %bb91
bb86:
  br label %bb87
bb88:
  br label %bb89
rnd48:
  br i1 true, label %bb49, label %bb34
bb5:
  switch i32 %n, label %bb6 [ i32 25, label %bb6 i32 -2, label %bb56 ]
bb24:
  invoke void @noret_fn() to label %bb25 unwind label %bb111
bb37:
  %v178 = call i32 @memcmp(ptr %p, ptr %p, i64 %k)
  %cmp179 = icmp ne i32 %v178, -1
  br i1 %cmp179, label %_38, label %rnd11
rnd18:
  %phi119 = phi i32 [ %phi119, %rnd18 ], [ %phi120, %bb19 ], [ %m, %bb112 ]
  switch i32 %phi119, label %bb19 [ i32 40, label %bb6 i32 60, label %bb19 i32 52, label %rnd18 ]
bb108:
  br label %rnd73
rnd82:
  %phi148 = phi ptr [ null, %bb83 ]
  %phi149 = phi i32 [ 0, %bb83 ]
  %v200 = shl i32 %phi149, 2
  %cmp201 = icmp sgt i32 %v200, 1
  br i1 %cmp201, label %bb83, label %rnd71
bb101:
  %phi155 = phi i32 [ -2147483648, %bb100 ], [ 1, %bb102 ]
  %v168 = add i32 %phi155, 4
  %cmp169 = icmp ule i32 %v168, 4
  br i1 %cmp169, label %bb102, label %bb102
bb61:
  call void @noret_fn()
  %v197 = load ptr, ptr %p
  %cmp198 = icmp ne ptr null, %v197
  br i1 %cmp198, label %bb51, label %bb52
bb110:
  %lp192 = landingpad { ptr, i32 } cleanup
  br label %bb3
rnd53:
  %fcmp180 = fcmp true double %y, %x
  br i1 %fcmp180, label %rnd54, label %bb49
rnd47:
  %phi132 = phi ptr [ %q, %rnd46 ]
  %cmp165 = icmp sle i32 %phi144, 5
  br i1 %cmp165, label %rnd48, label %bb37
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
bb2:
  call void @exit(i32 1)
  ret i32 %phi4
bb3:
  %phi4 = phi i32 [ -5, %bb1 ], [ 0, %bb3 ]
  %phi5 = phi i32 [ 7, %bb1 ], [ %m, %bb3 ]
  %phi6 = phi i32 [ 0, %bb1 ], [ 7, %bb3 ]
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %bb3 [label %bb2]
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb5
bb10:
  br label %bb12
bb4:
  br label %chain3
latch8:
  br i1 %c0, label %bb6, label %bb7
bb12:
  br i1 %c1, label %bb11, label %bb11
chain3:
  switch i32 %n, label %"2bb" [ i32 632896814, label %bb7 i32 -1336402248, label %"2bb" i32 -1781524171, label %bb7 i32 -359158504, label %"2bb" ]
bb7:
  br label %bb9
dead13:
  switch i32 %n, label %latch8 [ i32 57, label %latch8 i32 5, label %bb9 i32 50, label %bb9 i32 42, label %latch8 ]
bb6:
  br label %bb4
bb9:
  switch i32 %n, label %bb10 [ i32 21, label %bb10 i32 62, label %bb10 i32 50, label %bb11 i32 20, label %bb11 ]
bb5:
  br i1 %c1, label %bb6, label %bb7
bb11:
  br i1 %c2, label %bb10, label %latch8
"2bb":
  unreachable
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %dispatch3, !prof !1
bb2:
  call void @exit(i32 1)
  call void @plain_fn()
  unreachable
dispatch3:
  %v10 = load ptr, ptr %p
  indirectbr ptr %v10, [ label %bb2, label %bb4, label %header5, label %bb7, label %dispatch3 ], !prof !2
bb4:
  call void @plain_fn() cold
  br label %dispatch3
header5:
  switch i32 %m, label %bb6 [ i32 51, label %dispatch3 i32 41, label %bb6 i32 37, label %bb6 i32 32, label %bb6 ]
bb6:
  %v12 = select i1 %c1, ptr blockaddress(@f7, %header5), ptr blockaddress(@f7, %header5)
  indirectbr ptr %v12, [ label %dispatch3, label %header5, label %dispatch3, label %header5 ]
bb7:
  %cmp11 = icmp sge i32 %m, -7
  br i1 %cmp11, label %bb7, label %dispatch3
bb8:
  invoke void @may_throw(i32 1) to label %header5 unwind label %lpad9
lpad9:
  %lp13 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  resume { ptr, i32 } %lp13
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %header107
bb2:
  %phi110 = phi i32 [ %m, %bb4 ], [ %m, %bb4 ]
  call void @plain_fn() #1
  %v215 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 2147483647) [ "deopt"(i32 %n) ]
  ret i32 %v215
if3:
  %phi111 = phi ptr [ null, %bb24 ], [ null, %bb66 ], [ null, %bb66 ]
  switch i32 %m, label %counter5 [ i32 6, label %early21 i32 29, label %counter5 i32 7, label %bb4 ], !prof !3
bb4:
  %fcmp214 = fcmp oeq double %y, %x
  br i1 %fcmp214, label %bb2, label %bb2, !prof !4
counter5:
  %phi112 = phi i32 [ 1, %if3 ], [ 1, %if3 ], [ %m, %bb7 ], [ 0, %chain72 ]
  %v197 = call i32 @memcmp(ptr %q, ptr %p, i64 %k)
  %cmp198 = icmp eq i32 %v197, 0
  br i1 %cmp198, label %bb6, label %bb8
bb6:
  %phi113 = phi i32 [ %phi112, %counter5 ], [ %phi137, %latch53 ], [ %phi137, %latch53 ], [ %phi137, %latch53 ]
  %phi114 = phi i32 [ %phi112, %counter5 ], [ %phi137, %latch53 ], [ %phi137, %latch53 ], [ %phi137, %latch53 ]
  %v209 = load ptr, ptr %q
  %cmp210 = icmp ult ptr %v209, %p
  br i1 %cmp210, label %bb7, label %self50, !prof !5
bb7:
  %fcmp196 = fcmp olt double %y, %x
  br i1 %fcmp196, label %bb4, label %counter5, !prof !6
bb8:
  switch i32 %n, label %bb10 [ i32 35, label %bb29 i32 4, label %bb19 ], !prof !7
bb9:
  invoke void @cold_fn() to label %bb7 unwind label %bb109, !prof !8
bb10:
  switch i32 %m, label %if12 [ i32 44, label %if12 i32 -4, label %bb11 i32 3, label %bb65 ]
bb11:
  %v203 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %m) [ "deopt"(i32 3) ]
  ret i32 %v203
if12:
  %v204 = call i32 @opaque(i32 %m)
  switch i32 %v204, label %bb14 [ i32 0, label %bb51 i32 -8, label %bb13 i32 53, label %bb13 i32 -4, label %bb13 i32 55, label %bb76 i32 34, label %bb76 ]
bb13:
  %phi115 = phi i32 [ 7, %if12 ], [ 7, %if12 ], [ 7, %if12 ], [ 0, %bb14 ], [ 100, %"15bb" ], [ 10, %bb17 ]
  br label %bb9
bb14:
  %v207 = add i32 %v204, 1
  %cmp208 = icmp slt i32 %v207, 0
  br i1 %cmp208, label %bb13, label %"15bb", !prof !9
"15bb":
  %phi116 = phi i32 [ 0, %bb14 ], [ -1, %bb16 ], [ -1, %bb16 ], [ %n, %bb97 ], [ %n, %bb97 ]
  %cmp194 = icmp ule i32 -1, %phi116
  br i1 %cmp194, label %bb17, label %bb13
bb16:
  callbr void asm sideeffect "", "!i"() to label %"15bb" [label %"15bb"]
bb17:
  switch i32 %phi116, label %bb18 [ i32 55, label %bb18 i32 9, label %bb13 i32 25, label %bb18 ]
bb18:
  br label %bb16
bb19:
  switch i32 %m, label %bb9 [ i32 13, label %bb20 ], !prof !10
bb20:
  unreachable
early21:
  switch i32 %m, label %bb4 [ i32 50, label %bb22 i32 63, label %bb4 i32 22, label %bb22 i32 55, label %bb4 ], !prof !11
bb22:
  call void @noret_fn()
  unreachable
bb23:
  %phi117 = phi i32 [ %phi118, %bb24 ], [ -5, %bb25 ], [ 2, %bb28 ], [ 2, %bb28 ], [ 2, %bb28 ], [ %phi129, %bb47 ]
  %phi118 = phi i32 [ 1, %bb24 ], [ %n, %bb25 ], [ %phi119, %bb28 ], [ %phi119, %bb28 ], [ %phi119, %bb28 ], [ 3, %bb47 ]
  call void @plain_fn()
  br label %bb26, !prof !12
bb24:
  call void @plain_fn()
  switch i32 %m, label %bb23 [ i32 42, label %if3 ], !prof !13
bb25:
  call void @plain_fn()
  %v200 = mul i32 %phi118, 4
  %v201 = and i32 %v200, 2
  %cmp202 = icmp ugt i32 %v201, 22
  br i1 %cmp202, label %bb24, label %bb23, !prof !14
bb26:
  call void @plain_fn()
  br label %bb25, !prof !15
bb27:
  br label %bb29, !prof !16
bb28:
  switch i32 %phi120, label %bb23 [ i32 46, label %bb27 i32 31, label %bb23 i32 -8, label %bb23 ]
bb29:
  %phi119 = phi i32 [ %n, %bb8 ], [ 1, %bb27 ], [ %phi120, %bb29 ]
  %phi120 = phi i32 [ %n, %bb8 ], [ %m, %bb27 ], [ 0, %bb29 ]
  %cmp199 = icmp sge i32 %phi120, 0
  br i1 %cmp199, label %bb28, label %bb29
bb30:
  %v211 = load i32, ptr %p
  %cmp212 = icmp sge i32 %v211, 5
  br i1 %cmp212, label %bb31, label %early32, !prof !17
bb31:
  %phi121 = phi i32 [ 100, %bb30 ]
  call void @plain_fn() #0
  unreachable
early32:
  %phi122 = phi i32 [ 2, %bb30 ]
  switch i32 %phi122, label %early_exit33 [ i32 34, label %bb34 i32 61, label %bb34 i32 19, label %bb34 ]
early_exit33:
  %phi123 = phi i32 [ 0, %early32 ]
  %phi124 = phi ptr [ %p, %early32 ]
  call void @plain_fn() #0
  %fcmp213 = fcmp false double %y, %y
  br i1 %fcmp213, label %chain67, label %chain67, !prof !18
bb34:
  %v181 = load i32, ptr %q
  %cmp182 = icmp sgt i32 %v181, 5
  br i1 %cmp182, label %counter36, label %bb27, !prof !19
latch35:
  store i32 10, ptr %p
  %cmp180 = icmp sle i32 %n, 100
  br i1 %cmp180, label %bb34, label %bb27, !prof !20
counter36:
  call void @plain_fn() #1
  %v183 = load ptr, ptr %q
  indirectbr ptr %v183, [ label %bb37, label %bb38, label %bb65 ], !prof !21
bb37:
  call void @plain_fn() #0
  br label %counter36, !prof !22
bb38:
  %phi125 = phi i32 [ 7, %counter36 ], [ %n, %bb109 ]
  br i1 %c2, label %latch35, label %counter36
bb39:
  switch i32 %n, label %bb40 [ i32 -3, label %bb100 i32 40, label %bb100 i32 15, label %bb51 i32 41, label %bb100 ]
bb40:
  %phi126 = phi i32 [ 7, %bb39 ]
  %v185 = or i32 %phi126, 1
  %cmp186 = icmp sge i32 %v185, 17
  br i1 %cmp186, label %bb42, label %bb41, !prof !23
bb41:
  call void @plain_fn() cold
  call void @cold_fn()
  unreachable
bb42:
  %fcmp187 = fcmp uge double %y, 0x7FF8000000000000
  br i1 %fcmp187, label %bb43, label %bb44, !prof !24
bb43:
  call void @plain_fn()
  ret i32 %phi126
bb44:
  %phi127 = phi ptr [ null, %bb42 ]
  switch i32 %m, label %bb45 [ i32 -8, label %bb49 i32 14, label %bb49 i32 5, label %bb49 i32 23, label %bb30 i32 50, label %bb49 ]
bb45:
  %phi128 = phi i32 [ %phi126, %bb44 ], [ 0, %bb46 ], [ 0, %bb46 ], [ 0, %bb46 ], [ -1, %early_exit48 ]
  %phi129 = phi i32 [ 7, %bb44 ], [ 2, %bb46 ], [ 2, %bb46 ], [ 2, %bb46 ], [ 0, %early_exit48 ]
  %phi130 = phi i32 [ -5, %bb44 ], [ 10, %bb46 ], [ 10, %bb46 ], [ 10, %bb46 ], [ %m, %early_exit48 ]
  br label %bb47, !prof !25
bb46:
  %phi131 = phi ptr [ %p, %bb47 ]
  switch i32 %n, label %bb45 [ i32 1, label %header105 i32 57, label %bb45 i32 34, label %bb30 i32 48, label %bb45 ], !prof !26
bb47:
  %phi132 = phi i32 [ 1, %bb45 ]
  switch i32 %phi128, label %early_exit48 [ i32 664003507, label %bb46 i32 -28601724, label %bb8 i32 -2070202871, label %bb8 i32 -527535167, label %bb23 ], !prof !27
early_exit48:
  call void @plain_fn()
  br label %bb45
bb49:
  switch i32 %n, label %bb30 [ i32 33, label %self50 i32 53, label %bb52 ]
self50:
  %phi133 = phi i32 [ -2147483648, %bb6 ], [ 0, %bb49 ], [ -1, %self50 ]
  %phi134 = phi i32 [ 7, %bb6 ], [ 2147483647, %bb49 ], [ %n, %self50 ]
  %phi135 = phi i32 [ 100, %bb6 ], [ %n, %bb49 ], [ 7, %self50 ]
  callbr void asm sideeffect "", "!i"() to label %self50 [label %bb49]
bb51:
  %phi136 = phi ptr [ null, %if12 ], [ %q, %bb39 ], [ %p, %latch53 ]
  switch i32 %n, label %bb52 [ i32 57, label %bb52 i32 -3, label %latch53 ], !prof !28
bb52:
  br label %latch53
latch53:
  %phi137 = phi i32 [ %n, %bb51 ], [ %m, %bb52 ]
  switch i32 %phi137, label %bb51 [ i32 44, label %bb6 i32 2, label %bb30 i32 40, label %bb30 i32 55, label %bb6 i32 38, label %bb6 ]
bb54:
  store i32 %n, ptr %q
  switch i32 %n, label %bb56 [ i32 -1546682404, label %bb64 i32 1620894044, label %bb68 i32 -1451056608, label %bb64 ], !prof !29
bb55:
  br label %bb39, !prof !30
bb56:
  switch i32 %m, label %bb57 [ i32 831186068, label %bb57 i32 -977751426, label %bb58 i32 -108516742, label %bb57 ], !prof !31
bb57:
  %phi138 = phi i32 [ 1, %bb56 ], [ 1, %bb56 ], [ 1, %bb56 ], [ 3, %bb60 ]
  %v216 = load i32, ptr %p
  %cmp217 = icmp ult i32 %v216, -7
  br i1 %cmp217, label %bb55, label %bb103, !prof !32
bb58:
  %phi139 = phi i32 [ 2, %bb56 ]
  switch i32 %phi139, label %early_exit59 [ i32 52, label %bb63 i32 26, label %bb63 i32 6, label %early_exit59 ], !prof !33
early_exit59:
  ret i32 %m
bb60:
  %phi140 = phi i32 [ -2147483648, %bb61 ]
  br label %bb57
bb61:
  %phi141 = phi i32 [ 100, %bb62 ]
  %cmp218 = icmp eq ptr %q, %p
  br i1 %cmp218, label %bb60, label %bb91
bb62:
  br label %bb61, !prof !34
bb63:
  %phi142 = phi ptr [ null, %bb58 ], [ null, %bb58 ]
  %phi143 = phi i32 [ 7, %bb58 ], [ 7, %bb58 ]
  br label %bb62, !prof !35
bb64:
  %phi144 = phi i32 [ %m, %bb54 ], [ %m, %bb54 ], [ 0, %bb65 ], [ 1, %bb66 ]
  switch i32 %phi144, label %bb65 [ i32 52, label %bb65 i32 63, label %bb84 i32 44, label %chain67 ], !prof !36
bb65:
  br label %bb64, !prof !37
bb66:
  switch i32 %m, label %bb55 [ i32 -1627380201, label %bb64 i32 -2097037062, label %if3 i32 -834999841, label %if3 ]
chain67:
  %phi145 = phi i32 [ %phi122, %early_exit33 ], [ %phi122, %early_exit33 ], [ %phi144, %bb64 ]
  %cmp184 = icmp eq ptr %p, %p
  br i1 %cmp184, label %bb66, label %header105
bb68:
  %phi146 = phi ptr [ %p, %bb54 ], [ null, %bb69 ], [ %p, %bb85 ], [ %p, %bb89 ]
  %phi147 = phi i32 [ -2147483648, %bb54 ], [ %phi148, %bb69 ], [ %n, %bb85 ], [ %n, %bb89 ]
  %cmp206 = icmp sle i32 %phi147, -5
  br i1 %cmp206, label %bb70, label %bb55, !prof !38
bb69:
  %phi148 = phi i32 [ 7, %bb70 ], [ 2147483647, %bb76 ]
  switch i64 %k, label %bb68 [ i64 1410102007, label %bb55 ]
bb70:
  %phi149 = phi i32 [ %m, %bb68 ], [ 1, %bb70 ]
  %phi150 = phi i32 [ 100, %bb68 ], [ %phi151, %bb70 ]
  %phi151 = phi i32 [ %phi147, %bb68 ], [ %phi149, %bb70 ]
  switch i32 %phi149, label %bb69 [ i32 -413031562, label %bb70 ], !prof !39
bb71:
  br label %bb54, !prof !40
chain72:
  %phi152 = phi i32 [ 2147483647, %bb73 ]
  %phi153 = phi ptr [ %p, %bb73 ]
  %cmp219 = icmp eq ptr %q, %phi153
  br i1 %cmp219, label %bb71, label %counter5
bb73:
  br label %chain72, !prof !41
bb74:
  br label %bb73
inf_pre75:
  store i32 %n, ptr %q
  br label %bb76, !prof !42
bb76:
  %phi154 = phi i32 [ 8, %if12 ], [ 8, %if12 ], [ -1, %inf_pre75 ], [ 0, %bb77 ]
  call void @plain_fn()
  %cmp205 = icmp slt i32 %phi154, 0
  br i1 %cmp205, label %bb77, label %bb69, !prof !43
bb77:
  br label %bb76, !prof !44
chain78:
  store i32 %n, ptr %p
  br label %inf_pre75, !prof !45
chain79:
  %phi155 = phi i32 [ 3, %bb81 ], [ 3, %bb81 ]
  switch i32 %phi155, label %chain78 [ i32 44, label %chain78 i32 0, label %chain78 i32 56, label %chain78 ]
bb80:
  call void @plain_fn()
  indirectbr ptr blockaddress(@f8, %early_exit48), [ label %bb81, label %bb37, label %early_exit48 ], !prof !46
bb81:
  switch i32 %n, label %bb80 [ i32 22, label %bb80 i32 56, label %chain79 i32 7, label %bb80 i32 28, label %bb80 i32 -4, label %chain79 ], !prof !47
inf_pre82:
  br label %inf83, !prof !48
inf83:
  %phi156 = phi i32 [ 1, %inf_pre82 ], [ %phi159, %bb84 ]
  %phi157 = phi i32 [ %n, %inf_pre82 ], [ 3, %bb84 ]
  %phi158 = phi ptr [ %q, %inf_pre82 ], [ %q, %bb84 ]
  br label %bb84
bb84:
  %phi159 = phi i32 [ 10, %bb64 ], [ %phi156, %inf83 ]
  br label %inf83
bb85:
  switch i32 %n, label %bb87 [ i32 27, label %bb103 i32 0, label %bb68 ], !prof !49
join86:
  %phi160 = phi ptr [ %q, %bb88 ], [ %q, %bb88 ], [ %q, %latch104 ]
  call void @plain_fn()
  %v192 = load i32, ptr %p
  %cmp193 = icmp uge i32 %v192, 0
  br i1 %cmp193, label %inf_pre82, label %bb9
bb87:
  %phi161 = phi ptr [ %p, %bb85 ]
  %v178 = call i32 @opaque(i32 0)
  switch i32 %v178, label %bb89 [ i32 2, label %bb101 i32 38, label %bb89 i32 -6, label %bb98 i32 58, label %bb98 i32 1, label %bb101 ], !prof !50
bb88:
  %phi162 = phi i32 [ %n, %bb90 ], [ %n, %bb90 ], [ %m, %bb95 ], [ %m, %bb95 ], [ 2147483647, %bb97 ], [ 2147483647, %bb97 ], [ %n, %bb99 ], [ %n, %bb99 ], [ 8, %bb100 ], [ -1, %bb101 ], [ -1, %bb101 ], [ %phi174, %bb102 ], [ %phi174, %bb102 ]
  %fcmp191 = fcmp une double %x, 1.5
  br i1 %fcmp191, label %join86, label %join86
bb89:
  switch i64 %k, label %bb91 [ i64 9, label %bb68 ]
bb90:
  switch i64 %k, label %bb89 [ i64 20, label %bb89 i64 29, label %bb55 i64 35, label %bb88 i64 34, label %bb88 i64 59, label %bb55 ], !prof !51
bb91:
  %cmp179 = icmp ne i64 %k, 0
  br i1 %cmp179, label %bb92, label %header93
bb92:
  br label %latch35
header93:
  %phi163 = phi i32 [ 7, %bb91 ], [ %m, %latch94 ]
  store i32 %phi163, ptr %p
  br label %bb95, !prof !52
latch94:
  switch i32 %m, label %bb90 [ i32 0, label %bb99 i32 27, label %bb99 i32 3, label %header93 i32 6, label %bb90 i32 43, label %bb99 ]
bb95:
  %phi164 = phi ptr [ %p, %header93 ], [ %q, %bb96 ], [ %phi164, %bb97 ]
  switch i64 %k, label %bb97 [ i64 24, label %bb88 i64 1, label %bb88 i64 53, label %bb97 i64 9, label %bb96 i64 47, label %bb96 ]
bb96:
  call void @plain_fn()
  br label %bb95, !prof !53
bb97:
  call void @plain_fn()
  switch i32 %n, label %bb95 [ i32 16, label %"15bb" i32 1, label %"15bb" i32 58, label %bb88 i32 -6, label %latch94 i32 48, label %bb88 i32 17, label %latch94 ]
bb98:
  %phi165 = phi i32 [ -5, %bb87 ], [ -5, %bb87 ], [ %n, %bb99 ], [ %n, %bb99 ]
  %phi166 = phi i32 [ 8, %bb87 ], [ 8, %bb87 ], [ -2147483648, %bb99 ], [ -2147483648, %bb99 ]
  br label %bb100, !prof !54
bb99:
  switch i32 0, label %bb88 [ i32 -6, label %bb98 i32 0, label %bb98 i32 37, label %bb88 ], !prof !55
bb100:
  %phi167 = phi i32 [ -5, %bb39 ], [ -5, %bb39 ], [ -5, %bb39 ], [ 100, %bb98 ], [ %m, %bb100 ]
  %phi168 = phi i32 [ %n, %bb39 ], [ %n, %bb39 ], [ %n, %bb39 ], [ 2, %bb98 ], [ %phi169, %bb100 ]
  %phi169 = phi i32 [ %n, %bb39 ], [ %n, %bb39 ], [ %n, %bb39 ], [ %n, %bb98 ], [ %phi167, %bb100 ]
  switch i32 %phi169, label %bb99 [ i32 12, label %bb100 i32 32, label %bb88 ], !prof !56
bb101:
  %phi170 = phi ptr [ %phi161, %bb87 ], [ %phi161, %bb87 ]
  %phi171 = phi i32 [ %n, %bb87 ], [ %n, %bb87 ]
  %phi172 = phi i32 [ %n, %bb87 ], [ %n, %bb87 ]
  call void @plain_fn()
  switch i32 %v178, label %bb88 [ i32 37, label %bb88 i32 45, label %bb102 ]
bb102:
  %phi173 = phi ptr [ %q, %bb101 ], [ %q, %bb102 ], [ %q, %bb102 ]
  %phi174 = phi i32 [ %n, %bb101 ], [ %phi175, %bb102 ], [ %phi175, %bb102 ]
  %phi175 = phi i32 [ %phi171, %bb101 ], [ 1, %bb102 ], [ 1, %bb102 ]
  switch i32 %phi171, label %bb88 [ i32 52, label %bb88 i32 54, label %early_exit48 i32 2, label %bb102 i32 35, label %bb102 ], !prof !57
bb103:
  store i32 %n, ptr %p
  %fcmp190 = fcmp ule double %y, %y
  br i1 %fcmp190, label %header105, label %bb96, !prof !58
latch104:
  %v188 = call i32 @bcmp(ptr %q, ptr %q, i64 100)
  %cmp189 = icmp sgt i32 %v188, -1
  br i1 %cmp189, label %bb103, label %join86
header105:
  switch i64 %k, label %latch104 [ i64 -477142481, label %bb.106 ]
bb.106:
  br i1 %c2, label %header105, label %latch104
header107:
  br i1 %c0, label %bb85, label %bb108, !prof !59
bb108:
  %phi176 = phi i32 [ %m, %header107 ], [ %phi176, %bb108 ]
  %phi177 = phi ptr [ %p, %header107 ], [ %p, %bb108 ]
  switch i32 %m, label %header107 [ i32 58, label %bb108 ]
bb109:
  %lp195 = landingpad { ptr, i32 } cleanup
  br label %bb38
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 1
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

!0 = !{!"branch_weights", i32 2147483648}
!1 = !{!"branch_weights", i32 0}
!2 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 0, i32 0}
!3 = !{!"branch_weights", i32 0, i32 0, i32 642, i32 695}
!4 = !{!"branch_weights", i32 0, i32 2000}
!5 = !{!"branch_weights", i32 100, i32 71}
!6 = !{!"branch_weights", i32 4294967117, i32 4294966326}
!7 = !{!"branch_weights", i32 0, i32 0, i32 0}
!8 = !{!"branch_weights", i32 0}
!9 = !{!"branch_weights", i32 1048576, i32 0}
!10 = !{!"branch_weights", i32 0, i32 4294967295}
!11 = !{!"branch_weights", i32 4294967295, i32 1, i32 2147483648, i32 0, i32 1}
!12 = !{!"branch_weights", i32 18}
!13 = !{!"branch_weights", i32 0, i32 43}
!14 = !{!"branch_weights", i32 0, i32 1048576}
!15 = !{!"branch_weights", i32 2147483648}
!16 = !{!"branch_weights", i32 0}
!17 = !{!"branch_weights", i32 2147483648, i32 1}
!18 = !{!"branch_weights", i32 106, i32 0}
!19 = !{!"branch_weights", i32 0, i32 2000}
!20 = !{!"branch_weights", i32 3, i32 29}
!21 = !{!"branch_weights", i32 2147483648, i32 0, i32 1431655766}
!22 = !{!"branch_weights", i32 4}
!23 = !{!"branch_weights", i32 0, i32 0}
!24 = !{!"branch_weights", i32 0, i32 94}
!25 = !{!"branch_weights", i32 4294966697}
!26 = !{!"branch_weights", i32 0, i32 1, i32 2000, i32 0, i32 0}
!27 = !{!"branch_weights", i32 2147483648, i32 1, i32 0, i32 2147483648, i32 858993460}
!28 = !{!"branch_weights", i32 0, i32 0, i32 0}
!29 = !{!"branch_weights", i32 82, i32 23, i32 64, i32 33}
!30 = !{!"branch_weights", i32 98}
!31 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 0}
!32 = !{!"branch_weights", i32 53, i32 60}
!33 = !{!"branch_weights", i32 1, i32 2147483648, i32 1, i32 1073741825}
!34 = !{!"branch_weights", i32 2147483648}
!35 = !{!"branch_weights", i32 1}
!36 = !{!"branch_weights", i32 100, i32 64, i32 91, i32 66}
!37 = !{!"branch_weights", i32 0}
!38 = !{!"branch_weights", i32 41, i32 90}
!39 = !{!"branch_weights", i32 1048576, i32 0}
!40 = !{!"branch_weights", i32 0}
!41 = !{!"branch_weights", i32 1}
!42 = !{!"branch_weights", i32 0}
!43 = !{!"branch_weights", i32 2000, i32 0}
!44 = !{!"branch_weights", i32 4294966713}
!45 = !{!"branch_weights", i32 2000}
!46 = !{!"branch_weights", i32 4294967295, i32 2147483648, i32 1431655766}
!47 = !{!"branch_weights", i32 0, i32 274, i32 692, i32 0, i32 69, i32 114}
!48 = !{!"branch_weights", i32 4294966947}
!49 = !{!"branch_weights", i32 0, i32 0, i32 2000}
!50 = !{!"branch_weights", i32 179, i32 0, i32 0, i32 0, i32 0, i32 0}
!51 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!52 = !{!"branch_weights", i32 0}
!53 = !{!"branch_weights", i32 0}
!54 = !{!"branch_weights", i32 1048576}
!55 = !{!"branch_weights", i32 4294966950, i32 4294966706, i32 4294966613, i32 4294967116}
!56 = !{!"branch_weights", i32 1431655766, i32 0, i32 4294967295}
!57 = !{!"branch_weights", i32 0, i32 2147483648, i32 1, i32 2147483648, i32 2147483648}
!58 = !{!"branch_weights", i32 0, i32 0}
!59 = !{!"branch_weights", i32 404, i32 120}
