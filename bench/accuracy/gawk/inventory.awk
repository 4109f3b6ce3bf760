# Multi-file processing: one inventory file per warehouse (tab-separated, with a header).
# BEGINFILE/ENDFILE, ARGIND, ERRNO for unreadable files, nextfile, command-line assignments
# between files, a two-way pipe to sort(1) (|&), output pipes and files, getline forms.
BEGIN {
    FS = "\t"
    OFS = "\t"
    if (outdir == "")
        outdir = "."
    while (("date -u -d @0 +%Y" | getline year) > 0)
        epoch = year
    close("date -u -d @0 +%Y")
}

BEGINFILE {
    if (ERRNO != "") {
        printf "skipping %s: %s\n", FILENAME, ERRNO
        skipped++
        nextfile
    }
    wh = FILENAME
    sub(/^.*\//, "", wh)
    sub(/\.txt$/, "", wh)
    files[ARGIND] = wh
    rows = 0
}

FNR == 1 {
    if ($1 != "sku") {
        printf "%s: no header, skipped\n", FILENAME
        nextfile
    }
    next
}

$3 < 0 {
    printf "%s:%d negative stock %d for %s\n", wh, FNR, $3, $1 > outdir "/anomalies.txt"
    next
}

limit && rows >= limit { nextfile }

{
    rows++
    stock[$1] += $3
    where[$1][wh] = $4
    items[$2] += $3
    if ($3 < low)
        print wh, $1, $2, $3 | "sort -t'\t' -k4,4n > " outdir "/low.tsv"
}

ENDFILE {
    counted[wh] = rows
    printf "%-6s %4d rows (FNR %d)\n", wh, rows, FNR
}

END {
    close("sort -t'\t' -k4,4n > " outdir "/low.tsv")
    close(outdir "/anomalies.txt")
    # Round trip through sort(1) as a coprocess.
    cmd = "sort -k2,2nr -k1,1"
    for (s in stock)
        print s, stock[s] |& cmd
    close(cmd, "to")
    n = 0
    while ((cmd |& getline line) > 0)
        if (++n <= 5)
            print "top", line
    rc = close(cmd)
    printf "%d skus from %d files (%d skipped), coprocess rc %d, epoch year %s\n",
        length(stock), length(counted), skipped, rc, epoch
    multi = 0
    for (s in where)
        if (length(where[s]) > 1)
            multi++
    print multi, "skus stored in several warehouses"
    n = 0
    while ((getline line < (outdir "/low.tsv")) > 0)
        n++
    close(outdir "/low.tsv")
    getline first < (outdir "/anomalies.txt")
    printf "low stock lines %d; first anomaly: %s\n", n, first
    PROCINFO["sorted_in"] = "@val_num_desc"
    for (it in items)
        printf "%s=%d ", it, items[it]
    print ""
    if (ENVIRON["INVENTORY_USER"] != "")
        print "report for", ENVIRON["INVENTORY_USER"]
    rc = system("test -s '" outdir "/low.tsv'")
    print "system rc", rc
}
