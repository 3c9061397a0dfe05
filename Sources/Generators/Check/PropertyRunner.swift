import Foundation

/// Runs one property: replays saved counterexamples and tokens, generates cases, shrinks
/// the first failure, and describes the outcome. Synchronous and single-threaded; the
/// async `check` runs it on a thread of its own.
final class PropertyRunner<Value> {
    let name: String
    let generator: Gen<Value>
    let property: (Value) throws -> Void
    let configuration: CheckConfiguration
    let describe: (Value) -> String
    let regressionDirectory: URL?
    private let context = CaseContext()
    private let clock = ContinuousClock()
    /// Rejections per filter over the whole check, for the health check.
    private var rejections: [String: Int] = [:]
    private var discards = 0

    init(name: String, generator: Gen<Value>, configuration: CheckConfiguration, describe: @escaping (Value) -> String,
         regressionDirectory: URL?, property: @escaping (Value) throws -> Void) {
        self.name = name
        self.generator = generator
        self.configuration = configuration
        self.describe = describe
        self.regressionDirectory = regressionDirectory
        self.property = property
    }

    /// One run of generator and property.
    struct Execution {
        var probe: Probe
        var value: Value?
        var error: (any Error)?
        /// Why generation stopped, when it did.
        var stop: GenerationStop?
        /// How long generation alone took, when timed.
        var generationTime: Duration = .zero
    }

    func execute(_ prefix: [UInt64], random: Xoshiro256? = nil, recordsStructure: Bool = false,
                 sizeScale: Double = 1, callsProperty: Bool = true, timesGeneration: Bool = false) -> Execution {
        let source = ChoiceSource(prefix: prefix, random: random, maxChoices: configuration.maxChoices,
                                  recordsStructure: recordsStructure, sizeScale: sizeScale)
        func probe(_ status: Probe.Status, called: Bool) -> Probe {
            Probe(status: status, ranks: source.ranks, spans: source.spans, infos: source.infos,
                  calledProperty: called, ranPastCandidate: source.ranks.count > prefix.count)
        }
        let value: Value
        let generationStarted = timesGeneration && configuration.generationTiming == .wallClock ? clock.now : nil
        do {
            value = try generator.generate(source)
        } catch {
            source.closeAllSpans()
            for (filter, count) in source.rejections { rejections[filter, default: 0] += count }
            return Execution(probe: probe(.invalid, called: false), stop: error)
        }
        var generationTime = generationStarted.map { clock.now - $0 } ?? .zero
        if timesGeneration, case .perChoice(let cost) = configuration.generationTiming { generationTime = cost * source.ranks.count }
        guard callsProperty else { return Execution(probe: probe(.passed, called: false), value: value) }
        context.reset()
        let started = configuration.caseDeadline == nil ? nil : clock.now
        do {
            try property(value)
        } catch let stop as GenerationStop {
            if stop == .discarded { discards += 1 }
            return Execution(probe: probe(.invalid, called: true), value: value)
        } catch {
            return Execution(probe: probe(.failed(signature: failureSignature(of: error)), called: true), value: value, error: error)
        }
        if let started, let deadline = configuration.caseDeadline, clock.now - started > deadline {
            let error = PropertyFailure("case took \((clock.now - started).formattedMilliseconds), over the \(deadline.formattedMilliseconds) deadline",
                                        fileID: "deadline", line: 0)
            return Execution(probe: probe(.failed(signature: failureSignature(of: error)), called: true), value: value, error: error)
        }
        return Execution(probe: probe(.passed, called: true), value: value, generationTime: generationTime)
    }

    // MARK: The whole check

    /// The environment variables this check reads: the configuration's, else the process's.
    var environment: [String: String] { configuration.environment ?? ProcessInfo.processInfo.environment }

