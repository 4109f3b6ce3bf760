"""The `<stats>` lines of our loop transforms, as the random-program scripts read them.

- `with_stats(passes)` adds `stats` to every freqpath-fplicm, -fplicm-perf and -latch-dup in
  a pass list (opt's spelling);
- `stats_keys(stderr)` turns a run's lines into tally keys: the pass and what it did or why
  it skipped a loop, with function, block and value names folded away, so equal reasons
  count together;
- `rewrote(stderr)` says whether a line reports a rewrite (a hoist or a duplication).

fplicm and fplicm-perf print `PASS: function 'F': loop %H: WHAT`; latch-dup prints the same
as an LLVM remark (`remark: freqpath: PASS: function 'F': ...`).
"""
import re

PASS_NAMES = r"freqpath-(?:fplicm-perf|fplicm|latch-dup)"

STATS_LINE = re.compile(
    rf"^(?:remark: freqpath: )?({PASS_NAMES}): function '[^']*': (?:loop %?[\w.]*: )?(.*)$")

# A line reporting a rewrite: "hoisted load of", "chain of N (expensive M) hoisted",
# "latch %L duplicated into N copies".
REWRITE = re.compile(r"\bhoisted\b|\bduplicated into\b")


def with_stats(passes):
    """`passes` with the `stats` parameter added to each of our loop transforms."""
    def add(m):
        params = m.group(2)
        inner = params[1:-1].split(";") if params else []
        if "stats" not in inner:
            inner.append("stats")
        return f"{m.group(1)}<{';'.join(p for p in inner if p)}>"
    return re.sub(rf"({PASS_NAMES})(<[^>]*>)?", add, passes)


def stats_key(pass_name, what):
    """The tally key of one line: names and numbers folded."""
    what = re.sub(r"load of (?:[%@][\w.]+|Inst\(inst\d+\)|Const\(const\d+\))", "load of X",
                  what)
    what = re.sub(r"^value [^:]*:", "value V:", what)
    what = re.sub(r"block %[\w.]+", "block B", what)
    what = re.sub(r"(repairs|recomputed in): .*$|(recomputed in) .*$", r"\1\2", what)
    what = re.sub(r"%[\w.]+", "%B", what)
    what = re.sub(r"\b\d+\b", "N", what)
    return f"{pass_name}: {what}"


def stats_keys(stderr):
    """The tally keys of every <stats> line in `stderr` (bytes or text)."""
    if isinstance(stderr, bytes):
        stderr = stderr.decode("utf-8", "replace")
    keys = []
    for line in stderr.splitlines():
        m = STATS_LINE.match(line)
        if m:
            keys.append(stats_key(m.group(1), m.group(2)))
    return keys


def rewrote(stderr):
    """Whether the <stats> lines in `stderr` report a rewrite."""
    if isinstance(stderr, bytes):
        stderr = stderr.decode("utf-8", "replace")
    return any(REWRITE.search(m.group(2))
               for m in map(STATS_LINE.match, stderr.splitlines()) if m)
