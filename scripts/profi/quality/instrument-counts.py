#!/usr/bin/env python3
"""Instrument a textual IR module with one exact execution counter per basic block.

    instrument-counts.py IN.ll OUT.ll MAP.tsv

Every block gets `call void @__freqpath_count(i64 ID)` at its first insertion point (after
PHIs and a landing pad); MAP.tsv lists `ID<TAB>function<TAB>block index` (blocks in layout
order, as freqpath numbers them). Link OUT.ll with runtime.c: at exit the program appends
`ID COUNT` lines for every executed block to the file named by $FREQPATH_COUNTS. The module
is otherwise unchanged, so the counts are the ground truth for the module without counters.
"""
import os
import re
import sys

# scripts/irtext.py, the IR text reader the Python tools share.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import irtext  # noqa: E402

SKIP_RE = re.compile(r"^\s*(%\S+ = )?(phi|landingpad)\b")


def main(src, dst, map_path):
    with open(src, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    lines = text.split("\n")
    functions = irtext.parse(text)
    inserts = {}  # line index -> call text to put before it
    next_id = 0
    with open(map_path, "w", encoding="utf-8", errors="surrogateescape") as m:
        for fn in functions:
            for b, block in enumerate(fn.blocks):
                at = block.first
                while at <= block.last and (SKIP_RE.match(lines[at]) or not lines[at].strip()
                                            or lines[at].strip().startswith(";")):
                    at += 1
                inserts[at] = f"  call void @__freqpath_count(i64 {next_id})"
                m.write(f"{next_id}\t{fn.name}\t{b}\n")
                next_id += 1
    out = []
    for i, line in enumerate(lines):
        if i in inserts:
            out.append(inserts[i])
        out.append(line)
    out.append("declare void @__freqpath_count(i64)")
    with open(dst, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write("\n".join(out) + "\n")
    print(f"instrument-counts: {next_id} blocks in {len(functions)} functions")


if __name__ == "__main__":
    main(*sys.argv[1:4])