    /// Runs the check with `seed` and `replayToken` as the caller resolved them from the
    /// process's environment and the configuration. When the configuration carries an
    /// environment of its own, the runner resolves both again from that one instead.
    /// Either way the environment wins over the code, and the result's
    /// `environmentOverrides` say where it did.
    func run(seed: UInt64, replayToken: String?) -> CheckResult<Value> {
        var seed = seed
        var replayToken = replayToken
        if let injected = configuration.environment {
            seed = CheckEnvironment.seed(for: name, configured: configuration.seed, in: injected)
            replayToken = CheckEnvironment.value(CheckEnvironment.replayVariable, in: injected) ?? replayToken
        }
        // A token of another property (from `PBT_REPLAY`, meant for another check) leaves
        // this check's configured token in force.
        if let token = replayToken, let configured = configuration.replay, token != configured,
           // safe: an unparsable token is kept, and refused by the replay with its message.
           let parsed = try? ReplayToken(parsing: token), !parsed.belongs(to: name) {
            replayToken = configured
        }
        let (resolvedSeed, resolvedToken) = (seed, replayToken)
        var result = CaseContext.$current.withValue(context) { runBound(seed: resolvedSeed, replayToken: resolvedToken) }
        result.environmentOverrides = CheckEnvironment.overrides(of: configuration, property: name, in: environment)
        return result
    }

    private func result(_ outcome: CheckResult<Value>.Outcome, seed: UInt64, cases: Int = 0, invalid: Int = 0,
                        statistics: CheckStatistics = CheckStatistics(), saved: String? = nil) -> CheckResult<Value> {
        CheckResult(property: name, seed: seed, cases: cases, invalidCases: invalid, outcome: outcome,
                    statistics: statistics, savedFile: saved)
    }

    /// `result` with the stale replays met on the way: a result that would pass is stale.
    private func noting(_ stale: [StaleReplay], in result: CheckResult<Value>) -> CheckResult<Value> {
        guard !stale.isEmpty else { return result }
        var noted = result
        noted.staleReplays = stale + result.staleReplays
        if case .passed = result.outcome { noted.outcome = .stale(noted.staleReplays) }
        return noted
    }

    // MARK: Replays

    /// Runs saved choices and decides, in the one place that decides it, whether they
    /// still replay what was saved (`expected`). The run records structure, so that the
    /// kinds and ranges of its choices can be compared.
    func replayRecorded(_ recorded: [UInt64], expecting expected: ReplayExpectation,
                        from origin: StaleReplay.Origin) -> (execution: Execution, stale: StaleReplay?) {
        let execution = execute(recorded, recordsStructure: true)
        let valueNow = execution.value.map(describe)
        let discarded = execution.value != nil && execution.probe.status == .invalid
        let changes = replayChanges(recorded: recorded, drawn: execution.probe.ranks, infos: execution.probe.infos,
                                    valueNow: valueNow, stop: execution.stop, discarded: discarded, expected: expected)
        guard !changes.isEmpty else { return (execution, nil) }
        let failureNow: String? = if case .failed = execution.probe.status { describeError(execution.error) } else { nil }
        return (execution, StaleReplay(property: name, origin: origin, changes: changes, valueNow: valueNow, failureNow: failureNow))
    }

    private func runBound(seed: UInt64, replayToken: String?) -> CheckResult<Value> {
        if let problem = CheckEnvironment.problem(in: environment) { return result(.unusableInput(problem), seed: seed) }
        if let replayToken {
            do {
                let token = try ReplayToken(parsing: replayToken)
                if token.belongs(to: name) {
                    return replayBound(token.choices, expecting: ReplayExpectation(fingerprint: token.fingerprint), from: .token, seed: seed)
                }
            } catch {
                return result(.unusableInput(error.description), seed: seed)
            }
        }
        var stale: [StaleReplay] = []
        if let directory = regressionDirectory {
            for entry in RegressionStore.load(property: name, in: directory) {
                switch entry {
                case .failure(let error):
                    return noting(stale, in: result(.unusableInput(error.description), seed: seed))
                case .success(let file):
                    let path = directory.appendingPathComponent(RegressionStore.folderName(for: name))
                        .appendingPathComponent(file.fileName).path
                    let (execution, staleness) = replayRecorded(file.choices, expecting: ReplayExpectation(file), from: .file(path))
                    if let staleness {
                        // Reported, never skipped; the check goes on to generate as usual.
                        stale.append(staleness)
                    } else if case .failed = execution.probe.status {
                        return noting(stale, in: finishFailure(execution, seed: seed, source: .regressionFile(path), cases: 0,
                                                               invalid: 0, statistics: CheckStatistics(), saves: false))
                    }
                }
            }
        }
        return noting(stale, in: generate(seed: seed))
    }

    /// Replays saved choices once, without generating or shrinking: a failure when they
    /// still fail, a pass when they decode to the same value and it passes now, stale
    /// otherwise.
    func replay(_ choices: ChoiceSequence, expecting expected: ReplayExpectation, from origin: StaleReplay.Origin,
                seed: UInt64) -> CheckResult<Value> {
        CaseContext.$current.withValue(context) { replayBound(choices, expecting: expected, from: origin, seed: seed) }
    }

