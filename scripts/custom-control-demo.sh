#!/usr/bin/env bash
# Reprints every command and its output shown in docs/custom-control.md: a package of
# its own from `swift package init`, then the Examples package's tool on its stepped
# range slider: --help, list, fuzz (finds the planted off-by-one and saves it), replay
# --trace --svg --html, replay without the fault, run on a hand-written script, faults,
# fuzz of every property (R1 and the kit's U1-U9) with the fault and without, bench
# throughput and bench faults, a campaign folder and its report, its tests.
#
# Usage: scripts/custom-control-demo.sh [--fuzzer] [--nightly]
#   --fuzzer   also build the libFuzzer entry (example-fuzzer, --sanitize=fuzzer, a few
#              minutes cold) and run it until it crashes on the off-by-one
#   --nightly  also run scripts/nightly-fuzz.sh on the package for 10 s (a release build
#              of example-harness, minutes cold), the fault on, nothing merged
#   -h, --help this text
#
# Every command runs in Examples/ as a user types it; files go to /tmp/custom-control
# (the counterexample, R1.svg, R1.html, nightly/summary.html); the picture is copied to
# docs/images/custom-control-R1.svg.
# Exit: 0 when every command exited as the document says, 1 otherwise, 64 usage.
set -euo pipefail

fuzzer=0
nightly=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    --fuzzer) fuzzer=1; shift ;;
    --nightly) nightly=1; shift ;;
    *) echo "custom-control-demo.sh: unknown argument '$1'" >&2; exit 64 ;;
  esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out=/tmp/custom-control
rm -rf "$out"
mkdir -p "$out"
export SWIFT_BACKTRACE=enable=no
unexpected=0

# run EXPECTED-EXIT COMMAND...: prints `$ COMMAND`, its output, and `(exit N)`.
run() {
  local expected="$1"; shift
  echo "\$ $*"
  set +e
  "$@" 2>&1
  local code=$?
  set -e
  echo "(exit $code)"
  if [[ "$code" != "$expected" ]]; then echo "UNEXPECTED: expected exit $expected"; unexpected=1; fi
  echo
}

echo "=== an empty package"
mkdir -p "$out/scratch/MySlider"
(cd "$out/scratch/MySlider" && run 0 swift package init --type executable --name MySlider)

cd "$root/Examples"
echo "=== build the Examples package (quietly; the last line)"
swift build > "$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
tail -1 "$out/build.log"
echo

run 0 swift run -q example-harness --help
run 0 swift run -q example-harness list
run 1 swift run -q example-harness fuzz --property R1 --cases 2000 --seed 1 --fault stepSliderUpperPassesLower --out "$out/found"
file="$(find "$out/found" -name '*.json' | head -1)"
run 1 swift run -q example-harness replay "$file" --trace --svg "$out/R1.svg" --html "$out/R1.html"
cp "$out/R1.svg" "$root/docs/images/custom-control-R1.svg"
run 0 swift run -q example-harness replay "$file" --without-recorded-faults
run 1 swift run -q example-harness run Scripts/step-slider.script --trace
run 0 swift run -q example-harness faults --seeds 3
echo "=== every property (R1 and the kit's U1-U9), the fault on: which ones see it"
run 1 swift run -q example-harness fuzz --cases 40000 --seed 1 --fault stepSliderUpperPassesLower --out "$out/all-found"
echo "=== every property, the bug removed"
run 0 swift run -q example-harness fuzz --cases 20000 --seed 1 --out "$out/clean"
echo "=== the benchmarks and the nightly report, on the package's own catalogue"
run 0 swift run -q example-harness bench throughput --cases 2000
run 0 swift run -q example-harness bench faults --seeds 3
run 1 swift run -q example-harness fuzz --cases 2000 --seed 1 --fault stepSliderUpperPassesLower --out "$out/nightly/found" --json "$out/nightly/harness-fuzz.json"
run 0 swift run -q example-harness report "$out/nightly" --note "budget: 2000 cases, seed 1"

echo "=== the package's tests"
set +e
swift test > "$out/test.log" 2>&1
code=$?
set -e
grep -E "^(R1 found|[0-9]+\. )|Test run with|Test [A-Za-z0-9]+\([a-z:]*\) (passed|failed)" "$out/test.log" | sed -E 's/ after [0-9.]+ seconds/ after … seconds/'
echo "(exit $code)"
[[ "$code" == 0 ]] || unexpected=1

if [[ "$fuzzer" == 1 ]]; then
  echo "=== the libFuzzer entry (the build quietly; then the fuzzer's lines that matter)"
  swift build -c release --sanitize=fuzzer --product example-fuzzer > "$out/fuzzer-build.log" 2>&1 \
    || { cat "$out/fuzzer-build.log"; exit 1; }
  tail -1 "$out/fuzzer-build.log"
  mkdir -p "$out/libfuzzer/corpus"
  echo "\$ HARNESS_PROPERTY=R1 HARNESS_FAULTS=stepSliderUpperPassesLower .build/release/example-fuzzer -seed=1 -runs=200000 corpus"
  set +e
  (cd "$out/libfuzzer" && HARNESS_PROPERTY=R1 HARNESS_FAULTS=stepSliderUpperPassesLower \
     "$root/Examples/.build/release/example-fuzzer" -seed=1 -runs=200000 corpus > fuzz.log 2>&1)
  code=$?
  set -e
  grep -E "fuzzing '|INITED|violated:|deadly signal|Test unit written" "$out/libfuzzer/fuzz.log" | grep -v "Fatal error" || true
  echo "(the last progress line before the crash: $(grep -E '^#[0-9]+' "$out/libfuzzer/fuzz.log" | tail -1 | cut -c1-60))"
  echo "(exit $code)"
  echo
  crash="$(find "$out/libfuzzer" -maxdepth 1 -name 'crash-*' | head -1)"
  [[ -n "$crash" ]] || { echo "UNEXPECTED: no crash file"; exit 1; }
  cp "$crash" "$out/crash"
  run 1 swift run -q example-harness import "$out/crash" --property R1 --fault stepSliderUpperPassesLower --out "$out/imported"
fi
if [[ "$nightly" == 1 ]]; then
  echo "=== the nightly campaign on the package (from the repository's root; its last lines)"
  cd "$root"
  echo "\$ NIGHTLY_PACKAGE=Examples NIGHTLY_TOOL=example-harness NIGHTLY_LIBFUZZER_SHARE=0 NIGHTLY_MERGE=0 HARNESS_FAULTS=stepSliderUpperPassesLower scripts/nightly-fuzz.sh 10 $out/nightly-run"
  set +e
  NIGHTLY_PACKAGE=Examples NIGHTLY_TOOL=example-harness NIGHTLY_LIBFUZZER_SHARE=0 NIGHTLY_MERGE=0 \
    HARNESS_FAULTS=stepSliderUpperPassesLower scripts/nightly-fuzz.sh 10 "$out/nightly-run" > "$out/nightly-run.log" 2>&1
  code=$?
  set -e
  grep -E "summary" "$out/nightly-run.log"
  echo "(exit $code)"
  [[ "$code" == 1 ]] || { echo "UNEXPECTED: expected exit 1"; unexpected=1; }
  echo "\$ tail -1 $out/nightly-run/summary.md"
  tail -1 "$out/nightly-run/summary.md"
fi
exit "$unexpected"
