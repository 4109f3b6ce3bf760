#!/usr/bin/env python3
"""Deterministic Markdown documents for the cmark workload.

usage: gen.py OUTDIR [SCALE]

Writes several kinds of documents, each exercising different parts of CommonMark:
  readme.md     project-README style: headings, badges, lists, fenced code, tables as text
  spec.md       syntax edge cases: every block kind, emphasis and link corner cases,
                entities, escapes, HTML blocks of all seven kinds, reference definitions
  prose.md      long essays with quotes, dashes and ellipses (for --smart, --width)
  changelog.md  deeply nested lists and many reference-style links
  messy.md      CRLF and CR line ends, tabs, NUL bytes, invalid UTF-8, long lines
  stress.md     deep nesting, long delimiter and bracket runs, unmatched backticks
Same bytes on every machine: our own xorshift generator, not Python's `random`.
"""
import os
import sys


class XorShift:
    """xorshift64 (13, 7, 17) with a multiplicative output step."""

    MASK = (1 << 64) - 1

    def __init__(self, seed):
        self.x = (seed * 0x9E3779B97F4A7C15) & self.MASK or 1

    def u64(self):
        x = self.x
        x ^= (x << 13) & self.MASK
        x ^= x >> 7
        x ^= (x << 17) & self.MASK
        self.x = x
        return (x * 0xD1B54A32D192ED03) & self.MASK

    def int(self, n):
        return (self.u64() >> 11) % n

    def chance(self, p):
        return (self.u64() >> 11) < p * (1 << 53)

    def choice(self, seq):
        return seq[self.int(len(seq))]


ONSETS = ["b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v",
          "w", "z", "br", "cr", "dr", "fl", "gr", "pl", "pr", "sh", "st", "th", "tr", ""]
NUCLEI = ["a", "e", "i", "o", "u", "ai", "ea", "ou", "ee", "oo", "y"]
CODAS = ["", "", "", "n", "r", "s", "t", "l", "m", "nd", "st", "ck", "ng", "x"]
UNICODE_WORDS = ["café", "naïve", "Straße", "STRASSE", "Ärger", "ärger", "Ωmega", "σοφία",
                 "Москва", "東京", "日本語", "😀", "über", "façade", "İstanbul", "ǅemal"]
LANGS = ["c", "python", "js", "rust", "sh", "json", "yaml", "", "", "text", "diff", "html",
         "c++ {.numberLines startFrom=10}", "go title=\"main.go\""]


