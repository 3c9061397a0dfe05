/// Why a generator stopped before producing a value. Not a property failure: the case is
/// simply invalid and is not counted.
public enum GenerationStop: Error, Sendable, Equatable {
    /// The case needed more choices than the source allows (runaway recursion or a
    /// shrink candidate that misaligned badly).
    case overrun
    /// A `filter` rejected every attempt within its budget. The payload is the filter's name.
    case filterExhausted(String)
    /// The property called `assume(false)`.
    case discarded
}

/// What is known about one recorded choice, kept while shrinking so that passes can
/// reason about values (sums, differences) and not only ranks.
public struct ChoiceInfo: Sendable {
    /// The largest valid rank at this position.
    public var maxRank: UInt64
    /// The integer encoding, when the choice is an integer.
    public var integer: IntegerEncoding?
    /// Whether the choice is a collection's "another element?" flag.
    public var isContinuation = false
    /// Whether the choice is the fraction of a floating-point value (followed by the
    /// choice of its integer part).
    public var isFraction = false
}

/// A labelled range of choices: everything one generator drew for one value.
public struct Span: Sendable, Equatable {
    /// Identifies the generator that drew the span (same label, same kind of value).
    public var label: UInt64
    /// First choice index.
    public var start: Int
    /// One past the last choice index.
    public var end: Int
    /// Nesting depth (0 for outermost spans).
    public var depth: Int
    /// Index of the enclosing span in the span list, or -1.
    public var parent: Int
    /// Whether the span's first choice decides what the rest of it draws (a `flatMap`'s
    /// outer value, a `oneOf` branch): the shrinker then pays for lowering that choice by
    /// raising later ones.
    public var isDependent = false
    /// The number of choices in the span.
    public var count: Int { end - start }
}

/// The stream every generator draws from.
///
/// Filled either from a seeded random generator (generation), or from a recorded
/// sequence (replay and shrinking). When a recorded sequence runs out, the source
/// continues with the simplest choice (rank 0) or with random choices, as configured.
public final class ChoiceSource {
    /// Every rank drawn so far, in order.
    public private(set) var ranks: [UInt64] = []
    /// Per-choice metadata, recorded only when `recordsStructure` is set.
    public private(set) var infos: [ChoiceInfo] = []
    /// Spans, recorded only when `recordsStructure` is set, in the order they opened.
    public private(set) var spans: [Span] = []
    /// Whether spans and choice metadata are recorded (costly; shrinking needs it).
    public let recordsStructure: Bool

    /// Rejections per filter name during this case, for the filter health check.
    public internal(set) var rejections: [String: Int] = [:]

    private let prefix: [UInt64]
    private var random: Xoshiro256?
    private let fuzzerBytes: [UInt8]?
    private var byteCursor = 0
    private let maxChoices: Int
    private var openSpans: [Int] = []

    /// How large generated values tend to be, from 0 (tiny) to 1 (full size).
    /// The runner ramps it up over the first cases so that early failures are small.
    public var sizeScale: Double

    /// A source that replays `prefix`, then continues randomly when `random` is given,
    /// or with rank 0 otherwise.
    public init(prefix: [UInt64] = [], random: Xoshiro256? = nil, maxChoices: Int = 8_192,
                recordsStructure: Bool = false, sizeScale: Double = 1) {
        self.prefix = prefix
        self.random = random
        fuzzerBytes = nil
        self.maxChoices = maxChoices
        self.recordsStructure = recordsStructure
        self.sizeScale = sizeScale
        ranks.reserveCapacity(max(prefix.count, 16))
    }

    /// The last integer drawn and its encoding (generation repeats it now and then).
    var lastInteger: (encoding: IntegerEncoding, value: Int128)?

    /// How deep the current draw is inside recursive generators.
    public private(set) var recursionDepth = 0

    /// The probability with which `oneOf` and `frequency` take their first branch
    /// regardless of weights: 0 near the top, growing with recursion depth.
    var recursionBias: Double { recursionDepth <= 3 ? 0 : min(0.95, Double(recursionDepth - 3) * 0.2) }

