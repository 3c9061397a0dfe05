#!/usr/bin/env bash
# Side-by-side shrinking benchmark: our Swift engine (`harness-bench engine`)
# against Hypothesis on the 11 classic shrinking challenges (13 properties,
# canonical generators of docs/research pbt.md §3.2) and the broad suite of 32
# ordinary generator shapes (issue 10), plus a throughput check.
#
# Usage: scripts/bench-engine.sh            (from any directory)
#
# Environment:
#   RUNS=N        seeded runs per challenge for both sides (default 100)
#   ONLY=a,b      forwarded as --only to both programs (challenge and/or
#                 throughput names: reverse_twice, int_pair); the groups
#                 `classic` and `broad` stand for their challenges (quick mode
#                 for iterating: RUNS=20 ONLY=broad, or one challenge by name)
#   PYTHON=...    interpreter used to create the venv (default python3)
#   RAW_DIR=dir   also copy the two raw outputs (ours.txt, hypothesis.txt) there
#   OURS_RAW=f    use file f as our raw output instead of building and running
#                 harness-bench engine (for testing the merge)
#   HYP_RAW=f     use file f as the Hypothesis raw output instead of running it
#
# Report (stdout): a `#` header, then one line per challenge
#   challenge NAME ours_normalised=P% ours_distinct=D ours_mean_evals=E
#     hypothesis_normalised=P% hypothesis_mean_evals=E ours_found=F/N
#     hypothesis_found=F/N eval_ratio=R          (R = ours/hypothesis mean evals)
# and one per throughput property
#   throughput NAME ours=X hypothesis=Y ratio=R   (R = ours/hypothesis)
# A value that is missing or undefined on either side prints as n/a.
# Progress and build output go to stderr.
set -euo pipefail
# --help prints the comment above; unexpected arguments are a usage error (exit 64).
case "${1:-}" in -h|--help) sed -n '2,/^[^#]/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;; esac
(( $# <= 0 )) || { echo "bench-engine.sh: takes no arguments (see --help), got: $*" >&2; exit 64; }

HYPOTHESIS_VERSION=6.170.17
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

RUNS="${RUNS:-100}"
ONLY="${ONLY:-}"
PYTHON="${PYTHON:-python3}"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/bench-engine.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

CLASSIC="bound5,large_union_list,reverse,calculator,lengthlist,difference_zero,difference_small,difference_one,binheap,coupling,deletion,distinct,nestedlists"
BROAD="chain3_10k,chain3_50k,chain4_20k,chain5_300k,chain6_10m,sum_length,sum_payload3,shifted_range,mod_map,mod_map_large,mod_pair_equation,mod_buckets,dict_mod_keys,mod_collision,linear3,linear_system,weighted_sum,linear_pair_budget,branch_lengths,branch_shapes,frequency_ranges,float_threshold,float_cancellation,float_pair_sum,substring_both,substring_repeat,substring_word,unique_sum,set_sum,tree_sum,tree_depth,tree_big_leaves"
ONLY="${ONLY//classic/$CLASSIC}"
ONLY="${ONLY//broad/$BROAD}"

ARGS=(--runs "$RUNS")
if [[ -n "$ONLY" ]]; then
    ARGS+=(--only "$ONLY")
fi

log() { echo "[bench-engine] $*" >&2; }

# (a) Hypothesis in a throwaway venv.
if [[ -z "${HYP_RAW:-}" ]]; then
    log "creating venv with hypothesis==$HYPOTHESIS_VERSION"
    "$PYTHON" -m venv "$WORK/venv"
    "$WORK/venv/bin/pip" install -q --disable-pip-version-check "hypothesis==$HYPOTHESIS_VERSION"
fi

# (b) The Swift side.
if [[ -z "${OURS_RAW:-}" ]]; then
    log "building harness-bench (release)"
    swift build -c release --product harness-bench >&2
    BIN_DIR="$(swift build -c release --show-bin-path)"
fi

# (c) Run both, one after the other (never concurrently: the timings matter).
if [[ -n "${OURS_RAW:-}" ]]; then
    log "using $OURS_RAW as our raw output"
    cp "$OURS_RAW" "$WORK/ours.txt"
else
    log "running harness-bench engine ${ARGS[*]}"
    "$BIN_DIR/harness-bench" engine "${ARGS[@]}" > "$WORK/ours.txt"
fi
if [[ -n "${HYP_RAW:-}" ]]; then
    log "using $HYP_RAW as the Hypothesis raw output"
    cp "$HYP_RAW" "$WORK/hypothesis.txt"
else
    log "running hypothesis_challenges.py ${ARGS[*]}"
    "$WORK/venv/bin/python" scripts/bench/hypothesis_challenges.py "${ARGS[@]}" > "$WORK/hypothesis.txt"
fi
if [[ -n "${RAW_DIR:-}" ]]; then
    mkdir -p "$RAW_DIR"
    cp "$WORK/ours.txt" "$WORK/hypothesis.txt" "$RAW_DIR/"
    log "raw outputs copied to $RAW_DIR"
fi

# (d) Header and merged report.
echo "# engine-bench: ours vs Hypothesis $HYPOTHESIS_VERSION, runs=$RUNS${ONLY:+ only=$ONLY}"
echo "# date=$(date -u +%Y-%m-%dT%H:%M:%SZ) nproc=$(nproc) arch=$(uname -m) kernel=$(uname -sr)"
if [[ -z "${OURS_RAW:-}" ]]; then
    echo "# swift: $(swift --version 2>&1 | head -n 1)"
fi

"$PYTHON" - "$WORK/ours.txt" "$WORK/hypothesis.txt" <<'PY'
import math
import re
import sys

ORDER = [
    "bound5", "large_union_list", "reverse", "calculator", "lengthlist",
    "difference_zero", "difference_small", "difference_one", "binheap",
    "coupling", "deletion", "distinct", "nestedlists",
    # The broad suite (issue 10), Sources/ShrinkingChallenges/Broad.swift.
    "chain3_10k", "chain3_50k", "chain4_20k", "chain5_300k", "chain6_10m", "sum_length",
    "sum_payload3", "shifted_range", "mod_map", "mod_map_large", "mod_pair_equation",
    "mod_buckets", "dict_mod_keys", "mod_collision", "linear3", "linear_system",
    "weighted_sum", "linear_pair_budget", "branch_lengths", "branch_shapes",
    "frequency_ranges", "float_threshold", "float_cancellation", "float_pair_sum",
    "substring_both", "substring_repeat", "substring_word", "unique_sum", "set_sum",
    "tree_sum", "tree_depth", "tree_big_leaves",
]
THROUGHPUT_ORDER = ["reverse_twice", "int_pair"]
LINE = re.compile(r"^(\S+?)(-throughput)? (\S+)((?: \S+=\S+)*)\s*$")


def parse(path, prefix):
    challenges, throughput, extra = {}, {}, []
    with open(path) as fh:
        for raw in fh:
            line = raw.rstrip("\n")
            m = LINE.match(line)
            if not m or m.group(1) != prefix:
                if line.startswith(prefix + "-settings"):
                    extra.append(line)
                continue
            fields = dict(kv.split("=", 1) for kv in m.group(4).split())
            (throughput if m.group(2) else challenges)[m.group(3)] = fields
    return challenges, throughput, extra


def num(value):
    try:
        x = float(value)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(x) else x


def pct(fields):
    x = num(fields.get("normalised"))
    return "n/a" if x is None else f"{x:.1f}%"


def plain(fields, key):
    v = fields.get(key)
    return "n/a" if v is None or num(v) is None else v


def found(fields):
    if "found" not in fields or "runs" not in fields:
        return "n/a"
    return f"{fields['found']}/{fields['runs']}"


ours_c, ours_t, _ = parse(sys.argv[1], "ours")
hyp_c, hyp_t, settings = parse(sys.argv[2], "hypothesis")
for s in settings:
    print(f"# {s}")

for name in ORDER + sorted((set(ours_c) | set(hyp_c)) - set(ORDER)):
    if name not in ours_c and name not in hyp_c:
        continue
    o, h = ours_c.get(name, {}), hyp_c.get(name, {})
    oe, he = num(o.get("mean_evals")), num(h.get("mean_evals"))
    ratio = "n/a" if oe is None or not he else f"{oe / he:.2f}"
    print(
        f"challenge {name} ours_normalised={pct(o)} ours_distinct={plain(o, 'distinct')} "
        f"ours_mean_evals={plain(o, 'mean_evals')} hypothesis_normalised={pct(h)} "
        f"hypothesis_mean_evals={plain(h, 'mean_evals')} ours_found={found(o)} "
        f"hypothesis_found={found(h)} eval_ratio={ratio}"
    )

for name in THROUGHPUT_ORDER + sorted((set(ours_t) | set(hyp_t)) - set(THROUGHPUT_ORDER)):
    if name not in ours_t and name not in hyp_t:
        continue
    ov = num(ours_t.get(name, {}).get("cases_per_s"))
    hv = num(hyp_t.get(name, {}).get("cases_per_s"))
    if ov is None or not hv:
        ratio = "n/a"
    else:
        r = ov / hv
        ratio = str(round(r)) if r >= 10 else f"{r:.1f}"
    fmt = lambda v: "n/a" if v is None else str(int(v))
    print(f"throughput {name} ours={fmt(ov)} hypothesis={fmt(hv)} ratio={ratio}")
PY
