#!/usr/bin/env bash
# Throughput of every harness property (release build, one core), all faults off: cases/s
# under the harness and exec/s under libFuzzer, beside the recorded baseline, and the
# resident memory of a single-core campaign at its start and end.
# This is also the evidence that every property passes CASES cases (10,000 by default).
#
# Usage: scripts/bench-harness.sh [--quick] [--campaign-seconds N] [--libfuzzer-seconds N]
#                                 [--no-libfuzzer] [--no-campaign] [--record-baseline]
#   --quick                a smoke run: 300 cases, no profile, libFuzzer 2 s a property, a
#                          20 s campaign sampled at 5 s (CASES and PROFILE still win)
#   --campaign-seconds N   length of the memory campaign (default 600; sampled after 60 s,
#                          or after N/4 s when N < 600)
#   --libfuzzer-seconds N  libFuzzer time per property (default 10)
#   --no-libfuzzer, --no-campaign   leave that part out
#   --record-baseline      write this run's numbers to scripts/data/bench-harness-baseline.txt
#
# Environment:
#   CASES=N      cases per property (default 10000)
#   PROFILE=0    skip the perf profile of the slowest property (default 1 when perf exists)
#   BASELINE=F   the baseline file to compare with (default scripts/data/bench-harness-baseline.txt)
#
# Report (stdout), in this order:
#   throughput "PROPERTY" cases_per_s=X cases=N passed=true|false     (one per property)
#   slowest "PROPERTY" cases_per_s=X
#   (with perf) where the slowest property's time goes: the project's functions by
#   inclusive time (runtime and libc symbols left out), demangled
#   libfuzzer "PROPERTY" execs_per_s=Y execs=N seconds=T                (one per property)
#   compare "PROPERTY" harness=X baseline=B ratio=X/B libfuzzer=Y baseline=B2 ratio=Y/B2 libfuzzer/harness=Y/X
#   campaign seconds=D cases=N cases_per_s=X
#   rss at_Ss_kb=A at_end_kb=E change=+P% baseline_at_start_kb=.. baseline_at_end_kb=..
#   load before="1 5 15 min" after="..." cores=N
# Every rate is measured pinned to core 0 (taskset -c 0); the machine may be shared, so
# the load line says how busy it was. Build output goes to stderr. Exit codes: 0 every
# property passed and every measurement ran, 1 a property failed or a measurement could
# not run, 64 a usage error.
set -euo pipefail
usage() { sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; }
fail_usage() { echo "bench-harness.sh: $*" >&2; echo "Run 'scripts/bench-harness.sh --help' for usage." >&2; exit 64; }
number() { [[ "$2" =~ ^[0-9]+$ ]] && (( 10#$2 >= 1 && 10#$2 <= 1000000 )) || fail_usage "$1 needs a whole number from 1 to 1000000, not '$2'"; }
quick=0 campaign_seconds="" libfuzzer_seconds="" libfuzzer=1 campaign=1 record=0
while (( $# > 0 )); do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --quick) quick=1; shift ;;
        --campaign-seconds) [[ $# -ge 2 ]] || fail_usage "--campaign-seconds needs a number"; number "$1" "$2"; campaign_seconds=$((10#$2)); shift 2 ;;
        --libfuzzer-seconds) [[ $# -ge 2 ]] || fail_usage "--libfuzzer-seconds needs a number"; number "$1" "$2"; libfuzzer_seconds=$((10#$2)); shift 2 ;;
        --no-libfuzzer) libfuzzer=0; shift ;;
        --no-campaign) campaign=0; shift ;;
        --record-baseline) record=1; shift ;;
        *) fail_usage "unknown argument '$1'" ;;
    esac
done
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
if (( quick )); then
    CASES="${CASES:-300}"; PROFILE="${PROFILE:-0}"
    libfuzzer_seconds="${libfuzzer_seconds:-2}"; campaign_seconds="${campaign_seconds:-20}"
fi
CASES="${CASES:-10000}"
libfuzzer_seconds="${libfuzzer_seconds:-10}"
campaign_seconds="${campaign_seconds:-600}"
sample_at=$(( campaign_seconds >= 600 ? 60 : (campaign_seconds >= 8 ? campaign_seconds / 4 : 2) ))
BASELINE="${BASELINE:-$ROOT/scripts/data/bench-harness-baseline.txt}"
load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"

swift build -c release --product harness-bench >&2
swift build -c release --product harness >&2
BIN="$(swift build -c release --show-bin-path)"
if (( libfuzzer )); then
    swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product harness-fuzzer >&2
fi
PIN=()
command -v taskset >/dev/null && PIN=(taskset -c 0)

WORK="$(mktemp -d "${TMPDIR:-/tmp}/bench-harness.XXXXXX")"
campaign_pid=0
trap '[[ $campaign_pid -ne 0 ]] && kill "$campaign_pid" 2>/dev/null; rm -rf "$WORK"' EXIT
OUT="$WORK/throughput.txt"
status=0
"${PIN[@]}" "$BIN/harness-bench" harness --cases "$CASES" | tee "$OUT" || status=$?

slowest="$(sed -E 's/^throughput "(.*)" cases_per_s=([0-9.]+).*/\2 \1/' "$OUT" | sort -n | head -1)"
rate="${slowest%% *}"
name="${slowest#* }"
echo "slowest \"$name\" cases_per_s=$rate"

if [[ "${PROFILE:-1}" == "1" ]] && command -v perf >/dev/null; then
    echo "# profile of \"$name\" (2000 cases; inclusive %, self %, function)"
    if "${PIN[@]}" perf record -q -F 2000 -g -o "$WORK/perf.data" "$BIN/harness-bench" harness --cases 2000 --only "$name" >/dev/null 2>&1; then
        perf report -i "$WORK/perf.data" --children --sort symbol --stdio 2>/dev/null \
            | grep -E '^ +[0-9.]+%' | swift demangle --simplified \
            | sed -E 's/ +- *$//; s/\[\.\] //' \
            | grep -vE 'swift::|swift_|malloc|free|memmove|tls_get|Hasher|libc_start|_main|partial apply|TaskLocal|Property(Runner)?\.' \
            | head -25 | sed -E 's/[[:space:]]+-[[:space:]]*$//' || true
    else
        echo "# perf record failed (permissions?); skipped"
    fi
fi

# libFuzzer on each property: the fuzzer build of scripts/fuzz-libfuzzer.sh (no ASan), an
# empty corpus, the same core.
LF="$WORK/libfuzzer.txt"
: > "$LF"
if (( libfuzzer )); then
    while IFS= read -r property; do
        mkdir -p "$WORK/corpus" && rm -rf "${WORK:?}/corpus/"*
        log="$WORK/libfuzzer.log"
        t0=$(date +%s.%N)
        if HARNESS_PROPERTY="$property" SWIFT_BACKTRACE=enable=no "${PIN[@]}" .build-fuzz/release/harness-fuzzer \
            -max_total_time="$libfuzzer_seconds" -print_final_stats=1 -artifact_prefix="$WORK/" "$WORK/corpus" > "$log" 2>&1; then
            # Executions over the process's wall-clock time, start-up included (libFuzzer's
            # own average_exec_per_sec divides by whole seconds: 10 % coarse at 10 s).
            elapsed=$(awk -v s="$t0" -v e="$(date +%s.%N)" 'BEGIN { printf "%.2f", e - s }')
            execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
            per_s=$(awk -v n="${execs:-0}" -v t="$elapsed" 'BEGIN { printf "%.1f", n / t }')
            echo "libfuzzer \"$property\" execs_per_s=$per_s execs=${execs:-0} seconds=$elapsed" | tee -a "$LF"
        else
            echo "libfuzzer \"$property\" failed (exit $?); last lines:" >&2
            tail -5 "$log" >&2
            status=1
        fi
    done < <("$BIN/harness" list --names)
fi

# Beside the baseline: today's numbers, their ratio to the recorded ones, and libFuzzer's
# rate as a share of the harness's.
baseline_value() { # KIND "PROPERTY" FIELD
    [[ -f "$BASELINE" ]] || return 0
    awk -v kind="$1" -v want="$2" -v field="$3" '
        $1 == kind { line = $0; sub(/^[^"]*"/, "", line); name = line; sub(/".*/, "", name)
                     if (name == want && match(line, field "=[0-9.]+")) { print substr(line, RSTART + length(field) + 1, RLENGTH - length(field) - 1); exit } }' "$BASELINE"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "-"; else printf "%.2f", a / b }'; }
while IFS= read -r line; do
    property="$(sed -E 's/^throughput "(.*)" cases_per_s=.*/\1/' <<< "$line")"
    harness_rate="$(sed -E 's/.* cases_per_s=([0-9.]+).*/\1/' <<< "$line")"
    fuzzer_rate="$(grep -F "libfuzzer \"$property\" " "$LF" | sed -E 's/.* execs_per_s=([0-9.]+).*/\1/' || true)"
    base_harness="$(baseline_value harness "$property" cases_per_s)"
    base_fuzzer="$(baseline_value libfuzzer "$property" execs_per_s)"
    echo "compare \"$property\" harness=$harness_rate baseline=${base_harness:--} ratio=$(ratio "$harness_rate" "$base_harness")" \
         "libfuzzer=${fuzzer_rate:--} baseline=${base_fuzzer:--} ratio=$(ratio "$fuzzer_rate" "$base_fuzzer")" \
         "libfuzzer/harness=$(ratio "$fuzzer_rate" "$harness_rate")"
done < "$OUT"

# Resident memory of a single-core campaign (harness fuzz, one job, faults off, finds to
# a scratch folder): VmRSS from /proc after sample_at seconds and at the end.
rss_start="" rss_end=""
if (( campaign )); then
    "${PIN[@]}" "$BIN/harness" fuzz --seconds "$campaign_seconds" --jobs 1 --seed 1 --out "$WORK/finds" \
        --json "$WORK/campaign.json" > "$WORK/campaign.txt" 2>&1 &
    campaign_pid=$!
    started=$(date +%s)
    while kill -0 "$campaign_pid" 2>/dev/null; do
        rss="$(awk '/^VmRSS:/ { print $2 }' "/proc/$campaign_pid/status" 2>/dev/null || true)"
        if [[ -n "$rss" ]]; then
            rss_end="$rss"
            (( $(date +%s) - started >= sample_at )) && [[ -z "$rss_start" ]] && rss_start="$rss"
        fi
        sleep 1
    done
    campaign_status=0
    wait "$campaign_pid" || campaign_status=$?
    campaign_pid=0
    if (( campaign_status != 0 )) || [[ ! -s "$WORK/campaign.json" ]]; then
        echo "bench-harness.sh: the campaign exited $campaign_status; last lines:" >&2
        tail -5 "$WORK/campaign.txt" >&2
        status=1
    else
        python3 - "$WORK/campaign.json" <<'PY'
import json, sys
summary = json.load(open(sys.argv[1]))
cases = sum(p["cases"] for p in summary["properties"])
seconds = summary.get("seconds") or 0
print(f"campaign seconds={seconds:.0f} cases={cases} cases_per_s={cases / seconds if seconds else 0:.1f}")
PY
    fi
    change="$(awk -v a="$rss_start" -v b="$rss_end" 'BEGIN { if (a == "" || a + 0 == 0) print "-"; else printf "%+.1f%%", (b - a) * 100 / a }')"
    echo "rss at_${sample_at}s_kb=${rss_start:--} at_end_kb=${rss_end:--} change=$change" \
         "baseline_at_start_kb=$(sed -nE 's/^rss .*at_start_kb=([0-9]+).*/\1/p' "$BASELINE" 2>/dev/null | head -1 || true)" \
         "baseline_at_end_kb=$(sed -nE 's/^rss .*at_end_kb=([0-9]+).*/\1/p' "$BASELINE" 2>/dev/null | head -1 || true)"
fi
load_after="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "load before=\"$load_before\" after=\"$load_after\" cores=$(nproc 2>/dev/null || echo ?)"

if (( record )); then
    mkdir -p "$(dirname "$BASELINE")"
    {
        echo "# Recorded by scripts/bench-harness.sh --record-baseline, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown),"
        echo "# one core (taskset -c 0), $CASES cases per property, libFuzzer ${libfuzzer_seconds} s per property from an empty corpus,"
        echo "# a ${campaign_seconds} s campaign; load before \"$load_before\", after \"$load_after\" on $(nproc 2>/dev/null || echo ?) cores."
        sed -E 's/^throughput ("[^"]*") cases_per_s=([0-9.]+).*/harness \1 cases_per_s=\2/' "$OUT"
        sed -E 's/^libfuzzer ("[^"]*") execs_per_s=([0-9.]+).*/libfuzzer \1 execs_per_s=\2/' "$LF"
        [[ -n "$rss_start" ]] && echo "rss campaign_seconds=$campaign_seconds sampled_at_s=$sample_at at_start_kb=$rss_start at_end_kb=$rss_end"
        true
    } > "$BASELINE.tmp" && mv "$BASELINE.tmp" "$BASELINE"
    echo "recorded the baseline in ${BASELINE#"$ROOT"/}"
fi
exit "$status"
