; freqpath random IR: seed=3 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb17:
  br i1 %c3, label %bb18, label %bb5
bb4:
  br i1 %c2, label %bb5, label %bb4
bb6:
  switch i32 %m, label %bb7 [ i32 21, label %bb4 i32 0, label %bb4 i32 28, label %bb7 i32 7, label %bb7 ]
bb18:
  switch i32 %n, label %bb18 [ i32 -3, label %bb18 ]
bb19:
  br label %bb19
bb5:
  switch i32 %n, label %bb6 [ i32 44, label %bb5 i32 11, label %bb5 i32 17, label %bb4 i32 -8, label %bb5 i32 53, label %bb5 ]
bb10:
  switch i32 %m, label %bb5 [ i32 7, label %bb5 i32 60, label %bb3 i32 13, label %bb14 i32 22, label %bb14 i32 27, label %bb5 ]
bb15:
  br label %rnd16
bb13:
  br label %bb14
"9bb":
  br label %bb14
bb12:
  br label %bb13
bb7:
  switch i32 %m, label %rnd8 [ i32 57, label %bb5 ]
bb2:
  br i1 %c0, label %bb3, label %bb17
rnd8:
  switch i32 %m, label %"9bb" [ i32 30, label %"9bb" i32 22, label %bb3 i32 -6, label %"9bb" ]
bb11:
  switch i32 %n, label %bb3 [ i32 43, label %bb4 i32 -2, label %bb5 ]
bb3:
  switch i32 %m, label %bb4 [ i32 2, label %bb2 i32 36, label %bb4 ]
bb14:
  br label %bb15
rnd16:
  switch i32 %n, label %bb4 [  ]
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %irr_pre3
ret2:
  ret i32 0
bb.4:
  br i1 %c0, label %irr5, label %ret2
irr5:
  br i1 %c2, label %bb.4, label %ret2
bb6:
  ret i32 0
irr_pre3:
  br i1 %c0, label %bb.4, label %irr5
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb141
bb2:
  unreachable
header3:
  br i1 %c3, label %bb5, label %bb147
bb4:
  switch i32 %n, label %header3 [ i32 10, label %bb2 i32 33, label %header3 i32 5, label %header3 ]
bb5:
  br i1 %c1, label %bb8, label %bb6
bb6:
  br label %latch7
latch7:
  br i1 %c0, label %bb4, label %bb5
bb8:
  br i1 %c1, label %bb9, label %irr_pre10
bb9:
  br label %latch7
irr_pre10:
  switch i32 %n, label %bb13 [ i32 17, label %bb33 i32 3, label %bb33 ]
bb11:
  br i1 %c2, label %irr_pre15, label %bb9
irr12:
  switch i32 %n, label %bb20 [ i32 1133770700, label %bb21 i32 -331712370, label %bb21 i32 -1368010785, label %bb21 i32 1434795280, label %bb21 ]
bb13:
  br i1 %c2, label %early26, label %bb125
bb14:
  br label %bb28
irr_pre15:
  br i1 %c3, label %bb16, label %bb17
bb16:
  switch i32 %n, label %bb17 [ i32 -576740199, label %bb17 i32 961470924, label %irr12 i32 457455952, label %bb119 i32 866935689, label %bb119 ]
bb17:
  br i1 %c2, label %bb18, label %irr12
bb18:
  br i1 %c1, label %bb19, label %bb19
bb19:
  br label %bb16
bb20:
  br i1 %c3, label %early22, label %$24
bb21:
  br label %bb13
early22:
  br i1 %c3, label %early_exit23, label %bb21
early_exit23:
  ret i32 %n
$24:
  br i1 %c3, label %bb25, label %bb21
bb25:
  ret i32 %n
early26:
  br i1 %c2, label %bb27, label %bb14
bb27:
  ret i32 0
bb28:
  br i1 %c1, label %bb29, label %irr30
bb29:
  br label %bb31
irr30:
  br i1 %c0, label %bb29, label %bb11
bb31:
  br i1 %c0, label %bb32, label %irr30
bb32:
  ret i32 0
bb33:
  br i1 %c2, label %bb34, label %bb37
bb34:
  br label %bb35
bb35:
  br i1 %c3, label %bb36, label %irr12
bb36:
  br i1 %c0, label %bb34, label %bb36
bb37:
  br i1 %c0, label %bb39, label %bb38
bb38:
  switch i32 %n, label %bb39 [ i32 25, label %bb35 ]
bb39:
  switch i32 %n, label %bb38 [ i32 20, label %bb55 i32 50, label %bb38 i32 34, label %bb35 ]
bb40:
  switch i64 %k, label %header3 [ i64 54, label %header3 i64 26, label %bb43 ]
bb41:
  br label %bb40
bb42:
  br label %bb41
bb43:
  switch i32 %m, label %bb42 [ i32 26, label %bb146 i32 41, label %bb146 i32 11, label %bb146 ]
bb44:
  switch i32 %m, label %bb40 [ i32 19, label %bb44 i32 8, label %bb121 ]
bb45:
  br i1 %c2, label %irr46, label %self97
irr46:
  switch i32 %n, label %irr_pre48 [ i32 37, label %bb44 i32 17, label %bb44 ]
irr47:
  br i1 %c3, label %irr46, label %bb44
