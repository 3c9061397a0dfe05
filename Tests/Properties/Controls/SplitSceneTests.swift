import Foundation
import Generators
import HeadlessUIKit
import SeedControls
import Testing
@testable import Harness
@testable import SeedProperties

/// The split layout's kit scene applies each environment step it declares (mode,
/// resize, relaunch from store, constant, priority), refuses the others, and the S
/// invariants' checks of those steps fail when a step does not do what it asked.
@Suite struct SplitSceneTests {
    static let scene = SplitProperties.scene

    /// The failure of invariant `id` on `steps` with `faults` on, or nil when it holds.
    static func failure(_ steps: [Step], _ id: String, faults: Set<Fault> = []) -> String? {
        let properties = SplitProperties.properties
        do {
            try properties.run(ControlCase(TouchScript(steps)), faults: faults, invariants: properties.invariants.filter { $0.id == id })
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theSceneTakesTheStepsItsPropertiesDraw() throws {
        #expect(Self.scene.takes == ["mode", "resize", "relaunch from store", "constant", "priority"])
        let stage = Self.scene.build(NoSetup())
        for step in [Step.disable, .enable, .removeFromWindow, .addToWindow, .layoutPass] {
            #expect(throws: StepRefusal.self, "\(step)") { try Self.scene.apply(step, on: stage) }
        }
    }

    /// A relaunch puts a new layout, of the same variant and reading the same store, in
    /// the old one's place at the window's size; the old one leaves the window.
    @Test func aRelaunchBuildsANewLayoutFromTheStore() throws {
        let stage = Self.scene.build(NoSetup())
        let first = stage.control
        for step in [Step.setMode(false), .resize(width: 667, height: 375), .relaunch] { try Self.scene.apply(step, on: stage) }
        #expect(stage.control !== first && first.window == nil && stage.control.window === stage.window)
        #expect(stage.control.store === first.store && !stage.control.isOn)
        #expect(stage.control.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        // Blue is off screen in both, by the old width or the new (S2 draws no resizes).
        #expect(stage.control.yellowView.frame == first.yellowView.frame && stage.control.blueView.frame.left >= 667)
        let faulty = Self.scene.build(NoSetup(), faults: [.splitIgnoresStoreOnLoad])
        try Self.scene.apply(.relaunch, on: faulty)
        #expect(faulty.control is IgnoresStoreSplitLayout)
    }

    /// Constant and priority steps reach the constraint they name on the layout now
    /// under test; a name the layout never had is refused, and one that only a faulty
    /// variant lacks makes the case invalid.
    @Test func editsReachTheNamedConstraint() throws {
        let stage = Self.scene.build(NoSetup())
        try Self.scene.apply(.relaunch, on: stage)
        try Self.scene.apply(.setConstant(constraint: "spacing", value: 30), on: stage)
        try Self.scene.apply(.setPriority(constraint: "yellowTrailing", value: 300), on: stage)
        let split = stage.control
        #expect(split.viewSpacingConstraint.constant == 30 && split.blueView.frame.left - split.yellowView.frame.right == 30)
        #expect(split.yellowTrailingConstraint.priority.rawValue == 300)
        #expect(throws: UnknownConstraint.self) { try Self.scene.apply(.setPriority(constraint: "nope", value: 5), on: stage) }
        let faulty = Self.scene.build(NoSetup(), faults: [.splitYellowBottomMissing])
        let missing = try #require(SplitProperties.targets.map(\.name).first { name in
            !SplitProperties.named(faulty.control).contains { $0.name == name }
        })
        #expect(throws: GenerationStop.discarded) { try Self.scene.apply(.setConstant(constraint: missing, value: 1), on: faulty) }
    }

    /// A refused required->optional change must change nothing: with the engine fault
    /// that applies it anyway, S3 (and every S property, which all check priority steps)
    /// fails; without it, they hold.
    @Test func aRefusedPriorityChangeMustChangeNothing() throws {
        let steps: [Step] = [.setPriority(constraint: "yellow.leading==container.leading", value: 1)]
        for id in ["S1", "S2", "S3", "S4", "S4b"] {
            #expect(Self.failure(steps, id) == nil, "\(id)")
            let failure = Self.failure(steps, id, faults: [.layoutRefusedPriorityApplied])
            #expect(failure?.contains("the refused change moved the views") == true, "\(id): \(String(describing: failure))")
        }
    }

    /// S1 and S2 compare with the mode and size the script asked for: a resize, a tap on
    /// the switch and a relaunch hold on the corrected layout; the layout that ignores
    /// `enableMode` fails S1 on the tap (its switch flips, its layout does not), the one
    /// that ignores the store fails S2 after it.
    @Test func theModeAndSizeComeFromTheScript() {
        let steps: [Step] = [.resize(width: 667, height: 375), .down(finger: 0, x: 45, y: 35, time: 0, taps: 1),
                             .up(finger: 0, x: 45, y: 35, time: 0.1), .relaunch, .advance(1)]
        #expect(Self.failure(steps, "S1") == nil)
        #expect(Self.failure(steps, "S2") == nil)
        let ignored = Self.failure(steps, "S1", faults: [.splitIgnoresToggle])
        #expect(ignored?.hasPrefix("step 3: off, ") == true, "\(String(describing: ignored))")
        let tap = Array(steps.prefix(3))
        #expect(Self.failure(tap, "S2", faults: [.splitIgnoresStoreOnLoad])?.contains("relaunch from the store") == true)
    }
}
