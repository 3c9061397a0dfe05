import Generators

// The broad suite (issue 10): ordinary generator shapes beside the classic eleven. Each
// has a twin in scripts/bench/hypothesis_challenges.py (same generator shape, property and
// minimum); Tests/Properties/BroadChallengeTests.swift proves each minimum by brute force
// where the space allows.

/// Python's `%`: the result has the sign of the divisor.
func pythonModulo(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }

extension Challenge {
    /// `x1` in 1...top, then each `x(k+1)` in 1...x(k), through nested `flatMap`.
    static func chain(depth: Int, top: Int, prefix: [Int] = []) -> Gen<[Int]> {
        if prefix.count == depth { return .constant(prefix) }
        return Gen.int(in: 1...(prefix.last ?? top)).flatMap { chain(depth: depth, top: top, prefix: prefix + [$0]) }
    }

    /// A dependent chain of `depth` values that fails once their product reaches `threshold`.
    static func productChain(_ name: String, depth: Int, threshold: Int, minimum: [Int]) -> Challenge {
        make(name, chain(depth: depth, top: 100), describe: { "\($0)" }, isMinimal: { $0 == minimum }) { xs in
            if xs.reduce(1, *) >= threshold { throw Falsified() }
        }
    }

    static let chain3Small = productChain("chain3_10k", depth: 3, threshold: 10_000, minimum: [22, 22, 21])
    static let chain3Large = productChain("chain3_50k", depth: 3, threshold: 50_000, minimum: [37, 37, 37])
    static let chain4 = productChain("chain4_20k", depth: 4, threshold: 20_000, minimum: [12, 12, 12, 12])
    static let chain5 = productChain("chain5_300k", depth: 5, threshold: 300_000, minimum: [13, 13, 13, 12, 12])
    static let chain6 = productChain("chain6_10m", depth: 6, threshold: 10_000_000, minimum: [15, 15, 15, 15, 15, 14])

    /// `a` in 1...6, `b` in 1...a, then a payload of exactly `a + b` integers in 0...1000.
    static let sumLengthGen = Gen.int(in: 1...6).flatMap { a in
        Gen.int(in: 1...a).flatMap { b in Gen.int(in: 0...1000).array(length: (a + b)...(a + b)).map { (a, b, $0) } }
    }
    static let sumLength = make("sum_length", sumLengthGen, describe: { "\($0)" },
                                isMinimal: { $0.0 == 2 && $0.1 == 1 && $0.2 == [500, 1000, 1000] }) { value in
        if value.2.reduce(0, +) >= 2500 { throw Falsified() }
    }

    /// Three dependent counts (`n1` in 0...4, `n2` in 0...n1, `n3` in 0...n2) and a payload
    /// whose length is their sum.
    static let sumPayload3Gen = Gen.int(in: 0...4).flatMap { n1 in
        Gen.int(in: 0...n1).flatMap { n2 in
            Gen.int(in: 0...n2).flatMap { n3 in
                Gen.int(in: 0...100).array(length: (n1 + n2 + n3)...(n1 + n2 + n3)).map { (n1, n2, n3, $0) }
            }
        }
    }
    static let sumPayload3 = make("sum_payload3", sumPayload3Gen, describe: { "\($0)" },
                                  isMinimal: { $0.0 == 2 && $0.1 == 2 && $0.2 == 1 && $0.3 == [0, 0, 100, 100, 100] }) { value in
        if value.3.count >= 5 && value.3.reduce(0, +) >= 300 { throw Falsified() }
    }

    /// `x` in 1...100, then `y` in x...200: a range whose lower bound depends on `x`.
    static let shiftedRange = make("shifted_range", Gen.int(in: 1...100).flatMap { x in Gen.int(in: x...200).map { (x, $0) } },
                                   describe: { "\($0)" }, isMinimal: { $0 == (5, 95) }) { x, y in
        if y - x >= 90 && x >= 5 { throw Falsified() }
    }

    /// Integers mapped through `x -> 37x mod 1009`.
    static let modMap = make("mod_map", Gen.int(in: 0...1000).map { (37 * $0) % 1009 }, describe: { "\($0)" },
                             isMinimal: { $0 == 1006 }) { y in
        if y >= 1000 { throw Falsified() }
    }

    /// Integers mapped through `x -> 7919x mod 100003`.
    static let modMapLarge = make("mod_map_large", Gen.int(in: 0...100_000).map { (7919 * $0) % 100_003 }, describe: { "\($0)" },
                                  isMinimal: { $0 == 99_798 }) { y in
        if y >= 99_000 { throw Falsified() }
    }

