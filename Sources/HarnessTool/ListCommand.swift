import Commands
import Harness

/// `harness list`: every property, the invariant it checks and the faults it catches.
struct ListCommand {
    static let options: [Option] = [
        .flag("names", "print only the names, one per line (for scripts)"),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "list", summary: "every property, its invariant and the faults it catches", options: options,
        exitCodes: [(0, "listed")],
        run: { arguments throws(CLIError) in
            try arguments.noPositional("harness list")
            return ListCommand(catalog: catalog, namesOnly: arguments.has("names")).run()
        })
    }

    /// The catalogue listed.
    let catalog: ToolCatalog
    /// Only the names, one per line (for scripts).
    let namesOnly: Bool

    func run() -> Int32 {
        if namesOnly {
            for property in catalog.properties([]) { print(property.name) }
            return 0
        }
        var rows = [["property", "invariant", "control", "catches"]]
        for property in catalog.properties([]) {
            rows.append([property.name, property.invariant, property.control,
                         property.catches.isEmpty ? "-" : property.catches.map(\.rawValue).joined(separator: ", ")])
        }
        print(table(rows))
        for property in catalog.properties([]) where !property.property.summary.isEmpty {
            print("\n\(property.name): \(property.property.summary)")
        }
        return 0
    }
}
