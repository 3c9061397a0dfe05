import Foundation

/// UIKit's `UIColor`: an RGBA colour in the sRGB space, components in 0...1. Two colours
/// are equal when their components are.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    let red: Double
    let green: Double
    let blue: Double
    /// The alpha component.
    let alphaComponent: Double

    /// A colour from red, green, blue and alpha components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Double(red)
        self.green = Double(green)
        self.blue = Double(blue)
        self.alphaComponent = Double(alpha)
    }

    /// A grey of `white` (0 black, 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The Core Graphics colour (for `CALayer`'s colour properties).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alphaComponent) }

    /// Writes the components; always true (every colour here is RGBA).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(alphaComponent)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alphaComponent == rhs.alphaComponent
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alphaComponent)
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints a colour.
    public var description: String { "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alphaComponent)" }

    /// 0, 0, 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// 1, 1, 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// 1/3 white.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// 2/3 white.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// 1/2 white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// The system blue (light appearance): 0, 0.478, 1.
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// The system yellow (light appearance): 1, 0.8, 0.
    public static let systemYellow = UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1)
}

/// Core Graphics' `CGColor`: an RGBA colour (the type of `CALayer`'s colour properties).
public final class CGColor: Hashable, Sendable {
    let red: Double
    let green: Double
    let blue: Double
    /// The alpha component.
    public let alpha: CGFloat

    /// A colour from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Double(red)
        self.green = Double(green)
        self.blue = Double(blue)
        self.alpha = alpha
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [CGFloat(red), CGFloat(green), CGFloat(blue), alpha] }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}
