import Foundation

/// A command line split into options and positional arguments, the first stage of
/// every subcommand (then bind, validate, run).
struct Arguments {
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Arguments that are not options, in order.
    private(set) var positional: [String] = []

    /// Splits `arguments`; `valued` names the options that take a value (`--out DIR` or
    /// `--out=DIR`), `switches` those that do not.
    init(_ arguments: [String], valued: Set<String>, switches: Set<String>) throws(CLIError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--"), argument != "--" else {
                positional.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = String(parts[0].dropFirst(2))
            if switches.contains(name), parts.count == 1 {
                flags.insert(name)
            } else if valued.contains(name) {
                guard let value = parts.count == 2 ? parts[1] : rest.popFirst() else {
                    throw .usage("--\(name) needs a value")
                }
                values[name, default: []].append(value)
            } else {
                throw .usage("unknown option --\(name)")
            }
        }
    }

    /// Whether a switch was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
    /// The last value of an option.
    func value(_ name: String) -> String? { values[name]?.last }
    /// Every value of a repeatable option.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// An integer option within `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage("--\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
        }
        return number
    }

    /// The most seconds a budget may name: about 31 years, far beyond any campaign, and
    /// small enough that no clock arithmetic on it overflows.
    static let maxSeconds = 1e9

    /// A number of seconds, positive and at most `maxSeconds`.
    func seconds(_ name: String) throws(CLIError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number > 0, number <= Self.maxSeconds else {
            throw .usage("--\(name) must be a number of seconds above 0 and at most \(Int(Self.maxSeconds)), not '\(text)'")
        }
        return number
    }

    /// Refuses positional arguments where a command takes none (a stray `10` is not a
    /// budget: `--seconds 10` is).
    func noPositional(_ command: String) throws(CLIError) {
        guard let first = positional.first else { return }
        throw .usage("\(command) takes no argument '\(first)'; options start with --")
    }
}

/// Why the command stopped early; decides the message and the exit code.
enum CLIError: Error {
    /// The command line is wrong (exit 64, as sysexits' EX_USAGE).
    case usage(String)
    /// An input file or token cannot be used (exit 2).
    case input(String)

    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .input: 2
        }
    }

    var message: String {
        switch self {
        case .usage(let text): "harness: \(text)\nRun 'harness help' for usage."
        case .input(let text): "harness: \(text)"
        }
    }
}
