#!/usr/bin/env python3
"""Does context the predictor does not see yet help on programs left out of the fit?

usage: research/accuracy/context_probe.py [--work DIR] [--docs | --bounds-only | --probes L,…]

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
            calls `realloc` (a buffer that grows), hold 8 blocks or more, or none;
  relational  the branches no compare feature describes: an ordered compare of two values
            gets a feature on the edge along which one is above the other, named by where
            both come from in a fixed order (`gt|arith>load`: a computed value exceeds a
            loaded one, as in a capacity check; `pgt|…` for pointers), and a condition that
            is a logical `and` / `or` of two (`select i1 a, b, false`, `and i1`…) gets
            `logic-and` / `logic-or` on its true edge;
  load-kind each compare of a loaded value with a constant split by the memory it is loaded
            from: a global variable (`int-zero|global`: option flags, counters), a struct
            field (constant indices), an array element (a variable index), a pointer itself
            loaded from memory, or other memory.

Then two bounds on what is left, neither a predictor (both read the measured counts):

  by step          the mean dynamic miss split by the step of the cascade (on the cycle
                   forest) that decided the branch, for LLVM 16, the predictor scored
                   leave-one-program-out and the perfect static predictor: where the
                   predictor's remaining distance lies;
  same operand     a program-internal oracle: two-way branches comparing the same struct
                   field, global variable or callee's result against the same constant,
                   each predicted by the measured direction of the *other* such branches
                   of its program. This bounds any scheme that spreads evidence between
                   branches testing one value (a direction learnt where an error path
                   shows it, carried to the value's other tests): it cannot do better than
                   knowing the other tests' real directions.

Writes docs/results/accuracy-context-probe.md with `--docs`.
"""
import argparse
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# The product's modules (build, measure, fit, features, llparse, programs) stay in scripts/accuracy.
sys.path.insert(1, os.path.join(os.path.dirname(os.path.dirname(HERE)), "scripts", "accuracy"))
REPO = os.path.dirname(os.path.dirname(HERE))

import experiments as ex  # noqa: E402
import fit  # noqa: E402
import llparse  # noqa: E402
import measure  # noqa: E402

LEVELS = ex.LEVELS
COMPARE_FEATURES = {"int-zero", "ptr-null", "int-eq-const", "narrow-eq-const", "field-eq-const",
                    "int-eq-value", "ptr-equal", "call-zero", "int-negative", "int-nonpositive",
                    "int-below-const", "uint-below-const", "bit-set"}
GROWERS = {"realloc", "reallocarray"}
ALLOCATORS = {"malloc", "calloc", "realloc", "reallocarray", "strdup", "strndup",
              "aligned_alloc", "posix_memalign"}
PROBES = [("shipped features", set()), ("origin", {"origin"}), ("cycle", {"cycle"}),
          ("cycle-all", {"cycle-all"}), ("region", {"region"}),
          ("origin + cycle + region", {"origin", "cycle", "region"}),
          ("relational", {"relational"}), ("load-kind", {"load-kind"})]

_VALUE = re.compile(r'(%[-\w$.]+|%"(?:[^"\\]|\\.)*") = (.*)')
_CALLEE = re.compile(r'\bcall [^@%]*@([-\w$.]+|"(?:[^"\\]|\\.)*")\(')
_INDIRECT = re.compile(r'\bcall [^@]*%[-\w$.]+\(')
_BR = re.compile(r'br i1 (%[-\w$.]+), ')
_ICMP = re.compile(r'icmp \w+ \S+ (\S+), (\S+)')
_ICMP_CONST = re.compile(r'icmp (\w+) \S+ (%\S+), (-?\d+|null|true|false)$')
_LOAD = re.compile(r'load (?:volatile )?(\S+), ptr (\S+?)(?:,|$)')
_FIELD = re.compile(r'getelementptr (?:inbounds )?(%\S+), ptr \S+, (.*)$')
_CAST_SOURCE = re.compile(r'(%[-\w$.]+) to')
_MASK = re.compile(r'and \S+ (%[-\w$.]+), (-?\d+)$')
_ORDERED = re.compile(r'icmp ([su][gl][te]) (\S+) (%\S+), (%\S+)$')
_LOGIC_AND = re.compile(r'select i1 \S+, i1 \S+, i1 false$|and i1 ')
_LOGIC_OR = re.compile(r'select i1 \S+, i1 true, i1 \S+$|or i1 ')


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
        m = _CAST_SOURCE.search(text)
        if m:
            return origin(f, m.group(1), depth + 1)
    if op in ("load", "call", "phi", "and"):
        return op
    return "arith"


