#!/usr/bin/env bash
# Differential run against kiwisolver (PyPI) on generated systems where kiwi's weighted
# sum and our strict priority order cannot disagree (see Sources/LayoutBench/Diff.swift, run as `harness-bench layout diff`).
#
#   scripts/diff-kiwi.sh [SYSTEMS] [SEED]      (defaults: 10000, 20261129)
#   TAMPER=1 scripts/diff-kiwi.sh 300          our answers made wrong on purpose (x0 moved
#                                              by 0.5 after the adds): shows the check can fail
#
# Prints `diff-kiwi systems=N disagreements=D` (with TAMPER=1:
# `diff-kiwi tampered systems=N disagreements=D`).
# Exit: 0 when no system disagrees (with TAMPER=1: when some do), 1 otherwise,
# 64 on a usage error.
set -euo pipefail
case "${1:-}" in
  -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
esac
for arg in "${1:-10000}" "${2:-20261129}"; do
  [[ "$arg" =~ ^[0-9]+$ ]] || { echo "diff-kiwi.sh: SYSTEMS and SEED must be whole numbers, not '$arg'" >&2; exit 64; }
done
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/lib/kiwi-venv.sh"

systems="${1:-10000}"
seed="${2:-20261129}"
mode=()
[[ "${TAMPER:-0}" == "1" ]] && mode=(--tamper)
"$HARNESS_BENCH" layout diff --systems "$systems" --seed "$seed" | "$KIWI_PYTHON" "$here/kiwi_diff.py" "${mode[@]}"
