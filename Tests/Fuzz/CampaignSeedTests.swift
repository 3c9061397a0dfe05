import Generators
import PropertyTesting
import Testing

/// Shards and jobs never repeat one another's seeds.
@Suite struct CampaignSeedTests {
    @Test func shardsAndJobsDrawDisjointCounters() {
        let layout = zip(Gen.int(in: 1...4), Gen.int(in: 1...4), Gen<UInt64>.integer())
        check("campaign counters are disjoint", layout, configuration: .cases(50)) { shards, jobs, base in
            var seen = Set<UInt64>()
            for shard in 1...shards {
                let seeds = CampaignSeeds(base: base, shard: shard, shards: shards, jobs: jobs)
                for job in 0..<jobs {
                    for k in 0..<50 {
                        try expectation(seen.insert(seeds.counter(job: job, check: k)).inserted,
                                        "shard \(shard) job \(job) check \(k) repeats a counter")
                    }
                }
            }
            // Together they cover a prefix of the counters: nothing is skipped either.
            try expectation(seen == Set((0..<UInt64(shards * jobs * 50))), "the counters leave gaps")
        }
    }

    @Test func seedsDependOnlyOnTheBaseSeed() {
        let a = CampaignSeeds(base: 7, shard: 2, shards: 3, jobs: 2)
        #expect(a.seed(job: 1, check: 9) == CampaignSeeds(base: 7, shard: 2, shards: 3, jobs: 2).seed(job: 1, check: 9))
        #expect(a.seed(job: 1, check: 9) != CampaignSeeds(base: 8, shard: 2, shards: 3, jobs: 2).seed(job: 1, check: 9))
    }
}
