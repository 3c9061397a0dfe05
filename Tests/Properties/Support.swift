import Foundation
import Generators

/// A configuration for checks that are expected to fail inside these tests: no files
/// written, no Swift Testing issue recorded, a fixed seed.
func quiet(cases: Int = 100, seed: UInt64 = 1) -> CheckConfiguration {
    var configuration = CheckConfiguration.cases(cases)
    configuration.seed = seed
    configuration.regressions = nil
    configuration.recordsIssue = false
    return configuration
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pbt-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
