#!/bin/bash -eu
# Builds the harness's libFuzzer entry point once, statically, and installs one copy per
# invariant: the binary picks its property from its own name (harness_l1_fuzzer -> L1),
# since OSS-Fuzz and ClusterFuzzLite run targets without custom environment variables.
# Seed corpora: none needed (every byte string decodes to a valid case); saved
# counterexamples replay through `swift test` instead.
if command -v precompile_swift >/dev/null; then . precompile_swift; fi   # the Swift-aware llvm-symbolizer
FLAGS="-Xswiftc -static-stdlib --static-swift-stdlib"
if [ "$SANITIZER" = "coverage" ]; then
  FLAGS="$FLAGS --sanitize=fuzzer -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping"
else
  # One comma-joined -sanitize: two --sanitize flags silently drop one instrumentation.
  FLAGS="$FLAGS --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,$SANITIZER"
fi
swift build -c release --scratch-path "$WORK/.build" $FLAGS --product harness-fuzzer
for invariant in l1 l2 l3 l4 l5 s1 s2 s3 s4 c1 c2 c3 m1 m2 m3 m4; do
  cp "$WORK/.build/release/harness-fuzzer" "$OUT/harness_${invariant}_fuzzer"
done
