import Foundation

/// Limits on one shrink. When one is reached the best counterexample so far is kept.
public struct ShrinkBudget: Sendable, Equatable {
    /// The most property calls spent shrinking.
    public var maxEvaluations: Int
    /// The most wall-clock time spent shrinking.
    public var maxDuration: Duration

    /// A budget of `maxEvaluations` property calls and `maxDuration` of time.
    public init(maxEvaluations: Int = 20_000, maxDuration: Duration = .seconds(60)) {
        self.maxEvaluations = maxEvaluations
        self.maxDuration = maxDuration
    }
}

/// What a shrink did, for the failure report.
public struct ShrinkStatistics: Sendable, Equatable {
    /// Property calls made while shrinking (cache hits are not calls).
    public var evaluations = 0
    /// Candidates that were accepted as a smaller failing case.
    public var improvements = 0
    /// Candidates answered from the cache without running.
    public var cacheHits = 0
    /// Choices in the first failing case.
    public var originalLength = 0
    /// Choices in the shrunk case.
    public var shrunkLength = 0
    /// Why shrinking ended.
    public var stopReason: StopReason = .fixedPoint
    /// Time spent.
    public var duration: Duration = .zero

    /// Why a shrink ended.
    public enum StopReason: String, Sendable {
        /// No pass can make the case any smaller.
        case fixedPoint = "fixed point"
        /// The evaluation budget ran out.
        case evaluationBudget = "evaluation budget reached"
        /// The time budget ran out.
        case timeBudget = "time budget reached"
    }
}

/// Reduces a failing choice sequence to a shortlex-minimal one that fails the same way.
///
/// Every candidate is run through the real generator and property (`probe`), so each
/// accepted case is a genuine failing case. The passes live in `Shrinker+Passes.swift`.
final class Shrinker {
    typealias Run = ([UInt64]) -> Probe

    private(set) var best: Probe
    let signature: String
    private let run: Run
    private var cache = ProbeCache()
    private let budget: ShrinkBudget
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    var statistics = ShrinkStatistics()
    private var stopped = false

    init(failing: Probe, signature: String, budget: ShrinkBudget, run: @escaping Run) {
        best = failing
        self.signature = signature
        self.run = run
        self.budget = budget
        started = clock.now
        statistics.originalLength = failing.ranks.count
        cache.insert(failing)
    }

    /// Whether a budget has run out.
    var isOutOfBudget: Bool {
        if stopped { return true }
        if statistics.evaluations >= budget.maxEvaluations {
            statistics.stopReason = .evaluationBudget
            stopped = true
        } else if statistics.evaluations & 15 == 0, clock.now - started > budget.maxDuration {
            statistics.stopReason = .timeBudget
            stopped = true
        }
        return stopped
    }

    /// Whether the last candidate considered (run, or answered from the cache) made the
    /// generator read past its end: a sign that a length choice should shrink too.
    private(set) var lastRanPastCandidate = false
    /// Whether the last candidate considered was rejected as invalid by the generator or
    /// an `assume`.
    private(set) var lastWasInvalid = false

    /// Runs `candidate` unless its outcome is known or it cannot be smaller than the best,
    /// and adopts it when it fails the same way and is smaller. Returns whether it was adopted.
    @discardableResult
    func consider(_ candidate: [UInt64]) -> Bool {
        lastRanPastCandidate = false
        lastWasInvalid = false
        guard !isOutOfBudget, ChoiceSequence.shortlexLess(candidate, best.ranks) else { return false }
        if let known = cache.lookup(candidate) {
            statistics.cacheHits += 1
            lastRanPastCandidate = known.consumed > candidate.count
            lastWasInvalid = known.status == .invalid
            return false
        }
        let probe = run(candidate)
        if Self.tracingAll { print("    try[\(currentPass)] \(candidate) -> \(probe.status) \(probe.ranks.count)") }
        if probe.calledProperty { statistics.evaluations += 1 }
        cache.insert(probe)
        lastRanPastCandidate = probe.ranPastCandidate
        lastWasInvalid = probe.status == .invalid
        guard probe.status == .failed(signature: signature),
              ChoiceSequence.shortlexLess(probe.ranks, best.ranks) else { return false }
        best = probe
        statistics.improvements += 1
        if Self.tracing { print("  shrink[\(currentPass)] eval \(statistics.evaluations): \(probe.ranks)") }
        return true
    }

    /// Set `PBT_TRACE_SHRINK=1` to print every accepted candidate (for tuning passes).
    static let tracing = CheckEnvironment.value("PBT_TRACE_SHRINK") == "1"
    static let tracingAll = CheckEnvironment.value("PBT_TRACE_SHRINK") == "2"
    private var currentPass = ""
    /// Whether the current round runs every pass (every other pass has stalled): passes
    /// then retry what they skipped as hopeless.
    private(set) var isFullRound = false
    /// Positions whose choice `minimise choices` could not lower, with the rank it had:
    /// skipped until the rank changes or a full round comes.
    var stuckRanks: [Int: UInt64] = [:]

    /// Runs the passes until none makes progress or a budget runs out.
    func shrink() -> Probe {
        let passes = Self.passes
        // Adaptive scheduling: a pass that found nothing in two rounds in a row sits out
        // until a round in which nothing else helps either; a fixed point needs one full
        // round of every pass finding nothing.
        var fruitlessRounds = [Int](repeating: 0, count: passes.count)
        var fullRound = false
        while !isOutOfBudget {
            var progress = false
            isFullRound = fullRound
            for index in passes.indices where fullRound || (fruitlessRounds[index] < 2 && !passes[index].isFallback) {
                let before = best.ranks
                currentPass = passes[index].name
                passes[index].run(self)
                if best.ranks != before {
                    progress = true
                    fruitlessRounds[index] = 0
                } else {
                    fruitlessRounds[index] += 1
                }
                if isOutOfBudget { break }
            }
            if !progress {
                if fullRound { break }
                fullRound = true
            } else {
                fullRound = false
            }
        }
        statistics.shrunkLength = best.ranks.count
        statistics.duration = clock.now - started
        return best
    }
}

/// One named shrink pass.
struct ShrinkPass: Sendable {
    let name: String
    /// A costly pass that runs only in rounds where every other pass has stalled.
    var isFallback = false
    let run: @Sendable (Shrinker) -> Void

    init(name: String, isFallback: Bool = false, run: @escaping @Sendable (Shrinker) -> Void) {
        self.name = name
        self.isFallback = isFallback
        self.run = run
    }
}
