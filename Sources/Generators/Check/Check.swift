import Foundation
import Synchronization

// The engine's entry points. `Generators` imports only the standard library and Foundation
// (and Synchronization, part of the toolchain's standard library): the Swift Testing
// integration, `check`, lives in the `PropertyTesting` module, built on `runCheck`.

/// Runs the property `property` over values from `generator`, with no test framework.
///
/// Runs `configuration.cases` cases (first the property's saved counterexamples, then
/// generated ones) and shrinks the first failure to a minimal one. When it fails and
/// `configuration.recordsIssue` is on, the report goes to standard error; tools that print
/// their own (benchmarks, the fuzzer) turn `recordsIssue` off and read the result. A
/// passing check is silent. In a Swift Testing test use `check` from `PropertyTesting`,
/// which records the report as an issue at the caller's location.
///
/// ```swift
/// let result = runCheck("reverse twice is identity", Gen.int().array()) { xs in
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
public func runCheck<Value>(_ name: String, _ generator: Gen<Value>, configuration: CheckConfiguration = CheckConfiguration(),
                            describe: @escaping (Value) -> String = { String(reflecting: $0) },
                            filePath: String = #filePath,
                            _ property: @escaping (Value) throws -> Void) -> CheckResult<Value> {
    let runner = PropertyRunner(name: name, generator: generator, configuration: configuration, describe: describe,
                                regressionDirectory: configuration.regressions?.resolvedDirectory(callerFilePath: filePath),
                                property: property)
    let result = runner.run(seed: CheckEnvironment.seed(for: name, configured: configuration.seed),
                            replayToken: CheckEnvironment.value(CheckEnvironment.replayVariable) ?? configuration.replay)
    reportIfFailed(result, configuration: configuration)
    return result
}

/// `runCheck` under the name and signature `checkStateMachine` calls; internal, so that
/// the public `check` is `PropertyTesting`'s alone.
@discardableResult
func check<Value>(_ name: String, _ generator: Gen<Value>, configuration: CheckConfiguration = CheckConfiguration(),
                  describe: @escaping (Value) -> String = { String(reflecting: $0) },
                  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
                  _ property: @escaping (Value) throws -> Void) -> CheckResult<Value> {
    runCheck(name, generator, configuration: configuration, describe: describe, filePath: filePath, property)
}

/// Runs an asynchronous property with no test framework; see the synchronous `runCheck`.
///
/// The engine runs on a thread of its own and waits for each case in turn, so cases
/// never overlap and the cooperative thread pool is never blocked.
@discardableResult
public func runCheck<Value>(_ name: String, _ generator: Gen<Value>, configuration: CheckConfiguration = CheckConfiguration(),
                            describe: @escaping @Sendable (Value) -> String = { String(reflecting: $0) },
                            filePath: String = #filePath,
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
    reportIfFailed(box.value, configuration: configuration)
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

/// Outside a test framework a failure's report goes to standard error, unless turned off.
private func reportIfFailed<Value>(_ result: CheckResult<Value>, configuration: CheckConfiguration) {
    guard !result.passed, configuration.recordsIssue else { return }
    FileHandle.standardError.write(Data((result.report() + "\n").utf8))
}
