; freqpath random IR: seed=7 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %header53
bb2:
  br label %counter21
header3:
  br i1 %c0, label %bb4, label %bb2
bb4:
  br label %header3
bb5:
  br i1 %c3, label %bb.9.x, label %header3
bb6:
  br i1 %c0, label %bb5, label %latch35
bb7:
  switch i32 %n, label %bb6 [  ]
bb8:
  br i1 %c0, label %bb7, label %bb46
bb.9.x:
  br label %bb8
bb10:
  br label %bb5
bb11:
  br label %bb10
header12:
  br i1 %c0, label %latch13, label %bb11
latch13:
  switch i64 %k, label %header12 [ i64 2008089567, label %header12 i64 1943490434, label %header12 ]
bb14:
  br i1 %c3, label %header12, label %header15
header15:
  br label %bb17
bb16:
  switch i32 %n, label %header15 [ i32 47, label %header12 ]
bb17:
  switch i64 %k, label %bb17 [ i64 38, label %bb16 i64 -6, label %bb16 i64 35, label %bb16 i64 62, label %bb17 ]
counter18:
  br i1 %c0, label %"19bb", label %counter21
"19bb":
  br label %latch20
latch20:
  br i1 %c1, label %bb14, label %counter18
counter21:
  br i1 %c2, label %bb23, label %bb22
bb22:
  br label %bb23
bb23:
  switch i32 %n, label %latch20 [ i32 26, label %chain52 i32 -3, label %bb36 i32 15, label %counter21 ]
bb24:
  br i1 %c2, label %counter18, label %bb44
bb25:
  br label %bb24
chain26:
  br label %bb25
chain27:
  br label %chain26
bb28:
  switch i32 %n, label %bb29 [ i32 57, label %bb30 i32 55, label %bb30 ]
bb29:
  br label %chain27
bb30:
  br i1 %c0, label %bb29, label %bb37
bb31:
  br i1 %c0, label %bb33, label %bb-39
join32:
  br label %bb28
bb33:
  br i1 %c2, label %reset34, label %bb38
reset34:
  switch i32 %m, label %latch35 [ i32 1529990354, label %header3 i32 -1861342026, label %bb45 ]
latch35:
  switch i32 %n, label %join32 [ i32 22, label %join32 i32 6, label %bb33 i32 12, label %bb23 i32 25, label %bb33 ]
bb36:
  switch i64 %k, label %latch35 [  ]
bb37:
  br label %bb36
bb38:
  br label %bb37
bb-39:
  br i1 %c2, label %bb40, label %join32
bb40:
  switch i32 %m, label %bb-39 [ i32 2123856982, label %bb-39 i32 -1988787392, label %"19bb" i32 2053216116, label %"19bb" i32 61138473, label %bb-39 ]
bb41:
  br i1 %c1, label %bb31, label %bb22
bb42:
  br i1 %c2, label %bb41, label %bb46
chain43:
  br label %bb42
bb44:
  br i1 %c2, label %bb45, label %header47
bb45:
  br label %bb44
bb46:
  br i1 %c1, label %bb44, label %chain43
header47:
  switch i32 %m, label %bb46 [ i32 36, label %chain52 i32 -2, label %bb46 i32 8, label %chain52 i32 -7, label %bb46 ]
bb48:
  switch i32 %n, label %header47 [ i32 40, label %bb14 i32 56, label %bb17 i32 28, label %bb17 ]
bb49:
  br i1 %c2, label %bb48, label %header47
bb50:
  br label %bb49
bb51:
  br i1 %c1, label %bb50, label %header47
chain52:
  br i1 %c3, label %bb51, label %bb-39
header53:
  br label %bb54
bb54:
  br i1 %c2, label %bb44, label %header53
dead55:
  ret i32 %n
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
bb4:
  ret i32 %n
bb6:
  br label %bb5
bb5:
  br i1 %c2, label %bb2, label %bb6
bb3:
  br i1 %c3, label %bb5, label %bb4
