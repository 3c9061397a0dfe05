import Generators

extension Challenge {
    /// Two positive 32-bit integers (jqwik's `@Positive int`).
    static let positivePair = zip(Gen.int(in: 1...Int(Int32.max)), Gen.int(in: 1...Int(Int32.max)))

    /// Passes when `first < 10` or the difference is not 0.
    static let differenceZero = make("difference_zero", positivePair, describe: { "(\($0.0), \($0.1))" },
                                     isMinimal: { $0 == (10, 10) }) { first, second in
        if first >= 10 && abs(first - second) == 0 { throw Falsified() }
    }

    /// Passes when `first < 10` or the difference is not between 1 and 4.
    static let differenceSmall = make("difference_small", positivePair, describe: { "(\($0.0), \($0.1))" },
                                      isMinimal: { $0 == (10, 6) }) { first, second in
        if first >= 10 && (1...4).contains(abs(first - second)) { throw Falsified() }
    }

    /// Passes when `first < 10` or the difference is not 1.
    static let differenceOne = make("difference_one", positivePair, describe: { "(\($0.0), \($0.1))" },
                                    isMinimal: { $0 == (10, 9) }) { first, second in
        if first >= 10 && abs(first - second) == 1 { throw Falsified() }
    }
}
