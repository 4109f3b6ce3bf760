; freqpath random IR: seed=11 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  invoke void @cold_fn() to label %bb22 unwind label %bb23
header20:
  %phi33 = phi i32 [ 2, %bb21 ], [ 2147483647, %bb22 ], [ %n, %bb23 ]
  %cmp38 = icmp ult i32 %phi33, -2
  br i1 %cmp38, label %if3, label %bb21
if3:
  %v39 = call i32 @strcasecmp(ptr %q, ptr %q)
  %cmp40 = icmp eq i32 %v39, 3
  br i1 %cmp40, label %bb5, label %chain19
bb9:
  call void @cold_fn()
  invoke void @noret_fn() to label %bb13 unwind label %lpad24
bb6:
  br label %bb5
lpad24:
  %lp43 = landingpad { ptr, i32 } cleanup
  br label %join4
irr_pre7:
  call void @plain_fn() cold
  indirectbr ptr blockaddress(@f0, %bb11), [ label %bb10, label %bb9, label %bb8, label %bb11, label %bb9 ]
bb22:
  %phi34 = phi ptr [ null, %bb1 ], [ %p, %bb22 ]
  %phi35 = phi i32 [ 1, %bb1 ], [ %phi35, %bb22 ]
  %cmp37 = icmp sle i64 %k, 0
  br i1 %cmp37, label %header20, label %bb22
bb11:
  callbr void asm sideeffect "", "!i"() to label %bb8 [label %bb6]
bb16:
  switch i32 %n, label %bb16 [ i32 39, label %bb10 i32 -3, label %bb11 ]
bb21:
  br label %header20
chain19:
  %phi32 = phi ptr [ %q, %if3 ]
  call void @plain_fn()
  br label %bb18
bb23:
  %lp36 = landingpad { ptr, i32 } cleanup
  br label %header20
bb14:
  %phi30 = phi i32 [ %n, %bb10 ], [ %n, %bb10 ]
  switch i64 %k, label %bb16 [ i64 -4, label %bb16 i64 -6, label %bb5 i64 1, label %bb5 i64 53, label %bb5 i64 0, label %early_exit15 ]
bb13:
  %phi28 = phi i32 [ %phi33, %bb9 ]
  %phi29 = phi i32 [ %phi33, %bb9 ]
  call void @plain_fn()
  br label %bb12
join4:
  br label %bb2
bb10:
  %cmp41 = icmp slt i32 %phi27, 24
  br i1 %cmp41, label %bb14, label %bb14
bb2:
  call void @plain_fn() #1
  ret i32 7
early_exit15:
  call void @noret_fn()
  %v42 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %phi33) [ "deopt"(i32 8) ]
  ret i32 %v42
bb8:
  store i32 %n, ptr %p
  br label %bb9
bb5:
  %phi25 = phi i32 [ %n, %if3 ], [ 7, %bb6 ], [ -2147483648, %bb14 ], [ -2147483648, %bb14 ], [ -2147483648, %bb14 ]
  %phi26 = phi ptr [ null, %if3 ], [ %phi26, %bb6 ], [ %phi26, %bb14 ], [ %phi26, %bb14 ], [ %phi26, %bb14 ]
  %phi27 = phi i32 [ %n, %if3 ], [ %phi27, %bb6 ], [ %phi33, %bb14 ], [ %phi33, %bb14 ], [ %phi33, %bb14 ]
  switch i64 %k, label %join4 [ i64 1, label %bb12 i64 27, label %bb16 i64 19, label %irr_pre7 i64 18, label %irr_pre7 ]
bb12:
  br label %bb10
bb18:
  br label %chain17
chain17:
  %phi31 = phi ptr [ %q, %bb18 ]
  call void @plain_fn()
  br label %join4
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb26
$2:
  unreachable
header3:
  %cmp56 = icmp ne ptr %p, %p
  br i1 %cmp56, label %bb4, label %$2
bb4:
  invoke void @may_throw(i32 1) to label %header3 unwind label %bb32
bb5:
  %v43 = load ptr, ptr %p
  %v44 = load ptr, ptr %p
  %cmp45 = icmp eq ptr null, %v43
  br i1 %cmp45, label %bb6, label %bb9
bb6:
  br label %bb8
bb7:
  %v46 = load i32, ptr %q
  %cmp47 = icmp ule i32 -1, %v46
  br i1 %cmp47, label %header3, label %bb6
bb8:
  br i1 %cmp42, label %bb7, label %bb7
bb9:
  %phi36 = phi ptr [ %q, %bb5 ], [ %phi36, %bb10 ], [ %q, %bb11 ]
  br i1 %c2, label %bb12, label %bb10
bb10:
  call void @cold_fn()
  br label %bb9
bb11:
  %v52 = add i32 %v41, 1
  %cmp53 = icmp eq i32 %v52, -1
  br i1 %cmp53, label %header3, label %bb9
bb12:
  br i1 %cmp42, label %bb14, label %irr13
irr13:
  invoke void @cold_fn() to label %bb15 unwind label %lpad33
bb14:
  br label %bb25
bb15:
  call void @plain_fn() #1
  callbr void asm sideeffect "", "!i"() to label %bb16 [label %bb17]
bb16:
  call void @plain_fn() #0
  switch i32 1, label %bb17 [ i32 6, label %bb14 ]
bb17:
  invoke void @may_throw(i32 1) to label %bb18 unwind label %lpad34
bb18:
  %fcmp57 = fcmp one double 1.5, 0x7FF8000000000000
  br i1 %fcmp57, label %bb16, label %bb19, !prof !0
bb19:
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %bb20 [label %bb21]
bb20:
  br label %bb21
bb21:
  callbr void asm sideeffect "", "!i"() to label %bb20 [label %bb18]
bb22:
  br label %irr13, !prof !1
chain23:
  %v49 = and i32 %n, 8
  %cmp50 = icmp slt i32 %v49, -1
  br i1 %cmp50, label %bb22, label %bb15
bb24:
  %fcmp48 = fcmp ord double %y, %x
  br i1 %fcmp48, label %chain23, label %bb27
bb25:
  %phi37 = phi i32 [ 2147483647, %bb14 ]
  %phi38 = phi ptr [ %q, %bb14 ]
  store i32 3, ptr %q
  br i1 %c3, label %bb24, label %bb11
bb26:
  %v41 = and i32 %m, 64
  %cmp42 = icmp slt i32 %v41, -1
  br i1 %cmp42, label %bb28, label %bb27
bb27:
  switch i32 8, label %bb29 [ i32 22, label %bb5 i32 53, label %bb6 ], !prof !2
bb28:
  indirectbr ptr blockaddress(@f1, %bb27), [ label %bb27, label %bb5 ]
bb29:
  call void @plain_fn() cold
  switch i32 -2147483648, label %bb31 [ i32 16, label %bb30 i32 23, label %bb30 i32 56, label %bb30 i32 17, label %bb24 i32 -3, label %bb24 ]
bb30:
  %phi39 = phi i32 [ 3, %bb29 ], [ 3, %bb29 ], [ 3, %bb29 ], [ %phi40, %bb31 ]
  br label %bb28, !prof !3
bb31:
  %phi40 = phi i32 [ -2147483648, %bb29 ]
  call void @plain_fn() #1
  invoke void @noret_fn() to label %bb30 unwind label %bb.35
bb32:
  %lp55 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp55
lpad33:
  %lp51 = landingpad { ptr, i32 } cleanup
  br label %bb11
lpad34:
  %lp54 = landingpad { ptr, i32 } cleanup
  br label %bb4
bb.35:
  %lp58 = landingpad { ptr, i32 } cleanup
  call void @noret_fn()
  call void @plain_fn() cold
  ret i32 100
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  call void @plain_fn()
  br label %bb3
bb5:
  br label %bb3, !prof !4
bb4:
  br label %bb2, !prof !5
bb2:
  ret i32 %phi6