bb2:
  br i1 %c3, label %bb5, label %bb5
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br i1 %c3, label %bb3, label %bb3
bb4:
  ret i32 %n
bb3:
  switch i64 %k, label %bb4 [ i64 7, label %ret2 i64 34, label %ret2 i64 -8, label %ret2 i64 33, label %bb3 ]
ret2:
  ret i32 0
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
bb4:
  br label %bb2
bb5:
  switch i32 %n, label %bb4 [ i32 49, label %bb5 i32 34, label %bb5 i32 46, label %bb4 i32 9, label %bb5 i32 62, label %bb5 ]
bb2:
  ret i32 %n
bb3:
  br i1 %c0, label %bb4, label %bb5
bb6:
  ret i32 0
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  switch i32 %n, label %if4 [ i32 31, label %if4 i32 -1, label %if4 i32 -6, label %bb5 ]
bb3:
  switch i32 %n, label %bb3 [ i32 -1173444895, label %ret2 i32 -341205759, label %bb3 i32 784117930, label %ret2 ]
bb6:
  br i1 %c1, label %bb5, label %"8bb"
latch7:
  br label %bb6
bb10:
  br i1 %c0, label %"8bb", label %latch7
bb9:
  br label %bb10
"8bb":
  br i1 %c1, label %bb10, label %bb9
bb5:
  br label %bb3
if4:
  switch i32 %n, label %bb6 [ i32 17, label %bb5 i32 31, label %bb5 i32 16, label %bb5 ]
ret2:
  br i1 %c1, label %bb9, label %bb3
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb101
irr147:
  br i1 %c3, label %bb145, label %bb143
bb35:
  br label %irr_pre37
bb148:
  switch i32 %m, label %bb149 [ i32 -1, label %bb150 i32 58, label %early45 ]
bb14:
  switch i32 %m, label %header13 [ i32 -7, label %header13 i32 2, label %header13 i32 41, label %header13 i32 31, label %header13 ]
chain31:
  br label %bb30
bb135:
  br i1 %c3, label %bb131, label %bb133
bb75:
  br label %bb74
bb99:
  br i1 %c1, label %latch100, label %bb15
bb20:
  switch i64 %k, label %bb35 [  ]
latch115:
  br label %bb114
bb-129:
  switch i32 %m, label %bb132 [ i32 57, label %bb131 i32 26, label %bb130 i32 2, label %bb130 ]
if76:
  switch i32 %m, label %if78 [ i32 -1635570318, label %bb77 i32 1094576079, label %bb82 ]
bb55:
  br i1 %c3, label %bb57, label %irr56
bb92:
  switch i32 %m, label %irr_pre93 [ i32 26, label %bb89 i32 23, label %irr_pre93 i32 15, label %irr_pre93 ]
bb145:
  switch i32 %n, label %bb148 [ i32 54, label %bb148 i32 26, label %bb143 i32 28, label %bb143 i32 19, label %bb36 ]
bb54:
  br label %bb52
bb149:
  br i1 %c0, label %irr_pre151, label %bb146
bb91:
  br i1 %c1, label %bb92, label %bb89
if78:
  br i1 %c2, label %bb79, label %bb80
irr84:
  br i1 %c2, label %bb89, label %bb77
header41:
  br i1 %c2, label %bb39, label %bb42
bb137:
  br label %bb136
bb89:
  br i1 %c0, label %bb90, label %bb83
irr_pre122:
  br i1 %c0, label %irr126, label %irr125
bb8:
  br i1 %c3, label %reset9, label %bb10
chain12:
  br label %bb11
bb95:
  br label %bb94
bb134:
  br label %bb135
irr_pre108:
  br i1 %c3, label %bb110, label %bb120
bb158:
  br label %bb130
bb123:
  br label %bb127
bb43:
  br label %bb44
bb110:
  switch i32 %m, label %bb116 [ i32 51, label %bb130 i32 58, label %bb.107 ]
