#!/usr/bin/env python3
"""Deterministic inputs for the gawk workload.

Usage: gen.py OUTDIR. Writes
  orders.csv     RFC 4180-style CSV: quoted fields with commas, doubled quotes, empty fields
  access.log     web server log lines in the "combined" format
  ledger.txt     fixed-width records (for FIELDWIDTHS)
  utf8.txt       multilingual UTF-8 lines
  inv/*.txt      small inventory files, one per warehouse, with a header line (multi-file runs)
  config.txt     key = value settings in [sections], with comments and continuation lines
A fixed-seed xorshift64*, not Python's `random`, so the bytes are the same everywhere.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64Star):
    def skewed(self, seq):
        return seq[min(self.below(len(seq)), self.below(len(seq)))]


CUSTOMERS = ['Acme Corp', 'Globex, Inc.', 'Initech', 'Umbrella "Bio"', 'Hooli', 'Stark, Ltd',
             'Wayne Enterprises', 'Tyrell', 'Soylent, "Green" Co', 'Cyberdyne', 'Wonka', '']
REGIONS = ['north', 'south', 'east', 'west', 'central', 'overseas']
ITEMS = ['widget', 'gadget', 'sprocket', 'flange', 'gizmo', 'bracket', 'valve', 'gear', 'spring',
         'bolt', 'hinge', 'lever', 'pulley']
STATUS = ['shipped', 'shipped', 'shipped', 'pending', 'returned', 'cancelled']
PATHS = ['/', '/index.html', '/about', '/products/%d', '/cart', '/checkout', '/api/v1/items/%d',
         '/api/v1/users/%d/orders', '/static/app.js', '/images/p/%d.jpg', '/search?q=%s&page=%d',
         '/blog/%d/%s', '/login', '/feed.xml', '/robots.txt']
WORDS = ['alpha', 'beta', 'gamma', 'sale', 'red', 'blue', 'cheap', 'best', 'review', 'how+to']
AGENTS = ['Mozilla/5.0 (X11; Linux x86_64) Chrome/119.0', 'Mozilla/5.0 (Windows NT 10.0) Firefox/120.0',
          'curl/7.88.1', 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'python-requests/2.31', '-']
MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
UTF8 = ['Grüße aus München, schöne Äpfel', 'Ça coûte très cher à Noël, señor',
        'Привет, как дела? Хорошо!', 'Καλημέρα κόσμε, τι κάνεις;', '東京と大阪へ行きます',
        'naïve café résumé coöperate', 'ĳssel ǅemal ſtraße', 'ascii only line here',
        'Zażółć gęślą jaźń', 'Iñtërnâtiônàlizætiøn ☃ ★ ✓', '한국어 문장입니다', 'עברית מימין לשמאל']


def quote(s):
    if any(c in s for c in ',"\n') or s == '':
        return '"' + s.replace('"', '""') + '"'
    return s


def orders(r, n):
    out = ['id,date,customer,region,item,qty,price,status,note\n']
    for i in range(n):
        y = 2021 + r.below(3)
        date = '%04d-%02d-%02d' % (y, 1 + r.below(12), 1 + r.below(28))
        cust = r.skewed(CUSTOMERS)
        note = '' if r.below(3) else r.pick(['rush', 'gift, wrapped', 'call "first"', 'n/a'])
        price = '%d.%02d' % (1 + r.below(400), r.below(100))
        row = [str(1000 + i), date, quote(cust), r.pick(REGIONS), r.skewed(ITEMS),
               str(1 + r.below(40)), price, r.pick(STATUS), quote(note) if note else '']
        out.append(','.join(row) + '\n')
    return ''.join(out)


def access(r, n):
    out = []
    for i in range(n):
        ip = '%d.%d.%d.%d' % (10 + r.below(3), r.below(4), r.below(20), 1 + r.below(250))
        p = r.skewed(PATHS)
        if p.startswith('/search'):
            p = p % (r.pick(WORDS), 1 + r.below(9))
        elif p.startswith('/blog'):
            p = p % (r.below(300), r.pick(WORDS))
        elif '%d' in p:
            p = p % r.below(500)
        meth = r.pick(['GET'] * 6 + ['POST', 'HEAD', 'PUT', 'DELETE'])
        st = r.pick([200] * 10 + [301, 302, 304, 400, 403, 404, 404, 500, 503])
        size = '-' if st in (304, 301) else str(r.below(90000))
        day = 1 + (i * 28) // n
        ts = '%02d/%s/2023:%02d:%02d:%02d +0000' % (day, MONTHS[4 + (i % 3) // 2], r.below(24),
                                                    r.below(60), r.below(60))
        ref = r.pick(['-', 'https://example.com/', 'https://www.google.com/search?q=widgets'])
        out.append('%s - %s [%s] "%s %s HTTP/1.1" %d %s "%s" "%s"\n' % (
            ip, r.pick(['-', '-', 'alice', 'bob']), ts, meth, p, st, size, ref, r.skewed(AGENTS)))
    return ''.join(out)


def ledger(r, n):
    out = []
    for i in range(n):
        acct = 'AC%04d' % r.below(300)
        date = '2023%02d%02d' % (1 + r.below(12), 1 + r.below(28))
        code = r.pick(['DEP ', 'WDR ', 'FEE ', 'INT ', 'XFR '])
        cents = r.below(2000000) - (500000 if code in ('WDR ', 'FEE ') else 0)
        name = r.pick(['Smith J', 'Garcia M', 'Chen L', 'Okafor N', 'Novak P', 'Rossi A'])
        out.append('%-6s%s%s%12.2f  %-14s|%s\n' % (acct, date, code, cents / 100.0, name,
                                                 r.pick(['Y', 'N', ' '])))
    return ''.join(out)


def inventory(r, k):
    out = ['sku\titem\tqty\tbin\n']
    for i in range(40 + r.below(80)):
        out.append('SKU-%05d\t%s\t%d\t%s%02d\n' % (r.below(2000), r.pick(ITEMS), r.below(500) - 20,
                                                   'ABCDEF'[r.below(6)], r.below(40)))
    return ''.join(out)


def config(r):
    out = ['# generated settings\n']
    for s in range(30):
        out.append('\n[%s.%d]\n' % (r.pick(['server', 'db', 'cache', 'queue', 'log']), s))
        for k in range(3 + r.below(8)):
            key = r.pick(['host', 'port', 'timeout', 'retries', 'path', 'level', 'user', 'enabled'])
            val = r.pick(['localhost', '8080', '30s', '"quoted value"', '/var/lib/x', 'on', '1.5'])
            if r.below(9) == 0:
                out.append('%s_%d = %s \\\n    continued %d\n' % (key, k, val, k))
            else:
                out.append('%s_%d=%s%s\n' % (key, k, val, '   ; note' if r.below(5) == 0 else ''))
    return ''.join(out)


def main():
    d = sys.argv[1]
    os.makedirs(f'{d}/inv', exist_ok=True)
    r = Rng(0x9E3779B97F4A7C15)
    files = {'orders.csv': orders(r, 12000), 'access.log': access(r, 15000),
             'ledger.txt': ledger(r, 12000), 'config.txt': config(r),
             'utf8.txt': ''.join(r.pick(UTF8) + ' ' + str(i) + '\n' for i in range(3000))}
    for k in range(12):
        files['inv/wh%02d.txt' % k] = inventory(r, k)
    for name, text in files.items():
        with open(f'{d}/{name}', 'w', encoding='utf-8') as f:
            f.write(text)


main()
