import Foundation

extension Headless {
    /// One shape a view's `draw(_:)` filled, as it shows now.
    public struct Fill: Hashable, Sendable {
        /// The shapes `CGContext` records.
        public enum Shape: Hashable, Sendable {
            /// `fillEllipse(in:)`: the ellipse inscribed in `rect`.
            case ellipse
        }
        /// The shape.
        public let shape: Shape
        /// Where it shows, in the view's bounds (stretched from the bounds it was drawn in
        /// when the view's size changed since).
        public let rect: CGRect
        /// The fill colour.
        public let color: CGColor
    }

    /// What `view`'s `draw(_:)` filled at its last display, as it shows in its current
    /// bounds; empty before the view's first display or when it drew nothing.
    public static func fills(of view: UIView) -> [Fill] {
        view.drawnFills(in: view.bounds.size).map { fill in
            switch fill.shape {
            case .ellipse: Fill(shape: .ellipse, rect: fill.rect, color: fill.color)
            }
        }
    }
}
