# pcre2grep (the PCRE2 interpreter; no JIT) searching the way people grep: prose, logs,
# JSON/YAML records, a source tree (-r with include/exclude filters), binary files,
# Unicode text, CRLF and NUL-separated records; with counts, context, -o/-O extraction,
# fixed strings, pattern files (patterns.txt: one regex per line, for the logs),
# multiline mode, colour, limits and error paths. Inputs: the shared data and gen.py.
# pcre2grep exits 1 when nothing matched and 2 on trouble; runs expecting that say so.
# Commands go through str.format: regex braces are doubled.
G = "{tmp}/g"
T = "{data}/text.txt"


def runs():
    r = [f"python3 {{bench}}/pcre2grep/gen.py {G} {{data}}",
         "{exe} -V > /dev/null && {exe} --help > /dev/null"]
    # Prose.
    r += [
        "{exe} -c 'ka\\w*lo' " + T,
        "{exe} -n -w -i 'th[aeiou]+\\w{{2,}}' " + T + " > /dev/null",
        "{exe} -o '\\b(\\w+) \\1\\b' " + T + " | sort | uniq -c | sort -rn > /dev/null",
        "{exe} -C 2 -n '[.!?] \\d{{5}}$' " + T + " > /dev/null",
        "{exe} -v -c '[aeiou]{{3}}' " + T,
        "{exe} -x -c '.{{0,70}}' " + T,
        "{exe} -o -i '\\b[A-Z]\\w+(?=[,;])' " + T + " > /dev/null",
        "{exe} -m 2000 --line-offsets 'quizel|stor|vomun' " + T + " > /dev/null",
        "{exe} --file-offsets '(?<=\\s)mun\\w*' " + T + " > /dev/null",
        "{exe} -M -c '[.!?]\\n(?:Aa|Ne)\\w* \\w+' " + T,
        "{exe} -M -o '\\d+\\n\\n[A-Z]\\w+' " + T + " > /dev/null",
        f"{{exe}} -F -f {G}/words.txt -c " + T,
        f"{{exe}} -F -w -i -f {G}/words.txt -o {G}/crlf.txt | wc -l > /dev/null",
        "{exe} --colour=always -i 'zel(?:bra|or)' " + T + " > /dev/null",
        "GREP_COLORS='ms=01;32' {exe} --color=always -n -w 'mi\\w+' " + T + " > /dev/null",
        "{exe} -O '$2 <- $1$n' '(\\w+) (\\w+)[.!?]$' " + T + " > /dev/null",
        "{exe} -o1 -o3 --om-separator='|' '(\\w+)([.!?;,]) (\\d+)' " + T + " > /dev/null",
        "{exe} -e 'bra' -e 'qui' -e '^\\s*$' -c " + T,
        "{exe} -c '^(?:(\\w+)\\s+){{3,6}}\\w+[.]$' " + T,
        "{exe} -c '(?i)(?<v>[aeiou]{{2}})\\w*\\k<v>' " + T,
        "{exe} -c '(?|(ka)\\w+|(lo)\\w*)\\s\\1' " + T,
        "{exe} -c '\\b(?>\\w+)(?<!a)\\b[,;]' " + T,
        "{exe} -c '^[^aeiou\\n]*+\\S{{8}}' " + T,
        "{exe} --locale=C.utf8 -i -c '[[:upper:]][[:lower:]]+[[:punct:]]' " + T,
        "{exe} -q 'zzqqzz' " + T + "; test $? -eq 1",
        f"{{exe}} -t -c 'e\\b' " + T + f" {G}/crlf.txt",
        f"cat {T} | {{exe}} --label=stdin -H -c 'lo' - {G}/crlf.txt",
        f"{{exe}} -l 'grazel' " + T + f" {G}/crlf.txt {G}/access.log",
        f"{{exe}} -L 'GET /' " + T + f" {G}/crlf.txt {G}/access.log",
    ]
    # JSON and YAML records.
    J = "{data}/records-lines.json"
    r += [
        "{exe} -o1 '\"name\": \"([^\"]+)\"' " + J + " | sort -u | wc -l > /dev/null",
        "{exe} -c '\"age\": (?:[23]\\d|4[0-5]),' " + J,
        "{exe} -O '$1 ($2)' '\"city\": \"(\\w+)\", \"score\": (\\d+\\.\\d+)' " + J + " > /dev/null",
        "{exe} -v -c '\"manager\"' " + J,
        "{exe} -c '\"tags\": \\[(?:\"\\w+\"(?:, )?){{3,}}\\]' " + J,
        "{exe} -o --max-buffer-size=16M '\"zip\": \"\\d{{5}}\"' {data}/records.json | wc -l",
        "{exe} -n -B1 -A3 '^  - id: \\d*7$' {data}/records.yaml > /dev/null",
        "{exe} -c -M '^    tags: \\[\\]\\n    address:' {data}/records.yaml",
        "{exe} -x -c '\\s*(?:<<: \\*defaults|\\.\\.\\.|---)' {data}/records.yaml",
    ]
    # Binary data.
    B = "{data}/binary.bin"
    r += [
        "{exe} 'x' " + B + " > /dev/null",
        "{exe} -c '\\x00{{8}}' " + B,
        "{exe} -a -c '[\\x80-\\xff]{{4}}' " + B,
        "{exe} -I -l 'ka' " + B + " " + T,
        "{exe} --binary-files=without-match -c 'a' " + B + "; test $? -eq 1",
        "{exe} --binary-files=text -o '[[:alpha:]]{{5,}}' " + B + " | wc -l > /dev/null",
    ]
    # Logs.
    A, P = f"{G}/access.log", f"{G}/app.log"
    r += [
        "{exe} -c '\" (?:4\\d\\d|5\\d\\d) ' " + A,
        "{exe} -o '^\\d{{1,3}}(?:\\.\\d{{1,3}}){{3}}' " + A + " | sort | uniq -c | sort -rn > /dev/null",
        "{exe} -c -f {bench}/pcre2grep/patterns.txt " + A + " " + P,
        "{exe} -n -f {bench}/pcre2grep/patterns.txt --colour=always " + P + " > /dev/null",
        "{exe} -o1 -o2 '\"(GET|POST|PUT|DELETE) (/[^ ?\"]*)(\\?[^ \"]*)? HTTP' " + A + " > /dev/null",
        "{exe} -O '$3h $1 $2' '\\[(\\d\\d)/(Jan|Feb|Mar)/2024:(\\d\\d):' " + A + " > /dev/null",
        "{exe} -A 6 -n 'ERROR .*Exception|^\\w+(?:\\.\\w+)+Exception:' " + P + " > /dev/null",
        "{exe} -M -o '\\w+Exception: .*\\n(?:\\tat .*\\n)+' " + P + " | wc -l > /dev/null",
        "{exe} -B 3 -c 'Caused by' " + P,
        "{exe} -i -w -c 'timeout|refused' " + P,
        "{exe} -v -c '^\\d{{4}}-\\d\\d-\\d\\dT' " + P,
        "{exe} -h -m 50 -o 'took=\\d+\\.\\dms' " + P + " " + A + " > /dev/null",
        "{exe} -o '\\b(?:\\d{{1,3}}\\.){{3}}\\d{{1,3}}\\b(?=.*\" 404 )' " + A + " | wc -l > /dev/null",
    ]
    # A source tree.
    D = f"{G}/proj"
    r += [
        "{exe} -r -n 'TODO|FIXME' " + D + " > /dev/null",
        "{exe} -r -l --include='\\.[ch]$' '\\bmalloc\\s*\\(' " + D + " > /dev/null",
        "{exe} -r -L --exclude-dir='^(?:\\.git|build)$' 'Copyright' " + D + " > /dev/null",
        "{exe} -r -c --exclude='\\.o$' --include-dir='^(?:proj|src|core|net)$' 'static' " + D + " > /dev/null",
        "{exe} -rZl 'static' " + D + " | tr '\\0' '\\n' | wc -l > /dev/null",
        f"{{exe}} --file-list={G}/filelist.txt -H -n '^#include <(\\w+)\\.h>' > /dev/null",
        f"{{exe}} -r --exclude-from={G}/excl.txt -w -c 'int' " + D + " > /dev/null",
        "{exe} -d skip -c 'x' " + D + "/* > /dev/null",
        "{exe} -r -U -i -n 'stra\u00dfe|\u00fcber' " + D + " > /dev/null",
        "{exe} -r -u -i -c --exclude-dir='^(?:\\.git|build)$' '\\bna\u00efve\\b' " + D + " > /dev/null",
        "{exe} -r -o --include='\\.md$' '[\\w.]+@[\\w.]+\\.org|https?://[^\\s>]+' " + D + " > /dev/null",
        "{exe} -r -c --include='\\.py$' '^\\s*def \\w+\\(' " + D + " > /dev/null",
        "{exe} -r -x -c '\\d+,\\w+,\\d+\\.\\d' " + D + "/data",
        "{exe} -N CRLF -c '\\d$' " + D + "/data/dos.txt",
    ]
    # Newline conventions.
    r += [
        f"{{exe}} -N CRLF -c '\\w+[.]$' {G}/crlf.txt",
        f"{{exe}} -N ANYCRLF -x -c '.*[?]' {G}/crlf.txt",
        f"{{exe}} -N ANY -c '^A' {G}/crlf.txt",
        f"{{exe}} -N CR -c '^\\n[A-Z]' {G}/crlf.txt",
        f"{{exe}} -c '\\r$' {G}/crlf.txt",
        f"{{exe}} -N NUL -c '\"active\": false' {G}/records.nul",
        f"{{exe}} -N NUL -o '\"id\": \\d+7,' {G}/records.nul | wc -l > /dev/null",
    ]
    # Unicode.
    U, UB = f"{G}/intl.txt", f"{G}/intl-bad.txt"
    r += [
        "{exe} -u -c '\\p{{Greek}}+' " + U,
        "{exe} -u -o '\\b\\p{{Lu}}\\p{{Ll}}+\\b' " + U + " | sort | uniq -c > /dev/null",
        "{exe} -u -i -c 'STRASSE|\u03a3\u039f\u03a6\u038a\u0391|\u043f\u0440\u0438\u0432\u0435\u0442' " + U,
        "{exe} -u -o '\\X' " + U + " | wc -l > /dev/null",
        "{exe} -u -c '(*UCP)\\b\\w+\\b\\s+\\d' " + U,
        "{exe} -u -c '\\p{{Han}}|\\p{{Hiragana}}|\\p{{Hangul}}|\\p{{Thai}}' " + U,
        "{exe} -u -c '[\\x{{1F300}}-\\x{{1FAFF}}]' " + U,
        "{exe} -u -o '\\p{{N}}+' " + U + " > /dev/null",
        "{exe} -u -c '\\p{{Arabic}}\\p{{Zs}}\\p{{Arabic}}|\\p{{Hebrew}}{{4}}' " + U,
        "{exe} -u -i -w -c '\u00e9|e\\x{{301}}|caf\u00e9' " + U,
        "{exe} -U -c '\\p{{Cyrillic}}+' " + UB,
        "{exe} -U -o '\\d+\\t\\S+' " + UB + " > /dev/null",
        "{exe} -s -u -c 'x' " + UB + " 2> /dev/null; test $? -eq 2",
        "{exe} -c '\\xc3[\\x80-\\xbf]' " + U,
    ]
    # Buffers, limits and errors.
    L = f"{G}/long.txt"
    r += [
        "{exe} --buffer-size=4K --max-buffer-size=1M -o 'needle\\d' " + L + " > /dev/null",
        "{exe} --max-buffer-size=16K -c 'needle' " + L + " 2> /dev/null; test $? -eq 2",
        f"{{exe}} --match-limit=5000 -c '^(a|aa)+$' {G}/aaa.txt 2> /dev/null",
        f"{{exe}} --depth-limit=10 -c '^(a+)+$' {G}/aaa.txt 2> /dev/null",
        f"{{exe}} --heap-limit=1 -c '(a|b|aa)*+c?' {G}/aaa.txt 2> /dev/null; test $? -le 2",
        "{exe} '(unclosed' " + T + " 2> /dev/null; test $? -eq 2",
        "{exe} -e 'ka' -e '[z-a]' " + T + " 2> /dev/null; test $? -eq 2",
        "{exe} -c '\\k<nope>' " + T + " 2> /dev/null; test $? -eq 2",
        "{exe} -O '$9$x{{41}}$o{{102}}$$' -c 'ka' " + T + " > /dev/null",
        "{exe} --om-capture=3 -o3 -o1 -m 300 '(\\w)(\\w)(\\w+)' " + T + " > /dev/null",
        "{exe} --allow-lookaround-bsk -c '(?=ab\\K)' " + T,
        "{exe} -s 'ka' " + G + "/missing.txt " + T + " > /dev/null; test $? -eq 2",
    ]
    return r


PROGRAM = {
    "name": "pcre2grep",
    "pkg": "pcre2",
    "libs": [],
    "runs": runs(),
}
