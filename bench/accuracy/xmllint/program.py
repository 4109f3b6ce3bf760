# xmllint (libxml2's command-line tool) on generated documents (gen.py): a library catalogue
# with an external DTD (parameter entities, conditional sections, ID/IDREF), the same data in
# a namespace with XSD, RELAX NG and Schematron schemas, invalid variants and broken schemas;
# a large flat sensor log; tag-soup and clean HTML; an XInclude book; eleven encodings;
# entity-heavy documents; malformed documents; XML and SGML catalogs; --shell sessions.
# Options as users combine them: validation (--valid, --postvalid, --dtdvalid, --schema,
# --relaxng, --schematron, in tree and --stream mode), serialisation (--format, --pretty,
# --encode, --noblanks, --nsclean, --dropdtd, --c14n*, -o), parser modes (--push, --pushsmall,
# --memory, --sax, --sax1, --walker, --testIO, --recover, --huge, --noent, --loaddtd,
# --dtdattr, --oldxml10), --xpath queries, --html, --xinclude, catalogs and --path.
# xmllint exits 1 (parse error), 3/4 (validity), 5 (schema does not compile): the runs that
# expect a failure check for that exit status.
X = "{tmp}/x"
O = "{tmp}/o"

XPATHS = [
    "count(//book)",
    "sum(//book/price) div count(//book/price)",
    "//book[@status='lost']/isbn/text()",
    "//book[tags/tag='maps' and @year > 1950]/@id",
    "count(//book[contains(summary, 'quo')])",
    "//book[position() mod 250 = 1]/*[name() = 'dc:title']",
    "//author[not(country)][@living='no']/name/text()",
    "count(//*[@lang]) + count(//@shelf)",
    "substring-before(//book[7]/isbn, '-')",
    "translate(normalize-space(//meta/note), 'aeiou', 'AEIOU')",
    "//book[starts-with(@shelf, 'S1')][1]/following-sibling::book[2]/@id",
    "count(//summary//em/ancestor::book)",
    "//processing-instruction('catalogue-break')",
    "count(//comment())",
    "round(sum(//price[@currency='NOK']) * 100) div 100",
    "//*[local-name() = 'note'][@*[local-name() = 'level'] = 3][1]",
    "boolean(//book[@format='ebook' and not(tags)])",
    "concat(count(//book[@year < 1950]), '/', count(//book))",
    "//book[string-length(*[1]) > 80]/*[1]",
    "count(//book/preceding::author)",
    "local-name(//*[namespace-uri()='urn:x-lib-extra'][1])",
    "//tag[. = preceding::tag[1]][position() < 4]",
]
# Quadratic ones, on the small catalogue; id() needs the DTD.
XPATHS_SMALL = [
    "string(//author[@id = //book[last()]/@authors]/name)",
    "count(//loan[@book = //book[@status='lent']/@id])",
    "//book[@authors = //author[country = 'NO']/@id]/@year",
]


def q(s):
    return "'" + s.replace("'", "'\\''") + "'"


