; freqpath random IR: seed=1 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @plain_fn() cold
  br label %self11
bb5:
  indirectbr ptr blockaddress(@f0, %irr6), [ label %irr6, label %irr7 ]
irr7:
  switch i32 %phi14, label %bb10 [ i32 31, label %ret2 i32 42, label %ret2 ]
irr6:
  %phi15 = phi i32 [ %m, %bb5 ], [ 0, %bb10 ]
  store i32 %phi23, ptr %p
  br i1 %c0, label %header8, label %ret2
ret2:
  %phi13 = phi i32 [ %phi15, %irr6 ], [ %phi14, %irr7 ], [ %phi14, %irr7 ]
  %v29 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 1) [ "deopt"(i32 %phi24) ]
  ret i32 %v29
chain9:
  %phi19 = phi i32 [ 7, %header8 ]
  store i32 %m, ptr %q
  indirectbr ptr blockaddress(@f0, %header8), [ label %header8 ]
self11:
  %phi23 = phi i32 [ 3, %bb1 ], [ -5, %self11 ]
  %phi24 = phi i32 [ %m, %bb1 ], [ %phi24, %self11 ]
  %phi25 = phi ptr [ null, %bb1 ], [ %phi25, %self11 ]
  invoke void @noret_fn() to label %self11 unwind label %lpad12, !prof !0
bb10:
  %phi20 = phi i32 [ -1, %irr7 ], [ 3, %bb10 ]
  %phi21 = phi ptr [ %phi25, %irr7 ], [ %q, %bb10 ]
  %phi22 = phi i32 [ 1, %irr7 ], [ 0, %bb10 ]
  %fcmp30 = fcmp ole double %x, 1.5
  br i1 %fcmp30, label %bb10, label %irr6
bb4:
  store i32 %m, ptr %q
  call void @noret_fn()
  ret i32 %phi14
lpad12:
  %phi26 = phi i32 [ 100, %self11 ]
  %lp27 = landingpad { ptr, i32 } cleanup
  br label %bb3
bb3:
  %phi14 = phi i32 [ 0, %lpad12 ]
  indirectbr ptr %p, [ label %bb4, label %bb5 ]
header8:
  %phi16 = phi ptr [ %phi25, %irr6 ], [ null, %chain9 ]
  %phi17 = phi i32 [ -1, %irr6 ], [ 1, %chain9 ]
  %phi18 = phi i32 [ -5, %irr6 ], [ -5, %chain9 ]
  %cmp28 = icmp ugt i32 %phi18, -4
  br i1 %cmp28, label %chain9, label %irr7
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb56
bb2:
  %phi107 = phi i32 [ %phi128, %bb3 ], [ %phi128, %bb3 ]
  unreachable
bb3:
  store i32 %phi110, ptr %q
  callbr void asm sideeffect "", "!i"() to label %bb2 [label %bb2]
bb4:
  switch i32 %m, label %bb3 [ i32 4, label %bb3 i32 11, label %bb102 i32 -1, label %bb102 ]
chain5:
  br label %bb4
bb6:
  %phi108 = phi i32 [ %phi111, %bb7 ]
  store i32 100, ptr %q
  br label %chain5
bb7:
  %phi109 = phi ptr [ %q, %if8 ], [ %q, %if8 ], [ %q, %if8 ], [ %p, %bb10 ], [ %p, %chain16 ], [ %p, %chain16 ], [ %q, %chain50 ]
  %phi110 = phi i32 [ %n, %if8 ], [ %n, %if8 ], [ %n, %if8 ], [ 3, %bb10 ], [ 2147483647, %chain16 ], [ 2147483647, %chain16 ], [ 0, %chain50 ]
  %phi111 = phi i32 [ %phi111, %if8 ], [ %phi111, %if8 ], [ %phi111, %if8 ], [ %phi128, %bb10 ], [ %phi117, %chain16 ], [ %phi117, %chain16 ], [ %phi125, %chain50 ]
  switch i32 %phi110, label %bb6 [ i32 57, label %if8 ]
if8:
  call void @plain_fn()
  switch i32 %m, label %bb7 [ i32 -4, label %bb7 i32 48, label %bb9 i32 8, label %bb7 ]
bb9:
  switch i32 %phi128, label %bb10 [ i32 -1779038658, label %irr11 i32 -497201710, label %bb10 i32 999035913, label %irr11 ]
bb10:
  %cmp172 = icmp ne ptr %p, %q
  br i1 %cmp172, label %chain28, label %bb7
irr11:
  %v170 = call i32 @opaque(i32 %phi128)
  switch i32 %v170, label %bb29 [ i32 23, label %bb29 i32 56, label %bb29 ], !prof !1
chain12:
  %phi112 = phi ptr [ %phi114, %bb13 ]
  %phi113 = phi ptr [ %q, %bb13 ]
  br label %irr11, !prof !2
bb13:
  br label %chain12
bb14:
  br label %bb13
bb15:
  br label %bb14
chain16:
  %phi114 = phi ptr [ %phi115, %bb17 ]
  switch i32 %v174, label %bb15 [ i32 41, label %bb7 i32 58, label %bb15 i32 33, label %bb75 i32 4, label %bb7 i32 44, label %bb15 ], !prof !3
bb17:
  br label %chain16
bb18:
  store i32 %phi118, ptr %p
  %v174 = and i32 %phi116, 6
  %cmp175 = icmp eq i32 %v174, 1
  br i1 %cmp175, label %bb17, label %bb43, !prof !4
bb19:
  %phi115 = phi ptr [ %p, %bb20 ]
  call void @cold_fn()
  invoke void @noret_fn() to label %bb18 unwind label %bb104
bb20:
  br label %bb19, !prof !5
bb21:
  %phi116 = phi i32 [ %phi128, %bb.22.x ]
  br label %bb20
bb.22.x:
  br label %bb21
bb23:
  br label %bb.22.x
chain24:
  br label %bb23
chain25:
  br label %chain24
bb26:
  %phi117 = phi i32 [ %phi128, %bb27 ], [ %phi128, %bb27 ]
  %phi118 = phi i32 [ %phi128, %bb27 ], [ %phi128, %bb27 ]
  br label %chain25
bb27:
  call void @plain_fn()
  switch i32 %m, label %bb26 [ i32 49, label %bb26 ]
chain28:
  %phi119 = phi ptr [ null, %bb10 ]
  br label %bb27
bb29:
  %phi120 = phi i32 [ 8, %irr11 ], [ 8, %irr11 ], [ 8, %irr11 ]
  %phi121 = phi ptr [ %p, %irr11 ], [ %p, %irr11 ], [ %p, %irr11 ]
  %phi122 = phi ptr [ %q, %irr11 ], [ %q, %irr11 ], [ %q, %irr11 ]
  %cmp171 = icmp ule i32 %phi120, 2
  br i1 %cmp171, label %bb31, label %bb30, !prof !6
bb30:
  call void @plain_fn() #1
  br label %irr_pre32
bb31:
  store i32 %n, ptr %q
  switch i32 %m, label %bb46 [ i32 24, label %bb46 i32 23, label %bb46 i32 35, label %bb10 ]
irr_pre32:
  %v183 = and i32 %n, 1
  %cmp184 = icmp eq i32 %v183, 1
  br i1 %cmp184, label %bb34, label %bb38, !prof !7
bb33:
  %phi123 = phi i32 [ 1, %chain35 ], [ 2147483647, %bb39 ], [ 8, %irr40 ], [ %phi128, %bb41 ], [ 2147483647, %chain81 ]
  %phi124 = phi i32 [ 10, %chain35 ], [ 0, %bb39 ], [ %m, %irr40 ], [ 8, %bb41 ], [ 0, %chain81 ]
  switch i32 %phi124, label %bb34 [ i32 35, label %bb31 i32 60, label %bb31 ]
bb34:
  store i32 -2147483648, ptr %q
  switch i32 %m, label %bb37 [ i32 20, label %bb80 i32 9, label %bb31 ], !prof !8
chain35:
  br label %bb33
bb36:
  %v189 = select i1 %c2, ptr blockaddress(@f1, %chain35), ptr blockaddress(@f1, %chain35)
  indirectbr ptr %v189, [ label %chain35 ], !prof !9
bb37:
  br label %bb36
bb38:
  call void @plain_fn()
  switch i32 %m, label %bb39 [ i32 778750106, label %bb41 i32 921948298, label %irr40 ]
bb39:
  %cmp185 = icmp sgt i32 %n, 0
  br i1 %cmp185, label %irr40, label %bb33, !prof !10
irr40:
  indirectbr ptr blockaddress(@f1, %bb41), [ label %bb41, label %bb33, label %bb76 ]
bb41:
  %v186 = sub i32 %phi128, 1
  %cmp187 = icmp sgt i32 %v186, 10
  br i1 %cmp187, label %irr_pre42, label %bb33
irr_pre42:
  switch i32 %m, label %irr44 [ i32 14, label %bb43 ], !prof !11
bb43:
  br label %irr44
irr44:
  %fcmp188 = fcmp true double %y, %x
  br i1 %fcmp188, label %bb45, label %bb39
bb45:
  br label %bb43, !prof !12
bb46:
  switch i32 %n, label %early_exit47 [ i32 1687034701, label %early_exit47 i32 -320215246, label %bb48 i32 754197721, label %bb48 ], !prof !13
early_exit47:
  store i32 %phi128, ptr %p
  call void @exit(i32 1)
  unreachable
bb48:
  switch i32 %m, label %latch49 [ i32 60, label %bb30 i32 40, label %bb30 i32 57, label %latch49 ]
latch49:
  call void @plain_fn()
  switch i32 %m, label %bb48 [ i32 57, label %bb48 i32 46, label %bb30 ]
chain50:
  call void @cold_fn()
  invoke void @noret_fn() to label %bb7 unwind label %bb105
chain51:
  %phi125 = phi i32 [ -2147483648, %bb52 ]
  %phi126 = phi i32 [ -1, %bb52 ]
  indirectbr ptr blockaddress(@f1, %chain50), [ label %chain50 ]
bb52:
  br label %chain51, !prof !14
chain53:
  %phi127 = phi i32 [ %phi128, %bb54 ]
  br label %bb52
bb54:
  invoke void @may_throw(i32 1) to label %chain53 unwind label %bb105
bb55:
  br label %bb54
bb56:
  %phi128 = phi i32 [ 8, %bb1 ]
  switch i32 %m, label %inf57 [ i32 58, label %bb55 i32 44, label %bb55 ]
inf57:
  %v156 = shl i32 %phi128, 4
  %v157 = sub i32 %v156, 2
  %cmp158 = icmp uge i32 %v157, 22
  br i1 %cmp158, label %bb58, label %irr98, !prof !15
bb58:
  %v159 = load i32, ptr %p
  %cmp160 = icmp eq i32 %v159, 1
  br i1 %cmp160, label %irr61, label %irr60, !prof !16
bb59:
  %v162 = add i32 %m, 1
  %cmp163 = icmp ult i32 %v162, 0
  br i1 %cmp163, label %bb63, label %inf57
irr60:
  call void @exit(i32 1)
  callbr void asm sideeffect "", "!i"() to label %irr61 [label %inf57]
irr61:
  %cmp161 = icmp ult i32 %phi128, 40
  br i1 %cmp161, label %irr62, label %inf57
irr62:
  %phi129 = phi i32 [ %phi128, %irr61 ]
  callbr void asm sideeffect "", "!i"() to label %bb59 [label %inf57]
