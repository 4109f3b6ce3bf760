# GNU Bison workload: the grammars people write, built the ways they build them. A reentrant
# C calculator (calc.y: api.pure full, locations, LAC, detailed errors, printers), a
# mid-size language (lang.y: %union, destructors, named references, mid-rule actions), a GLR
# grammar with %dprec/%merge (glr.y), a C++ parser with variants and token constructors
# (rpn.yy), a Java push parser (Config.y) and a D parser (units.y); the C and C++ parsers are
# compiled and run on gen.py's inputs. Each grammar goes through the options that matter:
# -d/-H/-o/-b/-p/-y/-l/-k/-t, -D/-F %define overrides (lr.type ielr and canonical-lr,
# lr.default-reduction, api.push-pull, parse.error), -S/-L skeletons (yacc.c, glr.c, glr.cc,
# glr2.cc, lalr1.cc), reports (-v, --report=..., -g, -x), -M, -u, -f features, --trace.
# Diagnostics: counterexamples (-Wcex, --report=cex) on small conflicted grammars (diag/),
# warnings of every category, colour, fix-its, and grammars bison rejects (exit 1). gen.py
# adds a large generated language (big.y, ~2200 LALR states), precedence tables and random
# grammars full of conflicts and useless rules.
#
# Counterexamples only run on small grammars: their search is time-limited (5 s per
# conflict), and a timed-out search would make the profile depend on the machine.
#
# Bison reads its skeletons at run time; BISON_PKGDATADIR points at data/ of the corpus's
# source tree (the same bison 3.8.2 sources the program was built from). It also runs
# /usr/bin/m4 (Debian package m4).
DATA = "{src}/data"
X = f"BISON_PKGDATADIR={DATA} {{exe}}"
B = "{bench}/bison"
G = "{tmp}/g"
DIAG = B + "/diag"


