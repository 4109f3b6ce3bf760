#!/usr/bin/env python3
"""Inputs for the m4 workload: gen.py OUTDIR TEXT.

fields.m4 (record/enum tables for codegen.m4), cfg.ac (input for the m4_-prefixed configure
generator cfg.m4), pages.m4 (content for the site.m4 templates), words.m4 (macros named after
the most frequent words of TEXT, the shared text data). Deterministic: a xorshift PRNG.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


Rng = prng.XorShift64


R = Rng(0x2545F4914F6CDD1D)
SYL = ["tor", "ma", "ki", "lem", "ostr", "pa", "vi", "dun", "ek", "sol", "ra", "be", "gul", "in"]
TYPES = ["int", "int", "long", "double", "bool", "string", "string", "char[16]", "char[64]",
         "ptr:node", "list:int", "list:string", "unsigned", "float"]


def word():
    return "".join(R.pick(SYL) for _ in range(1 + R.below(3)))


def words(n):
    return " ".join(word() for _ in range(n))


def default(t):
    if t in ("int", "long", "unsigned"):
        return str(R.below(1000) - (0 if t == "unsigned" else 200))
    if t in ("double", "float"):
        return f"{R.below(10000) / 100}"
    if t == "bool":
        return R.pick(["true", "false"])
    if t.startswith("char") or t == "string":
        return '"' + word() + '"'
    return "NULL"


def fields(out, n):
    names = set()
    for i in range(n):
        s = word() + "_" + str(i)
        out.append(f"STRUCT(`{s}', `{words(4 + R.below(6))}')\n")
        used = set()
        for _ in range(2 + R.below(10)):
            f = word()
            if f in used:
                continue
            used.add(f)
            t = R.pick(TYPES)
            out.append(f"FIELD(`{f}', `{t}', `{default(t)}', `{words(2 + R.below(5))}')\n")
        out.append("END_STRUCT\n")
        if i % 4 == 0:
            e = word() + "_kind"
            if e not in names:
                names.add(e)
                vals = sorted({word() for _ in range(2 + R.below(9))})
                out.append(f"ENUM(`{e}', " + ", ".join(f"`{v}'" for v in vals) + ")\n")


def cfg(out):
    out.append("CFG_INIT([frobnicator], [2.4.1], [bugs@frob.example])\n")
    out.append("CFG_COPYRIGHT([Copyright the frobnicator authors])\n")
    for i in range(40):
        f = word()
        out.append(f"CFG_ARG_ENABLE([{f}-{i}], [{words(3 + R.below(6))}], "
                   f"[{R.pick(['yes', 'no', 'auto'])}])\n")
        if i % 3 == 0:
            out.append(f"CFG_ARG_WITH([{word()}{i}], [use the {word()} library])\n")
    for var, progs in (("CC", "gcc cc clang"), ("AWK", "gawk mawk nawk awk"),
                       ("SED", "gsed sed"), ("PYTHON", "python3 python"),
                       ("INSTALL", "ginstall install"), ("MKDIR_P", "mkdir")):
        out.append(f"CFG_CHECK_PROGS([{var}], [{progs}])\n")
    hdrs = ["stdio.h", "stdlib.h", "string.h", "unistd.h", "fcntl.h", "sys/types.h",
            "sys/stat.h", "sys/mman.h", "pthread.h", "locale.h", "wchar.h", "zlib.h",
            "iconv.h", "langinfo.h", "termios.h", "dlfcn.h", "poll.h", "sys/socket.h"]
    for i in range(0, len(hdrs), 3):
        out.append(f"CFG_CHECK_HEADERS([{' '.join(hdrs[i:i + 3])}])\n")
    funcs = ["mmap", "strndup", "getline", "posix_memalign", "clock_gettime", "strlcpy",
             "reallocarray", "pipe2", "accept4", "memmem", "qsort_r", "fdatasync"]
    out.append(f"CFG_CHECK_FUNCS([{' '.join(funcs)}])\n")
    for i in range(60):
        name = "HAVE_" + word().upper() + f"_{i}"
        out.append(f"CFG_DEFINE([{name}], [{R.below(3)}], [Define if {words(4)}.])\n")
        if i % 5 == 0:
            out.append(f"CFG_IF([test \"$enable_{word()}\" = yes], [CFG_DEFINE([USE_{i}], [1], "
                       f"[Use {word()}.])], [CFG_WARN([{word()} disabled])])\n")
        if i % 7 == 0:
            out.append(f"CFG_SUBST([{word().upper()}_LIBS], [-l{word()}])\n")
    out.append("CFG_OLD_CHECK([memcpy])\n")
    out.append("CFG_OUTPUT([Makefile src/Makefile lib/Makefile tests/Makefile config.h])\n")


def pages(out, n):
    for p in range(n):
        out.append(f"PAGE([{words(3).title()}], [page{p}])\n")
        for s in range(2 + R.below(5)):
            out.append(f"SECTION([{words(2 + R.below(3)).title()}])\n")
            for _ in range(1 + R.below(5)):
                parts = []
                for _ in range(5 + R.below(25)):
                    k = R.below(14)
                    w = word()
                    parts.append(f"*{w}*" if k == 0 else f"_{w}_" if k == 1 else
                                 f"@page{R.below(n)}" if k == 2 else f"{w} & co" if k == 3
                                 else f"{w} < {R.below(99)}" if k == 4 else w)
                out.append(f"PARA([{' '.join(parts)}.])\n")
            if R.below(3) == 0:
                out.append("LIST(" + ", ".join(f"[{words(1 + R.below(3))}]"
                                               for _ in range(2 + R.below(6))) + ")\n")
            if R.below(4) == 0:
                out.append("TABLE([name, qty, price], " + ", ".join(
                    f"[{word()}, {R.below(50)}, {R.below(10000) / 100}]"
                    for _ in range(2 + R.below(8))) + ")\n")
            if R.below(5) == 0:
                out.append(f"CODE([for (i = 0; i < {R.below(9)}; i++) x += f(i);])\n")
        out.append("END_PAGE\n")


def wordmacros(out, text_path):
    counts = {}
    with open(text_path) as f:
        for i, line in enumerate(f):
            if i >= 20000:
                break
            for w in line.split():
                w = w.strip(".,;?!").lower()
                if w.isalpha():
                    counts[w] = counts.get(w, 0) + 1
    top = sorted(counts, key=lambda w: (-counts[w], w))[:400]
    out.append("divert(-1)\n")
    for i, w in enumerate(top):
        k = i % 5
        if k == 0:
            out.append(f"define(`{w}', `{w.upper()}')\n")
        elif k == 1:
            out.append(f"define(`{w}', ``<{w}>'')\n")
        elif k == 2:
            out.append(f"define(`{w}', `count(`{w}')')\n")
        elif k == 3:
            out.append(f"define(`{w}', `translit(`{w}', `aeioust', `AEIOUST')')\n")
        else:
            out.append(f"define(`{w}', `ifelse(eval(len(`{w}') > 4), 1, ``{w[:4]}~'', ``{w}'')')\n")
    out.append("define(`count', `define(`n_$1', ifdef(`n_$1', `incr(defn(`n_$1'))', `1'))`$1'')\n")
    out.append("m4wrap(`divert(0)Counts:" + "".join(
        f" {w}=ifdef(`n_{w}', `defn(`n_{w}')', 0)" for i, w in enumerate(top) if i % 5 == 2)
        + "\n')\n")
    out.append("divert(0)dnl\n")


def main():
    out, text = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for name, fn in (("fields.m4", lambda o: fields(o, 1000)), ("cfg.ac", cfg),
                     ("pages.m4", lambda o: pages(o, 300)),
                     ("words.m4", lambda o: wordmacros(o, text))):
        buf = []
        fn(buf)
        with open(os.path.join(out, name), "w") as f:
            f.write("".join(buf))


if __name__ == "__main__":
    main()
