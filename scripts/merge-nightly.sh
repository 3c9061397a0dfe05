#!/usr/bin/env bash
# Merges the output folders of several nightly shards (scripts/nightly-fuzz.sh with
# NIGHTLY_SHARD=i/n, one folder each, e.g. the GitHub artifacts nightly-shard-1 ...) into
# one: counterexamples, libFuzzer corpora and a combined summary.
#
#   scripts/merge-nightly.sh SHARDS_DIR OUT_DIR
#   MERGE_NO_BUILD=1    use the harness and harness-fuzzer binaries already built
#
# SHARDS_DIR holds one folder per shard (each with summary.md, found/, libfuzzer/corpus/).
# OUT_DIR/found/ gets every shard's counterexamples: content-hashed names make this a copy
# that never overwrites (two shards that found the same counterexample wrote the same
# name, and the script checks that the two files hold the same choices).
# OUT_DIR/corpus/<property>/ gets each property's libFuzzer corpora merged with
# libFuzzer's -merge=1 (inputs that add no coverage are dropped; its logs in OUT_DIR/logs/).
# OUT_DIR/summary.md lists the finds, each with a command that replays it when pasted
# after copying OUT_DIR/found/ into Counterexamples/ (`cp -Rn OUT_DIR/found/. Counterexamples/`),
# then every shard's own summary.
# Exit codes: 0 merged, nothing new; 1 merged, new counterexamples; 2 the merge failed
# (two files of one name that differ, an unreadable file, a failed build); 64 usage.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
fail_usage() { echo "merge-nightly.sh: $*" >&2; echo "Run 'scripts/merge-nightly.sh --help' for usage." >&2; exit 64; }
(( $# == 2 )) || fail_usage "expected SHARDS_DIR OUT_DIR"
[[ -d "$1" ]] || fail_usage "SHARDS_DIR '$1' is not a folder"
shards="$(cd "$1" && pwd)"
mkdir -p "$2/found" "$2/corpus" "$2/logs" 2>/dev/null || { echo "merge-nightly.sh: cannot write into '$2'" >&2; exit 2; }
out="$(cd "$2" && pwd)"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

mapfile -t folders < <(find "$shards" -mindepth 1 -maxdepth 1 -type d | sort)
(( ${#folders[@]} > 0 )) || { echo "merge-nightly.sh: no shard folders in $shards" >&2; exit 2; }

# Counterexamples: copy, never overwrite; a name found twice must hold the same choices.
python3 - "$out/found" "${folders[@]}" <<'PY' || exit 2
import json, os, shutil, sys
target, shards = sys.argv[1], sys.argv[2:]
copied = same = 0
for shard in shards:
    found = os.path.join(shard, "found")
    for folder, _, names in os.walk(found):
        for name in sorted(names):
            if not name.endswith(".json"):
                continue
            source = os.path.join(folder, name)
            rel = os.path.relpath(source, found)
            dest = os.path.join(target, rel)
            try:
                choices = json.load(open(source))["choices"]
            except Exception as error:
                sys.exit(f"merge-nightly.sh: {source} is not a counterexample file: {error}")
            if os.path.exists(dest):
                if json.load(open(dest))["choices"] != choices:
                    sys.exit(f"merge-nightly.sh: {rel} differs between shards")
                same += 1
                continue
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            shutil.copy(source, dest)
            copied += 1
print(f"merge counterexamples shards={len(shards)} files={copied} found_by_more_than_one={same}")
PY

# Corpora: libFuzzer's -merge=1 per property, from every shard's corpus of it.
corpora=$(find "${folders[@]}" -mindepth 3 -maxdepth 3 -path '*/libfuzzer/corpus/*' -type d 2>/dev/null | wc -l)
if (( corpora > 0 )); then
    if [[ "${MERGE_NO_BUILD:-0}" != "1" ]]; then
        echo "[merge-nightly] building harness and harness-fuzzer (release)" >&2
        swift build -c release --product harness >&2 || exit 2
        swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product harness-fuzzer >&2 || exit 2
    fi
    while IFS= read -r property; do
        slug="$(printf '%s' "$property" | tr -c 'A-Za-z0-9' '-')"
        inputs=()
        for folder in "${folders[@]}"; do
            [[ -d "$folder/libfuzzer/corpus/$slug" ]] && inputs+=("$folder/libfuzzer/corpus/$slug")
        done
        (( ${#inputs[@]} > 0 )) || continue
        mkdir -p "$out/corpus/$slug"
        HARNESS_PROPERTY="$property" SWIFT_BACKTRACE=enable=no .build-fuzz/release/harness-fuzzer -merge=1 \
            "$out/corpus/$slug" "${inputs[@]}" > "$out/logs/$slug.merge.log" 2>&1 \
            || { tail -5 "$out/logs/$slug.merge.log" >&2; echo "merge-nightly.sh: merging the corpus of '$property' failed" >&2; exit 2; }
        echo "merge corpus \"$property\" shards=${#inputs[@]} inputs=$(find "${inputs[@]}" -type f | wc -l) kept=$(find "$out/corpus/$slug" -type f | wc -l)"
    done < <(.build/release/harness list --names)
fi

new=$(find "$out/found" -name '*.json' | sort)
{
    echo "# Nightly fuzz, ${#folders[@]} shards merged"
    echo
    echo "- new counterexamples: $(printf '%s' "$new" | grep -c . || true)"
    echo
    if [[ -n "$new" ]]; then
        echo "Copy them into the regression directory with \`cp -Rn found/. Counterexamples/\`; each line then reproduces its find when pasted:"
        echo
        while IFS= read -r file; do
            rel="${file#"$out"/found/}"
            echo "- \`swift run -c release harness replay 'Counterexamples/$rel' --trace\`"
        done <<< "$new"
        echo
    fi
    for folder in "${folders[@]}"; do
        if [[ -f "$folder/summary.md" ]]; then
            echo "## $(basename "$folder")"
            echo
            sed 's/^#/###/' "$folder/summary.md"
            echo
        fi
    done
} > "$out/summary.md"
echo "merge-nightly: $(printf '%s' "$new" | grep -c . || true) new counterexample(s); summary: $out/summary.md"
[[ -n "$new" ]] && exit 1
exit 0