bb141:
  switch i32 %n, label %reset142 [ i32 52, label %bb144 i32 31, label %reset142 i32 -5, label %reset142 i32 23, label %bb144 ]
bb90:
  switch i32 %n, label %bb92 [ i32 0, label %bb91 i32 58, label %bb137 i32 44, label %bb137 i32 -1, label %bb89 i32 62, label %bb91 i32 36, label %bb89 ]
bb11:
  br label %bb8
bb96:
  switch i32 %m, label %irr98 [ i32 23, label %header41 i32 33, label %bb97 i32 40, label %header41 ]
reset142:
  br i1 %c0, label %bb143, label %early45
irr98:
  br label %bb97
bb136:
  br i1 %c1, label %chain138, label %bb135
bb131:
  br i1 %c1, label %bb139, label %bb99
if157:
  br i1 %c3, label %bb158, label %bb158
bb74:
  switch i32 %n, label %bb75 [ i32 53, label %bb71 i32 6, label %bb15 i32 11, label %bb71 ]
bb77:
  br label %bb19
reset9:
  br label %bb10
counter60:
  br i1 %c0, label %bb63, label %bb61
bb150:
  br label %bb149
bb34:
  br label %bb33
irr_pre93:
  br i1 %c2, label %bb95, label %bb94
bb83:
  br label %bb85
bb130:
  br i1 %c2, label %bb133, label %bb99
bb143:
  br i1 %c1, label %bb141, label %bb132
bb119:
  br label %early45
bb116:
  br label %bb118
header67:
  switch i32 %n, label %bb66 [ i32 -1824699549, label %bb91 i32 2028561457, label %bb91 i32 -1142968728, label %header68 ]
header68:
  br label %bb70
bb80:
  br i1 %c1, label %bb.81, label %bb79
bb140:
  ret i32 0
bb105:
  br i1 %c2, label %bb106, label %irr_pre108
bb88:
  br label %bb87
bb30:
  switch i32 %m, label %latch27 [ i32 29, label %latch27 i32 38, label %bb28 i32 37, label %bb28 i32 43, label %bb28 ]
bb127:
  switch i32 %m, label %bb124 [ i32 42, label %bb131 i32 50, label %bb124 i32 -3, label %bb131 i32 -4, label %bb124 ]
bb112:
  br i1 %c2, label %irr113, label %bb82
bb69:
  switch i32 %n, label %header68 [ i32 49, label %header67 i32 62, label %header67 i32 10, label %header68 ]
chain138:
  br label %bb137
bb62:
  br i1 %c0, label %counter60, label %bb59
bb40:
  switch i32 %m, label %bb50 [ i32 49, label %bb36 i32 8, label %bb117 i32 24, label %bb117 i32 -4, label %bb36 i32 35, label %bb117 ]
bb28:
  switch i32 %n, label %bb34 [ i32 58, label %bb29 ]
bb120:
  br i1 %c0, label %early_exit121, label %irr_pre122
bb132:
  br i1 %c1, label %if157, label %bb99
bb29:
  br label %bb30
early_exit121:
  br label %bb139
bb49:
  br label %bb48
irr22:
  br label %if76
bb86:
  br i1 %c1, label %bb85, label %bb85
bb97:
  br i1 %c2, label %irr98, label %bb95
bb133:
  br i1 %c2, label %bb136, label %bb134
bb117:
  br i1 %c3, label %irr109, label %bb116
bb106:
  br label %bb.107
bb71:
  br label %bb69
bb36:
  switch i32 %n, label %bb21 [ i32 -5, label %bb35 i32 36, label %bb35 ]
latch27:
  br i1 %c3, label %header26, label %bb127
bb124:
  switch i32 %m, label %irr125 [ i32 35, label %irr125 i32 43, label %irr109 i32 22, label %irr109 ]
bb18:
  switch i32 %n, label %bb19 [ i32 49, label %bb21 i32 26, label %bb20 i32 34, label %irr22 ]
