/// Why a `Solver` operation was refused. A refused operation leaves the solver as it was.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraints cannot all hold. Ask `Solver.conflictingConstraints(adding:)`
    /// for a minimal conflicting set.
    case unsatisfiable
    /// The handle does not name a constraint of this solver (already removed?).
    case unknownConstraint
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// Priorities are 1...1000.
    case invalidPriority(Priority)
    /// An installed constraint cannot move between required and optional (UIKit's rule).
    case mutatingRequiredPriority(passed: Priority, existing: Priority)
    /// Edit variables must be optional (priority below 1000).
    case requiredEditVariable
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint; call `addEditVariable` first.
    case unknownEditVariable(Variable)
    /// A numerical failure inside the solver; the state was rebuilt from the constraints.
    case internalError(String)
    /// A coefficient or constant that is not finite or exceeds `admissibleMagnitude`.
    case valueOutOfRange(Double)

    public var description: String {
        switch self {
        case .unsatisfiable:
            return "Unable to simultaneously satisfy constraints: the required constraints conflict."
        case .unknownConstraint:
            return "The constraint is not installed in this solver."
        case .unknownVariable(let v):
            return "The variable \(v) does not belong to this solver."
        case .invalidPriority(let p):
            return "Priority \(p) is outside 1...1000."
        case .mutatingRequiredPriority(let passed, let existing):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) "
                + "is not supported.  You passed priority \(passed) and the existing priority was \(existing)."
        case .requiredEditVariable:
            return "An edit variable must have an optional priority (below 1000)."
        case .duplicateEditVariable(let v):
            return "The variable \(v) already has an edit constraint."
        case .unknownEditVariable(let v):
            return "The variable \(v) has no edit constraint; call addEditVariable first."
        case .internalError(let why):
            return "Internal solver error: \(why)."
        case .valueOutOfRange(let value):
            return "The value \(value) is not finite or exceeds \(admissibleMagnitude) in magnitude, "
                + "the largest the solver admits."
        }
    }
}
