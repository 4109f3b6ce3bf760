; freqpath random IR: seed=1 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %4
1:
  br i1 %c0, label %2, label %8
2:
  br label %1
3:
  ret i32 0
4:
  br i1 %c1, label %7, label %3
5:
  switch i32 %m, label %9 [ i32 -8, label %6 i32 41, label %6 ]
6:
  br label %1
7:
  br i1 %c3, label %6, label %8
8:
  br i1 %c3, label %10, label %bb1
9:
  br i1 %c3, label %5, label %6
10:
  switch i32 %n, label %9 [ i32 62, label %9 i32 21, label %9 i32 43, label %5 i32 57, label %5 ]
bb1:
  ret i32 %n
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb2
dead7:
  switch i32 %n, label %bb6 [  ]
bb5:
  br i1 %c1, label %bb6, label %bb6
bb4:
  br i1 %c2, label %bb5, label %bb5
rnd3:
  br i1 %c2, label %bb4, label %bb2
bb6:
  br i1 %c3, label %bb6, label %bb6
bb2:
  br i1 %c0, label %rnd3, label %bb2
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %45
ret2:
  ret i32 %n
0:
  switch i32 %n, label %ret2 [ i32 11, label %ret2 i32 42, label %bb4 i32 26, label %ret2 i32 14, label %bb4 ]
bb3:
  br i1 %c1, label %0, label %39
bb4:
  switch i32 %m, label %1 [ i32 25, label %0 i32 54, label %1 i32 13, label %0 i32 51, label %0 ]
1:
  br i1 %c0, label %bb3, label %bb4
2:
  switch i32 %m, label %3 [ i32 0, label %bb5 i32 48, label %21 ]
bb5:
  br i1 %c3, label %0, label %0
3:
  switch i32 %m, label %4 [ i32 27, label %17 i32 30, label %6 ]
4:
  br i1 %c2, label %5, label %bb5
5:
  switch i32 %n, label %4 [ i32 58, label %14 i32 39, label %bb5 i32 51, label %bb5 ]
6:
  br i1 %c1, label %8, label %14
7:
  br label %bb5
8:
  br i1 %c0, label %9, label %10
9:
  ret i32 0
10:
  switch i32 %m, label %13 [ i32 25, label %11 i32 34, label %join12 i32 20, label %11 i32 23, label %11 i32 -5, label %join12 ]
11:
  switch i32 %n, label %12 [ i32 13, label %37 i32 48, label %37 i32 10, label %37 i32 25, label %37 ]
12:
  switch i32 %n, label %10 [ i32 48, label %10 i32 38, label %7 ]
13:
  br label %12
14:
  switch i32 %n, label %15 [ i32 31, label %31 i32 0, label %7 ]
bb6:
  switch i64 %k, label %14 [ i64 -6, label %14 i64 19, label %14 i64 -4, label %14 i64 55, label %14 ]
15:
  br i1 %c3, label %bb6, label %16
16:
  switch i32 %m, label %15 [ i32 43, label %15 i32 21, label %15 i32 55, label %15 i32 49, label %15 i32 40, label %15 ]
17:
  br i1 %c0, label %bb5, label %19
18:
  br label %17
19:
  switch i32 %m, label %19 [ i32 25, label %18 i32 34, label %17 i32 55, label %18 ]
20:
  br i1 %c2, label %bb5, label %42
bb7:
  br label %20
21:
  br label %bb7
bb8:
  switch i32 %m, label %2 [ i32 -1306167061, label %22 i32 627255829, label %bb8 i32 -2016672732, label %31 i32 -484164013, label %bb8 ]
22:
  switch i32 %n, label %24 [ i32 30, label %if10 i32 -7, label %36 i32 -4, label %if10 i32 60, label %36 i32 -1, label %24 ]
23:
  br i1 %c3, label %bb8, label %48
24:
  switch i32 %m, label %reset9 [ i32 55, label %reset9 i32 8, label %25 i32 27, label %if10 ]
reset9:
  br label %25
25:
  switch i32 %m, label %23 [ i32 -1103412592, label %24 i32 388675211, label %24 i32 -645899753, label %24 ]
if10:
  br i1 %c1, label %27, label %28
26:
  br i1 %c1, label %23, label %10
27:
  br label %26
28:
  switch i32 %m, label %28 [ i32 60, label %12 i32 46, label %26 i32 0, label %12 ]
29:
  br label %bb8
30:
  br label %29
31:
  br i1 %c0, label %30, label %48
32:
  br i1 %c0, label %32, label %bb8
33:
  switch i32 %m, label %32 [ i32 18, label %18 i32 46, label %32 ]
34:
  switch i64 %k, label %35 [ i64 55145585, label %22 i64 4843898, label %36 ]
35:
  ret i32 0
36:
  switch i32 %n, label %33 [ i32 8, label %bb4 i32 42, label %36 ]
37:
  br i1 %c0, label %38, label %40
38:
  br label %37
39:
  br i1 %c2, label %37, label %34
40:
  br i1 %c3, label %41, label %41
41:
  br label %39
42:
  br label %44
43:
  br i1 %c3, label %37, label %42
44:
  switch i32 %m, label %43 [ i32 -842911066, label %44 i32 245575470, label %37 i32 1218144723, label %43 i32 361379925, label %37 i32 -1697852409, label %16 ]
45:
  br i1 %c3, label %bb11, label %42
46:
  br i1 %c0, label %45, label %45
bb11:
  switch i32 %n, label %48 [ i32 36, label %49 i32 8, label %49 i32 0, label %join12 i32 -3, label %48 i32 30, label %39 i32 32, label %join12 ]
