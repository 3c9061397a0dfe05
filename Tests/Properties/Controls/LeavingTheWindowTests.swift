import Controls
import Layout
import Testing

/// What the runtime does to a view that leaves its window mid-gesture and mid-animation
/// (docs/controls.md, "Leaving the window"), and the camera bar that relies on it.
@Suite struct LeavingTheWindowTests {
    /// Rule: a swipe recognizer on a view that leaves the window drops out of the gesture:
    /// the finger's later movement does not recognise it, and once the view is back a new
    /// finger starts a fresh gesture.
    @Test func recognizersOfARemovedViewDropOutOfTheGesture() {
        let (window, control) = probeWindow()
        let swipe = SwipeGestureRecognizer(direction: .right)
        var recognised = 0
        swipe.addTarget { recognizer in if recognizer.state == .recognized { recognised += 1 } }
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
        let pan = PanGestureRecognizer()
        var states: [GestureState] = []
        pan.addTarget { states.append($0.state) }
        control.addGestureRecognizer(pan)
        send(window, [.began(150, 120, at: 0), .moved(150, 160, at: 0.1)])
        control.removeFromSuperview()
        #expect(states == [.began, .cancelled])
    }

    /// Rule: Core Animation removes a leaving view's running animations; their completion
    /// runs at the next tick with `finished == false`, and the presentation is the model.
    @Test func runningAnimationsCompleteWithFalseAtTheNextTick() {
        let (window, control) = probeWindow()
        var finished: [Bool] = []
        window.animate(duration: 1, animations: { control.frame = Rect(x: 200, y: 100, width: 100, height: 100) },
                       completion: { finished.append($0) })
        advance(window, 0.1)
        control.removeFromSuperview()
        #expect(finished.isEmpty, "never inside removeFromSuperview")
        advance(window, 0)
        #expect(finished == [false])
        #expect(window.pendingCompletions == 0)
    }

    /// Rule: animations of views that stay in the window are untouched by a sibling's removal.
    @Test func aSiblingsRemovalLeavesOtherAnimationsRunning() {
        let (window, control) = probeWindow()
        let other = TouchView(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "other")
        window.addSubview(other)
        var finished: [Bool] = []
        window.animate(duration: 1, animations: { other.frame = Rect(x: 50, y: 0, width: 10, height: 10) },
                       completion: { finished.append($0) })
        control.removeFromSuperview()
        advance(window, 0.5)
        #expect(finished.isEmpty)
        advance(window, 0.5)
        #expect(finished == [true])
    }
}
