import Foundation

/// The harness's own reading of the finger steps sent to one view carrying one pan
/// recognizer (the selector's highlight): when UIKit's rules begin the pan, what each
/// report's translation is, and how it ends. It sees only the script and which fingers
/// went down on the view, never the runtime's recognizer, so a control whose pan never
/// fires, or that ignores it, cannot agree with it by accident.
///
/// The rules (UIKit's `UIPanGestureRecognizer`, as `docs/uikit-compatibility.md` states
/// them, following the first finger as the runtime does): the
/// pan follows the first of its fingers; it begins once that finger has moved 10 pt (the
/// hysteresis) from where it went down, the 10 pt taken off the first translation, and
/// reports each further move; it ends when that finger lifts (it fails if it never
/// began), and a cancel of any of its fingers cancels it. New fingers join only a pan
/// that has not begun; once over, it waits for all its fingers to lift. When the view
/// leaves its window the pan drops out (a pan in progress is cancelled).
///
/// The translation is the one a handler sees that resets it after each report
/// (`setTranslation(.zero, in:)`, as the selector's spec says): the movement since the
/// previous report.
struct PanOracle {
    /// Movement from the down before the pan begins.
    static let hysteresis = 10.0

    enum Phase {
        /// Waiting to begin (or not following any finger).
        case possible
        /// Began: each move of the first finger is a report.
        case began
        /// Ended, cancelled or failed: waiting for its fingers to lift.
        case over
    }

    /// What a finger step made the pan report.
    enum Report: Equatable {
        /// The pan began or changed; the y movement since the previous report.
        case moved(dy: Double)
        /// The first finger lifted after the pan began.
        case ended
        /// A finger of a pan that began was cancelled, or the view left its window.
        case cancelled
    }

    private(set) var phase = Phase.possible
    /// The fingers it follows; the first is the pan's.
    private(set) var fingers: [Int] = []
    private var anchor = CGPoint.zero
    private var last = CGPoint.zero

    /// A finger went down on the view (hit-testing gave it the view or a subview).
    mutating func began(finger: Int, at point: CGPoint) {
        guard phase == .possible else { return }
        fingers.append(finger)
        if fingers.count == 1 {
            anchor = point
            last = point
        }
    }

    /// A finger moved (a stationary report is not a move).
    mutating func moved(finger: Int, to point: CGPoint) -> Report? {
        guard phase != .over, fingers.first == finger else { return nil }
        last = point
        if phase == .possible {
            let dx = Double(last.x - anchor.x), dy = Double(last.y - anchor.y)
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance >= Self.hysteresis else { return nil }
            let scale = (distance - Self.hysteresis) / distance
            anchor = CGPoint(x: Double(last.x) - dx * scale, y: Double(last.y) - dy * scale)
            phase = .began
        }
        let dy = Double(last.y - anchor.y)
        anchor = last
        return .moved(dy: dy)
    }

    /// A finger lifted (`cancelled`: the system cancelled it).
    mutating func ended(finger: Int, cancelled: Bool) -> Report? {
        guard fingers.contains(finger) else { return nil }
        var report: Report?
        if phase != .over, cancelled || fingers.first == finger {
            if phase == .began { report = cancelled ? .cancelled : .ended }
            phase = .over
        }
        fingers.removeAll { $0 == finger }
        if fingers.isEmpty { phase = .possible }
        return report
    }

    /// The view left its window: a pan in progress is cancelled, and the pan forgets its
    /// fingers (ready for a new gesture once the view is back).
    mutating func viewLeftWindow() -> Report? {
        let report: Report? = phase == .began ? .cancelled : nil
        fingers = []
        phase = .possible
        return report
    }
}
