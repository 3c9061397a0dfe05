import Generators
import Harness
import SeedProperties
import Testing

/// Every fault is caught within 2,000 cases, confirmed (the shrunk case fails with the
/// fault on and passes with it off) and shrunk small, for a few seeds, and the table is
/// printed (the 20-seed table is `scripts/fault-table.sh`).
@Suite struct FaultCatalogueTests {
    static let seeds: [UInt64] = [1, 2, 3]

    @Test func everyFaultIsCaughtAndShrunkSmall() async {
        let rows = await offThePool {
            Catalog.seed.faults.map { fault in Self.seeds.map { FaultCatalogue.hunt(fault, seed: $0, in: Catalog.seed) } }
        }
        print(FaultCatalogue.table(rows))
        for catches in rows {
            for item in catches {
                #expect(item.caught, "\(item.fault) not caught with seed \(item.seed) in \(item.cases) cases")
                #expect(item.confirmed, """
                    \(item.fault) seed \(item.seed): fails with the fault on \(item.failsWithFault), \
                    passes with it off \(item.passesWithoutFault)
                    \(item.report ?? "")
                    """)
                if let steps = item.steps {
                    #expect(steps <= FaultCatalogue.stepLimit(for: item.fault),
                            "\(item.fault) seed \(item.seed): \(steps) steps\n\(item.report ?? "")")
                }
            }
        }
    }
}
