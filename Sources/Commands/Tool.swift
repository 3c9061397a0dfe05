import Foundation

/// A command-line tool made of subcommands. A run goes through fixed stages: split off
/// the subcommand's name and pick it, answer `--help`, bind the rest to the command's
/// option table (`Arguments`), let the command validate and run; `report` alone turns a
/// `CLIError` into the message and the exit code.
public struct Tool: Sendable {
    /// The executable's name (`harness`).
    public let name: String
    /// One line on what the tool is for.
    public let summary: String
    /// The subcommands, in help order.
    public let commands: [Command]
    /// Lines printed after the command list (environment variables, notes).
    public let footer: [String]

    /// A tool; see the properties for each part.
    public init(_ name: String, summary: String, commands: [Command], footer: [String] = []) {
        self.name = name
        self.summary = summary
        self.commands = commands
        self.footer = footer
    }

    /// What the first stages made of a command line.
    public enum Parsed: Sendable {
        /// Run `command` with `arguments`.
        case run(Command, Arguments)
        /// Nothing to run: help was printed (0), or a usage error reported (64).
        case finished(Int32)
    }

    /// Splits, picks the subcommand, answers `--help` and binds; prints help or the
    /// usage error itself. `arguments` excludes the executable's own path.
    @MainActor public func parse(_ arguments: [String]) -> Parsed {
        guard let first = arguments.first else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            return .finished(64)
        }
        let rest = Array(arguments.dropFirst())
        if ["help", "--help", "-h"].contains(first) {
            guard let topic = rest.first else {
                print(usage)
                return .finished(0)
            }
            guard rest.count == 1, let command = command(named: topic) else {
                let names = commands.map(\.name).joined(separator: ", ")
                return .finished(report(.usage("help takes one command name (\(names)), not '\(rest.joined(separator: " "))'")))
            }
            print(help(for: command))
            return .finished(0)
        }
        guard let command = command(named: first) else {
            return .finished(report(.usage("unknown command '\(first)'")))
        }
        let options = rest.prefix { $0 != "--" }
        if options.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(help(for: command))
            return .finished(0)
        }
        do throws(CLIError) {
            return .run(command, try Arguments(rest, options: command.options))
        } catch {
            return .finished(report(error, in: command))
        }
    }

    /// Every stage: parse, then the command's body; the exit code. A command without a
    /// body is a usage error here (its tool runs it after `parse`).
    @MainActor public func main(_ arguments: [String]) -> Int32 {
        switch parse(arguments) {
        case .finished(let code):
            return code
        case let .run(command, bound):
            guard let body = command.run else { return report(.usage("\(command.name) cannot run on its own"), in: command) }
            do throws(CLIError) {
                return try body(bound)
            } catch {
                return report(error, in: command)
            }
        }
    }

    /// The one place that decides what a stopped command prints (to standard error) and
    /// which exit code it gets: 64 with a pointer to the help for a usage error, 2 for an
    /// unusable input or output.
    @discardableResult
    public func report(_ error: CLIError, in command: Command? = nil) -> Int32 {
        let prefix = command.map { "\(name) \($0.name)" } ?? name
        var message = "\(prefix): \(error.text)"
        if case .usage = error {
            message += "\nRun '\(name) \(command.map { "\($0.name) --help" } ?? "help")' for usage."
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return error.exitCode
    }

    /// The subcommand called `name`.
    public func command(named name: String) -> Command? { commands.first { $0.name == name } }

    /// The tool's help: its commands with their summaries, then the footer.
    public var usage: String {
        var lines = ["usage: \(name) <command> [options]", "", summary, "", "Commands:"]
        let width = (commands.map(\.name.count) + [4]).max() ?? 4
        for command in commands { lines.append("  " + command.name.padded(to: width) + "  " + command.summary) }
        lines.append("  " + "help".padded(to: width) + "  this text, or a command's help (\(name) help COMMAND)")
        if !footer.isEmpty { lines += [""] + footer }
        lines += ["", "Run '\(name) COMMAND --help' for a command's options and exit codes."]
        return lines.joined(separator: "\n")
    }

    /// One command's help, generated from its table: synopsis, summary, details, every
    /// option with its line, and the exit codes.
    public func help(for command: Command) -> String {
        let synopsis = [name, command.name, command.arguments, command.options.isEmpty ? "" : "[options]"]
            .filter { !$0.isEmpty }.joined(separator: " ")
        var lines = ["usage: \(synopsis)", "", command.summary]
        if !command.details.isEmpty { lines += [""] + command.details }
        let rows = command.options.map { ($0.synopsis, $0.help + ($0.repeatable ? " (repeatable)" : "")) }
            + [("-h, --help", "show this help")]
        let width = rows.map(\.0.count).max() ?? 0
        lines += ["", "Options:"] + rows.map { "  " + $0.0.padded(to: width) + "  " + $0.1 }
        var codes = command.exitCodes
        if !codes.contains(where: { $0.code == 64 }) { codes.append((64, "a usage error (unknown option, bad value)")) }
        lines += ["", "Exit codes:"] + codes.map { "  " + String($0.code).padded(to: 3) + "  " + $0.meaning }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
