extension Solver {
    /// Whether another optimal solution gives `variable` a different value: the variable
    /// is under-constrained, or optional constraints of equal priority tie over it.
    ///
    /// Exact for this model. On the optimal face every parameter with a non-zero
    /// objective vector is 0 (the objective is a sum of lexicographically non-negative
    /// terms), and so is every dummy; the other parameters are *free*. Near the current
    /// vertex the face is the cone of directions `d` over the free parameters with
    /// `d ≥ 0` on restricted ones, `row·d ≥ 0` on restricted rows at 0 (degenerate) and
    /// `row·d = 0` on rows headed by a dummy; a convex face lies in the span of that cone.
    /// So a variable is ambiguous iff its row over the free parameters is not in the span
    /// of the cone's implicit equalities. Those are found once per solver state (see
    /// `AmbiguityAnalysis`), then each question is a reduction of one row: no tableau
    /// copy, no simplex per variable.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard owns(variable) else { return true }
        return ambiguityAnalysis().isAmbiguous(variable.symbol, in: tableau)
    }

    /// The analysis of the current state, computed on first use after a change.
    func ambiguityAnalysis() -> AmbiguityAnalysis {
        if let cached = ambiguityCache, cached.version == stateVersion, cached.symbolCount == tableau.kinds.count {
            return cached
        }
        let analysis = AmbiguityAnalysis(tableau, version: stateVersion)
        ambiguityCache = analysis
        return analysis
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

/// What every ambiguity question about one solver state shares: which parameters may
/// move on the optimal face, and an echelon basis of the face's implicit equalities.
///
/// Built in one sweep over the rows. Rows that cannot bind locally (positive constant,
/// or an unrestricted basic) are skipped; when no degenerate restricted row and no dummy
/// row mentions a free parameter, there are no implicit equalities at all and every
/// question is a scan of one row. Otherwise the implicit equalities come from one small
/// linear programme over the degenerate rows alone: maximise `Σ t_k` with `0 ≤ t_k ≤ 1`
/// and `form_k·d ≥ t_k` for every inequality of the cone; at the optimum `t_k` is 1
/// exactly for the inequalities some direction makes strict (the cone is closed under
/// addition, so one direction makes all of them strict), 0 for the implicit equalities.
struct AmbiguityAnalysis {
    let version: UInt64
    let symbolCount: Int
    /// Per symbol: a parameter that may move on the optimal face.
    private var free: [Bool]
    /// Per symbol: appears in some implicit equality (so a row holding a free parameter
    /// outside this set is ambiguous at once).
    private var involved: [Bool]
    /// Echelon basis of the implicit equalities: each row has coefficient 1 on its pivot,
    /// and no later row holds an earlier pivot.
    private var basis: [(pivot: SymbolID, row: Row)] = []
    /// Per symbol: its index in `basis` when it is a pivot, else -1.
    private var pivotIndex: [Int32]

    init(_ tableau: Tableau, version: UInt64) {
        self.version = version
        symbolCount = tableau.kinds.count
        let kinds = tableau.kinds
        free = [Bool](repeating: false, count: symbolCount)
        involved = [Bool](repeating: false, count: symbolCount)
        pivotIndex = [Int32](repeating: -1, count: symbolCount)
        for s in 0..<symbolCount where tableau.rowSlot[s] < 0 {
            switch kinds[s] {
            case .dummy, .artificial: continue
            case .external: free[s] = true
            case .slack, .error: free[s] = tableau.objective.sign(of: SymbolID(s)) == 0
            }
        }
        // The cone's constraints that can bind: degenerate restricted rows (inequalities)
        // and dummy rows (equalities), restricted to the free parameters.
        var inequalities: [Row] = []
        var equalities: [Row] = []
        for i in tableau.rows.indices {
            let kind = kinds[Int(tableau.basics[i])]
            if kind == .external { continue }
            let row = tableau.rows[i]
            if kind != .dummy && !row.isConstantZero { continue }
            let form = restricted(row)
            if form.isConstant { continue }
            if kind == .dummy { equalities.append(form) } else { inequalities.append(form) }
        }
        if inequalities.isEmpty && equalities.isEmpty { return }
        var forced = [Bool](repeating: false, count: symbolCount)
        AmbiguityAnalysis.simplify(&inequalities, &equalities, forced: &forced, kinds: kinds)
        // A forced parameter is 0 on the whole face: it is simply no longer free (dropped
        // from every question's row, which is cheaper than reducing by its unit row).
        for s in 0..<symbolCount where forced[s] { free[s] = false }
        if inequalities.isEmpty && equalities.isEmpty { return }
        // Free restricted parameters the binding rows mention get `d_j ≥ 0` in the cone.
        var mentioned: [SymbolID] = []
        var seen = [Bool](repeating: false, count: symbolCount)
        for form in inequalities + equalities {
            for cell in form.cells where !seen[Int(cell.symbol)] {
                seen[Int(cell.symbol)] = true
                mentioned.append(cell.symbol)
            }
        }
        mentioned.sort()
        for s in mentioned where kinds[Int(s)] != .external {
            var unit = Row()
            unit.insert(s, 1)
            inequalities.append(unit)
        }
        let strict = AmbiguityAnalysis.strictInequalities(inequalities, equalities, parameters: mentioned)
        for (k, form) in inequalities.enumerated() where !strict[k] { addEquality(form) }
        for form in equalities { addEquality(form) }
    }

    /// Settles what needs no linear programme, until nothing changes:
    /// - *forcing*: an inequality whose coefficients are all ≤ 0 on restricted parameters
    ///   (`g·d ≥ 0` with `g ≤ 0`, `d ≥ 0`) forces each of them to 0, and so does an
    ///   equality of one parameter; forced parameters leave every form;
    /// - *peeling*: a parameter whose remaining inequality coefficients all have the
    ///   direction's sign (≥ 0 for a restricted one) and that no equality mentions is a
    ///   direction of the cone by itself; the inequalities it makes strict are dropped
    ///   (any direction of the rest plus a large multiple of it keeps them satisfied, so
    ///   dropping them changes no other inequality's answer), and so is its own bound.
    /// Empty inequalities (`0 ≥ 0`) are dropped. What is left goes to the programme.
    private static func simplify(_ inequalities: inout [Row], _ equalities: inout [Row], forced: inout [Bool],
                                 kinds: [SymbolKind]) {
        var changed = true
        while changed {
            changed = false
            // Forcing.
            var newlyForced: [SymbolID] = []
            for form in inequalities where !form.isConstant {
                if form.cells.allSatisfy({ $0.coefficient < 0 && kinds[Int($0.symbol)] != .external }) {
                    newlyForced += form.symbols
                }
            }
            for form in equalities where form.count == 1 { newlyForced += form.symbols }
            for s in newlyForced where !forced[Int(s)] {
                forced[Int(s)] = true
                changed = true
            }
            if changed {
                for i in inequalities.indices { for s in inequalities[i].symbols where forced[Int(s)] { inequalities[i].remove(s) } }
                for i in equalities.indices { for s in equalities[i].symbols where forced[Int(s)] { equalities[i].remove(s) } }
            }
            inequalities.removeAll { $0.isConstant }
            equalities.removeAll { $0.isConstant }
            // Peeling: per parameter, the signs it has in the inequalities; excluded if in an equality.
            var positive: [SymbolID: Bool] = [:], negative: [SymbolID: Bool] = [:]
            var inEquality = Set<SymbolID>()
            for form in equalities { inEquality.formUnion(form.symbols) }
            for form in inequalities {
                for cell in form.cells {
                    if cell.coefficient > 0 { positive[cell.symbol] = true } else { negative[cell.symbol] = true }
                }
            }
            var peeled = Set<SymbolID>()
            var upward = Set<SymbolID>()  // peeled in the + direction
            for s in Set(positive.keys).union(negative.keys) where !inEquality.contains(s) {
                let up = negative[s] == nil
                let down = kinds[Int(s)] == .external && positive[s] == nil
                if up || down {
                    peeled.insert(s)
                    if up { upward.insert(s) }
                }
            }
            if peeled.isEmpty { continue }
            let before = inequalities.count
            inequalities.removeAll { form in
                form.cells.contains { peeled.contains($0.symbol) }
            }
            if inequalities.count != before { changed = true }
        }
    }

    /// `row` with every non-free parameter dropped (they are 0 on the face); constant 0.
    private func restricted(_ row: Row) -> Row {
        var form = Row()
        for cell in row.cells where free[Int(cell.symbol)] { form.insert(cell.symbol, cell.coefficient) }
        return form
    }

    private mutating func addEquality(_ form: Row) {
        var reduced = form
        reduce(&reduced)
        guard let pivot = reduced.cells.max(by: { abs($0.coefficient) < abs($1.coefficient) }) else { return }
        reduced.scale(by: 1 / pivot.coefficient)
        for cell in reduced.cells { involved[Int(cell.symbol)] = true }
        pivotIndex[Int(pivot.symbol)] = Int32(basis.count)
        basis.append((pivot.symbol, reduced))
    }

    /// Eliminates every pivot from `form`, earliest basis row first (a basis row holds no
    /// earlier pivot, so the earliest pivot left only moves later): cost in the pivots the
    /// form actually meets, not in the size of the basis.
    private func reduce(_ form: inout Row) {
        let scratch = RowScratch(capacity: 16)
        while true {
            var earliest: Int32 = .max
            for cell in form.cells {
                let index = pivotIndex[Int(cell.symbol)]
                if index >= 0 && index < earliest { earliest = index }
            }
            if earliest == .max { return }
            let (pivot, row) = basis[Int(earliest)]
            form.add(row, times: -form.coefficient(for: pivot), scratch: scratch)
        }
    }

    /// Whether `symbol` moves on the optimal face.
    func isAmbiguous(_ symbol: SymbolID, in tableau: Tableau) -> Bool {
        var form: Row
        if let definition = tableau.row(of: symbol) {
            form = restricted(definition)
        } else if free[Int(symbol)] {
            form = Row()
            form.insert(symbol, 1)
        } else {
            return false
        }
        if form.isConstant { return false }
        if form.cells.contains(where: { !involved[Int($0.symbol)] }) { return true }
        reduce(&form)
        return !form.isConstant
    }

    /// For each inequality `form_k·d ≥ 0` of the cone (with `equalities` `= 0`), whether
    /// some direction makes it strict, by the linear programme in the type's comment,
    /// solved by a fresh solver (required rows, one optional level for `t_k == 1`).
    private static func strictInequalities(_ inequalities: [Row], _ equalities: [Row],
                                           parameters: [SymbolID]) -> [Bool] {
        let lp = Solver()
        var variable: [SymbolID: Variable] = [:]
        for s in parameters { variable[s] = lp.makeVariable() }
        func expression(_ form: Row) -> LinearExpression {
            LinearExpression(form.cells.compactMap { cell in variable[cell.symbol].map { Term($0, cell.coefficient) } })
        }
        var slack: [Variable] = []
        do {
            for form in equalities { try lp.add(LinearConstraint(expression(form), .equal)) }
            for form in inequalities {
                let t = lp.makeVariable()
                slack.append(t)
                try lp.add(LinearConstraint(t, .greaterThanOrEqual, 0))
                try lp.add(LinearConstraint(t, .lessThanOrEqual, 1))
                try lp.add(LinearConstraint(expression(form) - t, .greaterThanOrEqual, 0))
            }
            for t in slack { try lp.add(LinearConstraint(t, .equal, 1, priority: 1)) }
        } catch {
            // d = 0, t = 0 satisfies every required row, so the adds cannot fail; if
            // rounding made one fail anyway, claim no strict inequality (every one an
            // equality), which can only report fewer ambiguous variables.
            return [Bool](repeating: false, count: inequalities.count)
        }
        return slack.map { lp.value(of: $0) > 0.5 }
    }
}
