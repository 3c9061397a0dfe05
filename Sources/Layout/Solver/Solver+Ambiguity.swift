extension Solver {
    /// Whether another optimal solution gives `variable` a different value: the variable
    /// is under-constrained, or optional constraints of equal priority tie over it.
    ///
    /// Exact for this model: on the optimal face every parameter with a non-zero
    /// objective vector is 0 (the objective is a sum of lexicographically non-negative
    /// terms), so the face is the current tableau with those parameters held at 0; the
    /// variable is unique iff its minimum and maximum over that face coincide. Both are
    /// found by a scalar simplex on a copy of the tableau. O(tableau) per call.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard owns(variable) else { return true }
        let kinds = tableau.kinds
        let objective = tableau.objective
        let fixed: (SymbolID) -> Bool = { symbol in
            let kind = kinds[Int(symbol)]
            return kind == .dummy || kind == .artificial || objective.sign(of: symbol) != 0
        }
        var goal: Row
        if let definition = tableau.row(of: variable.symbol) {
            goal = definition
        } else {
            goal = Row()
            goal.insert(variable.symbol, 1)
        }
        for symbol in goal.symbols where fixed(symbol) { goal.remove(symbol) }
        if goal.isConstant { return false }
        var lowProbe = tableau
        guard let low = lowProbe.minimize(goal, holdingAtZero: fixed) else { return true }
        var negated = goal
        negated.scale(by: -1)
        var highProbe = tableau
        guard let negatedHigh = highProbe.minimize(negated, holdingAtZero: fixed) else { return true }
        return -negatedHigh - low > 1e-7
    }

    /// The summed errors of the optional constraints per priority level, strongest first,
    /// in the current solution (edit constraints included): the vector the solver
    /// minimises lexicographically.
    public var errorVector: [(priority: Priority, error: Double)] {
        var sums: [Priority: Double] = [:]
        for (_, record) in records.entries where !record.constraint.priority.isRequired {
            sums[record.constraint.priority, default: 0] += record.constraint.violation { value(of: $0) }
        }
        return sums.sorted { $0.key > $1.key }.map { (priority: $0.key, error: $0.value) }
    }
}
