#!/usr/bin/env python3
"""Hypothesis half of the side-by-side shrinking benchmark (see scripts/bench-engine.sh).

Runs the 11 classic shrinking challenges (13 named properties) with the
canonical generators of docs/research "pbt.md" section 3.2 and the broad suite
(issue 10: 32 ordinary generator shapes, BROAD below), against a pinned
Hypothesis, and then measures the throughput of two passing properties.

Requires exactly hypothesis==6.170.17 (bench-engine.sh installs it in a
throwaway venv).

Output (stdout), one line per challenge, in the fixed order of CHALLENGES:

  hypothesis CHALLENGE runs=N found=F normalised=P distinct=D mean_evals=E mean_ms=T

  P  percentage (one decimal) of runs that reached the documented minimum,
     among the runs that found a failure ("nan" when F == 0)
  D  number of distinct shrunk values among the found runs (compared by repr)
  E  mean number of test-body calls strictly after the first failing call,
     over the found runs (one decimal, "nan" when F == 0).  Calls rejected by
     assume() are counted (they execute the body); values rejected by a
     strategy-level .filter() never reach the body and are not counted.  The
     final replay of the minimal example that Hypothesis performs to report the
     failure is a body call and *is* counted.
  T  mean wall milliseconds per run (all runs, found or not; two decimals)

then one line per throughput property:

  hypothesis-throughput NAME cases_per_s=X

  X  body calls / seconds (integer), median of three timings of a 10,000-case
     passing run with generation only (no shrinking).

A `hypothesis-settings ...` line on stdout records the settings in force.
Progress goes to stderr.

Each challenge is run N times (--runs, default 100) with @seed(0) .. @seed(N-1).
--only NAME[,NAME...] restricts the run to the named challenges and/or
throughput properties (reverse_twice, int_pair); with --only, a throughput
property runs only if it is named.

Phases: every phase except Phase.explain (explicit, reuse, generate, target,
shrink).  The explain phase runs after shrinking has finished and replays
variations of the minimal example only to annotate the failure report ("or any
other generated value"); it is not shrinking, and left on it adds a large,
challenge-dependent number of body calls (bound5: ~180 instead of ~120 mean
evaluations, deletion: ~18 instead of ~9).  With it off the counts match the
same-machine anchors of pbt.md section 8.  --with-explain turns it back on.

Hypothesis (6.x) also harvests numeric/string constants from the source of
local modules, this file included, and mixes them into generation (ints with
|v| < 100 are ignored).  That is default Hypothesis behaviour and is left on;
the large literals here (256, 900, 1000, +-32768, ...) are the same ones the
canonical test files contain, apart from a few bench-only ones (65536, 10000).

Every property takes a single @given argument (tuples where the challenge has
several values), so the shrunk value is that one argument.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

import hypothesis
from hypothesis import HealthCheck, Phase, assume, given, seed, settings
from hypothesis import strategies as st
from hypothesis.errors import UnsatisfiedAssumption

PINNED_VERSION = "6.170.17"
MAX_EXAMPLES = 1000
THROUGHPUT_CASES = 10_000
INT16_MIN, INT16_MAX = -32768, 32767
INT32_MAX = 2**31 - 1


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# Helpers for the individual challenges
# --------------------------------------------------------------------------

def wrap_int16(total: int) -> int:
    """Two's-complement int16 wrap of an (unbounded) Python int."""
    return ((total - INT16_MIN) % 65536) + INT16_MIN


# calculator ---------------------------------------------------------------

def has_no_literal_zero_divisor(expr) -> bool:
    """div_subterms: False iff some '/' node has the literal 0 as right operand."""
    if isinstance(expr, int):
        return True
    op, lhs, rhs = expr
    if op == "/" and isinstance(rhs, int) and rhs == 0:
        return False
    return has_no_literal_zero_divisor(lhs) and has_no_literal_zero_divisor(rhs)


def evaluate(expr) -> int:
    if isinstance(expr, int):
        return expr
    op, lhs, rhs = expr
    a = evaluate(lhs)
    b = evaluate(rhs)
    if op == "+":
        return a + b
    return a // b  # floor division; ZeroDivisionError is the bug being hunted


# binheap ------------------------------------------------------------------
# A heap is None (empty) or a (head, left, right) tuple.

