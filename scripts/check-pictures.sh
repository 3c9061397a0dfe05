#!/usr/bin/env bash
# Draws the failing step of saved counterexamples (one per control by default) as SVG,
# from model and from presentation values, and renders each to PNG, so a person can look
# at them: the control outlined, the touch paths and their numbered downs inside the
# canvas, the broken invariant as a caption below the window.
#
#   scripts/check-pictures.sh [OUT_DIR] [FILE ...]   (default: pictures/, one file per control)
#
# Needs rsvg-convert (Debian's librsvg2-bin; installed when missing and apt-get works).
# Exit codes: 0 every picture drawn and rendered, 1 one was not, 2 no renderer, 64 usage.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-pictures}"
[[ $# -gt 0 ]] && shift
mkdir -p "$out" || { echo "check-pictures.sh: cannot write into $out" >&2; exit 2; }
out="$(cd "$out" && pwd)"
files=("$@")
cd "$root"
if (( ${#files[@]} == 0 )); then
    for prefix in L1 S1 C2 M1; do
        files+=("$(find Counterexamples -path "*/$prefix-*" -name '*.json' | sort | head -1)")
    done
fi
if ! command -v rsvg-convert > /dev/null; then
    echo "check-pictures.sh: installing librsvg2-bin for rsvg-convert" >&2
    { apt-get update -qq && apt-get install -y -qq librsvg2-bin; } > /dev/null 2>&1 || true
fi
command -v rsvg-convert > /dev/null || { echo "check-pictures.sh: rsvg-convert is missing (apt-get install librsvg2-bin)" >&2; exit 2; }
swift build -c release --product harness >&2
status=0
for file in "${files[@]}"; do
    [[ -f "$file" ]] || { echo "check-pictures.sh: no file '$file'" >&2; status=1; continue; }
    name="$(basename "$(dirname "$file")")"
    for values in model presentation; do
        flag=(); [[ $values == presentation ]] && flag=(--presentation)
        svg="$out/$name-$values.svg"
        set +e
        .build/release/harness replay "$file" --svg "$svg" "${flag[@]}" > /dev/null
        set -e
        if [[ -s "$svg" ]] && rsvg-convert -o "${svg%.svg}.png" "$svg"; then
            echo "$svg -> ${svg%.svg}.png"
        else
            echo "check-pictures.sh: could not draw $file ($values)" >&2; status=1
        fi
    done
done
exit $status