irr_pre48:
  br i1 %c2, label %bb50, label %irr49
irr49:
  switch i64 %k, label %header53 [ i64 28, label %irr47 ]
bb50:
  br i1 %c3, label %bb59, label %irr47
bb51:
  br i1 %c3, label %bb52, label %irr47
bb52:
  br i1 %c2, label %bb84, label %irr47
header53:
  br label %bb58
latch54:
  br i1 %c0, label %header53, label %bb50
bb55:
  br label %latch54
chain56:
  br label %bb55
chain57:
  switch i64 %k, label %chain56 [ i64 2, label %header53 ]
bb58:
  br label %chain57
bb59:
  br i1 %c0, label %bb61, label %bb60
bb60:
  br i1 %c2, label %bb62, label %bb51
bb61:
  br label %bb65
bb62:
  switch i32 %n, label %bb63 [ i32 45, label %bb64 i32 13, label %irr118 i32 -8, label %bb63 i32 -4, label %bb64 ]
bb63:
  br label %bb62
bb64:
  switch i32 %m, label %bb62 [ i32 60, label %bb107 i32 48, label %bb62 i32 33, label %bb61 ]
bb65:
  br i1 %c0, label %bb67, label %bb68
bb66:
  br label %irr_pre69
bb67:
  br i1 %c1, label %bb68, label %bb60
bb68:
  br i1 %c1, label %bb81, label %bb81
irr_pre69:
  switch i32 %m, label %bb71 [ i32 42, label %bb72 i32 32, label %bb70 ]
bb70:
  switch i32 %m, label %early74 [ i32 23, label %bb67 ]
bb71:
  br i1 %c3, label %bb72, label %bb67
bb72:
  br i1 %c1, label %bb76, label %bb67
bb73:
  br i1 %c0, label %bb80, label %bb67
early74:
  br i1 %c2, label %bb75, label %bb71
bb75:
  ret i32 %n
bb76:
  switch i32 %m, label %bb77 [ i32 18, label %bb78 i32 58, label %bb43 i32 46, label %bb43 ]
bb77:
  switch i32 %m, label %bb78 [ i32 56, label %bb135 i32 59, label %bb73 ]
bb78:
  br label %bb79
bb79:
  switch i64 %k, label %bb77 [ i64 59, label %bb77 i64 29, label %bb79 i64 7, label %bb77 i64 1, label %bb79 ]
bb80:
  switch i32 %n, label %bb70 [ i32 -1, label %bb155 i32 57, label %bb70 i32 53, label %bb70 i32 -7, label %bb155 i32 -2, label %bb70 ]
bb81:
  br label %bb83
bb82:
  br i1 %c2, label %bb66, label %bb81
bb83:
  br label %bb82
bb84:
  br i1 %c2, label %bb86, label %bb96
bb85:
  br label %irr49
bb86:
  switch i32 %n, label %bb87 [ i32 -1959258287, label %bb89 i32 -1324762632, label %bb87 ]
bb87:
  switch i32 %n, label %self90 [ i32 30, label %bb156 i32 57, label %bb85 i32 -8, label %bb156 i32 55, label %bb156 ]
bb88:
  br i1 %c3, label %bb91, label %bb85
bb89:
  br i1 %c0, label %bb87, label %bb85
self90:
  switch i32 %m, label %self90 [ i32 -5, label %bb88 i32 33, label %bb88 i32 31, label %bb88 ]
bb91:
  switch i32 %n, label %bb.93 [ i32 4, label %bb89 i32 25, label %bb94 i32 53, label %bb89 ]
bb92:
  br label %bb91
bb.93:
  br i1 %c1, label %bb94, label %bb94
bb94:
  switch i32 %n, label %bb92 [ i32 -420558989, label %bb91 i32 -492053774, label %bb91 i32 -776530177, label %bb91 ]
bb95:
  br label %bb85
bb96:
  br label %bb95
self97:
  br i1 %c3, label %irr47, label %self97
if98:
  br i1 %c0, label %bb100, label %join99
join99:
  br label %bb45
bb100:
  br i1 %c2, label %join99, label %bb102
bb101:
  br label %bb100
bb102:
  switch i64 %k, label %reset103 [ i64 -466341155, label %bb105 i64 111447182, label %bb105 ]
reset103:
  switch i32 %m, label %bb102 [ i32 5, label %join99 i32 43, label %bb100 ]
bb104:
  br i1 %c3, label %bb101, label %bb102
bb105:
  br label %bb104
bb106:
  br i1 %c2, label %if98, label %bb111
bb107:
  br i1 %c1, label %bb106, label %chain56
bb108:
  switch i32 %m, label %bb107 [ i32 4, label %bb88 i32 9, label %bb107 i32 42, label %if98 i32 57, label %bb88 ]
bb109:
  br label %bb108
bb110:
  br i1 %c3, label %bb109, label %if98
bb111:
  br label %bb110
bb112:
  switch i32 %m, label %bb114 [ i32 10, label %bb106 i32 12, label %bb114 ]
bb113:
  switch i64 %k, label %bb112 [ i64 -6, label %bb106 i64 35, label %bb112 i64 32, label %bb112 i64 62, label %bb112 ]
bb114:
  switch i32 %n, label %bb113 [ i32 18, label %bb114 i32 41, label %early74 ]
