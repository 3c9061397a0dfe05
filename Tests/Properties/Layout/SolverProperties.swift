import Generators
import PropertyTesting
import Testing
@testable import Layout

/// The solver against a brute-force reference, incremental against from-scratch, and
/// remove(add(c)) against doing nothing: properties over generated constraint systems.
@Suite("Solver properties")
struct SolverProperties {
    static let priorities: [Priority] = [.required, .required, 750, 750, 500, 250, 1]

    /// Builds a solver from the box and `constraints`, in order; a refused add is skipped.
    static func build(_ constraints: [GeneratedConstraint], _ n: Int)
        -> (solver: Solver, variables: [Variable], accepted: [GeneratedConstraint], rejected: [GeneratedConstraint])
    {
        let solver = Solver()
        let variables = (0..<n).map { solver.makeVariable("x\($0)") }
        var accepted: [GeneratedConstraint] = []
        var rejected: [GeneratedConstraint] = []
        for c in boxConstraints(variableCount: n) + constraints {
            if (try? solver.add(c.linear(variables))) != nil { accepted.append(c) } else { rejected.append(c) }
        }
        return (solver, variables, accepted, rejected)
    }

    static func describe(_ system: (Int, [GeneratedConstraint])) -> String {
        "\(system.0) variables:\n" + system.1.map { "  \($0)" }.joined(separator: "\n")
    }

    @Test func agreesWithBruteForceReference() {
        let systems = systemGenerator(constraints: 1...5, priorities: Self.priorities)
        check("solver agrees with brute force", systems, configuration: .cases(1_000), describe: Self.describe) { n, constraints in
            let (solver, variables, accepted, rejected) = Self.build(constraints, n)
            // A refused required constraint really is infeasible with what came before it.
            for c in rejected {
                try expectation(bruteForce(accepted + [c], variableCount: n).value == nil, "\(c) was refused but is feasible")
            }
            cover(1, !rejected.isEmpty, "a required constraint refused")
            let reference = bruteForce(accepted, variableCount: n)
            let ours = solution(solver, variables)
            guard let best = reference.value else { throw PropertyFailure("accepted constraints are infeasible by brute force") }
            for c in accepted where c.priority.isRequired {
                try expectation(c.violation(ours) < 1e-6, "required \(c) violated at \(ours)")
            }
            try expectation(compareVectors(errorVector(accepted, at: ours), best) == 0,
                            "error vector \(errorVector(accepted, at: ours)) vs optimum \(best)")
            cover(10, reference.optimalPoints.count == 1, "unique optimum")
            cover(2, reference.optimalPoints.count > 1, "tied optimum")
            if reference.optimalPoints.count == 1, let point = reference.optimalPoints.first {
                try expectation(zip(ours, point).allSatisfy { abs($0 - $1) < 1e-6 }, "\(ours) vs the unique optimum \(point)")
                try expectation(variables.allSatisfy { !solver.isAmbiguous($0) }, "a unique optimum reported ambiguous")
            } else {
                // Exactly the variables that differ between optimal vertices are ambiguous.
                for i in variables.indices {
                    let differs = reference.optimalPoints.contains { abs($0[i] - reference.optimalPoints[0][i]) > 1e-6 }
                    try expectation(solver.isAmbiguous(variables[i]) == differs, "x\(i): ambiguous is \(!differs), should be \(differs)")
                }
            }
        }
    }

    /// One step of an incremental session.
    enum Operation: CustomStringConvertible {
        case add(GeneratedConstraint)
        case remove(pick: Int)
        case changeConstant(pick: Int, delta: Int)
        case changePriority(pick: Int, to: Priority)
        case suggest(variable: Int, value: Int, priority: Priority)

        var description: String {
            switch self {
            case .add(let c): "add \(c)"
            case .remove(let pick): "remove #\(pick)"
            case .changeConstant(let pick, let delta): "constant #\(pick) += \(delta)"
            case .changePriority(let pick, let to): "priority #\(pick) = \(to)"
            case .suggest(let variable, let value, let priority): "suggest x\(variable) = \(value) @\(priority)"
            }
        }
    }

    static func operations(variableCount n: Int) -> Gen<Operation> {
        Gen.frequency(
            (4, constraintGenerator(variableCount: n, priorities: priorities).map { Operation.add($0) }),
            (1, Gen.int(in: 0...30).map { Operation.remove(pick: $0) }),
            (2, zip(Gen.int(in: 0...30), Gen.int(in: -20...20)).map { Operation.changeConstant(pick: $0, delta: $1) }),
            (1, zip(Gen.int(in: 0...30), Gen.element(of: [750, 500, 250, 1] as [Priority])).map { Operation.changePriority(pick: $0, to: $1) }),
            (2, zip(Gen.int(in: 0...(n - 1)), Gen.int(in: -120...120), Gen.element(of: [750, 500, 250] as [Priority]))
                .map { Operation.suggest(variable: $0, value: $1, priority: $2) }))
    }

