# duktape: the `duk` command-line interpreter (Debian source package duktape).
# Workload: self-checking language/library tests (lang.js), algorithms (algo.js: hashing, big
# numbers, parsing, graphs, numeric kernels, a VM), text processing over the shared text.txt
# (text.js) and record processing over records-lines.json (records.js; both wrapped as JS
# strings by tojs.py), the command line's extras (modules.js: require/modSearch, Logger,
# console, print/alert), bytecode compile and load, stdin scripts, heap recreation, the REPL,
# and scripts that fail (uncaught errors, syntax errors, missing files).
B = "{bench}/duktape"
T = "{tmp}"

PROGRAM = {
    "name": "duktape",
    "pkg": "duktape",
    "libs": ["-lm"],
    "runs": [
        f"python3 {B}/tojs.py TEXT {{data}}/text.txt 2000000 > {T}/text.js",
        f"python3 {B}/tojs.py LINES {{data}}/records-lines.json 3000000 > {T}/lines.js",
        f"{{exe}} {B}/lang.js > /dev/null",
        f"{{exe}} -e 'var ALGO_SCALE = 4' {B}/algo.js > /dev/null",
        f"{{exe}} {T}/text.js {B}/text.js > /dev/null",
        f"{{exe}} {T}/lines.js {B}/records.js > /dev/null",
        f"{{exe}} {B}/modules.js > /dev/null 2>&1",
        # Bytecode: compile (no run), then load and run it.
        f"{{exe}} -c {T}/algo.bin {B}/algo.js && {{exe}} -b {T}/algo.bin > /dev/null",
        f"{{exe}} -c {T}/lang.bin {B}/lang.js && {{exe}} -b {T}/lang.bin {B}/modules.js "
        f"> /dev/null 2>&1",
        # Several files in one heap, or a fresh heap for each; a script on stdin.
        f"{{exe}} --recreate-heap --verbose {B}/lang.js {B}/modules.js {B}/algo.js "
        f"> /dev/null 2>&1",
        f"cat {B}/lang.js | {{exe}} --run-stdin -e 'var started = Date.now()' > /dev/null",
        f"{{exe}} --restrict-memory --alloc-default {B}/lang.js > /dev/null 2>&1",
        # The REPL, on a session with errors (exit status 1) and a clean one after a file.
        f"{{exe}} < {B}/repl.txt > /dev/null 2>&1; test $? = 1",
        f"head -n 21 {B}/repl.txt | {{exe}} -i {B}/lang.js > /dev/null 2>&1",
        # Failing scripts.
        f"{{exe}} -e 'function f(n) {{{{ if (n > 3) throw new RangeError(\"deep\"); f(n + 1); }}}} f(0)' "
        f"2> /dev/null; test $? = 1",
        f"printf 'var ok = 1;\\nvar broken = {{{{ a: 1,, }}}};\\n' > {T}/bad.js && "
        f"{{exe}} {T}/bad.js 2> /dev/null; test $? = 1",
        f"{{exe}} {T}/no-such-file.js 2> /dev/null; test $? = 1",
        f"{{exe}} -e 'throw \"a bare string\"' 2> /dev/null; test $? = 1",
        f"{{exe}} -e 'function r(n) {{{{ return r(n + 1) + 1; }}}} r(0)' 2> /dev/null; test $? = 1",
    ],
}
