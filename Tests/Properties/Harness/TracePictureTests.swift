import TestSupport
import Foundation
@testable import Harness
@testable import SeedProperties
import HeadlessUIKit
import Testing

/// The replay picture reads correctly: everything it draws lies inside its canvas (touches
/// off the window, views outside it, a long caption), the control is outlined, repeated
/// downs at one place are numbered, and model and presentation values are both available.
@Suite struct TracePictureTests {
    /// The viewBox of an SVG document: (minX, minY, width, height).
    static func viewBox(_ svg: String) throws -> (Double, Double, Double, Double) {
        let start = try #require(svg.range(of: "viewBox=\""))
        let end = try #require(svg[start.upperBound...].firstIndex(of: "\""))
        let numbers = svg[start.upperBound..<end].split(separator: " ").compactMap { Double($0) }
        try #require(numbers.count == 4)
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    @Test func everythingDrawnIsInsideTheCanvas() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let control = UIView(frame: CGRect(x: 150, y: 60, width: 120, height: 80))
        control.accessibilityIdentifier = "control"
        window.addSubview(control)
        let far = CGPoint(x: -40, y: 180), tap = CGPoint(x: 50, y: 50)
        let paths = [Tracer.Path(finger: 0, step: 1, points: [tap]), Tracer.Path(finger: 0, step: 3, points: [tap]),
                     Tracer.Path(finger: 0, step: 5, points: [tap]), Tracer.Path(finger: 1, step: 7, points: [tap, far])]
        let failure = String(repeating: "a long failure message ", count: 20)
        let svg = TracePicture(window: window, control: control, paths: paths, failure: failure, values: .model).svg
        #expect(XMLCheck.rootName(svg) == "svg")
        let (x, y, width, height) = try Self.viewBox(svg)
        // The touch far off the window and the control sticking out of it are inside.
        #expect(x <= far.x - 7 && y + height >= far.y + 7 && x + width >= control.frame.maxX, "\(x) \(y) \(width) \(height)")
        // Every caption line ends inside the canvas: wrapped, and below everything else.
        let captionYs = svg.split(separator: "\n").filter { $0.contains("<text") && $0.contains("x=\"\(Int(x) + 6)") }
        #expect(captionYs.count > 3, "the long failure is wrapped over several lines")
        for line in svg.split(separator: "\n") where line.contains("<text") {
            let text = line.split(separator: ">").dropFirst().first.map { String($0.prefix { $0 != "<" }) } ?? ""
            #expect(Double(text.count) * TracePicture.characterWidth <= width, "\(text)")
        }
        #expect(svg.contains("id=\"control-outline\"") && svg.contains("id=\"window-outline\""))
        #expect(svg.contains(">1, 3, 5, 7</text>"), "four downs at one place are numbered by step")
        #expect(svg.contains("id=\"broken-invariant\""))
        #expect(svg.contains("model values at t = 0.00"))
    }

    /// Mid-animation the two pictures differ: the model has the new frame, the
    /// presentation the one on screen.
    @Test func modelAndPresentationPicturesDiffer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.accessibilityIdentifier = "moving"
        view.backgroundColor = .blue
        window.addSubview(view)
        UIView.animate(withDuration: 1, animations: { view.frame = CGRect(x: 100, y: 0, width: 20, height: 20) })
        let model = TracePicture(window: window, control: view, paths: [], failure: nil, values: .model).svg
        let presentation = TracePicture(window: window, control: view, paths: [], failure: nil, values: .presentation).svg
        #expect(model.contains("translate(100 0)") && !presentation.contains("data-view=\"moving\" transform=\"translate(100 0)\""))
        #expect(presentation.contains("presentation values"))
    }
}
