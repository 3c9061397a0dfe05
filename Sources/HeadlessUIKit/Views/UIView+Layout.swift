import Foundation
import Layout

extension UIView {
    /// "No intrinsic size on this axis" (UIKit's `UIView.noIntrinsicMetric`, -1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// When true (the default for views made in code), the engine pins the view's current
    /// frame with required constraints. Turn it off before constraining the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { node.translatesAutoresizingMaskIntoConstraints }
        set { node.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// Re-reads `intrinsicContentSize` into the layout engine (call it when what the
    /// override returns changes).
    public func invalidateIntrinsicContentSize() {
        syncIntrinsicContentSize()
    }

    func syncIntrinsicContentSize() {
        let size = Size(intrinsicContentSize)
        if node.intrinsicContentSize != size { node.intrinsicContentSize = size }
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis`
    /// (default 250, `defaultLow`).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(rawValue: node.contentHuggingPriority(for: axis).rawValue)
    }

    /// Sets the hugging priority; allowed at any time (a value outside 1...1000 is clamped).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        node.setContentHuggingPriority(Priority(priority.rawValue), for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`
    /// (default 750, `defaultHigh`).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(rawValue: node.contentCompressionResistancePriority(for: axis).rawValue)
    }

    /// Sets the compression-resistance priority; allowed at any time (clamped to 1...1000).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority,
                                                        for axis: NSLayoutConstraint.Axis) {
        node.setContentCompressionResistancePriority(Priority(priority.rawValue), for: axis)
    }

    /// Whether another frame satisfies the constraints equally well (an under-constrained
    /// axis, or a tie between optional constraints of equal priority).
    public var hasAmbiguousLayout: Bool { node.hasAmbiguousLayout }

    // MARK: Anchors

    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: node, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: node, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: node, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: node, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: node, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: node, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: node, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: node, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: node, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: node, attribute: .height) }

    /// The layout engine of this view's tree (for the harness: reports, faults).
    var layoutEngine: LayoutEngine { node.layoutEngine }
}