bb63:
  %phi130 = phi i32 [ %phi128, %bb59 ], [ %m, %bb63 ], [ %m, %bb63 ], [ %phi128, %bb65 ], [ %m, %bb85 ]
  %phi131 = phi i32 [ %phi128, %bb59 ], [ %n, %bb63 ], [ %n, %bb63 ], [ %phi128, %bb65 ], [ %phi128, %bb85 ]
  %phi132 = phi i32 [ %phi128, %bb59 ], [ 2, %bb63 ], [ 2, %bb63 ], [ 10, %bb65 ], [ %n, %bb85 ]
  switch i32 %phi130, label %irr60 [ i32 283074939, label %bb63 i32 -565375963, label %bb63 i32 -420310291, label %bb64 ]
bb64:
  switch i32 %phi130, label %bb82 [ i32 1826063971, label %irr_pre83 ], !prof !17
bb65:
  switch i32 %n, label %bb63 [ i32 53, label %irr11 i32 35, label %irr11 i32 41, label %irr11 ]
bb66:
  br label %bb65
chain67:
  %phi133 = phi i32 [ %phi135, %bb68 ]
  %fcmp169 = fcmp olt double %y, 0x7FF0000000000000
  br i1 %fcmp169, label %bb66, label %bb66
bb68:
  br label %chain67, !prof !18
chain69:
  %phi134 = phi i32 [ 2147483647, %bb70 ]
  %phi135 = phi i32 [ %n, %bb70 ]
  br label %bb68, !prof !19
bb70:
  indirectbr ptr blockaddress(@f1, %bb39), [ label %chain69, label %bb39, label %bb9, label %bb39 ]
chain71:
  %phi136 = phi i32 [ %n, %bb72 ], [ %n, %bb72 ]
  store i32 %n, ptr %q
  br label %bb70
bb72:
  call void @plain_fn()
  %v167 = load ptr, ptr %q
  %cmp168 = icmp sgt ptr %q, %v167
  br i1 %cmp168, label %chain71, label %chain71
bb73:
  br label %bb72
bb74:
  switch i32 %phi128, label %bb73 [ i32 47, label %inf57 i32 34, label %inf57 i32 54, label %inf57 ]
bb75:
  br label %bb74
bb76:
  br label %bb75
bb77:
  br label %bb76, !prof !20
bb78:
  br label %bb77
chain79:
  br label %bb78
bb80:
  invoke void @noret_fn() to label %chain79 unwind label %bb104
chain81:
  %v165 = mul i32 %phi131, 2
  %cmp166 = icmp slt i32 %v165, 47
  br i1 %cmp166, label %bb80, label %bb33
bb82:
  invoke void @may_throw(i32 0) to label %chain81 unwind label %lpad106
irr_pre83:
  %phi137 = phi i32 [ %m, %bb64 ]
  %phi138 = phi i32 [ 1, %bb64 ]
  %phi139 = phi ptr [ null, %bb64 ]
  call void @plain_fn()
  switch i32 %phi137, label %irr84 [ i32 -2, label %bb87 i32 62, label %bb86 i32 19, label %bb85 ]
irr84:
  %phi140 = phi ptr [ %q, %irr_pre83 ], [ %q, %bb102 ], [ %q, %bb102 ]
  br label %bb88
bb85:
  %cmp178 = icmp sgt ptr %p, null
  br i1 %cmp178, label %irr_pre90, label %bb63
bb86:
  %phi141 = phi i32 [ 3, %irr_pre83 ], [ %phi128, %bb92 ], [ %phi128, %bb94 ]
  br label %bb97, !prof !21
bb87:
  br label %bb102
bb88:
  %v176 = select i1 false, ptr blockaddress(@f1, %bb65), ptr blockaddress(@f1, %bb65)
  indirectbr ptr %v176, [ label %bb89, label %bb65 ], !prof !22
bb89:
  %cmp177 = icmp sle i32 %phi128, 49
  br i1 %cmp177, label %bb85, label %bb88, !prof !23
irr_pre90:
  %phi142 = phi i32 [ %phi128, %bb85 ]
  %phi143 = phi i32 [ 1, %bb85 ]
  switch i32 %phi128, label %bb93 [ i32 -2, label %bb94 i32 19, label %bb92 i32 3, label %bb91 ]
bb91:
  %phi144 = phi i32 [ %phi143, %irr_pre90 ], [ -2147483648, %bb94 ]
  call void @plain_fn()
  br label %bb92
bb92:
  indirectbr ptr blockaddress(@f1, %bb86), [ label %header95, label %bb86 ], !prof !24
bb93:
  br label %bb94, !prof !25
bb94:
  store i32 %n, ptr %p
  %cmp179 = icmp slt i32 %m, 0
  br i1 %cmp179, label %bb91, label %bb86
header95:
  %phi145 = phi i32 [ -1, %bb92 ], [ %phi145, %latch96 ]
  %cmp182 = icmp eq ptr %q, %p
  br i1 %cmp182, label %bb93, label %latch96
latch96:
  %phi146 = phi i32 [ %n, %header95 ]
  call void @plain_fn()
  br label %header95, !prof !26
bb97:
  %phi147 = phi i32 [ %n, %bb86 ]
  store i32 0, ptr %p
  %fcmp180 = fcmp une double %x, %y
  br i1 %fcmp180, label %bb99, label %irr98
irr98:
  switch i32 %n, label %bb99 [ i32 17, label %bb87 i32 13, label %bb85 ]
bb99:
  %fcmp181 = fcmp ule double %y, 0x7FF0000000000000
  br i1 %fcmp181, label %header100, label %bb87
header100:
  %phi148 = phi ptr [ %p, %bb99 ], [ %q, %bb101 ], [ %q, %bb101 ], [ %q, %bb101 ]
  %phi149 = phi i32 [ %m, %bb99 ], [ %phi150, %bb101 ], [ %phi150, %bb101 ], [ %phi150, %bb101 ]
  %phi150 = phi i32 [ %phi128, %bb99 ], [ %phi150, %bb101 ], [ %phi150, %bb101 ], [ %phi150, %bb101 ]
  br label %bb101
bb101:
  store i32 %phi128, ptr %p
  switch i32 %phi149, label %irr98 [ i32 36, label %irr98 i32 26, label %header100 i32 -1, label %header100 i32 61, label %header100 ]
bb102:
  %phi151 = phi i32 [ 1, %bb4 ], [ 1, %bb4 ], [ %phi128, %bb87 ], [ 3, %bb102 ], [ 3, %bb102 ], [ 3, %bb102 ], [ 3, %bb102 ], [ %phi152, %bb103 ], [ %phi152, %bb103 ]
  switch i32 3, label %irr84 [ i32 8, label %bb102 i32 24, label %bb103 i32 16, label %irr84 i32 44, label %bb102 i32 -1, label %bb102 i32 57, label %bb102 ]
bb103:
  %phi152 = phi i32 [ %phi128, %bb102 ]
  callbr void asm sideeffect "", "!i"() to label %bb102 [label %bb102]
bb104:
  %lp173 = landingpad { ptr, i32 } cleanup
  br label %bb78
bb105:
  %phi153 = phi i32 [ -5, %chain50 ], [ 3, %bb54 ]
  %phi154 = phi i32 [ %phi126, %chain50 ], [ %phi128, %bb54 ]
  %lp155 = landingpad { ptr, i32 } cleanup
  br label %bb94
lpad106:
  %lp164 = landingpad { ptr, i32 } cleanup
  br label %bb37
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  %v149 = load i32, ptr %q
  %cmp150 = icmp ne i32 %v149, 5
  br i1 %cmp150, label %bb3, label %bb7
bb30:
  %phi108 = phi i32 [ %phi79, %bb12 ], [ 7, %bb28 ], [ %phi105, %self31 ]
  %phi109 = phi i32 [ 100, %bb12 ], [ %m, %bb28 ], [ -1, %self31 ]
  %cmp158 = icmp sle i64 %k, 0
  br i1 %cmp158, label %bb32, label %bb26
bb49:
  %phi128 = phi ptr [ %p, %irr37 ], [ %q, %latch51 ]
  %phi129 = phi i32 [ -1, %irr37 ], [ -1, %latch51 ]
  %phi130 = phi i32 [ %phi119, %irr37 ], [ 1, %latch51 ]
  %v162 = load i32, ptr %p
  %cmp163 = icmp slt i32 %v162, 0
  br i1 %cmp163, label %bb52, label %bb50
bb19:
  %phi94 = phi i32 [ -5, %bb3 ], [ 3, %bb21 ], [ %m, %bb23 ], [ 0, %bb45 ]
  %phi95 = phi ptr [ %p, %bb3 ], [ %phi97, %bb21 ], [ %q, %bb23 ], [ %q, %bb45 ]
  %phi96 = phi i32 [ 100, %bb3 ], [ %phi98, %bb21 ], [ %m, %bb23 ], [ 0, %bb45 ]
  switch i64 %k, label %irr_pre22 [ i64 21, label %reset20 ]
dead57:
  br label %irr_pre40
bb59:
  br label %irr9
irr42:
  indirectbr ptr blockaddress(@f2, %irr43), [ label %irr43, label %bb.36 ]
bb60:
  callbr void asm sideeffect "", "!i"() to label %reset17 [label %bb7]
bb47:
  %phi127 = phi i32 [ -2147483648, %bb46 ], [ %n, %irr48 ]
  %fcmp173 = fcmp ult double %x, %x
  br i1 %fcmp173, label %irr48, label %irr37
bb3:
  br i1 false, label %irr5, label %bb19
bb18:
  %phi91 = phi ptr [ null, %bb16 ], [ null, %bb16 ]
  %phi92 = phi i32 [ -5, %bb16 ], [ -5, %bb16 ]
  %phi93 = phi i32 [ -5, %bb16 ], [ -5, %bb16 ]
  %fcmp169 = fcmp one double %y, 0x7FF8000000000000
  br i1 %fcmp169, label %bb.6.x, label %bb16
irr29:
  %phi105 = phi i32 [ 1, %bb28 ], [ 7, %bb32 ]
  %phi106 = phi i32 [ 8, %bb28 ], [ %phi113, %bb32 ]
  %phi107 = phi ptr [ %q, %bb28 ], [ %q, %bb32 ]
  call void @plain_fn()
  switch i64 %k, label %self31 [ i64 6, label %bb26 i64 14, label %self31 i64 55, label %bb26 i64 37, label %bb26 ]
irr48:
  br label %bb47
irr37:
  %phi118 = phi i32 [ %phi94, %irr_pre22 ], [ %m, %irr_pre33 ], [ 0, %bb47 ], [ 100, %bb56 ]
  %phi119 = phi i32 [ -1, %irr_pre22 ], [ 10, %irr_pre33 ], [ %phi116, %bb47 ], [ 0, %bb56 ]
  %phi120 = phi i32 [ 100, %irr_pre22 ], [ %n, %irr_pre33 ], [ %n, %bb47 ], [ -5, %bb56 ]
  br label %bb49
bb50:
  %phi131 = phi i32 [ -5, %bb49 ], [ 2, %bb53 ]
  %phi132 = phi i32 [ 0, %bb49 ], [ %phi120, %bb53 ]
  %phi133 = phi ptr [ %p, %bb49 ], [ %phi135, %bb53 ]
  br label %latch51
irr5:
  %phi69 = phi i32 [ 8, %bb3 ], [ 7, %irr4 ]
  %phi70 = phi ptr [ null, %bb3 ], [ %q, %irr4 ]
  %phi71 = phi i32 [ %n, %bb3 ], [ %phi68, %irr4 ]
  call void @plain_fn()
  switch i32 %m, label %bb.6.x [ i32 1455360345, label %bb2 ]
