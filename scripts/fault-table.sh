#!/usr/bin/env bash
# The fault catalogue's table: every fault hunted by the properties that should catch
# it, with a fixed budget of CASES cases per property, for SEEDS seeds (release build).
# Every fault must be caught for every seed and confirmed (its shrunk counterexample
# fails with the fault on and passes with it off), and the counterexample must have at
# most 6 steps (3 for a fault one drag shows).
#
# Usage: scripts/fault-table.sh       Environment: SEEDS=N (default 20), CASES=N (default 2000)
# Report (stdout): the table, a summary line `faults F seeds S all_caught_confirmed_and_small=true|false`,
# then one shrunk counterexample per fault as the engine prints it. Exit 1 if any fault escapes.
set -euo pipefail
# --help prints the comment above; unexpected arguments are a usage error (exit 64).
case "${1:-}" in -h|--help) sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# <= 0 )) || { echo "fault-table.sh: takes no arguments (see --help), got: $*" >&2; exit 64; }
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
swift build -c release --product harness-bench >&2
BIN="$(swift build -c release --show-bin-path)/harness-bench"
exec "$BIN" faults --seeds "${SEEDS:-20}" --cases "${CASES:-2000}"
