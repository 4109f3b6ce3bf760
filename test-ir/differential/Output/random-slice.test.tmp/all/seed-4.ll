; freqpath random IR: seed=4 functions=10 blocks=1..120 profile=all

define i32 @f0(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  call void @plain_fn()
  br label %13, !prof !0
12:
  call void @plain_fn() #1
  unreachable
13:
  %14 = phi i32 [ %5, %11 ], [ %15, %bb1 ], [ -1, %self2 ]
  %15 = phi i32 [ 1, %11 ], [ %phi3, %bb1 ], [ %phi3, %self2 ]
  %phi3 = phi i32 [ %4, %11 ], [ 1, %bb1 ], [ %21, %self2 ]
  %16 = icmp sge i32 %15, -3
  br i1 %16, label %12, label %17
bb1:
  store i32 %v6, ptr %8
  br label %13, !prof !1
17:
  %phi4 = phi i32 [ 3, %13 ]
  %18 = xor i32 %15, 1
  %v6 = sub i32 %18, 4
  %19 = icmp ult i32 %v6, -3
  br i1 %19, label %self2, label %bb1, !prof !2
self2:
  %phi5 = phi i32 [ %5, %17 ], [ %4, %self2 ], [ %4, %self2 ]
  %20 = phi i32 [ %5, %17 ], [ %14, %self2 ], [ %14, %self2 ]
  %21 = phi i32 [ 1, %17 ], [ 1, %self2 ], [ 1, %self2 ]
  call void @plain_fn()
  switch i64 %6, label %bb1 [ i64 27, label %13 i64 58, label %self2 i64 60, label %self2 ], !prof !3
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb2, !prof !4
bb2:
  %phi12 = phi i32 [ 0, %entry1 ], [ 2147483647, %bb2 ], [ 2147483647, %bb2 ], [ 0, %rnd6 ]
  %phi13 = phi i32 [ %n, %entry1 ], [ 0, %bb2 ], [ 0, %bb2 ], [ %phi13, %rnd6 ]
  %phi14 = phi i32 [ %n, %entry1 ], [ %phi14, %bb2 ], [ %phi14, %bb2 ], [ 1, %rnd6 ]
  switch i32 %m, label %bb3 [ i32 32, label %bb2 i32 61, label %bb9 i32 51, label %bb2 ]
bb3:
  %phi15 = phi i32 [ %phi14, %bb2 ], [ 2, %rnd4 ], [ %phi14, %bb10 ]
  %phi16 = phi i32 [ 3, %bb2 ], [ -2147483648, %rnd4 ], [ 8, %bb10 ]
  %phi17 = phi i32 [ 1, %bb2 ], [ -1, %rnd4 ], [ 8, %bb10 ]
  %v33 = load i64, ptr %p
  %cmp34 = icmp sgt i64 %v33, 0
  br i1 %cmp34, label %rnd4, label %rnd6
rnd4:
  %phi18 = phi i32 [ 3, %bb3 ], [ 3, %rnd5 ], [ 3, %rnd5 ], [ 3, %rnd5 ], [ 3, %rnd5 ]
  %phi19 = phi i32 [ 0, %bb3 ], [ 100, %rnd5 ], [ 100, %rnd5 ], [ 100, %rnd5 ], [ 100, %rnd5 ]
  %phi20 = phi i32 [ 2147483647, %bb3 ], [ 1, %rnd5 ], [ 1, %rnd5 ], [ 1, %rnd5 ], [ 1, %rnd5 ]
  call void @plain_fn()
  %cmp35 = icmp ne i32 %phi20, 29
  br i1 %cmp35, label %rnd5, label %bb3
rnd5:
  switch i32 1, label %rnd6 [ i32 -687005838, label %rnd4 i32 -286044975, label %rnd4 i32 453637841, label %rnd4 i32 524490350, label %rnd4 ]
rnd6:
  %phi21 = phi i32 [ 10, %bb3 ], [ %phi15, %rnd5 ], [ 0, %bb9 ]
  switch i32 %n, label %bb-7 [ i32 3, label %bb9 i32 1, label %bb2 i32 43, label %bb-7 ], !prof !5
bb-7:
  %phi22 = phi i32 [ -5, %rnd6 ], [ -5, %rnd6 ]
  %phi23 = phi i32 [ -2147483648, %rnd6 ], [ -2147483648, %rnd6 ]
  %phi24 = phi i32 [ -5, %rnd6 ], [ -5, %rnd6 ]
  br label %$8, !prof !6
$8:
  %phi25 = phi i32 [ %phi13, %bb-7 ], [ %phi12, %$8 ], [ %phi12, %$8 ], [ %phi12, %$8 ], [ 1, %bb11 ]
  %phi26 = phi i32 [ %phi12, %bb-7 ], [ 7, %$8 ], [ 7, %$8 ], [ 7, %$8 ], [ %phi28, %bb11 ]
  %phi27 = phi i32 [ 100, %bb-7 ], [ %phi12, %$8 ], [ %phi12, %$8 ], [ %phi12, %$8 ], [ %phi31, %bb11 ]
  switch i32 %phi25, label %bb9 [ i32 -6, label %$8 i32 59, label %$8 i32 3, label %$8 ]
bb9:
  switch i32 %n, label %bb10 [ i32 55, label %rnd6 ]
bb10:
  %phi28 = phi i32 [ %phi12, %bb9 ]
  %phi29 = phi i32 [ -2147483648, %bb9 ]
  %phi30 = phi ptr [ %q, %bb9 ]
  switch i32 10, label %bb11 [ i32 53, label %bb3 i32 20, label %bb11 ]
bb11:
  %phi31 = phi i32 [ %phi13, %bb10 ], [ %phi13, %bb10 ]
  %phi32 = phi i32 [ %phi12, %bb10 ], [ %phi12, %bb10 ]
  br label %$8
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br i1 %c0, label %bb3, label %ret2
ret2:
  ret i32 0
bb3:
  br i1 %c3, label %bb4, label %ret2
bb4:
  br i1 %c1, label %if5, label %ret2
if5:
  switch i32 %n, label %bb6 [ i32 36, label %bb4 i32 37, label %bb4 ]
bb6:
  switch i32 %n, label %bb.7 [ i32 45, label %if5 i32 19, label %irr8 i32 6, label %bb4 ]
bb.7:
  br i1 %c0, label %irr8, label %bb4
irr8:
  br i1 %c3, label %bb.7, label %bb4
dead9:
  switch i32 %n, label %bb.7 [  ]
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  call void @plain_fn()
  switch i32 %n, label %bb29 [ i32 34, label %bb16 i32 28, label %bb16 ]
bb2:
  %phi53 = phi i32 [ -2147483648, %latch5 ]
  call void @plain_fn() #1
  %v147 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %n) [ "deopt"(i32 %m) ]
  ret i32 %v147
