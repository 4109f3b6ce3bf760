#!/usr/bin/env python3
"""Deterministic inputs for the zstd workload (besides the shared data of gen_data.py).

Usage: gen.py OUTDIR. Everything comes from an xorshift64* generator of our own, so the bytes
are the same on every machine and Python version. Writes:
  noise.bin     2 MiB of random bytes (incompressible: raw blocks; twice in a file, a
                long-distance match for --long)
  mixed.bin     about 3 MB of segments of different kinds: single-byte runs (RLE blocks),
                noise, word salad, little-endian counters, copies of earlier segments
  sensors.csv   about 1.5 MB of CSV measurements (numbers, timestamps, a few status words)
  src/          a source tree: 6 folders of C-like files (1-9 KB each), for -r, the
                --output-dir-* options, --filelist and dictionary training
  events/       1200 small JSON log events (150-700 bytes), the classic dictionary use
  v1.tar, v2.tar  a "release" (every src/ file plus part of sensors.csv, with headers) and the
                next one with edited, inserted and deleted lines, for --patch-from
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)



class Rng(prng.XorShift64Star):
    def pick(self, seq):
        return seq[self.next() % len(seq)]

    def raw(self, n):
        """n random bytes, eight per step."""
        words = [self.next().to_bytes(8, "little") for _ in range((n + 7) // 8)]
        return b"".join(words)[:n]


PARTS = ["str", "buf", "len", "ctx", "node", "tab", "pos", "next", "prev", "hash", "key",
         "val", "count", "size", "flag", "mode", "err", "out", "in", "tmp", "list", "item",
         "read", "write", "open", "close", "init", "free", "find", "scan", "emit", "push"]
TYPES = ["int", "unsigned", "size_t", "char *", "const char *", "long", "struct node *",
         "uint32_t", "double", "void *"]


def ident(rng):
    return "_".join(rng.pick(PARTS) for _ in range(1 + rng.below(3)))


def c_function(rng):
    name = ident(rng)
    args = ", ".join("%s %s" % (rng.pick(TYPES), ident(rng)) for _ in range(rng.below(4)))
    lines = ["static %s %s(%s)" % (rng.pick(TYPES), name, args or "void"), "{"]
    depth = 1
    for _ in range(4 + rng.below(18)):
        pad = "    " * depth
        k = rng.below(8)
        if k == 0 and depth < 4:
            lines.append("%sfor (%s = 0; %s < %s; %s++) {" % (pad, "i", "i", ident(rng), "i"))
            depth += 1
        elif k == 1 and depth < 4:
            lines.append("%sif (%s %s %d) {" % (pad, ident(rng), rng.pick(["==", "<", ">=", "!="]),
                                               rng.below(300)))
            depth += 1
        elif k == 2 and depth > 1:
            depth -= 1
            lines.append("    " * depth + "}")
        elif k == 3:
            lines.append("%s/* %s the %s before %s */" % (pad, rng.pick(PARTS), ident(rng),
                                                           rng.pick(PARTS)))
        elif k == 4:
            lines.append("%sreturn %s;" % (pad, ident(rng)))
        else:
            lines.append("%s%s = %s(%s, %d);" % (pad, ident(rng), ident(rng), ident(rng),
                                                 rng.below(1000)))
    while depth > 0:
        depth -= 1
        lines.append("    " * depth + "}")
    return "\n".join(lines) + "\n\n"


def c_file(rng, name, target):
    out = ["/* %s: generated for the zstd workload */\n" % name,
           "#include <stdio.h>\n#include <stdlib.h>\n#include \"%s.h\"\n\n" % rng.pick(PARTS)]
    n = sum(len(s) for s in out)
    while n < target:
        f = c_function(rng)
        out.append(f)
        n += len(f)
    return "".join(out)


def csv(rng, rows):
    out = ["time,station,temp_c,pressure_hpa,humidity,wind,status\n"]
    temps = [rng.below(300) for _ in range(40)]
    t = 1700000000
    for _ in range(rows):
        t += 1 + rng.below(30)
        s = rng.below(40)
        temps[s] += rng.below(7) - 3
        status = "OK" if rng.below(50) else rng.pick(["WARN", "FAIL", "CALIBRATING"])
        out.append("%d,station-%02d,%d.%d,%d.%d,%d,%d,%s\n" % (
            t, s, temps[s] // 10, temps[s] % 10, 980 + rng.below(60), rng.below(10),
            20 + rng.below(75), rng.below(40), status))
    return "".join(out)


def event(rng, i):
    level = rng.pick(["info", "info", "info", "debug", "warn", "error"])
    parts = ['{"ts":"2024-05-%02dT%02d:%02d:%02d.%03dZ"' % (
        1 + rng.below(28), rng.below(24), rng.below(60), rng.below(60), rng.below(1000)),
        '"level":"%s"' % level, '"seq":%d' % i,
        '"service":"%s"' % rng.pick(["auth", "billing", "search", "gateway", "storage"]),
        '"msg":"%s %s %s"' % (rng.pick(["request", "cache", "user", "session", "job"]),
                              rng.pick(["completed", "started", "failed", "retried", "expired"]),
                              ident(rng))]
    if rng.below(2):
        parts.append('"http":{"method":"%s","path":"/api/v%d/%s/%d","status":%d,"ms":%d}' % (
            rng.pick(["GET", "GET", "POST", "PUT", "DELETE"]), 1 + rng.below(3), rng.pick(PARTS),
            rng.below(100000), rng.pick([200, 200, 201, 204, 400, 404, 500]), rng.below(2000)))
    if level in ("warn", "error"):
        parts.append('"trace":[%s]' % ",".join('"%s.c:%d"' % (rng.pick(PARTS), rng.below(900))
                                                for _ in range(1 + rng.below(6))))
    if rng.below(3) == 0:
        parts.append('"user":{"id":%d,"name":"%s","roles":["%s"]}' % (
            rng.below(10 ** 6), ident(rng), rng.pick(["admin", "viewer", "editor"])))
    return ",".join(parts) + "}\n"


def mixed(rng, size):
    segs, n = [], 0
    words = [ident(rng).encode() for _ in range(200)]
    while n < size:
        k = rng.below(6)
        if k == 0:
            seg = bytes([rng.below(256)]) * (1000 + rng.below(150000))
        elif k == 1:
            seg = rng.raw(500 + rng.below(60000))
        elif k == 2:
            seg = b" ".join(rng.pick(words) for _ in range(200 + rng.below(8000)))
        elif k == 3:
            base = rng.below(1 << 20)
            seg = b"".join((base + 3 * j).to_bytes(4, "little") for j in range(rng.below(20000)))
        elif segs:
            old = rng.pick(segs)
            seg = old[: 1 + rng.below(len(old))]
        else:
            continue
        segs.append(seg)
        n += len(seg)
    return b"".join(segs)[:size]


def tar_like(files):
    out = []
    for name, text in files:
        out.append("=== %s %d ===\n" % (name, len(text)))
        out.append(text)
    return "".join(out)


def edit(rng, text):
    """The next release: some lines changed, some inserted, some dropped."""
    out = []
    for line in text.split("\n"):
        k = rng.below(200)
        if k == 0:
            continue
        if k == 1:
            out.append("    /* new in v2: %s */" % ident(rng))
        if k == 2:
            line = line.replace("i", "j")
        elif k == 3:
            line = line + " /* %d */" % rng.below(100)
        out.append(line)
    return "\n".join(out)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)


def main():
    out = sys.argv[1]
    rng = Rng(20240531)
    write(f"{out}/noise.bin", rng.raw(2 << 20))
    write(f"{out}/mixed.bin", mixed(Rng(7), 3_000_000))
    table = csv(Rng(8), 30000)
    write(f"{out}/sensors.csv", table)
    srng = Rng(9)
    files = []
    for d in ("core", "io", "net", "util", "tests", "tools/gen"):
        for k in range(40):
            name = f"src/{d}/{srng.pick(PARTS)}_{k}.c"
            text = c_file(srng, name, 1000 + srng.below(8000))
            write(f"{out}/{name}", text)
            files.append((name, text))
    erng = Rng(10)
    for i in range(1200):
        write(f"{out}/events/e{i:04d}.json", event(erng, i))
    files.append(("data/sensors.csv", table[:400000]))
    v1 = tar_like(files)
    write(f"{out}/v1.tar", v1)
    write(f"{out}/v2.tar", edit(Rng(11), v1))


if __name__ == "__main__":
    main()
