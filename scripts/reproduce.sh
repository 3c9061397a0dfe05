#!/usr/bin/env bash
# Reproduces one counterexample file (or replay token): the step-by-step trace, the
# broken invariant, and a picture of the control at the failing step next to the file.
#
#   scripts/reproduce.sh FILE|TOKEN [--fault NAME ...]
#
# Exit 1 when it still fails, 0 when it passes now, 2 when the input cannot be used.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
input="${1:?usage: reproduce.sh FILE|TOKEN [--fault NAME ...]}"
shift
picture="${REPRODUCE_SVG:-}"
if [[ -z "$picture" ]]; then
    if [[ -f "$input" ]]; then picture="${input%.json}.svg"; else picture="counterexample.svg"; fi
fi
[[ -f "$input" ]] && input="$(cd "$(dirname "$input")" && pwd)/$(basename "$input")"
case "$picture" in /*) ;; *) picture="$PWD/$picture" ;; esac
cd "$root"
swift build -c release --product harness >&2
set +e
.build/release/harness replay "$input" --trace --svg "$picture" "$@"
status=$?
set -e
exit $status
