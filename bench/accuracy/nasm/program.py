# nasm, the Netwide Assembler, used the ways people use it. Inputs: gen.py's generated
# sources (x86-64 library code with integer, BMI, SSE, AVX, AVX-512 and x87 instructions and
# data of every kind; 32-bit code; a 16-bit real-mode program in several sections; a long
# flat file full of forward jumps) and hand-written ones: lib.mac (a macro library:
# structured control flow on the context stack, procedures, system calls, tables the
# preprocessor computes), prog.asm (a self-checking Linux program, built with ld for x86-64
# and i386 and run: its run-time results must match the preprocessor's tables), pp.asm (a
# preprocessor workout whose checks make nasm fail if any does not hold), formats.asm (the
# directives and relocation kinds of each output format) and errors.asm (one mistake per
# -D switch). Assembled to elf64, elf32, elfx32, win64, win32, coff, macho64, macho32, obj,
# aout, as86, ieee, bin, ith, srec and dbg, with debug info (dwarf, stabs, cv8, borland),
# optimisation levels, listings (-l with -L flags), preprocess-only (-E) and assemble-only
# (-a) runs, dependency generation (-M*), symbol prefixes, warning control and the
# diagnostics of broken input (exit status 1).
B = "{bench}/nasm"
I = "{tmp}/in"
T = "{tmp}"
N = "{exe} -I " + B + " -I " + I  # include path: the macro library and generated tables

FORMATS = ["elf64", "elfx32", "elf32", "win64", "win32", "coff", "macho64", "macho32", "obj",
           "bin", "ith", "srec", "aout", "aoutb", "as86", "ieee", "dbg"]
DEBUG = {"elf64": "-g", "elf32": "-F stabs -g", "elfx32": "-gdwarf", "win64": "-g",
         "win32": "-gcv8", "obj": "-g", "macho64": "-g", "macho32": "-gdwarf", "ieee": "-g"}
# (not -g for ieee on code32.asm: nasm 2.16.01 crashes on it)