    /// Runs `body` one level deeper in recursion.
    @inline(__always)
    func recursing<T>(_ body: () throws(GenerationStop) -> T) throws(GenerationStop) -> T {
        recursionDepth += 1
        defer { recursionDepth -= 1 }
        return try body()
    }

    /// A source that decodes a fuzzer's bytes: each choice reads as many bytes as its
    /// range needs, big-endian, and scales them monotonically onto its ranks (a lower
    /// byte is never a more complex choice), so every byte string is a valid case and the
    /// shrinker can work on imported crashes. Past the end, every choice is 0.
    public init(fuzzerBytes: [UInt8], maxChoices: Int = 8_192, recordsStructure: Bool = false) {
        prefix = []
        random = nil
        self.fuzzerBytes = fuzzerBytes
        self.maxChoices = maxChoices
        self.recordsStructure = recordsStructure
        sizeScale = 1
    }

    /// The next rank in `0...maxRank` decoded from the fuzzer's bytes.
    private func rankFromBytes(_ bytes: [UInt8], maxRank: UInt64) -> UInt64 {
        guard maxRank > 0 else { return 0 }
        let width = (64 - maxRank.leadingZeroBitCount + 7) / 8
        var raw: UInt64 = 0
        for _ in 0..<width {
            raw = raw << 8 | UInt64(byteCursor < bytes.count ? bytes[byteCursor] : 0)
            byteCursor += 1
        }
        if maxRank == .max { return raw }
        // raw / 2^(8·width) as a 64-bit fraction, times the number of ranks: a monotone
        // map with thresholds, not a modulo.
        let fraction = width == 8 ? raw : raw << UInt64(64 - 8 * width)
        return fraction.multipliedFullWidth(by: maxRank + 1).high
    }

    /// Draws one rank in `0...maxRank`: from the prefix while it lasts, then from `sample`.
    ///
    /// An out-of-range recorded rank is clamped to `maxRank`, the nearest valid choice: when
    /// a shrink lowers a value that a later range depends on (`flatMap`), the later value
    /// keeps as much of its size as the new range allows instead of collapsing to the
    /// simplest choice, which would usually make the case pass.
    @inline(__always)
    public func draw(maxRank: UInt64, integer: IntegerEncoding? = nil, isContinuation: Bool = false, isFraction: Bool = false,
                     sample: (inout Xoshiro256) -> UInt64) throws(GenerationStop) -> UInt64 {
        let index = ranks.count
        guard index < maxChoices else { throw .overrun }
        let rank: UInt64
        if index < prefix.count {
            let recorded = prefix[index]
            rank = recorded <= maxRank ? recorded : maxRank
        } else if random != nil {
            rank = min(sample(&random!), maxRank)
        } else if let fuzzerBytes {
            rank = rankFromBytes(fuzzerBytes, maxRank: maxRank)
        } else {
            rank = 0
        }
        ranks.append(rank)
        if recordsStructure { infos.append(ChoiceInfo(maxRank: maxRank, integer: integer, isContinuation: isContinuation, isFraction: isFraction)) }
        return rank
    }

    /// Opens a span; every choice until the matching `endSpan()` belongs to it. A
    /// `dependent` span's later choices depend on its first one (see `Span.isDependent`).
    @inline(__always)
    public func beginSpan(_ label: UInt64, dependent: Bool = false) {
        guard recordsStructure else { return }
        let parent = openSpans.last ?? -1
        spans.append(Span(label: label, start: ranks.count, end: ranks.count, depth: openSpans.count, parent: parent,
                          isDependent: dependent))
        openSpans.append(spans.count - 1)
    }

    /// Closes the innermost open span.
    @inline(__always)
    public func endSpan() {
        guard recordsStructure, let open = openSpans.popLast() else { return }
        spans[open].end = ranks.count
    }

    /// Closes every span left open by a generator that threw.
    func closeAllSpans() {
        while !openSpans.isEmpty { endSpan() }
    }
}
