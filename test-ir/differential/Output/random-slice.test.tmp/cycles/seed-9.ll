; freqpath random IR: seed=9 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb8
bb8:
  br label %counter3
bb4:
  br label %counter3
inf7:
  switch i32 %n, label %inf7 [ i32 -4, label %ret2 i32 7, label %inf7 i32 43, label %inf7 i32 22, label %bb8 i32 12, label %bb8 ]
ret2:
  ret i32 %n
_6:
  br label %inf7
counter3:
  switch i64 %k, label %_6 [ i64 -6, label %_6 i64 56, label %bb4 ]
bb5:
  switch i64 %k, label %counter3 [ i64 16, label %ret2 i64 3, label %inf7 ]
}

define i32 @f1(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  br i1 %3, label %12, label %12
12:
  switch i32 %4, label %13 [ i32 20, label %12 i32 9, label %13 i32 5, label %13 i32 4, label %12 ]
13:
  br label %14
14:
  br label %15
15:
  br label %16
16:
  br label %17
17:
  br i1 %0, label %18, label %19
18:
  br i1 %0, label %19, label %15
19:
  br label %20
20:
  br label %21
21:
  br i1 %3, label %22, label %22
22:
  br label %22
dead1:
  br i1 %3, label %22, label %18
}

define i32 @f2(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  br label %12
bb1:
  br label %15
12:
  br i1 %2, label %13, label %14
13:
  br label %12
14:
  switch i64 %6, label %bb1 [ i64 24, label %15 i64 52, label %14 i64 32, label %14 i64 20, label %15 ]
15:
  br i1 %1, label %14, label %14
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %header130
bb2:
  switch i32 %n, label %join143 [ i32 43, label %bb7 ]
bb3:
  switch i64 %k, label %bb2 [ i64 38, label %bb3 ]
bb4:
  switch i32 %m, label %counter6 [ i32 40, label %counter11 i32 16, label %bb23 ]
bb5:
  switch i32 %m, label %bb3 [ i32 49, label %bb23 ]
counter6:
  br i1 %c1, label %bb7, label %header9
bb7:
  br label %counter6
bb8:
  br i1 %c2, label %counter6, label %bb5
header9:
  switch i32 %n, label %bb8 [ i32 1791170593, label %bb8 i32 1810042611, label %bb10 i32 -965811554, label %bb10 i32 -1999290117, label %bb10 ]
bb10:
  br label %header9
counter11:
  br i1 %c3, label %bb12, label %bb14
bb12:
  br label %latch13
latch13:
  br i1 %c1, label %counter11, label %bb5
bb14:
  switch i32 %m, label %reset15 [ i32 58, label %reset50 i32 -8, label %bb17 ]
reset15:
  br label %bb14
bb16:
  switch i64 %k, label %latch13 [ i64 23, label %bb14 i64 49, label %bb14 i64 37, label %latch13 ]
bb17:
  br label %bb22
bb18:
  switch i32 %m, label %bb16 [ i32 408651990, label %bb17 i32 1527919621, label %bb17 ]
$19:
  br i1 %c3, label %bb18, label %chain94
chain20:
  br label %$19
bb21:
  br label %chain20
bb22:
  br i1 %c1, label %bb21, label %bb17
bb23:
  switch i32 %n, label %bb24 [ i32 48, label %bb25 i32 15, label %bb25 i32 -4, label %bb24 ]
bb24:
  ret i32 %n
bb25:
  br i1 %c3, label %bb27, label %bb26
bb26:
  br label %latch44
bb27:
  br i1 %c3, label %_29, label %bb28
bb28:
  br i1 %c1, label %bb30, label %bb28
_29:
  br i1 %c1, label %bb28, label %bb5
bb30:
  switch i32 %m, label %bb30 [ i32 30, label %bb30 i32 5, label %_29 i32 35, label %_29 i32 -3, label %_29 ]
bb31:
  br label %bb33
bb32:
  switch i32 %m, label %bb4 [ i32 61, label %bb31 ]
bb33:
  switch i32 %n, label %bb35 [ i32 49, label %bb36 i32 0, label %irr_pre52 i32 6, label %irr34 i32 26, label %irr_pre52 i32 51, label %irr34 ]
irr34:
  br label %header38
bb35:
  br i1 %c1, label %bb48, label %bb32
bb36:
  br i1 %c3, label %bb49, label %bb32
irr37:
  br i1 %c3, label %irr34, label %bb92
header38:
  br label %bb40
bb39:
  switch i32 %m, label %bb35 [ i32 -701320427, label %bb35 i32 664589095, label %header38 i32 -1523649894, label %bb4 i32 1521466796, label %header38 i32 295116154, label %bb4 ]
bb40:
  switch i32 %m, label %bb43 [ i32 0, label %bb41 i32 43, label %header38 ]
bb41:
  br label %latch42
latch42:
  switch i32 %m, label %bb40 [ i32 42, label %bb35 i32 22, label %bb35 i32 39, label %bb39 ]
bb43:
  br i1 %c0, label %bb46, label %bb138
latch44:
  br i1 %c0, label %latch42, label %bb43
bb45:
  br label %latch44
bb46:
  br label %bb45
bb47:
  br label %bb36
bb48:
  br i1 %c3, label %bb47, label %bb72
bb49:
  br i1 %c3, label %reset50, label %bb51
reset50:
  switch i32 %n, label %bb49 [ i32 22, label %bb98 i32 5, label %bb98 i32 30, label %bb98 ]
bb51:
  switch i32 %m, label %bb49 [ i32 11, label %bb107 i32 28, label %bb107 i32 57, label %irr37 i32 58, label %irr37 ]
irr_pre52:
  switch i32 %n, label %irr53 [ i32 44, label %bb55 i32 52, label %bb54 ]
irr53:
  br i1 %c3, label %irr_pre56, label %bb21
bb54:
  br i1 %c1, label %bb59, label %irr62
bb55:
  switch i32 %m, label %bb.96 [ i32 8, label %irr37 i32 61, label %irr37 ]
irr_pre56:
  switch i32 %n, label %bb58 [ i32 -325438493, label %bb57 i32 1179239906, label %chain73 ]
bb57:
  switch i32 %m, label %bb58 [  ]
bb58:
  switch i64 %k, label %bb57 [ i64 7, label %bb54 ]
bb59:
  switch i32 %n, label %bb61 [ i32 14, label %bb145 i32 7, label %bb79 i32 39, label %bb61 i32 48, label %bb79 i32 55, label %bb145 ]
bb60:
  br label %bb55
bb61:
  switch i32 %n, label %bb65 [ i32 3, label %bb77 i32 38, label %irr62 i32 53, label %bb65 i32 51, label %bb65 i32 4, label %bb64 ]
irr62:
  br i1 %c1, label %bb63, label %bb60
bb63:
  br i1 %c3, label %bb66, label %bb60
bb64:
  br label %chain73
bb65:
  br label %header74
bb66:
  br i1 %c3, label %header68, label %bb64
bb67:
  br label %bb66
header68:
  switch i64 %k, label %bb67 [ i64 34, label %bb67 i64 49, label %bb69 i64 27, label %bb67 i64 53, label %bb66 ]
bb69:
  br i1 %c3, label %header68, label %bb66
chain70:
  br label %bb65
chain71:
  br label %chain70
bb72:
  switch i32 %m, label %chain71 [ i32 14, label %bb67 ]
chain73:
  switch i64 %k, label %bb72 [ i64 -120865522, label %bb3 ]
header74:
  br label %self76
bb75:
  br i1 %c1, label %header74, label %irr62
self76:
  switch i32 %m, label %self76 [ i32 39, label %bb75 ]
bb77:
  switch i32 %n, label %bb63 [ i32 10, label %bb79 i32 51, label %latch78 ]
latch78:
  br label %bb77
bb79:
  br i1 %c3, label %bb60, label %bb95
bb80:
  br label %bb79
chain81:
  br label %bb80
bb.82:
  br label %chain81
chain83:
  br i1 %c2, label %bb.82, label %bb79
bb84:
  br label %chain83
chain85:
  br label %bb84
bb86:
  br label %chain85
bb87:
  br label %bb86
bb88:
  br label %bb87
bb89:
  br label %bb88
chain90:
  br label %bb89
bb.91:
  br i1 %c1, label %chain90, label %bb72
bb92:
  br i1 %c3, label %bb.91, label %bb145
bb93:
  br i1 %c0, label %bb92, label %bb60
chain94:
  br label %bb93
bb95:
  br label %chain94
bb.96:
  br i1 %c3, label %bb.97, label %bb98
bb.97:
  ret i32 0
bb98:
  switch i32 %n, label %bb100 [ i32 26, label %bb109 i32 -7, label %bb103 ]
bb99:
  br label %irr53
bb100:
  switch i32 %n, label %bb101 [ i32 17, label %bb4 i32 34, label %bb102 ]
bb101:
  br label %bb100
bb102:
  br i1 %c3, label %bb99, label %bb100
bb103:
  br i1 %c1, label %bb105, label %bb104
bb104:
  br label %bb99
bb105:
  br i1 %c1, label %reset106, label %bb107
reset106:
  br label %bb107
bb107:
  br i1 %c2, label %bb105, label %bb104
chain108:
  br label %bb99
bb109:
  br label %chain108
bb110:
  br i1 %c3, label %bb112, label %bb111
bb111:
  switch i32 %m, label %bb112 [ i32 33, label %bb31 i32 -2, label %bb112 i32 27, label %bb112 i32 55, label %bb112 ]
bb112:
  br label %bb113
bb113:
  br i1 %c2, label %bb115, label %bb114
bb114:
  ret i32 %n
bb115:
  br i1 %c2, label %bb116, label %bb111
bb116:
  ret i32 0
bb117:
  br i1 %c3, label %bb110, label %bb117
bb118:
  br i1 %c2, label %bb119, label %early123
bb119:
  br i1 %c0, label %bb117, label %header121
bb120:
  switch i64 %k, label %bb119 [ i64 1408031876, label %bb119 i64 379405707, label %bb117 i64 941726607, label %bb117 i64 -1499527666, label %bb119 ]
header121:
  switch i32 %m, label %bb120 [ i32 2, label %bb122 i32 63, label %bb119 ]
bb122:
  switch i32 %m, label %bb120 [ i32 -7, label %header121 i32 24, label %header121 ]
early123:
  br i1 %c1, label %bb124, label %bb125
bb124:
  ret i32 0
bb125:
  br label %bb117
bb126:
  br label %bb118
"127bb":
  br label %bb126
bb128:
  br label %"127bb"
bb129:
  br label %bb128
header130:
  br i1 %c3, label %bb132, label %bb129
latch131:
  br label %header130
bb132:
  br i1 %c3, label %early133, label %latch131
early133:
  br i1 %c3, label %bb134, label %bb135
bb134:
  unreachable
bb135:
  br label %counter137
bb136:
  br i1 %c1, label %latch131, label %bb135
counter137:
  switch i32 %m, label %bb140 [ i32 26, label %bb138 i32 -5, label %bb135 ]
bb138:
  br label %bb139
bb139:
  switch i64 %k, label %counter137 [ i64 20, label %bb136 i64 38, label %latch131 i64 35, label %latch131 ]
bb140:
  switch i32 %m, label %bb142 [ i32 -1387920489, label %bb139 i32 -966885364, label %bb139 i32 1400161251, label %bb142 i32 1662405516, label %bb61 i32 1802623108, label %bb61 ]
latch141:
  br i1 %c2, label %bb140, label %bb139
bb142:
  switch i32 %m, label %irr_pre144 [ i32 12, label %join143 ]
join143:
  br label %latch141
irr_pre144:
  br i1 %c2, label %bb146, label %bb147
bb145:
  br i1 %c0, label %bb146, label %join143
bb146:
  br i1 %c1, label %bb145, label %bb139
bb147:
  br i1 %c3, label %bb145, label %bb145
dead148:
  switch i32 %m, label %bb67 [ i32 53, label %bb117 i32 51, label %bb117 i32 12, label %bb117 i32 60, label %irr_pre52 i32 22, label %irr_pre52 ]
bb149:
  br label %dead148
bb150:
  br label %bb147
dead151:
  br label %bb126
dead152:
  br i1 %c1, label %bb46, label %bb150
bb153:
  br label %bb146
bb154:
  switch i32 %n, label %bb47 [ i32 48, label %bb116 ]
dead155:
  switch i32 %m, label %bb.82 [ i32 -5, label %self76 i32 5, label %bb57 i32 2, label %bb.82 ]
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  switch i64 %k, label %bb3 [ i64 2, label %bb50 i64 37, label %rnd2 i64 15, label %rnd2 i64 58, label %rnd2 ]
bb3:
  br i1 %c3, label %rnd4, label %bb41
rnd4:
  br label %rnd5
rnd5:
  switch i32 %m, label %rnd51 [ i32 -5, label %bb37 i32 4, label %bb9 ]
rnd6:
  br i1 %c0, label %bb7, label %bb26
bb7:
  switch i32 %n, label %bb8 [ i32 -89348918, label %bb18 i32 -1631556948, label %bb8 i32 2035690239, label %bb40 i32 -1389750654, label %bb18 i32 -1066338478, label %bb40 ]
bb8:
  switch i32 %n, label %bb9 [ i32 8, label %rnd51 i32 39, label %rnd57 ]
bb9:
  br label %bb40
bb10:
  switch i32 %m, label %bb11 [ i32 40, label %bb47 i32 61, label %bb44 i32 10, label %bb11 ]
bb11:
  br i1 %c0, label %bb12, label %rnd29
bb12:
  switch i32 %m, label %bb13 [ i32 30, label %bb.49.x i32 21, label %bb44 ]
bb13:
  br i1 %c2, label %bb14, label %rnd57
bb14:
  br i1 %c0, label %bb15, label %bb22
bb15:
  switch i32 %m, label %bb16 [ i32 32, label %bb.49.x i32 20, label %bb26 i32 36, label %bb26 i32 54, label %bb.49.x ]
bb16:
  br label %bb17
bb17:
  switch i64 %k, label %bb18 [ i64 1662326498, label %rnd24 i64 -473546623, label %bb19 i64 -811086424, label %bb18 i64 -1829571871, label %bb18 ]
bb18:
  br i1 %c3, label %bb19, label %bb47
bb19:
  switch i64 %k, label %_20 [ i64 1954764183, label %bb38 i64 -144370828, label %bb42 ]
_20:
  br label %bb46
bb21:
  switch i32 %n, label %bb22 [ i32 -4, label %bb.49.x i32 13, label %bb44 ]
bb22:
  br label %bb23
bb23:
  br i1 %c2, label %rnd24, label %rnd39
rnd24:
  switch i32 %m, label %rnd25 [ i32 198566692, label %bb44 i32 1265610505, label %bb41 i32 -723894326, label %bb41 i32 1735758997, label %rnd57 i32 147014226, label %rnd57 i32 -1390500269, label %bb41 i32 -1730142923, label %bb37 ]
rnd25:
  switch i64 %k, label %bb26 [ i64 -1195833532, label %bb32 i64 112784757, label %rnd57 i64 1475587455, label %rnd53 ]
bb26:
  switch i64 %k, label %bb27 [ i64 2083447980, label %bb27 i64 161883362, label %rnd39 ]
bb27:
  br label %rnd28
rnd28:
  br label %rnd29
rnd29:
  br label %rnd30
rnd30:
  br label %rnd39
bb31:
  br i1 %c2, label %bb32, label %rnd53
bb32:
  br i1 %c0, label %rnd33, label %bb26
rnd33:
  br label %bb38
bb34:
  switch i64 %k, label %rnd35 [ i64 63, label %bb11 i64 34, label %rnd5 ]
rnd35:
  br i1 %c0, label %bb36, label %bb55
bb36:
  br i1 %c2, label %bb37, label %bb47
bb37:
  br i1 %c2, label %bb38, label %bb54
bb38:
  br label %rnd39
rnd39:
  br i1 %c1, label %bb40, label %bb.49.x
bb40:
  br i1 %c3, label %bb41, label %bb32
bb41:
  br label %bb42
bb42:
  br i1 %c2, label %bb32, label %bb46
bb43:
  br i1 %c2, label %bb44, label %bb45
bb44:
  switch i32 %m, label %bb45 [ i32 1, label %rnd52 i32 31, label %bb43 i32 7, label %bb56 ]
bb45:
  switch i64 %k, label %bb46 [ i64 3, label %bb55 ]
bb46:
  br label %bb47
bb47:
  switch i32 %m, label %bb48 [ i32 48, label %bb48 i32 19, label %rnd53 i32 40, label %rnd51 i32 5, label %rnd53 i32 -6, label %rnd51 i32 0, label %bb48 ]
bb48:
  switch i32 %m, label %bb.49.x [ i32 18, label %bb.49.x i32 -6, label %rnd57 ]
bb.49.x:
  br i1 %c1, label %bb.49.x, label %bb54
bb50:
  br i1 %c2, label %rnd51, label %rnd51
rnd51:
  unreachable
rnd52:
  switch i32 %n, label %rnd53 [ i32 24, label %rnd35 i32 61, label %rnd35 i32 25, label %rnd53 i32 56, label %rnd53 i32 38, label %bb54 ]
rnd53:
  br label %bb54
bb54:
  br i1 %c0, label %bb54, label %bb34
bb55:
  switch i64 %k, label %bb56 [ i64 1227394550, label %bb56 i64 441559130, label %rnd39 i64 1417396462, label %bb55 ]
bb56:
  br i1 %c3, label %rnd57, label %bb56
rnd57:
  switch i64 %k, label %rnd57 [ i64 4, label %bb54 i64 33, label %rnd57 i64 38, label %bb54 i64 48, label %bb54 ]
bb58:
  ret i32 0
bb59:
  br label %bb36
bb60:
  switch i32 %m, label %bb59 [ i32 12, label %bb59 i32 60, label %bb59 ]
}

