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

/// Optional constraints of one priority that could not all hold, where the engine chose
/// which to break by the weights of their errors, not by priority: what Auto Layout
/// leaves undefined (see `LayoutEngine.weightDecidedTies()` and `SolverTie`).
///
/// The seed's split layout with both trailing constraints at 750 is one: with equal
/// widths w the two errors are |w - 343| and |2w - 335|, the second grows twice as fast,
/// so the sum is least at w = 167.5, where blue's trailing holds and yellow's is off by
/// 175.5. Nothing about priorities chose that; the coefficient 2 did.
public struct TieReport: CustomStringConvertible {
    /// The priority the constraints share.
    public let priority: Priority
    /// Every constraint of the tie, in installation order: the broken ones and those of
    /// the same priority they were traded against (violated, or violated further, if a
    /// broken one were made to hold).
    public let constraints: [Constraint]
    /// The constraints left violated by the tie, in installation order.
    public let broken: [Constraint]
    /// True when holding a broken constraint instead would cost the same at every
    /// priority: the layout is ambiguous and the solver's pivot order, not the weights,
    /// picked (the "identical hugging priorities" case). False when the weights decided
    /// strictly. (An even choice that a weaker priority settles is no tie at all.)
    public let isEven: Bool
    /// The report as text, frozen when it was made (with each constraint's violation).
    public let message: String

    init(priority: Priority, constraints: [Constraint], broken: [Constraint], isEven: Bool,
         violation: (Constraint) -> Double) {
        self.priority = priority
        self.constraints = constraints
        self.broken = broken
        self.isEven = isEven
        var lines = ["tie at priority \(priority) decided by "
            + (isEven ? "the solver's pivot order (every choice costs the same: ambiguous)" : "error weights") + ":"]
        for constraint in constraints {
            // broken: left violated by the tie; held: holds, at the broken ones' expense;
            // rival: traded against them but itself violated too.
            let isBroken = broken.contains { $0 === constraint }
            let off = violation(constraint)
            let role = isBroken ? "broken" : off > 1e-7 ? "rival " : "held  "
            lines.append("\t\(role) \(constraint)" + (off > 1e-7 ? "  (off by \((off * 1e6).rounded() / 1e6))" : ""))
        }
        message = lines.joined(separator: "\n")
    }

    public var description: String { message }
}
