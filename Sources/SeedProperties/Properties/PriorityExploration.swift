import Harness
import Generators
import HeadlessUIKit
import SeedControls

/// Which priority orders a layout depends on: in each mode, each optional constraint of
/// the split layout moved to each named level (and its ±1 neighbours), then S1 checked.
/// The levels at which S1 breaks show the orders the layout relies on (blue's trailing
/// must be above yellow's 750 in the on mode and below it in the off mode).
public enum PriorityExploration {
    /// One constraint's result.
    public struct Dependency: Sendable, CustomStringConvertible {
        /// The constraint's stable name.
        public var constraint: String
        /// The mode checked.
        public var on: Bool
        /// Its unperturbed priority.
        public var original: Int
        /// The levels tried.
        public var tried: [Int]
        /// The levels at which S1 fails in some mode, with the first failure's message.
        public var breaks: [(level: Int, why: String)]

        /// One line: the levels where S1 holds and where it breaks.
        public var description: String {
            let broken = breaks.map(\.level)
            let held = tried.filter { !broken.contains($0) }
            return "\(constraint) @\(original), mode \(on ? "on" : "off"): S1 holds at \(ranges(held)); breaks at \(ranges(broken))"
        }
    }

    /// The split layout's dependencies (375 x 667, margin 20, no faults).
    public static func split() -> [Dependency] {
        SplitProperties.targets.filter { $0.original < 1000 }.flatMap { target in
            [true, false].map { on in
                let levels = PrioritySets.levelsAndNeighbours.filter { $0 < 1000 }
                var breaks: [(Int, String)] = []
                for level in levels {
                    if let why = s1Failure(moving: target.name, to: level, on: on) { breaks.append((level, why)) }
                }
                return Dependency(constraint: target.name, on: on, original: target.original, tried: levels, breaks: breaks)
            }
        }
    }

    /// The S1 failure (or nil) in mode `on` with `name` moved to `level` after the switch
    /// (the switch sets blue's trailing priority itself).
    static func s1Failure(moving name: String, to level: Int, on: Bool) -> String? {
        let (window, split) = Scenes.split(size: SplitProperties.size, margin: CGFloat(SplitProperties.margin))
        guard let constraint = SplitProperties.named(split).first(where: { $0.name == name })?.constraint else {
            return "no constraint named \(name)"
        }
        split.enableMode(on)
        constraint.priority = UILayoutPriority(Float(level))
        if let refusal = constraint.lastError { return "\(refusal)" }
        window.layoutIfNeeded()
        do {
            try SplitProperties.checkS1(split, on: on, width: Double(SplitProperties.size.width), on ? "on" : "off")
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// `[1, 2, 3, 7]` as `1...3, 7`.
func ranges(_ values: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    let sorted = values.sorted()
    while index < sorted.count {
        var end = index
        while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
        parts.append(end == index ? "\(sorted[index])" : "\(sorted[index])...\(sorted[end])")
        index = end + 1
    }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
}
