#!/usr/bin/env python3
"""Predictor designs compared leave-one-program-out on the accuracy corpus.

usage: scripts/accuracy/experiments.py [--work DIR] [--report OUT.md]

Reads what `scripts/accuracy/run` measured (its ground truth and the printers' output, rebuilt
when missing) and scores, for every program and level, predictors whose feature weights were
fitted on the *other* programs only. The predictions are computed here from the features the
predictor prints with `<explain>` (softmax of summed feature logits, as `predict::combine`
does), so many designs can be compared without a build per design:

  replace   features decide every branch that `!prof` or a seeded estimate (unreachable,
            noreturn, cold, unwind) does not: LLVM's loop, pointer, zero and floating-point
            answers are replaced by the fitted features (the predictor's first design);
  fill      LLVM 16's whole cascade decides first; features answer only where it leaves a
            branch uniform (the shipped design).

Each with the fit objectives of fit.py: `joint` (maximum likelihood) or `brier` (squared
error), and `mix` (1 = branches weighted by execution count, 0.5 = half by count, half one
per branch). Targets as in docs/accuracy.md: dynamic miss <= midpoint(LLVM, perfect) and
count-weighted MAE <= LLVM's.
"""
import argparse
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
REPO = os.path.dirname(os.path.dirname(HERE))

import build  # noqa: E402
import fit  # noqa: E402
import measure  # noqa: E402
import programs as programs_mod  # noqa: E402

LEVELS = ["O1", "O2"]
MIN_EVIDENCE = 0.05  # src/bpi/predict/mod.rs
DESIGNS = [("replace", "joint", 0.5), ("replace", "brier", 1.0), ("fill", "joint", 0.5),
           ("fill", "joint", 1.0), ("fill", "brier", 1.0)]


def probs(nums):
    if not nums or sum(nums) == 0:
        return None
    t = sum(nums)
    return [x / t for x in nums]


def seeded(br):
    """Decided by metadata or by an estimate that comes from a seed: kept by both designs."""
    return br.decision == "metadata" or (br.decision == "estimated" and " from " in (br.why or ""))


def in_domain(br, design):
    if br.features is None:
        return False
    if design == "fill":
        return br.decision in ("predicted", "uniform")
    return not seeded(br)


def predicted(br, rates):
    """Softmax of the summed feature logits; None (uniform) when their spread is below
    MIN_EVIDENCE, as in `predict::combine`."""
    s = []
    for feats in br.features:
        s.append(sum(math.log(r / (1 - r)) for f in feats
                     for r in [min(max(rates.get(f, 0.5), 0.002), 0.998)]))
    if max(s) - min(s) < MIN_EVIDENCE:
        return None
    m = max(s)
    e = [math.exp(x - m) for x in s]
    t = sum(e)
    p = [max(x / t, 2 ** -20) for x in e]
    t = sum(p)
    return [x / t for x in p]


def score(branches, pred):
    dyn = mae = total = 0.0
    for br in branches:
        p = pred(br)
        nums = None if p is None else [round(x * 2 ** 31) for x in p]
        miss, err = measure.branch_scores(nums, br.counts)
        dyn += miss * br.count
        mae += err * br.count
        total += br.count
    return dyn / total, mae / total


def lopo(data, names, design, method, mix):
    out = {}
    for held in names:
        train = [[b for b in data[(n, l)] if in_domain(b, design)]
                 for n in names if n != held for l in LEVELS]
        rates = fit.fit(train, method, mix)
        for level in LEVELS:
            def pred(br):
                if in_domain(br, design):
                    return predicted(br, rates)
                return probs(br.preds.get("freqpath-branch-prob-predict") if design == "fill"
                             else br.preds.get("freqpath-branch-prob"))
            out[(held, level)] = score(data[(held, level)], pred)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", default=f"{REPO}/corpus-cache/c")
    ap.add_argument("--work", default=f"{REPO}/corpus-cache/accuracy")
    ap.add_argument("--report", default=None)
    args = ap.parse_args()
    progs = programs_mod.programs(REPO)
    names = list(progs)
    data_dir = f"{args.work}/data"
    build.run([sys.executable, f"{HERE}/gen_data.py", data_dir])
    truth = {(n, l): build.ground_truth(n, progs[n], l, args.corpus, args.work, data_dir, REPO)
             for n in names for l in LEVELS}
    data = measure.collect(REPO, args.work, names, LEVELS, truth)
    keys = [(n, l) for n in names for l in LEVELS]
    llvm = {k: score(data[k], lambda b: probs(b.preds.get("llvm"))) for k in keys}
    best = {k: score(data[k], lambda b: probs(b.counts)) for k in keys}
    head = ["design", "fit", "mix", "meets both", "miss < LLVM", "MAE <= LLVM"]
    head += [f"{n} {l}" for n, l in keys]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    ref = ["LLVM 16", "", "", "", "", ""] + [
        f"{100 * llvm[k][0]:.1f} / {100 * llvm[k][1]:.1f}" for k in keys]
    mid = ["midpoint / LLVM MAE", "", "", "", "", ""] + [
        f"{50 * (llvm[k][0] + best[k][0]):.1f} / {100 * llvm[k][1]:.1f}" for k in keys]
    lines += ["| " + " | ".join(ref) + " |", "| " + " | ".join(mid) + " |"]
    for design, method, mix in DESIGNS:
        r = lopo(data, names, design, method, mix)
        both = sum(r[k][0] <= (llvm[k][0] + best[k][0]) / 2 and r[k][1] <= llvm[k][1]
                   for k in keys)
        better = sum(r[k][0] < llvm[k][0] for k in keys)
        mae_ok = sum(r[k][1] <= llvm[k][1] for k in keys)
        row = [design, method, str(mix), f"{both}/{len(keys)}", f"{better}/{len(keys)}",
               f"{mae_ok}/{len(keys)}"] + [f"{100 * r[k][0]:.1f} / {100 * r[k][1]:.1f}"
                                           for k in keys]
        lines.append("| " + " | ".join(row) + " |")
        print(lines[-1], flush=True)
    text = "\n".join(lines) + "\n"
    if args.report:
        with open(args.report, "w") as f:
            f.write(text)
    else:
        print(text)


if __name__ == "__main__":
    main()
