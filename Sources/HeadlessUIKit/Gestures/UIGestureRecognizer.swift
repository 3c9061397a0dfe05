import Foundation

/// UIKit's `UIGestureRecognizer`: sees every touch hit-tested to its view or a
/// descendant before the view does. When it begins or recognizes with
/// `cancelsTouchesInView`, the view's touch is cancelled; with `delaysTouchesEnded` the
/// view's `touchesEnded` waits until the recognizer has decided. Two recognizers never
/// recognize simultaneously. Subclasses override the four touch methods and set `state`.
///
/// Target-action takes closures, not selectors: `UIPanGestureRecognizer(target: self,
/// action: MyView.handlePan)`, where `MyView.handlePan` is an unapplied method reference
/// `(MyView) -> (UIPanGestureRecognizer) -> Void` (or `(MyView) -> () -> Void`). The
/// target is not retained. Actions run synchronously at each state change to began,
/// changed, ended (recognized) and cancelled (UIKit sends them on the next run-loop turn).
open class UIGestureRecognizer {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same as `.ended`).
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// A name for logs.
    open var name: String?
    /// Off: the recognizer takes no new touches.
    open var isEnabled = true
    /// When the gesture begins or is recognized, the view's touches are cancelled.
    open var cancelsTouchesInView = true
    /// The view's `touchesEnded` waits until the recognizer has failed.
    open var delaysTouchesEnded = true

    private struct Target {
        weak var object: AnyObject?
        let call: (AnyObject, UIGestureRecognizer) -> Void
    }
    private var targets: [Target] = []
    /// The touches this recognizer follows (the window fills this in).
    var touches: [UITouch] = []

    /// The state. Setting it logs the change and runs the actions.
    open var state: State = .possible {
        didSet {
            guard state != oldValue else { return }
            record()
            runActions()
        }
    }

    /// A recognizer with no target.
    public init() {}

    /// A recognizer calling `action(recognizer)` on `target`.
    public convenience init<T: AnyObject, R: UIGestureRecognizer>(target: T, action: @escaping (T) -> (R) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `action()` on `target`.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target: `action(recognizer)` runs on each reported state change.
    open func addTarget<T: AnyObject, R: UIGestureRecognizer>(_ target: T, action: @escaping (T) -> (R) -> Void) {
        targets.append(Target(object: target) { object, recognizer in
            guard let object = object as? T, let recognizer = recognizer as? R else { return }
            action(object)(recognizer)
        })
    }

    /// Adds a target: `action()` runs on each reported state change.
    open func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        targets.append(Target(object: target) { object, _ in
            guard let object = object as? T else { return }
            action(object)()
        })
    }

    /// Removes every action of `target` (every target when nil).
    open func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.object === target }
    }

    private func runActions() {
        switch state {
        case .began, .changed, .ended, .cancelled:
            let snapshot = targets
            for target in snapshot {
                guard let object = target.object else { continue }
                target.call(object, self)
            }
        case .possible, .failed:
            break
        }
    }

    /// Sets the state; a continuous gesture reporting `.changed` again still logs and runs
    /// its actions (UIKit calls the action on every move).
    func update(_ newState: State) {
        if newState == state, newState == .changed {
            record()
            runActions()
        } else {
            state = newState
        }
    }

    var debugName: String { name ?? "\(type(of: self))" }

    /// Whether the recognizer still takes part in the gesture.
    var isActive: Bool { state == .possible || state == .began || state == .changed }

    /// The number of touches the recognizer follows.
    open var numberOfTouches: Int { touches.count }

    /// The location of the gesture in `view`'s coordinates (the window's when nil): the
    /// first touch's location here.
    open func location(in view: UIView?) -> CGPoint {
        touches.first?.location(in: view) ?? .zero
    }

    /// The location of touch `touchIndex`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touches.indices.contains(touchIndex) ? touches[touchIndex].location(in: view) : .zero
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    /// Touches began.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default cancels a gesture in progress and fails a
    /// possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Called when the gesture is over, before the recognizer is used again.
    open func reset() {}

    func record() {
        guard let window = view?.window else { return }
        window.append(Headless.LogEntry(time: window.now, step: window.currentStep, source: debugName,
                                        sourceID: ObjectIdentifier(self), kind: .gesture(state)))
    }

    func resetForNextGesture() {
        touches.removeAll()
        reset()
        // Silent: a return to possible is not a state change anyone observes.
        let saved = targets
        targets = []
        state = .possible
        targets = saved
    }
}
