import Generators
import PropertyTesting
import Testing

/// The slow-generation health check, measured deterministically: off unless a threshold
/// is set, and counted in choices drawn (`GenerationTiming.perChoice`) rather than wall
/// time, so the verdict cannot depend on the machine's load.
@Suite struct SlowGenerationHealthCheckTests {
    /// 300 choices a case (300 elements of a fixed-length array, one choice each, at least).
    static let heavy = Gen.int(in: 0...9).array(length: 300...300)

    private func configured(threshold: Duration?) -> CheckConfiguration {
        var configuration = quiet()
        configuration.slowGenerationThreshold = threshold
        configuration.generationTiming = .perChoice(.milliseconds(1))
        return configuration
    }

    /// Rule: with a threshold set, a generator whose mean cost over the first 10 cases is
    /// above it fails a health check that says so and names the threshold.
    @Test func aGeneratorOverTheThresholdFailsTheHealthCheck() {
        let result = check("heavy generator", Self.heavy, configuration: configured(threshold: .milliseconds(200))) { _ in }
        guard case .healthCheckFailed(let message) = result.outcome else {
            Issue.record("expected a health check failure, got \(result.outcome)")
            return
        }
        #expect(message.contains("too slow"), "\(message)")
        #expect(message.contains("threshold 200"), "\(message)")
        #expect(result.cases == 10)
    }

    /// Rule: the same generator under a threshold above its cost passes (the check compares
    /// the mean with the threshold, it does not fire on any work at all).
    @Test func aGeneratorUnderTheThresholdPasses() {
        let result = check("heavy generator", Self.heavy, configuration: configured(threshold: .seconds(1))) { _ in }
        #expect(result.passed, "\(result.report())")
    }

    /// Rule: by default the check is off, so `swift test` never depends on wall time
    /// through it; the timing default is the wall clock, for those who turn it on.
    @Test func theCheckIsOffByDefault() {
        let defaults = CheckConfiguration()
        #expect(defaults.slowGenerationThreshold == nil)
        #expect(defaults.generationTiming == .wallClock)
        let result = check("heavy generator", Self.heavy, configuration: configured(threshold: nil)) { _ in }
        #expect(result.passed, "\(result.report())")
    }
}
