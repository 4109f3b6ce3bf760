; freqpath random IR: seed=12 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb48:
  br i1 %c1, label %bb52, label %bb3
bb44:
  switch i32 %n, label %bb45 [ i32 -2101642893, label %bb4 i32 -1686066418, label %bb10 i32 -2104489284, label %bb4 i32 -553906252, label %bb45 i32 -609856216, label %bb4 i32 364212143, label %bb10 ]
bb39:
  br i1 %c1, label %rnd40, label %bb5
bb13:
  br label %bb14
bb24:
  switch i32 %n, label %bb25 [ i32 61, label %rnd23 i32 18, label %bb2 ]
bb52:
  br i1 %c3, label %bb52, label %rnd26
bb10:
  br label %bb11
bb16:
  br i1 %c2, label %bb17, label %bb9
rnd7:
  switch i32 %n, label %bb8 [ i32 -1203160680, label %rnd51 i32 -397822272, label %bb42 ]
bb19:
  br label %bb2
bb45:
  br i1 %c0, label %bb46, label %bb50
rnd40:
  switch i32 %m, label %bb41 [ i32 9, label %rnd54 i32 12, label %bb41 i32 3, label %rnd43 i32 50, label %bb41 i32 63, label %rnd43 ]
bb35:
  switch i64 %k, label %bb36 [ i64 49, label %bb5 i64 58, label %bb45 ]
rnd43:
  switch i32 %m, label %bb44 [ i32 60, label %bb42 i32 10, label %bb33 i32 43, label %bb42 i32 30, label %bb33 i32 18, label %bb25 i32 3, label %bb33 ]
bb42:
  switch i32 %n, label %rnd43 [ i32 26, label %bb28 i32 61, label %bb28 i32 -5, label %bb47 i32 46, label %bb28 i32 -3, label %rnd43 ]
bb14:
  switch i32 %n, label %bb15 [ i32 7, label %bb10 i32 -3, label %bb3 i32 6, label %bb3 ]
bb25:
  switch i32 %m, label %rnd26 [ i32 769806900, label %bb3 ]
bb37:
  br label %bb14
bb27:
  switch i32 %n, label %bb28 [ i32 53, label %bb49 i32 18, label %rnd51 ]
bb29:
  br label %rnd54
bb38:
  switch i32 %n, label %bb39 [ i32 10, label %bb48 i32 2, label %rnd54 i32 61, label %bb42 ]
rnd51:
  switch i32 %n, label %bb52 [ i32 21, label %bb25 i32 33, label %bb55 i32 24, label %bb55 ]
bb18:
  switch i64 %k, label %bb19 [ i64 47, label %bb18 ]
bb31:
  br label %rnd32
bb58:
  br label %bb5
rnd20:
  switch i32 %m, label %bb21 [ i32 37, label %bb13 i32 33, label %bb13 i32 -3, label %bb13 i32 30, label %bb13 ]
rnd26:
  switch i32 %m, label %bb27 [ i32 39, label %bb52 ]
bb15:
  switch i32 %n, label %bb16 [ i32 11, label %bb18 ]
bb46:
  br i1 %c3, label %bb47, label %bb47
bb56:
  br i1 %c0, label %rnd57, label %bb58
bb47:
  br label %bb48
bb49:
  br label %bb50
bb8:
  br i1 %c2, label %bb9, label %bb6
bb33:
  switch i32 %n, label %bb34 [ i32 44, label %bb13 ]
bb4:
  br label %bb5
rnd54:
  switch i32 %m, label %bb55 [ i32 12, label %bb58 i32 21, label %bb10 ]
rnd23:
  switch i32 %m, label %bb24 [ i32 63, label %rnd40 ]
bb6:
  switch i32 %n, label %rnd7 [ i32 -497894712, label %bb14 i32 1466974816, label %bb14 i32 -1782487084, label %bb14 i32 18715780, label %rnd7 i32 -1540518673, label %bb13 ]
bb41:
  switch i64 %k, label %bb42 [ i64 10, label %bb3 i64 27, label %bb14 ]
bb28:
  switch i64 %k, label %bb29 [ i64 51, label %bb29 i64 60, label %bb29 i64 41, label %bb15 i64 35, label %bb15 ]
bb36:
  br label %bb37
rnd12:
  br i1 %c1, label %bb13, label %bb39
rnd57:
  br label %bb58
bb2:
  switch i32 %m, label %bb3 [ i32 221877021, label %bb3 i32 1251523402, label %bb2 ]
bb22:
  br i1 %c0, label %rnd23, label %bb16
bb17:
  switch i64 %k, label %bb18 [ i64 28, label %bb18 i64 50, label %rnd7 i64 33, label %rnd7 i64 13, label %bb18 ]
bb34:
  br label %bb35
bb55:
  br label %bb56
bb53:
  br label %rnd57
rnd32:
  br i1 %c3, label %bb33, label %rnd12
bb3:
  br label %bb4
bb5:
  br label %bb6
bb9:
  br label %rnd7
bb50:
  br label %rnd51
bb30:
  switch i64 %k, label %bb31 [ i64 13, label %bb27 ]
bb21:
  br i1 %c0, label %bb22, label %bb53
bb11:
  br i1 %c2, label %rnd12, label %bb11
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb99
ret2:
  br label %bb18
