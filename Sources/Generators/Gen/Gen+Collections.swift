extension Gen {
    /// Arrays of `element`s with a length in `length`.
    ///
    /// Below the minimum length, elements are drawn directly; from there on, each element
    /// is preceded by an "another one?" choice, so deleting an element's span deletes the
    /// element and the simplest array is the shortest. A full array still ends with that
    /// choice (always "stop"; a recorded "another" is read as "stop" too), so deleting one
    /// element's span from a full array leaves every later choice where it was instead of
    /// shifting the next value's first choice into the flag's place (a fixed length,
    /// `n...n`, draws no flags). Each element is a span
    /// with the same label, which lets the shrinker reorder and merge elements.
    public static func array<Element>(of element: Gen<Element>, length: ClosedRange<Int> = 0...Int.max,
                                      fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen
    where Value == [Element] {
        let minLength = max(0, length.lowerBound)
        let maxLength = max(minLength, length.upperBound)
        let generate = element.generate
        let label = SpanLabel.at("array", fileID, line, column)
        return Gen { source throws(GenerationStop) in
            // Average length as in Hypothesis: a handful above the minimum, never past the middle.
            let spread = min(Double(maxLength - minLength) / 2, 5)
            let average = Double(minLength) + max(spread * source.sizeScale, min(spread, 1))
            let stop = 1 / (1 + max(average - Double(minLength), 0.01))
            var result: [Element] = []
            result.reserveCapacity(minLength)
            while true {
                let full = result.count >= maxLength
                // A fixed length has nothing to delete: no flag at all.
                if full && minLength == maxLength { break }
                source.beginSpan(label)
                if result.count >= minLength {
                    // When full, the flag is drawn anyway (without touching the random
                    // stream) and read as "stop" whatever it records.
                    let more = try source.draw(maxRank: 1, isContinuation: true) { full || $0.chance(stop) ? 0 : 1 }
                    if more == 0 || full { source.endSpan(); break }
                }
                result.append(try generate(source))
                source.endSpan()
            }
            return result
        }
    }

    /// Arrays of this generator's values with a length in `length`.
    public func array(length: ClosedRange<Int> = 0...Int.max, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen<[Value]> {
        Gen<[Value]>.array(of: self, length: length, fileID: fileID, line: line, column: column)
    }
}

extension Gen where Value == Character {
    /// Characters, shrinking toward "0", then digits, lowercase and uppercase letters,
    /// space and punctuation, then any other Unicode scalar.
    public static func character(maxScalar: UInt32 = 0x10FFFF) -> Gen {
        let last = UInt64(maxScalar)
        return Gen { source throws(GenerationStop) in
            let rank = try source.draw(maxRank: last) { random in
                random.below(inclusive: 3) != 0 ? random.below(inclusive: min(94, last)) : random.below(inclusive: last)
            }
            return Character(CharacterOrder.scalar(ofRank: UInt32(rank)))
        }
    }
}

extension Gen where Value == String {
    /// Strings of `characters` with a length (in characters) in `length`.
    public static func string(of characters: Gen<Character> = .character(), length: ClosedRange<Int> = 0...Int.max,
                              fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen {
        Gen<[Character]>.array(of: characters, length: length, fileID: fileID, line: line, column: column).map { String($0) }
    }
}

/// The simplicity order of Unicode scalars used by `Gen.character`.
enum CharacterOrder {
    static let simple: [Unicode.Scalar] = Array(
        ("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~").unicodeScalars)
    static let simpleSet: Set<UInt32> = Set(simple.map(\.value))
    /// ASCII outside `simple`, in code order, then the rest of Unicode.
    static let restOfASCII: [Unicode.Scalar] = (0..<128).compactMap(Unicode.Scalar.init).filter { !simpleSet.contains($0.value) }

    static func scalar(ofRank rank: UInt32) -> Unicode.Scalar {
        if rank < simple.count { return simple[Int(rank)] }
        let afterSimple = Int(rank) - simple.count
        if afterSimple < restOfASCII.count { return restOfASCII[afterSimple] }
        // Everything from 128 on, skipping the surrogate block that is not a scalar.
        let code = UInt32(afterSimple - restOfASCII.count) + 128
        return Unicode.Scalar(code) ?? Unicode.Scalar(code + 0x800) ?? "?"
    }
}

extension Gen {
    /// Arrays of distinct `element`s with a length in `length`.
    ///
    /// Drawn like `array(of:length:)` (a full array also ends with its stop flag), except that an element equal to one already in the
    /// array is drawn again (up to `maxAttempts` times; the rejected draws stay in the
    /// case, where the shrinker deletes them). When every attempt repeats a value, the
    /// array ends there if it is long enough, and the case is invalid otherwise.
    public static func uniqueArray<Element: Hashable & Sendable>(of element: Gen<Element>, length: ClosedRange<Int> = 0...Int.max,
                                                      maxAttempts: Int = 100,
                                                      fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen
    where Value == [Element] {
        let minLength = max(0, length.lowerBound)
        let maxLength = max(minLength, length.upperBound)
        let generate = element.generate
        let label = SpanLabel.at("uniqueArray", fileID, line, column)
        let attemptLabel = SpanLabel.at("uniqueArray attempt", fileID, line, column)
        let filterName = "uniqueArray at \(fileID):\(line)"
        return Gen { source throws(GenerationStop) in
            let spread = min(Double(maxLength - minLength) / 2, 5)
            let average = Double(minLength) + max(spread * source.sizeScale, min(spread, 1))
            let stop = 1 / (1 + max(average - Double(minLength), 0.01))
            var result: [Element] = []
            var seen = Set<Element>()
            outer: while true {
                let full = result.count >= maxLength
                if full && minLength == maxLength { break }
                source.beginSpan(label)
                if result.count >= minLength {
                    // As in `array(of:length:)`: a full array still ends with its stop flag.
                    let more = try source.draw(maxRank: 1, isContinuation: true) { full || $0.chance(stop) ? 0 : 1 }
                    if more == 0 || full { source.endSpan(); break }
                }
                for _ in 0..<max(1, maxAttempts) {
                    source.beginSpan(attemptLabel)
                    let value = try generate(source)
                    source.endSpan()
                    if seen.insert(value).inserted {
                        result.append(value)
                        source.endSpan()
                        continue outer
                    }
                    source.noteRejection(by: filterName)
                }
                source.endSpan()
                if result.count >= minLength { break }
                throw .filterExhausted(filterName)
            }
            return result
        }
    }

    /// Arrays of distinct values of this generator; see `uniqueArray(of:length:maxAttempts:)`.
    public func uniqueArray(length: ClosedRange<Int> = 0...Int.max, maxAttempts: Int = 100,
                            fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen<[Value]>
    where Value: Hashable & Sendable {
        Gen<[Value]>.uniqueArray(of: self, length: length, maxAttempts: maxAttempts, fileID: fileID, line: line, column: column)
    }

    /// Sets of this generator's values with a size in `size`, drawn as a unique array.
    public func set(size: ClosedRange<Int> = 0...Int.max, maxAttempts: Int = 100,
                    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen<Set<Value>>
    where Value: Hashable & Sendable {
        uniqueArray(length: size, maxAttempts: maxAttempts, fileID: fileID, line: line, column: column).map { Set($0) }
    }
}
