import Harness
import Foundation
import Generators
import HeadlessUIKit
import SeedControls

/// A selector scenario: the number of segments and the script.
public struct SelectorCase: Hashable, Sendable, CustomStringConvertible {
    /// Number of titles (segments).
    public var count: Int
    /// The steps.
    public var script: TouchScript

    /// The script as numbered steps, after a header line for non-default geometry.
    public var description: String { (count == 4 ? "" : "\(count) segments\n") + numbered(script) }

    /// A case.
    public init(count: Int, script: TouchScript) {
        self.count = count
        self.script = script
    }

    /// A selector case read back: `N segments` sets the number of segments.
    public init(_ text: ScriptText) throws(ScriptParseError) {
        var count = 4
        for header in text.headers {
            guard header.text.hasSuffix(" segments"), let number = Int(header.text.dropLast(" segments".count)), (1...6).contains(number) else {
                throw HandWrittenScript.unknownHeader(header, control: "SegmentSelector", takes: "'N segments' with N in 1...6")
            }
            count = number
        }
        self.init(count: count, script: text.script)
    }
}

/// M1-M4 (`spec/controls.md` §3) over selector scripts: pans on the highlight (past
/// either end too), taps on segments, resizes and layout passes.
enum SelectorProperties {
    enum Invariant: CaseIterable {
        case m1, m2, m3, m3b, m4, m4b

        var id: String {
            switch self {
            case .m1: "M1"
            case .m2: "M2"
            case .m3: "M3"
            case .m3b: "M3b"
            case .m4: "M4"
            case .m4b: "M4b"
            }
        }
        var name: String {
            switch self {
            case .m1: "M1 white labels aligned"
            case .m2: "M2 highlight within the selector"
            case .m3: "M3 snap to the selected segment"
            case .m3b: "M3b highlight follows the finger"
            case .m4: "M4 invariants survive bounds changes"
            case .m4b: "M4b highlight is one segment after a bounds change"
            }
        }
        var summary: String {
            switch self {
            case .m1: "the inner label view's origin in the selector is (0, 0) after every step"
            case .m2: "the highlight stays within [0, height - h] after every step"
            case .m3: "once settled the highlight sits on selectedIndex; ValueChanged once per change of it"
            case .m3b: "during a pan the highlight moves with the finger move by move, clamped at both ends"
            case .m4: "M1-M3 hold after any bounds change"
            case .m4b: "after a bounds change the highlight is one segment: the selector's width, height / n"
            }
        }
        var catches: [Fault] {
            switch self {
            case .m1: [.selectorMaskMovedWithoutInnerView, .selectorClampOnlyMask]
            case .m2: [.selectorNoClamp]
            case .m3: [.selectorValueChangedOnEverySnap]
            case .m3b: [.selectorTranslationNotReset]
            case .m4: [.selectorNoRelayoutOnBoundsChange]
            case .m4b: [.selectorHighlightWidthFixed]
            }
        }
    }

    static let frame = CGRect(x: 40, y: 100, width: 200, height: 400)
    static let titles = ["Video", "Photo", "Square", "Pano", "Slo-mo", "Time-lapse"]

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

    static func generator(_ invariant: Invariant) -> Gen<SelectorCase> {
        count.flatMap { count in
            if invariant == .m4 || invariant == .m4b {
                // Always at least one bounds change, anywhere in the script.
                return zip(pieces(count: count), resize, pieces(count: count)).map {
                    SelectorCase(count: count, script: TouchScript(pieces: $0 + [$1] + $2))
                }
            }
            return pieces(count: count).map { SelectorCase(count: count, script: TouchScript(pieces: $0)) }
        }
    }

    static func property(_ invariant: Invariant, faults: Set<Fault>) -> HarnessProperty {
        let generator = generator(invariant)
        let property = Property(invariant.name, summary: invariant.summary, generator, describe: { $0.description }) { value in
            try run(value, faults: faults, invariant: invariant, tracer: nil)
        }
        var harness = HarnessProperty(property, invariant: invariant.id, control: "SegmentSelector", catches: invariant.catches) { choices in
            guard let value = generator.replay(choices) else { return nil }
            return replayTrace { tracer in try run(value, faults: faults, invariant: invariant, tracer: tracer) }
        }
        harness.stepCount = { generator.replay($0)?.script.count }
        harness.takes = ["resize", "remove from window", "add back to window", "disable", "enable", "layout pass"]
        harness.script = { text throws(ScriptParseError) in
            let value = try SelectorCase(text)
            return { tracer in try run(value, faults: faults, invariant: invariant, tracer: tracer) }
        }
        return harness
    }

    // MARK: Running

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

    final class SelectionLog {
        var last = 0
        var spurious: [String] = []
    }

