"""Scores static branch predictors against measured branch weights (scripts/accuracy/run).

A *branch* is a block with two or more distinct successors that ran at least once in the
workload. For a branch that ran N times, with measured probability m(d) of going to
destination d and predicted probability p(d):

  miss      1 - mean of m(d) over the destinations p ranks highest (ties averaged): the
            share of its executions that did not go where the predictor said;
  error     1/2 * sum over d of |p(d) - m(d)| (equals |p - m| on a two-way branch).

Dynamic miss rate and mean absolute error (MAE) weigh each branch by N; the static miss rate
weighs every executed branch once. Baselines: *perfect* predicts each branch's measured
majority (the best any static predictor can do), *uniform* calls every successor equally
likely.
"""
import os
import subprocess
import sys

import llparse

# How the shipped table and the leave-one-program-out tables are fitted (fit.py): least
# squared probability error, branches weighted by execution count (each program weighing 1),
# all training programs pooled (fit_pooled).
# scripts/accuracy/experiments.py compares the alternatives.
DEFAULT_FIT = "brier"
DEFAULT_MIX = "1.0"

PRINTERS = ("llvm", "freqpath-branch-prob", "freqpath-branch-prob-predict")


def log(msg):
    print(f"[accuracy] {msg}", file=sys.stderr, flush=True)


def opt_cmd():
    b = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
    return f"{b}/opt"


def plugin(repo):
    return os.environ.get("FREQPATH_PLUGIN", f"{repo}/target/release/libfreqpath.so")


def run_printers(repo, base, out, passes):
    """Runs the printers on base.bc once; cached in `out` while newer than base and plugin."""
    p = plugin(repo)
    if os.path.exists(out) and os.path.getmtime(out) >= max(os.path.getmtime(base),
                                                            os.path.getmtime(p)):
        with open(out) as f:
            return f.read()
    r = subprocess.run([opt_cmd(), f"-load-pass-plugin={p}", f"-passes={passes}",
                        "-disable-output", base], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"error: freqpath: accuracy: opt failed on {base}:\n{r.stderr[-2000:]}")
    with open(out + ".tmp", "w") as f:
        f.write(r.stderr)
    os.replace(out + ".tmp", out)
    return r.stderr


def disassemble(bc, ll):
    if os.path.exists(ll) and os.path.getmtime(ll) >= os.path.getmtime(bc):
        return
    b = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
    subprocess.run([f"{b}/llvm-dis", bc, "-o", ll], check=True)


class Branch:
    """One executed branch: measured counts per destination, predictions per printer."""
    __slots__ = ("func", "block", "dests", "counts", "count", "preds", "features", "decision",
                 "why")

    def __init__(self, func, block, dests, counts):
        self.func, self.block, self.dests, self.counts = func, block, dests, counts
        self.count = sum(counts)
        self.preds = {}
        self.features = None  # per destination: list of feature names (predict printer)
        self.decision = None
        self.why = None  # the predictor's reasons for its decision, edge by edge


SCALED = 2**31 - 1  # pgo-instr-use divides weights when a count reaches 2^32 - 1


def load_branches(base_ll, use_ll):
    """Executed branches of base.ll with their measured counts from use.ll (same blocks and
    successor order; pgo-instr-use only splits edges, which keeps successor indices)."""
    with open(base_ll) as f:
        base = llparse.branches(f.read())
    with open(use_ll) as f:
        use = llparse.branches(f.read())
    out, scaled = [], 0
    for func, blocks in base.items():
        ublocks = use.get(func, {})
        for block, (succs, base_w) in blocks.items():
            if len(set(succs)) < 2 or block not in ublocks:
                continue
            usuccs, w = ublocks[block]
            if w is None or len(usuccs) != len(succs) or sum(w) == 0:
                continue
            if w == base_w:
                # pgo-instr-use leaves blocks that never ran alone: these are the module's
                # own weights (__builtin_expect), not a measurement.
                continue
            if max(w) >= SCALED:
                scaled += 1
            dests, counts = [], []
            for s, c in zip(succs, w):
                if s in dests:
                    counts[dests.index(s)] += c
                else:
                    dests.append(s)
                    counts.append(c)
            out.append(Branch(func, block, dests, counts))
    return out, scaled