bb3:
  %phi6 = phi i32 [ %m, %bb1 ], [ %phi6, %bb3 ], [ 10, %bb5 ]
  %phi7 = phi i32 [ 2, %bb1 ], [ -1, %bb3 ], [ 0, %bb5 ]
  %phi8 = phi i32 [ 8, %bb1 ], [ -1, %bb3 ], [ 10, %bb5 ]
  %v9 = select i1 %c1, ptr blockaddress(@f2, %bb4), ptr blockaddress(@f2, %bb3)
  indirectbr ptr %v9, [ label %bb4, label %bb4, label %bb3 ], !prof !6
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @cold_fn()
  br label %bb2
bb2:
  store i32 %n, ptr %q
  indirectbr ptr blockaddress(@f3, %$3), [ label %$3, label %bb2 ]
$3:
  call void @cold_fn()
  %v130 = load i32, ptr %q
  %cmp131 = icmp sge i32 %v130, 5
  br i1 %cmp131, label %bb4, label %$3
bb4:
  call void @plain_fn()
  br label %bb5, !prof !7
bb5:
  %cmp132 = icmp uge i32 %m, 1
  br i1 %cmp132, label %rnd6, label %bb5
rnd6:
  call void @plain_fn()
  %cmp133 = icmp sgt i32 0, %m
  br i1 %cmp133, label %bb7, label %rnd6
bb7:
  store i32 8, ptr %q
  br label %bb8, !prof !8
bb8:
  switch i32 %v130, label %bb9 [ i32 28, label %bb68 i32 48, label %rnd6 ]
bb9:
  %phi121 = phi i32 [ %n, %bb8 ], [ 100, %bb9 ], [ 8, %bb13 ]
  %v134 = shl i32 %phi121, 1
  %v135 = add i32 %v134, 4
  %cmp136 = icmp eq i32 %v135, 204
  br i1 %cmp136, label %rnd10, label %bb9
rnd10:
  %phi122 = phi i32 [ %phi121, %bb9 ], [ %phi122, %bb11 ]
  br label %bb11
bb11:
  %cmp137 = icmp sgt i32 %phi121, 5
  br i1 %cmp137, label %bb12, label %rnd10, !prof !9
bb12:
  %v138 = load ptr, ptr %q
  indirectbr ptr %v138, [ label %bb13, label %rnd88, label %rnd6 ], !prof !10
bb13:
  %phi123 = phi i32 [ 7, %bb12 ], [ -5, %bb16 ]
  invoke void @may_throw(i32 0) to label %bb9 unwind label %bb119
bb14:
  switch i32 %n, label %rnd15 [ i32 389590024, label %rnd74 i32 -1720440299, label %rnd74 i32 1703033813, label %rnd74 ], !prof !11
rnd15:
  indirectbr ptr blockaddress(@f3, %bb23), [ label %bb16, label %bb23 ], !prof !12
bb16:
  %v155 = load i64, ptr %p
  %cmp156 = icmp sge i64 %v155, -1
  br i1 %cmp156, label %rnd37, label %bb13
bb17:
  br label %bb18, !prof !13
bb18:
  br label %rnd19
rnd19:
  br label %bb20
bb20:
  %phi124 = phi ptr [ %q, %rnd19 ]
  br i1 %cmp132, label %bb21, label %rnd70
bb21:
  call void @noret_fn()
  br label %rnd22, !prof !14
rnd22:
  store i32 8, ptr %q
  br label %rnd6, !prof !15
bb23:
  call void @plain_fn()
  invoke void @may_throw(i32 0) to label %$3 unwind label %bb120
bb24:
  %fcmp181 = fcmp one double %y, %x
  br i1 %fcmp181, label %rnd25, label %bb26, !prof !16
rnd25:
  br i1 %cmp131, label %bb26, label %rnd22
bb26:
  call void @plain_fn()
  br label %bb43
bb27:
  br label %bb28
bb28:
  switch i32 %v130, label %bb-29 [ i32 -450371215, label %rnd25 ], !prof !17
bb-29:
  switch i32 %m, label %bb30 [ i32 19, label %rnd76 i32 58, label %bb30 i32 18, label %bb30 i32 55, label %bb30 ]
bb30:
  %v140 = load ptr, ptr %q
  %v141 = load ptr, ptr %q
  %cmp142 = icmp ne ptr %v140, %v141
  br i1 %cmp142, label %bb68, label %rnd53, !prof !18
bb31:
  switch i32 %n, label %bb32 [ i32 24, label %bb32 i32 52, label %bb32 ]
bb32:
  br label %bb41
bb33:
  indirectbr ptr blockaddress(@f3, %bb87), [ label %rnd34, label %bb87 ]
rnd34:
  %v182 = and i1 %c1, %c0
  br i1 %v182, label %bb35, label %bb58
bb35:
  invoke void @noret_fn() to label %rnd36 unwind label %bb120
rnd36:
  switch i32 0, label %rnd6 [ i32 44, label %bb82 ]
rnd37:
  br label %bb38
bb38:
  %v157 = load ptr, ptr %q
  %cmp158 = icmp ne ptr %q, %v157
  br i1 %cmp158, label %bb39, label %bb60
bb39:
  callbr void asm sideeffect "", "!i,!i,!i"() to label %bb40 [label %rnd69, label %rnd36, label %bb39]
bb40:
  br label %bb41
bb41:
  br label %bb42
bb42:
  br label %bb43
bb43:
  %v159 = load ptr, ptr %p
  %v160 = load ptr, ptr %q
  %cmp161 = icmp ne ptr %v159, %v160
  br i1 %cmp161, label %bb44, label %bb44
bb44:
  %cmp162 = icmp ne i32 %v130, -1
  br i1 %cmp162, label %bb45, label %rnd78, !prof !19
bb45:
  call void @plain_fn() #0
  %v163 = select i1 %c2, ptr blockaddress(@f3, %bb48), ptr blockaddress(@f3, %bb46)
  indirectbr ptr %v163, [ label %bb46, label %bb48 ]
bb46:
  %v164 = select i1 true, ptr blockaddress(@f3, %bb47), ptr blockaddress(@f3, %bb93)
  indirectbr ptr %v164, [ label %bb47, label %bb93 ]
bb47:
  %v165 = call i32 @strncmp(ptr %p, ptr %q, i64 %k)
  %cmp166 = icmp sgt i32 %v165, 0
  br i1 %cmp166, label %bb48, label %bb43
bb48:
  call void @plain_fn() cold
  br label %rnd49
rnd49:
  br label %bb50
bb50:
  br label %rnd51, !prof !20
rnd51:
  %cmp167 = icmp eq i32 %v130, 5
  br i1 %cmp167, label %bb52, label %bb18
bb52:
  indirectbr ptr blockaddress(@f3, %rnd91), [ label %rnd53, label %rnd91 ], !prof !21
rnd53:
  call void @plain_fn()
  %v168 = call i32 @opaque(i32 0)
  switch i32 %v168, label %bb54 [ i32 -1482429055, label %bb54 i32 107228102, label %bb89 i32 1991868832, label %bb89 i32 -2101497103, label %bb56 ]
bb54:
  call void @plain_fn() #0
  switch i32 %n, label %bb27 [  ], !prof !22
bb55:
  br label %bb56, !prof !23
bb56:
  callbr void asm sideeffect "", "!i"() to label %rnd57 [label %rnd37]
rnd57:
  switch i32 %m, label %bb58 [ i32 30, label %bb31 i32 61, label %bb87 ], !prof !24
bb58:
  br i1 %cmp132, label %bb59, label %bb71
bb59:
  call void @plain_fn()
  br label %bb60, !prof !25
bb60:
  invoke void @noret_fn() to label %bb61 unwind label %bb120
bb61:
  %fcmp170 = fcmp ule double 1.5, %x
  br i1 %fcmp170, label %bb62, label %rnd97
bb62:
  %v176 = and i32 %m, 2
  %cmp177 = icmp ne i32 %v176, 2
  br i1 %cmp177, label %bb63, label %bb48
bb63:
  call void @cold_fn()
  br label %bb64
bb64:
  %cmp178 = icmp eq ptr %p, null
  br i1 %cmp178, label %bb56, label %rnd84, !prof !26
bb65:
  %fcmp183 = fcmp false double %y, %y
  br i1 %fcmp183, label %bb66, label %rnd84, !prof !27
