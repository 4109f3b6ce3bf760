; freqpath random IR: seed=8 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br i1 %c0, label %header3, label %early5
bb2:
  unreachable
header3:
  br label %early5
bb4:
  switch i64 %k, label %bb2 [ i64 55, label %bb2 i64 56, label %bb2 i64 17, label %bb2 i64 31, label %header3 ]
early5:
  switch i32 %n, label %bb4 [ i32 -877433144, label %bb6 i32 -1203487153, label %bb2 i32 -2002942617, label %bb2 i32 -1053242670, label %bb2 i32 -356827629, label %bb6 ]
bb6:
  ret i32 %n
bb7:
  ret i32 %n
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %chain7
bb2:
  ret i32 %n
bb3:
  br label %bb2
bb4:
  br label %bb3
bb5:
  switch i32 %n, label %bb4 [ i32 5, label %bb2 ]
chain6:
  br label %bb5
chain7:
  br label %chain6
bb8:
  br label %bb3
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb4
bb2:
  ret i32 %n
bb3:
  switch i32 %n, label %bb2 [ i32 39, label %bb3 i32 40, label %bb3 ]
bb4:
  switch i32 %n, label %early_exit5 [ i32 59, label %bb3 i32 37, label %early_exit5 i32 38, label %bb3 ]
early_exit5:
  ret i32 %n
dead6:
  ret i32 %n
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb153
bb2:
  ret i32 0
bb3:
  switch i32 %n, label %bb6 [ i32 56, label %bb62 i32 10, label %bb4 i32 21, label %bb6 i32 -7, label %bb4 ]
bb4:
  br label %bb5
bb5:
  br i1 %c3, label %bb3, label %bb2
bb6:
  switch i32 %m, label %bb5 [ i32 -1189035746, label %bb6 i32 -548067774, label %bb7 i32 -363555398, label %if45 ]
bb7:
  switch i32 %n, label %irr9 [ i32 19, label %bb121 i32 0, label %bb121 i32 12, label %irr8 ]
irr8:
  br label %bb10
irr9:
  switch i32 %m, label %bb37 [ i32 42, label %bb58 i32 1, label %bb6 i32 57, label %bb37 i32 38, label %bb58 i32 61, label %bb58 ]
bb10:
  switch i32 %m, label %irr9 [ i32 236768133, label %bb30 i32 -1704620262, label %bb11 i32 -159047196, label %bb30 ]
bb11:
  br i1 %c1, label %bb15, label %irr12
irr12:
  br label %bb16
irr13:
  br i1 %c2, label %irr_pre19, label %bb10
irr14:
  br i1 %c2, label %bb28, label %bb10
bb15:
  br label %if29
bb16:
  switch i32 %m, label %reset17 [ i32 42, label %$164 i32 50, label %bb168 i32 3, label %bb18 ]
reset17:
  br label %bb16
bb18:
  br i1 %c1, label %bb16, label %irr13
irr_pre19:
  switch i32 %n, label %bb21 [ i32 998289345, label %bb21 i32 2125592854, label %irr20 i32 -713434280, label %bb21 i32 1889578145, label %bb21 ]
irr20:
  br i1 %c0, label %bb21, label %irr14
bb21:
  switch i32 %n, label %bb22 [ i32 -6, label %bb22 i32 4, label %irr14 i32 13, label %irr14 i32 33, label %bb21 ]
bb22:
  br i1 %c0, label %bb23, label %bb24
bb23:
  switch i32 %m, label %"27bb" [ i32 51, label %irr20 ]
bb24:
  br label %bb23
bb25:
  br label %bb24
bb26:
  br label %bb25
"27bb":
  br label %bb26
bb28:
  br label %bb15
if29:
  switch i32 %n, label %irr12 [ i32 39, label %irr12 i32 18, label %chain92 i32 22, label %chain92 i32 46, label %irr12 ]
bb30:
  switch i32 %m, label %reset31 [ i32 8, label %bb36 i32 3, label %reset31 i32 55, label %bb35 i32 35, label %reset31 i32 14, label %bb36 ]
reset31:
  br label %bb30
latch32:
  br i1 %c2, label %bb10, label %bb30
bb33:
  switch i64 %k, label %latch32 [ i64 4, label %latch32 i64 58, label %bb108 i64 57, label %bb108 ]
bb34:
  br label %bb33
bb35:
  br label %bb34
bb36:
  br label %bb35
bb37:
  br label %bb39
bb38:
  br i1 %c2, label %irr8, label %bb37
bb39:
  br i1 %c0, label %bb41, label %early_exit40
early_exit40:
  ret i32 %n
