; freqpath random IR: seed=12 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  store i32 %m, ptr %q
  br label %bb2
bb2:
  br i1 true, label %bb3, label %bb4
bb3:
  br label %bb4, !prof !0
bb4:
  br label %bb5
bb5:
  %phi8 = phi i32 [ %n, %bb4 ], [ 0, %bb5 ], [ 0, %bb5 ], [ 0, %bb5 ], [ 0, %bb5 ], [ 0, %bb5 ], [ 0, %bb5 ]
  %phi9 = phi i32 [ 1, %bb4 ], [ 2, %bb5 ], [ 2, %bb5 ], [ 2, %bb5 ], [ 2, %bb5 ], [ 2, %bb5 ], [ 2, %bb5 ]
  %phi10 = phi i32 [ %n, %bb4 ], [ 2, %bb5 ], [ 2, %bb5 ], [ 2, %bb5 ], [ 2, %bb5 ], [ 2, %bb5 ], [ 2, %bb5 ]
  switch i32 %phi10, label %rnd6 [ i32 -4, label %bb5 i32 47, label %bb5 i32 27, label %bb5 i32 55, label %bb5 i32 36, label %bb5 i32 -2, label %bb5 ], !prof !1
rnd6:
  %phi11 = phi i32 [ %phi10, %bb5 ], [ %phi11, %rnd6 ]
  store i32 %phi11, ptr %q
  br label %rnd6
bb7:
  %v12 = call i32 @bcmp(ptr %p, ptr %q, i64 %k)
  %cmp13 = icmp slt i32 %v12, 0
  br i1 %cmp13, label %bb7, label %bb7, !prof !2
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd6:
  switch i32 %n, label %rnd7 [ i32 27, label %rnd11 i32 -6, label %rnd2 i32 11, label %bb3 i32 54, label %rnd11 i32 38, label %rnd11 i32 5, label %bb3 ]
bb3:
  br i1 %c2, label %rnd4, label %rnd2
rnd2:
  br i1 %c2, label %bb3, label %bb12
rnd14:
  br label %bb10
bb10:
  switch i32 %m, label %rnd11 [ i32 -5, label %rnd4 i32 21, label %rnd2 ]
bb15:
  switch i32 %m, label %bb16 [ i32 54, label %rnd4 i32 35, label %bb16 i32 16, label %rnd4 ]
rnd9:
  switch i32 %m, label %bb10 [ i32 5, label %rnd11 i32 46, label %rnd11 i32 2, label %rnd13 i32 -1, label %rnd13 ]
rnd4:
  br i1 %c3, label %rnd5, label %rnd14
bb12:
  br i1 %c1, label %rnd13, label %rnd2
rnd13:
  br i1 %c2, label %rnd14, label %rnd13
bb16:
  switch i32 %m, label %bb16 [ i32 8, label %rnd7 i32 61, label %bb16 i32 48, label %rnd7 i32 27, label %bb16 ]
rnd7:
  br label %bb8
rnd5:
  br label %rnd6
bb8:
  br label %bb3
rnd11:
  switch i32 %m, label %bb12 [ i32 -469193774, label %rnd14 i32 2094145751, label %rnd11 i32 -1537079038, label %bb3 i32 -954234170, label %rnd14 i32 -1299277519, label %bb3 ]
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %rnd1
rnd1:
  br label %1
1:
  br label %rnd1
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
bb20:
  %phi45 = phi i32 [ %n, %rnd19 ], [ %n, %rnd19 ], [ %n, %bb20 ]
  %v58 = load ptr, ptr %q
  indirectbr ptr %v58, [ label %rnd21, label %bb20 ]
bb13:
  %cmp55 = icmp ne ptr %q, %phi26
  br i1 %cmp55, label %rnd14, label %rnd14
bb15:
  %phi43 = phi ptr [ %q, %rnd14 ], [ %q, %rnd14 ], [ %q, %rnd14 ]
  %cmp56 = icmp ult ptr %q, %p
  br i1 %cmp56, label %bb16, label %rnd10
rnd19:
  switch i32 %n, label %bb20 [ i32 559347250, label %bb13 i32 244251869, label %bb7 i32 739596168, label %bb13 i32 -2067853037, label %bb20 ]
rnd8:
  br i1 %c3, label %bb9, label %bb6