define i32 @f5(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  br i1 %0, label %bb23, label %113
12:
  br label %64
13:
  br i1 %3, label %135, label %113
14:
  switch i32 %4, label %155 [ i32 -1, label %14 i32 0, label %14 i32 10, label %168 i32 49, label %14 ]
bb9:
  br label %150
15:
  switch i32 %4, label %51 [ i32 54, label %51 i32 57, label %51 i32 46, label %51 i32 60, label %51 i32 18, label %51 ]
16:
  br label %73
17:
  br label %80
18:
  switch i32 %5, label %56 [ i32 52, label %92 i32 59, label %120 ]
19:
  br i1 %0, label %65, label %143
20:
  br label %60
bb12:
  ret i32 0
21:
  br label %bb3
22:
  switch i32 %5, label %103 [ i32 -7, label %109 i32 10, label %52 ]
23:
  br label %125
24:
  br i1 %1, label %156, label %65
25:
  br label %79
bb19:
  br label %120
26:
  br i1 %1, label %127, label %127
27:
  switch i32 %4, label %126 [ i32 11, label %91 i32 50, label %27 ]
28:
  br i1 %0, label %161, label %43
29:
  switch i32 %4, label %40 [ i32 44, label %122 i32 8, label %89 i32 -8, label %40 i32 10, label %40 ]
30:
  br i1 %1, label %69, label %69
31:
  switch i32 %5, label %bb18 [ i32 -1560664834, label %29 i32 -803220580, label %29 i32 846658595, label %56 i32 -1440364137, label %56 i32 -1145885908, label %40 i32 533293425, label %29 ]
32:
  br label %150
33:
  switch i64 %6, label %counter5 [  ]
34:
  br i1 %2, label %75, label %160
35:
  br i1 %0, label %57, label %counter5
chain14:
  br label %67
36:
  br label %149
37:
  br label %146
38:
  br label %74
bb13:
  br i1 %1, label %49, label %107
39:
  br i1 %1, label %139, label %160
40:
  br i1 %2, label %56, label %56
41:
  br i1 %1, label %bb13, label %bb12
42:
  br i1 %1, label %42, label %join33
bb20:
  br label %29
43:
  br i1 %0, label %106, label %82
44:
  br i1 %3, label %121, label %65
45:
  br label %bb7
46:
  switch i32 %5, label %141 [ i32 33, label %141 i32 42, label %45 ]
47:
  switch i32 %5, label %47 [ i32 -567720250, label %59 i32 1915729550, label %47 i32 1496302189, label %47 ]
48:
  switch i32 %5, label %87 [ i32 55, label %123 i32 -1, label %50 i32 41, label %50 i32 19, label %167 ]
bb6:
  br i1 %1, label %167, label %counter5
49:
  switch i32 %5, label %163 [ i32 61, label %bb15 i32 -8, label %bb15 i32 20, label %163 ]
50:
  br label %48
51:
  br label %75
52:
  br label %162
bb3:
  br i1 %2, label %22, label %125
53:
  br label %56
54:
  br i1 %0, label %bb9, label %17
55:
  br label %chain28
56:
  br i1 %2, label %131, label %77
bb16:
  br label %145
57:
  switch i32 %5, label %167 [ i32 20, label %167 i32 -5, label %57 ]
58:
  switch i32 %5, label %bb11 [ i32 13, label %117 i32 50, label %98 ]
59:
  br i1 %3, label %150, label %147
60:
  switch i32 %5, label %48 [ i32 23, label %111 i32 9, label %48 i32 1, label %60 i32 50, label %20 i32 19, label %171 ]
bb18:
  br i1 %1, label %70, label %158
61:
  switch i64 %6, label %115 [ i64 50, label %bb31 ]
62:
  switch i32 %4, label %170 [ i32 23, label %74 i32 -3, label %38 ]
63:
  br i1 %3, label %63, label %56
64:
  switch i32 %4, label %27 [ i32 3, label %91 ]
bb4:
  unreachable
bb31:
  ret i32 0
65:
  switch i32 %5, label %143 [ i32 49, label %65 i32 15, label %65 i32 38, label %156 i32 -3, label %65 i32 45, label %151 i32 41, label %121 i32 9, label %65 i32 26, label %143 i32 23, label %151 ]
66:
  br label %chain26
67:
  br i1 %2, label %94, label %94
68:
  br i1 %3, label %154, label %167
69:
  br i1 %3, label %30, label %19
70:
  br i1 %2, label %bb18, label %bb18
71:
  br label %bb2
72:
  switch i32 %5, label %38 [ i32 39, label %62 i32 55, label %38 i32 -6, label %62 i32 24, label %38 ]
bb15:
  switch i32 %5, label %bb15 [ i32 35, label %67 i32 55, label %75 ]
73:
  switch i32 %5, label %141 [ i32 164987456, label %bb7 i32 -1842750589, label %141 i32 -1870552346, label %91 i32 -449292058, label %91 ]
74:
  br i1 %3, label %72, label %167
75:
  br i1 %1, label %15, label %152
76:
  br label %bb16
77:
  br i1 %2, label %132, label %137
78:
  br i1 %1, label %78, label %40
79:
  switch i32 %5, label %154 [ i32 45, label %108 i32 24, label %154 i32 15, label %68 i32 44, label %68 i32 55, label %108 ]
80:
  br label %bb10
chain27:
  br label %84
81:
  switch i32 %4, label %138 [ i32 12, label %69 i32 -6, label %81 i32 29, label %81 i32 43, label %81 i32 36, label %81 i32 0, label %81 i32 28, label %81 ]
82:
  br i1 %0, label %28, label %150
83:
  br i1 %0, label %151, label %65
84:
  br label %96
bb21:
  br label %110
85:
  br label %122
86:
  br label %79
87:
  br label %21
88:
  br label %24
89:
  switch i32 %4, label %bb20 [ i32 557334500, label %bb20 i32 -1681330674, label %bb20 i32 1100294601, label %bb20 ]
90:
  br label %44
91:
  br i1 %3, label %27, label %165
92:
  br label %18
93:
  br label %71
join33:
  br label %bb32
94:
  br label %60
95:
  br i1 %3, label %105, label %bb29
96:
  switch i64 %6, label %bb23 [ i64 54, label %96 i64 62, label %95 i64 -8, label %160 i64 30, label %96 i64 31, label %96 ]
97:
  br label %53
98:
  br label %117
99:
  unreachable
100:
  br label %62
101:
  unreachable
chain1:
  br label %32
102:
  br label %133
103:
  ret i32 %4
bb29:
  br i1 %3, label %96, label %bb29
104:
  switch i32 %5, label %99 [ i32 36, label %155 i32 51, label %99 ]
105:
  br i1 %1, label %130, label %55
106:
  br label %43
107:
  ret i32 0
108:
  br label %68
109:
  br i1 %0, label %101, label %61
110:
  switch i32 %4, label %56 [ i32 9, label %142 i32 17, label %92 i32 43, label %119 i32 45, label %142 ]
111:
  switch i32 %4, label %37 [ i32 9, label %150 i32 60, label %37 i32 63, label %37 i32 39, label %37 i32 20, label %41 ]
112:
  br label %169
113:
  br i1 %3, label %join33, label %42
self22:
  switch i32 %5, label %bb21 [ i32 26, label %self22 i32 46, label %164 i32 37, label %self22 i32 -8, label %bb21 ]
114:
  switch i32 %5, label %54 [ i32 1969527169, label %117 i32 -1675894392, label %117 ]
115:
  br i1 %0, label %115, label %160
116:
  br i1 %3, label %early_exit25, label %24
117:
  br label %58
118:
  ret i32 %4
chain26:
  br label %90
119:
  switch i32 %4, label %63 [ i32 15, label %63 i32 6, label %118 i32 -6, label %118 ]
120:
  br i1 %2, label %134, label %bb19
121:
  br label %66
bb11:
  br i1 %2, label %150, label %117
122:
  br i1 %3, label %85, label %144
123:
  br i1 %0, label %bb4, label %48
124:
  br i1 %2, label %27, label %self30
125:
  br label %93
counter5:
  switch i64 %6, label %bb6 [ i64 -945155566, label %33 ]
126:
  br i1 %1, label %124, label %167
127:
  br i1 %0, label %150, label %82
128:
  switch i32 %5, label %112 [ i32 8, label %169 i32 21, label %39 ]
129:
  br label %chain27
130:
  br i1 %2, label %81, label %84
131:
  br i1 %0, label %36, label %bb17
132:
  ret i32 0
133:
  br label %16
134:
  br label %148
135:
  br i1 %1, label %135, label %bb32
136:
  br label %23
137:
  br i1 %0, label %137, label %76
bb23:
  switch i32 %4, label %self22 [ i32 1666937796, label %bb23 i32 1647490711, label %bb23 i32 -1974457461, label %bb23 i32 -1396295327, label %bb23 i32 -409518376, label %bb23 i32 1323293088, label %96 i32 -294618399, label %bb23 ]
138:
  br i1 %3, label %84, label %130
chain28:
  br label %129
139:
  br label %169
140:
  br i1 %2, label %139, label %self30
141:
  switch i32 %4, label %157 [ i32 1851531499, label %155 i32 1673056926, label %102 ]
142:
  ret i32 0
143:
  br i1 %0, label %bb24, label %bb24
144:
  br i1 %3, label %29, label %122
145:
  br label %60
bb10:
  br label %bb9
146:
  br i1 %1, label %bb8, label %146
self30:
  br i1 %2, label %160, label %self30
147:
  br label %47
148:
  br i1 %2, label %bb18, label %40
149:
  br label %97
bb8:
  switch i32 %4, label %94 [ i32 7, label %37 i32 29, label %37 i32 22, label %94 i32 -5, label %94 i32 31, label %37 ]
150:
  switch i32 %5, label %94 [ i32 27, label %114 i32 24, label %114 i32 10, label %26 i32 45, label %159 i32 33, label %28 i32 38, label %147 i32 21, label %147 ]
151:
  br label %83
152:
  br label %34
153:
  br label %159
154:
  br i1 %3, label %86, label %25
155:
  switch i32 %5, label %159 [ i32 35, label %14 i32 10, label %104 i32 49, label %159 i32 -7, label %155 i32 45, label %49 i32 31, label %155 i32 14, label %14 i32 61, label %14 ]
156:
  br i1 %2, label %116, label %88
157:
  br label %141
early_exit25:
  ret i32 %4
bb7:
  br i1 %0, label %167, label %46
158:
  br i1 %1, label %bb19, label %134
159:
  switch i32 %4, label %150 [ i32 28, label %172 i32 0, label %159 i32 13, label %155 ]
160:
  switch i32 %4, label %96 [ i32 -1686803886, label %164 i32 -776607062, label %13 i32 1926828358, label %140 i32 850286660, label %109 ]
161:
  br label %28
162:
  br label %136
163:
  br label %chain14
bb2:
  switch i32 %5, label %chain1 [  ]
164:
  br i1 %2, label %34, label %160
165:
  br i1 %2, label %12, label %12
166:
  br i1 %3, label %153, label %bb13
167:
  switch i64 %6, label %48 [ i64 41, label %74 i64 52, label %46 i64 38, label %74 i64 63, label %167 i64 -4, label %35 i64 61, label %74 i64 51, label %124 i64 30, label %68 i64 -8, label %35 ]
bb32:
  br i1 %0, label %160, label %bb7
bb17:
  switch i32 %5, label %40 [ i32 10, label %78 i32 60, label %56 i32 5, label %40 i32 46, label %31 i32 19, label %56 i32 26, label %31 ]
168:
  switch i32 %5, label %14 [ i32 49, label %14 i32 36, label %168 i32 50, label %168 i32 57, label %168 ]
169:
  br i1 %3, label %39, label %128
170:
  switch i32 %5, label %170 [ i32 -2046233349, label %167 i32 1218784178, label %100 i32 1564707888, label %167 i32 30257158, label %167 i32 105495080, label %170 ]
bb24:
  br i1 %0, label %69, label %81
171:
  br i1 %3, label %142, label %60
172:
  br label %166
}

