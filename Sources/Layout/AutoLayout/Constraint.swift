/// `firstItem.firstAttribute (== | <= | >=) multiplier * secondItem.secondAttribute + constant`
/// at a priority: the model of `NSLayoutConstraint`.
///
/// A constraint does nothing until activated (`isActive = true`, `activate()` or
/// `Constraint.activate(_:)`); it is then installed in the layout engine of its views'
/// tree. `constant` and optional `priority` changes on an installed constraint are
/// incremental updates of the solver.
public final class Constraint: CustomStringConvertible {
    /// Where a constraint comes from; generated ones are named differently in reports.
    public enum Origin: String, Sendable {
        case user
        /// Pins the frame of a view with `translatesAutoresizingMaskIntoConstraints`.
        case autoresizingMask
        /// `size <= intrinsic` at the hugging priority.
        case contentHugging
        /// `size >= intrinsic` at the compression-resistance priority.
        case compressionResistance
    }

    /// The constrained view (not kept alive by the constraint, as in UIKit: nil once it is gone).
    public var firstItem: View? { firstReference.view }
    private let firstReference: ViewReference
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The view related to, nil for a size set to a constant (not kept alive either).
    public var secondItem: View? { secondReference?.view }
    private let secondReference: ViewReference?
    /// The attribute of `secondItem`; nil exactly when there is no second item.
    public let secondAttribute: Attribute?
    public let multiplier: Double
    public let origin: Origin
    /// A name for reports, like `NSLayoutConstraint.identifier`.
    public var identifier: String?

    /// The constant. Setting it on an installed constraint is a cheap incremental update;
    /// if a required constraint then conflicts, the engine breaks one (see `LayoutEngine`).
    public var constant: Double {
        didSet {
            if constant != oldValue, let engine { engine.constantDidChange(self) }
        }
    }

    /// The priority, 1...1000. Change it with `setPriority(_:)`.
    public internal(set) var priority: Priority

    /// Set while a required constraint is kept broken (as an optional one above every
    /// priority) because it conflicted with other required constraints.
    public internal(set) var isBroken: Bool {
        get {
            engine?.addQueuedConstraints()  // an installation may wait in a queue (see `LayoutEngine.solver`)
            return storedIsBroken
        }
        set { storedIsBroken = newValue }
    }
    private var storedIsBroken = false

    /// The engine the constraint is installed in, while active (not weak: the engine
    /// clears it on uninstalling, emptying, and when its root goes).
    unowned(unsafe) var engine: LayoutEngine?
    /// The constraint's handle in the engine's solver.
    var handle: ConstraintHandle?

    /// A constraint between two views (or one view and a constant when `secondItem` is nil).
    ///
    /// Refuses what UIKit refuses: priorities outside 1...1000; a location attribute
    /// related to a constant; a location related to a size; attributes of different
    /// axes; leading/trailing related to left/right.
    public convenience init(item firstItem: View, attribute firstAttribute: Attribute, relatedBy relation: Relation,
                toItem secondItem: View? = nil, attribute secondAttribute: Attribute? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Priority = .required)
        throws(LayoutError)
    {
        try self.init(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                      attribute: secondAttribute, multiplier: multiplier, constant: constant,
                      priority: priority, origin: .user)
    }

    init(item firstItem: View, attribute firstAttribute: Attribute, relatedBy relation: Relation,
         toItem secondItem: View?, attribute secondAttribute: Attribute?, multiplier: Double,
         constant: Double, priority: Priority, origin: Origin) throws(LayoutError)
    {
        self.firstReference = firstItem.reference
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondReference = secondItem?.reference
        self.secondAttribute = secondItem == nil ? nil : (secondAttribute ?? firstAttribute)
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        try validate()
    }

    /// A user constraint checked later by `validate()` (the builder's path).
    init(unchecked firstItem: View, _ firstAttribute: Attribute, _ relation: Relation, _ secondItem: View?,
         _ secondAttribute: Attribute?, _ multiplier: Double, _ constant: Double, _ priority: Priority)
    {
        self.firstReference = firstItem.reference
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondReference = secondItem?.reference
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = .user
    }