rnd10:
  %phi39 = phi i32 [ %m, %bb9 ], [ %m, %bb9 ], [ 1, %rnd11 ], [ %phi34, %bb15 ]
  %phi40 = phi i32 [ %n, %bb9 ], [ %n, %bb9 ], [ -2147483648, %rnd11 ], [ 10, %bb15 ]
  %phi41 = phi i32 [ 7, %bb9 ], [ 7, %bb9 ], [ %m, %rnd11 ], [ %phi36, %bb15 ]
  br label %rnd11
rnd22:
  %cmp61 = icmp sgt ptr %p, null
  br i1 %cmp61, label %bb23, label %rnd2
bb6:
  %phi34 = phi i32 [ 1, %rnd2 ], [ 2147483647, %bb5 ], [ 0, %rnd8 ], [ 0, %bb18 ], [ -5, %bb24 ], [ -5, %bb24 ]
  %phi35 = phi i32 [ 2, %rnd2 ], [ %phi29, %bb5 ], [ 3, %rnd8 ], [ %phi37, %bb18 ], [ 0, %bb24 ], [ 0, %bb24 ]
  %phi36 = phi i32 [ -2147483648, %rnd2 ], [ %phi31, %bb5 ], [ %m, %rnd8 ], [ %phi35, %bb18 ], [ %m, %bb24 ], [ %m, %bb24 ]
  br i1 %c1, label %bb7, label %rnd3
rnd3:
  call void @plain_fn()
  callbr void asm sideeffect "", "!i"() to label %rnd4 [label %rnd3]
rnd11:
  %phi42 = phi i32 [ %phi35, %rnd10 ]
  switch i32 %phi42, label %bb12 [ i32 54, label %rnd2 i32 9, label %rnd10 ]
bb17:
  br label %bb18
bb7:
  %phi37 = phi i32 [ %phi27, %bb6 ], [ 7, %rnd19 ]
  %phi38 = phi i32 [ 100, %bb6 ], [ 0, %rnd19 ]
  br label %bb13
rnd4:
  %phi28 = phi ptr [ %p, %rnd3 ]
  %phi29 = phi i32 [ %m, %rnd3 ]
  %phi30 = phi i32 [ 3, %rnd3 ]
  %v49 = xor i32 %phi29, 4
  %v50 = and i32 %v49, 1
  %cmp51 = icmp uge i32 %v50, 18
  br i1 %cmp51, label %bb5, label %rnd2
rnd14:
  switch i32 %phi25, label %bb15 [ i32 25, label %bb15 i32 24, label %bb17 i32 2, label %bb17 i32 42, label %bb15 ]
bb9:
  %v57 = call i32 @opaque(i32 -2147483648)
  switch i32 %v57, label %rnd10 [ i32 331356173, label %rnd2 i32 864784919, label %rnd10 i32 958957401, label %rnd2 ]
bb16:
  br label %bb17
bb5:
  %phi31 = phi i32 [ %phi29, %rnd4 ], [ %phi25, %bb5 ]
  %phi32 = phi i32 [ 7, %rnd4 ], [ 100, %bb5 ]
  %phi33 = phi ptr [ %p, %rnd4 ], [ null, %bb5 ]
  %v52 = add i32 %phi32, 3
  %v53 = or i32 %v52, 3
  %cmp54 = icmp ult i32 %v53, 105
  br i1 %cmp54, label %bb6, label %bb5
bb18:
  %phi44 = phi i32 [ %phi36, %bb17 ]
  call void @plain_fn()
  br label %bb6
bb23:
  br label %bb17
rnd2:
  %phi25 = phi i32 [ %m, %bb1 ], [ 10, %rnd4 ], [ 3, %bb9 ], [ 3, %bb9 ], [ 7, %rnd11 ], [ 0, %rnd22 ]
  %phi26 = phi ptr [ %p, %bb1 ], [ %p, %rnd4 ], [ %p, %bb9 ], [ %p, %bb9 ], [ %p, %rnd11 ], [ %q, %rnd22 ]
  %phi27 = phi i32 [ %n, %bb1 ], [ %phi30, %rnd4 ], [ 0, %bb9 ], [ 0, %bb9 ], [ %phi27, %rnd11 ], [ %n, %rnd22 ]
  br i1 true, label %rnd3, label %bb6
bb12:
  ret i32 1
bb24:
  call void @plain_fn()
  br i1 true, label %bb6, label %bb6
rnd21:
  %phi46 = phi ptr [ %q, %bb20 ], [ null, %rnd21 ]
  %phi47 = phi i32 [ -1, %bb20 ], [ -1, %rnd21 ]
  %phi48 = phi i32 [ %m, %bb20 ], [ 0, %rnd21 ]
  %v59 = xor i32 %phi47, 4
  %cmp60 = icmp ule i32 %v59, -5
  br i1 %cmp60, label %rnd22, label %rnd21
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  call void @exit(i32 1)
  %cmp42 = icmp slt i32 %n, 100
  br i1 %cmp42, label %counter3, label %latch19