bb41:
  switch i32 %n, label %irr43 [ i32 869950919, label %bb4 i32 -570566908, label %bb42 i32 979751930, label %bb37 ]
bb42:
  switch i32 %m, label %self44 [ i32 63, label %irr50 i32 44, label %bb38 i32 31, label %bb38 ]
irr43:
  switch i32 %m, label %bb42 [ i32 54, label %bb38 ]
self44:
  switch i32 %m, label %irr43 [ i32 5, label %self44 ]
if45:
  switch i64 %k, label %bb46 [ i64 54, label %bb53 i64 61, label %bb53 i64 63, label %bb37 i64 36, label %bb53 i64 17, label %bb37 ]
bb46:
  br i1 %c0, label %bb47, label %bb6
bb47:
  switch i32 %m, label %bb49 [ i32 12, label %bb48 i32 0, label %bb49 i32 55, label %bb49 i32 56, label %bb46 i32 4, label %bb46 ]
bb48:
  ret i32 %n
bb49:
  br i1 %c0, label %irr51, label %irr50
irr50:
  br label %irr51
irr51:
  br i1 %c1, label %bb52, label %bb46
bb52:
  br i1 %c1, label %bb52, label %irr50
bb53:
  switch i32 %n, label %bb6 [ i32 29, label %bb53 i32 1, label %bb6 ]
bb54:
  switch i32 %m, label %bb3 [ i32 647189446, label %bb54 i32 300942139, label %irr_pre99 i32 292732928, label %if94 i32 -1126158799, label %bb54 i32 149795305, label %bb55 ]
bb55:
  br i1 %c1, label %bb57, label %irr56
irr56:
  br label %bb58
bb57:
  br i1 %c1, label %dispatch70, label %bb54
bb58:
  br i1 %c0, label %bb57, label %bb60
latch59:
  br label %bb58
bb60:
  br i1 %c1, label %bb62, label %irr61
irr61:
  switch i32 %n, label %bb63 [ i32 61, label %latch59 ]
bb62:
  switch i32 %n, label %irr61 [ i32 1, label %latch59 ]
bb63:
  switch i32 %m, label %bb64 [ i32 7, label %bb64 i32 50, label %irr65 i32 4, label %bb64 i32 29, label %irr65 ]
bb64:
  switch i32 %n, label %irr65 [ i32 48, label %bb58 i32 2, label %bb58 i32 16, label %bb62 i32 11, label %bb62 ]
irr65:
  br i1 %c1, label %chain69, label %bb62
chain66:
  br label %bb64
bb67:
  br label %chain66
bb68:
  switch i32 %n, label %bb67 [  ]
chain69:
  br i1 %c2, label %bb68, label %bb168
dispatch70:
  switch i32 %n, label %irr56 [ i32 56, label %bb74 i32 10, label %dispatch70 i32 -5, label %irr_pre71 ]
irr_pre71:
  switch i32 %m, label %bb72 [ i32 56, label %bb73 i32 58, label %bb170 i32 26, label %bb72 i32 27, label %bb73 ]
bb72:
  br i1 %c3, label %bb73, label %dispatch70
bb73:
  br i1 %c3, label %bb72, label %dispatch70
bb74:
  switch i32 %m, label %dispatch70 [ i32 -4257861, label %bb74 i32 803414719, label %bb75 i32 1889286852, label %bb93 i32 -620183747, label %bb86 i32 44582495, label %bb77 ]
bb75:
  br label %bb76
bb76:
  switch i32 %n, label %bb74 [ i32 59, label %bb74 i32 29, label %bb75 i32 58, label %bb75 i32 44, label %bb75 ]
bb77:
  br i1 %c2, label %bb78, label %bb82
bb78:
  br i1 %c3, label %bb80, label %bb74
bb79:
  br label %self81
bb80:
  br i1 %c0, label %bb79, label %bb79
self81:
  switch i32 %n, label %self81 [ i32 61, label %bb78 i32 7, label %bb78 ]
bb82:
  switch i32 %n, label %bb79 [ i32 25, label %counter83 i32 34, label %counter83 i32 53, label %bb79 ]
counter83:
  br i1 %c2, label %bb85, label %bb84
bb84:
  br i1 %c3, label %counter83, label %counter83
bb85:
  switch i32 %m, label %bb79 [ i32 172148622, label %counter83 ]
bb86:
  switch i32 %m, label %irr_pre89 [ i32 7, label %bb87 i32 -3, label %bb145 i32 2, label %bb87 i32 27, label %irr_pre89 i32 40, label %bb87 ]
bb87:
  br label %bb86
latch88:
  br i1 %c3, label %bb74, label %bb86
irr_pre89:
  br i1 %c1, label %bb90, label %irr91
