; freqpath random IR: seed=6 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  switch i64 %k, label %header26 [ i64 1864528532, label %bb14 i64 -259935346, label %bb14 i64 251641986, label %header26 ]
bb2:
  ret i32 %n
bb3:
  br i1 %c1, label %irr4, label %"19bb"
irr4:
  switch i64 %k, label %bb6 [ i64 -4, label %bb2 i64 2, label %bb2 ]
bb5:
  br i1 %c0, label %bb16, label %bb2
bb6:
  br i1 %c0, label %bb5, label %early7
early7:
  br i1 %c1, label %bb8, label %bb9
bb8:
  ret i32 0
bb9:
  br i1 %c3, label %early_exit10, label %early11
early_exit10:
  ret i32 %n
early11:
  br i1 %c1, label %bb15, label %bb12
bb12:
  ret i32 %n
bb13:
  br label %bb5
bb14:
  br i1 %c0, label %bb13, label %bb8
bb15:
  br label %bb14
bb16:
  switch i32 %n, label %early17 [ i32 -287618967, label %early7 i32 1654141913, label %irr4 i32 755140662, label %irr4 ]
early17:
  br i1 %c0, label %bb18, label %irr4
bb18:
  ret i32 0
"19bb":
  switch i32 %n, label %bb20 [ i32 58, label %bb20 i32 -5, label %bb21 ]
bb20:
  br label %bb5
bb21:
  br i1 %c1, label %bb23, label %bb22
bb22:
  ret i32 %n
bb23:
  br label %bb24
bb24:
  switch i64 %k, label %bb20 [ i64 22, label %bb20 i64 -8, label %bb23 i64 41, label %bb16 i64 16, label %bb23 i64 33, label %bb23 i64 40, label %bb23 ]
bb25:
  br i1 %c2, label %bb25, label %bb3
header26:
  br i1 %c2, label %bb25, label %header26
dead27:
  br label %early7
dead28:
  br label %bb16
bb29:
  br label %early_exit10
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb2
bb2:
  switch i64 %k, label %rnd3 [ i64 23, label %bb2 i64 29, label %bb2 i64 13, label %rnd3 i64 24, label %bb2 ]
rnd3:
  br i1 %c1, label %bb4, label %rnd3
bb4:
  switch i32 %n, label %bb5 [ i32 63, label %rnd46 i32 49, label %rnd46 i32 -1, label %rnd3 ]
bb5:
  br label %bb2
rnd6:
  br label %bb7
bb7:
  br i1 %c1, label %bb8, label %bb8
bb8:
  br label %rnd9
rnd9:
  br i1 %c0, label %bb10, label %bb8
bb10:
  br i1 %c3, label %bb11, label %bb37
bb11:
  br i1 %c3, label %rnd12, label %bb23
rnd12:
  switch i64 %k, label %rnd13 [ i64 3, label %bb2 i64 46, label %bb2 i64 57, label %bb2 i64 42, label %bb2 ]
rnd13:
  br i1 %c0, label %rnd14, label %rnd9
rnd14:
  switch i32 %n, label %bb10 [ i32 1, label %rnd12 i32 4, label %bb44 i32 16, label %rnd12 ]
bb15:
  switch i32 %n, label %rnd16 [ i32 15, label %rnd12 i32 -3, label %bb15 ]
rnd16:
  br i1 %c0, label %bb17, label %rnd12
bb17:
  br i1 %c0, label %rnd18, label %bb15
rnd18:
  switch i32 %n, label %rnd19 [ i32 37, label %bb23 i32 23, label %rnd19 i32 10, label %bb23 i32 48, label %rnd19 ]
rnd19:
  br i1 %c3, label %rnd20, label %rnd6
rnd20:
  unreachable
bb21:
  switch i32 %m, label %bb22 [ i32 566779135, label %rnd58 i32 783349698, label %bb42 ]
bb22:
  ret i32 0
bb23:
  br label %rnd24
rnd24:
  br label %bb25
bb25:
  br label %rnd26
rnd26:
  br i1 %c2, label %bb27, label %bb41
bb27:
  br label %bb17
bb28:
  br i1 %c0, label %bb29, label %bb27
