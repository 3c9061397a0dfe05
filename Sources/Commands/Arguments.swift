import Foundation

/// A command line bound to a command's option table: the options it gave, with their
/// values, and the positional arguments. Built by `Tool.parse` (the split and bind
/// stages); the command's initialiser validates what it reads from it.
public struct Arguments: Sendable {
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Arguments that are not options, in order (everything after a lone `--` is one).
    public private(set) var positional: [String] = []

    /// Binds `arguments` to `options`. An option takes its value as `--out DIR` or
    /// `--out=DIR`; a switch takes none (`--trace=yes` is refused).
    ///
    /// - Throws: `CLIError.usage` for an option not in the table, a missing value, or a
    ///   value given to a switch.
    public init(_ arguments: [String], options: [Option]) throws(CLIError) {
        let table = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                positional.append(contentsOf: rest)
                break
            }
            guard argument.hasPrefix("--") else {
                positional.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = String(parts[0].dropFirst(2))
            guard let option = table[name] else { throw .usage("unknown option --\(name)") }
            if option.takesValue {
                guard let value = parts.count == 2 ? parts[1] : rest.popFirst() else {
                    throw .usage("--\(name) needs a value")
                }
                values[name, default: []].append(value)
            } else {
                guard parts.count == 1 else { throw .usage("--\(name) takes no value") }
                flags.insert(name)
            }
        }
    }

    /// Whether a switch was given.
    public func has(_ name: String) -> Bool { flags.contains(name) }
    /// The last value of an option.
    public func value(_ name: String) -> String? { values[name]?.last }
    /// Every value of a repeatable option, in order.
    public func all(_ name: String) -> [String] { values[name] ?? [] }

    /// An integer option within `range`, or nil when it was not given.
    ///
    /// - Throws: `CLIError.usage` when the value is not a whole number in `range`.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage("--\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
        }
        return number
    }

    /// An unsigned 64-bit option given as decimal or 0x-hex, or nil when it was not given.
    ///
    /// - Throws: `CLIError.usage` when the value is not such a number.
    public func unsigned(_ name: String) throws(CLIError) -> UInt64? {
        guard let text = value(name) else { return nil }
        let parsed = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let number = parsed else { throw .usage("--\(name) must be a number (decimal or 0x-hex), not '\(text)'") }
        return number
    }

    /// The most seconds a budget may name: about 31 years, far beyond any campaign, and
    /// small enough that no clock arithmetic on it overflows.
    public static let maxSeconds = 1e9

    /// A number of seconds, above 0 and at most `maxSeconds`, or nil when not given.
    ///
    /// - Throws: `CLIError.usage` for anything else (hex, `inf`, `nan`, units).
    public func seconds(_ name: String) throws(CLIError) -> Double? {
        guard let text = value(name) else { return nil }
        // Plain decimal only: Double(_:) would also take "0x10" (hex) and "inf".
        let decimal = !text.isEmpty && text.allSatisfy { "0123456789.eE+-".contains($0) }
        guard decimal, let number = Double(text), number > 0, number <= Self.maxSeconds else {
            throw .usage("--\(name) must be a number of seconds above 0 and at most \(Int(Self.maxSeconds)), not '\(text)'")
        }
        return number
    }

    /// Refuses positional arguments where a command takes none (a stray `10` is not a
    /// budget: `--seconds 10` is).
    ///
    /// - Throws: `CLIError.usage` naming the first positional argument.
    public func noPositional(_ command: String) throws(CLIError) {
        guard let first = positional.first else { return }
        throw .usage("\(command) takes no argument '\(first)'; options start with --")
    }
}
