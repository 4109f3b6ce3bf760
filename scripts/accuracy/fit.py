"""Hit rates for the predictor's features, measured on executed branches (scripts/accuracy).

The predictor combines features Dempster–Shafer style: edge i's odds are multiplied by
r/(1-r) for every feature with rate r on it, i.e. p(i) = softmax_i(sum of logit(r_f) over
the features f on edge i). `joint` fits the logits of all features together by maximum
likelihood (a multinomial logistic regression with an L2 pull towards 0.5), which accounts
for features that tend to fire together; `independent` measures each feature alone as
Wu and Larus did (how often a two-way branch's edge with the feature was taken); `brier` and
`l1` fit the joint model to squared or absolute probability error instead. Each
program's branches weigh 1 in total (dynamic counts within a program, mixed with an equal
share per branch by `mix`), so no single program or hot loop decides the table.
`fit_pooled` (what the shipped table and the leave-one-program-out tables use) fits every
training program's branches together; `fit_agreed` keeps only the features whose direction
every training program agrees on (the table's rule while the corpus had six programs; with
25 training programs it keeps almost nothing, docs/results/accuracy-experiments.md).
"""
import math

from features import ALL_FEATURES


def in_predictor_domain(b):
    """Branches the features decide: LLVM's cascade left them uniform or answered with its
    pointer or zero heuristic."""
    return b.decision in ("predicted", "uniform", "zero heuristic", "pointer heuristic")


def training_rows(branches_by_program, mix, domain=in_predictor_domain):
    """(weight, per-edge feature lists, measured probabilities) per branch in the predictor's
    domain (`domain`: by default decided by evidence or left uniform), programs weighted
    equally."""
    rows = []
    for branches in branches_by_program:
        dom = [b for b in branches if domain(b) and b.features]
        total = sum(b.count for b in dom)
        if not dom or total == 0:
            continue
        for b in dom:
            w = mix * b.count / total + (1 - mix) / len(dom)
            rows.append((w, b.features, [c / b.count for c in b.counts]))
    return rows


def group(rows):
    """Merges branches with identical per-edge features: (weight, measured mass per edge)."""
    pat = {}
    for w, feats, meas in rows:
        key = tuple(tuple(sorted(f)) for f in feats)
        acc = pat.setdefault(key, [0.0, [0.0] * len(feats)])
        acc[0] += w
        for i, m in enumerate(meas):
            acc[1][i] += w * m
    return [(k, v[0], v[1]) for k, v in pat.items()]


# The L2 pull of `joint` towards 0.5 (per unit of training weight). With the shipped design,
# weaker pulls (1e-4, 3e-4) keep 13 pairs on target at a higher mean miss (28.4, 28.3 % vs
# 28.1 %), stronger ones lose pairs (1e-2: 8 pairs, 28.6 %; 1e-1: 7, 30.6 %), scored by
# `research/accuracy/experiments.py --design fill+zero,joint,0.5,pooled --l2 X`.
DEFAULT_L2 = 1e-3


def joint(rows, l2=DEFAULT_L2, iters=1500, lr=0.05, objective="loglik", vocabulary=None):
    """Logits fitted by Adam (numpy): maximum likelihood (`loglik`), least squared error of
    the probabilities (`brier`), or least absolute error (`l1`, the count-weighted MAE the
    table is judged by, which rewards confident answers where most branches are lopsided).
    loglik and brier work on branches grouped by feature pattern; l1 needs every branch.
    `vocabulary`: the feature names fitted (default: the predictor's features)."""
    import numpy as np
    if objective == "l1":
        groups = [(tuple(tuple(sorted(f)) for f in feats), w, [w * m for m in meas])
                  for w, feats, meas in rows]
    else:
        groups = group(rows)
    names = list(vocabulary) if vocabulary is not None else ALL_FEATURES
    index = {f: i for i, f in enumerate(names)}
    n = len(names)
    hits, seg, weight, mass, starts = [], [], [], [], []
    for g, (key, w, m) in enumerate(groups):
        starts.append(len(seg))
        for k, edge in enumerate(key):
            hits.extend((len(seg), index[f]) for f in edge if f in index)
            seg.append(g)
            weight.append(w)
            mass.append(m[k])
    if not seg:
        return {}
    # The design matrix is 0/1 and sparse (an edge has a handful of features out of the
    # vocabulary, which with feature pairs runs to thousands): kept as its (row, column)
    # hits, so each step costs the number of hits, not rows times vocabulary.
    hit_row = np.array([r for r, _ in hits], dtype=np.int64)
    hit_col = np.array([c for _, c in hits], dtype=np.int64)
    rows = len(seg)
    seg, weight, mass, starts = map(np.array, (seg, weight, mass, starts))
    measured = mass / weight
    total_w = sum(w for _, w, _ in groups) or 1.0
    theta, m1, m2 = np.zeros(n), np.zeros(n), np.zeros(n)
    for t in range(1, iters + 1):
        s = np.bincount(hit_row, weights=theta[hit_col], minlength=rows)
        ex = np.exp(s - np.maximum.reduceat(s, starts)[seg])
        p = ex / np.add.reduceat(ex, starts)[seg]
        if objective == "loglik":
            g = (mass - weight * p) / total_w
        else:
            # d/ds_j of -sum_i w * loss(p_i - m_i) = -w * p_j * (d_j - sum_i d_i p_i), with d
            # the loss's derivative: 2(p - m) for brier, sign(p - m) for l1.
            d = 2 * (p - measured) if objective == "brier" else np.sign(p - measured)
            inner = np.add.reduceat(d * p, starts)[seg]
            g = -weight * p * (d - inner) / total_w
        grad = np.bincount(hit_col, weights=g[hit_row], minlength=n) - 2 * l2 * theta
        m1 = 0.9 * m1 + 0.1 * grad
        m2 = 0.999 * m2 + 0.001 * grad ** 2
        theta += lr * (m1 / (1 - 0.9 ** t)) / (np.sqrt(m2 / (1 - 0.999 ** t)) + 1e-9)
    used = np.bincount(hit_col, minlength=n) > 0
    return {names[j]: 1 / (1 + math.exp(-theta[j])) for j in range(n) if used[j]}