bb29:
  br label %rnd3
bb30:
  br i1 %c0, label %bb31, label %bb48
bb31:
  br i1 %c1, label %bb32, label %bb25
bb32:
  switch i32 %n, label %rnd33 [ i32 32, label %bb27 i32 49, label %bb27 ]
rnd33:
  switch i32 %m, label %bb34 [ i32 26, label %bb35 i32 2, label %bb10 ]
bb34:
  br label %bb35
bb35:
  br i1 %c1, label %bb36, label %bb45
bb36:
  switch i64 %k, label %bb37 [ i64 6, label %bb4 ]
bb37:
  br i1 %c0, label %rnd38, label %bb53
rnd38:
  br i1 %c3, label %bb39, label %bb15
bb39:
  br i1 %c2, label %rnd40, label %rnd19
rnd40:
  br i1 %c0, label %bb41, label %rnd12
bb41:
  br i1 %c1, label %bb42, label %rnd24
bb42:
  br i1 %c1, label %rnd43, label %bb37
rnd43:
  br label %bb44
bb44:
  switch i64 %k, label %bb45 [ i64 19, label %bb42 i64 -7, label %bb30 ]
bb45:
  switch i32 %m, label %rnd46 [ i32 12, label %rnd16 i32 49, label %bb42 i32 10, label %rnd16 i32 47, label %bb53 ]
rnd46:
  br label %bb47
bb47:
  switch i32 %m, label %bb48 [ i32 30, label %rnd16 i32 29, label %bb48 i32 10, label %bb48 i32 -8, label %rnd16 ]
bb48:
  br i1 %c0, label %bb49, label %bb44
bb49:
  br i1 %c0, label %bb50, label %rnd19
bb50:
  switch i32 %m, label %bb51 [ i32 -1670395426, label %bb47 i32 -1633774934, label %bb5 i32 346387961, label %bb47 i32 -1642795431, label %bb5 i32 724848521, label %bb47 ]
bb51:
  br i1 %c0, label %rnd52, label %rnd52
rnd52:
  br label %bb53
bb53:
  br i1 %c2, label %bb54, label %rnd3
bb54:
  br i1 %c3, label %bb55, label %rnd19
bb55:
  br i1 %c1, label %rnd3, label %rnd3
rnd56:
  switch i64 %k, label %bb57 [ i64 -2, label %rnd13 i64 11, label %$63 i64 27, label %rnd33 ]
bb57:
  br i1 %c0, label %rnd58, label %bb53
rnd58:
  br i1 %c3, label %bb59, label %rnd38
bb59:
  br i1 %c0, label %rnd60, label %bb28
rnd60:
  switch i32 %n, label %bb61 [ i32 2082935230, label %rnd60 i32 -719733459, label %bb61 i32 -1828925292, label %bb61 i32 -966010038, label %bb59 i32 -1965770136, label %rnd60 ]
bb61:
  br i1 %c2, label %bb62, label %bb25
bb62:
  br i1 %c3, label %$63, label %rnd43
$63:
  br i1 %c1, label %bb64, label %bb39
bb64:
  switch i64 %k, label %rnd65 [ i64 6, label %bb29 i64 32, label %bb29 i64 13, label %bb64 ]
rnd65:
  br label %$66
$66:
  br i1 %c1, label %$66, label %$66
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb.1.x:
  br i1 %c2, label %32, label %35
0:
  br label %20
1:
  br label %9
2:
  br label %1
3:
  switch i32 %m, label %14 [ i32 41, label %14 i32 52, label %3 i32 6, label %3 i32 19, label %3 ]
4:
  br i1 %c0, label %23, label %26
5:
  br i1 %c0, label %13, label %23
6:
  switch i64 %k, label %10 [ i64 46, label %35 ]
7:
  br i1 %c1, label %35, label %bb2
8:
  ret i32 0
bb5:
  switch i32 %m, label %bb6 [ i32 37, label %18 i32 13, label %18 i32 50, label %bb6 ]
9:
  br label %31
bb4:
  br label %2
10:
  switch i32 %n, label %7 [ i32 15, label %31 i32 40, label %31 ]
