extension Solver {
    /// A minimal set of installed required constraints that cannot hold together with
    /// `constraint` (removing any one member makes the rest satisfiable with it), in
    /// installation order; empty when `constraint` is optional or satisfiable.
    ///
    /// Cost: a deletion filter over the required constraints that share variables
    /// (transitively) with `constraint`, each step a small from-scratch solve. Conflicts
    /// are the error path, so this trades speed for an exact, readable answer.
    public func conflictingConstraints(adding constraint: LinearConstraint) -> [ConstraintHandle] {
        guard constraint.priority.isRequired else { return [] }
        let required = records.entries
            .filter { $0.value.constraint.priority.isRequired }
            .sorted { $0.value.sequence < $1.value.sequence }
        // Required constraints connected to the new one through shared variables.
        var reached = Set(constraint.expression.terms.map(\.variable.symbol))
        var component: [(Int, ConstraintRecord)] = []
        var pending = required.map { ($0.key, $0.value) }
        var grew = true
        while grew {
            grew = false
            var rest: [(Int, ConstraintRecord)] = []
            for entry in pending {
                let symbols = entry.1.constraint.expression.terms.map(\.variable.symbol)
                if symbols.contains(where: reached.contains) {
                    reached.formUnion(symbols)
                    component.append(entry)
                    grew = true
                } else {
                    rest.append(entry)
                }
            }
            pending = rest
        }
        component.sort { $0.1.sequence < $1.1.sequence }
        var kept = component
        guard !Solver.isSatisfiable(kept.map(\.1.constraint) + [constraint]) else { return [] }
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if Solver.isSatisfiable(trial.map(\.1.constraint) + [constraint]) {
                index += 1
            } else {
                kept = trial
            }
        }
        return kept.map { handle($0.0) }
    }

    /// Whether the constraints, all treated as required, can hold together.
    static func isSatisfiable(_ constraints: [LinearConstraint]) -> Bool {
        let solver = Solver()
        var variables: [SymbolID: Variable] = [:]
        for constraint in constraints {
            var copy = constraint
            copy.priority = .required
            copy.expression.terms = constraint.expression.terms.map { term in
                if let v = variables[term.variable.symbol] { return Term(v, term.coefficient) }
                let v = solver.makeVariable()
                variables[term.variable.symbol] = v
                return Term(v, term.coefficient)
            }
            do { try solver.addUnchecked(copy) } catch { return false }
        }
        return true
    }
}
