import Foundation
import Generators
import PropertyTesting
import Testing

/// The `Replay:` line a failing `check` prints under `swift test` reproduces its case when
/// pasted: its `--filter` pattern selects this test and not one whose name merely starts
/// the same way, and its `PBT_REPLAY` token replays the very value that failed.
@Suite struct EngineReplayLineTests {
    @Test func rangeHolds() throws {
        var configuration = CheckConfiguration.cases(200)
        configuration.regressions = nil
        final class Recorded: @unchecked Sendable { var text = "" }
        let recorded = Recorded()
        let generator = Gen.int(in: 0...1000)
        let body: @Sendable (Int) throws -> Void = { try expectation($0 < 700) }
        withKnownIssue {
            check("range holds", generator, configuration: configuration, body)
        } matching: { issue in
            recorded.text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return true
        }
        let line = try #require(recorded.text.split(separator: "\n").first { $0.hasPrefix("Replay: ") }.map(String.init))
        let token = try #require(line.components(separatedBy: "PBT_REPLAY='").dropFirst().first?.components(separatedBy: "'").first)
        let filter = try #require(line.components(separatedBy: "--filter '").dropFirst().first?.components(separatedBy: "'").first)
        // swift test matches --filter, a regular expression, against "Module.Suite/test()".
        let pattern = try NSRegularExpression(pattern: filter)
        func selects(_ id: String) -> Bool { pattern.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil }
        #expect(selects("Properties.EngineReplayLineTests/rangeHolds()"), "\(filter)")
        #expect(!selects("Properties.EngineReplayLineTests/rangeHoldsWithoutTheBug()"), "\(filter)")
        // The token replays the same failing value, once, without generating.
        let replayed = Property("range holds", generator) { try body($0) }.check(configuration: configuration, replay: token)
        #expect(replayed.status == .failed && replayed.value == "700", "\(replayed.report)")
    }
}
