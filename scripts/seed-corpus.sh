#!/usr/bin/env bash
# Writes the libFuzzer seed corpus of every harness property: OUT_DIR/<key>/ (l1, s2,
# m4b, lockcontrol_u1, ...: `harness list --keys`) gets each saved counterexample of
# Counterexamples/ as the bytes the fuzzer entry point decodes to its choices, and a few
# dozen short generated scripts.
#
#   scripts/seed-corpus.sh OUT_DIR [--generated N]      (N short scripts per property, default 32)
#   SEED_CORPUS_SCRATCH=DIR   where the encoder is built (default scripts/seed-corpus/.build)
#
# The encoder (scripts/seed-corpus/, a package of its own beside the main one) is built
# in release mode without sanitizers; .clusterfuzzlite/build.sh runs this script to pack
# <fuzzer>_seed_corpus.zip. Prints `seeds KEY "NAME" counterexamples=K skipped=S
# generated=G` per property (skipped: files that no longer decode, i.e. stale ones).
# Exit codes: 0 written, 2 the encoder could not be built or the output not written,
# 64 a usage error.
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
fail_usage() { echo "seed-corpus.sh: $*" >&2; echo "Run 'scripts/seed-corpus.sh --help' for usage." >&2; exit 64; }
(( $# == 1 || $# == 3 )) || fail_usage "expected OUT_DIR [--generated N]"
out="$1"
[[ -n "$out" && "$out" != -* ]] || fail_usage "OUT_DIR must be a folder, not '$out'"
generated=32
if (( $# == 3 )); then
    [[ "$2" == "--generated" ]] || fail_usage "unknown option '$2'"
    [[ "$3" =~ ^[0-9]+$ ]] && (( 10#$3 <= 100000 )) || fail_usage "--generated needs a whole number up to 100000, not '$3'"
    generated=$((10#$3))
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$out" 2>/dev/null && out="$(cd "$out" && pwd)" || { echo "seed-corpus.sh: cannot write into '$1'" >&2; exit 2; }
scratch="${SEED_CORPUS_SCRATCH:-$root/scripts/seed-corpus/.build}"

echo "[seed-corpus] building the encoder (release)" >&2
if ! (cd "$root/scripts/seed-corpus" && swift build -c release --scratch-path "$scratch" >&2); then
    echo "seed-corpus.sh: the encoder did not build" >&2
    exit 2
fi
# The property runs with the backtracer off, as every fuzzer-side binary does.
cd "$root"
SWIFT_BACKTRACE=enable=no "$scratch/release/SeedCorpus" "$out" --counterexamples "$root/Counterexamples" --generated "$generated"
