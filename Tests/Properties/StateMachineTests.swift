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

/// A parameterised model: the capacity is a stored property, set where the test builds it.
struct QueueModel: StateMachine {
    let capacity: Int
    var items: [Int] = []

    func makeSystem() -> LeakyQueue { LeakyQueue(capacity: capacity) }

    func commands() -> Gen<QueueCommand> {
        Gen.oneOf(Gen.constant(QueueCommand.pop), Gen.int(in: -100...100).map(QueueCommand.push))
    }

    func run(_ command: QueueCommand, on queue: LeakyQueue) throws {
        switch command {
        case .push(let value):
            try expectEqual(queue.push(value), items.count < capacity, "push result")
        case .pop:
            try expectEqual(queue.pop(), items.first, "pop result")
        }
    }

    mutating func apply(_ command: QueueCommand) {
        switch command {
        case .push(let value): if items.count < capacity { items.append(value) }
        case .pop: if !items.isEmpty { items.removeFirst() }
        }
    }
}

/// A key store with a planted bug: a new key's id is the number of live keys, so after a
/// delete a new key can get the id of one still alive, and writes through one reach the other.
final class ReusingKeyStore {
    private var storage: [Int: Int] = [:]
    func create() -> Int {
        let id = storage.count  // the bug: ids are reused
        storage[id] = 0
        return id
    }
    func write(_ id: Int, _ value: Int) { storage[id] = value }
    func read(_ id: Int) -> Int? { storage[id] }
    func delete(_ id: Int) { storage[id] = nil }
}

enum KeyCommand: Equatable {
    case create(Bundle<Int>.Reference)
    case write(Bundle<Int>.Reference, Int)
    case read(Bundle<Int>.Reference)
    case delete(Bundle<Int>.Reference)
}

/// A model with a bundle: `create` makes a key, `write` and `read` use one, `delete`
/// consumes it. The ids the system hands out exist only while the case runs.
struct KeyModel: StateMachine {
    var keys = Bundle<Int>("key")
    var contents: [Bundle<Int>.Reference: Int] = [:]

    func makeSystem() -> ReusingKeyStore { ReusingKeyStore() }

    func commands() -> Gen<KeyCommand> {
        let create = Gen.constant(KeyCommand.create(keys.next))
        guard let key = keys.reference() else { return create }
        return Gen.oneOf(create, zip(key, Gen.int(in: 0...9)).map { KeyCommand.write($0, $1) },
                         key.map(KeyCommand.read), key.map(KeyCommand.delete))
    }

    func run(_ command: KeyCommand, on store: ReusingKeyStore, bundles: Bundles) throws {
        switch command {
        case .create(let key): bundles.store(store.create(), as: key)
        case .write(let key, let value): store.write(try bundles.value(key), value)
        case .read(let key): try expectEqual(store.read(try bundles.value(key)), contents[key], "read \(key)")
        case .delete(let key): store.delete(try bundles.consume(key))
        }
    }

    mutating func apply(_ command: KeyCommand) {
        switch command {
        case .create(let key): keys.insert(key); contents[key] = 0
        case .write(let key, let value): contents[key] = value
        case .read: break
        case .delete(let key): keys.remove(key); contents[key] = nil
        }
    }

    static func describe(_ command: KeyCommand) -> String {
        switch command {
        case .create(let key): "\(key) = create()"
        case .write(let key, let value): "write(\(key), \(value))"
        case .read(let key): "read(\(key))"
        case .delete(let key): "delete(\(key))"
        }
    }
}

@Suite struct StateMachineTests {
    @Test func plantedQueueBugShrinksToTheShortestSequence() throws {
        let result = checkStateMachine("leaky queue", QueueModel(capacity: 3), configuration: quiet(cases: 200))
        let example = try #require(result.counterexample)
        // Capacity 3: the fourth push is the first that can show the bug.
        #expect(example.value == [.push(0), .push(0), .push(0), .push(0)])
        // The report gives the number of steps before listing them.
        #expect(example.description == "4 steps:\n1. push(0)\n2. push(0)\n3. push(0)\n4. push(0)")
        #expect(example.failure.contains("step 4"))
    }

    /// The model is a value built from parameters (no `init()` requirement), or made by
    /// a closure for every case.
    @Test func modelsTakeParameters() throws {
        for capacity in [1, 2, 5] {
            let result = checkStateMachine("leaky queue \(capacity)", QueueModel(capacity: capacity), configuration: quiet(cases: 300))
            let example = try #require(result.counterexample, "capacity \(capacity)")
            #expect(example.value == Array(repeating: .push(0), count: capacity + 1), "capacity \(capacity)")
        }
        let made = checkStateMachine("leaky queue made", model: { QueueModel(capacity: 2) }, configuration: quiet(cases: 300))
        #expect(made.counterexample?.value == [.push(0), .push(0), .push(0)])
    }

    @Test func describePrintsTheSteps() throws {
        let result = checkStateMachine("leaky queue described", QueueModel(capacity: 1), configuration: quiet(cases: 300),
                                       describe: { command in
                                           if case .push(let value) = command { "queue.push(\(value))" } else { "queue.pop()" }
                                       })
        let example = try #require(result.counterexample)
        #expect(example.description == "2 steps:\n1. queue.push(0)\n2. queue.push(0)")
        #expect(result.report().contains("Counterexample:\n  2 steps:\n  1. queue.push(0)\n  2. queue.push(0)\n"), "\(result.report())")
        #expect(describeSteps([QueueCommand]()) == "(no steps)")
        #expect(describeSteps([QueueCommand.pop]) == "1 step:\n1. pop")
    }

    /// Values made by one command and used or consumed by later ones: the planted id
    /// reuse needs two live keys, a delete, and a third key, and shrinks to just that.
    @Test func bundlesCarryValuesBetweenCommands() throws {
        let result = checkStateMachine("reused keys", KeyModel(), configuration: quiet(cases: 500), describe: KeyModel.describe)
        let example = try #require(result.counterexample, "\(result.report())")
        // (key1 is the oldest live key at step 5, so the simplest reference to write.)
        // Every reference in the shrunk case was made by an earlier step and not yet consumed.
        var live = Set<Bundle<Int>.Reference>()
        for command in example.value {
            switch command {
            case .create(let key): #expect(live.insert(key).inserted)
            case .write(let key, _), .read(let key): #expect(live.contains(key), "\(example.description)")
            case .delete(let key): #expect(live.remove(key) != nil, "\(example.description)")
            }
        }
        #expect(example.description == """
            6 steps:
            1. key0 = create()
            2. key1 = create()
            3. delete(key0)
            4. key2 = create()
            5. write(key1, 1)
            6. read(key2)
            """, "\(example.description)")
        #expect(example.failure.contains("step 6: read key2"), "\(example.failure)")
    }

    @Test func aBundleNumbersItsValuesInOrder() {
        var bundle = Bundle<String>("file")
        #expect(bundle.isEmpty && bundle.reference() == nil && bundle.next.description == "file0")
        let first = bundle.next
        bundle.insert(first)
        bundle.insert(bundle.next)
        bundle.remove(first)
        #expect(bundle.references.map(\.description) == ["file1"] && bundle.next.description == "file2")
        let bundles = Bundles()
        bundles.store("a", as: bundle.next)
        #expect((try? bundles.consume(bundle.next)) == "a")
        #expect((try? bundles.value(bundle.next)) == nil)
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
        #expect(checkStateMachine("counter", Counter(), configuration: quiet()).passed)
    }
}
