"""The pseudo-random generators the workload generators (bench/accuracy/*/gen.py) draw from.

Our own, so a workload's inputs are the same bytes on every machine and Python version:
`XorShift64` (Marsaglia's 13/7/17 shifts, the raw state as output) and `XorShift64Star`
(12/25/27 shifts, the state times Vigna's multiplier as output). A generator that wants the
high bits for `below` sets `drop` (the bits shifted off the output first).
"""

MASK = 0xFFFFFFFFFFFFFFFF


class XorShift64:
    drop = 0

    def __init__(self, seed):
        self.s = seed or 1

    def next(self):
        s = self.s
        s ^= (s << 13) & MASK
        s ^= s >> 7
        s ^= (s << 17) & MASK
        self.s = s
        return s

    def below(self, n):
        return (self.next() >> self.drop) % n

    def pick(self, seq):
        return seq[self.below(len(seq))]


class XorShift64Star(XorShift64):
    def next(self):
        s = self.s
        s ^= s >> 12
        s ^= (s << 25) & MASK
        s ^= s >> 27
        self.s = s
        return (s * 0x2545F4914F6CDD1D) & MASK
