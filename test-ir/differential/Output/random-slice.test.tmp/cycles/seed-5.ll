; freqpath random IR: seed=5 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb56
chain94:
  br label %chain93
chain35:
  br label %join18
bb19:
  br i1 %c2, label %bb20, label %bb28
chain89:
  br label %bb88
bb56:
  br i1 %c3, label %bb57, label %if77
bb39:
  br i1 %c2, label %bb41, label %bb48
bb47:
  br label %bb41
early_exit83:
  ret i32 %n
bb60:
  br i1 %c3, label %bb62, label %bb61
bb55:
  br i1 %c0, label %bb54, label %bb54
bb81:
  br i1 %c2, label %counter79, label %if15
chain67:
  br label %bb66
chain93:
  br label %bb92
bb-8:
  br label %chain7
bb68:
  br label %chain67
bb92:
  switch i32 %n, label %chain91 [  ]
bb29:
  br label %join18
join18:
  br label %bb13
bb57:
  br i1 %c3, label %if58, label %chain76
chain12:
  br i1 %c3, label %bb11, label %bb11
bb71:
  switch i32 %n, label %bb74 [ i32 -8, label %bb74 i32 -4, label %bb72 i32 22, label %bb74 i32 53, label %bb74 ]
if38:
  br i1 %c1, label %bb39, label %bb53
chain5:
  br label %bb2
bb41:
  switch i32 %n, label %bb40 [ i32 2146118846, label %bb41 i32 233925489, label %bb41 i32 -1551700700, label %bb41 i32 -72056940, label %if46 i32 -418340243, label %bb45 i32 -1577679207, label %bb45 ]
bb4:
  ret i32 0
latch34:
  switch i32 %n, label %bb29 [ i32 12, label %counter32 ]
bb37:
  br label %chain36
header85:
  br i1 %c2, label %if15, label %bb86
if77:
  br i1 %c2, label %bb78, label %bb90
header30:
  br i1 %c3, label %bb31, label %bb29
bb42:
  br label %bb41
bb11:
  br label %bb10
bb74:
  switch i32 %m, label %bb73 [ i32 22, label %bb74 i32 38, label %bb74 i32 37, label %self75 i32 23, label %bb74 i32 -1, label %bb74 ]
early82:
  br i1 %c0, label %early_exit83, label %_84
bb88:
  switch i32 %n, label %bb87 [ i32 -5, label %bb86 ]
bb65:
  br label %join63
counter32:
  switch i64 %k, label %latch34 [ i64 57, label %bb20 i64 43, label %bb33 i64 16, label %bb20 i64 60, label %bb33 ]
bb52:
  br label %bb13
early3:
  br i1 %c1, label %chain6, label %bb4
bb20:
  switch i32 %n, label %join18 [ i32 44, label %join18 i32 13, label %early21 i32 -3, label %bb27 ]
if46:
  switch i32 %m, label %bb47 [ i32 23, label %bb47 i32 -2, label %bb47 ]
chain6:
  br label %chain5
bb23:
  br label %bb20
bb54:
  br i1 %c1, label %bb13, label %bb55
bb33:
  br label %counter32
bb53:
  br label %bb52
bb62:
  br i1 %c1, label %bb64, label %bb68
latch70:
  br i1 %c3, label %header69, label %join59
bb78:
  switch i64 %k, label %counter79 [ i64 28, label %header85 i64 17, label %counter79 i64 33, label %header85 ]
bb40:
  br label %bb13
bb9:
  br label %bb-8
bb87:
  br i1 %c3, label %bb86, label %bb86
bb86:
  br i1 %c2, label %header85, label %chain89
bb64:
  switch i32 %n, label %join63 [ i32 -7, label %join63 i32 12, label %bb64 i32 4, label %bb64 i32 26, label %join63 ]
chain36:
  br label %chain35
