import Harness
import Foundation
import Generators
import HeadlessUIKit
import Layout
import SeedControls

/// S1-S4 (`spec/controls.md` §3) over split-layout scripts: toggles (programmatic and
/// by tapping the switch), resizes, relaunches from the settings store, clock advances,
/// and priority sets.
enum SplitProperties {
    enum Invariant: CaseIterable {
        case s1, s2, s3, s4, s4b

        var id: String {
            switch self {
            case .s1: "S1"
            case .s2: "S2"
            case .s3: "S3"
            case .s4: "S4"
            case .s4b: "S4b"
            }
        }
        var name: String {
            switch self {
            case .s1: "S1 split frames match the mode"
            case .s2: "S2 history independence"
            case .s3: "S3 no required-priority conflict"
            case .s4: "S4 no ambiguity in either mode"
            case .s4b: "S4b no tie decided by error weights"
            }
        }
        var summary: String {
            switch self {
            case .s1: "in the mode the script asked for: on, both inside, equal widths, 8 pt apart; off, yellow spans the margins, blue off screen"
            case .s2: "toggles end in the layout of the mode last asked for; a relaunch from the store gives the same frames"
            case .s3: "under priority sets the required constraints stay satisfiable; required<->optional is refused and changes nothing"
            case .s4: "no view of the layout is ambiguous, in either mode"
            case .s4b: "no optional constraint is broken while another of the same priority holds (a tie settled by error weights)"
            }
        }
        var catches: [Fault] {
            switch self {
            case .s1: [.splitSpacingKeptWhenOff, .splitBlueTrailingRequired, .layoutPriorityEditIgnored, .layoutConstantEditIgnored,
                       .splitIgnoresToggle]
            case .s2: [.splitIgnoresStoreOnLoad, .splitIgnoresToggle]
            case .s3: [.layoutRefusedPriorityApplied]
            case .s4: [.splitYellowBottomMissing]
            case .s4b: [.splitOffPriorityTies]
            }
        }
    }

    static let margin = 20.0
    static let size = CGSize(width: 375, height: 667)

    static let switchPoint = Positions.point(
        Positions.coordinate(0...100, simplest: margin + 25.5, thresholds: [margin, margin + 51]),
        Positions.coordinate(0...80, simplest: margin + 15.5, thresholds: [margin, margin + 31]))

    static let resize: Gen<ScriptPiece> = Gen<ScriptPiece>.frequency(
        (2, Gen.element(of: [CGSize(width: 667, height: 375), CGSize(width: 320, height: 568), CGSize(width: 375, height: 667),
                             CGSize(width: 768, height: 1024)])
            .map { .environment(.resize(width: Double($0.width), height: Double($0.height))) }),
        (1, zip(Gen.int(in: 100...1200, shrinkingToward: 375), Gen.int(in: 200...1200, shrinkingToward: 667))
            .map { .environment(.resize(width: Double($0), height: Double($1))) }))

    static func pieces(resizes: Bool) -> Gen<[ScriptPiece]> {
        var choices: [(Int, Gen<ScriptPiece>)] = [
            (4, Gen.bool.map { .environment(.setMode($0)) }),
            (2, Gestures.tap(at: switchPoint)),
            (2, Gestures.advance),
            (1, .constant(.environment(.relaunch))),
        ]
        if resizes { choices.append((1, resize)) }
        return Gen.array(of: Gen.frequency(choices), length: 0...6)
    }

    /// The optional and required constraints of the split layout, named stably, with
    /// their unperturbed priorities (from a reference scene; empty if it cannot be built).
    static let targets: [PriorityTarget] = {
        let (window, split) = Scenes.split(size: size, margin: margin)
        _ = window
        return named(split).map { PriorityTarget(name: $0.name, original: Int($0.constraint.priority.rawValue)) }
    }()

