"""kiwisolver's side of bench-layout.sh, driven from Python: a system in the enaml-like
format (scripts/data/enaml-like.txt, or one `layout-bench emit` generated) is built
BUILDS times (median and minimum), then STEPS drag steps (two suggestValue calls and
updateVariables per step) are timed. Prints key=value lines, microseconds.

The constraint objects are built once, so a build measures Solver(), two
addEditVariable and one addConstraint per line; a refused constraint is caught
(UnsatisfiableConstraint) and counted. scripts/kiwi_native.cpp is the same loop in C++.

    kiwi_bench.py FILE [BUILDS] [STEPS]
"""
import statistics
import sys
import time

from kiwisolver import Solver, UnsatisfiableConstraint, Variable, strength

STRENGTHS = {
    "required": strength.required,
    "strong": strength.strong,
    "medium": strength.medium,
    "weak": strength.weak,
    "mmedium": strength.create(0, 1, 0, 1.25),
    "smedium": strength.create(0, 100, 0),
}


def parse(path):
    variables = {name: Variable(name) for name in ("width", "height")}
    constraints = []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split()
        level, op, constant = fields[0], fields[1], float(fields[2])
        expression = constant
        for field in fields[3:]:
            coefficient, name = field.split("*")
            variable = variables.setdefault(name, Variable(name))
            expression = expression + float(coefficient) * variable
        if op == "==":
            constraint = expression == 0
        elif op == ">=":
            constraint = expression >= 0
        else:
            constraint = expression <= 0
        constraints.append(constraint | STRENGTHS[level])
    return variables, constraints


def build(variables, constraints):
    solver = Solver()
    solver.addEditVariable(variables["width"], "strong")
    solver.addEditVariable(variables["height"], "strong")
    refused = 0
    for constraint in constraints:
        try:
            solver.addConstraint(constraint)
        except UnsatisfiableConstraint:
            refused += 1
    return solver, refused


def main():
    path = sys.argv[1]
    builds = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    steps = int(sys.argv[3]) if len(sys.argv) > 3 else 20000
    variables, constraints = parse(path)
    samples = []
    for _ in range(builds):
        start = time.perf_counter_ns()
        build(variables, constraints)
        samples.append((time.perf_counter_ns() - start) / 1000.0)
    solver, refused = build(variables, constraints)
    width, height = variables["width"], variables["height"]
    sizes = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
    # No warm-up without steps: kiwi's state after a refused add is not to be trusted (kiwi#52).
    for w, h in sizes if steps else []:
        solver.suggestValue(width, w)
        solver.suggestValue(height, h)
    start = time.perf_counter_ns()
    for step in range(steps):
        w, h = sizes[step % len(sizes)]
        solver.suggestValue(width, w)
        solver.suggestValue(height, h)
        solver.updateVariables()
    elapsed = (time.perf_counter_ns() - start) / 1000.0
    print(f"variables={len(variables)} constraints={len(constraints)} refused={refused}")
    print(f"build_us={statistics.median(samples)}")
    print(f"build_min_us={min(samples)}")
    print(f"drag_step_us={elapsed / steps if steps else 0.0}")


if __name__ == "__main__":
    main()
