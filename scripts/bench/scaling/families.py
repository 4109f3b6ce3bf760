#!/usr/bin/env python3
"""Input families for the scaling benchmark: one generator per CFG shape, one big function each.

usage: families.py --list
       families.py NAME SIZE [-o FILE]     (LLVM IR, or C for the clang family)

Every generator is deterministic and linear in its size, so a log-log slope of a pass's time
against the size says how the pass scales on that shape. Branch conditions come from the
function's arguments (or values computed once in the entry block), so every size is valid SSA.

The "cliff" families are the shapes where freqpath was once super-linear while
LLVM 16 is (nearly) linear; the "ordinary" ones are the shapes every CFG analysis must take in
its stride; the "transform" ones are rewritten many times over by our
transforms (FPLICM, latch duplication, critical-edge splitting) and carry their own pairs. `sizes` are the benchmark's; the largest is where LLVM's own pass takes about a
second or the printers' output stays reasonable; `quick` is a smoke run, `test` the instance
test-ir/scaling checks against LLVM's output.
"""
import argparse
import os
import random
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Callable, Dict, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(os.path.dirname(HERE))


def function(params, body, declarations=""):
    """One module holding `define void @f(params)` with the given body lines."""
    head = declarations + f"define void @f({params}) {{\n"
    return head + "\n".join(body) + "\n}\n"


# ----------------------------------------------------------------------------------------------
# Cliff families: shapes that once made a pass super-linear
# ----------------------------------------------------------------------------------------------


def loop_exits(k):
    """A loop whose body is a chain of K blocks, each leaving the loop to its own exit block."""
    body = ["entry:", "  br label %h", "h:", "  br label %b0"]
    for i in range(k):
        nxt = f"b{i + 1}" if i + 1 < k else "latch"
        body += [f"b{i}:", f"  br i1 %c, label %x{i}, label %{nxt}"]
    body += ["latch:", "  br i1 %d, label %h, label %done"]
    for i in range(k):
        body += [f"x{i}:", "  br label %done"]
    body += ["done:", "  ret void"]
    return function("i1 %c, i1 %d", body)


NEST_DEPTH = 32


def nested_exits(k):
    """32 nested loops; each level's body has K/32 blocks that leave every loop (to `done`).

    An exit block of level j lies outside all 32 loops, so it is an exit block of loop j and of
    every loop around it: the outermost loop has all K, the innermost K/32.
    """
    per_level = max(1, k // NEST_DEPTH)
    body = ["entry:", "  br label %h0"]
    for level in range(NEST_DEPTH):
        body += [f"h{level}:", f"  br label %b{level}_0"]
        for i in range(per_level):
            if i + 1 < per_level:
                nxt = f"b{level}_{i + 1}"
            elif level + 1 < NEST_DEPTH:
                nxt = f"h{level + 1}"
            else:
                nxt = f"l{level}"
            body += [f"b{level}_{i}:", f"  br i1 %c, label %x{level}_{i}, label %{nxt}"]
    for level in reversed(range(NEST_DEPTH)):
        out = f"l{level - 1}" if level > 0 else "done"
        body += [f"l{level}:", f"  br i1 %d, label %h{level}, label %{out}"]
    for level in range(NEST_DEPTH):
        for i in range(per_level):
            body += [f"x{level}_{i}:", "  br label %done"]
    body += ["done:", "  ret void"]
    return function("i1 %c, i1 %d", body)


def header_switch(n):
    """A loop whose header switches over N distinct cases, each its own block back to the latch;
    every third case calls a cold function, so the case probabilities differ."""
    cases = " ".join(f"i32 {i}, label %c{i}" for i in range(n))
    body = ["entry:", "  br label %h", "h:", f"  switch i32 %a, label %latch [ {cases} ]"]
    for i in range(n):
        body += [f"c{i}:"] + (["  call void @cold_fn()"] if i % 3 == 0 else []) + ["  br label %latch"]
    body += ["latch:", "  br i1 %d, label %h, label %done", "done:", "  ret void"]
    return function("i32 %a, i1 %d", body, "declare void @cold_fn() cold\n\n")


def dense_irreducible(n):
    """N blocks, each switching to all N (and to `done`); the entry switches into all N too."""
    cases = " ".join(f"i32 {i}, label %b{i}" for i in range(n))
    switch = f"  switch i32 %a, label %done [ {cases} ]"
    body = ["entry:", switch]
    for i in range(n):
        body += [f"b{i}:", switch]
    body += ["done:", "  ret void"]
    return function("i32 %a", body)


POW2_BRANCHES = 50


def and_pow2(width):
    """50 branches on `icmp eq (and iW %v, 2^k), 0` for the 50 highest bits k of a W-bit value.

    LLVM's zero heuristic gives up on a single-bit mask (BranchProbabilityInfo.cpp,
    calcZeroHeuristics), so every branch asks "is this constant a power of two?" of a W-bit
    constant; the text of each constant is ~0.3 W decimal digits.
    """
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)  # 2^65535 has 19,729 digits; Python refuses >4,300 by default
    body = ["entry:", "  br label %t0"]
    for i in range(POW2_BRANCHES):
        bit = 1 << (width - 1 - i % width)
        nxt = f"t{i + 1}" if i + 1 < POW2_BRANCHES else "done"
        body += [f"t{i}:", f"  %m{i} = and i{width} %v, {bit}", f"  %z{i} = icmp eq i{width} %m{i}, 0",
                 f"  br i1 %z{i}, label %y{i}, label %{nxt}", f"y{i}:", f"  br label %{nxt}"]
    body += ["done:", "  ret void"]
    return function(f"i{width} %v", body)


