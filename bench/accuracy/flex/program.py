# flex workload: scanner specs as people write them, turned into scanners with the options
# that matter, then compiled and run. Hand-written specs: a C tokenizer with exclusive start
# conditions and yywrap over several files (clex.l), prose statistics with trailing context,
# REJECT and yyless (words.l), a reentrant JSON tokenizer with a start-condition stack and
# yyextra (json.l), a config reader with include files on a buffer stack, yymore and
# character-class arithmetic (conf.l), a C++ scanner class (cxx.ll), serialized tables
# (serial.l), an AT&T-lex-style program (lexcompat.l, -l/-X), a bison-bridge scanner with a
# header (bridge.l), and specs with warnings (warn.l) and errors (errors.l). gen.py adds a
# large keyword language (700 and 1500 keywords), 40 start conditions, a regular-expression
# workout, and the inputs. Table options: -Cf -CF -f -F -Cem -Ce -Cm -Ca -Cr -C, -7/-8, -i,
# -B/-I; debugging: -b -p -T -v -d -s -w; output: -o -t -P -L --header-file --tables-file
# --tables-verify --nounistd --noFUNCTION --yylineno --reentrant, %option main. Where a spec is
# built with several table layouts, the scanners' outputs must agree.
#
# flex runs /usr/bin/m4 (Debian package m4) on every scanner it writes; the C++ scanner
# needs FlexLexer.h, taken from the corpus's flex source tree (libfl-dev is not needed).
# flex forks itself for its output filters (header tee, #line fixing) right after option
# parsing; the children's profiles land in the same raw file as the parent's and are merged,
# so the little code run before the fork is counted three times.
F = "{bench}/flex"
G = "{tmp}/g"
FLEXLEXER = "{src}/src"


def build(spec, name, opts="", cc="cc -O0 -w", libs=""):
    """flex OPTS SPEC into {tmp}/NAME.c and compile it to {tmp}/NAME."""
    return (f"{{exe}} {opts} -o {{tmp}}/{name}.c {spec} && {cc} -o {{tmp}}/{name} {{tmp}}/{name}.c"
            f" {libs}")


