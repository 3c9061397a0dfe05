import HeadlessUIKit
import Testing

/// What the runtime does to a view that leaves its window mid-gesture and mid-animation
/// (spec/controls.md §1 "Views": removal while tracking cancels; docs/controls.md,
/// "Leaving the window").
@Suite struct LeavingTheWindowTests {
    /// Rule: a swipe recognizer on a view that leaves the window drops out of the gesture:
    /// the finger's later movement does not recognise it, and once the view is back a new
    /// finger starts a fresh gesture.
    @Test func recognizersOfARemovedViewDropOutOfTheGesture() {
        let (window, control) = probeWindow()
        var recognised = 0
        let spy = ActionSpy { recognizer in if recognizer.state == .recognized { recognised += 1 } }
        let swipe = UISwipeGestureRecognizer(target: spy, action: ActionSpy.handle)
        control.addGestureRecognizer(swipe)
        send(window, [.began(110, 150, at: 0)])
        control.removeFromSuperview()
        #expect(swipe.state == .possible, "back to possible, ready for the next gesture")
        send(window, [.moved(190, 150, at: 0.1), .ended(190, 150, at: 0.2)])
        #expect(recognised == 0, "a finger that went down before the removal must not swipe the removed view")
        window.addSubview(control)
        send(window, [.began(110, 150, at: 0.3), .moved(190, 150, at: 0.4)])
        #expect(recognised == 1, "back in the window, a new finger swipes as usual")
    }

    /// Rule: a pan that began is cancelled (its action runs with `.cancelled`) when its
    /// view leaves the window.
    @Test func aPanThatBeganIsCancelledByTheRemoval() {
        let (window, control) = probeWindow()
        var states: [UIGestureRecognizer.State] = []
        let spy = ActionSpy { states.append($0.state) }
        control.addGestureRecognizer(UIPanGestureRecognizer(target: spy, action: ActionSpy.handle))
        send(window, [.began(150, 120, at: 0), .moved(150, 160, at: 0.1)])
        control.removeFromSuperview()
        #expect(states == [.began, .cancelled])
    }

    /// Rule: Core Animation removes a leaving view's running animations; their completion
    /// runs at the next tick with `finished == false`, and the presentation is the model.
    @Test func runningAnimationsCompleteWithFalseAtTheNextTick() {
        let (window, control) = probeWindow()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { control.frame = CGRect(x: 200, y: 100, width: 100, height: 100) },
                       completion: { finished.append($0) })
        advance(window, 0.1)
        control.removeFromSuperview()
        #expect(finished.isEmpty, "never inside removeFromSuperview")
        advance(window, 0)
        #expect(finished == [false])
        #expect(Headless.Clock(window).pendingCompletions == 0)
    }

    /// Rule: animations of views that stay in the window are untouched by a sibling's removal.
    @Test func aSiblingsRemovalLeavesOtherAnimationsRunning() {
        let (window, control) = probeWindow()
        let other = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "other")
        window.addSubview(other)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { other.frame = CGRect(x: 50, y: 0, width: 10, height: 10) },
                       completion: { finished.append($0) })
        control.removeFromSuperview()
        advance(window, 0.5)
        #expect(finished.isEmpty)
        advance(window, 0.5)
        #expect(finished == [true])
    }

    /// The hooks UIKit calls around a move between windows run in UIKit's order, and
    /// `window` follows.
    @Test func moveHooksRunInOrder() {
        final class Watcher: UIView {
            var calls: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
            override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
            override func didMoveToWindow() { calls.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
            override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
        }
        let window = makeWindow(100, 100)
        let watcher = Watcher(frame: .zero)
        window.addSubview(watcher)
        #expect(watcher.window === window)
        watcher.removeFromSuperview()
        #expect(watcher.window == nil)
        #expect(watcher.calls == [
            "willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToWindow window", "didMoveToSuperview",
            "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow nil", "didMoveToSuperview",
        ])
    }
}
