#!/usr/bin/env python3
"""Deterministic audio inputs for the flac workload.

Usage: gen.py OUTDIR. Integer-only synthesis (fixed-point oscillators, an xorshift PRNG of our
own), so the bytes are the same on every machine. Writes:
  music.wav     CD audio (44.1 kHz, 16 bit, stereo, 12 s): a melody with harmonics, decay, a little
                noise and a LIST/INFO chunk (foreign metadata)
  voice.wav     22.05 kHz, 8 bit unsigned, mono: buzzy vowel-like bursts between silences
  hires.wav     96 kHz, 24 bit, stereo, WAVE_FORMAT_EXTENSIBLE: soft chords, wide stereo
  studio20.wav  48 kHz, 20 valid bits in 24, mono, extensible
  surround.wav  48 kHz, 16 bit, 6 channels (5.1 mask), extensible
  deep32.wav    44.1 kHz, 32 bit, mono
  mixed.aiff    44.1 kHz, 16 bit, mono AIFF: noise, silence, square wave, clipped tone, an
                extra NAME chunk
  cover.png, cover.gif  small images for PICTURE blocks
"""
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)
import zlib


class Rng(prng.XorShift64Star):
    def noise(self, amp):
        return (self.next() >> 40) % (2 * amp + 1) - amp if amp else 0


def step(freq, rate):
    """Q16 phase step of a 'magic circle' oscillator for freq Hz (2*pi*f/rate, integer)."""
    return (2 * 314159 * freq * 65536) // (100000 * rate)