bb11:
  %phi80 = phi ptr [ %p, %early10 ]
  %phi81 = phi i32 [ %n, %early10 ]
  %phi82 = phi i32 [ %m, %early10 ]
  call void @plain_fn()
  ret i32 %n
bb45:
  %phi126 = phi i32 [ %phi115, %early44 ]
  %cmp171 = icmp eq i32 %phi117, 100
  br i1 %cmp171, label %bb19, label %irr43
bb26:
  %phi104 = phi ptr [ %phi73, %self15 ], [ %phi73, %self15 ], [ %phi107, %irr29 ], [ %phi107, %irr29 ], [ %phi107, %irr29 ], [ %p, %bb30 ], [ %q, %bb34 ], [ %q, %bb61 ]
  callbr void asm sideeffect "", "!i"() to label %bb27 [label %bb24]
irr_pre40:
  %phi125 = phi ptr [ %q, %bb.35.x ], [ null, %dead57 ]
  switch i32 %n, label %irr42 [ i32 21, label %bb41 i32 57, label %irr42 i32 -5, label %bb16 i32 40, label %irr43 i32 -1, label %bb16 ]
irr_pre33:
  switch i32 %m, label %bb.36 [ i32 11, label %bb34 i32 63, label %bb.35.x i32 60, label %irr37 i32 25, label %bb34 ]
dead58:
  call void @plain_fn()
  switch i32 %n, label %bb62 [ i32 1550713635, label %bb.35.x i32 -1784606860, label %bb61 ]
bb14:
  %cmp155 = icmp ne i32 %phi79, 27
  br i1 %cmp155, label %bb13, label %bb7
bb8:
  switch i32 %n, label %early10 [ i32 -3, label %early10 i32 16, label %irr_pre33 i32 13, label %bb25 i32 -1, label %early10 i32 6, label %bb25 ]
bb16:
  %phi85 = phi i32 [ 7, %bb.6.x ], [ 10, %reset17 ], [ 100, %bb18 ], [ 1, %irr_pre40 ], [ 1, %irr_pre40 ]
  %phi86 = phi i32 [ -2147483648, %bb.6.x ], [ %phi86, %reset17 ], [ 2, %bb18 ], [ %n, %irr_pre40 ], [ %n, %irr_pre40 ]
  %phi87 = phi ptr [ null, %bb.6.x ], [ null, %reset17 ], [ %p, %bb18 ], [ %q, %irr_pre40 ], [ %q, %irr_pre40 ]
  %v168 = call i32 @opaque(i32 1)
  switch i32 %v168, label %bb18 [ i32 -4, label %reset17 i32 46, label %bb18 i32 45, label %reset17 ]
bb39:
  %phi122 = phi i32 [ %phi121, %bb38 ]
  %phi123 = phi i32 [ 2, %bb38 ]
  %phi124 = phi i32 [ -2147483648, %bb38 ]
  call void @plain_fn()
  call void @plain_fn() #1
  %v174 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %phi121) [ "deopt"(i32 -1) ]
  ret i32 %v174
bb25:
  %phi101 = phi i32 [ 2147483647, %bb8 ], [ 2147483647, %bb8 ], [ %m, %bb23 ]
  %phi102 = phi i32 [ -5, %bb8 ], [ -5, %bb8 ], [ 2147483647, %bb23 ]
  %phi103 = phi i32 [ -5, %bb8 ], [ -5, %bb8 ], [ %n, %bb23 ]
  switch i32 %v149, label %bb27 [ i32 1710192807, label %irr_pre33 i32 1280854773, label %bb27 i32 1151758780, label %irr_pre33 i32 1567664437, label %irr_pre33 ]
bb62:
  %phi143 = phi i32 [ 2, %dead58 ]
  %phi144 = phi i32 [ %n, %dead58 ]
  %phi145 = phi i32 [ 0, %dead58 ]
  br label %early10
bb12:
  %phi83 = phi ptr [ null, %bb13 ]
  %v156 = sub i32 %phi77, 1
  %cmp157 = icmp sge i32 %v156, 5
  br i1 %cmp157, label %bb8, label %bb30
bb.6.x:
  %phi72 = phi i32 [ %phi69, %irr5 ], [ 3, %bb.6.x ], [ 3, %bb.6.x ], [ 3, %bb.6.x ], [ %phi79, %irr9 ], [ %phi72, %self15 ], [ %phi72, %self15 ], [ %phi72, %self15 ], [ %phi86, %bb18 ]
  %phi73 = phi ptr [ %p, %irr5 ], [ %q, %bb.6.x ], [ %q, %bb.6.x ], [ %q, %bb.6.x ], [ %phi78, %irr9 ], [ %q, %self15 ], [ %q, %self15 ], [ %q, %self15 ], [ %q, %bb18 ]
  %v151 = call i32 @opaque(i32 -2147483648)
  switch i32 %v151, label %irr4 [ i32 8, label %bb7 i32 -7, label %bb7 i32 60, label %irr4 i32 17, label %bb.6.x i32 26, label %bb.6.x i32 0, label %bb.6.x i32 51, label %bb16 i32 28, label %self15 ]
bb24:
  %phi100 = phi i32 [ 10, %irr_pre22 ], [ %n, %bb26 ]
  %cmp159 = icmp ult i32 %phi100, 1
  br i1 %cmp159, label %bb54, label %bb21
bb27:
  br label %bb28
lpad63:
  %lp152 = landingpad { ptr, i32 } cleanup
  br label %irr9
early10:
  %v153 = load i32, ptr %q
  %cmp154 = icmp sle i32 %v153, 1
  br i1 %cmp154, label %bb11, label %irr9
bb28:
  %fcmp175 = fcmp one double %x, -2.0
  br i1 %fcmp175, label %irr29, label %bb30
bb61:
  call void @plain_fn() #0
  br label %bb26
bb.36:
  %phi115 = phi i32 [ %m, %irr_pre33 ], [ %n, %irr42 ], [ 10, %irr43 ]
  %phi116 = phi i32 [ %n, %irr_pre33 ], [ 10, %irr42 ], [ 8, %irr43 ]
  %phi117 = phi i32 [ %n, %irr_pre33 ], [ -2147483648, %irr42 ], [ 100, %irr43 ]
  br label %early44
self31:
  %phi110 = phi i32 [ %phi105, %irr29 ], [ %phi105, %irr29 ], [ %phi110, %self31 ], [ %phi110, %self31 ], [ %phi110, %self31 ], [ %phi110, %self31 ]
  %phi111 = phi ptr [ null, %irr29 ], [ null, %irr29 ], [ null, %self31 ], [ null, %self31 ], [ null, %self31 ], [ null, %self31 ]
  %phi112 = phi i32 [ 0, %irr29 ], [ 0, %irr29 ], [ 0, %self31 ], [ 0, %self31 ], [ 0, %self31 ], [ 0, %self31 ]
  %v176 = call i32 @opaque(i32 %n)
  switch i32 %v176, label %bb30 [ i32 -1539832716, label %self31 i32 -1601148399, label %self31 i32 -891294480, label %self31 i32 499311422, label %self31 ]
bb13:
  br label %bb12
bb64:
  %phi146 = phi i32 [ %phi116, %bb46 ]
  %phi147 = phi i32 [ %m, %bb46 ]
  %phi148 = phi i32 [ 10, %bb46 ]
  %lp172 = landingpad { ptr, i32 } cleanup
  br label %irr48
bb7:
  %phi74 = phi i32 [ %n, %entry1 ], [ 2147483647, %bb.6.x ], [ 2147483647, %bb.6.x ], [ %phi79, %bb14 ], [ %m, %bb60 ]
  %phi75 = phi i32 [ 1, %entry1 ], [ 0, %bb.6.x ], [ 0, %bb.6.x ], [ 0, %bb14 ], [ -5, %bb60 ]
  %phi76 = phi i32 [ %n, %entry1 ], [ 8, %bb.6.x ], [ 8, %bb.6.x ], [ -5, %bb14 ], [ 10, %bb60 ]
  invoke void @may_throw(i32 0) to label %bb8 unwind label %lpad63
irr_pre22:
  call void @noret_fn()
  switch i32 %m, label %bb23 [ i32 58, label %irr37 i32 40, label %bb24 ]
bb56:
  %phi140 = phi ptr [ %p, %bb54 ], [ %p, %bb55 ]
  %phi141 = phi i32 [ -2147483648, %bb54 ], [ %phi137, %bb55 ]
  %phi142 = phi i32 [ 1, %bb54 ], [ -5, %bb55 ]
  %cmp161 = icmp sgt i32 %phi100, 5
  br i1 %cmp161, label %bb55, label %irr37
irr4:
  %phi68 = phi i32 [ 0, %bb.6.x ], [ 0, %bb.6.x ], [ %phi99, %bb21 ]
  %v177 = call i32 @opaque(i32 %m)
  switch i32 %v177, label %irr5 [ i32 0, label %bb2 i32 10, label %bb2 i32 55, label %bb2 ], !prof !27
bb2:
  %phi65 = phi i32 [ 0, %irr4 ], [ 0, %irr4 ], [ 0, %irr4 ], [ -2147483648, %irr5 ]
  %phi66 = phi ptr [ null, %irr4 ], [ null, %irr4 ], [ null, %irr4 ], [ %phi70, %irr5 ]
  %phi67 = phi i32 [ %phi68, %irr4 ], [ %phi68, %irr4 ], [ %phi68, %irr4 ], [ %phi71, %irr5 ]
  call void @cold_fn()
  call void @plain_fn() #0
  unreachable
bb52:
  %phi134 = phi i32 [ %m, %bb49 ], [ 0, %bb53 ], [ 0, %bb53 ]
  %phi135 = phi ptr [ null, %bb49 ], [ %p, %bb53 ], [ %p, %bb53 ]
  %phi136 = phi i32 [ %phi130, %bb49 ], [ -1, %bb53 ], [ -1, %bb53 ]
  %cmp164 = icmp uge i32 %phi119, 100
  br i1 %cmp164, label %bb53, label %bb8
irr9:
  %phi77 = phi i32 [ 2, %early10 ], [ %m, %bb59 ], [ %phi75, %lpad63 ]
  %phi78 = phi ptr [ null, %early10 ], [ %p, %bb59 ], [ %p, %lpad63 ]
  %phi79 = phi i32 [ -5, %early10 ], [ %m, %bb59 ], [ -2147483648, %lpad63 ]
  switch i32 %n, label %bb14 [ i32 31, label %bb.6.x ]
reset20:
  br label %bb21
self15:
  %phi84 = phi ptr [ %q, %bb.6.x ], [ %phi84, %self15 ]
  switch i32 %n, label %self15 [ i32 25, label %bb26 i32 -1, label %bb.6.x i32 -6, label %bb.6.x i32 47, label %bb.6.x i32 28, label %bb26 ]
reset17:
  %phi88 = phi ptr [ %q, %bb16 ], [ %q, %bb16 ], [ %p, %bb60 ]
  %phi89 = phi i32 [ %phi85, %bb16 ], [ %phi85, %bb16 ], [ %n, %bb60 ]
  %phi90 = phi i32 [ %phi86, %bb16 ], [ %phi86, %bb16 ], [ %n, %bb60 ]
  br label %bb16
bb34:
  switch i32 %v149, label %bb38 [ i32 4, label %bb26 ]
bb38:
  %phi121 = phi i32 [ 3, %bb34 ]
  %v165 = call i32 @opaque(i32 0)
  %cmp166 = icmp sge i32 %v165, 0
  br i1 %cmp166, label %bb39, label %bb.35.x
bb41:
  br label %irr42
