import Layout

/// An RGBA colour, components in 0...1 (the model of `UIColor` / `CGColor`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from components in 0...1.
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

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// The split layout's yellow.
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    /// The split layout's blue.
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
    /// Rounds the background, border and (with `clipsToBounds`) the clip.
    public var cornerRadius: Double = 0
    /// Border drawn inside the bounds.
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var shadowColor: Color = .black
    public var shadowOffset: Size = Size(width: 0, height: -3)
    /// No shadow at 0 (the default).
    public var shadowOpacity: Double = 0
    public var shadowRadius: Double = 3

    /// No corner radius, border or shadow.
    public init() {}
}