bb90:
  br i1 %c1, label %irr91, label %latch88
irr91:
  switch i32 %m, label %bb90 [ i32 -6, label %latch88 i32 28, label %bb90 i32 32, label %latch88 i32 18, label %bb90 ]
chain92:
  br label %bb74
bb93:
  br i1 %c0, label %chain92, label %bb63
if94:
  br i1 %c1, label %bb95, label %chain98
bb95:
  br i1 %c1, label %bb54, label %reset31
chain96:
  br label %bb95
bb97:
  br label %chain96
chain98:
  br i1 %c2, label %bb97, label %bb109
irr_pre99:
  br i1 %c0, label %bb100, label %irr102
bb100:
  br i1 %c1, label %bb103, label %bb54
bb101:
  br label %header134
irr102:
  br i1 %c3, label %bb100, label %bb54
bb103:
  switch i32 %m, label %bb104 [ i32 -5, label %bb126 ]
bb104:
  br i1 %c1, label %bb101, label %irr_pre106
bb105:
  br label %bb104
irr_pre106:
  br i1 %c0, label %bb108, label %bb107
bb107:
  br label %bb109
bb108:
  switch i64 %k, label %bb110 [ i64 115680241, label %bb105 i64 1704410878, label %bb101 i64 131441212, label %bb105 i64 42573016, label %bb115 i64 -2033442190, label %bb101 ]
bb109:
  switch i32 %n, label %bb108 [ i32 655577503, label %bb109 i32 1893268235, label %bb104 ]
bb110:
  switch i32 %n, label %bb112 [ i32 6, label %bb111 i32 13, label %bb112 ]
bb111:
  ret i32 0
bb112:
  switch i32 %n, label %irr113 [ i32 28, label %bb114 i32 38, label %bb114 i32 52, label %bb115 ]
irr113:
  br i1 %c3, label %bb114, label %bb107
bb114:
  br label %bb117
bb115:
  br label %bb121
irr116:
  br i1 %c1, label %irr113, label %bb107
bb117:
  switch i32 %m, label %bb120 [ i32 1347597784, label %bb118 i32 -2006105098, label %bb119 ]
bb118:
  br i1 %c2, label %bb119, label %bb115
bb119:
  br i1 %c1, label %bb120, label %bb115
bb120:
  br label %bb118
bb121:
  br i1 %c2, label %irr122, label %irr124
irr122:
  br label %self125
bb123:
  br label %irr124
irr124:
  switch i32 %m, label %irr122 [ i32 -1, label %irr56 i32 51, label %irr122 i32 49, label %irr116 ]
self125:
  switch i64 %k, label %self125 [ i64 14, label %bb123 i64 21, label %bb123 i64 -4, label %self125 ]
bb126:
  switch i32 %n, label %counter127 [ i32 9, label %bb101 ]
counter127:
  switch i64 %k, label %bb128 [ i64 55, label %chain133 i64 33, label %chain133 i64 1, label %chain133 i64 0, label %bb128 ]
bb128:
  br label %counter127
latch129:
  br i1 %c2, label %counter127, label %bb126
bb130:
  br label %latch129
bb131:
  br label %bb130
bb132:
  br label %bb131
chain133:
  br label %bb132
header134:
  br i1 %c3, label %irr102, label %header134
if135:
  switch i32 %m, label %bb136 [ i32 39, label %bb144 i32 23, label %bb137 i32 37, label %bb136 ]
bb136:
  br label %bb54
bb137:
  br i1 %c3, label %bb138, label %bb140
bb138:
  br label %latch139
latch139:
  switch i32 %m, label %bb137 [ i32 50, label %bb136 ]
bb140:
  switch i32 %n, label %bb141 [ i32 48, label %bb143 ]
bb141:
  br i1 %c0, label %bb140, label %bb54
latch142:
  br i1 %c3, label %latch139, label %bb140
bb143:
  br i1 %c3, label %bb143, label %latch142
bb144:
  br i1 %c1, label %bb145, label %bb146
bb145:
  switch i32 %m, label %bb149 [ i32 20, label %bb149 i32 -7, label %bb149 i32 38, label %bb136 i32 41, label %"27bb" ]
bb146:
  br i1 %c3, label %bb145, label %bb136
bb147:
  br label %bb146
bb148:
  switch i32 %n, label %bb147 [  ]
bb149:
  br label %bb148
bb150:
  switch i32 %n, label %if135 [ i32 9, label %bb151 i32 35, label %bb151 i32 -6, label %if135 ]
bb151:
  br i1 %c1, label %if135, label %latch152
latch152:
  switch i32 %n, label %bb151 [ i32 30, label %if135 i32 53, label %if135 ]
