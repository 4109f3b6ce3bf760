; freqpath random IR: seed=11 functions=10 blocks=1..200 profile=cycles

define i32 @f0(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb.1.x:
  br label %bb3
bb113:
  br label %bb69
bb104:
  br i1 %c3, label %bb103, label %bb103
bb41:
  switch i32 %n, label %bb43 [ i32 6, label %bb26 i32 34, label %bb42 i32 31, label %bb26 i32 27, label %bb42 i32 52, label %bb42 ]
bb98:
  br label %bb97
bb58:
  br i1 %c3, label %bb60, label %irr57
chain8:
  br label %bb5
inf77:
  br label %inf77
bb60:
  switch i32 %n, label %latch59 [ i32 34, label %latch59 i32 3, label %irr57 i32 38, label %latch59 i32 26, label %latch59 i32 51, label %latch59 i32 7, label %latch59 ]
irr54:
  br i1 %c3, label %bb61, label %bb49
bb36:
  br i1 %c0, label %bb37, label %latch38
chain143:
  br label %$142
bb69:
  br i1 %c3, label %bb72, label %bb67
bb101:
  switch i32 %n, label %bb103 [ i32 49, label %chain86 i32 59, label %dispatch96 ]
bb45:
  br label %bb44
bb144:
  br i1 %c1, label %chain143, label %chain143
bb62:
  br i1 %c1, label %bb63, label %irr51
bb48:
  switch i32 %m, label %irr_pre50 [ i32 3, label %bb12 i32 4, label %bb49 ]
bb130:
  br label %bb129
bb116:
  br label %bb124
bb75:
  br i1 %c0, label %bb78, label %irr70
bb115:
  br i1 %c1, label %bb118, label %bb69
bb31:
  br i1 %c2, label %bb21, label %bb29
bb66:
  switch i32 %n, label %bb65 [  ]
bb78:
  br i1 %c2, label %bb80, label %bb79
bb43:
  br i1 %c2, label %bb40, label %bb41
bb2:
  ret i32 0
irr4:
  br i1 %c2, label %chain8, label %bb2
bb149:
  switch i32 %n, label %bb150 [ i32 62, label %bb102 i32 -5, label %irr151 ]
latch112:
  br i1 %c2, label %bb110, label %bb109
bb88:
  switch i32 %n, label %bb74 [ i32 54, label %irr54 i32 51, label %bb74 i32 44, label %irr54 i32 47, label %irr54 ]
bb132:
  br label %bb131
irr57:
  br i1 %c0, label %bb56, label %irr53
counter33:
  br i1 %c3, label %bb34, label %bb35
bb26:
  br i1 %c0, label %bb27, label %bb24
bb109:
  br label %bb106
bb95:
  br i1 %c3, label %irr94, label %bb88
bb120:
  br i1 %c3, label %bb122, label %bb116
bb6:
  br i1 %c2, label %bb64, label %bb2
bb25:
  switch i64 %k, label %bb27 [ i64 3, label %bb15 i64 48, label %bb13 i64 18, label %bb28 ]
irr151:
  switch i32 %n, label %bb150 [ i32 364624342, label %bb125 i32 1681730498, label %bb61 ]
bb91:
  switch i32 %n, label %bb88 [ i32 47, label %latch92 i32 40, label %bb5 ]
bb89:
  switch i32 %n, label %bb90 [ i32 47, label %bb91 i32 45, label %bb82 ]
bb21:
  br i1 %c1, label %irr22, label %bb17
chain145:
  br label %bb144
irr18:
  br i1 %c3, label %if39, label %bb13
bb150:
  br i1 %c3, label %irr151, label %bb125
bb122:
  br i1 %c3, label %irr119, label %bb123
irr_pre11:
  switch i32 %m, label %bb12 [ i32 33, label %bb14 i32 10, label %bb13 i32 25, label %bb12 i32 58, label %bb14 ]
bb146:
  br i1 %c3, label %chain145, label %irr54
bb148:
  br label %bb147
bb131:
  br label %bb130
irr119:
  br i1 %c3, label %"121bb", label %bb116
$142:
  switch i32 %n, label %bb141 [  ]
inf_pre76:
  br i1 %c1, label %inf77, label %bb74
bb83:
  br label %bb82
bb129:
  br label %bb128
bb24:
  br label %bb29
chain138:
  br i1 %c3, label %bb137, label %inf_pre76
bb139:
  br label %chain138
bb97:
  br label %dispatch96
bb14:
  br label %bb48
bb27:
  br i1 %c2, label %bb28, label %bb24
bb61:
  br i1 %c1, label %bb62, label %bb63
irr22:
  br label %bb23
bb141:
  br label %bb140
bb111:
  switch i32 %m, label %bb110 [  ]
bb126:
  br i1 %c0, label %bb149, label %bb117
latch38:
  br i1 %c1, label %bb36, label %irr18
bb44:
  switch i32 %n, label %bb45 [ i32 4, label %chain47 ]
irr_pre105:
  br i1 %c3, label %bb107, label %bb106
bb64:
  br label %irr7
bb9:
  switch i32 %n, label %bb10 [ i32 1177553318, label %bb10 i32 1822169858, label %bb10 i32 1684466136, label %irr_pre11 ]
bb65:
  br i1 %c2, label %irr_pre68, label %bb66
bb52:
  br i1 %c3, label %bb55, label %bb150
bb123:
  ret i32 %n
bb56:
  switch i32 %n, label %bb58 [ i32 40, label %irr53 i32 18, label %bb72 i32 57, label %bb58 i32 34, label %bb72 i32 29, label %irr51 i32 5, label %bb72 ]
bb13:
  br i1 %c2, label %bb14, label %bb6
"121bb":
  switch i32 %n, label %bb120 [ i32 13, label %"121bb" i32 20, label %bb120 i32 31, label %"121bb" ]
$32:
  br i1 %c0, label %counter33, label %bb36
bb147:
  br label %bb146
bb17:
  br i1 %c3, label %$32, label %bb13
bb103:
  br i1 %c1, label %bb104, label %bb102
bb73:
  switch i64 %k, label %inf_pre76 [ i64 40, label %inf_pre76 i64 -6, label %irr70 i64 12, label %irr70 ]
dispatch96:
  switch i64 %k, label %bb71 [ i64 1311071598, label %bb99 i64 1059236543, label %bb100 ]
bb135:
  br label %bb134
chain86:
  br label %bb85
bb136:
  br label %bb135
bb3:
  switch i64 %k, label %irr7 [ i64 52, label %bb6 i64 57, label %bb5 i64 20, label %bb6 i64 48, label %irr7 i64 15, label %bb5 i64 27, label %irr4 ]
bb74:
  br i1 %c1, label %bb75, label %irr70
bb128:
  br label %bb127
bb82:
  br label %bb81
bb5:
  switch i32 %n, label %bb9 [ i32 43, label %bb2 i32 35, label %bb2 ]
irr7:
  br i1 %c2, label %bb65, label %bb2
bb106:
  br i1 %c2, label %bb107, label %bb101
bb29:
  switch i32 %n, label %bb31 [ i32 63, label %bb30 i32 31, label %bb30 ]
bb80:
  br i1 %c3, label %chain86, label %bb73
bb46:
  br i1 %c0, label %bb40, label %bb44
bb49:
  br i1 %c3, label %bb12, label %bb48
if39:
  switch i32 %m, label %bb41 [ i32 50, label %bb41 i32 -7, label %bb44 i32 18, label %bb40 i32 11, label %bb40 ]
bb15:
  br i1 %c1, label %bb16, label %bb19
bb30:
  br label %bb29
chain47:
  br label %bb46
bb124:
  br i1 %c2, label %bb125, label %bb126
irr51:
  switch i32 %m, label %bb52 [ i32 44, label %bb52 i32 -7, label %bb52 i32 43, label %bb49 ]
bb125:
  br i1 %c3, label %bb148, label %bb117
irr53:
  br i1 %c2, label %irr54, label %bb49
bb118:
  switch i32 %n, label %irr119 [ i32 31, label %bb120 ]
bb93:
  switch i32 %n, label %irr94 [ i32 59, label %bb95 i32 22, label %bb79 ]
irr70:
  br label %dispatch96
bb37:
  br label %bb36
if108:
  br i1 %c2, label %bb109, label %bb110
bb28:
  br label %bb26
bb114:
  switch i32 %n, label %bb115 [ i32 63, label %bb117 ]
irr_pre20:
  switch i64 %k, label %bb21 [ i64 59, label %bb23 i64 4, label %bb85 i64 53, label %irr22 ]
bb137:
  br label %bb136
bb87:
  br i1 %c2, label %bb89, label %bb93
latch59:
  switch i32 %m, label %irr57 [ i32 57, label %irr57 i32 10, label %irr57 i32 17, label %bb58 ]
irr94:
  br label %bb95
bb42:
  br label %bb43
bb35:
  br i1 %c0, label %counter33, label %irr18
bb72:
  br i1 %c1, label %bb73, label %bb87
latch92:
  switch i32 %m, label %bb91 [ i32 49, label %bb91 i32 23, label %bb91 i32 56, label %bb88 ]
irr_pre68:
  switch i32 %n, label %bb71 [ i32 38, label %irr70 i32 22, label %bb114 ]
bb19:
  br i1 %c2, label %bb16, label %bb126
bb90:
  unreachable
bb71:
  br i1 %c0, label %bb113, label %bb67
bb140:
  br i1 %c3, label %bb139, label %bb34
bb110:
  br i1 %c1, label %bb111, label %latch112
bb107:
  switch i32 %n, label %if108 [ i32 52, label %bb101 i32 18, label %bb101 ]
bb81:
  br i1 %c2, label %bb80, label %irr51
bb55:
  br i1 %c0, label %bb56, label %irr57
bb10:
  br label %bb133
bb34:
  br i1 %c1, label %bb35, label %irr_pre68
bb133:
  br label %bb132
bb40:
  br label %bb19
irr_pre50:
  switch i32 %n, label %irr51 [ i32 1, label %irr53 i32 35, label %bb52 ]
bb12:
  br i1 %c2, label %bb15, label %bb6
bb127:
  br label %bb126
bb63:
  br i1 %c0, label %bb62, label %irr51
bb102:
  br label %irr_pre105
bb79:
  br label %bb84
bb16:
  br i1 %c0, label %irr_pre20, label %bb13
bb134:
  br label %bb133
bb67:
  switch i32 %m, label %irr4 [ i32 1363699745, label %bb65 ]
bb85:
  br i1 %c0, label %bb79, label %bb79
bb99:
  br label %bb98
bb23:
  br label %bb25
bb117:
  br i1 %c2, label %bb115, label %bb69
bb100:
  switch i32 %n, label %bb102 [ i32 23, label %bb101 i32 30, label %latch112 ]
bb84:
  br label %bb83
}

