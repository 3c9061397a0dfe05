import Generators
import ShrinkingChallenges
import Testing

/// The classic shrinking challenges (research/pbt.md §3.2, canonical generators): each
/// must find a failure and shrink it to the documented minimum for a handful of seeds.
@Suite struct ShrinkingChallengeTests {
    static let names = Challenge.all.map(\.name)

    @Test(arguments: names)
    func shrinksToTheKnownMinimum(name: String) throws {
        let challenge = try #require(Challenge.named(name))
        for seed in UInt64(0)..<4 {
            let run = challenge.run(seed)
            #expect(run.found, "\(name) seed \(seed): no failure found")
            #expect(run.normalised, "\(name) seed \(seed): shrank to \(run.shrunk), not the minimum")
        }
    }
}
