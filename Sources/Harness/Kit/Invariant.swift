import Foundation
import HeadlessUIKit

/// What one step did, as the invariants see it: the step, its index, the runtime log
/// entries it caused (the control's and everyone's), and the control events among them.
public struct StepReport {
    /// The step's index (0-based; failures print `step \(index + 1)`).
    public let index: Int
    /// The step.
    public let step: Step
    /// The log entries of the control under test caused by this step.
    public let entries: [Headless.LogEntry]
    /// Every log entry caused by this step (recognisers, other controls).
    public let allEntries: [Headless.LogEntry]

    /// A report.
    public init(index: Int, step: Step, entries: [Headless.LogEntry], allEntries: [Headless.LogEntry]) {
        self.index = index
        self.step = step
        self.entries = entries
        self.allEntries = allEntries
    }

    /// The control events the control sent during the step, one set per sending.
    public var events: [UIControl.Event] { entries.compactMap(\.events) }
    /// How failures name the step: `step 3`.
    public var here: String { "step \(index + 1)" }
}

/// The independent record a property keeps while a case runs: what the script asked
/// for, observed step by step, never the control's own view of itself. The runner
/// calls these hooks around every step; the invariants read the record.
public protocol CaseRecord: AnyObject, SendableMetatype {
    /// Before `step` is applied (read the stage as the step finds it).
    func willApply(_ step: Step, index: Int)
    /// After the step, before the invariants check it.
    func didApply(_ report: StepReport)
    /// After the last step, before the clock settles (coverage of the case).
    func didRun(invariant id: String)
    /// After the clock settled, before the settled checks.
    func didSettle()
}

extension CaseRecord {
    /// Nothing to note.
    public func willApply(_ step: Step, index: Int) {}
    /// Nothing to note.
    public func didApply(_ report: StepReport) {}
    /// No coverage.
    public func didRun(invariant id: String) {}
    /// Nothing to note.
    public func didSettle() {}
}

/// An invariant as a named value: an id and a name (as the catalogue lists them), a
/// one-line summary, the faults it is known to catch, and its checks: once at the
/// start, after every step, and once the clock settles. A check throws (through
/// `expectation`) to fail.
public struct Invariant<Record>: Sendable {
    /// The id, e.g. "L2b".
    public let id: String
    /// The property's name, e.g. "L2b tracking ends when the fingers lift".
    public var name: String
    /// One line on what it checks.
    public let summary: String
    /// The faults it is expected to catch.
    public var catches: [Fault]
    /// Checked on the stage as built, before any step.
    public var atStart: @Sendable (Record) throws -> Void
    /// Checked after every step.
    public var afterStep: @Sendable (Record, StepReport) throws -> Void
    /// Checked once the clock has settled after the last step.
    public var settled: @Sendable (Record) throws -> Void

    /// An invariant; any check left out passes.
    public init(_ id: String, _ name: String, summary: String, catches: [Fault] = [],
                atStart: @escaping @Sendable (Record) throws -> Void = { _ in },
                afterStep: @escaping @Sendable (Record, StepReport) throws -> Void = { _, _ in },
                settled: @escaping @Sendable (Record) throws -> Void = { _ in }) {
        self.id = id
        self.name = name
        self.summary = summary
        self.catches = catches
        self.atStart = atStart
        self.afterStep = afterStep
        self.settled = settled
    }

    /// The same checks over another record that holds this one (`part` reads it out).
    public func pulled<Outer>(back part: @escaping @Sendable (Outer) -> Record) -> Invariant<Outer> {
        let atStart = self.atStart, afterStep = self.afterStep, settled = self.settled
        return Invariant<Outer>(id, name, summary: summary, catches: catches,
                                atStart: { try atStart(part($0)) },
                                afterStep: { try afterStep(part($0), $1) },
                                settled: { try settled(part($0)) })
    }
}
