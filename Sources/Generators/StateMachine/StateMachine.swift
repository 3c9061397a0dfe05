/// A model-based test: a simple model of a system, the commands that drive both, and
/// what must agree between them after each command.
///
/// The engine generates command sequences from the model's state, runs each command on a
/// fresh system, checks its postcondition and the invariant after every step, and shrinks
/// a failing sequence by deleting and simplifying commands.
///
/// The model is a value, so it can be built from parameters; each test case starts from
/// a copy of the model it was given (or from a fresh one made by a closure):
///
/// ```swift
/// struct QueueModel: StateMachine {
///     let capacity: Int
///     var items: [Int] = []
///     func makeSystem() -> BoundedQueue { BoundedQueue(capacity: capacity) }
///     func commands() -> Gen<QueueCommand> { ... }
///     func run(_ command: QueueCommand, on queue: BoundedQueue) throws { ... }
///     mutating func apply(_ command: QueueCommand) { ... }
/// }
/// checkStateMachine("queue", QueueModel(capacity: 2))
/// ```
///
/// Values that one command makes and later ones use (a file handle, an id the system
/// hands out) live in bundles: the model keeps a `Bundle` of references, commands carry
/// the references, and `run(_:on:bundles:)` stores and looks up the values the system
/// returned (see `Bundle` and `Bundles`).
public protocol StateMachine: Sendable {
    /// The real system under test.
    associatedtype System
    /// One step of a test.
    associatedtype Command

    /// A fresh system, for one test case.
    func makeSystem() -> System
    /// The commands that make sense in the current state.
    func commands() -> Gen<Command>
    /// Whether `command` may run in the current state (checked again while shrinking,
    /// since deleting a step can change the state later steps see). Default: always.
    func precondition(_ command: Command) -> Bool
    /// Runs `command` on the system and checks its result against the model (the
    /// postcondition), throwing (e.g. through `expectation`) when they disagree.
    /// Implement this or `run(_:on:bundles:)`.
    func run(_ command: Command, on system: System) throws
    /// `run(_:on:)` with the values earlier commands stored in bundles, for machines
    /// with bundles. Default: `run(_:on:)`.
    func run(_ command: Command, on system: System, bundles: Bundles) throws
    /// Advances the model past `command`.
    mutating func apply(_ command: Command)
    /// What must hold between model and system after every step. Default: nothing.
    func invariant(_ system: System) throws
}

extension StateMachine {
    /// Always true.
    public func precondition(_ command: Command) -> Bool { true }
    /// Nothing to check.
    public func invariant(_ system: System) throws {}
    /// Runs the command without bundles.
    public func run(_ command: Command, on system: System, bundles: Bundles) throws { try run(command, on: system) }
    /// Fails the step: a machine implements this or `run(_:on:bundles:)`.
    public func run(_ command: Command, on system: System) throws {
        throw PropertyFailure("\(Self.self) implements neither run(_:on:) nor run(_:on:bundles:)", fileID: "StateMachine", line: 0)
    }
}

/// A failure of a state-machine test, located at its step.
public struct StateMachineFailure: Error, CustomStringConvertible {
    /// The 1-based step that failed.
    public var step: Int
    /// The underlying failure.
    public var underlying: any Error

    /// "step n: " and the underlying failure.
    public var description: String { "step \(step): \(underlying)" }
}

/// The model's side of a bundle (as in Hypothesis's rule-based state machines): the
/// references to values that earlier commands made, which later commands may use or
/// consume. The values themselves exist only while a case runs, in `Bundles`.
///
/// A command that makes a value carries `next` and the model `insert`s it in `apply`; a
/// command that uses one carries a reference drawn by `reference()`; one that consumes
/// it also `remove`s it in `apply`. Because commands are drawn from the model's state,
/// deleting the step that made a value while shrinking redraws the later references
/// among the values that are left.
public struct Bundle<Element>: Sendable {
    /// A name for one value of the bundle, printed as the bundle's name and a number
    /// ("file0"), numbered in the order the values were made.
    public struct Reference: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The bundle's name.
        public let bundle: String
        /// The value's number in its bundle.
        public let id: Int
        /// The bundle's name and the number.
        public var description: String { "\(bundle)\(id)" }
        /// As `description`, so that commands print their references plainly.
        public var debugDescription: String { description }
    }

    /// The bundle's name, the prefix of its references.
    public let name: String
    /// The references of the values made and not consumed, oldest first.
    public private(set) var references: [Reference] = []
    private var made = 0

    /// An empty bundle called `name`.
    public init(_ name: String) { self.name = name }

    /// Whether the bundle holds no value.
    public var isEmpty: Bool { references.isEmpty }
    /// The reference the next value made will have.
    public var next: Reference { Reference(bundle: name, id: made) }
    /// Records that a command made the value `reference` names (`next`, as a rule).
    public mutating func insert(_ reference: Reference) {
        references.append(reference)
        made = max(made, reference.id + 1)
    }
    /// Records that a command consumed the value `reference` names.
    public mutating func remove(_ reference: Reference) { references.removeAll { $0 == reference } }
    /// One of the references held, the oldest being the simplest; nil when empty.
    public func reference() -> Gen<Reference>? { isEmpty ? nil : Gen.element(of: references) }
}

/// The run's side of bundles: the values that commands made in this test case, by
/// reference. A fresh one is passed to every step of a case through
/// `StateMachine.run(_:on:bundles:)`.
public final class Bundles {
    private struct Key: Hashable {
        let bundle: String
        let id: Int
    }
    private var values: [Key: Any] = [:]

    /// An empty store (`runStateMachine` makes one for every case).
    public init() {}

