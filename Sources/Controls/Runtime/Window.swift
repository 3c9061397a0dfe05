import Layout

/// `UIWindow` plus the run loop: the root of a view tree, owner of the virtual clock, the
/// animator and the runtime log. It validates touch steps, hit-tests `began`s, gives each
/// touch to the gesture recognizers of the hit view and its ancestors and then to the hit
/// view, runs completions as the clock passes them, and runs a layout pass after every
/// event (each step, each tick), like the end of a run-loop turn.
public final class Window: TouchView {
    /// The virtual clock, in seconds. Moves only through `advance(by:)`, `settle()` and
    /// touch steps' timestamps.
    public private(set) var now: Double = 0
    /// Every control event, tracking call and recognizer state change, in order.
    public private(set) var log: [LogEntry] = []
    /// Index of the step being dispatched (nil between steps).
    public private(set) var currentStep: Int?
    /// How many steps were accepted or refused so far (the next step's index).
    public private(set) var stepCount = 0
    let animator = Animator()

    private final class ActiveTouch {
        let touch: Touch
        var recognizers: [GestureRecognizer]
        /// Whether the hit view still gets this touch (false once a recognizer cancelled it,
        /// the view left the window, or the view already had a touch).
        var deliversToView: Bool
        weak var view: TouchView?
        init(touch: Touch, recognizers: [GestureRecognizer], deliversToView: Bool, view: TouchView?) {
            self.touch = touch
            self.recognizers = recognizers
            self.deliversToView = deliversToView
            self.view = view
        }
    }
    private var active: [Int: ActiveTouch] = [:]
    /// Fingers that lifted, to tell "ended twice" from "never began".
    private var lifted: Set<Int> = []

    /// A window of `size` at the origin, on a screen of `scale` (2 by default, as
    /// `UIScreen.main.scale` on a 2x device).
    public init(size: Size, name: String = "window", scale: ScreenScale = .default) {
        super.init(frame: Rect(origin: .zero, size: size), name: name)
        // The window always has a layout engine, so frame-based views get layout passes
        // (and `layoutSubviews`) too, as in UIKit.
        layoutEngine.screenScale = scale
    }

    /// The scale of the window's screen (`UIWindow.screen.scale`): laid-out frames in the
    /// window land on its pixel grid. Setting it schedules a layout pass.
    public var screenScale: ScreenScale {
        get { layoutEngine.screenScale }
        set { layoutEngine.screenScale = newValue }
    }

    func append(_ entry: LogEntry) { log.append(entry) }

    /// Clears the runtime log.
    public func clearLog() { log.removeAll() }

    /// The events sent by `control`, in order (a view on `log`).
    public func events(of control: Control) -> [ControlEvents] {
        log.filter { $0.sourceID == ObjectIdentifier(control) }.compactMap(\.events)
    }

    // MARK: Clock

    /// Moves the clock forward, running the completions it passes in time order (each
    /// followed by a layout pass), then a layout pass. `advance(by: 0)` is one tick.
    public func advance(by amount: Double) throws(TouchError) {
        guard amount.isFinite, amount >= 0 else { throw .invalidClockAdvance(amount: amount) }
        advanceClock(to: now + amount)
        layoutIfNeeded()
    }

    /// Runs the clock to the last pending completion (completions may start animations;
    /// at most 10,000 rounds, so a completion that always re-animates cannot hang).
    public func settle() {
        var rounds = 0
        while let due = animator.nextDue, rounds < 10_000 {
            rounds += 1
            advanceClock(to: max(due, now))
        }
        layoutIfNeeded()
    }

    /// Completions still waiting for the clock.
    public var pendingCompletions: Int { animator.pendingCompletions }

    private func advanceClock(to time: Double) {
        while let group = animator.popDue(upTo: time) {
            now = max(now, group.due)
            group.completion?(group.finished)
            layoutIfNeeded()
        }
        now = max(now, time)
    }

    // MARK: Animation

    /// `UIView.animate(withDuration:options:animations:completion:)`: the changes in
    /// `animations` (including frames written by a `layoutIfNeeded()` inside it) are model
    /// values at once; presentation values interpolate over `duration`. The completion
    /// runs when the clock passes the end, never inside this call; a block that changes
    /// nothing completes on the next tick with true.
    public override func animate(duration: Double, options: AnimationOptions = [], animations: () -> Void,
                                 completion: ((Bool) -> Void)? = nil) {
        animator.animate(in: self, duration: duration, options: options, animations: animations, completion: completion)
    }