11:
  switch i32 %m, label %26 [ i32 54, label %24 i32 2, label %15 ]
12:
  br label %4
13:
  br i1 %c1, label %bb4, label %23
14:
  switch i32 %n, label %22 [ i32 5, label %19 i32 1, label %19 i32 51, label %19 i32 50, label %19 ]
15:
  switch i32 %m, label %13 [ i32 0, label %5 i32 60, label %5 i32 49, label %17 i32 51, label %31 i32 -1, label %17 ]
16:
  ret i32 0
17:
  switch i32 %n, label %29 [ i32 31, label %29 i32 3, label %29 i32 35, label %23 ]
18:
  br label %7
19:
  br i1 %c1, label %bb3, label %11
20:
  br i1 %c0, label %19, label %0
21:
  switch i32 %n, label %5 [ i32 49, label %29 ]
22:
  br i1 %c0, label %6, label %20
bb6:
  br i1 %c3, label %bb5, label %18
23:
  br label %18
24:
  br i1 %c1, label %30, label %8
25:
  br label %29
26:
  br i1 %c3, label %4, label %12
bb3:
  br i1 %c0, label %3, label %16
27:
  br label %6
28:
  switch i32 %n, label %bb5 [ i32 18, label %bb6 ]
29:
  br i1 %c2, label %21, label %25
30:
  br label %23
31:
  br i1 %c0, label %17, label %23
bb2:
  ret i32 %n
32:
  switch i64 %k, label %33 [ i64 11, label %7 i64 40, label %7 ]
33:
  br i1 %c2, label %34, label %18
34:
  switch i32 %n, label %18 [ i32 10, label %11 i32 30, label %28 i32 36, label %18 ]
35:
  br i1 %c1, label %20, label %27
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  switch i32 %m, label %bb3 [ i32 978064564, label %bb3 i32 -343822028, label %bb7 i32 -400959734, label %bb3 ]
bb5:
  br label %bb8
bb11:
  br label %bb12
bb2:
  ret i32 0
bb8:
  br i1 %c2, label %irr10, label %bb9
irr10:
  switch i64 %k, label %bb9 [ i64 -1842797565, label %irr6 i64 -984741768, label %bb3 ]
irr6:
  br i1 %c2, label %bb7, label %bb2
bb4:
  br label %bb5
bb7:
  br label %bb4
bb3:
  switch i32 %m, label %irr6 [ i32 2015505927, label %bb7 i32 -700730894, label %bb4 ]
bb9:
  br i1 %c0, label %bb11, label %irr6
bb12:
  switch i32 %n, label %bb11 [ i32 52, label %bb11 i32 24, label %bb11 i32 -3, label %irr10 i32 5, label %irr10 i32 30, label %irr10 i32 27, label %irr10 ]
}

