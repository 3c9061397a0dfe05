#!/usr/bin/env bash
# Checks the replay pages and the nightly summary page in a real browser: headless
# Chromium, driven through the DevTools protocol by scripts/check-html.py.
#   - Proof that errors are seen: pages with a deliberate uncaught exception, a
#     console.error and a missing image must each be reported as a console error.
#   - For one saved counterexample per control (L3, S1, C2, M1 under Counterexamples/),
#     `harness replay FILE --html` writes a page that opens with no console error; the
#     screenshots of its first step (#step=0) and last step (#step=last) differ; the
#     last shows the broken invariant; the Right arrow moves to step 1 and changes the
#     drawing (two screenshots of the canvas differ); at a step mid-animation, P shows
#     the presentation drawing, and it differs from the model's.
#   - `harness report` on a campaign folder holding those four finds writes summary.html:
#     every link in it resolves to a file, and every replay page it links opens with no
#     console error.
#
#   scripts/check-html.sh [--out DIR] [--docs-image PNG]
#     --out DIR         pages and screenshots go here (default .build/check-html)
#     --docs-image PNG  also writes the M1 page at its broken step as PNG (docs/fuzzing.md)
#
# Installs Chromium from the distribution's packages when it is missing (it says so:
# apt-get install -y chromium; root only). Exit codes: 0 every check held, 1 a check
# failed (each printed), 2 the check could not run (no Chromium, the build failed),
# 64 a usage error.
set -uo pipefail
usage() { sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; }
fail_usage() { echo "check-html.sh: $*" >&2; echo "Run 'scripts/check-html.sh --help' for usage." >&2; exit 64; }

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/.build/check-html"
docs_image=""
while (( $# > 0 )); do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --out) (( $# >= 2 )) || fail_usage "--out needs a folder"; out="$2"; shift 2 ;;
        --docs-image) (( $# >= 2 )) || fail_usage "--docs-image needs a file name"; docs_image="$2"; shift 2 ;;
        *) fail_usage "unknown argument '$1'" ;;
    esac
done
[[ -n "$out" ]] || fail_usage "--out must not be empty"
if [[ -n "$docs_image" && "$docs_image" != /* ]]; then docs_image="$PWD/$docs_image"; fi
cd "$root" || exit 2

chromium=""
for name in chromium chromium-browser; do
    if command -v "$name" > /dev/null; then chromium="$(command -v "$name")"; break; fi
done
if [[ -z "$chromium" ]]; then
    if [[ $(id -u) -ne 0 ]] || ! command -v apt-get > /dev/null; then
        echo "check-html.sh: Chromium is missing and cannot be installed here (apt-get as root): install the 'chromium' package" >&2
        exit 2
    fi
    echo "check-html: Chromium is missing; installing it from the distribution's packages (apt-get install -y chromium)" >&2
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >&2; then
        echo "check-html.sh: apt-get install -y chromium failed" >&2
        exit 2
    fi
    chromium="$(command -v chromium)" || { echo "check-html.sh: chromium was installed but is not on PATH" >&2; exit 2; }
fi
command -v python3 > /dev/null || { echo "check-html.sh: python3 is needed to drive Chromium" >&2; exit 2; }
echo "check-html: $("$chromium" --version 2>/dev/null | head -1)"

if ! mkdir -p "$out/pages" "$out/shots" 2>/dev/null || [[ ! -w "$out" ]]; then
    echo "check-html.sh: cannot write into '$out'" >&2
    exit 2
fi
out="$(cd "$out" && pwd)"

echo "check-html: building harness (debug)" >&2
swift build --product harness >&2 || { echo "check-html.sh: the build failed" >&2; exit 2; }
harness="$(swift build --show-bin-path)/harness"

# One saved counterexample per control, each with steps to scrub through.
examples=(
    "Counterexamples/L3-unlock-exactly-once-past-75-percent/lockUnlockOnlyInside-76872c13f8f8614b.json"
    "Counterexamples/S1-split-frames-match-the-mode/splitIgnoresToggle-06b4f10cccbd5066.json"
    "Counterexamples/C2-settled-mode-follows-the-last-swipe/cameraLayoutRecentresAtPlus30-31d7b71e79cc9179.json"
    "Counterexamples/M1-white-labels-aligned/selectorMaskMovedWithoutInnerView-cd2b3bcde816f935.json"
)
status=0
pages=()
campaign="$out/campaign"
rm -rf "$campaign"
mkdir -p "$campaign/found"
for file in "${examples[@]}"; do
    if [[ ! -f "$file" ]]; then echo "FAIL $file: no such counterexample" ; status=1; continue; fi
    id="$(basename "$(dirname "$file")" | cut -d- -f1)"
    page="$out/pages/$id.html"
    SWIFT_BACKTRACE=enable=no "$harness" replay "$file" --html "$page" > "$out/pages/$id.txt" 2>&1
    code=$?
    if (( code != 1 )) || [[ ! -s "$page" ]]; then
        echo "FAIL $file: harness replay --html exited $code (1 expected: it still fails) or wrote no page"
        status=1
        continue
    fi
    echo "check-html: $id page $(wc -c < "$page") bytes ($(grep -c 'class="frame' "$page") steps drawn): $page"
    pages+=("$page")
    mkdir -p "$campaign/found/$(basename "$(dirname "$file")")"
    cp "$file" "$campaign/found/$(basename "$(dirname "$file")")/"
done

# Pages that must fail: the checker has to see each kind of error.
deliberate=()
if (( ${#pages[@]} > 0 )); then
    first="${pages[0]}"
    sed 's#<script>#<script>missingFunction();</script><script>#' "$first" > "$out/pages/deliberate-exception.html"
    sed 's#<script>#<script>console.error("deliberate");</script><script>#' "$first" > "$out/pages/deliberate-console-error.html"
    sed 's#<main #<img src="missing-image.png" alt=""><main #' "$first" > "$out/pages/deliberate-missing-image.html"
    deliberate=(--expect-error "$out/pages/deliberate-exception.html" --expect-error "$out/pages/deliberate-console-error.html"
                --expect-error "$out/pages/deliberate-missing-image.html")
fi

"$harness" report "$campaign" --note "check-html.sh: one counterexample per control" > "$out/report.txt" 2>&1
code=$?
if (( code != 0 )) || [[ ! -f "$campaign/summary.html" ]]; then
    echo "FAIL harness report exited $code:"; cat "$out/report.txt"; status=1
fi

docs=()
if [[ -n "$docs_image" ]]; then
    mkdir -p "$(dirname "$docs_image")"
    # The M1 page first, so that --docs-image shows it.
    for index in "${!pages[@]}"; do
        if [[ "${pages[$index]}" == */M1.html ]]; then
            pages=("${pages[$index]}" "${pages[@]:0:$index}" "${pages[@]:$((index + 1))}")
            break
        fi
    done
    docs=(--docs-image "$docs_image" --docs-step last)
fi
summary=()
[[ -f "$campaign/summary.html" ]] && summary=(--summary "$campaign/summary.html")
python3 "$root/scripts/check-html.py" --chromium "$chromium" --out "$out/shots" "${deliberate[@]}" "${docs[@]}" "${summary[@]}" \
    "${pages[@]}"
code=$?
(( code == 2 )) && exit 2
(( code != 0 )) && status=1
[[ -n "$docs_image" && -f "$docs_image" ]] && echo "check-html: wrote $docs_image"
echo "check-html: screenshots in $out/shots"
if (( status == 0 )); then echo "check-html: every check held"; else echo "check-html: some checks failed"; fi
exit $status
