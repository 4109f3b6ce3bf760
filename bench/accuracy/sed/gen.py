#!/usr/bin/env python3
"""Deterministic inputs for the sed workload: the files people edit with sed.

Usage: gen.py OUTDIR. Writes
  app.log      application log lines (ISO time, host, level, component, key=value pairs)
  orders.csv   comma-separated rows with a header, quoted fields, blank and comment lines
  app.ini      an INI configuration (sections, comments, ragged `key=value` spacing)
  code.c       C-like source: block and line comments, strings, directives, tabs
  doc.md       Markdown: headings, paragraphs, bullet and numbered lists, code fences
  counters.txt lines ending in a number (for the increment script)
  utf8.txt     accented and CJK words (multibyte input)
  conf/        small configuration files (for -i and -s over many files)
A fixed-seed xorshift64*, not Python's `random`, so the bytes are the same everywhere.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


Rng = prng.XorShift64Star


SYL = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "zel", "bra", "qui", "th", "or", "an",
       "es", "dor", "mun", "pli", "gra", "st"]
LEVELS = ["DEBUG", "INFO", "INFO", "INFO", "INFO", "WARN", "WARN", "ERROR", "TRACE", "FATAL"]
COMPONENTS = ["http", "db.pool", "cache", "auth", "scheduler", "mailer", "api.v2", "storage"]
STATUSES = ["paid", "paid", "open", "refunded", "void"]
SECTIONS = ["server", "database", "cache", "logging", "mail", "auth", "storage", "metrics"]
KEYS = ["host", "port", "user", "password", "timeout", "debug", "level", "path", "enabled",
        "max_connections", "retry", "name", "url", "ttl"]
TYPES = ["int", "char *", "size_t", "double", "struct node *", "unsigned", "long", "bool"]
UTF8 = ["café", "naïve", "Zürich", "façade", "señor", "smörgåsbord", "crème", "brûlée",
        "東京", "日本語", "漢字", "Ελλάδα", "Москва", "ängel", "øre", "jalapeño", "plain", "ascii"]


def word(r):
    return "".join(r.pick(SYL) for _ in range(1 + r.below(3)))


def sentence(r, lo, hi):
    return " ".join(word(r) for _ in range(lo + r.below(hi - lo + 1)))


def ip(r):
    return "%d.%d.%d.%d" % (10 + r.below(200), r.below(256), r.below(256), 1 + r.below(254))


def app_log(r, n):
    out = []
    t = 0
    for i in range(n):
        t += r.below(4000)
        s, ms = divmod(t, 1000)
        m, s = divmod(s, 60)
        h, m = divmod(m, 60)
        d, h = divmod(h, 24)
        lvl = r.pick(LEVELS)
        comp = r.pick(COMPONENTS)
        kv = []
        for _ in range(r.below(4)):
            k = r.pick(["user", "ip", "took", "id", "path", "mail", "retry"])
            if k == "ip":
                v = ip(r)
            elif k == "took":
                v = "%dms" % r.below(5000)
            elif k == "mail":
                v = "%s@%s.example" % (word(r), word(r))
            elif k == "path":
                v = "/%s/%s" % (word(r), word(r))
            else:
                v = str(r.below(100000))
            kv.append("%s=%s" % (k, v))
        msg = sentence(r, 2, 9)
        if r.below(7) == 0:
            msg = '"%s"' % msg
        out.append("2023-%02d-%02dT%02d:%02d:%02d.%03dZ host%02d app[%d]: %-5s %s: %s %s\n" % (
            3 + d // 28, 1 + d % 28, h, m, s, ms, r.below(12), 1000 + r.below(50), lvl, comp,
            msg, " ".join(kv)))
        if lvl in ("ERROR", "FATAL") and r.below(2) == 0:
            for k in range(1 + r.below(4)):
                out.append("\tat %s.%s(%s.c:%d)\n" % (word(r), word(r), word(r), r.below(900)))
    return "".join(out)


def orders(r, n):
    out = ["id,date,customer,item,qty,price,status,note\n"]
    for i in range(n):
        cust = "%s %s" % (word(r).capitalize(), word(r).capitalize())
        if r.below(5) == 0:
            cust = '"%s, %s"' % (word(r).capitalize(), word(r).capitalize())
        note = "" if r.below(3) else '"%s"' % sentence(r, 1, 5)
        out.append("%d,%04d-%02d-%02d,%s,%s,%d,%d.%02d,%s,%s\n" % (
            5000 + i, 2020 + r.below(4), 1 + r.below(12), 1 + r.below(28), cust, word(r),
            1 + r.below(40), r.below(900), r.below(100), r.pick(STATUSES), note))
        if r.below(300) == 0:
            out.append("\n")
        if r.below(500) == 0:
            out.append("# checkpoint %d\n" % i)
    return "".join(out)


def ini(r, envs):
    out = []
    for e in range(envs):
        out.append("; environment %d: %s\n\n" % (e, word(r)))
        for sec in SECTIONS:
            if r.below(6) == 0:
                continue
            out.append("[%s]\n" % sec if r.below(4) else "[%s.%s]\n" % (sec, word(r)))
            for _ in range(2 + r.below(7)):
                k = r.pick(KEYS)
                if r.below(3) == 0:
                    k = k.upper()
                v = r.pick([str(r.below(70000)), word(r), "localhost", "true", "false",
                            "/var/lib/%s" % word(r), "%s:%d" % (word(r), r.below(9999)), ""])
                eq = r.pick(["=", " = ", "= ", " =", "\t=\t"])
                out.append("%s%s%s%s\n" % ("  " if r.below(10) == 0 else "", k, eq, v))
                if r.below(6) == 0:
                    out.append(r.pick(["# ", "; "]) + sentence(r, 2, 6) + "\n")
            out.append("\n" * r.below(3))
    return "".join(out)


def code(r, nfuncs):
    out = ['#include <stdio.h>\n', '#include "local.h"\n', '#define LIMIT 100 /* max */\n\n']
    for f in range(nfuncs):
        if r.below(2) == 0:
            out.append("/*\n * %s\n * %s\n */\n" % (sentence(r, 3, 8), sentence(r, 2, 6)))
        name = "%s_%d" % (word(r), f)
        out.append("static %s %s(%s a, %s b)\n{\n" % (r.pick(TYPES), name, r.pick(TYPES),
                                                         r.pick(TYPES)))
        for _ in range(2 + r.below(10)):
            k = r.below(8)
            if k == 0:
                out.append("\t/* %s */ a = b;\n" % sentence(r, 1, 4))
            elif k == 1:
                out.append("\tif (a > %d) // %s\n\t\treturn b;\n" % (r.below(99), sentence(r, 1, 4)))
            elif k == 2:
                out.append('\tprintf("%s: %%d // not a comment\\n", a);\n' % word(r))
            elif k == 3:
                out.append("\tfor (int i = 0; i < LIMIT; i++) {    \n\t\tb += i * %d; /* multi\n"
                           "\t\t   line %s */\n\t}\n" % (r.below(9), word(r)))
            elif k == 4:
                out.append("#ifdef %s\n\ta ^= b;\n#endif\n" % word(r).upper())
            else:
                out.append("\t%s = %s(%s, %d);  \n" % (r.pick("abxy"), word(r), r.pick("ab"),
                                                       r.below(1000)))
        out.append("\treturn a;\n}\n\n")
    return "".join(out)


def inline(r):
    w = word(r)
    k = r.below(10)
    if k == 0:
        return "**%s**" % w
    if k == 1:
        return "*%s*" % w
    if k == 2:
        return "`%s()`" % w
    if k == 3:
        return "[%s](https://%s.example/%s)" % (w, word(r), word(r))
    if k == 4:
        return "%s & %s <%s>" % (w, word(r), word(r))
    return w


def markdown(r, nsec):
    out = ["# %s\n\n" % sentence(r, 2, 4)]
    for s in range(nsec):
        out.append("%s %s\n\n" % ("#" * (2 + r.below(3)), sentence(r, 1, 5).capitalize()))
        for _ in range(1 + r.below(4)):
            k = r.below(6)
            if k <= 2:
                for _ in range(1 + r.below(5)):
                    out.append(" ".join(inline(r) for _ in range(4 + r.below(10))) + "\n")
            elif k == 3:
                for _ in range(2 + r.below(5)):
                    out.append("- %s\n" % " ".join(inline(r) for _ in range(2 + r.below(6))))
            elif k == 4:
                for i in range(2 + r.below(4)):
                    out.append("%d. %s\n" % (i + 1, " ".join(inline(r) for _ in range(3))))
            else:
                out.append("```\n")
                for _ in range(1 + r.below(6)):
                    out.append("if (%s < %d && %s > 0) { %s(\"<%s>\"); }\n" % (
                        word(r), r.below(50), word(r), word(r), word(r)))
                out.append("```\n")
            out.append("\n")
    return "".join(out)


def counters(r, n):
    out = []
    for i in range(n):
        v = r.pick([r.below(10), r.below(100000), 10 ** r.below(7) - 1, 199, 2999 + r.below(3)])
        out.append("%s %s: %d\n" % (word(r), r.pick(["count", "version", "hits", "n"]), v))
    return "".join(out)


def utf8(r, n):
    out = []
    for _ in range(n):
        out.append(" ".join(r.pick(UTF8) if r.below(2) else word(r)
                            for _ in range(3 + r.below(10))) + "\n")
    return "".join(out)


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    out = sys.argv[1]
    os.makedirs(os.path.join(out, "conf"), exist_ok=True)
    write(os.path.join(out, "app.log"), app_log(Rng(101), 25000))
    write(os.path.join(out, "orders.csv"), orders(Rng(102), 15000))
    write(os.path.join(out, "app.ini"), ini(Rng(103), 150))
    write(os.path.join(out, "code.c"), code(Rng(104), 1200))
    write(os.path.join(out, "doc.md"), markdown(Rng(105), 1200))
    write(os.path.join(out, "counters.txt"), counters(Rng(106), 15000))
    write(os.path.join(out, "utf8.txt"), utf8(Rng(107), 6000))
    r = Rng(108)
    for i in range(40):
        write(os.path.join(out, "conf", "site%02d.conf" % i), ini(r, 1))


if __name__ == "__main__":
    main()
