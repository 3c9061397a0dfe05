/// A seedable pseudo-random generator (xoshiro256**, seeded through SplitMix64).
///
/// The standard library offers no seedable generator, and every check must be
/// reproducible from a printed seed, so the engine carries its own. It is fast
/// (a few nanoseconds a draw) and its output depends only on the seed.
public struct Xoshiro256: RandomNumberGenerator, Sendable {
    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    /// Creates a generator whose whole output is determined by `seed`.
    public init(seed: UInt64) {
        var sm = SplitMix64(state: seed)
        s0 = sm.next(); s1 = sm.next(); s2 = sm.next(); s3 = sm.next()
        // An all-zero state would emit zeros forever; SplitMix64 never yields four zeros,
        // but guard anyway so the invariant is local.
        if s0 | s1 | s2 | s3 == 0 { s0 = 0x9E37_79B9_7F4A_7C15 }
    }

    @inlinable @inline(__always)
    static func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 &- k)) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = Self.rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = Self.rotl(s3, 45)
        return result
    }

    /// A uniform value in `0...bound` without modulo bias (Lemire's method).
    @inline(__always)
    mutating func below(inclusive bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        var m = next().multipliedFullWidth(by: range)
        if m.low < range {
            let threshold = (0 &- range) % range
            while m.low < threshold { m = next().multipliedFullWidth(by: range) }
        }
        return m.high
    }

    /// True with probability `p`.
    @inline(__always)
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) * 0x1.0p-53 < p
    }
}

/// SplitMix64: used to expand one seed into a full xoshiro state and to derive seeds.
public struct SplitMix64: Sendable {
    var state: UInt64
    /// Creates the mixer at `state`.
    public init(state: UInt64) { self.state = state }
    /// The next mixed value.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A stable 64-bit FNV-1a hash of a string (Swift's `hashValue` is seeded per process,
/// so it cannot derive reproducible seeds or file names).
public func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
}
