import Testing
@testable import Layout

/// Values of `variables`, for before/after comparisons.
private func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    variables.map { solver.value(of: $0) }
}

@Suite("Solver")
struct SolverTests {
    @Test func requiredEqualitiesAndInequalities() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(LinearConstraint(x, .equal, 10))
        try s.add(LinearConstraint(y, .greaterThanOrEqual, x + 5))
        try s.add(LinearConstraint(y, .equal, 0, priority: .low))
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 15)
    }

    @Test func strictOrderThousandWeakLoseToOneStronger() throws {
        let s = Solver()
        let v = s.makeVariable("v")
        for _ in 0..<1000 { try s.add(LinearConstraint(v, .equal, 0, priority: 1)) }
        try s.add(LinearConstraint(v, .equal, 100, priority: 2))
        #expect(s.value(of: v) == 100)
        #expect(!s.isAmbiguous(v))
    }

    @Test func strictOrderKiwiCounterexamples() throws {
        // v >= 100 @501, v == 90 @500, v == 10 @10: a weighted sum says 90.
        let s = Solver()
        let v = s.makeVariable()
        try s.add(LinearConstraint(v, .greaterThanOrEqual, 100, priority: 501))
        try s.add(LinearConstraint(v, .equal, 90, priority: 500))
        try s.add(LinearConstraint(v, .equal, 10, priority: 10))
        #expect(s.value(of: v) == 100)
        // Two at 500 against one at 501.
        let t = Solver()
        let w = t.makeVariable()
        try t.add(LinearConstraint(w, .equal, 100, priority: 501))
        try t.add(LinearConstraint(w, .equal, 90, priority: 500))
        try t.add(LinearConstraint(w, .equal, 90, priority: 500))
        #expect(t.value(of: w) == 100)
    }

    @Test func sliderClampsThumb() throws {
        // research/layout.md §5.2: thumb.left = 12, 100, 158 for x = -50, 100, 400.
        let s = Solver()
        let trackL = s.makeVariable("trackL"), trackW = s.makeVariable("trackW")
        let thumbL = s.makeVariable("thumbL"), thumbW = s.makeVariable("thumbW")
        try s.add(LinearConstraint(trackL, .equal, 0))
        try s.add(LinearConstraint(trackW, .equal, 200))
        try s.add(LinearConstraint(thumbW, .equal, 30))
        try s.add(LinearConstraint(thumbL, .greaterThanOrEqual, trackL + 12, priority: 750))
        try s.add(LinearConstraint(thumbL + thumbW, .lessThanOrEqual, trackL + trackW - 12, priority: 750))
        // Incremental: edit variable + suggest.
        try s.addEditVariable(thumbL, priority: 500)
        var seen: [Double] = []
        for x in [-50.0, 100, 400] {
            try s.suggestValue(x, for: thumbL)
            seen.append(s.value(of: thumbL))
        }
        #expect(seen == [12, 100, 158])
        // Constant change of the touch constraint.
        try s.removeEditVariable(thumbL)
        let touch = try s.add(LinearConstraint(thumbL, .equal, trackL + 0, priority: 500))
        seen = []
        for x in [-50.0, 100, 400] {
            try s.updateConstant(of: touch, to: -x)
            seen.append(s.value(of: thumbL))
        }
        #expect(seen == [12, 100, 158])
    }

    @Test func handlingInfeasibleConstraintsThroughDualSimplex() throws {
        // The paper's xl/xm/xr example: suggesting xm = 90 pushes xr to its bound.
        let s = Solver()
        let xm = s.makeVariable("xm"), xl = s.makeVariable("xl"), xr = s.makeVariable("xr")
        try s.addEditVariable(xm, priority: 750)
        try s.addEditVariable(xl, priority: 500)
        try s.addEditVariable(xr, priority: 500)
        try s.add(LinearConstraint(2 * xm, .equal, xl + xr))
        try s.add(LinearConstraint(xl + 20, .lessThanOrEqual, LinearExpression(xr)))
        try s.add(LinearConstraint(xl, .greaterThanOrEqual, -10))
        try s.add(LinearConstraint(xr, .lessThanOrEqual, 100))
        try s.suggestValue(40, for: xm)
        try s.suggestValue(20, for: xl)
        try s.suggestValue(60, for: xr)
        #expect(values(s, [xm, xl, xr]) == [40, 20, 60])
        try s.suggestValue(90, for: xm)
        #expect(values(s, [xm, xl, xr]) == [90, 80, 100])
    }

    @Test func removeOfAddRestoresSolution() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(LinearConstraint(x, .equal, 20, priority: 250))
        try s.add(LinearConstraint(y, .equal, x + 10))
        try s.add(LinearConstraint(y, .lessThanOrEqual, 100))
        let before = values(s, [x, y])
        let c = try s.add(LinearConstraint(x, .greaterThanOrEqual, 50))
        #expect(values(s, [x, y]) == [50, 60])
        try s.remove(c)
        #expect(values(s, [x, y]) == before)
        let d = try s.add(LinearConstraint(x + y, .equal, 7, priority: 750))
        #expect(values(s, [x, y]) != before)
        try s.remove(d)
        #expect(values(s, [x, y]) == before)
    }

    @Test func failedAddChangesNothing() throws {
        // kiwi#52: a >= 10, b <= 5, then b >= a fails and must leave a = 10.
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(LinearConstraint(a, .greaterThanOrEqual, 10))
        try s.add(LinearConstraint(b, .lessThanOrEqual, 5))
        try s.add(LinearConstraint(a, .equal, 3, priority: 500))
        let rows = s.tableau.rows, basics = s.tableau.basics, kinds = s.tableau.kinds
        let objective = s.tableau.objective.levels
        #expect(throws: SolverError.unsatisfiable) {
            try s.add(LinearConstraint(b, .greaterThanOrEqual, LinearExpression(a)))
        }
        #expect(s.tableau.rows == rows)
        #expect(s.tableau.basics == basics)
        #expect(s.tableau.kinds == kinds)
        #expect(s.tableau.objective.levels == objective)
        #expect(s.value(of: a) == 10)
        // kiwi.js#31: the solver still accepts what it accepted before.
        let x = s.makeVariable("x")
        let c = try s.add(LinearConstraint(x, .lessThanOrEqual, 1))
        #expect(throws: SolverError.unsatisfiable) { try s.add(LinearConstraint(x, .greaterThanOrEqual, 2)) }
        try s.remove(c)
        try s.add(LinearConstraint(x, .greaterThanOrEqual, 2))
        #expect(s.value(of: x) == 2)
    }

    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        try s.add(LinearConstraint(x, .equal, 60))
        try s.add(LinearConstraint(y, .equal, LinearExpression(x)))
        try s.add(LinearConstraint(z, .equal, LinearExpression(y)))
        try s.add(LinearConstraint(z, .equal, LinearExpression(x)))
        #expect(values(s, [x, y, z]) == [60, 60, 60])
        #expect(throws: SolverError.unsatisfiable) { try s.add(LinearConstraint(z, .equal, x + 1)) }
    }

    @Test func requiredConstantChangeThatConflictsIsRefused() throws {
        let s = Solver()
        let x = s.makeVariable()
        let low = try s.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        try s.add(LinearConstraint(x, .lessThanOrEqual, 50))
        try s.add(LinearConstraint(x, .equal, 0, priority: 250))
        #expect(s.value(of: x) == 10)
        try s.updateConstant(of: low, to: -30)  // x >= 30
        #expect(s.value(of: x) == 30)
        #expect(throws: SolverError.unsatisfiable) { try s.updateConstant(of: low, to: -60) }
        #expect(s.value(of: x) == 30)
        #expect(s.constraint(low)?.expression.constant == -30)
    }

    @Test func optionalPriorityChangeIsAnObjectiveUpdate() throws {
        let s = Solver()
        let v = s.makeVariable()
        let a = try s.add(LinearConstraint(v, .equal, 220, priority: 751))
        let b = try s.add(LinearConstraint(v, .equal, -100, priority: 749))
        #expect(s.value(of: v) == 220)
        try s.setPriority(749, of: a)
        try s.setPriority(751, of: b)
        #expect(s.value(of: v) == -100)
        try s.setPriority(750, of: a)
        try s.setPriority(750, of: b)
        #expect(s.isAmbiguous(v))
    }

    @Test func requiredToOptionalIsRefusedWithUIKitsMessage() throws {
        let s = Solver()
        let v = s.makeVariable()
        let c = try s.add(LinearConstraint(v, .equal, 5))
        do {
            try s.setPriority(750, of: c)
            Issue.record("expected a refusal")
        } catch {
            #expect(error == .mutatingRequiredPriority(passed: 750, existing: 1000))
            #expect(error.description == "Mutating a priority from required to not on an installed constraint "
                + "(or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000.")
        }
        #expect(s.constraint(c)?.priority == .required)
        #expect(throws: SolverError.invalidPriority(0)) { try s.add(LinearConstraint(v, .equal, 1, priority: 0)) }
        #expect(throws: SolverError.invalidPriority(1001)) { try s.add(LinearConstraint(v, .equal, 1, priority: 1001)) }
    }

    @Test func ambiguity() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        #expect(s.isAmbiguous(x))
        try s.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        try s.add(LinearConstraint(x, .lessThanOrEqual, 20))
        #expect(s.isAmbiguous(x))
        try s.add(LinearConstraint(x, .equal, 0, priority: 250))
        #expect(!s.isAmbiguous(x))
        #expect(s.value(of: x) == 10)
        // A tie between equal priorities.
        try s.add(LinearConstraint(y, .equal, 10, priority: 500))
        try s.add(LinearConstraint(y, .equal, 20, priority: 500))
        #expect(s.isAmbiguous(y))
        // Degenerate but unique: z >= 5 and z <= 5.
        try s.add(LinearConstraint(z, .greaterThanOrEqual, 5))
        try s.add(LinearConstraint(z, .lessThanOrEqual, 5))
        #expect(!s.isAmbiguous(z))
    }

    @Test func minimalConflictingSet() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable()
        let c1 = try s.add(LinearConstraint(a, .greaterThanOrEqual, 10))
        _ = try s.add(LinearConstraint(c, .equal, 3))
        let c3 = try s.add(LinearConstraint(b, .lessThanOrEqual, 5))
        _ = try s.add(LinearConstraint(a, .lessThanOrEqual, 100))
        let conflict = s.conflictingConstraints(adding: LinearConstraint(b, .greaterThanOrEqual, LinearExpression(a)))
        #expect(conflict == [c1, c3])
    }

    @Test func deterministicValues() throws {
        func build() throws -> [Double] {
            let s = Solver()
            let v = (0..<6).map { _ in s.makeVariable() }
            try s.add(LinearConstraint(v[0] + v[1], .equal, 10, priority: 500))
            try s.add(LinearConstraint(v[1] - v[2], .lessThanOrEqual, 3, priority: 500))
            try s.add(LinearConstraint(v[3], .greaterThanOrEqual, v[2] + 1))
            try s.add(LinearConstraint(v[4] + v[5], .equal, LinearExpression(v[3]), priority: 250))
            return values(s, v)
        }
        #expect(try build() == build())
    }
}

