import Generators
import Harness
import HeadlessUIKit
import StepSlider

/// Where the slider runs: a 320 x 100 window with the slider pinned 20 pt from each
/// side, 44 pt tall, centred, so its track runs from x 34 to 286 in the window (252 pt,
/// 25.2 pt a step) and its thumbs start at 2 (x 84.4) and 8 (x 235.6), y 50.
public enum StepSliderScene {
    /// The planted off-by-one: the upper thumb can pass the lower one by one step.
    public static let upperPassesLower = Fault(
        "stepSliderUpperPassesLower", control: "StepRangeSlider",
        summary: "OffByOneRangeSlider: the upper thumb's lowest value is one step below the lower thumb")

    /// The window's size.
    public static let window = CGSize(width: 320, height: 100)
    /// Where the track starts and how long it is, in window coordinates.
    public static let trackStart = 34.0, trackLength = 252.0
    /// The vertical centre of the track.
    public static let trackY = 50.0

    /// Where a value's thumb centre is in the window, from the geometry asked above
    /// (not from the control).
    public static func x(of value: Double) -> Double { (trackStart * 10 + value * trackLength) / 10 }

    /// Adds the slider to a window and pins it.
    static func place(_ slider: StepRangeSlider, in window: UIWindow) {
        slider.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(slider)
        NSLayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            slider.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            slider.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    /// The scene: the corrected slider, or the off-by-one one with `upperPassesLower`;
    /// it takes disable, enable, remove from window and add back to window.
    public static let scene = Scene<NoSetup, StepRangeSlider>(
        control: "StepRangeSlider",
        make: { _ in StepRangeSlider(frame: .zero) },
        variants: [FaultVariant(upperPassesLower) { _ in OffByOneRangeSlider(frame: .zero) }],
        place: { slider, _ in
            let window = UIWindow(frame: CGRect(origin: .zero, size: window))
            place(slider, in: window)
            return window
        },
        environment: [.disable, .enable, .removeFromWindow, .addToWindow { stage in place(stage.control, in: stage.window) }],
        state: { stage in
            let slider = stage.control
            return "lower \(short(slider.lowerValue)), upper \(short(slider.upperValue)), tracking \(slider.isTracking)"
                + (slider.isEnabled ? "" : ", disabled") + (slider.window == nil ? ", removed" : "")
        })

    /// A number as a trace prints it: whole numbers bare.
    static func short(_ value: CGFloat) -> String {
        let number = Double(value)
        return number == number.rounded() ? String(Int(number)) : String(format: "%.2f", number)
    }

    // MARK: Cases

    /// x on and around the slider, biased to the thumbs' resting centres and the track's ends.
    static let across = Positions.coordinate(0...320, simplest: x(of: 5),
                                        thresholds: [trackStart, trackStart + trackLength, x(of: 2), x(of: 8)])
    /// y on and around the track.
    static let y = Positions.coordinate(10...90, simplest: trackY, thresholds: [trackY - 22, trackY + 22])
    /// Near a thumb's resting centre (inside its grown rectangle, and just outside it).
    static let grab: Gen<ScriptPoint> = Gen.element(of: [x(of: 2), x(of: 8)]).flatMap { centre in
        Positions.point(Positions.coordinate(centre - 24...centre + 24, simplest: centre, thresholds: [centre - 22, centre + 22]),
                        Positions.coordinate(trackY - 24...trackY + 24, simplest: trackY, thresholds: [trackY - 22, trackY + 22]))
    }
    /// Along the track, anywhere from before its start to past its end.
    static let along = Positions.point(across, .constant(trackY))

    /// Scripts of up to six pieces: drags from a thumb along the track mostly, taps and
    /// drags anywhere, clock advances, and the scene's environment steps.
    public static let cases: Gen<ControlCase<NoSetup>> = {
        let anywhere = Positions.point(across, y)
        let environment = Gen<Step>.element(of: [.disable, .enable, .removeFromWindow, .addToWindow]).map { ScriptPiece.environment($0) }
        let piece = Gen<ScriptPiece>.frequency(
            (12, Gestures.drag(from: grab, along: along, ends: Gestures.mostlyUp)),
            (3, Gestures.drag(from: anywhere, along: anywhere)),
            (2, Gestures.tap(at: anywhere)),
            (2, Gestures.advance),
            (1, environment))
        return Gen.array(of: piece, length: 0...6).map { ControlCase(TouchScript(pieces: $0)) }
    }()
}
