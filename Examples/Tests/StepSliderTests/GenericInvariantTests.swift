import Generators
import Harness
import HeadlessUIKit
import StepSlider
import StepSliderProperties
import Testing

/// The kit's invariants every UIControl must keep (U1-U9), on the slider's scene with
/// nothing written for the slider: they hold on the corrected slider, and U4 (no events
/// while disabled) is what made the slider stop a drag when it is disabled mid-way.
@Suite struct GenericInvariantTests {
    static let ids = StepSliderProperties.generic.invariants.map(\.id)

    @Test(arguments: ids) func holdsOnTheCorrectedSlider(id: String) throws {
        let invariant = try #require(StepSliderProperties.generic.invariants.first { $0.id == id })
        let property = StepSliderProperties.generic.property(invariant)
        var configuration = CheckConfiguration.cases(300)
        configuration.seed = 1
        configuration.regressions = nil
        configuration.recordsIssue = false
        let settings = configuration
        let outcome = onBigStack { property.property.check(configuration: settings) }
        #expect(outcome.status == .passed, "\(outcome.report)")
    }

    /// U4's find, kept as a script: grab the upper thumb, disable the slider, move.
    @Test func aDragStopsWhenTheSliderIsDisabled() throws {
        let stage = StepSliderScene.scene.build(NoSetup())
        let x = StepSliderScene.x(of: 8)
        for step: Step in [.down(finger: 0, x: x, y: 50, time: 0, taps: 1), .disable,
                           .move(finger: 0, x: x - 60, y: 50, time: 0.1), .up(finger: 0, x: x - 60, y: 50, time: 0.2)] {
            try StepSliderScene.scene.apply(step, on: stage)
        }
        let events = Headless.EventLog(stage.window).events(of: stage.control)
        #expect(events == [.touchDown], "after the disable the slider sent \(events.dropFirst())")
        #expect(stage.control.upperValue == 8)
    }
}
