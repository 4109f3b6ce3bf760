; freqpath random IR: seed=3 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  switch i32 %n, label %bb2 [  ], !prof !0
bb29:
  %phi57 = phi i32 [ 3, %bb.25.x ], [ %phi37, %bb28 ]
  call void @plain_fn()
  %fcmp77 = fcmp une double %y, %y
  br i1 %fcmp77, label %rnd30, label %rnd9
bb14:
  br label %bb15
bb6:
  %fcmp67 = fcmp ogt double %x, %y
  br i1 %fcmp67, label %bb7, label %rnd4
bb34:
  switch i32 %m, label %bb19 [ i32 43, label %bb7 i32 11, label %bb34 i32 12, label %bb34 i32 4, label %bb19 ]
rnd11:
  invoke void @may_throw(i32 0) to label %rnd12 unwind label %bb35
rnd10:
  call void @plain_fn()
  %v80 = add i64 %k, 1
  %cmp81 = icmp ne i64 %v80, 100
  br i1 %cmp81, label %bb5, label %bb.25.x, !prof !1
bb20:
  switch i32 %m, label %bb21 [ i32 6, label %bb28 ]
rnd3:
  %cmp63 = icmp sge i32 %phi37, 29
  br i1 %cmp63, label %rnd4, label %bb2
bb26:
  %phi55 = phi i32 [ 100, %bb21 ]
  call void @cold_fn()
  %v70 = and i32 %m, 3
  %cmp71 = icmp ne i32 %v70, 0
  br i1 %cmp71, label %bb27, label %rnd12
rnd24:
  %phi52 = phi i32 [ %phi38, %rnd23 ]
  %phi53 = phi ptr [ %p, %rnd23 ]
  %phi54 = phi ptr [ null, %rnd23 ]
  br label %bb.25.x
bb5:
  %fcmp66 = fcmp ogt double %y, %x
  br i1 %fcmp66, label %bb6, label %bb5
bb16:
  switch i32 %phi37, label %bb17 [ i32 -5, label %bb.25.x ], !prof !2
bb35:
  %phi61 = phi i32 [ 100, %rnd11 ]
  %lp82 = landingpad { ptr, i32 } cleanup
  br label %bb32
rnd33:
  %phi60 = phi i32 [ 7, %bb32 ]
  call void @plain_fn()
  %fcmp79 = fcmp uno double %y, 0.0
  br i1 %fcmp79, label %rnd9, label %bb14
bb7:
  indirectbr ptr blockaddress(@f0, %bb5), [ label %bb8, label %bb5 ]
lpad36:
  %lp76 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() #1
  unreachable
bb27:
  %phi56 = phi i32 [ -5, %rnd23 ], [ 10, %bb26 ]
  switch i32 %phi37, label %bb28 [ i32 42, label %bb22 i32 24, label %rnd30 ], !prof !3
bb18:
  store i32 %phi38, ptr %q
  switch i32 %phi45, label %bb19 [ i32 60, label %bb20 i32 5, label %rnd30 i32 -8, label %rnd30 i32 52, label %bb19 i32 10, label %rnd30 ]
bb32:
  %phi59 = phi i32 [ 3, %bb2 ], [ %phi37, %bb31 ], [ %phi37, %bb31 ], [ 10, %bb35 ]
  call void @cold_fn()
  %v78 = load ptr, ptr %p
  indirectbr ptr %v78, [ label %rnd33, label %bb.25.x ]
bb15:
  %phi45 = phi i32 [ %m, %bb14 ]
  br label %bb16, !prof !4
bb28:
  br label %bb29
rnd23:
  %phi51 = phi i32 [ 0, %bb22 ], [ 0, %bb22 ]
  call void @plain_fn()
  %fcmp75 = fcmp one double 1.5, %y
  br i1 %fcmp75, label %rnd24, label %bb27
bb19:
  %phi48 = phi i32 [ %phi37, %rnd9 ], [ %n, %bb18 ], [ %n, %bb18 ], [ %phi38, %bb19 ], [ 2, %bb34 ], [ 2, %bb34 ]
  switch i32 %m, label %bb20 [ i32 40, label %rnd4 i32 14, label %rnd4 i32 -5, label %bb20 i32 35, label %bb19 ]
rnd30:
  %phi58 = phi i32 [ %m, %bb18 ], [ %m, %bb18 ], [ %m, %bb18 ], [ -1, %bb27 ], [ 2147483647, %bb29 ]
  br label %bb31