bb94:
  switch i32 %m, label %bb96 [ i32 39, label %bb91 ]
bb21:
  switch i64 %k, label %bb65 [ i64 -1090444813, label %bb17 i64 -209296031, label %bb17 i64 809834167, label %bb65 i64 -766540481, label %bb65 ]
early45:
  switch i32 %n, label %bb49 [ i32 -1945438666, label %bb21 i32 2084888907, label %bb21 i32 -1907962701, label %bb35 i32 -1525582830, label %bb46 ]
bb5:
  br label %chain4
bb87:
  switch i32 %m, label %bb86 [ i32 15, label %bb88 i32 9, label %bb88 i32 58, label %bb85 i32 21, label %bb88 i32 14, label %bb86 ]
irr_pre37:
  br i1 %c0, label %bb40, label %bb58
bb6:
  br label %bb5
bb57:
  br i1 %c3, label %irr56, label %bb51
bb32:
  br label %chain31
bb102:
  br i1 %c0, label %irr104, label %bb103
bb38:
  br i1 %c2, label %header41, label %bb36
bb61:
  br i1 %c1, label %bb62, label %bb62
header26:
  br i1 %c0, label %latch25, label %bb28
bb139:
  br i1 %c0, label %bb140, label %bb141
irr125:
  br label %irr126
bb72:
  br i1 %c3, label %bb72, label %bb71
bb144:
  br i1 %c2, label %bb145, label %irr147
irr56:
  br label %bb57
bb17:
  switch i64 %k, label %bb14 [ i64 13, label %bb15 i64 10, label %bb15 i64 6, label %bb14 ]
bb10:
  br i1 %c0, label %bb7, label %bb8
bb85:
  switch i32 %m, label %irr84 [ i32 56, label %irr84 i32 35, label %bb87 ]
bb53:
  br i1 %c1, label %bb54, label %bb54
bb111:
  br i1 %c2, label %bb112, label %irr113
bb51:
  br i1 %c3, label %bb53, label %bb38
bb70:
  br i1 %c3, label %bb72, label %bb73
bb44:
  switch i32 %m, label %header41 [ i32 -1761120719, label %bb42 i32 27921648, label %header67 i32 -1362920759, label %bb42 i32 1501926126, label %bb42 i32 947948675, label %header67 ]
bb16:
  br label %bb17
bb48:
  br label %bb47
bb73:
  switch i32 %m, label %bb75 [ i32 29, label %bb74 i32 34, label %bb61 ]
bb52:
  br label %bb55
bb39:
  br label %early45
bb153:
  br label %bb152
ret2:
  br label %bb44
latch25:
  switch i64 %k, label %bb23 [ i64 51, label %bb23 i64 18, label %bb24 i64 24, label %bb24 i64 -7, label %bb24 i64 41, label %irr109 ]
bb50:
  br i1 %c0, label %bb52, label %bb51
bb47:
  br label %bb40
bb23:
  switch i32 %n, label %bb20 [ i32 308843501, label %bb24 i32 1777039667, label %latch27 ]
bb24:
  br label %header26
bb146:
  br i1 %c2, label %bb156, label %bb143
bb33:
  br i1 %c1, label %bb32, label %bb23
irr113:
  br i1 %c3, label %bb114, label %bb110
bb154:
  br label %irr147
chain4:
  br label %bb3
irr126:
  switch i32 %n, label %bb123 [ i32 46, label %irr109 i32 -7, label %bb92 i32 38, label %bb123 i32 5, label %bb92 i32 59, label %bb145 i32 15, label %bb145 ]
irr104:
  switch i32 %m, label %bb128 [ i32 3, label %bb99 ]
bb.81:
  ret i32 %n
bb.107:
  br i1 %c0, label %irr104, label %bb105
bb155:
  br label %bb154
bb101:
  br i1 %c1, label %bb102, label %bb-129
latch64:
  br i1 %c3, label %bb63, label %bb63
