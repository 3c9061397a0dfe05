#!/usr/bin/env bash
# Speed of the layout solver against kiwisolver (PyPI, its C++ core called from Python),
# measured in the same run on kiwi's enaml-like benchmark (111 constraints, 37 variables):
#   enaml-build   building the solver (two edit variables + 111 constraints), median
#   drag-step     two suggestValue calls and reading every variable, mean per step
# Prints `bench NAME ours=X kiwi=Y ratio=R` (microseconds; ratio = ours / kiwi, goal <= 1.0).
# The two sides run alternately ROUNDS times and each keeps its best round, so a busy
# machine slows both alike; `enaml-build-min` compares the fastest single builds.
#
#   scripts/bench-layout.sh [BUILDS] [STEPS] [ROUNDS]     (defaults: 300, 20000, 3)
set -euo pipefail
# --help prints the comment above; unexpected arguments are a usage error (exit 64).
case "${1:-}" in -h|--help) sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# <= 1 )) || { echo "bench-layout.sh: takes at most one argument (see --help), got: $*" >&2; exit 64; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/lib/kiwi-venv.sh"

builds="${1:-300}"
steps="${2:-20000}"
rounds="${3:-3}"
data="$here/data/enaml-like.txt"
ours=""
kiwi=""
for _ in $(seq "$rounds"); do
  ours+="$("$HARNESS_BENCH" layout enaml "$data" --builds "$builds" --steps "$steps")"$'\n'
  kiwi+="$("$KIWI_PYTHON" "$here/kiwi_bench.py" "$data" "$builds" "$steps")"$'\n'
done

# The best (smallest) value of KEY over the rounds.
best() { printf '%s' "$1" | sed -n "s/^$2=//p" | sort -g | head -n 1; }
report() {
  local name="$1" key="$2" a b
  a="$(best "$ours" "$key")"
  b="$(best "$kiwi" "$key")"
  awk -v n="$name" -v a="$a" -v b="$b" 'BEGIN { printf "bench %s ours=%.3f kiwi=%.3f ratio=%.2f\n", n, a, b, a / b }'
}
report enaml-build build_us
report enaml-build-min build_min_us
report drag-step drag_step_us
