import Foundation
import Generators

/// Runs `executable` with `arguments` as a user would from a shell: the environment
/// without the variables that would change a check's behaviour (faults, replay tokens,
/// seeds, scales) unless `environment` sets them, standard output and error together.
/// A process still running after `timeout` seconds is killed with its process group
/// (Foundation starts each child in a group of its own) and exits 137.
func runProcess(_ executable: URL, _ arguments: [String], environment extra: [String: String] = [:],
                directory: URL? = nil, timeout: Int? = nil) throws -> (code: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    for name in ["HARNESS_FAULTS", CheckEnvironment.replayVariable, CheckEnvironment.seedVariable,
                 CheckEnvironment.scaleVariable, CheckEnvironment.randomVariable] {
        environment.removeValue(forKey: name)
    }
    for (name, value) in extra { environment[name] = value }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    if let timeout {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeout)) {
            if process.isRunning { kill(-pid, SIGKILL); kill(pid, SIGKILL) }
        }
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// An executable of this package (`harness`, `harness-bench`), built next to the test
/// bundle by `swift build --build-tests`.
func builtExecutable(_ name: String) throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // The test bundle may be a directory (…/X.xctest/Contents/MacOS/X) or a file (…/X.xctest).
    while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" || folder.lastPathComponent == "Contents" {
        folder.deleteLastPathComponent()
    }
    let url = folder.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw PropertyFailure("no \(name) executable at \(url.path); build with `swift build --build-tests`")
    }
    return url
}

/// The package's root folder (scripts/, docs/ and Counterexamples/ are under it).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