    private func replayBound(_ choices: ChoiceSequence, expecting expected: ReplayExpectation, from origin: StaleReplay.Origin,
                             seed: UInt64) -> CheckResult<Value> {
        let (execution, staleness) = replayRecorded(choices.ranks, expecting: expected, from: origin)
        if let staleness { return noting([staleness], in: result(.passed, seed: seed, cases: 1)) }
        guard case .failed = execution.probe.status, let value = execution.value, let error = execution.error else {
            return result(.passed, seed: seed, cases: 1)
        }
        let fingerprint = ReplayFingerprint(infos: execution.probe.infos, description: describe(value))
        let source: Counterexample<Value>.Source = if case .file(let path) = origin { .regressionFile(path) } else { .token }
        let example = Counterexample(value: value, description: describe(value), choices: choices,
                                     failure: describeError(error), originalFailure: describeError(error),
                                     shrink: ShrinkStatistics(), token: ReplayToken(property: name, choices: choices, fingerprint: fingerprint),
                                     fingerprint: fingerprint, source: source)
        return result(.failed(example), seed: seed, cases: 1)
    }

    private func generate(seed: UInt64) -> CheckResult<Value> {
        let cases = CheckEnvironment.scaledCases(configuration.cases, in: environment)
        var master = Xoshiro256(seed: seed)
        var statistics = CheckStatistics()
        var valid = 0
        var invalid = 0
        var attempts = 0
        var generationTime: Duration = .zero
        let started = clock.now
        while valid < cases {
            if let limit = configuration.timeLimit, attempts & 63 == 0, clock.now - started > limit { break }
            if let failure = healthFailure(valid: valid, invalid: invalid, cases: cases) {
                return result(.healthCheckFailed(failure), seed: seed, cases: valid, invalid: invalid, statistics: statistics)
            }
            // The first case is the simplest one (every choice 0); later ones grow from
            // small to full size over the first quarter of the budget.
            let random: Xoshiro256? = attempts == 0 ? nil : Xoshiro256(seed: master.next())
            let scale = min(1, 0.1 + Double(valid) / Double(max(1, cases / 4)))
            attempts += 1
            // Generation alone is timed: a slow property is not a slow generator.
            let threshold = configuration.slowGenerationThreshold
            let execution = execute([], random: random, sizeScale: scale, timesGeneration: threshold != nil && valid < 10)
            generationTime += execution.generationTime
            if valid == 10, let threshold, generationTime / 10 > threshold {
                return result(.healthCheckFailed("generation is too slow: a mean of \((generationTime / 10).formattedMilliseconds) per case "
                    + "over the first 10 cases (threshold \(threshold.formattedMilliseconds)). "
                    + "Generate smaller values, or raise `slowGenerationThreshold`."),
                              seed: seed, cases: valid, invalid: invalid, statistics: statistics)
            }
            switch execution.probe.status {
            case .invalid:
                invalid += 1
            case .passed:
                valid += 1
                statistics.add(context)
            case .failed:
                valid += 1
                return finishFailure(execution, seed: seed, source: .generated(caseNumber: valid), cases: valid, invalid: invalid,
                                     statistics: statistics, saves: true)
            }
        }
        if configuration.enforcesCoverage, !statistics.unmetCoverage.isEmpty {
            let unmet = statistics.unmetCoverage.map {
                "'\($0.name)': \(percent($0.coverage.observed).trimmingCharacters(in: .whitespaces)) of cases, \($0.coverage.required)% required"
            }
            return result(.coverageNotMet(unmet), seed: seed, cases: valid, invalid: invalid, statistics: statistics)
        }
        return result(.passed, seed: seed, cases: valid, invalid: invalid, statistics: statistics)
    }

    /// Names the filter (or `assume`) that keeps rejecting, once rejections pass the budget,
    /// or when nothing at all is valid early on.
    private func healthFailure(valid: Int, invalid: Int, cases: Int) -> String? {
        let overBudget = invalid > configuration.maxInvalidPerCase * cases
        let hopeless = valid == 0 && invalid >= 200
        guard overBudget || hopeless else { return nil }
        let culprit: String
        if let (filter, count) = rejections.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count >= discards {
            culprit = "the \(filter) rejected \(count) values"
        } else {
            culprit = "assume(...) discarded \(discards) cases"
        }
        return "only \(valid) valid cases out of \(valid + invalid) attempts: \(culprit). "
            + "Generate valid values directly (e.g. with map or flatMap) instead of filtering."
    }

