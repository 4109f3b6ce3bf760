# dash workload: POSIX shell scripts written for it: integer algorithms in shell arithmetic
# with eval'd variables and recursive functions (arith.sh), text statistics and field
# extraction over the shared prose and JSON lines with parameter expansion (text.sh),
# control flow and builtins (control.sh: getopts, case, traps and signals, subshells,
# here-documents, eval/alias, descriptors, pipelines of builtins, background jobs, set
# options, read, test), system-style scripts (tools.sh with its dot-sourced lib.sh:
# configure probes, INI reader, templates, topological sort, globbing walk, log rotation),
# encoders and parsers (codec.sh), a large generated script (genscript.sh), an interactive
# session on stdin, -c one-liners, option variants (-e -u -x -n -s -v -f) and scripts dash
# must reject. A `sh` on PATH is the dash under test, so scripts that run sh nest it.
B = "{bench}/dash"
J = "{data}/records-lines.json"

PROGRAM = {
    "name": "dash",
    "pkg": "dash",
    "libs": [],
    "runs": [
        "mkdir -p {tmp}/bin && ln -sf {exe} {tmp}/bin/sh",
        # Algorithms.
        f"{{exe}} -e {B}/arith.sh 6 > {{tmp}}/arith.out && grep -q '^hanoi moves 32767$' {{tmp}}/arith.out",
        f"{{exe}} -x {B}/arith.sh 1 > /dev/null 2> {{tmp}}/arith.trace"
        " && test $(wc -l < {tmp}/arith.trace) -gt 10000",
        # Text and JSON lines.
        f"{{exe}} -e {B}/text.sh {{data}}/text.txt {J} 3000 > {{tmp}}/text.out"
        " && grep -q '^records 3000 ' {tmp}/text.out",
        # Control flow and builtins, with sh = dash.
        f"PATH={{tmp}}/bin:$PATH {{exe}} {B}/control.sh {{tmp}}/ctl 4 > {{tmp}}/ctl.out 2>&1"
        " && grep -q '^test score 14$' {tmp}/ctl.out && grep -q '^USR1 handled 20 times$' {tmp}/ctl.out",
        f"PATH={{tmp}}/bin:$PATH {{exe}} {B}/control.sh {{tmp}}/ctl2 12 > /dev/null 2>&1",
        # System-style scripts.
        f"PATH={{tmp}}/bin:$PATH {{exe}} -u {B}/tools.sh {{tmp}}/tools 3 > {{tmp}}/tools.out"
        " && grep -q '^build order: core util lib sock net gfx ui app$' {tmp}/tools.out",
        f"{{exe}} {B}/tools.sh {{tmp}}/tools2 1 > /dev/null",
        # Encoders, parsers.
        f"{{exe}} -u {B}/codec.sh {J} 150 > {{tmp}}/codec.out && ! grep -q BAD {{tmp}}/codec.out",
        # A big generated script: parse only, then run; also read from stdin.
        f"{{exe}} {B}/genscript.sh 600 > {{tmp}}/big.sh && {{exe}} -n {{tmp}}/big.sh"
        " && {exe} {tmp}/big.sh > /dev/null",
        "{exe} -s < {tmp}/big.sh > /dev/null && {exe} -v -n {tmp}/big.sh 2> /dev/null",
        f"for f in {B}/*.sh; do {{exe}} -n \"$f\" || exit 1; done",
        f"{{exe}} -s 2 < {B}/arith.sh > /dev/null",
        # Interactive: prompts, continuation lines; ends with an error (status 2).
        f"ENV={B}/lib.sh {{exe}} -i < {B}/session.txt > /dev/null 2>&1; test $? -eq 2",
        # One-liners.
        "{exe} -c 'i=0; while [ $i -lt 30000 ]; do i=$((i + 1)); done; echo $i' | grep -qx 30000",
        "{exe} -c 'i=0; while [ $i -lt 20000 ]; do printf \"%5d %-8s %08.3f %x %o %c %s %b\\n\""
        " $i w$i $i.5 $i $i abc \"$i\" \"x\\ty\"; i=$((i + 1)); done' > /dev/null",
        "{exe} -c 'echo \"$0 $1 $2 $#\"; shift; echo \"$*\"' name a b c > /dev/null",
        "head -c 1000000 {data}/text.txt | {exe} -c 'set -f; n=0; for w in $(cat); do"
        " case $w in *[.?!]) n=$((n + 1)) ;; esac; done; echo $n' > /dev/null",
        "head -n 30000 {data}/records.yaml | {exe} -c 'n=0 a=0; while IFS=: read -r k v; do"
        " case $k in *name) n=$((n + 1)) ;; *age) a=$((a + ${{v:-0}})) ;; esac; done; echo $n $a'"
        " > /dev/null",
        "{exe} -c 'for x in a b c; do for y in 1 2 3; do echo $x$y; done; done | while read -r l;"
        " do case $l in b*) echo \"[$l]\" ;; esac; done' > /dev/null",
        "{exe} -c 'cd {tmp} && mkdir -p g/a g/b && : > g/a/x.c && : > g/b/y.h && : > g/z.txt"
        " && set -- g/*/*.[ch] && test $# -eq 2 && set -- g/* && test $# -eq 3'",
        "{exe} -c 'f() {{ [ $1 -le 1 ] && echo 1 && return; echo $(( $1 * $(f $(($1 - 1))) )); }};"
        " test $(f 12) -eq 479001600'",
        "{exe} -c 'x=$(printf \"%s\\n\" \"$@\" | {{ n=0; while read -r l; do n=$((n + ${{#l}})); done;"
        " echo $n; }}); test $x -eq 12' sh abc defg hijkl",
        "{exe} -f -c 'echo * ?' | grep -qx '\\* ?'",
        "{exe} -c 'umask 077; umask' | grep -qx 0077",
        "{exe} -c 'trap \"echo bye\" EXIT; exit 0' | grep -qx bye",
        "{exe} -c 'command -v cat && type echo && hash cat && hash' > /dev/null",
        "{exe} -c 'read -r a b <<EOF\nfirst second third\nEOF\ntest \"$b\" = \"second third\"'",
        "{exe} -c 'set -o; set +o' > /dev/null",
        "{exe} -c 'getopts ab: o -b val; echo $o $OPTARG' | grep -qx 'b val'",
        "{exe} -c 'kill -l; kill -l 15; kill -l 130; trap' > /dev/null",
        "{exe} -c 'ulimit -a; ulimit -Hn; ulimit -St' > /dev/null",
        "echo 'echo from stdin $1' | {exe} -s arg | grep -qx 'from stdin arg'",
        # Scripts and commands dash must reject, with their exit statuses.
        "{exe} -c 'exit 3'; test $? -eq 3",
        "{exe} -c 'if then fi' 2> /dev/null; test $? -eq 2",
        "{exe} -c 'echo ${{x?is unset}}' 2> /dev/null; test $? -eq 2",
        "{exe} -c 'echo $((1 / 0))' 2> /dev/null; test $? -eq 2",
        "{exe} -c 'echo $((2 +* 3))' 2> /dev/null; test $? -eq 2",
        "{exe} -c 'readonly a=1; a=2; echo no' 2> /dev/null; test $? -eq 2",
        "{exe} -c 'set -e; false; echo no'; test $? -eq 1",
        "{exe} -c 'set -u; echo $nope' 2> /dev/null; test $? -eq 2",
        "{exe} -c '. {tmp}/no-such-file' 2> /dev/null; test $? -eq 2",
        "{exe} -c 'no-such-command-xyz' 2> /dev/null; test $? -eq 127",
        "{exe} -c 'case x in (x) exit 4;; esac'; test $? -eq 4",
        "{exe} -c 'echo \"unterminated' 2> /dev/null; test $? -eq 2",
        "{exe} -c 'f() {{ return 300; }}; f'; test $? -eq 44",
        "{exe} -c 'shift 5' 2> /dev/null; test $? -eq 2",
        "{exe} -c 'cat < {tmp}/no-such-file' 2> /dev/null; test $? -eq 2",
        "{exe} {tmp}/no-such-script.sh 2> /dev/null; test $? -eq 2",
        "{exe} -Z 2> /dev/null; test $? -eq 2",
        "printf 'echo ok\\n)\\n' > {tmp}/bad.sh && {exe} -n {tmp}/bad.sh 2> /dev/null; test $? -eq 2",
    ],
}
