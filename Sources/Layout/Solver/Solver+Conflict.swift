/// Why an add was refused: the markers whose constraints, combined with the refused one,
/// prove it infeasible (read off the solver's own tableau when the add failed).
struct Infeasibility {
    let constraint: LinearConstraint
    let markers: [SymbolID]
}

extension Solver {
    /// A minimal set of installed required constraints that cannot hold together with
    /// `constraint` (removing any one member makes the rest satisfiable with it), in
    /// installation order; empty when `constraint` is optional or satisfiable.
    ///
    /// The candidates come from the solver's own state: when the add fails, the final
    /// phase-one objective (or, for a redundant equality, the row itself) expresses the
    /// new row over the markers of the constraints it was combined from; those are a
    /// Farkas certificate of infeasibility, so only they can be in the set (the failed add
    /// that just happened is reused; otherwise one trial add on a copy-on-write copy).
    /// The candidates are minimal when their coefficient matrix has rank one less than
    /// their number (the certificate is then unique, and no proper subset has one: one
    /// small rank computation); otherwise a deletion filter over the candidates alone,
    /// each step a from-scratch solve of at most that many constraints.
    public func conflictingConstraints(adding constraint: LinearConstraint) -> [ConstraintHandle] {
        guard constraint.priority.isRequired else { return [] }
        let infeasibility: Infeasibility
        if let last = lastInfeasibility, last.constraint == constraint {
            infeasibility = last
        } else {
            let probe = copy()
            do {
                try probe.addUnchecked(constraint)
                return []
            } catch {
                guard let found = probe.lastInfeasibility else { return [] }
                infeasibility = found
            }
        }
        var isMarker = [Bool](repeating: false, count: tableau.kinds.count)
        for symbol in infeasibility.markers where Int(symbol) < isMarker.count { isMarker[Int(symbol)] = true }
        var candidates = records.entries
            .filter { entry in
                entry.value.constraint.priority.isRequired
                    && (isMarker[Int(entry.value.marker)] || (entry.value.other >= 0 && isMarker[Int(entry.value.other)]))
            }
            .sorted { $0.value.sequence < $1.value.sequence }
        let all = candidates.map(\.value.constraint) + [constraint]
        if Solver.rank(of: all.map(\.expression)) == all.count - 1, !Solver.isSatisfiable(all) {
            return candidates.map { handle($0.key) }
        }
        // Deletion filter over the candidates (a superset of a minimal set).
        guard !Solver.isSatisfiable(all) else { return [] }
        var index = 0
        while index < candidates.count {
            var trial = candidates
            trial.remove(at: index)
            if Solver.isSatisfiable(trial.map(\.value.constraint) + [constraint]) {
                index += 1
            } else {
                candidates = trial
            }
        }
        return candidates.map { handle($0.key) }
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

    /// The rank of the expressions' coefficient matrix (constants ignored), by Gaussian
    /// elimination in a fresh solver: each homogeneous equality either gets a variable as
    /// its subject (independent) or reduces to its own dummy (dependent).
    static func rank(of expressions: [LinearExpression]) -> Int {
        let solver = Solver()
        var variables: [SymbolID: Variable] = [:]
        var rank = 0
        for expression in expressions {
            let terms = expression.terms.map { term in
                if let v = variables[term.variable.symbol] { return Term(v, term.coefficient) }
                let v = solver.makeVariable()
                variables[term.variable.symbol] = v
                return Term(v, term.coefficient)
            }
            let handle: ConstraintHandle
            do {
                handle = try solver.addUnchecked(LinearConstraint(LinearExpression(terms), .equal))
            } catch {
                continue  // cannot happen (x = 0 satisfies every homogeneous row); counts as dependent
            }
            if let record = solver.records[handle.id], !solver.tableau.isBasic(record.marker) { rank += 1 }
        }
        return rank
    }
}