bb3:
  switch i64 %k, label %ret2 [ i64 40, label %bb3 i64 6, label %bb56 ]
chain4:
  br label %bb3
bb5:
  br label %chain4
bb6:
  br label %bb5
bb7:
  br i1 %c3, label %bb8, label %bb10
bb8:
  br i1 %c0, label %bb7, label %early46
latch9:
  br i1 %c2, label %bb6, label %bb7
bb10:
  switch i32 %n, label %bb19 [ i32 -2015302779, label %bb20 i32 -1166819098, label %bb20 i32 1960896793, label %bb36 ]
bb11:
  br label %latch9
bb12:
  br label %bb11
bb13:
  br label %bb12
bb14:
  br label %bb13
bb15:
  br label %bb14
bb16:
  br label %bb15
bb17:
  br label %bb16
bb18:
  switch i32 %m, label %bb17 [ i32 56, label %header62 ]
bb19:
  br label %bb18
bb20:
  switch i32 %m, label %bb21 [ i32 31, label %bb25 i32 13, label %bb21 i32 6, label %bb30 i32 29, label %bb21 ]
bb21:
  switch i32 %n, label %bb23 [ i32 5, label %bb34 i32 12, label %bb34 ]
bb22:
  br i1 %c3, label %bb21, label %bb11
bb23:
  br label %latch24
latch24:
  br i1 %c3, label %bb23, label %bb22
bb25:
  br i1 %c0, label %bb11, label %bb26
bb26:
  br i1 %c2, label %chain29, label %bb27
bb27:
  unreachable
bb28:
  br label %bb25
chain29:
  br i1 %c3, label %bb28, label %latch50
bb30:
  br i1 %c1, label %bb31, label %bb32
bb31:
  br label %bb11
bb32:
  br i1 %c3, label %bb31, label %bb34
latch33:
  br label %bb32
bb34:
  br i1 %c3, label %early_exit35, label %latch33
early_exit35:
  unreachable
bb36:
  br i1 %c3, label %bb11, label %bb38
latch37:
  br label %bb36
bb38:
  br i1 %c0, label %latch39, label %latch39
latch39:
  switch i32 %n, label %latch37 [ i32 53, label %bb38 i32 2, label %bb38 ]
if40:
  switch i32 %m, label %bb42 [ i32 27, label %bb52 i32 42, label %bb42 i32 41, label %bb59 i32 6, label %bb59 i32 28, label %bb42 ]
bb41:
  br label %bb7
bb42:
  br i1 %c1, label %bb44, label %bb41
bb43:
  br label %bb42
bb44:
  br label %early46
latch45:
  switch i32 %m, label %bb43 [ i32 -2, label %bb44 i32 14, label %bb42 i32 1, label %bb42 ]
early46:
  br i1 %c0, label %bb47, label %bb48
bb47:
  ret i32 0
bb48:
  switch i32 %m, label %reset49 [ i32 1646995104, label %reset49 i32 -1855044792, label %reset49 i32 -1547307918, label %reset49 i32 -910357089, label %chain51 ]
reset49:
  br label %latch50
latch50:
  br i1 %c0, label %latch45, label %bb48
chain51:
  br label %latch50
bb52:
  br i1 %c0, label %bb53, label %bb56
bb53:
  switch i32 %n, label %bb41 [ i32 52, label %bb18 i32 18, label %bb41 i32 43, label %bb55 ]
bb54:
  br label %bb53
bb55:
  br label %bb54
bb56:
  br i1 %c2, label %bb41, label %chain58
bb57:
  br label %bb56
chain58:
  br i1 %c3, label %bb57, label %bb56
bb59:
  br i1 %c0, label %bb60, label %header62
bb60:
  br i1 %c1, label %bb61, label %bb61
bb61:
  br i1 %c0, label %bb59, label %bb41
header62:
  switch i32 %n, label %bb63 [  ]
bb63:
  br i1 %c1, label %bb61, label %header62
bb64:
  br label %bb66
bb65:
  switch i32 %n, label %if40 [ i32 30, label %if40 i32 16, label %bb64 i32 26, label %if40 ]
bb66:
  switch i64 %k, label %bb67 [ i64 1131308716, label %bb92 i64 -962031355, label %bb-68 i64 2010934256, label %bb92 i64 320290513, label %bb92 i64 -1931763883, label %bb66 ]
bb67:
  switch i32 %m, label %bb-68 [ i32 57, label %if40 i32 32, label %if40 i32 54, label %if40 i32 -4, label %if40 ]
bb-68:
  switch i64 %k, label %bb65 [ i64 18, label %bb102 i64 -5, label %bb102 i64 59, label %bb65 i64 31, label %bb66 ]
bb69:
  br i1 %c0, label %bb70, label %latch71
bb70:
  br label %latch71
latch71:
  br i1 %c0, label %bb69, label %bb64
bb72:
  br i1 %c2, label %bb74, label %bb74
bb73:
  br i1 %c1, label %bb69, label %bb72
bb74:
  br i1 %c0, label %bb73, label %bb77
bb75:
  br label %bb74
chain76:
  br i1 %c0, label %bb75, label %reset90
bb77:
  br label %chain76
bb78:
  br label %bb72
bb79:
  br label %bb78