def runs():
    r = [
        f"python3 {F}/gen.py {G} {{data}}/text.txt",
        "{exe} --version > /dev/null && {exe} --help > /dev/null && {exe} -V > /dev/null",
    ]
    # The C tokenizer: one reference build, then every table layout must give the same counts.
    r += [build(f"{F}/clex.l", "clex") + f" && {{tmp}}/clex {G}/code.c {{tmp}}/clex.c > {{tmp}}/clex.out"]
    for i, o in enumerate(["-Cf", "-CF", "-f", "-F", "-Ce", "-Cm", "-C", "-Ca", "-Cfa", "-CFa",
                           "-Cr", "-7 -Cf", "-8 -Cem", "-B -L", "-Cae --nounistd"]):
        r.append(build(f"{F}/clex.l", f"clex{i}", o)
                 + f" && {{tmp}}/clex{i} {G}/code.c {{tmp}}/clex.c | cmp - {{tmp}}/clex.out")
    r += [
        f"{{exe}} -v -o {{tmp}}/clex-v.c {F}/clex.l 2> {{tmp}}/clex.stats && grep -q 'DFA states' {{tmp}}/clex.stats",
        f"{{exe}} -p -p -b --backup-file={{tmp}}/clex.backup -o {{tmp}}/clex-p.c {F}/clex.l 2> /dev/null"
        " && test -s {tmp}/clex.backup",
        f"{{exe}} -T -o {{tmp}}/clex-T.c {F}/clex.l > {{tmp}}/clex.trace 2>&1",
        f"{{exe}} -d --hex -o {{tmp}}/clexd.c {F}/clex.l && cc -w -o {{tmp}}/clexd {{tmp}}/clexd.c"
        f" && head -300 {G}/code.c > {{tmp}}/small.c && {{tmp}}/clexd {{tmp}}/small.c > /dev/null 2>&1",
        f"{{exe}} -t {F}/clex.l | cc -w -fsyntax-only -x c -",
        f"cat {F}/clex.l | {{exe}} -o {{tmp}}/clex-stdin.c && cc -w -fsyntax-only {{tmp}}/clex-stdin.c",
        f"{{exe}} -Pclex_ --header-file={{tmp}}/clex.h -o {{tmp}}/clexP.c {F}/clex.l"
        " && cc -w -c -o {tmp}/clexP.o {tmp}/clexP.c && grep -q clex_lex {tmp}/clex.h",
        f"mkdir -p {{tmp}}/d && cd {{tmp}}/d && {{exe}} {F}/clex.l && test -s lex.yy.c",
        f"{{exe}} -s -o {{tmp}}/clex-s.c {F}/clex.l 2> {{tmp}}/clex-s.err && grep -q 'default rule' {{tmp}}/clex-s.err",
    ]
    # Prose: REJECT and trailing context (no -f/-F with REJECT: flex must refuse them).
    r += [build(f"{F}/words.l", "words") + f" && {{tmp}}/words < {G}/text.txt > {{tmp}}/words.out"]
    for i, o in enumerate(["-Cem", "-Ce", "-Ca", "-Cr", "-B", "-8"]):
        r.append(build(f"{F}/words.l", f"words{i}", o)
                 + f" && {{tmp}}/words{i} < {G}/text.txt | cmp - {{tmp}}/words.out")
    r += [
        build(f"{F}/words.l", "wordsi", "-i") + f" && {{tmp}}/wordsi < {G}/text.txt > /dev/null",
        f"{{exe}} -v -o {{tmp}}/words-v.c {F}/words.l > /dev/null",
        f"{{exe}} -T -i -o {{tmp}}/words-T.c {F}/words.l > /dev/null 2>&1",
        f"! {{exe}} -f -o {{tmp}}/words-f.c {F}/words.l 2> /dev/null",
        f"! {{exe}} -CF -o {{tmp}}/words-F.c {F}/words.l 2> /dev/null",
    ]
    # JSON, reentrant.
    r += [
        build(f"{F}/json.l", "json") + " && {tmp}/json {data}/records.json > {tmp}/json.out",
        build(f"{F}/json.l", "json1", "-Cf") + " && {tmp}/json1 {data}/records.json | cmp - {tmp}/json.out",
        build(f"{F}/json.l", "json2", "-Ca --header-file={tmp}/json.h")
        + " && {tmp}/json2 {data}/records.json | cmp - {tmp}/json.out",
        build(f"{F}/json.l", "json3", "-F -L")
        + " && {tmp}/json3 {data}/records-lines.json > /dev/null; test $? -le 1",
        f"{{exe}} -R --noyyget_lineno --noyyset_lineno --noyy_top_state -o {{tmp}}/json4.c {F}/json.l"
        " && cc -w -c -o {tmp}/json4.o {tmp}/json4.c",
    ]
    # Config files with includes.
    r += [
        build(f"{F}/conf.l", "conf") + f" && for c in {G}/site/*.conf; do {{tmp}}/conf $c; done > {{tmp}}/conf.out",
        build(f"{F}/conf.l", "conf1", "-Ca -B")
        + f" && for c in {G}/site/*.conf; do {{tmp}}/conf1 $c; done | cmp - {{tmp}}/conf.out",
        f"! {{exe}} -f -o {{tmp}}/conf-f.c {F}/conf.l 2> /dev/null",
        build(f"{F}/conf.l", "conf2", "-Cm -7 --yylineno")
        + f" && for c in {G}/site/*.conf; do {{tmp}}/conf2 $c; done | cmp - {{tmp}}/conf.out",
        f"{{exe}} -b --backup-file={{tmp}}/conf.backup -p -o {{tmp}}/conf-b.c {F}/conf.l 2> /dev/null",
    ]
    # C++ scanner, serialized tables, lex compatibility, bison bridge.
    r += [
        f"{{exe}} -+ -o {{tmp}}/cxx.cc {F}/cxx.ll && c++ -O0 -w -I {FLEXLEXER} -o {{tmp}}/cxx {{tmp}}/cxx.cc"
        f" && {{tmp}}/cxx < {G}/script.sh > /dev/null",
        f"{{exe}} -+ -Cf -o {{tmp}}/cxx2.cc {F}/cxx.ll && {{exe}} --c++ -Pshell --yyclass=ShellLexer"
        f" -o {{tmp}}/cxx3.cc {F}/cxx.ll",
        f"{{exe}} --tables-file={{tmp}}/serial.tables -o {{tmp}}/serial.c {F}/serial.l"
        " && cc -O1 -w -o {tmp}/serial {tmp}/serial.c"
        f" && {{tmp}}/serial {{tmp}}/serial.tables < {G}/text.txt > /dev/null",
        f"{{exe}} --tables-verify --tables-file={{tmp}}/serial2.tables -Cem -o {{tmp}}/serial2.c {F}/serial.l"
        " && cc -O1 -w -o {tmp}/serial2 {tmp}/serial2.c"
        f" && {{tmp}}/serial2 {{tmp}}/serial2.tables < {G}/code.c > /dev/null",
        f"{{exe}} --tables-file={{tmp}}/serial3.tables -Cf -o {{tmp}}/serial3.c {F}/serial.l",
        build(f"{F}/lexcompat.l", "lexc", "-l") + f" && {{tmp}}/lexc < {G}/text.txt > {{tmp}}/lexc.out",
        build(f"{F}/lexcompat.l", "lexx", "-X") + f" && {{tmp}}/lexx < {G}/text.txt | cmp - {{tmp}}/lexc.out",
        f"cd {{tmp}} && {{exe}} -o bridge.c {F}/bridge.l && test -s bridge.h && cc -w -c bridge.c",
        f"{{exe}} --bison-bridge --reentrant -Pbb_ -o {{tmp}}/bridge2.c {F}/bridge.l",
    ]
    # Generated specs: the keyword language, start conditions, the regex workout.
    r += [
        build(f"{G}/kw.l", "kw") + f" && {{tmp}}/kw < {G}/prog.kw > {{tmp}}/kw.out",
        build(f"{G}/kw.l", "kw1", "-Cf") + f" && {{tmp}}/kw1 < {G}/prog.kw | cmp - {{tmp}}/kw.out",
        build(f"{G}/kw.l", "kw2", "-CF") + f" && {{tmp}}/kw2 < {G}/prog.kw | cmp - {{tmp}}/kw.out",
        f"{{exe}} -Ca -o {{tmp}}/kw3.c {G}/kw.l && {{exe}} -Ce -o {{tmp}}/kw4.c {G}/kw.l"
        f" && {{exe}} -Cm -o {{tmp}}/kw5.c {G}/kw.l && {{exe}} -i -o {{tmp}}/kw6.c {G}/kw.l",
        f"{{exe}} -v -b --backup-file={{tmp}}/kw.backup -o {{tmp}}/kw7.c {G}/kw.l > /dev/null",
        f"{{exe}} -T -o {{tmp}}/kw8.c {G}/kw-small.l > /dev/null 2>&1",
        f"{{exe}} -i -8 -Cfa -o {{tmp}}/kws.c {G}/kw-small.l && {{exe}} -7 -F -o {{tmp}}/kws2.c {G}/kw-small.l",
        f"{{exe}} -o {{tmp}}/kwb.c {G}/kw-big.l 2> /dev/null",
        f"{{exe}} -Cf -o {{tmp}}/kwb1.c {G}/kw-big.l 2> /dev/null",
        f"{{exe}} -CF -v -o {{tmp}}/kwb2.c {G}/kw-big.l > /dev/null 2>&1",
        f"{{exe}} -Ca -p -o {{tmp}}/kwb3.c {G}/kw-big.l > /dev/null 2>&1",
        build(f"{G}/states.l", "states") + f" && {{tmp}}/states < {G}/markup.txt > {{tmp}}/states.out",
        build(f"{G}/states.l", "states1", "-Cf") + f" && {{tmp}}/states1 < {G}/markup.txt | cmp - {{tmp}}/states.out",
        f"{{exe}} -b --backup-file={{tmp}}/states.backup -v -o {{tmp}}/states2.c {G}/states.l > /dev/null",
        build(f"{G}/regex.l", "regex") + f" && {{tmp}}/regex < {G}/regex.txt > {{tmp}}/regex.out",
        build(f"{G}/regex.l", "regex1", "-Ca -8 -w") + f" && {{tmp}}/regex1 < {G}/regex.txt | cmp - {{tmp}}/regex.out",
        build(f"{G}/regex.l", "regex2", "-Cr -I -w") + f" && {{tmp}}/regex2 < {G}/regex.txt | cmp - {{tmp}}/regex.out",
        f"{{exe}} -i -v -T -o {{tmp}}/regex3.c {G}/regex.l > /dev/null 2>&1",
        f"{{exe}} -8 -Cm -w -o {{tmp}}/regex4.c {G}/regex.l && {{exe}} -p -p -o {{tmp}}/regex5.c {G}/regex.l 2> /dev/null",
        f"! {{exe}} -8 -CF -w -o {{tmp}}/regex6.c {G}/regex.l 2> /dev/null",
        f"! {{exe}} -Cf -o {{tmp}}/regex7.c {G}/regex.l 2> /dev/null",
    ]
    # A spec with a generated main, warnings, and inputs flex rejects (exit status 1).
    r += [
        "printf '%%option main\\n%%%%\\n[a-z]+ ECHO;\\n[0-9]+ ;\\n' > {tmp}/m.l",
        build("{tmp}/m.l", "m") + f" && {{tmp}}/m < {G}/regex.txt > /dev/null",
        f"{{exe}} -s -o {{tmp}}/warn.c {F}/warn.l 2> {{tmp}}/warn.err && grep -q 'dangerous' {{tmp}}/warn.err",
        f"{{exe}} -w -v -o {{tmp}}/warn2.c {F}/warn.l > /dev/null && cc -w -fsyntax-only {{tmp}}/warn2.c",
        f"! {{exe}} -o {{tmp}}/errors.c {F}/errors.l 2> /dev/null",
        f"! {{exe}} -Cfm -o {{tmp}}/x.c {F}/clex.l 2> /dev/null",
        f"! {{exe}} -o {{tmp}}/x.c {{tmp}}/no-such-spec.l 2> /dev/null",
        "! {exe} --no-such-option 2> /dev/null",
        "printf '%%option bogus-option\\n%%%%\\nx ;\\n' > {tmp}/bad1.l && ! {exe} -o {tmp}/x.c {tmp}/bad1.l 2> /dev/null",
        "printf '%%x A\\n%%%%\\n<A>x {{\\n' > {tmp}/bad2.l && ! {exe} -o {tmp}/x.c {tmp}/bad2.l 2> /dev/null",
    ]
    return r


PROGRAM = {
    "name": "flex",
    "pkg": "flex",
    "libs": ["-lm"],
    "runs": runs(),
}
