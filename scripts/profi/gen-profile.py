#!/usr/bin/env python3
"""Random sample profiles in LLVM's text format for an IR module, for differential tests of profi.

    gen-profile.py MODULE.ll [-o OUT.prof] [--seed N] [options]    write one profile
    gen-profile.py --mutate PROFILE -o DIR [--count K] [--seed N]  write K malformed variants

Two kinds of module:
  * probe: the module went through `opt-16 -passes='function(mem2reg,simplifycfg),pseudo-probe'`.
    Records are keyed by probe id (block probes from the `llvm.pseudoprobe` calls, call probes
    numbered after them in layout order) and every function record ends with
    `!CFGChecksum: H`, H being the second field of its `!llvm.pseudo_probe_desc` entry.
  * line: the module has debug info. Records are keyed by line offset (instruction line minus
    the DISubprogram line, modulo 2^16) and base discriminator; code inlined in the module
    (`inlinedAt`) becomes nested call-site records, as the loader's `findFunctionSamples`
    expects. Instructions the loader ignores (branches, phis, intrinsics) give no record.
Only functions with the "use-sample-profile" attribute get a record unless --all-functions.

Counts come from random walks over each function's CFG (random branch biases, bounded walk
length), scaled; then the requested damage is applied: holes (records dropped), zeros, noise,
huge counts, wrong checksums, unknown functions, call targets for indirect calls, and inlined
call-site records for direct calls to functions of the module, records under canonical names
(`f.12` recorded as `f`). The same seed gives the same file.

--mutate damages a profile instead: truncation, bad numbers, bad indentation, misplaced
metadata, fuzzed bytes, wrong checksums, renamed functions, huge counts. The variants are meant for robustness sweeps (readers must reject or
read them exactly like LLVM).
"""
import argparse
import os
import random
import re
import subprocess
import sys

LLVM_BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The IR text reader's lexical layer, shared with the other tools (scripts/irtext.py).
from irtext import DEFINE_RE, LABEL_RE, NAME, SUCC_RE  # noqa: E402
from irtext import METADATA_RE as TUPLE_RE  # noqa: E402
from irtext import unquote_bytes as unquote  # noqa: E402

DBG_RE = re.compile(r"!dbg !(\d+)")
PROBE_RE = re.compile(r"call void @llvm\.pseudoprobe\(i64 (-?\d+), i64 (\d+),")
CALL_RE = re.compile(r"^(?:%\S+ = )?(?:tail |musttail |notail )?(call|invoke|callbr)\b(.*)$")
CALLEE_RE = re.compile(r"(?:^|[\s)])([@%])(" + NAME + r")\(")
METADATA_RE = re.compile(r"^!(\d+) = (?:distinct )?!(\w*)\((.*)\)\s*$")
ATTR_GROUP_RE = re.compile(r"^attributes #(\d+) = \{(.*)\}")
TERMINATORS = ("br ", "switch ", "ret", "unreachable", "indirectbr ", "resume ",
               "cleanupret ", "catchret ", "catchswitch ")


def fields(text):
    """`key: value` pairs of a specialized metadata node (values kept as text)."""
    return dict(m.groups() for m in re.finditer(r"(\w+): (\"(?:[^\"\\]|\\.)*\"|[^,]+)", text))


class Call:
    def __init__(self, callee, indirect, intrinsic, dbg):
        self.callee = callee          # bytes, or None for an indirect call
        self.indirect = indirect
        self.intrinsic = intrinsic
        self.dbg = dbg


class Block:
    def __init__(self, label):
        self.label = label
        self.instructions = []
        self.succs = []
        self.probes = []       # (GUID, id) of the llvm.pseudoprobe calls, inlined ones included
        self.calls = []

    def probe(self, guid):
        """The block's own probe id: the first probe of the function's GUID (any GUID when the
        module has no descriptor for the function)."""
        return next((i for g, i in self.probes if guid is None or g == guid), None)


class Function:
    def __init__(self, name, header):
        self.name = name
        self.header = header
        self.blocks = []
        self.dbg = None
        m = re.search(r"!dbg !(\d+)", header)
        if m:
            self.dbg = int(m.group(1))


