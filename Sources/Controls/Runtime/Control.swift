import Layout

/// `UIControl`: tracking a touch through `beginTracking` / `continueTracking` /
/// `endTracking` / `cancelTracking`, the 70 pt slop, and target-action dispatch, in the
/// order UIKit uses (`research/uikit.md` §1, §5). Subclasses override the four tracking
/// methods exactly as in UIKit.
open class Control: TouchView {
    /// Off: new touches miss the control (hit-testing returns nil). A drag already being
    /// tracked carries on.
    public var isEnabled = true
    /// True between an accepted `beginTracking` and the end of the touch. False *during*
    /// `beginTracking`, true during `continueTracking` and `endTracking`.
    public internal(set) var isTracking = false
    /// Whether the last tracked location was inside the slop area.
    public internal(set) var isTouchInside = false
    public var isHighlighted = false
    public var isSelected = false
    /// How far outside the bounds a tracked touch still counts as inside: 70 on phone,
    /// 25 on pad.
    public var trackingSlop: Double = 70

    /// Every event sent and every tracking call, in order (also copied to the window's log).
    public private(set) var log: [LogEntry] = []

    private struct Action {
        let identifier: String?
        let events: ControlEvents
        let handler: (Control, ControlEvents) -> Void
    }
    private var actions: [Action] = []
    /// The touch this control tracks (its first touch).
    weak var trackingTouch: Touch?

    public override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
    }

    // MARK: Tracking (override these)

    /// Return true to track the touch. The default accepts.
    open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// Return false to stop tracking silently (no endTracking, no TouchUp, no TouchCancel).
    open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// The finger lifted; `isTracking` is still true and `isTouchInside` final.
    open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}
    /// Tracking was cancelled (a recognizer took the touch, or the control left its
    /// window: then `event` is nil). This base implementation ends tracking, unhighlights
    /// and sends TouchCancel; an override must call `super`.
    open func cancelTracking(with event: TouchEvent?) {
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// Disabled controls return no hit, so new touches go to whatever is behind.
    open override func hitTest(_ point: Point) -> View? {
        guard isEnabled else { return nil }
        return super.hitTest(point)
    }

    /// The slop test: bounds grown by `trackingSlop`, or `point(inside:)`.
    public func isMostlyInside(_ point: Point) -> Bool {
        bounds.insetBy(dx: -trackingSlop, dy: -trackingSlop).contains(point) || self.point(inside: point)
    }

    // MARK: Target-action

    /// Registers `handler` for `events`. Registering again under the same `identifier`
    /// (the model of the same target and action) merges the events into a new entry at
    /// the end, as UIKit does.
    public func addAction(for events: ControlEvents, identifier: String? = nil,
                          _ handler: @escaping (Control, ControlEvents) -> Void) {
        var merged = events
        if let identifier, let index = actions.firstIndex(where: { $0.identifier == identifier }) {
            merged.formUnion(actions[index].events)
            actions.remove(at: index)
        }
        actions.append(Action(identifier: identifier, events: merged, handler: handler))
    }

    /// Removes the actions registered under `identifier` for `events`.
    public func removeActions(identifier: String, for events: ControlEvents) {
        actions = actions.compactMap { action in
            guard action.identifier == identifier else { return action }
            let left = action.events.subtracting(events)
            return left.isEmpty ? nil : Action(identifier: identifier, events: left, handler: action.handler)
        }
    }

    /// Calls, synchronously and in registration order, every action whose events meet
    /// `events`, each at most once, over a snapshot of the list. No de-duplication: every
    /// call dispatches (and is logged), even a ValueChanged with an unchanged value.
    public func sendActions(for events: ControlEvents) {
        record(.sent(events))
        let snapshot = actions
        for action in snapshot where !action.events.isDisjoint(with: events) {
            action.handler(self, events)
        }
    }

    func record(_ kind: LogEntry.Kind) {
        let entry = LogEntry(time: window?.now ?? 0, step: window?.currentStep, source: debugName,
                             sourceID: ObjectIdentifier(self), kind: kind)
        log.append(entry)
        window?.append(entry)
    }

    /// Clears this control's log (not the window's).
    public func clearLog() { log.removeAll() }

    // MARK: Touch delivery (UIKit's touchesBegan/Moved/Ended/Cancelled of UIControl)

    open override func touchBegan(_ touch: Touch, with event: TouchEvent?) {
        guard isEnabled, isUserInteractionEnabled, trackingTouch == nil || !isTracking else { return }
        isTracking = false
        let accepted = beginTracking(touch, with: event)
        record(.beginTracking(accepted))
        isTracking = accepted
        // Rejected: no events and the began is swallowed.
        guard accepted else { return }
        trackingTouch = touch
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount >= 2 { sendActions(for: .touchDownRepeat) }
    }

    open override func touchMoved(_ touch: Touch, with event: TouchEvent?) {
        guard isTracking, trackingTouch === touch else { return }
        let keepGoing = continueTracking(touch, with: event)
        record(.continueTracking(keepGoing))
        guard keepGoing else {
            // Silent end: highlighted stays as it was.
            isTracking = false
            trackingTouch = nil
            return
        }
        let inside = isMostlyInside(touch.location(in: self))
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchEnded(_ touch: Touch, with event: TouchEvent?) {
        guard isTracking, trackingTouch === touch else { return }
        let inside = isMostlyInside(touch.location(in: self))
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        endTracking(touch, with: event)
        record(.endTracking)
        isTracking = false
        trackingTouch = nil
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        isHighlighted = false
    }

    open override func touchCancelled(_ touch: Touch, with event: TouchEvent?) {
        guard isTracking, trackingTouch === touch else { return }
        cancelTrackingAndLog(with: event)
    }

    func cancelTrackingAndLog(with event: TouchEvent?) {
        record(.cancelTracking(hadEvent: event != nil))
        trackingTouch = nil
        cancelTracking(with: event)
    }
}
