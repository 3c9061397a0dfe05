import Generators
import PropertyTesting
import Testing
@testable import Layout

/// Tolerances that do not change the system, conflict sets checked against brute force,
/// and a failed required constant change that moves nothing.
@Suite("Layout at scale: tolerances and diagnostics")
struct ScaleTests {
    @Test func tinyCoefficientsAreKept() throws {
        // a == 1e-9 * b + 1 with b == 1e9: an absolute 1e-8 cut dropped the 1e-9 and gave 1.
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(LinearConstraint(b, .equal, 1e9))
        try s.add(LinearConstraint(a, .equal, 1e-9 * b + 1))
        #expect(s.value(of: a) == 2)
        // z == 1e-5 w, w == 1e-5 u, u == 1e10: z is 1, not 0.
        let t = Solver()
        let z = t.makeVariable(), w = t.makeVariable(), u = t.makeVariable()
        try t.add(LinearConstraint(z, .equal, 1e-5 * w))
        try t.add(LinearConstraint(w, .equal, 1e-5 * u))
        try t.add(LinearConstraint(u, .equal, 1e10))
        #expect(abs(t.value(of: z) - 1) < 1e-12)
    }

    @Test func tinyMultiplierInTheEngine() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let a = View(name: "a"), b = View(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
        try Constraint(item: b, attribute: .width, relatedBy: .equal, constant: 1e9).activate()
        try Constraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                       multiplier: 1e-9, constant: 1).activate()
        root.layoutIfNeeded()
        #expect(a.frame.width == 2)
        #expect(root.layoutEngine.conflicts.isEmpty)
    }

    @Test func valuesOutOfRangeAreTypedErrors() throws {
        let s = Solver()
        let x = s.makeVariable()
        #expect(throws: SolverError.valueOutOfRange(-1e13)) { try s.add(LinearConstraint(x, .equal, 1e13)) }
        #expect(throws: SolverError.valueOutOfRange(.infinity)) {
            try s.add(LinearConstraint(LinearExpression([Term(x, .infinity)]), .equal))
        }
        let c = try s.add(LinearConstraint(x, .equal, 5))
        #expect(throws: SolverError.valueOutOfRange(-.infinity)) { try s.updateConstant(of: c, to: -.infinity) }
        #expect(s.value(of: x) == 5)
        let view = View()
        #expect(throws: LayoutError.valueOutOfRange("constant", 1e300)) {
            try Constraint(item: view, attribute: .width, relatedBy: .equal, constant: 1e300)
        }
    }

    /// Magnitudes 1 ... 1e12 (one decade per case class): values drawn first (the
    /// independent record), chained by equalities `x_i == m x_p + (v_i - m v_p)` with
    /// non-dyadic multipliers (so the constants are rounded and the system is consistent
    /// only up to rounding), then one redundant equality of the same kind between two
    /// of them: it must be accepted, and the same equality off by a millionth of its
    /// magnitude must be refused. Constants stay within 1e12, the admissible range.
    @Test func redundantEqualitiesStayConsistentAtEveryMagnitude() {
        let multipliers: [Double] = [1, -1, 0.5, 0.1, 1.5, 0.3]
        let link = zip(Gen.int(in: 0...1_000), Gen.element(of: multipliers), Gen.int(in: -1_000...1_000))
        let systems = zip(Gen.int(in: 0...12), Gen.int(in: -1_000...1_000), link.array(length: 1...4),
                          Gen.int(in: 0...4), Gen.int(in: 0...4), Gen.element(of: multipliers))
        check("redundant equalities stay consistent", systems, configuration: .cases(1_000)) {
            exponent, first, links, pickI, pickJ, alpha in
            let unit = pow10(exponent) / 2_500  // |value| <= 0.4e12, |constant| <= 1e12
            let s = Solver()
            var variables = [s.makeVariable()]
            var values = [Double(first) * unit]
            try s.add(LinearConstraint(variables[0], .equal, LinearExpression(constant: values[0])))
            for (parentPick, multiplier, value) in links {
                let parent = parentPick % variables.count
                let v = Double(value) * unit
                let x = s.makeVariable()
                try s.add(LinearConstraint(x, .equal, multiplier * variables[parent]
                    + LinearExpression(constant: v - multiplier * values[parent])))
                variables.append(x)
                values.append(v)
            }
            let i = pickI % variables.count, j = pickJ % variables.count
            let constant = values[i] - alpha * values[j]
            let magnitude = max(abs(values[i]), abs(alpha * values[j]), unit)
            let redundant = LinearConstraint(variables[i], .equal, alpha * variables[j] + LinearExpression(constant: constant))
            var wrong = redundant
            wrong.expression.constant -= 1e-6 * magnitude
            do {
                try s.add(wrong)
                throw PropertyFailure("an equality off by \(1e-6 * magnitude) at magnitude 1e\(exponent) was accepted")
            } catch let error as SolverError {
                try expectation(error == .unsatisfiable, "refused with \(error)")
            }
            do {
                try s.add(redundant)
            } catch {
                throw PropertyFailure("a consistent redundant equality at magnitude 1e\(exponent) was refused: \(error)")
            }
            for (variable, value) in zip(variables, values) {
                try expectation(abs(s.value(of: variable) - value) <= 1e-9 * max(abs(value), magnitude),
                                "\(s.value(of: variable)) vs \(value)")
            }
        }
    }

    /// Every conflict set the solver reports, on small systems of required constraints,
    /// is infeasible with the refused constraint and feasible without any one member
    /// (by brute force over the constraints as generated).
    @Test func conflictSetsAreMinimalByBruteForce() {
        let systems = systemGenerator(constraints: 1...6, priorities: [.required])
        check("conflict sets are minimal", systems, configuration: .cases(500),
              describe: SolverProperties.describe) { n, constraints in
            let s = Solver()
            let variables = (0..<n).map { s.makeVariable("x\($0)") }
            var asked: [ConstraintHandle: GeneratedConstraint] = [:]
            var refused = 0
            // Brute force enumerates vertices, so it needs a bounded region: a box far
            // outside anything these constraints can reach, which decides no conflict.
            let far = (0..<n).flatMap { i in
                [GeneratedConstraint(terms: [(i, 1)], constant: 1e4, relation: .greaterThanOrEqual, priority: .required),
                 GeneratedConstraint(terms: [(i, 1)], constant: -1e4, relation: .lessThanOrEqual, priority: .required)]
            }
            for c in boxConstraints(variableCount: n) + constraints {
                if let handle = try? s.add(c.linear(variables)) {
                    asked[handle] = c
                    continue
                }
                refused += 1
                let set = s.conflictingConstraints(adding: c.linear(variables))
                let members = try set.map { handle in
                    guard let member = asked[handle] else { throw PropertyFailure("\(handle) is not installed") }
                    return member
                }
                try expectation(bruteForce(members + [c] + far, variableCount: n).value == nil,
                                "\(members) with \(c) is feasible")
                for index in members.indices {
                    var rest = members
                    rest.remove(at: index)
                    try expectation(bruteForce(rest + [c] + far, variableCount: n).value != nil,
                                    "not minimal: without \(members[index]) still infeasible")
                }
            }
            cover(5, refused > 0, "a refused constraint")
        }
    }

    /// A required constant change that fails leaves every value as it was, ambiguous
    /// variables included (undoing the delta on a pivoted basis could move them).
    @Test func failedRequiredConstantChangeMovesNothing() {
        let priorities: [Priority] = [.required, .required, .required, 500, 250]
        let cases = zip(systemGenerator(constraints: 2...6, priorities: priorities), Gen.int(in: 0...20),
                        Gen.int(in: -120...120))
        check("failed constant change moves nothing", cases, configuration: .cases(500)) { system, pick, delta in
            let (n, constraints) = system
            let (solver, variables, _, _) = SolverProperties.build(constraints, n)
            let required = solver.handles.filter { solver.constraint($0)?.priority.isRequired ?? false }
            let target = required[pick % required.count]
            guard let c = solver.constraint(target) else { return }
            let before = solution(solver, variables)
            do {
                try solver.updateConstant(of: target, to: c.expression.constant + Double(delta))
            } catch {
                try expectation(solution(solver, variables) == before,
                                "\(before) -> \(solution(solver, variables)) after a refused change")
                try expectation(solver.constraint(target)?.expression.constant == c.expression.constant,
                                "the refused constant was recorded")
            }
        }
    }
}

/// 10^exponent, exactly for the small exponents used.
private func pow10(_ exponent: Int) -> Double {
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
}
