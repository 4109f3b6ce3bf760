"""Seed 003's setup for the FPLICM workloads (bench/fplicm): the workload list, each workload's
N and the build of its variants (baseline, control, full, hand, hand-dup) at -O0 code
generation with IR-PGO profiles. scripts/bench/run's o0 part times these builds;
research/fplicm/experiment, the seed's one-off experiment, timed them first."""
import filecmp
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fplicm_pipeline as fp  # noqa: E402

BENCH_DIR = os.path.join(fp.ROOT, "bench", "fplicm")
VARIANTS = ("baseline", "control", "full", "hand", "hand-dup")
# Variants built from a second C file: suffix of the file name.
HAND_VARIANTS = {"hand": "_hand", "hand-dup": "_hand_dup"}


def workloads(only):
    names = sorted(os.path.basename(p)[:-2] for p in glob.glob(os.path.join(BENCH_DIR, "*.c"))
                   if not p.endswith(("_hand.c", "_hand_dup.c")))
    if only:
        wanted = only.split(",")
        unknown = [w for w in wanted if w not in names]
        if unknown:
            sys.exit(f"error: freqpath: unknown workload(s) {unknown}; have {names}")
        names = [n for n in names if n in wanted]
    return names


def default_n(name):
    with open(os.path.join(BENCH_DIR, f"{name}.c")) as f:
        m = re.search(r"#define\s+DEFAULT_N\s+(\d+)", f.read())
    if not m:
        sys.exit(f"error: freqpath: {name}.c defines no DEFAULT_N")
    return int(m.group(1))


def build_workload(name, n, ours, ours_problem, work):
    """Compile every variant that exists; returns ({variant: exe}, full_changed), where
    full_changed is None when the full variant is skipped."""
    args = [str(n)]
    exes = {}
    plain = os.path.join(work, f"{name}.bc")
    fp.emit_ir(os.path.join(BENCH_DIR, f"{name}.c"), plain)
    annotated, _ = fp.profile(plain, work, name, args)

    exes["baseline"] = os.path.join(work, f"{name}.baseline")
    fp.link(annotated, exes["baseline"])

    control_bc = os.path.join(work, f"{name}.control.bc")
    fp.apply_passes(annotated, control_bc, fp.cleanup_pipeline())
    exes["control"] = os.path.join(work, f"{name}.control")
    fp.link(control_bc, exes["control"])

    full_changed = None
    if ours_problem is None:
        full_bc = os.path.join(work, f"{name}.full.bc")
        proc = fp.apply_passes(annotated, full_bc, fp.cleanup_pipeline(ours), plugin=True)
        with open(os.path.join(work, f"{name}.full.stderr"), "wb") as f:
            f.write(proc.stderr)
        exes["full"] = os.path.join(work, f"{name}.full")
        fp.link(full_bc, exes["full"])
        full_changed = fp.ir_text(full_bc) != fp.ir_text(control_bc)
        if not full_changed and filecmp.cmp(exes["full"], exes["control"], shallow=False):
            full_changed = "identical"

    for variant, suffix in HAND_VARIANTS.items():
        stem = f"{name}{suffix}"
        src = os.path.join(BENCH_DIR, f"{stem}.c")
        if not os.path.exists(src):
            continue
        hand_plain = os.path.join(work, f"{stem}.bc")
        fp.emit_ir(src, hand_plain)
        hand_annotated, _ = fp.profile(hand_plain, work, stem, args)
        hand_bc = os.path.join(work, f"{stem}.control.bc")
        fp.apply_passes(hand_annotated, hand_bc, fp.cleanup_pipeline())
        exes[variant] = os.path.join(work, f"{name}.{variant}")
        fp.link(hand_bc, exes[variant])
    return exes, full_changed