irr_pre115:
  br i1 %c1, label %bb117, label %bb116
bb116:
  br i1 %c3, label %bb117, label %bb147
bb117:
  switch i32 %m, label %bb119 [ i32 3, label %bb112 ]
irr118:
  br label %counter134
bb119:
  br i1 %c0, label %bb121, label %irr120
irr120:
  br i1 %c1, label %bb121, label %bb152
bb121:
  br i1 %c1, label %bb122, label %irr118
bb122:
  switch i64 %k, label %"123bb" [ i64 1, label %bb124 i64 24, label %bb124 i64 36, label %irr126 i64 18, label %"123bb" ]
"123bb":
  br label %bb127
bb124:
  br i1 %c0, label %bb125, label %irr120
bb125:
  br label %irr126
irr126:
  br label %bb128
bb127:
  br i1 %c2, label %bb124, label %bb127
bb128:
  br i1 %c2, label %bb129, label %bb131
bb129:
  br label %bb128
latch130:
  br i1 %c3, label %bb128, label %"123bb"
bb131:
  switch i32 %n, label %if133 [ i32 18, label %bb88 i32 31, label %latch130 i32 36, label %bb88 i32 3, label %latch130 ]
bb132:
  br i1 %c1, label %bb131, label %bb131
if133:
  switch i32 %m, label %bb132 [ i32 7, label %latch130 i32 -5, label %bb132 i32 14, label %bb132 i32 32, label %latch130 ]
counter134:
  br i1 %c3, label %bb135, label %header137
bb135:
  br label %bb136
bb136:
  br i1 %c3, label %counter134, label %bb116
header137:
  br i1 %c3, label %latch138, label %bb136
latch138:
  br i1 %c3, label %header137, label %header137
bb139:
  br label %irr_pre115
bb140:
  br i1 %c0, label %bb139, label %bb117
bb141:
  switch i32 %n, label %irr143 [ i32 48, label %bb142 i32 13, label %irr143 i32 53, label %bb104 ]
bb142:
  switch i32 %m, label %bb144 [ i32 -88944787, label %irr49 i32 67209763, label %bb36 ]
irr143:
  switch i64 %k, label %bb142 [ i64 61, label %bb140 i64 34, label %bb140 i64 53, label %bb140 ]
bb144:
  br i1 %c0, label %bb146, label %bb145
bb145:
  ret i32 0
bb146:
  switch i32 %m, label %bb149 [ i32 60, label %bb148 i32 6, label %bb150 i32 14, label %bb147 ]
bb147:
  br i1 %c0, label %bb151, label %irr143
bb148:
  br i1 %c1, label %chain157, label %irr143
bb149:
  br i1 %c3, label %chain159, label %irr143
bb150:
  br i1 %c2, label %bb160, label %irr143
bb151:
  br i1 %c0, label %header153, label %bb148
bb152:
  br label %bb151
header153:
  switch i32 %n, label %bb154 [ i32 -519531098, label %bb152 ]
bb154:
  br i1 %c3, label %bb154, label %header153
bb155:
  br label %bb149
bb156:
  br label %bb155
chain157:
  br label %bb156
bb158:
  br label %bb150
chain159:
  br label %bb158
bb160:
  br i1 %c2, label %bb147, label %bb147
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb81
bb35:
  br i1 %c2, label %chain34, label %chain34
bb23:
  br label %bb4
early66:
  switch i32 %m, label %header68 [ i32 905892619, label %early_exit67 ]
header39:
  switch i32 %n, label %bb40 [ i32 8, label %bb40 i32 16, label %bb40 i32 63, label %chain78 i32 50, label %bb38 ]
header13:
  br i1 %c0, label %header13, label %bb12
bb12:
  switch i64 %k, label %bb11 [ i64 2, label %bb10 i64 14, label %bb10 i64 8, label %bb10 i64 19, label %bb10 ]
bb33:
  switch i32 %n, label %header32 [ i32 1140091380, label %header32 i32 -1036620471, label %header32 i32 1938578565, label %header32 ]
bb50:
  br label %bb47
bb64:
  br i1 %c3, label %bb65, label %header60
bb47:
  br label %bb46
latch59:
  br label %bb58
ret2:
  ret i32 0
header68:
  switch i32 %m, label %bb65 [ i32 26, label %bb70 i32 37, label %bb70 i32 27, label %bb65 ]
bb41:
  br label %header39
bb40:
  switch i32 %m, label %bb41 [ i32 37, label %if42 i32 60, label %bb44 i32 16, label %bb41 i32 39, label %if42 ]
bb58:
  br i1 %c0, label %latch59, label %bb57
header60:
  switch i32 %m, label %bb53 [ i32 0, label %bb53 i32 25, label %counter61 i32 50, label %bb53 ]
chain43:
  switch i32 %m, label %header39 [ i32 51, label %bb38 i32 50, label %header39 ]
bb71:
  br i1 %c2, label %bb73, label %bb72
bb21:
  br i1 %c2, label %join8, label %bb21
chain20:
  br label %join8
bb18:
  br label %bb19
bb9:
  br i1 %c3, label %bb10, label %chain20
bb17:
  switch i32 %m, label %bb18 [ i32 35, label %bb19 i32 3, label %bb19 i32 36, label %bb19 i32 -5, label %bb18 ]
