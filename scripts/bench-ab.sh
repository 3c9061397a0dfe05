#!/usr/bin/env bash
# A/B throughput of every harness property for two harness-bench binaries, on one core,
# all faults off: the two binaries run in turn, ROUNDS times each (alternating, so both
# see the same load on a shared machine), and each property's best rate is kept.
#
# Usage: scripts/bench-ab.sh BEFORE_BINARY AFTER_BINARY
#        (e.g. a copy of .build/release/harness-bench saved before a change, and the new one)
#
# Environment: CASES=N cases per property per run (default 2000), ROUNDS=N (default 3),
#   INSTRUCTIONS=1 also counts instructions per case under valgrind (callgrind; ICASES=N
#   cases, default 100): a measure a shared machine's load does not move.
#   ONLY=NAME runs only that property (its full name).
# Report (stdout): `PROPERTY  before  after  ratio` per property (cases per second, best
# of ROUNDS), then `slowest after: PROPERTY RATE`; with INSTRUCTIONS=1 then
# `instructions PROPERTY before=I after=I ratio=R` per property (per case, start-up
# included). Exit: 0 done, 1 a run failed (a property failed) or valgrind is missing,
# 64 on a usage error.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# == 2 )) || { echo "bench-ab.sh: needs BEFORE_BINARY AFTER_BINARY (see --help), got: $*" >&2; exit 64; }
for bin in "$1" "$2"; do
    [[ -x "$bin" ]] || { echo "bench-ab.sh: not an executable: $bin" >&2; exit 64; }
done
CASES="${CASES:-2000}"
ROUNDS="${ROUNDS:-3}"
[[ "$CASES" =~ ^[1-9][0-9]*$ && "$ROUNDS" =~ ^[1-9][0-9]*$ ]] \
    || { echo "bench-ab.sh: CASES and ROUNDS must be positive whole numbers" >&2; exit 64; }
PIN=()
command -v taskset >/dev/null && PIN=(taskset -c 0)
work="$(mktemp -d "${TMPDIR:-/tmp}/bench-ab.XXXXXX")"
trap 'rm -rf "$work"' EXIT
for round in $(seq "$ROUNDS"); do
    for side in before after; do
        bin="$1"; [[ "$side" == after ]] && bin="$2"
        only=(); [[ -n "${ONLY:-}" ]] && only=(--only "$ONLY")
        "${PIN[@]}" "$bin" harness --cases "$CASES" "${only[@]}" > "$work/$side.$round" || exit 1
    done
done
python3 - "$work" "$ROUNDS" <<'PY'
import re, sys
work, rounds = sys.argv[1], int(sys.argv[2])
def best(side):
    rates, order = {}, []
    for r in range(1, rounds + 1):
        for line in open(f"{work}/{side}.{r}"):
            m = re.match(r'throughput "(.*)" cases_per_s=([0-9.]+)', line)
            if m:
                name, rate = m.group(1), float(m.group(2))
                if name not in rates: order.append(name)
                rates[name] = max(rates.get(name, 0), rate)
    return rates, order
before, order = best("before")
after, _ = best("after")
print(f"{'property':55} {'before':>8} {'after':>8} {'ratio':>6}")
for name in order:
    print(f"{name:55} {before[name]:8.0f} {after[name]:8.0f} {after[name] / before[name]:6.2f}")
slow = min(order, key=lambda n: after[n])
print(f"slowest after: {slow} {after[slow]:.0f}")
PY

if [[ "${INSTRUCTIONS:-0}" == "1" ]]; then
    command -v valgrind >/dev/null || { echo "bench-ab.sh: INSTRUCTIONS=1 needs valgrind" >&2; exit 1; }
    ICASES="${ICASES:-100}"
    sed -nE 's/^throughput "(.*)" cases_per_s=.*/\1/p' "$work/before.1" | while IFS= read -r name; do
        [[ -n "$name" ]] || continue
        counts=()
        for bin in "$1" "$2"; do
            # The status is not checked here: a short run may miss a coverage floor (exit 1).
            total="$( { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" harness --cases "$ICASES" \
                --only "$name" 2>&1 >/dev/null </dev/null || true; } | sed -nE 's/.*Collected : ([0-9]+).*/\1/p')"
            [[ -n "$total" ]] || { echo "bench-ab.sh: no instruction count for $name" >&2; exit 1; }
            counts+=("$(( total / ICASES ))")
        done
        awk -v n="$name" -v b="${counts[0]}" -v a="${counts[1]}" \
            'BEGIN { printf "instructions \"%s\" before=%d after=%d ratio=%.2f\n", n, b, a, a / b }'
    done
fi
