import Commands
import Foundation

/// The `harness` command line for any catalogue: fuzz, replay, run, shrink, import,
/// report, list, faults, bench, solve and (with a gallery) render, with generated `--help` and the usage
/// exit codes. A package of its own calls `HarnessCLI.main(catalog:)` from a one-line
/// `main.swift` and gets every tool for its properties.
public enum HarnessCLI {
    /// The tool for `catalog`: its subcommands and help text. `render` is there only
    /// when the catalogue has a gallery.
    public static func tool(for catalog: ToolCatalog) -> Tool {
        var commands = [FuzzCommand.command(catalog), ReplayCommand.command(catalog), RunCommand.command(catalog),
                        ShrinkCommand.command(catalog), ImportCommand.command(catalog), ReportCommand.command(catalog),
                     ListCommand.command(catalog), FaultsCommand.command(catalog), BenchCommand.command(catalog), SolveCommand.command]
        if catalog.gallery != nil { commands.append(RenderCommand.command(catalog)) }
        return Tool(catalog.tool, summary: catalog.summary, commands: commands,
                    footer: ["Faults can also be switched on with HARNESS_FAULTS=name,name.",
                             "Exit codes: 0 success, 1 a property fails, 2 an input or output cannot be used, 64 a usage error."])
    }

    /// Runs the tool for `catalog` on `arguments` (without the executable's path); the exit code.
    @MainActor public static func run(_ arguments: [String], catalog: ToolCatalog) -> Int32 {
        tool(for: catalog).main(arguments)
    }

    /// Runs the tool for `catalog` on the process's command line and exits with its code.
    @MainActor public static func main(catalog: ToolCatalog) -> Never {
        exit(run(Array(CommandLine.arguments.dropFirst()), catalog: catalog))
    }
}
