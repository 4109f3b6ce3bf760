# Fixed-width bank ledger (FIELDWIDTHS with skips): balances per account, monthly totals by
# transaction code, overdrafts, statements for a few accounts; then the same file re-read
# with FS/substr to cross-check (PROCINFO["FS"] tells which splitting is active).
@include "lib.awk"

BEGIN {
    FIELDWIDTHS = "6 8 4 12 2:14 1:1"
    split(accounts, want, ",")
    for (i in want)
        show[want[i]] = 1
}

{
    acct = $1; date = $2; code = lib::trim($3); amount = $4 + 0; who = lib::trim($5); flag = $6
    if (NF != 6 || date !~ /^[0-9]{8}$/) {
        bad++
        next
    }
    month = substr(date, 1, 6)
    sign = (code == "WDR" || code == "FEE") ? -1 : 1
    if (code == "XFR")
        sign = and(NR, 1) ? 1 : -1
    delta = sign * (amount < 0 ? -amount : amount)
    balance[acct] += delta
    owner[acct] = who
    bycode[code][month] += delta
    if (balance[acct] < 0 && !(acct in overdrawn))
        overdrawn[acct] = date
    if (flag == "Y")
        flagged++
    if (acct in show)
        stmt[acct][++ns[acct]] = sprintf("%s-%s-%s %-4s %12.2f %12.2f", substr(date, 1, 4),
            substr(date, 5, 2), substr(date, 7), code, delta, balance[acct])
}

END {
    printf "splitting by %s; %d records, %d malformed, %d flagged\n", PROCINFO["FS"], NR, bad, flagged
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (c in bycode) {
        tot = 0
        months = ""
        for (m in bycode[c]) {
            tot += bycode[c][m]
            months = months sprintf(" %+.0f", bycode[c][m] / 1000)
        }
        printf "%-4s %14s |%s\n", c, lib::money(tot), months
    }
    n = 0
    for (a in overdrawn)
        n++
    printf "%d accounts overdrawn at some point\n", n
    PROCINFO["sorted_in"] = "@val_num_asc"
    i = 0
    for (a in balance)
        if (++i <= 5)
            printf "lowest: %s %-10s %14s\n", a, owner[a], lib::money(balance[a])
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (a in stmt) {
        printf "statement %s (%s), %d entries\n", a, owner[a], ns[a]
        for (i = 1; i <= ns[a]; i++)
            if (i <= 6 || i > ns[a] - 2)
                print "   " stmt[a][i]
    }
}
