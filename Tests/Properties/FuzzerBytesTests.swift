import Generators
import PropertyTesting
import Testing

/// Fuzzer bytes as a choice source, and `Property` as tools drive it.
@Suite struct FuzzerBytesTests {
    static let pair = zip(Gen.int(in: -1000...1000), Gen.double(in: 0...375), Gen.bool.array(length: 0...4))

    @Test func everyByteStringDecodesWithinBounds() {
        check("bytes decode within bounds", Gen<UInt8>.integer().array(length: 0...64), configuration: .cases(500)) { bytes in
            let source = ChoiceSource(fuzzerBytes: bytes)
            guard let (x, y, flags) = try? Self.pair.generate(source) else { throw PropertyFailure("decoding failed") }
            try expectation((-1000...1000).contains(x) && (0...375).contains(y) && flags.count <= 4, "\(x) \(y) \(flags)")
        }
    }

    @Test func lowerBytesNeverDecodeToMoreComplexChoices() {
        let cases = zip(Gen<UInt8>.integer().array(length: 1...16), Gen.int(in: 0...15), Gen<UInt8>.integer())
        check("byte decoding is monotone", cases, configuration: .cases(500)) { bytes, position, lowered in
            let index = position % bytes.count
            var smaller = bytes
            smaller[index] = min(bytes[index], lowered)
            let wide = Gen<UInt16>.integer(in: 0...999)
            let original = try? zip(wide, Gen.int(in: 0...2)).generate(ChoiceSource(fuzzerBytes: bytes))
            let lower = try? zip(wide, Gen.int(in: 0...2)).generate(ChoiceSource(fuzzerBytes: smaller))
            // Bytes 0-1 decode the first choice, byte 2 the second (later bytes are unread):
            // lowering any byte never raises either choice (both ranges start at their origin,
            // so values order like ranks).
            guard let original, let lower else { throw PropertyFailure("decoding failed") }
            try expectation(lower.0 <= original.0 && lower.1 <= original.1,
                            "\(smaller) (byte \(index) lowered) gave \(lower) from \(original)")
            cover(2, index == 2 && lowered < bytes[index], "the second choice's byte lowered")
        }
    }

    @Test func emptyBytesAreTheSimplestCase() throws {
        let (x, y, flags) = try Self.pair.generate(ChoiceSource(fuzzerBytes: []))
        #expect(x == 0 && y == 0 && flags.isEmpty)
    }

    static let threshold = Property("over 500", summary: "ints stay at most 500", Gen.int(in: 0...1000)) { x in
        try expectation(x <= 500, "\(x) is over 500")
    }

    @Test func propertiesRunByNameFromBytesAndShrinkAgain() throws {
        var configuration = CheckConfiguration()
        configuration.regressions = nil
        let checked = Self.threshold.check(configuration: configuration)
        #expect(checked.status == .failed)
        #expect(checked.value == "501")
        // A fuzzer case: bytes that decode to a large failing value, then shrunk by the engine.
        let crash = Self.threshold.run(fuzzerBytes: [0xF0, 0x00])
        #expect(crash.status == .failed)
        let choices = try #require(crash.choices)
        let shrunk = Self.threshold.shrink(choices, configuration: configuration)
        #expect(shrunk.status == .failed)
        #expect(shrunk.value == "501")
        #expect(shrunk.token?.hasPrefix("pbt2.") == true)
        #expect(Self.threshold.run(fuzzerBytes: [0x10]).status == .passed)
    }
}
