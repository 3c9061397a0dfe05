/// Floating-point values are drawn as two choices: a fraction whose rank is its
/// bit-reversed binary expansion, then an integer part (from the origin, shrinking toward
/// it). Shortlex order then reads as a person would: integers by distance from the origin
/// first, then halves, then quarters, and so on.
/// A third, leading choice picks a non-finite or extreme value when those are possible.
struct FloatEncoding: Sendable {
    static let fractionBits: UInt64 = 52
    static let fractionMaxRank: UInt64 = (1 << fractionBits) - 1
    /// Beyond this distance from the origin the integer part cannot be exact, so the
    /// bounds are reached through the leading kind choice instead.
    static let exactLimit: Double = 0x1p52

    enum Kind: UInt64 { case finite = 0, lower, upper, positiveInfinity, negativeInfinity, nan }

    let lo: Double
    let hi: Double
    let origin: Double
    let integerPart: IntegerEncoding
    /// The kinds available, in simplicity order; nil when only finite values in an exact
    /// range are possible, in which case no kind choice is drawn.
    let kinds: [Kind]?

    init(lo: Double, hi: Double, origin: Double, allowNaN: Bool, allowInfinity: Bool) {
        self.lo = lo
        self.hi = hi
        self.origin = min(max(origin, lo), hi)
        let low = max((lo - self.origin).rounded(.down), -Self.exactLimit)
        let high = min((hi - self.origin).rounded(.down), Self.exactLimit)
        integerPart = IntegerEncoding(lo: Int128(low), hi: Int128(max(low, high)), origin: 0)
        let exact = hi - self.origin <= Self.exactLimit && self.origin - lo <= Self.exactLimit
        var kinds: [Kind] = [.finite]
        if !exact { kinds += [.lower, .upper] }
        if allowInfinity { kinds += [.positiveInfinity, .negativeInfinity] }
        if allowNaN { kinds.append(.nan) }
        self.kinds = kinds.count > 1 ? kinds : nil
    }

    static func fractionRank(of fraction: Double) -> UInt64 {
        reverse52(UInt64(fraction * 0x1p52))
    }

    static func fraction(ofRank rank: UInt64) -> Double {
        Double(reverse52(rank)) * 0x1p-52
    }

