import Foundation
import Generators
import HeadlessUIKit
import Layout

/// A case of the reset-equals-fresh property: a history run on a stage, then a probe run
/// on that stage once reset and on a fresh build.
public struct ResetCase<Setup: SceneSetup>: Hashable, Sendable, CustomStringConvertible {
    /// What the stage went through before the reset (its script runs on the probe's setup).
    public var history: ControlCase<Setup>
    /// The history stopped after its steps, unsettled (a case whose invariant failed
    /// mid-script leaves its stage so), instead of running as a whole case.
    public var aborted: Bool
    /// The case run after the reset, and on a fresh build.
    public var probe: ControlCase<Setup>

    /// A case.
    public init(history: ControlCase<Setup>, aborted: Bool, probe: ControlCase<Setup>) {
        self.history = history
        self.aborted = aborted
        self.probe = probe
    }

    /// The probe's setup, the history's steps, then the probe's.
    public var description: String {
        probe.setup.header.map { $0 + "\n" }.joined()
            + "history (\(aborted ? "steps only, not settled" : "a whole case")):\n" + numbered(history.script)
            + "\nafter the reset:\n" + numbered(probe.script)
    }
}

extension ControlProperties {
    /// The property every scene reset must pass: after any history, a reset stage runs
    /// any case exactly as a fresh build does. For a history A and a probe B drawn from
    /// `cases`, it builds the stage for B's setup, runs A on it (a whole case through the
    /// runner's loop with its record, settled, or A's steps alone, unsettled, as a case
    /// whose invariant failed mid-script leaves it), resets it and
    /// runs B, recording after the reset, after each step of B and once settled: every
    /// view's frame and UIKit state (and, after the reset and once settled, whether its
    /// layout is ambiguous), the active constraints with constants and
    /// priorities, the engine's counts (installed, broken, conflicts), the clock, the
    /// fingers down, the pending completions, the new log entries (control events
    /// among them) and the scene's `state` line; then it runs B on a fresh build and
    /// compares the two records line by line. A case whose reset refuses passes (the
    /// runner builds afresh then); the report labels how often that happened.
    ///
    /// Nil when the scene has no reset. Named "<control> reset equals fresh".
    public func resetMatchesFresh(faults: Set<Fault> = []) -> HarnessProperty? {
        guard let reset = scene.reset else { return nil }
        let properties = self
        let generator: Gen<ResetCase<Setup>> = zip(cases, Gen<Bool>.bool, cases).map { history, aborted, probe in
            ResetCase(history: ControlCase(setup: probe.setup, script: history.script), aborted: aborted, probe: probe)
        }
        let name = "\(scene.control) reset equals fresh"
        let property = Property(name, summary: "after any history, a reset \(scene.control) stage runs any case as a fresh build does",
                                generator, describe: { $0.description }) { value in
            let stage = properties.scene.build(value.probe.setup, faults: faults)
            properties.runHistory(value, on: stage)
            let restored = reset(stage, value.probe.setup)
            classify(restored, "the reset restored the stage")
            classify(!restored, "the reset refused (a fresh build follows)")
            guard restored else { return }
            let reused = properties.observe(value.probe, on: stage)
            let fresh = properties.observe(value.probe, on: properties.scene.build(value.probe.setup, faults: faults))
            try Self.compare(reused, fresh)
        }
        var harness = HarnessProperty(property, invariant: "reset", control: scene.control, catches: []) { choices in
            guard let value = generator.replay(choices) else { return nil }
            return replayTrace { tracer in
                let stage = properties.scene.build(value.probe.setup, faults: faults)
                properties.runHistory(value, on: stage)
                guard reset(stage, value.probe.setup) else { return }
                tracer.attach(stage.window, control: stage.control)
                let reused = properties.observe(value.probe, on: stage, tracer: tracer)
                try Self.compare(reused, properties.observe(value.probe, on: properties.scene.build(value.probe.setup, faults: faults)))
            }
        }
        harness.stepCount = { generator.replay($0).map { $0.history.script.count + $0.probe.script.count } }
        harness.takes = scene.takes
        return harness
    }