class Gen:
    def __init__(self, seed):
        self.r = XorShift(seed)
        self.words = sorted({self.word() for _ in range(1500)})
        self.labels = []  # reference labels defined (and usable) in the current document

    def word(self):
        r = self.r
        return "".join(r.choice(ONSETS) + r.choice(NUCLEI) + r.choice(CODAS)
                       for _ in range(1 + r.int(3)))

    def w(self):
        # Zipf-ish: low indexes much more often
        n = len(self.words)
        i = int(n * (self.r.int(1000) / 1000.0) ** 3)
        return self.words[min(i, n - 1)]

    def words_(self, k):
        return " ".join(self.w() for _ in range(k))

    def url(self):
        r = self.r
        host = r.choice(["example.com", "docs.example.org", "localhost:8080", "xn--caf-dma.fr",
                         "192.168.0.1"])
        path = "/".join(self.w() for _ in range(r.int(4)))
        u = r.choice(["https://", "http://", "ftp://", ""]) + host + "/" + path
        if r.chance(0.3):
            u += "?q=" + self.w() + "&lang=en&x=" + str(r.int(100))
        if r.chance(0.2):
            u += "#" + self.w()
        if r.chance(0.1):
            u = r.choice(["javascript:alert(1)", "vbscript:msgbox", "data:image/png;base64,AAAA",
                          "data:text/html,<b>x</b>", "file:///etc/passwd", "mailto:a@b.c"])
        if r.chance(0.1):
            u += r.choice(["(paren)", "%20space", "\u00e9t\u00e9", "a\\)b", "&amp;"])
        return u

    def title(self):
        r = self.r
        t = self.words_(1 + r.int(4))
        return r.choice([' "%s"' % t, " '%s'" % t, " (%s)" % t, "", "", ' "with \\"quote\\""'])

    # ------------------------------------------------------------------ inlines
    def atom(self, depth):
        r = self.r
        k = r.int(60)
        if k < 30 or depth > 2:
            return self.w()
        if k < 33:
            return "*" + self.span(depth + 1) + "*"
        if k < 35:
            return "_" + self.span(depth + 1) + "_"
        if k < 37:
            return "**" + self.span(depth + 1) + "**"
        if k < 38:
            return "__" + self.span(depth + 1) + "__"
        if k < 39:
            return "***" + self.span(depth + 1) + "***"
        if k < 41:
            code = self.words_(1 + r.int(3))
            if r.chance(0.3):
                return "`` " + code + " `x` ``"
            return "`" + code + r.choice(["", " <tag> & stuff", " *not emph*"]) + "`"
        if k < 44:
            return "[" + self.span(depth + 1) + "](" + self.url() + self.title() + ")"
        if k < 46 and self.labels:
            lab = r.choice(self.labels)
            form = r.int(3)
            if form == 0:
                return "[" + self.span(depth + 1) + "][" + self.casevary(lab) + "]"
            if form == 1:
                return "[" + self.casevary(lab) + "][]"
            return "[" + self.casevary(lab) + "]"
        if k < 47:
            return "![" + self.span(depth + 1) + "](" + self.url() + self.title() + ")"
        if k < 48:
            return "<" + r.choice(["https://", "http://", "irc://", "made-up+scheme:"]) + \
                self.w() + ".org/" + self.w() + ">"
        if k < 49:
            return "<" + self.w() + "." + self.w() + "@" + self.w() + ".com>"
        if k < 50:
            if r.chance(0.4):  # the other kinds of inline raw HTML
                return r.choice(["<!-- %s -->", "<!-- a -- b -->", "<!---->", "<?php %s ?>",
                                 "<![CDATA[ %s & < ]]>", "<!ELEMENT %s>", "<!doctype %s>",
                                 "</%s >", "<%s/>", "<!-- unclosed %s"]).replace("%s", self.w())
            tag = r.choice(["span", "em", "kbd", "abbr", "a", "img", "sup", "x-custom"])
            attrs = r.choice(["", ' class="c"', " title='t' data-x=1", " disabled",
                              ' href="/x?a=1&b=2"'])
            if tag == "img":
                return "<img src=\"" + self.w() + ".png\"" + attrs + " />"
            return "<" + tag + attrs + ">" + self.w() + "</" + tag + ">"
        if k < 52:
            return r.choice(["&amp;", "&copy;", "&#169;", "&#xA9;", "&nbsp;", "&bogus;", "&ngE;",
                             "&#0;", "&#x110000;", "&#1234567;", "&Auml;&ouml;", "&amp", "& raw",
                             "&CounterClockwiseContourIntegral;", "&DoubleLongLeftRightArrow;"])
        if k < 54:
            return "\\" + r.choice(list("*_[]`#\\!<>()+-.{}|~\"'&")) + self.w()
        if k < 55:
            return r.choice(UNICODE_WORDS)
        if k < 56:
            return r.choice(["snake_case_word", "2 * 3 * 4", "a*b*c", "* loose star", "_ under",
                             "foo**bar**baz", "**unclosed", "__init__", "x_y_z_", "*)*",
                             "[unclosed", "]stray", "![]()", "[]()", "[a](<b c>)", "[a](b \"c\" d)",
                             "`unclosed"])
        if k < 58:
            return r.choice(['"quoted words"', "'single'", "it's", "rock 'n' roll", "1980's",
                             "wait...", "pages 10--20", "yes---no", '"nested \'inner\' quote"'])
        return self.w() + r.choice([",", ";", ":", "!", "?", "."])

    def span(self, depth=0):
        n = 1 + self.r.int(4 if depth else 10)
        return " ".join(self.atom(depth) for _ in range(n))

    def casevary(self, lab):
        r = self.r.int(4)
        if r == 0:
            return lab.upper()
        if r == 1:
            return lab.lower()
        if r == 2:
            return "  " + lab.replace(" ", "\n", 1) + " "
        return lab

    def para(self, lines=None):
        r = self.r
        lines = lines or 1 + r.int(5)
        out = []
        for i in range(lines):
            s = self.span()
            if i < lines - 1 and r.chance(0.15):
                s += r.choice(["  ", "\\", "   "])
            out.append(s)
        text = "\n".join(out)
        return text[0].upper() + text[1:] if text[0].islower() else text

    # ------------------------------------------------------------------ blocks
    def heading(self):
        r = self.r
        if r.chance(0.25):
            text = self.span(1)
            if r.chance(0.3):
                text += "\n" + self.span(1)
            return text + "\n" + r.choice(["=", "-"]) * (1 + r.int(12)) + "\n"
        level = 1 + r.int(6)
        close = r.choice(["", "", " " + "#" * r.int(8), " #"])
        return " " * r.int(4) + "#" * level + " " + self.span(1) + close + "\n"

    def code_fence(self, indent=""):
        r = self.r
        ch = r.choice(["`", "`", "~"])
        n = 3 + r.int(3)
        lang = r.choice(LANGS)
        body = []
        for _ in range(1 + r.int(12)):
            body.append(" " * (4 * r.int(3)) + r.choice([
                "int %s = %d;" % (self.w(), r.int(1000)),
                "if (%s < %s) { return *%s; }" % (self.w(), self.w(), self.w()),
                "print(\"%s & %s <ok>\")" % (self.w(), self.w()),
                "```not a fence end```" if ch == "~" else "~~~ also not",
                "# not a heading", "- not a list", "",
                "\t" + self.words_(3)]))
        fence = ch * n
        close = fence + (ch if r.chance(0.2) else "")
        lines = [fence + lang] + body + ([close] if r.chance(0.97) else [])
        return "\n".join(indent + l if l else l for l in lines) + "\n"

    def indented_code(self):
        return "\n".join(("    " if self.r.chance(0.9) else "\t") + self.words_(1 + self.r.int(6))
                         for _ in range(1 + self.r.int(6))) + "\n"

    def html_block(self):
        r = self.r
        k = r.int(9)
        if k == 0:
            return ("<script type=\"text/javascript\">\nvar x = 1 < 2 && %s;\n\n</script>\n"
                    % self.w())
        if k == 1:
            return "<pre class=\"x\">\n**not** *parsed*\n\n  %s\n</pre>\n" % self.words_(4)
        if k == 2:
            return "<!-- %s\n\n %s -->\n" % (self.words_(3), self.words_(3))
        if k == 3:
            return "<?php echo '%s'; ?>\n" % self.w()
        if k == 4:
            return "<!DOCTYPE html>\n"
        if k == 5:
            return "<![CDATA[\n%s & < > \n]]>\n" % self.words_(5)
        if k == 6:
            tag = r.choice(["div", "table", "details", "section", "ul", "p", "blockquote", "h2"])
            inner = "\n" + self.para(2) + "\n\n" if r.chance(0.5) else self.words_(3)
            return "<%s class=\"%s\">\n%s\n</%s>\n" % (tag, self.w(), inner, tag)
        if k == 7:
            return "<%s-widget data-id=\"%d\">\n*md inside* %s\n" % (self.w(), r.int(99), self.w())
        return "<style>\np { color: red; }\n</style>\n"

    def refdefs(self, n):
        out = []
        for _ in range(n):
            lab = self.words_(1 + self.r.int(2))
            if self.r.chance(0.1):
                lab = self.r.choice(UNICODE_WORDS) + " " + lab
            self.labels.append(lab)
            dest = self.url()
            if self.r.chance(0.2):
                dest = "<" + dest + " x>"
            sep = self.r.choice([" ", "\n   ", "  "])
            out.append("[%s]: %s%s%s" % (lab, dest, sep if self.r.chance(0.5) else "",
                                         self.title()))
        return "\n".join(out) + "\n"

    def table_text(self):
        cols = 2 + self.r.int(4)
        rows = ["| " + " | ".join(self.w() for _ in range(cols)) + " |",
                "|" + "|".join(self.r.choice([":---", "---:", ":-:", "---"])
                               for _ in range(cols)) + "|"]
        for _ in range(1 + self.r.int(6)):
            rows.append("| " + " | ".join(self.atom(1) for _ in range(cols)) + " |")
        return "\n".join(rows) + "\n"

    def list_block(self, depth=0, indent=""):
        r = self.r
        ordered = r.chance(0.4)
        marker = r.choice(["-", "*", "+"])
        delim = r.choice([".", ")"])
        start = r.choice([1, 1, 0, 3, 10, 99, 123456789])
        loose = r.chance(0.3)
        out = []
        for i in range(1 + r.int(6)):
            m = ("%d%s" % (start + i, delim)) if ordered else marker
            pad = " " * (1 + (r.int(3) if r.chance(0.2) else 0))
            inner = indent + " " * (len(m) + len(pad))
            first = r.choice([self.span(), self.span(), "[ ] " + self.span(1),
                              "[x] " + self.span(1), ""])
            item = [indent + m + pad + first if first else indent + m]
            k = r.int(10)
            if k == 0 and depth < 3:
                item.append(self.list_block(depth + 1, inner).rstrip("\n"))
            elif k == 1:
                item.append("")
                item.append(self.code_fence(inner).rstrip("\n"))
            elif k == 2:
                item.append("")
                item.append("\n".join(inner + l for l in self.para(2).split("\n")))
            elif k == 3:
                item.append(self.span(1))  # lazy continuation
            elif k == 4 and depth < 2:
                item.append(inner + "> " + self.span(1))
            out.append("\n".join(item))
        return ("\n\n" if loose else "\n").join(out) + "\n"

    def blockquote(self, depth=0):
        r = self.r
        parts = []
        for _ in range(1 + r.int(3)):
            k = r.int(6)
            if k == 0 and depth < 4:
                parts.append(self.blockquote(depth + 1))
            elif k == 1:
                parts.append(self.list_block(2))
            elif k == 2:
                parts.append(self.code_fence())
            elif k == 3:
                parts.append(self.heading())
            else:
                parts.append(self.para() + "\n")
        body = "\n".join(parts)
        lines = []
        for l in body.rstrip("\n").split("\n"):
            if not r.chance(0.95) and l:
                lines.append(l)  # a lazy continuation line
            elif not l or r.chance(0.5):
                lines.append(">" + l)
            else:
                lines.append("> " + l)
        return "\n".join(lines) + "\n"

    def thematic(self):
        return self.r.choice(["***", "---", "___", " - - -", "_____________", "*  *  *",
                              "---  "]) + "\n"

    def block(self, weights):
        kinds = [k for k, n in weights for _ in range(n)]
        k = self.r.choice(kinds)
        return getattr(self, k)() if k != "para" else self.para() + "\n"

    def document(self, size, weights, refs=40):
        self.labels = []
        defs = self.refdefs(refs)
        out, n = [], 0
        while n < size:
            b = self.block(weights)
            out.append(b)
            n += len(b) + 1
            if self.r.chance(0.01):
                out.append(self.refdefs(3))
        # definitions may come after their uses
        return "\n".join(out) + "\n" + defs