header69:
  switch i32 %n, label %bb71 [ i32 -282804281, label %join59 i32 -251579004, label %join59 i32 1873878229, label %bb71 ]
bb17:
  br i1 %c0, label %bb19, label %bb37
chain7:
  br label %early3
bb50:
  switch i32 %n, label %bb51 [ i32 1953199011, label %bb51 i32 979339263, label %latch49 i32 864047484, label %bb48 i32 -997742949, label %latch49 i32 -1588087637, label %bb48 ]
bb66:
  br label %bb65
bb45:
  br label %bb44
join59:
  br i1 %c2, label %if15, label %if15
chain91:
  br label %if15
bb24:
  br label %bb23
bb90:
  switch i32 %n, label %chain94 [ i32 45, label %if15 i32 38, label %if15 i32 -6, label %if15 i32 58, label %if15 i32 18, label %if15 ]
chain76:
  br label %if15
bb28:
  switch i32 %n, label %header30 [ i32 23, label %counter32 i32 -2, label %bb29 ]
bb27:
  br label %chain26
bb10:
  br label %bb9
bb73:
  br i1 %c1, label %bb71, label %latch70
bb48:
  br i1 %c2, label %bb40, label %bb50
counter79:
  br i1 %c0, label %early82, label %bb80
bb72:
  br label %bb71
bb25:
  br label %bb24
bb43:
  br label %bb42
if58:
  br i1 %c0, label %bb60, label %header69
self75:
  br i1 %c3, label %self75, label %bb74
if15:
  br i1 %c3, label %bb13, label %bb16
latch49:
  switch i32 %n, label %bb40 [ i32 32, label %bb48 ]
early21:
  br i1 %c2, label %bb20, label %bb22
bb44:
  br label %bb43
bb13:
  br i1 %c0, label %bb14, label %chain12
bb16:
  switch i32 %m, label %bb17 [ i32 51, label %if38 i32 12, label %bb72 i32 22, label %bb54 i32 14, label %bb54 ]
bb22:
  unreachable
chain26:
  br label %bb25
bb2:
  ret i32 %n
bb14:
  br i1 %c0, label %bb13, label %chain12
join63:
  br label %join59
bb80:
  br label %bb81
bb31:
  br i1 %c1, label %header30, label %header30
bb51:
  br i1 %c0, label %bb50, label %header69
_84:
  br i1 %c1, label %bb81, label %_84
bb61:
  ret i32 %n
}

