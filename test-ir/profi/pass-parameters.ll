; freqpath-profi's parameters: profile=PATH is required, quality and LLVM's inference options
; are accepted (LLVM's cl::opt value syntax), anything else stops opt before it runs.
; RUN: echo 'f:10:1' > %t.prof
; RUN: not %opt -passes=freqpath-profi -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not %opt -passes='freqpath-profi<quality>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: error: freqpath: pass 'freqpath-profi' needs a profile=PATH parameter
; RUN: not %opt -passes='freqpath-profi<profile=>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOPATH
; NOPATH: error: freqpath: parameter 'profile=' of pass 'freqpath-profi' names no file (profile=PATH)
; RUN: not %opt -passes='freqpath-profi<profile=%t.prof;bogus>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: error: freqpath: unknown parameter 'bogus' for pass 'freqpath-profi'
; RUN: not %opt -passes='freqpath-profi<profile=%t.prof;>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EMPTY
; EMPTY: error: freqpath: empty parameter in 'freqpath-profi<profile={{.*}};>'
; RUN: not %opt -passes='freqpath-profi<profile=%t.prof;profile=%t.prof>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REPEATED
; RUN: not %opt -passes='freqpath-profi<profile=%t.prof;quality;quality>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REPEATED-Q
; REPEATED: error: freqpath: repeated parameter 'profile' for pass 'freqpath-profi'
; REPEATED-Q: error: freqpath: repeated parameter 'quality' for pass 'freqpath-profi'
; RUN: not %opt -passes='freqpath-profi<profile=%t.prof;sample-profile-profi-cost-block-inc=-1>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BADCOST
; BADCOST: error: freqpath: bad parameter 'sample-profile-profi-cost-block-inc=-1' for pass 'freqpath-profi': '-1' value invalid for uint argument -sample-profile-profi-cost-block-inc
; RUN: not %opt -passes='freqpath-profi<profile=%t.prof;sample-profile-join-islands=maybe>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BADBOOL
; BADBOOL: error: freqpath: bad parameter 'sample-profile-join-islands=maybe' for pass 'freqpath-profi'
; There is no jump-cost option in LLVM 16, so there is none here either.
; RUN: not %opt -passes='freqpath-profi<profile=%t.prof;sample-profile-profi-cost-jump-inc=1>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOJUMP
; NOJUMP: error: freqpath: unknown parameter 'sample-profile-profi-cost-jump-inc=1' for pass 'freqpath-profi'
;
; Accepted spellings print back in --print-pipeline-passes (defaults left out, values
; normalised: 0x10 is 16, a lone boolean is true).
; RUN: %opt -passes='freqpath-profi<profile=%t.prof;quality;sample-profile-profi-cost-block-dec=0x10;sample-profile-even-flow-distribution=false;sample-profile-join-islands>' --print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=PRINT
; PRINT: freqpath-profi<profile={{.*}}.prof;quality;sample-profile-even-flow-distribution=false;sample-profile-profi-cost-block-dec=16>
; It is a module pass: inside function(...) it is not a pass name.
; RUN: not %opt -passes='function(freqpath-profi<profile=%t.prof>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOTFUNCTION
; NOTFUNCTION: unknown function pass 'freqpath-profi<profile={{.*}}>'

define void @f() #0 {
  ret void
}

attributes #0 = { "use-sample-profile" }
