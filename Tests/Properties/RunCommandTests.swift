import Foundation
import Testing

/// `harness run` on the hand-written example scripts of docs/examples, as a user runs
/// it: each prints its trace and writes its picture; the exit code says whether an
/// invariant broke, and every invariant of the control is reported.
@Suite struct RunCommandTests {
    static let examples = packageRoot.appendingPathComponent("docs/examples")

    static func scripts() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".script") }.sorted()
    }

    @Test func everyExampleScriptPrintsItsTraceAndPicture() throws {
        let scripts = try Self.scripts()
        // One per control at least.
        let controls = ["LockControl", "SplitLayoutView", "CameraModeView", "SegmentSelector"]
        var seen: Set<String> = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for script in scripts {
            let text = try String(contentsOf: Self.examples.appendingPathComponent(script), encoding: .utf8)
            let picture = folder.appendingPathComponent(script + ".svg")
            let (code, output) = try runProcess(try builtExecutable("harness"),
                                                ["run", "docs/examples/\(script)", "--trace", "--svg", picture.path],
                                                directory: packageRoot, timeout: 60)
            let control = controls.first { output.contains("(\($0), ") }
            if let control { seen.insert(control) }
            #expect(output.contains("Trace:\n  1. "), "\(script): no trace\n\(output)")
            #expect(output.contains("Picture: \(picture.path)"), "\(script): no picture\n\(output)")
            let svg = try String(contentsOf: picture, encoding: .utf8)
            #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"), "\(script): \(svg.prefix(80))")
            // Every invariant of the control gets a verdict line; the exit code follows them.
            let verdicts = output.split(separator: "\n").filter { $0.hasPrefix("  holds   ") || $0.hasPrefix("  BROKEN  ") }
            let broken = verdicts.filter { $0.hasPrefix("  BROKEN") }.count
            #expect(verdicts.count >= 3, "\(script): \(verdicts)")
            #expect(code == (broken == 0 ? 0 : 1), "\(script): exit \(code) with \(broken) broken\n\(output)")
            // A script switching a fault on is there to show it caught.
            if text.contains("\nfaults:") { #expect(broken > 0, "\(script) switches a fault on and breaks nothing\n\(output)") }
        }
        #expect(seen == Set(controls), "example scripts cover \(seen.sorted())")
    }

    /// The same script with the defect's fault on breaks the invariant, and with the
    /// fault named by --fault instead of the file: the command's verdict comes from the
    /// control, not from the file's wording.
    @Test func aFaultBreaksTheExampleThatHoldsWithoutIt() throws {
        let harness = try builtExecutable("harness")
        let clean = try runProcess(harness, ["run", "docs/examples/lock-unlock.script"], directory: packageRoot, timeout: 60)
        // The lock's six and the nine generic UIControl invariants.
        #expect(clean.code == 0 && clean.output.contains("0 of 15 invariants broken."), "\(clean.output)")
        let faulty = try runProcess(harness, ["run", "docs/examples/lock-unlock.script", "--fault", "lockUnlockOnlyInside"],
                                    directory: packageRoot, timeout: 60)
        #expect(faulty.code == 1 && faulty.output.contains("BROKEN  L3 unlock exactly once past 75 percent"), "\(faulty.output)")
    }
}