counter3:
  %phi54 = phi i32 [ -5, %bb4 ], [ -5, %bb4 ], [ %n, %latch5 ], [ %phi77, %if9 ], [ %phi77, %if9 ], [ 0, %bb10 ], [ 1, %bb12 ]
  %phi55 = phi i32 [ 1, %bb4 ], [ 1, %bb4 ], [ %n, %latch5 ], [ 1, %if9 ], [ 1, %if9 ], [ %phi78, %bb10 ], [ 0, %bb12 ]
  %phi56 = phi i32 [ %phi56, %bb4 ], [ %phi56, %bb4 ], [ %n, %latch5 ], [ 7, %if9 ], [ 7, %if9 ], [ %phi94, %bb10 ], [ %phi64, %bb12 ]
  %cmp141 = icmp eq i32 %phi54, 30
  br i1 %cmp141, label %bb4, label %bb6
bb4:
  %phi57 = phi ptr [ %p, %counter3 ]
  %v148 = and i32 %phi56, 3
  %cmp149 = icmp eq i32 %v148, 1
  br i1 %cmp149, label %counter3, label %counter3
latch5:
  %fcmp146 = fcmp ord double %y, 0x7FF0000000000000
  br i1 %fcmp146, label %bb2, label %counter3
bb6:
  switch i32 %m, label %header8 [ i32 8, label %latch5 i32 15, label %irr14 ]
bb7:
  %phi58 = phi i32 [ 2147483647, %header8 ], [ %m, %bb34 ]
  %phi59 = phi i32 [ %n, %header8 ], [ -2147483648, %bb34 ]
  %phi60 = phi ptr [ %q, %header8 ], [ %p, %bb34 ]
  call void @exit(i32 1)
  %v143 = add i32 %phi59, 1
  %v144 = bitcast i32 0 to i32
  %cmp145 = icmp ugt i32 %v143, %v144
  br i1 %cmp145, label %bb6, label %latch5
header8:
  %cmp142 = icmp slt i32 %m, 0
  br i1 %cmp142, label %header8, label %bb7
if9:
  switch i64 %k, label %counter3 [ i64 59, label %counter3 i64 -8, label %bb34 i64 27, label %bb34 i64 25, label %bb10 i64 17, label %bb10 ]
bb10:
  %phi61 = phi i32 [ 1, %if9 ], [ 1, %if9 ]
  %phi62 = phi i32 [ %phi93, %if9 ], [ %phi93, %if9 ]
  %phi63 = phi ptr [ %p, %if9 ], [ %p, %if9 ]
  %v131 = call i32 @strcasecmp(ptr %q, ptr %p)
  %cmp132 = icmp sgt i32 %v131, -1
  br i1 %cmp132, label %bb11, label %counter3
bb11:
  switch i32 %phi94, label %irr_pre13 [ i32 26, label %bb12 i32 -8, label %bb40 i32 5, label %bb40 ], !prof !7
bb12:
  %phi64 = phi i32 [ 7, %bb11 ], [ 1, %irr14 ], [ 1, %irr15 ]
  call void @plain_fn()
  br label %counter3
irr_pre13:
  %phi65 = phi i32 [ %phi61, %bb11 ]
  %phi66 = phi ptr [ %phi63, %bb11 ]
  %phi67 = phi i32 [ %m, %bb11 ]
  %v133 = and i32 %m, 1
  %cmp134 = icmp slt i32 %v133, -1
  br i1 %cmp134, label %irr14, label %irr15
irr14:
  br i1 %c0, label %irr15, label %bb12
irr15:
  %phi68 = phi i32 [ 0, %irr_pre13 ], [ %n, %irr14 ]
  %phi69 = phi i32 [ %phi61, %irr_pre13 ], [ %n, %irr14 ]
  %phi70 = phi i32 [ 1, %irr_pre13 ], [ 1, %irr14 ]
  call void @plain_fn() cold
  br i1 %c2, label %bb16, label %bb12, !prof !8
bb16:
  %phi71 = phi i32 [ 2147483647, %bb1 ], [ 2147483647, %bb1 ], [ %phi68, %irr15 ]
  %phi72 = phi i32 [ -2147483648, %bb1 ], [ -2147483648, %bb1 ], [ %phi70, %irr15 ]
  %phi73 = phi i32 [ -5, %bb1 ], [ -5, %bb1 ], [ %phi69, %irr15 ]
  call void @cold_fn()
  br label %irr14, !prof !9
if17:
  %phi74 = phi i32 [ 2147483647, %latch23 ]
  %phi75 = phi ptr [ %p, %latch23 ]
  switch i32 %phi93, label %join18 [ i32 1136344067, label %bb19 i32 -1241568005, label %join18 ], !prof !10
join18:
  %phi76 = phi i32 [ %phi95, %if17 ], [ %phi95, %if17 ], [ 3, %bb20 ]
  %phi77 = phi i32 [ %phi93, %if17 ], [ %phi93, %if17 ], [ -2147483648, %bb20 ]
  %phi78 = phi i32 [ %phi93, %if17 ], [ %phi93, %if17 ], [ 3, %bb20 ]
  call void @plain_fn()
  br label %if9
bb19:
  %phi79 = phi i32 [ -5, %if17 ], [ 1, %bb20 ], [ 0, %bb27 ]
  %phi80 = phi i32 [ %phi74, %if17 ], [ %phi81, %bb20 ], [ %phi93, %bb27 ]
  %phi81 = phi i32 [ %n, %if17 ], [ %phi81, %bb20 ], [ %phi93, %bb27 ]
  call void @plain_fn() cold
  br label %bb20
bb20:
  %phi82 = phi i32 [ %phi93, %bb19 ]
  br i1 %c1, label %bb19, label %join18, !prof !11
bb-21:
  %phi83 = phi i32 [ %m, %latch23 ], [ %m, %latch23 ], [ %m, %latch23 ], [ 10, %bb28 ]
  %phi84 = phi i32 [ %phi95, %latch23 ], [ %phi95, %latch23 ], [ %phi95, %latch23 ], [ %phi94, %bb28 ]
  %phi85 = phi i32 [ 1, %latch23 ], [ 1, %latch23 ], [ 1, %latch23 ], [ 7, %bb28 ]
  %v138 = load ptr, ptr %p
  indirectbr ptr %v138, [ label %bb24, label %bb22 ]
bb22:
  %v139 = or i32 %phi85, 3
  %cmp140 = icmp ule i32 %v139, 2
  br i1 %cmp140, label %latch23, label %irr14
