# GNU gzip (Debian source package gzip), used the ways people use it: every level from --fast
# to --best on text, JSON, YAML, logs, binary, random (stored blocks) and tiny (fixed-code
# blocks) data; in place (replacing the file or, with -k, keeping it; -f, -S suffixes, -N/-n
# names and timestamps), through pipes, with --rsyncable and --synchronous, on trees (-r);
# concatenated members and trailing zeros/garbage; listing (-l, -lv) and testing (-t); what the
# zcat and gunzip scripts run (-cd, -cdf, -d) and the GZIP variable; and the other formats gzip
# reads, written by gen.py: compress(1) .Z files (LZW, block mode with CLEAR codes and the old
# plain mode), pack(1) .z files, SCO `compress -H` (LZH) files, PKZIP files (deflated, with a
# data descriptor, stored) and gzip headers with every optional field. Corrupt, truncated and
# foreign input must fail. Every decompression is compared with its original.
T = "{tmp}"
F = "{tmp}/f"  # gen.py files
GEN = "python3 {bench}/gzip/gen.py"
TEXT, BIN = "{data}/text.txt", "{data}/binary.bin"
JSON, LINES, YAML = "{data}/records.json", "{data}/records-lines.json", "{data}/records.yaml"


def rt(src, name, opts):
    """Compress src to stdout with opts into {tmp}/name.gz, decompress, compare."""
    return f"{{exe}} -c {opts} {src} > {T}/{name}.gz && {{exe}} -dc {T}/{name}.gz | cmp - {src}"


def inplace(src, name, opts, dopts=""):
    """Copy src to {tmp}/name, compress it in place, decompress it in place, compare."""
    return (f"cp {src} {T}/{name} && {{exe}} {opts} {T}/{name} && test ! -e {T}/{name} && "
            f"{{exe}} -d {dopts} {T}/{name}.gz && cmp {T}/{name} {src}")


