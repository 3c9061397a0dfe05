#!/usr/bin/env bash
# Coverage-guided fuzzing of one harness property with libFuzzer, from an empty (or
# given) corpus; a crash is imported as a normal, shrunk counterexample file.
#
#   scripts/fuzz-libfuzzer.sh PROPERTY [SECONDS] [OUT_DIR]      (defaults: 60 s, fuzz-out/)
#   HARNESS_FAULTS=name,name scripts/fuzz-libfuzzer.sh ...      faults switched on
#
# Prints `libfuzzer PROPERTY execs=N execs_per_s=X crash=yes|no seconds=T`; exit 1 when
# a crash was found (and imported into OUT_DIR/found), 0 otherwise.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

property="${1:?usage: fuzz-libfuzzer.sh PROPERTY [SECONDS] [OUT_DIR]}"
seconds="${2:-60}"
out="${3:-fuzz-out}"
slug="$(printf '%s' "$property" | tr -c 'A-Za-z0-9' '-')"
mkdir -p "$out/corpus/$slug" "$out/artifacts/$slug" "$out/found"

echo "[fuzz-libfuzzer] building harness-fuzzer and harness (release)" >&2
swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product harness-fuzzer >&2
swift build -c release --product harness >&2

export SWIFT_BACKTRACE=enable=no SWIFT_DETERMINISTIC_HASHING=1 HARNESS_PROPERTY="$property"
log="$out/artifacts/$slug/libfuzzer.log"
started=$(date +%s.%N)
set +e
.build-fuzz/release/harness-fuzzer -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/$slug/" "$out/corpus/$slug" > "$log" 2>&1
status=$?
set -e
elapsed=$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
if [[ -z "$execs" ]]; then
    # A crash ends the run before the final stats; take the last progress line.
    execs=$(grep -oE '#[0-9]+' "$log" | tail -1 | tr -d '#')
    rate=$(grep -oE 'exec/s: [0-9]+' "$log" | tail -1 | awk '{print $2}')
fi
crash=$(ls -t "$out/artifacts/$slug"/crash-* 2>/dev/null | head -1 || true)
echo "libfuzzer $slug execs=${execs:-0} execs_per_s=${rate:-0} crash=$([[ -n "$crash" ]] && echo yes || echo no) seconds=$elapsed"
if [[ -n "$crash" ]]; then
    echo "[fuzz-libfuzzer] importing $crash" >&2
    .build/release/harness import "$crash" --property "$property" --out "$out/found" || true
    exit 1
fi
[[ $status -eq 0 ]] || { echo "[fuzz-libfuzzer] libFuzzer exited $status without a crash file; see $log" >&2; exit 2; }
exit 0