latch51:
  switch i32 %phi119, label %bb49 [ i32 112662976, label %bb34 ]
bb53:
  switch i32 %phi130, label %latch51 [ i32 31, label %bb52 i32 60, label %bb52 i32 33, label %bb50 ]
bb55:
  %phi139 = phi i32 [ 2147483647, %bb54 ], [ 1, %bb56 ]
  %cmp160 = icmp sle i32 %phi139, -1
  br i1 %cmp160, label %bb56, label %bb23
bb54:
  %phi137 = phi i32 [ -5, %bb24 ]
  %phi138 = phi i32 [ -5, %bb24 ]
  br i1 %c3, label %bb55, label %bb56
bb32:
  %phi113 = phi i32 [ %phi98, %bb21 ], [ %phi98, %bb21 ], [ 3, %bb30 ]
  %phi114 = phi i32 [ 2, %bb21 ], [ 2, %bb21 ], [ -2147483648, %bb30 ]
  br label %irr29
bb21:
  %phi97 = phi ptr [ %phi95, %reset20 ], [ %q, %bb24 ]
  %phi98 = phi i32 [ %phi94, %reset20 ], [ %m, %bb24 ]
  %phi99 = phi i32 [ %phi94, %reset20 ], [ -5, %bb24 ]
  call void @plain_fn()
  indirectbr ptr blockaddress(@f2, %bb32), [ label %bb19, label %irr4, label %bb27, label %bb32, label %bb32 ]
bb46:
  invoke void @noret_fn() to label %bb47 unwind label %bb64
irr43:
  %fcmp170 = fcmp ule double %y, %x
  br i1 %fcmp170, label %bb41, label %bb.36
bb23:
  indirectbr ptr blockaddress(@f2, %bb19), [ label %bb25, label %bb19 ]
early44:
  store i32 %v149, ptr %p
  switch i32 %phi115, label %bb46 [ i32 -3, label %bb45 ]
bb.35.x:
  store i32 100, ptr %p
  %fcmp167 = fcmp ult double %y, %y
  br i1 %fcmp167, label %irr_pre40, label %bb8
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
ret2:
  ret i32 %n
bb3:
  switch i32 %n, label %bb4 [ i32 62, label %bb4 i32 11, label %dispatch5 ]
bb4:
  br label %dispatch5
dispatch5:
  switch i64 %k, label %ret2 [ i64 -4, label %dispatch5 i64 27, label %dispatch5 i64 26, label %dispatch5 i64 37, label %dispatch5 i64 -8, label %dispatch5 ]
}

define i32 @f4(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) personality ptr @__gxx_personality_v0 {
11:
  br label %35, !prof !28
12:
  %phi5 = phi i32 [ -1, %17 ]
  call void @plain_fn() #1
  unreachable
13:
  %14 = phi i32 [ %phi12, %26 ]
  call void @exit(i32 1)
  %15 = fcmp ugt double 0x7FF8000000000000, -2.0
  br i1 %15, label %17, label %16
16:
  %phi6 = phi i32 [ %phi12, %13 ]
  unreachable
17:
  %18 = phi i32 [ %phi12, %13 ], [ -2147483648, %17 ], [ %phi7, %20 ]
  %phi7 = phi i32 [ 7, %13 ], [ -1, %17 ], [ %5, %20 ]
  call void @plain_fn() #0
  %19 = select i1 %1, ptr blockaddress(@f4, %12), ptr blockaddress(@f4, %20)
  indirectbr ptr %19, [ label %12, label %20, label %17 ], !prof !29
20:
  %phi8 = phi ptr [ %phi11, %17 ], [ %7, %bb1 ]
  %phi9 = phi i32 [ 3, %17 ], [ -5, %bb1 ]
  %21 = phi i32 [ %31, %17 ], [ 8, %bb1 ]
  %22 = mul i32 %phi7, 4
  %cmp15 = icmp eq i32 %22, -9
  br i1 %cmp15, label %17, label %bb2, !prof !30
bb1:
  br label %20, !prof !31
23:
  %phi10 = phi ptr [ null, %25 ]
  %24 = phi i32 [ %31, %25 ]
  switch i64 %6, label %bb1 [ i64 31, label %bb1 ], !prof !32
25:
  call void @plain_fn()
  invoke void @may_throw(i32 0) to label %23 unwind label %36
bb2:
  br label %25, !prof !33
26:
  br label %13, !prof !34
27:
  br label %26, !prof !35
28:
  %phi11 = phi ptr [ %8, %29 ]
  br label %27, !prof !36
29:
  call void @plain_fn()
  br label %28, !prof !37
30:
  store i32 3, ptr %8
  br label %29, !prof !38
bb3:
  %31 = phi i32 [ %phi12, %32 ]
  br label %30, !prof !39
32:
  br label %bb3
33:
  invoke void @cold_fn() to label %32 unwind label %lpad4, !prof !40
34:
  %phi12 = phi i32 [ %5, %35 ]
  store i32 %4, ptr %8
  br label %33
35:
  br label %34, !prof !41
36:
  %37 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %37
lpad4:
  %38 = phi i32 [ 1, %33 ]
  %phi13 = phi i32 [ 7, %33 ]
  %lp14 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() #1
  unreachable
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @cold_fn()
  br i1 %c0, label %bb2, label %bb61
bb87:
  %cmp143 = icmp ne ptr %p, %q
  br i1 %cmp143, label %bb73, label %bb40
bb47:
  call void @noret_fn()
  switch i32 %n, label %bb48 [ i32 25, label %bb26 i32 -7, label %bb48 i32 59, label %bb26 ]
bb44:
  call void @plain_fn()
  %v139 = call i32 @strcmp(ptr %q, ptr %p)
  %cmp140 = icmp ne i32 %v139, -1
  br i1 %cmp140, label %bb45, label %bb68
rnd18:
  br label %bb19
bb48:
  br label %bb49
rnd67:
  store i32 %m, ptr %q
  %v104 = call i32 @strcasecmp(ptr %p, ptr %p)
  %cmp105 = icmp ne i32 %v104, -1
  br i1 %cmp105, label %bb68, label %bb20
bb60:
  store i32 2, ptr %q
  switch i32 %n, label %bb61 [ i32 61, label %bb20 i32 63, label %bb20 i32 11, label %rnd8 i32 -6, label %bb20 i32 40, label %rnd8 ]
bb30:
  switch i32 %m, label %bb31 [ i32 3, label %rnd79 i32 58, label %bb49 i32 21, label %bb49 i32 17, label %rnd79 ]
bb37:
  store i32 2147483647, ptr %p
  switch i32 %n, label %rnd38 [ i32 43, label %bb75 i32 -3, label %bb31 i32 23, label %bb75 i32 16, label %bb75 i32 10, label %rnd72 ]
bb52:
  %cmp118 = icmp ugt i32 %phi97, 42
  br i1 %cmp118, label %bb53, label %bb50
rnd27:
  br label %bb68
rnd56:
  call void @plain_fn()
  switch i32 %n, label %bb57 [ i32 54, label %rnd18 i32 3, label %rnd18 i32 44, label %bb19 i32 20, label %bb48 i32 17, label %bb48 i32 53, label %bb48 ]
rnd16:
  callbr void asm sideeffect "", "!i"() to label %rnd6 [label %bb61]
bb46:
  br label %bb47
bb42:
  call void @exit(i32 1)
  br label %bb61
bb53:
  %phi96 = phi i32 [ %phi97, %bb52 ]
  br label %bb54
bb57:
  call void @cold_fn()
  %v126 = load ptr, ptr %p
  indirectbr ptr %v126, [ label %bb57, label %rnd34 ]
bb74:
  %cmp124 = icmp eq ptr %p, null
  br i1 %cmp124, label %bb75, label %bb63
rnd34:
  call void @plain_fn()
  %v127 = select i1 %c3, ptr blockaddress(@f5, %bb35), ptr blockaddress(@f5, %bb35)
  indirectbr ptr %v127, [ label %bb35, label %bb42 ]
bb25:
  %v136 = or i1 %c2, %c2
  br i1 %v136, label %bb26, label %bb21
bb31:
  br label %bb32
rnd15:
  indirectbr ptr blockaddress(@f5, %rnd16), [ label %rnd16, label %rnd22, label %bb65 ]
bb90:
  unreachable
bb29:
  br i1 %cmp102, label %bb30, label %bb48
bb63:
  %v114 = load i32, ptr %q
  %cmp115 = icmp sle i32 %v114, 0
  br i1 %cmp115, label %rnd64, label %bb7
bb49:
  switch i64 %k, label %rnd38 [ i64 -7, label %bb46 i64 10, label %bb42 i64 22, label %bb42 ]
bb2:
  call void @plain_fn()
  %v99 = and i32 %m, 8
  %cmp100 = icmp eq i32 %v99, -1
  br i1 %cmp100, label %bb3, label %rnd22
bb80:
  %phi98 = phi i32 [ %phi97, %bb54 ], [ 3, %rnd69 ], [ %m, %rnd79 ]
  call void @plain_fn()
  %v133 = and i32 %phi98, 3
  %v134 = xor i32 %v133, 3
  %cmp135 = icmp ule i32 %v134, 18
  br i1 %cmp135, label %bb81, label %bb68
bb9:
  switch i32 %n, label %bb10 [ i32 11, label %bb65 i32 23, label %rnd64 i32 30, label %rnd64 i32 24, label %bb65 i32 57, label %bb9 ]
bb85:
  %v142 = select i1 true, ptr blockaddress(@f5, %bb50), ptr blockaddress(@f5, %bb50)
  indirectbr ptr %v142, [ label %bb50 ]
bb19:
  br label %bb40
rnd28:
  %v101 = call i32 @not_a_libcall(ptr %p, ptr %q)
  %cmp102 = icmp ne i32 %v101, -1
  br i1 %cmp102, label %bb29, label %bb29
bb62:
  switch i32 %n, label %bb63 [ i32 49, label %rnd36 ]
bb92:
  br label %bb90
bb68:
  br label %bb7
rnd77:
  %phi97 = phi i32 [ %m, %bb76 ], [ %m, %bb76 ]
  %cmp117 = icmp sgt ptr %q, null
  br i1 %cmp117, label %bb78, label %bb52
rnd41:
  call void @plain_fn()
  %v129 = or i1 %c1, %c0
  br i1 %v129, label %bb42, label %rnd64
rnd36:
  %v128 = select i1 false, ptr blockaddress(@f5, %bb37), ptr blockaddress(@f5, %bb9)
  indirectbr ptr %v128, [ label %bb37, label %bb9 ]
bb45:
  switch i32 %n, label %bb46 [ i32 -137412598, label %rnd43 i32 1968302270, label %rnd43 i32 -1750623007, label %rnd43 ]
bb94:
  %lp113 = landingpad { ptr, i32 } cleanup
  br label %rnd18
bb3:
  br i1 false, label %bb4, label %bb14
bb32:
  switch i32 %m, label %rnd22 [ i32 59, label %bb68 i32 25, label %bb11 i32 -5, label %bb11 ]
bb81:
  switch i32 %m, label %bb65 [ i32 23, label %rnd16 i32 36, label %bb81 i32 47, label %bb81 i32 63, label %bb81 i32 4, label %rnd16 ]
dead91:
  %v144 = call i32 @opaque(i32 %n)
  switch i32 %v144, label %bb14 [ i32 23, label %bb11 i32 45, label %rnd22 i32 17, label %bb11 ]
bb75:
  callbr void asm sideeffect "", "!i"() to label %bb76 [label %rnd55]
rnd33:
  store i32 %n, ptr %q
  switch i32 %m, label %rnd34 [ i32 53, label %rnd34 i32 43, label %bb14 i32 -2, label %bb14 i32 54, label %rnd34 ]
rnd71:
  call void @cold_fn()
  switch i32 %m, label %rnd72 [ i32 59, label %bb82 i32 49, label %bb73 ]
bb21:
  call void @plain_fn()
  %fcmp107 = fcmp ord double %y, 1.5
  br i1 %fcmp107, label %rnd22, label %bb11
bb11:
  call void @cold_fn()
  %v110 = and i1 %c3, %c1
  br i1 %v110, label %bb12, label %bb2
rnd8:
  switch i32 %m, label %bb9 [ i32 31, label %bb57 i32 7, label %bb7 ]
bb73:
  call void @plain_fn() #0
  %v122 = and i32 %n, 3
  %cmp123 = icmp slt i32 %v122, -1
  br i1 %cmp123, label %bb74, label %bb62
bb82:
  %v130 = select i1 %c0, ptr blockaddress(@f5, %bb83), ptr blockaddress(@f5, %rnd6)
  indirectbr ptr %v130, [ label %bb83, label %rnd6 ]
bb10:
  switch i32 %m, label %bb11 [ i32 42, label %bb11 i32 19, label %rnd27 i32 34, label %rnd27 i32 11, label %rnd27 ]
rnd17:
  br label %rnd18
bb89:
  switch i32 %n, label %bb85 [ i32 55, label %bb14 i32 8, label %bb14 i32 14, label %bb63 ]
rnd23:
  indirectbr ptr blockaddress(@f5, %bb9), [ label %bb24, label %bb9 ]
bb14:
  %v111 = load i32, ptr %q
  %cmp112 = icmp sle i32 %v111, 0
  br i1 %cmp112, label %rnd15, label %bb3
bb24:
  %v108 = add i32 %m, 1
  %cmp109 = icmp eq i32 %v108, 0
  br i1 %cmp109, label %bb25, label %rnd8
rnd5:
  switch i32 %m, label %rnd6 [ i32 58, label %rnd28 i32 39, label %bb4 ]
rnd58:
  call void @plain_fn() cold
  br label %bb59
rnd70:
  switch i32 %n, label %rnd71 [ i32 42, label %bb62 i32 1, label %bb76 ]
bb86:
  ret i32 1
dead93:
  %cmp145 = icmp eq i32 %n, 100
  br i1 %cmp145, label %bb2, label %dead91
rnd55:
  %v125 = call i32 @opaque(i32 10)
  switch i32 %v125, label %rnd56 [ i32 26, label %rnd70 i32 31, label %rnd18 i32 19, label %rnd18 ]
bb4:
  %phi95 = phi ptr [ %q, %bb3 ], [ %q, %rnd5 ]
  indirectbr ptr blockaddress(@f5, %rnd5), [ label %rnd5, label %bb12 ]
bb59:
  switch i32 %n, label %bb60 [ i32 -252177739, label %bb60 i32 -124820078, label %bb60 i32 -1932867513, label %bb75 i32 -24972761, label %bb60 i32 813749851, label %bb60 i32 -274555741, label %bb61 ]
bb35:
  br label %rnd36
bb65:
  %cmp103 = icmp sle i32 %n, -1
  br i1 %cmp103, label %rnd66, label %bb11
bb51:
  call void @plain_fn() cold
  ret i32 %m
dead84:
  call void @exit(i32 1)
  %v141 = call i32 @opaque(i32 0)
  switch i32 %v141, label %rnd16 [ i32 62, label %rnd13 i32 2, label %bb86 i32 57, label %rnd16 ]
rnd13:
  br label %bb14
rnd64:
  %v116 = or i1 %c3, %c1
  br i1 %v116, label %bb65, label %bb76
bb78:
  %v120 = load i32, ptr %q
  %cmp121 = icmp ule i32 %v120, 0
  br i1 %cmp121, label %rnd79, label %rnd69
rnd79:
  callbr void asm sideeffect "", "!i"() to label %bb80 [label %rnd79]
rnd43:
  %v137 = and i32 %m, 8
  %cmp138 = icmp ne i32 %v137, 1
  br i1 %cmp138, label %bb44, label %bb73
rnd69:
  switch i32 %n, label %rnd70 [ i32 5, label %bb80 ]
rnd6:
  call void @plain_fn()
  indirectbr ptr blockaddress(@f5, %bb7), [ label %bb7, label %bb3 ]
rnd39:
  call void @plain_fn()
  br label %bb40
bb76:
  switch i32 %n, label %rnd77 [ i32 61, label %bb78 i32 -7, label %bb83 i32 55, label %rnd77 ]
bb83:
  %v131 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 10) [ "deopt"(i32 %n) ]
  ret i32 %v131
