; freqpath random IR: seed=6 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb-1:
  br label %$2
bb3:
  switch i32 %m, label %bb4 [  ]
$2:
  br i1 %c2, label %bb3, label %bb8
bb10:
  br i1 %c3, label %bb11, label %rnd9
rnd9:
  switch i32 %m, label %bb10 [ i32 7, label %rnd9 ]
bb5:
  br label %bb6
bb7:
  br i1 %c3, label %bb8, label %$2
bb11:
  switch i32 %m, label %bb11 [ i32 34, label %bb11 i32 58, label %bb11 ]
bb6:
  switch i32 %m, label %bb7 [ i32 26, label %$2 ]
bb8:
  br label %bb8
bb4:
  br i1 %c3, label %bb5, label %bb5
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  switch i32 %m, label %bb3 [ i32 9, label %rnd2 i32 16, label %bb4 i32 48, label %bb4 ]
bb3:
  br label %bb4
bb4:
  br label %bb4
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @plain_fn() cold
  br label %bb12
bb5:
  %phi16 = phi i32 [ %phi20, %bb7 ], [ %phi27, %bb11 ], [ %phi37, %lpad13 ]
  %phi17 = phi i32 [ -1, %bb7 ], [ -1, %bb11 ], [ -2147483648, %lpad13 ]
  %phi18 = phi i32 [ %phi20, %bb7 ], [ -1, %bb11 ], [ 3, %lpad13 ]
  br i1 false, label %bb3, label %bb3
counter9:
  %phi25 = phi i32 [ %phi36, %bb4 ], [ %phi34, %bb11 ]
  %phi26 = phi ptr [ %p, %bb4 ], [ %phi33, %bb11 ]
  %phi27 = phi i32 [ 0, %bb4 ], [ 10, %bb11 ]
  %cmp40 = icmp ugt i32 %phi27, 8
  br i1 %cmp40, label %reset10, label %bb11
if6:
  %phi19 = phi i32 [ %phi34, %bb4 ], [ %phi34, %bb4 ]
  %phi20 = phi i32 [ %phi34, %bb4 ], [ %phi34, %bb4 ]
  %phi21 = phi i32 [ 3, %bb4 ], [ 3, %bb4 ]
  indirectbr ptr %q, [ label %bb8, label %bb7 ]
"2bb":
  %phi14 = phi ptr [ %p, %bb3 ]
  %phi15 = phi i32 [ 100, %bb3 ]
  ret i32 8
bb4:
  %v39 = call i32 @opaque(i32 %phi34)
  switch i32 %v39, label %if6 [ i32 -1, label %if6 i32 13, label %counter9 i32 48, label %bb3 ]
bb11:
  %phi31 = phi i32 [ 2, %counter9 ], [ -5, %reset10 ]
  %phi32 = phi i32 [ %phi27, %counter9 ], [ 1, %reset10 ]
  %phi33 = phi ptr [ null, %counter9 ], [ %phi35, %reset10 ]
  %cmp44 = icmp uge i32 %phi31, -1
  br i1 %cmp44, label %counter9, label %bb5
bb12:
  %phi34 = phi i32 [ %n, %bb1 ], [ %n, %bb12 ]
  %phi35 = phi ptr [ %q, %bb1 ], [ %p, %bb12 ]
  %phi36 = phi i32 [ %n, %bb1 ], [ 0, %bb12 ]
  call void @plain_fn() #1
  %cmp38 = icmp sge i32 %phi36, 43
  br i1 %cmp38, label %bb12, label %bb4
lpad13:
  %phi37 = phi i32 [ 100, %bb8 ]
  %lp45 = landingpad { ptr, i32 } cleanup
  br label %bb5
reset10:
  %phi28 = phi i32 [ %phi27, %counter9 ], [ %phi27, %reset10 ]
  %phi29 = phi i32 [ -5, %counter9 ], [ %phi28, %reset10 ]
  %phi30 = phi i32 [ -2147483648, %counter9 ], [ %phi28, %reset10 ]
  %v41 = and i32 %phi30, 1
  %v42 = and i32 %v41, 2
  %cmp43 = icmp uge i32 %v42, 23
  br i1 %cmp43, label %bb11, label %reset10
bb3:
  %v46 = and i1 %c3, %c2
  br i1 %v46, label %bb3, label %"2bb"
bb7:
  br label %bb5
bb8:
  %phi22 = phi ptr [ null, %if6 ]
  %phi23 = phi i32 [ 0, %if6 ]
  %phi24 = phi i32 [ %m, %if6 ]
  invoke void @may_throw(i32 0) to label %bb7 unwind label %lpad13, !prof !0
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 %n
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  br label %rnd2
rnd2:
  call void @plain_fn() cold
  br label %bb5
bb3:
  %v9 = load ptr, ptr %p
  %cmp10 = icmp ne ptr null, %v9
  br i1 %cmp10, label %bb4, label %bb3
bb4:
  %v11 = load ptr, ptr %p
  %cmp12 = icmp eq ptr null, %v11
  br i1 %cmp12, label %bb5, label %bb3
bb5:
  invoke void @noret_fn() to label %rnd2 unwind label %lpad7, !prof !1
bb6:
  call void @plain_fn()
  %v13 = and i32 %m, 64
  %cmp14 = icmp slt i32 %v13, 64
  br i1 %cmp14, label %bb5, label %bb6
lpad7:
  %lp8 = landingpad { ptr, i32 } cleanup
  ret i32 %m
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %chain95
bb2:
  ret i32 %m
if3:
  %phi111 = phi ptr [ %p, %_11 ]
  %phi112 = phi i32 [ 1, %_11 ]
  %phi113 = phi ptr [ %p, %_11 ]
  %fcmp262 = fcmp ugt double %y, 1.5
  br i1 %fcmp262, label %bb6, label %bb7
bb4:
  %phi114 = phi i32 [ 2, %bb5 ]
  %phi115 = phi i32 [ 10, %bb5 ]
  %phi116 = phi i32 [ 8, %bb5 ]
  br label %bb2
bb5:
  %phi117 = phi i32 [ 2, %bb6 ], [ 2, %bb6 ]
  br label %bb4
bb6:
  %cmp265 = icmp ult i32 %phi125, 48
  br i1 %cmp265, label %bb5, label %bb5
bb7:
  %phi118 = phi i32 [ 0, %if3 ], [ 0, %bb8 ]
  %phi119 = phi i32 [ %phi123, %if3 ], [ 2147483647, %bb8 ]
  %phi120 = phi i32 [ -1, %if3 ], [ 0, %bb8 ]
  invoke void @may_throw(i32 1) to label %bb10 unwind label %lpad102
bb8:
  store i32 %phi238, ptr %q
  %cmp264 = icmp ne ptr %phi111, %phi234
  br i1 %cmp264, label %bb2, label %bb7
chain9:
  %phi121 = phi i32 [ 2147483647, %bb10 ]
  br label %bb8
bb10:
  %phi122 = phi i32 [ %phi119, %bb7 ]
  br label %chain9
_11:
  %phi123 = phi i32 [ %phi238, %bb12 ], [ %phi231, %irr81 ], [ %phi231, %bb82 ]
  %phi124 = phi ptr [ %phi127, %bb12 ], [ %q, %irr81 ], [ %phi235, %bb82 ]
  %phi125 = phi i32 [ -2147483648, %bb12 ], [ 0, %irr81 ], [ 0, %bb82 ]
  %v260 = and i32 %n, 6
  %cmp261 = icmp slt i32 %v260, 0
  br i1 %cmp261, label %bb13, label %if3
bb12:
  %phi126 = phi i32 [ -1, %bb13 ], [ -1, %bb13 ]
  %phi127 = phi ptr [ null, %bb13 ], [ null, %bb13 ]
  %phi128 = phi i32 [ %n, %bb13 ], [ %n, %bb13 ]
  br label %_11
