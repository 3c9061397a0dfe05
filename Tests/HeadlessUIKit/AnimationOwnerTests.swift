import HeadlessUIKit
import Testing

/// Which clock a static `UIView.animate` waits for (spec/controls.md §1 "Animation on a
/// virtual clock": a completion never runs inside `animate`; it runs when the clock of
/// the views' window passes the end).
@Suite struct AnimationOwnerTests {
    /// Rule: an empty block run from an action (inside the dispatch of a touch) completes
    /// at the next tick of the window handling the touch, never inside the action.
    /// Pins R-A1.
    @Test func anEmptyBlockInsideAnActionWaitsForTheDispatchingWindow() {
        let (window, control) = probeWindow()
        var finished: [Bool] = []
        var finishedInsideAction = false
        control.addAction(UIAction { _ in
            UIView.animate(withDuration: 0.3, animations: {}, completion: { finished.append($0) })
            finishedInsideAction = !finished.isEmpty
        }, for: .touchDown)
        send(window, [.began(150, 150, at: 0)])
        #expect(!finishedInsideAction)
        #expect(finished.isEmpty)
        advance(window, 0)
        #expect(finished == [true])
    }

    /// Rule: each window has its own clock; an animation in one does not wait for, or
    /// block, the other.
    /// Pins R-A4.
    @Test func twoWindowsTwoClocks() {
        let first = makeWindow(100, 100), second = makeWindow(100, 100)
        let a = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "a")
        let b = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "b")
        first.addSubview(a)
        second.addSubview(b)
        var done: [String] = []
        UIView.animate(withDuration: 1, animations: { b.alpha = 0.5 }, completion: { _ in done.append("b") })
        advance(first, 2)
        #expect(done.isEmpty, "the first window's clock does not run the second's completions")
        #expect(Headless.Presentation(first).isAnimating(a) == false)
        advance(second, 1)
        #expect(done == ["b"])
    }

    /// Rule: the clock a block waits for is found from the views it changes, whichever
    /// thread the test is on between calls (here across an await).
    /// Pins R-A4.
    @Test func theOwnerIsFoundAcrossAnAwait() async {
        let window = makeWindow(100, 100)
        let view = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "v")
        window.addSubview(view)
        await Task.yield()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.frame.origin.x = 50 }, completion: { finished.append($0) })
        await Task.yield()
        #expect(finished.isEmpty)
        #expect(Headless.Presentation(window).frame(of: view, at: 0.25).minX < 50)
        advance(window, 0.5)
        #expect(finished == [true])
    }
}
