import Generators
import Harness
import HeadlessUIKit
import StepSlider

/// What an R1 case keeps: the stage (the slider as the scene built it). R1 compares
/// the thumbs' values with the range and step the scene asked for, never with each
/// thumb's own idea of where it may go.
public final class StepSliderRecord: CaseRecord {
    /// The slider in its window.
    public let stage: Stage<StepRangeSlider>
    /// The range and step the scene asked for.
    public let minimum = 0.0, maximum = 10.0, step = 1.0

    /// A record of one case.
    public init(stage: Stage<StepRangeSlider>) { self.stage = stage }
}

/// The slider's own property, R1, on the kit.
public enum StepSliderProperties {
    /// R1: after every step, minimum <= lower <= upper <= maximum, each on a whole step.
    public static let r1 = Invariant<StepSliderRecord>(
        "R1", "R1 thumbs in order on whole steps",
        summary: "after every step 0 <= lower <= upper <= 10 and both values are whole steps",
        catches: [StepSliderScene.upperPassesLower],
        atStart: { try check($0, "at start") },
        afterStep: { try check($0, $1.here) },
        settled: { try check($0, "settled") })

    static func check(_ record: StepSliderRecord, _ here: String) throws {
        let lower = Double(record.stage.control.lowerValue), upper = Double(record.stage.control.upperValue)
        try expectation(record.minimum <= lower && lower <= upper && upper <= record.maximum,
                        "\(here): lower \(lower), upper \(upper) are not in order within \(record.minimum)...\(record.maximum)")
        for value in [lower, upper] {
            let steps = (value - record.minimum) / record.step
            try expectation(steps == steps.rounded(), "\(here): \(value) is not a whole step from \(record.minimum)")
        }
    }

    /// The slider's scene, cases and R1.
    public static let properties = ControlProperties(
        scene: StepSliderScene.scene, cases: StepSliderScene.cases,
        record: { _, stage in StepSliderRecord(stage: stage) }, invariants: [r1])

    /// The kit's invariants every UIControl must keep (U1-U9), on the same scene, with
    /// touches sized from the slider's own geometry: nothing written for the slider.
    public static let generic = UIControlInvariants.properties(of: StepSliderScene.scene, setup: NoSetup())

    /// Every property of the Examples package, for its tools: R1, then U1-U9.
    public static let catalogue = Catalogue([properties, generic])
}