join12:
  br i1 %c1, label %46, label %32
47:
  br label %join12
48:
  br i1 %c0, label %47, label %45
bb13:
  br label %join12
49:
  br label %bb13
50:
  br i1 %c1, label %join12, label %join12
51:
  br label %43
52:
  switch i32 %n, label %42 [ i32 27, label %45 i32 53, label %bb7 i32 50, label %bb7 ]
53:
  unreachable
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb175
early_exit153:
  ret i32 0
bb166:
  br i1 %c0, label %bb167, label %bb169
bb136:
  switch i32 %m, label %bb134 [ i32 55, label %bb134 i32 57, label %bb134 i32 39, label %join26 ]
bb62:
  br i1 %c0, label %bb61, label %bb63
bb85:
  switch i32 %n, label %bb86 [ i32 50, label %bb9 i32 25, label %irr_pre87 ]
bb110:
  br i1 %c1, label %bb112, label %inf_pre105
header179:
  switch i32 %n, label %bb181 [ i32 46, label %header39 ]
irr31:
  br i1 %c0, label %dispatch33, label %dispatch18
bb127:
  br label %join125
bb48:
  br label %bb40
bb138:
  switch i32 %m, label %bb140 [ i32 -244500326, label %bb110 ]
latch42:
  switch i32 %n, label %header41 [ i32 3, label %header41 i32 -8, label %bb40 ]
bb37:
  br i1 %c2, label %bb38, label %bb35
bb67:
  br label %bb4
bb21:
  br label %bb19
bb56:
  br i1 %c3, label %bb57, label %bb51
bb142:
  br i1 %c3, label %irr_pre143, label %bb138
bb114:
  switch i32 %n, label %bb116 [ i32 16, label %if66 i32 9, label %bb116 i32 -5, label %irr111 ]
bb146:
  switch i32 %n, label %bb147 [ i32 13, label %bb147 i32 50, label %irr148 i32 39, label %irr148 i32 43, label %bb142 i32 49, label %bb142 ]
bb58:
  br i1 %c3, label %bb57, label %bb51
bb118:
  switch i32 %m, label %bb116 [ i32 0, label %bb58 i32 -6, label %latch115 ]
bb149:
  switch i32 %m, label %bb149 [ i32 -4, label %irr148 i32 -1, label %dispatch18 ]
dispatch33:
  switch i32 %n, label %bb32 [ i32 42, label %dispatch33 i32 50, label %header39 i32 48, label %bb34 ]
bb95:
  switch i64 %k, label %bb96 [ i64 33, label %irr77 i64 13, label %irr77 i64 37, label %irr77 i64 59, label %irr77 ]
bb9:
  br i1 %c2, label %bb12, label %bb5
inf_pre150:
  br i1 %c2, label %bb151, label %bb147
bb124:
  br i1 %c0, label %bb126, label %join125
bb159:
  br label %bb158
bb130:
  br i1 %c1, label %bb131, label %bb127
bb79:
  br i1 %c2, label %_84, label %bb75
bb107:
  br i1 %c2, label %bb108, label %inf106
bb19:
  switch i32 %m, label %bb20 [ i32 55, label %bb170 i32 54, label %dispatch18 i32 -4, label %bb158 ]
bb171:
  switch i32 %n, label %bb172 [ i32 62, label %bb29 i32 51, label %bb173 ]
header39:
  br i1 %c1, label %header39, label %dispatch33
bb20:
  switch i32 %n, label %header22 [ i32 52, label %bb25 ]
bb17:
  br i1 %c2, label %dispatch18, label %header179
join26:
  switch i32 %m, label %bb21 [  ]
reset164:
  br label %bb.165
bb82:
  br label %chain90
irr77:
  switch i64 %k, label %bb74 [ i64 1710192807, label %latch72 i64 1280854773, label %bb74 i64 1151758780, label %latch72 i64 1567664437, label %latch72 ]
bb156:
  switch i64 %k, label %bb157 [ i64 57, label %bb109 i64 17, label %bb109 i64 42, label %bb194 i64 11, label %bb187 i64 14, label %$92 ]
bb89:
  br i1 %c3, label %bb88, label %bb82
bb173:
  switch i32 %m, label %inf174 [ i32 608311731, label %bb172 i32 -267009136, label %bb79 ]
bb46:
  switch i32 %m, label %bb45 [ i32 26, label %bb47 i32 57, label %bb47 ]
irr_pre36:
  switch i64 %k, label %bb37 [ i64 689899456, label %bb38 i64 1742754768, label %bb38 i64 1198112210, label %bb37 i64 -195537462, label %bb37 ]
bb71:
  br label %bb73
self94:
  switch i32 %m, label %self94 [ i32 0, label %bb93 i32 1, label %bb132 ]
bb116:
  br i1 %c3, label %bb117, label %bb119
bb16:
  br i1 %c2, label %bb17, label %bb6
inf106:
  br label %bb107
irr_pre78:
  switch i32 %n, label %irr80 [ i32 23, label %bb79 i32 54, label %bb82 i32 6, label %irr81 i32 14, label %irr31 i32 55, label %irr80 i32 37, label %bb82 ]
bb185:
  switch i32 %m, label %bb186 [ i32 1, label %bb2 i32 32, label %bb192 i32 9, label %bb2 i32 -5, label %bb182 ]
bb43:
  br i1 %c2, label %join44, label %join44
bb141:
  switch i32 %n, label %bb140 [ i32 50, label %bb140 i32 6, label %bb139 i32 21, label %bb140 i32 36, label %irr_pre30 i32 57, label %bb139 ]