@Suite("Solver, recovery and errors")
struct SolverRecoveryTests {
    @Test func rebuildKeepsValuesAndHandles() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = try s.add(LinearConstraint(x + y, .equal, 100))
        try s.add(LinearConstraint(x, .greaterThanOrEqual, 30, priority: 750))
        try s.add(LinearConstraint(x - y, .equal, 0, priority: 250))
        try s.addEditVariable(y, priority: 500)
        try s.suggestValue(80, for: y)
        let before = [s.value(of: x), s.value(of: y)]
        #expect(before == [30, 70])
        try s.rebuild()
        #expect([s.value(of: x), s.value(of: y)] == before)
        // Handles and edit variables survive.
        try s.updateConstant(of: a, to: -120)
        try s.suggestValue(100, for: y)
        #expect([s.value(of: x), s.value(of: y)] == [30, 90])
        #expect(s.errorVector.map(\.priority) == [750, 500, 250])
        #expect(s.errorVector.map(\.error) == [0, 10, 60])
    }

    @Test func misuseIsReportedNotFatal() throws {
        let s = Solver(), other = Solver()
        let x = s.makeVariable()
        _ = other.makeVariable()
        let stranger = other.makeVariable()
        #expect(throws: SolverError.unknownVariable(stranger)) { try s.add(LinearConstraint(stranger, .equal, 1)) }
        let c = try s.add(LinearConstraint(x, .equal, 1))
        try s.remove(c)
        #expect(throws: SolverError.unknownConstraint) { try s.remove(c) }
        #expect(throws: SolverError.unknownConstraint) { try s.updateConstant(of: c, to: 3) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable) { try s.addEditVariable(x, priority: .required) }
        try s.addEditVariable(x, priority: 500)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try s.addEditVariable(x, priority: 250) }
        #expect(s.value(of: stranger) == 0)
        #expect(s.isAmbiguous(stranger))
    }
}
