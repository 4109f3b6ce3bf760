# Word statistics over free text: word and bigram counts, word lengths, sentence and
# paragraph counts, capitalised words, numbers. The top lists go through sort(1).
# usage: mawk -v top=N -f wordfreq.awk FILE...

BEGIN { if (top == "") top = 25 }

NF == 0 { paragraphs++; next }

{
    chars += length($0) + 1
    line = $0
    # Sentences end in . ! or ?
    sentences += gsub(/[.!?]/, "&", line)
    for (i = 1; i <= NF; i++) {
        w = $i
        if (w ~ /^[0-9]+$/) { numbers++; numsum += w; continue }
        if (w ~ /^[A-Z]/) caps++
        sub(/[^A-Za-z]+$/, "", w)
        if (w == "") continue
        w = tolower(w)
        count[w]++
        words++
        len[length(w)]++
        if (prev != "") pair[prev " " w]++
        prev = w
        if (length(w) > length(longest)) longest = w
    }
    if ($NF ~ /[.!?]$/) prev = ""
}

END {
    printf "lines %d, words %d, chars %d, sentences %d, paragraphs %d\n",
        NR, words, chars, sentences, paragraphs + 1
    printf "capitalised %d, numbers %d (sum %.0f, mean %.2f)\n",
        caps, numbers, numsum, numbers ? numsum / numbers : 0
    n = 0
    for (w in count) n++
    printf "distinct words %d, longest \"%s\"\n", n, longest
    for (l = 1; l <= 30; l++)
        if (l in len) printf "%2d %7d %s\n", l, len[l], bar(len[l], words)
    cmd = "sort -k1,1nr -k2 | head -n " top
    print "-- top words"
    for (w in count) printf "%7d %s\n", count[w], w | cmd
    close(cmd)
    print "-- top pairs"
    for (p in pair) if (pair[p] > 2) printf "%7d %s\n", pair[p], p | cmd
    close(cmd)
}

function bar(k, total,    s, n) {
    n = int(200 * k / total + 0.5)
    s = ""
    while (n-- > 0) s = s "#"
    return s
}
