import Controls
import Layout
import Testing

/// §1 "Touches and hit-testing" and "Views".
@Suite struct HitTestingTests {
    private func stack() -> (Window, TouchView, TouchView) {
        let window = Window(size: Size(width: 300, height: 300))
        let back = TouchView(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "back")
        let front = TouchView(frame: Rect(x: 50, y: 50, width: 100, height: 100), name: "front")
        window.addSubview(back)
        window.addSubview(front)
        return (window, back, front)
    }

    /// Rule: front to back; the frontmost view containing the point wins.
    @Test func frontToBack() {
        let (window, back, front) = stack()
        #expect(window.hitView(at: Point(x: 60, y: 60)) === front)
        #expect(window.hitView(at: Point(x: 10, y: 10)) === back)
        #expect(window.hitView(at: Point(x: 250, y: 250)) == nil)
    }

    /// Rule: hidden, alpha < 0.01 and user interaction off are skipped (alpha 0.01 is not).
    @Test func skippedViews() {
        let (window, back, front) = stack()
        let point = Point(x: 60, y: 60)
        front.isHidden = true
        #expect(window.hitView(at: point) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(window.hitView(at: point) === back)
        front.alpha = 0.01
        #expect(window.hitView(at: point) === front)
        front.isUserInteractionEnabled = false
        #expect(window.hitView(at: point) === back)
    }

    /// Rule: a point outside a view's bounds never hits its subviews, whatever
    /// clipsToBounds says.
    @Test func outsideBoundsNeverHitsSubviews() {
        let (window, back, front) = stack()
        let child = TouchView(frame: Rect(x: 90, y: 0, width: 50, height: 20), name: "child")
        front.addSubview(child)
        front.clipsToBounds = false
        // (170, 55) is inside child's frame (x 140...190 in window) but outside front.
        #expect(window.hitView(at: Point(x: 170, y: 55)) === back)
        #expect(window.hitView(at: Point(x: 145, y: 55)) === child)
    }

    /// Rule: a disabled control returns no hit (nor do its subviews).
    @Test func disabledControlIsTransparent() {
        let (window, back, _) = stack()
        let control = Control(frame: Rect(x: 0, y: 150, width: 100, height: 50), name: "control")
        window.addSubview(control)
        #expect(window.hitView(at: Point(x: 10, y: 160)) === control)
        control.isEnabled = false
        #expect(window.hitView(at: Point(x: 10, y: 160)) === back)
    }

    /// Rule: hit-testing reads model values: right after `animate` sets alpha 0 the view is
    /// not hit, although it is still visible.
    @Test func hitTestingReadsModelValues() {
        let (window, back, front) = stack()
        window.animate(duration: 1, animations: { front.alpha = 0 })
        #expect(window.presentationAlpha(of: front) == 1)
        #expect(window.hitView(at: Point(x: 60, y: 60)) === back)
    }

    /// Rule: views being animated (and their subviews) get no new touches unless the
    /// animation allows user interaction; their ancestors still do.
    @Test func animatingViewsAreSkipped() {
        let (window, back, front) = stack()
        let child = TouchView(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "child")
        front.addSubview(child)
        window.animate(duration: 0.5, animations: { front.frame = Rect(x: 60, y: 50, width: 100, height: 100) })
        #expect(window.hitView(at: Point(x: 100, y: 100)) === back)
        #expect(window.hitView(at: Point(x: 62, y: 52)) === back)
        let sibling = TouchView(frame: Rect(x: 0, y: 210, width: 50, height: 50), name: "sibling")
        window.addSubview(sibling)
        let inner = TouchView(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "inner")
        sibling.addSubview(inner)
        window.animate(duration: 0.5, animations: { inner.frame = Rect(x: 5, y: 0, width: 10, height: 10) })
        #expect(window.hitView(at: Point(x: 40, y: 240)) === sibling)
        advance(window, 0.5)
        #expect(window.hitView(at: Point(x: 100, y: 100)) === front)
        window.animate(duration: 0.5, options: .allowUserInteraction,
                       animations: { front.frame = Rect(x: 50, y: 50, width: 100, height: 100) })
        #expect(window.hitView(at: Point(x: 100, y: 100)) === front)
    }

    /// Rule: convert(_:to:) / convert(_:from:) between any two views of one window.
    @Test func conversionBetweenViews() {
        let (_, back, front) = stack()
        let child = TouchView(frame: Rect(x: 5, y: 7, width: 10, height: 10))
        front.addSubview(child)
        #expect(child.convert(Point(x: 1, y: 1), to: back) == Point(x: 56, y: 58))
        #expect(back.convert(Point(x: 56, y: 58), to: child) == Point(x: 1, y: 1))
        #expect(child.convert(Point(x: 56, y: 58), from: back) == Point(x: 1, y: 1))
    }

