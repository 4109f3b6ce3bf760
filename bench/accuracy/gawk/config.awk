# An INI-style configuration reader: records end at newlines not preceded by a backslash
# (a regex RS, with RT telling what matched), [section] headers, comments, quoted values,
# and typed values; prints the settings as shell assignments or JSON (-v format=json).
@include "lib.awk"

BEGIN {
    RS = "\r?\n"
    if (format == "")
        format = "sh"
}

# Join continuation lines: while the record ends in a backslash, glue the next one on.
/\\$/ {
    line = substr($0, 1, length($0) - 1)
    while ((getline more) > 0) {
        line = line " " lib::trim(more)
        if (more !~ /\\$/)
            break
        line = substr(line, 1, length(line) - 1)
    }
    $0 = line
    continued++
}

/^[[:space:]]*([#;]|$)/ { next }

match($0, /^[[:space:]]*\[([^]]+)\][[:space:]]*$/, m) {
    section = m[1]
    nsec++
    order[nsec] = section
    next
}

{
    eq = index($0, "=")
    if (!eq) {
        printf "line %d: no '=' in %s\n", NR, $0 > "/dev/stderr"
        next
    }
    key = lib::trim(substr($0, 1, eq - 1))
    val = lib::trim(substr($0, eq + 1))
    sub(/[[:space:]]+;.*$/, "", val)
    if (val ~ /^".*"$/)
        val = substr(val, 2, length(val) - 2)
    conf[section][key] = val
    if (val ~ /^[0-9]+$/)
        type[section][key] = "int"
    else if (val ~ /^[0-9]*\.[0-9]+$/)
        type[section][key] = "float"
    else if (val ~ /^(on|off|yes|no|true|false)$/)
        type[section][key] = "bool"
    else if (val ~ /^[0-9]+(ms|s|m|h)$/)
        type[section][key] = "duration"
    else
        type[section][key] = "string"
    types[type[section][key]]++
}

function shname(s) {
    s = toupper(s)
    gsub(/[^A-Z0-9]/, "_", s)
    return s
}

END {
    for (i = 1; i <= nsec; i++) {
        s = order[i]
        if (!(s in conf))
            continue
        PROCINFO["sorted_in"] = "@ind_str_asc"
        if (format == "json") {
            printf "%s{%s:{", (i > 1 ? "," : ""), lib::json_str(s)
            sep = ""
            for (k in conf[s]) {
                v = conf[s][k]
                t = type[s][k]
                printf "%s%s:%s", sep, lib::json_str(k), (t == "int" || t == "float") ? v + 0 : \
                    t == "bool" ? (v ~ /on|yes|true/ ? "true" : "false") : lib::json_str(v)
                sep = ","
            }
            printf "}}"
        } else
            for (k in conf[s])
                printf "%s_%s='%s'\n", shname(s), shname(k), gensub(/'/, "'\\\\''", "g", conf[s][k])
    }
    if (format == "json")
        print ""
    delete PROCINFO["sorted_in"]
    printf "# %d sections, %d continued lines, last RT %s\n", nsec, continued,
        RT == "\n" ? "newline" : "other" > "/dev/stderr"
    lib::histogram(types, 20)
}
