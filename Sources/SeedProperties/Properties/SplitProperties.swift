import Foundation
import Generators
import Harness
import HeadlessUIKit
import Layout
import SeedControls

/// S1-S4 (`spec/controls.md` §3) over split-layout scripts, on the kit: toggles
/// (programmatic and by tapping the switch), resizes, relaunches from the settings
/// store, clock advances, and priority and constant sets. The scene is in
/// `Scenes/SplitScene.swift`, the record in `SplitRecord.swift`.
enum SplitProperties {
    static let switchPoint = Positions.point(
        Positions.coordinate(0...100, simplest: margin + 25.5, thresholds: [margin, margin + 51]),
        Positions.coordinate(0...80, simplest: margin + 15.5, thresholds: [margin, margin + 31]))

    static func pieces(resizes: Bool) -> Gen<[ScriptPiece]> {
        var choices: [(Int, Gen<ScriptPiece>)] = [
            (4, Gen.bool.map { .environment(.setMode($0)) }),
            (2, Gestures.tap(at: switchPoint)),
            (2, Gestures.advance),
            (1, .constant(.environment(.relaunch))),
        ]
        if resizes { choices.append((1, sizes.map { .environment(.resize(width: Double($0.width), height: Double($0.height))) })) }
        return Gen.array(of: Gen.frequency(choices), length: 0...6)
    }

    /// Sometimes a constraint's constant changes too; shrinking removes them first.
    static let constantChanges: Gen<[Step]> = .frequency((3, .constant([])), (1, Gen.array(of: constantChange, length: 0...2)))

    /// Toggles, taps, advances, relaunches and resizes (S1, S4, S4b).
    static let cases = pieces(resizes: true).map { ControlCase(TouchScript(pieces: $0)) }

    /// S2 draws no resizes; S3 draws priority sets, constant changes and mode sets.
    static let generators: [String: Gen<ControlCase<NoSetup>>] = [
        "S2": pieces(resizes: false).map { ControlCase(TouchScript(pieces: $0)) },
        "S3": zip(PrioritySets.changes(of: targets), constantChanges, Gen.array(of: Gen.bool.map { Step.setMode($0) }, length: 0...3))
            .map { ControlCase(TouchScript($0 + $1 + $2)) },
    ]

    static let properties = ControlProperties(scene: scene, cases: cases, generators: generators, record: { _, stage in SplitRecord(stage) },
                                              invariants: [s1, s2, s3, s4, s4b])

    // MARK: Invariants

    static let s1 = Invariant<SplitRecord>(
        "S1", "S1 split frames match the mode",
        summary: "in the mode the script asked for: on, both inside, equal widths, 8 pt apart; off, yellow spans the margins, blue off screen",
        catches: [.splitSpacingKeptWhenOff, .splitBlueTrailingRequired, .layoutPriorityEditIgnored, .layoutConstantEditIgnored,
                  .splitIgnoresToggle],
        atStart: { try $0.checkMode("at start") },
        afterStep: { record, report in
            try record.checkEdit(report)
            try record.checkMode(report.here)
        })

    static let s2 = Invariant<SplitRecord>(
        "S2", "S2 history independence",
        summary: "toggles end in the layout of the mode last asked for; a relaunch from the store gives the same frames",
        catches: [.splitIgnoresStoreOnLoad, .splitIgnoresToggle],
        afterStep: { record, report in try record.checkEdit(report) },
        settled: { try $0.checkHistory() })

    static let s3 = Invariant<SplitRecord>(
        "S3", "S3 no required-priority conflict",
        summary: "under priority sets the required constraints stay satisfiable; required<->optional is refused and changes nothing",
        catches: [.layoutRefusedPriorityApplied],
        afterStep: { record, report in
            try record.checkRefusedMode(report)
            try record.checkEdit(report)
            let engine = record.window.layoutEngine
            try expectation(engine.conflicts.isEmpty && engine.brokenConstraints.isEmpty,
                            "\(report.here): required constraints conflict: \(engine.diagnostics.joined(separator: "; "))")
        })

    static let s4 = Invariant<SplitRecord>(
        "S4", "S4 no ambiguity in either mode",
        summary: "no view of the layout is ambiguous, in either mode",
        catches: [.splitYellowBottomMissing],
        afterStep: { record, report in
            try record.checkEdit(report)
            let split = record.split
            try expectation(!split.yellowView.hasAmbiguousLayout && !split.blueView.hasAmbiguousLayout,
                            "\(report.here): ambiguous layout \(state(split))\n\(record.window.layoutEngine.ambiguityReport())")
        })

    static let s4b = Invariant<SplitRecord>(
        "S4b", "S4b no tie decided by error weights",
        summary: "no optional constraint is broken while another of the same priority holds (a tie settled by error weights)",
        catches: [.splitOffPriorityTies],
        afterStep: { record, report in
            try record.checkEdit(report)
            try checkNoTieDecides(record.split, window: record.window, report.here)
        })

    // MARK: Checks

    static func frames(_ split: SplitLayoutView) -> (CGRect, CGRect) { (split.yellowView.frame, split.blueView.frame) }

    /// S1 in the mode `on` the script asked for, in a container `width` wide (as asked):
    /// on, both views inside, equal widths, 8 pt apart; off, yellow spans the margins and
    /// blue is off screen.
    static func checkS1(_ split: SplitLayoutView, on expectedOn: Bool, width: Double, _ here: String) throws {
        let y = split.yellowView.frame, b = split.blueView.frame
        let tolerance = 1e-6
        try expectation(split.isOn == expectedOn,
                        "\(here): the script asked for mode \(expectedOn ? "on" : "off"), the switch shows \(split.isOn ? "on" : "off")")
        if expectedOn {
            try expectation(y.left >= -tolerance && b.right <= width + tolerance && y.w >= 0,
                            "\(here): on, but not both inside the container: \(state(split))")
            try expectation(abs(y.w - b.w) <= tolerance, "\(here): on, widths differ: \(state(split))")
            try expectation(abs(b.left - y.right - 8) <= tolerance, "\(here): on, not 8 pt apart: \(state(split))")
        } else {
            try expectation(abs(y.left - margin) <= tolerance && abs(y.right - (width - margin)) <= tolerance,
                            "\(here): off, yellow does not span the margins: \(state(split))")
            try expectation(b.left >= width - tolerance, "\(here): off, blue is on screen: \(state(split))")
        }
    }

    /// S4b: no optional constraint of the split layout is broken by a tie settled by the
    /// solver's error weights (`LayoutEngine.weightDecidedTies()`): two constraints of one
    /// priority that cannot both hold, where Cassowary's weights, not a priority, chose
    /// which to break (750 on `w` against 750 on `2w`). The exact ambiguity check (S4)
    /// does not see these: the weights make the optimum unique.
    static func checkNoTieDecides(_ split: SplitLayoutView, window: UIWindow, _ here: String) throws {
        let mine = Set(own(split).map(ObjectIdentifier.init))
        let ties = window.layoutEngine.weightDecidedTies().filter { tie in
            tie.constraints.contains { mine.contains(ObjectIdentifier($0)) }
        }
        try expectation(ties.isEmpty, "\(here): " + ties.map(\.message).joined(separator: "; ") + ": \(state(split))")
    }
}
