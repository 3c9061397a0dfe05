extension Solver {
    // MARK: Constant changes

    /// Sets the constant term of an installed constraint's expression (`expr (op) 0`):
    /// a marker delta on the rows holding the constraint's marker, then a dual simplex.
    /// Never a remove + add.
    ///
    /// Throws `.unsatisfiable` when a required constraint's new constant contradicts the
    /// other required constraints; the solver is then exactly as before (same tableau,
    /// so the same value for every variable, ambiguous ones included). Throws
    /// `.valueOutOfRange` for a constant that is not finite or exceeds `admissibleMagnitude`.
    public func updateConstant(of handle: ConstraintHandle, to constant: Double) throws(SolverError) {
        guard issued(handle), let record = records[handle.id] else { throw .unknownConstraint }
        guard isAdmissible(constant) else { throw .valueOutOfRange(constant) }
        let delta = constant - record.constraint.expression.constant
        if delta == 0 { return }
        stateVersion &+= 1
        // Only a required constraint's change can fail (an optional one's errors absorb
        // any constant), so only then are the touched rows journaled for a roll-back.
        let journaled = record.constraint.priority.isRequired
        if journaled { tableau.beginJournal() }
        tableau.dummyViolated = false
        tableau.applyConstantDelta(delta, marker: record.marker, markerSign: record.markerSign,
                                   other: record.other, otherSign: record.otherSign)
        var failed = tableau.dummyViolated
        if !failed {
            do { try tableau.dualOptimize() } catch { failed = true }
        }
        if failed {
            if journaled {
                // The tableau as it was: same basis, so every value (ambiguous ones too) is unchanged.
                tableau.rollBack()
                tableau.infeasible.removeAll()
                tableau.dummyViolated = false
            } else {
                // Cannot happen for an optional constraint; undo on the current basis anyway.
                tableau.infeasible.removeAll()
                tableau.dummyViolated = false
                tableau.applyConstantDelta(-delta, marker: record.marker, markerSign: record.markerSign,
                                           other: record.other, otherSign: record.otherSign)
                do { try tableau.dualOptimize() } catch { try rebuild() }
            }
            throw .unsatisfiable
        }
        if journaled { tableau.commitJournal() }
        records.setConstant(constant, id: handle.id)
    }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional priority: an equality `variable == value`
    /// whose value `suggestValue` moves. Starts at the variable's current value.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable }
        guard edits[variable.symbol] == nil else { throw .duplicateEditVariable(variable) }
        let current = value(of: variable)
        let handle = try add(LinearConstraint(variable, .equal, LinearExpression(constant: current),
                                              priority: priority))
        edits[variable.symbol] = handle
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.symbol] != nil }

    /// Removes `variable`'s edit constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let handle = edits[variable.symbol] else { throw .unknownEditVariable(variable) }
        try remove(handle)
    }

    /// Pulls an edit variable towards `value` at its edit priority (dual simplex; a pivot
    /// only when some constraint starts or stops binding).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let handle = edits[variable.symbol] else { throw .unknownEditVariable(variable) }
        // The edit constraint is `variable - value == 0`.
        try updateConstant(of: handle, to: -value)
    }
}
