#!/usr/bin/env bash
# Interrupts campaigns at random moments and checks that nothing saved is ever damaged:
# ROUNDS rounds of SIGINT, SIGTERM and SIGKILL each, sent to `harness fuzz --jobs 2`
# (with a fault on, so it finds and saves) and to scripts/nightly-fuzz.sh, all writing
# into one shared folder. Then one more short run (the "next run", which removes what a
# killed writer left), and the checks:
#   - every saved file is intact JSON and `harness replay` reproduces it (exit 1);
#   - no partial or temporary file is left;
#   - every file a run reported as saved ("Saved: PATH") exists: no reported find lost.
#
#   scripts/interrupt-suite.sh [ROUNDS]        (default 20: 120 interrupts in all)
#   SEED=N                                     the seed of the random moments (printed)
#
# Exit codes: 0 every check held, 1 a check failed (printed), 64 a usage error.
set -euo pipefail
usage() { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in -h|--help) usage; exit 0 ;; esac
rounds="${1:-20}"
[[ "$rounds" =~ ^[0-9]+$ ]] && (( 10#$rounds >= 1 && 10#$rounds <= 1000 )) \
    || { echo "interrupt-suite.sh: ROUNDS must be a whole number from 1 to 1000, not '$rounds'" >&2; exit 64; }
rounds=$((10#$rounds))
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
seed="${SEED:-$(( $(date +%s) % 32768 ))}"
RANDOM=$seed
echo "interrupt-suite: seed $seed, $rounds rounds of INT, TERM and KILL against harness fuzz and the nightly"

swift build -c release --product harness >&2
harness=.build/release/harness
work="$(mktemp -d "${TMPDIR:-/tmp}/interrupt-suite.XXXXXX")"
trap 'rm -rf "$work"' EXIT
shared="$work/found"
mkdir -p "$shared"
faults=(lockClampLoweredTo499 selectorMaskMovedWithoutInnerView cameraCompletionToggles splitIgnoresToggle lockCancelWithoutSuper)
reported="$work/reported.txt"
: > "$reported"
interrupts=0

# A random pause of 0.2 to 3.0 s.
pause() { sleep "$(( RANDOM % 29 / 10 )).$(( RANDOM % 10 ))"; sleep 0.2; }

for (( round = 1; round <= rounds; round++ )); do
    for signal in INT TERM KILL; do
        fault="${faults[$(( RANDOM % ${#faults[@]} ))]}"
        # harness fuzz on two jobs, killed mid-campaign (often mid-shrink or mid-save).
        "$harness" fuzz --jobs 2 --seconds 30 --fault "$fault" --out "$shared" > /dev/null 2> "$work/fuzz.log" &
        pid=$!
        pause
        kill -"$signal" "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        interrupts=$((interrupts + 1))
        grep '^Saved: ' "$work/fuzz.log" | sed 's/^Saved: //; s/ (already known)$//' >> "$reported" || true

        # The nightly, in the background as a user would start it, killed at a random moment.
        HARNESS_FAULTS="$fault" NIGHTLY_MERGE=0 NIGHTLY_LIBFUZZER_SHARE=0 \
            scripts/nightly-fuzz.sh 30 "$work/nightly" > /dev/null 2> "$work/nightly.log" &
        pid=$!
        pause
        pause
        kill -"$signal" "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        # After a SIGKILL of the script, its stage notices within half a second and stops.
        for _ in $(seq 1 60); do pgrep -f "harness fuzz .*--out $work/nightly/found" > /dev/null || break; sleep 0.5; done
        if pgrep -f "harness fuzz .*--out $work/nightly/found" > /dev/null; then
            echo "interrupt-suite: FAILED: a harness fuzz stage outlived the nightly ($signal, round $round)"; exit 1
        fi
        interrupts=$((interrupts + 1))
        printf '.'
    done
done
echo
echo "interrupt-suite: $interrupts interrupts sent; one more short run cleans up after the killed ones"
"$harness" fuzz --seconds 1 --property L1 --out "$shared" > /dev/null 2>&1 || true
"$harness" fuzz --seconds 1 --property L1 --out "$work/nightly/found" > /dev/null 2>&1 || true

fail() { echo "interrupt-suite: FAILED: $*"; exit 1; }
files=0
while IFS= read -r file; do
    python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$file" || fail "$file is not intact JSON"
    set +e
    "$harness" replay "$file" > /dev/null 2>&1
    replay=$?
    set -e
    (( replay == 1 )) || fail "$file does not reproduce (replay exit $replay)"
    files=$((files + 1))
done < <(find "$shared" "$work/nightly/found" -name '*.json' | sort)
leftovers=$(find "$shared" "$work/nightly" \( -name '.*.partial-*' -o -name '.dat.nosync*' -o -name '*.tmp' \) | wc -l)
(( leftovers == 0 )) || fail "$leftovers temporary files left: $(find "$shared" "$work/nightly" \( -name '.*.partial-*' -o -name '.dat.nosync*' -o -name '*.tmp' \))"
lost=0
while IFS= read -r path; do [[ -f "$path" ]] || { echo "lost: $path"; lost=$((lost + 1)); }; done < <(sort -u "$reported")
(( lost == 0 )) || fail "$lost reported finds are missing"
echo "interrupt-suite: ok: $interrupts interrupts, $files saved files intact and reproducible, 0 temporary files left, $(sort -u "$reported" | grep -c . || true) reported finds all present"