bb17:
  %phi46 = phi i32 [ -1, %bb16 ]
  %phi47 = phi i32 [ 0, %bb16 ]
  call void @plain_fn()
  br label %bb18
bb8:
  %phi42 = phi i32 [ %n, %bb7 ]
  %phi43 = phi i32 [ %phi39, %bb7 ]
  %phi44 = phi i32 [ %phi38, %bb7 ]
  %cmp68 = icmp ugt i32 %phi39, 38
  br i1 %cmp68, label %rnd9, label %rnd3
bb13:
  call void @plain_fn()
  %cmp72 = icmp sle i32 %phi55, 40
  br i1 %cmp72, label %bb14, label %bb21
rnd12:
  switch i64 %k, label %bb13 [ i64 32, label %bb13 i64 45, label %bb13 i64 50, label %bb13 i64 -6, label %bb13 i64 23, label %bb13 ]
rnd4:
  %phi39 = phi i32 [ %phi37, %rnd3 ], [ %phi38, %rnd4 ], [ -5, %bb6 ], [ -5, %bb19 ], [ -5, %bb19 ]
  %phi40 = phi i32 [ 1, %rnd3 ], [ %phi40, %rnd4 ], [ 100, %bb6 ], [ 0, %bb19 ], [ 0, %bb19 ]
  %phi41 = phi i32 [ 2, %rnd3 ], [ %phi38, %rnd4 ], [ -1, %bb6 ], [ %phi37, %bb19 ], [ %phi37, %bb19 ]
  call void @exit(i32 1)
  %v64 = mul i32 %phi41, 3
  %cmp65 = icmp slt i32 %v64, -5
  br i1 %cmp65, label %bb5, label %rnd4
bb22:
  %phi49 = phi i32 [ %phi38, %bb21 ], [ %n, %bb27 ]
  %phi50 = phi i32 [ -2147483648, %bb21 ], [ %phi56, %bb27 ]
  %v73 = or i32 %phi50, 3
  %cmp74 = icmp sge i32 %v73, -4
  br i1 %cmp74, label %rnd23, label %rnd23
bb.25.x:
  call void @plain_fn()
  invoke void @noret_fn() to label %bb29 unwind label %lpad36, !prof !5
bb21:
  call void @plain_fn() cold
  %v69 = call i32 @opaque(i32 %m)
  switch i32 %v69, label %bb22 [ i32 57, label %bb21 i32 59, label %bb26 i32 22, label %bb21 ]
bb31:
  br i1 %c3, label %bb32, label %bb32
bb2:
  %phi37 = phi i32 [ 7, %entry1 ], [ 100, %rnd3 ]
  %phi38 = phi i32 [ %m, %entry1 ], [ 2, %rnd3 ]
  call void @plain_fn()
  %cmp62 = icmp uge i32 %m, 0
  br i1 %cmp62, label %rnd3, label %bb32
rnd9:
  br label %bb19, !prof !6
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %early15
bb2:
  ret i32 %n
bb3:
  switch i32 %m, label %bb6 [ i32 14, label %bb33 i32 51, label %bb4 ]
bb4:
  br i1 %c2, label %bb3, label %latch31
bb5:
  br i1 %c3, label %bb2, label %bb3
bb6:
  br i1 %c2, label %irr8, label %irr7
irr7:
  br i1 %c2, label %bb9, label %bb5
irr8:
  br i1 %c1, label %bb14, label %bb5
bb9:
  switch i32 %m, label %bb10 [ i32 1978973047, label %irr7 i32 149107096, label %latch11 ]
bb10:
  br label %bb9
latch11:
  br i1 %c2, label %irr8, label %bb9
bb12:
  br label %irr7
bb13:
  br label %bb12
bb14:
  br label %bb13
early15:
  br i1 %c2, label %bb16, label %bb17
bb16:
  br label %bb28
bb17:
  br i1 %c2, label %bb19, label %join18
join18:
  br label %bb3
bb19:
  switch i32 %m, label %bb22 [ i32 -92828654, label %reset20 ]
reset20:
  switch i32 %m, label %bb21 [  ]
bb21:
  br i1 %c2, label %join18, label %bb19
bb22:
  switch i32 %m, label %bb24 [ i32 32, label %bb21 ]
latch23:
  br label %bb22
bb24:
  br i1 %c1, label %bb25, label %bb26
bb25:
  br i1 %c3, label %bb29, label %latch23
bb26:
  switch i32 %n, label %bb35 [ i32 60, label %latch23 i32 50, label %bb21 i32 41, label %bb21 i32 17, label %latch23 ]