bb13:
  %phi129 = phi i32 [ %phi233, %_11 ], [ 100, %bb15 ], [ -5, %bb16 ], [ 2147483647, %irr17 ], [ %phi238, %irr18 ], [ %phi238, %irr18 ], [ %phi238, %irr18 ], [ %phi129, %header34 ], [ -1, %bb70 ], [ 1, %bb71 ], [ 1, %dispatch74 ], [ 7, %bb99 ]
  %phi130 = phi i32 [ 100, %_11 ], [ 2, %bb15 ], [ 0, %bb16 ], [ %phi230, %irr17 ], [ 10, %irr18 ], [ 10, %irr18 ], [ 10, %irr18 ], [ %phi230, %header34 ], [ %m, %bb70 ], [ 100, %bb71 ], [ %phi230, %dispatch74 ], [ %n, %bb99 ]
  %phi131 = phi i32 [ 0, %_11 ], [ %m, %bb15 ], [ %phi230, %bb16 ], [ 2, %irr17 ], [ %phi219, %irr18 ], [ %phi219, %irr18 ], [ %phi219, %irr18 ], [ %phi230, %header34 ], [ %phi232, %bb70 ], [ 100, %bb71 ], [ %phi238, %dispatch74 ], [ 0, %bb99 ]
  switch i32 %v260, label %bb12 [ i32 1906555316, label %bb70 i32 -788312064, label %dispatch74 i32 114112790, label %bb12 i32 934561261, label %bb14 i32 1912240596, label %header34 ]
bb14:
  switch i32 %phi219, label %irr18 [ i32 -8, label %bb15 i32 51, label %bb16 i32 16, label %irr17 ]
bb15:
  %cmp291 = icmp ule i32 %phi129, 25
  br i1 %cmp291, label %bb16, label %bb13
bb16:
  call void @cold_fn()
  callbr void asm sideeffect "", "!i"() to label %irr17 [label %bb13]
irr17:
  %v292 = call i32 @not_a_libcall(ptr %q, ptr %p)
  %cmp293 = icmp eq i32 %v292, 0
  br i1 %cmp293, label %bb-19, label %bb13
irr18:
  switch i32 %n, label %bb23 [ i32 21, label %bb13 i32 7, label %bb13 i32 45, label %bb13 i32 12, label %bb23 ]
bb-19:
  %phi132 = phi i32 [ 7, %irr17 ], [ 2, %bb.20 ], [ 3, %bb.21 ]
  %phi133 = phi i32 [ 0, %irr17 ], [ %m, %bb.20 ], [ %phi123, %bb.21 ]
  %phi134 = phi i32 [ %phi236, %irr17 ], [ -1, %bb.20 ], [ %phi219, %bb.21 ]
  %v294 = add i32 %phi134, 1
  %v295 = add i32 %v294, 2
  %cmp296 = icmp ule i32 %v295, 0
  br i1 %cmp296, label %bb.20, label %chain22
bb.20:
  %phi135 = phi ptr [ %phi234, %bb-19 ]
  invoke void @may_throw(i32 0) to label %bb-19 unwind label %bb103, !prof !2
bb.21:
  %phi136 = phi i32 [ 2147483647, %chain22 ], [ 1, %bb101 ]
  %cmp297 = icmp ugt i32 %phi130, 9
  br i1 %cmp297, label %bb-19, label %irr18
chain22:
  br label %bb.21
bb23:
  %phi137 = phi i32 [ %phi129, %irr18 ], [ %phi129, %irr18 ], [ -2147483648, %bb100 ], [ %n, %bb101 ]
  %v290 = select i1 %c3, ptr blockaddress(@f5, %irr25), ptr blockaddress(@f5, %bb24)
  indirectbr ptr %v290, [ label %irr25, label %bb24 ]
bb24:
  %phi138 = phi i32 [ 8, %bb23 ], [ %m, %bb29 ]
  %phi139 = phi i32 [ -5, %bb23 ], [ %n, %bb29 ]
  %phi140 = phi i32 [ 10, %bb23 ], [ 8, %bb29 ]
  call void @plain_fn()
  invoke void @may_throw(i32 0) to label %bb26 unwind label %bb104
irr25:
  indirectbr ptr blockaddress(@f5, %bb15), [ label %bb28, label %bb15 ]
bb26:
  %v300 = and i32 %phi232, 2
  %v301 = sub i32 %v300, 2
  %cmp302 = icmp ule i32 %v301, 50
  br i1 %cmp302, label %join27, label %join27
join27:
  br label %irr25
bb28:
  br i1 %c2, label %bb29, label %bb30
bb29:
  %phi141 = phi i32 [ %m, %bb28 ], [ 3, %bb31 ]
  %phi142 = phi i32 [ 7, %bb28 ], [ %phi230, %bb31 ]
  %phi143 = phi i32 [ %phi232, %bb28 ], [ %phi230, %bb31 ]
  br label %bb24
bb30:
  %phi144 = phi i32 [ 0, %bb28 ]
  call void @plain_fn() cold
  switch i64 %k, label %bb31 [ i64 7, label %bb31 i64 31, label %bb31 i64 35, label %bb33 i64 -8, label %bb33 i64 42, label %bb31 ]
bb31:
  %phi145 = phi i32 [ 10, %bb30 ], [ 10, %bb30 ], [ 10, %bb30 ], [ 10, %bb30 ], [ 2147483647, %bb32 ]
  %phi146 = phi i32 [ %phi233, %bb30 ], [ %phi233, %bb30 ], [ %phi233, %bb30 ], [ %phi233, %bb30 ], [ 2, %bb32 ]
  %phi147 = phi i32 [ %phi130, %bb30 ], [ %phi130, %bb30 ], [ %phi130, %bb30 ], [ %phi130, %bb30 ], [ -1, %bb32 ]
  br label %bb29
bb32:
  br label %bb31
bb33:
  %phi148 = phi ptr [ %phi234, %bb30 ], [ %phi234, %bb30 ]
  %phi149 = phi i32 [ 10, %bb30 ], [ 10, %bb30 ]
  %phi150 = phi i32 [ %m, %bb30 ], [ %m, %bb30 ]
  br label %bb32
header34:
  %phi151 = phi i32 [ 7, %bb13 ], [ 1, %latch35 ]
  %phi152 = phi i32 [ %phi236, %bb13 ], [ %phi233, %latch35 ]
  %phi153 = phi i32 [ %n, %bb13 ], [ %phi154, %latch35 ]
  %cmp266 = icmp eq i32 %phi131, -5
  br i1 %cmp266, label %bb13, label %dispatch36
latch35:
  br label %header34
dispatch36:
  %phi154 = phi i32 [ %m, %header34 ], [ 1, %dispatch36 ], [ 1, %bb38 ], [ %phi230, %irr39 ], [ %phi230, %irr39 ], [ %phi230, %irr39 ], [ -1, %bb41 ], [ %phi152, %bb46 ], [ 7, %bb49 ], [ 1, %bb50 ], [ %phi153, %bb.64 ], [ %phi153, %bb65 ]
  %phi155 = phi i32 [ 0, %header34 ], [ 100, %dispatch36 ], [ %phi151, %bb38 ], [ %phi219, %irr39 ], [ %phi219, %irr39 ], [ %phi219, %irr39 ], [ -5, %bb41 ], [ %phi233, %bb46 ], [ 1, %bb49 ], [ %phi129, %bb50 ], [ %phi131, %bb.64 ], [ 10, %bb65 ]
  %phi156 = phi ptr [ %q, %header34 ], [ null, %dispatch36 ], [ null, %bb38 ], [ null, %irr39 ], [ null, %irr39 ], [ null, %irr39 ], [ %phi235, %bb41 ], [ %phi124, %bb46 ], [ %phi234, %bb49 ], [ %p, %bb50 ], [ %q, %bb.64 ], [ %p, %bb65 ]
  switch i32 %phi232, label %latch35 [ i32 53, label %bb48 i32 35, label %bb43 i32 49, label %dispatch36 i32 13, label %bb63 i32 5, label %bb44 i32 1, label %bb37 i32 51, label %bb48 i32 50, label %latch35 ]
bb37:
  %v267 = call i32 @not_a_libcall(ptr %p, ptr %q)
  %cmp268 = icmp eq i32 %v267, -1
  br i1 %cmp268, label %irr39, label %bb38
bb38:
  %phi157 = phi ptr [ %q, %bb37 ], [ %q, %irr39 ], [ %q, %irr39 ]
  %v269 = and i32 %phi153, 2
  %cmp270 = icmp eq i32 %v269, 0
  br i1 %cmp270, label %bb40, label %dispatch36
irr39:
  call void @plain_fn()
  switch i64 %k, label %bb38 [ i64 41, label %bb38 i64 52, label %dispatch36 i64 6, label %dispatch36 i64 19, label %dispatch36 ]
