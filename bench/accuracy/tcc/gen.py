#!/usr/bin/env python3
"""Writes a large, deterministic C program for the tcc workload: struct types, global
tables, many functions whose bodies are random but well-defined statement trees (loops,
switches, if chains, ternaries, struct and array accesses, integer and floating-point
arithmetic on unsigned values, calls to earlier functions), and a main that prints a
checksum over all of them.

Usage: gen.py OUT.c SEED NFUNCS. Same output on every machine: a fixed-seed xorshift PRNG
of our own, not Python's `random`. Written for the freqpath corpus.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def __init__(self, seed):
        self.s = (seed * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF or 1

    def chance(self, pct):
        return self.below(100) < pct


class Gen:
    def __init__(self, seed, nfuncs):
        self.r = Rng(seed)
        self.nfuncs = nfuncs
        self.out = []
        self.structs = []  # (name, [(field, kind)])
        self.funcs = []    # (name, nparams, returns)
        self.tables = []   # (name, length)
        self.label = 0
        self.in_loop = False
        self.calls = 0
        self.callees = []
        self.writable = []

    def emit(self, line, depth=0):
        self.out.append("    " * depth + line)

    # ------------------------------------------------------------ declarations
    def gen_structs(self):
        for k in range(8):
            fields = []
            for f in range(2 + self.r.below(6)):
                kind = self.r.pick(["u", "u", "l", "c", "d", "arr", "bits"])
                fields.append((f"f{f}", kind))
            self.structs.append((f"s{k}", fields))
            self.emit(f"struct s{k} {{")
            for name, kind in fields:
                decl = {"u": f"unsigned {name};", "l": f"long long {name};",
                        "c": f"unsigned char {name};", "d": f"double {name};",
                        "arr": f"unsigned {name}[8];",
                        "bits": f"unsigned {name} : {1 + self.r.below(20)};"}[kind]
                self.emit(decl, 1)
            self.emit("};")
        self.emit("")

    def gen_tables(self):
        for t in range(6):
            n = 8 << self.r.below(4)
            vals = ", ".join(str(self.r.below(100000)) + "u" for _ in range(n))
            self.emit(f"static const unsigned tab{t}[{n}] = {{ {vals} }};")
            self.tables.append((f"tab{t}", n))
        words = ", ".join('"' + "".join(self.r.pick("abcdefghijklmnopqrstuvwxyz")
                                        for _ in range(1 + self.r.below(9))) + '"'
                          for _ in range(32))
        self.emit(f"static const char *const words[32] = {{ {words} }};")
        for s, fields in self.structs[:4]:
            inits = []
            for _ in range(4):
                parts = []
                for name, kind in fields:
                    if kind == "arr":
                        parts.append(f".{name} = {{ {self.r.below(50)}, {self.r.below(50)} }}")
                    elif kind == "d":
                        parts.append(f".{name} = {self.r.below(1000)}.{self.r.below(100)}")
                    elif kind == "bits":
                        parts.append(f".{name} = {self.r.below(2)}")
                    else:
                        parts.append(f".{name} = {self.r.below(256)}")
                inits.append("{ " + ", ".join(parts) + " }")
            self.emit(f"static struct {s} g_{s}[4] = {{ {', '.join(inits)} }};")
        self.emit("")

    # ------------------------------------------------------------ expressions
    def uexpr(self, vars_, depth):
        """An expression of type unsigned (well defined for all inputs)."""
        r = self.r
        if depth <= 0 or r.chance(25):
            c = r.below(6)
            if c == 0:
                return f"{r.below(1 << 16)}u"
            if c == 1 and self.tables:
                name, n = r.pick(self.tables)
                return f"{name}[({r.pick(vars_)}) & {n - 1}u]"
            if c == 2:
                return f"(unsigned)strlen(words[({r.pick(vars_)}) & 31u])"
            return r.pick(vars_)
        a = self.uexpr(vars_, depth - 1)
        b = self.uexpr(vars_, depth - 1)
        c = r.below(14)
        if c < 6:
            return f"({a} {r.pick(['+', '-', '*', '&', '|', '^'])} {b})"
        if c == 6:
            return f"({a} << ({b} & 15u))"
        if c == 7:
            return f"({a} >> ({b} & 31u))"
        if c == 8:
            return f"({a} / ({b} | 1u))"
        if c == 9:
            return f"({a} % ({b} | 3u))"
        if c == 10:
            return f"(({a} {r.pick(['<', '>', '<=', '>=', '==', '!='])} {b}) ? {a} : {b})"
        if c == 11:
            return f"(unsigned)(({a} && {b}) || !{a})"
        if c == 12:
            return f"(unsigned)((double)({a}) * 0.{r.below(1000):03d} + {r.below(10)}.5)"
        return f"(~{a} & 0xffffu)"

    # ------------------------------------------------------------ statements
    def stmt(self, vars_, depth, ind):
        r = self.r
        c = r.below(13 if depth > 0 else 4)
        v = r.pick(self.writable)  # never a loop counter: every loop ends
        if c < 3:
            op = r.pick(["=", "+=", "-=", "^=", "|=", "*="])
            self.emit(f"{v} {op} {self.uexpr(vars_, 3)};", ind)
        elif c == 3 and self.callees and not self.in_loop and self.calls < 2:
            # calls only go down the call levels, outside loops, at most twice per
            # function: the work per call stays bounded
            callee, nparams, _ = self.funcs[r.pick(self.callees)]
            args = ", ".join(self.uexpr(vars_, 1) for _ in range(nparams))
            self.emit(f"{v} += {callee}({args});", ind)
            self.calls += 1
        elif c == 4:
            self.emit(f"if ({self.uexpr(vars_, 2)} {r.pick(['>', '<', '==', '!='])} "
                      f"{self.uexpr(vars_, 1)}) {{", ind)
            self.block(vars_, depth - 1, ind + 1)
            if r.chance(50):
                self.emit("} else {", ind)
                self.block(vars_, depth - 1, ind + 1)
            self.emit("}", ind)
        elif c == 5:
            i = f"i{depth}"
            self.emit(f"for (unsigned {i} = 0; {i} < {2 + r.below(5)}u; {i}++) {{", ind)
            outer, self.in_loop = self.in_loop, True
            self.block(vars_ + [i], depth - 1, ind + 1)
            self.in_loop = outer
            if r.chance(30):
                self.emit(f"if (({v} & 7u) == {r.below(8)}u) break;", ind + 1)
            if r.chance(30):
                self.emit(f"if ({i} & 1u) continue;", ind + 1)
            self.emit("}", ind)
        elif c == 6:
            self.emit(f"switch ({self.uexpr(vars_, 1)} % {4 + r.below(12)}u) {{", ind)
            for case in sorted({r.below(16) for _ in range(2 + r.below(6))}):
                self.emit(f"case {case}:", ind)
                self.block(vars_, depth - 1, ind + 1)
                if r.chance(80):
                    self.emit("break;", ind + 1)
            self.emit("default:", ind)
            self.emit(f"{v} ^= {r.below(1000)}u;", ind + 1)
            self.emit("}", ind)
        elif c == 7:
            w = f"w{depth}"
            self.emit(f"{{ unsigned {w} = {1 + r.below(4)}u;", ind)
            self.emit(f"while ({w}--) {{", ind + 1)
            outer, self.in_loop = self.in_loop, True
            self.block(vars_ + [w], depth - 1, ind + 2)
            self.in_loop = outer
            self.emit("}", ind + 1)
            self.emit("}", ind)
        elif c == 8:
            s, fields = r.pick(self.structs[:4])
            name, kind = r.pick(fields)
            idx = f"({self.uexpr(vars_, 1)}) & 3u"
            if kind == "arr":
                self.emit(f"g_{s}[{idx}].{name}[{v} & 7u] += {self.uexpr(vars_, 1)};", ind)
                self.emit(f"{v} += g_{s}[{idx}].{name}[{r.below(8)}];", ind)
            elif kind == "d":
                self.emit(f"g_{s}[{idx}].{name} = g_{s}[{idx}].{name} * 0.5 + {v} % 100u;", ind)
                self.emit(f"{v} += (unsigned)g_{s}[{idx}].{name};", ind)
            else:
                self.emit(f"g_{s}[{idx}].{name} ^= {self.uexpr(vars_, 1)};", ind)
                self.emit(f"{v} += (unsigned)g_{s}[{idx}].{name};", ind)
        elif c == 9:
            self.emit(f"{{ unsigned n = {1 + r.below(16)}u; do {{ {v} = ({v} >> 1) ^ ({v} & 1u ? "
                      f"0xedb88320u : 0u); }} while (({v} & {1 << r.below(6)}u) && --n); }}", ind)
        elif c == 10:
            self.label += 1
            label = f"skip{self.label}"
            self.emit(f"if ({v} & 1u) goto {label};", ind)
            self.block(vars_, depth - 1, ind)
            self.emit(f"{label}: ;", ind)
        elif c == 11:
            self.emit(f"{{ unsigned buf[{4 << r.below(3)}]; unsigned k;", ind)
            self.emit(f"for (k = 0; k < sizeof buf / sizeof buf[0]; k++) buf[k] = {v} * k + "
                      f"{r.below(100)}u;", ind + 1)
            self.emit(f"{v} = buf[{v} % (sizeof buf / sizeof buf[0])] ^ buf[0]; }}", ind + 1)
        else:
            self.emit(f"{v} = {v} > {r.below(60000)}u ? {self.uexpr(vars_, 2)} : "
                      f"{self.uexpr(vars_, 2)};", ind)

    def block(self, vars_, depth, ind):
        for _ in range(1 + self.r.below(4)):
            self.stmt(vars_, depth, ind)

    def gen_function(self, idx):
        r = self.r
        nparams = 1 + r.below(4)
        params = [f"p{i}" for i in range(nparams)]
        name = f"fn{idx}"
        static = "static " if r.chance(70) else ""
        self.emit(f"{static}unsigned {name}({', '.join('unsigned ' + p for p in params)})")
        self.emit("{")
        locs = [f"v{i}" for i in range(1 + r.below(4))]
        # call levels 0..3: a function calls only earlier functions of a lower level
        self.callees = [j for j in range(max(0, idx - 40), idx) if j % 4 < idx % 4]
        self.calls = 0
        self.in_loop = False
        self.writable = params + locs
        for l in locs:
            self.emit(f"unsigned {l} = {r.pick(params)} ^ {r.below(1 << 20)}u;", 1)
        self.block(params + locs, 3, 1)
        self.emit(f"return {' ^ '.join(locs)};", 1)
        self.emit("}")
        self.emit("")
        self.funcs.append((name, nparams, "unsigned"))

    def generate(self):
        self.emit("/* generated by bench/accuracy/tcc/gen.py: do not edit */")
        self.emit("#include <stdio.h>")
        self.emit("#include <string.h>")
        self.emit("")
        self.gen_structs()
        self.gen_tables()
        for i in range(self.nfuncs):
            self.gen_function(i)
        self.emit("int main(int argc, char **argv)")
        self.emit("{")
        self.emit("unsigned sum = (unsigned)argc, round;", 1)
        self.emit("for (round = 0; round < 3u; round++) {", 1)
        for name, nparams, _ in self.funcs:
            args = ", ".join(f"sum + {self.r.below(1000)}u" for _ in range(nparams))
            self.emit(f"sum = (sum * 31u) ^ {name}({args});", 2)
        self.emit("}", 1)
        self.emit('printf("checksum %08x\\n", sum);', 1)
        self.emit("return argv[0] == 0;", 1)
        self.emit("}")
        return "\n".join(self.out) + "\n"


def main():
    out, seed, nfuncs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    text = Gen(seed, nfuncs).generate()
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
