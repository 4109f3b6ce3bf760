"""Shared helpers for freqpath's Python scripts: tool paths, input discovery, opt runs.

Tool locations mirror scripts/env.sh (same environment variables, same defaults).
"""
import os
import signal
import subprocess
import sys

# Piping a report into `head` should end the script quietly, like any Unix tool.
signal.signal(signal.SIGPIPE, signal.SIG_DFL)
# Reports may quote block names that are not UTF-8.
sys.stdout.reconfigure(errors="backslashreplace")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
OPT = os.path.join(LLVM_BIN, "opt")
PLUGIN = os.environ.get("FREQPATH_PLUGIN", os.path.join(ROOT, "target/release/libfreqpath.so"))


def ensure_plugin():
    """Build the release plugin unless FREQPATH_PLUGIN names a prebuilt one."""
    if "FREQPATH_PLUGIN" not in os.environ:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    if not os.path.exists(PLUGIN):
        sys.exit(f"error: freqpath: plugin not found at {PLUGIN}")


def find_inputs(paths):
    """Expand files and folders into a sorted list of .ll/.bc files."""
    found = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, _, files in os.walk(p):
                found += [os.path.join(dirpath, f) for f in files if f.endswith((".ll", ".bc"))]
        elif os.path.exists(p):
            found.append(p)
        else:
            sys.exit(f"error: freqpath: no such file or folder: {p}")
    return sorted(found)


def run_opt(args, timeout=600):
    """Run opt-16 with our plugin loaded; returns (returncode, stderr text)."""
    cmd = [OPT, f"-load-pass-plugin={PLUGIN}"] + args
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
    # surrogateescape keeps every byte distinct, so names that are not UTF-8 still compare
    # byte for byte.
    return proc.returncode, proc.stderr.decode("utf-8", "surrogateescape")


def unparseable(path):
    """True when opt-16 alone cannot read and verify `path` (an input problem, not ours)."""
    proc = subprocess.run([OPT, "-passes=verify", "-disable-output", path],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return proc.returncode != 0


SKIPPED = "skipped: opt-16 cannot read or verify this input"


def split_sections(text, headers):
    """Split printer output into (kind, function, body-lines) sections.

    `headers` maps a header prefix (e.g. "CycleInfo for function: ") to a kind; a line with
    one of these prefixes starts a section, other lines belong to the current one.
    """
    sections = []
    for line in text.split("\n"):
        for prefix, kind in headers.items():
            if line.startswith(prefix):
                name = line[len(prefix):]
                sections.append([kind, name, []])
                break
        else:
            if sections:
                sections[-1][2].append(line)
    for s in sections:
        while s[2] and s[2][-1] == "":
            s[2].pop()
    return sections
