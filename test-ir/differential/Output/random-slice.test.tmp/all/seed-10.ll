; freqpath random IR: seed=10 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  store i32 -2147483648, ptr %q
  br label %chain9, !prof !0
bb2:
  %v13 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 7) [ "deopt"(i32 1) ]
  ret i32 %v13
bb4:
  %phi11 = phi i32 [ %m, %chain5 ]
  %phi12 = phi i32 [ %m, %chain5 ]
  br label %bb3, !prof !1
bb-8:
  call void @plain_fn() cold
  br label %bb7, !prof !2
chain6:
  br label %chain5, !prof !3
bb7:
  store i32 10, ptr %q
  br label %chain6, !prof !4
chain5:
  br label %bb4, !prof !5
bb3:
  %phi10 = phi i32 [ %phi11, %bb4 ]
  br label %bb2, !prof !6
chain9:
  br label %bb-8, !prof !7
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb11
bb10:
  switch i32 %n, label %bb9 [  ]
bb26:
  switch i32 %n, label %bb24 [ i32 52, label %bb17 ]
bb6:
  br i1 %c3, label %bb3, label %bb7
bb24:
  br i1 %c3, label %bb25, label %bb26
bb32:
  br i1 %c0, label %bb-38, label %bb15
bb28:
  br label %bb27
bb30:
  br i1 %c3, label %bb32, label %bb31
bb4:
  br i1 %c0, label %bb6, label %early_exit5
bb9:
  br i1 %c0, label %bb4, label %bb4
bb27:
  br label %bb17
bb22:
  switch i32 %m, label %bb21 [ i32 51, label %bb23 i32 14, label %bb21 ]
bb14:
  switch i32 %m, label %bb15 [ i32 38, label %bb15 i32 1, label %latch13 i32 9, label %latch13 i32 25, label %latch13 ]
bb8:
  br i1 %c2, label %bb6, label %bb6
bb36:
  br i1 %c1, label %latch37, label %bb30
bb19:
  br i1 %c1, label %bb21, label %bb20
bb33:
  br i1 %c0, label %bb34, label %bb35
bb7:
  br i1 %c3, label %bb8, label %bb6
bb16:
  br i1 %c3, label %bb15, label %bb18
bb25:
  br label %bb26
bb31:
  br label %bb33
bb3:
  br i1 %c1, label %ret2, label %bb3
bb20:
  br i1 %c1, label %bb22, label %bb17
bb35:
  br i1 %c3, label %latch37, label %bb36
bb34:
  br label %bb32
latch37:
  br i1 %c1, label %bb35, label %bb34
bb29:
  switch i32 %n, label %bb28 [ i32 63, label %bb30 i32 40, label %latch13 i32 11, label %bb30 i32 32, label %latch13 ]
ret2:
  ret i32 0
reset12:
  br label %latch13
latch13:
  switch i32 %m, label %bb11 [ i32 -2, label %bb22 i32 62, label %bb10 i32 13, label %bb11 i32 40, label %bb11 ]
dead39:
  br label %bb24
bb-38:
  switch i32 %n, label %bb31 [ i32 951061686, label %bb-38 ]
early_exit5:
  ret i32 %n
bb11:
  br i1 %c0, label %reset12, label %bb14
bb18:
  switch i32 %m, label %bb19 [ i32 -1, label %bb29 i32 19, label %bb24 i32 60, label %bb29 i32 -7, label %bb19 i32 10, label %bb24 ]
bb21:
  br i1 %c1, label %bb20, label %bb17
bb23:
  switch i32 %n, label %reset12 [ i32 11, label %bb23 ]
bb17:
  br label %bb16
bb15:
  switch i64 %k, label %latch13 [ i64 2, label %bb15 i64 59, label %bb16 i64 31, label %bb30 ]
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  call void @noret_fn()
  unreachable
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb2
bb2:
  %phi14 = phi i32 [ -2147483648, %entry1 ], [ 8, %bb2 ], [ 10, %rnd13 ]
  %phi15 = phi i32 [ %m, %entry1 ], [ 7, %bb2 ], [ 0, %rnd13 ]
  %phi16 = phi i32 [ %m, %entry1 ], [ %phi16, %bb2 ], [ %phi33, %rnd13 ]
  %v39 = sub i32 %phi15, 4
  %v40 = add i32 %v39, 4
  %cmp41 = icmp uge i32 %v40, -9
  br i1 %cmp41, label %rnd3, label %bb2
