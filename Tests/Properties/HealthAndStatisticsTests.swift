import Generators
import PropertyTesting
import Testing

@Suite struct HealthAndStatisticsTests {
    @Test func aFilterThatRejectsAlmostEverythingIsNamedNotLoopedOn() {
        let rare = Gen.int().filter("ends in 7777") { $0 % 10_000 == 7777 }
        let result = check("rare filter", rare, configuration: quiet()) { _ in }
        guard case .healthCheckFailed(let message) = result.outcome else {
            Issue.record("expected a health check failure, got \(result.outcome)")
            return
        }
        #expect(message.contains("ends in 7777"))
        #expect(result.report().contains("failed a health check"))
    }

    @Test func assumeThatDiscardsEverythingIsReported() {
        let result = check("always discarded", Gen.int(), configuration: quiet()) { _ in try assume(false) }
        guard case .healthCheckFailed(let message) = result.outcome else {
            Issue.record("expected a health check failure, got \(result.outcome)")
            return
        }
        #expect(message.contains("assume(...) discarded"))
    }

    @Test func coverageRequirementsAreEnforced() {
        let met = check("cover met", Gen.int(in: 0...100), configuration: quiet(cases: 400)) { x in
            cover(5, x == 0, "origin")
            cover(5, x == 100, "upper bound")
            classify(x > 50, "upper half")
        }
        #expect(met.passed, "\(met.report())")
        #expect((met.statistics.labelCounts["upper half"] ?? 0) > 50)
        let unmet = check("cover unmet", Gen.int(in: 0...100), configuration: quiet(cases: 400)) { x in
            cover(60, x == 42, "exactly 42")
        }
        guard case .coverageNotMet(let missing) = unmet.outcome else {
            Issue.record("expected unmet coverage, got \(unmet.outcome)")
            return
        }
        #expect(missing.first?.contains("exactly 42") == true)
    }

    @Test func aPropertyThatFailsThenPassesIsFlaky() {
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        let result = check("flaky", Gen.int(in: 0...10), configuration: quiet()) { _ in
            calls.count += 1
            try expectation(calls.count != 3, "third call fails")
        }
        guard case .flaky(let first, let second, _) = result.outcome else {
            Issue.record("expected flaky, got \(result.outcome)")
            return
        }
        #expect(first.contains("third call fails"))
        #expect(second == "passed")
    }

    @Test func shrinkBudgetStillReportsTheBestSoFar() throws {
        var configuration = quiet()
        configuration.shrinkBudget = ShrinkBudget(maxEvaluations: 3)
        let result = check("budget", Gen.int().array(), configuration: configuration) { xs in
            try expectation(xs.reduce(0, &+) < 1000)
        }
        let example = try #require(result.counterexample)
        #expect(example.shrink.stopReason == .evaluationBudget)
        #expect(example.value.reduce(0, &+) >= 1000)
    }
}
