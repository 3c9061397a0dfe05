import HeadlessUIKit
import Testing

/// spec/controls.md §1 "UIControl tracking" and target-action: call and event order.
@Suite struct RuntimeTrackingTests {
    /// Rule: began with beginTracking true: isTracking false during beginTracking, then
    /// TouchDown, highlighted, tracking.
    /// Pins R-C1.
    @Test func acceptedBeginSendsTouchDown() {
        let (window, control) = probeWindow()
        send(window, [.began(150, 150, at: 0)])
        #expect(kinds(control, in: window) == [.beginTracking(true), .sent(.touchDown)])
        #expect(control.trackingDuringBegin == false)
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
    }

    /// Rule: tapCount >= 2 sends TouchDownRepeat as a separate dispatch after TouchDown, so
    /// an action registered for both runs twice.
    /// Pins R-C1, R-T1.
    @Test func doubleTapSendsTouchDownRepeatSeparately() {
        let (window, control) = probeWindow()
        var calls = 0
        control.addAction(UIAction { _ in calls += 1 }, for: [.touchDown, .touchDownRepeat])
        send(window, [.began(150, 150, at: 0, tapCount: 2)])
        #expect(sent(control, in: window) == [.touchDown, .touchDownRepeat])
        #expect(calls == 2)
    }

