#!/usr/bin/env bash
# Where the layout solver's enaml-like build spends its instructions (callgrind): the
# project's functions by inclusive share of all instructions, demangled. This is the
# source of the shares quoted in docs/benchmarks.md.
#
# Usage: scripts/profile-layout.sh [BUILDS]      (default 300; builds of the enaml-like
#                                                 system, scripts/data/enaml-like.txt)
# Needs valgrind (callgrind_annotate) and a Swift toolchain; no network.
# Report (stdout): `# profile-layout builds=N instructions=I building=P%`, then the 15
# functions with the most self instructions: `SELF%  INCLUSIVE%  FUNCTION`, as shares of
# all the program's instructions (building is nearly all of them; parsing the file, the
# one drag step and the loader are the rest).
# Exit: 0 done, 1 when valgrind is missing or the run fails, 64 on a usage error.
set -euo pipefail
case "${1:-}" in
  -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
esac
builds="${1:-300}"
[[ "$builds" =~ ^[1-9][0-9]*$ ]] || { echo "profile-layout.sh: BUILDS must be a positive whole number, not '$builds'" >&2; exit 64; }
command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null \
  || { echo "profile-layout.sh: valgrind and callgrind_annotate are needed" >&2; exit 1; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
swift build -c release --product harness-bench >&2
bin="$(swift build -c release --show-bin-path)/harness-bench"
work="$(mktemp -d "${TMPDIR:-/tmp}/profile-layout.XXXXXX")"
trap 'rm -rf "$work"' EXIT

valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
  "$bin" layout enaml scripts/data/enaml-like.txt --builds "$builds" --steps 1 >/dev/null 2>"$work/valgrind.log" \
  || { cat "$work/valgrind.log" >&2; exit 1; }

callgrind_annotate --auto=no --threshold=100 --inclusive=yes "$work/cg.out" > "$work/inclusive.txt" 2>/dev/null
callgrind_annotate --auto=no --threshold=100 --inclusive=no "$work/cg.out" > "$work/self.txt" 2>/dev/null
python3 - "$work/inclusive.txt" "$work/self.txt" "$builds" <<'PY'
import re, subprocess, sys

ROW = re.compile(r"^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.*?)(?:\s+\[[^\]]*\])?\s*$")

def read(path):
    """Function name -> instructions, from the function table of callgrind_annotate."""
    rows, table = {}, False
    for raw in open(path, encoding="utf-8", errors="replace"):
        if "PROGRAM TOTALS" in raw:
            rows["PROGRAM TOTALS"] = int(raw.split()[0].replace(",", ""))
            continue
        if "file:function" in raw:
            table = True
            continue
        m = ROW.match(raw) if table else None
        if not m:
            continue
        name = m.group(2).rsplit(":", 1)[-1]
        rows[name] = rows.get(name, 0) + int(m.group(1).replace(",", ""))
    return rows

inclusive, own = read(sys.argv[1]), read(sys.argv[2])
names = sorted(set(inclusive) | set(own))
out = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names) + "\n",
                     capture_output=True, text=True).stdout.splitlines()
pretty = dict(zip(names, out)) if len(out) == len(names) else {n: n for n in names}
total = own.pop("PROGRAM TOTALS", None) or inclusive.get("PROGRAM TOTALS")
build = [n for n in names if "buildEnaml" in pretty[n]]
if not total or not build:
    sys.exit("profile-layout.sh: no program totals or no buildEnaml in the profile")
print(f"# profile-layout builds={sys.argv[3]} instructions={total} "
      f"building={100 * inclusive[build[0]] / total:.1f}% (shares below are of all instructions)")
print("# self %   inclusive %   function")
shown = 0
for name in sorted(own, key=lambda n: -own[n]):
    label = pretty[name]
    if "buildEnaml" in label or "runEnamlBenchmark" in label or name == "PROGRAM TOTALS":
        continue
    print(f"{100 * own[name] / total:6.1f}%  {100 * inclusive.get(name, own[name]) / total:6.1f}%  {label[:150]}")
    shown += 1
    if shown == 15:
        break
PY
