# Web server log analysis (combined log format): status classes, requests per hour, top
# clients and pages, bytes served, error pages, referring sites, user agents, bots.
# usage: mawk -f logs.awk [-v bots=REGEX] access.log

BEGIN {
    if (bots == "") bots = "bot|crawl|spider|curl|wget|python"
    hits = 0
}

{
    hits++
    ip = $1
    # The bracketed time stamp: [dd/Mon/yyyy:hh:mm:ss zone]
    if (match($0, /\[[0-9]+\/[A-Z][a-z][a-z]\/[0-9]+:[0-9][0-9]:/)) {
        stamp = substr($0, RSTART + 1, RLENGTH - 2)
        split(stamp, t, /[\/:]/)
        hour[t[4] + 0]++
        day[t[2] " " sprintf("%02d", t[1])]++
    } else badtime++
    # The quoted request, status and size follow it.
    if (!match($0, /"[A-Z]+ [^ "]+ HTTP\/[0-9.]+"/)) { badreq++; next }
    req = substr($0, RSTART + 1, RLENGTH - 2)
    rest = substr($0, RSTART + RLENGTH + 1)
    split(req, r, " ")
    method[r[1]]++
    path = r[2]
    query = ""
    if ((q = index(path, "?")) > 0) { query = substr(path, q + 1); path = substr(path, 1, q - 1) }
    if (query != "") { n = split(query, qs, "&"); for (i = 1; i <= n; i++) if (qs[i] ~ /^q=/) terms(substr(qs[i], 3)) }
    # Collapse numeric ids so /products/17 and /products/42 count together.
    gsub(/\/[0-9]+/, "/N", path)
    sub(/\.(png|jpg|css|js|ico)$/, " [static &]", path)
    status = rest + 0
    split(rest, sr, " ")
    bytes = sr[2] == "-" ? 0 : sr[2]
    class[int(status / 100) "xx"]++
    page[path]++
    client[ip]++
    sent += bytes
    if (bytes > biggest) { biggest = bytes; bigpath = r[2] }
    if (status >= 400) { errs[status " " path]++; errip[ip]++ }
    if ($0 ~ /"-" "[^"]*"$/) direct++
    else if (match($0, /"https?:\/\/[^\/"]+/)) ref[substr($0, RSTART + 1, RLENGTH - 1)]++
    # The last quoted field is the user agent.
    ua = $0
    sub(/^.*" "/, "", ua); sub(/"$/, "", ua)
    if (tolower(ua) ~ bots) botcount++
    else if (ua ~ /Mobile|iPhone|Android/) mobile++
    else if (ua ~ /Firefox\//) browser["firefox"]++
    else if (ua ~ /Chrome\//) browser["chrome"]++
    else browser["other"]++
    if ($3 != "-") user[$3]++
}

function terms(s,    n, w, i) {
    n = split(s, w, "+")
    for (i = 1; i <= n; i++) term[w[i]]++
}

function top(arr, k, title,    cmd, key) {
    print "-- " title
    cmd = "sort -t'\t' -k2,2nr -k1,1 | head -n " k
    for (key in arr) printf "%s\t%d\n", key, arr[key] | cmd
    close(cmd)
}

END {
    printf "%d requests, %d bad requests, %d bad times, %.1f MB sent, biggest %d bytes (%s)\n",
        hits, badreq, badtime, sent / 1048576, biggest, bigpath
    for (c in class) printf "%s %d (%.1f%%)\n", c, class[c], 100 * class[c] / hits
    for (m in method) printf "%s=%d ", m, method[m]
    print ""
    for (h = 0; h < 24; h++) {
        s = sprintf("%02d:00 %6d ", h, hour[h])
        for (i = 0; i < hour[h] * 60 / hits; i++) s = s "*"
        print s
    }
    top(client, 10, "clients")
    top(page, 15, "pages")
    top(errs, 10, "errors")
    top(errip, 5, "clients with errors")
    top(ref, 5, "referrers")
    top(term, 10, "search terms")
    top(user, 5, "users")
    printf "bots %d, mobile %d, direct %d\n", botcount, mobile, direct
    for (b in browser) printf "%s %d\n", b, browser[b]
    n = 0
    for (d in day) n++
    printf "%d days, %.1f requests a day\n", n, hits / n
}
