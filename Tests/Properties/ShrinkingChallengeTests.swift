import Generators
import ShrinkingChallenges
import Testing

/// The classic shrinking challenges (research/pbt.md §3.2, canonical generators). Each
/// test claims only what it checks: the challenges the benchmark normalises in every run
/// must reach the documented minimum on each seed tried; binheap, which the benchmark
/// normalises in about 79 % of runs, is held to what it reliably does.
@Suite struct ShrinkingChallengeTests {
    /// Challenges normalised in 100 % of the benchmark's runs (docs/benchmarks.md).
    static let alwaysMinimal = Challenge.all.map(\.name).filter { $0 != "binheap" }

    /// Rule: each of these challenges finds a failure and shrinks it to the documented
    /// minimum on seeds 0-3.
    @Test(arguments: alwaysMinimal)
    func shrinksToTheKnownMinimum(name: String) throws {
        let challenge = try #require(Challenge.named(name))
        for seed in UInt64(0)..<4 {
            let run = challenge.run(seed)
            #expect(run.found, "\(name) seed \(seed): no failure found")
            #expect(run.normalised, "\(name) seed \(seed): shrank to \(run.shrunk), not the minimum")
        }
    }

    /// Rule: binheap finds a failure on each of seeds 0-19 and shrinks it to a heap of
    /// exactly four nodes (the size of the minimum), and to the minimum itself on at least
    /// 17 of the 20 (today: all but seeds 6, 14 and 16, which end in the other 4-node
    /// heap the benchmark describes). A floor, so that a better shrinker still passes.
    @Test func binheapShrinksToAFourNodeHeapMinimalOnAtLeast17Of20Seeds() throws {
        let challenge = try #require(Challenge.named("binheap"))
        var minimal = 0
        for seed in UInt64(0)..<20 {
            let run = challenge.run(seed)
            #expect(run.found, "binheap seed \(seed): no failure found")
            let nodes = run.shrunk.filter { $0 == "(" }.count
            #expect(nodes == 4, "binheap seed \(seed): shrank to \(run.shrunk), \(nodes) nodes")
            if run.normalised { minimal += 1 }
        }
        #expect(minimal >= 17, "binheap minimal on only \(minimal) of 20 seeds")
    }
}
