import Synchronization

/// Handle of a constraint installed in a `Solver`. Handles are never reused, and name
/// their own solver: another solver treats one as unknown.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    let id: Int
    /// The `identity` of the solver that issued it.
    let solver: UInt64
    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.id < rhs.id }
    public var description: String { "c\(id)" }
}

/// What the solver remembers about an installed constraint.
struct ConstraintRecord: Sendable {
    var constraint: LinearConstraint
    /// The slack (inequality), first error (optional equality) or dummy (required equality).
    var marker: SymbolID
    /// The second error symbol of an optional constraint, or -1.
    var other: SymbolID
    /// Coefficients of `marker` and `other` in the constraint's own row `expr + ... = 0`.
    var markerSign: Double
    var otherSign: Double
    /// Objective level of an optional constraint, -1 for a required one.
    var level: Int
    /// Installation order, for deterministic reports.
    var sequence: Int
}

/// An incremental Cassowary solver with strict (lexicographic) priorities.
///
/// - Constraints are linear (in)equalities at a priority 1...1000; 1000 is required.
///   Optional constraints are satisfied in strict priority order; within one priority
///   the errors add (|a - b| for an equality, the violation for an inequality).
/// - `add` is transactional: when it throws, the solver is exactly as before.
/// - `updateConstant` and `suggestValue` are marker-delta updates followed by a dual
///   simplex; `setPriority` between optional values is an objective update.
/// - Pivot choices are deterministic (lowest symbol id first), so the same operations
///   give bit-identical values.
///
/// Not thread-safe; use from one thread (or actor) at a time.
/// Where solver identities come from: one per solver in the process.
private let solverIdentities = Atomic<UInt64>(0)

public final class Solver {
    /// Distinct for every solver, carried by its handles.
    let identity = solverIdentities.add(1, ordering: .relaxed).newValue
    // Unchecked: the solver is single-threaded and never re-enters itself, and dynamic
    // exclusivity checks on every access cost more than a drag step's arithmetic.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var records = RecordTable()
    @exclusivity(unchecked) var edits: [SymbolID: ConstraintHandle] = [:]
    var variableNames: [SymbolID: String] = [:]
    /// Bumped by every change of the solution or the tableau (add, remove, priority,
    /// constant, rebuild): what cached analyses are keyed on.
    var stateVersion: UInt64 = 0
    /// The ambiguity analysis of one `stateVersion` (see `AmbiguityAnalysis`).
    var ambiguityCache: AmbiguityAnalysis?
    /// Why the last refused add was infeasible, for `conflictingConstraints(adding:)`.
    var lastInfeasibility: Infeasibility?
    private var nextHandle = 0
    private var nextSequence = 0

    public init() {}

    /// Number of installed constraints (edit constraints included).
    public var constraintCount: Int { records.count }

    /// Number of rows in the tableau (for benchmarks and diagnostics).
    public var rowCount: Int { tableau.rows.count }

    /// A new variable, unconstrained (its value is 0 until constrained).
    public func makeVariable(_ name: String = "") -> Variable {
        let symbol = tableau.newSymbol(.external)
        if !name.isEmpty { variableNames[symbol] = name }
        return Variable(symbol: symbol)
    }

    /// The name given to `makeVariable`, or `v<id>`.
    public func name(of variable: Variable) -> String {
        variableNames[variable.symbol] ?? variable.description
    }

    /// The variable's value in the current optimal solution.
    public func value(of variable: Variable) -> Double {
        guard owns(variable) else { return 0 }
        return tableau.value(of: variable.symbol)
    }