def load_kind(f, value, depth=0):
    """The memory a compared value is loaded from (looking through casts and constant
    masks): `global`, `field` (a GEP with constant indices), `element` (a GEP with a variable
    index), `indirect` (an address itself loaded) or `memory`; None if not a load."""
    text = f.defs.get(value)
    if text is None or depth > 6:
        return None
    words = text.split()
    if words[0] in ("zext", "sext", "trunc"):
        m = _CAST_SOURCE.search(text)
        return load_kind(f, m.group(1), depth + 1) if m else None
    if words[0] == "and":
        m = _MASK.match(text)
        return load_kind(f, m.group(1), depth + 1) if m else None
    m = _LOAD.match(text)
    if words[0] != "load" or not m:
        return None
    address = m.group(2)
    if address.startswith("@"):
        return "global"
    defining = f.defs.get(address, "")
    g = _FIELD.match(defining)
    if g:
        indices = [x.split()[-1] for x in g.group(2).split(",")]
        return "field" if all(re.fullmatch(r"-?\d+", x) for x in indices[1:]) else "element"
    return "indirect" if defining.startswith("load ") else "memory"


def operand_key(f, value, depth=0):
    """What a compared value is, when the program may test it elsewhere too: a struct field
    (`F:type:indices:loaded type`), a global (`G:@name:loaded type`) or a callee's result
    (`C:@name`), looking through casts and constant masks (`…&mask`); None otherwise."""
    text = f.defs.get(value)
    if text is None or depth > 6:
        return None
    words = text.split()
    op = words[1] if words[0] in ("tail", "musttail", "notail") else words[0]
    if op in ("zext", "sext", "trunc"):
        m = _CAST_SOURCE.search(text)
        return operand_key(f, m.group(1), depth + 1) if m else None
    if op == "and":
        m = _MASK.match(text)
        inner = operand_key(f, m.group(1), depth + 1) if m else None
        return None if inner is None else f"{inner}&{m.group(2)}"
    if op == "call":
        m = _CALLEE.search(text)
        return f"C:@{llparse.unquote(m.group(1))}" if m else None
    if op != "load":
        return None
    m = _LOAD.match(text)
    if not m:
        return None
    loaded, address = m.groups()
    if address.startswith("@"):
        return f"G:{address}:{loaded}"
    g = _FIELD.match(f.defs.get(address, ""))
    if not g:
        return None
    indices = [x.split()[-1] for x in g.group(2).split(",")]
    if len(indices) < 2 or not all(re.fullmatch(r"-?\d+", x) for x in indices[1:]):
        return None
    return f"F:{g.group(1)}:{','.join(indices[1:])}:{loaded}"


def compare_key(f, block):
    """((operand key, predicate, constant), whether the predicate holds along the true
    edge) of the two-way branch ending `block` on a compare with a constant, or None."""
    m = _BR.match(f.term.get(block, ""))
    c = _ICMP_CONST.match(f.defs.get(m.group(1), "")) if m else None
    if not c:
        return None
    pred, value, constant = c.groups()
    key = operand_key(f, value)
    if key is None:
        return None
    # `ne` is `eq` with the edges swapped: both test one predicate.
    return (key, "eq" if pred in ("eq", "ne") else pred, constant), pred != "ne"


