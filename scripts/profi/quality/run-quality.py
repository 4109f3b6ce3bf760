#!/usr/bin/env python3
"""The quality table: block counts after no inference, after LLVM 16's profi and after
freqpath-profi<quality>, against the exact counts of real programs running a workload.

usage: scripts/profi/quality/run-quality.py [--programs P,...] [--rates R,...] [--seeds N]
                                            [--holes H] [--skid K] [WORK]

For each program of the C corpus (scripts/corpus/build-c-corpus.sh; FREQPATH_C_CORPUS
overrides where it is, default corpus-cache/c):
 1. the program's -O0 module (all its translation units, llvm-link'ed) is marked
    "use-sample-profile" and instrumented with pseudo probes: this is the module annotated;
 2. a copy gets one exact counter per block (instrument-counts.py), is built with clang-16
    and runs the program's workload (bench/profi/): the ground truth;
 3. for each sampling rate and seed, derive-profile.py turns the truth into a sample-like
    probe profile (Poisson sampling at that rate, a share of the probes missing);
 4. opt-16 -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining,
    freqpath-profi (which must write the same as opt-16) and freqpath-profi<quality> annotate
    the module; measure.py compares the block counts each implies with the truth.
Prints one row per program and rate (the mean over the seeds) and exits 1 unless quality
beats LLVM on both metrics in every row and exact mode equals LLVM everywhere.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
import freqpath_tools as tools  # noqa: E402

CORPUS = os.environ.get("FREQPATH_C_CORPUS", os.path.join(tools.ROOT, "corpus-cache", "c"))
CLANG = os.path.join(tools.LLVM_BIN, "clang")
LLVM_DIS = os.path.join(tools.LLVM_BIN, "llvm-dis")
WORKLOADS = os.path.join(tools.ROOT, "bench", "profi")
MARK = os.path.join(HERE, "..", "mark-use-sample-profile.py")


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def workload(program, binary, work):
    """Runs the program's workload (counts accumulate in $FREQPATH_COUNTS)."""
    text = os.path.join(work, "text.txt")
    if program in ("bzip2", "zlib"):
        with open(text, "w") as f:
            sh([sys.executable, os.path.join(WORKLOADS, "gen-text.py"), "3000000"], stdout=f)
    if program == "bzip2":
        for level in ("-9", "-1"):
            with open(text + ".bz2", "wb") as out:
                sh([binary, "-c", level, text], stdout=out)
        sh([binary, "-t", text + ".bz2"])
        with open(os.devnull, "wb") as out:
            sh([binary, "-dc", text + ".bz2"], stdout=out)
    elif program == "zlib":
        for level in ("-9", "-1", "-6"):
            with open(text + ".gz", "wb") as out:
                sh([binary, "-c", level, text], stdout=out)
        with open(os.devnull, "wb") as out:
            sh([binary, "-d", "-c", text + ".gz"], stdout=out)
    elif program == "lua5.4":
        sh([binary, os.path.join(WORKLOADS, "lua-profi.lua")], stdout=subprocess.DEVNULL)
    elif program == "sqlite3":
        with open(os.path.join(WORKLOADS, "sqlite3-profi.sql")) as f:
            sh([binary, ":memory:"], stdin=f, stdout=subprocess.DEVNULL)
    elif program == "jq":
        data = os.path.join(work, "orders.json")
        with open(data, "w") as f:
            sh([sys.executable, os.path.join(WORKLOADS, "gen-json.py"), "4000"], stdout=f)
        for query in ('[.[] | select(.customer.vip) | .items | map(.qty * .price) | add] | add',
                      'group_by(.customer.city) | map({city: .[0].customer.city, n: length})',
                      '[.[] | .tags[]] | unique', 'map(select(.note != null) | .id) | length',
                      '.[] | {id, total: ([.items[] | .qty] | add)} | select(.total > 20)'):
            sh([binary, "-c", query, data], stdout=subprocess.DEVNULL)
    else:
        sys.exit(f"error: freqpath: no workload for {program}")


