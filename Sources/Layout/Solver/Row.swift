/// One cell of a row: a symbol and its coefficient.
struct Cell: Equatable {
    var symbol: SymbolID
    var coefficient: Double
}

/// One tableau row, `basic = constant + Σ coefficient · symbol`, with its cells kept
/// sorted by symbol id so lookups are binary searches and additions are merges.
///
/// A cell is dropped only when a sum cancels it (`cancellingSum`), never for being small.
struct Row: Equatable {
    var constant: Double {
        didSet { scale = max(scale, abs(constant)) }
    }
    /// The largest magnitude summed into `constant` (at least `abs(constant)`): what
    /// decides whether the constant is rounding noise (`isConstantZero`).
    private(set) var scale: Double
    private(set) var cells: [Cell]
    /// A one-word filter of the symbols present (bit `id % 64`): a clear bit proves a
    /// symbol absent without a search. Bits may be stale after removals (false positives
    /// only).
    private(set) var mask: UInt64 = 0

    init(constant: Double = 0) {
        self.constant = constant
        self.scale = abs(constant)
        self.cells = []
    }

    /// Makes room for `count` cells.
    mutating func reserve(_ count: Int) { cells.reserveCapacity(count) }

    /// Whether the constant is 0 up to the rounding of the values summed into it.
    @inline(__always) var isConstantZero: Bool { abs(constant) <= constantTolerance * scale }

    /// Adds `amount` to the constant (a constant change), widening `scale`.
    @inline(__always) mutating func shiftConstant(by amount: Double) {
        scale = max(scale, abs(amount))
        constant += amount
    }

    @inline(__always) static func bit(_ symbol: SymbolID) -> UInt64 { 1 &<< UInt64(UInt32(bitPattern: symbol) & 63) }

    /// False when `symbol` is certainly absent.
    @inline(__always) func mayContain(_ symbol: SymbolID) -> Bool { mask & Row.bit(symbol) != 0 }

    /// Number of cells.
    @inline(__always) var count: Int { cells.count }

    /// True when the row has no cells.
    @inline(__always) var isConstant: Bool { cells.isEmpty }

    /// The symbols, in id order.
    var symbols: [SymbolID] { cells.map(\.symbol) }

    /// Position of `symbol`'s cell, or where it would be inserted (negative: `-(insertion + 1)`).
    @inline(__always) func position(of symbol: SymbolID) -> Int {
        cells.withUnsafeBufferPointer { Row.search($0, symbol) }
    }

    /// `position(of:)` for mutating methods, which change the cells next: a mutable
    /// buffer of an inout row costs no retain (a read-only one costs a retain and a
    /// release per search, the largest fixed cost of an add).
    @inline(__always) mutating func mutablePosition(of symbol: SymbolID) -> Int {
        cells.withUnsafeMutableBufferPointer { Row.search(UnsafeBufferPointer($0), symbol) }
    }

