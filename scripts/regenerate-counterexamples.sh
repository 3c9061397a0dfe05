#!/usr/bin/env bash
# Rebuilds Counterexamples/: for every fault, a short campaign with only that fault on,
# over the properties that list it, saving each distinct shrunk failure. Each saved file
# records its fault, so Tests/Fuzz replays it: it must fail with the fault on and pass
# with it off. Run it after a generator changes (old files are then reported stale).
#
# Usage: scripts/regenerate-counterexamples.sh [SECONDS_PER_FAULT]   (default 3)
# Exit: 0 when every fault left at least one file, 1 otherwise, 64 on a usage error.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
case "${1:-3}" in
  -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
  *[!0-9]*|0) echo "regenerate-counterexamples.sh: SECONDS_PER_FAULT must be a positive whole number, not '${1:-}'" >&2; exit 64 ;;
esac
SECONDS_PER_FAULT="${1:-3}"
echo "building harness (release)..." >&2
swift build -c release --product harness >&2
BIN="$(swift build -c release --show-bin-path)/harness"
OUT="$ROOT/Counterexamples"
rm -rf "$OUT"
mkdir -p "$OUT"
missing=0
# `harness list` prints "property  invariant  control  catches" rows, catches comma-separated.
# Each fault fuzzes into a folder of its own (so a failure another fault already saved is
# not skipped as known), then its files move in, named after the fault.
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
while IFS=$'\t' read -r fault property; do
  rm -rf "$WORK/out"
  "$BIN" fuzz --fault "$fault" --property "$property" --seconds "$SECONDS_PER_FAULT" --jobs 1 --out "$WORK/out" > /dev/null 2>&1 || true
  count=0
  while IFS= read -r file; do
    folder="$(basename "$(dirname "$file")")"
    mkdir -p "$OUT/$folder"
    mv "$file" "$OUT/$folder/$fault-$(basename "$file")"
    count=$((count + 1))
  done < <(find "$WORK/out" -name '*.json' 2>/dev/null | sort)
  if [ "$count" -eq 0 ]; then echo "no counterexample for $fault ($property)" >&2; missing=$((missing + 1)); fi
  echo "$fault: $count file(s) under '$property'" >&2
done < <("$BIN" faults --list-catchers)
[ "$missing" -eq 0 ]
