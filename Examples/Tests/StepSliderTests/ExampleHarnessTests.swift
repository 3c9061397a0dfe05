import Foundation
import HarnessTool
import StepSliderProperties
import Testing

/// The package's own tool (what `example-harness` runs) on its own property: `fuzz`
/// finds the planted off-by-one and saves it, `replay --trace --svg` reproduces it
/// (exit 1) and draws it, and replayed without the fault it passes (exit 0); with no
/// fault, `fuzz` finds nothing in R1 or the kit's U1-U9.
@MainActor @Suite(.serialized) struct ExampleHarnessTests {
    static let catalog = ToolCatalog(tool: "example-harness", summary: "test", catalogue: StepSliderProperties.catalogue)

    /// A fresh folder for the campaign's files.
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("example-harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func fuzzFindsItAndReplayReproducesIt() throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(at: out) }  // safe: a temporary folder
        let fuzz = HarnessCLI.run(["fuzz", "--property", "R1", "--cases", "2000", "--seed", "1",
                                   "--fault", "stepSliderUpperPassesLower", "--out", out.path], catalog: Self.catalog)
        #expect(fuzz == 1, "fuzz exits 1 when a property fails")
        let saved = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".json") }
        let file = try #require(saved.first, "fuzz saved no counterexample").description
        let path = out.appendingPathComponent(file).path
        let svg = out.appendingPathComponent("r1.svg").path
        #expect(HarnessCLI.run(["replay", path, "--trace", "--svg", svg], catalog: Self.catalog) == 1)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.contains("<svg") && picture.contains("not in order"))
        #expect(HarnessCLI.run(["replay", path, "--without-recorded-faults"], catalog: Self.catalog) == 0)
    }

    @Test func withoutTheFaultFuzzFindsNothing() throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(at: out) }  // safe: a temporary folder
        #expect(HarnessCLI.run(["fuzz", "--cases", "2000", "--seed", "1", "--out", out.path], catalog: Self.catalog) == 0)
    }

    @Test func unknownFaultsArePlainUsageErrors() {
        #expect(HarnessCLI.run(["fuzz", "--cases", "10", "--fault", "lockClampLoweredTo499"], catalog: Self.catalog) == 64)
    }
}