define i32 @f6(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  ret i32 %4
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %1
bb1:
  ret i32 %n
1:
  br i1 %c3, label %2, label %4
2:
  br label %3
3:
  switch i32 %n, label %1 [ i32 -8, label %bb1 i32 23, label %bb1 ]
4:
  br i1 %c3, label %6, label %bb2
5:
  br i1 %c3, label %bb4, label %3
bb2:
  br label %6
6:
  br label %9
irr3:
  br label %11
bb4:
  br i1 %c0, label %8, label %7
7:
  br label %8
8:
  br i1 %c2, label %bb4, label %bb2
9:
  br i1 %c1, label %9, label %irr3
10:
  br label %5
11:
  br label %10
12:
  ret i32 %n
13:
  switch i32 %n, label %6 [ i32 32, label %5 i32 61, label %5 i32 9, label %5 ]
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb13
bb18:
  br i1 %c2, label %early_exit19, label %bb20
bb28:
  switch i32 %m, label %bb16 [ i32 28, label %latch29 i32 53, label %latch29 i32 56, label %bb16 i32 62, label %latch29 ]
bb22:
  br i1 %c2, label %bb24, label %early_exit23
bb9:
  br label %bb6
early_exit19:
  ret i32 0
latch7:
  br i1 %c1, label %bb6, label %chain5
bb17:
  br i1 %c3, label %irr14, label %bb8
bb27:
  br label %bb25
bb24:
  br i1 %c3, label %bb25, label %bb26
latch29:
  switch i32 %n, label %bb28 [ i32 57, label %bb16 i32 25, label %bb28 i32 43, label %bb28 ]
bb21:
  ret i32 %n
bb26:
  switch i32 %m, label %bb27 [ i32 1096710089, label %bb27 i32 -336756754, label %bb27 ]
bb11:
  unreachable
chain3:
  br label %bb2
bb2:
  ret i32 %n
early_exit23:
  ret i32 0
bb25:
  br label %irr15
irr14:
  br i1 %c0, label %bb18, label %bb8
bb4:
  br i1 %c2, label %chain3, label %chain3
bb20:
  br i1 %c2, label %bb22, label %bb21
bb6:
  br label %latch7
irr15:
  br i1 %c1, label %bb28, label %bb8
bb8:
  br i1 %c3, label %bb10, label %bb12
bb10:
  switch i32 %n, label %bb9 [ i32 9, label %bb11 i32 7, label %bb11 i32 17, label %bb11 ]
chain5:
  br label %bb4
bb12:
  br label %bb9
bb13:
  switch i32 %m, label %irr14 [ i32 55, label %bb16 i32 3, label %bb17 i32 15, label %bb16 ]
bb16:
  br i1 %c2, label %bb17, label %bb8
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb18
ret2:
  ret i32 %n
"3bb":
  br i1 %c2, label %bb-5, label %bb68
bb4:
  br i1 %c2, label %ret2, label %"3bb"
bb-5:
  br i1 %c1, label %bb6, label %bb.7
bb6:
  br i1 %c2, label %chain8, label %bb4
bb.7:
  br label %bb9
chain8:
  br i1 %c2, label %bb.7, label %bb.7
bb9:
  br i1 %c1, label %bb11, label %bb10
bb10:
  br i1 %c3, label %bb11, label %bb6
bb11:
  br label %bb12
bb12:
  switch i32 %n, label %bb10 [ i32 36, label %"3bb" i32 40, label %bb14 ]
bb13:
  br label %bb12
bb14:
  br i1 %c1, label %bb16, label %header17
bb15:
  switch i64 %k, label %bb13 [ i64 613259432, label %bb44 i64 -1555435376, label %bb12 i64 -1579402838, label %ret2 i64 418275796, label %bb12 ]
bb16:
  switch i32 %n, label %bb15 [ i32 53, label %bb16 i32 -1, label %bb16 i32 -6, label %bb16 i32 22, label %bb16 ]
header17:
  br i1 %c3, label %bb15, label %header17
bb18:
  br i1 %c0, label %bb19, label %bb20
bb19:
  br i1 %c0, label %bb21, label %"3bb"
bb20:
  br i1 %c3, label %irr_pre43, label %"3bb"
bb21:
  switch i64 %k, label %bb23 [ i64 36, label %bb37 i64 4, label %bb29 ]
bb22:
  switch i64 %k, label %bb20 [ i64 63, label %bb14 i64 46, label %bb14 ]
bb23:
  br i1 %c0, label %bb26, label %bb24
bb24:
  br label %bb23
latch25:
  switch i32 %n, label %bb23 [ i32 21, label %bb22 i32 45, label %bb22 i32 37, label %bb23 ]
bb26:
  br i1 %c0, label %bb27, label %bb28
bb27:
  br label %bb28
bb28:
  br i1 %c1, label %latch25, label %bb26
bb29:
  br i1 %c2, label %bb31, label %bb36
bb30:
  br i1 %c2, label %chain32, label %bb22
bb31:
  br label %bb30
chain32:
  br label %bb31
chain33:
  br label %bb30
chain34:
  br label %chain33
chain35:
  br label %chain34
bb36:
  br label %chain35
bb37:
  br i1 %c2, label %bb39, label %$38
$38:
  br i1 %c3, label %bb39, label %bb22
bb39:
  br i1 %c0, label %bb42, label %bb22
bb40:
  br label %$38
bb41:
  br i1 %c0, label %bb40, label %chain35
bb42:
  br label %bb41
irr_pre43:
  switch i32 %m, label %irr47 [ i32 1, label %bb45 ]
bb44:
  switch i64 %k, label %bb48 [ i64 0, label %bb48 i64 41, label %bb19 ]
bb45:
  br i1 %c3, label %bb46, label %bb19
bb46:
  br i1 %c0, label %irr47, label %bb19
irr47:
  br i1 %c3, label %bb44, label %bb19
bb48:
  switch i32 %m, label %bb49 [ i32 46, label %bb49 i32 39, label %bb60 i32 60, label %bb60 i32 -8, label %bb60 i32 50, label %bb45 ]
bb49:
  switch i32 %m, label %bb53 [ i32 59, label %irr52 i32 27, label %bb21 i32 34, label %bb51 ]
bb50:
  br i1 %c2, label %irr_pre54, label %bb45
bb51:
  br i1 %c1, label %bb65, label %bb45
irr52:
  br label %bb82
bb53:
  br i1 %c1, label %bb50, label %bb45
irr_pre54:
  br i1 %c2, label %bb56, label %early63
bb55:
  br label %bb58
bb56:
  br i1 %c2, label %bb57, label %bb51
bb57:
  br label %bb61
bb58:
  switch i32 %n, label %bb59 [ i32 19, label %bb60 ]
bb59:
  switch i64 %k, label %bb60 [ i64 34, label %bb56 ]
bb60:
  br i1 %c2, label %bb59, label %bb56
bb61:
  br i1 %c3, label %bb55, label %bb62
bb62:
  ret i32 %n
early63:
  switch i32 %m, label %early_exit64 [ i32 46, label %bb36 i32 5, label %bb55 i32 -8, label %bb55 i32 1, label %header17 ]
early_exit64:
  ret i32 0
bb65:
  br i1 %c3, label %bb67, label %early_exit66
early_exit66:
  ret i32 %n
bb67:
  switch i32 %m, label %bb69 [ i32 1951945981, label %bb76 i32 -58984927, label %bb70 i32 1463497302, label %bb68 ]
bb68:
  br label %bb72
bb69:
  br i1 %c2, label %bb70, label %irr52
bb70:
  switch i32 %n, label %bb71 [ i32 46, label %bb16 i32 13, label %irr52 i32 29, label %bb16 i32 22, label %bb71 ]
bb71:
  br label %bb74
bb72:
  br i1 %c0, label %bb73, label %bb69
bb73:
  switch i32 %n, label %bb72 [ i32 29, label %bb72 i32 4, label %bb69 ]
bb74:
  br i1 %c0, label %bb75, label %bb68
bb75:
  ret i32 0
bb76:
  switch i32 %n, label %if78 [ i32 -8, label %early_exit77 ]
early_exit77:
  br label %bb10
if78:
  switch i32 %m, label %bb71 [ i32 39, label %chain81 ]
bb79:
  br label %bb71
chain80:
  br label %bb79
chain81:
  br i1 %c0, label %chain80, label %irr52
bb82:
  br i1 %c2, label %bb83, label %latch84
bb83:
  br i1 %c2, label %latch84, label %bb73
latch84:
  br i1 %c0, label %bb53, label %bb82
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

