import Foundation

/// What the property reports about each case: labels (`label`, `classify`) and coverage
/// requirements (`cover`). Bound for the duration of a check; the free functions below
/// reach it through a task-local, so a property can call them from anywhere.
final class CaseContext: @unchecked Sendable {
    // Unchecked: one context belongs to one check, which runs its cases sequentially.
    @TaskLocal static var current: CaseContext?

    var labels: [String] = []
    var covers: [(name: String, percentage: Double, hit: Bool)] = []

    func reset() {
        labels.removeAll(keepingCapacity: true)
        covers.removeAll(keepingCapacity: true)
    }
}

/// Tags the current case with `name`; the report shows how often each tag occurred.
public func label(_ name: String) {
    CaseContext.current?.labels.append(name)
}

/// Tags the current case with `name` when `condition` holds.
public func classify(_ condition: Bool, _ name: String) {
    if condition { label(name) }
}

/// Requires that at least `percentage` % of the cases satisfy `condition`; the check fails
/// when the generator does not reach that share (it means the interesting states are
/// not being tested).
public func cover(_ percentage: Double, _ condition: Bool, _ name: String) {
    CaseContext.current?.covers.append((name, percentage, condition))
}

/// Label and coverage counts over the passing cases of one check.
public struct CheckStatistics: Sendable, Equatable {
    /// Number of cases each label was seen in.
    public var labelCounts: [String: Int] = [:]
    /// Per coverage requirement: required percentage and cases that met the condition.
    public var coverage: [String: Coverage] = [:]
    /// Cases counted.
    public var cases = 0

    /// One `cover` requirement's tally.
    public struct Coverage: Sendable, Equatable {
        /// The share required, in percent.
        public var required: Double
        /// Cases that met the condition.
        public var hits: Int
        /// Cases in which the requirement was evaluated.
        public var seen: Int
        /// The share observed, in percent.
        public var observed: Double { seen == 0 ? 0 : 100 * Double(hits) / Double(seen) }
    }

    /// Requirements whose observed share is below the required one, by name.
    public var unmetCoverage: [(name: String, coverage: Coverage)] {
        coverage.filter { $0.value.observed < $0.value.required }
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    mutating func add(_ context: CaseContext) {
        cases += 1
        // A label seen twice in one case counts once.
        var seen = Set<String>()
        for name in context.labels where seen.insert(name).inserted { labelCounts[name, default: 0] += 1 }
        for item in context.covers {
            var tally = coverage[item.name] ?? Coverage(required: item.percentage, hits: 0, seen: 0)
            tally.seen += 1
            if item.hit { tally.hits += 1 }
            tally.required = max(tally.required, item.percentage)
            coverage[item.name] = tally
        }
    }

    /// A table of labels and coverage, sorted by name (stable output).
    public var table: String {
        var lines: [String] = []
        for (name, count) in labelCounts.sorted(by: { $0.key < $1.key }) {
            lines.append("  " + percent(100 * Double(count) / Double(max(cases, 1))) + " " + name)
        }
        for (name, tally) in coverage.sorted(by: { $0.key < $1.key }) {
            let mark = tally.observed >= tally.required ? "ok " : "LOW"
            lines.append("  \(mark) \(percent(tally.observed)) \(name) (cover \(percent(tally.required)) required)")
        }
        return lines.joined(separator: "\n")
    }
}

/// A percentage with two decimals, right-aligned to a fixed width.
func percent(_ value: Double) -> String {
    let text = String(format: "%.2f%%", value)
    return String(repeating: " ", count: max(0, 7 - text.count)) + text
}
