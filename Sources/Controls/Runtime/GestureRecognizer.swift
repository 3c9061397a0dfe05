import Layout

/// `UIGestureRecognizer.State`. `.recognized` is `.ended`, as in UIKit.
public enum GestureState: String, Hashable, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = GestureState.ended
}

/// `UIGestureRecognizer`: sees every touch hit-tested to its view or a descendant before
/// the view does. When it begins or recognizes with `cancelsTouchesInView`, the view's
/// touch is cancelled; with `delaysTouchesEnded` the view's `ended` waits until the
/// recognizer has decided. Subclasses override the four touch methods and set `state`.
open class GestureRecognizer {
    public internal(set) weak var view: TouchView?
    public var name: String
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesEnded = true
    /// Actions run synchronously on every state change to began, changed, ended
    /// (recognized) and cancelled.
    private var actions: [(GestureRecognizer) -> Void] = []
    /// The touches this recognizer follows (the window fills this in).
    public internal(set) var touches: [Touch] = []

    /// The state. Setting it logs the change and runs the actions.
    public var state: GestureState = .possible {
        didSet {
            guard state != oldValue else { return }
            record()
            runActions()
        }
    }

    private func runActions() {
        switch state {
        case .began, .changed, .ended, .cancelled:
            let snapshot = actions
            for action in snapshot { action(self) }
        case .possible, .failed:
            break
        }
    }

    /// Sets the state; a continuous gesture reporting `.changed` again still logs and runs
    /// its actions (UIKit calls the action on every move).
    public func update(_ newState: GestureState) {
        if newState == state, newState == .changed {
            record()
            runActions()
        } else {
            state = newState
        }
    }

    public init(name: String = "") {
        self.name = name
    }

    public var debugName: String { name.isEmpty ? "\(type(of: self))" : name }

    /// Adds an action (the model of `addTarget(_:action:)`).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Whether the recognizer still takes part in the gesture.
    public var isActive: Bool { state == .possible || state == .began || state == .changed }

    /// The location of the first touch in `view`'s coordinates.
    open func location(in view: View?) -> Point {
        touches.first?.location(in: view) ?? .zero
    }

    open func touchBegan(_ touch: Touch) {}
    open func touchMoved(_ touch: Touch) {}
    open func touchEnded(_ touch: Touch) {}
    /// The default cancels a gesture in progress and fails a possible one.
    open func touchCancelled(_ touch: Touch) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Called when the gesture is over, before the recognizer is used again.
    open func reset() {}

    func record() {
        guard let window = view?.window else { return }
        window.append(LogEntry(time: window.now, step: window.currentStep, source: debugName,
                               sourceID: ObjectIdentifier(self), kind: .gesture(state)))
    }

    func resetForNextGesture() {
        touches.removeAll()
        reset()
        // Silent: a return to possible is not a state change anyone observes.
        stateWithoutActions(.possible)
    }

    private func stateWithoutActions(_ newState: GestureState) {
        let saved = actions
        actions = []
        state = newState
        actions = saved
    }
}

/// `UISwipeGestureRecognizer.Direction`.
public enum SwipeDirection: String, Hashable, Sendable {
    case right, left, up, down

    /// Unit vector of the direction (y grows downward).
    var unit: Point {
        switch self {
        case .right: Point(x: 1, y: 0)
        case .left: Point(x: -1, y: 0)
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        }
    }
}

/// `UISwipeGestureRecognizer`, one touch, discrete: recognizes during a move once the
/// movement along `direction` reaches `minimumPrimaryMovement` within `maximumDuration`,
/// while the perpendicular drift stays under `maximumSecondaryMovement` and there is no
/// movement against the direction beyond `maximumOppositeMovement`; fails otherwise, or
/// when the finger lifts first. Defaults: right, 50 pt, 0.5 s, 200 pt, 0 (Apple's own
/// Books clone of the recognizer, `research/uikit.md` §3.1).
public final class SwipeGestureRecognizer: GestureRecognizer {
    public var direction: SwipeDirection
    public var minimumPrimaryMovement = 50.0
    public var maximumDuration = 0.5
    public var maximumSecondaryMovement = 200.0
    public var maximumOppositeMovement = 0.0
    private var start: Point = .zero
    private var startTime = 0.0
    /// Where the swipe started, in window coordinates (UIKit's `location(in:)`).
    public private(set) var startLocation: Point = .zero

