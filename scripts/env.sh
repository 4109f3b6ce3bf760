# Shared settings for freqpath's shell scripts: source this file, never copy its values.
# Plain `opt`/`llvm-config` on these machines are LLVM 14, so every tool comes from LLVM_BIN.
FREQPATH_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LLVM_BIN="${LLVM_BIN:-/usr/lib/llvm-16/bin}"
OPT="$LLVM_BIN/opt"
CLANG="$LLVM_BIN/clang"
LLVM_DIS="$LLVM_BIN/llvm-dis"
LLVM_LINK="$LLVM_BIN/llvm-link"
FILECHECK="$LLVM_BIN/FileCheck"
LIT="$LLVM_BIN/../build/utils/lit/lit.py"
PLUGIN="${FREQPATH_PLUGIN:-$FREQPATH_ROOT/target/release/libfreqpath.so}"
export FREQPATH_ROOT LLVM_BIN OPT CLANG LLVM_DIS LLVM_LINK FILECHECK LIT PLUGIN

# Builds the plugin (release) unless FREQPATH_PLUGIN points at a prebuilt one.
build_plugin() {
  if [ -z "${FREQPATH_PLUGIN:-}" ]; then
    (cd "$FREQPATH_ROOT" && cargo build --release --quiet)
  fi
}

# Makes `apt-get source` work on a fresh Debian 12 machine: adds a deb-src entry for bookworm
# main (once) and refreshes the lists. Needs root; without it, says what to add and fails.
ensure_deb_src() {
  if [ -n "$(apt-cache showsrc "$1" 2>/dev/null)" ]; then return 0; fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: freqpath: apt knows no source package $1; add a deb-src line for bookworm main" >&2
    return 1
  fi
  if ! grep -rqs '^Types:.*deb-src\|^deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    echo "setup: adding a deb-src entry for bookworm main"
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      > /etc/apt/sources.list.d/freqpath-src.sources
  fi
  apt-get update -qq
}