    /// Rule: the touch stays bound to its hit view until it ends, even when the finger
    /// leaves the view.
    @Test func touchStaysBoundToItsView() {
        let (window, control) = probeWindow()
        let other = ProbeControl(frame: Rect(x: 250, y: 100, width: 100, height: 100), name: "other")
        window.addSubview(other)
        send(window, [.began(150, 150, at: 0), .moved(300, 150, at: 0.1), .ended(300, 150, at: 0.2)])
        // 300 is 100 pt right of the control: outside the slop, and over `other`.
        #expect(sent(control) == [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside])
        #expect(other.log.isEmpty)
    }

    /// Rule: the window runs a layout pass after every event, so a constraint change made
    /// in an action reaches the frames at the end of that event, not at once.
    @Test func layoutPassAfterEveryEvent() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let control = Control(name: "control")
        window.addSubview(control)
        var left: Constraint?
        try control.makeConstraints { make in
            left = make.left.equalTo(10).constraint
            make.top.equalTo(10)
            make.size.equalTo(Size(width: 100, height: 100))
        }
        window.layoutIfNeeded()
        var frameInAction: Rect?
        control.addAction(for: .touchDown) { sender, _ in
            left?.constant = 50
            frameInAction = sender.frame
        }
        send(window, [.began(20, 20, at: 0)])
        #expect(frameInAction?.minX == 10)
        #expect(control.frame.minX == 50)
    }
}

/// §1 "Touches": malformed input is refused with a typed error naming the step.
@Suite struct TouchInputErrorTests {
    /// Rule: a move (or end) before a began is refused, naming the step.
    @Test func moveBeforeBegan() {
        let (window, _) = probeWindow()
        #expect(throws: TouchError.touchNotDown(step: 0, touch: 0, phase: .moved)) {
            try window.send(.moved(1, 1, at: 0))
        }
    }

    /// Rule: a finger ends exactly once; a second end is refused.
    @Test func twoEnds() {
        let (window, control) = probeWindow()
        #expect(throws: TouchError.touchAlreadyEnded(step: 2, touch: 0, phase: .ended)) {
            try window.send([.began(150, 150, at: 0), .ended(150, 150, at: 0.1), .ended(150, 150, at: 0.2)])
        }
        #expect(sent(control) == [.touchDown, .touchUpInside])
    }

    /// Rule: NaN or infinite coordinates and timestamps are refused.
    @Test func nonFiniteValues() {
        let (window, _) = probeWindow()
        #expect(throws: TouchError.nonFiniteLocation(step: 0, touch: 3)) {
            try window.send(.began(.nan, 1, at: 0, touch: 3))
        }
        #expect(throws: TouchError.nonFiniteLocation(step: 1, touch: 0)) {
            try window.send(.began(1, -.infinity, at: 0))
        }
        #expect(throws: TouchError.nonFiniteTimestamp(step: 2, touch: 0)) {
            try window.send(.began(1, 1, at: .nan))
        }
    }

    /// Rule: timestamps must not go backwards; the refused step changes nothing.
    @Test func timestampGoingBackwards() {
        let (window, control) = probeWindow()
        #expect(throws: TouchError.timestampWentBackwards(step: 2, touch: 0, timestamp: 0.5, clock: 1)) {
            try window.send([.began(150, 150, at: 0), .moved(160, 150, at: 1), .moved(170, 150, at: 0.5)])
        }
        #expect(window.now == 1)
        #expect(sent(control) == [.touchDown, .touchDragInside])
        // The finger is still down and can go on.
        send(window, [.ended(170, 150, at: 1.5)])
        #expect(sent(control).last == .touchUpInside)
    }

    /// Rule: a began for a finger already down, a tap count of 0 and a negative clock
    /// advance are refused.
    @Test func otherRefusals() {
        let (window, _) = probeWindow()
        #expect(throws: TouchError.touchAlreadyDown(step: 1, touch: 0)) {
            try window.send([.began(150, 150, at: 0), .began(150, 150, at: 0)])
        }
        #expect(throws: TouchError.invalidTapCount(step: 2, touch: 1, tapCount: 0)) {
            try window.send(.began(10, 10, at: 0, touch: 1, tapCount: 0))
        }
        #expect(throws: TouchError.invalidClockAdvance(amount: -1)) { try window.advance(by: -1) }
        #expect(TouchError.touchNotDown(step: 4, touch: 2, phase: .ended).description.contains("step 4"))
    }
}
