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
