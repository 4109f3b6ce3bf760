#!/usr/bin/env python3
"""Does context the predictor does not see yet help on programs left out of the fit?

usage: scripts/accuracy/context_probe.py [--work DIR] [--docs]

A probe, not a design the plugin ships: it reads the same data as experiments.py (the
features `print<freqpath-branch-prob-predict>` prints with `<explain>`, per branch of every
program and level), adds features computed here from the un-annotated IR, and scores the
shipped fit (fill+zero, joint, mix 0.5, pooled) leave-one-program-out with and without them:

  origin    each compare feature split by where its operands come from (a load, a parameter,
            a call, a phi, an `and`, other arithmetic): `int-zero|param`, `ptr-null|call`…
            Fitted on one program at a time, several such splits have a direction most
            programs share (a call's pointer result is rarely null, `x + c == 0` is rare);
  cycle     each compare feature (or, `cycle-all`, every feature) split by whether the
            branch lies on a cycle of the CFG;
  region    properties of the blocks only one edge reaches (without passing the branch
            again): they call a function, an allocator, a function that (transitively)
            calls `realloc` (a buffer that grows), hold 8 blocks or more, or none.

Writes docs/accuracy-context-probe.md with `--docs`.
"""
import argparse
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
REPO = os.path.dirname(os.path.dirname(HERE))

import experiments as ex  # noqa: E402
import fit  # noqa: E402
import llparse  # noqa: E402

LEVELS = ex.LEVELS
COMPARE_FEATURES = {"int-zero", "ptr-null", "int-eq-const", "narrow-eq-const", "field-eq-const",
                    "int-eq-value", "ptr-equal", "call-zero", "int-negative", "int-nonpositive",
                    "int-below-const", "uint-below-const", "bit-set"}
GROWERS = {"realloc", "reallocarray"}
ALLOCATORS = {"malloc", "calloc", "realloc", "reallocarray", "strdup", "strndup",
              "aligned_alloc", "posix_memalign"}
PROBES = [("shipped features", set()), ("origin", {"origin"}), ("cycle", {"cycle"}),
          ("cycle-all", {"cycle-all"}), ("region", {"region"}),
          ("origin + cycle + region", {"origin", "cycle", "region"})]

_VALUE = re.compile(r'(%[-\w$.]+|%"(?:[^"\\]|\\.)*") = (.*)')
_CALLEE = re.compile(r'\bcall [^@%]*@([-\w$.]+|"(?:[^"\\]|\\.)*")\(')
_INDIRECT = re.compile(r'\bcall [^@]*%[-\w$.]+\(')
_BR = re.compile(r'br i1 (%[-\w$.]+), ')
_ICMP = re.compile(r'icmp \w+ \S+ (\S+), (\S+)')


class Function:
    """What the probe reads of one function: value definitions, successors, callees."""

    def __init__(self):
        self.defs = {}
        self.succ = collections.defaultdict(list)
        self.calls = collections.defaultdict(set)
        self.term = {}


def parse_module(path):
    funcs, f, block = {}, None, None
    with open(path) as text:
        for line in text:
            if f is None:
                m = llparse.DEFINE.match(line)
                if m:
                    f = funcs.setdefault(llparse.unquote(m.group(1)), Function())
                    block = "entry"
                continue
            if line.startswith("}"):
                f = None
                continue
            m = llparse.LABEL.match(line)
            if m:
                block = llparse.unquote(m.group(1))
                continue
            s = line.strip()
            m = _VALUE.match(s)
            if m:
                f.defs[m.group(1)] = m.group(2)
            for callee in _CALLEE.findall(s):
                f.calls[block].add(llparse.unquote(callee))
            if _INDIRECT.search(s):
                f.calls[block].add("<indirect>")
            # Terminators and the case lines of a switch name their successors.
            if s.startswith(("br ", "switch ", "indirectbr ", "i", "]")) and "label %" in s:
                f.succ[block] += [llparse.unquote(t) for t in llparse.LABEL_REF.findall(s)]
            if s.startswith("br "):
                f.term[block] = s
    return funcs