define i32 @f1(i1 %0, i1 %1, i1 %2, i1 %3, i32 %4, i32 %5, i64 %6, ptr %7, ptr %8, double %9, double %10) {
11:
  br label %148
12:
  ret i32 0
13:
  br i1 %2, label %13, label %12
14:
  br i1 %0, label %16, label %15
15:
  br label %16
16:
  br i1 %0, label %17, label %13
17:
  switch i32 %5, label %18 [ i32 485934772, label %19 i32 1860795223, label %18 ]
18:
  br label %15
19:
  br i1 %3, label %chain1, label %20
20:
  unreachable
21:
  br i1 %0, label %18, label %18
22:
  br label %21
chain1:
  br label %22
23:
  switch i32 %5, label %24 [ i32 11, label %94 ]
24:
  switch i32 %4, label %25 [ i32 -396745633, label %25 i32 -706338807, label %25 i32 -658254236, label %14 i32 1160504067, label %14 ]
bb2:
  br label %85
25:
  switch i32 %4, label %29 [ i32 24, label %28 i32 49, label %26 i32 53, label %27 i32 20, label %28 i32 34, label %28 i32 15, label %26 ]
26:
  br i1 %3, label %30, label %bb2
27:
  br label %63
28:
  br label %29
29:
  br label %77
30:
  br label %irr_pre3
31:
  switch i64 %6, label %27 [ i64 0, label %30 ]
irr_pre3:
  br i1 %3, label %33, label %32
32:
  switch i32 %5, label %34 [ i32 61, label %79 i32 3, label %31 ]
33:
  br i1 %2, label %51, label %31
34:
  switch i32 %5, label %36 [ i32 63, label %35 i32 9, label %50 i32 39, label %37 ]
35:
  br i1 %1, label %bb4, label %33
36:
  br i1 %2, label %45, label %33
37:
  switch i32 %4, label %49 [  ]
38:
  br label %35
bb4:
  switch i32 %5, label %39 [ i32 -1854699253, label %bb5 i32 1768943500, label %39 i32 -1924027126, label %bb5 ]
bb5:
  ret i32 0
39:
  switch i32 %5, label %41 [ i32 55, label %41 i32 20, label %41 i32 32, label %40 ]
40:
  ret i32 0
41:
  switch i32 %4, label %44 [ i32 -1319996885, label %43 i32 765412665, label %42 i32 -198641971, label %143 ]
42:
  br label %43
43:
  br i1 %0, label %44, label %36
44:
  br i1 %2, label %42, label %36
45:
  switch i32 %5, label %46 [ i32 -2, label %37 i32 7, label %37 ]
46:
  ret i32 %4
47:
  br label %38
48:
  br label %47
49:
  br label %48
50:
  br i1 %1, label %bb6, label %38
bb6:
  br label %50
51:
  br i1 %1, label %52, label %61
52:
  br label %54
53:
  switch i32 %4, label %52 [ i32 -6, label %32 ]
54:
  br i1 %2, label %56, label %55
55:
  ret i32 %4
56:
  switch i32 %4, label %58 [ i32 50, label %58 i32 36, label %58 i32 54, label %57 i32 51, label %57 i32 -4, label %57 ]
57:
  br label %53
58:
  br label %59
bb7:
  switch i32 %4, label %57 [ i32 28, label %58 i32 12, label %28 i32 -3, label %58 ]
59:
  br i1 %2, label %60, label %bb8
bb8:
  br i1 %1, label %60, label %58
60:
  br i1 %1, label %59, label %bb7
61:
  br i1 %2, label %62, label %62
62:
  switch i32 %4, label %61 [ i32 -3, label %53 i32 35, label %53 i32 25, label %61 i32 63, label %61 i32 39, label %53 ]
63:
  br i1 %0, label %65, label %64
64:
  br label %63
latch9:
  br i1 %0, label %63, label %28
65:
  br i1 %2, label %irr11, label %72
bb10:
  br i1 %2, label %66, label %latch9
irr11:
  br i1 %2, label %70, label %latch9
66:
  br i1 %3, label %68, label %67
67:
  br i1 %1, label %68, label %irr11
68:
  switch i32 %5, label %69 [ i32 12, label %irr11 i32 51, label %irr11 i32 57, label %67 ]
69:
  br i1 %2, label %67, label %bb12
bb12:
  unreachable
70:
  br i1 %1, label %71, label %bb13
bb13:
  unreachable
71:
  br i1 %3, label %bb14, label %bb10
bb14:
  ret i32 0
72:
  br i1 %2, label %74, label %bb10
73:
  br label %72
74:
  br i1 %1, label %75, label %76
75:
  br i1 %2, label %76, label %73
76:
  br i1 %2, label %75, label %73
77:
  br i1 %3, label %bb15, label %78
78:
  br i1 %3, label %79, label %26
bb15:
  br i1 %2, label %80, label %26
79:
  br i1 %2, label %bb17, label %bb16
bb16:
  br label %bb17
bb17:
  br i1 %1, label %79, label %bb15
80:
  br label %82
81:
  br i1 %0, label %78, label %80
82:
  br i1 %3, label %84, label %83
83:
  br label %82
84:
  switch i32 %4, label %81 [ i32 10, label %82 i32 -5, label %81 i32 27, label %82 i32 60, label %81 ]
85:
  br i1 %3, label %87, label %90
86:
  br label %24
87:
  br i1 %3, label %89, label %86
88:
  br label %87
89:
  switch i32 %4, label %88 [ i32 56, label %89 ]
90:
  switch i32 %5, label %91 [ i32 53, label %141 i32 11, label %141 i32 29, label %bb18 ]
91:
  br label %bb18
bb18:
  br i1 %2, label %86, label %90
92:
  br i1 %0, label %bb2, label %61
93:
  br label %92
bb19:
  br label %93
94:
  br label %bb19
95:
  br i1 %3, label %23, label %96
96:
  ret i32 %4
97:
  switch i32 %5, label %101 [ i32 27, label %99 i32 30, label %98 i32 14, label %62 ]
98:
  br i1 %0, label %113, label %95
99:
  br label %100
100:
  br label %counter24
101:
  br i1 %3, label %98, label %98
102:
  br label %99
bb20:
  br label %102
103:
  br label %bb20
104:
  br label %103
105:
  br label %104
bb21:
  br label %105
106:
  br label %bb21
107:
  br label %106
chain22:
  br label %107
108:
  br label %chain22
109:
  br label %108
110:
  br label %109
111:
  br label %110
bb23:
  br label %111
112:
  br label %bb23
113:
  br i1 %3, label %112, label %139
counter24:
  switch i32 %5, label %bb26 [ i32 -1, label %132 i32 47, label %bb25 i32 44, label %132 ]
bb25:
  br label %114
114:
  br i1 %1, label %101, label %counter24
bb26:
  switch i32 %4, label %115 [ i32 12, label %116 i32 55, label %116 i32 21, label %bb27 i32 7, label %bb27 i32 11, label %116 ]
115:
  br label %114
116:
  br i1 %3, label %117, label %118
117:
  ret i32 %4
118:
  br i1 %2, label %119, label %115
119:
  ret i32 %4
bb27:
  br i1 %3, label %bb28, label %120
bb28:
  switch i64 %6, label %counter29 [ i64 512697340, label %115 i64 1986643494, label %115 ]
120:
  br i1 %2, label %126, label %115
counter29:
  br i1 %1, label %123, label %121
121:
  br label %122
122:
  br i1 %2, label %120, label %counter29
123:
  br i1 %3, label %124, label %124
124:
  br i1 %0, label %122, label %122
125:
  br label %bb28
126:
  br label %125
127:
  br i1 %2, label %97, label %128
128:
  br i1 %1, label %129, label %130
129:
  br label %127
130:
  br i1 %0, label %127, label %130
131:
  br i1 %1, label %133, label %127
132:
  br label %131
133:
  br label %135
134:
  br i1 %0, label %133, label %132
135:
  br i1 %0, label %136, label %bb33
bb30:
  br label %134
136:
  br i1 %2, label %137, label %bb31
bb31:
  unreachable
137:
  br i1 %0, label %138, label %bb30
bb32:
  switch i32 %5, label %137 [ i32 45, label %137 i32 63, label %28 i32 56, label %67 i32 24, label %67 ]
138:
  br i1 %2, label %140, label %139
139:
  br i1 %3, label %140, label %bb32
140:
  br i1 %2, label %139, label %bb32
bb33:
  br i1 %1, label %142, label %141
141:
  br i1 %0, label %counter34, label %bb30
142:
  switch i32 %4, label %147 [ i32 50, label %147 i32 -1, label %bb30 i32 47, label %chain1 i32 5, label %chain1 i32 52, label %147 ]
counter34:
  br i1 %3, label %bb35, label %144
bb35:
  br label %counter34
143:
  switch i32 %4, label %142 [ i32 2127194720, label %counter34 i32 -1096081659, label %142 i32 -391473045, label %142 i32 274809043, label %counter34 ]
144:
  switch i64 %6, label %145 [ i64 18, label %bb17 i64 23, label %132 i64 54, label %bb17 i64 32, label %145 i64 7, label %143 i64 34, label %bb17 ]
145:
  br i1 %2, label %bb36, label %146
146:
  br label %145
bb36:
  switch i64 %6, label %145 [ i64 49, label %144 i64 18, label %145 i64 38, label %144 i64 47, label %144 ]
147:
  br label %141
148:
  br i1 %2, label %149, label %150
149:
  br label %bb37
150:
  br i1 %3, label %149, label %131
bb37:
  switch i32 %5, label %bb37 [ i32 56, label %150 i32 43, label %bb37 i32 1, label %150 i32 21, label %150 ]
}

