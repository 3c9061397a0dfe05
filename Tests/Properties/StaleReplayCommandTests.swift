import Foundation
import Generators
import Harness
import SeedProperties
import Testing

/// `harness replay` run as a user runs it, on counterexample files whose generator has
/// changed since they were saved: it must say so and exit 2, never "passes now".
@Suite struct StaleReplayCommandTests {
    /// The `harness` executable: built next to the test bundle by `swift build --build-tests`.
    static func harness() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The test bundle may be a directory (…/X.xctest/Contents/MacOS/X) or a file (…/X.xctest).
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" || folder.lastPathComponent == "Contents" {
            folder.deleteLastPathComponent()
        }
        let url = folder.appendingPathComponent("harness")
        try #require(FileManager.default.isExecutableFile(atPath: url.path), "no harness executable at \(url.path)")
        return url
    }

    /// Runs `harness` with `arguments`; returns the exit code and everything printed.
    /// `unprivileged` runs it as user `nobody` when the tests run as root (for whom
    /// permissions do not stop a write).
    static func run(_ arguments: [String], unprivileged: Bool = false) throws -> (code: Int32, output: String) {
        if unprivileged, getuid() == 0 {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "running as root without setpriv")
            return try runProcess(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                  ["--reuid=65534", "--regid=65534", "--clear-groups", try harness().path] + arguments)
        }
        return try runProcess(try harness(), arguments)
    }

    /// A property of the harness and the simplest case of it (every choice 0), decoded
    /// in-process, so the test does not depend on what any one generator draws.
    static func simplestCase() throws -> (property: HarnessProperty, choices: ChoiceSequence, value: String) {
        let property = try #require(Catalog.properties().first)
        let outcome = property.property.run(fuzzerBytes: [])
        let choices = try #require(outcome.choices)
        return (property, choices, outcome.value ?? "")
    }

    /// Writes a counterexample file of format 1 (no fingerprint: its saved value's text
    /// is what the replay compares) into `directory`.
    static func write(property: String, choices: [UInt64], value: String, in directory: URL) throws -> String {
        var file = CounterexampleFile(property: property, seed: 1, choices: ChoiceSequence(choices), value: value, failure: "planted",
                                      fingerprint: ReplayFingerprint(choices: choices.count, shape: 0, value: 0))
        file.formatVersion = 1
        file.fingerprint = nil
        return try RegressionStore.save(file, in: directory).path
    }

    @Test func replayOfAFileWithChoicesLeftOverExitsTwo() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let simplest = try Self.simplestCase()
        // The file recorded three more choices than the generator draws now.
        let path = try Self.write(property: simplest.property.name, choices: simplest.choices.ranks + [0, 0, 0],
                                  value: simplest.value, in: directory)
        let (code, output) = try Self.run(["replay", path])
        #expect(code == 2, "\(output)")
        #expect(output.contains(path) && output.contains(simplest.property.name), "\(output)")
        #expect(output.contains("fewer choices (\(simplest.choices.count) of \(simplest.choices.count + 3) used)"), "\(output)")
        #expect(output.contains("harness shrink \(path)"), "\(output)")
        #expect(!output.contains("Passes now"), "\(output)")
    }

    @Test func replayOfAFileWhoseFirstChoiceIsOutOfRangeNowExitsTwo() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let simplest = try Self.simplestCase()
        // As a generator whose first range was wider would have left it.
        let path = try Self.write(property: simplest.property.name, choices: [1 << 62] + simplest.choices.ranks.dropFirst(),
                                  value: simplest.value, in: directory)
        let (code, output) = try Self.run(["replay", path])
        #expect(code == 2, "\(output)")
        #expect(output.contains(path) && output.contains(simplest.property.name), "\(output)")
        #expect(output.contains("choice 0 out of range 0...") && output.contains("(was \(UInt64(1) << 62))"), "\(output)")
        #expect(!output.contains("Passes now"), "\(output)")
    }

    @Test func replayOfAFileThatNowDecodesAnotherValueExitsTwo() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let simplest = try Self.simplestCase()
        let path = try Self.write(property: simplest.property.name, choices: simplest.choices.ranks,
                                  value: "a value the generator made once", in: directory)
        let (code, output) = try Self.run(["replay", path])
        #expect(code == 2, "\(output)")
        #expect(output.contains(path) && output.contains(simplest.property.name), "\(output)")
        #expect(output.contains("value differs: was `a value the generator made once`"), "\(output)")
        #expect(!output.contains("Passes now"), "\(output)")
    }

    @Test func replayOfATokenForAChangedGeneratorExitsTwo() throws {
        let simplest = try Self.simplestCase()
        // A token made when the generator drew three more choices (to another value).
        let choices = ChoiceSequence(simplest.choices.ranks + [0, 0, 0])
        let token = ReplayToken(property: simplest.property.name, choices: choices,
                                fingerprint: ReplayFingerprint(choices: choices.count, shape: 0, value: 0))
        let (code, output) = try Self.run(["replay", token.description])
        #expect(code == 2, "\(output)")
        #expect(output.contains(simplest.property.name) && output.contains("Stale: the token"), "\(output)")
        #expect(output.contains("fewer choices"), "\(output)")
        #expect(!output.contains("Passes now"), "\(output)")
    }

    @Test func replayOfATokenOfTheOldFormatIsRefused() throws {
        let (code, output) = try Self.run(["replay", "pbt1.20d7c11d.AAA.d22b"])
        #expect(code == 2, "\(output)")
        #expect(output.contains("format version 1 is not supported"), "\(output)")
    }

    /// A committed counterexample found with faults on, copied into `directory` and made
    /// stale as a generator that now draws three fewer choices would make it.
    static func staleCopy(in directory: URL) throws -> (path: String, faults: [String], choices: Int) {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Counterexamples")
        let folders = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: committed.appendingPathComponent(folder).path).sorted()
            for name in names where name.hasSuffix(".json") {
                let url = committed.appendingPathComponent(folder).appendingPathComponent(name)
                let file = try CounterexampleFile.decode(try Data(contentsOf: url), path: url.path)
                guard let faults = file.faults, !faults.isEmpty, let fingerprint = file.fingerprint else { continue }
                let longer = ChoiceSequence(file.choices + [0, 0, 0])
                let stale = CounterexampleFile(property: file.property, seed: 1, choices: longer, value: file.value, failure: file.failure,
                                               fingerprint: ReplayFingerprint(choices: longer.count, shape: fingerprint.shape,
                                                                              value: fingerprint.value),
                                               faults: faults)
                return (try RegressionStore.save(stale, in: directory).path, faults, file.choices.count)
            }
        }
        Issue.record("no committed counterexample with faults and a fingerprint")
        throw CancellationError()
    }

    @Test func shrinkOfAStaleFileReshrinksAndRewritesItFresh() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (path, faults, choices) = try Self.staleCopy(in: directory)
        let replayed = try Self.run(["replay", path, "--fault", faults.joined(separator: ",")])
        #expect(replayed.code == 2 && replayed.output.contains("harness shrink \(path)"), "\(replayed.output)")
        let (code, output) = try Self.run(["shrink", path])
        #expect(code == 0, "rewritten: \(output)")
        #expect(output.contains("Stale: \(path)") && output.contains("fewer choices (\(choices) of \(choices + 3) used)"), "\(output)")
        #expect(output.contains("(replaces \(path);"), "\(output)")
        // Shrunk again, the new file is already minimal: unchanged, still failing.
        let folderNow = URL(fileURLWithPath: path).deletingLastPathComponent()
        let newName = try #require(try FileManager.default.contentsOfDirectory(atPath: folderNow.path).first { $0.hasSuffix(".json") })
        let second = try Self.run(["shrink", folderNow.appendingPathComponent(newName).path])
        #expect(second.code == 1 && second.output.contains("Already minimal"), "\(second.output)")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(left.count == 1 && !path.hasSuffix(left[0]), "\(left)")
        let rewritten = folder.appendingPathComponent(left[0]).path
        let file = try CounterexampleFile.decode(try Data(contentsOf: URL(fileURLWithPath: rewritten)), path: rewritten)
        #expect(file.formatVersion == 2 && file.fingerprint?.choices == file.choices.count && file.faults == faults)
        let again = try Self.run(["replay", rewritten, "--fault", faults.joined(separator: ",")])
        #expect(again.code == 1 && again.output.contains("Still fails"), "\(again.output)")
    }

    @Test func shrinkIntoAFolderItCannotWriteClaimsNothing() throws {
        let directory = temporaryDirectory()
        defer {
            // safe: best-effort clean-up of a temporary folder.
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let (path, _, _) = try Self.staleCopy(in: directory)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }  // safe: clean-up
        let (code, output) = try Self.run(["shrink", path], unprivileged: true)
        #expect(code == 2, "\(output)")
        #expect(output.contains("cannot write") && output.contains("\(path) is left as it is"), "\(output)")
        #expect(!output.contains("(replaces") && !output.contains("rewritten in place"), "\(output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
