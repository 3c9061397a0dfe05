import Commands
import Foundation
import Generators
import Harness

/// `harness faults`: the fault catalogue proved. For each fault, its properties run with
/// the fault switched on (`FaultCatalogue.hunt`): caught or not, after how many cases,
/// and how many steps the shrunk counterexample has. Exit 1 when some fault escapes or
/// shrinks past its step limit.
struct FaultsCommand {
    static let options: [Option] = [
        .value("seeds", "N", "seeds per fault, 1-1000 (default 3)"),
        .value("cases", "N", "cases per property and seed (default 2000)"),
        .value("fault", "NAME", "only this fault (or NAME,NAME)", repeatable: true),
        .flag("list", "name every fault, its kind and its control, and stop"),
        .flag("list-catchers", "print one 'fault<TAB>property' line per fault and property that lists it"),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "faults", summary: "prove the fault catalogue: every fault hunted with its properties, caught and shrunk",
        options: options,
        exitCodes: [(0, "every fault caught and confirmed in every seed within its step limit"),
                    (1, "some fault escaped or shrank past its step limit")],
        run: { arguments throws(CLIError) in try FaultsCommand(arguments, catalog: catalog).run() })
    }

    /// The catalogue whose properties and faults this command uses.
    let catalog: ToolCatalog
    let seeds: Int
    let cases: Int
    let only: Set<Fault>
    let listOnly: Bool
    let listCatchers: Bool

    /// The command bound to `arguments`, for `catalog`'s properties.
    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        try arguments.noPositional("harness faults")
        seeds = try arguments.integer("seeds", in: 1...1_000) ?? 3
        cases = try arguments.integer("cases", in: 1...10_000_000) ?? 2_000
        only = try CommonOptions.faults(arguments, catalog: catalog)
        listOnly = arguments.has("list")
        listCatchers = arguments.has("list-catchers")
    }

    func run() -> Int32 {
        let faults = catalog.faults.filter { only.isEmpty || only.contains($0) }
        if listCatchers {
            // One "fault<TAB>property" line per fault and property that lists it (for scripts).
            for fault in faults {
                for harness in catalog.properties([]) where harness.catches.contains(fault) { print("\(fault.rawValue)\t\(harness.name)") }
            }
            return 0
        }
        if listOnly {
            print(table([["fault", "kind", "control"]] + faults.map { [$0.rawValue, $0.isSeedDefect ? "seed" : "planted", "\($0.control)"] }))
            return 0
        }
        var rows: [[FaultCatalogue.Catch]] = []
        var escaped = 0
        for fault in faults {
            let catches = (1...UInt64(seeds)).map { catalog.hunt(fault, seed: $0, cases: cases) }
            let caught = catches.filter(\.caught).count
            let confirmed = catches.filter(\.confirmed).count
            let tooLong = catches.contains { ($0.steps ?? 0) > FaultCatalogue.stepLimit(for: fault) }
            if confirmed < seeds || tooLong { escaped += 1 }
            rows.append(catches)
            note("\(fault.rawValue): caught \(caught)/\(seeds), confirmed with the fault off \(confirmed)/\(seeds)"
                 + (tooLong ? ", a counterexample over the step limit" : ""))
        }
        print(FaultCatalogue.table(rows))
        print("\n\(faults.count - escaped) of \(faults.count) faults caught and confirmed in every seed within the step limit "
              + "(\(counted(seeds, "seed", "seeds")), at most \(counted(cases, "case", "cases")) per property).")
        return escaped == 0 ? 0 : 1
    }
}
