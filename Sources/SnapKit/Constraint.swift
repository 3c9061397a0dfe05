@_spi(Headless) import HeadlessUIKit
import Layout

/// SnapKit's `LayoutConstraint`: the `NSLayoutConstraint`s a `Constraint` made.
public typealias LayoutConstraint = NSLayoutConstraint

/// SnapKit's `Constraint`: what one `make.…` line made, one `NSLayoutConstraint` per
/// attribute. Keep it to update the line later (`update(offset:)`), or to switch it
/// off and on (`deactivate()`, `activate()`).
public final class Constraint {
    /// The layout constraints, one per attribute.
    public private(set) var layoutConstraints: [LayoutConstraint] = []
    private weak var view: UIView?

    init(description: ConstraintDescription) {
        view = description.view
        let engine = Headless.layoutEngine(of: description.view)
        if let misuse = description.misuse {
            engine.record(.builderMisuse(misuse))
            return
        }
        let from = Headless.layoutNode(of: description.view)
        for attribute in description.attributes {
            var toView: UIView?
            var toAttribute: NSLayoutConstraint.Attribute?
            if let related = description.related {
                toView = related.target
                if related.attributes.isEmpty || related.attributes == description.attributes {
                    toAttribute = attribute
                } else {
                    toAttribute = related.attributes[0]
                }
                if toView == nil {
                    engine.record(.builderMisuse("The view related to by \(attribute.rawValue) no longer exists."))
                    continue
                }
            } else if !attribute.isSize {
                // A location related to a number: an offset from the superview.
                toView = description.view.superview
                toAttribute = attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
                if toView == nil {
                    engine.record(.builderMisuse(
                        "\(attribute.rawValue) of \(description.view.accessibilityIdentifier ?? "the view") is set to a "
                            + "number, which is an offset from the superview, but there is no superview; add the view first."))
                    continue
                }
            }
            let constant = constantValue(description.constant, for: toAttribute ?? attribute)
            do {
                let made = try Layout.Constraint(
                    item: from, attribute: attribute, relatedBy: description.relation,
                    toItem: toView.map(Headless.layoutNode(of:)), attribute: toAttribute,
                    multiplier: Double(description.multiplier), constant: Double(constant),
                    priority: Priority(description.priority))
                let layoutConstraint = NSLayoutConstraint(made)
                layoutConstraint.identifier = description.label
                layoutConstraints.append(layoutConstraint)
            } catch {
                engine.record(error)
            }
        }
    }

    /// Whether every layout constraint is active; setting it activates or deactivates.
    public var isActive: Bool {
        get { !layoutConstraints.isEmpty && layoutConstraints.allSatisfy(\.isActive) }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates the layout constraints (a refused one is recorded).
    public func activate() {
        activateAndKeep()
    }

    /// Deactivates the layout constraints.
    public func deactivate() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        if let view { Self.setInstalled(Self.installed(on: view).filter { $0 !== self }, on: view) }
    }

    /// Sets each constant to `offset`.
    @discardableResult
    public func update(offset: any ConstraintOffsetTarget) -> Constraint {
        for layoutConstraint in layoutConstraints {
            layoutConstraint.constant = constantValue(offset, for: Self.toAttribute(of: layoutConstraint))
        }
        return self
    }

    /// Sets each constant to push its edge inward by `inset`.
    @discardableResult
    public func update(inset: any ConstraintInsetTarget) -> Constraint {
        let insets = insetValue(inset)
        for layoutConstraint in layoutConstraints {
            layoutConstraint.constant = constantValue(insets, for: Self.toAttribute(of: layoutConstraint))
        }
        return self
    }

    /// Sets each priority. On an active constraint a change between required and
    /// optional is refused and recorded (UIKit raises), leaving the priority as it was.
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        for layoutConstraint in layoutConstraints { layoutConstraint.priority = UILayoutPriority(priority.value) }
        return self
    }

    /// Sets each priority, from a number or a `UILayoutPriority`.
    @discardableResult
    public func update(priority: any ConstraintPriorityTarget) -> Constraint {
        update(priority: ConstraintPriority(priority.constraintPriorityTargetValue))
    }

    // MARK: The view's builder constraints

    func activateAndKeep() {
        NSLayoutConstraint.activate(layoutConstraints)
        guard let view else { return }
        let installed = Self.installed(on: view)
        if !installed.contains(where: { $0 === self }) { Self.setInstalled(installed + [self], on: view) }
    }

    private final class Box {
        var constraints: [Constraint] = []
    }
    private static let key = "SnapKit.constraints"

    static func installed(on view: UIView) -> [Constraint] {
        (view.associatedObject(forKey: key) as? Box)?.constraints ?? []
    }

    static func setInstalled(_ constraints: [Constraint], on view: UIView) {
        let box = Box()
        box.constraints = constraints
        view.setAssociatedObject(box, forKey: key)
    }

    static func toAttribute(of constraint: NSLayoutConstraint) -> NSLayoutConstraint.Attribute {
        constraint.secondAttribute ?? constraint.firstAttribute
    }

    /// SnapKit's test for `updateConstraints`: same items, attributes, relation,
    /// multiplier and priority.
    static func similar(_ a: NSLayoutConstraint, _ b: NSLayoutConstraint) -> Bool {
        let x = a.layoutConstraint, y = b.layoutConstraint
        return x.firstItem === y.firstItem && x.secondItem === y.secondItem && x.firstAttribute == y.firstAttribute
            && x.secondAttribute == y.secondAttribute && x.relation == y.relation && x.multiplier == y.multiplier
            && x.priority == y.priority && a.isActive
    }
}
