#!/usr/bin/env bash
# Speed of the layout solver against kiwisolver (PyPI, its C++ core called from Python),
# measured in the same run on kiwi's enaml-like benchmark (111 constraints, 37 variables):
#   enaml-build   building the solver (two edit variables + 111 constraints), median
#   drag-step     two suggestValue calls and reading every variable, mean per step
# Prints `bench NAME ours=X kiwi=Y ratio=R` (microseconds; ratio = ours / kiwi, goal <= 1.0).
#
#   scripts/bench-layout.sh [BUILDS] [STEPS]     (defaults: 300, 20000)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/lib/kiwi-venv.sh"

builds="${1:-300}"
steps="${2:-20000}"
data="$here/data/enaml-like.txt"
ours="$("$LAYOUT_BENCH" enaml "$data" --builds "$builds" --steps "$steps")"
kiwi="$("$KIWI_PYTHON" "$here/kiwi_bench.py" "$data" "$builds" "$steps")"

value() { printf '%s\n' "$1" | sed -n "s/^$2=//p"; }
report() {
  local name="$1" key="$2" a b
  a="$(value "$ours" "$key")"
  b="$(value "$kiwi" "$key")"
  awk -v n="$name" -v a="$a" -v b="$b" 'BEGIN { printf "bench %s ours=%.3f kiwi=%.3f ratio=%.2f\n", n, a, b, a / b }'
}
report enaml-build build_us
report drag-step drag_step_us
