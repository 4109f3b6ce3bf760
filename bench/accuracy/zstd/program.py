# zstd, the Zstandard compressor CLI (Debian source package libzstd), used the ways people use
# it: every strategy from --fast=N through the default level to --ultra -22 on text, JSON, YAML,
# CSV, source code, binary, incompressible and run-heavy data (so raw, RLE and compressed
# blocks); hand-set parameters (--zstd=...), literals and match-finder switches, target block
# sizes; worker threads (-T, -B, --rsyncable, --single-thread, --no-asyncio, ZSTD_NBTHREADS);
# long-distance matching (--long) and --patch-from diffs; dictionaries trained four ways
# (--train, -cover, -fastcover, -legacy) and used on many small JSON events; trees of files
# (-r, --output-dir-flat/-mirror, --filelist, --rm, --exclude-compressed); pipes with
# --stream-size/--size-hint, concatenated and skippable frames, sparse output, pass-through;
# listing (-l) and testing; --trace; the zstdcat/unzstd/zstdmt names; the built-in benchmark
# (-b/-e with -i0: a single timed round); and corrupt, truncated, memory-limited and
# non-zstd input, which must fail. Every decompression is compared with its original.
T = "{tmp}"
G = "{tmp}/g"  # gen.py's inputs
TEXT, BIN = "{data}/text.txt", "{data}/binary.bin"
JSON, LINES, YAML = "{data}/records.json", "{data}/records-lines.json", "{data}/records.yaml"


def rt(src, name, copts, dopts=""):
    """Compress src with copts into {tmp}/name.zst, decompress, compare."""
    return (f"{{exe}} -q -f {copts} {src} -o {T}/{name}.zst && "
            f"{{exe}} -q -f -d {dopts} {T}/{name}.zst -o {T}/{name}.out && cmp {src} {T}/{name}.out"
            f" && rm {T}/{name}.out")


def pipe(src, copts, dopts=""):
    return f"{{exe}} -c {copts} < {src} | {{exe}} -dc {dopts} | cmp - {src}"


