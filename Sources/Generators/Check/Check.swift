import Foundation
import Synchronization
#if canImport(Testing)
import Testing
#endif

/// Checks that `property` holds for values from `generator`.
///
/// Runs `configuration.cases` cases (first the property's saved counterexamples, then
/// generated ones), shrinks the first failure to a minimal one, and, inside a Swift
/// Testing test, records an issue at the caller's location with a report that includes a
/// replay token and the command that replays it. A passing check is silent.
///
/// ```swift
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
    let runner = PropertyRunner(name: name, generator: generator, configuration: configuration, describe: describe,
                                regressionDirectory: configuration.regressions?.resolvedDirectory(callerFilePath: filePath),
                                property: property)
    let result = runner.run(seed: CheckEnvironment.seed(for: name, configured: configuration.seed),
                            replayToken: CheckEnvironment.value(CheckEnvironment.replayVariable) ?? configuration.replay)
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
    let seed = CheckEnvironment.seed(for: name, configured: configuration.seed)
    let token = CheckEnvironment.value(CheckEnvironment.replayVariable) ?? configuration.replay
    let directory = configuration.regressions?.resolvedDirectory(callerFilePath: filePath)
    let box = await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedBox<CheckResult<Value>>, Never>) in
        let work = UncheckedBox {
            let runner = PropertyRunner(name: name, generator: generator, configuration: configuration, describe: describe,
                                        regressionDirectory: directory) { value in
                try blockOnAsync(UncheckedBox(value)) { try await property($0.value) }
            }
            continuation.resume(returning: UncheckedBox(runner.run(seed: seed, replayToken: token)))
        }
        let thread = Thread { work.value() }
        thread.stackSize = 8 << 20
        thread.start()
    }
    recordIfFailed(box.value, configuration: configuration, fileID: fileID, filePath: filePath, line: line, column: column)
    return box.value
}

/// Carries a value across the thread hop of the async `check`. Only one side touches it
/// at a time: the hand-off is ordered by a semaphore or a continuation.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Runs an async operation to completion from the engine's own (non-pool) thread.
private func blockOnAsync<T>(_ input: UncheckedBox<T>, _ operation: @escaping @Sendable (UncheckedBox<T>) async throws -> Void) throws {
    let done = DispatchSemaphore(value: 0)
    let outcome = Mutex<Result<Void, any Error>>(.success(()))
    Task {
        let result: Result<Void, any Error>
        do { try await operation(input); result = .success(()) } catch { result = .failure(error) }
        outcome.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    try outcome.withLock { $0 }.get()
}

private func recordIfFailed<Value>(_ result: CheckResult<Value>, configuration: CheckConfiguration,
                                   fileID: String, filePath: String, line: Int, column: Int) {
    guard !result.passed, configuration.recordsIssue else { return }
    #if canImport(Testing)
    if let test = Test.current {
        // `--filter` takes a regular expression: the function's name, escaped whole (with
        // its parentheses), so `rangeHolds()` does not also run `rangeHoldsWithoutTheBug()`.
        let filter = NSRegularExpression.escapedPattern(for: test.name)
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        // One issue per stale file, naming it; then the outcome, unless staleness is all there is.
        for stale in result.staleReplays { Issue.record(Comment(rawValue: stale.description), sourceLocation: location) }
        if case .stale = result.outcome { return }
        Issue.record(Comment(rawValue: result.outcomeReport(replayFilter: filter)), sourceLocation: location)
        return
    }
    #endif
    FileHandle.standardError.write(Data((result.report() + "\n").utf8))
}
