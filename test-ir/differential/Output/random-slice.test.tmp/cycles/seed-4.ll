; freqpath random IR: seed=4 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br i1 %c2, label %header3, label %header3
ret2:
  ret i32 %n
header3:
  br i1 %c0, label %ret2, label %header3
bb4:
  br label %header3
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  switch i32 %n, label %bb5 [ i32 120361706, label %bb6 i32 -995148013, label %bb5 i32 1815912005, label %bb6 i32 1959703647, label %bb6 ]
bb3:
  switch i32 %m, label %bb4 [ i32 8, label %bb2 ]
bb32:
  br label %bb13
bb6:
  switch i32 %n, label %bb8 [ i32 51, label %bb3 ]
bb2:
  ret i32 %n
irr9:
  switch i32 %m, label %bb10 [ i32 19, label %bb.7 ]
bb28:
  br label %chain27
bb19:
  br label %bb18
dead29:
  ret i32 0
bb20:
  br label %bb19
bb12:
  br label %chain11
chain25:
  br i1 %c3, label %bb24, label %bb24
bb.7:
  br i1 %c2, label %bb6, label %bb3
bb23:
  br label %bb22
bb10:
  switch i32 %m, label %bb28 [ i32 24, label %bb.7 ]
bb14:
  br label %bb13
bb5:
  br i1 %c2, label %bb.7, label %bb6
bb26:
  br label %chain25
bb17:
  br label %bb16
chain11:
  br label %irr9
bb8:
  br i1 %c1, label %bb10, label %irr9
bb22:
  br label %bb21
bb4:
  br label %bb4
bb16:
  br label %bb15
bb24:
  br i1 %c1, label %bb23, label %bb23
bb31:
  ret i32 0
bb15:
  br label %bb14
bb18:
  br label %bb17
bb13:
  br label %bb12
dead30:
  br label %bb31
chain27:
  br label %bb26
bb21:
  br label %bb20
}

