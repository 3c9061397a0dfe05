import Foundation

/// UIKit's `UITapGestureRecognizer` for single taps: recognizes when the finger lifts
/// within 10 pt of where it went down; fails once it moves farther. Discrete: one action
/// per tap, sent at the lift.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps required (1 by default; only 1 is modelled: other values never recognize).
    open var numberOfTapsRequired = 1
    /// Fingers required (1 by default; only 1 is modelled).
    open var numberOfTouchesRequired = 1
    var allowableMovement = 10.0
    private var start: CGPoint = .zero

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if self.touches.count > numberOfTouchesRequired { state = .failed; return }
        start = touch.location(in: nil)
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = self.touches.first, touches.contains(touch) else { return }
        let location = touch.location(in: nil)
        let dx = Double(location.x - start.x), dy = Double(location.y - start.y)
        if (dx * dx + dy * dy).squareRoot() > allowableMovement { state = .failed }
    }

    /// UIKit's handling of the touches (see the type's documentation).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        state = numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 ? .recognized : .failed
    }
}
