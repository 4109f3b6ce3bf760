#!/usr/bin/env python3
"""Inputs for the gzip workload, all deterministic (an xorshift64* generator of our own).

  gen.py files OUTDIR          noise.bin (384 KiB random: stored blocks), app.log (a server
                               log), tree/ (nested folders of small text, CSV and config files
                               for -r), tiny files of 0, 1, 2 and 30 bytes
  gen.py lzw IN OUT BITS MODE  IN as a compress(1) .Z file: LZW with codes of 9..BITS bits;
                               MODE `block` clears the table when it has been full for a while
                               (CLEAR codes), `plain` is the old non-block format
  gen.py pack IN OUT           IN as a pack(1) .z file (static Huffman code over bytes)
  gen.py lzh IN OUT            IN as an SCO `compress -H` file: LZ77 (8 KiB window, greedy
                               hash-chain matching) in -lh5- blocks with static Huffman codes
  gen.py zip IN.gz OUT NAME [dd]  the raw deflate data of the single-member gzip file IN.gz
                               (made by the gzip under test, with -n) as the first and only
                               entry NAME of a PKZIP file; `dd`: sizes and CRC in a data
                               descriptor after the data instead of the local header
  gen.py zipstored IN OUT NAME IN stored (method 0) in a PKZIP file
  gen.py gzheader IN.gz OUT    the member IN.gz (with -n) rewritten with every optional
                               header field: FEXTRA, FNAME, FCOMMENT and FHCRC
"""
import os
import struct
import sys

import zlib  # crc32 only

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def pick(self, seq):
        return seq[self.next() % len(seq)]


WORDS = ["alpha", "beta", "cache", "delta", "error", "flush", "grant", "hello", "index",
         "join", "kernel", "limit", "mount", "node", "open", "proxy", "query", "retry",
         "shard", "token", "user", "volume", "worker", "yield", "zone"]


def write(path, data):
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)


def files(out):
    rng = Rng(4711)
    write(f"{out}/noise.bin", b"".join(rng.next().to_bytes(8, "little") for _ in range(49152)))
    lines = []
    t = 1_710_000_000
    for i in range(40000):
        t += rng.below(4)
        lvl = rng.pick(["INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR"])
        lines.append("%d %s [%s] %s %s id=%d took=%dms\n" % (
            t, lvl, rng.pick(WORDS), rng.pick(WORDS), rng.pick(WORDS), rng.below(100000),
            rng.below(3000)))
    write(f"{out}/app.log", "".join(lines))
    for d in ("etc", "data/2023", "data/2024", "docs/notes/old"):
        for k in range(6 + rng.below(6)):
            kind = rng.below(3)
            if kind == 0:
                body = "".join("%s = %s\n" % (rng.pick(WORDS), rng.below(1000))
                               for _ in range(5 + rng.below(200)))
                name = f"{d}/conf{k}.ini"
            elif kind == 1:
                body = "".join("%d,%d,%s\n" % (j, rng.below(10 ** 6), rng.pick(WORDS))
                               for j in range(rng.below(3000)))
                name = f"{d}/table{k}.csv"
            else:
                body = " ".join(rng.pick(WORDS) for _ in range(rng.below(20000))) + "\n"
                name = f"{d}/note{k}.txt"
            write(f"{out}/tree/{name}", body)
    write(f"{out}/tiny0", b"")
    write(f"{out}/tiny1", b"a")
    write(f"{out}/tiny2", b"\x00\xff")
    write(f"{out}/tiny30", b"the quick brown fox jumps over")


