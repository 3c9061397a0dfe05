import HeadlessUIKit
import Testing

/// The swipe recogniser's limits at their exact boundaries (spec/controls.md §1 "Gesture
/// recognizers": it fails on movement *against* the direction and on perpendicular drift
/// that *exceeds* 200 pt).
@Suite struct SwipeThresholdTests {
    /// A 400 x 400 window whose probe control fills it, with a right swipe on the control.
    private func scene() -> (UIWindow, UISwipeGestureRecognizer, ActionSpy) {
        let (window, control) = probeWindow()
        control.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let spy = ActionSpy()
        let swipe = UISwipeGestureRecognizer(target: spy, action: ActionSpy.handle)
        control.addGestureRecognizer(swipe)
        return (window, swipe, spy)
    }

    /// Rule: a move with no forward component (purely sideways, or no movement at all) is
    /// not movement against the direction: the swipe stays possible and recognizes once
    /// the forward movement reaches 50 pt.
    /// Pins R-G2.
    @Test func aStepWithNoForwardMovementDoesNotFailTheSwipe() {
        let (window, swipe, spy) = scene()
        send(window, [.began(100, 150, at: 0), .moved(130, 150, at: 0.05)])
        send(window, [.moved(130, 170, at: 0.1)])  // sideways only: step forward 0
        #expect(swipe.state == .possible)
        send(window, [.moved(130, 170, at: 0.15)])  // no movement at all
        #expect(swipe.state == .possible)
        send(window, [.moved(150, 170, at: 0.2)])
        #expect(swipe.state == .recognized)
        send(window, [.ended(150, 170, at: 0.25)])
        #expect(spy.calls == 1)
    }

    /// Rule: a backward step of any size fails the swipe (the boundary on the other side
    /// of the one above: half a point back is already against the direction).
    /// Pins R-G2.
    @Test func halfAPointBackFailsTheSwipe() {
        let (window, swipe, spy) = scene()
        send(window, [.began(100, 150, at: 0), .moved(130, 150, at: 0.05)])
        send(window, [.moved(129.5, 150, at: 0.1)])
        #expect(swipe.state == .failed)
        send(window, [.moved(200, 150, at: 0.2), .ended(200, 150, at: 0.25)])
        #expect(spy.calls == 0)
    }

    /// Drift `drift` pt sideways on the first move, then 50 pt forward: recognised?
    private func recognizes(afterDrift drift: Double) -> Bool {
        let (window, swipe, spy) = scene()
        send(window, [.began(100, 10, at: 0), .moved(120, 10 + drift, at: 0.1)])
        let possibleAfterDrift = swipe.state == .possible
        send(window, [.moved(150, 10 + drift, at: 0.2), .ended(150, 10 + drift, at: 0.3)])
        #expect(possibleAfterDrift == (spy.calls == 1))
        return spy.calls == 1
    }

    /// Rule: perpendicular drift of exactly 200 pt, or just under, still recognizes; half
    /// a point more fails.
    /// Pins R-G2.
    @Test func sidewaysDriftBoundaryIs200Points() {
        #expect(recognizes(afterDrift: 199.5))
        #expect(recognizes(afterDrift: 200))
        #expect(!recognizes(afterDrift: 200.5))
    }

    /// Rule: a recognizer allowing two directions recognizes a swipe in either.
    /// Pins R-G2.
    @Test func twoDirectionsInOneRecognizer() {
        let (window, swipe, spy) = scene()
        swipe.direction = [.left, .right]
        send(window, [.began(200, 150, at: 0), .moved(140, 150, at: 0.1), .ended(140, 150, at: 0.2)])
        send(window, [.began(200, 150, at: 1), .moved(260, 150, at: 1.1), .ended(260, 150, at: 1.2)])
        #expect(spy.calls == 2)
    }
}