define i32 @f1(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br i1 %c0, label %irr_pre22, label %bb23
irr_pre22:
  br i1 %c2, label %bb24, label %bb23
bb15:
  br i1 %c3, label %latch16, label %bb12
bb21:
  br i1 %c1, label %bb21, label %latch18
chain4:
  br label %bb3
early19:
  br i1 %c3, label %bb20, label %bb21
bb3:
  br i1 %c3, label %bb2, label %bb12
bb24:
  br i1 %c0, label %early25, label %bb-9
bb14:
  br i1 %c3, label %bb17, label %bb15
bb5:
  switch i32 %n, label %chain4 [  ]
bb12:
  br i1 %c2, label %latch11, label %bb14
bb10:
  br i1 %c0, label %bb-9, label %bb13
bb-9:
  switch i32 %m, label %bb12 [ i32 7, label %bb10 i32 25, label %bb10 ]
latch11:
  switch i32 %n, label %bb-9 [ i32 48, label %bb.6 i32 14, label %bb7 i32 9, label %bb7 ]
early25:
  br i1 %c3, label %bb26, label %bb23
early_exit8:
  ret i32 0
bb26:
  ret i32 %n
bb2:
  ret i32 %n
bb13:
  br label %bb12
bb20:
  br label %bb17
latch16:
  br i1 %c2, label %bb14, label %bb13
latch18:
  switch i32 %m, label %latch16 [ i32 7, label %bb17 i32 44, label %bb17 ]
bb23:
  switch i32 %m, label %bb24 [ i32 3, label %bb-9 ]
bb7:
  br i1 %c3, label %early_exit8, label %bb.6
bb17:
  br label %early19
bb.6:
  br label %bb5
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb.1:
  br i1 %c3, label %bb2, label %bb2
bb4:
  br label %bb5
rnd23:
  br i1 %c2, label %bb24, label %bb24
bb8:
  br i1 %c3, label %bb9, label %bb19
rnd22:
  switch i32 %m, label %rnd23 [ i32 -8, label %rnd23 i32 -1, label %rnd23 ]
bb18:
  br label %bb19
bb17:
  br i1 %c1, label %bb18, label %bb17
bb6:
  br label %bb7
bb9:
  switch i32 %m, label %bb10 [ i32 46, label %bb8 i32 -1, label %bb17 ]
bb2:
  br label %bb3
bb14:
  br label %_15
bb20:
  switch i32 %m, label %rnd22 [ i32 5, label %rnd21 i32 -8, label %rnd22 i32 62, label %bb20 ]
rnd21:
  br label %rnd22
bb19:
  br i1 %c0, label %bb20, label %rnd22
bb10:
  br i1 %c0, label %bb11, label %rnd12
bb16:
  br label %bb17
bb5:
  br i1 %c3, label %bb6, label %bb18
bb11:
  switch i32 %m, label %bb6 [ i32 43, label %bb9 i32 49, label %bb6 i32 10, label %bb19 i32 44, label %bb9 ]
bb3:
  br label %rnd21
rnd13:
  switch i32 %m, label %bb14 [ i32 24, label %rnd22 i32 -3, label %rnd22 i32 16, label %rnd22 ]
bb24:
  br label %bb24
bb7:
  br i1 %c1, label %bb8, label %rnd21
_15:
  br label %bb16
rnd12:
  switch i64 %k, label %rnd13 [ i64 26, label %rnd23 i64 3, label %rnd23 ]
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %"40bb"
bb2:
  ret i32 0
bb3:
  br label %bb2
bb4:
  br label %bb3
bb.5:
  br label %bb4
bb6:
  br label %bb.5
bb7:
  br label %bb6
chain8:
  br label %bb7
bb9:
  br i1 %c1, label %chain8, label %bb11
bb10:
  br label %bb9
bb11:
  br i1 %c1, label %early_exit12, label %chain18
early_exit12:
  ret i32 0
bb13:
  br label %bb10
bb14:
  br label %bb13
chain15:
  br label %bb14
bb16:
  br label %chain15
bb17:
  br label %bb16
chain18:
  br label %bb17
early19:
  br i1 %c3, label %bb21, label %bb20
bb20:
  ret i32 %n
bb21:
  switch i32 %m, label %bb23 [ i32 36, label %bb9 ]
bb22:
  br i1 %c2, label %bb21, label %bb9
bb23:
  switch i32 %n, label %$24 [ i32 63, label %bb22 ]
$24:
  br i1 %c1, label %bb23, label %bb22
bb25:
  br i1 %c1, label %bb25, label %early19
counter26:
  br i1 %c2, label %bb29, label %reset27
reset27:
  br label %counter26
bb28:
  switch i32 %m, label %counter26 [ i32 -6, label %bb25 i32 55, label %bb25 i32 15, label %counter26 i32 29, label %counter26 ]
bb29:
  br i1 %c1, label %bb30, label %bb.34.x
bb30:
  br label %bb28
chain31:
  br label %bb30
bb32:
  br label %chain31
bb33:
  br label %bb32
bb.34.x:
  br label %bb33
bb35:
  br i1 %c1, label %counter26, label %bb39
bb36:
  br i1 %c0, label %counter26, label %bb35
bb37:
  br i1 %c1, label %bb36, label %counter26
chain38:
  br i1 %c3, label %bb37, label %bb35
bb39:
  br label %chain38
"40bb":
  switch i32 %m, label %bb35 [ i32 53, label %"40bb" i32 60, label %"40bb" i32 -1, label %"40bb" i32 42, label %"40bb" i32 -3, label %"40bb" i32 17, label %"40bb" i32 56, label %if41 i32 25, label %"40bb" ]
if41:
  br i1 %c3, label %"40bb", label %"40bb"
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %header78
bb2:
  ret i32 %n
bb3:
  br i1 %c1, label %bb2, label %early_exit4
early_exit4:
  ret i32 0
bb-5:
  switch i32 %m, label %bb8 [ i32 39, label %bb8 i32 63, label %bb6 i32 24, label %bb6 ]
bb6:
  br label %bb7
bb7:
  switch i32 %m, label %bb3 [ i32 2, label %bb-5 ]
bb8:
  br i1 %c0, label %bb10, label %bb30
bb9:
  br i1 %c3, label %header11, label %bb7
bb10:
  br i1 %c1, label %early25, label %header62
header11:
  br i1 %c2, label %bb12, label %bb10
bb12:
  switch i64 %k, label %bb13 [ i64 48, label %irr14 i64 47, label %irr14 i64 23, label %irr14 i64 2, label %irr14 ]
bb13:
  switch i32 %m, label %"15bb" [ i32 45, label %"15bb" i32 41, label %header11 i32 9, label %chain44 i32 27, label %header11 i32 36, label %chain44 ]
irr14:
  br i1 %c3, label %bb20, label %header11
"15bb":
  br i1 %c0, label %bb16, label %bb18
bb16:
  br label %bb.17.x
bb.17.x:
  switch i32 %n, label %irr14 [ i32 55, label %bb10 i32 57, label %bb10 i32 17, label %"15bb" i32 -6, label %bb10 i32 48, label %"15bb" ]
bb18:
  br i1 %c0, label %bb.17.x, label %bb19
bb19:
  br i1 %c2, label %bb.17.x, label %bb18
bb20:
  switch i32 %m, label %bb21 [ i32 -2107488282, label %bb13 i32 -1470751380, label %bb23 ]
bb21:
  br i1 %c0, label %bb22, label %bb13
bb22:
  br label %bb21
bb23:
  br i1 %c2, label %bb24, label %bb13
bb24:
  br label %header11
early25:
  switch i32 %n, label %bb27 [ i32 25, label %early_exit26 ]
early_exit26:
  ret i32 0
bb27:
  br i1 %c3, label %latch29, label %reset28
reset28:
  br label %bb27
latch29:
  br i1 %c1, label %bb27, label %bb9
bb30:
  br i1 %c0, label %bb9, label %bb30
header31:
  br label %bb33
bb32:
  br i1 %c3, label %bb-5, label %header31
bb33:
  switch i32 %m, label %bb32 [ i32 59, label %bb86 i32 -4, label %bb35 ]
bb34:
  switch i32 %n, label %bb32 [ i32 39, label %bb33 ]
bb35:
  br i1 %c3, label %$37, label %bb38
bb36:
  br i1 %c2, label %bb34, label %bb34
$37:
  br i1 %c0, label %bb36, label %$37
bb38:
  switch i32 %n, label %irr40 [ i32 11, label %irr42 i32 3, label %irr42 i32 50, label %irr42 i32 34, label %bb39 ]
bb39:
  br i1 %c2, label %bb43, label %bb36
irr40:
  switch i32 %n, label %bb47 [  ]
irr41:
  br i1 %c0, label %bb53, label %bb36
irr42:
  switch i64 %k, label %bb39 [ i64 10, label %bb-5 i64 27, label %bb-5 i64 0, label %bb39 ]
bb43:
  switch i64 %k, label %irr40 [ i64 25, label %bb-5 i64 46, label %chain46 ]
chain44:
  br label %irr40
bb45:
  br i1 %c0, label %chain44, label %header78
chain46:
  br label %bb45
bb47:
  switch i64 %k, label %bb50 [ i64 -825876726, label %bb48 i64 -1092680677, label %bb48 i64 1223541529, label %bb48 ]
bb48:
  br i1 %c2, label %bb47, label %latch90
bb49:
  switch i32 %n, label %irr41 [ i32 62, label %bb33 i32 40, label %bb47 i32 20, label %bb47 ]
bb50:
  switch i32 %n, label %bb51 [ i32 1690004811, label %reset76 i32 747149300, label %bb51 i32 188092536, label %bb51 i32 -921858484, label %bb51 i32 146241794, label %bb51 i32 847570903, label %reset76 ]
bb51:
  br label %bb49
chain52:
  br label %irr42
bb53:
  br label %chain52
bb54:
  switch i64 %k, label %bb59 [ i64 41, label %reset55 i64 30, label %bb85 ]
reset55:
  br label %bb56
bb56:
  br i1 %c0, label %header31, label %bb54
bb57:
  br label %bb56
chain58:
  br label %bb57
bb59:
  br label %chain58
bb.60.x:
  br i1 %c3, label %early_exit61, label %header62
early_exit61:
  ret i32 0
header62:
  br i1 %c3, label %bb64, label %bb54
bb63:
  switch i32 %m, label %header62 [ i32 55, label %header62 i32 8, label %header62 ]
bb64:
  br i1 %c1, label %bb64, label %bb63
bb65:
  br label %bb.60.x
chain66:
  br label %bb65
bb67:
  br label %chain66
bb68:
  br i1 %c1, label %bb69, label %bb71
bb69:
  br label %bb68
bb70:
  br i1 %c1, label %bb67, label %bb68
bb71:
  br i1 %c2, label %bb70, label %bb73
bb72:
  br i1 %c1, label %bb71, label %bb71
bb73:
  switch i32 %n, label %bb72 [ i32 35, label %bb72 i32 11, label %counter75 i32 58, label %counter75 i32 39, label %counter75 i32 42, label %bb71 ]
bb74:
  switch i32 %n, label %bb73 [ i32 31, label %bb65 ]
counter75:
  switch i64 %k, label %latch77 [ i64 -3, label %bb72 i64 35, label %bb71 i64 47, label %bb57 i64 49, label %reset76 ]
reset76:
  br i1 %c0, label %counter75, label %bb43
latch77:
  switch i32 %m, label %counter75 [ i32 40, label %bb8 i32 56, label %bb74 i32 36, label %bb74 i32 -6, label %bb74 i32 18, label %bb74 ]
header78:
  br label %bb80
latch79:
  switch i32 %n, label %header78 [ i32 63, label %bb68 ]
bb80:
  br i1 %c2, label %irr81, label %irr82
irr81:
  br i1 %c3, label %bb83, label %bb88
irr82:
  br i1 %c1, label %bb91, label %latch79
bb83:
  br i1 %c2, label %bb85, label %bb84
bb84:
  ret i32 0
bb85:
  switch i32 %n, label %bb88 [ i32 8, label %bb86 ]
bb86:
  br label %bb85
latch87:
  switch i32 %n, label %irr82 [ i32 48, label %bb85 ]
bb88:
  br i1 %c1, label %bb89, label %latch90
bb89:
  br label %latch90
latch90:
  switch i32 %m, label %latch87 [ i32 11815976, label %bb88 i32 1705667674, label %bb6 i32 -1346898891, label %bb88 i32 -851219180, label %bb6 i32 1307477430, label %bb88 ]
bb91:
  br i1 %c3, label %bb92, label %bb92
bb92:
  br label %irr81
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd11:
  switch i32 %n, label %bb12 [  ]
rnd15:
  switch i32 %m, label %rnd16 [ i32 12, label %rnd16 i32 25, label %bb25 i32 -2, label %bb25 i32 -8, label %rnd16 ]
rnd23:
  switch i64 %k, label %rnd24 [ i64 28, label %bb6 i64 24, label %bb27 i64 -6, label %rnd28 ]
bb29:
  br label %bb29
rnd2:
  switch i32 %m, label %bb3 [ i32 15, label %bb8 i32 54, label %bb3 ]
rnd28:
  br label %bb29
bb17:
  br label %bb18
bb19:
  switch i32 %n, label %bb20 [ i32 -112991494, label %bb20 i32 -1938786540, label %bb20 i32 1476213370, label %bb29 i32 687174369, label %bb17 ]
bb4:
  switch i32 %n, label %bb5 [ i32 16, label %bb29 i32 62, label %bb12 i32 29, label %bb20 ]
bb27:
  br i1 %c1, label %rnd28, label %bb27
rnd16:
  switch i32 %m, label %bb17 [ i32 -1036931773, label %rnd7 i32 529957593, label %rnd7 i32 -1923671659, label %rnd7 i32 1670469470, label %rnd7 ]
bb6:
  br i1 %c2, label %rnd7, label %bb3
rnd22:
  ret i32 %n
bb3:
  switch i32 %m, label %rnd2 [ i32 59, label %bb3 i32 35, label %rnd2 ]
bb10:
  switch i32 %n, label %rnd11 [ i32 5394435, label %rnd11 ]
rnd7:
  br i1 %c0, label %bb8, label %bb8
bb12:
  br label %bb13
bb14:
  br i1 %c3, label %rnd15, label %bb10
bb13:
  switch i32 %m, label %bb14 [ i32 51, label %bb12 i32 37, label %bb14 i32 52, label %bb12 i32 32, label %bb14 ]
bb18:
  switch i32 %n, label %bb19 [ i32 1333636502, label %bb4 i32 -223881073, label %rnd11 ]
rnd21:
  br i1 %c0, label %rnd22, label %rnd28
bb5:
  switch i32 %n, label %bb6 [ i32 21, label %bb14 i32 7, label %bb3 ]
bb25:
  br i1 %c1, label %bb26, label %bb19
bb8:
  br i1 %c0, label %bb9, label %rnd7
bb9:
  br i1 %c3, label %bb10, label %bb8
bb20:
  br i1 %c0, label %rnd21, label %bb14
bb26:
  switch i32 %n, label %bb27 [ i32 -185596504, label %bb20 i32 -1075144533, label %rnd2 i32 607837279, label %rnd28 ]
rnd24:
  br i1 %c0, label %bb25, label %rnd21
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  ret i32 0
bb3:
  br i1 %c2, label %rnd4, label %rnd4
rnd4:
  br label %bb5
bb5:
  br label %bb6
bb6:
  br label %bb7
bb7:
  br i1 %c1, label %bb8, label %rnd2
bb8:
  switch i32 %m, label %rnd9 [ i32 2125505, label %bb6 i32 2130420540, label %bb8 i32 1385261123, label %bb8 ]
rnd9:
  br label %rnd10
rnd10:
  switch i32 %m, label %bb11 [ i32 0, label %rnd4 i32 12, label %rnd4 i32 56, label %bb7 ]
bb11:
  br label %bb12
bb12:
  br label %rnd13
rnd13:
  switch i32 %n, label %rnd14 [ i32 29, label %bb5 ]
rnd14:
  switch i64 %k, label %rnd15 [ i64 52, label %rnd14 i64 10, label %rnd14 i64 32, label %rnd15 ]
rnd15:
  br label %rnd16
rnd16:
  br i1 %c1, label %bb12, label %rnd13
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %header12
bb3:
  br i1 %c3, label %bb4, label %counter5
bb9:
  br label %bb8
bb2:
  ret i32 0
bb13:
  br label %header12
bb10:
  switch i32 %n, label %bb11 [ i32 51, label %bb3 i32 -4, label %bb3 ]
counter5:
  switch i64 %k, label %bb9 [ i64 60, label %reset6 i64 -4, label %header12 ]
bb11:
  br label %bb11
bb7:
  br i1 %c0, label %bb2, label %counter5
bb4:
  ret i32 %n
reset6:
  br label %counter5
bb8:
  br label %bb7
header12:
  switch i32 %m, label %bb13 [ i32 34, label %bb13 i32 52, label %bb10 i32 42, label %bb10 i32 4, label %bb13 ]
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  ret i32 0
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %if105
bb2:
  ret i32 0
counter3:
  br i1 %c3, label %bb5, label %bb4
bb4:
  switch i32 %m, label %counter3 [ i32 32, label %bb20 ]
bb5:
  br i1 %c0, label %counter3, label %bb2
bb6:
  br i1 %c2, label %counter3, label %bb7
bb7:
  ret i32 %n
bb8:
  br label %bb10
bb9:
  switch i32 %m, label %bb8 [ i32 33, label %bb8 i32 1, label %bb.88.x i32 13, label %bb35 i32 63, label %bb6 i32 32, label %bb35 i32 10, label %bb6 ]
bb10:
  br i1 %c1, label %irr11, label %bb13
irr11:
  switch i32 %m, label %irr_pre14 [ i32 36, label %bb9 ]
bb12:
  br label %header41
bb13:
  switch i32 %n, label %bb54 [ i32 35, label %bb9 i32 -2, label %bb9 ]
irr_pre14:
  br i1 %c3, label %irr16, label %bb18
irr15:
  br label %irr16
irr16:
  switch i64 %k, label %bb19 [ i64 35, label %bb36 i64 16, label %bb36 i64 11, label %bb19 ]
irr17:
  br label %bb22
bb18:
  br i1 %c2, label %irr15, label %bb12
bb19:
  br label %bb20
bb20:
  br label %bb21
bb21:
  br i1 %c3, label %bb21, label %bb20
bb22:
  br i1 %c0, label %early_exit23, label %irr_pre24
early_exit23:
  ret i32 %n
irr_pre24:
  switch i32 %n, label %bb27 [ i32 56, label %bb25 i32 12, label %bb62 i32 -5, label %bb62 i32 37, label %bb25 i32 18, label %bb25 ]
bb25:
  switch i32 %m, label %bb29 [ i32 51, label %bb62 i32 9, label %bb62 i32 43, label %bb29 i32 35, label %bb62 i32 19, label %bb18 ]
bb26:
  br i1 %c0, label %bb31, label %bb18
bb27:
  br i1 %c0, label %bb33, label %bb18
bb28:
  br i1 %c2, label %bb34, label %bb18
bb29:
  br label %bb30
bb30:
  switch i32 %m, label %bb26 [ i32 1302688540, label %bb29 i32 1647012517, label %bb29 i32 882659575, label %bb52 i32 90959280, label %bb29 ]
bb31:
  switch i32 %m, label %bb32 [ i32 55, label %bb27 i32 20, label %bb6 i32 34, label %header101 i32 33, label %bb6 i32 -1, label %bb27 ]
bb32:
  ret i32 0
bb33:
  br i1 %c0, label %bb33, label %bb28
bb34:
  br i1 %c3, label %bb36, label %bb35
bb35:
  switch i32 %m, label %bb36 [ i32 46, label %bb36 i32 6, label %bb25 i32 1, label %bb25 ]
bb36:
  br i1 %c0, label %counter37, label %bb25
counter37:
  br i1 %c0, label %bb38, label %$40
bb38:
  br label %bb39
bb39:
  switch i32 %n, label %bb35 [ i32 16, label %counter37 i32 18, label %counter37 i32 62, label %counter37 i32 63, label %counter37 ]
$40:
  br label %bb39
header41:
  br i1 %c3, label %bb13, label %if43
latch42:
  br label %header41
if43:
  br i1 %c3, label %bb45, label %counter46
bb44:
  br label %latch42
bb45:
  br i1 %c3, label %bb44, label %bb45
counter46:
  br i1 %c3, label %bb47, label %bb49
bb47:
  br label %bb48
bb48:
  br i1 %c3, label %counter46, label %bb44
bb49:
  br label %bb50
bb50:
  br i1 %c1, label %irr_pre51, label %latch73
irr_pre51:
  br i1 %c2, label %bb53, label %bb52
bb52:
  br i1 %c2, label %bb53, label %bb50
bb53:
  br i1 %c0, label %bb52, label %bb50
bb54:
  br i1 %c1, label %if55, label %irr_pre78
if55:
  br i1 %c0, label %early57, label %bb74
join56:
  br label %irr11
early57:
  br i1 %c1, label %early_exit58, label %bb59
early_exit58:
  ret i32 0
bb59:
  br i1 %c3, label %counter61, label %bb71
"60bb":
  br label %join56
counter61:
  br i1 %c0, label %bb62, label %irr_pre64
bb62:
  br label %counter61
bb63:
  br i1 %c3, label %counter61, label %"60bb"
irr_pre64:
  switch i32 %n, label %bb65 [ i32 51, label %irr68 i32 -5, label %bb67 i32 16, label %bb67 i32 6, label %bb67 i32 31, label %bb67 ]
bb65:
  br i1 %c2, label %bb66, label %bb63
bb66:
  br label %bb67
bb67:
  br label %irr68
irr68:
  switch i32 %m, label %bb69 [ i32 27, label %bb63 ]
bb69:
  br i1 %c2, label %bb70, label %bb70
bb70:
  br label %bb65
bb71:
  switch i32 %m, label %bb72 [ i32 5, label %latch73 i32 37, label %latch73 i32 26, label %latch73 i32 17, label %latch73 ]
bb72:
  br label %bb71
latch73:
  switch i32 %n, label %bb71 [ i32 8, label %irr68 i32 -4, label %"60bb" ]
bb74:
  br i1 %c2, label %join56, label %bb77
bb75:
  br label %bb74
bb76:
  br label %bb75
bb77:
  br i1 %c0, label %bb76, label %join56
irr_pre78:
  switch i64 %k, label %bb81 [ i64 40, label %bb80 i64 13, label %bb80 i64 9, label %bb81 i64 28, label %bb81 i64 39, label %bb.79.x ]
bb.79.x:
  br i1 %c3, label %bb80, label %irr11
bb80:
  br label %bb93
bb81:
  br i1 %c2, label %bb94, label %irr11
bb82:
  switch i32 %m, label %bb81 [ i32 54, label %bb52 i32 40, label %bb.88.x i32 18, label %bb52 ]
bb83:
  br i1 %c0, label %bb82, label %bb80
bb84:
  br label %bb83
bb85:
  br label %bb84
chain86:
  br label %bb85
chain87:
  br label %chain86
bb.88.x:
  br label %chain87
bb89:
  br label %bb.88.x
bb90:
  br i1 %c0, label %bb89, label %bb104
bb91:
  br label %bb90
bb92:
  br label %bb91
bb93:
  br label %bb92
bb94:
  br i1 %c2, label %bb.79.x, label %bb31
chain95:
  br label %bb8
bb96:
  br label %chain95
bb97:
  br i1 %c3, label %bb98, label %bb96
bb98:
  br label %bb98
bb99:
  br i1 %c2, label %header101, label %bb97
bb100:
  br label %bb99
header101:
  br i1 %c3, label %bb102, label %bb100
bb102:
  br label %header101
inf_pre103:
  br label %bb104
bb104:
  br label %bb104
if105:
  switch i32 %m, label %inf_pre103 [ i32 54, label %inf_pre103 i32 14, label %inf_pre103 ]
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

