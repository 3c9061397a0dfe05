import HeadlessUIKit
import Testing

/// The pan recogniser's velocity smoothing (0.2 × the current sample + 0.8 × the
/// previous smoothed value), on each axis separately (spec/controls.md §1 "Gesture
/// recognizers": velocity is smoothed).
@Suite struct PanVelocityTests {
    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    /// Rule: each move's velocity is 0.2 × its sample (distance / time since the last move)
    /// + 0.8 × the velocity before, for x and y independently (they move at different
    /// rates here, so a mix-up between the axes shows).
    /// Pins R-G3.
    @Test func velocityIsSmoothedOnBothAxes() {
        let (window, control) = probeWindow()
        let pan = UIPanGestureRecognizer()
        control.addGestureRecognizer(pan)
        send(window, [.began(110, 110, at: 0)])
        #expect(pan.velocity(in: control) == .zero)
        // Sample (100, 40) pt/s: smoothed (20, 8).
        send(window, [.moved(120, 114, at: 0.1)])
        #expect(near(pan.velocity(in: control), CGPoint(x: 20, y: 8)), "\(pan.velocity(in: control))")
        // Sample (200, 0): smoothed (0.2·200 + 0.8·20, 0.8·8) = (56, 6.4).
        send(window, [.moved(140, 114, at: 0.2)])
        #expect(near(pan.velocity(in: control), CGPoint(x: 56, y: 6.4)), "\(pan.velocity(in: control))")
        // Sample (0, -50): smoothed (44.8, -4.88).
        send(window, [.moved(140, 109, at: 0.3)])
        #expect(near(pan.velocity(in: control), CGPoint(x: 44.8, y: -4.88)), "\(pan.velocity(in: control))")
        send(window, [.ended(140, 109, at: 0.35)])
    }
}
