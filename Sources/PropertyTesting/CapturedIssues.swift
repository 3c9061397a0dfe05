import Generators
import Synchronization
import Testing

// `#expect` inside a property. Swift Testing records an issue where an expectation fails;
// the engine only sees thrown errors. Each evaluation therefore runs inside
// `withKnownIssue`, whose matcher takes every issue the property records (and the error it
// so none reaches the test as a failure while the shrinker tries candidates; the first is
// then thrown as a `PropertyFailure` with the issue's text and location (the same location
// means the same failure while shrinking). An error the property throws is kept apart and
// rethrown as it is, so a property written with `expectation` sees no `withKnownIssue` at
// all in its output. (Swift Testing still lists each captured `#expect` as a known issue
// in its console output; `expectation(_:)` and `expectEqual` are the quiet way.)

/// What one evaluation recorded; written by the matcher and the body, read after
/// `withKnownIssue` returns.
private final class CapturedIssues: Sendable {
    private let issues = Mutex<[Issue]>([])
    private let thrown = Mutex<(any Error)?>(nil)

    func append(_ issue: Issue) { issues.withLock { $0.append(issue) } }
    func threw(_ error: any Error) { thrown.withLock { $0 = error } }

    /// Throws what the evaluation amounted to: the first issue an expectation recorded,
    /// as a `PropertyFailure`; otherwise the error the property threw; otherwise nothing.
    func rethrow() throws {
        let recorded = issues.withLock { $0 }
        if let issue = recorded.first(where: { if case .errorCaught = $0.kind { false } else { true } }) {
            throw PropertyFailure(Self.message(issue), fileID: issue.sourceLocation?.fileID ?? "#expect",
                                  line: issue.sourceLocation?.line ?? 0)
        }
        if let error = thrown.withLock({ $0 }) { throw error }
        for issue in recorded {
            if case .errorCaught(let error) = issue.kind { throw error }
        }
    }

    private static func message(_ issue: Issue) -> String {
        let comments = issue.comments.map(\.rawValue).filter { !$0.isEmpty }
        return ([String(describing: issue.kind)] + comments).joined(separator: ": ")
    }
}

/// Runs one evaluation of a property, turning the issues it records into its failure.
/// Outside a Swift Testing test there is nothing to capture and `body` runs as it is.
func failingOnIssues(_ body: () throws -> Void) throws {
    guard Test.current != nil else { return try body() }
    let captured = CapturedIssues()
    withKnownIssue(isIntermittent: true) {
        do { try body() } catch { captured.threw(error) }
    } matching: { issue in
        captures(issue, into: captured)
    }
    try captured.rethrow()
}

/// The asynchronous `failingOnIssues`; `underTest` is whether the `check` was called from
/// a test (the engine's own thread, where this runs, has no `Test.current`).
func failingOnIssues(underTest: Bool, _ body: () async throws -> Void) async throws {
    guard underTest else { return try await body() }
    let captured = CapturedIssues()
    await withKnownIssue(isIntermittent: true) {
        do { try await body() } catch { captured.threw(error) }
    } matching: { issue in
        captures(issue, into: captured)
    }
    try captured.rethrow()
}

/// The matcher: a failure (an error-severity issue) is taken and becomes the case's
/// failure; a warning is left to reach the test as it is.
private func captures(_ issue: Issue, into captured: CapturedIssues) -> Bool {
    #if compiler(>=6.3)
    guard issue.severity == .error else { return false }
    #endif
    captured.append(issue)
    return true
}