def callers_closure(funcs, seeds, depth=3):
    """`seeds` and the module's functions that call one of them, `depth` calls deep."""
    found = set(seeds)
    for _ in range(depth):
        more = {name for name, f in funcs.items()
                if any(c in found for cs in f.calls.values() for c in cs)}
        if more <= found:
            break
        found |= more
    return found


def on_cycles(f):
    """Blocks on a cycle (Tarjan's strongly connected components, iteratively)."""
    index, low, stack, on_stack, result = {}, {}, [], set(), set()
    counter = 0
    for root in list(f.succ):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack.add(v)
            succ = f.succ.get(v, [])
            if i < len(succ):
                work.append((v, i + 1))
                w = succ[i]
                if w not in index:
                    work.append((w, 0))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in succ:
                    result.update(comp)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return result


def origin(f, value, depth=0):
    """Where a compared value comes from, looking through casts."""
    if not value.startswith("%"):
        return "const"
    text = f.defs.get(value)
    if text is None:
        return "param"
    words = text.split()
    op = words[1] if words[0] in ("tail", "musttail", "notail") else words[0]
    if op in ("zext", "sext", "trunc") and depth < 3:
        m = re.search(r'(%[-\w$.]+) to', text)
        if m:
            return origin(f, m.group(1), depth + 1)
    if op in ("load", "call", "phi", "and"):
        return op
    return "arith"


def reach(f, start, barrier):
    seen, todo = set(), [start]
    while todo:
        v = todo.pop()
        if v not in seen and v != barrier:
            seen.add(v)
            todo.extend(f.succ.get(v, ()))
    return seen


def region_features(f, block, growers, allocators):
    """Per successor of a two-way branch: the region only it reaches, described."""
    succ = f.succ.get(block, [])
    if len(succ) != 2:
        return None
    reached = [reach(f, s, block) for s in succ]
    out = []
    for i in (0, 1):
        only = reached[i] - reached[1 - i]
        calls = set().union(*(f.calls.get(b, set()) for b in only)) if only else set()
        feats = []
        if calls:
            feats.append("region-call")
        if calls & allocators:
            feats.append("region-alloc")
        if calls & growers:
            feats.append("region-grow")
        if len(only) >= 8:
            feats.append("region-large")
        if not only:
            feats.append("region-empty")
        out.append(feats)
    return out


def context(data, truth, names):
    """(program, level, function, block) → (operand origin, on a cycle, region features)."""
    out = {}
    for n in names:
        for level in LEVELS:
            funcs = parse_module(os.path.join(os.path.dirname(truth[(n, level)][0]), "base.ll"))
            growers = callers_closure(funcs, GROWERS)
            allocators = callers_closure(funcs, ALLOCATORS, depth=1)
            cycles = {}
            for b in data[(n, level)]:
                f = funcs.get(b.func)
                if f is None or b.features is None:
                    continue
                if b.func not in cycles:
                    cycles[b.func] = on_cycles(f)
                where = "none"
                m = _BR.match(f.term.get(b.block, ""))
                compare = f.defs.get(m.group(1), "") if m else ""
                ops = _ICMP.match(compare)
                if ops:
                    lhs, rhs = origin(f, ops.group(1)), origin(f, ops.group(2))
                    where = lhs if rhs == "const" else f"{lhs}~{rhs}"
                regions = (region_features(f, b.block, growers, allocators)
                           if len(b.features) == 2 else None)
                out[(n, level, b.func, b.block)] = (where, b.block in cycles[b.func], regions)
    return out


