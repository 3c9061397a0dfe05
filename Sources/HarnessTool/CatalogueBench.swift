import Foundation
import Generators
import Harness

/// The benchmarks that read a catalogue, for any catalogue: every property's cases per
/// second (all faults off), and the fault table (every fault hunted by the properties
/// that list it, over fixed seeds and budgets). `harness-bench harness` and
/// `harness-bench faults` run them on the seed catalogue (scripts/bench-harness.sh,
/// scripts/fault-table.sh); `TOOL bench throughput` and `TOOL bench faults` on the
/// catalogue handed to `HarnessCLI.main(catalog:)`.
///
/// Results go to `output` line by line (stdout by default), progress and the reports of
/// what failed to `progress` (stderr by default), so a long table shows as it goes.
public enum CatalogueBench {
    /// Checks every property of `catalogue` (or those `only` names: a full name, a key
    /// or an id) with `cases` cases and `seed`, all faults off, and prints one line per
    /// property: `throughput "NAME" cases_per_s=X cases=N passed=true|false`. A property
    /// that does not pass gets its report on `progress`.
    ///
    /// - Returns: true when every property passed.
    @discardableResult
    public static func throughput(_ catalogue: Catalogue, cases: Int = 10_000, seed: UInt64 = 1, only: String? = nil,
                                  output: (String) -> Void = { print($0) },
                                  progress: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Bool {
        var failures = 0
        let properties = only.map { catalogue.properties(matching: $0) } ?? catalogue.properties()
        for harness in properties {
            var configuration = CheckConfiguration.cases(cases)
            configuration.seed = seed
            configuration.regressions = nil
            configuration.recordsIssue = false
            let clock = ContinuousClock()
            let start = clock.now
            let outcome = harness.property.check(configuration: configuration)
            let elapsed = seconds(clock.now - start)
            let passed = outcome.status == .passed
            if !passed {
                failures += 1
                progress("\(harness.name): \(outcome.status)\n\(outcome.report)")
            }
            output("throughput \"\(harness.name)\" cases_per_s=\(String(format: "%.1f", Double(outcome.cases) / max(elapsed, 1e-9))) "
                   + "cases=\(outcome.cases) passed=\(passed)")
        }
        return failures == 0
    }

    /// Hunts every fault of `catalogue` with seeds 1...`seeds`, `cases` cases per property
    /// that lists it and seed, and prints the table (`FaultCatalogue.table`), the summary
    /// line `faults F seeds S all_caught_confirmed_and_small=true|false`, then one shrunk
    /// counterexample per fault (its first seed's). A fault that escapes a seed (not
    /// caught, not confirmed with the fault off, or shrunk to more steps than its limit)
    /// is reported on `progress`.
    ///
    /// - Returns: true when every fault was caught, confirmed and small for every seed.
    @discardableResult
    public static func faultTable(_ catalogue: Catalogue, seeds: Int = 20, cases: Int = 2_000,
                                  output: (String) -> Void = { print($0) },
                                  progress: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Bool {
        var rows: [[FaultCatalogue.Catch]] = []
        var bad = 0
        for fault in catalogue.faults {
            let catches = (1...UInt64(max(seeds, 1))).map { FaultCatalogue.hunt(fault, seed: $0, cases: cases, in: catalogue) }
            rows.append(catches)
            let limit = FaultCatalogue.stepLimit(for: fault)
            let escaped = catches.filter { !$0.confirmed || ($0.steps ?? .max) > limit }
            if !escaped.isEmpty { bad += 1 }
            for item in escaped {
                let verdict = item.caught ? (item.confirmed ? "\(item.steps ?? 0) steps" : "not confirmed with the fault off") : "not caught"
                progress("\(fault) seed \(item.seed): \(verdict)\n\(item.reproducibleReport ?? "")")
            }
            progress("\(fault): done")
        }
        output(FaultCatalogue.table(rows))
        output("faults \(catalogue.faults.count) seeds \(seeds) all_caught_confirmed_and_small=\(bad == 0)")
        for catches in rows {
            guard let first = catches.first, let example = first.counterexample else { continue }
            output("\n# \(first.fault) (seed \(first.seed), \(first.property ?? "-")):\n\(example)")
        }
        return bad == 0
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