rnd3:
  %phi17 = phi i32 [ %phi16, %bb2 ], [ 7, %rnd8 ], [ 1, %rnd10 ]
  %phi18 = phi i32 [ 1, %bb2 ], [ %phi22, %rnd8 ], [ 0, %rnd10 ]
  %phi19 = phi ptr [ %p, %bb2 ], [ %p, %rnd8 ], [ null, %rnd10 ]
  call void @plain_fn()
  br label %bb4
bb4:
  %phi20 = phi i32 [ %phi18, %rnd3 ], [ 2147483647, %bb7 ]
  %phi21 = phi i32 [ 10, %rnd3 ], [ %phi25, %bb7 ]
  %phi22 = phi i32 [ -1, %rnd3 ], [ 7, %bb7 ]
  call void @plain_fn()
  br label %rnd5
rnd5:
  %phi23 = phi ptr [ %phi19, %bb4 ]
  br label %rnd6
rnd6:
  %phi24 = phi i32 [ %phi18, %rnd5 ], [ 100, %rnd9 ]
  %phi25 = phi i32 [ %phi14, %rnd5 ], [ %phi29, %rnd9 ]
  %phi26 = phi i32 [ %phi17, %rnd5 ], [ 8, %rnd9 ]
  br label %bb7
bb7:
  %phi27 = phi i32 [ %phi15, %rnd6 ]
  callbr void asm sideeffect "", "!i"() to label %rnd8 [label %bb4]
rnd8:
  %phi28 = phi i32 [ %phi18, %bb7 ], [ %phi33, %bb11 ]
  %phi29 = phi i32 [ %phi22, %bb7 ], [ %phi20, %bb11 ]
  %phi30 = phi i32 [ %n, %bb7 ], [ 7, %bb11 ]
  switch i32 %phi28, label %rnd9 [ i32 1025211213, label %rnd3 ]
rnd9:
  %phi31 = phi i32 [ -2147483648, %rnd8 ]
  %cmp42 = icmp uge i32 %phi31, 0
  br i1 %cmp42, label %rnd10, label %rnd6
rnd10:
  %phi32 = phi i32 [ %m, %rnd9 ], [ 10, %bb12 ]
  %phi33 = phi i32 [ %n, %rnd9 ], [ %phi24, %bb12 ]
  %phi34 = phi ptr [ %p, %rnd9 ], [ %phi35, %bb12 ]
  %v43 = xor i32 %phi22, 2
  %v44 = mul i32 %v43, 2
  %cmp45 = icmp sge i32 %v44, -9
  br i1 %cmp45, label %bb11, label %rnd3
bb11:
  call void @cold_fn()
  %v46 = or i32 %phi17, 1
  %v47 = shl i32 %v46, 4
  %cmp48 = icmp sge i32 %v47, 30
  br i1 %cmp48, label %bb12, label %rnd8
bb12:
  %phi35 = phi ptr [ null, %bb11 ]
  %v49 = sub i32 %phi33, 4
  %cmp50 = icmp ult i32 %v49, -2
  br i1 %cmp50, label %rnd13, label %rnd10
rnd13:
  %phi36 = phi i32 [ -1, %bb12 ], [ 1, %rnd13 ]
  %phi37 = phi i32 [ %n, %bb12 ], [ %phi36, %rnd13 ]
  %phi38 = phi ptr [ %p, %bb12 ], [ %phi34, %rnd13 ]
  %cmp51 = icmp sge i32 0, %v49
  br i1 %cmp51, label %rnd13, label %bb2
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %irr_pre72
bb2:
  ret i32 %n
bb3:
  br i1 %c2, label %bb4, label %bb9
bb4:
  br i1 %c2, label %bb2, label %bb5
bb5:
  switch i32 %n, label %bb8 [ i32 569857629, label %reset6 i32 -1211537006, label %reset6 i32 1441705405, label %reset6 i32 1730601634, label %reset6 ]
reset6:
  br i1 %c1, label %bb7, label %bb4
bb7:
  br i1 %c1, label %bb5, label %bb4
bb8:
  br i1 %c2, label %bb7, label %bb8
