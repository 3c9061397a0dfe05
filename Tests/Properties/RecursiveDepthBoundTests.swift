import Generators
import PropertyTesting
import Testing

/// `Gen.recursive(base:maxDepth:extend:)` bounds the depth of what it builds.
@Suite struct RecursiveDepthBoundTests {
    indirect enum Tree: Sendable {
        case leaf
        case node(Tree, Tree)

        var depth: Int {
            switch self {
            case .leaf: 0
            case .node(let left, let right): 1 + max(left.depth, right.depth)
            }
        }
    }

    /// No shrinking: a failure here needs no minimal case (and shrinking this shape
    /// crashes today's engine, issue 10's `zeroSpans` crash).
    static func unshrunk(cases: Int) -> CheckConfiguration {
        var configuration = quiet(cases: cases)
        configuration.shrinks = false
        return configuration
    }

    /// Rule: `extend` is applied exactly `maxDepth` times: a generator that always takes
    /// the recursive step builds values exactly `maxDepth` levels deep (never one more),
    /// and `maxDepth` 0 is the base alone.
    @Test func alwaysRecursingReachesExactlyMaxDepth() {
        for maxDepth in [0, 1, 3] {
            let levels = Gen<Int>.recursive(base: .constant(0), maxDepth: maxDepth) { below in below.map { $0 + 1 } }
            let result = check("always recursing \(maxDepth)", levels, configuration: Self.unshrunk(cases: 50)) { depth in
                try expectation(depth == maxDepth, "depth \(depth), maxDepth \(maxDepth)")
            }
            #expect(result.passed, "\(result.report())")
        }
    }

    /// Rule: trees that may stop at any level never grow deeper than `maxDepth`, and do
    /// reach it.
    @Test func treesStayWithinMaxDepthAndReachIt() {
        let trees = Gen<Tree>.recursive(base: .constant(.leaf), maxDepth: 3) { below in
            Gen.oneOf(Gen.constant(Tree.leaf), zip(below, below).map { Tree.node($0, $1) })
        }
        let result = check("trees within depth 3", trees, configuration: Self.unshrunk(cases: 500)) { tree in
            try expectation(tree.depth <= 3, "depth \(tree.depth)")
            cover(5, tree.depth == 3, "depth 3")
        }
        #expect(result.passed, "\(result.report())")
    }
}
