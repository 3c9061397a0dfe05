import Foundation
import Harness
@testable import SeedProperties
import HeadlessUIKit
import SeedControls
import Testing

/// §2.3 the camera mode switch: a 375 x 110 bar at y 557 in a 375 x 667 window; the
/// label container sits at x 157.5 (Video, centre 217.5) or 97.5 (Photo, centre 157.5).
@Suite struct CameraModeViewTests {
    static let selected = UIColor(red: 1, green: 0.734, blue: 0.006, alpha: 1).cgColor

    private func labels(_ bar: CameraModeView) -> CGRect { bar.labelContainer?.frame ?? .null }

    private func swipe(_ window: UIWindow, from x: Double, to endX: Double, at time: Double) throws {
        try window.send([.began(x, 600, at: time), .moved(endX, 600, at: time), .ended(endX, 600, at: time)])
    }

    @Test func layoutAtStart() {
        let (_, bar) = Scenes.camera()
        #expect(bar.frame == CGRect(x: 0, y: 557, width: 375, height: 110))
        #expect(labels(bar) == CGRect(x: 157.5, y: 8, width: 120, height: 20))
        // The seed's dot, drawn by its `draw(_:)`: a 6 x 6 ellipse at the top centre.
        let dot = Headless.fills(of: bar)
        #expect(dot.map(\.rect) == [CGRect(x: 184.5, y: 2, width: 6, height: 6)])
        #expect(dot.map(\.shape) == [.ellipse] && dot.map(\.color) == [Self.selected])
        #expect(bar.labelColor("Video") == Self.selected && bar.labelColor("Photo") == UIColor.white.cgColor)
        #expect(bar.backgroundColor == UIColor(white: 0, alpha: 0.5))
    }

    /// A left swipe switches to Photo only when the clock passes 0.28 s: mode, colours and
    /// ValueChanged change in the completion; the container moves at once (model).
    @Test func leftSwipeSwitchesToPhotoAfter028Seconds() throws {
        let (window, bar) = Scenes.camera()
        try swipe(window, from: 250, to: 190, at: 0)
        #expect(labels(bar).minX == 97.5)
        #expect(window.presentationFrame(of: try #require(bar.labelContainer)).minX == 157.5)
        try window.advance(by: 0.27)
        #expect(bar.cameraModel == .video)
        #expect(window.events(of: bar).filter { $0 == .valueChanged }.isEmpty)
        try window.advance(by: 0.01)
        #expect(bar.cameraModel == .photo)
        #expect(bar.labelColor("Photo") == Self.selected && bar.labelColor("Video") == UIColor.white.cgColor)
        #expect(window.events(of: bar) == [.touchDown, .touchCancel, .valueChanged])
    }

    /// Disabled mid-slide, the bar commits the swipe's mode at once, with its one
    /// ValueChanged; the slide ending later sends nothing. Disabled with a finger down, it
    /// cancels the tracking: the finger's later moves send nothing.
    @Test func disablingCommitsTheSwipeAndCancelsTheFinger() throws {
        let (window, bar) = Scenes.camera()
        try swipe(window, from: 250, to: 190, at: 0)
        try window.advance(by: 0.1)
        bar.isEnabled = false
        #expect(bar.cameraModel == .photo)
        #expect(window.events(of: bar) == [.touchDown, .touchCancel, .valueChanged])
        window.settle()
        #expect(window.events(of: bar) == [.touchDown, .touchCancel, .valueChanged])
        #expect(bar.labelColor("Photo") == Self.selected && labels(bar).minX == 97.5)

        let (pressed, held) = Scenes.camera()
        try pressed.send([.began(200, 600, at: 0), .moved(203, 600, at: 0.1)])
        #expect(held.isTracking)
        held.isEnabled = false
        try pressed.send([.moved(205, 600, at: 0.2), .ended(205, 600, at: 0.3)])
        #expect(!held.isTracking && pressed.events(of: held).last == .touchCancel)
        #expect(pressed.events(of: held).filter { $0 == .touchDragInside }.count == 1)

        // A swipe whose finger went down before the disable is recognised after it: the
        // disabled bar ignores it (no slide, no mode, no ValueChanged).
        let (late, ignoring) = Scenes.camera()
        try late.send(.began(250, 600, at: 0))
        ignoring.isEnabled = false
        try late.send([.moved(190, 600, at: 0.05), .ended(190, 600, at: 0.1)])
        late.settle()
        #expect(ignoring.cameraModel == .video && labels(ignoring).minX == 157.5)
        #expect(!late.events(of: ignoring).contains(.valueChanged))
    }

