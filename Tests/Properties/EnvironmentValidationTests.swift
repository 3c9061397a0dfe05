import Foundation
import Generators
import Testing

/// Environment values a check reads are validated: one that does not parse is refused
/// with a message naming it, never ignored, and no number traps.
@Suite struct EnvironmentValidationTests {
    static let refused: [(String, String)] = [
        ("PBT_SEED", "abc"), ("PBT_SEED", "-1"), ("PBT_SEED", "0x"), ("PBT_SEED", "18446744073709551616"), ("PBT_SEED", "1.5"),
        ("PBT_CASES_SCALE", "abc"), ("PBT_CASES_SCALE", "0"), ("PBT_CASES_SCALE", "-1"), ("PBT_CASES_SCALE", "nan"),
        ("PBT_CASES_SCALE", "inf"), ("PBT_CASES_SCALE", "1e30"), ("PBT_RANDOM_SEED", "yes"),
    ]
    static let accepted: [(String, String)] = [
        ("PBT_SEED", "42"), ("PBT_SEED", "0xFF"), ("PBT_SEED", "18446744073709551615"), ("PBT_CASES_SCALE", "0.5"),
        ("PBT_CASES_SCALE", "10"), ("PBT_CASES_SCALE", "1000000"), ("PBT_RANDOM_SEED", "1"), ("PBT_RANDOM_SEED", "0"),
        ("PBT_SEED", ""),
    ]

    @Test func unparsableValuesAreRefusedByName() {
        for (name, value) in Self.refused {
            let problem = CheckEnvironment.problem(in: [name: value])
            #expect(problem?.contains("\(name)='\(value)'") == true, "\(name)=\(value): \(problem ?? "accepted")")
        }
    }

    @Test func wellFormedValuesAreAccepted() {
        for (name, value) in Self.accepted {
            #expect(CheckEnvironment.problem(in: [name: value]) == nil, "\(name)=\(value)")
        }
        #expect(CheckEnvironment.problem(in: [:]) == nil)
    }

    /// Run as a user runs it: `harness fuzz` with a bad value exits 64 and names it.
    @Test func harnessFuzzRefusesABadEnvironment() throws {
        for (name, value) in [("PBT_CASES_SCALE", "inf"), ("PBT_SEED", "abc")] {
            let (code, output) = try runProcess(try StaleReplayCommandTests.harness(),
                                                ["fuzz", "--seconds", "1", "--out", FileManager.default.temporaryDirectory.path],
                                                environment: [name: value])
            #expect(code == 64, "\(name)=\(value): \(output)")
            #expect(output.contains("\(name)='\(value)'"), "\(output)")
        }
    }
}
