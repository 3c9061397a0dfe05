/// A constraint priority, 1...1000, as in UIKit (`UILayoutPriority`).
///
/// 1000 is required; every value below is optional. Optional constraints are
/// satisfied in strict priority order: no number of violations at priority `p`
/// outweighs a single violation at any higher priority.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The numeric value, `Float` like UIKit's.
    public var rawValue: Float

    /// A priority with the given value (not validated here; the engine refuses values outside 1...1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750: compression resistance of a button.
    public static let defaultHigh = Priority(750)
    /// 510: a drag that may resize the scene.
    public static let dragThatCanResizeScene = Priority(510)
    /// 500: the scene keeps its size.
    public static let sceneSizeStayPut = Priority(500)
    /// 490: a drag that cannot resize the scene (a split-view divider).
    public static let dragThatCannotResizeScene = Priority(490)
    /// 250: content hugging of a button.
    public static let defaultLow = Priority(250)
    /// 50: used when fitting a view to its content.
    public static let fittingSizeLevel = Priority(50)

    /// Masonry's `priorityHigh` (750).
    public static let high = Priority(750)
    /// Masonry's `priorityMedium` (500, the iOS value).
    public static let medium = Priority(500)
    /// Masonry's `priorityLow` (250).
    public static let low = Priority(250)

    /// The level at which the engine keeps a required constraint it had to break:
    /// above every real priority, so the broken constraint still pulls.
    static let broken = Priority(1100)

    /// Whether this is exactly `required`.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether a user may give this priority to a constraint (1...1000).
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }
    public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }

    /// The value as UIKit prints it: `750`, or `750.5` when fractional.
    public var description: String {
        abs(rawValue) < 1e9 && rawValue == Float(Int(rawValue)) ? String(Int(rawValue)) : String(rawValue)
    }
}
