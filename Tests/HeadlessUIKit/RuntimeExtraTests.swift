import HeadlessUIKit
import Testing

/// More spec/controls.md §1 rules: stationary touches, the fingers down, pan velocity,
/// and locations converted at each step.
@Suite struct RuntimeExtraTests {
    /// Rule: stationary touches are not delivered as moves (no continueTracking, no Drag).
    /// Pins R-T1.
    @Test func stationaryIsNotAMove() {
        let (window, control) = probeWindow()
        send(window, [.began(150, 150, at: 0), .stationary(150, 150, at: 0.1), .ended(150, 150, at: 0.2)])
        #expect(kinds(control, in: window) == [.beginTracking(true), .sent(.touchDown), .endTracking,
                                              .sent(.touchUpInside)])
    }

    /// Rule: a finger is down from its began to its end or cancel (what generators read).
    /// Pins R-T2.
    @Test func touchesDownFollowsTheFingers() {
        let (window, _) = probeWindow()
        send(window, [.began(150, 150, at: 0, touch: 2), .began(10, 10, at: 0, touch: 0)])
        #expect(Headless.TouchDriver(window).touchesDown == [0, 2])
        send(window, [.cancelled(10, 10, at: 0.1, touch: 0)])
        #expect(Headless.TouchDriver(window).touchesDown == [2])
    }

    /// Rule: pan velocity is smoothed (0.2 of the new sample, 0.8 of the old).
    /// Pins R-G3.
    @Test func panVelocityIsSmoothed() {
        let (window, control) = probeWindow()
        let pan = UIPanGestureRecognizer()
        control.addGestureRecognizer(pan)
        send(window, [.began(150, 120, at: 0), .moved(150, 140, at: 0.5)])
        // 20 pt in 0.5 s = 40 pt/s; smoothed from 0: 8.
        #expect(abs(pan.velocity(in: control).y - 8) < 1e-9)
        send(window, [.moved(150, 160, at: 1)])
        #expect(abs(pan.velocity(in: control).y - (0.2 * 40 + 0.8 * 8)) < 1e-9)
    }

    /// Rule: the tracked location uses the touch's window location converted into the
    /// control at each step (a control moved mid-drag sees the new geometry).
    /// Pins R-C2.
    @Test func locationIsConvertedAtEachStep() {
        let (window, control) = probeWindow()
        send(window, [.began(150, 150, at: 0)])
        control.frame = CGRect(x: 300, y: 100, width: 100, height: 100)
        send(window, [.moved(150, 150, at: 0.1)])
        // (150, 150) is now 150 pt left of the control: outside the 70 pt slop.
        #expect(sent(control, in: window) == [.touchDown, .touchDragExit, .touchDragOutside])
    }
}