bb66:
  store i32 %n, ptr %p
  switch i32 %n, label %rnd67 [ i32 63, label %bb41 ]
rnd67:
  switch i64 1, label %bb68 [ i64 2, label %$100 i64 46, label %bb83 i64 53, label %bb68 i64 41, label %$100 i64 37, label %bb83 ]
bb68:
  %phi125 = phi ptr [ %p, %bb8 ], [ %p, %bb30 ], [ null, %rnd67 ], [ null, %rnd67 ]
  %cmp143 = icmp ne i64 %k, 5
  br i1 %cmp143, label %rnd69, label %bb102, !prof !28
rnd69:
  %v144 = load i32, ptr %q
  %cmp145 = icmp uge i32 %v144, 1
  br i1 %cmp145, label %rnd70, label %rnd91, !prof !29
rnd70:
  %v146 = select i1 %c0, ptr blockaddress(@f3, %bb5), ptr blockaddress(@f3, %bb5)
  indirectbr ptr %v146, [ label %bb71, label %bb5 ], !prof !30
bb71:
  %v147 = xor i1 %cmp132, %cmp131
  br i1 %v147, label %bb72, label %rnd75
bb72:
  %fcmp148 = fcmp ult double %x, %x
  br i1 %fcmp148, label %bb73, label %bb95
bb73:
  call void @plain_fn()
  %v149 = load ptr, ptr %q
  indirectbr ptr %v149, [ label %rnd74 ]
rnd74:
  br label %rnd75
rnd75:
  %phi126 = phi i32 [ %n, %bb71 ], [ %n, %rnd74 ]
  br i1 %c3, label %rnd76, label %rnd37, !prof !31
rnd76:
  switch i32 %v130, label %rnd77 [ i32 38, label %bb23 i32 53, label %bb32 ]
rnd77:
  call void @plain_fn()
  switch i32 %n, label %rnd78 [ i32 37, label %bb102 i32 23, label %bb102 i32 38, label %rnd78 i32 39, label %bb102 ], !prof !32
rnd78:
  switch i32 %m, label %bb79 [ i32 -1, label %bb95 ]
bb79:
  br label %bb80
bb80:
  br label %rnd81
rnd81:
  br i1 %c1, label %bb82, label %rnd76, !prof !33
bb82:
  store i32 %v130, ptr %q
  br label %bb83
bb83:
  %v150 = select i1 %cmp132, ptr blockaddress(@f3, %rnd91), ptr blockaddress(@f3, %rnd84)
  indirectbr ptr %v150, [ label %rnd84, label %rnd91 ], !prof !34
rnd84:
  %v151 = load i64, ptr %q
  %cmp152 = icmp uge i64 %v151, -7
  br i1 %cmp152, label %bb85, label %bb85
bb85:
  switch i32 %v130, label %rnd86 [ i32 28, label %bb104 i32 4, label %rnd37 i32 2, label %bb104 ]
rnd86:
  %cmp153 = icmp ne ptr %p, null
  br i1 %cmp153, label %bb87, label %rnd19, !prof !35
bb87:
  %cmp154 = icmp ne i32 %m, 100
  br i1 %cmp154, label %rnd88, label %rnd91
rnd88:
  %v179 = call i32 @opaque(i32 %m)
  %cmp180 = icmp ule i32 %v179, -1
  br i1 %cmp180, label %bb89, label %bb2
bb89:
  ret i32 %m
bb90:
  switch i32 %n, label %rnd91 [ i32 -1, label %bb102 i32 54, label %bb99 ], !prof !36
rnd91:
  invoke void @cold_fn() to label %rnd15 unwind label %bb119
bb92:
  br i1 false, label %bb93, label %bb102
bb93:
  call void @cold_fn()
  br label %rnd81
bb94:
  %cmp184 = icmp sgt ptr %q, null
  br i1 %cmp184, label %bb95, label %bb38, !prof !37
bb95:
  call void @plain_fn()
  indirectbr ptr blockaddress(@f3, %rnd84), [ label %bb96, label %rnd84 ]
bb96:
  %phi127 = phi i32 [ %n, %bb95 ], [ %m, %bb99 ]
  call void @plain_fn() cold
  call void @plain_fn() #0
  ret i32 %n
rnd97:
  call void @plain_fn()
  %v171 = call i32 @strcasecmp(ptr %p, ptr %q)
  %cmp172 = icmp ne i32 %v171, 3
  br i1 %cmp172, label %bb98, label %bb59
bb98:
  switch i32 %v130, label %bb99 [ i32 1, label %rnd81 i32 14, label %bb104 ], !prof !38
bb99:
  call void @plain_fn()
  %v173 = call i32 @strncasecmp(ptr %q, ptr %q, i64 2)
  %cmp174 = icmp ne i32 %v173, 1
  br i1 %cmp174, label %$100, label %bb96
$100:
  %phi128 = phi i32 [ 0, %rnd67 ], [ 0, %rnd67 ], [ 0, %bb99 ]
  store i32 1, ptr %q
  br i1 true, label %rnd101, label %bb89
rnd101:
  %fcmp175 = fcmp one double %y, %y
  br i1 %fcmp175, label %bb102, label %bb102
bb102:
  br label %bb103
bb103:
  br label %bb104, !prof !39
bb104:
  %phi129 = phi i32 [ -1, %bb85 ], [ -1, %bb85 ], [ %n, %bb98 ], [ 1, %bb103 ], [ %phi129, %bb104 ]
  br i1 %c0, label %bb104, label %rnd36
bb105:
  call void @plain_fn()
  indirectbr ptr blockaddress(@f3, %bb8), [ label %$3, label %bb8 ]
bb106:
  br label %bb106, !prof !40
bb107:
  call void @plain_fn() #1
  %v185 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %m) [ "deopt"(i32 0) ]
  ret i32 %v185
bb108:
  invoke void @cold_fn() to label %rnd74 unwind label %bb119
bb109:
  call void @plain_fn() cold
  unreachable
dead110:
  %v186 = call i32 @strncmp(ptr %p, ptr %q, i64 %k)
  %cmp187 = icmp ne i32 %v186, 0
  br i1 %cmp187, label %bb21, label %bb63
bb111:
  call void @plain_fn() cold
  br label %rnd49
bb112:
  call void @cold_fn()
  %v188 = and i32 %m, 64
  %cmp189 = icmp eq i32 %v188, 0
  br i1 %cmp189, label %bb85, label %bb38
bb113:
  call void @cold_fn()
  switch i64 %k, label %bb64 [ i64 60, label %bb108 i64 9, label %rnd51 i64 7, label %bb108 i64 11, label %rnd51 ], !prof !41
bb114:
  switch i32 1, label %bb64 [ i32 55, label %rnd101 i32 47, label %rnd101 i32 41, label %bb28 i32 57, label %bb64 ], !prof !42
bb115:
  %cmp190 = icmp eq ptr %q, %q
  br i1 %cmp190, label %bb63, label %bb93, !prof !43
bb116:
  br i1 true, label %bb64, label %bb64
bb117:
  call void @plain_fn() #0
  br label %bb109, !prof !44
dead118:
  indirectbr ptr %p, [ label %rnd81 ]
bb119:
  %lp139 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  br label %bb27, !prof !45
bb120:
  %lp169 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp169
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  call void @exit(i32 1)
  br label %bb3
bb3:
  %phi8 = phi i32 [ 100, %bb1 ], [ %phi9, %bb4 ], [ %n, %latch6 ]
  %phi9 = phi i32 [ %m, %bb1 ], [ 2147483647, %bb4 ], [ 3, %latch6 ]
  %phi10 = phi i32 [ %m, %bb1 ], [ %m, %bb4 ], [ %phi8, %latch6 ]
  br label %bb5
bb4:
  %cmp19 = icmp uge i32 %phi11, -2
  br i1 %cmp19, label %bb3, label %bb.2
