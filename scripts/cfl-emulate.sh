#!/usr/bin/env bash
# Runs .clusterfuzzlite/build.sh the way OSS-Fuzz's and ClusterFuzzLite's base image
# (base-builder-swift) runs it, without Docker, then runs every fuzzer it produced.
#
#   scripts/cfl-emulate.sh [--sanitizer address|coverage] [--runs N] [--keep DIR]
#
# 1. A throwaway folder (or DIR with --keep, emptied first) gets src/, out/ and work/;
#    the package is copied to $SRC/touchproperties and build.sh to $SRC/build.sh, as the
#    Dockerfile's COPY lines do (build folders and .git left out).
# 2. The environment is the one the image's `compile` hands to build.sh: SRC, OUT, WORK,
#    CC=clang, CXX=clang++, CCC=clang++, CFLAGS (base-clang's, plus the sanitizer's flags
#    and -fsanitize=fuzzer-no-link), CXXFLAGS (CFLAGS plus -stdlib=libc++),
#    LIB_FUZZING_ENGINE=-fsanitize=fuzzer, SANITIZER, SANITIZER_FLAGS, COVERAGE_FLAGS,
#    FUZZING_ENGINE=libfuzzer, FUZZING_LANGUAGE=swift, ARCHITECTURE=x86_64, PATH with $OUT.
#    build.sh runs as `bash -eux $SRC/build.sh` from $SRC/touchproperties (the
#    Dockerfile's WORKDIR). The log goes to work/build.log.
# 3. Checks of the result, like the image's check_build: every *_fuzzer in $OUT is an
#    executable without an extension with its <fuzzer>_seed_corpus.zip, and (address)
#    links AddressSanitizer; then each runs N executions (default 1000: -runs=N) on its
#    unpacked seed corpus with SWIFT_BACKTRACE=enable=no, and must report coverage
#    counters, finish its runs and exit 0.
#
# Prints `cfl fuzzer NAME seeds=S runs=N exit=E cov=C ft=F seconds=T` per fuzzer and
# `cfl-emulate: ok (K fuzzers)`. Exit codes: 0 every step passed, 1 a fuzzer failed (a
# crash, a missing seed corpus, no coverage counters, fewer runs), 2 build.sh failed or
# produced no fuzzer, 64 a usage error.
set -euo pipefail
usage() { sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; }
fail_usage() { echo "cfl-emulate.sh: $*" >&2; echo "Run 'scripts/cfl-emulate.sh --help' for usage." >&2; exit 64; }
sanitizer=address
runs=1000
keep=""
while (( $# > 0 )); do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --sanitizer) [[ $# -ge 2 ]] || fail_usage "--sanitizer needs address or coverage"; sanitizer="$2"; shift 2 ;;
        --runs) [[ $# -ge 2 ]] || fail_usage "--runs needs a number"; runs="$2"; shift 2 ;;
        --keep) [[ $# -ge 2 && -n "$2" ]] || fail_usage "--keep needs a folder"; keep="$2"; shift 2 ;;
        *) fail_usage "unknown argument '$1'" ;;
    esac
done
[[ "$sanitizer" == address || "$sanitizer" == coverage ]] || fail_usage "--sanitizer must be address or coverage (the ones the Swift image supports here), not '$sanitizer'"
[[ "$runs" =~ ^[0-9]+$ ]] && (( 10#$runs >= 1 && 10#$runs <= 100000000 )) || fail_usage "--runs must be a whole number from 1 to 100000000, not '$runs'"
runs=$((10#$runs))
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [[ -n "$keep" ]]; then
    mkdir -p "$keep" && base="$(cd "$keep" && pwd)" || { echo "cfl-emulate.sh: cannot use '$keep'" >&2; exit 2; }
    rm -rf "${base:?}/src" "${base:?}/out" "${base:?}/work"
else
    base="$(mktemp -d "${TMPDIR:-/tmp}/cfl-emulate.XXXXXX")"
    trap 'rm -rf "$base"' EXIT
fi
mkdir -p "$base/src/touchproperties" "$base/out" "$base/work"

# The Dockerfile: COPY . $SRC/touchproperties; COPY .clusterfuzzlite/build.sh $SRC/
(cd "$root" && tar --exclude='./.build' --exclude='./.build-*' --exclude='./.git' --exclude='*/.build' \
    --exclude='./fuzz-out' --exclude='./bench-out' -cf - .) | tar -xf - -C "$base/src/touchproperties"
cp "$root/.clusterfuzzlite/build.sh" "$base/src/build.sh"

# The environment of base-clang + base-builder + `compile` (google/oss-fuzz,
# infra/base-images), for FUZZING_ENGINE=libfuzzer.
export SRC="$base/src" OUT="$base/out" WORK="$base/work"
export PATH="$PATH:$OUT"
export CC=clang CXX=clang++ CCC=clang++
export FUZZING_ENGINE=libfuzzer FUZZING_LANGUAGE=swift ARCHITECTURE=x86_64 SANITIZER="$sanitizer"
export LIB_FUZZING_ENGINE="-fsanitize=fuzzer"
export LIB_FUZZING_ENGINE_DEPRECATED=/usr/lib/libFuzzingEngine.a
export FUZZER_LDFLAGS="" UBSAN_OPTIONS="silence_unsigned_overflow=1"
CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -Wno-error=incompatible-function-pointer-types -Wno-error=int-conversion"
CFLAGS="$CFLAGS -Wno-error=deprecated-declarations -Wno-error=implicit-function-declaration -Wno-error=implicit-int"
CFLAGS="$CFLAGS -Wno-error=unknown-warning-option -Wno-error=vla-cxx-extension -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION"
if [[ "$sanitizer" == address ]]; then
    export SANITIZER_FLAGS="-fsanitize=address -fsanitize-address-use-after-scope"
    export COVERAGE_FLAGS="-fsanitize=fuzzer-no-link"
else
    export SANITIZER_FLAGS=""
    export COVERAGE_FLAGS="-fprofile-instr-generate -fcoverage-mapping -pthread -Wl,--no-as-needed -Wl,-ldl -Wl,-lm -Wno-unused-command-line-argument"
fi
export CFLAGS="$CFLAGS $SANITIZER_FLAGS $COVERAGE_FLAGS"
export CXXFLAGS_EXTRA="-stdlib=libc++"
export CXXFLAGS="$CFLAGS $CXXFLAGS_EXTRA"

echo "[cfl-emulate] SANITIZER=$SANITIZER SRC=$SRC OUT=$OUT WORK=$WORK" >&2
echo "[cfl-emulate] CFLAGS=$CFLAGS" >&2
echo "[cfl-emulate] running bash -eux \$SRC/build.sh (log: $WORK/build.log)" >&2
started=$(date +%s)
if ! (cd "$SRC/touchproperties" && bash -eux "$SRC/build.sh") > "$WORK/build.log" 2>&1; then
    tail -40 "$WORK/build.log" >&2
    echo "cfl-emulate.sh: build.sh failed (log above: $WORK/build.log)" >&2
    exit 2
fi
echo "[cfl-emulate] build.sh done in $(( $(date +%s) - started )) s" >&2

mapfile -t fuzzers < <(find "$OUT" -maxdepth 1 -type f -name '*_fuzzer' -perm -u+x -printf '%f\n' | sort)
(( ${#fuzzers[@]} > 0 )) || { echo "cfl-emulate.sh: build.sh put no *_fuzzer executable into \$OUT" >&2; exit 2; }

failed=0
for fuzzer in "${fuzzers[@]}"; do
    problem=""
    zip="$OUT/${fuzzer}_seed_corpus.zip"
    corpus="$WORK/run/$fuzzer/corpus"
    mkdir -p "$corpus" "$WORK/run/$fuzzer/artifacts"
    if [[ ! -s "$zip" ]]; then
        problem="no seed corpus $zip"
    else
        unzip -q -o "$zip" -d "$corpus"
    fi
    if [[ -z "$problem" && "$sanitizer" == address ]] && ! nm "$OUT/$fuzzer" 2>/dev/null | grep -c ' __asan_init$' > /dev/null; then
        problem="not built with AddressSanitizer (no __asan_init)"
    fi
    seeds=$(find "$corpus" -type f | wc -l)
    log="$WORK/run/$fuzzer/libfuzzer.log"
    : > "$log"
    status=0
    t0=$(date +%s.%N)
    if [[ -z "$problem" ]]; then
        # How ClusterFuzzLite runs a target: from $OUT, no custom environment beyond the
        # backtracer switch, artifacts to a folder of their own.
        (cd "$OUT" && SWIFT_BACKTRACE=enable=no LLVM_PROFILE_FILE="$WORK/run/$fuzzer/%p.profraw" \
            "./$fuzzer" -runs="$runs" -print_final_stats=1 -artifact_prefix="$WORK/run/$fuzzer/artifacts/" "$corpus") \
            > "$log" 2>&1 || status=$?
    fi
    seconds=$(awk -v s="$t0" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
    done_runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    counters=$(sed -nE 's/.*Loaded [0-9]+ modules +\(([0-9]+) inline 8-bit counters\).*/\1/p' "$log" | tail -1)
    cov=$( (grep -oE 'cov: [0-9]+' "$log" || true) | tail -1 | awk '{print $2}')
    ft=$( (grep -oE 'ft: [0-9]+' "$log" || true) | tail -1 | awk '{print $2}')
    if [[ -z "$problem" ]]; then
        if (( status != 0 )); then problem="exited $status (see $log)";
        elif [[ "$sanitizer" == address && "${counters:-0}" == 0 ]]; then problem="no coverage counters loaded (a blind build)";
        elif (( ${done_runs:-0} < runs )); then problem="ran ${done_runs:-0} of $runs executions"; fi
    fi
    echo "cfl fuzzer $fuzzer seeds=$seeds runs=${done_runs:-0} exit=$status cov=${cov:-0} ft=${ft:-0} seconds=$seconds"
    if [[ -n "$problem" ]]; then
        echo "cfl-emulate.sh: $fuzzer: $problem" >&2
        tail -20 "$log" >&2
        failed=$((failed + 1))
    fi
done
if (( failed > 0 )); then
    echo "cfl-emulate.sh: $failed of ${#fuzzers[@]} fuzzers failed" >&2
    exit 1
fi
echo "cfl-emulate: ok (${#fuzzers[@]} fuzzers, sanitizer $sanitizer, $runs runs each)"
