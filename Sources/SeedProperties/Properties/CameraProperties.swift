import Harness
import Foundation
import Generators
import HeadlessUIKit
import SeedControls

/// A camera scenario: the bar's side inset (its origin x) and the script.
public struct CameraCase: Hashable, Sendable, CustomStringConvertible {
    /// Inset of the bar from each side of the window.
    public var inset: Double
    /// The steps.
    public var script: TouchScript

    /// The script as numbered steps, after a header line for non-default geometry.
    public var description: String { (inset == 0 ? "" : "bar inset \(short(inset))\n") + numbered(script) }

    /// A case.
    public init(inset: Double, script: TouchScript) {
        self.inset = inset
        self.script = script
    }

    /// A camera case read back: `bar inset N` sets the bar's side inset.
    public init(_ text: ScriptText) throws(ScriptParseError) {
        var inset = 0.0
        for header in text.headers {
            inset = try HandWrittenScript.value(of: header, after: "bar inset ", form: "bar inset N", control: "CameraModeView") {
                ScriptParser.decimal($0)
            }
        }
        self.init(inset: inset, script: text.script)
    }
}

/// C1-C3 (`spec/controls.md` §3) over camera scripts: swipes (including ones that come
/// before the previous slide ends), drags, taps, layout passes, resizes and rotations.
enum CameraProperties {
    enum Invariant: CaseIterable {
        case c1, c2, c3

        var id: String {
            switch self {
            case .c1: "C1"
            case .c2: "C2"
            case .c3: "C3"
            }
        }
        var name: String {
            switch self {
            case .c1: "C1 ValueChanged once per mode change"
            case .c2: "C2 settled mode follows the last swipe"
            case .c3: "C3 dot and labels inside the bar"
            }
        }
        var summary: String {
            switch self {
            case .c1: "ValueChanged at most once per switch of the recognised swipes, odd iff the last chose Photo; none toward the current mode"
            case .c2: "once settled, the mode is the last recognised swipe's, and position and colours match it, even after a layout pass"
            case .c3: "the dot and the labels stay inside the bar for any bar width >= 120"
            }
        }
        var catches: [Fault] {
            switch self {
            case .c1: [.cameraValueChangedOnEverySwipe]
            case .c2: [.cameraCompletionToggles, .cameraLayoutRecentresAtPlus30, .cameraCentreFromSelfCenter,
                       .cameraIgnoresRecognisedSwipe]
            case .c3: [.cameraLabelsTopFromFrame, .cameraOffsetUnclamped]
            }
        }
    }

    /// The narrowest bar the scripts make (the spec's 120 pt: the label container's width).
    static let narrowestBar = 120.0

    static let inset: Gen<Double> = .frequency((3, .constant(0)), (2, Gen.int(in: 0...60, boundaries: [12, 20]).map(Double.init)))

