import Foundation
import Generators
import Harness
import StepSliderProperties
import Testing

/// The planted off-by-one (`OffByOneRangeSlider`) is found by R1 within 2,000 cases
/// from a fixed seed and shrunk to at most 3 steps; its replay breaks R1 with the
/// fault on and passes with it off; with the bug removed, R1 holds for 2,000 cases.
@Suite struct PlantedBugTests {
    static let seed: UInt64 = 1
    static let fault = StepSliderScene.upperPassesLower

    /// R1 with `faults`, `cases` cases from `seed`, no regression files, no issue recorded.
    static func hunt(faults: Set<Fault>, cases: Int = 2_000) -> (HarnessProperty, PropertyOutcome) {
        let property = StepSliderProperties.properties.property(StepSliderProperties.r1, faults: faults)
        var configuration = CheckConfiguration.cases(cases)
        configuration.seed = seed
        configuration.regressions = nil
        configuration.recordsIssue = false
        let settings = configuration
        return (property, onBigStack { property.property.check(configuration: settings) })
    }

    @Test func theOffByOneIsFoundWithin2000CasesAndShrunkTo3Steps() throws {
        let (property, outcome) = Self.hunt(faults: [Self.fault])
        #expect(outcome.status == .failed, "R1 did not catch the off-by-one: \(outcome.report)")
        #expect(outcome.cases <= 2_000)
        let choices = try #require(outcome.choices)
        let steps = try #require(property.stepCount(choices))
        #expect(steps <= 3, "shrunk to \(steps) steps:\n\(outcome.value ?? "")")
        print("R1 found the off-by-one after \(outcome.cases) cases, shrunk to \(steps) steps:\n\(outcome.value ?? "")")

        // The replay shows it: R1 breaks with the fault on, and holds on the same steps without it.
        let trace = try #require(property.trace(choices))
        #expect(trace.failure?.contains("not in order") == true, "\(trace.lines)")
        #expect(trace.svg.contains("<svg"))
        let fixed = StepSliderProperties.properties.property(StepSliderProperties.r1)
        #expect(try #require(fixed.trace(choices)).failure == nil)
    }

    @Test func withTheBugRemovedR1Holds() {
        let (_, outcome) = Self.hunt(faults: [])
        #expect(outcome.status == .passed, "\(outcome.report)")
        #expect(outcome.cases == 2_000)
    }
}

/// Runs `work` on a thread with an 8 MB stack (shrinking recurses deeper than the test
/// pool's threads allow) and waits for it.
func onBigStack<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: T?
    let thread = Thread {
        result = work()
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    return result!  // safe: set before the signal
}
