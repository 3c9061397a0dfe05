#!/usr/bin/env bash
# Checks that the engine is pure: no source file of the `Generators` module (nor of the
# tools built on it: the libFuzzer entry point, the harness command, the benchmarks)
# imports Swift Testing or XCTest, and the release `harness-fuzzer` (built as
# scripts/fuzz-libfuzzer.sh builds it) and `harness` link no libTesting / libXCTest.
#
#   scripts/check-pure-engine.sh             grep, build both binaries (release), ldd
#   CHECK_PURE_NO_BUILD=1 scripts/...        use the binaries already built
#
# Prints one line per check and `pure-engine ok` at the end. Exit codes: 0 pure, 1 an
# import or a linked test library was found (or a binary could not be built), 64 a usage
# error.
set -euo pipefail
usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in -h|--help) usage; exit 0 ;; esac
if (( $# > 0 )); then
    echo "check-pure-engine.sh: unexpected argument '$1'" >&2
    echo "Run 'scripts/check-pure-engine.sh --help' for usage." >&2
    exit 64
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
failed=0

# 1. Sources: no import of a test framework, not even behind `#if canImport`.
pattern='^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+(Testing|XCTest|PropertyTesting)\b|canImport\((Testing|XCTest)\)'
for dir in Sources/Generators Sources/HarnessFuzzer Sources/HarnessCLI Sources/HarnessTool Sources/Commands Sources/HarnessBench Sources/EngineBench \
           Sources/Harness Sources/ShrinkingChallenges; do
    if hits="$(grep -rnE "$pattern" "$dir" --include='*.swift')"; then
        echo "[pure-engine] FAIL $dir imports a test framework:"; echo "$hits"; failed=1
    else
        echo "[pure-engine] ok   $dir imports no test framework"
    fi
done

# 2. Binaries: built as the fuzzing script builds them, then what they link.
if [[ "${CHECK_PURE_NO_BUILD:-0}" != "1" ]]; then
    echo "[pure-engine] building harness-fuzzer (release, libFuzzer) and harness (release)" >&2
    swift build -c release --product harness-fuzzer --sanitize=fuzzer --scratch-path .build-fuzz >&2 \
        || { echo "[pure-engine] FAIL harness-fuzzer did not build"; exit 1; }
    swift build -c release --product harness >&2 \
        || { echo "[pure-engine] FAIL harness did not build"; exit 1; }
fi
for binary in .build-fuzz/release/harness-fuzzer .build/release/harness; do
    if [[ ! -x "$binary" ]]; then
        echo "[pure-engine] FAIL $binary is not built"; failed=1; continue
    fi
    if linked="$(ldd "$binary" | grep -iE 'libTesting|libXCTest|_Testing')"; then
        echo "[pure-engine] FAIL $binary links a test library:"; echo "$linked"; failed=1
    else
        echo "[pure-engine] ok   $binary links no test library"
    fi
done

(( failed == 0 )) && echo "pure-engine ok" || echo "pure-engine FAILED"
exit "$failed"
