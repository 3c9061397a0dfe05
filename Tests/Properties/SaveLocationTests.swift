import Foundation
@testable import Generators
import Testing

/// Where saves land and how they are written: the package search from a tool's working
/// directory (the package root itself, a subfolder, a nested package) and from a test
/// file, and writes that a kill cannot leave half-done or leave litter behind.
@Suite struct SaveLocationTests {
    /// A temporary tree: `root/Package.swift`, `root/Sources/Deep/`, and a nested package
    /// `root/Examples/Package.swift` with `root/Examples/Tests/`.
    static func tree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("saves-\(UUID().uuidString)")
        for folder in ["Sources/Deep", "Examples/Tests"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        try Data().write(to: root.appendingPathComponent("Examples/Package.swift"))
        return root
    }

    @Test func theSearchFromAWorkingDirectoryFindsItsOwnPackage() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RegressionStore(directory: nil)
        let expected = root.standardizedFileURL.appendingPathComponent("Counterexamples").path
        // From the package root itself (the bug: the search started one folder above it).
        #expect(store.resolvedDirectory(searchingFrom: root)?.path == expected)
        #expect(store.resolvedDirectory(searchingFrom: URL(fileURLWithPath: root.path + "/"))?.path == expected)
        #expect(store.resolvedDirectory(searchingFrom: root.appendingPathComponent("Sources/Deep"))?.path == expected)
        // A nested package keeps its own.
        let nested = root.standardizedFileURL.appendingPathComponent("Examples/Counterexamples").path
        #expect(store.resolvedDirectory(searchingFrom: root.appendingPathComponent("Examples"))?.path == nested)
        #expect(store.resolvedDirectory(searchingFrom: root.appendingPathComponent("Examples/Tests"))?.path == nested)
        // From a test file: the package around the file.
        #expect(store.resolvedDirectory(callerFilePath: root.appendingPathComponent("Examples/Tests/T.swift").path)?.path == nested)
        // Outside any package: none.
        #expect(store.resolvedDirectory(searchingFrom: URL(fileURLWithPath: "/")) == nil)
    }

    @Test func aWriteLeavesOnlyTheFile() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("one.json")
        try RegressionStore.writeAtomically(Data("first".utf8), to: target)
        try RegressionStore.writeAtomically(Data("second".utf8), to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "second")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(!names.contains { $0.contains(RegressionStore.partialMarker) || $0.hasPrefix(".dat.nosync") }, "\(names)")
    }

    /// What a writer killed mid-write leaves (its partial file, or Foundation's) is removed
    /// by the next save into that folder; a partial file of a live writer is not.
    @Test func leftoversOfKilledWritersAreRemovedByTheNextSave() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(RegressionStore.folderName(for: "leftovers"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A pid that is not running: the largest pid the kernel can hand out, plus one.
        let deadPartial = folder.appendingPathComponent(".x.json\(RegressionStore.partialMarker)4194305")
        let livePartial = folder.appendingPathComponent(".y.json\(RegressionStore.partialMarker)\(getppid())")
        let foundation = folder.appendingPathComponent(".dat.nosync1234.abcd")
        for file in [deadPartial, livePartial, foundation] { try Data("half".utf8).write(to: file) }
        let file = CounterexampleFile(property: "leftovers", seed: 1, choices: ChoiceSequence([1]), value: "1", failure: "f",
                                      fingerprint: ReplayFingerprint(choices: 1, shape: 0, value: 0))
        try RegressionStore.save(file, in: root)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == [file.fileName, livePartial.lastPathComponent], "\(names)")
        // Loaders never read a partial file.
        #expect(RegressionStore.load(property: "leftovers", in: root).count == 1)
    }

    /// Two writers racing to save one counterexample: exactly one reports it as new
    /// (the name is taken atomically, with a hard link), and no partial file is left.
    @Test func exactlyOneOfTwoRacingSavesIsNew() async throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = CounterexampleFile(property: "race", seed: 1, choices: ChoiceSequence([3]), value: "3", failure: "f",
                                      fingerprint: ReplayFingerprint(choices: 1, shape: 0, value: 0))
        for round in 0..<20 {
            let directory = root.appendingPathComponent("round-\(round)")
            let results = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<2 {
                    group.addTask { (try? RegressionStore.saveReportingNew(file, in: directory))?.isNew ?? false }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(results.filter { $0 }.count == 1, "round \(round): \(results)")
            let folder = directory.appendingPathComponent(RegressionStore.folderName(for: "race"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [file.fileName])
        }
    }
}