    /// Every constraint made by the layout's code that mentions yellow or blue, in the
    /// order they were activated, by the engine's record (not the layout's own
    /// properties, so a constraint the code forgot to expose is perturbed too).
    static func named(_ split: SplitLayoutView) -> [(name: String, constraint: NSLayoutConstraint)] {
        var seen = Set<ObjectIdentifier>()
        var result: [(String, NSLayoutConstraint)] = []
        let engineConstraints = Headless.layoutNode(of: split.yellowView).constraints + Headless.layoutNode(of: split.blueView).constraints
        for constraint in engineConstraints
        where constraint.origin == .user && seen.insert(ObjectIdentifier(constraint)).inserted {
            var name = constraint.identifier ?? {
                let lhs = "\(constraint.firstItem?.debugName ?? "?").\(constraint.firstAttribute.rawValue)"
                let rhs = constraint.secondAttribute.map { "\(constraint.secondItem?.debugName ?? "?").\($0.rawValue)" } ?? "const"
                return "\(lhs)\(constraint.relation.rawValue)\(rhs)"
            }()
            if result.contains(where: { $0.0 == name }) { name += "#\(result.count)" }
            result.append((name, NSLayoutConstraint(constraint)))
        }
        return result
    }

    /// Sometimes a constraint's constant changes too (the margins, the spacing), biased
    /// to 0, the seed's 8 and 20, and the container's width; shrinking removes them first.
    static let constantChanges: Gen<[Step]> = {
        let names = targets.map(\.name)
        let change = zip(Gen.int(in: 0...max(names.count - 1, 0)),
                         Gen.double(in: -400...800, boundaries: [-20, 0, 8, 20, 375]))
            .map { index, value in Step.setConstant(constraint: names.isEmpty ? "" : names[index], value: value) }
        return .frequency((3, .constant([])), (1, Gen.array(of: change, length: 0...2)))
    }()

    static func generator(_ invariant: Invariant) -> Gen<TouchScript> {
        switch invariant {
        case .s1, .s4, .s4b: pieces(resizes: true).map { TouchScript(pieces: $0) }
        case .s2: pieces(resizes: false).map { TouchScript(pieces: $0) }
        case .s3:
            zip(PrioritySets.changes(of: targets), constantChanges, Gen.array(of: Gen.bool.map { Step.setMode($0) }, length: 0...3))
                .map { TouchScript($0 + $1 + $2) }
        }
    }

    static func property(_ invariant: Invariant, faults: Set<Fault>) -> HarnessProperty {
        let generator = generator(invariant)
        let property = Property(invariant.name, summary: invariant.summary, generator, describe: { numbered($0) }) { value in
            try run(value, faults: faults, invariant: invariant, tracer: nil)
        }
        var harness = HarnessProperty(property, invariant: invariant.id, control: "SplitLayoutView", catches: invariant.catches) { choices in
            guard let value = generator.replay(choices) else { return nil }
            return replayTrace { tracer in try run(value, faults: faults, invariant: invariant, tracer: tracer) }
        }
        harness.stepCount = { generator.replay($0)?.count }
        harness.takes = ["mode", "resize", "relaunch from store", "constant", "priority"]
        harness.script = { text throws(ScriptParseError) in
            if let header = text.headers.first {
                throw HandWrittenScript.unknownHeader(header, control: "SplitLayoutView", takes: "no header lines")
            }
            let script = text.script
            return { tracer in
                let known = targets.map(\.name)
                for (index, step) in script.steps.enumerated() {
                    switch step {
                    case .setPriority(let name, _), .setConstant(let name, _):
                        if !known.contains(name) { throw UnknownConstraint(name, known: known, step: index) }
                    default: break
                    }
                }
                try run(script, faults: faults, invariant: invariant, tracer: tracer)
            }
        }
        return harness
    }

    // MARK: Running

    static func frames(_ split: SplitLayoutView) -> (CGRect, CGRect) { (split.yellowView.frame, split.blueView.frame) }

    static func state(_ split: SplitLayoutView) -> String {
        "\(split.isOn ? "on" : "off"): yellow \(show(split.yellowView.frame)), blue \(show(split.blueView.frame))"
    }

