#!/usr/bin/env python3
"""Inputs for the brotli workload, besides the shared data: web-like text (HTML, CSS,
JavaScript; what brotli's static dictionary was built for), multilingual UTF-8 text, a
server log, a CSV table, incompressible bytes, a sparse file (zero runs with islands) and
a few tiny files.

Usage: gen.py OUTDIR. Same bytes on every machine: a fixed-seed xorshift PRNG of our own,
not Python's `random`. Written for the freqpath corpus.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


Rng = prng.XorShift64Star


WORDS = ("the of and to in is for on that with as by this from at are be or an was have "
         "will your more can about which their all new one has but not other information "
         "page home search free time site contact news service business products music "
         "price online people data university system order privacy reviews support "
         "available description account shipping community program message design policy "
         "international security public development details download location results").split()
TAGS = ["div", "span", "p", "a", "li", "section", "article", "header", "footer", "nav", "td"]
CLASSES = ["container", "row", "col-md-6", "btn btn-primary", "nav-item", "card-body",
           "text-center", "hidden-xs", "footer-links", "product-title", "price-tag"]
CSS_PROPS = ["margin", "padding", "color", "background-color", "font-size", "display",
             "border", "width", "height", "line-height", "text-align", "position"]
JS_IDS = ["element", "options", "callback", "response", "items", "index", "value", "config",
          "handler", "result", "window", "document", "event", "target", "length"]


def sentence(r, n):
    return " ".join(r.pick(WORDS) for _ in range(n))


def web(r, size):
    out, n = [], 0
    while n < size:
        kind = r.below(10)
        if kind < 6:
            tag = r.pick(TAGS)
            attrs = f' class="{r.pick(CLASSES)}"'
            if tag == "a":
                attrs += f' href="https://www.example.com/{r.pick(WORDS)}/{r.below(5000)}.html"'
            if r.below(3) == 0:
                attrs += f' id="{r.pick(WORDS)}-{r.below(100)}"'
            s = f"<{tag}{attrs}>{sentence(r, 2 + r.below(14)).capitalize()}</{tag}>\n"
        elif kind < 8:
            sel = f".{r.pick(CLASSES).split()[0]} {r.pick(TAGS)}"
            props = "; ".join(f"{r.pick(CSS_PROPS)}: {r.below(40)}px" for _ in range(1 + r.below(5)))
            s = f"{sel} {{ {props}; }}\n"
        else:
            a, b = r.pick(JS_IDS), r.pick(JS_IDS)
            s = (f"function {a}{r.below(300)}({b}) {{ var {a} = document.getElementById('{r.pick(WORDS)}');"
                 f" if ({b}.length > {r.below(10)}) {{ return {a}.{r.pick(JS_IDS)}({b}[{r.below(8)}]); }}"
                 f" return null; }}\n")
        out.append(s)
        n += len(s)
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Example</title></head>\n<body>\n"
            + "".join(out) + "</body></html>\n").encode()


def utf8_text(r, size):
    # syllables from several scripts, built from code point ranges
    ranges = [(0x0430, 0x044F), (0x03B1, 0x03C9), (0x05D0, 0x05EA), (0x0627, 0x064A),
              (0x4E00, 0x4FFF), (0x3041, 0x3096), (0xAC00, 0xAD00), (0x00E0, 0x00FF)]
    vocab = []
    for lo, hi in ranges:
        for _ in range(120):
            vocab.append("".join(chr(lo + r.below(hi - lo + 1)) for _ in range(1 + r.below(5))))
    out, n = [], 0
    while n < size:
        script = r.below(len(ranges))
        words = [vocab[script * 120 + r.below(120)] for _ in range(3 + r.below(12))]
        if r.below(4) == 0:
            words.insert(r.below(len(words)), r.pick(WORDS))
        if r.below(9) == 0:
            words.append(chr(0x1F600 + r.below(64)))
        s = " ".join(words) + r.pick([".", "。", "!", "?", ","]) + ("\n" if r.below(5) == 0 else " ")
        out.append(s)
        n += len(s.encode())
    return "".join(out).encode()


def log(r, lines):
    levels = ["INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR"]
    paths = ["/api/v1/users", "/api/v1/orders", "/static/app.js", "/login", "/api/v2/search"]
    out = []
    t = 1700000000
    for i in range(lines):
        t += r.below(3)
        out.append(f"2023-11-{14 + t // 86400 % 10:02d}T{t // 3600 % 24:02d}:{t // 60 % 60:02d}:{t % 60:02d}Z "
                   f"{r.pick(levels)} [worker-{r.below(8)}] {r.pick(['GET', 'GET', 'POST', 'PUT'])} "
                   f"{r.pick(paths)}?id={r.below(100000)} status={r.pick([200, 200, 200, 304, 404, 500])} "
                   f"bytes={r.below(50000)} ms={r.below(900)}\n")
    return "".join(out).encode()


def csv(r, rows):
    out = ["id,region,product,units,unit_price,discount,date\n"]
    for i in range(rows):
        out.append(f"{i},{r.pick(['north', 'south', 'east', 'west'])},{r.pick(WORDS)}-{r.below(40)},"
                   f"{r.below(500)},{r.below(100000) / 100:.2f},{r.below(30) / 100:.2f},"
                   f"2023-{1 + r.below(12):02d}-{1 + r.below(28):02d}\n")
    return "".join(out).encode()


def random_bytes(r, size):
    b = bytearray()
    while len(b) < size:
        b += r.next().to_bytes(8, "little")
    return bytes(b[:size])


def sparse(r, size):
    b = bytearray(size)
    pos = 0
    while pos < size:
        pos += 20000 + r.below(200000)
        island = random_bytes(r, 500 + r.below(3000)) if r.below(2) else sentence(r, 200).encode()
        b[pos:pos + len(island)] = island[:max(0, size - pos)]
        pos += len(island)
    return bytes(b[:size])


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    r = Rng(20231114)
    files = {
        "web.html": web(r, 1_200_000),
        "utf8.txt": utf8_text(r, 900_000),
        "app.log": log(r, 30_000),
        "table.csv": csv(r, 25_000),
        "random.bin": random_bytes(r, 600_000),
        "sparse.bin": sparse(r, 2_500_000),
        "empty": b"",
        "one": b"x",
        "tiny.txt": sentence(r, 20).encode() + b"\n",
    }
    for name, data in files.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
