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

# How the shipped table and the leave-one-program-out tables are fitted (fit.py): maximum
# likelihood, each program weighing 1, half of it by execution count and half one share per
# branch (mix 0.5: a program's cold branches still say which way its code tends to go), all
# training programs pooled (fit_pooled). research/accuracy/experiments.py compares the
# alternatives: on 35 programs this fit meets the target on 13 of 70 pairs, least squared
# error by count (the previous default) on 9.
DEFAULT_FIT = "joint"
DEFAULT_MIX = "0.5"

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
    """The measured majority, as numerators out of 2^31 like the printers': branch_scores
    calls numerators within 1 of the top a tie (the printers' rounding), which on raw
    counts would call a branch that went 1:0 or 3:2 a tie."""
    n = sum(br.counts)
    return [round(c / n * 2**31) for c in br.counts]


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


def score_rows(names, levels, data, lopo_preds=None):
    """One row per (program, level): every printer's and baseline's scores."""
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
    return rows


def executions(n):
    """Millions for the corpus' programs; a small test program's count in full."""
    return f"{n / 1e6:.1f} M" if n >= 100_000 else str(n)


def pct(x):
    return f"{100 * x:.1f}"


def main(args, names, levels, truth, repo):
    data = collect(repo, args.work, names, levels, truth)
    method = os.environ.get("ACCURACY_FIT", DEFAULT_FIT)
    mix = float(os.environ.get("ACCURACY_MIX", DEFAULT_MIX))
    lopo_preds = None
    if not args.no_lopo and len(names) > 1:
        lopo_preds = lopo(repo, args.work, names, levels, data, truth, method, mix)
    rows = score_rows(names, levels, data, lopo_preds)
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
    judged = "lopo" if with_lopo else "predict"
    for r in rows:
        mid, ok_miss, ok_mae = meets(r, judged)
        cells = [r["program"], r["level"], str(r["branches"]), executions(r["executions"])]
        cells += [pct(r[c]["dyn"]) for c in pred_cols]
        cells += [pct(r["perfect"]["dyn"]), pct(r["uniform"]["dyn"]), pct(mid)]
        cells += [pct(r[c]["mae"]) for c in pred_cols] + [pct(r["uniform"]["mae"])]
        cells += [pct(r[c]["static"]) for c in ("llvm", "predict", "perfect")]
        cells += [pct(r["llvm_uniform_share"])]
        lines.append("| " + " | ".join(cells) + " |")
        verdict.append(f"{r['program']} {r['level']}: {judged} miss {pct(r[judged]['dyn'])} "
                       f"<= midpoint {pct(mid)}: {'yes' if ok_miss else 'NO'}; MAE "
                       f"{pct(r[judged]['mae'])} <= LLVM {pct(r['llvm']['mae'])}: "
                       f"{'yes' if ok_mae else 'NO'}")
    text = "\n".join(lines) + "\n\n" + "\n".join(verdict) + "\n\n" + totals(rows, judged) + "\n"
    print(text)
    if args.report:
        with open(args.report, "w") as f:
            f.write(text)
    if args.plot:
        plot(rows, pred_cols, args.plot)
    if getattr(args, "docs", None):
        write_docs(rows, pred_cols, lines, verdict, args)


