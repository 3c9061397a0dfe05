/// SnapKit's `ConstraintPriority`: `.required` (1000), `.high` (750), `.medium` (500),
/// `.low` (250), or any value (`ConstraintPriority(600)`, `600.0`).
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    /// The value.
    public let value: Float

    /// A priority of `value`.
    public init(floatLiteral value: Float) { self.value = value }
    /// A priority of `value`.
    public init(_ value: Float) { self.value = value }

    /// 1000.
    public static var required: ConstraintPriority { 1000.0 }
    /// 750.
    public static var high: ConstraintPriority { 750.0 }
    /// 500.
    public static var medium: ConstraintPriority { 500.0 }
    /// 250.
    public static var low: ConstraintPriority { 250.0 }

    /// The priority `n` higher.
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    /// How much higher `other` is.
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}
