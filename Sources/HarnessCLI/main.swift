import Commands
import Foundation

// The `harness` command. `Tool` runs the stages (pick the subcommand, answer --help,
// bind the options to the command's table, validate and run) and decides every usage
// message and exit code; each command's table lives beside its code.

let harness = Tool(
    "harness",
    summary: "Property-based testing and fuzzing of the seed controls and their layouts.",
    commands: [FuzzCommand.command, ReplayCommand.command, RunCommand.command, ShrinkCommand.command,
               ImportCommand.command, ReportCommand.command, ListCommand.command, FaultsCommand.command,
               SolveCommand.command, RenderCommand.command],
    footer: ["Faults can also be switched on with HARNESS_FAULTS=name,name.",
             "Exit codes: 0 success, 1 a property fails, 2 an input or output cannot be used, 64 a usage error."])

exit(harness.main(Array(CommandLine.arguments.dropFirst())))