bb27:
  br i1 %c3, label %bb28, label %bb22
bb28:
  br i1 %c0, label %bb25, label %latch23
bb29:
  br i1 %c3, label %bb26, label %header30
header30:
  switch i32 %n, label %latch31 [ i32 -1587456541, label %bb26 i32 -1902922165, label %latch31 i32 -1383480133, label %bb29 ]
latch31:
  br label %header30
$32:
  br label %bb27
bb33:
  br i1 %c2, label %$32, label %latch23
chain34:
  br label %bb33
bb35:
  br label %chain34
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  call void @plain_fn()
  br label %bb3
bb2:
  %phi7 = phi i32 [ %phi10, %bb3 ]
  call void @plain_fn()
  call void @plain_fn() cold
  ret i32 %phi8
bb3:
  %phi8 = phi i32 [ 10, %bb1 ], [ 2, %bb5 ], [ 2, %bb5 ]
  %phi9 = phi i32 [ 3, %bb1 ], [ %phi11, %bb5 ], [ %phi11, %bb5 ]
  %phi10 = phi i32 [ %n, %bb1 ], [ %phi8, %bb5 ], [ %phi8, %bb5 ]
  %v15 = and i32 %n, 64
  %cmp16 = icmp sgt i32 %v15, 1
  br i1 %cmp16, label %bb.4.x, label %bb2, !prof !7
bb.4.x:
  %v17 = call i32 @opaque(i32 %m)
  %cmp18 = icmp sgt i32 %v17, 0
  br i1 %cmp18, label %dispatch6, label %bb5, !prof !8
bb5:
  %phi11 = phi i32 [ %n, %bb.4.x ], [ 7, %dispatch6 ]
  call void @plain_fn()
  %cmp19 = icmp sgt i32 %phi10, 41
  br i1 %cmp19, label %bb3, label %bb3
dispatch6:
  %phi12 = phi i32 [ %phi10, %bb.4.x ], [ 2, %dispatch6 ], [ 2, %dispatch6 ], [ 2, %dispatch6 ], [ 2, %dispatch6 ], [ 2, %dispatch6 ], [ 2, %dispatch6 ], [ 2, %dispatch6 ], [ 2, %dispatch6 ]
  %phi13 = phi i32 [ %phi10, %bb.4.x ], [ %phi13, %dispatch6 ], [ %phi13, %dispatch6 ], [ %phi13, %dispatch6 ], [ %phi13, %dispatch6 ], [ %phi13, %dispatch6 ], [ %phi13, %dispatch6 ], [ %phi13, %dispatch6 ], [ %phi13, %dispatch6 ]
  %phi14 = phi ptr [ %p, %bb.4.x ], [ %q, %dispatch6 ], [ %q, %dispatch6 ], [ %q, %dispatch6 ], [ %q, %dispatch6 ], [ %q, %dispatch6 ], [ %q, %dispatch6 ], [ %q, %dispatch6 ], [ %q, %dispatch6 ]
  switch i64 %k, label %bb5 [ i64 2, label %dispatch6 i64 47, label %dispatch6 i64 -5, label %dispatch6 i64 36, label %dispatch6 i64 40, label %dispatch6 i64 -8, label %dispatch6 i64 54, label %dispatch6 i64 15, label %dispatch6 ]
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
entry1:
  br label %header3
bb22:
  %phi47 = phi ptr [ %phi31, %bb21 ], [ %phi31, %bb21 ], [ %p, %irr23 ], [ %q, %bb27 ], [ %q, %bb27 ]
  %v51 = add i32 %phi45, 1
  %cmp52 = icmp ule i32 %v51, 1
  br i1 %cmp52, label %bb24, label %bb20
counter9:
  %phi36 = phi i32 [ %phi33, %bb8 ], [ %n, %bb11 ]
  %v50 = select i1 %c0, ptr blockaddress(@f3, %bb10), ptr blockaddress(@f3, %bb10)
  indirectbr ptr %v50, [ label %bb12, label %bb10, label %bb21 ]
reset6:
  %fcmp49 = fcmp one double %x, 0x7FF0000000000000
  br i1 %fcmp49, label %latch7, label %chain15
early_exit17:
  %phi43 = phi i32 [ -2147483648, %bb16 ]
  call void @plain_fn() #0
  ret i32 %phi34
bb4:
  %v63 = and i1 %c3, %c3
  br i1 %v63, label %bb2, label %header3