bb80:
  switch i32 %n, label %bb79 [ i32 0, label %bb79 i32 50, label %bb67 i32 39, label %bb67 ]
bb81:
  br label %bb80
bb82:
  br i1 %c2, label %bb81, label %bb82
bb83:
  br i1 %c0, label %bb82, label %early_exit84
early_exit84:
  br label %bb26
bb85:
  br i1 %c3, label %bb87, label %bb89
bb86:
  br label %bb83
bb87:
  br i1 %c3, label %bb-88, label %bb86
bb-88:
  switch i32 %n, label %bb87 [ i32 -581721690, label %bb87 i32 1498550464, label %bb87 i32 -1331990234, label %bb87 i32 -1372705885, label %bb87 ]
bb89:
  br i1 %c2, label %reset90, label %bb92
reset90:
  br label %bb89
bb91:
  switch i32 %n, label %bb86 [ i32 6, label %bb89 ]
bb92:
  switch i32 %n, label %bb91 [ i32 63, label %bb94 i32 59, label %bb91 i32 28, label %bb94 i32 -2, label %bb94 ]
bb93:
  br label %bb92
bb94:
  br i1 %c3, label %bb96, label %bb93
bb95:
  br label %bb94
bb96:
  br i1 %c2, label %early97, label %bb95
early97:
  br i1 %c0, label %bb98, label %bb95
bb98:
  br label %bb91
bb99:
  switch i64 %k, label %header101 [ i64 0, label %bb31 i64 52, label %bb85 i64 48, label %bb85 ]
bb100:
  br label %bb99
header101:
  br label %bb106
bb102:
  br i1 %c2, label %header101, label %bb100
chain103:
  br label %bb102
chain104:
  br i1 %c3, label %chain103, label %header101
bb105:
  br label %chain104
bb106:
  switch i32 %n, label %bb105 [ i32 44, label %bb100 i32 33, label %bb99 i32 47, label %bb53 ]
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  switch i32 %n, label %bb2 [ i32 45, label %bb10 i32 5, label %bb8 ]
rnd27:
  br label %rnd28
bb14:
  br i1 %c3, label %bb15, label %bb10
bb9:
  br i1 %c2, label %bb10, label %rnd4
rnd25:
  switch i32 %n, label %rnd26 [ i32 29, label %bb30 i32 39, label %rnd4 i32 6, label %rnd4 ]
bb20:
  switch i32 %m, label %bb21 [ i32 51, label %rnd25 i32 33, label %bb11 i32 -2, label %bb21 i32 55, label %bb6 i32 62, label %bb6 i32 44, label %bb6 ]
rnd26:
  br i1 %c3, label %rnd27, label %bb14
bb29:
  br label %bb30
rnd28:
  br label %bb29
bb3:
  switch i64 %k, label %bb2 [ i64 23, label %bb2 i64 31, label %rnd26 ]
bb21:
  br i1 %c3, label %rnd22, label %bb3
rnd22:
  br label %bb23
bb18:
  switch i32 %m, label %rnd19 [ i32 26, label %rnd22 i32 19, label %rnd28 i32 45, label %bb24 ]
bb5:
  br label %bb6
bb17:
  br label %bb18
rnd16:
  br i1 %c1, label %bb17, label %bb8
rnd19:
  br label %bb20
bb8:
  br i1 %c1, label %bb9, label %rnd4
bb23:
  switch i32 %n, label %bb24 [ i32 -1, label %rnd4 i32 39, label %rnd4 ]
bb30:
  br label %bb10
bb2:
  br label %bb3
bb13:
  ret i32 %n
bb7:
  br i1 %c2, label %bb8, label %bb30
bb6:
  switch i32 %n, label %bb7 [ i32 11, label %bb23 i32 4, label %bb7 i32 60, label %bb11 i32 57, label %bb23 ]
rnd4:
  switch i32 %n, label %bb5 [ i32 23, label %bb20 i32 56, label %bb5 i32 29, label %bb5 ]
bb11:
  switch i32 %n, label %bb12 [ i32 27, label %bb3 i32 49, label %bb5 ]
bb15:
  br i1 %c1, label %rnd16, label %bb21
bb12:
  br i1 %c0, label %bb13, label %rnd28
bb24:
  br i1 %c0, label %rnd25, label %bb13
bb10:
  br label %bb11
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  switch i32 %n, label %header4 [  ]
bb2:
  br label %bb6
header4:
  br i1 %c2, label %self3, label %bb5
bb5:
  switch i32 %n, label %header4 [ i32 29, label %bb6 i32 49, label %header4 i32 41, label %bb6 i32 31, label %header4 ]
bb6:
  switch i32 %m, label %bb7 [ i32 -1, label %bb7 i32 6, label %bb5 i32 42, label %bb7 ]
bb7:
  ret i32 0
self3:
  br i1 %c0, label %bb2, label %self3
bb8:
  unreachable
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb127
bb86:
  br i1 %c0, label %bb84, label %bb48
bb9:
  br label %bb13
latch106:
  br i1 %c1, label %bb92, label %bb105
irr64:
  br i1 %c1, label %bb65, label %bb61
bb15:
  switch i64 %k, label %bb16 [ i64 47, label %irr18 i64 -6, label %bb37 i64 39, label %irr18 i64 12, label %bb16 ]