latch23:
  call void @plain_fn() cold
  switch i64 %k, label %if17 [ i64 -66071604, label %bb29 i64 -1030196870, label %bb-21 i64 676234617, label %bb29 i64 1067435691, label %bb-21 i64 1996717577, label %bb-21 ]
bb24:
  indirectbr ptr blockaddress(@f3, %bb27), [ label %bb25, label %bb27 ], !prof !12
bb25:
  %phi86 = phi i32 [ %n, %bb24 ]
  %fcmp150 = fcmp oeq double %x, -2.0
  br i1 %fcmp150, label %bb24, label %bb39, !prof !13
latch26:
  call void @plain_fn()
  %cmp130 = icmp sle i32 %phi93, 49
  br i1 %cmp130, label %bb24, label %latch23
bb27:
  %phi87 = phi ptr [ %q, %bb24 ], [ %p, %bb27 ], [ %p, %bb27 ], [ null, %bb36 ]
  %phi88 = phi i32 [ %phi94, %bb24 ], [ 2, %bb27 ], [ 2, %bb27 ], [ 8, %bb36 ]
  %phi89 = phi i32 [ -1, %bb24 ], [ -1, %bb27 ], [ -1, %bb27 ], [ %phi95, %bb36 ]
  switch i64 %k, label %latch26 [ i64 20, label %bb-30 i64 23, label %bb27 i64 43, label %bb-30 i64 60, label %latch26 i64 13, label %bb19 i64 16, label %bb27 ]
bb28:
  %phi90 = phi i32 [ 0, %bb28 ], [ 0, %bb28 ], [ 0, %bb28 ], [ 0, %bb31 ]
  %phi91 = phi i32 [ %m, %bb28 ], [ %m, %bb28 ], [ %m, %bb28 ], [ -5, %bb31 ]
  %phi92 = phi i32 [ -2147483648, %bb28 ], [ -2147483648, %bb28 ], [ -2147483648, %bb28 ], [ 0, %bb31 ]
  switch i32 10, label %bb-21 [ i32 -4, label %bb28 i32 -1, label %bb28 i32 62, label %header8 i32 16, label %bb28 ]
bb29:
  %phi93 = phi i32 [ %n, %bb1 ], [ 1, %latch23 ], [ 1, %latch23 ], [ %phi95, %bb31 ]
  %phi94 = phi i32 [ 7, %bb1 ], [ %n, %latch23 ], [ %n, %latch23 ], [ -2147483648, %bb31 ]
  %phi95 = phi i32 [ %m, %bb1 ], [ %n, %latch23 ], [ %n, %latch23 ], [ %phi94, %bb31 ]
  %v125 = call i32 @opaque(i32 0)
  %cmp126 = icmp ugt i32 %v125, -7
  br i1 %cmp126, label %bb32, label %bb-30, !prof !14
bb-30:
  %phi96 = phi i32 [ 10, %bb27 ], [ 10, %bb27 ], [ %phi95, %bb29 ]
  call void @plain_fn() #1
  br label %bb31, !prof !15
bb31:
  %phi97 = phi ptr [ null, %bb-30 ], [ %q, %bb34 ], [ %q, %dead50 ], [ %q, %dead50 ]
  %phi98 = phi i32 [ %phi93, %bb-30 ], [ %phi95, %bb34 ], [ %m, %dead50 ], [ %m, %dead50 ]
  %v135 = mul i32 %phi94, 2
  %v136 = and i32 %v135, 4
  %cmp137 = icmp sge i32 %v136, 26
  br i1 %cmp137, label %bb29, label %bb28, !prof !16
bb32:
  %phi99 = phi i32 [ %phi94, %bb29 ], [ %phi94, %bb33 ], [ 2, %bb34 ]
  %phi100 = phi i32 [ 100, %bb29 ], [ %phi93, %bb33 ], [ 1, %bb34 ]
  %phi101 = phi i32 [ 3, %bb29 ], [ 2147483647, %bb33 ], [ %phi94, %bb34 ]
  %v127 = mul i32 %phi95, 3
  %cmp128 = icmp eq i32 %v127, 33
  br i1 %cmp128, label %irr_pre35, label %bb33, !prof !17
bb33:
  br label %bb32
bb34:
  switch i32 %phi94, label %bb31 [ i32 43, label %bb7 i32 45, label %bb32 ], !prof !18
irr_pre35:
  %phi102 = phi i32 [ %phi99, %bb32 ]
  %v129 = call i32 @opaque(i32 %n)
  switch i32 %v129, label %bb36 [ i32 38, label %bb37 ], !prof !19
bb36:
  %phi103 = phi i32 [ -2147483648, %irr_pre35 ], [ %phi106, %bb37 ]
  %phi104 = phi i32 [ 2, %irr_pre35 ], [ %phi94, %bb37 ]
  %phi105 = phi i32 [ %phi93, %irr_pre35 ], [ %phi107, %bb37 ]
  switch i64 %k, label %irr_pre38 [ i64 44, label %bb27 i64 24, label %bb34 i64 13, label %bb37 ], !prof !20
bb37:
  %phi106 = phi i32 [ %phi94, %irr_pre35 ], [ 2147483647, %bb36 ], [ %phi93, %bb39 ], [ %phi95, %bb40 ]
  %phi107 = phi i32 [ %m, %irr_pre35 ], [ %phi94, %bb36 ], [ %phi95, %bb39 ], [ %m, %bb40 ]
  call void @plain_fn() cold
  br label %bb36
irr_pre38:
  %phi108 = phi i32 [ %phi95, %bb36 ], [ %n, %bb49 ]
  %phi109 = phi i32 [ %phi103, %bb36 ], [ 1, %bb49 ]
  %phi110 = phi ptr [ %q, %bb36 ], [ %p, %bb49 ]
  switch i32 %phi105, label %bb39 [ i32 15, label %bb40 i32 10, label %bb40 i32 30, label %bb40 ]
bb39:
  %phi111 = phi ptr [ %p, %bb25 ], [ %phi110, %irr_pre38 ], [ %q, %bb40 ]
  %phi112 = phi i32 [ %phi93, %bb25 ], [ %phi94, %irr_pre38 ], [ %n, %bb40 ]
  %fcmp151 = fcmp true double %x, 0.0
  br i1 %fcmp151, label %bb41, label %bb37, !prof !21
bb40:
  call void @cold_fn()
  %fcmp154 = fcmp une double %x, %y
  br i1 %fcmp154, label %bb39, label %bb37
bb41:
  switch i32 %phi93, label %bb44 [ i32 911103486, label %bb42 i32 1144526264, label %irr43 i32 -295563885, label %irr45 ]
