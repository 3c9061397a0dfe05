import Harness
import HeadlessUIKit
import StepSlider
import StepSliderProperties
import Testing

/// The slider driven by hand through its scene: values follow the finger to whole
/// steps, a thumb stops at the other one (the corrected slider) or one step past it
/// (the planted off-by-one), and ValueChanged comes only when a value changes.
@Suite struct StepRangeSliderTests {
    /// Grabs the upper thumb (8) and drags it to the track's start.
    static let upperToTheStart = TouchScript([
        .down(finger: 0, x: StepSliderScene.x(of: 8), y: 50, time: 0, taps: 1),
        .move(finger: 0, x: StepSliderScene.trackStart, y: 50, time: 0.1),
        .up(finger: 0, x: StepSliderScene.trackStart, y: 50, time: 0.2),
    ])

    func run(_ script: TouchScript, faults: Set<Fault> = []) throws -> (StepRangeSlider, [UIControl.Event]) {
        let stage = StepSliderScene.scene.build(NoSetup(), faults: faults)
        for step in script.steps { try StepSliderScene.scene.apply(step, on: stage) }
        let events = Headless.EventLog(stage.window).events(of: stage.control)
        return (stage.control, events)
    }

    @Test func theUpperThumbStopsAtTheLowerOne() throws {
        let (slider, events) = try run(Self.upperToTheStart)
        #expect(slider.lowerValue == 2)
        #expect(slider.upperValue == 2)
        #expect(events.filter { $0.contains(.valueChanged) }.count == 1)
    }

    @Test func theOffByOneLetsItPassByOneStep() throws {
        let (slider, _) = try run(Self.upperToTheStart, faults: [StepSliderScene.upperPassesLower])
        #expect(slider is OffByOneRangeSlider)
        #expect(slider.upperValue == 1, "one step below the lower thumb (2)")
    }

    @Test func valuesSnapToWholeStepsAndRepeatedMovesSendNothing() throws {
        let start = StepSliderScene.x(of: 2)
        let (slider, events) = try run(TouchScript([
            .down(finger: 0, x: start, y: 50, time: 0, taps: 1),
            .move(finger: 0, x: start + 30, y: 50, time: 0.1),  // 3.19 steps -> 3
            .move(finger: 0, x: start + 32, y: 50, time: 0.2),  // 3.27 -> still 3
            .up(finger: 0, x: start + 32, y: 50, time: 0.3),
        ]))
        #expect(slider.lowerValue == 3)
        #expect(events.filter { $0.contains(.valueChanged) }.count == 1)
    }
}