bb61:
  br i1 %c0, label %bb59, label %dispatch18
bb49:
  switch i32 %n, label %dispatch18 [ i32 20, label %irr_pre50 i32 31, label %bb49 i32 -6, label %bb49 i32 0, label %bb49 i32 10, label %bb38 i32 55, label %irr_pre50 i32 6, label %bb38 ]
bb5:
  br i1 %c3, label %bb16, label %bb2
irr148:
  br i1 %c2, label %inf_pre150, label %bb144
latch65:
  br i1 %c1, label %bb63, label %bb61
bb51:
  switch i64 %k, label %bb55 [ i64 33, label %bb49 i64 61, label %bb195 ]
join125:
  br label %bb123
bb102:
  br label %bb67
bb86:
  switch i32 %n, label %bb82 [ i32 8, label %bb86 i32 63, label %bb86 i32 42, label %bb86 i32 54, label %bb86 i32 21, label %bb86 ]
bb117:
  br label %bb116
bb119:
  switch i32 %m, label %bb121 [ i32 -7, label %if133 i32 61, label %bb121 ]
bb70:
  br i1 %c0, label %bb69, label %bb69
irr_pre137:
  br i1 %c0, label %bb138, label %bb139
irr_pre143:
  switch i32 %n, label %bb145 [ i32 -708797941, label %bb144 i32 308522877, label %bb142 ]
bb169:
  br i1 %c2, label %bb171, label %bb168
bb196:
  switch i32 %m, label %bb196 [ i32 36, label %bb195 i32 14, label %bb194 i32 43, label %bb180 ]
bb177:
  switch i32 %m, label %header179 [ i32 21, label %header179 i32 37, label %irr_pre87 i32 59, label %bb178 i32 12, label %bb178 i32 18, label %irr_pre87 ]
bb93:
  br i1 %c0, label %counter91, label %irr76
bb120:
  br i1 %c2, label %bb118, label %bb114
counter27:
  switch i64 %k, label %reset28 [ i64 49, label %bb29 i64 58, label %bb82 ]
header22:
  br label %bb24
bb.165:
  switch i32 %m, label %counter163 [ i32 28, label %bb162 i32 36, label %bb151 i32 50, label %bb151 i32 42, label %bb151 i32 62, label %bb151 ]
irr97:
  br label %bb98
bb154:
  br label %bb155
irr_pre50:
  switch i32 %n, label %bb52 [ i32 56, label %bb51 i32 9, label %bb51 ]
bb182:
  switch i32 %n, label %bb180 [ i32 -1, label %bb59 i32 9, label %bb181 i32 63, label %bb59 i32 52, label %bb181 i32 14, label %bb181 ]
bb96:
  switch i32 %m, label %irr97 [ i32 -8, label %bb98 i32 53, label %irr97 i32 24, label %bb4 i32 21, label %irr97 i32 10, label %bb4 ]
if66:
  switch i32 %m, label %bb70 [ i32 47, label %bb101 i32 26, label %latch191 i32 9, label %bb71 i32 28, label %bb71 i32 23, label %bb101 i32 0, label %bb71 ]
bb74:
  switch i64 %k, label %irr_pre78 [ i64 58, label %latch72 i64 40, label %irr_pre87 ]
bb3:
  switch i32 %m, label %bb6 [ i32 -1, label %bb194 i32 34, label %bb4 ]
counter91:
  br i1 %c0, label %$92, label %self94
bb53:
  br label %bb52
irr7:
  br i1 %c0, label %if66, label %bb181
dispatch18:
  switch i64 %k, label %bb17 [ i64 -1517436335, label %bb49 i64 94989305, label %irr_pre30 i64 -295113870, label %bb19 i64 1501861650, label %bb59 i64 777291623, label %counter27 ]
reset28:
  br label %bb29
latch72:
  br i1 %c0, label %bb71, label %bb67
chain103:
  br label %bb102
if133:
  br i1 %c1, label %if135, label %bb134
bb172:
  br label %bb170
bb155:
  br i1 %c1, label %bb155, label %bb186
bb194:
  br i1 %c3, label %bb196, label %bb182
bb139:
  switch i32 %n, label %bb142 [ i32 5, label %bb110 i32 15, label %bb110 ]
header41:
  br label %latch42
bb57:
  switch i32 %m, label %bb58 [ i32 56, label %bb51 i32 -6, label %bb51 i32 43, label %bb58 ]
bb168:
  switch i32 %m, label %bb.165 [ i32 24, label %bb.165 i32 54, label %bb162 i32 -6, label %bb166 i32 12, label %bb.165 i32 53, label %bb166 ]
bb59:
  br i1 %c1, label %bb62, label %bb60
bb98:
  switch i32 %m, label %header99 [ i32 9, label %bb95 i32 13, label %bb142 ]
bb144:
  br i1 %c1, label %bb145, label %bb142
irr81:
  br label %bb85
bb183:
  switch i32 %m, label %bb184 [ i32 50, label %bb194 i32 43, label %irr80 i32 61, label %bb182 ]
join176:
  br label %bb162
bb121:
  br label %bb122
bb189:
  br i1 %c1, label %latch191, label %bb190
bb157:
  ret i32 0
bb38:
  switch i32 %m, label %bb37 [ i32 -578000570, label %bb37 i32 -1501265376, label %bb35 i32 -2041167555, label %bb37 i32 592188523, label %bb35 i32 -72663947, label %bb52 ]
bb2:
  ret i32 %n
bb188:
  switch i32 %m, label %bb192 [  ]
bb34:
  br label %bb35
latch191:
  switch i32 %m, label %bb189 [ i32 48, label %bb187 ]