class Augmented:
    """A branch with the probe's features added to its edges."""
    __slots__ = ("count", "counts", "decision", "why", "preds", "features")

    def __init__(self, br, ctx, probes):
        self.count, self.counts, self.decision = br.count, br.counts, br.decision
        self.why, self.preds = br.why, br.preds
        if br.features is None or ctx is None:
            self.features = br.features
            return
        where, cyclic, regions = ctx
        self.features = []
        for i, edge in enumerate(br.features):
            extra = []
            for feat in edge:
                if "origin" in probes and feat in COMPARE_FEATURES:
                    extra.append(f"{feat}|{where}")
                if cyclic and ("cycle-all" in probes
                               or ("cycle" in probes and feat in COMPARE_FEATURES)):
                    extra.append(f"{feat}|cycle")
            if "region" in probes and regions is not None:
                extra += regions[i]
            self.features.append(list(edge) + extra)


def lopo(data, names, probes, ctx):
    aug = {k: [Augmented(b, ctx.get((k[0], k[1], b.func, b.block)), probes) for b in brs]
           for k, brs in data.items()}
    vocabulary = sorted({f for brs in aug.values() for b in brs if b.features
                         for e in b.features for f in e})
    domain = lambda b: ex.in_domain(b, "fill+zero")  # noqa: E731
    out = {}
    for held in names:
        train = [aug[(n, l)] for n in names if n != held for l in LEVELS]
        rates = fit.fit(train, ex.SHIPPED_FIT, ex.SHIPPED_MIX, domain=domain,
                        vocabulary=vocabulary)
        for level in LEVELS:
            def pred(br):
                if domain(br):
                    p = ex.predicted(br, rates)
                    if p is not None:
                        return p
                return ex.probs(br.preds.get("freqpath-branch-prob"))
            out[(held, level)] = ex.score(aug[(held, level)], pred)
    return out, len(vocabulary)


DOC_HEAD = """# Context the predictor does not use: a leave-one-program-out probe

Generated by `scripts/accuracy/context_probe.py --docs` (do not edit by hand) from the data of
`scripts/accuracy/run`. Each row adds features computed from the un-annotated IR to the ones
the predictor prints and scores the shipped fit (fill+zero, maximum likelihood, mix 0.5,
pooled) leave-one-program-out, as experiments.py does; the script's docstring defines the
features. None is built into the plugin: a row would have to beat the first on programs it
was not fitted on first.

"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", default=f"{REPO}/corpus-cache/c")
    ap.add_argument("--work", default=f"{REPO}/corpus-cache/accuracy")
    ap.add_argument("--docs", action="store_true", help="write docs/accuracy-context-probe.md")
    args = ap.parse_args()
    names, data, truth = ex.load_measured(args.corpus, args.work)
    ctx = context(data, truth, names)
    keys = [(n, l) for n in names for l in LEVELS]
    llvm = {k: ex.score(data[k], lambda b: ex.probs(b.preds.get("llvm"))) for k in keys}
    best = {k: ex.score(data[k], lambda b: ex.probs(b.counts)) for k in keys}
    midpoint = {k: (llvm[k][0] + best[k][0]) / 2 for k in keys}
    lines = ["| features | distinct features | meets both | miss < LLVM | MAE <= LLVM | mean miss |",
             "|---|---|---|---|---|---|"]
    for label, probes in PROBES:
        r, size = lopo(data, names, probes, ctx)
        both = sum(r[k][0] <= midpoint[k] and r[k][1] <= llvm[k][1] for k in keys)
        better = sum(r[k][0] < llvm[k][0] for k in keys)
        mae_ok = sum(r[k][1] <= llvm[k][1] for k in keys)
        mean = 100 * sum(r[k][0] for k in keys) / len(keys)
        lines.append(f"| {label} | {size} | {both}/{len(keys)} | {better}/{len(keys)} | "
                     f"{mae_ok}/{len(keys)} | {mean:.2f} |")
        print(lines[-1], flush=True)
    text = "\n".join(lines) + "\n"
    if args.docs:
        import datetime
        with open(os.path.join(REPO, "docs", "accuracy-context-probe.md"), "w") as f:
            f.write(DOC_HEAD + text + f"\nGenerated {datetime.date.today().isoformat()}.\n")
    else:
        print(text)


if __name__ == "__main__":
    main()