BITINT_TESTS = 20


def bitint_c(width):
    """C: 20 `if (v & bit)` on an `unsigned _BitInt(W)`, for clang-16 -O2 with and without us."""
    lines = ["void sink(int);", f"typedef unsigned _BitInt({width}) wide;",
             "void f(wide v) {"]
    for i in range(BITINT_TESTS):
        lines.append(f"  if (v & ((wide)1 << {width - 1 - i})) sink({i});")
    lines.append("}")
    return "\n".join(lines) + "\n"


def chain_outside_loop(m):
    """M branches in a loop compare the end of an L = 10 M long add chain built before the loop.

    LLVM's unlikely-successor walk (computeUnlikelySuccessors) stops at the first link outside
    the loop; a walk that follows (and keeps) the chain costs O(M L) time and memory.
    """
    length = 10 * m
    # The chain starts at a PHI, as the pattern wants, so nothing but the loop boundary stops a
    # walk early.
    body = ["entry:", "  br label %pre", "pre:", "  %p = phi i32 [ %a, %entry ]", "  %s0 = add i32 %p, 1"]
    body += [f"  %s{i} = add i32 %s{i - 1}, 1" for i in range(1, length)]
    body += ["  br label %h", "h:", "  br label %b0"]
    end = f"%s{length - 1}"
    for j in range(m):
        nxt = f"b{j + 1}" if j + 1 < m else "latch"
        body += [f"b{j}:", f"  %q{j} = icmp eq i32 {end}, {j}", f"  br i1 %q{j}, label %y{j}, label %{nxt}",
                 f"y{j}:", f"  br label %{nxt}"]
    body += ["latch:", "  br i1 %d, label %h, label %done", "done:", "  ret void"]
    return function("i32 %a, i1 %d", body)


def switch_exits(n):
    """A loop block (not the header) switches over N cases, each leaving the loop to its own
    returning block: N exit edges of one block (the predictor once asked per exit edge whether
    the block is a loop test, scanning its N successors each time)."""
    cases = " ".join(f"i32 {i}, label %x{i}" for i in range(n))
    body = ["entry:", "  br label %h", "h:", "  br i1 %d, label %s, label %latch",
            "s:", f"  switch i32 %a, label %latch [ {cases} ]",
            "latch:", "  br i1 %e, label %h, label %done"]
    for i in range(n):
        body += [f"x{i}:", "  ret void"]
    body += ["done:", "  ret void"]
    return function("i32 %a, i1 %d, i1 %e", body)