    /// Re-runs `ranks` and, when they still fail, shrinks them again (after an engine
    /// improvement, or for a case decoded from fuzzer bytes). Nothing is saved.
    ///
    /// Stale choices (as `replayRecorded` decides) are shrunk again from what still
    /// decodes when that fails, and the result carries the staleness; when what decodes
    /// passes, or nothing decodes, the result is stale and nothing is shrunk.
    func shrinkAgain(_ ranks: [UInt64], expecting expected: ReplayExpectation, seed: UInt64) -> CheckResult<Value> {
        CaseContext.$current.withValue(context) {
            let (execution, staleness) = replayRecorded(ranks, expecting: expected, from: .choices)
            let stale = staleness.map { [$0] } ?? []
            guard case .failed = execution.probe.status else {
                return noting(stale, in: result(.passed, seed: seed, cases: 1))
            }
            return noting(stale, in: finishFailure(execution, seed: seed, source: .token, cases: 1, invalid: 0,
                                                   statistics: CheckStatistics(), saves: false))
        }
    }

    // MARK: Failures

    private func finishFailure(_ first: Execution, seed: UInt64, source: Counterexample<Value>.Source, cases: Int, invalid: Int,
                               statistics: CheckStatistics, saves: Bool) -> CheckResult<Value> {
        guard case .failed(let signature) = first.probe.status else { return result(.passed, seed: seed) }
        let originalFailure = describeError(first.error)
        // Structure (spans, choice kinds) was not recorded during generation, for speed;
        // generation alone recovers it, without calling the property again.
        var failing = execute(first.probe.ranks, recordsStructure: true, callsProperty: false).probe
        failing.status = first.probe.status
        var shrinkStatistics = ShrinkStatistics()
        shrinkStatistics.originalLength = failing.ranks.count
        var bestRanks = failing.ranks
        if configuration.shrinks {
            let shrinker = Shrinker(failing: failing, signature: signature, budget: configuration.shrinkBudget) { candidate in
                self.execute(candidate, recordsStructure: true).probe
            }
            bestRanks = shrinker.shrink().ranks
            shrinkStatistics = shrinker.statistics
        } else {
            shrinkStatistics.shrunkLength = failing.ranks.count
        }
        // The final run gives the value and message, and catches flaky properties; it
        // records structure for the fingerprint that files and tokens carry.
        let final = execute(bestRanks, recordsStructure: true)
        let choices = ChoiceSequence(bestRanks)
        guard case .failed = final.probe.status, let value = final.value else {
            let second = final.probe.status == .passed ? "passed" : "was rejected as invalid"
            var flaky = result(.flaky(first: originalFailure, second: second, choices: choices),
                               seed: seed, cases: cases, invalid: invalid, statistics: statistics)
            flaky.flakyToken = final.value.map {
                ReplayToken(property: name, choices: choices,
                            fingerprint: ReplayFingerprint(infos: final.probe.infos, description: describe($0)))
            }
            return flaky
        }
        let description = describe(value)
        let fingerprint = ReplayFingerprint(infos: final.probe.infos, description: description)
        let example = Counterexample(value: value, description: description, choices: choices,
                                     failure: describeError(final.error), originalFailure: originalFailure,
                                     shrink: shrinkStatistics, token: ReplayToken(property: name, choices: choices, fingerprint: fingerprint),
                                     fingerprint: fingerprint, source: source)
        var saved: String?
        if saves, let directory = regressionDirectory {
            let file = CounterexampleFile(property: name, seed: seed, choices: choices, value: example.description,
                                          failure: example.failure, fingerprint: fingerprint)
            // safe: a directory that cannot be written leaves `saved` nil: the report then has no "Saved:" line.
            saved = (try? RegressionStore.save(file, in: directory))?.path
        }
        return result(.failed(example), seed: seed, cases: cases, invalid: invalid, statistics: statistics, saved: saved)
    }

    private func describeError(_ error: (any Error)?) -> String {
        guard let error else { return "no error" }
        if let failure = error as? PropertyFailure { return failure.description }
        return "\(String(reflecting: type(of: error))): \(error)"
    }
}