bb52:
  br label %bb56
bb131:
  br i1 %c3, label %bb129, label %bb127
bb152:
  br i1 %c1, label %bb154, label %early_exit153
bb180:
  switch i32 %n, label %header179 [ i32 23, label %bb101 i32 11, label %join176 i32 19, label %bb62 ]
bb104:
  br i1 %c2, label %bb102, label %bb104
bb147:
  br label %bb149
bb112:
  switch i32 %m, label %bb114 [ i32 -7, label %bb113 i32 48, label %bb100 i32 -3, label %bb100 i32 18, label %bb195 ]
bb64:
  switch i32 %n, label %latch65 [  ]
bb175:
  switch i32 %n, label %bb177 [ i32 -311875452, label %bb117 i32 -1002725870, label %join176 i32 -1920519448, label %join176 i32 1985208358, label %bb117 ]
bb123:
  switch i64 %k, label %bb122 [ i64 58, label %bb123 i64 -2, label %bb123 i64 32, label %bb123 i64 10, label %bb124 i64 20, label %bb123 i64 61, label %bb123 i64 42, label %bb123 i64 -3, label %bb123 i64 44, label %bb123 ]
bb193:
  br label %bb193
bb32:
  br i1 %c0, label %irr31, label %dispatch18
bb122:
  br label %bb123
bb145:
  switch i32 %n, label %bb146 [ i32 56, label %bb142 i32 24, label %chain103 i32 7, label %chain103 i32 28, label %bb146 ]
bb47:
  ret i32 %n
inf_pre105:
  br i1 %c1, label %inf106, label %bb195
bb88:
  br label %bb89
bb24:
  br i1 %c3, label %bb23, label %bb24
bb132:
  br i1 %c0, label %bb130, label %bb132
bb181:
  br label %bb183
bb126:
  switch i32 %n, label %bb127 [ i32 44, label %irr77 i32 61, label %bb128 ]
bb109:
  br i1 %c2, label %irr111, label %bb152
bb158:
  br i1 %c2, label %bb158, label %bb156
bb60:
  br i1 %c2, label %bb61, label %bb.165
bb14:
  switch i32 %n, label %counter13 [ i32 47, label %bb131 i32 33, label %bb100 ]
counter163:
  switch i32 %m, label %bb166 [ i32 -5, label %reset164 i32 2, label %reset164 i32 52, label %reset164 i32 45, label %reset164 ]
bb75:
  br i1 %c0, label %counter91, label %bb67
header99:
  switch i32 %m, label %bb100 [ i32 43, label %bb15 i32 6, label %bb15 i32 31, label %bb15 i32 20, label %bb100 ]
irr_pre30:
  br i1 %c3, label %bb32, label %bb40
bb140:
  br label %bb141
bb192:
  switch i32 %n, label %bb193 [ i32 995367714, label %bb185 i32 788482592, label %bb56 i32 -1729374240, label %bb189 ]
bb129:
  switch i32 %n, label %bb132 [ i32 58, label %bb127 i32 60, label %bb155 i32 12, label %bb73 ]
bb11:
  br i1 %c1, label %bb10, label %bb136
counter13:
  switch i32 %n, label %bb14 [ i32 44, label %bb15 i32 11, label %bb134 ]
join44:
  br label %bb40
irr76:
  br i1 %c3, label %bb95, label %latch72
irr111:
  br label %irr_pre137
bb55:
  br label %bb54
bb73:
  switch i32 %n, label %irr77 [ i32 -367060655, label %irr77 i32 1892925592, label %irr76 i32 -1176860712, label %bb74 i32 -1892597896, label %irr76 i32 -229977080, label %bb75 ]
bb187:
  br i1 %c3, label %bb188, label %bb182
bb8:
  switch i32 %n, label %bb9 [ i32 41, label %bb10 i32 14, label %bb9 i32 -7, label %bb10 ]
bb190:
  br label %bb189
bb6:
  br i1 %c0, label %irr7, label %bb2
bb195:
  br label %bb194
bb10:
  switch i32 %m, label %counter13 [ i32 32, label %counter13 i32 41, label %bb5 ]
bb23:
  switch i32 %n, label %bb21 [ i32 -499792637, label %header22 i32 -1112864688, label %header22 i32 1276176789, label %bb110 i32 -841689687, label %header22 ]
bb178:
  ret i32 %n
bb167:
  br label %bb168
bb113:
  ret i32 %n
bb134:
  br label %bb120
$92:
  br i1 %c2, label %counter91, label %counter91
bb161:
  br label %chain160
bb63:
  switch i32 %n, label %bb64 [ i32 -3, label %latch65 i32 16, label %bb64 i32 13, label %latch65 ]
chain90:
  br label %bb79
bb4:
  br label %bb8
bb35:
  switch i32 %n, label %irr_pre36 [  ]
_84:
  switch i64 %k, label %chain83 [ i64 11, label %irr81 i64 63, label %irr81 i64 60, label %bb67 ]
bb162:
  switch i32 %m, label %counter163 [ i32 1878431568, label %bb43 i32 -266786893, label %bb161 ]
chain160:
  br i1 %c0, label %bb159, label %bb159
bb29:
  switch i64 %k, label %counter27 [ i64 41, label %dispatch18 i64 44, label %counter27 i64 47, label %bb181 ]
bb108:
  br label %bb108
bb184:
  br i1 %c2, label %bb188, label %bb186
irr80:
  switch i32 %m, label %irr81 [ i32 -1539832716, label %bb124 i32 -1601148399, label %bb124 i32 -891294480, label %bb124 i32 499311422, label %bb124 ]
