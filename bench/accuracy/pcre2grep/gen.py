#!/usr/bin/env python3
"""Inputs for the pcre2grep workload (bench/accuracy/pcre2grep/program.py).

Usage: gen.py OUTDIR DATADIR. Writes into OUTDIR:
  access.log     web server access log (combined format), the classic grep target
  app.log        application log: levels, key=value pairs, multi-line stack traces
  proj/          a small source tree (C, headers, Python, Markdown, CSV, object files,
                 .git/ and build/ folders) for -r with --include/--exclude
  filelist.txt   some of proj's files, for --file-list
  excl.txt       exclusion patterns, for --exclude-from
  words.txt      words of DATADIR/text.txt, for -F -f
  crlf.txt       part of DATADIR/text.txt with CRLF line ends
  records.nul    DATADIR/records-lines.json with NUL instead of newline
  intl.txt       multilingual UTF-8 lines (scripts, accents, emoji, combining marks)
  intl-bad.txt   the same with invalid UTF-8 sprinkled in (for -U)
  long.txt       a few very long lines (buffer growth)
  aaa.txt        lines that make nested quantifiers backtrack (resource limits)
Deterministic: an xorshift generator of our own, never `random`.
"""
import os
import sys


class Gen:
    """xorshift64 (13, 7, 17) with a fixed seed."""

    def __init__(self, seed):
        self.s = (seed * 0x9E3779B97F4A7C15 + 12345) & 0xFFFFFFFFFFFFFFFF or 1

    def next(self):
        s = self.s
        s ^= (s << 13) & 0xFFFFFFFFFFFFFFFF
        s ^= s >> 7
        s ^= (s << 17) & 0xFFFFFFFFFFFFFFFF
        self.s = s
        return s >> 11

    def n(self, k):
        return self.next() % k

    def pick(self, seq):
        return seq[self.n(len(seq))]

    def one_in(self, k):
        return self.n(k) == 0


