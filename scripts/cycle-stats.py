#!/usr/bin/env python3
"""Summarise `opt -passes='print<cycles>'` output read from stdin.

Counts functions, functions with at least one cycle and functions with at
least one irreducible cycle (a cycle whose `entries(...)` list has more than
one block).  Block names must not contain spaces; gen-random-ir.py never
produces such names.

Output (one line): functions=N cyclic=C irreducible=I irreducible_pct=P
"""

import re
import sys

HEADER = re.compile(r"^CycleInfo for function: (.*)$")
CYCLE = re.compile(r"^\s*depth=\d+: entries\(([^)]*)\)")


def summarise(lines) -> dict:
    stats = {"functions": 0, "cyclic": 0, "irreducible": 0}
    current = None   # (has_cycle, has_irreducible) of the function being read

    def flush():
        if current is not None:
            stats["cyclic"] += current[0]
            stats["irreducible"] += current[1]

    for line in lines:
        if HEADER.match(line):
            flush()
            stats["functions"] += 1
            current = [False, False]
            continue
        m = CYCLE.match(line)
        if m and current is not None:
            current[0] = True
            if len(m.group(1).split()) > 1:
                current[1] = True
    flush()
    return stats


def main() -> int:
    s = summarise(sys.stdin)
    pct = 100.0 * s["irreducible"] / s["functions"] if s["functions"] else 0.0
    print(f"functions={s['functions']} cyclic={s['cyclic']} "
          f"irreducible={s['irreducible']} irreducible_pct={pct:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
