"""Callee return census: could a callee's own `ret`s predict a compare of its result?

A candidate feature measured before building it into the predictor. For every executed
two-way branch on `icmp pred (call @f), C` where @f is defined in the module, the census
counts @f's return paths (each `ret`, and each incoming entry of a `phi` it returns) by the
constant they return and asks whether the edge that more of those paths would take is the
rarer one (early `return -1;` / `return NULL;` exits outnumber the one success path).
`rows(base_ll, branches)` gives the candidate branches with the census' vote;
`section(data, work)` the experiments page's table: how much of each program's branch
executions such a feature could decide at all, and how often its vote is right.
"""
import re
from collections import defaultdict

import llparse

_ASSIGN = re.compile(r'^\s*(%[-\w$.]+|%"[^"]*") = (.*)$')
_ICMP = re.compile(r'icmp (\w+) (i\d+) (%[-\w$.]+), (-?\d+|true|false|null)$')
_CALL = re.compile(r'(?:tail |musttail |notail )?call .*?@("(?:[^"\\]|\\.)*"|[-\w$.]+)\(')
_PHI = re.compile(r'phi (?:i\d+|ptr) (.*)$')
_INCOMING = re.compile(r'\[ ([^,]+), %(?:[-\w$.]+|"[^"]*") \]')


def parse(text):
    """function → {"defs": value → its instruction text, "rets": [ret text], "branches":
    block → its conditional `br`}."""
    funcs, func, block = {}, None, None
    for line in text.splitlines():
        if func is None:
            m = llparse.DEFINE.match(line)
            if m:
                func = {"defs": {}, "rets": [], "branches": {}}
                funcs[llparse.unquote(m.group(1))] = func
                block = "entry"
            continue
        if line.startswith("}"):
            func = None
            continue
        m = llparse.LABEL.match(line)
        if m:
            block = llparse.unquote(m.group(1))
            continue
        s = line.split(", !")[0].strip()
        m = _ASSIGN.match(s)
        if m:
            func["defs"][m.group(1)] = m.group(2)
        if s.startswith("ret "):
            func["rets"].append(s)
        elif s.startswith("br i1 "):
            func["branches"][block] = s
    return funcs


def constant(token):
    token = token.strip()
    if token == "true":
        return 1
    if token in ("false", "null"):
        return 0
    try:
        return int(token)
    except ValueError:
        return None


def census(f):
    """({constant: return paths returning it}, return paths returning a computed value)."""
    values, computed = defaultdict(int), 0
    for ret in f["rets"]:
        words = ret.split()
        if len(words) < 3:
            continue  # ret void
        operand = " ".join(words[2:])
        if constant(operand) is not None:
            values[constant(operand)] += 1
            continue
        m = _PHI.match(f["defs"].get(operand, ""))
        if not m:
            computed += 1
            continue
        for v in _INCOMING.findall(m.group(1)):
            if constant(v) is None:
                computed += 1
            else:
                values[constant(v)] += 1
    return values, computed


def holds(pred, a, c):
    u = 2 ** 64
    return {"eq": a == c, "ne": a != c, "slt": a < c, "sle": a <= c, "sgt": a > c,
            "sge": a >= c, "ult": a % u < c % u, "ule": a % u <= c % u, "ugt": a % u > c % u,
            "uge": a % u >= c % u}[pred]


def rows(base_ll, branches):
    """[(branch, [return paths sending the branch along edge 0, along edge 1])] for the
    executed two-way branches on a compare of a defined callee's result with a constant."""
    with open(base_ll) as f:
        funcs = parse(f.read())
    memo, out = {}, []
    for br in branches:
        f = funcs.get(br.func)
        if len(br.counts) != 2 or f is None or br.block not in f["branches"]:
            continue
        cond = f["branches"][br.block].split()[2].rstrip(",")
        m = _ICMP.search(f["defs"].get(cond, ""))
        if not m:
            continue
        pred, _, lhs, c = m.groups()
        call = _CALL.match(f["defs"].get(lhs, ""))
        callee = llparse.unquote(call.group(1)) if call else None
        if callee not in funcs:
            continue
        if callee not in memo:
            memo[callee] = census(funcs[callee])
        votes = [0, 0]
        for v, n in memo[callee][0].items():
            votes[0 if holds(pred, v, constant(c)) else 1] += n
        out.append((br, votes))
    return out


HEAD = """
## Candidate not built: the callee's return census

For a branch on `icmp (call @f), C` with @f in the module, @f's own return paths could say
which answer is its common one (`research/accuracy/callee_census.py`: each `ret` and each
constant entry of a returned `phi` is a path; the vote is that the edge more constant-returning
paths would take is the rarer one, since early error exits outnumber the success path).
*Share* is such branches' part of all branch executions, *voted* the part where the census
is not a tie, *hit* how often (weighted by executions / per branch) the vote names the rarer
edge. A perfect answer on every voted branch would lower a program's miss rate by less than
its voted share.

| program | level | branches | share % | voted % | hit % (dynamic) | hit (branches) |
|---|---|---|---|---|---|---|
"""


def section(data, work):
    lines = []
    for (name, level), branches in sorted(data.items()):
        total = sum(b.count for b in branches) or 1
        found = rows(f"{work}/{name}/{level}/base.ll", branches)
        voted = [(b, v) for b, v in found if v[0] != v[1]]
        hit = sum(b.counts[1 if v[0] > v[1] else 0] for b, v in voted)
        hits = sum(b.counts[1 if v[0] > v[1] else 0] > b.counts[0 if v[0] > v[1] else 1]
                   for b, v in voted)
        voted_count = sum(b.count for b, _ in voted)
        rate = f"{100 * hit / voted_count:.1f}" if voted_count else "—"
        lines.append(f"| {name} | {level} | {len(found)} | "
                     f"{100 * sum(b.count for b, _ in found) / total:.1f} | "
                     f"{100 * voted_count / total:.1f} | {rate} | {hits}/{len(voted)} |")
    return HEAD + "\n".join(lines) + "\n"