    /// Reverses the low 52 bits.
    static func reverse52(_ x: UInt64) -> UInt64 {
        var v = x
        v = ((v >> 1) & 0x5555_5555_5555_5555) | ((v & 0x5555_5555_5555_5555) << 1)
        v = ((v >> 2) & 0x3333_3333_3333_3333) | ((v & 0x3333_3333_3333_3333) << 2)
        v = ((v >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((v & 0x0F0F_0F0F_0F0F_0F0F) << 4)
        v = ((v >> 8) & 0x00FF_00FF_00FF_00FF) | ((v & 0x00FF_00FF_00FF_00FF) << 8)
        v = ((v >> 16) & 0x0000_FFFF_0000_FFFF) | ((v & 0x0000_FFFF_0000_FFFF) << 16)
        v = (v >> 32) | (v << 32)
        return v >> 12
    }

    func clamp(_ value: Double) -> Double { min(max(value, lo), hi) }

    /// The value a kind stands for, or nil for `.finite` (drawn from the other choices).
    func value(of kind: Kind) -> Double? {
        switch kind {
        case .finite: nil
        case .lower: lo
        case .upper: hi
        case .positiveInfinity: .infinity
        case .negativeInfinity: -.infinity
        case .nan: .nan
        }
    }
}

extension ChoiceSource {
    /// Draws a `Double` with the given encoding; see `FloatEncoding`.
    func drawDouble(_ encoding: FloatEncoding, boundaries: [Double]) throws(GenerationStop) -> Double {
        let scale = sizeScale
        // The random target is chosen once, then split over the choices below.
        var target: Double? = nil
        func sampleTarget(_ random: inout Xoshiro256) -> Double {
            if let target { return target }
            let value = Self.sampleDouble(encoding, boundaries: boundaries, scale: scale, random: &random)
            target = value
            return value
        }
        if let kinds = encoding.kinds {
            let last = UInt64(kinds.count - 1)
            let kindRank = try draw(maxRank: last) { random in
                let value = sampleTarget(&random)
                let kind: FloatEncoding.Kind =
                    value.isNaN ? .nan
                    : value == .infinity ? .positiveInfinity
                    : value == -.infinity ? .negativeInfinity
                    : value - encoding.origin > FloatEncoding.exactLimit ? .upper
                    : encoding.origin - value > FloatEncoding.exactLimit ? .lower
                    : .finite
                return UInt64(kinds.firstIndex(of: kind) ?? 0)
            }
            if let special = encoding.value(of: kinds[Int(kindRank)]) { return special }
        }
        // The fraction first: every integral value (fraction rank 0) is simpler than every
        // fractional one, and a shorter binary fraction simpler than a longer one, whatever
        // the integer parts.
        let fractionRank = try draw(maxRank: FloatEncoding.fractionMaxRank, isFraction: true) { random in
            let offset = sampleTarget(&random) - encoding.origin
            return FloatEncoding.fractionRank(of: offset - offset.rounded(.down))
        }
        let whole = try draw(maxRank: encoding.integerPart.maxRank, integer: encoding.integerPart) { random in
            let offset = (sampleTarget(&random) - encoding.origin).rounded(.down)
            let clamped = min(max(Int128(exactly: offset) ?? 0, encoding.integerPart.lo), encoding.integerPart.hi)
            return encoding.integerPart.rank(of: clamped)
        }
        let integer = double(encoding.integerPart.value(ofRank: whole))
        return encoding.clamp(encoding.origin + integer + FloatEncoding.fraction(ofRank: fractionRank))
    }

    static func sampleDouble(_ encoding: FloatEncoding, boundaries: [Double], scale: Double,
                             random: inout Xoshiro256) -> Double {
        if let kinds = encoding.kinds, kinds.count > 1, random.below(inclusive: 15) == 0,
           let special = encoding.value(of: kinds[Int(random.below(inclusive: UInt64(kinds.count - 1)))]) {
            return special
        }
        // Values that matter, with their immediate neighbours and unit neighbours.
        if random.below(inclusive: 3) == 0 {
            let named = 3 + boundaries.count
            let pick = Int(random.below(inclusive: UInt64(named - 1)))
            let center = pick == 0 ? encoding.lo : pick == 1 ? encoding.hi : pick == 2 ? encoding.origin : boundaries[pick - 3]
            let value: Double = switch random.below(inclusive: 4) {
            case 0: center.nextDown
            case 1: center.nextUp
            case 2: center - 1
            case 3: center + 1
            default: center
            }
            return encoding.clamp(value)
        }
        let whole = encoding.integerPart.value(ofRank: ChoiceSource.sampleIntegerRank(
            encoding.integerPart, boundaries: [], scale: scale, random: &random))
        let fraction = random.next() & 1 == 0 ? 0 : Double(random.next() >> 11) * 0x1p-53
        return encoding.clamp(encoding.origin + double(whole) + fraction)
    }
}

extension Gen where Value == Double {
    /// `Double`s in `range`, shrinking toward `origin` (0 clamped into the range) and
    /// toward integral, then short binary fractions. NaN and infinities only when asked.
    /// `boundaries` are thresholds of the code under test; generation hits them and
    /// their neighbours (next representable values and ±1) often.
    public static func double(in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                              shrinkingToward origin: Double = 0, boundaries: [Double] = [],
                              allowNaN: Bool = false, allowInfinity: Bool = false) -> Gen {
        let encoding = FloatEncoding(lo: range.lowerBound, hi: range.upperBound, origin: origin,
                                     allowNaN: allowNaN, allowInfinity: allowInfinity)
        return Gen { source throws(GenerationStop) in try source.drawDouble(encoding, boundaries: boundaries) }
    }
}

extension Gen where Value == Float {
    /// `Float`s in `range`; see `Gen<Double>.double(in:)`.
    public static func float(in range: ClosedRange<Float> = -Float.greatestFiniteMagnitude...Float.greatestFiniteMagnitude,
                             shrinkingToward origin: Float = 0, boundaries: [Float] = [],
                             allowNaN: Bool = false, allowInfinity: Bool = false) -> Gen {
        Gen<Double>.double(in: Double(range.lowerBound)...Double(range.upperBound), shrinkingToward: Double(origin),
                           boundaries: boundaries.map(Double.init), allowNaN: allowNaN, allowInfinity: allowInfinity)
            .map { double in
                // Rounding to Float can step just outside the range; keep the bounds.
                double.isFinite ? min(max(Float(double), range.lowerBound), range.upperBound) : Float(double)
            }
    }
}

/// `Double(value)`, through `Int64` when it fits: the same value (both round to nearest,
/// ties to even), without the generic conversion `Int128` takes (a hot path of every
/// floating-point draw).
@inline(__always)
func double(_ value: Int128) -> Double {
    if let small = Int64(exactly: value) { return Double(small) }
    return Double(value)
}