bb19:
  br i1 %c1, label %bb23, label %bb17
bb128:
  switch i32 %n, label %bb128 [ i32 58, label %counter60 i32 -7, label %counter60 i32 47, label %counter60 i32 22, label %bb103 i32 -3, label %bb103 ]
bb66:
  br i1 %c0, label %bb65, label %irr22
irr109:
  br label %bb111
bb79:
  br label %bb77
bb118:
  switch i32 %n, label %bb119 [ i32 9, label %chain31 i32 61, label %bb119 i32 21, label %bb117 ]
bb3:
  br i1 %c0, label %bb3, label %ret2
bb82:
  br i1 %c3, label %irr84, label %bb83
bb46:
  ret i32 %n
bb42:
  br i1 %c2, label %bb43, label %bb44
bb152:
  br i1 %c0, label %bb153, label %bb150
bb59:
  br label %bb39
bb65:
  br label %header67
bb63:
  br i1 %c0, label %bb62, label %latch64
bb156:
  br label %bb155
bb114:
  br i1 %c1, label %latch115, label %bb112
header13:
  br i1 %c3, label %chain12, label %header13
irr_pre151:
  br i1 %c0, label %bb152, label %bb153
bb103:
  br i1 %c3, label %bb105, label %bb99
bb58:
  br i1 %c2, label %bb59, label %counter60
bb15:
  br i1 %c1, label %bb16, label %bb18
bb7:
  br label %bb6
latch100:
  br label %bb99
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %2
0:
  ret i32 %n
1:
  br i1 %c0, label %0, label %1
2:
  br i1 %c2, label %1, label %4
3:
  br label %2
4:
  br i1 %c1, label %bb2, label %5
bb2:
  br label %7
5:
  br i1 %c0, label %8, label %3
6:
  br label %5
7:
  br label %6
8:
  br i1 %c1, label %10, label %9
9:
  br label %bb2
10:
  switch i32 %n, label %11 [ i32 -1, label %14 i32 27, label %11 i32 30, label %12 i32 17, label %14 i32 6, label %13 ]
11:
  br i1 %c3, label %15, label %13
12:
  switch i32 %m, label %13 [ i32 51, label %15 i32 38, label %9 ]
13:
  switch i32 %n, label %14 [ i32 273389264, label %14 i32 -282435528, label %1 i32 184992123, label %1 i32 -2111826257, label %14 i32 1801982067, label %14 ]
14:
  br label %11
15:
  br label %12
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb-72
ret2:
  ret i32 0
chain3:
  br label %ret2
bb4:
  br label %chain3
bb5:
  br label %bb4
bb6:
  br label %bb5
counter7:
  switch i32 %m, label %bb8 [ i32 0, label %bb37 i32 42, label %bb37 i32 59, label %bb10 i32 26, label %bb10 ]
bb8:
  br label %bb9
bb9:
  br i1 %c0, label %bb6, label %counter7
bb10:
  br i1 %c0, label %bb11, label %bb9
bb11:
  br label %bb10
counter12:
  br i1 %c0, label %reset13, label %header15
reset13:
  br label %bb14
bb14:
  br i1 %c0, label %counter7, label %counter12
header15:
  br i1 %c2, label %bb20, label %bb14
bb16:
  br label %header15
bb17:
  br label %bb16
chain18:
  br i1 %c1, label %bb17, label %header15
bb19:
  br i1 %c0, label %chain18, label %header15
bb20:
  br label %bb19
bb21:
  br label %bb23
latch22:
  br i1 %c0, label %counter12, label %bb21
bb23:
  switch i32 %n, label %header25 [ i32 50, label %bb28 i32 14, label %header25 i32 -3, label %bb28 i32 33, label %header25 ]
bb24:
  br label %latch22
header25:
  br label %bb27
bb26:
  switch i32 %m, label %header25 [ i32 24, label %bb24 ]
bb27:
  br i1 %c3, label %bb26, label %header25
