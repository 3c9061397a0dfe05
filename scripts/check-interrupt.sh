#!/usr/bin/env bash
# Demonstrates that interrupting the nightly campaign loses nothing: runs
# scripts/nightly-fuzz.sh under nohup in the background with a fault switched on, sends
# SIGINT once it has saved a counterexample, then checks that the summary was written
# (marked interrupted), that every saved file is intact JSON that `harness replay`
# reproduces, that every reproduce line of the summary works when pasted, and that no
# temporary file is left.
#
#   scripts/check-interrupt.sh [FAULT]        (default: lockClampLoweredTo499)
set -euo pipefail
# --help prints the comment above; unexpected arguments are a usage error (exit 64).
case "${1:-}" in -h|--help) sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# <= 1 )) || { echo "check-interrupt.sh: takes at most one argument (see --help), got: $*" >&2; exit 64; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
fault="${1:-lockClampLoweredTo499}"
out="$(mktemp -d "${TMPDIR:-/tmp}/check-interrupt.XXXXXX")"
trap 'rm -rf "$out"' EXIT

swift build -c release --product harness >&2
# Started the hard way: under nohup, as a background job of a non-interactive shell,
# which starts it with SIGINT ignored; the nightly must still obey SIGINT.
HARNESS_FAULTS="$fault" NIGHTLY_MERGE=0 NIGHTLY_LIBFUZZER_SHARE=0 nohup scripts/nightly-fuzz.sh 300 "$out/run" \
    > "$out/stdout.log" 2> "$out/stderr.log" &
nightly=$!
started=$(date +%s)
for _ in $(seq 1 240); do
    compgen -G "$out/run/found/*/*.json" > /dev/null && break
    sleep 0.5
done
sleep 1
echo "sending SIGINT to the nightly script (pid $nightly)"
kill -INT "$nightly"
set +e
wait "$nightly"
status=$?
set -e
echo "nightly exited with $status, $(( $(date +%s) - started )) s after it started (budget 300 s)"

fail() { echo "check-interrupt: FAILED: $*"; exit 1; }
[[ -f "$out/run/summary.md" ]] || fail "no summary.md"
grep -q "status: interrupted" "$out/run/summary.md" || fail "the summary does not say interrupted"
files=( "$out"/run/found/*/*.json )
[[ -e "${files[0]}" ]] || fail "nothing was saved before the interrupt"
for file in "${files[@]}"; do
    python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$file" || fail "$file is not intact JSON"
    set +e
    .build/release/harness replay "$file" > /dev/null
    replay=$?
    set -e
    [[ $replay -eq 1 ]] || fail "$file did not reproduce (replay exit $replay)"
done
# Every reproduce line of the summary, pasted as printed, reproduces its find.
pasted=0
while IFS= read -r line; do
    set +e
    bash -c "$line" > /dev/null 2>&1
    replay=$?
    set -e
    [[ $replay -eq 1 ]] || fail "the summary's line did not reproduce (exit $replay): $line"
    pasted=$((pasted + 1))
done < <(grep -o "swift run -c release harness replay '[^']*' --trace" "$out/run/summary.md" | sort -u)
(( pasted > 0 )) || fail "the summary lists no reproduce line"
echo "check-interrupt: $pasted reproduce line(s) of the summary pasted; each still fails"
leftovers=$(find "$out/run" -name '*.tmp' -o -name '.*.partial-*' -o -name '.dat.nosync*' | wc -l)
[[ $leftovers -eq 0 ]] || fail "$leftovers temporary files left behind"
echo "check-interrupt: ok: ${#files[@]} saved file(s) intact and reproducible, summary written after SIGINT"
