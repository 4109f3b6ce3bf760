#!/usr/bin/env python3
"""XML inputs for the xmlwf workload (bench/accuracy/xmlwf/program.py).

Usage: gen.py OUTDIR DATADIR. Writes into OUTDIR:
  people.xml   the records of DATADIR/records.json as a namespaced XML directory with an
               internal DTD subset (attribute defaults, entities), escapes and char refs
  book.xml     prose from DATADIR/text.txt with mixed content, a rich internal subset
               (element/attlist/entity/notation declarations, parameter entities),
               CDATA, comments, PIs and non-ASCII text
  enc/         one chapter in several encodings (UTF-16 LE/BE, Latin-1, ASCII, ...)
  ext/         a document with an external DTD (conditional sections, parameter
               entities) and external parsed entities, for -p / -x
  small/       many small documents of everyday kinds (feeds, SVG, XHTML, SOAP, configs)
  err/         malformed documents, one mistake each
  bomb/        nested entity expansions (for the -a/-b limits)
  blobs.xml    DATADIR/binary.bin as base64 text and CDATA chunks, with checksums
  tree.xml     a deeply nested outline (recursion depth, long element stacks)
Deterministic: a small xorshift generator of our own, no `random`.
"""
import base64
import json
import os
import sys


class Xs:
    """xorshift32 with a multiplicative output step; fixed seeds, same stream everywhere."""

    def __init__(self, seed):
        self.x = (seed * 2654435761 + 0x9E3779B9) & 0xFFFFFFFF or 7

    def u32(self):
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return (x * 0x2C1B3C6D) & 0xFFFFFFFF

    def n(self, k):
        return self.u32() % k

    def one(self, seq):
        return seq[self.n(len(seq))]

    def chance(self, k):
        """True once in k."""
        return self.n(k) == 0


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def save(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


EXTRA_WORDS = ["caf\u00e9", "na\u00efve", "Stra\u00dfe", "\u00e5ngstr\u00f6m",
               "\u03bb\u03cc\u03b3\u03bf\u03c2", "\u0436\u0443\u0440\u043d\u0430\u043b",
               "\u6771\u4eac", "\u00fcber", "\u2603", "\U0001F600", "r\u00e9sum\u00e9",
               "\u05e9\u05dc\u05d5\u05dd", "fa\u00e7ade"]
CHAR_REFS = ["&#233;", "&#xE9;", "&#x2014;", "&#8364;", "&#169;", "&#x1F4A1;", "&#60;",
             "&#38;", "&#x3C;", "&#10;"]


# --------------------------------------------------------------------------- people.xml
def people(rng, recs):
    out = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n',
           "<!DOCTYPE db:directory [\n"
           '  <!ENTITY org "Northwind &#38;#38; Partners">\n'
           '  <!ENTITY hq "&org;, head office">\n'
           "  <!ATTLIST db:person status (member|guest|admin) 'member'\n"
           '                      kind CDATA #FIXED "human"\n'
           "                      id ID #REQUIRED>\n"
           '  <!ATTLIST geo:address country NMTOKEN "ZZ">\n'
           "]>\n",
           "<!-- exported directory; one db:person per record -->\n",
           '<db:directory xmlns:db="urn:example:db" xmlns:geo="urn:example:geo"\n'
           '    xmlns="urn:example:plain" generated="2024-01-01T00:00:00Z" count="%d">\n'
           % len(recs)]
    for r in recs:
        q = "'" if rng.chance(5) else '"'
        attrs = ["id=%sp%d%s" % (q, r["id"], q), 'age="%d"' % r["age"],
                 'active="%s"' % ("true" if r["active"] else "false")]
        if rng.chance(6):
            attrs.append('status="%s"' % rng.one(["guest", "admin", "member"]))
        if rng.chance(9):
            attrs.append('remark="said &quot;hi&quot;&#10;then\tleft"')
        sep = "\n      " if rng.chance(8) else " "
        out.append("  <db:person %s>\n" % sep.join(attrs))
        name = esc(r["name"])
        if rng.chance(7):
            name += " &amp; co"
        if rng.chance(11):
            name += " " + rng.one(EXTRA_WORDS)
        out.append("    <db:name>%s</db:name>\n" % name)
        out.append("    <city>%s</city><db:score>%s</db:score>\n" % (r["city"], r["score"]))
        if r["tags"]:
            out.append("    <tags>%s</tags>\n" % "".join("<tag>%s</tag>" % t for t in r["tags"]))
        else:
            out.append("    <tags/>\n" if rng.chance(2) else "    <tags ></tags>\n")
        if "manager" in r:
            out.append('    <db:manager ref="p%d"/>\n' % r["manager"])
        a = r.get("address")
        if a:
            out.append('    <geo:address geo:zip="%s"><geo:street>%s</geo:street>'
                       "<geo:number>%d</geo:number></geo:address>\n"
                       % (a["zip"], esc(a["street"]), a["number"]))
        if "note" in r:
            out.append('    <note xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
                       'xsi:nil="true"/>\n')
        elif rng.chance(13):
            out.append('    <note xml:lang="en">Contact via &hq; %s</note>\n'
                       % rng.one(CHAR_REFS))
        out.append("  </db:person>\n")
    out.append("</db:directory>\n")
    return "".join(out)