bb5:
  %phi11 = phi i32 [ -1, %bb3 ], [ 1, %latch6 ], [ 2, %bb7 ]
  %phi12 = phi ptr [ %q, %bb3 ], [ %q, %latch6 ], [ %p, %bb7 ]
  %phi13 = phi i32 [ 100, %bb3 ], [ 3, %latch6 ], [ %n, %bb7 ]
  call void @plain_fn()
  %v16 = mul i32 %phi9, 4
  %cmp17 = icmp sgt i32 %v16, -10
  br i1 %cmp17, label %bb4, label %bb7
latch6:
  %phi14 = phi i32 [ %phi11, %bb7 ], [ %phi11, %bb7 ], [ %phi11, %bb7 ]
  %phi15 = phi i32 [ %phi10, %bb7 ], [ %phi10, %bb7 ], [ %phi10, %bb7 ]
  %cmp18 = icmp sge i32 %phi11, -4
  br i1 %cmp18, label %bb5, label %bb3
bb7:
  call void @plain_fn()
  switch i64 %k, label %bb7 [ i64 15, label %latch6 i64 61, label %latch6 i64 16, label %bb5 i64 37, label %latch6 i64 -1, label %bb4 ]
bb.2:
  call void @exit(i32 1)
  unreachable
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @plain_fn() #1
  br label %bb2
bb14:
  call void @plain_fn()
  br label %rnd15, !prof !46
bb21:
  switch i32 %m, label %bb22 [ i32 1316663724, label %bb22 i32 -362407484, label %rnd12 i32 -378569525, label %rnd12 i32 420453643, label %bb22 ]
bb17:
  %v35 = call i32 @strncasecmp(ptr %q, ptr %p, i64 %k)
  %cmp36 = icmp eq i32 %v35, 0
  br i1 %cmp36, label %bb18, label %bb18
bb4:
  callbr void asm sideeffect "", "!i"() to label %rnd5 [label %rnd8]
rnd9:
  call void @plain_fn() cold
  %v38 = call i32 @strncmp(ptr %q, ptr %q, i64 7)
  %cmp39 = icmp slt i32 %v38, 0
  br i1 %cmp39, label %bb10, label %bb10
bb22:
  switch i32 %m, label %bb22 [ i32 43, label %bb10 i32 60, label %bb22 i32 29, label %bb22 i32 39, label %bb22 ], !prof !47
bb16:
  %phi30 = phi i32 [ %n, %rnd15 ], [ -5, %bb16 ]
  call void @plain_fn() #1
  switch i32 %m, label %bb18 [ i32 1881214541, label %bb22 i32 2110816548, label %bb18 i32 1308462365, label %bb16 i32 -1626807756, label %bb22 ], !prof !48
bb23:
  invoke void @may_throw(i32 0) to label %bb17 unwind label %bb24
bb20:
  call void @plain_fn()
  br label %bb6
rnd19:
  br label %bb20
bb6:
  switch i32 %v31, label %rnd8 [ i32 48, label %bb21 i32 21, label %rnd8 i32 15, label %bb21 ]
bb10:
  indirectbr ptr %q, [ label %bb11 ]
bb2:
  %v31 = call i32 @opaque(i32 %m)
  switch i32 %v31, label %bb3 [ i32 39, label %bb3 i32 6, label %bb21 ]
rnd7:
  %phi27 = phi ptr [ %q, %rnd8 ]
  br i1 %cmp37, label %rnd8, label %bb20
rnd5:
  %v40 = and i32 %m, 1
  %cmp41 = icmp slt i32 %v40, 0
  br i1 %cmp41, label %bb6, label %bb3
bb11:
  %phi29 = phi i32 [ %m, %bb10 ]
  call void @plain_fn()
  %v32 = xor i1 %c0, %c0
  br i1 %v32, label %rnd12, label %bb20, !prof !49
bb24:
  %lp42 = landingpad { ptr, i32 } cleanup
  br label %bb14
rnd8:
  %phi28 = phi i32 [ 1, %bb4 ], [ %m, %bb6 ], [ %m, %bb6 ], [ %phi28, %rnd7 ]
  call void @plain_fn()
  %cmp37 = icmp eq i64 %k, -7
  br i1 %cmp37, label %rnd9, label %rnd7, !prof !50
rnd12:
  call void @plain_fn()
  br label %bb13
bb3:
  %phi25 = phi i32 [ %n, %bb2 ], [ %n, %bb2 ], [ %m, %bb3 ], [ 10, %rnd5 ]
  %phi26 = phi i32 [ 10, %bb2 ], [ 10, %bb2 ], [ 2147483647, %bb3 ], [ 0, %rnd5 ]
  br label %bb3
bb13:
  %fcmp33 = fcmp uge double %y, %y
  br i1 %fcmp33, label %bb14, label %rnd15
rnd15:
  %fcmp34 = fcmp oeq double %y, %x
  br i1 %fcmp34, label %bb16, label %bb17, !prof !51
bb18:
  call void @plain_fn()
  br label %rnd19
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @noret_fn()
  br label %bb2, !prof !52
bb24:
  %v184 = load ptr, ptr %q
  %cmp185 = icmp eq ptr %v184, %q
  br i1 %cmp185, label %bb25, label %bb38
rnd53:
  call void @plain_fn()
  invoke void @noret_fn() to label %bb54 unwind label %bb70
bb34:
  br label %bb35
bb15:
  %phi96 = phi i32 [ %m, %rnd14 ]
  %phi97 = phi i32 [ %phi72, %rnd14 ]
  %phi98 = phi i32 [ 2, %rnd14 ]
  %v167 = call i32 @opaque(i32 100)
  switch i32 %v167, label %bb16 [ i32 15, label %bb2 i32 63, label %bb36 i32 24, label %bb45 ]
bb42:
  %phi115 = phi i32 [ %phi72, %bb41 ]
  invoke void @may_throw(i32 0) to label %rnd43 unwind label %bb69
rnd56:
  br i1 false, label %bb58, label %rnd56
rnd19:
  %phi102 = phi i32 [ 3, %rnd18 ], [ %phi73, %bb26 ]
  %phi103 = phi i32 [ %m, %rnd18 ], [ 2147483647, %bb26 ]
  switch i32 %phi72, label %bb20 [ i32 43, label %bb48 i32 33, label %bb20 i32 44, label %bb48 ], !prof !53
bb10:
  %phi84 = phi i32 [ %phi72, %rnd9 ], [ %phi72, %rnd9 ], [ %m, %bb10 ], [ 1, %bb46 ], [ %phi73, %lpad68 ]
  %phi85 = phi i32 [ %m, %rnd9 ], [ %m, %rnd9 ], [ 7, %bb10 ], [ %phi72, %bb46 ], [ %phi73, %lpad68 ]
  %phi86 = phi ptr [ %phi71, %rnd9 ], [ %phi71, %rnd9 ], [ %q, %bb10 ], [ %phi71, %bb46 ], [ %phi71, %lpad68 ]
  switch i32 %phi85, label %bb11 [ i32 -3, label %bb10 i32 61, label %rnd12 ], !prof !54
bb52:
  br label %bb37, !prof !55
rnd12:
  %phi90 = phi i32 [ %phi72, %bb2 ], [ %phi72, %bb2 ], [ %phi72, %bb2 ], [ %phi73, %bb10 ], [ 7, %bb11 ]
  %phi91 = phi i32 [ %phi72, %bb2 ], [ %phi72, %bb2 ], [ %phi72, %bb2 ], [ %phi72, %bb10 ], [ %n, %bb11 ]
  %phi92 = phi ptr [ %q, %bb2 ], [ %q, %bb2 ], [ %q, %bb2 ], [ %phi86, %bb10 ], [ %p, %bb11 ]
  call void @cold_fn()
  switch i32 %phi91, label %rnd13 [ i32 60, label %rnd13 i32 17, label %bb61 i32 47, label %bb20 ]
bb69:
  %lp181 = landingpad { ptr, i32 } cleanup
  br label %bb25
bb39:
  call void @cold_fn()
  br label %bb40
bb11:
  %phi87 = phi i32 [ %phi72, %bb10 ]
  %phi88 = phi i32 [ %n, %bb10 ]
  %phi89 = phi i32 [ %phi85, %bb10 ]
  call void @plain_fn()
  invoke void @noret_fn() to label %rnd12 unwind label %lpad68, !prof !56
