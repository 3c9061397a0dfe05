import Testing
@testable import Layout

/// Randomised checks driven by fixed seeds (to become properties once the property
/// engine lands; the generators in Support/ are plain functions for that reason).
@Suite("Solver, randomised")
struct RandomisedSolverTests {
    static let priorities: [Priority] = [.required, .required, 750, 750, 500, 250, 1]

    /// Builds a solver from generated constraints, box first; returns the accepted ones.
    private func build(_ constraints: [GeneratedConstraint], _ n: Int)
        -> (Solver, [Variable], accepted: [GeneratedConstraint], handles: [ConstraintHandle], rejected: [GeneratedConstraint])
    {
        let solver = Solver()
        let variables = (0..<n).map { solver.makeVariable("x\($0)") }
        var accepted: [GeneratedConstraint] = []
        var handles: [ConstraintHandle] = []
        var rejected: [GeneratedConstraint] = []
        for c in boxConstraints(variableCount: n) + constraints {
            do {
                handles.append(try solver.add(c.linear(variables)))
                accepted.append(c)
            } catch {
                rejected.append(c)
            }
        }
        return (solver, variables, accepted, handles, rejected)
    }

    @Test func agreesWithBruteForceReference() throws {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var uniqueCases = 0, tieCases = 0, rejectedCases = 0
        for round in 0..<1000 {
            let n = rng.int(1...3)
            let constraints = (0..<rng.int(1...5)).map { _ in
                generateConstraint(&rng, variableCount: n, priorities: Self.priorities)
            }
            let (solver, variables, accepted, _, rejected) = build(constraints, n)
            // Every rejected required constraint really is infeasible with what was accepted before it.
            for c in rejected {
                rejectedCases += 1
                #expect(bruteForce(accepted + [c], variableCount: n).value == nil, "round \(round): \(c) was rejected")
            }
            let reference = bruteForce(accepted, variableCount: n)
            let ours = solution(solver, variables)
            guard let best = reference.value else {
                Issue.record("round \(round): accepted constraints are infeasible by brute force: \(accepted)")
                continue
            }
            for c in accepted where c.priority.isRequired {
                #expect(c.violation(ours) < 1e-6, "round \(round): required \(c) violated at \(ours)")
            }
            #expect(compareVectors(errorVector(accepted, at: ours), best) == 0,
                    "round \(round): error vector \(errorVector(accepted, at: ours)) vs optimum \(best) for \(accepted)")
            if reference.optimalPoints.count == 1, let point = reference.optimalPoints.first {
                uniqueCases += 1
                #expect(zip(ours, point).allSatisfy { abs($0 - $1) < 1e-6 }, "round \(round): \(ours) vs \(point)")
                #expect(variables.allSatisfy { !solver.isAmbiguous($0) }, "round \(round): unique optimum reported ambiguous")
            } else {
                tieCases += 1
                // Some variable differs between optimal vertices: it must be reported ambiguous.
                let differing = variables.indices.filter { i in
                    reference.optimalPoints.contains { abs($0[i] - reference.optimalPoints[0][i]) > 1e-6 }
                }
                for i in differing {
                    #expect(solver.isAmbiguous(variables[i]), "round \(round): x\(i) has several optimal values")
                }
                for i in variables.indices where !differing.contains(i) {
                    #expect(!solver.isAmbiguous(variables[i]), "round \(round): x\(i) is unique across the optimal face")
                }
            }
        }
        #expect(uniqueCases > 100 && tieCases > 20 && rejectedCases > 5,
                "unique \(uniqueCases) ties \(tieCases) rejected \(rejectedCases)")
    }

    @Test func incrementalEqualsFromScratch() throws {
        var rng = SplitMix64(seed: 0x5EED_0002)
        for round in 0..<300 {
            let n = rng.int(1...3)
            let solver = Solver()
            let variables = (0..<n).map { solver.makeVariable("x\($0)") }
            for c in boxConstraints(variableCount: n) { try solver.add(c.linear(variables)) }
            let boxCount = solver.constraintCount
            var edits: [Variable] = []
            for _ in 0..<25 {
                let installed = solver.handles.dropFirst(boxCount)
                switch rng.int(0...9) {
                case 0...3:
                    let c = generateConstraint(&rng, variableCount: n, priorities: Self.priorities)
                    let rows = solver.tableau.rows, values = solution(solver, variables)
                    do { try solver.add(c.linear(variables)) } catch {
                        #expect(solver.tableau.rows == rows && solution(solver, variables) == values,
                                "round \(round): failed add changed the solver")
                    }
                case 4:
                    if let victim = installed.randomElement(using: &rng) { try solver.remove(victim) }
                case 5, 6:
                    if let target = installed.randomElement(using: &rng), let c = solver.constraint(target) {
                        let values = solution(solver, variables)
                        do { try solver.updateConstant(of: target, to: c.expression.constant + Double(rng.int(-20...20))) } catch {
                            #expect(solution(solver, variables) == values, "round \(round): refused constant change moved values")
                        }
                    }
                case 7:
                    let optional = installed.filter { !(solver.constraint($0)?.priority.isRequired ?? true) }
                    if let target = optional.randomElement(using: &rng) {
                        try solver.setPriority(rng.pick([750, 500, 250, 1]), of: target)
                    }
                default:
                    let v = rng.pick(variables)
                    if !solver.hasEditVariable(v) {
                        try solver.addEditVariable(v, priority: rng.pick([750, 500, 250]))
                        edits.append(v)
                    }
                    edits.removeAll { !solver.hasEditVariable($0) }
                    if !edits.isEmpty { try solver.suggestValue(Double(rng.int(-120...120)), for: rng.pick(edits)) }
                }
            }
            // From scratch: the same constraints (current constants and priorities), same order.
            let fresh = Solver()
            let freshVariables = (0..<n).map { fresh.makeVariable("x\($0)") }
            var finalConstraints: [GeneratedConstraint] = []
            for handle in solver.handles {
                guard let c = solver.constraint(handle) else { continue }
                let g = GeneratedConstraint(terms: c.expression.terms.map { ($0.variable.id, $0.coefficient) },
                                            constant: c.expression.constant, relation: c.relation, priority: c.priority)
                finalConstraints.append(g)
                try fresh.add(g.linear(freshVariables))
            }
            let incremental = solution(solver, variables), scratch = solution(fresh, freshVariables)
            #expect(compareVectors(errorVector(finalConstraints, at: incremental),
                                   errorVector(finalConstraints, at: scratch)) == 0, "round \(round)")
            for i in variables.indices where !fresh.isAmbiguous(freshVariables[i]) {
                #expect(abs(incremental[i] - scratch[i]) < 1e-6, "round \(round): x\(i) \(incremental[i]) vs \(scratch[i])")
                #expect(!solver.isAmbiguous(variables[i]), "round \(round): x\(i) ambiguity differs")
            }
        }
    }

    @Test func removeOfAddRestoresTheSolution() throws {
        var rng = SplitMix64(seed: 0x5EED_0003)
        var checked = 0
        for round in 0..<300 {
            let n = rng.int(1...3)
            let constraints = (0..<rng.int(0...4)).map { _ in
                generateConstraint(&rng, variableCount: n, priorities: Self.priorities)
            }
            let (solver, variables, accepted, _, _) = build(constraints, n)
            let before = solution(solver, variables)
            let unique = variables.map { !solver.isAmbiguous($0) }
            let extra = generateConstraint(&rng, variableCount: n, priorities: Self.priorities)
            guard let handle = try? solver.add(extra.linear(variables)) else { continue }
            try solver.remove(handle)
            let after = solution(solver, variables)
            #expect(compareVectors(errorVector(accepted, at: after), errorVector(accepted, at: before)) == 0, "round \(round)")
            for i in variables.indices where unique[i] {
                checked += 1
                #expect(abs(after[i] - before[i]) < 1e-6, "round \(round): x\(i) \(before[i]) -> \(after[i])")
            }
        }
        #expect(checked > 100)
    }
}

extension SplitMix64: RandomNumberGenerator {}
