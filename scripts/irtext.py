"""Textual LLVM IR for freqpath's Python tools: the one reader they share.

The lexical layer (names, `define` lines, labels, successor references, `!prof` attachments,
metadata tuples, unquoting) is used by every tool that reads IR text (scripts/accuracy/llparse.py,
scripts/profi/quality, scripts/profi/gen-profile.py, scripts/compare-profi); `parse(text)` is the
block reader: function definitions, their blocks in layout order (the order freqpath and LLVM
number them), each block's successors (terminator order), its own pseudo probe, its
terminator's branch weights, and the function's entry count. Blocks are identified by
(function name, index in layout order); names are kept as written (quoted names with their
quotes; `unquote` decodes them).
"""
import re

NAME = r'(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)'
DEFINE_RE = re.compile(r"^define\b[^@]*@(" + NAME + r")\(")
LABEL_RE = re.compile(r"^(" + NAME + r"):(\s|$)")
SUCC_RE = re.compile(r"\blabel %(" + NAME + r")")
PROBE_RE = re.compile(r"call void @llvm\.pseudoprobe\(i64 (-?\d+), i64 (\d+), i32 \d+, i64 (-?\d+)\)")
PROF_RE = re.compile(r"!prof !(\d+)")
METADATA_RE = re.compile(r"^!(\d+) = (?:distinct )?!\{(.*)\}\s*$")
DESC_RE = re.compile(r"^!\d+ = !\{i64 (-?\d+), i64 (\d+), !\"(.*)\"\}$")
_ESCAPE = re.compile(r"\\([0-9A-Fa-f]{2})")


def unquote(name):
    """A name as text: quotes dropped, `\\XX` escapes decoded one character per byte."""
    if name.startswith('"'):
        return _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), name[1:-1])
    return name


def unquote_bytes(name):
    """A name as bytes (what LLVM hashes and profiles record): quotes dropped, `\\XX` decoded."""
    if not name.startswith('"'):
        return name.encode()
    body = name[1:-1]
    out = bytearray()
    i = 0
    while i < len(body):
        if body[i] == "\\" and re.fullmatch(r"[0-9A-Fa-f]{2}", body[i + 1:i + 3]):
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
        else:
            out += body[i].encode()
            i += 1
    return bytes(out)


class Block:
    def __init__(self, label, first):
        self.label = label
        self.first = first          # index of its first instruction line
        self.last = first           # index of its last line
        self.succs = []             # successor labels, terminator order
        self.probe = None           # (guid, id) of its own first pseudo probe
        self.weights = None         # branch_weights of its terminator
        self.opcode = None          # opcode of its last instruction (its terminator)


class Function:
    def __init__(self, name, define_line):
        self.name = name
        self.define_line = define_line
        self.blocks = []
        self.entry_count = None

    def index_of(self):
        return {b.label: i for i, b in enumerate(self.blocks)}


def metadata_map(lines):
    found = {}
    for line in lines:
        m = METADATA_RE.match(line)
        if m:
            found[m.group(1)] = m.group(2)
    return found


def parse(text):
    """Functions of a module, with blocks and their facts."""
    lines = text.split("\n")
    metadata = metadata_map(lines)
    functions = []
    current = None
    for i, line in enumerate(lines):
        if current is None:
            m = DEFINE_RE.match(line)
            if m and line.rstrip().endswith("{"):
                current = Function(m.group(1), i)
                p = PROF_RE.search(line[line.rfind(")"):])
                if p:
                    ops = metadata.get(p.group(1), "")
                    em = re.match(r'!"function_entry_count", i64 (-?\d+)', ops)
                    if em:
                        current.entry_count = int(em.group(1))
                functions.append(current)
            continue
        if line.startswith("}"):
            current = None
            continue
        m = LABEL_RE.match(line)
        if m:
            current.blocks.append(Block(m.group(1), i + 1))
            continue
        stripped = line.strip()
        # `uselistorder` directives end a body (after its last block) and name blocks as
        # operands: they are no instructions.
        if not stripped or stripped.startswith((";", "uselistorder")):
            continue
        if not current.blocks:
            current.blocks.append(Block("", i))
        block = current.blocks[-1]
        block.last = i
        # An instruction starts at LLVM's two-space indent; deeper lines continue one (a
        # switch's cases and `]`, an invoke's `to label … unwind label …`).
        if line.startswith("  ") and not line.startswith("   ") and stripped[0] != "]":
            rest = stripped.split(" = ", 1)[1] if stripped.startswith("%") else stripped
            block.opcode = rest.split(" ", 1)[0]
        block.succs += SUCC_RE.findall(line)
        pm = PROBE_RE.search(line)
        if pm and block.probe is None:
            block.probe = (int(pm.group(1)), int(pm.group(2)))
    for fn in functions:
        for block in fn.blocks:
            # The terminator is the block's last instruction; its attachments end its last
            # line (a switch's `]`, an invoke's `unwind label` line).
            p = PROF_RE.search(lines[block.last])
            ops = metadata.get(p.group(1), "") if p else ""
            if block.succs and ops.startswith('!"branch_weights"'):
                block.weights = [int(x) & 0xFFFFFFFF for x in re.findall(r"i32 (-?\d+)", ops)]
    return functions


def probe_descriptors(text):
    """{function name: (guid, cfg hash)} from !llvm.pseudo_probe_desc entries."""
    found = {}
    for line in text.split("\n"):
        m = DESC_RE.match(line)
        if m:
            found.setdefault(m.group(3), (int(m.group(1)), int(m.group(2))))
    return found


def block_counts(function):
    """Block counts implied by an annotated function: the entry count, then every block's
    count as the sum of its incoming edge counts; an edge out of a block with branch weights
    counts its weights (summed over slots to the same target), an edge out of any other
    block carries the whole block count to its first successor. Returns None without an
    entry count."""
    if function.entry_count is None or function.entry_count < 0 or not function.blocks:
        return None
    index = function.index_of()
    n = len(function.blocks)
    edges = []  # (source, target, fixed count or None)
    for b, block in enumerate(function.blocks):
        targets = [index[s] for s in block.succs if s in index]
        if block.weights is not None and len(block.weights) == len(targets):
            per_target = {}
            for t, w in zip(targets, block.weights):
                per_target[t] = per_target.get(t, 0) + w
            edges += [(b, t, w) for t, w in per_target.items()]
        elif targets:
            edges.append((b, targets[0], None))
    counts = [0] * n
    counts[0] = function.entry_count
    for _ in range(n + 1):
        incoming = [0] * n
        incoming[0] = function.entry_count
        for s, t, w in edges:
            incoming[t] += counts[s] if w is None else w
        if incoming == counts:
            break
        counts = incoming
    return counts
