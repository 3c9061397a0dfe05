import HeadlessUIKit
import Testing

/// A tap-like recognizer that recognizes when the finger lifts (to observe
/// `delaysTouchesEnded`).
final class LiftRecognizer: UIGestureRecognizer {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .recognized }
    }
}

/// spec/controls.md §1 "Gesture recognizers".
@Suite struct GestureTests {
    private func swipeWindow(_ direction: UISwipeGestureRecognizer.Direction = .right)
        -> (UIWindow, ProbeControl, UISwipeGestureRecognizer, ActionSpy)
    {
        let (window, control) = probeWindow()
        control.frame = CGRect(x: 0, y: 100, width: 400, height: 100)
        let spy = ActionSpy()
        let swipe = UISwipeGestureRecognizer(target: spy, action: ActionSpy.handle)
        swipe.direction = direction
        control.addGestureRecognizer(swipe)
        return (window, control, swipe, spy)
    }

    /// Rule: a swipe recognizes during a move once the movement along the direction
    /// reaches 50 pt (49 is not enough), and its action runs once per gesture.
    /// Pins R-G2.
    @Test func swipeRecognizesAt50Points() {
        let (window, _, swipe, spy) = swipeWindow()
        send(window, [.began(100, 150, at: 0), .moved(149, 150, at: 0.1)])
        #expect(swipe.state == .possible)
        send(window, [.moved(150, 150, at: 0.2)])
        #expect(swipe.state == .recognized)
        send(window, [.moved(250, 150, at: 0.3), .ended(250, 150, at: 0.35)])
        #expect(spy.calls == 1)
        #expect(swipe.state == .possible)  // reset for the next gesture
    }

    /// Rule: the swipe fails after 0.5 s, on movement against the direction, on
    /// perpendicular drift over 200 pt, and when the finger lifts first.
    /// Pins R-G2.
    @Test func swipeFailures() {
        let (window, control, _, spy) = swipeWindow()
        control.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        send(window, [.began(100, 150, at: 0), .moved(149, 150, at: 0.5), .moved(200, 150, at: 0.51),
                      .ended(200, 150, at: 0.6)])
        send(window, [.began(100, 150, at: 1), .moved(95, 150, at: 1.1), .moved(200, 150, at: 1.2),
                      .ended(200, 150, at: 1.3)])
        send(window, [.began(100, 10, at: 2), .moved(140, 215, at: 2.1), .moved(160, 215, at: 2.2),
                      .ended(160, 215, at: 2.3)])
        send(window, [.began(100, 150, at: 3), .ended(140, 150, at: 3.1)])
        #expect(spy.calls == 0)
        let failures = Headless.EventLog(window).entries.filter { $0.kind == .gesture(.failed) }.count
        #expect(failures == 4)
        // Within all limits it still recognizes: the failures above are the thresholds.
        send(window, [.began(100, 150, at: 4), .moved(150, 160, at: 4.4), .ended(150, 160, at: 4.45)])
        #expect(spy.calls == 1)
    }

    /// Rule: direction is a parameter; a left swipe recognizer ignores rightward moves.
    /// Pins R-G2.
    @Test func leftSwipe() {
        let (window, _, _, spy) = swipeWindow(.left)
        send(window, [.began(300, 150, at: 0), .moved(240, 150, at: 0.1), .ended(240, 150, at: 0.2)])
        send(window, [.began(100, 150, at: 1), .moved(160, 150, at: 1.1), .ended(160, 150, at: 1.2)])
        #expect(spy.calls == 1)
    }

    /// Rule: the thresholds are parameters (`Headless.Tuning`).
    /// Pins R-G2.
    @Test func swipeThresholdsAreParameters() {
        let (window, _, swipe, spy) = swipeWindow()
        var thresholds = Headless.Tuning.thresholds(of: swipe)
        #expect(thresholds == Headless.SwipeThresholds())
        thresholds.minimumPrimaryMovement = 20
        Headless.Tuning.setThresholds(thresholds, of: swipe)
        send(window, [.began(100, 150, at: 0), .moved(121, 150, at: 0.1)])
        #expect(swipe.state == .recognized)
        send(window, [.ended(121, 150, at: 0.2)])
        #expect(spy.calls == 1)
    }

    /// Rule: cancelsTouchesInView (default true): once the swipe recognizes, the control
    /// gets touchesCancelled: TouchCancel, no TouchUp.
    /// Pins R-G1.
    @Test func recognitionCancelsTheControlsTouch() {
        let (window, control, _, _) = swipeWindow()
        send(window, [.began(100, 150, at: 0), .moved(160, 150, at: 0.1), .ended(170, 150, at: 0.2)])
        #expect(sent(control, in: window) == [.touchDown, .touchCancel])
    }

    /// Rule: with cancelsTouchesInView false, the control's touch carries on to TouchUp.
    /// Pins R-G1.
    @Test func noCancelWhenCancelsTouchesInViewIsOff() {
        let (window, control, swipe, spy) = swipeWindow()
        swipe.cancelsTouchesInView = false
        send(window, [.began(100, 150, at: 0), .moved(160, 150, at: 0.1), .ended(170, 150, at: 0.2)])
        #expect(spy.calls == 1)
        #expect(sent(control, in: window) == [.touchDown, .touchDragInside, .touchUpInside])
    }

    /// Rule: delaysTouchesEnded (default true) holds the view's touchesEnded until the
    /// recognizers decide; a recognizer that recognizes on lift then cancels the touch.
    /// Off: the view gets its end (TouchUpInside) first.
    /// Pins R-G1.
    @Test func delaysTouchesEnded() {
        let (window, control) = probeWindow()
        let lift = LiftRecognizer()
        control.addGestureRecognizer(lift)
        send(window, [.began(150, 150, at: 0), .ended(150, 150, at: 0.1)])
        #expect(sent(control, in: window) == [.touchDown, .touchCancel])
        Headless.EventLog(window).clear()
        lift.delaysTouchesEnded = false
        send(window, [.began(150, 150, at: 1), .ended(150, 150, at: 1.1)])
        #expect(sent(control, in: window) == [.touchDown, .touchUpInside])
    }