define i32 @f2(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
bb3:
  switch i32 %n, label %bb.4.x [ i32 33, label %rnd6 i32 25, label %bb3 ]
bb5:
  switch i32 %n, label %rnd6 [ i32 15, label %bb.4.x i32 45, label %bb.4.x ]
rnd6:
  br label %rnd7
rnd7:
  switch i32 %m, label %bb8 [ i32 26, label %bb9 ]
rnd2:
  br label %bb3
bb9:
  switch i32 %n, label %rnd6 [ i32 -773335153, label %rnd6 i32 -2117093416, label %bb9 ]
rnd10:
  ret i32 0
bb.4.x:
  switch i32 %n, label %bb5 [ i32 -8, label %bb3 i32 -3, label %bb.4.x ]
dead12:
  switch i32 %m, label %dead12 [ i32 39, label %dead12 i32 63, label %dead12 i32 34, label %rnd6 ]
bb11:
  br label %bb11
bb8:
  switch i32 %n, label %bb9 [ i32 22, label %bb3 i32 40, label %bb9 i32 29, label %rnd6 ]
}

define i32 @f3(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
"67bb":
  br label %bb68
rnd102:
  switch i32 %n, label %$103 [ i32 54, label %bb88 i32 26, label %rnd125 ]
rnd39:
  br i1 %c3, label %bb40, label %bb11
bb110:
  switch i32 %m, label %rnd111 [ i32 -1676338077, label %rnd111 i32 -2020933020, label %bb127 ]
rnd17:
  br label %rnd18
bb63:
  br label %bb73
dead136:
  switch i32 %m, label %rnd18 [ i32 21, label %rnd18 i32 -6, label %bb57 i32 56, label %bb57 i32 51, label %rnd112 ]
bb107:
  switch i32 %n, label %bb108 [ i32 -4, label %rnd53 i32 34, label %bb108 i32 22, label %bb107 i32 53, label %rnd53 ]
rnd126:
  br label %bb127
bb72:
  br i1 %c0, label %bb73, label %bb110
bb122:
  br label %bb123
bb131:
  switch i32 %n, label %bb132 [ i32 7, label %bb54 i32 42, label %rnd115 i32 20, label %rnd115 i32 8, label %bb54 ]
rnd38:
  switch i64 %k, label %rnd39 [  ]
rnd49:
  br label %bb50
bb62:
  br label %bb63
bb37:
  br i1 %c3, label %rnd38, label %bb32
bb.30:
  switch i32 %n, label %bb31 [ i32 23, label %rnd24 ]
bb97:
  br label %bb40
rnd27:
  br label %rnd34
bb79:
  switch i32 %n, label %bb80 [ i32 52, label %rnd121 ]
rnd52:
  br label %bb37
bb16:
  br i1 %c0, label %rnd17, label %rnd93
bb68:
  br i1 %c0, label %bb69, label %rnd64
rnd134:
  ret i32 %n
rnd6:
  br i1 %c2, label %rnd7, label %bb4
rnd19:
  switch i32 %n, label %bb20 [ i32 -662691035, label %bb100 i32 353141908, label %bb100 i32 630719814, label %bb100 i32 474309037, label %bb120 i32 -1108535514, label %bb120 ]
rnd18:
  br label %rnd19
bb127:
  br label %bb132
bb22:
  br i1 %c2, label %bb23, label %bb22
rnd128:
  br label %bb129
bb28:
  br label %rnd29
bb14:
  br i1 %c1, label %bb15, label %bb15
bb26:
  br i1 %c2, label %rnd27, label %rnd96
bb4:
  br i1 %c1, label %bb5, label %bb4
bb116:
  br i1 %c1, label %rnd117, label %bb88
bb100:
  br i1 %c3, label %rnd126, label %rnd33
bb61:
  br i1 %c0, label %bb62, label %bb83
rnd112:
  br i1 %c1, label %bb113, label %bb.30
bb58:
  br i1 %c1, label %bb59, label %bb113
rnd93:
  br label %bb94
rnd34:
  br i1 %c1, label %bb35, label %bb95
rnd29:
  br label %bb.30
bb91:
  br label %bb92
bb73:
  br label %$103
rnd121:
  br i1 %c1, label %bb122, label %bb122
bb88:
  br i1 %c3, label %bb89, label %bb132
rnd115:
  ret i32 %n
bb84:
  br label %bb85
rnd7:
  br i1 %c3, label %bb8, label %rnd7
rnd78:
  br label %bb79
bb108:
  br i1 %c2, label %bb109, label %bb124
bb71:
  br label %bb72
bb86:
  unreachable
bb99:
  br i1 %c2, label %bb100, label %rnd125
bb57:
  br i1 %c3, label %bb58, label %rnd34
bb83:
  br i1 %c3, label %bb84, label %rnd29
bb35:
  br label %bb36
bb45:
  br label %bb99
rnd101:
  switch i64 %k, label %rnd102 [ i64 38, label %bb36 i64 53, label %bb36 i64 6, label %bb36 i64 45, label %bb8 i64 46, label %rnd102 ]
bb66:
  br label %"67bb"
rnd117:
  br i1 %c2, label %rnd118, label %"67bb"
bb90:
  br label %bb91
bb95:
  br label %rnd96
bb.55:
  br i1 %c2, label %rnd56, label %bb28
bb135:
  br i1 %c3, label %bb80, label %bb135
bb31:
  br label %bb124
bb40:
  br i1 %c3, label %bb41, label %bb26
bb50:
  br label %bb91
rnd24:
  br i1 %c3, label %bb25, label %bb31
bb106:
  switch i32 %m, label %bb107 [  ]
bb13:
  switch i32 %m, label %rnd48 [ i32 -7, label %bb120 i32 36, label %rnd6 ]
rnd125:
  br i1 %c3, label %rnd126, label %rnd133
bb124:
  br i1 %c3, label %rnd125, label %bb135
rnd96:
  switch i32 %n, label %bb69 [ i32 -166619335, label %bb69 i32 1984870745, label %bb106 ]
rnd70:
  br label %bb71
bb9:
  unreachable
bb85:
  br i1 %c2, label %bb86, label %bb13
bb130:
  br i1 %c0, label %bb131, label %rnd19
_46:
  br label %bb47
bb.44.x:
  br label %bb45
bb41:
  br label %rnd42
bb132:
  br i1 %c2, label %rnd133, label %$103
bb123:
  br label %bb124
rnd33:
  switch i32 %n, label %rnd34 [ i32 31, label %rnd34 i32 5, label %bb92 i32 29, label %rnd34 i32 -6, label %bb92 ]
bb120:
  switch i32 %n, label %rnd121 [ i32 10, label %bb129 i32 50, label %rnd121 i32 24, label %bb45 i32 43, label %bb129 ]
rnd75:
  br i1 %c1, label %bb76, label %bb20
bb119:
  br i1 %c2, label %bb120, label %rnd118
bb21:
  br i1 %c0, label %rnd19, label %bb12
bb80:
  switch i32 %m, label %bb81 [ i32 46, label %bb68 ]
bb89:
  switch i32 %n, label %bb90 [ i32 62, label %bb47 i32 47, label %bb47 i32 63, label %bb47 ]
bb32:
  br i1 %c1, label %bb62, label %rnd118
bb137:
  br i1 %c2, label %bb109, label %bb69
bb87:
  switch i32 %m, label %bb88 [ i32 47, label %rnd114 i32 55, label %bb88 i32 24, label %bb88 i32 25, label %bb88 ]
bb20:
  br i1 %c0, label %bb21, label %bb129
bb12:
  br i1 %c3, label %bb58, label %bb98
bb82:
  switch i32 %n, label %bb83 [ i32 28, label %rnd118 i32 55, label %rnd19 i32 12, label %rnd118 i32 48, label %rnd19 i32 21, label %rnd19 ]
bb8:
  ret i32 %n
bb94:
  br i1 %c2, label %bb95, label %bb13
rnd105:
  br i1 %c2, label %bb106, label %bb5
$3:
  br i1 %c1, label %bb4, label %bb2
rnd56:
  switch i32 %m, label %bb57 [ i32 2128170006, label %bb25 i32 520874831, label %bb16 ]
$103:
  br label %bb104
bb11:
  br i1 %c3, label %bb12, label %bb25
rnd64:
  br i1 %c2, label %rnd65, label %rnd101
bb98:
  br label %bb99
bb2:
  ret i32 0
bb113:
  br i1 %c0, label %rnd114, label %bb135
bb81:
  br label %bb82
rnd53:
  br i1 %c2, label %bb54, label %bb86
bb43:
  br i1 %c3, label %bb.44.x, label %bb.30
bb74:
  switch i32 %m, label %rnd75 [ i32 11, label %rnd125 i32 14, label %rnd125 i32 15, label %bb119 i32 13, label %rnd112 i32 58, label %rnd112 ]
rnd48:
  br i1 %c2, label %rnd49, label %bb28
bb5:
  switch i64 %k, label %rnd6 [ i64 25, label %bb109 ]
bb10:
  br i1 %c3, label %bb11, label %$3
bb60:
  br label %bb61
bb77:
  switch i32 %n, label %rnd78 [ i32 50, label %rnd78 i32 12, label %bb.44.x i32 37, label %bb.44.x i32 39, label %bb.44.x ]
bb23:
  switch i32 %n, label %rnd24 [ i32 2062942488, label %rnd24 i32 1869359117, label %rnd7 i32 526138357, label %bb47 ]
bb129:
  br i1 %c1, label %bb130, label %bb116
bb59:
  br i1 %c0, label %bb60, label %rnd24
bb51:
  br i1 %c1, label %rnd52, label %bb36
rnd118:
  switch i32 %m, label %bb119 [ i32 33, label %rnd118 i32 44, label %rnd118 i32 32, label %bb45 i32 0, label %bb119 ]
bb36:
  switch i32 %m, label %bb37 [ i32 27, label %bb129 i32 17, label %bb8 i32 -8, label %bb31 ]
bb109:
  br label %bb110
rnd65:
  br label %bb66
rnd133:
  br i1 %c3, label %rnd134, label %bb108
bb15:
  br label %bb16
rnd114:
  switch i32 %m, label %rnd115 [ i32 15, label %bb76 i32 63, label %bb45 ]
bb54:
  switch i32 %m, label %bb.55 [ i32 47, label %bb82 i32 55, label %bb9 ]
rnd111:
  switch i64 %k, label %rnd112 [ i64 60, label %bb74 i64 17, label %bb74 i64 47, label %bb74 i64 59, label %rnd112 ]
bb47:
  br i1 %c2, label %rnd48, label %bb124
bb69:
  br i1 %c1, label %rnd70, label %bb47
bb92:
  br i1 %c1, label %rnd93, label %rnd24
bb76:
  br label %rnd19
bb25:
  br label %bb26
bb104:
  switch i32 %n, label %rnd105 [  ]
rnd42:
  br label %bb43
}

