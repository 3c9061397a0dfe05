import Foundation

extension Headless {
    /// One step of touch input: what a finger did at one instant, in window coordinates.
    /// A sequence of steps is what the harness generates and the window validates.
    public struct TouchStep: Hashable, Sendable, CustomStringConvertible {
        /// Which finger (any integer; a finger may be reused once its previous touch ended).
        public var touch: Int
        /// What the finger did.
        public var phase: UITouch.Phase
        /// Window coordinates.
        public var location: CGPoint
        /// Virtual-clock time of the step; must not go backwards.
        public var timestamp: Double
        /// Taps in a row at this place (2 on the second tap of a double tap); used at `began`.
        public var tapCount: Int

        /// A step of finger `touch`.
        public init(touch: Int = 0, phase: UITouch.Phase, location: CGPoint, timestamp: Double, tapCount: Int = 1) {
            self.touch = touch
            self.phase = phase
            self.location = location
            self.timestamp = timestamp
            self.tapCount = tapCount
        }

        /// A finger goes down at (x, y).
        public static func began(_ x: Double, _ y: Double, at time: Double, touch: Int = 0, tapCount: Int = 1) -> TouchStep {
            TouchStep(touch: touch, phase: .began, location: CGPoint(x: x, y: y), timestamp: time, tapCount: tapCount)
        }
        /// A finger moves to (x, y).
        public static func moved(_ x: Double, _ y: Double, at time: Double, touch: Int = 0) -> TouchStep {
            TouchStep(touch: touch, phase: .moved, location: CGPoint(x: x, y: y), timestamp: time)
        }
        /// A finger stays at (x, y) (not delivered as a move).
        public static func stationary(_ x: Double, _ y: Double, at time: Double, touch: Int = 0) -> TouchStep {
            TouchStep(touch: touch, phase: .stationary, location: CGPoint(x: x, y: y), timestamp: time)
        }
        /// A finger lifts at (x, y).
        public static func ended(_ x: Double, _ y: Double, at time: Double, touch: Int = 0) -> TouchStep {
            TouchStep(touch: touch, phase: .ended, location: CGPoint(x: x, y: y), timestamp: time)
        }
        /// The system cancels the touch (a call, an alert).
        public static func cancelled(_ x: Double, _ y: Double, at time: Double, touch: Int = 0) -> TouchStep {
            TouchStep(touch: touch, phase: .cancelled, location: CGPoint(x: x, y: y), timestamp: time)
        }

        /// `touch 0 moved at (12.0, 30.0) t=0.1`.
        public var description: String {
            "touch \(touch) \(phase.name) at (\(Double(location.x)), \(Double(location.y))) t=\(timestamp)"
                + (tapCount != 1 ? " taps=\(tapCount)" : "")
        }
    }
}

extension UITouch.Phase {
    /// `began`, `moved`, …: the phase's name in logs and errors.
    var name: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}
