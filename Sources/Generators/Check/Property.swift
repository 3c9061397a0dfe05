import Foundation

/// A named property packaged for drivers that pick properties by name at run time: a
/// command-line fuzzer, a libFuzzer entry point, replay of saved files. `check` is the
/// way to run one property from a test; `Property` is the way to run many from a tool.
public struct Property: Sendable {
    /// The property's name (also its regression folder and the seed it derives).
    public let name: String
    /// One line on what it checks, for listings.
    public let summary: String
    private let perform: @Sendable (Request) -> PropertyOutcome

    enum Request {
        case check(CheckConfiguration, replay: String?)
        case replay([UInt64], ReplayExpectation, StaleReplay.Origin, CheckConfiguration)
        case shrink([UInt64], ReplayExpectation, seed: UInt64, CheckConfiguration)
        case bytes([UInt8])
    }

    /// Packages `property` over `generator`. The closures must be `Sendable`, since a
    /// registry of properties is shared by every worker of a fuzz campaign.
    public init<Value>(_ name: String, summary: String = "", _ generator: Gen<Value>,
                       describe: @escaping @Sendable (Value) -> String = { String(reflecting: $0) },
                       _ property: @escaping @Sendable (Value) throws -> Void) {
        self.name = name
        self.summary = summary
        perform = { request in
            switch request {
            case .check(let configuration, let replay):
                // `.automatic` means the package around the working directory, where tools run.
                let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                let runner = PropertyRunner(name: name, generator: generator, configuration: configuration, describe: describe,
                                            regressionDirectory: configuration.regressions?.resolvedDirectory(searchingFrom: here),
                                            property: property)
                return PropertyOutcome(runner.run(seed: CheckEnvironment.seed(for: name, configured: configuration.seed),
                                                  replayToken: replay ?? configuration.replay))
            case .replay(let ranks, let expected, let origin, let configuration):
                let runner = PropertyRunner(name: name, generator: generator, configuration: configuration, describe: describe,
                                            regressionDirectory: nil, property: property)
                return PropertyOutcome(runner.replay(ChoiceSequence(ranks), expecting: expected, from: origin,
                                                     seed: CheckEnvironment.seed(for: name, configured: configuration.seed)))
            case .shrink(let ranks, let expected, let seed, let configuration):
                let runner = PropertyRunner(name: name, generator: generator, configuration: configuration, describe: describe,
                                            regressionDirectory: nil, property: property)
                return PropertyOutcome(runner.shrinkAgain(ranks, expecting: expected, seed: seed))
            case .bytes(let bytes):
                let source = ChoiceSource(fuzzerBytes: bytes)
                // safe: bytes that do not decode are an invalid case, not an error.
                guard let value = try? generator.generate(source) else { return .invalid(source.ranks) }
                do {
                    try property(value)
                    return PropertyOutcome(status: .passed, report: "", cases: 1, choices: ChoiceSequence(source.ranks))
                } catch is GenerationStop {
                    return .invalid(source.ranks)
                } catch {
                    return PropertyOutcome(status: .failed, report: "\(error)", cases: 1, choices: ChoiceSequence(source.ranks))
                }
            }
        }
    }

    /// Runs the property like `check` (saved counterexamples first, then generated
    /// cases, shrinking, saving), without recording a Swift Testing issue.
    public func check(configuration: CheckConfiguration = CheckConfiguration(), replay token: String? = nil) -> PropertyOutcome {
        perform(.check(configuration, replay: token))
    }

    /// Replays a saved counterexample once (no generation, no shrinking): `.failed` when it
    /// still fails, `.passed` when it replays the same value and that passes now, and
    /// `.stale` when the generator changed since it was saved (see `StaleReplay`).
    public func replay(_ file: CounterexampleFile, path: String,
                       configuration: CheckConfiguration = CheckConfiguration()) -> PropertyOutcome {
        replay(ChoiceSequence(file.choices), expecting: ReplayExpectation(file), from: .file(path), configuration: configuration)
    }

    /// Replays `choices` once, like `replay(_:path:)`, against what they are expected to
    /// decode to (a token's fingerprint, say), naming `origin` if they are stale.
    public func replay(_ choices: ChoiceSequence, expecting expected: ReplayExpectation, from origin: StaleReplay.Origin,
                       configuration: CheckConfiguration = CheckConfiguration()) -> PropertyOutcome {
        perform(.replay(choices.ranks, expected, origin, configuration))
    }