def heap_of(bound, size):
    @st.composite
    def node(draw):
        branch = draw(st.integers(1, 8))
        if branch == 1 or size <= 0:
            return None
        key = st.integers()
        if bound is not None:
            low = bound
            key = key.filter(lambda v: v >= low)
        head = draw(key)
        half = size // 2
        left = draw(heap_of(head, half))
        right = draw(heap_of(head, half))
        return (head, left, right)

    return node()


@st.composite
def heaps(draw):
    size = draw(st.integers(0, 20))
    return draw(heap_of(None, size))


def heap_elements(h) -> list:
    """Depth-first flattening with an explicit stack (right child popped first)."""
    out = []
    pending = [h]
    while pending:
        cur = pending.pop()
        if cur is None:
            continue
        head, left, right = cur
        out.append(head)
        pending.append(left)
        pending.append(right)
    return out


def merge(a, b):
    if a is None:
        return b
    if b is None:
        return a
    if a[0] <= b[0]:
        small, big = a, b
    else:
        small, big = b, a
    head, left, right = small
    return (head, merge(right, big), left)


def buggy_sorted(h) -> list:
    if h is None:
        return []
    head, left, right = h
    return [head] + heap_elements(merge(left, right))


# --------------------------------------------------------------------------
# Challenge table: name -> (strategy factory, body, normalisation predicate)
# A body raises (AssertionError, ZeroDivisionError, ...) on failure and may
# call assume().  Bodies must not mutate their argument (it is recorded as the
# shrunk value); deletion works on a copy.
# --------------------------------------------------------------------------

def body_bound5(p):
    assert wrap_int16(sum(x for sub in p for x in sub)) < 5 * 256


def norm_bound5(p) -> bool:
    nonempty = [sub for sub in p if sub]
    return (
        len(nonempty) == 2
        and all(len(sub) == 1 for sub in nonempty)
        and sorted(sub[0] for sub in nonempty) == [-32768, -1]
    )


def strat_bound5():
    bounded = st.lists(st.integers(INT16_MIN, INT16_MAX), max_size=1).filter(
        lambda xs: sum(xs) < 256
    )
    return st.tuples(*([bounded] * 5))


def body_large_union_list(ls):
    assert len({x for inner in ls for x in inner}) < 5


def norm_large_union_list(ls) -> bool:
    return len(ls) == 1 and len(ls[0]) == 5 and set(ls[0]) == {0, 1, -1, 2, -2}


def body_reverse(ls):
    assert list(reversed(ls)) == ls


def norm_reverse(ls) -> bool:
    return ls in ([0, 1], [1, 0], [0, -1], [-1, 0])


def strat_calculator():
    expr = st.deferred(
        lambda: st.one_of(
            st.integers(),
            st.tuples(st.just("+"), expr, expr),
            st.tuples(st.just("/"), expr, expr),
        )
    )
    return expr


def body_calculator(e):
    assume(has_no_literal_zero_divisor(e))
    evaluate(e)


def norm_calculator(e) -> bool:
    return e == ("/", 0, ("+", 0, 0))


def strat_lengthlist():
    return st.integers(1, 100).flatmap(
        lambda n: st.lists(st.integers(0, 1000), min_size=n, max_size=n)
    )


def body_lengthlist(ls):
    assert max(ls) < 900


def strat_difference():
    positive = st.integers(1, INT32_MAX)
    return st.tuples(positive, positive)


def body_difference_zero(pair):
    first, second = pair
    assert first < 10 or abs(first - second) != 0


def body_difference_small(pair):
    first, second = pair
    assert first < 10 or not (1 <= abs(first - second) <= 4)


def body_difference_one(pair):
    first, second = pair
    assert first < 10 or abs(first - second) != 1


def body_binheap(h):
    got = buggy_sorted(h)
    assert got == sorted(got) and sorted(heap_elements(h)) == got


def norm_binheap(h) -> bool:
    return h == (0, None, (0, (0, None, None), (1, None, None)))


def body_coupling(ls):
    assume(all(v < len(ls) for v in ls))
    for i, j in enumerate(ls):
        if i != j:
            assert ls[j] != i


def body_deletion(arg):
    ls, i = arg
    assume(i < len(ls))
    ls = list(ls)  # mutate a copy, so the recorded argument stays as generated
    x = ls[i]
    ls.remove(x)
    assert x not in ls


def body_distinct(ls):
    assert len(set(ls)) < 3


def norm_distinct(ls) -> bool:
    return len(ls) == 3 and set(ls) in ({0, 1, -1}, {0, 1, 2})


