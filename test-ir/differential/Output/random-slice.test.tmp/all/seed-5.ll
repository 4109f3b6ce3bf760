; freqpath random IR: seed=5 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb56
bb42:
  br label %bb41
bb100:
  br label %bb99
bb66:
  br label %bb65
bb87:
  br i1 %c0, label %bb86, label %bb86
bb41:
  switch i32 %n, label %bb40 [ i32 55, label %bb41 i32 23, label %bb45 i32 -2, label %if46 i32 17, label %bb41 ]
bb52:
  br i1 %c3, label %bb13, label %bb13
if38:
  br i1 %c2, label %bb39, label %bb53
chain35:
  br label %join18
bb56:
  br i1 %c0, label %bb57, label %if77
bb39:
  br i1 %c2, label %bb41, label %bb48
latch70:
  br i1 %c1, label %header69, label %join59
bb90:
  switch i32 %n, label %bb100 [ i32 31, label %if15 i32 57, label %if15 i32 41, label %if15 i32 56, label %if15 i32 52, label %if15 ]
bb19:
  br i1 %c2, label %bb20, label %bb28
header85:
  br i1 %c2, label %if15, label %bb86
bb-8:
  br label %chain7
bb64:
  br i1 %c0, label %join63, label %bb64
chain5:
  br label %bb2
chain89:
  br label %bb88
bb74:
  switch i32 %n, label %bb73 [ i32 19, label %bb74 i32 17, label %bb74 i32 27, label %self75 i32 30, label %bb74 i32 63, label %bb74 ]
header30:
  br i1 %c0, label %bb31, label %bb29
bb54:
  switch i32 %n, label %bb13 [ i32 13, label %bb55 ]
bb55:
  br i1 %c2, label %bb54, label %bb54
chain94:
  br label %chain93
latch34:
  br i1 %c1, label %bb29, label %counter32
bb53:
  br label %bb52
header69:
  br i1 %c3, label %bb71, label %join59
join18:
  br label %bb13
bb4:
  ret i32 0
bb29:
  br label %join18
bb65:
  br i1 %c3, label %join63, label %join63
bb73:
  br i1 %c3, label %bb71, label %latch70
bb37:
  br label %chain36
bb86:
  br i1 %c0, label %header85, label %chain89
chain7:
  br label %early3
bb47:
  br label %bb41
if46:
  switch i32 %n, label %bb47 [ i32 48, label %bb47 i32 10, label %bb47 i32 -6, label %bb47 i32 -2, label %bb47 ]
bb11:
  br label %bb10
bb50:
  switch i32 %m, label %bb51 [ i32 -2, label %bb48 i32 8, label %latch49 ]
bb68:
  br label %chain67
chain93:
  br label %bb92
chain67:
  br label %bb66
counter32:
  switch i32 %n, label %latch34 [ i32 31, label %bb20 i32 49, label %bb33 i32 20, label %bb33 i32 62, label %bb20 ]
bb57:
  br i1 %c0, label %if58, label %chain76
early3:
  br i1 %c3, label %chain6, label %bb4
bb20:
  switch i32 %n, label %join18 [ i32 -1, label %bb27 i32 -2, label %early21 ]
bb98:
  switch i64 %k, label %chain97 [  ]
chain6:
  br label %chain5
bb23:
  br label %bb20
join59:
  br label %if15
bb33:
  br label %counter32
early_exit83:
  ret i32 %n
bb45:
  switch i64 %k, label %bb44 [  ]
if77:
  br i1 %c1, label %bb78, label %bb90
bb78:
  br i1 %c3, label %counter79, label %header85
bb40:
  br label %bb13
bb9:
  br label %bb-8
bb92:
  br label %chain91
_96:
  br label %bb95
chain97:
  br label %_96
chain36:
  br label %chain35
bb62:
  br i1 %c3, label %bb64, label %bb68
bb71:
  br i1 %c1, label %bb74, label %bb72
bb17:
  br i1 %c3, label %bb19, label %bb37
chain12:
  br label %bb11
bb60:
  br i1 %c1, label %bb62, label %bb61
bb24:
  switch i32 %m, label %bb23 [  ]
bb99:
  br label %bb98
counter79:
  switch i64 %k, label %early82 [ i64 43, label %bb80 ]
bb28:
  switch i64 %k, label %header30 [ i64 3, label %header30 i64 61, label %bb29 i64 12, label %counter32 i64 1, label %bb29 ]
bb27:
  br label %chain26
bb10:
  br label %bb9
bb81:
  br i1 %c1, label %counter79, label %if15
bb48:
  br i1 %c0, label %bb40, label %bb50
early82:
  br i1 %c2, label %early_exit83, label %_84
chain76:
  br label %if15
bb72:
  br label %bb71
bb25:
  br i1 %c2, label %bb24, label %bb24
bb43:
  br label %bb42
if58:
  br i1 %c0, label %bb60, label %header69
self75:
  br i1 %c3, label %self75, label %bb74
if15:
  br i1 %c3, label %bb13, label %bb16
bb95:
  br label %chain94
latch49:
  switch i32 %n, label %bb40 [ i32 25, label %bb48 i32 55, label %bb40 i32 33, label %bb48 ]
early21:
  br i1 %c3, label %bb20, label %bb22
bb44:
  br label %bb43
bb13:
  br i1 %c0, label %bb14, label %chain12
bb16:
  switch i32 %n, label %bb17 [ i32 -4, label %bb54 i32 62, label %bb54 i32 58, label %bb72 i32 36, label %bb17 i32 4, label %if38 i32 1, label %bb72 ]
bb22:
  ret i32 0
bb88:
  switch i32 %n, label %bb87 [ i32 528725000, label %bb86 i32 1290082144, label %bb86 ]
chain26:
  br label %bb25
bb2:
  ret i32 0
bb14:
  br i1 %c0, label %bb13, label %chain12
join63:
  br label %join59
bb80:
  br label %bb81
chain91:
  br label %if15
bb31:
  br i1 %c2, label %header30, label %header30
bb51:
  switch i32 %m, label %bb50 [ i32 17, label %bb50 i32 34, label %header69 i32 37, label %header69 ]
_84:
  br i1 %c2, label %bb81, label %_84
bb61:
  ret i32 %n
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %if56
bb2:
  call void @plain_fn()
  call void @plain_fn() #1
  ret i32 %phi87
bb3:
  %phi86 = phi i32 [ %phi87, %latch5 ], [ %phi140, %bb12 ]
  %phi87 = phi i32 [ %phi88, %latch5 ], [ %phi135, %bb12 ]
  %phi88 = phi i32 [ %phi134, %latch5 ], [ 100, %bb12 ]
  invoke void @cold_fn() to label %bb4 unwind label %lpad80
bb4:
  %phi89 = phi i32 [ %phi116, %bb3 ]
  switch i32 %phi140, label %latch5 [  ]
latch5:
  %phi90 = phi i32 [ %phi102, %bb4 ], [ 7, %bb8 ], [ %n, %bb73 ], [ %n, %bb73 ], [ %n, %bb73 ]
  call void @cold_fn()
  %cmp218 = icmp eq i32 %phi163, 0
  br i1 %cmp218, label %bb2, label %bb3
bb6:
  %phi91 = phi ptr [ %phi141, %lpad80 ]
  %phi92 = phi i32 [ 7, %lpad80 ]
  %phi93 = phi ptr [ %phi101, %lpad80 ]
  br i1 %c2, label %bb7, label %bb11
bb7:
  store i32 %n, ptr %p
  ret i32 %phi136
bb8:
  br label %latch5
bb9:
  %phi94 = phi ptr [ %p, %bb10 ], [ %p, %bb75 ]
  br label %bb8
bb10:
  %phi95 = phi i32 [ 100, %bb11 ]
  %phi96 = phi i32 [ 100, %bb11 ]
  %phi97 = phi i32 [ 7, %bb11 ]
  br label %bb9
bb11:
  call void @plain_fn() #0
  br label %bb10
bb12:
  %phi98 = phi i32 [ %phi143, %chain13 ]
  invoke void @noret_fn() to label %bb3 unwind label %bb81
chain13:
  br label %bb12
bb14:
  %phi99 = phi ptr [ %p, %bb15 ], [ %p, %bb16 ], [ %p, %bb16 ], [ %p, %bb18 ], [ null, %bb76 ]
  %phi100 = phi i32 [ -1, %bb15 ], [ %phi130, %bb16 ], [ %phi130, %bb16 ], [ %phi130, %bb18 ], [ 8, %bb76 ]
  %phi101 = phi ptr [ null, %bb15 ], [ %q, %bb16 ], [ %q, %bb16 ], [ null, %bb18 ], [ null, %bb76 ]
  %cmp211 = icmp ne i32 %phi100, 17
  br i1 %cmp211, label %bb15, label %bb16
bb15:
  call void @plain_fn()
  br label %bb14
bb16:
  %phi102 = phi i32 [ -1, %bb14 ], [ %n, %bb74 ]
  switch i32 %phi142, label %chain13 [ i32 60, label %chain13 i32 39, label %bb14 i32 3, label %bb14 i32 14, label %chain13 ]
bb17:
  %cmp205 = icmp ult ptr %p, null
  br i1 %cmp205, label %if19, label %chain25
bb18:
  %phi103 = phi i32 [ 1, %bb20 ], [ 100, %bb24 ], [ 0, %chain25 ]
  invoke void @noret_fn() to label %bb14 unwind label %lpad82
if19:
  %phi104 = phi i32 [ -2147483648, %bb17 ]
  %cmp206 = icmp ne ptr %phi162, null
  br i1 %cmp206, label %bb20, label %bb22
bb20:
  %phi105 = phi i32 [ %phi142, %if19 ]
  %phi106 = phi i32 [ %phi115, %if19 ]
  %v207 = mul i32 %phi163, 2
  %v208 = add i32 %v207, 4
  %cmp209 = icmp sge i32 %v208, 31
  br i1 %cmp209, label %bb18, label %bb21, !prof !0
bb21:
  %phi107 = phi i32 [ -1, %bb20 ]
  call void @plain_fn()
  call void @plain_fn() cold
  unreachable
bb22:
  %phi108 = phi i32 [ 1, %if19 ], [ %phi110, %bb24 ]
  %phi109 = phi i32 [ 8, %if19 ], [ %phi115, %bb24 ]
  %phi110 = phi i32 [ 3, %if19 ], [ %phi111, %bb24 ]
  switch i32 %phi115, label %bb23 [ i32 43, label %bb24 ]
bb23:
  br label %bb24
bb24:
  %phi111 = phi i32 [ -1, %bb22 ], [ %phi142, %bb23 ]
  %phi112 = phi i32 [ 8, %bb22 ], [ %phi116, %bb23 ]
  callbr void asm sideeffect "", "!i"() to label %bb18 [label %bb22]
chain25:
  br label %bb18