    /// Replays `choices` and shrinks them again if they still fail. The outcome holds the
    /// shrunk value as text (`value`) and as itself (`failingValue(as:)`).
    ///
    /// With an expectation (what a file or token promises), choices that are stale are
    /// re-shrunk from what still decodes when that fails (the outcome is `.failed` and its
    /// `stale` says what changed), and give `.stale` when what decodes passes or nothing
    /// does. The same function as `check`'s replays decides what is stale.
    public func shrink(_ choices: ChoiceSequence, expecting expected: ReplayExpectation = ReplayExpectation(), seed: UInt64 = 0,
                       configuration: CheckConfiguration = CheckConfiguration()) -> PropertyOutcome {
        perform(.shrink(choices.ranks, expected, seed: seed, configuration))
    }

    /// Runs one case decoded from fuzzer bytes (see `ChoiceSource(fuzzerBytes:)`); the
    /// outcome's choices are what the bytes decoded to, ready to shrink or save.
    public func run(fuzzerBytes bytes: [UInt8]) -> PropertyOutcome {
        perform(.bytes(bytes))
    }
}

/// What running a `Property` gave, without its value type.
public struct PropertyOutcome: Sendable {
    /// The kind of outcome.
    public enum Status: String, Sendable {
        case passed, failed, flaky, healthCheckFailed, coverageNotMet, unusableInput, invalid
        /// Saved choices no longer replay what they were saved for; see `stale`.
        case stale
    }
    /// The kind of outcome.
    public var status: Status
    /// The full report, as `check` would print it (empty for a passing fuzzer case).
    public var report: String
    /// Valid cases run.
    public var cases: Int
    /// The failing choices (shrunk, when shrinking ran), or the choices a fuzzer case decoded to.
    public var choices: ChoiceSequence?
    /// The failing value as text.
    public var value: String?
    /// The failure message.
    public var failure: String?
    /// The replay token of the failure.
    public var token: String?
    /// Property calls spent shrinking.
    public var shrinkEvaluations = 0
    /// Where a new counterexample was saved.
    public var savedFile: String?
    /// The seed.
    public var seed: UInt64 = 0
    /// The fingerprint of the failing value, to save with it.
    public var fingerprint: ReplayFingerprint?
    /// Replays that turned out stale (saved files, the token, or the choices given to
    /// `shrink`); non-empty whenever the status is `.stale`, and possibly with `.failed`
    /// when `shrink` re-shrank stale choices from what still decodes.
    public var stale: [StaleReplay] = []
    /// The failing value itself (not its text), read back with `failingValue(as:)`.
    /// Only ever written once, when the outcome is made, so sharing it is safe.
    nonisolated(unsafe) private var erasedValue: Any?

    /// The failing value (shrunk, when shrinking ran), when the property's values are of
    /// type `type`; nil when nothing failed or the type is another.
    ///
    /// ```swift
    /// let outcome = property.shrink(savedChoices)
    /// if let list = outcome.failingValue(as: [Int].self) { … }
    /// ```
    public func failingValue<Value>(as type: Value.Type = Value.self) -> Value? { erasedValue as? Value }

    init(status: Status, report: String, cases: Int, choices: ChoiceSequence? = nil) {
        self.status = status
        self.report = report
        self.cases = cases
        self.choices = choices
    }

    static func invalid(_ ranks: [UInt64]) -> PropertyOutcome {
        PropertyOutcome(status: .invalid, report: "", cases: 0, choices: ChoiceSequence(ranks))
    }

    init<Value>(_ result: CheckResult<Value>) {
        let status: Status = switch result.outcome {
        case .passed: .passed
        case .failed: .failed
        case .flaky: .flaky
        case .healthCheckFailed: .healthCheckFailed
        case .coverageNotMet: .coverageNotMet
        case .unusableInput: .unusableInput
        case .stale: .stale
        }
        self.init(status: status, report: result.report(), cases: result.cases)
        seed = result.seed
        savedFile = result.savedFile
        stale = result.staleReplays
        if let example = result.counterexample {
            choices = example.choices
            value = example.description
            failure = example.failure
            token = example.token.description
            shrinkEvaluations = example.shrink.evaluations
            fingerprint = example.fingerprint
            erasedValue = example.value
        }
    }
}
