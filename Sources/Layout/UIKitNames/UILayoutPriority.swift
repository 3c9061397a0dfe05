/// UIKit's `UILayoutPriority`: a constraint priority under UIKit's names only (1000 is
/// required, everything below is optional). The engine's own `Priority` carries the same
/// value (convert through `rawValue`).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric value, `Float` as in UIKit.
    public var rawValue: Float

    /// A priority with the given value (UIKit's `init(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority with the given value (UIKit's `init(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority with which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the window's scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the window's scene prefers to keep its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the priority with which a button hugs its content.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: fitting a view to its content.
    public static let fittingSizeLevel = UILayoutPriority(50)

    // `+` and `-` with a Float are declared in HeadlessUIKit
    // (UILayoutPriority+Arithmetic.swift), where a file importing only HeadlessUIKit finds them.

    /// The value as UIKit prints it (`750`, or `750.5`).
    public var description: String { Priority(rawValue).description }
}
