import Foundation
import Generators
import Harness
import HeadlessUIKit
import SeedControls

/// A camera case's geometry: the bar's side inset (its origin x), printed as
/// `bar inset N` when not 0.
public struct CameraSetup: SceneSetup {
    /// Inset of the bar from each side of the window.
    public var inset: Double
    /// A setup.
    public init(inset: Double = 0) { self.inset = inset }
    /// `bar inset N`, for a non-zero inset.
    public var header: [String] { inset == 0 ? [] : ["bar inset \(short(inset))"] }
    /// Reads `bar inset N`.
    public init(header: [ScriptText.Header]) throws(ScriptParseError) {
        inset = 0
        for line in header {
            inset = try HandWrittenScript.value(of: line, after: "bar inset ", form: "bar inset N", control: "CameraModeView") {
                ScriptParser.decimal($0)
            }
        }
    }
}

/// A camera scenario: the bar's side inset and the script.
public typealias CameraCase = ControlCase<CameraSetup>

extension ControlCase where Setup == CameraSetup {
    /// A camera case.
    public init(inset: Double, script: TouchScript) { self.init(setup: CameraSetup(inset: inset), script: script) }
    /// Inset of the bar from each side of the window.
    public var inset: Double { setup.inset }
}

/// C1-C3 (`spec/controls.md` §3) over camera scripts, on the kit: swipes (including ones
/// that come before the previous slide ends), drags, taps, layout passes, resizes,
/// rotations, disabling and removal from the window.
enum CameraProperties {
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

    static let properties = ControlProperties(scene: SeedScenes.camera, cases: generator(), generators: ["C3": narrowGenerator],
                                              record: { value, stage in CameraRecord(value, stage) }, invariants: [c1, c2, c3])

    /// Runs `value` checking the invariant `id` (for tests of the scene's steps).
    static func run(_ value: CameraCase, faults: Set<Fault>, invariant id: String, tracer: Tracer?) throws {
        try properties.run(value, faults: faults, invariants: properties.invariants.filter { $0.id == id }, tracer: tracer)
    }

    // MARK: The spec's geometry

    /// The bar's state in a trace line.
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

    // MARK: Invariants

    /// C1 from the harness's own record (`SwipeOracle`), never from the bar's mode: the
    /// mode changes at most once per switch of the recognised swipes' direction, and it
    /// ends in the last swipe's mode, so the number of ValueChanged events is at most the
    /// number of switches and odd exactly when the last swipe chose Photo.
    static let c1 = Invariant<CameraRecord>(
        "C1", "C1 ValueChanged once per mode change",
        summary: "ValueChanged at most once per switch of the recognised swipes, odd iff the last chose Photo; none toward the current mode",
        catches: [.cameraValueChangedOnEverySwipe],
        afterStep: { record, report in try record.checkValueChangedBound(report.here) },
        settled: { record in
            try record.checkValueChangedBound("settled")
            // A mode change without its ValueChanged leaves the count's parity behind.
            try expectation(record.valueChanged % 2 == (record.expected == .photo ? 1 : 0),
                            "settled: ValueChanged sent \(record.valueChanged) times, but the last swipe chose \(record.expected)")
        })

    static let c2 = Invariant<CameraRecord>(
        "C2", "C2 settled mode follows the last swipe",
        summary: "once settled, the mode is the last recognised swipe's, and position and colours match it, even after a layout pass",
        catches: [.cameraCompletionToggles, .cameraLayoutRecentresAtPlus30, .cameraCentreFromSelfCenter, .cameraIgnoresRecognisedSwipe],
        afterStep: { record, report in
            guard case .advance = report.step, record.inWindow, record.window.pendingCompletions == 0,
                  record.window.touchesDown.isEmpty else { return }
            try record.checkSettled(report.here)
        },
        settled: { record in
            // Outside its window the bar is not laid out; back in it, it must match.
            if record.inWindow {
                try record.checkSettled("settled")
            } else {
                try expectation(record.bar.cameraModel == record.expected,
                                "settled outside the window in \(record.bar.cameraModel), but the last swipe chose \(record.expected)")
            }
        })

    static let c3 = Invariant<CameraRecord>(
        "C3", "C3 dot and labels inside the bar",
        summary: "the dot and the labels stay inside the bar for any bar width >= 120",
        catches: [.cameraLabelsTopFromFrame, .cameraOffsetUnclamped],
        atStart: { try $0.checkInside("at start") }, afterStep: { try $0.checkInside($1.here) },
        settled: { try $0.checkInside("settled") })
}
