import Foundation
import Testing
import Layout

@Suite("JSON systems")
struct SystemFileTests {
    private func example(_ name: String) throws -> SystemFile {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../docs/examples/\(name).json").standardizedFileURL
        return try JSONDecoder().decode(SystemFile.self, from: Data(contentsOf: url))
    }

    private func frame(_ solved: SolvedSystem, _ name: String) -> [Double]? {
        solved.frames.first { $0.name == name }?.frame
    }

    @Test func splitAt750And750IsUniqueNotAmbiguous() throws {
        // blue.trailing moves twice as fast as yellow.trailing when the equal widths change,
        // so the summed 750 errors have a single minimum: not a tie.
        let solved = try example("split-750-750").solve()
        #expect(frame(solved, "yellow") == [16, 87, 167.5, 564])
        #expect(frame(solved, "blue") == [191.5, 87, 167.5, 564])
        #expect(solved.frames.allSatisfy { !$0.ambiguous })
        #expect(solved.ambiguity.isEmpty && solved.conflicts.isEmpty)
    }

    @Test func splitWithIntrinsicWidthsTiesOnHugging() throws {
        let solved = try example("split-intrinsic-widths").solve()
        #expect(solved.frames.filter(\.ambiguous).map(\.name) == ["yellow", "blue"])
        let report = try #require(solved.ambiguity.first)
        #expect(report.contains("tie at priority 250 between:"))
        #expect(!report.contains("tie at priority 750"))
    }

    @Test func splitWithBothTrailingRequiredConflicts() throws {
        let solved = try example("split-conflict").solve()
        #expect(solved.conflicts.count == 1)
        let message = try #require(solved.conflicts.first)
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint \n"
            + "<Constraint 'blueTrailing' blue.trailing == container.trailing - 16   (active)>"))
        #expect(frame(solved, "yellow") == [16, 87, 343, 564])
    }

    @Test func refusedEditsAreReportedAndBadFilesRejected() throws {
        var system = try example("split-750-750")
        system.edits = [SystemFile.EditSpec(constraint: "spacing", constant: 375, priority: 750)]
        let solved = try system.solve()
        #expect(solved.refusedEdits.count == 1)
        #expect(solved.refusedEdits.first?.contains("You passed priority 750 and the existing priority was 1000.") == true)
        #expect(frame(solved, "yellow")?[2] == -16)  // the constant change applied; blue at 751 still wins
        system.constraints?.append(SystemFile.ConstraintSpec(first: "nobody.left", relation: "=="))
        #expect(throws: SystemFileError.self) { try system.solve() }
    }
}
