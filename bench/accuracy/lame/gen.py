#!/usr/bin/env python3
"""Deterministic audio inputs for the lame workload.

Usage: gen.py OUTDIR. Synthesis uses only +, -, *, / on floats and integers (cos/sin come from
short Taylor series, not the C library) and a fixed-seed xorshift PRNG of our own, so the bytes
are the same on every machine. Writes:
  band.wav      44.1 kHz, 16 bit, stereo, 9 s: melody, bass line, kick/snare/hi-hat, an echo
                on the other channel (transients for short blocks, stereo for mid/side)
  speech.wav    16 kHz, 16 bit, mono: vowel-like formant bursts on a pitch contour, pauses
  lofi.wav      11.025 kHz, 8 bit unsigned, mono
  hires.wav     48 kHz, 24 bit, stereo, WAVE_FORMAT_EXTENSIBLE: slow chords, wide stereo
  float.wav     32 kHz, 32-bit IEEE float, stereo
  int32.wav     44.1 kHz, 32 bit integer, mono, a LIST chunk before the data
  sweep.aiff    22.05 kHz, 16 bit, stereo AIFF: a sine sweep on the left, its octave on the right
  mixed.aifc    8 kHz, 16 bit, mono AIFF-C ('sowt', little endian): silence, clicks, noise, a
                clipped square wave
  noise.raw     raw 16 bit big-endian stereo at 24 kHz: filtered noise with a loud burst
  layer1.mp1    MPEG-1 Layer I, 48 kHz, 384 kbps, stereo and joint stereo frames (random but
                valid codes); layer1m.mp1 the same in mono at 256 kbps
  layer2.mp2    MPEG-1 Layer II, 48 kHz stereo 192 kbps (allocation table with 27 subbands)
  layer2b.mp2   MPEG-1 Layer II, 44.1 kHz joint stereo 256 kbps (table with 30 subbands)
  cover.png     a tiny image for an ID3v2 APIC frame
"""
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)
import zlib

PI = 3.141592653589793


class Rng(prng.XorShift64Star):
    def below(self, n):
        return (self.next() >> 11) % n

    def uniform(self):
        """In [-1, 1)."""
        return (self.next() >> 11) / float(1 << 52) - 1.0


def cos_t(w):
    x, term, s = w * w, 1.0, 1.0
    for k in range(1, 14):
        term *= -x / ((2 * k - 1) * (2 * k))
        s += term
    return s


def sin_t(w):
    x, term, s = w * w, w, w
    for k in range(1, 14):
        term *= -x / ((2 * k) * (2 * k + 1))
        s += term
    return s


class Osc:
    """Sine by the two-term recurrence y[n] = 2cos(w) y[n-1] - y[n-2]."""

    def __init__(self, freq, rate, amp=1.0):
        w = 2 * PI * freq / rate
        if w > PI:
            w = PI * 0.99
        self.c = 2 * cos_t(w)
        self.y1 = 0.0
        self.y2 = -amp * sin_t(w)

    def __call__(self):
        y = self.c * self.y1 - self.y2
        self.y2 = self.y1
        self.y1 = y
        return y


class Reson:
    """Two-pole resonator (a formant / a drum body)."""

    def __init__(self, freq, rate, r):
        self.a1 = 2 * r * cos_t(2 * PI * freq / rate)
        self.a2 = -r * r
        self.y1 = self.y2 = 0.0

    def __call__(self, x):
        y = x + self.a1 * self.y1 + self.a2 * self.y2
        self.y2 = self.y1
        self.y1 = y
        return y


def clamp(v, lo, hi):
    return lo if v < lo else hi if v > hi else v


SCALE = [220.0, 246.94, 277.18, 329.63, 369.99, 440.0, 493.88, 554.37, 659.26, 739.99]