def independent(rows, min_weight=1e-4):
    """Per-feature hit rate on two-way branches where it holds on exactly one edge."""
    hit, tot = {}, {}
    for w, feats, meas in rows:
        if len(feats) != 2:
            continue
        for i in (0, 1):
            for f in set(feats[i]) - set(feats[1 - i]):
                hit[f] = hit.get(f, 0.0) + w * meas[i]
                tot[f] = tot.get(f, 0.0) + w
    return {f: hit[f] / tot[f] for f in tot if tot[f] >= min_weight}


def fit(branches_by_program, method="joint", mix=0.5, domain=in_predictor_domain,
        vocabulary=None, l2=DEFAULT_L2):
    rows = training_rows(branches_by_program, mix, domain)
    if method == "independent":
        return independent(rows)
    objective = method if method in ("brier", "l1") else "loglik"
    return joint(rows, l2=l2, objective=objective, vocabulary=vocabulary)


# A program takes part in the vote on a feature when the feature fires on edges of branches
# carrying at least this share of its (weighted) training rows; a feature needs two voters.
MIN_SUPPORT = 1e-3
MIN_VOTERS = 2


def support(program, mix, domain=in_predictor_domain):
    """Per feature, the share of the program's training weight on branches where it fires."""
    rows = training_rows(program, mix, domain)
    total = sum(w for w, _, _ in rows) or 1.0
    out = {}
    for w, feats, _ in rows:
        for f in {f for edge in feats for f in edge}:
            out[f] = out.get(f, 0.0) + w / total
    return out


def fit_pooled(programs, method="brier", mix=1.0, domain=in_predictor_domain):
    """`fit` over the branches of all programs together (`programs`: per program, its branch
    lists, one per level; each list weighs the same). A feature whose direction differs
    between programs gets the rate that fits them best together: with many programs that
    transfers to a program left out better than dropping it (docs/results/accuracy-experiments.md)."""
    return fit([b for p in programs for b in p], method, mix, domain)


def fit_agreed(programs, method="brier", mix=1.0, domain=in_predictor_domain):
    """`fit` over all programs (`programs`: per program, its branch lists, one per level),
    keeping only the features whose direction the programs agree on: fitted on each program
    alone, the feature's rate lies on the pooled rate's side of 0.5 in every program where it
    fires noticeably (`MIN_SUPPORT`), and at least `MIN_VOTERS` programs vote. A feature
    whose direction is a program's convention (lua's type-tag compares are equal on its fast
    paths, other programs' compares with constants mostly are not) then carries no weight
    instead of an average of conflicting programs that is wrong on some of them by
    construction. The rates of the features kept are the pooled fit's."""
    pooled = fit([b for p in programs for b in p], method, mix, domain)
    votes = [(fit(p, method, mix, domain), support(p, mix, domain)) for p in programs]
    kept = {}
    for f, r in pooled.items():
        voters = [alone.get(f, 0.5) for alone, sup in votes if sup.get(f, 0.0) >= MIN_SUPPORT]
        if len(voters) >= MIN_VOTERS and all((a - 0.5) * (r - 0.5) > 0 for a in voters):
            kept[f] = r
    return kept


def write_table(rates, path, note=""):
    with open(path, "w") as f:
        f.write(f"# freqpath predictor hit rates{note}\n")
        for feat in ALL_FEATURES:
            if feat in rates:
                f.write(f"{feat} {min(max(rates[feat], 0.002), 0.998):.4f}\n")


def rust_table(rates, note):
    lines = [f"// {note}"] if note else []
    for feat in ALL_FEATURES:
        if feat in rates:
            r = min(max(rates[feat], 0.002), 0.998)
            lines.append(f"    (Feature::{rust_name(feat)}, {r:.4f}),")
    return "\n".join(lines)


def rust_name(feat):
    from features import RUST_NAMES
    return RUST_NAMES[feat]