    static func pieces(inset: Double, narrowest narrowestBar: Double = narrowestBar) -> Gen<[ScriptPiece]> {
        let anywhere = Positions.camera(inset: inset)
        let swipe = Gestures.stroke(from: Positions.cameraBar(inset: inset), dx: Gestures.directed(threshold: 50, upTo: 300),
                                    dy: .frequency((4, .constant(0)), (1, Gestures.distance(upTo: 260, thresholds: [200]))),
                                    delay: Timing.swipeMove, fingers: Gestures.mostlyOneFinger, ends: Gestures.mostlyUp)
        let narrowest = Int(narrowestBar + 2 * inset)
        let resize: Gen<ScriptPiece> = .frequency(
            (1, .constant(.environment(.resize(width: 667, height: 375)))),
            // Bars from the narrowest (120 pt) up; 150 and 179 pt bars are boundaries too, as
            // the labels' offset shrinks below 180 pt.
            (1, zip(Gen.int(in: narrowest...900, shrinkingToward: 375, boundaries: [narrowest, narrowest + 30, narrowest + 59]),
                    Gen.int(in: 200...1000, shrinkingToward: 667))
                .map { .environment(.resize(width: Double($0), height: Double($1))) }))
        // A chunk is one piece, or swipes back to back (the later ones usually land
        // while the previous slide is still running).
        let chunk = Gen<[ScriptPiece]>.frequency(
            (12, swipe.map { [$0] }),
            // Back-to-back swipes as a list, not a pair, so the shrinker can delete
            // the first one alone; every second swipe is mirrored, so the simplest list
            // alternates (left, right, ...) and deleting one swipe flips the ones after
            // it, which is how "left, left" shrinks to the single "right" it stands for.
            (9, Gen.array(of: swipe, length: 0...4).map { swipes in
                swipes.enumerated().map { $0.offset % 2 == 1 ? mirrored($0.element) : $0.element }
            }),
            (1, Gestures.drag(from: anywhere, along: anywhere, maxMoves: 3).map { [$0] }),
            (1, Gestures.tap(at: anywhere).map { [$0] }),
            (3, Gestures.advance.map { [$0] }),
            (3, Gen.constant([ScriptPiece.environment(.layoutPass)])),
            (4, zip(swipe, Gestures.advance).map { [$0, $1, .environment(.layoutPass)] }),
            (1, resize.map { [$0] }),
            (1, Gen<Step>.element(of: [.disable, .enable]).map { [.environment($0)] }),
            // Removal mid-gesture and mid-slide, and back (docs/FINDINGS.md §12).
            (2, Gen<Step>.element(of: [.removeFromWindow, .addToWindow]).map { [.environment($0)] }),
            (2, swipe.map { [$0, .environment(.removeFromWindow), .environment(.addToWindow)] }))
        return Gen.array(of: chunk, length: 0...5).map { $0.flatMap { $0 } }
    }

    /// A finger gesture reflected left-right about its start (a left swipe becomes a right one).
    static func mirrored(_ piece: ScriptPiece) -> ScriptPiece {
        guard case .finger(var gesture) = piece else { return piece }
        let x = gesture.start.x
        gesture.moves = gesture.moves.map { FingerGesture.Move(to: ScriptPoint(2 * x - $0.to.x, $0.to.y), delay: $0.delay) }
        return .finger(gesture)
    }

    static func generator(narrowest: Double = narrowestBar) -> Gen<CameraCase> {
        inset.flatMap { inset in
            pieces(inset: inset, narrowest: narrowest).map { CameraCase(inset: inset, script: TouchScript(pieces: $0)) }
        }
    }

    /// C3's scripts: half of them start by narrowing the window so that the bar is 120 to
    /// 240 pt wide, where the labels' offset has to give way.
    static let narrowGenerator: Gen<CameraCase> = inset.flatMap { inset in
        let narrowest = Int(narrowestBar + 2 * inset)
        let narrow = Gen.int(in: narrowest...(narrowest + 120), shrinkingToward: narrowest + 60,
                             boundaries: [narrowest, narrowest + 30, narrowest + 59, narrowest + 60])
            .map { ScriptPiece.environment(.resize(width: Double($0), height: 667)) }
        let start = Gen<[ScriptPiece]>.frequency((1, .constant([])), (1, narrow.map { [$0] }))
        return zip(start, pieces(inset: inset)).map { CameraCase(inset: inset, script: TouchScript(pieces: $0 + $1)) }
    }

    static func property(_ invariant: Invariant, faults: Set<Fault>) -> HarnessProperty {
        let generator = invariant == .c3 ? narrowGenerator : generator()
        let property = Property(invariant.name, summary: invariant.summary, generator, describe: { $0.description }) { value in
            try run(value, faults: faults, invariant: invariant, tracer: nil)
        }
        var harness = HarnessProperty(property, invariant: invariant.id, control: "CameraModeView", catches: invariant.catches) { choices in
            guard let value = generator.replay(choices) else { return nil }
            return replayTrace { tracer in try run(value, faults: faults, invariant: invariant, tracer: tracer) }
        }
        harness.stepCount = { generator.replay($0)?.script.count }
        harness.takes = ["disable", "enable", "remove from window", "add back to window", "layout pass", "resize"]
        harness.script = { text throws(ScriptParseError) in
            let value = try CameraCase(text)
            return { tracer in try run(value, faults: faults, invariant: invariant, tracer: tracer) }
        }
        return harness
    }

    // MARK: Running

    static func state(_ bar: CameraModeView) -> String {
        "mode \(bar.cameraModel), labels \(show(bar.labelContainer?.frame ?? .zero)) in bar \(show(bar.frame))"
    }

