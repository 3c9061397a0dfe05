#!/usr/bin/env python3
"""Reads the typed AST of the control files (swiftc -dump-ast) and the symbol graphs of
the runtime's modules, and prints every identifier the files use that is neither the
standard library's or Foundation's, nor declared in the files themselves, nor listed in
the allowlist of UIKit / CoreGraphics / QuartzCore / Foundation names the runtime
implements. Called by scripts/uikit-identifiers.sh, which documents it.

usage: uikit-identifiers.py AST_FILE SYMBOLGRAPH_DIR ALLOWLIST RUNTIME_MODULE...
"""
import json
import os
import re
import sys

# Modules whose declarations are the platform's, not the runtime's: the standard
# library, Foundation (and its Linux pieces), Dispatch.
PLATFORM = {"Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
            "FoundationInternationalization", "CoreFoundation", "Dispatch", "Glibc", "SwiftGlibc"}
OWN = "SeedControls"
FRAMEWORKS = {"UIKit", "CoreGraphics", "QuartzCore", "Foundation"}

DECL = re.compile(r'(?:\bdecl|\boverride)="([A-Za-z_][A-Za-z0-9_]*)\.([^"@]*?)(?:@([^"]*))?"')
TYPES = re.compile(r'\b(?:type|interface_type|typerepr)="([^"]*)"')
PATH = re.compile(r'[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*')
LOCATION = re.compile(r'location=([^ )]+)')


def normalise(path):
    """`(file).UIView extension.frame` -> `UIView.frame`."""
    path = re.sub(r'\(file\)\.', '', path)
    path = path.replace(' extension', '')
    # An accessor (an overridden property's getter) is the property.
    path = re.sub(r'\.(getter|setter|modify|_modify|didSet|willSet)( accessor)?$', '', path)
    return path


def load_allowlist(name):
    allowed, problems = {}, []
    with open(name, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            text = line.split("#", 1)[0].strip()
            if not text:
                continue
            fields = text.split()
            if len(fields) < 3 or fields[1] not in FRAMEWORKS or not fields[2].startswith("https://developer.apple.com/"):
                problems.append(f"{name}:{number}: want 'NAME FRAMEWORK APPLE-DOCUMENTATION-URL', got: {text}")
                continue
            allowed[fields[0]] = fields[1]
    return allowed, problems


def runtime_types(directory, modules):
    """Type paths (`UIControl.Event`) and every symbol path the runtime's modules declare."""
    types, symbols = set(), set()
    for file in sorted(os.listdir(directory)):
        if not file.endswith(".symbols.json") or file.split(".")[0].split("@")[0] not in modules:
            continue
        with open(os.path.join(directory, file), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            path = ".".join(symbol["pathComponents"])
            symbols.add(path)
            kind = symbol["kind"]["identifier"]
            if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"):
                types.add(path)
    return types, symbols


def main(argv):
    if len(argv) < 5:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 64
    ast_file, graphs, allowlist_file, modules = argv[1], argv[2], argv[3], set(argv[4:])
    allowed, problems = load_allowlist(allowlist_file)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 2
    types, symbols = runtime_types(graphs, modules)
    found = {}  # name -> first location

    def note(name, where):
        if name not in allowed:
            found.setdefault(name, where)

    used = set()
    with open(ast_file, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            where_match = LOCATION.search(line)
            where = where_match.group(1) if where_match else "?"
            for module, path, declared_at in DECL.findall(line):
                if module in PLATFORM or module == OWN:
                    continue
                name = normalise(path)
                if module in modules:
                    used.add(name)
                    note(name, declared_at and where or where)
                else:
                    note(f"{module}.{name}", where)
            for text in TYPES.findall(line):
                for token in PATH.findall(text):
                    token = re.sub(r'\.(Type|Protocol)$', '', token)
                    # The longest prefix that is a runtime type is the type used.
                    parts = token.split(".")
                    for end in range(len(parts), 0, -1):
                        candidate = ".".join(parts[:end])
                        if candidate in types:
                            used.add(candidate)
                            note(candidate, where)
                            break
    for name in sorted(found):
        print(f"{name}\t{found[name]}")
    def base(path):
        return re.sub(r'\([^)]*\)', '', path)
    declared = {base(symbol) for symbol in symbols}
    unused = sorted(name for name in allowed if base(name) not in declared)
    for name in unused:
        print(f"note: allowlist entry {name} is not declared by the runtime ({', '.join(sorted(modules))})", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