def runs():
    r = [
        f"test -f {DATA}/m4sugar/m4sugar.m4 && test -x /usr/bin/m4 && python3 {B}/gen.py {G}",
        f"{X} --version > /dev/null && {X} --help > /dev/null && {X} --print-datadir > /dev/null"
        f" && {X} --print-localedir > /dev/null",
    ]
    # The C calculator: build it and run it; then the same grammar through other options.
    r += [
        f"{X} -Wall -t -d -o {{tmp}}/calc.c {B}/calc.y && cc -O0 -o {{tmp}}/calc {{tmp}}/calc.c"
        f" && {{tmp}}/calc < {G}/calc.txt > /dev/null 2>&1",
        f"{X} --report=all --report-file={{tmp}}/calc.report -g{{tmp}}/calc.gv -x{{tmp}}/calc.xml"
        f" -o {{tmp}}/calc2.c {B}/calc.y && test -s {{tmp}}/calc.xml",
        f"{X} -Dapi.push-pull=push -Dlr.type=ielr -H{{tmp}}/calc-push.h -o {{tmp}}/calc-push.c {B}/calc.y",
        f"{X} -Dlr.type=canonical-lr -Dlr.default-reduction=accepting -v -o {{tmp}}/calc-clr.c {B}/calc.y",
        f"{X} -F parse.error=verbose -Dlr.default-reduction=consistent -Dlr.keep-unreachable-state"
        f" -k -l -o {{tmp}}/calc3.c {B}/calc.y",
        f"{X} -Dapi.push-pull=both -F parse.lac=none -o {{tmp}}/calc4.c {B}/calc.y"
        " && cc -fsyntax-only {tmp}/calc4.c",
        f"{X} -M {{bench}}/=src/ --header={{tmp}}/calc5.h -o {{tmp}}/calc5.c {B}/calc.y"
        " && grep -q 'src/bison/calc.y' {tmp}/calc5.c",
        f"{X} --trace=scan,grammar,sets,automaton,closure,bitsets,muscles,locations,tools"
        f" -o {{tmp}}/calc6.c {B}/calc.y > /dev/null 2>&1",
    ]
    # The language grammar.
    r += [
        f"{X} -Wall -d -v -o {{tmp}}/lang.c {B}/lang.y && cc -fsyntax-only {{tmp}}/lang.c",
        f"{X} -Dlr.type=ielr -v -o {{tmp}}/lang-ielr.c {B}/lang.y",
        f"{X} -Dlr.type=canonical-lr -v -o {{tmp}}/lang-clr.c {B}/lang.y",
        f"{X} -Dlr.type=lalr -Dlr.default-reduction=most -t --locations -o {{tmp}}/lang2.c {B}/lang.y",
        f"{X} -F api.pure=full -Dapi.push-pull=both -F parse.error=detailed -Dparse.trace"
        f" -Dparse.lac=full -o {{tmp}}/lang3.c {B}/lang.y",
        f"{X} -Dapi.push-pull=push -o {{tmp}}/lang-push.c {B}/lang.y"
        " && cc -fsyntax-only {tmp}/lang-push.c",
        f"{X} --report=states,itemsets,lookaheads,solved -g -x -o {{tmp}}/lang4.c {B}/lang.y",
        f"{X} -p tern -b {{tmp}}/tern -d {B}/lang.y && test -s {{tmp}}/tern.tab.h",
        f"cd {{tmp}} && {X} -y -Wno-yacc -d {B}/lang.y && test -s y.tab.c && test -s y.tab.h",
        f"{X} -Wyacc -Wall -fsyntax-only {B}/lang.y 2> /dev/null",
        f"{X} -S glr.c -o {{tmp}}/lang-glr.c {B}/lang.y",
        f"{X} -L c++ -o {{tmp}}/lang.cc {B}/lang.y",
        f"{X} -ffixit -fcaret --color=always -Wall -o {{tmp}}/lang5.c {B}/lang.y",
    ]
    # GLR: build and run; counterexamples for its conflicts; the C++ GLR skeletons.
    r += [
        f"{X} -Wall -o {{tmp}}/glr.c {B}/glr.y && cc -O0 -o {{tmp}}/glr {{tmp}}/glr.c"
        f" && {{tmp}}/glr < {G}/glr.txt > /dev/null 2>&1",
        f"{X} -Wcex -o {{tmp}}/glr2.c {B}/glr.y 2> {{tmp}}/glr.cex && grep -q 'Example' {{tmp}}/glr.cex",
        f"{X} -v --report=lookaheads,solved -Dlr.type=ielr -o {{tmp}}/glr3.c {B}/glr.y",
        f"{X} -S glr.cc -o {{tmp}}/glr.cc {B}/glr.y",
        f"{X} -S glr2.cc -o {{tmp}}/glr2.cc {B}/glr.y",
    ]
    # C++ (built and run), Java, D.
    r += [
        f"{X} -Wall -o {{tmp}}/rpn.cc {B}/rpn.yy && c++ -O0 -std=c++17 -o {{tmp}}/rpn {{tmp}}/rpn.cc"
        f" && {{tmp}}/rpn < {G}/rpn.txt > /dev/null 2>&1",
        f"{X} -Dapi.value.automove -F parse.lac=none --header={{tmp}}/rpn2.hh --report=all"
        f" -o {{tmp}}/rpn2.cc {B}/rpn.yy",
        f"mkdir -p {{tmp}}/rpn3 && {X} '-Dapi.location.file=\"loc.hh\"' -x -o {{tmp}}/rpn3/rpn.cc"
        f" {B}/rpn.yy && test -s {{tmp}}/rpn3/loc.hh",
        f"{X} -S lalr1.cc -F parse.trace=false -Dapi.symbol.prefix=S_ -Dapi.token.prefix=TOK_"
        f" -o {{tmp}}/rpn4.cc {B}/rpn.yy 2> /dev/null",
        f"{X} -Wall -o {{tmp}}/ConfigParser.java {B}/Config.y",
        f"{X} -F api.push-pull=pull -F parse.error=verbose -v -o {{tmp}}/ConfigParser2.java {B}/Config.y",
        f"{X} -Wall -o {{tmp}}/units.d {B}/units.y",
        f"{X} -F parse.error=verbose -Dlr.type=ielr -g -o {{tmp}}/units2.d {B}/units.y",
    ]
    # Conflicts and counterexamples on small grammars.
    for g in ("ambig", "ifelse", "rr", "lr1"):
        r += [
            f"{X} -Wcex -o {{tmp}}/{g}.c {DIAG}/{g}.y 2> /dev/null",
            f"{X} --report=all --report-file={{tmp}}/{g}.output -o {{tmp}}/{g}-r.c {DIAG}/{g}.y 2> /dev/null",
            f"! {X} -Wall -Werror -o {{tmp}}/{g}-w.c {DIAG}/{g}.y 2> /dev/null",
        ]
    r += [
        f"{X} -Dlr.type=ielr -Wcex --trace=ielr -o {{tmp}}/lr1-ielr.c {DIAG}/lr1.y > /dev/null 2>&1",
        f"{X} -Dlr.type=canonical-lr --report=all -o {{tmp}}/lr1-clr.c {DIAG}/lr1.y",
        f"{X} -Wcex --trace=cex -o {{tmp}}/ifelse2.c {DIAG}/ifelse.y > /dev/null 2>&1",
        f"{X} -Wcex -fcaret --color=always -o {{tmp}}/rr2.c {DIAG}/rr.y 2> /dev/null",
    ]
    # Warnings, updates, errors.
    r += [
        f"cp {DIAG}/deprecated.y {{tmp}}/dep.y && {X} -u -Wall {{tmp}}/dep.y 2> /dev/null"
        f" && {X} -Wall -Werror -o {{tmp}}/dep.c {{tmp}}/dep.y && cc -fsyntax-only {{tmp}}/dep.c",
        f"{X} -ffixit -o {{tmp}}/dep2.c {DIAG}/deprecated.y 2> /dev/null",
        f"{X} -Wall -Wdangling-alias -Wyacc -o {{tmp}}/warn.c {DIAG}/warn.y 2> /dev/null",
        f"{X} -Wall --color=always -fcaret -o {{tmp}}/warn2.c {DIAG}/warn.y 2> /dev/null",
        f"{X} -Wnone -o {{tmp}}/warn3.c {DIAG}/warn.y",
        f"{X} -Wall,no-precedence,no-other -Wno-midrule-values -o {{tmp}}/warn4.c {DIAG}/warn.y 2> /dev/null",
        f"! {X} -Werror=midrule-values -o {{tmp}}/warn5.c {DIAG}/warn.y 2> /dev/null",
        f"! {X} -o {{tmp}}/broken.c {DIAG}/broken.y 2> /dev/null",
        f"! {X} -fcaret -ffixit --color=always -o {{tmp}}/broken.c {DIAG}/broken.y 2> /dev/null",
        f"! {X} {{tmp}}/no-such-grammar.y 2> /dev/null",
        f"! {X} --no-such-option 2> /dev/null",
        f"! {X} -Dlr.type=bogus -o {{tmp}}/x.c {B}/calc.y 2> /dev/null",
        f"! {X} -L cobol -o {{tmp}}/x.c {B}/calc.y 2> /dev/null",
        f"! {X} -S no-such-skeleton.c -o {{tmp}}/x.c {B}/calc.y 2> /dev/null",
        f"! {X} -S glr.cc -o {{tmp}}/x.cc {B}/rpn.yy 2> /dev/null",
        "printf '%%%%\\nexp: exp \"+\" | \"n\" ;\\n' > {tmp}/p1.y",
        f"{X} -Wall -o {{tmp}}/p1.c {{tmp}}/p1.y 2> /dev/null",
        "printf '%%token A\\n%%%%\\nx: A y\\n' > {tmp}/p2.y",
        f"! {X} -o {{tmp}}/p2.c {{tmp}}/p2.y 2> /dev/null",
    ]
    # Generated grammars.
    r += [
        f"{X} -v -o {{tmp}}/big.c {G}/big.y 2> /dev/null",
        f"{X} -Dlr.type=ielr -o {{tmp}}/big-ielr.c {G}/big.y 2> /dev/null",
        f"{X} -Dlr.type=canonical-lr -o {{tmp}}/big-clr.c {G}/big.y 2> /dev/null",
        f"{X} --report=states,itemsets,lookaheads,solved -g -x -d -o {{tmp}}/big2.c {G}/big.y 2> /dev/null",
        f"{X} -S glr.c -o {{tmp}}/mid-glr.c {G}/mid.y 2> /dev/null",
        f"{X} -L c++ -v -o {{tmp}}/mid.cc {G}/mid.y 2> /dev/null",
        f"{X} -Dlr.type=canonical-lr -Dlr.default-reduction=consistent -o {{tmp}}/mid-clr.c {G}/mid.y 2> /dev/null",
        f"{X} -Wall -v -o {{tmp}}/prec.c {G}/prec.y 2> /dev/null",
        f"{X} -Dlr.type=ielr --report=solved -o {{tmp}}/prec2.c {G}/prec.y 2> /dev/null",
        f"cd {G} && {X} -y -d yacc.y && cc -fsyntax-only y.tab.c",
        f"cd {G} && for i in 0 1 2 3 4 5 6 7; do"
        f" {X} -v -o r$i.c rand$i.y 2> /dev/null || exit 1;"
        f" {X} -Dlr.type=canonical-lr -Dlr.default-reduction=accepting -g -o rc$i.c rand$i.y 2> /dev/null || exit 1;"
        " done",
        f"cd {G} && for i in 0 2 4 6; do {X} -Wall -x -Dlr.keep-unreachable-state -o rk$i.c rand$i.y"
        " 2> /dev/null || exit 1; done",
        # IELR on the random grammars whose cycles and useless rules it accepts (on some of the
        # others bison 3.8.2 fails an assertion in AnnotationList.c).
        f"cd {G} && for i in 0 3 7; do"
        f" {X} -Dlr.type=ielr --report=lookaheads,solved -o ri$i.c rand$i.y 2> /dev/null || exit 1; done",
    ]
    return r


PROGRAM = {
    "name": "bison",
    "pkg": "bison",
    "libs": [],
    "runs": runs(),
}