bb26:
  %phi113 = phi i32 [ %phi133, %if27 ], [ 1, %bb29 ]
  br label %bb17
if27:
  %phi114 = phi i32 [ %phi138, %latch40 ]
  %phi115 = phi i32 [ 100, %latch40 ]
  %phi116 = phi i32 [ %phi137, %latch40 ]
  %v200 = call i32 @not_a_libcall(ptr %q, ptr %q)
  %cmp201 = icmp eq i32 %v200, 1
  br i1 %cmp201, label %bb28, label %bb26
bb28:
  %phi117 = phi i32 [ -5, %if27 ]
  %cmp202 = icmp ne ptr %phi132, null
  br i1 %cmp202, label %bb32, label %header33
bb29:
  br label %bb26
bb30:
  %phi118 = phi i32 [ 0, %bb31 ]
  %phi119 = phi ptr [ %phi141, %bb31 ]
  %phi120 = phi i32 [ 100, %bb31 ]
  store i32 %phi144, ptr %p
  br label %bb29
bb31:
  %phi121 = phi i32 [ %n, %bb32 ], [ %n, %bb32 ]
  %phi122 = phi ptr [ %phi161, %bb32 ], [ %phi161, %bb32 ]
  call void @plain_fn() #1
  br label %bb30
bb32:
  %cmp204 = icmp eq i32 %phi137, 18
  br i1 %cmp204, label %bb31, label %bb31
header33:
  %phi123 = phi i32 [ 1, %bb28 ], [ %phi142, %bb34 ], [ -1, %bb75 ]
  %phi124 = phi i32 [ 10, %bb28 ], [ %m, %bb34 ], [ 7, %bb75 ]
  %phi125 = phi i32 [ %phi134, %bb28 ], [ 3, %bb34 ], [ -2147483648, %bb75 ]
  %cmp203 = icmp eq ptr %phi161, %p
  br i1 %cmp203, label %if35, label %bb29
bb34:
  %phi126 = phi ptr [ %p, %bb36 ]
  call void @plain_fn()
  br label %header33
if35:
  %phi127 = phi ptr [ null, %header33 ], [ %p, %bb77 ], [ %p, %bb78 ], [ %p, %bb78 ]
  %phi128 = phi i32 [ %phi163, %header33 ], [ %n, %bb77 ], [ 1, %bb78 ], [ 1, %bb78 ]
  call void @plain_fn()
  switch i32 %phi137, label %bb36 [ i32 -3, label %bb36 i32 16, label %bb36 i32 60, label %bb36 i32 12, label %bb36 ]
bb36:
  br label %bb34
bb37:
  call void @cold_fn()
  indirectbr ptr blockaddress(@f1, %header39), [ label %bb38, label %header39 ]
bb38:
  call void @noret_fn()
  call void @plain_fn()
  unreachable
header39:
  %phi129 = phi i32 [ %phi163, %bb37 ], [ 7, %latch40 ], [ 7, %bb41 ], [ 2, %bb77 ]
  %phi130 = phi i32 [ %phi144, %bb37 ], [ -1, %latch40 ], [ %phi142, %bb41 ], [ 100, %bb77 ]
  %phi131 = phi i32 [ 2, %bb37 ], [ 2147483647, %latch40 ], [ 1, %bb41 ], [ 3, %bb77 ]
  br label %bb41
latch40:
  %phi132 = phi ptr [ %p, %bb41 ]
  %phi133 = phi i32 [ -2147483648, %bb41 ]
  %phi134 = phi i32 [ %phi137, %bb41 ]
  callbr void asm sideeffect "", "!i"() to label %if27 [label %header39]
bb41:
  %phi135 = phi i32 [ -5, %header39 ]
  call void @plain_fn()
  %cmp199 = icmp sgt i32 %phi129, 10
  br i1 %cmp199, label %latch40, label %header39
bb42:
  %phi136 = phi i32 [ %phi136, %reset43 ], [ %phi136, %reset43 ], [ 0, %bb44 ], [ 1, %bb57 ], [ 3, %bb72 ], [ 7, %bb76 ]
  %phi137 = phi i32 [ %phi163, %reset43 ], [ %phi163, %reset43 ], [ %phi137, %bb44 ], [ 0, %bb57 ], [ %m, %bb72 ], [ %n, %bb76 ]
  %phi138 = phi i32 [ -1, %reset43 ], [ -1, %reset43 ], [ %phi136, %bb44 ], [ %n, %bb57 ], [ %m, %bb72 ], [ 0, %bb76 ]
  call void @plain_fn() #0
  invoke void @noret_fn() to label %bb45 unwind label %bb83
reset43:
  %cmp193 = icmp ule i32 %phi163, 1
  br i1 %cmp193, label %bb42, label %bb42
bb44:
  %phi139 = phi ptr [ %phi162, %bb45 ], [ %phi162, %bb45 ]
  %phi140 = phi i32 [ %phi143, %bb45 ], [ %phi143, %bb45 ]
  %phi141 = phi ptr [ %q, %bb45 ], [ %q, %bb45 ]
  invoke void @may_throw(i32 1) to label %bb42 unwind label %lpad84
bb45:
  %phi142 = phi i32 [ -5, %bb42 ], [ %n, %bb46 ], [ %m, %bb78 ]
  %phi143 = phi i32 [ %phi138, %bb42 ], [ %phi163, %bb46 ], [ 0, %bb78 ]
  %phi144 = phi i32 [ %m, %bb42 ], [ %phi138, %bb46 ], [ 100, %bb78 ]
  %v194 = call i32 @opaque(i32 %phi160)
  switch i32 %v194, label %bb44 [ i32 -8, label %counter47 i32 -1, label %bb44 ]
bb46:
  br label %bb45
counter47:
  %phi145 = phi i32 [ %m, %bb45 ], [ %phi145, %bb49 ]
  %phi146 = phi i32 [ %phi160, %bb45 ], [ 3, %bb49 ]
  %phi147 = phi i32 [ %phi143, %bb45 ], [ %phi142, %bb49 ]
  br i1 %c0, label %bb50, label %reset48
reset48:
  %phi148 = phi i32 [ %phi147, %counter47 ]
  br label %bb49
bb49:
  %v196 = call i32 @opaque(i32 2147483647)
  %cmp197 = icmp ugt i32 %v196, -7
  br i1 %cmp197, label %counter47, label %bb46
bb50:
  %phi149 = phi ptr [ %phi162, %counter47 ]
  %phi150 = phi i32 [ 1, %counter47 ]
  %phi151 = phi i32 [ %phi160, %counter47 ]
  call void @plain_fn()
  %fcmp195 = fcmp true double %x, %x
  br i1 %fcmp195, label %bb55, label %join51
join51:
  %phi152 = phi i32 [ 10, %bb50 ], [ %phi142, %bb52 ], [ 3, %bb74 ]
  %phi153 = phi i32 [ %m, %bb50 ], [ 0, %bb52 ], [ %m, %bb74 ]
  %phi154 = phi i32 [ 8, %bb50 ], [ 2147483647, %bb52 ], [ 0, %bb74 ]
  call void @plain_fn() #0
  br label %bb49
bb52:
  br label %join51
bb53:
  br label %bb52
bb54:
  %phi155 = phi i32 [ 0, %bb55 ]
  %phi156 = phi i32 [ 100, %bb55 ]
  br label %bb53
bb55:
  %phi157 = phi i32 [ 2, %bb50 ]
  %phi158 = phi ptr [ %phi161, %bb50 ]
  %phi159 = phi i32 [ %phi150, %bb50 ]
  store i32 -1, ptr %p
  br label %bb54
if56:
  %phi160 = phi i32 [ %m, %bb1 ]
  %phi161 = phi ptr [ %q, %bb1 ]
  %phi162 = phi ptr [ %q, %bb1 ]
  %fcmp186 = fcmp olt double %y, 0x7FF0000000000000
  br i1 %fcmp186, label %bb58, label %early70
bb57:
  %phi163 = phi i32 [ %phi160, %bb61 ], [ 10, %bb62 ], [ %phi173, %bb65 ], [ -5, %latch66 ], [ -1, %early70 ]
  %phi164 = phi i32 [ -2147483648, %bb61 ], [ %n, %bb62 ], [ 1, %bb65 ], [ 0, %latch66 ], [ 100, %early70 ]
  store i32 1, ptr %q
  br label %bb42
bb58:
  invoke void @cold_fn() to label %bb59 unwind label %bb85
bb59:
  %phi165 = phi i32 [ 0, %bb58 ]
  %phi166 = phi i32 [ 0, %bb58 ]
  %phi167 = phi i32 [ 8, %bb58 ]
  %v188 = shl i32 %phi165, 1
  %cmp189 = icmp ne i32 %v188, 20
  br i1 %cmp189, label %bb61, label %early_exit60
early_exit60:
  %phi168 = phi i32 [ %phi166, %bb59 ]
  %phi169 = phi i32 [ 3, %bb59 ]
  call void @noret_fn()
  %v190 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %phi168) [ "deopt"(i32 %phi160) ]
  ret i32 %v190
bb61:
  %phi170 = phi i32 [ %n, %bb59 ]
  %cmp191 = icmp ugt i32 %phi170, 10
  br i1 %cmp191, label %bb62, label %bb57
bb62:
  indirectbr ptr %q, [ label %bb63, label %bb57 ]
bb63:
  %cmp219 = icmp eq i32 %phi170, -8
  br i1 %cmp219, label %bb62, label %bb64
bb64:
  %phi171 = phi i32 [ 8, %bb63 ]
  ret i32 %phi167
bb65:
  %phi172 = phi i32 [ 2, %latch66 ], [ %phi174, %bb69 ], [ 1, %bb85 ]
  %phi173 = phi i32 [ %phi160, %latch66 ], [ %phi178, %bb69 ], [ %phi160, %bb85 ]
  %v215 = load ptr, ptr %q
  indirectbr ptr %v215, [ label %bb57, label %bb67 ]
latch66:
  call void @plain_fn() #0
  %v213 = add i32 %m, 1
  %cmp214 = icmp ult i32 %v213, 5
  br i1 %cmp214, label %bb57, label %bb65
bb67:
  %phi174 = phi i32 [ %phi173, %bb65 ], [ 2, %bb68 ], [ 7, %bb78 ], [ %n, %lpad82 ]
  %phi175 = phi i32 [ 2, %bb65 ], [ %m, %bb68 ], [ -5, %bb78 ], [ 8, %lpad82 ]
  %phi176 = phi i32 [ %phi160, %bb65 ], [ %phi178, %bb68 ], [ -5, %bb78 ], [ 1, %lpad82 ]
  %cmp216 = icmp sgt i32 %phi176, -1
  br i1 %cmp216, label %latch66, label %bb69
bb68:
  br label %bb67