dead88:
  call void @cold_fn()
  ret i32 %m
bb40:
  call void @plain_fn() #1
  br i1 %c2, label %rnd41, label %bb26
rnd22:
  callbr void asm sideeffect "", "!i"() to label %rnd23 [label %rnd23]
bb61:
  call void @plain_fn() #1
  invoke void @cold_fn() to label %bb62 unwind label %bb94
bb20:
  %v106 = call i32 @opaque(i32 %m)
  switch i32 %v106, label %bb21 [ i32 32, label %rnd56 i32 20, label %bb21 ]
bb54:
  switch i32 %phi97, label %rnd55 [ i32 37, label %bb80 i32 36, label %rnd72 i32 62, label %rnd72 i32 44, label %rnd72 ]
bb7:
  br label %bb65
rnd72:
  %cmp132 = icmp eq ptr %q, %p
  br i1 %cmp132, label %bb76, label %rnd79
bb12:
  store i32 %n, ptr %p
  switch i32 %m, label %rnd13 [ i32 -419052712, label %bb31 i32 -1578015833, label %bb74 i32 1839077120, label %bb20 ]
rnd38:
  switch i32 %n, label %rnd39 [ i32 1163706481, label %bb9 i32 -340843540, label %rnd15 ]
bb50:
  call void @exit(i32 1)
  %v119 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %phi97) [ "deopt"(i32 %n) ]
  ret i32 %v119
rnd66:
  br label %rnd67
bb26:
  ret i32 %m
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  store i32 -5, ptr %q
  invoke void @may_throw(i32 1) to label %bb5 unwind label %bb11
ret2:
  call void @cold_fn()
  ret i32 2147483647
bb3:
  %phi13 = phi i32 [ 0, %bb4 ]
  call void @plain_fn()
  %fcmp26 = fcmp uno double %y, 1.5
  br i1 %fcmp26, label %ret2, label %ret2
bb4:
  br label %bb3
bb5:
  %phi14 = phi i32 [ -2147483648, %entry1 ], [ %phi19, %bb7 ]
  %phi15 = phi i32 [ 8, %entry1 ], [ 2, %bb7 ]
  %phi16 = phi i32 [ %n, %entry1 ], [ 1, %bb7 ]
  call void @plain_fn()
  switch i32 %phi16, label %bb7 [ i32 7, label %bb9 i32 9, label %bb6 ]
bb6:
  %phi17 = phi i32 [ 0, %bb5 ], [ 8, %bb7 ], [ 1, %bb10 ], [ 8, %bb11 ]
  call void @plain_fn()
  invoke void @cold_fn() to label %bb4 unwind label %bb12
bb7:
  %phi18 = phi i32 [ -2147483648, %bb5 ]
  %phi19 = phi i32 [ %phi16, %bb5 ]
  switch i64 %k, label %bb6 [ i64 -1212513734, label %bb5 i64 -1222943392, label %early_exit8 ], !prof !42
early_exit8:
  %v24 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 3) [ "deopt"(i32 %n) ]
  ret i32 %v24
bb9:
  call void @plain_fn() cold
  %fcmp23 = fcmp true double -2.0, %x
  br i1 %fcmp23, label %bb10, label %bb10
bb10:
  %phi20 = phi ptr [ null, %bb9 ], [ null, %bb9 ]
  %phi21 = phi i32 [ 0, %bb9 ], [ 0, %bb9 ]
  br label %bb6
bb11:
  %lp22 = landingpad { ptr, i32 } cleanup
  br label %bb6
bb12:
  %lp25 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp25
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb8
bb88:
  %phi232 = phi i32 [ 3, %bb86 ]
  %phi233 = phi ptr [ null, %bb86 ]
  %phi234 = phi i32 [ 1, %bb86 ]
  switch i32 %m, label %bb89 [ i32 41, label %bb90 i32 60, label %bb91 ]
bb25:
  %phi154 = phi i32 [ 2147483647, %bb33 ], [ 1, %bb34 ], [ 2147483647, %lpad112 ]
  store i32 %phi136, ptr %q
  switch i32 %phi137, label %latch23 [  ]
irr_pre67:
  %phi203 = phi i32 [ %phi182, %irr51 ]
  %phi204 = phi i32 [ 3, %irr51 ]
  %phi205 = phi i32 [ %n, %irr51 ]
  call void @plain_fn() #0
  switch i32 %phi204, label %bb69 [ i32 39, label %irr51 i32 34, label %chain79 i32 -2, label %counter64 ]
bb56:
  %v310 = call i32 @opaque(i32 %phi136)
  switch i32 %v310, label %bb61 [ i32 1873275540, label %irr51 ]
irr_pre11:
  %phi141 = phi ptr [ %p, %bb9 ]
  %phi142 = phi i32 [ %phi136, %bb9 ]
  %phi143 = phi i32 [ %phi136, %bb9 ]
  %cmp283 = icmp ule i32 %phi137, 42
  br i1 %cmp283, label %bb12, label %bb13
bb96:
  %phi242 = phi ptr [ %q, %bb97 ]
  %phi243 = phi i32 [ -5, %bb97 ]
  %phi244 = phi i32 [ 2, %bb97 ]
  br label %bb95
irr82:
  %phi226 = phi ptr [ %q, %bb85 ], [ %phi242, %bb95 ], [ %q, %bb118 ]
  %phi227 = phi i32 [ %phi136, %bb85 ], [ %phi243, %bb95 ], [ %phi137, %bb118 ]
  invoke void @may_throw(i32 0) to label %irr81 unwind label %bb117
reset62:
  invoke void @may_throw(i32 0) to label %bb63 unwind label %bb114
irr93:
  call void @plain_fn()
  switch i32 %m, label %bb94 [ i32 46, label %bb90 i32 19, label %bb90 i32 49, label %bb90 ]
bb68:
  switch i32 %phi135, label %irr_pre70 [ i32 51, label %bb83 i32 45, label %bb83 i32 3, label %irr52 ]
bb43:
  switch i32 %phi137, label %bb44 [ i32 63, label %irr42 i32 48, label %irr42 i32 56, label %irr42 ]
bb17:
  %phi148 = phi i32 [ %phi136, %bb15 ], [ 7, %bb103 ]
  %cmp291 = icmp ne i32 %n, 0
  br i1 %cmp291, label %bb18, label %irr19
irr59:
  %phi193 = phi i32 [ %phi135, %bb58 ]
  %cmp309 = icmp sle i32 %phi137, 28
  br i1 %cmp309, label %bb60, label %bb56
bb102:
  %phi253 = phi i32 [ 3, %irr105 ]
  %v319 = select i1 %cmp318, ptr blockaddress(@f7, %bb103), ptr blockaddress(@f7, %bb103)
  indirectbr ptr %v319, [ label %bb103, label %bb100 ]
irr_pre57:
  %v307 = call i32 @opaque(i32 %n)
  %cmp308 = icmp ult i32 %v307, -1
  br i1 %cmp308, label %bb58, label %bb60