    /// Rule: recognizers see every touch (a second finger too), before the view.
    /// Pins R-G1, R-T4.
    @Test func recognizersSeeTouchesFirst() {
        let (window, control) = probeWindow()
        var controlWasTrackingWhenSpySaw: [Bool] = []
        final class Spy: UIGestureRecognizer {
            var onBegan: () -> Void = {}
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                began += 1
                onBegan()
            }
        }
        let spy = Spy()
        spy.onBegan = { controlWasTrackingWhenSpySaw.append(control.isTracking) }
        control.addGestureRecognizer(spy)
        send(window, [.began(150, 150, at: 0), .began(160, 160, at: 0.1, touch: 1)])
        // First finger: the recognizer sees it before the control tracks; second: the
        // control tracks the first.
        #expect(controlWasTrackingWhenSpySaw == [false, true])
        #expect(spy.began == 2)
    }

    /// Rule: pan begins after 10 pt with those 10 pt removed from the translation; then
    /// changed per move with the total translation; ended when the finger lifts.
    /// Pins R-G3.
    @Test func panHysteresisAndTranslation() {
        let (window, control) = probeWindow()
        var seen: [(UIGestureRecognizer.State, Double)] = []
        let spy = ActionSpy { recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer {
                seen.append((pan.state, Double(pan.translation(in: control).y)))
            }
        }
        let pan = UIPanGestureRecognizer(target: spy, action: ActionSpy.handle)
        control.addGestureRecognizer(pan)
        send(window, [.began(150, 120, at: 0), .moved(150, 129, at: 0.1)])
        #expect(pan.state == .possible)
        send(window, [.moved(150, 132, at: 0.2), .moved(150, 140, at: 0.3), .moved(150, 150, at: 0.4),
                      .ended(150, 150, at: 0.5)])
        #expect(seen.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(seen.map(\.1) == [2, 10, 20, 20])
    }

    /// Rule: a pan that never moved 10 pt fails; setTranslation rebases and does nothing
    /// after the lift.
    /// Pins R-G3.
    @Test func panFailsAndSetTranslation() {
        let (window, control) = probeWindow()
        var states: [UIGestureRecognizer.State] = []
        var afterLift: CGPoint?
        let spy = ActionSpy { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            states.append(pan.state)
            if pan.state == .changed { pan.setTranslation(.zero, in: control) }
            if pan.state == .ended {
                pan.setTranslation(CGPoint(x: 99, y: 99), in: control)
                afterLift = pan.translation(in: control)
            }
        }
        let pan = UIPanGestureRecognizer(target: spy, action: ActionSpy.handle)
        control.addGestureRecognizer(pan)
        send(window, [.began(150, 150, at: 0), .moved(155, 150, at: 0.1), .ended(155, 150, at: 0.2)])
        #expect(states.isEmpty)
        #expect(Headless.EventLog(window).entries.contains { $0.kind == .gesture(.failed) })
        send(window, [.began(150, 150, at: 1), .moved(150, 170, at: 1.1), .moved(150, 175, at: 1.2),
                      .ended(150, 175, at: 1.3)])
        #expect(states == [.began, .changed, .ended])
        #expect(afterLift == CGPoint(x: 0, y: 0))
    }

    /// Rule: the pan's hysteresis is a parameter (`Headless.Tuning`).
    /// Pins R-G3.
    @Test func panHysteresisIsAParameter() {
        let (window, control) = probeWindow()
        let pan = UIPanGestureRecognizer()
        control.addGestureRecognizer(pan)
        #expect(Headless.Tuning.hysteresis(of: pan) == 10)
        Headless.Tuning.setHysteresis(3, of: pan)
        send(window, [.began(150, 150, at: 0), .moved(150, 154, at: 0.1)])
        #expect(pan.state == .began)
        #expect(pan.translation(in: control) == CGPoint(x: 0, y: 1))
    }

    /// Rule: two recognizers on one view do not recognize simultaneously: once the pan
    /// begins, the swipe fails.
    /// Pins R-G4.
    @Test func noSimultaneousRecognition() {
        let (window, control, swipe, spy) = swipeWindow()
        swipe.name = "the swipe"
        let pan = UIPanGestureRecognizer()
        control.addGestureRecognizer(pan)
        send(window, [.began(100, 150, at: 0), .moved(115, 150, at: 0.05), .moved(170, 150, at: 0.1)])
        #expect(pan.state == .changed)
        #expect(spy.calls == 0)
        #expect(Headless.EventLog(window).entries.contains { $0.source == "the swipe" && $0.kind == .gesture(.failed) })
    }

    /// Rule: a tap recognizes at the lift, and fails once the finger moves over 10 pt.
    @Test func tapRecognizesAtTheLift() {
        let (window, control) = probeWindow()
        let spy = ActionSpy()
        let tap = UITapGestureRecognizer(target: spy, action: ActionSpy.handle)
        control.addGestureRecognizer(tap)
        send(window, [.began(150, 150, at: 0), .moved(155, 150, at: 0.05)])
        #expect(spy.calls == 0)
        send(window, [.ended(155, 150, at: 0.1)])
        #expect(spy.calls == 1)
        send(window, [.began(150, 150, at: 1), .moved(165, 150, at: 1.05), .ended(165, 150, at: 1.1)])
        #expect(spy.calls == 1)
    }
}
