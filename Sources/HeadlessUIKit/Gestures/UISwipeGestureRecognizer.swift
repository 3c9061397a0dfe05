import Foundation

/// UIKit's `UISwipeGestureRecognizer`, discrete: recognizes during a move once the
/// movement along `direction` reaches the minimum (50 pt) within the maximum duration
/// (0.5 s), while the perpendicular drift stays under 200 pt and there is no movement
/// against the direction; fails otherwise, or when the finger lifts first. One action
/// per gesture. The thresholds are Apple's own Books clone of the recognizer; change
/// them with `Headless.Tuning`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Rightward.
        public static let right = Direction(rawValue: 1 << 0)
        /// Leftward.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)

        /// Unit vectors of the allowed directions (y grows downward).
        var units: [CGPoint] {
            var result: [CGPoint] = []
            if contains(.right) { result.append(CGPoint(x: 1, y: 0)) }
            if contains(.left) { result.append(CGPoint(x: -1, y: 0)) }
            if contains(.up) { result.append(CGPoint(x: 0, y: -1)) }
            if contains(.down) { result.append(CGPoint(x: 0, y: 1)) }
            return result
        }
    }

    /// The allowed direction (`.right` by default).
    open var direction: Direction = .right
    /// The number of fingers (1 by default; only 1 is modelled: more fail).
    open var numberOfTouchesRequired = 1
    var thresholds = Headless.SwipeThresholds()
    private var start: CGPoint = .zero
    private var startTime = 0.0
    /// Where the swipe started, in window coordinates (UIKit's `location(in:)`).
    private var startLocation: CGPoint = .zero

    /// Where the swipe started, in `view`'s coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        guard let view else { return startLocation }
        return view.convert(startLocation, from: self.view?.window)
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if self.touches.count > numberOfTouchesRequired { state = .failed; return }
        start = touch.location(in: nil)
        startLocation = start
        startTime = touch.timestamp
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = self.touches.first, touches.contains(touch) else { return }
        if touch.timestamp - startTime > thresholds.maximumDuration { state = .failed; return }
        let location = touch.location(in: nil), previous = touch.previousLocation(in: nil)
        let dx = Double(location.x - start.x), dy = Double(location.y - start.y)
        var recognized = false
        var anyAlive = false
        for unit in direction.units {
            let ux = Double(unit.x), uy = Double(unit.y)
            let primary = dx * ux + dy * uy
            let secondary = abs(dx * uy - dy * ux)
            if primary < -thresholds.maximumOppositeMovement || secondary > thresholds.maximumSecondaryMovement { continue }
            // Movement against the direction between two moves fails too.
            let stepPrimary = Double(location.x - previous.x) * ux + Double(location.y - previous.y) * uy
            if stepPrimary < -thresholds.maximumOppositeMovement { continue }
            anyAlive = true
            if primary >= thresholds.minimumPrimaryMovement { recognized = true }
        }
        if recognized { state = .recognized } else if !anyAlive { state = .failed }
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