latch7:
  call void @plain_fn() #1
  %cmp62 = icmp slt i32 %phi32, -1
  br i1 %cmp62, label %bb4, label %bb5
latch26:
  %cmp56 = icmp ne ptr %phi47, null
  br i1 %cmp56, label %irr23, label %bb24
bb21:
  %phi44 = phi i32 [ %phi33, %counter9 ], [ %phi29, %bb18 ]
  %phi45 = phi i32 [ 1, %counter9 ], [ 1, %bb18 ]
  %phi46 = phi i32 [ %phi36, %counter9 ], [ %phi32, %bb18 ]
  call void @plain_fn() #0
  switch i32 %phi45, label %bb22 [ i32 -478981147, label %bb22 i32 -1182896191, label %irr23 ]
bb14:
  %phi40 = phi i32 [ 1, %chain15 ]
  call void @cold_fn()
  br label %bb13
chain15:
  %phi41 = phi i32 [ %phi29, %reset6 ], [ 3, %bb12 ]
  %phi42 = phi i32 [ %m, %reset6 ], [ 0, %bb12 ]
  br label %bb14
bb10:
  br label %bb11
bb19:
  br label %bb20
irr23:
  br label %bb22
bb2:
  %v64 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %m) [ "deopt"(i32 %phi32) ]
  ret i32 %v64
bb13:
  %phi39 = phi i32 [ 2, %bb14 ]
  br label %bb11
bb20:
  invoke void @noret_fn() to label %latch7 unwind label %lpad28
bb11:
  %v60 = or i32 %phi32, 3
  %cmp61 = icmp eq i32 %v60, 7
  br i1 %cmp61, label %counter9, label %latch7
bb25:
  br label %latch26
bb12:
  %phi37 = phi i32 [ %phi36, %counter9 ]
  %phi38 = phi i32 [ %phi32, %counter9 ]
  call void @plain_fn()
  %v57 = call i32 @strcmp(ptr %p, ptr %q)
  %cmp58 = icmp eq i32 %v57, -1
  br i1 %cmp58, label %chain15, label %bb16
lpad28:
  %phi48 = phi i32 [ 1, %bb20 ]
  %lp53 = landingpad { ptr, i32 } cleanup
  br label %bb18
bb18:
  store i32 -2147483648, ptr %q
  indirectbr ptr blockaddress(@f3, %bb4), [ label %bb21, label %bb19, label %bb4, label %bb4 ]
bb5:
  %phi32 = phi i32 [ %phi29, %header3 ], [ 7, %latch7 ]
  %phi33 = phi i32 [ %phi29, %header3 ], [ %phi34, %latch7 ]
  %phi34 = phi i32 [ 0, %header3 ], [ %phi29, %latch7 ]
  call void @plain_fn() cold
  callbr void asm sideeffect "", "!i"() to label %bb8 [label %reset6]
bb27:
  call void @plain_fn()
  %fcmp65 = fcmp ogt double %x, %y
  br i1 %fcmp65, label %bb22, label %bb22
bb16:
  %cmp59 = icmp ult i32 %phi36, 47
  br i1 %cmp59, label %bb11, label %early_exit17
bb24:
  %v54 = call i32 @strcmp(ptr %q, ptr %q)
  %cmp55 = icmp eq i32 %v54, 0
  br i1 %cmp55, label %latch26, label %bb25
header3:
  %phi29 = phi i32 [ %n, %entry1 ], [ 2, %bb4 ]
  %phi30 = phi ptr [ null, %entry1 ], [ %q, %bb4 ]
  %phi31 = phi ptr [ %p, %entry1 ], [ %p, %bb4 ]
  br label %bb5
bb8:
  %phi35 = phi i32 [ %phi29, %bb5 ]
  switch i32 %phi34, label %counter9 [ i32 2, label %bb18 i32 9, label %latch7 ]
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %11
0:
  br i1 %c0, label %5, label %29
1:
  br i1 %c2, label %self9, label %31
2:
  br i1 %c0, label %bb8, label %39
3:
  br label %16
4:
  switch i32 %m, label %bb11 [ i32 37, label %50 i32 46, label %49 i32 27, label %14 i32 20, label %50 ]
5:
  br i1 %c0, label %0, label %29
6:
  switch i32 %m, label %24 [ i32 -201688879, label %35 i32 -973603670, label %36 ]
7:
  switch i32 %n, label %33 [  ]
8:
  switch i32 %m, label %53 [ i32 27, label %53 i32 -8, label %28 i32 22, label %28 i32 30, label %28 ]
