import Commands
import Testing

/// The shared argument parser: binding to an option table, and help generated from it.
@Suite struct CommandsTests {
    static let options: [Option] = [
        .value("seconds", "N", "budget in seconds"),
        .value("fault", "NAME", "a fault", repeatable: true),
        .flag("trace", "print the trace"),
    ]
    static let command = Command("try", arguments: "FILE", summary: "a command to test the parser", details: ["More words."],
                                 options: options, exitCodes: [(0, "fine"), (1, "broken")])
    static let tool = Tool("tool", summary: "A tool.", commands: [command], footer: ["A footer."])

    static func bound(_ arguments: [String]) -> Result<Arguments, CLIError> {
        do throws(CLIError) { return .success(try Arguments(arguments, options: options)) } catch { return .failure(error) }
    }

    @Test func bindsValuesSwitchesAndPositionals() throws {
        let arguments = try Self.bound(["a", "--seconds", "5", "--fault=x", "--fault", "y", "--trace", "b", "--", "--trace=c"]).get()
        #expect(arguments.value("seconds") == "5")
        #expect(arguments.all("fault") == ["x", "y"])
        #expect(arguments.has("trace"))
        #expect(arguments.positional == ["a", "b", "--trace=c"])
        #expect(try arguments.integer("seconds", in: 1...10) == 5)
    }

    @Test func refusesWhatTheTableDoesNotAllow() {
        for (arguments, message) in [(["--bogus"], "unknown option --bogus"), (["--seconds"], "--seconds needs a value"),
                                     (["--trace=yes"], "--trace takes no value")] {
            guard case .failure(let error) = Self.bound(arguments) else {
                Issue.record("\(arguments) was accepted")
                continue
            }
            #expect(error == .usage(message) && error.exitCode == 64, "\(arguments): \(error)")
        }
        #expect(CLIError.input("x").exitCode == 2)
    }

    @Test func helpListsEveryOptionAndExitCode() {
        let help = Self.tool.help(for: Self.command)
        #expect(help.hasPrefix("usage: tool try FILE [options]\n"), "\(help)")
        for option in Self.options {
            #expect(help.contains("  \(option.synopsis)  ") || help.contains("  \(option.synopsis) "), "\(option.name) missing:\n\(help)")
            #expect(help.contains(option.help), "\(option.name)'s line missing:\n\(help)")
        }
        #expect(help.contains("a fault (repeatable)"))
        #expect(help.contains("-h, --help"))
        for code in ["0    fine", "1    broken", "64   a usage error"] { #expect(help.contains(code), "\(code):\n\(help)") }
        let usage = Self.tool.usage
        #expect(usage.hasPrefix("usage: tool <command>"))
        #expect(usage.contains("  try   a command to test the parser") && usage.contains("A footer."), "\(usage)")
    }

    @MainActor @Test func stagesEndInTheRightExitCodes() {
        func code(_ arguments: [String]) -> Int32? {
            if case .finished(let code) = Self.tool.parse(arguments) { return code }
            return nil
        }
        #expect(code([]) == 64)
        #expect(code(["nope"]) == 64)
        #expect(code(["--help"]) == 0 && code(["help"]) == 0 && code(["help", "try"]) == 0 && code(["try", "-h"]) == 0)
        #expect(code(["help", "nope"]) == 64)
        #expect(code(["try", "--bogus"]) == 64)
        #expect(code(["try", "FILE"]) == nil)
        // A command without a body cannot run through `main`.
        #expect(Self.tool.main(["try", "FILE"]) == 64)
    }
}