    /// The mode set from code moves the labels and recolours them, with no ValueChanged.
    @Test func modeFromCode() throws {
        let (window, bar) = Scenes.camera()
        bar.cameraModel = .photo
        try window.advance(by: 0)
        #expect(labels(bar).minX == 97.5)
        #expect(bar.labelColor("Photo") == Self.selected && bar.labelColor("Video") == UIColor.white.cgColor)
        #expect(window.events(of: bar).isEmpty)
        // A right swipe then goes back to Video, with its ValueChanged.
        try swipe(window, from: 100, to: 200, at: 1)
        window.settle()
        #expect(bar.cameraModel == .video && window.events(of: bar).filter { $0 == .valueChanged }.count == 1)
    }

    /// C1: a swipe toward the current mode sends no ValueChanged; one per real change.
    @Test func valueChangedOnlyOnRealChanges() throws {
        let (window, bar) = Scenes.camera()
        try swipe(window, from: 100, to: 200, at: 0)       // right: already Video
        try swipe(window, from: 250, to: 190, at: 1)       // left: Photo
        try swipe(window, from: 250, to: 190, at: 2)       // left again: no change
        window.settle()
        #expect(window.events(of: bar).filter { $0 == .valueChanged }.count == 1)
        #expect(bar.cameraModel == .photo)
    }

    /// C2: overlapping swipes end in the mode of the last one, position and colours too.
    @Test func lastSwipeWins() throws {
        let (window, bar) = Scenes.camera()
        try swipe(window, from: 250, to: 190, at: 0)
        try swipe(window, from: 100, to: 200, at: 0.1)
        window.settle()
        #expect(bar.cameraModel == .video)
        #expect(labels(bar).minX == 157.5)
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        #expect(labels(bar).minX == 157.5)
    }

    /// C2, completions out of order: a left swipe, the bar narrowed to 120 pt (where both
    /// modes put the labels in the same place), a right swipe whose slide so changes
    /// nothing and completes at the next tick, before the left one: the left slide's
    /// later completion must not commit Photo over the last swipe's Video.
    @Test func anOlderSlideEndingLastCommitsNothing() throws {
        let (window, bar) = Scenes.camera()
        try swipe(window, from: 250, to: 190, at: 0)
        window.frame = CGRect(x: 0, y: 0, width: 120, height: 667)
        window.layoutIfNeeded()
        try window.send([.began(40, 600, at: 0.1), .moved(100, 600, at: 0.1), .ended(100, 600, at: 0.1)])
        window.settle()
        #expect(bar.cameraModel == .video)
        #expect(window.events(of: bar).filter { $0 == .valueChanged }.count % 2 == 0)
    }

    /// Seed defect, the seed's `layoutSubviews` (`SeedRecentringCameraModeView`): a layout
    /// pass in Photo shows the Video position.
    @Test(arguments: [false, true]) func seedRecentresAtPlus30(faulted: Bool) throws {
        let (window, bar) = Scenes.camera(faults: faulted ? [.cameraLayoutRecentresAtPlus30] : [])
        try swipe(window, from: 250, to: 190, at: 0)
        window.settle()
        bar.setNeedsLayout()
        try window.advance(by: 0)
        #expect(bar.cameraModel == .photo)
        #expect((labels(bar).minX == 97.5) == !faulted)
    }

    /// Seed defect, the seed's `self.center.x` (`SeedCenterCameraModeView`): wrong when the
    /// bar's origin x is not 0 (bar inset 20: centre 167.5 in its bounds, 187.5 in its
    /// superview).
    @Test(arguments: [false, true]) func seedCentreFromSelfCenter(faulted: Bool) throws {
        let (_, bar) = Scenes.camera(inset: 20, faults: faulted ? [.cameraCentreFromSelfCenter] : [])
        #expect(bar.frame.minX == 20)
        #expect((labels(bar).midX == 167.5 + 30) == !faulted)
    }

