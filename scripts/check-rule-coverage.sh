#!/usr/bin/env bash
# Lists every runtime rule of docs/runtime-rules.md (the `| R-…` rows of its table) with
# the tests that pin it: a test pins a rule when its doc comment says `Pins R-XN` (one
# or more ids, comma separated), in Tests/.
#
# Usage: scripts/check-rule-coverage.sh
# Output (stdout): `ID<TAB>tests` per rule (`Suite.test`, comma separated; `NONE` when no
# test names the rule), then `rules N pinned P unpinned U`, and a line for each id a
# test names that the table does not have.
# Exit: 0 every rule is pinned, 1 a rule is not (or a test names an unknown id),
# 2 docs/runtime-rules.md is missing or lists no rules, 64 usage.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# == 0 )) || { echo "check-rule-coverage.sh: takes no arguments (see --help), got: $*" >&2; exit 64; }
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[[ -f docs/runtime-rules.md ]] || { echo "check-rule-coverage.sh: missing docs/runtime-rules.md" >&2; exit 2; }
exec python3 - <<'PY'
import glob, re, sys
rules = re.findall(r"^\| (R-[A-Z]\d+) \|", open("docs/runtime-rules.md", encoding="utf-8").read(), re.M)
if not rules:
    print("check-rule-coverage.sh: docs/runtime-rules.md lists no rules", file=sys.stderr)
    sys.exit(2)
pinned = {}
for path in sorted(glob.glob("Tests/**/*.swift", recursive=True)):
    lines = open(path, encoding="utf-8").read().split("\n")
    suite = None
    for index, line in enumerate(lines):
        found = re.search(r"\b(?:struct|class|final class) (\w+)", line)
        if found and "@Suite" in line or (found and suite is None):
            suite = found.group(1)
        tag = re.match(r"\s*/// Pins ((?:R-[A-Z]\d+(?:, )?)+)\.", line)
        if not tag:
            continue
        following = next((l for l in lines[index + 1:] if re.search(r"\bfunc \w+", l)), "")
        name = re.search(r"\bfunc (\w+)", following).group(1) if following else "?"
        for rule in tag.group(1).split(", "):
            pinned.setdefault(rule, []).append(f"{suite}.{name}")
status = 0
for rule in rules:
    tests = pinned.get(rule, [])
    print(f"{rule}\t{', '.join(tests) if tests else 'NONE'}")
    status |= not tests
unpinned = sum(1 for rule in rules if rule not in pinned)
print(f"rules {len(rules)} pinned {len(rules) - unpinned} unpinned {unpinned}")
for rule in sorted(set(pinned) - set(rules)):
    print(f"unknown id {rule} named by {', '.join(pinned[rule])}")
    status = 1
sys.exit(status)
PY