def chain_in_loop(m):
    """M branches in a loop compare the end of an L = 10 M long add chain rooted at the loop
    header's PHI; three of them reset the PHI on their taken edge to a value that makes their
    compare false, so LLVM's unlikely-successor rule fires there.

    LLVM walks the chain again for every branch (O(M L)); it is the same chain every time.
    """
    length = 10 * m
    resets = sorted({0, m // 2, m - 1})
    incoming = ", ".join(f"[ -1000000, %r{j} ]" for j in resets)
    body = ["entry:", "  br label %h", "h:",
            f"  %p = phi i32 [ %a, %entry ], [ %p1, %latch ], {incoming}", "  %s0 = add i32 %p, 1"]
    body += [f"  %s{i} = add i32 %s{i - 1}, 1" for i in range(1, length)]
    body += ["  br label %b0"]
    end = f"%s{length - 1}"
    for j in range(m):
        nxt = f"b{j + 1}" if j + 1 < m else "latch"
        taken = f"r{j}" if j in resets else f"y{j}"
        body += [f"b{j}:", f"  %q{j} = icmp sgt i32 {end}, {j}",
                 f"  br i1 %q{j}, label %{taken}, label %{nxt}"]
        body += [f"r{j}:", "  br label %h"] if j in resets else [f"y{j}:", f"  br label %{nxt}"]
    body += ["latch:", "  %p1 = add i32 %p, 3", "  br i1 %d, label %h, label %done",
             "done:", "  ret void"]
    return function("i32 %a, i1 %d", body)


def merged_returns(n):
    """N branches each leave early to one return block whose phi merges N constants (what -O2
    makes of many `return -1;`): the predictor once scanned the phi for every edge into it."""
    body = ["entry:", "  br label %d0"]
    incoming = []
    for i in range(n):
        nxt = f"d{i + 1}" if i + 1 < n else "last"
        body += [f"d{i}:", f"  %c{i} = icmp eq i32 %a, {i}", f"  br i1 %c{i}, label %ret, label %{nxt}"]
        incoming.append(f"[ {i - n // 2}, %d{i} ]")
    body += ["last:", "  br label %ret", "ret:", f"  %r = phi i32 {', '.join(incoming)}, [ 7, %last ]",
             "  ret i32 %r"]
    return "define i32 @f(i32 %a) {\n" + "\n".join(body) + "\n}\n"


def many_params(n):
    """A function of N parameters with N branches, each on its own parameter: the predictor once
    searched the parameter list for every branch on a parameter."""
    params = ", ".join(f"i32 %p{i}" for i in range(n))
    body = ["entry:", "  br label %d0"]
    for i in range(n):
        nxt = f"d{i + 1}" if i + 1 < n else "done"
        body += [f"d{i}:", f"  %c{i} = icmp eq i32 %p{i}, 0", f"  br i1 %c{i}, label %t{i}, label %{nxt}",
                 f"t{i}:", "  call void @g()", f"  br label %{nxt}"]
    body += ["done:", "  ret void"]
    return function(params, body, "declare void @g()\n\n")


def shared_operand(n):
    """N diamonds compare one argument with N constants and every conditional block uses it (a
    value with 2N uses, asked about N times by the predictor's guard feature)."""
    body = ["entry:", "  br label %d0"]
    for i in range(n):
        nxt = f"d{i + 1}" if i + 1 < n else "done"
        body += [f"d{i}:", f"  %c{i} = icmp eq i32 %a, {i}", f"  br i1 %c{i}, label %t{i}, label %{nxt}",
                 f"t{i}:", "  call void @use(i32 %a)", f"  br label %{nxt}"]
    body += ["done:", "  ret void"]
    return function("i32 %a", body, "declare void @use(i32)\n\n")


# ----------------------------------------------------------------------------------------------
# Ordinary families
# ----------------------------------------------------------------------------------------------


def chain(n):
    """N blocks in a straight line of unconditional branches."""
    body = ["entry:", "  br label %b0"]
    for i in range(n):
        nxt = f"b{i + 1}" if i + 1 < n else "done"
        body += [f"b{i}:", f"  br label %{nxt}"]
    body += ["done:", "  ret void"]
    return function("", body)


def deep_nest(depth):
    """D loops nested inside each other: headers h0..h(D-1), then latches l(D-1)..l0."""
    body = ["entry:", "  br label %h0"]
    for i in range(depth):
        nxt = f"h{i + 1}" if i + 1 < depth else f"l{depth - 1}"
        body += [f"h{i}:", f"  br label %{nxt}"]
    for i in reversed(range(depth)):
        out = f"l{i - 1}" if i > 0 else "done"
        body += [f"l{i}:", f"  br i1 %c, label %h{i}, label %{out}"]
    body += ["done:", "  ret void"]
    return function("i1 %c", body)


def diamonds(n):
    """N if-then-else diamonds in a row; each condition compares an argument with a constant."""
    body = ["entry:", "  br label %d0"]
    for i in range(n):
        nxt = f"d{i + 1}" if i + 1 < n else "done"
        body += [f"d{i}:", f"  %q{i} = icmp eq i32 %a, {i}", f"  br i1 %q{i}, label %l{i}, label %r{i}",
                 f"l{i}:", f"  br label %{nxt}", f"r{i}:", f"  br label %{nxt}"]
    body += ["done:", "  ret void"]
    return function("i32 %a", body)


def ladder(n):
    """N rungs: rung i branches to rung i+1 or jumps over it to rung i+2."""
    body = ["entry:", "  br label %r0"]
    for i in range(n):
        one = f"r{i + 1}" if i + 1 < n else "done"
        two = f"r{i + 2}" if i + 2 < n else "done"
        body += [f"r{i}:", f"  %q{i} = icmp sgt i32 %a, {i}", f"  br i1 %q{i}, label %{one}, label %{two}"]
    body += ["done:", "  ret void"]
    return function("i32 %a", body)


def big_switch(n):
    """One switch outside any loop over N cases, each its own block joining at `done`."""
    cases = " ".join(f"i32 {i}, label %c{i}" for i in range(n))
    body = ["entry:", f"  switch i32 %a, label %done [ {cases} ]"]
    for i in range(n):
        body += [f"c{i}:", "  br label %done"]
    body += ["done:", "  ret void"]
    return function("i32 %a", body)


def many_entries(n):
    """An irreducible ring of N blocks entered at every block from the entry's switch."""
    cases = " ".join(f"i32 {i}, label %r{i}" for i in range(n))
    body = ["entry:", f"  switch i32 %a, label %done [ {cases} ]"]
    for i in range(n):
        body += [f"r{i}:", f"  br i1 %c, label %r{(i + 1) % n}, label %done"]
    body += ["done:", "  ret void"]
    return function("i32 %a, i1 %c", body)


def random_cfg(n):
    """scripts/gen-random-ir.py, profile bpi, one function of N blocks (seed fixed)."""
    return subprocess.run(
        [sys.executable, os.path.join(SCRIPTS, "gen-random-ir.py"), "--seed", "11", "--functions", "1",
         "--min-blocks", str(n), "--max-blocks", str(n), "--profile", "bpi"],
        check=True, stdout=subprocess.PIPE, text=True).stdout


def motifs(n):
    """scripts/bench/gen-large-function.py: a 7-block motif (loop, cold call, switch, irreducible
    pair) repeated N/7 times."""
    return subprocess.run(
        [sys.executable, os.path.join(SCRIPTS, "bench", "gen-large-function.py"), str(n)],
        check=True, stdout=subprocess.PIPE, text=True).stdout


def random_sparse(n):
    """N blocks with random successors (1-3, any block) from a fixed seed: a dense tangle of
    irreducible cycles of every size, unlike gen-random-ir.py's structured shapes."""
    rng = random.Random(n)
    body = ["entry:", "  br label %b0"]
    for i in range(n):
        width = rng.choice((1, 2, 2, 3))
        targets = [f"b{rng.randrange(n)}" for _ in range(width)]
        if width == 1:
            body += [f"b{i}:", f"  br label %{targets[0]}"]
        elif width == 2:
            body += [f"b{i}:", f"  br i1 %c, label %{targets[0]}, label %{targets[1]}"]
        else:
            body += [f"b{i}:", f"  switch i32 %a, label %done [ i32 0, label %{targets[0]} "
                     f"i32 1, label %{targets[1]} i32 2, label %{targets[2]} ]"]
    body += ["done:", "  ret void"]
    return function("i32 %a, i1 %c", body)


def many_functions(m):
    """M small functions in one module, each a loop with two critical edges and a diamond, all
    using the same constants and global: a transform that rewrites every function must not pay
    for the module-wide use lists it shares (`i32 1` has ~3 M uses)."""
    out = ["@g = global i32 0", ""]
    for k in range(m):
        out += [
            f"define i32 @f{k}(i32 %n, i1 %c) {{",
            "entry:", "  br label %h",
            "h:", "  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]",
            "  %s = phi i32 [ 1, %entry ], [ %s1, %latch ]",
            "  br i1 %c, label %b, label %latch",
            "b:", "  %x = load i32, ptr @g", "  %y = add i32 %x, 1", "  store i32 %y, ptr @g",
            "  br label %latch",
            "latch:", "  %v = phi i32 [ 0, %h ], [ 1, %b ]", "  %s1 = add i32 %s, %v",
            "  %i1 = add i32 %i, 1", "  %t = icmp slt i32 %i1, %n",
            "  br i1 %t, label %h, label %exit",
            "exit:", "  ret i32 %s1", "}", ""]
    return "\n".join(out)


# ----------------------------------------------------------------------------------------------
# Transform families: shapes our transforms rewrite many times in one function
# ----------------------------------------------------------------------------------------------

# Branch weights of the rare update (1 : 999, taken 0.1 %) and of the hot back edge.
RARE_PROF = '!0 = !{!"branch_weights", i32 1, i32 999}'
HOT_LATCH_PROF = '!1 = !{!"branch_weights", i32 999, i32 1}'


def k_loops(k):
    """K loops in a row in one function, each reading the same rarely-updated global divisor
    @g on its frequent path through a two-division chain (x / g / g), updating @g on a rare
    branch (weights 1:999) and joining both paths in a small shared latch whose back edge is
    hot (999:1): freqpath-fplicm hoists the load of every loop (a repair after the rare store),
    freqpath-fplicm-perf the whole chain, freqpath-latch-dup duplicates every latch.

    The input is already in loop-simplify and LCSSA form (each loop's exit block, holding its
    LCSSA phi, is the next loop's dedicated preheader), so no pass needs a loop-simplify
    prefix; one global for all loops means @g's use list and the validator's facts about it
    span every loop.
    """
    body = ["entry:", "  br label %body0"]
    prev, acc = "entry", "0.000000e+00"
    for i in range(k):
        nxt = f"exit{i}"
        body += [
            f"body{i}:",
            f"  %i{i} = phi i32 [ 0, %{prev} ], [ %next{i}, %latch{i} ]",
            f"  %s{i} = phi double [ {acc}, %{prev} ], [ %t{i}, %latch{i} ]",
            f"  %v{i} = load double, ptr @g, align 8",
            f"  %q{i} = fdiv double %x, %v{i}",
            f"  %r{i} = fdiv double %q{i}, %v{i}",
            f"  %t{i} = fadd double %s{i}, %r{i}",
            f"  %m{i} = and i32 %i{i}, 1023",
            f"  %c{i} = icmp eq i32 %m{i}, 1023",
            f"  br i1 %c{i}, label %rare{i}, label %latch{i}, !prof !0",
            f"rare{i}:",
            f"  %f{i} = sitofp i32 %i{i} to double",
            f"  store double %f{i}, ptr @g, align 8",
            f"  br label %latch{i}",
            f"latch{i}:",
            f"  %next{i} = add nsw i32 %i{i}, 1",
            f"  %more{i} = icmp slt i32 %next{i}, %n",
            f"  br i1 %more{i}, label %body{i}, label %{nxt}, !prof !1",
            f"{nxt}:",
            f"  %a{i} = phi double [ %t{i}, %latch{i} ]",
        ]
        if i + 1 < k:
            body.append(f"  br label %body{i + 1}")
        prev, acc = nxt, f"%a{i}"
    body += [f"  store double {acc}, ptr @out, align 8", "  ret void"]
    decls = "@g = global double 3.000000e+00, align 8\n@out = global double 0.000000e+00, align 8\n\n"
    return function("i32 %n, double %x", body, decls) + f"\n{RARE_PROF}\n{HOT_LATCH_PROF}\n"


def wide_latch(n):
    """One loop whose latch is shared by N predecessors: the header switches over N cases,
    each case block computes its own step and branches to the small latch (a phi of N
    entries, an add, the exit test, a hot back edge): freqpath-latch-dup gives each
    predecessor its own copy of the latch, N copies, and the header's phis one entry each."""
    cases = " ".join(f"i32 {j}, label %c{j}" for j in range(n))
    body = ["entry:", "  br label %h", "h:",
            "  %i = phi i32 [ 0, %entry ], [ %next, %latch ]",
            "  %k = and i32 %i, 65535",
            f"  switch i32 %k, label %latch [ {cases} ]"]
    steps = ["[ 1, %h ]"]
    for j in range(n):
        body += [f"c{j}:", f"  %d{j} = mul i32 %i, {j + 2}", "  br label %latch"]
        steps.append(f"[ %d{j}, %c{j} ]")
    body += ["latch:", f"  %step = phi i32 {', '.join(steps)}",
             "  %next = add i32 %i, %step", "  %more = icmp slt i32 %next, %n",
             "  br i1 %more, label %h, label %done, !prof !1",
             "done:", "  ret void"]
    return function("i32 %n", body) + f"\n{HOT_LATCH_PROF}\n"


def critical_switch(n):
    """One switch over N cases whose every edge is critical: case block i falls through to case
    block i + 1, so each case block has two predecessors (the switch, the case before it)."""
    cases = " ".join(f"i32 {j}, label %t{j}" for j in range(n))
    body = ["entry:", f"  switch i32 %a, label %done [ {cases} ]"]
    for j in range(n):
        nxt = f"t{j + 1}" if j + 1 < n else "done"
        body += [f"t{j}:", f"  br label %{nxt}"]
    body += ["done:", "  ret void"]
    return function("i32 %a", body)


def critical_merge(n):
    """N conditional branches in a chain, each leaving to one merge block whose phi has N + 1
    entries: N critical edges into one block, each split rewriting one entry of the phi."""
    body = ["entry:", "  br label %b0"]
    incoming = []
    for j in range(n):
        nxt = f"b{j + 1}" if j + 1 < n else "last"
        body += [f"b{j}:", f"  %q{j} = icmp eq i32 %a, {j}", f"  br i1 %q{j}, label %m, label %{nxt}"]
        incoming.append(f"[ {j}, %b{j} ]")
    body += ["last:", "  br label %m", "m:", f"  %r = phi i32 {', '.join(incoming)}, [ -1, %last ]",
             "  call void @use(i32 %r)", "  ret void"]
    return function("i32 %a", body, "declare void @use(i32)\n\n")


# ----------------------------------------------------------------------------------------------
# Registry
# ----------------------------------------------------------------------------------------------


# The runner's pairs (scripts/bench/scaling/run, PAIRS) each family is measured with, by key.
# The analysis families all share one list (one summary table); a transform family carries the
# pairs of the transforms it exercises.
ANALYSIS_PAIRS = ("cycles", "legacy", "bpi", "annotate", "predict", "annotate-predict", "split")
FPLICM_PAIRS = ("fplicm", "fplicm-validate", "fplicm-perf", "fplicm-perf-validate", "latch-dup",
                "latch-dup-validate")
LATCH_DUP_PAIRS = ("latch-dup", "latch-dup-validate")
SPLIT_PAIRS = ("split",)


@dataclass(frozen=True)
class Family:
    name: str
    kind: str                      # "cliff", "ordinary" or "transform"
    unit: str                      # what the size counts
    emit: Callable[[int], str]
    sizes: Tuple[int, ...]         # benchmark sizes, ascending
    quick: Tuple[int, ...]         # smoke-run sizes
    test: int                      # the lit test's instance
    reducible: bool                # then cycles-mode BPI must equal LLVM's exactly
    language: str = "ll"           # "c": timed through clang-16, not opt-16
    # Largest size per pair key of the runner ("cycles", "legacy", "bpi", "annotate"), where
    # LLVM's own printer is quadratic in the input (print<cycles> lists every cycle's blocks, so
    # deep nests print O(D^2) text; print<branch-prob> looks each switch edge up by target), so
    # that one run stays around a minute.
    limits: Dict[str, int] = field(default_factory=dict)
    # The runner's pairs measured on this family (keys of its PAIRS).
    pairs: Tuple[str, ...] = ANALYSIS_PAIRS

    @property
    def shape(self):
        """Which lit test checks the family's small instance (families.py --instances --shape)."""
        if self.language == "c":
            return "c"
        if self.kind == "transform":
            return "transform"
        return "reducible" if self.reducible else "irreducible"

    @property
    def what(self):
        return self.emit.__doc__.split("\n\n")[0].replace("\n", " ").replace("    ", " ").strip()


# LLVM's BPI printer is quadratic in a switch's width (see `limits`): its pairs stop where it
# takes a few seconds, the annotate pair (against require<branch-prob>) goes on.
def printers_up_to(size):
    return {"legacy": size, "bpi": size, "predict": size}


FAMILIES = [
    Family("loop-exits", "cliff", "exit blocks K", loop_exits,
           (25000, 50000, 100000, 200000, 400000), (1000, 4000), 40, True),
    Family("nested-exits", "cliff", "exit blocks K (all levels)", nested_exits,
           (6400, 12800, 25600, 51200, 102400), (640, 2560), 96, True),
    Family("header-switch", "cliff", "cases N", header_switch,
           (5000, 10000, 20000, 40000, 80000, 160000), (1000, 4000), 40, True,
           limits=printers_up_to(20000)),
    Family("dense-irreducible", "cliff", "blocks N (N² edges)", dense_irreducible,
           (64, 128, 256, 512, 1024), (16, 64), 12, False, limits=printers_up_to(512)),
    Family("and-pow2", "cliff", "bit width W", and_pow2,
           (4096, 8192, 16384, 32768, 65536), (256, 1024), 128, True),
    Family("bitint-clang", "cliff", "bit width W", bitint_c,
           (4096, 8192, 16384, 32768, 65536), (256, 1024), 128, True, language="c"),
    Family("chain-outside-loop", "cliff", "branches M (chain L = 10 M)", chain_outside_loop,
           (250, 500, 1000, 2000, 4000), (50, 200), 8, True),
    Family("many-functions", "cliff", "functions M", many_functions,
           (2000, 4000, 8000, 16000, 32000), (200, 800), 20, True),
    Family("switch-exits", "cliff", "exit cases N", switch_exits,
           (10000, 20000, 40000, 80000, 160000), (1000, 4000), 40, True,
           limits=printers_up_to(20000)),
    Family("chain-in-loop", "cliff", "branches M (chain L = 10 M)", chain_in_loop,
           (250, 500, 1000, 2000, 4000), (50, 200), 8, True),
    Family("merged-returns", "cliff", "branches N", merged_returns,
           (6250, 12500, 25000, 50000, 100000), (1000, 4000), 30, True),
    Family("many-params", "cliff", "parameters N", many_params,
           (2500, 5000, 10000, 20000, 40000), (500, 2000), 20, True),
    Family("shared-operand", "cliff", "branches N", shared_operand,
           (25000, 50000, 100000, 200000, 400000), (2000, 8000), 30, True),
    Family("chain", "ordinary", "blocks N", chain,
           (62500, 125000, 250000, 500000, 1000000), (5000, 20000), 50, True),
    Family("deep-nest", "ordinary", "depth D", deep_nest,
           (625, 1250, 2500, 5000, 10000), (100, 400), 30, True, limits={"cycles": 5000}),
    Family("diamonds", "ordinary", "diamonds N", diamonds,
           (25000, 50000, 100000, 200000, 400000), (2000, 8000), 30, True),
    Family("ladder", "ordinary", "rungs N", ladder,
           (50000, 100000, 200000, 400000, 800000), (4000, 16000), 30, True),
    Family("big-switch", "ordinary", "cases N", big_switch,
           (6250, 12500, 25000, 50000, 100000, 200000, 400000), (2000, 8000), 40, True,
           limits=printers_up_to(25000)),
    Family("many-entries", "ordinary", "entries N", many_entries,
           (3125, 6250, 12500, 25000, 50000, 100000, 200000), (1000, 4000), 30, False,
           limits=printers_up_to(12500)),
    # Its loops nest deep enough that both cycle printers' text is quadratic: at 100,000 blocks
    # print<cycles> ran over two minutes (and ours over 40 s) before being stopped.
    Family("random-structured", "ordinary", "blocks N", random_cfg,
           (12500, 25000, 50000, 100000, 200000), (500, 2000), 150, False,
           limits={"cycles": 50000}),
    # print<cycles> of a random tangle is quadratic text (cycles nest O(N) deep).
    Family("random-tangle", "ordinary", "blocks N", random_sparse,
           (2000, 4000, 8000, 16000, 32000), (500, 2000), 60, False, limits={"cycles": 8000}),
    Family("motifs", "ordinary", "blocks N", motifs,
           (25000, 50000, 100000, 200000, 400000), (2000, 8000), 70, False),
    # Transform families: each rewritten by its transforms everywhere
    # (test-ir/scaling/transforms.test checks that on the small instance).
    Family("k-loops", "transform", "loops K", k_loops,
           (50, 100, 200, 400, 800), (10, 40), 6, True, pairs=FPLICM_PAIRS),
    Family("wide-latch", "transform", "latch predecessors N", wide_latch,
           (2500, 5000, 10000, 20000, 40000), (200, 800), 8, True, pairs=LATCH_DUP_PAIRS),
    Family("critical-switch", "transform", "critical edges N", critical_switch,
           (25000, 50000, 100000, 200000, 400000), (2000, 8000), 20, True, pairs=SPLIT_PAIRS),
    Family("critical-merge", "transform", "critical edges N (phi of N + 1)", critical_merge,
           (5000, 10000, 20000, 40000, 80000), (1000, 4000), 20, True, pairs=SPLIT_PAIRS),
]
BY_NAME = {f.name: f for f in FAMILIES}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("name", nargs="?", help="family name (see --list)")
    ap.add_argument("size", nargs="?", type=int)
    ap.add_argument("-o", "--output", help="file to write (default: stdout)")
    ap.add_argument("--list", action="store_true", help="list the families")
    ap.add_argument("--instances", metavar="DIR",
                    help="write every family's small test instance to DIR/NAME.ll (or .c)")
    ap.add_argument("--shape", choices=("reducible", "irreducible", "c", "transform"),
                    help="with --instances: only the analysis families of this shape, the C ones, "
                         "or the transform families")
    args = ap.parse_args()
    if args.instances:
        os.makedirs(args.instances, exist_ok=True)
        for f in FAMILIES:
            if args.shape and args.shape != f.shape:
                continue
            path = os.path.join(args.instances, f"{f.name}.{f.language}")
            with open(path, "w") as out:
                out.write(f.emit(f.test))
            print(f"{f.name} {f.test}")
        return 0
    if args.list:
        for f in FAMILIES:
            print(f"{f.name:<20} {f.kind:<9} {f.unit:<32} sizes {','.join(map(str, f.sizes))}")
        return 0
    if args.name not in BY_NAME or args.size is None or args.size < 1:
        ap.error(f"give a family ({', '.join(BY_NAME)}) and a positive size")
    text = BY_NAME[args.name].emit(args.size)
    if args.output:
        with open(args.output, "w") as out:
            out.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
