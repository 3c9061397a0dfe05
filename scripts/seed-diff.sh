#!/usr/bin/env bash
# Prints the unified diff of seed 003's Swift against the camera switch as it is written
# here (Sources/SeedControls/CameraModeView/CameraModeView.swift): what
# docs/seed-deviations.md shows. The seed (scripts/data/seed-003-CameraModeView.swift, the
# post's Swift 2 fragments in order inside their class) is first spelled in Swift 6 by the
# renames of scripts/data/seed-003-modern-swift.sed (API and syntax renames only, each
# naming the Swift version that made it), so the diff shows what this file changes.
#
# Usage: scripts/seed-diff.sh [--swift2]
#   --swift2   diff against the seed's Swift 2 text itself, renames included
# Exit: 0 (a diff is expected), 2 a file is missing, 64 usage.
set -euo pipefail
from=modern
case "${1:-}" in
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --swift2) from=swift2; shift ;;
esac
(( $# == 0 )) || { echo "seed-diff.sh: unknown arguments (see --help): $*" >&2; exit 64; }
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seed=scripts/data/seed-003-CameraModeView.swift
renames=scripts/data/seed-003-modern-swift.sed
ours=Sources/SeedControls/CameraModeView/CameraModeView.swift
for file in "$seed" "$renames" "$ours"; do [[ -f "$file" ]] || { echo "seed-diff.sh: missing $file" >&2; exit 2; }; done
if [[ $from == swift2 ]]; then
    diff -U1 --label "seed 003 (Swift 2)" --label "$ours" "$seed" "$ours" || true
else
    diff -U1 --label "seed 003 (Swift 2, renamed for Swift 6 by $renames)" --label "$ours" \
        <(sed -f "$renames" "$seed") "$ours" || true
fi