RUNS = [
    f"{GEN} files {F}",
    f"head -c 2000000 {JSON} > {T}/j2m && head -c 1000000 {TEXT} > {T}/t1m && "
    f"head -c 500000 {TEXT} > {T}/t500k && head -c 300000 {BIN} > {T}/b300k",
    # levels: deflate_fast (1-3) and lazy matching (4-9) on different data
    rt(TEXT, "t1", "-1"),
    rt(TEXT, "t6", ""),
    rt(f"{T}/t1m", "t9", "--best"),
    rt(JSON, "j3", "-3"),
    rt(f"{T}/j2m", "j9", "-9"),
    rt(YAML, "y5", "-5"),
    rt(YAML, "yf", "--fast"),
    rt(LINES, "l2", "-2"),
    rt(LINES, "l7", "-7 --rsyncable"),
    rt(BIN, "b4", "-4"),
    rt(f"{T}/b300k", "b8", "-8"),
    rt(f"{F}/app.log", "g6", "-6 --rsyncable"),
    rt(f"{F}/app.log", "g1", "-1"),
    rt(f"{F}/noise.bin", "n6", "-6"),
    rt(f"{F}/noise.bin", "n1", "-1"),
    f"for f in {F}/tiny0 {F}/tiny1 {F}/tiny2 {F}/tiny30; do for l in 1 6 9; do "
    f"{{exe}} -c -$l $f | {{exe}} -d | cmp - $f || exit 1; done; done",
    # in place: keep, names and timestamps, suffixes, force, verbose, synchronous
    inplace(YAML, "y.yaml", "-q"),
    inplace(f"{F}/app.log", "app.log", "-v -9 2> /dev/null", "-v 2> /dev/null"),
    f"cp {LINES} {T}/k.json && {{exe}} -k -N {T}/k.json && test -e {T}/k.json && "
    f"mv {T}/k.json.gz {T}/renamed.gz && {{exe}} -d -N -f {T}/renamed.gz && cmp {T}/k.json {LINES} "
    f"&& test ! -e {T}/renamed",
    f"cp {T}/t1m {T}/s.txt && {{exe}} -S .gzz -6 {T}/s.txt && {{exe}} -d -S .gzz {T}/s.txt.gzz "
    f"&& cmp {T}/s.txt {T}/t1m && {{exe}} --suffix=_z -n {T}/s.txt && "
    f"{{exe}} -dn --suffix=_z {T}/s.txt_z && cmp {T}/s.txt {T}/t1m",
    f"cp {T}/b300k {T}/sy.bin && {{exe}} --synchronous -3 {T}/sy.bin && "
    f"{{exe}} -d --synchronous {T}/sy.bin.gz && cmp {T}/sy.bin {T}/b300k",
    f"cp {T}/t1.gz {T}/again.gz && {{exe}} -q {T}/again.gz && {{exe}} -f -1 {T}/again.gz && "
    f"{{exe}} -d {T}/again.gz.gz && cmp {T}/again.gz {T}/t1.gz",
    f"cp {T}/t500k {T}/ow && {{exe}} -c {T}/ow > {T}/ow.gz && ! {{exe}} {T}/ow < /dev/null "
    f"2> /dev/null && {{exe}} -f {T}/ow && {{exe}} -d {T}/ow.gz && cmp {T}/ow {T}/t500k",
    # trees
    f"rm -rf {T}/r && cp -r {F}/tree {T}/r && {{exe}} -r -5 {T}/r && "
    f"test -z \"$(find {T}/r -type f ! -name '*.gz')\" && {{exe}} -l -r {T}/r > /dev/null && "
    f"{{exe}} -t -r {T}/r && {{exe}} -d -r {T}/r && diff -r {F}/tree {T}/r",
    f"rm -rf {T}/r2 && cp -r {F}/tree {T}/r2 && {{exe}} -rv --fast {T}/r2/data 2> /dev/null && "
    f"{{exe}} -rdv {T}/r2/data 2> /dev/null && diff -r {F}/tree {T}/r2",
    # pipes, several files to stdout, concatenated members, trailing data
    f"cat {YAML} | {{exe}} | {{exe}} -d | cmp - {YAML}",
    f"cat {F}/app.log | {{exe}} -9 - | {{exe}} -dc - | cmp - {F}/app.log",
    f"{{exe}} -c {F}/tiny30 {T}/t500k {F}/app.log > {T}/multi.gz && "
    f"{{exe}} -dc {T}/multi.gz | cmp - <(cat {F}/tiny30 {T}/t500k {F}/app.log) && "
    f"{{exe}} -lv {T}/multi.gz > /dev/null && {{exe}} -tv {T}/multi.gz 2> /dev/null",
    f"cat {T}/y5.gz {T}/n1.gz {T}/b8.gz > {T}/cat.gz && "
    f"{{exe}} -dc {T}/cat.gz | cmp - <(cat {YAML} {F}/noise.bin {T}/b300k)",
    f"{{{{ cat {T}/l2.gz; head -c 5000 /dev/zero; }}}} > {T}/zeros.gz && "
    f"{{exe}} -dc {T}/zeros.gz | cmp - {LINES}",
    f"{{{{ cat {T}/l2.gz; printf 'trailing garbage'; }}}} > {T}/garbage.gz && "
    f"{{{{ {{exe}} -dc {T}/garbage.gz > {T}/garbage.out 2> /dev/null; test $? = 2; }}}} && "
    f"cmp {T}/garbage.out {LINES}",
    # listing and testing
    f"{{exe}} -l {T}/t1.gz {T}/j3.gz {T}/n6.gz {T}/cat.gz > /dev/null && "
    f"{{exe}} -lv {T}/t6.gz {T}/b4.gz > /dev/null && {{exe}} -lq {T}/y5.gz > /dev/null",
    f"{{exe}} -t {T}/t9.gz {T}/j9.gz {T}/yf.gz {T}/g6.gz && {{exe}} -tv {T}/l7.gz 2> /dev/null",
    # what the zcat and gunzip scripts run; the GZIP variable
    f"{{exe}} -cd {T}/t1.gz {T}/y5.gz | cmp - <(cat {TEXT} {YAML})",
    f"{{exe}} -cdf {F}/app.log {T}/g1.gz | cmp - <(cat {F}/app.log {F}/app.log)",
    f"cp {T}/g1.gz {T}/gu.gz && {{exe}} -d {T}/gu.gz && cmp {T}/gu {F}/app.log",
    f"GZIP=-q {{exe}} -c -7 {LINES} 2> /dev/null | {{exe}} -d | cmp - {LINES}",
    # foreign formats: compress(1) .Z, pack(1) .z, PKZIP, headers with all optional fields
    f"head -c 300000 {TEXT} > {T}/t300k && head -c 200000 {BIN} > {T}/b200k && "
    f"{GEN} lzw {T}/t300k {T}/t16.Z 16 block && {GEN} lzw {T}/t300k {T}/t12.Z 12 block && "
    f"{GEN} lzw {T}/b200k {T}/b14.Z 14 plain && {GEN} lzw {F}/tiny30 {T}/tiny.Z 16 block",
    f"{{exe}} -dc {T}/t16.Z | cmp - {T}/t300k && {{exe}} -dc {T}/t12.Z | cmp - {T}/t300k && "
    f"{{exe}} -dc {T}/b14.Z | cmp - {T}/b200k && {{exe}} -dc {T}/tiny.Z | cmp - {F}/tiny30",
    f"cp {T}/t12.Z {T}/old.Z && {{exe}} -d {T}/old.Z && cmp {T}/old {T}/t300k && "
    f"{{exe}} -l {T}/t16.Z > /dev/null && {{exe}} -t {T}/b14.Z",
    f"{GEN} pack {T}/t300k {T}/t.z && {GEN} pack {T}/b200k {T}/b.z && "
    f"{GEN} pack {F}/tiny30 {T}/tiny.z",
    f"{{exe}} -dc {T}/t.z | cmp - {T}/t300k && {{exe}} -dc {T}/b.z | cmp - {T}/b200k && "
    f"{{exe}} -dc {T}/tiny.z | cmp - {F}/tiny30 && cp {T}/t.z {T}/packed.z && "
    f"{{exe}} -d {T}/packed.z && cmp {T}/packed {T}/t300k",
    f"head -c 120000 {TEXT} > {T}/t120k && head -c 60000 {BIN} > {T}/b60k && "
    f"head -c 150000 {F}/app.log > {T}/log150k && head -c 100000 /dev/zero > {T}/z100k && "
    f"for f in t120k b60k log150k z100k; do {GEN} lzh {T}/$f {T}/$f.lzh || exit 1; done && "
    f"{GEN} lzh {F}/tiny30 {T}/tiny.lzh",
    f"for f in t120k b60k log150k z100k; do {{exe}} -dc {T}/$f.lzh | cmp - {T}/$f || exit 1; "
    f"done && {{exe}} -dc {T}/tiny.lzh | cmp - {F}/tiny30 && {{exe}} -t {T}/b60k.lzh && "
    f"cp {T}/t120k.lzh {T}/sco.Z && {{exe}} -d {T}/sco.Z && cmp {T}/sco {T}/t120k",
    f"{{exe}} -n -c {T}/j2m > {T}/j2m.gz && {GEN} zip {T}/j2m.gz {T}/j.zip records.json && "
    f"{GEN} zip {T}/j2m.gz {T}/jdd.zip records.json dd && "
    f"{GEN} zipstored {T}/b200k {T}/s.zip b.bin",
    f"{{exe}} -dc {T}/j.zip | cmp - {T}/j2m && {{exe}} -dc {T}/jdd.zip | cmp - {T}/j2m && "
    f"{{exe}} -dc {T}/s.zip | cmp - {T}/b200k && {{exe}} -t {T}/jdd.zip && "
    f"cp {T}/j.zip {T}/jj.zip && {{exe}} -d -S .zip {T}/jj.zip && cmp {T}/jj {T}/j2m",
    f"{{exe}} -n -c -6 {T}/t500k > {T}/t500k.gz && {GEN} gzheader {T}/t500k.gz {T}/hdr.gz && "
    f"{{exe}} -dc {T}/hdr.gz 2> /dev/null | cmp - {T}/t500k && "
    f"{{exe}} -lvN {T}/hdr.gz > /dev/null && cp {T}/hdr.gz {T}/named.gz && "
    f"(cd {T} && {{exe}} -dN -q -f named.gz) && cmp {T}/original-name.txt {T}/t500k",
    # bad input must fail
    f"head -c 300000 {T}/t6.gz > {T}/trunc.gz && ! {{exe}} -t {T}/trunc.gz 2> /dev/null",
    f"cp {T}/j3.gz {T}/bad.gz && printf 'flipped bits' | "
    f"dd of={T}/bad.gz bs=1 seek=700000 conv=notrunc 2> /dev/null && "
    f"! {{exe}} -t {T}/bad.gz 2> /dev/null",
    f"cp {T}/y5.gz {T}/crc.gz && sz=$(stat -c %s {T}/crc.gz) && printf 'XXXX' | "
    f"dd of={T}/crc.gz bs=1 seek=$((sz - 8)) conv=notrunc 2> /dev/null && "
    f"! {{exe}} -dc {T}/crc.gz > /dev/null 2>&1",
    # (a cut .Z file has no length to check: zcat gives back what is there)
    f"head -c 100000 {T}/t16.Z > {T}/cut.Z && {{exe}} -dc {T}/cut.Z > {T}/cut.out && "
    f"cmp -n $(stat -c %s {T}/cut.out) {T}/cut.out {T}/t300k && "
    f"cp {T}/t16.Z {T}/badz.Z && printf '\\xff\\xff\\xff\\xff\\xff\\xff' | "
    f"dd of={T}/badz.Z bs=1 seek=5000 conv=notrunc 2> /dev/null && "
    f"! {{exe}} -dc {T}/badz.Z > /dev/null 2>&1 && "
    f"head -c 3000 {T}/t.z > {T}/cut.z && ! {{exe}} -dc {T}/cut.z > /dev/null 2>&1",
    f"! {{exe}} -dc {YAML} > /dev/null 2>&1 && ! {{exe}} -t {F}/noise.bin 2> /dev/null",
    f"cp {YAML} {T}/plain.txt && {{exe}} -d {T}/plain.txt 2> /dev/null; test $? = 2",
    f"! {{exe}} {T}/does-not-exist 2> /dev/null && ! {{exe}} -S '' -d {T}/t1.gz 2> /dev/null",
    f"! {{exe}} --no-such-option 2> /dev/null",
    # help, version, license
    "{exe} -h > /dev/null && {exe} -V > /dev/null && {exe} -L > /dev/null",
]

PROGRAM = {"name": "gzip", "pkg": "gzip", "libs": [], "runs": RUNS}
