# GNU awk workload: report scripts over gen.py's inputs and the shared data (a CSV sales
# report with FPAT and mktime, web-log analysis with match() captures, a recursive-descent
# JSON reader writing canonical JSON and reading it back, an interpreter for a small language,
# CRC-32/base64/hex dump with bitwise functions in byte mode, multi-file inventory with
# BEGINFILE/ENDFILE and a |& coprocess, a FIELDWIDTHS ledger, an INI reader with regex RS,
# prose statistics with patsplit and IGNORECASE), all sharing a namespaced @include library;
# then the debugger driven by a command file, --profile, --pretty-print (checked by running
# the result), --dump-variables, --lint, the persistent-memory allocator, UTF-8 and C
# locales, -b/-e/-i/-E/--posix/--traditional/--non-decimal-data/--sandbox, and the
# one-liners people type, and programs gawk must reject.
# Awk text goes through aw(), which doubles its braces for str.format.
B = "{bench}/gawk"
I = "{tmp}/in"
T = "{tmp}/t.txt"  # the first 8000 lines of the shared text
G = "AWKPATH={bench}/gawk {exe}"  # finds the scripts and lib.awk by AWKPATH


def aw(prog):
    assert "'" not in prog
    return "'" + prog.replace("{", "{{").replace("}", "}}") + "'"