class BitsLSB:
    """Codes packed least significant bit first (compress(1) order)."""

    def __init__(self):
        self.acc = 0
        self.n = 0

    def put(self, code, width):
        self.acc |= code << self.n
        self.n += width

    def pad_to(self, bits):
        self.n = max(self.n, bits)

    def data(self):
        return self.acc.to_bytes((self.n + 7) // 8, "little")


def lzw(src, dst, maxbits, mode):
    data = open(src, "rb").read()
    block = mode == "block"
    maxmax = 1 << maxbits
    first = 257 if block else 256
    out = BitsLSB()
    # The decoder's view: its next free entry and code width; each run of codes of one width
    # starts at `run`, and a width change or CLEAR pads to a multiple of 8 codes of that width.
    st = {"free": first, "n": 9, "run": 0, "codes": 0}

    def maxcode():
        return maxmax if st["n"] == maxbits else (1 << st["n"]) - 1

    def pad():
        g = st["n"] * 8
        used = out.n - st["run"]
        out.pad_to(st["run"] + (used + g - 1) // g * g)
        st["run"] = out.n

    def emit(code):
        while st["free"] > maxcode():
            pad()
            st["n"] += 1
        out.put(code, st["n"])
        st["codes"] += 1
        if code == 256 and block:
            pad()
            st["n"], st["free"] = 9, 256
        elif st["codes"] > 1 and st["free"] < maxmax:
            st["free"] += 1

    table = {bytes([i]): i for i in range(256)}
    nxt = first
    full_for = 0
    w = data[:1]
    for i in range(1, len(data)):
        c = data[i:i + 1]
        wc = w + c
        if wc in table:
            w = wc
            continue
        emit(table[w])
        if nxt < maxmax:
            table[wc] = nxt
            nxt += 1
        elif block:
            full_for += 1
            if full_for >= 3000:
                emit(256)
                table = {bytes([i]): i for i in range(256)}
                nxt, full_for = first, 0
        w = c
    if w:
        emit(table[w])
    write(dst, bytes([0x1F, 0x9D, maxbits | (0x80 if block else 0)]) + out.data())


def huffman_lengths(freq):
    """Code lengths (symbol -> bits) of a Huffman code for freq (symbol -> count)."""
    nodes = [(f, i, [s]) for i, (s, f) in enumerate(sorted(freq.items()))]
    depth = {s: 0 for s in freq}
    tick = len(nodes)
    while len(nodes) > 1:
        nodes.sort(key=lambda x: (x[0], x[1]))
        (fa, _, a), (fb, _, b) = nodes[0], nodes[1]
        for s in a + b:
            depth[s] += 1
        nodes = nodes[2:] + [(fa + fb, tick, a + b)]
        tick += 1
    return depth


def pack(src, dst):
    data = open(src, "rb").read()
    freq = {}
    for b in data:
        freq[b] = freq.get(b, 0) + 1
    eob = 256
    freq[eob] = 0
    ln = huffman_lengths(freq)
    maxlen = max(ln.values())
    if ln[eob] != maxlen:  # the end code must be one of the longest: swap lengths
        other = max(s for s in ln if s != eob and ln[s] == maxlen)
        ln[eob], ln[other] = ln[other], ln[eob]
    if maxlen > 24:
        sys.exit("pack: code too long")
    by_len = {L: sorted(s for s in ln if ln[s] == L and s != eob) for L in range(1, maxlen + 1)}
    # Canonical code as unpack.c rebuilds it: per length, parent nodes take the lowest codes,
    # then the leaves in header order; the end code is the last leaf of the longest length.
    code = {}
    parents = 0
    for L in range(maxlen, 0, -1):
        leaves = by_len[L] + ([eob] if L == maxlen else [])
        for i, s in enumerate(leaves):
            code[s] = (parents + i, L)
        parents = (parents + len(leaves)) >> 1
    hdr = bytearray(b"\x1f\x1e") + struct.pack(">I", len(data)) + bytes([maxlen])
    for L in range(1, maxlen + 1):
        n = len(by_len[L])
        hdr.append(n - 1 if L == maxlen else n)
    for L in range(1, maxlen + 1):
        hdr += bytes(by_len[L])
    strs = {s: format(c, "0%db" % L) for s, (c, L) in code.items()}
    bits = "".join(strs[b] for b in data) + strs[eob]
    bits += "0" * (-len(bits) % 8)
    body = int(bits, 2).to_bytes(len(bits) // 8, "big") if bits else b""
    write(dst, bytes(hdr) + body)


class BitsMSB:
    """Bits packed most significant first (LZH order)."""

    def __init__(self, prefix=b""):
        self.buf = bytearray(prefix)
        self.acc = 0
        self.n = 0

    def put(self, value, width):
        self.acc = (self.acc << width) | value
        self.n += width
        while self.n >= 8:
            self.n -= 8
            self.buf.append((self.acc >> self.n) & 0xFF)
        self.acc &= (1 << self.n) - 1

    def data(self):
        if self.n:
            self.put(0, 8 - self.n)
        return bytes(self.buf)


def limited_lengths(freq, limit):
    """Huffman code lengths no longer than limit (frequencies halved until they fit)."""
    freq = {s: f for s, f in freq.items() if f}
    while True:
        ln = huffman_lengths(freq)
        if max(ln.values()) <= limit:
            return ln
        freq = {s: (f + 1) // 2 for s, f in freq.items()}


def canonical(ln):
    """symbol -> (code, length): shorter codes first, then by symbol (make_table's order)."""
    code, out = 0, {}
    for L in range(1, 17):
        for sym in sorted(s for s, n in ln.items() if n == L):
            out[sym] = (code, L)
            code += 1
        code <<= 1
    return out


def lz77(data, window, maxlen):
    """Greedy matching through 3-byte hash chains: literals (int) and (length, distance)."""
    heads, toks, i, n = {}, [], 0, len(data)
    while i < n:
        best, dist = 0, 0
        if i + 3 <= n:
            key = data[i:i + 3]
            chain = heads.get(key, [])
            for j in reversed(chain[-24:]):
                if i - j > window:
                    break
                k = 3
                while k < maxlen and i + k < n and data[j + k] == data[i + k]:
                    k += 1
                if k > best:
                    best, dist = k, i - j
            chain.append(i)
            heads[key] = chain
        if best >= 3:
            toks.append((best, dist))
            for q in range(i + 1, min(i + best, n - 2)):
                heads.setdefault(data[q:q + 3], []).append(q)
            i += best
        else:
            toks.append(data[i])
            i += 1
    return toks


LZH_NC, LZH_NP, LZH_NT = 510, 14, 19


def write_pt(out, ln, nn, nbit, special):
    """A code-length table the way read_pt_len reads it (or its one-symbol form)."""
    used = [s for s in range(nn) if ln.get(s)]
    if len(used) < 2:
        out.put(0, nbit)
        out.put(used[0] if used else 0, nbit)
        return
    lens = [ln.get(s, 0) for s in range(nn)]
    n = max(used) + 1
    out.put(n, nbit)
    i = 0
    while i < n:
        c = lens[i]
        if c < 7:
            out.put(c, 3)
        else:
            out.put(0b111, 3)
            out.put((1 << (c - 7)) - 1 << 1, c - 6)  # c-7 ones and a zero
        i += 1
        if i == special:
            k = 0
            while k < 3 and i + k < n and lens[i + k] == 0:
                k += 1
            out.put(k, 2)
            i += k


def lzh(src, dst):
    data = open(src, "rb").read()
    toks = lz77(data, 8192, 256)
    out = BitsMSB(b"\x1f\xa0")
    for b0 in range(0, len(toks), 9000):
        block = toks[b0:b0 + 9000]
        cs = [t if isinstance(t, int) else t[0] + 253 for t in block]
        ps = [(t[1] - 1).bit_length() for t in block if not isinstance(t, int)]
        cfreq, pfreq = {}, {}
        for c in cs:
            cfreq[c] = cfreq.get(c, 0) + 1
        for p in ps:
            pfreq[p] = pfreq.get(p, 0) + 1
        cln = limited_lengths(cfreq, 16) if len(cfreq) > 1 else {}
        pln = limited_lengths(pfreq, 16) if len(pfreq) > 1 else {}
        # c_len as T symbols: 0 one zero, 1 3..18 zeros, 2 20..531 zeros, L+2 length L
        tsyms = []
        if cln:
            clens = [cln.get(s, 0) for s in range(LZH_NC)]
            n = max(s for s in cln) + 1
            i = 0
            while i < n:
                if clens[i]:
                    tsyms.append((clens[i] + 2, 0, 0))
                    i += 1
                    continue
                run = 1
                while i + run < n and clens[i + run] == 0:
                    run += 1
                i += run
                while run:
                    if run <= 2:
                        tsyms.append((0, 0, 0))
                        run -= 1
                    elif run <= 18:
                        tsyms.append((1, run - 3, 4))
                        run = 0
                    elif run == 19:
                        tsyms.append((0, 0, 0))
                        run = 18
                    else:
                        k = min(run, 20 + 511)
                        tsyms.append((2, k - 20, 9))
                        run -= k
        tfreq = {}
        for t, _, _ in tsyms:
            tfreq[t] = tfreq.get(t, 0) + 1
        tln = limited_lengths(tfreq, 16) if len(tfreq) > 1 else {}
        out.put(len(block), 16)
        if tln:
            write_pt(out, tln, LZH_NT, 5, 3)
        else:
            out.put(0, 5)
            out.put(tsyms[0][0] if tsyms else 0, 5)
        tcode = canonical(tln)
        if cln:
            out.put(max(s for s in cln) + 1, 9)
            for t, extra, width in tsyms:
                if tln:
                    out.put(*tcode[t])
                if width:
                    out.put(extra, width)
        else:
            out.put(0, 9)
            out.put(cs[0], 9)
        write_pt(out, pln or {s: 1 for s in pfreq}, LZH_NP, 4, -1)
        ccode, pcode = canonical(cln), canonical(pln)
        for t in block:
            c = t if isinstance(t, int) else t[0] + 253
            if cln:
                out.put(*ccode[c])
            if not isinstance(t, int):
                p = t[1] - 1
                j = p.bit_length()
                if pln:
                    out.put(*pcode[j])
                if j > 1:
                    out.put(p - (1 << (j - 1)), j - 1)
    out.put(0, 16)  # a block of no symbols: the end
    write(dst, out.data())


def gz_member(path):
    """(raw deflate data, crc, size) of a gzip file written with -n (no name field)."""
    g = open(path, "rb").read()
    if g[:3] != b"\x1f\x8b\x08" or g[3] != 0:
        sys.exit(f"{path}: not a plain gzip member (use gzip -n)")
    crc, size = struct.unpack("<II", g[-8:])
    return g[10:-8], crc, size


def zip_file(name, method, payload, crc, csize, usize, dd):
    name = name.encode()
    flags = 8 if dd else 0
    hcrc, hc, hu = (0, 0, 0) if dd else (crc, csize, usize)
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, flags, method, 0x6000, 0x5821,
                        hcrc, hc, hu, len(name), 0) + name
    desc = struct.pack("<IIII", 0x08074B50, crc, csize, usize) if dd else b""
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, flags, method, 0x6000,
                          0x5821, crc, csize, usize, len(name), 0, 0, 0, 0, 0o644 << 16,
                          0) + name
    body = local + payload + desc
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), len(body), 0)
    return body + central + end