    /// Runs the history on `stage`, ignoring how it ends (an invariant failing, a step refused).
    func runHistory(_ value: ResetCase<Setup>, on stage: Stage<Control>) {
        if value.aborted {
            for step in value.history.script.steps {
                do { try scene.apply(step, on: stage) } catch { return }
            }
        } else {
            // No invariants: their failures are the aborted history's business, and their
            // coverage requirements are not this property's.
            do { try run(value.history, on: stage, invariants: [], tracer: nil) } catch {}  // safe: any outcome is a history
        }
    }

    /// What a case does on `stage`: the observation after the start, each step and the settling.
    func observe(_ value: ControlCase<Setup>, on stage: Stage<Control>, tracer: Tracer? = nil) -> [String] {
        let record = self.record(value, stage)
        var mark = 0
        var lines = [observation("at start", stage, mark: &mark, checksAmbiguity: true)]
        for (index, step) in value.script.steps.enumerated() {
            record.willApply(step, index: index)
            var outcome = ""
            do { try scene.apply(step, on: stage) } catch { outcome = " refused: \(error)" }
            tracer?.record(index, step, state: scene.state(stage))
            lines.append(observation("after step \(index + 1)\(outcome)", stage, mark: &mark))
            if !outcome.isEmpty { return lines }
        }
        stage.window.settle()
        tracer?.record(value.script.count, .advance(0), state: "settled: " + scene.state(stage))
        lines.append(observation("settled", stage, mark: &mark, checksAmbiguity: true))
        return lines
    }

    /// One observation of `stage`, the log entries after `mark` included (`mark` moves on).
    func observation(_ when: String, _ stage: Stage<Control>, mark: inout Int, checksAmbiguity: Bool = false) -> String {
        let window = stage.window
        var views: [String] = []
        var constraints: [String] = []
        var seen = Set<ObjectIdentifier>()
        var queue: [UIView] = [window]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            index += 1
            queue.append(contentsOf: view.subviews)
            var line = "\(view.accessibilityIdentifier ?? "\(type(of: view))") \(view.frame) alpha \(view.alpha)"
            if view.isHidden { line += " hidden" }
            if !view.isUserInteractionEnabled { line += " no-interaction" }
            // Ambiguity needs the solver's analysis: asked at the start and once settled.
            if checksAmbiguity, Headless.layoutNode(of: view).hasAmbiguousLayout { line += " ambiguous" }
            if let control = view as? UIControl {
                line += " enabled \(control.isEnabled) selected \(control.isSelected) highlighted \(control.isHighlighted)"
                    + " tracking \(control.isTracking)"
            }
            views.append(line)
            for constraint in Headless.layoutNode(of: view).constraints
            where constraint.isActive && seen.insert(ObjectIdentifier(constraint)).inserted {
                constraints.append("\(constraint) @\(constraint.priority.rawValue) c=\(constraint.constant)")
            }
        }
        let engine = window.layoutEngine
        let log = window.eventLog.entries
        let entries = log[min(mark, log.count)...].map(\.description)
        mark = log.count
        return """
            \(when): \(scene.state(stage))
              clock \(window.now), fingers \(window.touchesDown), completions \(window.pendingCompletions)
              engine installed \(engine.installedConstraintCount) broken \(engine.brokenConstraints.count) \
            conflicts \(engine.conflicts.count) errors \(engine.recordedErrors.count)
              views \(views.joined(separator: "; "))
              constraints \(constraints.sorted().joined(separator: "; "))
              log \(entries.joined(separator: "; "))
            """
    }

    /// Fails at the first observation where the reset stage and the fresh one differ.
    static func compare(_ reused: [String], _ fresh: [String]) throws {
        for (index, (left, right)) in zip(reused, fresh).enumerated() where left != right {
            let leftLines = left.split(separator: "\n"), rightLines = right.split(separator: "\n")
            let differing = zip(leftLines, rightLines).first { $0 != $1 }
            throw PropertyFailure("observation \(index) differs between the reset stage and a fresh build:\n"
                + "reset: \(differing.map { String($0.0) } ?? left)\nfresh: \(differing.map { String($0.1) } ?? right)")
        }
        try expectation(reused.count == fresh.count,
                        "the reset stage gave \(reused.count) observations, a fresh build \(fresh.count)")
    }
}
