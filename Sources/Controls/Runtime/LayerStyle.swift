import Layout

/// An RGBA colour, components in 0...1 (the model of `UIColor` / `CGColor`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let blue = Color(red: 0, green: 0.48, blue: 1)

    /// `colorWithAlphaComponent:`.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// The layer properties the seeds set (`view.layer.…`), kept as model values and drawn by
/// the renderer. `masksToBounds` is the view's `clipsToBounds`, as in UIKit.
public struct LayerStyle: Hashable, Sendable {
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var shadowColor: Color = .black
    public var shadowOffset: Size = Size(width: 0, height: -3)
    public var shadowOpacity: Double = 0
    public var shadowRadius: Double = 3

    public init() {}
}
