import Generators
import PropertyTesting
import Testing
@testable import Harness
@testable import SeedProperties

/// The printed form of a script reads back as the same script: for every property's
/// generator, print a case as failures show it, parse it, and build the case again; and
/// every environment step a generator draws is one its scene applies (`harness run`
/// refuses the others rather than skip them). Bad lines are refused with their line
/// numbers.
@Suite struct ScriptParserTests {
    static func configuration(_ seed: UInt64) -> CheckConfiguration {
        var configuration = CheckConfiguration.cases(300)
        configuration.seed = seed
        configuration.regressions = nil
        return configuration
    }

    /// Parses `text` or records why not.
    static func parsed(_ text: String) throws -> ScriptText {
        do { return try ScriptParser.parse(text) } catch { throw PropertyFailure("\(error)\n\(text)") }
    }

    @Test func lockCasesRoundTrip() {
        check("lock cases print and parse back", LockProperties.generator, configuration: Self.configuration(1)) { value in
            let text = try Self.parsed(value.description)
            try expectEqual(try LockCase(text), value)
            try HandWrittenScript.refuseUndeclaredSteps(text, takes: LockProperties.scene.takes, control: "LockControl")
        }
    }

    @Test func splitScriptsRoundTrip() {
        let split = SplitProperties.properties
        for invariant in split.invariants {
            check("split \(invariant.id) scripts print and parse back", split.generator(for: invariant),
                  configuration: Self.configuration(2)) { value in
                let text = try Self.parsed(value.description)
                try expectEqual(try ControlCase<NoSetup>(text), value)
                try HandWrittenScript.refuseUndeclaredSteps(text, takes: split.scene.takes, control: "SplitLayoutView")
            }
        }
    }

    @Test func cameraCasesRoundTrip() {
        for (name, generator) in [("any", CameraProperties.generator()), ("narrow", CameraProperties.narrowGenerator)] {
            check("camera \(name) cases print and parse back", generator, configuration: Self.configuration(3)) { value in
                let text = try Self.parsed(value.description)
                try expectEqual(try CameraCase(text), value)
                try HandWrittenScript.refuseUndeclaredSteps(text, takes: CameraProperties.properties.property(CameraProperties.c1).takes,
                                                            control: "CameraModeView")
            }
        }
    }

    @Test func selectorCasesRoundTrip() {
        for invariant in SelectorProperties.properties.invariants {
            check("selector \(invariant.id) cases print and parse back", SelectorProperties.generator(for: invariant.id),
                  configuration: Self.configuration(4)) { value in
                let text = try Self.parsed(value.description)
                try expectEqual(try SelectorCase(text), value)
                try HandWrittenScript.refuseUndeclaredSteps(text, takes: SelectorProperties.properties.property(invariant).takes,
                                                            control: "SegmentSelector")
            }
        }
    }

    /// Every kind of step, with numbers that need every digit, reads back.
    @Test func everyStepKindRoundTrips() throws {
        let steps: [Step] = [
            .down(finger: 0, x: 115.50000000000009, y: -3.25, time: 0.1 + 0.2, taps: 2), .move(finger: 1, x: 1e-05, y: 5e20, time: 1),
            .stay(finger: 0, x: 0, y: 0, time: 0), .up(finger: 0, x: 12, y: 13.5, time: 2), .cancel(finger: 1, x: 1, y: 1, time: 2),
            .advance(0.35), .resize(width: 667, height: 375.5), .removeFromWindow, .addToWindow, .disable, .enable,
            .setMode(true), .setMode(false), .relaunch, .layoutPass, .setPriority(constraint: "yellow.trailing = blue.leading", value: 999),
            .setConstant(constraint: "spacing", value: -8.125),
        ]
        let script = TouchScript(steps)
        #expect(try ScriptParser.parse(numbered(script)).script == script)
        #expect(try ScriptParser.parse(script.description).script == script)
    }

    /// What a bad line gets: its line number and what is wrong with it.
    static func refusal(_ text: String) -> ScriptParseError? {
        do {
            _ = try ScriptParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func badLinesAreRefusedWithTheirLineNumbers() {
        let unknown = Self.refusal("property: L1\n# a comment\n1. down #0 (1, 2) @0.00\n2. jump #0 (1, 2) @0.10\n")
        #expect(unknown?.line == 4 && unknown?.reason == .unknownStep("jump"), "\(String(describing: unknown))")
        #expect(unknown?.description.hasPrefix("line 4: unknown step 'jump'") == true)
        let unnumbered = Self.refusal("down #0 (1, 2) @0\nwiggle\n")
        #expect(unnumbered?.line == 2 && unnumbered?.reason == .unknownStep("wiggle"))
        let malformed = Self.refusal("\n\nmove #0 (1, 2 @0.5\n")
        #expect(malformed?.line == 3, "\(String(describing: malformed))")
        if case .malformed? = malformed?.reason {} else { Issue.record("not malformed: \(String(describing: malformed))") }
        for (text, line) in [("down #x (1, 2) @0", 1), ("property: L1\ndown #0 (1, 2) @0 taps", 2), ("advance", 1), ("advance fast", 1),
                             ("resize 3 by 4", 1), ("mode sideways", 1), ("priority spacing = high", 1), ("layout", 1),
                             ("down #0 (1, 2) @0 extra", 1), ("down #0 (nan, 2) @0", 1), ("down #0 (0x10, 2) @0", 1),
                             ("down #-1 (1, 2) @0", 1)] {
            let error = Self.refusal(text)
            #expect(error?.line == line, "\(text): \(String(describing: error))")
            if case .malformed? = error?.reason {} else { Issue.record("\(text): not malformed: \(String(describing: error))") }
        }
        #expect(Self.refusal("1. down #0 (1, 2) @0\n3. up #0 (1, 2) @0")?.reason == .numbering(found: 3, expected: 2))
        #expect(Self.refusal("colour: red\n")?.reason == .unknownDirective("colour"))
        #expect(Self.refusal("property: L1\nproperty: L2\n")?.reason == .repeatedDirective("property"))
    }

    /// Headers a control does not take are refused at their line, and a control's own
    /// header lines are read.
    @Test func headersAreTheControlsOwn() throws {
        func headerError(_ body: () throws(ScriptParseError) -> Void) -> ScriptParseError? {
            do { try body() } catch { return error }
            return nil
        }
        let split = try ScriptParser.parse("property: S1\nrezise 3x4\nmode off")
        let splitRead = try #require(SplitProperties.properties.property(SplitProperties.s1).script)
        #expect(headerError { () throws(ScriptParseError) in _ = try splitRead(split) }?.line == 2)
        let lock = try ScriptParser.parse("track 100x48\nup #0 (1, 2) @0")
        #expect(try LockCase(lock).sizes.track.width == 100)
        #expect(headerError { () throws(ScriptParseError) in _ = try SelectorCase(lock) } != nil)
        #expect(try SelectorCase(try ScriptParser.parse("6 segments")).count == 6)
        let nine = try ScriptParser.parse("9 segments")
        #expect(headerError { () throws(ScriptParseError) in _ = try SelectorCase(nine) } != nil)
        #expect(try CameraCase(try ScriptParser.parse("bar inset 12")).inset == 12)
    }
}
