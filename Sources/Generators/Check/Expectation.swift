/// A property's way of saying "this case fails". Thrown by `expectation(_:_:)`; any
/// other thrown error fails the case too.
public struct PropertyFailure: Error, CustomStringConvertible, Sendable {
    /// What the property said.
    public var message: String
    /// Where the expectation was written; failures at the same place are "the same failure"
    /// for shrinking.
    public var fileID: String
    /// The line of the expectation.
    public var line: Int

    /// A failure with a message, located at the caller.
    public init(_ message: String, fileID: String = #fileID, line: Int = #line) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(message) (\(fileID):\(line))" }
}

/// Fails the current case unless `condition` holds.
///
/// Use this (or throw any error) inside a property: the engine sees the failure and shrinks
/// it. It works everywhere (tests, the fuzzer, tools). `PropertyTesting.check` also turns a
/// Swift Testing `#expect` into the case's failure, but only inside a test, and Swift
/// Testing lists each captured `#expect` as a known issue on the console.
public func expectation(_ condition: Bool, _ message: @autoclosure () -> String = "expectation failed",
                        fileID: String = #fileID, line: Int = #line) throws(PropertyFailure) {
    if !condition { throw PropertyFailure(message(), fileID: fileID, line: line) }
}

/// Fails the current case unless `actual == expected`, showing both.
public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ message: @autoclosure () -> String = "",
                                      fileID: String = #fileID, line: Int = #line) throws(PropertyFailure) {
    if actual != expected {
        let note = message()
        throw PropertyFailure("\(note.isEmpty ? "" : note + ": ")\(actual) is not \(expected)", fileID: fileID, line: line)
    }
}

/// Discards the current case unless `condition` holds: it is neither a pass nor a
/// failure, and does not count toward the number of cases.
public func assume(_ condition: Bool) throws(GenerationStop) {
    if !condition { throw .discarded }
}

/// The signature by which two failures are "the same" while shrinking: the error's type,
/// plus its location for `PropertyFailure`.
func failureSignature(of error: any Error) -> String {
    if let failure = error as? PropertyFailure { return "PropertyFailure@\(failure.fileID):\(failure.line)" }
    return String(reflecting: type(of: error))
}