bb42:
  %phi113 = phi i32 [ %phi112, %bb41 ], [ %phi93, %irr45 ], [ -2147483648, %dead50 ]
  %phi114 = phi i32 [ %phi94, %bb41 ], [ 2147483647, %irr45 ], [ 0, %dead50 ]
  %phi115 = phi i32 [ 8, %bb41 ], [ 8, %irr45 ], [ 1, %dead50 ]
  br label %self46
irr43:
  call void @cold_fn()
  %fcmp153 = fcmp ole double 1.5, %y
  br i1 %fcmp153, label %bb44, label %bb40
bb44:
  %phi116 = phi ptr [ null, %bb41 ], [ %phi111, %irr43 ]
  %phi117 = phi i32 [ 1, %bb41 ], [ 8, %irr43 ]
  %phi118 = phi i32 [ %phi112, %bb41 ], [ -1, %irr43 ]
  switch i32 %phi118, label %irr45 [ i32 44, label %bb40 ], !prof !22
irr45:
  switch i32 %n, label %bb42 [ i32 25, label %bb40 i32 61, label %bb40 ], !prof !23
self46:
  %phi119 = phi i32 [ %phi93, %bb42 ], [ 10, %self46 ]
  %phi120 = phi ptr [ %phi111, %bb42 ], [ null, %self46 ]
  %phi121 = phi i32 [ %n, %bb42 ], [ 1, %self46 ]
  call void @plain_fn()
  %cmp152 = icmp ne ptr %phi111, %p
  br i1 %cmp152, label %irr43, label %self46
bb47:
  %cmp155 = icmp ugt i32 %n, 0
  br i1 %cmp155, label %header8, label %bb49, !prof !24
bb48:
  %v156 = call i32 @opaque(i32 %m)
  switch i32 %v156, label %bb6 [ i32 1607077350, label %dead50 ], !prof !25
bb49:
  br label %irr_pre38
dead50:
  %phi122 = phi i32 [ 0, %bb48 ], [ 10, %bb51 ]
  %phi123 = phi i32 [ 10, %bb48 ], [ 2, %bb51 ]
  %phi124 = phi i32 [ %m, %bb48 ], [ -1, %bb51 ]
  %v157 = call i32 @opaque(i32 %phi122)
  switch i32 %v157, label %bb31 [ i32 25, label %bb42 i32 4, label %latch26 i32 22, label %bb31 ]
bb51:
  call void @plain_fn()
  br label %dead50, !prof !26
bb52:
  %v158 = call i32 @opaque(i32 10)
  %cmp159 = icmp slt i32 %v158, 0
  br i1 %cmp159, label %bb24, label %bb24
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb2
bb11:
  switch i32 %m, label %bb12 [ i32 12, label %rnd6 i32 24, label %rnd6 i32 58, label %bb11 ]
rnd6:
  switch i32 %n, label %rnd7 [ i32 1589831275, label %rnd8 i32 913854664, label %rnd7 i32 -2004160442, label %bb12 i32 -1740906663, label %rnd7 ]
bb9:
  br i1 %c1, label %rnd10, label %bb11
bb5:
  br label %rnd6
bb12:
  switch i32 %n, label %bb13 [ i32 -8, label %bb13 i32 31, label %bb13 i32 39, label %bb11 i32 50, label %bb13 i32 35, label %bb11 i32 61, label %bb13 ]
bb13:
  switch i32 %n, label %bb13 [ i32 -1553682049, label %rnd6 i32 -971687493, label %bb13 ]
rnd3:
  switch i32 %m, label %bb4 [ i32 3, label %bb4 i32 8, label %bb13 i32 19, label %bb4 ]
rnd7:
  br label %rnd8
bb2:
  br label %rnd3
rnd8:
  br label %bb9
rnd10:
  br i1 %c1, label %bb11, label %bb12
bb4:
  br label %bb5
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb5
bb2:
  ret i32 %n
bb6:
  switch i32 %m, label %bb6 [ i32 1231719967, label %bb6 i32 -453784775, label %bb5 i32 -1055453430, label %bb6 i32 -897715823, label %bb6 ]
bb3:
  switch i32 %m, label %bb4 [ i32 -5, label %bb2 i32 3, label %bb4 ]
bb5:
  switch i32 %m, label %bb3 [ i32 115104822, label %bb6 i32 1939299874, label %bb5 i32 23931993, label %bb5 i32 38092771, label %bb5 ]
