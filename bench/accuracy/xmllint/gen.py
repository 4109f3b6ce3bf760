#!/usr/bin/env python3
"""Inputs for the xmllint workload: gen.py OUTDIR.

A library catalogue (external DTD, entities, namespaces, CDATA, comments, PIs) with its DTD,
XSD, RELAX NG and Schematron schemas and invalid variants; a large flat sensor log; tag-soup
HTML pages; an XInclude book; documents in several encodings; entity-heavy documents;
malformed documents; XML and SGML catalogs; shell scripts. Deterministic: a xorshift PRNG.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import prng  # noqa: E402  (bench/accuracy/prng.py)


class Rng(prng.XorShift64):
    def chance(self, k, n):
        return self.below(n) < k


R = Rng(0x9E3779B97F4A7C15)
SYL = ["ar", "be", "con", "da", "el", "fi", "gor", "ha", "is", "jun", "ke", "lum", "mor", "na",
       "ob", "pe", "quo", "ri", "sel", "tu", "ux", "ver", "wil", "xa", "yo", "zen", "th", "ch"]
FIRST = ["Ada", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas",
         "Kaori", "Lars", "Maren", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tamsin"]
LAST = ["Abbott", "Berg", "Castell", "Dorn", "Eklund", "Fonseca", "Gruber", "Holm", "Ivers",
        "Jansen", "Kowal", "Lindqvist", "Moreau", "Novak", "Ortega", "Pahl", "Quist", "Rask"]
COUNTRIES = ["NO", "SE", "DE", "FR", "IT", "ES", "PL", "JP", "BR", "CA", "IN", "KE"]
TAGS = ["history", "poetry", "travel", "science", "cooking", "drama", "maps", "law", "music",
        "botany", "sea", "war", "children", "crime", "art"]
STATUS = ["available", "available", "available", "lent", "lent", "reserved", "lost"]


def word():
    return "".join(R.pick(SYL) for _ in range(1 + R.below(3)))


def words(n):
    return " ".join(word() for _ in range(n))


def sentence():
    s = words(4 + R.below(10))
    return s[0].upper() + s[1:] + R.pick([".", ".", ".", "!", "?"])


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def isbn():
    d = [9, 7, 8] + [R.below(10) for _ in range(9)]
    c = (10 - sum(x * (1 if i % 2 == 0 else 3) for i, x in enumerate(d)) % 10) % 10
    s = "".join(map(str, d + [c]))
    return f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}"


# ----------------------------------------------------------------------- library
LIB_DTD = """<!-- Library catalogue, version 1 -->
<!ENTITY % yesno "(yes|no)">
<!ENTITY % inline "#PCDATA|em|b|code|ref">
<!ENTITY % common "id ID #REQUIRED
                   lang NMTOKEN 'en'">
<!ENTITY % extras "INCLUDE">
<!ELEMENT library (meta, authors, books, loans?)>
<!ATTLIST library version CDATA #FIXED "2"
                  xmlns:dc CDATA #FIXED "http://purl.org/dc/elements/1.1/"
                  xmlns:x CDATA #FIXED "urn:x-lib-extra">