SPEC = [("para", 8), ("heading", 3), ("list_block", 4), ("blockquote", 2), ("code_fence", 2),
        ("indented_code", 1), ("html_block", 2), ("thematic", 1), ("table_text", 1)]
README = [("para", 6), ("heading", 3), ("list_block", 4), ("code_fence", 3), ("table_text", 1),
          ("thematic", 1), ("html_block", 1)]
CHANGELOG = [("heading", 2), ("list_block", 8), ("para", 1)]


def prose(g, size):
    """Essay paragraphs: smart punctuation, long lines that renderers must wrap."""
    r, out, n = g.r, [], 0
    quotes = ['"%s"', "'%s'", "\u201c%s\u201d", '"%s," he said', "'%s,' she wrote"]
    while n < size:
        sents = []
        for _ in range(3 + r.int(8)):
            s = g.words_(4 + r.int(14)).capitalize()
            k = r.int(10)
            if k == 0:
                s = r.choice(quotes) % s
            elif k == 1:
                s += " -- " + g.words_(3)
            elif k == 2:
                s += " --- " + g.words_(2)
            elif k == 3:
                s += "..."
            elif k == 4:
                s = s.replace(" ", " '" + g.w() + "' ", 1)
            elif k == 5:
                s += " (" + g.w() + "'s " + g.w() + ")"
            elif k == 6:
                s += " *" + g.words_(2) + "*"
            sents.append(s + r.choice([".", ".", "?", "!", ""]))
        p = " ".join(sents)
        if r.chance(0.5):  # wrap the source at ~70 columns, as editors do
            words, lines, cur = p.split(" "), [], ""
            for w in words:
                if len(cur) + len(w) > 70 and cur:
                    lines.append(cur)
                    cur = w
                else:
                    cur = (cur + " " + w) if cur else w
            lines.append(cur)
            p = "\n".join(lines)
        if r.chance(0.08):
            p = "## " + g.words_(3).title() + "\n\n" + p
        if r.chance(0.05):
            p = "> " + p.replace("\n", "\n> ")
        out.append(p + "\n")
        n += len(p) + 2
    return "\n".join(out)