define i32 @f4(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %rnd2
rnd2:
  br i1 %c2, label %bb3, label %rnd2
bb3:
  br label %bb4
bb4:
  switch i32 %n, label %bb5 [ i32 1755032475, label %bb5 i32 1114259566, label %bb5 i32 11847525, label %rnd2 i32 2047203527, label %bb5 ]
bb5:
  br i1 %c1, label %bb6, label %bb13
bb6:
  switch i32 %n, label %rnd7 [ i32 -2024612071, label %bb5 i32 434956650, label %bb14 i32 1114445673, label %bb14 i32 1008102693, label %rnd15 ]
rnd7:
  br i1 %c3, label %bb14, label %bb5
rnd8:
  br label %bb9
bb9:
  ret i32 %n
bb10:
  br i1 %c0, label %rnd12, label %bb13
bb11:
  br i1 %c2, label %bb11, label %rnd16
rnd12:
  switch i64 %k, label %bb13 [ i64 51, label %rnd12 ]
bb13:
  br i1 %c0, label %bb14, label %bb14
bb14:
  br label %rnd15
rnd15:
  unreachable
rnd16:
  br label %rnd16
}

define i32 @f5(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %chain182
bb2:
  ret i32 %n
header3:
  br i1 %c1, label %bb2, label %inf_pre5
bb4:
  br label %header3
inf_pre5:
  br label %bb6
bb6:
  br label %bb7
bb7:
  br label %bb16
bb8:
  br i1 %c2, label %bb6, label %bb7
chain9:
  br label %bb8
chain10:
  br label %chain9
chain11:
  br label %chain10
bb12:
  br label %chain11
bb13:
  switch i32 %m, label %bb12 [ i32 -3, label %bb7 i32 23, label %bb7 i32 30, label %bb7 i32 5, label %header3 i32 0, label %bb12 ]
chain14:
  switch i32 %n, label %bb13 [  ]
bb15:
  br label %chain14
bb16:
  br label %bb15
bb17:
  br label %if19
latch18:
  switch i64 %k, label %bb17 [ i64 41, label %bb37 i64 39, label %header3 ]
if19:
  switch i64 %k, label %bb22 [ i64 40, label %latch18 i64 18, label %header3 i64 31, label %latch18 ]
chain20:
  br i1 %c0, label %latch18, label %latch18
bb21:
  br label %chain20
bb22:
  br i1 %c0, label %bb21, label %bb17
bb23:
  br label %bb17
inf_pre24:
  br i1 %c1, label %bb25, label %bb23
bb25:
  br label %bb26
bb26:
  br i1 %c3, label %bb27, label %irr28
bb27:
  br i1 %c0, label %bb29, label %bb25
irr28:
  br i1 %c2, label %bb45, label %bb25
bb29:
  switch i32 %n, label %bb31 [ i32 45, label %irr30 i32 44, label %bb32 ]
irr30:
  br i1 %c3, label %bb33, label %irr28
bb31:
  br i1 %c0, label %bb32, label %irr28
bb32:
  br i1 %c3, label %irr30, label %irr28
bb33:
  switch i32 %m, label %bb37 [ i32 8, label %if38 ]
chain34:
  switch i32 %m, label %bb31 [  ]
bb35:
  br label %chain34
bb36:
  br label %bb35
bb37:
  br label %bb36
if38:
  br i1 %c1, label %header40, label %bb44
bb.39.x:
  br label %bb31
header40:
  br label %bb41
bb41:
  switch i64 %k, label %header40 [ i64 49, label %bb.39.x i64 55, label %header40 i64 30, label %header40 ]
bb42:
  br label %bb.39.x
bb43:
  switch i32 %n, label %bb42 [  ]
bb44:
  br label %bb43
bb45:
  br i1 %c2, label %bb46, label %bb47
bb46:
  br label %bb27
bb47:
  br i1 %c3, label %bb49, label %bb54
join48:
  br label %bb46
bb49:
  switch i32 %m, label %join48 [ i32 -1137586284, label %bb53 i32 -1982069290, label %join48 i32 -502702167, label %bb53 i32 214669863, label %bb50 ]
bb50:
  br i1 %c0, label %bb51, label %bb52
bb51:
  br i1 %c3, label %bb52, label %join48
bb52:
  br label %bb51
bb53:
  br i1 %c0, label %join48, label %bb53
bb54:
  br i1 %c1, label %header56, label %join48
bb55:
  br i1 %c1, label %bb54, label %bb54
header56:
  switch i32 %m, label %bb55 [ i32 41, label %join48 i32 58, label %join48 i32 -8, label %latch57 i32 -4, label %latch57 ]
latch57:
  switch i32 %n, label %header56 [ i32 -6, label %header56 i32 5, label %header56 i32 -1, label %header56 i32 22, label %header56 ]
bb58:
  br i1 %c1, label %bb62, label %bb59
bb59:
  br label %bb60
bb60:
  br i1 %c2, label %inf_pre24, label %bb58
chain61:
  br label %bb60
bb62:
  br label %chain61
if63:
  switch i64 %k, label %early65 [ i64 27, label %bb96 i64 -7, label %bb94 i64 34, label %bb94 i64 31, label %bb96 i64 24, label %bb96 ]
join64:
  br label %bb58
early65:
  br i1 %c3, label %bb66, label %counter67
bb66:
  ret i32 %n
counter67:
  br i1 %c3, label %bb70, label %bb68
bb68:
  br i1 %c2, label %latch69, label %latch69
latch69:
  switch i64 %k, label %counter67 [ i64 19, label %join64 ]
bb70:
  br i1 %c2, label %irr71, label %irr_pre83
irr71:
  br i1 %c1, label %bb73, label %latch69
irr72:
  br i1 %c2, label %chain82, label %latch69
bb73:
  br i1 %c0, label %bb76, label %bb74
bb74:
  br label %bb75
bb75:
  br i1 %c3, label %bb73, label %irr72
bb76:
  br i1 %c1, label %bb78, label %bb79
bb77:
  br i1 %c1, label %bb78, label %bb75
bb78:
  switch i32 %n, label %bb79 [ i32 47, label %bb79 i32 28, label %bb75 i32 7, label %bb75 i32 35, label %bb75 ]
bb79:
  br label %bb80
bb80:
  switch i32 %m, label %bb77 [ i32 -2, label %bb75 i32 60, label %bb75 ]
chain81:
  br label %irr71
chain82:
  br label %chain81
irr_pre83:
  br i1 %c3, label %bb84, label %bb88
bb84:
  br label %bb86
irr85:
  switch i64 %k, label %bb84 [ i64 -5, label %irr72 ]
bb86:
  br i1 %c1, label %bb.87.x, label %irr85
bb.87.x:
  ret i32 0
bb88:
  br i1 %c1, label %bb93, label %reset89
reset89:
  br label %bb88
latch90:
  switch i32 %m, label %bb88 [ i32 15, label %bb88 i32 22, label %irr85 i32 25, label %irr85 i32 38, label %irr85 ]
bb91:
  br label %latch90
bb92:
  br label %bb91
bb93:
  br label %bb92
bb94:
  br i1 %c2, label %bb95, label %join64
bb95:
  br label %bb59
bb96:
  br i1 %c2, label %bb96, label %join64
irr_pre97:
  br i1 %c3, label %bb100, label %bb99
bb98:
  br i1 %c3, label %bb102, label %if63
bb99:
  br label %bb100
bb100:
  br i1 %c0, label %bb101, label %if63
bb101:
  br i1 %c0, label %bb106, label %if63
bb102:
  switch i64 %k, label %irr103 [ i64 40, label %bb104 i64 -7, label %bb104 i64 15, label %irr103 i64 5, label %bb104 ]
irr103:
  br label %bb104
bb104:
  br i1 %c0, label %bb105, label %bb99
bb105:
  switch i32 %m, label %bb105 [ i32 59, label %irr103 i32 19, label %bb105 i32 16, label %bb105 ]
bb106:
  switch i64 %k, label %bb-107 [ i64 2090925799, label %bb.108 i64 -1733999062, label %bb.108 ]
bb-107:
  br i1 %c2, label %bb111, label %bb98
bb.108:
  br i1 %c2, label %bb112, label %bb98
bb109:
  br label %bb.108
bb110:
  br label %bb109
bb111:
  br label %bb110
bb112:
  switch i32 %m, label %bb114 [ i32 7, label %bb113 ]
bb113:
  br i1 %c3, label %bb115, label %bb-107
bb114:
  br label %bb121
bb115:
  switch i64 %k, label %bb118 [ i64 17, label %bb116 i64 38, label %bb147 ]
bb116:
  br label %bb115
bb117:
  switch i32 %n, label %bb115 [ i32 7, label %bb115 i32 13, label %bb114 i32 6, label %bb114 ]
bb118:
  br i1 %c1, label %latch120, label %bb119
bb119:
  br label %bb118
latch120:
  br i1 %c1, label %bb118, label %bb117
bb121:
  switch i32 %m, label %chain126 [ i32 13, label %bb113 ]
latch122:
  br label %bb121
bb123:
  br label %latch122
bb124:
  br label %bb123
chain125:
  br label %bb124
chain126:
  br label %chain125
bb127:
  switch i32 %m, label %"130bb" [ i32 1353653801, label %bb128 i32 -327648628, label %bb131 i32 -1003667544, label %bb128 i32 1645622004, label %bb131 i32 437881130, label %bb131 ]
bb128:
  br i1 %c3, label %header132, label %irr_pre97
irr129:
  switch i32 %n, label %"130bb" [ i32 -1, label %"130bb" i32 37, label %irr_pre97 i32 35, label %"130bb" ]
"130bb":
  br i1 %c2, label %bb136, label %irr_pre97
bb131:
  br label %bb128
header132:
  br i1 %c2, label %irr129, label %bb134
latch133:
  br i1 %c1, label %header132, label %header132
bb134:
  br label %bb135
bb135:
  switch i32 %m, label %latch133 [ i32 40, label %bb134 i32 35, label %bb134 ]
bb136:
  switch i32 %n, label %bb138 [ i32 25, label %irr137 i32 49, label %irr137 ]
irr137:
  br i1 %c3, label %bb139, label %bb131
bb138:
  br label %bb141
bb139:
  br i1 %c2, label %bb140, label %bb138
bb140:
  ret i32 0
bb141:
  br i1 %c3, label %bb141, label %irr137
bb142:
  switch i32 %m, label %bb127 [ i32 901331592, label %bb144 ]
bb143:
  br label %bb142
bb144:
  br i1 %c2, label %inf145, label %bb143
inf145:
  br i1 %c1, label %inf145, label %inf145
self146:
  br i1 %c3, label %bb142, label %self146
bb147:
  switch i32 %n, label %early148 [ i32 -7, label %self146 i32 58, label %early148 i32 44, label %early148 ]
early148:
  switch i32 %n, label %bb149 [ i32 -7, label %bb147 i32 33, label %irr71 ]
bb149:
  unreachable
bb150:
  br i1 %c2, label %bb151, label %bb153
bb151:
  br label %bb150
bb152:
  br i1 %c0, label %bb147, label %bb150
bb153:
  br i1 %c3, label %bb159, label %bb152
bb154:
  br label %bb153
chain155:
  br label %bb154
bb156:
  br label %chain155
bb157:
  br label %bb156
chain158:
  br label %bb157
bb159:
  br i1 %c3, label %chain158, label %bb153
chain160:
  br label %bb150
chain161:
  br label %chain160
bb162:
  br label %chain161
bb163:
  br label %bb162
chain164:
  br label %bb163
chain165:
  br label %chain164
bb166:
  br i1 %c2, label %chain165, label %chain165
bb167:
  br label %bb166
chain168:
  br label %bb167
chain169:
  br label %chain168
bb170:
  br label %chain169
bb171:
  br label %bb170
bb172:
  switch i32 %n, label %bb171 [  ]
chain173:
  br label %bb172
bb174:
  br i1 %c0, label %bb176, label %early_exit175
early_exit175:
  ret i32 0
bb176:
  br i1 %c1, label %bb179, label %bb177
bb177:
  switch i32 %m, label %bb176 [  ]
bb178:
  br i1 %c0, label %chain173, label %bb176
bb179:
  switch i32 %n, label %bb178 [ i32 38, label %bb179 i32 40, label %bb179 ]
bb180:
  br label %bb174
bb181:
  br i1 %c2, label %bb180, label %chain14
chain182:
  br label %bb181
bb183:
  ret i32 0
bb184:
  unreachable
dead185:
  br label %bb194
bb186:
  br label %bb36
bb187:
  unreachable
bb188:
  br i1 %c3, label %bb190, label %bb188
bb189:
  ret i32 0
bb190:
  switch i32 %n, label %bb123 [ i32 1096752650, label %bb138 ]
bb191:
  switch i32 %m, label %header56 [ i32 47, label %header56 i32 -2, label %bb84 i32 28, label %bb194 ]
dead192:
  ret i32 %n
dead193:
  br i1 %c0, label %irr30, label %if38
bb194:
  br label %if38
}