    public init(direction: SwipeDirection = .right, name: String = "") {
        self.direction = direction
        super.init(name: name.isEmpty ? "swipe \(direction.rawValue)" : name)
    }

    public override func location(in view: View?) -> Point {
        guard let view else { return startLocation }
        return view.convert(startLocation, from: self.view?.window)
    }

    public override func touchBegan(_ touch: Touch) {
        guard state == .possible else { return }
        if touches.count > 1 { state = .failed; return }
        start = touch.location
        startLocation = touch.location
        startTime = touch.timestamp
    }

    public override func touchMoved(_ touch: Touch) {
        guard state == .possible, touch === touches.first else { return }
        if touch.timestamp - startTime > maximumDuration { state = .failed; return }
        let dx = touch.location.x - start.x, dy = touch.location.y - start.y
        let unit = direction.unit
        let primary = dx * unit.x + dy * unit.y
        let secondary = abs(dx * unit.y - dy * unit.x)
        if primary < -maximumOppositeMovement || secondary > maximumSecondaryMovement {
            state = .failed
            return
        }
        // Movement against the direction between two moves fails too.
        let stepPrimary = (touch.location.x - touch.previousLocation.x) * unit.x
            + (touch.location.y - touch.previousLocation.y) * unit.y
        if stepPrimary < -maximumOppositeMovement { state = .failed; return }
        if primary >= minimumPrimaryMovement { state = .recognized }
    }

    public override func touchEnded(_ touch: Touch) {
        if state == .possible { state = .failed }
    }
}

/// `UIPanGestureRecognizer` for one finger: begins once the finger has moved
/// `hysteresis` (10 pt) from where it went down, with those 10 pt taken off the
/// translation; changes on each move; ends when the finger lifts (fails if it never
/// began). `translation(in:)` is the total since the start; `setTranslation` rebases it
/// and does nothing once the finger has lifted. Velocity is smoothed 0.2 new / 0.8 old.
public final class PanGestureRecognizer: GestureRecognizer {
    public var hysteresis = 10.0
    /// Window coordinates.
    private var anchor: Point = .zero
    private var last: Point = .zero
    private var lastTime = 0.0
    private var fingerDown = false
    private var smoothedVelocity: Point = .zero

    public override init(name: String = "") {
        super.init(name: name.isEmpty ? "pan" : name)
    }

    /// Total movement since the start (or the last `setTranslation`), in `view`'s
    /// coordinate scale (frames have no transforms here, so in any view it is the same).
    public func translation(in view: View?) -> Point {
        Point(x: last.x - anchor.x, y: last.y - anchor.y)
    }

    /// Rebases the translation so that it reads `translation` now. No-op after the lift.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard fingerDown else { return }
        anchor = Point(x: last.x - translation.x, y: last.y - translation.y)
        smoothedVelocity = .zero
    }

    /// Points per second, smoothed.
    public func velocity(in view: View?) -> Point { smoothedVelocity }

    public override func touchBegan(_ touch: Touch) {
        guard state == .possible, touch === touches.first else { return }
        anchor = touch.location
        last = touch.location
        lastTime = touch.timestamp
        fingerDown = true
        smoothedVelocity = .zero
    }

    public override func touchMoved(_ touch: Touch) {
        guard isActive, touch === touches.first else { return }
        let dt = max(touch.timestamp - lastTime, 0.001)
        let sample = Point(x: (touch.location.x - last.x) / dt, y: (touch.location.y - last.y) / dt)
        smoothedVelocity = Point(x: 0.2 * sample.x + 0.8 * smoothedVelocity.x,
                                 y: 0.2 * sample.y + 0.8 * smoothedVelocity.y)
        last = touch.location
        lastTime = touch.timestamp
        switch state {
        case .possible:
            let dx = last.x - anchor.x, dy = last.y - anchor.y
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance >= hysteresis else { return }
            // Shrink the translation toward zero by the hysteresis so the view does not jump.
            let scale = (distance - hysteresis) / distance
            anchor = Point(x: last.x - dx * scale, y: last.y - dy * scale)
            state = .began
        case .began, .changed:
            update(.changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    public override func touchEnded(_ touch: Touch) {
        guard touch === touches.first else { return }
        last = touch.location
        fingerDown = false
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    public override func touchCancelled(_ touch: Touch) {
        fingerDown = false
        super.touchCancelled(touch)
    }
}