    /// The frame on screen at `time` (now by default), in the superview's coordinates.
    public func presentationFrame(of view: View, at time: Double? = nil) -> Rect {
        animator.presentationFrame(of: view, at: time ?? now)
    }

    /// The alpha on screen at `time` (now by default).
    public func presentationAlpha(of view: TouchView, at time: Double? = nil) -> Double {
        animator.presentationAlpha(of: view, at: time ?? now)
    }

    /// Whether `view` has an animation running now.
    public func isAnimating(_ view: View) -> Bool { animator.isAnimating(view, at: now) }

    // MARK: Hit-testing

    /// The view a touch at `point` (window coordinates) would go to; nil for none.
    public func hitView(at point: Point) -> View? {
        guard bounds.contains(point) else { return nil }
        return TouchView.hitTestSubviews(of: self, point)
    }

    // MARK: Touch input

    /// The fingers currently down, in increasing order (for generators that must only
    /// move or lift a finger that is down).
    public var touchesDown: [Int] { active.keys.sorted() }

    /// Sends each step in order; stops at the first refused step and throws its error.
    public func send(_ steps: [TouchStep]) throws(TouchError) {
        for step in steps { try send(step) }
    }

    /// Validates and dispatches one step: the clock moves to its timestamp (running the
    /// completions it passes), the touch goes to recognizers and then to its view, and a
    /// layout pass runs. A refused step changes nothing.
    public func send(_ step: TouchStep) throws(TouchError) {
        let index = stepCount
        stepCount += 1
        try validate(step, index: index)
        advanceClock(to: step.timestamp)
        layoutIfNeeded()
        currentStep = index
        defer { currentStep = nil }
        let event = TouchEvent(timestamp: step.timestamp)
        switch step.phase {
        case .began: began(step, event: event)
        case .moved, .stationary: moved(step, event: event)
        case .ended, .cancelled: ended(step, event: event)
        }
        layoutIfNeeded()
    }

    private func validate(_ step: TouchStep, index: Int) throws(TouchError) {
        guard step.location.x.isFinite, step.location.y.isFinite else {
            throw .nonFiniteLocation(step: index, touch: step.touch)
        }
        guard step.timestamp.isFinite else { throw .nonFiniteTimestamp(step: index, touch: step.touch) }
        guard step.timestamp >= now else {
            throw .timestampWentBackwards(step: index, touch: step.touch, timestamp: step.timestamp, clock: now)
        }
        switch step.phase {
        case .began:
            guard active[step.touch] == nil else { throw .touchAlreadyDown(step: index, touch: step.touch) }
            guard step.tapCount >= 1 else {
                throw .invalidTapCount(step: index, touch: step.touch, tapCount: step.tapCount)
            }
        case .moved, .stationary, .ended, .cancelled:
            guard active[step.touch] != nil else {
                if lifted.contains(step.touch) {
                    throw .touchAlreadyEnded(step: index, touch: step.touch, phase: step.phase)
                }
                throw .touchNotDown(step: index, touch: step.touch, phase: step.phase)
            }
        }
    }

    private func began(_ step: TouchStep, event: TouchEvent) {
        lifted.remove(step.touch)
        let touch = Touch(step: step, window: self)
        let hit = hitView(at: step.location)
        touch.view = hit
        // Recognizers of the hit view and its ancestors, nearest first.
        var recognizers: [GestureRecognizer] = []
        var current: View? = hit
        while let view = current {
            if let touchView = view as? TouchView {
                recognizers += touchView.gestureRecognizers.filter { $0.isEnabled && $0.state == .possible }
            }
            current = view.superview
        }
        let target = hit as? TouchView
        // isMultipleTouchEnabled off: the view gets only its first touch.
        let busy = target.map { view in
            !view.isMultipleTouchEnabled && active.values.contains { $0.view === view && $0.deliversToView }
        } ?? true
        let record = ActiveTouch(touch: touch, recognizers: recognizers, deliversToView: !busy, view: target)
        active[step.touch] = record
        for recognizer in recognizers {
            recognizer.touches.append(touch)
            recognizer.touchBegan(touch)
        }
        resolveRecognizers(record, event: event)
        if record.deliversToView { target?.touchBegan(touch, with: event) }
    }

    private func moved(_ step: TouchStep, event: TouchEvent) {
        guard let record = active[step.touch] else { return }  // validated
        let touch = record.touch
        touch.advance(to: step)
        // Stationary touches are not delivered as moves.
        guard step.phase == .moved else { return }
        for recognizer in record.recognizers where recognizer.isActive { recognizer.touchMoved(touch) }
        resolveRecognizers(record, event: event)
        if record.deliversToView { record.view?.touchMoved(touch, with: event) }
    }

