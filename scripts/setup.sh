#!/usr/bin/env bash
# Installs what freqpath needs on Debian 12 (bookworm) with Rust already present:
# LLVM 16 (opt, llvm-config, libLLVM, headers), clang-16, the lit/FileCheck tools, and the
# rustfmt/clippy components. Does nothing when everything is already there.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

# csmith: the lit suite runs a few csmith programs through the FPLICM passes (test-ir/fplicm/csmith.test).
# numpy: scripts/accuracy's fits (and research/run-tests' tree-probe-interaction.test).
packages=(llvm-16 llvm-16-dev llvm-16-tools clang-16 libclang-rt-16-dev python3 python3-numpy csmith libcsmith-dev)
# Benchmarks and scripts/accuracy: timing tools, charts, and what some corpus packages need
# to build or run (tclsh: sqlite3's amalgamation, the tclsh program; m4: bison and flex).
[ "${FREQPATH_SETUP_BENCH:-0}" = 1 ] && packages+=(hyperfine time python3-matplotlib valgrind tcl m4 zlib1g-dev)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

for tool in opt FileCheck not llvm-config; do
  [ -x "$LLVM_BIN/$tool" ] || { echo "error: freqpath: $LLVM_BIN/$tool missing after setup" >&2; exit 1; }
done
[ -f "$LIT" ] || { echo "error: freqpath: lit not found at $LIT (package llvm-16-tools)" >&2; exit 1; }

if command -v rustup >/dev/null; then
  for comp in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^$comp" || rustup component add "$comp" >/dev/null 2>&1 || true
  done
fi
# Debian's python3-numpy serves /usr/bin/python3; a python3 earlier on PATH gets it from PyPI.
if ! python3 -c 'import numpy' 2>/dev/null; then
  echo "setup: installing numpy for $(command -v python3)"
  python3 -m pip install --quiet numpy
fi
# scripts/bench/run draws its charts with matplotlib: Debian's package serves /usr/bin/python3;
# a python3 earlier on PATH (pyenv, a virtualenv) gets it from PyPI.
if [ "${FREQPATH_SETUP_BENCH:-0}" = 1 ] && ! python3 -c 'import matplotlib' 2>/dev/null; then
  echo "setup: installing matplotlib for $(command -v python3)"
  python3 -m pip install --quiet matplotlib
fi
command -v cargo >/dev/null || { echo "error: freqpath: cargo not found; install Rust first" >&2; exit 1; }
echo "setup: LLVM $("$LLVM_BIN/llvm-config" --version), $(cargo --version)"
