import Foundation
import Generators
import Harness
import HeadlessUIKit
import SeedControls

/// The camera's independent record: the window size and the bar's place in it, as the
/// script set them, the swipes the script performs as `SwipeOracle` reads them (never
/// the bar's own mode or target), and the ValueChanged events the bar sent.
final class CameraRecord: CaseRecord {
    /// The ValueChanged events the bar sent, counted by an action of the bar's (as an app
    /// would), which sees them sent even outside the window, where the runtime's log does
    /// not record them. A box of its own, so that the bar's action does not hold the record.
    final class ValueChangedCount {
        var count = 0
    }

    let stage: Stage<CameraModeView>
    var bar: CameraModeView { stage.control }
    var window: UIWindow { stage.window }
    let inset: Double
    /// The window's size as the scene made it and the script resized it.
    var windowSize = CGSize(width: 375, height: 667)
    var inWindow = true
    var enabled = true
    var oracle = SwipeOracle()
    /// The last recognised swipe's mode.
    var expected: CameraModeView.CameraModel = .video
    /// How often the recognised swipes so far switch direction (from Video): the most
    /// mode changes they can cause (C1's bound).
    var switches = 0
    var lastSwipe: Double?
    /// How many swipes the oracle recognised.
    var swipes = 0
    private let sent = ValueChangedCount()
    var duringSlide = false, layoutInPhoto = false, removedMidSlide = false

    init(_ value: CameraCase, _ stage: Stage<CameraModeView>) {
        self.stage = stage
        inset = value.inset
        stage.control.addAction(UIAction { [sent] _ in sent.count += 1 }, for: .valueChanged)
    }

    /// The ValueChanged events sent so far.
    var valueChanged: Int { sent.count }

    /// The bar's frame in the window: pinned to the bottom, `inset` from the sides, 110 high.
    var barFrame: CGRect {
        CGRect(x: inset, y: windowSize.height - 110, width: windowSize.width - 2 * inset, height: 110)
    }

    func willApply(_ step: Step, index: Int) {
        if case .removeFromWindow = step, window.pendingCompletions > 0, bar.window != nil { removedMidSlide = true }
        if case .layoutPass = step, expected == .photo { layoutInPhoto = true }
    }

    func didApply(_ report: StepReport) { record(report.step) }

    /// Notes what `step` asked for (after it ran; no step changes the geometry a finger
    /// step of its own reads).
    func record(_ step: Step) {
        switch step {
        case let .down(finger, x, y, time, _):
            let point = CGPoint(x: x, y: y)
            let hits = inWindow && enabled && barFrame.contains(point)
                && CGRect(origin: .zero, size: windowSize).contains(point)
            oracle.began(finger: finger, at: point, time: time, hitsView: hits)
        case let .move(finger, x, y, time):
            if let direction = oracle.moved(finger: finger, to: CGPoint(x: x, y: y), time: time) {
                // A disabled bar acts on no swipe (one a finger began before the disable).
                guard enabled else { break }
                let mode: CameraModeView.CameraModel = direction < 0 ? .photo : .video
                if mode != expected { switches += 1 }
                expected = mode
                if let lastSwipe, time < lastSwipe + CameraProperties.slideDuration { duringSlide = true }
                lastSwipe = time
                swipes += 1
            }
        case let .stay(finger, x, y, _): oracle.stayed(finger: finger, at: CGPoint(x: x, y: y))
        case let .up(finger, _, _, _), let .cancel(finger, _, _, _): oracle.ended(finger: finger)
        case .removeFromWindow:
            if inWindow { oracle.viewLeftWindow() }
            inWindow = false
        case .addToWindow: inWindow = true
        case .disable: enabled = false
        case .enable: enabled = true
        case let .resize(width, height): windowSize = CGSize(width: width, height: height)
        default: break
        }
    }

    func didRun(invariant id: String) {
        cover(10, duringSlide, "a swipe before the previous slide ended")
        cover(10, expected == .photo, "the last swipe chose Photo")
        cover(3, layoutInPhoto, "a layout pass in Photo")
        cover(1, removedMidSlide, "removed from the window mid-slide")
        if id == "C3" { cover(5, barFrame.width < 180, "a bar narrower than 180 pt") }
    }

    // MARK: Checks

    /// C1's bound at `here`: one place for it, so that a ValueChanged too many during a
    /// step and one while settling are the same failure to the shrinker.
    func checkValueChangedBound(_ here: String) throws {
        try expectation(valueChanged <= switches,
                        "\(here): ValueChanged sent \(valueChanged) times, but the recognised swipes change the mode at most "
                            + "\(switches) times")
    }

    /// C2's expectations for the last swipe's mode, with the bar as wide as the harness
    /// laid it out; nothing is read from the control's code. Every way C2 can fail is one
    /// failure (one `expectation`), so the shrinker may move from a long counterexample of
    /// one kind to a short one of another.
    func checkSettled(_ here: String) throws {
        var problems: [String] = []
        if bar.cameraModel != expected { problems.append("settled in \(bar.cameraModel), but the last swipe chose \(expected)") }
        let centre = CameraProperties.expectedCentre(expected, barWidth: barFrame.width)
        let labels = bar.labelContainer?.frame ?? .zero
        if !near(labels.left + labels.w / 2, centre) {
            problems.append("\(expected) labels centred at \(short(labels.left + labels.w / 2)), expected \(short(centre))")
        }
        let videoSelected = bar.labelColor("Video") == CameraProperties.selectedColor
        let photoSelected = bar.labelColor("Photo") == CameraProperties.selectedColor
        if videoSelected != (expected == .video) || photoSelected != (expected == .photo) {
            problems.append("colours do not match \(expected)")
        }
        if problems.isEmpty {
            bar.setNeedsLayout()
            window.layoutIfNeeded()
            let again = bar.labelContainer?.frame ?? .zero
            if !near(again.left + again.w / 2, centre) {
                problems.append("after a layout pass in \(expected) the labels are centred at \(short(again.left + again.w / 2)), expected \(short(centre))")
            }
        }
        try expectation(problems.isEmpty, "\(here): " + problems.joined(separator: "; "))
    }

    /// C3 at `here`: the label container and every shape the bar's `draw(_:)` filled lie
    /// inside the bar's bounds.
    func checkInside(_ here: String) throws {
        let bounds = bar.bounds
        let drawn = Headless.fills(of: bar).map { ("dot", $0.rect) }
        for (name, frame) in [("labels", bar.labelContainer?.frame ?? .zero)] + drawn {
            try expectation(frame.left >= -1e-9 && frame.right <= bounds.w + 1e-9 && frame.top >= -1e-9 && frame.bottom <= bounds.h + 1e-9,
                            "\(here): \(name) \(show(frame)) outside the bar \(show(bounds))")
        }
    }
}