bb40:
  %phi158 = phi i32 [ %m, %bb38 ], [ %n, %bb40 ]
  %phi159 = phi i32 [ %phi232, %bb38 ], [ %phi219, %bb40 ]
  %phi160 = phi ptr [ null, %bb38 ], [ %phi237, %bb40 ]
  invoke void @may_throw(i32 1) to label %bb40 unwind label %lpad105
bb41:
  %phi161 = phi i32 [ 8, %bb42 ]
  %phi162 = phi i32 [ %phi236, %bb42 ]
  switch i32 %phi230, label %dispatch36 [  ]
bb42:
  call void @cold_fn()
  br label %bb41
bb43:
  br label %bb42
bb44:
  %phi163 = phi i32 [ 1, %dispatch36 ]
  %phi164 = phi ptr [ %phi235, %dispatch36 ]
  %phi165 = phi i32 [ %phi230, %dispatch36 ]
  switch i32 %v260, label %bb47 [ i32 10, label %bb45 i32 30, label %bb47 ]
bb45:
  ret i32 %phi155
bb46:
  %phi166 = phi i32 [ %n, %bb47 ]
  %phi167 = phi i32 [ %phi232, %bb47 ]
  br label %dispatch36
bb47:
  br label %bb46
bb48:
  store i32 %phi233, ptr %p
  %v279 = or i32 %phi155, 2
  %cmp280 = icmp sgt i32 %v279, 20
  br i1 %cmp280, label %bb49, label %bb50
bb49:
  %phi168 = phi i32 [ %phi131, %bb48 ], [ 8, %dispatch54 ], [ 0, %bb98 ]
  %phi169 = phi i32 [ 1, %bb48 ], [ 7, %dispatch54 ], [ 0, %bb98 ]
  %phi170 = phi i32 [ %phi238, %bb48 ], [ 0, %dispatch54 ], [ %m, %bb98 ]
  br i1 %c1, label %bb51, label %dispatch36
bb50:
  %v281 = sub i32 %phi154, 3
  %v282 = add i32 %v281, 3
  %cmp283 = icmp uge i32 %v282, 14
  br i1 %cmp283, label %dispatch54, label %dispatch36
bb51:
  %phi171 = phi i32 [ %phi219, %bb49 ], [ -5, %bb52 ], [ 10, %latch53 ]
  %phi172 = phi i32 [ 7, %bb49 ], [ 0, %bb52 ], [ %phi169, %latch53 ]
  %phi173 = phi ptr [ %phi235, %bb49 ], [ %p, %bb52 ], [ %phi235, %latch53 ]
  indirectbr ptr blockaddress(@f5, %latch53), [ label %bb52, label %latch53 ]
bb52:
  %phi174 = phi ptr [ %phi220, %bb51 ]
  call void @plain_fn()
  br label %bb51
latch53:
  %phi175 = phi i32 [ %phi230, %bb51 ], [ 2, %dead97 ]
  %phi176 = phi i32 [ %phi154, %bb51 ], [ 100, %dead97 ]
  %phi177 = phi i32 [ -1, %bb51 ], [ 3, %dead97 ]
  switch i32 %phi175, label %bb50 [ i32 -5, label %bb50 i32 -6, label %bb51 i32 49, label %bb50 ]
dispatch54:
  %phi178 = phi i32 [ 10, %bb50 ], [ 0, %dispatch54 ], [ 0, %dispatch54 ], [ %phi233, %irr57 ]
  %phi179 = phi i32 [ %n, %bb50 ], [ %phi219, %dispatch54 ], [ %phi219, %dispatch54 ], [ 2, %irr57 ]
  %phi180 = phi i32 [ 2, %bb50 ], [ 1, %dispatch54 ], [ 1, %dispatch54 ], [ %n, %irr57 ]
  switch i32 %phi131, label %bb49 [ i32 36, label %dispatch54 i32 0, label %dispatch54 i32 13, label %bb55 ]
bb55:
  %phi181 = phi i32 [ 100, %dispatch54 ]
  %phi182 = phi i32 [ 0, %dispatch54 ]
  %phi183 = phi i32 [ %phi130, %dispatch54 ]
  call void @plain_fn() cold
  invoke void @may_throw(i32 0) to label %irr57 unwind label %bb106
irr56:
  %phi184 = phi i32 [ %phi125, %bb60 ], [ %n, %bb106 ]
  call void @plain_fn() #0
  switch i32 %phi184, label %irr57 [ i32 1262663840, label %irr57 i32 -1432262561, label %irr57 ]
irr57:
  %v285 = sub i32 %phi153, 2
  %v286 = sub i32 %v285, 2
  %cmp287 = icmp ult i32 %v286, 24
  br i1 %cmp287, label %irr_pre58, label %dispatch54
irr_pre58:
  %phi185 = phi i32 [ 3, %irr57 ]
  %phi186 = phi i32 [ -1, %irr57 ]
  switch i32 %phi129, label %irr62 [ i32 4, label %bb59 i32 13, label %bb59 i32 49, label %bb60 i32 -7, label %bb59 i32 6, label %bb61 ]
bb59:
  %phi187 = phi i32 [ 7, %irr_pre58 ], [ 7, %irr_pre58 ], [ 7, %irr_pre58 ], [ -1, %irr62 ]
  br label %bb60
bb60:
  %phi188 = phi i32 [ %n, %irr_pre58 ], [ 7, %bb59 ]
  %fcmp289 = fcmp true double %y, %x
  br i1 %fcmp289, label %bb61, label %irr56
bb61:
  %phi189 = phi ptr [ %phi235, %irr_pre58 ], [ %q, %bb60 ]
  %phi190 = phi i32 [ %n, %irr_pre58 ], [ %n, %bb60 ]
  %phi191 = phi i32 [ %phi125, %irr_pre58 ], [ -5, %bb60 ]
  br label %irr62
irr62:
  invoke void @may_throw(i32 1) to label %bb59 unwind label %bb107
bb63:
  switch i32 %phi232, label %bb66 [ i32 -847909849, label %bb66 i32 679434378, label %bb65 i32 -326981952, label %bb.64 i32 -595884180, label %bb65 ]
bb.64:
  %v272 = add i64 %k, 1
  %cmp273 = icmp ule i64 %v272, 5
  br i1 %cmp273, label %bb67, label %dispatch36
bb65:
  store i32 %phi155, ptr %p
  %v277 = mul i32 %phi153, 3
  %cmp278 = icmp sle i32 %v277, 17
  br i1 %cmp278, label %bb66, label %dispatch36
bb66:
  %phi192 = phi i32 [ 2147483647, %bb63 ], [ 2147483647, %bb63 ], [ -1, %bb65 ]
  %phi193 = phi i32 [ 8, %bb63 ], [ 8, %bb63 ], [ 2, %bb65 ]
  %phi194 = phi i32 [ 0, %bb63 ], [ 0, %bb63 ], [ %phi152, %bb65 ]
  br label %bb.64
bb67:
  %phi195 = phi ptr [ %phi237, %bb.64 ]
  %phi196 = phi ptr [ %q, %bb.64 ]
  %phi197 = phi i32 [ 3, %bb.64 ]
  %v274 = select i1 %c3, ptr blockaddress(@f5, %irr68), ptr blockaddress(@f5, %bb-69)
  indirectbr ptr %v274, [ label %irr68, label %bb-69 ]
irr68:
  %phi198 = phi i32 [ %phi231, %bb67 ], [ %phi230, %bb-69 ]
  %v275 = add i32 %phi155, 4
  %cmp276 = icmp sle i32 %v275, 50
  br i1 %cmp276, label %bb-69, label %bb65
bb-69:
  %phi199 = phi i32 [ 0, %bb67 ], [ -2147483648, %irr68 ]
  br label %irr68
bb70:
  %phi200 = phi i32 [ %phi125, %bb13 ], [ 100, %bb71 ]
  %phi201 = phi ptr [ %q, %bb13 ], [ %phi235, %bb71 ]
  %phi202 = phi i32 [ 1, %bb13 ], [ %phi125, %bb71 ]
  %cmp307 = icmp ne i32 %phi202, 1
  br i1 %cmp307, label %bb13, label %bb72