bb53:
  br i1 %c0, label %early_exit54, label %bb55
bb6:
  br i1 %c0, label %self3, label %bb4
chain24:
  br label %bb23
chain77:
  br label %bb76
early_exit54:
  ret i32 0
bb4:
  br i1 %c1, label %bb5, label %bb7
bb73:
  br i1 %c2, label %bb73, label %bb65
bb14:
  switch i32 %m, label %bb10 [ i32 58, label %bb15 i32 52, label %bb35 ]
bb49:
  ret i32 %n
chain78:
  switch i32 %m, label %chain77 [ i32 57, label %bb64 i32 37, label %header28 ]
bb10:
  switch i32 %n, label %join8 [ i32 34, label %bb11 i32 46, label %join8 i32 -1, label %bb14 i32 42, label %bb10 i32 22, label %bb11 ]
bb46:
  br label %bb45
bb37:
  br i1 %c1, label %bb38, label %header39
join8:
  br label %bb6
bb38:
  br label %bb30
bb51:
  br i1 %c3, label %early_exit52, label %early48
bb55:
  switch i64 %k, label %reset56 [ i64 -2, label %bb58 ]
bb65:
  switch i32 %m, label %header60 [ i32 22, label %bb65 i32 40, label %early66 i32 -6, label %bb65 i32 48, label %bb71 i32 9, label %bb65 i32 41, label %early66 ]
if74:
  switch i32 %n, label %bb75 [ i32 62, label %bb80 ]
header28:
  switch i64 %k, label %bb23 [ i64 54, label %bb23 i64 46, label %bb29 i64 28, label %bb29 ]
reset56:
  br label %bb55
bb57:
  switch i64 %k, label %bb55 [ i64 50, label %bb29 i64 30, label %bb29 i64 40, label %bb29 i64 21, label %bb51 i64 33, label %bb51 ]
chain34:
  br label %bb33
counter61:
  br i1 %c3, label %latch63, label %bb62
early48:
  br i1 %c2, label %bb50, label %bb49
bb31:
  br label %bb30
bb72:
  unreachable
bb82:
  br label %if74
latch63:
  br i1 %c2, label %header60, label %counter61
bb44:
  br label %chain43
chain25:
  br label %chain24
if42:
  br i1 %c3, label %header39, label %header39
bb76:
  switch i32 %n, label %bb75 [ i32 32, label %bb64 i32 43, label %bb75 i32 9, label %bb75 ]
bb16:
  br label %bb14
header32:
  br i1 %c2, label %chain36, label %bb31
bb19:
  br i1 %c1, label %bb17, label %bb14
self3:
  br i1 %c2, label %ret2, label %self3
bb30:
  switch i64 %k, label %header32 [ i64 -2, label %bb22 i64 57, label %bb22 i64 46, label %bb22 ]
bb26:
  br label %chain25
bb5:
  br label %bb4
chain79:
  switch i32 %n, label %chain78 [ i32 -1260229275, label %bb64 i32 -1485362159, label %bb69 ]
bb75:
  switch i32 %m, label %chain79 [  ]
early_exit52:
  br label %bb76
bb69:
  br label %header68
bb70:
  br label %bb69
bb81:
  switch i32 %m, label %bb82 [ i32 826378982, label %bb82 i32 428801546, label %bb82 i32 -582111903, label %bb82 i32 308464397, label %bb82 i32 -396626206, label %bb82 ]
bb22:
  switch i32 %n, label %bb23 [ i32 2, label %header28 i32 57, label %bb23 i32 27, label %header28 i32 29, label %chain27 i32 -2, label %chain27 ]
bb7:
  switch i32 %m, label %bb9 [ i32 25, label %bb21 i32 33, label %join8 i32 28, label %bb9 i32 18, label %join8 i32 43, label %bb21 ]
chain27:
  br label %bb26
bb11:
  br i1 %c3, label %bb10, label %header13
early_exit67:
  ret i32 %n
chain36:
  br i1 %c0, label %bb35, label %bb35
bb80:
  br label %bb64
bb15:
  switch i32 %m, label %bb16 [ i32 -5, label %bb17 i32 19, label %bb14 i32 22, label %bb14 ]
bb62:
  br label %counter61
bb29:
  br i1 %c0, label %header28, label %header28
bb45:
  br label %bb37
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
bb2:
  ret i32 %n
bb3:
  br i1 %c3, label %early_exit4, label %bb2
early_exit4:
  unreachable
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb12
bb2:
  ret i32 %n
bb3:
  switch i64 %k, label %irr5 [ i64 24, label %irr4 i64 -8, label %irr5 i64 26, label %irr5 ]
irr4:
  br i1 %c1, label %bb6, label %bb2
irr5:
  br label %irr4
bb6:
  br i1 %c0, label %irr5, label %irr5
chain7:
  br label %bb3
bb8:
  br label %chain7
bb9:
  br label %bb8
chain10:
  br label %bb9
chain11:
  br label %chain10
bb12:
  switch i32 %m, label %bb13 [ i32 28, label %chain11 i32 15, label %chain11 i32 16, label %bb13 i32 -5, label %chain11 i32 40, label %chain11 ]
bb13:
  switch i32 %n, label %irr16 [ i32 6, label %bb15 i32 -3, label %irr17 ]
bb14:
  br label %bb21
