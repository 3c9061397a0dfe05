import Commands
import Harness

/// `harness list`: every property, the invariant it checks and the faults it catches.
struct ListCommand {
    static let options: [Option] = [
        .flag("names", "print only the names, one per line (for scripts)"),
        .flag("keys", "print each property's key and name, tab-separated, one per line (for scripts)"),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "list", summary: "every property, its invariant and the faults it catches",
        details: ["A key is the invariant id in lower case (l1), with the control's name before it where several controls keep",
                  "the id (lockcontrol_u1, for the generic U1-U9); the libFuzzer targets are named after it (harness_l1_fuzzer)."],
        options: options,
        exitCodes: [(0, "listed")],
        run: { arguments throws(CLIError) in
            try arguments.noPositional("harness list")
            if arguments.has("names"), arguments.has("keys") { throw .usage("list takes --names or --keys, not both") }
            return ListCommand(catalog: catalog, namesOnly: arguments.has("names"), keys: arguments.has("keys")).run()
        })
    }

    /// The catalogue listed.
    let catalog: ToolCatalog
    /// Only the names, one per line (for scripts).
    let namesOnly: Bool
    /// Keys and names, tab-separated (for scripts).
    var keys = false

    func run() -> Int32 {
        if keys {
            for (key, property) in catalog.catalogue.keyed() { print(key + "\t" + property.name) }
            return 0
        }
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
