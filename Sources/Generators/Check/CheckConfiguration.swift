import Foundation

/// How one check runs. The defaults suit `swift test`: 100 cases, a seed derived from
/// the property's name (so runs repeat exactly), shrinking on, the regression directory
/// of the package replayed first.
public struct CheckConfiguration: Sendable {
    /// Valid cases to run (scaled by `PBT_CASES_SCALE`).
    public var cases: Int = 100
    /// The seed; nil derives it from the property's name (overridden by `PBT_SEED`).
    public var seed: UInt64?
    /// Invalid cases (filters exhausted, `assume(false)`) tolerated before the filter
    /// health check fails, as a multiple of `cases`.
    public var maxInvalidPerCase: Int = 10
    /// A case taking longer than this fails (nil: no deadline). Timing makes results
    /// machine-dependent, so it is off by default.
    public var caseDeadline: Duration?
    /// Stop generating new cases after this long (the check then passes on the cases run).
    public var timeLimit: Duration?
    /// Whether to shrink failures.
    public var shrinks = true
    /// Limits on shrinking.
    public var shrinkBudget = ShrinkBudget()
    /// The most choices one case may draw.
    public var maxChoices = 8_192
    /// Where counterexamples are saved and replayed from; nil for nowhere.
    public var regressions: RegressionStore? = .automatic
    /// A replay token to run instead of generating (like `PBT_REPLAY`, which wins).
    public var replay: String?
    /// Whether a failing check records a Swift Testing issue (when run inside a test).
    public var recordsIssue = true
    /// Mean generation time per case, over the first 10 cases, above which the "too
    /// slow" health check fails; nil (the default) leaves the check off. Wall-clock time
    /// makes a verdict depend on the machine and its load, so like `caseDeadline` it is
    /// off unless asked for (`harness fuzz` asks for 200 ms); with `generationTiming`
    /// set to `.perChoice` the check counts work instead and is deterministic.
    public var slowGenerationThreshold: Duration?
    /// How generation is measured for `slowGenerationThreshold`.
    public var generationTiming: GenerationTiming = .wallClock
    /// Whether unmet `cover` requirements fail the check.
    public var enforcesCoverage = true
    /// The environment variables the check reads (`PBT_SEED`, `PBT_CASES_SCALE`, …); nil,
    /// the default, reads the process's. Tests that exercise the variables set this
    /// instead of the process environment, which every test running in parallel shares.
    /// (`PBT_REGRESSIONS` is read where the regression directory is resolved, from the
    /// process's environment, unless the caller resolves it from this one.)
    public var environment: [String: String]?

    /// The defaults.
    public init() {}

    /// The defaults with another number of cases.
    public static func cases(_ count: Int) -> CheckConfiguration {
        var configuration = CheckConfiguration()
        configuration.cases = count
        return configuration
    }
}

/// How the slow-generation health check measures the generation of a case.
public enum GenerationTiming: Sendable, Equatable {
    /// Elapsed time on the continuous clock (machine-dependent).
    case wallClock
    /// Work, not time: every choice the generator draws counts as this long, so the
    /// same generator and seed always give the same verdict.
    case perChoice(Duration)
}

/// Environment variables read by every check.
///
/// **The rule: the environment wins, and the report says so.** A variable that is set
/// takes precedence over the same setting written in code (`CheckConfiguration`), so a
/// run can be repeated or lengthened from the command line without editing the test;
/// whenever a variable overrides something the code configured, every report of that
/// check (passing ones included) carries one line per variable, such as
/// `Environment: PBT_SEED=42 overrides the seed configured in code (7).`
/// (see `overrides(of:property:in:)`). A value that does not parse is refused, never ignored
/// (`problem(in:)`).
public enum CheckEnvironment {
    /// Sets the seed of every check (decimal or 0x-hex).
    public static let seedVariable = "PBT_SEED"
    /// Multiplies every check's number of cases (e.g. 10 for a longer local run).
    public static let scaleVariable = "PBT_CASES_SCALE"
    /// When "1", every check uses a fresh random seed (printed in failures).
    public static let randomVariable = "PBT_RANDOM_SEED"
    /// A replay token: the check of that property replays it instead of generating.
    public static let replayVariable = "PBT_REPLAY"
    /// A regression directory, or "off".
    public static let regressionsVariable = "PBT_REGRESSIONS"

