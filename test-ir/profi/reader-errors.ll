; A profile freqpath cannot read stops opt with one error naming the file and the line, as
; LLVM's reader does for the same file, and nothing is written.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %opt -passes='freqpath-profi<profile=%t/body.prof>' -S %t/m.ll -o %t/out.ll 2>&1 | FileCheck %s --check-prefix=BODY
; RUN: count 0 < %t/out.ll
; RUN: not %optllvm -passes=sample-profile -sample-profile-file=%t/body.prof -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=BODY-LLVM
; BODY: error: freqpath: {{.*}}body.prof:3: Expected 'NUM[.NUM]: NUM[ mangled_name:NUM]*', found  2: x
; BODY-NOT: error
; BODY-LLVM: error: {{.*}}body.prof:3: Expected 'NUM[.NUM]: NUM[ mangled_name:NUM]*', found  2: x
;
; RUN: not %opt -passes='freqpath-profi<profile=%t/header.prof>' -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=HEADER
; HEADER: error: freqpath: {{.*}}header.prof:3: Expected 'mangled_name:NUM:NUM', found g:many:1
; RUN: not %opt -passes='freqpath-profi<profile=%t/order.prof>' -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=ORDER
; ORDER: error: freqpath: {{.*}}order.prof:3: Found non-metadata after metadata:  2: 7
; Counters saturate at 2^64 - 1; like LLVM, the profile is then rejected.
; RUN: not %opt -passes='freqpath-profi<profile=%t/overflow.prof>' -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=OVERFLOW
; RUN: not %optllvm -passes=sample-profile -sample-profile-file=%t/overflow.prof -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=OVERFLOW-LLVM
; OVERFLOW: error: freqpath: {{.*}}overflow.prof:3: Counter overflow
; OVERFLOW-LLVM: error: {{.*}}overflow.prof: profile reading failed: Counter overflow
; RUN: not %opt -passes='freqpath-profi<profile=%t/indented.prof>' -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=FORMAT
; FORMAT: error: freqpath: {{.*}}indented.prof:1: Unrecognized sample profile encoding format
; RUN: not %opt -passes='freqpath-profi<profile=%t/empty.prof>' -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=EMPTY
; EMPTY: error: freqpath: {{.*}}empty.prof:1: Unrecognized sample profile encoding format
; RUN: not %opt -passes='freqpath-profi<profile=%t/missing.prof>' -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: error: freqpath: {{.*}}missing.prof: could not read profile: No such file or directory
; A context-sensitive profile is valid but not supported: an error, not a silent no-op.
; RUN: not %opt -passes='freqpath-profi<profile=%t/context.prof>' -disable-output %t/m.ll 2>&1 | FileCheck %s --check-prefix=CONTEXT
; CONTEXT: error: freqpath: {{.*}}context.prof: context-sensitive profiles are not supported
; A valid profile for comparison: opt succeeds and annotates.
; RUN: %opt -passes='freqpath-profi<profile=%t/good.prof>' -S %t/m.ll | FileCheck %s --check-prefix=GOOD
; GOOD: define void @f() #0 !dbg !{{[0-9]+}} !prof [[ENTRY:![0-9]+]]
; GOOD: [[ENTRY]] = !{!"function_entry_count", i64 10}

;--- m.ll
define void @f() #0 !dbg !4 {
  ret void, !dbg !7
}

attributes #0 = { "use-sample-profile" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "m.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, scope: !4)
;--- body.prof
f:10:5
 1: 10
 2: x
;--- header.prof
f:10:5
 1: 10
g:many:1
;--- order.prof
f:10:5
 !Attributes: 1
 2: 7
;--- overflow.prof
f:10:5
 1: 18446744073709551615
 1: 1
;--- indented.prof
 f:10:5
;--- empty.prof
;--- context.prof
[main:1 @ f]:10:5
 1: 10
;--- good.prof
f:10:5
 1: 10