bb69:
  %phi177 = phi i32 [ 100, %bb67 ], [ %phi174, %bb69 ]
  %phi178 = phi i32 [ %phi176, %bb67 ], [ 0, %bb69 ]
  %phi179 = phi i32 [ 100, %bb67 ], [ 100, %bb69 ]
  switch i32 %phi175, label %bb69 [ i32 7, label %bb68 i32 58, label %bb65 ]
early70:
  switch i32 %m, label %bb57 [ i32 57, label %early_exit71 ]
early_exit71:
  %phi180 = phi i32 [ %phi160, %early70 ]
  %phi181 = phi i32 [ 7, %early70 ]
  call void @cold_fn()
  ret i32 %phi180
bb72:
  br label %bb42
bb73:
  switch i64 %k, label %latch5 [ i64 71585539, label %dead79 i64 1636390714, label %latch5 i64 1423577776, label %latch5 i64 386476440, label %dead79 ]
bb74:
  indirectbr ptr blockaddress(@f1, %join51), [ label %join51, label %bb16, label %bb23 ]
bb75:
  call void @plain_fn()
  switch i32 %n, label %bb62 [ i32 46, label %bb9 i32 3, label %header33 ]
bb76:
  %v220 = call i32 @opaque(i32 %n)
  switch i32 %v220, label %bb42 [ i32 51, label %bb29 i32 33, label %bb14 ]
bb77:
  indirectbr ptr %q, [ label %if35, label %header39 ]
bb78:
  call void @plain_fn()
  switch i32 %m, label %if35 [ i32 -1, label %bb45 i32 21, label %bb67 i32 28, label %if35 ]
dead79:
  %phi182 = phi i32 [ -2147483648, %bb73 ], [ -2147483648, %bb73 ]
  ret i32 -5
lpad80:
  %phi183 = phi i32 [ 1, %bb3 ]
  %lp217 = landingpad { ptr, i32 } cleanup
  call void @cold_fn()
  br label %bb6
bb81:
  %phi184 = phi i32 [ %n, %bb12 ]
  %lp212 = landingpad { ptr, i32 } cleanup
  br label %latch66
lpad82:
  %phi185 = phi i32 [ 100, %bb18 ]
  %lp210 = landingpad { ptr, i32 } cleanup
  br label %bb67
bb83:
  %lp192 = landingpad { ptr, i32 } cleanup
  store i32 %n, ptr %p
  br label %reset43
lpad84:
  %lp198 = landingpad { ptr, i32 } cleanup
  br label %bb37
bb85:
  %lp187 = landingpad { ptr, i32 } cleanup
  br label %bb65
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb2
bb9:
  call void @plain_fn() #0
  br label %bb10
bb29:
  %lp51 = landingpad { ptr, i32 } cleanup
  br label %bb10
bb18:
  %phi32 = phi i32 [ %m, %bb.17.x ], [ %n, %bb18 ], [ 0, %bb23 ]
  %fcmp47 = fcmp ole double %y, %y
  br i1 %fcmp47, label %bb2, label %bb18
bb24:
  switch i32 %m, label %bb23 [ i32 13, label %bb8 i32 -3, label %bb24 i32 45, label %bb8 i32 41, label %bb8 i32 3, label %bb8 ]
bb15:
  %cmp45 = icmp eq ptr %p, null
  br i1 %cmp45, label %bb16, label %bb6, !prof !1
rnd21:
  %v48 = call i32 @strcasecmp(ptr %q, ptr %q)
  %cmp49 = icmp eq i32 %v48, 1
  br i1 %cmp49, label %bb22, label %bb15
bb28:
  %lp50 = landingpad { ptr, i32 } cleanup
  br label %bb6, !prof !2
rnd3:
  %v36 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 1) [ "deopt"(i32 100) ]
  ret i32 %v36
bb12:
  call void @plain_fn()
  invoke void @noret_fn() to label %bb13 unwind label %bb28, !prof !3
bb22:
  invoke void @noret_fn() to label %bb23 unwind label %bb29
bb11:
  %phi31 = phi i32 [ 7, %bb5 ], [ %n, %bb10 ], [ 3, %bb23 ], [ 3, %bb23 ]
  %v42 = load i64, ptr %q
  %cmp43 = icmp slt i64 %v42, 5
  br i1 %cmp43, label %bb12, label %bb8
rnd4:
  %v37 = load i32, ptr %p
  %cmp38 = icmp sgt i32 %v37, -1
  br i1 %cmp38, label %bb5, label %bb5, !prof !4
bb6:
  %v39 = and i32 %n, 2147483648
  %cmp40 = icmp eq i32 %v39, 2147483648
  br i1 %cmp40, label %bb7, label %bb2, !prof !5
bb13:
  %cmp44 = icmp ne ptr %q, null
  br i1 %cmp44, label %rnd14, label %bb6
bb23:
  switch i32 -5, label %bb24 [ i32 -5, label %bb10 i32 9, label %bb18 i32 52, label %bb11 i32 4, label %bb10 i32 39, label %bb11 i32 15, label %bb24 ]
rnd19:
  switch i32 %n, label %rnd20 [ i32 -5, label %bb7 i32 2, label %rnd21 i32 44, label %bb2 i32 63, label %rnd21 i32 31, label %rnd20 i32 5, label %bb2 ]
dead27:
  %phi33 = phi ptr [ %q, %bb25 ], [ %p, %dead26 ], [ null, %dead27 ]
  switch i32 %m, label %dead26 [ i32 57, label %bb8 i32 59, label %dead27 ]
dead26:
  indirectbr ptr blockaddress(@f2, %dead26), [ label %rnd20, label %dead27, label %dead26 ], !prof !6
bb5:
  br i1 %c2, label %bb6, label %bb11
bb.17.x:
  %cmp46 = icmp uge i32 %n, -1
  br i1 %cmp46, label %bb18, label %bb12
rnd20:
  br label %rnd21, !prof !7
bb10:
  %phi30 = phi i32 [ 2147483647, %bb9 ], [ -5, %bb23 ], [ -5, %bb23 ], [ -5, %bb29 ]
  switch i32 %phi30, label %bb11 [ i32 19, label %bb23 i32 0, label %bb23 i32 46, label %rnd3 i32 56, label %bb23 ], !prof !8
bb7:
  %fcmp41 = fcmp olt double %y, 1.5
  br i1 %fcmp41, label %bb8, label %rnd4, !prof !9
bb16:
  br label %bb2
bb2:
  store i32 -1, ptr %p
  %v34 = and i32 %m, 2
  %cmp35 = icmp slt i32 %v34, 2
  br i1 %cmp35, label %rnd3, label %bb2, !prof !10
bb8:
  switch i32 %m, label %bb9 [ i32 16, label %bb8 i32 24, label %bb6 ], !prof !11
bb25:
  call void @plain_fn()
  br label %dead27
rnd14:
  br label %bb15, !prof !12
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  callbr void asm sideeffect "", "!i"() to label %$2 [label %$2]
$2:
  %phi111 = phi i32 [ %n, %bb1 ], [ %n, %bb1 ], [ 1, %bb6 ]
  %phi112 = phi ptr [ %p, %bb1 ], [ %p, %bb1 ], [ %phi112, %bb6 ]
  %phi113 = phi i32 [ 0, %bb1 ], [ 0, %bb1 ], [ 7, %bb6 ]
  br label %rnd3
rnd3:
  store i32 %n, ptr %p
  %v241 = select i1 %c0, ptr blockaddress(@f3, %bb51), ptr blockaddress(@f3, %rnd4)
  indirectbr ptr %v241, [ label %rnd4, label %rnd92, label %bb51 ]
rnd4:
  %phi114 = phi i32 [ %phi113, %rnd3 ], [ 1, %bb24 ], [ %phi182, %bb61 ]
  switch i32 %phi114, label %rnd5 [ i32 19, label %rnd18 i32 46, label %rnd30 ]
rnd5:
  %phi115 = phi i32 [ %phi111, %rnd4 ]
  %phi116 = phi i32 [ -1, %rnd4 ]
  %phi117 = phi ptr [ null, %rnd4 ]
  call void @cold_fn()
  %v242 = xor i32 %phi111, 3
  %v243 = and i32 %v242, 4
  %cmp244 = icmp uge i32 %v243, 27
  br i1 %cmp244, label %bb6, label %bb75, !prof !13
bb6:
  call void @cold_fn()
  br label %$2
bb7:
  switch i32 %m, label %rnd8 [ i32 3, label %rnd8 i32 29, label %rnd8 i32 58, label %bb83 i32 -7, label %bb83 i32 7, label %rnd67 ]
rnd8:
  br label %bb9
bb9:
  %phi118 = phi i32 [ %n, %rnd8 ]
  %phi119 = phi i32 [ %phi111, %rnd8 ]
  %phi120 = phi i32 [ %phi113, %rnd8 ]
  switch i32 %phi119, label %bb10 [ i32 61, label %bb31 i32 55, label %bb51 i32 40, label %bb47 i32 13, label %bb60 i32 46, label %bb47 i32 1, label %bb51 ]
bb10:
  %phi121 = phi ptr [ %p, %bb9 ], [ %phi112, %rnd18 ], [ %phi166, %bb46 ], [ null, %bb.50.x ], [ null, %bb.50.x ]
  %phi122 = phi i32 [ %phi111, %bb9 ], [ 2, %rnd18 ], [ 0, %bb46 ], [ 10, %bb.50.x ], [ 10, %bb.50.x ]
  %v287 = load ptr, ptr %q
  %cmp288 = icmp eq ptr %phi112, %v287
  br i1 %cmp288, label %bb11, label %bb6
bb11:
  %phi123 = phi i32 [ %n, %bb10 ], [ 8, %bb11 ], [ -2147483648, %rnd18 ], [ 2147483647, %rnd71 ]
  %phi124 = phi i32 [ 1, %bb10 ], [ 3, %bb11 ], [ %phi113, %rnd18 ], [ -1, %rnd71 ]
  %phi125 = phi i32 [ -5, %bb10 ], [ 100, %bb11 ], [ %phi111, %rnd18 ], [ 100, %rnd71 ]
  %cmp289 = icmp ugt i32 %phi125, 25
  br i1 %cmp289, label %bb12, label %bb11
bb12:
  callbr void asm sideeffect "", "!i,!i"() to label %rnd13 [label %rnd20, label %bb32]
rnd13:
  %phi126 = phi i32 [ %m, %bb12 ], [ 2, %rnd48 ]
  switch i32 %phi111, label %bb14 [ i32 55, label %bb77 i32 61, label %bb53 i32 41, label %rnd3 ]
bb14:
  call void @plain_fn() cold
  switch i32 %phi113, label %bb15 [ i32 63, label %rnd3 i32 28, label %bb15 i32 32, label %rnd3 ]
bb15:
  %phi127 = phi i32 [ %m, %bb14 ], [ %m, %bb14 ], [ %m, %bb15 ]
  call void @plain_fn()
  indirectbr ptr blockaddress(@f3, %bb15), [ label %bb16, label %rnd3, label %bb15 ]
