#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// Seed 000's tracking as the seed wrote it: `beginTracking` sends TouchDown itself and
/// `endTracking` sends TouchUpInside or TouchUpOutside itself (decided by the track's
/// bounds, without UIControl's slop), on top of the events UIControl sends.
open class SeedEventsLockControl: LockControl {
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard super.beginTracking(touch, with: event) else { return false }
        // Start tracking.
        sendActions(for: .touchDown)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let touchPoint = touch?.location(in: trackView) ?? .zero
        if trackView.bounds.contains(touchPoint) {
            sendActions(for: .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }
}

/// Seed 000's `cancelTracking` as the seed wrote it: it sends TouchCancel itself and never
/// calls super, so `isTracking` stays true.
open class SeedCancelLockControl: LockControl {
    open override func cancelTracking(with event: UIEvent?) {
        sendActions(for: .touchCancel)
        snapBack()
    }
}

/// Seed 000's thumb as the seed built it: `UIImageView(image:)` with UIImageView's default
/// horizontal compression resistance (750), which ties with the 750 insets on a track
/// too short for the thumb and both insets.
open class SeedThumbLockControl: LockControl {
    /// The seed's control, its thumb compressible at the default priority.
    public override init(sizes: Sizes = Sizes()) {
        super.init(sizes: sizes)
        thumbView.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
    }

    /// Not used: the control is built in code.
    public required init?(coder: NSCoder) { nil }
}
