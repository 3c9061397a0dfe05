import HeadlessUIKit
import Testing

/// The view properties that are one state under two names (the view's and its layer's),
/// images, labels and intrinsic sizes (spec/controls.md §1 "Views").
@Suite struct ViewPropertyTests {
    /// Rule: a view's layer reads and writes the view's frame, opacity, background colour,
    /// clipping and hiding.
    /// Pins R-V1, R-V4.
    @Test func theLayerIsTheView() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.layer.frame == view.frame)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.layer.position = CGPoint(x: 10, y: 10)
        #expect(view.center == CGPoint(x: 10, y: 10))
        #expect(view.frame == CGRect(x: 8.5, y: 8, width: 3, height: 4))
    }

    /// Rule: an image view's intrinsic size is its image's; a missing asset is nil; a
    /// registered one has its size.
    /// Pins R-V1.
    @Test func imagesAndIntrinsicSizes() {
        #expect(UIImage(named: "no such asset \(#line)") == nil)
        let name = "ViewPropertyTests.thumb"
        Headless.ImageAssets.register(name, size: CGSize(width: 48, height: 40))
        let image = UIImage(named: name)
        #expect(image?.size == CGSize(width: 48, height: 40))
        let imageView = UIImageView(image: image)
        #expect(imageView.frame.size == CGSize(width: 48, height: 40))
        #expect(imageView.intrinsicContentSize == CGSize(width: 48, height: 40))
        #expect(!imageView.isUserInteractionEnabled)
        imageView.image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 12)).image { _ in }
        #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 12))
        let plain = UIView()
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// Rule: an image view's intrinsic size reaches the layout: hugging at required keeps
    /// it at the image's size under a looser constraint.
    /// Pins R-V1.
    @Test func intrinsicSizeReachesTheLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let imageView = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in })
        imageView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(imageView)
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        #expect(imageView.contentHuggingPriority(for: .horizontal) == .required)
        #expect(imageView.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        let wide = imageView.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wide,
            imageView.leftAnchor.constraint(equalTo: window.leftAnchor),
            imageView.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(!imageView.hasAmbiguousLayout)
    }

    /// Rule: labels and image views take no touches (user interaction off, as in UIKit).
    @Test func labelsTakeNoTouches() {
        let window = makeWindow(100, 100)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        label.text = "x"
        window.addSubview(label)
        #expect(!label.isUserInteractionEnabled)
        #expect(hit(window, 50, 50) == nil)
        #expect(label.font.pointSize == 17 && label.textColor == .black)
    }
}

/// A subclass whose intrinsic size depends on what its initialiser sets after
/// `super.init` (UIKit never reads the size during `init`).
@Suite struct IntrinsicSizeTimingTests {
    final class Badge: UIView {
        var label: UILabel!
        override init(frame: CGRect) {
            super.init(frame: frame)
            label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { label.frame.size }
    }

    /// Rule: the size is read once the view joins a tree, not inside `init`.
    @Test func theSizeIsReadAfterInit() {
        let window = makeWindow(100, 100)
        let badge = Badge(frame: .zero)
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        NSLayoutConstraint.activate([badge.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     badge.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        #expect(badge.frame.size == CGSize(width: 20, height: 10))
    }
}
