import Foundation

/// The command that reproduces a harness find when pasted at the package root.
///
/// The engine's own report ends with `Replay: PBT_REPLAY='…' swift test`, which is right
/// for a property run by a test, but not for a harness find: `swift test` runs every
/// test with every fault off. So harness reports drop that line and end with this one.
public enum Reproduction {
    /// How the commands start: pasteable from the package root on any machine.
    public static let prefix = "swift run -c release harness"

    /// `harness replay 'FILE'`: the file records its property and its faults.
    public static func replay(file: String) -> String { "\(prefix) replay \(quoted(file)) --trace" }

    /// `harness replay 'TOKEN' --property 'NAME' --fault F …`: a token names neither.
    public static func replay(token: String, property: String, faults: [String]) -> String {
        "\(prefix) replay \(quoted(token)) --property \(quoted(property))" + faults.sorted().map { " --fault \($0)" }.joined()
            + " --trace"
    }

    /// `report` without the engine's `Replay:` line, ending with `Reproduce: command`.
    public static func report(_ report: String, reproducedBy command: String) -> String {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Replay: ") }
        return lines.joined(separator: "\n") + "\nReproduce: " + command
    }

    /// A shell word: single quotes, with any single quote closed, escaped and reopened.
    public static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
