; Function names with suffixes (`f.1` from llvm-link, `.llvm.N`, `.part.N`, `.__uniq.N`, `.cold`)
; matched to profile records as LLVM 16's sample loader does, checked against opt-16 on the same
; inputs: both runs must pass the same checks (values read off opt-16's output).
; RUN: rm -rf %t && split-file %s %t
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-file=%t/p.prof -S %t/m.ll | FileCheck %s --check-prefix=PROBE
; RUN: %opt -passes='freqpath-profi<profile=%t/p.prof>' -S %t/m.ll | FileCheck %s --check-prefix=PROBE
; RUN: %optllvm -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining -sample-profile-file=%t/l.prof -S %t/l.ll | FileCheck %s --check-prefix=LINE
; RUN: %opt -passes='freqpath-profi<profile=%t/l.prof>' -S %t/l.ll | FileCheck %s --check-prefix=LINE

; The rules (SampleProfileLoader::runOnModule, buildFunctionOrder, runOnFunction;
; FunctionSamples::getCanonicalFnName; PseudoProbeManager::profileIsValid):
; * a function reads the record of its canonical name: under the default policy (no
;   "sample-profile-suffix-elision-policy", or "all") the name up to its first '.'; under
;   "selected" without a trailing `.llvm.N` and then `.part.N` (`.__uniq.N` stays: a text
;   profile counts as having unique names); under "none" the whole name;
; * a probe-based record applies when the descriptor of the *canonical* name's GUID has the
;   record's checksum (the function's own descriptor is not consulted when the names differ);
; * the loader only visits functions reached from a profile name (a record, an inlined
;   callee, a call target, or a function's canonical name) through its SymbolMap; when
;   several functions canonicalise to one name, the name goes to the base function only if
;   the module's symbol table (a hash table) lists it after all the others, and to nobody
;   otherwise. Which way it goes depends on every name in the module: editing this module's
;   functions may flip the outcome for f, p and q (both loaders must still agree).

; f, f.1, f.2 with records f and f.2: the symbol table lists f before a copy, so the name f
; belongs to nobody and f is never visited; f.1 is reached by no profile name; f.2 is
; visited through its own record's name but reads record f (entry 100), and passes the
; checksum test on f's descriptor although its own descriptor says 99.
; PROBE: define void @f(i1 %c) #0 {
; PROBE-NEXT: entry:
; PROBE-NEXT: call void @llvm.pseudoprobe
; PROBE-NEXT: br i1 %c, label %b1, label %b2{{$}}
; PROBE: define void @f.1(i1 %c) #0 {
; PROBE: define void @f.2(i1 %c) #0 !prof [[E100:![0-9]+]] {
; PROBE: br i1 %c, label %b1, label %b2, !prof [[B60:![0-9]+]]
; Same with four: p lost its name, p.2 has no record; p.1 and p.3 read record p.
; PROBE: define void @p(i1 %c) #0 {
; PROBE: define void @p.1(i1 %c) #0 !prof [[E200:![0-9]+]] {
; PROBE: br i1 %c, label %b1, label %b2, !prof [[B150:![0-9]+]]
; PROBE: define void @p.2(i1 %c) #0 {
; PROBE: define void @p.3(i1 %c) #0 !prof [[E200]] {
; PROBE: br i1 %c, label %b1, label %b2, !prof [[B150]]
; Default policy strips `.part.3`: record x, checked on the descriptor of x.
; PROBE: define void @x.part.3(i1 %c) #0 !prof [[E40:![0-9]+]] {
; PROBE: br i1 %c, label %b1, label %b2, !prof [[B30:![0-9]+]]
; "selected": h.llvm.123 reads record h (its descriptor was made before the renaming, under h).
; PROBE: define void @h.llvm.123(i1 %c) #1 !prof [[E80:![0-9]+]] {
; PROBE: br i1 %c, label %b1, label %b2, !prof [[B20:![0-9]+]]
; k.part.0 would read record k, but there is no descriptor for k: skipped (entry -1).
; PROBE: define void @k.part.0(i1 %c) #1 !prof [[UNKNOWN:![0-9]+]] {
; PROBE: br i1 %c, label %b1, label %b2{{$}}
; `.__uniq.` stays: record u.__uniq.99 (entry 60), not u (90).
; PROBE: define void @u.__uniq.99(i1 %c) #1 !prof [[E60:![0-9]+]] {
; PROBE: br i1 %c, label %b1, label %b2, !prof [[B45:![0-9]+]]
; "selected" keeps `.cold`, "none" keeps everything: no record v.cold, w.llvm.7 (v, w unused).
; PROBE: define void @v.cold(i1 %c) #1 !prof [[UNKNOWN]] {
; PROBE: define void @w.llvm.7(i1 %c) #2 !prof [[UNKNOWN]] {
; q and q.1 with record q only: here the symbol table lists q after q.1, so q keeps its name
; and reads record q; q.1 is reached by no profile name.
; PROBE: define void @q(i1 %c) #0 !prof [[E30:![0-9]+]] {
; PROBE: br i1 %c, label %b1, label %b2, !prof [[B3:![0-9]+]]
; PROBE: define void @q.1(i1 %c) #0 {
; PROBE-NEXT: entry:
; PROBE-NEXT: call void @llvm.pseudoprobe
; PROBE-NEXT: br i1 %c, label %b1, label %b2{{$}}
; PROBE-DAG: [[E100]] = !{!"function_entry_count", i64 100}
; PROBE-DAG: [[B60]] = !{!"branch_weights", i32 60, i32 40}
; PROBE-DAG: [[E200]] = !{!"function_entry_count", i64 200}
; PROBE-DAG: [[B150]] = !{!"branch_weights", i32 150, i32 50}
; PROBE-DAG: [[E40]] = !{!"function_entry_count", i64 40}
; PROBE-DAG: [[B30]] = !{!"branch_weights", i32 30, i32 10}
; PROBE-DAG: [[E80]] = !{!"function_entry_count", i64 80}
; PROBE-DAG: [[B20]] = !{!"branch_weights", i32 20, i32 60}
; PROBE-DAG: [[UNKNOWN]] = !{!"function_entry_count", i64 -1}
; PROBE-DAG: [[E60]] = !{!"function_entry_count", i64 60}
; PROBE-DAG: [[B45]] = !{!"branch_weights", i32 45, i32 15}
; PROBE-DAG: [[E30]] = !{!"function_entry_count", i64 30}
; PROBE-DAG: [[B3]] = !{!"branch_weights", i32 3, i32 27}

; Line-based, same names rules: in this module f comes after f.1 in the symbol table, so f
; keeps its name; both read record f (entry 100), f.1's own record is never read. s.llvm.5
; ("selected") reads s; t.part.2 ("none") has no record of its full name.
; LINE: define i32 @f(i32 %x) #0 !dbg !{{[0-9]+}} !prof [[LE100:![0-9]+]] {
; LINE: br i1 %c, label %a, label %b, !dbg !{{[0-9]+}}, !prof [[LB60:![0-9]+]]
; LINE: define i32 @f.1(i32 %x) #0 !dbg !{{[0-9]+}} !prof [[LE100]] {
; LINE: br i1 %c, label %a, label %b, !dbg !{{[0-9]+}}, !prof [[LB60]]
; LINE: define i32 @s.llvm.5(i32 %x) #1 !dbg !{{[0-9]+}} !prof [[LE80:![0-9]+]] {
; LINE: br i1 %c, label %a, label %b, !dbg !{{[0-9]+}}, !prof [[LB20:![0-9]+]]
; LINE: define i32 @t.part.2(i32 %x) #2 !dbg !{{[0-9]+}} !prof [[LUNKNOWN:![0-9]+]] {
; LINE: br i1 %c, label %a, label %b, !dbg !{{[0-9]+}}{{$}}
; LINE-DAG: [[LE100]] = !{!"function_entry_count", i64 100}
; LINE-DAG: [[LB60]] = !{!"branch_weights", i32 60, i32 40}
; LINE-DAG: [[LE80]] = !{!"function_entry_count", i64 80}
; LINE-DAG: [[LB20]] = !{!"branch_weights", i32 20, i32 60}
; LINE-DAG: [[LUNKNOWN]] = !{!"function_entry_count", i64 -1}

;--- p.prof
f:200:100
 1: 100
 2: 60
 3: 40
 4: 100
 !CFGChecksum: 72617220756
f.2:100:50
 1: 50
 2: 10
 3: 40
 4: 50
 !CFGChecksum: 72617220756
p:400:200
 1: 200
 2: 150
 3: 50
 4: 200
 !CFGChecksum: 72617220756
p.1:40:20
 1: 20
 2: 5
 3: 15
 4: 20
 !CFGChecksum: 72617220756
p.3:60:30
 1: 30
 2: 6
 3: 24
 4: 30
 !CFGChecksum: 72617220756
x:80:40
 1: 40
 2: 30
 3: 10
 4: 40
 !CFGChecksum: 72617220756
h:160:80
 1: 80
 2: 20
 3: 60
 4: 80
 !CFGChecksum: 72617220756
k:140:70
 1: 70
 2: 7
 3: 63
 4: 70
 !CFGChecksum: 72617220756
u:180:90
 1: 90
 2: 9
 3: 81
 4: 90
 !CFGChecksum: 72617220756
u.__uniq.99:120:60
 1: 60
 2: 45
 3: 15
 4: 60
 !CFGChecksum: 72617220756
v:20:10
 1: 10
 2: 1
 3: 9
 4: 10
 !CFGChecksum: 72617220756
w:24:12
 1: 12
 2: 3
 3: 9
 4: 12
 !CFGChecksum: 72617220756
q:60:30
 1: 30
 2: 3
 3: 27
 4: 30
 !CFGChecksum: 72617220756
;--- m.ll
source_filename = "raw.ll"

define void @f(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 -3706093650706652785, i64 4, i32 0, i64 -1)
  ret void
}

