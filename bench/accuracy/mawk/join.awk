# Joins orders with the stock table (the FNR == NR idiom): units ordered per product and
# colour against stock on hand, orders for unstocked items, suppliers to call.
# usage: mawk -F'\t' -f join.awk stock.tsv FS=, sales.csv

FNR == NR {
    if (FNR > 1) { key = $1 "/" $2; onhand[key] = $4; reorder[key] = $5; supplier[key] = $6 }
    next
}

FNR == 1 || NF < 10 || $10 == "cancelled" { next }

{
    key = $5 "/" $6
    if (!(key in onhand)) { unstocked[key] += $7; continue_count++; next }
    ordered[key] += $7
    if ($10 == "returned") returned[key] += $7
}

END {
    for (k in ordered) {
        left = onhand[k] - ordered[k] + returned[k]
        if (left < reorder[k]) { short++; call[supplier[k]] = call[supplier[k]] " " k }
        else ok++
    }
    printf "%d items fine, %d below reorder level, %d orders for unstocked items\n", ok, short, continue_count
    for (s in call) printf "call %s:%s\n", s, call[s]
    for (k in unstocked) printf "not stocked: %s (%d units)\n", k, unstocked[k] | "sort"
    close("sort")
}
