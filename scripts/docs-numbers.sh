#!/usr/bin/env bash
# Reprints every measured figure of README.md and docs/*.md by running the command that
# produces it, and says, figure by figure, which document and table it belongs to (the
# tables of docs/harness.md, docs/benchmarks.md and docs/FINDINGS.md also name their
# command in a "printed by" line; `--list` gives the map for every document, and the
# figures no command reprints, with the reason).
#
# Usage: scripts/docs-numbers.sh [--quick] [--only WORD] [--list]
#   --quick      small budgets, and nothing that needs the network: the PyPI peers
#                (Hypothesis, kiwisolver) are skipped, the fault table runs 2 seeds, the
#                harness throughput 300 cases without a profile (libFuzzer 2 s a property, a
#                20 s memory campaign: bench-harness.sh --quick), callgrind 30 builds.
#                For iterating; the docs quote the full run.
#   --only WORD  only the figures whose id or document contains WORD (e.g. harness.md,
#                benchmarks, fault-table)
#   --list       print the map (id, document, figure, full and quick command) and stop
#   -h, --help   this text
#
# The full run installs Hypothesis and kiwisolver from PyPI into throwaway virtual
# environments (bench-engine.sh, bench-layout.sh, diff-kiwi.sh) and takes a long time
# (most of it the engine benchmark's 100 runs per challenge on both sides and the 20-seed
# fault table). Timings are only comparable within one run on an otherwise idle machine.
#
# Output: for each figure a header `=== ID: DOC, FIGURE: COMMAND`, the command's own
# output, and `--- ID: exit N (as expected|UNEXPECTED), T s`; a closing summary lists
# figures that were skipped and commands that did not exit as expected.
# Exit: 0 when every command run exited as expected, 1 when one did not (its output
# says why: a failed build, a peer that could not be installed, a fault table with an
# escaped fault, a FINDINGS block that drifted), 64 on a usage error.
set -euo pipefail

