; freqpath random IR: seed=2 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 %n
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br i1 %c1, label %bb10, label %bb10
ret2:
  unreachable
bb3:
  br i1 %c0, label %bb5, label %ret2
bb4:
  br i1 %c1, label %ret2, label %bb3
bb5:
  switch i64 %k, label %bb8 [ i64 1098060601, label %bb7 i64 881950656, label %bb7 i64 -1178850099, label %bb7 i64 -1709186055, label %irr6 i64 -459765312, label %bb9 i64 63577104, label %bb8 ]
irr6:
  br i1 %c3, label %bb7, label %bb3
bb7:
  switch i32 %m, label %bb8 [ i32 63, label %bb4 i32 9, label %bb4 ]
bb8:
  switch i32 %n, label %bb9 [ i32 50, label %ret2 i32 21, label %bb9 i32 57, label %bb4 ]
bb9:
  switch i32 %n, label %irr6 [ i32 -237522610, label %bb4 ]
bb10:
  switch i32 %m, label %bb3 [ i32 41, label %bb11 i32 44, label %bb11 i32 12, label %bb10 i32 6, label %bb10 i32 57, label %bb10 i32 3, label %bb10 i32 22, label %bb10 ]
bb11:
  switch i32 %n, label %irr14 [ i32 5, label %bb13 i32 19, label %bb12 ]
bb12:
  br i1 %c2, label %bb15, label %bb15
bb13:
  br i1 %c2, label %bb16, label %bb10
irr14:
  br i1 %c2, label %bb12, label %bb10
bb15:
  br i1 %c2, label %bb13, label %bb15
bb16:
  switch i64 %k, label %irr14 [ i64 -6, label %bb16 i64 -2, label %bb16 i64 45, label %bb16 ]
}

