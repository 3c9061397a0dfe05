#!/usr/bin/env bash
# The nightly campaign: `harness fuzz` over every property on all cores, then libFuzzer on
# the properties for a share of the budget, every find shrunk and saved, the finds merged
# into the regression directory, a Markdown summary written, and the same summary as a
# page (summary.html, each find's first and last frame linked to its replay page in pages/).
#
#   scripts/nightly-fuzz.sh [SECONDS] [OUT_DIR]        (defaults: 600, nightly-<UTC time>/)
#   NIGHTLY_SECONDS=3600 NIGHTLY_OUT=nightly/ NIGHTLY_LIBFUZZER_SHARE=25 scripts/nightly-fuzz.sh
#   HARNESS_FAULTS=name,name  faults switched on (to prove the campaign catches them)
#   NIGHTLY_MERGE=0           do not merge finds into Counterexamples/
#   NIGHTLY_SHARD=i/n NIGHTLY_SEED=S   one of n machines (CI matrices): `harness fuzz --shard
#                             i/n --seed S` (the same S on every shard, so that no two shards
#                             repeat a seed) and libFuzzer on every n-th property from the i-th
#   NIGHTLY_PACKAGE=DIR NIGHTLY_TOOL=NAME   a package of your own (docs/custom-control.md):
#                             its executable NAME (`HarnessCLI.main(catalog:)`) fuzzes, merges
#                             into DIR/Counterexamples/ and writes the report, for its catalogue
#   NIGHTLY_FUZZER=NAME       that package's libFuzzer entry (`FuzzTarget`); without one, a
#                             package of your own gets no libFuzzer share
#
# The build comes first and is not part of the budget (it says so as it goes); the
# fuzzing then ends within SECONDS plus a margin of 15 s (the last shrink and imports).
# Exit codes: 0 nothing new found, 1 new counterexamples (listed in the summary, each with
# a command that reproduces it when pasted), 2 the campaign could not run (the output
# folder cannot be written, the build failed), 64 a usage error.
#
# Safe to stop at any time (SIGINT/SIGTERM, also when started in the background or under
# nohup): the running stage gets a short grace period, everything found so far stays
# saved (files are written atomically), the summary is still written, and no child is
# left running.
set -uo pipefail

usage() { sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in -h|--help) usage; exit 0 ;; esac

# A background job of a non-interactive shell starts with SIGINT ignored, and bash cannot
# trap a signal ignored on entry: start again with the default dispositions.
if [[ -z "${NIGHTLY_SIGNALS_RESET:-}" ]]; then
    export NIGHTLY_SIGNALS_RESET=1
    exec env --default-signal=INT,TERM bash "$0" "$@"
fi