define i32 @f4(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  br label %20
12:
  br label %bb2
13:
  br i1 %1, label %12, label %14
ret1:
  ret i32 0
14:
  br i1 %2, label %16, label %12
15:
  br label %19
chain3:
  br label %17
bb2:
  switch i64 %6, label %21 [ i64 -1097224500, label %13 ]
16:
  switch i32 %4, label %12 [ i32 178188846, label %23 i32 -27535295, label %16 i32 -739676307, label %16 i32 -1016088022, label %16 i32 547682787, label %16 i32 -399319895, label %16 i32 -554166403, label %16 ]
17:
  br i1 %0, label %23, label %23
18:
  br i1 %0, label %15, label %ret1
19:
  br i1 %3, label %bb2, label %18
20:
  br i1 %3, label %15, label %18
21:
  br label %19
22:
  ret i32 %4
23:
  br i1 %2, label %chain3, label %16
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb4
bb4:
  br i1 %c0, label %bb5, label %bb3
bb3:
  br label %ret2
bb16:
  switch i64 %k, label %irr18 [ i64 32, label %irr18 i64 15, label %bb17 i64 19, label %bb17 i64 3, label %bb19 ]
ret2:
  ret i32 0
bb7:
  switch i32 %m, label %bb8 [ i32 8, label %bb8 i32 47, label %bb3 i32 50, label %bb8 ]
bb9:
  br i1 %c2, label %bb11, label %bb10
chain14:
  br label %bb13
bb13:
  br label %bb16
bb19:
  br i1 %c1, label %bb17, label %bb12
bb12:
  br i1 %c3, label %chain15, label %bb10
bb10:
  switch i32 %m, label %bb7 [  ]
bb8:
  br i1 %c1, label %bb9, label %bb3
bb20:
  br label %bb19
bb11:
  br i1 %c3, label %bb12, label %bb13
bb17:
  switch i64 %k, label %irr18 [ i64 51, label %bb12 ]
bb6:
  br i1 %c3, label %bb8, label %bb7
chain15:
  br i1 %c2, label %chain14, label %chain14
bb21:
  br label %bb22
bb22:
  br label %bb12
bb5:
  br i1 %c0, label %bb6, label %bb3
irr18:
  br i1 %c3, label %bb20, label %bb12
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
bb51:
  ret i32 %n
bb6:
  br i1 %c3, label %bb2, label %bb4
bb9:
  br i1 %c1, label %bb12, label %dispatch13
bb16:
  br label %chain15
bb12:
  br label %chain11
bb49:
  br i1 %c1, label %bb47, label %bb41
dispatch13:
  switch i32 %n, label %join10 [ i32 48, label %bb14 i32 39, label %if21 i32 56, label %if28 ]
bb56:
  br i1 %c0, label %header55, label %bb53
header55:
  br label %bb56
bb61:
  br label %chain60
bb4:
  switch i32 %m, label %reset5 [ i32 -5, label %bb7 i32 61, label %bb7 ]
bb8:
  br label %bb6
irr33:
  br label %bb31
irr40:
  br label %early43
if21:
  br i1 %c3, label %bb23, label %join22
bb78:
  br i1 %c3, label %bb71, label %bb71
bb23:
  br i1 %c2, label %bb24, label %irr25
bb54:
  br i1 %c0, label %header55, label %bb37
bb38:
  br i1 %c2, label %bb59, label %bb32
bb72:
  br i1 %c0, label %bb73, label %bb70
latch58:
  switch i32 %n, label %bb38 [ i32 36, label %bb57 i32 5, label %bb57 i32 50, label %bb38 i32 16, label %bb38 i32 11, label %bb38 ]
bb30:
  switch i32 %n, label %bb32 [ i32 -1245446244, label %irr33 i32 -1873615873, label %bb31 i32 -1004486753, label %irr33 ]
bb79:
  switch i32 %m, label %join64 [ i32 19, label %bb81 i32 -2, label %bb36 ]
bb18:
  br i1 %c3, label %bb17, label %bb17
join29:
  br label %dispatch13
bb66:
  br label %bb67
reset5:
  br label %bb6
early43:
  br i1 %c2, label %bb44, label %bb45
bb19:
  br i1 %c1, label %bb20, label %bb14
join64:
  br label %bb59
bb74:
  br i1 %c2, label %bb75, label %bb70
bb69:
  br label %bb71
bb32:
  br i1 %c0, label %bb68, label %bb8
bb77:
  br i1 %c3, label %bb67, label %bb67
chain60:
  br label %bb59
bb73:
  br i1 %c1, label %bb74, label %bb70
irr35:
  switch i64 %k, label %irr_pre39 [ i64 33, label %bb32 ]
bb24:
  br i1 %c0, label %bb26, label %join22
bb75:
  br i1 %c1, label %bb72, label %bb70
chain15:
  br label %bb14
bb76:
  br label %bb24
bb81:
  br label %bb54
bb.62:
  br label %bb61
bb-50:
  br i1 %c2, label %bb51, label %bb42
bb17:
  br label %bb16
bb52:
  br i1 %c0, label %bb54, label %bb53
bb70:
  br i1 %c0, label %bb69, label %bb68
bb53:
  br label %bb54
join22:
  br label %dispatch13
if28:
  br i1 %c1, label %join29, label %join29
bb31:
  br i1 %c3, label %irr_pre34, label %bb8
bb48:
  br label %bb47
bb20:
  unreachable
bb26:
  br i1 %c3, label %bb27, label %irr25
bb14:
  switch i32 %m, label %dispatch13 [ i32 55, label %bb14 i32 35, label %bb14 i32 4, label %bb14 i32 18, label %bb19 i32 47, label %bb18 ]
bb44:
  ret i32 %n
dead82:
  br i1 %c0, label %irr_pre34, label %bb69
bb57:
  br label %latch58
bb65:
  br i1 %c3, label %bb67, label %bb66
bb71:
  br i1 %c2, label %bb72, label %bb73
bb45:
  br i1 %c2, label %bb47, label %bb46
bb41:
  br i1 %c0, label %bb-50, label %bb-50
bb47:
  br i1 %c0, label %bb48, label %bb49
bb59:
  switch i32 %m, label %irr35 [ i32 39, label %bb59 i32 61, label %bb65 i32 29, label %bb63 i32 59, label %bb.62 i32 55, label %bb59 i32 54, label %bb59 ]
bb7:
  br i1 %c1, label %bb9, label %bb30
bb63:
  switch i32 %n, label %join64 [ i32 35, label %join64 i32 4, label %join64 ]
join10:
  br label %bb8
bb80:
  br label %bb76
bb36:
  switch i32 %n, label %bb52 [ i32 2, label %bb32 i32 49, label %bb32 ]
irr_pre34:
  switch i32 %m, label %bb37 [ i32 -8, label %bb36 i32 -5, label %bb38 i32 50, label %irr35 ]
irr25:
  br label %bb24
bb27:
  ret i32 %n
bb37:
  br i1 %c1, label %bb57, label %bb32
bb67:
  switch i32 %m, label %bb66 [ i32 52, label %bb59 ]
bb42:
  br i1 %c2, label %irr40, label %bb36
bb2:
  ret i32 %n
bb68:
  switch i32 %n, label %irr33 [ i32 61, label %bb68 i32 32, label %bb68 i32 28, label %bb68 i32 38, label %bb69 i32 27, label %bb68 ]
chain11:
  br label %join10
irr_pre39:
  switch i32 %m, label %bb41 [ i32 40, label %irr40 i32 31, label %bb42 ]
bb3:
  switch i32 %n, label %bb4 [ i32 57, label %bb2 i32 6, label %bb2 ]
bb46:
  ret i32 0
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %counter2
ret1:
  ret i32 0
counter2:
  br i1 %c0, label %2, label %bb3
bb3:
  br label %1
1:
  br i1 %c3, label %counter2, label %ret1
2:
  br i1 %c3, label %5, label %3
3:
  br label %4
4:
  br i1 %c3, label %2, label %1
5:
  br i1 %c1, label %7, label %6
6:
  br label %4
7:
  switch i32 %m, label %6 [ i32 -7, label %6 i32 49, label %6 i32 27, label %6 i32 31, label %6 ]
8:
  unreachable
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %2
1:
  br label %3
2:
  switch i32 %m, label %3 [ i32 24, label %2 ]
3:
  br label %4
4:
  br label %1
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %if64
ret2:
  br label %irr26
if3:
  switch i32 %m, label %if5 [ i32 -6, label %bb4 i32 15, label %self22 ]
bb4:
  br label %ret2
if5:
  switch i32 %n, label %bb4 [ i32 37, label %counter6 ]
counter6:
  switch i32 %n, label %bb7 [ i32 51, label %bb9 i32 9, label %bb9 i32 45, label %bb9 ]
bb7:
  br label %counter6
bb8:
  switch i32 %m, label %bb4 [ i32 40, label %bb4 i32 25, label %bb13 i32 48, label %counter6 ]
bb9:
  switch i32 %n, label %bb8 [ i32 51, label %bb10 i32 55, label %bb15 ]
bb10:
  br i1 %c0, label %bb13, label %bb11
bb11:
  br label %bb10
bb12:
  switch i32 %m, label %bb9 [ i32 39, label %bb10 ]
bb13:
  switch i32 %m, label %bb14 [ i32 54, label %bb12 i32 4, label %early39 i32 12, label %bb12 ]
bb14:
  br label %bb13
bb15:
  br i1 %c0, label %bb16, label %bb17
bb16:
  br label %bb19
bb17:
  br i1 %c0, label %bb18, label %bb18
bb18:
  br i1 %c1, label %chain21, label %bb9
bb19:
  br label %bb17
bb20:
  br label %bb16
chain21:
  br label %bb20
self22:
  br i1 %c3, label %self22, label %bb4
bb23:
  switch i32 %n, label %bb23 [ i32 16, label %bb13 i32 52, label %if3 ]
irr_pre24:
  switch i32 %m, label %irr25 [ i32 23, label %irr26 i32 -5, label %bb49 ]
irr25:
  switch i32 %m, label %irr26 [ i32 -1690298456, label %bb23 i32 -690432442, label %bb23 ]
irr26:
  br i1 %c0, label %counter29, label %bb23
irr27:
  br i1 %c3, label %chain46, label %bb23
"28bb":
  br label %bb47
counter29:
  br i1 %c1, label %bb30, label %bb32
bb30:
  br label %counter29
latch31:
  br i1 %c1, label %counter29, label %irr27
bb32:
  br i1 %c0, label %bb33, label %header35
bb33:
  br label %bb34
bb34:
  br i1 %c1, label %bb32, label %latch31
header35:
  br i1 %c2, label %bb36, label %bb34
bb36:
  switch i32 %n, label %bb37 [ i32 -5, label %bb45 i32 34, label %bb45 ]
bb37:
  br i1 %c3, label %early39, label %header35
bb38:
  br i1 %c0, label %bb41, label %header35
early39:
  br i1 %c3, label %early_exit40, label %bb38
early_exit40:
  ret i32 0
bb41:
  br label %bb42
bb42:
  switch i32 %m, label %bb41 [ i32 58, label %bb41 i32 52, label %bb41 i32 31, label %bb37 ]
bb43:
  switch i64 %k, label %bb38 [ i64 1693878854, label %header35 ]
bb44:
  switch i64 %k, label %bb43 [ i64 31, label %header35 ]
bb45:
  br i1 %c3, label %bb44, label %bb44
chain46:
  br i1 %c0, label %"28bb", label %"28bb"
bb47:
  br i1 %c3, label %bb48, label %irr25
bb48:
  ret i32 0
bb49:
  br label %irr27
bb50:
  br label %latch51
latch51:
  switch i32 %n, label %bb50 [ i32 21, label %irr_pre24 i32 29, label %bb50 i32 17, label %irr_pre24 i32 33, label %bb50 ]
bb52:
  br i1 %c1, label %join53, label %join53
join53:
  br label %bb50
bb54:
  br label %bb52
bb55:
  br label %bb54
chain56:
  br label %bb55
chain57:
  br label %chain56
bb58:
  br label %chain57
bb59:
  br label %bb58
chain60:
  br label %bb59
chain61:
  br label %chain60
bb62:
  br label %chain61
bb63:
  br i1 %c1, label %bb63, label %bb62
if64:
  switch i32 %m, label %header66 [ i32 660213650, label %bb65 i32 -744543161, label %bb65 ]
bb65:
  br i1 %c2, label %bb63, label %bb69
header66:
  switch i32 %n, label %early67 [ i32 46, label %bb65 i32 7, label %bb65 ]
early67:
  switch i32 %n, label %bb69 [ i32 47, label %bb68 i32 58, label %bb15 i32 38, label %bb15 ]
bb68:
  ret i32 %n
bb69:
  br i1 %c1, label %irr72, label %bb70
bb70:
  br i1 %c0, label %bb71, label %header66
bb71:
  br label %bb73
irr72:
  br i1 %c2, label %header74, label %header66
bb73:
  br i1 %c0, label %irr72, label %bb73
header74:
  br i1 %c3, label %bb76, label %header66
bb75:
  br i1 %c1, label %header74, label %bb70
bb76:
  switch i32 %m, label %bb80 [ i32 1503002762, label %bb79 i32 692179846, label %bb77 ]
bb77:
  br i1 %c0, label %bb78, label %bb75
bb78:
  br label %bb79
bb79:
  br i1 %c3, label %bb80, label %bb11
bb80:
  br i1 %c1, label %bb77, label %bb75
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

