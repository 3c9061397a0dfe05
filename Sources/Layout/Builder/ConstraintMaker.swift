/// One attribute of one view, the target of a builder relation (`track.anchor(.centerY)`,
/// Masonry's `track.mas_centerY`).
public struct Anchor {
    public let view: View
    public let attribute: Attribute
}

extension View {
    /// The anchor for `attribute`, to relate to in the builder.
    public func anchor(_ attribute: Attribute) -> Anchor { Anchor(view: self, attribute: attribute) }

    /// Masonry's `mas_makeConstraints`: builds the constraints described in `body` and
    /// activates them; turns off `translatesAutoresizingMaskIntoConstraints`.
    /// Throws (installing nothing) when a description is invalid.
    @discardableResult
    public func makeConstraints(_ body: (ConstraintMaker) -> Void) throws(LayoutError) -> [Constraint] {
        let maker = ConstraintMaker(view: self)
        body(maker)
        return try maker.install(updatingExisting: false)
    }

    /// Masonry's `mas_updateConstraints`: a described constraint that matches an installed
    /// builder constraint (same items, attributes, relation, multiplier and priority) only
    /// updates that constraint's constant, in place; the others are added.
    @discardableResult
    public func updateConstraints(_ body: (ConstraintMaker) -> Void) throws(LayoutError) -> [Constraint] {
        let maker = ConstraintMaker(view: self)
        body(maker)
        return try maker.install(updatingExisting: true)
    }

    /// Masonry's `mas_remakeConstraints`: removes every constraint the builder installed on
    /// this view, then makes the new ones.
    @discardableResult
    public func remakeConstraints(_ body: (ConstraintMaker) -> Void) throws(LayoutError) -> [Constraint] {
        Constraint.deactivate(builderConstraints)
        builderConstraints.removeAll()
        return try makeConstraints(body)
    }
}

/// The `make` of `makeConstraints { make in ... }`: each attribute property starts a
/// description (`make.left.greaterThanOrEqualTo(12).priority(.high)`).
public final class ConstraintMaker {
    let view: View
    var descriptions: [ConstraintDescription] = []

    init(view: View) { self.view = view }

    private func describe(_ attributes: [Attribute]) -> ConstraintDescription {
        let description = ConstraintDescription(view: view, attributes: attributes)
        descriptions.append(description)
        return description
    }

    public var left: ConstraintDescription { describe([.left]) }
    public var right: ConstraintDescription { describe([.right]) }
    public var top: ConstraintDescription { describe([.top]) }
    public var bottom: ConstraintDescription { describe([.bottom]) }
    public var leading: ConstraintDescription { describe([.leading]) }
    public var trailing: ConstraintDescription { describe([.trailing]) }
    public var width: ConstraintDescription { describe([.width]) }
    public var height: ConstraintDescription { describe([.height]) }
    public var centerX: ConstraintDescription { describe([.centerX]) }
    public var centerY: ConstraintDescription { describe([.centerY]) }
    /// top, left, bottom, right.
    public var edges: ConstraintDescription { describe([.top, .left, .bottom, .right]) }
    /// width, height.
    public var size: ConstraintDescription { describe([.width, .height]) }
    /// centerX, centerY.
    public var center: ConstraintDescription { describe([.centerX, .centerY]) }

    func install(updatingExisting: Bool) throws(LayoutError) -> [Constraint] {
        let made = descriptions.flatMap(\.constraints)
        for constraint in made { try constraint.validate() }
        view.translatesAutoresizingMaskIntoConstraints = false
        var result: [Constraint] = []
        for constraint in made {
            if updatingExisting, let existing = view.builderConstraints.first(where: { $0.isActive && $0.matches(constraint) }) {
                existing.constant = constraint.constant
                result.append(existing)
                continue
            }
            try constraint.activate()
            view.builderConstraints.append(constraint)
            result.append(constraint)
        }
        return result
    }
}

/// A relation being described for one or more attributes of a view. Modifiers return the
/// description so they chain; `constraint` gives the (first) constraint it makes.
public final class ConstraintDescription {
    enum Target {
        case none
        case anchor(View, Attribute?)
        case constant(Double)
        case size(Size)
        case point(Point)
    }

    let view: View
    private(set) var attributes: [Attribute]
    private var relation: Relation = .equal
    private var target: Target = .none
    private var multiplier = 1.0
    private var offsets: [Attribute: Double] = [:]
    private var priorityValue: Priority = .required
    private var made: [Constraint]?

    init(view: View, attributes: [Attribute]) {
        self.view = view
        self.attributes = attributes
    }

    // MARK: More attributes (`make.left.top.equalTo(other)`)

    private func adding(_ attribute: Attribute) -> Self {
        attributes.append(attribute)
        made = nil
        return self
    }
    public var left: Self { adding(.left) }
    public var right: Self { adding(.right) }
    public var top: Self { adding(.top) }
    public var bottom: Self { adding(.bottom) }
    public var leading: Self { adding(.leading) }
    public var trailing: Self { adding(.trailing) }
    public var width: Self { adding(.width) }
    public var height: Self { adding(.height) }
    public var centerX: Self { adding(.centerX) }
    public var centerY: Self { adding(.centerY) }

    // MARK: Relations

