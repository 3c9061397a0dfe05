/// The simplex tableau in basic feasible solved form, and the pivoting algorithms
/// (primal with a lexicographic objective, phase one, dual).
///
/// A value type (probes copy it on write); an operation that may fail journals the rows
/// it touches and rolls back exactly (`beginJournal()`, `rollBack()`).
struct Tableau {
    /// Kind of each symbol, by id.
    var kinds: [SymbolKind] = []
    /// Index into `rows` of the row whose basic variable is the symbol, or -1.
    var rowSlot: [Int32] = []
    /// The rows; `basics[i]` is the basic symbol of `rows[i]`.
    var rows: [Row] = []
    var basics: [SymbolID] = []
    /// The strict-priority objective.
    var objective = Objective()
    /// Phase-one objective while an artificial variable is being driven out.
    var artificial: Row?
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible: [SymbolID] = []
    /// Set when a row headed by a dummy got a non-zero constant (an inconsistent
    /// required equality after a constant change).
    var dummyViolated = false

    /// Bumped whenever a row's cells or the set of rows change (not on constant changes).
    private(set) var structureVersion: UInt64 = 0
    /// Rows holding a marker with its coefficient, valid for one `structureVersion`: a drag
    /// that moves no constraint across a bound repeats the same marker delta without a scan.
    private var markerRows: [SymbolID: (version: UInt64, cells: [(slot: Int32, coefficient: Double)])] = [:]

    private var scratch = RowScratch()
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 0
    /// The undo record of an operation that may fail (see `beginJournal()`).
    private var journal: Journal?
    /// Per row slot: the journal epoch in which the row was recorded.
    private var journalStamps: [UInt32] = []
    private var journalEpoch: UInt32 = 0

    /// What an operation that may fail changed, so that a failure restores the tableau
    /// exactly: the first old value of every row it touched (not a copy of every row,
    /// which made each such add O(rows) in reference counting alone), and plain copies
    /// of the small or reference-free parts.
    private struct Journal {
        var rows: [(slot: Int, row: Row)] = []
        var rowCount: Int
        /// Old values of `basics` and `rowSlot` entries, in the order they changed.
        var basicLog: [(slot: Int32, basic: SymbolID)] = []
        var slotLog: [(symbol: SymbolID, slot: Int32)] = []
        var objective: Objective
        var infeasible: [SymbolID]
        var dummyViolated: Bool
    }

    /// Starts recording changes (rows' old values) until `commitJournal()` or `rollBack()`.
    mutating func beginJournal() {
        journalEpoch &+= 1
        if journalEpoch == 0 {
            for i in journalStamps.indices { journalStamps[i] = 0 }
            journalEpoch = 1
        }
        if journalStamps.count < rows.count {
            let target = max(rows.count, 2 * journalStamps.count)
            journalStamps.reserveCapacity(target)
            while journalStamps.count < target { journalStamps.append(0) }
        }
        journal = Journal(rowCount: rows.count, objective: objective, infeasible: infeasible,
                          dummyViolated: dummyViolated)
    }

    /// Keeps the changes.
    mutating func commitJournal() { journal = nil }

