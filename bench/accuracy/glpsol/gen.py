#!/usr/bin/env python3
"""Generated models for the glpk workload: gen.py OUTDIR.

transport.lp    a transportation LP (CPLEX LP format)
blend.mps       a blending LP with ranges and every bound type (free MPS)
prod.mps        a multi-period production LP (fixed MPS, with RANGES and an objective constant)
assign.lp       an assignment LP (very degenerate)
facility.lp     capacitated facility location (MIP: binaries and continuous flows)
knap.lp         a multi-dimensional knapsack with general integers
cover.lp        weighted set covering (binary MIP)
sched.lp        single-machine scheduling with big-M disjunctions (MIP)
infeas.lp       an infeasible LP; unbnd.lp an unbounded LP
flow.min        min-cost flow (DIMACS); flow.max max flow (DIMACS)
sat.cnf         a random 3-SAT instance (DIMACS CNF), satisfiable by construction
transp.dat      data for transp.mod; plan.dat data for plan.mod; costs.csv a CSV table
Deterministic: a xorshift PRNG of our own.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def between(self, lo, hi):
        return lo + self.below(hi - lo + 1)

    def real(self, lo, hi):
        return lo + (hi - lo) * (self.next() >> 11) / float(1 << 53)


def wrap_terms(terms, indent="  "):
    """CPLEX LP lines are limited in length: a few terms per line."""
    out, line = [], indent
    for t in terms:
        if len(line) + len(t) > 70:
            out.append(line)
            line = indent
        line += t + " "
    out.append(line)
    return "\n".join(out)


def signed(c, v, first=False):
    if c >= 0:
        return ("%s %s" % (c, v)) if first else ("+ %s %s" % (c, v))
    return "- %s %s" % (-c, v)


def transport_lp(rng, path, ns=30, nd=45):
    supply = [rng.between(200, 600) for _ in range(ns)]
    total = sum(supply)
    demand = [total // nd - rng.between(0, 40) for _ in range(nd)]
    lines = ["\\ transportation problem, generated", "Minimize", " cost:"]
    terms = []
    for i in range(ns):
        for j in range(nd):
            terms.append(signed(rng.between(5, 99), "x_%d_%d" % (i, j), not terms))
    lines.append(wrap_terms(terms))
    lines.append("Subject To")
    for i in range(ns):
        t = ["x_%d_%d" % (i, j) if j == 0 else "+ x_%d_%d" % (i, j) for j in range(nd)]
        lines.append(" supply_%d: %s <= %d" % (i, wrap_terms(t, "   ").strip(), supply[i]))
    for j in range(nd):
        t = ["x_%d_%d" % (i, j) if i == 0 else "+ x_%d_%d" % (i, j) for i in range(ns)]
        lines.append(" demand_%d: %s >= %d" % (j, wrap_terms(t, "   ").strip(), demand[j]))
    lines.append("End")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def mps(path, name, rows, cols, rhs, ranges, bounds, fixed, objsense=None, objconst=None):
    """rows: [(name, type)]; cols: [(name, [(row, val)], integer?)]."""
    def field(s, w):
        return s.ljust(w)

    out = ["NAME          %s" % name]
    if objsense and not fixed:
        out += ["OBJSENSE", "    " + objsense]
    out.append("ROWS")
    for r, t in rows:
        out.append(" %s  %s" % (t, r))
    out.append("COLUMNS")
    in_int = False
    k = 0
    for c, entries, integer in cols:
        if integer and not in_int:
            out.append("    MARKER                 'MARKER'                 'INTORG'")
            in_int = True
        elif not integer and in_int:
            out.append("    MARKER                 'MARKER'                 'INTEND'")
            in_int = False
        for r, v in entries:
            if fixed:
                out.append("    %s%s%s" % (field(c, 10), field(r, 10), repr(round(v, 6))))
            else:
                out.append("    %s %s %s" % (c, r, repr(round(v, 6))))
        k += 1
    if in_int:
        out.append("    MARKER                 'MARKER'                 'INTEND'")
    out.append("RHS")
    for r, v in rhs:
        out.append("    RHS       %s%s" % (field(r, 10), repr(v)) if fixed else "    RHS %s %s" % (r, v))
    if objconst is not None:
        out.append("    RHS       %s%s" % (field(rows[0][0], 10), repr(-objconst)))
    if ranges:
        out.append("RANGES")
        for r, v in ranges:
            out.append("    RNG       %s%s" % (field(r, 10), repr(v)) if fixed else "    RNG %s %s" % (r, v))
    if bounds:
        out.append("BOUNDS")
        for t, c, v in bounds:
            if v is None:
                out.append(" %s BND       %s" % (t, c))
            else:
                out.append(" %s BND       %s%s" % (t, field(c, 10), repr(v)) if fixed
                           else " %s BND %s %s" % (t, c, v))
    out.append("ENDATA")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def blend_mps(rng, path, nraw=60, nq=25):
    rows = [("COST", "N")] + [("Q%d" % q, rng.pick(["L", "G", "E", "G", "L"])) for q in range(nq)]
    rows.append(("TOTAL", "E"))
    cols = []
    for r in range(nraw):
        entries = [("COST", rng.real(1, 50))]
        for q in range(nq):
            if rng.below(3):
                entries.append(("Q%d" % q, rng.real(-5, 20)))
        entries.append(("TOTAL", 1.0))
        cols.append(("RAW%d" % r, entries, False))
    rhs = []
    for q in range(nq):
        rhs.append(("Q%d" % q, round(rng.real(0, 400), 3)))
    rhs.append(("TOTAL", 100))
    ranges = [("Q%d" % q, round(rng.real(5, 200), 2)) for q in range(nq) if rng.below(3) == 0]
    bounds = []
    for r in range(nraw):
        k = rng.below(8)
        c = "RAW%d" % r
        if k == 0:
            bounds.append(("UP", c, rng.between(5, 40)))
        elif k == 1:
            bounds.append(("LO", c, rng.between(0, 3)))
            bounds.append(("UP", c, rng.between(10, 30)))
        elif k == 2:
            bounds.append(("LO", c, -10))
            bounds.append(("UP", c, 10))
        elif k == 3:
            bounds.append(("MI", c, None))
            bounds.append(("UP", c, 25))
        elif k == 4:
            bounds.append(("FX", c, 0))
        elif k == 5:
            bounds.append(("FX", c, 1.5))
        else:
            bounds.append(("UP", c, 60))
    mps(path, "BLEND", rows, cols, rhs, ranges, bounds, fixed=False)


def prod_mps(rng, path, nprod=12, nper=8, nres=5):
    """Multi-period production: make, store and sell; fixed MPS with an objective constant."""
    rows = [("PROFIT", "N")]
    for t in range(nper):
        for r in range(nres):
            rows.append(("R%dT%d" % (r, t), "L"))
        for p in range(nprod):
            rows.append(("B%dT%d" % (p, t), "E"))
    cols = []
    use = [[rng.real(0.1, 3) for _ in range(nres)] for _ in range(nprod)]
    for p in range(nprod):
        price = rng.real(10, 40)
        for t in range(nper):
            mk = [("PROFIT", -rng.real(2, 9)), ("B%dT%d" % (p, t), 1.0)]
            mk += [("R%dT%d" % (r, t), use[p][r]) for r in range(nres) if use[p][r] > 0.8]
            cols.append(("M%dT%d" % (p, t), mk, False))
            st = [("PROFIT", -0.5), ("B%dT%d" % (p, t), -1.0)]
            if t + 1 < nper:
                st.append(("B%dT%d" % (p, t + 1), 1.0))
            cols.append(("S%dT%d" % (p, t), st, False))
            cols.append(("X%dT%d" % (p, t), [("PROFIT", price), ("B%dT%d" % (p, t), -1.0)],
                         False))
    rhs = [("R%dT%d" % (r, t), round(rng.real(200, 500), 1)) for t in range(nper)
           for r in range(nres)]
    ranges = [("R%dT%d" % (r, t), 150.0) for t in range(nper) for r in range(nres)
              if rng.below(4) == 0]
    bounds = []
    for p in range(nprod):
        for t in range(nper):
            bounds.append(("UP", "X%dT%d" % (p, t), rng.between(20, 120)))
            if rng.below(5) == 0:
                bounds.append(("UP", "S%dT%d" % (p, t), 30))
    mps(path, "PROD", rows, cols, rhs, ranges, bounds, fixed=True, objconst=250.0)


def assign_lp(rng, path, n=40):
    lines = ["\\ assignment problem", "Minimize", " obj:"]
    terms = []
    for i in range(n):
        for j in range(n):
            terms.append(signed(rng.between(1, 30), "a%d_%d" % (i, j), not terms))
    lines.append(wrap_terms(terms))
    lines.append("Subject To")
    for i in range(n):
        lines.append(" w%d: %s = 1" % (i, wrap_terms(
            ["a%d_%d" % (i, j) if j == 0 else "+ a%d_%d" % (i, j) for j in range(n)],
            "   ").strip()))
    for j in range(n):
        lines.append(" t%d: %s = 1" % (j, wrap_terms(
            ["a%d_%d" % (i, j) if i == 0 else "+ a%d_%d" % (i, j) for i in range(n)],
            "   ").strip()))
    lines.append("End")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def facility_lp(rng, path, nf=10, nc=28):
    cap = [rng.between(80, 200) for _ in range(nf)]
    dem = [rng.between(5, 30) for _ in range(nc)]
    lines = ["\\ capacitated facility location", "Minimize", " total:"]
    terms = [signed(rng.between(150, 400), "open%d" % f, i == 0) for i, f in enumerate(range(nf))]
    for f in range(nf):
        for c in range(nc):
            terms.append(signed(rng.between(1, 25), "ship%d_%d" % (f, c)))
    lines.append(wrap_terms(terms))
    lines.append("Subject To")
    for c in range(nc):
        lines.append(" dem%d: %s = %d" % (c, " + ".join("ship%d_%d" % (f, c) for f in range(nf)),
                                          dem[c]))
    for f in range(nf):
        lines.append(" cap%d: %s - %d open%d <= 0" % (
            f, " + ".join("ship%d_%d" % (f, c) for c in range(nc)), cap[f], f))
    for f in range(nf):
        for c in range(0, nc, 3):
            lines.append(" link%d_%d: ship%d_%d - %d open%d <= 0" % (f, c, f, c, dem[c], f))
    lines.append(" atleast: %s >= 2" % " + ".join("open%d" % f for f in range(nf)))
    lines += ["Bounds"] + [" 0 <= ship%d_%d <= %d" % (f, c, dem[c]) for f in range(nf)
                           for c in range(nc) if rng.below(4) == 0]
    lines += ["Binary"] + [" open%d" % f for f in range(nf)]
    lines.append("End")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def knap_lp(rng, path, n=35, m=5):
    lines = ["\\ multi-dimensional knapsack with general integers", "Maximize", " value:"]
    lines.append(wrap_terms([signed(rng.between(10, 90), "y%d" % i, i == 0) for i in range(n)]))
    lines.append("Subject To")
    for k in range(m):
        w = [rng.between(3, 40) for _ in range(n)]
        lines.append(" cap%d: %s <= %d" % (k, wrap_terms(
            [signed(w[i], "y%d" % i, i == 0) for i in range(n)], "   ").strip(), sum(w) // 3))
    lines.append(" pairlo: y0 - y1 + y2 - y3 >= -5")
    lines.append(" pairhi: y0 - y1 + y2 - y3 <= 5")
    lines.append("Bounds")
    for i in range(n):
        lines.append(" 0 <= y%d <= %d" % (i, rng.between(1, 4)))
    lines.append("General")
    lines.append(wrap_terms(["y%d" % i for i in range(n)]))
    lines.append("End")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def cover_lp(rng, path, nsets=70, nelem=45):
    sets = [sorted({rng.below(nelem) for _ in range(rng.between(3, 9))}) for _ in range(nsets)]
    for e in range(nelem):     # every element covered by at least one set
        sets[rng.below(nsets)].append(e)
    lines = ["\\ weighted set covering", "Minimize", " weight:"]
    lines.append(wrap_terms([signed(rng.between(2, 20), "s%d" % i, i == 0) for i in range(nsets)]))
    lines.append("Subject To")
    for e in range(nelem):
        cov = [i for i in range(nsets) if e in sets[i]]
        lines.append(" e%d: %s >= 1" % (e, " + ".join("s%d" % i for i in cov)))
    lines.append("Binary")
    lines.append(wrap_terms(["s%d" % i for i in range(nsets)]))
    lines.append("End")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def sched_lp(rng, path, n=7):
    p = [rng.between(2, 12) for _ in range(n)]
    r = [rng.between(0, 20) for _ in range(n)]
    w = [rng.between(1, 5) for _ in range(n)]
    M = sum(p) + max(r)
    lines = ["\\ single machine, weighted completion time, big-M", "Minimize", " wct:"]
    lines.append(wrap_terms([signed(w[j], "c%d" % j, j == 0) for j in range(n)]))
    lines.append("Subject To")
    for j in range(n):
        lines.append(" rel%d: c%d >= %d" % (j, j, r[j] + p[j]))
    for i in range(n):
        for j in range(i + 1, n):
            lines.append(" o%d_%d: c%d - c%d + %d z%d_%d >= %d" % (i, j, i, j, M, i, j, p[i]))
            lines.append(" p%d_%d: c%d - c%d - %d z%d_%d >= %d" % (i, j, j, i, M, i, j, p[j] - M))
    lines.append("Binary")
    lines.append(wrap_terms(["z%d_%d" % (i, j) for i in range(n) for j in range(i + 1, n)]))
    lines.append("End")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def small_lps(d):
    with open(os.path.join(d, "infeas.lp"), "w") as f:
        f.write("Maximize\n obj: x + 2 y\nSubject To\n c1: x + y <= 4\n c2: x + y >= 6\n"
                " c3: x - y <= 1\nBounds\n x <= 10\nEnd\n")
    with open(os.path.join(d, "unbnd.lp"), "w") as f:
        f.write("Maximize\n obj: 3 x + 2 y - z\nSubject To\n c1: x - y <= 4\n c2: -x + 2 y <= 6\n"
                " c3: z >= 1\nBounds\n y free\nEnd\n")


def flows(rng, d, n=120, m=520):
    arcs = set()
    for i in range(1, n):
        arcs.add((i, i + 1))
    while len(arcs) < m:
        a, b = rng.between(1, n), rng.between(1, n)
        if a != b:
            arcs.add((a, b))
    arcs = sorted(arcs)
    with open(os.path.join(d, "flow.min"), "w") as f:
        f.write("c min-cost flow, generated\np min %d %d\n" % (n, len(arcs)))
        f.write("n 1 60\nn %d -35\nn %d -25\n" % (n, n // 2))
        for a, b in arcs:
            f.write("a %d %d 0 %d %d\n" % (a, b, rng.between(20, 90), rng.between(1, 50)))
    with open(os.path.join(d, "flow.max"), "w") as f:
        f.write("c max flow, generated\np max %d %d\nn 1 s\nn %d t\n" % (n, len(arcs), n))
        for a, b in arcs:
            f.write("a %d %d %d\n" % (a, b, rng.between(1, 40)))


def sat(rng, path, nv=60, nc=240):
    truth = [rng.below(2) for _ in range(nv + 1)]
    clauses = []
    while len(clauses) < nc:
        vs = set()
        while len(vs) < 3:
            vs.add(rng.between(1, nv))
        lits = [v if rng.below(2) else -v for v in sorted(vs)]
        if any((lit > 0) == bool(truth[abs(lit)]) for lit in lits):
            clauses.append(lits)
    with open(path, "w") as f:
        f.write("c planted 3-SAT\np cnf %d %d\n" % (nv, len(clauses)))
        for c in clauses:
            f.write(" ".join(map(str, c)) + " 0\n")


def transp_dat(rng, path, nplants=6, nmarkets=9):
    plants = ["plant%d" % i for i in range(nplants)]
    markets = ["mkt_%s" % c for c in "abcdefghijklmnop"[:nmarkets]]
    cap = [rng.between(300, 700) for _ in plants]
    total = sum(cap)
    dem = [total // nmarkets - rng.between(10, 60) for _ in markets]
    out = ["data;", "set I := %s;" % " ".join(plants), "set J := %s;" % " ".join(markets),
           "param a :=" + "".join("\n  %s %d" % (p, c) for p, c in zip(plants, cap)) + ";",
           "param b :=" + "".join("\n  %s %d" % (m, c) for m, c in zip(markets, dem)) + ";",
           "param d : " + " ".join(markets) + " :="]
    for p in plants:
        out.append("  %s %s" % (p, " ".join("%.1f" % rng.real(0.5, 3.5) for _ in markets)))
    out[-1] += ";"
    out += ["param f := 90;", "end;"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def plan_dat(rng, path, nprod=5, nper=6):
    prods = ["P%d" % i for i in range(nprod)]
    out = ["data;", "set PROD := %s;" % " ".join(prods), "param T := %d;" % nper,
           "param rate := " + " ".join("%s %d" % (p, rng.between(100, 250)) for p in prods) + ";",
           "param inv0 := " + " ".join("%s %d" % (p, rng.between(0, 20)) for p in prods) + ";",
           "param avail := " + " ".join("%d %d" % (t, rng.between(30, 45))
                                        for t in range(1, nper + 1)) + ";",
           "param market : " + " ".join(str(t) for t in range(1, nper + 1)) + " :="]
    for p in prods:
        out.append("  %s %s" % (p, " ".join(str(rng.between(1000, 5000))
                                            for _ in range(nper))))
    out[-1] += ";"
    out.append("param revenue : " + " ".join(str(t) for t in range(1, nper + 1)) + " :=")
    for p in prods:
        out.append("  %s %s" % (p, " ".join("%.2f" % rng.real(10, 30) for _ in range(nper))))
    out[-1] += ";"
    out += ["param prodcost := " + " ".join("%s %.2f" % (p, rng.real(5, 9)) for p in prods)
            + ";",
            "param invcost := " + " ".join("%s %.2f" % (p, rng.real(0.1, 0.9)) for p in prods)
            + ";", "end;"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def costs_csv(rng, path, n=12):
    with open(path, "w") as f:
        f.write("item,weight,value,group\n")
        for i in range(n):
            f.write("it%02d,%d,%d,%s\n" % (i, rng.between(3, 30), rng.between(10, 99),
                                            rng.pick(["red", "green", "blue"])))


def main():
    d = sys.argv[1]
    os.makedirs(d, exist_ok=True)
    rng = Rng(0x61F1C0FFEE)
    transport_lp(rng, os.path.join(d, "transport.lp"), 60, 90)
    blend_mps(rng, os.path.join(d, "blend.mps"), 150, 60)
    prod_mps(rng, os.path.join(d, "prod.mps"), 25, 12, 8)
    assign_lp(rng, os.path.join(d, "assign.lp"), 90)
    facility_lp(rng, os.path.join(d, "facility.lp"), 14, 45)
    knap_lp(rng, os.path.join(d, "knap.lp"), 50, 6)
    cover_lp(rng, os.path.join(d, "cover.lp"), 120, 80)
    sched_lp(rng, os.path.join(d, "sched.lp"), 8)
    small_lps(d)
    flows(rng, d, 600, 3000)
    sat(rng, os.path.join(d, "sat.cnf"), 120, 500)
    transp_dat(rng, os.path.join(d, "transp.dat"), 7, 12)
    plan_dat(rng, os.path.join(d, "plan.dat"), 8, 10)
    costs_csv(rng, os.path.join(d, "items.csv"), 16)

if __name__ == "__main__":
    main()
