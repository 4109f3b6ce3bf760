# cmark, the CommonMark converter, on generated Markdown (gen.py: README, spec-like edge cases,
# prose, changelog, dirty input, stress cases) and on the shared plain text: every output
# format, the rendering options, several files at once, standard input, a CommonMark
# round trip, and the command-line error exits.
PROGRAM = {
    "name": "cmark",
    "pkg": "cmark",
    "libs": [],
    "runs": [
        "python3 {bench}/cmark/gen.py {tmp}/md 2",
        # every document in every format
        "for f in {tmp}/md/*.md; do for t in html xml man commonmark latex; do "
        "{exe} -t $t $f > /dev/null; done; done",
        # again, with the options and wrap widths rotating over documents and formats
        "i=0; opts=(--smart --sourcepos --hardbreaks --nobreaks --safe --unsafe --validate-utf8); "
        "for f in {tmp}/md/*.md; do for t in html xml man commonmark latex; do i=$((i + 1)); "
        "{exe} ${{opts[i % 7]}} ${{opts[i % 5]}} --width $((i % 4 * 30)) -t $t $f > /dev/null; "
        "done; done",
        "{exe} {tmp}/md/readme.md | grep -c '<pre><code class=\"language-python\">' > /dev/null",
        "{exe} --sourcepos --smart {tmp}/md/spec.md {tmp}/md/readme.md > /dev/null",
        "{exe} -t xml --sourcepos --safe {tmp}/md/messy.md {tmp}/md/stress.md > /dev/null",
        "{exe} --validate-utf8 --unsafe < {tmp}/md/messy.md > /dev/null",
        "{exe} --validate-utf8 -t commonmark --width 30 {tmp}/md/messy.md > /dev/null",
        "{exe} --hardbreaks --smart -t man --width 40 {tmp}/md/prose.md > /dev/null",
        "{exe} --nobreaks --smart -t latex --width 100 {tmp}/md/prose.md {tmp}/md/changelog.md "
        "> /dev/null",
        "{exe} --safe --smart --sourcepos {tmp}/md/stress.md {tmp}/md/spec.md > /dev/null",
        # round trip through the CommonMark writer, twice, then render the result
        "{exe} -t commonmark --width 72 {tmp}/md/spec.md > {tmp}/spec.cm.md && "
        "{exe} -t commonmark --width 72 --smart {tmp}/spec.cm.md > {tmp}/spec.cm2.md && "
        "{exe} --sourcepos {tmp}/spec.cm2.md > /dev/null",
        "{exe} -t commonmark --hardbreaks {tmp}/md/changelog.md | {exe} -t xml > /dev/null",
        # plain text, 6 MB
        "{exe} --smart {data}/text.txt > /dev/null",
        "{exe} -t commonmark --width 50 {data}/text.txt | {exe} -t man --width 66 > /dev/null",
        "cat {tmp}/md/readme.md {tmp}/md/changelog.md | {exe} --sourcepos -t xml > /dev/null",
        "{exe} < /dev/null > /dev/null && printf '' | {exe} -t xml > /dev/null",
        "{exe} --help > /dev/null && {exe} --version > /dev/null",
        # usage errors exit 1
        "{exe} -t pdf {tmp}/md/readme.md 2> /dev/null; test $? -eq 1",
        "{exe} --width 7x {tmp}/md/readme.md 2> /dev/null; test $? -eq 1",
        "{exe} --bogus > /dev/null; test $? -eq 1",
        "{exe} {tmp}/no-such-file.md 2> /dev/null; test $? -eq 1",
    ],
}