bb9:
  br i1 %c2, label %bb2, label %bb10
bb10:
  switch i64 %k, label %bb9 [ i64 12, label %bb2 i64 22, label %bb2 i64 45, label %bb2 i64 43, label %bb9 ]
irr_pre11:
  switch i32 %m, label %irr13 [ i32 -2, label %bb12 i32 42, label %irr13 i32 -3, label %bb64 ]
bb12:
  br label %irr13
irr13:
  switch i32 %m, label %bb14 [ i32 47, label %bb3 ]
bb14:
  br i1 %c0, label %early_exit15, label %bb12
early_exit15:
  ret i32 0
bb16:
  br i1 %c2, label %bb17, label %bb18
bb17:
  br i1 %c0, label %$19, label %irr_pre11
bb18:
  br label %bb17
$19:
  switch i32 %m, label %reset20 [ i32 -778557385, label %bb22 ]
reset20:
  br label %bb21
bb21:
  br i1 %c3, label %bb18, label %$19
bb22:
  br i1 %c1, label %bb23, label %bb21
bb23:
  br i1 %c2, label %if26, label %bb24
bb24:
  br label %bb23
bb25:
  switch i32 %m, label %bb23 [ i32 9, label %header45 i32 17, label %bb21 i32 52, label %header45 i32 49, label %bb21 ]
if26:
  br i1 %c2, label %bb27, label %counter28
bb27:
  br label %bb25
counter28:
  br i1 %c0, label %reset29, label %bb30
reset29:
  br label %counter28
bb30:
  br i1 %c0, label %counter28, label %bb27
bb31:
  switch i32 %n, label %chain35 [ i32 45, label %reset32 i32 6, label %chain35 i32 48, label %$19 ]
reset32:
  br label %bb33
bb33:
  switch i32 %m, label %bb16 [ i32 60, label %bb31 ]
bb34:
  br i1 %c1, label %bb33, label %bb50
chain35:
  br label %bb34
bb36:
  switch i32 %m, label %bb38 [ i32 27, label %chain62 i32 0, label %bb38 ]
bb37:
  br label %bb31
bb38:
  switch i32 %m, label %bb39 [ i32 -3, label %bb48 i32 46, label %irr40 i32 58, label %bb48 ]
bb39:
  br i1 %c0, label %irr40, label %irr41
irr40:
  br i1 %c2, label %counter42, label %bb37
irr41:
  switch i32 %n, label %$47 [ i32 -7, label %bb37 ]
counter42:
  switch i32 %n, label %bb43 [ i32 -8, label %bb63 i32 44, label %header45 i32 42, label %header45 ]
bb43:
  br label %counter42
bb44:
  br i1 %c2, label %counter42, label %irr41
header45:
  br i1 %c3, label %_46, label %bb44
_46:
  br i1 %c2, label %header45, label %header78
$47:
  br label %irr40
bb48:
  br i1 %c3, label %bb49, label %bb51
bb49:
  br label %bb48
bb50:
  br i1 %c0, label %bb48, label %bb37
bb51:
  switch i32 %m, label %counter52 [ i32 8, label %bb50 i32 41, label %counter52 i32 5, label %bb55 i32 55, label %bb50 ]
counter52:
  switch i32 %n, label %bb53 [ i32 21, label %latch54 i32 38, label %bb53 ]
bb53:
  br label %counter52
latch54:
  br i1 %c3, label %counter52, label %bb50
bb55:
  switch i32 %m, label %counter57 [ i32 55, label %counter57 i32 22, label %bb55 i32 46, label %counter57 i32 36, label %bb55 i32 20, label %bb60 ]
bb56:
  br label %bb50
counter57:
  switch i32 %n, label %reset58 [ i32 41, label %latch59 ]
reset58:
  br label %latch59
latch59:
  br i1 %c3, label %bb56, label %counter57
bb60:
  br label %bb61
bb61:
  switch i32 %m, label %bb60 [ i32 53, label %bb60 i32 49, label %bb60 i32 46, label %bb60 i32 -5, label %bb60 i32 23, label %bb56 ]
chain62:
  br label %bb37
bb63:
  br i1 %c2, label %bb36, label %bb64
bb64:
  br label %bb63
bb65:
  br label %bb66
