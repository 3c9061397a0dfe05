extension Headless {
    /// The thresholds of a swipe recognizer (UIKit keeps them private). Defaults: 50 pt
    /// along the direction within 0.5 s, under 200 pt across, no movement against it.
    public struct SwipeThresholds: Hashable, Sendable {
        /// Movement along the direction that recognizes.
        public var minimumPrimaryMovement = 50.0
        /// Time after the touch began after which the swipe fails.
        public var maximumDuration = 0.5
        /// Perpendicular drift beyond which it fails.
        public var maximumSecondaryMovement = 200.0
        /// Movement against the direction beyond which it fails.
        public var maximumOppositeMovement = 0.0

        /// The defaults.
        public init() {}
    }

    /// Private parameters of UIKit's recognizers, settable for tests.
    public enum Tuning {
        /// The thresholds of `swipe`.
        public static func thresholds(of swipe: UISwipeGestureRecognizer) -> SwipeThresholds { swipe.thresholds }
        /// Sets the thresholds of `swipe`.
        public static func setThresholds(_ thresholds: SwipeThresholds, of swipe: UISwipeGestureRecognizer) {
            swipe.thresholds = thresholds
        }
        /// The movement before `pan` begins (10 pt by default).
        public static func hysteresis(of pan: UIPanGestureRecognizer) -> Double { pan.hysteresis }
        /// Sets the movement before `pan` begins.
        public static func setHysteresis(_ points: Double, of pan: UIPanGestureRecognizer) { pan.hysteresis = points }
    }
}
