import Foundation
import Generators
import PropertyTesting
import Testing
@testable import Layout

/// Ties decided by error weights in the public API (issue 9, item 7):
/// `LayoutEngine.weightDecidedTies()`, `Solver.weightDecidedTies()`, and their JSON form.
@Suite("Ties decided by error weights")
struct TieReportTests {
    /// The seed's split layout with both trailing constraints at 750: the summed errors
    /// |w - 343| + |2w - 335| settle at w = 167.5, blue's trailing holds and yellow's is
    /// 175.5 off. Not ambiguous (the minimum is unique), yet decided by the coefficient 2,
    /// not by priority: a tie.
    @Test func the750And750SplitIsATie() throws {
        let split = try SplitLayoutFixture(blueTrailingPriority: 750, yellowTrailingPriority: 750)
        #expect(split.yellow.frame == Rect(x: 16, y: 87, width: 167.5, height: 564))
        #expect(!split.yellow.hasAmbiguousLayout && !split.blue.hasAmbiguousLayout)
        let yellowTrailing = try #require(split.yellowTrailing), blueTrailing = try #require(split.blueTrailing)
        let ties = split.container.layoutEngine.weightDecidedTies()
        try #require(ties.count == 1)
        let tie = ties[0]
        #expect(tie.priority == 750)
        #expect(tie.constraints.map(ObjectIdentifier.init) == [yellowTrailing, blueTrailing].map(ObjectIdentifier.init))
        #expect(tie.broken.map(ObjectIdentifier.init) == [ObjectIdentifier(yellowTrailing)])
        #expect(!tie.isEven)
        #expect(tie.message == """
            tie at priority 750 decided by error weights:
            \tbroken \(yellowTrailing)  (off by 175.5)
            \theld   \(blueTrailing)
            """)
        // Asking changes nothing.
        #expect(split.yellow.frame == Rect(x: 16, y: 87, width: 167.5, height: 564))
        #expect(split.container.layoutEngine.weightDecidedTies().count == 1)
    }

    /// Different priorities are an order, not a tie: 751 over 749 either way round (and
    /// the seed's 751 over 750, both modes).
    @Test(arguments: [(Priority(749), Priority(751)), (751, 749), (751, 750), (750, 751)])
    func differentPrioritiesNeverTie(yellow: Priority, blue: Priority) throws {
        let split = try SplitLayoutFixture(blueTrailingPriority: blue, yellowTrailingPriority: yellow)
        let violated = [split.yellowTrailing, split.blueTrailing].compactMap { $0 }
            .filter { split.container.layoutEngine.violation(of: $0) > 1e-7 }
        #expect(violated.count == 1)  // one of them is broken, by priority
        #expect(split.container.layoutEngine.weightDecidedTies().isEmpty)
    }

    @Test func theSeedsModesHaveNoTie() throws {
        let split = try SplitLayoutFixture()
        #expect(split.container.layoutEngine.weightDecidedTies().isEmpty)
        try split.setMode(on: false)
        #expect(split.container.layoutEngine.weightDecidedTies().isEmpty)
        try split.setMode(on: true)
        #expect(split.container.layoutEngine.weightDecidedTies().isEmpty)
    }

    /// Constraints of one priority on one variable that all hold decide nothing: no tie.
    @Test func equalPrioritiesThatAllHoldAreNoTie() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        try box.makeConstraints { make in
            make.left.equalTo(root).priority(750)
            make.top.equalTo(root).priority(750)
            make.width.equalTo(100).priority(750)
            make.width.greaterThanOrEqualTo(50).priority(750)
            make.width.lessThanOrEqualTo(200).priority(750)
            make.height.equalTo(100).priority(750)
        }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(box.constraints.allSatisfy { root.layoutEngine.violation(of: $0) == 0 })
        #expect(root.layoutEngine.weightDecidedTies().isEmpty)
    }

    /// A violation forced by a required constraint is no tie, even with another
    /// constraint of the same priority around.
    @Test func violationsForcedByRequiredConstraintsAreNoTie() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        try box.makeConstraints { make in
            make.left.top.equalTo(root)
            make.height.equalTo(10)
            make.width.lessThanOrEqualTo(100)
            make.width.equalTo(500).priority(750)
            make.left.equalTo(root).offset(20).priority(750)  // violated too, by the required left
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(root.layoutEngine.weightDecidedTies().isEmpty)
    }

    /// The hugging tie of `split-intrinsic-widths.json`: an even tie (any split of the
    /// 335 pt costs 135), reported and marked even; the layout is ambiguous too.
    @Test func evenTiesAreReportedAsEven() throws {
        let solved = try example("split-intrinsic-widths").solve()
        try #require(solved.ties.count == 1)
        let tie = solved.ties[0]
        #expect(tie.priority == 250 && tie.even)
        #expect(tie.constraints.count == 2 && tie.broken.count == 1)
        #expect(tie.report.hasPrefix("tie at priority 250 decided by the solver's pivot order"))
        #expect(solved.frames.filter(\.ambiguous).map(\.name) == ["yellow", "blue"])
    }

    @Test func jsonOutputNamesTheConstraintsOfTheTie() throws {
        let solved = try example("split-750-750").solve()
        #expect(solved.ties == [SolvedSystem.Tie(
            priority: 750, constraints: ["yellowTrailing", "blueTrailing"], broken: ["yellowTrailing"], even: false,
            report: "tie at priority 750 decided by error weights:\n"
                + "\tbroken <Constraint 'yellowTrailing' yellow.trailing == container.trailing - 16 @750   (active)>  (off by 175.5)\n"
                + "\theld   <Constraint 'blueTrailing' blue.trailing == container.trailing - 16 @750   (active)>")])
        let encoded = String(decoding: try JSONEncoder().encode(solved), as: UTF8.self)
        #expect(encoded.contains("\"ties\":[{"))
        var seed = try example("split-750-750")
        seed.edits = []  // blue's trailing back at 751: no tie
        #expect(try seed.solve().ties.isEmpty)
    }

    /// Three equalities at one priority on one variable: the median wins and the other
    /// two are broken, all three in one tie (ties sharing a constraint merge). Bare solver.
    @Test func solverMergesTiesSharingAConstraint() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(LinearConstraint(w, .lessThanOrEqual, 1000))
        let ten = try s.add(LinearConstraint(w, .equal, 10, priority: 500))
        let twenty = try s.add(LinearConstraint(w, .equal, 20, priority: 500))
        let thirty = try s.add(LinearConstraint(w, .equal, 30, priority: 500))
        let other = s.makeVariable("other")
        try s.add(LinearConstraint(other, .equal, 5, priority: 500))  // same priority, unrelated, holds
        #expect(s.value(of: w) == 20)
        let before = s.errorVector.map(\.error)
        let ties = s.weightDecidedTies()
        #expect(ties == [SolverTie(priority: 500, constraints: [ten, twenty, thirty], broken: [ten, thirty], isEven: false)])
        // The solver is untouched.
        #expect(s.value(of: w) == 20 && s.errorVector.map(\.error) == before)
        #expect(s.handles.count == 5)
    }

    /// A stronger priority deciding a violation is no tie, even when two constraints of
    /// the weaker priority are left violated and holding either would cost the other
    /// (x == 10 and x == -5 at 750 under x == 0 at 751).
    @Test func solverIgnoresViolationsDecidedByAStrongerPriority() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(LinearConstraint(x, .equal, 0, priority: 751))
        try s.add(LinearConstraint(x, .equal, 10, priority: 750))
        try s.add(LinearConstraint(x, .equal, -5, priority: 750))
        #expect(s.value(of: x) == 0)
        #expect(s.weightDecidedTies().isEmpty)
        // Without the 751 the two 750s tie (evenly: anywhere in -5...10 costs 15).
        let t = Solver()
        let y = t.makeVariable("y")
        let a = try t.add(LinearConstraint(y, .equal, 10, priority: 750))
        let b = try t.add(LinearConstraint(y, .equal, -5, priority: 750))
        let ties = t.weightDecidedTies()
        #expect(ties.count == 1 && ties.first?.constraints == [a, b] && ties.first?.isEven == true)
    }

    /// `scale` in a system file: frames on its grid; an invalid scale is refused.
    @Test func systemFilesTakeAScale() throws {
        var system = try example("split-750-750")
        system.scale = 1
        let solved = try system.solve()
        // 167.5 wide columns on whole points: yellow 16...184, blue 192...359.
        #expect(solved.frames.first { $0.name == "yellow" }?.frame == [16, 87, 168, 564])
        #expect(solved.frames.first { $0.name == "blue" }?.frame == [192, 87, 167, 564])
        system.scale = 0
        #expect(throws: SystemFileError.self) { try system.solve() }
    }

    private func example(_ name: String) throws -> SystemFile {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../docs/examples/\(name).json").standardizedFileURL
        return try JSONDecoder().decode(SystemFile.self, from: Data(contentsOf: url))
    }

    /// An even choice at one priority that a weaker priority settles is a priority
    /// decision, no tie: the lock's thumb on a 60 pt track (left >= 12, right <= 48 and
    /// width >= 48 at 750 cost 12 whichever gives; leading == 0 at 500 picks left = 0).
    /// Without the 500 nothing picks: an even tie, and the layout is ambiguous.
    @Test(arguments: [true, false]) func evenChoicesSettledByAWeakerPriorityAreNoTie(withLeading: Bool) throws {
        let s = Solver()
        let left = s.makeVariable("left"), width = s.makeVariable("width")
        let inset = try s.add(LinearConstraint(left, .greaterThanOrEqual, 12, priority: 750))
        let trailing = try s.add(LinearConstraint(left + width, .lessThanOrEqual, 48, priority: 750))
        let compression = try s.add(LinearConstraint(width, .greaterThanOrEqual, 48, priority: 750))
        if withLeading { try s.add(LinearConstraint(left, .equal, 0, priority: 500)) }
        let ties = s.weightDecidedTies()
        if withLeading {
            #expect(s.value(of: left) == 0 && s.value(of: width) == 48)
            #expect(!s.isAmbiguous(left) && !s.isAmbiguous(width))
            #expect(ties.isEmpty)
        } else {
            #expect(s.isAmbiguous(left))
            #expect(ties.count == 1 && ties.allSatisfy(\.isEven))
            #expect(Set(ties.flatMap(\.constraints)).isSubset(of: [inset, trailing, compression]))
        }
    }

    /// Against a brute-force oracle on generated systems (1-3 variables, up to five
    /// constraints at 1000/750/500/250/1 in a required box, as `SolverProperties`): an
    /// optional constraint is reported broken by a tie exactly when, with it made
    /// required, the brute-force optimum is no worse at every stronger priority and (if
    /// no worse at its own) no worse at every weaker one; a tie is even exactly when some
    /// such constraint costs nothing anywhere. The solver is left bit for bit as it was.
    @Test func agreesWithBruteForce() {
        let systems = systemGenerator(constraints: 1...5, priorities: SolverProperties.priorities)
        check("ties agree with brute force", systems, configuration: .cases(600), describe: SolverProperties.describe) { n, constraints in
            let solver = Solver()
            let variables = (0..<n).map { solver.makeVariable("x\($0)") }
            var accepted: [(GeneratedConstraint, ConstraintHandle)] = []
            for c in boxConstraints(variableCount: n) + constraints {
                if let handle = try? solver.add(c.linear(variables)) { accepted.append((c, handle)) }  // safe: a refused add is skipped, as in SolverProperties
            }
            let before = solution(solver, variables).map(\.bitPattern)
            let ties = solver.weightDecidedTies()
            try expectation(solution(solver, variables).map(\.bitPattern) == before, "weightDecidedTies moved the solution")
            let all = accepted.map(\.0)
            let point = solution(solver, variables)
            let base = errorVector(all, at: point)
            let levels = Set(all.map(\.priority).filter { !$0.isRequired }).sorted(by: >)
            var expected: Set<ConstraintHandle> = [], expectedEven = false
            for (index, (c, handle)) in accepted.enumerated() where !c.priority.isRequired && c.violation(point) > 1e-7 {
                var forced = all
                forced[index].priority = .required
                // Infeasible with c required: the required constraints force its violation.
                guard let at = bruteForce(forced, variableCount: n).optimalPoints.first else { continue }
                // The probe's vector over the same levels (c counted, at 0, in its own level).
                let vector = levels.map { level in all.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(at) } }
                let own = levels.firstIndex(of: c.priority) ?? 0
                let stronger = compareVectors(Array(vector[..<own]), Array(base[..<own]))
                if stronger != 0 { continue }
                if abs(vector[own] - base[own]) > 1e-6 {
                    expected.insert(handle)
                } else if compareVectors(Array(vector[(own + 1)...]), Array(base[(own + 1)...])) == 0 {
                    expected.insert(handle)
                    expectedEven = true
                }
            }
            let reported = Set(ties.flatMap(\.broken))
            try expectation(reported == expected, "broken by ties: reported \(reported.sorted()), oracle \(expected.sorted()) at \(point)")
            try expectation(ties.contains(where: \.isEven) == expectedEven, "even: reported \(ties.map(\.isEven)), oracle \(expectedEven)")
            for tie in ties {
                let members = accepted.filter { tie.constraints.contains($0.1) }.map(\.0)
                try expectation(members.allSatisfy { $0.priority == tie.priority } && members.count >= 2,
                                "a tie mixes priorities or has one member: \(members)")
                try expectation(Set(tie.broken).isSubset(of: tie.constraints), "broken outside the tie")
            }
            cover(3, ties.contains { !$0.isEven }, "a tie decided by weights")
            cover(1, ties.contains(where: \.isEven), "an even tie")
            cover(10, !expected.isEmpty || accepted.contains { !$0.0.priority.isRequired && $0.0.violation(point) > 1e-7 },
                  "an optional constraint violated")
        }
    }
}
