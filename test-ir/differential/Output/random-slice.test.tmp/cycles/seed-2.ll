; freqpath random IR: seed=2 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb4:
  switch i32 %n, label %bb5 [ i32 1376107516, label %bb5 i32 970444831, label %bb5 i32 1051333799, label %bb5 i32 656743152, label %bb5 ]
bb5:
  br i1 %c2, label %bb6, label %bb2
bb6:
  br label %bb6
bb2:
  switch i32 %n, label %bb3 [ i32 1644332189, label %bb5 i32 -167451468, label %bb6 i32 961097509, label %bb6 i32 1766854345, label %bb6 ]
bb3:
  br label %bb4
}

define i32 @f1(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  br label %12
12:
  br i1 %1, label %14, label %ret1
13:
  br label %ret1
ret1:
  ret i32 %4
14:
  ret i32 0
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  switch i32 %n, label %bb2 [  ]
bb2:
  br label %bb3
bb3:
  ret i32 %n
bb4:
  br i1 %c0, label %bb5, label %bb2
bb5:
  br label %rnd6
rnd6:
  switch i32 %m, label %bb7 [ i32 39, label %bb7 i32 31, label %bb7 i32 -6, label %bb7 i32 44, label %rnd6 ]
bb7:
  ret i32 %n
bb8:
  br i1 %c1, label %rnd6, label %rnd6
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 %n
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb6:
  switch i64 %k, label %_7 [ i64 2, label %bb12 i64 36, label %bb12 i64 14, label %_7 i64 43, label %bb12 ]
_7:
  br i1 %c2, label %bb12, label %bb9
rnd8:
  br i1 %c1, label %bb9, label %bb6
bb5:
  switch i32 %n, label %bb6 [ i32 57, label %rnd8 i32 14, label %bb6 i32 51, label %rnd3 i32 18, label %bb6 i32 1, label %bb6 i32 36, label %rnd8 i32 -8, label %rnd3 ]
bb9:
  switch i32 %m, label %bb10 [ i32 40, label %bb4 i32 51, label %bb11 ]
bb2:
  br i1 %c3, label %rnd3, label %bb9
bb11:
  br label %bb12
rnd3:
  br i1 %c2, label %bb4, label %bb10
bb12:
  switch i32 %m, label %bb12 [ i32 18, label %bb12 i32 31, label %_7 i32 55, label %bb12 i32 9, label %bb12 ]
bb4:
  br label %bb6
bb10:
  br label %bb12
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 %n
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb2:
  br i1 %c0, label %bb3, label %bb19
bb3:
  switch i32 %m, label %bb4 [ i32 26, label %rnd54 i32 18, label %rnd46 i32 57, label %bb67 ]
bb4:
  switch i64 %k, label %bb5 [ i64 52, label %bb41 ]
bb5:
  br label %rnd6
rnd6:
  br i1 %c0, label %rnd7, label %bb4
rnd7:
  switch i32 %m, label %bb8 [ i32 2, label %bb2 i32 50, label %bb8 i32 17, label %rnd11 i32 15, label %rnd11 i32 26, label %bb2 ]
bb8:
  switch i32 %n, label %bb9 [ i32 6, label %bb61 i32 31, label %bb4 ]
bb9:
  br i1 %c0, label %bb10, label %bb66
bb10:
  br i1 %c2, label %rnd11, label %bb16
rnd11:
  br i1 %c1, label %rnd12, label %rnd37
rnd12:
  br i1 %c2, label %bb13, label %bb5
bb13:
  br label %rnd14
rnd14:
  br label %bb41
bb15:
  br label %bb16
bb16:
  switch i32 %n, label %bb17 [ i32 162131640, label %rnd47 i32 -891826629, label %bb30 i32 1785750628, label %bb41 ]
bb17:
  switch i32 %n, label %bb55 [ i32 17, label %bb17 i32 -3, label %bb55 i32 35, label %bb55 i32 50, label %bb17 i32 -1, label %bb61 ]
rnd18:
  switch i32 %n, label %bb19 [ i32 5, label %rnd20 i32 16, label %rnd46 ]
bb19:
  br i1 %c3, label %rnd20, label %bb23
rnd20:
  switch i32 %m, label %bb21 [ i32 5, label %bb21 i32 39, label %bb10 ]
bb21:
  br label %bb22
bb22:
  br i1 %c0, label %bb17, label %bb52
bb23:
  br label %bb24
bb24:
  switch i32 %n, label %bb25 [ i32 -6, label %bb25 i32 35, label %rnd57 i32 11, label %rnd57 i32 1, label %bb25 ]
bb25:
  br label %bb26
bb26:
  br label %bb27
bb27:
  switch i32 %n, label %bb28 [ i32 11, label %bb52 i32 6, label %bb60 i32 -8, label %bb60 i32 3, label %bb52 ]
bb28:
  switch i64 %k, label %bb29 [ i64 60, label %rnd37 i64 8, label %bb29 ]
bb29:
  br i1 %c1, label %bb30, label %bb56
bb30:
  br label %rnd31
rnd31:
  br i1 %c3, label %bb32, label %bb62
bb32:
  br label %bb33
bb33:
  br i1 %c1, label %bb34, label %bb58
bb34:
  br i1 %c3, label %bb35, label %bb50
bb35:
  br label %bb36
bb36:
  br label %rnd37
rnd37:
  br i1 %c0, label %bb38, label %bb61
bb38:
  br label %bb60
rnd39:
  br i1 %c1, label %rnd40, label %bb52
rnd40:
  br label %bb41
bb41:
  ret i32 %n
rnd42:
  switch i32 %n, label %bb43 [ i32 20, label %bb43 i32 26, label %bb65 i32 61, label %bb43 i32 7, label %bb65 ]
bb43:
  br i1 %c0, label %rnd44, label %rnd47
rnd44:
  switch i32 %m, label %bb45 [ i32 50, label %bb45 i32 43, label %bb45 i32 5, label %bb55 i32 32, label %bb45 ]
bb45:
  switch i32 %m, label %rnd46 [ i32 25, label %rnd46 i32 37, label %bb51 i32 62, label %bb3 ]
rnd46:
  switch i64 %k, label %rnd47 [ i64 -1410696696, label %rnd47 i64 -316778491, label %rnd47 i64 -2115711587, label %bb65 i64 -334473906, label %rnd14 ]
rnd47:
  switch i32 %m, label %bb48 [ i32 40, label %rnd37 i32 32, label %bb9 i32 11, label %rnd64 ]
bb48:
  br label %bb49
bb49:
  unreachable
bb50:
  switch i64 %k, label %bb51 [ i64 -457271514, label %bb60 i64 -341629368, label %bb60 i64 810944123, label %bb51 i64 168486789, label %bb60 ]
bb51:
  br i1 %c1, label %bb52, label %bb51
bb52:
  switch i32 %n, label %bb53 [ i32 27, label %rnd54 i32 12, label %bb66 i32 19, label %bb66 i32 39, label %rnd54 ]
bb53:
  switch i32 %n, label %rnd54 [ i32 -286242632, label %bb21 ]
rnd54:
  switch i32 %n, label %bb55 [ i32 12, label %bb65 ]
bb55:
  switch i32 %n, label %bb56 [ i32 3, label %bb53 i32 39, label %bb53 ]
bb56:
  switch i32 %n, label %rnd57 [ i32 -4, label %bb3 i32 42, label %bb41 ]
rnd57:
  br label %bb58
bb58:
  br label %bb59
bb59:
  br label %bb60
bb60:
  ret i32 0
bb61:
  switch i32 %n, label %bb62 [ i32 24, label %rnd63 i32 62, label %bb65 ]
bb62:
  switch i32 %n, label %rnd63 [ i32 -2, label %rnd63 i32 -1, label %bb67 i32 54, label %bb67 ]
rnd63:
  br label %rnd64
rnd64:
  br i1 %c1, label %bb65, label %bb65
bb65:
  switch i32 %n, label %bb66 [ i32 49, label %bb65 i32 -2, label %rnd7 ]
bb66:
  br label %bb67
bb67:
  br label %bb67
bb68:
  br label %bb68
bb69:
  switch i32 %m, label %bb70 [ i32 53, label %bb28 i32 9, label %bb70 i32 46, label %bb28 i32 29, label %bb70 i32 1, label %bb70 ]
bb70:
  br label %bb36
dead71:
  br i1 %c0, label %bb21, label %bb10
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb20
bb2:
  ret i32 %n
dead30:
  br label %bb29
bb29:
  switch i32 %n, label %bb8 [ i32 -72868744, label %bb16 i32 203118687, label %bb28 i32 1065889475, label %bb8 i32 -1790855612, label %bb16 i32 757521508, label %bb28 ]
irr22:
  br i1 %c3, label %bb21, label %bb19
self26:
  br i1 %c3, label %bb25, label %self26
bb20:
  br i1 %c0, label %bb21, label %irr22
dispatch7:
  switch i32 %m, label %irr_pre3 [ i32 -2, label %"12bb" i32 19, label %inf_pre14 i32 16, label %bb11 i32 38, label %dispatch7 i32 -1, label %dispatch7 ]
dispatch27:
  switch i32 %m, label %bb25 [ i32 30, label %dispatch27 i32 15, label %bb28 i32 10, label %dispatch27 i32 24, label %dispatch27 i32 25, label %dispatch27 i32 54, label %dispatch27 ]
chain17:
  br label %bb16
bb16:
  br label %dispatch7
bb19:
  br label %bb18
bb25:
  br label %bb23
bb13:
  switch i32 %n, label %"12bb" [ i32 58, label %dispatch7 i32 23, label %"12bb" ]
bb18:
  br label %chain17
chain9:
  br i1 %c0, label %bb8, label %bb13
bb-24:
  switch i32 %n, label %self26 [ i32 -6, label %dispatch27 i32 12, label %dispatch27 ]
irr4:
  switch i32 %m, label %bb6 [ i32 42, label %bb2 i32 33, label %bb8 ]
"12bb":
  br i1 %c1, label %bb13, label %dispatch7
bb21:
  br label %bb23
dead31:
  br i1 %c0, label %bb25, label %dead31
irr_pre3:
  switch i32 %m, label %irr4 [ i32 7, label %chain10 i32 58, label %irr5 i32 15, label %irr4 i32 -5, label %chain10 i32 34, label %chain10 ]
bb28:
  switch i32 %m, label %bb28 [ i32 2, label %dispatch27 i32 58, label %chain9 i32 11, label %bb15 i32 5, label %bb15 i32 33, label %bb15 i32 42, label %bb15 ]
bb8:
  br i1 %c1, label %dispatch7, label %dispatch7
chain10:
  br label %chain9
bb6:
  br i1 %c3, label %irr5, label %irr5
bb11:
  br label %chain10
inf_pre14:
  br label %bb15
irr5:
  br label %irr4
bb23:
  switch i32 %m, label %irr22 [ i32 46, label %bb-24 i32 45, label %bb23 i32 50, label %bb23 ]
bb15:
  br label %bb15
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb10
bb2:
  br label %bb30
bb3:
  br i1 %c2, label %bb5, label %bb4
bb4:
  br i1 %c0, label %bb2, label %bb5
bb5:
  br i1 %c0, label %"9bb", label %bb6
bb6:
  br label %bb5
bb7:
  switch i64 %k, label %bb5 [ i64 61, label %bb4 i64 51, label %chain8 ]
chain8:
  br label %bb7
"9bb":
  br label %chain8
bb10:
  br i1 %c0, label %if12, label %bb11
bb11:
  br i1 %c3, label %bb3, label %bb3
if12:
  switch i32 %n, label %bb14 [ i32 30, label %bb13 i32 10, label %early20 ]
bb13:
  br label %bb11
bb14:
  switch i32 %m, label %bb13 [ i32 -3, label %bb15 i32 22, label %bb16 ]
bb15:
  br i1 %c2, label %bb14, label %bb14
bb16:
  switch i32 %m, label %bb17 [ i32 22, label %bb19 i32 48, label %self18 i32 -2, label %self18 i32 60, label %bb17 i32 56, label %bb17 ]
bb17:
  br i1 %c1, label %bb15, label %bb13
self18:
  br i1 %c3, label %self18, label %bb17
bb19:
  br i1 %c2, label %bb17, label %bb19
early20:
  br i1 %c1, label %early_exit21, label %irr_pre22
early_exit21:
  unreachable
irr_pre22:
  br i1 %c0, label %bb24, label %bb23
bb23:
  br label %bb25
bb24:
  br i1 %c0, label %bb23, label %bb13
bb25:
  br label %bb27
bb26:
  br i1 %c2, label %bb24, label %bb25
bb27:
  br i1 %c1, label %irr29, label %bb28
bb28:
  br label %bb30
irr29:
  br i1 %c0, label %bb28, label %bb26
bb30:
  br label %latch31
latch31:
  br i1 %c2, label %irr29, label %bb30
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %1
1:
  ret i32 0
bb1:
  br label %8
2:
  br label %3
3:
  switch i32 %n, label %4 [ i32 -4, label %rnd27 i32 42, label %bb1 i32 6, label %4 ]
4:
  switch i32 %m, label %5 [ i32 15, label %4 i32 17, label %5 i32 13, label %5 i32 -7, label %5 ]
5:
  br i1 %c1, label %6, label %71
6:
  br label %bb2
bb2:
  switch i32 %m, label %7 [ i32 -1738515001, label %bb22 i32 1271980141, label %bb22 i32 -461201068, label %7 ]
7:
  br i1 %c2, label %8, label %bb26
8:
  br label %9
9:
  br i1 %c2, label %bb3, label %bb6
bb3:
  br i1 %c1, label %10, label %17
10:
  br label %11
11:
  switch i32 %n, label %12 [ i32 14, label %101 i32 24, label %101 i32 3, label %11 i32 26, label %101 ]
12:
  br i1 %c1, label %96, label %143
bb4:
  br label %13
13:
  br label %14
14:
  br i1 %c0, label %15, label %50
15:
  br i1 %c0, label %16, label %78
16:
  br label %17
17:
  br label %73
bb5:
  br label %18
18:
  br label %19
19:
  br label %bb25
20:
  br i1 %c2, label %21, label %bb25
21:
  switch i32 %m, label %22 [ i32 63, label %22 i32 55, label %57 i32 57, label %57 i32 2, label %57 ]
22:
  switch i64 %k, label %23 [ i64 -4, label %23 i64 52, label %139 ]
23:
  br label %42
24:
  br i1 %c0, label %25, label %bb29
25:
  br i1 %c3, label %26, label %137
26:
  br label %27
27:
  br i1 %c3, label %98, label %bb26
28:
  switch i32 %m, label %29 [ i32 4, label %30 i32 -2, label %107 i32 53, label %30 i32 20, label %107 ]
29:
  switch i32 %m, label %30 [ i32 1, label %71 i32 51, label %71 i32 41, label %bb33 i32 16, label %bb33 i32 49, label %71 ]
30:
  switch i32 %m, label %31 [ i32 38, label %31 i32 -3, label %73 i32 6, label %21 i32 18, label %21 i32 -5, label %73 ]
31:
  br i1 %c3, label %32, label %112
32:
  br i1 %c3, label %33, label %99
33:
  br i1 %c1, label %34, label %34
34:
  ret i32 %n
35:
  br i1 %c0, label %36, label %115
36:
  br i1 %c1, label %bb6, label %29
bb6:
  br label %37
37:
  switch i64 %k, label %38 [ i64 39, label %30 i64 20, label %146 i64 47, label %30 ]
38:
  br label %39
39:
  switch i32 %n, label %40 [ i32 54, label %35 i32 20, label %35 ]
40:
  br i1 %c2, label %41, label %138
41:
  br i1 %c1, label %42, label %41
42:
  switch i32 %m, label %54 [ i32 22, label %29 i32 52, label %29 i32 34, label %54 ]
43:
  switch i64 %k, label %44 [ i64 -1710706139, label %123 i64 -630178927, label %123 i64 -282860223, label %123 i64 1355167500, label %44 i64 -1887171689, label %85 ]
44:
  switch i32 %n, label %45 [ i32 49, label %21 i32 60, label %rnd12 ]
45:
  br i1 %c2, label %46, label %63
46:
  br label %47
47:
  br label %48
48:
  br i1 %c1, label %49, label %91
49:
  br i1 %c0, label %49, label %20
50:
  br i1 %c2, label %51, label %61
51:
  br i1 %c1, label %116, label %121
52:
  switch i32 %n, label %bb7 [ i32 15, label %bb7 i32 -4, label %114 i32 12, label %69 i32 63, label %69 i32 36, label %bb7 ]
bb7:
  switch i32 %m, label %53 [ i32 15, label %141 ]
53:
  br i1 %c3, label %54, label %82
54:
  br label %bb8
bb8:
  br label %55
55:
  br i1 %c3, label %56, label %56
56:
  br label %57
57:
  br i1 %c3, label %58, label %150
58:
  switch i32 %n, label %59 [ i32 50, label %39 i32 14, label %bb.19 ]
59:
  br label %45
bb.9:
  br label %132
60:
  br label %61
61:
  br label %62
62:
  br i1 %c0, label %63, label %rnd28
63:
  br label %64
64:
  switch i32 %m, label %65 [ i32 57, label %83 i32 53, label %83 i32 46, label %83 i32 11, label %83 ]
65:
  ret i32 0
66:
  br i1 %c0, label %67, label %bb26
67:
  br label %68
68:
  br i1 %c3, label %bb10, label %72
bb10:
  switch i32 %m, label %69 [ i32 7, label %bb15 i32 9, label %78 i32 32, label %bb15 i32 34, label %69 i32 -4, label %69 ]
69:
  br i1 %c0, label %70, label %104
70:
  switch i32 %m, label %bb11 [ i32 31, label %31 i32 40, label %31 i32 1, label %85 ]
bb11:
  switch i32 %n, label %rnd12 [ i32 896713289, label %bb17 ]
rnd12:
  br label %bb13
bb13:
  br i1 %c1, label %71, label %bb17
71:
  br i1 %c1, label %72, label %139
72:
  br label %rnd14
rnd14:
  br i1 %c0, label %86, label %rnd24
73:
  br label %89
74:
  switch i32 %n, label %75 [ i32 22, label %93 i32 43, label %93 i32 32, label %117 i32 -1, label %93 ]
75:
  switch i64 %k, label %128 [ i64 43, label %50 i64 29, label %bb15 i64 7, label %bb15 i64 41, label %bb15 ]
76:
  br i1 %c2, label %77, label %bb18
77:
  switch i32 %n, label %78 [ i32 38, label %rnd31 ]
78:
  br label %rnd28
79:
  ret i32 0
80:
  br i1 %c1, label %81, label %85
81:
  switch i32 %m, label %82 [ i32 54, label %49 i32 -6, label %49 ]
82:
  br label %bb15
bb15:
  br i1 %c1, label %83, label %rnd31
83:
  switch i32 %n, label %84 [ i32 13, label %rnd30 ]
84:
  br i1 %c0, label %85, label %125
85:
  br i1 %c0, label %86, label %104
86:
  br label %66
87:
  switch i32 %m, label %139 [ i32 31, label %bb32 i32 9, label %rnd23 ]
88:
  switch i32 %n, label %89 [ i32 39, label %115 ]
89:
  br i1 %c1, label %90, label %87
90:
  br label %91
91:
  switch i32 %m, label %92 [ i32 9, label %95 i32 10, label %92 ]
92:
  br i1 %c2, label %93, label %127
93:
  br i1 %c2, label %94, label %27
94:
  switch i64 %k, label %95 [  ]
95:
  switch i64 %k, label %96 [ i64 52, label %138 i64 49, label %95 i64 25, label %bb22 i64 43, label %95 i64 9, label %bb22 ]
96:
  switch i32 %m, label %97 [ i32 55, label %128 i32 46, label %118 i32 14, label %128 i32 20, label %101 i32 -2, label %118 i32 29, label %118 ]
97:
  br i1 %c3, label %bb16, label %bb32
bb16:
  br i1 %c3, label %98, label %126
98:
  br i1 %c0, label %99, label %118
99:
  br i1 %c3, label %bb17, label %104
bb17:
  switch i32 %n, label %113 [ i32 3, label %142 ]
100:
  br i1 %c1, label %101, label %94
101:
  br label %102
102:
  switch i32 %n, label %bb18 [ i32 28, label %rnd27 i32 33, label %bb18 ]
bb18:
  br i1 %c1, label %bb.19, label %137
bb.19:
  br i1 %c3, label %148, label %148
bb20:
  ret i32 %n
103:
  switch i32 %m, label %104 [ i32 29, label %93 i32 55, label %93 ]
104:
  br i1 %c0, label %bb21, label %150
bb21:
  switch i32 %m, label %105 [ i32 28, label %129 ]
105:
  br i1 %c0, label %141, label %139
106:
  switch i32 %n, label %107 [  ]
107:
  br i1 %c3, label %bb22, label %bb22
bb22:
  switch i32 %n, label %rnd23 [ i32 30, label %rnd23 i32 16, label %143 i32 8, label %123 i32 -8, label %143 i32 20, label %143 ]
rnd23:
  br i1 %c1, label %108, label %136
108:
  switch i32 %m, label %109 [ i32 2, label %125 i32 -3, label %21 i32 29, label %125 i32 15, label %21 i32 50, label %125 ]
109:
  switch i64 %k, label %rnd24 [  ]
rnd24:
  switch i64 %k, label %110 [ i64 48, label %123 i64 46, label %123 i64 19, label %110 ]
110:
  br label %111
111:
  switch i64 %k, label %112 [ i64 46, label %149 ]
112:
  br label %113
113:
  br label %114
114:
  br i1 %c1, label %115, label %bb32
115:
  br label %bb25
bb25:
  br label %116
116:
  switch i32 %m, label %117 [ i32 29, label %148 i32 8, label %148 i32 11, label %134 i32 12, label %148 ]
117:
  br i1 %c3, label %118, label %63
118:
  switch i32 %n, label %119 [ i32 43, label %119 i32 -4, label %119 i32 28, label %146 i32 61, label %bb29 ]
119:
  br label %120
120:
  br i1 %c2, label %121, label %bb33
121:
  switch i32 %m, label %122 [ i32 5, label %148 i32 37, label %149 i32 7, label %148 i32 59, label %149 ]
122:
  switch i32 %m, label %bb26 [ i32 -705540995, label %rnd31 i32 -769546712, label %bb26 i32 757034569, label %rnd31 i32 1935395645, label %rnd31 ]
bb26:
  br i1 %c2, label %55, label %64
123:
  br i1 %c1, label %124, label %146
124:
  switch i32 %n, label %125 [ i32 34, label %31 i32 36, label %rnd31 i32 35, label %rnd31 i32 55, label %125 ]
125:
  br i1 %c2, label %126, label %65
126:
  switch i32 %m, label %rnd27 [ i32 53, label %rnd27 i32 60, label %bb29 ]
rnd27:
  br label %rnd28
rnd28:
  br i1 %c3, label %bb29, label %136
bb29:
  br label %127
127:
  switch i32 %m, label %128 [  ]
128:
  br label %129
129:
  br i1 %c3, label %130, label %75
130:
  br i1 %c2, label %130, label %149
131:
  br label %132
132:
  switch i32 %m, label %138 [ i32 47, label %138 i32 5, label %138 i32 41, label %138 i32 58, label %138 ]
133:
  switch i32 %m, label %136 [ i32 19, label %147 i32 5, label %8 i32 11, label %147 ]
134:
  switch i32 %m, label %135 [ i32 33, label %rnd30 ]
135:
  br label %136
136:
  switch i32 %n, label %rnd30 [ i32 58, label %bb32 i32 43, label %147 ]
rnd30:
  br label %137
137:
  br i1 %c2, label %138, label %140
138:
  br label %bb6
139:
  br i1 %c2, label %140, label %144
140:
  br i1 %c1, label %141, label %148
141:
  br label %rnd31
rnd31:
  br i1 %c0, label %bb32, label %bb33
bb32:
  switch i32 %n, label %145 [ i32 7, label %142 ]
142:
  br i1 %c0, label %143, label %149
143:
  br i1 %c0, label %148, label %125
144:
  br i1 %c1, label %bb33, label %bb33
bb33:
  br i1 %c3, label %148, label %146
145:
  br i1 %c2, label %146, label %147
146:
  br label %46
147:
  switch i32 %n, label %148 [ i32 1033668057, label %149 i32 -1056498186, label %147 ]
148:
  br i1 %c1, label %149, label %149
149:
  switch i64 %k, label %150 [ i64 39, label %150 i64 1, label %150 i64 9, label %150 ]
150:
  ret i32 %n
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