def body_nestedlists(ls):
    assert sum(len(inner) for inner in ls) <= 10


def norm_nestedlists(ls) -> bool:
    return len(ls) == 1 and len(ls[0]) == 11


def equals(expected):
    return lambda v: v == expected


CHALLENGES = {
    "bound5": (strat_bound5, body_bound5, norm_bound5),
    "large_union_list": (
        lambda: st.lists(st.lists(st.integers())),
        body_large_union_list,
        norm_large_union_list,
    ),
    "reverse": (lambda: st.lists(st.integers()), body_reverse, norm_reverse),
    "calculator": (strat_calculator, body_calculator, norm_calculator),
    "lengthlist": (strat_lengthlist, body_lengthlist, equals([900])),
    "difference_zero": (strat_difference, body_difference_zero, equals((10, 10))),
    "difference_small": (strat_difference, body_difference_small, equals((10, 6))),
    "difference_one": (strat_difference, body_difference_one, equals((10, 9))),
    "binheap": (heaps, body_binheap, norm_binheap),
    "coupling": (
        lambda: st.lists(st.integers(0, 10)),
        body_coupling,
        equals([1, 0]),
    ),
    "deletion": (
        lambda: st.tuples(st.lists(st.integers()), st.integers(0, 10)),
        body_deletion,
        equals(([0, 0], 0)),
    ),
    "distinct": (lambda: st.lists(st.integers()), body_distinct, norm_distinct),
    "nestedlists": (
        lambda: st.lists(st.lists(st.just(()))),
        body_nestedlists,
        norm_nestedlists,
    ),
}


# --------------------------------------------------------------------------
# The broad suite (issue 10): ordinary generator shapes beside the classic
# eleven.  Each mirrors a Swift challenge in Sources/ShrinkingChallenges/Broad*.swift
# (same generator shape, same property, same minimum); the minima are proved
# by brute force in Tests/Properties/BroadChallengeTests.swift.
# --------------------------------------------------------------------------

def chain(depth, top):
    """x1 in 1..top, then each x_{k+1} in 1..x_k, through nested flatmap."""
    def step(prefix):
        if len(prefix) == depth:
            return st.just(tuple(prefix))
        hi = prefix[-1] if prefix else top
        return st.integers(1, hi).flatmap(lambda x: step(prefix + [x]))
    return step([])


def product_at_least(threshold):
    def body(xs):
        p = 1
        for x in xs:
            p *= x
        assert p < threshold
    return body


def strat_sum_length():
    return st.integers(1, 6).flatmap(
        lambda a: st.integers(1, a).flatmap(
            lambda b: st.lists(st.integers(0, 1000), min_size=a + b, max_size=a + b).map(
                lambda xs: (a, b, tuple(xs)))))


def body_sum_length(v):
    assert sum(v[2]) < 2500


def strat_sum_payload3():
    return st.integers(0, 4).flatmap(
        lambda n1: st.integers(0, n1).flatmap(
            lambda n2: st.integers(0, n2).flatmap(
                lambda n3: st.lists(st.integers(0, 100), min_size=n1 + n2 + n3,
                                    max_size=n1 + n2 + n3).map(
                    lambda xs: (n1, n2, n3, tuple(xs))))))


def body_sum_payload3(v):
    payload = v[3]
    assert not (len(payload) >= 5 and sum(payload) >= 300)


def strat_shifted_range():
    return st.integers(1, 100).flatmap(lambda x: st.integers(x, 200).map(lambda y: (x, y)))


def body_shifted_range(v):
    x, y = v
    assert not (y - x >= 90 and x >= 5)


def body_mod_map(y):
    assert y < 1000


def body_mod_map_large(y):
    assert y < 99000


def body_mod_pair_equation(v):
    x, y = v
    assert (3 * x + 7 * y) % 101 != 100


def body_mod_buckets(xs):
    assert len({x % 10 for x in xs}) < 4


def body_dict_mod_keys(pairs):
    d = {}
    for k, v in pairs:
        d[k % 5] = v
    assert sum(d.values()) < 200


def body_mod_collision(xs):
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            assert not (xs[i] != xs[j] and xs[i] % 97 == xs[j] % 97)


def body_linear3(v):
    x, y, z = v
    assert 2 * x + 3 * y + 5 * z < 500


def body_linear_system(v):
    x, y, z = v
    assert not (x + 2 * y + 3 * z >= 1000 and x >= y)