bb10:
  br label %dispatch12
bb94:
  switch i32 %m, label %early103 [ i32 4, label %bb48 ]
bb7:
  switch i64 %k, label %bb8 [ i64 5, label %bb8 i64 55, label %bb9 i64 39, label %bb9 i64 41, label %bb8 i64 53, label %bb97 ]
bb34:
  br i1 %c2, label %header33, label %header33
bb75:
  switch i32 %m, label %bb76 [ i32 59, label %bb76 i32 31, label %bb83 ]
irr27:
  switch i32 %n, label %irr28 [ i32 26, label %bb16 i32 55, label %bb57 i32 5, label %bb127 ]
bb26:
  switch i32 %n, label %bb30 [ i32 43, label %bb85 i32 37, label %bb29 i32 39, label %bb29 ]
bb117:
  switch i32 %m, label %early_exit118 [ i32 31, label %early_exit118 i32 44, label %bb119 i32 50, label %bb119 i32 35, label %bb119 ]
bb79:
  br i1 %c0, label %bb72, label %bb77
header49:
  br i1 %c3, label %bb51, label %latch53
bb51:
  switch i32 %n, label %reset52 [ i32 42, label %reset52 i32 55, label %header49 i32 58, label %reset52 i32 27, label %reset52 i32 19, label %bb54 ]
bb19:
  br i1 %c0, label %bb22, label %bb20
chain80:
  br label %bb48
$133:
  br label %irr130
bb126:
  br label %chain125
early103:
  switch i32 %n, label %bb105 [ i32 1760009840, label %bb105 i32 -341198474, label %bb104 i32 170286884, label %bb105 ]
bb76:
  br label %bb72
latch124:
  br i1 %c0, label %bb47, label %bb123
bb54:
  br i1 %c1, label %latch56, label %bb55
header89:
  br label %bb90
bb55:
  br label %latch56
bb109:
  switch i64 %k, label %join110 [ i64 29, label %join110 i64 32, label %"111bb" i64 20, label %bb129 i64 54, label %bb129 ]
bb97:
  switch i32 %m, label %bb100 [ i32 62, label %bb9 i32 38, label %irr93 i32 53, label %irr93 ]
bb108:
  br label %bb109
bb42:
  switch i64 %k, label %bb3 [ i64 40, label %bb43 i64 12, label %irr5 ]
early_exit24:
  ret i32 %n
bb92:
  br i1 %c3, label %bb95, label %bb48
bb99:
  ret i32 %n
bb123:
  br label %bb126
latch128:
  br i1 %c0, label %bb127, label %bb127
bb95:
  switch i32 %n, label %bb97 [ i32 56, label %_101 i32 42, label %_101 i32 63, label %bb97 i32 23, label %bb97 ]
bb66:
  br i1 %c3, label %bb67, label %bb67
irr96:
  switch i32 %m, label %early98 [ i32 57, label %early98 i32 27, label %bb87 i32 18, label %irr93 i32 54, label %irr93 ]
bb31:
  switch i32 %m, label %early_exit32 [ i32 57, label %bb91 i32 9, label %bb30 i32 -8, label %bb30 i32 19, label %early_exit32 ]
header115:
  br label %bb117
bb48:
  switch i32 %n, label %bb47 [ i32 -470769734, label %bb83 i32 -1088320537, label %bb91 i32 -373861151, label %bb84 i32 -147411558, label %bb69 i32 1030396505, label %header49 i32 -1068201445, label %bb57 ]
bb14:
  br label %bb13
bb.50.x:
  br i1 %c3, label %bb48, label %header49
bb72:
  switch i64 %k, label %chain74 [ i64 718484667, label %bb48 i64 -587732751, label %bb48 ]
chain36:
  br i1 %c3, label %bb35, label %bb8
bb29:
  switch i64 %k, label %bb31 [ i64 20, label %bb16 i64 26, label %bb13 ]
bb100:
  br i1 %c1, label %irr96, label %bb100
"111bb":
  switch i32 %m, label %$112 [ i32 10, label %join110 i32 -6, label %bb.50.x ]
$112:
  br label %bb25
irr130:
  switch i64 %k, label %bb132 [ i64 31, label %bb132 i64 47, label %latch128 i64 62, label %latch53 i64 43, label %bb127 ]
bb78:
  br label %bb79
join110:
  br label %latch106
bb6:
  br i1 %c0, label %bb41, label %bb2
early_exit32:
  ret i32 0
bb3:
  switch i32 %n, label %bb4 [ i32 51, label %irr5 i32 33, label %bb6 ]
bb16:
  br i1 %c3, label %bb19, label %bb14
bb129:
  br i1 %c0, label %irr130, label %irr131
bb57:
  br i1 %c0, label %counter59, label %early_exit58
bb44:
  br i1 %c2, label %bb46, label %bb42
bb132:
  switch i32 %m, label %irr131 [ i32 53, label %bb132 ]
bb90:
  br i1 %c0, label %header89, label %bb88
bb127:
  switch i32 %m, label %bb129 [ i32 -2138091737, label %chain36 i32 -31305290, label %bb44 ]
chain74:
  br label %bb73
bb17:
  br i1 %c0, label %bb23, label %bb14
irr_pre62:
  switch i32 %m, label %irr64 [ i32 5, label %join110 i32 34, label %bb63 ]
