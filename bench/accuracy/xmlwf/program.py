# xmlwf (expat's well-formedness checker and XML rewriter) on generated documents
# (gen.py): large record and prose files, an external DTD with external entities, several
# encodings, many small everyday documents, malformed ones and entity bombs; with its
# output modes (canonical, namespace-canonical, copy, meta, notations, timing), mmap vs
# read(2) vs stdin input, and the amplification limits. xmlwf exits 2 on a malformed
# document, so the runs that expect one check for exactly that.
X = "{tmp}/x"
O = "{tmp}/o"
ENC_OK = " ".join(f"{X}/enc/{n}.xml" for n in
                  ("utf8-bom", "utf16le", "utf16be", "utf16le-nobom", "latin1", "ascii"))

PROGRAM = {
    "name": "xmlwf",
    "pkg": "expat",
    "libs": ["-lm"],
    "runs": [
        f"python3 {{bench}}/xmlwf/gen.py {X} {{data}}",
        f"mkdir -p {O}/ns {O}/canon {O}/copy {O}/meta {O}/nota {O}/ext {O}/enc {O}/small "
        f"{O}/err {O}/bomb",
        "{exe} -v > /dev/null && {exe} -h > /dev/null",
        # Plain checks: mmap'ed files, read(2) in 8 KB chunks, stdin, no reparse deferral.
        f"{{exe}} {X}/people.xml {X}/book.xml",
        f"{{exe}} -r {X}/book.xml {X}/people.xml {X}/blobs.xml {X}/tree.xml",
        f"{{exe}} -n {X}/blobs.xml {X}/tree.xml",
        f"{{exe}} -q < {X}/people.xml",
        f"{{exe}} -t -q -r {X}/book.xml",
        # Output modes.
        f"{{exe}} -n -d {O}/ns {X}/people.xml",
        f"{{exe}} -d {O}/canon {X}/people.xml {X}/book.xml",
        f"{{exe}} -c -d {O}/copy {X}/book.xml && cmp {X}/book.xml {O}/copy/book.xml",
        f"{{exe}} -c -r -d {O}/copy {X}/people.xml {X}/blobs.xml",
        f"{{exe}} -n -d {O}/ns {X}/tree.xml {X}/blobs.xml",
        f"{{exe}} -m -r -d {O}/meta {X}/tree.xml",
        f"{{exe}} -m -d {O}/meta {X}/book.xml {X}/bomb/boiler.xml",
        f"{{exe}} -n -m -d {O}/meta < {X}/people.xml",
        f"{{exe}} -N -d {O}/nota {X}/book.xml",
        f"{{exe}} -r -n -N -d {O}/nota {X}/book.xml {X}/tree.xml",
        f"cat {X}/people.xml {X}/blobs.xml | {{exe}} -d {O}/canon; test $? -eq 2",
        f"cat {X}/book.xml | {{exe}} -N -n -d {O}/nota",
        # External DTD (conditional sections, parameter entities) and external entities.
        f"{{exe}} {X}/ext/main.xml",
        f"{{exe}} -x -d {O}/ext {X}/ext/main.xml",
        f"{{exe}} -p -d {O}/ext {X}/ext/main.xml",
        f"{{exe}} -p -N -c -d {O}/copy {X}/ext/main.xml",
        f"{{exe}} -r -p -n -m -d {O}/meta {X}/ext/main.xml",
        f"{{exe}} -s -p {X}/ext/main.xml; test $? -eq 2",
        f"{{exe}} -s -n {X}/people.xml {X}/small/doc004.xml",
        # Encodings.
        f"{{exe}} -d {O}/enc {ENC_OK}",
        f"{{exe}} -r -n -m -d {O}/meta {ENC_OK}",
        f"{{exe}} -e UTF-8 -d {O}/enc {X}/enc/override.xml",
        f"{{exe}} -e ISO-8859-1 -c -d {O}/copy {X}/enc/latin1.xml",
        f"{{exe}} -e UTF-16 < {X}/enc/utf16be.xml",
        f"{{exe}} -w {X}/enc/cp1252.xml; test $? -eq 2",
        f"{{exe}} {X}/enc/cp1252.xml {X}/enc/ascii.xml; test $? -eq 2",
        # Many small documents: feeds, SVG, XHTML, SOAP, configs, plists.
        f"{{exe}} -n -d {O}/small {X}/small/*.xml",
        f"{{exe}} -d {O}/small {X}/small/*.xml",
        f"{{exe}} -m -n -d {O}/meta {X}/small/*.xml",
        f"{{exe}} -c -r -d {O}/copy {X}/small/*.xml",
        f"{{exe}} -N -r -t {X}/small/*.xml",
        f"for f in {X}/small/doc0[0-4]*.xml; do {{exe}} -n -q < $f || exit 1; done",
        # Malformed documents: every one reported with -k, the first one without.
        f"{{exe}} -k {X}/err/*.xml 2> {O}/err/k.txt; test $? -eq 2",
        f"{{exe}} -k -n -r -d {O}/err {X}/err/*.xml 2> {O}/err/nk.txt; test $? -eq 2",
        f"{{exe}} -m -k -d {O}/err {X}/err/*.xml 2> /dev/null; test $? -eq 2",
        f"{{exe}} {X}/err/*.xml 2> /dev/null; test $? -eq 2",
        f"for f in {X}/err/*.xml; do {{exe}} -n < $f 2> /dev/null; "
        "test $? -le 2 || exit 1; done",
        # Entity amplification limits.
        f"{{exe}} -d {O}/bomb {X}/bomb/laughs.xml {X}/bomb/boiler.xml",
        f"{{exe}} -a 5000 -b 4096 -t {X}/bomb/laughs.xml",
        f"{{exe}} -a 2 -b 100000 {X}/bomb/laughs.xml 2> /dev/null; test $? -eq 2",
        f"{{exe}} -a 1.5 -b 1000 -k {X}/bomb/boiler.xml {X}/bomb/laughs.xml 2> /dev/null; "
        "test $? -eq 2",
        f"{{exe}} -a 0.5 {X}/bomb/boiler.xml 2> /dev/null; test $? -eq 4",
    ],
}
