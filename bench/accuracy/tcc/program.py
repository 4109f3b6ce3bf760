# tcc, the Tiny C Compiler, used the ways people use it: compiling (-c) many kinds of C,
# linking executables, static archives (tcc -ar), shared libraries (-shared, -soname,
# rpath) and relocatable objects (-r), running programs in memory (-run, also from stdin),
# assembling .S and .s files, and preprocessing (-E with -P, -P1, -dM, -dD, -include,
# -D/-U, -nostdinc/-isystem, -MD dependency files). Inputs: csmith-generated programs (with
# several csmith feature sets), two large generated programs (gen.py), a language tour
# (lang.c: C99/C11/GNU extensions, inline asm, varargs, struct passing), a preprocessor
# workout (pp.c), assembly (asmfuncs.S), a multi-file text tool (app/), a program over many
# glibc/POSIX headers with threads (sys.c), and one broken program per diagnostic
# (errors.c), under option sets such as -g, -b (bounds-checking code), -Wall/-Werror,
# -std=c11, -funsigned-char, -fno-common, -mms-bitfields, -fleading-underscore, -mno-sse.
# Built programs are run and their self-checks must pass; where a program is both run in
# memory and linked, the two outputs are compared.
#
# tcc finds its own headers and runtime library in the -B directory: the first command
# builds it in {tmp}/B from include/ (small freestanding headers) and rt.c (the helpers
# tcc's x86_64 code calls), compiled and archived by the tcc under test. csmith (Debian
# package csmith) generates from fixed seeds, so its programs are the same on every run.

T = "{exe} -B{tmp}/B"
TCC = "{bench}/tcc"
APP = TCC + "/app"
CSI = "-I/usr/include/csmith"

# csmith programs: (name, seed, options); --no-packed-struct because tcc 0.9.27 does not
# parse the bare `#pragma pack(push)` csmith writes.
CSMITH = [(f"d{s}", s, "") for s in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)] + [
    ("fl1", 101, "--float"),
    ("fl2", 106, "--float --no-argc --max-expr-complexity 5"),
    ("nsm", 102, "--no-safe-math"),
    ("big", 103, "--max-funcs 25 --max-block-depth 3"),
    ("nptr", 104, "--no-pointers --no-structs"),
    ("conc", 105, "--no-bitfields --no-unions --concise"),
    ("inl", 109, "--inline-function --inline-function-prob 90"),
    ("bi", 107, "--builtins"),
]
# option sets the csmith programs are compiled with, in turn (not -g with -fcommon: this
# tcc crashes on that combination, whichever compiler built it)
CS_OPTS = ["", "-g", "-b", "-Wall -std=c11", "-funsigned-char -fno-common", "-O2 -DNDEBUG",
           "-g -funsigned-char", "-fcommon -mms-bitfields", "-Wimplicit-function-declaration -Wwrite-strings"]
# programs linked and run (in memory and as executables); the rest only compile
CS_RUN = ["d1", "d2", "d3", "d5", "d8", "d11", "fl1", "fl2", "big", "conc", "inl"]

CS_GEN = " && ".join(f"csmith --seed {seed} --no-packed-struct {opts} -o {{tmp}}/cs/{name}.c"
                     for name, seed, opts in CSMITH)
CS_COMPILE = " && ".join(f"{T} -w {CSI} {CS_OPTS[i % len(CS_OPTS)]} -c {{tmp}}/cs/{name}.c "
                         f"-o {{tmp}}/cs/{name}.o"
                         for i, (name, _, _) in enumerate(CSMITH))
CS_RUNS = [f"{T} -w {CSI} {{tmp}}/cs/{n}.c -o {{tmp}}/cs/{n} -lm && {{tmp}}/cs/{n} > {{tmp}}/cs/{n}.out"
           f" && {T} -w {CSI} -run {{tmp}}/cs/{n}.c | cmp - {{tmp}}/cs/{n}.out"
           for n in CS_RUN]

GEN = []
for seed, nfuncs, opts in ((1, 220, ""), (2, 160, "-g")):
    g = f"{{tmp}}/gen{seed}"
    GEN.append(f"python3 {TCC}/gen.py {g}.c {seed} {nfuncs}")
    GEN.append(f"{T} {opts} {g}.c -o {g} && {g} > {g}.out && {T} -run {g}.c | cmp - {g}.out")
    GEN.append(f"{T} -b -c {g}.c -o {g}-b.o && {T} -E -P {g}.c -o {g}.i && {T} -c -x c {g}.i -o {g}-i.o")