bb4:
  ret i32 0
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) personality ptr @__gxx_personality_v0 {
0:
  br label %1
1:
  switch i32 %n, label %bb1 [ i32 1, label %1 i32 22, label %bb1 i32 61, label %1 i32 7, label %1 i32 54, label %1 ]
bb1:
  %phi20 = phi i32 [ 1, %1 ], [ 1, %1 ], [ 1, %6 ], [ 1, %6 ], [ %phi20, %rnd5 ], [ %phi27, %21 ]
  %2 = phi ptr [ null, %1 ], [ null, %1 ], [ %q, %6 ], [ %q, %6 ], [ null, %rnd5 ], [ %2, %21 ]
  %3 = phi ptr [ %p, %1 ], [ %p, %1 ], [ %q, %6 ], [ %q, %6 ], [ %3, %rnd5 ], [ %2, %21 ]
  br label %bb2
bb2:
  %4 = icmp ne ptr %2, %2
  br i1 %4, label %5, label %bb11
5:
  %phi21 = phi i32 [ 0, %bb2 ], [ %phi20, %14 ], [ 1, %42 ], [ 1, %42 ]
  %cmp37 = icmp slt i32 %phi21, 0
  br i1 %cmp37, label %6, label %14
6:
  switch i32 %m, label %bb3 [ i32 59, label %bb1 i32 17, label %bb1 i32 1, label %39 ]
bb3:
  %7 = icmp ne ptr null, %q
  br i1 %7, label %8, label %bb2
8:
  %phi22 = phi i32 [ %phi20, %bb3 ], [ 1, %13 ], [ %n, %bb7 ], [ 1, %84 ], [ 100, %108 ], [ 100, %108 ]
  %v38 = and i32 %phi20, 4
  %9 = icmp sgt i32 %v38, 22
  br i1 %9, label %bb4, label %17
bb4:
  indirectbr ptr %p, [ label %10, label %6 ]
10:
  %phi23 = phi i32 [ %phi20, %bb4 ], [ 100, %15 ], [ 0, %16 ], [ %m, %bb7 ], [ %m, %81 ]
  %11 = fcmp une double %y, 0x7FF8000000000000
  br i1 %11, label %12, label %6
12:
  call void @plain_fn()
  invoke void @cold_fn() to label %13 unwind label %112
13:
  %phi24 = phi i32 [ %m, %12 ]
  %v39 = load ptr, ptr %p
  indirectbr ptr %v39, [ label %87, label %8 ]
14:
  %phi25 = phi i32 [ 2, %5 ], [ 10, %66 ], [ 0, %70 ]
  %phi26 = phi i32 [ 1, %5 ], [ -1, %66 ], [ 3, %70 ]
  switch i64 %k, label %15 [ i64 -633916636, label %15 i64 1375741098, label %6 i64 2016222017, label %6 i64 2109680665, label %15 i64 -774154674, label %5 ]
15:
  %v46 = call i32 @memcmp(ptr %q, ptr %q, i64 %k)
  %cmp47 = icmp eq i32 %v46, 1
  br i1 %cmp47, label %16, label %10
16:
  %v48 = call i32 @strncmp(ptr %p, ptr %p, i64 %k)
  %cmp49 = icmp ne i32 %v48, 1
  br i1 %cmp49, label %17, label %10
17:
  %18 = phi i32 [ -1, %8 ], [ %n, %16 ], [ %n, %108 ], [ %115, %114 ]
  %19 = phi i32 [ -1, %8 ], [ %phi20, %16 ], [ 0, %108 ], [ %115, %114 ]
  call void @plain_fn()
  indirectbr ptr blockaddress(@f6, %15), [ label %rnd5, label %15 ]
rnd5:
  %20 = call i32 @opaque(i32 0)
  switch i32 %20, label %21 [ i32 18, label %33 i32 33, label %15 i32 14, label %bb1 i32 23, label %21 ]
21:
  %phi27 = phi i32 [ %phi20, %rnd5 ], [ %phi20, %rnd5 ], [ 2147483647, %23 ], [ 2147483647, %23 ]
  call void @plain_fn()
  %v53 = and i32 %m, 2
  %22 = icmp eq i32 %v53, 0
  br i1 %22, label %bb1, label %6
23:
  switch i32 %m, label %rnd6 [ i32 51, label %21 i32 59, label %rnd6 i32 23, label %21 i32 46, label %rnd6 ]
rnd6:
  %24 = phi i32 [ -5, %23 ], [ -5, %23 ], [ -5, %23 ], [ %phi20, %rnd9 ], [ 10, %bb12 ]
  call void @plain_fn()
  br label %bb7
bb7:
  %25 = call i32 @opaque(i32 %phi20)
  switch i32 %25, label %bb8 [ i32 5, label %95 i32 -8, label %8 i32 31, label %10 ]
bb8:
  %26 = phi i32 [ %phi20, %bb7 ], [ 10, %67 ]
  invoke void @may_throw(i32 0) to label %rnd9 unwind label %114
rnd9:
  %v51 = select i1 %c3, ptr blockaddress(@f6, %rnd6), ptr blockaddress(@f6, %27)
  indirectbr ptr %v51, [ label %27, label %bb7, label %rnd6 ]
27:
  call void @plain_fn()
  invoke void @noret_fn() to label %bb10 unwind label %117
bb10:
  %28 = phi i32 [ 1, %27 ], [ 7, %bb10 ]
  %29 = phi ptr [ %2, %27 ], [ %29, %bb10 ]
  %cmp52 = icmp ne ptr %29, null
  br i1 %cmp52, label %30, label %bb10
30:
  switch i64 %k, label %31 [  ]
31:
  br label %bb11
bb11:
  br label %32
32:
  call void @plain_fn() #0
  invoke void @cold_fn() to label %33 unwind label %112
33:
  br label %34
34:
  br label %35
35:
  %v50 = call i32 @strcasecmp(ptr %p, ptr %q)
  %36 = icmp sgt i32 %v50, 1
  br i1 %36, label %bb12, label %rnd9
bb12:
  %37 = phi i32 [ %phi20, %35 ], [ 1, %48 ], [ %m, %50 ], [ %phi20, %75 ], [ %phi20, %75 ], [ %m, %77 ]
  call void @plain_fn()
  switch i32 %phi20, label %38 [ i32 -5, label %rnd6 i32 -2, label %52 ]
38:
  switch i32 %n, label %39 [ i32 52, label %rnd5 i32 32, label %35 ]
39:
  %40 = fcmp ult double %y, %x
  br i1 %40, label %41, label %87
41:
  br label %42
42:
  %phi28 = phi ptr [ %2, %41 ]
  switch i32 %n, label %43 [ i32 1137140336, label %5 i32 1193535763, label %5 i32 143870550, label %38 i32 1894897869, label %38 i32 -267181791, label %43 ]
43:
  callbr void asm sideeffect "", "!i"() to label %44 [label %39]
44:
  store i32 -5, ptr %q
  indirectbr ptr blockaddress(@f6, %45), [ label %45 ]
45:
  invoke void @cold_fn() to label %46 unwind label %119
46:
  br label %bb13
bb13:
  %47 = phi i32 [ %phi20, %46 ]
  call void @plain_fn()
  invoke void @cold_fn() to label %48 unwind label %bb-19
48:
  switch i32 %m, label %49 [ i32 17, label %33 i32 10, label %bb12 i32 48, label %32 i32 1, label %49 i32 54, label %32 i32 15, label %49 ]
49:
  call void @plain_fn()
  br label %50
50:
  %phi29 = phi i32 [ %phi20, %49 ], [ 2, %103 ]
  %fcmp41 = fcmp uno double %y, %y
  br i1 %fcmp41, label %51, label %bb12
51:
  br i1 %c3, label %52, label %63
52:
  %53 = phi i32 [ %phi20, %bb12 ], [ 2, %51 ]
  %54 = phi i32 [ %phi20, %bb12 ], [ -5, %51 ]
  %55 = icmp sge i32 %53, 2
  br i1 %55, label %56, label %23
56:
  %57 = phi ptr [ %3, %52 ], [ %3, %66 ]
  call void @cold_fn()
  %58 = load i32, ptr %q
  %cmp42 = icmp ne i32 %58, 1
  br i1 %cmp42, label %59, label %bb7
59:
  switch i32 %phi20, label %60 [ i32 515971688, label %bb16 i32 -46070420, label %bb16 i32 611054696, label %43 i32 1030085762, label %43 ]
60:
  %v43 = load ptr, ptr %p
  indirectbr ptr %v43, [ label %rnd14 ]
rnd14:
  %61 = phi i32 [ %phi20, %60 ]
  switch i32 %m, label %bb15 [ i32 41, label %27 i32 -2, label %27 i32 36, label %bb15 i32 11, label %27 ]
bb15:
  %phi30 = phi i32 [ %61, %rnd14 ], [ %61, %rnd14 ], [ 8, %106 ]
  br label %62
62:
  %phi31 = phi i32 [ 0, %bb15 ], [ 8, %97 ], [ 2, %110 ]
  switch i32 %phi20, label %63 [ i32 3, label %23 i32 62, label %23 ]
63:
  br label %64
64:
  %65 = phi i32 [ %phi20, %63 ]
  switch i32 %n, label %66 [ i32 9, label %bb16 i32 25, label %rnd5 i32 -8, label %bb16 i32 34, label %66 i32 28, label %66 ]
66:
  indirectbr ptr blockaddress(@f6, %bb16), [ label %bb16, label %56, label %14 ]
bb16:
  invoke void @cold_fn() to label %67 unwind label %121
67:
  switch i32 %n, label %68 [ i32 51, label %bb8 ]
68:
  %69 = phi i32 [ %phi20, %67 ]
  switch i32 %phi20, label %70 [  ]
70:
  %v44 = shl i32 %phi20, 1
  %71 = add i32 %v44, 1
  %cmp45 = icmp ugt i32 %71, 17
  br i1 %cmp45, label %72, label %14
72:
  %73 = phi i32 [ %69, %70 ]
  call void @plain_fn() cold
  switch i32 %v44, label %74 [ i32 28, label %15 ]
74:
  switch i32 %phi20, label %75 [ i32 49, label %bb4 ]
75:
  callbr void asm sideeffect "", "!i"() to label %bb12 [label %bb12]
76:
  br label %60
77:
  %78 = and i32 %m, 2147483648
  %79 = icmp slt i32 %78, 0
  br i1 %79, label %80, label %bb12
80:
  br label %81
81:
  %82 = phi i32 [ 7, %80 ]
  %83 = phi ptr [ null, %80 ]
  br label %10
84:
  switch i64 -5, label %85 [ i64 548491608, label %8 i64 -350062969, label %39 i64 -791676630, label %94 ]
85:
  %86 = fcmp oge double %x, %x
  br i1 %86, label %87, label %38
87:
  %88 = fcmp olt double %x, %x
  br i1 %88, label %89, label %46
89:
  br label %74
90:
  %91 = fcmp olt double %x, -2.0
  br i1 %91, label %92, label %bb17
92:
  br label %bb17
bb17:
  br label %93
93:
  invoke void @may_throw(i32 1) to label %94 unwind label %123
94:
  %v54 = call i32 @bcmp(ptr %p, ptr %p, i64 %k)
  %cmp55 = icmp eq i32 %v54, 0
  br i1 %cmp55, label %95, label %16
95:
  call void @cold_fn()
  %96 = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %n) [ "deopt"(i32 %m) ]
  ret i32 %96