bb71:
  %phi203 = phi i32 [ 8, %bb73 ], [ 8, %bb73 ], [ 8, %bb73 ]
  %phi204 = phi i32 [ %phi233, %bb73 ], [ %phi233, %bb73 ], [ %phi233, %bb73 ]
  %phi205 = phi ptr [ %q, %bb73 ], [ %q, %bb73 ], [ %q, %bb73 ]
  br i1 %cmp251, label %bb70, label %bb13
bb72:
  %phi206 = phi i32 [ %phi233, %bb70 ], [ -1, %bb73 ], [ 2, %bb107 ]
  %phi207 = phi i32 [ %phi233, %bb70 ], [ %phi123, %bb73 ], [ -1, %bb107 ]
  %phi208 = phi i32 [ %phi231, %bb70 ], [ %phi238, %bb73 ], [ 7, %bb107 ]
  br label %bb73
bb73:
  %phi209 = phi i32 [ %phi123, %bb72 ]
  store i32 %phi123, ptr %p
  %v308 = call i32 @opaque(i32 %phi131)
  switch i32 %v308, label %bb71 [ i32 0, label %bb71 i32 6, label %bb71 i32 9, label %bb72 ]
dispatch74:
  %phi210 = phi i32 [ 100, %bb13 ], [ %phi231, %dispatch74 ], [ %phi231, %dispatch74 ], [ %phi231, %dispatch74 ], [ %phi231, %dispatch74 ], [ 0, %bb75 ], [ 0, %bb78 ]
  indirectbr ptr blockaddress(@f5, %dispatch74), [ label %bb13, label %bb75, label %dispatch74, label %dispatch74, label %chain79, label %dispatch74, label %dispatch74 ]
bb75:
  %phi211 = phi i32 [ %n, %dispatch74 ], [ %phi123, %latch76 ]
  %phi212 = phi i32 [ %phi123, %dispatch74 ], [ %phi215, %latch76 ]
  %phi213 = phi ptr [ %q, %dispatch74 ], [ %q, %latch76 ]
  %cmp303 = icmp eq i32 %phi129, 1
  br i1 %cmp303, label %bb77, label %dispatch74
latch76:
  br label %bb75
bb77:
  %phi214 = phi ptr [ %p, %bb75 ], [ %phi237, %bb77 ]
  %phi215 = phi i32 [ %m, %bb75 ], [ %m, %bb77 ]
  %phi216 = phi i32 [ %m, %bb75 ], [ 10, %bb77 ]
  %v304 = add i32 %phi216, 4
  %v305 = add i32 %v304, 1
  %cmp306 = icmp ugt i32 %v305, 13
  br i1 %cmp306, label %latch76, label %bb77
bb78:
  br label %dispatch74
chain79:
  %phi217 = phi i32 [ %phi131, %dispatch74 ]
  %phi218 = phi i32 [ %phi238, %dispatch74 ]
  br label %bb78
bb80:
  %phi219 = phi i32 [ 8, %chain85 ]
  %phi220 = phi ptr [ %q, %chain85 ]
  call void @plain_fn() cold
  invoke void @cold_fn() to label %bb82 unwind label %bb108
irr81:
  %phi221 = phi i32 [ %phi236, %bb82 ], [ 8, %bb108 ]
  br i1 true, label %bb83, label %_11
bb82:
  %phi222 = phi i32 [ %m, %bb80 ], [ %phi231, %bb83 ], [ 2147483647, %bb84 ]
  %phi223 = phi i32 [ -5, %bb80 ], [ -2147483648, %bb83 ], [ %phi229, %bb84 ]
  %v259 = select i1 %c0, ptr blockaddress(@f5, %irr81), ptr blockaddress(@f5, %_11)
  indirectbr ptr %v259, [ label %irr81, label %_11 ]
bb83:
  %phi224 = phi i32 [ %phi230, %irr81 ], [ %phi225, %bb84 ], [ %phi225, %bb84 ]
  %phi225 = phi i32 [ %phi230, %irr81 ], [ %phi227, %bb84 ], [ %phi227, %bb84 ]
  %phi226 = phi i32 [ 2, %irr81 ], [ 0, %bb84 ], [ 0, %bb84 ]
  %cmp309 = icmp ule i32 %phi232, 11
  br i1 %cmp309, label %bb82, label %bb84
bb84:
  %phi227 = phi i32 [ 8, %bb83 ]
  %phi228 = phi i32 [ 8, %bb83 ]
  %phi229 = phi i32 [ %phi221, %bb83 ]
  switch i32 %phi231, label %bb83 [ i32 -2, label %bb82 i32 26, label %bb83 ]
chain85:
  %phi230 = phi i32 [ 1, %bb86 ]
  call void @plain_fn()
  br label %bb80
bb86:
  %phi231 = phi i32 [ 1, %bb87 ]
  %phi232 = phi i32 [ %phi233, %bb87 ]
  store i32 %v250, ptr %q
  br label %chain85
bb87:
  %phi233 = phi i32 [ -5, %bb88 ], [ %phi236, %bb91 ], [ %phi236, %bb91 ]
  %phi234 = phi ptr [ %phi237, %bb88 ], [ %p, %bb91 ], [ %p, %bb91 ]
  %phi235 = phi ptr [ %p, %bb88 ], [ %p, %bb91 ], [ %p, %bb91 ]
  invoke void @cold_fn() to label %bb86 unwind label %bb109
bb88:
  %phi236 = phi i32 [ %m, %bb89 ], [ 7, %chain95 ], [ 1, %bb110 ]
  %phi237 = phi ptr [ %q, %bb89 ], [ null, %chain95 ], [ null, %bb110 ]
  %phi238 = phi i32 [ %phi238, %bb89 ], [ %n, %chain95 ], [ %phi240, %bb110 ]
  store i32 0, ptr %p
  %v250 = call i32 @strncmp(ptr %q, ptr %p, i64 %k)
  %cmp251 = icmp slt i32 %v250, 0
  br i1 %cmp251, label %early90, label %bb87
bb89:
  store i32 %phi238, ptr %q
  invoke void @noret_fn() to label %bb88 unwind label %bb110
early90:
  %v252 = or i32 %phi238, 1
  %cmp253 = icmp slt i32 %v252, -9
  br i1 %cmp253, label %bb91, label %bb92
bb91:
  %phi239 = phi i32 [ -5, %early90 ]
  callbr void asm sideeffect "", "!i"() to label %bb87 [label %bb87]
bb92:
  %phi240 = phi i32 [ %phi236, %early90 ]
  call void @cold_fn()
  %v254 = bitcast i32 -7 to i32
  %cmp255 = icmp ule i32 %phi238, %v254
  br i1 %cmp255, label %bb94, label %bb93, !prof !3
bb93:
  %phi241 = phi ptr [ %phi237, %bb92 ]
  %phi242 = phi i32 [ -5, %bb92 ]
  %phi243 = phi i32 [ 1, %bb92 ]
  call void @plain_fn()
  unreachable
bb94:
  call void @noret_fn()
  br label %bb89
chain95:
  br label %bb88
bb96:
  switch i32 %m, label %bb8 [ i32 6, label %bb8 i32 45, label %bb48 i32 54, label %bb8 i32 26, label %bb8 ]
dead97:
  br label %latch53
bb98:
  br label %bb49
bb99:
  br label %bb13
bb100:
  call void @plain_fn()
  br label %bb23
bb101:
  %v310 = and i32 %n, 1
  %cmp311 = icmp eq i32 %v310, 0
  br i1 %cmp311, label %bb.21, label %bb23
lpad102:
  %phi244 = phi i32 [ %phi119, %bb7 ]
  %phi245 = phi i32 [ %phi230, %bb7 ]
  %phi246 = phi i32 [ %phi118, %bb7 ]
  %lp263 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  call void @noret_fn()
  unreachable
bb103:
  %lp298 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  call void @plain_fn() cold
  unreachable
bb104:
  %lp299 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() cold
  unreachable
lpad105:
  %lp271 = landingpad { ptr, i32 } cleanup
  call void @cold_fn()
  br label %irr39
bb106:
  %phi247 = phi i32 [ %n, %bb55 ]
  %phi248 = phi i32 [ 0, %bb55 ]
  %lp284 = landingpad { ptr, i32 } cleanup
  br label %irr56
bb107:
  %lp288 = landingpad { ptr, i32 } cleanup
  br label %bb72
bb108:
  %lp258 = landingpad { ptr, i32 } cleanup
  br label %irr81
bb109:
  %phi249 = phi ptr [ %phi237, %bb87 ]
  %lp257 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp257