if135:
  switch i64 %k, label %bb136 [ i64 14, label %bb10 i64 19, label %bb136 i64 51, label %bb20 i64 5, label %bb136 ]
bb15:
  br i1 %c2, label %bb9, label %counter13
chain83:
  br label %irr80
bb54:
  br i1 %c0, label %bb53, label %bb53
bb151:
  br i1 %c2, label %bb151, label %bb151
bb25:
  br i1 %c0, label %join26, label %join26
bb12:
  br label %bb11
bb100:
  switch i32 %n, label %header99 [ i32 0, label %irr97 i32 1, label %irr97 i32 21, label %irr97 ]
bb45:
  switch i32 %m, label %bb40 [ i32 -3, label %bb45 i32 -5, label %bb45 i32 27, label %bb45 i32 53, label %bb46 i32 48, label %bb45 i32 20, label %bb45 i32 26, label %bb45 ]
bb186:
  br i1 %c3, label %bb189, label %bb182
bb128:
  switch i64 %k, label %bb129 [ i64 40, label %bb131 i64 30, label %bb130 ]
bb170:
  br label %bb169
latch115:
  br label %bb114
inf174:
  br label %inf174
bb101:
  br i1 %c3, label %chain103, label %bb104
bb68:
  br label %bb67
bb40:
  switch i32 %m, label %irr31 [ i32 32, label %bb43 i32 48, label %irr31 i32 6, label %bb40 i32 0, label %bb43 i32 18, label %bb45 i32 39, label %bb48 i32 5, label %bb43 i32 4, label %header41 ]
irr_pre87:
  br i1 %c2, label %bb89, label %bb88
bb69:
  br label %bb68
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb10
ret2:
  br label %bb42
bb3:
  br i1 %c3, label %bb4, label %ret2
bb4:
  switch i32 %n, label %bb9 [ i32 10, label %bb5 i32 55, label %ret2 ]
bb5:
  switch i32 %n, label %bb3 [ i32 283160735, label %chain19 i32 38238665, label %chain19 ]
bb6:
  br label %bb5
chain7:
  switch i32 %m, label %bb6 [  ]
bb8:
  br label %chain7
bb9:
  br label %bb8
bb10:
  br i1 %c0, label %bb13, label %irr11
irr11:
  br i1 %c3, label %bb14, label %bb3
bb12:
  switch i32 %m, label %bb13 [ i32 22, label %bb24 i32 59, label %bb3 ]
bb13:
  br i1 %c3, label %irr11, label %bb3
bb14:
  switch i32 %m, label %bb12 [ i32 -2041364227, label %bb15 i32 191566216, label %bb14 i32 -1161369997, label %bb14 i32 992038992, label %bb15 i32 -1744749309, label %bb14 i32 -375281459, label %bb44 i32 744242382, label %bb15 ]
bb15:
  br i1 %c3, label %bb17, label %bb14
bb-16:
  br i1 %c0, label %bb15, label %bb13
bb17:
  switch i32 %m, label %bb28 [ i32 41, label %bb29 i32 53, label %dispatch34 i32 29, label %dispatch34 ]
join18:
  switch i32 %n, label %bb-16 [ i32 -7, label %bb29 i32 23, label %bb29 i32 52, label %bb-16 i32 1, label %bb29 i32 19, label %chain7 ]
chain19:
  br label %join18
bb20:
  br label %chain19
chain21:
  br label %bb20
bb22:
  switch i32 %m, label %chain21 [ i32 1, label %bb39 i32 30, label %bb39 i32 49, label %chain21 ]
chain23:
  br label %bb22
bb24:
  br label %chain23
bb25:
  switch i32 %m, label %bb24 [ i32 42, label %bb61 ]
bb26:
  br i1 %c1, label %bb25, label %bb60
bb27:
  switch i32 %n, label %bb26 [ i32 52, label %bb26 i32 55, label %counter47 i32 37, label %bb26 ]
bb28:
  br i1 %c1, label %bb27, label %chain23
bb29:
  switch i32 %n, label %_31 [ i32 41, label %bb27 i32 19, label %early_exit30 ]
early_exit30:
  ret i32 0
_31:
  switch i32 %n, label %bb32 [ i32 -487390288, label %bb33 ]
bb32:
  br label %bb33
bb33:
  br i1 %c3, label %bb32, label %join18
dispatch34:
  switch i32 %m, label %join18 [ i32 9, label %bb35 i32 -6, label %bb38 i32 49, label %dispatch34 i32 47, label %bb35 i32 36, label %bb35 i32 60, label %join18 ]
bb35:
  br i1 %c2, label %bb36, label %bb37
bb36:
  br label %bb35
bb37:
  br i1 %c3, label %bb35, label %dispatch34
bb38:
  br i1 %c3, label %bb39, label %bb40
bb39:
  br i1 %c3, label %bb41, label %dispatch34
bb40:
  br i1 %c3, label %bb43, label %dispatch34
bb41:
  br i1 %c3, label %bb40, label %bb40
bb42:
  br label %bb39
bb43:
  br label %bb42
bb44:
  switch i32 %n, label %bb45 [ i32 1692487503, label %bb61 i32 1454527338, label %bb46 i32 1765997847, label %bb46 ]
bb45:
  br i1 %c1, label %counter47, label %bb14
bb46:
  br i1 %c1, label %bb64, label %chain21
counter47:
  br i1 %c3, label %bb48, label %bb50
bb48:
  br label %counter47
latch49:
  br i1 %c0, label %counter47, label %bb46
