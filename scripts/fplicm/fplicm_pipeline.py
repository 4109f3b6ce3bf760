"""Shared steps of the FPLICM scripts: C to -O0 IR, IR-PGO profiles, the seed's pipelines.

Every tool is LLVM 16's (LLVM_BIN, default /usr/lib/llvm-16/bin); the plugin is
FREQPATH_PLUGIN or target/release/libfreqpath.so, as in scripts/env.sh.

The pipelines follow the FPLICM design (docs/fplicm-design.md §0):
  baseline  the profile-annotated -O0 IR, no IR pass at all;
  control   function(mem2reg),cgscc(function-attrs),
            function(simplifycfg,loop-simplify,loop-rotate,simplifycfg);
  full      the control with OURS inserted after loop-rotate.
Each variant is compiled by clang-16 -O0 (fast instruction selection and register allocation),
which is the seed's "-O0 codegen".

The -O2 helpers (o2_*) build a C file the way a user of `-fpass-plugin` does: clang-16 -O2
with an IR-PGO profile (-fprofile-generate / -fprofile-use), our passes named by
FREQPATH_PASSES; the optimised IR is kept so that two builds can be compared, and compiled
to an executable without running the middle end again.
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import freqpath_tools as tools  # noqa: E402

LLVM_BIN = tools.LLVM_BIN
OPT = os.path.join(LLVM_BIN, "opt")
CLANG = os.path.join(LLVM_BIN, "clang")
LLVM_PROFDATA = os.path.join(LLVM_BIN, "llvm-profdata")
LLVM_DIS = os.path.join(LLVM_BIN, "llvm-dis")
PLUGIN = tools.PLUGIN
ROOT = tools.ROOT

# The IR clang produces for every variant: -O0 semantics, but without `optnone`, so that
# function passes (ours and LLVM's) are not skipped.
FRONTEND_FLAGS = ["-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-c"]

DEFAULT_OURS = "freqpath-fplicm-perf"


class StepFailed(Exception):
    """A tool in the pipeline failed; the message names the command and its last error lines,
    `stderr` holds the tool's whole error output."""

    def __init__(self, message, stderr=""):
        super().__init__(message)
        self.stderr = stderr


