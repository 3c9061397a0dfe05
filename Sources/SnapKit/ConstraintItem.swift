import HeadlessUIKit

/// One or more attributes of a view (`other.snp.trailing`), to relate to.
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view.
    public private(set) weak var target: UIView?
    let attributes: [NSLayoutConstraint.Attribute]

    init(target: UIView?, attributes: [NSLayoutConstraint.Attribute]) {
        self.target = target
        self.attributes = attributes
    }
}