    @Test func incrementalEqualsFromScratch() {
        let sessions = Gen.int(in: 1...3).flatMap { n in Self.operations(variableCount: n).array(length: 0...25).map { (n, $0) } }
        check("incremental equals from scratch", sessions, configuration: .cases(300),
                           describe: { "\($0.0) variables:\n" + $0.1.map { "  \($0)" }.joined(separator: "\n") }) { n, operations in
            let solver = Solver()
            let variables = (0..<n).map { solver.makeVariable("x\($0)") }
            for c in boxConstraints(variableCount: n) { try solver.add(c.linear(variables)) }
            let boxCount = solver.constraintCount
            for operation in operations {
                let installed = Array(solver.handles.dropFirst(boxCount))
                switch operation {
                case .add(let c):
                    let rows = solver.tableau.rows, values = solution(solver, variables)
                    if (try? solver.add(c.linear(variables))) == nil {
                        try expectation(solver.tableau.rows == rows && solution(solver, variables) == values, "a failed add changed the solver")
                    }
                case .remove(let pick):
                    if !installed.isEmpty { try solver.remove(installed[pick % installed.count]) }
                case .changeConstant(let pick, let delta):
                    guard !installed.isEmpty else { continue }
                    let target = installed[pick % installed.count]
                    guard let c = solver.constraint(target) else { continue }
                    let values = solution(solver, variables)
                    if (try? solver.updateConstant(of: target, to: c.expression.constant + Double(delta))) == nil {
                        try expectation(solution(solver, variables) == values, "a refused constant change moved values")
                    }
                case .changePriority(let pick, let priority):
                    let optional = installed.filter { !(solver.constraint($0)?.priority.isRequired ?? true) }
                    if !optional.isEmpty { try solver.setPriority(priority, of: optional[pick % optional.count]) }
                case .suggest(let index, let value, let priority):
                    let variable = variables[index]
                    if !solver.hasEditVariable(variable) { try solver.addEditVariable(variable, priority: priority) }
                    try solver.suggestValue(Double(value), for: variable)
                }
            }
            // From scratch: the same constraints (current constants and priorities), same order.
            let fresh = Solver()
            let freshVariables = (0..<n).map { fresh.makeVariable("x\($0)") }
            var final: [GeneratedConstraint] = []
            for handle in solver.handles {
                guard let c = solver.constraint(handle) else { continue }
                let g = GeneratedConstraint(terms: c.expression.terms.map { ($0.variable.id, $0.coefficient) },
                                            constant: c.expression.constant, relation: c.relation, priority: c.priority)
                final.append(g)
                try fresh.add(g.linear(freshVariables))
            }
            let incremental = solution(solver, variables), scratch = solution(fresh, freshVariables)
            try expectation(compareVectors(errorVector(final, at: incremental), errorVector(final, at: scratch)) == 0,
                            "error vectors differ: \(incremental) vs \(scratch)")
            for i in variables.indices where !fresh.isAmbiguous(freshVariables[i]) {
                try expectation(abs(incremental[i] - scratch[i]) < 1e-6, "x\(i): \(incremental[i]) vs \(scratch[i]) from scratch")
                try expectation(!solver.isAmbiguous(variables[i]), "x\(i) ambiguous incrementally but not from scratch")
            }
        }
    }

    @Test func removeOfAddRestoresTheSolution() {
        let cases = systemGenerator(constraints: 0...4, priorities: Self.priorities).flatMap { system in
            constraintGenerator(variableCount: system.0, priorities: Self.priorities).map { (system.0, system.1, $0) }
        }
        check("remove(add(c)) restores the solution", cases, configuration: .cases(300)) { n, constraints, extra in
            let (solver, variables, accepted, _) = Self.build(constraints, n)
            let before = solution(solver, variables)
            let unique = variables.map { !solver.isAmbiguous($0) }
            guard let handle = try? solver.add(extra.linear(variables)) else { return }
            try solver.remove(handle)
            let after = solution(solver, variables)
            try expectation(compareVectors(errorVector(accepted, at: after), errorVector(accepted, at: before)) == 0, "error vector moved")
            for i in variables.indices where unique[i] {
                try expectation(abs(after[i] - before[i]) < 1e-6, "x\(i): \(before[i]) -> \(after[i])")
            }
        }
    }
}
