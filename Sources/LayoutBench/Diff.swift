import Layout

/// Generated systems on which kiwi's weighted sum and our strict order cannot disagree:
/// variables in the box [0, 200]; constraints `x_i - x_j (op) c` or `x_i (op) c` with
/// integer c in [-100, 100] (a totally unimodular matrix, so optimal vertices are
/// integral); at most three optional levels, at most two constraints (plus one edit) per
/// level. Every error is at most 300, a level's sum at most 800, so trading one unit at
/// a level for the whole of the levels below (at most 1600) never pays when the levels
/// are a factor of 1000 apart, as kiwi's strong/medium/weak are: both optima coincide.
struct DiffSplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}

struct DiffConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority
}

let diffLevels: [Priority] = [750, 500, 250]
let diffBox = 200.0

func generateDiffSystem(_ rng: inout DiffSplitMix) -> (n: Int, constraints: [DiffConstraint], edit: (Int, Priority, [Double])?) {
    let n = rng.int(1...4)
    func shape(_ priority: Priority) -> DiffConstraint {
        let i = rng.int(0...(n - 1))
        var terms: [(Int, Double)] = [(i, 1)]
        if n > 1 && rng.int(0...2) > 0 {
            var j = rng.int(0...(n - 1))
            if j == i { j = (j + 1) % n }
            terms.append((j, -1))
        }
        let relation: Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][rng.int(0...2)]
        return DiffConstraint(terms: terms, constant: Double(rng.int(-100...100)), relation: relation, priority: priority)
    }
    var constraints: [DiffConstraint] = []
    for _ in 0..<rng.int(0...3) { constraints.append(shape(.required)) }
    for level in diffLevels {
        for _ in 0..<rng.int(0...2) { constraints.append(shape(level)) }
    }
    // Shuffle (Fisher-Yates) so required and optional constraints interleave.
    if constraints.count > 1 {
        for i in stride(from: constraints.count - 1, to: 0, by: -1) {
            constraints.swapAt(i, rng.int(0...i))
        }
    }
    var edit: (Int, Priority, [Double])?
    if rng.int(0...1) == 1 {
        edit = (rng.int(0...(n - 1)), diffLevels[rng.int(0...2)],
                [Double(rng.int(-50...250)), Double(rng.int(-50...250))])
    }
    return (n, constraints, edit)
}

private func number(_ value: Double) -> String {
    abs(value) < 1e15 && value == Double(Int64(value)) ? String(Int64(value)) : String(value)
}

func runDiff(systems: Int, seed: UInt64) {
    var rng = DiffSplitMix(state: seed)
    for _ in 0..<systems {
        let (n, constraints, edit) = generateDiffSystem(&rng)
        let solver = Solver()
        let variables = (0..<n).map { solver.makeVariable("x\($0)") }
        for v in variables {
            // safe: the differential records what each solver accepts; a refusal is data, compared with kiwi's.
            _ = try? solver.add(LinearConstraint(v, .greaterThanOrEqual, 0))
            _ = try? solver.add(LinearConstraint(v, .lessThanOrEqual, LinearExpression(constant: diffBox)))  // safe: as above
        }
        var accepted: [Bool] = []
        for c in constraints {
            let expression = LinearExpression(c.terms.map { Term(variables[$0.0], $0.1) }, constant: c.constant)
            // safe: whether the solver accepts the constraint is the datum compared with kiwi.
            accepted.append((try? solver.add(LinearConstraint(expression, c.relation, 0, priority: c.priority))) != nil)
        }
        func state() -> String {
            let values = variables.map { number(solver.value(of: $0)) }.joined(separator: ",")
            let unique = variables.map { solver.isAmbiguous($0) ? "0" : "1" }.joined(separator: ",")
            return "{\"values\":[\(values)],\"unique\":[\(unique)]}"
        }
        var states = [state()]
        if let (index, priority, values) = edit {
            _ = try? solver.addEditVariable(variables[index], priority: priority)  // safe: the states compared show its effect
            for value in values {
                _ = try? solver.suggestValue(value, for: variables[index])  // safe: the states compared show its effect
                states.append(state())
            }
        }
        let cons = constraints.map { c in
            let terms = c.terms.map { "[\($0.0),\(number($0.1))]" }.joined(separator: ",")
            return "[\"\(c.relation.rawValue)\",\(number(c.constant)),\(c.priority),[\(terms)]]"
        }.joined(separator: ",")
        let editText = edit.map { "[\($0.0),\($0.1),[\($0.2.map(number).joined(separator: ","))]]" } ?? "null"
        let acceptedText = accepted.map { $0 ? "1" : "0" }.joined(separator: ",")
        print("{\"n\":\(n),\"box\":\(number(diffBox)),\"cons\":[\(cons)],\"edit\":\(editText),"
            + "\"accepted\":[\(acceptedText)],\"states\":[\(states.joined(separator: ","))]}")
    }
}