    @inline(__always) static func search(_ cells: UnsafeBufferPointer<Cell>, _ symbol: SymbolID) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let value = cells[mid].symbol
            if value < symbol { low = mid &+ 1 } else if value > symbol { high = mid } else { return mid }
        }
        return -(low + 1)
    }

    /// The coefficient of `symbol`, 0 if absent. O(log n).
    @inline(__always) func coefficient(for symbol: SymbolID) -> Double {
        guard mayContain(symbol) else { return 0 }
        let index = position(of: symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    /// Adds `coefficient` to `symbol`'s cell, dropping the cell when it cancels. O(n).
    mutating func insert(_ symbol: SymbolID, _ coefficient: Double) {
        let index = mutablePosition(of: symbol)
        if index >= 0 {
            let sum = cancellingSum(cells[index].coefficient, coefficient)
            if sum == 0 {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if coefficient != 0 {
            let at = -(index + 1)
            if at == cells.count {
                // New symbols have the highest ids: the common case is an append.
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: at)
            }
            mask |= Row.bit(symbol)
        }
    }

    /// Removes `symbol`'s cell if present.
    mutating func remove(_ symbol: SymbolID) {
        guard mayContain(symbol) else { return }
        let index = mutablePosition(of: symbol)
        if index >= 0 { cells.remove(at: index) }
    }

    /// Multiplies the constant and every cell by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        scale *= abs(factor)
        cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices { cells[i].coefficient *= factor }
        }
    }

    /// Reads `0 = constant + Σ cells` and rewrites it as `symbol = ...` (`symbol` must be present).
    mutating func solve(for symbol: SymbolID) {
        let index = mutablePosition(of: symbol)
        guard index >= 0 else { return }
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        scale *= abs(factor)
        // Scaled in the same pass that rebuilds the filter without the solved-for symbol
        // (the row's new basic): a pivot then substitutes into every row but this one
        // without searching it.
        var bits: UInt64 = 0
        cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices {
                cells[i].coefficient *= factor
                bits |= Row.bit(cells[i].symbol)
            }
        }
        mask = bits
    }

    /// Reads the row as `lhs = constant + Σ cells` (with `rhs` among the cells) and
    /// rewrites it as `rhs = ...`, `lhs` becoming a cell. Used by a pivot.
    mutating func solve(for rhs: SymbolID, replacing lhs: SymbolID) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Calls `body` with a borrowed view of the row (valid only inside `body`): what a
    /// loop that adds one row into many reads, with no reference counting per use.
    @inline(__always) func withView<R>(_ body: (RowView) -> R) -> R {
        cells.withUnsafeBufferPointer { cells in
            body(RowView(cells: cells, mask: mask, scale: scale, constant: constant))
        }
    }

    /// The first symbol (lowest id) satisfying `test`, or -1; mutating so that the cells
    /// are read through a mutable buffer, without a retain.
    @inline(__always) mutating func firstSymbol(where test: (SymbolID) -> Bool) -> SymbolID {
        cells.withUnsafeMutableBufferPointer { cells in
            for cell in cells where test(cell.symbol) { return cell.symbol }
            return -1
        }
    }

    /// `withView` from a mutating context (a row in a mutable buffer): a read-only
    /// buffer of an inout row would be retained, a mutable one is not (the row is made
    /// unique first, as a change would).
    @inline(__always) mutating func withMutableView<R>(_ body: (RowView) -> R) -> R {
        let mask = mask, scale = scale, constant = constant
        return cells.withUnsafeMutableBufferPointer { cells in
            body(RowView(cells: UnsafeBufferPointer(cells), mask: mask, scale: scale, constant: constant))
        }
    }

    /// `self += factor * other`, merging the two sorted cell lists through `scratch`.
    mutating func add(_ other: Row, times factor: Double, scratch: RowScratch) {
        other.withView { add($0, times: factor, dropping: -1, scratch: .passUnretained(scratch)) }
    }

    /// `self += factor * other` for a borrowed row.
    @inline(__always) mutating func add(_ other: RowView, times factor: Double, scratch: ScratchRef) {
        add(other, times: factor, dropping: -1, scratch: scratch)
    }

    /// `add`, also dropping the cell at position `dropped` (-1: none) in the same pass.
    private mutating func add(_ other: RowView, times factor: Double, dropping dropped: Int, scratch: ScratchRef) {
        scale = max(scale, abs(factor) * other.scale)
        constant += factor * other.constant
        if other.cells.isEmpty && dropped < 0 { return }
        // A short row into a long one (a definition substituted into a long row): update
        // in place, a binary search per cell of `other`, instead of merging every cell.
        // Same arithmetic as the merge, so the same result to the bit.
        if other.cells.count &* 8 < cells.count {
            if dropped >= 0 { cells.remove(at: dropped) }
            for cell in other.cells {
                let value = cell.coefficient * factor
                if value == 0 { continue }
                let index = mutablePosition(of: cell.symbol)
                if index >= 0 {
                    let sum = cancellingSum(cells[index].coefficient, value)
                    if sum == 0 { cells.remove(at: index) } else { cells[index].coefficient = sum }
                } else {
                    cells.insert(Cell(symbol: cell.symbol, coefficient: value), at: -(index + 1))
                }
            }
            mask |= other.mask
            return
        }
        let needed = cells.count + other.cells.count
        let out = scratch._withUnsafeGuaranteedRef { scratch in
            scratch.reserve(needed)
            return scratch.cells
        }
        var written = 0
        let rhs = other.cells
        // Mutable access: `self` is inout, and a read-only buffer of it would be retained.
        cells.withUnsafeMutableBufferPointer { lhs in
            do {
                var i = 0, j = 0, k = 0
                let n = lhs.count, m = rhs.count
                while i < n && j < m {
                    if i == dropped {
                        i &+= 1
                        continue
                    }
                    let a = lhs[i].symbol, b = rhs[j].symbol
                    if a < b {
                        out[k] = lhs[i]
                        k &+= 1
                        i &+= 1
                    } else if b < a {
                        let value = rhs[j].coefficient * factor
                        if value != 0 {
                            out[k] = Cell(symbol: b, coefficient: value)
                            k &+= 1
                        }
                        j &+= 1
                    } else {
                        let value = cancellingSum(lhs[i].coefficient, rhs[j].coefficient * factor)
                        if value != 0 {
                            out[k] = Cell(symbol: a, coefficient: value)
                            k &+= 1
                        }
                        i &+= 1
                        j &+= 1
                    }
                }
                while i < n {
                    if i != dropped {
                        out[k] = lhs[i]
                        k &+= 1
                    }
                    i &+= 1
                }
                while j < m {
                    let value = rhs[j].coefficient * factor
                    if value != 0 {
                        out[k] = Cell(symbol: rhs[j].symbol, coefficient: value)
                        k &+= 1
                    }
                    j &+= 1
                }
                written = k
            }
        }
        let old = cells.count
        if written <= old {
            // Overwrite in place and trim: no reallocation, no generic range replacement.
            cells.withUnsafeMutableBufferPointer { target in
                target.baseAddress?.update(from: out, count: written)
            }
            if written < old { cells.removeLast(old - written) }
        } else if written <= cells.capacity {
            cells.withUnsafeMutableBufferPointer { target in
                target.baseAddress?.update(from: out, count: old)
            }
            cells.append(contentsOf: UnsafeBufferPointer(start: out + old, count: written - old))
        } else {
            // Growing: one new buffer with room to spare for the cells that follow.
            cells = Array(unsafeUninitializedCapacity: max(written + 4, 2 * written)) { buffer, count in
                buffer.baseAddress?.initialize(from: out, count: written)
                count = written
            }
        }
        mask |= other.mask
    }

    /// Replaces `symbol` by `row` (the symbol's definition), if it occurs here.
    /// Returns whether anything changed.
    @discardableResult
    mutating func substitute(_ symbol: SymbolID, with row: Row, scratch: RowScratch) -> Bool {
        guard mayContain(symbol) else { return false }
        return row.withView { substitute(symbol, with: $0, scratch: .passUnretained(scratch)) }
    }

    /// `substitute` for a borrowed definition.
    @discardableResult
    @inline(__always) mutating func substitute(_ symbol: SymbolID, with row: RowView, scratch: ScratchRef) -> Bool {
        guard mayContain(symbol) else { return false }
        let index = mutablePosition(of: symbol)
        guard index >= 0 else { return false }
        add(row, times: cells[index].coefficient, dropping: index, scratch: scratch)
        return true
    }
}

/// A borrowed view of a `Row` (`Row.withView`): its cells' buffer and its scalars.
struct RowView {
    let cells: UnsafeBufferPointer<Cell>
    let mask: UInt64
    let scale: Double
    let constant: Double
}

/// The scratch as the hot loops pass it: unretained (its tableau owns it throughout), so
/// handing it down costs no reference counting.
typealias ScratchRef = Unmanaged<RowScratch>

/// The merge buffer of `Row.add`, one per tableau: merges write here, then copy into
/// the row's own storage, which keeps its capacity, so a warmed-up solver does not
/// allocate while pivoting.
final class RowScratch {
    private(set) var capacity: Int
    private(set) var cells: UnsafeMutablePointer<Cell>

    init(capacity: Int = 64) {
        self.capacity = capacity
        cells = .allocate(capacity: capacity)
    }

    /// Makes room for at least `count` cells (contents are not kept).
    @inline(__always) func reserve(_ count: Int) {
        if count > capacity { grow(count) }
    }

    private func grow(_ count: Int) {
        cells.deallocate()
        capacity = max(count, capacity * 2)
        cells = .allocate(capacity: capacity)
    }

    deinit {
        cells.deallocate()
    }
}
