import HeadlessUIKit
import Testing

/// A range slider written with nothing but UIKit (RangeSlider.swift) is driven by the
/// headless touch driver: the values follow the fingers as a UIKit slider's would,
/// ValueChanged comes once per move and never for a value set from code, and the thumbs
/// sit where the values say once the animations settle.
@Suite struct RangeSliderTests {
    /// A 320 x 100 window with the slider pinned 20 pt from each side, 44 pt tall,
    /// centred: its track runs from x 34 to 286 in the window (252 pt).
    private func scene() -> (UIWindow, RangeSlider) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let slider = RangeSlider(frame: .zero)
        slider.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(slider)
        NSLayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            slider.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            slider.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        return (window, slider)
    }

    private let trackStart = 34.0, trackLength = 252.0

    /// Where a value's thumb centre is in the window, from the geometry asked above.
    private func x(of value: Double) -> Double { trackStart + value * trackLength }

    @Test func draggingTheLowerThumbMovesItsValue() {
        let (window, slider) = scene()
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // Grab the lower thumb (0.2) and move it by 0.1 of the track, twice.
        let start = x(of: 0.2)
        send(window, [.began(start, 50, at: 0), .moved(start + 25.2, 50, at: 0.1), .moved(start + 50.4, 50, at: 0.2),
                      .ended(start + 50.4, 50, at: 0.3)])
        #expect(abs(slider.lowerValue - 0.4) < 1e-9)
        #expect(slider.upperValue == 0.8)
        #expect(changes == 2)
        #expect(sent(slider, in: window) == [.touchDown, .valueChanged, .touchDragInside, .valueChanged,
                                            .touchDragInside, .touchUpInside])
        Headless.Clock(window).settle()
        let thumb = slider.lowerThumbView.convert(slider.lowerThumbView.bounds, to: nil)
        #expect(abs(Double(thumb.midX) - x(of: 0.4)) <= 0.5, "on the pixel grid")
    }

    @Test func eventsComeInUIKitsOrder() {
        let (window, slider) = scene()
        let start = x(of: 0.8)
        send(window, [.began(start, 50, at: 0), .moved(start - 10, 50, at: 0.1), .ended(start - 10, 50, at: 0.2)])
        #expect(sent(slider, in: window) == [.touchDown, .valueChanged, .touchDragInside, .touchUpInside])
    }

    @Test func aThumbStopsAtTheOtherThumb() {
        let (window, slider) = scene()
        let start = x(of: 0.2)
        // Drag the lower thumb far past the upper one (0.8).
        send(window, [.began(start, 50, at: 0), .moved(start + 200, 50, at: 0.1), .ended(start + 200, 50, at: 0.2)])
        #expect(slider.lowerValue == 0.8)
        #expect(slider.upperValue == 0.8)
        // The upper thumb still goes up, never below the lower one.
        let upper = x(of: 0.8)
        send(window, [.began(upper, 50, at: 1), .moved(upper - 100, 50, at: 1.1), .moved(upper + 500, 50, at: 1.2),
                      .ended(upper + 500, 50, at: 1.3)])
        #expect(slider.lowerValue <= slider.upperValue)
        #expect(slider.upperValue == 1)
    }

    @Test func aTouchOffTheThumbsIsRefusedAndValuesFromCodeSendNothing() {
        let (window, slider) = scene()
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        send(window, [.began(x(of: 0.5), 50, at: 0), .moved(x(of: 0.6), 50, at: 0.1), .ended(x(of: 0.6), 50, at: 0.2)])
        #expect(sent(slider, in: window).isEmpty)
        slider.lowerValue = 0.5
        window.layoutIfNeeded()
        #expect(changes == 0)
        let thumb = slider.lowerThumbView.convert(slider.lowerThumbView.bounds, to: nil)
        #expect(abs(Double(thumb.midX) - x(of: 0.5)) <= 0.5)
    }

    @Test func thumbsAnimateWhileTheModelIsFinal() {
        let (window, slider) = scene()
        let start = x(of: 0.2)
        send(window, [.began(start, 50, at: 0), .moved(start + 50.4, 50, at: 0.1)])
        let model = slider.lowerThumbView.frame
        let shown = slider.lowerThumbView.layer.presentation()?.frame ?? .zero
        #expect(model.midX > shown.midX, "the presentation is still on its way to the model")
        Headless.Clock(window).settle()
        #expect(slider.lowerThumbView.layer.presentation()?.frame == model)
    }
}