class Module:
    def __init__(self, text):
        self.functions = []
        self.metadata = {}
        self.tuples = {}
        self.groups = {}
        self.probe_desc = {}
        self._parse(text)

    def _parse(self, text):
        lines = text.split("\n")
        i = 0
        desc_ids = []
        while i < len(lines):
            line = lines[i]
            m = DEFINE_RE.match(line)
            if m:
                fn = Function(unquote(m.group(1)), line)
                i = self._parse_body(fn, lines, i + 1)
                self.functions.append(fn)
                continue
            m = METADATA_RE.match(line)
            if m:
                self.metadata[int(m.group(1))] = (m.group(2), fields(m.group(3)))
            m = TUPLE_RE.match(line)
            if m:
                self.tuples[int(m.group(1))] = m.group(2)
            m = ATTR_GROUP_RE.match(line)
            if m:
                self.groups[m.group(1)] = m.group(2)
            if line.startswith("!llvm.pseudo_probe_desc = !{"):
                desc_ids = [int(x) for x in re.findall(r"!(\d+)", line[len("!llvm.pseudo_probe_desc"):])]
            i += 1
        for d in desc_ids:
            m = re.match(r'\s*i64 (-?\d+), i64 (-?\d+), !"((?:[^"\\]|\\.)*)"', self.tuples.get(d, ""))
            if m:
                name = unquote('"' + m.group(3) + '"')
                # The first descriptor of a GUID wins, as in LLVM's PseudoProbeManager.
                self.probe_desc.setdefault(name, (int(m.group(1)) % 2**64, int(m.group(2)) % 2**64))

    def _parse_body(self, fn, lines, i):
        block = Block(None)
        pending = ""
        while i < len(lines) and lines[i] != "}":
            line = lines[i].split(";", 1)[0].rstrip() if '"' not in lines[i] else lines[i].rstrip()
            i += 1
            m = LABEL_RE.match(line)
            if m and not pending:
                if block.instructions or block.label is not None:
                    fn.blocks.append(block)
                block = Block(unquote(m.group(1)))
                continue
            if not line.strip():
                continue
            pending += " " + line.strip() if pending else line.strip()
            if pending.count("[") > pending.count("]"):
                continue  # a switch spread over several lines
            block.instructions.append(pending)
            pending = ""
        if block.instructions or block.label is not None:
            fn.blocks.append(block)
        self._link(fn)
        return i + 1

    def _link(self, fn):
        index = {b.label: n for n, b in enumerate(fn.blocks)}
        for b in fn.blocks:
            for inst in b.instructions:
                m = PROBE_RE.search(inst)
                if m:
                    b.probes.append((int(m.group(1)) % 2**64, int(m.group(2))))
                m = CALL_RE.match(inst)
                if m and "@llvm.pseudoprobe(" not in inst:
                    b.calls.append(self._call(m.group(2), inst))
            last = b.instructions[-1] if b.instructions else ""
            body = re.sub(r"^%\S+ = ", "", last)
            if body.startswith(TERMINATORS) or body.startswith(("invoke ", "callbr ")):
                b.succs = [index[t] for t in map(unquote, SUCC_RE.findall(body)) if t in index]

    @staticmethod
    def _call(rest, inst):
        m = CALLEE_RE.search(rest)
        dbg = DBG_RE.search(inst)
        dbg = int(dbg.group(1)) if dbg else None
        if not m or " asm " in rest.split("(")[0]:
            return Call(None, not m, False, dbg)
        callee = unquote(m.group(2))
        if m.group(1) == "%":
            return Call(None, True, False, dbg)
        return Call(callee, False, callee.startswith(b"llvm."), dbg)

    def uses_sample_profile(self, fn):
        if '"use-sample-profile"' in fn.header:
            return True
        return any('"use-sample-profile"' in self.groups.get(g, "")
                   for g in re.findall(r"#(\d+)", fn.header.split(")")[-1]))

    def suffix_policy(self, fn):
        """The function's "sample-profile-suffix-elision-policy" value ("" when absent)."""
        pattern = re.compile(r'"sample-profile-suffix-elision-policy"="([^"]*)"')
        m = pattern.search(fn.header)
        for g in [] if m else re.findall(r"#(\d+)", fn.header.split(")")[-1]):
            m = pattern.search(self.groups.get(g, ""))
            if m:
                break
        return m.group(1) if m else ""

    # Debug info ------------------------------------------------------------------------------
    def node(self, ref):
        return self.metadata.get(int(ref.lstrip("!")), (None, {})) if ref else (None, {})

    def subprogram_of(self, scope_ref):
        for _ in range(1000):
            kind, f = self.node(scope_ref)
            if kind == "DISubprogram":
                return f
            if kind is None or "scope" not in f:
                return None
            scope_ref = f["scope"]
        return None

    def location_chain(self, dbg):
        """The loader's view of an instruction location: [(call-site location, callee name)]
        outermost first, then (offset, base discriminator) inside the innermost function."""
        chain = []
        kind, loc = self.metadata.get(dbg, (None, {}))
        if kind != "DILocation":
            return None
        here = self.line_location(loc)
        while loc.get("inlinedAt"):
            sp = self.subprogram_of(loc.get("scope"))
            callee = (sp or {}).get("linkageName") or (sp or {}).get("name") or '""'
            kind, outer = self.node(loc["inlinedAt"])
            if kind != "DILocation" or here is None:
                return None
            chain.append((self.line_location(outer), unquote(callee)))
            loc = outer
        chain.reverse()
        return chain, here

    def line_location(self, loc):
        sp = self.subprogram_of(loc.get("scope"))
        if sp is None:
            return None
        offset = (int(loc.get("line", "0")) - int(sp.get("line", "0"))) & 0xFFFF
        kind, scope = self.node(loc.get("scope"))
        raw = int(scope.get("discriminator", "0")) if kind == "DILexicalBlockFile" else 0
        return offset, base_discriminator(raw)


