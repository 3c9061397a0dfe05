/// Why the Auto Layout model refused an operation. The model is unchanged after a refusal.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A constraint builder was asked for what it cannot make (SnapKit traps on these);
    /// the message says what was asked and what to do instead.
    case builderMisuse(String)
    /// Priorities are 1...1000.
    case invalidPriority(Priority)
    /// UIKit's rule: an installed constraint cannot move between required and optional.
    case mutatingRequiredPriority(passed: Priority, existing: Priority)
    /// The two views are not in one view tree.
    case noCommonAncestor(first: String, second: String)
    /// The attributes cannot be related (UIKit raises for these too).
    case invalidAttributePair(String)
    /// A screen scale must be finite and greater than 0 (UIKit's are 1, 2 and 3).
    case invalidScreenScale(Double)
    /// A number (named by the first value) that is not finite or exceeds
    /// `admissibleMagnitude`, the largest the layout model admits.
    case valueOutOfRange(String, Double)

    public var description: String {
        switch self {
        case .builderMisuse(let why):
            return why
        case .invalidPriority(let p):
            return "Priority \(p) is outside 1...1000; use a value from 1 (optional) to 1000 (required)."
        case .mutatingRequiredPriority(let passed, let existing):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) "
                + "is not supported.  You passed priority \(passed) and the existing priority was \(existing)."
        case .noCommonAncestor(let first, let second):
            return "Unable to activate constraint with anchors \(first) and \(second) because they have no "
                + "common ancestor.  Does the constraint or its anchors reference items in different view "
                + "hierarchies?  That's illegal."
        case .invalidAttributePair(let why):
            return why
        case .valueOutOfRange(let what, let value):
            return "The \(what) \(value) is not finite or exceeds \(admissibleMagnitude) in magnitude, "
                + "the largest the layout model admits."
        case .invalidScreenScale(let scale):
            return "Screen scale \(scale) is not a finite value greater than 0; use 1, 2 or 3 pixels per point."
        }
    }
}