bb50:
  switch i64 %k, label %irr53 [ i64 40, label %bb62 i64 20, label %bb48 i64 29, label %bb48 i64 42, label %bb62 i64 26, label %bb52 ]
bb51:
  br i1 %c3, label %bb55, label %bb55
bb52:
  br label %bb58
irr53:
  br i1 %c1, label %bb54, label %latch49
bb54:
  br i1 %c1, label %bb59, label %latch49
bb55:
  br i1 %c3, label %bb57, label %bb56
bb56:
  br label %bb55
bb57:
  switch i32 %m, label %bb55 [ i32 13, label %bb24 i32 58, label %bb52 ]
bb58:
  switch i32 %m, label %irr53 [ i32 31, label %bb58 i32 49, label %bb57 i32 -4, label %irr53 i32 36, label %irr53 ]
bb59:
  switch i32 %n, label %bb60 [ i32 -971336680, label %bb61 i32 1801710342, label %counter47 ]
bb60:
  br label %bb59
bb61:
  br i1 %c0, label %bb51, label %bb59
bb62:
  switch i32 %n, label %bb63 [ i32 8, label %bb32 ]
bb63:
  switch i32 %m, label %bb62 [ i32 25, label %bb62 i32 -6, label %bb51 i32 61, label %bb62 i32 45, label %bb51 ]
bb64:
  br label %bb65
bb65:
  switch i32 %n, label %bb45 [ i32 -6, label %bb64 i32 41, label %bb4 ]
bb66:
  ret i32 %n
bb67:
  switch i32 %n, label %bb59 [ i32 61, label %bb52 i32 32, label %bb59 ]
bb68:
  br label %ret2
dead69:
  ret i32 %n
dead70:
  br i1 %c1, label %dead69, label %bb32
bb71:
  br label %bb71
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb7
bb2:
  ret i32 %n
header3:
  switch i32 %n, label %bb4 [ i32 29, label %bb2 ]
bb4:
  br label %header3
early5:
  br i1 %c2, label %header3, label %early_exit6
early_exit6:
  ret i32 %n
bb7:
  switch i32 %m, label %irr_pre8 [ i32 56, label %early5 i32 -5, label %irr_pre8 i32 9, label %bb16 i32 61, label %early5 ]
irr_pre8:
  br i1 %c1, label %bb10, label %bb9
bb9:
  br i1 %c3, label %bb10, label %early5
bb10:
  br i1 %c0, label %if11, label %early5
if11:
  br i1 %c2, label %dispatch13, label %join12
join12:
  br label %bb9
dispatch13:
  switch i64 %k, label %join12 [ i64 11, label %dispatch19 i64 50, label %dispatch13 i64 43, label %bb37 i64 33, label %bb39 i64 28, label %dispatch13 i64 55, label %bb14 ]
bb14:
  switch i64 %k, label %bb15 [ i64 -6, label %chain18 ]
bb15:
  br label %bb14
bb16:
  switch i32 %m, label %dispatch13 [ i32 38, label %bb14 ]
chain17:
  br i1 %c2, label %bb16, label %if11
chain18:
  br label %chain17
dispatch19:
  switch i32 %m, label %dispatch13 [ i32 38, label %bb34 i32 39, label %bb26 i32 31, label %header22 i32 44, label %bb31 i32 43, label %bb20 i32 52, label %bb30 ]
bb20:
  br i1 %c3, label %latch21, label %dispatch19
latch21:
  br label %bb20
header22:
  switch i32 %m, label %bb24 [ i32 24, label %dispatch19 i32 46, label %bb24 i32 52, label %bb24 ]
bb23:
  br label %header22
bb24:
  switch i32 %n, label %bb25 [ i32 839332593, label %bb23 i32 2083876817, label %bb23 i32 -578852255, label %bb23 i32 1257871314, label %if11 ]
bb25:
  ret i32 0
bb26:
  switch i32 %n, label %bb27 [ i32 -86728771, label %bb27 i32 -1019191967, label %bb27 ]
bb27:
  br i1 %c3, label %dispatch19, label %header22
bb28:
  br label %dispatch19
chain29:
  br i1 %c0, label %bb28, label %bb28
bb30:
  br label %chain29
bb31:
  br i1 %c1, label %bb32, label %bb33
bb32:
  br label %bb31
bb33:
  br i1 %c1, label %bb31, label %dispatch19
bb34:
  switch i32 %m, label %bb35 [ i32 58, label %irr36 i32 49, label %irr_pre8 ]
bb35:
  switch i32 %m, label %irr36 [ i32 25, label %dispatch19 i32 54, label %irr36 i32 29, label %irr36 i32 -4, label %dispatch19 ]
irr36:
  br i1 %c3, label %bb35, label %dispatch19
bb37:
  br i1 %c3, label %bb38, label %dispatch13
bb38:
  unreachable
bb39:
  switch i64 %k, label %dispatch13 [ i64 48, label %bb40 i64 33, label %dispatch13 i64 27, label %bb30 ]
bb40:
  ret i32 0
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb16
bb2:
  ret i32 %n
bb3:
  br i1 %c3, label %bb5, label %irr4
irr4:
  br i1 %c1, label %bb6, label %bb2
bb5:
  switch i64 %k, label %bb7 [ i64 6, label %bb2 ]
bb6:
  br label %bb5
bb7:
  switch i32 %n, label %irr4 [ i32 -6, label %bb11 i32 -8, label %bb12 i32 39, label %bb7 ]
bb8:
  br label %bb7
bb9:
  switch i64 %k, label %bb8 [  ]
bb10:
  br label %bb9
bb11:
  br i1 %c2, label %bb10, label %bb10