bb110:
  %lp256 = landingpad { ptr, i32 } cleanup
  br label %bb88
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
0:
  %v92 = add i32 %n, 1
  %1 = bitcast i32 100 to i32
  %cmp93 = icmp sge i32 %v92, %1
  br i1 %cmp93, label %if26, label %98
2:
  %phi29 = phi ptr [ %9, %4 ]
  %phi30 = phi i32 [ 1, %4 ]
  %3 = phi i32 [ 1, %4 ]
  call void @plain_fn() #0
  ret i32 2147483647
4:
  %phi31 = phi ptr [ %10, %join1 ]
  %5 = phi ptr [ %q, %join1 ]
  %6 = phi i32 [ %11, %join1 ]
  invoke void @cold_fn() to label %2 unwind label %160
7:
  %8 = phi ptr [ %15, %14 ], [ null, %151 ]
  %9 = phi ptr [ %q, %14 ], [ %p, %151 ]
  %10 = phi ptr [ %15, %14 ], [ %q, %151 ]
  %v110 = select i1 %c1, ptr blockaddress(@f6, %join1), ptr blockaddress(@f6, %join1)
  indirectbr ptr %v110, [ label %join1, label %join1 ]
join1:
  %11 = phi i32 [ %m, %7 ], [ %m, %7 ]
  %phi32 = phi i32 [ %m, %7 ], [ %m, %7 ]
  store i32 %v92, ptr %p
  %12 = load i64, ptr %q
  %cmp111 = icmp ult i64 %12, -7
  br i1 %cmp111, label %4, label %62
bb2:
  %13 = phi ptr [ null, %63 ]
  %phi33 = phi i32 [ %72, %63 ]
  switch i32 %65, label %14 [ i32 1693878854, label %16 i32 1970070688, label %16 ]
14:
  %15 = phi ptr [ %p, %bb2 ], [ %p, %bb4 ], [ %p, %bb4 ], [ %30, %29 ], [ %q, %62 ]
  call void @plain_fn() #0
  switch i32 %v92, label %7 [ i32 31, label %85 ], !prof !4
16:
  %phi34 = phi ptr [ %p, %bb2 ], [ %p, %bb2 ]
  %phi35 = phi i32 [ 7, %bb2 ], [ 7, %bb2 ]
  invoke void @cold_fn() to label %if3 unwind label %163
if3:
  %fcmp101 = fcmp une double %x, %y
  br i1 %fcmp101, label %17, label %27
17:
  %18 = phi i32 [ %74, %if3 ], [ %m, %155 ]
  %19 = select i1 %77, ptr blockaddress(@f6, %bb5), ptr blockaddress(@f6, %bb5)
  indirectbr ptr %19, [ label %bb4, label %bb5 ]
bb4:
  %phi36 = phi i32 [ %n, %17 ], [ 1, %22 ]
  %phi37 = phi i32 [ -2147483648, %17 ], [ %phi35, %22 ]
  %phi38 = phi i32 [ 0, %17 ], [ %phi39, %22 ]
  switch i32 %80, label %bb5 [ i32 1628561390, label %14 i32 -1650933113, label %14 i32 -1383579564, label %bb5 i32 -570194535, label %irr22 i32 1273980941, label %irr22 ]
bb5:
  %20 = phi i32 [ %80, %17 ], [ %80, %bb4 ], [ %80, %bb4 ]
  call void @plain_fn()
  %21 = fcmp olt double %x, 0.0
  br i1 %21, label %24, label %38
22:
  %23 = phi i32 [ 2147483647, %24 ]
  %phi39 = phi i32 [ 1, %24 ]
  invoke void @may_throw(i32 1) to label %bb4 unwind label %165, !prof !5
24:
  %25 = phi i32 [ %76, %bb5 ], [ 1, %153 ]
  %26 = phi i32 [ 100, %bb5 ], [ 0, %153 ]
  %phi40 = phi i32 [ 7, %bb5 ], [ 0, %153 ]
  br label %22, !prof !6
27:
  %phi41 = phi ptr [ %q, %if3 ], [ %30, %29 ], [ null, %173 ]
  %phi42 = phi i32 [ 2147483647, %if3 ], [ %32, %29 ], [ %phi67, %173 ]
  %v107 = and i32 %1, 1
  %cmp108 = icmp ne i32 %v107, -1
  br i1 %cmp108, label %33, label %28
28:
  %phi43 = phi i32 [ 7, %27 ], [ -2147483648, %dead28 ]
  br label %29
29:
  %30 = phi ptr [ %q, %28 ], [ null, %35 ], [ %p, %47 ], [ %q, %159 ], [ %q, %159 ]
  %31 = phi ptr [ %q, %28 ], [ %phi46, %35 ], [ %p, %47 ], [ %q, %159 ], [ %q, %159 ]
  %32 = phi i32 [ 2147483647, %28 ], [ -1, %35 ], [ 1, %47 ], [ 0, %159 ], [ 0, %159 ]
  br i1 true, label %14, label %27, !prof !7
33:
  %phi44 = phi i32 [ %phi42, %27 ]
  br i1 %c0, label %irr6, label %56, !prof !8
irr6:
  %phi45 = phi ptr [ %phi41, %33 ], [ %q, %35 ], [ null, %dead27 ]
  %34 = phi i32 [ 1, %33 ], [ -5, %35 ], [ %n, %dead27 ]
  %v109 = select i1 %c3, ptr blockaddress(@f6, %60), ptr blockaddress(@f6, %38)
  indirectbr ptr %v109, [ label %38, label %60 ]
35:
  %36 = phi ptr [ null, %bb7 ], [ %p, %irr8 ], [ %p, %42 ], [ null, %45 ], [ null, %56 ]
  %phi46 = phi ptr [ %q, %bb7 ], [ null, %irr8 ], [ null, %42 ], [ %phi54, %45 ], [ %p, %56 ]
  %37 = load ptr, ptr %q
  indirectbr ptr %37, [ label %irr6, label %29 ]
38:
  %phi47 = phi i32 [ %phi35, %bb5 ], [ 1, %irr6 ]
  %39 = phi i32 [ %72, %bb5 ], [ %34, %irr6 ]
  %phi48 = phi i32 [ %74, %bb5 ], [ 0, %irr6 ]
  switch i32 %n, label %42 [ i32 61, label %bb7 i32 25, label %45 i32 43, label %bb7 i32 -8, label %irr8 i32 7, label %irr8 i32 18, label %45 i32 6, label %98 ]
bb7:
  store i32 %m, ptr %q
  switch i32 %v92, label %irr8 [ i32 -1287085438, label %35 ]
irr8:
  %phi49 = phi i32 [ %39, %38 ], [ %39, %38 ], [ 1, %bb7 ]
  %phi50 = phi i32 [ 100, %38 ], [ 100, %38 ], [ -2147483648, %bb7 ]
  %40 = phi i32 [ 7, %38 ], [ 7, %38 ], [ 0, %bb7 ]
  %41 = select i1 %c0, ptr blockaddress(@f6, %35), ptr blockaddress(@f6, %35)
  indirectbr ptr %41, [ label %42, label %35 ]
42:
  %43 = phi i32 [ %phi48, %38 ], [ 100, %irr8 ]
  %phi51 = phi i32 [ 2147483647, %38 ], [ %phi50, %irr8 ]
  %phi52 = phi i32 [ %39, %38 ], [ %phi49, %irr8 ]
  call void @plain_fn()
  %44 = load ptr, ptr %q
  %cmp105 = icmp eq ptr %44, null
  br i1 %cmp105, label %45, label %35
45:
  %phi53 = phi i32 [ %n, %38 ], [ %n, %38 ], [ %43, %42 ]
  %phi54 = phi ptr [ null, %38 ], [ null, %38 ], [ null, %42 ]
  %46 = phi i32 [ 8, %38 ], [ 8, %38 ], [ -2147483648, %42 ]
  %v106 = call i32 @opaque(i32 %m)
  switch i32 %v106, label %47 [ i32 19, label %35 ]
47:
  %phi55 = phi i32 [ 7, %45 ]
  %phi56 = phi i32 [ %phi53, %45 ]
  switch i32 %m, label %54 [ i32 9, label %49 i32 31, label %49 i32 55, label %49 i32 26, label %52 i32 50, label %52 i32 43, label %29 ], !prof !9