def gzheader(src, dst):
    raw, crc, size = gz_member(src)
    extra = b"FP" + struct.pack("<H", 6) + b"extra!"
    hdr = bytearray(b"\x1f\x8b\x08\x1e") + struct.pack("<I", 1700000000) + b"\x00\x03"
    hdr += struct.pack("<H", len(extra)) + extra
    hdr += b"original-name.txt\x00" + b"a comment written by the workload\x00"
    hdr += struct.pack("<H", zlib.crc32(bytes(hdr)) & 0xFFFF)
    write(dst, bytes(hdr) + raw + struct.pack("<II", crc, size))


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "files":
        files(args[0])
    elif cmd == "lzw":
        lzw(args[0], args[1], int(args[2]), args[3])
    elif cmd == "lzh":
        lzh(args[0], args[1])
    elif cmd == "pack":
        pack(args[0], args[1])
    elif cmd == "zip":
        raw, crc, size = gz_member(args[0])
        write(args[1], zip_file(args[2], 8, raw, crc, len(raw), size, len(args) > 3))
    elif cmd == "zipstored":
        data = open(args[0], "rb").read()
        write(args[1], zip_file(args[2], 0, data, zlib.crc32(data), len(data), len(data), False))
    elif cmd == "gzheader":
        gzheader(args[0], args[1])
    else:
        sys.exit(f"gen.py: unknown command {cmd}")


if __name__ == "__main__":
    main()
