import HeadlessUIKit
import SnapKit
import Testing

/// spec/controls.md §1 "Touches and hit-testing" and "Views".
@Suite struct HitTestingTests {
    private func stack() -> (UIWindow, UIView, UIView) {
        let window = makeWindow(300, 300)
        let back = makeView(CGRect(x: 0, y: 0, width: 200, height: 200), "back")
        let front = makeView(CGRect(x: 50, y: 50, width: 100, height: 100), "front")
        window.addSubview(back)
        window.addSubview(front)
        return (window, back, front)
    }

    /// Rule: front to back; the frontmost view containing the point wins.
    /// Pins R-T3.
    @Test func frontToBack() {
        let (window, back, front) = stack()
        #expect(hit(window, 60, 60) === front)
        #expect(hit(window, 10, 10) === back)
        #expect(hit(window, 250, 250) == nil)
    }

    /// Rule: hidden, alpha < 0.01 and user interaction off are skipped (alpha 0.01 is not).
    /// Pins R-T3.
    @Test func skippedViews() {
        let (window, back, front) = stack()
        front.isHidden = true
        #expect(hit(window, 60, 60) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(hit(window, 60, 60) === back)
        front.alpha = 0.01
        #expect(hit(window, 60, 60) === front)
        front.isUserInteractionEnabled = false
        #expect(hit(window, 60, 60) === back)
    }

    /// Rule: a point outside a view's bounds never hits its subviews, whatever
    /// clipsToBounds says.
    /// Pins R-T3.
    @Test func outsideBoundsNeverHitsSubviews() {
        let (window, back, front) = stack()
        let child = makeView(CGRect(x: 90, y: 0, width: 50, height: 20), "child")
        front.addSubview(child)
        front.clipsToBounds = false
        // (170, 55) is inside child's frame (x 140...190 in window) but outside front.
        #expect(hit(window, 170, 55) === back)
        #expect(hit(window, 145, 55) === child)
    }

    /// Rule: a disabled control returns no hit (nor do its subviews).
    /// Pins R-T3, R-C1.
    @Test func disabledControlIsTransparent() {
        let (window, back, _) = stack()
        let control = UIControl(frame: CGRect(x: 0, y: 150, width: 100, height: 50))
        window.addSubview(control)
        #expect(hit(window, 10, 160) === control)
        control.isEnabled = false
        #expect(hit(window, 10, 160) === back)
    }

    /// Rule: hit-testing reads model values: right after `animate` sets alpha 0 the view is
    /// not hit, although it is still visible.
    /// Pins R-T3.
    @Test func hitTestingReadsModelValues() {
        let (window, back, front) = stack()
        UIView.animate(withDuration: 1, animations: { front.alpha = 0 })
        #expect(front.layer.presentation()?.opacity == 1)
        #expect(hit(window, 60, 60) === back)
    }