9:
  br i1 %c2, label %bb13, label %bb10
10:
  br label %17
11:
  br label %chain18
12:
  switch i32 %n, label %join3 [ i32 30, label %39 i32 51, label %55 ]
13:
  br i1 %c3, label %22, label %44
bb7:
  br i1 %c3, label %13, label %bb6
14:
  br label %49
bb2:
  switch i32 %m, label %43 [ i32 33, label %36 i32 32, label %3 ]
15:
  br label %16
16:
  br i1 %c0, label %30, label %26
17:
  br i1 %c2, label %34, label %1
18:
  br i1 %c1, label %36, label %bb5
19:
  br i1 %c3, label %5, label %5
bb5:
  br i1 %c3, label %46, label %36
20:
  switch i64 %k, label %27 [ i64 -1068356005, label %if12 i64 139142248, label %bb15 ]
21:
  br label %9
22:
  switch i64 %k, label %1 [ i64 2, label %1 i64 14, label %bb6 i64 8, label %57 ]
23:
  br i1 %c1, label %38, label %30
24:
  br label %18
25:
  br label %41
26:
  switch i32 %n, label %54 [ i32 -2114448081, label %9 i32 -106049678, label %18 i32 -437174423, label %18 i32 -2065678657, label %32 i32 243849845, label %9 i32 714442547, label %15 i32 -1084116883, label %9 ]
bb14:
  br i1 %c2, label %0, label %5
bb8:
  br label %2
chain18:
  br label %10
27:
  switch i32 %m, label %4 [ i32 59, label %bb10 i32 4, label %6 ]
28:
  switch i32 %n, label %7 [ i32 33, label %38 i32 22, label %47 ]
29:
  switch i32 %m, label %42 [ i32 1140091380, label %29 i32 -1036620471, label %21 ]
30:
  br i1 %c3, label %bb2, label %35
bb10:
  br label %31
bb11:
  br label %14
31:
  br i1 %c2, label %45, label %bb6
32:
  br i1 %c0, label %25, label %41
33:
  br i1 %c2, label %bb16, label %bb7
34:
  switch i32 %m, label %33 [ i32 7, label %47 ]
35:
  switch i32 %m, label %28 [ i32 23, label %3 i32 40, label %8 i32 14, label %28 i32 32, label %28 i32 13, label %3 ]
36:
  switch i32 %m, label %24 [ i32 1, label %1 i32 -6, label %32 i32 7, label %58 i32 46, label %32 i32 3, label %1 ]
37:
  switch i32 %m, label %46 [  ]
self9:
  switch i64 %k, label %self9 [ i64 49, label %1 i64 52, label %1 i64 -6, label %57 i64 55, label %57 i64 51, label %1 ]
38:
  switch i32 %m, label %40 [ i32 50, label %bb2 i32 39, label %40 i32 34, label %40 ]
39:
  br label %45
40:
  switch i32 %m, label %50 [ i32 49, label %53 i32 31, label %50 i32 17, label %8 i32 38, label %8 i32 5, label %51 i32 52, label %51 ]
41:
  br i1 %c2, label %25, label %51
42:
  switch i32 %m, label %bb14 [ i32 -6, label %21 ]
43:
  switch i32 %n, label %12 [ i32 -1379875921, label %join3 i32 -1783898436, label %join3 ]
44:
  br i1 %c0, label %56, label %20
45:
  br i1 %c3, label %22, label %48
46:
  br i1 %c0, label %15, label %18
47:
  br label %33
48:
  br i1 %c1, label %bb8, label %19
49:
  br i1 %c1, label %bb11, label %bb10
50:
  br i1 %c3, label %8, label %23
51:
  br i1 %c0, label %50, label %23
52:
  switch i32 %m, label %21 [ i32 50, label %9 i32 -2, label %bb16 i32 57, label %9 i32 46, label %9 i32 56, label %bb16 ]
53:
  switch i32 %m, label %32 [ i32 2088179605, label %15 i32 67565225, label %23 i32 855549188, label %48 i32 1615857308, label %23 ]
54:
  ret i32 %n
55:
  switch i64 %k, label %bb4 [ i64 17, label %bb4 i64 14, label %bb4 i64 13, label %bb4 i64 59, label %bb4 i64 6, label %12 ]
if12:
  switch i32 %m, label %52 [ i32 -7, label %bb10 i32 -6, label %bb10 ]
56:
  ret i32 0
