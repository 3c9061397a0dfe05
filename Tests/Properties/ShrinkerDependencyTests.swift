import Generators
import PropertyTesting
import Testing

/// The second pass over the shrinker (issue 10): dependencies, integers that do not give
/// up, branch switching, and the fixes that came with it.
@Suite struct ShrinkerDependencyTests {
    /// Regression: `zeroSpans` read the first choice of an empty span (a `constant` base
    /// of a recursive generator draws nothing) and crashed the test process.
    @Test func emptySpansDoNotCrashTheShrinker() throws {
        let depth = Gen<Int>.recursive(base: .constant(0), maxDepth: 4) { $0.map { $0 + 1 } }
        let result = check("depth at most 3", depth, configuration: quiet()) { d in try expectation(d <= 3) }
        let example = try #require(result.counterexample)
        #expect(example.value == 4)
    }

    /// An out-of-range recorded rank clamps to the top of the new range.
    @Test func outOfRangeChoicesClampToTheirRange() {
        let pair = Gen.int(in: 1...10).flatMap { x in Gen.int(in: 1...x).map { (x, $0) } }
        // Ranks: x = 5 (rank 4), then y rank 8, past 1...5's top rank 4.
        let value = pair.replay(ChoiceSequence([4, 8]))
        #expect(value.map { [$0.0, $0.1] } == [5, 5])
    }

    /// A dependent chain shrinks past the local minimum where lowering the first value
    /// only pays if a later one grows.
    @Test func dependentChainsReachTheirMinimum() throws {
        let chain = Gen.int(in: 1...100).flatMap { a in Gen.int(in: 1...a).flatMap { b in Gen.int(in: 1...b).map { [a, b, $0] } } }
        for seed: UInt64 in 1...5 {
            let result = check("product below 10,000", chain, configuration: quiet(cases: 1_000, seed: seed)) { xs in
                try expectation(xs.reduce(1, *) < 10_000)
            }
            #expect(try #require(result.counterexample).value == [22, 22, 21])
        }
    }

    /// A failure found in a later branch moves to the first branch when that fails too.
    @Test func branchesSwitchToTheSimplestThatFails() throws {
        let generator = Gen.frequency((1, Gen.int(in: 0...10)), (9, Gen.int(in: 100...200)))
        for seed: UInt64 in 1...5 {
            let result = check("below 10", generator, configuration: quiet(cases: 1_000, seed: seed)) { x in try expectation(x < 10) }
            #expect(try #require(result.counterexample).value == 10)
        }
    }

    /// A value generation put at a bound does not stop the shrink there when a smaller,
    /// unrelated value fails too.
    @Test func integersShrinkFarBelowTheBound() throws {
        let mapped = Gen.int(in: 0...1000).map { (37 * $0) % 1009 }
        var minimal = 0
        for seed: UInt64 in 1...10 {
            let result = check("mapped", mapped, configuration: quiet(cases: 1_000, seed: seed)) { y in try expectation(y < 1000) }
            if try #require(result.counterexample).value == 1006 { minimal += 1 }
        }
        #expect(minimal >= 3)
    }

    /// Unique arrays and sets hold distinct values and shrink like arrays.
    @Test func uniqueArraysAndSets() throws {
        let unique = check("distinct", Gen.int(in: 0...5).uniqueArray(), configuration: quiet(cases: 500)) { xs in
            try expectation(Set(xs).count == xs.count)
        }
        #expect(unique.passed)
        let result = check("sum", Gen.int(in: 0...1000).uniqueArray(), configuration: quiet(cases: 1_000)) { xs in
            try expectation(xs.count < 3 || xs.reduce(0, +) < 100)
        }
        #expect(try #require(result.counterexample).value == [0, 1, 99])
        let set = check("set", Gen.int(in: 0...100).set(size: 1...3), configuration: quiet(cases: 300)) { s in
            try expectation((1...3).contains(s.count))
        }
        #expect(set.passed)
    }

    /// `Property.shrink` returns the shrunk value itself, not only its text.
    @Test func propertyShrinkReturnsTheValue() throws {
        let property = Property("at most 500", Gen.int(in: 0...1000)) { x in try expectation(x <= 500) }
        var configuration = CheckConfiguration()
        configuration.regressions = nil
        let outcome = property.shrink(ChoiceSequence([900]), configuration: configuration)
        #expect(outcome.status == .failed)
        #expect(outcome.failingValue(as: Int.self) == 501)
        #expect(outcome.failingValue(as: String.self) == nil)
        #expect(outcome.value == "501")
    }

    /// Doubles shrink to the order a person reads as simple: an integer of larger
    /// magnitude before any fraction, a short binary fraction before a long one.
    @Test func doublesPreferIntegersThenShortFractions() throws {
        for seed: UInt64 in 1...5 {
            let above = check("above 100.5", Gen.double(in: -1000...1000), configuration: quiet(cases: 1_000, seed: seed)) { x in
                try expectation(!(x > 100.5))
            }
            #expect(try #require(above.counterexample).value == 101)
            let sum = check("sum", zip(Gen.double(in: 0...100), Gen.double(in: 0...100)), configuration: quiet(cases: 1_000, seed: seed)) { x, y in
                try expectation(!(x + y > 150.25))
            }
            let pair = try #require(sum.counterexample).value
            #expect(pair.0 == 51 && pair.1 == 100)
        }
        // A fraction is needed only when no integer fails: 0.875 is the shortest above 0.75.
        let fraction = check("fraction", Gen.double(in: 0...0.9375), configuration: quiet(cases: 1_000)) { d in try expectation(!(d > 0.75)) }
        #expect(try #require(fraction.counterexample).value == 0.875)
    }

    /// A weighted budget over two ordered integers moves in proportion (2 down, 3 up).
    @Test func proportionalMovesKeepAWeightedSum() throws {
        let pair = zip(Gen.int(in: 0...1000), Gen.int(in: 0...1000))
        for seed: UInt64 in 1...3 {
            let result = check("budget", pair, configuration: quiet(cases: 1_000, seed: seed)) { x, y in
                try expectation(!(3 * x + 2 * y >= 2000 && x >= y))
            }
            let value = try #require(result.counterexample).value
            #expect(value == (400, 400))
        }
    }

    /// Generation repeats the previous integer now and then, so equal values come up
    /// even in a wide range.
    @Test func generationRepeatsValues() {
        let pair = zip(Gen.int(in: 1...Int(Int32.max)), Gen.int(in: 1...Int(Int32.max)))
        let result = check("different", pair, configuration: quiet(cases: 1_000, seed: 3)) { x, y in try expectation(x != y || x < 10) }
        let value = result.counterexample?.value
        #expect(value?.0 == 10 && value?.1 == 10)
    }

    /// A case found in a later branch moves to an earlier one with the rest zeroed when
    /// keeping the rest (or raising it) passes there.
    @Test func branchSwitchingWithTheRestZeroed() throws {
        let generator = Gen.oneOf(Gen.int(in: 0...100).map { [0, $0] }, Gen.int(in: 0...100).map { [1, $0] },
                                  Gen.int(in: 0...100).map { [2, $0] })
        for seed: UInt64 in 1...5 {
            let result = check("branches", generator, configuration: quiet(cases: 1_000, seed: seed)) { pair in
                try expectation(!((pair[0] == 1 && pair[1] == 0) || (pair[0] == 2 && pair[1] >= 50)))
            }
            #expect(try #require(result.counterexample).value == [1, 0])
        }
    }
}
