import Foundation
import Generators
@testable import Harness
@testable import SeedProperties
import HeadlessUIKit
import SeedControls
import Testing

/// The harness's own oracles agree with the runtime on what they model, case by case:
/// two independent readings of the same script. (The properties compare controls with
/// the oracles; these tests compare the oracles with the runtime's recognizers, so a
/// mistake in either shows up here.)
@Suite struct OracleTests {
    /// Each recognised swipe of a generated camera script, as the runtime's recognizers
    /// report it and as `SwipeOracle` reads the script, in order, for 1,000 scripts with
    /// removals, resizes, disables and second fingers.
    @Test func theSwipeOracleAgreesWithTheRecognizers() throws {
        let generator = CameraProperties.generator()
        var compared = 0, withSwipes = 0
        for seed in 0..<1_000 {
            guard let value = generator.example(seed: UInt64(seed)) else { continue }
            let scene = SeedScenes.camera
            let stage = scene.build(value.setup)
            let runtime = SwipeLog()
            let swipes = (stage.control.gestureRecognizers ?? []).compactMap { $0 as? UISwipeGestureRecognizer }
            try #require(swipes.count == 2)
            for recognizer in swipes { recognizer.addTarget(runtime, action: SwipeLog.swiped) }
            let record = CameraRecord(value, stage)
            var oracle: [Double] = []
            for (index, step) in value.script.steps.enumerated() {
                let before = record.swipes
                record.willApply(step, index: index)
                try scene.apply(step, on: stage)
                record.didApply(StepReport(index: index, step: step, entries: [], allEntries: []))
                if record.swipes > before { oracle.append(record.expected == .photo ? -1 : 1) }
            }
            #expect(oracle == runtime.directions, "seed \(seed):\n\(value.description)")
            compared += 1
            if !runtime.directions.isEmpty { withSwipes += 1 }
        }
        #expect(compared == 1_000)
        #expect(withSwipes > 300, "many scripts swipe")
    }

    /// Taps the generators rarely make: an up 60 pt past the switch (inside UIControl's
    /// 70 pt slop: a toggle), 80 pt past it (no toggle), a cancel, and a second finger.
    static let handMadeSwitchScripts: [TouchScript] = [
        TouchScript([.down(finger: 0, x: 45, y: 35, time: 0, taps: 1), .up(finger: 0, x: 131, y: 35, time: 0.1)]),
        TouchScript([.down(finger: 0, x: 45, y: 35, time: 0, taps: 1), .up(finger: 0, x: 151, y: 35, time: 0.1)]),
        TouchScript([.down(finger: 0, x: 45, y: 35, time: 0, taps: 1), .cancel(finger: 0, x: 45, y: 35, time: 0.1)]),
        TouchScript([.down(finger: 0, x: 45, y: 35, time: 0, taps: 1), .down(finger: 1, x: 50, y: 40, time: 0, taps: 1),
                     .up(finger: 1, x: 50, y: 40, time: 0.1), .up(finger: 0, x: 45, y: 35, time: 0.2)]),
    ]

    /// The split layout's mode record follows taps on the switch as the switch does, with
    /// the scene's own steps (mode sets, resizes, relaunches) applied in between.
    @Test func theModeRecordAgreesWithTheSwitch() throws {
        let generator = SplitProperties.cases
        let scripts = Self.handMadeSwitchScripts + (0..<300).compactMap { generator.example(seed: UInt64($0))?.script }
        var relaunches = 0
        for (seed, script) in scripts.enumerated() {
            let stage = SplitProperties.scene.build(NoSetup())
            var record = SplitRecord.Mode()
            for step in script.steps {
                try SplitProperties.scene.apply(step, on: stage)
                record.record(step)
                if case .relaunch = step { relaunches += 1 }
                #expect(record.on == stage.control.isOn, "seed \(seed) at \(step):\n\(script)")
            }
        }
        #expect(relaunches > 20, "the scripts relaunch from the store")
    }
}

/// The recognised swipes as the runtime's recognizers report them (-1 left, +1 right).
final class SwipeLog {
    var directions: [Double] = []

    func swiped(_ recognizer: UISwipeGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        directions.append(recognizer.direction == .left ? -1 : 1)
    }
}