    /// Planted: ValueChanged on every swipe, even toward the current mode.
    @Test(arguments: [false, true]) func plantedValueChangedOnEverySwipe(faulted: Bool) throws {
        let (window, bar) = Scenes.camera(faults: faulted ? [.cameraValueChangedOnEverySwipe] : [])
        try swipe(window, from: 100, to: 200, at: 0)
        window.settle()
        #expect(window.events(of: bar).contains(.valueChanged) == faulted)
    }

    /// Planted: a toggling completion ends in the wrong mode after two left swipes.
    @Test(arguments: [false, true]) func plantedCompletionToggles(faulted: Bool) throws {
        let (window, bar) = Scenes.camera(faults: faulted ? [.cameraCompletionToggles] : [])
        try swipe(window, from: 250, to: 190, at: 0)
        try swipe(window, from: 250, to: 190, at: 0.1)
        window.settle()
        #expect((bar.cameraModel == .photo) == !faulted)
    }

    /// C3: the dot and labels stay inside the bar at a narrow width (180).
    @Test func narrowBar() {
        let (_, bar) = Scenes.camera(size: CGSize(width: 180, height: 300))
        #expect(bar.frame.width == 180)
        #expect(Headless.fills(of: bar).map(\.rect) == [CGRect(x: 87, y: 2, width: 6, height: 6)])
        #expect(labels(bar).minX >= 0 && labels(bar).maxX <= 180)
    }

    /// FINDINGS §12: a left swipe, then a finger down on the bar, the bar removed, the
    /// finger swiping right: the right swipe no longer reaches the removed bar, so the
    /// bar settles in Photo, the last swipe it was given.
    @Test func aSwipeAfterTheRemovalDoesNotReachTheBar() throws {
        let (window, bar) = Scenes.camera()
        let y = 612.0
        let recognised = RecognisedSwipes()
        for swipe in (bar.gestureRecognizers ?? []).compactMap({ $0 as? UISwipeGestureRecognizer }) {
            swipe.addTarget(recognised, action: RecognisedSwipes.swiped)
        }
        try window.send([.began(187.5, y, at: 0), .moved(137.5, y, at: 0), .ended(137.5, y, at: 0), .began(187.5, y, at: 0)])
        bar.removeFromSuperview()
        try window.send([.moved(187.5, y, at: 0), .moved(237.5, y, at: 0), .ended(237.5, y, at: 0)])
        window.settle()
        #expect(recognised.directions == [.left])
        #expect(bar.cameraModel == .photo)
    }

    /// The camera bar keeps its labels inside bars from 120 pt: the offset gives way below
    /// 180 pt (0 at 120 pt), in both modes; the seed's offset (`SeedOffsetCameraModeView`)
    /// does not.
    @Test(arguments: [false, true]) func theCameraLabelsFitNarrowBars(faulted: Bool) throws {
        var outside = 0
        for width in [120.0, 150, 179, 180, 375] {
            let (window, bar) = Scenes.camera(size: CGSize(width: width, height: 667), faults: faulted ? [.cameraOffsetUnclamped] : [])
            try window.send([.began(width / 2, 612, at: 0), .moved(width / 2 - 55, 612, at: 0), .ended(width / 2 - 55, 612, at: 0)])
            window.settle()
            for frame in [labels(bar)] + Headless.fills(of: bar).map(\.rect) where frame.minX < 0 || frame.maxX > bar.bounds.width {
                outside += 1
            }
            if !faulted { #expect(Double(labels(bar).midX) == width / 2 - min(30, (width - 120) / 2), "bar \(width)") }
        }
        #expect((outside == 0) == !faulted)
    }
}

/// The swipes the runtime's recognizers recognised, in order.
final class RecognisedSwipes {
    var directions: [UISwipeGestureRecognizer.Direction] = []

    func swiped(_ recognizer: UISwipeGestureRecognizer) {
        if recognizer.state == .recognized { directions.append(recognizer.direction) }
    }
}
