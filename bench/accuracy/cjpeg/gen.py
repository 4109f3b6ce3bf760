#!/usr/bin/env python3
"""Deterministic images (and side files) for the cjpeg workload.

Usage: gen.py OUTDIR. Pixels come from integer arithmetic and a fixed-seed xorshift PRNG of our
own, so the bytes are the same on every machine. The pictures are small synthetic "scenes": a
sky gradient, a sun, rolling hills, a textured field, buildings with lit windows and a road;
each file encodes one at its own size and in its own format:
  scene.ppm      P6, 640x480, maxval 255 (the main test picture)
  tall.ppm       P6, 193x517 with comments in the header
  deep.ppm       P6, 160x120, maxval 4095 (two bytes a sample)
  low.pgm        P5, 250x170, maxval 63;  deep.pgm P5, 128x96, maxval 1000
  text.ppm       P3 (plain text), 96x64, maxval 255; text.pgm P2, 80x60, maxval 15
  scene.bmp      24-bit BMP (40-byte header), 333x251;  os2.bmp 24-bit OS/2 BMP (12-byte
                 header), 120x90;  alpha.bmp 32-bit BMP (64-byte header), 150x100
  palette.bmp    8-bit colour-mapped BMP, 256 colours, 200x150;  graypal.bmp 8-bit with a grey
                 palette, 130x70
  rgb.tga        Targa 24-bit uncompressed, bottom-up, 257x193;  rle.tga 24-bit run-length,
                 top-down;  gray.tga / grayrle.tga 8-bit grey (plain / run-length);
                 map.tga / maprle.tga colour-mapped;  c16.tga 16-bit (5-5-5) and c32.tga 32-bit;
                 named.tga has an image ID field (not auto-detected: needs -targa)
  scene.gif      GIF89a, 256-colour global table, comment and control extensions, 220x165;
  inter.gif      GIF87a, interlaced, 64-colour local table, non-square pixels, 97x61;
  short.gif      a damaged GIF: a stray byte before the image, pixel data ending early
  big.ppm        P6, 1280x720 (a larger picture, for the slower modes)
  profile.icc    a 70000-byte stand-in for an ICC profile (split over two APP2 markers)
  quant.txt      three custom quantisation tables;  prog.scans / seq.scans scan scripts
"""
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def below(self, n):
        return (self.next() >> 11) % n


def wave(x, period):
    """An integer triangle wave in [-256, 256] (a cheap stand-in for a sine)."""
    t = (x % period) * 1024 // period
    return t - 256 if t < 512 else 768 - t


