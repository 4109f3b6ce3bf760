#!/usr/bin/env bash
# Renders the diagrams of docs/ from their sources: docs/X.dot -> docs/X.svg (Graphviz `dot`,
# Debian package graphviz). The .dot files are the sources; the SVGs are not committed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v dot >/dev/null || { echo "error: freqpath: dot not found (apt-get install graphviz)" >&2; exit 1; }
for src in docs/*.dot; do
  dot -Tsvg "$src" -o "${src%.dot}.svg"
  echo "render-docs: ${src%.dot}.svg"
done