def put(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
AGENTS = ["Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
          "Chrome/120.0 Safari/537.36",
          "curl/7.88.1", "Wget/1.21.3", "python-requests/2.31.0",
          "Googlebot/2.1 (+http://www.google.com/bot.html)", "-"]


def access_log(g, words, lines):
    ips = ["%d.%d.%d.%d" % (10 + g.n(200), g.n(256), g.n(256), 1 + g.n(254)) for _ in range(400)]
    users = ["-"] * 6 + words[:20]
    out = []
    t = 0
    for _ in range(lines):
        t += g.n(20)
        day, rest = divmod(t // 60, 1440)
        method = g.pick(["GET"] * 8 + ["POST"] * 2 + ["PUT", "DELETE", "HEAD"])
        depth = 1 + g.n(4)
        path = "/" + "/".join(g.pick(words) for _ in range(depth))
        if g.one_in(3):
            path += g.pick([".html", ".css", ".js", ".png", "/"])
        if g.one_in(4):
            path += "?q=%s&page=%d" % (g.pick(words), g.n(50))
        status = g.pick([200] * 20 + [201, 204, 301, 302, 304, 304, 400, 401, 403, 404, 404,
                                      500, 502, 503])
        size = "-" if status in (204, 304) else str(g.n(90000))
        ref = "-" if g.one_in(2) else "https://example.com/%s" % g.pick(words)
        out.append('%s - %s [%02d/%s/2024:%02d:%02d:%02d +0000] "%s %s HTTP/1.1" %d %s "%s" "%s"'
                   " rt=%d.%03d\n" % (g.pick(ips), g.pick(users), 1 + day % 28,
                                      MONTHS[(day // 28) % 12], rest // 60, rest % 60, g.n(60),
                                      method, path, status, size, ref, g.pick(AGENTS), g.n(3),
                                      g.n(1000)))
    return "".join(out)


def app_log(g, words, lines):
    comps = ["http", "db.pool", "cache", "auth", "scheduler", "mailer", "storage.s3"]
    out = []
    ms = 0
    n = 0
    while n < lines:
        ms += g.n(5000)
        sec = ms // 1000
        stamp = "2024-03-%02dT%02d:%02d:%02d.%03dZ" % (1 + sec // 86400 % 28, sec // 3600 % 24,
                                                       sec // 60 % 60, sec % 60, ms % 1000)
        level = g.pick(["INFO"] * 12 + ["DEBUG"] * 6 + ["WARN"] * 3 + ["ERROR"] * 2 + ["TRACE"])
        comp = g.pick(comps)
        kv = " ".join("%s=%s" % (g.pick(["user", "id", "took", "rows", "key", "host", "retry"]),
                                 g.pick([g.pick(words), str(g.n(10000)), "%d.%dms" % (g.n(900), g.n(10))]))
                      for _ in range(g.n(5)))
        msg = g.pick(["request finished", "cache miss for %s" % g.pick(words),
                      "connection refused by upstream", "query took too long",
                      "user %s logged in" % g.pick(words), "retrying after timeout",
                      "scheduled job %s started" % g.pick(words), "payload: {\"k\": %d}" % g.n(99)])
        out.append("%s %-5s [%s] %s %s\n" % (stamp, level, comp, msg, kv))
        n += 1
        if level == "ERROR" and g.one_in(2):
            exc = g.pick(["java.lang.IllegalStateException", "java.io.IOException",
                          "app.errors.TimeoutException", "NullPointerException"])
            out.append("%s: %s %s\n" % (exc, g.pick(words), g.pick(words)))
            for k in range(2 + g.n(8)):
                out.append("\tat com.example.%s.%s(%s.java:%d)\n"
                           % (g.pick(words), g.pick(words), g.pick(words).capitalize(), g.n(900)))
            if g.one_in(3):
                out.append("Caused by: java.net.SocketTimeoutException: Read timed out\n"
                           "\t... %d more\n" % g.n(40))
            n += 10
    return "".join(out)


def c_file(g, words, name):
    out = ["/* %s.c - %s %s\n * Copyright (C) 20%02d %s\n */\n" % (name, g.pick(words),
                                                                    g.pick(words), g.n(25),
                                                                    g.pick(words).capitalize())]
    for h in sorted({g.pick(["stdio", "stdlib", "string", "errno", "stdint", "assert"])
                     for _ in range(3)}):
        out.append("#include <%s.h>\n" % h)
    out.append('#include "%s.h"\n\n#define %s_MAX %d\n\n' % (name, name.upper(), g.n(4096)))
    for f in range(3 + g.n(10)):
        fn = "%s_%s" % (g.pick(words), g.pick(words))
        static = "static " if g.one_in(2) else ""
        out.append("%sint %s(const char *s, size_t n)\n{\n" % (static, fn))
        for st in range(2 + g.n(8)):
            k = g.n(8)
            if k == 0:
                out.append("  char *buf = malloc(n + %d);\n  if (buf == NULL) return -ENOMEM;\n"
                           % g.n(64))
            elif k == 1:
                out.append("  /* TODO: %s %s */\n" % (g.pick(words), g.pick(words)))
            elif k == 2:
                out.append("  for (size_t i = 0; i < n; i++) { if (s[i] == '%s') break; }\n"
                           % g.pick("abcxyz"))
            elif k == 3:
                out.append('  fprintf(stderr, "%s: %%s\\n", strerror(errno));\n' % fn)
            elif k == 4:
                out.append("  // FIXME(%s): 0x%04X\n" % (g.pick(words), g.n(65536)))
            else:
                out.append("  int %s = %d * (int)n;\n" % (g.pick(words), g.n(100)))
        out.append("  return %d;\n}\n\n" % g.n(3))
    return "".join(out)


def project(g, words, d):
    files = []
    for i in range(60):
        sub = g.pick(["src", "src/core", "src/net", "lib", "tools"])
        name = "%s_%d" % (g.pick(words), i)
        p = "%s/%s/%s.c" % (d, sub, name)
        put(p, c_file(g, words, name))
        put("%s/include/%s.h" % (d, name),
            "#ifndef %s_H\n#define %s_H\nint %s_init(void);\nextern int %s_count;\n#endif\n"
            % (name.upper(), name.upper(), name, name))
        files.append(p)
    for i in range(20):
        body = "".join("def %s_%d(x):\n    # TODO %s\n    return x * %d  # %s\n\n"
                       % (g.pick(words), j, g.pick(words), g.n(9), g.pick(words))
                       for j in range(5 + g.n(10)))
        put("%s/scripts/tool%d.py" % (d, i), "#!/usr/bin/env python3\nimport os, sys\n\n" + body)
    for i in range(15):
        lines = ["# %s %s\n\n" % (g.pick(words).capitalize(), g.pick(words))]
        for j in range(20 + g.n(40)):
            k = g.n(6)
            if k == 0:
                lines.append("See <https://docs.example.org/%s/%d> or mail %s@example.org.\n"
                             % (g.pick(words), g.n(99), g.pick(words)))
            elif k == 1:
                lines.append("- [ ] %s on %04d-%02d-%02d\n" % (g.pick(words), 2020 + g.n(5),
                                                            1 + g.n(12), 1 + g.n(28)))
            elif k == 2:
                lines.append("Stra\u00dfe, \u00fcber, na\u00efve \u2014 %s\n" % g.pick(words))
            else:
                lines.append(" ".join(g.pick(words) for _ in range(6 + g.n(10))) + "\n")
        put("%s/docs/%s.md" % (d, g.pick(words) + str(i)), "".join(lines))
    put(f"{d}/data/table.csv", "id,name,score\n" + "".join(
        "%d,%s,%d.%d\n" % (i, g.pick(words), g.n(100), g.n(10)) for i in range(3000)))
    put(f"{d}/data/dos.txt", "".join("%s %d\r\n" % (g.pick(words), i) for i in range(500)))
    for i in range(8):
        blob = bytes(g.n(256) if g.one_in(3) else 0 for _ in range(4000)) + b"static int main"
        put("%s/build/obj%d.o" % (d, i), blob)
    for i in range(5):
        put("%s/.git/objects/%02x/%038x" % (d, g.n(256), g.next()),
            bytes(g.n(256) for _ in range(500)))
    put(f"{d}/.git/HEAD", "ref: refs/heads/main\n")
    put(f"{d}/README", "Copyright (C) 2024 Example\nTODO: write a README\n")
    return files


INTL = ["Gr\u00fc\u00dfe aus der Stra\u00dfe, sagte der B\u00e4cker.",
        "\u039a\u03b1\u03bb\u03b7\u03bc\u03ad\u03c1\u03b1 \u03ba\u03cc\u03c3\u03bc\u03b5, "
        "\u03c3\u03bf\u03c6\u03af\u03b1 \u03ba\u03b1\u03b9 \u03bb\u03cc\u03b3\u03bf\u03c2.",
        "\u041f\u0440\u0438\u0432\u0435\u0442, \u043c\u0438\u0440! "
        "\u0421\u0442\u0440\u0430\u043d\u0430 \u0438 \u0433\u043e\u0440\u043e\u0434.",
        "\u6771\u4eac\u3068\u5927\u962a\u306f\u65e5\u672c\u306e\u90fd\u5e02\u3067\u3059\u3002",
        "\u5317\u4eac\u6b22\u8fce\u4f60",
        "\u0645\u0631\u062d\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645",
        "\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd",
        "Caf\u00e9 cr\u00e8me, na\u00efve fa\u00e7ade, r\u00e9sum\u00e9 \u00e0 la carte.",
        "Emoji: \U0001F600 \U0001F44D\U0001F3FD \U0001F1E9\U0001F1EA \u2764\ufe0f done",
        "Combining: e\u0301 a\u0300 o\u0308 n\u0303 (decomposed)",
        "\u0939\u093f\u0928\u094d\u0926\u0940 \u092d\u093e\u0937\u093e",
        "\uc548\ub155\ud558\uc138\uc694 \uc138\uacc4",
        "\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35\u0e04\u0e23\u0e31\u0e1a",
        "STRASSE strasse Stra\u00dfe \u1e9e \u03a3\u039f\u03a6\u0399\u0391 \u03c3\u03bf\u03c6\u03af\u03b1",
        "Numbers: \u0661\u0662\u0663 \u0967\u0968\u0969 \uff11\uff12\uff13 \u2160\u2161\u2162"]


def intl(g, words, n):
    out = []
    for i in range(n):
        parts = [g.pick(INTL)]
        for _ in range(g.n(3)):
            parts.append(g.pick(words) if g.one_in(2) else g.pick(INTL))
        out.append("%d\t%s\n" % (i, " ".join(parts)))
    return "".join(out)


def main():
    out, data = sys.argv[1], sys.argv[2]
    with open(f"{data}/text.txt", encoding="utf-8") as f:
        text = f.read()
    words = sorted(set(w.strip(".,;!?").lower() for w in text[:200000].split()
                       if w.isascii() and w.strip(".,;!?").isalpha() and len(w) > 2))
    g = Gen(42)
    put(f"{out}/access.log", access_log(g, words, 40000))
    put(f"{out}/app.log", app_log(g, words, 30000))
    files = project(g, words, f"{out}/proj")
    put(f"{out}/filelist.txt", "".join(p + "\n" for p in files[::2]) + "\n  \n")
    put(f"{out}/excl.txt", "\\.o$\n\\.py$\n^README$\n")
    put(f"{out}/words.txt", "".join(g.pick(words) + "\n" for _ in range(80)))
    put(f"{out}/crlf.txt", text[:800000].replace("\n", "\r\n"))
    with open(f"{data}/records-lines.json", "rb") as f:
        put(f"{out}/records.nul", f.read()[:1500000].replace(b"\n", b"\0"))
    it = intl(g, words, 20000)
    put(f"{out}/intl.txt", it)
    bad = bytearray(it.encode("utf-8"))
    for _ in range(300):
        bad[g.n(len(bad))] = g.pick([0xFF, 0xC0, 0x80, 0xED, 0xF5])
    put(f"{out}/intl-bad.txt", bytes(bad))
    put(f"{out}/long.txt", "".join(" ".join(g.pick(words) for _ in range(4000 * (1 + k)))
                                   + " needle%d\n" % k for k in range(6)))
    put(f"{out}/aaa.txt", "".join("a" * (10 + k) + ("b" if k % 2 else "") + "\n"
                                  for k in range(30)))


if __name__ == "__main__":
    main()
