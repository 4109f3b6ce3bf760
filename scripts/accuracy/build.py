"""Ground truth for scripts/accuracy: the measured bitcode, an IR-PGO instrumented build of
that same bitcode, the workload run, and the profile applied back to it.

Per program and level, in WORK/<program>/<level>/:
  base.bc     corpus module (+ driver), `instnamer`ed so every block has a name that survives
              `pgo-instr-use` (which only adds blocks: split critical edges)
  inst        base.bc through `pgo-instr-gen,instrprof`, compiled and linked with the runtime
  prof.profdata  merged from the workload's runs
  use.ll      base.bc through `pgo-instr-use`: measured `branch_weights` on every executed
              branch of the original blocks
Steps whose output is newer than their inputs are skipped.
"""
import glob
import os
import shutil
import stat
import subprocess
import sys


def log(msg):
    print(f"[accuracy] {msg}", file=sys.stderr, flush=True)


def run(cmd, **kw):
    """Runs a command (list, or str through the shell); on failure prints its stderr and exits."""
    shell = isinstance(cmd, str)
    # errors="replace": a workload may print bytes that are not UTF-8 (a grep quoting a line).
    p = subprocess.run(cmd, shell=shell, capture_output=True, text=True, errors="replace", **kw)
    if p.returncode != 0:
        shown = cmd if shell else " ".join(cmd)
        sys.exit(f"error: freqpath: accuracy: command failed ({p.returncode}): {shown}\n"
                 f"{p.stderr[-3000:]}")
    return p


def fresh(out, *inputs):
    return os.path.exists(out) and all(os.path.getmtime(out) >= os.path.getmtime(i)
                                       for i in inputs if os.path.exists(i))


def tools():
    b = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
    return {k: f"{b}/{k}" for k in ("opt", "clang", "llvm-link", "llvm-profdata", "llvm-dis")}


def base_bitcode(t, spec, corpus, level, repo, d):
    """The module every predictor is scored on."""
    linked = f"{corpus}/{spec['pkg']}/{level}.linked.bc"
    if not os.path.exists(linked):
        sys.exit(f"error: freqpath: accuracy: {linked} missing "
                 "(run scripts/corpus/build-c-corpus.sh)")
    base = f"{d}/base.bc"
    inputs = [linked]
    if "driver" in spec:
        src, inc = spec["driver"]
        inputs.append(f"{repo}/bench/accuracy/{src}")
    if fresh(base, *inputs):
        return base
    modules = [linked]
    if "driver" in spec:
        tree = f"{corpus}/sources/{spec['pkg']}/tree"
        drv = f"{d}/driver.bc"
        run([t["clang"], f"-{level}", "-fno-discard-value-names", "-g0", "-emit-llvm", "-c",
             f"-I{tree}/{inc}", inputs[1], "-o", drv])
        modules.append(drv)
    run([t["llvm-link"], *modules, "-o", f"{d}/linked.bc"])
    return name_blocks(t, f"{d}/linked.bc", base)


def name_blocks(t, module, base):
    """`module` through `instnamer` into `base`: every block gets a name that survives
    `pgo-instr-use`, which is how measured and predicted branches are matched."""
    run([t["opt"], "-passes=instnamer", module, "-o", base])
    return base


def instrumented(t, libs, base, d):
    exe = f"{d}/inst"
    if fresh(exe, base):
        return exe
    run([t["opt"], "-passes=pgo-instr-gen,instrprof", base, "-o", f"{d}/inst.bc"])
    run([t["clang"], "-O2", "-c", f"{d}/inst.bc", "-o", f"{d}/inst.o"])
    run([t["clang"], "-fprofile-instr-generate", f"{d}/inst.o", *libs, "-o", exe])
    return exe