    static func value(_ name: String, in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let raw = environment[name]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        return raw
    }

    static func parseSeed(_ text: String) -> UInt64? {
        text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// The largest `PBT_CASES_SCALE` (a million times the configured cases).
    public static let maxScale = 1e6

    /// What is wrong with the environment variables a check reads (`environment`, the
    /// process's by default), or nil when nothing is: a value that does not parse is
    /// refused (the check reports it and runs nothing), never silently ignored.
    public static func problem(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        func value(_ name: String) -> String? {
            guard let raw = environment[name]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
            return raw
        }
        var problems: [String] = []
        if let text = value(seedVariable), parseSeed(text) == nil {
            problems.append("\(seedVariable)='\(text)' is not a seed: use a whole number, decimal or 0x-hex, below 2^64")
        }
        if let text = value(scaleVariable), !(Double(text).map { $0 > 0 && $0 <= maxScale } ?? false) {
            problems.append("\(scaleVariable)='\(text)' is not a scale: use a number above 0 and at most \(Int(maxScale))")
        }
        if let text = value(randomVariable), text != "0", text != "1" {
            problems.append("\(randomVariable)='\(text)' must be 1 (fresh seeds) or 0")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ") + " (or unset it)"
    }

    /// The seed for `property`: the environment's, a random one, the configured one, or
    /// one derived from the name, in that order.
    static func seed(for property: String, configured: UInt64?,
                     in environment: [String: String] = ProcessInfo.processInfo.environment) -> UInt64 {
        if let text = value(seedVariable, in: environment), let seed = parseSeed(text) { return seed }
        if value(randomVariable, in: environment) == "1" { return UInt64.random(in: .min ... .max) }
        return configured ?? stableHash(property)
    }

    /// The number of cases after `PBT_CASES_SCALE`.
    static func scaledCases(_ cases: Int, in environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        // An unusable scale is refused by `problem()` before any case runs.
        guard let text = value(scaleVariable, in: environment), let scale = Double(text), scale > 0, scale <= maxScale
        else { return cases }
        return max(1, Int(min((Double(cases) * scale).rounded(), 1e12)))
    }

    /// One sentence for each variable in `environment` that overrides a setting
    /// `configuration` writes in code, for the check of `property`; empty when the
    /// environment changes nothing the code configured. A variable that only fills in a
    /// default (a `PBT_SEED` where the code set no seed) overrides nothing. Unparsable
    /// values are left to `problem(in:)`.
    public static func overrides(of configuration: CheckConfiguration, property: String,
                                 in environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var notes: [String] = []
        if let configured = configuration.seed {
            if let text = value(seedVariable, in: environment), let seed = parseSeed(text) {
                if seed != configured {
                    notes.append("\(seedVariable)=\(text) overrides the seed configured in code (\(configured)).")
                }
            } else if value(randomVariable, in: environment) == "1" {
                notes.append("\(randomVariable)=1 overrides the seed configured in code (\(configured)): the seed is fresh.")
            }
        }
        if let text = value(scaleVariable, in: environment), let scale = Double(text), scale > 0, scale <= maxScale {
            let scaled = scaledCases(configuration.cases, in: environment)
            if scaled != configuration.cases {
                notes.append("\(scaleVariable)=\(text) scales the \(configuration.cases) cases configured in code to \(scaled).")
            }
        }
        if let configured = configuration.replay, let text = value(replayVariable, in: environment), text != configured,
           // safe: an unparsable token is reported by the replay itself; it still overrides.
           (try? ReplayToken(parsing: text))?.belongs(to: property) ?? true {
            notes.append("\(replayVariable)='\(text)' overrides the replay token configured in code ('\(configured)').")
        }
        if let text = value(regressionsVariable, in: environment) {
            let configured: String? = switch configuration.regressions {
            case nil: "off"
            case let store?: store.directory?.path
            }
            if let configured, configured != text {
                notes.append("\(regressionsVariable)=\(text) overrides the regression directory configured in code (\(configured)).")
            }
        }
        return notes
    }
}
