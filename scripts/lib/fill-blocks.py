"""Replaces the fenced blocks of a Markdown file that follow a marker line
`<!-- TAG: NAME -->` with block NAME of a report (sections that start with `## NAME`).

    python3 fill-blocks.py TAG REPORT DOC [--check]

Writes DOC in place, or with --check changes nothing and lists the blocks that differ.
Exit: 0 done (with --check: every block current), 1 a block differs (--check) or a
marker names a block the report lacks, 64 on a usage error.
"""
import re
import sys


def sections(text):
    out, name, lines = {}, None, []
    for line in text.splitlines():
        if line.startswith("## "):
            if name is not None:
                out[name] = "\n".join(lines).strip("\n")
            name, lines = line[3:].strip(), []
        elif name is not None:
            lines.append(line)
    if name is not None:
        out[name] = "\n".join(lines).strip("\n")
    return out


def main(argv):
    args = [a for a in argv if a != "--check"]
    check = len(args) != len(argv)
    if len(args) != 3:
        print(__doc__, file=sys.stderr)
        return 64
    tag, report, doc = args
    blocks = sections(open(report, encoding="utf-8").read())
    lines = open(doc, encoding="utf-8").read().split("\n")
    marker = re.compile(r"^<!-- " + re.escape(tag) + r": (.+?) -->$")
    out, i, stale, missing = [], 0, [], []
    while i < len(lines):
        out.append(lines[i])
        m = marker.match(lines[i])
        i += 1
        if not m:
            continue
        name = m.group(1)
        # Copy up to the opening fence, then replace everything to the closing fence.
        while i < len(lines) and not lines[i].startswith("```"):
            out.append(lines[i])
            i += 1
        if i == len(lines):
            missing.append(f"{name} (no fenced block after the marker)")
            break
        out.append(lines[i])
        i += 1
        old = []
        while i < len(lines) and lines[i] != "```":
            old.append(lines[i])
            i += 1
        if name not in blocks:
            missing.append(name)
            out.extend(old)
        else:
            new = blocks[name].split("\n")
            if new != old:
                stale.append(name)
            out.extend(new)
    for name in missing:
        print(f"fill-blocks: {doc}: no block '{name}' in {report}", file=sys.stderr)
    if check:
        for name in stale:
            print(f"fill-blocks: {doc}: block '{name}' differs from today's output", file=sys.stderr)
        if not stale and not missing:
            print(f"fill-blocks: {doc}: every '{tag}' block is current", file=sys.stderr)
        return 1 if stale or missing else 0
    open(doc, "w", encoding="utf-8").write("\n".join(out))
    print(f"fill-blocks: {doc}: {len(stale)} block(s) rewritten", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