    /// Rule: beginTracking false: no events, the began is swallowed, later moves and the
    /// end produce nothing.
    /// Pins R-C1.
    @Test func refusedBeginSendsNothing() {
        let (window, control) = probeWindow()
        control.acceptsBegin = false
        send(window, [.began(150, 150, at: 0), .moved(160, 150, at: 0.1), .ended(160, 150, at: 0.2)])
        #expect(kinds(control, in: window) == [.beginTracking(false)])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    /// Rule: continueTracking false ends tracking silently: no endTracking, no TouchUp, no
    /// TouchCancel; highlighted is left as it was.
    /// Pins R-C2.
    @Test func continueFalseEndsTrackingSilently() {
        let (window, control) = probeWindow()
        control.continuesAllowed = 1
        send(window, [.began(150, 150, at: 0), .moved(155, 150, at: 0.1), .moved(160, 150, at: 0.2),
                      .ended(160, 150, at: 0.3)])
        #expect(kinds(control, in: window) == [.beginTracking(true), .sent(.touchDown), .continueTracking(true),
                                              .sent(.touchDragInside), .continueTracking(false)])
        #expect(!control.isTracking)
        #expect(control.isHighlighted)
        #expect(control.trackingDuringContinue == true)
    }

    /// Rule: the 70 pt slop. A move 69 pt outside is still inside; 71 pt outside sends
    /// DragExit then DragOutside; coming back sends DragEnter then DragInside.
    /// Pins R-C2.
    @Test func slopOf70Points() {
        let (window, control) = probeWindow()
        // The control spans x 100...200; 269 is 69 pt right of it, 271 is 71 pt.
        send(window, [.began(150, 150, at: 0), .moved(269, 150, at: 0.1), .moved(271, 150, at: 0.2),
                      .moved(180, 150, at: 0.3)])
        #expect(sent(control, in: window) == [.touchDown, .touchDragInside, .touchDragExit, .touchDragOutside,
                                             .touchDragEnter, .touchDragInside])
    }

    /// Rule: ended: final DragEnter/Exit if inside changed, then endTracking (isTracking
    /// still true, isTouchInside final), then isTracking false, then TouchUpInside/Outside.
    /// Pins R-C3.
    @Test func endOrderAndTouchUpOutside() {
        let (window, control) = probeWindow()
        var trackingInAction: Bool?
        control.addAction(UIAction { action in trackingInAction = (action.sender as? UIControl)?.isTracking },
                          for: .touchUpOutside)
        send(window, [.began(150, 150, at: 0), .ended(300, 150, at: 0.1)])
        #expect(kinds(control, in: window) == [.beginTracking(true), .sent(.touchDown), .sent(.touchDragExit),
                                              .endTracking, .sent(.touchUpOutside)])
        #expect(control.trackingDuringEnd == true)
        #expect(control.insideDuringEnd == false)
        #expect(trackingInAction == false)
        #expect(!control.isHighlighted)
    }

    /// Rule: a release inside the slop (60 pt beyond the edge) is TouchUpInside.
    /// Pins R-C3.
    @Test func releaseInsideSlopIsTouchUpInside() {
        let (window, control) = probeWindow()
        send(window, [.began(150, 150, at: 0), .ended(260, 150, at: 0.1)])
        #expect(sent(control, in: window) == [.touchDown, .touchUpInside])
    }

    /// Rule: the slop depends on the idiom: 25 pt on pad.
    /// Pins R-C2.
    @Test func padSlopOf25Points() {
        let (window, control) = probeWindow()
        Headless.Screen(window).idiom = .pad
        send(window, [.began(150, 150, at: 0), .ended(230, 150, at: 0.1)])
        #expect(sent(control, in: window) == [.touchDown, .touchDragExit, .touchUpOutside])
    }

    /// Rule: cancelled: cancelTracking; the base implementation sends TouchCancel and ends
    /// tracking.
    /// Pins R-C4.
    @Test func cancelledTouchSendsTouchCancel() {
        let (window, control) = probeWindow()
        send(window, [.began(150, 150, at: 0), .cancelled(150, 150, at: 0.1)])
        #expect(kinds(control, in: window) == [.beginTracking(true), .sent(.touchDown), .cancelTracking(hadEvent: true),
                                              .sent(.touchCancel)])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    /// Rule: a cancelTracking override that does not call super sends no TouchCancel and
    /// leaves isTracking true.
    /// Pins R-C4.
    @Test func cancelWithoutSuperLeavesTracking() {
        let (window, control) = probeWindow()
        control.cancelCallsSuper = false
        send(window, [.began(150, 150, at: 0), .cancelled(150, 150, at: 0.1)])
        #expect(sent(control, in: window) == [.touchDown])
        #expect(control.isTracking)
    }

    /// Rule: removeFromSuperview while tracking cancels synchronously with a nil event
    /// (TouchCancel inside the call); the rest of the touch reaches nothing.
    /// Pins R-V3.
    @Test func removalMidDragCancelsWithNilEvent() {
        let (window, control) = probeWindow()
        var cancelsDuringRemoval = 0
        control.addAction(UIAction { _ in cancelsDuringRemoval += 1 }, for: .touchCancel)
        send(window, [.began(150, 150, at: 0), .moved(160, 150, at: 0.1)])
        control.removeFromSuperview()
        #expect(cancelsDuringRemoval == 1)
        #expect(kinds(control, in: window).suffix(2) == [.cancelTracking(hadEvent: false), .sent(.touchCancel)])
        let count = kinds(control, in: window).count
        send(window, [.moved(170, 150, at: 0.2), .ended(170, 150, at: 0.3)])
        #expect(kinds(control, in: window).count == count)
        #expect(!control.isTracking)
    }

    /// Rule: isEnabled = false mid-drag does not cancel the drag, but new touches miss the
    /// control and go to what is behind it.
    /// Pins R-C5.
    @Test func disablingMidDragKeepsTheDrag() {
        let (window, control) = probeWindow()
        send(window, [.began(150, 150, at: 0)])
        control.isEnabled = false
        send(window, [.moved(160, 150, at: 0.1), .ended(160, 150, at: 0.2)])
        #expect(sent(control, in: window) == [.touchDown, .touchDragInside, .touchUpInside])
        #expect(hit(window, 150, 150) == nil)
        send(window, [.began(150, 150, at: 0.3, touch: 1), .ended(150, 150, at: 0.4, touch: 1)])
        #expect(sent(control, in: window).count == 3)
    }

    /// Rule: isMultipleTouchEnabled false: a second finger on a tracking control is ignored
    /// by the control.
    /// Pins R-T4.
    @Test func secondFingerIsIgnored() {
        let (window, control) = probeWindow()
        send(window, [.began(150, 150, at: 0), .began(160, 160, at: 0.1, touch: 1), .ended(160, 160, at: 0.2, touch: 1)])
        #expect(sent(control, in: window) == [.touchDown])
        #expect(control.isTracking)
    }

    /// Rule: sendActions is synchronous, in registration order, each entry at most once
    /// per call, over a snapshot of the list, with no de-duplication of ValueChanged.
    /// Pins R-C6.
    @Test func sendActionsOrderOnceSnapshotNoDedupe() {
        let (window, control) = probeWindow()
        var calls: [String] = []
        control.addAction(UIAction { _ in calls.append("a") }, for: [.valueChanged, .touchDown])
        control.addAction(UIAction { action in
            calls.append("b")
            (action.sender as? UIControl)?.addAction(UIAction { _ in calls.append("late") }, for: .valueChanged)
        }, for: .valueChanged)
        control.sendActions(for: [.valueChanged, .touchDown])
        #expect(calls == ["a", "b"])
        calls.removeAll()
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls.filter { $0 == "a" }.count == 2)
        #expect(sent(control, in: window).filter { $0 == .valueChanged }.count == 2)
    }

    /// Rule: adding an action with the identifier of one already added replaces it: the
    /// events merge into one entry, now at the end (the order changes).
    @Test func reRegistrationMovesToTheEnd() {
        let control = UIControl()
        var calls: [String] = []
        control.addAction(UIAction(identifier: UIAction.Identifier("x")) { _ in calls.append("x") }, for: .touchDown)
        control.addAction(UIAction { _ in calls.append("y") }, for: .touchDown)
        control.addAction(UIAction(identifier: UIAction.Identifier("x")) { _ in calls.append("x2") }, for: .valueChanged)
        control.sendActions(for: .touchDown)
        #expect(calls == ["y", "x2"])
        calls.removeAll()
        control.removeAction(identifiedBy: UIAction.Identifier("x"), for: .touchDown)
        control.sendActions(for: [.touchDown, .valueChanged])
        #expect(calls == ["y", "x2"])
    }

    /// Target-action with method references: the target is called with the sender, and
    /// is not retained.
    @Test func targetActionWithMethodReferences() {
        final class Owner {
            var changes: [Bool] = []
            var plain = 0
            func changed(_ sender: UIControl) { changes.append(sender.isSelected) }
            func tapped() { plain += 1 }
        }
        let control = UIControl()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        if let owner {
            control.addTarget(owner, action: Owner.changed, for: .valueChanged)
            control.addTarget(owner, action: Owner.tapped, for: .valueChanged)
        }
        control.isSelected = true
        control.sendActions(for: .valueChanged)
        #expect(owner?.changes == [true])
        #expect(owner?.plain == 1)
        owner = nil
        #expect(weakOwner == nil)
        control.sendActions(for: .valueChanged)
    }
}