quick=0
only=""
list=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    --quick) quick=1; shift ;;
    --list) list=1; shift ;;
    --only)
      [[ $# -ge 2 && -n "$2" ]] || { echo "docs-numbers.sh: --only needs a word" >&2; exit 64; }
      only="$2"; shift 2 ;;
    *) echo "docs-numbers.sh: unknown argument '$1' (try --help)" >&2; exit 64 ;;
  esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# The map. figure ID DOCUMENT FIGURE FULL_COMMAND QUICK_COMMAND EXPECTED_EXIT, where a
# QUICK_COMMAND of "-" means skipped in --quick. Commands run with bash from the package
# root, after the release build below ($BIN is its bin directory, $WORK a scratch one).
IDS=(); DOCS=(); WHATS=(); FULLS=(); QUICKS=(); EXPECTS=()
figure() { IDS+=("$1"); DOCS+=("$2"); WHATS+=("$3"); FULLS+=("$4"); QUICKS+=("$5"); EXPECTS+=("$6"); }
figure 'engine-bench' 'docs/benchmarks.md' \
  'Property engine vs Hypothesis: the challenge table, throughput, and the counts quoted below them' \
  'RUNS=100 scripts/bench-engine.sh | tee "$WORK/engine.txt" && engine_summary "$WORK/engine.txt"' \
  '-' 0
figure 'layout-bench' 'docs/benchmarks.md, docs/layout.md' \
  'Layout solver vs kiwisolver: enaml-like build and drag step' \
  'scripts/bench-layout.sh' \
  '-' 0
figure 'layout-profile' 'docs/benchmarks.md' \
  'Where the build time goes (callgrind shares)' \
  'scripts/profile-layout.sh' \
  'scripts/profile-layout.sh 30' 0
figure 'diff-kiwi' 'docs/benchmarks.md, docs/layout.md' \
  'diff-kiwi: disagreements on 10,000 systems' \
  'scripts/diff-kiwi.sh' \
  '-' 0
figure 'diff-kiwi-tamper' 'docs/benchmarks.md' \
  'diff-kiwi with our answers tampered: how many of 300 systems it flags' \
  'TAMPER=1 scripts/diff-kiwi.sh 300' \
  '-' 0
figure 'harness-list' 'docs/harness.md' \
  'Properties table (ids, names, faults each must catch; summaries)' \
  '"$BIN/harness" list' \
  '"$BIN/harness" list' 0
figure 'harness-priorities' 'docs/harness.md' \
  'Which priority orders the split layout depends on' \
  '"$BIN/harness-bench" priorities' \
  '"$BIN/harness-bench" priorities' 0
figure 'fault-table' 'docs/harness.md' \
  'Faults: the fault table (20 seeds) and one counterexample per fault' \
  'scripts/fault-table.sh' \
  'SEEDS=2 scripts/fault-table.sh' 0
figure 'harness-throughput' 'docs/harness.md, docs/fuzzing.md' \
  'Throughput of every property, 10,000 cases each (also the evidence that every property passes 10,000 cases), libFuzzer exec/s beside it, and the memory of a 10-minute campaign' \
  'scripts/bench-harness.sh' \
  'scripts/bench-harness.sh --quick' 0
figure 'findings' 'docs/FINDINGS.md' \
  'Every report block marked "printed by scripts/findings.sh", then whether the file'\''s blocks are current' \
  'scripts/findings.sh && scripts/findings.sh --check' \
  'scripts/findings.sh && scripts/findings.sh --check' 0
figure 'harness-run' 'docs/harness.md' \
  'harness run on the hand-written lock script with two seed defects on (two invariants broken: exit 1)' \
  '"$BIN/harness" run docs/examples/lock-two-defects.script --trace --svg lock.svg; status=$?; rm -f lock.svg; exit $status' \
  '"$BIN/harness" run docs/examples/lock-two-defects.script --trace --svg lock.svg; status=$?; rm -f lock.svg; exit $status' 1
figure 'layout-conflict' 'docs/layout.md' \
  'A conflict diagnostic on the split layout' \
  '"$BIN/harness" solve --text docs/examples/split-conflict.json' \
  '"$BIN/harness" solve --text docs/examples/split-conflict.json' 0
figure 'layout-750' 'docs/layout.md' \
  'An ambiguity report: both trailing constraints at 750' \
  '"$BIN/harness" solve --text docs/examples/split-750-750.json' \
  '"$BIN/harness" solve --text docs/examples/split-750-750.json' 0
figure 'layout-tie' 'docs/layout.md' \
  'An ambiguity report: a real tie (intrinsic widths)' \
  '"$BIN/harness" solve --text docs/examples/split-intrinsic-widths.json' \
  '"$BIN/harness" solve --text docs/examples/split-intrinsic-widths.json' 0
figure 'fuzzing-replay' 'docs/fuzzing.md' \
  'harness replay --trace of the saved M1 counterexample (it still fails: exit 1)' \
  '"$BIN/harness" replay Counterexamples/M1-white-labels-aligned/selectorMaskMovedWithoutInnerView-*.json --fault selectorMaskMovedWithoutInnerView --trace' \
  '"$BIN/harness" replay Counterexamples/M1-white-labels-aligned/selectorMaskMovedWithoutInnerView-*.json --fault selectorMaskMovedWithoutInnerView --trace' 1
figure 'replay-pages' 'docs/fuzzing.md' \
  'Replay page sizes (29 to 42 KB), the browser checks and the replay-page screenshot' \
  'scripts/check-html.sh --docs-image docs/images/png/replay-page-M1.png' \
  'scripts/check-html.sh' 0
figure 'cfl-emulate' 'docs/fuzzing.md' \
  'The emulated ClusterFuzzLite build: every harness_<id>_fuzzer, 1,000 executions on its seed corpus' \
  'scripts/cfl-emulate.sh' \
  'scripts/cfl-emulate.sh --runs 100' 0
figure 'fuzz-options' 'docs/fuzzing.md' \
  'Seed corpus, dictionaries and value profile: coverage and exec/s after 20,000 executions' \
  'scripts/bench-fuzz-options.sh 20000' \
  'FUZZ_SEEDS=1 scripts/bench-fuzz-options.sh 2000' 0
# Figures no command reprints, and why: DOCUMENT, FIGURE, REASON.
UNPRINTED=(
  'README.md, docs/engine.md' 'The sample failure report ('\''sorted lists stay sorted'\'') and the state-machine counterexample'
    'reports of the engine'\''s own tests, not measurements: Tests/Properties/SampleReportTests.swift fails when the sample drifts (swift test --filter SampleReportTests); StateMachineTests.swift holds the other'
  'docs/FINDINGS.md' '§8'\''s, §10'\''s and §12'\''s reports as first found, and §11'\''s counts'
    'printed by older versions of the code, or a one-off measurement; each block says so, and today'\''s counterpart is a findings.sh block'
  'docs/fuzzing.md' 'The stale-replay example (the committed L2 file with three choices appended)'
    'made by hand to show the message; the stale verdict and its wording are pinned by Tests/Properties/StaleReplayCommandTests.swift'
  'docs/controls.md, docs/seed-deviations.md' 'Frames and positions of the controls (e.g. track (20, 184, 216, 48))'
    'facts of the code, pinned by the scenario tests named there (swift test), not measurements'
)