    /// Rule: views being animated (and their subviews) get no new touches unless the
    /// animation allows user interaction; their ancestors still do.
    /// Pins R-T3, R-A3.
    @Test func animatingViewsAreSkipped() {
        let (window, back, front) = stack()
        let child = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "child")
        front.addSubview(child)
        UIView.animate(withDuration: 0.5, animations: { front.frame = CGRect(x: 60, y: 50, width: 100, height: 100) })
        #expect(hit(window, 100, 100) === back)
        #expect(hit(window, 62, 52) === back)
        let sibling = makeView(CGRect(x: 0, y: 210, width: 50, height: 50), "sibling")
        window.addSubview(sibling)
        let inner = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "inner")
        sibling.addSubview(inner)
        UIView.animate(withDuration: 0.5, animations: { inner.frame = CGRect(x: 5, y: 0, width: 10, height: 10) })
        #expect(hit(window, 40, 240) === sibling)
        advance(window, 0.5)
        #expect(hit(window, 100, 100) === front)
        UIView.animate(withDuration: 0.5, delay: 0, options: .allowUserInteraction,
                       animations: { front.frame = CGRect(x: 50, y: 50, width: 100, height: 100) })
        #expect(hit(window, 100, 100) === front)
    }

    /// Rule: convert(_:to:) / convert(_:from:) between any two views of one window.
    /// Pins R-V2.
    @Test func conversionBetweenViews() {
        let (window, back, front) = stack()
        let child = UIView(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
        front.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: back) == CGPoint(x: 56, y: 58))
        #expect(back.convert(CGPoint(x: 56, y: 58), to: child) == CGPoint(x: 1, y: 1))
        #expect(child.convert(CGPoint(x: 56, y: 58), from: back) == CGPoint(x: 1, y: 1))
        #expect(child.convert(CGRect(x: 1, y: 1, width: 2, height: 2), to: nil) == CGRect(x: 56, y: 58, width: 2, height: 2))
        #expect(child.window === window)
    }

    /// Rule: the touch stays bound to its hit view until it ends, even when the finger
    /// leaves the view.
    /// Pins R-T4.
    @Test func touchStaysBoundToItsView() {
        let (window, control) = probeWindow()
        let other = ProbeControl(frame: CGRect(x: 250, y: 100, width: 100, height: 100))
        window.addSubview(other)
        send(window, [.began(150, 150, at: 0), .moved(300, 150, at: 0.1), .ended(300, 150, at: 0.2)])
        // 300 is 100 pt right of the control: outside the slop, and over `other`.
        #expect(sent(control, in: window) == [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside])
        #expect(kinds(other, in: window).isEmpty)
    }

    /// Rule: the window runs a layout pass after every event, so a constraint change made
    /// in an action reaches the frames at the end of that event, not at once.
    /// Pins R-V5.
    @Test func layoutPassAfterEveryEvent() {
        let window = makeWindow(300, 300)
        let control = UIControl()
        window.addSubview(control)
        var left: SnapKit.Constraint?
        control.snp.makeConstraints { make in
            left = make.left.equalTo(10).constraint
            make.top.equalTo(10)
            make.size.equalTo(CGSize(width: 100, height: 100))
        }
        window.layoutIfNeeded()
        var frameInAction: CGRect?
        control.addAction(UIAction { _ in
            left?.update(offset: 50)
            frameInAction = control.frame
        }, for: .touchDown)
        send(window, [.began(20, 20, at: 0)])
        #expect(frameInAction?.minX == 10)
        #expect(control.frame.minX == 50)
    }

    /// Rule: a touch's location is in any view's coordinates, the previous location too,
    /// and the event carries every finger down.
    /// Pins R-T1.
    @Test func touchAndEventAccessors() {
        final class Recorder: UIView {
            var locations: [CGPoint] = []
            var previous: [CGPoint] = []
            var allTouches: [Int] = []
            var phases: [UITouch.Phase] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
            private func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
                guard let touch = touches.first else { return }
                locations.append(touch.location(in: self))
                previous.append(touch.previousLocation(in: self))
                allTouches.append(event?.allTouches?.count ?? -1)
                phases.append(touch.phase)
                #expect(touch.view === self && touch.window != nil)
                #expect(event?.touches(for: self)?.contains(touch) == true)
            }
        }
        let window = makeWindow(300, 300)
        let recorder = Recorder(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        recorder.isMultipleTouchEnabled = true
        window.addSubview(recorder)
        send(window, [.began(110, 120, at: 0), .began(150, 150, at: 0.05, touch: 1), .moved(130, 120, at: 0.1),
                      .ended(130, 125, at: 0.2)])
        #expect(recorder.locations == [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 50), CGPoint(x: 30, y: 20),
                                       CGPoint(x: 30, y: 25)])
        #expect(recorder.previous == [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 50), CGPoint(x: 10, y: 20),
                                      CGPoint(x: 30, y: 20)])
        #expect(recorder.allTouches == [1, 2, 2, 2])
        #expect(recorder.phases == [.began, .began, .moved, .ended])
    }
}

