import Controls
import Foundation
import Generators
import Harness
import Testing

/// The committed regression directory and a short campaign, the way `harness fuzz` runs.
@Suite struct RegressionDirectoryTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Counterexamples")

    /// Every saved file replays: one found with faults switched on still fails with them
    /// (the fault is still caught) and passes without them (the fix holds); one found with
    /// no fault must pass (a fixed bug keeps its file as a regression test).
    @Test func everySavedCounterexampleReplays() throws {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        var replayed = 0
        for folder in folders.sorted() {
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: Self.directory.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".json") }.sorted()
            for name in files {
                let path = Self.directory.appendingPathComponent(folder).appendingPathComponent(name).path
                let data = try #require(FileManager.default.contents(atPath: path))
                let file = try CounterexampleFile.decode(data, path: path)
                let faults = Set((file.faults ?? []).compactMap(Fault.init(rawValue:)))
                #expect(faults.count == (file.faults ?? []).count, "\(path): unknown fault in \(file.faults ?? [])")
                let withFaults = try #require(Catalog.property(named: file.property, faults: faults), "\(path): no property '\(file.property)'")
                var configuration = CheckConfiguration()
                configuration.regressions = nil
                let outcome = withFaults.property.check(configuration: configuration, replay: file.token)
                #expect(outcome.status == (faults.isEmpty ? .passed : .failed), "\(path) with \(file.faults ?? []): \(outcome.report)")
                if !faults.isEmpty {
                    let fixed = try #require(Catalog.property(named: file.property))
                    #expect(fixed.property.check(configuration: configuration, replay: file.token).status == .passed,
                            "\(path) fails even with its faults off")
                }
                replayed += 1
            }
        }
        #expect(replayed == folders.reduce(0) { total, folder in
            total + (((try? FileManager.default.contentsOfDirectory(atPath: Self.directory.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".json") }.count)
        })
    }

    /// A short seeded campaign over every property, faults off: all pass.
    @Test func aShortSeededCampaignOverEveryPropertyPasses() {
        let properties = Catalog.properties()
        #expect(properties.count >= 16, "only \(properties.count) properties in the catalogue")
        let seeds = CampaignSeeds(base: 2026, shard: 1, shards: 1, jobs: 1)
        for (index, property) in properties.enumerated() {
            var configuration = CheckConfiguration.cases(60)
            configuration.seed = seeds.seed(job: 0, check: index)
            configuration.regressions = nil
            configuration.enforcesCoverage = false
            let outcome = property.property.check(configuration: configuration)
            #expect(outcome.status == .passed, "\(property.name): \(outcome.report)")
        }
    }
}
