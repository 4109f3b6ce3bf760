#!/usr/bin/env python3
"""Turn the seed-000 edge-list format into LLVM IR, so a unit-test graph can be checked
against opt-16.

Input (stdin or file):  `n m`, then m lines `u v`, then optional `b K` lines (K in U/R/C:
unreachable, noreturn call, cold call). Block 0 is the entry; blocks are named b0..b{n-1}.
Successors keep edge order: 1 successor -> `br label`, 2 -> `br i1` (true first),
3+ -> `switch` (first edge is the default). Blocks are emitted in id order, so LLVM's
predecessor (use-list) order is the reverse of the edge order, as `Cfg::from_edges` assumes
when edges are listed grouped by source in id order.
"""
import sys


def parse(text):
    tok = text.split()
    n, m = int(tok[0]), int(tok[1])
    edges = [(int(tok[2 + 2 * i]), int(tok[3 + 2 * i])) for i in range(m)]
    rest = tok[2 + 2 * m:]
    kinds = {int(rest[i]): rest[i + 1] for i in range(0, len(rest), 2)}
    return n, edges, kinds


def emit(n, edges, kinds, name="f"):
    succ = [[] for _ in range(n)]
    for u, v in edges:
        succ[u].append(v)
    out = [f"define void @{name}(i1 %c, i32 %x) {{"]
    for b in range(n):
        out.append(f"b{b}:")
        k = kinds.get(b)
        if k == "C":
            out.append("  call void @cold_fn()")
        if k == "R":
            out.append("  call void @noreturn_fn()")
        s = succ[b]
        if k in ("U", "R") and not s:
            out.append("  unreachable")
        elif not s:
            out.append("  ret void")
        elif len(s) == 1:
            out.append(f"  br label %b{s[0]}")
        elif len(s) == 2:
            out.append(f"  br i1 %c, label %b{s[0]}, label %b{s[1]}")
        else:
            cases = " ".join(f"i32 {i}, label %b{t}" for i, t in enumerate(s[1:], 1))
            out.append(f"  switch i32 %x, label %b{s[0]} [ {cases} ]")
    out.append("}")
    out.append("declare void @cold_fn() cold")
    out.append("declare void @noreturn_fn() noreturn")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    src = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
    sys.stdout.write(emit(*parse(src)))
