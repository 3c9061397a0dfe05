#!/usr/bin/env bash
# Prints the diff of seed 003's Swift against the camera switch as it is written here
# (Sources/SeedControls/CameraModeView/CameraModeView.swift): what docs/seed-deviations.md
# shows. The seed (scripts/data/seed-003-CameraModeView.swift, the post's Swift 2
# fragments in order inside their class) is first spelled in Swift 6 by the renames of
# scripts/data/seed-003-modern-swift.sed (API and syntax renames only, each naming the
# Swift version that made it), so the diff shows what this file changes.
#
# By default every change is shown in place, word by word (git's plain word diff, no
# context lines): [-removed-] and {+added+} inside the line they change, a `@@` line
# naming each place. Nothing is left out; --lines prints the same changes as a unified
# line diff with one line of context.
#
# Usage: scripts/seed-diff.sh [--lines] [--swift2]
#   --lines    a unified line diff (-U1) instead of the word diff
#   --swift2   diff against the seed's Swift 2 text itself, renames included
# Exit: 0 (a diff is expected), 2 a file is missing or git failed, 64 usage.
set -euo pipefail
from=modern
form=words
while (( $# > 0 )); do
    case "$1" in
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        --swift2) from=swift2; shift ;;
        --lines) form=lines; shift ;;
        *) echo "seed-diff.sh: unknown argument (see --help): $1" >&2; exit 64 ;;
    esac
done
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seed=scripts/data/seed-003-CameraModeView.swift
renames=scripts/data/seed-003-modern-swift.sed
ours=Sources/SeedControls/CameraModeView/CameraModeView.swift
for file in "$seed" "$renames" "$ours"; do [[ -f "$file" ]] || { echo "seed-diff.sh: missing $file" >&2; exit 2; }; done
work="$(mktemp -d "${TMPDIR:-/tmp}/seed-diff.XXXXXX")"
trap 'rm -rf "$work"' EXIT
if [[ $from == swift2 ]]; then
    label="seed 003 (Swift 2)"
    cp "$seed" "$work/seed.swift"
else
    label="seed 003 (Swift 2, renamed for Swift 6 by $renames)"
    sed -f "$renames" "$seed" > "$work/seed.swift"
fi
if [[ $form == lines ]]; then
    diff -U1 --label "$label" --label "$ours" "$work/seed.swift" "$ours" || true
else
    echo "--- $label"
    echo "+++ $ours"
    command -v git >/dev/null || { echo "seed-diff.sh: the word diff needs git (--lines does not)" >&2; exit 2; }
    # git's own header lines (diff --git, index, ---, +++) name the throwaway copy: drop
    # them. git exits 1 when the files differ (expected) and above 1 when it failed.
    status=0
    git diff --no-index --no-color --word-diff=plain -U0 "$work/seed.swift" "$ours" > "$work/diff" || status=$?
    (( status <= 1 )) || { echo "seed-diff.sh: git diff failed (exit $status)" >&2; exit 2; }
    sed -n '/^@@/,$p' "$work/diff"
fi
