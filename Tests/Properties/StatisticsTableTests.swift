import Generators
import PropertyTesting
import Testing

/// The label table of a check's statistics: each label's share of the cases, in percent.
@Suite struct StatisticsTableTests {
    final class Counter: @unchecked Sendable { var calls = 0 }

    /// Rule: a label's percentage is the number of cases it was seen in over the number
    /// of cases, times 100, with two decimals (a label seen twice in one case counts once),
    /// one line per label in name order.
    @Test func labelPercentagesAreSharesOfTheCases() {
        let counter = Counter()
        let result = check("label shares", Gen.int(in: 0...9), configuration: quiet(cases: 100)) { _ in
            counter.calls += 1
            label("every")
            label("every")
            classify(counter.calls % 4 == 0, "quarter")
            classify(counter.calls % 3 == 0, "third")
            classify(counter.calls == 1, "once")
        }
        #expect(result.passed, "\(result.report())")
        #expect(result.statistics.cases == 100)
        #expect(result.statistics.labelCounts == ["every": 100, "quarter": 25, "third": 33, "once": 1])
        #expect(result.statistics.table == """
              100.00% every
                1.00% once
               25.00% quarter
               33.00% third
            """)
    }
}