    /// Throws for what UIKit refuses (see the public initialiser).
    func validate() throws(LayoutError) {
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard isAdmissible(constant) else { throw .valueOutOfRange("constant", constant) }
        guard isAdmissible(multiplier) else { throw .valueOutOfRange("multiplier", multiplier) }
        guard origin == .user else { return }
        if let second = secondAttribute {
            guard secondItem != nil else {
                throw .invalidAttributePair(
                    "The \(firstAttribute) of \(firstItem?.debugName ?? "a view") is related to a view that does not "
                        + "exist (no superview?); add the view to its superview before making constraints.")
            }
            // Sizes may be related across axes (an aspect ratio), as UIKit allows.
            if firstAttribute.axis != second.axis, !(firstAttribute.isSize && second.isSize) {
                throw .invalidAttributePair(
                    "Invalid pairing of layout attributes \(firstAttribute) and \(second): they lie on different axes.")
            }
            if firstAttribute.isSize != second.isSize {
                throw .invalidAttributePair(
                    "Invalid pairing of layout attributes \(firstAttribute) and \(second): "
                        + "a location cannot be related to a size.")
            }
            if !firstAttribute.isSize && multiplier == 0 {
                throw .invalidAttributePair(
                    "A multiplier of 0 or a nil second item together with a location for the first attribute "
                        + "creates an illegal constraint of a location equal to a constant. "
                        + "Location attributes must be specified in pairs.")
            }
            if (firstAttribute.isDirectional && second.isAbsoluteEdge)
                || (firstAttribute.isAbsoluteEdge && second.isDirectional)
            {
                throw .invalidAttributePair(
                    "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                        + "Use leading/trailing for both or neither.")
            }
        } else if !firstAttribute.isSize {
            throw .invalidAttributePair(
                "A constraint cannot be made that sets a location (\(firstAttribute)) equal to a constant; "
                    + "relate it to another view's attribute.")
        }
    }

    /// Same items, attributes, relation, multiplier and priority (Masonry's similarity test).
    func matches(_ other: Constraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier && priority == other.priority
    }

    /// Sets the priority of a constraint that is not installed yet, without checks.
    func setUncheckedPriority(_ newPriority: Priority) {
        if engine == nil { priority = newPriority }
    }

    // MARK: Activation

    /// Whether the constraint is installed. Setting true installs it in the engine of the
    /// views' common tree; when the views have no common ancestor it stays false and the
    /// reason is kept in `activationError` (`activate()` throws it instead).
    public var isActive: Bool {
        get { engine != nil }
        set {
            guard newValue else {
                deactivate()
                return
            }
            do {
                try activate()
            } catch {
                activationError = error
            }
        }
    }

    /// Why the last `isActive = true` left the constraint inactive; nil after an
    /// activation that worked.
    public private(set) var activationError: LayoutError?

    /// Installs the constraint. Throws `.noCommonAncestor` when its views are in different trees.
    public func activate() throws(LayoutError) {
        activationError = nil
        guard engine == nil, let firstItem else { return }
        if secondAttribute != nil {
            guard let secondItem, firstItem.root === secondItem.root else {
                throw .noCommonAncestor(first: firstItem.debugName, second: secondItem?.debugName ?? "(released view)")
            }
        }
        firstItem.root.engine.install(self)
    }

    /// Uninstalls the constraint (no effect when inactive).
    public func deactivate() {
        engine?.uninstall(self)
    }

    /// Activates each constraint, like `NSLayoutConstraint.activate(_:)`. Stops at the
    /// first one that cannot be activated, leaving the earlier ones active.
    public static func activate(_ constraints: [Constraint]) throws(LayoutError) {
        for constraint in constraints { try constraint.activate() }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [Constraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    // MARK: Priority

    /// Changes the priority. Between optional values it is always allowed (an objective
    /// update when installed). On an installed constraint, a change between required and
    /// optional throws UIKit's error and changes nothing; so does a value outside 1...1000.
    public func setPriority(_ newPriority: Priority) throws(LayoutError) {
        guard newPriority.isValid else { throw .invalidPriority(newPriority) }
        if let engine, newPriority.isRequired != priority.isRequired {
            if engine.injectedFaults.contains(.refusedPriorityApplied) { engine.applyRefusedPriority(newPriority, to: self) }
            throw .mutatingRequiredPriority(passed: newPriority, existing: priority)
        }
        guard newPriority != priority else { return }
        priority = newPriority
        engine?.priorityDidChange(self)
    }

    /// Sets the priority of a constraint the engine generated (hugging, compression
    /// resistance), which UIKit lets change between required and optional at any time.
    func setGeneratedPriority(_ newPriority: Priority) {
        priority = newPriority
    }

    // MARK: Description

    /// `<Constraint yellow.trailing == blue.leading - 8 @750 (active)>`, in the spirit of
    /// UIKit's log lines, with stable names instead of addresses.
    public var description: String {
        var text = "\(firstItem?.debugName ?? "nil").\(firstAttribute.rawValue) \(relation.rawValue) "
        var rhs: [String] = []
        if let secondAttribute {
            let item = "\(secondItem?.debugName ?? "nil").\(secondAttribute.rawValue)"
            rhs.append(multiplier == 1 ? item : "\(format(multiplier))*\(item)")
        }
        if rhs.isEmpty {
            rhs.append(format(constant))
        } else if constant != 0 {
            rhs.append(constant < 0 ? "- \(format(-constant))" : "+ \(format(constant))")
        }
        text += rhs.joined(separator: " ")
        if !priority.isRequired { text += " @\(priority)" }
        let kind: String
        switch origin {
        case .user: kind = "Constraint"
        case .autoresizingMask: kind = "AutoresizingMaskConstraint"
        case .contentHugging: kind = "ContentSizeConstraint(hugging)"
        case .compressionResistance: kind = "ContentSizeConstraint(compression)"
        }
        let name = identifier.map { " '\($0)'" } ?? ""
        return "<\(kind)\(name) \(text)   (\(isActive ? "active" : "inactive"))>"
    }
}

/// `12`, `12.5`: no trailing `.0`.
func format(_ value: Double) -> String {
    if abs(value) < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
    return String(value)
}
