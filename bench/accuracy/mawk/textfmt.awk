# A small text formatter: paragraph mode (RS = ""), reflows each paragraph to a width,
# fully justified or ragged, numbers the paragraphs, and splits the result into chapter
# files; then reads every chapter back with getline to check line widths.
# usage: mawk -v width=N -v dir=DIR [-v ragged=1] -f textfmt.awk FILE

BEGIN {
    RS = ""
    if (width == "") width = 64
    if (dir == "") dir = "."
    per = 40    # paragraphs per chapter
}

{
    para++
    if ((para - 1) % per == 0) {
        if (file != "") close(file)
        chapter++
        file = sprintf("%s/chapter-%03d.txt", dir, chapter)
        files[chapter] = file
        printf "Chapter %s\n\n", roman(chapter) > file
    }
    # Fields of a paragraph record are split on any whitespace, newlines included.
    n = 0
    for (i = 1; i <= NF; i++) w[++n] = $i
    out = ""
    start = 1
    while (start <= n) {
        # Greedy fill: take words while they fit.
        len = length(w[start]); end = start
        while (end < n && len + 1 + length(w[end + 1]) <= width) { end++; len += 1 + length(w[end]) }
        last = end == n
        out = out fill(start, end, len, last) "\n"
        start = end + 1
    }
    printf "%4d. %s\n", para, substr(out, 1, length(out) - 1) > file
    words += n
}

# One output line from words s..e; spreads the spare room over the gaps unless ragged.
function fill(s, e, len, last,    gaps, spare, line, i, extra) {
    line = w[s]
    gaps = e - s
    spare = width - len
    for (i = s + 1; i <= e; i++) {
        extra = 0
        if (!ragged && !last && gaps > 0) {
            extra = int(spare / gaps)
            if ((i - s) <= spare % gaps) extra++
        }
        line = line sprintf("%*s", 1 + extra, "") w[i]
    }
    return line
}

function roman(n,    r, v, s, i) {
    split("1000 900 500 400 100 90 50 40 10 9 5 4 1", v, " ")
    split("M CM D CD C XC L XL X IX V IV I", s, " ")
    r = ""
    for (i = 1; i <= 13; i++) while (n >= v[i] + 0) { r = r s[i]; n -= v[i] }
    return r
}

END {
    close(file)
    printf "%d paragraphs, %d words, %d chapters\n", para, words, chapter
    # Read the chapters back, a line at a time: every body line must fit the width.
    RS = "\n"
    for (c = 1; c <= chapter; c++) {
        lines = 0; long = 0; full = 0
        while ((getline line < files[c]) > 0) {
            lines++
            body = line
            sub(/^ *[0-9]+\. /, "", body)
            if (length(body) > width + 6) long++
            if (length(body) == width) full++
        }
        close(files[c])
        total += lines
        if (long) printf "chapter %d: %d overlong lines\n", c, long
        fullsum += full
    }
    printf "%d lines written, %d exactly %d wide\n", total, fullsum, width
    # And count words with a pipeline through another program.
    cmd = "cat " dir "/chapter-*.txt | wc -w"
    cmd | getline wc
    close(cmd)
    printf "wc says %d words\n", wc
}