/// spec/controls.md §1 "Touches": malformed input is refused with a typed error naming
/// the step.
@Suite struct TouchInputErrorTests {
    /// Rule: a move (or end) before a began is refused, naming the step.
    /// Pins R-T2.
    @Test func moveBeforeBegan() {
        let (window, _) = probeWindow()
        #expect(throws: Headless.TouchError.touchNotDown(step: 0, touch: 0, phase: .moved)) {
            try Headless.TouchDriver(window).send(.moved(1, 1, at: 0))
        }
    }

    /// Rule: a finger ends exactly once; a second end is refused.
    /// Pins R-T2.
    @Test func twoEnds() {
        let (window, control) = probeWindow()
        #expect(throws: Headless.TouchError.touchAlreadyEnded(step: 2, touch: 0, phase: .ended)) {
            try Headless.TouchDriver(window).send([.began(150, 150, at: 0), .ended(150, 150, at: 0.1),
                                                   .ended(150, 150, at: 0.2)])
        }
        #expect(sent(control, in: window) == [.touchDown, .touchUpInside])
    }

    /// Rule: NaN or infinite coordinates and timestamps are refused.
    /// Pins R-T2.
    @Test func nonFiniteValues() {
        let (window, _) = probeWindow()
        let touches = Headless.TouchDriver(window)
        #expect(throws: Headless.TouchError.nonFiniteLocation(step: 0, touch: 3)) {
            try touches.send(.began(.nan, 1, at: 0, touch: 3))
        }
        #expect(throws: Headless.TouchError.nonFiniteLocation(step: 1, touch: 0)) {
            try touches.send(.began(1, -.infinity, at: 0))
        }
        #expect(throws: Headless.TouchError.nonFiniteTimestamp(step: 2, touch: 0)) {
            try touches.send(.began(1, 1, at: .nan))
        }
    }

    /// Rule: timestamps must not go backwards; the refused step changes nothing.
    /// Pins R-T2.
    @Test func timestampGoingBackwards() {
        let (window, control) = probeWindow()
        #expect(throws: Headless.TouchError.timestampWentBackwards(step: 2, touch: 0, timestamp: 0.5, clock: 1)) {
            try Headless.TouchDriver(window).send([.began(150, 150, at: 0), .moved(160, 150, at: 1),
                                                   .moved(170, 150, at: 0.5)])
        }
        #expect(Headless.Clock(window).now == 1)
        #expect(sent(control, in: window) == [.touchDown, .touchDragInside])
        // The finger is still down and can go on.
        send(window, [.ended(170, 150, at: 1.5)])
        #expect(sent(control, in: window).last == .touchUpInside)
    }

    /// Rule: a began for a finger already down, a tap count of 0 and a negative clock
    /// advance are refused (the clock's with its own error type).
    /// Pins R-T2.
    @Test func otherRefusals() {
        let (window, _) = probeWindow()
        let touches = Headless.TouchDriver(window)
        #expect(throws: Headless.TouchError.touchAlreadyDown(step: 1, touch: 0)) {
            try touches.send([.began(150, 150, at: 0), .began(150, 150, at: 0)])
        }
        #expect(throws: Headless.TouchError.invalidTapCount(step: 2, touch: 1, tapCount: 0)) {
            try touches.send(.began(10, 10, at: 0, touch: 1, tapCount: 0))
        }
        #expect(throws: Headless.ClockError.invalidAdvance(amount: -1)) { try Headless.Clock(window).advance(by: -1) }
        #expect(throws: Headless.ClockError.invalidAdvance(amount: .infinity)) {
            try Headless.Clock(window).advance(by: .infinity)
        }
        #expect(Headless.Clock(window).now == 0)
        #expect(Headless.TouchError.touchNotDown(step: 4, touch: 2, phase: .ended).description.contains("step 4"))
    }

    /// A finger driven by hand: down, move and up at the clock's time.
    @Test func fingerDrivesATap() throws {
        let (window, control) = probeWindow()
        let finger = Headless.TouchDriver(window).finger(0)
        try finger.down(at: CGPoint(x: 150, y: 150))
        try finger.move(to: CGPoint(x: 155, y: 150), time: 0.1)
        try finger.up(at: CGPoint(x: 155, y: 150), time: 0.2)
        #expect(sent(control, in: window) == [.touchDown, .touchDragInside, .touchUpInside])
        #expect(Headless.TouchDriver(window).touchesDown.isEmpty)
    }
}
