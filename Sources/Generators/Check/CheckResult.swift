/// The outcome of a check.
public struct CheckResult<Value> {
    /// The property's name.
    public var property: String
    /// The seed the check ran with.
    public var seed: UInt64
    /// Valid cases run (passing, or up to and including the first failure).
    public var cases: Int
    /// Cases rejected by filters or `assume`.
    public var invalidCases: Int
    /// What happened.
    public var outcome: Outcome
    /// Labels and coverage over the passing cases.
    public var statistics: CheckStatistics
    /// Where a new counterexample was saved, if it was.
    public var savedFile: String?
    /// Saved counterexamples (or the replay token) that no longer replay what they were
    /// saved for; whatever the outcome, a check with stale replays does not pass.
    public var staleReplays: [StaleReplay] = []
    /// The token of a flaky case, when its last run decoded a value.
    var flakyToken: ReplayToken?
    /// One sentence for each environment variable that overrode a setting written in
    /// code (see `CheckEnvironment`: the environment wins, and the report says so).
    public var environmentOverrides: [String] = []

    init(property: String, seed: UInt64, cases: Int, invalidCases: Int, outcome: Outcome, statistics: CheckStatistics,
         savedFile: String? = nil) {
        self.property = property
        self.seed = seed
        self.cases = cases
        self.invalidCases = invalidCases
        self.outcome = outcome
        self.statistics = statistics
        self.savedFile = savedFile
    }

    /// What happened in a check.
    public enum Outcome {
        /// Every case passed and every requirement held.
        case passed
        /// A case failed; here it is, shrunk.
        case failed(Counterexample<Value>)
        /// A case failed, then passed when run again on the same choices.
        case flaky(first: String, second: String, choices: ChoiceSequence)
        /// The generator could not produce enough valid cases, or was too slow.
        case healthCheckFailed(String)
        /// Cases passed, but some `cover` requirements were not met.
        case coverageNotMet([String])
        /// A replay token or regression file could not be used.
        case unusableInput(String)
        /// Nothing failed, but saved counterexamples or the replay token no longer replay
        /// what they were saved for (the generator changed since): they checked nothing.
        case stale([StaleReplay])
    }

    /// Whether the check passed.
    public var passed: Bool { if case .passed = outcome { true } else { false } }

    /// The counterexample, when a case failed.
    public var counterexample: Counterexample<Value>? {
        if case .failed(let counterexample) = outcome { counterexample } else { nil }
    }
}

/// A failing case, shrunk, with everything needed to understand and replay it.
public struct Counterexample<Value> {
    /// The shrunk value.
    public var value: Value
    /// The value as the report shows it.
    public var description: String
    /// Its choice sequence.
    public var choices: ChoiceSequence
    /// The failure message of the shrunk case.
    public var failure: String
    /// The failure message of the first failing case.
    public var originalFailure: String
    /// What shrinking did.
    public var shrink: ShrinkStatistics
    /// The one-line replay token.
    public var token: ReplayToken
    /// The fingerprint of the value and the generator's shape, saved with it.
    public var fingerprint: ReplayFingerprint
    /// Where the failing case came from.
    public var source: Source

    /// Where a failing case came from.
    public enum Source: Equatable, Sendable {
        /// Found by generation.
        case generated(caseNumber: Int)
        /// Replayed from a regression file.
        case regressionFile(String)
        /// Replayed from a token.
        case token
    }
}

extension CheckResult {
    /// The human-readable report: what failed, the shrunk value, how to replay it.
    public func report(replayFilter: String? = nil) -> String {
        let main = outcomeReport(replayFilter: replayFilter)
        let environment = environmentOverrides.map { "Environment: \($0)" }
        if case .stale = outcome { return ([main] + environment).joined(separator: "\n") }
        return ([main] + environment + staleReplays.map(\.description)).joined(separator: "\n")
    }

    /// The report of the outcome alone, without the stale replays of other outcomes (a
    /// test integration records those one by one, see `staleReplays`).
    public func outcomeReport(replayFilter: String? = nil) -> String {
        switch outcome {
        case .passed:
            var text = "Property '\(property)' passed \(cases) cases (seed 0x\(hex(seed, width: 16)))."
            if !statistics.table.isEmpty { text += "\n" + statistics.table }
            return text
        case .failed(let example):
            let found: String = switch example.source {
            case .generated(let number): "after \(number) case\(number == 1 ? "" : "s")"
            case .regressionFile(let path): "replaying \(path)"
            case .token: "replaying a token"
            }
            let shrink = example.shrink
            var lines = [
                "Property '\(property)' failed \(found) (seed 0x\(hex(seed, width: 16))).",
                "Counterexample:",
                indent(example.description),
                "Failure: \(example.failure)",
                // No timings here: two runs of a check must print identical reports.
                "Shrunk from \(shrink.originalLength) to \(shrink.shrunkLength) choices in \(shrink.evaluations) evaluations "
                    + "(\(shrink.improvements) improvements, \(shrink.stopReason.rawValue)).",
            ]
            if example.originalFailure != example.failure { lines.append("First failure before shrinking: \(example.originalFailure)") }
            lines.append("Replay token: \(example.token)")
            let filter = replayFilter.map { " --filter '\($0)'" } ?? ""
            lines.append("Replay: \(CheckEnvironment.replayVariable)='\(example.token)' swift test\(filter)")
            if let savedFile { lines.append("Saved: \(savedFile)") }
            return lines.joined(separator: "\n")
        case .flaky(let first, let second, let choices):
            return """
                Property '\(property)' is flaky (seed 0x\(hex(seed, width: 16))): it failed, then passed on the same choices.
                First run: \(first)
                Second run: \(second)
                \(flakyToken.map { "Replay token: \($0)" } ?? "Choices: \(choices)")
                Look for state shared between cases, time or randomness the generator does not control.
                """
        case .healthCheckFailed(let message):
            return "Property '\(property)' failed a health check (seed 0x\(hex(seed, width: 16))): \(message)"
        case .coverageNotMet(let unmet):
            return "Property '\(property)' passed \(cases) cases but missed coverage requirements (seed 0x\(hex(seed, width: 16))):\n"
                + unmet.map { "  " + $0 }.joined(separator: "\n") + "\n" + statistics.table
        case .unusableInput(let message):
            return "Property '\(property)': \(message)"
        case .stale(let stale):
            return stale.map(\.description).joined(separator: "\n")
        }
    }
}

func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
}

extension Duration {
    var formattedMilliseconds: String {
        let (seconds, attoseconds) = components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return milliseconds < 10 ? "\((milliseconds * 100).rounded() / 100) ms" : "\(Int(milliseconds.rounded())) ms"
    }
}
