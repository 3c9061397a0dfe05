import Generators
import PropertyTesting
import Testing

/// A bounded queue with a planted bug: when full, `push` drops the newest element but
/// still reports success.
final class LeakyQueue {
    let capacity: Int
    private(set) var items: [Int] = []
    init(capacity: Int) { self.capacity = capacity }

    func push(_ value: Int) -> Bool {
        if items.count == capacity { items[items.count - 1] = value; return true }  // the bug
        items.append(value)
        return true
    }

    func pop() -> Int? { items.isEmpty ? nil : items.removeFirst() }
}

enum QueueCommand: Equatable, CustomDebugStringConvertible {
    case push(Int)
    case pop
    var debugDescription: String {
        switch self {
        case .push(let value): "push(\(value))"
        case .pop: "pop"
        }
    }
}

struct QueueModel: StateMachine {
    static let capacity = 3
    var items: [Int] = []

    func makeSystem() -> LeakyQueue { LeakyQueue(capacity: Self.capacity) }

    func commands() -> Gen<QueueCommand> {
        Gen.oneOf(Gen.constant(QueueCommand.pop), Gen.int(in: -100...100).map(QueueCommand.push))
    }

    func run(_ command: QueueCommand, on queue: LeakyQueue) throws {
        switch command {
        case .push(let value):
            try expectEqual(queue.push(value), items.count < Self.capacity, "push result")
        case .pop:
            try expectEqual(queue.pop(), items.first, "pop result")
        }
    }

    mutating func apply(_ command: QueueCommand) {
        switch command {
        case .push(let value): if items.count < Self.capacity { items.append(value) }
        case .pop: if !items.isEmpty { items.removeFirst() }
        }
    }
}

@Suite struct StateMachineTests {
    @Test func plantedQueueBugShrinksToTheShortestSequence() throws {
        let result = checkStateMachine("leaky queue", QueueModel.self, configuration: quiet(cases: 200))
        let example = try #require(result.counterexample)
        // Capacity 3: the fourth push is the first that can show the bug.
        #expect(example.value == [.push(0), .push(0), .push(0), .push(0)])
        #expect(example.description == "1. push(0)\n2. push(0)\n3. push(0)\n4. push(0)")
        #expect(example.failure.contains("step 4"))
    }

    @Test func aCorrectModelPasses() {
        struct Counter: StateMachine {
            var count = 0
            final class Box { var value = 0 }
            func makeSystem() -> Box { Box() }
            func commands() -> Gen<Int> { Gen.int(in: -5...5) }
            func run(_ command: Int, on box: Box) throws {
                box.value += command
                try expectEqual(box.value, count + command)
            }
            mutating func apply(_ command: Int) { count += command }
        }
        #expect(checkStateMachine("counter", Counter.self, configuration: quiet()).passed)
    }
}