bb16:
  call void @plain_fn()
  %v277 = xor i1 %c2, %c2
  br i1 %v277, label %rnd17, label %bb37
rnd17:
  %v280 = and i32 %phi113, 2147483648
  %cmp281 = icmp sgt i32 %v280, 2147483648
  br i1 %cmp281, label %rnd18, label %bb62
rnd18:
  %phi128 = phi i32 [ %phi114, %rnd4 ], [ %phi111, %rnd17 ], [ 10, %dead105 ]
  %v286 = select i1 false, ptr blockaddress(@f3, %bb10), ptr blockaddress(@f3, %bb11)
  indirectbr ptr %v286, [ label %rnd19, label %bb11, label %bb10 ]
rnd19:
  br label %rnd20
rnd20:
  unreachable
bb21:
  br label %"22bb"
"22bb":
  %phi129 = phi i32 [ %m, %bb21 ], [ 1, %rnd26 ]
  %phi130 = phi ptr [ %q, %bb21 ], [ null, %rnd26 ]
  %phi131 = phi i32 [ 1, %bb21 ], [ 1, %rnd26 ]
  store i32 %v269, ptr %p
  %cmp270 = icmp ugt i32 %phi133, 39
  br i1 %cmp270, label %rnd23, label %bb86
rnd23:
  call void @noret_fn()
  br label %bb24
bb24:
  %v263 = call i32 @strcasecmp(ptr %q, ptr %q)
  %cmp264 = icmp ne i32 %v263, 1
  br i1 %cmp264, label %bb25, label %rnd4
bb25:
  %cmp265 = icmp slt i32 %phi113, 28
  br i1 %cmp265, label %rnd26, label %rnd69
rnd26:
  %phi132 = phi i32 [ %phi113, %bb25 ]
  %phi133 = phi i32 [ 7, %bb25 ]
  %v269 = call i32 @opaque(i32 %phi111)
  switch i32 %v269, label %bb27 [ i32 35, label %rnd17 i32 26, label %"22bb" ]
bb27:
  %phi134 = phi ptr [ %phi112, %rnd26 ], [ %q, %bb28 ]
  %phi135 = phi ptr [ %phi112, %rnd26 ], [ null, %bb28 ]
  %phi136 = phi ptr [ %phi112, %rnd26 ], [ null, %bb28 ]
  call void @plain_fn() cold
  callbr void asm sideeffect "", "!i"() to label %bb28 [label %bb24]
bb28:
  %phi137 = phi i32 [ 0, %bb27 ]
  %phi138 = phi i32 [ 3, %bb27 ]
  call void @plain_fn()
  switch i64 %k, label %bb29 [ i64 34, label %bb27 i64 23, label %bb52 i64 55, label %bb102 ]
bb29:
  store i32 %m, ptr %q
  switch i32 %m, label %rnd30 [ i32 30, label %rnd93 i32 3, label %rnd93 i32 37, label %rnd93 i32 0, label %rnd57 i32 -1, label %rnd93 ]
rnd30:
  %phi139 = phi i32 [ -1, %rnd4 ], [ %phi111, %bb29 ], [ %phi113, %bb55 ]
  %phi140 = phi ptr [ null, %rnd4 ], [ %p, %bb29 ], [ %q, %bb55 ]
  %phi141 = phi i32 [ %phi111, %rnd4 ], [ 3, %bb29 ], [ %phi113, %bb55 ]
  call void @plain_fn()
  switch i32 %n, label %bb31 [ i32 44, label %rnd23 i32 28, label %rnd23 ], !prof !14
bb31:
  br label %bb32
bb32:
  %phi142 = phi ptr [ %q, %bb12 ], [ null, %bb31 ]
  %phi143 = phi i32 [ %phi111, %bb12 ], [ %phi111, %bb31 ]
  %phi144 = phi i32 [ -1, %bb12 ], [ %phi113, %bb31 ]
  %cmp295 = icmp ne ptr %q, null
  br i1 %cmp295, label %bb33, label %$103
bb33:
  %phi145 = phi i32 [ 1, %bb32 ]
  br label %bb34, !prof !15
bb34:
  %phi146 = phi i32 [ 7, %bb33 ], [ -1, %bb34 ], [ -1, %bb34 ], [ -1, %bb34 ]
  %v296 = call i32 @opaque(i32 %phi113)
  switch i32 %v296, label %rnd35 [ i32 9, label %rnd35 i32 56, label %bb34 i32 8, label %bb34 i32 -4, label %bb34 i32 27, label %rnd19 ]
rnd35:
  %phi147 = phi i32 [ %phi113, %bb34 ], [ %phi113, %bb34 ], [ 1, %bb44 ]
  %phi148 = phi i32 [ %phi143, %bb34 ], [ %phi143, %bb34 ], [ 1, %bb44 ]
  %phi149 = phi i32 [ -2147483648, %bb34 ], [ -2147483648, %bb34 ], [ %m, %bb44 ]
  call void @noret_fn()
  %v297 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %n) [ "deopt"(i32 -2147483648) ]
  ret i32 %v297
bb36:
  %v271 = call i32 @strcasecmp(ptr %q, ptr %p)
  %cmp272 = icmp eq i32 %v271, -1
  br i1 %cmp272, label %bb37, label %rnd93
bb37:
  %phi150 = phi i32 [ %n, %bb16 ], [ 10, %bb36 ]
  %phi151 = phi i32 [ %phi111, %bb16 ], [ 1, %bb36 ]
  %phi152 = phi i32 [ 100, %bb16 ], [ 1, %bb36 ]
  br label %bb38
bb38:
  %v278 = call i32 @opaque(i32 %n)
  switch i32 %v278, label %bb39 [ i32 40, label %bb86 i32 13, label %bb39 i32 9, label %bb39 i32 28, label %bb39 ]
bb39:
  %phi153 = phi i32 [ 0, %bb38 ], [ 0, %bb38 ], [ 0, %bb38 ], [ 0, %bb38 ]
  %phi154 = phi i32 [ 3, %bb38 ], [ 3, %bb38 ], [ 3, %bb38 ], [ 3, %bb38 ]
  %phi155 = phi i32 [ %phi111, %bb38 ], [ %phi111, %bb38 ], [ %phi111, %bb38 ], [ %phi111, %bb38 ]
  %v279 = call i32 @opaque(i32 %phi111)
  switch i32 %v279, label %rnd40 [ i32 678864679, label %bb85 i32 -42503600, label %rnd93 i32 966942348, label %rnd93 i32 1637117792, label %rnd93 ]
rnd40:
  %phi156 = phi i32 [ 0, %bb39 ], [ 2147483647, %bb47 ]
  %phi157 = phi i32 [ %phi153, %bb39 ], [ -1, %bb47 ]
  %phi158 = phi i32 [ %n, %bb39 ], [ 1, %bb47 ]
  switch i32 %phi113, label %bb.41.x [ i32 2090013386, label %bb.41.x i32 1057391160, label %bb16 i32 422659952, label %bb.41.x i32 474824528, label %bb16 ]
bb.41.x:
  switch i32 %m, label %bb42 [ i32 45, label %bb54 i32 6, label %rnd95 ]
bb42:
  %phi159 = phi i32 [ %phi111, %bb.41.x ], [ -2147483648, %bb46 ], [ %phi113, %rnd57 ], [ %phi113, %rnd57 ]
  %phi160 = phi i32 [ 0, %bb.41.x ], [ %m, %bb46 ], [ %m, %rnd57 ], [ %m, %rnd57 ]
  %phi161 = phi ptr [ %p, %bb.41.x ], [ %p, %bb46 ], [ %q, %rnd57 ], [ %q, %rnd57 ]
  %v273 = and i32 %phi159, 3
  %cmp274 = icmp sgt i32 %v273, 1
  br i1 %cmp274, label %bb43, label %bb.41.x
bb43:
  %phi162 = phi i32 [ -2147483648, %bb42 ]
  switch i32 %phi162, label %bb44 [ i32 54, label %rnd95 i32 14, label %bb98 i32 45, label %bb25 ]
bb44:
  %phi163 = phi ptr [ %q, %bb43 ], [ %phi112, %bb75 ]
  switch i32 %n, label %bb45 [ i32 43, label %rnd35 i32 0, label %bb45 ]
bb45:
  %v275 = call i32 @opaque(i32 %phi113)
  switch i32 %v275, label %bb46 [ i32 59, label %rnd65 i32 23, label %rnd65 i32 26, label %bb52 ]
bb46:
  %phi164 = phi i32 [ -2147483648, %bb45 ]
  %phi165 = phi i32 [ %phi113, %bb45 ]
  %phi166 = phi ptr [ %phi163, %bb45 ]
  switch i32 7, label %bb47 [ i32 57, label %bb10 i32 33, label %bb42 ]
bb47:
  switch i32 %n, label %rnd48 [ i32 11, label %rnd40 i32 43, label %bb99 i32 -6, label %bb99 i32 4, label %rnd48 ]
rnd48:
  %phi167 = phi ptr [ %phi112, %bb47 ], [ %phi112, %bb47 ]
  %v276 = call i32 @opaque(i32 0)
  switch i32 %v276, label %rnd49 [ i32 2131163555, label %$103 i32 58583554, label %_82 i32 -1972810249, label %rnd13 i32 -148692804, label %_82 i32 662719373, label %rnd3 ]
rnd49:
  %phi168 = phi ptr [ %phi167, %rnd48 ]
  br i1 %c0, label %bb.50.x, label %bb94
bb.50.x:
  switch i32 %n, label %bb51 [ i32 3, label %bb12 i32 41, label %bb10 i32 6, label %bb12 i32 56, label %bb10 i32 19, label %bb12 ]
bb51:
  %phi169 = phi i32 [ 0, %rnd3 ], [ 1, %bb9 ], [ 1, %bb9 ], [ %phi113, %bb.50.x ]
  %phi170 = phi i32 [ -1, %rnd3 ], [ 3, %bb9 ], [ 3, %bb9 ], [ %phi111, %bb.50.x ]
  %phi171 = phi i32 [ -2147483648, %rnd3 ], [ %phi118, %bb9 ], [ %phi118, %bb9 ], [ %phi111, %bb.50.x ]
  switch i32 %phi169, label %bb52 [ i32 6, label %bb74 i32 1, label %bb88 i32 -1, label %bb74 i32 55, label %bb74 i32 53, label %bb88 ]
bb52:
  %phi172 = phi i32 [ %phi137, %bb28 ], [ -2147483648, %bb45 ], [ %phi170, %bb51 ]
  %v260 = call i32 @not_a_libcall(ptr %p, ptr %q)
  %cmp261 = icmp ne i32 %v260, -1
  br i1 %cmp261, label %bb53, label %$103
bb53:
  %fcmp262 = fcmp ord double -2.0, %x
  br i1 %fcmp262, label %bb54, label %bb62
