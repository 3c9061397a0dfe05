import Generators

/// How the harness proves it has teeth: for each fault, the properties that should
/// catch it run with a fixed budget, and the catch must shrink small.
public enum FaultCatalogue {
    /// The most steps a shrunk counterexample of `fault` may have (`Fault.stepLimit`).
    public static func stepLimit(for fault: Fault) -> Int { fault.stepLimit }

    /// One fault, one seed: which property caught it, after how many cases, how many
    /// steps its shrunk counterexample has, and whether the catch is confirmed: the shrunk
    /// case fails with the fault on and passes with it off.
    public struct Catch: Sendable {
        /// The fault hunted.
        public var fault: Fault
        /// The seed of every check of the hunt.
        public var seed: UInt64
        /// The property that failed first (in catalogue order), nil when none did.
        public var property: String?
        /// The invariant id of that property (the named check that failed), e.g. "L2b".
        public var invariant: String?
        /// Cases run until the failure (or the whole budget).
        public var cases: Int
        /// Steps of the shrunk counterexample.
        public var steps: Int?
        /// The shrunk counterexample as printed.
        public var counterexample: String?
        /// The report of the failing check.
        public var report: String?
        /// The shrunk choices (replay them with the property's `trace`).
        public var choices: ChoiceSequence?
        /// Replaying the shrunk choices with the fault on fails (the catch reproduces).
        public var failsWithFault = false
        /// Replaying the shrunk choices with no fault passes (the fault is the cause).
        public var passesWithoutFault = false
        /// Whether some property failed.
        public var caught: Bool { property != nil }
        /// The report, ending with the command that reproduces the catch when pasted
        /// (the token, its property and the fault), instead of the engine's `swift test` line.
        public var reproducibleReport: String? {
            guard let report, let property, let token = report.split(separator: "\n")
                .first(where: { $0.hasPrefix("Replay token: ") })?.dropFirst("Replay token: ".count) else { return report }
            return Reproduction.report(report, reproducedBy: Reproduction.replay(token: String(token), property: property,
                                                                                 faults: [fault.rawValue]))
        }
        /// Whether the catch is shown to be caused by the fault.
        public var confirmed: Bool { caught && failsWithFault && passesWithoutFault }
    }

    /// Runs the properties that should catch `fault` (with only that fault on), each with
    /// `cases` cases from `seed` (all from `catalogue`), stopping at the first that fails; then replays its shrunk
    /// case with the fault on and with it off to confirm the catch.
    public static func hunt(_ fault: Fault, seed: UInt64, cases: Int = 2_000, in catalogue: Catalogue) -> Catch {
        let properties = catalogue.properties(faults: [fault]).filter { $0.catches.contains(fault) }
        var spent = 0
        for harness in properties {
            var configuration = CheckConfiguration.cases(cases)
            configuration.seed = seed
            configuration.regressions = nil
            configuration.recordsIssue = false
            configuration.enforcesCoverage = false
            let outcome = harness.property.check(configuration: configuration)
            spent += outcome.cases
            if outcome.status == .failed, let choices = outcome.choices {
                let clean = catalogue.property(named: harness.name)
                return Catch(fault: fault, seed: seed, property: harness.name, invariant: harness.invariant, cases: outcome.cases,
                             steps: harness.stepCount(choices), counterexample: outcome.value, report: outcome.report,
                             choices: choices,
                             failsWithFault: harness.trace(choices).map { $0.failure != nil } ?? false,
                             passesWithoutFault: clean.flatMap { $0.trace(choices) }.map { $0.failure == nil } ?? false)
            }
        }
        return Catch(fault: fault, seed: seed, property: nil, cases: spent, steps: nil)
    }

    /// The table header and one row per fault over `catches` (all seeds of one fault):
    /// how many seeds caught it, how many of those catches were confirmed with the fault
    /// off, the most cases and steps, and the named invariant that failed.
    public static func table(_ rows: [[Catch]]) -> String {
        var lines = ["fault                              caught  confirmed with the fault off  max cases  max steps (limit)  invariant"]
        for catches in rows {
            guard let fault = catches.first?.fault else { continue }
            let caught = catches.filter(\.caught).count
            let confirmed = catches.filter(\.confirmed).count
            let maxCases = catches.map(\.cases).max() ?? 0
            let maxSteps = catches.compactMap(\.steps).max().map(String.init) ?? "-"
            let names = Set(catches.compactMap(\.property)).sorted().joined(separator: "; ")
            lines.append(fault.rawValue.padding(toLength: 35, withPad: " ", startingAt: 0)
                         + "\(caught)/\(catches.count)".padding(toLength: 8, withPad: " ", startingAt: 0)
                         + "\(confirmed)/\(catches.count)".padding(toLength: 30, withPad: " ", startingAt: 0)
                         + String(maxCases).padding(toLength: 11, withPad: " ", startingAt: 0)
                         + "\(maxSteps) (\(stepLimit(for: fault)))".padding(toLength: 19, withPad: " ", startingAt: 0)
                         + (names.isEmpty ? "-" : names))
        }
        return lines.joined(separator: "\n")
    }
}
