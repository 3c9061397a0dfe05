import HeadlessUIKit
import Testing

/// spec/controls.md §1 "Animation on a virtual clock".
@Suite struct AnimationTests {
    private func scene() -> (UIWindow, UIView) {
        let window = makeWindow(300, 300)
        let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "box")
        window.addSubview(view)
        return (window, view)
    }

    private func presented(_ window: UIWindow, _ view: UIView, at time: Double? = nil) -> CGRect {
        Headless.Presentation(window).frame(of: view, at: time)
    }

    /// Rule: the model changes at once; only the presentation interpolates (ease in-out:
    /// half-way at half the duration).
    /// Pins R-A1, R-A5.
    @Test func modelAtOncePresentationInterpolates() {
        let (window, view) = scene()
        UIView.animate(withDuration: 1, animations: { view.frame = CGRect(x: 100, y: 0, width: 100, height: 100) })
        #expect(view.frame.minX == 100)
        #expect(view.layer.presentation()?.frame.minX == 0)
        #expect(abs(presented(window, view, at: 0.5).minX - 50) < 1e-9)
        #expect(presented(window, view, at: 1).minX == 100)
    }

    /// Rule: a completion never runs inside animate; it runs when the clock passes the end.
    /// Pins R-A1.
    @Test func completionRunsWhenTheClockPassesTheEnd() {
        let (window, view) = scene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        advance(window, 0.49)
        #expect(finished.isEmpty)
        advance(window, 0.01)
        #expect(finished == [true])
    }

    /// Rule: a block that changes nothing completes on the next tick with true.
    /// Pins R-A1.
    @Test func noOpBlockCompletesNextTick() {
        let (window, view) = scene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 2, animations: { view.alpha = 1 }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        advance(window, 0)
        #expect(finished == [true])
        #expect(Headless.Clock(window).now == 0)
    }

    /// Rule: frame animations are additive: a second does not cancel the first; both
    /// complete with true, each at its own end; the presentation sums both.
    /// Pins R-A2.
    @Test func frameAnimationsAreAdditive() {
        let (window, view) = scene()
        let clock = Headless.Clock(window)
        var done: [(Double, Bool)] = []
        UIView.animate(withDuration: 1, animations: { view.frame = CGRect(x: 100, y: 0, width: 100, height: 100) },
                       completion: { done.append((clock.now, $0)) })
        advance(window, 0.5)
        UIView.animate(withDuration: 1, animations: { view.frame = CGRect(x: 200, y: 0, width: 100, height: 100) },
                       completion: { done.append((clock.now, $0)) })
        // At 0.5 s: first animation half done (-50), second just started (-100): 50.
        #expect(abs(presented(window, view).minX - 50) < 1e-9)
        clock.settle()
        #expect(done.map(\.1) == [true, true])
        #expect(done.map(\.0) == [1, 1.5])
    }

    /// Rule: alpha animations replace: the earlier one completes with false (on the next
    /// tick, never inside animate), the later one with true.
    /// Pins R-A2.
    @Test func alphaAnimationsReplace() {
        let (window, view) = scene()
        var done: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { done.append("first \($0)") })
        advance(window, 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { done.append("second \($0)") })
        #expect(done.isEmpty)
        advance(window, 0)
        #expect(done == ["first false"])
        // The replacement starts from what was on screen (0.5).
        #expect(abs(Headless.Presentation(window).alpha(of: view) - 0.5) < 1e-9)
        Headless.Clock(window).settle()
        #expect(done == ["first false", "second true"])
    }

    /// Rule: colour animations replace too, and the presentation interpolates the colour.
    /// Pins R-A2.
    @Test func backgroundColorAnimationsReplace() {
        let (window, view) = scene()
        view.backgroundColor = .black
        var done: [String] = []
        UIView.animate(withDuration: 1, animations: { view.backgroundColor = .white },
                       completion: { done.append("first \($0)") })
        #expect(view.backgroundColor == .white)
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = Headless.Presentation(window).backgroundColor(of: view, at: 0.5)?.getRed(&white, green: nil, blue: nil, alpha: &alpha)
        #expect(abs(white - 0.5) < 1e-9 && alpha == 1)
        advance(window, 0.5)
        UIView.animate(withDuration: 1, animations: { view.backgroundColor = .red }, completion: { done.append("second \($0)") })
        advance(window, 0)
        #expect(done == ["first false"])
        Headless.Clock(window).settle()
        #expect(done == ["first false", "second true"])
    }

    /// Rule: a delay shifts the presentation and the completion, not the model.
    /// Pins R-A1, R-A5.
    @Test func delayShiftsPresentationAndCompletion() {
        let (window, view) = scene()
        var finishedAt: Double?
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear,
                       animations: { view.frame = CGRect(x: 100, y: 0, width: 100, height: 100) },
                       completion: { _ in finishedAt = Headless.Clock(window).now })
        #expect(view.frame.minX == 100)
        #expect(presented(window, view, at: 0.25).minX == 0)
        #expect(abs(presented(window, view, at: 1).minX - 50) < 1e-9)
        Headless.Clock(window).settle()
        #expect(finishedAt == 1.5)
    }

    /// Rule: completions run between touch events: a step later than the end runs the
    /// completion before the step is dispatched.
    /// Pins R-A1.
    @Test func completionsRunBeforeTheNextStep() {
        let (window, control) = probeWindow()
        var order: [String] = []
        UIView.animate(withDuration: 0.3, animations: { control.alpha = 0.5 }, completion: { _ in order.append("completion") })
        control.addAction(UIAction { _ in order.append("touchDown") }, for: .touchDown)
        send(window, [.began(150, 150, at: 0.4)])
        #expect(order == ["completion", "touchDown"])
    }

    /// Rule: settle runs the clock to the last pending completion, including completions
    /// that start new animations.
    /// Pins R-A4.
    @Test func settleRunsEverything() {
        let (window, view) = scene()
        let clock = Headless.Clock(window)
        var finishedAt: Double?
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }, completion: { _ in
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in finishedAt = clock.now })
        })
        clock.settle()
        #expect(finishedAt == 0.5)
        #expect(clock.pendingCompletions == 0)
    }

    /// Rule: the presentation at a past time is what was on screen then, also after the
    /// clock has run past the animations' end (finished animations leave the clock's own
    /// work, not the history); a removed animation is as if it never ran.
    /// Pins R-A1, R-A4.
    @Test func presentationOfThePastOutlivesTheAnimations() {
        let (window, view) = scene()
        UIView.animate(withDuration: 1, animations: { view.frame = CGRect(x: 100, y: 0, width: 100, height: 100) })
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
        advance(window, 1)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 })
        advance(window, 0.5)
        view.layer.removeAllAnimations()
        advance(window, 2)
        let presentation = Headless.Presentation(window)
        #expect(abs(presentation.frame(of: view, at: 0.5).minX - 50) < 1e-9)
        #expect(abs(presentation.alpha(of: view, at: 0.5) - 0.5) < 1e-9)
        #expect(presentation.alpha(of: view, at: 1.25) == 1)  // removed: the model
        #expect(presentation.frame(of: view, at: 3).minX == 100)
        #expect(!presentation.isAnimating(view))
    }

    /// Rule: a view that re-animates from every completion stops the clock after 10,000
    /// rounds with its next completion still pending, presented as on screen then.
    /// Pins R-A4.
    @Test func settleStopsAForeverAnimationAfterTenThousandRounds() {
        let (window, view) = scene()
        let clock = Headless.Clock(window)
        var rounds = 0
        func pulse() {
            UIView.animate(withDuration: 0.5, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 }) { _ in
                rounds += 1
                pulse()
            }
        }
        pulse()
        clock.settle()
        #expect(rounds == 10_000)
        #expect(clock.now == 5_000)
        #expect(clock.pendingCompletions == 1)
        #expect(Headless.Presentation(window).isAnimating(view))
        #expect(abs(Headless.Presentation(window).alpha(of: view, at: 5_000.25) - 0.75) < 1e-9)
        #expect(abs(Headless.Presentation(window).alpha(of: view, at: 0.25) - 0.75) < 1e-9)
    }

    /// Rule: the clock only moves when told.
    /// Pins R-A4.
    @Test func clockMovesOnlyWhenTold() {
        let (window, view) = scene()
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 })
        #expect(Headless.Clock(window).now == 0)
        #expect(Headless.Presentation(window).isAnimating(view))
        advance(window, 0.2)
        #expect(Headless.Clock(window).now == 0.2)
        #expect(!Headless.Presentation(window).isAnimating(view))
    }

    /// Rule: removeAllAnimations stops a view's animations: the presentation is the model
    /// and the completion runs with false at the next tick.
    @Test func removeAllAnimationsCompletesWithFalse() {
        let (window, view) = scene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.frame = CGRect(x: 80, y: 0, width: 100, height: 100) },
                       completion: { finished.append($0) })
        view.layer.removeAllAnimations()
        #expect(finished.isEmpty)
        #expect(view.layer.presentation()?.frame.minX == 80)
        advance(window, 0)
        #expect(finished == [false])
    }

    /// Outside any window there is no run loop: the block applies and the completion runs
    /// at once with true; the layer has no presentation.
    @Test func withoutAWindowTheCompletionRunsAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        #expect(view.alpha == 0)
        #expect(view.layer.presentation() == nil)
        #expect(finished == [true])
    }

    /// A no-op block that only lays out a view of a window waits for that window's next
    /// tick (the snap-back with an unchanged offset).
    /// Pins R-A1.
    @Test func aNoOpLayoutBlockWaitsForTheNextTick() {
        let (window, view) = scene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.2, animations: { view.layoutIfNeeded() }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        advance(window, 0)
        #expect(finished == [true])
    }
}