bb54:
  %phi173 = phi i32 [ %phi111, %bb.41.x ], [ 10, %bb53 ], [ 7, %bb100 ]
  %phi174 = phi i32 [ %phi111, %bb.41.x ], [ %phi111, %bb53 ], [ %phi113, %bb100 ]
  %phi175 = phi ptr [ null, %bb.41.x ], [ %phi112, %bb53 ], [ %p, %bb100 ]
  br label %bb55
bb55:
  %phi176 = phi i32 [ 1, %bb54 ]
  %phi177 = phi i32 [ %phi173, %bb54 ]
  indirectbr ptr blockaddress(@f3, %bb88), [ label %bb56, label %bb88, label %rnd30 ]
bb56:
  call void @plain_fn() #1
  unreachable
rnd57:
  %phi178 = phi i32 [ %phi113, %bb29 ]
  switch i32 %phi113, label %bb58 [ i32 -4, label %bb42 i32 19, label %bb77 i32 62, label %bb86 i32 -3, label %bb36 i32 13, label %bb42 i32 59, label %bb86 ]
bb58:
  %phi179 = phi i32 [ %phi178, %rnd57 ], [ 2, %bb61 ]
  store i32 %m, ptr %q
  call void @noret_fn()
  ret i32 %m
bb59:
  switch i32 %n, label %bb60 [  ]
bb60:
  %phi180 = phi i32 [ 1, %bb9 ], [ %n, %bb59 ]
  %phi181 = phi i32 [ %phi188, %bb9 ], [ %n, %bb59 ]
  %phi182 = phi i32 [ -1, %bb9 ], [ 2, %bb59 ]
  %cmp285 = icmp ne i32 -7, %phi180
  br i1 %cmp285, label %bb61, label %bb86
bb61:
  %phi183 = phi i32 [ 8, %bb60 ]
  %phi184 = phi i32 [ 10, %bb60 ]
  %phi185 = phi i32 [ %phi188, %bb60 ]
  switch i32 %phi181, label %bb62 [ i32 6, label %rnd4 i32 48, label %bb58 ]
bb62:
  %phi186 = phi ptr [ %phi112, %rnd17 ], [ %p, %bb53 ], [ %q, %bb61 ]
  %phi187 = phi i32 [ %phi111, %rnd17 ], [ %phi111, %bb53 ], [ 0, %bb61 ]
  %phi188 = phi i32 [ 8, %rnd17 ], [ 2147483647, %bb53 ], [ %phi113, %bb61 ]
  invoke void @noret_fn() to label %rnd63 unwind label %lpad107
rnd63:
  call void @plain_fn() cold
  %v284 = call i32 @opaque(i32 %m)
  switch i32 %v284, label %bb64 [ i32 14, label %rnd81 i32 -2, label %rnd8 ]
bb64:
  br label %rnd65
rnd65:
  %phi189 = phi i32 [ 7, %bb45 ], [ 7, %bb45 ], [ 3, %bb64 ], [ 0, %dead105 ]
  call void @plain_fn() #0
  br label %bb66
bb66:
  %v257 = load ptr, ptr %q
  indirectbr ptr %v257, [ label %rnd67, label %bb94, label %bb38 ]
rnd67:
  call void @plain_fn()
  switch i64 %k, label %rnd19 [ i64 -6, label %bb99 i64 54, label %bb94 i64 26, label %bb94 i64 57, label %bb99 ]
bb68:
  br label %rnd69
rnd69:
  switch i32 %phi111, label %rnd70 [ i32 34, label %bb12 i32 38, label %bb75 i32 28, label %rnd70 ]
rnd70:
  %phi190 = phi ptr [ %p, %rnd69 ], [ %p, %rnd69 ]
  %v266 = call i32 @opaque(i32 %phi113)
  %cmp267 = icmp ule i32 %v266, 5
  br i1 %cmp267, label %rnd71, label %bb76
rnd71:
  %phi191 = phi i32 [ %phi113, %rnd70 ], [ 0, %bb85 ]
  call void @plain_fn()
  %fcmp268 = fcmp uge double %x, 0.0
  br i1 %fcmp268, label %bb11, label %bb87
rnd72:
  br label %bb73
bb73:
  call void @plain_fn() cold
  invoke void @noret_fn() to label %bb74 unwind label %bb108
bb74:
  switch i64 %k, label %bb75 [ i64 -1014545477, label %bb86 i64 1855125755, label %rnd101 ]
bb75:
  %phi192 = phi i32 [ %m, %rnd5 ], [ 7, %rnd69 ], [ 1, %bb74 ]
  switch i32 %phi192, label %bb76 [ i32 -1351599642, label %bb44 i32 -1288857412, label %rnd92 ]
bb76:
  %phi193 = phi i32 [ -5, %rnd70 ], [ 7, %bb75 ], [ 2147483647, %rnd101 ], [ 10, %dead104 ]
  %phi194 = phi i32 [ %phi113, %rnd70 ], [ 0, %bb75 ], [ 8, %rnd101 ], [ 0, %dead104 ]
  %phi195 = phi i32 [ %phi111, %rnd70 ], [ %phi113, %bb75 ], [ %phi111, %rnd101 ], [ -2147483648, %dead104 ]
  call void @plain_fn()
  invoke void @cold_fn() to label %bb77 unwind label %lpad107
bb77:
  %phi196 = phi i32 [ 8, %rnd13 ], [ %phi111, %rnd57 ], [ %phi113, %bb76 ]
  %phi197 = phi i32 [ 0, %rnd13 ], [ %phi113, %rnd57 ], [ %phi113, %bb76 ]
  %phi198 = phi i32 [ 100, %rnd13 ], [ %phi111, %rnd57 ], [ 10, %bb76 ]
  %cmp245 = icmp ne i32 %phi111, 1
  br i1 %cmp245, label %bb78, label %bb100
bb78:
  %phi199 = phi i32 [ 1, %bb77 ]
  %phi200 = phi ptr [ null, %bb77 ]
  %phi201 = phi ptr [ %phi112, %bb77 ]
  %cmp246 = icmp sge i32 %phi111, -4
  br i1 %cmp246, label %bb79, label %bb66
bb79:
  %phi202 = phi i32 [ -2147483648, %bb78 ]
  %phi203 = phi i32 [ 1, %bb78 ]
  br label %rnd80
rnd80:
  %phi204 = phi i32 [ %phi196, %bb79 ]
  %v247 = and i32 %m, 255
  %cmp248 = icmp eq i32 %v247, 1
  br i1 %cmp248, label %rnd81, label %rnd92
rnd81:
  %phi205 = phi i32 [ %phi111, %rnd63 ], [ 100, %rnd80 ]
  store i32 %n, ptr %q
  switch i64 %k, label %_82 [ i64 -1095677073, label %bb89 i64 378961568, label %rnd20 ]
_82:
  %phi206 = phi i32 [ %n, %rnd48 ], [ %n, %rnd48 ], [ 0, %rnd81 ], [ 2147483647, %dead104 ], [ 2147483647, %dead104 ]
  br i1 false, label %bb83, label %bb88, !prof !16
bb83:
  %phi207 = phi i32 [ 2, %bb7 ], [ 2, %bb7 ], [ 2147483647, %_82 ]
  %phi208 = phi i32 [ -5, %bb7 ], [ -5, %bb7 ], [ %phi111, %_82 ]
  br label %rnd84
rnd84:
  %phi209 = phi i32 [ -1, %bb83 ], [ -5, %rnd92 ]
  %phi210 = phi i32 [ %phi206, %bb83 ], [ %phi113, %rnd92 ]
  %phi211 = phi i32 [ %phi113, %bb83 ], [ 8, %rnd92 ]
  %fcmp249 = fcmp ult double %x, %y
  br i1 %fcmp249, label %bb85, label %bb85
bb85:
  indirectbr ptr blockaddress(@f3, %rnd71), [ label %bb86, label %rnd71, label %bb38 ]
bb86:
  call void @plain_fn()
  %v250 = call i32 @opaque(i32 %phi113)
  %cmp251 = icmp ult i32 %v250, -7
  br i1 %cmp251, label %bb87, label %bb100
bb87:
  %phi212 = phi ptr [ %phi112, %rnd71 ], [ %phi112, %bb86 ]
  br label %bb88
bb88:
  callbr void asm sideeffect "", "!i"() to label %bb89 [label %$103]
bb89:
  %phi213 = phi ptr [ null, %rnd81 ], [ %phi112, %bb88 ]
  %cmp252 = icmp ult ptr %v241, %phi213
  br i1 %cmp252, label %rnd90, label %bb31
rnd90:
  invoke void @may_throw(i32 0) to label %bb91 unwind label %bb109
bb91:
  %phi214 = phi i32 [ 100, %rnd90 ]
  %phi215 = phi i32 [ -5, %rnd90 ]
  %phi216 = phi i32 [ 0, %rnd90 ]
  br label %rnd92
rnd92:
  br label %rnd84
rnd93:
  %phi217 = phi i32 [ -2147483648, %bb29 ], [ -2147483648, %bb29 ], [ -2147483648, %bb29 ], [ -2147483648, %bb29 ], [ -2147483648, %bb36 ], [ %phi113, %bb39 ], [ %phi113, %bb39 ], [ %phi113, %bb39 ]
  %phi218 = phi i32 [ %phi111, %bb29 ], [ %phi111, %bb29 ], [ %phi111, %bb29 ], [ %phi111, %bb29 ], [ 100, %bb36 ], [ 2, %bb39 ], [ 2, %bb39 ], [ 2, %bb39 ]
  %phi219 = phi i32 [ %phi111, %bb29 ], [ %phi111, %bb29 ], [ %phi111, %bb29 ], [ %phi111, %bb29 ], [ 3, %bb36 ], [ %phi153, %bb39 ], [ %phi153, %bb39 ], [ %phi153, %bb39 ]
  %v290 = call i32 @opaque(i32 %phi218)
  switch i32 %v290, label %bb94 [ i32 60, label %bb94 i32 -3, label %bb29 i32 8, label %bb29 i32 53, label %$103 ]
bb94:
  %phi220 = phi i32 [ %phi113, %rnd49 ], [ 7, %bb66 ], [ %phi111, %rnd67 ], [ %phi111, %rnd67 ], [ %phi217, %rnd93 ], [ %phi217, %rnd93 ]
  invoke void @may_throw(i32 1) to label %rnd95 unwind label %bb110
rnd95:
  %phi221 = phi i32 [ %phi111, %bb.41.x ], [ 1, %bb43 ], [ %phi113, %bb94 ]
  %phi222 = phi i32 [ 0, %bb.41.x ], [ 10, %bb43 ], [ 0, %bb94 ]
  %phi223 = phi i32 [ %phi113, %bb.41.x ], [ %phi159, %bb43 ], [ 7, %bb94 ]
  call void @plain_fn() cold
  %v292 = call i32 @bcmp(ptr %q, ptr %q, i64 %k)
  %cmp293 = icmp slt i32 %v292, 0
  br i1 %cmp293, label %bb96, label %bb102
