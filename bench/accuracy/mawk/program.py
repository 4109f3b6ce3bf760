# mawk workload: report scripts over generated CSV, web logs, an INI file and a ps table
# (gen.py), over the shared text, JSON-lines and YAML data (word statistics, a JSON
# tokenizer, an indentation-driven YAML reader, a paragraph formatter writing and re-reading
# files), a BEGIN-only library of awk code, a two-file join, and the one-liners people type:
# regex and paragraph record separators, FS variants, NF and field assignment, range
# patterns, getline forms, output pipes and files, -W options, and programs that fail.
PROGRAM = {
    "name": "mawk",
    "pkg": "mawk",
    "libs": ["-lm"],
    "runs": [
        "python3 {bench}/mawk/gen.py {tmp}/in",
        "{exe} -v top=30 -f {bench}/mawk/wordfreq.awk {data}/text.txt > /dev/null",
        "{exe} -F, -f {bench}/mawk/sales.awk {tmp}/in/sales.csv > /dev/null",
        "{exe} -f {bench}/mawk/logs.awk {tmp}/in/access.log > /dev/null",
        "{exe} -v bots='bot|curl' -f {bench}/mawk/logs.awk {tmp}/in/access.log > /dev/null",
        "{exe} -v minage=25 -v out={tmp}/people.tsv -f {bench}/mawk/json.awk"
        " {data}/records-lines.json > /dev/null",
        "{exe} -v minage=0 -f {bench}/mawk/json.awk {data}/records-lines.json > /dev/null",
        "{exe} -f {bench}/mawk/yaml.awk {data}/records.yaml > /dev/null",
        "{exe} -v top=10 -f {bench}/mawk/wordfreq.awk {data}/records.yaml > /dev/null",
        "mkdir -p {tmp}/book && {exe} -v width=60 -v dir={tmp}/book -f {bench}/mawk/textfmt.awk"
        " {data}/text.txt > /dev/null",
        "rm -rf {tmp}/book2 && mkdir {tmp}/book2 && cat {data}/text.txt"
        " | {exe} -v width=72 -v ragged=1 -v dir={tmp}/book2 -f {bench}/mawk/textfmt.awk > /dev/null",
        "{exe} -W random=5 -v seed=7 -v rounds=40 -f {bench}/mawk/toolkit.awk one two > /dev/null",
        "{exe} -F'\\t' -f {bench}/mawk/join.awk {tmp}/in/stock.tsv FS=, {tmp}/in/sales.csv > /dev/null",
        "{exe} -W exec {bench}/mawk/ini.awk {tmp}/in/app.ini > /dev/null",
        # ps-style table: default whitespace splitting, rebuilding the command from fields.
        "{exe} 'NR > 1 {{ cpu[$1] += $3; mem[$1] += $4; n[$1]++; if ($8 ~ /Z/) z++;"
        " c = $11; for (i = 12; i <= NF; i++) c = c \" \" $i; cmds[c]++ }}"
        " END {{ for (u in cpu) printf \"%-10s %4d %7.1f %7.1f\\n\", u, n[u], cpu[u], mem[u];"
        " for (c in cmds) print cmds[c], c | \"sort -rn\"; close(\"sort -rn\"); print z + 0, \"zombies\" }}'"
        " {tmp}/in/ps.txt > /dev/null",
        # One-liners.
        "{exe} 'END {{ print NR }}' {data}/text.txt > /dev/null",
        "{exe} 'length > 120 {{ n++ }} END {{ print n }}' {data}/text.txt > /dev/null",
        "{exe} '{{ $2 = \"\"; $1 = $1; print }}' OFS=';' {data}/text.txt > /dev/null",
        "{exe} 'NF > 3 {{ NF = 3 }} {{ $5 = \"x\"; print $NF, NF }}' {data}/text.txt > /dev/null",
        "{exe} '/^Aa/,/[?]$/ {{ n++ }} /^Ki/,/^Lo/ {{ m++ }} END {{ print n, m }}' {data}/text.txt"
        " > /dev/null",
        "{exe} 'BEGIN {{ RS = \"[.?!]+[ \\n]+\" }} {{ n[NF]++; if (NF > 20) long++ }}"
        " END {{ for (k in n) print k, n[k] }}' {data}/text.txt > /dev/null",
        "{exe} 'BEGIN {{ FS = \"\" }} NR > 15000 {{ exit }} {{ for (i = 1; i <= NF; i++) c[$i]++ }}"
        " END {{ for (k in c) printf \"%s %d\\n\", k, c[k] }}' {data}/text.txt > /dev/null",
        "{exe} '{{ n += gsub(/a+/, \"<&>\"); m += sub(/[0-9]+$/, \"#\") }} END {{ print n, m }}'"
        " {data}/text.txt > /dev/null",
        "{exe} '$0 ~ pat {{ n++ }} $1 !~ /^[A-Z]/ {{ lower++ }} END {{ print n + 0, lower }}'"
        " pat='(th|qu)[aeiou]+(st|zel)?[.!?]' {data}/text.txt > /dev/null",
        "{exe} '{{ print toupper(substr($0, 1, 1)) tolower(substr($0, 2, 40)), index($0, \"tags\") }}'"
        " {data}/records-lines.json > /dev/null",
        "{exe} '!seen[$3 \",\" $5]++' FS=, {tmp}/in/sales.csv | {exe} -F, '{{ print $3 }}'"
        " | sort | uniq -c > /dev/null",
        "{exe} '{{ print > (\"{tmp}/split.\" (NR % 5)) }}' {tmp}/in/sales.csv"
        " && cat {tmp}/split.* | wc -l > /dev/null",
        "{exe} -F, 'NR > 1 && $10 == \"returned\" {{ printf \"%s,%.2f\\n\", $2, $7 * $8"
        " | \"sort -t, -k2,2nr | head -5\" }}' {tmp}/in/sales.csv > /dev/null",
        "{exe} 'BEGIN {{ while ((getline line < ARGV[1]) > 0) {{ n++; w += split(line, a) }};"
        " close(ARGV[1]); print n, w; while ((getline < ARGV[1]) > 0) m += NF; print m }}'"
        " {data}/records.yaml > /dev/null",
        "{exe} 'NR % 1000 == 1 {{ c = \"wc -l < \" FILENAME; c | getline y; close(c) }}"
        " {{ getline nxt; s += length($0) - length(nxt) }} END {{ print s, y > \"/dev/stderr\" }}'"
        " {tmp}/in/access.log 2> /dev/null",
        "{exe} '{{ n += length($0) }} END {{ print NR, n }}' {data}/binary.bin > /dev/null",
        "seq 1 3000 | {exe} -W interactive '{{ s += $1; if ($1 % 7 == 0) print s; fflush() }}'"
        " > /dev/null",
        "{exe} -W posix_space 'BEGIN {{ RS = \"\" }} {{ n += NF }} END {{ print n }}'"
        " {data}/text.txt > /dev/null",
        "echo '{{ n += NF; if (NR % 500 == 0) printf \"%d%s%d\\n\", NR, sep, n }}' | {exe} -v 'sep=\\t'"
        " -f /dev/stdin {data}/records.yaml > /dev/null",
        "{exe} -W dump -f {bench}/mawk/toolkit.awk > /dev/null"
        " && {exe} -W dump -f {bench}/mawk/logs.awk > /dev/null"
        " && {exe} -W dump -f {bench}/mawk/json.awk > /dev/null",
        "{exe} -W version > /dev/null 2>&1 && {exe} -W usage > /dev/null 2>&1",
        # Programs with errors: mawk must reject them (exit status 2).
        "! {exe} 'BEGIN {{ x = }}' 2> /dev/null",
        "! {exe} '{{ print $1 ' 2> /dev/null < /dev/null",
        "! {exe} 'function f(a) {{ return a[1] }} BEGIN {{ f(1) }}' 2> /dev/null",
        "! {exe} -f {tmp}/no-such-file.awk 2> /dev/null",
    ],
}
