# Reads an INI file into section.key = value pairs: comments, blank lines, ragged spacing
# around "=", quoted values, lists, duplicate keys (the last one wins, with a warning);
# then prints the settings sorted and checks types.
# usage: mawk -f ini.awk app.ini   (or mawk -W exec ini.awk app.ini)

/^[ \t]*([;#]|$)/ { comments += /[;#]/; next }

/^[ \t]*\[[^]]+\][ \t]*$/ {
    section = $0
    gsub(/^[ \t]*\[|\][ \t]*$/, "", section)
    sections[section]++
    if (sections[section] > 1) printf "warning: section %s repeated\n", section
    next
}

/=/ {
    key = substr($0, 1, index($0, "=") - 1)
    val = substr($0, index($0, "=") + 1)
    gsub(/^[ \t]+|[ \t]+$/, "", key)
    gsub(/^[ \t]+|[ \t]+$/, "", val)
    if (val ~ /^".*"$/) val = substr(val, 2, length(val) - 2)
    full = (section == "" ? "" : section ".") key
    if (full in conf) dups++
    else order[++n] = full
    conf[full] = val
    next
}

{ printf "line %d not understood: %s\n", FNR, $0; bad++ }

END {
    # Insertion sort of the keys.
    for (i = 2; i <= n; i++) {
        t = order[i]
        for (j = i - 1; j > 0 && order[j] > t; j--) order[j + 1] = order[j]
        order[j + 1] = t
    }
    for (i = 1; i <= n; i++) {
        k = order[i]; v = conf[k]
        if (v ~ /^[0-9]+$/) type = "int"
        else if (v ~ /^[0-9]*\.[0-9]+$/) type = "float"
        else if (v ~ /^(true|false)$/) type = "bool"
        else if (v ~ /,/) { type = "list"; m = split(v, items, / *, */); v = m " items" }
        else if (v ~ /^\//) type = "path"
        else type = "string"
        types[type]++
        if (k ~ /port$/ && type != "int") printf "warning: %s is not a port number\n", k
        printf "%-28s %-7s %s\n", k, type, v
    }
    printf "%d settings, %d duplicates, %d comments, %d bad lines\n", n, dups, comments, bad
    for (t in types) printf "%s:%d ", t, types[t]
    print ""
}