def attach(branches, printed):
    """Per-destination predicted numerators (the printers already sum duplicate edges)."""
    missing = 0
    for br in branches:
        for name in PRINTERS:
            lines = printed.get(name, {}).get(br.func, {}).get(br.block)
            if not lines:
                missing += 1
                br.preds[name] = None
                continue
            per = {}
            feats = {}
            for dest, num, why in lines:
                per.setdefault(dest, num)
                if name == "freqpath-branch-prob-predict" and why:
                    decision, _, rest = why.partition("; features:")
                    feats.setdefault(dest, []).extend(
                        x.split("=")[0] for x in rest.split() if x != "none")
                    # "predicted over zero heuristic: ..." names the cascade step the
                    # features replaced; analyses group branches by that step.
                    step = decision.split(":")[0].strip()
                    br.decision = step.removeprefix("predicted over ")
                    br.why = (br.why + " | " if br.why else "") + decision.strip()
            br.preds[name] = [per.get(d, 0) for d in br.dests]
            if name == "freqpath-branch-prob-predict":
                # A feature on several edges to one block counts once (`predict::combine`
                # weighs destinations, not edges).
                br.features = [sorted(set(feats.get(d, []))) for d in br.dests]
    return missing


def branch_scores(pred, counts):
    """(miss, error) of one branch for predicted numerators `pred` (None: uniform)."""
    n = sum(counts)
    k = len(counts)
    meas = [c / n for c in counts]
    if pred is None or sum(pred) == 0:
        pred = [1] * k
    total = sum(pred)
    p = [x / total for x in pred]
    top = max(pred)
    ties = [i for i in range(k) if top - pred[i] <= 1]
    miss = 1 - sum(meas[i] for i in ties) / len(ties)
    err = 0.5 * sum(abs(p[i] - meas[i]) for i in range(k))
    return miss, err


def score(branches, pred_of):
    """Dynamic miss, static miss, MAE for predictions `pred_of(branch)`."""
    dyn = stat = mae = 0.0
    total = 0
    for br in branches:
        miss, err = branch_scores(pred_of(br), br.counts)
        dyn += miss * br.count
        mae += err * br.count
        stat += miss
        total += br.count
    n = len(branches)
    return {"dyn": dyn / total if total else 0.0, "static": stat / n if n else 0.0,
            "mae": mae / total if total else 0.0}


def perfect(br):
    return list(br.counts)


def uniform(_br):
    return None


def uniform_share(branches, name):
    """Share of dynamic branch executions the printer calls all-equal."""
    tot = sum(b.count for b in branches)
    u = 0
    for b in branches:
        p = b.preds.get(name)
        if p is None or max(p) - min(p) <= 1:
            u += b.count
    return u / tot if tot else 0.0


def collect(repo, work, names, levels, truth):
    """Branches with measured counts and every printer's prediction, per (program, level)."""
    passes = "print<branch-prob>,print<freqpath-branch-prob>," \
             "print<freqpath-branch-prob-predict<explain>>"
    data = {}
    for n in names:
        for level in levels:
            base, use = truth[(n, level)]
            d = os.path.dirname(base)
            disassemble(base, f"{d}/base.ll")
            text = run_printers(repo, base, f"{d}/printed.txt", passes)
            branches, scaled = load_branches(f"{d}/base.ll", use)
            missing = attach(branches, llparse.printed(text))
            if missing:
                log(f"{n} {level}: {missing} branch predictions not found in printer output")
            if scaled:
                log(f"{n} {level}: {scaled} branches with scaled weights (counts >= 2^31)")
            data[(n, level)] = branches
    return data