def body_weighted_sum(xs):
    assert sum(i * x for i, x in enumerate(xs)) < 300


def body_linear_pair_budget(v):
    x, y = v
    assert not (3 * x + 2 * y >= 2000 and x >= y)


def strat_branch_lengths():
    small = st.integers(0, 1000)
    return st.one_of(
        small.map(lambda x: (x,)),
        st.tuples(small, small),
        st.lists(small, min_size=3, max_size=3).map(tuple),
    )


def body_branch_lengths(xs):
    assert sum(xs) < 800


def strat_branch_shapes():
    return st.one_of(
        st.integers(0, 100).map(lambda r: ("circle", r)),
        st.tuples(st.integers(0, 100), st.integers(0, 100)).map(lambda wh: ("rect",) + wh),
    )


def area(shape):
    return 3 * shape[1] * shape[1] if shape[0] == "circle" else shape[1] * shape[2]


def body_branch_shapes(shape):
    assert area(shape) < 100


def strat_frequency_ranges():
    # frequency((1, 0..10), (9, 100..200)): a weighted branch pick, the first branch simplest.
    return st.integers(0, 9).flatmap(
        lambda t: st.integers(0, 10) if t < 1 else st.integers(100, 200))


def body_frequency_ranges(x):
    assert x < 10


def body_float_threshold(x):
    assert not (x > 100.5)


def body_float_cancellation(v):
    # y = x - d: the difference of two near-equal values.
    x, y = v
    assert not (x > 500 and x - y > 0.75)


def body_float_pair_sum(v):
    x, y = v
    assert not (x + y > 150.25)


def body_substring_both(s):
    assert not ("ab" in s and "ba" in s)


def body_substring_repeat(s):
    assert s.count("ab") < 3


def body_substring_word(s):
    assert "cab" not in s


def body_unique_sum(xs):
    assert not (len(xs) >= 3 and sum(xs) >= 100)


def body_set_sum(s):
    assert not (len(s) >= 2 and sum(s) >= 50)


def strat_tree():
    # A leaf is an int in 0..100, a node a pair of trees.
    tree = st.deferred(lambda: st.one_of(st.integers(0, 100), st.tuples(tree, tree)))
    return tree


def leaves(t):
    return [t] if isinstance(t, int) else leaves(t[0]) + leaves(t[1])


def depth(t):
    return 1 if isinstance(t, int) else 1 + max(depth(t[0]), depth(t[1]))


def body_tree_sum(t):
    assert sum(leaves(t)) < 200


def body_tree_depth(t):
    assert depth(t) < 4


def body_tree_big_leaves(t):
    assert len([v for v in leaves(t) if v >= 50]) < 3


