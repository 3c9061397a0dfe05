"""kiwisolver's side of diff-kiwi.sh: reads the systems `harness-bench layout diff` prints (one JSON
object a line, with our answers), solves each with kiwisolver and counts disagreements.

Protocol (research/layout.md §5.5): a fresh solver per system; after an
UnsatisfiableConstraint the kiwi solver is rebuilt from the accepted constraints (kiwi
leaves it corrupted, nucleic/kiwi#52). Priorities map by rank onto kiwi's three tiers
(750 -> strong, 500 -> medium, 250 -> weak), 1000 -> required. Compared: which
constraints were accepted; after the adds and after each suggestValue, the error vector
per priority level (strongest first); and each value our solver reports as unique.

With --tamper, our answers are made wrong on purpose before the comparison (0.5 added
to x0 after the adds, in every system) to show that the comparison can fail: it then
reports how many systems disagree, and exits 0 only when some do.
"""
import json
import sys

from kiwisolver import Solver, UnsatisfiableConstraint, Variable, strength

TIERS = {750: strength.strong, 500: strength.medium, 250: strength.weak}
TOLERANCE = 1e-6


def kiwi_constraint(variables, c):
    op, constant, priority, terms = c
    expression = float(constant)
    for index, coefficient in terms:
        expression = expression + float(coefficient) * variables[index]
    if op == "==":
        built = expression == 0
    elif op == ">=":
        built = expression >= 0
    else:
        built = expression <= 0
    return built | (strength.required if priority >= 1000 else TIERS[priority])


def violation(c, values):
    op, constant, _, terms = c
    e = constant + sum(coefficient * values[index] for index, coefficient in terms)
    if op == "==":
        return abs(e)
    if op == ">=":
        return max(0.0, -e)
    return max(0.0, e)


def error_vector(constraints, values):
    levels = sorted({c[2] for c in constraints if c[2] < 1000}, reverse=True)
    return [sum(violation(c, values) for c in constraints if c[2] == level) for level in levels]


def tamper(system):
    """Our answer made wrong: x0 after the adds moved by 0.5."""
    system["states"][0]["values"][0] += 0.5
    return system


def check(system):
    """Returns a list of reasons the two solvers disagree (empty: they agree)."""
    n, box = system["n"], system["box"]
    variables = [Variable(f"x{i}") for i in range(n)]
    base = []
    for v in variables:
        base.append(v >= 0)
        base.append(v <= box)
    accepted = []
    reasons = []

    def fresh():
        solver = Solver()
        for c in base + accepted:
            solver.addConstraint(c)
        return solver

    solver = fresh()
    kept = []
    for index, c in enumerate(system["cons"]):
        built = kiwi_constraint(variables, c)
        try:
            solver.addConstraint(built)
            ok = True
        except UnsatisfiableConstraint:
            ok = False
            solver = fresh()
        if ok:
            accepted.append(built)
            kept.append(c)
        if ok != bool(system["accepted"][index]):
            reasons.append(f"constraint {index} {c}: kiwi accepted={ok}, ours={bool(system['accepted'][index])}")

    def compare(stage, extra):
        solver.updateVariables()
        theirs = [v.value() for v in variables]
        ours = system["states"][stage]["values"]
        unique = system["states"][stage]["unique"]
        every = kept + extra
        ev_theirs, ev_ours = error_vector(every, theirs), error_vector(every, ours)
        if any(abs(a - b) > TOLERANCE for a, b in zip(ev_theirs, ev_ours)):
            reasons.append(f"stage {stage}: error vectors kiwi {ev_theirs} ours {ev_ours} (kiwi {theirs}, ours {ours})")
        for i in range(n):
            if unique[i] and abs(theirs[i] - ours[i]) > TOLERANCE:
                reasons.append(f"stage {stage}: x{i} kiwi {theirs[i]} ours {ours[i]} (unique in ours)")

    compare(0, [])
    if system["edit"] is not None:
        index, priority, values = system["edit"]
        solver.addEditVariable(variables[index], TIERS[priority])
        for stage, value in enumerate(values, start=1):
            solver.suggestValue(variables[index], value)
            compare(stage, [["==", -value, priority, [[index, 1]]]])
    return reasons


def main():
    tampered = sys.argv[1:] == ["--tamper"]
    if sys.argv[1:] and not tampered:
        print("usage: kiwi_diff.py [--tamper]  (reads harness-bench layout diff output on stdin)", file=sys.stderr)
        return 64
    systems = 0
    disagreements = 0
    for line in sys.stdin:
        if not line.strip():
            continue
        systems += 1
        system = json.loads(line)
        reasons = check(tamper(system) if tampered else system)
        if reasons:
            disagreements += 1
            if disagreements <= 5 and not tampered:
                print(f"disagreement on system {systems}: {line.strip()}", file=sys.stderr)
                for reason in reasons:
                    print(f"  {reason}", file=sys.stderr)
    if tampered:
        print(f"diff-kiwi tampered systems={systems} disagreements={disagreements}")
        return 0 if disagreements else 1
    print(f"diff-kiwi systems={systems} disagreements={disagreements}")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