def costliest(label, branches, name, n):
    """Markdown lines: the `n` branches whose misses cost printer `name` most over the perfect
    predictor, in points of the module's dynamic miss rate, with the measured majority, LLVM's
    and the printer's probability for it, the cascade step that decided (the `explain` text)
    and the features on the majority's edge."""
    total = sum(b.count for b in branches)
    cost = []
    for b in branches:
        extra = (branch_scores(b.preds.get(name), b.counts)[0]
                 - branch_scores(perfect(b), b.counts)[0]) * b.count / total
        if extra >= 0.0005:  # shown to 0.1 point
            cost.append((extra, b))
    cost.sort(key=lambda c: -c[0])
    k = min(n, len(cost))
    lines = [f"{label}: the {k} branch{'es' if k != 1 else ''} that cost {name} most against the "
             "perfect predictor (cost: points of the dynamic miss rate)", "",
             "| function | block | executions | measured majority | LLVM 16 | predictor | "
             "cost | decided by | features of the majority |", "|" + "---|" * 9]
    for extra, b in cost[:n]:
        top = max(range(len(b.counts)), key=lambda i: b.counts[i])

        def share(nums):
            return "uniform" if not nums or sum(nums) == 0 else f"{pct(nums[top] / sum(nums))} %"

        steps = "; ".join(dict.fromkeys((b.why or "-").split(" | ")))
        feats = ", ".join(b.features[top]) if b.features and b.features[top] else "-"
        lines.append(f"| {b.func} | {b.block} | {pct(b.count / total)} % | {b.dests[top]} "
                     f"{pct(b.counts[top] / b.count)} % | {share(b.preds.get('llvm'))} | "
                     f"{share(b.preds.get(name))} | {100 * extra:.1f} | {steps} | {feats} |")
    return lines


def meets(r, judged):
    """(midpoint, miss at most the midpoint, MAE at most LLVM's) of row `r`'s `judged`
    predictor: the issue's two targets."""
    mid = (r["llvm"]["dyn"] + r["perfect"]["dyn"]) / 2
    return mid, r[judged]["dyn"] <= mid, r[judged]["mae"] <= r["llvm"]["mae"]


def totals(rows, judged):
    """One line over all rows: how many meet each target, and the mean dynamic miss rates."""
    n = len(rows)
    mids, ok_miss, ok_mae = zip(*(meets(r, judged) for r in rows))
    below = sum(r[judged]["dyn"] < r["llvm"]["dyn"] for r in rows)

    def mean(xs):
        return pct(sum(xs) / n)

    return (f"Totals over {n}: both targets {sum(a and b for a, b in zip(ok_miss, ok_mae))}, "
            f"miss at most the midpoint {sum(ok_miss)}, miss below LLVM's {below}, "
            f"MAE at most LLVM's {sum(ok_mae)}; mean dynamic miss: LLVM "
            f"{mean([r['llvm']['dyn'] for r in rows])}, {judged} "
            f"{mean([r[judged]['dyn'] for r in rows])}, midpoint {mean(mids)}, perfect "
            f"{mean([r['perfect']['dyn'] for r in rows])}")