bb66:
  switch i32 %m, label %bb65 [ i32 2, label %bb63 i32 29, label %bb65 i32 21, label %bb65 i32 53, label %bb63 i32 17, label %bb65 ]
bb67:
  switch i32 %m, label %early_exit68 [ i32 26, label %bb65 ]
early_exit68:
  ret i32 0
header69:
  br i1 %c0, label %bb67, label %bb71
bb70:
  br i1 %c1, label %header69, label %bb9
bb71:
  br label %bb70
irr_pre72:
  br i1 %c1, label %bb74, label %bb73
bb73:
  br i1 %c3, label %bb74, label %header69
bb74:
  switch i32 %m, label %bb75 [ i32 45, label %header69 i32 -4, label %bb49 i32 43, label %header69 ]
bb75:
  br i1 %c3, label %bb76, label %bb73
bb76:
  switch i32 %m, label %bb75 [ i32 29, label %bb8 i32 31, label %header78 i32 -5, label %header78 i32 63, label %bb75 i32 49, label %bb8 ]
bb77:
  br i1 %c2, label %bb76, label %counter57
header78:
  switch i32 %n, label %bb77 [ i32 16, label %header80 i32 12, label %header80 i32 11, label %bb77 i32 52, label %header80 i32 10, label %header80 ]
bb79:
  br label %header78
header80:
  br i1 %c3, label %bb79, label %bb81
bb81:
  br i1 %c2, label %header80, label %latch82
latch82:
  switch i32 %n, label %bb81 [ i32 -4, label %bb75 i32 48, label %header80 ]
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br i1 %c1, label %bb89, label %bb89
bb2:
  ret i32 %n
bb3:
  br i1 %c1, label %bb2, label %bb4
bb4:
  br i1 %c1, label %bb3, label %bb8
bb5:
  br i1 %c1, label %bb4, label %bb4
bb6:
  br i1 %c2, label %bb5, label %bb4
bb7:
  br label %bb6
bb8:
  br i1 %c3, label %bb7, label %bb3
bb9:
  switch i64 %k, label %bb10 [ i64 45, label %bb12 i64 17, label %bb26 ]
bb10:
  br i1 %c1, label %bb11, label %chain79
bb11:
  br i1 %c1, label %bb3, label %bb9
bb12:
  br i1 %c1, label %bb12, label %bb11
bb13:
  br label %bb15
latch14:
  br i1 %c3, label %bb9, label %bb13
bb15:
  switch i32 %n, label %bb-17 [ i32 -1689635102, label %latch14 ]
latch16:
  br label %bb15
bb-17:
  br i1 %c1, label %latch16, label %bb18
bb18:
  switch i32 %n, label %bb20 [ i32 -4, label %latch16 i32 47, label %bb78 i32 10, label %bb78 ]
bb19:
  br label %bb18
bb20:
  br i1 %c0, label %bb-23, label %bb24
chain21:
  br label %bb19
bb22:
  br label %chain21
bb-23:
  br label %bb22
bb24:
  switch i32 %m, label %early_exit25 [ i32 1147821210, label %latch16 i32 -11067962, label %header68 i32 374367242, label %bb19 ]
early_exit25:
  br label %bb29
bb26:
  br i1 %c2, label %bb13, label %bb26
bb27:
  br i1 %c0, label %_28, label %bb26
_28:
  switch i64 %k, label %bb30 [ i64 20, label %bb30 i64 62, label %bb30 i64 -5, label %bb27 i64 18, label %bb27 ]
bb29:
  br i1 %c1, label %_28, label %bb27
bb30:
  br i1 %c2, label %header33, label %bb31
bb31:
  switch i64 %k, label %bb30 [ i64 -991258552, label %bb95 i64 -1352203082, label %bb78 i64 1751629464, label %bb95 ]
latch32:
  br i1 %c2, label %bb30, label %bb29
header33:
  switch i32 %n, label %header35 [ i32 21, label %_28 i32 60, label %latch32 i32 47, label %_28 i32 -2, label %bb15 ]
bb34:
  br label %header33
header35:
  br label %bb37
latch36:
  switch i32 %n, label %header35 [ i32 1507515338, label %bb60 i32 -1421798941, label %header35 i32 -751965325, label %bb34 i32 389080623, label %header35 i32 -1725965084, label %bb34 i32 60129689, label %bb60 i32 1607312427, label %header35 ]
