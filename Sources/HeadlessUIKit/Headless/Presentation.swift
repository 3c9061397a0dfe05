import Foundation

extension Headless {
    /// What is on screen at any clock time (`layer.presentation()` gives now), and
    /// whether a view is being animated.
    public struct Presentation {
        /// The window shown.
        public let window: UIWindow

        /// The presentation of `window`.
        public init(_ window: UIWindow) { self.window = window }

        /// The frame on screen at `time` (now by default), in the superview's coordinates.
        public func frame(of view: UIView, at time: Double? = nil) -> CGRect {
            window.animator.presentationFrame(of: view, at: time ?? window.now)
        }

        /// The alpha on screen at `time` (now by default).
        public func alpha(of view: UIView, at time: Double? = nil) -> CGFloat {
            CGFloat(window.animator.presentationAlpha(of: view, at: time ?? window.now))
        }

        /// The background colour on screen at `time` (now by default).
        public func backgroundColor(of view: UIView, at time: Double? = nil) -> UIColor? {
            window.animator.presentationColor(of: view, at: time ?? window.now)
        }

        /// Whether `view` itself has an animation running now.
        public func isAnimating(_ view: UIView) -> Bool { window.animator.isAnimating(view, at: window.now) }

        /// Whether `view` or an ancestor is being animated without `.allowUserInteraction`
        /// now (UIKit delivers no touch to such a view).
        public func blocksInteraction(_ view: UIView) -> Bool { window.animator.blocksInteraction(view, at: window.now) }
    }
}