bb63:
  %phi195 = phi i32 [ %phi135, %bb61 ], [ 100, %reset62 ]
  %phi196 = phi i32 [ -2147483648, %bb61 ], [ 7, %reset62 ]
  %phi197 = phi i32 [ 0, %bb61 ], [ 8, %reset62 ]
  call void @plain_fn() #1
  invoke void @noret_fn() to label %bb55 unwind label %bb115
irr81:
  %phi223 = phi i32 [ 2147483647, %irr28 ], [ 8, %bb80 ], [ -2147483648, %irr82 ]
  %phi224 = phi ptr [ %p, %irr28 ], [ %p, %bb80 ], [ %q, %irr82 ]
  %phi225 = phi i32 [ 8, %irr28 ], [ %phi135, %bb80 ], [ 8, %irr82 ]
  store i32 %phi135, ptr %p
  switch i32 %phi135, label %bb83 [ i32 692061113, label %bb53 i32 -92656482, label %bb83 ]
bb115:
  %phi271 = phi i32 [ 100, %bb63 ]
  %lp345 = landingpad { ptr, i32 } cleanup
  br label %bb61
irr27:
  %phi156 = phi i32 [ 100, %bb26 ], [ 2147483647, %irr28 ], [ 2147483647, %irr28 ], [ 2147483647, %irr28 ]
  invoke void @noret_fn() to label %bb29 unwind label %lpad112
bb33:
  %phi161 = phi ptr [ %p, %bb31 ], [ %phi158, %bb32 ]
  %phi162 = phi i32 [ -2147483648, %bb31 ], [ %phi136, %bb32 ]
  %phi163 = phi i32 [ 0, %bb31 ], [ -2147483648, %bb32 ]
  %cmp338 = icmp eq ptr %q, null
  br i1 %cmp338, label %bb32, label %bb25
early20:
  %phi149 = phi i32 [ 10, %bb18 ]
  switch i32 %m, label %irr19 [ i32 59, label %bb31 i32 44, label %bb21 ]
self7:
  %phi132 = phi i32 [ %phi136, %bb6 ], [ %phi136, %bb6 ], [ -1, %self7 ], [ 1, %bb117 ]
  %phi133 = phi i32 [ %n, %bb6 ], [ %n, %bb6 ], [ %phi132, %self7 ], [ %n, %bb117 ]
  %phi134 = phi ptr [ %q, %bb6 ], [ %q, %bb6 ], [ %p, %self7 ], [ null, %bb117 ]
  callbr void asm sideeffect "", "!i"() to label %self7 [label %bb6]
bb15:
  %v288 = load i32, ptr %p
  %cmp289 = icmp slt i32 %v288, -7
  br i1 %cmp289, label %bb17, label %bb13
if24:
  %phi153 = phi i32 [ -2147483648, %bb22 ]
  call void @plain_fn()
  switch i32 %phi150, label %bb26 [ i32 34, label %bb31 i32 36, label %bb34 i32 43, label %bb22 i32 -1, label %bb31 i32 26, label %bb26 ]
bb13:
  call void @plain_fn()
  switch i32 %phi136, label %_35 [ i32 -6, label %bb91 i32 43, label %bb10 ]
bb111:
  %lp290 = landingpad { ptr, i32 } cleanup
  ret i32 %phi138
irr84:
  call void @plain_fn()
  br label %bb85
bb39:
  %phi172 = phi i32 [ %phi136, %_35 ], [ -1, %bb38 ]
  call void @cold_fn()
  switch i64 %k, label %irr36 [ i64 -8, label %reset62 i64 63, label %bb12 ]
"119bb":
  %phi275 = phi ptr [ %phi237, %bb.92 ], [ %phi240, %bb95 ]
  %phi276 = phi i32 [ %n, %bb.92 ], [ %phi136, %bb95 ]
  %phi277 = phi i32 [ 2, %bb.92 ], [ -5, %bb95 ]
  %lp305 = landingpad { ptr, i32 } cleanup
  store i32 %phi135, ptr %p
  br label %bb94
bb41:
  %phi175 = phi i32 [ 0, %bb40 ], [ 0, %bb40 ], [ 2147483647, %irr42 ]
  indirectbr ptr blockaddress(@f7, %bb43), [ label %bb43, label %bb37 ]
bb61:
  switch i32 %phi137, label %reset62 [ i32 28, label %bb63 ]
bb48:
  br label %chain47
lpad120:
  %phi278 = phi ptr [ %phi249, %bb100 ]
  %phi279 = phi ptr [ null, %bb100 ]
  %phi280 = phi i32 [ 0, %bb100 ]
  %lp322 = landingpad { ptr, i32 } cleanup
  %v323 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 -2147483648) [ "deopt"(i32 %phi250) ]
  ret i32 %v323
irr_pre70:
  %phi209 = phi i32 [ %phi137, %bb68 ]
  %v315 = load ptr, ptr %p
  indirectbr ptr %v315, [ label %bb74, label %bb75, label %bb71, label %bb72, label %irr105, label %bb75 ]
bb106:
  %phi255 = phi ptr [ %p, %bb104 ], [ %phi259, %bb107 ], [ %phi259, %bb107 ], [ %phi259, %bb107 ]
  %phi256 = phi ptr [ %q, %bb104 ], [ null, %bb107 ], [ null, %bb107 ], [ null, %bb107 ]
  %phi257 = phi i32 [ %phi135, %bb104 ], [ %m, %bb107 ], [ %m, %bb107 ], [ %m, %bb107 ]
  br label %bb107
bb75:
  %v331 = and i32 %m, 3
  %cmp332 = icmp eq i32 %v331, 0
  br i1 %cmp332, label %if77, label %$76
"5bb":
  %phi128 = phi i32 [ %phi136, %bb4 ]
  %phi129 = phi ptr [ %q, %bb4 ]
  switch i64 %k, label %bb6 [ i64 39, label %bb3 ]
bb22:
  %phi150 = phi i32 [ -1, %irr16 ], [ %m, %latch23 ], [ %m, %if24 ]
  %phi151 = phi i32 [ 100, %irr16 ], [ %n, %latch23 ], [ %phi150, %if24 ]
  %phi152 = phi i32 [ %phi147, %irr16 ], [ %m, %latch23 ], [ 1, %if24 ]
  br label %if24
bb86:
  %phi229 = phi i32 [ 3, %bb83 ], [ 2147483647, %bb85 ]
  %phi230 = phi i32 [ 7, %bb83 ], [ 2147483647, %bb85 ]
  call void @plain_fn()
  %cmp304 = icmp ugt i32 %phi135, 0
  br i1 %cmp304, label %bb88, label %bb98
bb116:
  %phi272 = phi i32 [ 100, %bb69 ]
  %phi273 = phi i32 [ -2147483648, %bb69 ]
  %lp314 = landingpad { ptr, i32 } cleanup
  br label %irr52
bb4:
  %phi126 = phi i32 [ 0, %bb9 ]
  %phi127 = phi i32 [ 1, %bb9 ]
  %cmp282 = icmp sgt ptr %q, null
  br i1 %cmp282, label %bb3, label %"5bb"
bb72:
  call void @plain_fn()
  br label %bb73
bb65:
  %phi198 = phi i32 [ %phi135, %counter64 ]
  %phi199 = phi i32 [ 3, %counter64 ]
  %phi200 = phi i32 [ %phi135, %counter64 ]
  br label %bb66
bb3:
  %phi123 = phi i32 [ 0, %bb3 ], [ -5, %bb4 ], [ 3, %"5bb" ], [ 3, %bb6 ], [ 3, %bb6 ], [ 3, %bb6 ], [ -5, %irr19 ], [ 1, %$76 ]
  %phi124 = phi i32 [ %phi125, %bb3 ], [ %phi135, %bb4 ], [ %phi136, %"5bb" ], [ %phi137, %bb6 ], [ %phi137, %bb6 ], [ %phi137, %bb6 ], [ 2, %irr19 ], [ %phi209, %$76 ]
  %phi125 = phi i32 [ 1, %bb3 ], [ %phi135, %bb4 ], [ 2147483647, %"5bb" ], [ %m, %bb6 ], [ %m, %bb6 ], [ %m, %bb6 ], [ %m, %irr19 ], [ -2147483648, %$76 ]
  %v333 = and i32 %phi123, 2
  %cmp334 = icmp ult i32 %v333, 23
  br i1 %cmp334, label %bb2, label %bb3, !prof !43
bb18:
  call void @plain_fn()
  %cmp292 = icmp eq i32 %phi135, 16
  br i1 %cmp292, label %early20, label %irr16
bb117:
  %lp306 = landingpad { ptr, i32 } cleanup
  br label %self7
bb110:
  %phi265 = phi ptr [ %phi262, %bb109 ]
  %phi266 = phi i32 [ %phi264, %bb109 ]
  %v329 = call i32 @opaque(i32 %phi264)
  switch i32 %v329, label %bb109 [ i32 55, label %irr52 i32 47, label %irr52 ]
bb12:
  %phi144 = phi i32 [ 1, %irr_pre11 ], [ 8, %irr36 ], [ %phi136, %bb38 ], [ 1, %bb39 ]
  %v284 = sub i32 %phi135, 2
  %v285 = mul i32 %v284, 3
  %cmp286 = icmp sle i32 %v285, 26
  br i1 %cmp286, label %bb14, label %bb10
bb14:
  %fcmp287 = fcmp ogt double %y, %x
  br i1 %fcmp287, label %bb15, label %irr16
irr52:
  %phi185 = phi i32 [ 8, %bb68 ], [ %m, %bb109 ], [ 1, %bb110 ], [ 1, %bb110 ], [ %phi136, %bb116 ]
  %phi186 = phi i32 [ %n, %bb68 ], [ 7, %bb109 ], [ 0, %bb110 ], [ 0, %bb110 ], [ 8, %bb116 ]
  call void @plain_fn()
  br i1 %c2, label %bb80, label %bb38
if77:
  call void @plain_fn() #0
  %fcmp335 = fcmp ugt double %y, 0.0
  br i1 %fcmp335, label %bb78, label %bb78
bb45:
  %phi177 = phi i32 [ %phi136, %bb46 ]
  %phi178 = phi i32 [ 2147483647, %bb46 ]
  %phi179 = phi i32 [ 0, %bb46 ]
  br label %bb44
_35:
  call void @cold_fn()
  switch i32 %phi135, label %bb39 [ i32 18, label %bb38 i32 8, label %irr36 ]
irr36:
  switch i32 %m, label %bb40 [ i32 25, label %bb12 ]
bb8:
  %v281 = xor i1 %c3, %c0
  br i1 %v281, label %bb9, label %bb10
bb21:
  call void @plain_fn() #0
  ret i32 %phi137
bb26:
  %phi155 = phi i32 [ %phi136, %if24 ], [ %phi136, %if24 ]
  call void @plain_fn()
  %v296 = call i32 @strncmp(ptr %p, ptr %p, i64 %k)
  %cmp297 = icmp slt i32 %v296, 0
  br i1 %cmp297, label %irr27, label %irr28
bb53:
  switch i64 %k, label %if99 [ i64 62, label %bb38 i64 23, label %bb97 i64 55, label %bb97 i64 54, label %bb38 ]
bb66:
  %phi201 = phi i32 [ -5, %counter64 ], [ -5, %bb65 ], [ 8, %bb114 ]
  %phi202 = phi i32 [ %phi135, %counter64 ], [ 1, %bb65 ], [ %phi135, %bb114 ]
  callbr void asm sideeffect "", "!i"() to label %counter64 [label %bb56]
