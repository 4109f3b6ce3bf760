#!/usr/bin/env python3
"""Writes a deterministic stream of bc statements, the kind a script or a user pipes into bc.

Usage: gen.py OUT [N] [SEED]. Mixed-length integers and decimals, every operator, nested
parentheses, variables and arrays, compound assignments, changes of scale, ibase and obase,
built-in and -l math functions, small control-flow blocks, strings, and the occasional
runtime or syntax error (bc reports those and carries on). A fixed-seed xorshift64*, not
Python's `random`, so the output is the same everywhere.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


Rng = prng.XorShift64Star


VARS = ["a", "b", "c", "x", "y", "n", "total", "rate", "big", "tmp1"]
ARRS = ["v", "w", "cnt"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def digits(self, n):
        return str(1 + self.r.below(9)) + "".join(str(self.r.below(10)) for _ in range(n - 1))

    def number(self):
        r = self.r
        k = r.below(10)
        if k < 4:
            s = str(r.below(100))
        elif k < 6:
            s = self.digits(1 + r.below(40))
        elif k < 9:
            s = str(r.below(1000)) + "." + "".join(str(r.below(10)) for _ in range(1 + r.below(12)))
        else:
            s = "." + "".join(str(r.below(10)) for _ in range(1 + r.below(30)))
        return s

    def lvalue(self):
        if self.r.below(4) == 0:
            return "%s[%d]" % (self.r.pick(ARRS), self.r.below(50))
        return self.r.pick(VARS)

    def expr(self, depth=0):
        r = self.r
        k = r.below(14 if depth < 4 else 3)
        if k == 0:
            return self.number()
        if k == 1:
            return self.lvalue()
        if k == 2:
            return "-" + self.number()
        if k < 7:
            op = r.pick(["+", "-", "*", "/", "+", "*"])
            rhs = self.number() if op == "/" and r.below(3) else self.expr(depth + 1)
            return "%s %s %s" % (self.expr(depth + 1), op, rhs)
        if k == 7:
            return "(%s)" % self.expr(depth + 1)
        if k == 8:
            return "(%s) ^ %d" % (self.number(), r.below(12) - 2)
        if k == 9:
            return "(%s) %% %s" % (self.expr(depth + 1), self.number())
        if k == 10:
            op = r.pick(["<", "<=", ">", ">=", "==", "!="])
            return "(%s %s %s)" % (self.expr(depth + 1), op, self.expr(depth + 1))
        if k == 11:
            f = r.pick(["sqrt", "length", "scale", "s", "c", "a", "l", "e", "abs2"])
            if f == "sqrt":
                return "sqrt(%s)" % self.number()
            if f == "l":
                return "l(%s)" % self.number()
            if f == "e":
                return "e(%d.%d)" % (r.below(60) - 30, r.below(100))
            if f == "abs2":
                return "abs2(%s)" % self.expr(depth + 1)
            if f in ("length", "scale"):
                return "%s(%s)" % (f, self.expr(depth + 1))
            return "%s(%s)" % (f, self.number())
        if k == 12:
            op = r.pick(["&&", "||"])
            return "(%s %s !%s)" % (self.expr(depth + 1), op, self.expr(depth + 1))
        return "%s%s" % (self.lvalue(), r.pick(["++", "--"])) if r.below(2) else \
            "%s%s" % (r.pick(["++", "--"]), self.lvalue())

    def statement(self):
        r = self.r
        k = r.below(40)
        if k < 12:
            return self.expr()
        if k < 20:
            return "%s = %s" % (self.lvalue(), self.expr())
        if k < 24:
            op = r.pick(["+=", "-=", "*=", "/=", "^=", "%="])
            rhs = str(r.below(3)) if op == "^=" else self.number() if r.below(2) else "2"
            return "%s %s %s" % (self.lvalue(), op, rhs)
        if k == 24:
            return "scale = %d" % r.pick([0, 0, 2, 5, 10, 20, 20, 40, 80])
        if k == 25:
            b = r.pick([2, 8, 16, 16, 3, 36, 100])
            return "obase = %d; %s; %s; obase = 10" % (b, self.expr(), self.digits(20))
        if k == 26:
            lits = " ".join("%X;" % r.below(1 << (4 * (1 + r.below(15)))) for _ in range(4))
            return "ibase = 16; %s ibase = A" % lits
        if k == 27:
            return 'print "%s = ", %s, "\\n"' % (self.lvalue().replace("[", "(").replace("]", ")"),
                                                 self.expr())
        if k == 28:
            return "if (%s) %s = %s else %s = %s" % (self.expr(2), self.lvalue(), self.expr(2),
                                                   self.lvalue(), self.expr(2))
        if k == 29:
            return "for (i = 0; i < %d; i++) { %s += %s; }" % (1 + r.below(30), self.lvalue(),
                                                               self.expr(2))
        if k == 30:
            return "i = %d; while (i > 0) { i = i / 3 - 1; %s }" % (r.below(5000), self.expr(2))
        if k == 31:
            return "sum3(%s, %s, %s)" % (self.expr(2), self.expr(2), self.expr(2))
        if k == 32:
            if r.below(6) == 0:  # an error: bc prints a message and carries on
                return r.pick(["1 / 0", "sqrt(-%s)" % self.number(), "x = (1 + ", "2 ^ 1.5",
                               "v[-1] = 3", "%s %% 0" % self.number()])
            return "/* comment %d */ %s" % (r.below(1000), self.expr())
        if k == 33:
            return "%s; %s; %s" % (self.expr(1), self.expr(1), self.expr(1))
        if k == 34:
            return "fact(%d)" % r.below(120)
        if k == 35:
            return "j(%d, %d.%d)" % (r.below(5), r.below(20), r.below(1000))
        return "%s = %s" % (self.lvalue(), self.expr())


PRELUDE = """define abs2(x) { if (x < 0) return (-x); return (x); }
define sum3(p, q, r) { auto t; t = p + q; return (t + r); }
define fact(n) { auto r; r = 1; while (n > 1) { r *= n; n -= 1; }; return (r); }
scale = 20
"""


def main():
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    g = Gen(Rng(seed))
    lines = [PRELUDE]
    for i in range(n):
        if i % 200 == 0:  # a fresh start now and then, so no value grows without bound
            lines.append("; ".join("%s = %d" % (v, k + 1) for k, v in enumerate(VARS)) + "\n")
        lines.append(g.statement() + "\n")
    lines.append("quit\n")
    with open(out, "w") as f:
        f.write("".join(lines))


if __name__ == "__main__":
    main()