def canonical_name(name, policy):
    """The name LLVM 16's loader looks a function up by (FunctionSamples::getCanonicalFnName
    for a text profile): everything before the first '.' under the default policy ("" or
    "all"); a trailing `.llvm.N`, then `.part.N`, stripped under "selected"; else unchanged."""
    if policy in ("", "all"):
        return name.split(b".")[0]
    if policy != "selected":
        return name
    for suffix in (b".llvm.", b".part."):
        at = name.rfind(suffix)
        if at >= 0 and name.rfind(b".") == at + len(suffix) - 1:
            name = name[:at]
    return name


def base_discriminator(raw):
    """DILocation::getBaseDiscriminator (prefix encoding): odd → 0, else 5 or 12 bits."""
    if raw & 1:
        return 0
    raw >>= 1
    return (((raw >> 1) & 0xFE0) | (raw & 0x1F)) if raw & 0x20 else (raw & 0x1F)


# Simulation ---------------------------------------------------------------------------------
def block_counts(rng, fn, walks, max_steps, mild=False):
    """Visits per block over `walks` random walks from the entry with random branch biases
    (heavy-tailed, or all within a factor of 5 when `mild`, so walks cover big functions)."""
    biases = []
    for b in fn.blocks:
        w = [rng.uniform(0.2, 1.0) if mild else rng.expovariate(1.0) ** 3 for _ in b.succs]
        biases.append(w)
    counts = [0] * len(fn.blocks)
    for _ in range(walks):
        at = 0
        for _ in range(max_steps):
            counts[at] += 1
            succs = fn.blocks[at].succs
            if not succs:
                break
            at = rng.choices(succs, weights=biases[at])[0] if sum(biases[at]) > 0 else succs[0]
    return counts


class Record:
    """One function or inlined instance being generated."""
    def __init__(self, name):
        self.name = name
        self.head = 0
        self.total = None
        self.body = {}       # (offset, disc) -> [count, {target: count}]
        self.sites = {}      # (offset, disc) -> {callee: Record}
        self.checksum = None

    def add(self, location, count, combine=max):
        if location in self.body:
            self.body[location][0] = combine(self.body[location][0], count)
        else:
            self.body[location] = [count, {}]

    def site(self, location, callee):
        return self.sites.setdefault(location, {}).setdefault(callee, Record(callee))

    def computed_total(self):
        total = sum(c for c, _ in self.body.values())
        for callees in self.sites.values():
            for r in callees.values():
                total += r.total if r.total is not None else r.computed_total()
        return total


def fmt_location(location):
    offset, disc = location
    return f"{offset}.{disc}" if disc else f"{offset}"


