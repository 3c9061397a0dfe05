import Foundation
import HarnessTool
import StepSliderProperties
import Testing

/// The benchmarks and the nightly report read the package's own catalogue, as every
/// other tool does: `bench throughput` checks R1 and U1-U9 of the slider, `bench faults`
/// hunts the planted off-by-one, and `report` turns a campaign's folder into a summary
/// page whose finds replay with `example-harness`.
@MainActor @Suite(.serialized) struct BenchAndReportTests {
    static let catalog = ExampleHarnessTests.catalog

    @Test func throughputCoversEveryPropertyOfThePackage() {
        var lines: [String] = []
        let passed = CatalogueBench.throughput(StepSliderProperties.catalogue, cases: 40, output: { lines.append($0) }, progress: { _ in })
        #expect(passed)
        let names = StepSliderProperties.catalogue.properties().map(\.name)
        #expect(names.count == 10 && names.first == "R1 thumbs in order on whole steps")
        #expect(lines.count == names.count)
        for (line, name) in zip(lines, names) {
            #expect(line.hasPrefix("throughput \"\(name)\" cases_per_s=") && line.hasSuffix("cases=40 passed=true"), "\(line)")
        }
        #expect(HarnessCLI.run(["bench", "throughput", "--cases", "20", "--property", "R1"], catalog: Self.catalog) == 0)
    }

    @Test func theFaultTableHuntsThePlantedOffByOne() {
        var lines: [String] = []
        var progress: [String] = []
        let passed = CatalogueBench.faultTable(StepSliderProperties.catalogue, seeds: 2, cases: 2_000,
                                               output: { lines.append($0) }, progress: { progress.append($0) })
        #expect(passed, "\(progress)")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("stepSliderUpperPassesLower") && text.contains("R1"), "\(text)")
        #expect(lines.contains("faults 1 seeds 2 all_caught_confirmed_and_small=true"), "\(text)")
        #expect(text.contains("# stepSliderUpperPassesLower (seed 1, R1 thumbs in order on whole steps)"), "\(text)")
        #expect(HarnessCLI.run(["bench", "faults", "--seeds", "1"], catalog: Self.catalog) == 0)
    }

    @Test func theNightlyReportReplaysTheFindsWithThePackagesTool() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("example-nightly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }  // safe: a temporary folder
        let found = folder.appendingPathComponent("found")
        let fuzz = HarnessCLI.run(["fuzz", "--cases", "2000", "--seed", "1", "--fault", "stepSliderUpperPassesLower",
                                   "--out", found.path, "--json", folder.appendingPathComponent("harness-fuzz.json").path],
                                  catalog: Self.catalog)
        #expect(fuzz == 1)
        #expect(HarnessCLI.run(["report", folder.path, "--note", "budget: 2000 cases"], catalog: Self.catalog) == 0)
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.html"), encoding: .utf8)
        #expect(summary.contains("example-harness fuzz:") && summary.contains("example-harness report"))
        #expect(summary.contains("<td>R1 thumbs in order on whole steps</td>") && summary.contains("<td>StepRangeSlider U9 "))
        // Each find's command, pasteable with this package's tool (the page escapes the quotes).
        #expect(summary.contains("swift run example-harness replay &#39;\(found.path)/R1-"), "\(summary.prefix(4000))")
        #expect(!summary.contains("swift run -c release harness"))
        #expect(!summary.contains("No replay page"))
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pages").path)
        #expect(pages.count == 1 && pages[0].hasPrefix("R1-"), "\(pages)")
    }
}
