#!/usr/bin/env bash
# Coverage-guided fuzzing of one harness property with libFuzzer, from an empty (or
# given) corpus; a crash is imported as a normal, shrunk counterexample file.
#
#   scripts/fuzz-libfuzzer.sh PROPERTY [SECONDS] [OUT_DIR]      (defaults: 60 s, fuzz-out/)
#   HARNESS_FAULTS=name,name scripts/fuzz-libfuzzer.sh ...      faults switched on
#   FUZZ_NO_BUILD=1                                             use the binaries already built
#   FUZZ_SEED_CORPUS=DIR   also read DIR/<key>/ (scripts/seed-corpus.sh DIR), the
#                          property's counterexamples and short scripts (read, not written)
#   FUZZ_PACKAGE=DIR FUZZ_TOOL=NAME FUZZ_FUZZER=NAME   a package of your own: its
#                          `HarnessCLI.main(catalog:)` executable and its `FuzzTarget` entry
#
# PROPERTY is a full name, a key or an id (`harness list --keys`). Prints
# `libfuzzer PROPERTY execs=N execs_per_s=X crash=yes|no seconds=T`. Exit codes: 0 no
# crash, 1 a crash was found (and imported into OUT_DIR/found), 2 the fuzzer could not
# run, 64 a usage error (unknown property, a bad number of seconds).
set -euo pipefail
usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in -h|--help) usage; exit 0 ;; esac
fail_usage() { echo "fuzz-libfuzzer.sh: $*" >&2; echo "Run 'scripts/fuzz-libfuzzer.sh --help' for usage." >&2; exit 64; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
tool="${FUZZ_TOOL:-harness}"
fuzzer="${FUZZ_FUZZER:-harness-fuzzer}"
[[ "$tool" =~ ^[A-Za-z0-9_.-]+$ && "$fuzzer" =~ ^[A-Za-z0-9_.-]+$ ]] || fail_usage "FUZZ_TOOL and FUZZ_FUZZER must be product names"
if [[ -n "${FUZZ_PACKAGE:-}" ]]; then
    [[ -f "$FUZZ_PACKAGE/Package.swift" ]] || fail_usage "FUZZ_PACKAGE must be a Swift package's folder, not '$FUZZ_PACKAGE'"
    cd "$FUZZ_PACKAGE"
fi

(( $# >= 1 && $# <= 3 )) || fail_usage "expected PROPERTY [SECONDS] [OUT_DIR]"
property="$1"
seconds="${2-60}"
out="${3:-fuzz-out}"
[[ "$seconds" =~ ^[0-9]+$ ]] && (( 10#$seconds >= 1 && 10#$seconds <= 1000000000 )) \
    || fail_usage "SECONDS must be a whole number from 1 to 1000000000, not '$seconds'"
seconds=$((10#$seconds))

if [[ "${FUZZ_NO_BUILD:-0}" != "1" ]]; then
    echo "[fuzz-libfuzzer] building $fuzzer and $tool (release)" >&2
    swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product "$fuzzer" >&2
    swift build -c release --product "$tool" >&2
fi
# The property's full name and key (`harness list --keys`: key TAB name; the key is the
# id in lower case, or control_id where controls share the id, as U1-U9); an id is
# accepted when one property has it; unknown or shared names are refused.
matches="$(".build/release/$tool" list --keys | awk -F'\t' -v want="$property" '
    $2 == want { print; found = 1; exit }
    tolower($1) == tolower(want) { print; found = 1; exit }
    { n = split($1, words, "_"); if (tolower(words[n]) == tolower(want)) shared = shared $0 "\n" }
    END { if (!found) printf "%s", shared }')"
[[ -n "$matches" ]] || fail_usage "no property named '$property'; 'swift run $tool list' shows them"
(( $(printf '%s\n' "$matches" | wc -l) == 1 )) \
    || fail_usage "'$property' names several properties; give one's key: $(printf '%s\n' "$matches" | cut -f1 | paste -sd, -)"
key="${matches%%$'\t'*}"
property="${matches#*$'\t'}"
slug="$(printf '%s' "$property" | tr -c 'A-Za-z0-9' '-')"
mkdir -p "$out/corpus/$slug" "$out/artifacts/$slug" "$out/found" || { echo "fuzz-libfuzzer.sh: cannot write into $out" >&2; exit 2; }

for binary in ".build-fuzz/release/$fuzzer" ".build/release/$tool"; do
    [[ -x "$binary" ]] || { echo "fuzz-libfuzzer.sh: $binary is not built (run without FUZZ_NO_BUILD=1)" >&2; exit 2; }
done
export SWIFT_BACKTRACE=enable=no SWIFT_DETERMINISTIC_HASHING=1 HARNESS_PROPERTY="$property"
# libFuzzer writes new inputs into the first folder only: the seeds stay as they are.
seeds=()
if [[ -n "${FUZZ_SEED_CORPUS:-}" ]]; then
    [[ -d "$FUZZ_SEED_CORPUS/$key" ]] || { echo "fuzz-libfuzzer.sh: FUZZ_SEED_CORPUS has no folder $key/ (run scripts/seed-corpus.sh $FUZZ_SEED_CORPUS)" >&2; exit 2; }
    seeds=("$FUZZ_SEED_CORPUS/$key")
fi
log="$out/artifacts/$slug/libfuzzer.log"
started=$(date +%s.%N)
set +e
".build-fuzz/release/$fuzzer" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/$slug/" "$out/corpus/$slug" "${seeds[@]}" > "$log" 2>&1
status=$?
set -e
elapsed=$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
if [[ -z "$execs" ]]; then
    # A crash ends the run before the final stats; take the last progress line.
    execs=$( (grep -oE '#[0-9]+' "$log" || true) | tail -1 | tr -d '#')
    rate=$( (grep -oE 'exec/s: [0-9]+' "$log" || true) | tail -1 | awk '{print $2}')
fi
crash=$(ls -t "$out/artifacts/$slug"/crash-* 2>/dev/null | head -1 || true)
echo "libfuzzer $slug execs=${execs:-0} execs_per_s=${rate:-0} crash=$([[ -n "$crash" ]] && echo yes || echo no) seconds=$elapsed"
if [[ -n "$crash" ]]; then
    echo "[fuzz-libfuzzer] importing $crash" >&2
    ".build/release/$tool" import "$crash" --property "$property" --out "$out/found" || true
    exit 1
fi
[[ $status -eq 0 ]] || { echo "[fuzz-libfuzzer] libFuzzer exited $status without a crash file; see $log" >&2; exit 2; }
exit 0