bb84:
  br i1 %c3, label %bb85, label %bb87
dispatch12:
  switch i32 %n, label %bb11 [ i32 22, label %bb90 i32 40, label %dispatch12 i32 46, label %dispatch12 i32 34, label %bb94 i32 5, label %dispatch12 ]
bb68:
  switch i32 %n, label %bb63 [ i32 -1180124477, label %bb68 i32 -1744861366, label %bb68 ]
early_exit118:
  ret i32 0
bb35:
  br label %bb17
bb47:
  br label %bb45
bb88:
  switch i32 %n, label %bb86 [ i32 11, label %bb87 ]
bb65:
  switch i32 %m, label %bb66 [ i32 40, label %bb66 i32 54, label %bb97 i32 12, label %bb68 i32 45, label %bb68 ]
bb85:
  br label %bb84
bb122:
  br label %bb41
irr18:
  br label %bb26
bb104:
  ret i32 %n
bb21:
  switch i32 %m, label %bb17 [ i32 15, label %bb132 i32 35, label %bb19 i32 10, label %bb41 ]
bb8:
  br i1 %c2, label %bb10, label %irr5
reset52:
  switch i32 %m, label %bb51 [ i32 -4, label %header49 i32 0, label %bb84 i32 5, label %bb51 i32 21, label %header49 ]
header33:
  switch i32 %n, label %irr27 [ i32 -2, label %bb34 i32 25, label %bb43 ]
bb116:
  switch i32 %m, label %bb114 [ i32 27, label %header115 i32 16, label %bb113 ]
chain81:
  br label %chain80
bb23:
  switch i32 %n, label %early_exit24 [ i32 28, label %bb25 i32 41, label %bb91 i32 50, label %bb25 i32 38, label %bb91 i32 63, label %bb91 ]
counter59:
  br i1 %c1, label %irr_pre62, label %bb60
latch120:
  switch i32 %m, label %bb116 [ i32 0, label %bb119 i32 -2, label %bb119 i32 30, label %bb119 ]
bb41:
  br label %bb40
bb46:
  switch i64 %k, label %bb48 [ i64 23, label %bb121 i64 63, label %bb44 i64 21, label %bb113 ]
bb83:
  br label %bb82
bb25:
  switch i32 %n, label %irr18 [ i32 -7, label %bb25 ]
irr93:
  br i1 %c3, label %bb94, label %bb77
irr28:
  switch i32 %m, label %bb29 [  ]
bb43:
  ret i32 0
bb70:
  ret i32 %n
irr5:
  switch i32 %n, label %bb6 [ i32 29, label %bb66 i32 16, label %bb2 ]
bb20:
  br label %bb21
early98:
  switch i32 %m, label %bb99 [ i32 58, label %bb97 ]
bb73:
  br i1 %c0, label %bb75, label %bb29
bb30:
  br i1 %c3, label %header33, label %header33
chain125:
  br label %latch124
latch56:
  br i1 %c0, label %latch53, label %bb54
bb63:
  br i1 %c3, label %irr64, label %early_exit58
bb22:
  br i1 %c1, label %bb22, label %bb21
_101:
  switch i32 %m, label %bb102 [ i32 44, label %bb102 i32 38, label %bb46 i32 29, label %bb123 i32 4, label %bb46 i32 -4, label %bb102 ]
bb40:
  br label %bb39
bb77:
  switch i32 %n, label %bb78 [ i32 14, label %bb79 ]
bb113:
  switch i32 %n, label %header115 [ i32 7, label %bb79 i32 16, label %bb79 i32 28, label %header115 i32 34, label %bb47 ]
bb2:
  br label %bb11
bb39:
  br label %bb38
bb37:
  switch i32 %n, label %chain36 [ i32 -4, label %bb73 i32 34, label %bb73 i32 27, label %chain36 ]
bb61:
  br i1 %c0, label %bb48, label %counter59
bb107:
  br i1 %c0, label %bb109, label %bb108
latch53:
  br i1 %c1, label %bb51, label %bb.50.x
bb60:
  br label %counter59
bb11:
  br i1 %c1, label %bb9, label %bb10
irr131:
  switch i32 %n, label %$133 [ i32 725611957, label %latch128 i32 -625200115, label %bb127 ]
bb69:
  br i1 %c3, label %bb71, label %bb70
bb67:
  br label %bb63
bb102:
  switch i32 %m, label %irr96 [ i32 25, label %_101 i32 2, label %_101 i32 40, label %irr96 ]
bb121:
  br i1 %c0, label %bb122, label %bb123
bb105:
  br label %bb107
bb71:
  br i1 %c3, label %bb73, label %bb77
bb45:
  br label %bb44
bb91:
  switch i32 %n, label %bb92 [ i32 -801212312, label %bb92 i32 -10807311, label %bb94 i32 1302384936, label %bb92 i32 498748778, label %bb94 ]
bb13:
  switch i32 %n, label %bb8 [ i32 5, label %bb75 i32 -8, label %bb15 i32 25, label %bb15 ]
bb4:
  switch i32 %m, label %bb7 [ i32 18, label %bb2 i32 19, label %bb37 i32 10, label %header49 ]
early_exit58:
  ret i32 0
bb114:
  br label %bb113