PROGRAM = {
    "name": "xmllint",
    "pkg": "libxml2",
    "libs": ["-lm"],
    "runs": [
        f"python3 {{bench}}/xmllint/gen.py {X} && mkdir -p {O}",
        "{exe} --version > /dev/null",
        "{exe} > /dev/null; test $? -eq 1",
        "{exe} --auto | {exe} --format - > /dev/null",
        # DTD validation and the default serialiser.
        f"{{exe}} {X}/library.xml > {O}/lib.xml && {{exe}} --noout --valid {O}/lib.xml"
        f" --path {X}",
        f"{{exe}} --noout --valid {X}/library.xml {X}/library-small.xml",
        f"{{exe}} --noout --postvalid --noent {X}/library.xml",
        f"{{exe}} --noout --dtdvalid {X}/library.dtd {X}/library-small.xml",
        f"{{exe}} --noout --valid {X}/library-bad.xml 2> /dev/null; test $? -eq 4",
        f"{{exe}} --noout --dtdvalid {X}/library.dtd {X}/library-bad.xml 2> /dev/null;"
        " test $? -eq 3",
        f"{{exe}} --noout --valid {X}/bad/valid-errors.xml 2> /dev/null; test $? -eq 4",
        f"{{exe}} --htmlout --noout --valid {X}/library-bad.xml > /dev/null 2>&1; test $? -eq 3",
        f"{{exe}} --noout --valid --stream {X}/library.xml",
        f"{{exe}} --noout --insert --valid {X}/library-small.xml 2> /dev/null",
        # Serialisation options.
        f"{{exe}} --format {X}/library.xml > {O}/fmt.xml",
        f"{{exe}} --noblanks --nocdata --dropdtd --nsclean {X}/library.xml -o {O}/clean.xml",
        f"{{exe}} --pretty 2 --encode ISO-8859-1 {X}/library-small.xml > /dev/null",
        f"{{exe}} --format --noblanks --encode UTF-16 {X}/library-ns-small.xml > {O}/u16.xml"
        f" && {{exe}} --noout {O}/u16.xml",
        f"{{exe}} --noent --loaddtd --dropdtd --format {X}/library.xml > {O}/noent.xml",
        f"{{exe}} --dtdattr --nocompact {X}/library-small.xml > /dev/null",
        f"{{exe}} --copy --noent --loaddtd {X}/library-small.xml > /dev/null",
        f"{{exe}} --debug {X}/library-small.xml > /dev/null",
        f"{{exe}} --debug --noent --loaddtd {X}/ent/doc.xml > /dev/null",
        f"{{exe}} --noblanks --format {X}/sensors.xml > {O}/sensors.xml",
        f"{{exe}} --c14n {X}/c14n.xml > {O}/c14n.xml && {{exe}} --c14n {O}/c14n.xml"
        f" | cmp - {O}/c14n.xml",
        f"{{exe}} --c14n11 {X}/c14n.xml > /dev/null && {{exe}} --exc-c14n {X}/c14n.xml > /dev/null",
        f"{{exe}} --exc-c14n {X}/library-ns.xml > /dev/null",
        f"{{exe}} --c14n --noblanks {X}/sensors.xml > /dev/null",
        # Parser modes.
        f"{{exe}} --noout --push {X}/library.xml {X}/sensors.xml",
        f"{{exe}} --noout --pushsmall {X}/library-small.xml {X}/enc/utf-16.xml",
        f"{{exe}} --noout --memory --valid {X}/library.xml",
        f"{{exe}} --noout --testIO {X}/library-ns.xml {X}/book/chap0.xml",
        f"{{exe}} --sax {X}/library-small.xml > /dev/null",
        f"{{exe}} --sax --noent {X}/ent/doc.xml > /dev/null",
        f"{{exe}} --sax1 --noout {X}/library.xml",
        f"{{exe}} --noout --stream {X}/sensors.xml {X}/library-ns.xml",
        f"{{exe}} --stream --debug {X}/library-small.xml > /dev/null",
        f"{{exe}} --walker {X}/library-ns-small.xml > /dev/null",
        f"{{exe}} --walker --noout --valid {X}/library-small.xml",
        f"{{exe}} --stream --pattern '//book/isbn' {X}/library-small.xml > /dev/null",
        f"{{exe}} --walker --pattern 'r/avg' {X}/sensors.xml > /dev/null",
        f"{{exe}} --noout --repeat --timing {X}/library-ns-small.xml 2> /dev/null",
        f"{{exe}} --noout --oldxml10 --nowarning {X}/library.xml",
        f"{{exe}} --noout --maxmem 200000 {X}/library.xml 2> /dev/null; test $? -eq 9"
        " -o $? -eq 1",
        f"{{exe}} --noout --timing --noenc {X}/enc/utf-8.xml 2> /dev/null",
        # XPath.
        *[f"{{exe}} --xpath {q(e)} {X}/library.xml > /dev/null" for e in XPATHS],
        *[f"{{exe}} --xpath {q(e)} {X}/library-small.xml > /dev/null" for e in XPATHS_SMALL],
        f"{{exe}} --loaddtd --xpath \"id('b17 b42')/isbn | id(//loan[3]/@book)\""
        f" {X}/library.xml > /dev/null",
        f"{{exe}} --xpath 'count(//*[local-name()=\"r\"][@kind=\"wind\"])' {X}/sensors.xml"
        " > /dev/null",
        f"{{exe}} --xpath 'sum(//*[@kind=\"temp\"]/@v)' {X}/sensors.xml > /dev/null",
        f"{{exe}} --xpath '//nosuch' {X}/library-small.xml > /dev/null 2>&1; test $? -eq 10",
        f"{{exe}} --xpath '//book[' {X}/library-small.xml > /dev/null 2>&1; test $? -eq 10",
        # XML Schema, RELAX NG, Schematron.
        f"{{exe}} --noout --schema {X}/schema/library.xsd {X}/library-ns.xml"
        f" {X}/library-ns-small.xml 2> /dev/null",
        f"{{exe}} --noout --schema {X}/schema/library.xsd {X}/library-ns-bad.xml 2> /dev/null;"
        " test $? -eq 3",
        f"{{exe}} --noout --stream --schema {X}/schema/library.xsd {X}/library-ns.xml 2> /dev/null",
        f"{{exe}} --noout --schema {X}/schema/broken.xsd {X}/library-ns-small.xml 2> /dev/null;"
        " test $? -eq 5",
        f"{{exe}} --noout --relaxng {X}/schema/library.rng {X}/library-ns.xml 2> /dev/null",
        f"{{exe}} --noout --relaxng {X}/schema/library.rng {X}/library-ns-bad.xml 2> /dev/null;"
        " test $? -eq 3",
        f"{{exe}} --noout --stream --relaxng {X}/schema/library.rng {X}/library-ns.xml"
        " 2> /dev/null",
        f"{{exe}} --noout --relaxng {X}/schema/broken.rng {X}/library-ns-small.xml 2> /dev/null;"
        " test $? -eq 5",
        f"{{exe}} --schematron {X}/schema/library.sch {X}/library-ns-small.xml > /dev/null"
        " 2>&1; test $? -eq 3",
        f"{{exe}} --noout --schematron {X}/schema/library.sch {X}/library-ns-bad.xml"
        " 2> /dev/null; test $? -eq 3",
        # HTML.
        f"{{exe}} --html --noout {X}/html/*.html 2> /dev/null",
        f"{{exe}} --html {X}/html/page0*.html > /dev/null 2>&1",
        f"{{exe}} --html --xmlout {X}/html/page1*.html > /dev/null 2>&1",
        f"{{exe}} --html --format --encode UTF-8 {X}/html/big.html > /dev/null 2>&1",
        f"{{exe}} --html --push --noout {X}/html/big.html 2> /dev/null",
        f"{{exe}} --html --memory --noblanks --nodefdtd {X}/html/page2*.html > /dev/null 2>&1",
        f"{{exe}} --html --sax {X}/html/page05.html {X}/html/page06.html > /dev/null 2>&1",
        f"{{exe}} --html --xpath '//a/@href' {X}/html/big.html > /dev/null 2>&1",
        f"{{exe}} --html --xmlout --noent {X}/html/latin1.html > /dev/null 2>&1",
        f"{{exe}} --html --recover --nowarning {X}/html/latin1.html > /dev/null 2>&1",
        # XInclude.
        f"{{exe}} --xinclude {X}/book/book.xml > {O}/book.xml 2> /dev/null",
        f"{{exe}} --noxincludenode --nofixup-base-uris {X}/book/book.xml > /dev/null 2>&1",
        f"{{exe}} --xinclude --c14n {X}/book/book.xml > /dev/null 2>&1",
        f"{{exe}} --xinclude --stream --noout {X}/book/book.xml 2> /dev/null",
        f"{{exe}} --xinclude --noout {X}/book/loop.xml 2> /dev/null; test $? -eq 1",
        # Encodings.
        f"for f in {X}/enc/*.xml; do {{exe}} $f > {O}/enc.xml 2> /dev/null"
        f" || {{{{ test $f = {X}/enc/wrong.xml || exit 1; }}}}; done",
        f"{{exe}} --encode ISO-8859-1 {X}/enc/utf-16.xml {X}/enc/koi8r.xml > /dev/null",
        f"{{exe}} --encode Shift_JIS {X}/enc/eucjp.xml > {O}/sjis.xml && {{exe}} --noout {O}/sjis.xml",
        f"{{exe}} --encode UTF-16BE --format {X}/enc/cp1252.xml > /dev/null",
        f"{{exe}} --encode windows-1252 {X}/enc/iso8859-15.xml > /dev/null",
        f"{{exe}} --encode ASCII {X}/enc/sjis.xml {X}/enc/utf-8.xml > /dev/null",
        f"{{exe}} --recover {X}/enc/wrong.xml > /dev/null 2>&1",
        f"{{exe}} --noout --pushsmall {X}/enc/utf-16-be.xml {X}/enc/latin-1.xml {X}/enc/sjis.xml",
        # Entities.
        f"{{exe}} --noent --loaddtd {X}/ent/doc.xml > /dev/null",
        f"{{exe}} --loaddtd {X}/ent/doc.xml > /dev/null",
        f"{{exe}} --noout --loaddtd --debugent {X}/ent/doc.xml 2> /dev/null",
        f"{{exe}} --noout --noent {X}/ent/bomb.xml 2> /dev/null; test $? -eq 1",
        f"{{exe}} --noout --huge --noent {X}/ent/bomb.xml",
        f"{{exe}} --noout --huge {X}/ent/bomb.xml",
        # Malformed documents: every one is an error; --recover keeps what it can.
        # (An undeclared prefix and validity errors are no well-formedness errors.)
        f"n=0; for f in {X}/bad/*.xml; do {{exe}} --noout $f 2> /dev/null || n=$((n + 1)); done;"
        " test $n -eq 17",
        f"for f in {X}/bad/*.xml; do {{exe}} --recover $f > /dev/null 2>&1; done; true",
        f"for f in {X}/bad/*.xml; do {{exe}} --noout --push --recover $f 2> /dev/null; done; true",
        f"{{exe}} --noout --htmlout {X}/bad/*.xml > /dev/null 2>&1; test $? -ne 0",
        f"{{exe}} --noout --stream {X}/bad/mismatch.xml {X}/bad/unclosed.xml 2> /dev/null;"
        " test $? -eq 1",
        f"{{exe}} --noout --sax1 {X}/bad/undecl-prefix.xml {X}/bad/dup-attr.xml 2> /dev/null;"
        " test $? -eq 1",
        f"{{exe}} --noout {X}/no-such-file.xml 2> /dev/null; test $? -eq 1",
        # Catalogs, --path, network refusal.
        f"cd {X} && XML_CATALOG_FILES=catalog.xml {{exe}} --noout --valid public.xml",
        f"cd {X} && XML_CATALOG_FILES={X}/catalog.xml {{exe}} --load-trace --noout --valid"
        " --nonet public.xml 2> /dev/null",
        f"cd {X} && SGML_CATALOG_FILES=catalog.sgml {{exe}} --catalogs --noout --valid public.xml",
        f"{{exe}} --nocatalogs --nonet --noout --valid {X}/public.xml 2> /dev/null; test $? -eq 4",
        f"cp {X}/library-small.xml {O}/ && {{exe}} --path {X} --load-trace --noout --valid"
        f" {O}/library-small.xml 2> /dev/null",
        # Shell sessions (stdin commands).
        f"cd {X} && {{exe}} --loaddtd --shell library-small.xml < shell1.txt > /dev/null 2>&1",
        f"cd {X} && {{exe}} --shell library-ns-small.xml < shell2.txt > /dev/null 2>&1",
    ],
}