bb12:
  br i1 %c2, label %irr14, label %bb13
bb13:
  br i1 %c1, label %irr14, label %bb7
irr14:
  br i1 %c2, label %chain15, label %bb7
chain15:
  br label %bb13
bb16:
  br i1 %c1, label %bb17, label %irr18
bb17:
  br i1 %c2, label %bb19, label %bb3
irr18:
  br i1 %c0, label %bb17, label %bb3
bb19:
  br i1 %c3, label %irr21, label %irr20
irr20:
  br i1 %c0, label %bb22, label %irr18
irr21:
  br i1 %c2, label %irr20, label %irr18
bb22:
  br i1 %c2, label %bb24, label %bb23
bb23:
  br i1 %c0, label %if25, label %irr21
bb24:
  br i1 %c1, label %bb23, label %irr21
if25:
  switch i32 %n, label %bb26 [ i32 4, label %bb31 i32 22, label %bb31 i32 3, label %bb31 ]
bb26:
  br i1 %c0, label %bb24, label %bb28
bb27:
  br label %bb26
bb28:
  switch i32 %m, label %bb29 [ i32 -401339575, label %bb30 i32 -1806619225, label %bb26 i32 -1835199017, label %bb30 i32 -852727072, label %bb26 i32 -488172897, label %bb29 ]
bb29:
  br label %bb28
bb30:
  br i1 %c2, label %bb28, label %bb27
bb31:
  br i1 %c3, label %bb33, label %irr32
irr32:
  br label %irr_pre34
bb33:
  br i1 %c1, label %irr32, label %bb24
irr_pre34:
  switch i32 %n, label %bb37 [ i32 17, label %bb36 i32 -3, label %bb35 i32 43, label %bb37 ]
bb35:
  br i1 %c3, label %bb36, label %bb33
bb36:
  br label %bb37
bb37:
  br label %bb35
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
"1bb":
  br label %bb43
bb2:
  br label %chain11
bb3:
  switch i32 %m, label %bb2 [ i32 -357776860, label %bb4 i32 1572097614, label %inf_pre18 i32 -779599118, label %bb17 i32 -488275864, label %bb20 i32 590433427, label %bb4 ]
bb4:
  switch i32 %m, label %bb6 [ i32 40, label %bb-5 ]
bb-5:
  unreachable
bb6:
  br i1 %c0, label %bb3, label %bb8
bb7:
  br label %bb6
bb8:
  switch i32 %m, label %bb7 [ i32 61, label %bb12 i32 2, label %bb13 ]
bb9:
  br i1 %c1, label %bb7, label %counter56
chain10:
  br i1 %c2, label %bb9, label %bb9
chain11:
  br label %chain10
bb12:
  br i1 %c3, label %chain11, label %chain10
bb13:
  br i1 %c0, label %bb7, label %bb6
bb14:
  br i1 %c2, label %bb3, label %early51
bb15:
  br label %bb14
chain16:
  br label %bb15
bb17:
  br label %chain16
inf_pre18:
  br i1 %c0, label %bb19, label %bb3
bb19:
  br label %bb19
bb20:
  switch i32 %n, label %bb.22.x [ i32 59, label %bb31 i32 45, label %inf_pre18 ]
bb21:
  br label %bb3
bb.22.x:
  br i1 %c1, label %header25, label %bb23
bb23:
  br i1 %c0, label %bb.22.x, label %bb.22.x
bb24:
  br i1 %c0, label %bb21, label %bb.22.x
header25:
  br label %dispatch27
bb26:
  br i1 %c3, label %header25, label %bb24
dispatch27:
  switch i32 %n, label %bb26 [ i32 1331177881, label %header30 i32 526956770, label %bb28 i32 36291476, label %bb28 i32 866529001, label %dispatch27 ]
bb28:
  br label %inf29
inf29:
  br i1 %c2, label %inf29, label %bb8
header30:
  switch i32 %n, label %dispatch27 [ i32 37, label %dispatch27 i32 31, label %header30 i32 15, label %header30 ]
bb31:
  br i1 %c3, label %latch32, label %latch32
latch32:
  br i1 %c0, label %bb31, label %bb21
bb33:
  switch i32 %m, label %bb35 [ i32 9, label %bb2 i32 22, label %early36 i32 45, label %bb2 ]
join34:
  br label %bb3
bb35:
  br i1 %c0, label %join34, label %bb35
early36:
  br i1 %c1, label %bb38, label %early_exit37
early_exit37:
  unreachable
bb38:
  br i1 %c0, label %bb42, label %join34
bb39:
  switch i32 %n, label %bb38 [ i32 54, label %bb38 i32 8, label %join34 i32 -5, label %bb38 ]
bb40:
  br label %bb39
bb41:
  br label %bb40
bb42:
  br label %bb41
bb43:
  br i1 %c1, label %bb44, label %bb33
bb44:
  switch i64 %k, label %bb33 [ i64 -1, label %bb53 i64 58, label %bb53 i64 32, label %bb53 i64 12, label %bb44 i64 9, label %bb49 i64 -2, label %early45 i64 38, label %bb44 ]
early45:
  br i1 %c2, label %bb46, label %bb47
bb46:
  unreachable
bb47:
  br i1 %c0, label %bb48, label %bb44
bb48:
  ret i32 %n
bb49:
  br i1 %c1, label %early51, label %early51
latch50:
  switch i32 %n, label %bb44 [ i32 23, label %bb49 i32 28, label %bb44 i32 30, label %bb49 i32 21, label %bb49 ]
early51:
  br i1 %c0, label %latch50, label %early_exit52
early_exit52:
  ret i32 0
