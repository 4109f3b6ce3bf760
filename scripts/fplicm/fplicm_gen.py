"""Seeded generator of FPLICM-shaped C programs (the programs of scripts/fplicm/gen-programs).

`generate(seed)` returns a `Program`: C source and the names of the features it uses. The
same seed always gives the same program (everything is drawn from `random.Random(seed)`).

A program is a few kernels, each a `noinline` function with one hot loop that reads an
almost-invariant *state* (one or two ints) and computes from it a chain with at least two
expensive operations (fdiv, sdiv/udiv by a loaded value) over read-only tables, and rare,
seeded events that give the state a new value. Choices per kernel:
  state storage  scalar globals, fields of a global struct (read directly or through a local
                 pointer), constant-index elements of a global array, an escaped local, or a
                 global pointer to one of several records (fields behind a pointer); of type
                 int, short, long long or unsigned char; sometimes a second almost-invariant
                 double read by the same chain;
  domain + chain 1-D tables (A[j], A[IX[IX[j]]], B[j], division by j, a packed struct
                 array, a local array whose address may escape), integer records
                 (NUM[j] / DEN[j] with zero divisors and INT_MIN / -1, unsigned division),
                 2-D M[8][8] / N[5][3] tables (also through a row pointer and with a
                 negative offset), an interior pointer &A[32] indexed by +-j, a struct field
                 array;
  edge values    values the original uses that a per-dimension guard would get wrong:
                 M[1][13] or M[2][-3] of double M[8][8] (inside the whole array), FA.w[9]
                 (inside the struct), zero divisors and INT_MIN / -1 where the original
                 tests them before dividing;
  events         rare conditions (i % P, bit masks, an in-loop LCG, a seeded schedule
                 table, a switch) running stores, calls, stores through pointers, memcpy,
                 memset, byte-wide stores, or a nested loop; some also write the tables
                 the chain reads, or only those;
  final update   on the last iteration the state becomes wildly invalid (2^28, INT_MIN,
                 one past the end, a zero divisor, a NULL record pointer); the original
                 never uses it;
  loop shape     for, down-counting, do-while, two exits (header and latch: loop-rotate
                 leaves it alone), a nested hot loop, an extra never-taken exit, a bound
                 kept in memory and lowered by rare events;
  main           calls each kernel on a long and a short trip count, then with zero trips
                 while the state is invalid (where the shape allows), and prints every
                 result exactly (doubles with %a, integers in hex).
The original program has no undefined behaviour at the LLVM IR level: invalid values are
only ever stored, never used, and divisions by zero or INT_MIN / -1 are never executed.
(M[1][13] is out of range for C's row dimension but inside the object, which is what an
`inbounds` GEP allows; clang and LLVM do not exploit the difference.)
"""
import random
from dataclasses import dataclass, field

NA = 64          # length of the 1-D tables
NR = 32          # number of integer records; record NR - 1 is INT_MIN / -1
INT_MAX = 2**31 - 1
INT_MIN = -2**31
# Constants no instcombine turns into a multiplication (not powers of two).
DIVISORS = ["3.0", "5.5", "7.25", "9.75", "11.0", "13.5", "1.75", "2.5", "6.125"]
OFFSETS = ["1.5", "2.25", "4.75", "0.625", "3.375", "8.0"]


@dataclass
class Program:
    seed: int
    source: str
    features: list = field(default_factory=list)


# ---------------------------------------------------------------------------------------
# Domains: what values the state may hold when the chain uses it.

@dataclass
class Domain:
    name: str
    width: int            # ints of state (1 or 2)
    good: list            # values the chain may use (tuples of `width` ints)
    edges: list           # values the chain uses correctly but a per-dimension guard breaks
    wild: list            # values the chain must never use (only as a final update)
    memset_ok: bool       # all-zero state is a good value


def c_int(v):
    """A C integer literal (INT_MIN has no literal; wider values get LL)."""
    if v == INT_MIN:
        return "INT_MIN"
    return str(v) if INT_MIN < v <= INT_MAX else f"{v}LL"


# The state's C type and its value range.
CTYPES = {"int": (INT_MIN, INT_MAX), "short": (-2**15, 2**15 - 1),
          "long long": (-2**63, 2**63 - 1), "unsigned char": (0, 255)}


def retype(values, ctype, good):
    """Wild values moved into the range of `ctype` (to its nearest end), those still wild."""
    lo, hi = CTYPES[ctype]
    moved = [tuple(min(max(x, lo), hi) for x in v) for v in values]
    return sorted({v for v in moved if v not in good})


# The 2-D tables: (double table, int table, rows, columns).
MATRICES = {"M": ("M", "MI", 8, 8), "N": ("N", "NI", 5, 3)}


