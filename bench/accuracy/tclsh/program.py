# tclsh workload: Tcl scripts written for it: a self-checking language tour (lang.tcl:
# strings, lists, dicts, arrays, expr/bignums, regexp, namespaces, errors, traces,
# coroutines, TclOO, child and safe interps, binary, encodings, clock), algorithms
# (algo.tcl), data processing over the shared text, JSON lines, YAML and binary data
# (data.tcl: a JSON parser, CSV, zlib, encodings), I/O and events (io.tcl: file system,
# channels, fcopy, pipes to external commands, reflected channels and transforms, a localhost
# socket server, timers, clock zones, msgcat), a tcltest suite (tests.tcl, two tests fail on
# purpose), a session typed on stdin, -encoding, nested tclsh, and scripts tclsh rejects.
# The script library (init.tcl, clock.tcl, tcltest, msgcat) is Debian's libtcl8.6 of the same
# version, found at the compiled-in /usr/share/tcltk/tcl8.6; the first command checks that.
B = "{bench}/tclsh"
D = "{data}"

PROGRAM = {
    "name": "tclsh",
    "pkg": "tcl8.6",
    "libs": ["-lz", "-ldl", "-lm"],
    "runs": [
        "echo 'puts \"[info patchlevel] [info library]\"' | {exe}"
        " | grep -qx '8.6.13 /usr/share/tcltk/tcl8.6'",
        f"{{exe}} {B}/lang.tcl 25 | grep -qx 'checks 5475 failures 0'",
        f"{{exe}} {B}/algo.tcl 20 > {{tmp}}/algo.out && grep -q '^msort ok: 1 qsort ok: 1$' {{tmp}}/algo.out",
        f"{{exe}} {B}/algo.tcl 2 > /dev/null",
        f"{{exe}} {B}/data.tcl {D}/text.txt {D}/records-lines.json {D}/records.yaml {D}/binary.bin"
        " {tmp}/data 10000 > {tmp}/data.out && ! grep -q BAD {tmp}/data.out",
        f"{{exe}} {B}/data.tcl {D}/records.yaml {D}/records-lines.json {D}/records.yaml {D}/text.txt"
        " {tmp}/data2 1500 > /dev/null",
        f"{{exe}} {B}/io.tcl {{tmp}}/io 30 > {{tmp}}/io.out && grep -q '^socket: served 120 ' {{tmp}}/io.out",
        f"cd {{tmp}} && {{exe}} {B}/tests.tcl -verbose bpse > {{tmp}}/tests.out 2>&1"
        " && grep -q 'Total.73.*Passed.70.*Skipped.1.*Failed.2' {tmp}/tests.out",
        f"cd {{tmp}} && {{exe}} {B}/tests.tcl -match 'list-* string-* gen-1*' -skip 'string-1.5'"
        " -constraints neverTrue > /dev/null 2>&1",
        f"{{exe}} < {B}/session.tcl > /dev/null 2> {{tmp}}/session.err"
        " && test $(wc -l < {tmp}/session.err) -ge 3",
        f"{{exe}} -encoding utf-8 {B}/lang.tcl 1 > /dev/null",
        # A script that runs tclsh again (info nameofexecutable) and sources another file.
        f"{{exe}} {B}/nest.tcl {{tmp}} a 'b c' | grep -qx 'nest.tcl 3 a {{{{b c}}}}'",
        # Scripts tclsh rejects: error exits with status 1, explicit exit codes.
        "echo 'puts [expr {{1 +}}]' > {tmp}/bad1.tcl && {exe} {tmp}/bad1.tcl 2> /dev/null; test $? -eq 1",
        "echo 'proc p {{}} {{ return [' > {tmp}/bad2.tcl && {exe} {tmp}/bad2.tcl 2> /dev/null; test $? -eq 1",
        "echo 'error \"custom failure\" {{}} {{MY ERR}}' > {tmp}/bad3.tcl"
        " && {{ {exe} {tmp}/bad3.tcl 2> {tmp}/bad3.err; test $? -eq 1; }}"
        " && grep -q 'custom failure' {tmp}/bad3.err",
        "echo 'exit 7' | {exe}; test $? -eq 7",
        "{exe} {tmp}/no-such-script.tcl 2> /dev/null; test $? -eq 1",
        "echo 'load {tmp}/no-such-lib.so' | {exe} 2>&1 | grep -q 'couldn.t load'",
        "echo 'package require no_such_package' | {exe} 2>&1 | grep -q \"can't find package\"",
    ],
}
