/// The shrink passes, each a small function over the current best case. A pass tries
/// candidates through `consider`, which keeps any that still fail and are smaller.
extension Shrinker {
    static let passes: [ShrinkPass] = [
        ShrinkPass(name: "delete spans", run: { $0.deleteSpans() }),
        ShrinkPass(name: "zero spans", run: { $0.zeroSpans() }),
        ShrinkPass(name: "pass to descendant", run: { $0.passToDescendant() }),
        ShrinkPass(name: "minimise duplicates", run: { $0.minimiseDuplicates() }),
        ShrinkPass(name: "minimise choices", run: { $0.minimiseChoices() }),
        ShrinkPass(name: "round floats", run: { $0.roundFloats() }),
        ShrinkPass(name: "redistribute pairs", run: { $0.redistributePairs() }),
        ShrinkPass(name: "lower and raise", run: { $0.lowerAndRaise() }),
        ShrinkPass(name: "switch branches", run: { $0.switchBranches() }),
        ShrinkPass(name: "redraw tail", isFallback: true, run: { $0.redrawTails() }),
        ShrinkPass(name: "lower and raise any", isFallback: true, run: { $0.lowerAndRaiseAny() }),
        ShrinkPass(name: "delete and raise", isFallback: true, run: { $0.deleteAndRaise() }),
        ShrinkPass(name: "redistribute in proportion", isFallback: true, run: { $0.redistributeInProportion() }),
        ShrinkPass(name: "lower pairs together", run: { $0.lowerPairsTogether() }),
        ShrinkPass(name: "shift together", run: { $0.shiftTogether() }),
        ShrinkPass(name: "reorder spans", run: { $0.reorderSpans() }),
        ShrinkPass(name: "delete blocks", run: { $0.deleteBlocks() }),
    ]

    // MARK: Structure

    /// Deletes each span (an element, a subtree, a rejected filter attempt). When a
    /// deletion leaves the generator short of choices, the span was probably counted by
    /// an earlier length choice, so the pass also tries lowering that count. When it makes
    /// the case invalid, later values may have referred to positions (indices into the
    /// list), so it also tries lowering every value drawn like the span's first integer.
    /// After a success it doubles the number of following siblings deleted at once.
    func deleteSpans() {
        var index = 0
        var previous: (Int, Int) = (-1, -1)
        while index < best.spans.count, !isOutOfBudget {
            let span = best.spans[index]
            defer { previous = (span.start, span.end) }
            guard span.count > 0, span.count < best.ranks.count, (span.start, span.end) != previous else {
                index += 1
                continue
            }
            var candidate = best.ranks
            candidate.removeSubrange(span.start..<span.end)
            var countPosition: Int? = nil
            var succeeded = consider(candidate)
            if !succeeded, lastRanPastCandidate, let position = countChoices(enclosing: span, in: candidate).first {
                candidate[position] -= 1
                succeeded = consider(candidate)
                countPosition = position
            } else if !succeeded, lastWasInvalid, let shifted = lowerAllLike(span, in: candidate) {
                succeeded = consider(shifted)
            }
            guard succeeded else { index += 1; continue }
            var siblings = 2
            while deleteSiblings(from: index, count: siblings, countPosition: countPosition) { siblings *= 2 }
        }
    }

    /// The positions of the first choices of the enclosing spans that start before `span`
    /// and are not at their simplest, nearest first: where a length is usually drawn.
    private func countChoices(enclosing span: Span, in candidate: [UInt64]) -> [Int] {
        var positions: [Int] = []
        var parent = span.parent
        while parent >= 0 {
            let enclosing = best.spans[parent]
            if enclosing.start < span.start, candidate[enclosing.start] > 0, positions.last != enclosing.start {
                positions.append(enclosing.start)
            }
            parent = enclosing.parent
        }
        return positions
    }

