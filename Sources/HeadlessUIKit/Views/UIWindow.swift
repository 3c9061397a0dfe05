import Foundation
import Layout

/// UIKit's `UIWindow`: the root of a view tree, and here also its run loop. It owns the
/// virtual clock, the animator and the runtime log (reached through `Headless.Clock`,
/// `Headless.TouchDriver` and `Headless.EventLog`, not through UIKit names), hit-tests
/// each new touch, gives it to the gesture recognizers of the hit view and its ancestors
/// and then to the hit view, runs completions as the clock passes them, and runs a
/// layout pass after every event (each touch step, each clock tick).
open class UIWindow: UIView {
    /// The virtual clock, in seconds.
    var now: Double = 0
    /// Every control event, tracking call and recognizer state change, in order.
    var log: [Headless.LogEntry] = []
    /// Index of the step being dispatched (nil between steps).
    var currentStep: Int?
    /// How many steps were accepted or refused so far (the next step's index).
    var stepCount = 0
    /// Replaced by a fresh one when a `Headless.WindowSnapshot` restores the window.
    var animator = Animator()
    /// Views to display at the end of the next layout pass (`setNeedsDisplay`, new in the window).
    var displayQueue: [UIView] = []
    /// The slop of the window's idiom: 70 on phone, 25 on pad.
    var trackingSlop: CGFloat = 70

    final class ActiveTouch {
        let touch: UITouch
        var recognizers: [UIGestureRecognizer]
        /// Whether the hit view still gets this touch (false once a recognizer cancelled it,
        /// the view left the window, or the view already had a touch).
        var deliversToView: Bool
        weak var view: UIView?
        init(touch: UITouch, recognizers: [UIGestureRecognizer], deliversToView: Bool, view: UIView?) {
            self.touch = touch
            self.recognizers = recognizers
            self.deliversToView = deliversToView
            self.view = view
        }
    }
    var active: [Int: ActiveTouch] = [:]
    /// Fingers that lifted, to tell "ended twice" from "never began".
    var lifted: Set<Int> = []

    /// A window with `frame`. The window always has a layout engine, so frame-based views
    /// get layout passes (and `layoutSubviews`) too, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = node.layoutEngine
    }

    /// There are no archives here: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Runs the pending layout pass, then displays the views that need it (`draw(_:)`):
    /// the end of a run-loop turn.
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        if !displayQueue.isEmpty { displayQueued() }
    }

    /// The screen the window is shown on (its scale is the window's pixel grid).
    open var screen: UIScreen { UIScreen(scale: CGFloat(node.layoutEngine.screenScale.value)) }

    /// The window is already visible and the only one: does nothing.
    open func makeKeyAndVisible() {}

    func append(_ entry: Headless.LogEntry) { log.append(entry) }

    /// The view a touch at `point` (window coordinates) goes to; nil for none (a touch on
    /// the window's own background hits nothing).
    func hitView(at point: CGPoint, event: UIEvent?) -> UIView? {
        guard bounds.rawContains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.origin.x, y: point.y - subview.frame.origin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return nil
    }

    /// A copy of `view`'s layer with the values on screen at `time`.
    func presentationLayer(of view: UIView, at time: Double) -> CALayer {
        let copy = view.layer is CATextLayer ? CATextLayer(layer: view.layer) : CALayer(layer: view.layer)
        copy.frame = animator.presentationFrame(of: view, at: time)
        copy.opacity = Float(animator.presentationAlpha(of: view, at: time))
        copy.backgroundColor = animator.presentationColor(of: view, at: time)?.cgColor
        return copy
    }
}

/// UIKit's `UIScreen`, for its scale.
public final class UIScreen: Sendable {
    /// Pixels per point.
    public let scale: CGFloat

    init(scale: CGFloat) { self.scale = scale }

    /// The main screen: scale 2 (a window's own screen follows `Headless.Screen`).
    public static let main = UIScreen(scale: 2)
}
