#!/bin/bash -eu
# The OSS-Fuzz / ClusterFuzzLite build (run by the base image's `compile` from the package
# root; scripts/cfl-emulate.sh runs it the same way without Docker).
#
# Builds the harness's libFuzzer entry point once, statically, and installs one copy per
# property: the binary picks its property from its own name, the property's key
# (harness_l1_fuzzer -> L1, harness_m4b_fuzzer -> M4b, harness_lockcontrol_u1_fuzzer ->
# the lock's generic U1; `harness list --keys`), since OSS-Fuzz and ClusterFuzzLite run targets without
# custom environment variables. Beside each: <fuzzer>_seed_corpus.zip (the property's
# saved counterexamples turned back into fuzzer bytes, and short generated scripts;
# scripts/seed-corpus.sh).
if command -v precompile_swift >/dev/null; then . precompile_swift; fi   # the Swift-aware llvm-symbolizer
FLAGS="-Xswiftc -static-stdlib --static-swift-stdlib"
if [ "$SANITIZER" = "coverage" ]; then
  FLAGS="$FLAGS --sanitize=fuzzer -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping"
else
  # One comma-joined -sanitize: two --sanitize flags silently drop one instrumentation.
  FLAGS="$FLAGS --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,$SANITIZER"
fi
# shellcheck disable=SC2086 # FLAGS is a list of words
swift build -c release --scratch-path "$WORK/.build" $FLAGS --product harness-fuzzer

# The seed corpora, one folder per property (named by its key: the invariant id in lower
# case, with the control's name before it for an id several controls keep).
rm -rf "$WORK/seeds"
SEED_CORPUS_SCRATCH="$WORK/.build-seeds" scripts/seed-corpus.sh "$WORK/seeds"
for folder in "$WORK"/seeds/*/; do
  key="$(basename "$folder")"
  fuzzer="harness_${key}_fuzzer"
  cp "$WORK/.build/release/harness-fuzzer" "$OUT/$fuzzer"
  rm -f "$OUT/${fuzzer}_seed_corpus.zip"
  (cd "$folder" && zip -q -j "$OUT/${fuzzer}_seed_corpus.zip" ./*)
done
