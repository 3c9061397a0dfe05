import Layout

/// kiwi's strengths mapped to priorities in the same order
/// (required > strong > smedium > mmedium > medium > weak). The hugging grid's weak and
/// medium are UIKit's hugging (250) and compression resistance (750).
let enamlPriorities: [String: Priority] = [
    "required": .required, "strong": 900, "smedium": 700, "mmedium": 600, "medium": 500, "weak": 250,
]

struct EnamlSystem {
    var variableNames: [String] = []
    var constraints: [LinearConstraint] = []
}

/// Parses scripts/data/enaml-like.txt. Variables get ids in order of first use, so a
/// fresh solver that makes them in that order can reuse the parsed constraints.
func parseEnaml(_ text: String) -> EnamlSystem? {
    var system = EnamlSystem()
    var ids: [String: Variable] = [:]
    let scratch = Solver()
    for name in ["width", "height"] {
        ids[name] = scratch.makeVariable(name)
        system.variableNames.append(name)
    }
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count >= 4, let priority = enamlPriorities[fields[0]],
              let relation = Relation(rawValue: fields[1]), let constant = Double(fields[2]) else { return nil }
        var terms: [Term] = []
        for field in fields[3...] {
            let parts = field.split(separator: "*").map(String.init)
            guard parts.count == 2, let coefficient = Double(parts[0]) else { return nil }
            if ids[parts[1]] == nil {
                ids[parts[1]] = scratch.makeVariable(parts[1])
                system.variableNames.append(parts[1])
            }
            if let variable = ids[parts[1]] { terms.append(Term(variable, coefficient)) }
        }
        system.constraints.append(LinearConstraint(LinearExpression(terms, constant: constant), relation, 0,
                                                   priority: priority))
    }
    return system
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// Builds a solver with the system (two strong edit variables first, as kiwi's benchmark).
/// A required constraint the solver refuses is diagnosed (a minimal conflicting set, in
/// `refused`), which kiwi does not do: that side only catches the exception.
func buildEnaml(_ system: EnamlSystem, refused: inout Int) throws(SolverError) -> (Solver, [Variable]) {
    let solver = Solver()
    // Unnamed, as kiwi's side makes its named Variables before the timed build.
    let variables = (0..<system.variableNames.count).map { _ in solver.makeVariable() }
    try solver.addEditVariable(variables[0], priority: 900)
    try solver.addEditVariable(variables[1], priority: 900)
    // By index, as kiwi's side reads its constraints by reference: no copy per add.
    for index in system.constraints.indices {
        do {
            try solver.add(system.constraints[index])
        } catch .unsatisfiable {
            refused += solver.conflictingConstraints(adding: system.constraints[index]).isEmpty ? 0 : 1
        }
    }
    return (solver, variables)
}

func runEnamlBenchmark(path: String, builds: Int, steps: Int) {
    guard let text = readText(path) else { exit65("cannot read \(path)") }
    runRace(text: text, builds: builds, steps: steps)
}

/// Times building the system `builds` times (median and minimum) and `steps` drag steps.
func runRace(text: String, builds: Int, steps: Int) {
    guard let system = parseEnaml(text) else { exit65("not a system in the enaml-like format") }
    let clock = ContinuousClock()
    var samples: [Double] = []
    var checksum = 0.0
    do {
        for _ in 0..<builds {
            var refused = 0
            var built = false
            // A build includes releasing the solver, as on kiwi's sides (a C++ scope, a
            // Python temporary).
            let elapsed = clock.measure {
                // safe: a build that throws leaves `built` false, which the check below reports.
                guard let (solver, variables) = try? buildEnaml(system, refused: &refused) else { return }
                checksum += solver.value(of: variables[variables.count - 1])
                built = true
            }
            guard built else { exit65("the enaml-like system did not build") }
            samples.append(microseconds(elapsed))
        }
        samples.sort()
        var refused = 0
        let (solver, variables) = try buildEnaml(system, refused: &refused)
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        // Warm up, then time `steps` drag steps: two suggestions and reading every variable.
        for (w, h) in steps > 0 ? sizes : [] {
            try solver.suggestValue(w, for: variables[0])
            try solver.suggestValue(h, for: variables[1])
        }
        var failure: (any Error)?
        let elapsed = clock.measure {
            for step in 0..<steps {
                let (w, h) = sizes[step % sizes.count]
                do {
                    try solver.suggestValue(w, for: variables[0])
                    try solver.suggestValue(h, for: variables[1])
                } catch {
                    failure = error
                }
                for variable in variables { checksum += solver.value(of: variable) }
            }
        }
        if let failure { exit65("drag step failed: \(failure)") }
        print("variables=\(variables.count) constraints=\(system.constraints.count) refused=\(refused)")
        print("build_us=\(samples[samples.count / 2])")
        print("build_min_us=\(samples[0])")
        print("drag_step_us=\(steps > 0 ? microseconds(elapsed) / Double(steps) : 0)")
        print("checksum=\(checksum)")
    } catch {
        exit65("benchmark failed: \(error)")
    }
}
