# mujs, the ES5 interpreter shell, running JavaScript programs of the kinds people write for it
# (all in this folder; each checks its own results and throws on a wrong one): data processing
# over the shared JSON lines, text utilities, algorithms and numerics, a sweep over the
# built-ins, application code in strict mode (-s), a YAML-to-JSON filter reading stdin line by
# line, an interactive-style session fed on stdin (alone and after a script with -i), and
# scripts that end in an uncaught error.
#
# mujs 1.3.2 exits with status 1 after *successfully* running code read from a non-terminal
# stdin (main.c tests `!js_dostring(...)`, which is 0 on success), so those runs check their
# output instead of the status.
PROGRAM = {
    "name": "mujs",
    "pkg": "mujs",
    "libs": ["-lm"],
    "runs": [
        "{exe} {bench}/mujs/records.js {bench}/mujs {data} > /dev/null",
        "{exe} {bench}/mujs/text.js {bench}/mujs {data} 800000 > /dev/null",
        "{exe} {bench}/mujs/algo.js {bench}/mujs > /dev/null",
        "{exe} {bench}/mujs/builtins.js {bench}/mujs 20 > /dev/null",
        "{exe} -s {bench}/mujs/strict.js {bench}/mujs > /dev/null",
        "{exe} {bench}/mujs/yamlish.js {bench}/mujs < {data}/records.yaml > /dev/null",
        "awk '{{print}} /^\\.\\.\\.$/ && ++n == 40 {{exit}}' {data}/records.yaml "
        "| {exe} {bench}/mujs/yamlish.js {bench}/mujs json > /dev/null",
        "{exe} < {bench}/mujs/session.js > {tmp}/session1.out 2>&1; "
        "grep -c '^session done' {tmp}/session1.out > /dev/null",
        "{exe} -i {bench}/mujs/algo.js {bench}/mujs 0.3 < {bench}/mujs/session.js "
        "> {tmp}/session2.out 2>&1; grep -c '^session done' {tmp}/session2.out > /dev/null",
        # strict.js outside strict mode: its strict-only checks fail, an uncaught error, exit 1
        "{exe} {bench}/mujs/strict.js {bench}/mujs 500 > /dev/null 2>&1; test $? -eq 1",
        # a module run as a script: ReferenceError at top level
        "{exe} {bench}/mujs/lib.js 2> /dev/null; test $? -eq 1",
    ],
}
