import Foundation

/// UIKit's `NSLayoutConstraint`, over the engine's `Constraint`: a settable `priority`,
/// `isActive`, `constant`, and the static `activate` / `deactivate`, none of which throw.
///
/// What UIKit refuses with an exception is refused here without a throw: the operation
/// changes nothing and the error is recorded, queryable from `LayoutEngine.recordedErrors`
/// of the constraint's tree (and `lastError` of the constraint). The case the seeds meet
/// is a priority change between required and optional on an installed constraint, refused
/// with UIKit's message: "Mutating a priority from required to not on an installed
/// constraint (or vice-versa) is not supported.  You passed priority P and the existing
/// priority was Q."
public final class NSLayoutConstraint: CustomStringConvertible {
    /// `NSLayoutConstraint.Attribute`.
    public typealias Attribute = Layout.Attribute
    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = Layout.Relation
    /// `NSLayoutConstraint.Axis`: horizontal or vertical.
    public typealias Axis = Layout.Axis

    /// The engine's constraint this one stands for (what reports and the engine name).
    public let layoutConstraint: Constraint

    /// The last operation refused on this constraint (nil when none was).
    public private(set) var lastError: LayoutError?

    /// Wraps an engine constraint.
    public init(_ constraint: Constraint) {
        layoutConstraint = constraint
    }

    /// The first item's attribute.
    public var firstAttribute: Attribute { layoutConstraint.firstAttribute }
    /// The relation.
    public var relation: Relation { layoutConstraint.relation }
    /// The second item's attribute (`.notAnAttribute` in UIKit when there is none; nil here).
    public var secondAttribute: Attribute? { layoutConstraint.secondAttribute }
    /// The multiplier.
    public var multiplier: CGFloat { CGFloat(layoutConstraint.multiplier) }
    /// A name for logs.
    public var identifier: String? {
        get { layoutConstraint.identifier }
        set { layoutConstraint.identifier = newValue }
    }

    /// The constant; on an active constraint the change reaches the frames at the next
    /// layout pass.
    public var constant: CGFloat {
        get { CGFloat(layoutConstraint.constant) }
        set { layoutConstraint.constant = Double(newValue) }
    }

    /// The priority. Between optional values it may change at any time; on an installed
    /// constraint a change between required and optional is refused (UIKit raises): the
    /// priority stays as it was and the error is recorded. A value outside 1...1000 is
    /// refused the same way.
    public var priority: UILayoutPriority {
        get { UILayoutPriority(rawValue: layoutConstraint.priority.rawValue) }
        set {
            let engine = layoutConstraint.engine
            let wanted = Priority(newValue.rawValue)
            if engine == nil, wanted.isValid {
                layoutConstraint.setUncheckedPriority(wanted)
                return
            }
            do {
                try layoutConstraint.setPriority(wanted)
            } catch {
                record(error)
            }
        }
    }

    /// Whether the constraint is installed. Setting true installs it in the engine of its
    /// views' common tree; when that is refused (no common ancestor, an invalid attribute
    /// pair) it stays inactive and the error is recorded.
    public var isActive: Bool {
        get { layoutConstraint.isActive }
        set {
            if newValue { activateRecording() } else { layoutConstraint.deactivate() }
        }
    }

    /// Activates each constraint (UIKit's `activate(_:)`); a refused one is recorded and
    /// the others are still activated.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activateRecording() {
        guard !layoutConstraint.isActive else { return }
        do {
            try layoutConstraint.validate()
            try layoutConstraint.activate()
        } catch {
            record(error)
        }
    }

    private func record(_ error: LayoutError) {
        lastError = error
        let engine = layoutConstraint.engine ?? layoutConstraint.firstItem?.root.ownedEngine
        engine?.recordedErrors.append(error)
    }

    /// The engine constraint's description.
    public var description: String { layoutConstraint.description }
}
