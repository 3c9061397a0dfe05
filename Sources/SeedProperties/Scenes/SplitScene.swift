import Foundation
import Generators
import Harness
import HeadlessUIKit
import Layout
import SeedControls

/// The split layout on the kit: the layout filling a 375 x 667 window (margin 20) that
/// reads a fresh settings store. It takes mode sets, resizes, relaunches from the store,
/// and constant and priority changes of its constraints, each declared here (a script
/// asking for anything else is refused, never skipped).
extension SplitProperties {
    static let margin = 20.0
    static let size = CGSize(width: 375, height: 667)

    static let scene = Scene<NoSetup, SplitLayoutView>(
        control: "SplitLayoutView", make: { _ in SplitLayoutView(frame: CGRect(origin: .zero, size: size), margin: CGFloat(margin)) },
        variants: Fault.splitVariants(frame: CGRect(origin: .zero, size: size), margin: CGFloat(margin)),
        engineFaults: [.layoutPriorityEditIgnored, .layoutConstantEditIgnored, .layoutRefusedPriorityApplied],
        place: { split, _ in
            let window = UIWindow(size: size)
            window.addSubview(split)
            return window
        },
        environment: [setMode, resize, relaunch, setConstant, setPriority],
        state: { state($0.control) })

    // MARK: Environment steps

    /// `mode on|off`: `enableMode(_:)`, as the app's code sets the mode.
    static let setMode = EnvironmentStep<SplitLayoutView>("mode", draw: Gen.bool.map { .setMode($0) }) { step, stage in
        if case .setMode(let on) = step { stage.control.enableMode(on) }
    }

    /// The window sizes a resize draws: the phone and tablet sizes, sometimes any size.
    static let sizes: Gen<CGSize> = .frequency(
        (2, Gen.element(of: [CGSize(width: 667, height: 375), CGSize(width: 320, height: 568), CGSize(width: 375, height: 667),
                             CGSize(width: 768, height: 1024)])),
        (1, zip(Gen.int(in: 100...1200, shrinkingToward: 375), Gen.int(in: 200...1200, shrinkingToward: 667))
            .map { CGSize(width: Double($0), height: Double($1)) }))

    /// `resize WxH`: the window and the layout filling it take the new size.
    static let resize = EnvironmentStep<SplitLayoutView>.resize(sizes) { size, stage in
        let rect = CGRect(origin: .zero, size: size)
        stage.window.frame = rect
        stage.control.frame = rect
        stage.window.layoutIfNeeded()
    }

    /// `relaunch from store`: the layout leaves the window and a new one (the same variant)
    /// built from the same settings store takes its place, filling the window.
    static let relaunch = EnvironmentStep<SplitLayoutView>("relaunch from store", draw: .constant(.relaunch)) { _, stage in
        let old = stage.control
        let frame = CGRect(origin: .zero, size: stage.window.frame.size)
        // The old layout is discarded: its constraints go first, so leaving the window
        // does not move them into an engine of its own.
        var seen: [Constraint] = []
        for view in [old.modeSwitch, old.yellowView, old.blueView] {
            for constraint in Headless.layoutNode(of: view).constraints
            where constraint.origin == .user && !seen.contains(where: { $0 === constraint }) { seen.append(constraint) }
        }
        NSLayoutConstraint.deactivate(seen.map { NSLayoutConstraint($0) })
        old.removeFromSuperview()
        let split = Fault.splitLayout(frame: frame, margin: CGFloat(margin), store: old.store, faults: stage.faults)
        stage.window.addSubview(split)
        stage.control = split
        stage.window.layoutIfNeeded()
    }

    /// One constant change (the margins, the spacing), biased to 0, the seed's 8 and 20,
    /// and the container's width.
    static let constantChange: Gen<Step> = {
        let names = targets.map(\.name)
        return zip(Gen.int(in: 0...max(names.count - 1, 0)), Gen.double(in: -400...800, boundaries: [-20, 0, 8, 20, 375]))
            .map { index, value in Step.setConstant(constraint: names.isEmpty ? "" : names[index], value: value) }
    }()

    /// `constant NAME = VALUE` on the layout's constraint `NAME`, then a layout pass.
    static let setConstant = EnvironmentStep<SplitLayoutView>("constant", draw: constantChange) { step, stage in
        guard case let .setConstant(name, value) = step else { return }
        try constraint(named: name, in: stage.control).constant = value
        stage.window.layoutIfNeeded()
    }

    /// One priority change: a target moved to a named level, a neighbour, or any value.
    static let priorityChange: Gen<Step> = targets.isEmpty ? .constant(.setPriority(constraint: "", value: 1))
        : Gen.int(in: 0...targets.count - 1).flatMap { index in
            PrioritySets.priority(for: targets[index]).map { Step.setPriority(constraint: targets[index].name, value: $0) }
        }