# ----------------------------------------------------------------------------- book.xml
BOOK_DTD = """<!DOCTYPE book [
  <!ELEMENT book (meta, chapter+, appendix?)>
  <!ELEMENT meta (title, author+, date?, keywords*)>
  <!ELEMENT title (#PCDATA)>
  <!ELEMENT author (#PCDATA)>
  <!ELEMENT date (#PCDATA)>
  <!ELEMENT keywords (#PCDATA)>
  <!ELEMENT chapter (title, (p | figure | code | list)*)>
  <!ELEMENT appendix ANY>
  <!ELEMENT p (#PCDATA | em | b | a | fn | q)*>
  <!ELEMENT list (item)+>
  <!ELEMENT item (#PCDATA | em)*>
  <!ELEMENT figure EMPTY>
  <!ELEMENT code (#PCDATA)>
  <!ELEMENT em (#PCDATA)>
  <!ELEMENT b (#PCDATA | em)*>
  <!ELEMENT q (#PCDATA)>
  <!ELEMENT a (#PCDATA)>
  <!ELEMENT fn (#PCDATA | a)*>
  <!ATTLIST chapter id ID #REQUIRED
                    n CDATA #IMPLIED
                    lang NMTOKEN "en">
  <!ATTLIST a href CDATA #REQUIRED
              rel (next | prev | ext) "ext">
  <!ATTLIST fn ref IDREF #IMPLIED>
  <!ATTLIST list style (bullet | number) 'bullet'>
  <!ATTLIST figure src ENTITY #REQUIRED
                   alt CDATA #IMPLIED>
  <!ATTLIST code language CDATA "c" xml:space (default | preserve) #FIXED "preserve">
  <!NOTATION png SYSTEM "image/png">
  <!NOTATION svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
  <!NOTATION txt PUBLIC "-//Example//NOTATION Plain//EN">
  <!ENTITY cover SYSTEM "cover.png" NDATA png>
  <!ENTITY map PUBLIC "-//Example//Map//EN" "map.svg" NDATA svg>
  <!ENTITY author "Ana Zelbra">
  <!ENTITY copy "&#169;">
  <!ENTITY mdash "&#x2014;">
  <!ENTITY sig "<b>signed, <em>&author;</em></b>">
  <!ENTITY % decls "<!ENTITY made 'made by &#x26;author; in 2024'>">
  %decls;
  <!ENTITY % flag "INCLUDE">
  <!-- parameter entities and comments in the internal subset -->
  <?editor keep-going?>
]>
"""

WORDS_EM = ["em", "b", "q"]


def inline(rng, words):
    """A paragraph's mixed content built around `words`."""
    out = []
    i = 0
    while i < len(words):
        k = rng.n(40)
        w = esc(words[i])
        if k == 0 and i + 2 < len(words):
            tag = rng.one(WORDS_EM)
            out.append("<%s>%s %s</%s>" % (tag, w, esc(words[i + 1]), tag))
            i += 2
            continue
        if k == 1:
            out.append('<a href="https://example.org/%s?x=1&amp;y=%d"%s>%s</a>'
                       % (w.lower(), rng.n(100), ' rel="next"' if rng.chance(3) else "", w))
        elif k == 2:
            out.append(w + rng.one(CHAR_REFS))
        elif k == 3:
            out.append(rng.one(["&author;", "&copy;", "&mdash;", "&made;", "&sig;", "&amp;",
                                "&lt;", "&gt;", "&quot;", "&apos;"]) + " " + w)
        elif k == 4:
            out.append(rng.one(EXTRA_WORDS) + " " + w)
        elif k == 5 and rng.chance(4):
            out.append("<fn ref=\"c%d\">see <a href='#n%d'>note</a></fn>%s"
                       % (rng.n(20), rng.n(99), w))
        else:
            out.append(w)
        i += 1
    return " ".join(out)