bb16:
  switch i32 %m, label %47 [ i32 32, label %47 i32 31, label %bb17 i32 37, label %47 i32 60, label %bb17 ]
bb6:
  br i1 %c3, label %46, label %37
bb13:
  br i1 %c0, label %42, label %29
join3:
  br label %35
bb15:
  br label %bb10
57:
  br label %1
bb17:
  br label %bb16
bb4:
  br i1 %c2, label %12, label %join3
58:
  br label %6
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb3
ret2:
  invoke void @may_throw(i32 0) to label %bb3 unwind label %bb4, !prof !9
bb3:
  %v6 = load ptr, ptr %q
  indirectbr ptr %v6, [ label %ret2, label %bb3 ]
bb4:
  %phi5 = phi i32 [ %m, %ret2 ]
  %lp7 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp7
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
0:
  br label %rnd1
1:
  switch i32 %m, label %12 [ i32 63, label %23 ]
2:
  br i1 %c2, label %67, label %58
3:
  br label %31
4:
  br label %16
5:
  br i1 %c3, label %51, label %34
6:
  br label %45
7:
  br label %30
8:
  switch i64 %k, label %68 [ i64 35, label %26 ]
9:
  br i1 %c3, label %33, label %9
10:
  br i1 %c3, label %71, label %67
11:
  switch i64 %k, label %40 [ i64 56, label %40 i64 8, label %47 i64 -1, label %40 i64 46, label %47 ]
12:
  switch i32 %m, label %74 [ i32 8, label %74 i32 18, label %15 i32 29, label %15 i32 30, label %15 i32 45, label %15 ]
13:
  ret i32 %n
14:
  ret i32 0
15:
  br label %59
16:
  br i1 %c1, label %5, label %16
17:
  switch i64 %k, label %bb13 [ i64 10, label %44 i64 0, label %44 i64 23, label %bb13 ]
18:
  br i1 %c1, label %36, label %_14
19:
  br label %44
20:
  br i1 %c1, label %55, label %17
21:
  br label %25
22:
  br i1 %c0, label %47, label %38
bb4:
  br label %10
23:
  br i1 %c3, label %22, label %15
24:
  br i1 %c1, label %57, label %_14
25:
  br label %32
bb3:
  br label %bb4
26:
  br i1 %c2, label %bb4, label %35
27:
  br i1 %c2, label %77, label %58
bb11:
  br label %19
28:
  br i1 %c1, label %64, label %29
29:
  br label %bb2
30:
  switch i32 %m, label %41 [ i32 -8, label %65 i32 22, label %68 i32 -6, label %36 ]
31:
  br i1 %c2, label %42, label %bb7
32:
  br label %bb10
33:
  switch i32 %n, label %34 [ i32 27, label %34 i32 23, label %34 i32 -8, label %34 ]
34:
  ret i32 0
35:
  br label %11
36:
  br i1 %c1, label %23, label %bb8
rnd1:
  br label %60
37:
  switch i32 %n, label %35 [ i32 19, label %32 i32 12, label %58 i32 47, label %49 ]
38:
  br i1 %c2, label %4, label %16
rnd5:
  switch i32 %n, label %48 [ i32 62, label %15 i32 33, label %8 i32 7, label %15 i32 38, label %48 i32 15, label %8 i32 46, label %26 ]
39:
  br i1 %c1, label %bb3, label %bb11
40:
  br i1 %c2, label %49, label %29
41:
  br i1 %c2, label %13, label %61
42:
  br label %14
43:
  br i1 %c1, label %24, label %57
44:
  br label %56
45:
  br i1 %c1, label %63, label %31
bb12:
  br i1 %c0, label %58, label %8
46:
  br i1 %c2, label %66, label %37
bb10:
  br i1 %c0, label %54, label %bb13
_14:
  switch i32 %n, label %56 [ i32 40, label %9 i32 55, label %9 i32 58, label %bb13 i32 0, label %56 i32 31, label %bb13 ]
47:
  switch i32 %m, label %27 [ i32 22, label %17 i32 26, label %bb10 ]
48:
  br label %52
49:
  switch i32 %m, label %1 [ i32 -1990067798, label %36 i32 2030528558, label %70 i32 2086368717, label %70 i32 -1619401805, label %bb6 ]
50:
  br i1 %c0, label %70, label %70
51:
  br label %62
52:
  br i1 %c1, label %65, label %40
53:
  br label %rnd9
bb8:
  br i1 %c1, label %75, label %6
54:
  br label %3
55:
  br label %2
