#!/usr/bin/env python3
"""Deterministic inputs for the diff workload: versions of the same files, as diff meets them.

Usage: gen.py OUTDIR TEXT. TEXT is the shared text.txt (records-lines.json is read from the
same folder); its lines are the base of
  old.txt, new.txt   a document and its edited version (inserted, deleted, changed and moved
                     lines, scattered hunks of every size)
  ws.txt             new.txt with whitespace and case changes only (trailing blanks, tabs,
                     doubled spaces, blank lines, upper-cased lines)
  crlf.txt           old.txt with CRLF line ends
  big1.txt big2.txt  a large pair: a few thousand small edits
  bigws.txt          big2.txt with whitespace and case changes only
  shuf1.txt shuf2.txt  a pair with large blocks swapped and rewritten (hard for the heuristics)
  a/ b/              two versions of a source tree: C files with functions (changed bodies,
                     new and removed functions), text and config files, files only on one
                     side, a subdirectory only on one side, binary files, an empty file,
                     file name case differences, symbolic links
  hist/v0..v7.txt    a revision history: each version an edited copy of the one before
  records2.json      the shared records-lines.json with blocks reversed and lines edited
  exclude.txt        patterns for -X
A fixed-seed xorshift64*, not Python's `random`, so the bytes are the same everywhere.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


Rng = prng.XorShift64Star


SYL = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "zel", "bra", "qui", "th", "or", "an"]
TYPES = ["int", "long", "double", "char *", "size_t", "struct item *", "bool"]


def word(r):
    return "".join(r.pick(SYL) for _ in range(1 + r.below(3)))


def edit(r, lines, rate, pool):
    """Copies lines with scattered edits: about one edit every `rate` lines."""
    out = []
    i = 0
    while i < len(lines):
        if r.below(rate) == 0:
            k = r.below(6)
            n = 1 + r.below(4 if r.below(5) else 25)
            if k == 0:    # delete a run
                i += n
                continue
            if k == 1:    # insert a run
                out.extend(r.pick(pool) for _ in range(n))
            elif k == 2:  # change a run
                out.extend(r.pick(pool) for _ in range(n))
                i += n
                continue
            elif k == 3:  # change words in a line
                w = lines[i].split(" ")
                w[r.below(len(w))] = word(r)
                out.append(" ".join(w))
                i += 1
                continue
            elif k == 4:  # duplicate a line a bit further on
                out.append(lines[i])
            else:         # a blank line
                out.append("")
        out.append(lines[i])
        i += 1
    return out


def whitespace(r, lines):
    out = []
    for l in lines:
        k = r.below(12)
        if k == 0:
            l += " " * (1 + r.below(3))
        elif k == 1:
            l = l.replace(" ", "\t", 1 + r.below(3))
        elif k == 2:
            l = l.replace(" ", "  ", 1)
        elif k == 3:
            l = l.upper()
        elif k == 4:
            out.append("")
        elif k == 5:
            l = "   " + l
        out.append(l)
    return out


def shuffle_blocks(r, lines):
    blocks = [lines[i:i + 40 + r.below(200)] for i in range(0, len(lines), 240)]
    for i in range(len(blocks) - 1, 0, -1):
        j = r.below(i + 1)
        if r.below(3) == 0:
            blocks[i], blocks[j] = blocks[j], blocks[i]
    out = []
    for b in blocks:
        if r.below(4) == 0:
            b = [" ".join(reversed(l.split(" "))) for l in b]
        out.extend(b)
    return out


def c_file(r, nfunc, name):
    funcs = []
    for f in range(nfunc):
        fname = "%s_%s_%d" % (name, word(r), f)
        body = []
        for _ in range(3 + r.below(12)):
            k = r.below(5)
            if k == 0:
                body.append("\tif (%s > %d)\n\t\treturn %s;" % (r.pick("abn"), r.below(100),
                                                               r.pick("abn")))
            elif k == 1:
                body.append("\tfor (i = 0; i < n; i++)\n\t\t%s += %s[i];" % (r.pick("ab"),
                                                                        word(r)))
            elif k == 2:
                body.append("\t/* %s %s */" % (word(r), word(r)))
            else:
                body.append("\t%s = %s(%s, %d);" % (r.pick("abn"), word(r), r.pick("abn"),
                                                    r.below(1000)))
        funcs.append(["static %s" % r.pick(TYPES), "%s(int a, int b, int n)" % fname, "{",
                      "\tint i;"] + "\n".join(body).split("\n") + ["\treturn a;", "}", ""])
    return funcs


def c_change(r, funcs):
    out = []
    for f in funcs:
        k = r.below(10)
        if k == 0:
            continue
        if k == 1:
            out.append(f)
            out.append(["static int", "helper_%s(void)" % word(r), "{", "\treturn %d;" %
                        r.below(99), "}", ""])
            continue
        if k <= 3:
            f = list(f)
            j = 4 + r.below(max(1, len(f) - 7))
            f[j] = "\t%s = %s(%s);  /* changed */" % (r.pick("ab"), word(r), r.pick("ab"))
            if r.below(2):
                f.insert(j, "\tassert(n >= 0);")
        out.append(f)
    return out


def flat(funcs):
    return [l for f in funcs for l in f]


def write(path, lines, end="\n"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="") as f:
        f.write(end.join(lines) + end)


def main():
    out, text = sys.argv[1], sys.argv[2]
    with open(text) as f:
        base = f.read().split("\n")
    r = Rng(201)
    pool = base[45000:55000]
    old = base[:20000]
    new = edit(r, old, 40, pool)
    write(f"{out}/old.txt", old)
    write(f"{out}/new.txt", new)
    write(f"{out}/ws.txt", whitespace(r, new))
    write(f"{out}/crlf.txt", old, "\r\n")
    big = base
    write(f"{out}/big1.txt", big)
    big2 = edit(r, big, 20, pool)
    write(f"{out}/big2.txt", big2)
    write(f"{out}/bigws.txt", whitespace(r, big2))
    write(f"{out}/shuf1.txt", base[20000:40000])
    write(f"{out}/shuf2.txt", edit(r, shuffle_blocks(r, base[20000:40000]), 30, pool))

    # A revision history: each version edits the one before.
    v = base[:20000]
    for k in range(8):
        write(f"{out}/hist/v{k}.txt", v)
        v = edit(r, v, 60, pool)
    # Records, some reordered: long lines, long moves.
    with open(os.path.join(os.path.dirname(text), "records-lines.json")) as f:
        recs = f.read().split("\n")
    moved = []
    for i in range(0, len(recs), 500):
        blk = recs[i:i + 500]
        moved.extend(reversed(blk) if r.below(4) == 0 else blk)
    write(f"{out}/records2.json", edit(r, moved, 50, recs[:2000]))

    # Two source trees: main.c and util.c are always there and always changed.
    for name in ("main", "util"):
        funcs = c_file(r, 30, name)
        write(f"{out}/a/src/{name}.c", flat(funcs))
        write(f"{out}/b/src/{name}.c", flat(c_change(r, funcs)))
    for k in range(150):
        funcs = c_file(r, 4 + r.below(20), "m%d" % k)
        sub = r.pick(["src", "src", "src/core", "lib", "lib/util"])
        name = "%s/mod%03d.c" % (sub, k)
        kind = r.below(10)
        if kind != 9:
            write(f"{out}/a/{name}", flat(funcs))
        if kind != 8:
            write(f"{out}/b/{name}", flat(c_change(r, funcs) if kind < 5 else funcs))
    for k in range(30):
        doc = base[10000 + 300 * k:10000 + 300 * k + 50 + r.below(250)]
        write(f"{out}/a/doc/chapter%02d.txt" % k, doc)
        write(f"{out}/b/doc/chapter%02d.txt" % k, edit(r, doc, 15, pool) if k % 3 else doc)
    for k in range(10):
        conf = ["# config %d" % k] + ["%s = %d" % (word(r), r.below(1000)) for _ in range(30)]
        write(f"{out}/a/etc/app%d.conf" % k, conf)
        conf2 = [l if r.below(8) else l.replace(" = ", "=") for l in conf]
        write(f"{out}/b/etc/app%d.conf" % k, conf2 + (["extra = 1"] if k % 4 == 0 else []))
    write(f"{out}/b/newdir/README", ["only in b"] + base[100:140])
    write(f"{out}/b/newdir/deep/notes.txt", base[200:260])
    write(f"{out}/a/CHANGES", base[300:360])
    write(f"{out}/b/changes", base[300:362])
    for side, seed in (("a", 1), ("b", 2)):
        data = bytes((i * 7 + seed * (i // 500)) & 0xFF for i in range(20000))
        os.makedirs(f"{out}/{side}/bin", exist_ok=True)
        with open(f"{out}/{side}/bin/blob.dat", "wb") as f:
            f.write(data)
        with open(f"{out}/{side}/bin/same.dat", "wb") as f:
            f.write(bytes(range(256)) * 20)
        open(f"{out}/{side}/empty", "w").close()
        for o in ("mod01.o", "cache.tmp"):
            with open(f"{out}/{side}/src/{o}", "w") as f:
                f.write("%s %s\n" % (side, o))
        link = f"{out}/{side}/latest"
        if not os.path.lexists(link):
            os.symlink("doc/chapter0%d.txt" % seed, link)
    write(f"{out}/exclude.txt", ["*.o", "*.tmp", "bin"])


if __name__ == "__main__":
    main()