bb119:
  br i1 %c1, label %bb116, label %latch120
bb82:
  br label %chain81
bb38:
  br label %bb4
bb87:
  br label %header89
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb2:
  switch i32 %n, label %bb2 [  ]
bb3:
  switch i64 %k, label %rnd4 [ i64 45, label %rnd4 i64 59, label %bb3 i64 28, label %bb3 i64 22, label %rnd4 ]
rnd4:
  switch i32 %m, label %bb5 [ i32 60, label %rnd4 i32 -8, label %rnd4 ]
bb5:
  br label %bb6
bb6:
  br label %rnd4
rnd7:
  br label %bb10
rnd8:
  br label %rnd9
rnd9:
  br label %bb10
bb10:
  br i1 %c0, label %bb11, label %bb10
bb11:
  br i1 %c3, label %bb12, label %bb2
bb12:
  br i1 %c3, label %rnd13, label %bb2
rnd13:
  br i1 %c0, label %bb16, label %bb11
bb14:
  br label %bb6
bb15:
  switch i32 %m, label %bb16 [ i32 50, label %rnd4 i32 17, label %bb24 ]
bb16:
  switch i32 %n, label %bb17 [ i32 62, label %bb22 i32 63, label %bb22 i32 17, label %bb17 ]
bb17:
  switch i32 %m, label %bb18 [ i32 62, label %bb17 i32 29, label %bb17 i32 26, label %bb18 ]
bb18:
  br i1 %c0, label %bb18, label %bb17
bb19:
  switch i32 %m, label %bb20 [ i32 46, label %rnd9 i32 15, label %bb12 ]
bb20:
  br label %rnd21
rnd21:
  br i1 %c3, label %bb22, label %rnd21
bb22:
  switch i32 %n, label %bb23 [ i32 -1742165463, label %bb6 i32 -1076370551, label %rnd4 i32 100848600, label %bb5 ]
bb23:
  br label %bb24
bb24:
  br i1 %c1, label %bb25, label %rnd7
bb25:
  br label %bb14
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb79
bb2:
  ret i32 %n
bb3:
  br i1 %c0, label %bb4, label %irr5
bb4:
  br label %bb8
irr5:
  switch i32 %m, label %bb-9 [ i32 28, label %bb83 i32 36, label %bb2 ]
bb6:
  switch i32 %m, label %irr5 [  ]
bb7:
  br label %bb6
bb8:
  br label %bb7
bb-9:
  br i1 %c2, label %irr10, label %bb11
irr10:
  br i1 %c2, label %bb11, label %bb4
bb11:
  br i1 %c1, label %bb12, label %bb4
bb12:
  br i1 %c0, label %bb14, label %irr13
irr13:
  br i1 %c0, label %bb14, label %irr10
bb14:
  br i1 %c2, label %bb15, label %irr10
bb15:
  switch i32 %n, label %irr13 [ i32 51, label %header16 i32 32, label %bb83 ]
header16:
  switch i32 %n, label %bb-17 [ i32 40, label %bb15 i32 39, label %bb15 ]
bb-17:
  switch i32 %n, label %bb20 [ i32 10, label %irr18 i32 15, label %bb19 i32 52, label %bb19 i32 48, label %bb20 ]
irr18:
  br i1 %c2, label %bb19, label %header16
bb19:
  switch i32 %m, label %bb20 [ i32 14, label %header16 i32 -1, label %header16 i32 16, label %bb15 i32 46, label %bb15 ]
bb20:
  br i1 %c3, label %bb22, label %header16
bb21:
  br label %irr18
bb22:
  br i1 %c2, label %bb25, label %bb23
bb23:
  br label %bb24
bb24:
  switch i32 %n, label %bb22 [ i32 56, label %bb21 ]
bb25:
  switch i32 %n, label %irr26 [ i32 25, label %irr27 ]
irr26:
  br i1 %c2, label %irr27, label %bb24
irr27:
  switch i32 %m, label %irr26 [ i32 48, label %irr26 i32 57, label %bb24 i32 19, label %bb4 ]
bb28:
  switch i64 %k, label %bb32 [ i64 47, label %bb2 i64 27, label %bb2 i64 10, label %bb30 i64 42, label %bb31 ]
irr29:
  br i1 %c1, label %irr_pre33, label %bb3
bb30:
  br label %bb41
bb31:
  br i1 %c3, label %header43, label %bb3
bb32:
  switch i64 %k, label %bb45 [ i64 -2, label %bb3 i64 30, label %bb3 i64 10, label %bb62 i64 11, label %bb62 i64 26, label %bb3 ]
irr_pre33:
  switch i32 %n, label %irr35 [ i32 618620429, label %bb34 ]
bb34:
  switch i32 %m, label %irr35 [ i32 1976408536, label %bb30 ]
irr35:
  br i1 %c2, label %bb36, label %bb30
bb36:
  switch i64 %k, label %bb34 [ i64 9, label %bb34 i64 58, label %counter38 i64 33, label %bb8 i64 28, label %counter38 i64 35, label %bb34 ]
latch37:
  br label %bb36
counter38:
  br i1 %c0, label %bb39, label %bb40
bb39:
  br label %counter38
bb40:
  br i1 %c2, label %counter38, label %latch37
bb41:
  switch i32 %m, label %header42 [ i32 45, label %bb31 i32 6, label %header42 ]