def write_record(out, record, depth):
    if depth == 0:
        out.append(record.name + b":%d:%d\n" % (record.total, record.head))
    pad = b" " * (depth + 1)
    for location in sorted(record.body):
        count, targets = record.body[location]
        line = pad + fmt_location(location).encode() + b": %d" % count
        for t, c in sorted(targets.items(), key=lambda kv: (-kv[1], kv[0])):
            line += b" " + t + b":%d" % c
        out.append(line + b"\n")
    for location in sorted(record.sites):
        for callee in sorted(record.sites[location]):
            inner = record.sites[location][callee]
            out.append(pad + fmt_location(location).encode() + b": " + callee + b":%d\n" % inner.total)
            write_record(out, inner, depth + 1)
    if record.checksum is not None:
        out.append(pad + b"!CFGChecksum: %d\n" % record.checksum)


class Generator:
    def __init__(self, module, args):
        self.m = module
        self.a = args
        self.rng = random.Random(args.seed)
        self.probe = args.mode == "probe" or (args.mode == "auto" and bool(module.probe_desc))
        self.defined = {f.name: f for f in module.functions if f.blocks}
        self.counts = {}

    def counts_of(self, fn):
        if fn.name not in self.counts:
            walks = self.rng.randint(1, self.a.walks)
            counts = block_counts(self.rng, fn, walks, self.a.max_steps, self.a.mild_biases)
            scale = self.rng.choice([1, 1, 3, 10, 100])
            self.counts[fn.name] = ([c * scale for c in counts], walks * scale)
        return self.counts[fn.name]

    def damage(self, count):
        a, rng = self.a, self.rng
        if rng.random() < a.zeros:
            return 0
        if a.noise and count:
            count = max(0, round(count * (1 + rng.uniform(-a.noise, a.noise))))
        return count

    def fill_probe(self, record, fn, scale_to=None):
        counts, entry = self.counts_of(fn)
        factor = 1.0 if scale_to is None or entry == 0 else scale_to / entry
        desc = self.m.probe_desc.get(fn.name)
        probes = [b.probe(desc[0] if desc else None) for b in fn.blocks]
        # Call probes are numbered after the block probes, in layout order.
        next_call = max([p or 0 for p in probes] + [0])
        for b, probe, c in zip(fn.blocks, probes, counts):
            c = round(c * factor)
            if probe is not None and self.rng.random() >= self.a.holes:
                record.add((probe, 0), self.damage(c))
            for call in b.calls:
                if call.intrinsic:
                    continue
                next_call += 1
                self.call_record(record, call, (next_call, 0), c, depth_ok=scale_to is None)
        record.head = entry if scale_to is None else 0
        record.checksum = desc[1] if desc else 0

    def fill_line(self, record, fn, scale_to=None):
        counts, entry = self.counts_of(fn)
        factor = 1.0 if scale_to is None or entry == 0 else scale_to / entry
        for b, c in zip(fn.blocks, counts):
            c = round(c * factor)
            for inst in b.instructions:
                # The loader ignores branches, phis and intrinsics (getInstWeight).
                body = re.sub(r"^%\S+ = ", "", inst)
                call = CALL_RE.match(inst)
                call = Module._call(call.group(2), inst) if call else None
                if body.startswith(("br ", "phi ")) or (call and call.intrinsic):
                    continue
                m = DBG_RE.search(inst)
                place = self.m.location_chain(int(m.group(1))) if m else None
                if place is None or self.rng.random() < self.a.holes:
                    continue
                chain, location = place
                target = record
                for site, callee in chain:
                    target = target.site(site, callee)
                if call and not chain:
                    self.call_record(record, call, location, c, depth_ok=scale_to is None)
                else:
                    target.add(location, self.damage(c))
        record.head = entry if scale_to is None else 0

    def call_record(self, record, call, location, count, depth_ok):
        """Body record of a call: call targets for indirect calls, and for direct calls to a
        function of the module, sometimes the callee's samples as an inlined instance."""
        rng = self.rng
        callee = self.defined.get(call.callee) if call.callee else None
        if callee and depth_ok and rng.random() < self.a.inline:
            inner = record.site(location, call.callee)
            (self.fill_probe if self.probe else self.fill_line)(inner, callee, scale_to=count)
            return
        if rng.random() < self.a.holes:
            return
        count = self.damage(count)
        record.add(location, count)
        if call.indirect and self.a.indirect_targets and count:
            names = sorted(self.defined)
            for _ in range(rng.randint(1, self.a.indirect_targets)):
                name = rng.choice(names) if names else b"unknown_target"
                record.body[location][1][name] = rng.randint(0, count)

    def huge(self, record):
        stack = [record]
        while stack:
            r = stack.pop()
            for entry in r.body.values():
                entry[0] = min(2**64 - 1, entry[0] * 2**40 + self.rng.randrange(2**40))
            stack.extend(x for m in r.sites.values() for x in m.values())

    def finish_totals(self, record):
        """Totals bottom-up (sum of body and inlined totals), saturated at 2^64-1."""
        order, stack = [], [record]
        while stack:
            r = stack.pop()
            order.append(r)
            stack.extend(x for m in r.sites.values() for x in m.values())
        for r in reversed(order):
            r.total = min(2**64 - 1, r.computed_total())

    def run(self):
        out = []
        a, rng = self.a, self.rng
        written = set()
        for fn in self.m.functions:
            if not fn.blocks or not (a.all_functions or self.m.uses_sample_profile(fn)):
                continue
            if not self.probe and fn.dbg is None:
                continue
            name = fn.name
            # Only names with a '.' draw a number here, so other modules' profiles do not
            # change with the option.
            if a.canonical_names and b"." in name and rng.random() < a.canonical_names:
                name = canonical_name(name, self.m.suffix_policy(fn))
            if name in written:
                continue
            written.add(name)
            record = Record(name)
            (self.fill_probe if self.probe else self.fill_line)(record, fn)
            if rng.random() < a.huge:
                self.huge(record)
            self.finish_totals(record)
            if a.noise:
                record.total = min(2**64 - 1, round(record.total * (1 + rng.uniform(0, a.noise))))
                record.head = self.damage(record.head)
            if self.probe and rng.random() < a.bad_checksum:
                record.checksum = (record.checksum or 0) ^ (1 << rng.randrange(32))
            write_record(out, record, 0)
        for k in range(a.unknown):
            record = Record(b"unknown_function_%d" % k)
            for probe in range(1, rng.randint(2, 8)):
                record.add((probe, 0), rng.randint(0, 1000))
            record.head = rng.randint(0, 100)
            record.checksum = rng.getrandbits(60) if self.probe else None
            self.finish_totals(record)
            write_record(out, record, 0)
        return b"".join(out)


