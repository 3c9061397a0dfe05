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
///
/// When the scene has a `reset`, a stage is built once per setup and faults and reset
/// between cases (see `run`); copies of a `ControlProperties` share its parked stages.
public struct ControlProperties<Setup: SceneSetup, Control: UIView, Record: CaseRecord>: Sendable {
    /// Where the control runs (changing it drops the parked stages).
    public var scene: Scene<Setup, Control> {
        didSet { stages = StagePool() }
    }
    /// Stages built for earlier cases, waiting to be reset.
    var stages = StagePool<Setup, Control>()
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
    /// Without a tracer, the stage is one parked by an earlier case of the same setup and
    /// faults, put back by the scene's `reset`, when the scene has one and it succeeds;
    /// otherwise (and always with a tracer, so that a replay or a trace is of a fresh
    /// build) the scene is built for this case. Either way the stage is parked again
    /// afterwards, whatever the case's outcome, when the scene has a reset.
    ///
    /// - Throws: the first invariant failure; `StepRefusal` for an environment step the
    ///   scene does not declare; a discard when the runtime refuses a malformed step.
    public func run(_ value: ControlCase<Setup>, faults: Set<Fault> = [], invariants chosen: [Invariant<Record>]? = nil,
                    tracer: Tracer? = nil) throws {
        let stage = tracer == nil ? scene.stage(value.setup, faults: faults, from: stages) : scene.build(value.setup, faults: faults)
        defer { if tracer == nil, scene.reset != nil { stages.park(stage, setup: value.setup, faults: faults) } }
        try run(value, on: stage, invariants: chosen ?? invariants, tracer: tracer)
    }

    /// The run loop on `stage` as built or reset.
    func run(_ value: ControlCase<Setup>, on stage: Stage<Control>, invariants checks: [Invariant<Record>], tracer: Tracer?) throws {
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
    /// The reset-equals-fresh property of its scene with `faults` on (not among
    /// `properties`: it checks the harness, not the control); nil when there is none.
    func resetProperty(faults: Set<Fault>) -> HarnessProperty?
}

extension PropertySource {
    /// None, by default.
    public func resetProperty(faults: Set<Fault>) -> HarnessProperty? { nil }
}

extension ControlProperties: PropertySource {
    /// The scene's faults.
    public var faults: [Fault] { scene.faults }

    /// `resetMatchesFresh(faults:)`.
    public func resetProperty(faults: Set<Fault>) -> HarnessProperty? { resetMatchesFresh(faults: faults) }
}