RUNS = [
    # the -B directory: headers and the runtime library, built by the tcc under test
    "rm -rf {tmp}/B && mkdir -p {tmp}/B && cp -r " + TCC + "/include {tmp}/B/ && "
    "{exe} -B{tmp}/B -c " + TCC + "/rt.c -o {tmp}/rt.o && {exe} -ar rcsv {tmp}/B/libtcc1.a {tmp}/rt.o > /dev/null",
    "{exe} -v > /dev/null && {exe} -h > /dev/null && {exe} -hh > /dev/null && {exe} -dumpversion > /dev/null"
    " && {exe} -print-search-dirs -B{tmp}/B > /dev/null && " + T + " -vv -E " + TCC + "/pp.c > /dev/null",
    # the language tour: linked, in memory, and under several option sets
    f"{T} -Wall {TCC}/lang.c -o {{tmp}}/lang -lm && {{tmp}}/lang 2 > /dev/null",
    f"{T} -run {TCC}/lang.c > /dev/null && {T} -mms-bitfields -run {TCC}/lang.c 3 > /dev/null",
    f"{T} -funsigned-char -fno-common -std=c11 -run {TCC}/lang.c > /dev/null",
    f"{T} -g -c {TCC}/lang.c -o {{tmp}}/lang-g.o && {T} {{tmp}}/lang-g.o -o {{tmp}}/lang-g -lm"
    f" && {{tmp}}/lang-g > /dev/null",
    f"{T} -b -c {TCC}/lang.c -o {{tmp}}/lang-b.o && {T} -O2 -Werror -Wall -c {TCC}/lang.c -o {{tmp}}/lang-o.o",
    f"{T} -fleading-underscore -fms-extensions -fdollars-in-identifiers -c {TCC}/lang.c -o {{tmp}}/lang-u.o",
    # the preprocessor
    f"for l in 0 1 2 3; do {T} -DLEVEL=$l -run {TCC}/pp.c > /dev/null || exit 1; done",
    f"{T} -DNO_IO -DLEVEL=3 -run {TCC}/pp.c && {T} -ULEVEL -DLEVEL=1 -Wunsupported -c {TCC}/pp.c"
    f" -o {{tmp}}/pp.o 2> /dev/null",
    f"{T} -E {TCC}/pp.c > {{tmp}}/pp.i && {T} -E -P {TCC}/pp.c -o {{tmp}}/pp-p.i"
    f" && {T} -E -P1 -DLEVEL=3 {TCC}/pp.c > /dev/null && {T} -run {{tmp}}/pp-p.i > /dev/null",
    f"{T} -E -dM {TCC}/pp.c | sort > /dev/null && {T} -E -dD -DNO_IO {TCC}/pp.c > /dev/null"
    f" && {T} -E -dM - < /dev/null > /dev/null",
    f"{T} -E -include {TCC}/app/app.h -nostdinc -isystem {{tmp}}/B/include -I/usr/include"
    f" -I/usr/include/x86_64-linux-gnu -DNO_IO {TCC}/pp.c > /dev/null",
    # assembly: .S through the preprocessor, plain .s, in memory and linked
    f"{T} -c {TCC}/asmfuncs.S -o {{tmp}}/asmf.o && {T} {TCC}/asmmain.c {{tmp}}/asmf.o -o {{tmp}}/asmm"
    f" && {{tmp}}/asmm > /dev/null",
    f"{T} -E {TCC}/asmfuncs.S -o {{tmp}}/asmf.s && {T} -c {{tmp}}/asmf.s -o {{tmp}}/asmf2.o"
    f" && {T} {{tmp}}/asmf2.o -run {TCC}/asmmain.c > /dev/null"
    f" && {T} {TCC}/asmfuncs.S -run {TCC}/asmmain.c > /dev/null",
    # the multi-file tool: objects, archive, shared library, relocatable object
    f"rm -rf {{tmp}}/app && mkdir {{tmp}}/app && cd {{tmp}}/app && {T} -Wall -c {APP}/hash.c {APP}/strbuf.c"
    f" {APP}/calc.c {APP}/stats.c {APP}/main.c && {{exe}} -ar rcs libtextool.a hash.o strbuf.o calc.o stats.o"
    f" && {T} main.o -L. -ltextool -lm -o textool-a && ./textool-a -V",
    f"cd {{tmp}}/app && {T} -shared -fPIC {APP}/hash.c {APP}/strbuf.c {APP}/calc.c {APP}/stats.c"
    f" -Wl,-soname=libtextool.so.1 -o libtextool.so && ln -sf libtextool.so libtextool.so.1"
    f" && {T} {APP}/main.c -L. -ltextool -lm -Wl,-rpath={{tmp}}/app -Wl,--enable-new-dtags -o textool-so"
    f" && ./textool-so -V",
    f"cd {{tmp}}/app && {T} -r hash.o strbuf.o stats.o -o combo.o && {T} -rdynamic main.o combo.o calc.o -lm"
    f" -o textool-r && {T} -mno-sse -g -c {APP}/hash.c -o hash-nosse.o",
    f"cd {{tmp}}/app && ./textool-a -s -n 20 -f {{data}}/text.txt > a.out.txt"
    f" && ./textool-so -s -n 20 -f {{data}}/text.txt | cmp - a.out.txt"
    f" && head -c 400000 {{data}}/records.yaml | ./textool-r -n 5 > /dev/null",
    # the calculator reports two bad lines (exit 1), linked and in memory alike
    f"cd {{tmp}}/app && ( ./textool-a -c {APP}/exprs.txt > calc.txt; test $? -eq 1 )"
    f" && ( {T} -lm {APP}/hash.c {APP}/strbuf.c {APP}/calc.c {APP}/stats.c -run {APP}/main.c"
    f" -c {APP}/exprs.txt > calc2.txt; test $? -eq 1 ) && cmp calc.txt calc2.txt",
    f"seq 1 5000 | {T} {APP}/hash.c {APP}/strbuf.c {APP}/calc.c {APP}/stats.c -run {APP}/main.c -s -n 3"
    f" > /dev/null",
    # glibc and POSIX headers, threads
    f"{T} -Wall -pthread {TCC}/sys.c -o {{tmp}}/sys -lm && {{tmp}}/sys > /dev/null",
    f"{T} -pthread -run {TCC}/sys.c --only 2 > /dev/null && {T} -MD -MF {{tmp}}/sys.d -c {TCC}/sys.c"
    f" -o {{tmp}}/sys.o && grep -q sys.c {{tmp}}/sys.d && {T} -g -b -c {TCC}/sys.c -o {{tmp}}/sys-b.o"
    f" && {T} -MD -c {APP}/main.c -o {{tmp}}/main.o && grep -q app.h {{tmp}}/main.d",
    # diagnostics: each broken block of errors.c on its own; tcc must fail cleanly (exit 1)
    # or only warn (exit 0), never crash
    f"{T} -run {TCC}/errors.c > /dev/null && for t in $(grep -o 'defined test_[a-z_]*' {TCC}/errors.c"
    f" | cut -c9-); do {T} -Wall -D$t -c {TCC}/errors.c -o {{tmp}}/err.o 2>> {{tmp}}/diag.txt;"
    f" test $? -le 1 || exit 1; done",
    f"! {T} -c {{tmp}}/no-such-file.c 2> /dev/null && ! {T} {TCC}/asmmain.c -o {{tmp}}/x 2> /dev/null"
    f" && ! {T} -Werror -Wimplicit-function-declaration -c {TCC}/errors.c -Dtest_implicit_decl"
    f" -o {{tmp}}/x.o 2> /dev/null",
    # small things: stdin, @listfile, default output names, raw binary and -nostdlib output
    "echo 'int main(void) {{ return puts(\"from stdin\") < 0; }}' | " + T + " -w -run - > /dev/null",
    f"cd {{tmp}} && printf '%s\\n' -DLEVEL=3 -c {TCC}/pp.c -o pp-at.o > args.txt && {T} @args.txt"
    f" && {T} {TCC}/asmmain.c {TCC}/asmfuncs.S && ./a.out > /dev/null",
    "printf 'static int t[4] = {{1, 2, 3, 4}};\\nint add(int a, int b) {{ return a + b + t[a & 3]; }}\\n"
    "void _start(void) {{ for (;;) add(1, 2); }}\\n' > {tmp}/bare.c && " + T + " -nostdlib"
    " -Wl,-oformat=binary -Wl,-Ttext=0x10000 {tmp}/bare.c -o {tmp}/bare.bin && " + T +
    " -nostdlib -shared -Wl,-Bsymbolic {tmp}/bare.c -o {tmp}/bare.so && " + T +
    " -nostdlib -static -Wl,-section-alignment=0x1000 {tmp}/bare.c -o {tmp}/bare",
    # generated programs and csmith
    *GEN,
    "rm -rf {tmp}/cs && mkdir {tmp}/cs && " + CS_GEN,
    CS_COMPILE,
    *CS_RUNS,
    f"for f in {{tmp}}/cs/d*.c; do {T} -E -P {CSI} $f > /dev/null || exit 1; done"
    f" && {T} -w {CSI} -c {{tmp}}/cs/d4.c {{tmp}}/cs/d6.c {{tmp}}/cs/d7.c && ls d4.o d7.o > /dev/null",
]

PROGRAM = {"name": "tcc", "pkg": "tcc", "libs": ["-lm", "-ldl", "-lpthread"], "runs": RUNS}