# Mutations ----------------------------------------------------------------------------------
BAD_NUMBERS = [b"-1", b"+3", b"0x10", b"1e5", b"", b"18446744073709551616", b"4294967296",
               b"65536", b"1.5", b" 7", b"9 "]
FUZZ_BYTES = b" :.!#\n\r\t\x00[]@-0123456789\xff\x80"


def mutate_once(rng, data):
    lines = data.split(b"\n")
    kind = rng.randrange(10)
    if kind == 0:                                       # truncated
        return data[:rng.randrange(len(data) + 1)]
    if kind == 1:                                       # a bad number
        spots = [m.span() for m in re.finditer(rb"\d+", data)]
        if spots:
            s, e = rng.choice(spots)
            return data[:s] + rng.choice(BAD_NUMBERS) + data[e:]
    if kind == 2:                                       # bad indentation
        i = rng.randrange(len(lines))
        body = lines[i].lstrip(b" ")
        lines[i] = rng.choice([b"", b"\t", b" " * rng.randint(1, 6), b"  \t"]) + body
        return b"\n".join(lines)
    if kind == 3:                                       # metadata moved before records
        meta = [i for i, l in enumerate(lines) if l.lstrip().startswith(b"!")]
        if meta:
            i = rng.choice(meta)
            line = lines.pop(i)
            lines.insert(rng.randrange(i + 1), line)
            return b"\n".join(lines)
    if kind == 4:                                       # a line of blanks, a lone CR
        lines.insert(rng.randrange(len(lines) + 1), rng.choice([b"   ", b"\r", b" \r", b" #x"]))
        return b"\n".join(lines)
    if kind == 5:                                       # a colon removed or added
        spots = [i for i, b in enumerate(data) if b == ord(":")]
        if spots and rng.random() < 0.5:
            i = rng.choice(spots)
            return data[:i] + data[i + 1:]
        i = rng.randrange(len(data) + 1)
        return data[:i] + b":" + data[i:]
    if kind == 7:                                       # a wrong checksum
        spots = [m.span(1) for m in re.finditer(rb"!CFGChecksum: (\d+)", data)]
        if spots:
            s, e = rng.choice(spots)
            value = int(data[s:e]) ^ (1 << rng.randrange(64))
            return data[:s] + b"%d" % value + data[e:]
    if kind == 8:                                       # a function renamed (unknown)
        heads = [i for i, l in enumerate(lines) if l and not l.startswith(b" ")]
        if heads:
            i = rng.choice(heads)
            lines[i] = b"renamed_" + lines[i]
            return b"\n".join(lines)
    if kind == 9:                                       # a huge but valid count
        spots = [m.span(1) for m in re.finditer(rb": (\d+)", data)]
        if spots:
            s, e = rng.choice(spots)
            huge = rng.choice([2**64 - 1, 2**63, 2**63 - 1, 2**50, 2**50 + 1, 2**32])
            return data[:s] + b"%d" % huge + data[e:]
    out = bytearray(data)                               # fuzzed bytes
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(out) + 1)
        b = rng.choice(FUZZ_BYTES) if rng.random() < 0.7 else rng.randrange(256)
        if i < len(out) and rng.random() < 0.5:
            out[i] = b
        else:
            out.insert(i, b)
    return bytes(out)


