/// A recorded test case: the ranks of every choice a generator made, in order.
///
/// It *is* the test case: replaying it through the same generator rebuilds the same
/// value. Shrinking edits it and keeps an edit when the property still fails and the
/// sequence is smaller in shortlex order (shorter first, then smaller ranks).
public struct ChoiceSequence: Hashable, Sendable, CustomStringConvertible {
    /// The ranks, 0 being the simplest choice at each position.
    public var ranks: [UInt64]

    /// A sequence of the given ranks.
    public init(_ ranks: [UInt64]) { self.ranks = ranks }

    /// The number of choices.
    public var count: Int { ranks.count }

    /// Shortlex order: fewer choices first, then the first differing rank decides.
    public static func shortlexLess(_ a: [UInt64], _ b: [UInt64]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for i in a.indices where a[i] != b[i] { return a[i] < b[i] }
        return false
    }

    /// Whether `self` comes before `other` in shortlex order.
    public func isSimpler(than other: ChoiceSequence) -> Bool { Self.shortlexLess(ranks, other.ranks) }

    public var description: String { "[" + ranks.map(String.init).joined(separator: ",") + "]" }
}
