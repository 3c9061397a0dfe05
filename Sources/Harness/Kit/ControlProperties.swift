import Foundation
import Generators
import HeadlessUIKit

/// A control's properties on the kit: its scene, the generator of its cases, the
/// independent record a case keeps, and its invariants. The one run loop of the kit
/// lives here: build the stage, apply each step (environment steps through the scene),
/// let the record observe it, check the invariants, settle the clock, check again.
///
/// Each invariant becomes one `HarnessProperty` (one name, one failure to shrink), and
/// every tool gets it through a `Catalogue`.
public struct ControlProperties<Setup: SceneSetup, Control: UIView, Record: CaseRecord>: Sendable {
    /// Where the control runs.
    public var scene: Scene<Setup, Control>
    /// The cases (for the invariants without a generator of their own).
    public var cases: Gen<ControlCase<Setup>>
    /// Invariants drawing other cases than `cases` (by id).
    public var generators: [String: Gen<ControlCase<Setup>>]
    /// Starts the record of one case on the stage as built.
    public var record: @Sendable (ControlCase<Setup>, Stage<Control>) -> Record
    /// The invariants, in catalogue order.
    public var invariants: [Invariant<Record>]

    /// A control's properties.
    public init(scene: Scene<Setup, Control>, cases: Gen<ControlCase<Setup>>, generators: [String: Gen<ControlCase<Setup>>] = [:],
                record: @escaping @Sendable (ControlCase<Setup>, Stage<Control>) -> Record, invariants: [Invariant<Record>]) {
        self.scene = scene
        self.cases = cases
        self.generators = generators
        self.record = record
        self.invariants = invariants
    }

    /// The generator of `invariant`'s cases.
    public func generator(for invariant: Invariant<Record>) -> Gen<ControlCase<Setup>> { generators[invariant.id] ?? cases }

    /// Runs `value` with `faults` on, checking `invariants` (all by default), recording
    /// into `tracer` when given.
    ///
    /// - Throws: the first invariant failure; `StepRefusal` for an environment step the
    ///   scene does not declare; a discard when the runtime refuses a malformed step.
    public func run(_ value: ControlCase<Setup>, faults: Set<Fault> = [], invariants chosen: [Invariant<Record>]? = nil,
                    tracer: Tracer? = nil) throws {
        let checks = chosen ?? invariants
        let stage = scene.build(value.setup, faults: faults)
        tracer?.attach(stage.window, control: stage.control)
        let record = self.record(value, stage)
        for invariant in checks { try invariant.atStart(record) }
        var mark = stage.window.eventLog.entries.count
        for (index, step) in value.script.steps.enumerated() {
            record.willApply(step, index: index)
            try scene.apply(step, on: stage)
            let log = stage.window.eventLog.entries
            let caused = Array(log[min(mark, log.count)...])
            mark = log.count
            tracer?.record(index, step, state: scene.state(stage))
            let control = ObjectIdentifier(stage.control)
            let report = StepReport(index: index, step: step, entries: caused.filter { $0.sourceID == control }, allEntries: caused)
            record.didApply(report)
            for invariant in checks { try invariant.afterStep(record, report) }
        }
        for invariant in checks { record.didRun(invariant: invariant.id) }
        stage.window.settle()
        tracer?.record(value.script.count, .advance(0), state: "settled at \(clock(stage.window.now)): " + scene.state(stage))
        record.didSettle()
        for invariant in checks { try invariant.settled(record) }
    }

    /// `invariant` as a property with `faults` on: its name, summary, generator, the
    /// trace of a counterexample, its step count, and how a hand-written script runs.
    public func property(_ invariant: Invariant<Record>, faults: Set<Fault> = []) -> HarnessProperty {
        let generator = self.generator(for: invariant)
        let properties = self
        let property = Property(invariant.name, summary: invariant.summary, generator, describe: { $0.description }) { value in
            try properties.run(value, faults: faults, invariants: [invariant])
        }
        var harness = HarnessProperty(property, invariant: invariant.id, control: scene.control, catches: invariant.catches) { choices in
            guard let value = generator.replay(choices) else { return nil }
            return replayTrace { tracer in try properties.run(value, faults: faults, invariants: [invariant], tracer: tracer) }
        }
        harness.stepCount = { generator.replay($0)?.script.count }
        harness.takes = scene.takes
        harness.script = { text throws(ScriptParseError) in
            let value = try ControlCase<Setup>(text)
            return { tracer in try properties.run(value, faults: faults, invariants: [invariant], tracer: tracer) }
        }
        return harness
    }

    /// Every invariant as a property, with `faults` on.
    public func properties(faults: Set<Fault> = []) -> [HarnessProperty] { invariants.map { property($0, faults: faults) } }
}

/// Anything that hands properties and faults to a catalogue (a control's
/// `ControlProperties`, or a hand-made list).
public protocol PropertySource: Sendable {
    /// The faults its properties hunt, in catalogue order.
    var faults: [Fault] { get }
    /// Its properties with `faults` switched on.
    func properties(faults: Set<Fault>) -> [HarnessProperty]
}

extension ControlProperties: PropertySource {
    /// The scene's faults.
    public var faults: [Fault] { scene.faults }
}
