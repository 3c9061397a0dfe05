import Commands
import Foundation
import Harness

/// `harness bench throughput | faults`: the benchmarks that read the catalogue
/// (`CatalogueBench`) for this tool's own properties and faults.
struct BenchCommand {
    static let options: [Option] = [
        .value("cases", "N", "cases per property (throughput, default 10000) or per property and seed (faults, default 2000)"),
        .value("seed", "S", "throughput: the seed (default 1)"),
        .value("seeds", "N", "faults: seeds per fault, 1-1000 (default 20)"),
        .value("property", "NAME|ID", "throughput: only this property (full name, key or id)"),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "bench", arguments: "throughput | faults", summary: "cases per second of every property, or the fault table, for this catalogue",
        details: ["throughput: one line per property, `throughput \"NAME\" cases_per_s=X cases=N passed=true|false`, all faults off.",
                  "faults: every fault hunted by the properties that list it, for seeds 1...N: caught, confirmed with the fault off,",
                  "shrunk within its step limit; the table, `faults F seeds S all_caught_confirmed_and_small=true|false`, and one",
                  "shrunk counterexample per fault."],
        options: options,
        exitCodes: [(0, "every property passed (throughput), every fault caught, confirmed and small (faults)"),
                    (1, "some property failed, or some fault escaped (the reports are on standard error)")],
        run: { arguments throws(CLIError) in try BenchCommand(arguments, catalog: catalog).run() })
    }

    /// Which benchmark.
    enum Kind: String { case throughput, faults }

    let catalog: ToolCatalog
    let kind: Kind
    let cases: Int?
    let seed: UInt64
    let seeds: Int
    let property: String?

    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        guard arguments.positional.count == 1, let name = arguments.positional.first, let kind = Kind(rawValue: name) else {
            throw .usage("bench takes 'throughput' or 'faults', not '\(arguments.positional.joined(separator: " "))'")
        }
        self.kind = kind
        cases = try arguments.integer("cases", in: 1...100_000_000)
        seed = try arguments.unsigned("seed") ?? 1
        seeds = try arguments.integer("seeds", in: 1...1_000) ?? 20
        property = arguments.value("property")
        if kind == .faults, property != nil { throw .usage("bench faults hunts every fault; --property is for bench throughput") }
        if let property, catalog.catalogue.properties(matching: property).isEmpty {
            throw .usage("no property named '\(property)'; '\(catalog.tool) list' shows them (full names, or ids such as \(catalog.exampleID))")
        }
    }

    func run() -> Int32 {
        let passed = switch kind {
        case .throughput: CatalogueBench.throughput(catalog.catalogue, cases: cases ?? 10_000, seed: seed, only: property)
        case .faults: CatalogueBench.faultTable(catalog.catalogue, seeds: seeds, cases: cases ?? 2_000)
        }
        return passed ? 0 : 1
    }
}
