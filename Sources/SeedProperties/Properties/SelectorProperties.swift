import Foundation
import Generators
import Harness
import HeadlessUIKit
import SeedControls

/// A selector case's geometry: the number of segments (1...6), printed as `N segments`
/// when not 4.
public struct SelectorSetup: SceneSetup {
    /// Number of titles (segments).
    public var count: Int
    /// A setup.
    public init(count: Int = 4) { self.count = count }
    /// `N segments`, for other than 4.
    public var header: [String] { count == 4 ? [] : ["\(count) segments"] }
    /// Reads `N segments`.
    public init(header: [ScriptText.Header]) throws(ScriptParseError) {
        count = 4
        for line in header {
            guard line.text.hasSuffix(" segments"), let number = Int(line.text.dropLast(" segments".count)), (1...6).contains(number) else {
                throw HandWrittenScript.unknownHeader(line, control: "SegmentSelector", takes: "'N segments' with N in 1...6")
            }
            count = number
        }
    }
}

/// A selector scenario: the number of segments and the script.
public typealias SelectorCase = ControlCase<SelectorSetup>

extension ControlCase where Setup == SelectorSetup {
    /// A selector case.
    public init(count: Int, script: TouchScript) { self.init(setup: SelectorSetup(count: count), script: script) }
    /// Number of titles (segments).
    public var count: Int { setup.count }
}

/// M1-M4b (`spec/controls.md` §3) over selector scripts, on the kit: pans on the
/// highlight (past either end too), taps on segments, resizes, layout passes, disable
/// and enable, removal and adding back. The expected selection and highlight come from
/// `SelectorRecord`, never from the selector.
enum SelectorProperties {
    static var frame: CGRect { SeedScenes.frame }

    static let count: Gen<Int> = .frequency((3, .constant(4)), (1, Gen.int(in: 1...6, shrinkingToward: 4)))

    static let resize: Gen<ScriptPiece> = .frequency(
        (1, .constant(.environment(.resize(width: 400, height: 200)))),
        (2, zip(Gen.int(in: 40...375, shrinkingToward: 200), Gen.int(in: 40...560, shrinkingToward: 400, boundaries: [200, 100]))
            .map { .environment(.resize(width: Double($0), height: Double($1))) }))

    static func pieces(count: Int) -> Gen<[ScriptPiece]> {
        let h = frame.height / Double(count)
        let anywhere = Positions.selector(frame: frame, count: count)
        let onHighlight = Positions.point(
            Positions.coordinate(frame.minX...frame.maxX, simplest: frame.midX, thresholds: []),
            Positions.coordinate(frame.minY...frame.minY + h, simplest: frame.minY + h / 2, thresholds: [frame.minY, frame.minY + h]))
        let pan = Gestures.stroke(from: .frequency((2, onHighlight), (1, anywhere)),
                                  dx: .frequency((4, .constant(0)), (1, Gestures.distance(upTo: 80, thresholds: [10]))),
                                  // A segment or so, sometimes the whole height (to clamp at either end).
                                  dy: .frequency((2, Gestures.directed(threshold: h, upTo: frame.height + 100)),
                                                 (1, Gestures.directed(threshold: frame.height, upTo: frame.height + 100))),
                                  delay: Timing.swipeMove, fingers: Gestures.mostlyOneFinger, ends: Gestures.mostlyUp)
        let chunk = Gen<ScriptPiece>.frequency(
            (13, pan),
            (2, Gestures.tap(at: anywhere)),
            (3, Gestures.advance),
            (1, .constant(.environment(.layoutPass))),
            (1, resize),
            (1, Gen<Step>.element(of: [.disable, .enable]).map { .environment($0) }),
            // Removal (mid-pan, mid-snap) and back: outside its window the selector gets no
            // layout pass; the checks that read its layout wait until it is back.
            (2, Gen<Step>.element(of: [.removeFromWindow, .addToWindow]).map { .environment($0) }))
        return Gen.array(of: chunk, length: 0...5)
    }

    /// Any script.
    static let generator: Gen<SelectorCase> = count.flatMap { count in
        pieces(count: count).map { SelectorCase(count: count, script: TouchScript(pieces: $0)) }
    }