bb153:
  br i1 %c1, label %bb154, label %bb155
bb154:
  br i1 %c2, label %bb155, label %bb150
bb155:
  br i1 %c3, label %dispatch156, label %bb150
dispatch156:
  switch i32 %m, label %bb154 [ i32 20, label %bb157 i32 33, label %dispatch156 ]
bb157:
  switch i32 %m, label %irr159 [ i32 63, label %bb158 i32 36, label %bb137 ]
bb158:
  switch i32 %n, label %header160 [ i32 60, label %dispatch156 i32 61, label %header160 i32 15, label %header160 ]
irr159:
  br i1 %c2, label %bb162, label %dispatch156
header160:
  switch i32 %n, label %bb161 [ i32 27, label %bb170 i32 63, label %irr159 ]
bb161:
  br i1 %c3, label %header160, label %header160
bb162:
  br i1 %c1, label %$164, label %irr163
irr163:
  br label %bb165
$164:
  br i1 %c3, label %irr163, label %bb158
bb165:
  br i1 %c1, label %bb166, label %irr167
bb166:
  br i1 %c1, label %bb168, label %$164
irr167:
  br label %bb170
bb168:
  br label %latch169
latch169:
  switch i32 %n, label %irr167 [ i32 6, label %bb168 i32 17, label %bb166 i32 59, label %bb166 i32 26, label %bb168 ]
bb170:
  br i1 %c3, label %bb166, label %bb170
dead171:
  br i1 %c0, label %bb28, label %bb110
bb172:
  br label %bb39
bb173:
  br i1 %c1, label %bb90, label %self81
dead174:
  br label %latch152
bb175:
  unreachable
bb176:
  br i1 %c1, label %bb172, label %dead178
dead177:
  switch i32 %n, label %bb47 [ i32 28, label %$164 i32 47, label %self125 ]
dead178:
  br i1 %c3, label %bb49, label %bb143
bb179:
  br label %bb3
"180bb":
  br label %bb67
bb181:
  switch i32 %n, label %bb120 [ i32 15, label %bb34 i32 23, label %bb108 ]
bb182:
  br i1 %c1, label %bb131, label %bb3
bb183:
  br label %reset31
dead184:
  br label %bb181
bb185:
  br i1 %c1, label %bb182, label %bb183
dead186:
  br i1 %c1, label %bb187, label %irr61
bb187:
  br label %bb74
dead188:
  br label %bb26
bb189:
  unreachable
bb190:
  br label %bb49
bb191:
  switch i32 %m, label %irr14 [ i32 -5, label %if29 i32 13, label %if29 i32 49, label %if29 i32 26, label %bb172 ]
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %irr_pre118
bb2:
  ret i32 0
bb3:
  br label %bb2
bb4:
  br i1 %c0, label %bb3, label %bb3
chain5:
  br label %bb4
bb6:
  switch i32 %n, label %bb-7 [ i32 60, label %irr_pre27 i32 50, label %bb.9 i32 51, label %bb.9 ]
bb-7:
  switch i32 %n, label %counter10 [ i32 -1126996921, label %bb.63.x i32 1717959266, label %chain5 ]
irr8:
  br i1 %c1, label %"15bb", label %bb22
bb.9:
  br i1 %c3, label %bb-7, label %chain5
counter10:
  switch i64 %k, label %$11 [ i64 -1, label %bb13 i64 -4, label %bb13 i64 9, label %bb13 ]
$11:
  br label %counter10
bb12:
  br i1 %c0, label %irr8, label %counter10
bb13:
  switch i32 %m, label %bb12 [ i32 28, label %latch14 ]
latch14:
  switch i32 %m, label %bb13 [ i32 36, label %bb13 i32 9, label %bb13 i32 33, label %bb13 ]
"15bb":
  switch i32 %m, label %bb18 [ i32 1921157016, label %header21 i32 1914056566, label %bb19 ]
bb16:
  br label %bb.9
bb17:
  br label %bb16
bb18:
  br label %bb17
bb19:
  br i1 %c0, label %bb16, label %latch20
latch20:
  br i1 %c1, label %bb19, label %bb19
header21:
  br i1 %c1, label %bb23, label %bb16
bb22:
  br label %header21
bb23:
  br i1 %c0, label %reset24, label %chain26
reset24:
  br label %bb23
bb25:
  br i1 %c0, label %bb23, label %bb22
chain26:
  br label %bb25
irr_pre27:
  switch i32 %m, label %bb31 [ i32 189339225, label %bb28 i32 -1540626933, label %bb28 i32 724889054, label %irr30 i32 940499301, label %if111 i32 -1438206522, label %bb28 ]
bb28:
  br i1 %c0, label %if32, label %bb70
