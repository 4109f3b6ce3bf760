#!/usr/bin/env python3
"""Deterministic input pictures for the cwebp workload.

Usage: gen.py OUTDIR. Integer arithmetic only and an xorshift64* generator of our own (never
Python's `random`), so every machine writes the same bytes. cwebp is built without PNG/JPEG/
TIFF support, so everything is PNM/PAM (or raw YUV):
  photo.ppm     P6 640x400: a landscape (fractal-noise sky with clouds, sun, ridges, a lake
                with a blurred reflection, textured fields), the main lossy test picture
  small.ppm     P6 200x150 crop-and-shrink of another landscape (fast runs of slow settings)
  drawing.ppm   P6 480x320: a chart, boxes, lines, circles and glyph "text" on white
  pixels.ppm    P6 256x160: pixel art with 12 colours (palette paths of the lossless coder)
  mono.pgm      P5 400x120: two-level "scanned text" (1-bit palette packing)
  gray.pgm      P5 320x240 fractal terrain; gray16.pgm P5 maxval 65535 (two-byte samples)
  deep.ppm      P6 180x120 maxval 1023, header comments
  icon.pam      P7 RGB_ALPHA 128x128: a disc with soft edges and a shadow, junk colours under
                fully transparent pixels
  sprite.pam    P7 RGB_ALPHA 300x200: alpha gradients, holes, half-transparent glass
  ga.pam        P7 GRAYSCALE_ALPHA 160x120;  g.pam P7 GRAYSCALE;  rgb.pam P7 RGB
  opaque.pam    P7 RGB_ALPHA whose alpha is 255 everywhere
  noise.ppm     P6 160x160 of random bytes;  stripes.ppm P6 333x77 of thin stripes
  one.ppm 1x1;  thin.ppm 1200x3;  tall.pgm 5x700
  frame.yuv     raw YUV 4:2:0 176x144 (read with -s)
  big.ppm       P6 1024x640: a larger landscape for the default settings
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def below(self, n):
        return (self.next() >> 17) % n

    def signed(self, amp):
        return self.below(2 * amp + 1) - amp if amp > 0 else 0


def clamp8(v):
    return 0 if v < 0 else 255 if v > 255 else v


def fractal(w, h, rng, amp, rough=55):
    """Midpoint-style fractal noise: a coarse random grid, doubled again and again with
    interpolated values plus shrinking random offsets. Rows of ints around 0."""
    sizes = [(w, h)]
    while sizes[-1][0] > 6 or sizes[-1][1] > 6:
        gw, gh = sizes[-1]
        sizes.append(((gw + 1) // 2 + 1, (gh + 1) // 2 + 1))
    amps = [amp]  # the coarsest level varies most, each finer one less
    for _ in sizes[1:]:
        amps.append(amps[-1] * rough // 100)
    amps.reverse()
    gw, gh = sizes[-1]
    grid = [[rng.signed(amps[-1]) for _ in range(gw)] for _ in range(gh)]
    pool = []  # 16-bit pieces of the generator's output

    def offset(a):
        if not pool:
            v = rng.next()
            pool.extend((v & 0xFFFF, (v >> 16) & 0xFFFF, (v >> 32) & 0xFFFF, v >> 48))
        return pool.pop() % (2 * a + 1) - a

    for level in range(len(sizes) - 2, -1, -1):
        tw, th = sizes[level]
        a = amps[level]
        out = []
        for y in range(th):
            g0 = grid[y // 2]
            if y & 1 == 0:
                row = [g0[x // 2] if x & 1 == 0 else ((g0[x // 2] + g0[x // 2 + 1]) >> 1)
                       + offset(a) for x in range(tw)]
            else:
                g1 = grid[y // 2 + 1]
                row = [((g0[x // 2] + g1[x // 2]) >> 1) + offset(a) if x & 1 == 0 else
                       ((g0[x // 2] + g0[x // 2 + 1] + g1[x // 2] + g1[x // 2 + 1]) >> 2)
                       + offset(a) for x in range(tw)]
            out.append(row)
        grid = out
    return grid


def landscape(w, h, seed):
    """Rows of bytes (RGB)."""
    rng = Rng(seed)
    clouds = fractal(w, h, rng, 200)
    ground = fractal(w, h, rng, 160, 60)
    grain = fractal(w, h, rng, 40, 80)
    ridge = fractal(w, 4, rng, h // 5, 60)[1]
    horizon = h * 9 // 20
    lake_top = h * 13 // 20
    sun_x, sun_y, sun_r = w * 7 // 10, h // 6, max(2, w // 18)
    rows = []
    for y in range(h):
        row = bytearray(3 * w)
        cl, gr, gn = clouds[y], ground[y], grain[y]
        for x in range(w):
            top = horizon + ridge[x]
            if y < top:  # sky
                t = y * 255 // max(1, top)
                r, g, b = 70 + t // 2, 120 + t // 3, 230 - t // 6
                c = cl[x] - 40
                if c > 0:  # clouds: towards white, greyer where thick
                    c = min(c, 200)
                    r, g, b = r + (250 - r) * c // 200, g + (250 - g) * c // 200, \
                        b + (245 - b) * c // 230
                dx, dy = x - sun_x, y - sun_y
                d2 = dx * dx + dy * dy
                if d2 < sun_r * sun_r:
                    r, g, b = 255, 245, 200
                elif d2 < 9 * sun_r * sun_r:
                    k = 9 * sun_r * sun_r - d2
                    r, g, b = r + k * 60 // (9 * sun_r * sun_r), g + k * 40 // (9 * sun_r * sun_r), b
            elif y < lake_top or (x * 5 // w) in (0, 4):  # fields and ridges
                v = gr[x]
                shade = (y - top) * 80 // max(1, h - top)
                if v > 20:  # woods
                    r, g, b = 30 + shade // 3, 70 + v // 6 + shade // 2, 25
                elif v < -50:  # ploughed field in rows
                    s = 20 if (y // 3) & 1 else 0
                    r, g, b = 120 + s + shade // 2, 85 + s, 50
                else:  # meadow
                    r, g, b = 90 + v // 3 + shade // 2, 150 + v // 2, 60 + shade // 4
                t = gn[x]
                r, g, b = r + t, g + t, b + t // 2
            else:  # lake: mirrored, darker, rippled
                my = 2 * lake_top - y - 1
                ripple = (gn[x] >> 3) + ((y * 7) % 5) - 2
                sx = min(w - 1, max(0, x + ripple))
                if my < 0:
                    r, g, b = 40, 60, 90
                else:
                    pr = rows[my]
                    r, g, b = pr[3 * sx] * 3 // 5, pr[3 * sx + 1] * 3 // 5 + 10, \
                        pr[3 * sx + 2] * 3 // 5 + 30
            row[3 * x] = clamp8(r)
            row[3 * x + 1] = clamp8(g)
            row[3 * x + 2] = clamp8(b)
        rows.append(row)
    return rows


class Canvas:
    def __init__(self, w, h, bg):
        self.w, self.h = w, h
        self.rows = [bytearray(bytes(bg) * w) for _ in range(h)]

    def put(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.rows[y][3 * x:3 * x + 3] = bytes(c)

    def rect(self, x0, y0, x1, y1, c):
        for y in range(max(0, y0), min(self.h, y1)):
            for x in range(max(0, x0), min(self.w, x1)):
                self.rows[y][3 * x:3 * x + 3] = bytes(c)

    def line(self, x0, y0, x1, y1, c):  # Bresenham
        dx, dy = abs(x1 - x0), -abs(y1 - y0)
        sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
        err = dx + dy
        while True:
            self.put(x0, y0, c)
            if x0 == x1 and y0 == y1:
                break
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x0 += sx
            if e2 <= dx:
                err += dx
                y0 += sy

    def circle(self, cx, cy, r, c, fill=False):
        for y in range(-r, r + 1):
            for x in range(-r, r + 1):
                d = x * x + y * y
                if d <= r * r and (fill or d >= (r - 1) * (r - 1)):
                    self.put(cx + x, cy + y, c)


def glyphs(rng, n):
    """n random 5x7 bitmaps (as lists of rows of 0/1) standing in for letters."""
    out = []
    for _ in range(n):
        bits = rng.next()
        out.append([[(bits >> (5 * y + x)) & 1 for x in range(5)] for y in range(7)])
    return out


def text(canvas, rng, font, x, y, nchars, c, scale=1):
    for i in range(nchars):
        if rng.below(6) == 0:
            continue  # a space
        g = font[rng.below(len(font))]
        for gy in range(7):
            for gx in range(5):
                if g[gy][gx]:
                    for sy in range(scale):
                        for sx in range(scale):
                            canvas.put(x + (6 * i + gx) * scale + sx, y + gy * scale + sy, c)


def drawing(seed):
    rng = Rng(seed)
    font = glyphs(rng, 40)
    cv = Canvas(480, 320, (255, 255, 255))
    cv.rect(0, 0, 480, 24, (40, 60, 110))
    text(cv, rng, font, 8, 8, 30, (255, 255, 255))
    # bar chart with axes and grid lines
    cv.line(40, 290, 300, 290, (0, 0, 0))
    cv.line(40, 40, 40, 290, (0, 0, 0))
    for gy in range(60, 290, 30):
        for x in range(41, 300, 4):
            cv.put(x, gy, (200, 200, 200))
    palette = [(220, 60, 50), (60, 160, 80), (50, 90, 200), (240, 180, 30), (140, 70, 170)]
    for i in range(10):
        hgt = 30 + rng.below(220)
        cv.rect(50 + 25 * i, 290 - hgt, 68 + 25 * i, 290, palette[i % 5])
        text(cv, rng, font, 50 + 25 * i, 296, 2, (0, 0, 0))
    # a line plot on the right
    px, py = 320, 200
    for i in range(1, 30):
        nx, ny = 320 + 5 * i, 200 + rng.signed(12) - i
        cv.line(px, py, nx, ny, (200, 30, 30))
        px, py = nx, ny
    for i in range(6):
        cv.circle(330 + 25 * i, 270, 8 + i, palette[i % 5], fill=(i % 2 == 0))
    # paragraphs of text in a box
    cv.rect(316, 36, 474, 132, (245, 245, 230))
    for r in range(10):
        text(cv, rng, font, 320, 40 + 9 * r, 25, (30, 30, 30))
    text(cv, rng, font, 60, 40, 10, (0, 0, 0), scale=2)
    return cv.rows


def pixel_art(seed):
    rng = Rng(seed)
    cols = [(0, 0, 0), (255, 255, 255), (200, 40, 40), (40, 160, 60), (30, 60, 200),
            (250, 220, 60), (120, 80, 40), (90, 200, 230), (255, 140, 0), (150, 150, 150),
            (80, 30, 120), (20, 90, 40)]
    tiles = [[[rng.below(12) if rng.below(3) == 0 else t % 12 for _ in range(8)]
              for _ in range(8)] for t in range(10)]
    w, h = 256, 160
    rows = []
    level = [[rng.below(10) for _ in range(w // 8)] for _ in range(h // 8)]
    for y in range(h):
        row = bytearray()
        for x in range(w):
            t = tiles[level[y // 8][x // 8]]
            row += bytes(cols[t[y % 8][x % 8]])
        rows.append(row)
    return rows


def mono(seed):
    rng = Rng(seed)
    font = glyphs(rng, 30)
    cv = Canvas(400, 120, (255, 255, 255))
    for r in range(6):
        text(cv, rng, font, 6, 6 + 18 * r, 32, (0, 0, 0), scale=2)
    return [bytes(row[0::3]) for row in cv.rows]


def write_pnm(path, kind, w, h, maxval, data, comments=()):
    with open(path, "wb") as f:
        f.write(("P%d\n" % kind).encode())
        for c in comments:
            f.write(("# %s\n" % c).encode())
        f.write(("%d %d\n%d\n" % (w, h, maxval)).encode())
        f.write(bytes(data))


def write_pam(path, w, h, depth, tupltype, data, maxval=255):
    with open(path, "wb") as f:
        f.write(("P7\n# written by gen.py\nWIDTH %d\nHEIGHT %d\nDEPTH %d\nMAXVAL %d\n"
                 "TUPLTYPE %s\nENDHDR\n" % (w, h, depth, maxval, tupltype)).encode())
        f.write(bytes(data))


def rgba_icon(rng, n):
    out = bytearray()
    c = n // 2
    r = n * 3 // 8
    for y in range(n):
        for x in range(n):
            dx, dy = x - c, y - c
            d2 = dx * dx + dy * dy
            sx, sy = dx - n // 16, dy - n // 16
            s2 = sx * sx + sy * sy
            if d2 <= (r - 1) * (r - 1):
                shade = (dx + dy) * 60 // r
                out += bytes((clamp8(200 - shade), clamp8(80 - shade // 2), clamp8(60 + shade), 255))
            elif d2 <= (r + 1) * (r + 1):  # antialiased edge
                out += bytes((180, 70, 70, 255 * ((r + 1) * (r + 1) - d2) // (4 * r)))
            elif s2 <= (r + 3) * (r + 3):  # soft shadow
                out += bytes((0, 0, 0, 90 - min(90, (s2 - r * r) // 8) if s2 > r * r else 90))
            else:  # fully transparent, with junk colours underneath
                out += bytes((rng.below(256), rng.below(256), rng.below(256), 0))
    return out


def rgba_sprite(rng, land):
    w, h = 300, 200
    out = bytearray()
    holes = [(rng.below(w), rng.below(h), 6 + rng.below(20)) for _ in range(12)]
    for y in range(h):
        src = land[y]
        for x in range(w):
            a = 255
            if x < 60:
                a = x * 255 // 60  # horizontal fade
            if y > 150:
                a = a * (h - y) // 50
            for hx, hy, hr in holes:
                if (x - hx) ** 2 + (y - hy) ** 2 < hr * hr:
                    a = 0
            if 180 < x < 260 and 30 < y < 110:
                a = 128  # glass pane
            out += bytes((src[3 * x], src[3 * x + 1], src[3 * x + 2], a))
    return out


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rng = Rng(0x5EED_CAFE)

    photo = landscape(640, 400, 11)
    write_pnm(f"{out}/photo.ppm", 6, 640, 400, 255, b"".join(photo), ["landscape"])
    other = landscape(400, 300, 23)
    small = [bytearray(b"".join(bytes(r[3 * x:3 * x + 3]) for x in range(0, 400, 2)))
             for r in other[::2]]  # every other pixel and row
    write_pnm(f"{out}/small.ppm", 6, 200, 150, 255, b"".join(small))
    big = landscape(1024, 640, 37)
    write_pnm(f"{out}/big.ppm", 6, 1024, 640, 255, b"".join(big))

    write_pnm(f"{out}/drawing.ppm", 6, 480, 320, 255, b"".join(drawing(5)))
    write_pnm(f"{out}/pixels.ppm", 6, 256, 160, 255, b"".join(pixel_art(7)))
    write_pnm(f"{out}/mono.pgm", 5, 400, 120, 255, b"".join(mono(9)))

    terrain = fractal(320, 240, rng, 140, 58)
    write_pnm(f"{out}/gray.pgm", 5, 320, 240, 255,
              bytes(clamp8(128 + v) for row in terrain for v in row))
    g16 = bytearray()
    for row in terrain[:150]:
        for v in row[:200]:
            s = max(0, min(65535, 32768 + v * 97 + rng.signed(30)))
            g16 += bytes((s >> 8, s & 255))
    write_pnm(f"{out}/gray16.pgm", 5, 200, 150, 65535, g16)
    deep = bytearray()
    for y in range(120):
        for x in range(180):
            for c in range(3):
                s = (photo[y * 3][3 * x * 3 + c] * 4 + rng.below(4)) & 1023
                deep += bytes((s >> 8, s & 255))
    write_pnm(f"{out}/deep.ppm", 6, 180, 120, 1023, deep, ["ten bits", "a second comment"])

    write_pam(f"{out}/icon.pam", 128, 128, 4, "RGB_ALPHA", rgba_icon(rng, 128))
    write_pam(f"{out}/sprite.pam", 300, 200, 4, "RGB_ALPHA", rgba_sprite(rng, photo))
    ga = bytearray()
    for y in range(120):
        for x in range(160):
            ga += bytes((clamp8(128 + terrain[y][x]), clamp8(255 - abs(x - 80) * 3)))
    write_pam(f"{out}/ga.pam", 160, 120, 2, "GRAYSCALE_ALPHA", ga)
    write_pam(f"{out}/g.pam", 160, 120, 1, "GRAYSCALE", ga[0::2])
    write_pam(f"{out}/rgb.pam", 200, 150, 3, "RGB", b"".join(bytes(r) for r in small))
    op = bytearray()
    for r in small[:100]:
        for x in range(150):
            op += bytes(r[3 * x:3 * x + 3]) + b"\xff"
    write_pam(f"{out}/opaque.pam", 150, 100, 4, "RGB_ALPHA", op)

    write_pnm(f"{out}/noise.ppm", 6, 160, 160, 255,
              bytes(rng.below(256) for _ in range(160 * 160 * 3)))
    stripes = bytearray()
    for y in range(77):
        for x in range(333):
            v = 255 if (x + y // 8) % 3 == 0 else 30 + (x % 7) * 20
            stripes += bytes((v, 255 - v, (v * 3) & 255))
    write_pnm(f"{out}/stripes.ppm", 6, 333, 77, 255, stripes)
    write_pnm(f"{out}/one.ppm", 6, 1, 1, 255, b"\x10\x80\xf0")
    write_pnm(f"{out}/thin.ppm", 6, 1200, 3, 255, b"".join(photo[200][:1200 // 2 * 3] * 2
                                                           for _ in range(3)))
    write_pnm(f"{out}/tall.pgm", 5, 5, 700, 255, bytes((y * 3 + x * 40) & 255
                                                        for y in range(700) for x in range(5)))
    # YUV 4:2:0 from the photo's top-left corner (BT.601, integer).
    yp, up, vp = bytearray(), bytearray(), bytearray()
    for y in range(144):
        for x in range(176):
            r, g, b = photo[y][3 * x:3 * x + 3]
            yp.append(clamp8((66 * r + 129 * g + 25 * b + 128 >> 8) + 16))
    for y in range(0, 144, 2):
        for x in range(0, 176, 2):
            r, g, b = photo[y][3 * x:3 * x + 3]
            up.append(clamp8((-38 * r - 74 * g + 112 * b + 128 >> 8) + 128))
            vp.append(clamp8((112 * r - 94 * g - 18 * b + 128 >> 8) + 128))
    with open(f"{out}/frame.yuv", "wb") as f:
        f.write(yp + up + vp)


if __name__ == "__main__":
    main()