BROAD = {
    "chain3_10k": (lambda: chain(3, 100), product_at_least(10_000), equals((22, 22, 21))),
    "chain3_50k": (lambda: chain(3, 100), product_at_least(50_000), equals((37, 37, 37))),
    "chain4_20k": (lambda: chain(4, 100), product_at_least(20_000), equals((12, 12, 12, 12))),
    "chain5_300k": (lambda: chain(5, 100), product_at_least(300_000), equals((13, 13, 13, 12, 12))),
    "chain6_10m": (lambda: chain(6, 100), product_at_least(10_000_000), equals((15, 15, 15, 15, 15, 14))),
    "sum_length": (strat_sum_length, body_sum_length, equals((2, 1, (500, 1000, 1000)))),
    "sum_payload3": (strat_sum_payload3, body_sum_payload3, equals((2, 2, 1, (0, 0, 100, 100, 100)))),
    "shifted_range": (strat_shifted_range, body_shifted_range, equals((5, 95))),
    "mod_map": (lambda: st.integers(0, 1000).map(lambda x: (37 * x) % 1009), body_mod_map, equals(1006)),
    "mod_map_large": (lambda: st.integers(0, 100_000).map(lambda x: (7919 * x) % 100_003),
                      body_mod_map_large, equals(99_798)),
    "mod_pair_equation": (lambda: st.tuples(st.integers(0, 1000), st.integers(0, 1000)),
                          body_mod_pair_equation, equals((0, 72))),
    "mod_buckets": (lambda: st.lists(st.integers()), body_mod_buckets, equals([0, 1, -1, 2])),
    "dict_mod_keys": (lambda: st.lists(st.tuples(st.integers(), st.integers(0, 100))),
                      body_dict_mod_keys, equals([(0, 100), (1, 100)])),
    "mod_collision": (lambda: st.lists(st.integers(0, 10_000)), body_mod_collision, equals([0, 97])),
    "linear3": (lambda: st.tuples(st.integers(0, 100), st.integers(0, 100), st.integers(0, 100)),
                body_linear3, equals((0, 0, 100))),
    "linear_system": (lambda: st.tuples(*([st.integers(-1000, 1000)] * 3)),
                      body_linear_system, equals((0, 0, 334))),
    "weighted_sum": (lambda: st.lists(st.integers(0, 100)), body_weighted_sum, equals([0, 100, 100])),
    "linear_pair_budget": (lambda: st.tuples(st.integers(0, 1000), st.integers(0, 1000)),
                           body_linear_pair_budget, equals((400, 400))),
    "branch_lengths": (strat_branch_lengths, body_branch_lengths, equals((800,))),
    "branch_shapes": (strat_branch_shapes, body_branch_shapes, equals(("circle", 6))),
    "frequency_ranges": (strat_frequency_ranges, body_frequency_ranges, equals(10)),
    "float_threshold": (lambda: st.floats(-1000, 1000), body_float_threshold, equals(101.0)),
    "float_cancellation": (lambda: st.tuples(st.floats(0, 1000), st.floats(0, 0.9375)).map(lambda t: (t[0], t[0] - t[1])),
                           body_float_cancellation, equals((501.0, 500.125))),
    "float_pair_sum": (lambda: st.tuples(st.floats(0, 100), st.floats(0, 100)),
                       body_float_pair_sum, equals((51.0, 100.0))),
    "substring_both": (lambda: st.text(alphabet="abcd"), body_substring_both, equals("aba")),
    "substring_repeat": (lambda: st.text(alphabet="abcd"), body_substring_repeat, equals("ababab")),
    "substring_word": (lambda: st.text(alphabet="abc"), body_substring_word, equals("cab")),
    "unique_sum": (lambda: st.lists(st.integers(0, 1000), unique=True), body_unique_sum, equals([0, 1, 99])),
    "set_sum": (lambda: st.sets(st.integers(0, 100)), body_set_sum, equals({0, 50})),
    "tree_sum": (strat_tree, body_tree_sum, equals((100, 100))),
    "tree_depth": (strat_tree, body_tree_depth, equals((0, (0, (0, 0))))),
    "tree_big_leaves": (strat_tree, body_tree_big_leaves, equals((50, (50, 50)))),
}
CHALLENGES.update(BROAD)


# --------------------------------------------------------------------------
# Running one challenge
# --------------------------------------------------------------------------

CHALLENGE_SETTINGS = dict(
    max_examples=MAX_EXAMPLES,
    database=None,
    deadline=None,
    derandomize=False,
    suppress_health_check=list(HealthCheck),
    report_multiple_bugs=False,
    print_blob=False,
    phases=tuple(p for p in Phase if p is not Phase.explain),
)


class Recorder:
    """Counts body calls and remembers the argument of the latest failing call."""

    def __init__(self):
        self.failed = False
        self.evals_after_first_failure = 0
        self.last_failing = None


def run_once(name: str, run_seed: int):
    make_strategy, body, _ = CHALLENGES[name]
    rec = Recorder()

    def test(value):
        if rec.failed:
            rec.evals_after_first_failure += 1
        try:
            body(value)
        except UnsatisfiedAssumption:
            raise
        except Exception:
            rec.failed = True
            rec.last_failing = value
            raise

    wrapped = seed(run_seed)(settings(**CHALLENGE_SETTINGS)(given(make_strategy())(test)))
    started = time.perf_counter()
    try:
        wrapped()
    except Exception:  # the (shrunk) failure re-raised by Hypothesis
        pass
    elapsed_ms = (time.perf_counter() - started) * 1000.0
    return rec, elapsed_ms


def fmt1(x) -> str:
    return "nan" if x is None else f"{x:.1f}"


def run_challenge(name: str, runs: int) -> str:
    _, _, normalised = CHALLENGES[name]
    found = 0
    normal = 0
    evals = []
    shapes = set()
    total_ms = 0.0
    for i in range(runs):
        rec, ms = run_once(name, i)
        total_ms += ms
        if rec.failed:
            found += 1
            evals.append(rec.evals_after_first_failure)
            shapes.add(repr(rec.last_failing))
            if normalised(rec.last_failing):
                normal += 1
        if (i + 1) % 10 == 0 or i + 1 == runs:
            log(f"  {name}: {i + 1}/{runs} runs, found {found}, normalised {normal}")
    pct = 100.0 * normal / found if found else None
    mean_evals = statistics.fmean(evals) if evals else None
    mean_ms = total_ms / runs if runs else 0.0
    return (
        f"hypothesis {name} runs={runs} found={found} normalised={fmt1(pct)} "
        f"distinct={len(shapes)} mean_evals={fmt1(mean_evals)} mean_ms={mean_ms:.2f}"
    )


