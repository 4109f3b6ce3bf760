# Flattens one-object-per-line JSON into tab-separated rows with a small tokenizer (match
# and substr in a loop), then summarises: ages per city, tag use, score buckets, managers.
# usage: mawk -v minage=N -v out=FILE -f json.awk records-lines.json

BEGIN { if (minage == "") minage = 0; if (out == "") out = "/dev/null"; OFS = "\t" }

{
    parse($0)
    if (!("id" in obj)) { broken++; next }
    if (obj["age"] < minage) { young++; next }
    city = obj["city"]
    n[city]++
    agesum[city] += obj["age"]
    if (!(city in amin) || obj["age"] < amin[city]) amin[city] = obj["age"]
    if (obj["age"] > amax[city]) amax[city] = obj["age"]
    bucket[int(obj["score"] / 10)]++
    if (obj["active"] == "true") active++
    if ("manager" in obj) mgr[obj["manager"]]++
    if ("address.zip" in obj) zips[substr(obj["address.zip"], 1, 2)]++
    if ("note" in obj && obj["note"] == "null") nulls++
    for (i = 1; i <= ntags; i++) tagc[tags[i]]++
    alltags = ""
    for (i = 1; i <= ntags; i++) alltags = alltags (i > 1 ? "," : "") tags[i]
    print obj["id"], obj["name"], obj["age"], city, obj["score"], alltags > out
    rows++
}

# Fills obj[key] (nested keys joined with ".") and tags[1..ntags] from one JSON object.
function parse(s,    key, depth, path, tok, c, inarr, v) {
    delete obj
    ntags = 0
    depth = 0; key = ""; inarr = 0
    while (length(s) > 0) {
        c = substr(s, 1, 1)
        if (c ~ /[ \t,:]/) { s = substr(s, 2); continue }
        if (c == "{") { depth++; if (key != "") path[depth] = key; key = ""; s = substr(s, 2); continue }
        if (c == "}") { depth--; key = ""; s = substr(s, 2); continue }
        if (c == "[") { inarr = 1; s = substr(s, 2); continue }
        if (c == "]") { inarr = 0; key = ""; s = substr(s, 2); continue }
        if (c == "\"") {
            if (!match(s, /^"([^"\\]|\\.)*"/)) return
            tok = substr(s, 2, RLENGTH - 2)
            s = substr(s, RLENGTH + 1)
            gsub(/\\"/, "\"", tok)
            if (inarr) { tags[++ntags] = tok; continue }
            if (key == "") { key = tok; continue }
            store(path, depth, key, tok); key = ""
            continue
        }
        if (match(s, /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/) || match(s, /^(true|false|null)/)) {
            v = substr(s, 1, RLENGTH)
            s = substr(s, RLENGTH + 1)
            if (inarr) { tags[++ntags] = v; continue }
            store(path, depth, key, v); key = ""
            continue
        }
        bad++
        return
    }
}

function store(path, depth, key, v,    k, i) {
    k = key
    for (i = depth; i > 1; i--) k = path[i] "." k
    obj[k] = v
}

END {
    printf "%d rows written, %d skipped as younger than %d, %d broken, %d bad tokens\n",
        rows, young, minage, broken, bad
    printf "%d active, %d null notes\n", active, nulls
    for (c in n) printf "%-14s n=%4d age %2d..%2d mean %.1f\n", c, n[c], amin[c], amax[c], agesum[c] / n[c] | "sort"
    close("sort")
    for (b = 0; b < 10; b++) printf "%d-%d: %d\n", b * 10, b * 10 + 9, bucket[b]
    k = 0
    for (m in mgr) if (mgr[m] > 1) k++
    printf "%d managers with several reports\n", k
    for (t in tagc) if (tagc[t] > 300) printf "%s %d\n", t, tagc[t] | "sort -k2nr"
    close("sort -k2nr")
    for (z in zips) nz++
    printf "%d zip prefixes\n", nz
}
