#!/usr/bin/env python3
"""Gives every function definition of an IR module the "use-sample-profile" attribute (the
sample loader skips functions without it), like clang does under -fprofile-sample-use.

    mark-use-sample-profile.py IN.ll > OUT.ll

A definition that refers to an attribute group gets the attribute in that group; one without
a group gets it written inline after its other attributes.
"""
import re
import sys

ATTR = '"use-sample-profile"'


# What may follow the function attributes in a definition header.
AFTER_ATTRIBUTES = re.compile(r" (section|partition|comdat|align|gc|prefix|prologue|personality)\b| !| \{$")


def after_arguments(line):
    """Index just past the parenthesis closing the argument list."""
    depth = 0
    start = line.index("@")
    for i in range(line.index("(", start), len(line)):
        depth += {"(": 1, ")": -1}.get(line[i], 0)
        if depth == 0:
            return i + 1
    return len(line)


def mark(text):
    lines = text.split("\n")
    groups = set()
    for i, line in enumerate(lines):
        if not line.startswith("define ") or ATTR in line:
            continue
        cut = after_arguments(line)
        refs = re.findall(r"#(\d+)", line[cut:])
        if refs:
            groups.update(refs)
            continue
        m = AFTER_ATTRIBUTES.search(line, cut)
        at = m.start() if m else len(line)
        lines[i] = line[:at] + " " + ATTR + line[at:]
    for i, line in enumerate(lines):
        m = re.match(r"^attributes #(\d+) = \{ ?(.*?) ?\}(.*)$", line)
        if m and m.group(1) in groups and ATTR not in line:
            lines[i] = f"attributes #{m.group(1)} = {{ {m.group(2)} {ATTR} }}{m.group(3)}"
    return "\n".join(lines)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8", errors="surrogateescape") as f:
        sys.stdout.buffer.write(mark(f.read()).encode("utf-8", "surrogateescape"))