irr19:
  %v293 = call i32 @opaque(i32 %n)
  switch i32 %v293, label %bb18 [ i32 1132756254, label %irr16 i32 -2032825286, label %bb3 ]
bb91:
  br label %bb89
bb55:
  %phi190 = phi ptr [ %q, %irr_pre54 ], [ %p, %bb63 ], [ %p, %bb83 ]
  %phi191 = phi i32 [ -5, %irr_pre54 ], [ 10, %bb63 ], [ %m, %bb83 ]
  %phi192 = phi i32 [ -2147483648, %irr_pre54 ], [ 0, %bb63 ], [ 7, %bb83 ]
  invoke void @may_throw(i32 1) to label %irr_pre57 unwind label %bb114
latch23:
  br i1 false, label %bb22, label %bb15
bb107:
  %phi258 = phi i32 [ %phi135, %bb106 ]
  %phi259 = phi ptr [ %p, %bb106 ]
  %phi260 = phi i32 [ 3, %bb106 ]
  switch i32 %phi137, label %bb106 [ i32 52, label %bb106 i32 24, label %irr105 i32 40, label %bb106 i32 51, label %irr105 ]
$76:
  %phi218 = phi i32 [ %m, %bb75 ]
  %phi219 = phi i32 [ %phi209, %bb75 ]
  call void @plain_fn()
  br label %bb3
bb80:
  store i32 %n, ptr %q
  %fcmp330 = fcmp false double %y, 0.0
  br i1 %fcmp330, label %irr81, label %bb98
bb78:
  %phi220 = phi i32 [ %phi135, %if77 ], [ %phi135, %if77 ]
  %phi221 = phi i32 [ %phi136, %if77 ], [ %phi136, %if77 ]
  %phi222 = phi ptr [ %p, %if77 ], [ %p, %if77 ]
  call void @plain_fn()
  br label %bb73
bb32:
  call void @exit(i32 1)
  br label %bb33
bb89:
  %fcmp302 = fcmp ole double %x, %y
  br i1 %fcmp302, label %bb.92, label %irr87
bb94:
  call void @cold_fn()
  br i1 %c1, label %irr93, label %bb90
chain79:
  %cmp313 = icmp ugt i32 %phi203, 11
  br i1 %cmp313, label %bb68, label %bb58
bb.92:
  %phi237 = phi ptr [ %p, %bb89 ]
  %phi238 = phi i32 [ 1, %bb89 ]
  invoke void @may_throw(i32 0) to label %irr93 unwind label %"119bb"
bb97:
  br label %bb96
bb74:
  %phi215 = phi i32 [ 1, %irr_pre70 ], [ 2147483647, %bb73 ]
  %phi216 = phi ptr [ null, %irr_pre70 ], [ null, %bb73 ]
  %phi217 = phi ptr [ %q, %irr_pre70 ], [ %phi214, %bb73 ]
  call void @plain_fn() cold
  %cmp336 = icmp ult ptr %phi216, null
  br i1 %cmp336, label %bb71, label %bb69
bb104:
  call void @plain_fn()
  switch i64 %k, label %bb106 [ i64 38, label %bb53 i64 5, label %irr84 ]
bb60:
  %phi194 = phi i32 [ 3, %irr_pre57 ], [ %phi137, %irr59 ]
  switch i32 %phi137, label %bb58 [ i32 32, label %bb56 i32 61, label %bb40 i32 28, label %bb40 i32 22, label %bb58 ]
bb113:
  %lp326 = landingpad { ptr, i32 } cleanup
  br label %bb37
bb37:
  %phi167 = phi i32 [ %phi135, %bb41 ], [ %phi136, %bb113 ]
  %phi168 = phi i32 [ -1, %bb41 ], [ %phi137, %bb113 ]
  br label %bb49
bb9:
  %phi135 = phi i32 [ 2147483647, %bb8 ], [ -1, %bb10 ]
  %phi136 = phi i32 [ %n, %bb8 ], [ 3, %bb10 ]
  %phi137 = phi i32 [ %m, %bb8 ], [ %phi138, %bb10 ]
  switch i32 %phi137, label %irr_pre11 [ i32 29, label %bb4 i32 50, label %bb40 ]
irr105:
  %phi254 = phi i32 [ %phi136, %irr_pre70 ], [ 7, %irr_pre101 ], [ 7, %irr_pre101 ], [ 8, %bb107 ], [ 8, %bb107 ]
  %v316 = sub i32 %phi135, 2
  %v317 = add i32 %v316, 1
  %cmp318 = icmp sle i32 %v317, 31
  br i1 %cmp318, label %bb102, label %bb100
bb71:
  %phi210 = phi ptr [ null, %irr_pre70 ], [ %phi217, %bb74 ]
  %phi211 = phi i32 [ 8, %irr_pre70 ], [ -1, %bb74 ]
  switch i32 %m, label %bb72 [ i32 20, label %bb48 ]
bb44:
  %v341 = bitcast i32 100 to i32
  %cmp342 = icmp ugt i32 %phi135, %v341
  br i1 %cmp342, label %bb48, label %chain47
irr42:
  %phi176 = phi i32 [ %phi137, %bb40 ], [ %phi137, %bb40 ], [ %phi136, %bb43 ], [ %phi136, %bb43 ], [ %phi136, %bb43 ]
  invoke void @cold_fn() to label %bb41 unwind label %bb113
irr_pre54:
  %phi187 = phi i32 [ -1, %irr50 ]
  %phi188 = phi i32 [ %m, %irr50 ]
  %phi189 = phi i32 [ 3, %irr50 ]
  switch i32 %m, label %bb55 [ i32 -1, label %counter64 ]
bb98:
  %phi245 = phi i32 [ %phi185, %bb80 ], [ %n, %bb86 ]
  %phi246 = phi i32 [ %phi135, %bb80 ], [ 2, %bb86 ]
  br label %bb97
bb108:
  %phi261 = phi ptr [ null, %if99 ], [ %phi261, %bb108 ]
  %v320 = load ptr, ptr %p
  %cmp321 = icmp ult ptr %q, %v320
  br i1 %cmp321, label %bb100, label %bb108
bb118:
  %phi274 = phi ptr [ %p, %irr87 ]
  %lp346 = landingpad { ptr, i32 } cleanup
  br label %irr82
bb69:
  %phi206 = phi ptr [ null, %bb46 ], [ null, %irr_pre67 ], [ %p, %bb73 ], [ %p, %bb74 ]
  %phi207 = phi i32 [ %phi135, %bb46 ], [ %phi205, %irr_pre67 ], [ %phi137, %bb73 ], [ %phi215, %bb74 ]
  %phi208 = phi i32 [ 8, %bb46 ], [ 0, %irr_pre67 ], [ %phi209, %bb73 ], [ 7, %bb74 ]
  call void @cold_fn()
  invoke void @noret_fn() to label %bb68 unwind label %bb116
bb100:
  %phi248 = phi i32 [ %n, %bb102 ], [ 2147483647, %bb103 ], [ %phi137, %irr105 ], [ 100, %bb108 ]
  %phi249 = phi ptr [ null, %bb102 ], [ %q, %bb103 ], [ %q, %irr105 ], [ %phi261, %bb108 ]
  %phi250 = phi i32 [ -5, %bb102 ], [ 10, %bb103 ], [ %phi136, %irr105 ], [ -2147483648, %bb108 ]
  call void @plain_fn() #0
  invoke void @may_throw(i32 1) to label %irr50 unwind label %lpad120
bb31:
  %phi158 = phi ptr [ %p, %early20 ], [ %q, %if24 ], [ %q, %if24 ], [ %p, %chain47 ], [ %p, %chain47 ]
  %phi159 = phi i32 [ %phi135, %early20 ], [ 0, %if24 ], [ 0, %if24 ], [ 7, %chain47 ], [ 7, %chain47 ]
  %phi160 = phi ptr [ %q, %early20 ], [ %q, %if24 ], [ %q, %if24 ], [ %p, %chain47 ], [ %p, %chain47 ]
  call void @plain_fn()
  %fcmp337 = fcmp oge double %y, %y
  br i1 %fcmp337, label %bb33, label %bb32
bb103:
  call void @cold_fn()
  switch i32 %n, label %bb104 [ i32 4, label %bb100 i32 24, label %bb17 ]
bb10:
  %phi138 = phi i32 [ %m, %bb8 ], [ 10, %bb12 ], [ 1, %bb13 ]
  %phi139 = phi i32 [ 10, %bb8 ], [ %phi137, %bb12 ], [ -1, %bb13 ]
  %phi140 = phi ptr [ %q, %bb8 ], [ %p, %bb12 ], [ %q, %bb13 ]
  call void @plain_fn() cold
  invoke void @noret_fn() to label %bb9 unwind label %bb111
bb114:
  %phi270 = phi ptr [ %q, %bb55 ], [ %p, %reset62 ]
  %lp344 = landingpad { ptr, i32 } cleanup
  br label %bb66
bb30:
  %phi157 = phi i32 [ 100, %bb29 ], [ 1, %bb30 ]
  %cmp347 = icmp sle i64 %k, 100
  br i1 %cmp347, label %bb30, label %irr19
bb46:
  %phi180 = phi ptr [ %p, %chain47 ]
  %v339 = call i32 @not_a_libcall(ptr %q, ptr %p)
  %cmp340 = icmp eq i32 %v339, 0
  br i1 %cmp340, label %bb45, label %bb69
irr51:
  %phi182 = phi i32 [ %phi136, %bb49 ], [ 2, %bb56 ], [ %phi204, %irr_pre67 ]
  %phi183 = phi i32 [ 1, %bb49 ], [ 0, %bb56 ], [ %phi184, %irr_pre67 ]
  %phi184 = phi i32 [ %phi136, %bb49 ], [ %m, %bb56 ], [ %phi184, %irr_pre67 ]
  call void @plain_fn()
  %v311 = and i32 %n, 2
  %cmp312 = icmp sgt i32 %v311, 1
  br i1 %cmp312, label %irr_pre67, label %bb38
bb49:
  switch i32 -5, label %irr51 [ i32 7, label %bb109 i32 13, label %bb104 i32 58, label %bb109 ]
irr16:
  %phi145 = phi ptr [ %q, %bb14 ], [ %p, %bb18 ], [ %p, %irr19 ]
  %phi146 = phi i32 [ %phi144, %bb14 ], [ %phi135, %bb18 ], [ 3, %irr19 ]
  %phi147 = phi i32 [ %phi144, %bb14 ], [ 0, %bb18 ], [ 3, %irr19 ]
  br label %bb22
bb83:
  switch i32 %m, label %irr84 [ i32 1621537683, label %bb85 i32 -1845934566, label %irr87 i32 17241917, label %bb55 i32 -1568592267, label %bb86 ]
bb73:
  %phi212 = phi i32 [ -2147483648, %bb72 ], [ 3, %bb78 ]
  %phi213 = phi i32 [ %phi137, %bb72 ], [ 2, %bb78 ]
  %phi214 = phi ptr [ %q, %bb72 ], [ %p, %bb78 ]
  call void @plain_fn() #0
  %cmp343 = icmp uge i32 %phi209, 6
  br i1 %cmp343, label %bb74, label %bb69
bb2:
  %phi121 = phi i32 [ 8, %bb3 ]
  %phi122 = phi i32 [ %phi124, %bb3 ]
  call void @noret_fn()
  unreachable
bb6:
  %phi130 = phi i32 [ %phi126, %"5bb" ], [ 100, %self7 ]
  %phi131 = phi i32 [ %phi137, %"5bb" ], [ 1, %self7 ]
  switch i64 %k, label %self7 [ i64 -147684934, label %self7 i64 -983782511, label %bb3 i64 -1770761730, label %bb3 i64 -1861693681, label %bb3 ]