def make_domain(name, zero_recs, dims=(8, 8)):
    big = [1 << 28, -(1 << 28), INT_MAX, INT_MIN]
    if name == "idx":
        return Domain(name, 1, [(v,) for v in range(NA)], [],
                      [(v,) for v in [NA, -1, 100, *big]], True)
    if name == "rec":
        good = [(r,) for r in range(NR) if r not in zero_recs and r != NR - 1]
        return Domain(name, 1, good, [(z,) for z in zero_recs] + [(NR - 1,)],
                      [(NR,), (-1,), *((b,) for b in big)], True)
    rows, cols = dims
    if name == "pair":
        # M[r][c]: edges are inside the whole array but outside row r.
        good = [(r, c) for r in range(rows) for c in range(cols)]
        edges = [(r, c) for r in range(rows) for c in range(-cols * r, cols * (rows - r))
                 if not 0 <= c < cols]
        wild = [(1 << 20, 0), (0, 1 << 20), (rows, 0), (rows - 1, cols), (-1, min(3, cols - 1)),
                (min(3, rows - 1), -100), (INT_MIN, 0), (0, INT_MAX)]
        return Domain(name, 2, good, edges, wild, True)
    if name == "rowneg":
        # row = M[r]; row[c - 1] and row[c] are read.
        good = [(r, c) for r in range(rows) for c in range(1, cols)]
        edges = [(r, 0) for r in range(1, rows)] + [(r, cols) for r in range(rows - 1)]
        wild = [(1 << 20, 1), (0, 0), (rows - 1, cols + 1), (-3, 1),
                (min(2, rows - 1), -(1 << 24))]
        return Domain(name, 2, good, edges, wild, False)
    if name == "sym":
        return Domain(name, 1, [(v,) for v in range(-31, 32)], [],
                      [(v,) for v in [33, -33, 64, *big]], True)
    if name == "field":
        return Domain(name, 1, [(v,) for v in range(8)], [(v,) for v in range(8, 12)],
                      [(v,) for v in [13, -1, 40, *big]], True)
    raise ValueError(name)


# ---------------------------------------------------------------------------------------
# Chain templates: statements over the state values s[0], s[1] adding to acc or h.

def tmpl_lines(rng, name, s, guard, mat="M"):
    """The statements of chain template `name` over the state values `s` (C names);
    `guard` is how I_DIV tests its divisor, `mat` the 2-D tables' name (MATRICES)."""
    c1, c2 = rng.choice(DIVISORS), rng.choice(OFFSETS)
    md, mi = MATRICES[mat][:2]
    j = s[0]
    if name == "F_1D":
        return [f"double v_{j} = A[{j}];", f"acc += v_{j} / {c1} / (v_{j} + {c2});"]
    if name == "F_2T":
        return [f"acc += A[{j}] / (B[{j}] + {c2}) + {c1} / A[{j}];"]
    if name == "F_LVL":
        inner = f"IX[IX[{j}]]" if rng.random() < 0.5 else f"IX[{j}]"
        return [f"int k_{j} = {inner};", f"double w_{j} = A[k_{j}];",
                f"acc += w_{j} / (B[k_{j}] + {c2}) / (w_{j} + {c1});"]
    if name == "F_RDIV":
        return [f"acc += (A[{j}] + {c2}) / (double)({j} + 1) / {c1};"]
    if name == "I_IV":
        return [f"h = h * 31u + (unsigned)(IV[{j}] * 1000 / IV[({j} + 1) & {NA - 1}] / ({j} + 1));"]
    if name == "I_DIV":
        body = [f"int q_{j} = NUM[{j}] / d_{j};",
                f"h = h * 31u + (unsigned)((q_{j} % 1000 + 7) / (d_{j} + 10));"]
        test = {"zero": f"d_{j} != 0",
                "full": f"d_{j} != 0 && !(d_{j} == -1 && NUM[{j}] == INT_MIN)"}.get(guard)
        head = [f"int d_{j} = DEN[{j}];"]
        if test is None:
            return head + body
        return head + [f"if ({test}) {{", *("  " + b for b in body), "}"]
    if name == "U_DIV":
        if guard == "none":
            return [f"unsigned u_{j} = UNUM[{j}] / UDEN[{j}];",
                    f"h += u_{j} / (UDEN[{j}] + 1u);"]
        return [f"unsigned ud_{j} = UDEN[{j}];",
                f"if (ud_{j} != 0u)",
                f"  h += UNUM[{j}] / ud_{j} + 7u * (UNUM[{j}] / (ud_{j} + 1u));"]
    if name == "F_REC":
        return [f"acc += (double)NUM[{j}] / ((double)DEN[{j}] + 0.5) / {c1};"]
    r, c = s[0], s[-1]
    if name == "F_2D":
        return [f"double m_{r} = {md}[{r}][{c}];", f"acc += m_{r} / {c1} / (m_{r} + {c2});"]
    if name == "I_2D":
        return [f"int mi_{r} = {mi}[{r}][{c}];",
                f"h = h * 17u + (unsigned)(100000 / mi_{r} / (mi_{r} % 7 + 1));"]
    if name == "F_ROWPTR":
        return [f"double *row_{r} = {md}[{r}];",
                f"acc += row_{r}[{c}] / {c1} / (row_{r}[{c}] + {c2});"]
    if name == "F_ROWNEG":
        return [f"const double *rn_{r} = {md}[{r}];",
                f"acc += rn_{r}[{c} - 1] / {c1} / (rn_{r}[{c}] + {c2});"]
    if name == "F_NEG":
        return [f"acc += mid[-{j}] / {c1} / (mid[{j}] + {c2});"]
    if name == "F_NEG2":
        return [f"acc += *(mid - {j}) / (*(mid + {j}) + {c2}) / {c1};"]
    if name == "F_LOCAL":
        return [f"acc += lt[{j} & 15] / {c1} / (lt[({j} + 5) & 15] + {c2});"]
    if name == "F_PACKED":
        return [f"acc += PK[{j} & 15].d / (PK[({j} + 1) & 15].d + {c2}) / {c1};"]
    if name == "F_FIELD":
        return [f"acc += FA.w[{j}] / {c1} / (FA.w[{j}] + {c2});"]
    if name == "F_FIELDP":
        return [f"const struct fa *fp_{j} = &FA;",
                f"acc += fp_{j}->w[{j}] / (fp_{j}->w[{j}] + {c2}) / {c1};"]
    raise ValueError(name)


