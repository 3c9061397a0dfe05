#!/usr/bin/env bash
# Throughput of every harness property (release build, one core), all faults off.
# This is also the evidence that every property passes CASES cases (10,000 by default).
#
# Usage: scripts/bench-harness.sh                (from any directory)
#
# Environment:
#   CASES=N      cases per property (default 10000)
#   PROFILE=0    skip the perf profile of the slowest property (default 1 when perf exists)
#
# Report (stdout): one line per property
#   throughput "PROPERTY" cases_per_s=X cases=N passed=true|false
# then `slowest "PROPERTY" cases_per_s=X`, then (with perf) where the slowest property's
# time goes: the project's functions by inclusive time (runtime and libc symbols left
# out), demangled. Build output goes to stderr.
set -euo pipefail
# --help prints the comment above; unexpected arguments are a usage error (exit 64).
case "${1:-}" in -h|--help) sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# <= 0 )) || { echo "bench-harness.sh: takes no arguments (see --help), got: $*" >&2; exit 64; }
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
CASES="${CASES:-10000}"

swift build -c release --product harness-bench >&2
BIN="$(swift build -c release --show-bin-path)/harness-bench"
PIN=()
command -v taskset >/dev/null && PIN=(taskset -c 0)

OUT="$(mktemp)"
trap 'rm -f "$OUT" "$OUT.perf"' EXIT
status=0
"${PIN[@]}" "$BIN" harness --cases "$CASES" | tee "$OUT" || status=$?

slowest="$(sed -E 's/^throughput "(.*)" cases_per_s=([0-9.]+).*/\2 \1/' "$OUT" | sort -n | head -1)"
rate="${slowest%% *}"
name="${slowest#* }"
echo "slowest \"$name\" cases_per_s=$rate"

if [[ "${PROFILE:-1}" == "1" ]] && command -v perf >/dev/null; then
    echo "# profile of \"$name\" (2000 cases; inclusive %, self %, function)"
    if "${PIN[@]}" perf record -q -F 2000 -g -o "$OUT.perf" "$BIN" harness --cases 2000 --only "$name" >/dev/null 2>&1; then
        perf report -i "$OUT.perf" --children --sort symbol --stdio 2>/dev/null \
            | grep -E '^ +[0-9.]+%' | swift demangle --simplified \
            | sed -E 's/ +- *$//; s/\[\.\] //' \
            | grep -vE 'swift::|swift_|malloc|free|memmove|tls_get|Hasher|libc_start|_main|partial apply|TaskLocal|Property(Runner)?\.' \
            | head -25 || true
    else
        echo "# perf record failed (permissions?); skipped"
    fi
fi
exit "$status"
