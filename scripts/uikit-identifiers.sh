#!/usr/bin/env bash
# Lists every identifier the seed controls use that is not part of UIKit, CoreGraphics,
# QuartzCore (which UIKit imports), Foundation or the standard library: what a control
# file would need from the project's own API to compile here, and so would not compile
# against real UIKit.
#
# Usage: scripts/uikit-identifiers.sh [--no-build] [FILE.swift ...]
#   FILE...      the control files to read (default: every file of Sources/SeedControls,
#                the seed variants `*+Seed.swift` included: they are the seeds' own code
#                and must compile against UIKit as much as the corrected controls; and
#                the range slider, Tests/HeadlessUIKit/RangeSlider/RangeSlider.swift, a
#                control written with UIKit names only)
#   --no-build   use the HeadlessUIKit module already built (debug)
#
# How: the files are type-checked together against HeadlessUIKit (`swiftc -dump-ast`),
# and every declaration they reference (`decl=`, `override=`) and every type they name
# is looked up. Declarations of the standard library, Foundation and Dispatch pass;
# declarations made in the files themselves pass; a declaration of the runtime's
# modules (HeadlessUIKit, Layout; read from their symbol graphs,
# `swift-symbolgraph-extract`) passes only when scripts/data/uikit-allowlist.txt lists
# it, each line naming the real UIKit/CoreGraphics/QuartzCore/Foundation API it stands
# for and its Apple documentation page. Any other module, and any import other than the
# `#if canImport(UIKit)` pair and Foundation, is listed too. So is every `#if` block that
# is not one of the two sanctioned forms (scripts/lib/uikit-conditionals.py): the import
# line, and the selector form Linux cannot compile (a recognizer's `#selector(m(_:))`
# beside `Type.m`, and `@objc` on a method a `#selector` names).
#
# Output (stdout): one line per identifier, `NAME<TAB>first use`; nothing when clean.
# Exit: 0 the list is empty, 1 it is not, 2 the files do not type-check or the allowlist
# is malformed, 64 a usage error.
set -euo pipefail
usage() { sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; }
build=1
files=()
while (( $# > 0 )); do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --no-build) build=0 ;;
        -*) echo "uikit-identifiers.sh: unknown option '$1' (see --help)" >&2; exit 64 ;;
        *) [[ -f "$1" ]] || { echo "uikit-identifiers.sh: no such file '$1'" >&2; exit 64; }
           files+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")") ;;
    esac
    shift
done
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
if (( ${#files[@]} == 0 )); then
    while IFS= read -r file; do files+=("$root/$file"); done < <(find Sources/SeedControls -name '*.swift' | sort)
    files+=("$root/Tests/HeadlessUIKit/RangeSlider/RangeSlider.swift")
fi
runtime=(HeadlessUIKit Layout)
if (( build )); then swift build --target HeadlessUIKit >&2; fi
modules="$(swift build --show-bin-path)/Modules"
[[ -f "$modules/HeadlessUIKit.swiftmodule" ]] || { echo "uikit-identifiers.sh: HeadlessUIKit is not built in $modules" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

status=0
# Imports: only the UIKit / HeadlessUIKit pair and Foundation.
for file in "${files[@]}"; do
    while IFS= read -r hit; do
        line="${hit%%:*}"; module="${hit#*:}"
        case "$module" in UIKit|HeadlessUIKit|Foundation) ;; *) printf 'import %s\t%s:%s\n' "$module" "$file" "$line"; status=1 ;; esac
    done < <(grep -nE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]' "$file" \
             | sed -E 's/^([0-9]+):[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+(typealias |struct |class |enum |func |var |let )?([A-Za-z_][A-Za-z0-9_]*).*/\1:\4/')
done

# `#if` blocks: only the import line and the selector form.
python3 scripts/lib/uikit-conditionals.py "${files[@]}" || status=1

# swiftc prints the dump on stderr, with any diagnostics.
if ! swiftc -dump-ast -swift-version 6 -module-name SeedControls -I "$modules" "${files[@]}" >"$work/ast.txt" 2>&1; then
    echo "uikit-identifiers.sh: the files do not type-check against HeadlessUIKit:" >&2
    grep -E 'error:' -A3 "$work/ast.txt" >&2 || tail -20 "$work/ast.txt" >&2
    exit 2
fi
for module in "${runtime[@]}"; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$(uname -m)-unknown-linux-gnu" \
        -output-dir "$work" >/dev/null 2>"$work/symbolgraph-$module.txt" || {
        echo "uikit-identifiers.sh: no symbol graph for $module:" >&2; cat "$work/symbolgraph-$module.txt" >&2; exit 2; }
done
python3 scripts/lib/uikit-identifiers.py "$work/ast.txt" "$work" scripts/data/uikit-allowlist.txt "${runtime[@]}" || status=$?
exit "$status"