header42:
  switch i32 %n, label %header42 [ i32 63, label %bb41 i32 43, label %bb41 ]
header43:
  br label %latch44
latch44:
  switch i32 %m, label %header43 [ i32 -959651780, label %header43 i32 819726085, label %header43 i32 -29060754, label %bb32 i32 -279140616, label %bb32 ]
bb45:
  br i1 %c2, label %bb46, label %bb48
bb46:
  br label %bb45
bb47:
  br i1 %c3, label %irr29, label %bb45
bb48:
  switch i32 %m, label %if50 [ i32 40, label %bb47 i32 5, label %bb47 i32 8, label %bb47 i32 48, label %if50 ]
bb49:
  br i1 %c3, label %bb47, label %bb48
if50:
  br i1 %c2, label %inf_pre51, label %bb54
inf_pre51:
  switch i32 %n, label %bb52 [ i32 22, label %bb49 i32 40, label %bb30 i32 59, label %bb52 i32 57, label %bb52 ]
bb52:
  br label %bb52
bb53:
  switch i32 %n, label %bb49 [ i32 13, label %bb48 i32 33, label %bb48 i32 44, label %bb48 ]
bb54:
  br label %bb53
bb55:
  switch i32 %n, label %bb28 [  ]
bb56:
  switch i32 %n, label %bb55 [ i32 -1242034341, label %bb58 i32 1047950319, label %bb55 i32 1417505298, label %bb55 i32 -657954221, label %bb58 ]
bb57:
  br label %bb56
bb58:
  switch i32 %n, label %chain69 [ i32 -1511158357, label %bb57 i32 1428827343, label %bb57 ]
bb59:
  br label %bb58
chain60:
  br label %bb59
bb61:
  br label %chain60
bb62:
  br label %bb61
chain63:
  br label %bb62
bb64:
  br i1 %c0, label %chain63, label %bb57
chain65:
  switch i32 %m, label %bb64 [ i32 31, label %bb57 i32 7, label %bb57 i32 3, label %bb57 ]
chain66:
  br label %chain65
chain67:
  br label %chain66
chain68:
  br i1 %c1, label %chain67, label %bb82
chain69:
  br label %chain68
bb70:
  br i1 %c2, label %bb71, label %bb73
bb71:
  switch i32 %n, label %latch72 [ i32 46, label %latch80 i32 27, label %bb11 ]
latch72:
  br i1 %c3, label %bb70, label %bb56
bb73:
  br label %latch72
bb74:
  br i1 %c2, label %bb70, label %bb75
bb75:
  br label %bb70
bb76:
  br i1 %c2, label %bb77, label %bb74
bb77:
  br label %self78
self78:
  br i1 %c3, label %self78, label %bb77
bb79:
  switch i32 %n, label %bb81 [ i32 1516751769, label %chain60 i32 -1549897337, label %bb81 i32 -1480275989, label %chain60 i32 -1319547150, label %chain60 ]
latch80:
  br i1 %c1, label %bb76, label %bb79
bb81:
  br label %bb83
bb82:
  switch i32 %m, label %latch80 [ i32 50, label %bb81 i32 61, label %bb81 i32 6, label %bb81 ]
bb83:
  switch i32 %m, label %bb85 [ i32 54, label %bb81 i32 0, label %bb81 i32 -4, label %bb79 i32 -1, label %bb84 i32 36, label %bb85 ]
bb84:
  br i1 %c3, label %bb85, label %bb82
bb85:
  switch i64 %k, label %bb89 [ i64 10, label %bb82 i64 34, label %bb82 i64 21, label %bb-9 i64 -3, label %bb76 i64 18, label %bb-9 ]
bb86:
  br i1 %c1, label %bb84, label %bb79
chain87:
  switch i32 %m, label %bb86 [  ]
bb88:
  br label %chain87
bb89:
  br label %bb88
bb90:
  br i1 %c0, label %bb49, label %bb8
dead91:
  br i1 %c2, label %bb62, label %bb90
dead92:
  br i1 %c2, label %chain65, label %dead92
dead93:
  br label %bb53
bb94:
  ret i32 0
bb95:
  br label %counter38
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb3:
  br i1 %c0, label %rnd4, label %bb5
bb2:
  br i1 %c1, label %bb3, label %bb5
rnd4:
  br label %bb5
bb5:
  br label %bb5
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb17
bb9:
  br i1 %c2, label %bb8, label %bb10
bb21:
  switch i32 %m, label %bb22 [ i32 50, label %bb23 ]
bb18:
  br i1 %c0, label %bb20, label %bb19
bb12:
  br i1 %c3, label %bb10, label %bb10
bb16:
  switch i32 %m, label %bb10 [ i32 47, label %bb16 i32 9, label %bb16 i32 26, label %bb16 i32 51, label %bb16 i32 56, label %bb16 i32 35, label %bb16 i32 11, label %bb16 i32 43, label %bb16 ]
bb11:
  br i1 %c2, label %bb12, label %bb13
bb10:
  switch i32 %n, label %bb9 [ i32 20, label %bb9 i32 33, label %bb16 i32 57, label %bb16 i32 31, label %bb9 i32 10, label %bb11 ]
early_exit4:
  ret i32 %n