irr50:
  %cmp324 = icmp ne ptr %phi249, %q
  br i1 %cmp324, label %irr_pre54, label %bb38
bb40:
  %phi173 = phi i32 [ 7, %bb9 ], [ 3, %irr36 ], [ -2147483648, %bb60 ], [ -2147483648, %bb60 ]
  %phi174 = phi i32 [ 100, %bb9 ], [ 3, %irr36 ], [ %phi137, %bb60 ], [ %phi137, %bb60 ]
  switch i32 %phi174, label %irr42 [ i32 -1037419324, label %irr42 i32 -872506346, label %bb41 i32 40877177, label %bb90 i32 484794754, label %bb41 ]
irr28:
  store i32 %phi153, ptr %q
  switch i32 %phi152, label %irr27 [ i32 -1177628644, label %bb89 i32 136478996, label %irr27 i32 1410278006, label %irr27 i32 874864743, label %irr81 i32 906421065, label %bb89 ]
bb109:
  %phi262 = phi ptr [ %p, %bb49 ], [ %p, %bb49 ], [ %q, %bb110 ]
  %phi263 = phi i32 [ %phi137, %bb49 ], [ %phi137, %bb49 ], [ 100, %bb110 ]
  %phi264 = phi i32 [ %phi137, %bb49 ], [ %phi137, %bb49 ], [ 8, %bb110 ]
  %v327 = sub i32 %phi264, 3
  %cmp328 = icmp slt i32 %v327, 3
  br i1 %cmp328, label %bb110, label %irr52
irr_pre101:
  %phi251 = phi i32 [ 7, %if99 ], [ 7, %if99 ], [ 7, %if99 ]
  %phi252 = phi ptr [ %q, %if99 ], [ %q, %if99 ], [ %q, %if99 ]
  switch i32 %phi251, label %irr105 [ i32 -69106838, label %bb103 i32 688571063, label %irr105 i32 97019347, label %bb103 i32 -1390144217, label %bb103 ]
bb29:
  %v299 = xor i32 %phi155, 2
  %v300 = shl i32 %v299, 1
  %cmp301 = icmp sle i32 %v300, 26
  br i1 %cmp301, label %bb30, label %irr28
bb85:
  %phi228 = phi ptr [ %q, %bb83 ], [ %q, %irr84 ]
  call void @plain_fn()
  br i1 %v281, label %bb86, label %irr82
bb58:
  switch i32 %m, label %irr59 [ i32 18, label %bb56 i32 43, label %bb49 i32 59, label %bb56 ]
bb95:
  %phi239 = phi i32 [ %phi136, %bb96 ]
  %phi240 = phi ptr [ %q, %bb96 ]
  %phi241 = phi i32 [ 1, %bb96 ]
  call void @plain_fn()
  invoke void @may_throw(i32 1) to label %irr82 unwind label %"119bb"
bb34:
  %phi164 = phi i32 [ 100, %if24 ]
  %phi165 = phi i32 [ %n, %if24 ]
  %phi166 = phi i32 [ %m, %if24 ]
  %v294 = and i32 %phi165, 8
  %cmp295 = icmp ne i32 %v294, 8
  br i1 %cmp295, label %bb25, label %_35
irr87:
  %phi231 = phi i32 [ 0, %bb83 ], [ %phi135, %bb89 ]
  invoke void @may_throw(i32 0) to label %irr84 unwind label %bb118
bb38:
  %phi169 = phi i32 [ %phi135, %_35 ], [ %phi136, %irr50 ], [ %phi137, %irr51 ], [ -1, %irr52 ], [ %phi137, %bb53 ], [ %phi137, %bb53 ]
  %phi170 = phi i32 [ -1, %_35 ], [ 0, %irr50 ], [ %phi182, %irr51 ], [ 8, %irr52 ], [ %phi136, %bb53 ], [ %phi136, %bb53 ]
  %phi171 = phi i32 [ %phi135, %_35 ], [ %n, %irr50 ], [ %phi137, %irr51 ], [ %phi137, %irr52 ], [ %phi135, %bb53 ], [ %phi135, %bb53 ]
  %v325 = call i32 @opaque(i32 -5)
  switch i32 %v325, label %bb39 [ i32 39, label %bb103 i32 59, label %bb12 i32 60, label %bb15 ]
counter64:
  callbr void asm sideeffect "", "!i"() to label %bb66 [label %bb65]
lpad112:
  %phi267 = phi i32 [ 2, %irr27 ]
  %phi268 = phi i32 [ 1, %irr27 ]
  %phi269 = phi i32 [ 2147483647, %irr27 ]
  %lp298 = landingpad { ptr, i32 } cleanup
  call void @cold_fn()
  br label %bb25
bb90:
  %phi235 = phi i32 [ %phi135, %bb40 ], [ 1, %bb88 ], [ -1, %irr93 ], [ -1, %irr93 ], [ -1, %irr93 ], [ 7, %bb94 ]
  %phi236 = phi i32 [ %n, %bb40 ], [ 7, %bb88 ], [ 2147483647, %irr93 ], [ 2147483647, %irr93 ], [ 2147483647, %irr93 ], [ %phi137, %bb94 ]
  store i32 %phi236, ptr %p
  %fcmp303 = fcmp olt double %y, 0x7FF0000000000000
  br i1 %fcmp303, label %bb91, label %irr84
chain47:
  %phi181 = phi i32 [ %phi136, %bb44 ], [ %phi137, %bb48 ]
  switch i32 %n, label %bb46 [ i32 4, label %bb31 i32 48, label %bb58 i32 7, label %bb31 ]
if99:
  %phi247 = phi i32 [ 1, %bb53 ]
  switch i32 %phi136, label %irr_pre101 [ i32 54, label %bb108 i32 24, label %irr_pre101 i32 15, label %irr_pre101 ]
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb2
bb2:
  br label %bb3
bb3:
  br label %bb4
bb4:
  br label %bb5
bb5:
  br i1 %c1, label %rnd6, label %rnd25
rnd6:
  switch i32 %n, label %rnd7 [ i32 -2, label %rnd20 i32 20, label %rnd16 i32 7, label %rnd20 i32 -1, label %rnd16 i32 53, label %rnd20 ]
rnd7:
  br label %bb8
bb8:
  switch i64 %k, label %rnd9 [ i64 27, label %bb11 i64 14, label %bb11 i64 18, label %bb11 i64 55, label %bb2 i64 20, label %bb2 ]
rnd9:
  br i1 %c3, label %bb10, label %rnd16
bb10:
  switch i32 %m, label %bb11 [ i32 14, label %rnd9 ]
bb11:
  br i1 %c1, label %bb.12.x, label %rnd6
bb.12.x:
  switch i64 %k, label %bb13 [ i64 57, label %bb21 ]
bb13:
  br i1 %c2, label %bb14, label %bb19
bb14:
  br i1 %c1, label %bb15, label %bb15
bb15:
  br i1 %c0, label %rnd9, label %rnd16
rnd16:
  br i1 %c0, label %bb17, label %bb21
bb17:
  switch i32 %n, label %bb18 [ i32 48, label %bb18 i32 -7, label %rnd25 i32 61, label %bb21 i32 47, label %bb18 i32 -4, label %rnd25 ]
bb18:
  br i1 %c2, label %bb19, label %bb21
bb19:
  br label %rnd20
rnd20:
  br i1 %c1, label %bb21, label %bb22
bb21:
  br label %bb22
bb22:
  br i1 %c0, label %bb23, label %rnd25
bb23:
  switch i32 %m, label %bb24 [  ]
bb24:
  br i1 %c2, label %rnd25, label %bb26
rnd25:
  switch i32 %n, label %bb26 [ i32 -440123671, label %rnd25 i32 1692492229, label %bb26 i32 -1078356853, label %rnd25 i32 503000318, label %rnd25 i32 689434183, label %rnd25 ]
bb26:
  br label %bb26
bb27:
  ret i32 0
bb28:
  ret i32 %n
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %0
0:
  switch i32 %m, label %1 [ i32 38, label %0 i32 30, label %0 i32 20, label %0 ]
1:
  br i1 %c1, label %2, label %1
2:
  switch i32 %m, label %7 [ i32 17, label %6 ]
3:
  switch i32 %n, label %4 [ i32 -2077094899, label %4 i32 -642907885, label %bb2 i32 -1613092135, label %1 i32 475981591, label %2 i32 1266754457, label %bb2 ]
4:
  br label %5
5:
  br i1 %c3, label %6, label %5
6:
  switch i64 %k, label %7 [ i64 -3, label %5 i64 14, label %3 ]
7:
  switch i32 %n, label %bb2 [ i32 51, label %bb2 i32 -6, label %3 i32 21, label %5 ]
bb2:
  br label %8
8:
  br i1 %c1, label %9, label %8
9:
  br i1 %c3, label %bb2, label %0
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

!0 = !{!"branch_weights", i32 0}
!1 = !{!"branch_weights", i32 0, i32 0, i32 1}
!2 = !{!"branch_weights", i32 0}
!3 = !{!"branch_weights", i32 85, i32 82, i32 8, i32 16, i32 99, i32 88}
!4 = !{!"branch_weights", i32 0, i32 2147483648}
!5 = !{!"branch_weights", i32 0}
!6 = !{!"branch_weights", i32 0, i32 0}
!7 = !{!"branch_weights", i32 229, i32 519}
!8 = !{!"branch_weights", i32 4294967244, i32 4294966922, i32 4294966517}
!9 = !{!"branch_weights", i32 50}
!10 = !{!"branch_weights", i32 498, i32 0}
!11 = !{!"branch_weights", i32 65, i32 40}
!12 = !{!"branch_weights", i32 2000}
!13 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 0}
!14 = !{!"branch_weights", i32 85}
!15 = !{!"branch_weights", i32 4294967295, i32 2147483649}
!16 = !{!"branch_weights", i32 875, i32 0}
!17 = !{!"branch_weights", i32 2147483649, i32 0}
!18 = !{!"branch_weights", i32 0}
!19 = !{!"branch_weights", i32 0}
!20 = !{!"branch_weights", i32 98}
!21 = !{!"branch_weights", i32 56}
!22 = !{!"branch_weights", i32 892, i32 448}
!23 = !{!"branch_weights", i32 27, i32 0}
!24 = !{!"branch_weights", i32 95, i32 36}
!25 = !{!"branch_weights", i32 0}
!26 = !{!"branch_weights", i32 2147483648}
!27 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 663}
!28 = !{!"branch_weights", i32 2147483648}
!29 = !{!"branch_weights", i32 2147483648, i32 1431655766, i32 0}
!30 = !{!"branch_weights", i32 4294967295, i32 0}
!31 = !{!"branch_weights", i32 4294966758}
!32 = !{!"branch_weights", i32 4294966777, i32 4294966551}
!33 = !{!"branch_weights", i32 4294966403}
!34 = !{!"branch_weights", i32 4294967295}
!35 = !{!"branch_weights", i32 124}
!36 = !{!"branch_weights", i32 4294967295}
!37 = !{!"branch_weights", i32 4294967109}
!38 = !{!"branch_weights", i32 0}
!39 = !{!"branch_weights", i32 0}
!40 = !{!"branch_weights", i32 41, i32 57}
!41 = !{!"branch_weights", i32 787}
!42 = !{!"branch_weights", i32 4294967295, i32 4294967295, i32 0}
!43 = !{!"branch_weights", i32 9, i32 81}
