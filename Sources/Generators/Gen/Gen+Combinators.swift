extension Gen {
    /// A generator that always produces `value` and draws nothing.
    public static func constant(_ value: Value) -> Gen where Value: Sendable {
        Gen { _ in value }
    }

    /// Transforms every generated value.
    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
        let generate = self.generate
        return Gen<T> { source throws(GenerationStop) in transform(try generate(source)) }
    }

    /// Draws a value, then a second generator chosen from it. Shrinking works through
    /// the dependency: the outer value shrinks and the inner one is redrawn from the
    /// same choices.
    public func flatMap<T>(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                           _ transform: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
        let generate = self.generate
        let label = SpanLabel.at("flatMap", fileID, line, column)
        return Gen<T> { source throws(GenerationStop) in
            source.beginSpan(label, dependent: true)
            let inner = transform(try generate(source))
            let value = try inner.generate(source)
            source.endSpan()
            return value
        }
    }

    /// Keeps only values satisfying `isIncluded`, retrying up to `maxAttempts` times per
    /// value. `name` identifies the filter in health-check reports; it defaults to the
    /// source location of the call.
    public func filter(_ name: String? = nil, maxAttempts: Int = 100,
                       fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                       _ isIncluded: @escaping @Sendable (Value) -> Bool) -> Gen {
        let generate = self.generate
        let label = SpanLabel.at("filter", fileID, line, column)
        let filterName = name ?? "filter at \(fileID):\(line)"
        return Gen { source throws(GenerationStop) in
            for _ in 0..<maxAttempts {
                source.beginSpan(label)
                let value = try generate(source)
                source.endSpan()
                if isIncluded(value) { return value }
                source.noteRejection(by: filterName)
            }
            throw .filterExhausted(filterName)
        }
    }

    /// Either nil or a value; nil is the simpler of the two.
    public var optional: Gen<Value?> {
        let generate = self.generate
        return Gen<Value?> { source throws(GenerationStop) in
            let present = try source.draw(maxRank: 1) { $0.chance(0.8) ? 1 : 0 }
            return present == 1 ? try generate(source) : nil
        }
    }

    /// Picks one of `generators`, uniformly; the first one is the simplest.
    public static func oneOf(_ generators: [Gen], fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen {
        precondition(!generators.isEmpty, "oneOf needs at least one generator")  // safe: programmer error at setup
        let branches = generators.map { $0.generate }  // a closure: a key path here is built anew at every call (generic)
        let label = SpanLabel.at("oneOf", fileID, line, column)
        let last = UInt64(branches.count - 1)
        return Gen { source throws(GenerationStop) in
            source.beginSpan(label, dependent: true)
            let branch = try source.draw(maxRank: last) { random in
                // Deep inside recursive generators, favour the first (simplest) branch more and
                // more, so that trees end instead of running into the choice budget.
                random.chance(source.recursionBias) ? 0 : random.below(inclusive: last)
            }
            let value = try branches[Int(branch)](source)
            source.endSpan()
            return value
        }
    }

    /// Picks one of `generators`.
    public static func oneOf(_ generators: Gen..., fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen {
        oneOf(generators, fileID: fileID, line: line, column: column)
    }

    /// Picks a generator with probability proportional to its weight; the first listed
    /// is the simplest, whatever its weight.
    public static func frequency(_ weighted: [(Int, Gen)], fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen {
        precondition(!weighted.isEmpty && weighted.allSatisfy { $0.0 >= 0 } && weighted.contains { $0.0 > 0 },
                     "frequency needs at least one positive weight")  // safe: programmer error at setup
        let branches = weighted.map { $0.1.generate }  // a closure: a key path here is built anew at every call (generic)
        let cumulative = weighted.reduce(into: [UInt64]()) { $0.append(($0.last ?? 0) + UInt64($1.0)) }
        let total = cumulative.last! - 1  // safe: non-empty, checked above
        let label = SpanLabel.at("frequency", fileID, line, column)
        let last = UInt64(branches.count - 1)
        return Gen { source throws(GenerationStop) in
            source.beginSpan(label, dependent: true)
            let branch = try source.draw(maxRank: last) { random in
                if random.chance(source.recursionBias) { return 0 }
                let ticket = random.below(inclusive: total)
                return UInt64(cumulative.firstIndex { ticket < $0 } ?? 0)
            }
            let value = try branches[Int(branch)](source)
            source.endSpan()
            return value
        }
    }

    /// Picks a generator with probability proportional to its weight.
    public static func frequency(_ weighted: (Int, Gen)..., fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen {
        frequency(weighted, fileID: fileID, line: line, column: column)
    }

    /// One of `elements`, the first being the simplest.
    public static func element(of elements: [Value]) -> Gen where Value: Sendable {
        precondition(!elements.isEmpty, "element(of:) needs at least one element")  // safe: programmer error at setup
        let last = UInt64(elements.count - 1)
        return Gen { source throws(GenerationStop) in
            elements[Int(try source.draw(maxRank: last) { $0.below(inclusive: last) })]
        }
    }

    /// A generator defined in terms of itself, for recursive data such as expression
    /// trees. Each value drawn is a span with one label, so the shrinker can replace a
    /// node by one of its descendants. Depth is bounded only by the choice budget;
    /// prefer `recursive(base:maxDepth:extend:)` when a depth bound is natural.
    public static func deferred(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column, _ make: @escaping @Sendable () -> Gen) -> Gen {
        let label = SpanLabel.at("deferred", fileID, line, column)
        return Gen { source throws(GenerationStop) in
            try source.recursing { () throws(GenerationStop) in try make().generate(from: source, inSpan: label) }
        }
    }

    /// Recursive data with bounded depth: `extend` builds one level from the level below,
    /// and `base` alone is used at `maxDepth`.
    public static func recursive(base: Gen, maxDepth: Int = 5, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                 extend: @escaping @Sendable (Gen) -> Gen) -> Gen {
        let label = SpanLabel.at("recursive", fileID, line, column)
        var level = base
        for _ in 0..<max(0, maxDepth) {
            let below = level
            let inner = extend(Gen { source throws(GenerationStop) in
                try source.recursing { () throws(GenerationStop) in try below.generate(from: source, inSpan: label) }
            })
            level = inner
        }
        let top = level
        return Gen { source throws(GenerationStop) in try top.generate(from: source, inSpan: label) }
    }
}

/// Pairs the values of several generators, drawn in order.
public func zip<each T>(_ generators: repeat Gen<each T>) -> Gen<(repeat each T)> {
    Gen { source throws(GenerationStop) in
        (repeat try (each generators).generate(source))
    }
}

extension ChoiceSource {
    /// Counts a filter rejection for health checks.
    func noteRejection(by filter: String) {
        rejections[filter, default: 0] += 1
    }
}

extension Gen {
    /// A generator that refers to itself, for unbounded recursive data (trees,
    /// expressions). `build` receives the generator being defined. Every value it draws is
    /// one span with one label, so the shrinker can replace a node by a descendant. Size
    /// is bounded by the choice budget: keep the recursive branches later in a `oneOf`, so
    /// the simplest choice ends the recursion.
    public static func recursive(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column, _ build: @Sendable (Gen) -> Gen) -> Gen {
        let box = RecursionBox<Value>()
        let label = SpanLabel.at("recursive", fileID, line, column)
        let this = Gen { source throws(GenerationStop) in
            // safe: `box.generator` is assigned below, before `this` is returned to anyone.
            try source.recursing { () throws(GenerationStop) in try box.generator!.generate(from: source, inSpan: label) }
        }
        box.generator = build(this)
        return this
    }
}

/// Ties the knot of `Gen.recursive`. Written once, before the generator escapes, and
/// only read afterwards, so sharing it across threads is safe.
private final class RecursionBox<Value>: @unchecked Sendable {
    var generator: Gen<Value>?
}
