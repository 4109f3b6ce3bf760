# GNU diff workload: an edited document in every output format (normal, -c/-C, -u/-U, -e,
# -n, -y side by side, -D ifdef, group and line formats, -l paginated), the whitespace and
# case options (-i -w -b -B -E -Z -I, --strip-trailing-cr) on a reformatted copy, two source
# trees compared recursively (-r -N -q -s, -x/-X exclusions, -S, --ignore-file-name-case,
# --no-dereference, -p/-F function headings, binary files, -a), a revision history browsed
# step by step, the diagonal-search heuristics on large, shuffled and reordered pairs
# (--minimal, --speed-large-files, -d, --horizon-lines), stdin, --from-file/--to-file,
# --color, tab options, and the errors users hit.
# Inputs come from gen.py (edited copies of the shared text, two generated source trees).
# diff exits 0 for no differences, 1 for differences, 2 for trouble: every run says which.
# Commands go through str.format: braces meant for the shell are doubled.
G = "{tmp}/g"


def differ(args, out="> /dev/null"):
    """A run that must find differences (exit status 1)."""
    return "{exe} " + args + " " + out + "; test $? -eq 1"


def same(args, out="> /dev/null"):
    """A run that must find none (exit status 0)."""
    return "{exe} " + args + " " + out


def runs():
    o, n, ws = f"{G}/old.txt", f"{G}/new.txt", f"{G}/ws.txt"
    r = [f"python3 {{bench}}/diff/gen.py {G} {{data}}/text.txt"]
    # Output formats on the edited document.
    r += [differ(f"{o} {n}"),
          differ(f"-u {o} {n}", f"> {{tmp}}/doc.patch"),
          differ(f"-U 1 {o} {n}"),
          differ(f"-U0 --label old --label new {o} {n}"),
          differ(f"-c {o} {n}"),
          differ(f"-C 6 {o} {n}"),
          differ(f"-e {o} {n}"),
          differ(f"-f {o} {n}"),
          differ(f"-n {o} {n}"),
          differ(f"-y {o} {n}"),
          differ(f"-y -W 100 --suppress-common-lines {o} {n}"),
          differ(f"--side-by-side --width=160 --left-column -t {o} {n}"),
          differ(f"-D EDITED {o} {n}"),
          differ(f"--ifdef=NEW --minimal {n} {o}"),
          differ(f"--old-group-format='-- %dn lines at %df:%<' --new-group-format='++ %dN at %dF%c'\\''\\012'\\''%>'"
                 f" --changed-group-format='<<%<==%>>>' --unchanged-group-format='' {o} {n}"),
          differ(f"--old-line-format='-%5dn %L' --new-line-format='+%5dn %L' --unchanged-line-format=' %5dn %L' {o} {n}"),
          differ(f"--line-format='%dn: %L' {o} {n}"),
          # Rebuild the new file from the old one through line formats; it must be equal.
          differ(f"--old-line-format='' --new-line-format='%L' --unchanged-line-format='%L' {o} {n}",
                 "> {tmp}/rebuilt.txt") + " && " + same(f"-q {{tmp}}/rebuilt.txt {n}"),
          differ(f"-l -u {o} {n}"),
          differ(f"--color=always -u {o} {n}"),
          differ(f"--color=always --palette='ad=1;32:de=1;31:ln=36' -c {o} {n}"),
          differ(f"-T -u {o} {n}") + " && " + differ(f"--initial-tab --expand-tabs {o} {n}"),
          differ(f"--tabsize=4 -t -y --suppress-blank-empty {o} {n}"),
          differ(f"-u {o} -", f"< {n} > /dev/null"),
          f"cat {o} | " + same(f"- {o}"),
          same(f"-s {o} {o}"),
          differ(f"-q {o} {n}"),
          differ(f"--brief --report-identical-files {o} {n}"),
          differ(f"-u {o} {n}", "| wc -l > /dev/null"),
          ]
    # Whitespace, case, blank lines, line ends.
    r += [differ(f"{n} {ws}"),
          differ(f"-i {n} {ws}"),
          differ(f"-b {n} {ws}"),
          differ(f"-w {n} {ws}"),
          differ(f"-E -Z {n} {ws}"),
          differ(f"-B {n} {ws}"),
          same(f"-i -w -B -u {n} {ws}"),
          differ(f"--ignore-all-space --ignore-case {n} {ws}"),
          differ(f"-I '^[A-Z ]*$' -I '^$' -u {n} {ws}"),
          differ(f"--ignore-matching-lines='[0-9]$' {o} {n}"),
          differ(f"{o} {G}/crlf.txt"),
          same(f"--strip-trailing-cr {o} {G}/crlf.txt"),
          same(f"-q --strip-trailing-cr {G}/crlf.txt {o}"),
          ]
    # Large and shuffled pairs: the search heuristics.
    b1, b2, s1, s2 = f"{G}/big1.txt", f"{G}/big2.txt", f"{G}/shuf1.txt", f"{G}/shuf2.txt"
    r += [differ(f"{b1} {b2}"),
          differ(f"-u {b1} {b2}"),
          differ(f"--minimal {b1} {b2}"),
          differ(f"--speed-large-files -c {b1} {b2}"),
          differ(f"{s1} {s2}"),
          differ(f"-d -u {s1} {s2}"),
          differ(f"--minimal -c {s1} {s2}"),
          differ(f"-H {s1} {s2}"),
          differ(f"--horizon-lines=100 -e {s1} {s2}"),
          differ(f"-y -W 200 {s1} {s2}"),
          differ(f"-y --left-column {b1} {b2}"),
          same(f"-i -w -B {b2} {G}/bigws.txt"),
          differ(f"-i -w -u {b1} {G}/bigws.txt"),
          differ(f"-b -B -c {b2} {G}/bigws.txt"),
          differ(f"-E -Z --ignore-case -n {b2} {G}/bigws.txt"),
          differ(f"--ignore-tab-expansion --ignore-trailing-space -D BIG {b2} {G}/bigws.txt"),
          differ(f"-y -W 180 -w {b2} {G}/bigws.txt"),
          differ(f"-I '[!?]$' -e {b1} {b2}"),
          differ(f"-w {{data}}/records-lines.json {G}/new.txt"),
          ]
    # A revision history, browsed the way people do: each step, and each version against the
    # first, in several formats; records with reordered blocks.
    h = f"{G}/hist/v"
    r += ["for k in 1 2 3 4 5 6 7; do " + differ(f"-u {h}$((k - 1)).txt {h}$k.txt") + " || exit 1; done",
          "for k in 1 2 3 4 5 6 7; do " + differ(f"-c -p {h}0.txt {h}$k.txt") + " || exit 1; done",
          "for k in 2 4 6; do " + differ(f"-y -W 120 --suppress-common-lines {h}0.txt {h}$k.txt")
          + " || exit 1; done",
          differ(f"-e {h}0.txt {h}7.txt") + " && " + differ(f"-n {h}7.txt {h}0.txt"),
          differ(f"--minimal -u {h}0.txt {h}7.txt"),
          differ(f"{{data}}/records-lines.json {G}/records2.json"),
          differ(f"-u --minimal {{data}}/records-lines.json {G}/records2.json"),
          differ(f"-i -w -c {{data}}/records-lines.json {G}/records2.json"),
          differ(f"-y -W 250 --suppress-common-lines {{data}}/records-lines.json {G}/records2.json"),
          ]
    # Source trees.
    a, b = f"{G}/a", f"{G}/b"
    r += [differ(f"-r {a} {b}"),
          differ(f"-ru {a} {b}"),
          differ(f"-ruN {a} {b}"),
          differ(f"-rq {a} {b}"),
          differ(f"-rs -q {a} {b}"),
          differ(f"-rc -p {a} {b}"),
          differ(f"-ruN -p -x '*.o' -x '*.tmp' -x bin {a} {b}"),
          differ(f"-r -X {G}/exclude.txt --unidirectional-new-file {a} {b}"),
          differ(f"-r --ignore-file-name-case {a} {b}"),
          differ(f"-r --no-dereference {a} {b}"),
          differ(f"-r -S mod100.c {a}/src {b}/src"),
          differ(f"-r --starting-file=doc {a} {b}"),
          differ(f"-u --show-function-line='^[a-z_0-9]*(' -U 2 {a}/src/main.c {b}/src/main.c"),
          differ(f"-F '^static' -u {a}/lib {b}/lib"),
          differ(f"-c --show-c-function {a}/src/util.c {b}/src/util.c"),
          differ(f"-r -B -w -I '^#' {a}/etc {b}/etc"),
          differ(f"{a}/bin/blob.dat {b}/bin/blob.dat"),
          differ(f"-a {a}/bin/blob.dat {b}/bin/blob.dat"),
          differ(f"--text -q {a}/bin {b}/bin"),
          same(f"{a}/bin/same.dat {b}/bin/same.dat"),
          same(f"{a}/empty {b}/empty"),
          differ(f"{a}/empty {a}/CHANGES"),
          differ(f"{a}/src/util.c {b}/src"),
          differ(f"--from-file={a}/doc/chapter01.txt {b}/doc/chapter01.txt {b}/doc/chapter02.txt"
                 f" {a}/doc/chapter01.txt"),
          differ(f"-u --to-file={b}/doc/chapter04.txt {a}/doc/chapter04.txt {a}/doc/chapter05.txt"),
          differ(f"-N {a}/CHANGES {a}/nothing-here"),
          ]
    # Errors and help.
    r += ["{exe} " + f"{o} {G}/no-such-file 2> /dev/null; test $? -eq 2",
          "{exe} --no-such-option 2> /dev/null; test $? -eq 2",
          "{exe} -U x " + f"{o} {n} 2> /dev/null; test $? -eq 2",
          "{exe} " + f"--from-file={a} {b}/CHANGES 2> /dev/null; test $? -eq 2",
          "{exe} --help > /dev/null && {exe} -v > /dev/null",
          ]
    return r


PROGRAM = {
    "name": "diff",
    "pkg": "diffutils",
    "libs": [],
    "runs": runs(),
}
