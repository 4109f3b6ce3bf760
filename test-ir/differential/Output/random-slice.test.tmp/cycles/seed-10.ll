; freqpath random IR: seed=10 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb35
bb36:
  br i1 %c0, label %if13, label %bb35
bb14:
  br label %bb6
if9:
  switch i32 %n, label %bb10 [ i32 36, label %bb10 i32 13, label %header7 i32 -5, label %bb10 ]
bb8:
  switch i32 %m, label %header7 [ i32 318862992, label %if3 i32 -1932142366, label %if3 i32 279942654, label %if3 i32 -442260331, label %header7 ]
if3:
  switch i32 %n, label %bb4 [ i32 1, label %bb5 i32 42, label %bb4 i32 39, label %bb5 ]
bb17:
  br i1 %c0, label %chain30, label %bb14
bb28:
  br label %bb27
bb24:
  br label %bb23
bb23:
  br label %bb18
chain22:
  br label %bb21
bb20:
  br label %bb17
bb37:
  switch i64 %k, label %bb39 [ i64 31, label %bb38 i64 29, label %bb39 i64 60, label %bb38 i64 4, label %bb38 ]
bb35:
  switch i32 %n, label %bb37 [ i32 45, label %if13 ]
header42:
  switch i32 %m, label %bb41 [ i32 14, label %bb41 i32 -2, label %bb41 i32 37, label %header42 i32 33, label %header42 ]
irr16:
  br i1 %c3, label %chain22, label %bb14
irr_pre15:
  switch i64 %k, label %bb17 [ i64 49, label %bb18 i64 48, label %bb19 i64 14, label %irr16 ]
chain30:
  br label %bb29
bb32:
  br label %bb33
chain34:
  br i1 %c0, label %irr16, label %irr16
bb12:
  unreachable
bb21:
  br label %bb20
bb29:
  br label %bb28
bb27:
  br label %bb26
bb19:
  switch i32 %n, label %chain34 [ i32 15, label %bb14 i32 16, label %chain34 i32 46, label %bb14 i32 38, label %bb14 ]
bb5:
  br i1 %c3, label %bb4, label %bb5
bb26:
  br label %bb25
bb41:
  switch i32 %m, label %bb39 [  ]
bb33:
  br i1 %c0, label %bb19, label %bb31
bb38:
  br label %bb36
bb4:
  br label %ret2
bb40:
  br i1 %c1, label %header42, label %bb41
bb.11:
  br i1 %c3, label %bb12, label %if3
ret2:
  ret i32 %n
bb31:
  switch i32 %n, label %bb33 [ i32 13, label %bb33 i32 43, label %bb32 i32 51, label %bb32 ]
header7:
  br i1 %c3, label %if3, label %if9
if13:
  br i1 %c1, label %irr_pre15, label %bb14
bb39:
  switch i32 %n, label %bb38 [ i32 -1164317885, label %bb40 i32 1125366815, label %bb40 i32 1743342161, label %bb38 i32 355523475, label %bb40 ]
bb18:
  br label %bb31
bb10:
  br i1 %c0, label %bb8, label %bb39
bb6:
  switch i32 %n, label %if3 [ i32 1, label %bb.11 i32 45, label %header7 ]
bb25:
  br label %bb24
}