ret2:
  ret i32 %n
counter3:
  %fcmp43 = fcmp false double %y, 0x7FF0000000000000
  br i1 %fcmp43, label %reset4, label %header6
reset4:
  %phi24 = phi i32 [ %m, %counter3 ], [ %n, %bb17 ]
  %phi25 = phi i32 [ %m, %counter3 ], [ 1, %bb17 ]
  call void @plain_fn()
  br label %counter3
latch5:
  %phi26 = phi i32 [ 2, %header6 ], [ 2, %header6 ], [ 2, %header6 ]
  %v44 = add i32 %phi29, 3
  %v45 = sub i32 %v44, 1
  %cmp46 = icmp sle i32 %v45, -2
  br i1 %cmp46, label %counter3, label %ret2
header6:
  %phi27 = phi i32 [ 2147483647, %counter3 ], [ %phi29, %latch7 ]
  %phi28 = phi ptr [ %p, %counter3 ], [ %q, %latch7 ]
  %phi29 = phi i32 [ -1, %counter3 ], [ -1, %latch7 ]
  switch i32 %phi27, label %dispatch8 [ i32 -4, label %dispatch8 i32 60, label %latch5 i32 47, label %latch5 i32 29, label %latch5 ]
latch7:
  br label %header6
dispatch8:
  %v47 = load ptr, ptr %p
  indirectbr ptr %v47, [ label %latch7, label %bb9, label %bb20, label %dispatch8, label %dispatch8, label %dispatch8 ], !prof !3
bb9:
  %phi30 = phi i32 [ -1, %dispatch8 ]
  br label %inf10
inf10:
  %phi31 = phi i32 [ %n, %bb9 ], [ %phi31, %bb14 ], [ %phi33, %bb15 ], [ -2147483648, %latch19 ]
  %phi32 = phi ptr [ %p, %bb9 ], [ null, %bb14 ], [ null, %bb15 ], [ %q, %latch19 ]
  br label %bb11
bb11:
  switch i32 %n, label %bb12 [ i32 880332021, label %bb18 i32 218781525, label %latch19 ]
bb12:
  %phi33 = phi i32 [ -2147483648, %bb11 ]
  call void @exit(i32 1)
  switch i64 2, label %bb15 [ i64 59, label %bb13 i64 55, label %bb15 i64 5, label %bb13 i64 2, label %bb15 ]
bb13:
  store i32 %m, ptr %q
  invoke void @noret_fn() to label %bb14 unwind label %bb22, !prof !4
bb14:
  %phi34 = phi i32 [ 2147483647, %bb13 ]
  %phi35 = phi i32 [ %phi31, %bb13 ]
  %phi36 = phi ptr [ null, %bb13 ]
  indirectbr ptr blockaddress(@f4, %bb15), [ label %header16, label %inf10, label %bb15 ]
bb15:
  %phi37 = phi i32 [ %phi33, %bb12 ], [ %phi33, %bb12 ], [ %phi33, %bb12 ], [ %phi33, %bb14 ], [ %n, %header16 ]
  %cmp48 = icmp uge i32 %phi33, 9
  br i1 %cmp48, label %bb13, label %inf10
header16:
  call void @noret_fn()
  invoke void @cold_fn() to label %bb15 unwind label %bb23
bb17:
  %phi38 = phi i32 [ %phi35, %bb23 ]
  store i32 %phi33, ptr %q
  switch i32 %phi35, label %header16 [ i32 40, label %header16 i32 34, label %header16 i32 14, label %header16 i32 47, label %header16 i32 -5, label %reset4 ]
bb18:
  br i1 %c3, label %latch19, label %latch19
latch19:
  %phi39 = phi i32 [ %n, %bb1 ], [ %n, %bb11 ], [ %n, %bb18 ], [ %n, %bb18 ]
  call void @cold_fn()
  switch i32 %m, label %bb18 [ i32 -2, label %bb18 i32 3, label %bb18 i32 31, label %inf10 ]
