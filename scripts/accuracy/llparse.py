"""Reads what scripts/accuracy needs from textual LLVM IR and from branch-probability printers.

`branches(ll_text)`: function → block → (successor names, branch_weights or None), for every
terminator with two or more successors. `printed(text)`: printer → function → block →
[(successor, numerator, explain)] from `print<branch-prob>` and freqpath's printers.
"""
import re

_DEFINE = re.compile(r'^define [^@]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\(')
_LABEL = re.compile(r'^("(?:[^"\\]|\\.)*"|[-\w$.]+):')
_LABEL_REF = re.compile(r'label %("(?:[^"\\]|\\.)*"|[-\w$.]+)')
_PROF = re.compile(r'!prof !(\d+)')
# Shared with research/accuracy/callee_census.py and context_probe.py, which read function bodies.
DEFINE, LABEL, LABEL_REF = _DEFINE, _LABEL, _LABEL_REF
_MD = re.compile(r'^!(\d+) = !\{!"branch_weights"((?:, i(?:32|64) \d+)+)\}')


def unquote(name):
    if name.startswith('"'):
        inner = name[1:-1]
        return re.sub(r'\\([0-9A-Fa-f]{2})', lambda m: chr(int(m.group(1), 16)), inner)
    return name


def branches(text):
    weights_md = {}
    for line in text.splitlines():
        if line.startswith("!"):
            m = _MD.match(line)
            if m:
                weights_md[m.group(1)] = [int(x.split()[-1]) for x in m.group(2).split(",")[1:]]
    out = {}
    func = block = None
    pending = None  # a multi-line switch/indirectbr being read
    for line in text.splitlines():
        if func is None:
            m = _DEFINE.match(line)
            if m:
                func = unquote(m.group(1))
                out[func] = {}
                block = "entry"  # overwritten by the first label; unnamed entry stays "entry"
            continue
        if line.startswith("}"):
            func = block = pending = None
            continue
        m = _LABEL.match(line)
        if m:
            block = unquote(m.group(1))
            continue
        s = line.strip()
        if pending is not None:
            pending.append(s)
            if s.startswith("]"):
                _terminator(" ".join(pending), out[func], block, weights_md)
                pending = None
            continue
        if s.startswith(("switch ", "indirectbr ")) and "]" not in s:
            pending = [s]
            continue
        if s.startswith(("br ", "switch ", "indirectbr ")) or \
                (" invoke " in f" {s}" and "unwind label" in s) or s.startswith("callbr "):
            _terminator(s, out[func], block, weights_md)
    return out


def _terminator(s, blocks, block, weights_md):
    succs = [unquote(x) for x in _LABEL_REF.findall(s)]
    if s.startswith("switch "):
        # default first, then cases: the order of LLVM's successors.
        pass
    if len(succs) < 2:
        return
    m = _PROF.search(s)
    w = weights_md.get(m.group(1)) if m else None
    if w is not None and len(w) != len(succs):
        w = None
    blocks[block] = (succs, w)


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
