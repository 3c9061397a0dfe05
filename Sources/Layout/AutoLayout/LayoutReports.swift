/// An unsatisfiable set of required constraints met by the engine, and the constraint it
/// broke to carry on (kept as an optional constraint above every priority).
public struct ConflictReport: CustomStringConvertible {
    /// A minimal conflicting set (removing any one makes the rest satisfiable), in
    /// installation order, ending with the constraint being installed or changed.
    public let constraints: [Constraint]
    /// The constraint the engine broke.
    public let broken: Constraint
    /// The report in UIKit's wording, frozen when the conflict happened.
    public let message: String

    init(constraints: [Constraint], broken: Constraint) {
        self.constraints = constraints
        self.broken = broken
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { $0.origin == .autoresizingMask }) {
            lines.append("\t(Note: If you're seeing AutoresizingMaskConstraints that you don't understand, refer to "
                + "the documentation for the View property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        let items = constraints.map { "    \"\($0.description.replacingActive())\"" }
        lines.append(items.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken.description.replacingActive())
        self.message = lines.joined(separator: "\n")
    }

    public var description: String { message }
}

extension String {
    /// Reports list constraints as active (they were, when the conflict arose).
    fileprivate func replacingActive() -> String {
        hasSuffix("(inactive)>") ? String(dropLast("(inactive)>".count)) + "(active)>" : self
    }
}

/// Views whose frames are not unique, with the optional constraints that tie over them.
public struct AmbiguityReport: CustomStringConvertible {
    public struct Entry {
        public let view: View
        /// The axes on which another frame is equally good.
        public let axes: [Axis]
        /// Groups of optional constraints at one priority that mention the view on those
        /// axes (the usual cause of a tie); empty when the view is simply under-constrained.
        public let ties: [[Constraint]]
    }

    public let entries: [Entry]

    /// True when no view is ambiguous.
    public var isEmpty: Bool { entries.isEmpty }

    public var description: String {
        if entries.isEmpty { return "No ambiguous layout." }
        var lines: [String] = []
        for entry in entries {
            let axes = entry.axes.map(\.rawValue).joined(separator: " and ")
            lines.append("\(entry.view.debugName): ambiguous layout (\(axes)), frame \(entry.view.frame)")
            if entry.ties.isEmpty {
                lines.append("\tunder-constrained: no optional constraints tie over it")
            }
            for group in entry.ties {
                lines.append("\ttie at priority \(group[0].priority) between:")
                for constraint in group { lines.append("\t\t\(constraint)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