48:
  call void @plain_fn()
  br i1 true, label %49, label %bb7
49:
  %50 = phi i32 [ %phi56, %47 ], [ %phi56, %47 ], [ %phi56, %47 ], [ -2147483648, %48 ]
  %51 = select i1 false, ptr blockaddress(@f6, %52), ptr blockaddress(@f6, %52)
  indirectbr ptr %51, [ label %52, label %bb7 ], !prof !10
52:
  %53 = phi i32 [ 0, %47 ], [ 0, %47 ], [ %50, %49 ], [ 100, %174 ]
  %v104 = load ptr, ptr %q
  indirectbr ptr %v104, [ label %54, label %bb7 ]
54:
  %55 = phi ptr [ %q, %47 ], [ %p, %52 ]
  %phi57 = phi i32 [ 100, %47 ], [ 2, %52 ]
  %phi58 = phi i32 [ %46, %47 ], [ 2, %52 ]
  switch i32 %phi57, label %48 [ i32 16, label %48 i32 42, label %bb7 i32 48, label %bb7 i32 5, label %bb7 ]
56:
  %phi59 = phi ptr [ null, %33 ], [ %phi59, %58 ]
  %57 = phi i32 [ %phi42, %33 ], [ 1, %58 ]
  %phi60 = phi i32 [ 0, %33 ], [ %57, %58 ]
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %58 [label %35]
58:
  %phi61 = phi i32 [ 8, %56 ]
  br label %56
59:
  %v112 = call i32 @opaque(i32 2147483647)
  %cmp113 = icmp ult i32 %v112, 1
  br i1 %cmp113, label %60, label %chain10
60:
  %61 = phi ptr [ %p, %irr6 ], [ %p, %59 ]
  call void @plain_fn() #0
  br label %59
62:
  invoke void @may_throw(i32 0) to label %14 unwind label %167
bb.9.x:
  %phi62 = phi ptr [ %p, %chain10 ]
  %phi63 = phi i32 [ 0, %chain10 ]
  call void @plain_fn()
  br label %62
chain10:
  switch i32 %v92, label %bb.9.x [  ], !prof !11
63:
  br label %bb2, !prof !12
64:
  %phi64 = phi i32 [ -2147483648, %68 ]
  %65 = phi i32 [ %phi67, %68 ]
  %66 = phi i32 [ 2147483647, %68 ]
  %67 = call i32 @opaque(i32 1)
  switch i32 %67, label %63 [ i32 -196500387, label %63 i32 -234963739, label %117 i32 -2138170770, label %117 i32 -916623854, label %63 ], !prof !13
68:
  call void @plain_fn()
  invoke void @noret_fn() to label %64 unwind label %169
69:
  switch i32 %phi66, label %70 [ i32 20, label %70 ]
70:
  %71 = phi i32 [ %76, %69 ], [ %76, %69 ]
  %72 = phi i32 [ 1, %69 ], [ 1, %69 ]
  indirectbr ptr blockaddress(@f6, %68), [ label %68 ]
73:
  %74 = phi i32 [ %phi66, %75 ], [ %n, %147 ]
  invoke void @may_throw(i32 1) to label %69 unwind label %172, !prof !14
75:
  %76 = phi i32 [ %m, %bb11 ]
  br label %73
bb11:
  %77 = icmp sge i32 %phi67, 49
  br i1 %77, label %75, label %62, !prof !15
78:
  br label %bb11
bb12:
  call void @exit(i32 1)
  br label %78
79:
  %80 = phi i32 [ %phi67, %81 ]
  br label %bb12
81:
  invoke void @noret_fn() to label %79 unwind label %173
82:
  br label %81
83:
  %phi65 = phi ptr [ %q, %irr14 ], [ %p, %85 ]
  %phi66 = phi i32 [ %m, %irr14 ], [ -5, %85 ]
  %phi67 = phi i32 [ %m, %irr14 ], [ %86, %85 ]
  br label %82, !prof !16
bb13:
  switch i32 %143, label %85 [ i32 -8, label %59 i32 23, label %141 ], !prof !17
irr14:
  %84 = and i32 %v92, 2147483648
  %cmp97 = icmp slt i32 %84, 0
  br i1 %cmp97, label %88, label %83
85:
  %86 = phi i32 [ %m, %14 ], [ %n, %bb13 ], [ %phi68, %88 ]
  %87 = phi i32 [ 3, %14 ], [ 0, %bb13 ], [ %89, %88 ]
  call void @plain_fn() cold
  callbr void asm sideeffect "", "!i"() to label %92 [label %83]
88:
  %89 = phi i32 [ 2, %irr14 ], [ 1, %88 ], [ 100, %dead27 ]
  %90 = phi ptr [ %p, %irr14 ], [ %90, %88 ], [ null, %dead27 ]
  %phi68 = phi i32 [ 10, %irr14 ], [ %89, %88 ], [ 10, %dead27 ]
  %91 = icmp ne i32 %89, 21
  br i1 %91, label %85, label %88
92:
  %phi69 = phi i32 [ %87, %85 ]
  %93 = phi i32 [ 1, %85 ]
  %phi70 = phi i32 [ 8, %85 ]
  %94 = icmp eq i32 %phi69, 5
  br i1 %94, label %98, label %95
95:
  call void @plain_fn() #0
  br i1 %c0, label %bb16, label %irr14
irr15:
  %96 = phi i32 [ -2147483648, %103 ]
  %97 = phi i32 [ %phi74, %103 ]
  %phi71 = phi ptr [ null, %103 ]
  br label %122
98:
  %99 = phi i32 [ 3, %0 ], [ %phi47, %38 ], [ 8, %92 ], [ %n, %bb18 ], [ %n, %bb18 ]
  call void @plain_fn()
  br label %bb19
bb16:
  %phi72 = phi i32 [ 2147483647, %95 ]
  %100 = load ptr, ptr %p
  %cmp102 = icmp ult ptr %q, %100
  br i1 %cmp102, label %early_exit17, label %101, !prof !18
early_exit17:
  %phi73 = phi ptr [ %q, %bb16 ]
  unreachable
101:
  %102 = phi i32 [ %m, %bb16 ]
  switch i32 %m, label %103 [ i32 1, label %103 i32 -6, label %106 ]
103:
  %phi74 = phi i32 [ -1, %101 ], [ -1, %101 ], [ %phi76, %115 ], [ %m, %165 ]
  %104 = phi i32 [ -2147483648, %101 ], [ -2147483648, %101 ], [ %119, %115 ], [ -5, %165 ]
  %105 = fcmp ogt double %x, -2.0
  br i1 %105, label %107, label %irr15
106:
  br label %114
107:
  %108 = phi i32 [ -2147483648, %103 ], [ 100, %111 ]
  %109 = phi i32 [ %104, %103 ], [ %108, %111 ]
  %110 = phi i32 [ -2147483648, %103 ], [ 2, %111 ]
  invoke void @may_throw(i32 0) to label %111 unwind label %174
111:
  %112 = phi i32 [ %109, %107 ]
  %113 = phi i32 [ 3, %107 ]
  %phi75 = phi i32 [ %108, %107 ]
  br i1 false, label %107, label %106
114:
  call void @plain_fn()
  br label %117
115:
  %116 = call i32 @opaque(i32 %121)
  switch i32 %116, label %114 [ i32 41, label %114 i32 50, label %103 ]
117:
  %phi76 = phi i32 [ %66, %64 ], [ %66, %64 ], [ 7, %114 ], [ %119, %120 ], [ %119, %120 ], [ %119, %120 ]
  %118 = phi ptr [ null, %64 ], [ null, %64 ], [ %q, %114 ], [ %118, %120 ], [ %118, %120 ], [ %118, %120 ]
  %119 = phi i32 [ 2, %64 ], [ 2, %64 ], [ 8, %114 ], [ 100, %120 ], [ 100, %120 ], [ 100, %120 ]
  br label %120
120:
  %121 = phi i32 [ %119, %117 ]
  switch i32 %121, label %115 [ i32 14, label %117 i32 35, label %117 i32 39, label %117 ]
122:
  %phi77 = phi i32 [ %97, %irr15 ], [ %phi74, %bb18 ], [ %phi74, %bb18 ]
  %123 = phi i32 [ 2, %irr15 ], [ %96, %bb18 ], [ %96, %bb18 ]
  store i32 -2147483648, ptr %p
  invoke void @noret_fn() to label %bb18 unwind label %175
