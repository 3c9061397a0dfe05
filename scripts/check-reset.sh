#!/usr/bin/env bash
# The reset-equals-fresh property of every scene that has a reset, at CASES cases per
# scene (10,000 by default; `swift test` runs 200): for random scripts A and B, a stage
# built, driven through A, reset and driven through B must match a fresh build driven
# through B, step by step (frames, constraints, engine counts, clock, log, state line).
#
# Usage: scripts/check-reset.sh [--cases N]
#   --cases N   cases per scene (default 10000)
# Each scene runs with faults off, then once with each of its faults on (the runner
# reuses stages under faults too).
#
# Report (stdout): one line per scene and fault set,
#   reset-equals-fresh "SCENE reset equals fresh" [faults=FAULT] cases=N verdict=passed|failed|...
# then `runs=K all_passed=true|false`; a failure's counterexample goes to stderr with
# the test output. Runs the suite's ResetMatchesFreshTests (debug build, seed 14).
# Exit: 0 every scene passed, 1 a scene failed, 2 the tests could not run or printed no
# verdict, 64 a usage error.
set -euo pipefail
usage() { sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; }
fail_usage() { echo "check-reset.sh: $*" >&2; echo "Run 'scripts/check-reset.sh --help' for usage." >&2; exit 64; }
cases=10000
while (( $# > 0 )); do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --cases)
            [[ $# -ge 2 ]] || fail_usage "--cases needs a number"
            [[ "$2" =~ ^[0-9]+$ ]] && (( 10#$2 >= 1 && 10#$2 <= 10000000 )) || fail_usage "--cases needs a whole number from 1 to 10000000, not '$2'"
            cases=$((10#$2)); shift 2 ;;
        *) fail_usage "unknown argument '$1'" ;;
    esac
done
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
out="$(mktemp "${TMPDIR:-/tmp}/check-reset.XXXXXX")"
trap 'rm -f "$out"' EXIT
status=0
RESET_CASES="$cases" swift test --filter 'ResetMatchesFreshTests/everyResetMatchesAFreshBuild' > "$out" 2>&1 || status=$?
lines="$(grep '^reset-equals-fresh ' "$out" || true)"
if [[ -z "$lines" ]]; then
    cat "$out" >&2
    echo "check-reset.sh: the tests printed no verdict (exit $status)" >&2
    exit 2
fi
echo "$lines"
runs="$(grep -c . <<< "$lines")"
if grep -qv 'verdict=passed$' <<< "$lines" || (( status != 0 )); then
    cat "$out" >&2
    echo "runs=$runs all_passed=false"
    exit 1
fi
echo "runs=$runs all_passed=true"
