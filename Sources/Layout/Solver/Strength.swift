/// The objective as a vector over the priority levels in use, compared level by
/// level from the highest priority down (strict, lexicographic order).
///
/// Each distinct optional priority gets a dense level index and one sparse `Row` of
/// objective coefficients; `order` lists the levels from strongest to weakest. Only a
/// handful of levels are in use at once, so a symbol's coefficient "vector" is a few
/// binary searches, and a pivot substitutes into a few short rows.
struct Objective {
    /// Objective coefficients per level (index = level).
    var levels: [Row] = []
    /// The priority of each level; `nil` for a free slot.
    var priorities: [Priority?] = []
    /// Number of constraints using each level.
    var useCounts: [Int] = []
    /// Live levels, strongest first.
    private(set) var order: [Int] = []

    /// True when every symbol outside `touched` is known not to improve the objective
    /// (no lexicographically negative coefficient), so the entering search may look at
    /// `touched` alone. Any change of levels resets it.
    var clean = false
    /// Symbols whose coefficients may have changed since the objective was last clean.
    var touched: [SymbolID] = []

    /// Records that `symbols`' coefficients changed.
    @inline(__always) mutating func touch(_ row: Row) {
        guard clean else { return }
        row.cells.withUnsafeBufferPointer { cells in
            for cell in cells { touched.append(cell.symbol) }
        }
    }

    @inline(__always) mutating func touch(_ symbol: SymbolID) {
        if clean { touched.append(symbol) }
    }

    /// The level for `priority`, created on first use; counts one more user.
    mutating func retain(_ priority: Priority) -> Int {
        // A handful of levels: a scan beats hashing the priority.
        if let level = priorities.firstIndex(of: priority) {
            useCounts[level] += 1
            return level
        }
        let level: Int
        if let free = priorities.firstIndex(where: { $0 == nil }) {
            level = free
            levels[level] = Row()
            priorities[level] = priority
            useCounts[level] = 1
        } else {
            level = levels.count
            levels.append(Row())
            priorities.append(priority)
            useCounts.append(1)
        }
        rebuildOrder()
        clean = false
        return level
    }

    /// Counts one user fewer; the level is freed (and its residue dropped) at zero.
    mutating func release(_ level: Int) {
        useCounts[level] -= 1
        guard useCounts[level] == 0, priorities[level] != nil else { return }
        priorities[level] = nil
        levels[level] = Row()
        rebuildOrder()
        clean = false
    }

    private mutating func rebuildOrder() {
        order = priorities.indices
            .compactMap { level in priorities[level].map { (level, $0) } }
            .sorted { $0.1 > $1.1 }
            .map(\.0)
    }

    /// Substitutes `symbol := row` in every level.
    mutating func substitute(_ symbol: SymbolID, with row: RowView, scratch: ScratchRef) {
        var changed = false
        for k in order.indices {
            let level = order[k]
            if levels[level].substitute(symbol, with: row, scratch: scratch) { changed = true }
        }
        if changed && clean {
            for cell in row.cells { touched.append(cell.symbol) }
        }
    }

    /// The sign of `symbol`'s coefficient vector: the sign of its first level (strongest
    /// first) with a cell; 0 if none has one (cells that cancel are dropped, so a present
    /// cell is never rounding noise of a sum).
    func sign(of symbol: SymbolID) -> Int {
        for level in order {
            let c = levels[level].coefficient(for: symbol)
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Compares `a.coefficient(s) / da` with `b.coefficient(t) / db` lexicographically:
    /// negative when the first is smaller.
    func compareRatios(_ s: SymbolID, over ds: Double, _ t: SymbolID, over dt: Double) -> Int {
        for level in order {
            let x = levels[level].coefficient(for: s) / ds
            let y = levels[level].coefficient(for: t) / dt
            if cancellingSum(x, -y) == 0 { continue }
            return x < y ? -1 : 1
        }
        return 0
    }
}
