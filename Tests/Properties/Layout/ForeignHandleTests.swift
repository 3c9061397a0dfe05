import Testing
@testable import Layout

/// A `ConstraintHandle` names a constraint of the solver that issued it, and only there.
@Suite struct ForeignHandleTests {
    /// Rule: a handle from another solver is unknown to this one (`contains` is false,
    /// `constraint` is nil, and removing it, changing its constant or its priority throws
    /// `unknownConstraint`), even when this solver has a constraint with the same
    /// number, which stays installed and unchanged.
    @Test func aHandleFromAnotherSolverIsUnknown() throws {
        let mine = Solver(), theirs = Solver()
        let x = mine.makeVariable("x"), y = theirs.makeVariable("y")
        let own = try mine.add(LinearConstraint(x, .equal, 1, priority: 500))
        let foreign = try theirs.add(LinearConstraint(y, .equal, 2, priority: 500))
        #expect(own.description == foreign.description)  // both "c0": the number alone is ambiguous
        #expect(own != foreign)
        #expect(!mine.contains(foreign))
        #expect(mine.constraint(foreign) == nil)
        #expect(throws: SolverError.unknownConstraint) { try mine.remove(foreign) }
        #expect(throws: SolverError.unknownConstraint) { try mine.updateConstant(of: foreign, to: 5) }
        #expect(throws: SolverError.unknownConstraint) { try mine.setPriority(250, of: foreign) }
        #expect(mine.contains(own))
        #expect(mine.constraint(own)?.priority == 500)
        #expect(mine.value(of: x) == 1)
        #expect(theirs.contains(foreign) && theirs.value(of: y) == 2)
    }
}