bb37:
  br i1 %c2, label %bb38, label %latch36
bb38:
  switch i64 %k, label %bb37 [ i64 3, label %latch36 i64 26, label %latch36 ]
bb39:
  br i1 %c2, label %bb39, label %bb27
header40:
  br label %bb41
bb41:
  br i1 %c2, label %bb39, label %header40
header42:
  br label %chain44
bb43:
  br i1 %c0, label %header40, label %header42
chain44:
  br label %bb43
bb45:
  br i1 %c1, label %header42, label %bb19
bb46:
  br label %bb45
early47:
  switch i32 %n, label %bb46 [ i32 18, label %bb48 i32 47, label %bb38 i32 38, label %bb38 i32 57, label %bb48 i32 51, label %chain44 ]
bb48:
  ret i32 0
bb49:
  br i1 %c1, label %bb52, label %bb50
bb50:
  br i1 %c2, label %bb51, label %bb51
bb51:
  br i1 %c0, label %early47, label %bb49
bb52:
  br label %bb54
bb53:
  br i1 %c1, label %bb52, label %bb51
bb54:
  br label %bb53
bb55:
  switch i32 %n, label %bb56 [ i32 55, label %bb76 i32 18, label %bb76 ]
bb56:
  br i1 %c1, label %bb49, label %bb55
early57:
  br i1 %c0, label %bb58, label %bb55
bb58:
  ret i32 %n
bb59:
  br i1 %c1, label %bb62, label %bb60
bb60:
  br label %bb61
bb61:
  br i1 %c3, label %bb59, label %early57
bb62:
  br label %bb64
bb63:
  switch i64 %k, label %bb61 [ i64 731081767, label %bb62 ]
bb64:
  switch i32 %m, label %bb65 [ i32 50, label %bb65 i32 60, label %bb65 i32 7, label %if67 i32 39, label %if67 ]
bb65:
  br label %bb64
bb66:
  br i1 %c1, label %bb64, label %bb63
if67:
  br i1 %c1, label %bb66, label %header68
header68:
  br i1 %c2, label %bb70, label %bb66
bb69:
  br label %header68
bb70:
  switch i32 %m, label %bb71 [ i32 -1, label %bb71 i32 58, label %header68 i32 0, label %header68 i32 44, label %bb71 i32 10, label %bb71 i32 43, label %bb71 i32 36, label %header68 ]
bb71:
  br i1 %c3, label %bb69, label %bb61
bb72:
  switch i32 %m, label %bb74 [ i32 -2, label %bb74 i32 11, label %bb73 ]
bb73:
  ret i32 0
bb74:
  br label %bb59
bb75:
  br i1 %c0, label %bb76, label %bb38
bb76:
  br i1 %c0, label %bb72, label %bb75
bb77:
  switch i32 %n, label %bb80 [ i32 35, label %bb75 i32 29, label %bb80 i32 52, label %bb80 i32 16, label %bb75 ]
bb78:
  switch i64 %k, label %bb77 [ i64 -1141765094, label %bb77 i64 -1339450408, label %bb75 i64 813185816, label %bb75 i64 -1374029374, label %bb77 ]
chain79:
  br label %bb78
bb80:
  br label %chain79
if81:
  br i1 %c3, label %early83, label %bb86
bb82:
  br label %bb77
early83:
  switch i32 %n, label %self85 [ i32 55, label %early_exit84 ]
early_exit84:
  ret i32 %n
self85:
  br i1 %c0, label %bb82, label %self85
bb86:
  br i1 %c3, label %bb87, label %bb88
bb87:
  br label %bb88
bb88:
  br i1 %c1, label %bb82, label %bb86
bb89:
  switch i32 %n, label %bb90 [ i32 38, label %if81 i32 42, label %if81 ]
bb90:
  br i1 %c3, label %header91, label %bb103
header91:
  br i1 %c1, label %if93, label %if81
bb92:
  br i1 %c2, label %header91, label %bb101
if93:
  br i1 %c1, label %join94, label %bb95
join94:
  br i1 %c2, label %bb92, label %bb92
bb95:
  switch i32 %n, label %bb97 [ i32 7, label %counter99 i32 29, label %bb97 i32 36, label %counter99 i32 10, label %if81 i32 58, label %counter99 ]
join96:
  br label %join94