DOC_HEAD = """# Static branch prediction against measured profiles

Generated by `scripts/accuracy/run --docs` (do not edit by hand); the ground truth is rebuilt
from the corpus (`scripts/corpus/build-c-corpus.sh`) when missing.

**How.** For every program and level the corpus module (plus a driver where the package has
no `main`) is instrumented with IR PGO (`pgo-instr-gen,instrprof`), run on the workload in
`scripts/accuracy/programs.py` (data from `bench/accuracy/gen_data.py`, scripts in
`bench/accuracy`), and the merged profile is applied back to the *same* bitcode with `pgo-instr-use`; its
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

**The corpus.** 35 programs, each a Debian bookworm source package built to one linked
module per level (`scripts/corpus/build-c-corpus.sh`, one file per package under
`scripts/corpus/packages/`) and run on a workload written for it (`programs.py` and
`bench/accuracy/<name>/`): a database and interpreters (sqlite3, lua, mujs, duktape, tclsh,
mawk, gawk, bc, m4, dash, make), compressors (zlib, bzip2, gzip, lz4, zstd, brotli), parsers
and converters (libyaml, jq, cmark, xmlwf, xmllint), text tools (sed, diff, pcre2grep), codecs
(flac, lame, cjpeg, cwebp), tools that generate code (tcc, nasm, bison, flex) and solvers
(picosat, glpsol).

**The predictor** keeps LLVM 16's whole cascade (on the cycle forest) and answers with its
fitted features only where that cascade leaves a branch uniform or answers with its zero or
pointer heuristic (a fixed 20:12 from the compare's shape); designs that also replace LLVM's
loop and floating-point rules scored worse on programs they were not fitted on
(docs/results/accuracy-experiments.md, `research/accuracy/experiments.py`). The features are Ball and
Larus' heuristics (call, store, return, guard, loop, pointer and opcode), GCC's return
predictors, compare shapes, switch shapes and the constants a function's callers pass; their
hit rates are fitted on all training programs pooled (`fit_pooled` in fit.py), by maximum
likelihood, each program weighing 1, half by its execution counts and half one share per
branch (least squared error by count, the previous fit, meets the target on fewer pairs:
the experiments page compares them). Fitted on one
program at a time, many features point one way in some programs and the other way in others
(the experiments page counts them); while the corpus had six programs the table kept only
the features every program agreed on, which on this corpus keeps almost none and scores like
LLVM itself, while the pooled rates — the direction most programs share, weighed by how
often — beat LLVM on most programs left out of the fit; the experiments page's learning
curve compares the two from 5 to 34 training programs (the agreed rule scores like LLVM from 10
on; the pooled rates beat it at every size). The predictor weighs a
switch's destinations, not its edges (a feature on several edges to one block counts once).
A program's dynamic miss rate can hang on a few hot branches where no static evidence points
either way (zlib's `longest_match` loop test is about a quarter of zlib's branch
executions), and some programs' conventions go against the pooled direction (lua's type-tag
compares are equal on its fast paths): the headroom and gap tables of the experiments page
show where the remaining distance to the midpoint lies.

**Leave-one-program-out.** The `lopo` columns score each program with hit rates fitted on
the *other* programs only (both levels), passed to the printer as
`rates=FILE`; the shipped table in `src/bpi/predict/table.rs` is fitted on all programs and
its `predict` columns are therefore optimistic. The verdict lines judge the `lopo` column.
"""


def write_docs(rows, cols, lines, verdict, args):
    import datetime
    docs = os.path.join(args.repo, "docs", "results")
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
    log("docs/results/accuracy.md and docs/results/accuracy.png written")


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
    series = [("LLVM 16", "llvm", "tab:blue"),
              ("predictor (leave-one-out)" if "lopo" in cols else "predictor",
               "lopo" if "lopo" in cols else "predict", "tab:orange"),
              ("perfect static", "perfect", "tab:green"), ("uniform", "uniform", "tab:red")]
    # One panel per metric and level, programs along the x axis: a single row of 50-odd
    # bar groups would be too wide to read.
    levels = sorted({r["level"] for r in rows})
    panels = [(metric, level) for metric in ("dyn", "mae") for level in levels]
    programs = list(dict.fromkeys(r["program"] for r in rows))
    fig, axes = plt.subplots(len(panels), 1, figsize=(max(8, len(programs) * 0.6),
                                                      3.2 * len(panels)), squeeze=False)
    width = 0.8 / len(series)
    for ax, (metric, level) in zip(axes[:, 0], panels):
        sel = [r for r in rows if r["level"] == level]
        for k, (label, key, color) in enumerate(series):
            if metric == "mae" and key == "perfect":
                continue
            xs = [i + (k - len(series) / 2 + 0.5) * width for i in range(len(sel))]
            ax.bar(xs, [100 * r[key][metric] for r in sel], width, label=label, color=color)
        if metric == "dyn":
            ax.plot(range(len(sel)), [50 * (r["llvm"]["dyn"] + r["perfect"]["dyn"])
                                      for r in sel],
                    "k_", markersize=12, label="midpoint LLVM–perfect")
        ax.set_ylabel(("dynamic miss rate (%)" if metric == "dyn" else "count-weighted MAE (%)")
                      + f", {level}", fontsize=8)
        ax.set_xticks(range(len(sel)))
        ax.set_xticklabels([r["program"] for r in sel], rotation=45, fontsize=8)
    axes[0, 0].legend(fontsize=7, ncol=5)
    axes[0, 0].set_title("Static branch prediction against measured profiles")
    fig.tight_layout()
    fig.savefig(out, dpi=110)
