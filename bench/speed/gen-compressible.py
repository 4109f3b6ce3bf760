"""bench/speed (scripts/bench/run): a deterministic, compressible input for the compressors
(words, numbers and binary runs from a fixed linear congruential generator).

usage: gen-compressible.py SIZE_BYTES OUT"""
import sys

WORDS = ("loop header latch preheader branch weight profile frequent rare path value load "
         "store chain hoist repair cycle block edge dominator phi select call return").split()


def main():
    size, out = int(sys.argv[1]), sys.argv[2]
    state = 20261201
    chunks, total = [], 0
    while total < size:
        state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        kind = state >> 61
        if kind < 5:
            piece = " ".join(WORDS[(state >> (8 * k)) % len(WORDS)] for k in range(6)) + "\n"
            piece = piece.encode()
        elif kind < 7:
            piece = f"{state % 1000003:07d},{(state >> 20) % 97}\n".encode()
        else:
            piece = bytes((state >> (k % 56)) & 0xFF for k in range(64))
        chunks.append(piece)
        total += len(piece)
    with open(out, "wb") as f:
        f.write(b"".join(chunks)[:size])


if __name__ == "__main__":
    main()
