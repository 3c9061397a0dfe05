import Generators
import Harness
import SeedProperties
import Testing

/// Every invariant of `spec/controls.md` §3 passes with every fault off, at a small
/// seeded budget, with its `cover` requirements met.
@Suite struct HarnessPropertyTests {
    static let names = Catalog.properties().map(\.name)

    @Test(arguments: names) func passesWithFaultsOff(name: String) async throws {
        let property = try #require(Catalog.property(named: name))
        // Regressions on (the default): a failure here saves its counterexample under
        // Counterexamples/<property>/, and every later run replays it first.
        var configuration = CheckConfiguration.cases(200)
        configuration.recordsIssue = false
        let settings = configuration
        let outcome = await offThePool { property.property.check(configuration: settings) }
        #expect(outcome.status == .passed, "\(outcome.report)")
    }
}
