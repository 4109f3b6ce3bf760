# Sales report from a CSV export: revenue by region and month, by product and colour,
# top customers, status counts, discounts, and a few data-quality checks.
# usage: mawk -F, -f sales.awk sales.csv

NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; ncol = NF; next }
/^#/ || NF == 0 { skipped++; next }
NF != ncol { bad++; next }

{
    split($col["date"], d, "-")
    year = d[1]; month = d[2] + 0; day = d[3] + 0
    region = $col["region"]
    cust = $col["customer"]
    # Names come in mixed case: normalise to capitalised words.
    if (cust == toupper(cust)) { fixed++; cust = capitalise(cust) }
    qty = $col["qty"]; price = $col["unit_price"]
    disc = $col["discount"] == "" ? 0 : $col["discount"]
    amount = qty * price * (1 - disc / 100)
    status = $col["status"]
    st[status]++
    if (status == "cancelled") next
    if (status == "returned") { returns += amount; amount = -amount }

    rev[region, year "-" sprintf("%02d", month)] += amount
    regtot[region] += amount
    prod[$col["product"]] += qty
    pc[$col["product"], $col["colour"]] += amount
    bycust[cust] += amount
    if (disc > 0) { ndisc++; saved += qty * price * disc / 100 }
    if (!(year in first) || month < first[year]) first[year] = month
    if (amount > maxamt) { maxamt = amount; maxid = $1 }
    if (minamt == "" || amount < minamt) { minamt = amount; minid = $1 }
    total += amount
    weekday[dow(year, month, day)] += amount
    months[year "-" sprintf("%02d", month)] = 1
}

END {
    printf "%d orders, %d skipped lines, %d malformed, %d names fixed\n",
        NR - 1 - skipped - bad, skipped, bad, fixed
    for (s in st) printf "  %-10s %6d\n", s, st[s]
    printf "total %.2f, returns %.2f, discounts on %d orders saved %.2f\n",
        total, returns, ndisc, saved
    printf "largest order %s (%.2f), smallest %s (%.2f)\n", maxid, maxamt, minid, minamt

    # Regions by revenue, sorted here with our own insertion sort.
    n = 0
    for (r in regtot) keys[++n] = r
    sortdesc(keys, regtot, n)
    print "\nregion       revenue   share"
    for (i = 1; i <= n; i++)
        printf "%-10s %10.2f %6.2f%%\n", keys[i], regtot[keys[i]], 100 * regtot[keys[i]] / total

    # A month x region table.
    m = 0
    for (k in months) mk[++m] = k
    sortasc(mk, m)
    printf "\n%-8s", "month"
    for (i = 1; i <= n; i++) printf " %9s", substr(keys[i], 1, 9)
    printf "\n"
    for (j = 1; j <= m; j++) {
        printf "%-8s", mk[j]
        for (i = 1; i <= n; i++) printf " %9.0f", rev[keys[i], mk[j]]
        printf "\n"
    }

    # Product x colour, from the SUBSEP keys.
    print "\nproduct/colour over 1% of revenue"
    for (k in pc) {
        split(k, pk, SUBSEP)
        if (pc[k] > total / 100) printf "%-10s %-6s %10.2f\n", pk[1], pk[2], pc[k] | "sort -k3,3nr"
    }
    close("sort -k3,3nr")

    print "\nunits per product"
    for (p in prod) line = line sprintf("%s=%d ", p, prod[p])
    print line

    nc = 0
    for (c in bycust) ck[++nc] = c
    sortdesc(ck, bycust, nc)
    print "\ntop customers"
    for (i = 1; i <= 5 && i <= nc; i++) printf "%d. %s: %.2f\n", i, ck[i], bycust[ck[i]]

    split("Sun Mon Tue Wed Thu Fri Sat", wd, " ")
    for (i = 0; i < 7; i++) printf "%s %.0f  ", wd[i + 1], weekday[i]
    printf "\n"
}

function capitalise(s,    out, n, w, i) {
    n = split(tolower(s), w, " ")
    out = ""
    for (i = 1; i <= n; i++)
        out = out (i > 1 ? " " : "") toupper(substr(w[i], 1, 1)) substr(w[i], 2)
    return out
}

# Day of the week (0 = Sunday), Zeller-style.
function dow(y, m, d,    k, j) {
    if (m < 3) { m += 12; y-- }
    k = y % 100; j = int(y / 100)
    return (d + int(13 * (m + 1) / 5) + k + int(k / 4) + int(j / 4) + 5 * j + 6) % 7
}

function sortdesc(a, val, n,    i, j, t) {
    for (i = 2; i <= n; i++) {
        t = a[i]
        for (j = i - 1; j >= 1 && val[a[j]] < val[t]; j--) a[j + 1] = a[j]
        a[j + 1] = t
    }
}

function sortasc(a, n,    i, j, t) {
    for (i = 2; i <= n; i++) {
        t = a[i]
        for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]
        a[j + 1] = t
    }
}