define void @f.1(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 2561197527261837957, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 2561197527261837957, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 2561197527261837957, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 2561197527261837957, i64 4, i32 0, i64 -1)
  ret void
}

define void @f.2(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 5364867447158874615, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 5364867447158874615, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 5364867447158874615, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 5364867447158874615, i64 4, i32 0, i64 -1)
  ret void
}

define void @p(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -8054666941605050493, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 -8054666941605050493, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 -8054666941605050493, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 -8054666941605050493, i64 4, i32 0, i64 -1)
  ret void
}

define void @p.1(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 7807972870008897983, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 7807972870008897983, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 7807972870008897983, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 7807972870008897983, i64 4, i32 0, i64 -1)
  ret void
}

define void @p.2(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 3043708891928292019, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 3043708891928292019, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 3043708891928292019, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 3043708891928292019, i64 4, i32 0, i64 -1)
  ret void
}

define void @p.3(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -3127018624101833480, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 -3127018624101833480, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 -3127018624101833480, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 -3127018624101833480, i64 4, i32 0, i64 -1)
  ret void
}

define void @x.part.3(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -8547285483114011244, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 -8547285483114011244, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 -8547285483114011244, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 -8547285483114011244, i64 4, i32 0, i64 -1)
  ret void
}

define void @h.llvm.123(i1 %c) #1 {
entry:
  call void @llvm.pseudoprobe(i64 5101408962906995967, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 5101408962906995967, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 5101408962906995967, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 5101408962906995967, i64 4, i32 0, i64 -1)
  ret void
}