97:
  %phi32 = phi i32 [ 8, %98 ]
  %phi33 = phi ptr [ %q, %98 ]
  call void @plain_fn() #0
  %fcmp56 = fcmp oge double %y, 1.5
  br i1 %fcmp56, label %98, label %62
98:
  %phi34 = phi i32 [ 7, %97 ]
  %phi35 = phi i32 [ %m, %97 ]
  %99 = fcmp oge double %x, -2.0
  br i1 %99, label %100, label %97
100:
  %101 = phi i32 [ 0, %98 ]
  %102 = phi i32 [ %m, %98 ]
  br label %60
dead18:
  br label %80
103:
  call void @plain_fn()
  br label %50
104:
  br label %45
105:
  %phi36 = phi i32 [ 8, %105 ]
  br label %105
106:
  indirectbr ptr blockaddress(@f6, %85), [ label %85, label %bb15 ]
107:
  call void @plain_fn()
  br label %23
108:
  %v57 = call i32 @opaque(i32 %n)
  switch i32 %v57, label %44 [ i32 -3, label %44 i32 13, label %17 i32 60, label %8 i32 48, label %44 i32 -8, label %8 ]
109:
  switch i32 %m, label %32 [ i32 -1269404848, label %33 i32 1595104193, label %87 ]
110:
  %v58 = load ptr, ptr %q
  indirectbr ptr %v58, [ label %41, label %62 ]
111:
  store i32 2, ptr %p
  br label %6
112:
  %113 = landingpad { ptr, i32 } cleanup
  br label %bb3
114:
  %115 = phi i32 [ 7, %bb8 ]
  %116 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  br label %17
117:
  %118 = landingpad { ptr, i32 } cleanup
  unreachable
119:
  %120 = landingpad { ptr, i32 } cleanup
  call void @plain_fn() #0
  resume { ptr, i32 } %120
bb-19:
  %lp40 = landingpad { ptr, i32 } cleanup
  call void @plain_fn()
  br label %67
121:
  %122 = landingpad { ptr, i32 } cleanup
  br label %45
123:
  %lp59 = landingpad { ptr, i32 } cleanup
  br label %95
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br i1 %c0, label %bb2, label %bb2
bb9:
  br label %rnd10
bb7:
  br i1 %c3, label %bb8, label %bb6
bb5:
  switch i32 %n, label %bb6 [ i32 -163572081, label %bb9 ]
bb2:
  br i1 %c1, label %bb3, label %bb2
bb3:
  br label %bb4
$12:
  br i1 %c1, label %rnd11, label %bb3
rnd10:
  ret i32 0
bb6:
  br label %bb7
rnd11:
  unreachable
bb8:
  br label %bb9
bb4:
  br label %bb5
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %bb98
bb2:
  ret i32 0
inf_pre3:
  switch i32 %m, label %bb4 [ i32 23, label %bb2 i32 35, label %bb2 i32 33, label %bb4 ]
bb4:
  br label %bb5
bb5:
  switch i32 %m, label %bb7 [ i32 1970881044, label %bb82 i32 -180167303, label %bb7 i32 1494394913, label %bb26 i32 1669140691, label %bb82 i32 2087462028, label %bb82 ]
bb6:
  br i1 %c2, label %bb4, label %bb.72
bb7:
  br i1 %c3, label %bb8, label %bb11
bb8:
  switch i64 %k, label %bb10 [ i64 -1, label %bb6 ]
latch9:
  br i1 %c3, label %bb6, label %bb8
bb10:
  br i1 %c2, label %bb10, label %latch9
bb11:
  br i1 %c1, label %bb.13.x, label %bb103
bb12:
  switch i32 %n, label %bb6 [ i32 62, label %bb11 i32 55, label %bb6 i32 36, label %bb59 ]
bb.13.x:
  br i1 %c1, label %bb15, label %bb12
bb14:
  br label %bb.13.x
bb15:
  switch i64 %k, label %irr_pre17 [ i64 -1711818360, label %bb25 ]
bb16:
  br i1 %c0, label %bb14, label %bb15
irr_pre17:
  switch i32 %n, label %bb19 [ i32 54, label %bb18 i32 17, label %bb20 i32 15, label %bb18 i32 23, label %bb21 ]
bb18:
  br i1 %c0, label %bb19, label %bb16
bb19:
  br label %bb25
