import Controls
import Layout
import Testing

/// A tap-like recognizer that recognizes when the finger lifts (to observe
/// `delaysTouchesEnded`).
final class LiftRecognizer: GestureRecognizer {
    override func touchEnded(_ touch: Touch) {
        if state == .possible { state = .recognized }
    }
}

/// §1 "Gesture recognizers".
@Suite struct GestureTests {
    private func swipeWindow(_ direction: SwipeDirection = .right) -> (Window, ProbeControl, SwipeGestureRecognizer, () -> Int) {
        let (window, control) = probeWindow()
        control.frame = Rect(x: 0, y: 100, width: 400, height: 100)
        let swipe = SwipeGestureRecognizer(direction: direction)
        var actions = 0
        swipe.addTarget { _ in actions += 1 }
        control.addGestureRecognizer(swipe)
        return (window, control, swipe, { actions })
    }

    /// Rule: a swipe recognizes during a move once the movement along the direction
    /// reaches 50 pt (49 is not enough), and its action runs once per gesture.
    @Test func swipeRecognizesAt50Points() {
        let (window, _, swipe, actions) = swipeWindow()
        send(window, [.began(100, 150, at: 0), .moved(149, 150, at: 0.1)])
        #expect(swipe.state == .possible)
        send(window, [.moved(150, 150, at: 0.2)])
        #expect(swipe.state == .recognized)
        send(window, [.moved(250, 150, at: 0.3), .ended(250, 150, at: 0.35)])
        #expect(actions() == 1)
        #expect(swipe.state == .possible)  // reset for the next gesture
    }

    /// Rule: the swipe fails after 0.5 s, on movement against the direction, on
    /// perpendicular drift over 200 pt, and when the finger lifts first.
    @Test func swipeFailures() {
        let (window, control, _, actions) = swipeWindow()
        control.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        send(window, [.began(100, 150, at: 0), .moved(149, 150, at: 0.5), .moved(200, 150, at: 0.51),
                      .ended(200, 150, at: 0.6)])
        send(window, [.began(100, 150, at: 1), .moved(95, 150, at: 1.1), .moved(200, 150, at: 1.2),
                      .ended(200, 150, at: 1.3)])
        send(window, [.began(100, 10, at: 2), .moved(140, 215, at: 2.1), .moved(160, 215, at: 2.2),
                      .ended(160, 215, at: 2.3)])
        send(window, [.began(100, 150, at: 3), .ended(140, 150, at: 3.1)])
        #expect(actions() == 0)
        let failures = window.log.filter { $0.kind == .gesture(.failed) }.count
        #expect(failures == 4)
        // Within all limits it still recognizes: the failures above are the thresholds.
        send(window, [.began(100, 150, at: 4), .moved(150, 160, at: 4.4), .ended(150, 160, at: 4.45)])
        #expect(actions() == 1)
    }

    /// Rule: direction is a parameter; a left swipe recognizer ignores rightward moves.
    @Test func leftSwipe() {
        let (window, _, _, actions) = swipeWindow(.left)
        send(window, [.began(300, 150, at: 0), .moved(240, 150, at: 0.1), .ended(240, 150, at: 0.2)])
        send(window, [.began(100, 150, at: 1), .moved(160, 150, at: 1.1), .ended(160, 150, at: 1.2)])
        #expect(actions() == 1)
    }

    /// Rule: cancelsTouchesInView (default true): once the swipe recognizes, the control
    /// gets touchesCancelled: TouchCancel, no TouchUp.
    @Test func recognitionCancelsTheControlsTouch() {
        let (window, control, _, _) = swipeWindow()
        send(window, [.began(100, 150, at: 0), .moved(160, 150, at: 0.1), .ended(170, 150, at: 0.2)])
        #expect(sent(control) == [.touchDown, .touchCancel])
    }

