import Generators

extension Gen {
    /// Lists of `element`s, at most `maxLength` long, where every list ends with a
    /// "stop" choice, even a full one.
    ///
    /// `Gen.array` draws no "another?" flag once the list is full, so deleting an element
    /// of a full list makes the next value's first choice be read as that flag, and the
    /// rest of the script shifts: the deletion fails and the counterexample keeps a step
    /// it does not need. With the stop choice always present, deleting any element's
    /// span leaves every later choice where it was.
    public static func terminatedList<Element>(of element: Gen<Element>, upTo maxLength: Int,
                                               fileID: StaticString = #fileID, line: UInt = #line) -> Gen
    where Value == [Element] {
        let label = stableHash("terminatedList \(fileID):\(line)")
        let limit = max(0, maxLength)
        return Gen { source throws(GenerationStop) in
            // Average length as `Gen.array`'s: a handful, ramping up with the size scale.
            let average = max(min(Double(limit) / 2, 5) * source.sizeScale, min(Double(limit) / 2, 1))
            let stop = 1 / (1 + max(average, 0.01))
            var result: [Element] = []
            while true {
                source.beginSpan(label)
                let full = result.count >= limit
                let more = try source.draw(maxRank: 1, isContinuation: true) { random in
                    full || Double(random.next() >> 11) * 0x1p-53 < stop ? 0 : 1
                }
                if more == 0 || full {
                    source.endSpan()
                    return result
                }
                result.append(try element.generate(source))
                source.endSpan()
            }
        }
    }
}
