import Foundation
import Generators
import PropertyTesting
import Testing

/// Replay tokens, regression files and determinism.
@Suite struct ReplayTests {
    let lists = Gen.int().array()

    func failingCheck(seed: UInt64 = 1) -> CheckResult<[Int]> {
        check("sorted lists stay sorted", lists, configuration: quiet(seed: seed)) { xs in
            try expectation(xs == xs.sorted(), "not sorted")
        }
    }

    @Test func tokenReproducesTheShrunkValueOnTheFirstEvaluation() throws {
        let shrunk = try #require(failingCheck().counterexample)
        #expect(shrunk.value == [0, -1])  // shortlex-smallest: 0 first, then -1 (rank 2) beats 1 before 0
        var configuration = quiet()
        configuration.replay = shrunk.token.description
        var calls = 0
        let replayed = check("sorted lists stay sorted", lists, configuration: configuration) { xs in
            calls += 1
            try expectation(xs == xs.sorted(), "not sorted")
        }
        let example = try #require(replayed.counterexample)
        #expect(example.value == shrunk.value)
        #expect(example.source == .token)
        #expect(calls == 1)
    }

    @Test func tokensRoundTripAndBelongToTheirProperty() throws {
        let token = ReplayToken(property: "p", choices: ChoiceSequence([0, 1, 127, 128, 300, .max]),
                                fingerprint: ReplayFingerprint(choices: 6, shape: 0xDEAD_BEEF, value: 0x0123_4567))
        let parsed = try ReplayToken(parsing: token.description)
        #expect(parsed == token)
        #expect(parsed.belongs(to: "p"))
        #expect(!parsed.belongs(to: "q"))
    }

    @Test func corruptedTokenIsRefusedWithAClearMessage() throws {
        let token = ReplayToken(property: "p", choices: ChoiceSequence([5, 6, 7]),
                                fingerprint: ReplayFingerprint(choices: 3, shape: 1, value: 2)).description
        var corrupted = Array(token)
        let index = corrupted.firstIndex(of: ".")! + 3
        corrupted[index] = corrupted[index] == "A" ? "B" : "A"
        #expect(throws: ReplayTokenError.checksumMismatch) { try ReplayToken(parsing: String(corrupted)) }
        #expect(ReplayTokenError.checksumMismatch.description.contains("altered or cut short"))
        #expect(throws: ReplayTokenError.malformed("it does not start with 'pbt<version>.'")) { try ReplayToken(parsing: "hello") }
    }

    @Test func tokenFromAnotherVersionIsRefused() {
        let error = #expect(throws: ReplayTokenError.self) { try ReplayToken(parsing: "pbt3.00000000.AA.0000") }
        #expect(error == .unsupportedVersion(found: 3, supported: 2))
        #expect(error?.description.contains("version 3 is not supported") == true)
        // Format 1 carried no fingerprint, so it cannot tell a changed generator: refused.
        let old = #expect(throws: ReplayTokenError.self) { try ReplayToken(parsing: "pbt1.20d7c11d.AAA.d22b") }
        #expect(old == .unsupportedVersion(found: 1, supported: 2))
    }

    @Test func aBadTokenFailsTheCheckWithItsMessage() {
        var configuration = quiet()
        configuration.replay = "pbt2.garbage"
        let result = check("anything", Gen.bool, configuration: configuration) { _ in }
        guard case .unusableInput(let message) = result.outcome else {
            Issue.record("expected unusable input, got \(result.outcome)")
            return
        }
        #expect(message.contains("Malformed replay token"))
    }

    @Test func malformedRegressionFilesGiveClearErrors() throws {
        let cases: [(String, String)] = [
            ("{ not json", "not valid JSON"),
            ("[1, 2]", "the top level is not a JSON object"),
            ("{\"property\": \"p\"}", "missing integer field 'formatVersion'"),
            ("{\"formatVersion\": 7}", "format version 7"),
            ("{\"formatVersion\": 1, \"property\": \"p\"}", "missing field"),
            ("{\"formatVersion\": 1, \"property\": 3, \"engineVersion\": \"x\", \"seed\": \"1\", \"choices\": [], \"token\": \"\", \"value\": \"\", \"failure\": \"\", \"found\": \"\"}", "wrong type at 'property'"),
        ]
        for (text, expected) in cases {
            let error = #expect(throws: CounterexampleFileError.self) {
                try CounterexampleFile.decode(Data(text.utf8), path: "x.json")
            }
            #expect(error?.description.contains(expected) == true, "\(text): \(String(describing: error))")
        }
    }

    @Test func savedCounterexamplesAreReplayedFirst() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A failure generation would practically never find: one value out of 2^62.
        let generator = Gen.int(in: 0...(1 << 62))
        let rare = 123_456_789_012
        let encoding = IntegerEncoding(lo: 0, hi: 1 << 62)
        let choices = ChoiceSequence([encoding.rank(of: Int128(rare))])
        let file = CounterexampleFile(property: "rare value", seed: 0, choices: choices, value: "\(rare)", failure: "planted",
                                      fingerprint: try #require(ReplayFingerprint(replaying: choices, through: generator)))
        let path = try RegressionStore.save(file, in: directory)
        #expect(path.lastPathComponent == file.fileName)
        var configuration = quiet()
        configuration.regressions = RegressionStore(directory: directory)
        let result = check("rare value", generator, configuration: configuration) { x in
            try expectation(x != rare, "found the rare value")
        }
        let example = try #require(result.counterexample)
        #expect(example.value == rare)
        #expect(example.source == .regressionFile(path.path))
    }

    @Test func aFailingCheckSavesItsCounterexampleOnceAtomically() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = quiet()
        configuration.regressions = RegressionStore(directory: directory)
        let first = check("saves", Gen.int(in: 0...100), configuration: configuration) { try expectation($0 < 50) }
        let saved = try #require(first.savedFile)
        let loaded = RegressionStore.load(property: "saves", in: directory)
        #expect(loaded.count == 1)
        let file = try #require(try loaded.first?.get())
        #expect(file.value == "50")
        #expect(saved.hasSuffix(file.fileName))
        // The replay of the saved file finds the same value; no second file appears.
        _ = check("saves", Gen.int(in: 0...100), configuration: configuration) { try expectation($0 < 50) }
        #expect(RegressionStore.load(property: "saves", in: directory).count == 1)
    }

    @Test func twoRunsPrintIdenticalReports() {
        #expect(failingCheck().report() == failingCheck().report())
        #expect(failingCheck().report().contains("Replay: PBT_REPLAY="))
    }
}