bb57:
  %cmp166 = icmp eq i32 %phi72, 45
  br i1 %cmp166, label %bb58, label %bb61
bb25:
  invoke void @may_throw(i32 1) to label %bb26 unwind label %bb69
rnd18:
  %v169 = load ptr, ptr %q
  %cmp170 = icmp ne ptr %v169, %q
  br i1 %cmp170, label %rnd19, label %rnd53
dead64:
  call void @exit(i32 1)
  unreachable
bb70:
  %phi153 = phi ptr [ %q, %rnd53 ]
  %phi154 = phi i32 [ %phi72, %rnd53 ]
  %lp171 = landingpad { ptr, i32 } cleanup
  br label %bb25
bb40:
  %phi114 = phi ptr [ %q, %bb39 ]
  invoke void @may_throw(i32 0) to label %bb44 unwind label %lpad68
bb58:
  %phi134 = phi i32 [ 0, %rnd56 ], [ 10, %bb57 ]
  %phi135 = phi i32 [ 1, %rnd56 ], [ %phi91, %bb57 ]
  %phi136 = phi i32 [ %m, %rnd56 ], [ 2147483647, %bb57 ]
  call void @plain_fn()
  %v178 = and i32 %phi136, 3
  %cmp179 = icmp eq i32 %v178, 0
  br i1 %cmp179, label %bb59, label %bb60, !prof !57
rnd14:
  %phi93 = phi ptr [ %p, %rnd13 ], [ %q, %bb50 ], [ %q, %bb50 ], [ %p, %bb55 ]
  %phi94 = phi i32 [ 7, %rnd13 ], [ %m, %bb50 ], [ %m, %bb50 ], [ 3, %bb55 ]
  %phi95 = phi i32 [ -5, %rnd13 ], [ %phi129, %bb50 ], [ %phi129, %bb50 ], [ 3, %bb55 ]
  br label %bb15
bb17:
  %phi99 = phi i32 [ %phi97, %bb16 ], [ 0, %dead67 ]
  %phi100 = phi i32 [ %phi94, %bb16 ], [ 8, %dead67 ]
  %phi101 = phi ptr [ %p, %bb16 ], [ null, %dead67 ]
  br label %rnd18
bb26:
  callbr void asm sideeffect "", "!i"() to label %rnd27 [label %rnd19]
rnd13:
  call void @plain_fn()
  %v163 = load i32, ptr %p
  %v164 = bitcast i32 100 to i32
  %cmp165 = icmp ne i32 %v164, %v163
  br i1 %cmp165, label %rnd14, label %bb57
bb38:
  %phi111 = phi i32 [ 0, %bb24 ], [ 3, %bb31 ], [ 10, %bb37 ], [ 10, %bb37 ]
  %phi112 = phi i32 [ 2147483647, %bb24 ], [ 0, %bb31 ], [ 3, %bb37 ], [ 3, %bb37 ]
  %phi113 = phi i32 [ 10, %bb24 ], [ %m, %bb31 ], [ 2147483647, %bb37 ], [ 2147483647, %bb37 ]
  switch i64 %k, label %bb39 [ i64 -3, label %bb51 i64 62, label %bb39 ]
bb31:
  br label %bb38
bb2:
  %phi71 = phi ptr [ %p, %bb1 ], [ null, %bb15 ]
  %phi72 = phi i32 [ %n, %bb1 ], [ -5, %bb15 ]
  %phi73 = phi i32 [ 0, %bb1 ], [ %phi95, %bb15 ]
  switch i32 %phi73, label %bb3 [ i32 22, label %rnd12 i32 -1, label %rnd12 i32 15, label %rnd12 i32 34, label %rnd8 ]
bb60:
  %phi140 = phi i32 [ %n, %bb58 ], [ 0, %bb59 ]
  %phi141 = phi i32 [ 7, %bb58 ], [ %phi72, %bb59 ]
  %phi142 = phi i32 [ -2147483648, %bb58 ], [ %phi136, %bb59 ]
  call void @plain_fn()
  br i1 true, label %bb61, label %bb61
bb35:
  br i1 %c0, label %bb36, label %bb21, !prof !58
bb54:
  br label %bb55
bb50:
  %phi131 = phi i32 [ %phi129, %bb49 ]
  %phi132 = phi i32 [ 8, %bb49 ]
  switch i32 %phi131, label %bb51 [ i32 0, label %rnd14 i32 46, label %rnd14 ], !prof !59
bb45:
  %phi120 = phi i32 [ %phi95, %bb15 ], [ 10, %rnd22 ], [ %phi73, %bb30 ], [ %phi72, %bb44 ]
  %phi121 = phi ptr [ %q, %bb15 ], [ null, %rnd22 ], [ %q, %bb30 ], [ %q, %bb44 ]
  %phi122 = phi i32 [ %phi97, %bb15 ], [ %phi72, %rnd22 ], [ %phi72, %bb30 ], [ %phi72, %bb44 ]
  br label %bb46
rnd23:
  br label %bb24
rnd33:
  store i32 %v173, ptr %p
  %cmp175 = icmp ne ptr %p, %p
  br i1 %cmp175, label %bb34, label %bb34
bb32:
  %phi107 = phi i32 [ 100, %bb5 ]
  %phi108 = phi i32 [ -1, %bb5 ]
  %phi109 = phi i32 [ %n, %bb5 ]
  %v186 = call i32 @strcmp(ptr %p, ptr %q)
  %cmp187 = icmp sgt i32 %v186, 3
  br i1 %cmp187, label %rnd33, label %bb51
rnd6:
  %phi78 = phi i32 [ %m, %bb5 ]
  %phi79 = phi i32 [ %n, %bb5 ]
  %phi80 = phi i32 [ %n, %bb5 ]
  call void @plain_fn() cold
  br label %bb7
bb51:
  %phi133 = phi i32 [ %phi76, %rnd4 ], [ 3, %bb32 ], [ -1, %bb38 ], [ %phi73, %bb50 ]
  %v155 = mul i32 %phi133, 3
  %cmp156 = icmp sge i32 %v155, -7
  br i1 %cmp156, label %bb52, label %bb55
rnd27:
  br label %bb28
bb48:
  %phi128 = phi i32 [ %phi72, %rnd19 ], [ %phi72, %rnd19 ], [ %m, %bb47 ]
  %phi129 = phi i32 [ 0, %rnd19 ], [ 0, %rnd19 ], [ -1, %bb47 ]
  call void @plain_fn()
  br label %bb49
bb44:
  %phi119 = phi ptr [ %p, %bb40 ], [ %q, %rnd43 ]
  call void @plain_fn() #1
  %v158 = call i32 @opaque(i32 10)
  switch i32 %v158, label %bb45 [ i32 2087048612, label %rnd8 i32 -1707690087, label %bb46 i32 691532972, label %bb46 i32 482630351, label %rnd8 i32 211929784, label %bb46 ], !prof !60
bb20:
  %phi104 = phi i32 [ -2147483648, %rnd12 ], [ %phi102, %rnd19 ], [ %phi102, %rnd19 ]
  %cmp172 = icmp ult ptr %p, %phi71
  br i1 %cmp172, label %bb21, label %bb29, !prof !61
bb61:
  %phi143 = phi i32 [ 2, %rnd12 ], [ 1, %bb57 ], [ 10, %bb60 ], [ 10, %bb60 ], [ -5, %bb61 ], [ -5, %bb61 ], [ -5, %bb61 ], [ -5, %bb61 ]
  %phi144 = phi i32 [ 7, %rnd12 ], [ 1, %bb57 ], [ 2147483647, %bb60 ], [ 2147483647, %bb60 ], [ 100, %bb61 ], [ 100, %bb61 ], [ 100, %bb61 ], [ 100, %bb61 ]
  %phi145 = phi i32 [ %phi72, %rnd12 ], [ -5, %bb57 ], [ 2, %bb60 ], [ 2, %bb60 ], [ 10, %bb61 ], [ 10, %bb61 ], [ 10, %bb61 ], [ 10, %bb61 ]
  switch i32 0, label %bb61 [ i32 9, label %bb61 i32 1, label %bb61 i32 27, label %bb3 i32 -6, label %bb61 ]
