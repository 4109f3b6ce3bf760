"""Hit rates for the predictor's features, measured on executed branches (scripts/accuracy).

The predictor combines features Dempster–Shafer style: edge i's odds are multiplied by
r/(1-r) for every feature with rate r on it, i.e. p(i) = softmax_i(sum of logit(r_f) over
the features f on edge i). `joint` fits the logits of all features together by maximum
likelihood (a multinomial logistic regression with an L2 pull towards 0.5), which accounts
for features that tend to fire together; `independent` measures each feature alone as
Wu and Larus did (how often a two-way branch's edge with the feature was taken). Each
program's branches weigh 1 in total (dynamic counts within a program, mixed with an equal
share per branch by `mix`), so no single program or hot loop decides the table.
"""
import math

from features import ALL_FEATURES


def training_rows(branches_by_program, mix):
    """(weight, per-edge feature lists, measured probabilities) per branch in the predictor's
    domain (decided by evidence or left uniform), programs weighted equally."""
    rows = []
    for branches in branches_by_program:
        dom = [b for b in branches if b.decision in ("predicted", "uniform") and b.features]
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


def joint(rows, l2=1e-3, iters=1500, lr=0.05, objective="loglik"):
    """Logits fitted by Adam: maximum likelihood (`loglik`), or least squared error of the
    probabilities (`brier`), which punishes a confident miss less and so lets features that
    are usually right (loop branches) keep strong weights."""
    groups = group(rows)
    index = {f: i for i, f in enumerate(ALL_FEATURES)}
    enc = [([[index[f] for f in edge if f in index] for edge in key], w, mass)
           for key, w, mass in groups]
    n = len(ALL_FEATURES)
    theta = [0.0] * n
    m1 = [0.0] * n
    m2 = [0.0] * n
    total_w = sum(w for _, w, _ in enc) or 1.0
    for t in range(1, iters + 1):
        grad = [-2 * l2 * x for x in theta]
        for edges, w, mass in enc:
            s = [sum(theta[f] for f in e) for e in edges]
            mx = max(s)
            ex = [math.exp(x - mx) for x in s]
            z = sum(ex)
            if objective == "brier":
                p = [x / z for x in ex]
                # d/ds_j of -sum_i w (p_i - m_i)^2, with m_i = mass_i / w.
                dev = [p[i] - mass[i] / w for i in range(len(p))]
                inner = sum(dev[i] * p[i] for i in range(len(p)))
                for j, e in enumerate(edges):
                    g = -2 * w * p[j] * (dev[j] - inner) / total_w
                    for f in e:
                        grad[f] += g
                continue
            for i, e in enumerate(edges):
                g = (mass[i] - w * ex[i] / z) / total_w
                for f in e:
                    grad[f] += g
        for j in range(n):
            m1[j] = 0.9 * m1[j] + 0.1 * grad[j]
            m2[j] = 0.999 * m2[j] + 0.001 * grad[j] ** 2
            a = m1[j] / (1 - 0.9 ** t)
            b = m2[j] / (1 - 0.999 ** t)
            theta[j] += lr * a / (math.sqrt(b) + 1e-9)
    used = set()
    for edges, _, _ in enc:
        for e in edges:
            used.update(e)
    return {ALL_FEATURES[j]: 1 / (1 + math.exp(-theta[j])) for j in range(n) if j in used}


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


def fit(branches_by_program, method="joint", mix=0.5):
    rows = training_rows(branches_by_program, mix)
    if method == "independent":
        return independent(rows)
    return joint(rows, objective="brier" if method == "brier" else "loglik")


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