    /// Always at least one bounds change, anywhere in the script (M4, M4b).
    static let resizing: Gen<SelectorCase> = count.flatMap { count in
        zip(pieces(count: count), resize, pieces(count: count)).map {
            SelectorCase(count: count, script: TouchScript(pieces: $0 + [$1] + $2))
        }
    }

    static let properties = ControlProperties(scene: SeedScenes.selector, cases: generator, generators: ["M4": resizing, "M4b": resizing],
                                              record: { value, stage in SelectorRecord(value, stage) },
                                              invariants: [m1, m2, m3, m3b, m4, m4b])

    /// Runs `value` checking the invariant `id` (for tests of the scene's steps).
    static func run(_ value: SelectorCase, faults: Set<Fault>, invariant id: String, tracer: Tracer?) throws {
        try properties.run(value, faults: faults, invariants: properties.invariants.filter { $0.id == id }, tracer: tracer)
    }

    /// The generator of the invariant `id`'s cases.
    static func generator(for id: String) -> Gen<SelectorCase> { properties.generators[id] ?? generator }

    // MARK: Invariants

    static let m1 = Invariant<SelectorRecord>(
        "M1", "M1 white labels aligned",
        summary: "the inner label view's origin in the selector is (0, 0) after every step",
        catches: [.selectorMaskMovedWithoutInnerView, .selectorClampOnlyMask],
        atStart: { try $0.checkAligned("at start") }, afterStep: { try $0.checkAligned($1.here) },
        settled: { try $0.checkAligned("settled") })

    static let m2 = Invariant<SelectorRecord>(
        "M2", "M2 highlight within the selector",
        summary: "the highlight stays within [0, height - h] after every step",
        catches: [.selectorNoClamp],
        atStart: { try $0.checkWithin("at start") }, afterStep: { try $0.checkWithin($1.here) },
        settled: { try $0.checkWithin("settled") })

    static let m3 = Invariant<SelectorRecord>(
        "M3", "M3 snap to the selected segment",
        summary: "once settled the highlight sits on selectedIndex; ValueChanged once per change of it",
        catches: [.selectorValueChangedOnEverySnap, .selectorSnapTruncates],
        atStart: { try $0.checkSelection("at start", events: nil) },
        afterStep: { try $0.checkSelection($1.here, events: $1.events) },
        settled: { try $0.checkSelection("settled", events: nil) })

    static let m3b = Invariant<SelectorRecord>(
        "M3b", "M3b highlight follows the finger",
        summary: "during a pan the highlight moves with the finger move by move, clamped at both ends",
        catches: [.selectorTranslationNotReset],
        afterStep: { try $0.checkFollows($1.here) })

    static let m4 = Invariant<SelectorRecord>(
        "M4", "M4 invariants survive bounds changes",
        summary: "M1-M3 hold after any bounds change",
        catches: [.selectorNoRelayoutOnBoundsChange],
        // M1, M2, M3 and M3b's checks (M3b has none at the start or once settled).
        atStart: { record in
            try record.checkAligned("at start")
            try record.checkWithin("at start")
            try record.checkSelection("at start", events: nil)
        },
        afterStep: { record, report in
            try record.checkAligned(report.here)
            try record.checkWithin(report.here)
            try record.checkSelection(report.here, events: report.events)
            try record.checkFollows(report.here)
        },
        settled: { record in
            try record.checkAligned("settled")
            try record.checkWithin("settled")
            try record.checkSelection("settled", events: nil)
        })

    static let m4b = Invariant<SelectorRecord>(
        "M4b", "M4b highlight is one segment after a bounds change",
        summary: "after a bounds change the highlight is one segment: the selector's width, height / n",
        catches: [.selectorHighlightWidthFixed],
        atStart: { try $0.checkOneSegment("at start") }, afterStep: { try $0.checkOneSegment($1.here) },
        settled: { try $0.checkOneSegment("settled") })

    // MARK: Traces

    static func state(_ selector: SegmentSelector) -> String {
        "highlight \(show(selector.midView.frame)), inner \(show(selector.labelView.frame)), selected \(selector.selectedIndex), pan \(name(selector.panRecognizer.state))"
    }

    /// A recognizer state as the log prints it.
    static func name(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
