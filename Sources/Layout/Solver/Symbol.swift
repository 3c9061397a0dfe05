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

/// Absolute tolerance: cells and constants closer to zero than this are zero.
/// Coordinates are points (1e0...1e4), so an absolute epsilon is adequate.
let nearZeroTolerance = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroTolerance
}