bb28:
  br i1 %c1, label %irr30, label %irr29
irr29:
  br i1 %c3, label %self31, label %bb24
irr30:
  br i1 %c2, label %irr29, label %bb24
self31:
  switch i64 %k, label %self31 [ i64 49, label %irr30 i64 6, label %irr29 ]
bb32:
  br i1 %c1, label %chain35, label %bb36
bb33:
  br label %bb21
bb34:
  br label %bb33
chain35:
  br label %bb34
bb36:
  switch i32 %m, label %bb21 [ i32 22, label %bb37 i32 39, label %bb38 ]
bb37:
  br i1 %c3, label %bb37, label %bb21
bb38:
  switch i32 %m, label %bb41 [ i32 25, label %bb41 i32 -1, label %bb53 ]
irr39:
  br i1 %c3, label %bb40, label %bb21
bb40:
  br i1 %c1, label %bb42, label %bb21
bb41:
  br i1 %c1, label %irr39, label %bb21
bb42:
  switch i32 %n, label %irr_pre43 [ i32 584729504, label %bb41 i32 1541424986, label %irr_pre43 ]
irr_pre43:
  switch i32 %m, label %bb45 [ i32 -3, label %bb46 i32 29, label %bb46 i32 44, label %bb47 i32 47, label %bb47 ]
bb44:
  br i1 %c1, label %bb45, label %bb42
bb45:
  br label %bb48
bb46:
  br i1 %c3, label %chain51, label %bb42
bb47:
  br label %bb52
bb48:
  br label %latch49
latch49:
  switch i32 %m, label %bb48 [ i32 344516614, label %bb46 ]
chain50:
  switch i32 %m, label %bb47 [  ]
chain51:
  br label %chain50
bb52:
  br label %bb44
bb53:
  br i1 %c3, label %bb54, label %bb40
bb54:
  ret i32 0
bb55:
  br i1 %c0, label %bb32, label %bb56
bb56:
  br i1 %c3, label %bb55, label %bb32
chain57:
  br label %bb55
chain58:
  br label %chain57
self59:
  br i1 %c0, label %chain58, label %self59
bb60:
  br i1 %c1, label %if62, label %early_exit61
early_exit61:
  ret i32 0
if62:
  switch i32 %n, label %bb64 [ i32 54, label %bb65 i32 9, label %bb65 i32 57, label %bb65 ]
chain63:
  br label %self59
bb64:
  br i1 %c1, label %chain63, label %chain63
bb65:
  br label %bb70
bb66:
  br i1 %c0, label %bb65, label %self59
bb67:
  br i1 %c3, label %bb66, label %self59
bb68:
  br label %bb67
bb69:
  br label %bb68
bb70:
  br i1 %c0, label %bb69, label %bb65
bb71:
  br i1 %c1, label %bb60, label %bb71
bb-72:
  br i1 %c1, label %bb73, label %bb74
bb73:
  br label %bb74
bb74:
  switch i32 %m, label %$75 [ i32 17, label %bb71 i32 34, label %$75 i32 53, label %$75 i32 -1, label %bb28 i32 62, label %bb71 ]
$75:
  br i1 %c0, label %irr77, label %bb80
bb76:
  br i1 %c1, label %bb78, label %bb73
irr77:
  br i1 %c2, label %bb76, label %bb20
bb78:
  switch i32 %m, label %bb79 [ i32 -1522460684, label %irr87 ]
bb79:
  br i1 %c0, label %irr77, label %bb78
bb80:
  br i1 %c1, label %chain82, label %irr_pre83
bb81:
  br i1 %c2, label %bb76, label %bb76
chain82:
  br label %bb81
irr_pre83:
  switch i64 %k, label %irr87 [ i64 30, label %bb85 i64 63, label %irr87 i64 42, label %bb86 i64 57, label %chain51 ]
irr84:
  br label %bb88
bb85:
  br label %bb92
bb86:
  br i1 %c1, label %bb99, label %bb81