bb15:
  br i1 %c1, label %bb22, label %chain11
irr16:
  br i1 %c0, label %bb45, label %chain11
irr17:
  br i1 %c2, label %bb14, label %chain11
bb18:
  br label %bb15
chain19:
  br i1 %c3, label %bb18, label %bb30
bb20:
  switch i32 %n, label %chain19 [ i32 952739459, label %irr_pre24 i32 -1511145946, label %irr_pre24 i32 86366348, label %bb47 ]
bb21:
  br label %bb20
bb22:
  switch i32 %n, label %irr_pre24 [ i32 63, label %bb23 i32 44, label %bb23 i32 50, label %bb6 ]
bb23:
  ret i32 0
irr_pre24:
  switch i32 %n, label %bb26 [ i32 19, label %bb25 i32 18, label %bb28 i32 52, label %bb25 i32 -8, label %bb.27 ]
bb25:
  br i1 %c0, label %bb26, label %irr16
bb26:
  br label %bb29
bb.27:
  br i1 %c3, label %bb37, label %irr16
bb28:
  switch i32 %n, label %bb42 [ i32 -2097900636, label %bb6 i32 -350564693, label %irr16 ]
bb29:
  br label %bb31
bb30:
  switch i32 %m, label %bb.27 [ i32 40, label %bb29 i32 10, label %bb.27 ]
bb31:
  switch i64 %k, label %irr32 [ i64 27, label %irr33 ]
irr32:
  switch i32 %n, label %bb34 [ i32 28, label %irr_pre24 i32 -5, label %bb30 ]
irr33:
  br i1 %c0, label %irr32, label %bb30
bb34:
  switch i64 %k, label %latch36 [ i64 13, label %bb35 i64 -2, label %latch36 i64 50, label %bb35 ]
bb35:
  br i1 %c2, label %bb34, label %bb29
latch36:
  br i1 %c1, label %bb34, label %irr33
bb37:
  br i1 %c3, label %bb28, label %irr_pre39
bb38:
  switch i32 %m, label %bb37 [  ]
irr_pre39:
  switch i32 %n, label %bb40 [ i32 46, label %irr41 i32 23, label %bb40 ]
bb40:
  switch i32 %n, label %irr41 [ i32 22, label %bb38 i32 -6, label %irr41 i32 42, label %bb38 i32 23, label %irr41 ]
irr41:
  switch i32 %m, label %bb40 [ i32 12, label %bb57 i32 47, label %bb38 ]
bb42:
  br i1 %c1, label %bb44, label %bb43
bb43:
  br label %bb44
bb44:
  br i1 %c0, label %bb42, label %bb25
bb45:
  switch i32 %n, label %irr17 [ i32 56, label %bb59 i32 8, label %bb45 i32 -1, label %bb51 i32 46, label %bb45 i32 58, label %header46 ]
header46:
  br i1 %c3, label %bb50, label %bb45
bb47:
  br i1 %c2, label %header46, label %header46
bb48:
  br i1 %c1, label %bb47, label %header46
bb49:
  br label %bb48
bb50:
  br label %bb49
bb51:
  switch i32 %m, label %bb52 [ i32 55, label %bb56 ]
bb52:
  br label %bb54
latch53:
  br i1 %c2, label %bb52, label %bb45
bb54:
  br label %bb55
bb55:
  switch i32 %m, label %latch53 [ i32 -8, label %latch53 i32 33, label %bb54 i32 6, label %latch53 i32 36, label %latch53 i32 8, label %bb54 ]
bb56:
  br i1 %c3, label %bb58, label %bb57
bb57:
  br label %bb58
bb58:
  br i1 %c1, label %bb56, label %bb45
bb59:
  switch i32 %n, label %bb60 [ i32 23, label %irr_pre62 i32 7, label %irr_pre62 i32 11, label %bb40 ]
bb60:
  br label %bb59
bb61:
  br i1 %c0, label %bb45, label %bb59
irr_pre62:
  switch i32 %m, label %bb65 [ i32 -4, label %bb64 i32 15, label %bb63 ]
bb63:
  br i1 %c3, label %bb66, label %bb61
bb64:
  br i1 %c2, label %bb65, label %bb61
bb65:
  switch i32 %n, label %bb63 [ i32 37, label %bb63 i32 45, label %irr33 ]
bb66:
  br i1 %c1, label %bb64, label %bb64
dead67:
  switch i32 %n, label %irr_pre24 [ i32 37, label %bb22 i32 -7, label %bb22 i32 11, label %dead67 i32 47, label %dead67 ]
dead68:
  br label %bb64
bb69:
  switch i32 %m, label %bb52 [ i32 1638650577, label %dead68 i32 1443431641, label %bb52 i32 -2047611466, label %bb52 i32 -1794524836, label %dead68 ]
dead70:
  ret i32 %n
bb71:
  switch i32 %m, label %bb40 [ i32 55, label %irr5 i32 61, label %bb6 i32 32, label %bb6 ]
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %header6
bb13:
  switch i32 %m, label %bb13 [ i32 27, label %bb12 ]
bb8:
  br label %bb7
bb3:
  br label %ret2
bb9:
  switch i32 %n, label %bb11 [ i32 52, label %bb10 i32 22, label %bb5 i32 10, label %header6 ]
bb5:
  br label %chain4
