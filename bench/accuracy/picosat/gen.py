#!/usr/bin/env python3
"""CNF instances (DIMACS) for the picosat workload: usage gen.py OUTDIR.

Several families a SAT solver meets in practice, satisfiable and not: random k-SAT around
the phase transition, pigeonhole, graph colouring, n-queens, sudoku, Latin-square
completion, Tseitin parity on random graphs, adder equivalence miters, factoring through a
multiplier circuit, and a bounded model-checking unrolling of a counter. Deterministic:
a fixed-seed xorshift64* generator of our own, not Python's `random`.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


Rng = prng.XorShift64Star


class Cnf:
    def __init__(self):
        self.nvars = 0
        self.clauses = []

    def var(self):
        self.nvars += 1
        return self.nvars

    def add(self, *lits):
        self.clauses.append(list(lits))

    def at_most_one(self, lits):
        for i in range(len(lits)):
            for j in range(i + 1, len(lits)):
                self.add(-lits[i], -lits[j])

    def exactly_one(self, lits):
        self.add(*lits)
        self.at_most_one(lits)

    # Tseitin gates: each returns the output variable.
    def and2(self, a, b):
        o = self.var()
        self.add(-o, a)
        self.add(-o, b)
        self.add(o, -a, -b)
        return o

    def or2(self, a, b):
        o = self.var()
        self.add(o, -a)
        self.add(o, -b)
        self.add(-o, a, b)
        return o

    def xor2(self, a, b):
        o = self.var()
        self.add(-o, a, b)
        self.add(-o, -a, -b)
        self.add(o, -a, b)
        self.add(o, a, -b)
        return o

    def full_adder(self, a, b, c):
        s = self.xor2(self.xor2(a, b), c)
        carry = self.or2(self.and2(a, b), self.and2(c, self.xor2(a, b)))
        return s, carry

    def write(self, path, comment, shuffle=None, messy=None, header=None):
        """shuffle: an Rng to permute the clauses (order matters to a solver); messy: an Rng
        to write the file as hand-edited ones look (comments between clauses, clauses split
        over lines, odd spacing); header: (vars, clauses) to claim instead of the truth."""
        clauses = self.clauses
        if shuffle is not None:
            clauses = list(clauses)
            for i in range(len(clauses) - 1, 0, -1):
                j = shuffle.below(i + 1)
                clauses[i], clauses[j] = clauses[j], clauses[i]
        nv, nc = header or (self.nvars, len(clauses))
        with open(path, "w") as f:
            f.write(f"c {comment}\nc\n")
            f.write(f"p cnf {nv} {nc}\n" if messy is None else f"p  cnf  {nv}\t{nc} \n")
            for c in clauses:
                if messy is None:
                    f.write(" ".join(map(str, c)) + " 0\n")
                    continue
                r = messy.below(16)
                if r == 0:
                    f.write("c a comment between clauses\n")
                sep = "\n" if r == 1 else ("\t" if r == 2 else " ")
                f.write(("  " if r == 3 else "") + sep.join(map(str, c)) + sep + "0\n")


def random_ksat(rng, n, m, k):
    cnf = Cnf()
    cnf.nvars = n
    for _ in range(m):
        vs = set()
        while len(vs) < k:
            vs.add(1 + rng.below(n))
        cnf.add(*[v if rng.below(2) else -v for v in sorted(vs)])
    return cnf


def mixed_width(rng, n, m):
    """Random clauses of widths 2..6 (an irregular mix, as industrial formulas have)."""
    cnf = Cnf()
    cnf.nvars = n
    for _ in range(m):
        k = (2, 3, 3, 3, 4, 4, 5, 6)[rng.below(8)]
        vs = set()
        while len(vs) < k:
            vs.add(1 + rng.below(n))
        cnf.add(*[v if rng.below(2) else -v for v in sorted(vs)])
    return cnf


def pigeonhole(holes):
    cnf = Cnf()
    p = [[cnf.var() for _ in range(holes)] for _ in range(holes + 1)]
    for row in p:
        cnf.add(*row)
    for h in range(holes):
        cnf.at_most_one([row[h] for row in p])
    return cnf


def random_graph(rng, n, m):
    edges = set()
    while len(edges) < m:
        a, b = rng.below(n), rng.below(n)
        if a != b:
            edges.add((min(a, b), max(a, b)))
    return sorted(edges)


def colouring(n, edges, k):
    cnf = Cnf()
    x = [[cnf.var() for _ in range(k)] for _ in range(n)]
    for row in x:
        cnf.add(*row)
    for a, b in edges:
        for c in range(k):
            cnf.add(-x[a][c], -x[b][c])
    for c in range(k - 1):  # symmetry breaking: vertex i uses a colour <= i
        if c + 1 < n:
            for cc in range(c + 1, k):
                cnf.add(-x[c][cc])
    return cnf


def queens(n):
    cnf = Cnf()
    q = [[cnf.var() for _ in range(n)] for _ in range(n)]
    for r in range(n):
        cnf.exactly_one(q[r])
    for c in range(n):
        cnf.at_most_one([q[r][c] for r in range(n)])
    for d in range(-n + 1, n):
        cnf.at_most_one([q[r][r - d] for r in range(n) if 0 <= r - d < n])
        cnf.at_most_one([q[r][d + n - 1 - r] for r in range(n) if 0 <= d + n - 1 - r < n])
    return cnf


def sudoku(rng, b, keep_percent):
    """A (b*b)x(b*b) sudoku: a valid grid from a shifted pattern, rows/cols/digits permuted,
    then clues kept with probability keep_percent."""
    n = b * b
    base = [[(b * (r % b) + r // b + c) % n for c in range(n)] for r in range(n)]
    digits = list(range(n))
    for i in range(n - 1, 0, -1):
        j = rng.below(i + 1)
        digits[i], digits[j] = digits[j], digits[i]
    grid = [[digits[v] for v in row] for row in base]
    cnf = Cnf()
    x = [[[cnf.var() for _ in range(n)] for _ in range(n)] for _ in range(n)]
    for r in range(n):
        for c in range(n):
            cnf.exactly_one(x[r][c])
    for d in range(n):
        for r in range(n):
            cnf.exactly_one([x[r][c][d] for c in range(n)])
        for c in range(n):
            cnf.exactly_one([x[r][c][d] for r in range(n)])
        for br in range(b):
            for bc in range(b):
                cnf.exactly_one([x[br * b + i][bc * b + j][d] for i in range(b) for j in range(b)])
    for r in range(n):
        for c in range(n):
            if rng.below(100) < keep_percent:
                cnf.add(x[r][c][grid[r][c]])
    return cnf


def latin_completion(rng, n, holes_percent, poison):
    """Latin square completion from a cyclic square; `poison` adds conflicting clues."""
    cnf = Cnf()
    x = [[[cnf.var() for _ in range(n)] for _ in range(n)] for _ in range(n)]
    for r in range(n):
        for c in range(n):
            cnf.exactly_one(x[r][c])
    for v in range(n):
        for r in range(n):
            cnf.at_most_one([x[r][c][v] for c in range(n)])
            cnf.add(*[x[r][c][v] for c in range(n)])
        for c in range(n):
            cnf.at_most_one([x[r][c][v] for r in range(n)])
            cnf.add(*[x[r][c][v] for r in range(n)])
    perm = list(range(n))
    for i in range(n - 1, 0, -1):
        j = rng.below(i + 1)
        perm[i], perm[j] = perm[j], perm[i]
    for r in range(n):
        for c in range(n):
            if rng.below(100) >= holes_percent:
                cnf.add(x[r][c][perm[(r + 2 * c) % n] if n % 2 else perm[(r + c) % n]])
    for _ in range(poison):
        r, c = rng.below(n), rng.below(n)
        cnf.add(x[r][(c + 1) % n][perm[(r + c) % n]])
    return cnf


def tseitin_parity(rng, n, degree, odd):
    """XOR constraints on the vertices of a random regular-ish graph: edge variables, each
    vertex's incident edges XOR to a charge; total charge odd → UNSAT."""
    cnf = Cnf()
    edges = random_graph(rng, n, n * degree // 2)
    ev = {e: cnf.var() for e in edges}
    inc = [[] for _ in range(n)]
    for (a, b), v in ev.items():
        inc[a].append(v)
        inc[b].append(v)
    charge = [0] * n
    charge[0] = 1 if odd else 0
    for u in range(n):
        vs = inc[u]
        if not vs:
            continue
        # Chain long XORs through auxiliaries so clauses stay short.
        while len(vs) > 3:
            t = cnf.xor2(vs[0], vs[1])
            vs = [t] + vs[2:]
        k = len(vs)
        for mask in range(1 << k):
            if bin(mask).count("1") % 2 != charge[u]:
                cnf.add(*[-v if mask >> i & 1 else v for i, v in enumerate(vs)])
    return cnf


def adder_miter(bits, carry_select):
    """Ripple-carry adder vs. a carry-select one (or vs. itself with swapped operands):
    asserting some output bit differs is UNSAT."""
    cnf = Cnf()
    a = [cnf.var() for _ in range(bits)]
    b = [cnf.var() for _ in range(bits)]

    def ripple(x, y):
        out, c = [], cnf.var()
        cnf.add(-c)
        for i in range(bits):
            s, c = cnf.full_adder(x[i], y[i], c)
            out.append(s)
        return out + [c]

    def select(x, y):
        half = bits // 2
        out, c = [], cnf.var()
        cnf.add(-c)
        for i in range(half):
            s, c = cnf.full_adder(x[i], y[i], c)
            out.append(s)
        hi = []
        for cin in (False, True):
            cc = cnf.var()
            cnf.add(cc if cin else -cc)
            o = []
            for i in range(half, bits):
                s, cc = cnf.full_adder(x[i], y[i], cc)
                o.append(s)
            hi.append(o + [cc])
        for i in range(len(hi[0])):  # mux on the low half's carry
            m = cnf.or2(cnf.and2(-c, hi[0][i]), cnf.and2(c, hi[1][i]))
            out.append(m)
        return out

    r1 = ripple(a, b)
    r2 = select(a, b) if carry_select else ripple(b, a)
    diffs = [cnf.xor2(p, q) for p, q in zip(r1, r2)]
    cnf.add(*diffs)
    return cnf


def multiplier(cnf, a, b):
    """Array multiplier: returns the product bits."""
    n, m = len(a), len(b)
    acc = [cnf.and2(a[i], b[0]) for i in range(n)] + []
    out = [acc[0]]
    acc = acc[1:]
    for j in range(1, m):
        row = [cnf.and2(a[i], b[j]) for i in range(n)]
        c = cnf.var()
        cnf.add(-c)
        nxt = []
        for i in range(n):
            x = acc[i] if i < len(acc) else None
            if x is None:
                x = cnf.var()
                cnf.add(-x)
            s, c = cnf.full_adder(x, row[i], c)
            nxt.append(s)
        out.append(nxt[0])
        acc = nxt[1:] + [c]
    return out + acc


def factoring(bits, number):
    """Find a, b > 1 with a * b == number (SAT for a composite, UNSAT for a prime)."""
    cnf = Cnf()
    a = [cnf.var() for _ in range(bits)]
    b = [cnf.var() for _ in range(bits)]
    prod = multiplier(cnf, a, b)
    for i, p in enumerate(prod):
        cnf.add(p if number >> i & 1 else -p)
    cnf.add(*a[1:])  # a != 1 (and != 0)
    cnf.add(*b[1:])
    return cnf


def multiplier_miter(bits):
    """a * b == b * a through two array multipliers: UNSAT, and hard for resolution."""
    cnf = Cnf()
    a = [cnf.var() for _ in range(bits)]
    b = [cnf.var() for _ in range(bits)]
    p, q = multiplier(cnf, a, b), multiplier(cnf, b, a)
    cnf.add(*[cnf.xor2(x, y) for x, y in zip(p, q)])
    return cnf


def counter_bmc(bits, steps, target):
    """Bounded model checking: a `bits`-bit counter that adds 3 (mod 2^bits) each step when
    `en` is set; can it reach `target` within `steps` steps from 0?"""
    cnf = Cnf()
    state = [cnf.var() for _ in range(bits)]
    for v in state:
        cnf.add(-v)
    reached = []
    for _ in range(steps):
        en = cnf.var()
        inc = [en, en] + [None] * (bits - 2)
        c = cnf.var()
        cnf.add(-c)
        nxt = []
        for i in range(bits):
            y = inc[i]
            if y is None:
                y = cnf.var()
                cnf.add(-y)
            s, c = cnf.full_adder(state[i], y, c)
            nxt.append(s)
        state = nxt
        eq = cnf.var()  # eq -> state == target
        for i, v in enumerate(state):
            cnf.add(-eq, v if target >> i & 1 else -v)
        reached.append(eq)
    cnf.add(*reached)
    return cnf


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rng = Rng(0x5A7C0DE)

    def emit(name, cnf, comment, shuffle=True):
        cnf.write(f"{out}/{name}.cnf", comment, Rng(rng.next()) if shuffle else None)

    for i, (n, ratio) in enumerate([(150, 3.8), (200, 4.1), (220, 4.26), (180, 4.5),
                                    (120, 5.2), (240, 3.9), (160, 4.3), (250, 4.26),
                                    (200, 4.6)]):
        emit(f"r3-{i}", random_ksat(rng, n, int(n * ratio), 3), f"random 3-SAT n={n} r={ratio}")
    emit("r5-0", random_ksat(rng, 60, 1150, 5), "random 5-SAT")
    emit("r4-0", random_ksat(rng, 90, 880, 4), "random 4-SAT")
    emit("mixed-0", mixed_width(rng, 400, 1500), "mixed widths")
    emit("mixed-1", mixed_width(rng, 300, 1500), "mixed widths")
    emit("small-3", random_ksat(rng, 24, 60, 3), "few constraints, many models")
    random_ksat(rng, 100, 400, 3).write(f"{out}/messy.cnf", "hand-edited look", messy=Rng(7))
    random_ksat(rng, 90, 300, 3).write(f"{out}/sloppy.cnf", "header too small",
                                       header=(80, 250))
    emit("php-7", pigeonhole(7), "pigeonhole 8 into 7", shuffle=False)
    emit("php-8", pigeonhole(8), "pigeonhole 9 into 8")
    g = random_graph(rng, 60, 240)
    emit("col-60-4", colouring(60, g, 4), "colouring 4")
    emit("col-60-5", colouring(60, g, 5), "colouring 5")
    g = random_graph(rng, 30, 170)
    emit("col-30-4", colouring(30, g, 4), "colouring 4 dense")
    emit("queens-8", queens(8), "8 queens", shuffle=False)
    emit("queens-6", queens(6), "6 queens", shuffle=False)
    emit("queens-30", queens(30), "30 queens")
    emit("queens-50", queens(50), "50 queens", shuffle=False)
    emit("sudoku-9", sudoku(rng, 3, 30), "sudoku 9x9")
    emit("sudoku-16", sudoku(rng, 4, 35), "sudoku 16x16")
    emit("latin-12", latin_completion(rng, 12, 55, 0), "latin square completion")
    emit("latin-11-bad", latin_completion(rng, 11, 40, 2), "latin square, conflicting clues")
    emit("parity-sat", tseitin_parity(rng, 40, 4, False), "tseitin even")
    emit("parity-unsat", tseitin_parity(rng, 26, 4, True), "tseitin odd")
    emit("adder-rc", adder_miter(24, True), "ripple vs carry-select miter")
    emit("adder-sw", adder_miter(32, False), "commuted ripple adder miter")
    emit("factor-sat", factoring(10, 523 * 307), "factor a semiprime")
    emit("factor-unsat", factoring(8, 251), "factor a prime")
    emit("factor-big", factoring(14, 16381 * 16369), "factor a larger semiprime")
    emit("mul-6", multiplier_miter(6), "multiplier commutativity 6 bits")
    emit("mul-7", multiplier_miter(7), "multiplier commutativity 7 bits")
    emit("bmc-sat", counter_bmc(8, 40, 93), "counter reaches 93")
    emit("bmc-unsat", counter_bmc(7, 30, 127), "counter cannot reach 127 in time")


if __name__ == "__main__":
    main()
