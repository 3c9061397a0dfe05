/// How an integer in `lo...hi` maps to a *rank*: 0 is the simplest value (the origin),
/// then origin+1, origin-1, origin+2, ... until one side runs out, then the rest of the
/// longer side. Shrinking lowers ranks, so it always moves values toward the origin.
///
/// Ranks are `UInt64`: any range of a 64-bit type has at most 2^64 values.
/// Arithmetic runs in `Int128` so that full-width `Int64` and `UInt64` ranges need no
/// special cases.
public struct IntegerEncoding: Sendable, Hashable {
    /// The smallest value.
    public let lo: Int128
    /// The largest value.
    public let hi: Int128
    /// The simplest value; shrinking moves toward it.
    public let origin: Int128
    /// The largest rank, `hi - lo`.
    public let maxRank: UInt64
    /// Values on each side of the origin that interleave before one side runs out.
    private let balanced: Int128

    /// An encoding of `lo...hi` shrinking toward `origin` (clamped into the range).
    public init(lo: Int128, hi: Int128, origin: Int128 = 0) {
        precondition(lo <= hi, "empty integer range")  // safe: callers take a ClosedRange
        self.lo = lo
        self.hi = hi
        self.origin = min(max(origin, lo), hi)
        maxRank = UInt64(hi - lo)
        balanced = min(hi - self.origin, self.origin - lo)
    }

    /// The value a rank stands for. Ranks above `maxRank` are not valid; callers clamp.
    @inline(__always)
    public func value(ofRank rank: UInt64) -> Int128 {
        if rank == 0 { return origin }
        let r = Int128(rank)
        if r <= 2 * balanced {
            let step = (r + 1) / 2
            return r & 1 == 1 ? origin + step : origin - step
        }
        // Past the interleaved part: only the longer side is left.
        return hi - origin > origin - lo ? origin + (r - balanced) : origin - (r - balanced)
    }

    /// The rank of a value in the range.
    @inline(__always)
    public func rank(of value: Int128) -> UInt64 {
        let distance = value - origin
        let magnitude = distance < 0 ? -distance : distance
        if magnitude <= balanced {
            if distance == 0 { return 0 }
            return UInt64(distance > 0 ? 2 * magnitude - 1 : 2 * magnitude)
        }
        return UInt64(magnitude + balanced)
    }

    /// Whether `rank` lies where ranks alternate sides of the origin (so that one step
    /// closer on the same side is two ranks down).
    public func alternates(atRank rank: UInt64) -> Bool { Int128(rank) <= 2 * balanced }

    /// Whether the range holds `value`.
    public func contains(_ value: Int128) -> Bool { value >= lo && value <= hi }
}
