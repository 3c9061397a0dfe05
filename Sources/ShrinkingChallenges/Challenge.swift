import Generators

/// One classic shrinking challenge (jlink/shrinking-challenge, canonical generators as
/// in the Hypothesis/ECOOP versions), runnable from a seed.
public struct Challenge: Sendable {
    /// The challenge's name as the benchmark prints it.
    public let name: String
    /// Runs the challenge once with `seed`.
    public let run: @Sendable (UInt64) -> ChallengeRun
}

/// What one seeded run of a challenge produced.
public struct ChallengeRun: Sendable {
    /// Whether a failure was found at all.
    public var found: Bool
    /// Whether the shrunk value is the documented minimum.
    public var normalised: Bool
    /// The shrunk value as text (to count distinct results).
    public var shrunk: String
    /// Property calls after the first failure: shrinking plus the final replay.
    public var evaluations: Int
    /// The shrunk choices (for replay tests).
    public var choices: ChoiceSequence?
}

/// The configuration every challenge runs with: 1,000 cases (as the Hypothesis side),
/// no regression files, no Swift Testing issue.
public func challengeConfiguration(seed: UInt64) -> CheckConfiguration {
    var configuration = CheckConfiguration.cases(1_000)
    configuration.seed = seed
    configuration.regressions = nil
    configuration.recordsIssue = false
    return configuration
}

extension Challenge {
    /// A challenge from a generator, a property and the minimum it should shrink to.
    static func make<Value>(_ name: String, _ generator: Gen<Value>, describe: @escaping @Sendable (Value) -> String,
                            isMinimal: @escaping @Sendable (Value) -> Bool,
                            property: @escaping @Sendable (Value) throws -> Void) -> Challenge {
        Challenge(name: name) { seed in
            let result = runCheck(name, generator, configuration: challengeConfiguration(seed: seed), describe: describe, property)
            guard let example = result.counterexample else {
                return ChallengeRun(found: false, normalised: false, shrunk: "", evaluations: 0, choices: nil)
            }
            return ChallengeRun(found: true, normalised: isMinimal(example.value), shrunk: example.description,
                                evaluations: example.shrink.evaluations + 1, choices: example.choices)
        }
    }

    /// Every challenge, in the benchmark's order.
    public static let all: [Challenge] = [
        bound5, largeUnionList, reverse, calculator, lengthList,
        differenceZero, differenceSmall, differenceOne, binHeap, coupling, deletion, distinct, nestedLists,
    ]

    /// The challenge named `name`, classic or broad.
    public static func named(_ name: String) -> Challenge? { (all + broad).first { $0.name == name } }
}

/// The error the challenges' properties throw.
struct Falsified: Error {}
