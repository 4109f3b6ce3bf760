# GNU sed workload: sed scripts doing real jobs (Markdown to HTML, a C comment stripper, an
# INI rewriter, YAML and JSON-lines flatteners, CSV to TSV, log triage writing files, a
# number incrementer, a line folder, a character reverser) over the shared data and gen.py's
# inputs, then the one-liners people type: addresses of every kind (numbers, steps, ranges,
# regexes with I/M flags, 0,/re/, $), s/// flags and case conversion, y///, hold-space and
# N/P/D idioms, a/i/c/r/R/w/W/e/F/z/q/Q, -n -s -i -z -E -u -l --posix --debug --sandbox
# --follow-symlinks, UTF-8 and C locales, and scripts sed must reject (exit status 1/4).
# Commands go through str.format: braces meant for sed are doubled.
T = "{tmp}/t.txt"  # the first 15000 lines of the shared text
IN = "{tmp}/in"


def runs():
    r = [f"python3 {{bench}}/sed/gen.py {IN}", "head -15000 {data}/text.txt > " + T]
    # Script files.
    r += [
        f"{{exe}} -f {{bench}}/sed/md2html.sed {IN}/doc.md > {{tmp}}/doc.html",
        "{exe} -e 's/<[^>]*>//g' -e 's/&lt;/</g;s/&gt;/>/g;s/&amp;/\\&/g' {tmp}/doc.html"
        " | {exe} -n '/^$/!p' > /dev/null",
        f"{{exe}} -f {{bench}}/sed/cstrip.sed {IN}/code.c > /dev/null",
        f"{{exe}} -f {{bench}}/sed/ini.sed {IN}/app.ini > /dev/null",
        "{exe} -f {bench}/sed/yaml2env.sed {data}/records.yaml > /dev/null",
        "{exe} -f {bench}/sed/json2csv.sed {data}/records-lines.json > /dev/null",
        f"{{exe}} -f {{bench}}/sed/orders.sed {IN}/orders.csv > /dev/null",
        # Fold the stack frames into their log line first, then triage.
        f"{{exe}} -e ':a' -e '$!N;s/\\n\\tat / | at /;ta' -e 'P;D' {IN}/app.log"
        " | {exe} -n -E -f {bench}/sed/logs.sed > /dev/null && test -s errors.txt",
        f"{{exe}} -f {{bench}}/sed/increment.sed {IN}/counters.txt"
        " | {exe} -f {bench}/sed/increment.sed > /dev/null",
        "{exe} -f {bench}/sed/wrap.sed " + T + " > /dev/null",
        "head -600 " + T + " | {exe} -f {bench}/sed/rev.sed > /dev/null",
    ]
    # Addresses.
    r += [
        "{exe} -n '/kazel/p' {data}/text.txt | wc -l > /dev/null",
        "{exe} -n '/^A[a-z]* [a-z]/,/[!?]$/{{/^$/!p}}' " + T + " > /dev/null",
        "{exe} '0~3d;s/^/> /' " + T + " > /dev/null",
        "{exe} -n '2,+4p;1000,~8p;5000~250p;$p' " + T + " > /dev/null",
        "{exe} '0,/^$/d' " + T + " > /dev/null",
        "{exe} -n '/^$/{{n;p}}' " + T + " > /dev/null",
        "{exe} '/KAZEL/Id;/^$/,/[0-9]$/!d' " + T + " > /dev/null",
        "{exe} -n '\\%/var/lib%p;\\,^\\[,=' " + IN + "/app.ini > /dev/null",
        "{exe} -n '/\\`Aa/p;/\\bka\\B/p' " + T + " > /dev/null",
        "{exe} -n '/zel/{{=;p}}' " + T + " > /dev/null",
    ]
    # Substitutions and transliteration.
    r += [
        "{exe} 's/[[:space:]]*$//;s/^[[:space:]]*//;s/\\s\\+/ /g' " + T + " > /dev/null",
        "{exe} -E 's/([a-z]+) ([a-z]+)/\\2 \\1/2g' " + T + " > /dev/null",
        "{exe} 's/ka/KA/3;s/lo/LO/gI;s/\\(mi\\)\\(ne\\)/\\2\\1/2' " + T + " > /dev/null",
        "{exe} 'y/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ/"
        "nopqrstuvwxyzabcdefghijklmNOPQRSTUVWXYZABCDEFGHIJKLM/' " + T + " > /dev/null",
        "{exe} 's/.*/\\L&/;s/\\(^\\|[.!?] \\)\\([a-z]\\)/\\1\\u\\2/g' " + T + " > /dev/null",
        "{exe} -E 's/\\b(.)/\\u\\1/g;s/[aeiou]{{2,}}/\\U&\\E_/g' " + T + " > /dev/null",
        "{exe} -E 's/\\<([bcdfghjklmnpqrstvwxz]+)([a-z]*)/\\2\\1ay/g' " + T + " > /dev/null",
        "{exe} -n '/\\(\\b[a-z]\\{{2,\\}}\\b\\) \\1/p' " + T + " > /dev/null",
        "{exe} -E -n '/^.{{20,40}}$/p;/^([^ ]+ ){{12}}/s/ /_/gp' " + T + " > /dev/null",
        "{exe} -n 's/\\(ka\\)\\(zel\\)/\\2\\1/w {tmp}/swapped.txt' " + T
        + " && test -s {tmp}/swapped.txt",
        "{exe} -n 's/a/A/2p;s/[0-9]\\+$/<&>/p' " + T + " > /dev/null",
        "{exe} 's/\\W\\+$//;s/\\x61\\o142/AB/g;s/\\d107a/Ka/;s/ /\\t/4' " + T + " > /dev/null",
        "{exe} 's/bra/\\n/g;s/\\n/|/2' " + T + " > /dev/null",
    ]
    # Hold space and multiline.
    r += [
        "head -3000 {data}/records-lines.json | {exe} -n '1!G;h;$p' > /dev/null",
        "{exe} '$!N;s/\\n/ /' " + T + " > /dev/null",
        "{exe} = " + T + " | {exe} 'N;s/\\n/\\t/' > /dev/null",
        "{exe} '/^$/{{N;/^\\n$/D}}' " + T + " > /dev/null",
        "{exe} '$!N;$!N;s/^/> /Mg;s/a$/A/M' " + T + " > /dev/null",
        "{exe} -n 'H;${{x;s/\\n/,/g;s/^,//;p}}' " + IN + "/counters.txt > /dev/null",
        "{exe} -n '/^\\[/h;/=/{{G;s/\\(.*\\)\\n\\[\\(.*\\)\\]/\\2.\\1/p}}' " + IN + "/app.ini > /dev/null",
        "{exe} 's/zel/ZEL/;T;s/$/ */' " + T + " > /dev/null",
        "{exe} '/^[A-E]/z;/^$/x' " + T + " > /dev/null",
        "{exe} -n 'N;W {tmp}/first.txt' " + T + " && test -s {tmp}/first.txt",
    ]
    # Text commands, files, execution, quitting.
    r += [
        "{exe} -e '/^$/{{i\\' -e '<!-- break -->' -e 'd}}' -e '$a\\' -e 'THE END' " + T + " > /dev/null",
        "{exe} '/^Aa/,/^Ka/c\\[cut]' " + T + " > /dev/null",
        "{exe} '/^$/r " + IN + "/conf/site00.conf' " + T + " > /dev/null",
        "{exe} 'R " + IN + "/counters.txt' " + T + " > /dev/null",
        "{exe} -n '1~400{{s/[^a-z ]//g;s/.*/echo & | wc -w/e;p}}' " + T + " > /dev/null",
        "printf 'echo one\\ndate +%%Y\\nuname\\n' | {exe} 'e' > /dev/null",
        "{exe} '1~2000e echo ---' " + T + " > /dev/null",
        "{exe} '100q5' " + T + " > /dev/null; test $? -eq 5",
        "{exe} '/[0-9]$/Q' " + T + " > /dev/null",
        "{exe} -n '$=' {data}/text.txt > /dev/null",
        "{exe} -u 'n;d' " + T + " > /dev/null",
        "head -4000 " + T + " | {exe} -n 'l;l 30' > /dev/null",
        "{exe} -s -n '1F;$=;$p' " + IN + "/conf/*.conf > /dev/null",
        "{exe} -n '$=' " + IN + "/conf/*.conf > /dev/null",
    ]
    # In-place editing, NUL-separated data, options.
    r += [
        "rm -rf {tmp}/c2 && cp -r " + IN + "/conf {tmp}/c2 && {exe} -i.bak -e 's/^\\(port\\) *= */\\1 = /'"
        " -e '/^debug/d' -e '1i # edited' {tmp}/c2/*.conf && ls {tmp}/c2/*.bak | wc -l > /dev/null",
        "{exe} -s -i -E '/^\\[/{{s/\\[(.*)\\]/[\\U\\1]/}}' {tmp}/c2/site0*.conf",
        "ln -sf {tmp}/c2/site01.conf {tmp}/link.conf && {exe} -i --follow-symlinks 's/=/: /'"
        " {tmp}/link.conf && test -L {tmp}/link.conf",
        "mkdir -p {tmp}/c2/bak && cd {tmp}/c2 && {exe} --in-place='bak/*.orig' -n '/=/p' site1*.conf"
        " && ls bak/site10.conf.orig > /dev/null",
        "ls -1 " + IN + "/conf | tr '\\n' '\\0' | {exe} -z 's/^site/host/;s/conf$/cfg/' | tr '\\0' '\\n' > /dev/null",
        "{exe} --null-data -n '$=;1l 70' {data}/binary.bin > /dev/null",
        "{exe} -E 's/[^[:print:]]+/./g;s/(.)\\1{{3,}}/<\\1>/g' {data}/binary.bin > /dev/null",
        "{exe} --posix -n '/^[[:upper:]][[:lower:]]* [[:lower:]]*[.]$/p' " + T + " > /dev/null",
        "{exe} --debug -n '1,3{{s/a/b/;p}};$=' " + IN + "/conf/site00.conf > /dev/null",
        "{exe} --quiet --regexp-extended --expression='/(lo|mi)+ka/p' --line-length=50 " + T + " > /dev/null",
        "{exe} --separate --expression='$!d' " + IN + "/conf/site0*.conf > /dev/null",
        "{exe} 'v 4.2' /dev/null && {exe} --help > /dev/null && {exe} --version > /dev/null",
    ]
    # Multibyte and single-byte locales.
    r += [
        "LC_ALL=C.UTF-8 {exe} 's/./[&]/3;y/äöüé/aoue/;s/\\w\\+/\\U&/2' " + IN + "/utf8.txt > /dev/null",
        "LC_ALL=C.UTF-8 {exe} -E 's/(.)(.)/\\2\\1/g;s/[[:alpha:]]+$/(&)/' " + IN + "/utf8.txt > /dev/null",
        "LC_ALL=C.UTF-8 {exe} -n 'l;s/.*/\\L&/p;s/.*/\\U&/p' " + IN + "/utf8.txt > /dev/null",
        "LC_ALL=C.UTF-8 {exe} -f {bench}/sed/rev.sed " + IN + "/utf8.txt > /dev/null",
        "LC_ALL=C {exe} -n 's/[^a-z ]/?/gp;l 40' " + IN + "/utf8.txt > /dev/null",
        "LC_ALL=C.UTF-8 {exe} -n '/^[ -~]*$/d;s/[[:space:]]/_/g;/東京/Ip' " + IN + "/utf8.txt > /dev/null",
    ]
    # Scripts sed must reject; a missing input file (exit 2).
    r += [
        "! {exe} 's/a/b' " + T + " 2> /dev/null",
        "! {exe} 'k' " + T + " 2> /dev/null",
        "! {exe} '/x/{{p' /dev/null 2> /dev/null",
        "! {exe} 'b nolabel' /dev/null 2> /dev/null",
        "! {exe} -E 's/(/x/' /dev/null 2> /dev/null",
        "! {exe} 'y/abc/de/' /dev/null 2> /dev/null",
        "! {exe} 's/x/y/gg' /dev/null 2> /dev/null",
        "! {exe} -f {tmp}/missing.sed /dev/null 2> /dev/null",
        "! {exe} --sandbox 's/a/b/w x.txt' /dev/null 2> /dev/null",
        "! {exe} -n p {tmp}/no-such-file " + IN + "/conf/site00.conf > /dev/null 2>&1",
        "! {exe} --no-such-option 2> /dev/null",
    ]
    return r


PROGRAM = {
    "name": "sed",
    "pkg": "sed",
    "libs": [],
    "runs": runs(),
}
