#!/usr/bin/env bash
# Which libFuzzer options help the harness's fuzz targets: for each property, the same
# number of executions with each configuration, and what coverage each reached.
#
#   scripts/bench-fuzz-options.sh [RUNS] [PROPERTY...]     (defaults: 20000; L1 S2 M1)
#   FUZZ_SEEDS="1 2"   libFuzzer -seed values, one run each per configuration (default "1 2")
#
# Configurations (all from the fuzzer build of scripts/fuzz-libfuzzer.sh, no ASan, pinned
# to core 0, -runs=RUNS):
#   plain          an empty corpus
#   value_profile  -use_value_profile=1
#   dict_bounds    -dict= a dictionary of range boundaries in the byte format (0x00, 0x80,
#                  0xff, 0x7fff, 0x8000, ... : the lowest, middle and highest choices)
#   dict_seeds     -dict= 2- to 4-byte pieces of the property's encoded counterexamples
#   seeds          the property's seed corpus (scripts/seed-corpus.sh)
# Prints `fuzz-options PROPERTY CONFIG seed=S runs=N cov=C ft=F corpus=K execs_per_s=E`
# per run, then `fuzz-options-mean PROPERTY CONFIG cov=C ft=F execs_per_s=E` over the
# seeds. cov (edges) compares across configurations; ft does not for value_profile, whose
# features include comparison values. Exit codes: 0 ran, 2 a build or a run failed, 64 usage.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
runs="${1:-20000}"
[[ "$runs" =~ ^[0-9]+$ ]] && (( 10#$runs >= 1 )) || { echo "bench-fuzz-options.sh: RUNS must be a whole number, not '$runs'" >&2; exit 64; }
shift || true
wanted=("$@")
(( ${#wanted[@]} > 0 )) || wanted=(L1 S2 M1)
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
work="$(mktemp -d "${TMPDIR:-/tmp}/bench-fuzz-options.XXXXXX")"
trap 'rm -rf "$work"' EXIT
swift build -c release --product harness >&2 || exit 2
swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product harness-fuzzer >&2 || exit 2
scripts/seed-corpus.sh "$work/seeds" >&2 || exit 2
PIN=()
command -v taskset >/dev/null && PIN=(taskset -c 0)

# The boundary dictionary: the lowest, middle and highest values of 1- and 2-byte choices.
printf '%s\n' '"\x00"' '"\x01"' '"\x7f"' '"\x80"' '"\xfe"' '"\xff"' \
    '"\x00\x00"' '"\x7f\xff"' '"\x80\x00"' '"\xff\xff"' > "$work/bounds.dict"

for id in "${wanted[@]}"; do
    property="$(.build/release/harness list --names | awk -v want="$id" 'tolower($1) == tolower(want) || $0 == want { print; exit }')"
    [[ -n "$property" ]] || { echo "bench-fuzz-options.sh: no property '$id'" >&2; exit 64; }
    invariant="$(printf '%s' "${property%% *}" | tr 'A-Z' 'a-z')"
    # The seed dictionary: 2- to 4-byte pieces of the encoded counterexamples (the seeds
    # that are not generated scripts are the ones a Counterexamples/ file became).
    python3 - "$work/seeds/$invariant" "$root/Counterexamples" "$work/$invariant.dict" <<'PY'
import os, sys
seeds, _, out = sys.argv[1:]
pieces = set()
for name in sorted(os.listdir(seeds)):
    data = open(os.path.join(seeds, name), "rb").read()
    for width in (2, 3, 4):
        for i in range(0, max(len(data) - width + 1, 0)):
            pieces.add(data[i:i + width])
with open(out, "w") as f:
    for piece in sorted(pieces)[:1000]:
        f.write('"' + "".join(f"\\x{b:02x}" for b in piece) + '"\n')
PY
    for config in plain value_profile dict_bounds dict_seeds seeds; do
        sum_cov=0 sum_ft=0 sum_rate=0 count=0
        for seed in ${FUZZ_SEEDS:-1 2}; do
            corpus="$work/corpus-$invariant-$config-$seed"
            mkdir -p "$corpus"
            options=(-runs="$runs" -seed="$seed" -print_final_stats=1 -artifact_prefix="$work/")
            inputs=("$corpus")
            case "$config" in
                value_profile) options+=(-use_value_profile=1) ;;
                dict_bounds) options+=(-dict="$work/bounds.dict") ;;
                dict_seeds) options+=(-dict="$work/$invariant.dict") ;;
                seeds) inputs+=("$work/seeds/$invariant") ;;
            esac
            log="$work/$invariant-$config-$seed.log"
            t0=$(date +%s.%N)
            HARNESS_PROPERTY="$property" SWIFT_BACKTRACE=enable=no "${PIN[@]}" .build-fuzz/release/harness-fuzzer \
                "${options[@]}" "${inputs[@]}" > "$log" 2>&1 || { tail -5 "$log" >&2; exit 2; }
            cov=$( (grep -oE 'cov: [0-9]+' "$log" || true) | tail -1 | awk '{print $2}')
            ft=$( (grep -oE 'ft: [0-9]+' "$log" || true) | tail -1 | awk '{print $2}')
            # Executions over wall-clock seconds (libFuzzer's own figure divides by whole seconds).
            rate=$(awk -v n="$runs" -v s="$t0" -v e="$(date +%s.%N)" 'BEGIN { printf "%d", n / (e - s) }')
            files=$(find "$corpus" -type f | wc -l)
            echo "fuzz-options ${property%% *} $config seed=$seed runs=$runs cov=${cov:-0} ft=${ft:-0} corpus=$files execs_per_s=${rate:-0}"
            sum_cov=$((sum_cov + ${cov:-0})); sum_ft=$((sum_ft + ${ft:-0})); sum_rate=$((sum_rate + ${rate:-0})); count=$((count + 1))
        done
        echo "fuzz-options-mean ${property%% *} $config cov=$((sum_cov / count)) ft=$((sum_ft / count)) execs_per_s=$((sum_rate / count))"
    done
done