bb11:
  br i1 %c2, label %bb13, label %bb12
chain4:
  br label %bb3
header6:
  switch i32 %m, label %bb5 [ i32 32, label %bb10 i32 6, label %bb7 ]
bb12:
  switch i32 %m, label %bb10 [ i32 27, label %bb7 i32 15, label %header6 i32 12, label %header6 ]
bb10:
  br i1 %c2, label %bb8, label %bb9
ret2:
  unreachable
bb7:
  br i1 %c1, label %bb9, label %header6
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb45
bb2:
  unreachable
if3:
  switch i64 %k, label %bb5 [ i64 -390338639, label %join4 i64 606586826, label %join4 i64 135826073, label %join4 ]
join4:
  br label %bb2
bb5:
  switch i32 %m, label %bb6 [ i32 42, label %bb7 i32 6, label %bb7 i32 51, label %bb7 i32 33, label %bb38 ]
bb6:
  br label %header8
bb7:
  br i1 %c1, label %bb31, label %join4
header8:
  br label %bb10
bb9:
  br i1 %c3, label %bb7, label %header8
bb10:
  br i1 %c3, label %bb.11.x, label %bb26
bb.11.x:
  br i1 %c2, label %bb13, label %bb9
bb12:
  switch i32 %n, label %bb.11.x [ i32 20, label %bb9 ]
bb13:
  br i1 %c2, label %bb14, label %header24
bb14:
  br i1 %c3, label %irr_pre16, label %bb12
bb15:
  br i1 %c1, label %bb19, label %bb12
irr_pre16:
  switch i32 %m, label %irr18 [ i32 -8, label %bb17 i32 33, label %irr18 i32 8, label %bb17 ]
bb17:
  br i1 %c2, label %irr18, label %bb15
irr18:
  br i1 %c2, label %bb17, label %bb15
bb19:
  switch i32 %m, label %irr20 [ i32 57, label %bb38 i32 34, label %irr20 i32 25, label %bb23 i32 6, label %irr20 ]
irr20:
  br label %irr21
irr21:
  br label %bb22
bb22:
  br label %bb23
bb23:
  switch i32 %n, label %irr20 [ i32 47, label %irr20 i32 22, label %bb14 i32 16, label %bb7 i32 24, label %bb14 i32 -1, label %bb14 ]
header24:
  switch i32 %n, label %bb15 [ i32 128449552, label %irr20 i32 -1530492975, label %bb25 ]
bb25:
  br label %header24
bb26:
  switch i64 %k, label %bb29 [ i64 47, label %bb27 i64 37, label %bb28 i64 -1, label %bb28 ]
bb27:
  br label %bb28
bb28:
  switch i32 %n, label %chain30 [ i32 8, label %bb7 i32 42, label %chain30 i32 48, label %bb7 ]
bb29:
  br i1 %c0, label %bb27, label %bb12
chain30:
  br label %bb29
bb31:
  br i1 %c1, label %"33bb", label %bb.32.x
bb.32.x:
  br label %bb34
"33bb":
  br i1 %c1, label %_44, label %bb6
bb34:
  br i1 %c1, label %bb35, label %"33bb"
bb35:
  switch i32 %m, label %bb36 [ i32 21, label %bb39 i32 13, label %bb41 i32 61, label %bb41 ]
bb36:
  switch i32 %n, label %bb38 [ i32 -4, label %reset37 i32 22, label %reset37 i32 62, label %bb38 i32 0, label %reset37 ]
reset37:
  br i1 %c2, label %bb36, label %latch55
bb38:
  switch i32 %n, label %"33bb" [ i32 937988812, label %bb36 ]
bb39:
  br i1 %c2, label %latch40, label %"33bb"
latch40:
  br i1 %c1, label %bb39, label %bb39
bb41:
  switch i32 %m, label %"33bb" [ i32 -623342923, label %"33bb" ]
chain42:
  br label %bb.32.x
bb43:
  switch i32 %m, label %chain42 [ i32 0, label %bb36 i32 52, label %chain42 ]
_44:
  br label %bb43
bb45:
  br i1 %c2, label %bb46, label %irr47
bb46:
  switch i64 %k, label %bb48 [ i64 611987144, label %if3 i64 732484532, label %bb43 i64 1511785568, label %if3 ]
irr47:
  switch i64 %k, label %bb46 [ i64 260477282, label %bb28 ]
bb48:
  br i1 %c1, label %bb49, label %bb51
bb49:
  br label %latch50
latch50:
  br i1 %c3, label %bb48, label %irr47
bb51:
  switch i64 %k, label %latch50 [ i64 146211671, label %bb52 i64 -689195829, label %latch50 ]
bb52:
  br i1 %c3, label %bb54, label %bb53
bb53:
  ret i32 %n
bb54:
  br i1 %c1, label %latch50, label %latch55
latch55:
  switch i32 %n, label %bb54 [ i32 19, label %latch50 i32 25, label %latch50 i32 61, label %bb34 i32 62, label %bb54 i32 34, label %bb54 i32 38, label %bb54 ]
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %24
1:
  br label %40
2:
  br label %29
3:
  br i1 %c2, label %27, label %47
4:
  br label %44
5:
  br label %39
6:
  br i1 %c1, label %19, label %11
join10:
  br label %8
bb3:
  br i1 %c1, label %31, label %16