bb53:
  switch i32 %n, label %bb44 [ i32 32, label %bb53 i32 31, label %bb53 i32 61, label %bb53 i32 35, label %bb54 i32 -4, label %bb53 i32 30, label %bb53 i32 17, label %bb53 ]
bb54:
  switch i64 %k, label %counter56 [ i64 37, label %bb69 i64 24, label %counter56 i64 -3, label %bb69 i64 9, label %bb69 i64 56, label %early_exit55 ]
early_exit55:
  ret i32 %n
counter56:
  br i1 %c3, label %bb57, label %bb70
bb57:
  br label %bb58
bb58:
  switch i32 %n, label %counter56 [ i32 -85054505, label %bb53 i32 523388667, label %bb9 ]
chain59:
  br label %bb58
bb60:
  br label %chain59
bb61:
  br label %bb60
bb62:
  br label %bb61
bb63:
  br label %bb62
bb64:
  switch i32 %m, label %bb63 [ i32 47, label %bb7 ]
bb65:
  br i1 %c1, label %bb64, label %bb20
bb66:
  br label %bb65
chain67:
  switch i32 %m, label %bb66 [  ]
bb68:
  br label %chain67
bb69:
  br label %bb68
bb70:
  br label %bb69
bb71:
  br label %bb19
bb72:
  br i1 %c3, label %dead74, label %bb31
bb73:
  switch i64 %k, label %bb9 [ i64 36, label %dead74 i64 62, label %dead74 ]
dead74:
  switch i32 %m, label %bb49 [ i32 55, label %bb12 i32 39, label %bb12 i32 24, label %dead74 ]
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb3
bb2:
  ret i32 %n
bb3:
  switch i32 %n, label %bb5 [ i32 6, label %bb4 i32 33, label %bb12 ]
bb4:
  ret i32 %n
bb5:
  switch i32 %m, label %bb2 [ i32 26, label %bb12 i32 1, label %header6 i32 28, label %bb21 i32 -4, label %bb21 i32 42, label %if22 i32 8, label %bb12 i32 54, label %bb12 ]
header6:
  br i1 %c3, label %bb8, label %bb5
latch7:
  br label %header6
bb8:
  br i1 %c1, label %bb11, label %latch7
bb9:
  br label %latch7
bb10:
  br i1 %c1, label %bb9, label %bb8
bb11:
  br label %bb10
bb12:
  br i1 %c3, label %bb15, label %$14
irr13:
  br i1 %c2, label %header16, label %bb5
$14:
  br label %bb15
bb15:
  br label %irr13
header16:
  br label %bb18
_17:
  switch i32 %n, label %$14 [ i32 24, label %header16 i32 22, label %header16 ]
bb18:
  br i1 %c3, label %irr20, label %bb19
bb19:
  switch i32 %m, label %irr20 [ i32 44, label %irr20 i32 2, label %irr20 i32 57, label %_17 ]
irr20:
  br i1 %c2, label %bb19, label %_17
bb21:
  switch i32 %n, label %bb5 [ i32 8, label %bb21 i32 9, label %bb5 i32 40, label %bb21 ]
if22:
  switch i32 %n, label %bb5 [ i32 1451408633, label %bb5 ]
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br i1 %c3, label %bb2, label %bb2
bb25:
  br i1 %c3, label %rnd26, label %bb5
bb12:
  br i1 %c0, label %bb-13, label %rnd4
rnd7:
  switch i32 %m, label %bb8 [ i32 4, label %bb2 i32 14, label %rnd9 ]
rnd22:
  br label %rnd23
bb15:
  br i1 %c1, label %rnd16, label %bb2
rnd18:
  br label %bb19
bb19:
  br label %bb20
bb27:
  br i1 %c3, label %bb28, label %bb27
bb28:
  br label %rnd10
bb6:
  ret i32 %n
bb29:
  br i1 %c3, label %bb19, label %bb21
rnd9:
  switch i32 %m, label %rnd10 [ i32 22, label %bb5 i32 5, label %bb8 i32 61, label %bb5 ]
bb20:
  br i1 %c2, label %bb21, label %rnd17
bb2:
  br i1 %c3, label %rnd3, label %bb2
bb.11.x:
  switch i32 %n, label %bb12 [ i32 61, label %bb2 i32 28, label %bb6 ]
rnd26:
  br i1 %c3, label %bb27, label %rnd26
rnd23:
  switch i32 %n, label %rnd24 [ i32 41, label %rnd23 ]
bb-13:
  switch i32 %m, label %bb14 [ i32 48, label %bb14 i32 43, label %bb14 i32 55, label %bb15 i32 60, label %bb15 ]
rnd17:
  br label %rnd18
bb8:
  switch i32 %m, label %bb28 [ i32 62, label %bb2 i32 12, label %bb28 i32 47, label %bb-13 i32 60, label %bb2 ]
rnd10:
  br i1 %c0, label %bb.11.x, label %rnd3
rnd24:
  br i1 %c3, label %rnd26, label %bb14
bb14:
  br i1 %c3, label %bb15, label %rnd4
rnd4:
  switch i64 %k, label %bb5 [ i64 9, label %rnd4 i64 23, label %rnd4 i64 22, label %rnd4 ]
bb5:
  br i1 %c2, label %bb6, label %bb21
rnd3:
  br label %rnd4
dead30:
  br i1 %c1, label %rnd23, label %rnd22
bb31:
  br i1 %c0, label %bb15, label %bb15
rnd16:
  br i1 %c1, label %rnd17, label %rnd3
bb21:
  br i1 %c2, label %rnd22, label %bb14
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