    /// `priority NAME = VALUE` on the layout's constraint `NAME`, then a layout pass (the
    /// engine refuses a move between required and optional, recording UIKit's error).
    static let setPriority = EnvironmentStep<SplitLayoutView>("priority", draw: priorityChange) { step, stage in
        guard case let .setPriority(name, value) = step else { return }
        try constraint(named: name, in: stage.control).priority = UILayoutPriority(Float(value))
        stage.window.layoutIfNeeded()
    }

    // MARK: Constraint names

    /// The optional and required constraints of the split layout, named stably, with
    /// their unperturbed priorities (from a reference layout; empty if it cannot be built).
    static let targets: [PriorityTarget] = {
        let (window, split) = Scenes.split(size: size, margin: CGFloat(margin))
        return withExtendedLifetime(window) {
            named(split).map { PriorityTarget(name: $0.name, original: Int($0.constraint.priority.rawValue)) }
        }
    }()

    /// The constraint `name` of `split` (as `named` names them; the search stops there).
    ///
    /// - Throws: `UnknownConstraint` for a name the corrected layout does not have (a
    ///   mistake in the script); a discard for one only a faulty variant lacks.
    static func constraint(named name: String, in split: SplitLayoutView) throws -> NSLayoutConstraint {
        // Without a `#`, the name is the first constraint's whose own name it is (read
        // without building the names: this runs on every priority and constant step).
        let numbered = name.utf8.contains(UInt8(ascii: "#"))
        if !numbered, let found = own(split).first(where: { has(name, $0) }) { return NSLayoutConstraint(found) }
        if numbered, let found = named(split).first(where: { $0.name == name }) { return found.constraint }
        guard targets.contains(where: { $0.name == name }) else { throw UnknownConstraint(name, known: targets.map(\.name)) }
        throw GenerationStop.discarded
    }

    /// Every constraint made by the layout's code that mentions yellow or blue, in the
    /// order they were activated, by the engine's record (not the layout's own
    /// properties, so a constraint the code forgot to expose is perturbed too).
    static func named(_ split: SplitLayoutView) -> [(name: String, constraint: NSLayoutConstraint)] {
        var names: [String] = []
        return own(split).map { constraint in
            names.append(name(of: constraint, after: names))
            return (names[names.count - 1], NSLayoutConstraint(constraint))
        }
    }

    /// Whether `name` is the name `name(of:after:)` gives `constraint` before any `#`.
    static func has(_ name: String, _ constraint: Constraint) -> Bool {
        if let identifier = constraint.identifier { return identifier == name }
        var rest = name.utf8[...]
        guard drop(constraint.firstItem?.debugName ?? "?", from: &rest), drop(".", from: &rest),
              drop(constraint.firstAttribute.rawValue, from: &rest), drop(constraint.relation.rawValue, from: &rest) else { return false }
        if let second = constraint.secondAttribute {
            guard drop(constraint.secondItem?.debugName ?? "?", from: &rest), drop(".", from: &rest), drop(second.rawValue, from: &rest)
            else { return false }
        } else {
            guard drop("const", from: &rest) else { return false }
        }
        return rest.isEmpty
    }

    /// Drops `part` from the front of `rest`, if it is there.
    private static func drop(_ part: String, from rest: inout Substring.UTF8View) -> Bool {
        guard rest.starts(with: part.utf8) else { return false }
        rest = rest.dropFirst(part.utf8.count)
        return true
    }

    /// A constraint's stable name: its identifier, else its items and attributes; a name
    /// already among `earlier` gets `#` and its position.
    static func name(of constraint: Constraint, after earlier: [String]) -> String {
        let name = constraint.identifier ?? {
            let lhs = (constraint.firstItem?.debugName ?? "?") + "." + constraint.firstAttribute.rawValue
            let rhs = constraint.secondAttribute.map { (constraint.secondItem?.debugName ?? "?") + "." + $0.rawValue } ?? "const"
            return lhs + constraint.relation.rawValue + rhs
        }()
        return earlier.contains(name) ? name + "#\(earlier.count)" : name
    }

    /// The constraints of `named`, unnamed: the engine's user constraints on yellow or
    /// blue, each once, in activation order.
    static func own(_ split: SplitLayoutView) -> [Constraint] {
        // A handful of constraints: a linear search is cheaper than a set.
        var result: [Constraint] = []
        for constraint in Headless.layoutNode(of: split.yellowView).constraints + Headless.layoutNode(of: split.blueView).constraints
        where constraint.origin == .user && !result.contains(where: { $0 === constraint }) {
            result.append(constraint)
        }
        return result
    }

    /// One line on the layout: its mode and both views' frames.
    static func state(_ split: SplitLayoutView) -> String {
        "\(split.isOn ? "on" : "off"): yellow \(show(split.yellowView.frame)), blue \(show(split.blueView.frame))"
    }
}
