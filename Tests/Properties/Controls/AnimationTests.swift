import Controls
import Layout
import Testing

/// §1 "Animation on a virtual clock".
@Suite struct AnimationTests {
    private func scene() -> (Window, TouchView) {
        let window = Window(size: Size(width: 300, height: 300))
        let view = TouchView(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "box")
        window.addSubview(view)
        return (window, view)
    }

    /// Rule: the model changes at once; only the presentation interpolates (ease in-out:
    /// half-way at half the duration).
    @Test func modelAtOncePresentationInterpolates() {
        let (window, view) = scene()
        window.animate(duration: 1, animations: { view.frame = Rect(x: 100, y: 0, width: 100, height: 100) })
        #expect(view.frame.minX == 100)
        #expect(window.presentationFrame(of: view).minX == 0)
        #expect(abs(window.presentationFrame(of: view, at: 0.5).minX - 50) < 1e-9)
        #expect(window.presentationFrame(of: view, at: 1).minX == 100)
    }

    /// Rule: a completion never runs inside animate; it runs when the clock passes the end.
    @Test func completionRunsWhenTheClockPassesTheEnd() {
        let (window, view) = scene()
        var finished: [Bool] = []
        window.animate(duration: 0.5, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        advance(window, 0.49)
        #expect(finished.isEmpty)
        advance(window, 0.01)
        #expect(finished == [true])
    }

    /// Rule: a block that changes nothing completes on the next tick with true.
    @Test func noOpBlockCompletesNextTick() {
        let (window, view) = scene()
        var finished: [Bool] = []
        window.animate(duration: 2, animations: { view.alpha = 1 }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        advance(window, 0)
        #expect(finished == [true])
        #expect(window.now == 0)
    }

    /// Rule: frame animations are additive: a second does not cancel the first; both
    /// complete with true, each at its own end; the presentation sums both.
    @Test func frameAnimationsAreAdditive() {
        let (window, view) = scene()
        var done: [(Double, Bool)] = []
        window.animate(duration: 1, animations: { view.frame = Rect(x: 100, y: 0, width: 100, height: 100) },
                       completion: { done.append((window.now, $0)) })
        advance(window, 0.5)
        window.animate(duration: 1, animations: { view.frame = Rect(x: 200, y: 0, width: 100, height: 100) },
                       completion: { done.append((window.now, $0)) })
        // At 0.5 s: first animation half done (-50), second just started (-100): 50.
        #expect(abs(window.presentationFrame(of: view).minX - 50) < 1e-9)
        window.settle()
        #expect(done.map(\.1) == [true, true])
        #expect(done.map(\.0) == [1, 1.5])
    }

    /// Rule: alpha animations replace: the earlier one completes with false (on the next
    /// tick, never inside animate), the later one with true.
    @Test func alphaAnimationsReplace() {
        let (window, view) = scene()
        var done: [String] = []
        window.animate(duration: 1, animations: { view.alpha = 0 }, completion: { done.append("first \($0)") })
        advance(window, 0.5)
        window.animate(duration: 1, animations: { view.alpha = 1 }, completion: { done.append("second \($0)") })
        #expect(done.isEmpty)
        advance(window, 0)
        #expect(done == ["first false"])
        // The replacement starts from what was on screen (0.5).
        #expect(abs(window.presentationAlpha(of: view) - 0.5) < 1e-9)
        window.settle()
        #expect(done == ["first false", "second true"])
    }

    /// Rule: completions run between touch events: a step later than the end runs the
    /// completion before the step is dispatched.
    @Test func completionsRunBeforeTheNextStep() {
        let (window, control) = probeWindow()
        var order: [String] = []
        window.animate(duration: 0.3, animations: { control.alpha = 0.5 }, completion: { _ in order.append("completion") })
        control.addAction(for: .touchDown) { _, _ in order.append("touchDown") }
        send(window, [.began(150, 150, at: 0.4)])
        #expect(order == ["completion", "touchDown"])
    }

    /// Rule: settle runs the clock to the last pending completion, including completions
    /// that start new animations.
    @Test func settleRunsEverything() {
        let (window, view) = scene()
        var finishedAt: Double?
        window.animate(duration: 0.2, animations: { view.alpha = 0.5 }, completion: { _ in
            window.animate(duration: 0.3, animations: { view.alpha = 0 }, completion: { _ in finishedAt = window.now })
        })
        window.settle()
        #expect(finishedAt == 0.5)
        #expect(window.pendingCompletions == 0)
    }

    /// Rule: the clock only moves when told.
    @Test func clockMovesOnlyWhenTold() {
        let (window, view) = scene()
        window.animate(duration: 0.2, animations: { view.alpha = 0.5 })
        #expect(window.now == 0)
        #expect(window.isAnimating(view))
        advance(window, 0.2)
        #expect(window.now == 0.2)
        #expect(!window.isAnimating(view))
    }
}