def mutate_main(args):
    with open(args.mutate, "rb") as f:
        data = f.read()
    os.makedirs(args.output, exist_ok=True)
    rng = random.Random(args.seed)
    base = os.path.splitext(os.path.basename(args.mutate))[0]
    for k in range(args.count):
        variant = data
        for _ in range(rng.randint(1, 3)):
            variant = mutate_once(rng, variant)
        with open(os.path.join(args.output, f"{base}.mut{k}.prof"), "wb") as f:
            f.write(variant)
    return 0


def read_module(path):
    if path.endswith(".bc"):
        text = subprocess.run([os.path.join(LLVM_BIN, "llvm-dis"), path, "-o", "-"],
                              check=True, capture_output=True).stdout
        return text.decode("utf-8", "surrogateescape")
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read()


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("module", nargs="?", help="IR module (.ll or .bc)")
    p.add_argument("-o", "--output", help="output file (folder with --mutate); default stdout")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--mode", choices=["auto", "probe", "line"], default="auto")
    p.add_argument("--all-functions", action="store_true",
                   help="also functions without the use-sample-profile attribute")
    p.add_argument("--walks", type=int, default=200, help="most random walks per function")
    p.add_argument("--max-steps", type=int, default=400, help="longest walk")
    p.add_argument("--mild-biases", action="store_true",
                   help="branch biases within a factor of 5 (walks reach every part of big functions)")
    p.add_argument("--holes", type=float, default=0.0, help="probability a record is dropped")
    p.add_argument("--zeros", type=float, default=0.0, help="probability a count becomes 0")
    p.add_argument("--noise", type=float, default=0.0, help="relative count noise, e.g. 0.3")
    p.add_argument("--huge", type=float, default=0.0,
                   help="probability a function's counts are scaled to near 2^64")
    p.add_argument("--bad-checksum", type=float, default=0.0,
                   help="probability a function's checksum is wrong (probe mode)")
    p.add_argument("--canonical-names", type=float, default=0.0,
                   help="probability that a function whose name has a '.' gets its record under "
                        "the canonical name LLVM looks it up by (f.12 -> f; none when a record of "
                        "that name exists already)")
    p.add_argument("--unknown", type=int, default=0, help="records for functions not in the module")
    p.add_argument("--inline", type=float, default=0.0,
                   help="probability a direct call becomes an inlined call-site record")
    p.add_argument("--indirect-targets", type=int, default=0,
                   help="most call targets recorded at an indirect call")
    p.add_argument("--mutate", metavar="PROFILE", help="write malformed variants of PROFILE")
    p.add_argument("--count", type=int, default=20, help="variants with --mutate")
    args = p.parse_args(argv)
    if args.mutate and not args.output:
        p.error("--mutate needs -o DIR")
    if not args.mutate and not args.module:
        p.error("a module is required")
    return args


def main(argv):
    args = parse_args(argv)
    if args.mutate:
        return mutate_main(args)
    module = Module(read_module(args.module))
    text = Generator(module, args).run()
    if args.output:
        with open(args.output, "wb") as f:
            f.write(text)
    else:
        sys.stdout.buffer.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
