import Foundation
import Generators
import Harness
import SeedProperties
import Testing

/// Every `Reproduce:` line the harness prints, pasted into a shell as printed (only
/// `swift run -c release harness` swapped for the executable the tests built, so the
/// test does not build a release), reproduces its case: it still fails (exit 1).
@Suite struct ReproduceLineTests {
    static let prefix = "swift run -c release harness"

    /// The `Reproduce:` lines of `output`.
    static func reproduceLines(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("Reproduce: ") }.map { String($0.dropFirst("Reproduce: ".count)) }
    }

    /// Runs `line` with `sh -c` as a user who pasted it would, with the built executable.
    static func paste(_ line: String) throws -> (code: Int32, output: String) {
        #expect(line.hasPrefix(prefix), "not a pasteable harness command: \(line)")
        let command = try StaleReplayCommandTests.harness().path + line.dropFirst(prefix.count)
        return try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", command])
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reproduce-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `fuzz` with a fault on prints the saved file's replay; pasted, it still fails, with
    /// the fault the file records (the engine's `swift test` line is not printed).
    @Test func fuzzFindsReproduceWhenPasted() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (fault, property) in [("lockClampLoweredTo499", "L1"), ("selectorMaskMovedWithoutInnerView", "M1"),
                                  ("cameraCompletionToggles", "C2"), ("splitIgnoresToggle", "S1")] {
            let (code, output) = try StaleReplayCommandTests.run(
                ["fuzz", "--fault", fault, "--property", property, "--cases", "400", "--seed", "1", "--out", folder.path])
            #expect(code == 1, "\(fault): \(output)")
            #expect(!output.contains("Replay: PBT_REPLAY"), "\(fault): the engine's swift test line does not reproduce a fault find")
            let lines = Self.reproduceLines(output)
            try #require(!lines.isEmpty, "\(fault): no Reproduce line in\n\(output)")
            for line in lines {
                let (pasted, replayed) = try Self.paste(line)
                #expect(pasted == 1, "\(fault): \(line)\n\(replayed)")
                #expect(replayed.contains("Still fails") && replayed.contains(fault), "\(fault): \(replayed)")
                // `replay` ends with its own reproduce line; pasted, it reproduces too.
                let again = Self.reproduceLines(replayed)
                #expect(again.count == 1, "\(replayed)")
                if let next = again.first { #expect(try Self.paste(next).code == 1, "\(next)") }
            }
        }
    }

    /// `shrink` prints a token line with the property and the file's faults; pasted, it
    /// still fails. `import` prints the imported file's line; pasted, it still fails.
    @Test func shrinkAndImportLinesReproduceWhenPasted() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An empty crash input decodes to the simplest case, which fails L1 with the
        // clamp fault before any step.
        let crash = folder.appendingPathComponent("crash-empty")
        try Data().write(to: crash)
        let imported = try StaleReplayCommandTests.run(
            ["import", crash.path, "--property", "L1 thumb within insets", "--fault", "lockClampLoweredTo499", "--out", folder.path])
        #expect(imported.code == 1, "\(imported.output)")
        let importLines = Self.reproduceLines(imported.output)
        try #require(importLines.count == 1, "\(imported.output)")
        let pastedImport = try Self.paste(importLines[0])
        #expect(pastedImport.code == 1, "\(pastedImport.output)")

        let file = try #require(FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            .first { $0.hasSuffix(".json") })
        let shrunk = try StaleReplayCommandTests.run(["shrink", folder.appendingPathComponent(file).path])
        let shrinkLines = Self.reproduceLines(shrunk.output)
        try #require(shrinkLines.count == 1, "\(shrunk.output)")
        #expect(shrinkLines[0].contains("--fault lockClampLoweredTo499"), "\(shrinkLines[0])")
        let pastedShrink = try Self.paste(shrinkLines[0])
        #expect(pastedShrink.code == 1, "\(pastedShrink.output)")
    }
}