bb18:
  %phi78 = phi i32 [ %96, %122 ]
  call void @plain_fn()
  switch i32 %1, label %98 [ i32 37, label %122 i32 8, label %98 i32 30, label %122 ]
bb19:
  br i1 %c3, label %124, label %125
124:
  call void @plain_fn() #0
  br label %95
125:
  %126 = phi i32 [ -5, %bb19 ]
  call void @plain_fn()
  %v96 = xor i1 %c1, %c0
  br i1 %v96, label %127, label %bb20
bb20:
  %v115 = load ptr, ptr %q
  indirectbr ptr %v115, [ label %irr_pre21, label %124 ]
127:
  %128 = phi i32 [ -2147483648, %125 ], [ 10, %129 ]
  br i1 %c2, label %bb20, label %124
irr_pre21:
  %v116 = select i1 %c1, ptr blockaddress(@f6, %irr22), ptr blockaddress(@f6, %129)
  indirectbr ptr %v116, [ label %irr22, label %129 ], !prof !19
129:
  %phi79 = phi i32 [ 1, %irr_pre21 ], [ 2, %irr24 ], [ %139, %137 ]
  %130 = phi i32 [ 2, %irr_pre21 ], [ 10, %irr24 ], [ 1, %137 ]
  br i1 %cmp93, label %irr22, label %127, !prof !20
irr22:
  br label %bb23
bb23:
  %phi80 = phi i32 [ 7, %irr22 ]
  %131 = phi i32 [ 2, %irr22 ]
  %phi81 = phi i32 [ 0, %irr22 ]
  call void @plain_fn()
  %v117 = call i32 @strcmp(ptr %q, ptr %p)
  %132 = icmp slt i32 %v117, 1
  br i1 %132, label %irr24, label %137
irr24:
  %133 = phi i32 [ %phi80, %bb23 ], [ %m, %137 ], [ %m, %137 ], [ %m, %137 ], [ %m, %137 ], [ 10, %156 ]
  %134 = phi i32 [ %phi81, %bb23 ], [ -1, %137 ], [ -1, %137 ], [ -1, %137 ], [ -1, %137 ], [ %phi84, %156 ]
  %135 = phi ptr [ %p, %bb23 ], [ %p, %137 ], [ %p, %137 ], [ %p, %137 ], [ %p, %137 ], [ %q, %156 ]
  %136 = and i32 %134, 4
  %cmp114 = icmp sge i32 %136, 20
  br i1 %cmp114, label %137, label %129
137:
  %138 = phi i32 [ %131, %bb23 ], [ %133, %irr24 ]
  %139 = phi i32 [ %131, %bb23 ], [ 10, %irr24 ]
  %140 = phi i32 [ 1, %bb23 ], [ %133, %irr24 ]
  call void @cold_fn()
  switch i32 %v92, label %irr24 [ i32 52, label %irr24 i32 29, label %129 i32 31, label %irr24 i32 32, label %irr24 ]
bb25:
  %phi82 = phi i32 [ 0, %141 ]
  br label %irr14
141:
  %142 = phi ptr [ null, %bb13 ]
  %phi83 = phi i32 [ 1, %bb13 ]
  %fcmp95 = fcmp one double %x, %y
  br i1 %fcmp95, label %bb25, label %bb7
if26:
  %143 = phi i32 [ %m, %0 ]
  %144 = phi i32 [ -2147483648, %0 ]
  %145 = phi i32 [ %m, %0 ]
  %v94 = call i32 @strcasecmp(ptr %p, ptr %q)
  %146 = icmp ne i32 %v94, 0
  br i1 %146, label %bb13, label %bb13
147:
  switch i32 %m, label %153 [ i32 49, label %148 i32 60, label %73 i32 61, label %148 ]
148:
  %149 = phi i32 [ %n, %147 ], [ %n, %147 ]
  %150 = phi ptr [ %p, %147 ], [ %p, %147 ]
  br label %if3
dead27:
  %cmp118 = icmp ne ptr %p, null
  br i1 %cmp118, label %irr6, label %88
151:
  call void @plain_fn()
  %152 = icmp ule i64 %k, 0
  br i1 %152, label %59, label %7
153:
  %154 = phi i32 [ 7, %147 ]
  br label %24
155:
  call void @plain_fn()
  br label %17
dead28:
  br label %28
156:
  br label %irr24
157:
  br label %158, !prof !21
158:
  call void @plain_fn() #1
  %v119 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 2) [ "deopt"(i32 %m) ]
  ret i32 %v119
159:
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %29 [label %29]
160:
  %phi84 = phi i32 [ 3, %4 ]
  %161 = phi i32 [ %11, %4 ]
  %162 = landingpad { ptr, i32 } cleanup
  br label %156
163:
  %164 = phi ptr [ %phi65, %16 ]
  %phi85 = phi i32 [ 3, %16 ]
  %phi86 = phi i32 [ %phi67, %16 ]
  %lp100 = landingpad { ptr, i32 } cleanup
  br label %59
165:
  %166 = landingpad { ptr, i32 } cleanup
  br label %103
167:
  %phi87 = phi i32 [ %m, %62 ]
  %168 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() cold
  br label %59
169:
  %170 = phi i32 [ %76, %68 ]
  %171 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %171
172:
  %phi88 = phi i32 [ %76, %73 ]
  %lp99 = landingpad { ptr, i32 } cleanup
  unreachable
173:
  %lp98 = landingpad { ptr, i32 } cleanup
  br label %27
174:
  %phi89 = phi i32 [ %108, %107 ]
  %phi90 = phi ptr [ %q, %107 ]
  %lp103 = landingpad { ptr, i32 } cleanup
  store i32 7, ptr %q
  br label %52
175:
  %phi91 = phi ptr [ %p, %122 ]
  %176 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %176
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb-1:
  store i32 %m, ptr %q
  br label %bb3, !prof !22
bb2:
  %phi17 = phi i32 [ -2147483648, %bb5 ], [ 2, %bb16 ]
  call void @plain_fn()
  call void @plain_fn() #0
  ret i32 2
bb3:
  %phi18 = phi i32 [ 1, %bb-1 ]
  switch i32 %m, label %bb5 [ i32 27, label %irr4 i32 24, label %bb6 ], !prof !23
irr4:
  invoke void @cold_fn() to label %bb7 unwind label %bb16
bb5:
  %v31 = add i32 %phi18, 1
  %cmp32 = icmp eq i32 %v31, -1
  br i1 %cmp32, label %bb6, label %bb2, !prof !24
bb6:
  %phi19 = phi i32 [ -2147483648, %bb3 ], [ %phi18, %bb5 ]
  br label %irr4, !prof !25
bb7:
  %phi20 = phi i32 [ %phi18, %irr4 ], [ -2147483648, %bb13 ], [ -2147483648, %bb13 ]
  %phi21 = phi i32 [ %phi18, %irr4 ], [ %phi21, %bb13 ], [ %phi21, %bb13 ]
  %phi22 = phi i32 [ 8, %irr4 ], [ %phi18, %bb13 ], [ %phi18, %bb13 ]
  switch i32 %phi20, label %early_exit8 [ i32 23, label %early_exit8 i32 21, label %early_exit8 i32 -5, label %bb9 ], !prof !26
early_exit8:
  %phi23 = phi i32 [ 2147483647, %bb7 ], [ 2147483647, %bb7 ], [ 2147483647, %bb7 ]
  call void @plain_fn()
  ret i32 %n
bb9:
  %phi24 = phi i32 [ 8, %bb7 ]
  %v34 = call i32 @strncasecmp(ptr %q, ptr %q, i64 %k)
  %cmp35 = icmp ne i32 %v34, 0
  br i1 %cmp35, label %irr10, label %bb11
irr10:
  call void @plain_fn()
  switch i32 %m, label %"12bb" [ i32 -1865789231, label %bb5 i32 -1773330940, label %bb5 i32 1968640812, label %bb15 ], !prof !27
bb11:
  %phi25 = phi i32 [ -5, %bb9 ], [ 8, %"12bb" ], [ 10, %bb13 ]
  %phi26 = phi i32 [ 0, %bb9 ], [ 1, %"12bb" ], [ %phi18, %bb13 ]
  br i1 %cmp35, label %irr10, label %bb5
"12bb":
  call void @plain_fn()
  %cmp36 = icmp slt i32 %phi24, 41
  br i1 %cmp36, label %bb15, label %bb11
