#!/usr/bin/env python3
"""A sample-like pseudo-probe profile from exact block counts, as a sampling profiler would
record it.

    derive-profile.py PROBED.ll MAP.tsv COUNTS -o OUT.prof [--rate R] [--holes H] [--seed S]
                      [--skid K]

Each block of PROBED.ll with its own pseudo probe executed t times gets a sample count drawn
from Poisson(R * t) (a fixed-period sampler sees each execution with probability R). A
fraction H of the probes is left out of the profile (code the profiler could not attribute:
those blocks are unknown to the loader; the function's total still counts their samples). With --skid K, a fraction K of each block's samples
is attributed to a random neighbouring block instead (sample skid). Head samples are drawn
the same way from the entry count. Functions without any sample are not written, as a real
profile would not list them.
"""
import argparse
import math
import os
import random
import sys

# scripts/irtext.py, the IR text reader the Python tools share.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import irtext  # noqa: E402


def read_truth(map_path, counts_path):
    """{(function, block index): executions}."""
    ids = {}
    with open(map_path, encoding="utf-8", errors="surrogateescape") as f:
        for line in f:
            i, fn, b = line.rstrip("\n").split("\t")
            ids[int(i)] = (fn, int(b))
    truth = {}
    with open(counts_path) as f:
        for line in f:
            i, c = line.split()
            key = ids[int(i)]
            truth[key] = truth.get(key, 0) + int(c)
    return truth


def poisson(rng, lam):
    if lam <= 0:
        return 0
    if lam > 50:
        return max(0, int(round(rng.gauss(lam, math.sqrt(lam)))))
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("module")
    ap.add_argument("map")
    ap.add_argument("counts")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--rate", type=float, default=1e-3)
    ap.add_argument("--holes", type=float, default=0.2)
    ap.add_argument("--skid", type=float, default=0.0)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with open(a.module, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    functions = irtext.parse(text)
    descriptors = irtext.probe_descriptors(text)
    truth = read_truth(a.map, a.counts)
    out = []
    for fn in functions:
        name = fn.name.strip('"')
        desc = descriptors.get(name)
        if desc is None:
            continue
        index = fn.index_of()
        samples = {}
        for b, block in enumerate(fn.blocks):
            if block.probe is None or block.probe[0] != desc[0]:
                continue
            drawn = poisson(rng, a.rate * truth.get((fn.name, b), 0))
            if a.skid and drawn:
                moved = sum(1 for _ in range(drawn) if rng.random() < a.skid) if drawn < 1000 \
                    else int(drawn * a.skid)
                targets = [index[s] for s in block.succs if s in index]
                if targets and moved:
                    t = rng.choice(targets)
                    tp = fn.blocks[t].probe
                    if tp is not None and tp[0] == desc[0]:
                        drawn -= moved
                        samples[tp[1]] = samples.get(tp[1], 0) + moved
            samples[block.probe[1]] = samples.get(block.probe[1], 0) + drawn
        if not any(samples.values()):
            continue
        kept = {p: c for p, c in samples.items() if rng.random() >= a.holes}
        head = poisson(rng, a.rate * truth.get((fn.name, 0), 0))
        # The total counts every sample in the function, attributed to a probe or not.
        total = sum(samples.values())
        out.append(f"{name}:{total}:{head}")
        out += [f" {p}: {c}" for p, c in sorted(kept.items())]
        out.append(f" !CFGChecksum: {desc[1]}")
    with open(a.output, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