    /// The constraint as installed (with its current constant and priority).
    public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
        issued(handle) ? records[handle.id]?.constraint : nil
    }

    /// Whether the handle names an installed constraint of this solver.
    public func contains(_ handle: ConstraintHandle) -> Bool { issued(handle) && records[handle.id] != nil }

    /// Whether this solver issued `handle` (a handle of another solver may share its number).
    func issued(_ handle: ConstraintHandle) -> Bool { handle.solver == identity }

    /// The handle of record `id`.
    func handle(_ id: Int) -> ConstraintHandle { ConstraintHandle(id: id, solver: identity) }

    /// Installed constraints in installation order.
    public var handles: [ConstraintHandle] {
        records.entries.sorted { $0.value.sequence < $1.value.sequence }.map { handle($0.key) }
    }

    /// An independent solver in the same state (same handles, values and history; the
    /// tableau and tables are values, copied on write), for probes that must not disturb
    /// this one.
    func copy() -> Solver {
        let other = Solver()
        other.tableau = tableau
        other.records = records
        other.edits = edits
        other.variableNames = variableNames
        other.stateVersion = stateVersion
        other.nextHandle = nextHandle
        other.nextSequence = nextSequence
        return other
    }

    func owns(_ variable: Variable) -> Bool {
        variable.symbol >= 0 && Int(variable.symbol) < tableau.kinds.count
            && tableau.kinds[Int(variable.symbol)] == .external
    }

    // MARK: Add

    /// Installs a constraint. Throws `.unsatisfiable` when it conflicts with the required
    /// constraints (the solver is then unchanged), `.invalidPriority` outside 1...1000.
    ///
    /// Coefficients and the constant must be finite and within `admissibleMagnitude`
    /// (`.valueOutOfRange` otherwise); every coefficient written is kept, however small.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        return try addUnchecked(constraint)
    }

    /// Throws `.valueOutOfRange` for a non-finite or too large coefficient or constant.
    static func checkRange(_ expression: LinearExpression) throws(SolverError) {
        guard isAdmissible(expression.constant) else { throw .valueOutOfRange(expression.constant) }
        for term in expression.terms where !isAdmissible(term.coefficient) {
            throw .valueOutOfRange(term.coefficient)
        }
    }

    /// `add` without the priority range check (the engine keeps broken constraints at 1100).
    @discardableResult
    func addUnchecked(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        for term in constraint.expression.terms where !owns(term.variable) {
            throw .unknownVariable(term.variable)
        }
        try Solver.checkRange(constraint.expression)
        stateVersion &+= 1
        lastInfeasibility = nil
        let symbolMark = tableau.kinds.count
        var record = makeRecord(for: constraint)
        var row = makeRow(for: constraint, record: &record)

        if let subject = chooseSubject(&row, record) {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.addRow(subject, consume row)
        } else if row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            guard row.isConstantZero else {
                // The row itself is the proof: its dummies' constraints and this one.
                lastInfeasibility = Infeasibility(constraint: constraint, markers: row.symbols)
                tableau.truncateSymbols(to: symbolMark)
                throw .unsatisfiable
            }
            // Redundant required equality: its dummy marker becomes basic at 0.
            row.solve(for: record.marker)
            tableau.substitute(record.marker, with: row)
            tableau.addRow(record.marker, consume row)
        } else {
            let added: Bool
            var proof: [SymbolID] = []
            do {
                added = try tableau.addWithArtificialVariable(row, proof: &proof)
            } catch {
                added = false
            }
            guard added else {
                // The tableau rolled itself back; only the new symbols are left to drop.
                lastInfeasibility = Infeasibility(constraint: constraint, markers: proof)
                tableau.truncateSymbols(to: symbolMark)
                throw .unsatisfiable
            }
        }

        if !constraint.priority.isRequired {
            record.level = tableau.objective.retain(constraint.priority)
            addErrorTerms(of: record, factor: 1)
        }
        let handle = handle(nextHandle)
        nextHandle += 1
        records.insertNew(consume record, id: handle.id)
        try reoptimize()
        return handle
    }

    private func makeRecord(for constraint: LinearConstraint) -> ConstraintRecord {
        nextSequence += 1
        return ConstraintRecord(constraint: constraint, marker: -1, other: -1, markerSign: 0, otherSign: 0,
                                level: -1, sequence: nextSequence)
    }

    /// The constraint's row over the current parameters, with its marker and error symbols.
    private func makeRow(for constraint: LinearConstraint, record: inout ConstraintRecord) -> Row {
        var row = tableau.expressionRow(constraint.expression)
        let optional = !constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0  <=>  expr + s == 0;  expr >= 0  <=>  expr - s == 0;  s >= 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            record.marker = tableau.newSymbol(.slack)
            record.markerSign = sign
            row.insert(record.marker, sign)
            if optional {
                record.other = tableau.newSymbol(.error)
                record.otherSign = -sign
                row.insert(record.other, -sign)
            }
        case .equal:
            if optional {
                // expr - e+ + e- == 0; both errors are weighted in the objective.
                record.marker = tableau.newSymbol(.error)
                record.markerSign = -1
                record.other = tableau.newSymbol(.error)
                record.otherSign = 1
                row.insert(record.marker, -1)
                row.insert(record.other, 1)
            } else {
                record.marker = tableau.newSymbol(.dummy)
                record.markerSign = 1
                row.insert(record.marker, 1)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        return row
    }

    /// First external symbol (lowest id), else a marker or error symbol with a negative
    /// coefficient, which then starts out basic at a non-negative value.
    /// (`row` is inout only so that it is read in place: a borrowed local row is retained.)
    @inline(__always)
    private func chooseSubject(_ row: inout Row, _ record: borrowing ConstraintRecord) -> SymbolID? {
        let external = tableau.firstExternal(of: &row)
        if external >= 0 { return external }
        if tableau.kinds[Int(record.marker)].isPivotable && row.coefficient(for: record.marker) < 0 {
            return record.marker
        }
        if record.other >= 0 && tableau.kinds[Int(record.other)].isPivotable
            && row.coefficient(for: record.other) < 0
        {
            return record.other
        }
        return nil
    }

    /// Adds (`factor` 1) or removes (-1) the constraint's error symbols in its objective level.
    func addErrorTerms(of record: ConstraintRecord, factor: Double) {
        if record.marker >= 0 && tableau.kinds[Int(record.marker)] == .error {
            tableau.addToObjective(record.marker, level: record.level, factor: factor)
        }
        if record.other >= 0 && tableau.kinds[Int(record.other)] == .error {
            tableau.addToObjective(record.other, level: record.level, factor: factor)
        }
        // An optional inequality's marker is its slack; only its error is weighted.
    }

    // MARK: Remove

    /// Uninstalls a constraint and re-optimises.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard issued(handle), let record = records.removeValue(forKey: handle.id) else { throw .unknownConstraint }
        stateVersion &+= 1
        for (variable, edit) in edits where edit == handle { edits[variable] = nil }
        if record.level >= 0 {
            addErrorTerms(of: record, factor: -1)
            tableau.objective.release(record.level)
        }
        if tableau.isBasic(record.marker) {
            tableau.removeRow(record.marker)
        } else if let leaving = tableau.markerLeavingRow(record.marker) {
            tableau.pivot(leaving: leaving, entering: record.marker)
            tableau.removeRow(record.marker)
        }
        try reoptimize()
    }

    // MARK: Priority

    /// Changes an installed constraint's priority. Optional to optional is an objective
    /// update; required to optional (or back) is refused with UIKit's message.
    public func setPriority(_ priority: Priority, of handle: ConstraintHandle) throws(SolverError) {
        guard priority.isValid else { throw .invalidPriority(priority) }
        try setPriorityUnchecked(priority, of: handle)
    }

    func setPriorityUnchecked(_ priority: Priority, of handle: ConstraintHandle) throws(SolverError) {
        guard issued(handle), var record = records[handle.id] else { throw .unknownConstraint }
        let existing = record.constraint.priority
        if existing.isRequired != priority.isRequired {
            throw .mutatingRequiredPriority(passed: priority, existing: existing)
        }
        guard existing != priority else { return }
        stateVersion &+= 1
        record.constraint.priority = priority
        if existing.isRequired {
            records[handle.id] = record
            return
        }
        addErrorTerms(of: record, factor: -1)
        let oldLevel = record.level
        record.level = tableau.objective.retain(priority)
        addErrorTerms(of: record, factor: 1)
        tableau.objective.release(oldLevel)
        records[handle.id] = record
        try reoptimize()
    }

    // MARK: Recovery

    /// Primal optimisation; on a numerical failure, rebuilds from the constraints.
    func reoptimize() throws(SolverError) {
        do {
            try tableau.optimize()
        } catch {
            try rebuild()
        }
    }

    /// Rebuilds the tableau by re-adding every installed constraint in order.
    /// Handles stay valid. Used only to recover from numerical trouble.
    func rebuild() throws(SolverError) {
        stateVersion &+= 1
        let ordered = records.entries.sorted { $0.value.sequence < $1.value.sequence }
        var fresh = Tableau()
        for _ in 0..<tableau.kinds.count {
            _ = fresh.newSymbol(.external)
        }
        for (index, kind) in tableau.kinds.enumerated() where kind != .external {
            fresh.kinds[index] = .artificial  // a dead id: never in a row again
        }
        tableau = fresh
        records.removeAll()
        let savedEdits = edits
        edits.removeAll()
        for (id, record) in ordered {
            let handle: ConstraintHandle
            do {
                handle = try addUnchecked(record.constraint)
            } catch {
                throw .internalError("rebuild failed")
            }
            guard let rebuilt = records.removeValue(forKey: handle.id) else { continue }
            records[id] = rebuilt
        }
        edits = savedEdits
    }
}