bb8:
  switch i32 %n, label %bb6 [ i32 3, label %bb7 ]
bb7:
  switch i32 %m, label %bb9 [ i32 10, label %bb23 i32 57, label %bb6 ]
bb13:
  br i1 %c1, label %bb14, label %irr15
irr15:
  br i1 %c2, label %bb14, label %bb6
bb6:
  br i1 %c2, label %header5, label %bb2
bb2:
  ret i32 0
early3:
  br i1 %c2, label %header5, label %early_exit4
header5:
  br label %bb7
bb17:
  br i1 %c3, label %bb18, label %bb21
bb22:
  br i1 %c1, label %bb23, label %early3
bb14:
  br i1 %c1, label %irr15, label %bb12
bb20:
  br i1 %c1, label %bb18, label %early3
bb23:
  switch i32 %n, label %bb22 [ i32 63, label %header5 i32 53, label %early3 i32 42, label %early3 i32 5, label %early3 ]
bb19:
  br label %bb18
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  switch i64 %k, label %rnd3 [ i64 51, label %rnd2 i64 59, label %rnd2 ]
rnd3:
  br i1 %c1, label %bb4, label %rnd2
bb4:
  br label %rnd3
rnd5:
  br label %bb4
rnd6:
  switch i32 %m, label %rnd7 [ i32 6, label %rnd3 i32 54, label %rnd3 i32 31, label %rnd5 ]
rnd7:
  br i1 %c2, label %rnd7, label %rnd25
rnd8:
  ret i32 0
rnd9:
  br i1 %c0, label %bb10, label %rnd3
bb10:
  ret i32 0
bb11:
  br label %bb12
bb12:
  switch i32 %m, label %bb13 [ i32 -432062049, label %bb13 i32 -1431902711, label %bb10 i32 -1596472126, label %bb10 i32 1068568203, label %bb10 ]
bb13:
  br i1 %c3, label %bb14, label %rnd28
bb14:
  br label %rnd15
rnd15:
  br i1 %c3, label %bb16, label %rnd56
bb16:
  br label %bb43
bb17:
  br i1 %c0, label %rnd18, label %bb14
rnd18:
  br label %rnd6
bb19:
  br i1 %c0, label %bb20, label %rnd2
bb20:
  br label %bb21
bb21:
  br label %bb20
bb22:
  br i1 %c2, label %bb23, label %bb16
bb23:
  br i1 %c1, label %rnd24, label %rnd9
rnd24:
  br label %bb23
rnd25:
  br i1 %c1, label %bb26, label %bb13
bb26:
  br label %rnd27
rnd27:
  br i1 %c1, label %rnd28, label %rnd44
rnd28:
  br label %rnd29
rnd29:
  br i1 %c1, label %bb30, label %bb20
bb30:
  br label %bb31
bb31:
  br label %bb32
bb32:
  br label %bb20
rnd33:
  switch i32 %m, label %bb34 [ i32 37, label %rnd15 i32 20, label %bb12 i32 10, label %rnd15 ]
bb34:
  br label %rnd35
rnd35:
  switch i32 %m, label %bb36 [ i32 60, label %rnd15 i32 29, label %"38bb" i32 -7, label %bb31 i32 35, label %rnd15 i32 42, label %bb31 ]
bb36:
  br label %bb37
bb37:
  br label %"38bb"
"38bb":
  br i1 %c2, label %bb22, label %rnd2
bb39:
  switch i32 %n, label %rnd6 [ i32 -1599465391, label %bb26 ]
rnd40:
  br i1 %c3, label %bb41, label %bb11
bb41:
  ret i32 %n
bb42:
  br label %bb31
bb43:
  br i1 %c3, label %rnd44, label %bb39
rnd44:
  switch i64 %k, label %bb45 [ i64 2, label %bb32 i64 4, label %bb45 i64 36, label %bb45 i64 1, label %bb45 ]
bb45:
  br i1 %c3, label %bb46, label %rnd9
bb46:
  br i1 %c1, label %bb47, label %bb10
bb47:
  br i1 %c1, label %rnd48, label %rnd8
rnd48:
  br i1 %c1, label %bb49, label %rnd50
bb49:
  br i1 %c0, label %rnd50, label %"38bb"
rnd50:
  br label %bb51
bb51:
  br i1 %c2, label %bb.52.x, label %bb19
bb.52.x:
  br i1 %c0, label %bb53, label %bb53
bb53:
  switch i32 %m, label %bb54 [ i32 33, label %bb10 i32 4, label %bb54 i32 54, label %bb21 i32 29, label %bb10 i32 19, label %bb21 ]
bb54:
  switch i32 %m, label %rnd55 [ i32 -1028185006, label %bb45 i32 -813313514, label %bb54 ]
rnd55:
  switch i32 %n, label %rnd56 [ i32 -976968471, label %bb46 i32 1615917890, label %bb41 ]
rnd56:
  br i1 %c0, label %rnd2, label %bb30
bb57:
  switch i32 %n, label %bb49 [ i32 44, label %bb46 i32 55, label %rnd27 ]
dead58:
  switch i32 %m, label %bb51 [ i32 20, label %rnd55 i32 42, label %bb14 i32 13, label %bb51 i32 8, label %rnd55 i32 14, label %rnd55 ]
bb59:
  br label %rnd6
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

