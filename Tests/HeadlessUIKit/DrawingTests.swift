import Foundation
import HeadlessUIKit
import Testing

/// A view that fills a dot at the top centre of what it is given, as seed 003's camera
/// bar does, and counts its draws.
final class DotView: UIView {
    var draws: [CGRect] = []
    var color = UIColor.red

    override func draw(_ rect: CGRect) {
        draws.append(rect)
        let context = UIGraphicsGetCurrentContext()
        context?.setFillColor(color.cgColor)
        context?.fillEllipse(in: CGRect(x: rect.midX - 3, y: 2, width: 6, height: 6))
    }
}

/// `draw(_:)`, its context and what it leaves on screen (docs/runtime-rules.md R-V6).
@Suite struct DrawingTests {
    /// Pins R-V6. Not drawn outside a window nor at zero size; drawn once, with its
    /// bounds, at the first layout pass of its window that finds it sized; the context
    /// exists only inside `draw(_:)`.
    @Test func aViewIsDrawnOnceWhenItIsFirstShown() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = DotView(frame: .zero)
        view.layoutIfNeeded()
        #expect(view.draws.isEmpty && UIGraphicsGetCurrentContext() == nil)
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.draws.isEmpty, "a zero-size view is not drawn")
        view.frame = CGRect(x: 0, y: 500, width: 200, height: 100)
        window.layoutIfNeeded()
        #expect(view.draws == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(Headless.fills(of: view).map(\.rect) == [CGRect(x: 97, y: 2, width: 6, height: 6)])
        #expect(Headless.fills(of: view).map(\.color) == [UIColor.red.cgColor])
        window.layoutIfNeeded()
        view.frame.origin.x = 10
        window.layoutIfNeeded()
        #expect(view.draws.count == 1, "moving or laying out does not redraw")
    }

    /// Pins R-V6. A resize keeps the content and stretches it (scale to fill);
    /// `setNeedsDisplay()` draws again, in the new bounds, at the next layout pass.
    @Test func contentStretchesUntilTheViewIsRedrawn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = DotView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(view)
        window.layoutIfNeeded()
        view.frame.size = CGSize(width: 400, height: 50)
        window.layoutIfNeeded()
        #expect(view.draws.count == 1)
        #expect(Headless.fills(of: view).map(\.rect) == [CGRect(x: 194, y: 1, width: 12, height: 3)])
        view.color = .blue
        view.setNeedsDisplay()
        #expect(view.draws.count == 1, "drawn at the display, not at once")
        window.layoutIfNeeded()
        #expect(view.draws.last == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(Headless.fills(of: view).map(\.rect) == [CGRect(x: 197, y: 2, width: 6, height: 6)])
        #expect(Headless.fills(of: view).map(\.color) == [UIColor.blue.cgColor])
    }

    /// A view decoded from an archive that holds none of its keys starts as
    /// `init(frame: .zero)` starts one.
    @Test func aViewDecodedFromAnEmptyArchive() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let view = try #require(UIControl(coder: coder))
        #expect(view.frame == .zero && view.isEnabled && view.translatesAutoresizingMaskIntoConstraints)
    }
}