    /// Deletes `count` consecutive sibling spans (same parent and label) starting at the
    /// span at `index`, lowering the count choice by as many when there is one.
    private func deleteSiblings(from index: Int, count: Int, countPosition: Int?) -> Bool {
        guard index < best.spans.count, !isOutOfBudget else { return false }
        let first = best.spans[index]
        var last = first
        var found = 1
        var next = index + 1
        while found < count, next < best.spans.count {
            let span = best.spans[next]
            next += 1
            if span.start > last.end { break }
            guard span.parent == first.parent, span.label == first.label, span.start == last.end else { continue }
            last = span
            found += 1
        }
        guard found == count, last.end - first.start < best.ranks.count else { return false }
        var candidate = best.ranks
        candidate.removeSubrange(first.start..<last.end)
        if let position = countPosition {
            guard position < first.start, candidate[position] >= UInt64(count) else { return false }
            candidate[position] -= UInt64(count)
        }
        return consider(candidate)
    }

    /// `candidate` with every integer drawn with the same encoding as the first integer
    /// of `span` moved one step toward its origin, or nil when there is none.
    private func lowerAllLike(_ span: Span, in candidate: [UInt64]) -> [UInt64]? {
        // Only small ranges can hold indices into a list.
        guard let first = (span.start..<span.end).first(where: { best.infos[$0].integer != nil }),
              let encoding = best.infos[first].integer, encoding.maxRank <= 1 << 16 else { return nil }
        var shifted = candidate
        var changed = false
        for position in candidate.indices {
            // Positions past the deleted span moved left by its length.
            let original = position < span.start ? position : position + span.count
            guard original < best.infos.count, best.infos[original].integer == encoding, candidate[position] > 0 else { continue }
            let value = encoding.value(ofRank: candidate[position])
            shifted[position] = encoding.rank(of: value > encoding.origin ? value - 1 : value + 1)
            changed = true
        }
        return changed ? shifted : nil
    }

    /// Replaces each span by its simplest form (all choices rank 0). A span that opens
    /// with an "another element?" flag is skipped: zeroing it would cut the list there,
    /// which deleting spans already tries, element by element and in doubling runs.
    func zeroSpans() {
        var index = 0
        while index < best.spans.count, !isOutOfBudget {
            let span = best.spans[index]
            index += 1
            // An empty span (a generator that drew nothing, like `constant`) has no first
            // choice to inspect and nothing to zero.
            guard span.count > 0, span.end <= best.ranks.count, span.start < best.infos.count,
                  !best.infos[span.start].isContinuation,
                  best.ranks[span.start..<span.end].contains(where: { $0 != 0 }) else { continue }
            var candidate = best.ranks
            for position in span.start..<span.end { candidate[position] = 0 }
            consider(candidate)
        }
    }

    /// Replaces a span by one of its descendants with the same label: a subtree by a
    /// smaller subtree of the same kind.
    func passToDescendant() {
        var index = 0
        while index < best.spans.count, !isOutOfBudget {
            let outer = best.spans[index]
            var replaced = false
            var inner = index + 1
            while inner < best.spans.count, best.spans[inner].start < outer.end, !replaced, !isOutOfBudget {
                let candidateSpan = best.spans[inner]
                inner += 1
                guard candidateSpan.label == outer.label, candidateSpan.count < outer.count else { continue }
                var candidate = Array(best.ranks[..<outer.start])
                candidate += best.ranks[candidateSpan.start..<candidateSpan.end]
                candidate += best.ranks[outer.end...]
                replaced = consider(candidate)
            }
            if !replaced { index += 1 }
        }
    }

