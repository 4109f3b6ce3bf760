# Prose statistics: sentences as records (a regex RS; RT holds the terminator), words
# counted case-insensitively (IGNORECASE), bigrams, word lengths, patsplit for the words and
# their separators, and a frequency table sorted with a custom comparison.
@include "lib.awk"

BEGIN {
    RS = "[.!?]+[[:space:]]+"
    IGNORECASE = 1
    if (top == "")
        top = 15
}

{
    ends[RT ~ /\?/ ? "question" : RT ~ /!/ ? "exclamation" : "statement"]++
    n = patsplit($0, w, /[[:alpha:]]+/, seps)
    sentlen[n < 10 ? "0" n : n]++
    for (i = 1; i <= n; i++) {
        word = tolower(w[i])
        freq[word]++
        len[length(word)]++
        if (i > 1)
            bigram[prev " " word]++
        prev = word
        if (seps[i] ~ /;/)
            semis++
    }
    if ($0 ~ /^a/)
        starts_a++          # IGNORECASE: also "A"
    if (index($0, "zel"))
        zel++
}

END {
    nw = 0
    for (k in freq)
        nw += freq[k]
    printf "%d sentences, %d words, %d distinct, %d semicolons, %d start with a, %d with zel\n",
        NR, nw, length(freq), semis, starts_a, zel
    for (k in ends)
        printf "%s %d\n", k, ends[k]
    PROCINFO["sorted_in"] = "lib::by_value_desc"
    i = 0
    for (k in freq) {
        if (++i > top)
            break
        printf "%-16s %7d %5.2f%%\n", k, freq[k], 100 * freq[k] / nw
    }
    i = 0
    for (k in bigram)
        if (++i <= 5)
            printf "%-24s %d\n", k, bigram[k]
    delete PROCINFO["sorted_in"]
    lib::histogram(len, 40)
    n = asorti(sentlen, keys_)
    printf "sentence lengths from %d to %d words\n", keys_[1], keys_[n]
}