define i32 @f2(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
bb1:
  br label %12
11:
  unreachable
12:
  switch i32 %5, label %11 [ i32 -1, label %13 i32 46, label %12 i32 -5, label %12 i32 27, label %12 ]
13:
  switch i32 %4, label %14 [ i32 11, label %irr2 ]
irr2:
  br i1 %2, label %15, label %12
14:
  br i1 %2, label %irr2, label %12
15:
  br i1 %0, label %16, label %irr_pre3
16:
  ret i32 %4
irr_pre3:
  switch i64 %6, label %18 [ i64 138464300, label %19 i64 847643177, label %17 ]
17:
  br label %20
18:
  br label %bb7
bb4:
  br i1 %1, label %19, label %14
19:
  switch i32 %5, label %17 [ i32 -4, label %14 i32 19, label %24 i32 24, label %14 i32 31, label %24 ]
20:
  br i1 %0, label %23, label %22
21:
  br i1 %0, label %24, label %18
22:
  br label %25
23:
  switch i32 %4, label %27 [ i32 1646108477, label %18 i32 853538727, label %18 ]
24:
  switch i32 %5, label %latch5 [ i32 1, label %22 i32 35, label %22 i32 9, label %latch5 i32 31, label %22 i32 6, label %32 ]
latch5:
  br i1 %0, label %24, label %24
25:
  switch i32 %5, label %26 [ i32 2033407861, label %20 i32 -2102358093, label %23 i32 849032473, label %26 i32 -1232044475, label %26 i32 2072588507, label %26 ]
26:
  switch i32 %5, label %25 [ i32 57, label %25 i32 30, label %25 i32 63, label %25 i32 28, label %25 ]
27:
  br label %21
chain6:
  br label %bb4
28:
  br label %chain6
29:
  br label %28
30:
  br i1 %2, label %29, label %29
31:
  br label %30
32:
  br label %31
33:
  br label %32
bb7:
  br label %33
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  unreachable
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br i1 %c3, label %bb2, label %bb2
bb2:
  br i1 %c3, label %bb2, label %bb2
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd81:
  br i1 %c2, label %bb82, label %"104bb"
rnd75:
  br i1 %c2, label %bb76, label %bb79
rnd51:
  switch i32 %m, label %rnd52 [ i32 1331263271, label %rnd29 i32 2073889249, label %rnd29 i32 788710782, label %bb35 i32 766342738, label %rnd29 ]
bb83:
  switch i32 %m, label %rnd84 [ i32 1426734010, label %rnd70 i32 1572935892, label %rnd70 ]
bb13:
  br i1 %c1, label %bb14, label %bb38
rnd67:
  br i1 %c0, label %rnd70, label %bb8
bb44:
  switch i32 %m, label %rnd45 [ i32 44, label %bb24 i32 59, label %bb71 ]
rnd91:
  br i1 %c3, label %bb92, label %rnd98
dead110:
  ret i32 %n
bb6:
  br label %bb7
bb79:
  br label %bb80
rnd10:
  br i1 %c2, label %bb11, label %bb39
rnd37:
  ret i32 0
bb65:
  br i1 %c3, label %rnd66, label %rnd72
rnd2:
  switch i32 %n, label %bb3 [ i32 19, label %rnd51 i32 42, label %bb3 i32 30, label %rnd51 i32 9, label %rnd51 ]
bb48:
  br label %bb49
bb76:
  br i1 %c1, label %bb77, label %bb77
bb103:
  switch i32 %m, label %"104bb" [ i32 39, label %bb80 ]
bb53:
  unreachable
rnd50:
  switch i32 %n, label %rnd51 [ i32 -8, label %rnd88 i32 -1, label %bb23 i32 35, label %bb23 ]
rnd66:
  br label %rnd67
bb18:
  br i1 %c1, label %bb19, label %rnd25
bb46:
  br i1 %c2, label %bb47, label %bb24
bb82:
  br i1 %c2, label %bb83, label %rnd87
bb64:
  br i1 %c3, label %bb65, label %bb100
bb77:
  switch i32 %m, label %bb78 [ i32 37, label %rnd66 i32 15, label %bb41 ]
rnd5:
  br i1 %c0, label %bb6, label %bb49
bb36:
  br label %rnd37
bb93:
  br i1 %c1, label %rnd94, label %bb6
bb4:
  switch i32 %n, label %rnd43 [ i32 25, label %rnd43 i32 42, label %_54 ]
rnd52:
  br label %bb53
rnd70:
  br label %bb71
bb63:
  br i1 %c3, label %bb64, label %bb95
"104bb":
  switch i32 %n, label %rnd105 [ i32 25, label %"104bb" i32 24, label %rnd105 ]
rnd74:
  switch i32 %m, label %rnd75 [ i32 -1144979450, label %bb38 ]
bb60:
  br label %bb61
rnd40:
  br label %bb41
bb28:
  switch i32 %m, label %rnd29 [ i32 36, label %rnd2 i32 17, label %bb26 ]
bb107:
  switch i32 %n, label %bb103 [ i32 47, label %dead109 i32 23, label %rnd88 ]
bb49:
  switch i32 %m, label %rnd50 [ i32 42, label %bb85 i32 20, label %rnd72 ]
bb32:
  br i1 %c2, label %bb33, label %rnd52
bb33:
  br label %rnd70
bb86:
  br i1 %c0, label %rnd87, label %bb86
_54:
  switch i32 %m, label %rnd55 [ i32 49, label %rnd84 i32 11, label %rnd84 i32 36, label %rnd84 i32 38, label %rnd84 ]
bb20:
  br label %bb21
bb15:
  br label %bb4
bb56:
  switch i32 %m, label %bb57 [ i32 17, label %bb86 i32 40, label %bb64 ]
rnd30:
  switch i32 %n, label %bb31 [ i32 4, label %"104bb" i32 46, label %"104bb" ]
bb42:
  switch i32 %n, label %bb47 [ i32 57, label %bb47 i32 59, label %bb47 i32 12, label %bb47 i32 46, label %bb89 ]
bb26:
  br i1 %c3, label %bb27, label %bb39
bb16:
  br label %bb17
rnd68:
  br i1 %c0, label %bb69, label %rnd51
rnd84:
  br label %bb23
bb92:
  br label %bb93
rnd72:
  br i1 %c3, label %bb73, label %rnd105
bb12:
  br label %bb80
bb19:
  br label %bb20
bb23:
  ret i32 0
bb22:
  br label %bb23
bb85:
  switch i32 %n, label %bb86 [ i32 18, label %bb11 i32 16, label %bb-99 ]
bb17:
  br i1 %c1, label %bb18, label %bb7
rnd25:
  br label %bb26
bb78:
  br i1 %c0, label %bb79, label %bb35
bb47:
  br label %bb48
rnd105:
  ret i32 0
rnd98:
  br i1 %c2, label %bb-99, label %bb100
bb35:
  br i1 %c2, label %bb36, label %bb8
dead109:
  switch i64 %k, label %rnd51 [ i64 -466790119, label %bb108 i64 1865543068, label %rnd88 ]
bb3:
  br i1 %c0, label %bb4, label %rnd2
bb58:
  br i1 %c1, label %bb59, label %bb3
bb100:
  br i1 %c2, label %bb101, label %rnd5
bb108:
  switch i32 %n, label %rnd81 [ i32 -1533319286, label %bb108 i32 -1381432465, label %bb92 ]
rnd96:
  switch i32 %n, label %rnd97 [ i32 10, label %rnd34 i32 47, label %rnd97 i32 59, label %rnd34 ]
bb61:
  br label %rnd62
bb59:
  switch i32 %m, label %bb60 [ i32 -1124742345, label %bb60 i32 -1238232833, label %rnd68 i32 -1876381362, label %bb60 ]
bb14:
  br label %bb15
bb101:
  br label %bb102
bb80:
  switch i32 %n, label %rnd81 [ i32 47, label %bb85 ]
bb39:
  br label %rnd40
rnd90:
  br i1 %c1, label %rnd91, label %bb102
rnd9:
  br i1 %c3, label %rnd10, label %bb26
rnd34:
  br i1 %c0, label %bb35, label %bb16
bb41:
  br label %bb42
bb69:
  br label %rnd70
bb24:
  br label %rnd91
dead106:
  br label %dead109
rnd43:
  br label %bb44
bb71:
  br label %rnd72
rnd94:
  br i1 %c2, label %bb95, label %bb49
bb89:
  br i1 %c1, label %rnd90, label %"104bb"
rnd55:
  br i1 %c0, label %bb56, label %bb18
bb57:
  switch i32 %n, label %bb58 [ i32 55, label %bb39 i32 -1, label %bb59 i32 57, label %bb59 i32 29, label %bb39 i32 53, label %bb-99 i32 30, label %bb58 ]
bb73:
  br label %rnd2
rnd29:
  switch i32 %m, label %rnd30 [ i32 26, label %bb26 i32 45, label %bb13 i32 53, label %bb60 ]
rnd88:
  br i1 %c1, label %bb89, label %bb93
rnd45:
  br i1 %c0, label %bb46, label %bb15
rnd62:
  switch i32 %n, label %bb63 [ i32 -4, label %bb14 i32 14, label %bb41 i32 35, label %bb41 i32 8, label %bb14 i32 12, label %bb41 i32 40, label %bb63 ]
bb21:
  br label %bb22
bb102:
  br i1 %c1, label %bb103, label %bb4
rnd97:
  br i1 %c3, label %rnd98, label %bb102
bb8:
  br label %rnd9
bb11:
  switch i32 %n, label %bb12 [ i32 42, label %rnd97 i32 29, label %bb32 i32 47, label %rnd97 i32 54, label %bb95 i32 35, label %bb12 i32 0, label %bb95 ]
bb-99:
  br i1 %c1, label %bb100, label %bb-99
bb27:
  br label %bb28
bb7:
  br i1 %c3, label %bb7, label %rnd30
bb38:
  switch i32 %m, label %bb17 [ i32 41, label %rnd30 i32 52, label %bb27 i32 59, label %rnd30 i32 -7, label %bb27 i32 20, label %bb17 ]
bb31:
  br i1 %c0, label %bb32, label %bb20
bb95:
  br label %rnd96
rnd87:
  switch i32 %n, label %rnd88 [ i32 43, label %bb49 i32 27, label %bb102 i32 44, label %bb101 ]
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  br label %bb13
rnd3:
  br label %bb4
bb4:
  br i1 %c3, label %bb5, label %bb13
bb5:
  br i1 %c3, label %bb6, label %rnd10
bb6:
  switch i32 %n, label %bb7 [ i32 40, label %bb7 i32 -5, label %bb8 ]
bb7:
  ret i32 %n
bb8:
  br i1 %c3, label %bb9, label %bb13
bb9:
  switch i32 %m, label %rnd10 [ i32 33, label %rnd10 i32 14, label %rnd12 i32 4, label %rnd12 i32 46, label %rnd12 i32 -3, label %rnd12 ]
rnd10:
  switch i32 %n, label %bb.11.x [ i32 2, label %bb.11.x i32 10, label %bb.11.x i32 28, label %rnd10 i32 5, label %rnd12 i32 6, label %rnd12 i32 63, label %bb.11.x ]
bb.11.x:
  br label %bb13
rnd12:
  br i1 %c3, label %bb13, label %bb6
bb13:
  switch i32 %m, label %rnd2 [ i32 -5, label %bb13 i32 26, label %bb13 i32 20, label %bb13 i32 42, label %bb13 ]
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
latch9:
  br label %header8
bb5:
  switch i32 %n, label %latch7 [ i32 1627287372, label %bb6 ]
header8:
  br i1 %c1, label %join4, label %latch9
bb10:
  br i1 %c1, label %join4, label %bb10
join4:
  br label %ret2
bb3:
  switch i32 %m, label %bb5 [ i32 27, label %bb5 i32 -7, label %bb5 i32 -5, label %bb10 i32 35, label %header8 i32 26, label %header8 ]
dead11:
  br i1 %c0, label %bb6, label %bb5
bb6:
  br label %latch7
ret2:
  ret i32 %n
latch7:
  br i1 %c2, label %join4, label %bb5
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb2:
  br i1 %c1, label %bb3, label %bb2
bb3:
  br label %rnd4
rnd4:
  br label %rnd5
rnd5:
  br i1 %c0, label %bb6, label %rnd5
bb6:
  br i1 %c3, label %bb6, label %bb6
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb106
bb2:
  ret i32 %n
bb3:
  switch i32 %m, label %bb2 [ i32 -1, label %bb10 i32 19, label %bb10 i32 40, label %bb12 i32 11, label %bb12 i32 18, label %bb4 i32 21, label %bb4 ]
bb4:
  switch i32 %m, label %bb7 [ i32 2, label %bb7 i32 49, label %bb7 i32 -2, label %bb5 ]
bb5:
  br label %bb4
bb6:
  br i1 %c3, label %bb3, label %bb4
bb7:
  br i1 %c3, label %latch9, label %bb8
bb8:
  br label %bb7
latch9:
  br i1 %c0, label %bb7, label %bb6
bb10:
  switch i32 %n, label %bb3 [ i32 46, label %bb11 i32 49, label %bb10 i32 30, label %bb10 i32 3, label %bb10 i32 59, label %bb10 i32 23, label %bb11 ]
bb11:
  br i1 %c2, label %bb11, label %bb10
bb12:
  switch i32 %n, label %bb3 [ i32 32, label %bb12 i32 62, label %bb3 ]
early13:
  br i1 %c0, label %bb14, label %bb15
bb14:
  unreachable
bb15:
  br i1 %c2, label %bb15, label %bb3
bb16:
  br i1 %c3, label %bb16, label %early13
chain17:
  br label %bb16
bb18:
  br i1 %c2, label %chain17, label %bb19
bb19:
  ret i32 0
bb20:
  br label %bb21
bb21:
  switch i32 %n, label %bb18 [ i32 -3, label %bb18 i32 2, label %bb20 i32 34, label %bb20 ]
bb22:
  br i1 %c2, label %bb20, label %bb24
bb23:
  br label %bb22
bb24:
  br i1 %c2, label %bb23, label %bb27
bb25:
  br i1 %c0, label %bb23, label %bb24
bb26:
  br label %bb25
bb27:
  br label %bb26
bb28:
  br i1 %c1, label %bb29, label %bb22
bb29:
  ret i32 %n
bb.30:
  br i1 %c1, label %bb31, label %bb32
bb31:
  ret i32 0
bb32:
  switch i64 %k, label %bb28 [ i64 10, label %bb32 i64 30, label %bb32 i64 32, label %bb33 i64 56, label %bb32 i64 24, label %bb33 ]
bb33:
  br i1 %c3, label %bb32, label %bb34
bb34:
  ret i32 %n
bb35:
  switch i32 %m, label %bb.30 [ i32 47, label %chain67 i32 55, label %bb64 i32 11, label %bb50 i32 22, label %chain67 i32 30, label %bb36 i32 0, label %bb68 ]
bb36:
  switch i32 %m, label %bb41 [ i32 16, label %early42 ]
bb37:
  br label %bb35
bb38:
  br label %bb37
bb39:
  br label %bb38
bb40:
  br label %bb39
bb41:
  br label %bb40
early42:
  switch i64 %k, label %bb44 [ i64 -2, label %early_exit43 ]
early_exit43:
  ret i32 %n
bb44:
  br i1 %c0, label %bb45, label %bb49
bb45:
  br label %bb.46
bb.46:
  br i1 %c3, label %bb37, label %bb44
bb47:
  br label %bb.46
bb48:
  br label %bb47
bb49:
  br label %bb48
bb50:
  switch i32 %m, label %"52bb" [ i32 32, label %bb51 i32 59, label %bb18 ]
bb51:
  br i1 %c3, label %"52bb", label %bb35
"52bb":
  br i1 %c2, label %bb53, label %bb35
bb53:
  switch i32 %m, label %header55 [ i32 61, label %join54 ]
join54:
  br label %bb51
header55:
  br label %bb57
latch56:
  br i1 %c1, label %join54, label %header55
bb57:
  br label %bb59
latch58:
  br i1 %c3, label %bb57, label %latch56
bb59:
  br i1 %c0, label %bb61, label %bb60
bb60:
  ret i32 0
bb61:
  br i1 %c3, label %bb62, label %latch63
bb62:
  br label %bb61
latch63:
  switch i32 %n, label %latch58 [ i32 57, label %bb61 i32 52, label %latch58 i32 0, label %latch58 i32 8, label %latch58 ]
bb64:
  br i1 %c2, label %bb64, label %bb35
chain65:
  br label %bb35
bb66:
  br label %chain65
chain67:
  br label %bb66
bb68:
  switch i32 %n, label %bb35 [ i32 8, label %bb29 i32 5, label %bb68 ]
bb69:
  br label %if71
latch70:
  br i1 %c3, label %bb69, label %bb35
if71:
  br i1 %c3, label %bb75, label %self76
bb72:
  br label %latch70
bb73:
  br label %bb72
bb74:
  br label %bb73
bb75:
  br label %bb74
self76:
  br i1 %c0, label %self76, label %bb72
bb77:
  br label %bb69
bb78:
  br label %bb77
bb79:
  br label %bb78
bb80:
  br label %bb79
chain81:
  br label %bb80
bb82:
  br label %chain81
bb83:
  br label %bb82
bb84:
  br label %bb83
bb85:
  br label %bb84
chain86:
  br label %bb85
if87:
  br i1 %c1, label %chain103, label %bb104
bb88:
  br label %chain86
bb89:
  br label %bb88
bb90:
  br label %bb89
chain91:
  br label %bb90
bb92:
  br label %chain91
chain93:
  br label %bb92
chain94:
  br label %chain93
bb95:
  br label %chain94
bb96:
  br label %bb95
bb97:
  br i1 %c0, label %bb96, label %bb96
bb98:
  br label %bb97
bb99:
  br label %bb98
bb100:
  br label %bb99
chain101:
  br label %bb100
chain102:
  br label %chain101
chain103:
  br label %chain102
bb104:
  switch i32 %n, label %bb88 [ i32 33, label %latch9 i32 -4, label %latch105 i32 21, label %latch9 i32 32, label %latch105 ]
latch105:
  br label %bb104
bb106:
  switch i32 %m, label %bb107 [ i32 -1137354409, label %latch70 i32 1793938358, label %bb107 i32 -1334921349, label %irr108 ]
bb107:
  br i1 %c2, label %bb109, label %if87
irr108:
  br i1 %c0, label %bb107, label %if87
bb109:
  br i1 %c1, label %bb110, label %bb111
bb110:
  switch i32 %n, label %irr108 [  ]
bb111:
  switch i32 %n, label %bb112 [ i32 6, label %bb110 i32 21, label %bb110 ]
bb112:
  switch i64 %k, label %chain116 [ i64 1758044335, label %bb110 ]
bb113:
  switch i32 %n, label %bb112 [  ]
bb114:
  br label %bb113
"115bb":
  br label %bb114
chain116:
  switch i32 %n, label %"115bb" [ i32 63, label %bb112 i32 49, label %bb112 i32 7, label %"115bb" ]
bb117:
  unreachable
bb118:
  ret i32 %n
bb119:
  br label %bb22
dead120:
  switch i32 %m, label %bb121 [ i32 60, label %if71 ]
bb121:
  ret i32 %n
dead122:
  ret i32 0
bb123:
  unreachable
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