bb5:
  %v182 = load ptr, ptr %p
  %cmp183 = icmp ult ptr %p, %v182
  br i1 %cmp183, label %rnd6, label %bb32
rnd4:
  %phi75 = phi ptr [ %phi71, %bb3 ], [ %p, %dead62 ]
  %phi76 = phi i32 [ -2147483648, %bb3 ], [ %n, %dead62 ]
  %phi77 = phi i32 [ 2147483647, %bb3 ], [ %m, %dead62 ]
  br label %bb51
bb47:
  %phi125 = phi i32 [ -5, %bb46 ]
  %phi126 = phi i32 [ -1, %bb46 ]
  %phi127 = phi i32 [ %phi124, %bb46 ]
  br label %bb48, !prof !62
bb41:
  switch i32 %n, label %bb42 [ i32 15, label %bb55 i32 20, label %rnd43 ]
lpad68:
  %lp162 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() #0
  br label %bb10
rnd8:
  %phi81 = phi i32 [ %phi73, %bb2 ], [ %m, %bb7 ], [ 0, %bb44 ], [ 0, %bb44 ]
  store i32 0, ptr %p
  %v159 = load ptr, ptr %q
  %cmp160 = icmp ult ptr %v159, null
  br i1 %cmp160, label %rnd9, label %bb54, !prof !63
bb16:
  %cmp168 = icmp uge i32 %phi96, -1
  br i1 %cmp168, label %bb17, label %bb21, !prof !64
bb28:
  call void @plain_fn()
  %v173 = and i32 %phi73, 255
  %cmp174 = icmp eq i32 %v173, 1
  br i1 %cmp174, label %bb29, label %rnd33, !prof !65
dead67:
  %phi151 = phi i32 [ %n, %dead62 ]
  %phi152 = phi i32 [ 1, %dead62 ]
  call void @plain_fn()
  %cmp189 = icmp slt i32 %phi151, 44
  br i1 %cmp189, label %dead64, label %bb17
bb30:
  br i1 true, label %bb45, label %bb25, !prof !66
bb7:
  store i32 0, ptr %p
  br label %rnd8, !prof !67
bb59:
  %phi137 = phi i32 [ 0, %bb58 ], [ -5, %bb59 ]
  %phi138 = phi i32 [ 2147483647, %bb58 ], [ 3, %bb59 ]
  %phi139 = phi ptr [ %p, %bb58 ], [ %phi71, %bb59 ]
  %cmp180 = icmp sge i32 %phi137, -7
  br i1 %cmp180, label %bb60, label %bb59
bb37:
  %phi110 = phi i32 [ %phi73, %bb36 ], [ 1, %bb52 ]
  %v157 = call i32 @opaque(i32 %m)
  switch i32 %v157, label %bb38 [ i32 8, label %rnd18 i32 -5, label %rnd18 i32 9, label %bb31 i32 63, label %bb38 ]
bb36:
  br i1 false, label %bb37, label %bb41
bb46:
  %phi123 = phi i32 [ %m, %bb44 ], [ %m, %bb44 ], [ %m, %bb44 ], [ %phi122, %bb45 ]
  %phi124 = phi i32 [ 0, %bb44 ], [ 0, %bb44 ], [ 0, %bb44 ], [ 10, %bb45 ]
  %cmp161 = icmp ne ptr %phi71, null
  br i1 %cmp161, label %bb47, label %bb10
bb66:
  %phi149 = phi i32 [ %n, %bb66 ], [ %n, %bb66 ]
  %phi150 = phi i32 [ 3, %bb66 ], [ 3, %bb66 ]
  switch i32 %phi149, label %bb66 [ i32 -1, label %bb66 i32 45, label %bb65 ]
rnd9:
  %phi82 = phi i32 [ %m, %rnd8 ], [ %phi73, %rnd9 ]
  %phi83 = phi i32 [ %phi73, %rnd8 ], [ %phi73, %rnd9 ]
  call void @plain_fn()
  switch i32 %phi81, label %bb10 [ i32 57, label %rnd9 i32 14, label %bb10 ]
bb3:
  %phi74 = phi i32 [ 2147483647, %bb2 ], [ 2, %bb61 ]
  call void @plain_fn()
  br label %rnd4
dead62:
  %fcmp188 = fcmp false double %x, 0.0
  br i1 %fcmp188, label %rnd4, label %dead67, !prof !68
rnd43:
  %phi116 = phi i32 [ %phi72, %bb41 ], [ 100, %bb42 ]
  %phi117 = phi i32 [ 10, %bb41 ], [ %phi115, %bb42 ]
  %phi118 = phi i32 [ 1, %bb41 ], [ 8, %bb42 ]
  br label %bb44, !prof !69
bb55:
  store i32 10, ptr %p
  %v176 = and i32 %phi73, 2147483648
  %cmp177 = icmp eq i32 %v176, 0
  br i1 %cmp177, label %rnd56, label %rnd14, !prof !70
bb65:
  %phi147 = phi i32 [ %m, %bb66 ]
  %phi148 = phi ptr [ %q, %bb66 ]
  br label %dead63
bb29:
  store i32 2147483647, ptr %q
  switch i32 %phi72, label %bb30 [ i32 47, label %bb36 i32 61, label %rnd22 ]
dead63:
  %phi146 = phi i32 [ -2147483648, %dead63 ], [ -2147483648, %dead63 ], [ 8, %bb65 ]
  switch i64 %k, label %dead63 [ i64 -520137130, label %dead63 ], !prof !71
rnd22:
  br label %bb45
bb49:
  %phi130 = phi i32 [ 0, %bb48 ]
  store i32 -5, ptr %p
  br label %bb50
bb21:
  %phi105 = phi i32 [ 0, %bb16 ], [ %phi104, %bb20 ], [ %phi73, %bb35 ]
  %phi106 = phi i32 [ 10, %bb16 ], [ 0, %bb20 ], [ %phi73, %bb35 ]
  call void @plain_fn()
  call void @noret_fn()
  unreachable
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
rnd54:
  br i1 %c1, label %bb55, label %bb.17.x
bb9:
  br i1 %c0, label %bb10, label %bb6
bb49:
  br i1 %c0, label %rnd50, label %bb55
bb40:
  br i1 %c0, label %bb41, label %bb45
bb31:
  br i1 %c2, label %bb32, label %bb.17.x
rnd21:
  br label %rnd22
rnd27:
  br label %bb28
bb47:
  br label %bb48
dead69:
  switch i32 %m, label %rnd22 [ i32 44, label %bb43 i32 60, label %bb43 i32 17, label %bb43 i32 -6, label %bb33 ]
bb51:
  br label %bb52
rnd11:
  br i1 %c3, label %bb12, label %bb37
bb52:
  switch i32 %n, label %rnd26 [  ]
bb28:
  switch i32 %n, label %rnd29 [ i32 884215473, label %bb.18.x i32 305142627, label %bb.17.x i32 -1792045450, label %bb52 i32 -768744189, label %bb52 i32 -734118116, label %rnd29 i32 -1775776728, label %bb.18.x i32 -536499891, label %bb.18.x ]
rnd23:
  br i1 %c0, label %bb24, label %bb16
bb24:
  br i1 %c3, label %rnd25, label %rnd58
rnd63:
  br label %rnd64
bb48:
  switch i32 %m, label %bb49 [ i32 14, label %bb49 i32 30, label %bb49 i32 29, label %bb49 i32 11, label %bb60 ]
rnd36:
  br i1 %c3, label %bb37, label %bb42
bb12:
  br i1 %c1, label %bb13, label %bb13
bb4:
  switch i64 %k, label %rnd5 [ i64 13, label %rnd53 i64 51, label %rnd54 i64 5, label %rnd3 ]
rnd25:
  br label %rnd26
bb33:
  br label %rnd34
