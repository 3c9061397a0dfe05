#!/usr/bin/env python3
"""The `#if` blocks of the control files: each must be one of the two sanctioned forms.

1. The import line: `#if canImport(UIKit)` / `import UIKit` / `#else` /
   `import HeadlessUIKit` / `#endif`.
2. The selector form, which Linux cannot compile (no Objective-C runtime):
   a. recognizers: `#if canImport(UIKit)`, lines `<same start>(target: self, action:
      #selector(NAME(_:)))`, `#else`, the same lines with `action: TYPE.NAME)`, `#endif`;
   b. `#if canImport(UIKit)` / `@objc` / `#endif` right before the declaration of a
      method the file names in a `#selector`.
Prints `#if block<TAB>FILE:LINE (why)` for every other block; exit 1 if any, else 0.
Usage: uikit-conditionals.py FILE.swift...
"""
import re
import sys

IMPORT = ["#if canImport(UIKit)", "import UIKit", "#else", "import HeadlessUIKit", "#endif"]
SELECTOR = re.compile(r"^(?P<start>.*\(target: self, action: )#selector\((?P<name>\w+)\(_:\)\)\)$")
REFERENCE = re.compile(r"^(?P<start>.*\(target: self, action: )(?P<type>\w+)\.(?P<name>\w+)\)$")


def blocks(lines):
    """(first line number, the block's stripped lines) for every #if ... #endif."""
    index = 0
    while index < len(lines):
        if lines[index].strip().startswith("#if"):
            start, depth, body = index, 0, []
            while index < len(lines):
                text = lines[index].strip()
                depth += text.startswith("#if")
                depth -= text.startswith("#endif")
                body.append(text)
                index += 1
                if depth == 0:
                    break
            yield start + 1, body, index
        else:
            index += 1


def check(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    selected = set()
    for line in lines:
        match = SELECTOR.match(line.strip())
        if match:
            selected.add(match.group("name"))
    problems = []
    for number, body, after in blocks(lines):
        if body == IMPORT:
            continue
        if body == ["#if canImport(UIKit)", "@objc", "#endif"]:
            following = lines[after].strip() if after < len(lines) else ""
            method = re.search(r"\bfunc (\w+)\(", following)
            if method and method.group(1) in selected:
                continue
            problems.append((number, "@objc on something no #selector names"))
            continue
        if body[0] == "#if canImport(UIKit)" and body.count("#else") == 1 and body[-1] == "#endif" \
                and sum(text.startswith("#") for text in body) == 3:
            middle = body.index("#else")
            ios, here = body[1:middle], body[middle + 1:-1]
            pairs = [(SELECTOR.match(a), REFERENCE.match(b)) for a, b in zip(ios, here)]
            if ios and len(ios) == len(here) and all(
                    a and b and a.group("start") == b.group("start") and a.group("name") == b.group("name")
                    for a, b in pairs):
                continue
        problems.append((number, "neither the import line nor the selector form"))
    for number, why in problems:
        print(f"#if block\t{path}:{number} ({why})")
    return not problems


if __name__ == "__main__":
    results = [check(path) for path in sys.argv[1:]]
    sys.exit(0 if all(results) else 1)
