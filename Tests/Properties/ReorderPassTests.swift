import Generators
import PropertyTesting
import Testing

/// The shrinker's reorder pass sorts every group of sibling spans, not just the first.
@Suite struct ReorderPassTests {
    /// Two lists of two flags each, from generators on different lines (two groups of
    /// sibling spans). Flags are not integers, so only reordering can turn
    /// [true, false] into [false, true].
    static let first = Gen.bool.array(length: 2...2)
    static let second = Gen.bool.array(length: 2...2)

    /// Rule: a failure that needs both flags in each list shrinks to [false, true] in
    /// both: the pass carries on past a group that is already sorted (the first list,
    /// once sorted) to sort the next one.
    @Test func everyGroupIsSortedPastAnAlreadySortedOne() {
        for seed in UInt64(1)...8 {
            let result = check("both mixed", zip(Self.first, Self.second), configuration: quiet(seed: seed)) { a, b in
                try expectation(Set(a).count < 2 || Set(b).count < 2, "both lists mixed")
            }
            guard let example = result.counterexample else {
                Issue.record("seed \(seed): no failure found")
                continue
            }
            #expect(example.value.0 == [false, true] && example.value.1 == [false, true],
                    "seed \(seed): shrank to \(example.value)")
        }
    }
}