irr87:
  br i1 %c1, label %irr84, label %bb81
bb88:
  br label %bb90
latch89:
  br i1 %c2, label %bb88, label %bb85
bb90:
  switch i32 %m, label %latch89 [ i32 39, label %bb88 i32 51, label %latch89 i32 54, label %bb91 ]
bb91:
  br label %bb88
bb92:
  br i1 %c1, label %early_exit93, label %bb94
early_exit93:
  unreachable
bb94:
  switch i32 %n, label %bb86 [ i32 0, label %irr30 i32 44, label %irr30 i32 33, label %irr30 i32 -4, label %chain98 ]
bb95:
  br label %bb94
bb96:
  br label %bb95
chain97:
  br label %bb96
chain98:
  br i1 %c3, label %chain97, label %bb45
bb99:
  switch i64 %k, label %irr87 [ i64 7, label %irr87 i64 -2, label %irr87 i64 9, label %irr87 i64 1, label %irr87 ]
dead100:
  unreachable
dead101:
  br label %irr29
dead102:
  br i1 %c2, label %irr29, label %irr29
bb103:
  br label %bb28
bb104:
  br i1 %c1, label %bb66, label %bb91
bb105:
  ret i32 0
}

define i32 @f8(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
bb1:
  br label %19
11:
  switch i32 %5, label %15 [ i32 50, label %11 i32 63, label %15 i32 22, label %11 i32 55, label %15 ]
bb2:
  br label %bb2
12:
  br label %20
13:
  switch i32 %5, label %16 [ i32 -380733617, label %bb2 i32 2024444540, label %16 ]
14:
  switch i32 %4, label %11 [ i32 1052106696, label %14 i32 388186036, label %11 i32 -277794577, label %14 ]
15:
  br i1 %3, label %17, label %bb2
16:
  br label %14
17:
  br label %12
18:
  br label %13
19:
  switch i32 %5, label %18 [ i32 0, label %19 i32 -8, label %19 i32 53, label %19 i32 -4, label %19 i32 55, label %17 i32 34, label %17 ]
20:
  switch i32 %4, label %bb2 [  ]
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb2
bb13:
  switch i32 %n, label %bb14 [ i32 56, label %bb14 i32 -1, label %bb14 i32 49, label %rnd17 i32 63, label %rnd17 i32 -4, label %rnd17 ]
bb14:
  br i1 %c2, label %rnd15, label %bb14
bb11:
  br label %bb12
rnd15:
  switch i32 %m, label %bb16 [ i32 29, label %rnd17 ]
bb7:
  switch i32 %n, label %rnd17 [  ]
bb12:
  unreachable
bb16:
  switch i32 %m, label %rnd17 [ i32 18, label %bb13 i32 28, label %bb16 i32 60, label %bb16 ]
bb9:
  switch i32 %m, label %rnd10 [ i32 875215247, label %bb13 i32 -1185982859, label %rnd15 i32 -1744443750, label %rnd10 ]
bb2:
  switch i32 %m, label %bb3 [ i32 -7, label %bb3 i32 -3, label %bb3 i32 60, label %bb5 ]
rnd10:
  br label %bb11
bb3:
  switch i32 %n, label %rnd4 [ i32 1410102007, label %rnd6 i32 909625321, label %rnd6 i32 1846984354, label %rnd6 i32 -413031562, label %rnd6 ]
rnd17:
  br i1 %c0, label %rnd17, label %rnd17
rnd6:
  ret i32 %n
rnd4:
  switch i32 %n, label %rnd10 [ i32 1596124885, label %bb9 i32 91026451, label %bb9 i32 1724485914, label %bb12 ]
bb18:
  br label %rnd17
bb5:
  br label %rnd6
bb8:
  switch i32 %m, label %rnd10 [ i32 27, label %rnd10 i32 8, label %bb12 i32 11, label %bb9 i32 20, label %bb9 i32 22, label %bb9 ]
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

