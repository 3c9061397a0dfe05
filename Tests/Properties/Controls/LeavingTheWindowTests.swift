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

    /// FINDINGS §12: a left swipe, then a finger down on the bar, the bar removed, the
    /// finger swiping right: the right swipe no longer reaches the removed bar, so the
    /// bar settles in Photo, the last swipe it was given.
    @Test func aSwipeAfterTheRemovalDoesNotReachTheBar() throws {
        let (window, bar) = try CameraModeSwitch.scene()
        let y = 612.0
        var recognised: [SwipeDirection] = []
        for swipe in [bar.leftSwipe, bar.rightSwipe] {
            swipe.addTarget { if $0.state == .recognized, let swipe = $0 as? SwipeGestureRecognizer { recognised.append(swipe.direction) } }
        }
        send(window, [.began(187.5, y, at: 0), .moved(137.5, y, at: 0), .ended(137.5, y, at: 0), .began(187.5, y, at: 0)])
        bar.removeFromSuperview()
        send(window, [.moved(187.5, y, at: 0), .moved(237.5, y, at: 0), .ended(237.5, y, at: 0)])
        window.settle()
        #expect(recognised == [.left])
        #expect(bar.mode == .photo)
    }

    /// The camera bar keeps its labels inside bars from 120 pt: the offset gives way below
    /// 180 pt (0 at 120 pt), in both modes.
    @Test func theCameraLabelsFitNarrowBars() throws {
        for width in [120.0, 150, 179, 180, 375] {
            let (window, bar) = try CameraModeSwitch.scene(size: Size(width: width, height: 667))
            send(window, [.began(width / 2, 612, at: 0), .moved(width / 2 - 55, 612, at: 0), .ended(width / 2 - 55, 612, at: 0)])
            window.settle()
            for frame in [bar.labelContainer.frame, bar.dot.frame] {
                #expect(frame.minX >= 0 && frame.maxX <= bar.bounds.width, "bar \(width): \(frame)")
            }
            #expect(bar.labelContainer.frame.midX == width / 2 - min(30, (width - 120) / 2))
        }
    }

    /// L1 on short tracks: with the thumb's compression resistance required, its layout is
    /// unique on every track length, 48 pt wide.
    @Test func theLockThumbIsUniqueOnShortTracks() throws {
        for width in stride(from: 20.0, through: 100, by: 1) {
            // Keep the window: views hold their superview weakly.
            let (window, lock) = try LockControl.scene(sizes: LockControl.Sizes(track: Size(width: width, height: 48)))
            #expect(lock.window === window)
            #expect(!lock.thumbView.hasAmbiguousLayout, "track \(width)")
            #expect(lock.thumbView.frame.width == 48, "track \(width)")
        }
    }
}
