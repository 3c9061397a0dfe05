import Foundation

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Hashable, Sendable {
    case left, center, right, justified, natural
}

/// UIKit's `UIFont`, for its name and point size (no glyph metrics).
public final class UIFont: Hashable, Sendable {
    /// The font's name.
    public let fontName: String
    /// The point size.
    public let pointSize: CGFloat

    /// The font named `fontName` at `size` (any name is accepted).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = fontSize
    }

    private init(system size: CGFloat) {
        fontName = ".SFUI-Regular"
        pointSize = size
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

/// UIKit's `UILabel`: text drawn in the bounds by the renderer. User interaction is off,
/// as in UIKit. There are no glyph metrics here, so a label has no intrinsic content
/// size: give it a frame or size constraints.
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The text colour (black by default).
    open var textColor: UIColor! = .black
    /// The font (the system font at 17 pt by default).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The horizontal alignment (natural, i.e. left, by default).
    open var textAlignment: NSTextAlignment = .natural

    /// A label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A zero-frame label.
    public convenience init() { self.init(frame: .zero) }

    /// There are no archives here: always nil.
    public required init?(coder: NSCoder) { return nil }
}
