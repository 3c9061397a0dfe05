extension ChoiceSource {
    /// Draws an integer with the given encoding. Generation favours, far above uniform:
    /// the bounds, the origin, their neighbours and the named `boundaries` (each with
    /// its neighbours), then small distances from the origin, then anything.
    ///
    /// One draw in sixteen repeats the previous integer of the same encoding, or lands next
    /// to it: equal and adjacent values are where comparisons go wrong.
    @inline(__always)
    public func drawInteger(_ encoding: IntegerEncoding, boundaries: [Int128] = []) throws(GenerationStop) -> Int128 {
        let scale = sizeScale
        let previous = lastInteger
        let rank = try draw(maxRank: encoding.maxRank, integer: encoding) { random in
            if let previous, previous.encoding == encoding, encoding.maxRank > 3, random.below(inclusive: 15) == 0 {
                let near = previous.value + Int128(random.below(inclusive: 2)) - 1
                return encoding.rank(of: min(max(near, encoding.lo), encoding.hi))
            }
            return Self.sampleIntegerRank(encoding, boundaries: boundaries, scale: scale, random: &random)
        }
        let value = encoding.value(ofRank: rank)
        lastInteger = (encoding, value)
        return value
    }

    static func sampleIntegerRank(_ encoding: IntegerEncoding, boundaries: [Int128], scale: Double,
                                  random: inout Xoshiro256) -> UInt64 {
        let maxRank = encoding.maxRank
        // One draw in five lands on a value that matters: bounds, origin, named boundaries,
        // and the neighbours of each (off-by-one bugs live there).
        if maxRank > 3, random.below(inclusive: 4) == 0 {
            let named = 3 + boundaries.count
            let pick = Int(random.below(inclusive: UInt64(named - 1)))
            let center: Int128 = switch pick {
            case 0: encoding.lo
            case 1: encoding.hi
            case 2: encoding.origin
            default: boundaries[pick - 3]
            }
            let offset = Int128(random.below(inclusive: 2)) - 1  // -1, 0 or +1
            let value = min(max(center + offset, encoding.lo), encoding.hi)
            return encoding.rank(of: value)
        }
        if maxRank <= 255 { return random.below(inclusive: maxRank) }
        // A moderate range is drawn uniformly half the time, so that a narrow band of
        // failing values anywhere in it is reached within a usual number of cases.
        // It grows with the size scale like everything else, so that early failures are small.
        // The part grows in bits, not linearly: early cases stay near the origin.
        if maxRank <= 1 << 24, random.next() & 1 == 0 {
            guard scale < 1 else { return random.below(inclusive: maxRank) }
            let width = 64 - maxRank.leadingZeroBitCount
            let bits = max(1, Int((Double(width) * scale * scale).rounded(.up)))
            return random.below(inclusive: bits >= width ? maxRank : (1 << UInt64(bits)) - 1)
        }
        // Otherwise pick a magnitude class, small ones more often, and a uniform rank in it.
        // Ranks interleave around the origin, so small ranks are small distances either way.
        let roll = random.below(inclusive: 15)
        var bits: UInt64 = roll < 6 ? 4 : roll < 11 ? 8 : roll < 13 ? 16 : roll < 15 ? 32 : 64
        if scale < 1 { bits = max(2, UInt64((Double(bits) * scale).rounded(.up))) }
        let mask: UInt64 = bits >= 64 ? .max : (1 << bits) - 1
        // A class covering at least half the range is the whole range, drawn uniformly
        // (clamping would pile those draws onto the bound and leave the rest unseen).
        if mask >= maxRank || (mask >= maxRank >> 1 && scale >= 1) { return random.below(inclusive: maxRank) }
        return random.next() & mask
    }
}

extension Gen where Value: FixedWidthInteger & Sendable {
    /// Integers in `range`, shrinking toward `origin` (0 clamped into the range by default).
    /// `boundaries` names values that matter to the code under test; generation hits
    /// them and their neighbours often.
    public static func integer(in range: ClosedRange<Value> = Value.min...Value.max,
                               shrinkingToward origin: Value? = nil,
                               boundaries: [Value] = []) -> Gen {
        let encoding = IntegerEncoding(lo: Int128(range.lowerBound), hi: Int128(range.upperBound),
                                       origin: Int128(origin ?? 0))
        let named = boundaries.map { Int128($0) }
        return Gen { source throws(GenerationStop) in
            Value(try source.drawInteger(encoding, boundaries: named))
        }
    }
}

extension Gen where Value == Int {
    /// `Int`s in `range`, shrinking toward `origin` (0, or the bound nearest to it).
    public static func int(in range: ClosedRange<Int> = Int.min...Int.max, shrinkingToward origin: Int? = nil,
                           boundaries: [Int] = []) -> Gen {
        integer(in: range, shrinkingToward: origin, boundaries: boundaries)
    }
}

extension Gen where Value == Bool {
    /// `false` or `true`; `false` is simpler.
    public static var bool: Gen {
        Gen { source throws(GenerationStop) in try source.draw(maxRank: 1) { $0.next() & 1 } == 1 }
    }
}