bb20:
  switch i32 %n, label %bb21 [ i32 1197738376, label %bb16 i32 -11430764, label %bb21 i32 1740238942, label %bb21 ]
bb21:
  br label %bb18
bb22:
  switch i32 %m, label %bb20 [ i32 42, label %chain23 i32 47, label %chain23 i32 21, label %bb70 i32 57, label %bb70 ]
chain23:
  switch i32 %m, label %bb22 [ i32 11, label %bb.13.x ]
bb24:
  switch i32 %m, label %chain23 [ i32 407475078, label %bb22 ]
bb25:
  br i1 %c0, label %bb24, label %bb11
bb26:
  br i1 %c2, label %irr29, label %bb64
bb27:
  br label %header31
bb28:
  switch i32 %n, label %irr29 [ i32 -7, label %bb6 i32 63, label %bb6 ]
irr29:
  br i1 %c3, label %bb37, label %bb6
bb30:
  switch i64 %k, label %bb63 [ i64 6, label %bb47 i64 16, label %bb63 i64 -3, label %bb47 i64 17, label %bb47 ]
header31:
  br i1 %c3, label %bb33, label %bb28
bb32:
  br label %header31
bb33:
  switch i32 %n, label %bb36 [ i32 -1940735454, label %join34 i32 -196296722, label %bb36 i32 -1963096398, label %join34 i32 -1223126180, label %bb76 ]
join34:
  br label %bb32
chain35:
  br label %join34
bb36:
  br label %chain35
bb37:
  switch i32 %m, label %bb39 [ i32 11, label %early_exit38 i32 -4, label %bb39 ]
early_exit38:
  ret i32 %n
bb39:
  br i1 %c3, label %irr_pre40, label %bb30
irr_pre40:
  br i1 %c0, label %irr41, label %bb43
irr41:
  switch i32 %m, label %irr42 [ i32 -5, label %bb68 i32 49, label %bb39 i32 23, label %irr42 i32 36, label %bb68 ]
irr42:
  br label %irr41
bb43:
  br i1 %c3, label %bb44, label %irr42
bb44:
  switch i32 %m, label %bb43 [ i32 12, label %bb43 i32 38, label %bb43 i32 49, label %bb43 ]
bb45:
  switch i64 %k, label %bb27 [  ]
bb46:
  br label %bb45
bb47:
  br i1 %c2, label %bb46, label %bb46
bb48:
  br label %bb47
bb49:
  br label %bb48
bb50:
  br label %bb49
chain51:
  br label %bb50
bb52:
  br label %chain51
bb53:
  br label %bb52
chain54:
  switch i32 %m, label %bb53 [ i32 26, label %bb21 i32 60, label %bb21 ]
bb55:
  br label %chain54
chain56:
  br label %bb55
bb57:
  br label %chain56
chain58:
  br i1 %c1, label %bb57, label %bb96
bb59:
  br i1 %c0, label %chain58, label %irr41
bb60:
  br label %bb59
bb61:
  br label %bb60
bb62:
  br label %bb61
bb63:
  br label %bb62
bb64:
  switch i32 %m, label %irr65 [ i32 49, label %bb66 i32 28, label %bb67 ]
irr65:
  br i1 %c2, label %bb68, label %bb52
bb66:
  br i1 %c3, label %bb76, label %chain91
bb67:
  br i1 %c0, label %chain79, label %bb28
bb68:
  switch i32 %m, label %irr69 [ i32 55, label %bb70 i32 36, label %bb25 i32 25, label %bb70 i32 30, label %irr69 i32 26, label %bb25 ]
irr69:
  br i1 %c0, label %bb71, label %bb66
bb70:
  br i1 %c2, label %counter73, label %bb66
bb71:
  switch i32 %n, label %bb.72 [ i32 45, label %bb19 ]
bb.72:
  br label %bb.72
counter73:
  br i1 %c2, label %reset74, label %latch75
reset74:
  br i1 %c0, label %latch75, label %bb16
latch75:
  switch i32 %m, label %counter73 [ i32 1458892640, label %irr69 i32 1048850586, label %bb11 ]
bb76:
  switch i64 %k, label %bb67 [ i64 -1707469619, label %bb76 ]
chain77:
  br label %irr65
bb78:
  br label %chain77
chain79:
  br label %bb78
bb80:
  br label %bb6
bb81:
  br i1 %c0, label %bb80, label %bb49
bb82:
  switch i32 %n, label %bb81 [ i32 -1451272908, label %bb16 i32 244182783, label %chain35 ]
bb83:
  br i1 %c0, label %_84, label %bb85
_84:
  br i1 %c2, label %bb59, label %bb26
bb85:
  br i1 %c0, label %early_exit86, label %early87
early_exit86:
  ret i32 0
early87:
  switch i32 %n, label %bb89 [ i32 32, label %bb89 i32 43, label %early_exit88 ]
early_exit88:
  ret i32 0
bb89:
  switch i32 %m, label %bb93 [ i32 1989209363, label %bb94 i32 311853387, label %bb94 i32 -2080366922, label %bb94 i32 544735104, label %bb97 ]
bb90:
  br label %inf_pre3
chain91:
  br label %bb90
chain92:
  switch i32 %m, label %chain91 [ i32 -5, label %bb28 i32 -1, label %bb28 ]
bb93:
  switch i32 %n, label %chain92 [ i32 41, label %chain92 i32 28, label %chain23 ]
bb94:
  br i1 %c0, label %bb96, label %bb95
bb95:
  ret i32 %n
bb96:
  switch i32 %m, label %bb90 [ i32 -2, label %bb20 i32 0, label %latch102 i32 7, label %bb20 i32 -8, label %bb96 ]
bb97:
  br i1 %c2, label %bb97, label %bb90
bb98:
  br i1 %c3, label %bb99, label %bb100
bb99:
  br label %bb83
bb100:
  br i1 %c1, label %bb101, label %bb103
bb101:
  br label %latch102
latch102:
  br i1 %c2, label %bb99, label %bb100
bb103:
  switch i32 %m, label %bb104 [ i32 8, label %bb47 i32 22, label %latch102 i32 51, label %bb104 i32 3, label %bb47 i32 34, label %bb104 ]
bb104:
  br i1 %c1, label %bb4, label %bb53
dead105:
  br label %bb97
dead106:
  switch i32 %n, label %bb81 [  ]
_107:
  switch i32 %n, label %bb44 [ i32 6, label %irr_pre17 i32 36, label %bb94 i32 11, label %bb44 i32 60, label %irr_pre17 ]
bb108:
  unreachable
dead109:
  ret i32 %n
dead110:
  br label %bb90
bb-111:
  br i1 %c3, label %dead118, label %irr_pre17
bb112:
  br label %chain54
dead113:
  br i1 %c2, label %bb115, label %bb50