define i32 @f6(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %$49
chain13:
  br label %chain12
chain35:
  switch i32 %m, label %bb34 [ i32 -706446825, label %bb33 i32 963396551, label %bb34 i32 -2064390093, label %bb27 i32 -1292587146, label %bb33 i32 641388192, label %bb34 ]
bb67:
  br i1 %c3, label %bb69, label %bb25
bb29:
  br i1 %c2, label %header21, label %header21
bb10:
  br i1 %c0, label %bb3, label %bb4
bb31:
  br label %bb30
bb51:
  br label %bb46
header21:
  switch i32 %n, label %header17 [ i32 -2, label %header23 i32 63, label %header23 i32 14, label %header23 ]
bb65:
  br label %chain64
bb71:
  br i1 %c2, label %bb30, label %bb25
bb40:
  br i1 %c3, label %bb42, label %bb43
$49:
  switch i32 %n, label %if50 [ i32 5, label %bb46 i32 8, label %bb53 i32 48, label %bb46 i32 -2, label %if50 ]
bb3:
  switch i32 %n, label %bb4 [ i32 26, label %bb10 i32 36, label %bb2 i32 31, label %bb4 i32 -3, label %bb4 i32 39, label %bb10 ]
bb59:
  switch i32 %n, label %bb62 [ i32 -2089071182, label %join60 i32 2029895390, label %bb66 i32 -199444760, label %bb66 i32 -1210534364, label %bb62 i32 815627113, label %join60 ]
header55:
  br label %early57
bb4:
  switch i32 %n, label %early_exit5 [ i32 1692940479, label %bb38 i32 -1874750982, label %bb6 i32 1627259750, label %bb6 i32 -1843612775, label %bb6 ]
bb70:
  ret i32 0
join60:
  switch i32 %m, label %join54 [ i32 29, label %join54 i32 11, label %reset44 i32 13, label %join60 ]
header23:
  br i1 %c2, label %bb25, label %bb22
bb20:
  br label %bb52
latch26:
  switch i32 %n, label %latch24 [ i32 53, label %bb25 i32 58, label %latch24 i32 28, label %latch24 ]
bb46:
  switch i32 %m, label %bb47 [ i32 -2135153789, label %bb37 i32 637551403, label %bb48 i32 -1150862863, label %bb47 ]
header17:
  switch i32 %n, label %bb16 [ i32 -1666151651, label %"19bb" i32 -1591335918, label %"19bb" i32 -1493087655, label %bb16 i32 -1145096230, label %bb8 i32 1341558172, label %bb16 ]
bb63:
  br label %join60
bb47:
  br i1 %c3, label %bb48, label %"19bb"
latch24:
  br label %header23
bb48:
  br i1 %c1, label %bb40, label %bb46
bb11:
  br label %bb10
bb27:
  br i1 %c0, label %latch26, label %latch28
if50:
  switch i32 %m, label %bb51 [ i32 18, label %bb51 i32 13, label %bb52 i32 34, label %header23 ]
header14:
  br label %bb15
chain9:
  br i1 %c0, label %bb2, label %reset44
bb16:
  br i1 %c1, label %header14, label %header14
bb15:
  br i1 %c2, label %chain13, label %header14
bb8:
  br label %header7
dead68:
  br label %join54
bb53:
  switch i32 %n, label %header55 [ i32 27, label %bb59 i32 58, label %bb59 i32 7, label %bb59 ]
bb22:
  switch i32 %m, label %header21 [ i32 36, label %header21 i32 34, label %bb48 i32 9, label %bb48 ]
bb33:
  br i1 %c3, label %bb36, label %bb32
bb39:
  br i1 %c1, label %bb37, label %bb33
bb34:
  br label %bb33
bb45:
  switch i32 %n, label %bb41 [ i32 22, label %latch26 i32 54, label %latch26 i32 -7, label %bb43 ]
bb38:
  br label %bb37
early_exit5:
  ret i32 %n
bb6:
  switch i32 %n, label %header7 [ i32 38, label %bb30 i32 30, label %chain9 i32 52, label %bb30 i32 44, label %bb30 i32 26, label %header7 ]
header7:
  br i1 %c3, label %bb8, label %bb2
bb42:
  br label %bb41
bb37:
  br i1 %c0, label %bb38, label %bb39
bb52:
  br i1 %c1, label %bb51, label %bb52
chain64:
  br label %bb63
bb62:
  br label %bb61
"19bb":
  switch i32 %m, label %bb18 [ i32 52, label %bb56 i32 44, label %bb20 i32 17, label %bb56 i32 27, label %bb20 i32 33, label %bb18 ]
chain12:
  br label %bb11
bb61:
  br label %join60
bb43:
  br i1 %c1, label %bb45, label %reset44
early57:
  br i1 %c0, label %bb56, label %bb58
bb58:
  unreachable
bb69:
  br label %dead68
reset44:
  br label %bb43
bb36:
  br label %chain35
bb66:
  br i1 %c0, label %bb65, label %bb32
bb2:
  br label %bb22
latch28:
  switch i32 %n, label %bb27 [ i32 -3, label %latch24 i32 26, label %latch24 i32 28, label %header23 i32 17, label %latch24 ]
join54:
  br label %bb46
bb41:
  switch i32 %n, label %bb37 [ i32 54, label %header14 i32 25, label %bb37 i32 45, label %header14 ]
bb30:
  br label %bb29
bb18:
  br label %header17
bb32:
  br label %bb31
bb25:
  switch i32 %m, label %bb27 [ i32 -5, label %header21 i32 38, label %bb22 i32 46, label %header21 ]
bb56:
  switch i32 %m, label %header55 [ i32 59, label %join54 ]
}

