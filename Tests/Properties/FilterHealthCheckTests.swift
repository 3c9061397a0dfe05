import Generators
import PropertyTesting
import Testing

/// The filter health check names the filter that rejected most, not just any filter.
@Suite struct FilterHealthCheckTests {
    /// Rule: when two filters reject, the health check's message names the one with the
    /// most rejections (here "hopeless", which rejects all but one value in a million,
    /// 100 times per case, against "picky", which rejects about half of its draws).
    @Test func theWorstFilterIsNamed() {
        let picky = Gen.int(in: 0...9).filter("picky", maxAttempts: 3) { $0 < 5 }
        let hopeless = Gen.int(in: 0...1_000_000).filter("hopeless") { $0 == 777_777 }
        let result = check("two filters", zip(picky, hopeless), configuration: quiet()) { _ in }
        guard case .healthCheckFailed(let message) = result.outcome else {
            Issue.record("expected a health check failure, got \(result.outcome)")
            return
        }
        #expect(message.contains("the hopeless rejected"), "\(message)")
        #expect(!message.contains("picky"), "\(message)")
    }
}