define i32 @f1(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
entry1:
  br label %38
bb11:
  switch i32 %4, label %48 [ i32 36, label %23 i32 -5, label %bb10 ]
11:
  switch i32 %5, label %12 [ i32 -8, label %51 ]
12:
  br i1 %3, label %35, label %23
13:
  br label %bb11
14:
  switch i32 %4, label %33 [ i32 -1164768297, label %26 i32 -273477840, label %49 i32 772916726, label %26 ]
15:
  switch i32 %4, label %60 [ i32 -923932436, label %12 ]
16:
  switch i32 %4, label %bb4 [ i32 29, label %42 i32 -2, label %chain6 ]
17:
  br label %33
18:
  switch i32 %4, label %44 [ i32 31, label %44 i32 30, label %41 ]
19:
  br i1 %2, label %24, label %21
20:
  ret i32 0
21:
  ret i32 %4
early5:
  switch i32 %5, label %42 [ i32 37, label %55 i32 0, label %55 ]
bb13:
  br label %59
bb4:
  br i1 %1, label %early5, label %28
22:
  br i1 %0, label %31, label %12
header9:
  switch i32 %5, label %bb8 [ i32 35, label %46 i32 61, label %46 i32 20, label %46 i32 38, label %bb8 ]
23:
  br i1 %2, label %11, label %bb13
24:
  br label %54
25:
  switch i32 %4, label %47 [ i32 -7, label %64 i32 53, label %43 ]
26:
  br i1 %0, label %49, label %56
27:
  br i1 %0, label %bb12, label %bb12
28:
  br label %bb2
29:
  br i1 %2, label %45, label %header9
30:
  br i1 %2, label %39, label %19
31:
  br i1 %3, label %60, label %22
32:
  br label %chain6
33:
  br i1 %1, label %26, label %56
34:
  br label %50
35:
  br i1 %0, label %60, label %20
36:
  br i1 %0, label %irr_pre7, label %19
37:
  br label %27
38:
  switch i32 %5, label %59 [ i32 15, label %57 i32 55, label %59 i32 52, label %57 i32 29, label %57 i32 -1, label %27 ]
39:
  br i1 %1, label %28, label %bb2
40:
  br label %64
41:
  br label %63
42:
  br i1 %0, label %65, label %16
chain6:
  br label %17
43:
  br i1 %2, label %47, label %18
44:
  br i1 %0, label %41, label %25
45:
  ret i32 %4
46:
  switch i32 %4, label %bb11 [ i32 54, label %bb11 i32 44, label %48 i32 -1, label %bb11 i32 49, label %bb11 i32 39, label %13 ]
bb12:
  switch i64 %6, label %bb13 [ i64 1937628457, label %11 i64 1876500804, label %bb13 i64 -562721096, label %bb13 i64 2015235820, label %bb13 ]
47:
  br label %40
48:
  br i1 %3, label %13, label %bb10
49:
  br i1 %0, label %58, label %56
bb3:
  br i1 %2, label %bb4, label %50
50:
  switch i64 %6, label %14 [ i64 53, label %34 i64 54, label %34 i64 28, label %34 ]
51:
  br label %11
52:
  br label %12
53:
  br label %37
54:
  br i1 %0, label %30, label %36
irr_pre7:
  br i1 %3, label %bb8, label %63
55:
  ret i32 0
56:
  br i1 %2, label %50, label %28
57:
  br i1 %1, label %61, label %24
58:
  br i1 %2, label %32, label %56
59:
  br i1 %0, label %57, label %24
bb10:
  br label %header9
60:
  switch i32 %4, label %52 [ i32 36, label %60 i32 55, label %15 i32 4, label %22 i32 38, label %60 i32 20, label %60 ]
bb2:
  br i1 %2, label %bb3, label %36
61:
  br label %53
bb8:
  switch i32 %5, label %62 [ i32 -7, label %30 i32 35, label %30 i32 52, label %62 i32 16, label %30 ]
62:
  br i1 %2, label %41, label %44
63:
  br i1 %2, label %29, label %30
64:
  br label %43
65:
  br label %42
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb5
bb4:
  br label %bb3
bb2:
  unreachable
bb3:
  br label %bb2
bb5:
  br i1 %c0, label %bb4, label %bb4
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %ret2
ret2:
  ret i32 0
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb27
ret2:
  ret i32 0
chain3:
  br label %ret2
bb4:
  br label %chain3
chain5:
  br label %bb4
bb6:
  br label %chain5
bb7:
  br label %bb6
bb8:
  br label %bb7
bb9:
  br label %bb8
bb10:
  br label %bb9
bb11:
  br label %bb10
counter12:
  br i1 %c3, label %bb15, label %bb13
bb13:
  br label %bb14
bb14:
  br i1 %c1, label %counter12, label %bb11
bb15:
  br i1 %c3, label %bb17, label %bb16
bb16:
  switch i32 %n, label %bb17 [ i32 50, label %bb14 i32 2, label %bb14 i32 29, label %bb14 i32 25, label %bb17 ]
bb17:
  br i1 %c3, label %irr_pre18, label %bb14
irr_pre18:
  br i1 %c3, label %bb20, label %bb19
bb19:
  br i1 %c2, label %bb20, label %bb16
bb20:
  switch i32 %n, label %bb21 [ i32 21, label %bb16 i32 -3, label %bb16 i32 19, label %bb16 i32 40, label %bb16 ]
bb21:
  switch i32 %m, label %bb22 [ i32 -2092262560, label %header23 i32 -338129137, label %bb22 i32 -529566563, label %bb22 i32 1096238912, label %bb22 i32 844631897, label %bb22 ]
bb22:
  br label %bb19
header23:
  br i1 %c1, label %bb22, label %header25
bb24:
  br label %header23
header25:
  br label %latch26
latch26:
  switch i64 %k, label %header25 [ i64 1, label %bb24 i64 3, label %header25 i64 5, label %header25 i64 -3, label %header25 ]
bb27:
  switch i32 %m, label %counter12 [ i32 50, label %header28 i32 57, label %counter12 i32 34, label %header28 i32 0, label %counter12 ]
header28:
  br i1 %c3, label %header28, label %counter12
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  switch i32 %m, label %bb40 [  ]
bb2:
  ret i32 %n
_3:
  br label %bb2
bb4:
  br label %_3
bb5:
  br label %bb4
bb6:
  br i1 %c2, label %bb5, label %bb5
bb7:
  br label %bb6
bb8:
  br label %bb7
bb9:
  br label %bb8
chain10:
  br label %bb9
bb11:
  br i1 %c2, label %bb13, label %chain10
latch12:
  br label %bb11
bb13:
  br i1 %c2, label %bb14, label %bb16
bb14:
  br label %bb15
bb15:
  br i1 %c2, label %bb13, label %latch12
bb16:
  switch i32 %n, label %irr17 [ i32 -1, label %irr18 i32 12, label %bb19 i32 31, label %irr18 ]
irr17:
  br label %bb20
irr18:
  switch i32 %n, label %bb27 [ i32 29, label %bb15 ]
bb19:
  br i1 %c2, label %self39, label %bb15
bb20:
  switch i64 %k, label %bb22 [ i64 6, label %bb22 i64 -4, label %bb22 i64 40, label %irr23 i64 49, label %bb28 i64 55, label %bb28 i64 16, label %bb22 i64 12, label %bb21 ]
bb21:
  br i1 %c1, label %bb24, label %irr18
bb22:
  br i1 %c2, label %irr23, label %irr18
irr23:
  br label %bb21
bb24:
  br i1 %c2, label %bb26, label %early_exit25
early_exit25:
  ret i32 %n
bb26:
  br i1 %c3, label %bb22, label %bb26
bb27:
  switch i32 %n, label %early29 [ i32 -4, label %bb36 i32 48, label %bb28 ]
bb28:
  br label %bb19
early29:
  switch i32 %m, label %early_exit30 [ i32 15, label %bb31 i32 13, label %bb31 ]
early_exit30:
  unreachable
bb31:
  switch i32 %m, label %bb33 [ i32 30, label %bb32 i32 5, label %self35 i32 10, label %bb32 ]
bb32:
  br label %bb28
bb33:
  br label %bb34
bb34:
  switch i32 %n, label %bb33 [ i32 11, label %bb33 i32 37, label %bb32 i32 29, label %bb32 i32 -5, label %bb32 i32 42, label %bb33 i32 52, label %bb32 ]
self35:
  br i1 %c0, label %bb32, label %self35
bb36:
  br label %bb38
latch37:
  br i1 %c3, label %bb28, label %bb36
bb38:
  br i1 %c2, label %bb38, label %latch37
self39:
  br i1 %c0, label %irr17, label %self39
bb40:
  switch i32 %n, label %bb41 [ i32 26, label %bb42 i32 34, label %irr43 ]
bb41:
  br i1 %c1, label %bb42, label %bb42
bb42:
  br label %irr43
irr43:
  br i1 %c1, label %bb41, label %bb11
bb44:
  switch i32 %n, label %bb44 [ i32 33, label %_3 i32 21, label %_3 i32 62, label %irr43 i32 27, label %_3 i32 53, label %_3 ]
dead45:
  switch i32 %m, label %bb2 [ i32 41, label %bb31 i32 28, label %bb31 i32 43, label %bb21 i32 35, label %bb2 i32 1, label %bb21 ]
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb3
ret2:
  br i1 %c2, label %bb7, label %bb7
bb3:
  br i1 %c0, label %bb4, label %irr6
bb4:
  br label %bb5
bb5:
  br label %irr6
irr6:
  br i1 %c0, label %bb7, label %ret2
bb7:
  switch i32 %m, label %bb4 [ i32 44, label %ret2 ]
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %"3bb"
bb2:
  br label %"3bb"
"3bb":
  br i1 %c1, label %bb5, label %join4
join4:
  br label %bb2
bb5:
  switch i32 %m, label %join4 [ i32 45, label %join4 i32 13, label %join4 i32 3, label %join4 i32 20, label %join4 i32 43, label %join4 ]
bb6:
  switch i32 %n, label %bb2 [  ]
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br i1 %c3, label %bb2, label %rnd6
bb5:
  br i1 %c0, label %rnd6, label %bb5
bb2:
  br i1 %c2, label %bb3, label %rnd6
bb9:
  unreachable
bb3:
  br label %rnd4
rnd6:
  br label %bb7
rnd4:
  switch i32 %m, label %bb5 [ i32 40, label %bb8 i32 47, label %rnd4 i32 48, label %bb5 i32 16, label %bb7 i32 9, label %bb5 i32 19, label %rnd4 ]
bb7:
  br i1 %c0, label %bb8, label %rnd6
bb8:
  br label %bb8
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  br i1 %c3, label %rnd3, label %rnd2
rnd3:
  br label %rnd3
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

