import Layout

/// The phase of a touch, as `UITouch.Phase`.
public enum TouchPhase: String, Hashable, Sendable {
    case began, moved, stationary, ended, cancelled
}

/// One step of touch input: what a finger did at one instant, in window coordinates.
/// A sequence of steps is what the harness generates and the window validates.
public struct TouchStep: Hashable, Sendable, CustomStringConvertible {
    /// Which finger (any integer; a finger may be reused once its previous touch ended).
    public var touch: Int
    /// What the finger did.
    public var phase: TouchPhase
    /// Window coordinates.
    public var location: Point
    /// Virtual-clock time of the step; must not go backwards.
    public var timestamp: Double
    /// Taps in a row at this place (2 on the second tap of a double tap); used at `began`.
    public var tapCount: Int

    /// A step of finger `touch`.
    public init(touch: Int = 0, phase: TouchPhase, location: Point, timestamp: Double, tapCount: Int = 1) {
        self.touch = touch
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.tapCount = tapCount
    }

    /// A finger goes down at (x, y).
    public static func began(_ x: Double, _ y: Double, at time: Double, touch: Int = 0, tapCount: Int = 1) -> TouchStep {
        TouchStep(touch: touch, phase: .began, location: Point(x: x, y: y), timestamp: time, tapCount: tapCount)
    }
    /// A finger moves to (x, y).
    public static func moved(_ x: Double, _ y: Double, at time: Double, touch: Int = 0) -> TouchStep {
        TouchStep(touch: touch, phase: .moved, location: Point(x: x, y: y), timestamp: time)
    }
    /// A finger stays at (x, y) (not delivered as a move).
    public static func stationary(_ x: Double, _ y: Double, at time: Double, touch: Int = 0) -> TouchStep {
        TouchStep(touch: touch, phase: .stationary, location: Point(x: x, y: y), timestamp: time)
    }
    /// A finger lifts at (x, y).
    public static func ended(_ x: Double, _ y: Double, at time: Double, touch: Int = 0) -> TouchStep {
        TouchStep(touch: touch, phase: .ended, location: Point(x: x, y: y), timestamp: time)
    }
    /// The system cancels the touch (a call, an alert).
    public static func cancelled(_ x: Double, _ y: Double, at time: Double, touch: Int = 0) -> TouchStep {
        TouchStep(touch: touch, phase: .cancelled, location: Point(x: x, y: y), timestamp: time)
    }

    public var description: String {
        "touch \(touch) \(phase.rawValue) at (\(location.x), \(location.y)) t=\(timestamp)"
            + (tapCount != 1 ? " taps=\(tapCount)" : "")
    }
}

/// The event that carries touches to responders (`UIEvent`). Nil where UIKit passes nil,
/// e.g. `cancelTracking(with: nil)` when a control leaves its window mid-drag.
public struct TouchEvent: Hashable, Sendable {
    /// Virtual-clock time of the event.
    public let timestamp: Double
}

/// A finger on the screen (`UITouch`). Identity is the object; its fields change as the
/// finger moves. Bound to its hit view from `began` until it ends.
public final class Touch {
    /// The step's `touch` number.
    public let identifier: Int
    /// The phase of the latest step.
    public internal(set) var phase: TouchPhase
    /// Location in window coordinates.
    public internal(set) var location: Point
    /// The location before the latest step, window coordinates.
    public internal(set) var previousLocation: Point
    /// The time of the latest step.
    public internal(set) var timestamp: Double
    /// The tap count given at `began`.
    public let tapCount: Int
    /// The view hit at `began` (nil when the touch hit nothing).
    public internal(set) weak var view: View?
    weak var window: Window?

    init(step: TouchStep, window: Window) {
        identifier = step.touch
        phase = step.phase
        location = step.location
        previousLocation = step.location
        timestamp = step.timestamp
        tapCount = step.tapCount
        self.window = window
    }

    /// Takes the place, time and phase of a later step of this finger.
    func advance(to step: TouchStep) {
        previousLocation = location
        location = step.location
        timestamp = step.timestamp
        phase = step.phase
    }

    /// The location in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convert(location, from: window)
    }

    /// The previous location in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocation }
        return view.convert(previousLocation, from: window)
    }
}