    private func ended(_ step: TouchStep, event: TouchEvent) {
        guard let record = active[step.touch] else { return }  // validated
        let touch = record.touch
        touch.advance(to: step)
        let cancelled = step.phase == .cancelled
        // delaysTouchesEnded: the view's end waits for undecided recognizers that delay it.
        let delayed = record.recognizers.contains { $0.delaysTouchesEnded && $0.state == .possible }
        if !delayed, record.deliversToView {
            record.deliversToView = false
            deliverEnd(record, cancelled: cancelled, event: event)
        }
        for recognizer in record.recognizers where recognizer.isActive {
            if cancelled { recognizer.touchCancelled(touch) } else { recognizer.touchEnded(touch) }
        }
        resolveRecognizers(record, event: event)
        if record.deliversToView {
            record.deliversToView = false
            deliverEnd(record, cancelled: cancelled, event: event)
        }
        active[step.touch] = nil
        lifted.insert(step.touch)
        // Recognizers with no finger left are ready for the next gesture.
        for recognizer in record.recognizers {
            recognizer.touches.removeAll { $0 === touch }
            if recognizer.touches.isEmpty {
                if recognizer.state == .possible { recognizer.state = .failed }
                recognizer.resetForNextGesture()
            }
        }
    }

    private func deliverEnd(_ record: ActiveTouch, cancelled: Bool, event: TouchEvent) {
        if cancelled {
            record.view?.touchCancelled(record.touch, with: event)
        } else {
            record.view?.touchEnded(record.touch, with: event)
        }
    }

    /// After recognizers saw a touch: one that began or recognized makes the others still
    /// possible fail (no simultaneous recognition by default) and, with
    /// `cancelsTouchesInView`, cancels the touch in the view.
    private func resolveRecognizers(_ record: ActiveTouch, event: TouchEvent) {
        let winners = record.recognizers.filter { $0.state == .began || $0.state == .changed || $0.state == .ended }
        guard !winners.isEmpty else { return }
        for recognizer in record.recognizers where recognizer.state == .possible && !winners.contains(where: { $0 === recognizer }) {
            recognizer.state = .failed
        }
        if record.deliversToView, winners.contains(where: { $0.cancelsTouchesInView }) {
            record.deliversToView = false
            record.view?.touchCancelled(record.touch, with: event)
        }
    }

    /// Called by `TouchView.removeFromSuperview` before the views leave the tree. What
    /// UIKit does to a view that leaves its window (`docs/controls.md`, "Leaving the
    /// window"): a control tracking a touch gets `cancelTracking(with: nil)` (TouchCancel,
    /// synchronously); the view gets no more of its touches; the gesture recognizers
    /// attached to the leaving views drop out of the gestures in progress (one that began
    /// is cancelled, one still possible fails) and are ready for a new gesture once back;
    /// and Core Animation removes the views' running animations, whose completions then
    /// run with `finished == false` at the next tick.
    func viewsWillLeave(_ views: [View]) {
        let leaving = Set(views.map(ObjectIdentifier.init))
        for view in views {
            if let control = view as? Control, control.isTracking, control.trackingTouch != nil {
                control.cancelTrackingAndLog(with: nil)
            }
        }
        for record in active.values {
            if record.deliversToView, let view = record.view, leaving.contains(ObjectIdentifier(view)) {
                record.deliversToView = false
            }
            let (gone, staying) = record.recognizers.partitioned { recognizer in
                recognizer.view.map { leaving.contains(ObjectIdentifier($0)) } ?? true
            }
            record.recognizers = staying
            for recognizer in gone {
                recognizer.touches.removeAll { $0 === record.touch }
                if recognizer.state == .began || recognizer.state == .changed {
                    recognizer.state = .cancelled
                } else if recognizer.state == .possible {
                    recognizer.state = .failed
                }
                if recognizer.touches.isEmpty { recognizer.resetForNextGesture() }
            }
        }
        animator.removeAnimations(of: leaving, at: now)
    }
}

extension Array {
    /// The elements for which `isFirst` holds, then the others, each in order.
    func partitioned(_ isFirst: (Element) -> Bool) -> (first: [Element], rest: [Element]) {
        var first: [Element] = [], rest: [Element] = []
        for element in self {
            if isFirst(element) { first.append(element) } else { rest.append(element) }
        }
        return (first, rest)
    }
}