bb96:
  %phi224 = phi i32 [ 1, %rnd95 ]
  %fcmp294 = fcmp oge double %y, %y
  br i1 %fcmp294, label %bb97, label %rnd67
bb97:
  %phi225 = phi ptr [ %q, %bb96 ]
  %phi226 = phi i32 [ 10, %bb96 ]
  ret i32 %phi221
bb98:
  %phi227 = phi i32 [ %phi162, %bb43 ]
  br label %bb99
bb99:
  %v258 = load ptr, ptr %p
  %cmp259 = icmp eq ptr %v258, null
  br i1 %cmp259, label %rnd92, label %bb.50.x, !prof !17
bb100:
  callbr void asm sideeffect "", "!i"() to label %rnd101 [label %bb54]
rnd101:
  %phi228 = phi i32 [ 1, %bb74 ], [ 3, %bb100 ], [ %phi113, %$103 ], [ 0, %bb109 ]
  %phi229 = phi i32 [ 8, %bb74 ], [ 0, %bb100 ], [ 7, %$103 ], [ 8, %bb109 ]
  %phi230 = phi i32 [ %phi111, %bb74 ], [ %phi113, %bb100 ], [ 7, %$103 ], [ %phi113, %bb109 ]
  call void @plain_fn()
  %v254 = add i32 %phi228, 1
  %cmp255 = icmp eq i32 %v254, 0
  br i1 %cmp255, label %bb102, label %bb76
bb102:
  %phi231 = phi i32 [ 8, %bb28 ], [ -1, %rnd95 ], [ 1, %rnd101 ]
  %phi232 = phi i32 [ 100, %bb28 ], [ 3, %rnd95 ], [ %phi228, %rnd101 ]
  call void @plain_fn()
  %fcmp256 = fcmp olt double %x, %y
  br i1 %fcmp256, label %$103, label %bb64
$103:
  %phi233 = phi i32 [ 1, %bb32 ], [ %phi113, %rnd48 ], [ %phi111, %bb52 ], [ 2, %bb88 ], [ -1, %rnd93 ], [ 100, %bb102 ], [ 7, %$103 ], [ 7, %$103 ]
  %phi234 = phi ptr [ %phi142, %bb32 ], [ %phi167, %rnd48 ], [ %phi112, %bb52 ], [ %q, %bb88 ], [ null, %rnd93 ], [ %phi112, %bb102 ], [ null, %$103 ], [ null, %$103 ]
  %phi235 = phi i32 [ -1, %bb32 ], [ %m, %rnd48 ], [ 2, %bb52 ], [ %phi111, %bb88 ], [ -5, %rnd93 ], [ -2147483648, %bb102 ], [ %n, %$103 ], [ %n, %$103 ]
  switch i32 %phi233, label %$103 [ i32 4, label %$103 i32 -1, label %rnd101 ]
dead104:
  %phi236 = phi ptr [ %q, %bb106 ]
  %phi237 = phi i32 [ %n, %bb106 ]
  switch i32 %phi237, label %_82 [ i32 39, label %_82 i32 46, label %bb76 ]
dead105:
  switch i32 %n, label %rnd65 [ i32 41, label %rnd18 ]
bb106:
  br label %dead104
lpad107:
  %phi238 = phi i32 [ %n, %bb62 ], [ 10, %bb76 ]
  %lp282 = landingpad { ptr, i32 } cleanup
  br label %bb73
bb108:
  %lp283 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp283
bb109:
  %lp253 = landingpad { ptr, i32 } cleanup
  br label %rnd101
bb110:
  %phi239 = phi i32 [ 10, %bb94 ]
  %phi240 = phi i32 [ %phi113, %bb94 ]
  %lp291 = landingpad { ptr, i32 } cleanup
  br label %rnd23, !prof !18
}

