#!/usr/bin/env python3
"""Inputs for the make workload: gen.py OUTDIR. Writes
  proj/src/<lib>/<module>.c   the sources of a C-like project (contents are never compiled)
  proj/src/apps/<app>.c       its programs
  proj/include/<header>.h     headers
  proj/deps.mk                which headers each object depends on (as compilers emit them)
  proj/proto/*.y, *.msg       inputs for generator rule chains (rules.mk)
  big.mk                      a generated makefile: a layered graph of ~1500 targets
  tree/<dir>/Makefile         sub-makefiles for the recursive build (recursive.mk)
Deterministic: a fixed-seed xorshift64* PRNG, not Python's `random`.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def sample(self, seq, k):
        seq = list(seq)
        out = []
        while seq and len(out) < k:
            out.append(seq.pop(self.below(len(seq))))
        return out


R = Rng(0x51ED2701A3C5B7E9)
LIBS = ["core", "util", "net", "db", "ui", "crypto"]
SYL = ["buf", "str", "map", "list", "io", "fmt", "hash", "sock", "conn", "row", "tbl", "win",
       "btn", "key", "aes", "sha", "pool", "log", "time", "cfg"]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def project(d):
    headers = ["%s_%s" % (R.pick(SYL), i) for i in range(24)]
    for h in headers:
        write(f"{d}/include/{h}.h", f"/* {h} */\n")
    deps = ["# object: headers (as `cc -MM` would write them)\n"]
    for lib in LIBS:
        n = 12 + R.below(14)
        names = sorted({"%s%s" % (R.pick(SYL), R.pick(SYL)) for _ in range(n)})
        for m in names:
            inc = R.sample(headers, 1 + R.below(5))
            write(f"{d}/src/{lib}/{m}.c", "".join(f'#include "{h}.h"\n' for h in inc)
                  + f"int {lib}_{m}(void) {{ return {R.below(100)}; }}\n")
            deps.append(f"build/{lib}/{m}.o: " + " ".join(f"include/{h}.h" for h in inc) + "\n")
    for a in range(1, 5):
        inc = R.sample(headers, 3)
        write(f"{d}/src/apps/app{a}.c", "int main(void) { return 0; }\n")
        deps.append(f"build/apps/app{a}.o: " + " ".join(f"include/{h}.h" for h in inc) + "\n")
    write(f"{d}/deps.mk", "".join(deps))
    for i in range(10):
        write(f"{d}/proto/msg{i}.y", "%%\nrule%d: token ;\n%%\n" % i)
        write(f"{d}/proto/text{i}.msg", "msgid \"m%d\"\n" % i)


def big(path, n):
    """Layers of targets; each depends on a few of the previous layers; some pattern-built."""
    out = ["# Generated: %d targets in layers.\n" % n, "OUT ?= out\n",
           "STAMP = @: > $@\n", ".PHONY: all layers\n"]
    layers = []
    i = 0
    while i < n:
        width = 40 + R.below(120)
        layers.append(list(range(i, min(n, i + width))))
        i += width
    for li, layer in enumerate(layers):
        for t in layer:
            prereq = []
            if li:
                for _ in range(1 + R.below(4)):
                    pl = layers[max(0, li - 1 - R.below(min(li, 3)))]
                    prereq.append(R.pick(pl))
            kind = R.below(10)
            deps = " ".join("$(OUT)/t%04d" % p for p in sorted(set(prereq)))
            if kind == 0:
                out.append("T%04d_FLAGS := -O%d\n" % (t, R.below(3)))
                out.append("$(OUT)/t%04d: %s | $(OUT)\n\t$(STAMP)\n\t@echo $(T%04d_FLAGS) $(words $^) > /dev/null\n"
                           % (t, deps, t))
            elif kind == 1:
                out.append("$(OUT)/t%04d: %s | $(OUT)\n\t@printf '%%s\\n' $(notdir $^) > $@\n" % (t, deps))
            else:
                out.append("$(OUT)/t%04d: %s | $(OUT)\n\t$(STAMP)\n" % (t, deps))
        out.append("layer%d: %s\n" % (li, " ".join("$(OUT)/t%04d" % t for t in layer[:8])))
    out.append("layers: %s\n" % " ".join("layer%d" % k for k in range(len(layers))))
    out.append("all: $(OUT)/t%04d %s\n" % (n - 1, " ".join("$(OUT)/t%04d" % t for t in layers[-1])))
    out.append("$(OUT):\n\tmkdir -p $@\n")
    write(path, "".join(out))


def tree(d):
    dirs = ["lib%s" % x for x in ("alpha", "beta", "gamma", "delta")] + ["tools", "docs", "tests"]
    write(f"{d}/SUBDIRS", " ".join(dirs) + "\n")
    for k, name in enumerate(dirs):
        parts = ["p%d" % j for j in range(3 + R.below(6))]
        sub = "" if name != "tools" else "SUBDIRS := plugins\n"
        write(f"{d}/{name}/Makefile",
              f"# {name}\nNAME := {name}\nPARTS := {' '.join(parts)}\n{sub}"
              "include $(TOP)/sub.mk\n")
    write(f"{d}/tools/plugins/Makefile", "NAME := plugins\nPARTS := a b c d\ninclude $(TOP)/sub.mk\n")


def main():
    d = sys.argv[1]
    project(f"{d}/proj")
    big(f"{d}/big.mk", 1500)
    tree(f"{d}/tree")


main()
