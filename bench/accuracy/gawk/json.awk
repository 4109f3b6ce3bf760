# A JSON reader: one document per line (JSON Lines), parsed by recursive descent into arrays
# of arrays, checked with typeof()/isarray(), aggregated, and written back out with sorted
# keys (canonical form) to the file named by -v out=.
@include "lib.awk"

function skip_ws() {
    while (substr(S, P, 1) ~ /[ \t\r\n]/)
        P++
}

function fail(msg) {
    printf "line %d, offset %d: %s\n", NR, P, msg > "/dev/stderr"
    errors++
    P = length(S) + 1
}

# Parses the value at P into dst[key]; returns its type.
function value(dst, key,    c, tok) {
    skip_ws()
    c = substr(S, P, 1)
    if (c == "{") {
        dst[key][""]
        delete dst[key][""]
        return object(dst[key])
    }
    if (c == "[") {
        dst[key][""]
        delete dst[key][""]
        return array(dst[key])
    }
    if (c == "\"") {
        dst[key] = string()
        return "string"
    }
    tok = substr(S, P)
    if (match(tok, /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/)) {
        dst[key] = substr(tok, 1, RLENGTH) + 0
        P += RLENGTH
        return "number"
    }
    if (match(tok, /^(true|false|null)/)) {
        dst[key] = substr(tok, 1, RLENGTH)
        P += RLENGTH
        return "literal"
    }
    fail("unexpected " c)
    return "error"
}

function string(    out, c, rest) {
    out = ""
    P++
    while (P <= length(S)) {
        rest = substr(S, P)
        if (match(rest, /^[^"\\]+/)) {
            out = out substr(rest, 1, RLENGTH)
            P += RLENGTH
            continue
        }
        c = substr(S, P, 1)
        if (c == "\"") {
            P++
            return out
        }
        c = substr(S, P + 1, 1)
        P += 2
        switch (c) {
        case "n": out = out "\n"; break
        case "t": out = out "\t"; break
        case "u":
            out = out sprintf("%c", strtonum("0x" substr(S, P, 4)))
            P += 4
            break
        default: out = out c
        }
    }
    fail("unterminated string")
    return out
}

function object(dst,    k) {
    P++
    skip_ws()
    if (substr(S, P, 1) == "}") {
        P++
        return "object"
    }
    while (P <= length(S)) {
        skip_ws()
        if (substr(S, P, 1) != "\"")
            return fail("expected a key")
        k = string()
        skip_ws()
        if (substr(S, P++, 1) != ":")
            return fail("expected :")
        value(dst, k)
        skip_ws()
        c = substr(S, P++, 1)
        if (c == "}")
            return "object"
        if (c != ",")
            return fail("expected , or }")
    }
}

function array(dst,    n, c) {
    P++
    n = 0
    skip_ws()
    if (substr(S, P, 1) == "]") {
        P++
        return "array"
    }
    while (P <= length(S)) {
        value(dst, ++n)
        skip_ws()
        c = substr(S, P++, 1)
        if (c == "]")
            return "array"
        if (c != ",")
            return fail("expected , or ]")
    }
}

# Canonical JSON: object keys sorted, arrays (keys 1..n, numeric) in order.
function emit(v,    k, out, sep, isarr) {
    if (!isarray(v)) {
        if (typeof(v) == "number")
            return v == int(v) ? sprintf("%d", v) : sprintf("%.6g", v)
        if (v ~ /^(true|false|null)$/)
            return v
        return lib::json_str(v)
    }
    isarr = 1
    for (k in v)
        if (k !~ /^[0-9]+$/)
            isarr = 0
    out = ""
    sep = ""
    if (isarr) {
        for (k = 1; k in v; k++) {
            out = out sep emit(v[k])
            sep = ","
        }
        return "[" out "]"
    }
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (k in v) {
        out = out sep lib::json_str(k) ":" emit(v[k])
        sep = ","
    }
    delete PROCINFO["sorted_in"]
    return "{" out "}"
}

{
    S = $0
    P = 1
    delete doc
    if (value(doc, "root") != "object")
        next
    skip_ws()
    if (P <= length(S))
        fail("trailing text")
    r = 0
    for (k in doc["root"])
        fields[k][typeof(doc["root"][k])]++
    age = doc["root"]["age"]
    if (typeof(age) == "number") {
        decade[int(age / 10) * 10]++
        agesum += age
    }
    city = doc["root"]["city"]
    if (isarray(doc["root"]["tags"]))
        for (i = 1; i in doc["root"]["tags"]; i++)
            tags[doc["root"]["tags"][i]]++
    if (doc["root"]["active"] == "true")
        active[city]++
    score[NR] = doc["root"]["score"]
    if (out != "")
        print emit(doc["root"]) > out
}

END {
    if (out != "")
        close(out)
    printf "%d documents, %d errors, mean age %.2f\n", NR, errors, NR ? agesum / NR : 0
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (f in fields)
        for (t in fields[f])
            printf "%-8s %-8s %d\n", f, t, fields[f][t]
    lib::histogram(decade, 40)
    n = asort(score, sorted, "@val_num_asc")
    printf "score: min %s median %s max %s\n", sorted[1], sorted[int(n / 2) + 1], sorted[n]
    n = asorti(tags, tagnames, "lib::by_index_length")
    printf "%d distinct tags, shortest %s, longest %s\n", n, tagnames[1], tagnames[n]
    PROCINFO["sorted_in"] = "@val_num_desc"
    i = 0
    for (c in active)
        if (++i <= 5)
            print c, active[c]
}
