#!/usr/bin/env python3
"""CPU time of freqpath-profi against opt-16's sample loader, both minus parsing.

usage: scripts/bench/profi-bench.py [--runs R] [--sizes N,N,...] [--programs P,P,...] [WORK]

Inputs:
  * single functions of about N blocks (scripts/bench/gen-large-function.py, instrumented with
    pseudo probes), each with a profile from random walks with mild branch biases, 20% of the
    probes dropped and 20% noise (gen-profile.py);
  * whole programs from the C corpus (scripts/corpus/build-c-corpus.sh; default sqlite3 and
    lua5.4, the llvm-link'ed -O1 modules), instrumented the same way, with a profile from
    gen-profile.py's default walks plus holes and noise.
For each input, the best of R runs (default 3; 4R for inputs parsed in under half a second)
of user+system CPU time (getrusage of the child) of
  parse:   opt-16 -passes=no-op-module                                   (plugin loaded for ours)
  llvm:    opt-16 -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining
  ours:    opt-16 -passes='freqpath-profi<profile=P>'
The table gives llvm - parse, ours - parse and their ratio; the last lines give the log-log
slope of both net times over the function sizes (least squares), i.e. how cost grows with
the number of blocks.
"""
import argparse
import math
import resource
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import freqpath_tools as tools  # noqa: E402

ROOT = tools.ROOT
GEN_IR = os.path.join(ROOT, "scripts", "bench", "gen-large-function.py")
GEN_PROFILE = os.path.join(ROOT, "scripts", "profi", "gen-profile.py")
MARK = os.path.join(ROOT, "scripts", "profi", "mark-use-sample-profile.py")
CORPUS = os.environ.get("FREQPATH_C_CORPUS", os.path.join(ROOT, "corpus-cache", "c"))


def cpu(cmd):
    """user + system seconds of one run (checked), from the kernel's accounting of the child
    (microsecond resolution)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        sys.exit(f"error: freqpath: {' '.join(cmd)} failed: {proc.stderr.decode()[-300:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def best(cmd, runs):
    return min(cpu(cmd) for _ in range(runs))


def runs_for(seconds, runs):
    """More runs for quick inputs, whose times vary more."""
    return runs * 4 if seconds < 0.5 else runs


def instrument(source_ll, out):
    marked = out + ".marked.ll"
    with open(marked, "w") as f:
        subprocess.run([sys.executable, MARK, source_ll], stdout=f, check=True)
    subprocess.run([tools.OPT, "-passes=pseudo-probe", marked, "-o", out], check=True)
    os.remove(marked)


def count_blocks(bc):
    text = subprocess.run([os.path.join(tools.LLVM_BIN, "llvm-dis"), bc, "-o", "-"],
                          capture_output=True, check=True).stdout.decode("utf-8", "replace")
    return len(re.findall(r"call void @llvm\.pseudoprobe\(i64 -?\d+, i64 \d+, i32 0", text))


def measure(module, profile, runs):
    runs = runs_for(cpu([tools.OPT, "-disable-output", "-passes=no-op-module", module]), runs)
    parse = best([tools.OPT, "-disable-output", "-passes=no-op-module", module], runs)
    parse_plugin = best([tools.OPT, f"-load-pass-plugin={tools.PLUGIN}", "-disable-output",
                         "-passes=no-op-module", module], runs)
    llvm = best([tools.OPT, "-disable-output", "-passes=sample-profile",
                 f"-sample-profile-file={profile}", "-sample-profile-use-profi",
                 "-disable-sample-loader-inlining", module], runs)
    ours = best([tools.OPT, f"-load-pass-plugin={tools.PLUGIN}", "-disable-output",
                 f"-passes=freqpath-profi<profile={profile}>", module], runs)
    return max(llvm - parse, 1e-3), max(ours - parse_plugin, 1e-3)


def slope(points):
    xs = [math.log(x) for x, _ in points]
    ys = [math.log(y) for _, y in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / den if den else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("work", nargs="?")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--sizes", default="1000,2000,5000,10000,20000,50000")
    ap.add_argument("--programs", default="sqlite3,lua5.4")
    args = ap.parse_args()
    tools.ensure_plugin()
    work = args.work or tempfile.mkdtemp(prefix="profi-bench.")
    os.makedirs(work, exist_ok=True)
    rows, llvm_points, ours_points = [], [], []
    for n in [int(s) for s in args.sizes.split(",") if s]:
        raw, module, profile = (os.path.join(work, f"f{n}{ext}") for ext in (".raw.ll", ".bc", ".prof"))
        if not os.path.exists(profile):
            with open(raw, "w") as f:
                subprocess.run([sys.executable, GEN_IR, str(n)], stdout=f, check=True)
            instrument(raw, module)
            subprocess.run([sys.executable, GEN_PROFILE, module, "-o", profile, "--seed", "1",
                            "--walks", "40", "--max-steps", "1000000", "--mild-biases",
                            "--holes", "0.2", "--noise", "0.2"], check=True)
        blocks = count_blocks(module)
        llvm, ours = measure(module, profile, args.runs)
        rows.append((f"one function, {blocks} blocks", llvm, ours))
        llvm_points.append((blocks, llvm))
        ours_points.append((blocks, ours))
    for program in [p for p in args.programs.split(",") if p]:
        source = os.path.join(CORPUS, program, "O1.linked.bc")
        if not os.path.exists(source):
            print(f"profi-bench: {source} missing (scripts/corpus/build-c-corpus.sh); skipped")
            continue
        module, profile = (os.path.join(work, f"{program}{ext}") for ext in (".bc", ".prof"))
        if not os.path.exists(profile):
            text = os.path.join(work, f"{program}.raw.ll")
            subprocess.run([os.path.join(tools.LLVM_BIN, "llvm-dis"), source, "-o", text], check=True)
            instrument(text, module)
            subprocess.run([sys.executable, GEN_PROFILE, module, "-o", profile, "--seed", "1",
                            "--holes", "0.2", "--noise", "0.2"], check=True)
        llvm, ours = measure(module, profile, args.runs)
        rows.append((f"{program} (whole program, {count_blocks(module)} blocks)", llvm, ours))
    print(f"{'input':<44} {'opt-16 s':>9} {'freqpath s':>10} {'ratio':>6}")
    for label, llvm, ours in rows:
        print(f"{label:<44} {llvm:>9.3f} {ours:>10.3f} {ours / llvm:>6.2f}")
    if len(llvm_points) >= 2:
        print(f"log-log slope over function size: opt-16 {slope(llvm_points):.2f}, "
              f"freqpath {slope(ours_points):.2f}")
    print(f"inputs kept in {work}")


if __name__ == "__main__":
    main()
