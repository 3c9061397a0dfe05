import Foundation
import Generators
import Synchronization
import Testing

// The Swift Testing integration of the engine: `check` runs `Generators.runCheck` and
// records a failure as one issue at the caller's location. `Generators` itself links no
// test framework, so tools (the libFuzzer binary, the benchmarks) stay free of it.

/// Checks that `property` holds for values from `generator`.
///
/// Runs `configuration.cases` cases (first the property's saved counterexamples, then
/// generated ones), shrinks the first failure to a minimal one, and, inside a Swift
/// Testing test, records an issue at the caller's location with a report that includes a
/// replay token and the command that replays it. Outside a test the report goes to
/// standard error. A passing check is silent.
///
/// Inside the property, `expectation(_:)`, `expectEqual` or any thrown error fail the
/// case. Swift Testing's `#expect` and `#require` count too: while the property runs,
/// the issue they record is captured and becomes the case's failure (its text and its
/// location), so it is shrunk like any other and reported once, in the final report,
/// instead of once for every value the shrinker tries.
///
/// ```swift
/// import Generators
/// import PropertyTesting
///
/// check("reverse twice is identity", Gen.int().array()) { xs in
///     try expectEqual(Array(xs.reversed().reversed()), xs)
/// }
/// ```
///
/// - Parameters:
///   - name: The property's name: it derives the default seed and names saved files.
///   - generator: Where values come from.
///   - configuration: Cases, seed, budgets; see `CheckConfiguration`.
///   - describe: How the report prints a value (default: `String(reflecting:)`).
///   - property: Throws (e.g. through `expectation`) when the value is a counterexample.
/// - Returns: The result, for tests that inspect it.
@discardableResult
public func check<Value>(_ name: String, _ generator: Gen<Value>, configuration: CheckConfiguration = CheckConfiguration(),
                         describe: @escaping (Value) -> String = { String(reflecting: $0) },
                         fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
                         _ property: @escaping (Value) throws -> Void) -> CheckResult<Value> {
    let result = runCheck(name, generator, configuration: quiet(configuration), describe: describe, filePath: filePath) { value in
        try failingOnIssues { try property(value) }
    }
    recordIfFailed(result, configuration: configuration, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}

/// Checks an asynchronous property; see the synchronous `check` for the details.
///
/// The engine runs on a thread of its own and waits for each case in turn, so cases
/// never overlap and the cooperative thread pool is never blocked.
@discardableResult
public func check<Value>(_ name: String, _ generator: Gen<Value>, configuration: CheckConfiguration = CheckConfiguration(),
                         describe: @escaping @Sendable (Value) -> String = { String(reflecting: $0) },
                         fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
                         _ property: @escaping @Sendable (Value) async throws -> Void) async -> CheckResult<Value> {
    let underTest = Test.current != nil
    let result = await runCheck(name, generator, configuration: quiet(configuration), describe: describe,
                                filePath: filePath) { value in
        try await failingOnIssues(underTest: underTest) { try await property(value) }
    }
    recordIfFailed(result, configuration: configuration, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}

/// Checks a state machine like `Generators.checkStateMachine` (random command sequences
/// on fresh systems from a copy of `model`, shrunk to the shortest failing one, reported
/// as numbered steps, each printed by `describe`) and records a failure as an issue at
/// the caller's location.
@discardableResult
public func checkStateMachine<Machine: StateMachine>(_ name: String, _ model: Machine, maxCommands: Int = 30,
                                                     configuration: CheckConfiguration = CheckConfiguration(),
                                                     describe: @escaping (Machine.Command) -> String = { String(reflecting: $0) },
                                                     fileID: String = #fileID, filePath: String = #filePath,
                                                     line: Int = #line, column: Int = #column) -> CheckResult<[Machine.Command]> {
    checkStateMachine(name, model: { model }, maxCommands: maxCommands, configuration: configuration, describe: describe,
                      fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `checkStateMachine` with a model built afresh by `makeModel` for every case, recording
/// a failure as an issue at the caller's location.
@discardableResult
public func checkStateMachine<Machine: StateMachine>(_ name: String, model makeModel: @escaping @Sendable () -> Machine,
                                                     maxCommands: Int = 30, configuration: CheckConfiguration = CheckConfiguration(),
                                                     describe: @escaping (Machine.Command) -> String = { String(reflecting: $0) },
                                                     fileID: String = #fileID, filePath: String = #filePath,
                                                     line: Int = #line, column: Int = #column) -> CheckResult<[Machine.Command]> {
    let result = Generators.checkStateMachine(name, model: makeModel, maxCommands: maxCommands, configuration: quiet(configuration),
                                              describe: describe, fileID: fileID, filePath: filePath, line: line, column: column)
    recordIfFailed(result, configuration: configuration, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}

/// The configuration the engine runs with: this module does the reporting.
private func quiet(_ configuration: CheckConfiguration) -> CheckConfiguration {
    var quiet = configuration
    quiet.recordsIssue = false
    return quiet
}

/// Records a failed result: in a Swift Testing test, one issue per stale saved file and
/// one for the outcome; elsewhere, the whole report on standard error.
private func recordIfFailed<Value>(_ result: CheckResult<Value>, configuration: CheckConfiguration,
                                   fileID: String, filePath: String, line: Int, column: Int) {
    guard !result.passed, configuration.recordsIssue else { return }
    guard let test = Test.current else {
        FileHandle.standardError.write(Data((result.report() + "\n").utf8))
        return
    }
    // `--filter` takes a regular expression: the function's name, escaped whole (with
    // its parentheses), so `rangeHolds()` does not also run `rangeHoldsWithoutTheBug()`.
    let filter = NSRegularExpression.escapedPattern(for: test.name)
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // One issue per stale file, naming it; then the outcome, unless staleness is all there is.
    for stale in result.staleReplays { Issue.record(Comment(rawValue: stale.description), sourceLocation: location) }
    if case .stale = result.outcome { return }
    Issue.record(Comment(rawValue: result.outcomeReport(replayFilter: filter)), sourceLocation: location)
}
