#!/usr/bin/env bash
# Prints the unified diff of seed 003's Swift (scripts/data/seed-003-CameraModeView.swift,
# the post's fragments in order inside their class) against the camera switch as it is
# written here (Sources/SeedControls/CameraModeView/CameraModeView.swift): what
# docs/seed-deviations.md shows.
#
# Usage: scripts/seed-diff.sh        Exit: 0 (a diff is expected), 2 a file is missing, 64 usage.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# == 0 )) || { echo "seed-diff.sh: takes no arguments (see --help), got: $*" >&2; exit 64; }
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seed=scripts/data/seed-003-CameraModeView.swift
ours=Sources/SeedControls/CameraModeView/CameraModeView.swift
for file in "$seed" "$ours"; do [[ -f "$file" ]] || { echo "seed-diff.sh: missing $file" >&2; exit 2; }; done
diff -U1 --label "seed 003 (Swift 2)" --label "$ours" "$seed" "$ours" || true
