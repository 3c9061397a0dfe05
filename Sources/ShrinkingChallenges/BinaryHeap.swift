import Generators

/// A binary heap node of the binheap challenge.
final class Heap: CustomStringConvertible, Sendable {
    let head: Int
    let left: Heap?
    let right: Heap?

    init(_ head: Int, _ left: Heap?, _ right: Heap?) {
        self.head = head
        self.left = left
        self.right = right
    }

    var description: String { "(\(head), \(Heap.show(left)), \(Heap.show(right)))" }
    static func show(_ heap: Heap?) -> String { heap?.description ?? "None" }

    /// The heap's values in depth-first order, through an explicit stack.
    static func toList(_ heap: Heap?) -> [Int] {
        guard let heap else { return [] }
        var result: [Int] = []
        var stack = [heap]
        while let node = stack.popLast() {
            result.append(node.head)
            for child in [node.left, node.right] { if let child { stack.append(child) } }
        }
        return result
    }

    static func merge(_ a: Heap?, _ b: Heap?) -> Heap? {
        guard let a else { return b }
        guard let b else { return a }
        return a.head <= b.head ? Heap(a.head, merge(a.right, b), a.left) : Heap(b.head, merge(b.right, a), b.left)
    }

    /// The bug under test: merging the children does not sort the rest.
    static func wrongToSortedList(_ heap: Heap?) -> [Int] {
        guard let heap else { return [] }
        return [heap.head] + toList(merge(heap.left, heap.right))
    }
}

extension Challenge {
    /// A heap drawn with the heap invariant: a size, then nodes whose head is at least the
    /// parent's, each stopping with probability 1/8 (branch == 1).
    static func heap(bound: Int, size: Int) -> Gen<Heap?> {
        Gen.int(in: 1...8).flatMap { branch in
            if branch == 1 || size <= 0 { return Gen.constant(nil) }
            return Gen.int().filter("head >= bound") { $0 >= bound }.flatMap { head in
                zip(heap(bound: head, size: size / 2), heap(bound: head, size: size / 2)).map { Heap(head, $0, $1) as Heap? }
            }
        }
    }

    static let binHeap = make("binheap", Gen.int(in: 0...20).flatMap { heap(bound: Int.min, size: $0) },
                              describe: { Heap.show($0) },
                              isMinimal: { Heap.show($0) == "(0, None, (0, (0, None, None), (1, None, None)))" }) { heap in
        let list = Heap.wrongToSortedList(heap)
        if list != list.sorted() || Heap.toList(heap).sorted() != list { throw Falsified() }
    }
}