def runs():
    r = [f"python3 {B}/gen.py {I}", "head -8000 {data}/text.txt > " + T]
    # Scripts.
    r += [
        f"{G} -f orders.awk {I}/orders.csv > /dev/null",
        f"{G} -f logs.awk {I}/access.log > /dev/null",
        f"head -5000 {{data}}/records-lines.json | {G} -v out={{tmp}}/canon.json -f json.awk > /dev/null",
        f"{G} -f json.awk {{tmp}}/canon.json > /dev/null",
        f"{G} -f json.awk {B}/bad.jsonl > /dev/null 2>&1",
        f"{G} -f calc.awk {B}/algo.calc {B}/text.calc > /dev/null 2> {{tmp}}/calc.err"
        " && grep -q 'max depth 18' {tmp}/calc.err",
        f"{G} -v seed=3 -f calc.awk {B}/text.calc > /dev/null 2>&1",
        f"{G} -b -v mode=crc -f codec.awk {T} > /dev/null",
        f"{G} -b -v mode=b64 -f codec.awk {I}/utf8.txt | grep -q ' 0 failures'",
        f"head -c 60000 {{data}}/binary.bin | {G} -b -v mode=hex -f codec.awk > /dev/null",
        f"INVENTORY_USER=ops {G} -v outdir={{tmp}} -v low=10 -f inventory.awk {I}/inv/wh0*.txt"
        f" {I}/missing.txt limit=30 {I}/inv/wh1*.txt {I}/orders.csv > /dev/null",
        f"{G} -v accounts=AC0012,AC0150,AC0299 -f ledger.awk {I}/ledger.txt > /dev/null",
        f"{G} -f config.awk {I}/config.txt > /dev/null 2>&1",
        f"{G} -v format=json -f config.awk {I}/config.txt > /dev/null 2>&1",
        f"{G} -f words.awk {T} > /dev/null",
        f"{G} -v top=5 -f words.awk {I}/utf8.txt > /dev/null",
    ]
    # Tooling: debugger, profiler, pretty printer, variable dump, lint.
    r += [
        f"HOME={{tmp}} {G} -D -f calc.awk {B}/debug.calc < {B}/debug.cmds > {{tmp}}/debug.out 2>&1"
        " && grep -q 'Program exited normally' {tmp}/debug.out",
        f"{G} --profile={{tmp}}/orders.prof -f orders.awk {I}/orders.csv > /dev/null"
        " && test -s {tmp}/orders.prof",
        f"{G} --pretty-print={{tmp}}/calc.pp -f calc.awk && {{exe}} -f {{tmp}}/calc.pp {B}/text.calc"
        f" > {{tmp}}/pp.out 2>&1 && {G} -f calc.awk {B}/text.calc > {{tmp}}/orig.out 2>&1"
        " && cmp {tmp}/pp.out {tmp}/orig.out",
        f"{G} -o{{tmp}}/json.pp -f json.awk && {G} -o{{tmp}}/logs.pp -f logs.awk",
        f"{G} --dump-variables={{tmp}}/vars.txt -f logs.awk {I}/access.log > /dev/null"
        " && grep -q '^hits: array' {tmp}/vars.txt",
        f"{G} --lint -f words.awk {I}/utf8.txt > /dev/null 2> {{tmp}}/lint.txt",
        "{exe} --lint " + aw('BEGIN { x = substr("abc", 0, 2); a["k"]; if (length(a)) n = y + 1;'
                             ' s = "10" + 0; print x, n, s > "/dev/stdout"; z = 1; exit }')
        + " > /dev/null 2>&1",
        "{exe} --lint=invalid " + aw('{ n += $1 ~ "a\\." } END { print n }') + " " + T
        + " > /dev/null 2>&1",
        "! {exe} --lint=fatal " + aw('BEGIN { print substr("abc", 0) }') + " > /dev/null 2>&1",
        "{exe} --optimize --no-optimize " + aw('BEGIN { x = 2 * 3 + 4; print x }') + " > /dev/null",
    ]
    # Persistent memory: the second and third runs see the first run's arrays.
    r += [
        "truncate -s 16M {tmp}/heap.pma && for i in 1 2 3; do GAWK_PERSIST_FILE={tmp}/heap.pma"
        f" {{exe}} -f {B}/pma.awk {I}/inv/wh0$i.txt; done | tail -1 | grep -q '^run 3:'",
    ]
    # Options: -e/-i, -E, --posix, --traditional, --non-decimal-data, --sandbox, -v.
    r += [
        f"{G} -i lib.awk -e " + aw('BEGIN { print lib::money(-1234567.891), lib::human(5e9),'
                                   ' lib::repeat("ab", 3), lib::trim("  x  ") }') + " > /dev/null",
        f"{G} -i lib.awk -e " + aw('{ a[NR] = $1 } END { print lib::join(a, 1, NR, "-") }')
        + f" {I}/inv/wh03.txt > /dev/null",
        f"{{exe}} -E {B}/calc.awk {B}/text.calc > /dev/null 2>&1",
        "{exe} --posix " + aw('/a{2}/ { n++ } { w += NF } END { print n, w, length() }') + " " + T
        + " > /dev/null",
        "{exe} --traditional " + aw('/a+b/ { n++ } END { print n, substr("hello", 2) }') + " " + T
        + " > /dev/null",
        "printf '0x1F 017 12 1e3\\n0x10 010 9 .5\\n' | {exe} --non-decimal-data "
        + aw('{ s += $1 + $2 + $3 + $4 } END { print s }') + " > /dev/null",
        "! {exe} --sandbox " + aw('BEGIN { system("true") }') + " 2> /dev/null",
        "! {exe} --sandbox " + aw('{ print > "out.txt" }') + f" {I}/config.txt 2> /dev/null",
        "{exe} -v 'sep=\\t' -v n=3 " + aw('BEGIN { OFS = sep } NR <= n { $1 = $1; print }') + " "
        + T + " > /dev/null",
        "{exe} --characters-as-bytes --re-interval " + aw('/[aeiou]{3}/ { n++ } END { print n }')
        + " " + T + " > /dev/null",
    ]
    # Records and fields.
    r += [
        "{exe} " + aw('END { print NR, NF, length }') + " " + T + " > /dev/null",
        "{exe} -F, -v OFS=';' " + aw('NR > 1 { $3 = toupper($3); $1 = $1; NF = 6; print }')
        + f" {I}/orders.csv > /dev/null",
        "{exe} " + aw('BEGIN { FS = "" } NR <= 2000 { for (i = 1; i <= NF; i++) c[$i]++ }'
                      ' END { for (k in c) n++; print n }') + " " + T + " > /dev/null",
        "{exe} " + aw('BEGIN { RS = ""; FS = "\\n" } { p++; l += NF; if ($1 ~ /^\\[/) s++ }'
                      ' END { print p, l, s }') + f" {I}/config.txt > /dev/null",
        "{exe} " + aw('BEGIN { RS = "a" } END { print NR, RT }') + " " + T + " > /dev/null",
        "{exe} " + aw('BEGIN { RS = "[0-9]+" } { s += RT; n += length($0) } END { print s, n }')
        + f" {I}/ledger.txt > /dev/null",
        "{exe} " + aw('BEGIN { FIELDWIDTHS = "6 8 *" } { a[$1] += substr($3, 5, 12) }'
                      ' END { print length(a) }') + f" {I}/ledger.txt > /dev/null",
        "{exe} " + aw('BEGIN { FPAT = "[0-9]+" } { for (i = 1; i <= NF; i++) s += $i } END { print s }')
        + f" {I}/access.log > /dev/null",
        "{exe} -F'[ \\t]+' " + aw('{ n[NF]++ } END { for (k in n) print k, n[k] }')
        + f" {I}/access.log > /dev/null",
        "{exe} -F'\\t' " + aw('NR == FNR { seen[$1]; next } FNR > 1 && ($1 in seen) { n++ }'
                              ' END { print n + 0 }') + f" {I}/inv/wh00.txt {I}/inv/wh07.txt > /dev/null",
        "{exe} " + aw('/GET/ && !/bot/ || /POST/ { n++ } /^10\\./, /^12\\./ { r++ } END { print n, r }')
        + f" {I}/access.log > /dev/null",
        "{exe} " + aw('{ sub(/^[0-9.]+/, "IP"); gsub(/[0-9]/, "#"); n += gsub(/GET|POST/, "[&]");'
                      ' m += gsub(/\\[/, "\\\\&") } END { print n, m }') + f" {I}/access.log > /dev/null",
        "{exe} " + aw('{ print gensub(/([a-z]+) ([a-z]+)/, "\\\\2 \\\\1", "g"),'
                      ' gensub(/a/, "A", 2) }') + " " + T + " > /dev/null",
        "{exe} " + aw('{ $3 = ""; $0 = $0; n += NF; $(NF + 2) = "x" } END { print n, NF }') + " "
        + T + " > /dev/null",
        "{exe} " + aw('length($0) > 100 { long++ } { total += length() } END { printf "%d %.1f\\n",'
                      ' long, total / NR }') + " " + T + " > /dev/null",
        "{exe} " + aw('BEGIN { ARGV[1] = ""; ARGV[ARGC++] = ARGV[2] } END { print FILENAME, NR }')
        + f" {I}/orders.csv {I}/config.txt > /dev/null",
        "{exe} " + aw('FNR == 3 { nextfile } { n++ } ENDFILE { f++ } END { print n, f }')
        + f" {I}/inv/*.txt > /dev/null",
    ]
    # Strings, numbers, arrays, time.
    r += [
        "{exe} " + aw('BEGIN { printf "%5.2f|%e|%g|%G|%i|%o|%x|%X|%c|%c|%s|%%|%*d|%-*s|%.3s|%+d|% d\\n",'
                      ' 3.14159, 12345.678, 0.0001234, 1e20, 42.9, 8, 255, 255, 65, "hello", "s",'
                      ' 6, 42, 5, "ab", "abcdef", 5, 7;'
                      ' x = sprintf("%05d|%-5d|%#x|%#o|%.0f|%.10g", 42, 42, 255, 8, 2.5, 1/3); print x }')
        + " > /dev/null",
        "{exe} " + aw('BEGIN { print 2^53 + 1, int(-3.7), 1e300 * 1e10, -log(0), log(-1), exp(1),'
                      ' atan2(0, -1), sin(1), cos(1), sqrt(2), 17 % 5, -17 % 5, 2 ** 10;'
                      ' CONVFMT = "%.2g"; x = 3.14159; y = x ""; OFMT = "%.3f"; print y, x, 17 / 3;'
                      ' print 1 == 1.0, "10" < "9", 10 < 9, "abc" < "abd", "" < 0 }') + " > /dev/null",
        "{exe} " + aw('BEGIN { print and(0xF0, 0x3C), or(1, 2, 4), xor(5, 3), lshift(1, 40),'
                      ' rshift(2^52, 50), compl(0), strtonum("0x1F"), strtonum("017"),'
                      ' strtonum("1e3"), 0x10, 011 }') + " > /dev/null",
        "{exe} " + aw('BEGIN { srand(7); for (i = 0; i < 5000; i++) { v = int(rand() * 100); s += v;'
                      ' h[v % 10]++ } print s, srand(9), srand(), length(h) }') + " > /dev/null",
        "{exe} " + aw('BEGIN { s = "The Quick Brown Fox"; print toupper(s), tolower(s), length(s),'
                      ' index(s, "Brown"), substr(s, 5, 5), substr(s, -1, 3), substr(s, 10);'
                      ' if (match(s, /(Q[a-z]+) (B[a-z]+)/, m)) print RSTART, RLENGTH, m[1], m[2],'
                      ' m[2, "start"], m[2, "length"]; n = split("a:b::c", p, /:+/, seps);'
                      ' print n, p[3], seps[1]; n = split("", e); print n, length(e);'
                      ' t = s; print sub(/o/, "0", t), t, gsub(/[A-Z]/, "<&>", t), t, gsub(/x/, "y", t) }')
        + " > /dev/null",
        "{exe} " + aw('BEGIN { r = @/a+b/; print typeof(r), typeof(1), typeof("s"), typeof(x),'
                      ' typeof(a), isarray(a); a[1]; print typeof(a), isarray(a);'
                      ' if ("xaab" ~ r) print "match"; x = 1; SYMTAB["x"]++; print x;'
                      ' for (f in FUNCTAB) n++; print (n > 10), PROCINFO["version"] != "" }')
        + " > /dev/null",
        "{exe} -F'\\t' " + aw('{ a[$1][$2] += $3 } END { for (i in a) { n += length(a[i]);'
                      ' for (j in a[i]) if (isarray(a[i])) s += a[i][j] } delete a["SKU-00001"];'
                      ' print n, s, length(a) }') + f" {I}/inv/wh05.txt {I}/inv/wh06.txt > /dev/null",
        "{exe} " + aw('{ c[NR % 7, NR % 3]++ } END { for (k in c) { split(k, ij, SUBSEP);'
                      ' s += ij[1] * c[k] } print s, ((1, 2) in c), ((9, 9) in c) }') + " " + T
        + " > /dev/null",
        "{exe} " + aw('{ w[NR] = $1 } END { n = asort(w, v); m = asorti(w, k, "@ind_num_desc");'
                      ' asort(w, d, "@val_str_desc"); print n, v[1], v[n], k[1], d[1];'
                      ' PROCINFO["sorted_in"] = "@val_type_asc"; for (i in w) if (++j > 3) break;'
                      ' delete w; print length(w) }') + " " + T + " > /dev/null",
        "{exe} " + aw('function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) }'
                      ' function fib(n, memo) { if (n in memo) return memo[n];'
                      ' return memo[n] = n < 2 ? n : fib(n - 1, memo) + fib(n - 2, memo) }'
                      ' function apply(f, x) { return @f(x) }'
                      ' BEGIN { print fact(20), fib(80, m), apply("fact", 10), apply("toupper", "x") }')
        + " > /dev/null",
        "TZ=UTC {exe} " + aw('BEGIN { t = mktime("2023 03 26 01 30 00"); u = mktime("2023 03 26 01 30 00", 1);'
                             ' print t, u, strftime("%c %j %U %W %u %Z %s", t, 1), strftime("%F %T", 0, 1);'
                             ' print mktime("2024 02 30 00 00 00"), mktime("bad"), (systime() > 0),'
                             ' strftime("%Y", mktime("1999 12 31 23 59 60")) }') + " > /dev/null",
        "{exe} -v dir=" + I + " " + aw('BEGIN { while (("ls " dir) | getline f) n++; close("ls " dir);'
                      ' "wc -l < " dir "/orders.csv" | getline lines; print n, lines + 0;'
                      ' print "to stderr" > "/dev/stderr"; printf "x" | "cat"; close("cat");'
                      ' print 1 | "sort -r"; print 2 | "sort -r"; r = close("sort -r"); print r;'
                      ' fflush(); printf "%s\\n", "done" > "/dev/stdout" }') + " > /dev/null 2>&1",
        "{exe} " + aw('BEGIN { ARGV[1] = "dir=" ENVIRON["HOME"]; ARGC = 2 } END { print dir != "" }')
        + " /dev/null > /dev/null",
        "{exe} " + aw('BEGIN { exit 3 } END { print "skipped?" }') + " > /dev/null; test $? -eq 3",
        "{exe} " + aw('BEGIN { a[-1]; a[-7] = 2; a[2^40] = 1; a[3]; a["3"]++; delete a[-1];'
                      ' for (k in a) n++; print n, (-7 in a), a[3]; PROCINFO["sorted_in"] = "@ind_num_desc";'
                      ' for (k in a) printf "%s ", k; PROCINFO["sorted_in"] = "@val_type_desc";'
                      ' for (k in a) printf "%s ", k; for (k in a) delete a[k]; print length(a) }')
        + " > /dev/null",
        "{exe} " + aw('{ w[$1]++; x[NR] = $NF } END { PROCINFO["sorted_in"] = "@val_str_asc";'
                      ' for (k in x) if (++i > 3) break; PROCINFO["sorted_in"] = "@ind_str_desc";'
                      ' for (k in w) if (++j > 3) break; print i, j }') + " " + T + " > /dev/null",
        "{exe} " + aw('BEGIN { TEXTDOMAIN = "demo"; print bindtextdomain("/tmp/locale"), dcgettext("hello"),'
                      ' dcngettext("one file", "%d files", 2), _"translatable"; b = mkbool(3);'
                      ' print typeof(b), b, typeof(mkbool(""));'
                      ' ENVIRON["WORKLOAD_VAR"] = "set"; system("test \"$WORKLOAD_VAR\" = set");'
                      ' delete ENVIRON["WORKLOAD_VAR"]; PROCINFO["NONFATAL"] = 1;'
                      ' print "x" > "/nonexistent/f"; if (ERRNO != "") print "nonfatal:", ERRNO }')
        + " > /dev/null",
        f"{G} --gen-pot -f words.awk -f logs.awk > /dev/null && {{exe}} --gen-pot "
        + aw('BEGIN { print _"Hello", dcngettext("a file", "files", 2) }') + " > /dev/null",
        "printf 'a\nb\n' | {exe} " + aw('BEGIN { PROCINFO["-", "READ_TIMEOUT"] = 5000 } { n++ } END { print n }')
        + " > /dev/null",
        f"{{exe}} " + aw('{ n++ } END { print n }') + f" {I} {I}/config.txt > /dev/null 2>&1",
    ]
    # UTF-8 and C locales.
    r += [
        "LC_ALL=C.UTF-8 {exe} " + aw('{ n += length($0); u = toupper($0); c += split($0, ch, "");'
                                     ' if (match($0, /[^\\x01-\\x7f]+/)) m += RLENGTH; s = s substr($0, 2, 3);'
                                     ' if (index(u, "Ü")) up++ } END { print n, c, m, length(s), up }')
        + f" {I}/utf8.txt > /dev/null",
        "LC_ALL=C.UTF-8 {exe} " + aw('BEGIN { printf "%c%c|%5s|%-6.2s|%c\\n", 26085, 0x263A, "äöü",'
                                     ' "日本語", "ñandú"; print length("日本語"), index("añb", "b"),'
                                     ' toupper("straße ǆ"), sprintf("%3c|", "é") }') + " > /dev/null",
        "LC_ALL=C.UTF-8 {exe} " + aw('{ $0 = tolower($0); gsub(/[[:punct:][:digit:]]/, "");'
                                     ' for (i = 1; i <= NF; i++) w[$i]++ } END { PROCINFO["sorted_in"] ='
                                     ' "@ind_str_asc"; for (k in w) n++; print n }') + f" {I}/utf8.txt > /dev/null",
        "LC_ALL=C.UTF-8 {exe} -v IGNORECASE=1 " + aw('/ÉCOLE|münchen|ПРИВЕТ/ { n++ } END { print n }')
        + f" {I}/utf8.txt > /dev/null",
        "LC_ALL=C.UTF-8 {exe} " + aw('/é|ü/ { a++ } /[[:upper:]][[:lower:]]+/ { b++ } /ö+|ñ/ { c++ }'
                                     ' /^[^a-z]*$/ { d++ } { e += gsub(/[äöü]/, "&&") } END { print a, b, c, d, e }')
        + f" {I}/utf8.txt > /dev/null",
        "LC_ALL=C {exe} " + aw('{ n += length($0); if (/[[:alpha:]]{5}/) a++ } END { print n, a }')
        + f" {I}/utf8.txt > /dev/null",
        "LC_ALL=C.UTF-8 {exe} -b " + aw('{ n += length($0) } END { print n }') + f" {I}/utf8.txt > /dev/null",
    ]
    # Programs gawk must reject, failing commands.
    r += [
        "! {exe} " + aw('BEGIN { x = ') + " 2> /dev/null",
        "! {exe} " + aw('BEGIN { if (1) { print "x" }') + " 2> /dev/null",
        "! {exe} " + aw('BEGIN { x = 0; print 1 / x }') + " 2> /dev/null",
        "! {exe} " + aw('function f(a) { a[1] = 1 } BEGIN { x = 1; f(x) }') + " 2> /dev/null",
        "! {exe} " + aw('BEGIN { nosuchfunc(1) }') + " 2> /dev/null",
        "! {exe} " + aw('{ print > "/nonexistent/dir/file" }') + f" {I}/config.txt 2> /dev/null",
        "! {exe} -f {tmp}/missing.awk 2> /dev/null",
        "! {exe} --no-such-option 2> /dev/null",
        "! {exe} -l no_such_extension " + aw('BEGIN { }') + " 2> /dev/null",
        "{exe} --version > /dev/null && {exe} --help > /dev/null && {exe} --copyright > /dev/null",
    ]
    return r


PROGRAM = {
    "name": "gawk",
    "pkg": "gawk",
    # -no-pie: as Debian links it (configure adds it for the persistent-memory allocator).
    "libs": ["-no-pie", "-lm"],
    "runs": runs(),
}