    /// Two integers satisfying a congruence.
    static let modPairEquation = make("mod_pair_equation", zip(Gen.int(in: 0...1000), Gen.int(in: 0...1000)),
                                      describe: { "\($0)" }, isMinimal: { $0 == (0, 72) }) { x, y in
        if (3 * x + 7 * y) % 101 == 100 { throw Falsified() }
    }

    /// Integers bucketed by `x mod 10`; at most three buckets may be used.
    static let modBuckets = make("mod_buckets", Gen.int().array(), describe: { "\($0)" }, isMinimal: { $0 == [0, 1, -1, 2] }) { xs in
        if Set(xs.map { pythonModulo($0, 10) }).count >= 4 { throw Falsified() }
    }

    /// A map keyed by `key mod 5` (later pairs overwrite earlier ones); its values must sum
    /// below 200.
    static let dictModKeys = make("dict_mod_keys", zip(Gen.int(), Gen.int(in: 0...100)).array(),
                                  describe: { "\($0)" },
                                  isMinimal: { $0.count == 2 && $0[0] == (0, 100) && $0[1] == (1, 100) }) { pairs in
        var map: [Int: Int] = [:]
        for (key, value) in pairs { map[pythonModulo(key, 5)] = value }
        if map.values.reduce(0, +) >= 200 { throw Falsified() }
    }

    /// Two different integers in one bucket of `x mod 97`.
    static let modCollision = make("mod_collision", Gen.int(in: 0...10_000).array(), describe: { "\($0)" },
                                   isMinimal: { $0 == [0, 97] }) { xs in
        for i in xs.indices { for j in xs.indices where j > i && xs[i] != xs[j] && xs[i] % 97 == xs[j] % 97 { throw Falsified() } }
    }

    static let percent = Gen.int(in: 0...100)

    /// A linear inequality over three integers.
    static let linear3 = make("linear3", zip(percent, percent, percent), describe: { "\($0)" }, isMinimal: { $0 == (0, 0, 100) }) { x, y, z in
        if 2 * x + 3 * y + 5 * z >= 500 { throw Falsified() }
    }

    static let thousand = Gen.int(in: -1000...1000)

    /// Two linear inequalities over three signed integers.
    static let linearSystem = make("linear_system", zip(thousand, thousand, thousand), describe: { "\($0)" },
                                   isMinimal: { $0 == (0, 0, 334) }) { x, y, z in
        if x + 2 * y + 3 * z >= 1000 && x >= y { throw Falsified() }
    }

    /// A list whose index-weighted sum must stay below 300.
    static let weightedSum = make("weighted_sum", percent.array(), describe: { "\($0)" }, isMinimal: { $0 == [0, 100, 100] }) { xs in
        if xs.enumerated().map({ $0.offset * $0.element }).reduce(0, +) >= 300 { throw Falsified() }
    }

    /// A budget over two integers that must stay ordered.
    static let linearPairBudget = make("linear_pair_budget", zip(Gen.int(in: 0...1000), Gen.int(in: 0...1000)),
                                       describe: { "\($0)" }, isMinimal: { $0 == (400, 400) }) { x, y in
        if 3 * x + 2 * y >= 2000 && x >= y { throw Falsified() }
    }

    /// One, two or three integers, by branch; their sum must stay below 800.
    static let branchLengths: Challenge = {
        let small = Gen.int(in: 0...1000)
        let generator = Gen.oneOf(small.map { [$0] }, zip(small, small).map { [$0, $1] }, small.array(length: 3...3))
        return make("branch_lengths", generator, describe: { "\($0)" }, isMinimal: { $0 == [800] }) { xs in
            if xs.reduce(0, +) >= 800 { throw Falsified() }
        }
    }()

    /// A shape of the branch-switching challenge.
    enum Shape: Equatable, Sendable {
        case circle(Int)
        case rect(Int, Int)
        var area: Int {
            switch self {
            case .circle(let r): 3 * r * r
            case .rect(let w, let h): w * h
            }
        }
    }

    /// A circle or a rectangle, whose area must stay below 100.
    static let branchShapes = make("branch_shapes",
                                   Gen.oneOf(percent.map { Shape.circle($0) }, zip(percent, percent).map { Shape.rect($0, $1) }),
                                   describe: { "\($0)" }, isMinimal: { $0 == .circle(6) }) { shape in
        if shape.area >= 100 { throw Falsified() }
    }

    /// A weighted pick of two ranges; the rarely drawn first one holds the minimum.
    static let frequencyRanges = make("frequency_ranges",
                                      Gen.frequency((1, Gen.int(in: 0...10)), (9, Gen.int(in: 100...200))),
                                      describe: { "\($0)" }, isMinimal: { $0 == 10 }) { x in
        if x >= 10 { throw Falsified() }
    }

