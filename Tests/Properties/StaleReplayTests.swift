import Foundation
import Generators
import PropertyTesting
import Testing

/// A saved counterexample or a replay token whose generator has changed since it was
/// made is *stale*: it is reported as such, naming the property, the file and what
/// changed, and never as a pass.
@Suite struct StaleReplayTests {
    /// Runs a failing check over `before` with a regression directory, and returns the
    /// path of the file it saved.
    func save<T>(_ name: String, _ before: Gen<T>, in directory: URL, failsWhen fails: @escaping (T) -> Bool) throws -> String {
        var configuration = quiet()
        configuration.regressions = RegressionStore(directory: directory)
        let found = check(name, before, configuration: configuration) { try expectation(!fails($0), "fails") }
        return try #require(found.savedFile)
    }

    /// Runs the check again after the generator changed to `after`; the property holds
    /// for every value now, so only the saved file can make the verdict anything but a pass.
    func rerun<T>(_ name: String, _ after: Gen<T>, in directory: URL) -> CheckResult<T> {
        var configuration = quiet(cases: 20)
        configuration.regressions = RegressionStore(directory: directory)
        return check(name, after, configuration: configuration) { _ in }
    }

    @Test func aFileWhoseGeneratorNowDrawsFewerChoicesIsStale() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try save("pairs", zip(Gen.int(in: 0...9), Gen.int(in: 0...9)), in: directory) { $0 + $1 >= 5 }
        let result = rerun("pairs", Gen.int(in: 0...9), in: directory)
        #expect(!result.passed)
        let report = result.report()
        #expect(report.contains("stale"), "\(report)")
        #expect(report.contains(path) && report.contains("'pairs'"), "\(report)")
        #expect(report.contains("generator now draws fewer choices (1 of 2 used)"), "\(report)")
    }

    @Test func aFileWhoseRangeNarrowedIsStale() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try save("narrowed", Gen.int(in: 0...20), in: directory) { $0 >= 14 }
        let result = rerun("narrowed", Gen.int(in: 0...9), in: directory)
        #expect(!result.passed)
        let report = result.report()
        #expect(report.contains("stale") && report.contains(path) && report.contains("'narrowed'"), "\(report)")
        #expect(report.contains("choice 0 out of range 0...9 (was 14)"), "\(report)")
    }

    @Test func aFileThatNowDecodesAnotherValueIsStale() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try save("remapped", Gen.int(in: 0...20), in: directory) { $0 >= 3 }
        let result = rerun("remapped", Gen.int(in: 0...20).map { $0 * 2 }, in: directory)
        #expect(!result.passed)
        let report = result.report()
        #expect(report.contains("stale") && report.contains(path) && report.contains("'remapped'"), "\(report)")
        #expect(report.contains("value differs: was `3`, now `6`"), "\(report)")
    }

    @Test func aStaleFileIsARecordedIssueAndGenerationStillRuns() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try save("recorded", Gen.int(in: 0...20), in: directory) { $0 >= 14 }
        var configuration = CheckConfiguration.cases(20)
        configuration.seed = 1
        configuration.regressions = RegressionStore(directory: directory)
        var calls = 0
        withKnownIssue {
            check("recorded", Gen.int(in: 0...9), configuration: configuration) { _ in calls += 1 }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains(path) && text.contains("'recorded'") && text.contains("out of range 0...9 (was 14)")
        }
        #expect(calls >= 20, "generation did not run after the stale file: \(calls) calls")
    }

    @Test func aTokenForAChangedGeneratorIsRefused() throws {
        let found = check("token", Gen.int(in: 0...20), configuration: quiet()) { try expectation($0 < 14) }
        let token = try #require(found.counterexample?.token)
        var configuration = quiet()
        configuration.replay = token.description
        let result = check("token", Gen.int(in: 0...9), configuration: configuration) { try expectation($0 < 14) }
        #expect(!result.passed)
        let report = result.report()
        #expect(report.contains("stale") && report.contains("'token'") && report.contains("out of range 0...9 (was 14)"), "\(report)")
    }

    @Test func aFreshFileStillReplaysAndFails() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try save("fresh", Gen.int(in: 0...20), in: directory) { $0 >= 14 }
        var configuration = quiet()
        configuration.regressions = RegressionStore(directory: directory)
        let result = check("fresh", Gen.int(in: 0...20), configuration: configuration) { try expectation($0 < 14, "fails") }
        let example = try #require(result.counterexample)
        #expect(example.value == 14)
        #expect(example.source == .regressionFile(path))
    }

    // MARK: What changed, as data

    /// The stale replays of a re-run, as (file, changes).
    func staleness<T>(_ result: CheckResult<T>) -> [(String, [ReplayChange])] {
        result.staleReplays.map { stale in
            guard case .file(let path) = stale.origin else { return ("not a file", stale.changes) }
            return (path, stale.changes)
        }
    }

    @Test func eachKindOfChangeIsNamed() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let narrowed = try save("narrowed", Gen.int(in: 0...20), in: directory) { $0 >= 14 }
        let fewer = try save("fewer", zip(Gen.int(in: 0...9), Gen.int(in: 0...9)), in: directory) { $0 + $1 >= 5 }
        let more = try save("more", Gen.int(in: 0...9), in: directory) { $0 >= 5 }
        let remapped = try save("remapped", Gen.int(in: 0...20), in: directory) { $0 >= 3 }
        let reshaped = try save("reshaped", Gen.int(in: 0...20), in: directory) { $0 >= 3 }
        let undecodable = try save("undecodable", Gen.int(in: 0...20), in: directory) { $0 >= 3 }

        let a = staleness(rerun("narrowed", Gen.int(in: 0...9), in: directory))
        #expect(a.map(\.0) == [narrowed])
        #expect(a.first?.1.first == .outOfRange(choice: 0, range: 0...9, recorded: 14))
        let fewerPair = try #require(try RegressionStore.load(property: "fewer", in: directory).first?.get())
        let b = staleness(rerun("fewer", Gen.int(in: 0...9), in: directory))
        #expect(b.map(\.0) == [fewer])
        #expect(b.first?.1.first == .fewerChoices(used: 1, recorded: 2))
        #expect(b.first?.1.contains(.valueDiffers(was: fewerPair.value, now: "\(fewerPair.choices[0])")) == true)
        let c = staleness(rerun("more", zip(Gen.int(in: 0...9), Gen.int(in: 0...9)), in: directory))
        #expect(c.map(\.0) == [more])
        #expect(c.first?.1 == [.moreChoices(drawn: 2, recorded: 1), .valueDiffers(was: "5", now: "(5, 0)")])
        let d = staleness(rerun("remapped", Gen.int(in: 0...20).map { $0 * 2 }, in: directory))
        #expect(d.map(\.0) == [remapped])
        #expect(d.first?.1 == [.valueDiffers(was: "3", now: "6")])
        // The same value 3 from a narrower range: only the fingerprint's shape tells.
        let e = staleness(rerun("reshaped", Gen.int(in: 0...10), in: directory))
        #expect(e.map(\.0) == [reshaped])
        #expect(e.first?.1 == [.shapeDiffers])
        let f = rerun("undecodable", Gen.int(in: 0...20).filter("over 100") { $0 > 100 }, in: directory)
        #expect(staleness(f).map(\.0) == [undecodable])
        #expect(staleness(f).first?.1 == [.doesNotDecode("the filter 'over 100' rejects every attempt")], "\(f.report())")
    }

    @Test func aFileOfFormatOneStillLoadsAndIsJudgedByItsValueText() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in [("old but fresh", "14"), ("old and stale", "15")] {
            var file = CounterexampleFile(property: name, seed: 1, choices: ChoiceSequence([14]), value: text, failure: "planted",
                                          fingerprint: ReplayFingerprint(choices: 1, shape: 0, value: 0))
            file.formatVersion = 1
            file.fingerprint = nil
            let path = try RegressionStore.save(file, in: directory)
            let loaded = try CounterexampleFile.decode(try Data(contentsOf: path), path: path.path)
            #expect(loaded.formatVersion == 1 && loaded.fingerprint == nil)
        }
        var configuration = quiet()
        configuration.regressions = RegressionStore(directory: directory)
        let fresh = check("old but fresh", Gen.int(in: 0...20), configuration: configuration) { try expectation($0 < 14) }
        #expect(fresh.counterexample?.value == 14 && fresh.staleReplays.isEmpty, "\(fresh.report())")
        let stale = check("old and stale", Gen.int(in: 0...20), configuration: configuration) { try expectation($0 < 14) }
        #expect(stale.staleReplays.first?.changes == [.valueDiffers(was: "15", now: "14")], "\(stale.report())")
        // A format-2 file without its fingerprint is malformed, not silently unchecked.
        let text = #"{"formatVersion": 2, "property": "p", "engineVersion": "x", "seed": "1", "choices": [], "token": "", "value": "", "failure": "", "found": ""}"#
        let error = #expect(throws: CounterexampleFileError.self) { try CounterexampleFile.decode(Data(text.utf8), path: "x.json") }
        #expect(error?.description.contains("missing field 'fingerprint'") == true)
    }

    /// `check`, `Property.replay` and `Property.shrink` agree on what is stale: one function decides.
    @Test func checkReplayAndShrinkAgreeOnWhatIsStale() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try save("agree", Gen.int(in: 0...20), in: directory) { $0 >= 14 }
        let file = try #require(try RegressionStore.load(property: "agree", in: directory).first?.get())
        // After the change the recorded 14 is out of range and clamps to the top, 9,
        // which passes; 8 fails.
        let after = Property("agree", Gen.int(in: 0...9)) { try expectation($0 != 8, "eight") }
        var configuration = quiet()
        configuration.regressions = RegressionStore(directory: directory)
        let checked = after.check(configuration: configuration)
        let replayed = after.replay(file, path: path, configuration: quiet())
        let shrunk = after.shrink(ChoiceSequence(file.choices), expecting: ReplayExpectation(file), configuration: quiet())
        let changes: [ReplayChange] = [.outOfRange(choice: 0, range: 0...9, recorded: 14), .valueDiffers(was: "14", now: "9")]
        #expect(checked.stale.map(\.changes) == [changes])
        #expect(replayed.status == .stale && replayed.stale.map(\.changes) == [changes])
        #expect(shrunk.status == .stale && shrunk.stale.map(\.changes) == [changes], "\(shrunk.report)")
        // Generation still ran and found the new failure.
        #expect(checked.status == .failed && checked.value == "8", "\(checked.report)")
    }

    @Test func shrinkReshrinksAStaleCaseFromWhatStillDecodes() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try save("reshrink", zip(Gen.int(in: 0...9), Gen.int(in: 0...9)), in: directory) { $0.0 >= 3 }
        let file = try #require(try RegressionStore.load(property: "reshrink", in: directory).first?.get())
        // The generator now draws one number; what decodes from the file still fails.
        let after = Property("reshrink", Gen.int(in: 0...9)) { try expectation($0 < 1, "positive") }
        let shrunk = after.shrink(ChoiceSequence(file.choices), expecting: ReplayExpectation(file), configuration: quiet())
        #expect(shrunk.status == .failed && shrunk.value == "1", "\(shrunk.report)")
        #expect(shrunk.stale.first?.changes.first == .fewerChoices(used: 1, recorded: 2))
        // Saved with its new fingerprint, it replays fresh.
        let fingerprint = try #require(shrunk.fingerprint)
        let rewritten = CounterexampleFile(property: "reshrink", seed: 1, choices: try #require(shrunk.choices),
                                           value: shrunk.value ?? "", failure: shrunk.failure ?? "", fingerprint: fingerprint)
        let again = after.replay(rewritten, path: "rewritten.json")
        #expect(again.status == .failed && again.stale.isEmpty, "\(again.report)")
        #expect(try ReplayToken(parsing: rewritten.token).fingerprint == fingerprint)
    }

    @Test func aTokenOfTheOldFormatIsRefusedAsAnotherVersion() {
        var configuration = quiet()
        configuration.replay = "pbt1.20d7c11d.AAA.d22b"
        let result = check("old token", Gen.int(in: 0...9), configuration: configuration) { _ in }
        guard case .unusableInput(let message) = result.outcome else {
            Issue.record("expected unusable input, got \(result.outcome)")
            return
        }
        #expect(message.contains("format version 1 is not supported"), "\(message)")
    }

    @Test func mangledTokensOfTheNewFormatAreRefusedWithoutACrash() {
        let token = ReplayToken(property: "p", choices: ChoiceSequence([0, 1, 127, 128, 300, .max]),
                                fingerprint: ReplayFingerprint(choices: 6, shape: 0xDEAD_BEEF, value: 0x0123_4567)).description
        let alphabet = Array("0123456789abcdefABCDEF-_.+pbt")
        let edits = zip(Gen.int(in: 0...(token.count - 1)), zip(Gen.element(of: alphabet), Gen.int(in: 0...2))).array(length: 1...3)
        var configuration = quiet(cases: 2_000)
        configuration.seed = 9
        let result = check("mangled pbt2 tokens", edits, configuration: configuration) { edits in
            var characters = Array(token)
            for (index, (character, kind)) in edits where index < characters.count {
                switch kind {
                case 0: characters[index] = character
                case 1: characters.remove(at: index)
                default: characters.insert(character, at: index)
                }
            }
            let text = String(characters)
            let parsed: ReplayToken
            do throws(ReplayTokenError) { parsed = try ReplayToken(parsing: text) } catch {
                try expectation(!error.description.isEmpty, "an empty message for \(text)")
                return
            }
            // The rare edit that leaves a valid token (a checksum collision) still round-trips.
            try expectation((try? ReplayToken(parsing: parsed.description)) == parsed, "parsed \(text) into \(parsed)")
        }
        #expect(result.passed, "\(result.report())")
    }
}