# --------------------------------------------------------------------------
# Throughput
# --------------------------------------------------------------------------

def tp_reverse_twice(xs):
    assert list(reversed(list(reversed(xs)))) == xs


def tp_int_pair(pair):
    a, b = pair
    assert a + b == b + a


THROUGHPUT = {
    "reverse_twice": (lambda: st.lists(st.integers()), tp_reverse_twice),
    "int_pair": (lambda: st.tuples(st.integers(), st.integers()), tp_int_pair),
}


def time_throughput(name: str, cases: int) -> str:
    make_strategy, body = THROUGHPUT[name]
    rates = []
    for rep in range(3):
        calls = [0]

        def test(value):
            calls[0] += 1
            body(value)

        wrapped = seed(rep)(
            settings(
                max_examples=cases,
                database=None,
                deadline=None,
                suppress_health_check=list(HealthCheck),
                phases=[Phase.generate],
            )(given(make_strategy())(test))
        )
        started = time.perf_counter()
        wrapped()
        elapsed = time.perf_counter() - started
        rates.append(calls[0] / elapsed)
        log(f"  {name}: timing {rep + 1}/3: {calls[0]} cases in {elapsed:.2f}s")
    return f"hypothesis-throughput {name} cases_per_s={int(statistics.median(rates))}"


# --------------------------------------------------------------------------

def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=100, help="seeded runs per challenge")
    parser.add_argument(
        "--only",
        default=None,
        help="comma-separated challenge and/or throughput names to run",
    )
    parser.add_argument(
        "--throughput-cases",
        type=int,
        default=THROUGHPUT_CASES,
        help="cases per throughput timing (default 10000)",
    )
    parser.add_argument(
        "--with-explain",
        action="store_true",
        help="also run Hypothesis's explain phase (its calls are then counted)",
    )
    args = parser.parse_args(argv)
    if args.with_explain:
        CHALLENGE_SETTINGS["phases"] = tuple(Phase)

    if hypothesis.__version__ != PINNED_VERSION:
        log(f"error: need hypothesis=={PINNED_VERSION}, found {hypothesis.__version__}")
        return 2
    if args.runs < 1:
        log("error: --runs must be >= 1")
        return 2

    # Hypothesis caches harvested source constants under its storage directory
    # (".hypothesis/" in the cwd by default); keep that out of the caller's tree.
    scratch = None
    if not os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY"):
        scratch = tempfile.TemporaryDirectory(prefix="hyp-bench-")
        os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = scratch.name

    challenges = list(CHALLENGES)
    throughputs = list(THROUGHPUT)
    if args.only:
        wanted = [w.strip() for w in args.only.split(",") if w.strip()]
        unknown = [w for w in wanted if w not in CHALLENGES and w not in THROUGHPUT]
        if unknown:
            log(f"error: unknown name(s): {', '.join(unknown)}")
            log(f"known: {', '.join(list(CHALLENGES) + list(THROUGHPUT))}")
            return 2
        challenges = [c for c in challenges if c in wanted]
        throughputs = [t for t in throughputs if t in wanted]

    print(
        f"hypothesis-settings version={hypothesis.__version__} "
        f"python={sys.version.split()[0]} max_examples={MAX_EXAMPLES} database=None "
        f"deadline=None derandomize=False suppress_health_check=all "
        f"report_multiple_bugs=False "
        f"phases={','.join(p.name for p in CHALLENGE_SETTINGS['phases'])} "
        f"seeds=0..{args.runs - 1} "
        f"throughput_cases={args.throughput_cases}",
        flush=True,
    )
    for name in challenges:
        log(f"challenge {name} ({args.runs} runs)")
        print(run_challenge(name, args.runs), flush=True)
    for name in throughputs:
        log(f"throughput {name} ({args.throughput_cases} cases x 3)")
        print(time_throughput(name, args.throughput_cases), flush=True)
    if scratch is not None:
        scratch.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
