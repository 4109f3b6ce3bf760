# A grab bag of awk library code driven from BEGIN: sorting and searching, string helpers,
# number formatting and base conversion, a recursive-descent calculator, ciphers, dates,
# a sieve, matrices, every printf conversion, seeded random sampling, getline from
# commands, system().
# usage: mawk -v seed=N -v rounds=N -f toolkit.awk

BEGIN {
    if (seed == "") seed = 1
    if (rounds == "") rounds = 1
    srand(seed)
    for (round = 1; round <= rounds; round++) run(round)
    report()
    exit 0
}

function run(round,    i, n, a, b, k, s, t, x, found, e) {
    # Sorting: quicksort on numbers and on strings, then binary search.
    n = 3000
    for (i = 1; i <= n; i++) a[i] = int(rand() * 100000)
    qsort(a, 1, n)
    for (i = 2; i <= n; i++) if (a[i - 1] > a[i]) sortbad++
    for (i = 1; i <= 500; i++) { x = int(rand() * 100000); if (bsearch(a, n, x)) found++ }
    stats["found"] += found
    for (i = 1; i <= 800; i++) b[i] = word(3 + int(rand() * 6))
    qsort(b, 1, 800)
    for (i = 2; i <= 800; i++) if (b[i - 1] "" > b[i] "") sortbad++
    stats["first word"] = b[1]; stats["last word"] = b[800]

    # String helpers.
    for (i = 1; i <= 300; i++) {
        s = "  " b[i] " " b[801 - i] "\t "
        t = trim(s)
        if (length(t) >= length(s)) strbad++
        if (reverse(reverse(t)) != t) strbad++
        if (rot13(rot13(t)) != t) strbad++
        stats["centered"] += length(center(t, 40))
        k = split(t, parts, / +/)
        if (k != 2) strbad++
        stats["vowels"] += gsub(/[aeiou]/, "&", t)
        stats["upper"] += length(toupper(substr(t, 2, 3)))
        if (index(t, "qu")) stats["qu"]++
        if (t ~ /^[a-m]/ && t !~ /z$/) stats["a-m"]++
    }
    stats["repeat"] = length(repeat("ab", 50))

    # Number formatting, base conversion and parsing back.
    for (i = 1; i <= 400; i++) {
        x = int(rand() * 2 ^ 31)
        if (fromhex(tohex(x)) != x) numbad++
        if (frombase(tobase(x, 2), 2) != x) numbad++
        if (frombase(tobase(x, 7), 7) != x) numbad++
        stats["commas"] += length(commas(x * 1000 + i))
        stats["sprintf"] += length(sprintf("%d|%5.2f|%-8s|%o|%x|%X|%e|%g|%c|%%|%10.3e|%.3s",
            x, x / 7, "r" i, x, x, x, x / 3, x / 3, 65 + i % 26, x * 1e-9, "abcdef"))
    }

    # The calculator, on generated expressions.
    for (i = 1; i <= 300; i++) {
        e = expr(3)
        x = calc(e)
        stats["calc"] += (x < 0 ? -x : x) < 1e12 ? x : 0
    }
    if (calc("2 * (3 + 4) - 10 / 4") != 11.5) calcbad++
    if (calc("-(2 ^ 10) + 1000 % 7") != -1018) calcbad++

    # Dates: day numbers and back.
    for (i = 0; i < 400; i++) {
        k = days(1970 + int(rand() * 80), 1 + int(rand() * 12), 1 + int(rand() * 28))
        if (days(ymd(k, "y"), ymd(k, "m"), ymd(k, "d")) != k) datebad++
    }

    sieve(20000)
    matrices(12)
    stats["math"] += sin(round) + cos(round) + atan2(round, 3) + exp(round / 10) + log(round + 1) + sqrt(round) + int(-round / 3)
}

function qsort(a, lo, hi,    i, last, t, p) {
    if (lo >= hi) return
    p = lo + int(rand() * (hi - lo + 1))
    t = a[lo]; a[lo] = a[p]; a[p] = t
    last = lo
    for (i = lo + 1; i <= hi; i++)
        if (a[i] < a[lo]) { last++; t = a[last]; a[last] = a[i]; a[i] = t }
    t = a[lo]; a[lo] = a[last]; a[last] = t
    qsort(a, lo, last - 1)
    qsort(a, last + 1, hi)
}

function bsearch(a, n, x,    lo, hi, mid) {
    lo = 1; hi = n
    while (lo <= hi) {
        mid = int((lo + hi) / 2)
        if (a[mid] == x) return mid
        if (a[mid] < x) lo = mid + 1; else hi = mid - 1
    }
    return 0
}

function word(n,    s, c) {
    s = ""
    while (n-- > 0) {
        c = substr("etaoinshrdlucmfwypvbgkqjxz", 1 + int(rand() * rand() * 26), 1)
        s = s c
    }
    return s
}

function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }

function reverse(s,    r, i) {
    r = ""
    for (i = length(s); i > 0; i--) r = r substr(s, i, 1)
    return r
}

function rot13(s,    r, i, c, p, lower) {
    lower = "abcdefghijklmnopqrstuvwxyz"
    r = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        if ((p = index(lower, c)) > 0) c = substr(lower, (p + 12) % 26 + 1, 1)
        else if ((p = index(toupper(lower), c)) > 0) c = toupper(substr(lower, (p + 12) % 26 + 1, 1))
        r = r c
    }
    return r
}

function repeat(s, n,    r) { r = ""; while (n-- > 0) r = r s; return r }

