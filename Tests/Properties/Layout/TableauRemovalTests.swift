import Testing
@testable import Layout

/// Removing a constraint whose marker is not basic: the marker is pivoted into a row
/// before the row is dropped (`Tableau.markerLeavingRow`), whichever row holds it.
@Suite struct TableauRemovalTests {
    /// Rule: when the marker appears only in the row of an unrestricted (external)
    /// variable, that row is the one it leaves through, even when it is the row of the
    /// first variable created (symbol id 0): after the removal the variable is free again.
    @Test func aMarkerOnlyInTheFirstVariablesRowIsRemoved() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(x.id == 0)
        // x is the subject: x = 10 + slack, the slack (the marker) only in x's row.
        let floor = try s.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        #expect(s.value(of: x) == 10)
        try s.remove(floor)
        try s.add(LinearConstraint(x, .equal, 0, priority: .low))
        #expect(s.value(of: x) == 0)
        #expect(s.rowCount == 1)
    }

    /// Rule: the same removal for a later variable (its row is not id 0): the comparison
    /// the first case pins is about the id, not about the shape.
    @Test func aMarkerOnlyInALaterVariablesRowIsRemoved() throws {
        let s = Solver()
        _ = s.makeVariable("unused")
        let x = s.makeVariable("x")
        let floor = try s.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        try s.remove(floor)
        try s.add(LinearConstraint(x, .equal, 0, priority: .low))
        #expect(s.value(of: x) == 0)
    }
}
