# lz4, the compressor CLI, used the ways people use it: fast (-1, --fast=N) and high
# compression (-3..-12, --best, --favor-decSpeed) levels on text, JSON, YAML, binary and
# log-like data; block sizes (-B4..-B7, -B<bytes>), linked blocks (-BD), block and frame
# checksums, --content-size and --list; the legacy format (-l); dictionaries (-D); integrity
# tests (-t); several files at once (-m, -r, --rm); pipes, concatenated and skippable frames;
# sparse output; the lz4cat / unlz4 / lz4c names; the built-in benchmark (-b, -e, -i0 makes
# its loop counts fixed); and corrupt, truncated and non-lz4 input, which must fail.
# Every decompression is compared with its original. Outputs always use -f, so a leftover
# file never makes lz4 prompt.

T = "{tmp}"
TEXT, BIN = "{data}/text.txt", "{data}/binary.bin"
JSON, LINES, YAML = "{data}/records.json", "{data}/records-lines.json", "{data}/records.yaml"
LOG = T + "/app.log"


def roundtrip(src, name, copts, dopts=""):
    """Compress src with copts into {tmp}/name.lz4, decompress, compare."""
    return (f"{{exe}} -f {copts} {src} {T}/{name}.lz4 && "
            f"{{exe}} -f -d {dopts} {T}/{name}.lz4 {T}/{name}.out && cmp {src} {T}/{name}.out")