def chapter_body(rng, lines, n_chapter, li):
    out = []
    while li < len(lines) and len(out) < 60:
        k = rng.n(25)
        if k == 0:
            out.append("<code language=\"%s\"><![CDATA[if (a < b && c > d) { x = \"]]]]>"
                       "<![CDATA[>\"; } /* <not-a-tag> & */\n  return x;\n]]></code>\n"
                       % rng.one(["c", "sh", "xml"]))
        elif k == 1:
            items = "".join("<item>%s</item>" % inline(rng, lines[(li + j) % len(lines)].split()[:6])
                            for j in range(2 + rng.n(5)))
            out.append('<list style="%s">%s</list>\n' % (rng.one(["bullet", "number"]), items))
        elif k == 2:
            out.append('<figure src="%s" alt="figure %d.%d"/>\n'
                       % (rng.one(["cover", "map"]), n_chapter, len(out)))
        elif k == 3:
            out.append("<!-- %s -->\n" % lines[li][:50].replace("--", "- "))
        elif k == 4:
            out.append("<?render page-break=\"%s\"?>\n" % rng.one(["auto", "always"]))
        else:
            words = []
            for _ in range(1 + rng.n(4)):
                if li < len(lines):
                    words += lines[li].split()
                    li += 1
            out.append("<p>%s</p>\n" % inline(rng, words))
    return "".join(out), li


def book(rng, text, nbytes):
    lines = [l for l in text[:nbytes].split("\n") if l.strip()]
    out = ['<?xml version="1.0" encoding="utf-8"?>\n',
           '<?xml-stylesheet type="text/xsl" href="book.xsl"?>\n', BOOK_DTD,
           "<book>\n<meta><title>The Generated Book</title><author>&author;</author>"
           "<author>B. Tester</author><date>2024-02-29</date><keywords>xml, expat</keywords>"
           "</meta>\n"]
    li, c = 0, 0
    while li < len(lines):
        c += 1
        out.append('<chapter id="c%d" n="%d"%s>\n<title>Chapter %d &mdash; %s</title>\n'
                   % (c, c, ' lang="de"' if rng.chance(4) else "", c, esc(lines[li][:30])))
        body, li = chapter_body(rng, lines, c, li)
        out.append(body)
        out.append("</chapter>\n")
    out.append("<appendix><p>&sig; &copy; 2024</p><anything goes='here'/></appendix>\n")
    out.append("</book>\n<!-- trailing comment -->\n<?done?>\n")
    return "".join(out)


# --------------------------------------------------------------------------------- enc/
def plain_chapter(rng, text, n, ascii_only):
    lines = [l for l in text.split("\n") if l.strip()][:n]
    out = []
    for i, l in enumerate(lines):
        ws = l.split()
        if not ascii_only and i % 3 == 0:
            ws.insert(len(ws) // 2, rng.one(["caf\u00e9", "na\u00efve", "Stra\u00dfe",
                                               "\u00fcber", "fa\u00e7ade", "\u00bfqu\u00e9?"]))
        if i % 5 == 0:
            ws.append(rng.one(["&#233;", "&#x2014;", "&amp;", "&#8364;"]))
        out.append('<p n="%d">%s</p>\n' % (i, " ".join(ws)))
    return "".join(out)