define void @k.part.0(i1 %c) #1 {
entry:
  call void @llvm.pseudoprobe(i64 1392312751657852023, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 1392312751657852023, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 1392312751657852023, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 1392312751657852023, i64 4, i32 0, i64 -1)
  ret void
}

define void @u.__uniq.99(i1 %c) #1 {
entry:
  call void @llvm.pseudoprobe(i64 602763605318784654, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 602763605318784654, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 602763605318784654, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 602763605318784654, i64 4, i32 0, i64 -1)
  ret void
}

define void @v.cold(i1 %c) #1 {
entry:
  call void @llvm.pseudoprobe(i64 2937390205568240284, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 2937390205568240284, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 2937390205568240284, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 2937390205568240284, i64 4, i32 0, i64 -1)
  ret void
}

define void @w.llvm.7(i1 %c) #2 {
entry:
  call void @llvm.pseudoprobe(i64 -7282979405946790068, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 -7282979405946790068, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 -7282979405946790068, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 -7282979405946790068, i64 4, i32 0, i64 -1)
  ret void
}

define void @q(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 4387938029201036406, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 4387938029201036406, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 4387938029201036406, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 4387938029201036406, i64 4, i32 0, i64 -1)
  ret void
}

define void @q.1(i1 %c) #0 {
entry:
  call void @llvm.pseudoprobe(i64 -9183621399285614251, i64 1, i32 0, i64 -1)
  br i1 %c, label %b1, label %b2

b1:
  call void @llvm.pseudoprobe(i64 -9183621399285614251, i64 2, i32 0, i64 -1)
  br label %b3

b2:
  call void @llvm.pseudoprobe(i64 -9183621399285614251, i64 3, i32 0, i64 -1)
  br label %b3

