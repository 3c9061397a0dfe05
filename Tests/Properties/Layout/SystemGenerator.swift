import Generators
@testable import Layout

/// A generated constraint over variable indices (solver-independent).
struct GeneratedConstraint: CustomStringConvertible {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority

    func linear(_ variables: [Variable]) -> LinearConstraint {
        let expression = LinearExpression(terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant)
        return LinearConstraint(expression, relation, 0, priority: priority)
    }

    /// Error of the constraint at a point (0 when it holds).
    func violation(_ point: [Double]) -> Double {
        let e = terms.reduce(constant) { $0 + $1.coefficient * point[$1.index] }
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    var description: String {
        let lhs = terms.map { "\($0.coefficient)*x\($0.index)" }.joined(separator: " + ")
        return "\(lhs) + \(constant) \(relation.rawValue) 0 @\(priority)"
    }
}

/// Coordinates stay within this box (required bounds), so optima are vertices.
let boxBound = 100.0

/// The required box constraints `-100 <= x_i <= 100`.
func boxConstraints(variableCount: Int) -> [GeneratedConstraint] {
    (0..<variableCount).flatMap { i in
        [GeneratedConstraint(terms: [(i, 1)], constant: boxBound, relation: .greaterThanOrEqual, priority: .required),
         GeneratedConstraint(terms: [(i, 1)], constant: -boxBound, relation: .lessThanOrEqual, priority: .required)]
    }
}

/// Constraints of one or two terms with small integer coefficients, an integer
/// constant, any relation, and a priority from `priorities` (repeats make within-level
/// sums). Simplest first: one term `x0`, coefficient 1, constant 0, `<=`, the first priority.
func constraintGenerator(variableCount n: Int, priorities: [Priority]) -> Gen<GeneratedConstraint> {
    let term = zip(Gen.int(in: 0...(n - 1)), Gen.element(of: [1.0, -1.0, 2.0, -2.0]))
    let second = n > 1 ? term.optional : Gen.constant(nil)
    return zip(term, second, Gen.int(in: -40...40), Gen.element(of: Relation.allCases), Gen.element(of: priorities))
        .map { first, second, constant, relation, priority in
            var terms: [(index: Int, coefficient: Double)] = [(first.0, first.1)]
            if let second { terms.append(((second.0 == first.0 ? second.0 + 1 : second.0) % n, second.1)) }
            return GeneratedConstraint(terms: terms, constant: Double(constant), relation: relation, priority: priority)
        }
}

/// A system: 1 to 3 variables and `constraints` constraints over them.
func systemGenerator(constraints: ClosedRange<Int>, priorities: [Priority]) -> Gen<(Int, [GeneratedConstraint])> {
    Gen.int(in: 1...3).flatMap { n in
        constraintGenerator(variableCount: n, priorities: priorities).array(length: constraints).map { (n, $0) }
    }
}

/// The lexicographic error vector at a point: summed errors per optional priority, strongest first.
func errorVector(_ constraints: [GeneratedConstraint], at point: [Double]) -> [Double] {
    let levels = Set(constraints.map(\.priority).filter { !$0.isRequired }).sorted(by: >)
    return levels.map { level in
        constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(point) }
    }
}

/// -1, 0, 1: lexicographic comparison with a tolerance.
func compareVectors(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Int {
    for (x, y) in zip(a, b) where abs(x - y) > tolerance { return x < y ? -1 : 1 }
    return 0
}

/// Brute-force lexicographic optimum: every vertex of the arrangement of all constraint
/// hyperplanes (the box included) is tried; the objective is linear inside each cell at
/// every level, so the optimum is attained at such a vertex.
struct BruteForceOptimum {
    /// nil when the required constraints are infeasible.
    var value: [Double]?
    /// The distinct optimal vertices (more than one: the optimum is not unique).
    var optimalPoints: [[Double]]
}

func bruteForce(_ constraints: [GeneratedConstraint], variableCount n: Int) -> BruteForceOptimum {
    let planes = constraints.map { c -> [Double] in
        var row = [Double](repeating: 0, count: n + 1)
        for term in c.terms { row[term.index] += term.coefficient }
        row[n] = -c.constant
        return row
    }
    var best: [Double]?
    var bestPoints: [[Double]] = []
    func visit(_ chosen: [Int]) {
        guard let point = solveSquare(chosen.map { planes[$0] }, n) else { return }
        for c in constraints where c.priority.isRequired && c.violation(point) > 1e-7 { return }
        let value = errorVector(constraints, at: point)
        if let current = best {
            let order = compareVectors(value, current)
            if order > 0 { return }
            if order < 0 {
                best = value
                bestPoints = []
            }
        } else {
            best = value
        }
        if !bestPoints.contains(where: { zip($0, point).allSatisfy { abs($0 - $1) < 1e-6 } }) {
            bestPoints.append(point)
        }
    }
    func choose(_ start: Int, _ chosen: [Int]) {
        if chosen.count == n { visit(chosen); return }
        if start >= planes.count { return }
        for i in start..<planes.count { choose(i + 1, chosen + [i]) }
    }
    choose(0, [])
    return BruteForceOptimum(value: best, optimalPoints: bestPoints)
}

/// Solves the n x n system `rows * x = rhs` (rhs in the last column) by Gaussian
/// elimination with partial pivoting; nil when singular.
func solveSquare(_ rows: [[Double]], _ n: Int) -> [Double]? {
    var m = rows
    for col in 0..<n {
        guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-9 else {
            return nil
        }
        m.swapAt(col, pivot)
        for r in 0..<n where r != col {
            let f = m[r][col] / m[col][col]
            if f != 0 { for k in col...n { m[r][k] -= f * m[col][k] } }
        }
    }
    return (0..<n).map { m[$0][n] / m[$0][$0] }
}

/// The solver's values for `variables`.
func solution(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    variables.map { solver.value(of: $0) }
}
