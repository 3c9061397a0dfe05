#!/usr/bin/env bash
# Reproduces one counterexample file (or replay token): the step-by-step trace, the
# broken invariant, and a picture of the control at the failing step.
#
#   scripts/reproduce.sh FILE [--without-recorded-faults]
#   scripts/reproduce.sh TOKEN --property NAME [--fault NAME ...]
#   REPRODUCE_SVG=path.svg   where the picture goes (default: a file in $TMPDIR, printed)
#
# A file replays with the faults it was found with (it records them), so a fault find
# reproduces as found. Exit codes: 1 it still fails, 0 it passes now, 2 the input cannot
# be used (malformed, other version, stale), 64 a usage error.
set -euo pipefail
usage() { sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in
    -h|--help) usage; exit 0 ;;
    "") echo "reproduce.sh: which counterexample? Give a FILE or a TOKEN." >&2
        echo "Run 'scripts/reproduce.sh --help' for usage." >&2; exit 64 ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
input="$1"
shift
if [[ -f "$input" ]]; then
    input="$(cd "$(dirname "$input")" && pwd)/$(basename "$input")"
    name="$(basename "${input%.json}")"
else
    name="token"
fi
# Never next to the counterexample: a picture inside Counterexamples/ would be committed.
picture="${REPRODUCE_SVG:-${TMPDIR:-/tmp}/reproduce-$name.svg}"
case "$picture" in /*) ;; *) picture="$PWD/$picture" ;; esac
cd "$root"
swift build -c release --product harness >&2
set +e
.build/release/harness replay "$input" --trace --svg "$picture" "$@"
status=$?
set -e
exit $status