def encodings(rng, text, d):
    body = plain_chapter(rng, text, 1500, False)
    ascii_body = plain_chapter(rng, text, 1500, True)
    doc = "<chapter>\n%s</chapter>\n"
    save(f"{d}/utf8-bom.xml", b"\xef\xbb\xbf" + ('<?xml version="1.0"?>\n' + doc % body).encode())
    save(f"{d}/utf16le.xml", b"\xff\xfe" + ('<?xml version="1.0" encoding="UTF-16"?>\n'
                                            + doc % body).encode("utf-16-le"))
    save(f"{d}/utf16be.xml", b"\xfe\xff" + ('<?xml version="1.0" encoding="UTF-16"?>\n'
                                            + doc % body).encode("utf-16-be"))
    save(f"{d}/utf16le-nobom.xml", ('<?xml version="1.0" encoding="UTF-16LE"?>\n'
                                    + doc % body).encode("utf-16-le"))
    save(f"{d}/latin1.xml", ('<?xml version="1.0" encoding="ISO-8859-1"?>\n'
                             + doc % body).encode("latin-1"))
    save(f"{d}/ascii.xml", ("<?xml version='1.0' encoding='US-ASCII'?>\n"
                            + doc % ascii_body).encode("ascii"))
    # Declares Latin-1 but is ASCII: parsed again with `-e UTF-8`.
    save(f"{d}/override.xml", ('<?xml version="1.0" encoding="ISO-8859-1"?>\n'
                               + doc % ascii_body).encode("ascii"))
    # Not known to expat; on Linux `-w` has no code pages either: an error either way.
    save(f"{d}/cp1252.xml", ('<?xml version="1.0" encoding="windows-1252"?>\n'
                             + doc % ascii_body[:5000].rsplit("\n", 1)[0]).encode("ascii"))


# --------------------------------------------------------------------------------- ext/
CATALOG_DTD = """<!-- catalog.dtd: conditional sections, parameter entities -->
<!ENTITY % yes "INCLUDE">
<!ENTITY % no "IGNORE">
<!ENTITY % text "#PCDATA">
<!ENTITY % money "CDATA">
<!ENTITY % common.att "lang NMTOKEN 'en' note CDATA #IMPLIED">
<![%yes;[
  <!ELEMENT catalog (section | item)*>
  <!ELEMENT section (title, item*)>
]]>
<![%no;[
  <!ELEMENT catalog ANY>
  <![ IGNORE [ nested <!ELEMENT never (x)> ]]>
]]>
<!ELEMENT title (%text;)>
<!ELEMENT item (%text; | em | price)*>
<!ELEMENT em (%text;)>
<!ELEMENT price EMPTY>
<!ATTLIST item sku CDATA #REQUIRED
               currency (EUR | USD | GBP) "EUR"
               %common.att;>
<!ATTLIST price value %money; #REQUIRED tax %money; "0.19">
<!ATTLIST section %common.att; id ID #IMPLIED>
<!ENTITY vendor "ACME &#38;#38; Sons">
<!ENTITY % more SYSTEM "more.ent">
%more;
"""


def ext(rng, text, d):
    lines = [l for l in text.split("\n") if l.strip()]
    save(f"{d}/catalog.dtd", CATALOG_DTD)
    save(f"{d}/more.ent", '<?xml encoding="UTF-8"?>\n'
                          '<!ENTITY motto "made with care by &vendor;">\n'
                          "<!ENTITY warranty 'two years'>\n")
    save(f"{d}/local.ent", '<!ENTITY shop "the corner shop">\n<!ENTITY % unused "x">\n')

    def items(k, off, latin):
        out = []
        for i in range(k):
            l = lines[(off + i) % len(lines)]
            extra = " \u00e0 la carte" if latin and i % 4 == 0 else ""
            out.append('<item sku="S%05d"%s>%s%s <price value="%d.%02d"%s/>%s</item>\n'
                       % (off + i, ' currency="USD"' if i % 3 == 0 else "", esc(l[:70]), extra,
                          rng.n(500), rng.n(100), ' tax="0.07"' if i % 5 == 0 else "",
                          " &motto;" if i % 7 == 0 else ""))
        return "".join(out)

    save(f"{d}/part1.xml", '<?xml version="1.0" encoding="UTF-8"?>\n'
         '<section id="s1"><title>Part one</title>\n%s</section>\n' % items(6000, 0, False))
    save(f"{d}/sub/part2.xml", ('<?xml encoding="ISO-8859-1"?>\n'
         '<section id="s2" lang="fr"><title>Part two</title>\n%s</section>\n'
         % items(4000, 6000, True)).encode("latin-1"))
    save(f"{d}/main.xml", '<?xml version="1.0" standalone="no"?>\n'
         '<!DOCTYPE catalog SYSTEM "catalog.dtd" [\n'
         '  <!ENTITY part1 SYSTEM "part1.xml">\n'
         '  <!ENTITY part2 SYSTEM "sub/part2.xml">\n'
         '  <!ENTITY % local SYSTEM "local.ent">\n'
         "  %local;\n"
         "]>\n"
         "<catalog>\n&part1;\n&part2;\n"
         '<item sku="X1">from &vendor; (&motto;), &warranty; at &shop;</item>\n'
         "</catalog>\n")