bb29:
  br i1 %c3, label %bb40, label %bb40
irr30:
  br i1 %c3, label %counter71, label %irr8
bb31:
  br label %bb80
if32:
  switch i64 %k, label %bb33 [ i64 -1368988546, label %bb29 i64 -1455428758, label %bb29 i64 -1896125203, label %bb29 i64 -2038349327, label %bb29 i64 1934897715, label %bb29 ]
bb33:
  switch i32 %n, label %bb34 [ i32 -8, label %if35 i32 -7, label %bb19 ]
bb34:
  unreachable
if35:
  switch i64 %k, label %bb37 [ i64 10, label %bb36 ]
bb36:
  br label %bb29
bb37:
  br i1 %c0, label %bb39, label %bb38
bb38:
  br label %bb39
bb39:
  br i1 %c1, label %bb38, label %bb36
bb40:
  br i1 %c1, label %bb41, label %irr_pre42
bb41:
  unreachable
irr_pre42:
  br i1 %c0, label %bb44, label %irr43
irr43:
  br label %irr_pre45
bb44:
  br i1 %c0, label %bb51, label %irr30
irr_pre45:
  br i1 %c3, label %bb47, label %bb46
bb46:
  br label %self48
bb47:
  switch i32 %m, label %bb49 [ i32 10, label %irr57 i32 0, label %bb44 i32 16, label %bb49 i32 50, label %bb49 i32 52, label %bb17 i32 15, label %bb17 ]
self48:
  switch i32 %n, label %bb47 [ i32 51, label %self48 i32 13, label %bb47 i32 48, label %self48 ]
bb49:
  switch i32 %m, label %join50 [ i32 -334881283, label %join50 i32 -170958551, label %join50 i32 320608143, label %join50 ]
join50:
  br label %bb46
bb51:
  switch i32 %m, label %irr53 [ i32 527433502, label %bb55 i32 -574884618, label %bb17 ]
bb52:
  br i1 %c2, label %irr53, label %irr43
irr53:
  br i1 %c0, label %irr54, label %irr43
irr54:
  br i1 %c3, label %bb56, label %irr43
bb55:
  br label %bb61
bb56:
  br i1 %c0, label %irr57, label %bb58
irr57:
  br i1 %c3, label %bb58, label %bb55
bb58:
  switch i32 %n, label %bb59 [ i32 37, label %bb55 ]
bb59:
  br i1 %c2, label %join60, label %join60
join60:
  br label %irr57
bb61:
  switch i32 %n, label %bb.63.x [ i32 -8, label %bb84 i32 10, label %bb62 i32 59, label %bb23 i32 43, label %bb-64 i32 8, label %bb96 ]
bb62:
  br i1 %c2, label %counter65, label %bb52
bb.63.x:
  switch i32 %n, label %bb-64 [ i32 30, label %bb-64 i32 29, label %bb52 ]
bb-64:
  br i1 %c1, label %bb68, label %bb52
counter65:
  br i1 %c0, label %bb67, label %bb66
bb66:
  br label %counter65
bb67:
  br i1 %c1, label %counter65, label %bb.63.x
bb68:
  br i1 %c2, label %bb69, label %bb70
bb69:
  br label %bb70
bb70:
  br i1 %c1, label %bb68, label %bb62
counter71:
  br i1 %c2, label %header74, label %bb72
bb72:
  br label %counter71
bb73:
  switch i32 %n, label %counter71 [ i32 41, label %bb31 ]
header74:
  switch i32 %m, label %bb76 [ i32 195621387, label %bb73 i32 -2056868505, label %bb73 i32 1097709053, label %bb73 i32 693002162, label %bb73 ]
bb75:
  br label %header74
bb76:
  br i1 %c0, label %bb78, label %bb77
bb77:
  ret i32 %n
bb78:
  br i1 %c3, label %bb75, label %bb.79
bb.79:
  ret i32 0
bb80:
  switch i32 %n, label %bb83 [ i32 40, label %irr_pre104 i32 57, label %irr82 i32 1, label %bb2 ]
bb81:
  switch i32 %m, label %bb.85 [ i32 52, label %irr82 i32 32, label %irr82 i32 39, label %bb28 ]
irr82:
  br i1 %c2, label %counter86, label %bb28
bb83:
  br label %bb90
bb84:
  br label %irr82
bb.85:
  br label %bb84
counter86:
  switch i32 %m, label %bb87 [ i32 1380653325, label %bb87 i32 -1293272045, label %bb89 i32 -737746128, label %bb89 ]
bb87:
  br label %counter86
bb88:
  switch i32 %n, label %bb83 [ i32 2078128886, label %counter86 i32 -1588800201, label %bb83 i32 -1360568986, label %counter86 ]
