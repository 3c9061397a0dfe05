import Foundation

/// UIKit's `UIPanGestureRecognizer` for one finger: begins once the finger has moved
/// 10 pt (the hysteresis) from where it went down, with those 10 pt taken off the
/// translation; changes on each move; ends when the finger lifts (fails if it never
/// began). `translation(in:)` is the total since the start; `setTranslation` rebases it
/// and does nothing once the finger has lifted. Velocity is smoothed 0.2 new / 0.8 old.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    var hysteresis = 10.0
    /// Window coordinates.
    private var anchor: CGPoint = .zero
    private var last: CGPoint = .zero
    private var lastTime = 0.0
    private var fingerDown = false
    private var smoothedVelocity: CGPoint = .zero

    /// Total movement since the start (or the last `setTranslation`), in `view`'s
    /// coordinate scale (there are no transforms, so it is the same in every view).
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: last.x - anchor.x, y: last.y - anchor.y)
    }

    /// Rebases the translation so that it reads `translation` now, and resets the
    /// velocity. Does nothing after the finger lifted.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard fingerDown else { return }
        anchor = CGPoint(x: last.x - translation.x, y: last.y - translation.y)
        smoothedVelocity = .zero
    }

    /// Points per second, smoothed.
    open func velocity(in view: UIView?) -> CGPoint { smoothedVelocity }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = self.touches.first, touches.contains(touch) else { return }
        anchor = touch.location(in: nil)
        last = anchor
        lastTime = touch.timestamp
        fingerDown = true
        smoothedVelocity = .zero
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isActive, let touch = self.touches.first, touches.contains(touch) else { return }
        let location = touch.location(in: nil)
        let dt = max(touch.timestamp - lastTime, 0.001)
        let sample = CGPoint(x: (location.x - last.x) / dt, y: (location.y - last.y) / dt)
        smoothedVelocity = CGPoint(x: 0.2 * sample.x + 0.8 * smoothedVelocity.x,
                                   y: 0.2 * sample.y + 0.8 * smoothedVelocity.y)
        last = location
        lastTime = touch.timestamp
        switch state {
        case .possible:
            let dx = Double(last.x - anchor.x), dy = Double(last.y - anchor.y)
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance >= hysteresis else { return }
            // Shrink the translation toward zero by the hysteresis so the view does not jump.
            let scale = (distance - hysteresis) / distance
            anchor = CGPoint(x: Double(last.x) - dx * scale, y: Double(last.y) - dy * scale)
            state = .began
        case .began, .changed:
            update(.changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = self.touches.first, touches.contains(touch) else { return }
        last = touch.location(in: nil)
        fingerDown = false
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingerDown = false
        super.touchesCancelled(touches, with: event)
    }
}