    /// Stores the value a command made under its reference.
    public func store<Element>(_ value: Element, as reference: Bundle<Element>.Reference) {
        values[Key(bundle: reference.bundle, id: reference.id)] = value
    }

    /// The value `reference` names; throws (failing the step) when no earlier step made it.
    public func value<Element>(_ reference: Bundle<Element>.Reference, fileID: String = #fileID, line: Int = #line) throws -> Element {
        guard let value = values[Key(bundle: reference.bundle, id: reference.id)] as? Element else {
            throw PropertyFailure("\(reference) was not made by an earlier step, or was consumed", fileID: fileID, line: line)
        }
        return value
    }

    /// The value `reference` names, removed from its bundle; throws like `value(_:)`.
    public func consume<Element>(_ reference: Bundle<Element>.Reference, fileID: String = #fileID, line: Int = #line) throws -> Element {
        let value = try value(reference, fileID: fileID, line: line)
        values[Key(bundle: reference.bundle, id: reference.id)] = nil
        return value
    }
}

extension Gen {
    /// Command sequences for a state machine, each command drawn from the model's state
    /// after the commands before it, starting from a copy of `model`. Commands whose
    /// precondition fails are skipped.
    public static func commands<Machine: StateMachine>(from model: Machine, maxLength: Int = 30,
                                                       fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
    -> Gen<[Machine.Command]> where Value == [Machine.Command] {
        commands(from: { model }, maxLength: maxLength, fileID: fileID, line: line, column: column)
    }

    /// Command sequences for a state machine whose initial model `makeModel` builds
    /// afresh for every case; see `commands(from:maxLength:)`.
    public static func commands<Machine: StateMachine>(from makeModel: @escaping @Sendable () -> Machine, maxLength: Int = 30,
                                                       fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
    -> Gen<[Machine.Command]> where Value == [Machine.Command] {
        let label = SpanLabel.at("commands", fileID, line, column)
        return Gen { source throws(GenerationStop) in
            var model = makeModel()
            var commands: [Machine.Command] = []
            while commands.count < maxLength {
                source.beginSpan(label)
                let more = try source.draw(maxRank: 1, isContinuation: true) { $0.chance(1.0 / 12) ? 0 : 1 }
                if more == 0 { source.endSpan(); break }
                let command = try model.commands().generate(source)
                source.endSpan()
                guard model.precondition(command) else { continue }
                model.apply(command)
                commands.append(command)
            }
            return commands
        }
    }
}

/// The report's text for a command sequence: the number of steps, then one numbered
/// line per step, each `describe(step)`.
public func describeSteps<Command>(_ commands: [Command], describe: (Command) -> String = { String(reflecting: $0) }) -> String {
    if commands.isEmpty { return "(no steps)" }
    let header = commands.count == 1 ? "1 step:" : "\(commands.count) steps:"
    return ([header] + commands.enumerated().map { "\($0.offset + 1). \(describe($0.element))" }).joined(separator: "\n")
}

/// Checks a state machine: random command sequences, run on fresh systems from a copy
/// of `model`, must keep every postcondition and invariant. Failures shrink to the
/// shortest sequence of the simplest commands; the report gives the number of steps and
/// lists them, numbered, each printed by `describe` (default: `String(reflecting:)`).
@_disfavoredOverload  // `PropertyTesting.checkStateMachine`, which records the issue, wins in tests.
@discardableResult
public func checkStateMachine<Machine: StateMachine>(_ name: String, _ model: Machine, maxCommands: Int = 30,
                                                     configuration: CheckConfiguration = CheckConfiguration(),
                                                     describe: @escaping (Machine.Command) -> String = { String(reflecting: $0) },
                                                     fileID: String = #fileID, filePath: String = #filePath,
                                                     line: Int = #line, column: Int = #column) -> CheckResult<[Machine.Command]> {
    checkStateMachine(name, model: { model }, maxCommands: maxCommands, configuration: configuration, describe: describe,
                      fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks a state machine whose initial model `makeModel` builds afresh for every case
/// (and every shrink candidate); see `checkStateMachine(_:_:maxCommands:configuration:describe:)`.
@_disfavoredOverload  // as above
@discardableResult
public func checkStateMachine<Machine: StateMachine>(_ name: String, model makeModel: @escaping @Sendable () -> Machine,
                                                     maxCommands: Int = 30, configuration: CheckConfiguration = CheckConfiguration(),
                                                     describe: @escaping (Machine.Command) -> String = { String(reflecting: $0) },
                                                     fileID: String = #fileID, filePath: String = #filePath,
                                                     line: Int = #line, column: Int = #column) -> CheckResult<[Machine.Command]> {
    check(name, Gen<[Machine.Command]>.commands(from: makeModel, maxLength: maxCommands), configuration: configuration,
          describe: { describeSteps($0, describe: describe) },
          fileID: fileID, filePath: filePath, line: line, column: column) { commands in
        try runStateMachine(makeModel(), commands)
    }
}

/// Runs `commands` on a fresh system from a copy of `model`, checking after every step.
public func runStateMachine<Machine: StateMachine>(_ model: Machine, _ commands: [Machine.Command]) throws {
    var model = model
    let system = model.makeSystem()
    let bundles = Bundles()
    for (index, command) in commands.enumerated() where model.precondition(command) {
        do {
            try model.run(command, on: system, bundles: bundles)
            model.apply(command)
            try model.invariant(system)
        } catch let stop as GenerationStop {
            throw stop
        } catch let failure as PropertyFailure {
            // Keep the location, so shrinking treats "the same check failed" as the same failure.
            throw PropertyFailure("step \(index + 1): \(failure.message)", fileID: failure.fileID, line: failure.line)
        } catch {
            throw StateMachineFailure(step: index + 1, underlying: error)
        }
    }
}
