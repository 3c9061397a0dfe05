@_spi(Headless) import HeadlessUIKit
import Layout

extension UIView {
    /// SnapKit's entry point: `view.snp.makeConstraints { make in … }`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

/// `view.snp`: the view's attributes to relate to, and the four builder calls.
///
/// Nothing here throws or traps: what SnapKit traps on (relating to a missing superview,
/// an update with no matching constraint) and what UIKit raises for (an invalid attribute
/// pair, views in different trees) is refused, recorded in the layout engine of the
/// view's tree (`recordedErrors`), and the rest of the block still applies.
public struct ConstraintViewDSL {
    let view: UIView

    /// The view itself.
    public var target: AnyObject? { view }

    private func item(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintItem {
        ConstraintItem(target: view, attributes: attributes)
    }

    /// The left edge.
    public var left: ConstraintItem { item([.left]) }
    /// The top edge.
    public var top: ConstraintItem { item([.top]) }
    /// The right edge.
    public var right: ConstraintItem { item([.right]) }
    /// The bottom edge.
    public var bottom: ConstraintItem { item([.bottom]) }
    /// The leading edge.
    public var leading: ConstraintItem { item([.leading]) }
    /// The trailing edge.
    public var trailing: ConstraintItem { item([.trailing]) }
    /// The width.
    public var width: ConstraintItem { item([.width]) }
    /// The height.
    public var height: ConstraintItem { item([.height]) }
    /// The horizontal centre.
    public var centerX: ConstraintItem { item([.centerX]) }
    /// The vertical centre.
    public var centerY: ConstraintItem { item([.centerY]) }
    /// top, left, bottom, right.
    public var edges: ConstraintItem { item([.top, .left, .bottom, .right]) }
    /// top, leading, bottom, trailing.
    public var directionalEdges: ConstraintItem { item([.top, .leading, .bottom, .trailing]) }
    /// left, right.
    public var horizontalEdges: ConstraintItem { item([.left, .right]) }
    /// top, bottom.
    public var verticalEdges: ConstraintItem { item([.top, .bottom]) }
    /// width, height.
    public var size: ConstraintItem { item([.width, .height]) }
    /// centerX, centerY.
    public var center: ConstraintItem { item([.centerX, .centerY]) }

    /// The constraints the block describes, made but not activated.
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(view: view)
        closure(maker)
        return maker.constraints()
    }

    /// Makes and activates the constraints the block describes; turns off
    /// `translatesAutoresizingMaskIntoConstraints`.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(closure) { constraint.activateAndKeep() }
    }

    /// Removes every constraint this builder made on the view, then makes the new ones.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Updates, in place, the constant of each installed builder constraint that the
    /// block describes again (same items, attributes, relation, multiplier and priority).
    /// On a view with no builder constraints yet it is `makeConstraints`. A described
    /// constraint with no match is refused and recorded (SnapKit traps on it).
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        guard !Constraint.installed(on: view).isEmpty else {
            makeConstraints(closure)
            return
        }
        let existing = Constraint.installed(on: view).flatMap(\.layoutConstraints)
        for constraint in prepareConstraints(closure) {
            for layoutConstraint in constraint.layoutConstraints {
                if let match = existing.first(where: { Constraint.similar($0, layoutConstraint) }) {
                    match.constant = layoutConstraint.constant
                } else {
                    Headless.layoutEngine(of: view).record(.builderMisuse(
                        "updateConstraints found no installed constraint like \(layoutConstraint.layoutConstraint) on "
                            + "\(view.accessibilityIdentifier ?? "the view") (same items, attributes, relation, multiplier and "
                            + "priority); make it first with makeConstraints, or use remakeConstraints."))
                }
            }
        }
    }

    /// Deactivates and forgets every constraint this builder made on the view.
    public func removeConstraints() {
        for constraint in Constraint.installed(on: view) { constraint.deactivate() }
        Constraint.setInstalled([], on: view)
    }

    /// The horizontal content-hugging priority.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .horizontal) }
    }
    /// The vertical content-hugging priority.
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .vertical) }
    }
    /// The horizontal compression-resistance priority.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .horizontal) }
    }
    /// The vertical compression-resistance priority.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .vertical) }
    }
}
