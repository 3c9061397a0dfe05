import Foundation

/// UIKit's `UIControl`: tracks a touch through `beginTracking` / `continueTracking` /
/// `endTracking` / `cancelTracking`, with the 70 pt slop, and dispatches target-action,
/// in the order UIKit uses. Subclasses override the four tracking methods as in UIKit.
///
/// Target-action takes closures, not selectors (there is no Objective-C runtime here):
/// `addTarget(self, action: MyControl.changed, for: .valueChanged)`, where
/// `MyControl.changed` is an unapplied method reference (`(MyControl) -> () -> Void`,
/// `(MyControl) -> (Sender) -> Void` or `(MyControl) -> (Sender, UIEvent?) -> Void`). The
/// target is not retained. `addAction(_:for:)` takes a `UIAction`.
open class UIControl: UIView {
    /// Off: new touches miss the control (hit-testing returns nil). A drag already being
    /// tracked carries on.
    open var isEnabled = true
    /// Whether the control is selected (drawn by subclasses; the runtime does not use it).
    open var isSelected = false
    /// Whether the control is highlighted: true while a tracked touch is inside.
    open var isHighlighted = false
    /// True between an accepted `beginTracking` and the end of the touch: false *during*
    /// `beginTracking`, true during `continueTracking` and `endTracking`.
    open internal(set) var isTracking = false
    /// Whether the last tracked location was inside the slop area.
    open internal(set) var isTouchInside = false

    /// The control's state flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    struct Entry {
        /// The target of a target-action entry (compared by identity), nil for a `UIAction`.
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: UIAction?
        var events: Event
        let call: (UIControl, UIEvent?) -> Void
    }
    var entries: [Entry] = []
    /// The touch this control tracks (its first touch).
    weak var trackingTouch: UITouch?

    /// UIKit's designated initialiser.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A zero-frame control.
    public convenience init() { self.init(frame: .zero) }

    /// A control decoded from an archive: nothing is read from `coder` (see
    /// `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Tracking (override these)

    /// Return true to track the touch. The default accepts.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Return false to stop tracking silently (no endTracking, no TouchUp, no TouchCancel).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The finger lifted; `isTracking` is still true and `isTouchInside` final.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled (a recognizer took the touch, or the control left its
    /// window: then `event` is nil). This base implementation ends tracking, unhighlights
    /// and sends TouchCancel; an override must call `super`.
    open func cancelTracking(with event: UIEvent?) {
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// Disabled controls return no hit, so new touches go to whatever is behind.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// How far outside the bounds a tracked touch still counts as inside (70 on phone,
    /// 25 on pad: the window's idiom, see `Headless.Screen`).
    var trackingSlop: CGFloat { window?.trackingSlop ?? 70 }

    /// The slop test: bounds grown by the slop, or `point(inside:with:)`.
    func isMostlyInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -trackingSlop, dy: -trackingSlop).rawContains(point) || self.point(inside: point, with: event)
    }

    // MARK: Target-action

    /// Calls `action` on `target` for `controlEvents` (the target is not retained).
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void,
                                           for controlEvents: Event) {
        add(target, controlEvents) { [weak target] _, _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Calls `action(sender)` on `target` for `controlEvents`.
    open func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target,
                                                             action: @escaping (Target) -> (Sender) -> Void,
                                                             for controlEvents: Event) {
        add(target, controlEvents) { [weak target] control, _ in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Calls `action(sender, event)` on `target` for `controlEvents`.
    open func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target,
                                                             action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
                                                             for controlEvents: Event) {
        add(target, controlEvents) { [weak target] control, event in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        }
    }

    private func add(_ target: AnyObject, _ events: Event, _ call: @escaping (UIControl, UIEvent?) -> Void) {
        entries.append(Entry(target: target, hasTarget: true, action: nil, events: events, call: call))
    }

    /// Removes every action of `target` (every target when nil) for `controlEvents`
    /// (selectors cannot name one action, so all of the target's go).
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        entries = entries.compactMap { entry in
            guard entry.hasTarget, target == nil || entry.target === target else { return entry }
            var left = entry
            left.events.subtract(controlEvents)
            return left.events.isEmpty ? nil : left
        }
    }

    /// Adds `action` for `controlEvents`. An action with the identifier of one already
    /// added replaces it (the events merge and the entry moves to the end).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        var events = controlEvents
        if let index = entries.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            events.formUnion(entries[index].events)
            entries.remove(at: index)
        }
        entries.append(Entry(target: nil, hasTarget: false, action: action, events: events) { control, _ in
            action.sender = control
            action.handler(action)
            action.sender = nil
        })
    }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        entries = entries.compactMap { entry in
            guard entry.action?.identifier == actionIdentifier else { return entry }
            var left = entry
            left.events.subtract(controlEvents)
            return left.events.isEmpty ? nil : left
        }
    }

    /// Calls, synchronously and in registration order, every entry whose events meet
    /// `controlEvents`, each at most once, over a snapshot of the list. No
    /// de-duplication: every call dispatches (and is logged), even a ValueChanged with an
    /// unchanged value.
    open func sendActions(for controlEvents: Event) {
        send(controlEvents, event: nil)
    }

    func send(_ events: Event, event: UIEvent?) {
        record(.sent(events))
        let snapshot = entries
        for entry in snapshot where !entry.events.isDisjoint(with: events) {
            if entry.hasTarget, entry.target == nil { continue }
            entry.call(self, event)
        }
    }

    func record(_ kind: Headless.LogEntry.Kind) {
        guard let window else { return }
        window.append(Headless.LogEntry(time: window.now, step: window.currentStep, source: debugName,
                                        sourceID: ObjectIdentifier(self), kind: kind))
    }

    // MARK: Touch delivery (UIControl's touchesBegan/Moved/Ended/Cancelled)

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = firstTouch(of: touches) else { return }
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
        send(.touchDown, event: event)
        if touch.tapCount >= 2 { send(.touchDownRepeat, event: event) }
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackingTouch, touches.contains(touch) else { return }
        let keepGoing = continueTracking(touch, with: event)
        record(.continueTracking(keepGoing))
        guard keepGoing else {
            // Silent end: highlighted stays as it was.
            isTracking = false
            trackingTouch = nil
            return
        }
        let inside = isMostlyInside(touch.location(in: self), with: event)
        if inside != isTouchInside {
            isTouchInside = inside
            send(inside ? .touchDragEnter : .touchDragExit, event: event)
        }
        isHighlighted = inside
        send(inside ? .touchDragInside : .touchDragOutside, event: event)
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackingTouch, touches.contains(touch) else { return }
        let inside = isMostlyInside(touch.location(in: self), with: event)
        if inside != isTouchInside {
            isTouchInside = inside
            send(inside ? .touchDragEnter : .touchDragExit, event: event)
        }
        endTracking(touch, with: event)
        record(.endTracking)
        isTracking = false
        trackingTouch = nil
        send(inside ? .touchUpInside : .touchUpOutside, event: event)
        isHighlighted = false
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackingTouch, touches.contains(touch) else { return }
        cancelTrackingAndLog(with: event)
    }

    func cancelTrackingAndLog(with event: UIEvent?) {
        record(.cancelTracking(hadEvent: event != nil))
        trackingTouch = nil
        cancelTracking(with: event)
    }

    /// The first of `touches` in this view (deterministic: the lowest finger number).
    private func firstTouch(of touches: Set<UITouch>) -> UITouch? {
        touches.min { $0.identifier < $1.identifier }
    }
}