7:
  br i1 %c1, label %1, label %13
8:
  switch i32 %n, label %39 [ i32 2, label %23 i32 -3, label %8 i32 55, label %52 i32 22, label %8 i32 26, label %8 ]
9:
  br i1 %c2, label %bb11, label %bb11
10:
  switch i32 %n, label %35 [ i32 14, label %29 i32 50, label %35 i32 20, label %"9bb" i32 62, label %35 i32 -3, label %29 ]
bb7:
  ret i32 0
bb8:
  br i1 %c2, label %bb8, label %17
11:
  br label %12
12:
  br i1 %c3, label %19, label %19
13:
  br i1 %c3, label %28, label %28
14:
  br label %2
if1:
  br i1 %c1, label %28, label %13
15:
  br label %30
16:
  br i1 %c0, label %29, label %35
17:
  br label %bb3
18:
  switch i64 %k, label %50 [ i64 37, label %36 i64 45, label %4 ]
19:
  switch i32 %m, label %21 [ i32 13, label %15 i32 -7, label %join10 ]
20:
  br i1 %c1, label %4, label %36
21:
  switch i32 %m, label %11 [ i32 28, label %21 i32 19, label %21 i32 39, label %6 ]
22:
  br i1 %c1, label %bb2, label %50
23:
  br i1 %c3, label %3, label %6
bb11:
  switch i32 %n, label %25 [ i32 -8, label %join10 i32 48, label %join10 i32 17, label %25 ]
bb2:
  br label %12
24:
  br i1 %c2, label %5, label %8
25:
  switch i32 %m, label %50 [ i32 42, label %bb7 i32 33, label %bb7 i32 8, label %50 ]
26:
  br i1 %c1, label %irr4, label %31
27:
  br label %47
28:
  br label %51
29:
  br i1 %c3, label %2, label %43
30:
  br i1 %c3, label %15, label %51
31:
  br i1 %c2, label %bb5, label %26
32:
  switch i32 %m, label %37 [ i32 -4, label %37 i32 63, label %20 i32 -1, label %36 i32 43, label %37 ]
33:
  br label %36
34:
  ret i32 %n
35:
  switch i64 %k, label %20 [ i64 55, label %8 i64 35, label %20 i64 23, label %bb2 i64 -8, label %bb2 i64 28, label %8 ]
36:
  switch i32 %n, label %20 [ i32 55, label %5 i32 30, label %32 i32 -1, label %32 i32 42, label %33 i32 44, label %22 ]
37:
  switch i32 %n, label %32 [ i32 27, label %32 i32 53, label %19 i32 0, label %32 i32 25, label %32 ]
38:
  br i1 %c2, label %45, label %25
39:
  switch i32 %m, label %34 [ i32 42, label %24 i32 32, label %40 ]
bb6:
  br i1 %c1, label %bb7, label %7
40:
  br label %bb8
41:
  br i1 %c2, label %35, label %8
42:
  switch i32 %n, label %48 [ i32 63, label %48 i32 43, label %48 ]
43:
  switch i32 %m, label %40 [ i32 32, label %irr4 i32 -5, label %bb3 ]
44:
  br i1 %c0, label %51, label %46
45:
  switch i32 %m, label %22 [ i32 12, label %13 i32 63, label %22 i32 46, label %22 i32 29, label %13 ]
bb5:
  br label %31
"9bb":
  br i1 %c2, label %"9bb", label %35
46:
  ret i32 0
47:
  br label %join10
48:
  br label %51
49:
  br label %18
50:
  br i1 %c1, label %18, label %49
irr4:
  br i1 %c0, label %bb6, label %16
51:
  switch i32 %n, label %41 [ i32 -1, label %42 i32 48, label %42 i32 5, label %if1 i32 61, label %15 i32 60, label %42 ]
52:
  switch i32 %n, label %41 [ i32 30, label %4 i32 18, label %10 ]
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb84
bb2:
  unreachable
counter3:
  br i1 %c3, label %bb4, label %bb5
bb4:
  br label %counter3
bb5:
  br i1 %c3, label %counter3, label %bb2
bb6:
  br label %counter3
bb7:
  br label %bb6
chain8:
  br i1 %c3, label %bb7, label %bb7
bb9:
  br label %chain8
bb10:
  br i1 %c0, label %if13, label %reset11
reset11:
  br label %bb12
bb12:
  br i1 %c0, label %bb10, label %bb9
if13:
  br i1 %c2, label %header15, label %bb14
bb14:
  br label %bb12
header15:
  br label %bb16
bb16:
  switch i32 %m, label %bb14 [ i32 22, label %bb14 i32 40, label %header15 i32 16, label %header15 ]
early17:
  switch i32 %m, label %bb19 [ i32 58, label %bb18 ]
bb18:
  unreachable
bb19:
  br i1 %c3, label %irr_pre21, label %bb20
bb20:
  ret i32 0
irr_pre21:
  switch i32 %m, label %bb22 [ i32 53, label %bb23 i32 36, label %bb24 ]
bb22:
  br i1 %c1, label %bb25, label %bb25
bb23:
  br label %"32bb"
bb24:
  br i1 %c0, label %header34, label %bb10
bb25:
  switch i64 %k, label %bb27 [ i64 32, label %bb26 i64 15, label %bb26 i64 41, label %bb26 ]
