# brotli, the compressor CLI, used the ways people use it: every quality level (-q 0..11,
# -0..-9 and -Z) on text, JSON, YAML, web content (HTML/CSS/JS, what brotli's static
# dictionary targets), multilingual UTF-8, logs, CSV, binary, incompressible and sparse
# data and tiny files; window sizes (-w 10..24, and --large_window); stdin/stdout pipes
# (-c, -); several files at once with --keep / --rm, custom suffixes (-S), -o, -n, -v, and
# `--`; integrity tests (-t); and corrupt, truncated and non-brotli input and bad options,
# which must fail. Every decompression is compared with its original. The slowest levels
# (10, 11) get slices of a few hundred KB; the fast ones whole files. Outputs always use -f.

T = "{tmp}"
IN = T + "/in"
TEXT, BIN = "{data}/text.txt", "{data}/binary.bin"
JSON, LINES, YAML = "{data}/records.json", "{data}/records-lines.json", "{data}/records.yaml"
WEB, UTF8, LOG, CSV = IN + "/web.html", IN + "/utf8.txt", IN + "/app.log", IN + "/table.csv"
RND, SPARSE = IN + "/random.bin", IN + "/sparse.bin"


def rt(src, name, copts, dopts=""):
    """Compress src with copts into {tmp}/name.br, decompress, compare."""
    return (f"{{exe}} -f {copts} -o {T}/{name}.br {src} && "
            f"{{exe}} -f -d {dopts} -o {T}/{name}.out {T}/{name}.br && cmp {src} {T}/{name}.out")


def cut(src, name, nbytes, skip=0):
    """A slice of src as {tmp}/name (for the slow levels)."""
    return f"head -c {skip + nbytes} {src} | tail -c {nbytes} > {T}/{name}"


