import Foundation
import Generators
import ShrinkingChallenges
import Testing

/// The broad challenge suite (Sources/ShrinkingChallenges/Broad.swift): each documented
/// minimum is proved by brute force. Every search below walks candidates in the order the
/// shrinker compares them (shortlex over the choices: fewer choices first, then smaller
/// ranks from the left) and returns the first failing one; branches are pruned only
/// when they provably cannot fail.
@Suite struct BroadChallengeTests {
    /// The first sequence, in lexicographic order, of `length` values drawn from
    /// `values(prefix)` (listed in rank order) that `fails`, skipping prefixes for which
    /// `hopeless` proves no completion fails.
    static func lexFirst(length: Int, values: ([Int]) -> [Int], hopeless: ([Int]) -> Bool = { _ in false },
                         fails: ([Int]) -> Bool) -> [Int]? {
        var prefix: [Int] = []
        func search() -> [Int]? {
            if hopeless(prefix) { return nil }
            if prefix.count == length { return fails(prefix) ? prefix : nil }
            for value in values(prefix) {
                prefix.append(value)
                if let found = search() { return found }
                prefix.removeLast()
            }
            return nil
        }
        return search()
    }

    /// Integers in the zig-zag rank order of an unbounded `Gen.int()`: 0, 1, -1, 2, -2, …
    static func zigZag(ranks: Int) -> [Int] { (0..<ranks).map { $0 == 0 ? 0 : ($0 % 2 == 1 ? ($0 + 1) / 2 : -$0 / 2) } }

    /// Lists (an "another?" flag before each element) compare by length first, then by
    /// their elements: the first failing list of the smallest length up to `maxLength`.
    static func shortestList(maxLength: Int, values: ([Int]) -> [Int], hopeless: ([Int], Int) -> Bool = { _, _ in false },
                             fails: ([Int]) -> Bool) -> [Int]? {
        for length in 0...maxLength {
            if let found = lexFirst(length: length, values: values, hopeless: { hopeless($0, length) }, fails: fails) { return found }
        }
        return nil
    }

    @Test(arguments: [(3, 10_000, [22, 22, 21]), (3, 50_000, [37, 37, 37]), (4, 20_000, [12, 12, 12, 12]),
                      (5, 300_000, [13, 13, 13, 12, 12]), (6, 10_000_000, [15, 15, 15, 15, 15, 14])])
    func productChainMinimum(depth: Int, threshold: Int, minimum: [Int]) {
        // Every case has `depth` choices; x1 in 1...100, each next in 1...previous (rank = value - 1).
        let found = Self.lexFirst(length: depth, values: { Array(1...($0.last ?? 100)) },
                                  hopeless: { prefix in
                                      guard let last = prefix.last else { return false }
                                      let most = prefix.reduce(1.0) { $0 * Double($1) } * pow(Double(last), Double(depth - prefix.count))
                                      return most < Double(threshold)
                                  }, fails: { $0.reduce(1, *) >= threshold })
        #expect(found == minimum)
    }

    @Test func sumLengthMinimum() {
        // Choices: a, b, then a + b payload values: fewer choices means a smaller a + b.
        var best: [Int]? = nil
        for total in 2...12 where best == nil {
            best = Self.lexFirst(length: 2 + total, values: { prefix in
                switch prefix.count {
                case 0: Array(1...6)
                case 1: Array(1...prefix[0])
                default: Array(0...1000)
                }
            }, hopeless: { prefix in
                if prefix.count == 2 { return prefix[0] + prefix[1] != total }
                guard prefix.count > 2 else { return false }
                return prefix.dropFirst(2).reduce(0, +) + 1000 * (2 + total - prefix.count) < 2500
            }, fails: { $0.dropFirst(2).reduce(0, +) >= 2500 })
        }
        #expect(best == [2, 1, 500, 1000, 1000])
    }

    @Test func sumPayload3Minimum() {
        var best: [Int]? = nil
        for total in 0...12 where best == nil {
            best = Self.lexFirst(length: 3 + total, values: { prefix in
                switch prefix.count {
                case 0: Array(0...4)
                case 1, 2: Array(0...prefix[prefix.count - 1])
                default: Array(0...100)
                }
            }, hopeless: { prefix in
                if prefix.count == 3 { return prefix[0] + prefix[1] + prefix[2] != total }
                guard prefix.count > 3 else { return false }
                return total < 5 || prefix.dropFirst(3).reduce(0, +) + 100 * (3 + total - prefix.count) < 300
            }, fails: { $0.count - 3 >= 5 && $0.dropFirst(3).reduce(0, +) >= 300 })
        }
        #expect(best == [2, 2, 1, 0, 0, 100, 100, 100])
    }

