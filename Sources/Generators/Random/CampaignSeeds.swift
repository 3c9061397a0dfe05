/// Seeds for a campaign split over machines (shards) and workers (jobs).
///
/// The k-th check of job j in shard i (1-based) uses counter k·jobs·shards + j·shards +
/// (i − 1): distinct for every (k, j, i), so n shards and m jobs never repeat one
/// another's work, and the seed is a pure function of the campaign's base seed.
public struct CampaignSeeds: Sendable, Equatable {
    /// The campaign's base seed (printed, so a campaign can be re-run).
    public var base: UInt64
    /// This machine's shard, 1-based, and the number of shards.
    public var shard: Int, shards: Int
    /// The number of workers on this machine.
    public var jobs: Int

    /// Seeds for shard `shard` of `shards`, with `jobs` workers.
    public init(base: UInt64, shard: Int = 1, shards: Int = 1, jobs: Int = 1) {
        self.base = base
        self.shard = shard
        self.shards = max(1, shards)
        self.jobs = max(1, jobs)
    }

    /// The counter of the `check`-th check of worker `job` (0-based).
    public func counter(job: Int, check: Int) -> UInt64 {
        UInt64(check) &* UInt64(jobs * shards) &+ UInt64(job * shards + shard - 1)
    }

    /// The seed of the `check`-th check of worker `job` (0-based).
    public func seed(job: Int, check: Int) -> UInt64 {
        var mixer = SplitMix64(state: base ^ (counter(job: job, check: check) &* 0x9E37_79B9_7F4A_7C15))
        return mixer.next()
    }
}
