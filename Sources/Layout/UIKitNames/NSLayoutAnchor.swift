import Foundation

/// UIKit's `NSLayoutAnchor`: one attribute of one view, from which constraints are made
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`). The constraints
/// come back inactive, as in UIKit; activate them with `isActive = true` or
/// `NSLayoutConstraint.activate(_:)`. Mixing leading/trailing with left/right, or anchors
/// of views in different trees, is refused at activation (recorded, see
/// `NSLayoutConstraint`).
public class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view (the layout node) the anchor belongs to.
    public let item: View
    /// The attribute.
    public let attribute: Attribute

    /// The anchor for `attribute` of `item`.
    public init(item: View, attribute: Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(Constraint(unchecked: item, attribute, relation, other?.item, other?.attribute,
                                      Double(multiplier), Double(constant), .required))
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal location anchor: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical location anchor: top, bottom, centerY.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor: width or height; can also be related to a constant or scaled.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == multiplier * anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= multiplier * anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat = 0) -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= multiplier * anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat = 0) -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
