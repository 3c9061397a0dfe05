import Controls
import Layout
import Testing

/// Which views count as animating: `Window.isAnimating(_:)` is about the view itself.
@Suite struct AnimationScopeTests {
    /// Rule: while one view's frame or alpha animates, its sibling (same superview) and
    /// their superview are not animating; the animated view is, until the end.
    @Test func aSiblingOfAnAnimatingViewIsNotAnimating() {
        let window = Window(size: Size(width: 300, height: 300))
        let container = TouchView(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "container")
        let moving = TouchView(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "moving")
        let still = TouchView(frame: Rect(x: 0, y: 100, width: 100, height: 100), name: "still")
        window.addSubview(container)
        container.addSubview(moving)
        container.addSubview(still)
        window.animate(duration: 1, animations: { moving.frame = Rect(x: 100, y: 0, width: 100, height: 100) })
        #expect(window.isAnimating(moving))
        #expect(!window.isAnimating(still))
        #expect(!window.isAnimating(container))
        advance(window, 1)
        #expect(!window.isAnimating(moving))
        window.animate(duration: 1, animations: { still.alpha = 0.5 })
        #expect(window.isAnimating(still))
        #expect(!window.isAnimating(moving))
        #expect(!window.isAnimating(container))
    }
}
