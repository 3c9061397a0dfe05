import Foundation

/// UIKit's `UIImage`, for its size and (for the renderer) its name. There are no pixels:
/// the renderer draws a recognisable shape per name.
public final class UIImage {
    /// The size in points.
    public let size: CGSize
    /// The asset name (set by `init(named:)`), drawn as a shape by the renderer.
    public var accessibilityIdentifier: String?

    init(size: CGSize, name: String?) {
        self.size = size
        self.accessibilityIdentifier = name
    }

    /// The asset named `name`, or nil when there is none (register assets with
    /// `Headless.ImageAssets`).
    public convenience init?(named name: String) {
        guard let size = Headless.ImageAssets.size(of: name) else { return nil }
        self.init(size: size, name: name)
    }
}

/// UIKit's `UIGraphicsImageRenderer`, for making a blank image of a size (there is no
/// drawing here: the context offers nothing).
public final class UIGraphicsImageRenderer {
    /// The size of the images made.
    public let size: CGSize

    /// A renderer of images of `size`.
    public init(size: CGSize) { self.size = size }

    /// A blank image of `size`; `actions` runs with a context that draws nothing.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext())
        return UIImage(size: size, name: nil)
    }
}

/// The context of `UIGraphicsImageRenderer.image(actions:)` (nothing to draw with).
public final class UIGraphicsImageRendererContext {
    init() {}
}

/// UIKit's `UIImageView`: shows an image; its intrinsic content size is the image's
/// size. User interaction is off, as in UIKit.
open class UIImageView: UIView {
    /// The image; setting it updates the intrinsic content size.
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view with `frame` and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// There are no archives here: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The image's size, or none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