def run(cmd, *, env=None, timeout=None, stdout=subprocess.PIPE):
    """Run `cmd`; raise StepFailed with its stderr tail when it exits non-zero."""
    try:
        proc = subprocess.run(cmd, stdout=stdout, stderr=subprocess.PIPE, env=env,
                              timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        raise StepFailed(f"timed out after {timeout} s: {' '.join(cmd)}") from exc
    if proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace")
        tail = err.strip().splitlines()[-3:]
        raise StepFailed(f"exit {proc.returncode}: {' '.join(cmd)}\n    " + "\n    ".join(tail),
                         err)
    return proc


def cleanup_pipeline(ours=""):
    """The seed's cleanup pipeline, with `ours` (a comma-separated pass list) after loop-rotate."""
    tail = f"loop-rotate,{ours}," if ours else "loop-rotate,"
    return ("function(mem2reg),cgscc(function-attrs),"
            f"function(simplifycfg,loop-simplify,{tail}simplifycfg)")


def csmith_pipeline(ours=""):
    """The random-program pipeline (generated and csmith programs): mem2reg,simplifycfg,loop-simplify,loop-rotate,
    then `ours`, then simplifycfg."""
    middle = f"loop-rotate,{ours}," if ours else "loop-rotate,"
    return f"function(mem2reg,simplifycfg,loop-simplify,{middle}simplifycfg)"


def plugin_knows(ours):
    """None when opt-16 with the plugin accepts the pass list `ours`, else the reason."""
    if not os.path.exists(PLUGIN):
        return f"plugin not built ({PLUGIN})"
    probe = "define void @probe() {\n  ret void\n}\n"
    proc = subprocess.run([OPT, f"-load-pass-plugin={PLUGIN}", f"-passes=function({ours})",
                           "-disable-output", "-"], input=probe.encode(),
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if proc.returncode == 0:
        return None
    lines = proc.stderr.decode("utf-8", "replace").strip().splitlines()
    return lines[0] if lines else f"opt exited with {proc.returncode}"


def emit_ir(source, out_bc, cflags=()):
    """C source to -O0 bitcode without optnone."""
    run([CLANG, *FRONTEND_FLAGS, *cflags, source, "-o", out_bc])


def apply_passes(in_bc, out_bc, passes, *, plugin=False, timeout=None, extra=()):
    """opt-16 -passes=PASSES; the verifier runs at the end (opt's default)."""
    cmd = [OPT]
    if plugin:
        cmd.append(f"-load-pass-plugin={PLUGIN}")
    cmd += [f"-passes={passes}", *extra, in_bc, "-o", out_bc]
    return run(cmd, timeout=timeout)


def link(in_bc, exe, *, instrumented=False):
    """-O0 code generation and linking (clang-16 -O0; -lm for the benchmarks' math)."""
    cmd = [CLANG, "-O0", "-w"]
    if instrumented:
        cmd.append("-fprofile-instr-generate")
    run(cmd + [in_bc, "-o", exe, "-lm"])


def execute(exe, args=(), *, timeout=None, env=None):
    """Run a program; returns (exit code, stdout bytes). Timeouts raise StepFailed."""
    try:
        proc = subprocess.run([exe, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              timeout=timeout, env=env)
    except subprocess.TimeoutExpired as exc:
        raise StepFailed(f"timed out after {timeout} s: {exe}") from exc
    return proc.returncode, proc.stdout


def profile(plain_bc, work, stem, args=(), *, timeout=None):
    """IR-PGO on `plain_bc`: instrument (pgo-instr-gen,instrprof), link with the profile
    runtime, run with `args`, merge, and apply the profile to the UN-instrumented IR.

    Returns (annotated bitcode path, output of the instrumented run)."""
    instrumented = os.path.join(work, f"{stem}.instr.bc")
    exe = os.path.join(work, f"{stem}.instr")
    raw = os.path.join(work, f"{stem}.profraw")
    data = os.path.join(work, f"{stem}.profdata")
    annotated = os.path.join(work, f"{stem}.pgo.bc")
    apply_passes(plain_bc, instrumented, "pgo-instr-gen,instrprof")
    link(instrumented, exe, instrumented=True)
    if os.path.exists(raw):
        os.remove(raw)
    env = dict(os.environ, LLVM_PROFILE_FILE=raw)
    _, output = execute(exe, args, timeout=timeout, env=env)
    if not os.path.exists(raw):
        raise StepFailed(f"the instrumented run of {stem} wrote no profile")
    run([LLVM_PROFDATA, "merge", "-o", data, raw])
    apply_passes(plain_bc, annotated, "pgo-instr-use",
                 extra=[f"-pgo-test-profile-file={data}"])
    return annotated, output


def o2_profile(source, work, stem, *, timeout=None):
    """IR-PGO at -O2: clang-16 -O2 -fprofile-generate, one run, llvm-profdata-16 merge.

    Returns (profile path, output of the instrumented run)."""
    exe = os.path.join(work, f"{stem}.o2instr")
    raw = os.path.join(work, f"{stem}.o2.profraw")
    data = os.path.join(work, f"{stem}.o2.profdata")
    run([CLANG, "-O2", "-w", "-fprofile-generate", source, "-o", exe, "-lm"])
    if os.path.exists(raw):
        os.remove(raw)
    _, output = execute(exe, timeout=timeout, env=dict(os.environ, LLVM_PROFILE_FILE=raw))
    if not os.path.exists(raw):
        raise StepFailed(f"the instrumented -O2 run of {stem} wrote no profile")
    run([LLVM_PROFDATA, "merge", "-o", data, raw])
    return data, output


def o2_emit(source, out_ll, profdata, *, passes=None, timeout=None):
    """clang-16 -O2 -fprofile-use=PROFDATA -S -emit-llvm; with `passes` (FREQPATH_PASSES
    syntax), our plugin through -fpass-plugin. Returns the process (stderr: <stats> lines)."""
    cmd = [CLANG, "-O2", "-w", f"-fprofile-use={profdata}", "-S", "-emit-llvm", source,
           "-o", out_ll]
    env = dict(os.environ)
    env.pop("FREQPATH_PASSES", None)
    if passes:
        cmd.insert(1, f"-fpass-plugin={PLUGIN}")
        env["FREQPATH_PASSES"] = passes
    return run(cmd, env=env, timeout=timeout)


def o2_link(ll, exe):
    """-O2 code generation of already optimised IR (-disable-llvm-passes: the middle end does
    not run again), linked with -lm."""
    run([CLANG, "-O2", "-w", "-Xclang", "-disable-llvm-passes", ll, "-o", exe, "-lm"])


def verify(path):
    """opt-16's verifier on a module; raises StepFailed when it is broken."""
    run([OPT, "-passes=verify", "-disable-output", path])


def ir_text(bc):
    """Textual IR without the ModuleID line (which names the file), for comparisons."""
    text = run([LLVM_DIS, bc, "-o", "-"]).stdout.decode("utf-8", "surrogateescape")
    return "\n".join(l for l in text.split("\n") if not l.startswith("; ModuleID"))


def ensure_plugin_if_needed(ours):
    """Build the plugin when a pass list is given and FREQPATH_PLUGIN is not set."""
    if ours and "FREQPATH_PLUGIN" not in os.environ:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