bb20:
  %phi40 = phi ptr [ null, %dispatch8 ], [ null, %bb20 ], [ null, %bb20 ], [ null, %bb20 ], [ null, %bb20 ], [ null, %bb21 ]
  %phi41 = phi i32 [ 1, %dispatch8 ], [ %phi27, %bb20 ], [ %phi27, %bb20 ], [ %phi27, %bb20 ], [ %phi27, %bb20 ], [ 100, %bb21 ]
  switch i32 %phi29, label %dispatch8 [ i32 29, label %bb21 i32 4, label %bb21 i32 17, label %bb20 i32 24, label %bb20 i32 57, label %dispatch8 i32 31, label %bb20 i32 10, label %bb20 ]
bb21:
  call void @plain_fn()
  switch i32 %m, label %bb20 [ i32 6, label %bb21 i32 11, label %bb21 i32 55, label %bb21 i32 57, label %bb21 i32 53, label %bb21 i32 24, label %bb21 i32 33, label %bb21 ], !prof !5
bb22:
  %lp49 = landingpad { ptr, i32 } cleanup
  call void @noret_fn()
  unreachable
bb23:
  %lp50 = landingpad { ptr, i32 } cleanup
  br label %bb17
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb47
chain33:
  switch i32 %n, label %irr32 [  ]
bb42:
  br label %bb41
chain43:
  br label %bb42
chain46:
  br i1 %c3, label %chain45, label %inf40
irr31:
  switch i32 %m, label %chain36 [ i32 29, label %bb6 i32 21, label %bb6 ]
bb44:
  br label %chain43
bb41:
  switch i64 %k, label %inf40 [ i64 26, label %inf40 i64 13, label %chain46 i64 -3, label %inf40 i64 24, label %chain46 i64 0, label %bb2 ]
bb16:
  br label %irr17
counter53:
  br i1 %c0, label %bb56, label %bb54
bb52:
  br label %bb51
irr17:
  br label %bb21
bb38:
  br label %bb37
bb9:
  br label %bb11
irr12:
  br i1 %c1, label %bb13, label %bb10
bb13:
  switch i32 %m, label %irr_pre15 [ i32 62, label %bb10 ]
bb11:
  switch i32 %m, label %irr12 [ i32 726517071, label %bb13 i32 -23730764, label %bb13 i32 -377568973, label %irr14 ]
irr32:
  br i1 %c0, label %bb38, label %bb6
chain20:
  br label %bb19
inf40:
  br label %bb41
bb4:
  br label %bb3
irr_pre5:
  br i1 %c3, label %bb7, label %irr8
bb7:
  br i1 %c3, label %bb28, label %bb4
chain27:
  switch i32 %m, label %bb26 [  ]
irr8:
  switch i32 %m, label %bb30 [ i32 -101923291, label %bb4 ]
bb26:
  br label %chain25
irr_pre22:
  br i1 %c2, label %bb24, label %bb23
bb50:
  br i1 %c0, label %counter53, label %bb3
bb37:
  br label %irr31
bb39:
  br label %inf40
bb29:
  ret i32 0
chain45:
  br label %bb44
chain25:
  br label %bb23
bb28:
  switch i32 %n, label %bb29 [ i32 16, label %bb29 i32 13, label %irr8 ]
bb54:
  br label %counter53
bb56:
  br label %bb55
bb34:
  br label %chain33
bb23:
  br i1 %c1, label %bb24, label %bb16
bb21:
  br label %chain20
irr14:
  br i1 %c3, label %irr12, label %bb10
bb6:
  switch i32 %n, label %bb9 [ i32 -1, label %bb3 i32 54, label %bb4 ]
bb35:
  br label %bb34
bb51:
  br label %bb50
bb55:
  br i1 %c3, label %counter53, label %bb49
bb47:
  br i1 %c2, label %bb3, label %irr_pre48
bb3:
  switch i32 %n, label %bb2 [ i32 -6, label %irr_pre5 i32 8, label %irr_pre5 i32 -4, label %irr_pre5 i32 28, label %irr_pre5 ]
bb30:
  switch i32 %m, label %irr31 [ i32 844974770, label %bb39 ]
bb19:
  br label %irr18
irr18:
  br i1 %c2, label %irr_pre22, label %irr14
bb49:
  br i1 %c1, label %bb52, label %bb3
bb10:
  switch i32 %n, label %bb7 [ i32 24, label %irr14 i32 61, label %bb9 ]
bb2:
  ret i32 0
chain36:
  br label %bb35
irr_pre15:
  switch i32 %n, label %irr17 [ i32 -7, label %bb16 i32 29, label %irr17 i32 17, label %irr18 i32 34, label %bb16 ]
bb24:
  br i1 %c3, label %chain27, label %bb16