function center(s, w,    pad) {
    pad = int((w - length(s)) / 2)
    if (pad < 0) return s
    return sprintf("%*s%s%*s", pad, "", s, w - pad - length(s), "")
}

function commas(n,    s, r) {
    s = sprintf("%d", n)
    r = ""
    while (length(s) > 3) { r = "," substr(s, length(s) - 2) r; s = substr(s, 1, length(s) - 3) }
    return s r
}

function tohex(n) { return sprintf("%x", n) }

function fromhex(s,    i, v) {
    v = 0
    s = tolower(s)
    for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
    return v
}

function tobase(n, b,    s) {
    if (n == 0) return "0"
    s = ""
    while (n > 0) { s = (n % b) s; n = int(n / b) }
    return s
}

function frombase(s, b,    i, v) {
    v = 0
    for (i = 1; i <= length(s); i++) v = v * b + substr(s, i, 1)
    return v
}

# Random arithmetic expression of the given depth.
function expr(d,    k) {
    if (d == 0 || rand() < 0.25) return int(rand() * 50) + (rand() < 0.3 ? 0.5 : 0)
    k = int(rand() * 6)
    if (k == 0) return "(" expr(d - 1) ")"
    if (k == 1) return "-" expr(d - 1)
    return expr(d - 1) " " substr("+-*/", 1 + int(rand() * 4), 1) " " expr(d - 1)
}

# Recursive-descent evaluation of + - * / % ^ and parentheses.
function calc(s) { toks = s; gsub(/ /, "", toks); return sum_() }
function peek() { return substr(toks, 1, 1) }
function eat(   c) { c = substr(toks, 1, 1); toks = substr(toks, 2); return c }
function sum_(    v, op) {
    v = prod_()
    while ((op = peek()) == "+" || op == "-") { eat(); v = op == "+" ? v + prod_() : v - prod_() }
    return v
}
function prod_(    v, op, r) {
    v = pow_()
    while ((op = peek()) == "*" || op == "/" || op == "%") {
        eat(); r = pow_()
        if (op == "*") v *= r
        else if (r == 0) { divzero++; v = 0 }
        else if (op == "/") v /= r
        else v %= r
    }
    return v
}
function pow_(    v) {
    v = unary_()
    if (peek() == "^") { eat(); return v ^ pow_() }
    return v
}
function unary_(    v) {
    if (peek() == "-") { eat(); return -unary_() }
    if (peek() == "(") { eat(); v = sum_(); eat(); return v }
    match(toks, /^[0-9]+(\.[0-9]+)?/)
    v = substr(toks, 1, RLENGTH) + 0
    toks = substr(toks, RLENGTH + 1)
    return v
}

function leap(y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

function days(y, m, d,    n, i) {
    n = 0
    for (i = 1970; i < y; i++) n += 365 + leap(i)
    split("31 28 31 30 31 30 31 31 30 31 30 31", ml, " ")
    for (i = 1; i < m; i++) n += ml[i] + (i == 2 && leap(y))
    return n + d - 1
}

function ymd(n, what,    y, m, len) {
    y = 1970
    while (n >= (len = 365 + leap(y))) { n -= len; y++ }
    split("31 28 31 30 31 30 31 31 30 31 30 31", ml, " ")
    for (m = 1; n >= ml[m] + (m == 2 && leap(y)); m++) n -= ml[m] + (m == 2 && leap(y))
    return what == "y" ? y : what == "m" ? m : n + 1
}

function sieve(n,    i, j, c, p) {
    for (i = 2; i <= n; i++) p[i] = 1
    for (i = 2; i * i <= n; i++) if (p[i]) for (j = i * i; j <= n; j += i) delete p[j]
    c = 0
    for (i in p) c++
    stats["primes"] = c
}

function matrices(n,    i, j, k, a, b, c, tr) {
    for (i = 1; i <= n; i++) for (j = 1; j <= n; j++) { a[i, j] = i + j; b[i, j] = (i == j) ? 2 : (i - j) / n }
    for (i = 1; i <= n; i++) for (j = 1; j <= n; j++) {
        c[i, j] = 0
        for (k = 1; k <= n; k++) c[i, j] += a[i, k] * b[k, j]
    }
    tr = 0
    for (i = 1; i <= n; i++) tr += c[i, i]
    stats["trace"] += tr
    if (!((1, 1) in c) || ((n + 1, 1) in c)) matbad++
}

function report(    k, cmd, line, n, st) {
    printf "checks: sort %d, strings %d, numbers %d, calc %d, dates %d, matrix %d, div0 %d\n",
        sortbad, strbad, numbad, calcbad, datebad, matbad, divzero
    for (k in stats) printf "%s = %s\n", k, stats[k] | "sort"
    close("sort")
    CONVFMT = "%.2g"; OFMT = "%.4f"
    x = 3.14159265; y = x ""
    print x, y, 17, 1e6, 1e300 * 10, -0, 0.1 + 0.2, 100000 * 100000, "10" + 0 == 10, "abc" < "abd"
    # Commands: read their output with getline, and run one with system().
    cmd = "printf '3 4\\n5 12\\n8 15\\n'"
    while ((cmd | getline line) > 0) { split(line, st, " "); printf "%s -> %g\n", line, sqrt(st[1] ^ 2 + st[2] ^ 2) }
    close(cmd)
    "echo one two three" | getline
    printf "NF=%d $2=%s\n", NF, $2
    n = system("exit 3")
    printf "system returned %d\n", n
    printf "%s\n", ENVIRON["HOME"] != "" ? "home set" : "no home"
    printf "%d args:", ARGC
    for (k = 0; k < ARGC; k++) printf " %s", ARGV[k]
    printf "\n"
}