    /// Restores every row, the basis, the objective and the queues to what they were at
    /// `beginJournal()` (symbols made since stay; `truncateSymbols` drops them).
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        structureVersion &+= 1
        if rows.count > saved.rowCount {
            rows.removeSubrange(saved.rowCount...)
            basics.removeSubrange(saved.rowCount...)
        }
        for (slot, row) in saved.rows.reversed() { rows[slot] = row }
        for (slot, basic) in saved.basicLog.reversed() where Int(slot) < basics.count { basics[Int(slot)] = basic }
        for (symbol, slot) in saved.slotLog.reversed() where Int(symbol) < rowSlot.count { rowSlot[Int(symbol)] = slot }
        objective = saved.objective
        artificial = nil
        infeasible = saved.infeasible
        dummyViolated = saved.dummyViolated
    }

    /// Records the old basic of `slot` and old slots of `symbols` under a journal.
    /// (`removeRow` is never called under a journal: a phase-one add commits before it
    /// drops its artificial row, and a constant change only pivots.)
    @inline(__always) private mutating func journalBasis(slot: Int, _ first: SymbolID, _ second: SymbolID = -1) {
        guard journal != nil else { return }
        if slot >= 0 { journal!.basicLog.append((Int32(slot), basics[slot])) }
        journal!.slotLog.append((first, rowSlot[Int(first)]))
        if second >= 0 { journal!.slotLog.append((second, rowSlot[Int(second)])) }
    }

    /// Records row `slot`'s value before its first change under a journal.
    @inline(__always) private mutating func journalRow(_ slot: Int) {
        guard journal != nil, slot < journal!.rowCount, journalStamps[slot] != journalEpoch else { return }
        journalStamps[slot] = journalEpoch
        journal!.rows.append((slot, rows[slot]))
    }

    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: SymbolKind) -> SymbolID {
        let id = SymbolID(kinds.count)
        if kinds.capacity == kinds.count {
            // Room for a small system at once, then doubling: fewer regrowths per build.
            let target = max(64, 2 * kinds.count)
            kinds.reserveCapacity(target)
            rowSlot.reserveCapacity(target)
        }
        kinds.append(kind)
        rowSlot.append(-1)
        return id
    }

    /// Forgets symbols created at or after `count` (used to undo a failed add).
    mutating func truncateSymbols(to count: Int) {
        guard kinds.count > count else { return }
        structureVersion &+= 1
        kinds.removeSubrange(count...)
        rowSlot.removeSubrange(count...)
        if stamps.count > count { stamps.removeSubrange(count...) }
    }

    @inline(__always) func isBasic(_ symbol: SymbolID) -> Bool { rowSlot[Int(symbol)] >= 0 }

    @inline(__always) func row(of symbol: SymbolID) -> Row? {
        let slot = rowSlot[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// The current value of a symbol: its row's constant when basic, else 0.
    @inline(__always) func value(of symbol: SymbolID) -> Double {
        let slot = rowSlot[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    mutating func addRow(_ basic: SymbolID, _ row: consuming Row) {
        structureVersion &+= 1
        journalBasis(slot: -1, basic)  // the row itself is dropped by a roll-back
        rowSlot[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    @discardableResult
    mutating func removeRow(_ basic: SymbolID) -> Row {
        structureVersion &+= 1
        let slot = Int(rowSlot[Int(basic)])
        let last = rows.count - 1
        if slot != last {
            rows.swapAt(slot, last)
            basics.swapAt(slot, last)
            rowSlot[Int(basics[slot])] = Int32(slot)
        }
        rowSlot[Int(basic)] = -1
        basics.removeLast()
        return rows.removeLast()
    }

    /// Replaces `symbol` by its definition `row` everywhere (rows, objective, phase one),
    /// queueing restricted rows that become infeasible.
    mutating func substitute(_ symbol: SymbolID, with row: Row) {
        row.withView { substitute(symbol, with: $0) }
    }

    /// `substitute` for a borrowed definition (valid throughout: `row` is not one of `rows`
    /// that changes, or is kept alive by the caller's copy).
    private mutating func substitute(_ symbol: SymbolID, with row: RowView) {
        structureVersion &+= 1
        // One buffer access for the whole scan (no per-row uniqueness or bounds checks);
        // the scratch is owned by `self.scratch` throughout, so passed unretained.
        let buffers = ScratchRef.passUnretained(scratch)
        var negative: [SymbolID] = []
        if journal != nil {
            for i in 0..<rows.count where rows[i].mayContain(symbol) && rows[i].coefficient(for: symbol) != 0 {
                journalRow(i)
                rows[i].substitute(symbol, with: row, scratch: buffers)
                let basic = basics[i]
                if kinds[Int(basic)].isRestricted && rows[i].constant < 0 { negative.append(basic) }
            }
        } else {
        kinds.withUnsafeBufferPointer { kinds in
            basics.withUnsafeBufferPointer { basics in
                rows.withUnsafeMutableBufferPointer { rows in
                    for i in 0..<rows.count where rows[i].mayContain(symbol) {
                        if rows[i].substitute(symbol, with: row, scratch: buffers) {
                            let basic = basics[i]
                            if kinds[Int(basic)].isRestricted && rows[i].constant < 0 { negative.append(basic) }
                        }
                    }
                }
            }
        }
        }
        if !negative.isEmpty { infeasible.append(contentsOf: negative) }
        objective.substitute(symbol, with: row, scratch: buffers)
        if artificial != nil { artificial?.substitute(symbol, with: row, scratch: buffers) }
    }

    /// `entering` becomes basic in place of `leaving`, keeping the row's slot.
    mutating func pivot(leaving: SymbolID, entering: SymbolID) {
        structureVersion &+= 1
        let slot = Int(rowSlot[Int(leaving)])
        journalRow(slot)
        journalBasis(slot: slot, leaving, entering)
        rows[slot].solve(for: entering, replacing: leaving)
        rowSlot[Int(leaving)] = -1
        rowSlot[Int(entering)] = Int32(slot)
        basics[slot] = entering
        let definition = rows[slot]
        substitute(entering, with: definition)
    }

    /// `expression` over the current parameters (basic variables replaced by their rows).
    mutating func expressionRow(_ expression: LinearExpression) -> Row {
        var row = Row(constant: expression.constant)
        // Room for every cell the sum can have, and the marker and error symbols that
        // follow: one allocation per new row.
        // Borrowed buffers: no reference counting per term or per row read.
        let buffers = ScratchRef.passUnretained(scratch)
        rows.withUnsafeMutableBufferPointer { rows in
            // Mutable, though only read: a read-only buffer would be retained here.
            rowSlot.withUnsafeMutableBufferPointer { rowSlot in
                expression.terms.withUnsafeBufferPointer { terms in
                    var room = 2
                    for term in terms {
                        let slot = rowSlot[Int(term.variable.symbol)]
                        room += slot >= 0 ? rows[Int(slot)].count : 1
                    }
                    row.reserve(room)
                    for term in terms where term.coefficient != 0 {
                        let slot = rowSlot[Int(term.variable.symbol)]
                        if slot >= 0 {
                            rows[Int(slot)].withMutableView { row.add($0, times: term.coefficient, scratch: buffers) }
                        } else {
                            row.insert(term.variable.symbol, term.coefficient)
                        }
                    }
                }
            }
        }
        return row
    }

    /// The first external symbol of `row` (lowest id), or -1. Mutating only so that the
    /// caller's tableau is accessed in place, not copied out with a retain per table.
    mutating func firstExternal(of row: inout Row) -> SymbolID {
        row.firstSymbol { kinds[Int($0)] == .external }
    }

    /// Adds `factor * symbol` to an objective level, substituting the symbol's row if basic.
    mutating func addToObjective(_ symbol: SymbolID, level: Int, factor: Double) {
        let slot = rowSlot[Int(symbol)]
        if slot >= 0 {
            let definition = rows[Int(slot)]
            objective.levels[level].add(definition, times: factor, scratch: scratch)
            objective.touch(definition)
        } else {
            objective.levels[level].insert(symbol, factor)
            objective.touch(symbol)
        }
    }

    // MARK: Primal simplex

    /// Entering symbol for the strict-priority objective: the lowest id whose coefficient
    /// vector is lexicographically negative (slack/error), or non-zero (external, which
    /// may move either way). Returns the symbol and the direction it moves.
    private mutating func lexicographicEntering() -> (SymbolID, Double)? {
        let found: (SymbolID, Double)?
        if objective.clean && objective.touched.count < 64 {
            found = touchedEntering()
        } else {
            found = fullEntering()
        }
        if found == nil {
            objective.clean = true
            objective.touched.removeAll(keepingCapacity: true)
        }
        return found
    }

    /// The entering rule over `objective.touched` only (valid while the objective is clean).
    /// The scan also prunes `touched` to the symbols that improve, less the one chosen
    /// (it becomes basic): a symbol that does not improve now is touched again by any
    /// later change of its coefficients, so the next scan need not see it.
    private mutating func touchedEntering() -> (SymbolID, Double)? {
        var best = SymbolID.max
        var direction = 1.0
        // Compacted in place (kept symbols move to the front): no second buffer.
        let count = objective.touched.count
        var kept = 0
        for k in 0..<count {
            let s = objective.touched[k]
            let kind = kinds[Int(s)]
            guard kind.isPivotable || kind == .external else { continue }
            let sign = objective.sign(of: s)
            guard kind == .external ? sign != 0 : sign < 0 else { continue }
            objective.touched[kept] = s
            kept += 1
            if s < best {
                best = s
                direction = sign < 0 ? 1 : -1
            }
        }
        objective.touched.removeLast(count - kept)
        if best != SymbolID.max { objective.touched.removeAll { $0 == best } }
        return best == SymbolID.max ? nil : (best, direction)
    }

    /// The entering rule over every objective cell.
    private mutating func fullEntering() -> (SymbolID, Double)? {
        if stamps.count < kinds.count {
            // Sized on first use, growing geometrically.
            let target = max(kinds.count, 2 * stamps.count)
            stamps.reserveCapacity(target)
            while stamps.count < target { stamps.append(0) }
        }
        stamp &+= 1
        if stamp == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            stamp = 1
        }
        var best = SymbolID.max
        var direction = 1.0
        for level in objective.order {
            let row = objective.levels[level]
            let count = row.count
            if count == 0 { continue }
            row.cells.withUnsafeBufferPointer { cells in
                    for k in 0..<count {
                        let s = cells[k].symbol
                        if stamps[Int(s)] == stamp { continue }
                        stamps[Int(s)] = stamp
                        let kind = kinds[Int(s)]
                        if s < best {
                            if kind.isPivotable && cells[k].coefficient < 0 {
                                best = s
                                direction = 1
                            } else if kind == .external {
                                best = s
                                direction = cells[k].coefficient < 0 ? 1 : -1
                            }
                        }
                    }
            }
        }
        return best == SymbolID.max ? nil : (best, direction)
    }

    /// Entering symbol for a scalar objective row (phase one, ambiguity probes).
    private func scalarEntering(_ objective: Row) -> (SymbolID, Double)? {
        for k in 0..<objective.count {
            let s = objective.cells[k].symbol
            let c = objective.cells[k].coefficient
            let kind = kinds[Int(s)]
            if kind.isPivotable && c < 0 { return (s, 1) }
            if kind == .external { return (s, c < 0 ? 1 : -1) }
        }
        return nil
    }

    /// The restricted row that first blocks `entering` moving in `direction`
    /// (minimum ratio; ties to the lowest basic id), or nil when nothing blocks it.
    private func leavingRow(for entering: SymbolID, direction: Double) -> SymbolID? {
        var best: SymbolID = -1
        var bestRatio = Double.infinity
        rows.withUnsafeBufferPointer { rows in
            for i in 0..<rows.count where rows[i].mayContain(entering) {
                let basic = basics[i]
                if !kinds[Int(basic)].isRestricted { continue }
                let a = rows[i].coefficient(for: entering) * direction
                if a < 0 {
                    let ratio = -rows[i].constant / a
                    if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                        bestRatio = ratio
                        best = basic
                    }
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// Primal simplex on the strict-priority objective until no symbol improves it.
    mutating func optimize() throws(SolverError) {
        while let (entering, direction) = lexicographicEntering() {
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Primal simplex minimising the scalar row in `artificial`. Throws when unbounded.
    mutating func optimizeScalar() throws(SolverError) {
        while let objectiveRow = artificial, let (entering, direction) = scalarEntering(objectiveRow) {
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Adds `row` (no subject could be chosen) through an artificial variable.
    /// Returns false when the row cannot be satisfied, with `proof` set to the parameters
    /// of the final phase-one objective: the markers of the constraints whose combination
    /// with the new row proves it infeasible (a Farkas certificate; a marker occurs only
    /// in its own constraint, so a constraint whose marker is absent has multiplier 0).
    /// On failure the tableau is rolled back to exactly what it was (the artificial
    /// symbol remains for the caller's `truncateSymbols`).
    mutating func addWithArtificialVariable(_ row: Row, proof: inout [SymbolID]) throws(SolverError) -> Bool {
        beginJournal()
        let art = newSymbol(.artificial)
        addRow(art, row)
        artificial = row
        defer { artificial = nil }
        do {
            try optimizeScalar()
        } catch {
            rollBack()
            throw error
        }
        guard let phaseOne = artificial, phaseOne.isConstantZero else {
            proof = artificial?.symbols ?? []
            rollBack()
            return false
        }
        commitJournal()
        if isBasic(art) {
            var definition = removeRow(art)
            if !definition.isConstant {
                var entering: SymbolID = -1
                for k in 0..<definition.count where kinds[Int(definition.cells[k].symbol)].isPivotable {
                    entering = definition.cells[k].symbol
                    break
                }
                if entering < 0 { return false }
                definition.solve(for: entering, replacing: art)
                substitute(entering, with: definition)
                addRow(entering, definition)
            }
        }
        structureVersion &+= 1
        for i in rows.indices { rows[i].remove(art) }
        for level in objective.order { objective.levels[level].remove(art) }
        return true
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping optimality. Throws
    /// `.unsatisfiable` when an infeasible row has no symbol that can repair it.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let slot = rowSlot[Int(leaving)]
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            guard row.constant < 0, !row.isConstantZero else { continue }
            var entering: SymbolID = -1
            var enteringCoefficient = 0.0
            for k in 0..<row.count {
                let s = row.cells[k].symbol
                let a = row.cells[k].coefficient
                let kind = kinds[Int(s)]
                guard a > 0, kind != .dummy, kind != .artificial else { continue }
                if entering < 0 {
                    entering = s
                    enteringCoefficient = a
                } else {
                    let order = objective.compareRatios(s, over: a, entering, over: enteringCoefficient)
                    if order < 0 || (order == 0 && s < entering) {
                        entering = s
                        enteringCoefficient = a
                    }
                }
            }
            guard entering >= 0 else {
                infeasible.removeAll()
                throw .unsatisfiable
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    // MARK: Removal

    /// The row to pivot `marker` into before dropping it (a constraint removal):
    /// a restricted row with a negative coefficient and minimum ratio, else a restricted
    /// row with minimum ratio, else an unrestricted row. Ties go to the lowest id.
    func markerLeavingRow(_ marker: SymbolID) -> SymbolID? {
        var first: SymbolID = -1, second: SymbolID = -1, third: SymbolID = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for i in rows.indices {
            let c = rows[i].coefficient(for: marker)
            if c == 0 { continue }
            let basic = basics[i]
            if !kinds[Int(basic)].isRestricted {
                if third < 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -rows[i].constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = rows[i].constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    // MARK: Constant changes

    /// Rewrites the tableau for a change `delta` of the constant of the constraint whose
    /// marker is `marker` (coefficient `markerSign` in the constraint's own row) and whose
    /// other error symbol is `other`: the marker becomes `marker - delta/markerSign`.
    /// Queues rows that became infeasible; flags dummy rows that became non-zero.
    mutating func applyConstantDelta(_ delta: Double, marker: SymbolID, markerSign: Double,
                                     other: SymbolID, otherSign: Double) {
        let markerSlot = rowSlot[Int(marker)]
        if markerSlot >= 0 {
            adjustRow(Int(markerSlot), by: -delta / markerSign)
            return
        }
        if other >= 0 {
            let otherSlot = rowSlot[Int(other)]
            if otherSlot >= 0 {
                adjustRow(Int(otherSlot), by: -delta / otherSign)
                return
            }
        }
        let shift = delta / markerSign
        let cells: [(slot: Int32, coefficient: Double)]
        if let cached = markerRows[marker], cached.version == structureVersion {
            cells = cached.cells
        } else {
            var found: [(slot: Int32, coefficient: Double)] = []
            for i in rows.indices {
                let a = rows[i].coefficient(for: marker)
                if a != 0 { found.append((Int32(i), a)) }
            }
            if markerRows.count > 256 { markerRows.removeAll(keepingCapacity: true) }
            markerRows[marker] = (structureVersion, found)
            cells = found
        }
        for cell in cells { adjustRow(Int(cell.slot), by: cell.coefficient * shift) }
    }

    private mutating func adjustRow(_ slot: Int, by amount: Double) {
        journalRow(slot)
        rows[slot].shiftConstant(by: amount)
        let basic = basics[slot]
        switch kinds[Int(basic)] {
        case .external: break
        case .dummy:
            if !rows[slot].isConstantZero { dummyViolated = true }
        default:
            if rows[slot].constant < 0 { infeasible.append(basic) }
        }
    }
}