irr_pre48:
  br i1 %c3, label %bb49, label %bb50
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %header31
ret2:
  unreachable
bb3:
  br i1 %c1, label %ret2, label %bb3
bb4:
  br i1 %c2, label %inf5, label %bb3
inf5:
  switch i32 %m, label %irr_pre6 [  ]
irr_pre6:
  switch i32 %n, label %irr8 [ i32 -1623931278, label %bb7 i32 -1305026949, label %irr8 i32 -2128212028, label %bb7 i32 2107908901, label %bb27 i32 -848735485, label %irr9 ]
bb7:
  br i1 %c0, label %irr8, label %inf5
irr8:
  br label %bb10
irr9:
  br i1 %c3, label %bb11, label %inf5
bb10:
  br label %irr9
bb11:
  switch i32 %n, label %bb12 [ i32 40, label %bb7 i32 18, label %bb12 i32 28, label %bb27 ]
bb12:
  br i1 %c0, label %bb13, label %bb29
bb13:
  br i1 %c1, label %bb15, label %bb11
irr14:
  switch i32 %n, label %bb22 [ i32 10, label %header31 i32 44, label %bb11 i32 -1, label %bb11 i32 46, label %bb11 i32 23, label %bb22 ]
bb15:
  switch i32 %m, label %bb16 [ i32 10, label %bb20 i32 19, label %bb20 i32 36, label %bb20 ]
bb16:
  br i1 %c3, label %bb17, label %bb19
bb17:
  br i1 %c1, label %bb18, label %irr14
bb18:
  br label %bb17
bb19:
  br i1 %c1, label %bb19, label %bb18
bb20:
  br i1 %c2, label %$21, label %$21
$21:
  switch i32 %n, label %irr14 [  ]
bb22:
  br i1 %c3, label %irr23, label %irr24
irr23:
  br label %self25
irr24:
  br i1 %c1, label %bb26, label %bb13
self25:
  switch i32 %m, label %self25 [ i32 -2027016696, label %irr24 i32 918572608, label %self25 i32 986717917, label %header31 i32 284777075, label %header31 ]
bb26:
  switch i64 %k, label %bb27 [ i64 -330049424, label %bb27 i64 -1438396197, label %bb27 i64 1332374389, label %bb27 i64 -881082942, label %bb27 ]
bb27:
  br label %irr23
chain28:
  br label %irr14
bb29:
  switch i32 %n, label %chain28 [ i32 1421099709, label %chain28 i32 -211438864, label %inf5 i32 -1218004631, label %chain28 ]
bb30:
  br label %bb4
header31:
  br i1 %c3, label %bb32, label %bb30
bb32:
  switch i64 %k, label %header31 [ i64 -6, label %bb30 i64 -4, label %header31 ]
dead33:
  br label %bb7
dead34:
  ret i32 0
bb35:
  switch i32 %m, label %dead33 [ i32 49, label %dead33 i32 28, label %dead33 ]
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br i1 %c3, label %bb3, label %bb3
bb20:
  switch i32 %n, label %bb13 [ i32 5, label %irr_pre16 i32 -6, label %bb2 ]
bb11:
  br i1 %c0, label %bb12, label %bb8
bb4:
  br i1 %c0, label %bb6, label %bb2
header7:
  br i1 %c3, label %irr_pre9, label %irr_pre9
bb3:
  br i1 %c3, label %irr5, label %bb4
irr_pre16:
  switch i64 %k, label %bb18 [ i64 25, label %bb18 i64 58, label %bb17 i64 8, label %bb13 i64 24, label %bb17 ]
irr_pre9:
  br i1 %c0, label %bb11, label %irr10
bb2:
  br label %bb4
irr10:
  br label %bb11
bb13:
  switch i32 %m, label %bb15 [ i32 0, label %bb17 i32 42, label %bb15 i32 38, label %bb15 i32 -4, label %irr14 ]
irr5:
  br label %bb4
bb12:
  br i1 %c2, label %irr10, label %bb12
bb6:
  switch i32 %n, label %irr5 [ i32 14, label %bb6 i32 33, label %bb13 i32 31, label %header7 ]
bb17:
  br label %bb18
bb8:
  br i1 %c0, label %header7, label %bb6
bb18:
  switch i32 %m, label %bb17 [ i32 1582911753, label %bb12 i32 1718477851, label %bb15 i32 1389947066, label %bb15 i32 -321805884, label %bb12 i32 646373096, label %bb15 ]
dead19:
  ret i32 0
irr14:
  br label %irr_pre16