# ------------------------------------------------------------------------------- small/
def small_docs(rng, text, d):
    lines = [l for l in text.split("\n") if l.strip()]
    li = 0

    def line():
        nonlocal li
        li += 1
        return esc(lines[li % len(lines)][:80])

    for i in range(600):
        kind = i % 6
        if kind == 0:
            items = "".join("<item><title>%s</title><link>https://example.org/%d</link>"
                            "<pubDate>Mon, %02d Jan 2024 10:00:00 GMT</pubDate>"
                            "<description><![CDATA[<p>%s</p>]]></description>"
                            '<dc:creator>%s</dc:creator><guid isPermaLink="false">%d-%d</guid>'
                            "</item>\n" % (line(), j, 1 + j % 28, line(), line()[:12], i, j)
                            for j in range(3 + rng.n(12)))
            doc = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" '
                   'xmlns:dc="http://purl.org/dc/elements/1.1/" '
                   'xmlns:atom="http://www.w3.org/2005/Atom">\n<channel><title>Feed %d</title>'
                   '<atom:link href="https://example.org/feed" rel="self"/>\n%s</channel></rss>\n'
                   % (i, items))
        elif kind == 1:
            shapes = []
            for j in range(5 + rng.n(30)):
                s = rng.n(4)
                if s == 0:
                    shapes.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#%06x"/>'
                                  % (rng.n(500), rng.n(500), 1 + rng.n(90), 1 + rng.n(90),
                                     rng.n(1 << 24)))
                elif s == 1:
                    shapes.append('<circle cx="%d" cy="%d" r="%d" style="stroke:black;'
                                  'stroke-width:%d"/>' % (rng.n(500), rng.n(500), 1 + rng.n(60),
                                                          rng.n(5)))
                elif s == 2:
                    pts = " ".join("%d,%d" % (rng.n(500), rng.n(500)) for _ in range(3 + rng.n(9)))
                    shapes.append('<polyline points="%s" fill="none"/>' % pts)
                else:
                    shapes.append('<text x="%d" y="%d" xml:space="preserve">%s</text>'
                                  % (rng.n(500), rng.n(500), line()[:30]))
            doc = ('<?xml version="1.0" standalone="no"?>\n'
                   '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
                   '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
                   '<svg xmlns="http://www.w3.org/2000/svg" '
                   'xmlns:xlink="http://www.w3.org/1999/xlink" width="500" height="500">\n'
                   '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/>'
                   '</linearGradient></defs>\n<g transform="translate(%d %d)">%s</g>\n'
                   '<use xlink:href="#g"/></svg>\n' % (rng.n(9), rng.n(9), "\n".join(shapes)))
        elif kind == 2:
            rows = "".join("<tr><td>%d</td><td class='c%d'>%s</td><td><a href=\"?p=%d&amp;q=%d\">"
                           "more</a><br/></td></tr>\n" % (j, j % 3, line(), j, rng.n(99))
                           for j in range(4 + rng.n(20)))
            doc = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                   '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                   '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n'
                   '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">\n'
                   "<head><title>Page %d</title><meta charset='utf-8'/>"
                   "<style type=\"text/css\">/*<![CDATA[*/ td > a {color: red} /*]]>*/</style>"
                   "</head>\n<body><h1>%s</h1><p>%s <em>%s</em></p>\n<table>%s</table>\n"
                   "<!-- generated --></body></html>\n" % (i, line(), line(), line(), rows))
        elif kind == 3:
            args = "".join('<m:arg m:name="a%d" xsi:type="xsd:%s">%s</m:arg>'
                           % (j, rng.one(["string", "int"]), line()[:20])
                           for j in range(1 + rng.n(8)))
            doc = ('<?xml version="1.0"?>\n<soap:Envelope '
                   'xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" '
                   'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
                   'xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n'
                   '<soap:Header><t:Trans xmlns:t="urn:trans" soap:mustUnderstand="1">%d'
                   "</t:Trans></soap:Header>\n<soap:Body><m:Call xmlns:m=\"urn:svc:%d\">%s"
                   "<inner xmlns=\"urn:inner\"><deep xmlns=\"\">reset</deep></inner>"
                   "</m:Call></soap:Body></soap:Envelope>\n" % (i, i % 7, args))
        elif kind == 4:
            props = "".join('  <property name="%s.%d" value="%s"%s/>\n'
                            % (rng.one(["db", "http", "cache", "log"]), j, line()[:15],
                               " secure='yes'" if rng.chance(4) else "")
                            for j in range(5 + rng.n(25)))
            doc = ("<?xml version='1.0' encoding='utf-8'?>\n"
                   "<!DOCTYPE configuration [\n"
                   "  <!ENTITY home '/srv/app'>\n"
                   "  <!ATTLIST property secure (yes|no) 'no'>\n]>\n"
                   "<configuration version=\"%d\">\n  <paths base=\"&home;\" logs=\"&home;/log\"/>\n"
                   "%s  <?reload interval=\"30\"?>\n</configuration>\n" % (i, props))
        else:
            entries = "".join("<entry>\n\t<key>%s</key>\n\t<%s>%s</%s>\n</entry>\n"
                              % (line()[:10], t, v, t)
                              for t, v in (("integer", str(rng.n(1000))),
                                           ("string", line()[:25]),
                                           ("real", "%d.%d" % (rng.n(99), rng.n(99))))
                              for _ in range(1 + rng.n(6)))
            doc = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">"
                   "<dict>\n%s<true/><false/><empty></empty>\n</dict></plist>\n" % entries)
        save(f"{d}/doc{i:03d}.xml", doc)


