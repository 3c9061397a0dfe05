#!/usr/bin/env bash
# Differential run against kiwisolver (PyPI) on generated systems where kiwi's weighted
# sum and our strict priority order cannot disagree (see Sources/LayoutBench/Diff.swift).
# Prints `diff-kiwi systems=N disagreements=D`; exit status 1 when D > 0.
#
#   scripts/diff-kiwi.sh [SYSTEMS] [SEED]      (defaults: 10000, 20261129)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/lib/kiwi-venv.sh"

systems="${1:-10000}"
seed="${2:-20261129}"
"$LAYOUT_BENCH" diff --systems "$systems" --seed "$seed" | "$KIWI_PYTHON" "$here/kiwi_diff.py"