class Voice:
    """A decaying note: a fundamental plus two harmonics, each a magic-circle oscillator."""

    def __init__(self, freq, rate, amp, decay, harm=(100, 40, 15)):
        self.osc = []
        for k, w in enumerate(harm, 1):
            e = step(freq * k, rate)
            if 0 < e < 60000 and w:
                self.osc.append([amp * w // 100, 0, e])
        self.env = 65536
        self.decay = decay  # Q16 multiplier per 64 samples

    def sample(self, n):
        out = 0
        for o in self.osc:
            o[0] -= (o[2] * o[1]) >> 16
            o[1] += (o[2] * o[0]) >> 16
            out += o[1]
        if n & 63 == 0:
            self.env = (self.env * self.decay) >> 16
        return (out * self.env) >> 16


def clamp(v, bits):
    hi = (1 << (bits - 1)) - 1
    return -hi - 1 if v < -hi - 1 else hi if v > hi else v


SCALE = [262, 294, 330, 349, 392, 440, 494, 523, 587, 659, 698, 784]


def melody(rng, rate, seconds, bits, channels, amp, note_len, noise, harm=(100, 40, 15)):
    """Interleaved integer samples: notes from SCALE, the second channel a delayed, scaled
    copy with its own voice (so mid/side and channel decorrelation have work to do)."""
    n_total = rate * seconds
    frames = []
    voices = []
    delay = [0] * 97
    for n in range(n_total):
        if n % note_len == 0:
            if rng.below(5) == 0:
                voices = []  # a rest
            else:
                f = SCALE[rng.below(len(SCALE))] // (1 + rng.below(2))
                voices = [Voice(f, rate, amp, 65536 - 40 - rng.below(200), harm)]
                if rng.below(3) == 0:
                    voices.append(Voice(f * 3 // 2, rate, amp // 2, 65300, harm))
        s = 0
        for v in voices:
            s += v.sample(n)
        s += rng.noise(noise)
        left = clamp(s, bits)
        if channels == 1:
            frames.append(left)
            continue
        d = delay[n % 97]
        delay[n % 97] = left
        right = clamp((left * 3 + d * 2) // 5 + rng.noise(noise), bits)
        frames.append(left)
        frames.append(right)
        for c in range(2, channels):
            frames.append(clamp((left >> (c - 1)) + rng.noise(noise * c), bits) if c != 3
                          else clamp((left + right) >> 3, bits))  # c == 3: LFE-ish
    return frames


def pack(frames, container_bits, unsigned8=False, big=False):
    if container_bits == 8:
        return bytes(((v + 128) if unsigned8 else v) & 0xFF for v in frames)
    if container_bits == 16:
        return struct.pack(("> " if big else "<") + "%dh" % len(frames), *frames)
    if container_bits == 24:
        out = bytearray()
        for v in frames:
            b = (v & 0xFFFFFF).to_bytes(3, "little")
            out += b
        return bytes(out)
    return struct.pack("<%di" % len(frames), *frames)


def chunk(tag, body):
    pad = b"\0" if len(body) & 1 else b""
    return tag + struct.pack("<I", len(body)) + body + pad


def wav(path, frames, rate, channels, bits, valid=None, mask=None, extra=b""):
    data = pack(frames, bits, unsigned8=(bits == 8))
    align = channels * bits // 8
    if mask is None:
        fmt = struct.pack("<HHIIHH", 1, channels, rate, rate * align, align, bits)
    else:
        guid = struct.pack("<IHH", 1, 0x0000, 0x0010) + bytes([0x80, 0, 0, 0xAA, 0, 0x38, 0x9B, 0x71])
        fmt = struct.pack("<HHIIHHHHI", 0xFFFE, channels, rate, rate * align, align, bits,
                          22, valid or bits, mask) + guid
    body = b"WAVE" + chunk(b"fmt ", fmt) + extra + chunk(b"data", data)
    with open(path, "wb") as f:
        f.write(b"RIFF" + struct.pack("<I", len(body)) + body)


def ieee_extended(rate):
    """80-bit IEEE extended for an integer sample rate (AIFF COMM)."""
    e = rate.bit_length() - 1
    mant = rate << (63 - e)
    return struct.pack(">HQ", 16383 + e, mant)


def aiff(path, frames, rate, extra=b""):
    def ck(tag, body):
        pad = b"\0" if len(body) & 1 else b""
        return tag + struct.pack(">I", len(body)) + body + pad
    comm = struct.pack(">hIh", 1, len(frames), 16) + ieee_extended(rate)
    ssnd = struct.pack(">II", 0, 0) + pack(frames, 16, big=True)
    body = b"AIFF" + ck(b"COMM", comm) + extra + ck(b"SSND", ssnd)
    with open(path, "wb") as f:
        f.write(b"FORM" + struct.pack(">I", len(body)) + body)


def png(path, w, h, rng):
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        for x in range(w):
            raw += bytes(((x * 255) // w, (y * 255) // h, rng.below(256)))

    def ck(tag, body):
        return struct.pack(">I", len(body)) + tag + body + struct.pack(">I", zlib.crc32(tag + body))
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + ck(b"IHDR", ihdr) + ck(b"IDAT", zlib.compress(bytes(raw), 9))
                + ck(b"IEND", b""))


def gif(path, w, h):
    # A 2-colour image whose single LZW code stream is a clear code then end code: the header
    # (size, colour table) is what flac reads.
    head = b"GIF89a" + struct.pack("<HHBBB", w, h, 0x80, 0, 0) + b"\0\0\0\xff\xff\xff"
    img = b"," + struct.pack("<HHHHB", 0, 0, w, h, 0) + b"\x02\x02\x4c\x01\x00"
    with open(path, "wb") as f:
        f.write(head + img + b";")


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rng = Rng(0x5EED_F1AC)

    info = chunk(b"INAM", b"Generated tune\0") + chunk(b"IART", b"freqpath workload\0")
    wav(f"{out}/music.wav", melody(rng, 44100, 12, 16, 2, 9000, 5512, 24), 44100, 2, 16,
        extra=chunk(b"LIST", b"INFO" + info))
    v = melody(rng, 22050, 6, 8, 1, 50, 2205, 1, harm=(100, 70, 50))
    for i in range(len(v)):  # gate: bursts and silences
        if (i // 3000) % 3 == 2:
            v[i] = 0
    wav(f"{out}/voice.wav", v, 22050, 1, 8)
    wav(f"{out}/hires.wav", melody(rng, 96000, 3, 24, 2, 1500000, 24000, 300), 96000, 2, 24,
        valid=24, mask=0x3)
    s20 = [x << 4 for x in melody(rng, 48000, 3, 20, 1, 90000, 12000, 40)]
    wav(f"{out}/studio20.wav", s20, 48000, 1, 24, valid=20, mask=0x4)
    wav(f"{out}/surround.wav", melody(rng, 48000, 2, 16, 6, 7000, 6000, 16), 48000, 6, 16,
        mask=0x3F)
    wav(f"{out}/deep32.wav", melody(rng, 44100, 2, 32, 1, 300000000, 11025, 5000), 44100, 1, 32)

    m = []
    rate = 44100
    for n in range(rate // 2):
        m.append(rng.noise(20000))  # white noise: verbatim subframes
    m += [0] * (rate // 2)  # digital silence: constant subframes
    for n in range(rate // 2):
        m.append(12000 if (n // 50) & 1 else -12000)  # square wave
    tone = Voice(440, rate, 60000, 65536)
    for n in range(rate // 2):
        m.append(clamp(tone.sample(n), 16))  # clipped sine
    m += [(n * 37) % 4096 - 2048 for n in range(rate // 4)]  # sawtooth ramps
    aiff(f"{out}/mixed.aiff", m, rate,
         extra=b"NAME" + struct.pack(">I", 10) + b"Mixed bag.")

    png(f"{out}/cover.png", 48, 32, rng)
    gif(f"{out}/cover.gif", 16, 16)


if __name__ == "__main__":
    main()