bb15:
  switch i32 %n, label %irr14 [ i32 19, label %bb18 i32 52, label %bb6 ]
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb15
bb2:
  ret i32 0
header3:
  br label %bb4
bb4:
  switch i64 %k, label %bb2 [ i64 49, label %header3 i64 15, label %header3 ]
bb5:
  br label %counter7
bb6:
  switch i64 %k, label %header3 [ i64 25, label %bb5 i64 18, label %bb5 i64 19, label %bb5 i64 10, label %bb5 i64 31, label %header3 ]
counter7:
  br i1 %c3, label %bb8, label %bb10
bb8:
  br label %counter7
bb9:
  br i1 %c1, label %counter7, label %bb6
bb10:
  br i1 %c3, label %bb9, label %self12
bb11:
  br label %bb10
self12:
  switch i32 %n, label %bb11 [ i32 16, label %bb11 i32 55, label %bb11 i32 5, label %self12 ]
bb13:
  br label %bb5
bb14:
  br label %bb13
bb15:
  br i1 %c3, label %bb16, label %self52
bb16:
  br i1 %c1, label %bb18, label %bb14
bb17:
  br i1 %c2, label %bb51, label %bb14
bb18:
  switch i32 %n, label %irr_pre20 [ i32 21, label %irr_pre20 i32 60, label %bb17 ]
bb19:
  br label %bb18
irr_pre20:
  br i1 %c1, label %bb23, label %bb49
irr21:
  br i1 %c1, label %bb24, label %bb19
bb22:
  br i1 %c0, label %irr_pre25, label %bb19
bb23:
  br label %irr21
bb24:
  br label %bb22
irr_pre25:
  br i1 %c2, label %bb26, label %bb27
bb26:
  switch i64 %k, label %bb29 [ i64 -8, label %bb23 ]
bb27:
  br label %bb33
irr28:
  br label %bb38
bb29:
  switch i32 %n, label %bb30 [ i32 1072691280, label %bb31 i32 -962661134, label %bb31 ]
bb30:
  ret i32 %n
bb31:
  br i1 %c3, label %bb27, label %bb32
bb32:
  ret i32 0
bb33:
  br i1 %c3, label %bb34, label %irr35
bb34:
  br i1 %c3, label %header36, label %irr28
irr35:
  br i1 %c0, label %bb37, label %irr28
header36:
  br i1 %c3, label %irr35, label %header36
bb37:
  br i1 %c0, label %bb37, label %bb34
bb38:
  br i1 %c2, label %bb40, label %counter46
irr39:
  br i1 %c0, label %bb41, label %bb26
bb40:
  br label %counter43
bb41:
  br i1 %c2, label %bb40, label %bb42
bb42:
  ret i32 0
counter43:
  br i1 %c2, label %bb45, label %bb44
bb44:
  br label %counter43
bb45:
  br i1 %c0, label %irr39, label %counter43
counter46:
  switch i32 %n, label %bb47 [ i32 1660870080, label %latch48 i32 915866608, label %latch48 i32 1908739184, label %latch48 i32 -1712950768, label %bb27 i32 386342290, label %bb27 ]
bb47:
  br label %latch48
latch48:
  switch i32 %n, label %counter46 [ i32 43, label %irr39 i32 37, label %irr39 ]
bb49:
  br i1 %c2, label %irr21, label %bb50
bb50:
  ret i32 0
bb51:
  br i1 %c1, label %bb51, label %bb16
self52:
  br i1 %c2, label %bb17, label %self52
dead53:
  ret i32 0
bb54:
  br label %bb22
bb55:
  br label %dead56
dead56:
  br label %bb45
bb57:
  ret i32 %n
dead58:
  br label %bb27
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb5
bb2:
  ret i32 %n
bb4:
  br label %chain3
dead6:
  br i1 %c2, label %chain3, label %bb2
chain3:
  br label %bb2
bb5:
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

!0 = !{!"branch_weights", i32 0}
!1 = !{!"branch_weights", i32 88, i32 3, i32 16, i32 71, i32 34, i32 53, i32 17}
!2 = !{!"branch_weights", i32 2000, i32 0}
!3 = !{!"branch_weights", i32 26, i32 91, i32 93, i32 27, i32 33, i32 80}
!4 = !{!"branch_weights", i32 2147483648, i32 0}
!5 = !{!"branch_weights", i32 1, i32 0, i32 536870913, i32 2147483648, i32 2147483648, i32 2147483648, i32 2147483648, i32 536870913}