    @discardableResult public func equalTo(_ other: View) -> Self { relate(.equal, .anchor(other, nil)) }
    @discardableResult public func equalTo(_ anchor: Anchor) -> Self { relate(.equal, .anchor(anchor.view, anchor.attribute)) }
    @discardableResult public func equalTo(_ constant: Double) -> Self { relate(.equal, .constant(constant)) }
    @discardableResult public func equalTo(_ size: Size) -> Self { relate(.equal, .size(size)) }
    @discardableResult public func equalTo(_ point: Point) -> Self { relate(.equal, .point(point)) }

    @discardableResult public func greaterThanOrEqualTo(_ other: View) -> Self { relate(.greaterThanOrEqual, .anchor(other, nil)) }
    @discardableResult public func greaterThanOrEqualTo(_ anchor: Anchor) -> Self {
        relate(.greaterThanOrEqual, .anchor(anchor.view, anchor.attribute))
    }
    @discardableResult public func greaterThanOrEqualTo(_ constant: Double) -> Self { relate(.greaterThanOrEqual, .constant(constant)) }
    @discardableResult public func greaterThanOrEqualTo(_ size: Size) -> Self { relate(.greaterThanOrEqual, .size(size)) }

    @discardableResult public func lessThanOrEqualTo(_ other: View) -> Self { relate(.lessThanOrEqual, .anchor(other, nil)) }
    @discardableResult public func lessThanOrEqualTo(_ anchor: Anchor) -> Self {
        relate(.lessThanOrEqual, .anchor(anchor.view, anchor.attribute))
    }
    @discardableResult public func lessThanOrEqualTo(_ constant: Double) -> Self { relate(.lessThanOrEqual, .constant(constant)) }
    @discardableResult public func lessThanOrEqualTo(_ size: Size) -> Self { relate(.lessThanOrEqual, .size(size)) }

    private func relate(_ relation: Relation, _ target: Target) -> Self {
        self.relation = relation
        self.target = target
        made = nil
        return self
    }

    // MARK: Modifiers

    /// Adds `amount` to every attribute's constant.
    @discardableResult public func offset(_ amount: Double) -> Self {
        for attribute in attributes { offsets[attribute, default: 0] += amount }
        return refresh()
    }

    /// Insets edges: positive values move top/left/leading in and bottom/right/trailing in.
    @discardableResult public func inset(_ amount: Double) -> Self {
        inset(EdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
    }

    @discardableResult public func inset(_ insets: EdgeInsets) -> Self {
        for attribute in attributes {
            switch attribute {
            case .top: offsets[attribute, default: 0] += insets.top
            case .left, .leading: offsets[attribute, default: 0] += insets.left
            case .bottom: offsets[attribute, default: 0] -= insets.bottom
            case .right, .trailing: offsets[attribute, default: 0] -= insets.right
            default: break
            }
        }
        return refresh()
    }

    /// Offsets centerX by `offset.x` and centerY by `offset.y`.
    @discardableResult public func centerOffset(_ offset: Point) -> Self {
        for attribute in attributes {
            if attribute == .centerX { offsets[attribute, default: 0] += offset.x }
            if attribute == .centerY { offsets[attribute, default: 0] += offset.y }
        }
        return refresh()
    }

    @discardableResult public func multipliedBy(_ factor: Double) -> Self {
        multiplier = factor
        made = nil
        return self
    }

    @discardableResult public func dividedBy(_ divisor: Double) -> Self { multipliedBy(1 / divisor) }

    /// The priority (before installation; an invalid value makes `makeConstraints` throw).
    @discardableResult public func priority(_ priority: Priority) -> Self {
        priorityValue = priority
        return refresh()
    }

    private func refresh() -> Self {
        if let made {
            for constraint in made {
                constraint.constant = constant(for: constraint.firstAttribute)
                constraint.setUncheckedPriority(priorityValue)
            }
        }
        return self
    }

    // MARK: Output

    /// The constraint for the first attribute (made on first access; install with the
    /// enclosing `makeConstraints`).
    public var constraint: Constraint { constraints[0] }  // safe: `attributes` is never empty

    /// One constraint per attribute.
    public var constraints: [Constraint] {
        if let made { return made }
        let result = attributes.map(makeConstraint)
        made = result
        return result
    }

    private func constant(for attribute: Attribute) -> Double {
        var base = 0.0
        switch target {
        case .constant(let value): base = value
        case .size(let size): base = attribute == .width ? size.width : attribute == .height ? size.height : 0
        case .point(let point): base = attribute.axis == .horizontal ? point.x : point.y
        case .none, .anchor: base = 0
        }
        return base + offsets[attribute, default: 0]
    }

    private func makeConstraint(_ attribute: Attribute) -> Constraint {
        var second: View?
        var secondAttribute: Attribute?
        switch target {
        case .anchor(let other, let otherAttribute):
            second = other
            secondAttribute = otherAttribute ?? attribute
        case .constant, .size, .point, .none:
            // Masonry: a location related to a number is relative to the superview.
            if !attribute.isSize {
                second = view.superview
                secondAttribute = attribute
            }
        }
        return Constraint(unchecked: view, attribute, relation, second, secondAttribute,
                          multiplier, constant(for: attribute), priorityValue)
    }
}
