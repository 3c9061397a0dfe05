#!/usr/bin/env bash
# The report blocks of docs/FINDINGS.md, regenerated from today's code (release build):
# each seed defect's shrunk counterexample (the shortest over seeds 1-5, as the fault
# catalogue's hunt finds it with only that fault on), S4b's catch of the error-weight tie
# (§9), the seed-18 catch of §10, the lock's frames along §8's drag (the drift), and
# §12's removal between two swipes. Each block starts with a `## name` line; the reports
# are printed exactly as a failing check prints them.
#
# Usage: scripts/findings.sh              print the blocks
#        scripts/findings.sh --out FILE   write them to FILE
#        scripts/findings.sh --update     rewrite the blocks of docs/FINDINGS.md in place
#        scripts/findings.sh --check      say which blocks of docs/FINDINGS.md differ
# In docs/FINDINGS.md a block is the fenced block after a line `<!-- findings.sh: NAME -->`.
# Exit: 0 done (--check: every block current), 1 when the build or the run fails, a block
# is missing, or (--check) a block differs; 64 on a usage error.
set -euo pipefail
out=""
action=print
while [[ $# -gt 0 ]]; do
  case "$1" in
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    --update) action=update; shift ;;
    --check) action=check; shift ;;
    --out) [[ $# -ge 2 ]] || { echo "findings.sh: --out needs a file" >&2; exit 64; }; out="$2"; shift 2 ;;
    *) echo "findings.sh: unknown argument '$1' (try --help)" >&2; exit 64 ;;
  esac
done
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
swift build -c release --product harness-bench >&2 || exit 1
bin="$(swift build -c release --show-bin-path)/harness-bench"
case "$action" in
  update|check)
    report="$(mktemp "${TMPDIR:-/tmp}/findings.XXXXXX")"
    trap 'rm -f "$report"' EXIT
    "$bin" findings > "$report"
    flag=()
    [[ "$action" == check ]] && flag=(--check)
    python3 scripts/lib/fill-blocks.py findings.sh "$report" docs/FINDINGS.md "${flag[@]}"
    ;;
  *)
    if [[ -n "$out" ]]; then
      "$bin" findings > "$out"
      echo "findings.sh: wrote $(grep -c '^## ' "$out") blocks to $out" >&2
    else
      "$bin" findings
    fi
    ;;
esac
