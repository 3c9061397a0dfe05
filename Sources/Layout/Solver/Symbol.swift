/// Dense id of a tableau symbol. Ids are handed out in creation order, so "lowest id
/// first" is a deterministic, Bland-style tie-break.
typealias SymbolID = Int32

/// What a symbol stands for, which decides whether it may go negative and whether it
/// may enter the basis.
enum SymbolKind: UInt8, Sendable {
    /// A user variable (a view's left, width, ...): unrestricted in sign.
    case external
    /// The slack of an inequality: `>= 0`. It is the inequality's marker.
    case slack
    /// An error variable of an optional constraint: `>= 0`, weighted in the objective.
    case error
    /// The marker of a required equality: pinned to 0, never enters the basis.
    case dummy
    /// The phase-one variable of an add that found no subject: `>= 0`, short-lived.
    case artificial

    /// Restricted symbols must stay non-negative in a feasible tableau.
    @inline(__always) var isRestricted: Bool { self != .external }
    /// Symbols that may enter the basis in a simplex step.
    @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}

/// Relative tolerance of a cancellation: a sum `a + b` whose size is at most this
/// fraction of the larger operand is taken as exactly 0 (rounding noise). Only sums are
/// tested, never a single coefficient, so no coefficient a user wrote is dropped however
/// small it is.
let cancellationTolerance = 1.0e-12

/// Relative tolerance of a constant: a row's constant is 0 when it is at most this
/// fraction of the largest magnitude summed into it (`Row.scale`). Values are admitted up
/// to `admissibleMagnitude`, where this is 1e-1 (a few hundred ulps of 1e12): consistent
/// redundant equalities stay consistent at every admitted scale, and an inconsistency of
/// more than 1e-11 of the values involved is still seen.
let constantTolerance = 1.0e-11

/// The largest magnitude of a constant, coefficient or frame value the model admits;
/// larger (or non-finite) ones are refused with a typed error (`SolverError.valueOutOfRange`).
public let admissibleMagnitude = 1.0e12

/// Whether `value` is finite and within `admissibleMagnitude`.
@inline(__always) func isAdmissible(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= admissibleMagnitude
}

/// `a + b`, or exactly 0 when it cancels within `cancellationTolerance`.
@inline(__always) func cancellingSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= cancellationTolerance * max(abs(a), abs(b)) ? 0 : sum
}
