import Harness
import Foundation
import HeadlessUIKit
import SeedControls

// The planted LockControl faults: subclasses overriding what a UIKit developer could
// override (the seed's own defects are `SeedControls`' seed variants).

/// Planted `lockClampLoweredTo499`: the thumb's inset constraints at 499 instead of 750,
/// so the leading constraint at 500 drags the thumb out of the track.
final class ClampLoweredLockControl: LockControl {
    override init(sizes: Sizes = Sizes()) {
        super.init(sizes: sizes)
        thumbLeftInset.priority = UILayoutPriority(499)
        thumbRightInset.priority = UILayoutPriority(499)
    }

    required init?(coder: NSCoder) { nil }
}

/// Planted `lockDuplicateLeadingConstraint`: every move makes a new leading constraint
/// (Masonry's `mas_makeConstraints` where the seed has `mas_updateConstraints`), so old
/// offsets keep pulling.
final class DuplicateLeadingLockControl: LockControl {
    override func moveThumb(to offset: CGFloat) {
        let leading = thumbView.leadingAnchor.constraint(equalTo: trackView.leadingAnchor, constant: offset)
        leading.priority = LockControl.leadingPriority
        leading.isActive = true
    }
}

/// Planted `lockUnlockOnlyInside`: the unlock is decided as a TouchUpInside handler
/// would, so a release past 75 % outside the slop does not unlock.
final class UnlockOnlyInsideLockControl: LockControl {
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard isTouchInside else {
            snapBack()
            return
        }
        super.endTracking(touch, with: event)
    }
}

/// Planted `lockAcceptsAnyTouch`: a touch anywhere on the control is tracked, without the
/// grown track and thumb rectangles.
final class AcceptsAnyTouchLockControl: LockControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
}

extension Fault {
    /// The lock's fault variants, in catalogue order.
    static let lockVariants: [FaultVariant<LockSetup, LockControl>] = [
        FaultVariant(.lockDuplicateTouchEvents) { SeedEventsLockControl(sizes: $0.sizes) },
        FaultVariant(.lockCancelWithoutSuper) { SeedCancelLockControl(sizes: $0.sizes) },
        FaultVariant(.lockClampLoweredTo499) { ClampLoweredLockControl(sizes: $0.sizes) },
        FaultVariant(.lockDuplicateLeadingConstraint) { DuplicateLeadingLockControl(sizes: $0.sizes) },
        FaultVariant(.lockUnlockOnlyInside) { UnlockOnlyInsideLockControl(sizes: $0.sizes) },
        FaultVariant(.lockAcceptsAnyTouch) { AcceptsAnyTouchLockControl(sizes: $0.sizes) },
        FaultVariant(.lockThumbCompressible) { SeedThumbLockControl(sizes: $0.sizes) },
    ]

    /// The lock control for the lock fault among `faults` (the corrected control if none).
    static func lockControl(sizes: LockControl.Sizes, faults: Set<Fault>) -> LockControl {
        (lockVariants.first { faults.contains($0.fault) }?.make ?? { LockControl(sizes: $0.sizes) })(LockSetup(sizes: sizes))
    }
}
