# Small helper library, loaded with @include or -i: lives in its own namespace.
@namespace "lib"

function trim(s) {
    sub(/^[[:space:]]+/, "", s)
    sub(/[[:space:]]+$/, "", s)
    return s
}

function repeat(s, n,    r) {
    r = ""
    while (n-- > 0)
        r = r s
    return r
}

function join(a, from, to, sep,    i, r) {
    if (from > to)
        return ""
    r = a[from]
    for (i = from + 1; i <= to; i++)
        r = r sep a[i]
    return r
}

function keys(a, out,    k, n) {
    delete out
    n = 0
    for (k in a)
        out[++n] = k
    return n
}

function max(x, y) { return x > y ? x : y }
function min(x, y) { return x < y ? x : y }

# 1234567.891 -> "1,234,567.89"
function money(x,    s, neg, int_part, frac) {
    neg = x < 0
    s = sprintf("%.2f", neg ? -x : x)
    int_part = substr(s, 1, index(s, ".") - 1)
    frac = substr(s, index(s, "."))
    while (int_part ~ /[0-9]{4}/)
        int_part = awk::gensub(/([0-9])([0-9]{3})($|,)/, "\\1,\\2\\3", 1, int_part)
    return (neg ? "-" : "") int_part frac
}

function human(bytes,    u, i) {
    split("B KiB MiB GiB TiB", u)
    for (i = 1; bytes >= 1024 && i < 5; i++)
        bytes /= 1024
    return sprintf(i == 1 ? "%d %s" : "%.1f %s", bytes, u[i])
}

function json_str(s) {
    gsub(/\\/, "\\\\", s)
    gsub(/"/, "\\\"", s)
    gsub(/\n/, "\\n", s)
    gsub(/\t/, "\\t", s)
    return "\"" s "\""
}

# Comparison functions for asort()/PROCINFO["sorted_in"].
function by_value_desc(i1, v1, i2, v2) {
    if (v1 != v2)
        return v1 < v2 ? 1 : -1
    return i1 < i2 ? -1 : (i1 > i2)
}

function by_length(i1, v1, i2, v2,    l1, l2) {
    l1 = length(v1)
    l2 = length(v2)
    if (l1 != l2)
        return l1 - l2
    return v1 < v2 ? -1 : (v1 > v2)
}

function by_index_length(i1, v1, i2, v2) {
    return by_length(v1, i1, v2, i2)
}

function histogram(a, width, label,    k, m, n) {
    m = 0
    for (k in a)
        m = max(m, a[k])
    n = 0
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (k in a) {
        printf "%-12s %6d %s\n", k, a[k], repeat("#", m ? int(a[k] * width / m) : 0)
        n++
    }
    delete PROCINFO["sorted_in"]
    return n
}