bb89:
  br i1 %c3, label %bb88, label %bb89
bb90:
  switch i64 %k, label %bb92 [ i64 34, label %bb93 i64 52, label %bb92 i64 51, label %bb98 i64 32, label %bb98 ]
bb91:
  switch i32 %m, label %self94 [ i32 38, label %bb81 i32 7, label %bb80 i32 52, label %bb80 i32 29, label %self94 ]
bb92:
  br label %bb93
bb93:
  br label %bb95
self94:
  switch i32 %m, label %bb92 [ i32 10, label %self94 i32 34, label %self94 i32 42, label %bb92 i32 -7, label %self94 ]
bb95:
  br label %bb97
bb96:
  switch i32 %n, label %bb91 [ i32 34, label %bb95 i32 13, label %bb91 ]
bb97:
  br i1 %c3, label %bb96, label %bb96
bb98:
  br i1 %c0, label %counter99, label %early102
counter99:
  switch i32 %m, label %reset100 [ i32 -3, label %reset100 i32 18, label %bb101 i32 62, label %bb122 ]
reset100:
  br label %bb101
bb101:
  switch i32 %n, label %bb91 [ i32 -1600717304, label %counter99 ]
early102:
  switch i32 %m, label %bb103 [ i32 -2130350942, label %bb91 ]
bb103:
  unreachable
irr_pre104:
  br i1 %c0, label %bb105, label %bb106
bb105:
  switch i32 %n, label %bb107 [ i32 33, label %bb81 ]
bb106:
  br i1 %c3, label %counter108, label %bb81
bb107:
  br label %bb106
counter108:
  br i1 %c3, label %bb109, label %latch110
bb109:
  br label %counter108
latch110:
  switch i32 %m, label %bb105 [ i32 47, label %counter108 i32 23, label %bb105 i32 19, label %bb105 ]
if111:
  br i1 %c0, label %bb113, label %bb116
bb112:
  br label %bb29
bb113:
  switch i32 %n, label %bb115 [ i32 63, label %bb44 i32 60, label %bb115 i32 27, label %bb44 ]
latch114:
  switch i32 %m, label %bb113 [ i32 54, label %bb112 i32 41, label %bb112 i32 0, label %bb112 i32 61, label %bb112 i32 58, label %bb113 ]
bb115:
  switch i32 %m, label %latch114 [ i32 2, label %bb115 i32 55, label %bb115 i32 45, label %latch114 ]
bb116:
  switch i32 %m, label %bb116 [ i32 18, label %bb91 i32 53, label %bb91 i32 41, label %bb112 i32 20, label %bb116 i32 8, label %bb112 ]
self117:
  br i1 %c2, label %bb6, label %self117
irr_pre118:
  br i1 %c3, label %bb119, label %bb121
bb119:
  br i1 %c2, label %bb122, label %self117
_120:
  br i1 %c2, label %bb121, label %self117
bb121:
  br label %bb119
bb122:
  switch i64 %k, label %irr123 [ i64 54, label %bb124 i64 -1, label %irr123 i64 59, label %bb124 i64 25, label %bb-64 ]
irr123:
  br i1 %c0, label %bb125, label %_120
bb124:
  switch i32 %n, label %irr123 [ i32 164576866, label %bb23 i32 -1215539686, label %bb23 i32 -246160398, label %_120 i32 -1151491189, label %_120 ]
bb125:
  br i1 %c3, label %bb124, label %bb125
bb126:
  br label %dead127
dead127:
  br label %irr54
bb128:
  ret i32 0
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb92
bb24:
  switch i32 %n, label %bb23 [ i32 2043464987, label %bb23 i32 -558043751, label %bb23 i32 382586252, label %bb23 i32 1611588391, label %bb23 i32 369508334, label %bb23 ]
bb2:
  ret i32 %n
bb3:
  switch i32 %n, label %bb5 [ i32 -1548796805, label %bb4 i32 -1103363274, label %bb7 ]
bb9:
  br i1 %c1, label %irr_pre11, label %$6
bb63:
  br i1 %c3, label %bb64, label %bb66
if55:
  br i1 %c2, label %bb57, label %self58
bb13:
  br label %bb21
bb80:
  unreachable
join67:
  br label %latch65
bb83:
  br label %bb82
$27:
  switch i32 %m, label %bb34 [ i32 -4, label %bb22 i32 30, label %bb22 i32 34, label %bb22 ]
self58:
  switch i32 %m, label %self58 [ i32 51, label %self58 i32 35, label %self58 i32 49, label %self58 i32 24, label %bb56 ]
bb30:
  br label %$27
bb52:
  br label %chain51
