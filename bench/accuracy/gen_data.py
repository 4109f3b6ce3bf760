#!/usr/bin/env python3
"""Deterministic workload data for scripts/accuracy: text, binary, JSON and YAML files.

Usage: bench/accuracy/gen_data.py OUTDIR. Same bytes on every machine (a fixed-seed PRNG of our
own, not Python's `random`, whose algorithms may change between versions). Files already
present with the right size are kept.
"""
import json
import os
import sys


class Rng:
    """xorshift64*: small, fast, and stable across Python versions."""

    def __init__(self, seed):
        self.s = seed or 1

    def next(self):
        s = self.s
        s ^= (s >> 12) & 0xFFFFFFFFFFFFFFFF
        s ^= (s << 25) & 0xFFFFFFFFFFFFFFFF
        s ^= (s >> 27) & 0xFFFFFFFFFFFFFFFF
        self.s = s
        return (s * 0x2545F4914F6CDD1D) & 0xFFFFFFFFFFFFFFFF

    def below(self, n):
        return self.next() % n

    def pick(self, seq):
        return seq[self.below(len(seq))]


SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "zel", "bra", "qui", "th", "or",
             "an", "es", "dor", "mun", "pli", "gra", "st", "e", "a", "i", "o", "u"]


def vocabulary(rng, n):
    words = set()
    while len(words) < n:
        words.add("".join(rng.pick(SYLLABLES) for _ in range(1 + rng.below(4))))
    return sorted(words)


def zipf_picker(rng, words):
    """Picks words with a Zipf-like skew (rank r has weight ~1/r)."""
    cum, total = [], 0.0
    for r in range(len(words)):
        total += 1.0 / (r + 1)
        cum.append(total)

    def pick():
        x = (rng.next() / 2**64) * total
        lo, hi = 0, len(cum) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if cum[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        return words[lo]

    return pick


def text(rng, size):
    words = vocabulary(rng, 3000)
    pick = zipf_picker(rng, words)
    out, n, line = [], 0, []
    while n < size:
        sentence = [pick() for _ in range(3 + rng.below(14))]
        sentence[0] = sentence[0].capitalize()
        s = " ".join(sentence) + rng.pick([".", ".", ".", "?", "!", ";", ","])
        if rng.below(9) == 0:
            s += " " + str(rng.below(100000))
        line.append(s)
        if sum(len(x) for x in line) > 60 + rng.below(30):
            l = " ".join(line) + "\n"
            out.append(l)
            n += len(l)
            line = []
            if rng.below(12) == 0:
                out.append("\n")
    return "".join(out)[:size]


def binary(rng, size):
    """Structured binary data: records with counters, small deltas, runs and noise."""
    out = bytearray()
    counter = 0
    while len(out) < size:
        kind = rng.below(4)
        if kind == 0:  # a table of little-endian counters
            for _ in range(64):
                counter += 1 + rng.below(3)
                out += counter.to_bytes(4, "little")
        elif kind == 1:  # a run
            out += bytes([rng.below(256)]) * (8 + rng.below(200))
        elif kind == 2:  # a smooth signal
            v = rng.below(256)
            for _ in range(256):
                v = (v + rng.below(5) - 2) & 0xFF
                out.append(v)
        else:  # noise
            out += bytes(rng.below(256) for _ in range(32 + rng.below(96)))
    return bytes(out[:size])


def records(rng, n):
    words = vocabulary(rng, 800)
    pick = zipf_picker(rng, words)
    cities = [w.capitalize() for w in words[:40]]
    recs = []
    for i in range(n):
        r = {
            "id": i,
            "name": pick() + " " + pick(),
            "age": 18 + rng.below(70),
            "city": rng.pick(cities),
            "score": round(rng.below(100000) / 1000.0, 3),
            "active": rng.below(3) != 0,
            "tags": [pick() for _ in range(rng.below(5))],
        }
        if rng.below(4) == 0:
            r["manager"] = rng.below(max(i, 1))
        if rng.below(6) == 0:
            r["address"] = {"street": pick() + " street", "number": rng.below(300),
                            "zip": "%05d" % rng.below(100000)}
        if rng.below(10) == 0:
            r["note"] = None
        recs.append(r)
    return recs


def yaml_scalar(v):
    if v is None:
        return "~"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    return '"%s"' % v if " " in v or not v else v


def yaml_docs(rng, recs):
    """Block and flow styles, anchors/aliases, literal scalars: what a YAML parser meets."""
    out = []
    for k in range(0, len(recs), 50):
        out.append("---\n")
        out.append("batch: %d\ndefaults: &defaults\n  active: true\n  region: north\n" % k)
        out.append("people:\n")
        for r in recs[k:k + 50]:
            out.append("  - id: %d\n    name: %s\n    age: %d\n    city: %s\n    score: %s\n"
                       % (r["id"], yaml_scalar(r["name"]), r["age"], r["city"], r["score"]))
            out.append("    <<: *defaults\n" if rng.below(3) == 0 else "")
            out.append("    tags: [%s]\n" % ", ".join(r["tags"]))
            if "address" in r:
                a = r["address"]
                out.append("    address: {street: %s, number: %d, zip: '%s'}\n"
                           % (yaml_scalar(a["street"]), a["number"], a["zip"]))
            if rng.below(8) == 0:
                out.append("    bio: |\n      %s\n      %s\n" % (r["name"], " ".join(r["tags"])))
        out.append("...\n")
    return "".join(out)


def write(path, data):
    mode = "wb" if isinstance(data, bytes) else "w"
    tmp = path + ".tmp"
    with open(tmp, mode) as f:
        f.write(data)
    os.replace(tmp, path)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    stamp = os.path.join(out, ".done-v1")
    if os.path.exists(stamp):
        return
    write(os.path.join(out, "text.txt"), text(Rng(11), 6_000_000))
    write(os.path.join(out, "binary.bin"), binary(Rng(12), 3_000_000))
    recs = records(Rng(13), 60_000)
    write(os.path.join(out, "records.json"), json.dumps(recs))
    write(os.path.join(out, "records-lines.json"), "\n".join(json.dumps(r) for r in recs[:20000]))
    write(os.path.join(out, "records.yaml"), yaml_docs(Rng(14), recs[:12000]))
    open(stamp, "w").close()


if __name__ == "__main__":
    main()