b3:
  call void @llvm.pseudoprobe(i64 -9183621399285614251, i64 4, i32 0, i64 -1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.pseudoprobe(i64, i64, i32, i64) #3

attributes #0 = { "use-sample-profile" }
attributes #1 = { "sample-profile-suffix-elision-policy"="selected" "use-sample-profile" }
attributes #2 = { "sample-profile-suffix-elision-policy"="none" "use-sample-profile" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.pseudo_probe_desc = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14}

!0 = !{i64 -3706093650706652785, i64 72617220756, !"f"}
!1 = !{i64 2561197527261837957, i64 72617220756, !"f.1"}
!2 = !{i64 5364867447158874615, i64 99, !"f.2"}
!3 = !{i64 -8054666941605050493, i64 72617220756, !"p"}
!4 = !{i64 7807972870008897983, i64 72617220756, !"p.1"}
!5 = !{i64 3043708891928292019, i64 72617220756, !"p.2"}
!6 = !{i64 -3127018624101833480, i64 72617220756, !"p.3"}
!7 = !{i64 3783177783470249117, i64 72617220756, !"x"}
!8 = !{i64 8124147457056772133, i64 72617220756, !"h"}
!9 = !{i64 1392312751657852023, i64 72617220756, !"k.part.0"}
!10 = !{i64 602763605318784654, i64 72617220756, !"u.__uniq.99"}
!11 = !{i64 2937390205568240284, i64 72617220756, !"v.cold"}
!12 = !{i64 -7282979405946790068, i64 72617220756, !"w.llvm.7"}
!13 = !{i64 4387938029201036406, i64 72617220756, !"q"}
!14 = !{i64 -9183621399285614251, i64 72617220756, !"q.1"}
;--- l.prof
f:300:100
 1: 100
 2: 60
 3: 40
 4: 100
f.1:150:50
 1: 50
 2: 10
 3: 40
 4: 50
s:240:80
 1: 80
 2: 20
 3: 60
 4: 80
t:210:70
 1: 70
 2: 7
 3: 63
 4: 70
;--- l.ll
define i32 @"f"(i32 %x) #0 !dbg !10 {
entry:
  %c = icmp sgt i32 %x, 3, !dbg !11
  br i1 %c, label %a, label %b, !dbg !11
a:
  %m = mul i32 %x, 2, !dbg !12
  br label %r, !dbg !12
b:
  %p = add i32 %x, 1, !dbg !13
  br label %r, !dbg !13
r:
  %v = phi i32 [ %m, %a ], [ %p, %b ]
  ret i32 %v, !dbg !14
}

define i32 @"f.1"(i32 %x) #0 !dbg !15 {
entry:
  %c = icmp sgt i32 %x, 3, !dbg !16
  br i1 %c, label %a, label %b, !dbg !16
a:
  %m = mul i32 %x, 2, !dbg !17
  br label %r, !dbg !17
b:
  %p = add i32 %x, 1, !dbg !18
  br label %r, !dbg !18
r:
  %v = phi i32 [ %m, %a ], [ %p, %b ]
  ret i32 %v, !dbg !19
}

define i32 @"s.llvm.5"(i32 %x) #1 !dbg !20 {
entry:
  %c = icmp sgt i32 %x, 3, !dbg !21
  br i1 %c, label %a, label %b, !dbg !21
a:
  %m = mul i32 %x, 2, !dbg !22
  br label %r, !dbg !22
b:
  %p = add i32 %x, 1, !dbg !23
  br label %r, !dbg !23
r:
  %v = phi i32 [ %m, %a ], [ %p, %b ]
  ret i32 %v, !dbg !24
}

define i32 @"t.part.2"(i32 %x) #2 !dbg !25 {
entry:
  %c = icmp sgt i32 %x, 3, !dbg !26
  br i1 %c, label %a, label %b, !dbg !26
a:
  %m = mul i32 %x, 2, !dbg !27
  br label %r, !dbg !27
b:
  %p = add i32 %x, 1, !dbg !28
  br label %r, !dbg !28
r:
  %v = phi i32 [ %m, %a ], [ %p, %b ]
  ret i32 %v, !dbg !29
}

attributes #0 = { "use-sample-profile" }
attributes #1 = { "use-sample-profile" "sample-profile-suffix-elision-policy"="selected" }
attributes #2 = { "use-sample-profile" "sample-profile-suffix-elision-policy"="none" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, isOptimized: true, emissionKind: FullDebug)
!1 = !DIFile(filename: "l.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !4)
!4 = !{}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !3, scopeLine: 1, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 2, scope: !10)
!12 = !DILocation(line: 3, scope: !10)
!13 = !DILocation(line: 4, scope: !10)
!14 = !DILocation(line: 5, scope: !10)
!15 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 11, type: !3, scopeLine: 11, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 12, scope: !15)
!17 = !DILocation(line: 13, scope: !15)
!18 = !DILocation(line: 14, scope: !15)
!19 = !DILocation(line: 15, scope: !15)
!20 = distinct !DISubprogram(name: "s", scope: !1, file: !1, line: 21, type: !3, scopeLine: 21, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 22, scope: !20)
!22 = !DILocation(line: 23, scope: !20)
!23 = !DILocation(line: 24, scope: !20)
!24 = !DILocation(line: 25, scope: !20)
!25 = distinct !DISubprogram(name: "t", scope: !1, file: !1, line: 31, type: !3, scopeLine: 31, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!26 = !DILocation(line: 32, scope: !25)
!27 = !DILocation(line: 33, scope: !25)
!28 = !DILocation(line: 34, scope: !25)
!29 = !DILocation(line: 35, scope: !25)
