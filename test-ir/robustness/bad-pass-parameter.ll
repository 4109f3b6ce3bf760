; An unknown parameter or an unknown freqpath pass name is an error before any pass runs.
; RUN: not %opt -passes='print<freqpath-cycles<bogus>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PARAM
; RUN: not %opt -passes='print<freqpath-nonsense>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NAME
; PARAM: error: freqpath: unknown parameter 'bogus' for pass 'print<freqpath-cycles>'
; PARAM-NOT: error: freqpath: unknown parameter
; NAME: error: freqpath: unknown pass 'print<freqpath-nonsense>'

define void @f() {
  ret void
}
