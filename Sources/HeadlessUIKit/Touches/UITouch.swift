import Foundation

/// UIKit's `UITouch`: one finger on the screen. Identity is the object; its location,
/// phase and timestamp change as the finger moves. Bound to the view hit at `began`
/// until it ends.
public final class UITouch: Hashable {
    /// `UITouch.Phase` (the five touch phases; the pointer phases are not modelled).
    public enum Phase: Int, Hashable, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The finger number of the step that made the touch.
    let identifier: Int
    /// The phase of the latest step.
    public internal(set) var phase: Phase
    /// Location in window coordinates.
    var locationInWindow: CGPoint
    /// The location before the latest step, window coordinates.
    var previousLocationInWindow: CGPoint
    /// The virtual-clock time of the latest step, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// Taps in a row at this place (2 on the second tap of a double tap).
    public let tapCount: Int
    /// The view hit at `began` (nil when the touch hit nothing).
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The recognizers receiving this touch. Held weakly: each recognizer holds its
    /// touches, so a finger still down when its window is dropped would otherwise keep
    /// the touch and its recognizers alive for good (a retain cycle).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerReferences.isEmpty ? nil : recognizerReferences.compactMap(\.recognizer) }
        set { recognizerReferences = (newValue ?? []).map(WeakRecognizer.init) }
    }
    private struct WeakRecognizer { weak var recognizer: UIGestureRecognizer? }
    private var recognizerReferences: [WeakRecognizer] = []

    init(identifier: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval, tapCount: Int, window: UIWindow) {
        self.identifier = identifier
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
    }

    /// Takes the place, time and phase of a later step of this finger.
    func advance(to location: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.timestamp = timestamp
        self.phase = phase
    }

    /// The location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The previous location in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `UIEvent` for touches: the touches down at one instant. Nil where UIKit
/// passes nil, e.g. `cancelTracking(with: nil)` when a control leaves its window.
public final class UIEvent {
    /// The virtual-clock time of the event, in seconds.
    public let timestamp: TimeInterval
    private let touches: [UITouch]

    init(timestamp: TimeInterval, touches: [UITouch]) {
        self.timestamp = timestamp
        self.touches = touches
    }

    /// Every touch of the event (fingers down, the one that changed included).
    public var allTouches: Set<UITouch>? { Set(touches) }

    /// The touches bound to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touches.filter { $0.view === view })
    }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touches.filter { $0.window === window })
    }

    /// The touches delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touches.filter { touch in gestureRecognizer.touches.contains { $0 === touch } })
    }
}
