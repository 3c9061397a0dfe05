/// A model-based test: a simple model of a system, the commands that drive both, and
/// what must agree between them after each command.
///
/// The engine generates command sequences from the model's state, runs each command on a
/// fresh system, checks its postcondition and the invariant after every step, and shrinks
/// a failing sequence by deleting and simplifying commands.
///
/// ```swift
/// struct QueueModel: StateMachine {
///     var items: [Int] = []
///     func makeSystem() -> BoundedQueue { BoundedQueue(capacity: 2) }
///     func commands() -> Gen<QueueCommand> { ... }
///     func run(_ command: QueueCommand, on queue: BoundedQueue) throws { ... }
///     mutating func apply(_ command: QueueCommand) { ... }
/// }
/// checkStateMachine("queue", QueueModel.self)
/// ```
public protocol StateMachine: SendableMetatype {
    /// The real system under test.
    associatedtype System
    /// One step of a test.
    associatedtype Command

    /// The model's initial state.
    init()
    /// A fresh system, for one test case.
    func makeSystem() -> System
    /// The commands that make sense in the current state.
    func commands() -> Gen<Command>
    /// Whether `command` may run in the current state (checked again while shrinking,
    /// since deleting a step can change the state later steps see). Default: always.
    func precondition(_ command: Command) -> Bool
    /// Runs `command` on the system and checks its result against the model (the
    /// postcondition), throwing (e.g. through `expectation`) when they disagree.
    func run(_ command: Command, on system: System) throws
    /// Advances the model past `command`.
    mutating func apply(_ command: Command)
    /// What must hold between model and system after every step. Default: nothing.
    func invariant(_ system: System) throws
}

extension StateMachine {
    public func precondition(_ command: Command) -> Bool { true }
    public func invariant(_ system: System) throws {}
}

/// A failure of a state-machine test, located at its step.
public struct StateMachineFailure: Error, CustomStringConvertible {
    /// The 1-based step that failed.
    public var step: Int
    /// The underlying failure.
    public var underlying: any Error

    public var description: String { "step \(step): \(underlying)" }
}

extension Gen {
    /// Command sequences for a state machine, each command drawn from the model's state
    /// after the commands before it. Commands whose precondition fails are skipped.
    public static func commands<Machine: StateMachine>(for machine: Machine.Type, maxLength: Int = 30,
                                                       fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
    -> Gen<[Machine.Command]> where Value == [Machine.Command] {
        let label = SpanLabel.at("commands", fileID, line, column)
        return Gen { source throws(GenerationStop) in
            var model = Machine()
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

/// Checks a state machine: random command sequences, run on fresh systems, must keep
/// every postcondition and invariant. Failures shrink to the shortest sequence of the
/// simplest commands; the report lists them as numbered steps.
@_disfavoredOverload  // `PropertyTesting.checkStateMachine`, which records the issue, wins in tests.
@discardableResult
public func checkStateMachine<Machine: StateMachine>(_ name: String, _ machine: Machine.Type, maxCommands: Int = 30,
                                                     configuration: CheckConfiguration = CheckConfiguration(),
                                                     fileID: String = #fileID, filePath: String = #filePath,
                                                     line: Int = #line, column: Int = #column) -> CheckResult<[Machine.Command]> {
    check(name, Gen<[Machine.Command]>.commands(for: machine, maxLength: maxCommands), configuration: configuration,
          describe: { commands in
              commands.isEmpty ? "(no commands)"
                  : commands.enumerated().map { "\($0.offset + 1). \(String(reflecting: $0.element))" }.joined(separator: "\n")
          },
          fileID: fileID, filePath: filePath, line: line, column: column) { commands in
        try runStateMachine(machine, commands)
    }
}

/// Runs `commands` on a fresh system and model, checking after every step.
public func runStateMachine<Machine: StateMachine>(_ machine: Machine.Type, _ commands: [Machine.Command]) throws {
    var model = Machine()
    let system = model.makeSystem()
    for (index, command) in commands.enumerated() where model.precondition(command) {
        do {
            try model.run(command, on: system)
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
