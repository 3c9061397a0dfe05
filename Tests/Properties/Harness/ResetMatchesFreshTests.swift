import Foundation
import Generators
import HeadlessUIKit
import Testing
@testable import Harness
@testable import SeedProperties
import SeedControls

/// Scenes built once and reset per case: every scene's reset passes the reset-equals-fresh
/// property, the property catches a reset that forgets a control's private state, and the
/// runner really reuses stages.
@Suite struct ResetMatchesFreshTests {
    /// The reset-equals-fresh property of every seed scene that has a reset.
    static var resetProperties: [HarnessProperty] {
        [LockProperties.properties.resetMatchesFresh(), CameraProperties.properties.resetMatchesFresh(),
         SelectorProperties.properties.resetMatchesFresh()].compactMap { $0 }
    }

    /// Cases per scene: `RESET_CASES` (scripts/check-reset.sh sets 10,000), else 200;
    /// nil for a value that is not a positive whole number (the test then fails, never
    /// running a silently different count).
    static var cases: Int? {
        guard let text = ProcessInfo.processInfo.environment["RESET_CASES"] else { return 200 }
        return Int(text).flatMap { $0 >= 1 ? $0 : nil }
    }

    static func configuration(cases: Int) -> CheckConfiguration {
        var configuration = CheckConfiguration.cases(cases)
        configuration.seed = 14
        configuration.recordsIssue = false
        configuration.regressions = nil
        return configuration
    }

    /// Rule: after any history, a reset stage runs any case as a fresh build does (frames,
    /// constraints, engine counts, clock, log, state line), for every scene with a reset.
    @Test func everyResetMatchesAFreshBuild() async throws {
        let properties = Self.resetProperties
        #expect(!properties.isEmpty)
        let count = try #require(Self.cases, "RESET_CASES must be a positive whole number")
        for property in properties {
            let settings = Self.configuration(cases: count)
            let outcome = await offThePool { property.property.check(configuration: settings) }
            // The line scripts/check-reset.sh reads.
            print("reset-equals-fresh \"\(property.name)\" cases=\(outcome.cases) verdict=\(outcome.status.rawValue)")
            #expect(outcome.status == .passed, "\(outcome.report)")
        }
    }

    /// The same property with each of the scene's faults on (the runner reuses stages
    /// under faults too: the fault table runs that way). `RESET_CASES` cases each when
    /// set (scripts/check-reset.sh), else 10 (a smoke run: the suite stays lean).
    static var faultedProperties: [(fault: Fault, property: HarnessProperty)] {
        LockProperties.scene.faults.compactMap { fault in LockProperties.properties.resetMatchesFresh(faults: [fault]).map { (fault, $0) } }
    }

    /// Rule: with any one of its faults on, a reset stage still runs any case as a fresh
    /// build of the same faulty variant does.
    @Test func everyResetMatchesAFreshBuildUnderEachFault() async throws {
        let count = ProcessInfo.processInfo.environment["RESET_CASES"] == nil
            ? 10 : try #require(Self.cases, "RESET_CASES must be a positive whole number")
        let properties = Self.faultedProperties
        #expect(!properties.isEmpty)
        for (fault, property) in properties {
            let settings = Self.configuration(cases: count)
            let outcome = await offThePool { property.property.check(configuration: settings) }
            // The line scripts/check-reset.sh reads.
            print("reset-equals-fresh \"\(property.name)\" faults=\(fault.rawValue) cases=\(outcome.cases) verdict=\(outcome.status.rawValue)")
            #expect(outcome.status == .passed, "\(fault.rawValue): \(outcome.report)")
        }
    }

    /// Rule: the property catches a reset that restores only what the window snapshot
    /// sees. The lock's unlocked flag is its own; the snapshot alone puts an unlocked
    /// lock (whose case stopped before the fade removed it) back on screen still unlocked.
    @Test func catchesALockResetThatForgetsTheUnlockedFlag() async throws {
        var incomplete = LockProperties.properties
        incomplete.scene.reset = Scene<LockSetup, LockControl>.snapshotReset()
        let property = try #require(incomplete.resetMatchesFresh())
        let settings = Self.configuration(cases: 200)
        let outcome = await offThePool { property.property.check(configuration: settings) }
        #expect(outcome.status == .failed)
        #expect(outcome.failure?.contains("unlocked") == true, "\(outcome.report)")
    }

    /// Rule: without a tracer the runner parks the stage after a case and the next case
    /// of the same setup runs on it, reset; a traced run builds afresh.
    @Test func theRunnerReusesAStage() throws {
        let properties = LockProperties.properties
        let value = LockCase(sizes: LockControl.Sizes(track: CGSize(width: 200, height: 48)), script: TouchScript(pieces: []))
        try properties.run(value)
        let first = try #require(properties.stages.take(value.setup, faults: []))
        properties.stages.park(first, setup: value.setup, faults: [])
        try properties.run(value)
        let second = try #require(properties.stages.take(value.setup, faults: []))
        #expect(second === first)
        #expect(properties.stages.take(value.setup, faults: []) == nil)
        try properties.run(value, tracer: Tracer())
        #expect(properties.stages.take(value.setup, faults: []) == nil)
    }

    /// Rule: the libFuzzer path (fuzzer bytes through `Property.run(fuzzerBytes:)`, what
    /// `FuzzTarget.testOneInput` calls) goes through the same runner: it parks its stage.
    @Test func fuzzerInputsReuseStages() {
        var properties = LockProperties.properties
        properties.scene = LockProperties.scene  // a pool of its own
        let property = properties.property(LockProperties.l1)
        #expect(properties.stages.count == 0)
        let outcome = property.property.run(fuzzerBytes: [])
        #expect(outcome.status == .passed)
        #expect(properties.stages.count == 1)
        _ = property.property.run(fuzzerBytes: [])
        #expect(properties.stages.count == 1)
    }

    /// Rule: the window snapshot refuses a tree that changed shape (a view removed), and
    /// restores a moved constant, the clock and the log.
    @Test func theSnapshotRefusesAChangedTreeAndRestoresConstants() throws {
        let (window, lock) = Scenes.lock()
        let snapshot = Headless.WindowSnapshot(window)
        let thumb = lock.thumbView.frame
        lock.moveThumb(to: 80)
        try Headless.Clock(window).advance(by: 0.5)
        #expect(lock.thumbView.frame != thumb)
        #expect(snapshot.restore())
        #expect(lock.thumbView.frame == thumb)
        #expect(Headless.Clock(window).now == 0)
        lock.removeFromSuperview()
        #expect(!snapshot.restore())
    }
}