/// Which views count as animating: `Headless.Presentation.isAnimating(_:)` is about the
/// view itself (spec/controls.md §1 "Animation on a virtual clock").
@Suite struct AnimationScopeTests {
    /// Rule: while one view's frame or alpha animates, its sibling (same superview) and
    /// their superview are not animating; the animated view is, until the end.
    /// Pins R-A3.
    @Test func aSiblingOfAnAnimatingViewIsNotAnimating() {
        let window = makeWindow(300, 300)
        let container = makeView(CGRect(x: 0, y: 0, width: 300, height: 300), "container")
        let moving = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "moving")
        let still = makeView(CGRect(x: 0, y: 100, width: 100, height: 100), "still")
        window.addSubview(container)
        container.addSubview(moving)
        container.addSubview(still)
        let presentation = Headless.Presentation(window)
        UIView.animate(withDuration: 1, animations: { moving.frame = CGRect(x: 100, y: 0, width: 100, height: 100) })
        #expect(presentation.isAnimating(moving))
        #expect(!presentation.isAnimating(still))
        #expect(!presentation.isAnimating(container))
        advance(window, 1)
        #expect(!presentation.isAnimating(moving))
        UIView.animate(withDuration: 1, animations: { still.alpha = 0.5 })
        #expect(presentation.isAnimating(still))
        #expect(!presentation.isAnimating(moving))
        #expect(!presentation.isAnimating(container))
    }
}
