import Foundation
import Harness
import SeedProperties
import HeadlessUIKit
import SeedControls
import Testing

/// §2.1 LockControl, with exact numbers in a 375 x 667 window (control at (59.5, 205.5),
/// track at (20, 184, 216, 48) in the control, thumb 48 x 48 at x = 12 in the track).
@Suite struct LockControlTests {
    /// Window x of a point at `x` in track coordinates.
    private func trackX(_ x: Double) -> Double { 59.5 + 20 + x }
    private let thumbY = 205.5 + 184 + 24.0

    @Test func layoutMatchesTheSeed() {
        let (_, lock) = Scenes.lock()
        #expect(lock.frame == CGRect(x: 59.5, y: 205.5, width: 256, height: 256))
        #expect(lock.lockView.frame == CGRect(x: 96, y: 58, width: 64, height: 64))
        #expect(lock.trackView.frame == CGRect(x: 20, y: 184, width: 216, height: 48))
        #expect(lock.thumbView.frame == CGRect(x: 12, y: 0, width: 48, height: 48))
        #expect(lock.layer.cornerRadius == 32 && lock.layer.masksToBounds)
        #expect(lock.backgroundColor == UIColor(white: 0, alpha: 0.3))
    }

    /// A drag past 75 % unlocks with exactly one ValueChanged; the control takes no touches
    /// and leaves its superview when the clock passes 0.5 s after the release.
    @Test func dragPast75PercentUnlocks() throws {
        let (window, lock) = Scenes.lock()
        var valueChanged = 0
        lock.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(100), thumbY, at: 0.1),
                         .moved(trackX(200), thumbY, at: 0.2)])
        // Clamped at the right inset: 216 - 12 - 48.
        #expect(lock.thumbView.frame.minX == 156)
        try window.send(.ended(trackX(200), thumbY, at: 0.3))
        #expect(valueChanged == 1)
        #expect(lock.isUnlocked && !lock.isUserInteractionEnabled)
        #expect(window.hitView(at: CGPoint(x: trackX(36), y: thumbY)) == nil)
        #expect(window.events(of: lock) == [.touchDown, .touchDragInside, .touchDragInside, .valueChanged, .touchUpInside])
        try window.advance(by: 0.49)
        #expect(lock.superview === window)
        try window.advance(by: 0.01)
        #expect(lock.superview == nil)
        #expect(valueChanged == 1)
    }

    /// A release at or below 75 % snaps the thumb back to the leading inset over 0.2 s
    /// (model at once, presentation at the release point until then).
    @Test func releaseBelowThresholdSnapsBack() throws {
        let (window, lock) = Scenes.lock()
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(162), thumbY, at: 0.1)])
        #expect(lock.thumbView.frame.minX == 156)
        try window.send([.moved(trackX(100), thumbY, at: 0.2)])
        #expect(lock.thumbView.frame.minX == 100)
        try window.send(.ended(trackX(162), thumbY, at: 0.3))  // 162 is exactly 75 %: not past it
        #expect(!lock.isUnlocked)
        #expect(lock.thumbView.frame.minX == 12)
        #expect(window.presentationFrame(of: lock.thumbView).minX == 100)
        #expect(lock.thumbView.layer.presentation()?.frame.minX == 100)
        window.settle()
        #expect(window.presentationFrame(of: lock.thumbView).minX == 12)
        #expect(window.events(of: lock).filter { $0 == .valueChanged }.isEmpty)
        #expect(lock.thumbLeading.constant == 0)
    }

    /// A release past 75 % inside the 70 pt slop below the control is still an unlock,
    /// decided in endTracking (and 100 pt below too: the decision is not TouchUpInside's).
    @Test func releaseOutsideTheTrackStillUnlocks() throws {
        let (window, lock) = Scenes.lock()
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(190), thumbY + 150, at: 0.1),
                         .ended(trackX(190), thumbY + 150, at: 0.2)])
        #expect(lock.isUnlocked)
        #expect(window.events(of: lock).last == .touchUpOutside)
    }

    /// L5: a began outside the grown track or the grown thumb produces no event.
    @Test func rejectedTouches() throws {
        let (window, lock) = Scenes.lock()
        // On the track, 60 pt right of the thumb: outside the thumb grown by 20.
        try window.send([.began(trackX(120), thumbY, at: 0), .ended(trackX(200), thumbY, at: 0.1)])
        // Above the track grown by 20 (on the lock image).
        try window.send([.began(trackX(36), thumbY - 60, at: 1), .ended(trackX(36), thumbY - 60, at: 1.1)])
        #expect(window.events(of: lock).isEmpty)
        // 19 pt left of the thumb is accepted.
        try window.send([.began(trackX(12 - 19), thumbY, at: 2)])
        #expect(window.events(of: lock) == [.touchDown])
    }

    /// cancelTracking calls super (TouchCancel, tracking ends) and snaps back.
    @Test func cancelSnapsBack() throws {
        let (window, lock) = Scenes.lock()
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(120), thumbY, at: 0.1),
                         .cancelled(trackX(120), thumbY, at: 0.2)])
        #expect(window.events(of: lock) == [.touchDown, .touchDragInside, .touchCancel])
        #expect(!lock.isTracking)
        #expect(lock.thumbView.frame.minX == 12)
    }

    /// Seed defect, the seed's code (`SeedEventsLockControl`): duplicate TouchDown and
    /// TouchUp events (with it: two TouchDown, two TouchUp; without it: one each).
    @Test(arguments: [false, true]) func seedDuplicateEvents(faulted: Bool) throws {
        let (window, lock) = Scenes.lock(faults: faulted ? [.lockDuplicateTouchEvents] : [])
        #expect((lock is SeedEventsLockControl) == faulted)
        try window.send([.began(trackX(36), thumbY, at: 0), .ended(trackX(40), thumbY, at: 0.1)])
        let events = window.events(of: lock)
        #expect(events.filter { $0 == .touchDown }.count == (faulted ? 2 : 1))
        #expect(events.filter { $0 == .touchUpInside }.count == (faulted ? 2 : 1))
    }

    /// Seed defect, the seed's code (`SeedCancelLockControl`): cancelTracking without
    /// super leaves isTracking true.
    @Test(arguments: [false, true]) func seedCancelWithoutSuper(faulted: Bool) throws {
        let (window, lock) = Scenes.lock(faults: faulted ? [.lockCancelWithoutSuper] : [])
        try window.send([.began(trackX(36), thumbY, at: 0), .cancelled(trackX(36), thumbY, at: 0.1)])
        #expect(lock.isTracking == faulted)
        #expect(window.events(of: lock).filter { $0 == .touchCancel }.count == 1)
    }

    /// Disabling mid-drag ends the tracking (TouchCancel, thumb back at the inset); the
    /// finger's later moves and its release past 75 % send nothing and do not unlock.
    @Test func disablingMidDragCancels() throws {
        let (window, lock) = Scenes.lock()
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(120), thumbY, at: 0.1)])
        lock.isEnabled = false
        #expect(!lock.isTracking)
        try window.send([.moved(trackX(200), thumbY, at: 0.2), .ended(trackX(200), thumbY, at: 0.3)])
        try window.advance(by: 1)
        #expect(window.events(of: lock) == [.touchDown, .touchDragInside, .touchCancel])
        #expect(!lock.isUnlocked && lock.thumbView.frame.minX == 12)
    }

    /// Removing the control mid-drag cancels with a nil event.
    @Test func removalMidDrag() throws {
        let (window, lock) = Scenes.lock()
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(80), thumbY, at: 0.1)])
        lock.removeFromSuperview()
        #expect(window.kinds(of: lock).suffix(2) == [.cancelTracking(hadEvent: false), .sent(.touchCancel)])
    }

    /// Planted: clamp lowered to 499 lets the thumb leave the track's insets.
    @Test(arguments: [false, true]) func plantedClamp(faulted: Bool) throws {
        let (window, lock) = Scenes.lock(faults: faulted ? [.lockClampLoweredTo499] : [])
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(250), thumbY, at: 0.1)])
        #expect((lock.thumbView.frame.maxX <= 216 - 12) == !faulted)
    }

    /// Planted: duplicate leading constraints keep old offsets pulling, so the snap back
    /// does not reach the inset.
    @Test(arguments: [false, true]) func plantedDuplicateLeading(faulted: Bool) throws {
        let (window, lock) = Scenes.lock(faults: faulted ? [.lockDuplicateLeadingConstraint] : [])
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(100), thumbY, at: 0.1),
                         .moved(trackX(120), thumbY, at: 0.2), .ended(trackX(120), thumbY, at: 0.3)])
        window.settle()
        #expect((lock.thumbView.frame.minX == 12) == !faulted)
    }

    /// Planted: unlock only inside the slop misses a release past 75 % far below.
    @Test(arguments: [false, true]) func plantedUnlockOnlyInside(faulted: Bool) throws {
        let (window, lock) = Scenes.lock(faults: faulted ? [.lockUnlockOnlyInside] : [])
        try window.send([.began(trackX(36), thumbY, at: 0), .moved(trackX(190), thumbY + 150, at: 0.1),
                         .ended(trackX(190), thumbY + 150, at: 0.2)])
        #expect(lock.isUnlocked == !faulted)
    }

    /// L1 on short tracks: with the thumb's compression resistance required, its layout is
    /// unique on every track length, 48 pt wide; the seed's thumb (`SeedThumbLockControl`)
    /// is ambiguous on some.
    @Test(arguments: [false, true]) func theLockThumbIsUniqueOnShortTracks(faulted: Bool) {
        var ambiguous = 0
        for width in stride(from: 20.0, through: 100, by: 1) {
            // Keep the window: views hold their superview weakly.
            let (window, lock) = Scenes.lock(sizes: LockControl.Sizes(track: CGSize(width: width, height: 48)),
                                             faults: faulted ? [.lockThumbCompressible] : [])
            #expect(lock.window === window)
            if lock.thumbView.hasAmbiguousLayout { ambiguous += 1 }
            if !faulted { #expect(lock.thumbView.frame.width == 48, "track \(width)") }
        }
        #expect((ambiguous == 0) == !faulted)
    }

    /// L1 edge: a track too short for the thumb and both insets still lays out finitely
    /// and keeps the thumb vertically centred.
    @Test func shortTrackStaysFiniteAndCentred() {
        let (_, lock) = Scenes.lock(sizes: LockControl.Sizes(track: CGSize(width: 60, height: 48)))
        let thumb = lock.thumbView.frame
        #expect(thumb.minX.isFinite && thumb.width.isFinite)
        #expect(thumb.midY == lock.trackView.bounds.midY)
    }
}
