import HeadlessUIKit
import Testing

/// A control whose tracking methods can be told to refuse, stop, or skip `super`, and
/// that remembers what `isTracking` read inside each call.
final class ProbeControl: UIControl {
    var acceptsBegin = true
    /// `continueTracking` returns true this many times, then false.
    var continuesAllowed = Int.max
    var cancelCallsSuper = true
    var trackingDuringBegin: Bool?
    var trackingDuringContinue: Bool?
    var trackingDuringEnd: Bool?
    var insideDuringEnd: Bool?

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingDuringBegin = isTracking
        return acceptsBegin
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingDuringContinue = isTracking
        continuesAllowed -= 1
        return continuesAllowed >= 0
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        trackingDuringEnd = isTracking
        insideDuringEnd = isTouchInside
    }

    override func cancelTracking(with event: UIEvent?) {
        if cancelCallsSuper { super.cancelTracking(with: event) }
    }
}

/// A view with a frame and a name for logs.
func makeView(_ frame: CGRect, _ name: String = "") -> UIView {
    let view = UIView(frame: frame)
    if !name.isEmpty { view.accessibilityIdentifier = name }
    return view
}

/// A window of `width` x `height` at the origin.
func makeWindow(_ width: Double, _ height: Double) -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A 400 x 400 window holding a 100 x 100 probe control at (100, 100), frame-based.
func probeWindow() -> (UIWindow, ProbeControl) {
    let window = makeWindow(400, 400)
    let control = ProbeControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    control.accessibilityIdentifier = "probe"
    window.addSubview(control)
    return (window, control)
}

/// The log entries of `control` in `window`'s log, as kinds.
func kinds(_ control: UIControl, in window: UIWindow) -> [Headless.LogEntry.Kind] {
    Headless.EventLog(window).entries(of: control).map(\.kind)
}

/// Only the events `control` sent, from `window`'s log.
func sent(_ control: UIControl, in window: UIWindow) -> [UIControl.Event] {
    Headless.EventLog(window).events(of: control)
}

/// Sends the steps, turning a refusal into a test failure.
func send(_ window: UIWindow, _ steps: [Headless.TouchStep]) {
    do { try Headless.TouchDriver(window).send(steps) } catch { Issue.record("step refused: \(error)") }
}

/// Advances the clock, turning a refusal into a test failure.
func advance(_ window: UIWindow, _ amount: Double) {
    do { try Headless.Clock(window).advance(by: amount) } catch { Issue.record("clock refused: \(error)") }
}

/// The view a touch at (x, y) goes to.
func hit(_ window: UIWindow, _ x: Double, _ y: Double) -> UIView? {
    Headless.TouchDriver(window).hitView(at: CGPoint(x: x, y: y))
}

/// A target for gesture recognizers and controls: counts calls and runs a closure.
final class ActionSpy {
    var calls = 0
    var onGesture: (UIGestureRecognizer) -> Void = { _ in }

    init(_ onGesture: @escaping (UIGestureRecognizer) -> Void = { _ in }) {
        self.onGesture = onGesture
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        calls += 1
        onGesture(recognizer)
    }
}
