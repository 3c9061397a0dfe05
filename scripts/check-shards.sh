#!/usr/bin/env bash
# Demonstrates sharding: two shards of two jobs each fuzz with a fault switched on into
# separate directories; no file is written twice, and merging the directories loses
# nothing (content-hashed names make the merge a plain copy).
#
#   scripts/check-shards.sh [FAULT] [CASES]     (defaults: lockClampLoweredTo499, 6000)
set -euo pipefail
# --help prints the comment above; unexpected arguments are a usage error (exit 64).
case "${1:-}" in -h|--help) sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# <= 1 )) || { echo "check-shards.sh: takes at most one argument (see --help), got: $*" >&2; exit 64; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
fault="${1:-lockClampLoweredTo499}"
cases="${2:-6000}"
work="$(mktemp -d "${TMPDIR:-/tmp}/check-shards.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swift build -c release --product harness >&2
for shard in 1 2; do
    .build/release/harness fuzz --fault "$fault" --shard "$shard/2" --jobs 2 --cases "$cases" --seed 7 \
        --out "$work/shard$shard" --json "$work/shard$shard.json" > "$work/shard$shard.txt" 2> "$work/shard$shard.log" || true
done
python3 - "$work" <<'PY'
import json, os, sys, filecmp, shutil
work = sys.argv[1]
def files(d):
    out = {}
    for root, _, names in os.walk(d):
        for n in names:
            if n.endswith(".json"):
                out[os.path.relpath(os.path.join(root, n), d)] = os.path.join(root, n)
    return out
a, b = files(os.path.join(work, "shard1")), files(os.path.join(work, "shard2"))
for shard in ("shard1", "shard2"):
    summary = json.load(open(os.path.join(work, shard + ".json")))
    new = [f for p in summary["properties"] for f in p["newFiles"]]
    assert len(new) == len(set(new)), f"{shard}: a file was written twice: {new}"
    print(f"{shard}: {sum(p['cases'] for p in summary['properties'])} cases, {len(new)} new files, each written once")
for f in list(a.values()) + list(b.values()):
    json.load(open(f))
merged = os.path.join(work, "merged")
for src in (os.path.join(work, "shard1"), os.path.join(work, "shard2")):
    for rel, path in files(src).items():
        target = os.path.join(merged, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if os.path.exists(target):
            # Same name means same counterexample (property + choices): the contents agree
            # except for provenance (seed, date).
            assert json.load(open(target))["choices"] == json.load(open(path))["choices"], rel
        else:
            shutil.copy(path, target)
m = files(merged)
assert set(m) == set(a) | set(b), "the merge lost files"
print(f"merged: {len(a)} + {len(b)} files -> {len(m)} ({len(set(a) & set(b))} found by both shards); nothing lost")
PY
echo "check-shards: ok"