RUNS = [
    f"python3 {B}/gen.py {I}",
    "{exe} -v > /dev/null && {exe} -h > /dev/null && {exe} --help > /dev/null",
    # x86-64 library code: each 64-bit format, optimisation levels, debug info, listings
    f"{N} -f elf64 {I}/code64.asm -o {T}/c64.o && readelf -S {T}/c64.o > /dev/null",
    f"{N} -f elf64 -O0 {I}/code64.asm -o {T}/c64-O0.o",
    f"{N} -f elf64 -O1 -Ov {I}/code64.asm -o {T}/c64-O1.o > /dev/null",
    f"{N} -f elf64 -g -F dwarf {I}/code64.asm -o {T}/c64-g.o",
    f"{N} -f elf64 -g -F stabs -l {T}/c64.lst {I}/code64.asm -o {T}/c64-s.o",
    f"{N} -f elfx32 {I}/code64.asm -o {T}/c64x.o",
    f"{N} -f win64 -g {I}/code64.asm -o {T}/c64.obj && objdump -h {T}/c64.obj > /dev/null",
    f"{N} -f macho64 -g {I}/code64.asm -o {T}/c64.macho",
    f"{N} -f elf64 --reproducible {I}/code64.asm -o {T}/r1.o && {N} -f elf64 --reproducible"
    f" {I}/code64.asm -o {T}/r2.o && cmp {T}/r1.o {T}/r2.o",
    # 32-bit code
    *[f"{N} -f {f} {DEBUG.get(f, '') if f != 'ieee' else ''} {I}/code32.asm -o {T}/c32.{f}"
      for f in ["elf32", "win32", "coff", "obj", "macho32", "aout", "aoutb", "as86", "ieee"]],
    f"{N} -f elf32 -O0 -l {T}/c32.lst -Ld {I}/code32.asm -o {T}/c32-O0.o",
    # 16-bit real mode
    f"{N} -f bin {I}/code16.asm -o {T}/c16.com && {N} -f ith {I}/code16.asm -o {T}/c16.hex"
    f" && {N} -f srec {I}/code16.asm -o {T}/c16.srec",
    f"{N} -f bin -O0 -l {T}/c16.lst {I}/code16.asm -o {T}/c16-O0.com",
    f"{N} -f dbg {I}/code16.asm -o {T}/c16.dbg",
    # the long flat file
    f"{N} -f elf64 {I}/big.asm -o {T}/big.o",
    f"{N} -f elf64 -O0 -l {T}/big.lst {I}/big.asm -o {T}/big0.o",
    # the self-checking program, built for x86-64 and i386 and run; x32 only linked
    f"cd {T} && {N} -f elf64 {B}/prog.asm -o prog.o && ld prog.o -o prog && ./prog > prog.out"
    " && test $(grep -c ' ok$' prog.out) = 8",
    f"cd {T} && {N} -f elf32 -g {B}/prog.asm -o prog32.o && ld -m elf_i386 prog32.o -o prog32"
    " && ./prog32 > prog32.out && test $(grep -c ' ok$' prog32.out) = 8",
    f"cd {T} && {N} -f elf64 -O0 -g -F dwarf -DNPRIMES=400 {B}/prog.asm -o prog0.o && ld prog0.o"
    " -o prog0 && ./prog0 | cmp - prog.out",
    f"cd {T} && {N} -f elfx32 {B}/prog.asm -o progx.o && ld -m elf32_x86_64 progx.o -o progx",
    f"cd {T} && {N} -f elf64 -l prog.lst -Lm -Ls -Le {B}/prog.asm -o prog-l.o",
    f"{N} -f elf64 -E {I}/code64.asm > {T}/c64.i && {{exe}} -f elf64 -a {T}/c64.i -o {T}/c64-a.o",
    # the preprocessor workout, at each level, and listing / preprocessing it
    *[f"{N} -DLEVEL={lv} -w-user {B}/pp.asm -o {T}/pp{lv}.bin" for lv in (0, 1, 2, 3)],
    f"{N} -DUSE_MASM -w-user {B}/pp.asm -o {T}/ppm.bin",
    f"{N} -E -DPP_ONLY -w-user {B}/pp.asm -o {T}/pp.i && {{exe}} -a {T}/pp.i -o {T}/pp-a.bin",
    f"{N} -w-user -l {T}/pp.lst -L+ {B}/pp.asm -o {T}/pp-l.bin",
    f"{N} -w-user -l {T}/pp-b.lst -Lb -Lf --no-line -DNO_LINE {B}/pp.asm -o {T}/pp-b.bin",
    # formats.asm in every output format, with debug info where there is any
    " && ".join(f"{N} -f {f} {B}/formats.asm -o {T}/fmt.{f}" for f in FORMATS),
    " && ".join(f"{N} -f {f} {DEBUG[f]} {B}/formats.asm -o {T}/fmtg.{f}" for f in DEBUG),
    f"cd {T} && {N} -f bin {B}/formats.asm -o boot.img && test $(stat -c %s boot.img) = 512"
    " && grep -q 'Section' formats.map",
    f"{N} -f elf64 --prefix _ --postfix @v1 --lprefix L_ --lpostfix _x {B}/formats.asm"
    f" -o {T}/fmt-p.o",
    f"{N} -f win32 --gprefix _ --pragma 'win gsuffix _w' {B}/formats.asm -o {T}/fmt-p.obj",
    f"{N} -f macho64 --pragma 'macho gprefix _' {B}/formats.asm -o {T}/fmt-p.macho",
    f"{N} -f dbg {B}/prog.asm -o {T}/prog.dbg && {N} -f dbg -g {B}/formats.asm -o {T}/fmt2.dbg",
    # dependencies
    f"cd {T} && {N} -M {B}/prog.asm > prog.d && grep -q lib.mac prog.d",
    f"cd {T} && {N} -M -MG -MP {B}/formats.asm > fmt.d && grep -q lib.mac fmt.d",
    f"cd {T} && {N} -f elf64 -MD prog2.d -MT prog2.o -MQ 'odd name$.o' {B}/prog.asm -o prog2.o"
    " && grep -q prog.asm prog2.d",
    f"cd {T} && {N} -f elf64 -MF prog3.d -M {B}/prog.asm",
    # command-line defines, pre-includes, response files, limits, --before
    f"cd {T} && printf '%%define GREETING \"hi\"\\n' > pre.inc && {N} -P pre.inc -DNPRIMES=50"
    f" -UNOTHING -f elf64 {B}/prog.asm -o prog-p.o",
    f"cd {T} && printf '%s\\n' -f elf32 -I {B} -I {I} -o resp.o {B}/prog.asm > resp.txt"
    " && {exe} -@ resp.txt",
    f"{N} -f elf64 --before '%define LEVEL 2' --limit-passes 50 {I}/code64.asm -o {T}/c64-b.o",
    f"{N} -f obj -t {I}/code32.asm -o {T}/c32-t.obj",
    # warnings: on, off, as errors, in each error format
    f"{N} -f elf64 -w+all {B}/errors.asm -DWARNINGS -o {T}/w.o 2> {T}/w.txt",
    f"{N} -f elf64 -w-all -DWARNINGS {B}/errors.asm -o {T}/w.o",
    f"{N} -f elf64 -Xvc -s -DWARNINGS -Wno-zeroing {B}/errors.asm -o {T}/w.o > {T}/w2.txt",
    f"{N} -f elf64 -Xgnu -Z {T}/w3.txt -DWARNINGS -w+error=number-overflow {B}/errors.asm"
    f" -o {T}/w.o; test $? -eq 1",
    f"{N} -f elf64 -w+all {I}/code64.asm -o {T}/c64-w.o 2> /dev/null",
    # broken input: every mistake of errors.asm, and unbalanced conditionals
    f"for t in $(grep -o 'ifdef test_[a-z_0-9]*' {B}/errors.asm | cut -c7-); do"
    f" {{exe}} -f elf64 -Werror -D$t {B}/errors.asm -o {T}/e.o 2>> {T}/diag.txt;"
    " test $? -eq 1 || exit 1; done",
    f"for t in test_undefined_symbol test_bad_ea test_missing_include test_user_error"
    f" test_expr_syntax; do {{exe}} -f win64 -D$t {B}/errors.asm -o {T}/e.obj 2> /dev/null;"
    " test $? -eq 1 || exit 1; done",
    f"{{exe}} -f elf64 --before '%if 1' {B}/errors.asm -o {T}/e.o 2> /dev/null; test $? -eq 1",
    f"{{exe}} -f elf64 --before '%endif' {B}/errors.asm -o {T}/e.o 2> /dev/null; test $? -eq 1",
    f"{{exe}} -f elf64 --keep-all -Dtest_bad_operands {B}/errors.asm -o {T}/kept.o 2> /dev/null;"
    f" test $? -eq 1 && test -e {T}/kept.o",
    f"{{exe}} -f nosuchformat {B}/errors.asm -o {T}/e.o 2> /dev/null; test $? -eq 1",
    f"{{exe}} -f elf64 {T}/no-such-file.asm -o {T}/e.o 2> /dev/null; test $? -eq 1",
    f"{{exe}} -f elf64 --limit-rep 50 -I {B} -I {I} {B}/prog.asm -o {T}/e.o 2> /dev/null;"
    " test $? -eq 1",
]

PROGRAM = {"name": "nasm", "pkg": "nasm", "libs": [], "runs": RUNS}