def band(rng, rate, seconds):
    """Stereo float frames in about [-1, 1]."""
    n_total = rate * seconds
    step = rate // 8  # sixteenth notes at 120 bpm
    left, right = [], []
    mel, mel_env, mel_dec = [], 0.0, 0.9997
    bass, bass_env = None, 0.0
    kick = Reson(60, rate, 0.9995)
    snare_env = hat_env = 0.0
    snare_body = Reson(190, rate, 0.995)
    prev_noise = 0.0
    echo = [0.0] * (rate // 5)
    for n in range(n_total):
        beat, pos = divmod(n, step)
        if pos == 0:
            if beat % 2 == 0 and rng.below(4):
                f = SCALE[rng.below(len(SCALE))]
                mel = [Osc(f, rate, 0.30), Osc(2 * f, rate, 0.12), Osc(3 * f, rate, 0.06)]
                mel_env, mel_dec = 1.0, 0.9996 - rng.below(8) * 0.00005
            if beat % 8 == 0:
                f = SCALE[rng.below(4)] / 4
                bass, bass_env = (Osc(f, rate, 0.35), Osc(2 * f, rate, 0.1)), 1.0
            if beat % 8 in (0, 5):
                kick.y1 += 0.003
            if beat % 8 == 4:
                snare_env = 1.0
            if beat % 2 == 1 or rng.below(3) == 0:
                hat_env = 0.6
        noise = rng.uniform()
        m = sum(o() for o in mel) * mel_env
        mel_env *= mel_dec
        b = (bass[0]() + bass[1]()) * bass_env if bass else 0.0
        bass_env *= 0.99995
        k = kick(0.0)
        s = snare_body(noise * snare_env * 0.002) + noise * snare_env * 0.25
        snare_env *= 0.9992
        h = (noise - prev_noise) * hat_env * 0.12
        hat_env *= 0.996
        prev_noise = noise
        e = echo[n % len(echo)]
        lv = 0.7 * m + b + k + s + 0.4 * h + 0.3 * e
        rv = 0.35 * m + b + k + 0.8 * s + h
        echo[n % len(echo)] = m
        left.append(lv)
        right.append(rv)
    return left, right


def speech(rng, rate, seconds):
    out = []
    formants = [(730, 1090), (270, 2290), (570, 840), (300, 870), (530, 1840), (660, 1720)]
    f1 = f2 = None
    phase, pitch = 0.0, 120.0
    syl = rate // 5
    for n in range(rate * seconds):
        if n % syl == 0:
            a, b = formants[rng.below(len(formants))]
            f1, f2 = Reson(a, rate, 0.985), Reson(b, rate, 0.97)
            voiced = rng.below(6) != 0
            pitch = 100.0 + rng.below(80)
        if (n // (rate * 3 // 2)) % 3 == 2 and n % (rate * 3 // 2) < rate // 3:
            out.append(0.0)  # a pause
            continue
        phase += pitch / rate
        if phase >= 1.0:
            phase -= 1.0
            ex = 1.0 if voiced else 0.0
        else:
            ex = 0.0
        if not voiced:
            ex = rng.uniform() * 0.3
        out.append((f1(ex) * 0.04 + f2(ex) * 0.03) * (0.5 + 0.5 * (n % syl) / syl))
    return out


def chords(rate, seconds):
    left, right = [], []
    progression = [(261.63, 329.63, 392.0), (220.0, 261.63, 329.63), (174.61, 220.0, 261.63),
                   (196.0, 246.94, 293.66)]
    per = rate * seconds // len(progression)
    oscs = []
    for n in range(rate * seconds):
        if n % per == 0:
            ch = progression[(n // per) % len(progression)]
            oscs = [(Osc(f, rate, 0.2), Osc(f * 1.003, rate, 0.2)) for f in ch]
        env = 1.0 - (n % per) / per * 0.7
        left.append(sum(a() for a, _ in oscs) * env)
        right.append(sum(b() for _, b in oscs) * env)
    return left, right


def sweep(rate, seconds):
    left, right = [], []
    n_total = rate * seconds
    f = 30.0
    ratio = 1.0 + 5.8 / n_total  # about exp(5.8 / n): 30 Hz up to ~0.45 * rate (no libm pow)
    ph1 = ph2 = 0.0
    for n in range(n_total):
        ph1 += f / rate
        ph2 += 2 * f / rate
        ph1 -= int(ph1)
        ph2 -= int(ph2)
        left.append(0.5 * tri_sin(ph1))
        right.append(0.3 * tri_sin(ph2))
        f *= ratio
    return left, right


def tri_sin(ph):
    """A sine from a phase in [0, 1) (parabolic approximation, refined once)."""
    x = ph * 2.0 - 1.0  # [-1, 1)
    y = 4.0 * x * (1.0 - abs(x))
    return -(0.775 * y + 0.225 * y * abs(y))


def mixed(rng, rate):
    out = [0.0] * (rate // 2)  # digital silence
    for n in range(rate // 2):
        out.append(0.9 if n % (rate // 10) == 0 else 0.0)  # clicks
    for n in range(rate // 2):
        out.append(rng.uniform() * 0.5)
    o = Osc(300, rate, 1.6)
    for n in range(rate):
        out.append(clamp(o(), -1.0, 1.0))  # clipped
    for n in range(rate // 2):
        out.append(0.6 if (n // 13) & 1 else -0.6)
    return out


def noise_burst(rng, rate, seconds):
    left, right = [], []
    lp_l = lp_r = 0.0
    for n in range(rate * seconds):
        loud = 1.0 if (rate <= n < rate + rate // 4) else 0.15
        lp_l = lp_l * 0.8 + rng.uniform() * 0.2
        lp_r = lp_r * 0.3 + rng.uniform() * 0.7
        left.append(lp_l * loud * 1.4)
        right.append(lp_r * loud)
    return left, right


def to_int(x, bits):
    hi = (1 << (bits - 1)) - 1
    return clamp(int(x * hi), -hi - 1, hi)


def interleave(chans):
    return [v for frame in zip(*chans) for v in frame]


def chunk(tag, body, big=False):
    return tag + struct.pack(">I" if big else "<I", len(body)) + body + (b"\0" if len(body) & 1 else b"")


def wav(path, chans, rate, bits, fmt="pcm", extra=b""):
    nch = len(chans)
    frames = interleave(chans)
    if fmt == "float":
        data = struct.pack("<%df" % len(frames), *frames)
        tag = 3
    elif bits == 8:
        data = bytes(to_int(v, 8) + 128 for v in frames)
        tag = 1
    elif bits == 16:
        data = struct.pack("<%dh" % len(frames), *(to_int(v, 16) for v in frames))
        tag = 1
    elif bits == 24:
        data = b"".join((to_int(v, 24) & 0xFFFFFF).to_bytes(3, "little") for v in frames)
        tag = 1
    else:
        data = struct.pack("<%di" % len(frames), *(to_int(v, 32) for v in frames))
        tag = 1
    align = nch * bits // 8
    if fmt == "ext":
        sub = struct.pack("<IHH", 1, 0, 0x10) + bytes([0x80, 0, 0, 0xAA, 0, 0x38, 0x9B, 0x71])
        fmt_body = struct.pack("<HHIIHHHHI", 0xFFFE, nch, rate, rate * align, align, bits, 22,
                               bits, 3 if nch == 2 else 4) + sub
    else:
        fmt_body = struct.pack("<HHIIHH", tag, nch, rate, rate * align, align, bits)
    body = b"WAVE" + chunk(b"fmt ", fmt_body) + extra + chunk(b"data", data)
    with open(path, "wb") as f:
        f.write(b"RIFF" + struct.pack("<I", len(body)) + body)


def ext80(rate):
    e = rate.bit_length() - 1
    return struct.pack(">HQ", 16383 + e, rate << (63 - e))


def aiff(path, chans, rate, aifc=False):
    nch = len(chans)
    frames = [to_int(v, 16) for v in interleave(chans)]
    n = len(frames) // nch
    if aifc:
        comm = struct.pack(">hIh", nch, n, 16) + ext80(rate) + b"sowt" + b"\x0bLittle-end."
        data = struct.pack("<%dh" % len(frames), *frames)
        form = b"AIFC" + chunk(b"FVER", struct.pack(">I", 0xA2805140), True)
    else:
        comm = struct.pack(">hIh", nch, n, 16) + ext80(rate)
        data = struct.pack(">%dh" % len(frames), *frames)
        form = b"AIFF"
    body = form + chunk(b"COMM", comm, True) + chunk(b"ANNO", b"made by gen.py", True) \
        + chunk(b"SSND", struct.pack(">II", 0, 0) + data, True)
    with open(path, "wb") as f:
        f.write(b"FORM" + struct.pack(">I", len(body)) + body)


class Bits:
    def __init__(self):
        self.v = 0
        self.n = 0

    def put(self, value, width):
        self.v = (self.v << width) | (value & ((1 << width) - 1))
        self.n += width

    def tobytes(self, nbytes):
        assert self.n <= nbytes * 8, (self.n, nbytes)
        return (self.v << (nbytes * 8 - self.n)).to_bytes(nbytes, "big")


def header(b, layer, br_index, sr_index, mode, mode_ext, padding=0):
    b.put(0xFFF, 12)
    b.put(1, 1)  # MPEG-1
    b.put(4 - layer, 2)
    b.put(1, 1)  # no CRC
    b.put(br_index, 4)
    b.put(sr_index, 2)
    b.put(padding, 1)
    b.put(0, 1)
    b.put(mode, 2)
    b.put(mode_ext, 2)
    b.put(0, 1)  # copyright
    b.put(1, 1)  # original
    b.put(0, 2)  # emphasis


def layer1(rng, path, frames, stereo):
    """Layer I at 48 kHz: stereo and joint stereo (bound 4..16) at 384 kbps, or mono at
    256 kbps (a decoder cannot change the channel count in mid-stream)."""
    out = bytearray()
    for fno in range(frames):
        if stereo:
            br_index, nbytes, mode, ext = 12, 384, 0 if fno % 4 else 1, fno // 4 % 4
        else:
            br_index, nbytes, mode, ext = 8, 256, 3, 0
        nch = 2 if stereo else 1
        bound = 4 * ext + 4 if mode == 1 else 32
        while True:
            alloc = [[0] * 32 for _ in range(nch)]
            for sb in range(32):
                top = max(1, 14 - sb // 2 - rng.below(4))
                for ch in range(nch if sb < bound else 1):
                    alloc[ch][sb] = rng.below(top + 1) if rng.below(8) else 0
                if sb >= bound and nch == 2:
                    alloc[1][sb] = alloc[0][sb]
            bits = 32 + 4 * (32 * nch - (32 - bound if nch == 2 else 0))
            for sb in range(32):
                for ch in range(nch):
                    if alloc[ch][sb]:
                        bits += 6
                samp = sum(alloc[ch][sb] + 1 for ch in range(nch if sb < bound else 1)
                           if alloc[ch][sb])
                bits += 12 * samp
            if bits <= nbytes * 8:
                break
        b = Bits()
        header(b, 1, br_index, 1, mode, ext)
        for sb in range(32):
            for ch in range(nch if sb < bound else 1):
                b.put(alloc[ch][sb], 4)
        for sb in range(32):
            for ch in range(nch):
                if alloc[ch][sb]:
                    b.put(18 + sb // 2 + rng.below(14), 6)
        for s in range(12):
            for sb in range(32):
                for ch in range(nch if sb < bound else 1):
                    a = alloc[ch][sb]
                    if a:
                        top = (1 << (a + 1)) - 1  # all ones is forbidden
                        if sb >= bound and nch == 2:
                            # mpglib reads intensity-coded samples as unsigned: keep them >= 0
                            b.put((top >> 1) + rng.below(top // 2 + 1) // (1 + s % 3), a + 1)
                        else:
                            b.put((top >> 1) + (rng.below(top) - top // 2) // (1 + s % 3), a + 1)
        out += b.tobytes(nbytes)
    with open(path, "wb") as f:
        f.write(out)


# Layer II allocation classes per subband group (levels; 0 = nothing): ISO 11172-3 table B.2.
L2_LOW = [0, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 2047, 4095, 8191, 16383, 32767, 65535]
L2_MID = [0, 3, 5, 7, 9, 15, 31, 63, 127, 255, 511, 1023, 2047, 4095, 8191, 65535]
L2_HIGH = [0, 3, 5, 7, 9, 15, 31, 65535]
L2_TOP = [0, 3, 5, 65535]


def l2_classes(sb):
    return L2_LOW if sb < 3 else L2_MID if sb < 11 else L2_HIGH if sb < 23 else L2_TOP


def l2_sample_bits(levels):
    """(bits per code, codes per granule of 3 samples)."""
    grouped = {3: 5, 5: 7, 9: 10}
    if levels in grouped:
        return grouped[levels], 1
    return levels.bit_length(), 3


def layer2(rng, path, frames, sr_index, rate, br_index, kbps, sblimit, mode):
    out = bytearray()
    nch = 2 if mode != 3 else 1
    pad_acc = 0
    for fno in range(frames):
        # Frame length 144 * bitrate / rate bytes, padded to keep the average exact.
        pad_acc += 144 * kbps * 1000 % rate
        padding = 1 if pad_acc >= rate else 0
        pad_acc -= rate * padding
        nbytes = 144 * kbps * 1000 // rate + padding
        ext = fno % 4 if mode == 1 else 0
        bound = 4 * ext + 4 if mode == 1 else sblimit
        bound = min(bound, sblimit)
        while True:
            alloc = [[0] * sblimit for _ in range(nch)]
            for sb in range(sblimit):
                nclass = len(l2_classes(sb))
                top = max(1, nclass - 1 - sb // 3 - rng.below(3))
                for ch in range(nch if sb < bound else 1):
                    alloc[ch][sb] = rng.below(top + 1) if rng.below(6) else 0
                if sb >= bound and nch == 2:
                    alloc[1][sb] = alloc[0][sb]
            scfsi = [[rng.below(4) for _ in range(sblimit)] for _ in range(nch)]
            bits = 32
            for sb in range(sblimit):
                nbal = len(l2_classes(sb)).bit_length() - 1
                bits += nbal * (nch if sb < bound else 1)
            for sb in range(sblimit):
                for ch in range(nch):
                    if alloc[ch][sb]:
                        bits += 2 + 6 * (3 if scfsi[ch][sb] == 0 else 1 if scfsi[ch][sb] == 2 else 2)
                for ch in range(nch if sb < bound else 1):
                    if alloc[ch][sb]:
                        w, k = l2_sample_bits(l2_classes(sb)[alloc[ch][sb]])
                        bits += 12 * w * k
            if bits <= nbytes * 8:
                break
        b = Bits()
        header(b, 2, br_index, sr_index, mode, ext, padding)
        for sb in range(sblimit):
            nbal = len(l2_classes(sb)).bit_length() - 1
            for ch in range(nch if sb < bound else 1):
                b.put(alloc[ch][sb], nbal)
        for sb in range(sblimit):
            for ch in range(nch):
                if alloc[ch][sb]:
                    b.put(scfsi[ch][sb], 2)
        for sb in range(sblimit):
            for ch in range(nch):
                if alloc[ch][sb]:
                    n_sf = 3 if scfsi[ch][sb] == 0 else 1 if scfsi[ch][sb] == 2 else 2
                    for _ in range(n_sf):
                        b.put(min(62, 14 + sb + rng.below(16)), 6)
        for gr in range(12):
            for sb in range(sblimit):
                for ch in range(nch if sb < bound else 1):
                    a = alloc[ch][sb]
                    if not a:
                        continue
                    levels = l2_classes(sb)[a]
                    w, k = l2_sample_bits(levels)
                    if k == 1:  # three samples in one code: base-`levels` digits
                        b.put(rng.below(levels ** 3), w)
                    else:
                        for _ in range(3):
                            b.put(rng.below(levels), w)
        out += b.tobytes(nbytes)
    with open(path, "wb") as f:
        f.write(out)


def png(path, w, h):
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        for x in range(w):
            raw += bytes(((x * 255) // w, (y * 255) // h, ((x ^ y) * 16) & 255))

    def ck(tag, body):
        return struct.pack(">I", len(body)) + tag + body + struct.pack(">I", zlib.crc32(tag + body))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + ck(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + ck(b"IDAT", zlib.compress(bytes(raw), 9)) + ck(b"IEND", b""))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rng = Rng(0x1A3E_5EED)
    wav(f"{out}/band.wav", band(rng, 44100, 9), 44100, 16,
        extra=chunk(b"LIST", b"INFO" + chunk(b"INAM", b"Band\0")))
    wav(f"{out}/speech.wav", [speech(rng, 16000, 6)], 16000, 16)
    wav(f"{out}/lofi.wav", [[v * 1.5 for v in speech(rng, 11025, 3)]], 11025, 8)
    wav(f"{out}/hires.wav", chords(48000, 4), 48000, 24, fmt="ext")
    wav(f"{out}/float.wav", band(rng, 32000, 3), 32000, 32, fmt="float")
    wav(f"{out}/int32.wav", [chords(44100, 2)[0]], 44100, 32,
        extra=chunk(b"LIST", b"INFO" + chunk(b"ICMT", b"thirty-two\0")))
    aiff(f"{out}/sweep.aiff", sweep(22050, 4), 22050)
    aiff(f"{out}/mixed.aifc", [mixed(rng, 8000)], 8000, aifc=True)
    left, right = noise_burst(rng, 24000, 2)
    with open(f"{out}/noise.raw", "wb") as f:
        f.write(struct.pack(">%dh" % (2 * len(left)), *(to_int(v, 16) for v in interleave([left, right]))))
    layer1(rng, f"{out}/layer1.mp1", 150, True)
    layer1(rng, f"{out}/layer1m.mp1", 60, False)
    layer2(rng, f"{out}/layer2.mp2", 80, 1, 48000, 10, 192, 27, 0)
    layer2(rng, f"{out}/layer2b.mp2", 80, 0, 44100, 12, 256, 30, 1)
    png(f"{out}/cover.png", 24, 16)


if __name__ == "__main__":
    main()