# Counts quoted under the engine table, derived from bench-engine.sh's report.
engine_summary() {
  awk '
    /^challenge / {
      n++
      for (i = 3; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
      name = $2
      if (f["eval_ratio"] != "n/a") {
        r = f["eval_ratio"] + 0
        if (r < 1) lower++
        if (r > worst) { worst = r; worstName = name }
      }
      if (f["ours_normalised"] != f["hypothesis_normalised"])
        differ = differ sprintf("%s %s (ours) vs %s (Hypothesis); ", name, f["ours_normalised"], f["hypothesis_normalised"])
      delete f
    }
    END {
      printf "derived: mean evaluations below Hypothesis'\''s on %d of %d challenges; highest ratio %.2f (%s)\n", lower, n, worst, worstName
      printf "derived: normalised shares that differ: %s\n", (differ == "" ? "none" : differ)
    }' "$1"
}

selected() {
  [[ -z "$only" || "${IDS[$1]}" == *"$only"* || "${DOCS[$1]}" == *"$only"* ]]
}

if [[ $list -eq 1 ]]; then
  for i in "${!IDS[@]}"; do
    selected "$i" || continue
    quick_command="${QUICKS[$i]}"
    [[ "$quick_command" == "-" ]] && quick_command="(skipped: needs PyPI)"
    printf '%s\n  document: %s\n  figure:   %s\n  full:     %s\n  quick:    %s\n  expected exit: %s\n' \
      "${IDS[$i]}" "${DOCS[$i]}" "${WHATS[$i]}" "${FULLS[$i]}" "$quick_command" "${EXPECTS[$i]}"
  done
  echo
  echo "Not reprinted by any command:"
  for (( i = 0; i < ${#UNPRINTED[@]}; i += 3 )); do
    printf '  %s: %s (%s)\n' "${UNPRINTED[$i]}" "${UNPRINTED[$((i + 1))]}" "${UNPRINTED[$((i + 2))]}"
  done
  exit 0
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/docs-numbers.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
export WORK

echo "# docs-numbers: $( [[ $quick -eq 1 ]] && echo quick || echo full ) run${only:+ of the figures matching '$only'}, $(date -u +%Y-%m-%dT%H:%M:%SZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (uncommitted changes)'), nproc=$(nproc)"
echo "# building the release products (harness, harness-bench)" >&2
if ! swift build -c release --product harness >&2 || ! swift build -c release --product harness-bench >&2; then
  echo "docs-numbers.sh: the release build failed" >&2
  exit 1
fi
BIN="$(swift build -c release --show-bin-path)"
export BIN
export -f engine_summary

skipped=()
unexpected=()
for i in "${!IDS[@]}"; do
  selected "$i" || continue
  id="${IDS[$i]}"
  command="${FULLS[$i]}"
  if [[ $quick -eq 1 ]]; then
    command="${QUICKS[$i]}"
    if [[ "$command" == "-" ]]; then
      skipped+=("$id")
      continue
    fi
  fi
  expected="${EXPECTS[$i]}"
  echo
  echo "=== $id: ${DOCS[$i]}, ${WHATS[$i]}: $command"
  started=$(date +%s)
  set +e
  bash -o pipefail -c "$command"
  status=$?
  set -e
  verdict="as expected"
  if [[ $status -ne $expected ]]; then
    verdict="UNEXPECTED (expected $expected)"
    unexpected+=("$id (exit $status)")
  fi
  echo "--- $id: exit $status ($verdict), $(( $(date +%s) - started )) s"
done

echo
[[ ${#skipped[@]} -gt 0 ]] && echo "# skipped (--quick, they need PyPI): ${skipped[*]}"
echo "# not reprinted by any command (see --list): $(( ${#UNPRINTED[@]} / 3 )) kinds of figure"
if [[ ${#unexpected[@]} -gt 0 ]]; then
  echo "# did not exit as expected: ${unexpected[*]}"
  exit 1
fi
echo "# every command exited as expected"
