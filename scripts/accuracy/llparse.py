"""Reads what scripts/accuracy needs from textual LLVM IR (through scripts/irtext.py) and from
branch-probability printers.

`branches(ll_text)`: function → block → (successor names, branch_weights or None), for every
terminator with two or more successors. `printed(text)`: printer → function → block →
[(successor, numerator, explain)] from `print<branch-prob>` and freqpath's printers.
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import irtext  # noqa: E402  (the IR text reader the Python tools share)
from irtext import unquote  # noqa: E402

# Shared with research/accuracy/callee_census.py and context_probe.py, which read function
# bodies line by line.
DEFINE, LABEL, LABEL_REF = irtext.DEFINE_RE, irtext.LABEL_RE, irtext.SUCC_RE


def branches(text):
    out = {}
    for fn in irtext.parse(text):
        blocks = out.setdefault(unquote(fn.name), {})
        for block in fn.blocks:
            succs = [unquote(x) for x in block.succs]
            # Only br, switch and indirectbr, as this reader always did: the accuracy pages
            # never scored an invoke's or callbr's edges (the C corpus has almost none).
            if len(succs) < 2 or block.opcode not in ("br", "switch", "indirectbr"):
                continue
            w = block.weights
            # Weights of 2^31 and more (LLVM prints them as negative i32) leave the branch
            # without weights, as this reader always did: the accuracy pages were measured
            # so. LLVM reads them as unsigned (irtext does); taking them would change which
            # branches are scored.
            if w is not None and (len(w) != len(succs) or max(w) >= 1 << 31):
                w = None
            # An unnamed entry block (no label line) is "entry".
            blocks[unquote(block.label) or "entry"] = (succs, w)
    return out


_EDGE = re.compile(r'^  edge (.*) -> (.*) probability is 0x([0-9a-f]+) / 0x80000000 = [0-9.]+%'
                   r'(?: \[HOT edge\])?(?:  ; (.*))?$')
_LLVM_HEAD = re.compile(r"^Printing analysis results of BPI for function '(.*)':$")
_OUR_HEAD = re.compile(r'^(freqpath-branch-prob(?:-legacy|-predict)?) for function: (.*)$')


def printed(text):
    out = {}
    cur = None
    for line in text.splitlines():
        m = _LLVM_HEAD.match(line)
        if m:
            cur = out.setdefault("llvm", {}).setdefault(m.group(1), {})
            continue
        m = _OUR_HEAD.match(line)
        if m:
            cur = out.setdefault(m.group(1), {}).setdefault(m.group(2), {})
            continue
        m = _EDGE.match(line)
        if m and cur is not None:
            cur.setdefault(m.group(1), []).append((m.group(2), int(m.group(3), 16), m.group(4)))
    return out
