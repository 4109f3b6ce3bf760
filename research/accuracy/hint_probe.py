#!/usr/bin/env python3
"""Do a program's own `__builtin_expect` hints say how its other branches go?

usage: research/accuracy/hint_probe.py [--work DIR] [--l2 X,…]

A probe, not a design the plugin ships. Twelve of the corpus programs mark some branches
with `__builtin_expect` (LIKELY/UNLIKELY macros), which clang turns into `branch_weights`
that LLVM 16's cascade, and the predictor, take as they stand. Those marks are labels the
program carries itself, with no profile: per program and level, this script fits an offset to
each pooled feature log-odds (the shipped fit, leave-one-program-out) so that the features
explain the program's own hinted branches (every hinted branch in the module, executed or
not: the predictor's printed features and the metadata's probabilities, weighing one each),
with an L2 pull of strength X back to the pooled value, and scores the program's fill+zero
domain with the shifted rates as experiments.py scores its designs. A program with fewer
than MIN_HINTS hinted branches keeps the pooled rates. Prints the summary row per strength
and the programs' miss before and after.
"""
import argparse
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# The product's modules (build, measure, fit, features, llparse, programs) stay in scripts/accuracy.
sys.path.insert(1, os.path.join(os.path.dirname(os.path.dirname(HERE)), "scripts", "accuracy"))
REPO = os.path.dirname(os.path.dirname(HERE))

import context_probe  # noqa: E402
import experiments as ex  # noqa: E402
import fit  # noqa: E402
import llparse  # noqa: E402

LEVELS = ex.LEVELS
MIN_HINTS = 20
PREDICTOR = "freqpath-branch-prob-predict"


def hinted_branches(printed):
    """(per destination: feature names, per destination: the metadata's probability) for
    every branch the predictor's `<explain>` output says `!prof` decided."""
    rows = []
    for blocks in printed.get(PREDICTOR, {}).values():
        for lines in blocks.values():
            if not lines or not (lines[0][2] or "").strip().startswith("metadata"):
                continue
            per, feats = {}, {}
            for dest, num, why in lines:
                per[dest] = per.get(dest, 0) + num
                _, _, rest = (why or "").partition("; features:")
                feats.setdefault(dest, set()).update(
                    x.split("=")[0] for x in rest.split() if x != "none")
            total = sum(per.values())
            if len(per) >= 2 and total > 0:
                rows.append(([sorted(feats[d]) for d in per], [per[d] / total for d in per]))
    return rows


def adapt(rates, rows, l2, iters=400, lr=0.05):
    """`rates` with each log-odds shifted to fit `rows` (maximum likelihood, one weight per
    branch, Adam), pulled back by `l2`."""
    import numpy as np
    feats = sorted({f for fs, _ in rows for e in fs for f in e if f in rates})
    if not feats:
        return rates
    base = np.array([ex.logit(rates[f]) for f in feats])
    mats = [(np.array([[1.0 if f in e else 0.0 for f in feats] for e in fs]), np.array(p))
            for fs, p in rows]
    shift, m1, m2 = np.zeros(len(feats)), np.zeros(len(feats)), np.zeros(len(feats))
    for t in range(1, iters + 1):
        theta = base + shift
        grad = np.zeros(len(feats))
        for x, p in mats:
            s = x @ theta
            e = np.exp(s - s.max())
            grad += x.T @ (p - e / e.sum())
        grad = grad / len(mats) - 2 * l2 * shift
        m1 = 0.9 * m1 + 0.1 * grad
        m2 = 0.999 * m2 + 0.001 * grad ** 2
        shift += lr * (m1 / (1 - 0.9 ** t)) / (np.sqrt(m2 / (1 - 0.999 ** t)) + 1e-9)
    out = dict(rates)
    for i, f in enumerate(feats):
        out[f] = 1 / (1 + math.exp(-(base[i] + shift[i])))
    return out


def scored(branches, rates):
    return ex.score(branches, lambda br: context_probe.held_out_prediction(br, rates))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", default=f"{REPO}/corpus-cache/c")
    ap.add_argument("--work", default=f"{REPO}/corpus-cache/accuracy")
    ap.add_argument("--l2", default="0.01,0.1,1,10",
                    help="pull strengths back to the pooled log-odds (comma-separated)")
    args = ap.parse_args()
    strengths = [float(x) for x in args.l2.split(",")]
    names, data, truth = ex.load_measured(args.corpus, args.work)
    keys = [(n, l) for n in names for l in LEVELS]
    hints = {}
    for k in keys:
        with open(os.path.join(os.path.dirname(truth[k][0]), "printed.txt")) as f:
            hints[k] = hinted_branches(llparse.printed(f.read()))
    llvm, _, midpoint = ex.baselines(data, keys)
    domain = lambda b: ex.in_domain(b, "fill+zero")  # noqa: E731
    pooled = {h: fit.fit([data[(n, l)] for n in names if n != h for l in LEVELS],
                         ex.SHIPPED_FIT, ex.SHIPPED_MIX, domain=domain) for h in names}
    plain = {k: scored(data[k], pooled[k[0]]) for k in keys}
    adapted = [k for k in keys if len(hints[k]) >= MIN_HINTS]
    print(f"pairs with at least {MIN_HINTS} hinted branches: {len(adapted)} "
          f"({', '.join(f'{n} {l} ({len(hints[(n, l)])})' for n, l in adapted)})")
    both, better, mae_ok, mean = ex.target_summary(plain, keys, midpoint, llvm)
    print(f"| pooled rates (shipped fit) | {both}/70 | {better}/70 | {mae_ok}/70 | {mean:.2f} |")
    for l2 in strengths:
        r = dict(plain)
        for k in adapted:
            r[k] = scored(data[k], adapt(pooled[k[0]], hints[k], l2))
        both, better, mae_ok, mean = ex.target_summary(r, keys, midpoint, llvm)
        print(f"| shifted by own hints, L2 {l2:g} | {both}/70 | {better}/70 | {mae_ok}/70 | "
              f"{mean:.2f} |")
        print("   " + "; ".join(f"{n} {l} {100 * plain[(n, l)][0]:.1f}→{100 * r[(n, l)][0]:.1f}"
                                for n, l in adapted), flush=True)


if __name__ == "__main__":
    main()
