# Sourced by bench-layout.sh and diff-kiwi.sh: a throwaway virtual environment with
# kiwisolver from PyPI (removed on exit), and a release build of harness-bench.
# Sets KIWI_PYTHON and HARNESS_BENCH (its `layout` subcommand is the Swift side).
set -euo pipefail

KIWI_VERSION="${KIWI_VERSION:-1.5.1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="$(mktemp -d "${TMPDIR:-/tmp}/kiwi-venv.XXXXXX")"
trap 'rm -rf "$venv"' EXIT

python3 -m venv "$venv" >&2
"$venv/bin/pip" install --quiet --disable-pip-version-check "kiwisolver==$KIWI_VERSION" >&2
KIWI_PYTHON="$venv/bin/python"

(cd "$root" && swift build -c release --product harness-bench >&2)
HARNESS_BENCH="$root/.build/release/harness-bench"
