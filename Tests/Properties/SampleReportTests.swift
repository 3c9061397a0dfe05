import Foundation
import Generators
import PropertyTesting
import Testing

/// The sample failure report in README.md and docs/engine.md is what this test prints,
/// line for line: only the folder in front of `Counterexamples/` is shortened to `…`.
@Suite struct SampleReportTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The report as `swift test` records it for the README's example, failing for real
    /// (a known issue here), with the saved file's folder shortened.
    func report() throws -> String {
        let root = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var configuration = CheckConfiguration()
        configuration.regressions = RegressionStore(directory: root.appendingPathComponent("Counterexamples"))
        // Written by the matcher, read after `withKnownIssue` returns: never at the same time.
        final class Recorded: @unchecked Sendable { var texts: [String] = [] }
        let recorded = Recorded()
        withKnownIssue {
            check("sorted lists stay sorted", Gen.int().array(), configuration: configuration) { xs in
                try expectation(xs == xs.sorted(), "not sorted")
            }
        } matching: { issue in
            recorded.texts.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        #expect(recorded.texts.count == 1)
        let text = try #require(recorded.texts.first)
        return text.replacingOccurrences(of: root.path, with: "…")
    }

    /// The lines of the sample in a doc: from the report's first line to the end of its code block.
    static func sample(in doc: String) throws -> String {
        let text = try String(contentsOf: package.appendingPathComponent(doc), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Property 'sorted lists stay sorted' failed") }, "no sample in \(doc)")
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("```") }, "the sample in \(doc) does not end")
        return lines[start..<end].joined(separator: "\n")
    }

    @Test func sortedListsStaySorted() throws {
        let report = try report()
        for doc in ["README.md", "docs/engine.md"] {
            #expect(try Self.sample(in: doc) == report, "\(doc) shows another report than the engine prints:\n\(report)")
        }
    }
}