    /// Sorts sibling spans with the same label into shortlex order (elements of a list,
    /// fields drawn by one generator), so equivalent cases normalise to one. Runs of
    /// equal-length siblings are sorted on their own as well: a list's end marker is a
    /// sibling of its elements, and must stay last.
    func reorderSpans() {
        var groups: [[Int]] = []
        var groupOf: [Int64: Int] = [:]
        for (index, span) in best.spans.enumerated() where span.count > 0 {
            let key = Int64(span.parent) << 32 ^ Int64(truncatingIfNeeded: span.label)
            if let group = groupOf[key] { groups[group].append(index) } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        for group in groups where group.count > 1 {
            guard !isOutOfBudget else { return }
            if sortSpans(group.map { best.spans[$0] }) { return }
            var run: [Span] = []
            for span in group.map({ best.spans[$0] }) {
                if let last = run.last, last.count != span.count || last.end != span.start {
                    if run.count > 1, sortSpans(run) { return }
                    run = []
                }
                run.append(span)
            }
            if run.count > 1, sortSpans(run) { return }
        }
    }

    /// Sorts contiguous `spans` in place, if that is a change; returns whether it was kept.
    private func sortSpans(_ spans: [Span]) -> Bool {
        guard zip(spans, spans.dropFirst()).allSatisfy({ $0.end == $1.start }) else { return false }
        let pieces = spans.map { Array(best.ranks[$0.start..<$0.end]) }
        let sorted = pieces.sorted(by: ChoiceSequence.shortlexLess)
        guard sorted != pieces else { return false }
        var candidate = Array(best.ranks[..<spans[0].start])
        for piece in sorted { candidate += piece }
        candidate += best.ranks[spans[spans.count - 1].end...]
        return consider(candidate)
    }

    /// Deletes short runs of choices that do not form a span, such as the end marker of
    /// one list together with the start marker of the next, which merges two lists.
    func deleteBlocks() {
        for length in [2] {
            var start = 0
            while start + length <= best.ranks.count, !isOutOfBudget {
                var candidate = best.ranks
                candidate.removeSubrange(start..<start + length)
                if !consider(candidate) { start += 1 }
            }
        }
    }

    // MARK: Values

    /// Lowers each choice: first to 0, then by binary search toward 0 (see `minimise`).
    func minimiseChoices() {
        var index = 0
        while index < best.ranks.count, !isOutOfBudget {
            let rank = best.ranks[index]
            // A choice that was stuck at this rank is retried only in a full round: what
            // changed elsewhere rarely frees it, and each retry costs a bisection.
            // An "another element?" flag is not lowered here: that cuts the list short,
            // which deleting spans tries better (element by element, and in runs).
            let isFlag = index < best.infos.count && best.infos[index].isContinuation
            if rank > 0, !isFlag, isFullRound || stuckRanks[index] != rank {
                let count = best.ranks.count
                minimise(at: [index])
                if best.ranks.count == count, best.ranks[index] == rank { stuckRanks[index] = rank }
            }
            index += 1
        }
    }

    /// Rounds each fractional double to a shorter binary fraction, down or up (carrying
    /// into the integer part): 100.75 becomes 101 in two calls, where lowering the
    /// fraction alone can only reach 100.
    func roundFloats() {
        var position = 0
        while position + 1 < best.ranks.count, !isOutOfBudget {
            defer { position += 1 }
            guard position < best.infos.count, best.infos[position].isFraction, best.ranks[position] > 0,
                  let whole = best.infos[position + 1].integer else { continue }
            let fraction = FloatEncoding.fraction(ofRank: best.ranks[position])
            let integer = whole.value(ofRank: best.ranks[position + 1])
            rounding: for bits in 0...8 {
                let scale = Double(1 << bits)
                for rounded in [(fraction * scale).rounded(.down) / scale, (fraction * scale).rounded(.up) / scale] {
                    let carry: Int128 = rounded >= 1 ? 1 : 0
                    let rank = FloatEncoding.fractionRank(of: rounded - Double(carry))
                    guard rank < best.ranks[position], whole.contains(integer + carry) else { continue }
                    var candidate = best.ranks
                    candidate[position] = rank
                    candidate[position + 1] = whole.rank(of: integer + carry)
                    if consider(candidate) { break rounding }
                    if isOutOfBudget { return }
                }
            }
        }
    }

    /// Lowers groups of equal choices together (two copies of a value that must stay equal).
    func minimiseDuplicates() {
        var positions: [UInt64: [Int]] = [:]
        // Integers only: equal flags ("another element?") are not values that must agree.
        for (index, rank) in best.ranks.enumerated() where rank > 0 && index < best.infos.count && best.infos[index].integer != nil {
            positions[rank, default: []].append(index)
        }
        let groups = positions.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
        for group in groups where !isOutOfBudget {
            minimise(at: group)
        }
    }

    /// Lowers the choices at `indices` (all holding one rank) together, as far as it goes.
    /// Integers are searched by distance from the origin on their own side (ranks
    /// alternate sides, so bisecting ranks would flip signs and stall), then moved to
    /// the simpler side.
    private func minimise(at indices: [Int]) {
        let count = best.ranks.count
        guard let index = indices.first, best.ranks[index] > 0 else { return }
        func attempt(_ rank: UInt64) -> Bool {
            guard best.ranks.count == count else { return false }
            var candidate = best.ranks
            for index in indices { candidate[index] = rank }
            return consider(candidate)
        }
        guard index < best.infos.count, let encoding = best.infos[index].integer else {
            lowerToward(from: UInt128(best.ranks[index])) { attempt(UInt64($0)) }
            return
        }
        // A value generation favours for finding bugs (a bound, a full-width magnitude) is
        // a poor start for a search that assumes the property is monotone in it: try the
        // values nearest the origin and a few halvings first, then search from there.
        // A bound of a small range is tried as usual first (properties are often monotone
        // there), and jumped from only when stuck.
        if (encoding.value(ofRank: best.ranks[index]) - encoding.origin).magnitude >= 1 << 32 {
            if attempt(0) { return }
            jumpFarBelow(index, encoding: encoding, attempt: attempt)
            guard best.ranks.count == count, best.ranks[index] > 0 else { return }
        }
        let distance = encoding.value(ofRank: best.ranks[index]) - encoding.origin
        let side: Int128 = distance > 0 ? 1 : -1
        let atExtreme = Self.isGenerationExtreme(encoding.value(ofRank: best.ranks[index]), encoding)
        let moved = lowerToward(from: distance.magnitude, stuckCheck: atExtreme, quickStuck: true) { magnitude in
            let value = encoding.origin + side * Int128(magnitude)
            return encoding.contains(value) && attempt(encoding.rank(of: value))
        }
        if !moved, indices.count == 1, best.ranks.count == count, tryExactDivisors(index, encoding: encoding, attempt: attempt) { return }
        if !moved, best.ranks.count == count {
            if atExtreme {
                jumpFarBelow(index, encoding: encoding, attempt: attempt)
            } else if best.ranks[index] > 8, encoding.maxRank > 1 << 16 {
                // Stuck away from the origin: the few values nearest it may still fail
                // (a residue, a bucket) where everything on the way down passes.
                for small in UInt64(1)...3 where !isOutOfBudget && best.ranks.count == count {
                    if attempt(small) { break }
                }
            }
        }
        // The rank just below is on the other side (the same distance, or one step less):
        // simpler, and unreachable by a search that keeps to one side.
        let rank = best.ranks[index]
        if rank > 1, best.ranks.count == count, encoding.alternates(atRank: rank) { _ = attempt(rank - 1) }
    }

    /// For a stuck value, its exact fractions (x/k for small k dividing x, the smallest
    /// first): a property of `a·x mod n` or `x mod m` that fails at `x` often fails at a
    /// divisor of it too, where every value on the way down passes.
    private func tryExactDivisors(_ index: Int, encoding: IntegerEncoding, attempt: (UInt64) -> Bool) -> Bool {
        let distance = encoding.value(ofRank: best.ranks[index]) - encoding.origin
        let magnitude = distance.magnitude
        guard magnitude > 16 else { return false }
        let side: Int128 = distance > 0 ? 1 : -1
        for k: UInt128 in [5, 3, 2] where magnitude % k == 0 && !isOutOfBudget {
            let value = encoding.origin + side * Int128(magnitude / k)
            if encoding.contains(value), attempt(encoding.rank(of: value)) { return true }
        }
        return false
    }

    /// For a large value that neither the origin nor a step down accepts (the property
    /// depends on it non-monotonically, as in `x mod m` or `a·x mod n`): the smallest
    /// ranks first (the values nearest the origin on both sides), then halvings of the
    /// distance from far below. A boundary value reached by generation is a common
    /// start of a shrink; this keeps it from being the end of one.
    /// Whether `value` is one generation favours for finding bugs rather than one a
    /// shrink should end on: a bound of its range (or next to one), or a full-width
    /// random magnitude.
    static func isGenerationExtreme(_ value: Int128, _ encoding: IntegerEncoding) -> Bool {
        let atBound = value - encoding.lo <= 1 || encoding.hi - value <= 1
        return (atBound && encoding.maxRank <= 1 << 16) || (value - encoding.origin).magnitude >= 1 << 32
    }

    private func jumpFarBelow(_ index: Int, encoding: IntegerEncoding, attempt: (UInt64) -> Bool) {
        let rank = best.ranks[index]
        guard rank > 32 else { return }
        let distance = encoding.value(ofRank: rank) - encoding.origin
        // Full-width values get a wider search than a bound of a small range.
        let wide = distance.magnitude >= 1 << 32
        for small in UInt64(1)...(wide ? 12 : 4) where small < rank && !isOutOfBudget {
            if attempt(small) { return }
        }
        let side: Int128 = distance > 0 ? 1 : -1
        var shift = wide ? 4 : 2
        while shift >= 1, !isOutOfBudget {
            let magnitude = distance.magnitude >> UInt128(shift)
            shift -= 1
            guard magnitude > 8 else { continue }
            let value = encoding.origin + side * Int128(magnitude)
            if encoding.contains(value), attempt(encoding.rank(of: value)) { return }
        }
    }

    /// Indices of integer choices that are not at their origin, in order.
    private var nonzeroIntegers: [Int] {
        best.ranks.indices.filter { best.ranks[$0] > 0 && $0 < best.infos.count && best.infos[$0].integer != nil }
    }

    /// Moves value from an earlier integer to a later one, keeping their sum: lowers the
    /// first while the second absorbs the difference (the bound5 shape).
    func redistributePairs() {
        let integers = nonzeroIntegers.prefix(32)
        for (offset, first) in integers.enumerated() {
            for second in integers.dropFirst(offset + 1) where !isOutOfBudget {
                if movePair(first, second, secondFollows: false) { break }
            }
        }
    }

    /// Lowers an integer while raising a later one to the top of its range: the way out of
    /// a dependent local minimum such as `[28, 27, 27, 1]` (product at least 20,000, each
    /// value at most the one before), where lowering the first only helps if a later
    /// value grows to pay for it. The raised value is lowered again by the other passes.
    func lowerAndRaise() {
        var index = 0
        while index < best.spans.count, !isOutOfBudget {
            let span = best.spans[index]
            index += 1
            guard span.isDependent, span.count > 1, span.end <= best.ranks.count, best.ranks[span.start] > 0 else { continue }
            let first = span.start
            // Full-width ranges (a head of a heap, a key) rarely depend on what came before.
            let later = (first + 1..<span.end).filter { best.infos[$0].integer != nil && best.infos[$0].maxRank < 1 << 32 && best.ranks[$0] < best.infos[$0].maxRank }
            for second in later.prefix(6) where !isOutOfBudget {
                if lowerRaising(first, second) { break }
            }
        }
    }

    /// `lower and raise` for integers that no span ties together (three fields of a
    /// tuple under a linear constraint): when every other pass has stalled, lowers each
    /// integer while a later one of a small range sits at its top.
    func lowerAndRaiseAny() {
        let integers = Array(nonzeroIntegers.prefix(16))
        for first in integers where !isOutOfBudget {
            let later = best.ranks.indices.filter { $0 > first && $0 < best.infos.count && best.infos[$0].integer != nil
                && best.infos[$0].maxRank < 1 << 32 && best.ranks[$0] < best.infos[$0].maxRank }
            for second in later.prefix(4) where !isOutOfBudget {
                if lowerRaising(first, second) { break }
            }
        }
    }

    /// Lowers one integer by `a` steps for every `b` steps a later one grows, for a few
    /// small ratios other than 1:1 (which `redistribute pairs` covers): the moves that
    /// keep a weighted sum such as `3x + 2y` while an order such as `x >= y` still holds.
    func redistributeInProportion() {
        // Neighbouring integers only (fields of one tuple), among the first few.
        for first in nonzeroIntegers.prefix(6) where !isOutOfBudget {
            guard let second = (first + 1..<min(best.ranks.count, best.infos.count)).first(where: { best.infos[$0].integer != nil }),
                  best.infos[second].integer?.maxRank ?? 0 < 1 << 32 else { continue }
            for (a, b) in [(2, 3), (3, 2), (1, 2), (2, 1)] as [(Int128, Int128)] where !isOutOfBudget {
                if moveInProportion(first, second, lower: a, raise: b) { break }
            }
        }
    }

    /// Moves the integer at `first` toward its origin by `lower`·k and the one at `second`
    /// away from its origin by `raise`·k, for the largest k that still fails.
    private func moveInProportion(_ first: Int, _ second: Int, lower: Int128, raise: Int128) -> Bool {
        guard best.ranks.count > second, best.ranks[first] > 0,
              let a = best.infos[first].integer, let b = best.infos[second].integer else { return false }
        let ranks = best.ranks
        let valueA = a.value(ofRank: ranks[first]), valueB = b.value(ofRank: ranks[second])
        let distance = valueA - a.origin
        let down: Int128 = distance > 0 ? -1 : 1
        let up: Int128 = valueB >= b.origin ? 1 : -1
        let limit = distance.magnitude / UInt128(lower)
        // Such moves tend to run far (until the order constraint binds): one step, then
        // straight bisection over the whole span rather than doubling up to it.
        return findLargest(upTo: limit, bisectingAtOnce: true) { k in
            let newA = valueA + down * lower * Int128(k), newB = valueB + up * raise * Int128(k)
            guard a.contains(newA), b.contains(newB) else { return false }
            var candidate = ranks
            candidate[first] = a.rank(of: newA)
            candidate[second] = b.rank(of: newB)
            return consider(candidate)
        } > 0
    }

    /// Deletes a span while every other integer drawn like the span's integers moves to
    /// the top of its range: a shorter case that needs the remaining elements larger
    /// (values that must sum past a threshold). The raised values are lowered again by
    /// the other passes. Runs only when the other passes have stalled.
    func deleteAndRaise() {
        var index = 0
        while index < best.spans.count, !isOutOfBudget {
            let span = best.spans[index]
            index += 1
            guard span.count > 0, span.count < best.ranks.count, span.end <= best.ranks.count else { continue }
            let encodings = Set((span.start..<span.end).compactMap { best.infos[$0].integer }.filter { $0.maxRank < 1 << 32 })
            guard !encodings.isEmpty else { continue }
            var candidate = best.ranks
            var raised = false
            for position in best.ranks.indices where position < span.start || position >= span.end {
                if let encoding = best.infos[position].integer, encodings.contains(encoding), best.ranks[position] < encoding.maxRank {
                    // The top of the range on the side the value is already on.
                    let value = encoding.value(ofRank: best.ranks[position])
                    candidate[position] = encoding.rank(of: value >= encoding.origin ? encoding.hi : encoding.lo)
                    raised = true
                }
            }
            guard raised else { continue }
            candidate.removeSubrange(span.start..<span.end)
            if consider(candidate) { index = 0 }
        }
    }

    /// Moves a `oneOf` / `frequency` case to each earlier branch in turn, with the rest of
    /// the branch's span zeroed (the simplest value of the new branch); keeping the rest
    /// (clamped) and raising it are what `minimise choices` and `lower and raise` try.
    func switchBranches() {
        var index = 0
        while index < best.spans.count, !isOutOfBudget {
            let span = best.spans[index]
            index += 1
            guard span.isDependent, span.count > 1, span.end <= best.ranks.count, span.start < best.infos.count,
                  best.infos[span.start].integer == nil, best.ranks[span.start] > 0 else { continue }
            let current = best.ranks[span.start]
            for branch in 0..<current where !isOutOfBudget {
                var candidate = best.ranks
                candidate[span.start] = branch
                for position in span.start + 1..<span.end { candidate[position] = 0 }
                if consider(candidate) { break }
            }
        }
    }

    /// Lowers the first choice of a `flatMap` or `oneOf` span by one and draws the rest of
    /// the span afresh, twice (seeded, so shrinking stays deterministic): the tail
    /// of a dependent value may need to be quite different once what it depends on is
    /// smaller, and neither clamping nor raising one value finds it.
    func redrawTails() {
        var random = Xoshiro256(seed: 0x5EED_7A11)
        var index = 0
        while index < best.spans.count, !isOutOfBudget {
            let span = best.spans[index]
            index += 1
            guard span.isDependent, span.count > 1, span.end <= best.ranks.count, best.ranks[span.start] > 0 else { continue }
            for _ in 0..<2 where !isOutOfBudget {
                var candidate = best.ranks
                if let encoding = best.infos[span.start].integer {
                    let value = encoding.value(ofRank: candidate[span.start])
                    candidate[span.start] = encoding.rank(of: value > encoding.origin ? value - 1 : value + 1)
                } else {
                    candidate[span.start] -= 1
                }
                for position in span.start + 1..<span.end {
                    candidate[position] = random.below(inclusive: best.infos[position].maxRank)
                }
                if consider(candidate) { break }
            }
        }
    }

    /// Lowers the choice at `first` as far as it goes while the integer at `second` sits
    /// at the top of its range (clamped by the generator when the range shrinks).
    private func lowerRaising(_ first: Int, _ second: Int) -> Bool {
        guard best.ranks.count > second, best.ranks[first] > 0 else { return false }
        let ranks = best.ranks
        // The top of the second's range on the side it is on (positive at the origin);
        // when its range shrinks, the generator clamps the rank into the new range.
        var top = UInt64.max
        if let b = best.infos[second].integer {
            top = b.rank(of: b.value(ofRank: ranks[second]) >= b.origin ? b.hi : b.lo)
            if top <= ranks[second] { return false }
        }
        func with(_ rank: UInt64) -> Bool {
            var candidate = ranks
            candidate[first] = rank
            candidate[second] = top
            return consider(candidate)
        }
        guard let a = best.infos[first].integer else {
            // A branch index or other plain choice: ranks are the order.
            let total = UInt128(ranks[first])
            return findLargest(upTo: total) { step in with(UInt64(total - step)) } > 0
        }
        let distance = a.value(ofRank: ranks[first]) - a.origin
        let side: Int128 = distance > 0 ? 1 : -1
        // One step down first: when even that cannot be paid for, give up on this pair;
        // otherwise take the longest step that still fails.
        let total = distance.magnitude
        return findLargest(upTo: total) { step in
            let value = a.origin + side * Int128(total - step)
            return a.contains(value) && with(a.rank(of: value))
        } > 0
    }

    /// The largest `n` in `1...limit` for which `accepts(n)` holds, searched as if
    /// `accepts` were monotone (1, 2, 4, … then bisection), or 0 when `accepts(1)` fails.
    /// Every accepted call has already been adopted by the caller.
    func findLargest(upTo limit: UInt128, bisectingAtOnce: Bool = false, _ accepts: (UInt128) -> Bool) -> UInt128 {
        guard limit >= 1, accepts(1) else { return 0 }
        var good: UInt128 = 1
        var bad: UInt128 = limit + 1
        while good < limit, !isOutOfBudget, !bisectingAtOnce {
            let next = min(good * 2, limit)
            if accepts(next) { good = next } else { bad = next; break }
        }
        while bad - good > 1, !isOutOfBudget {
            let middle = good + (bad - good) / 2
            if accepts(middle) { good = middle } else { bad = middle }
        }
        return good
    }

    /// Lowers two neighbouring integers by the same amount, keeping their difference (the
    /// shape of properties about differences, such as `first - second != 0`).
    func lowerPairsTogether() {
        let integers = nonzeroIntegers
        for (first, second) in zip(integers, integers.dropFirst()) where !isOutOfBudget {
            movePair(first, second, secondFollows: true)
        }
    }

    /// Moves the integer at `first` toward its origin; the one at `second` moves the same
    /// amount in the same direction (`secondFollows`) or the opposite one (keeping the sum).
    @discardableResult
    private func movePair(_ first: Int, _ second: Int, secondFollows: Bool) -> Bool {
        guard best.ranks.count > second, best.ranks[first] > 0,
              let a = best.infos[first].integer, let b = best.infos[second].integer else { return false }
        let valueA = a.value(ofRank: best.ranks[first])
        let valueB = b.value(ofRank: best.ranks[second])
        let distance = valueA - a.origin
        let direction: Int128 = distance > 0 ? 1 : -1
        let ranks = best.ranks
        // Two pair passes can undo each other by tiny steps forever on huge values (one
        // raises what the other lowers), so on those a move must be a real step.
        let minimumStep = max(1, distance.magnitude > 1 << 12 ? distance.magnitude / 64 : 1)
        return lowerToward(from: distance.magnitude, minimumStep: minimumStep, stuckCheck: true) { remaining in
            let amount = Int128(distance.magnitude - remaining)
            if amount.magnitude < minimumStep { return false }
            let newA = valueA - direction * amount
            let newB = secondFollows ? valueB - direction * amount : valueB + direction * amount
            guard a.contains(newA), b.contains(newB) else { return false }
            var candidate = ranks
            candidate[first] = a.rank(of: newA)
            candidate[second] = b.rank(of: newB)
            return consider(candidate)
        }
    }

    /// Moves every integer drawn with one encoding by the same amount, chosen to put the
    /// first of them at its origin (values that must keep their order, like the keys of
    /// a heap, can only move together).
    func shiftTogether() {
        var seen: [IntegerEncoding] = []
        for first in nonzeroIntegers where !isOutOfBudget {
            guard first < best.infos.count, let encoding = best.infos[first].integer, !seen.contains(encoding) else { continue }
            seen.append(encoding)
            let delta = encoding.origin - encoding.value(ofRank: best.ranks[first])
            var candidate = best.ranks
            var fits = true
            for position in first..<best.ranks.count where best.infos[position].integer == encoding {
                let moved = encoding.value(ofRank: best.ranks[position]) + delta
                guard encoding.contains(moved) else { fits = false; break }
                candidate[position] = encoding.rank(of: moved)
            }
            if fits { consider(candidate) }
        }
    }

    /// Searches for a small target below `current` that `moveTo` accepts, in few calls:
    /// 0 first, then bisection. For large values, one step down first (if even that fails,
    /// the value is stuck: two calls instead of sixty), then a few doubling steps down
    /// from the top (for short moves) and doubling up from the origin (for long ones),
    /// so that the bisection runs over a small bracket. Returns whether any move
    /// was accepted.
    @discardableResult
    private func lowerToward(from current: UInt128, minimumStep: UInt128 = 1, stuckCheck: Bool = false,
                             quickStuck: Bool = false, _ moveTo: (UInt128) -> Bool) -> Bool {
        guard current > 0 else { return false }
        if moveTo(0) { return true }
        guard current > 1 else { return false }
        var failing: UInt128 = 0
        var working = current
        if quickStuck, current > 16, current <= 1 << 12, !(stuckCheck) {
            // Half-way first, then one step down: when neither fails, the value is stuck
            // (three calls, not a dozen of bisection over a bracket that passes throughout).
            // Small values are bisected in full: that is as cheap, and finds failures a
            // step or two away on either side.
            if moveTo(current / 2) {
                working = current / 2
            } else if moveTo(current - 1) {
                working = current - 1
                failing = current / 2
            } else {
                return false
            }
        } else if stuckCheck, current > 2, current <= 1 << 12 {
            // A small value: one step down, then plain bisection below it.
            guard moveTo(current - minimumStep) else { return false }
            working = current - minimumStep
        } else if current > 1 << 12 {
            guard moveTo(current - minimumStep) else { return false }
            working = current - minimumStep
            // A few doubling steps down from the top find short moves cheaply...
            var stepDown = minimumStep * 2
            var blockedAt: UInt128? = nil
            for _ in 0..<4 where stepDown < current {
                if moveTo(current - stepDown) { working = current - stepDown; stepDown *= 2 } else { blockedAt = current - stepDown; break }
            }
            if let blockedAt {
                failing = blockedAt
            } else {
                // ...and doubling up from the origin finds long ones.
                var probe: UInt128 = 1
                while probe < working, !isOutOfBudget {
                    if moveTo(probe) { working = probe; break }
                    failing = probe
                    probe *= 2
                }
            }
        }
        while working - failing > 1, !isOutOfBudget {
            let middle = failing + (working - failing) / 2
            if moveTo(middle) { working = middle } else { failing = middle }
        }
        return true
    }
}