bb60:
  switch i32 %n, label %bb61 [ i32 34, label %rnd64 i32 40, label %bb61 i32 35, label %bb61 i32 37, label %bb61 i32 53, label %bb62 i32 18, label %rnd64 ]
rnd26:
  ret i32 %n
dead67:
  br label %dead68
rnd20:
  switch i32 %m, label %rnd21 [ i32 848749192, label %rnd21 i32 1199552889, label %rnd50 i32 -1449401346, label %rnd21 i32 1565271358, label %rnd50 ]
bb2:
  switch i32 %n, label %rnd3 [ i32 40, label %bb2 i32 13, label %rnd25 i32 55, label %bb2 i32 3, label %rnd25 ]
bb30:
  br label %bb31
bb43:
  switch i64 %k, label %rnd46 [ i64 -8, label %rnd54 i64 39, label %bb43 ]
bb14:
  br i1 %c3, label %bb15, label %bb10
rnd34:
  br label %bb35
bb10:
  switch i32 %m, label %rnd11 [ i32 38, label %bb57 i32 49, label %bb32 i32 28, label %bb.17.x ]
bb39:
  br label %bb40
bb.18.x:
  switch i64 %k, label %rnd19 [ i64 27, label %bb7 i64 -1, label %bb15 i64 13, label %bb7 ]
bb41:
  unreachable
bb.17.x:
  br i1 %c0, label %bb.18.x, label %bb60
bb37:
  br label %bb38
rnd5:
  switch i32 %n, label %bb4 [ i32 36, label %bb55 ]
bb16:
  br label %bb.17.x
bb45:
  br i1 %c1, label %rnd46, label %rnd53
rnd56:
  br i1 %c0, label %bb57, label %rnd63
bb59:
  ret i32 %n
bb55:
  br i1 %c0, label %rnd56, label %rnd63
rnd50:
  br i1 %c3, label %bb51, label %rnd64
bb65:
  switch i32 %m, label %dead67 [ i32 29, label %bb15 i32 32, label %dead67 i32 27, label %dead67 i32 41, label %bb45 i32 62, label %bb15 ]
rnd53:
  br i1 %c0, label %rnd54, label %bb40
bb7:
  br i1 %c2, label %bb8, label %bb41
bb42:
  br i1 %c1, label %bb43, label %bb15
rnd46:
  br i1 %c1, label %bb47, label %bb57
bb61:
  switch i32 %m, label %bb62 [ i32 52, label %rnd63 i32 11, label %bb62 i32 44, label %rnd64 ]
bb38:
  br label %bb52
rnd58:
  br label %bb59
bb44:
  switch i32 %n, label %rnd26 [ i32 -1946055632, label %rnd53 i32 80496112, label %rnd26 i32 -1385564501, label %rnd26 i32 -858471778, label %rnd53 ]
bb6:
  switch i64 %k, label %rnd5 [ i64 6, label %bb2 i64 11, label %bb2 i64 48, label %bb2 i64 12, label %bb2 i64 14, label %bb2 ]
bb62:
  br label %rnd63
bb66:
  br label %dead67
dead68:
  unreachable
bb15:
  br i1 %c1, label %bb16, label %bb8
bb32:
  br i1 %c1, label %bb33, label %bb12
rnd3:
  switch i32 %n, label %bb4 [ i32 56, label %bb14 i32 18, label %bb14 i32 63, label %bb57 i32 -4, label %bb57 i32 33, label %bb43 i32 53, label %bb14 ]
bb13:
  switch i32 %m, label %bb14 [ i32 41, label %bb10 i32 13, label %bb9 i32 37, label %bb9 i32 -4, label %rnd54 i32 24, label %rnd54 ]
rnd29:
  br label %bb30
bb8:
  switch i32 %n, label %bb9 [ i32 2063594612, label %bb61 i32 7670391, label %rnd5 i32 -1629505492, label %bb24 ]
rnd19:
  br i1 %c2, label %rnd20, label %bb.18.x
bb57:
  switch i32 %n, label %rnd58 [ i32 42, label %bb57 i32 62, label %bb57 i32 17, label %bb57 i32 16, label %bb57 ]
rnd64:
  switch i64 %k, label %rnd64 [ i64 -4, label %rnd64 i64 25, label %rnd23 i64 46, label %rnd64 ]
bb35:
  br i1 %c1, label %rnd36, label %rnd46
rnd22:
  br i1 %c2, label %rnd23, label %rnd5
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  store i32 %n, ptr %p
  br label %bb3
bb2:
  call void @plain_fn()
  %v24 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 7) [ "deopt"(i32 %m) ]
  ret i32 %v24
bb3:
  br i1 %c1, label %bb4, label %bb2
bb4:
  %v16 = or i1 %c2, %c3
  br i1 %v16, label %bb6, label %bb5
bb5:
  invoke void @cold_fn() to label %bb7 unwind label %lpad14
bb6:
  call void @plain_fn()
  %v17 = call i32 @opaque(i32 %n)
  switch i32 %v17, label %bb5 [ i32 11, label %bb3 ]
bb7:
  %cmp19 = icmp eq ptr %q, %p
  br i1 %cmp19, label %bb8, label %irr9
bb8:
  switch i32 %n, label %irr9 [ i32 51, label %bb6 ], !prof !72
irr9:
  call void @plain_fn()
  invoke void @may_throw(i32 0) to label %bb10 unwind label %bb15
bb10:
  call void @plain_fn()
  %v21 = load ptr, ptr %q
  %cmp22 = icmp sgt ptr %v21, null
  br i1 %cmp22, label %bb11, label %bb12
bb11:
  %v23 = load ptr, ptr %p
  indirectbr ptr %v23, [ label %bb2 ]
bb12:
  br label %bb8
dead13:
  ret i32 %n
lpad14:
  %lp18 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  br label %bb11
bb15:
  %lp20 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  br label %bb6
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb13, !prof !73
bb13:
  call void @plain_fn()
  switch i32 %m, label %bb17 [ i32 17, label %bb17 i32 27, label %bb14 i32 33, label %bb15 i32 48, label %bb9 i32 31, label %bb17 ]
bb15:
  %v52 = load ptr, ptr %q
  %cmp53 = icmp ne ptr %q, %v52
  br i1 %cmp53, label %bb16, label %early8, !prof !74
bb22:
  %phi49 = phi i32 [ %phi35, %bb11 ]
  %phi50 = phi i32 [ -1, %bb11 ]
  %lp55 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() #1
  br label %header5
bb11:
  %phi35 = phi i32 [ 1, %early8 ], [ 1, %early8 ], [ %phi37, %bb12 ]
  %phi36 = phi i32 [ 10, %early8 ], [ 10, %early8 ], [ %phi38, %bb12 ]
  invoke void @cold_fn() to label %bb10 unwind label %bb22
bb10:
  %phi34 = phi i32 [ 10, %early8 ], [ %phi35, %bb11 ]
  br label %bb12, !prof !75
bb20:
  %lp57 = landingpad { ptr, i32 } cleanup
  call void @exit(i32 1)
  br label %bb4, !prof !76
bb16:
  %cmp54 = icmp eq ptr %v52, %p
  br i1 %cmp54, label %bb19, label %early8, !prof !77
bb19:
  %phi46 = phi i32 [ %n, %bb16 ]
  br label %bb18
bb12:
  %phi37 = phi i32 [ %phi34, %bb10 ]
  %phi38 = phi i32 [ 0, %bb10 ]
  %phi39 = phi i32 [ 2147483647, %bb10 ]
  indirectbr ptr blockaddress(@f9, %bb11), [ label %bb11, label %bb17 ]
header5:
  switch i32 %n, label %self7 [ i32 23, label %bb4 ], !prof !78
bb9:
  %phi33 = phi i32 [ 1, %early8 ], [ 100, %bb13 ]
  call void @plain_fn()
  call void @noret_fn()
  unreachable
bb18:
  %phi43 = phi i32 [ %phi40, %bb17 ], [ %phi40, %bb17 ], [ %n, %bb19 ]
  %phi44 = phi i32 [ 1, %bb17 ], [ 1, %bb17 ], [ -5, %bb19 ]
  %phi45 = phi i32 [ 8, %bb17 ], [ 8, %bb17 ], [ %m, %bb19 ]
  br label %bb17