def workload_files_digest(repo, d):
    """A digest of the workload's own files: bench/accuracy's top-level files (the six first
    programs' scripts) and the program's folder bench/accuracy/<name>/ (d is WORK/<name>/<level>)."""
    import hashlib
    bench = f"{repo}/bench/accuracy"
    name = os.path.basename(os.path.dirname(d))
    paths = [p for p in glob.glob(f"{bench}/*") if os.path.isfile(p)]
    paths += glob.glob(f"{bench}/{name}/**/*", recursive=True)
    h = hashlib.sha256()
    for p in sorted(p for p in paths if os.path.isfile(p) and "__pycache__" not in p):
        h.update(os.path.relpath(p, bench).encode() + b"\0")
        with open(p, "rb") as f:
            h.update(f.read())
    return f"# workload files {h.hexdigest()[:16]}\n"


def profile(t, runs, exe, d, fields, stamp_extra="", cwd=None):
    """Runs the workload `runs` on the instrumented program and merges its profile. `fields`
    fill the commands' placeholders besides {exe} and {tmp}; the commands run in `cwd`, by
    default the scratch folder {tmp}. The profile is kept while newer than the program and
    made by the same workload (the commands' text and `stamp_extra`, stored beside it), so
    an edited workload is run again."""
    prof = f"{d}/prof.profdata"
    stamp = f"{d}/prof.runs"
    stamp_text = "\n".join(runs) + "\n" + stamp_extra
    if fresh(prof, exe) and os.path.exists(stamp) and open(stamp).read() == stamp_text:
        return prof
    raw = f"{d}/raw"
    shutil.rmtree(raw, ignore_errors=True)
    os.makedirs(raw)
    tmp = f"{d}/tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    # %4m: the profile runtime merges every process's counts into a pool of four files under
    # a file lock, so processes that fork (flex's output filters, dash's subshells) or run at
    # the same time never write one file together.
    env = dict(os.environ, LLVM_PROFILE_FILE=f"{raw}/%4m.profraw")
    # By default in the scratch folder: whatever a program writes to its working directory
    # stays there.
    for cmd in runs:
        run(["bash", "-o", "pipefail", "-c", cmd.format(exe=exe, tmp=tmp, **fields)], env=env,
            cwd=cwd or tmp)
        # A program run as root that unlinks its output file (a compiler given `-o /dev/null`,
        # an in-place editor) replaces the device with a plain file, breaking every later
        # `> /dev/null` on the machine: stop at the command that did it.
        if not stat.S_ISCHR(os.stat("/dev/null").st_mode):
            sys.exit(f"error: freqpath: accuracy: /dev/null is no longer a device after: {cmd}")
    run([t["llvm-profdata"], "merge", "-o", prof, *glob.glob(f"{raw}/*.profraw")])
    with open(stamp, "w") as f:
        f.write(stamp_text)
    shutil.rmtree(raw, ignore_errors=True)
    shutil.rmtree(tmp, ignore_errors=True)
    return prof


def annotated(t, base, prof, d):
    use = f"{d}/use.ll"
    if fresh(use, base, prof):
        return use
    p = run([t["opt"], "-S", "-passes=pgo-instr-use", f"-pgo-test-profile-file={prof}",
             base, "-o", use])
    # A profile of another build of the program matches some functions and not others:
    # pgo-instr-use drops those (a warning each), so their branches would go unscored.
    mismatched = p.stderr.count("hash mismatch")
    if mismatched:
        log(f"warning: {mismatched} function(s) of {base} do not match the profile's "
            "(pgo-instr-use: hash mismatch); their branches are not scored")
    return use


def ground_truth(name, spec, level, corpus, work, data, repo):
    """Builds (or reuses) everything for one program and level; returns (base.bc, use.ll)."""
    t = tools()
    d = f"{work}/{name}/{level}"
    os.makedirs(d, exist_ok=True)
    base = base_bitcode(t, spec, corpus, level, repo, d)
    if not fresh(f"{d}/use.ll", base):
        log(f"{name} {level}: instrumenting, running the workload, applying the profile")
    exe = instrumented(t, spec["libs"], base, d)
    fields = {"data": data, "bench": f"{repo}/bench/accuracy",
              "src": f"{corpus}/sources/{spec['pkg']}/tree"}
    prof = profile(t, spec["runs"], exe, d, fields, workload_files_digest(repo, d))
    use = annotated(t, base, prof, d)
    return base, use