bb77:
  switch i32 %m, label %bb79 [ i32 37, label %self87 i32 6, label %bb88 ]
bb35:
  br i1 %c0, label %bb39, label %irr28
bb64:
  br label %latch65
bb57:
  br i1 %c1, label %bb56, label %bb57
bb20:
  br label %bb19
bb69:
  br i1 %c2, label %bb71, label %irr70
bb4:
  br i1 %c2, label %bb8, label %bb2
reset49:
  br label %bb50
bb15:
  br label %bb12
bb79:
  br i1 %c2, label %bb81, label %bb80
bb5:
  br i1 %c1, label %bb9, label %bb2
chain17:
  br label %bb.16.x
bb33:
  br label %bb32
bb36:
  switch i32 %n, label %counter40 [ i32 -970427719, label %irr28 i32 1063775653, label %irr28 i32 -1059926626, label %counter40 i32 1350359182, label %counter40 ]
bb23:
  br i1 %c0, label %bb22, label %bb24
bb68:
  br i1 %c2, label %bb69, label %join67
irr60:
  br label %bb62
latch84:
  br i1 %c0, label %bb82, label %bb81
bb14:
  br i1 %c3, label %bb47, label %latch10
bb8:
  br i1 %c1, label %bb8, label %bb5
chain37:
  br label %bb36
bb12:
  br label %bb20
bb93:
  br i1 %c3, label %bb92, label %early_exit94
bb81:
  switch i32 %n, label %bb78 [ i32 22, label %bb82 i32 -8, label %bb78 i32 3, label %bb82 ]
latch10:
  br label %bb9
bb26:
  br label %bb33
$6:
  switch i32 %n, label %if55 [ i32 15, label %bb2 ]
bb88:
  switch i32 %n, label %bb78 [ i32 31, label %bb91 i32 28, label %bb78 i32 17, label %bb91 ]
latch42:
  br i1 %c3, label %bb35, label %counter40
dispatch43:
  switch i32 %n, label %bb29 [ i32 -737817970, label %dispatch43 i32 1222987169, label %dispatch43 i32 1741727201, label %chain44 i32 -874048773, label %dispatch43 ]
bb34:
  switch i64 %k, label %bb35 [ i64 9, label %bb36 i64 31, label %bb35 i64 57, label %bb36 ]
bb85:
  br label %latch84
irr70:
  br i1 %c1, label %bb71, label %bb68
bb19:
  br label %chain18
chain54:
  br label %chain53
bb32:
  br label %chain31
bb25:
  switch i32 %m, label %bb26 [ i32 31, label %$27 i32 59, label %irr28 ]
chain44:
  br label %dispatch43
chain31:
  br label %bb30
bb38:
  br label %chain37
bb74:
  br i1 %c1, label %bb76, label %bb76
bb73:
  br i1 %c0, label %header72, label %irr70
chain90:
  br label %chain89
bb21:
  br i1 %c2, label %bb23, label %bb25
bb66:
  switch i32 %m, label %bb68 [ i32 31, label %bb74 i32 52, label %bb68 ]
bb91:
  br label %chain90
bb50:
  br i1 %c0, label %bb48, label %bb15
header72:
  br i1 %c1, label %bb73, label %irr70
bb48:
  br i1 %c3, label %chain54, label %reset49
counter40:
  br i1 %c0, label %bb41, label %latch42
irr28:
  br label %dispatch43
bb29:
  br label %bb45
bb59:
  br i1 %c2, label %irr60, label %bb63
bb46:
  br i1 %c3, label %bb45, label %bb26
chain89:
  br i1 %c2, label %bb78, label %bb78
early_exit94:
  ret i32 0
chain51:
  br label %bb50
bb41:
  br label %latch42
bb82:
  br i1 %c3, label %bb83, label %bb86
bb86:
  br label %bb85
bb39:
  br label %bb38
bb22:
  br label %bb14
bb45:
  br i1 %c0, label %bb46, label %bb26
bb.16.x:
  br label %bb13
bb47:
  switch i32 %m, label %bb15 [ i32 60, label %bb48 i32 -4, label %bb15 ]
bb78:
  br label %bb59
bb61:
  br i1 %c3, label %irr60, label %bb3
bb62:
  br label %bb61
bb56:
  br label %bb7
bb76:
  br label %latch75
latch75:
  switch i32 %n, label %join67 [ i32 511719452, label %bb74 i32 1043396791, label %bb74 i32 -933871484, label %bb74 i32 -1203495954, label %bb74 i32 -764928572, label %bb74 i32 1750420867, label %join67 ]
bb71:
  br label %header72
irr_pre11:
  switch i32 %n, label %bb15 [ i32 23, label %bb12 i32 49, label %bb14 i32 50, label %bb13 ]