define i32 @f7(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br label %bb2
bb2:
  br i1 %c3, label %bb3, label %bb2
bb3:
  br label %bb5
bb4:
  br i1 %c3, label %bb5, label %bb4
bb5:
  br i1 %c0, label %rnd6, label %bb5
rnd6:
  br label %bb7
bb7:
  br i1 %c3, label %bb7, label %rnd6
}

define i32 @f8(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
entry1:
  br label %if190
bb2:
  ret i32 0
bb3:
  br i1 %c0, label %bb2, label %bb5
bb4:
  br label %bb3
bb5:
  switch i32 %n, label %counter8 [ i32 35, label %chain177 i32 41, label %reset6 i32 7, label %chain177 ]
reset6:
  br label %latch7
latch7:
  switch i32 %n, label %bb5 [ i32 53, label %bb4 ]
counter8:
  switch i64 %k, label %reset9 [ i64 295335713, label %bb12 i64 2129391137, label %bb12 i64 -293527909, label %bb12 i64 -336370356, label %bb127 i64 861272528, label %bb127 ]
reset9:
  br label %bb10
bb10:
  br i1 %c0, label %latch7, label %counter8
chain11:
  br label %bb10
bb12:
  br label %chain11
early13:
  br i1 %c3, label %early_exit14, label %bb3
early_exit14:
  ret i32 0
bb15:
  br i1 %c0, label %early13, label %bb15
chain16:
  br label %bb15
chain17:
  br label %chain16
bb18:
  br label %chain17
bb19:
  switch i32 %n, label %bb22 [ i32 20, label %bb22 i32 6, label %bb20 i32 2, label %bb22 ]
bb20:
  br label %bb19
bb21:
  switch i32 %m, label %bb19 [ i32 55, label %bb18 ]
bb22:
  br label %bb24
bb23:
  switch i32 %m, label %bb21 [ i32 6, label %bb45 i32 13, label %bb22 ]
bb24:
  br i1 %c2, label %early_exit25, label %bb23
early_exit25:
  ret i32 %n
bb26:
  br label %bb19
bb27:
  br i1 %c1, label %chain31, label %chain31
bb28:
  br i1 %c2, label %bb26, label %bb27
chain29:
  br label %bb28
bb30:
  br label %chain29
chain31:
  br label %bb30
bb32:
  br i1 %c0, label %bb33, label %bb34
bb33:
  ret i32 %n
bb34:
  br label %bb36
bb35:
  br i1 %c0, label %bb27, label %bb34
bb36:
  switch i32 %n, label %bb37 [ i32 22, label %chain170 i32 25, label %early38 i32 23, label %bb24 i32 7, label %chain170 i32 56, label %chain170 i32 27, label %chain170 i32 41, label %bb94 ]
bb37:
  unreachable
early38:
  switch i32 %m, label %bb40 [ i32 20, label %bb.39 ]
bb.39:
  br i1 %c1, label %latch139, label %chain166
bb40:
  br i1 %c2, label %bb42, label %bb35
bb41:
  br i1 %c2, label %bb40, label %bb40
bb42:
  switch i32 %n, label %reset43 [ i32 16, label %bb40 i32 43, label %bb44 i32 18, label %bb40 i32 6, label %reset43 i32 62, label %bb44 ]
reset43:
  br i1 %c0, label %bb44, label %bb27
bb44:
  switch i64 %k, label %bb42 [ i64 16, label %bb41 i64 9, label %bb142 ]
bb45:
  br label %bb47
bb46:
  br i1 %c2, label %bb45, label %bb32
bb47:
  br i1 %c0, label %bb46, label %bb48
bb48:
  br label %bb47
bb49:
  br i1 %c3, label %bb51, label %bb52
"50bb":
  switch i32 %n, label %bb45 [ i32 54, label %bb49 i32 -1, label %bb49 ]
bb51:
  br i1 %c1, label %bb51, label %"50bb"
bb52:
  br label %bb49
chain53:
  br label %bb52
self54:
  switch i32 %n, label %chain53 [ i32 23, label %self54 i32 4, label %self54 i32 11, label %bb184 i32 5, label %chain29 i32 25, label %chain29 ]
bb55:
  switch i32 %n, label %bb58 [ i32 17, label %bb194 i32 19, label %reset56 i32 40, label %bb58 i32 16, label %bb47 i32 61, label %reset56 i32 -6, label %bb47 ]
reset56:
  switch i32 %m, label %latch57 [  ]
latch57:
  br i1 %c3, label %bb55, label %self54
bb58:
  br label %bb60
bb59:
  br i1 %c2, label %latch57, label %bb58
bb60:
  switch i32 %n, label %header61 [ i32 61, label %bb66 i32 10, label %bb59 ]
header61:
  switch i32 %m, label %bb59 [ i32 18, label %bb62 i32 19, label %bb62 i32 41, label %bb59 i32 62, label %bb59 ]
bb62:
  br label %header61
bb63:
  br label %bb59
bb64:
  br label %bb63
bb65:
  br i1 %c3, label %bb64, label %bb58
bb66:
  br label %bb65
bb67:
  br i1 %c1, label %bb68, label %bb55
bb68:
  br label %bb80
bb69:
  switch i32 %m, label %bb70 [ i32 -1164963883, label %bb70 i32 -876618710, label %bb70 i32 1785987697, label %bb71 ]
bb70:
  ret i32 0
bb71:
  br i1 %c1, label %bb67, label %early72
early72:
  switch i32 %n, label %bb74 [ i32 30, label %"79bb" i32 45, label %bb74 i32 59, label %bb74 i32 46, label %"79bb" i32 62, label %early_exit73 ]
early_exit73:
  ret i32 %n
bb74:
  switch i32 %n, label %bb75 [ i32 -1086032874, label %bb67 ]
bb75:
  br i1 %c3, label %bb77, label %bb74
bb76:
  br i1 %c0, label %bb75, label %bb185
bb77:
  switch i32 %m, label %bb76 [ i32 -787224557, label %bb78 i32 459495527, label %bb74 i32 -1655143701, label %bb78 i32 -906839143, label %bb75 i32 -1334206415, label %bb76 i32 1175373320, label %bb76 ]
bb78:
  br i1 %c2, label %bb80, label %"79bb"
"79bb":
  br label %bb78
bb80:
  switch i32 %n, label %bb76 [ i32 49, label %bb74 i32 12, label %bb78 i32 51, label %bb49 ]
bb81:
  switch i32 %n, label %bb69 [ i32 45, label %bb83 ]
latch82:
  br label %bb81
bb83:
  switch i32 %m, label %header86 [ i32 -1707602552, label %header86 i32 -908899793, label %bb84 i32 -323121268, label %bb84 i32 39854652, label %bb84 i32 1248848443, label %bb174 ]
bb84:
  br label %bb85
bb85:
  br i1 %c0, label %latch82, label %bb83
header86:
  switch i64 %k, label %chain89 [ i64 1288959327, label %bb85 i64 -1410499617, label %bb85 i64 -1176734277, label %bb182 ]
bb87:
  br i1 %c1, label %header86, label %bb44
chain88:
  switch i32 %m, label %bb87 [ i32 412240479, label %bb87 i32 -1424502608, label %header86 i32 -1239168269, label %bb133 ]
chain89:
  br i1 %c0, label %chain88, label %header86
bb90:
  switch i32 %n, label %bb91 [ i32 57, label %bb93 i32 3, label %bb93 i32 -6, label %bb96 i32 -4, label %bb91 i32 37, label %bb96 ]
bb91:
  switch i32 %n, label %bb81 [ i32 24, label %bb125 i32 51, label %latch92 i32 57, label %bb125 i32 0, label %bb125 i32 47, label %bb125 ]
latch92:
  switch i32 %m, label %bb91 [ i32 29, label %bb81 i32 63, label %bb91 ]
bb93:
  br i1 %c0, label %latch95, label %bb94
bb94:
  br label %bb93
latch95:
  br i1 %c3, label %bb93, label %bb81
bb96:
  br i1 %c1, label %header98, label %bb97
bb97:
  ret i32 %n
header98:
  br label %bb100
bb99:
  switch i32 %n, label %bb81 [ i32 41, label %bb19 i32 46, label %header98 i32 -7, label %bb19 ]
bb100:
  switch i32 %n, label %bb101 [ i32 48, label %bb109 i32 26, label %early102 ]
bb101:
  br label %bb99
early102:
  br i1 %c1, label %bb103, label %bb104
bb103:
  ret i32 %n
bb104:
  switch i32 %n, label %bb106 [ i32 6, label %bb106 i32 29, label %bb105 i32 32, label %bb105 i32 42, label %bb106 i32 49, label %bb105 ]
bb105:
  br label %bb104
bb106:
  switch i32 %m, label %bb101 [ i32 310002426, label %bb104 i32 616839704, label %header114 ]
chain107:
  br i1 %c2, label %bb101, label %bb101
bb108:
  br label %chain107
bb109:
  br i1 %c2, label %bb108, label %bb178
bb110:
  br i1 %c3, label %bb113, label %early_exit111
early_exit111:
  ret i32 %n
chain112:
  switch i64 %k, label %bb90 [  ]
bb113:
  br label %chain112
header114:
  br label %bb116
bb115:
  br i1 %c0, label %header114, label %bb110
bb116:
  br label %bb119
latch117:
  switch i32 %n, label %bb116 [ i32 1960485220, label %bb115 i32 512066478, label %bb115 ]
bb118:
  br label %latch117
bb119:
  switch i32 %m, label %bb118 [ i32 -2, label %bb116 i32 33, label %bb118 i32 55, label %bb110 ]
bb120:
  br i1 %c3, label %bb121, label %header114
bb121:
  br i1 %c2, label %join122, label %counter123
join122:
  br label %bb120
counter123:
  switch i64 %k, label %bb124 [ i64 763454861, label %bb125 i64 320705318, label %latch159 i64 -1224341381, label %bb124 ]
bb124:
  br i1 %c1, label %bb125, label %bb120
bb125:
  switch i32 %m, label %join122 [ i32 1321401456, label %bb120 i32 1060620499, label %bb120 i32 -1267240525, label %counter123 ]
bb126:
  switch i32 %n, label %bb126 [ i32 20, label %bb120 i32 7, label %bb126 ]
bb127:
  switch i32 %n, label %bb128 [ i32 1756124688, label %bb169 i32 1685617459, label %bb126 i32 561991772, label %bb126 i32 768296820, label %bb169 ]
bb128:
  switch i32 %m, label %bb130 [ i32 -629978421, label %bb135 i32 -1712458852, label %bb45 i32 1761841040, label %bb130 i32 54644729, label %bb45 i32 591582391, label %bb45 ]
bb129:
  switch i32 %n, label %bb127 [ i32 58, label %chain31 i32 44, label %chain31 i32 -5, label %chain31 i32 -8, label %chain31 ]
bb130:
  br i1 %c0, label %bb132, label %bb129
bb131:
  br i1 %c2, label %bb130, label %early_exit14
bb132:
  br i1 %c3, label %bb131, label %bb133
bb133:
  br i1 %c3, label %bb134, label %bb131
bb134:
  ret i32 %n
bb135:
  br i1 %c0, label %counter137, label %bb144
join136:
  switch i64 %k, label %bb129 [ i64 -1310350977, label %bb157 ]
counter137:
  br i1 %c0, label %bb140, label %bb138
bb138:
  br label %latch139
latch139:
  switch i32 %m, label %counter137 [ i32 -8, label %counter137 i32 -7, label %self54 i32 57, label %join136 i32 15, label %join136 ]
bb140:
  br i1 %c0, label %bb142, label %latch139
latch141:
  switch i64 %k, label %bb140 [ i64 34, label %reset145 i64 8, label %bb140 ]
bb142:
  switch i32 %n, label %bb143 [ i32 1105928594, label %latch141 i32 1814321296, label %bb42 i32 1746103944, label %latch141 i32 -687773099, label %bb42 i32 -2130883349, label %latch141 ]
bb143:
  br label %bb178
bb144:
  switch i64 %k, label %reset145 [ i64 31, label %bb147 i64 9, label %reset145 i64 -8, label %bb147 ]
reset145:
  switch i32 %m, label %bb146 [ i32 35, label %bb126 i32 21, label %bb126 i32 61, label %bb146 ]
bb146:
  switch i32 %m, label %bb144 [ i32 6, label %join136 i32 38, label %if190 ]
bb147:
  br label %bb146
bb148:
  br label %bb127
if149:
  br i1 %c3, label %bb150, label %bb189
bb150:
  switch i32 %m, label %bb-152 [ i32 34, label %bb148 i32 14, label %bb154 i32 0, label %bb148 ]
bb151:
  switch i32 %m, label %bb150 [  ]
bb-152:
  switch i32 %n, label %bb153 [ i32 55, label %bb151 i32 7, label %bb153 ]
bb153:
  br i1 %c3, label %bb155, label %bb183
bb154:
  br label %bb-152
bb155:
  switch i32 %n, label %bb158 [ i32 1686755908, label %bb147 i32 -1088953191, label %bb156 ]
bb156:
  switch i32 %m, label %bb157 [ i32 18, label %bb94 ]
bb157:
  br i1 %c2, label %bb155, label %bb154
bb158:
  br label %bb182
latch159:
  switch i32 %m, label %bb158 [ i32 -5, label %bb158 i32 30, label %bb157 ]
bb160:
  br label %latch159
bb161:
  br label %bb160
bb162:
  br label %bb161
bb163:
  br i1 %c3, label %bb162, label %bb48
bb164:
  br label %bb163
bb165:
  br i1 %c2, label %bb164, label %bb151
chain166:
  br i1 %c1, label %bb165, label %bb180
chain167:
  br i1 %c2, label %chain166, label %chain166
chain168:
  br label %chain167
bb169:
  br label %chain168
chain170:
  switch i32 %n, label %bb169 [ i32 36, label %bb150 ]
bb171:
  br i1 %c2, label %chain170, label %bb151
bb172:
  br label %bb171
_173:
  br i1 %c2, label %bb172, label %bb101
bb174:
  br i1 %c0, label %_173, label %bb118
bb175:
  br i1 %c3, label %bb174, label %chain170
bb176:
  switch i32 %n, label %bb175 [ i32 36, label %bb94 i32 23, label %bb94 i32 43, label %bb131 ]
chain177:
  br label %bb176
bb178:
  br label %chain177
bb179:
  br i1 %c3, label %bb178, label %bb125
bb180:
  br label %bb179
bb181:
  switch i64 %k, label %bb180 [ i64 30, label %bb58 i64 31, label %bb161 i64 55, label %bb157 ]
bb182:
  switch i32 %n, label %bb181 [  ]
bb183:
  switch i32 %m, label %bb185 [ i32 39, label %bb154 i32 38, label %bb185 ]
bb184:
  br label %bb154
bb185:
  br label %bb184
bb186:
  br i1 %c2, label %bb148, label %early_exit111
bb187:
  br label %bb186
chain188:
  br label %bb187
bb189:
  br label %chain188
if190:
  br i1 %c0, label %bb192, label %bb191
bb191:
  switch i64 %k, label %if149 [ i64 49, label %header114 i64 39, label %latch82 i64 1, label %if149 i64 32, label %bb66 i64 6, label %if149 ]
bb192:
  switch i64 %k, label %bb193 [ i64 31, label %chain166 i64 24, label %bb191 ]
bb193:
  br i1 %c1, label %bb194, label %bb194
bb194:
  br label %bb191
}

define i32 @f9(i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %n, i32 %m, i64 %k, ptr %p, ptr %q, double %x, double %y) {
bb1:
  br i1 %c3, label %0, label %0
bb2:
  ret i32 %n
0:
  br i1 %c0, label %bb2, label %bb2
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