def relational_features(f, block):
    """Per successor of a two-way branch on an ordered compare of two values or on a
    logical and/or: the `relational` probe's features (see the docstring), else None."""
    m = _BR.match(f.term.get(block, ""))
    condition = f.defs.get(m.group(1), "") if m else ""
    if _LOGIC_AND.match(condition):
        return [["logic-and"], []]
    if _LOGIC_OR.match(condition):
        return [["logic-or"], []]
    c = _ORDERED.match(condition)
    if not c:
        return None
    pred, ty, a, b = c.groups()
    a = a.rstrip(",")
    above = 0 if pred[1] == "g" else 1  # the edge along which a is above b
    oa, ob = origin(f, a), origin(f, b)
    if oa > ob:
        oa, ob, above = ob, oa, 1 - above
    out = [[], []]
    out[above].append(f"{'p' if ty == 'ptr' else ''}gt|{oa}>{ob}")
    return out


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
    """(program, level, function, block) → (operand origin, on a cycle, region features,
    same-operand key, relational features, load kind)."""
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
                where, kind = "none", None
                m = _BR.match(f.term.get(b.block, ""))
                compare = f.defs.get(m.group(1), "") if m else ""
                ops = _ICMP.match(compare)
                if ops:
                    lhs, rhs = origin(f, ops.group(1)), origin(f, ops.group(2))
                    where = lhs if rhs == "const" else f"{lhs}~{rhs}"
                    if rhs == "const":
                        kind = load_kind(f, ops.group(1))
                regions = (region_features(f, b.block, growers, allocators)
                           if len(b.features) == 2 else None)
                relational = (relational_features(f, b.block)
                              if len(b.features) == 2 else None)
                out[(n, level, b.func, b.block)] = (where, b.block in cycles[b.func], regions,
                                                     compare_key(f, b.block), relational, kind)
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
        where, cyclic, regions, _, relational, kind = ctx
        self.features = []
        for i, edge in enumerate(br.features):
            extra = []
            for feat in edge:
                if "origin" in probes and feat in COMPARE_FEATURES:
                    extra.append(f"{feat}|{where}")
                if "load-kind" in probes and kind and feat in COMPARE_FEATURES:
                    extra.append(f"{feat}|{kind}")
                if cyclic and ("cycle-all" in probes
                               or ("cycle" in probes and feat in COMPARE_FEATURES)):
                    extra.append(f"{feat}|cycle")
            if "region" in probes and regions is not None:
                extra += regions[i]
            if "relational" in probes and relational is not None:
                extra += relational[i]
            self.features.append(list(edge) + extra)


def lopo(data, names, probes, ctx):
    aug = {k: [Augmented(b, ctx.get((k[0], k[1], b.func, b.block)), probes) for b in brs]
           for k, brs in data.items()}
    vocabulary = sorted({f for brs in aug.values() for b in brs if b.features
                         for e in b.features for f in e})
    domain = lambda b: ex.in_domain(b, "fill+zero")  # noqa: E731
    out, fitted = {}, {}
    for held in names:
        train = [aug[(n, l)] for n in names if n != held for l in LEVELS]
        rates = fit.fit(train, ex.SHIPPED_FIT, ex.SHIPPED_MIX, domain=domain,
                        vocabulary=vocabulary)
        fitted[held] = rates
        for level in LEVELS:
            out[(held, level)] = ex.score(aug[(held, level)],
                                          lambda br: held_out_prediction(br, rates))
    return out, len(vocabulary), fitted


def held_out_prediction(br, rates):
    """The shipped design's answer for `br` with `rates` fitted without its program."""
    if ex.in_domain(br, "fill+zero"):
        p = ex.predicted(br, rates)
        if p is not None:
            return p
    return ex.probs(br.preds.get("freqpath-branch-prob"))


def miss(p, br):
    nums = None if p is None else [round(x * 2 ** 31) for x in p]
    return measure.branch_scores(nums, br.counts)[0]


def step_of(br):
    """The step of LLVM 16's cascade that decided `br` (the printed decision names the
    predictor's own answer where LLVM's was uniform)."""
    if br.decision == "estimated":
        return "estimated (seeded)" if ex.seeded(br) else "estimated (loops)"
    return {"predicted": "uniform; features decide",
            "uniform": "uniform; no evidence either"}.get(br.decision, br.decision)


