#!/usr/bin/env python3
"""Deterministic pseudo-English text for the compression workloads: words from a Zipf-like
vocabulary, sentences and paragraphs, some numbers and a run of near-repeated lines.

    gen-text.py BYTES > text.txt
"""
import random
import sys

rng = random.Random(2024)
syllables = ["ka", "lo", "mi", "ren", "to", "sa", "vel", "qu", "ix", "dor", "an", "e", "or",
             "th", "ing", "pre", "con", "st", "ul", "ba"]
vocabulary = ["".join(rng.choice(syllables) for _ in range(rng.randint(1, 4))) for _ in range(3000)]
weights = [1.0 / (rank + 1) for rank in range(len(vocabulary))]
target = int(sys.argv[1])
out, size = [], 0
while size < target:
    if rng.random() < 0.05:
        line = f"record {rng.randint(0, 99999):05d}: value={rng.random():.6f} flag={rng.choice('YN')}"
    else:
        words = rng.choices(vocabulary, weights, k=rng.randint(5, 18))
        words[0] = words[0].capitalize()
        line = " ".join(words) + rng.choice([".", ".", ".", "?", "!", ";"])
    out.append(line)
    size += len(line) + 1
    if rng.random() < 0.1:
        out.append("")
sys.stdout.write("\n".join(out) + "\n")
