#!/usr/bin/env python3
"""Random-CFG LLVM 16 IR generator for differential testing of freqpath.

freqpath reimplements LLVM 16's CycleInfo (`print<cycles>`) and
BranchProbabilityInfo (`print<branch-prob>`).  This script produces modules
whose control flow graphs are deliberately nasty for both analyses:

* natural loops (nested, multi-latch, self loops, infinite loops),
* irreducible (multi-entry) cycles nested inside and around natural loops,
* dispatch blocks (a switch whose arms jump back to the dispatcher),
* blocks unreachable from the entry, including ones that jump into cycles,
* duplicate successors (`br i1 %c, label %a, label %a`, switch cases that
  repeat a target or the default), invoke/landingpad, indirectbr, callbr,
* in the `bpi` profile, branch conditions that trigger every BPI heuristic
  (pointer, zero/one/minus-one, libcall compares, fcmp predicates, cold and
  noreturn calls, deoptimize, !prof branch_weights, loop-carried PHIs for
  computeUnlikelySuccessors).

Output is deterministic for a given seed and option set; every module is
meant to pass `opt-16 -passes=verify`.

Generation of one function happens in phases, each in its own section:
  1. shape     - an abstract CFG: successor lists over block indices
  2. lowering  - pick a terminator kind per block (adds landing pads)
  3. analysis  - predecessors, reachability, dominators of the final CFG
  4. values    - PHIs, branch conditions and other instructions (SSA safe:
                 a value is only used where its block dominates the use)
  5. rendering - number unnamed values, print textual IR
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from dataclasses import dataclass, field
from typing import Optional

I32_MASK = 0xFFFFFFFF
BIG_WEIGHT = I32_MASK  # branch weights are uint32 in LLVM 16

# --------------------------------------------------------------------------
# IR object model
# --------------------------------------------------------------------------


@dataclass(eq=False)
class Value:
    """An SSA value; name None means "unnamed" (numbered when rendered)."""
    ty: str
    name: Optional[str]
    block: Optional["Block"] = None   # defining block (None for arguments)
    is_phi: bool = False
    number: Optional[int] = None      # filled by the renderer


@dataclass(eq=False)
class Instr:
    """One instruction: optional result plus a list of text/Value/Block parts."""
    result: Optional[Value]
    parts: list


@dataclass(eq=False)
class Phi:
    """A PHI node; `incoming` is filled once the final CFG is known."""
    value: Value
    incoming: dict = field(default_factory=dict)  # pred Block -> operand


@dataclass(eq=False)
class Term:
    """A terminator.  `succs` is the successor list in LLVM successor order."""
    kind: str
    succs: list = field(default_factory=list)
    operands: list = field(default_factory=list)  # rendered by kind
    case_values: list = field(default_factory=list)  # switch only
    weights: Optional[list] = None                   # !prof branch_weights


@dataclass(eq=False)
class Block:
    index: int
    name: Optional[str]
    is_lpad: bool = False
    phis: list = field(default_factory=list)
    body: list = field(default_factory=list)
    term: Optional[Term] = None
    exit_kind: str = ""          # flavour of a block without successors
    pred_edges: list = field(default_factory=list)  # one entry per CFG edge
    number: Optional[int] = None

    @property
    def succs(self) -> list:
        return self.term.succs if self.term else []


@dataclass(eq=False)
class Function:
    name: str
    args: list
    blocks: list                 # index order; blocks[0] is the entry
    layout: list = field(default_factory=list)  # textual block order
    personality: bool = False


# Feature switches derived from the profile; one object per function.
@dataclass
class Features:
    bpi: bool          # value-level heuristics, invoke, indirectbr, metadata
    callbr: bool
    max_blocks: int


# --------------------------------------------------------------------------
# Phase 1: abstract CFG shapes
# --------------------------------------------------------------------------


class Shape:
    """Successor lists over integer block ids; block 0 is the entry."""

    def __init__(self) -> None:
        self.succs: list[list[int]] = [[]]
        self.roles: list[str] = ["entry"]
        self.pool: set[int] = set()   # blocks that must stay unreachable

    def new(self, role: str) -> int:
        self.succs.append([])
        self.roles.append(role)
        return len(self.succs) - 1

    def __len__(self) -> int:
        return len(self.succs)


@dataclass
class ShapeKnobs:
    """Per-function densities so that the corpus covers sparse and dense CFGs."""
    construct_weights: dict
    extra_edge_rate: float
    back_edge_bias: float
    unreachable_blocks: int


def pick_knobs(rng: random.Random, n_blocks: int) -> ShapeKnobs:
    irreducible = rng.choice([0, 2, 4, 8])
    weights = {
        "chain": 3, "diamond": 3, "loop": 4, "selfloop": 1,
        "irreducible": irreducible, "dispatch": rng.choice([0, 1, 2]),
        "infinite": rng.choice([0, 0, 1]), "early": 2, "counter": 2,
    }
    unreachable = 0
    if n_blocks >= 4 and rng.random() < 0.45:
        unreachable = rng.randint(1, max(1, n_blocks // 8))
    return ShapeKnobs(
        construct_weights=weights,
        extra_edge_rate=rng.choice([0.0, 0.03, 0.08, 0.15, 0.3]),
        back_edge_bias=rng.choice([0.2, 0.5, 0.8]),
        unreachable_blocks=unreachable,
    )


class StructuredBuilder:
    """Builds nested single-entry/multi-entry regions backwards from an exit.

    `region(exit)` returns the entry block of a fresh region whose normal
    control flow ends in `exit`; returning `exit` itself means "empty region",
    which is how self loops and duplicate successors arise naturally.
    """

    MIN_SIZE = {"chain": 1, "diamond": 1, "loop": 1, "selfloop": 1,
                "irreducible": 3, "dispatch": 1, "infinite": 2, "early": 2,
                "counter": 3}

    def __init__(self, rng: random.Random, shape: Shape, budget: int,
                 knobs: ShapeKnobs) -> None:
        self.rng = rng
        self.shape = shape
        self.budget = budget
        self.knobs = knobs

    def new(self, role: str) -> int:
        self.budget -= 1
        return self.shape.new(role)

    def build(self, final_exit: int) -> int:
        entry = final_exit
        while self.budget > 0:
            entry = self.region(entry, 0)
        return entry

    def region(self, exit: int, depth: int) -> int:
        if self.budget <= 0 or (depth > 5 and self.rng.random() < 0.7):
            return exit
        kinds = [k for k, w in self.knobs.construct_weights.items()
                 if w > 0 and self.MIN_SIZE[k] <= self.budget]
        if not kinds:
            return exit
        weights = [self.knobs.construct_weights[k] for k in kinds]
        kind = self.rng.choices(kinds, weights)[0]
        return getattr(self, "r_" + kind)(exit, depth)

    def sub(self, exit: int, depth: int) -> int:
        """A region that is empty with some probability (keeps graphs varied)."""
        if self.rng.random() < 0.25:
            return exit
        return self.region(exit, depth + 1)

    def r_chain(self, exit: int, depth: int) -> int:
        entry = exit
        length = self.rng.randint(1, 4) if self.rng.random() < 0.9 else \
            self.rng.randint(5, 25)              # occasional long chain
        for _ in range(length):
            if self.budget <= 0:
                break
            b = self.new("chain")
            self.shape.succs[b] = [entry]
            entry = b
        return entry

    def r_diamond(self, exit: int, depth: int) -> int:
        head = self.new("if")
        join = exit
        if self.budget > 0 and self.rng.random() < 0.6:
            join = self.new("join")
            self.shape.succs[join] = [exit]
        arms = [self.sub(join, depth) for _ in range(self.rng.choice([2, 2, 2, 3]))]
        self.shape.succs[head] = arms
        return head

    def r_loop(self, exit: int, depth: int) -> int:
        start = len(self.shape)
        head = self.new("header")
        latch = head
        if self.budget > 0 and self.rng.random() < 0.8:
            latch = self.new("latch")
        body = self.sub(latch, depth)
        style = self.rng.random()
        if latch == head:                       # single block loop, two edges
            self.shape.succs[head] = self.rng.sample([body, exit], 2)
        elif style < 0.45:                      # while loop: test at header
            self.shape.succs[head] = self.rng.sample([body, exit], 2)
            self.shape.succs[latch] = [head]
        elif style < 0.9:                       # rotated: test at latch
            self.shape.succs[head] = [body]
            self.shape.succs[latch] = self.rng.sample([head, exit], 2)
        else:                                   # both test
            self.shape.succs[head] = self.rng.sample([body, exit], 2)
            self.shape.succs[latch] = self.rng.sample([head, exit], 2)
        self.add_loop_jumps(start, head, exit)
        return head

    def add_loop_jumps(self, start: int, head: int, exit: int) -> None:
        """Extra `continue` (multi-latch) and `break` edges out of the body."""
        inner = list(range(start + 1, len(self.shape)))
        for _ in range(self.rng.choice([0, 0, 1, 2])):
            if not inner:
                break
            b = self.rng.choice(inner)
            self.shape.succs[b].append(self.rng.choice([head, head, exit]))

    def r_counter(self, exit: int, depth: int) -> int:
        """`while (..) { if (++n >= MAX) n = 0; }`: the reset block is both a
        successor of the test and (directly or via the latch) a predecessor
        of the header, which is what computeUnlikelySuccessors looks for."""
        head = self.new("counter")
        reset = self.new("reset")
        latch = self.new("latch")
        body = self.sub(latch, depth)
        self.shape.succs[head] = self.rng.sample([reset, body], 2)
        self.shape.succs[reset] = [self.rng.choice([head, latch])]
        self.shape.succs[latch] = self.rng.sample([head, exit], 2)
        return head

    def r_selfloop(self, exit: int, depth: int) -> int:
        b = self.new("self")
        self.shape.succs[b] = self.rng.sample([b, exit], 2)
        return b

    def r_irreducible(self, exit: int, depth: int) -> int:
        """k blocks on a ring, each entered directly from a dispatcher.

        Ring segments are sub-regions, so natural loops (and further
        irreducible regions) end up nested inside the multi-entry cycle.
        """
        k = min(self.rng.choice([2, 2, 2, 3, 4]), self.budget - 1)
        pre = self.new("irr.pre")
        ring = [self.new("irr") for _ in range(k)]
        for i, b in enumerate(ring):
            self.shape.succs[b] = [self.sub(ring[(i + 1) % k], depth)]
        for b in self.rng.sample(ring, self.rng.randint(1, k)):
            self.shape.succs[b].append(exit)
        entries = self.rng.sample(ring, self.rng.randint(2, k))
        if self.rng.random() < 0.3:             # one entry via a detour block
            self.shape.succs[pre] = [entries[0], self.sub(entries[1], depth)]
            self.shape.succs[pre] += entries[2:]
        else:
            self.shape.succs[pre] = entries
        return pre

    def r_dispatch(self, exit: int, depth: int) -> int:
        d = self.new("dispatch")
        arms = [self.sub(d, depth) for _ in range(self.rng.randint(2, 6))]
        self.shape.succs[d] = [exit] + arms
        return d

    def r_infinite(self, exit: int, depth: int) -> int:
        pre = self.new("inf.pre")
        head = self.new("inf")
        self.shape.succs[head] = [self.sub(head, depth)]
        # Usually keep a path to `exit` so the rest stays reachable.
        self.shape.succs[pre] = [head, exit] if self.rng.random() < 0.8 else [head]
        return pre

    def r_early(self, exit: int, depth: int) -> int:
        b = self.new("early")
        t = self.new("early.exit")
        self.shape.succs[b] = self.rng.sample([t, self.sub(exit, depth)], 2)
        return b


def build_random_graph(rng: random.Random, shape: Shape, budget: int,
                       knobs: ShapeKnobs) -> None:
    """A 'spaghetti' graph: a fall-through spine plus random jumps.

    Random backward jumps into the middle of earlier code are the cheapest
    source of irreducible cycles.
    """
    first = len(shape)
    ids = [shape.new("rnd") for _ in range(budget)]
    shape.succs[0] = [first] if ids else []
    for pos, b in enumerate(ids):
        succs = []
        if pos + 1 < len(ids) and rng.random() < 0.85:
            succs.append(ids[pos + 1])
        for _ in range(rng.choice([0, 1, 1, 2, 3])):
            if rng.random() < knobs.back_edge_bias:
                succs.append(ids[rng.randint(0, pos)])
            else:
                succs.append(ids[rng.randint(pos, len(ids) - 1)])
        shape.succs[b] = succs[:rng.choice([1, 2, 2, 3, 5])] if succs else []


def cycle_members(shape: Shape) -> list[int]:
    """Blocks on some cycle (non-trivial SCC or self loop); iterative Tarjan."""
    n = len(shape)
    index = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    stack: list[int] = []
    members: list[int] = []
    counter = 0
    for root in range(n):
        if index[root] >= 0:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack[v] = True
            succs = shape.succs[v]
            if i < len(succs):
                work.append((v, i + 1))
                w = succs[i]
                if index[w] < 0:
                    work.append((w, 0))
                elif on_stack[w]:
                    low[v] = min(low[v], index[w])
                continue
            if low[v] == index[v]:
                scc = []
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    scc.append(w)
                    if w == v:
                        break
                if len(scc) > 1 or v in shape.succs[v]:
                    members += scc
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return members


def add_extra_edges(rng: random.Random, shape: Shape, rate: float) -> None:
    """Random extra edges; jumping into cycle bodies creates irreducibility."""
    candidates = [b for b in range(1, len(shape)) if b not in shape.pool]
    if not candidates:
        return
    on_cycle = cycle_members(shape)
    for _ in range(int(rate * len(shape) + rng.random())):
        src = rng.choice([0] + candidates)
        if len(shape.succs[src]) >= 6:
            continue
        pool = on_cycle if on_cycle and rng.random() < 0.7 else candidates
        shape.succs[src].append(rng.choice(pool))


def add_unreachable_blocks(rng: random.Random, shape: Shape, count: int) -> None:
    """Blocks no reachable block jumps to; many of them jump into cycles."""
    reachable = list(range(1, len(shape)))
    on_cycle = cycle_members(shape) or reachable
    dead = [shape.new("dead") for _ in range(count)]
    shape.pool.update(dead)
    for b in dead:
        succs = []
        for _ in range(rng.choice([0, 1, 1, 2, 3])):
            r = rng.random()
            if r < 0.6 and on_cycle:
                succs.append(rng.choice(on_cycle))
            elif r < 0.8:
                succs.append(rng.choice(dead))       # dead cycles too
            elif reachable:
                succs.append(rng.choice(reachable))
        shape.succs[b] = succs


def build_shape(rng: random.Random, n_blocks: int) -> Shape:
    """Choose a style and build the abstract CFG with exactly n_blocks blocks."""
    shape = Shape()
    knobs = pick_knobs(rng, n_blocks)
    budget = n_blocks - 1 - knobs.unreachable_blocks
    style = rng.choices(["structured", "random", "mixed"], [0.55, 0.25, 0.2])[0]
    if budget <= 0:
        shape.succs[0] = []
    elif style == "random":
        build_random_graph(rng, shape, budget, knobs)
    else:
        ret = shape.new("ret")
        entry = StructuredBuilder(rng, shape, budget - 1, knobs).build(ret)
        shape.succs[0] = [entry]
        if style == "mixed":
            knobs.extra_edge_rate = max(knobs.extra_edge_rate, 0.15)
    add_extra_edges(rng, shape, knobs.extra_edge_rate)
    add_unreachable_blocks(rng, shape, max(0, min(knobs.unreachable_blocks,
                                                  n_blocks - len(shape))))
    # LLVM forbids predecessors of the entry block; no builder targets it.
    assert all(0 not in succs for succs in shape.succs)
    return shape


# --------------------------------------------------------------------------
# Phase 2: terminator lowering
# --------------------------------------------------------------------------

EXIT_KINDS_BPI = [
    ("ret", 6), ("unreachable", 2), ("noreturn", 2), ("noreturn.mid", 1),
    ("noreturn.ret", 1), ("deopt", 2), ("cold.ret", 2), ("cold.unreachable", 1),
]


class Namer:
    """Per-function unique names; unnamed mode leaves some names as None."""

    EXOTIC = ["bb.{}", "bb-{}", "${}", "_{}", "{}bb", "bb.{}.x"]

    def __init__(self, rng: random.Random, unnamed_mode: bool) -> None:
        self.rng = rng
        self.unnamed_mode = unnamed_mode
        self.counter = 0
        self.used: set[str] = set()

    def fresh(self, stem: str) -> str:
        self.counter += 1
        name = f"{stem}{self.counter}"
        while name in self.used:
            self.counter += 1
            name = f"{stem}{self.counter}"
        self.used.add(name)
        return name

    def value(self, stem: str = "v") -> Optional[str]:
        if self.unnamed_mode and self.rng.random() < 0.5:
            return None
        return self.fresh(stem)

    def block(self, role: str) -> Optional[str]:
        if self.unnamed_mode and self.rng.random() < 0.8:
            return None
        if self.rng.random() < 0.03:
            name = self.rng.choice(self.EXOTIC).format(self.counter + 1)
            self.counter += 1
            if name not in self.used:
                self.used.add(name)
                return name
        stem = "bb" if self.rng.random() < 0.7 else role.replace(".", "_")
        return self.fresh(stem)


class Lowerer:
    """Turns abstract successor lists into LLVM terminators."""

    def __init__(self, rng: random.Random, fn: Function, namer: Namer,
                 feats: Features) -> None:
        self.rng = rng
        self.fn = fn
        self.namer = namer
        self.feats = feats
        self.lpads: list[Block] = []

    def room(self) -> bool:
        return len(self.fn.blocks) < self.feats.max_blocks

    def new_lpad(self) -> Block:
        lp = Block(len(self.fn.blocks), self.namer.block("lpad"), is_lpad=True)
        self.fn.blocks.append(lp)
        self.lpads.append(lp)
        self.fn.personality = True
        return lp

    def unwind_dest(self) -> Block:
        """A landing pad: shared with another invoke now and then."""
        if self.lpads and (not self.room() or self.rng.random() < 0.25):
            return self.rng.choice(self.lpads)
        return self.new_lpad()

    def lower(self, blk: Block, succs: list[Block]) -> None:
        n = len(succs)
        if n == 0:
            blk.term = self.exit_term(blk)
        elif n == 1:
            blk.term = self.one_succ(succs[0])
        elif n == 2:
            blk.term = self.two_succs(succs)
        else:
            blk.term = self.many_succs(succs)

    def exit_term(self, blk: Block) -> Term:
        if self.feats.bpi:
            kinds, weights = zip(*EXIT_KINDS_BPI)
            blk.exit_kind = self.rng.choices(kinds, weights)[0]
        else:
            blk.exit_kind = "ret" if self.rng.random() < 0.8 else "unreachable"
        kind = "unreachable" if "unreachable" in blk.exit_kind or \
            blk.exit_kind in ("noreturn", "noreturn.mid") else "ret"
        return Term(kind)

    def one_succ(self, s: Block) -> Term:
        r = self.rng.random()
        if not self.feats.bpi:
            if r < 0.05:
                return Term("condbr", [s, s])
            if r < 0.08:
                return Term("switch", [s])
            return Term("br", [s])
        if r < 0.08 and (self.room() or self.lpads):
            return Term("invoke", [s, self.unwind_dest()])
        if r < 0.13:
            return Term("condbr", [s, s])
        if r < 0.16:
            return self.switch([s])
        if r < 0.19:
            return Term("indirectbr", [s])
        if r < 0.21 and self.feats.callbr:
            return Term("callbr", [s, s])
        return Term("br", [s])

    def two_succs(self, succs: list[Block]) -> Term:
        r = self.rng.random()
        if self.feats.bpi:
            if r < 0.07 and self.room():
                # The second abstract successor is reached through the pad.
                lp = self.new_lpad()
                lp.term = Term("br", [succs[1]])
                return Term("invoke", [succs[0], lp])
            if r < 0.13:
                return Term("indirectbr", list(succs))
            if r < 0.16 and self.feats.callbr:
                return Term("callbr", list(succs))
        if r < 0.8:
            return Term("condbr", list(succs))
        return self.switch(succs)

    def many_succs(self, succs: list[Block]) -> Term:
        r = self.rng.random()
        if self.feats.bpi and r < 0.1:
            dests = list(succs)
            if self.rng.random() < 0.3:
                dests.append(self.rng.choice(succs))   # duplicate destination
            return Term("indirectbr", dests)
        if self.feats.callbr and r < 0.14:
            return Term("callbr", list(succs))
        return self.switch(succs)

    def switch(self, succs: list[Block]) -> Term:
        """default = succs[0]; one case per other successor plus duplicates."""
        targets = list(succs[1:])
        for _ in range(self.rng.choice([0, 0, 1, 2, 3])):
            targets.append(self.rng.choice(succs))    # may equal the default
        self.rng.shuffle(targets)
        values = self.rng.sample(range(-8, 64), len(targets)) \
            if self.rng.random() < 0.8 else \
            self.rng.sample(range(-2**31, 2**31), len(targets))
        return Term("switch", [succs[0]] + targets, case_values=values)

    def finish_lpads(self, normal_blocks: list[Block]) -> None:
        """Give every landing pad that has no terminator yet an exit or a jump."""
        for lp in self.lpads:
            if lp.term is not None:
                continue
            r = self.rng.random()
            if r < 0.35:
                lp.term = Term("resume")
            elif r < 0.7 and normal_blocks:
                lp.term = Term("br", [self.rng.choice(normal_blocks)])
            else:
                lp.term = self.exit_term(lp)


def lower_shape(rng: random.Random, shape: Shape, fn: Function, namer: Namer,
                feats: Features) -> None:
    fn.blocks = [Block(i, namer.block(shape.roles[i])) for i in range(len(shape))]
    lowerer = Lowerer(rng, fn, namer, feats)
    for i in range(len(shape)):
        blk = fn.blocks[i]
        lowerer.lower(blk, [fn.blocks[s] for s in shape.succs[i]])
    lowerer.finish_lpads(fn.blocks[1:len(shape)])


# --------------------------------------------------------------------------
# Phase 3: CFG analysis on the lowered function
# --------------------------------------------------------------------------


def predecessor_edges(fn: Function) -> dict:
    """Block -> list of predecessor blocks, one entry per CFG edge."""
    preds: dict = {b: [] for b in fn.blocks}
    for b in fn.blocks:
        for s in b.succs:
            preds[s].append(b)
    return preds


def reverse_post_order(fn: Function) -> list:
    seen = {fn.blocks[0]}
    order = []
    stack = [(fn.blocks[0], iter(fn.blocks[0].succs))]
    while stack:
        blk, it = stack[-1]
        nxt = next((s for s in it if s not in seen), None)
        if nxt is None:
            order.append(blk)
            stack.pop()
        else:
            seen.add(nxt)
            stack.append((nxt, iter(nxt.succs)))
    return order[::-1]


def immediate_dominators(rpo: list, preds: dict) -> dict:
    """Cooper/Harvey/Kennedy iterative algorithm over reachable blocks."""
    pos = {b: i for i, b in enumerate(rpo)}
    idom = {rpo[0]: rpo[0]}

    def intersect(a, b):
        while a is not b:
            while pos[a] > pos[b]:
                a = idom[a]
            while pos[b] > pos[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            ps = [p for p in preds[b] if p in idom]
            new = ps[0]
            for p in ps[1:]:
                new = intersect(p, new)
            if idom.get(b) is not new:
                idom[b] = new
                changed = True
    return idom


@dataclass
class CfgInfo:
    preds: dict
    rpo: list
    idom: dict

    def reachable(self, b: Block) -> bool:
        return b in self.idom

    def dominators(self, b: Block) -> list:
        """b and all its dominators (empty for unreachable blocks)."""
        if b not in self.idom:
            return []
        chain = [b]
        while self.idom[chain[-1]] is not chain[-1]:
            chain.append(self.idom[chain[-1]])
        return chain


def analyze(fn: Function) -> CfgInfo:
    preds = predecessor_edges(fn)
    rpo = reverse_post_order(fn)
    return CfgInfo(preds, rpo, immediate_dominators(rpo, preds))


# --------------------------------------------------------------------------
# Phase 4: values (PHIs, conditions, calls)
# --------------------------------------------------------------------------

INT_PREDS = ["eq", "ne", "slt", "sgt", "sle", "sge", "ult", "ugt", "ule", "uge"]
FCMP_PREDS = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
              "ugt", "uge", "ult", "ule", "une", "uno", "true"]
BINOPS = ["add", "sub", "mul", "xor", "and", "or", "shl"]
LIBCMP = ["strcmp", "strncmp", "memcmp", "bcmp", "strcasecmp", "strncasecmp",
          "not_a_libcall"]
DOUBLE_CONSTS = ["0.0", "1.5", "-2.0", "0x7FF8000000000000", "0x7FF0000000000000"]
ARG_SPECS = [("i1", "c0"), ("i1", "c1"), ("i1", "c2"), ("i1", "c3"),
             ("i32", "n"), ("i32", "m"), ("i64", "k"), ("ptr", "p"),
             ("ptr", "q"), ("double", "x"), ("double", "y")]


def to_signed(v: int) -> int:
    v &= I32_MASK
    return v - (1 << 32) if v & 0x80000000 else v


def fold_binop(op: str, a: int, c: int) -> int:
    """i32 constant folding as LLVM does it (wrap-around)."""
    if op == "shl":
        return (a << c) & I32_MASK
    return {"add": a + c, "sub": a - c, "mul": a * c, "xor": a ^ c,
            "and": a & c, "or": a | c}[op] & I32_MASK


def fold_icmp(pred: str, a: int, b: int) -> bool:
    sa, sb, ua, ub = to_signed(a), to_signed(b), a & I32_MASK, b & I32_MASK
    return {"eq": ua == ub, "ne": ua != ub, "slt": sa < sb, "sgt": sa > sb,
            "sle": sa <= sb, "sge": sa >= sb, "ult": ua < ub, "ugt": ua > ub,
            "ule": ua <= ub, "uge": ua >= ub}[pred]


class ValueBuilder:
    """Creates all non-terminator instructions of one function.

    SSA safety rule: a block may use arguments, constants, its own values and
    values of blocks that dominate it.  PHI operands follow the same rule at
    the end of the incoming block.  Unreachable blocks only use locals.
    """

    def __init__(self, rng: random.Random, fn: Function, cfg: CfgInfo,
                 namer: Namer, feats: Features) -> None:
        self.rng = rng
        self.fn = fn
        self.cfg = cfg
        self.namer = namer
        self.feats = feats
        self.defs: dict = {b: [] for b in fn.blocks}   # values per block
        self.args_by_ty: dict = {}
        for a in fn.args:
            self.args_by_ty.setdefault(a.ty, []).append(a)
        self.phi_rate = rng.choice([0.1, 0.3, 0.6]) if feats.bpi else 0.0
        self.prof_rate = rng.choice([0.0, 0.1, 0.3, 0.7]) if feats.bpi else 0.0

    # ---- generic helpers -------------------------------------------------

    def visible(self, blk: Block, ty: str) -> list:
        """Values of type ty usable in blk (own defs + dominating blocks)."""
        blocks = self.cfg.dominators(blk) or [blk]
        vals = [v for b in blocks for v in self.defs[b] if v.ty == ty]
        return vals + self.args_by_ty.get(ty, [])

    def emit(self, blk: Block, ty: Optional[str], *parts, stem="v") -> Optional[Value]:
        res = Value(ty, self.namer.value(stem), blk) if ty else None
        blk.body.append(Instr(res, list(parts)))
        if res is not None:
            self.defs[blk].append(res)
        return res

    def int_const(self) -> str:
        return str(self.rng.choice([0, 0, 1, 1, -1, 2, 3, 7, 8, 10, 100, -5,
                                    2**31 - 1, -2**31]))

    def operand(self, blk: Block, ty: str, const_p: float = 0.3):
        """A visible value of type ty or a constant of that type."""
        vals = self.visible(blk, ty)
        if vals and self.rng.random() > const_p:
            return self.rng.choice(vals)
        return {"i1": self.rng.choice(["true", "false"]), "i32": self.int_const(),
                "i64": self.int_const(), "ptr": "null",
                "double": self.rng.choice(DOUBLE_CONSTS)}[ty]

    # ---- PHIs ------------------------------------------------------------

    def create_phis(self) -> None:
        """Phase A: PHI values per block; header-like blocks get more."""
        for blk in self.fn.blocks[1:]:
            preds = self.cfg.preds[blk]
            if not preds:
                continue
            headerish = any(blk in self.cfg.dominators(p) for p in preds)
            rate = min(0.95, self.phi_rate * (2.5 if headerish else 1.0))
            count = 0
            while count < 3 and self.rng.random() < rate:
                ty = "ptr" if self.rng.random() < 0.2 else "i32"
                v = Value(ty, self.namer.value("phi"), blk, is_phi=True)
                blk.phis.append(Phi(v))
                self.defs[blk].append(v)
                count += 1

    def fill_phis(self) -> None:
        """Phase B: one value per distinct predecessor (duplicate edges share
        it, as the verifier requires).  Mostly constants, so that
        computeUnlikelySuccessors finds constant incoming values."""
        for blk in self.fn.blocks:
            for phi in blk.phis:
                for p in dict.fromkeys(self.cfg.preds[blk]):
                    phi.incoming[p] = self.phi_operand(phi.value.ty, p)

    def phi_operand(self, ty: str, pred: Block):
        r = self.rng.random()
        if r < 0.6 or not self.cfg.reachable(pred):
            if ty == "ptr":
                return self.rng.choice(["null"] + self.args_by_ty["ptr"])
            return self.int_const() if r < 0.45 else self.rng.choice(
                self.args_by_ty["i32"] + [self.int_const()])
        phis = [v for b in self.cfg.dominators(pred) for v in self.defs[b]
                if v.is_phi and v.ty == ty]
        if phis:
            return self.rng.choice(phis)    # phi-of-phi chains
        return self.rng.choice(self.args_by_ty[ty])

    # ---- per-block body --------------------------------------------------

    def build(self) -> None:
        if self.feats.bpi:
            self.create_phis()
            self.fill_phis()
        reachable = self.cfg.rpo
        dead = [b for b in self.fn.blocks if not self.cfg.reachable(b)]
        for blk in reachable + dead:        # dominators before dominated
            if blk.is_lpad:
                self.emit(blk, "{ ptr, i32 }", "landingpad { ptr, i32 } cleanup",
                          stem="lp")
            if self.feats.bpi:
                self.decorate(blk)
            self.fill_terminator(blk)

    def decorate(self, blk: Block) -> None:
        """Calls that influence BPI's estimated block weights."""
        r = self.rng.random()
        if r < 0.06:
            self.emit(blk, None, self.cold_call())
        elif r < 0.08:
            # noreturn call in a block that does *not* end in unreachable.
            self.emit(blk, None, self.noreturn_call())
        elif r < 0.2:
            self.emit(blk, None, "call void @plain_fn()")
        elif r < 0.25:
            self.emit(blk, None, "store i32 ", self.operand(blk, "i32"), ", ptr ",
                      self.rng.choice(self.args_by_ty["ptr"]))

    def cold_call(self) -> str:
        return self.rng.choice(["call void @cold_fn()", "call void @plain_fn() #0",
                                "call void @plain_fn() cold"])

    def noreturn_call(self) -> str:
        return self.rng.choice(["call void @noret_fn()", "call void @plain_fn() #1",
                                "call void @exit(i32 1)"])

    # ---- terminators -----------------------------------------------------

    def fill_terminator(self, blk: Block) -> None:
        t = blk.term
        getattr(self, "t_" + t.kind)(blk, t)
        if self.feats.bpi and t.kind in ("br", "condbr", "switch", "indirectbr",
                                         "invoke"):
            self.maybe_weights(blk, t)

    def t_br(self, blk: Block, t: Term) -> None:
        pass

    def t_condbr(self, blk: Block, t: Term) -> None:
        if self.feats.bpi:
            t.operands = [self.condition(blk, t)]
        else:
            t.operands = [self.rng.choice(self.args_by_ty["i1"])]

    def t_switch(self, blk: Block, t: Term) -> None:
        ty = "i64" if self.rng.random() < 0.15 else "i32"
        if self.feats.bpi:
            cond = self.operand(blk, ty, const_p=0.05)
            if self.rng.random() < 0.15:
                cond = self.emit(blk, "i32", "call i32 @opaque(i32 ",
                                 self.operand(blk, "i32"), ")")
                ty = "i32"
        else:
            cond = self.rng.choice(self.args_by_ty[ty])
        t.operands = [ty, cond]

    def t_indirectbr(self, blk: Block, t: Term) -> None:
        r = self.rng.random()
        if r < 0.4:
            addr = ["blockaddress(@", self.fn.name, ", ", self.rng.choice(t.succs), ")"]
        elif r < 0.7:
            a, b = self.rng.choice(t.succs), self.rng.choice(t.succs)
            addr = [self.emit(blk, "ptr", "select i1 ", self.operand(blk, "i1"),
                              ", ptr blockaddress(@", self.fn.name, ", ", a,
                              "), ptr blockaddress(@", self.fn.name, ", ", b, ")")]
        elif r < 0.85:
            addr = [self.emit(blk, "ptr", "load ptr, ptr ",
                              self.rng.choice(self.args_by_ty["ptr"]))]
        else:
            addr = [self.rng.choice(self.args_by_ty["ptr"])]
        t.operands = addr

    def t_invoke(self, blk: Block, t: Term) -> None:
        callee = self.rng.choice(["@may_throw(i32 0)", "@may_throw(i32 1)",
                                  "@cold_fn()", "@noret_fn()"])
        t.operands = [callee]

    def t_callbr(self, blk: Block, t: Term) -> None:
        pass

    def t_resume(self, blk: Block, t: Term) -> None:
        lp = next(v for v in self.defs[blk] if v.ty == "{ ptr, i32 }")
        t.operands = [lp]

    def t_unreachable(self, blk: Block, t: Term) -> None:
        kind = blk.exit_kind
        if kind in ("noreturn", "noreturn.mid"):
            self.emit(blk, None, self.noreturn_call())
            if kind == "noreturn.mid":     # hasNoReturn scans the whole block
                self.emit(blk, None, "call void @plain_fn()")
        elif kind == "cold.unreachable":
            self.emit(blk, None, self.cold_call())

    def t_ret(self, blk: Block, t: Term) -> None:
        kind = blk.exit_kind
        if kind == "deopt":
            if self.rng.random() < 0.3:
                self.emit(blk, None, self.noreturn_call())
            val = self.emit(blk, "i32",
                            "call i32 (...) @llvm.experimental.deoptimize.i32(i32 ",
                            self.operand(blk, "i32"), ") [ \"deopt\"(i32 ",
                            self.operand(blk, "i32"), ") ]")
            t.operands = [val]
            return
        if kind == "cold.ret":
            self.emit(blk, None, self.cold_call())
        elif kind == "noreturn.ret":
            self.emit(blk, None, self.noreturn_call())
        t.operands = [self.operand(blk, "i32") if self.feats.bpi else
                      self.rng.choice(["0", self.args_by_ty["i32"][0]])]

    # ---- branch weights --------------------------------------------------

    def maybe_weights(self, blk: Block, t: Term) -> None:
        """!prof branch_weights; more likely next to unreachable successors."""
        rate = self.prof_rate
        if any(s.term and s.term.kind == "unreachable" for s in t.succs):
            rate = max(rate, 0.5)
        if self.rng.random() >= rate:
            return
        n = len(t.succs)
        if t.kind == "invoke" and self.rng.random() < 0.3:
            n = 1                                   # invoke allows 1 or 2
        t.weights = self.weights(n)

    def weights(self, n: int) -> list:
        kind = self.rng.choice(["small", "zeros", "allzero", "huge", "mixed", "onehot"])
        if kind == "small":
            return [self.rng.randint(0, 100) for _ in range(n)]
        if kind == "zeros":
            return [self.rng.choice([0, self.rng.randint(1, 1000)]) for _ in range(n)]
        if kind == "allzero":
            return [0] * n
        if kind == "huge":
            return [self.rng.randint(BIG_WEIGHT - 1000, BIG_WEIGHT) for _ in range(n)]
        if kind == "mixed":
            return [self.rng.choice([0, 1, 2**31, BIG_WEIGHT,
                                     min(BIG_WEIGHT, 2**32 // n + 1)])
                    for _ in range(n)]
        hot = self.rng.randrange(n)
        return [self.rng.choice([2000, 2**20, BIG_WEIGHT]) if i == hot else
                self.rng.choice([0, 1]) for i in range(n)]

    # ---- branch conditions -----------------------------------------------

    def condition(self, blk: Block, t: Term):
        """Pick a condition recipe; each one targets a BPI heuristic."""
        recipes = [
            (self.c_unlikely_phi, 5), (self.c_int_const, 5), (self.c_and_mask, 2),
            (self.c_pointer, 4), (self.c_libcall, 3), (self.c_fcmp, 4),
            (self.c_arg, 2), (self.c_constant, 1), (self.c_reuse, 2),
            (self.c_misc, 1),
        ]
        funcs, weights = zip(*recipes)
        if self.unlikely_candidates(blk, t) and self.rng.random() < 0.6:
            return self.c_unlikely_phi(blk, t)
        for _ in range(4):
            recipe = self.rng.choices(funcs, weights)[0]
            cond = recipe(blk, t)
            if cond is not None:
                return cond
        return self.c_arg(blk, t)

    def icmp(self, blk: Block, pred: str, ty: str, lhs, rhs) -> Value:
        return self.emit(blk, "i1", f"icmp {pred} {ty} ", lhs, ", ", rhs, stem="cmp")

    def c_arg(self, blk, t):
        return self.rng.choice(self.args_by_ty["i1"])

    def c_constant(self, blk, t):
        return self.rng.choice(["true", "false"])

    def c_reuse(self, blk, t):
        """A condition computed in a dominating block."""
        vals = [v for v in self.visible(blk, "i1") if v.block is not None]
        return self.rng.choice(vals) if vals else None

    def c_misc(self, blk, t):
        a, b = self.operand(blk, "i1", 0.0), self.operand(blk, "i1", 0.0)
        op = self.rng.choice(["xor", "and", "or"])
        return self.emit(blk, "i1", f"{op} i1 ", a, ", ", b)

    def c_int_const(self, blk, t):
        """Zero heuristic: compare with 0, 1, -1 or another constant."""
        ty = "i64" if self.rng.random() < 0.2 else "i32"
        lhs = self.int_lhs(blk, ty)
        rhs = self.rng.choice(["0", "0", "1", "-1", "5", "-7", "100"])
        pred = self.rng.choice(INT_PREDS)
        if self.rng.random() < 0.08:              # bitcast'ed ConstantInt
            rhs = self.emit(blk, ty, f"bitcast {ty} {rhs} to {ty}")
        if self.rng.random() < 0.08:              # constant on the left
            return self.icmp(blk, pred, ty, rhs, lhs)
        return self.icmp(blk, pred, ty, lhs, rhs)

    def int_lhs(self, blk: Block, ty: str):
        r = self.rng.random()
        if r < 0.5:
            return self.operand(blk, ty, const_p=0.0)
        if r < 0.75:
            return self.emit(blk, ty, f"load {ty}, ptr ",
                             self.rng.choice(self.args_by_ty["ptr"]))
        if ty == "i32" and r < 0.9:
            return self.emit(blk, ty, "call i32 @opaque(i32 ", self.operand(blk, ty), ")")
        return self.emit(blk, ty, f"add {ty} ", self.operand(blk, ty, 0.0), ", 1")

    def c_and_mask(self, blk, t):
        """`x & 2^k` compared with a constant (power-of-two masks are skipped
        by the zero heuristic, other masks are not)."""
        mask = self.rng.choice([1, 2, 8, 64, 2**31, 3, 6, 255])
        x = self.operand(blk, "i32", const_p=0.0)
        masked = self.emit(blk, "i32", "and i32 ", x, f", {mask}")
        rhs = self.rng.choice(["0", "0", "1", "-1", str(mask)])
        return self.icmp(blk, self.rng.choice(["eq", "ne", "eq", "ne", "slt", "sgt"]),
                         "i32", masked, rhs)

    def c_pointer(self, blk, t):
        """Pointer heuristic: eq/ne against null or another pointer."""
        def ptr():
            if self.rng.random() < 0.2:
                return self.emit(blk, "ptr", "load ptr, ptr ",
                                 self.rng.choice(self.args_by_ty["ptr"]))
            return self.operand(blk, "ptr", const_p=0.0)
        pred = self.rng.choice(["eq", "ne", "eq", "ne", "ult", "sgt"])
        lhs = ptr()
        rhs = "null" if self.rng.random() < 0.5 else ptr()
        if self.rng.random() < 0.1:
            lhs, rhs = "null", lhs
        return self.icmp(blk, pred, "ptr", lhs, rhs)

    def c_libcall(self, blk, t):
        """strcmp-like result compared with a constant (mostly eq/ne 0)."""
        fn = self.rng.choice(LIBCMP)
        p, q = self.rng.choice(self.args_by_ty["ptr"]), self.rng.choice(self.args_by_ty["ptr"])
        args = [f"ptr ", p, ", ptr ", q]
        if fn in ("strncmp", "memcmp", "bcmp", "strncasecmp"):
            args += [", i64 ", self.operand(blk, "i64")]
        res = self.emit(blk, "i32", f"call i32 @{fn}(", *args, ")")
        pred = self.rng.choice(["eq", "ne", "eq", "ne", "slt", "sgt"])
        rhs = self.rng.choice(["0", "0", "0", "1", "-1", "3"])
        return self.icmp(blk, pred, "i32", res, rhs)

    def c_fcmp(self, blk, t):
        a = self.operand(blk, "double", const_p=0.1)
        b = self.operand(blk, "double", const_p=0.5)
        return self.emit(blk, "i1", f"fcmp {self.rng.choice(FCMP_PREDS)} double ",
                         a, ", ", b, stem="fcmp")

    def c_unlikely_phi(self, blk, t):
        """computeUnlikelySuccessors pattern: cmp (binop-chain (phi)), C where
        a constant incoming value of the phi comes from a successor of blk.
        The constant is chosen so that taking that successor makes the
        branch condition false next time round, i.e. the edge is unlikely."""
        phis = [v for v in self.visible(blk, "i32") if v.is_phi]
        if not phis:
            return None
        targeted = self.unlikely_candidates(blk, t)
        phi = self.rng.choice(targeted if targeted and self.rng.random() < 0.8
                              else phis)
        chain = [(self.rng.choice(BINOPS), self.rng.randint(1, 4))
                 for _ in range(self.rng.choice([0, 0, 1, 2]))]
        lhs = phi
        for op, c in chain:
            lhs = self.emit(blk, "i32", f"{op} i32 ", lhs, f", {c}")
        pred = self.rng.choice(INT_PREDS)
        target = self.unlikely_target(phi, t)
        rhs = self.rng.randint(-10, 50)
        if target is not None and self.rng.random() < 0.8:
            succ, start = target
            v = start & I32_MASK
            for op, c in chain:
                v = fold_binop(op, v, c)
            # taking succ (index 0 <=> true) should be made unlikely
            want = succ is not t.succs[0]
            for _ in range(40):
                if fold_icmp(pred, v, rhs & I32_MASK) == want:
                    break
                rhs = to_signed(to_signed(v) + self.rng.randint(-3, 3))
        return self.icmp(blk, pred, "i32", lhs, str(rhs))

    def unlikely_candidates(self, blk: Block, t: Term) -> list:
        """Visible i32 phis that have a constant incoming from a successor."""
        return [v for v in self.visible(blk, "i32")
                if v.is_phi and self.phi_web_constants(v, t)]

    def unlikely_target(self, phi: Value, t: Term):
        found = self.phi_web_constants(phi, t)
        return self.rng.choice(found) if found else None

    def phi_web_constants(self, phi: Value, t: Term) -> list:
        """Walk the phi web like LLVM does; (succ, const) pairs found."""
        seen, work, found = {phi}, [phi], []
        while work:
            v = work.pop()
            phi_obj = next(p for p in v.block.phis if p.value is v)
            for pred, val in phi_obj.incoming.items():
                if isinstance(val, Value):
                    if val.is_phi and val not in seen:
                        seen.add(val)
                        work.append(val)
                elif val.lstrip("-").isdigit() and pred in t.succs:
                    found.append((pred, int(val)))
        return found


# --------------------------------------------------------------------------
# Phase 5: rendering
# --------------------------------------------------------------------------

PLAIN_NAME = re.compile(r"^[-a-zA-Z$._][-a-zA-Z$._0-9]*$")


def local_ref(name: Optional[str], number: Optional[int]) -> str:
    if name is None:
        return f"%{number}"
    return f"%{name}" if PLAIN_NAME.match(name) else f'%"{name}"'


def assign_numbers(fn: Function) -> None:
    """LLVM numbers unnamed args, blocks and results in textual order."""
    n = 0
    for a in fn.args:
        if a.name is None:
            a.number, n = n, n + 1
    for blk in fn.layout:
        if blk.name is None:
            blk.number, n = n, n + 1
        for v in [p.value for p in blk.phis] + [i.result for i in blk.body]:
            if v is not None and v.name is None:
                v.number, n = n, n + 1


class Renderer:
    def __init__(self, module: "ModuleState") -> None:
        self.module = module

    def ref(self, x) -> str:
        if isinstance(x, (Value, Block)):
            return local_ref(x.name, x.number)
        return str(x)

    def label(self, b: Block) -> str:
        return "label " + self.ref(b)

    def parts(self, parts: list) -> str:
        return "".join(self.ref(p) for p in parts)

    def function(self, fn: Function) -> str:
        assign_numbers(fn)
        args = ", ".join(f"{a.ty} {self.ref(a)}" for a in fn.args)
        pers = " personality ptr @__gxx_personality_v0" if fn.personality else ""
        out = [f"define i32 @{fn.name}({args}){pers} {{"]
        for blk in fn.layout:
            out.append(self.block_label(blk))
            out += ["  " + self.phi(p) for p in blk.phis]
            out += ["  " + self.instr(ins) for ins in blk.body]
            out.append("  " + self.term(blk.term))
        out.append("}")
        return "\n".join(out)

    def block_label(self, blk: Block) -> str:
        return f"{self.ref(blk)[1:]}:"      # "%bb" -> "bb:", "%7" -> "7:"

    def phi(self, p: Phi) -> str:
        ops = ", ".join(f"[ {self.ref(p.incoming[b])}, {self.ref(b)} ]"
                        for b in p.value.block.pred_edges)
        return f"{self.ref(p.value)} = phi {p.value.ty} {ops}"

    def instr(self, ins: Instr) -> str:
        text = self.parts(ins.parts)
        return f"{self.ref(ins.result)} = {text}" if ins.result else text

    def term(self, t: Term) -> str:
        text = getattr(self, "k_" + t.kind)(t)
        if t.weights is not None:
            text += f", !prof !{self.module.metadata(t.weights)}"
        return text

    def k_br(self, t):
        return f"br {self.label(t.succs[0])}"

    def k_condbr(self, t):
        return (f"br i1 {self.ref(t.operands[0])}, {self.label(t.succs[0])}, "
                f"{self.label(t.succs[1])}")

    def k_switch(self, t):
        ty, cond = t.operands if t.operands else ("i32", "0")
        cases = " ".join(f"{ty} {v}, {self.label(s)}"
                         for v, s in zip(t.case_values, t.succs[1:]))
        return f"switch {ty} {self.ref(cond)}, {self.label(t.succs[0])} [ {cases} ]"

    def k_indirectbr(self, t):
        dests = ", ".join(self.label(s) for s in t.succs)
        return f"indirectbr ptr {self.parts(t.operands)}, [ {dests} ]"

    def k_invoke(self, t):
        return (f"invoke void {t.operands[0]} to {self.label(t.succs[0])} "
                f"unwind {self.label(t.succs[1])}")

    def k_callbr(self, t):
        indirect = t.succs[1:]
        cons = ",".join(["!i"] * len(indirect))
        dests = ", ".join(self.label(s) for s in indirect)
        return (f'callbr void asm sideeffect "", "{cons}"() to '
                f"{self.label(t.succs[0])} [{dests}]")

    def k_ret(self, t):
        return f"ret i32 {self.ref(t.operands[0])}"

    def k_unreachable(self, t):
        return "unreachable"

    def k_resume(self, t):
        return f"resume {{ ptr, i32 }} {self.ref(t.operands[0])}"


# --------------------------------------------------------------------------
# Module assembly
# --------------------------------------------------------------------------

DECLARATIONS = """\
declare i32 @strcmp(ptr, ptr)
declare i32 @strncmp(ptr, ptr, i64)
declare i32 @memcmp(ptr, ptr, i64)
declare i32 @bcmp(ptr, ptr, i64)
declare i32 @strcasecmp(ptr, ptr)
declare i32 @strncasecmp(ptr, ptr, i64)
declare i32 @not_a_libcall(ptr, ptr)
declare i32 @opaque(i32)
declare void @plain_fn()
declare void @cold_fn() cold
declare void @noret_fn() noreturn
declare void @exit(i32) noreturn
declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.experimental.deoptimize.i32(...)

attributes #0 = { cold }
attributes #1 = { noreturn }
"""


class ModuleState:
    """Module-wide pieces: metadata nodes."""

    def __init__(self) -> None:
        self.md: list[str] = []

    def metadata(self, weights: list) -> int:
        ops = ", ".join(f"i32 {w}" for w in weights)
        self.md.append(f'!{{!"branch_weights", {ops}}}')
        return len(self.md) - 1


def choose_block_count(rng: random.Random, lo: int, hi: int) -> int:
    """Some tiny functions (corner cases), otherwise log-uniform from 5 up so
    that mid-sized functions dominate but large ones still occur."""
    small_hi = min(hi, max(lo, 4))
    if hi <= lo or rng.random() < 0.12 or small_hi == hi:
        return rng.randint(lo, small_hi)
    base = small_hi + 1
    return min(hi, int(base * ((hi + 1) / base) ** rng.random()))


def make_args(namer: Namer, rng: random.Random) -> list:
    unnamed_args = namer.unnamed_mode and rng.random() < 0.5
    return [Value(ty, None if unnamed_args else name) for ty, name in ARG_SPECS]


def choose_layout(rng: random.Random, fn: Function) -> list:
    """Entry first; the rest in creation order or shuffled."""
    rest = fn.blocks[1:]
    if rng.random() < 0.5:
        rest = rest[:]
        rng.shuffle(rest)
    return [fn.blocks[0]] + rest


def generate_function(rng: random.Random, name: str, feats: Features,
                      lo: int, hi: int) -> Function:
    namer = Namer(rng, unnamed_mode=rng.random() < 0.2)
    for _, arg_name in ARG_SPECS:
        namer.used.add(arg_name)
    fn = Function(name, make_args(namer, rng), [])
    shape = build_shape(rng, choose_block_count(rng, lo, hi))
    lower_shape(rng, shape, fn, namer, feats)
    cfg = analyze(fn)
    for blk in fn.blocks:                   # PHI rendering needs edge order
        blk.pred_edges = cfg.preds[blk]
    ValueBuilder(rng, fn, cfg, namer, feats).build()
    fn.layout = choose_layout(rng, fn)
    return fn


def features_for(profile: str, rng: random.Random, max_blocks: int) -> Features:
    if profile == "cycles":
        return Features(bpi=False, callbr=False, max_blocks=max_blocks)
    if profile == "bpi":
        return Features(bpi=True, callbr=True, max_blocks=max_blocks)
    bpi = rng.random() < 0.6        # "all": mix CFG-only and BPI functions
    return Features(bpi=bpi, callbr=bpi, max_blocks=max_blocks)


DEFAULT_MAX_BLOCKS = {"cycles": 200, "bpi": 60, "all": 120}


def generate_module(seed: int, functions: int, lo: int, hi: int,
                    profile: str) -> str:
    rng = random.Random(seed)
    module = ModuleState()
    renderer = Renderer(module)
    out = [f"; freqpath random IR: seed={seed} functions={functions} "
           f"blocks={lo}..{hi} profile={profile}", ""]
    for i in range(functions):
        feats = features_for(profile, rng, hi)
        fn = generate_function(rng, f"f{i}", feats, lo, hi)
        out += [renderer.function(fn), ""]
    out.append(DECLARATIONS)
    out += [f"!{i} = {node}" for i, node in enumerate(module.md)]
    return "\n".join(out) + "\n"


def parse_args(argv: list) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--functions", type=int, default=20)
    ap.add_argument("--min-blocks", type=int, default=1)
    ap.add_argument("--max-blocks", type=int, default=None,
                    help="default: 200 (cycles), 60 (bpi), 120 (all)")
    ap.add_argument("--profile", choices=["cycles", "bpi", "all"], default="all")
    args = ap.parse_args(argv)
    if args.max_blocks is None:
        args.max_blocks = DEFAULT_MAX_BLOCKS[args.profile]
    if args.min_blocks < 1 or args.max_blocks < args.min_blocks:
        ap.error("need 1 <= --min-blocks <= --max-blocks")
    return args


def main(argv: list) -> int:
    args = parse_args(argv)
    sys.stdout.write(generate_module(args.seed, args.functions, args.min_blocks,
                                     args.max_blocks, args.profile))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
