import TestSupport
import Foundation
import Generators
import Harness
import SeedProperties
import Testing

/// Scripts print as short lines and round-trip through JSON; a counterexample replays
/// as a step-by-step trace with events, state and a picture; priority sets and lists
/// shrink the way the harness relies on.
@Suite struct ScriptAndTraceTests {
    @Test func scriptsPrintAsShortLines() {
        let script = TouchScript([
            .down(finger: 0, x: 120, y: 80, time: 0, taps: 1), .move(finger: 0, x: 180, y: 80, time: 0.1),
            .up(finger: 0, x: 180, y: 80, time: 0.2), .advance(0.5), .resize(width: 320, height: 568),
            .removeFromWindow, .disable, .setMode(false), .setPriority(constraint: "blueTrailing", value: 750),
        ])
        #expect(script.description == """
            down #0 (120, 80) @0.00
            move #0 (180, 80) @0.10
            up #0 (180, 80) @0.20
            advance 0.50
            resize 320x568
            remove from window
            disable
            mode off
            priority blueTrailing = 750
            """)
        // A threshold's neighbour must not print as the threshold.
        #expect(Step.move(finger: 0, x: 162.00000000000003, y: 0, time: 0.28).description == "move #0 (162.00000000000003, 0) @0.28")
    }

    @Test func scriptsRoundTripThroughJSON() throws {
        let script = TouchScript([.down(finger: 1, x: -3.25, y: 1e6, time: 0.28, taps: 2), .cancel(finger: 1, x: 0, y: 0, time: 1),
                                  .setConstant(constraint: "spacing", value: 8), .relaunch, .layoutPass, .enable])
        let data = try JSONEncoder().encode(script)
        #expect(try JSONDecoder().decode(TouchScript.self, from: data) == script)
    }

    /// Pieces lay out into well-formed fingers whatever was deleted: a gesture of a
    /// finger that is still down starts with a move.
    @Test func piecesAreWellFormedByConstruction() {
        let held = FingerGesture(start: ScriptPoint(10, 10), moves: [], end: .hold, endDelay: 0)
        let again = FingerGesture(start: ScriptPoint(20, 10), moves: [.init(to: ScriptPoint(20, 10), delay: 0.1)], end: .up, endDelay: 0.1)
        let script = TouchScript(pieces: [.finger(held), .advance(0.5), .finger(again)])
        #expect(script.description == """
            down #0 (10, 10) @0.00
            advance 0.50
            move #0 (20, 10) @0.50
            stay #0 (20, 10) @0.60
            up #0 (20, 10) @0.70
            """)
    }

    @Test func prioritySetsShrinkTowardTheOriginal() {
        let target = PriorityTarget(name: "blueTrailing", original: 751)
        #expect(PrioritySets.priority(for: target).replay(ChoiceSequence([0, 0])) == 751)
        let changes = PrioritySets.changes(of: [target])
        #expect(changes.replay(ChoiceSequence([0])) == [])
        #expect(PrioritySets.levelsAndNeighbours.contains(749) && PrioritySets.levelsAndNeighbours.contains(1000))
    }

    @Test func aCounterexampleReplaysAsATrace() async throws {
        let fault = Fault.lockDuplicateTouchEvents
        let found = await offThePool { FaultCatalogue.hunt(fault, seed: 1, in: Catalog.seed) }
        let name = try #require(found.property)
        let choices = try #require(found.choices)
        let faulty = try #require(Catalog.property(named: name, faults: [fault]))
        let trace = try #require(faulty.trace(choices))
        #expect(trace.failure?.contains("second TouchDown") == true, "\(trace.lines)")
        #expect(trace.lines.first == "1. down #0 (115.50, 413.50) @0.00")
        #expect(trace.lines.contains { $0.contains("events: lock TouchDown, lock TouchDown") })
        #expect(XMLCheck.rootName(trace.svg) == "svg", "the trace picture is not well-formed SVG")
        #expect(trace.svg.contains("id=\"touch-path\"") && trace.svg.contains("id=\"broken-invariant\""))
        let clean = try #require(Catalog.property(named: name)?.trace(choices))
        #expect(clean.failure == nil, "\(clean.lines)")
    }

    /// The split layout relies on blue's trailing being above yellow's 750 in the on mode
    /// (a tie still works: the error weights favour blue) and strictly below it when off.
    @Test func splitPriorityOrders() throws {
        let results = PriorityExploration.split()
        func breaks(_ name: String, on: Bool) throws -> [Int] {
            try #require(results.first { $0.constraint == name && $0.on == on }).breaks.map(\.level)
        }
        let blueOn = try breaks("blueTrailing", on: true), blueOff = try breaks("blueTrailing", on: false)
        #expect(blueOn.contains(749) && !blueOn.contains(750) && !blueOn.contains(999))
        #expect(blueOff.contains(750) && !blueOff.contains(749) && !blueOff.contains(1))
        #expect(try breaks("yellowTrailing", on: false).contains(749))
    }

    @Test func catalogueNamesAreStableAndUnique() {
        let names = Catalog.properties().map(\.name)
        #expect(Set(names).count == names.count)
        let genericIDs = UIControlInvariants.all.map(\.id)
        let own = Catalog.properties().filter { !genericIDs.contains($0.invariant) }
        let generic = Catalog.properties().filter { genericIDs.contains($0.invariant) }
        #expect(own.map(\.invariant) == ["L1", "L2", "L2b", "L3", "L4", "L5", "S1", "S2", "S3", "S4", "S4b",
                                          "C1", "C2", "C3", "M1", "M2", "M3", "M3b", "M4", "M4b"])
        // After the controls' own: U1-U9 of each control that has them, in order, each
        // named after its control, with a key of its own (the fuzzer targets' names).
        let genericControls = ["LockControl", "SplitLayoutView", "CameraModeView", "SegmentSelector"]
        #expect(generic.map(\.invariant) == genericControls.flatMap { _ in genericIDs })
        #expect(generic.map(\.control) == genericControls.flatMap { control in genericIDs.map { _ in control } })
        #expect(generic.allSatisfy { $0.name.hasPrefix("\($0.control) \($0.invariant) ") && $0.catches.isEmpty })
        #expect(names.count == 20 + 9 * genericControls.count)
        let keys = Catalog.seed.keyed().map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(Array(keys.prefix(3)) == ["l1", "l2", "l2b"] && keys.contains("lockcontrol_u1") && keys.contains("cameramodeview_u9"))
        // Every fault is expected to be caught by some property.
        let caught = Set(Catalog.properties().flatMap(\.catches))
        #expect(caught == Set(Catalog.seed.faults))
        // Every control's own invariant has a fault of its own: one that no other invariant
        // lists (the generic ones list none: they are checked with nothing written).
        for harness in own {
            let others = Set(Catalog.properties().filter { $0.invariant != harness.invariant }.flatMap(\.catches))
            #expect(!Set(harness.catches).subtracting(others).isEmpty, "\(harness.invariant) has no fault of its own")
        }
    }
}
