import Foundation
import Generators
import Harness
import HeadlessUIKit
import SeedControls

/// The lock's independent record: the track asked for, the ValueChanged events seen,
/// whether the harness saw the unlock, and which fingers began outside the grown
/// rectangles the lock's code must accept (computed from the geometry, before the step).
final class LockRecord: CaseRecord {
    let stage: Stage<LockControl>
    let generic: UIControlRecord
    var lock: LockControl { stage.control }
    var window: UIWindow { stage.window }
    let sizes: LockControl.Sizes
    let trackWidth: Double
    /// The track is long enough for the thumb and both insets.
    let roomy: Bool
    var valueChanged = 0
    /// A ValueChanged was seen (the harness's record, not the lock's `isUnlocked`).
    var unlocked = false
    /// `unlocked` as the step found it.
    var wasUnlocked = false
    /// The track's origin in the window as the step found it.
    var trackOrigin = CGPoint.zero
    /// Fingers whose began the lock must ignore.
    var rejected: Set<Int> = []
    /// The step's finger, when it is one the lock must ignore.
    var rejectedFinger: Int?
    var clampedLeading = false, clampedTrailing = false, releasedPast = false, sawRejected = false

    init(_ value: LockCase, _ stage: Stage<LockControl>) {
        self.stage = stage
        generic = UIControlRecord(stage: stage)
        sizes = value.sizes
        trackWidth = value.sizes.track.width
        roomy = value.sizes.track.width >= value.sizes.thumb.width + 2 * LockControl.thumbInset
    }

    func willApply(_ step: Step, index: Int) {
        wasUnlocked = unlocked
        rejectedFinger = nil
        let inWindow = lock.window != nil
        let controlOrigin = lock.originInWindow
        trackOrigin = lock.trackView.originInWindow
        guard case let .down(finger, x, y, _, _) = step, inWindow else { return }
        let inControl = CGPoint(x: x - controlOrigin.x, y: y - controlOrigin.y)
        let inTrack = CGPoint(x: x - trackOrigin.x, y: y - trackOrigin.y)
        let margin = LockControl.touchMargin
        let accepted = lock.trackView.frame.insetBy(dx: -margin, dy: -margin).contains(inControl)
            && lock.thumbView.frame.insetBy(dx: -margin, dy: -margin).contains(inTrack)
        if !accepted && window.touches.hitView(at: CGPoint(x: x, y: y)) === lock {
            rejected.insert(finger)
            sawRejected = true
        }
    }

    func didApply(_ report: StepReport) {
        let step = report.step
        valueChanged += report.events.filter { $0.contains(.valueChanged) }.count
        if lock.isTracking, step.isTouch {
            let constant = Double(lock.thumbLeading.constant)
            if constant < LockControl.thumbInset { clampedLeading = true }
            if constant > trackWidth - LockControl.thumbInset - sizes.thumb.width { clampedTrailing = true }
        }
        if let finger = step.finger, rejected.contains(finger) { rejectedFinger = finger }
        if valueChanged > 0 { unlocked = true }
        if unlocked && !wasUnlocked { releasedPast = true }
        if let finger = step.finger, case .up = step { rejected.remove(finger) }
        if let finger = step.finger, case .cancel = step { rejected.remove(finger) }
    }

    func didRun(invariant id: String) {
        cover(10, releasedPast, "a release past the unlock line")
        cover(5, clampedLeading, "clamped at the leading inset")
        cover(5, clampedTrailing, "clamped at the trailing inset")
        if id == "L5" { cover(5, sawRejected, "a rejected began") }
    }

    /// L1 at `here`.
    func checkInsets(_ here: String) throws {
        guard lock.window != nil else { return }
        let thumb = lock.thumbView.frame
        if roomy {
            try expectation(thumb.left >= LockControl.thumbInset - 1e-9 && thumb.right <= trackWidth - LockControl.thumbInset + 1e-9,
                            "\(here): thumb \(show(thumb)) leaves the 12 pt insets of a \(short(trackWidth)) pt track")
        } else {
            try expectation([thumb.left, thumb.top, thumb.w, thumb.h].allSatisfy(\.isFinite),
                            "\(here): short track, thumb frame not finite \(show(thumb))")
            try expectation(near(thumb.top + thumb.h / 2, lock.trackView.frame.h / 2, 1e-9),
                            "\(here): short track, thumb not vertically centred \(show(thumb))")
            try expectation(!lock.thumbView.hasAmbiguousLayout,
                            "\(here): short track, thumb layout ambiguous \(show(thumb))\n\(window.layoutEngine.ambiguityReport())")
        }
    }
}