def bounds(data, names, ctx, fitted, midpoint):
    """The two bounds of the docstring, as markdown tables (points of the mean miss over
    all program/level pairs)."""
    keys = [(n, l) for n in names for l in LEVELS]
    steps = collections.defaultdict(lambda: [0.0] * 4)
    same = collections.defaultdict(lambda: [0.0] * 5)
    for n, level in keys:
        branches = data[(n, level)]
        total = sum(b.count for b in branches) * len(keys) / 100
        groups = collections.defaultdict(list)
        for b in branches:
            c = ctx.get((n, level, b.func, b.block))
            if c is not None and c[3] is not None:
                groups[c[3][0]].append((b, c[3][1]))
        covered = {}
        for members in groups.values():
            for b, true_holds in members:
                others = [(o, t) for o, t in members if o is not b]
                runs = sum(o.count for o, _ in others)
                if runs:
                    holds = sum(o.counts[0] if t else o.counts[1] for o, t in others) / runs
                    covered[id(b)] = [holds, 1 - holds] if true_holds else [1 - holds, holds]
        for b in branches:
            w = b.count / total
            llvm = miss(ex.probs(b.preds.get("llvm")), b) * w
            pred = miss(held_out_prediction(b, fitted[n]), b) * w
            perfect = miss(ex.probs(b.counts), b) * w
            s = steps[step_of(b)]
            s[0] += w
            s[1] += llvm
            s[2] += pred
            s[3] += perfect
            if id(b) in covered:
                where = "decided by features" if ex.in_domain(b, "fill+zero") \
                    else "kept from LLVM's cascade"
                r = same[where]
                r[0] += w
                r[1] += llvm
                r[2] += pred
                r[3] += miss(covered[id(b)], b) * w
                r[4] += perfect
    lines = ["By the step of the cascade (on the cycle forest, as the predictor's `<explain>` "
             "names it) that decides the branch; *share*: of all executions, the rest: points "
             "of the mean dynamic miss, LLVM 16's own answers on the same branches first:", "",
             "| step | share % | LLVM 16 | predictor (held out) | perfect |",
             "|---|---|---|---|---|"]
    for step, (w, llvm, pred, perfect) in sorted(steps.items(), key=lambda x: -x[1][0]):
        lines.append(f"| {step} | {w:.1f} | {llvm:.2f} | {pred:.2f} | {perfect:.2f} |")
    t = [sum(v[i] for v in steps.values()) for i in range(4)]
    lines.append(f"| all | {t[0]:.1f} | {t[1]:.2f} | {t[2]:.2f} | {t[3]:.2f} |")
    lines += ["", "Same operand, the program-internal oracle (branches with at least one other "
              "executed test of the same value and constant in their program):", "",
              "| branches | share % | LLVM 16 | predictor (held out) | oracle | perfect |",
              "|---|---|---|---|---|---|"]
    for where, (w, llvm, pred, oracle, perfect) in sorted(same.items()):
        lines.append(f"| {where} | {w:.2f} | {llvm:.2f} | {pred:.2f} | {oracle:.2f} | "
                     f"{perfect:.2f} |")
    gain = sum(v[2] - v[3] for v in same.values())
    needed = t[2] - 100 * sum(midpoint.values()) / len(midpoint)
    lines += ["", f"Knowing the real direction of every other test of the same value would "
              f"lower the mean miss by {gain:.2f} points; the predictor's mean is {needed:.2f} "
              f"points above the midpoints' mean."]
    return "\n".join(lines) + "\n"


DOC_HEAD = """# Context the predictor does not use: a leave-one-program-out probe

Generated by `research/accuracy/context_probe.py --docs` (do not edit by hand) from the data of
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
    ap.add_argument("--docs", action="store_true", help="write docs/results/accuracy-context-probe.md")
    ap.add_argument("--bounds-only", action="store_true",
                    help="score only the shipped features, then the bounds (no docs)")
    ap.add_argument("--probes", help="score the shipped features and only these rows "
                    "(comma-separated labels, e.g. load-kind; no docs)")
    args = ap.parse_args()
    if args.docs and (args.bounds_only or args.probes):
        ap.error("--docs writes every probe's row: leave out --bounds-only and --probes")
    rows = PROBES[:1] if args.bounds_only else PROBES
    if args.probes:
        wanted = args.probes.split(",")
        unknown = set(wanted) - {label for label, _ in PROBES}
        if unknown:
            ap.error(f"unknown probe {sorted(unknown)}; known: {[p for p, _ in PROBES]}")
        rows = PROBES[:1] + [row for row in PROBES[1:] if row[0] in wanted]
    names, data, truth = ex.load_measured(args.corpus, args.work)
    ctx = context(data, truth, names)
    keys = [(n, l) for n in names for l in LEVELS]
    llvm, _, midpoint = ex.baselines(data, keys)
    lines = ["| features | distinct features | meets both | miss < LLVM | MAE <= LLVM | mean miss |",
             "|---|---|---|---|---|---|"]
    shipped_rates = None
    for label, probes in rows:
        r, size, fitted = lopo(data, names, probes, ctx)
        if not probes:
            shipped_rates = fitted
        both, better, mae_ok, mean = ex.target_summary(r, keys, midpoint, llvm)
        lines.append(f"| {label} | {size} | {both}/{len(keys)} | {better}/{len(keys)} | "
                     f"{mae_ok}/{len(keys)} | {mean:.2f} |")
        print(lines[-1], flush=True)
    text = "\n".join(lines) + "\n\n## What is left, bounded\n\n" + \
        bounds(data, names, ctx, shipped_rates, midpoint)
    if args.docs:
        import datetime
        with open(os.path.join(REPO, "docs", "results", "accuracy-context-probe.md"), "w") as f:
            f.write(DOC_HEAD + text + f"\nGenerated {datetime.date.today().isoformat()}.\n")
    else:
        print(text)


if __name__ == "__main__":
    main()