RUNS = [
    f"python3 {{bench}}/brotli/gen.py {IN}",
    " && ".join([cut(TEXT, "text-a", 400000), cut(TEXT, "text-b", 250000, 3000000),
                 cut(JSON, "json-a", 300000, 1000000), cut(YAML, "yaml-a", 250000),
                 cut(BIN, "bin-a", 200000, 500000), cut(WEB, "web-a", 350000),
                 cut(UTF8, "utf8-a", 250000), cut(LOG, "log-a", 300000),
                 cut(CSV, "csv-a", 200000), cut(RND, "rnd-a", 80000),
                 cut(LINES, "lines-a", 2000000)]),
    # text, all levels
    rt(TEXT, "t0", "-q 0"),
    rt(TEXT, "t1", "-1 -w 18"),
    rt(TEXT, "t3", "-q 3 -w 16"),
    rt(TEXT, "t5", "-5"),
    rt(TEXT, "t7", "-q 7 -w 24"),
    rt(f"{T}/lines-a", "t9", "-9"),
    rt(f"{T}/text-a", "t10", "-q 10"),
    rt(f"{T}/text-b", "t11", "-q 11 -w 20"),
    # JSON and YAML
    rt(JSON, "j2", "-q 2"),
    rt(JSON, "j6", "-6 -w 22"),
    rt(f"{T}/lines-a", "j4", "-q 4 -w 12"),
    rt(f"{T}/lines-a", "j8", "-8 -w 19"),
    rt(f"{T}/json-a", "j11", "-Z"),
    rt(YAML, "y4", "-q 4"),
    rt(YAML, "y9", "-9 -w 17"),
    rt(f"{T}/yaml-a", "y10", "-q 10 -w 14"),
    # web content, UTF-8, logs, CSV
    rt(WEB, "w1", "-q 1"),
    rt(WEB, "w6", "-6"),
    rt(WEB, "w9", "-q 9 -w 22"),
    rt(f"{T}/web-a", "w11", "--quality=11"),
    rt(UTF8, "u2", "-2"),
    rt(UTF8, "u5", "-q 5 -w 15"),
    rt(UTF8, "u9", "-9"),
    rt(f"{T}/utf8-a", "u11", "-q 11 --lgwin=18"),
    rt(LOG, "l3", "-3"),
    rt(LOG, "l7", "-q 7 -w 10"),
    rt(f"{T}/log-a", "l10", "-q 10 -w 21"),
    rt(LOG, "lw", "-q 8 --large_window=26", "--large_window=26"),
    rt(f"{T}/text-a", "tlw", "-q 11 --large_window=27", "--large_window=27"),
    rt(CSV, "c0", "-0"),
    rt(CSV, "c6", "-q 6 -w 13"),
    rt(f"{T}/csv-a", "c11", "-q 11 -w 0"),
    # binary, incompressible, sparse
    rt(BIN, "b0", "-q 0"),
    rt(BIN, "b4", "-4 -w 20"),
    rt(BIN, "b9", "-q 9"),
    rt(f"{T}/bin-a", "b11", "-q 11"),
    rt(RND, "r1", "-1"),
    rt(RND, "r6", "-q 6"),
    rt(f"{T}/rnd-a", "r11", "-q 11 -w 16"),
    rt(SPARSE, "s0", "-0"),
    rt(SPARSE, "s5", "-q 5 -w 24"),
    rt(SPARSE, "s9", "-q 9"),
    # tiny files
    " && ".join(rt(f"{IN}/{f}", f"x{f.split('.')[0]}{q}", f"-q {q}")
                for f in ("empty", "one", "tiny.txt") for q in (0, 2, 5, 9, 11)),
    rt(f"{IN}/tiny.txt", "xw10", "-q 7 -w 10"),
    # pipes and stdin/stdout
    f"{{exe}} -c -q 5 < {YAML} | {{exe}} -dc | cmp - {YAML}",
    f"cat {T}/json-a | {{exe}} -9 -w 16 - -c | {{exe}} -d - -c | cmp - {T}/json-a",
    f"{{exe}} -cq 11 {IN}/tiny.txt | {{exe}} -d | cmp - {IN}/tiny.txt",
    # several files, keep/rm, suffixes, -n, -v, --
    f"rm -rf {T}/m && mkdir -p {T}/m && cp {WEB} {LOG} {T}/csv-a {T}/yaml-a {IN}/one {T}/m/ && "
    f"{{exe}} -q 4 -v {T}/m/web.html {T}/m/app.log {T}/m/csv-a 2> /dev/null && "
    f"test -e {T}/m/web.html.br -a -e {T}/m/web.html && "
    f"{{exe}} -q 6 -j -S .bro {T}/m/yaml-a {T}/m/one && test ! -e {T}/m/yaml-a && "
    f"{{exe}} -d -S .bro -j {T}/m/yaml-a.bro {T}/m/one.bro && cmp {T}/m/yaml-a {T}/yaml-a && "
    f"{{exe}} -t -v {T}/m/web.html.br {T}/m/app.log.br {T}/m/csv-a.br 2> /dev/null",
    f"cd {T}/m && cp csv-a ./-dash && {{exe}} -f -n -q 3 -- -dash && {{exe}} -dfn -o dash.out -- -dash.br && "
    f"cmp -- -dash dash.out && rm -f web.html app.log && {{exe}} -d -k web.html.br app.log.br && "
    f"cmp web.html {WEB} && cmp app.log {LOG}",
    f"{{exe}} -9kf {T}/csv-a && {{exe}} -dfk {T}/csv-a.br -o {T}/csv-a.back && cmp {T}/csv-a {T}/csv-a.back",
    # integrity tests
    f"{{exe}} -t {T}/t5.br {T}/j6.br {T}/w11.br {T}/b9.br {T}/s5.br",
    # bad input and bad options must fail
    f"head -c 100000 {T}/t3.br > {T}/trunc.br && ! {{exe}} -t {T}/trunc.br 2> /dev/null",
    f"! {{exe}} -dc {T}/trunc.br > /dev/null 2>&1",
    f"cp {T}/j2.br {T}/bad.br && printf 'garbage bytes here' | "
    f"dd of={T}/bad.br bs=1 seek=50000 conv=notrunc 2> /dev/null && ! {{exe}} -t {T}/bad.br 2> /dev/null",
    f"cp {T}/u9.br {T}/bad2.br && printf '\\377\\377\\377\\377' | "
    f"dd of={T}/bad2.br bs=1 seek=7 conv=notrunc 2> /dev/null && ! {{exe}} -dc {T}/bad2.br > /dev/null 2>&1",
    f"! {{exe}} -dc {YAML} > /dev/null 2>&1 && ! {{exe}} -t {BIN} 2> /dev/null",
    f"! {{exe}} -q 12 -c {IN}/tiny.txt > /dev/null 2>&1 && ! {{exe}} -w 9 -c {IN}/tiny.txt > /dev/null 2>&1"
    f" && ! {{exe}} -w 25 -c {IN}/tiny.txt > /dev/null 2>&1 && ! {{exe}} --quality=x -c {IN}/tiny.txt"
    f" > /dev/null 2>&1 && ! {{exe}} --frobnicate {IN}/tiny.txt 2> /dev/null",
    f"! {{exe}} -o {T}/x.br {IN}/tiny.txt {IN}/one 2> /dev/null && ! {{exe}} {T}/no-such-file 2> /dev/null"
    f" && cp {IN}/tiny.txt {T}/tcopy && {{exe}} {T}/tcopy && ! {{exe}} {T}/tcopy 2> /dev/null"
    f" && ! {{exe}} -d {T}/t0.out 2> /dev/null",
    # help and version
    "{exe} -h > /dev/null && {exe} --help > /dev/null && {exe} -V > /dev/null && {exe} --version > /dev/null",
]

PROGRAM = {"name": "brotli", "pkg": "brotli", "libs": ["-lm"], "runs": RUNS}
