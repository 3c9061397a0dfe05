import Foundation
import Generators
import Harness
import HeadlessUIKit
import Layout
import SeedControls

/// The split layout's independent record: what the script asked for, step by step (the
/// mode, by programmatic sets and by taps on the switch; the window size; each priority
/// and constant set), and what a step found (the views' frames, the edited constraint's
/// priority, the engine's errors) so a refused change can be checked to change nothing.
final class SplitRecord: CaseRecord {
    let stage: Stage<SplitLayoutView>
    var split: SplitLayoutView { stage.control }
    var window: UIWindow { stage.window }
    /// The settings store the scene built the layout with (a relaunch reads it again).
    let store: SettingsStore
    /// The mode the script asked for.
    var asked = Mode()
    /// The window size the script asked for (the scene's, then each resize).
    var size = SplitProperties.size
    /// The last priority and constant the script set, by constraint name.
    var priorities: [String: Int] = [:], constants: [String: Double] = [:]
    var toggles = 0, refused = 0, changed = 0

    /// The views' frames as the step found them.
    var framesBefore = (CGRect.zero, CGRect.zero)
    /// The engine's errors recorded before the step, and the first one the step recorded.
    var errorsBefore = 0, refusal: LayoutError?
    /// For a priority or constant step: the constraint and its priority as the step found it.
    var edited: (name: String, constraint: NSLayoutConstraint, existing: UILayoutPriority)?

    init(_ stage: Stage<SplitLayoutView>) {
        self.stage = stage
        store = stage.control.store
    }

    func willApply(_ step: Step, index: Int) {
        framesBefore = SplitProperties.frames(split)
        errorsBefore = window.layoutEngine.recordedErrors.count
        edited = nil
        switch step {
        case .setPriority(let name, _), .setConstant(let name, _):
            // safe: an unknown name is not dropped: the step's own handler refuses it next.
            if let constraint = try? SplitProperties.constraint(named: name, in: split) { edited = (name, constraint, constraint.priority) }
        default: break
        }
    }

    func didApply(_ report: StepReport) {
        let step = report.step
        refusal = window.layoutEngine.recordedErrors.dropFirst(errorsBefore).first
        switch step {
        case .setMode:
            toggles += 1
            if refusal != nil { refused += 1 }
        case let .setPriority(name, value):
            priorities[name] = value
            if refusal != nil { refused += 1 } else { changed += 1 }
        case let .setConstant(name, value): constants[name] = value
        case let .resize(width, height): size = CGSize(width: width, height: height)
        default: break
        }
        let wasOn = asked.on
        asked.record(step)
        if step.isTouch, asked.on != wasOn { toggles += 1 }
    }

    func didRun(invariant id: String) {
        cover(10, !asked.on, "ends in the off mode")
        cover(10, toggles >= 2, "toggled at least twice")
        if id == "S3" {
            cover(10, refused > 0, "a required<->optional change refused")
            cover(20, changed > 0, "an optional priority changed")
        }
    }

    // MARK: Checks

    /// S1 in the mode the script asked for, at the width it asked for.
    func checkMode(_ here: String) throws {
        try SplitProperties.checkS1(split, on: asked.on, width: Double(size.width), here)
    }

    /// Every property's check of a priority or constant step: a refused priority change
    /// is UIKit's required<->optional refusal and leaves the priority and the views as
    /// they were; an accepted one keeps the constraint on its side of required and
    /// leaves it at what was asked, as an accepted constant change does.
    func checkEdit(_ report: StepReport) throws {
        let here = report.here
        switch report.step {
        case let .setPriority(name, value):
            guard let (_, constraint, existing) = edited else { return }
            let priority = UILayoutPriority(Float(value))
            if let error = refusal {
                try expectation(error == .mutatingRequiredPriority(passed: Priority(priority.rawValue), existing: Priority(existing.rawValue)),
                                "\(here): unexpected refusal \(error)")
                try expectation(constraint.priority == existing,
                                "\(here): the refused change left \(name) at \(constraint.priority), not \(existing)")
                try expectation(SplitProperties.frames(split) == framesBefore,
                                "\(here): the refused change moved the views: \(SplitProperties.state(split))")
            } else {
                try expectation((existing == .required) == (priority == .required),
                                "\(here): \(name) moved between required and optional without a refusal")
                try expectation(priorities[name] == Int(constraint.priority.rawValue),
                                "\(here): \(name) was set to \(value) but holds \(constraint.priority)")
            }
        case let .setConstant(name, value):
            guard let (_, constraint, _) = edited else { return }
            try expectation(constants[name] == Double(constraint.constant),
                            "\(here): \(name)'s constant was set to \(short(value)) but is \(short(Double(constraint.constant)))")
        default: break
        }
    }

    /// S3's check of a mode set the engine refused: the layout did not change.
    func checkRefusedMode(_ report: StepReport) throws {
        guard case .setMode(let on) = report.step, let error = refusal else { return }
        try expectation(SplitProperties.frames(split) == framesBefore,
                        "\(report.here): enableMode(\(on)) was refused (\(error)) but the layout changed: \(SplitProperties.state(split))")
    }

    /// S2 once settled: a relaunch from the store, and a fresh layout in the mode last
    /// asked for (from a store the harness fills itself), both show the settled frames.
    func checkHistory() throws {
        let settled = SplitProperties.frames(split), margin = CGFloat(SplitProperties.margin)
        let (relaunched, again) = Scenes.split(size: size, margin: margin, store: store, faults: stage.faults)
        let fresh = SettingsStore()
        fresh.set(asked.on, forKey: SplitLayoutView.modeUserDefaultKey)
        let (freshWindow, direct) = Scenes.split(size: size, margin: margin, store: fresh, faults: stage.faults)
        // The windows stay alive while their views are read (views hold their superview weakly).
        try withExtendedLifetime((relaunched, freshWindow)) {
            try expectation(SplitProperties.frames(again) == settled,
                            "relaunch from the store: \(SplitProperties.state(again)), before \(SplitProperties.state(split))")
            try expectation(SplitProperties.frames(direct) == settled,
                            "history: asked for \(asked.on ? "on" : "off") last, \(SplitProperties.state(split)); "
                                + "a fresh layout in that mode is \(SplitProperties.state(direct))")
        }
    }
}

extension SplitRecord {
    /// The mode the script asked for: programmatic sets, and taps that a `UISwitch` turns
    /// into a toggle (down on the switch, up within its bounds grown by UIControl's 70 pt),
    /// followed finger by finger; never read from the layout.
    struct Mode {
        var on = true
        /// The finger tracking the switch (a switch takes one touch at a time).
        var finger: Int?
        /// The switch's frame in the window: pinned `margin` from the top leading corner.
        static let switchFrame = CGRect(x: SplitProperties.margin, y: SplitProperties.margin, width: 51, height: 31)

        mutating func record(_ step: Step) {
            switch step {
            case .setMode(let newMode): on = newMode
            case let .down(f, x, y, _, _):
                if finger == nil, Self.switchFrame.contains(CGPoint(x: x, y: y)) { finger = f }
            case let .up(f, x, y, _) where f == finger:
                if Self.switchFrame.insetBy(dx: -70, dy: -70).contains(CGPoint(x: x, y: y)) { on.toggle() }
                finger = nil
            case let .cancel(f, _, _, _) where f == finger: finger = nil
            case .relaunch: finger = nil  // the old switch left the window with its touch
            default: break
            }
        }
    }
}