bb114:
  switch i32 %n, label %chain35 [ i32 27, label %chain35 i32 46, label %bb5 i32 34, label %bb68 i32 52, label %chain35 i32 -7, label %bb5 ]
bb115:
  br label %bb80
bb116:
  br label %bb32
dead117:
  br label %bb96
dead118:
  br label %bb16
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  br i1 %c1, label %bb3, label %rnd2
bb3:
  switch i64 %k, label %bb4 [ i64 40, label %rnd2 i64 9, label %rnd2 i64 20, label %bb3 i64 57, label %bb4 i64 49, label %rnd2 ]
bb4:
  br i1 %c3, label %rnd5, label %bb4
rnd5:
  br i1 %c1, label %bb6, label %rnd2
bb6:
  br label %bb7
bb7:
  switch i32 %m, label %bb8 [ i32 3, label %bb41 i32 33, label %bb8 i32 28, label %bb41 i32 37, label %bb8 ]
bb8:
  br i1 %c3, label %rnd9, label %bb7
rnd9:
  br i1 %c3, label %bb10, label %bb49
bb10:
  br label %bb11
bb11:
  br i1 %c0, label %rnd12, label %bb7
rnd12:
  br i1 %c1, label %rnd13, label %rnd12
rnd13:
  br i1 %c0, label %bb-14, label %bb23
bb-14:
  switch i32 %n, label %rnd15 [ i32 3, label %bb4 i32 -5, label %rnd15 ]
rnd15:
  br i1 %c2, label %rnd16, label %rnd15
rnd16:
  br i1 %c1, label %bb17, label %rnd2
bb17:
  br label %bb18
bb18:
  br i1 %c3, label %bb19, label %rnd30
bb19:
  br i1 %c2, label %bb20, label %bb19
bb20:
  br label %bb21
bb21:
  br i1 %c0, label %bb22, label %bb21
bb22:
  br label %bb23
bb23:
  br label %bb24
bb24:
  br i1 %c3, label %rnd25, label %bb24
rnd25:
  switch i32 %n, label %bb26 [ i32 50, label %bb6 i32 31, label %rnd25 ]
bb26:
  switch i32 %n, label %bb27 [ i32 1573155316, label %bb11 i32 1267346284, label %bb-14 ]
bb27:
  br label %bb28
bb28:
  br label %bb29
bb29:
  br i1 %c2, label %rnd30, label %rnd30
rnd30:
  br i1 %c3, label %bb31, label %bb21
bb31:
  switch i32 %m, label %rnd32 [ i32 -2, label %bb-14 i32 -3, label %rnd25 i32 14, label %bb29 ]
rnd32:
  br label %bb33
bb33:
  br i1 %c2, label %bb34, label %bb6
bb34:
  br label %bb-14
rnd35:
  br i1 %c1, label %bb36, label %"47bb"
bb36:
  switch i32 %m, label %rnd37 [ i32 -681572839, label %bb19 i32 1547043411, label %bb36 i32 -152174554, label %rnd37 i32 -499260619, label %bb19 i32 -2064036299, label %rnd40 i32 1563674186, label %bb36 ]
rnd37:
  br i1 %c1, label %bb38, label %bb11
bb38:
  br i1 %c3, label %rnd39, label %bb31
rnd39:
  br i1 %c3, label %rnd40, label %rnd32
rnd40:
  switch i32 %n, label %bb41 [ i32 2, label %bb44 i32 -3, label %bb44 i32 49, label %bb22 i32 34, label %bb44 i32 17, label %bb44 ]
bb41:
  br i1 %c0, label %bb42, label %bb24
bb42:
  br label %bb43
bb43:
  switch i32 %n, label %bb44 [ i32 58, label %bb23 i32 26, label %bb7 i32 4, label %bb7 ]
bb44:
  br i1 %c1, label %bb45, label %bb33
bb45:
  br label %bb46
bb46:
  br label %"47bb"
"47bb":
  switch i32 %m, label %rnd48 [ i32 9, label %bb19 i32 23, label %rnd48 i32 29, label %rnd48 i32 33, label %bb8 i32 8, label %bb8 ]
rnd48:
  br label %rnd39
bb49:
  br i1 %c2, label %rnd50, label %rnd2
rnd50:
  br i1 %c2, label %bb51, label %bb17
bb51:
  br label %bb52
bb52:
  switch i32 %m, label %rnd53 [ i32 -2, label %bb31 i32 1, label %bb52 i32 58, label %bb31 ]
rnd53:
  br i1 %c2, label %rnd5, label %bb6
bb54:
  br label %rnd16
bb55:
  br label %bb21
dead56:
  switch i32 %m, label %bb11 [ i32 1401887215, label %bb19 i32 -789550263, label %bb19 i32 -1073666495, label %bb19 i32 -588840566, label %bb19 i32 1711099105, label %bb26 ]
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

!0 = !{!"branch_weights", i32 4294967295}
!1 = !{!"branch_weights", i32 4294967113}
!2 = !{!"branch_weights", i32 0, i32 0}
!3 = !{!"branch_weights", i32 1048576, i32 1, i32 0, i32 1}
!4 = !{!"branch_weights", i32 915}
!5 = !{!"branch_weights", i32 4294967293, i32 4294966360, i32 4294967067, i32 4294966817}
!6 = !{!"branch_weights", i32 2000}
!7 = !{!"branch_weights", i32 918, i32 481, i32 0, i32 0}
!8 = !{!"branch_weights", i32 1048576, i32 0}
!9 = !{!"branch_weights", i32 4294967080}
!10 = !{!"branch_weights", i32 0, i32 0, i32 917}
!11 = !{!"branch_weights", i32 0, i32 0}
!12 = !{!"branch_weights", i32 2147483649, i32 4294967295}
!13 = !{!"branch_weights", i32 14, i32 0}
!14 = !{!"branch_weights", i32 2147483649, i32 1}
!15 = !{!"branch_weights", i32 4294967295}
!16 = !{!"branch_weights", i32 0, i32 0}
!17 = !{!"branch_weights", i32 0, i32 2000}
!18 = !{!"branch_weights", i32 99, i32 9, i32 17}
!19 = !{!"branch_weights", i32 4294966582, i32 4294966718}
!20 = !{!"branch_weights", i32 132, i32 0, i32 529, i32 902}
!21 = !{!"branch_weights", i32 1048576, i32 1}
!22 = !{!"branch_weights", i32 2147483648, i32 0}
!23 = !{!"branch_weights", i32 4294966963, i32 4294966723, i32 4294966719}
!24 = !{!"branch_weights", i32 91, i32 1}
!25 = !{!"branch_weights", i32 228, i32 837}
!26 = !{!"branch_weights", i32 0}
