@_spi(Headless) import HeadlessUIKit
import Layout

/// What one `make.…` line describes, filled in as the chain goes.
final class ConstraintDescription {
    let view: UIView
    var attributes: [NSLayoutConstraint.Attribute]
    var relation: NSLayoutConstraint.Relation = .equal
    /// The item related to; nil for a constant (a size, or an offset from the superview).
    var related: ConstraintItem?
    var constant: any ConstraintConstantTarget = 0.0
    var multiplier: CGFloat = 1
    var priority: Float = 1000
    var label: String?
    /// Why the description cannot be made (recorded when it is made).
    var misuse: String?
    var made: Constraint?

    init(view: UIView, attributes: [NSLayoutConstraint.Attribute]) {
        self.view = view
        self.attributes = attributes
    }

    /// The constraint (made once).
    var constraint: Constraint {
        if let made { return made }
        let constraint = Constraint(description: self)
        made = constraint
        return constraint
    }
}

/// The `make` of `snp.makeConstraints { make in … }`: each attribute starts a line
/// (`make.leading.equalToSuperview().offset(12)`).
public class ConstraintMaker {
    let view: UIView
    var descriptions: [ConstraintDescription] = []

    init(view: UIView) { self.view = view }

    private func start(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(view: view, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// The left edge.
    public var left: ConstraintMakerExtendable { start([.left]) }
    /// The top edge.
    public var top: ConstraintMakerExtendable { start([.top]) }
    /// The bottom edge.
    public var bottom: ConstraintMakerExtendable { start([.bottom]) }
    /// The right edge.
    public var right: ConstraintMakerExtendable { start([.right]) }
    /// The leading edge.
    public var leading: ConstraintMakerExtendable { start([.leading]) }
    /// The trailing edge.
    public var trailing: ConstraintMakerExtendable { start([.trailing]) }
    /// The width.
    public var width: ConstraintMakerExtendable { start([.width]) }
    /// The height.
    public var height: ConstraintMakerExtendable { start([.height]) }
    /// The horizontal centre.
    public var centerX: ConstraintMakerExtendable { start([.centerX]) }
    /// The vertical centre.
    public var centerY: ConstraintMakerExtendable { start([.centerY]) }
    /// top, left, bottom, right.
    public var edges: ConstraintMakerExtendable { start([.top, .left, .bottom, .right]) }
    /// top, leading, bottom, trailing.
    public var directionalEdges: ConstraintMakerExtendable { start([.top, .leading, .bottom, .trailing]) }
    /// left, right.
    public var horizontalEdges: ConstraintMakerExtendable { start([.left, .right]) }
    /// top, bottom.
    public var verticalEdges: ConstraintMakerExtendable { start([.top, .bottom]) }
    /// width, height.
    public var size: ConstraintMakerExtendable { start([.width, .height]) }
    /// centerX, centerY.
    public var center: ConstraintMakerExtendable { start([.centerX, .centerY]) }

    /// The described constraints (made, not activated); turns off the view's
    /// `translatesAutoresizingMaskIntoConstraints`, as SnapKit does.
    func constraints() -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        return descriptions.map(\.constraint)
    }
}

/// The end of a line: its constraint, or a label for it.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Names the constraints (their `identifier`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The line's constraint, to keep and update later (`update(offset:)`).
    public var constraint: Constraint { description.constraint }
}

/// A line that may still take a priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// The priority (required by default).
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    /// The priority, from a number or a `UILayoutPriority`.
    @discardableResult
    public func priority(_ amount: any ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = amount.constraintPriorityTargetValue
        return self
    }

    /// 1000.
    @discardableResult public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }
    /// 750.
    @discardableResult public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }
    /// 500.
    @discardableResult public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }
    /// 250.
    @discardableResult public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}