    /// Rule: with cancelsTouchesInView false, the control's touch carries on to TouchUp.
    @Test func noCancelWhenCancelsTouchesInViewIsOff() {
        let (window, control, swipe, actions) = swipeWindow()
        swipe.cancelsTouchesInView = false
        send(window, [.began(100, 150, at: 0), .moved(160, 150, at: 0.1), .ended(170, 150, at: 0.2)])
        #expect(actions() == 1)
        #expect(sent(control) == [.touchDown, .touchDragInside, .touchUpInside])
    }

    /// Rule: delaysTouchesEnded (default true) holds the view's touchesEnded until the
    /// recognizers decide; a recognizer that recognizes on lift then cancels the touch.
    /// Off: the view gets its end (TouchUpInside) first.
    @Test func delaysTouchesEnded() {
        let (window, control) = probeWindow()
        let lift = LiftRecognizer()
        control.addGestureRecognizer(lift)
        send(window, [.began(150, 150, at: 0), .ended(150, 150, at: 0.1)])
        #expect(sent(control) == [.touchDown, .touchCancel])
        control.clearLog()
        lift.delaysTouchesEnded = false
        send(window, [.began(150, 150, at: 1), .ended(150, 150, at: 1.1)])
        #expect(sent(control) == [.touchDown, .touchUpInside])
    }

    /// Rule: recognizers see every touch (a second finger too), before the view.
    @Test func recognizersSeeTouchesFirst() {
        let (window, control) = probeWindow()
        var controlWasTrackingWhenSwipeSaw: Bool?
        final class Spy: GestureRecognizer {
            var onBegan: () -> Void = {}
            var began = 0
            override func touchBegan(_ touch: Touch) { began += 1; onBegan() }
        }
        let spy = Spy()
        spy.onBegan = { controlWasTrackingWhenSwipeSaw = control.isTracking }
        control.addGestureRecognizer(spy)
        send(window, [.began(150, 150, at: 0), .began(160, 160, at: 0.1, touch: 1)])
        #expect(controlWasTrackingWhenSwipeSaw == true)  // second finger: the control tracks the first
        #expect(spy.began == 2)
    }

    /// Rule: pan begins after 10 pt with those 10 pt removed from the translation; then
    /// changed per move with the total translation; ended when the finger lifts.
    @Test func panHysteresisAndTranslation() {
        let (window, control) = probeWindow()
        let pan = PanGestureRecognizer()
        var seen: [(GestureState, Double)] = []
        pan.addTarget { recognizer in
            seen.append((recognizer.state, pan.translation(in: control).y))
        }
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
    @Test func panFailsAndSetTranslation() {
        let (window, control) = probeWindow()
        let pan = PanGestureRecognizer()
        var states: [GestureState] = []
        var afterLift: Point?
        pan.addTarget { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .changed { pan.setTranslation(.zero, in: control) }
            if recognizer.state == .ended {
                pan.setTranslation(Point(x: 99, y: 99), in: control)
                afterLift = pan.translation(in: control)
            }
        }
        control.addGestureRecognizer(pan)
        send(window, [.began(150, 150, at: 0), .moved(155, 150, at: 0.1), .ended(155, 150, at: 0.2)])
        #expect(states.isEmpty)
        #expect(window.log.contains { $0.kind == .gesture(.failed) })
        send(window, [.began(150, 150, at: 1), .moved(150, 170, at: 1.1), .moved(150, 175, at: 1.2),
                      .ended(150, 175, at: 1.3)])
        #expect(states == [.began, .changed, .ended])
        #expect(afterLift == Point(x: 0, y: 0))
    }

    /// Rule: two recognizers on one view do not recognize simultaneously: once the pan
    /// begins, the swipe fails.
    @Test func noSimultaneousRecognition() {
        let (window, control, swipe, actions) = swipeWindow()
        let pan = PanGestureRecognizer()
        control.addGestureRecognizer(pan)
        var swipeStates: [GestureState] = []
        swipe.addTarget { swipeStates.append($0.state) }
        send(window, [.began(100, 150, at: 0), .moved(115, 150, at: 0.05), .moved(170, 150, at: 0.1)])
        #expect(pan.state == .changed)
        #expect(actions() == 0)
        #expect(window.log.contains { $0.source == swipe.debugName && $0.kind == .gesture(.failed) })
    }
}