bb97:
  br i1 %c2, label %join96, label %latch98
latch98:
  switch i32 %n, label %bb97 [ i32 2, label %bb97 i32 8, label %bb7 i32 51, label %bb97 i32 32, label %bb7 i32 45, label %join96 i32 29, label %join96 ]
counter99:
  br i1 %c3, label %bb102, label %bb100
bb100:
  br label %bb101
bb101:
  br i1 %c0, label %counter99, label %join96
bb102:
  switch i32 %m, label %bb102 [ i32 31, label %bb101 i32 51, label %bb101 ]
bb103:
  br i1 %c0, label %bb105, label %bb104
bb104:
  ret i32 0
bb105:
  switch i32 %m, label %bb107 [ i32 3, label %bb106 ]
bb106:
  ret i32 %n
bb107:
  br i1 %c2, label %if81, label %if81
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  br i1 %c2, label %bb3, label %bb6
bb3:
  br i1 %c3, label %bb3, label %bb3
bb4:
  switch i64 %k, label %rnd5 [ i64 44, label %rnd5 i64 26, label %rnd5 i64 -8, label %rnd5 i64 29, label %rnd5 ]
rnd5:
  switch i64 %k, label %bb6 [ i64 47, label %rnd5 i64 31, label %bb3 i64 44, label %rnd5 i64 9, label %bb3 i64 50, label %bb3 ]
bb6:
  br i1 %c2, label %bb7, label %rnd2
bb7:
  br i1 %c0, label %rnd8, label %bb3
rnd8:
  br i1 %c3, label %bb9, label %bb3
bb9:
  br label %bb10
bb10:
  br label %bb6
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
ret2:
  ret i32 0
bb3:
  switch i32 %n, label %ret2 [ i32 -611692881, label %bb4 i32 456344078, label %bb3 i32 -949193410, label %bb3 i32 825902944, label %bb3 ]
bb4:
  br i1 %c0, label %bb6, label %bb10
bb5:
  br i1 %c1, label %bb3, label %bb4
bb6:
  br i1 %c1, label %bb10, label %bb7
bb7:
  br i1 %c0, label %bb11, label %bb5
irr8:
  br label %irr_pre15
irr9:
  br label %bb10
bb10:
  br i1 %c2, label %bb7, label %bb5
bb11:
  br label %chain14
bb12:
  br i1 %c2, label %bb11, label %irr8
bb13:
  switch i32 %n, label %bb12 [ i32 59, label %bb11 i32 -3, label %bb4 ]
chain14:
  br label %bb13
irr_pre15:
  switch i32 %m, label %irr16 [ i32 51, label %bb26 i32 11, label %bb26 ]
irr16:
  br i1 %c3, label %bb18, label %irr9
bb17:
  br i1 %c1, label %bb22, label %irr9
bb18:
  switch i64 %k, label %bb19 [ i64 40, label %irr16 i64 8, label %bb17 i64 32, label %bb40 i64 12, label %bb40 i64 19, label %irr16 i64 7, label %irr16 ]
bb19:
  br i1 %c1, label %bb20, label %bb21
bb20:
  br label %bb21
bb21:
  br i1 %c2, label %bb20, label %bb18
bb22:
  br label %chain25
bb23:
  br i1 %c0, label %irr16, label %bb22
bb24:
  br label %bb23
chain25:
  br i1 %c1, label %bb24, label %bb20
bb26:
  switch i32 %m, label %bb17 [ i32 60, label %bb39 i32 27, label %counter34 i32 41, label %header37 i32 54, label %early32 i32 55, label %bb27 i32 36, label %bb26 ]
bb27:
  switch i32 %n, label %bb30 [ i32 33, label %irr9 i32 47, label %bb29 i32 27, label %irr9 i32 -2, label %bb30 ]
irr28:
  switch i32 %n, label %bb29 [ i32 6, label %bb26 i32 16, label %bb29 ]
bb29:
  switch i32 %n, label %bb30 [ i32 45, label %bb21 i32 23, label %bb21 i32 11, label %bb26 ]
bb30:
  br i1 %c0, label %bb31, label %bb26
bb31:
  br i1 %c2, label %irr28, label %bb26
early32:
  br i1 %c3, label %bb33, label %bb26
bb33:
  ret i32 %n