# --------------------------------------------------------------------------------- err/
ERRORS = [
    "<a><b></a></b>",                                  # mismatched tag
    "<a><b>text</b>",                                  # unclosed at end
    "<a x='1' x='2'/>",                                # duplicate attribute
    "<a>&undefined;</a>",                              # undefined entity
    "<a>&#0;</a>",                                     # bad char ref
    "<a>&#xD800;</a>",                                 # surrogate char ref
    "<a/><b/>",                                        # junk after document element
    "<a>x</a>trailing",                                # text after root
    "",                                                # no element
    "   \n  ",                                         # only whitespace
    "<a b=c/>",                                        # unquoted attribute
    "<a b='<'/>",                                      # < in attribute value
    "<a><!-- a -- b --></a>",                          # -- in comment
    "<?xml version='1.0'?><?xml version='1.0'?><a/>",  # misplaced XML decl
    "<a><?xml bad?></a>",                              # reserved PI target
    "<1a/>",                                           # bad name start
    "<a></a ",                                         # unfinished end tag
    "<a><![CDATA[never closed</a>",                    # unclosed CDATA
    "<!DOCTYPE a [<!ENTITY e '&e;'>]><a>&e;</a>",      # recursive entity
    "<!DOCTYPE a [<!ELEMENT a (b,)>]><a/>",            # bad content model
    "<!DOCTYPE a [<!ENTITY e 'x'>]><a att='&e;' b='&f;'/>",   # undefined in attribute
    "<!DOCTYPE a [<!ENTITY u SYSTEM 'u.bin' NDATA n>]><a>&u;</a>",  # unparsed in content
    "<p:a xmlns:q='urn:q'/>",                          # unbound prefix (with -n)
    "<a xmlns:p=''/>",                                 # empty prefix binding
    "<a xmlns:xml='urn:wrong'/>",                      # reserved prefix
    "<a p:x='1' xmlns:p='urn:p' q:x='2' xmlns:q='urn:p'/>",  # duplicate expanded attr
    "<?xml version='1.0' encoding='klingon'?><a/>",    # unknown encoding
    "<?xml version='2.0'?><a/>",                       # bad version
    "<?xml version='1.0' standalone='maybe'?><a/>",    # bad standalone
    "<a>\x01</a>",                                     # control character
    "<a>]]></a>",                                      # ]]> in content
    "<a><b/></a><!DOCTYPE a>",                         # late doctype
    "<!DOCTYPE a [<!ATTLIST a x (p|q) 'r'>]><a/>",     # default not in enumeration? (accepted)
    "<a>&amp</a>",                                     # unterminated reference
    "<a>&#x110000;</a>",                               # out of range char ref
    "<a x='1'y='2'/>",                                 # missing space between attrs
    "<!DOCTYPE a [<!ENTITY % p '<!ELEMENT'> %p; a ANY>]><a/>",  # PE not a whole decl
    "<!DOCTYPE a [ junk ]><a/>",                       # junk in subset
    "<a></A>",                                         # case mismatch
    "<a>\u00e9</a>".encode("latin-1"),                 # Latin-1 byte in UTF-8 doc
    b"<a>\xe2\x82</a>",                                # truncated UTF-8
    b"\xff\xfe<\x00a\x00>\x00",                        # UTF-16 document cut short
]