def scene(w, h, rng):
    """Rows of (r, g, b) tuples."""
    horizon = h * 11 // 20
    sun_x, sun_y, sun_r = w * 3 // 4, h // 4, max(3, w // 12)
    buildings = []
    x = w // 20
    while x < w * 11 // 20:
        bw = w // 14 + rng.below(w // 14 + 1)
        bh = h // 6 + rng.below(h // 4 + 1)
        shade = 70 + rng.below(70)
        buildings.append((x, x + bw, horizon - bh, shade))
        x += bw + rng.below(w // 30 + 1) + 1
    rows = []
    for y in range(h):
        row = []
        for x in range(w):
            ridge = horizon - h // 12 + (wave(x * 3 + y // 9, 3 * w // 2) * h) // 3000
            if y < ridge:
                # sky gradient, a sun with a soft rim
                r, g, b = 40 + y * 140 // h, 90 + y * 120 // h, 200 + y * 50 // h
                d2 = (x - sun_x) ** 2 + (y - sun_y) ** 2
                if d2 < sun_r * sun_r:
                    r, g, b = 255, 236, 120
                elif d2 < (sun_r + 4) ** 2:
                    r, g, b = (r + 255) // 2, (g + 220) // 2, (b + 120) // 2
            elif y < horizon:
                r, g, b = 60 + x * 40 // w, 120 - (y - ridge), 50  # distant hills
            else:
                # field: furrows, texture
                n = rng.below(41) - 20
                furrow = 18 if ((x + (y - horizon) * 2) // 6) % 3 == 0 else 0
                r, g, b = 70 + n // 2, 140 - furrow + n, 40 + n // 3
                road = abs((x - w // 2) - (y - horizon) * (w // 2) // max(1, h - horizon))
                if road < 4 + (y - horizon) // 6:
                    r, g, b = 110 + n // 4, 105 + n // 4, 100 + n // 4
                    if road < 1 and (y // 8) % 2:
                        r, g, b = 250, 250, 240
            for x0, x1, top, shade in buildings:
                if x0 <= x < x1 and top <= y < horizon:
                    r, g, b = shade, shade - 10, shade - 20
                    if (x - x0) % 7 in (2, 3, 4) and (y - top) % 9 in (3, 4, 5, 6):
                        lit = ((x - x0) // 7 * 31 + (y - top) // 9 * 17 + x0) % 5 < 2
                        r, g, b = (250, 220, 90) if lit else (30, 35, 50)
            row.append((max(0, min(255, r)), max(0, min(255, g)), max(0, min(255, b))))
        rows.append(row)
    return rows


def gray_of(p):
    return (p[0] * 77 + p[1] * 150 + p[2] * 29) >> 8


def cube_palette():
    """6x6x6 colour cube plus a 40-step grey ramp: 256 entries."""
    pal = [(r * 51, g * 51, b * 51) for r in range(6) for g in range(6) for b in range(6)]
    pal += [(v, v, v) for v in (i * 255 // 39 for i in range(40))]
    return pal


def cube_index(p):
    r, g, b = ((c + 25) // 51 for c in p)
    if abs(p[0] - p[1]) < 8 and abs(p[1] - p[2]) < 8:
        return 216 + (gray_of(p) * 39 + 127) // 255
    return r * 36 + g * 6 + b


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


# ------------------------------------------------------------------ PNM
def ppm(path, rows, maxval=255, comments=()):
    h, w = len(rows), len(rows[0])
    head = b"P6\n" + b"".join(b"# " + c.encode() + b"\n" for c in comments)
    head += b"%d %d\n%d\n" % (w, h, maxval)
    if maxval == 255:
        body = bytes(c for row in rows for p in row for c in p)
    elif maxval < 256:
        body = bytes(c * maxval // 255 for row in rows for p in row for c in p)
    else:
        body = b"".join(struct.pack(">H", c * maxval // 255) for row in rows for p in row for c in p)
    write(path, head + body)


def pgm(path, rows, maxval):
    h, w = len(rows), len(rows[0])
    vals = [gray_of(p) * maxval // 255 for row in rows for p in row]
    if maxval < 256:
        body = bytes(vals)
    else:
        body = b"".join(struct.pack(">H", v) for v in vals)
    write(path, b"P5 %d %d %d\n" % (w, h, maxval) + body)


def plain(path, rows, gray, maxval):
    h, w = len(rows), len(rows[0])
    out = [b"P2" if gray else b"P3", b"# plain-text PNM", b"%d %d" % (w, h), b"%d" % maxval]
    for row in rows:
        if gray:
            vals = [gray_of(p) * maxval // 255 for p in row]
        else:
            vals = [c * maxval // 255 for p in row for c in p]
        for i in range(0, len(vals), 17):
            out.append(b" ".join(b"%d" % v for v in vals[i:i + 17]))
    write(path, b"\n".join(out) + b"\n")


# ------------------------------------------------------------------ BMP
def bmp(path, rows, kind="v3", bits=24, palette=None):
    h, w = len(rows), len(rows[0])
    bpp = bits // 8
    stride = (w * bpp + 3) & ~3
    body = bytearray()
    for row in reversed(rows):  # bottom-up
        line = bytearray()
        for p in row:
            if bits == 8:
                line.append(p)
            elif bits == 24:
                line += bytes((p[2], p[1], p[0]))
            else:
                line += bytes((p[2], p[1], p[0], 255 - gray_of(p) // 4))
        body += line + b"\0" * (stride - len(line))
    if kind == "os2":
        info = struct.pack("<IHHHH", 12, w, h, 1, bits)
        cmap = b"".join(bytes((b, g, r)) for r, g, b in palette) if palette else b""
    else:
        size = 40 if kind == "v3" else 64
        info = struct.pack("<IiiHHIIiiII", size, w, h, 1, bits, 0, len(body), 2835, 2835,
                           len(palette) if palette else 0, 0)
        info += b"\0" * (size - 40)
        cmap = b"".join(bytes((b, g, r, 0)) for r, g, b in palette) if palette else b""
    off = 14 + len(info) + len(cmap)
    write(path, b"BM" + struct.pack("<IHHI", off + len(body), 0, 0, off) + info + cmap + body)


# ------------------------------------------------------------------ Targa
def rle_packets(pixels):
    """Targa run-length packets over a list of pixel byte strings (one row)."""
    out = bytearray()
    i, n = 0, len(pixels)
    while i < n:
        j = i
        while j + 1 < n and j - i < 127 and pixels[j + 1] == pixels[i]:
            j += 1
        if j > i:
            out.append(0x80 | (j - i))
            out += pixels[i]
            i = j + 1
            continue
        j = i
        while j + 1 < n and j - i < 127 and pixels[j + 1] != pixels[j]:
            j += 1
        if j + 1 < n and j > i:
            j -= 1  # leave the start of the next run to a run packet
        out.append(j - i)
        for k in range(i, j + 1):
            out += pixels[k]
        i = j + 1
    return out


def tga(path, rows, kind, rle=False, top_down=False, ident=b""):
    h, w = len(rows), len(rows[0])
    cmap = b""
    if kind == "map":
        subtype, depth, cmaptype = 1, 8, 1
        pal = cube_palette()
        cmap = b"".join(bytes((b, g, r)) for r, g, b in pal)
        cmspec = struct.pack("<HHB", 0, len(pal), 24)
        pix = lambda p: bytes((cube_index(p),))
    elif kind == "gray":
        subtype, depth, cmaptype, cmspec = 3, 8, 0, b"\0" * 5
        pix = lambda p: bytes((gray_of(p),))
    elif kind == 16:
        subtype, depth, cmaptype, cmspec = 2, 16, 0, b"\0" * 5
        pix = lambda p: struct.pack("<H", (p[0] >> 3) << 10 | (p[1] >> 3) << 5 | (p[2] >> 3))
    else:
        subtype, depth, cmaptype, cmspec = 2, kind, 0, b"\0" * 5
        pix = (lambda p: bytes((p[2], p[1], p[0]))) if kind == 24 \
            else (lambda p: bytes((p[2], p[1], p[0], 255)))
    if rle:
        subtype += 8
    flags = 0x20 if top_down else 0
    head = struct.pack("<BBB", len(ident), cmaptype, subtype) + cmspec \
        + struct.pack("<HHHHBB", 0, 0, w, h, depth, flags)
    order = rows if top_down else list(reversed(rows))
    body = bytearray()
    for row in order:
        px = [pix(p) for p in row]
        body += rle_packets(px) if rle else b"".join(px)
    write(path, head + ident + cmap + body)


# ------------------------------------------------------------------ GIF
def lzw(indices, min_size):
    """GIF LZW: variable-width codes, least significant bit first, a clear code when the
    table is full."""
    clear, eoi = 1 << min_size, (1 << min_size) + 1
    out = bytearray()
    acc = nacc = 0
    size = min_size + 1

    def emit(code):
        nonlocal acc, nacc
        acc |= code << nacc
        nacc += size
        while nacc >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            nacc -= 8

    table, nxt = {}, eoi + 1
    emit(clear)
    prefix = indices[0]
    for k in indices[1:]:
        key = (prefix, k)
        code = table.get(key)
        if code is not None:
            prefix = code
            continue
        emit(prefix)
        if nxt < 4096:
            table[key] = nxt
            nxt += 1
            if nxt > (1 << size) and size < 12:
                size += 1
        else:
            emit(clear)
            table, nxt, size = {}, eoi + 1, min_size + 1
        prefix = k
    emit(prefix)
    emit(eoi)
    if nacc:
        out.append(acc & 0xFF)
    blocks = bytearray()
    for i in range(0, len(out), 255):
        part = out[i:i + 255]
        blocks += bytes((len(part),)) + part
    return bytes((min_size,)) + bytes(blocks) + b"\0"


def gif(path, rows, interlaced=False, damaged=False):
    h, w = len(rows), len(rows[0])
    if interlaced:
        # GIF87a, no global table, a 64-colour local table (4x4x4 cube)
        pal = [(r * 85, g * 85, b * 85) for r in range(4) for g in range(4) for b in range(4)]
        idx_rows = [[((p[0] + 42) // 85) * 16 + ((p[1] + 42) // 85) * 4 + (p[2] + 42) // 85
                     for p in row] for row in rows]
        order = list(range(0, h, 8)) + list(range(4, h, 8)) + list(range(2, h, 4)) \
            + list(range(1, h, 2))
        data = [i for y in order for i in idx_rows[y]]
        head = b"GIF87a" + struct.pack("<HHBBB", w, h, 0x70, 0, 49)  # non-square pixels
        desc = b"," + struct.pack("<HHHHB", 0, 0, w, h, 0x80 | 0x40 | 5)
        table = b"".join(bytes(c) for c in pal)
        write(path, head + desc + table + lzw(data, 6) + b";")
        return
    pal = cube_palette()
    data = [cube_index(p) for row in rows for p in row]
    if damaged:
        # a stray byte before the image, and pixel data that ends early
        data = data[:len(data) * 3 // 5]
    head = b"GIF89a" + struct.pack("<HHBBB", w, h, 0xF7, 0, 0)
    table = b"".join(bytes(c) for c in pal)
    comment = b"!\xfe" + bytes((23,)) + b"synthetic scene, gen.py" + b"\0"
    control = b"!\xf9\x04\x00\x00\x00\x00\x00"
    desc = b"," + struct.pack("<HHHHB", 0, 0, w, h, 0)
    stray = b"x" if damaged else b""
    write(path, head + table + comment + control + stray + desc + lzw(data, 8) + b";")


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rng = Rng(0x0C0FFEE5)
    big = scene(640, 480, rng)
    ppm(f"{out}/scene.ppm", big)
    ppm(f"{out}/tall.ppm", scene(193, 517, rng), comments=("made by gen.py", "tall one"))
    small = scene(160, 120, rng)
    ppm(f"{out}/deep.ppm", small, maxval=4095)
    pgm(f"{out}/low.pgm", scene(250, 170, rng), 63)
    pgm(f"{out}/deep.pgm", scene(128, 96, rng), 1000)
    plain(f"{out}/text.ppm", scene(96, 64, rng), False, 255)
    plain(f"{out}/text.pgm", scene(80, 60, rng), True, 15)
    bmp(f"{out}/scene.bmp", scene(333, 251, rng))
    bmp(f"{out}/os2.bmp", scene(120, 90, rng), kind="os2")
    bmp(f"{out}/alpha.bmp", scene(150, 100, rng), kind="v4", bits=32)
    pal_rows = [[cube_index(p) for p in row] for row in scene(200, 150, rng)]
    bmp(f"{out}/palette.bmp", pal_rows, bits=8, palette=cube_palette())
    gray_rows = [[gray_of(p) for p in row] for row in scene(130, 70, rng)]
    bmp(f"{out}/graypal.bmp", gray_rows, bits=8, palette=[(v, v, v) for v in range(256)])
    t = scene(257, 193, rng)
    tga(f"{out}/rgb.tga", t, 24)
    tga(f"{out}/rle.tga", t, 24, rle=True, top_down=True)
    tga(f"{out}/gray.tga", t, "gray")
    tga(f"{out}/grayrle.tga", t, "gray", rle=True)
    tga(f"{out}/map.tga", t, "map")
    tga(f"{out}/maprle.tga", t, "map", rle=True, top_down=True)
    tga(f"{out}/c16.tga", small, 16)
    tga(f"{out}/c32.tga", small, 32, rle=True)
    tga(f"{out}/named.tga", small, 24, ident=b"freqpath test image")
    gif(f"{out}/scene.gif", scene(220, 165, rng))
    gif(f"{out}/inter.gif", scene(97, 61, rng), interlaced=True)
    gif(f"{out}/short.gif", scene(90, 70, rng), damaged=True)
    # A larger picture: the main scene doubled horizontally and 1.5x vertically, with grain.
    rows = []
    for y in range(720):
        src = big[y * 2 // 3]
        rows.append([(max(0, min(255, p[0] + g)), p[1], max(0, min(255, p[2] - g)))
                     for p in (src[x // 2] for x in range(1280))
                     for g in (rng.below(9) - 4,)])
    ppm(f"{out}/big.ppm", rows)
    icc = bytearray(b"\0\0\x11\x70" + b"none" + b"\x02\x10\0\0" + b"mntrRGB XYZ " + b"\0" * 12
                    + b"acsp")
    while len(icc) < 70000:
        icc += struct.pack(">I", rng.next() & 0xFFFFFFFF)
    write(f"{out}/profile.icc", bytes(icc[:70000]))
    # Quantisation tables: a gentle luminance ramp and a coarse chrominance one.
    lum = [[2 + (u + v) * 3 // 2 + (u * v) // 6 for u in range(8)] for v in range(8)]
    chrom = [[8 + (u + v) * 5 for u in range(8)] for v in range(8)]
    red = [[6 + max(u, v) * 7 for u in range(8)] for v in range(8)]
    with open(f"{out}/quant.txt", "w") as f:
        for name, t in (("luminance", lum), ("chrominance", chrom), ("second chroma", red)):
            f.write(f"# {name}\n")
            for r in t:
                f.write(" ".join("%3d" % v for v in r) + "\n")
    with open(f"{out}/prog.scans", "w") as f:
        f.write("# DC of all components, then spectral selection and successive approximation\n"
                "0 1 2: 0 0 0 1;\n0: 1 5 0 2;\n2: 1 63 0 1;\n1: 1 63 0 1;\n0: 6 63 0 2;\n"
                "0: 1 63 2 1;\n0 1 2: 0 0 1 0;\n2: 1 63 1 0;\n1: 1 63 1 0;\n0: 1 63 1 0;\n")
    with open(f"{out}/seq.scans", "w") as f:
        f.write("# sequential, one scan for luminance and one for both chroma\n0;\n1 2;\n")


if __name__ == "__main__":
    main()
