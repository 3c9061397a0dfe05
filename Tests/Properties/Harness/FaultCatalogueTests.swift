import Controls
import Generators
import Harness
import Testing

/// Every fault is caught within 2,000 cases and shrunk small, for a few seeds (the
/// 20-seed table is `scripts/fault-table.sh`).
@Suite struct FaultCatalogueTests {
    static let seeds: [UInt64] = [1, 2, 3]

    @Test(arguments: Fault.allCases) func caughtAndShrunkSmall(fault: Fault) async {
        let catches = await offThePool { Self.seeds.map { FaultCatalogue.hunt(fault, seed: $0) } }
        print(FaultCatalogue.table([catches]))
        for item in catches {
            #expect(item.caught, "\(fault) not caught with seed \(item.seed) in \(item.cases) cases")
            if let steps = item.steps {
                #expect(steps <= FaultCatalogue.stepLimit(for: fault),
                        "\(fault) seed \(item.seed): \(steps) steps\n\(item.report ?? "")")
            }
        }
    }
}
