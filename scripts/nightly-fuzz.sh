#!/usr/bin/env bash
# The nightly campaign: `harness fuzz` over every property on all cores, then libFuzzer on
# each property for a share of the budget, every find shrunk and saved, the finds merged
# into the regression directory, a Markdown summary written. Exit 1 when anything new
# was found, 0 otherwise.
#
#   scripts/nightly-fuzz.sh [SECONDS] [OUT_DIR]
#   NIGHTLY_SECONDS=3600 NIGHTLY_OUT=nightly/ NIGHTLY_LIBFUZZER_SHARE=25 scripts/nightly-fuzz.sh
#   HARNESS_FAULTS=name,name  faults switched on (to prove the campaign catches them)
#   NIGHTLY_MERGE=0           do not merge finds into Counterexamples/
#
# Safe to stop at any time (SIGINT/SIGTERM): the running stage gets a short grace period,
# everything found so far stays saved (files are written atomically), and the summary is
# still written.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

seconds="${1:-${NIGHTLY_SECONDS:-600}}"
out="${2:-${NIGHTLY_OUT:-nightly-$(date -u +%Y%m%d-%H%M%S)}}"
share="${NIGHTLY_LIBFUZZER_SHARE:-25}"   # percent of the budget for libFuzzer
jobs="$(nproc 2>/dev/null || echo 2)"
mkdir -p "$out/found"
out="$(cd "$out" && pwd)"
summary="$out/summary.md"
started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
interrupted=0
child=0

log() { echo "[nightly] $*" >&2; }

write_summary() {
    local new_files
    new_files=$(find "$out/found" -name '*.json' 2>/dev/null | sort)
    {
        echo "# Nightly fuzz: $started"
        echo
        echo "- budget: ${seconds} s (libFuzzer share ${share} %), jobs: ${jobs}, faults: ${HARNESS_FAULTS:-none}"
        echo "- status: $([[ $interrupted -eq 1 ]] && echo "interrupted" || echo "complete")"
        echo "- new counterexamples: $(printf '%s' "$new_files" | grep -c . || true)"
        echo
        if [[ -f "$out/harness-fuzz.txt" ]]; then
            echo "## harness fuzz"
            echo
            echo '```'
            cat "$out/harness-fuzz.txt"
            echo '```'
            echo
        fi
        if [[ -s "$out/libfuzzer.txt" ]]; then
            echo "## libFuzzer"
            echo
            echo '```'
            cat "$out/libfuzzer.txt"
            echo '```'
            echo
        fi
        if [[ -n "$new_files" ]]; then
            echo "## Finds"
            echo
            while IFS= read -r file; do
                echo "- \`${file#"$out"/}\`: reproduce with \`scripts/reproduce.sh $file\`"
            done <<< "$new_files"
        fi
    } > "$summary.tmp" && mv "$summary.tmp" "$summary"
    log "summary: $summary"
}

on_signal() {
    interrupted=1
    log "interrupted: letting the current stage finish its shrink, then writing the summary"
    if [[ $child -ne 0 ]]; then kill -INT "$child" 2>/dev/null || true; fi
}
trap on_signal INT TERM

# Runs a command in the background so a signal reaches this script at once; waits for it.
run() {
    "$@" &
    child=$!
    local status=0
    while true; do
        wait "$child"
        status=$?
        # `wait` returns early (>128) when a trapped signal arrives; keep waiting for the child.
        if kill -0 "$child" 2>/dev/null; then continue; fi
        break
    done
    child=0
    return $status
}

log "building (release)"
run swift build -c release --product harness >&2 || { write_summary; exit 2; }

harness_seconds=$(( seconds * (100 - share) / 100 ))
(( harness_seconds < 1 )) && harness_seconds=1
if [[ $interrupted -eq 0 ]]; then
    log "harness fuzz: ${harness_seconds} s on ${jobs} jobs"
    run .build/release/harness fuzz --seconds "$harness_seconds" --jobs "$jobs" --out "$out/found" \
        --json "$out/harness-fuzz.json" > "$out/harness-fuzz.txt"
fi

: > "$out/libfuzzer.txt"
if [[ $interrupted -eq 0 && $share -gt 0 ]]; then
    mapfile -t properties < <(.build/release/harness list --names)
    if (( ${#properties[@]} > 0 )); then
        each=$(( seconds * share / 100 / ${#properties[@]} ))
        (( each < 5 )) && each=5
        for property in "${properties[@]}"; do
            [[ $interrupted -eq 1 ]] && break
            log "libFuzzer: $property for ${each} s"
            run scripts/fuzz-libfuzzer.sh "$property" "$each" "$out/libfuzzer" >> "$out/libfuzzer.txt" 2>>"$out/libfuzzer.log"
            if compgen -G "$out/libfuzzer/found/*/*.json" > /dev/null; then
                cp -Rn "$out/libfuzzer/found/." "$out/found/" 2>/dev/null || true
            fi
        done
    fi
fi

new=$(find "$out/found" -name '*.json' | wc -l)
if [[ "${NIGHTLY_MERGE:-1}" == "1" && $new -gt 0 ]]; then
    # Content-hashed names: merging is a copy that never overwrites.
    mkdir -p Counterexamples
    cp -Rn "$out/found/." Counterexamples/
    log "merged $new file(s) into Counterexamples/"
fi
write_summary
[[ $new -gt 0 ]] && exit 1
exit 0
