/// A layout attribute of a view, as in `NSLayoutConstraint.Attribute`.
public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY: return .vertical
        }
    }

    /// Width and height are sizes; the rest are locations.
    public var isSize: Bool { self == .width || self == .height }

    /// Leading and trailing follow the layout direction.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Left and right ignore the layout direction.
    public var isAbsoluteEdge: Bool { self == .left || self == .right }
}

/// Horizontal or vertical.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// Which way leading and trailing point.
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight, rightToLeft
}
