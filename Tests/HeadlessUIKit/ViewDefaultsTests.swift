import HeadlessUIKit
import Testing

/// A view's own state and its defaults (docs/runtime-rules.md R-V1).
@Suite struct ViewDefaultsTests {
    /// Pins R-V1. A new view: visible, opaque, interactive, unclipped, no intrinsic size
    /// on either axis, hugging 250 and compression resistance 750 on both axes,
    /// autoresizing translated; subviews back to front; the frame in the superview's
    /// coordinates, the bounds in the view's own.
    @Test func aViewsStateAndDefaults() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(!view.isHidden && view.alpha == 1 && view.isUserInteractionEnabled && !view.clipsToBounds)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        let back = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let front = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.addSubview(back)
        view.addSubview(front)
        #expect(view.subviews.count == 2 && view.subviews[0] === back && view.subviews[1] === front)
        #expect(front.superview === view && view.superview == nil)
        #expect(front.convert(CGPoint.zero, to: view) == CGPoint(x: 5, y: 5))
    }

    /// Pins R-V1. Frames of views in Auto Layout come from the layout engine at
    /// `layoutIfNeeded()`, not when the constraints are made; a frame set by hand holds
    /// for a view outside Auto Layout.
    @Test func framesComeFromTheEngineAtLayoutIfNeeded() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let laidOut = UIView()
        laidOut.translatesAutoresizingMaskIntoConstraints = false
        let byHand = UIView(frame: CGRect(x: 7, y: 8, width: 9, height: 10))
        window.addSubview(laidOut)
        window.addSubview(byHand)
        NSLayoutConstraint.activate([
            laidOut.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            laidOut.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            laidOut.widthAnchor.constraint(equalToConstant: 40),
            laidOut.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(laidOut.frame == .zero)
        window.layoutIfNeeded()
        #expect(laidOut.frame == CGRect(x: 20, y: 30, width: 40, height: 50))
        #expect(byHand.frame == CGRect(x: 7, y: 8, width: 9, height: 10))
    }
}
