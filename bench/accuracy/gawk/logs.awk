# Web log analysis: match() with capture groups, gensub, split with separators, status
# classes with switch, per-hour and per-path statistics, sessions per client.
@include "lib.awk"

BEGIN {
    re = "^([0-9.]+) [^ ]+ ([^ ]+) \\[([^]]+)\\] \"([A-Z]+) ([^ \"]*) [^\"]*\" ([0-9]{3}) ([0-9]+|-) \"([^\"]*)\" \"([^\"]*)\""
    split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", mnames)
    for (i in mnames)
        mon[mnames[i]] = i
}

!match($0, re, m) {
    unparsed++
    next
}

{
    ip = m[1]; user = m[2]; when = m[3]; method = m[4]; url = m[5]
    status = m[6] + 0; bytes = m[7] == "-" ? 0 : m[7]; agent = m[9]

    # "01/May/2023:17:09:50 +0000" -> seconds since the epoch
    n = split(when, p, /[\/: ]/, seps)
    t = mktime(sprintf("%s %s %s %s %s %s", p[3], mon[p[2]], p[1], p[4], p[5], p[6]), 1)
    hour[strftime("%H", t, 1)]++

    switch (int(status / 100)) {
    case 2: ok++; break
    case 3: redirect++; break
    case 4:
        client_err[status]++
        if (status == 404)
            missing[url]++
        break
    case 5: server_err++; break
    }

    path = url
    sub(/\?.*/, "", path)
    query = index(url, "?") ? substr(url, index(url, "?") + 1) : ""
    if (query != "") {
        nq = split(query, kv, "&")
        for (i = 1; i <= nq; i++) {
            eq = index(kv[i], "=")
            params[substr(kv[i], 1, eq - 1)]++
            if (substr(kv[i], 1, eq - 1) == "q")
                terms[gensub(/\+/, " ", "g", substr(kv[i], eq + 1))]++
        }
    }
    shape = gensub(/\/[0-9]+(\/|\.|$)/, "/N\\1", "g", path)
    hits[shape]++
    traffic[shape] += bytes
    methods[method][int(status / 100) "xx"]++

    if (agent ~ /bot|curl|python|^-$/)
        robots[gensub(/[\/ ].*/, "", 1, agent)]++
    else if (ip in lastseen && t - lastseen[ip] < 1800)
        sesslen[ip]++
    else
        sessions++
    lastseen[ip] = t
    if (user != "-")
        users[user][substr(when, 1, 11)] = 1
}

END {
    printf "parsed %d, unparsed %d: 2xx %d 3xx %d 5xx %d, sessions %d\n",
        NR - unparsed, unparsed, ok, redirect, server_err, sessions
    PROCINFO["sorted_in"] = "@ind_num_asc"
    for (s in client_err)
        printf "  %d: %d\n", s, client_err[s]
    print "-- busiest URL shapes"
    PROCINFO["sorted_in"] = "@val_num_desc"
    i = 0
    for (s in hits)
        if (++i <= 10)
            printf "%-28s %6d %10s\n", s, hits[s], lib::human(traffic[s])
    print "-- methods"
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (mt in methods) {
        line = mt ":"
        for (c in methods[mt])
            line = line " " c "=" methods[mt][c]
        print line
    }
    print "-- search terms"
    PROCINFO["sorted_in"] = "lib::by_value_desc"
    for (q in terms)
        printf "%s(%d) ", q, terms[q]
    print ""
    print "-- robots, users"
    for (b in robots)
        printf "%s %d\n", b, robots[b]
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (u in users)
        printf "%s active on %d days\n", u, length(users[u])
    lib::histogram(hour, 50)
    n = asort(sesslen, lens)
    if (n)
        printf "sessions with repeats: %d, median length %d, longest %d\n", n, lens[int((n + 1) / 2)], lens[n]
}