    /// S1 in the mode `expectedOn`, the harness's own record of what the script asked for.
    static func checkS1(_ split: SplitLayoutView, expectedOn: Bool, _ where_: String) throws {
        let y = split.yellowView.frame, b = split.blueView.frame, width = split.frame.w, margin = Double(split.margin)
        let tolerance = 1e-6
        try expectation(split.isOn == expectedOn,
                        "\(where_): the script asked for mode \(expectedOn ? "on" : "off"), the switch shows \(split.isOn ? "on" : "off")")
        if expectedOn {
            try expectation(y.left >= -tolerance && b.right <= width + tolerance && y.w >= 0,
                            "\(where_): on, but not both inside the container: \(state(split))")
            try expectation(abs(y.w - b.w) <= tolerance, "\(where_): on, widths differ: \(state(split))")
            try expectation(abs(b.left - y.right - 8) <= tolerance, "\(where_): on, not 8 pt apart: \(state(split))")
        } else {
            try expectation(abs(y.left - margin) <= tolerance && abs(y.right - (width - margin)) <= tolerance,
                            "\(where_): off, yellow does not span the margins: \(state(split))")
            try expectation(b.left >= width - tolerance, "\(where_): off, blue is on screen: \(state(split))")
        }
    }

    /// S4b: no optional constraint of the split layout is broken by a tie settled by the
    /// solver's error weights (`LayoutEngine.weightDecidedTies()`): two constraints of one
    /// priority that cannot both hold, where Cassowary's weights, not a priority, chose
    /// which to break (750 on `w` against 750 on `2w`). The exact ambiguity check (S4)
    /// does not see these: the weights make the optimum unique.
    static func checkNoTieDecides(_ split: SplitLayoutView, window: UIWindow, _ here: String) throws {
        let mine = Set(named(split).map { ObjectIdentifier($0.constraint.layoutConstraint) })
        let ties = window.layoutEngine.weightDecidedTies().filter { tie in
            tie.constraints.contains { mine.contains(ObjectIdentifier($0)) }
        }
        try expectation(ties.isEmpty, "\(here): " + ties.map(\.message).joined(separator: "; ") + ": \(state(split))")
    }

    /// The harness's record of the mode the script asked for: programmatic sets, and taps
    /// that a `UISwitch` turns into a toggle (down on the switch, up within its bounds
    /// grown by UIControl's 70 pt), followed finger by finger; never read from the layout.
    struct ModeRecord {
        var on = true
        /// The finger tracking the switch (a switch takes one touch at a time).
        var finger: Int?
        /// The switch's frame in the window: pinned `margin` from the top leading corner.
        static let switchFrame = CGRect(x: margin, y: margin, width: 51, height: 31)

        mutating func record(_ step: Step) {
            switch step {
            case .setMode(let newMode): on = newMode
            case let .down(f, x, y, _, _):
                if finger == nil, Self.switchFrame.contains(CGPoint(x: x, y: y)) { finger = f }
            case let .up(f, x, y, _) where f == finger:
                if Self.switchFrame.insetBy(dx: -70, dy: -70).contains(CGPoint(x: x, y: y)) { on.toggle() }
                finger = nil
            case let .cancel(f, _, _, _) where f == finger: finger = nil
            case .relaunch: finger = nil  // the fingers belong to the old window
            default: break
            }
        }
    }