def messy(g, size):
    """Real-world dirt: mixed line ends, tabs, NULs, invalid UTF-8, very long lines."""
    r = g.r
    text = g.document(size, SPEC, refs=10).encode("utf-8")
    out = bytearray()
    for line in text.split(b"\n"):
        k = r.int(40)
        if k == 0:
            line += b"\x00" + g.w().encode()
        elif k == 1:
            line += r.choice([b"\xff\xfe", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80",
                              b"\xf4\x90\x80\x80", b"\xc0\xaf", b"\x80\x80", b"\xf0\x9f\x98"])
        elif k == 2:
            line = line.replace(b" ", b"\t", 2)
        elif k == 3:
            line += b" " + b" ".join(g.w().encode() for _ in range(400))
        elif k == 4:
            line = b"\t" + line
        out += line + r.choice([b"\n", b"\n", b"\n", b"\r\n", b"\r"])
    return bytes(out)


def stress(g, reps):
    """Inputs that stress the parser's bookkeeping (delimiter stack, bracket stack, nesting,
    backtick runs), at sizes a user might meet, not the quadratic-blowup sizes."""
    r, out = g.r, []
    for i in range(reps):
        n = 20 + r.int(200)
        k = i % 12
        if k == 0:
            out.append("> " * n + g.w())
        elif k == 1:
            out.append("\n".join("  " * d + "- " + g.w() for d in range(min(n, 60))))
        elif k == 2:
            out.append("*a **b " * n + g.w())
        elif k == 3:
            out.append("[" * n + g.w() + "]" * (n // 2) + "(" + g.url() + ")")
        elif k == 4:
            out.append(("`" * (1 + r.int(6)) + g.w() + " ") * n)
        elif k == 5:
            out.append("<" * n + g.w() + ">" * (n // 3) + " a <b c='" + g.w())
        elif k == 6:
            out.append("_" * n + g.w() + "*" * n)
        elif k == 7:
            out.append("![" * (n // 4) + g.w() + "](x)" * (n // 5))
        elif k == 8:
            out.append("1. " * (n // 4) + g.w())
        elif k == 9:
            out.append("&" + "a" * n + "; &#" + "9" * (n // 10) + "; \\" * n)
        elif k == 10:
            out.append("[%s]: /u\n" % ("x" * (900 + r.int(200))) + "[%s]" % ("x" * 999))
        else:
            row = "| " + g.atom(0) + " | **x* |"
            out.append("\n".join(["| a | b |", "|---|---|"] + [row] * (n // 10)))
    return "\n\n".join(out) + "\n"


def main():
    out = sys.argv[1]
    scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    os.makedirs(out, exist_ok=True)
    docs = {
        "readme.md": lambda: Gen(1).document(int(250_000 * scale), README),
        "spec.md": lambda: Gen(2).document(int(900_000 * scale), SPEC, refs=120),
        "prose.md": lambda: prose(Gen(3), int(500_000 * scale)),
        "changelog.md": lambda: Gen(4).document(int(300_000 * scale), CHANGELOG, refs=200),
        "messy.md": lambda: messy(Gen(5), int(300_000 * scale)),
        "stress.md": lambda: stress(Gen(6), int(600 * scale)),
    }
    for name, make in docs.items():
        data = make()
        if isinstance(data, str):
            data = data.encode("utf-8")
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