/// A line with its relation: the constant and multiplier may still change.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// The multiplier.
    @discardableResult
    public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierTargetValue
        return self
    }

    /// The multiplier `1 / amount`.
    @discardableResult
    public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        multipliedBy(1 / amount.constraintMultiplierTargetValue)
    }

    /// Sets the constant of every attribute to `amount` (it replaces the constant given to
    /// `equalTo`, as in SnapKit).
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Sets the constants to push each edge inward by `amount` (a number for every edge,
    /// or `UIEdgeInsets`): + for top/left/leading, - for bottom/right/trailing, sizes
    /// shrink by both insets.
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = insetValue(amount)
        return self
    }
}

/// A line's attributes, before the relation.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(_ other: any ConstraintRelatableTarget, _ relation: NSLayoutConstraint.Relation)
        -> ConstraintMakerEditable
    {
        description.relation = relation
        switch other {
        case let item as ConstraintItem:
            if item.attributes.count > 1, item.attributes != description.attributes {
                description.misuse = "Cannot relate \(description.attributes.map(\.rawValue)) to several different "
                    + "attributes \(item.attributes.map(\.rawValue)); relate to one attribute or to the same ones."
            }
            description.related = item
            description.constant = 0.0
        case let view as UIView:
            description.related = ConstraintItem(target: view, attributes: [])
            description.constant = 0.0
        case let constant as any ConstraintConstantTarget:
            description.related = nil
            description.constant = constant
        default:
            description.misuse = "Cannot relate to \(type(of: other)); use a number, a size, a point, insets, a view "
                + "or another view's snp attribute."
        }
        return ConstraintMakerEditable(description)
    }

    private func superviewItem() -> ConstraintItem {
        if description.view.superview == nil {
            description.misuse = "Expected a superview for \(description.view.accessibilityIdentifier ?? "the view") but "
                + "found none; add the view to its superview before making constraints to it."
        }
        return ConstraintItem(target: description.view.superview, attributes: [])
    }

    /// `==` the target.
    @discardableResult
    public func equalTo(_ other: any ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(other, .equal) }
    /// `==` the superview's same attribute.
    @discardableResult
    public func equalToSuperview() -> ConstraintMakerEditable { relate(superviewItem(), .equal) }
    /// `<=` the target.
    @discardableResult
    public func lessThanOrEqualTo(_ other: any ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(other, .lessThanOrEqual)
    }
    /// `<=` the superview's same attribute.
    @discardableResult
    public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(superviewItem(), .lessThanOrEqual) }
    /// `>=` the target.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: any ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(other, .greaterThanOrEqual)
    }
    /// `>=` the superview's same attribute.
    @discardableResult
    public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable {
        relate(superviewItem(), .greaterThanOrEqual)
    }
}

/// A line's attributes, which may still grow (`make.leading.trailing.equalToSuperview()`).
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable {
        description.attributes += attributes
        return self
    }

    /// The left edge.
    public var left: ConstraintMakerExtendable { adding([.left]) }
    /// The top edge.
    public var top: ConstraintMakerExtendable { adding([.top]) }
    /// The bottom edge.
    public var bottom: ConstraintMakerExtendable { adding([.bottom]) }
    /// The right edge.
    public var right: ConstraintMakerExtendable { adding([.right]) }
    /// The leading edge.
    public var leading: ConstraintMakerExtendable { adding([.leading]) }
    /// The trailing edge.
    public var trailing: ConstraintMakerExtendable { adding([.trailing]) }
    /// The width.
    public var width: ConstraintMakerExtendable { adding([.width]) }
    /// The height.
    public var height: ConstraintMakerExtendable { adding([.height]) }
    /// The horizontal centre.
    public var centerX: ConstraintMakerExtendable { adding([.centerX]) }
    /// The vertical centre.
    public var centerY: ConstraintMakerExtendable { adding([.centerY]) }
    /// top, left, bottom, right.
    public var edges: ConstraintMakerExtendable { adding([.top, .left, .bottom, .right]) }
    /// width, height.
    public var size: ConstraintMakerExtendable { adding([.width, .height]) }
    /// centerX, centerY.
    public var center: ConstraintMakerExtendable { adding([.centerX, .centerY]) }
}
