# Sales report over a CSV file with quoted fields (FPAT), dates turned into timestamps with
# mktime, totals in arrays of arrays, and reports sorted several ways.
@include "lib.awk"

BEGIN {
    FPAT = "([^,]*)|(\"([^\"]|\"\")*\")"
    if (top == "")
        top = 8
}

function unquote(s) {
    if (s ~ /^".*"$/) {
        s = substr(s, 2, length(s) - 2)
        gsub(/""/, "\"", s)
    }
    return s
}

FNR == 1 {
    for (i = 1; i <= NF; i++)
        col[$i] = i
    next
}

{
    if (NF != length(col)) {
        bad++
        next
    }
    for (i = 1; i <= NF; i++)
        $i = unquote($i)
    split($col["date"], d, "-")
    t = mktime(sprintf("%d %d %d 12 00 00", d[1], d[2], d[3]))
    if (t < 0) {
        bad++
        next
    }
    month = strftime("%Y-%m", t, 1)
    wday = strftime("%a", t, 1)
    cust = $col["customer"] == "" ? "(unknown)" : $col["customer"]
    amount = $col["qty"] * $col["price"]
    status = $col["status"]

    switch (status) {
    case "shipped":
        revenue[$col["region"]][month] += amount
        bycust[cust] += amount
        byitem[$col["item"]] += $col["qty"]
        break
    case "returned":
        returns[cust]++
        refunds += amount
        break
    case /^(pending|cancelled)$/:
        open_[status][$col["item"]]++
        break
    default:
        other++
    }
    weekday[wday]++
    if ($col["note"] != "")
        notes[tolower($col["note"])]++
    if (!(cust in first) || t < first[cust])
        first[cust] = t
    last[cust] = last[cust] > t ? last[cust] : t
}

END {
    printf "rows: %d, malformed: %d, other: %d\n", NR - 1, bad, other
    print "== revenue by region and month"
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (r in revenue) {
        tot = 0
        n = 0
        for (m in revenue[r]) {
            tot += revenue[r][m]
            n++
        }
        printf "%-10s %3d months %16s avg %12s\n", r, n, lib::money(tot), lib::money(tot / n)
    }
    print "== top customers"
    PROCINFO["sorted_in"] = "lib::by_value_desc"
    i = 0
    for (c in bycust) {
        if (++i > top)
            break
        printf "%2d. %-24s %14s since %s\n", i, c, lib::money(bycust[c]),
            strftime("%d %b %Y", first[c], 1)
    }
    print "== items by quantity"
    n = asort(byitem, q, "@val_num_desc")
    n = asorti(byitem, names)
    for (i = 1; i <= n; i++)
        printf "%s%s", names[i], (i < n ? ", " : "\n")
    print "== open orders"
    PROCINFO["sorted_in"] = "@ind_str_desc"
    for (s in open_)
        for (it in open_[s])
            if (open_[s][it] > 20)
                printf "%s/%s=%d\n", s, it, open_[s][it]
    print "== notes"
    delete PROCINFO["sorted_in"]
    lib::histogram(notes, 30)
    lib::histogram(weekday, 40)
    printf "refunds %s over %d customers\n", lib::money(refunds), length(returns)
}
