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
    /// The lock control for the lock fault among `faults` (the corrected control if none).
    static func lockControl(sizes: LockControl.Sizes, faults: Set<Fault>) -> LockControl {
        switch variant(of: "LockControl", in: faults) {
        case .lockDuplicateTouchEvents: SeedEventsLockControl(sizes: sizes)
        case .lockCancelWithoutSuper: SeedCancelLockControl(sizes: sizes)
        case .lockThumbCompressible: SeedThumbLockControl(sizes: sizes)
        case .lockClampLoweredTo499: ClampLoweredLockControl(sizes: sizes)
        case .lockDuplicateLeadingConstraint: DuplicateLeadingLockControl(sizes: sizes)
        case .lockUnlockOnlyInside: UnlockOnlyInsideLockControl(sizes: sizes)
        case .lockAcceptsAnyTouch: AcceptsAnyTouchLockControl(sizes: sizes)
        default: LockControl(sizes: sizes)
        }
    }
}
