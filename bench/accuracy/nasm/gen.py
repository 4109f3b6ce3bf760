#!/usr/bin/env python3
"""Generated assembly sources for the nasm workload: gen.py OUTDIR.

code64.asm  x86-64 library code (integer, BMI, SSE, AVX, AVX-512, x87, string ops, jump
            tables, data of every kind) that assembles to elf64, elfx32, win64 and macho64
code32.asm  32-bit code and data for elf32, win32, coff, obj (OMF), macho32, aout, ieee
code16.asm  a real-mode .COM-style program in several sections for bin, ith and srec
tables.inc  constant tables and structure layouts that the hand-written sources %include
big.asm     a long flat file: many small functions, lots of labels and forward jumps
Deterministic: a xorshift PRNG of our own, seeded per file.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def chance(self, pct):
        return self.below(100) < pct


CC = ["o", "no", "b", "nb", "z", "nz", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g",
      "c", "nc", "e", "ne", "ae", "nae", "na", "nbe", "nl", "nge", "ng", "nle", "pe", "po"]
R64 = ["rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "r8", "r9", "r10", "r11", "r12", "r13",
       "r14", "r15"]
R32 = ["eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "r8d", "r9d", "r10d", "r11d", "r12d",
       "r13d", "r14d", "r15d"]
R16 = ["ax", "bx", "cx", "dx", "si", "di", "bp", "r8w", "r9w", "r10w", "r11w", "r12w", "r13w",
       "r14w", "r15w"]
R8 = ["al", "bl", "cl", "dl", "sil", "dil", "bpl", "r8b", "r9b", "r10b", "r11b", "r12b",
      "r13b", "r14b", "r15b"]
SIZES64 = [("qword", R64), ("dword", R32), ("word", R16), ("byte", R8)]
ALU = ["add", "sub", "and", "or", "xor", "adc", "sbb", "cmp", "mov", "test"]
SHIFTS = ["shl", "shr", "sar", "rol", "ror", "rcl", "rcr", "sal"]
UNARY = ["inc", "dec", "neg", "not"]
SSE_PS = ["addps", "subps", "mulps", "divps", "maxps", "minps", "andps", "orps", "xorps",
          "andnps", "unpcklps", "unpckhps", "sqrtps", "rcpps", "rsqrtps"]
SSE_PD = ["addpd", "subpd", "mulpd", "divpd", "maxpd", "minpd", "sqrtpd", "andpd", "xorpd",
          "haddpd", "addsubpd"]
SSE_S = ["addss", "subss", "mulss", "divss", "addsd", "subsd", "mulsd", "divsd", "sqrtsd",
         "maxsd", "minss", "comiss", "ucomisd", "comisd"]
SSE_INT = ["paddb", "paddw", "paddd", "paddq", "psubb", "psubusw", "pmullw", "pmulld",
           "pmuludq", "pand", "pandn", "por", "pxor", "pcmpeqb", "pcmpgtd", "pcmpeqq",
           "punpcklbw", "punpckhdq", "packsswb", "packusdw", "pmaddwd", "psadbw", "pavgb",
           "pminub", "pmaxsd", "pshufb", "phaddd", "psignw", "pabsd", "pmovzxbw", "ptest",
           "aesenc", "aesdeclast"]
SSE_IMM = ["pshufd", "pshuflw", "pshufhw", "shufps", "shufpd", "blendps", "pblendw", "palignr",
           "roundps", "roundsd", "dpps", "mpsadbw", "pclmulqdq", "cmpps", "cmpsd", "insertps",
           "aeskeygenassist"]
AVX3 = ["vaddps", "vsubpd", "vmulps", "vdivpd", "vmaxps", "vminpd", "vandps", "vxorpd",
        "vpaddd", "vpsubq", "vpmulld", "vpand", "vpor", "vpxor", "vpcmpeqd", "vpshufb",
        "vunpcklps", "vpermilps", "vpsllvd", "vpsrlvq", "vpmaxsd", "vfmadd231ps",
        "vfmsub132pd", "vfnmadd213ps", "vhaddps"]
AVX512 = ["vaddps", "vmulpd", "vpaddd", "vpsubq", "vpandd", "vporq", "vpxord", "vpmaxsd",
          "vpminuq", "vfmadd213ps", "vpunpckldq", "vpermt2q", "vprolvd", "vscalefps", "vpmullq",
          "vrcp14ps", "vpabsq", "vpsravq", "vpermi2d", "vpconflictd", "vplzcntq"]
X87 = ["fadd", "fsub", "fmul", "fdiv", "fsubr", "fdivr"]
BMI = ["andn", "bextr", "bzhi", "pdep", "pext", "sarx", "shlx", "shrx", "mulx"]


class Gen64:
    def __init__(self, rng, bits=64):
        self.r = rng
        self.bits = bits
        self.out = []

    def e(self, s):
        self.out.append("        " + s)

    def disp(self):
        r = self.r
        k = r.below(6)
        if k == 0:
            return ""
        if k < 3:
            return " + %d" % r.below(128)
        if k == 3:
            return " - %d" % (1 + r.below(128))
        if k == 4:
            return " + 0x%x" % r.below(0x10000)
        return " + %d*%d" % (1 + r.below(16), r.pick([2, 4, 8]))

    def mem(self):
        r = self.r
        regs = R64 if self.bits == 64 else R32[:7]
        base = r.pick(regs + ["rsp"] if self.bits == 64 else regs + ["esp"])
        k = r.below(5)
        if k == 0:
            return "[%s%s]" % (base, self.disp())
        idx = r.pick(regs)
        if k == 1:
            return "[%s + %s%s]" % (base, idx, self.disp())
        if k == 2 and self.bits == 64:
            return "[rel data_area + %d]" % (8 * r.below(64))
        return "[%s + %s*%d%s]" % (base, idx, r.pick([2, 4, 8]), self.disp())

    def imm(self, size):
        r = self.r
        k = r.below(5)
        if k == 0:
            return str(r.below(128))
        if k == 1:
            return str(-1 - r.below(128))
        if k == 2:
            return "0x%x" % r.below(1 << min(size, 31))
        if k == 3:
            return "%d" % r.below(1 << min(size - 1, 15))
        return "(%d << %d) | %d" % (r.below(64), r.below(min(size - 6, 20)), r.below(32))

    def sizeregs(self):
        if self.bits == 64:
            return self.r.pick(SIZES64)
        return self.r.pick([("dword", R32[:7]), ("word", R16[:7]),
                            ("byte", ["al", "bl", "cl", "dl", "ah", "bh", "ch", "dh"])])

    def insn(self, labels):
        r = self.r
        k = r.below(100)
        size, regs = self.sizeregs()
        bits = {"qword": 64, "dword": 32, "word": 16, "byte": 8}[size]
        a, b = r.pick(regs), r.pick(regs)
        if k < 22:
            op = r.pick(ALU)
            form = r.below(5)
            if form == 0:
                self.e("%s %s, %s" % (op, a, b))
            elif form == 1:
                self.e("%s %s, %s" % (op, a, self.imm(bits)))
            elif form == 2 and op != "test":
                self.e("%s %s, %s" % (op, a, self.mem()))
            elif form == 3:
                self.e("%s %s, %s" % (op, self.mem(), a))
            else:
                self.e("%s %s %s, %s" % (op, size, self.mem(), self.imm(bits)))
        elif k < 27:
            op = r.pick(UNARY)
            if r.chance(50):
                self.e("%s %s" % (op, a))
            else:
                lock = "lock " if op in ("inc", "dec", "neg", "not") and r.chance(20) else ""
                self.e("%s%s %s %s" % (lock, op, size, self.mem()))
        elif k < 33:
            op = r.pick(SHIFTS)
            c = r.below(4)
            if c == 0:
                self.e("%s %s, cl" % (op, a))
            elif c == 1:
                self.e("%s %s, 1" % (op, a))
            elif c == 2:
                self.e("%s %s %s, %d" % (op, size, self.mem(), r.below(bits)))
            else:
                self.e("%s %s, %d" % (op, a, r.below(bits)))
            if bits > 8 and r.chance(15):
                self.e("%s %s, %s, %s" % (r.pick(["shld", "shrd"]), a, b,
                                          r.pick(["cl", str(r.below(bits))])))
        elif k < 37:
            if bits == 8:
                self.e("%s %s" % (r.pick(["mul", "imul", "div", "idiv"]), a))
            else:
                f = r.below(4)
                if f == 0:
                    self.e("imul %s, %s" % (a, b))
                elif f == 1:
                    self.e("imul %s, %s, %s" % (a, self.mem(), self.imm(min(bits, 32))))
                elif f == 2:
                    self.e("imul %s, %s, %d" % (a, b, r.below(100) - 50))
                else:
                    self.e("%s %s %s" % (r.pick(["mul", "div", "idiv", "imul"]), size,
                                         self.mem()))
        elif k < 42:
            c = r.pick(CC)
            if bits > 8 and r.chance(60):
                self.e("cmov%s %s, %s" % (c, a, r.pick([b, self.mem()])))
            else:
                self.e("set%s %s" % (c, r.pick([R8[r.below(4)], "byte " + self.mem()])))
        elif k < 52 and labels:
            c = r.pick(CC)
            tgt = r.pick(labels)
            f = r.below(8)
            if f == 0:
                self.e("jmp %s" % tgt)
            elif f == 1:
                self.e("jmp near %s" % tgt)
            elif f == 2 and self.bits == 64:
                self.e("jrcxz $ + 2" if r.chance(10) else "j%s %s" % (c, tgt))
            else:
                self.e("j%s %s" % (c, tgt))
        elif k < 56:
            self.e("lea %s, %s" % (r.pick(R64 if self.bits == 64 else R32[:7]), self.mem()))
        elif k < 60:
            if bits >= 16:
                src = r.pick(["byte " + self.mem(), "word " + self.mem()] +
                             (["bl", "cl"] if self.bits == 64 else ["bl", "dh"]))
                if bits == 16 and src.startswith("word"):
                    src = "byte " + self.mem()
                self.e("%s %s, %s" % (r.pick(["movzx", "movsx"]), a, src))
            elif self.bits == 64:
                self.e("movsxd %s, %s" % (r.pick(R64), r.pick(R32 + ["dword " + self.mem()])))
            else:
                self.e(r.pick(["cbw", "cwde", "cdq", "cwd"]))
        elif k < 64:
            if bits >= 16:
                op = r.pick(["bt", "bts", "btr", "btc", "bsf", "bsr", "popcnt", "lzcnt",
                             "tzcnt", "xadd", "cmpxchg", "xchg"])
                if op.startswith("bt") and r.chance(50):
                    self.e("%s %s, %d" % (op, a, r.below(bits)))
                elif op in ("xadd", "cmpxchg", "xchg") and r.chance(60):
                    self.e("%s%s %s, %s" % ("lock " if r.chance(50) and op != "xchg" else "",
                                            op, self.mem(), a))
                else:
                    self.e("%s %s, %s" % (op, a, b))
            else:
                self.e("xchg %s, %s" % (a, b))
        elif k < 67:
            if self.bits == 64:
                self.e("%s %s" % (r.pick(["push", "pop"]), r.pick(R64)))
                if r.chance(30):
                    self.e("push qword %s" % r.pick([self.mem(), str(r.below(1000))]))
                    self.e("pop rax")
            else:
                self.e("%s %s" % (r.pick(["push", "pop"]), r.pick(R32[:7])))
                if r.chance(30):
                    self.e("pushad")
                    self.e("popad")
        elif k < 73:
            # SSE
            x, y = "xmm%d" % r.below(16 if self.bits == 64 else 8), \
                "xmm%d" % r.below(16 if self.bits == 64 else 8)
            f = r.below(7)
            if f == 0:
                self.e("%s %s, %s" % (r.pick(SSE_PS + SSE_PD), x, r.pick([y, self.mem()])))
            elif f == 1:
                self.e("%s %s, %s" % (r.pick(SSE_S), x, y))
            elif f == 2:
                self.e("%s %s, %s" % (r.pick(SSE_INT), x, r.pick([y, self.mem()])))
            elif f == 3:
                self.e("%s %s, %s, %d" % (r.pick(SSE_IMM), x, y, r.below(256)))
            elif f == 4:
                mv = r.pick(["movaps", "movups", "movapd", "movdqa", "movdqu", "lddqu",
                             "movntdqa"])
                if mv in ("lddqu", "movntdqa") or r.chance(50):
                    self.e("%s %s, %s" % (mv, x, self.mem()))
                else:
                    self.e("%s %s, %s" % (mv, self.mem(), x))
            elif f == 5:
                gp = r.pick(R32[:7])
                self.e(r.pick(["cvtsi2sd %s, %s" % (x, gp), "cvttsd2si %s, %s" % (gp, x),
                               "movd %s, %s" % (x, gp), "movd %s, %s" % (gp, x),
                               "pinsrd %s, %s, %d" % (x, gp, r.below(4)),
                               "pextrw %s, %s, %d" % (gp, x, r.below(8)),
                               "pmovmskb %s, %s" % (gp, x), "movmskps %s, %s" % (gp, x),
                               "cvtss2sd %s, %s" % (x, y), "cvtdq2ps %s, %s" % (x, y)]))
            else:
                self.e("%s %s, %d" % (r.pick(["psllw", "psrld", "psraw", "psllq", "pslldq",
                                              "psrldq"]), x, r.below(16)))
        elif k < 79:
            # AVX / AVX2 / FMA
            n = 16 if self.bits == 64 else 8
            w = r.pick(["xmm", "ymm"])
            x, y, z = ("%s%d" % (w, r.below(n)) for _ in range(3))
            f = r.below(5)
            if f < 3:
                self.e("%s %s, %s, %s" % (r.pick(AVX3), x, y, r.pick([z, self.mem()])))
            elif f == 3:
                self.e(r.pick(["vbroadcastss %s, %s" % (x, "dword " + self.mem()),
                               "vmovups %s, %s" % (x, self.mem()),
                               "vmovdqu %s, %s" % (self.mem(), x),
                               "vpshufd %s, %s, %d" % (x, y, r.below(256)),
                               "vblendps %s, %s, %s, %d" % (x, y, z, r.below(16)),
                               "vpermq ymm%d, ymm%d, %d" % (r.below(n), r.below(n),
                                                            r.below(256)),
                               "vinsertf128 ymm%d, ymm%d, xmm%d, 1" % (r.below(n), r.below(n),
                                                                     r.below(n)),
                               "vextracti128 xmm%d, ymm%d, %d" % (r.below(n), r.below(n),
                                                                 r.below(2)),
                               "vzeroupper", "vcvtps2pd ymm%d, xmm%d" % (r.below(n),
                                                                        r.below(n))]))
            else:
                if self.bits == 64:
                    self.e("vpgatherdd %s, [rax + %s*4 + %d], %s" % (x, y.replace("ymm", "ymm")
                                                                      if w == "ymm" else y,
                                                                      8 * r.below(8), z)
                           if len({x, y, z}) == 3 else "vzeroall")
                else:
                    self.e("vzeroall")
        elif k < 84 and self.bits == 64:
            # AVX-512 with masking, broadcast and rounding
            w = r.pick(["zmm", "ymm", "xmm", "zmm"])
            nr = 32 if w != "xmm" or r.chance(50) else 16
            x, y, z = ("%s%d" % (w, r.below(nr)) for _ in range(3))
            kreg = "{k%d}" % (1 + r.below(7))
            zero = "{z}" if r.chance(40) else ""
            op = r.pick(AVX512)
            f = r.below(5)
            if f == 0 and op in ("vpabsq", "vpconflictd", "vplzcntq", "vrcp14ps"):
                self.e("%s %s%s%s, %s" % (op, x, kreg, zero, y))
            elif f == 0:
                self.e("%s %s%s%s, %s, %s" % (op, x, kreg, zero, y, z))
            elif f == 1 and op[-2:] in ("ps", "pd") and w == "zmm" and op != "vrcp14ps":
                self.e("%s %s, %s, %s, {%s}" % (op, x, y, z,
                                                r.pick(["rn-sae", "rd-sae", "ru-sae",
                                                        "rz-sae"])))
            elif f == 2 and op[-1] in "dq" and op not in ("vpabsq", "vpconflictd",
                                                          "vplzcntq", "vrcp14ps"):
                wide = op.endswith("pd") or (op.endswith("q") and op != "vpunpckldq")
                cnt = {"zmm": 16, "ymm": 8, "xmm": 4}[w] // (2 if wide else 1)
                self.e("%s %s%s, %s, [rax + %d]{1to%d}" % (op, x, kreg, y, 4 * r.below(64),
                                                          cnt))
            elif f == 3:
                self.e(r.pick(["kmovw k%d, %s" % (1 + r.below(7), r.pick(R32)),
                               "kandw k%d, k%d, k%d" % (r.below(8), r.below(8), r.below(8)),
                               "korq k%d, k%d, k%d" % (r.below(8), r.below(8), r.below(8)),
                               "vpcmpd k%d%s, %s, %s, %d" % (r.below(8), kreg, y, z, r.below(8)),
                               "vpternlogd %s, %s, %s, 0x%02x" % (x, y, z, r.below(256)),
                               "vcompressps %s%s, %s" % (self.mem(), kreg, y),
                               "vmovdqu64 %s%s%s, %s" % (x, kreg, zero, self.mem()),
                               "vpbroadcastd %s%s, %s" % (x, kreg, r.pick(R32)),
                               "vshufi32x4 zmm%d, zmm%d, zmm%d, %d" % (r.below(32), r.below(32),
                                                                      r.below(32),
                                                                      r.below(256))]))
            else:
                if op in ("vpabsq", "vpconflictd", "vplzcntq", "vrcp14ps"):
                    self.e("%s %s%s%s, %s" % (op, x, kreg, zero, r.pick([y, self.mem()])))
                else:
                    self.e("%s %s%s%s, %s, %s" % (op, x, kreg, zero, y, self.mem()))
        elif k < 87:
            f = r.below(4)
            if f == 0:
                self.e("fld %s %s" % (r.pick(["dword", "qword", "tword"]), self.mem()))
                self.e("%s st0, st%d" % (r.pick(X87), r.below(8)))
                self.e("fstp %s %s" % (r.pick(["dword", "qword"]), self.mem()))
            elif f == 1:
                self.e("fild %s %s" % (r.pick(["word", "dword", "qword"]), self.mem()))
                self.e(r.pick(["fsqrt", "fsin", "fcos", "fchs", "fabs", "f2xm1", "fyl2x",
                               "fpatan", "fprem", "frndint", "fscale", "fxtract"]))
                self.e("fistp %s %s" % (r.pick(["word", "dword", "qword"]), self.mem()))
            elif f == 2:
                self.e("%sp st%d, st0" % (r.pick(X87), 1 + r.below(7)))
                self.e(r.pick(["fxch st%d" % r.below(8), "fcomip st0, st%d" % r.below(8),
                               "fucomi st0, st%d" % r.below(8), "fldpi", "fldz", "fld1",
                               "fldl2e", "fnstsw ax", "fcmovb st0, st3"]))
            else:
                self.e("%s %s %s" % (r.pick(["fadd", "fmul", "fcom", "fidiv", "fisub"]),
                                     r.pick(["dword"]), self.mem()))
        elif k < 90 and self.bits == 64:
            op = r.pick(BMI)
            a64 = r.pick(R64)
            if op in ("bextr", "bzhi", "sarx", "shlx", "shrx"):
                self.e("%s %s, %s, %s" % (op, a64, r.pick([r.pick(R64), "qword " + self.mem()]),
                                          r.pick(R64)))
            else:
                self.e("%s %s, %s, %s" % (op, a64, r.pick(R64),
                                          r.pick([r.pick(R64), "qword " + self.mem()])))
            if r.chance(30):
                self.e("rorx %s, %s, %d" % (r.pick(R32), r.pick(R32), r.below(32)))
        elif k < 93:
            self.e(r.pick(["rep movsb", "rep stosd", "repe cmpsb", "repne scasb", "lodsb",
                           "cld", "std", "cpuid", "rdtsc", "pause", "lfence", "mfence", "sfence",
                           "nop", "nop dword [eax + eax*1 + 0]", "xlatb", "cmc", "stc", "clc",
                           "prefetcht0 " + self.mem(), "prefetchnta " + self.mem(),
                           "clflush " + self.mem(), "bswap " + r.pick(R32[:7]), "int3",
                           "lahf", "sahf", "rdrand " + r.pick(R32[:7]),
                           "crc32 %s, byte %s" % (r.pick(R32[:7]), self.mem()),
                           "movbe %s, %s" % (r.pick(R32[:7]), self.mem()),
                           "xbegin %s" % r.pick(labels) if labels else "nop",
                           "rep stos" + r.pick(["b", "w", "d"])]
                          + (["rep movsq", "rep stosq", "cqo", "cdqe", "swapgs",
                              "syscall", "mov rax, 0x%x" % r.next(), "mov al, [abs qword 0x%x]"
                              % (r.next() >> 4), "mov qword [rel data_area], rax"]
                             if self.bits == 64 else
                             ["aaa", "daa", "das", "aam", "aad 10", "into", "bound eax, [ebx]",
                              "pusha", "popa", "arpl [ebx], ax", "lds esi, [ebx + 4]",
                              "les edi, [ecx]", "push ds", "pop es", "salc"])))
        elif k < 96:
            self.e("mov %s, %s" % (a, r.pick([b, self.imm(bits), self.mem(), "%s(%s)"
                                              % ("", self.imm(bits))])))
        else:
            self.e("%s %s, %s" % (r.pick(["test", "cmp"]), a, b))

    def function(self, name, n, others, glob=True):
        r = self.r
        out = self.out
        out.append("")
        if glob:
            out.append("        global %s" % name)
        out.append("%s:" % name)
        nlab = max(2, n // 6)
        labels = [".L%d" % i for i in range(nlab)]
        where = sorted(r.below(n) for _ in range(nlab))
        self.e("push rbp" if self.bits == 64 else "push ebp")
        self.e("mov rbp, rsp" if self.bits == 64 else "mov ebp, esp")
        li = 0
        for i in range(n):
            while li < nlab and where[li] == i:
                out.append("%s:" % labels[li])
                li += 1
            self.insn(labels)
            if others and r.chance(3):
                self.e("call %s" % r.pick(others))
        while li < nlab:
            out.append("%s:" % labels[li])
            li += 1
        self.e("pop rbp" if self.bits == 64 else "pop ebp")
        self.e("ret")


def data_block(rng, out, n, bits):
    """Initialised data of many kinds."""
    for i in range(n):
        k = rng.below(12)
        lab = "d_%d" % i
        if k == 0:
            words = "".join(rng.pick("abcdefghijklmnopqrstuvwxyz ,.") for _ in
                            range(5 + rng.below(40)))
            out.append("%s: db '%s', 0" % (lab, words))
        elif k == 1:
            out.append("%s: db `line %d\\tcol\\x41\\u00e9\\n`, 0" % (lab, rng.below(1000)))
        elif k == 2:
            out.append("%s: dw %s" % (lab, ", ".join(str(rng.below(65536)) for _ in range(8))))
        elif k == 3:
            out.append("%s: dd %s" % (lab, ", ".join("0x%08x" % (rng.next() >> 32) for _ in
                                                      range(6))))
        elif k == 4:
            out.append("%s: dd %s" % (lab, ", ".join(rng.pick(
                ["1.5", "-0.25", "3.14159", "1.0e10", "6.02e23", "0x1.8p3", "1.e-5",
                 "__?Infinity?__", "__?QNaN?__", "1_000.5", "2.5e-40", "0.1"])
                for _ in range(4))))
        elif k == 5:
            out.append("%s: dq %s" % (lab, ", ".join(rng.pick(
                ["1.0", "-2.5e300", "0x1.fffffp10", "1.7976931348623157e308", "4.9e-324",
                 "123456789.125", "__?float64?__(0.3)"]) for _ in range(3))))
        elif k == 6:
            out.append("%s: dt %s" % (lab, ", ".join(rng.pick(
                ["3.141592653589793238", "1.0e4000", "-0.0", "2.718281828"]) for _ in range(2))))
        elif k == 7:
            out.append("%s: times %d db 0x%02x" % (lab, 1 + rng.below(40), rng.below(256)))
        elif k == 8:
            out.append("%s: dq %s" % (lab, ", ".join(str(rng.next() >> rng.below(60)) for _ in
                                                      range(4))))
        elif k == 9:
            out.append("        align %d" % rng.pick([2, 4, 8, 16]))
            out.append("%s: dq 0x%x, 0x%x" % (lab, rng.next(), rng.next()))
            out.append("        do %s" % rng.pick(["1.5", "-3.25e100", "0x1.8p-1000"]))
        elif k == 10:
            out.append("%s: dw 'ab', 'c'" % lab)
            out.append("        dd 'wxyz', %d - $$ + $" % rng.below(100))
        else:
            out.append("%s: db %d, %d, %d, -%d" % (lab, rng.below(256), rng.below(128),
                                                    rng.below(100), 1 + rng.below(128)))


def code64(path):
    rng = Rng(0x64_64_0001)
    g = Gen64(rng, 64)
    out = g.out
    out += ["; generated by gen.py: x86-64 code for elf64, elfx32, win64, macho64",
            "        bits 64", "        default rel", "        cpu all",
            "%ifidn __?OUTPUT_FORMAT?__, macho64",
            "  %define RODATA __DATA,__const", "%else", "  %define RODATA .rodata", "%endif",
            "        extern ext_helper, ext_table", "        global data_area, jump_table",
            "        common shared_buf 256", "", "        section .text"]
    names = ["fn_%03d" % i for i in range(110)]
    for i, name in enumerate(names):
        g.function(name, 20 + rng.below(110), names[:i] if i else [], glob=rng.chance(70))
        if rng.chance(20):
            g.e("call ext_helper")
            out.append("%ifidn __?OUTPUT_FORMAT?__, elf64")
            g.e("call ext_helper wrt ..plt")
            g.e("mov rax, [rel ext_table wrt ..got]")
            out.append("%endif")
    out += ["", "dispatch:", "        lea rax, [rel jump_table]", "        and edi, 15",
            "        jmp [rax + rdi*8]"]
    out += ["", "        section RODATA", "        align 8", "jump_table:"]
    out += ["        dq %s" % names[rng.below(len(names))] for _ in range(16)]
    out += ["", "        section .data", "        align 64", "data_area:",
            "        times 512 db 0"]
    data_block(rng, out, 400, 64)
    out += ["        dq ext_table, fn_000, data_area + 16", "",
            "        section .bss", "        alignb 64", "bss_area: resb 4096",
            "bss_q: resq 64", "bss_t: rest 4", "bss_o: reso 8", "bss_y: resy 4", "bss_z: resz 2"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def code32(path):
    rng = Rng(0x32_32_0002)
    g = Gen64(rng, 32)
    out = g.out
    out += ["; generated by gen.py: 32-bit code for elf32, win32, coff, obj, macho32, aout, "
            "ieee",
            "        bits 32", "        cpu all",
            "%ifidn __?OUTPUT_FORMAT?__, obj",
            "  %define TEXT segment _TEXT public class=CODE use32 align=16",
            "  %define DATA segment _DATA public class=DATA use32 align=16",
            "  %define BSS segment _BSS public class=BSS use32",
            "  group DGROUP _DATA _BSS",
            "%elifidn __?OUTPUT_FORMAT?__, macho32",
            "  %define TEXT section .text",
            "  %define DATA section .data",
            "  %define BSS section .bss",
            "%else",
            "  %define TEXT section .text",
            "  %define DATA section .data",
            "  %define BSS section .bss",
            "%endif",
            "        extern ext_helper", "        global data_area", "", "        TEXT",
            "%ifidn __?OUTPUT_FORMAT?__, ieee", "..start:", "%elifidn __?OUTPUT_FORMAT?__, obj",
            "..start:", "%endif"]
    names = ["f32_%03d" % i for i in range(70)]
    for i, name in enumerate(names):
        g.function(name, 20 + rng.below(90), names[:i] if i else [], glob=rng.chance(70))
        if rng.chance(20):
            g.e("call ext_helper")
            g.e("mov eax, [data_area + %d]" % (4 * rng.below(100)))
            g.e("mov dword [table32 + ecx*4], f32_000")
    out += ["", "dispatch32:", "        and eax, 7", "        jmp [table32 + eax*4]"]
    out += ["", "        DATA", "data_area:", "        times 512 db 0", "table32:"]
    out += ["        dd %s" % names[rng.below(len(names))] for _ in range(8)]
    data_block(rng, out, 250, 32)
    out += ["", "        BSS", "bss32: resb 1024", "bssq32: resq 16"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def code16(path):
    """A .COM-like program: real-mode code, far pointers, several bin sections."""
    rng = Rng(0x16_16_0003)
    out = ["; generated by gen.py: 16-bit real-mode code for bin, ith, srec",
           "        bits 16", "        cpu 386",
           "        section .text start=0x100",
           "        org 0x100",
           "start:", "        mov ax, cs", "        mov ds, ax", "        call main16",
           "        mov ax, 0x4c00", "        int 0x21"]
    regs = ["ax", "bx", "cx", "dx", "si", "di", "bp"]
    bregs = ["al", "bl", "cl", "dl", "ah", "bh", "ch", "dh"]
    mems = ["[bx]", "[bx + si]", "[bx + di + 4]", "[bp + si - 2]", "[si + 0x10]", "[di]",
            "[msg16]", "[es:bx + 2]", "[cs:table16]", "[bp + 6]", "[var16 + bx]"]
    names = ["p16_%02d" % i for i in range(60)]
    for i, name in enumerate(names):
        out.append("%s:" % name)
        labs = [".a%d" % j for j in range(6)]
        n = 25 + rng.below(60)
        for j in range(n):
            if j % 9 == 0 and j // 9 < len(labs):
                out.append(labs[j // 9] + ":")
            k = rng.below(16)
            r1, r2 = rng.pick(regs), rng.pick(regs)
            if k < 4:
                out.append("        %s %s, %s" % (rng.pick(ALU), r1, rng.pick(
                    [r2, str(rng.below(65536)), "word " + rng.pick(mems)])))
            elif k < 6:
                out.append("        %s %s, %s" % (rng.pick(ALU[:9]), rng.pick(bregs),
                                                  rng.pick(bregs + [str(rng.below(256))])))
            elif k < 8:
                out.append("        j%s %s" % (rng.pick(CC), rng.pick(labs)))
            elif k == 8:
                out.append("        %s %s, %s" % (rng.pick(SHIFTS), r1, rng.pick(
                    ["1", "cl", str(rng.below(16))])))
            elif k == 9:
                out.append("        %s" % rng.pick(
                    ["movsw", "rep stosb", "lodsw", "cbw", "cwd", "pushf", "popf", "cli",
                     "sti", "int 0x10", "int 0x21", "in al, dx", "out 0x80, al", "hlt",
                     "loop %s" % labs[0], "jcxz %s" % labs[-1], "xlat", "aam", "aas",
                     "lea si, [bx + di + 7]", "les di, [far16]", "push es", "pop ds",
                     "enter 8, 0", "leave", "retf", "iret", "call far [far16]",
                     "jmp 0x1234:0x5678", "push word 0x1234", "pusha", "popa"]))
            elif k == 10:
                out.append("        mov %s, %s" % (rng.pick(regs[:4]), rng.pick(mems)))
            elif k == 11:
                out.append("        movzx %s, byte %s" % (r1, rng.pick(mems)))
            elif k == 12 and i:
                out.append("        call %s" % names[rng.below(i)])
            elif k == 13:
                out.append("        mov eax, %d" % rng.below(1 << 30))
                out.append("        imul eax, ebx, %d" % rng.below(1000))
            elif k == 14:
                out.append("        %s %s" % (rng.pick(["inc", "dec", "neg", "not", "mul", "div"]),
                                              rng.pick([r1, "word " + rng.pick(mems)])))
            else:
                out.append("        test %s, 0x%x" % (r1, rng.below(65536)))
        out += [lab + ":" for lab in labs[(n + 8) // 9:]]
        out.append("        ret")
    out += ["main16:", "        mov cx, 10", ".lp:   call p16_00", "        loop .lp",
            "        ret", "",
            "        section .data follows=.text align=16",
            "msg16:  db 'Hello from real mode', 13, 10, '$'",
            "var16:  times 32 dw 0", "far16:  dd 0x12345678",
            "table16: dw " + ", ".join(names[:12]), ""]
    data_block(rng, out, 80, 16)
    out += ["", "        section .rodata follows=.data vstart=0x8000",
            "ro16:   db 'vstart data', 0", "        dw ro16, $, $$",
            "", "        section .bss nobits follows=.rodata",
            "buf16:  resb 256"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def tables(path):
    """Structures and constant tables for the hand-written sources."""
    rng = Rng(0x7AB1E5)
    out = ["; generated by gen.py: constants, structures and lookup tables", ""]
    for i in range(60):
        out.append("%%define K_%d %d" % (i, rng.below(100000)))
    out.append("")
    for i in range(12):
        out.append("struc rec%d" % i)
        for j in range(2 + rng.below(7)):
            out.append("  .f%d: %s %d" % (j, rng.pick(["resb", "resw", "resd", "resq"]),
                                          1 + rng.below(4)))
        out.append("endstruc")
    out.append("")
    out.append("%macro TABLE_ROWS 0")
    for i in range(40):
        out.append("  ROW %d, %d, '%s'" % (i, rng.below(1 << 20),
                                          "".join(rng.pick("abcdefghij") for _ in range(6))))
    out.append("%endmacro")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def big(path):
    """Many small functions with long-distance forward jumps: keeps the optimizer busy."""
    rng = Rng(0xB16B16)
    g = Gen64(rng, 64)
    out = g.out
    out += ["; generated by gen.py: a long flat file", "        bits 64", "        default rel",
            "        section .text", "        global big_entry", "big_entry:"]
    n = 1400
    for i in range(n):
        out.append("b_%d:" % i)
        for _ in range(4 + rng.below(10)):
            g.insn([])
        t = min(n - 1, i + 1 + rng.below(60))
        g.e("j%s b_%d" % (rng.pick(CC), t))
        if rng.chance(20):
            g.e("jmp b_%d" % rng.below(n))
    out += ["        ret", "        section .data", "data_area: times 512 dq 0"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    d = sys.argv[1]
    os.makedirs(d, exist_ok=True)
    code64(os.path.join(d, "code64.asm"))
    code32(os.path.join(d, "code32.asm"))
    code16(os.path.join(d, "code16.asm"))
    tables(os.path.join(d, "tables.inc"))
    big(os.path.join(d, "big.asm"))


if __name__ == "__main__":
    main()
