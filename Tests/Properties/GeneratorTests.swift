import Generators
import PropertyTesting
import Testing

/// The generators themselves, checked as properties.
@Suite struct GeneratorTests {
    @Test func integersStayInTheirRangeAndHitTheBounds() {
        let result = check("ints in range", Gen.int(in: -7...1_000_000), configuration: quiet(cases: 2_000)) { x in
            try expectation((-7...1_000_000).contains(x), "\(x) out of range")
            cover(3, x == -7, "lower bound")
            cover(3, x == 1_000_000, "upper bound")
            cover(3, x == 0, "zero")
        }
        #expect(result.passed, "\(result.report())")
    }

    @Test func namedBoundariesAndTheirNeighboursComeUpOften() {
        let result = check("boundaries", Gen.int(in: 0...10_000, boundaries: [375]), configuration: quiet(cases: 2_000)) { x in
            cover(1, x == 374, "below")
            cover(1, x == 375, "at")
            cover(1, x == 376, "above")
        }
        #expect(result.passed, "\(result.report())")
    }

    @Test func fullWidthIntegersOfEveryWidth() {
        #expect(check("uint64", Gen<UInt64>.integer(), configuration: quiet(cases: 500)) { x in
            cover(2, x == .max, "max")
        }.passed)
        #expect(check("int8", Gen<Int8>.integer(), configuration: quiet(cases: 500)) { x in
            cover(2, x == .min, "min")
        }.passed)
    }

    @Test func doublesStayInRangeWithoutNaNUnlessAsked() {
        let finite = check("doubles", Gen.double(in: -12.5...400), configuration: quiet(cases: 2_000)) { x in
            try expectation(x.isFinite && (-12.5...400).contains(x), "\(x)")
            cover(2, x == 400, "upper bound")
            cover(10, x != x.rounded(), "fractional")
        }
        #expect(finite.passed, "\(finite.report())")
        let special = check("special doubles", Gen.double(in: 0...1, allowNaN: true, allowInfinity: true),
                            configuration: quiet(cases: 2_000)) { x in
            cover(1, x.isNaN, "NaN")
            cover(1, x == .infinity, "infinity")
        }
        #expect(special.passed, "\(special.report())")
    }

    @Test func doublesShrinkTowardSimpleValues() throws {
        let result = check("doubles shrink", Gen.double(in: -1000...1000), configuration: quiet()) { x in
            try expectation(x < 12.3)
        }
        #expect(result.counterexample?.value == 13)
    }

    @Test func arraysRespectTheirLengthAndShrinkToTheShortest() throws {
        let lengths = check("lengths", Gen.int().array(length: 2...5), configuration: quiet(cases: 500)) { xs in
            try expectation((2...5).contains(xs.count))
        }
        #expect(lengths.passed)
        let shortest = try #require(check("shortest", Gen.int().array(), configuration: quiet()) { xs in
            try expectation(xs.count < 3)
        }.counterexample)
        #expect(shortest.value == [0, 0, 0])
    }

    /// A full array ends with a stop flag too, so deleting an element's span keeps the
    /// choices after the array aligned (FINDINGS §10: without it, the next value's first
    /// choice was read where the flag had been).
    @Test func fullArraysDeleteCleanly() {
        let gen = zip(Gen.int(in: 0...9).array(length: 0...2), Gen.int(in: 0...9))
        // [flag 1, 3, flag 1, 4, stop 0] then 7: a full array, then the next value.
        let full = gen.replay(ChoiceSequence([1, 3, 1, 4, 0, 7]))
        #expect(full?.0 == [3, 4] && full?.1 == 7)
        let deleted = gen.replay(ChoiceSequence([1, 4, 0, 7]))
        #expect(deleted?.0 == [4] && deleted?.1 == 7)
        // A recorded "another" at the end of a full array is read as "stop".
        #expect(gen.replay(ChoiceSequence([1, 3, 1, 4, 1, 7]))?.1 == 7)
        // A fixed length draws no flags at all.
        #expect(zip(Gen.int(in: 0...9).array(length: 2...2), Gen.int(in: 0...9)).replay(ChoiceSequence([3, 4, 7]))?.1 == 7)
        let unique = zip(Gen.int(in: 0...9).uniqueArray(length: 0...2), Gen.int(in: 0...9))
        #expect(unique.replay(ChoiceSequence([1, 3, 1, 4, 0, 7]))?.1 == 7)
        #expect(unique.replay(ChoiceSequence([1, 4, 0, 7]))?.1 == 7)
    }

    @Test func stringsShrinkTowardZeros() throws {
        let example = try #require(check("strings", Gen.string(), configuration: quiet()) { s in
            try expectation(s.count < 2)
        }.counterexample)
        #expect(example.value == "00")
    }

    @Test func flatMapShrinksThroughTheDependency() throws {
        let sized = Gen.int(in: 1...50).flatMap { n in Gen.int(in: 0...n).array(length: n...n) }
        let example = try #require(check("bind", sized, configuration: quiet()) { xs in
            try expectation(!xs.contains(7))
        }.counterexample)
        // A 7 needs n >= 7 (elements are at most n), and n fixes the length: the minimum is
        // n = 7 with six zeros before the 7 (shortlex puts the non-zero choice last).
        #expect(example.value == [0, 0, 0, 0, 0, 0, 7])
    }

    @Test func oneOfAndFrequencyPreferTheFirstBranchWhenShrinking() throws {
        let gen = Gen.frequency((1, Gen.constant("a")), (9, Gen.constant("b")))
        let example = try #require(check("first branch", gen, configuration: quiet()) { _ in
            try expectation(false)
        }.counterexample)
        #expect(example.value == "a")
    }

    @Test func generationIsDeterministicForASeed() {
        let gen = zip(Gen.int().array(), Gen.double(in: 0...1), Gen.string())
        let first = (0..<20).map { gen.example(seed: $0).map { "\($0)" } }
        let second = (0..<20).map { gen.example(seed: $0).map { "\($0)" } }
        #expect(first == second)
    }
}