define i32 @f4(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
bb1:
  br label %52
11:
  br i1 %2, label %46, label %bb6
12:
  br i1 %2, label %bb4, label %13
13:
  br label %48
14:
  switch i32 %4, label %16 [ i32 50, label %16 i32 6, label %16 i32 41, label %35 ]
15:
  switch i32 %4, label %bb11 [ i32 28, label %52 ]
16:
  br i1 %0, label %bb3, label %13
17:
  switch i32 %4, label %21 [ i32 11, label %40 i32 18, label %54 i32 49, label %54 ]
18:
  br label %26
19:
  br label %25
20:
  br label %23
21:
  br label %53
22:
  br label %bb12
23:
  br label %39
24:
  br label %64
25:
  switch i32 %4, label %12 [ i32 14, label %12 i32 1, label %58 i32 12, label %25 i32 33, label %58 i32 2, label %11 i32 3, label %25 i32 8, label %25 ]
bb3:
  br label %14
26:
  br label %38
27:
  br label %header5
28:
  br i1 %2, label %25, label %54
29:
  switch i32 %4, label %57 [ i32 53, label %47 i32 49, label %57 i32 -6, label %44 i32 44, label %47 i32 52, label %30 i32 62, label %30 ]
30:
  br label %57
31:
  br label %bb11
32:
  br label %20
33:
  br label %bb10
34:
  br i1 %1, label %41, label %25
35:
  ret i32 0
36:
  unreachable
37:
  br label %32
38:
  br label %52
39:
  br label %55
bb12:
  br label %18
40:
  br i1 %0, label %56, label %25
41:
  switch i64 %6, label %12 [ i64 31, label %13 ]
bb6:
  br i1 %0, label %29, label %50
bb2:
  br i1 %3, label %bb3, label %34
bb10:
  br i1 %2, label %52, label %33
42:
  unreachable
43:
  ret i32 %4
44:
  switch i32 %5, label %47 [ i32 32, label %63 i32 5, label %63 ]
45:
  br i1 %2, label %62, label %bb14
46:
  ret i32 %4
47:
  br label %30
48:
  br label %36
49:
  br i1 %1, label %27, label %41
50:
  br i1 %2, label %63, label %50
51:
  ret i32 %4
52:
  switch i32 %5, label %59 [ i32 -1541235389, label %52 i32 1693209715, label %15 i32 -2041676088, label %33 i32 -1640475449, label %45 i32 1694507173, label %33 i32 -1490814989, label %52 i32 -401589634, label %15 ]
bb11:
  br i1 %2, label %52, label %61
bb13:
  br label %38
header5:
  switch i32 %4, label %60 [ i32 43, label %49 i32 23, label %60 i32 13, label %41 ]
53:
  br label %bb7
54:
  br i1 %1, label %bb8, label %28
55:
  br label %22
56:
  ret i32 0
57:
  br label %44
chain9:
  br label %bb2
bb7:
  br label %19
58:
  br i1 %0, label %17, label %43
bb8:
  br label %54
59:
  br label %chain9
60:
  br i1 %2, label %header5, label %27
61:
  br label %31
62:
  br i1 %1, label %51, label %24
63:
  br label %25
bb4:
  br i1 %3, label %42, label %27
bb14:
  br label %bb13
64:
  br label %37
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb3, !prof !19
bb27:
  %phi78 = phi i32 [ %n, %bb9 ], [ %n, %bb9 ], [ %phi72, %bb28 ]
  call void @plain_fn()
  br label %bb26, !prof !20
irr25:
  %phi73 = phi i32 [ %phi60, %irr_pre23 ], [ %phi76, %bb26 ]
  %phi74 = phi ptr [ %p, %irr_pre23 ], [ null, %bb26 ]
  %phi75 = phi ptr [ null, %irr_pre23 ], [ null, %bb26 ]
  call void @plain_fn()
  %v129 = mul i32 %phi73, 4
  %v130 = or i32 %v129, 2
  %cmp131 = icmp sge i32 %v130, -2
  br i1 %cmp131, label %dispatch29, label %dispatch14, !prof !21
bb15:
  %phi63 = phi i32 [ 2147483647, %bb16 ]
  %phi64 = phi ptr [ %q, %bb16 ]
  %phi65 = phi i32 [ -5, %bb16 ]
  call void @plain_fn()
  br label %dispatch14
bb7:
  %phi55 = phi i32 [ -2147483648, %bb8 ], [ %n, %bb30 ]
  %phi56 = phi i32 [ %phi59, %bb8 ], [ %m, %bb30 ]
  %v111 = load ptr, ptr %p
  indirectbr ptr %v111, [ label %bb.6.x ]
bb40:
  br label %bb17, !prof !22
chain22:
  %phi68 = phi i32 [ 3, %dispatch14 ]
  br label %chain21, !prof !23
bb8:
  %phi57 = phi i32 [ %m, %bb4 ], [ %m, %bb4 ]
  %phi58 = phi ptr [ %q, %bb4 ], [ %q, %bb4 ]
  %phi59 = phi i32 [ 10, %bb4 ], [ 10, %bb4 ]
  br label %bb7
chain46:
  %phi103 = phi i32 [ 10, %chain47 ]
  %phi104 = phi i32 [ 10, %chain47 ]
  call void @plain_fn() #0
  br label %dispatch14, !prof !24
bb32:
  br label %bb33
bb45:
  br label %bb44, !prof !25
bb49:
  %lp122 = landingpad { ptr, i32 } cleanup
  br label %bb40, !prof !26
bb13:
  ret i32 %n
bb16:
  invoke void @cold_fn() to label %bb15 unwind label %bb48
bb26:
  %phi76 = phi i32 [ %phi78, %bb27 ]
  %phi77 = phi i32 [ %phi78, %bb27 ]
  call void @plain_fn()
  br label %irr25
irr_pre23:
  %phi69 = phi ptr [ %q, %dispatch14 ]
  %phi70 = phi i32 [ -1, %dispatch14 ]
  %phi71 = phi i32 [ 0, %dispatch14 ]
  %v117 = or i1 %c1, %c3
  br i1 %v117, label %bb24, label %irr25, !prof !27
bb50:
  %phi109 = phi ptr [ null, %chain47 ]
  %lp118 = landingpad { ptr, i32 } cleanup
  call void @noret_fn()
  call void @plain_fn()
  unreachable
bb17:
  br label %bb16, !prof !28
bb3:
  %fcmp110 = fcmp olt double %y, 1.5
  br i1 %fcmp110, label %bb4, label %bb5, !prof !29
bb35:
  %phi88 = phi i32 [ 2147483647, %dispatch34 ], [ 2147483647, %dispatch34 ], [ %m, %bb36 ], [ %m, %bb36 ], [ %m, %bb36 ]
  %phi89 = phi i32 [ 8, %dispatch34 ], [ 8, %dispatch34 ], [ 2, %bb36 ], [ 2, %bb36 ], [ 2, %bb36 ]
  %phi90 = phi i32 [ -2147483648, %dispatch34 ], [ -2147483648, %dispatch34 ], [ %phi89, %bb36 ], [ %phi89, %bb36 ], [ %phi89, %bb36 ]
  br label %bb36
bb42:
  %phi98 = phi ptr [ %q, %dispatch34 ]
  %phi99 = phi i32 [ %phi86, %dispatch34 ]
  %phi100 = phi i32 [ -1, %dispatch34 ]
  switch i32 %phi60, label %bb43 [ i32 767664880, label %bb43 i32 1616751601, label %bb43 i32 113637332, label %bb44 ], !prof !30
bb.6.x:
  br label %bb5
bb9:
  %v114 = call i32 @opaque(i32 -1)
  switch i32 %v114, label %irr11 [ i32 8, label %bb27 i32 -2, label %bb27 i32 27, label %irr11 i32 57, label %bb10 ]
dispatch29:
  %phi80 = phi i32 [ -2147483648, %irr25 ], [ %phi80, %dispatch29 ], [ %phi80, %dispatch29 ], [ %phi80, %dispatch29 ], [ 2147483647, %bb31 ]
  call void @cold_fn()
  switch i32 2, label %bb24 [ i32 -7, label %dispatch29 i32 27, label %dispatch29 i32 6, label %dispatch29 i32 10, label %bb30 ], !prof !31
bb30:
  switch i32 %m, label %bb32 [ i32 -3, label %bb31 i32 1, label %bb7 i32 36, label %bb31 ], !prof !32
chain21:
  %phi66 = phi i32 [ %n, %chain22 ]
  %phi67 = phi i32 [ 0, %chain22 ]
  store i32 -5, ptr %p
  invoke void @may_throw(i32 1) to label %chain20 unwind label %bb48, !prof !33
bb10:
  store i32 %n, ptr %p
  switch i32 %n, label %bb12 [ i32 -2, label %bb4 ], !prof !34
if37:
  %v123 = xor i32 %phi86, 1
  %v124 = mul i32 %v123, 3
  %cmp125 = icmp ugt i32 %v124, -9
  br i1 %cmp125, label %bb38, label %bb38, !prof !35
bb4:
  switch i32 %n, label %bb8 [ i32 39, label %bb24 i32 54, label %bb8 i32 10, label %bb2 ], !prof !36
dispatch34:
  %phi85 = phi ptr [ null, %dispatch14 ], [ %p, %bb36 ], [ %q, %bb38 ], [ %phi85, %bb39 ], [ %phi62, %self41 ], [ %p, %bb43 ]
  %phi86 = phi i32 [ 2, %dispatch14 ], [ 1, %bb36 ], [ -5, %bb38 ], [ %phi87, %bb39 ], [ %phi60, %self41 ], [ 0, %bb43 ]
  %phi87 = phi i32 [ 10, %dispatch14 ], [ 8, %bb36 ], [ 0, %bb38 ], [ 1, %bb39 ], [ %phi86, %self41 ], [ 10, %bb43 ]
  switch i32 %phi60, label %dispatch14 [ i32 -3, label %if37 i32 42, label %bb42 i32 0, label %bb35 i32 27, label %bb39 i32 37, label %self41 i32 30, label %bb35 i32 49, label %self41 ]
bb38:
  %phi91 = phi i32 [ %phi60, %if37 ], [ %phi60, %if37 ]
  %phi92 = phi i32 [ %phi60, %if37 ], [ %phi60, %if37 ]
  br label %dispatch34
bb2:
  %phi51 = phi i32 [ 0, %bb4 ], [ -1, %bb5 ]
  %phi52 = phi i32 [ -5, %bb4 ], [ %m, %bb5 ]
  %phi53 = phi ptr [ %p, %bb4 ], [ %phi54, %bb5 ]
  call void @noret_fn()
  unreachable
bb43:
  %phi101 = phi i32 [ 0, %bb42 ], [ 0, %bb42 ], [ 0, %bb42 ], [ %m, %bb44 ], [ %m, %bb44 ]
  %phi102 = phi i32 [ -2147483648, %bb42 ], [ -2147483648, %bb42 ], [ -2147483648, %bb42 ], [ %phi60, %bb44 ], [ %phi60, %bb44 ]
  br label %dispatch34, !prof !37
chain47:
  %phi105 = phi i32 [ %phi60, %dispatch14 ]
  %phi106 = phi i32 [ -2147483648, %dispatch14 ]
  %phi107 = phi i32 [ %phi60, %dispatch14 ]
  invoke void @cold_fn() to label %chain46 unwind label %bb50, !prof !38
chain20:
  callbr void asm sideeffect "", "!i"() to label %bb19 [label %bb45]
bb24:
  %phi72 = phi i32 [ 3, %bb4 ], [ %phi70, %irr_pre23 ], [ 8, %dispatch29 ]
  br label %bb28, !prof !39
bb18:
  br label %bb17
bb28:
  %phi79 = phi ptr [ %p, %bb24 ]
  br label %bb27, !prof !40
bb48:
  %phi108 = phi i32 [ 3, %bb16 ], [ %phi68, %chain21 ]
  %lp126 = landingpad { ptr, i32 } cleanup
  br label %bb32, !prof !41
bb5:
  %phi54 = phi ptr [ %q, %bb3 ], [ %q, %bb.6.x ]
  %v112 = load i32, ptr %p
  %cmp113 = icmp sge i32 %v112, 5
  br i1 %cmp113, label %bb9, label %bb2, !prof !42
bb31:
  %phi81 = phi ptr [ %p, %bb30 ], [ %p, %bb30 ], [ %q, %bb33 ], [ %q, %bb33 ], [ %q, %bb33 ], [ %q, %bb33 ], [ %q, %bb33 ], [ %q, %bb33 ]
  %v127 = load i64, ptr %p
  %cmp128 = icmp ule i64 %v127, 100
  br i1 %cmp128, label %bb32, label %dispatch29
bb12:
  %v116 = call i32 @opaque(i32 1)
  switch i32 %v116, label %dispatch14 [ i32 58, label %bb13 ]
self41:
  %phi95 = phi i32 [ 0, %dispatch34 ], [ 0, %dispatch34 ], [ 10, %self41 ]
  %phi96 = phi i32 [ %phi87, %dispatch34 ], [ %phi87, %dispatch34 ], [ 1, %self41 ]
  %phi97 = phi i32 [ 2147483647, %dispatch34 ], [ 2147483647, %dispatch34 ], [ %m, %self41 ]
  %v120 = add i64 %k, 1
  %cmp121 = icmp eq i64 %v120, 100
  br i1 %cmp121, label %self41, label %dispatch34, !prof !43
bb44:
  %v119 = call i32 @opaque(i32 %n)
  switch i32 %v119, label %bb45 [ i32 9, label %bb43 i32 63, label %bb43 i32 5, label %bb30 ]
bb39:
  %phi93 = phi i32 [ -5, %dispatch34 ]
  %phi94 = phi i32 [ %phi60, %dispatch34 ]
  invoke void @noret_fn() to label %dispatch34 unwind label %bb49, !prof !44
bb19:
  callbr void asm sideeffect "", "!i"() to label %bb18 [label %bb18]
bb33:
  %phi82 = phi i32 [ %n, %irr11 ], [ %n, %bb32 ]
  %phi83 = phi i32 [ %n, %irr11 ], [ %m, %bb32 ]
  %phi84 = phi ptr [ %q, %irr11 ], [ %q, %bb32 ]
  switch i32 %n, label %bb31 [ i32 13, label %bb31 i32 32, label %bb31 i32 47, label %bb31 i32 44, label %bb31 i32 17, label %bb31 ]
dispatch14:
  %phi60 = phi i32 [ %n, %bb12 ], [ 0, %dispatch14 ], [ 0, %dispatch14 ], [ %m, %bb15 ], [ 0, %irr25 ], [ -5, %dispatch34 ], [ 1, %chain46 ]
  %phi61 = phi ptr [ %q, %bb12 ], [ %p, %dispatch14 ], [ %p, %dispatch14 ], [ %p, %bb15 ], [ %phi74, %irr25 ], [ %p, %dispatch34 ], [ %p, %chain46 ]
  %phi62 = phi ptr [ %q, %bb12 ], [ %q, %dispatch14 ], [ %q, %dispatch14 ], [ null, %bb15 ], [ %phi74, %irr25 ], [ %phi62, %dispatch34 ], [ %q, %chain46 ]
  switch i32 %n, label %irr11 [ i32 39, label %chain22 i32 58, label %dispatch14 i32 30, label %chain47 i32 20, label %dispatch14 i32 9, label %irr_pre23 i32 37, label %dispatch34 ], !prof !45
irr11:
  %cmp115 = icmp eq ptr %p, null
  br i1 %cmp115, label %bb10, label %bb33, !prof !46
bb36:
  switch i64 %k, label %bb35 [ i64 43, label %bb35 i64 35, label %bb35 i64 -3, label %dispatch34 ], !prof !47
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb.1:
  br label %11
0:
  br label %26
1:
  switch i64 %k, label %0 [ i64 7, label %2 i64 58, label %2 i64 20, label %2 i64 63, label %2 ]
2:
  %phi7 = phi i32 [ 0, %1 ], [ 0, %1 ], [ 0, %1 ], [ 0, %1 ]
  ret i32 1
3:
  store i32 %n, ptr %q
  %v13 = call i32 @strcasecmp(ptr %q, ptr %q)
  %4 = icmp slt i32 %v13, 0
  br i1 %4, label %1, label %early_exit2, !prof !48
early_exit2:
  call void @plain_fn() #1
  unreachable
5:
  store i32 %m, ptr %p
  %6 = load ptr, ptr %p
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %10
8:
  %9 = phi i32 [ %n, %5 ]
  call void @cold_fn()
  ret i32 %9
bb3:
  br label %3, !prof !49
10:
  br label %bb3
11:
  switch i32 %m, label %12 [ i32 46, label %14 i32 22, label %14 i32 1, label %13 ]
12:
  call void @cold_fn()
  br label %13
13:
  %phi8 = phi i32 [ %m, %11 ], [ -5, %12 ]
  switch i64 %k, label %bb.6.x [ i64 564713745, label %5 i64 -362355952, label %1 ]
14:
  %phi9 = phi i32 [ %n, %11 ], [ %n, %11 ], [ %m, %19 ]
  %15 = and i32 %m, 2147483648
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %5, !prof !50
17:
  %18 = phi i32 [ -5, %14 ]
  call void @plain_fn()
  switch i32 %18, label %12 [ i32 -1446086077, label %5 ]
19:
  %phi10 = phi i32 [ -5, %21 ]
  %20 = phi i32 [ %n, %21 ]
  call void @plain_fn()
  br label %14
21:
  invoke void @may_throw(i32 0) to label %19 unwind label %35, !prof !51
bb4:
  call void @cold_fn()
  switch i64 %k, label %21 [  ]
22:
  call void @plain_fn()
  br label %bb4
23:
  indirectbr ptr %p, [ label %22 ]
24:
  br label %23
25:
  br label %24
26:
  %phi11 = phi ptr [ %q, %0 ], [ %p, %28 ]
  %27 = add i64 %k, 1
  %cmp12 = icmp slt i64 100, %27
  br i1 %cmp12, label %25, label %25
28:
  br label %26
29:
  call void @exit(i32 1)
  br label %28
30:
  br label %29
bb5:
  br label %30
31:
  %32 = phi i32 [ %m, %bb.6.x ]
  %33 = phi i32 [ %phi8, %bb.6.x ]
  br label %bb5
bb.6.x:
  br label %31
34:
  store i32 10, ptr %q
  ret i32 %n
35:
  %36 = landingpad { ptr, i32 } cleanup
  unreachable
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 0
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  br label %_38
bb2:
  call void @plain_fn()
  ret i32 7
bb3:
  switch i32 %phi48, label %irr4 [ i32 51, label %bb5 ]
irr4:
  %v63 = call i32 @opaque(i32 %phi48)
  switch i32 %v63, label %bb6 [ i32 -1536981295, label %bb2 i32 -1624424545, label %bb2 i32 804936701, label %bb2 i32 -1284429143, label %bb2 ]
bb5:
  switch i64 %k, label %bb11 [ i64 -2, label %bb2 ]
bb6:
  br label %bb8
bb7:
  store i32 %v51, ptr %p
  %fcmp66 = fcmp ule double %x, 1.5
  br i1 %fcmp66, label %bb6, label %bb5
bb8:
  call void @plain_fn()
  %v64 = select i1 %c0, ptr blockaddress(@f8, %bb10), ptr blockaddress(@f8, %bb10)
  indirectbr ptr %v64, [ label %bb10, label %reset9, label %bb5 ]
reset9:
  store i32 %v51, ptr %q
  %fcmp65 = fcmp false double %y, %x
  br i1 %fcmp65, label %bb8, label %bb5
bb10:
  callbr void asm sideeffect "", "!i,!i,!i,!i"() to label %bb8 [label %bb7, label %bb7, label %bb37, label %bb8]
bb11:
  callbr void asm sideeffect "", "!i,!i"() to label %bb11 [label %irr4, label %bb33]
header12:
  br label %bb14
bb13:
  %fcmp62 = fcmp uge double %y, -2.0
  br i1 %fcmp62, label %header12, label %bb3
bb14:
  br i1 %c1, label %bb17, label %bb15
bb15:
  invoke void @noret_fn() to label %bb14 unwind label %bb42
bb16:
  store i32 %m, ptr %q
  %v61 = or i1 %cmp60, %c0
  br i1 %v61, label %bb14, label %bb13
bb17:
  %v53 = select i1 false, ptr blockaddress(@f8, %bb19), ptr blockaddress(@f8, %bb18)
  indirectbr ptr %v53, [ label %bb18, label %bb19 ]
bb18:
  call void @plain_fn()
  ret i32 %v51
bb19:
  switch i32 %v51, label %bb21 [ i32 34, label %bb20 i32 61, label %bb20 i32 -7, label %bb21 i32 44, label %bb20 ]
bb20:
  %cmp60 = icmp sle i32 %phi48, 26
  br i1 %cmp60, label %bb16, label %_38
bb21:
  store i32 %phi48, ptr %q
  %v54 = select i1 %cmp52, ptr blockaddress(@f8, %bb23), ptr blockaddress(@f8, %bb23)
  indirectbr ptr %v54, [ label %bb23, label %early_exit22, label %bb30, label %bb30 ]
early_exit22:
  br label %bb3
bb23:
  store i32 -1, ptr %q
  switch i32 %phi48, label %irr25 [ i32 36, label %bb15 i32 -4, label %bb24 ]
bb24:
  call void @plain_fn()
  %fcmp58 = fcmp false double %x, %y
  br i1 %fcmp58, label %irr25, label %bb20
irr25:
  switch i32 %v51, label %bb26 [ i32 16, label %bb26 i32 38, label %bb26 i32 35, label %bb26 i32 0, label %bb20 ]
bb26:
  %phi44 = phi ptr [ %phi50, %irr25 ], [ %phi50, %irr25 ], [ %phi50, %irr25 ], [ %phi50, %irr25 ]
  call void @plain_fn()
  %v55 = select i1 %c3, ptr blockaddress(@f8, %irr28), ptr blockaddress(@f8, %irr28)
  indirectbr ptr %v55, [ label %irr27, label %irr28, label %bb21 ]
irr27:
  switch i32 %phi48, label %irr28 [ i32 57, label %bb15 i32 39, label %bb24 ]
irr28:
  %v57 = xor i1 %c3, %c2
  br i1 %v57, label %bb29, label %bb24
bb29:
  %v59 = call i32 @opaque(i32 %phi48)
  switch i32 %v59, label %bb30 [ i32 27, label %bb32 i32 39, label %bb31 i32 15, label %bb31 i32 -4, label %bb32 ]
bb30:
  switch i32 %n, label %bb33 [ i32 -354729547, label %bb20 i32 1003244362, label %irr27 i32 1194900112, label %irr27 i32 452281626, label %bb20 ]
bb31:
  %v67 = load ptr, ptr %p
  indirectbr ptr %v67, [ label %bb32, label %irr27 ]
bb32:
  %phi45 = phi i32 [ %m, %bb29 ], [ %m, %bb29 ], [ %phi48, %bb31 ]
  %phi46 = phi i32 [ %phi48, %bb29 ], [ %phi48, %bb29 ], [ 2147483647, %bb31 ]
  call void @plain_fn()
  %v68 = load ptr, ptr %p
  indirectbr ptr %v68, [ label %bb35, label %irr27 ]
bb33:
  store i32 %phi48, ptr %p
  br label %bb34
bb34:
  %phi47 = phi ptr [ %q, %bb33 ]
  switch i32 %n, label %bb31 [ i32 30, label %bb33 i32 12, label %bb31 i32 51, label %bb31 i32 15, label %bb31 i32 41, label %bb31 ]
bb35:
  invoke void @may_throw(i32 0) to label %bb36 unwind label %bb43
bb36:
  br label %bb37
bb37:
  switch i32 %m, label %bb30 [ i32 29, label %bb35 i32 49, label %bb35 i32 36, label %header12 ]
_38:
  %phi48 = phi i32 [ %n, %entry1 ], [ %m, %bb20 ], [ -1, %_38 ]
  %phi49 = phi ptr [ %q, %entry1 ], [ %phi50, %bb20 ], [ %p, %_38 ]
  %phi50 = phi ptr [ %p, %entry1 ], [ %phi50, %bb20 ], [ null, %_38 ]
  %v51 = shl i32 %phi48, 1
  %cmp52 = icmp ugt i32 %v51, -1
  br i1 %cmp52, label %_38, label %header12
bb39:
  call void @noret_fn()
  ret i32 %m
dead40:
  store i32 %m, ptr %p
  br label %bb39
bb41:
  call void @noret_fn()
  br label %bb5
bb42:
  %lp56 = landingpad { ptr, i32 } cleanup
  call void @exit(i32 1)
  resume { ptr, i32 } %lp56
bb43:
  %lp69 = landingpad { ptr, i32 } cleanup
  br label %bb37
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb4
dead5:
  br i1 %c1, label %bb3, label %bb4
bb3:
  switch i32 %n, label %bb2 [ i32 17, label %bb4 i32 -7, label %bb2 i32 30, label %bb2 ]
bb4:
  br i1 %c2, label %bb4, label %bb3
bb2:
  br label %bb4
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

!0 = !{!"branch_weights", i32 1, i32 4294967295}
!1 = !{!"branch_weights", i32 2147483648, i32 0}
!2 = !{!"branch_weights", i32 0}
!3 = !{!"branch_weights", i32 83, i32 90}
!4 = !{!"branch_weights", i32 816, i32 0}
!5 = !{!"branch_weights", i32 53, i32 22}
!6 = !{!"branch_weights", i32 42, i32 88, i32 100}
!7 = !{!"branch_weights", i32 2147483648}
!8 = !{!"branch_weights", i32 33, i32 0, i32 15, i32 22, i32 68}
!9 = !{!"branch_weights", i32 0, i32 901}
!10 = !{!"branch_weights", i32 0, i32 4294967295}
!11 = !{!"branch_weights", i32 2000, i32 0, i32 1}
!12 = !{!"branch_weights", i32 4294966505}
!13 = !{!"branch_weights", i32 2147483648, i32 4294967295}
!14 = !{!"branch_weights", i32 2000, i32 1, i32 1}
!15 = !{!"branch_weights", i32 1048576}
!16 = !{!"branch_weights", i32 78, i32 24}
!17 = !{!"branch_weights", i32 21, i32 30}
!18 = !{!"branch_weights", i32 0}
!19 = !{!"branch_weights", i32 2147483648}
!20 = !{!"branch_weights", i32 4294967295}
!21 = !{!"branch_weights", i32 0, i32 0}
!22 = !{!"branch_weights", i32 2000}
!23 = !{!"branch_weights", i32 2000}
!24 = !{!"branch_weights", i32 0}
!25 = !{!"branch_weights", i32 4294966969}
!26 = !{!"branch_weights", i32 2000}
!27 = !{!"branch_weights", i32 4294966618, i32 4294967177}
!28 = !{!"branch_weights", i32 0}
!29 = !{!"branch_weights", i32 276, i32 596}
!30 = !{!"branch_weights", i32 4294966489, i32 4294966484, i32 4294966472, i32 4294966390}
!31 = !{!"branch_weights", i32 1, i32 0, i32 4294967295, i32 0, i32 0}
!32 = !{!"branch_weights", i32 4294966933, i32 4294966425, i32 4294966925, i32 4294966369}
!33 = !{!"branch_weights", i32 4294966793, i32 4294967267}
!34 = !{!"branch_weights", i32 560, i32 0}
!35 = !{!"branch_weights", i32 33, i32 24}
!36 = !{!"branch_weights", i32 26, i32 25, i32 31, i32 63}
!37 = !{!"branch_weights", i32 1}
!38 = !{!"branch_weights", i32 0, i32 0}
!39 = !{!"branch_weights", i32 0}
!40 = !{!"branch_weights", i32 0}
!41 = !{!"branch_weights", i32 58}
!42 = !{!"branch_weights", i32 478, i32 0}
!43 = !{!"branch_weights", i32 38, i32 52}
!44 = !{!"branch_weights", i32 0, i32 0}
!45 = !{!"branch_weights", i32 79, i32 45, i32 8, i32 22, i32 56, i32 89, i32 31}
!46 = !{!"branch_weights", i32 65, i32 11}
!47 = !{!"branch_weights", i32 0, i32 0, i32 1073741825, i32 4294967295}
!48 = !{!"branch_weights", i32 0, i32 48}
!49 = !{!"branch_weights", i32 0}
!50 = !{!"branch_weights", i32 4294967089, i32 4294967157}
!51 = !{!"branch_weights", i32 0}
