import HeadlessUIKit
import Testing

/// A view that pans itself, as the seed controls do: its recognizer's target is the view,
/// through a method reference; the action starts an animation whose completion captures it.
final class SelfPanningView: UIView {
    var pans = 0

    func attach() {
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SelfPanningView.handlePan))
        addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: SelfPanningView.handleSwipe))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        pans += 1
        UIView.animate(withDuration: 0.3, animations: { self.frame.origin.y += 1 }, completion: { _ in self.pans += 1 })
    }

    func handleSwipe() {
        UIView.animate(withDuration: 0.3, animations: { self.alpha = 0.5 }, completion: { _ in self.pans += 1 })
    }
}

/// Dropping a window frees it, its views and their recognizers, whatever state the last
/// gesture and animation were left in (UIKit holds gesture targets weakly; a leaked
/// window per case is memory growth in a long fuzzing campaign).
@Suite struct TeardownTests {
    final class Watch {
        weak var window: UIWindow?
        weak var view: UIView?
        weak var pan: UIGestureRecognizer?
        weak var swipe: UIGestureRecognizer?

        var alive: [String] {
            [window == nil ? nil : "window", view == nil ? nil : "view", pan == nil ? nil : "pan",
             swipe == nil ? nil : "swipe"].compactMap { $0 }
        }
    }

    /// Builds the window, sends `steps`, optionally settles, and drops everything.
    static func drive(_ steps: [Headless.TouchStep], settle: Bool) -> (Watch, Int) {
        let watch = Watch()
        let window = makeWindow(400, 400)
        let view = SelfPanningView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.attach()
        window.addSubview(view)
        watch.window = window
        watch.view = view
        watch.pan = view.gestureRecognizers?.first
        watch.swipe = view.gestureRecognizers?.last
        send(window, steps)
        if settle { Headless.Clock(window).settle() }
        return (watch, view.pans)
    }

    /// Rule: a pan still in progress (finger down) when the window is dropped leaks
    /// nothing: the touch does not keep its recognizers alive, nor they the touch.
    @Test func fingerStillDownLeaksNothing() {
        let (watch, pans) = Self.drive([.began(100, 100, at: 0), .moved(100, 130, at: 0.05), .moved(100, 160, at: 0.1)],
                                       settle: false)
        #expect(pans == 2)  // began and changed: the gesture really was under way
        #expect(watch.alive == [])
    }

    /// Rule: a horizontal drag (the pan takes it) with the finger still down and its
    /// animation's completion pending leaks nothing.
    @Test func horizontalDragWithPendingCompletionLeaksNothing() {
        let (watch, pans) = Self.drive([.began(100, 100, at: 0), .moved(160, 100, at: 0.05), .moved(220, 100, at: 0.1)],
                                       settle: false)
        #expect(pans == 2)
        #expect(watch.alive == [])
    }

    /// Rule: a finished gesture (finger up) with its completions pending, or run, leaks nothing.
    @Test(arguments: [false, true]) func finishedGestureLeaksNothing(settle: Bool) {
        let (watch, pans) = Self.drive([.began(100, 100, at: 0), .moved(100, 130, at: 0.05), .ended(100, 160, at: 0.1)],
                                       settle: settle)
        #expect(pans >= 2)
        #expect(watch.alive == [])
    }
}
