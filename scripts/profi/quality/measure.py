#!/usr/bin/env python3
"""How close inferred block counts are to the truth.

    measure.py PROBED.ll MAP.tsv COUNTS PROFILE --rate R [NAME=ANNOTATED.ll ...]

The blocks measured are those of the functions the profile lists. For each estimate:
  * "samples": each block's own probe count from PROFILE (0 where the profile has none), the
    counts before any inference;
  * NAME: the block counts an annotated module implies (entry count, then branch weights,
    see irtext.block_counts), e.g. after opt-16's sample loader or freqpath-profi.
Estimates are in samples; dividing by the sampling rate R puts them in executions.
Printed per estimate:
  overlap  the measure of `llvm-profdata overlap`: sum over blocks of
           min(estimate / total estimate, truth / total truth) (1 = same distribution);
  error    the count-weighted mean relative error of the block counts:
           sum over blocks with truth t > 0 of (t / total truth) * |estimate / R - t| / t.
"""
import argparse
import os
import re
import sys

# scripts/irtext.py, the IR text reader the Python tools share.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import irtext  # noqa: E402

derive = __import__("derive-profile")


def profile_samples(path):
    """{function: {probe id: samples}} of a flat probe profile."""
    found, current = {}, None
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.startswith(" "):
                current = found.setdefault(line.rsplit(":", 2)[0], {})
                continue
            m = re.match(r"^ (\d+): (\d+)$", line)
            if m and current is not None:
                current[int(m.group(1))] = int(m.group(2))
    return found


def metrics(estimate, truth, rate):
    total_e = sum(estimate.values())
    total_t = sum(truth.values())
    overlap = 0.0
    error = 0.0
    for key, t in truth.items():
        e = estimate.get(key, 0)
        if total_e and total_t:
            overlap += min(e / total_e, t / total_t)
        if t > 0:
            error += abs(e / rate - t)
    return overlap, error / total_t if total_t else 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("module")
    ap.add_argument("map")
    ap.add_argument("counts")
    ap.add_argument("profile")
    ap.add_argument("--rate", type=float, required=True)
    ap.add_argument("annotated", nargs="*", metavar="NAME=FILE")
    a = ap.parse_intermixed_args()
    with open(a.module, encoding="utf-8", errors="surrogateescape") as f:
        module = irtext.parse(f.read())
    all_truth = derive.read_truth(a.map, a.counts)
    samples = profile_samples(a.profile)
    measured = [fn for fn in module if fn.name.strip('"') in samples]
    truth = {(fn.name, b): all_truth.get((fn.name, b), 0)
             for fn in measured for b in range(len(fn.blocks))}
    raw = {}
    for fn in measured:
        probes = samples[fn.name.strip('"')]
        for b, block in enumerate(fn.blocks):
            if block.probe is not None:
                raw[(fn.name, b)] = probes.get(block.probe[1], 0)
    results = [("samples", metrics(raw, truth, a.rate))]
    for item in a.annotated:
        name, path = item.split("=", 1)
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            annotated = {fn.name: fn for fn in irtext.parse(f.read())}
        estimate = {}
        for fn in measured:
            counts = irtext.block_counts(annotated[fn.name]) if fn.name in annotated else None
            for b in range(len(fn.blocks)):
                estimate[(fn.name, b)] = counts[b] if counts else 0
        results.append((name, metrics(estimate, truth, a.rate)))
    for name, (overlap, error) in results:
        print(f"{name}\toverlap={overlap:.4f}\terror={error:.4f}")


if __name__ == "__main__":
    main()
