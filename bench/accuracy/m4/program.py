# GNU m4 workload: a macro library with a self-checking test suite (lib.m4, tests.m4), also
# through a frozen state file; number crunching with eval and recursion (math.m4); a C code
# generator over record tables with diversions (codegen.m4 on gen.py's fields.m4), with
# synclines and tracing; an m4_-prefixed configure-script generator with [ ] quotes
# (cfg.m4 on cfg.ac, run with -P, frozen, with --warn-macro-sequence); a static-site
# template set with regex markup (site.m4 on pages.m4); word macros over the shared text;
# the remaining builtins (misc.m4: quoting and comment changes, diversions, shell escapes,
# temp files, tracing, dumpdef, warnings); traditional mode, -D/-U/-I/M4PATH, nesting limits,
# and inputs m4 rejects (exit 1, or the m4exit status).
B = "{bench}/m4"
I = "{tmp}/in"

PROGRAM = {
    "name": "m4",
    "pkg": "m4",
    "libs": [],
    "runs": [
        f"python3 {B}/gen.py {I} {{data}}/text.txt",
        "{exe} --version > /dev/null && {exe} --help > /dev/null",
        # The library and its tests, directly and via a frozen state file.
        f"{{exe}} {B}/tests.m4 -I {B} | grep -q '^66 tests passed'",
        f"{{exe}} -F {{tmp}}/lib.m4f {B}/lib.m4 && {{exe}} -R {{tmp}}/lib.m4f {B}/tests.m4"
        " > /dev/null",
        f"{{exe}} -I {B} -dV --debugfile={{tmp}}/tests.trace tests.m4 > /dev/null",
        f"{{exe}} -I {B} -t forloop -t _forloop -t foreach -l 30 tests.m4 > /dev/null 2>&1",
        # Arithmetic.
        f"{{exe}} -I {B} math.m4 > {{tmp}}/math.txt",
        f"{{exe}} -I {B} -DLIMIT=900 math.m4 > /dev/null",
        f"{{exe}} -I {B} -dae -l 40 -DLIMIT=60 math.m4 > /dev/null 2>&1",
        f"{{exe}} -I {B} -dV --debugfile={{tmp}}/math.trace -DLIMIT=150 math.m4 > /dev/null",
        f"{{exe}} -I {B} -DLIMIT=2000 math.m4 > /dev/null",
        # Code generation.
        f"cd {I} && {{exe}} -I {B} codegen.m4 > {{tmp}}/gen.c",
        f"cd {I} && {{exe}} -I {B} -s -DPREFIX=rec codegen.m4 > {{tmp}}/gen-sync.c",
        f"cd {I} && {{exe}} -I {B} -t FIELD -t END_STRUCT -t ENUM --debugfile={{tmp}}/cg.trace"
        " codegen.m4 > /dev/null",
        f"cd {I} && M4PATH={B} {{exe}} -d --debugfile= -H 1021 codegen.m4 | cmp - {{tmp}}/gen.c",
        f"{{exe}} -DNULL=0 -D__STDC__ -U __unix__ {{tmp}}/gen.c > /dev/null",
        # The configure generator (prefixed builtins).
        f"{{exe}} -P -I {B} cfg.m4 {I}/cfg.ac > {{tmp}}/configure 2> /dev/null"
        " && sh -n {tmp}/configure && sh {tmp}/configure --help > /dev/null",
        f"{{exe}} -P -I {B} -F {{tmp}}/cfg.m4f cfg.m4 && {{exe}} -P -R {{tmp}}/cfg.m4f {I}/cfg.ac"
        " 2> /dev/null | cmp - {tmp}/configure",
        f"{{exe}} -P -I {B} --warn-macro-sequence cfg.m4 {I}/cfg.ac > /dev/null 2>&1",
        f"{{exe}} -P -I {B} --warn-macro-sequence='\\$[0-9]' -Q cfg.m4 {I}/cfg.ac > /dev/null 2>&1",
        f"{{exe}} -P -I {B} -E --warn-macro-sequence cfg.m4 {I}/cfg.ac > /dev/null 2>&1;"
        " test $? -eq 1",
        f"printf 'CFG_INIT([a], [1])\\nCFG_INIT([b], [2])\\n' | {{exe}} -P -I {B} cfg.m4 -"
        " > /dev/null 2>&1; test $? -eq 1",
        # Site templates.
        f"{{exe}} {B}/site.m4 {I}/pages.m4 > {{tmp}}/site.html",
        f"{{exe}} -DSITE='Field Notes' -s {B}/site.m4 {I}/pages.m4 > /dev/null",
        f"{{exe}} -G {B}/site.m4 {I}/pages.m4 > /dev/null 2>&1",
        f"{{exe}} -G -g -t PARA --debugfile=/dev/null {B}/site.m4 {I}/pages.m4 > /dev/null",
        f"{{exe}} -daeqt --debugfile={{tmp}}/site.trace {B}/site.m4 {I}/pages.m4 > /dev/null",
        # Word macros over the shared text, from a file and from stdin.
        f"cat {{data}}/text.txt | {{exe}} {I}/words.m4 - > /dev/null",
        f"{{exe}} {I}/words.m4 {I}/pages.m4 > /dev/null",
        f"{{exe}} -s {I}/words.m4 {{data}}/text.txt > /dev/null",
        # The remaining builtins.
        f"{{exe}} -I {B} {B}/misc.m4 > {{tmp}}/misc.txt 2> {{tmp}}/misc.err",
        f"{{exe}} -I {B} -i -Q {B}/misc.m4 < /dev/null > /dev/null 2>&1",
        f"{{exe}} -G -I {B} {B}/misc.m4 > /dev/null 2>&1",
        f"{{exe}} -P -I {B} {B}/misc.m4 > /dev/null 2>&1",
        # Failures: unterminated argument, string and comment; m4exit; missing include;
        # the nesting limit; fatal warnings; a frozen file of the wrong kind.
        "printf '%s\\n' \"define(\\`x', \\`1'\" | {exe} > /dev/null 2>&1; test $? -eq 1",
        "printf 'changequote([,])[open\\n' | {exe} > /dev/null 2>&1; test $? -eq 1",
        "printf 'changecom(/*, */)/* open\\n' | {exe} > /dev/null 2>&1; test $? -eq 1",
        "printf 'm4exit(3)text\\n' | {exe} > /dev/null; test $? -eq 3",
        "printf '%s\\n' \"include(\\`no-such-file.m4')\" | {exe} > /dev/null 2>&1;"
        " test $? -eq 1",
        f"{{exe}} -I {B} -L 25 math.m4 > /dev/null 2>&1; test $? -eq 1",
        "printf 'incr(x)\\n' | {exe} -E > /dev/null 2>&1; test $? -eq 1",
        "printf 'incr(x)\\ndecr(y)\\n' | {exe} -E -E > /dev/null 2>&1; test $? -eq 1",
        f"{{exe}} -R {B}/lib.m4 < /dev/null > /dev/null 2>&1; test $? -ne 0",
        "{exe} {tmp}/no-such-input.m4 > /dev/null 2>&1; test $? -eq 1",
    ],
}
