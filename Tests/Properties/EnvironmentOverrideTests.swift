import Foundation
import Generators
import PropertyTesting
import Testing

/// The rule for environment versus code configuration: a variable that is set wins over
/// the same setting in `CheckConfiguration`, and every report of that check says so.
/// The environment is injected through `CheckConfiguration.environment`: tests run in
/// parallel and must not set process-wide variables.
@Suite struct EnvironmentOverrideTests {
    static func configured(seed: UInt64 = 7, cases: Int = 10, _ environment: [String: String]) -> CheckConfiguration {
        var configuration = quiet(cases: cases, seed: seed)
        configuration.environment = environment
        return configuration
    }

    @Test func theEnvironmentSeedWinsAndTheReportSaysSo() {
        let result = check("env seed", Gen.int(in: 0...9), configuration: Self.configured(["PBT_SEED": "42"])) { _ in }
        #expect(result.seed == 42)
        #expect(result.environmentOverrides == ["PBT_SEED=42 overrides the seed configured in code (7)."])
        #expect(result.report().hasSuffix("\nEnvironment: PBT_SEED=42 overrides the seed configured in code (7)."), "\(result.report())")
        // Failing reports carry it too.
        let failed = check("env seed fails", Gen.int(in: 0...9), configuration: Self.configured(["PBT_SEED": "0x2A"])) { x in
            try expectation(x < 5)
        }
        #expect(failed.seed == 42 && failed.counterexample?.value == 5)
        #expect(failed.report().contains("Environment: PBT_SEED=0x2A overrides the seed configured in code (7)."), "\(failed.report())")
    }

    @Test func nothingIsSaidWhenTheEnvironmentOverridesNothing() {
        let plain = check("env none", Gen.int(in: 0...9), configuration: Self.configured([:])) { _ in }
        #expect(plain.seed == 7 && plain.environmentOverrides.isEmpty && !plain.report().contains("Environment:"))
        // The same seed as the code's, or a seed where the code set none, overrides nothing.
        let same = check("env same", Gen.int(in: 0...9), configuration: Self.configured(["PBT_SEED": "7"])) { _ in }
        #expect(same.environmentOverrides.isEmpty)
        var unseeded = Self.configured(["PBT_SEED": "42"])
        unseeded.seed = nil
        let filled = check("env fills", Gen.int(in: 0...9), configuration: unseeded) { _ in }
        #expect(filled.seed == 42 && filled.environmentOverrides.isEmpty)
    }

    @Test func theScaleMultipliesTheConfiguredCases() {
        let result = check("env scale", Gen.int(in: 0...9), configuration: Self.configured(["PBT_CASES_SCALE": "3"])) { _ in }
        #expect(result.cases == 30)
        #expect(result.environmentOverrides == ["PBT_CASES_SCALE=3 scales the 10 cases configured in code to 30."])
    }

    @Test func aRandomSeedOverridesTheConfiguredOne() {
        let result = check("env random", Gen.int(in: 0...9), configuration: Self.configured(["PBT_RANDOM_SEED": "1"])) { _ in }
        #expect(result.environmentOverrides == ["PBT_RANDOM_SEED=1 overrides the seed configured in code (7): the seed is fresh."])
        // PBT_SEED is more specific than PBT_RANDOM_SEED and wins over it.
        let both = check("env both", Gen.int(in: 0...9),
                         configuration: Self.configured(["PBT_RANDOM_SEED": "1", "PBT_SEED": "42"])) { _ in }
        #expect(both.seed == 42 && both.environmentOverrides == ["PBT_SEED=42 overrides the seed configured in code (7)."])
    }

    @Test func aBadValueInTheInjectedEnvironmentIsRefused() {
        let result = check("env bad", Gen.int(in: 0...9), configuration: Self.configured(["PBT_SEED": "abc"])) { _ in }
        guard case .unusableInput(let message) = result.outcome else {
            Issue.record("expected the value to be refused: \(result.report())")
            return
        }
        #expect(message.contains("PBT_SEED='abc'"))
    }

    @Test func replayTokensFromTheEnvironmentWinOnlyForTheirOwnProperty() throws {
        let failing: (Int) throws -> Void = { x in try expectation(x < 5) }
        let mine = try #require(check("env replay", Gen.int(in: 0...9), configuration: quiet(seed: 1), failing).counterexample?.token)
        let other = try #require(check("env other", Gen.int(in: 0...9), configuration: quiet(seed: 1), failing).counterexample?.token)
        let mineAgain = try #require(check("env replay", Gen.int(in: 0...9), configuration: quiet(seed: 2)) { x in
            try expectation(x < 7)
        }.counterexample?.token)
        #expect(mine.description != mineAgain.description)
        // Another property's token leaves the configured one in force, and says nothing.
        var configuration = Self.configured(["PBT_REPLAY": other.description])
        configuration.replay = mine.description
        let kept = check("env replay", Gen.int(in: 0...9), configuration: configuration, failing)
        #expect(kept.counterexample?.source == .token && kept.counterexample?.value == 5)
        #expect(kept.environmentOverrides.isEmpty, "\(kept.environmentOverrides)")
        // This property's token wins, and the report says so.
        configuration.environment = ["PBT_REPLAY": mineAgain.description]
        let replaced = check("env replay", Gen.int(in: 0...9), configuration: configuration) { x in try expectation(x < 7) }
        #expect(replaced.counterexample?.source == .token && replaced.counterexample?.value == 7)
        #expect(replaced.environmentOverrides == [
            "PBT_REPLAY='\(mineAgain)' overrides the replay token configured in code ('\(mine)').",
        ])
    }

    @Test func theRegressionDirectoryOverrideIsNamed() {
        #expect(CheckEnvironment.overrides(of: quiet(), property: "p", in: ["PBT_REGRESSIONS": "/tmp/elsewhere"])
            == ["PBT_REGRESSIONS=/tmp/elsewhere overrides the regression directory configured in code (off)."])
        var configuration = quiet()
        configuration.regressions = RegressionStore(directory: URL(fileURLWithPath: "/tmp/mine"))
        #expect(CheckEnvironment.overrides(of: configuration, property: "p", in: ["PBT_REGRESSIONS": "off"])
            == ["PBT_REGRESSIONS=off overrides the regression directory configured in code (/tmp/mine)."])
        // `.automatic` configures no directory: the variable fills in the default.
        configuration.regressions = .automatic
        #expect(CheckEnvironment.overrides(of: configuration, property: "p", in: ["PBT_REGRESSIONS": "off"]).isEmpty)
    }
}