counter34:
  br i1 %c0, label %reset35, label %bb36
reset35:
  br label %counter34
bb36:
  br i1 %c3, label %bb26, label %counter34
header37:
  br label %bb38
bb38:
  switch i32 %m, label %bb26 [ i32 -670407812, label %bb26 i32 1807883519, label %bb26 i32 1166500348, label %bb26 i32 -1239083497, label %header37 i32 -129861959, label %bb3 i32 -1216269899, label %header37 ]
bb39:
  switch i32 %n, label %bb40 [ i32 44, label %bb41 i32 22, label %bb42 i32 24, label %bb42 i32 1, label %bb41 ]
bb40:
  br i1 %c1, label %bb47, label %bb26
bb41:
  br i1 %c2, label %bb42, label %bb26
bb42:
  switch i32 %m, label %irr43 [ i32 60, label %bb26 i32 37, label %bb26 ]
irr43:
  br i1 %c1, label %bb48, label %bb26
bb44:
  br label %bb41
bb45:
  br label %bb44
chain46:
  switch i32 %n, label %bb45 [ i32 63, label %bb21 i32 26, label %bb4 i32 2, label %bb4 ]
bb47:
  br label %chain46
bb48:
  switch i32 %m, label %bb50 [ i32 -2, label %bb51 i32 21, label %bb50 i32 49, label %bb51 i32 30, label %bb51 ]
irr49:
  switch i32 %n, label %bb50 [ i32 45, label %bb40 ]
bb50:
  br label %bb51
bb51:
  br label %bb52
bb52:
  br i1 %c3, label %irr49, label %bb40
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  %cmp9 = icmp ult ptr %p, null
  br i1 %cmp9, label %bb3, label %bb3, !prof !8
bb3:
  %cmp10 = icmp ule i32 %n, 0
  br i1 %cmp10, label %bb5, label %bb5
ret2:
  call void @plain_fn()
  ret i32 0
bb6:
  call void @cold_fn()
  ret i32 %m
bb4:
  %v12 = call i32 @opaque(i32 %n)
  switch i32 %v12, label %bb3 [ i32 59, label %ret2 i32 36, label %ret2 ]
bb5:
  %cmp11 = icmp ugt i64 %k, -7
  br i1 %cmp11, label %bb6, label %chain7, !prof !9
bb8:
  call void @plain_fn()
  %v13 = call i32 @opaque(i32 %n)
  switch i32 %v13, label %bb8 [ i32 46, label %bb3 ], !prof !10
chain7:
  call void @cold_fn()
  br label %bb4, !prof !11
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %dispatch5
bb2:
  unreachable
bb3:
  br i1 %c3, label %bb3, label %bb2
chain4:
  br label %bb3
dispatch5:
  switch i32 %n, label %chain4 [ i32 -3, label %chain4 i32 15, label %chain4 i32 33, label %bb6 i32 55, label %dispatch5 ]
bb6:
  switch i32 %m, label %bb8 [ i32 33, label %bb7 i32 63, label %bb7 i32 28, label %bb7 i32 1, label %bb8 ]
bb7:
  br label %early13
bb8:
  br label %bb10
bb9:
  br i1 %c3, label %bb8, label %dispatch5
bb10:
  switch i32 %m, label %bb12 [ i32 61, label %bb11 i32 13, label %dispatch5 i32 35, label %bb11 ]
bb11:
  br i1 %c2, label %bb12, label %bb9
bb12:
  br i1 %c2, label %early13, label %bb9
early13:
  br i1 %c3, label %bb11, label %early_exit14
early_exit14:
  ret i32 0
bb15:
  br label %dispatch5
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

!0 = !{!"branch_weights", i32 2000}
!1 = !{!"branch_weights", i32 4294967295}
!2 = !{!"branch_weights", i32 0}
!3 = !{!"branch_weights", i32 21}
!4 = !{!"branch_weights", i32 754}
!5 = !{!"branch_weights", i32 4294966434}
!6 = !{!"branch_weights", i32 4294966396}
!7 = !{!"branch_weights", i32 4294966524}
!8 = !{!"branch_weights", i32 4, i32 5}
!9 = !{!"branch_weights", i32 1, i32 4294967295}
!10 = !{!"branch_weights", i32 1048576, i32 1}
!11 = !{!"branch_weights", i32 2}