def prepare(program, work):
    """The annotated module and the ground truth of one program."""
    probed, table, counts = (os.path.join(work, n) for n in ("probed.ll", "map.tsv", "counts.txt"))
    if os.path.exists(counts):
        return probed, table, counts
    source = os.path.join(CORPUS, program, "O0.linked.bc")
    if not os.path.exists(source):
        sys.exit(f"error: freqpath: {source} missing; run scripts/corpus/build-c-corpus.sh")
    raw, marked, counted, binary = (os.path.join(work, n) for n in
                                    ("raw.ll", "marked.ll", "counted.ll", "program"))
    sh([LLVM_DIS, source, "-o", raw])
    with open(marked, "w") as f:
        sh([sys.executable, MARK, raw], stdout=f)
    sh([tools.OPT, "-S", "-passes=pseudo-probe", marked, "-o", probed])
    sh([sys.executable, os.path.join(HERE, "instrument-counts.py"), probed, counted, table],
       stdout=subprocess.DEVNULL)
    sh([CLANG, "-O1", "-w", counted, os.path.join(HERE, "runtime.c"), "-o", binary,
        "-lm", "-ldl", "-lpthread"])
    env_counts = counts + ".tmp"
    os.environ["FREQPATH_COUNTS"] = env_counts
    try:
        workload(program, binary, work)
    finally:
        del os.environ["FREQPATH_COUNTS"]
    os.replace(env_counts, counts)
    for f in (raw, marked, counted):
        os.remove(f)
    return probed, table, counts


def evaluate(program, work, rate, seed, holes, skid):
    probed, table, counts = prepare(program, work)
    prof = os.path.join(work, f"r{rate}-s{seed}.prof")
    sh([sys.executable, os.path.join(HERE, "derive-profile.py"), probed, table, counts, "-o", prof,
        "--rate", str(rate), "--holes", str(holes), "--skid", str(skid), "--seed", str(seed)])
    outs = {k: os.path.join(work, f"{k}.ll") for k in ("llvm", "exact", "quality")}
    sh([tools.OPT, "-S", "-passes=sample-profile", "-sample-profile-use-profi",
        "-disable-sample-loader-inlining", f"-sample-profile-file={prof}", probed, "-o", outs["llvm"]])
    for mode, extra in (("exact", ""), ("quality", ";quality")):
        sh([tools.OPT, "-S", f"-load-pass-plugin={tools.PLUGIN}",
            f"-passes=freqpath-profi<profile={prof}{extra}>", probed, "-o", outs[mode]])
    result = subprocess.run([sys.executable, os.path.join(HERE, "measure.py"), probed, table, counts,
                             prof, "--rate", str(rate)] + [f"{k}={v}" for k, v in outs.items()],
                            check=True, capture_output=True, text=True).stdout
    metrics = {}
    for line in result.strip().split("\n"):
        name, overlap, error = line.split("\t")
        metrics[name] = (float(overlap.split("=")[1]), float(error.split("=")[1]))
    return metrics


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("work", nargs="?")
    ap.add_argument("--programs", default="bzip2,zlib,lua5.4,sqlite3,jq")
    ap.add_argument("--rates", default="0.001,0.0001")
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--holes", type=float, default=0.2)
    ap.add_argument("--skid", type=float, default=0.0)
    a = ap.parse_args()
    tools.ensure_plugin()
    root = a.work or tempfile.mkdtemp(prefix="profi-quality.")
    rows, ok = [], True
    names = ("samples", "llvm", "exact", "quality")
    for program in a.programs.split(","):
        work = os.path.join(root, program)
        os.makedirs(work, exist_ok=True)
        for rate in [float(r) for r in a.rates.split(",")]:
            sums = {n: [0.0, 0.0] for n in names}
            for seed in range(1, a.seeds + 1):
                m = evaluate(program, work, rate, seed, a.holes, a.skid)
                for n in names:
                    sums[n][0] += m[n][0] / a.seeds
                    sums[n][1] += m[n][1] / a.seeds
                ok &= m["exact"] == m["llvm"]
            rows.append((program, rate, sums))
            ok &= sums["quality"][0] > sums["llvm"][0] and sums["quality"][1] < sums["llvm"][1]
    print(f"{'program':<9} {'rate':>7} | {'overlap: samples':>16} {'LLVM profi':>10} {'quality':>8} "
          f"| {'error: samples':>14} {'LLVM profi':>10} {'quality':>8}")
    for program, rate, s in rows:
        print(f"{program:<9} {rate:>7g} | {s['samples'][0]:>16.4f} {s['llvm'][0]:>10.4f} "
              f"{s['quality'][0]:>8.4f} | {s['samples'][1]:>14.4f} {s['llvm'][1]:>10.4f} "
              f"{s['quality'][1]:>8.4f}")
    print(f"run-quality: holes={a.holes} skid={a.skid} seeds={a.seeds}; work in {root}")
    if not a.work:
        shutil.rmtree(root, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
