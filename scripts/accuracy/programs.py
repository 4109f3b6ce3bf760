"""The programs scripts/accuracy measures: which corpus bitcode, what to link, how to run it.

A program is the linked module of one corpus package (`corpus-cache/c/<pkg>/<level>.linked.bc`,
built by scripts/corpus/build-c-corpus.sh) plus, where the package has no `main`, a driver
from bench/accuracy compiled at the same level. Its workload is a list of shell commands;
`{exe}` is the program, `{data}` the generated data (bench/accuracy/gen_data.py), `{bench}`
bench/accuracy, `{tmp}` a scratch folder, `{src}` the package's extracted source tree (files a program reads
at run time, such as bison's skeletons). Every command must exit 0.

Besides the six below, every `bench/accuracy/<name>/program.py` adds one program: it sets
`PROGRAM = {"name": ..., "pkg": ..., "libs": [...], "runs": [...]}` (the same keys), and its
workload files live beside it (`{bench}/<name>/...`).
"""
import glob
import os

JQ_FILTERS = "bench/accuracy/filters.jq"


def jq_runs(repo):
    runs = []
    with open(f"{repo}/{JQ_FILTERS}") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                quoted = "'" + line.replace("'", "'\\''") + "'"
                # Commands go through str.format: jq's braces are doubled.
                quoted = quoted.replace("{", "{{").replace("}", "}}")
                runs.append("{exe} -c " + quoted + " {data}/records.json > /dev/null")
    runs.append("{exe} -c 'select(.age > 50) | {{n: .name, t: (.tags | length)}}' "
                "{data}/records-lines.json > /dev/null")
    runs.append("{exe} --stream -c 'select(length == 2)' {data}/records-lines.json > /dev/null")
    runs.append("{exe} -r 'to_entries[] | \"\\(.key)=\\(.value)\"' {data}/records-lines.json "
                "> /dev/null")
    return runs


def extra_programs(repo):
    """The programs of bench/accuracy/*/program.py, by name, in name order."""
    out = {}
    for path in sorted(glob.glob(f"{repo}/bench/accuracy/*/program.py")):
        scope = {}
        with open(path) as f:
            exec(compile(f.read(), path, "exec"), scope)
        spec = dict(scope["PROGRAM"])
        name = spec.pop("name")
        if name != os.path.basename(os.path.dirname(path)):
            raise SystemExit(f"error: freqpath: accuracy: {path} names program {name}")
        out[name] = spec
    return out


def programs(repo):
    """name → spec. `pkg`: corpus package; `driver`: C file (bench/accuracy) and include
    folder relative to the package's source tree; `libs`: link flags; `runs`: workload."""
    return {**base_programs(repo), **extra_programs(repo)}


def base_programs(repo):
    return {
        "sqlite3": {
            "pkg": "sqlite3",
            "libs": ["-lm", "-ldl", "-lpthread"],
            "runs": ["{exe} :memory: < {bench}/sqlite3-accuracy.sql > /dev/null",
                     "rm -f {tmp}/db.sqlite && {exe} {tmp}/db.sqlite "
                     "< {bench}/sqlite3-accuracy.sql > /dev/null"],
        },
        "lua": {
            "pkg": "lua5.4",
            "libs": ["-lm", "-ldl"],
            "runs": ["{exe} {bench}/lua-accuracy.lua > /dev/null"],
        },
        "zlib": {
            "pkg": "zlib",
            "libs": [],
            "runs": [
                "{exe} -6 < {data}/text.txt > {tmp}/t6.gz",
                "{exe} -d < {tmp}/t6.gz > /dev/null",
                "{exe} -9 < {data}/binary.bin > {tmp}/b9.gz",
                "{exe} -d < {tmp}/b9.gz > /dev/null",
                "{exe} -1 < {data}/records-lines.json > {tmp}/r1.gz",
                "{exe} -d < {tmp}/r1.gz > /dev/null",
                "{exe} -h < {data}/binary.bin | {exe} -d > /dev/null",
                "{exe} -r < {data}/binary.bin | {exe} -d > /dev/null",
                "{exe} -f < {data}/records.yaml | {exe} -d > /dev/null",
            ],
        },
        "bzip2": {
            "pkg": "bzip2",
            "libs": [],
            "runs": [
                "{exe} -9 -c < {data}/text.txt > {tmp}/t.bz2",
                "{exe} -d -c < {tmp}/t.bz2 > /dev/null",
                "{exe} -1 -c < {data}/binary.bin > {tmp}/b.bz2",
                "{exe} -d -c < {tmp}/b.bz2 > /dev/null",
                "{exe} -5 -c < {data}/records.yaml | {exe} -t",
            ],
        },
        "libyaml": {
            "pkg": "libyaml",
            "driver": ("yaml-driver.c", "include"),
            "libs": [],
            "runs": ["{exe} {data}/records.yaml 2 > /dev/null"],
        },
        "jq": {
            "pkg": "jq",
            "libs": ["-lm"],
            "runs": jq_runs(repo),
        },
    }