bb13:
  switch i32 %n, label %bb11 [ i32 37, label %bb7 i32 19, label %bb7 ], !prof !28
bb14:
  switch i32 %phi18, label %bb13 [ i32 47, label %bb13 i32 21, label %bb13 ], !prof !29
bb15:
  %phi27 = phi i32 [ %m, %irr10 ], [ %phi20, %"12bb" ]
  %phi28 = phi i32 [ 3, %irr10 ], [ %phi21, %"12bb" ]
  %phi29 = phi i32 [ %phi24, %irr10 ], [ %phi18, %"12bb" ]
  br label %bb14, !prof !30
bb16:
  %phi30 = phi i32 [ 7, %irr4 ]
  %lp33 = landingpad { ptr, i32 } cleanup
  br label %bb2
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  invoke void @may_throw(i32 0) to label %bb3 unwind label %bb14
irr10:
  %phi25 = phi i32 [ 2, %irr_pre8 ], [ 2, %irr_pre8 ], [ %phi33, %bb11 ]
  %phi26 = phi ptr [ %p, %irr_pre8 ], [ %p, %irr_pre8 ], [ %phi24, %bb11 ]
  %phi27 = phi i32 [ %phi22, %irr_pre8 ], [ %phi22, %irr_pre8 ], [ %m, %bb11 ]
  callbr void asm sideeffect "", "!i,!i"() to label %bb9 [label %irr5, label %bb9]
bb4:
  %phi15 = phi i32 [ %m, %bb3 ], [ %m, %bb3 ], [ 1, %bb7 ]
  indirectbr ptr blockaddress(@f8, %irr_pre8), [ label %irr_pre8, label %bb2 ], !prof !31
bb3:
  switch i32 %n, label %bb6 [ i32 583716000, label %bb4 i32 -2086900266, label %bb7 i32 -604037865, label %bb4 i32 555901329, label %irr5 ]
bb11:
  %phi28 = phi i32 [ %phi22, %bb12 ]
  %phi29 = phi i32 [ %phi31, %bb12 ]
  %phi30 = phi i32 [ 3, %bb12 ]
  call void @plain_fn()
  br label %irr10
irr5:
  %phi16 = phi i32 [ 10, %bb3 ], [ 7, %irr10 ], [ 2147483647, %bb13 ]
  call void @plain_fn()
  %v40 = xor i32 %phi16, 2
  %v41 = or i32 %v40, 3
  %cmp42 = icmp ugt i32 %v41, 32
  br i1 %cmp42, label %bb6, label %bb2
bb7:
  %phi18 = phi i32 [ %n, %bb3 ], [ %n, %bb6 ], [ %n, %bb6 ]
  %phi19 = phi i32 [ 100, %bb3 ], [ %n, %bb6 ], [ %n, %bb6 ]
  %phi20 = phi ptr [ %p, %bb3 ], [ %phi17, %bb6 ], [ %phi17, %bb6 ]
  %v36 = bitcast i64 0 to i64
  %cmp37 = icmp slt i64 %k, %v36
  br i1 %cmp37, label %bb4, label %bb2
bb13:
  %phi33 = phi i32 [ 1, %bb9 ]
  store i32 1, ptr %q
  %v38 = and i32 %phi22, 64
  %cmp39 = icmp ne i32 %v38, 0
  br i1 %cmp39, label %bb12, label %irr5
bb9:
  %phi24 = phi ptr [ %p, %irr_pre8 ], [ %p, %irr_pre8 ], [ %p, %irr_pre8 ], [ %phi26, %irr10 ], [ %phi26, %irr10 ]
  br label %bb13
bb12:
  %phi31 = phi i32 [ 100, %bb13 ]
  %phi32 = phi i32 [ %phi23, %bb13 ]
  br label %bb11
bb6:
  %phi17 = phi ptr [ %p, %bb3 ], [ %q, %irr5 ]
  call void @cold_fn()
  %v35 = call i32 @opaque(i32 %n)
  switch i32 %v35, label %bb7 [ i32 9, label %bb2 i32 58, label %bb2 i32 26, label %bb2 i32 46, label %bb7 ]
irr_pre8:
  %phi21 = phi i32 [ %phi15, %bb4 ]
  %phi22 = phi i32 [ -2147483648, %bb4 ]
  %phi23 = phi i32 [ %phi15, %bb4 ]
  switch i32 %phi22, label %irr10 [ i32 63, label %irr10 i32 13, label %bb9 i32 -3, label %bb9 i32 41, label %bb9 ], !prof !32
bb14:
  %lp34 = landingpad { ptr, i32 } cleanup
  ret i32 %n
bb2:
  call void @exit(i32 1)
  ret i32 %m
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br i1 %c3, label %bb3, label %irr12
bb11:
  br i1 %c0, label %irr12, label %bb7
bb14:
  br label %bb10
bb2:
  ret i32 %n
bb5:
  switch i32 %n, label %bb7 [ i32 -2, label %bb6 i32 22, label %if15 ]
bb6:
  switch i32 %n, label %bb8 [ i32 48, label %bb4 i32 41, label %bb4 i32 -6, label %bb4 i32 36, label %bb10 ]
bb13:
  br i1 %c3, label %bb14, label %if15
header16:
  switch i32 %m, label %bb14 [ i32 8, label %bb6 i32 51, label %bb4 i32 11, label %bb6 i32 54, label %header16 i32 42, label %bb6 ]
bb10:
  br i1 %c3, label %bb11, label %bb7
bb4:
  br label %bb5
if15:
  br i1 %c2, label %header16, label %bb14
irr12:
  switch i32 %m, label %irr9 [ i32 2038756999, label %bb7 ]
bb3:
  br i1 %c0, label %bb4, label %bb2
bb7:
  br i1 %c3, label %bb6, label %bb4
irr9:
  br i1 %c3, label %bb13, label %bb7
bb8:
  br i1 %c3, label %irr12, label %irr9
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

!0 = !{!"branch_weights", i32 0, i32 0}
!1 = !{!"branch_weights", i32 1, i32 2147483648}
!2 = !{!"branch_weights", i32 4294967295, i32 1}
!3 = !{!"branch_weights", i32 2147483648, i32 4294967295}
!4 = !{!"branch_weights", i32 155, i32 997}
!5 = !{!"branch_weights", i32 4294966803, i32 4294966806}
!6 = !{!"branch_weights", i32 4294967060}
!7 = !{!"branch_weights", i32 4294966726, i32 4294966696}
!8 = !{!"branch_weights", i32 0, i32 0}
!9 = !{!"branch_weights", i32 613566757, i32 1, i32 4294967295, i32 4294967295, i32 4294967295, i32 1, i32 613566757}
!10 = !{!"branch_weights", i32 4294966301, i32 4294966800}
!11 = !{!"branch_weights", i32 0}
!12 = !{!"branch_weights", i32 0}
!13 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 0, i32 0}
!14 = !{!"branch_weights", i32 4294967295, i32 0}
!15 = !{!"branch_weights", i32 4294967295, i32 2147483648}
!16 = !{!"branch_weights", i32 4294967295}
!17 = !{!"branch_weights", i32 0, i32 0, i32 0}
!18 = !{!"branch_weights", i32 0, i32 0}
!19 = !{!"branch_weights", i32 0, i32 0}
!20 = !{!"branch_weights", i32 4294967295, i32 4294967295}
!21 = !{!"branch_weights", i32 4294967295}
!22 = !{!"branch_weights", i32 23}
!23 = !{!"branch_weights", i32 4294966534, i32 4294966433, i32 4294966358}
!24 = !{!"branch_weights", i32 2147483649, i32 2147483648}
!25 = !{!"branch_weights", i32 4294966919}
!26 = !{!"branch_weights", i32 4294967295, i32 1073741825, i32 1073741825, i32 1}
!27 = !{!"branch_weights", i32 4294967076, i32 4294966531, i32 4294967255, i32 4294967118}
!28 = !{!"branch_weights", i32 4294966996, i32 4294966454, i32 4294966740}
!29 = !{!"branch_weights", i32 0, i32 0, i32 0}
!30 = !{!"branch_weights", i32 2000}
!31 = !{!"branch_weights", i32 986, i32 458}
!32 = !{!"branch_weights", i32 0, i32 660, i32 840, i32 614, i32 0}
