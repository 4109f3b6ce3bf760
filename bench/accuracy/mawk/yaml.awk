# Reads a multi-document YAML file one document per record (a regular-expression RS) and
# walks each document's lines by indentation: block maps and sequences, flow sequences and
# maps, anchors, merge keys, literal block scalars. Prints a summary per document and overall.
# usage: mawk -f yaml.awk records.yaml

BEGIN { RS = "\n?[.][.][.]\n" }

{
    sub(/^---\n/, "")
    nl = split($0, line, "\n")
    docs++
    people = 0; sum = 0; merged = 0; inblock = 0
    for (i = 1; i <= nl; i++) {
        l = line[i]
        match(l, /^ */)
        ind = RLENGTH
        if (inblock) {
            if (ind > blockind) { blocklines++; blockchars += length(l) - ind; continue }
            inblock = 0
        }
        body = substr(l, ind + 1)
        if (body == "" || body ~ /^#/) continue
        item = 0
        if (body ~ /^- /) { item = 1; body = substr(body, 3); ind += 2; people++ }
        key = body; val = ""
        if ((p = index(body, ":")) > 0) {
            key = substr(body, 1, p - 1)
            val = substr(body, p + 1)
            sub(/^ +/, "", val)
        }
        depthkeys[ind, key]++
        if (val ~ /^&/) { anchors[substr(val, 2)]++; continue }
        if (key == "<<") { merged++; if (val ~ /^\*/) aliases[substr(val, 2)]++; continue }
        if (val == "|" || val == ">") { inblock = 1; blockind = ind; blocks++; continue }
        if (val ~ /^\[.*\]$/) { flowseq(substr(val, 2, length(val) - 2)); continue }
        if (val ~ /^\{.*\}$/) { flowmap(substr(val, 2, length(val) - 2)); continue }
        if (val ~ /^".*"$/ || val ~ /^'.*'$/) { val = substr(val, 2, length(val) - 2); quoted++ }
        if (key == "age") { sum += val; ages[val]++ }
        else if (key == "score") { score += val; if (val > best) { best = val; bestdoc = docs } }
        else if (key == "city") city[val]++
        else if (key == "batch") batch = val
        else if (key == "name" && item == 0) { split(val, nm, " "); first[nm[1]]++ }
        scalars++
    }
    if (people) printf "batch %5d: %3d people, mean age %.2f, %d merged\n", batch, people, sum / people, merged
    total += people
}

function flowseq(s,    n, a, i) {
    if (s ~ /^ *$/) { emptyseq++; return }
    n = split(s, a, / *, */)
    for (i = 1; i <= n; i++) tagcount[a[i]]++
    seqitems += n
}

function flowmap(s,    n, a, i, kv) {
    n = split(s, a, /, /)
    for (i = 1; i <= n; i++) {
        split(a[i], kv, /: /)
        if (kv[1] == "zip") zipdigits += length(kv[2]) - 2
        else if (kv[1] == "number" && kv[2] % 2 == 0) evenhouses++
        mapitems++
    }
}

END {
    printf "%d documents, %d people, %d scalars (%d quoted)\n", docs, total, scalars, quoted
    printf "flow: %d sequence items (%d empty), %d map items; %d block scalars, %d lines, %d chars\n",
        seqitems, emptyseq, mapitems, blocks, blocklines, blockchars
    printf "best score %s in document %d, mean score %.3f\n", best, bestdoc, score / total
    for (a in anchors) printf "anchor %s defined %d times, used %d times\n", a, anchors[a], aliases[a]
    printf "even house numbers %d, zip digits %d\n", evenhouses, zipdigits
    n = 0
    for (k in depthkeys) { split(k, kk, SUBSEP); if (kk[1] >= 4) n++ }
    printf "%d distinct deep keys\n", n
    for (t in tagcount) if (tagcount[t] >= 200) printf "%s=%d ", t, tagcount[t]
    printf "\n"
}
