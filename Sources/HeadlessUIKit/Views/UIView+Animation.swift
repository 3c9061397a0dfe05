import Foundation

extension UIView {
    /// `UIView.AnimationOptions`: the options the runtime models (UIKit's bit values).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Views being animated still receive touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// Animates the changes made in `animations`: they are model values at once (frames
    /// written by a `layoutIfNeeded()` inside the block included); only the presentation
    /// (`layer.presentation()`) interpolates, from `delay` after the call for `duration`.
    /// Frame animations are additive (a second one does not stop the first); alpha and
    /// background-colour animations replace the running one on the same view, whose
    /// completion then gets false. The completion never runs inside this call: it runs
    /// when the window's virtual clock passes the end (a block that changes nothing, or a
    /// duration <= 0, completes at the next tick with true; one that touches no view of a
    /// window outside event handling has no run loop to wait for and completes at once).
    /// Views being animated take no new touches unless `.allowUserInteraction` is passed.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        Animator.run(duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and no options.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        Animator.run(duration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, options or completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        Animator.run(duration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }
}

/// The timing curve of an animation (UIKit's curves, approximated by sine segments).
enum AnimationCurve: Sendable {
    case easeInOut, easeIn, easeOut, linear

    func callAsFunction(_ progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        switch self {
        case .easeInOut: return 0.5 - cos(p * Double.pi) / 2
        case .easeIn: return 1 - cos(p * Double.pi / 2)
        case .easeOut: return sin(p * Double.pi / 2)
        case .linear: return p
        }
    }
}