    static func run(_ script: TouchScript, faults: Set<Fault>, invariant: Invariant, tracer: Tracer?) throws {
        let store = SettingsStore()
        var (window, split) = Scenes.split(size: size, margin: margin, store: store, faults: faults)
        tracer?.attach(window, control: split)
        let constraints = Dictionary(named(split).map { ($0.name, $0.constraint) }, uniquingKeysWith: { first, _ in first })
        var toggles = 0, refused = 0, changed = 0
        var asked = ModeRecord()
        if invariant == .s1 { try checkS1(split, expectedOn: asked.on, "at start") }

        for (index, step) in script.steps.enumerated() {
            let here = "step \(index + 1)"
            let before = frames(split)
            switch step {
            case .setMode(let on):
                toggles += 1
                let engine = window.layoutEngine, recorded = engine.recordedErrors.count
                split.enableMode(on)
                if let error = engine.recordedErrors.dropFirst(recorded).first {
                    refused += 1
                    if invariant == .s3 {
                        try expectation(frames(split) == before,
                                        "\(here): enableMode(\(on)) was refused (\(error)) but the layout changed: \(state(split))")
                    }
                }
            case .resize(let width, let height):
                let rect = CGRect(x: 0, y: 0, width: width, height: height)
                window.frame = rect
                split.frame = rect
                window.layoutIfNeeded()
            case .relaunch:
                let size = split.frame.size
                (window, split) = Scenes.split(size: size, margin: margin, store: store, faults: faults)
                tracer?.attach(window, control: split)
            case .setConstant(let name, let value):
                guard let constraint = constraints[name] else { try assume(false); break }
                constraint.constant = value
                window.layoutIfNeeded()
            case .setPriority(let name, let value):
                guard let constraint = constraints[name] else { try assume(false); break }
                let existing = constraint.priority
                let wasRequired = existing == .required
                let priority = UILayoutPriority(Float(value))
                let engine = window.layoutEngine, recorded = engine.recordedErrors.count
                constraint.priority = priority
                window.layoutIfNeeded()
                if let error = engine.recordedErrors.dropFirst(recorded).first {
                    refused += 1
                    try expectation(error == .mutatingRequiredPriority(passed: Priority(priority.rawValue), existing: Priority(existing.rawValue)),
                                    "\(here): unexpected refusal \(error)")
                    try expectation(constraint.priority == existing,
                                    "\(here): the refused change left \(name) at \(constraint.priority), not \(existing)")
                    try expectation(frames(split) == before, "\(here): the refused change moved the views: \(state(split))")
                } else {
                    changed += 1
                    try expectation(wasRequired == (priority == .required),
                                    "\(here): \(name) moved between required and optional without a refusal")
                }
            default:
                try ScriptRunner.send(step, to: window)
            }
            let wasOn = asked.on
            asked.record(step)
            if step.isTouch, asked.on != wasOn { toggles += 1 }
            tracer?.record(index, step, state: state(split))

            switch invariant {
            case .s1: try checkS1(split, expectedOn: asked.on, here)
            case .s3:
                let engine = window.layoutEngine
                try expectation(engine.conflicts.isEmpty && engine.brokenConstraints.isEmpty,
                                "\(here): required constraints conflict: \(engine.diagnostics.joined(separator: "; "))")
            case .s4:
                try expectation(!split.yellowView.hasAmbiguousLayout && !split.blueView.hasAmbiguousLayout,
                                "\(here): ambiguous layout \(state(split))\n\(window.layoutEngine.ambiguityReport())")
            case .s4b:
                try checkNoTieDecides(split, window: window, here)
            case .s2:
                break
            }
        }
        cover(10, !asked.on, "ends in the off mode")
        cover(10, toggles >= 2, "toggled at least twice")
        if invariant == .s3 {
            cover(10, refused > 0, "a required<->optional change refused")
            cover(20, changed > 0, "an optional priority changed")
        }

        window.settle()
        guard invariant == .s2 else { return }
        let settled = frames(split)
        let (relaunched, again) = Scenes.split(size: split.frame.size, margin: margin, store: store, faults: faults)
        tracer?.record(script.count, .relaunch, state: state(again))
        // The reference: a fresh layout (same code) in the mode last asked for, from a
        // store the harness fills itself.
        let fresh = SettingsStore()
        fresh.set(asked.on, forKey: SplitLayoutView.modeUserDefaultKey)
        let (freshWindow, direct) = Scenes.split(size: split.frame.size, margin: margin, store: fresh, faults: faults)
        // The windows stay alive while their views are read (views hold their superview weakly).
        try withExtendedLifetime((window, relaunched, freshWindow)) {
            try expectation(frames(again) == settled, "relaunch from the store: \(state(again)), before \(state(split))")
            try expectation(frames(direct) == settled,
                            "history: asked for \(asked.on ? "on" : "off") last, \(state(split)); a fresh layout in that mode is \(state(direct))")
        }
    }
}