RUNS = [
    # inputs besides the shared data: a server log, zeros with text islands, tiny files
    "seq 1 120000 | awk '{{printf \"2024-03-%02d 12:%02d:%02d %s req=%d path=/api/v%d/item/%d "
    "status=%d ms=%d\\n\", $1%28+1, $1%60, ($1*7)%60, ($1%13==0?\"WARN\":\"INFO\"), $1, "
    "$1%3+1, ($1*7919)%100003, ($1%17==0?500:200), ($1*31)%997}}' > " + LOG,
    f"{{{{ head -c 3000000 /dev/zero; head -c 100000 {TEXT}; head -c 2500000 /dev/zero; "
    f"tail -c 50000 {BIN}; }}}} > {T}/holes.bin",
    f": > {T}/empty && printf x > {T}/one && head -c 70000 {YAML} > {T}/small.yaml",
    # levels
    roundtrip(TEXT, "t1", "-1"),
    roundtrip(TEXT, "t9", "-9"),
    roundtrip(TEXT, "t12", "-12 -B6 --content-size"),
    roundtrip(TEXT, "tfd", "--fast=2 -BD"),
    roundtrip(JSON, "j3", "-3"),
    roundtrip(JSON, "jf", "--fast=4"),
    roundtrip(JSON, "j8", "-8 -B5"),
    roundtrip(LINES, "l4", "-4 -BX --no-frame-crc"),
    roundtrip(LINES, "l6", "-6 -BD"),
    roundtrip(YAML, "y12", "--best"),
    roundtrip(YAML, "yfd", "-11 --favor-decSpeed"),
    roundtrip(BIN, "b1", "-1"),
    roundtrip(BIN, "b5", "-5"),
    roundtrip(BIN, "bf", "--fast=40"),
    roundtrip(LOG, "g1", "-1 --content-size"),
    roundtrip(LOG, "g10", "-10 -BD -BX"),
    roundtrip(LOG, "gf", "--fast"),
    # frame options
    roundtrip(TEXT, "tb4", "-B4 -BX"),
    roundtrip(TEXT, "tb5", "-B5 --no-frame-crc"),
    roundtrip(JSON, "jb6", "-B6 -BD --content-size"),
    roundtrip(LINES, "lbc", "-B40000 -BX"),
    roundtrip(YAML, "ybs", "-B300 -2"),
    roundtrip(BIN, "bnc", "--no-crc -B4D", "--no-crc"),
    roundtrip(f"{T}/holes.bin", "h1", "-1", "--sparse"),
    roundtrip(f"{T}/holes.bin", "h9", "-9 -BD", "--no-sparse"),
    roundtrip(f"{T}/empty", "e", "-9 --content-size"),
    roundtrip(f"{T}/one", "o", "-1 -BX"),
    # legacy format
    roundtrip(TEXT, "tl", "-l"),
    roundtrip(BIN, "bl", "-l -9"),
    # dictionaries
    f"head -c 65536 {LINES} > {T}/dict && "
    f"tail -c 400000 {LINES} > {T}/part.json && "
    + roundtrip(f"{T}/part.json", "jd", f"-D {T}/dict -B4", f"-D {T}/dict"),
    roundtrip(f"{T}/part.json", "jd9", f"-9 -D {T}/dict", f"-D {T}/dict"),
    # integrity tests and listing
    f"{{exe}} -t {T}/t9.lz4 && {{exe}} -t -v {T}/tb4.lz4 && {{exe}} --test {T}/tl.lz4",
    f"{{exe}} --list -m {T}/g1.lz4 {T}/jb6.lz4 {T}/tb4.lz4 {T}/y12.lz4 > /dev/null",
    f"{{exe}} --list -m -v {T}/e.lz4 {T}/t1.lz4 > /dev/null",
    # pipes, stdin/stdout, concatenated and skippable frames
    f"{{exe}} -c < {YAML} | {{exe}} -d | cmp - {YAML}",
    f"cat {JSON} | {{exe}} -7 -BD - | {{exe}} -dc - | cmp - {JSON}",
    f"{{exe}} -zc {LOG} > {T}/cat1.lz4 && {{exe}} -9c {T}/small.yaml > {T}/cat2.lz4 && "
    f"{{{{ printf 'P*M\\030\\005\\000\\000\\000hello'; cat {T}/cat1.lz4 {T}/cat2.lz4; }}}} "
    f"| {{exe}} -dc | cmp - <(cat {LOG} {T}/small.yaml)",
    f"cat {T}/tl.lz4 {T}/tl.lz4 | {{exe}} -d > {T}/tl2.out && "
    f"cmp {T}/tl2.out <(cat {TEXT} {TEXT})",
    # several files, recursion, --rm, unlz4 / lz4cat / lz4c names
    f"rm -rf {T}/m && mkdir -p {T}/m/sub && cp {YAML} {T}/small.yaml {T}/m/ && "
    f"cp {LOG} {T}/one {T}/m/sub/ && "
    f"{{exe}} -m -f -6 {T}/m/records.yaml {T}/m/small.yaml && "
    f"{{exe}} -r -f -q {T}/m/sub && test -s {T}/m/sub/app.log.lz4",
    f"{{exe}} -d -m -f --rm {T}/m/records.yaml.lz4 {T}/m/small.yaml.lz4 {T}/m/sub/one.lz4 && "
    f"test ! -e {T}/m/small.yaml.lz4 && cmp {T}/m/records.yaml {YAML}",
    f"ln -sf {{exe}} {T}/unlz4 && ln -sf {{exe}} {T}/lz4cat && ln -sf {{exe}} {T}/lz4c",
    f"{T}/unlz4 -f {T}/g10.lz4 {T}/g10.un && cmp {T}/g10.un {LOG}",
    f"{T}/lz4cat {T}/b1.lz4 {T}/jb6.lz4 | cmp - <(cat {BIN} {JSON})",
    f"{T}/lz4cat {T}/small.yaml | cmp - {T}/small.yaml",
    f"{T}/lz4c -c2 -y {T}/small.yaml {T}/c2.lz4 && {T}/lz4c -hc -y {LOG} {T}/hc.lz4 && "
    f"{T}/lz4c -c0 -y {BIN} {T}/c0.lz4 && {T}/unlz4 -c {T}/c0.lz4 | cmp - {BIN}",
    # the built-in benchmark (-i0: one round with fixed loop counts)
    f"head -c 300000 {TEXT} > {T}/bench.txt && "
    f"{{exe}} -b1 -e3 -i0 -B5 {T}/bench.txt {T}/small.yaml 2> /dev/null",
    f"{{exe}} -b9 -i0 -BD {T}/small.yaml 2> /dev/null",
    f"{{exe}} -b --fast=3 -i0 -S {T}/small.yaml {T}/bench.txt 2> /dev/null",
    # bad input must fail
    f"head -c 200000 {T}/t9.lz4 > {T}/trunc.lz4 && ! {{exe}} -t {T}/trunc.lz4 2> /dev/null",
    f"cp {T}/tb4.lz4 {T}/bad.lz4 && printf 'garbage!' | "
    f"dd of={T}/bad.lz4 bs=1 seek=100000 conv=notrunc 2> /dev/null && "
    f"! {{exe}} -t {T}/bad.lz4 2> /dev/null",
    f"! {{exe}} -d -f {YAML} {T}/notlz4.out 2> /dev/null",
    f"! {{exe}} -f {T}/does-not-exist {T}/x.lz4 2> /dev/null",
    f"! {{exe}} -B2 {YAML} {T}/x.lz4 2> /dev/null",
    # help and version
    "{exe} -h > /dev/null 2>&1 && {exe} -H > /dev/null 2>&1 && {exe} -V > /dev/null 2>&1",
]

PROGRAM = {"name": "lz4", "pkg": "lz4", "libs": [], "runs": RUNS}