define i32 @f2(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  br i1 %3, label %13, label %39
12:
  unreachable
13:
  switch i32 %5, label %12 [ i32 1, label %14 i32 47, label %13 i32 -7, label %12 i32 33, label %14 i32 22, label %13 i32 41, label %13 i32 28, label %13 ]
14:
  br i1 %3, label %15, label %18
bb1:
  br label %13
15:
  br i1 %1, label %17, label %16
16:
  br label %latch2
latch2:
  br i1 %1, label %bb1, label %15
17:
  br label %latch2
18:
  switch i32 %4, label %20 [ i32 3, label %35 i32 35, label %19 i32 16, label %35 ]
19:
  br label %bb1
20:
  switch i64 %6, label %19 [ i64 8, label %31 i64 33, label %26 i64 58, label %34 i64 6, label %bb4 i64 35, label %19 i64 42, label %bb4 i64 21, label %bb4 i64 -2, label %21 ]
21:
  br i1 %1, label %bb3, label %22
bb3:
  ret i32 0
22:
  br i1 %2, label %23, label %23
23:
  br label %20
bb4:
  switch i32 %5, label %25 [ i32 49, label %24 i32 -3, label %25 i32 5, label %24 i32 8, label %24 ]
24:
  br label %bb4
25:
  switch i32 %5, label %bb4 [ i32 36, label %20 i32 20, label %20 i32 14, label %bb4 i32 -5, label %bb4 ]
26:
  br i1 %3, label %28, label %20
27:
  br label %26
28:
  switch i64 %6, label %join5 [ i64 -5, label %join5 i64 9, label %29 i64 56, label %29 i64 61, label %26 ]
join5:
  switch i32 %4, label %27 [  ]
29:
  switch i32 %4, label %join5 [ i32 22, label %29 i32 9, label %29 ]
30:
  br label %20
31:
  br i1 %1, label %30, label %17
32:
  br label %20
33:
  br label %32
34:
  br label %33
35:
  switch i32 %5, label %37 [ i32 1963549571, label %22 i32 -1402432976, label %36 i32 -1280362891, label %43 i32 -684453376, label %22 i32 -1530197359, label %36 i32 -1587412741, label %43 ]
36:
  br label %35
bb6:
  switch i32 %5, label %19 [ i32 28, label %join5 i32 59, label %35 ]
37:
  br i1 %1, label %bb7, label %bb6
bb7:
  switch i32 %4, label %37 [ i32 62, label %38 i32 5, label %bb7 ]
38:
  switch i32 %5, label %bb7 [ i32 25, label %bb7 i32 52, label %bb7 i32 61, label %bb7 i32 -2, label %39 i32 20, label %bb7 ]
39:
  switch i32 %4, label %bb13 [ i32 3, label %40 i32 51, label %40 i32 29, label %bb13 i32 18, label %40 i32 12, label %40 ]
40:
  br label %bb7
41:
  br label %40
42:
  br label %41
43:
  switch i32 %5, label %42 [ i32 7, label %21 i32 26, label %21 i32 -6, label %42 i32 19, label %21 ]
44:
  br label %43
bb8:
  br label %44
chain9:
  br i1 %2, label %bb8, label %16
bb10:
  br label %chain9
chain11:
  br label %bb10
chain12:
  br label %chain11
bb13:
  br label %chain12
45:
  br label %23
46:
  br i1 %3, label %chain11, label %36
47:
  br label %36
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br i1 %c0, label %bb2, label %bb2
bb6:
  br label %bb6
bb2:
  br label %bb5
rnd3:
  br i1 %c0, label %bb4, label %bb5
bb5:
  br i1 %c2, label %bb6, label %bb5
bb4:
  switch i32 %m, label %bb5 [ i32 57, label %rnd3 i32 26, label %bb5 i32 52, label %rnd3 i32 -2, label %bb5 i32 63, label %rnd3 ]
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  call void @plain_fn()
  switch i32 %m, label %bb2 [ i32 15, label %bb2 i32 11, label %bb2 i32 44, label %bb2 i32 24, label %bb2 ]
bb2:
  %phi6 = phi i32 [ 10, %bb1 ], [ 10, %bb1 ], [ 10, %bb1 ], [ 10, %bb1 ], [ 10, %bb1 ], [ %phi8, %bb2 ], [ %phi8, %bb2 ]
  %phi7 = phi i32 [ %m, %bb1 ], [ %m, %bb1 ], [ %m, %bb1 ], [ %m, %bb1 ], [ %m, %bb1 ], [ %phi8, %bb2 ], [ %phi8, %bb2 ]
  %phi8 = phi i32 [ 1, %bb1 ], [ 1, %bb1 ], [ 1, %bb1 ], [ 1, %bb1 ], [ 1, %bb1 ], [ 100, %bb2 ], [ 100, %bb2 ]
  switch i32 %m, label %rnd3 [ i32 20, label %bb2 i32 37, label %rnd3 i32 -4, label %bb2 ]
rnd3:
  %phi9 = phi i32 [ 7, %bb2 ], [ 7, %bb2 ], [ %n, %rnd3 ], [ %n, %rnd3 ], [ %n, %rnd3 ]
  %phi10 = phi i32 [ 2, %bb2 ], [ 2, %bb2 ], [ %m, %rnd3 ], [ %m, %rnd3 ], [ %m, %rnd3 ]
  store i32 %phi8, ptr %p
  switch i32 %phi10, label %rnd4 [ i32 23, label %rnd3 i32 51, label %rnd5 i32 50, label %rnd4 i32 38, label %rnd3 i32 58, label %rnd3 ], !prof !0
rnd4:
  %phi11 = phi i32 [ %phi6, %rnd3 ], [ %phi6, %rnd3 ]
  br label %rnd5
rnd5:
  %phi12 = phi i32 [ %phi9, %rnd3 ], [ 0, %rnd4 ], [ 0, %rnd5 ]
  br label %rnd5, !prof !1
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb.1:
  invoke void @cold_fn() to label %bb13 unwind label %lpad15
bb2:
  %phi16 = phi i32 [ 100, %bb4 ]
  ret i32 3
bb3:
  %fcmp38 = fcmp une double 1.5, %x
  br i1 %fcmp38, label %counter5, label %bb8
bb4:
  %phi17 = phi i32 [ %phi32, %bb7 ], [ %phi32, %bb9 ], [ %phi32, %bb9 ]
  %phi18 = phi i32 [ %phi25, %bb7 ], [ 1, %bb9 ], [ 1, %bb9 ]
  %v41 = load ptr, ptr %q
  %cmp42 = icmp ne ptr %v41, null
  br i1 %cmp42, label %bb2, label %reset6
counter5:
  %phi19 = phi i32 [ %m, %bb3 ], [ 1, %reset6 ], [ 0, %bb7 ]
  %phi20 = phi i32 [ 10, %bb3 ], [ 2147483647, %reset6 ], [ 8, %bb7 ]
  %phi21 = phi ptr [ %p, %bb3 ], [ null, %reset6 ], [ null, %bb7 ]
  %v39 = or i32 %phi20, 1
  %cmp40 = icmp ugt i32 %v39, 1
  br i1 %cmp40, label %reset6, label %bb7
reset6:
  %phi22 = phi i32 [ %phi18, %bb4 ], [ 0, %counter5 ]
  br label %counter5
bb7:
  %phi23 = phi ptr [ %phi21, %counter5 ], [ null, %bb7 ]
  %phi24 = phi i32 [ -5, %counter5 ], [ 0, %bb7 ]
  %phi25 = phi i32 [ 0, %counter5 ], [ -2147483648, %bb7 ]
  switch i32 %m, label %bb4 [ i32 -1192510261, label %bb7 i32 -759404531, label %counter5 ]
bb8:
  %phi26 = phi ptr [ %p, %bb3 ], [ %phi30, %bb9 ], [ %p, %bb10 ]
  %phi27 = phi i32 [ %phi31, %bb3 ], [ %phi28, %bb9 ], [ 3, %bb10 ]
  %phi28 = phi i32 [ %m, %bb3 ], [ %phi31, %bb9 ], [ 2147483647, %bb10 ]
  br label %bb12
bb9:
  switch i32 %phi29, label %bb8 [ i32 46, label %bb4 i32 17, label %bb4 ]
bb10:
  %phi29 = phi i32 [ 2147483647, %"11bb" ]
  br i1 %fcmp38, label %bb9, label %bb8
"11bb":
  %phi30 = phi ptr [ %q, %bb12 ]
  br label %bb10
bb12:
  br label %"11bb"
bb13:
  %phi31 = phi i32 [ -5, %bb.1 ]
  %phi32 = phi i32 [ 0, %bb.1 ]
  %v37 = xor i1 %c3, %c1
  br i1 %v37, label %bb14, label %bb3
bb14:
  %phi33 = phi i32 [ %m, %bb13 ]
  %phi34 = phi i32 [ %phi32, %bb13 ]
  %phi35 = phi i32 [ %phi32, %bb13 ]
  call void @plain_fn() #0
  ret i32 3
lpad15:
  %lp36 = landingpad { ptr, i32 } cleanup
  store i32 %n, ptr %p
  resume { ptr, i32 } %lp36
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 %n
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb44
chain36:
  %phi71 = phi i32 [ %phi72, %bb37 ]
  br label %bb35
bb11:
  br label %bb10
dead48:
  br label %bb46
self19:
  %phi63 = phi ptr [ %p, %bb16 ], [ %p, %bb16 ], [ %p, %bb16 ], [ %phi77, %self19 ]
  %phi64 = phi ptr [ %p, %bb16 ], [ %p, %bb16 ], [ %p, %bb16 ], [ %q, %self19 ]
  %phi65 = phi i32 [ -5, %bb16 ], [ -5, %bb16 ], [ -5, %bb16 ], [ %phi74, %self19 ]
  switch i64 %k, label %self19 [ i64 218552557, label %latch18 ]
bb34:
  br label %bb33
bb41:
  %cmp80 = icmp ule i64 %k, 0
  br i1 %cmp80, label %bb40, label %early_exit42
bb52:
  %lp103 = landingpad { ptr, i32 } cleanup
  br label %dispatch3
self12:
  %phi59 = phi i32 [ %phi65, %self12 ], [ %phi65, %self12 ], [ 10, %bb15 ]
  %phi60 = phi ptr [ null, %self12 ], [ null, %self12 ], [ %phi77, %bb15 ]
  switch i32 %v92, label %dispatch3 [ i32 27, label %self12 i32 51, label %self12 i32 19, label %bb10 ]
bb44:
  %phi76 = phi i32 [ %n, %bb1 ]
  %phi77 = phi ptr [ %q, %bb1 ]
  br label %bb43
bb38:
  invoke void @noret_fn() to label %bb37 unwind label %lpad51
bb13:
  call void @plain_fn()
  %v89 = and i32 %phi76, 2
  %cmp90 = icmp eq i32 %v89, -1
  br i1 %cmp90, label %reset14, label %bb16
bb10:
  %phi58 = phi i32 [ %phi74, %bb11 ], [ %m, %self12 ]
  call void @exit(i32 1)
  br label %dispatch3
bb27:
  %v83 = mul i32 %phi74, 1
  %v84 = mul i32 %v83, 4
  %cmp85 = icmp ugt i32 %v84, 40
  br i1 %cmp85, label %latch28, label %join23
bb43:
  %phi75 = phi i32 [ 1, %bb44 ]
  call void @plain_fn()
  br label %bb41
bb45:
  store i32 %m, ptr %q
  unreachable
bb7:
  store i32 3, ptr %p
  %cmp98 = icmp sgt ptr %q, %p
  br i1 %cmp98, label %dispatch3, label %bb8
bb16:
  %v91 = call i32 @opaque(i32 %m)
  switch i32 %v91, label %bb17 [ i32 -940152999, label %self19 i32 1963323468, label %self19 i32 -1055350387, label %self19 ]
bb47:
  call void @plain_fn() cold
  invoke void @noret_fn() to label %bb27 unwind label %bb52
bb40:
  %phi74 = phi i32 [ %phi75, %bb41 ]
  br label %chain39
bb35:
  store i32 2147483647, ptr %q
  br label %bb34
bb33:
  br label %bb32
bb6:
  %v96 = xor i32 %phi56, 4
  %cmp97 = icmp ule i32 %v96, 12
  br i1 %cmp97, label %bb7, label %dispatch3
latch9:
  call void @plain_fn()
  br i1 %c1, label %bb8, label %dispatch3
bb15:
  %cmp95 = icmp ule i32 %phi76, 30
  br i1 %cmp95, label %bb13, label %self12
chain29:
  call void @plain_fn()
  br label %bb21
bb31:
  br label %bb30
reset14:
  %phi61 = phi i32 [ %phi76, %bb13 ]
  invoke void @may_throw(i32 0) to label %bb13 unwind label %lpad50
bb49:
  %v102 = call i32 @opaque(i32 %n)
  switch i32 %v102, label %bb45 [  ], !prof !2
bb30:
  br label %if20
bb32:
  %phi70 = phi i32 [ %phi72, %bb33 ]
  invoke void @noret_fn() to label %bb31 unwind label %lpad51
bb24:
  %v86 = load i32, ptr %q
  %cmp87 = icmp sle i32 %v86, 0
  br i1 %cmp87, label %bb26, label %bb25
chain39:
  invoke void @may_throw(i32 0) to label %bb38 unwind label %lpad50
bb25:
  br label %join23
dispatch3:
  %phi54 = phi i32 [ 1, %bb4 ], [ 0, %bb6 ], [ %n, %bb7 ], [ 0, %latch9 ], [ 3, %bb10 ], [ -5, %self12 ], [ -5, %bb52 ]
  %phi55 = phi i32 [ 3, %bb4 ], [ %m, %bb6 ], [ %phi74, %bb7 ], [ -2147483648, %latch9 ], [ 2, %bb10 ], [ 2, %self12 ], [ %m, %bb52 ]
  %phi56 = phi i32 [ %phi74, %bb4 ], [ %phi75, %bb6 ], [ 10, %bb7 ], [ %phi74, %latch9 ], [ %m, %bb10 ], [ %n, %self12 ], [ 3, %bb52 ]
  switch i32 %phi55, label %ret2 [ i32 19, label %bb4 i32 -2, label %bb4 i32 16, label %bb4 i32 38, label %bb11 i32 -1, label %ret2 i32 -7, label %bb6 ], !prof !3
join23:
  %phi66 = phi ptr [ %phi77, %bb25 ], [ %q, %bb27 ], [ %phi77, %latch28 ], [ %phi77, %latch28 ]
  br label %bb21
bb4:
  br i1 false, label %bb5, label %dispatch3, !prof !4
lpad50:
  %phi78 = phi i32 [ 2147483647, %reset14 ], [ %n, %bb17 ], [ 1, %chain39 ]
  %phi79 = phi i32 [ -5, %reset14 ], [ 2, %bb17 ], [ 1, %chain39 ]
  %lp101 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() #1
  ret i32 %phi74
if20:
  call void @plain_fn() cold
  switch i32 %phi75, label %if22 [ i32 30, label %if22 i32 15, label %latch9 i32 10, label %chain29 ]
latch18:
  %phi62 = phi i32 [ -5, %self19 ]
  %v92 = or i32 %phi62, 1
  %v93 = sub i32 %v92, 2
  %cmp94 = icmp eq i32 %v93, -2
  br i1 %cmp94, label %bb15, label %bb16
bb37:
  %phi72 = phi i32 [ 3, %bb38 ]
  %phi73 = phi i32 [ 8, %bb38 ]
  br label %chain36
bb17:
  invoke void @may_throw(i32 0) to label %bb16 unwind label %lpad50
bb8:
  %phi57 = phi i32 [ %phi75, %bb7 ], [ -1, %latch9 ]
  %v99 = add i32 %phi57, 3
  %cmp100 = icmp sge i32 %v99, 47
  br i1 %cmp100, label %latch9, label %bb7
bb46:
  ret i32 %m
bb5:
  call void @exit(i32 1)
  unreachable
bb21:
  br label %bb13
early_exit42:
  ret i32 0
latch28:
  switch i32 %phi75, label %bb27 [ i32 -72868744, label %bb27 i32 203118687, label %join23 i32 1065889475, label %bb27 i32 -1790855612, label %bb27 i32 757521508, label %join23 ]
bb26:
  %phi67 = phi i32 [ 2147483647, %bb24 ], [ %phi74, %bb26 ], [ %phi74, %bb26 ], [ %phi74, %bb26 ], [ %phi74, %bb26 ], [ %phi74, %bb26 ]
  %phi68 = phi i32 [ %m, %bb24 ], [ %phi69, %bb26 ], [ %phi69, %bb26 ], [ %phi69, %bb26 ], [ %phi69, %bb26 ], [ %phi69, %bb26 ]
  %phi69 = phi i32 [ %phi74, %bb24 ], [ %phi70, %bb26 ], [ %phi70, %bb26 ], [ %phi70, %bb26 ], [ %phi70, %bb26 ], [ %phi70, %bb26 ]
  store i32 8, ptr %q
  %v88 = call i32 @opaque(i32 %phi71)
  switch i32 %v88, label %bb25 [ i32 58, label %bb26 i32 11, label %bb26 i32 5, label %bb26 i32 33, label %bb26 i32 42, label %bb26 ]
ret2:
  %phi53 = phi i32 [ -5, %dispatch3 ], [ -5, %dispatch3 ]
  unreachable
lpad51:
  %lp81 = landingpad { ptr, i32 } cleanup
  call void @noret_fn()
  br label %latch28
if22:
  %cmp82 = icmp eq i32 %phi76, 46
  br i1 %cmp82, label %bb24, label %bb27
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 %n
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %if89
bb95:
  br label %irr92
bb81:
  call void @plain_fn() #0
  switch i32 %phi177, label %header84 [ i32 56, label %bb72 i32 -2, label %bb110 i32 7, label %bb110 i32 -5, label %bb82 ]
bb72:
  %phi173 = phi ptr [ %p, %bb68 ], [ %q, %bb76 ], [ %phi179, %bb81 ]
  %v214 = select i1 false, ptr blockaddress(@f9, %bb70), ptr blockaddress(@f9, %bb71)
  indirectbr ptr %v214, [ label %bb71, label %bb70 ]
bb17:
  %phi132 = phi i32 [ %m, %bb18 ], [ 7, %bb20 ], [ %phi139, %bb.23.x ], [ -1, %bb80 ]
  %phi133 = phi i32 [ 1, %bb18 ], [ 2, %bb20 ], [ 2147483647, %bb.23.x ], [ 0, %bb80 ]
  %cmp218 = icmp sgt i32 %phi133, -5
  br i1 %cmp218, label %bb16, label %bb19
lpad118:
  %lp251 = landingpad { ptr, i32 } cleanup
  br label %bb2
bb40:
  %cmp241 = icmp ne ptr %q, null
  br i1 %cmp241, label %bb37, label %bb38
bb117:
  %phi203 = phi ptr [ %phi201, %irr_pre115 ], [ null, %bb116 ]
  call void @plain_fn()
  indirectbr ptr blockaddress(@f9, %bb116), [ label %bb116, label %bb113 ]
bb91:
  %v206 = call i32 @opaque(i32 %n)
  switch i32 %v206, label %irr92 [ i32 53, label %bb95 i32 55, label %irr93 i32 27, label %bb94 i32 47, label %irr92 i32 62, label %irr92 ]
bb33:
  %phi151 = phi i32 [ 1, %bb70 ]
  switch i32 %m, label %irr_pre35 [ i32 5, label %bb69 i32 1, label %bb69 ]
bb80:
  switch i32 %n, label %"85bb" [ i32 40, label %bb76 i32 51, label %"85bb" i32 61, label %bb76 i32 30, label %"85bb" i32 37, label %bb17 ]
bb20:
  %phi136 = phi i32 [ %m, %bb24 ]
  %phi137 = phi i32 [ %m, %bb24 ]
  %phi138 = phi i32 [ %n, %bb24 ]
  switch i32 %phi138, label %bb17 [ i32 14, label %bb21 i32 0, label %bb21 i32 47, label %bb21 i32 16, label %bb21 ]
bb74:
  %phi175 = phi i32 [ 100, %early73 ]
  %phi176 = phi ptr [ null, %early73 ]
  %cmp211 = icmp ugt i32 %phi175, 12
  br i1 %cmp211, label %bb88, label %bb95
bb109:
  br label %bb108
bb56:
  %phi167 = phi i32 [ %phi159, %bb41 ], [ %phi185, %bb87 ]
  %phi168 = phi i32 [ 2147483647, %bb41 ], [ %phi185, %bb87 ]
  %phi169 = phi i32 [ 8, %bb41 ], [ %n, %bb87 ]
  %v220 = load ptr, ptr %q
  indirectbr ptr %v220, [ label %bb58, label %bb57, label %bb49 ]
bb57:
  ret i32 %v204
bb59:
  br label %if45
latch100:
  %cmp233 = icmp ugt i32 %phi191, 101
  br i1 %cmp233, label %header99, label %bb98
bb55:
  %phi165 = phi ptr [ %p, %if54 ], [ %p, %if54 ]
  %phi166 = phi i32 [ %n, %if54 ], [ %n, %if54 ]
  br label %bb51
bb41:
  %phi159 = phi i32 [ 1, %bb19 ], [ 0, %bb38 ]
  switch i32 %n, label %bb43 [ i32 868348567, label %bb24 i32 -1055810113, label %bb24 i32 1692661889, label %bb56 i32 -1194954379, label %bb16 i32 1301680412, label %bb24 ]
bb94:
  %phi188 = phi i32 [ %m, %bb69 ], [ 7, %bb91 ], [ 2147483647, %bb107 ]
  %phi189 = phi ptr [ %phi173, %bb69 ], [ %q, %bb91 ], [ %p, %bb107 ]
  callbr void asm sideeffect "", "!i,!i"() to label %bb108 [label %bb71, label %bb106]
bb18:
  %phi134 = phi i32 [ -2147483648, %bb19 ], [ -2147483648, %bb19 ]
  store i32 %phi133, ptr %q
  br label %bb17
bb69:
  %cmp215 = icmp uge i32 %v204, 0
  br i1 %cmp215, label %bb68, label %bb94
bb25:
  br i1 %c2, label %bb24, label %bb88
irr_pre77:
  switch i32 %m, label %bb79 [ i32 1392836751, label %bb80 i32 -163922446, label %irr78 i32 -145809767, label %irr78 i32 1420098157, label %bb40 ]
chain26:
  call void @noret_fn()
  br label %bb25
irr78:
  %phi177 = phi i32 [ -5, %irr_pre77 ], [ -5, %irr_pre77 ], [ 100, %bb86 ], [ 100, %bb86 ]
  %phi178 = phi i32 [ -2147483648, %irr_pre77 ], [ -2147483648, %irr_pre77 ], [ 7, %bb86 ], [ 7, %bb86 ]
  %phi179 = phi ptr [ %p, %irr_pre77 ], [ %p, %irr_pre77 ], [ %q, %bb86 ], [ %q, %bb86 ]
  %v212 = call i32 @memcmp(ptr %q, ptr %p, i64 %k)
  %cmp213 = icmp ne i32 %v212, 0
  br i1 %cmp213, label %bb81, label %bb76
bb116:
  %phi202 = phi i32 [ 0, %irr_pre115 ], [ %m, %bb117 ]
  switch i64 %k, label %bb117 [ i64 657472654, label %bb52 i64 -2091154088, label %bb52 i64 146131692, label %bb36 ]
if66:
  %cmp245 = icmp ne ptr %p, %q
  br i1 %cmp245, label %bb67, label %bb67
latch65:
  %phi172 = phi i32 [ 2147483647, %bb67 ]
  indirectbr ptr %p, [ label %bb64, label %join61 ]
bb98:
  %cmp234 = icmp sle i32 %v204, 0
  br i1 %cmp234, label %irr93, label %header99
self90:
  %phi186 = phi i32 [ %n, %if89 ], [ %phi186, %self90 ]
  %v207 = call i32 @not_a_libcall(ptr %q, ptr %p)
  %cmp208 = icmp slt i32 %v207, 0
  br i1 %cmp208, label %bb71, label %self90
bb88:
  %phi185 = phi i32 [ -5, %bb25 ], [ %phi175, %bb74 ], [ 1, %"85bb" ]
  br label %bb87
bb38:
  %phi156 = phi i32 [ %m, %bb36 ], [ -2147483648, %reset39 ], [ -2147483648, %bb40 ], [ 0, %bb106 ]
  %phi157 = phi i32 [ -2147483648, %bb36 ], [ 3, %reset39 ], [ %m, %bb40 ], [ %phi194, %bb106 ]
  %phi158 = phi i32 [ %n, %bb36 ], [ %phi156, %reset39 ], [ %n, %bb40 ], [ %phi195, %bb106 ]
  %v216 = and i32 %phi157, 3
  %cmp217 = icmp ult i32 %v216, 2
  br i1 %cmp217, label %reset39, label %bb41
bb22:
  %phi142 = phi i32 [ 3, %lpad119 ]
  %phi143 = phi ptr [ %q, %lpad119 ]
  br label %bb21
reset112:
  store i32 %n, ptr %p
  br label %counter111
if114:
  %v240 = load ptr, ptr %q
  indirectbr ptr %v240, [ label %bb113, label %irr_pre115, label %bb113 ]
bb4:
  %phi125 = phi i32 [ %phi124, %bb5 ]
  br label %bb3
bb43:
  switch i32 %m, label %if45 [ i32 62, label %bb50 i32 26, label %bb49 i32 -3, label %bb113 ]
bb67:
  %v246 = call i32 @opaque(i32 %m)
  switch i32 %v246, label %latch65 [ i32 -1748099918, label %join61 i32 1898148262, label %join61 i32 -286346552, label %join61 ]
bb34:
  br i1 true, label %chain32, label %bb57
bb105:
  %phi192 = phi i32 [ 1, %bb103 ], [ -2147483648, %bb106 ], [ 0, %bb107 ]
  %phi193 = phi ptr [ %q, %bb103 ], [ %q, %bb106 ], [ null, %bb107 ]
  %fcmp236 = fcmp ult double 0.0, %y
  br i1 %fcmp236, label %bb106, label %bb107
bb42:
  %phi160 = phi i32 [ %m, %bb44 ], [ %m, %bb58 ]
  indirectbr ptr blockaddress(@f9, %chain26), [ label %bb40, label %chain26 ]
bb106:
  %phi194 = phi i32 [ %phi188, %bb94 ], [ %phi192, %bb105 ]
  %phi195 = phi i32 [ 1, %bb94 ], [ %phi192, %bb105 ]
  %v247 = xor i32 %phi194, 4
  %cmp248 = icmp eq i32 %v247, 41
  br i1 %cmp248, label %bb105, label %bb38
bb68:
  switch i32 %v204, label %bb34 [ i32 -6, label %bb72 ]
bb37:
  %phi153 = phi ptr [ %q, %irr_pre35 ], [ %q, %irr_pre35 ], [ %q, %irr_pre35 ], [ %q, %bb40 ]
  %phi154 = phi ptr [ %phi173, %irr_pre35 ], [ %phi173, %irr_pre35 ], [ %phi173, %irr_pre35 ], [ %p, %bb40 ]
  %phi155 = phi i32 [ %phi152, %irr_pre35 ], [ %phi152, %irr_pre35 ], [ %phi152, %irr_pre35 ], [ 1, %bb40 ]
  switch i64 %k, label %if60 [ i64 14, label %bb34 i64 42, label %if60 i64 38, label %bb34 ]
irr92:
  br i1 %cmp205, label %bb96, label %bb71
header84:
  %phi182 = phi i32 [ %phi177, %bb81 ], [ %phi183, %header84 ]
  %phi183 = phi i32 [ 3, %bb81 ], [ %m, %header84 ]
  %phi184 = phi ptr [ null, %bb81 ], [ %p, %header84 ]
  callbr void asm sideeffect "", "!i"() to label %latch83 [label %header84]
bb104:
  indirectbr ptr %q, [ label %bb21 ]
bb64:
  %phi170 = phi i32 [ 0, %bb62 ], [ 0, %bb62 ], [ %n, %latch65 ]
  %phi171 = phi i32 [ 2147483647, %bb62 ], [ 2147483647, %bb62 ], [ 100, %latch65 ]
  %v243 = call i32 @strncmp(ptr %p, ptr %q, i64 1)
  %cmp244 = icmp ne i32 %v243, 3
  br i1 %cmp244, label %join61, label %if66
bb113:
  switch i32 %n, label %counter111 [ i32 4, label %bb109 ]
join61:
  switch i32 %v204, label %bb36 [ i32 51, label %bb68 i32 37, label %bb68 i32 46, label %bb68 ]
bb86:
  switch i64 %k, label %irr78 [ i64 4, label %irr78 ]
irr_pre35:
  %phi152 = phi i32 [ %phi151, %bb33 ]
  switch i32 %n, label %bb36 [ i32 60, label %bb37 i32 52, label %bb37 i32 29, label %bb37 ]
bb24:
  call void @plain_fn()
  br label %bb20
early101:
  %phi191 = phi i32 [ 100, %header99 ], [ %phi146, %bb120 ]
  %v230 = shl i32 %phi191, 1
  %v231 = mul i32 %v230, 3
  %cmp232 = icmp sge i32 %v231, 25
  br i1 %cmp232, label %latch100, label %early_exit102
header99:
  call void @exit(i32 1)
  br label %early101
bb-28:
  %phi146 = phi i32 [ %n, %bb29 ]
  %fcmp228 = fcmp false double -2.0, 0.0
  br i1 %fcmp228, label %bb27, label %bb75
early_exit9:
  store i32 %v204, ptr %q
  ret i32 %v204
bb96:
  %v239 = call i32 @opaque(i32 %v204)
  switch i32 %v239, label %bb97 [ i32 -990212748, label %bb98 i32 -1234828612, label %bb76 ]
"85bb":
  switch i32 %v204, label %bb88 [ i32 58, label %bb86 i32 37, label %bb71 i32 28, label %bb86 ]
bb8:
  %v223 = call i32 @strncasecmp(ptr %p, ptr %p, i64 0)
  %cmp224 = icmp sgt i32 %v223, 1
  br i1 %cmp224, label %early_exit9, label %bb10
bb7:
  call void @exit(i32 1)
  %v225 = sub i32 %phi127, 2
  %cmp226 = icmp ule i32 %v225, 17
  br i1 %cmp226, label %bb.6, label %bb30
early_exit13:
  %phi130 = phi i32 [ 10, %bb12 ]
  unreachable
bb50:
  switch i64 %k, label %bb52 [ i64 579590004, label %if54 i64 -1048801336, label %bb48 ]
bb.23.x:
  %phi144 = phi i32 [ 7, %bb21 ]
  %phi145 = phi i32 [ %phi139, %bb21 ]
  call void @cold_fn()
  %cmp250 = icmp sge i32 %phi140, 4
  br i1 %cmp250, label %bb17, label %bb21
bb76:
  switch i64 %k, label %bb75 [ i64 30, label %bb72 ]
bb79:
  %phi180 = phi i32 [ 3, %irr_pre77 ], [ %n, %latch83 ]
  indirectbr ptr blockaddress(@f9, %bb80), [ label %bb80, label %bb76, label %bb71, label %bb76 ]
bb63:
  ret i32 0
bb36:
  br label %bb38
irr_pre115:
  %phi201 = phi ptr [ %q, %chain32 ], [ %phi199, %if114 ]
  switch i64 %k, label %bb117 [ i64 38, label %bb116 i64 51, label %bb108 ]
bb58:
  call void @plain_fn()
  switch i32 %n, label %bb42 [ i32 60, label %bb59 i32 56, label %"85bb" ]
bb75:
  call void @plain_fn()
  br label %irr_pre77
bb2:
  %phi121 = phi i32 [ %phi127, %bb3 ], [ -5, %lpad118 ]
  %phi122 = phi i32 [ %phi127, %bb3 ], [ 1, %lpad118 ]
  ret i32 %phi121
bb14:
  store i32 %v204, ptr %q
  br label %bb8
if45:
  %phi162 = phi i32 [ %phi159, %bb43 ], [ 0, %bb59 ]
  switch i64 %k, label %bb46 [ i64 55, label %bb44 i64 58, label %bb44 ]
bb103:
  indirectbr ptr blockaddress(@f9, %bb104), [ label %bb104, label %bb105 ]
lpad119:
  %lp249 = landingpad { ptr, i32 } cleanup
  br label %bb22
bb87:
  callbr void asm sideeffect "", "!i"() to label %bb86 [label %bb56]
bb16:
  %phi131 = phi i32 [ 2147483647, %bb17 ], [ 10, %bb19 ], [ 10, %bb19 ], [ %m, %bb41 ]
  call void @plain_fn() #1
  br label %bb15
bb51:
  br label %bb44
if54:
  %cmp222 = icmp ule i32 %m, -1
  br i1 %cmp222, label %bb55, label %bb55
bb82:
  switch i64 %k, label %bb81 [ i64 17, label %bb81 ]
bb107:
  %v237 = call i32 @opaque(i32 %phi192)
  switch i32 %v237, label %bb105 [ i32 54, label %bb94 i32 3, label %bb15 ]
bb120:
  %lp229 = landingpad { ptr, i32 } cleanup
  br label %early101
if89:
  call void @noret_fn()
  %v204 = call i32 @opaque(i32 %n)
  %cmp205 = icmp sle i32 %v204, 1
  br i1 %cmp205, label %self90, label %bb91
bb29:
  br label %bb-28
latch83:
  %phi181 = phi ptr [ %q, %header84 ]
  %v254 = load i32, ptr %q
  %cmp255 = icmp ule i32 %v254, -1
  br i1 %cmp255, label %bb79, label %bb81
bb52:
  switch i32 %v204, label %bb53 [ i32 -971187329, label %early73 i32 1373692729, label %bb53 i32 -1340948313, label %bb53 i32 -965774907, label %bb53 ]
bb15:
  br label %bb14
bb12:
  call void @plain_fn()
  switch i32 %m, label %early_exit13 [ i32 63, label %bb10 i32 61, label %bb11 ], !prof !5
bb19:
  %phi135 = phi i32 [ 0, %bb17 ], [ %phi132, %bb19 ]
  %v219 = call i32 @opaque(i32 8)
  switch i32 %v219, label %bb18 [ i32 -6, label %bb41 i32 61, label %bb16 i32 21, label %bb18 i32 48, label %bb19 i32 1, label %bb16 ]
bb.6:
  invoke void @noret_fn() to label %bb5 unwind label %lpad118
early_exit47:
  %phi163 = phi i32 [ %phi162, %bb46 ]
  call void @plain_fn() #1
  ret i32 2
counter111:
  %phi198 = phi i32 [ 8, %bb110 ], [ 8, %bb110 ], [ 8, %bb110 ], [ %phi198, %reset112 ], [ %n, %bb113 ]
  %phi199 = phi ptr [ %p, %bb110 ], [ %p, %bb110 ], [ %p, %bb110 ], [ null, %reset112 ], [ %q, %bb113 ]
  %phi200 = phi i32 [ 1, %bb110 ], [ 1, %bb110 ], [ 1, %bb110 ], [ 0, %reset112 ], [ 3, %bb113 ]
  call void @plain_fn()
  switch i32 %n, label %reset112 [ i32 35, label %bb108 i32 -3, label %if114 i32 41, label %if114 i32 25, label %bb108 ]
bb71:
  br label %early73
bb49:
  br i1 true, label %bb44, label %bb49
early73:
  %phi174 = phi ptr [ %p, %bb52 ], [ %p, %bb71 ]
  %v209 = call i32 @strncasecmp(ptr %q, ptr %p, i64 %k)
  %cmp210 = icmp eq i32 %v209, 3
  br i1 %cmp210, label %bb75, label %bb74
bb27:
  invoke void @noret_fn() to label %chain26 unwind label %bb120
bb10:
  %phi126 = phi i32 [ %n, %bb8 ], [ 1, %bb11 ], [ 1, %bb11 ], [ %phi126, %bb12 ]
  %phi127 = phi i32 [ -5, %bb8 ], [ %phi128, %bb11 ], [ %phi128, %bb11 ], [ 2, %bb12 ]
  %phi128 = phi i32 [ 2147483647, %bb8 ], [ 3, %bb11 ], [ 3, %bb11 ], [ 0, %bb12 ]
  call void @cold_fn()
  indirectbr ptr blockaddress(@f9, %bb3), [ label %bb12, label %bb3 ]
bb31:
  %phi147 = phi i32 [ %phi148, %bb31 ], [ 1, %chain32 ]
  %phi148 = phi i32 [ %phi150, %bb31 ], [ %phi150, %chain32 ]
  %phi149 = phi i32 [ 2, %bb31 ], [ 2, %chain32 ]
  call void @plain_fn() cold
  callbr void asm sideeffect "", "!i"() to label %bb31 [label %bb30]
early_exit102:
  ret i32 0
bb70:
  br label %bb33
bb108:
  %phi196 = phi ptr [ %q, %bb94 ], [ %q, %bb109 ], [ null, %counter111 ], [ null, %counter111 ], [ %p, %irr_pre115 ]
  %phi197 = phi i32 [ %phi188, %bb94 ], [ -1, %bb109 ], [ 2, %counter111 ], [ 2, %counter111 ], [ %m, %irr_pre115 ]
  %cmp238 = icmp ult i32 %n, 1
  br i1 %cmp238, label %bb110, label %bb95
bb21:
  %phi139 = phi i32 [ 10, %bb20 ], [ 10, %bb20 ], [ 10, %bb20 ], [ 10, %bb20 ], [ 3, %bb22 ], [ -2147483648, %bb.23.x ], [ -5, %bb104 ]
  %phi140 = phi i32 [ %phi138, %bb20 ], [ %phi138, %bb20 ], [ %phi138, %bb20 ], [ %phi138, %bb20 ], [ %phi141, %bb22 ], [ %phi144, %bb.23.x ], [ 0, %bb104 ]
  %phi141 = phi i32 [ -5, %bb20 ], [ -5, %bb20 ], [ -5, %bb20 ], [ -5, %bb20 ], [ %phi142, %bb22 ], [ %phi140, %bb.23.x ], [ 0, %bb104 ]
  invoke void @noret_fn() to label %bb.23.x unwind label %lpad119
bb11:
  %phi129 = phi i32 [ %phi126, %bb12 ]
  %v252 = call i32 @bcmp(ptr %q, ptr %q, i64 %k)
  %cmp253 = icmp sgt i32 %v252, 0
  br i1 %cmp253, label %bb10, label %bb10
bb5:
  switch i32 %v225, label %bb4 [ i32 56, label %bb3 ]
chain32:
  %phi150 = phi i32 [ %m, %bb34 ]
  call void @plain_fn()
  br i1 %c0, label %bb31, label %irr_pre115
bb53:
  br label %bb51
reset39:
  call void @plain_fn() cold
  switch i32 %n, label %bb38 [ i32 11, label %bb25 i32 32, label %bb25 i32 37, label %bb25 i32 50, label %bb25 ]
if60:
  %cmp242 = icmp ne i32 %m, 0
  br i1 %cmp242, label %join61, label %bb62
bb46:
  %cmp221 = icmp ugt i32 %phi162, 16
  br i1 %cmp221, label %early_exit47, label %bb48
bb110:
  switch i32 %v204, label %counter111 [ i32 7, label %counter111 i32 -3, label %bb109 i32 -5, label %counter111 ]
bb48:
  %phi164 = phi ptr [ %p, %bb46 ], [ %q, %bb50 ]
  callbr void asm sideeffect "", "!i,!i"() to label %bb44 [label %bb44, label %if54]
bb3:
  %phi123 = phi ptr [ null, %bb4 ], [ %phi123, %bb5 ], [ %q, %bb10 ]
  %phi124 = phi i32 [ 2, %bb4 ], [ %phi126, %bb5 ], [ 0, %bb10 ]
  br i1 false, label %bb7, label %bb2
bb44:
  %phi161 = phi i32 [ %n, %if45 ], [ %n, %if45 ], [ %m, %bb48 ], [ %m, %bb48 ], [ %n, %bb49 ], [ -1, %bb51 ]
  br label %bb42
bb30:
  call void @exit(i32 1)
  %v227 = select i1 false, ptr blockaddress(@f9, %bb29), ptr blockaddress(@f9, %bb29)
  indirectbr ptr %v227, [ label %bb29 ]
bb97:
  %phi190 = phi i32 [ 3, %bb96 ]
  call void @plain_fn() cold
  unreachable
bb62:
  switch i32 %n, label %bb64 [ i32 56, label %bb64 i32 25, label %bb63 i32 63, label %header99 i32 -1, label %header99 ]
irr93:
  %phi187 = phi i32 [ %m, %bb91 ], [ %n, %bb98 ]
  %v235 = load ptr, ptr %q
  indirectbr ptr %v235, [ label %bb103 ]
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

!0 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!1 = !{!"branch_weights", i32 4294966949}
!2 = !{!"branch_weights", i32 4294966459}
!3 = !{!"branch_weights", i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!4 = !{!"branch_weights", i32 2147483649, i32 2147483648}
!5 = !{!"branch_weights", i32 4294967295, i32 1431655766, i32 2147483648}