fail_usage() { echo "nightly-fuzz.sh: $*" >&2; echo "Run 'scripts/nightly-fuzz.sh --help' for usage." >&2; exit 64; }
(( $# <= 2 )) || fail_usage "at most two arguments (SECONDS, OUT_DIR), got $#"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root" || exit 2
# Whose tool runs: this package's `harness` (and `harness-fuzzer`), or a package of your own.
tool="${NIGHTLY_TOOL:-harness}"
[[ "$tool" =~ ^[A-Za-z0-9_.-]+$ ]] || fail_usage "NIGHTLY_TOOL must be an executable product's name, not '$tool'"
package="$root"
if [[ -n "${NIGHTLY_PACKAGE:-}" ]]; then
    [[ -f "$NIGHTLY_PACKAGE/Package.swift" ]] || fail_usage "NIGHTLY_PACKAGE must be a Swift package's folder, not '$NIGHTLY_PACKAGE'"
    package="$(cd "$NIGHTLY_PACKAGE" && pwd)"
fi
if [[ -n "${NIGHTLY_FUZZER:-}" ]]; then
    fuzzer="$NIGHTLY_FUZZER"
    [[ "$fuzzer" =~ ^[A-Za-z0-9_.-]+$ ]] || fail_usage "NIGHTLY_FUZZER must be an executable product's name, not '$fuzzer'"
elif [[ "$package" == "$root" && "$tool" == harness ]]; then
    fuzzer=harness-fuzzer
else
    fuzzer=""
fi

seconds="${1-${NIGHTLY_SECONDS:-600}}"
share="${NIGHTLY_LIBFUZZER_SHARE:-25}"
[[ "$seconds" =~ ^[0-9]+$ ]] && (( 10#$seconds >= 1 && 10#$seconds <= 1000000000 )) \
    || fail_usage "SECONDS must be a whole number of seconds from 1 to 1000000000, not '$seconds'"
seconds=$((10#$seconds))
[[ "$share" =~ ^[0-9]+$ ]] && (( 10#$share <= 100 )) \
    || fail_usage "NIGHTLY_LIBFUZZER_SHARE must be a whole percentage from 0 to 100, not '$share'"
share=$((10#$share))
shard="${NIGHTLY_SHARD:-}"
shard_options=()
if [[ -n "$shard" ]]; then
    [[ "$shard" =~ ^([0-9]+)/([0-9]+)$ ]] && (( 10#${BASH_REMATCH[1]} >= 1 && 10#${BASH_REMATCH[1]} <= 10#${BASH_REMATCH[2]} )) \
        || fail_usage "NIGHTLY_SHARD must be i/n with 1 <= i <= n, not '$shard'"
    shard_index=$((10#${BASH_REMATCH[1]})); shard_count=$((10#${BASH_REMATCH[2]}))
    shard_options=(--shard "$shard")
fi
if [[ -n "${NIGHTLY_SEED:-}" ]]; then
    [[ "$NIGHTLY_SEED" =~ ^(0x[0-9a-fA-F]+|[0-9]+)$ ]] || fail_usage "NIGHTLY_SEED must be a decimal or 0x seed, not '$NIGHTLY_SEED'"
    shard_options+=(--seed "$NIGHTLY_SEED")
fi

out="${2-${NIGHTLY_OUT:-nightly-$(date -u +%Y%m%d-%H%M%S)}}"
[[ -n "$out" ]] || fail_usage "OUT_DIR must not be empty"
if ! mkdir -p "$out/found" 2>/dev/null || ! out="$(cd "$out" 2>/dev/null && pwd)" || [[ ! -w "$out" ]]; then
    echo "nightly-fuzz.sh: cannot write into the output folder '${2:-${NIGHTLY_OUT:-}}'; nothing was run" >&2
    exit 2
fi
probe="$out/.nightly-write-probe.$$"
if ! : > "$probe" 2>/dev/null; then
    echo "nightly-fuzz.sh: cannot write into the output folder '$out'; nothing was run" >&2
    exit 2
fi
rm -f "$probe"

jobs="$(nproc 2>/dev/null || echo 2)"
summary="$out/summary.md"
started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
interrupted=0
child=0
status_line="complete"

log() { echo "[nightly $(date -u +%H:%M:%S)] $*" >&2; }

write_summary() {
    local new_files
    new_files=$(find "$out/found" -name '*.json' 2>/dev/null | sort)
    {
        echo "# Nightly fuzz: $started"
        echo
        echo "- budget: ${seconds} s of fuzzing (libFuzzer share ${share} %), jobs: ${jobs}, faults: ${HARNESS_FAULTS:-none}${shard:+, shard: $shard}${NIGHTLY_SEED:+, seed: $NIGHTLY_SEED}"
        echo "- status: $status_line"
        echo "- new counterexamples: $(printf '%s' "$new_files" | grep -c . || true)"
        echo
        if [[ -f "$out/harness-fuzz.txt" ]]; then
            echo "## $tool fuzz"
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
            echo "Each line reproduces its find when pasted at the package root (the file records its property and faults)."
            echo
            while IFS= read -r file; do
                echo "- \`${file#"$out"/}\`: \`swift run -c release $tool replay '$file' --trace\`"
            done <<< "$new_files"
        fi
    } > "$summary.tmp" && mv "$summary.tmp" "$summary"
    log "summary: $summary"
}

# summary.html beside summary.md, and a replay page per find in pages/ (`harness report`).
# Stopped by a signal, it finishes the page in hand and still writes the summary page; a
# failure here is logged and changes no exit code.
write_html_summary() {
    [[ -x ".build/release/$tool" ]] || return 0
    if run ".build/release/$tool" report "$out" --note "started: $started" --note "status: $status_line" \
        --note "budget: ${seconds} s of fuzzing (libFuzzer share ${share} %), jobs: ${jobs}, faults: ${HARNESS_FAULTS:-none}" \
        > "$out/report.txt" 2>&1; then
        log "summary page: $out/summary.html"
    else
        log "the summary page is incomplete (see $out/report.txt)"
    fi
}

# Stops the running stage (its whole process group) with SIGINT: harness fuzz finishes
# the shrink in hand and writes what it found.
stop_child() {
    if [[ $child -ne 0 ]]; then kill -INT -- "-$child" 2>/dev/null || kill -INT "$child" 2>/dev/null || true; fi
}
on_signal() {
    interrupted=1
    status_line="interrupted"
    log "interrupted: letting the current stage finish its shrink, then writing the summary"
    stop_child
}
on_exit() {
    # Whatever ends the script, no stage keeps running after it.
    if [[ $child -ne 0 ]] && kill -0 "$child" 2>/dev/null; then
        kill -TERM -- "-$child" 2>/dev/null || kill -TERM "$child" 2>/dev/null || true
    fi
}
trap on_signal INT TERM
trap on_exit EXIT

# Runs a stage in its own process group, in the background so that a signal reaches this
# script at once; waits for it (and for it alone).
run() {
    setsid "$@" &
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

# From here on in the package whose tool runs (the output folder is already absolute).
cd "$package" || exit 2
[[ -n "$fuzzer" ]] || share=0
log "building $tool${fuzzer:+ and $fuzzer} in $package (release; not part of the ${seconds} s budget; the first build takes minutes)"
if ! run swift build -c release --product "$tool" >&2; then status_line="build failed"; write_summary; exit 2; fi
libfuzzer_ready=0
if (( share > 0 )); then
    if run swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product "$fuzzer" >&2; then
        libfuzzer_ready=1
    else
        log "the libFuzzer build failed; its share goes to $tool fuzz"
        share=0
    fi
fi
log "built; fuzzing for ${seconds} s"
deadline=$(( $(date +%s) + seconds ))

harness_seconds=$(( seconds * (100 - share) / 100 ))
(( harness_seconds < 1 )) && harness_seconds=1
if [[ $interrupted -eq 0 ]]; then
    log "$tool fuzz: ${harness_seconds} s on ${jobs} jobs"
    HARNESS_STOP_WITH_PARENT=1 run ".build/release/$tool" fuzz --seconds "$harness_seconds" --jobs "$jobs" "${shard_options[@]}" --out "$out/found" \
        --json "$out/harness-fuzz.json" > "$out/harness-fuzz.txt"
    fuzz_status=$?
    if (( fuzz_status == 2 || fuzz_status == 64 )); then status_line="$tool fuzz could not run (exit $fuzz_status)"; fi
fi

: > "$out/libfuzzer.txt"
if [[ $interrupted -eq 0 && $libfuzzer_ready -eq 1 ]]; then
    mapfile -t properties < <(".build/release/$tool" list --names)
    if [[ -n "$shard" && ${#properties[@]} -gt 0 ]]; then
        # This shard's share of the libFuzzer stages: every n-th property from the i-th
        # (with more shards than properties, the (i mod count)-th alone).
        mine=()
        for (( k = shard_index - 1; k < ${#properties[@]}; k += shard_count )); do mine+=("${properties[$k]}"); done
        (( ${#mine[@]} > 0 )) || mine=("${properties[$(( (shard_index - 1) % ${#properties[@]} ))]}")
        properties=("${mine[@]}")
    fi
    remaining=$(( deadline - $(date +%s) ))
    count=${#properties[@]}
    if (( count > 0 && remaining >= 2 )); then
        # Each stage costs about a second to start: with less than 2 s a property, fuzz
        # fewer properties tonight, starting from a different one each day.
        each=$(( remaining / count ))
        stages=$count
        if (( each < 2 )); then each=2; stages=$(( remaining / 2 )); fi
        offset=$(( $(date -u +%j | sed 's/^0*//') % count ))
        for (( i = 0; i < stages; i++ )); do
            [[ $interrupted -eq 1 ]] && break
            left=$(( deadline - $(date +%s) ))
            (( left < 2 )) && break
            (( each > left )) && each=$left
            property="${properties[$(( (offset + i) % count ))]}"
            log "libFuzzer: $property for ${each} s"
            FUZZ_NO_BUILD=1 FUZZ_PACKAGE="$package" FUZZ_TOOL="$tool" FUZZ_FUZZER="$fuzzer" run "$root/scripts/fuzz-libfuzzer.sh" "$property" "$((each - 1))" "$out/libfuzzer" \
                >> "$out/libfuzzer.txt" 2>>"$out/libfuzzer.log"
            if compgen -G "$out/libfuzzer/found/*/*.json" > /dev/null; then
                cp -Rn "$out/libfuzzer/found/." "$out/found/" 2>/dev/null || true
            fi
        done
    fi
fi

fuzz_started=$(( deadline - seconds ))
log "fuzzed for $(( $(date +%s) - fuzz_started )) s (budget ${seconds} s, margin 15 s)"
new=$(find "$out/found" -name '*.json' | wc -l)
if [[ "${NIGHTLY_MERGE:-1}" == "1" && $new -gt 0 ]]; then
    # Content-hashed names: merging is a copy that never overwrites.
    mkdir -p Counterexamples
    cp -Rn "$out/found/." Counterexamples/
    log "merged $new file(s) into Counterexamples/"
fi
write_summary
write_html_summary
[[ $status_line == "$tool fuzz could not run"* ]] && exit 2
[[ $new -gt 0 ]] && exit 1
exit 0
