#!/usr/bin/env python3
"""Emit one LLVM IR function with about N blocks, for scaling benchmarks.

usage: gen-large-function.py N > big.ll

The function repeats a 7-block motif: a loop with a cold path and a latch, a switch, and an
irreducible two-block cycle entered from both sides. Every branch heuristic and both loop
models get work proportional to N. Conditions come from arguments, so any N stays valid SSA.
"""
import sys


def motif(i, next_label):
    m = f"m{i}"
    return f"""{m}_head:
  br i1 %c, label %{m}_body, label %{m}_exit
{m}_body:
  %{m}_z = icmp eq i32 %a, 0
  br i1 %{m}_z, label %{m}_cold, label %{m}_latch
{m}_cold:
  call void @cold_fn()
  br label %{m}_latch
{m}_latch:
  br label %{m}_head
{m}_exit:
  switch i32 %a, label %{m}_j1 [ i32 1, label %{m}_j2 ]
{m}_j1:
  br i1 %d, label %{m}_j2, label %{next_label}
{m}_j2:
  br i1 %c, label %{m}_j1, label %{next_label}
"""


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    count = max(1, n // 7)
    out = ["declare void @cold_fn() cold", "", "define void @big(i1 %c, i1 %d, i32 %a) {",
           "entry:", "  br label %m0_head"]
    for i in range(count):
        nxt = f"m{i + 1}_head" if i + 1 < count else "done"
        out.append(motif(i, nxt))
    out += ["done:", "  ret void", "}"]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