def lopo(repo, work, names, levels, data, truth, method, mix):
    """Scores each program with a table fitted on the other programs only."""
    import fit
    out = {}
    for held in names:
        train = [[data[(n, l)] for l in levels] for n in names if n != held]
        rates = fit.fit_pooled(train, method, mix)
        table = f"{work}/lopo-{held}.rates"
        fit.write_table(rates, table, f" (fitted without {held})")
        for level in levels:
            base, _ = truth[(held, level)]
            d = os.path.dirname(base)
            text = run_lopo_printer(repo, base, table, f"{d}/printed-lopo.txt")
            printed = llparse.printed(text).get("freqpath-branch-prob-predict", {})
            preds = {}
            for br in data[(held, level)]:
                lines = printed.get(br.func, {}).get(br.block)
                if lines:
                    per = {}
                    for dest, num, _ in lines:
                        per.setdefault(dest, num)
                    preds[id(br)] = [per.get(x, 0) for x in br.dests]
                else:
                    preds[id(br)] = None
            out[(held, level)] = preds
    return out


def run_lopo_printer(repo, base, table, out):
    r = subprocess.run([opt_cmd(), f"-load-pass-plugin={plugin(repo)}",
                        f"-passes=print<freqpath-branch-prob-predict<rates={table}>>",
                        "-disable-output", base], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"error: freqpath: accuracy: opt failed on {base}:\n{r.stderr[-2000:]}")
    return r.stderr


def pct(x):
    return f"{100 * x:.1f}"


def main(args, names, levels, truth, repo):
    data = collect(repo, args.work, names, levels, truth)
    method = os.environ.get("ACCURACY_FIT", DEFAULT_FIT)
    mix = float(os.environ.get("ACCURACY_MIX", DEFAULT_MIX))
    lopo_preds = None
    if not args.no_lopo and len(names) > 1:
        lopo_preds = lopo(repo, args.work, names, levels, data, truth, method, mix)
    rows = []
    for n in names:
        for level in levels:
            bs = data[(n, level)]
            r = {"program": n, "level": level, "branches": len(bs),
                 "executions": sum(b.count for b in bs)}
            for key, name in (("llvm", "llvm"), ("cycles", "freqpath-branch-prob"),
                              ("predict", "freqpath-branch-prob-predict")):
                r[key] = score(bs, lambda b, name=name: b.preds.get(name))
            if lopo_preds is not None:
                lp = lopo_preds[(n, level)]
                r["lopo"] = score(bs, lambda b: lp.get(id(b)))
            r["perfect"] = score(bs, perfect)
            r["uniform"] = score(bs, uniform)
            r["llvm_uniform_share"] = uniform_share(bs, "llvm")
            rows.append(r)
    report(rows, args, lopo_preds is not None)
    if args.fit_table:
        import fit
        rates = fit.fit_pooled([[data[(n, l)] for l in levels] for n in names], method, mix)
        with open(args.fit_table, "w") as f:
            f.write(fit.rust_table(rates, f"fitted ({method}, mix {mix}, pooled) on "
                                   f"{', '.join(names)} at {', '.join(levels)}") + "\n")
        log(f"table written to {args.fit_table}")
    return rows