    static func run(_ value: SelectorCase, faults: Set<Fault>, invariant: Invariant, tracer: Tracer?) throws {
        let (window, selector) = Scenes.selector(frame: frame, titles: Array(titles.prefix(value.count)), faults: faults)
        tracer?.attach(window, control: selector)
        let selections = SelectionLog()
        selector.addAction(UIAction { [selections, weak selector] _ in
            guard let selector else { return }
            if selector.selectedIndex == selections.last {
                selections.spurious.append("ValueChanged but selectedIndex stayed \(selector.selectedIndex)")
            }
            selections.last = selector.selectedIndex
        }, for: .valueChanged)
        let checksM1 = invariant == .m1 || invariant == .m4
        let checksM2 = invariant == .m2 || invariant == .m4
        let checksM3 = invariant == .m3 || invariant == .m4
        let checksM3b = invariant == .m3b || invariant == .m4
        var clampedTop = false, clampedBottom = false, resized = false
        var panning = false
        var lastFingerY: [Int: Double] = [:]

        // Outside its window the selector gets no layout pass (as in UIKit): a bounds
        // change there is laid out once it is back, so the checks that read the layout
        // after a bounds change wait for that; M1 and ValueChanged are checked always.
        var layoutPending = false
        func checkAlways(_ here: String) throws {
            let h = Double(selector.segmentHeight), height = selector.bounds.h
            let laidOut = !layoutPending
            if checksM1 {
                let origin = selector.labelView.convert(CGPoint.zero, to: selector)
                try expectation(abs(origin.x) <= 1e-9 && abs(origin.y) <= 1e-9,
                                "\(here): white labels off their black labels by (\(short(origin.x)), \(short(origin.y)))")
            }
            if checksM2 && laidOut {
                let y = selector.midView.frame.top
                try expectation(y >= -1e-9 && y <= height - h + 1e-9,
                                "\(here): highlight at y \(short(y)) outside [0, \(short(height - h))]")
            }
            if invariant == .m4b && resized && laidOut {
                let mid = selector.midView.frame
                try expectation(near(mid.h, h) && near(mid.w, selector.bounds.w),
                                "\(here): highlight \(show(mid)) is not one segment (\(short(selector.bounds.w)) x \(short(h)))")
            }
            if checksM3 {
                try expectation(selections.spurious.isEmpty, "\(here): " + selections.spurious.joined(separator: "; "))
            }
        }
        func checkSettled(_ here: String) throws {
            guard checksM3, !layoutPending else { return }
            let y = selector.midView.frame.top, target = Double(selector.selectedIndex) * Double(selector.segmentHeight)
            try expectation(near(y, target), "\(here): settled highlight at y \(short(y)), segment \(selector.selectedIndex) is at \(short(target))")
            // A change of selectedIndex without its ValueChanged leaves the log behind.
            try expectation(selections.last == selector.selectedIndex,
                            "\(here): selectedIndex is \(selector.selectedIndex) but the last ValueChanged reported \(selections.last)")
        }

        try checkAlways("at start")
        for (index, step) in value.script.steps.enumerated() {
            let here = "step \(index + 1)"
            let before = selector.midView.frame.top
            let fingersBefore = window.touchesDown
            var lastY: Double?
            if let finger = step.finger, fingersBefore == [finger] { lastY = lastFingerY[finger] }
            switch step {
            case .resize(let width, let height):
                resized = true
                selector.frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: height)
                window.layoutIfNeeded()
                if selector.window == nil { layoutPending = true }
            case .removeFromWindow: selector.removeFromSuperview()
            case .addToWindow:
                if selector.superview == nil {
                    window.addSubview(selector)
                    window.layoutIfNeeded()
                    layoutPending = false
                }
            case .disable: selector.isEnabled = false
            case .enable: selector.isEnabled = true
            case .layoutPass:
                selector.setNeedsLayout()
                window.layoutIfNeeded()
            default:
                try ScriptRunner.send(step, to: window)
            }
            tracer?.record(index, step, state: state(selector))
            let active = selector.panRecognizer.state == .began || selector.panRecognizer.state == .changed
            if case let .move(finger, _, y, _) = step, active, window.touchesDown == [finger] {
                let height = selector.bounds.h, h = Double(selector.segmentHeight)
                let now = selector.midView.frame.top
                if y < (lastY ?? y), near(now, 0) { clampedTop = true }
                if y > (lastY ?? y), near(now, height - h) { clampedBottom = true }
                // The highlight follows the finger move by move (the seed resets the
                // translation after each one), clamped at both ends.
                if checksM3b, panning, selector.panRecognizer.state == .changed, let lastY {
                    let expected = min(max(before + (y - lastY), 0), height - h)
                    try expectation(near(now, expected, 1e-6),
                                    "\(here): the finger moved \(short(y - lastY)) but the highlight went from \(short(before)) to \(short(now)) (expected \(short(expected)))")
                }
            }
            panning = active
            if let finger = step.finger, let location = step.location { lastFingerY[finger] = location.y }
            try checkAlways(here)
            if case .advance = step, window.pendingCompletions == 0, window.touchesDown.isEmpty { try checkSettled(here) }
        }
        cover(5, clampedTop, "a pan clamped at the top")
        cover(5, clampedBottom, "a pan clamped at the bottom")

        window.settle()
        tracer?.record(value.script.count, .advance(0), state: "settled at \(clock(window.now)): " + state(selector))
        try checkAlways("settled")
        if window.touchesDown.isEmpty { try checkSettled("settled") }
    }
}
