import Foundation

// The `harness` command: split the arguments, pick the subcommand, bind and validate
// its options, run it; one place decides the message and the exit code.

let usage = """
    usage: harness <command> [options]

      fuzz      run every property round-robin under a budget and save new counterexamples;
                exit 1 some property failed (known or new), 0 none, 2 an unusable --out/--json or a find not saved
                  --seconds N | --cases N   budget (default 60 s)
                  --property NAME|ID        only this property (repeatable; ids such as L1, L2b)
                  --new-only                exit 1 only for new counterexamples
                  --seed S  --jobs N  --shard i/n  --out DIR  --json FILE  --fault NAME  --chunk N
      replay    FILE|TOKEN   reproduce one counterexample; exit 1 still fails, 0 passes now, 2 unusable or stale
                  --trace  --svg PATH  --presentation  --fault NAME  --property NAME  --without-recorded-faults
                  --html PATH               a page to watch: every step drawn, a slider, play on the virtual clock
                a file replays with the faults it records
      shrink    FILE         shrink a saved counterexample again; exit 0 rewritten, 1 already minimal,
                2 unusable, 3 passes now
      import    CRASH --property NAME   turn a libFuzzer crash into a shrunk counterexample file
      report    DIR          a nightly folder as DIR/summary.html, with a replay page per find in DIR/pages/;
                exit 0 written, 2 a folder that cannot be read or a page not written
                  --note TEXT               a line about the campaign for the top of the page (repeatable)
      list                   every property, its invariant and the faults it catches (--names: names only)
      faults                 prove the fault catalogue: --seeds N --cases N --fault NAME --list --list-catchers

    Faults can also be switched on with HARNESS_FAULTS=name,name.
    """

/// The commands `usage` describes, in order.
let commands = ["fuzz", "replay", "shrink", "import", "report", "list", "faults"]

/// One command's part of `usage` (its line and the indented lines under it).
func help(for command: String) -> String? {
    let lines = usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(command) ") }) else { return nil }
    var section = [lines[start]]
    for line in lines[(start + 1)...] {
        guard line.hasPrefix("        ") else { break }
        section.append(line)
    }
    return "usage: harness \(command) [options]\n\n" + section.joined(separator: "\n")
        + "\n\nExit codes: 0 success, 1 a property fails, 2 an input or output cannot be used, 64 a usage error."
}

func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else {
        print(usage)
        return 64
    }
    arguments.removeFirst()
    if commands.contains(command), arguments.contains(where: { $0 == "--help" || $0 == "-h" }), let text = help(for: command) {
        print(text)
        return 0
    }
    do throws(CLIError) {
        switch command {
        case "fuzz":
            return try FuzzCommand(Arguments(arguments, valued: FuzzCommand.valued, switches: FuzzCommand.switches)).run()
        case "replay":
            return try ReplayCommand(Arguments(arguments, valued: ReplayCommand.valued, switches: ReplayCommand.switches)).run()
        case "shrink":
            return try ShrinkCommand(Arguments(arguments, valued: ShrinkCommand.valued, switches: ShrinkCommand.switches)).run()
        case "import":
            return try ImportCommand(Arguments(arguments, valued: ImportCommand.valued, switches: ImportCommand.switches)).run()
        case "report":
            return try ReportCommand(Arguments(arguments, valued: ReportCommand.valued, switches: ReportCommand.switches)).run()
        case "list":
            let parsed = try Arguments(arguments, valued: ListCommand.valued, switches: ListCommand.switches)
            try parsed.noPositional("harness list")
            return ListCommand(namesOnly: parsed.has("names")).run()
        case "faults":
            return try FaultsCommand(Arguments(arguments, valued: FaultsCommand.valued, switches: FaultsCommand.switches)).run()
        case "help", "--help", "-h":
            // `harness help COMMAND` is that command's help; anything else is a usage error.
            guard let topic = arguments.first else {
                print(usage)
                return 0
            }
            guard arguments.count == 1, let text = help(for: topic) else {
                throw .usage("help takes one command name (\(commands.joined(separator: ", "))), not '\(arguments.joined(separator: " "))'")
            }
            print(text)
            return 0
        default:
            throw .usage("unknown command '\(command)'")
        }
    } catch {
        note(error.message)
        return error.exitCode
    }
}

exit(main())