    /// A double above a threshold that is not an integer.
    static let floatThreshold = make("float_threshold", Gen.double(in: -1000...1000), describe: { "\($0)" },
                                     isMinimal: { $0 == 101 }) { x in
        if x > 100.5 { throw Falsified() }
    }

    /// `x`, then `y = x - d` for a small `d`: the difference of two near-equal values
    /// must stay at most 0.75 once `x` passes 500.
    static let floatCancellation = make("float_cancellation",
                                        zip(Gen.double(in: 0...1000), Gen.double(in: 0...0.9375)).map { ($0, $0 - $1) },
                                        describe: { "\($0)" }, isMinimal: { $0 == (501, 500.125) }) { x, y in
        if x > 500 && x - y > 0.75 { throw Falsified() }
    }

    /// Two doubles whose sum must stay at most 150.25.
    static let floatPairSum = make("float_pair_sum", zip(Gen.double(in: 0...100), Gen.double(in: 0...100)),
                                   describe: { "\($0)" }, isMinimal: { $0 == (51, 100) }) { x, y in
        if x + y > 150.25 { throw Falsified() }
    }

    static func letters(_ alphabet: String) -> Gen<String> {
        Gen.string(of: Gen.element(of: Array(alphabet)))
    }

    /// A string over "abcd" may not contain both "ab" and "ba".
    static let substringBoth = make("substring_both", letters("abcd"), describe: { $0 }, isMinimal: { $0 == "aba" }) { s in
        if s.contains("ab") && s.contains("ba") { throw Falsified() }
    }

    /// A string over "abcd" may contain "ab" at most twice.
    static let substringRepeat = make("substring_repeat", letters("abcd"), describe: { $0 }, isMinimal: { $0 == "ababab" }) { s in
        if s.components(separatedBy: "ab").count - 1 >= 3 { throw Falsified() }
    }

    /// A string over "abc" may not contain "cab".
    static let substringWord = make("substring_word", letters("abc"), describe: { $0 }, isMinimal: { $0 == "cab" }) { s in
        if s.contains("cab") { throw Falsified() }
    }

    /// Distinct integers; three or more may not sum to 100.
    static let uniqueSum = make("unique_sum", Gen.int(in: 0...1000).uniqueArray(), describe: { "\($0)" },
                                isMinimal: { $0 == [0, 1, 99] }) { xs in
        if xs.count >= 3 && xs.reduce(0, +) >= 100 { throw Falsified() }
    }

    /// A set of two or more integers may not sum to 50.
    static let setSum = make("set_sum", percent.set(), describe: { "\($0.sorted())" }, isMinimal: { $0 == [0, 50] }) { s in
        if s.count >= 2 && s.reduce(0, +) >= 50 { throw Falsified() }
    }

    /// A binary tree with integer leaves.
    indirect enum Tree: Equatable, Sendable, CustomStringConvertible {
        case leaf(Int)
        case node(Tree, Tree)
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
        var description: String {
            switch self {
            case .leaf(let v): "\(v)"
            case .node(let l, let r): "(\(l), \(r))"
            }
        }
    }

    static let tree = Gen<Tree>.recursive { tree in
        Gen.oneOf(percent.map { Tree.leaf($0) }, zip(tree, tree).map { Tree.node($0, $1) })
    }

    static let treeSum = make("tree_sum", tree, describe: { "\($0)" }, isMinimal: { $0 == .node(.leaf(100), .leaf(100)) }) { t in
        if t.leaves.reduce(0, +) >= 200 { throw Falsified() }
    }

    static let treeDepth = make("tree_depth", tree, describe: { "\($0)" },
                                isMinimal: { $0 == .node(.leaf(0), .node(.leaf(0), .node(.leaf(0), .leaf(0)))) }) { t in
        if t.depth >= 4 { throw Falsified() }
    }

    static let treeBigLeaves = make("tree_big_leaves", tree, describe: { "\($0)" },
                                    isMinimal: { $0 == .node(.leaf(50), .node(.leaf(50), .leaf(50))) }) { t in
        if t.leaves.filter({ $0 >= 50 }).count >= 3 { throw Falsified() }
    }

    /// The broad suite, in the benchmark's order.
    public static let broad: [Challenge] = [
        chain3Small, chain3Large, chain4, chain5, chain6, sumLength, sumPayload3, shiftedRange,
        modMap, modMapLarge, modPairEquation, modBuckets, dictModKeys, modCollision,
        linear3, linearSystem, weightedSum, linearPairBudget, branchLengths, branchShapes, frequencyRanges,
        floatThreshold, floatCancellation, floatPairSum, substringBoth, substringRepeat, substringWord,
        uniqueSum, setSum, treeSum, treeDepth, treeBigLeaves,
    ]
}