def report(rows, args, with_lopo):
    pred_cols = ["llvm", "cycles", "predict"] + (["lopo"] if with_lopo else [])
    head = ["program", "level", "branches", "executions"]
    head += [f"miss {c}" for c in pred_cols] + ["miss perfect", "miss uniform", "midpoint"]
    head += [f"MAE {c}" for c in pred_cols] + ["MAE uniform"]
    head += [f"static {c}" for c in ("llvm", "predict", "perfect")] + ["LLVM uniform share"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    verdict = []
    for r in rows:
        mid = (r["llvm"]["dyn"] + r["perfect"]["dyn"]) / 2
        cells = [r["program"], r["level"], str(r["branches"]), f"{r['executions'] / 1e6:.1f} M"]
        cells += [pct(r[c]["dyn"]) for c in pred_cols]
        cells += [pct(r["perfect"]["dyn"]), pct(r["uniform"]["dyn"]), pct(mid)]
        cells += [pct(r[c]["mae"]) for c in pred_cols] + [pct(r["uniform"]["mae"])]
        cells += [pct(r[c]["static"]) for c in ("llvm", "predict", "perfect")]
        cells += [pct(r["llvm_uniform_share"])]
        lines.append("| " + " | ".join(cells) + " |")
        judged = "lopo" if with_lopo else "predict"
        ok_miss = r[judged]["dyn"] <= mid
        ok_mae = r[judged]["mae"] <= r["llvm"]["mae"]
        verdict.append(f"{r['program']} {r['level']}: {judged} miss {pct(r[judged]['dyn'])} "
                       f"<= midpoint {pct(mid)}: {'yes' if ok_miss else 'NO'}; MAE "
                       f"{pct(r[judged]['mae'])} <= LLVM {pct(r['llvm']['mae'])}: "
                       f"{'yes' if ok_mae else 'NO'}")
    text = "\n".join(lines) + "\n\n" + "\n".join(verdict) + "\n"
    print(text)
    if args.report:
        with open(args.report, "w") as f:
            f.write(text)
    if args.plot:
        plot(rows, pred_cols, args.plot)
    if getattr(args, "docs", None):
        write_docs(rows, pred_cols, lines, verdict, args)


DOC_HEAD = """# Static branch prediction against measured profiles

Generated by `scripts/accuracy/run --docs` (do not edit by hand); the ground truth is rebuilt
from the corpus (`scripts/corpus/build-c-corpus.sh`) when missing.

**How.** For every program and level the corpus module (plus a driver where the package has
no `main`) is instrumented with IR PGO (`pgo-instr-gen,instrprof`), run on the workload in
`scripts/accuracy/programs.py` (data from `gen_data.py`, scripts in `bench/accuracy`), and the
merged profile is applied back to the *same* bitcode with `pgo-instr-use`; its
`branch_weights` on the original blocks are the measured probabilities (edges it splits keep
their successor index). Every predictor is run on the un-annotated bitcode: LLVM 16's
`print<branch-prob>`, our cycle-forest `print<freqpath-branch-prob>`, and the predictor
`print<freqpath-branch-prob-predict>`.

**Metrics** (over branches with two or more distinct successors that ran at least once):
*miss* is the share of a branch's executions that did not go to the successor the predictor
ranks first (ties averaged); *dynamic* weighs branches by execution count, *static* counts
each executed branch once; *MAE* is the count-weighted mean of half the L1 distance between
predicted and measured probabilities (|p − m| on a two-way branch). *Perfect* predicts each
branch's measured majority (the best any static predictor can do), *uniform* calls every
successor equally likely. *Midpoint* is halfway between LLVM 16's and the perfect dynamic
miss rate: the target for the predictor.

**The predictor** keeps LLVM 16's whole cascade (on the cycle forest) and answers with its
fitted features only where that cascade leaves a branch uniform or answers with its zero or
pointer heuristic (a fixed 20:12 from the compare's shape); designs that also replace LLVM's
loop and floating-point rules scored worse on programs they were not
fitted on (docs/accuracy-experiments.md, `scripts/accuracy/experiments.py`). Only features
whose direction the training programs agree on carry weight (`fit_agreed` in fit.py): fitted
on each program alone, most features point one way in some programs and the other way in
others (the experiments page lists every feature's fitted log-odds per program), so their
pooled rate was wrong by construction somewhere — lua lost six points against LLVM that way
when every feature was used. What agrees across the six programs is what Ball, Larus and GCC
found: a successor that calls a function, or that returns a constant, is the less likely
one, and a successor that uses the compared value (Ball and Larus' guard) the likelier; and
one switch shape: where several case values share a destination (SimplifyCFG's switch from
an `||` chain of compares, a character-class test), the default is the common path
(`switch-default-grouped`; a switch whose cases each have their own block, a dispatch on a
tag, is split between programs). The predictor weighs a switch's destinations, not its
edges: LLVM's uniform answer gives a block three times the weight when three case values
lead there, which on libyaml's character-class switches is the wrong way round (the feature
and per-destination weighing together moved libyaml's held-out miss rate from 38-39 % to
31-32 %). That makes the predictor robust rather than strong: below LLVM 16 on almost
every held-out program, by a few points, because the evidence that does carry between
programs is thin. A program's dynamic miss rate can also hang on one branch (zlib's
`longest_match` loop test is about a quarter of zlib's branch executions, and no static
evidence there points either way). How far the design can go at all is in the experiments
page's headroom table: perfect answers on exactly the branches LLVM leaves uniform would bring
10 of the 12 pairs below their midpoints (not sqlite3), but only with a miss rate inside that
domain of 7–30 %, where even the features fitted in-sample on all programs get 25–46 %; its
gap table shows where LLVM 16 loses against the perfect predictor, step by step of the cascade.

**Leave-one-program-out.** The `lopo` columns score each program with hit rates fitted on
the *other* programs only (both levels), passed to the printer as
`rates=FILE`; the shipped table in `src/bpi/predict/table.rs` is fitted on all programs and
its `predict` columns are therefore optimistic. The verdict lines judge the `lopo` column.
"""


def write_docs(rows, cols, lines, verdict, args):
    import datetime
    docs = os.path.join(args.repo, "docs")
    plot(rows, cols, os.path.join(docs, "accuracy.png"))
    failing = [v for v in verdict if "NO" in v]
    summary = (f"**Verdict.** {len(verdict) - len(failing)} of {len(verdict)} program/level "
               "pairs meet both targets (leave-one-program-out).")
    if failing:
        summary += " Short of a target:\n\n" + "\n".join(f"- {v}" for v in failing)
    body = [DOC_HEAD, summary, "", "![miss rates and MAE](accuracy.png)", "",
            "All numbers in %.", "", *lines, "", "Per program and level:", "",
            *[f"- {v}" for v in verdict], "",
            f"Fit: `{os.environ.get('ACCURACY_FIT', DEFAULT_FIT)}`, mix "
            f"`{os.environ.get('ACCURACY_MIX', DEFAULT_MIX)}`; generated "
            f"{datetime.date.today().isoformat()}.", ""]
    with open(os.path.join(docs, "accuracy.md"), "w") as f:
        f.write("\n".join(body))
    log("docs/accuracy.md and docs/accuracy.png written")


def plot(rows, cols, out):
    try:
        import matplotlib
    except ImportError:
        log("installing matplotlib for --plot")
        if subprocess.run([sys.executable, "-m", "pip", "install", "--quiet",
                           "matplotlib"]).returncode:
            sys.exit("error: freqpath: accuracy: --plot needs matplotlib")
        import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    labels = [f"{r['program']}\n{r['level']}" for r in rows]
    series = [("LLVM 16", "llvm", "tab:blue"),
              ("predictor (leave-one-out)" if "lopo" in cols else "predictor",
               "lopo" if "lopo" in cols else "predict", "tab:orange"),
              ("perfect static", "perfect", "tab:green"), ("uniform", "uniform", "tab:red")]
    fig, axes = plt.subplots(2, 1, figsize=(max(8, len(rows) * 0.9), 7), sharex=True)
    width = 0.8 / len(series)
    for k, (label, key, color) in enumerate(series):
        xs = [i + (k - len(series) / 2 + 0.5) * width for i in range(len(rows))]
        axes[0].bar(xs, [100 * r[key]["dyn"] for r in rows], width, label=label, color=color)
        if key != "perfect":
            axes[1].bar(xs, [100 * r[key]["mae"] for r in rows], width, label=label,
                        color=color)
    axes[0].plot(range(len(rows)),
                 [50 * (r["llvm"]["dyn"] + r["perfect"]["dyn"]) for r in rows],
                 "k_", markersize=20, label="midpoint LLVM–perfect")
    axes[0].set_ylabel("dynamic miss rate (%)")
    axes[1].set_ylabel("count-weighted MAE (%)")
    axes[1].set_xticks(range(len(rows)))
    axes[1].set_xticklabels(labels)
    axes[0].legend(fontsize=8)
    axes[0].set_title("Static branch prediction against measured profiles")
    fig.tight_layout()
    fig.savefig(out, dpi=110)
