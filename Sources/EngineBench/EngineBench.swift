import Foundation
import Generators
import ShrinkingChallenges

// The Swift half of scripts/bench-engine.sh (`harness-bench engine`): the classic
// shrinking challenges and two throughput properties, printed as `ours ...` lines for
// the script to merge with Hypothesis's.

/// What `harness-bench engine` runs.
public struct EngineBench: Sendable {
    /// Seeds per challenge.
    public var runs = 100
    /// The first seed; the challenge runs seeds `firstSeed ..< firstSeed + runs`.
    public var firstSeed: UInt64 = 0
    /// Only these challenges (and `throughput` for both throughput lines), or all.
    public var only: Set<String>?
    /// Print every seed that did not shrink to the normal form to standard error.
    public var verbose = false

    /// The default run: 100 seeds from 0, every challenge.
    public init() {}

    /// Runs the challenges and the throughput properties and prints their lines.
    public func run() {
        for challenge in Challenge.all + Challenge.broad where only?.contains(challenge.name) ?? true {
            let clock = ContinuousClock()
            var found = 0, normalised = 0, evaluations = 0
            var distinct: [String: Int] = [:]
            let started = clock.now
            for seed in firstSeed..<firstSeed + UInt64(runs) {
                let run = challenge.run(seed)
                guard run.found else { continue }
                found += 1
                if run.normalised { normalised += 1 }
                evaluations += run.evaluations
                distinct[run.shrunk, default: 0] += 1
                if verbose && !run.normalised { FileHandle.standardError.write(Data("  \(challenge.name) seed \(seed): \(run.shrunk) (\(run.evaluations) evals)\n".utf8)) }
            }
            let elapsed = clock.now - started
            let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            let share = found == 0 ? 0 : 100 * Double(normalised) / Double(found)
            let mean = found == 0 ? 0 : Double(evaluations) / Double(found)
            print("ours \(challenge.name) runs=\(runs) found=\(found) normalised=\(format(share)) distinct=\(distinct.count) "
                  + "mean_evals=\(format(mean)) mean_ms=\(String(format: "%.2f", milliseconds / Double(runs)))")
        }

        if wanted("reverse_twice") {
            let reverseTwice = Self.throughput("reverse_twice", Gen.int().array()) { xs in
                if Array(xs.reversed().reversed()) != xs { throw PropertyFailure("reverse twice changed the list") }
            }
            print("ours-throughput reverse_twice cases_per_s=\(reverseTwice)")
        }
        if wanted("int_pair") {
            let intPair = Self.throughput("int_pair", zip(Gen.int(), Gen.int())) { a, b in
                if a &+ b != b &+ a { throw PropertyFailure("addition is not commutative") }
            }
            print("ours-throughput int_pair cases_per_s=\(intPair)")
        }
    }

    private func wanted(_ name: String) -> Bool { only.map { $0.contains(name) || $0.contains("throughput") } ?? true }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Cases per second of a passing property over 10,000 cases, median of three runs.
    private static func throughput<Value>(_ name: String, _ generator: Gen<Value>, _ property: @escaping (Value) throws -> Void) -> Int {
        let clock = ContinuousClock()
        var rates: [Double] = []
        for attempt in 0..<3 {
            var configuration = CheckConfiguration.cases(10_000)
            configuration.seed = UInt64(attempt)
            configuration.regressions = nil
            configuration.recordsIssue = false
            let started = clock.now
            let result = runCheck(name, generator, configuration: configuration, property)
            let elapsed = clock.now - started
            precondition(result.passed, "\(name) must pass")  // safe: benchmark properties are true by construction
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            rates.append(Double(result.cases) / seconds)
        }
        return Int(rates.sorted()[1])
    }
}