56:
  switch i32 %m, label %73 [ i32 -1909440558, label %9 i32 -2048724588, label %14 ]
57:
  switch i32 %m, label %17 [ i32 2079066180, label %33 ]
58:
  br i1 %c2, label %72, label %bb10
59:
  ret i32 0
rnd9:
  br label %21
60:
  br label %61
bb6:
  br i1 %c3, label %bb7, label %57
bb7:
  switch i32 %n, label %69 [ i32 37, label %41 i32 -7, label %59 i32 11, label %41 i32 47, label %41 ]
61:
  br i1 %c2, label %29, label %52
62:
  br label %bb11
bb2:
  br i1 %c1, label %39, label %39
63:
  br i1 %c3, label %8, label %42
64:
  br i1 %c2, label %rnd5, label %18
65:
  br i1 %c2, label %58, label %58
66:
  ret i32 %n
67:
  switch i32 %m, label %53 [ i32 19, label %21 i32 29, label %44 i32 45, label %44 ]
68:
  br i1 %c3, label %15, label %19
bb13:
  br label %_14
69:
  switch i32 %m, label %_14 [ i32 -1830661859, label %20 i32 1548693914, label %_14 i32 -1381367198, label %20 i32 1469473693, label %20 i32 1405432561, label %20 ]
70:
  br i1 %c1, label %bb13, label %70
71:
  br i1 %c0, label %26, label %6
72:
  br label %50
73:
  br label %9
74:
  switch i32 %m, label %18 [ i32 23, label %37 i32 7, label %bb10 i32 11, label %37 ]
75:
  br label %6
76:
  switch i32 %m, label %bb8 [ i32 55, label %bb13 i32 61, label %_14 i32 32, label %bb8 i32 -3, label %_14 ]
77:
  br label %46
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
bb1:
  br label %bb2
rnd13:
  br i1 %cmp20, label %bb14, label %rnd7, !prof !10
rnd10:
  switch i32 %n, label %bb16 [ i32 20, label %rnd13 i32 -6, label %rnd13 ]
bb4:
  br label %rnd5
rnd5:
  call void @plain_fn()
  switch i64 %k, label %bb6 [ i64 2, label %"8bb" i64 1, label %bb12 i64 -7, label %bb6 i64 16, label %bb12 i64 13, label %bb12 ]
rnd11:
  switch i32 %n, label %bb12 [ i32 29, label %bb12 i32 20, label %bb14 ]
bb16:
  %phi19 = phi i32 [ -1, %rnd10 ], [ -1, %rnd15 ], [ 2147483647, %bb16 ], [ 2147483647, %bb16 ]
  %cmp25 = icmp ult i32 %phi19, 31
  br i1 %cmp25, label %bb16, label %bb16
bb12:
  %v21 = call i32 @opaque(i32 %n)
  %cmp22 = icmp uge i32 %v21, 5
  br i1 %cmp22, label %rnd13, label %rnd15
bb6:
  br label %rnd7
rnd7:
  br label %"8bb"
bb9:
  br label %rnd10
bb14:
  br i1 %cmp20, label %rnd15, label %rnd15
rnd15:
  %phi18 = phi i32 [ %n, %bb12 ], [ 2147483647, %bb14 ], [ 2147483647, %bb14 ]
  invoke void @cold_fn() to label %bb16 unwind label %bb-17
bb3:
  switch i32 %n, label %bb4 [ i32 -446997017, label %rnd5 i32 1235969914, label %rnd5 ]
bb-17:
  %lp24 = landingpad { ptr, i32 } cleanup
  store i32 -5, ptr %q
  br label %bb2
bb2:
  %cmp20 = icmp ult ptr %q, null
  br i1 %cmp20, label %bb3, label %bb6
"8bb":
  %cmp23 = icmp ult ptr %p, %p
  br i1 %cmp23, label %bb9, label %bb4
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb7
bb2:
  br i1 %c2, label %bb4, label %bb4
bb3:
  br label %self5
bb4:
  br i1 %c1, label %bb3, label %bb2
self5:
  br i1 %c3, label %bb4, label %self5
bb6:
  br i1 %c3, label %bb6, label %bb3
bb7:
  br i1 %c1, label %bb6, label %bb7
bb8:
  switch i32 %n, label %bb6 [ i32 284652400, label %bb7 i32 -2095472410, label %bb7 i32 -1984073750, label %bb4 ]
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %header11
bb2:
  call void @exit(i32 1)
  %v49 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %phi34) [ "deopt"(i32 100) ]
  ret i32 %v49