bb3:
  %phi23 = phi i32 [ %n, %bb4 ]
  %phi24 = phi i32 [ %n, %bb4 ]
  %phi25 = phi i32 [ %phi27, %bb4 ]
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %bb2 [label %bb2]
bb14:
  %fcmp51 = fcmp oeq double %x, %x
  br i1 %fcmp51, label %bb15, label %early8
early8:
  call void @plain_fn()
  switch i32 %m, label %bb10 [ i32 -5, label %bb11 i32 7, label %bb11 i32 24, label %bb9 ]
bb4:
  %phi26 = phi ptr [ %q, %header5 ], [ %p, %bb20 ]
  %phi27 = phi i32 [ 1, %header5 ], [ -2147483648, %bb20 ]
  %phi28 = phi ptr [ %p, %header5 ], [ %q, %bb20 ]
  br label %bb3, !prof !79
bb2:
  store i32 %phi24, ptr %p
  br label %early8
lpad21:
  %phi47 = phi i32 [ %phi30, %self7 ]
  %phi48 = phi i32 [ %phi30, %self7 ]
  %lp56 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() cold
  br label %bb6
self7:
  %phi30 = phi i32 [ -2147483648, %header5 ], [ %phi30, %self7 ]
  %phi31 = phi i32 [ 3, %header5 ], [ 2147483647, %self7 ]
  %phi32 = phi i32 [ %m, %header5 ], [ 100, %self7 ]
  invoke void @cold_fn() to label %self7 unwind label %lpad21
bb6:
  %phi29 = phi i32 [ 1, %bb17 ], [ 1, %bb17 ], [ %phi47, %lpad21 ]
  invoke void @may_throw(i32 1) to label %header5 unwind label %bb20, !prof !80
bb17:
  %phi40 = phi i32 [ %phi34, %bb12 ], [ 100, %bb13 ], [ 100, %bb13 ], [ 100, %bb13 ], [ %phi45, %bb18 ]
  %phi41 = phi i32 [ -1, %bb12 ], [ -2147483648, %bb13 ], [ -2147483648, %bb13 ], [ -2147483648, %bb13 ], [ 1, %bb18 ]
  %phi42 = phi ptr [ null, %bb12 ], [ %q, %bb13 ], [ %q, %bb13 ], [ %q, %bb13 ], [ null, %bb18 ]
  switch i32 %n, label %bb14 [ i32 36, label %bb18 i32 34, label %early8 i32 9, label %bb6 i32 58, label %bb18 i32 41, label %early8 i32 59, label %bb6 ]
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

!0 = !{!"branch_weights", i32 4294966833, i32 4294966801}
!1 = !{!"branch_weights", i32 0}
!2 = !{!"branch_weights", i32 4294966360, i32 4294966890, i32 4294966854}
!3 = !{!"branch_weights", i32 4294967023}
!4 = !{!"branch_weights", i32 4294967199}
!5 = !{!"branch_weights", i32 4294966885}
!6 = !{!"branch_weights", i32 0, i32 0, i32 0}
!7 = !{!"branch_weights", i32 0}
!8 = !{!"branch_weights", i32 49}
!9 = !{!"branch_weights", i32 4294967295, i32 1}
!10 = !{!"branch_weights", i32 23, i32 92, i32 44}
!11 = !{!"branch_weights", i32 4294966327, i32 4294966958, i32 4294967110, i32 4294966335}
!12 = !{!"branch_weights", i32 4294966362, i32 4294966331}
!13 = !{!"branch_weights", i32 377}
!14 = !{!"branch_weights", i32 1048576}
!15 = !{!"branch_weights", i32 4294966647}
!16 = !{!"branch_weights", i32 548, i32 557}
!17 = !{!"branch_weights", i32 0, i32 0}
!18 = !{!"branch_weights", i32 22, i32 51}
!19 = !{!"branch_weights", i32 70, i32 9}
!20 = !{!"branch_weights", i32 90}
!21 = !{!"branch_weights", i32 4294966601, i32 4294967273}
!22 = !{!"branch_weights", i32 60}
!23 = !{!"branch_weights", i32 2000}
!24 = !{!"branch_weights", i32 2147483648, i32 1431655766, i32 0}
!25 = !{!"branch_weights", i32 4294966837}
!26 = !{!"branch_weights", i32 0, i32 0}
!27 = !{!"branch_weights", i32 4294967295, i32 0}
!28 = !{!"branch_weights", i32 0, i32 0}
!29 = !{!"branch_weights", i32 2147483649, i32 2147483649}
!30 = !{!"branch_weights", i32 1, i32 4294967295}
!31 = !{!"branch_weights", i32 0, i32 0}
!32 = !{!"branch_weights", i32 0, i32 1, i32 1, i32 0, i32 2000}
!33 = !{!"branch_weights", i32 4294966605, i32 4294967026}
!34 = !{!"branch_weights", i32 0, i32 0}
!35 = !{!"branch_weights", i32 0, i32 1}
!36 = !{!"branch_weights", i32 87, i32 5, i32 72}
!37 = !{!"branch_weights", i32 0, i32 0}
!38 = !{!"branch_weights", i32 81, i32 3, i32 94}
!39 = !{!"branch_weights", i32 4294967030}
!40 = !{!"branch_weights", i32 4294967295}
!41 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 2000, i32 1}
!42 = !{!"branch_weights", i32 0, i32 0, i32 847, i32 0, i32 0}
!43 = !{!"branch_weights", i32 2000, i32 1}
!44 = !{!"branch_weights", i32 0}
!45 = !{!"branch_weights", i32 4294967295}
!46 = !{!"branch_weights", i32 0}
!47 = !{!"branch_weights", i32 4294967230, i32 4294966953, i32 4294966788, i32 4294966915, i32 4294967015}
!48 = !{!"branch_weights", i32 4294966991, i32 4294967136, i32 4294966856, i32 4294967028, i32 4294966406}
!49 = !{!"branch_weights", i32 33, i32 70}
!50 = !{!"branch_weights", i32 4294966915, i32 4294966791}
!51 = !{!"branch_weights", i32 65, i32 93}
!52 = !{!"branch_weights", i32 0}
!53 = !{!"branch_weights", i32 1, i32 1, i32 4294967295, i32 2147483648}
!54 = !{!"branch_weights", i32 4294966752, i32 4294967036, i32 4294966553}
!55 = !{!"branch_weights", i32 0}
!56 = !{!"branch_weights", i32 43}
!57 = !{!"branch_weights", i32 2147483648, i32 2147483648}
!58 = !{!"branch_weights", i32 0, i32 0}
!59 = !{!"branch_weights", i32 0, i32 0, i32 0}
!60 = !{!"branch_weights", i32 4294967295, i32 0, i32 1, i32 0, i32 0, i32 0}
!61 = !{!"branch_weights", i32 0, i32 0}
!62 = !{!"branch_weights", i32 2147483648}
!63 = !{!"branch_weights", i32 4294967295, i32 1}
!64 = !{!"branch_weights", i32 0, i32 0}
!65 = !{!"branch_weights", i32 5, i32 68}
!66 = !{!"branch_weights", i32 37, i32 82}
!67 = !{!"branch_weights", i32 0}
!68 = !{!"branch_weights", i32 0, i32 2000}
!69 = !{!"branch_weights", i32 874}
!70 = !{!"branch_weights", i32 4294967295, i32 2147483648}
!71 = !{!"branch_weights", i32 0, i32 0}
!72 = !{!"branch_weights", i32 1, i32 4294967295}
!73 = !{!"branch_weights", i32 227}
!74 = !{!"branch_weights", i32 0, i32 1}
!75 = !{!"branch_weights", i32 0}
!76 = !{!"branch_weights", i32 4294967295}
!77 = !{!"branch_weights", i32 1048576, i32 1}
!78 = !{!"branch_weights", i32 0, i32 0}
!79 = !{!"branch_weights", i32 0}
!80 = !{!"branch_weights", i32 2147483649, i32 0}