bb26:
  ret i32 %n
bb27:
  br i1 %c0, label %early_exit28, label %bb31
early_exit28:
  ret i32 0
bb29:
  br label %bb23
bb30:
  br label %bb29
bb31:
  br label %bb30
"32bb":
  br i1 %c0, label %bb33, label %bb33
bb33:
  br label %bb24
header34:
  br i1 %c0, label %latch35, label %latch35
latch35:
  br i1 %c1, label %bb22, label %header34
bb36:
  br i1 %c3, label %bb38, label %early17
bb37:
  br label %bb36
bb38:
  br label %bb40
latch39:
  br i1 %c1, label %bb37, label %bb38
bb40:
  br i1 %c2, label %bb42, label %bb51
join41:
  br label %latch39
bb42:
  br i1 %c1, label %join41, label %header43
header43:
  br i1 %c2, label %bb42, label %irr_pre45
bb44:
  switch i64 %k, label %header43 [ i64 -6, label %join41 i64 1, label %header43 i64 30, label %join41 i64 62, label %join41 i64 29, label %bb42 ]
irr_pre45:
  br i1 %c0, label %irr46, label %bb47
irr46:
  br label %bb47
bb47:
  br i1 %c0, label %irr46, label %bb44
bb48:
  switch i32 %n, label %join41 [  ]
bb49:
  br label %bb48
bb50:
  br label %bb49
bb51:
  br label %bb50
bb52:
  br label %counter54
bb53:
  br i1 %c1, label %bb36, label %bb52
counter54:
  br i1 %c3, label %bb57, label %bb55
bb55:
  br label %counter54
bb56:
  br i1 %c2, label %bb53, label %counter54
bb57:
  switch i32 %n, label %irr_pre59 [ i32 23, label %bb73 i32 45, label %irr_pre59 i32 53, label %bb75 i32 40, label %bb73 ]
join58:
  br label %bb56
irr_pre59:
  br i1 %c0, label %bb60, label %bb69
bb60:
  switch i32 %n, label %chain65 [ i32 12, label %join58 i32 45, label %join58 i32 34, label %join58 ]
bb61:
  br i1 %c0, label %bb66, label %join58
bb62:
  br label %bb61
bb63:
  br label %bb62
chain64:
  br label %bb63
chain65:
  br label %chain64
bb66:
  br i1 %c2, label %bb68, label %bb67
bb67:
  br i1 %c1, label %bb68, label %bb68
bb68:
  br i1 %c2, label %bb60, label %bb66
bb69:
  br label %early71
bb70:
  switch i32 %m, label %bb61 [ i32 46, label %bb69 i32 36, label %bb69 i32 62, label %bb69 i32 -4, label %bb69 ]
early71:
  br i1 %c3, label %bb70, label %bb72
bb72:
  ret i32 0
bb73:
  br i1 %c2, label %bb74, label %join58
bb74:
  ret i32 %n
bb75:
  switch i64 %k, label %if78 [ i64 -1227758748, label %bb76 ]
bb76:
  br label %bb75
latch77:
  switch i32 %m, label %bb75 [ i32 -1920862289, label %join58 ]
if78:
  switch i32 %n, label %header80 [ i32 47, label %join79 i32 43, label %header80 i32 62, label %header82 ]
join79:
  br label %latch77
header80:
  br i1 %c0, label %join79, label %bb81
bb81:
  br i1 %c3, label %header80, label %join79
header82:
  br label %latch83
latch83:
  switch i32 %n, label %join79 [ i32 1645761663, label %header82 i32 1207046583, label %header82 i32 -252510436, label %header82 ]
bb84:
  br i1 %c2, label %early_exit85, label %if86
early_exit85:
  unreachable
if86:
  br i1 %c1, label %bb88, label %bb89
bb87:
  br label %bb52
bb88:
  br label %bb87
bb89:
  br i1 %c2, label %bb92, label %irr90
irr90:
  br label %bb106
irr91:
  br i1 %c3, label %bb92, label %bb87
bb92:
  br label %bb93
bb93:
  br label %irr90
bb94:
  br label %irr91
bb95:
  br label %bb94
bb96:
  br label %bb95
bb97:
  br label %bb96
bb98:
  switch i32 %m, label %bb97 [  ]
bb99:
  br label %bb98
chain100:
  br label %bb99
bb101:
  br label %chain100
bb102:
  br label %bb101
bb103:
  br label %bb102
chain104:
  br label %bb103
chain105:
  br label %chain104
bb106:
  br label %chain105
bb107:
  switch i32 %n, label %dead113 [ i32 55, label %bb26 i32 25, label %irr90 ]
dead108:
  switch i32 %m, label %bb96 [ i32 52, label %bb109 i32 4, label %bb96 i32 41, label %bb109 i32 2, label %bb95 i32 10, label %bb95 ]
bb109:
  br label %bb111
bb110:
  ret i32 0
bb111:
  br label %bb23
dead112:
  switch i32 %n, label %bb114 [ i32 4, label %bb63 i32 57, label %bb63 i32 38, label %bb42 i32 23, label %bb63 i32 2, label %bb114 ]
dead113:
  switch i32 %n, label %bb93 [ i32 1072301366, label %bb44 i32 -943757374, label %bb38 ]
bb114:
  br label %bb12
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

