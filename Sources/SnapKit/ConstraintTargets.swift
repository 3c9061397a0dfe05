import Foundation
import HeadlessUIKit

/// What a relation may point at: a number (a size, or an offset from the superview's same
/// edge), a `CGSize`, a `CGPoint`, `UIEdgeInsets`, a view (its same attribute) or a
/// `ConstraintItem` (`other.snp.trailing`).
public protocol ConstraintRelatableTarget {}

/// A number or geometry value turned into each attribute's constant.
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}

/// What `offset(_:)` takes: a number.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` takes: a number (the same inset on every edge) or `UIEdgeInsets`.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// What `multipliedBy(_:)` takes: a number.
public protocol ConstraintMultiplierTarget {
    /// The multiplier.
    var constraintMultiplierTargetValue: CGFloat { get }
}

/// What `priority(_:)` takes besides `ConstraintPriority`: a number or `UILayoutPriority`.
public protocol ConstraintPriorityTarget {
    /// The priority's value.
    var constraintPriorityTargetValue: Float { get }
}

/// SnapKit's name for `UIEdgeInsets`.
public typealias ConstraintInsets = UIEdgeInsets

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    /// The value as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    /// The value as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    /// The value as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    /// The value as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    /// The value as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    /// The value as a priority.
    public var constraintPriorityTargetValue: Float { self }
}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    /// The value as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    /// The value as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    /// The value as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { self }
    /// The value as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension UIEdgeInsets: ConstraintInsetTarget {}
extension UILayoutPriority: ConstraintPriorityTarget {
    /// The value as a priority.
    public var constraintPriorityTargetValue: Float { rawValue }
}
extension UIView: ConstraintRelatableTarget {}

/// A constant target's value for one attribute (SnapKit's rules: a size gives width and
/// height, a point x and y, insets push each edge inward and shrink sizes).
func constantValue(_ target: any ConstraintConstantTarget, for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
    switch target {
    case let value as CGFloat: return value
    case let value as Float: return CGFloat(value)
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as UInt: return CGFloat(value)
    case let size as CGSize:
        return attribute == .width ? size.width : attribute == .height ? size.height : 0
    case let point as CGPoint:
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX: return point.x
        case .top, .bottom, .centerY: return point.y
        case .width, .height: return 0
        }
    case let insets as UIEdgeInsets:
        switch attribute {
        case .left, .leading: return insets.left
        case .top: return insets.top
        case .right, .trailing: return -insets.right
        case .bottom: return -insets.bottom
        case .centerX: return (insets.left - insets.right) / 2
        case .centerY: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        }
    default: return 0
    }
}

/// A number given to `inset(_:)` means the same inset on every edge.
func insetValue(_ target: any ConstraintInsetTarget) -> any ConstraintConstantTarget {
    if let insets = target as? UIEdgeInsets { return insets }
    let amount = constantValue(target, for: .width)
    return UIEdgeInsets(top: amount, left: amount, bottom: amount, right: amount)
}