irr_pre3:
  %phi29 = phi ptr [ null, %header11 ]
  switch i64 %k, label %bb4 [ i64 37, label %bb5 i64 56, label %bb4 ]
bb4:
  %phi30 = phi i32 [ 1, %irr_pre3 ], [ 1, %irr_pre3 ], [ %phi35, %bb10 ]
  %fcmp48 = fcmp ule double %x, 1.5
  br i1 %fcmp48, label %chain9, label %bb2
bb5:
  store i32 %m, ptr %q
  br label %bb10
chain6:
  %phi31 = phi i32 [ -2147483648, %chain7 ]
  %phi32 = phi i32 [ %phi33, %chain7 ]
  br label %bb5
chain7:
  br label %chain6
chain8:
  %phi33 = phi i32 [ 1, %chain9 ]
  br label %chain7
chain9:
  br label %chain8, !prof !11
bb10:
  call void @plain_fn()
  %v50 = or i32 %phi35, 1
  %v51 = and i32 %v50, 4
  %cmp52 = icmp ult i32 %v51, 45
  br i1 %cmp52, label %bb4, label %bb22
header11:
  %phi34 = phi i32 [ %m, %bb1 ], [ %phi41, %bb12 ], [ %phi41, %bb12 ], [ %m, %bb21 ], [ 100, %chain28 ]
  %phi35 = phi i32 [ 2147483647, %bb1 ], [ %phi39, %bb12 ], [ %phi39, %bb12 ], [ %phi34, %bb21 ], [ %m, %chain28 ]
  %phi36 = phi i32 [ -5, %bb1 ], [ 0, %bb12 ], [ 0, %bb12 ], [ 2147483647, %bb21 ], [ 2147483647, %chain28 ]
  %cmp44 = icmp ne i32 %phi34, 2
  br i1 %cmp44, label %irr_pre3, label %chain28
bb12:
  call void @plain_fn()
  %cmp54 = icmp ult ptr %q, %p
  br i1 %cmp54, label %header11, label %header11
bb13:
  br label %bb12
bb14:
  switch i32 %phi39, label %bb13 [  ]
bb15:
  %phi37 = phi ptr [ %q, %bb16 ]
  call void @plain_fn()
  br label %bb14
bb16:
  call void @exit(i32 1)
  br label %bb15
bb17:
  store i32 %phi34, ptr %p
  br label %bb16
bb18:
  %phi38 = phi i32 [ -2147483648, %bb19 ]
  store i32 %phi36, ptr %q
  br i1 false, label %bb17, label %bb16
bb19:
  %phi39 = phi i32 [ %phi41, %chain20 ]
  br label %bb18, !prof !12
chain20:
  %phi40 = phi i32 [ -5, %bb21 ]
  br label %bb19
bb21:
  %phi41 = phi i32 [ 0, %bb22 ], [ 7, %bb27 ]
  %phi42 = phi i32 [ 3, %bb22 ], [ %phi35, %bb27 ]
  %fcmp53 = fcmp ule double %y, 0.0
  br i1 %fcmp53, label %chain20, label %header11, !prof !13
bb22:
  call void @plain_fn()
  br label %bb21
bb23:
  %phi43 = phi ptr [ %q, %bb24 ]
  br label %bb22
bb24:
  br label %bb23
bb25:
  br label %bb24
chain26:
  br label %bb25
bb27:
  br i1 %c0, label %chain26, label %bb21
chain28:
  %v45 = sub i32 %phi34, 1
  %v46 = xor i32 %v45, 1
  %cmp47 = icmp ugt i32 %v46, 43
  br i1 %cmp47, label %bb27, label %header11
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

!0 = !{!"branch_weights", i32 1048576}
!1 = !{!"branch_weights", i32 4294966703, i32 4294966523}
!2 = !{!"branch_weights", i32 0, i32 0}
!3 = !{!"branch_weights", i32 0, i32 0, i32 0}
!4 = !{!"branch_weights", i32 0}
!5 = !{!"branch_weights", i32 0, i32 0}
!6 = !{!"branch_weights", i32 0}
!7 = !{!"branch_weights", i32 0, i32 961}
!8 = !{!"branch_weights", i32 0, i32 0}
!9 = !{!"branch_weights", i32 1048576}
!10 = !{!"branch_weights", i32 0, i32 974}
!11 = !{!"branch_weights", i32 0}
!12 = !{!"branch_weights", i32 0}
!13 = !{!"branch_weights", i32 0, i32 0}