RUNS = [
    f"python3 {{bench}}/zstd/gen.py {G}",
    f"head -c 2000000 {TEXT} > {T}/text2m && head -c 600000 {YAML} > {T}/y600k && "
    f"head -c 300000 {LINES} > {T}/l300k && head -c 80000 {BIN} > {T}/b80k && "
    f"head -c 12000 {JSON} > {T}/j12k && : > {T}/empty && printf z > {T}/one",
    # levels and strategies (fast, dfast, greedy, lazy, lazy2, btlazy2, btopt, btultra(2))
    rt(TEXT, "t1", "-1"),
    rt(TEXT, "t3", ""),
    rt(TEXT, "tf", "--fast=4"),
    rt(f"{T}/text2m", "t7", "-7"),
    rt(f"{T}/text2m", "t12", "-12"),
    rt(JSON, "j2", "-2"),
    rt(JSON, "j5", "-5"),
    rt(JSON, "jf", "--fast"),
    rt(f"{T}/y600k", "y9", "-9"),
    rt(f"{T}/y600k", "y15", "-15"),
    rt(f"{T}/y600k", "y17", "-17"),
    rt(f"{T}/l300k", "l19", "-19"),
    rt(f"{T}/b80k", "b22", "--ultra -22"),
    rt(f"{T}/j12k", "j22", "--ultra -20 --no-check"),
    rt(YAML, "y4", "-4"),
    rt(LINES, "l6", "-6 --no-check"),
    rt(LINES, "l10", "-10"),
    rt(BIN, "b3", ""),
    rt(BIN, "b8", "-8"),
    rt(BIN, "bf", "--fast=30"),
    rt(f"{G}/sensors.csv", "c13", "-13"),
    rt(f"{G}/sensors.csv", "c1", "-1"),
    rt(f"{G}/mixed.bin", "m3", "-3"),
    rt(f"{G}/mixed.bin", "m11", "-11"),
    rt(f"{G}/mixed.bin", "mf", "--fast=10"),
    rt(f"{G}/noise.bin", "n3", ""),
    rt(f"{G}/noise.bin", "n16", "-16 --no-check"),
    rt(f"{T}/empty", "e", "-19"),
    rt(f"{T}/one", "o", "-1"),
    # hand-set parameters and switches
    rt(f"{T}/text2m", "p1", "--zstd=wlog=20,clog=18,hlog=17,slog=4,mml=5,tlen=32,strat=5"),
    rt(f"{G}/sensors.csv", "p2", "-3 --zstd=strategy=6,windowLog=19,minMatch=4,targetLength=64"),
    rt(f"{T}/y600k", "p3", "--zstd=strat=9,tlen=999,wlog=23,hlog=22,clog=23,slog=6,mml=3"),
    rt(f"{G}/sensors.csv", "p4", "-5 --no-row-match-finder"),
    rt(LINES, "p4b", "-7 --no-row-match-finder"),
    rt(f"{T}/text2m", "p4c", "-10 --no-row-match-finder --single-thread"),
    rt(LINES, "p5", "-6 --row-match-finder --target-compressed-block-size=4096"),
    rt(f"{G}/mixed.bin", "p6", "-5 --no-compress-literals"),
    rt(f"{G}/sensors.csv", "p7", "--fast=2 --compress-literals"),
    rt(YAML, "p8", "-3 --no-content-size --zstd=ovlog=6"),
    rt(f"{T}/text2m", "p9", "-8 --long=24 --zstd=lhlog=20,lmml=32,lblog=4,lhrlog=6"),
    # threads: job sizes, rsyncable, overlap, env settings; single thread, no async I/O
    rt(TEXT, "mt2", "-T2 -B1MiB -5"),
    rt(JSON, "mt3", "-T3 --rsyncable -3"),
    rt(f"{G}/mixed.bin", "mt0", "-T0 --auto-threads=logical -6 --zstd=ovlog=9"),
    rt(f"{T}/text2m", "st", "--single-thread -9"),
    rt(TEXT, "st6", "--single-thread -6 --zstd=wlog=19"),
    rt(JSON, "st1", "--single-thread --fast=2 --zstd=wlog=18"),
    rt(LINES, "na", "--no-asyncio -2", "--no-asyncio"),
    f"ZSTD_NBTHREADS=2 ZSTD_CLEVEL=7 {{exe}} -q -f {YAML} -o {T}/env.zst && "
    f"{{exe}} -q -lv {T}/env.zst > /dev/null && {{exe}} -dc {T}/env.zst | cmp - {YAML}",
    # long-distance matching: a 2 MiB random block repeated 8 MB later
    f"cat {G}/noise.bin {TEXT} {BIN} {G}/noise.bin > {T}/long.bin",
    rt(f"{T}/long.bin", "lo", "--long -3", "--long"),
    rt(f"{T}/long.bin", "lo2", "--long=25 -1 -T2", "--memory=64MB"),
    rt(f"{T}/long.bin", "nolo", "--fast=3"),
    f"! {{exe}} -q -d -M8 {T}/lo.zst -o {T}/lo.mem 2> /dev/null",
    # --patch-from: the next release as a diff against the previous one
    f"{{exe}} -q -f --patch-from={G}/v1.tar {G}/v2.tar -o {T}/v2.patch && "
    f"{{exe}} -q -f -d --patch-from={G}/v1.tar {T}/v2.patch -o {T}/v2.out && "
    f"cmp {T}/v2.out {G}/v2.tar",
    f"for l in 1 5 7 10 14 17; do {{exe}} -q -f -$l --patch-from={G}/v1.tar {G}/v2.tar "
    f"-o {T}/v2-$l.patch && {{exe}} -dc --patch-from={G}/v1.tar {T}/v2-$l.patch "
    f"| cmp - {G}/v2.tar || exit 1; done",
    f"{{exe}} -q -f -19 --patch-from={G}/v1.tar {G}/v2.tar -o {T}/v2b.patch && "
    f"{{exe}} -dc --patch-from={G}/v1.tar {T}/v2b.patch | cmp - {G}/v2.tar",
    # dictionaries: train four ways, compress many small files with them, decode
    f"{{exe}} -q -f --train {G}/events/* -o {T}/ev.dict --maxdict=32KB",
    f"{{exe}} -q -f --train-cover=k=64,d=8,steps=4 {G}/events/e0* {G}/events/e10* "
    f"-o {T}/ev-cover.dict --maxdict=16KB --dictID=4242",
    f"{{exe}} -q -f --train-fastcover=k=48,d=6,f=18,accel=2 -r {G}/src -o {T}/src.dict",
    f"{{exe}} -q -f --train-legacy=s=5 {G}/events/e05* {G}/events/e06* -o {T}/ev-legacy.dict",
    f"{{exe}} -q -f --train-fastcover=shrink {G}/events/e02* -o {T}/ev-shrink.dict",
    f"{{exe}} -q -f --train-cover=d=8,steps=6,split=80 {G}/events/e04* -o {T}/ev-opt.dict "
    f"--maxdict=8KB",
    # the dictionary at every strategy (small inputs attach it; larger ones load it)
    f"for l in 1 2 4 5 7 9 12 14 16 18; do {{exe}} -q -c -$l -D {T}/ev.dict {G}/events/e10* "
    f"> {T}/evl.zst && {{exe}} -dc -D {T}/ev.dict {T}/evl.zst | cmp - <(cat {G}/events/e10*) "
    f"|| exit 1; done",
    f"for l in 3 6 11 19; do {{exe}} -q -c -$l -D {T}/src.dict {G}/src/io/*.c > {T}/srl.zst && "
    f"{{exe}} -dc -D {T}/src.dict {T}/srl.zst | cmp - <(cat {G}/src/io/*.c) || exit 1; done",
    f"{{exe}} -q -c -8 -D {T}/ev-opt.dict {LINES} | {{exe}} -dc -D {T}/ev-opt.dict | cmp - {LINES}",
    f"rm -rf {T}/ev && mkdir -p {T}/ev/z {T}/ev/d && "
    f"{{exe}} -q -f -D {T}/ev.dict -19 {G}/events/e00* {G}/events/e01* --output-dir-flat {T}/ev/z && "
    f"{{exe}} -q -f -d -D {T}/ev.dict {T}/ev/z/* --output-dir-flat {T}/ev/d && "
    f"for f in {T}/ev/d/*; do cmp $f {G}/events/$(basename $f) || exit 1; done",
    f"rm -rf {T}/ev2 && mkdir -p {T}/ev2 && "
    f"{{exe}} -q -f -D {T}/ev-cover.dict -3 --no-dictID {G}/events/e03* --output-dir-flat {T}/ev2 && "
    f"for f in {T}/ev2/*; do {{exe}} -dc -D {T}/ev-cover.dict $f | "
    f"cmp - {G}/events/$(basename $f .zst) || exit 1; done",
    f"cat {G}/events/e11* | {{exe}} -c -D {T}/ev-legacy.dict -5 | "
    f"{{exe}} -dc -D {T}/ev-legacy.dict | cmp - <(cat {G}/events/e11*)",
    f"for f in {G}/events/e07*; do {{exe}} -c --fast=2 -D {T}/ev-shrink.dict $f; done "
    f"> {T}/ev-many.zst && {{exe}} -dc -D {T}/ev-shrink.dict {T}/ev-many.zst "
    f"| cmp - <(cat {G}/events/e07*)",
    f"{{exe}} -q -f -D {T}/src.dict -r {G}/src/net -o {T}/net.zst 2> /dev/null && "
    f"{{exe}} -dc -D {T}/src.dict {T}/net.zst > /dev/null",
    f"! {{exe}} -dc {T}/ev/z/e0001.json.zst > /dev/null 2>&1",
    f"! {{exe}} -dc -D {T}/src.dict {T}/ev/z/e0001.json.zst > /dev/null 2>&1",
    # trees of files: mirror, flat, file lists, --rm, --exclude-compressed
    f"cd {T} && rm -rf m md && {{exe}} -q -f -r -6 g/src --output-dir-mirror m && "
    "{exe} -q -f -d -r m --output-dir-mirror md && diff -r g/src md/m/g/src",
    f"find {G}/src/core {G}/src/io -name '*.c' | sort > {T}/list && "
    f"rm -rf {T}/fl && mkdir {T}/fl && {{exe}} -q -f --filelist {T}/list --output-dir-flat {T}/fl "
    f"&& {{exe}} -q -t {T}/fl/*.zst",
    f"rm -rf {T}/w && cp -r {G}/src/util {T}/w && cp {T}/t1.zst {T}/w/ && "
    f"{{exe}} -q -r --rm --exclude-compressed {T}/w && test ! -e {T}/w/$(ls {G}/src/util | head -1) "
    f"&& {{exe}} -q -d -r --rm {T}/w && ls {T}/w | grep -q '\\.c$'",
    f"{{exe}} -q -f {G}/src/tests/*.c --rm",
    f"cd {G}/src/tests && ls *.zst > /dev/null && {{exe}} -q -d --rm -f *.zst && ls *.c > /dev/null",
    # pipes: stream sizes, size hints; concatenated and skippable frames; pass-through
    pipe(JSON, "-3 --stream-size=8865653"),
    pipe(LINES, "-7 --size-hint=3000000"),
    pipe(f"{G}/sensors.csv", "-12 --size-hint=100000"),
    pipe(TEXT, "--adapt=min=1,max=4"),
    pipe(f"{G}/mixed.bin", "-T2 --fast=1"),
    f"{{exe}} -c -3 {YAML} > {T}/cat.zst && {{exe}} -c --fast {T}/j12k >> {T}/cat.zst && "
    f"printf '\\x50\\x2a\\x4d\\x18\\x06\\x00\\x00\\x00skip!!' >> {T}/cat.zst && "
    f"{{exe}} -c -19 {T}/one >> {T}/cat.zst && "
    f"{{exe}} -dc {T}/cat.zst | cmp - <(cat {YAML} {T}/j12k {T}/one) && "
    f"{{exe}} -lv {T}/cat.zst > /dev/null",
    f"{{exe}} -l {T}/t1.zst {T}/j5.zst {T}/n3.zst {T}/cat.zst {T}/e.zst > /dev/null",
    f"{{exe}} -dcf {G}/sensors.csv | cmp - {G}/sensors.csv && "
    f"cat {T}/j12k {T}/y4.zst | {{exe}} -dcf --pass-through > /dev/null",
    f"! {{exe}} -dc --no-pass-through {G}/sensors.csv > /dev/null 2>&1",
    # sparse output: a file of zeros with islands of data
    f"{{{{ head -c 4000000 /dev/zero; head -c 70000 {TEXT}; head -c 3000000 /dev/zero; }}}} "
    f"> {T}/holes && {{exe}} -q -f -9 {T}/holes -o {T}/holes.zst && "
    f"{{exe}} -q -f -d --sparse {T}/holes.zst -o {T}/holes.s && cmp {T}/holes {T}/holes.s && "
    f"{{exe}} -q -f -d --no-sparse {T}/holes.zst -o {T}/holes.n && cmp {T}/holes {T}/holes.n",
    # integrity tests, trace, verbosity, names
    f"{{exe}} -t {T}/t3.zst {T}/mt2.zst {T}/lo2.zst --memory=64MB 2> /dev/null && "
    f"{{exe}} --test -q {T}/p3.zst",
    f"{{exe}} -q -f --trace {T}/trace.log -5 {T}/y600k -o {T}/tr.zst && "
    f"{{exe}} -q -f -d --trace {T}/trace2.log {T}/tr.zst -o {T}/tr.out && test -s {T}/trace.log",
    f"{{exe}} -vv -f -4 {T}/l300k -o {T}/vv.zst 2> /dev/null && "
    f"{{exe}} -v --show-default-cparams -f -18 {T}/y600k -o {T}/v18.zst 2> /dev/null && "
    f"{{exe}} -v -f -d {T}/v18.zst -o {T}/v18.out 2> /dev/null && cmp {T}/v18.out {T}/y600k",
    f"ln -sf {{exe}} {T}/zstdcat && ln -sf {{exe}} {T}/unzstd && ln -sf {{exe}} {T}/zstdmt",
    f"{T}/zstdcat {T}/t1.zst {T}/j2.zst | cmp - <(cat {TEXT} {JSON})",
    f"cp {T}/c13.zst {T}/un.zst && {T}/unzstd -q -f {T}/un.zst && cmp {T}/un {G}/sensors.csv",
    f"{T}/zstdmt -q -f -4 {LINES} -o {T}/zmt.zst && {T}/zstdcat {T}/zmt.zst | cmp - {LINES}",
    # the built-in benchmark (-i0: one timed round), on files and on generated data; its
    # result lines (on stdout) hold measured speeds, so they are discarded: every other
    # command's output is the same from run to run, and a benchmark compares it
    f"{{exe}} -b1 -e4 -i0 {T}/l300k {T}/b80k > /dev/null 2>&1",
    f"{{exe}} -b17 -i0 -S {T}/j12k {T}/b80k > /dev/null 2>&1",
    f"{{exe}} -b --fast=2 -i0 -B64KiB {T}/y600k > /dev/null 2>&1",
    f"{{exe}} -b5 -i0 -D {T}/ev.dict {G}/events/e09* > /dev/null 2>&1",
    "{exe} -b1 -i0 -P70 > /dev/null 2>&1",
    # bad input must fail
    f"head -c 150000 {T}/t3.zst > {T}/trunc.zst && ! {{exe}} -t {T}/trunc.zst 2> /dev/null",
    f"cp {T}/j5.zst {T}/bad.zst && printf 'zstd workload was here' | "
    f"dd of={T}/bad.zst bs=1 seek=200000 conv=notrunc 2> /dev/null && "
    f"! {{exe}} -t {T}/bad.zst 2> /dev/null",
    f"cp {T}/l19.zst {T}/bad2.zst && printf '\\xff\\xff\\xff' | "
    f"dd of={T}/bad2.zst bs=1 seek=9000 conv=notrunc 2> /dev/null && "
    f"! {{exe}} -dc {T}/bad2.zst > /dev/null 2>&1",
    f"! {{exe}} -d {YAML} -o {T}/x 2> /dev/null",
    f"! {{exe}} -q {T}/does-not-exist -o {T}/x.zst 2> /dev/null",
    f"! {{exe}} --format=gzip -f {T}/one -o {T}/x.gz 2> /dev/null",
    f"! {{exe}} -q -f --train {T}/one {T}/empty -o {T}/x.dict 2> /dev/null",
    f"! {{exe}} --zstd=wlog=40 -f {T}/one -o {T}/x.zst 2> /dev/null",
    # help and version
    "{exe} -h > /dev/null 2>&1 && {exe} -H > /dev/null 2>&1 && {exe} -V > /dev/null "
    "&& {exe} -qV > /dev/null",
]

PROGRAM = {"name": "zstd", "pkg": "libzstd", "libs": ["-lpthread"], "runs": RUNS}
