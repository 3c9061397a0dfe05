/// Why a command stopped before (or instead of) doing its work; `Tool.report` turns it
/// into the message and the exit code, in one place.
public enum CLIError: Error, Equatable {
    /// The command line is wrong (exit 64, sysexits' EX_USAGE).
    case usage(String)
    /// An input file or token cannot be used, or an output cannot be written (exit 2).
    case input(String)

    /// The exit code: 64 for a usage error, 2 for an unusable input or output.
    public var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .input: 2
        }
    }

    /// The text without the tool's prefix.
    public var text: String {
        switch self {
        case .usage(let text), .input(let text): text
        }
    }
}
