import Controls
import Foundation
import Generators
import Harness

/// `harness faults`: the fault catalogue proved. For each fault, its properties run with
/// the fault switched on: caught or not, after how many cases, and how many steps the
/// shrunk counterexample has. Exit 1 when some fault escapes.
struct FaultsCommand {
    static let valued: Set<String> = ["seeds", "cases", "fault"]
    static let switches: Set<String> = ["list"]

    let seeds: Int
    let cases: Int
    let only: Set<Fault>
    let listOnly: Bool

    init(_ arguments: Arguments) throws(CLIError) {
        seeds = try arguments.integer("seeds", in: 1...1_000) ?? 3
        cases = try arguments.integer("cases", in: 1...10_000_000) ?? 2_000
        only = try CommonOptions.faults(arguments)
        listOnly = arguments.has("list")
    }

    func run() -> Int32 {
        let faults = Fault.allCases.filter { only.isEmpty || only.contains($0) }
        if listOnly {
            print(table([["fault", "kind", "control"]] + faults.map { [$0.rawValue, $0.isSeedDefect ? "seed" : "planted", "\($0.control)"] }))
            return 0
        }
        var rows = [["fault", "kind", "caught", "max cases", "max steps", "by"]]
        var escaped = 0
        for fault in faults {
            let properties = Catalog.properties(faults: [fault]).filter { $0.catches.contains(fault) }
            var caught = 0, worstCases = 0, worstSteps = 0
            var by = Set<String>()
            for seed in 1...UInt64(seeds) {
                for property in properties {
                    var configuration = CheckConfiguration.cases(cases)
                    configuration.seed = seed
                    configuration.regressions = nil
                    configuration.recordsIssue = false
                    configuration.enforcesCoverage = false
                    let outcome = property.property.check(configuration: configuration)
                    guard outcome.status == .failed else { continue }
                    caught += 1
                    worstCases = max(worstCases, outcome.cases)
                    worstSteps = max(worstSteps, (outcome.value ?? "").split(separator: "\n").count)
                    by.insert(property.invariant)
                    break
                }
            }
            if caught < seeds { escaped += 1 }
            rows.append([fault.rawValue, fault.isSeedDefect ? "seed" : "planted", "\(caught)/\(seeds)",
                         caught == 0 ? "-" : grouped(worstCases), caught == 0 ? "-" : "\(worstSteps)",
                         properties.isEmpty ? "(no property)" : by.sorted().joined(separator: ", ")])
            note("\(fault.rawValue): caught \(caught)/\(seeds)")
        }
        print(table(rows))
        print("\n\(faults.count - escaped) of \(faults.count) faults caught in every seed (\(seeds) seeds, at most \(grouped(cases)) cases each).")
        return escaped == 0 ? 0 : 1
    }
}
