import Foundation
import HeadlessUIKit
import SeedControls
import Testing
import Harness
import SeedProperties

/// Every property case builds a scene, drives it and drops it: once dropped, the window,
/// the control and its recognizers must be freed (a retain cycle per case grows a long
/// fuzzing campaign's memory and is what LeakSanitizer reports for the C and M fuzzers).
@Suite struct SceneTeardownTests {
    /// Weak references to what a scene built; all nil once the scene is dropped.
    final class Watch {
        weak var window: UIWindow?
        weak var control: UIView?
        var recognizers: [Weak] = []
        struct Weak { weak var object: UIGestureRecognizer? }

        init(_ window: UIWindow, _ control: UIView, recognizers: [UIGestureRecognizer]) {
            self.window = window
            self.control = control
            self.recognizers = recognizers.map { Weak(object: $0) }
        }

        var alive: [String] {
            (window == nil ? [] : ["window"]) + (control == nil ? [] : ["control"])
                + recognizers.compactMap { $0.object.map { "\(type(of: $0))" } }
        }
    }

    /// All recognizers in a view tree.
    static func recognizers(in view: UIView) -> [UIGestureRecognizer] {
        (view.gestureRecognizers ?? []) + view.subviews.flatMap { recognizers(in: $0) }
    }

    /// Builds a camera scene, swipes left (animation and completion), optionally settles, drops it.
    static func cameraCase(settle: Bool, liftFinger: Bool) throws -> Watch {
        let (window, bar) = Scenes.camera()
        let watch = Watch(window, bar, recognizers: recognizers(in: bar))
        let y = Double(bar.frame.midY)
        var steps: [Headless.TouchStep] = [.began(300, y, at: 0.01), .moved(240, y, at: 0.05), .moved(180, y, at: 0.1)]
        if liftFinger { steps.append(.ended(180, y, at: 0.12)) }
        try Headless.TouchDriver(window).send(steps)
        if settle { Headless.Clock(window).settle() }
        return watch
    }

    /// Builds a selector scene, pans the highlight (snap animation), optionally settles, drops it.
    static func selectorCase(settle: Bool, liftFinger: Bool) throws -> Watch {
        let (window, selector) = Scenes.selector()
        let watch = Watch(window, selector, recognizers: recognizers(in: selector))
        let x = Double(selector.frame.midX), y = Double(selector.frame.minY) + 20
        var steps: [Headless.TouchStep] = [.began(x, y, at: 0.01), .moved(x, y + 40, at: 0.05), .moved(x, y + 130, at: 0.1)]
        if liftFinger { steps.append(.ended(x, y + 130, at: 0.12)) }
        try Headless.TouchDriver(window).send(steps)
        if settle { Headless.Clock(window).settle() }
        return watch
    }

    /// Rule: a camera scene (swipe, label animation, completion pending or run, finger
    /// up or still down) leaves nothing alive once dropped.
    @Test(arguments: [(false, false), (false, true), (true, true)])
    func cameraSceneIsFreed(settle: Bool, liftFinger: Bool) throws {
        let watch = try Self.cameraCase(settle: settle, liftFinger: liftFinger)
        #expect(watch.recognizers.count == 2)
        #expect(watch.alive == [])
    }

    /// Rule: a selector scene (pan, snap animation pending or run, finger up or still
    /// down) leaves nothing alive once dropped.
    @Test(arguments: [(false, false), (false, true), (true, true)])
    func selectorSceneIsFreed(settle: Bool, liftFinger: Bool) throws {
        let watch = try Self.selectorCase(settle: settle, liftFinger: liftFinger)
        #expect(watch.recognizers.count == 1)
        #expect(watch.alive == [])
    }
}