    @Test func shiftedRangeMinimum() {
        let found = Self.lexFirst(length: 2, values: { $0.isEmpty ? Array(1...100) : Array($0[0]...200) }) { $0[1] - $0[0] >= 90 && $0[0] >= 5 }
        #expect(found == [5, 95])
    }

    @Test func mappedIntegerMinima() {
        let small = Self.lexFirst(length: 1, values: { _ in Array(0...1000) }) { (37 * $0[0]) % 1009 >= 1000 }
        #expect(small.map { (37 * $0[0]) % 1009 } == 1006)
        let large = Self.lexFirst(length: 1, values: { _ in Array(0...100_000) }) { (7919 * $0[0]) % 100_003 >= 99_000 }
        #expect(large.map { (7919 * $0[0]) % 100_003 } == 99_798)
        let pair = Self.lexFirst(length: 2, values: { _ in Array(0...1000) }) { (3 * $0[0] + 7 * $0[1]) % 101 == 100 }
        #expect(pair == [0, 72])
    }

    @Test func moduloKeyedMinima() {
        func modulo(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
        // Fewer than four elements cannot use four buckets; the search over the first 64
        // ranks finds a four-element failure, and no unexplored four-element list comes
        // before it (each of its ranks is below 64).
        let buckets = Self.shortestList(maxLength: 4, values: { _ in Self.zigZag(ranks: 64) },
                                        hopeless: { _, length in length < 4 }) { Set($0.map { modulo($0, 10) }).count >= 4 }
        #expect(buckets == [0, 1, -1, 2])
        // Pairs (key, value) flattened: one value of at most 100 cannot reach 200.
        var dict: [Int]? = nil
        for pairs in 2...2 where dict == nil {
            dict = Self.lexFirst(length: 2 * pairs, values: { $0.count % 2 == 0 ? Self.zigZag(ranks: 16) : Array(0...100) }) { flat in
                var map: [Int: Int] = [:]
                for i in stride(from: 0, to: flat.count, by: 2) { map[modulo(flat[i], 5)] = flat[i + 1] }
                return map.values.reduce(0, +) >= 200
            }
        }
        #expect(dict == [0, 100, 1, 100])
        // One element cannot collide with another.
        let collision = Self.shortestList(maxLength: 2, values: { _ in Array(0...10_000) }, hopeless: { _, length in length < 2 }) { xs in
            xs.count == 2 && xs[0] != xs[1] && xs[0] % 97 == xs[1] % 97
        }
        #expect(collision == [0, 97])
    }

    @Test func linearMinima() {
        let linear3 = Self.lexFirst(length: 3, values: { _ in Array(0...100) }) { 2 * $0[0] + 3 * $0[1] + 5 * $0[2] >= 500 }
        #expect(linear3 == [0, 0, 100])
        let signed = Self.zigZag(ranks: 2001)  // exactly -1000...1000 in rank order
        #expect(Set(signed) == Set(-1000...1000))
        let system = Self.lexFirst(length: 3, values: { _ in signed }) { $0[0] + 2 * $0[1] + 3 * $0[2] >= 1000 && $0[0] >= $0[1] }
        #expect(system == [0, 0, 334])
        let weighted = Self.shortestList(maxLength: 4, values: { _ in Array(0...100) }, hopeless: { prefix, length in
            // The most the rest can add: 100 times the remaining weights.
            let sum = prefix.enumerated().map { $0.offset * $0.element }.reduce(0, +)
            return sum + 100 * (prefix.count..<length).reduce(0, +) < 300
        }) { $0.enumerated().map { $0.offset * $0.element }.reduce(0, +) >= 300 }
        #expect(weighted == [0, 100, 100])
        let budget = Self.lexFirst(length: 2, values: { _ in Array(0...1000) }) { 3 * $0[0] + 2 * $0[1] >= 2000 && $0[0] >= $0[1] }
        #expect(budget == [400, 400])
    }

    @Test func branchMinima() {
        // oneOf draws the branch first; the first branch has the fewest choices in each case.
        let single = Self.lexFirst(length: 1, values: { _ in Array(0...1000) }) { $0[0] >= 800 }
        #expect(single == [800])
        let circle = Self.lexFirst(length: 1, values: { _ in Array(0...100) }) { 3 * $0[0] * $0[0] >= 100 }
        #expect(circle == [6])
        let rare = Self.lexFirst(length: 1, values: { _ in Array(0...10) }) { $0[0] >= 10 }
        #expect(rare == [10])
    }

    @Test func substringMinima() {
        func string(_ alphabet: String, _ property: @escaping (String) -> Bool) -> String? {
            let letters = Array(alphabet).map { Int($0.asciiValue!) }  // safe: ASCII alphabets
            return Self.shortestList(maxLength: 7, values: { _ in letters }) { property(String(decoding: $0.map(UInt8.init), as: UTF8.self)) }
                .map { String(decoding: $0.map(UInt8.init), as: UTF8.self) }
        }
        #expect(string("abcd") { $0.contains("ab") && $0.contains("ba") } == "aba")
        #expect(string("abcd") { $0.components(separatedBy: "ab").count - 1 >= 3 } == "ababab")
        #expect(string("abc") { $0.contains("cab") } == "cab")
    }

    @Test func uniqueCollectionMinima() {
        let unique = Self.shortestList(maxLength: 3, values: { prefix in (0...1000).filter { !prefix.contains($0) } },
                                       hopeless: { prefix, length in length < 3 || prefix.reduce(0, +) + 1000 * (length - prefix.count) < 100 }) {
            $0.count >= 3 && $0.reduce(0, +) >= 100
        }
        #expect(unique == [0, 1, 99])
        let set = Self.shortestList(maxLength: 2, values: { prefix in (0...100).filter { !prefix.contains($0) } },
                                    hopeless: { _, length in length < 2 }) { $0.count >= 2 && $0.reduce(0, +) >= 50 }
        #expect(set == [0, 50])
    }

    /// Trees as their choice sequences: a leaf is (0, value), a node is 1 then both children.
    /// Every tree whose sequence has exactly `length` choices, in lexicographic order of
    /// the sequence, until `visit` returns true.
    static func firstTree(length: Int, values: [Int], where fails: (Challenge_Tree) -> Bool) -> Challenge_Tree? {
        func trees(_ length: Int, _ visit: (Challenge_Tree) -> Bool) -> Bool {
            if length == 2 { for v in values where visit(.leaf(v)) { return true } }
            guard length >= 5 else { return false }
            for left in stride(from: 2, through: length - 3, by: 1) {
                let stop = trees(left) { l in trees(length - 1 - left) { r in visit(.node(l, r)) } }
                if stop { return true }
            }
            return false
        }
        var found: Challenge_Tree? = nil
        _ = trees(length) { tree in
            if fails(tree) { found = tree; return true }
            return false
        }
        return found
    }

    @Test func treeMinima() {
        func first(_ values: [Int], _ fails: (Challenge_Tree) -> Bool) -> Challenge_Tree? {
            for length in 1...14 { if let tree = Self.firstTree(length: length, values: values, where: fails) { return tree } }
            return nil
        }
        #expect(first(Array(0...100)) { $0.leaves.reduce(0, +) >= 200 } == .node(.leaf(100), .leaf(100)))
        // Depth ignores the values, so 0 (the simplest) stands for every value.
        #expect(first([0]) { $0.depth >= 4 } == .node(.leaf(0), .node(.leaf(0), .node(.leaf(0), .leaf(0)))))
        // Only "at least 50" matters, so 0 and 50 (the simplest of each class) suffice.
        #expect(first([0, 50]) { $0.leaves.filter { $0 >= 50 }.count >= 3 } == .node(.leaf(50), .node(.leaf(50), .leaf(50))))
    }

    /// Every broad challenge finds a failure on its first seed.
    @Test(arguments: Challenge.broad.map(\.name))
    func findsAFailure(name: String) throws {
        let challenge = try #require(Challenge.named(name))
        #expect(challenge.run(0).found, "\(name): no failure found")
    }
}

/// The tree shape of the tree challenges, for the brute force.
indirect enum Challenge_Tree: Equatable {
    case leaf(Int)
    case node(Challenge_Tree, Challenge_Tree)
    var leaves: [Int] {
        switch self {
        case .leaf(let v): [v]
        case .node(let l, let r): l.leaves + r.leaves
        }
    }
    var depth: Int {
        switch self {
        case .leaf: 1
        case .node(let l, let r): 1 + max(l.depth, r.depth)
        }
    }
}