    /// The selected label's colour, from the spec (1, 0.734, 0.006), not from the bar.
    static let selectedColor = CGColor(red: 1, green: 0.734, blue: 0.006, alpha: 1)
    /// The slide's duration, from the spec.
    static let slideDuration = 0.28

    /// Where the label container's centre belongs in `mode` on a bar `width` wide (bar
    /// coordinates), from the spec's geometry: 30 pt right of the centre for Video, left
    /// for Photo, less on bars narrower than 180 pt so that the 120 pt container fits.
    static func expectedCentre(_ mode: CameraModeView.CameraModel, barWidth width: Double) -> Double {
        let offset = min(30, max(0, (width - 120) / 2))
        return width / 2 + (mode == .video ? offset : -offset)
    }

    /// C2's expectations for `expected` (the harness's own reading of the swipes), with the
    /// bar `barWidth` wide as the harness laid it out; nothing is read from the control's
    /// code. Every way C2 can fail is one failure (one `expectation`), so the shrinker may
    /// move from a long counterexample of one kind to a short one of another.
    static func checkSettled(_ bar: CameraModeView, window: UIWindow, expected: CameraModeView.CameraModel, barWidth: Double,
                             _ here: String) throws {
        var problems: [String] = []
        if bar.cameraModel != expected { problems.append("settled in \(bar.cameraModel), but the last swipe chose \(expected)") }
        let centre = expectedCentre(expected, barWidth: barWidth)
        let labels = bar.labelContainer?.frame ?? .zero
        if !near(labels.left + labels.w / 2, centre) {
            problems.append("\(expected) labels centred at \(short(labels.left + labels.w / 2)), expected \(short(centre))")
        }
        let videoSelected = bar.labelColor("Video") == selectedColor
        let photoSelected = bar.labelColor("Photo") == selectedColor
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

    /// The harness's record of the scene: the window size and the bar's place in it, as
    /// the script set them, and the swipes the script performs (`SwipeOracle`).
    struct SceneRecord {
        var windowSize = CGSize(width: 375, height: 667)
        let inset: Double
        var inWindow = true
        var enabled = true
        var oracle = SwipeOracle()
        /// The last recognised swipe's mode.
        var expected: CameraModeView.CameraModel = .video
        /// How often the recognised swipes so far switch direction (from Video): the most
        /// mode changes they can cause (C1's bound).
        var switches = 0
        var lastSwipe: Double?
        var duringSlide = false
        var swipes = 0

        /// The bar's frame in the window: pinned to the bottom, `inset` from the sides, 110 high.
        var barFrame: CGRect {
            CGRect(x: inset, y: windowSize.height - 110, width: windowSize.width - 2 * inset, height: 110)
        }

        mutating func record(_ step: Step) {
            switch step {
            case let .down(finger, x, y, time, _):
                let point = CGPoint(x: x, y: y)
                let hits = inWindow && enabled && barFrame.contains(point)
                    && CGRect(origin: .zero, size: windowSize).contains(point)
                oracle.began(finger: finger, at: point, time: time, hitsView: hits)
            case let .move(finger, x, y, time):
                if let direction = oracle.moved(finger: finger, to: CGPoint(x: x, y: y), time: time) {
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
    }

    /// Performs one step of a camera script: a finger step, or an environment step the
    /// camera scene understands (disable, enable, removal, adding back and pinning again,
    /// a layout pass, a resize of the window).
    static func apply(_ step: Step, to bar: CameraModeView, in window: UIWindow, inset: Double) throws {
        switch step {
        case .disable: bar.isEnabled = false
        case .enable: bar.isEnabled = true
        case .removeFromWindow: bar.removeFromSuperview()
        case .addToWindow:
            if bar.superview == nil {
                window.addSubview(bar)
                Scenes.pinToBottom(bar, inset: inset)
                window.layoutIfNeeded()
            }
        case .layoutPass:
            bar.setNeedsLayout()
            window.layoutIfNeeded()
        case .resize(let width, let height):
            window.frame = CGRect(x: 0, y: 0, width: width, height: height)
            window.layoutIfNeeded()
        default:
            try ScriptRunner.send(step, to: window)
        }
    }

    /// The ValueChanged events the bar sent.
    final class ValueChangedCount {
        var count = 0
    }

    static func run(_ value: CameraCase, faults: Set<Fault>, invariant: Invariant, tracer: Tracer?) throws {
        let (window, bar) = Scenes.camera(inset: value.inset, faults: faults)
        tracer?.attach(window, control: bar)
        var scene = SceneRecord(inset: value.inset)
        var layoutInPhoto = false, removedMidSlide = false

        // C1 from the harness's own record (`SwipeOracle`), never from the bar's mode: the
        // mode changes at most once per switch of the recognised swipes' direction, and it
        // ends in the last swipe's mode, so the number of ValueChanged events is at most
        // the number of switches and odd exactly when the last swipe chose Photo.
        // Counted by an action of the bar's (as an app would), which sees it sent even
        // outside the window, where the runtime's log does not record it.
        let sent = ValueChangedCount()
        bar.addAction(UIAction { [sent] _ in sent.count += 1 }, for: .valueChanged)
        var valueChanged: Int { sent.count }
        // One place for the bound, so that a ValueChanged too many during a step and one
        // while settling are the same failure to the shrinker.
        func checkValueChangedBound(_ here: String) throws {
            try expectation(valueChanged <= scene.switches,
                            "\(here): ValueChanged sent \(valueChanged) times, but the recognised swipes change the mode at most "
                                + "\(scene.switches) times")
        }
        func checkInside(_ here: String) throws {
            let bounds = bar.bounds
            let drawn = Headless.fills(of: bar).map { ("dot", $0.rect) }
            for (name, frame) in [("labels", bar.labelContainer?.frame ?? .zero)] + drawn {
                try expectation(frame.left >= -1e-9 && frame.right <= bounds.w + 1e-9 && frame.top >= -1e-9 && frame.bottom <= bounds.h + 1e-9,
                                "\(here): \(name) \(show(frame)) outside the bar \(show(bounds))")
            }
        }
        if invariant == .c3 { try checkInside("at start") }

        for (index, step) in value.script.steps.enumerated() {
            let here = "step \(index + 1)"
            if case .removeFromWindow = step, window.pendingCompletions > 0, bar.window != nil { removedMidSlide = true }
            if case .layoutPass = step, scene.expected == .photo { layoutInPhoto = true }
            try apply(step, to: bar, in: window, inset: value.inset)
            scene.record(step)
            tracer?.record(index, step, state: state(bar))
            switch invariant {
            case .c1:
                try checkValueChangedBound(here)
            case .c2:
                if case .advance = step, scene.inWindow, window.pendingCompletions == 0, window.touchesDown.isEmpty {
                    try checkSettled(bar, window: window, expected: scene.expected, barWidth: scene.barFrame.width, here)
                }
            case .c3:
                try checkInside(here)
            }
        }
        cover(10, scene.duringSlide, "a swipe before the previous slide ended")
        cover(10, scene.expected == .photo, "the last swipe chose Photo")
        cover(3, layoutInPhoto, "a layout pass in Photo")
        cover(1, removedMidSlide, "removed from the window mid-slide")
        if invariant == .c3 { cover(5, scene.barFrame.width < 180, "a bar narrower than 180 pt") }

        window.settle()
        tracer?.record(value.script.count, .advance(0), state: "settled at \(clock(window.now)): " + state(bar))
        switch invariant {
        case .c1:
            try checkValueChangedBound("settled")
            // A mode change without its ValueChanged leaves the count's parity behind.
            try expectation(valueChanged % 2 == (scene.expected == .photo ? 1 : 0),
                            "settled: ValueChanged sent \(valueChanged) times, but the last swipe chose \(scene.expected)")
        case .c2:
            // Outside its window the bar is not laid out; back in it, it must match.
            if scene.inWindow {
                try checkSettled(bar, window: window, expected: scene.expected, barWidth: scene.barFrame.width, "settled")
            } else {
                try expectation(bar.cameraModel == scene.expected,
                                "settled outside the window in \(bar.cameraModel), but the last swipe chose \(scene.expected)")
            }
        case .c3:
            try checkInside("settled")
        }
    }
}
