/// A generator of values: a function from a choice source to a value.
///
/// Everything else is a combinator on this one type. Because every value is rebuilt
/// from its recorded choices, shrinking needs no per-type code: it edits the choices and
/// runs the generator again, so bounds, filters and `flatMap` dependencies hold for
/// every shrunk value by construction.
public struct Gen<Value>: Sendable {
    /// Draws one value. Throws `GenerationStop` when the case is invalid.
    public let generate: @Sendable (ChoiceSource) throws(GenerationStop) -> Value

    /// A generator from a drawing function. Most users combine existing generators instead.
    public init(_ generate: @escaping @Sendable (ChoiceSource) throws(GenerationStop) -> Value) {
        self.generate = generate
    }
}

/// Span labels. A label identifies a generator, so that spans drawn by the same
/// generator (list elements, nodes of a recursive value) can be recognised as
/// interchangeable by the shrinker.
///
/// Labels come from the source location where the combinator was written, so a
/// generator rebuilt on every draw (inside `flatMap`, or in a recursive function) keeps
/// one label, and labels are the same in every run.
enum SpanLabel {
    static func at(_ kind: StaticString, _ fileID: StaticString, _ line: UInt, _ column: UInt) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        kind.withUTF8Buffer { $0.forEach(mix) }
        fileID.withUTF8Buffer { $0.forEach(mix) }
        for value in [line, column] { for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: value >> UInt(shift))) } }
        return hash
    }
}

extension Gen {
    /// Draws `self` inside a span labelled `label`.
    @inline(__always)
    func generate(from source: ChoiceSource, inSpan label: UInt64) throws(GenerationStop) -> Value {
        source.beginSpan(label)
        let value = try generate(source)
        source.endSpan()
        return value
    }

    /// Generates one value from `seed`, for exploring a generator by hand.
    public func example(seed: UInt64 = 0) -> Value? {
        // safe: a seed whose draws the generator rejects has no example: nil, as documented.
        try? generate(ChoiceSource(random: Xoshiro256(seed: seed)))
    }

    /// Rebuilds the value a recorded choice sequence stands for.
    public func replay(_ choices: ChoiceSequence) -> Value? {
        // safe: choices that do not decode rebuild nothing: nil, as documented.
        try? generate(ChoiceSource(prefix: choices.ranks))
    }
}
