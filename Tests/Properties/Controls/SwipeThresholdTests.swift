import Controls
import Layout
import Testing

/// The swipe recogniser's limits at their exact boundaries (`research/uikit.md` §3.1:
/// it fails on movement *against* the direction and on perpendicular movement that
/// *exceeds* `maximumSecondaryMovement`, 200 pt).
@Suite struct SwipeThresholdTests {
    /// A 400 x 400 window whose probe control fills it, with a right swipe on the control.
    private func scene() -> (Window, SwipeGestureRecognizer, () -> Int) {
        let (window, control) = probeWindow()
        control.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let swipe = SwipeGestureRecognizer()
        var actions = 0
        swipe.addTarget { _ in actions += 1 }
        control.addGestureRecognizer(swipe)
        return (window, swipe, { actions })
    }

    /// Rule: a move with no forward component (purely sideways, or no movement at all) is
    /// not movement against the direction: the swipe stays possible and recognizes once
    /// the forward movement reaches 50 pt.
    @Test func aStepWithNoForwardMovementDoesNotFailTheSwipe() {
        let (window, swipe, actions) = scene()
        send(window, [.began(100, 150, at: 0), .moved(130, 150, at: 0.05)])
        send(window, [.moved(130, 170, at: 0.1)])  // sideways only: step forward 0
        #expect(swipe.state == .possible)
        send(window, [.moved(130, 170, at: 0.15)])  // no movement at all
        #expect(swipe.state == .possible)
        send(window, [.moved(150, 170, at: 0.2)])
        #expect(swipe.state == .recognized)
        send(window, [.ended(150, 170, at: 0.25)])
        #expect(actions() == 1)
    }

    /// Rule: a backward step of any size fails the swipe (the boundary on the other side
    /// of the one above: half a point back is already against the direction).
    @Test func halfAPointBackFailsTheSwipe() {
        let (window, swipe, actions) = scene()
        send(window, [.began(100, 150, at: 0), .moved(130, 150, at: 0.05)])
        send(window, [.moved(129.5, 150, at: 0.1)])
        #expect(swipe.state == .failed)
        send(window, [.moved(200, 150, at: 0.2), .ended(200, 150, at: 0.25)])
        #expect(actions() == 0)
    }

    /// Drift `drift` pt sideways on the first move, then 50 pt forward: recognised?
    private func recognizes(afterDrift drift: Double) -> Bool {
        let (window, swipe, actions) = scene()
        send(window, [.began(100, 10, at: 0), .moved(120, 10 + drift, at: 0.1)])
        let possibleAfterDrift = swipe.state == .possible
        send(window, [.moved(150, 10 + drift, at: 0.2), .ended(150, 10 + drift, at: 0.3)])
        #expect(possibleAfterDrift == (actions() == 1))
        return actions() == 1
    }

    /// Rule: perpendicular drift of exactly 200 pt, or just under, still recognizes; half
    /// a point more fails.
    @Test func sidewaysDriftBoundaryIs200Points() {
        #expect(recognizes(afterDrift: 199.5))
        #expect(recognizes(afterDrift: 200))
        #expect(!recognizes(afterDrift: 200.5))
    }
}