def errors(d):
    for i, e in enumerate(ERRORS):
        save(f"{d}/bad{i:02d}.xml", e if isinstance(e, bytes) else e.encode("utf-8"))


# -------------------------------------------------------------------------------- bomb/
def bombs(d):
    decl = ['<!ENTITY l0 "lol">']
    for k in range(1, 6):
        decl.append('<!ENTITY l%d "%s">' % (k, "&l%d;" % (k - 1) * 10))
    subset = "\n".join(decl)
    save(f"{d}/laughs.xml", "<!DOCTYPE r [\n%s\n]>\n<r>&l5;<x v='&l3;'/>&l4;</r>\n" % subset)
    # A realistic mild amplification: boilerplate entities used many times.
    ents = ('<!ENTITY legal "This text is provided as is, without warranty of any kind.">\n'
            '<!ENTITY foot "<small>&legal; &#169; 2024</small>">')
    body = "".join("<page n='%d'><h>Page %d</h>&foot;</page>\n" % (i, i) for i in range(3000))
    save(f"{d}/boiler.xml", "<!DOCTYPE doc [\n%s\n]>\n<doc>\n%s</doc>\n" % (ents, body))


# --------------------------------------------------------------------- blobs.xml, tree.xml
def blobs(rng, raw):
    out = ['<?xml version="1.0"?>\n<ar:archive xmlns:ar="urn:example:archive" '
           'xmlns:h="urn:example:hash" format="b64">\n']
    off = 0
    while off < len(raw):
        n = 512 + rng.n(16384)
        piece = raw[off:off + n]
        b64 = base64.encodebytes(piece).decode("ascii")
        s = sum(piece) & 0xFFFF
        if rng.chance(3):
            out.append('<ar:chunk offset="%d" size="%d" h:sum="%04x"><![CDATA[\n%s]]>'
                       "</ar:chunk>\n" % (off, len(piece), s, b64))
        else:
            out.append("<ar:chunk offset='%d' size='%d'>\n<h:sum algo='add16'>%04x</h:sum>"
                       "<ar:data>\n%s</ar:data></ar:chunk>\n" % (off, len(piece), s, b64))
        off += n
    out.append("</ar:archive>\n")
    return "".join(out)


def tree(rng, words, budget):
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n<outline xmlns:x="urn:example:x">\n']
    size = 0
    stack = []
    while size < budget:
        k = rng.n(10)
        if (k < 4 and len(stack) < 180) or not stack:
            name = rng.one(["node", "group", "x:item", "section", "entry"])
            attrs = ' id="n%d" depth="%d"' % (size, len(stack))
            if rng.chance(3):
                attrs += ' label="%s"' % esc(rng.one(words))
            if rng.chance(12):
                attrs += ' x:flag="%s"' % rng.one(["on", "off"])
            s = "%s<%s%s>" % (" " * (len(stack) % 8), name, attrs)
            stack.append(name)
        elif k < 8:
            s = "</%s>\n" % stack.pop()
        elif k < 9:
            s = "<leaf v='%d'/>%s" % (rng.n(1000), esc(rng.one(words)) if rng.chance(2) else "")
        else:
            s = "<!--%d-->" % len(stack)
        out.append(s)
        size += len(s)
    while stack:
        out.append("</%s>" % stack.pop())
    out.append("\n</outline>\n")
    return "".join(out)


def main():
    out, data = sys.argv[1], sys.argv[2]
    with open(f"{data}/text.txt", encoding="utf-8") as f:
        text = f.read()
    with open(f"{data}/records.json") as f:
        recs = json.load(f)
    save(f"{out}/people.xml", people(Xs(1), recs))
    save(f"{out}/book.xml", book(Xs(2), text, len(text)))
    with open(f"{data}/binary.bin", "rb") as f:
        save(f"{out}/blobs.xml", blobs(Xs(6), f.read()))
    save(f"{out}/tree.xml", tree(Xs(7), text[:20000].split(), 3_000_000))
    encodings(Xs(3), text[2_500_000:2_800_000], f"{out}/enc")
    ext(Xs(4), text[3_000_000:4_000_000], f"{out}/ext")
    small_docs(Xs(5), text[4_000_000:], f"{out}/small")
    errors(f"{out}/err")
    bombs(f"{out}/bomb")


if __name__ == "__main__":
    main()