TEMPLATES = {
    "idx": ["F_1D", "F_2T", "F_LVL", "F_RDIV", "I_IV", "F_LOCAL", "F_PACKED"],
    "rec": ["I_DIV", "U_DIV", "F_REC"],
    "pair": ["F_2D", "I_2D", "F_ROWPTR"],
    "rowneg": ["F_ROWNEG"],
    "sym": ["F_NEG", "F_NEG2"],
    "field": ["F_FIELD", "F_FIELDP"],
}
DOMAIN_WEIGHTS = {"idx": 5, "rec": 4, "pair": 4, "rowneg": 1, "sym": 1, "field": 1}


# ---------------------------------------------------------------------------------------
# One kernel.

class Kernel:
    """One hot-loop function with its state, events and globals."""

    def __init__(self, rng, k, zero_recs, edges=True):
        self.rng, self.k, self.edges = rng, k, edges
        self.features = []
        self.globals, self.helpers = [], []
        self.choose_chain(zero_recs)
        self.choose_state()
        self.seq = self.make_sequence()
        self.wild = rng.choice(self.dom.wild) if rng.random() < 0.5 else None
        if self.wild is not None:
            self.feature("final-update-invalid")
        self.zero_trip = self.shape != "dowhile" and rng.random() < 0.6
        if self.zero_trip:
            self.feature("zero-trip")
        self.n = rng.choice([3000, 8000, 20000, 40000])
        # A second almost-invariant value, a double read with the state in one chain.
        self.scale = rng.random() < 0.3
        # The local table of F_LOCAL: its address stored in a global (then written through).
        self.local_escapes = rng.random() < 0.5
        if "F_LOCAL" in self.templates:
            self.feature("local-table" + ("-escaped" if self.local_escapes else ""))
        if self.scale:
            self.feature("second-root:double")
        self.short = rng.choice([1, 2, 3, 7])

    def choose_chain(self, zero_recs):
        """The domain, its 2-D table, the chain templates and the division guard."""
        rng, k = self.rng, self.k
        # Kernel 0 always has a chain over a 1-D table (what -O0 IR lets the chains reach).
        weights = {d: w for d, w in DOMAIN_WEIGHTS.items() if k > 0 or d in ("idx", "rec")}
        dom_name = rng.choices(list(weights), weights=weights.values())[0]
        self.mat = rng.choice(list(MATRICES))
        self.dom = make_domain(dom_name, zero_recs, MATRICES[self.mat][2:])
        if dom_name in ("pair", "rowneg"):
            self.feature(f"matrix:{self.mat}")
        self.templates = rng.sample(TEMPLATES[dom_name], k=min(len(TEMPLATES[dom_name]),
                                                               rng.choice([1, 1, 2])))
        # Guards of the integer divisions decide which record edges the original tolerates.
        self.guard = rng.choice(["none", "zero", "full", "full"]) if dom_name == "rec" else "-"
        self.feature(f"domain:{dom_name}", *(f"chain:{n}" for n in self.templates))
        if dom_name == "rec":
            self.feature(f"div-guard:{self.guard}")

    def choose_state(self):
        """Where the state lives, the loop's shape and the state's C type (which moves the
        wild values into its range)."""
        rng, k = self.rng, self.k
        # Kernel 0 keeps its state where -O0 IR can cache the chain (not behind a pointer).
        self.storage = rng.choice(["global", "global", "struct", "struct", "array", "escaped",
                                   "pointer" if k > 0 else "global"])
        self.via_local_ptr = self.storage == "struct" and rng.random() < 0.4
        self.feature(f"state:{self.storage}" + ("-via-ptr" if self.via_local_ptr else ""))
        self.shape = rng.choice(["for", "for", "for", "down", "dowhile", "twoexit", "nested",
                                 "early", "membound"])
        self.feature(f"shape:{self.shape}")
        self.ctype = rng.choice(["int", "int", "int", "short", "long long", "unsigned char"])
        if self.ctype == "unsigned char" and any(x < 0 for v in self.dom.good for x in v):
            self.ctype = "int"
        lo, hi = CTYPES[self.ctype]
        self.dom.edges = [v for v in self.dom.edges if all(lo <= x <= hi for x in v)]
        wild = self.dom.wild + ([(1 << 40,) * self.dom.width, (-(1 << 40),) * self.dom.width]
                                if self.ctype == "long long" else [])
        self.dom.wild = retype(wild, self.ctype, self.dom.good)
        self.feature(f"state-type:{self.ctype.replace(' ', '-')}")

    def feature(self, *names):
        self.features.extend(names)

    def tolerated_edges(self):
        """The domain's edge values the original may use with these templates: records
        with a zero divisor only where every division by it is tested first, INT_MIN / -1
        only where I_DIV tests it (the unsigned and FP chains never trap on it)."""
        if self.dom.name != "rec":
            return self.dom.edges
        ok = []
        for (v,) in self.dom.edges:
            if v == NR - 1:
                allowed = self.guard == "full" or "I_DIV" not in self.templates
            else:
                allowed = self.guard != "none" or not {"I_DIV", "U_DIV"} & set(self.templates)
            if allowed:
                ok.append((v,))
        return ok

    def make_sequence(self):
        """The good values the events cycle through: entry 0 is the reset value, at most
        one entry is an edge value (so the frequent path survives the tests on it)."""
        rng = self.rng
        length = rng.randint(8, 16)
        seq = [rng.choice(self.dom.good) for _ in range(length)]
        edges = self.tolerated_edges()
        self.edge_drawn = bool(edges) and rng.random() < 0.75
        # The sequence with the edge value in: what decides the program's shape, with or
        # without `edges`.
        self.shape_seq = list(seq)
        if self.edge_drawn:
            at, value = rng.randrange(1, length), rng.choice(edges)
            self.shape_seq[at] = value
            if self.edges:
                seq[at] = value
                self.feature("edge-value")
        return seq

    # --- state access -------------------------------------------------------------------
    def lvalues(self):
        """C lvalues of the state's ints, as the kernel's loop reads and writes them."""
        k, w = self.k, self.dom.width
        st = self.storage
        if st == "global":
            return [f"g{k}_{i}" for i in range(w)]
        if st == "struct":
            base = f"p{k}->" if self.via_local_ptr else f"S{k}."
            return [f"{base}v{i}" for i in range(w)]
        if st == "array":
            return [f"SA{k}[{1 + 2 * i}]" for i in range(w)]
        if st == "escaped":
            return [f"e{k}_{i}" for i in range(w)]
        return [f"CUR{k}->v{i}" for i in range(w)]

    def outside_lvalues(self):
        """The same state as main and the helpers name it."""
        k, w = self.k, self.dom.width
        if self.storage == "struct":
            return [f"S{k}.v{i}" for i in range(w)]
        if self.storage == "escaped":
            return [f"INIT{k}_{i}" for i in range(w)]
        return self.lvalues()

    def declare_state(self):
        k, w = self.k, self.dom.width
        L = len(self.seq)
        rows = list(self.seq) + [self.wild or self.seq[0]]
        t = self.ctype
        self.globals.append(f"struct st{k} {{ int pad; {t} v0; double w; {t} v1; }};")
        alt = ", ".join("{%d, %s, %s, %s}" % (i, c_int(v[0]), f"{i}.5",
                                              c_int(v[1] if w > 1 else 0))
                        for i, v in enumerate(rows))
        self.globals.append(f"struct st{k} ALT{k}[{L + 1}] = {{{alt}}};")
        if self.storage == "global":
            self.globals += [f"{t} g{k}_{i};" for i in range(w)]
        elif self.storage == "struct":
            self.globals.append(f"struct st{k} S{k};")
        elif self.storage == "array":
            self.globals.append(f"{t} SA{k}[4];")
        elif self.storage == "escaped":
            self.globals += [f"{t} INIT{k}_{i};" for i in range(w)]
            self.globals += [f"{t} *EP{k}_{i};" for i in range(w)]
        else:
            self.globals.append(f"struct st{k} *CUR{k};")
        if self.scale:
            self.globals.append(f"double SC{k};")
        if self.shape == "membound":
            self.globals.append(f"int LIM{k};")
        if self.storage in ("global", "struct", "array"):
            targets = self.outside_lvalues()
            self.globals += [f"{t} *WP{k}_{i} = &{a};" for i, a in enumerate(targets)]

    # --- updates --------------------------------------------------------------------------
    def update_kinds(self):
        st = self.storage
        kinds = ["store", "store", "call", "nested"]
        if st in ("global", "struct", "array", "escaped"):
            kinds += ["ptr", "memset"] if self.dom.memset_ok else ["ptr"]
        if st in ("struct", "array", "global"):
            kinds += ["memcpy", "memcpy"]
        if st != "pointer" and all(0 <= x < 256 for v in self.shape_seq for x in v):
            kinds.append("byte")  # the low byte of a small non-negative value is the value
        return kinds

    def update(self, kind, row, comps=None):
        """Statements giving the state (only its ints `comps`, default all) the values of
        ALT{k}[row] (row: a C expression)."""
        k, w = self.k, self.dom.width
        comps = list(range(w)) if comps is None else comps
        lv = [a for i, a in enumerate(self.lvalues()) if i in comps]
        src = [f"ALT{k}[{row}].v{i}" for i in comps]
        st = self.storage
        if len(comps) < w and (kind in ("call", "memset") or
                               (kind == "memcpy" and st == "struct")):
            kind = "store"  # these write the whole state
        if st == "pointer":
            if kind == "call":
                return [f"setcur{k}({row});"]
            if kind == "nested":
                return [f"for (int t{k} = 0; t{k} <= (int)(ev & 3u); ++t{k})",
                        f"  CUR{k} = &ALT{k}[(({row}) + t{k}) % {len(self.seq)}];"]
            if kind == "null":
                return [f"CUR{k} = 0;"]
            return [f"CUR{k} = &ALT{k}[{row}];"]
        if kind == "store":
            return [f"{a} = {b};" for a, b in zip(lv, src)]
        if kind == "call":
            return [f"set{k}({row});"]
        if kind == "ptr":
            ptr = "EP" if st == "escaped" else "WP"
            return [f"*{ptr}{k}_{i} = {b};" for i, b in zip(comps, src)]
        if kind == "memset":
            if st == "struct":
                return [f"memset(&S{k}, 0, sizeof S{k});"]
            if st == "array":
                return [f"memset(SA{k}, 0, sizeof SA{k});"]
            return [f"memset(&{a}, 0, sizeof {a});" for a in lv]
        if kind == "memcpy":
            if st == "struct":
                if self.rng.random() < 0.5:
                    return [f"S{k} = ALT{k}[{row}];"]
                return [f"memcpy(&S{k}, &ALT{k}[{row}], sizeof S{k});"]
            return [f"memcpy(&{a}, &{b}, sizeof({self.ctype}));" for a, b in zip(lv, src)]
        if kind == "byte":
            return [f"*(unsigned char *)&{a} = (unsigned char){b};" for a, b in zip(lv, src)]
        if kind == "nested":
            inner = [f"{a} = ALT{k}[(({row}) + t{k}) % {len(self.seq)}].v{i};"
                     for i, a in zip(comps, lv)]
            return [f"for (int t{k} = 0; t{k} <= (int)(ev & 3u); ++t{k}) {{",
                    *("  " + x for x in inner), "}"]
        raise ValueError(kind)

    def declare_helpers(self):
        k, w = self.k, self.dom.width
        st = self.storage
        if st == "pointer":
            self.helpers.append(f"__attribute__((noinline)) void setcur{k}(unsigned x) "
                                f"{{ CUR{k} = &ALT{k}[x]; }}")
            return
        if st == "escaped":
            args = ", ".join(f"{self.ctype} *q{i}" for i in range(w))
            body = " ".join(f"EP{k}_{i} = q{i};" for i in range(w))
            self.helpers.append(f"__attribute__((noinline)) void escape{k}({args}) {{ {body} }}")
            body = " ".join(f"*EP{k}_{i} = ALT{k}[x].v{i};" for i in range(w))
        else:
            body = " ".join(f"{a} = ALT{k}[x].v{i};"
                            for i, a in enumerate(self.outside_lvalues()))
        self.helpers.append(f"__attribute__((noinline)) void set{k}(unsigned x) {{ {body} }}")

    # --- events ---------------------------------------------------------------------------
    def condition(self):
        rng, n = self.rng, self.n
        kind = rng.choice(["mod", "mod", "mask", "lcg", "sched"])
        self.feature(f"cond:{kind}")
        if kind == "mod":
            p = rng.randint(8, max(9, min(400, n // 12)))
            return f"i % {p} == {rng.randrange(p)}", kind
        if kind == "mask":
            bits = rng.randint(3, 8)
            return f"(i & {(1 << bits) - 1}) == {rng.randrange(1 << bits)}", kind
        if kind == "lcg":
            return f"(hs >> 24) < {rng.randint(3, 24)}u", kind
        return f"SCHED{self.k}[i & 255]", kind

    def table_write(self):
        """A rare write to a table the chains may read (they must be recomputed after it)."""
        rng = self.rng
        w = rng.choice(["A", "B", "IV", "DEN", "M", "MI", "FA", "Bset", "Acpy", "N", "PK"])
        self.feature(f"table-write:{w}")
        return {
            "A": "A[(ev * 7u) & 63u] = 1.0 + (double)(ev & 15u);",
            "B": "B[(ev * 5u) & 63u] = (double)(ev & 7u) * 0.75;",
            "IV": "IV[(ev * 3u) & 63u] = 1 + (int)(ev % 97u);",
            "DEN": f"DEN[1 + ev % {NR - 2}u] = 1 + (int)(ev % 9u);",
            "M": "M[ev & 7u][(ev >> 3) & 7u] = 0.5 + (double)(ev & 31u);",
            "N": "N[ev % 5u][ev % 3u] = 0.75 + (double)(ev & 15u);",
            "MI": "MI[ev & 7u][(ev >> 3) & 7u] = 1 + (int)(ev & 31u);",
            "FA": "FA.w[ev % 12u < 8u ? ev % 12u : 0u] = 0.5 + (double)(ev & 7u);",
            "PK": "PK[ev & 15u].d = 1.25 + (double)(ev & 7u);",
            "Bset": "memset(B, 0, sizeof B);",
            "Acpy": "memcpy(A, A2, sizeof A);",
        }[w]

    def event_body(self, kinds, first):
        """The statements of one rare event: a new state (all of it, or one int of a
        two-int state whose values are all plain), maybe a table write or an unrelated call;
        or (not the first event) a table write alone."""
        rng, w = self.rng, self.dom.width
        body = ["ev += 1u;"]
        if rng.random() < 0.12 and not first:
            body.append(self.table_write())
            self.feature("rare-table-write-only")
            return body
        kind = rng.choice(kinds)
        self.feature(f"update:{kind}")
        comps = None
        plain = not self.edge_drawn  # (with or without `edges`: the same program shape)
        one = rng.random() < 0.4  # drawn always: the same seed draws the same numbers
        if w > 1 and plain and one:
            comps = [rng.randrange(w)]
            self.feature("update-one-of-two")
        body += self.update(kind, f"ev % {len(self.seq)}u", comps)
        if rng.random() < 0.25:
            body.append(self.table_write())
        if "F_LOCAL" in self.templates and rng.random() < 0.4:
            target = "LTP" if self.local_escapes else "lt"
            body.append(f"{target}[(ev * 5u) & 15u] = 1.0 + (double)(ev & 7u);")
            self.feature(f"local-table-write:{target}")
        if self.scale and rng.random() < 0.6:
            body.append(f"SC{self.k} = ALT{self.k}[ev % {len(self.seq)}u].w;")
        if self.shape == "membound" and rng.random() < 0.3:
            body.append(f"LIM{self.k} -= 1;")
            self.feature("rare-bound-update")
        if rng.random() < 0.15:
            body.insert(0, "note(i);")
            self.feature("rare-call-unrelated")
        return body

    def events(self):
        """The rare events in body order, as lines of C."""
        rng = self.rng
        kinds = self.update_kinds()
        lines = []
        for e in range(rng.choice([1, 1, 1, 2, 2, 3])):
            if rng.random() < 0.12:
                p = rng.randint(16, 200)
                cases = rng.sample(range(p), 2)
                self.feature("cond:switch")
                lines.append(f"switch (i % {p}) {{")
                for c in cases:
                    lines.append(f"case {c}:")
                    lines += ["  " + b for b in self.event_body(kinds, e == 0)]
                    lines.append("  break;")
                lines += ["default:", "  break;", "}"]
                continue
            cond, _ = self.condition()
            lines.append(f"if ({cond}) {{")
            lines += ["  " + b for b in self.event_body(kinds, e == 0)]
            lines.append("}")
        return lines

    # --- the loop -------------------------------------------------------------------------
    def last_iteration(self):
        return {"down": "i == 0", "nested": f"o == {self.outer - 1} && i == n - 1",
                "membound": f"i >= LIM{self.k} - 1"}.get(self.shape, "i == n - 1")

    def body(self):
        rng, k = self.rng, self.k
        lines = []
        events = self.events()
        uses_lcg = any("hs >>" in e for e in events)
        if uses_lcg:
            lines.append("hs = hs * 1664525u + 1013904223u;")
        lv = self.lvalues()
        s = [f"s{k}_{i}" for i in range(self.dom.width)]
        lines += [f"{self.ctype} {a} = {b};" for a, b in zip(s, lv)]
        chains = [tmpl_lines(rng, t, s, self.guard, self.mat) for t in self.templates]
        # Snapshot: a chain placed after the events still uses the values read before them.
        after = rng.random() < 0.25
        if after:
            self.feature("use-after-rare-update")
        pre, post = (chains[:-1], chains[-1:]) if after else (chains, [])
        for c in pre:
            lines += c
        if self.scale:
            c1, c2 = rng.choice(DIVISORS), rng.choice(OFFSETS)
            lines += [f"double sc{k} = SC{k};",
                      f"acc += ((double){s[0]} + {c2}) / (sc{k} + {c2}) / {c1};"]
        lines += events
        for c in post:
            lines += c
        if rng.random() < 0.2:
            # Re-read after the events: the repaired value.
            r = [f"r{k}_{i}" for i in range(self.dom.width)]
            lines += [f"{self.ctype} {a} = {b};" for a, b in zip(r, lv)]
            lines += tmpl_lines(rng, self.templates[0], r, self.guard, self.mat)
            self.feature("reread-after-rare-update")
        extra = rng.random()
        if extra < 0.3:
            lines.append(f"OUT{k}[i & 63] = acc;")
            self.feature("frequent-store-other")
        elif extra < 0.36 and k > 0:
            lines.append(f"*SINK{k} = acc;")
            self.feature("frequent-store-through-pointer")
        elif extra < 0.45:
            lines.append("acc += pmix((double)(i & 7));")
            self.feature("frequent-pure-call")
        elif extra < 0.5 and self.storage == "struct":
            lines.append(f"S{k}.w = acc;")
            self.feature("frequent-store-sibling-field")
        if self.wild is not None:
            kinds = [x for x in self.update_kinds() if x not in ("memset", "nested")]
            if self.storage == "pointer":
                kinds.append("null")
            kind = rng.choice(kinds)
            lines.append(f"if ({self.last_iteration()}) {{")
            lines += ["  " + b for b in self.update(kind, str(len(self.seq)))]
            lines.append("}")
        return lines

    def function(self):
        rng, k = self.rng, self.k
        self.outer = rng.randint(2, 5) if self.shape == "nested" else 1
        body = self.body()
        pre = ["double acc = 0.0;", "unsigned long long h = 0;",
               f"unsigned hs = {rng.randrange(1, 1 << 31)}u;", "unsigned ev = 0u;"]
        if self.storage == "escaped":
            w = self.dom.width
            pre += [f"{self.ctype} e{k}_{i} = INIT{k}_{i};" for i in range(w)]
            pre.append(f"escape{k}({', '.join(f'&e{k}_{i}' for i in range(w))});")
        if self.via_local_ptr:
            pre.append(f"struct st{k} *p{k} = &S{k};")
        if any(t.startswith("F_NEG") for t in self.templates):
            pre.append(f"const double *mid = &A[{NA // 2}];")
        if "F_LOCAL" in self.templates:
            pre += ["double lt[16];", "for (int t = 0; t < 16; ++t)", "  lt[t] = A[t] + 0.5;"]
            if self.local_escapes:
                pre.append("LTP = lt;")
        ind = "    "
        b = [ind + x for x in body]
        sh = self.shape
        if sh == "for":
            loop = ["  for (int i = 0; i < n; ++i) {", *b, "  }"]
        elif sh == "membound":
            pre.append(f"LIM{k} = n;")
            loop = [f"  for (int i = 0; i < LIM{k}; ++i) {{", *b, "  }"]
        elif sh == "early":
            loop = ["  for (int i = 0; i < n; ++i) {", *b,
                    f"{ind}if (acc > LIMIT) break;", "  }"]
        elif sh == "down":
            loop = ["  for (int i = n - 1; i >= 0; --i) {", *b, "  }"]
        elif sh == "dowhile":
            loop = ["  int i = 0;", "  do {", *b, "  } while (++i < n);"]
        elif sh == "twoexit":
            loop = ["  int i = 0;", "  for (;;) {", f"{ind}if (i >= n)", f"{ind}  break;", *b,
                    f"{ind}++i;", f"{ind}if (i == STOP)", f"{ind}  break;", "  }"]
        else:  # nested: the hot loop is the inner one
            b = ["  " + x for x in b]
            loop = [f"  for (int o = 0; o < {self.outer}; ++o) {{",
                    "    for (int i = 0; i < n; ++i) {", *b, "    }", "  }"]
        return "\n".join([
            f"__attribute__((noinline)) double kern{k}(int n) {{",
            *("  " + x for x in pre), *loop,
            f"  H{k} = h;", "  return acc;", "}"])

    def reset(self, row):
        """main's statements putting ALT{k}[row] in the state."""
        k = self.k
        sc = [f"SC{k} = ALT{k}[{row}].w;"] if self.scale else []
        if self.storage == "pointer":
            return [f"CUR{k} = &ALT{k}[{row}];", *sc]
        return [f"{a} = ALT{k}[{row}].v{i};" for i, a in enumerate(self.outside_lvalues())] + sc

    def main_calls(self):
        """main's calls of the kernel: a long and a short run from the reset state, then
        (where the shape allows) zero trips with an invalid state; each prints its result,
        hash and the state left behind."""
        k, w = self.k, self.dom.width
        shown = " ".join("%lld" for _ in range(w))
        if self.storage == "pointer":
            state = ", ".join(f"CUR{k} ? (long long)CUR{k}->v{i} : -1LL" for i in range(w))
        elif self.storage == "escaped":
            state = ", ".join("0LL" for _ in range(w))
        else:
            state = ", ".join(f"(long long){a}" for a in self.outside_lvalues())
        if self.scale:
            shown += " sc %a"
            state += f", SC{k}"
        lines = []
        for var, n in (("vn", self.n), ("vshort", self.short)):
            lines += self.reset(0)
            lines += [f"{var} = {n};", f"res = kern{k}({var});",
                      f'printf("kern{k}(%d) %a h=%llx state {shown}\\n", {var}, res, H{k}, '
                      f"{state});"]
        if self.zero_trip:
            if self.storage == "pointer":
                lines.append(self.rng.choice([f"CUR{k} = 0;", f"CUR{k} = &ALT{k}[{len(self.seq)}];"]))
            else:
                wild = self.wild or self.rng.choice(self.dom.wild)
                lines += [f"{a} = {c_int(v)};" for a, v in zip(self.outside_lvalues(), wild)]
            lines += [f"res = kern{k}(vzero);", f'printf("kern{k}(0) %a h=%llx\\n", res, H{k});']
        return lines

    def sched(self):
        bits = [1 if self.rng.random() < 0.06 else 0 for _ in range(256)]
        return f"unsigned char SCHED{self.k}[256] = {{{', '.join(map(str, bits))}}};"


# ---------------------------------------------------------------------------------------
# The program.

PRELUDE = """\
#include <limits.h>
#include <stdio.h>
#include <string.h>

#define NA {na}
#define NR {nr}
double A[NA], A2[NA], B[NA];
int IX[NA], IV[NA];
int NUM[NR], DEN[NR];
unsigned UNUM[NR], UDEN[NR];
double M[8][8], N[5][3];
int MI[8][8], NI[5][3];
struct __attribute__((packed)) pk {{ char c; double d; }} PK[16];
double *LTP;
struct fa {{ double w[8]; double x[4]; }} FA;
int STOP = -1;
double LIMIT = 1e300;
unsigned NOTES;
volatile int vzero, vn, vshort;

static unsigned rs = {rs}u;
static unsigned next_rand(void) {{
  rs = rs * 1103515245u + 12345u;
  return rs >> 8;
}}

__attribute__((noinline)) void note(int i) {{ NOTES = NOTES * 3u + (unsigned)i; }}
__attribute__((noinline)) double pmix(double x) {{ return x * 0.5 + 1.0; }}

static void init(void) {{
  for (int t = 0; t < NA; ++t) {{
    A[t] = 1.0 + (double)(next_rand() % 4096) / 256.0;
    A2[t] = 2.0 + (double)(next_rand() % 1024) / 64.0;
    B[t] = (double)(next_rand() % 2048) / 128.0;
    IX[t] = (int)(next_rand() % NA);
    IV[t] = 1 + (int)(next_rand() % 97);
  }}
  for (int t = 0; t < NR; ++t) {{
    NUM[t] = (int)(next_rand() % 20001) - 10000;
    DEN[t] = (int)(next_rand() % 19) - 9;
    if (DEN[t] == 0)
      DEN[t] = 3;
    UNUM[t] = next_rand();
    UDEN[t] = 1 + next_rand() % 1000;
  }}
{zeros}
  NUM[NR - 1] = INT_MIN;
  DEN[NR - 1] = -1;
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c) {{
      M[r][c] = 0.5 + (double)(next_rand() % 1000) / 64.0;
      MI[r][c] = 1 + (int)(next_rand() % 50);
    }}
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 3; ++c) {{
      N[r][c] = 0.25 + (double)(next_rand() % 1000) / 32.0;
      NI[r][c] = 1 + (int)(next_rand() % 40);
    }}
  for (int t = 0; t < 16; ++t)
    PK[t].d = 1.5 + (double)(next_rand() % 256) / 16.0;
  for (int t = 0; t < 8; ++t)
    FA.w[t] = 0.5 + (double)(next_rand() % 512) / 32.0;
  for (int t = 0; t < 4; ++t)
    FA.x[t] = 0.75 + (double)(next_rand() % 512) / 16.0;
}}

static unsigned long long bits(double d) {{
  unsigned long long u;
  memcpy(&u, &d, sizeof u);
  return u;
}}
"""


def generate(seed, edges=True):
    """The program of `seed` (deterministic). Without `edges`, the values a per-dimension
    guard gets wrong are replaced by plain ones (the rest of the program is the same)."""
    rng = random.Random(seed)
    zero_recs = sorted(rng.sample(range(1, NR - 1), rng.randint(1, 3)))
    zeros = "\n".join(f"  DEN[{z}] = 0;\n  UDEN[{z}] = 0u;" for z in zero_recs)
    kernels = [Kernel(rng, k, zero_recs, edges) for k in range(rng.choice([2, 2, 3]))]
    parts = [PRELUDE.format(na=NA, nr=NR, rs=rng.randrange(1 << 31), zeros=zeros)]
    for kern in kernels:
        kern.declare_state()
        kern.declare_helpers()
        fn = kern.function()  # draws the events; after the state so the order is fixed
        parts += kern.globals
        parts += [f"double OUT{kern.k}[64];", f"double *SINK{kern.k} = &OUT{kern.k}[1];",
                  f"unsigned long long H{kern.k};", kern.sched()]
        parts += kern.helpers
        parts.append(fn)
    main = ["int main(void) {", "  double res;", "  init();"]
    for kern in kernels:
        main += ["  " + x for x in kern.main_calls()]
    main.append("  unsigned long long sum = NOTES;")
    for kern in kernels:
        main.append(f"  for (int t = 0; t < 64; ++t) sum = sum * 31u + bits(OUT{kern.k}[t]);")
    main += ["  for (int t = 0; t < NA; ++t) sum = sum * 31u + bits(A[t]) + bits(B[t]);",
             '  printf("memory %llx\\n", sum);', "  return 0;", "}"]
    features = sorted({f for kern in kernels for f in kern.features})
    header = (f"/* gen-programs seed {seed}: {len(kernels)} kernels\n"
              f" * features: {' '.join(features)} */\n")
    return Program(seed, header + "\n".join(parts) + "\n\n" + "\n".join(main) + "\n",
                   features)


if __name__ == "__main__":
    import sys
    print(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 1).source, end="")