bb7:
  switch i64 %k, label %bb4 [ i64 59, label %bb2 ]
self87:
  br i1 %c1, label %bb78, label %self87
chain18:
  br label %chain17
latch65:
  br i1 %c1, label %bb61, label %bb63
chain53:
  br label %bb52
bb92:
  switch i32 %n, label %bb77 [ i32 -2, label %bb92 i32 63, label %bb93 i32 32, label %bb92 i32 35, label %bb92 i32 6, label %bb92 i32 52, label %bb93 ]
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  switch i32 %n, label %bb3 [ i32 62, label %rnd4 i32 28, label %rnd7 i32 4, label %bb3 ]
bb3:
  switch i32 %m, label %rnd4 [ i32 51, label %bb3 i32 12, label %bb3 i32 56, label %bb3 i32 49, label %rnd4 ]
rnd4:
  switch i32 %n, label %bb5 [ i32 -1381773906, label %rnd8 i32 310145364, label %rnd2 i32 -661756423, label %bb3 ]
bb5:
  switch i32 %n, label %bb6 [ i32 26, label %rnd8 i32 13, label %bb6 i32 45, label %rnd2 i32 52, label %rnd8 i32 29, label %bb6 ]
bb6:
  switch i32 %n, label %rnd7 [ i32 58, label %rnd9 i32 24, label %bb10 i32 42, label %bb6 ]
rnd7:
  switch i32 %m, label %rnd8 [ i32 45, label %rnd8 i32 43, label %rnd7 i32 0, label %rnd2 ]
rnd8:
  br label %rnd8
rnd9:
  br i1 %c2, label %rnd9, label %rnd4
bb10:
  br i1 %c0, label %bb10, label %rnd2
bb11:
  ret i32 0
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %ret2
ret2:
  unreachable
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb-1:
  br i1 %c2, label %bb5, label %bb7
bb2:
  ret i32 %n
early3:
  switch i32 %m, label %bb2 [ i32 -272968232, label %bb4 i32 -1324912066, label %bb2 i32 317353983, label %bb4 i32 -1324834971, label %bb2 ]
bb4:
  unreachable
bb5:
  br i1 %c2, label %bb7, label %bb8
bb6:
  br i1 %c1, label %bb9, label %early3
bb7:
  br i1 %c1, label %bb10, label %early3
bb8:
  switch i32 %n, label %bb6 [ i32 62, label %early3 i32 49, label %bb11 ]
bb9:
  switch i32 %m, label %bb9 [ i32 52, label %bb9 i32 4, label %bb7 ]
bb10:
  br label %bb11
bb11:
  switch i32 %m, label %bb10 [ i32 2, label %bb10 i32 35, label %bb8 ]
dead12:
  br label %bb6
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb7:
  br i1 %c2, label %bb8, label %bb25
rnd13:
  br label %bb14
bb4:
  switch i32 %m, label %bb21 [ i32 0, label %rnd3 i32 21, label %bb21 i32 -4, label %bb7 i32 29, label %rnd3 ]
bb14:
  br i1 %c0, label %rnd15, label %bb24
bb11:
  br i1 %c3, label %rnd12, label %bb16
bb.6.x:
  br i1 %c1, label %bb7, label %bb18
bb8:
  br label %bb9
bb5:
  br label %bb.6.x
rnd15:
  br i1 %c1, label %bb16, label %bb16
bb19:
  switch i32 %m, label %bb24 [ i32 58, label %bb19 i32 62, label %rnd23 ]
bb18:
  switch i64 %k, label %bb19 [ i64 31, label %rnd3 i64 19, label %bb19 ]
rnd12:
  br i1 %c3, label %rnd13, label %bb17
bb22:
  br i1 %c2, label %rnd23, label %bb24
bb24:
  switch i32 %m, label %bb25 [ i32 5, label %bb16 i32 41, label %bb24 ]
bb10:
  br label %bb11
bb17:
  br i1 %c1, label %bb18, label %bb22
rnd23:
  br i1 %c1, label %bb24, label %bb24
bb16:
  switch i32 %m, label %bb17 [ i32 4, label %bb24 i32 13, label %bb4 i32 49, label %bb17 i32 27, label %rnd23 ]
bb21:
  br i1 %c3, label %bb22, label %bb22
bb20:
  switch i32 %m, label %bb21 [ i32 8, label %bb10 i32 26, label %bb10 i32 3, label %bb25 ]
bb25:
  br i1 %c0, label %bb25, label %bb17
rnd3:
  br label %rnd3
bb2:
  br label %rnd3
bb9:
  br i1 %c2, label %bb10, label %bb16
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

