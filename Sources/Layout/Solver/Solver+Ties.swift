/// Optional constraints of one priority that cannot all hold, where the solver chose
/// which to break by the sizes of their errors rather than by priority.
///
/// Within one priority level the objective is a plain sum of errors, so when two
/// constraints of that level compete, the one whose error grows faster per unit of
/// movement (a larger coefficient: `2w` against `w`) wins. Auto Layout's contract says
/// nothing about that order; only different priorities are an order. A tie here is
/// such a decision: a constraint left violated that could hold without costing any
/// stronger priority anything, at the expense of others of its own priority.
public struct SolverTie: Hashable, Sendable {
    /// The priority all the constraints of the tie share.
    public let priority: Priority
    /// The constraints of the tie in installation order: each broken one and the
    /// constraints of the same priority that would be violated (or violated further) if
    /// it were made to hold.
    public let constraints: [ConstraintHandle]
    /// The constraints the solver left violated by the tie, in installation order (a
    /// subset of `constraints`).
    public let broken: [ConstraintHandle]
    /// True when making a broken constraint hold costs exactly as much, at this priority
    /// and every weaker one, as breaking it: the weights did not decide either, the
    /// solver's pivot order did, and the layout is ambiguous (`isAmbiguous` reports it
    /// too). False for a tie the weights decided strictly (the 750/750 split layout).
    public let isEven: Bool
}

extension Solver {
    /// Ties decided by error weights in the current solution, strongest priority first
    /// (see `SolverTie`). Only user priorities (1...999) are examined; required
    /// constraints cannot tie.
    ///
    /// For each optional constraint violated by more than 1e-7, a copy of the solver
    /// makes it required: if that is unsatisfiable, or some stronger level's summed error
    /// grows, the violation was decided by priority (or by required constraints) and is
    /// no tie; otherwise the constraints of its own priority whose violation grows are
    /// the ones it was traded against. If its own level's sum does not grow either, the
    /// choice was even there: a weaker level that grows made it (a priority decision, no
    /// tie); if none grows, the tie is even (ambiguous). Ties sharing a constraint are
    /// merged. Costs one solver copy and one add per violated optional constraint; the
    /// solver itself is not changed.
    public func weightDecidedTies() -> [SolverTie] {
        let tolerance = 1e-7
        let installed = records.entries.sorted { $0.value.sequence < $1.value.sequence }
        let optional = installed.filter { $0.value.constraint.priority.isValid && !$0.value.constraint.priority.isRequired }
        let violation = Dictionary(uniqueKeysWithValues: installed.map { id, record in
            (id, record.constraint.violation { value(of: $0) })
        })
        let levels = levelErrors(installed) { violation[$0] ?? 0 }

        // One tie per broken constraint: (priority, broken, rivals, even).
        var found: [(priority: Priority, broken: Int, rivals: Set<Int>, even: Bool)] = []
        for (id, record) in optional where (violation[id] ?? 0) > tolerance {
            let priority = record.constraint.priority
            var forced = record.constraint
            forced.priority = .required
            let probe = copy()
            do {
                try probe.addUnchecked(forced)
            } catch {
                continue  // it conflicts with the required constraints: not a tie
            }
            let after = Dictionary(uniqueKeysWithValues: installed.map { other, otherRecord in
                (other, otherRecord.constraint.violation { probe.value(of: $0) })
            })
            let probeLevels = levelErrors(installed) { after[$0] ?? 0 }
            let stronger = levels.filter { $0.key > priority }
            let costsStronger = stronger.contains { level, error in
                (probeLevels[level] ?? 0) > error + tolerance * max(1, error)
            }
            if costsStronger { continue }
            let rivals = optional.filter { other, otherRecord in
                other != id && otherRecord.constraint.priority == priority
                    && (after[other] ?? 0) > (violation[other] ?? 0) + tolerance
            }
            if rivals.isEmpty { continue }  // only rounding made it look violated
            let base = levels[priority] ?? 0
            let even = (probeLevels[priority] ?? 0) <= base + tolerance * max(1, base)
            if even {
                // Holding it costs nothing at this priority either: then a weaker priority
                // chose (it is worse off in the probe: a priority decision, no tie), or
                // nothing did (every level as good: an ambiguous, even tie).
                let costsWeaker = levels.contains { level, error in
                    level < priority && (probeLevels[level] ?? 0) > error + tolerance * max(1, error)
                }
                if costsWeaker { continue }
            }
            found.append((priority, id, Set(rivals.map(\.key)), even))
        }

        // Merge ties of one priority that share a constraint.
        var groups: [(priority: Priority, members: Set<Int>, broken: Set<Int>, even: Bool)] = []
        for tie in found {
            var members = tie.rivals.union([tie.broken]), broken: Set<Int> = [tie.broken], even = tie.even
            var index = 0
            while index < groups.count {
                if groups[index].priority == tie.priority, !groups[index].members.isDisjoint(with: members) {
                    members.formUnion(groups[index].members)
                    broken.formUnion(groups[index].broken)
                    even = even || groups[index].even
                    groups.remove(at: index)
                } else {
                    index += 1
                }
            }
            groups.append((tie.priority, members, broken, even))
        }
        let order = installed.map(\.key)
        return groups
            .map { group in
                SolverTie(priority: group.priority,
                          constraints: order.filter { group.members.contains($0) }.map { handle($0) },
                          broken: order.filter { group.broken.contains($0) }.map { handle($0) },
                          isEven: group.even)
            }
            .sorted { lhs, rhs in
                lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.constraints[0] < rhs.constraints[0]
            }
    }

    /// Summed violation per priority over the optional records (broken-required ones at
    /// 1100 included: they are stronger than every user priority).
    private func levelErrors(_ installed: [(key: Int, value: ConstraintRecord)],
                             _ violation: (Int) -> Double) -> [Priority: Double] {
        var sums: [Priority: Double] = [:]
        for (id, record) in installed where !record.constraint.priority.isRequired {
            sums[record.constraint.priority, default: 0] += violation(id)
        }
        return sums
    }
}
