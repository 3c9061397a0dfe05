import Generators

/// A constraint a priority set may change: its stable name and its priority in the
/// unperturbed layout.
public struct PriorityTarget: Hashable, Sendable {
    /// The name `Step.setPriority` uses.
    public var name: String
    /// The unperturbed priority (1...1000).
    public var original: Int
    /// A target.
    public init(name: String, original: Int) {
        self.name = name
        self.original = original
    }
}

/// Perturbations of a layout's priorities: a few constraints each get a new priority.
///
/// Generation favours the named levels (`UILayoutPriority`'s, the layouts' own 749 /
/// 750 / 751) and their neighbours ±1, then any value 1...999, sometimes required
/// (1000). Shrinking goes toward the unperturbed layout: fewer changes (each change is
/// a list element, deleted as a span), then values nearest each constraint's original
/// (the simplest value of a change is its original priority).
public enum PrioritySets {
    /// UIKit's named levels and the levels the seeds use.
    public static let namedLevels: [Int] = [1, 50, 250, 490, 500, 510, 749, 750, 751, 999, 1000]

    /// The named levels and their ±1 neighbours, within 1...1000.
    public static let levelsAndNeighbours: [Int] = Array(Set(namedLevels.flatMap { [$0 - 1, $0, $0 + 1] }).filter { (1...1000).contains($0) }).sorted()

    /// One new priority for `target`: the original (simplest), a named level or its
    /// neighbour (most often), or any value.
    public static func priority(for target: PriorityTarget) -> Gen<Int> {
        .frequency(
            (2, .int(in: 1...1000, shrinkingToward: target.original, boundaries: namedLevels)),
            (3, .element(of: levelsAndNeighbours)))
    }

    /// Up to `maxChanges` priority changes over `targets`, as script steps.
    public static func changes(of targets: [PriorityTarget], maxChanges: Int = 4) -> Gen<[Step]> {
        guard !targets.isEmpty else { return .constant([]) }
        let change = Gen.int(in: 0...targets.count - 1).flatMap { index in
            priority(for: targets[index]).map { Step.setPriority(constraint: targets[index].name, value: $0) }
        }
        return Gen.array(of: change, length: 0...max(0, maxChanges))
    }
}