<!ELEMENT meta (dc:title, dc:date, note*)>
<!ELEMENT dc:title (#PCDATA)>
<!ELEMENT dc:date (#PCDATA)>
<!ELEMENT note (%inline;)*>
<!ATTLIST note x:level (1|2|3) "1">
<!ELEMENT authors (author+)>
<!ELEMENT author (name, country?, bio?)>
<!ATTLIST author %common; born CDATA #IMPLIED living %yesno; "yes">
<!ELEMENT name (#PCDATA)>
<!ELEMENT country (#PCDATA)>
<!ELEMENT bio (%inline;)*>
<!ELEMENT books (book+)>
<!ELEMENT book (dc:title, isbn, price, tags?, summary?, x:note*)>
<!ATTLIST book %common;
               authors IDREFS #REQUIRED
               year CDATA #REQUIRED
               status (available|lent|reserved|lost) "available"
               format (hardcover|paperback|ebook) #IMPLIED
               shelf NMTOKEN #IMPLIED>
<!ELEMENT isbn (#PCDATA)>
<!ELEMENT price (#PCDATA)>
<!ATTLIST price currency (EUR|NOK|USD) "EUR">
<!ELEMENT tags (tag*)>
<!ELEMENT tag (#PCDATA)>
<!ELEMENT summary (%inline;)*>
<!ELEMENT x:note (#PCDATA)>
<!ATTLIST x:note x:level (1|2|3) "1">
<!ELEMENT em (#PCDATA)>
<!ELEMENT b (#PCDATA|em)*>
<!ELEMENT code (#PCDATA)>
<!ELEMENT ref EMPTY>
<!ATTLIST ref to IDREF #REQUIRED>
<![%extras;[
<!ELEMENT loans (loan*)>
<!ELEMENT loan EMPTY>
<!ATTLIST loan book IDREF #REQUIRED reader CDATA #REQUIRED due CDATA #IMPLIED>
]]>
<![IGNORE[
<!ELEMENT obsolete (#PCDATA)>
]]>
"""


def inline_text(ids, ents=True):
    parts = []
    for _ in range(1 + R.below(4)):
        k = R.below(10)
        if k < 5:
            parts.append(esc(sentence()) + " ")
        elif k == 5:
            parts.append(f"<em>{words(2)}</em> ")
        elif k == 6:
            parts.append(f"<b>{words(1)} <em>{words(1)}</em></b> ")
        elif k == 7:
            parts.append(f"<code>a &lt; b &amp;&amp; c</code> ")
        elif k == 8 and ids:
            parts.append(f'<ref to="{R.pick(ids)}"/> ')
        elif ents:
            parts.append("&org; &copy; 1987 ")
        else:
            parts.append("\u00a9 1987 ")
    return "".join(parts).strip()


def library(n_auth, n_books, ns=False, dtd=True, broken=0):
    """The catalogue; ns: default namespace, no DOCTYPE (for XSD/RNG/Schematron)."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           '<?xml-stylesheet type="text/xsl" href="catalogue.xsl"?>\n']
    if dtd and not ns:
        out.append('<!DOCTYPE library SYSTEM "library.dtd" [\n'
                   '  <!ENTITY motto "Read &amp; return">\n'
                   '  <!ENTITY copy "&#169;">\n'
                   '  <!ENTITY org "Fjordside Municipal Library">\n'
                   '  <!ENTITY % local "IGNORE">\n]>\n')
    if ns:
        out.append('<library xmlns="urn:x-lib" xmlns:dc="http://purl.org/dc/elements/1.1/" '
                   'xmlns:x="urn:x-lib-extra" version="2">\n')
    else:
        out.append('<library xmlns:dc="http://purl.org/dc/elements/1.1/" '
                   'xmlns:x="urn:x-lib-extra">\n')
    mot = "&motto;" if dtd and not ns else "Read &amp; return"
    out.append(f"  <meta>\n    <dc:title>Catalogue of {esc(words(2))}</dc:title>\n"
               f"    <dc:date>2023-0{1 + R.below(9)}-1{R.below(10)}</dc:date>\n"
               f"    <note x:level=\"2\">{mot} <em>within</em> 21 days.</note>\n  </meta>\n")
    out.append("  <!-- authors, by surname -->\n  <authors>\n")
    aids = [f"a{i}" for i in range(n_auth)]
    for i, a in enumerate(aids):
        born = 1850 + R.below(150)
        living = "no" if born < 1940 or R.chance(1, 5) else "yes"
        out.append(f'    <author id="{a}" born="{born}"'
                   + (f' living="{living}"' if living == "no" or R.chance(1, 3) else "") + ">"
                   f"<name>{R.pick(FIRST)} {R.pick(LAST)}</name>")
        if R.chance(3, 4):
            out.append(f"<country>{R.pick(COUNTRIES)}</country>")
        if R.chance(1, 3):
            out.append(f"<bio>{inline_text(aids[:i], not ns)}</bio>")
        out.append("</author>\n")
    out.append("  </authors>\n  <books>\n")
    bids = []
    for i in range(n_books):
        bid = f"b{i}"
        bids.append(bid)
        na = 1 + (R.below(6) == 0) + (R.below(15) == 0)
        auth = " ".join(sorted({R.pick(aids) for _ in range(na)}))
        attrs = f'id="{bid}" authors="{auth}" year="{1900 + R.below(124)}"'
        if R.chance(1, 4):
            attrs += f' lang="{R.pick(["no", "sv", "de", "fr", "en-GB"])}"'
        st = R.pick(STATUS)
        if broken and i % 97 == 13:
            st = "borrowed" if not ns else st
        if st != "available" or R.chance(1, 3):
            attrs += f' status="{st}"'
        if R.chance(2, 3):
            attrs += f' format="{R.pick(["hardcover", "paperback", "ebook"])}"'
        if R.chance(1, 2):
            attrs += f' shelf="S{R.below(40)}-{R.below(9)}"'
        if broken and ns and i % 97 == 13:
            attrs += ' colour="red"'
        out.append(f"    <book {attrs}>\n      <dc:title>{esc(sentence()[:-1])}</dc:title>\n")
        if broken and i % 89 == 7:
            out.append(f"      <isbn>97{R.below(10)}-12</isbn>\n")
        else:
            out.append(f"      <isbn>{isbn()}</isbn>\n")
        cur = R.pick(["EUR", "EUR", "NOK", "USD"])
        price = f"{R.below(90) + 5}.{R.below(100):02d}"
        if broken and i % 101 == 50:
            price = "free"
        out.append(f'      <price currency="{cur}">{price}</price>\n' if cur != "EUR" or R.chance(1, 2)
                   else f"      <price>{price}</price>\n")
        if R.chance(4, 5):
            tg = sorted({R.pick(TAGS) for _ in range(1 + R.below(4))})
            out.append("      <tags>" + "".join(f"<tag>{t}</tag>" for t in tg) + "</tags>\n")
        if R.chance(2, 3):
            s = inline_text(bids[:-1] if not ns else [], not ns)
            if R.chance(1, 6):
                s += " <![CDATA[<raw> & unescaped ]]]]><![CDATA[> text]]>"
            out.append(f"      <summary>{s}</summary>\n")
        for _ in range(R.below(3) if R.chance(1, 4) else 0):
            out.append(f'      <x:note x:level="{1 + R.below(3)}">{esc(words(5))}</x:note>\n')
        if R.chance(1, 40):
            out.append(f"      <!-- checked {R.below(28) + 1}.{R.below(12) + 1}. -->\n")
        out.append("    </book>\n")
        if i % 500 == 499:
            out.append(f'    <?catalogue-break chunk="{i // 500}"?>\n')
    out.append("  </books>\n  <loans>\n")
    for i in range(n_books // 8):
        due = f' due="2024-{1 + R.below(12):02d}-{1 + R.below(28):02d}"' if R.chance(3, 4) else ""
        out.append(f'    <loan book="{R.pick(bids)}" reader="r{R.below(5000)}"{due}/>\n')
    if broken and not ns:
        out.append('    <loan book="b999999" reader="r1"/>\n')
    out.append("  </loans>\n</library>\n")
    return "".join(out)


XSD = """<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:l="urn:x-lib"
           targetNamespace="urn:x-lib" elementFormDefault="qualified">
  <xs:import namespace="http://purl.org/dc/elements/1.1/" schemaLocation="dc.xsd"/>
  <xs:import namespace="urn:x-lib-extra" schemaLocation="extra.xsd"/>
  <xs:simpleType name="isbn">
    <xs:restriction base="xs:string">
      <xs:pattern value="97[89]-\\d-\\d{4}-\\d{4}-\\d"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="money">
    <xs:restriction base="xs:decimal">
      <xs:minInclusive value="0"/><xs:maxExclusive value="10000"/>
      <xs:fractionDigits value="2"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="status">
    <xs:restriction base="xs:token">
      <xs:enumeration value="available"/><xs:enumeration value="lent"/>
      <xs:enumeration value="reserved"/><xs:enumeration value="lost"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="year">
    <xs:union memberTypes="xs:gYear">
      <xs:simpleType><xs:restriction base="xs:integer">
        <xs:minInclusive value="1450"/><xs:maxInclusive value="2100"/>
      </xs:restriction></xs:simpleType>
    </xs:union>
  </xs:simpleType>
  <xs:simpleType name="idlist"><xs:list itemType="xs:IDREF"/></xs:simpleType>
  <xs:attributeGroup name="common">
    <xs:attribute name="id" type="xs:ID" use="required"/>
    <xs:attribute name="lang" type="xs:language" default="en"/>
  </xs:attributeGroup>
  <xs:complexType name="inline" mixed="true">
    <xs:choice minOccurs="0" maxOccurs="unbounded">
      <xs:element name="em" type="xs:string"/>
      <xs:element name="b"><xs:complexType mixed="true"><xs:sequence>
        <xs:element name="em" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence></xs:complexType></xs:element>
      <xs:element name="code" type="xs:string"/>
      <xs:element name="ref"><xs:complexType>
        <xs:attribute name="to" type="xs:IDREF" use="required"/>
      </xs:complexType></xs:element>
    </xs:choice>
  </xs:complexType>
  <xs:element name="library">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="meta">
          <xs:complexType><xs:sequence>
            <xs:element ref="dc:title" xmlns:dc="http://purl.org/dc/elements/1.1/"/>
            <xs:element ref="dc:date" xmlns:dc="http://purl.org/dc/elements/1.1/"/>
            <xs:element name="note" minOccurs="0" maxOccurs="unbounded">
              <xs:complexType mixed="true"><xs:complexContent>
                <xs:extension base="l:inline">
                  <xs:attribute ref="x:level" xmlns:x="urn:x-lib-extra"/>
                </xs:extension>
              </xs:complexContent></xs:complexType>
            </xs:element>
          </xs:sequence></xs:complexType>
        </xs:element>
        <xs:element name="authors"><xs:complexType><xs:sequence>
          <xs:element name="author" maxOccurs="unbounded"><xs:complexType>
            <xs:sequence>
              <xs:element name="name" type="xs:string"/>
              <xs:element name="country" minOccurs="0">
                <xs:simpleType><xs:restriction base="xs:string">
                  <xs:pattern value="[A-Z]{2}"/></xs:restriction></xs:simpleType>
              </xs:element>
              <xs:element name="bio" type="l:inline" minOccurs="0"/>
            </xs:sequence>
            <xs:attributeGroup ref="l:common"/>
            <xs:attribute name="born" type="l:year"/>
            <xs:attribute name="living" default="yes">
              <xs:simpleType><xs:restriction base="xs:NMTOKEN">
                <xs:enumeration value="yes"/><xs:enumeration value="no"/>
              </xs:restriction></xs:simpleType>
            </xs:attribute>
          </xs:complexType></xs:element>
        </xs:sequence></xs:complexType></xs:element>
        <xs:element name="books"><xs:complexType><xs:sequence>
          <xs:element name="book" maxOccurs="unbounded" type="l:book"/>
        </xs:sequence></xs:complexType>
          <xs:unique name="isbnUnique"><xs:selector xpath="l:book"/>
            <xs:field xpath="l:isbn"/></xs:unique>
        </xs:element>
        <xs:element name="loans" minOccurs="0"><xs:complexType><xs:sequence>
          <xs:element name="loan" minOccurs="0" maxOccurs="unbounded"><xs:complexType>
            <xs:attribute name="book" type="xs:IDREF" use="required"/>
            <xs:attribute name="reader" type="xs:NCName" use="required"/>
            <xs:attribute name="due" type="xs:date"/>
          </xs:complexType></xs:element>
        </xs:sequence></xs:complexType></xs:element>
      </xs:sequence>
      <xs:attribute name="version" type="xs:positiveInteger" fixed="2"/>
    </xs:complexType>
    <xs:key name="bookKey"><xs:selector xpath="l:books/l:book"/><xs:field xpath="@id"/></xs:key>
    <xs:keyref name="loanBook" refer="l:bookKey">
      <xs:selector xpath="l:loans/l:loan"/><xs:field xpath="@book"/></xs:keyref>
  </xs:element>
  <xs:complexType name="book">
    <xs:sequence>
      <xs:element ref="dc:title" xmlns:dc="http://purl.org/dc/elements/1.1/"/>
      <xs:element name="isbn" type="l:isbn"/>
      <xs:element name="price"><xs:complexType><xs:simpleContent>
        <xs:extension base="l:money">
          <xs:attribute name="currency" default="EUR">
            <xs:simpleType><xs:restriction base="xs:string">
              <xs:enumeration value="EUR"/><xs:enumeration value="NOK"/>
              <xs:enumeration value="USD"/></xs:restriction></xs:simpleType>
          </xs:attribute>
        </xs:extension>
      </xs:simpleContent></xs:complexType></xs:element>
      <xs:element name="tags" minOccurs="0"><xs:complexType><xs:sequence>
        <xs:element name="tag" type="xs:NCName" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence></xs:complexType></xs:element>
      <xs:element name="summary" type="l:inline" minOccurs="0"/>
      <xs:element ref="x:note" xmlns:x="urn:x-lib-extra" minOccurs="0" maxOccurs="unbounded"/>
    </xs:sequence>
    <xs:attributeGroup ref="l:common"/>
    <xs:attribute name="authors" type="l:idlist" use="required"/>
    <xs:attribute name="year" type="l:year" use="required"/>
    <xs:attribute name="status" type="l:status" default="available"/>
    <xs:attribute name="format">
      <xs:simpleType><xs:restriction base="xs:NMTOKEN">
        <xs:enumeration value="hardcover"/><xs:enumeration value="paperback"/>
        <xs:enumeration value="ebook"/></xs:restriction></xs:simpleType>
    </xs:attribute>
    <xs:attribute name="shelf">
      <xs:simpleType><xs:restriction base="xs:string">
        <xs:pattern value="S\\d{1,2}-[0-9]"/></xs:restriction></xs:simpleType>
    </xs:attribute>
  </xs:complexType>
</xs:schema>
"""

DC_XSD = """<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
           targetNamespace="http://purl.org/dc/elements/1.1/" elementFormDefault="qualified">
  <xs:element name="title"><xs:simpleType><xs:restriction base="xs:string">
    <xs:minLength value="1"/><xs:maxLength value="400"/></xs:restriction></xs:simpleType>
  </xs:element>
  <xs:element name="date" type="xs:date"/>
</xs:schema>
"""

EXTRA_XSD = """<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:x="urn:x-lib-extra"
           targetNamespace="urn:x-lib-extra" elementFormDefault="qualified"
           attributeFormDefault="qualified">
  <xs:attribute name="level"><xs:simpleType><xs:restriction base="xs:unsignedByte">
    <xs:minInclusive value="1"/><xs:maxInclusive value="3"/></xs:restriction></xs:simpleType>
  </xs:attribute>
  <xs:element name="note"><xs:complexType><xs:simpleContent>
    <xs:extension base="xs:string"><xs:attribute ref="x:level"/></xs:extension>
  </xs:simpleContent></xs:complexType></xs:element>
</xs:schema>
"""

RNG = """<?xml version="1.0"?>
<grammar xmlns="http://relaxng.org/ns/structure/1.0" ns="urn:x-lib"
         xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:x="urn:x-lib-extra"
         datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
  <start>
    <element name="library">
      <optional><attribute name="version"><value>2</value></attribute></optional>
      <ref name="meta"/>
      <element name="authors"><oneOrMore><ref name="author"/></oneOrMore></element>
      <element name="books"><oneOrMore><ref name="book"/></oneOrMore></element>
      <optional><element name="loans"><zeroOrMore>
        <element name="loan">
          <attribute name="book"><data type="IDREF"/></attribute>
          <attribute name="reader"><data type="NCName"/></attribute>
          <optional><attribute name="due"><data type="date"/></attribute></optional>
        </element></zeroOrMore></element></optional>
    </element>
  </start>
  <define name="meta">
    <element name="meta">
      <element name="dc:title"><text/></element>
      <element name="dc:date"><data type="date"/></element>
      <zeroOrMore><element name="note"><ref name="level"/><ref name="inline"/></element></zeroOrMore>
    </element>
  </define>
  <define name="level">
    <optional><attribute name="x:level"><choice><value>1</value><value>2</value>
      <value>3</value></choice></attribute></optional>
  </define>
  <define name="inline">
    <mixed><zeroOrMore><choice>
      <element name="em"><text/></element>
      <element name="b"><mixed><zeroOrMore><element name="em"><text/></element></zeroOrMore></mixed></element>
      <element name="code"><text/></element>
      <element name="ref"><attribute name="to"><data type="IDREF"/></attribute></element>
    </choice></zeroOrMore></mixed>
  </define>
  <define name="common">
    <attribute name="id"><data type="ID"/></attribute>
    <optional><attribute name="lang"><data type="language"/></attribute></optional>
  </define>
  <define name="author">
    <element name="author">
      <ref name="common"/>
      <optional><attribute name="born"><data type="integer">
        <param name="minInclusive">1400</param></data></attribute></optional>
      <optional><attribute name="living"><choice><value>yes</value><value>no</value></choice></attribute></optional>
      <element name="name"><text/></element>
      <optional><element name="country"><data type="string">
        <param name="pattern">[A-Z]{2}</param></data></element></optional>
      <optional><element name="bio"><ref name="inline"/></element></optional>
    </element>
  </define>
  <define name="book">
    <element name="book">
      <ref name="common"/>
      <attribute name="authors"><list><oneOrMore><data type="IDREF"/></oneOrMore></list></attribute>
      <attribute name="year"><data type="gYear"/></attribute>
      <optional><attribute name="status"><choice>
        <value>available</value><value>lent</value><value>reserved</value><value>lost</value>
      </choice></attribute></optional>
      <optional><attribute name="format"><choice><value>hardcover</value>
        <value>paperback</value><value>ebook</value></choice></attribute></optional>
      <optional><attribute name="shelf"><data type="token">
        <param name="pattern">S[0-9]+-[0-9]</param></data></attribute></optional>
      <element name="dc:title"><text/></element>
      <element name="isbn"><data type="string">
        <param name="pattern">97[89](-[0-9]+){4}</param></data></element>
      <element name="price">
        <optional><attribute name="currency"><choice><value>EUR</value><value>NOK</value>
          <value>USD</value></choice></attribute></optional>
        <data type="decimal"><param name="minInclusive">0</param></data>
      </element>
      <optional><element name="tags"><zeroOrMore><element name="tag"><data type="NCName"/></element></zeroOrMore></element></optional>
      <optional><element name="summary"><ref name="inline"/></element></optional>
      <zeroOrMore><element name="x:note"><ref name="level"/><text/></element></zeroOrMore>
    </element>
  </define>
</grammar>
"""

SCH = """<?xml version="1.0"?>
<schema xmlns="http://purl.oclc.org/dsdl/schematron">
  <title>Library consistency rules</title>
  <ns prefix="l" uri="urn:x-lib"/>
  <ns prefix="dc" uri="http://purl.org/dc/elements/1.1/"/>
  <pattern id="books">
    <rule context="l:book">
      <assert test="string-length(l:isbn) = 17">An ISBN has 13 digits and 4 dashes.</assert>
      <assert test="number(l:price) &gt;= 0">Price <value-of select="l:price"/> is no number.</assert>
      <assert test="@year &lt;= 2024">Book <name/> is from the future.</assert>
      <report test="@status = 'lost' and l:tags/l:tag = 'maps'">Lost map book <value-of select="@id"/>.</report>
      <report test="count(l:tags/l:tag) &gt; 3">Many tags on <value-of select="@id"/>.</report>
    </rule>
    <rule context="l:loan">
      <assert test="//l:book/@id = @book">A loan of an unknown book.</assert>
      <report test="//l:book[@status = 'lost']/@id = @book">A loan of a lost book.</report>
    </rule>
  </pattern>
  <pattern id="authors">
    <rule context="l:author">
      <assert test="not(@born) or @born &gt; 1800">Author born too early.</assert>
      <report test="@living = 'yes' and @born &lt; 1920">Author <value-of select="l:name"/> is very old.</report>
    </rule>
  </pattern>
</schema>
"""

# --------------------------------------------------------------------- sensors
def sensors(n):
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n<log xmlns="urn:x-sensor" '
           'xmlns:q="urn:x-quality" site="north" started="2023-03-01T00:00:00Z">\n']
    kinds = ["temp", "humidity", "pressure", "wind", "co2", "rain"]
    t = 0
    for i in range(n):
        t += 1 + R.below(30)
        k = R.pick(kinds)
        v = R.below(100000) / 100
        attrs = f'n="{i}" t="{t}" kind="{k}" v="{v}"'
        if R.chance(1, 10):
            attrs += f' q:flag="{R.pick(["spike", "stale", "calibrated"])}"'
        if R.chance(1, 50):
            out.append(f'  <event n="{i}" t="{t}"><msg>{esc(sentence())}</msg>'
                       f'<code>{R.below(600)}</code></event>\n')
        elif R.chance(1, 7):
            out.append(f'  <r {attrs}><avg>{v}</avg><min>{v - R.below(10)}</min>'
                       f'<max>{v + R.below(10)}</max></r>\n')
        else:
            out.append(f"  <r {attrs}/>\n")
    out.append("</log>\n")
    return "".join(out)


# ------------------------------------------------------------------------- HTML
def html_page(n_par, soup):
    out = []
    if R.chance(2, 3):
        out.append(R.pick(['<!DOCTYPE html>\n', '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01'
                           ' Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n']))
    out.append('<html lang="en"><head><meta charset="utf-8">\n'
               f"<title>{words(3)} &amp; {words(1)}</title>\n"
               '<link rel=stylesheet href="site.css">\n'
               "<style>body { margin: 0 } p > a:hover { color: #c00 }</style>\n"
               "<script>var x = 1 < 2 && 3 > 2; document.write('<p>hi</p>');</script>\n")
    if not soup:
        out.append("</head>\n")
    out.append('<body class="page">\n<div id=nav><ul>')
    for j in range(3 + R.below(5)):
        out.append(f'<li><a href="/s/{word()}.html">{word()}</a>' + ("</li>" if not soup else ""))
    out.append("</ul></div>\n")
    for j in range(n_par):
        k = R.below(9)
        if k < 4:
            body = esc(sentence())
            if R.chance(1, 2):
                body += f' <a href="{word()}.html?x=1&y={j}">{word()}</a> {esc(sentence())}'
            if R.chance(1, 3):
                body += f" <b>{word()}<i>{word()}</b></i>" if soup else f" <b>{word()}</b>"
            out.append(f"<p>{body}" + ("" if soup else "</p>") + "\n")
        elif k == 4:
            out.append("<table border=1><tr><th>key<th>value\n")
            for _ in range(2 + R.below(5)):
                out.append(f"<tr><td>{word()}<td align=right>{R.below(1000)}&nbsp;kr\n")
            out.append("</table>\n")
        elif k == 5:
            out.append(f'<img src="{word()}.png" alt="{word()}" width=40><br>'
                       f"&copy; &eacute;t&eacute; &mdash; &#x263A; &unknownent; <br/>\n")
        elif k == 6:
            out.append(f"<h{1 + R.below(4)}>{words(3)}</h{1 + R.below(4) if soup else ''}>\n"
                       .replace("</h>", "</h2>"))
        elif k == 7:
            out.append("<form action=/q method=post><input type=text name=q value='a\"b'>"
                       "<select name=s><option selected>one<option>two</select>"
                       "<textarea>&lt;raw&gt;</textarea><input type=checkbox checked></form>\n")
        else:
            out.append(f"<!-- {words(3)} --><pre>  {words(4)}\n    {words(2)}</pre>"
                       f"<dl><dt>{word()}<dd>{esc(sentence())}</dl>\n")
    if soup:
        out.append("<div><span>unclosed <em>tags <p>everywhere\n</body>")
    else:
        out.append("</body></html>\n")
    return "".join(out)


# ---------------------------------------------------------------------- writing
def write(path, text, enc="utf-8"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(text.encode(enc))


def main():
    out = sys.argv[1]
    w = lambda name, text, enc="utf-8": write(os.path.join(out, name), text, enc)
    w("library.dtd", LIB_DTD)
    w("library.xml", library(400, 3000))
    w("library-small.xml", library(40, 120))
    w("library-bad.xml", library(60, 400, broken=1))
    w("library-ns.xml", library(400, 2500, ns=True))
    w("library-ns-small.xml", library(30, 80, ns=True))
    w("library-ns-bad.xml", library(60, 400, ns=True, broken=1))
    w("schema/library.xsd", XSD)
    w("schema/dc.xsd", DC_XSD)
    w("schema/extra.xsd", EXTRA_XSD)
    w("schema/library.rng", RNG)
    w("schema/library.sch", SCH)
    w("schema/broken.xsd", XSD.replace('base="l:money"', 'base="l:nomoney"'))
    w("schema/broken.rng", RNG.replace('<ref name="meta"/>', '<ref name="metadata"/>'))
    w("sensors.xml", sensors(50000))
    # A doctype with a public identifier, resolved only through the catalogs.
    pub = library(30, 200).replace(
        '<!DOCTYPE library SYSTEM "library.dtd" [',
        '<!DOCTYPE library PUBLIC "-//Fjordside//DTD Library 2//EN" '
        '"http://dtd.example.org/library/2/library.dtd" [')
    w("public.xml", pub)
    w("catalog.xml", '<?xml version="1.0"?>\n'
      '<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog" prefer="public">\n'
      '  <public publicId="-//Fjordside//DTD Library 2//EN" uri="library.dtd"/>\n'
      '  <rewriteSystem systemIdStartString="http://dtd.example.org/library/2/" '
      'rewritePrefix="./"/>\n'
      '  <uri name="urn:x-lib:schema" uri="schema/library.xsd"/>\n'
      '  <nextCatalog catalog="catalog2.xml"/>\n</catalog>\n')
    w("catalog2.xml", '<?xml version="1.0"?>\n'
      '<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">\n'
      '  <system systemId="http://dtd.example.org/other.dtd" uri="library.dtd"/>\n'
      '  <delegatePublic publicIdStartString="-//Other//" catalog="none.xml"/>\n</catalog>\n')
    w("catalog.sgml", '-- SGML catalog --\nPUBLIC "-//Fjordside//DTD Library 2//EN" '
      '"library.dtd"\nSYSTEM "http://dtd.example.org/library/2/library.dtd" "library.dtd"\n')
    # HTML: clean pages, tag soup, one large page.
    for i in range(24):
        w(f"html/page{i:02d}.html", html_page(10 + R.below(40), soup=i % 3 == 0))
    w("html/big.html", html_page(6000, soup=True))
    w("html/latin1.html", html_page(30, soup=False).replace(
        '<meta charset="utf-8">', '<meta http-equiv="Content-Type" content="text/html; '
        'charset=iso-8859-1">') + "<p>Bl\u00e5b\u00e6r og r\u00f8mme</p>\n", "latin-1")
    # XInclude book.
    chapters = []
    for c in range(8):
        secs = "".join(f'  <section xml:id="c{c}s{s}" xml:lang="en"><title>{words(3)}</title>'
                       + "".join(f"<para>{esc(sentence())} {esc(sentence())}</para>"
                                 for _ in range(3 + R.below(20)))
                       + "</section>\n" for s in range(2 + R.below(5)))
        w(f"book/chap{c}.xml", f'<?xml version="1.0"?>\n<chapter n="{c}" '
          f'xml:base="chapters/">\n  <title>{words(2)}</title>\n{secs}</chapter>\n')
    w("book/notes.txt", "".join(sentence() + "\n" for _ in range(200)) + "a < b & c\n")
    inc = "".join(f'  <xi:include href="chap{c}.xml"/>\n' for c in range(8))
    w("book/book.xml", '<?xml version="1.0"?>\n<book xmlns:xi="http://www.w3.org/2001/XInclude">\n'
      f"{inc}"
      '  <appendix><xi:include href="notes.txt" parse="text"/></appendix>\n'
      '  <xi:include href="chap2.xml" xpointer="xpointer(//section[2])"/>\n'
      '  <xi:include href="chap3.xml" xpointer="element(/1/2)"/>\n'
      '  <xi:include href="chap4.xml" xpointer="c4s1"/>\n'
      '  <xi:include href="missing.xml"><xi:fallback><para>No such chapter.</para>'
      '</xi:fallback></xi:include>\n'
      '  <xi:include href="notes.txt" parse="text" encoding="ISO-8859-1"/>\n</book>\n')
    w("book/loop.xml", '<?xml version="1.0"?>\n<x xmlns:xi="http://www.w3.org/2001/XInclude">'
      '<xi:include href="loop.xml"/></x>\n')
    # Encodings.
    body = ("<r>\n" + "".join(f'  <p k="{word()}">{esc(sentence())} \u00e6\u00f8\u00e5 '
                              f"\u00c5ngstr\u00f6m caf\u00e9 na\u00efve</p>\n" for _ in range(300))
            + "</r>\n")
    for enc, name in (("utf-8", "UTF-8"), ("utf-16", "UTF-16"), ("latin-1", "ISO-8859-1"),
                      ("cp1252", "windows-1252"), ("iso8859-15", "ISO-8859-15"),
                      ("utf-16-be", "UTF-16BE")):
        w(f"enc/{enc}.xml", f'<?xml version="1.0" encoding="{name}"?>\n' + body, enc)
    w("enc/nodecl-utf16.xml", "\ufeff" + body, "utf-16-le")
    ru = "<r>" + "".join(f"<w>\u043f\u0440\u0438\u0432\u0435\u0442 {i}</w>" for i in range(400)) + "</r>\n"
    w("enc/koi8r.xml", '<?xml version="1.0" encoding="KOI8-R"?>\n' + ru, "koi8-r")
    jp = "<r>" + "".join(f"<w n='{i}'>\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8</w>"
                         for i in range(400)) + "</r>\n"
    w("enc/sjis.xml", '<?xml version="1.0" encoding="Shift_JIS"?>\n' + jp, "shift_jis")
    w("enc/eucjp.xml", '<?xml version="1.0" encoding="EUC-JP"?>\n' + jp, "euc_jp")
    w("enc/wrong.xml", '<?xml version="1.0" encoding="UTF-8"?>\n<r>caf\u00e9 \u00e6</r>\n', "latin-1")
    # Entities: parameter entities, external parsed entities, notations, unparsed entities.
    w("ent/part1.ent", "<part>" + esc(sentence()) + " &inner;</part>\n")
    w("ent/part2.ent", '<?xml version="1.0" encoding="UTF-8"?>' + "<part>&#x263A; &amp; "
      + esc(sentence()) + "</part>\n")
    w("ent/decls.ent", '<!ENTITY inner "in&#x65;r text">\n<!ENTITY % more "<!ENTITY e9 \'nine\'>">\n%more;\n')
    ents = "".join(f'<!ENTITY e{i} "({i}) &e{i - 1}; &e{i - 1};">\n' for i in range(1, 4))
    w("ent/doc.xml", '<?xml version="1.0"?>\n<!DOCTYPE doc [\n<!ENTITY e0 "zero">\n' + ents
      + '<!ENTITY % decls SYSTEM "decls.ent">\n%decls;\n'
      '<!ENTITY p1 SYSTEM "part1.ent">\n<!ENTITY p2 SYSTEM "part2.ent">\n'
      '<!NOTATION png SYSTEM "image/png">\n<!ENTITY logo SYSTEM "logo.png" NDATA png>\n'
      '<!ELEMENT doc ANY>\n<!ATTLIST doc img ENTITY #IMPLIED kind CDATA "memo">\n'
      '<!ATTLIST item pos CDATA #IMPLIED flag (on|off) "off">\n]>\n<doc img="logo">\n'
      + "".join(f"  <item pos='{i}'>&e{R.below(4)}; &p1; &p2; &e9; &#{48 + i % 10}; &lt;</item>\n"
                for i in range(150)) + "</doc>\n")
    w("ent/bomb.xml", '<?xml version="1.0"?>\n<!DOCTYPE b [\n<!ENTITY a "aaaaaaaaaa">\n'
      + "".join(f'<!ENTITY {chr(98 + i)} "' + f"&{chr(97 + i)};" * 10 + '">\n' for i in range(5))
      + ']>\n<b>&f;</b>\n')
    # Malformed documents.
    bad = {
        "mismatch": "<a><b>text</c></a>",
        "undef-entity": "<a>&nope; and &also;</a>",
        "attr-quote": "<a x=1 y='2>t</a>",
        "dup-attr": '<a x="1" x="2">t</a>',
        "unclosed": "<a><b><c>text",
        "bad-char": "<a>\x01 ctl</a>",
        "bad-comment": "<a><!-- a -- b --></a>",
        "lt-in-attr": '<a x="1<2">t</a>',
        "undecl-prefix": "<a><p:b>t</p:b></a>",
        "after-root": "<a/><b/>",
        "bad-pi": "<?xml version='1.0'?><?xml bad?><a/>",
        "bad-name": "<1a>t</1a>",
        "cdata-end": "<a>]]> in text</a>",
        "empty": "",
        "bad-version": "<?xml version='2.7'?><a/>",
        "bad-decl": "<?xml encoding='UTF-8' version='1.0'?><a/>",
        "no-semicolon": "<a>&amp text &#12 x</a>",
        "deep-mismatch": "<r>" + "<d>" * 300 + "</r>",
    }
    for k, v in bad.items():
        w(f"bad/{k}.xml", v + "\n")
    w("bad/valid-errors.xml", '<?xml version="1.0"?>\n<!DOCTYPE r [\n<!ELEMENT r (a+, b?)>\n'
      '<!ELEMENT a (#PCDATA)>\n<!ELEMENT b EMPTY>\n<!ATTLIST a id ID #REQUIRED ref IDREF #IMPLIED '
      't (x|y) "x">\n]>\n<r><a id="i1" ref="i9">t</a><a id="i1" t="z">u</a><b>no</b><c/></r>\n')
    # Namespaces and canonicalisation.
    w("c14n.xml", '<?xml version="1.0"?>\n<!DOCTYPE doc [<!ATTLIST e9 attr CDATA "default">]>\n'
      '<doc xmlns="urn:a" xmlns:b="urn:b" xmlns:unused="urn:u" xml:lang="en">\n'
      '  <!-- comment -->\n  <e1   a2="2"   a1="1" b:c="3"/>\n'
      '  <e2 xmlns=""><e3 xmlns:b="urn:b" b:x="&#x9;tab &amp; &lt;"/></e2>\n'
      '  <b:e4 xml:space="preserve">  <![CDATA[ <cdata> ]]>  </b:e4>\n'
      '  <e9/>\n  <?pi  data ?>\n'
      + "".join(f'  <row xmlns:r{i}="urn:r{i}" r{i}:v="{i}" z="{word()}" a="{word()}">'
                f"{esc(sentence())}</row>\n" for i in range(400))
      + "</doc>\n")
    # xmllint --shell sessions.
    w("shell1.txt", "ls\ncd library/books\ndu\ncd book[3]\ncat\npwd\nbase\ncd ..\nls\n"
      "xpath count(book)\nxpath //book[@status='lost']/isbn\ngrep catalogue\ncd /\n"
      "dir\nwhereis //loan[1]\nsetbase file:///tmp/x.xml\nbase\n"
      "write out-shell.xml\nvalidate\nxpath sum(//price)\nfree\ncd //book[12]/summary\ncat\n"
      "help\nload library-small.xml\nls\ndu\nsave out-shell2.xml\nquit\n")
    w("shell2.txt", "setrootns\nxpath //defaultns:book[defaultns:price > 90]/@id\n"
      "setns l=urn:x-lib\nxpath count(//l:author)\ncd //l:author[2]\nls\ncat\n"
      "relaxng schema/library.rng\nwhereis //l:loan[last()]\nbye\n")


if __name__ == "__main__":
    main()
