import Controls
import Layout

/// A control whose tracking methods can be told to refuse, stop, or skip `super`, and
/// that remembers what `isTracking` read inside each call.
final class ProbeControl: Control {
    var acceptsBegin = true
    /// `continueTracking` returns true this many times, then false.
    var continuesAllowed = Int.max
    var cancelCallsSuper = true
    var trackingDuringBegin: Bool?
    var trackingDuringContinue: Bool?
    var trackingDuringEnd: Bool?
    var insideDuringEnd: Bool?

    override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        trackingDuringBegin = isTracking
        return acceptsBegin
    }

    override func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        trackingDuringContinue = isTracking
        continuesAllowed -= 1
        return continuesAllowed >= 0
    }

    override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        trackingDuringEnd = isTracking
        insideDuringEnd = isTouchInside
    }

    override func cancelTracking(with event: TouchEvent?) {
        if cancelCallsSuper { super.cancelTracking(with: event) }
    }
}

/// A 400 x 400 window holding a 100 x 100 probe control at (100, 100), frame-based.
func probeWindow() -> (Window, ProbeControl) {
    let window = Window(size: Size(width: 400, height: 400))
    let control = ProbeControl(frame: Rect(x: 100, y: 100, width: 100, height: 100), name: "probe")
    window.addSubview(control)
    return (window, control)
}

/// The log entries of `control`, as kinds.
func kinds(_ control: Control) -> [LogEntry.Kind] { control.log.map(\.kind) }

/// Only the events `control` sent.
func sent(_ control: Control) -> [ControlEvents] { control.log.compactMap(\.events) }

/// Sends the steps, turning a refusal into a test failure message.
func send(_ window: Window, _ steps: [TouchStep]) {
    do { try window.send(steps) } catch { Issue.recordRefusal(error) }
}

func advance(_ window: Window, _ amount: Double) {
    do { try window.advance(by: amount) } catch { Issue.recordRefusal(error) }
}

import Testing
extension Issue {
    static func recordRefusal(_ error: TouchError) {
        Issue.record("step refused: \(error)")
    }
}
