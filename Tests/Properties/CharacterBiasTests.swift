import Generators
import PropertyTesting
import Testing

/// `Gen.character()` favours printable ASCII but still reaches the rest of Unicode.
@Suite struct CharacterBiasTests {
    /// Rule: about three draws in four are printable ASCII (the simple set, ranks 0-94),
    /// the rest any scalar, so: at least 65 % ASCII, at least 15 % beyond ASCII.
    @Test func charactersAreMostlyASCIIButNotOnly() {
        let result = check("character bias", Gen.character(), configuration: quiet(cases: 2_000)) { character in
            let ascii = character.unicodeScalars.allSatisfy { $0.isASCII }
            cover(65, ascii, "ASCII")
            cover(15, !ascii, "beyond ASCII")
        }
        #expect(result.passed, "\(result.report())")
        let share = Double(result.statistics.coverage["ASCII"]?.hits ?? 0) / 2_000
        #expect(share > 0.65 && share < 0.85, "ASCII share \(share)")
    }
}
