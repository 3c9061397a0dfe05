import Foundation
import Generators
import Testing

/// Saving into the regression directory when the property's folder already exists.
@Suite struct RegressionStoreSaveTests {
    /// Rule: a second counterexample of the same property is saved beside the first (the
    /// existing folder is reused, not an error, and the first file is untouched); saving
    /// the first again is a no-op that returns its path.
    @Test func aSecondSaveIntoAnExistingFolderAddsAFile() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = CounterexampleFile(property: "two saves", seed: 1, choices: ChoiceSequence([5]), value: "5", failure: "first",
                                       fingerprint: ReplayFingerprint(choices: 1, shape: 0, value: 0))
        let second = CounterexampleFile(property: "two saves", seed: 2, choices: ChoiceSequence([9]), value: "9", failure: "second",
                                        fingerprint: ReplayFingerprint(choices: 1, shape: 0, value: 0))
        let firstPath = try RegressionStore.save(first, in: directory)
        let firstBytes = try Data(contentsOf: firstPath)
        let secondPath = try RegressionStore.save(second, in: directory)
        #expect(firstPath != secondPath)
        #expect(firstPath.deletingLastPathComponent() == secondPath.deletingLastPathComponent())
        let loaded = RegressionStore.load(property: "two saves", in: directory).compactMap { try? $0.get() }
        #expect(Set(loaded.map(\.value)) == ["5", "9"])
        #expect(try Data(contentsOf: firstPath) == firstBytes)
        #expect(try RegressionStore.save(first, in: directory) == firstPath)
        #expect(RegressionStore.load(property: "two saves", in: directory).count == 2)
    }
}
