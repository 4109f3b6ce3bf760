#!/usr/bin/env python3
"""Deterministic inputs for the mawk workload: what awk usually chews on.

Usage: gen.py OUTDIR. Writes
  sales.csv    comma-separated orders with a header (dates, regions, products, money)
  access.log   web server log lines in the common "combined" format
  stock.tsv    a tab-separated product table (for joins with sales.csv)
  ps.txt       a `ps aux`-like table with ragged whitespace
  app.ini      an INI-style configuration file with sections and comments
A fixed-seed xorshift64*, not Python's `random`, so the bytes are the same everywhere.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def skewed(self, seq):
        """Earlier items more often (the smaller of two uniform picks)."""
        return seq[min(self.below(len(seq)), self.below(len(seq)))]


REGIONS = ["north", "south", "east", "west", "central", "overseas"]
PRODUCTS = ["widget", "gadget", "sprocket", "flange", "gizmo", "doohickey", "bracket", "valve",
            "gear", "spring", "bolt", "nut", "washer", "hinge", "lever", "pulley"]
COLOURS = ["red", "green", "blue", "black", "white", "steel", "brass"]
NAMES = ["Acme Corp", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay Industries",
         "Stark Ltd", "Wayne Enterprises", "Tyrell", "Soylent", "Cyberdyne", "Wonka"]
PATHS = ["/", "/index.html", "/about", "/contact", "/products", "/products/%d", "/cart",
         "/checkout", "/api/v1/items/%d", "/api/v1/users/%d/orders", "/static/css/site.css",
         "/static/js/app.js", "/images/logo.png", "/images/p/%d.jpg", "/search?q=%s",
         "/blog/%d/%s", "/login", "/logout", "/feed.xml", "/robots.txt", "/favicon.ico"]
WORDS = ["alpha", "beta", "gamma", "delta", "omega", "spring", "summer", "sale", "new", "red",
         "blue", "cheap", "best", "howto", "review"]
AGENTS = ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0",
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0",
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15",
          "curl/7.88.1", "Wget/1.21.3", "Googlebot/2.1 (+http://www.google.com/bot.html)",
          "python-requests/2.31.0", "-"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def sales(r, n):
    out = ["order_id,date,region,customer,product,colour,qty,unit_price,discount,status\n"]
    for i in range(n):
        y = 2021 + r.below(3)
        m = 1 + r.below(12)
        d = 1 + r.below(28)
        qty = 1 + r.skewed(list(range(1, 60)))
        price = "%d.%02d" % (1 + r.below(400), r.below(100))
        disc = r.pick(["0", "0", "0", "5", "10", "12.5", "", "0"])
        status = r.pick(["shipped", "shipped", "shipped", "pending", "returned", "cancelled"])
        cust = r.skewed(NAMES)
        if r.below(15) == 0:
            cust = cust.upper()
        out.append("%d,%04d-%02d-%02d,%s,%s,%s,%s,%d,%s,%s,%s\n" % (
            100000 + i, y, m, d, r.skewed(REGIONS), cust, r.skewed(PRODUCTS),
            r.pick(COLOURS), qty, price, disc, status))
        if r.below(400) == 0:
            out.append("\n")  # a stray blank line
        if r.below(700) == 0:
            out.append("# exported by the nightly job\n")
    return "".join(out)


def access_log(r, n):
    ips = ["%d.%d.%d.%d" % (10 + r.below(200), r.below(256), r.below(256), 1 + r.below(254))
           for _ in range(300)]
    out = []
    t = 0
    for _ in range(n):
        t += r.below(40)
        day, sec = 1 + (t // 86400) % 28, t % 86400
        path = r.skewed(PATHS)
        if "%d" in path and "%s" in path:
            path = path % (r.below(500), r.pick(WORDS))
        elif "%d" in path:
            path = path % r.below(5000)
        elif "%s" in path:
            path = path % "+".join(r.pick(WORDS) for _ in range(1 + r.below(3)))
        method = r.pick(["GET"] * 8 + ["POST", "HEAD", "PUT", "DELETE"])
        status = r.pick([200] * 12 + [304, 304, 301, 302, 404, 404, 403, 500, 502, 201])
        size = "-" if status in (304, 301) else str(r.below(200000))
        ref = "-" if r.below(3) else "https://%s/%s" % (
            r.pick(["www.example.com", "search.example.org", "news.example.net", "t.co"]),
            r.pick(WORDS))
        out.append('%s - %s [%02d/%s/2023:%02d:%02d:%02d +0000] "%s %s HTTP/1.%d" %d %s "%s" "%s"\n'
                   % (r.skewed(ips), r.pick(["-", "-", "-", "alice", "bob", "carol"]), day,
                      MONTHS[(t // 2419200) % 12], sec // 3600, sec // 60 % 60, sec % 60, method,
                      path, r.below(2), status, size, ref, r.skewed(AGENTS)))
    return "".join(out)


def stock():
    r = Rng(23)
    out = ["product\tcolour\twarehouse\ton_hand\treorder_level\tsupplier\n"]
    for p in PRODUCTS:
        for c in COLOURS:
            if r.below(5) == 0:
                continue
            out.append("%s\t%s\t%s\t%d\t%d\t%s\n" % (p, c, r.pick(["A1", "B7", "C3", "D2"]),
                                                      r.below(5000), 50 + r.below(500),
                                                      r.pick(NAMES)))
    return "".join(out)


def ps(r, n):
    cmds = ["/usr/sbin/sshd -D", "bash", "-bash", "vim notes.txt", "python3 manage.py runserver",
            "postgres: writer process", "nginx: worker process", "/usr/lib/systemd/systemd --user",
            "sleep 3600", "top", "awk -f report.awk data.csv", "make -j4", "cc1 -O2 foo.c"]
    out = ["USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND\n"]
    for i in range(n):
        out.append("%-10s %6d %4.1f %4.1f %7d %6d %-8s %-4s %5s %6s %s\n" % (
            r.pick(["root", "root", "www-data", "postgres", "alice", "bob"]), 100 + i * 7,
            r.below(1000) / 10.0, r.below(300) / 10.0, r.below(2000000), r.below(500000),
            r.pick(["?", "?", "pts/0", "pts/1", "tty1"]), r.pick(["S", "Ss", "R+", "Sl", "D", "Z"]),
            "%02d:%02d" % (r.below(24), r.below(60)), "%d:%02d" % (r.below(300), r.below(60)),
            r.pick(cmds)))
    return "".join(out)


def ini(r):
    out = ["; generated configuration\n", "# global settings first\n", "name = demo app\n",
           "debug=false\n", "\n"]
    for s in range(60):
        out.append("[%s.%d]\n" % (r.pick(["server", "database", "cache", "queue", "feature"]), s))
        for k in range(2 + r.below(8)):
            key = r.pick(["host", "port", "timeout", "retries", "enabled", "path", "user",
                          "max_conn", "ratio", "tags"])
            val = r.pick(["localhost", str(r.below(65536)), "%d.%d" % (r.below(10), r.below(100)),
                          "true", "false", "/var/lib/app/%d" % r.below(100),
                          "a, b, c", '"quoted value"'])
            sep = r.pick([" = ", "=", " =", "= "])
            out.append("%s%s%s%s\n" % (r.pick(["", "", "  "]), key, sep, val))
            if r.below(6) == 0:
                out.append(r.pick(["; a comment\n", "# another one\n", "\n"]))
        out.append("\n")
    return "".join(out)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    files = {
        "sales.csv": sales(Rng(21), 120000),
        "access.log": access_log(Rng(22), 80000),
        "stock.tsv": stock(),
        "ps.txt": ps(Rng(24), 3000),
        "app.ini": ini(Rng(25)),
    }
    for name, text in files.items():
        with open(os.path.join(out, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
