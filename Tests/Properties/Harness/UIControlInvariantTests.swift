import Foundation
import Generators
import HeadlessUIKit
import Testing
@testable import Harness
@testable import SeedProperties
import SeedControls

// Small UIControls, each broken in one way a UIControl must not be, for the generic
// invariants (`UIControlInvariants`): each invariant catches its own, and a correct
// control passes them all. Nothing is written per control but a scene placing it.

/// A correct control: a toggle that flips and sends ValueChanged once per tap inside.
class Toggle: UIControl {
    var isOn = false
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}

/// U1: sends TouchDown itself on top of UIControl's own.
final class DoubleDownToggle: Toggle {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        sendActions(for: .touchDown)
        return true
    }
}

/// U2: fades in when it joins a window and reports the end of the fade as an action,
/// though nobody touched or changed it.
final class FadeInToggle: Toggle {
    override func didMoveToWindow() {
        guard window != nil else { return }
        alpha = 0.5
        UIView.animate(withDuration: 0.3, animations: { self.alpha = 1 }) { _ in self.sendActions(for: .primaryActionTriggered) }
    }
}

/// U3: cancelTracking without calling super, so isTracking stays true.
final class CancelWithoutSuperToggle: Toggle {
    override func cancelTracking(with event: UIEvent?) {}
}

/// U4: takes touches while disabled (its hit test forgets isEnabled) and reports them.
final class DisabledTouchesToggle: Toggle {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self.point(inside: point, with: event) ? self : nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isEnabled { sendActions(for: .primaryActionTriggered) }
        super.touchesBegan(touches, with: event)
    }
}

/// U5: a badge with only a leading constraint (its size and y are ambiguous).
final class AmbiguousBadgeToggle: Toggle {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        badge.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
    }
    required init?(coder: NSCoder) { nil }
}

/// U6: the knob's x divides by the width minus 120, zero on a 120 pt control.
final class InfiniteKnobToggle: Toggle {
    let knob = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(knob)
    }
    required init?(coder: NSCoder) { nil }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        knob.frame.origin.x = touch.location(in: self).x / (bounds.width - 120) * bounds.width
        return true
    }
}

/// U7: pulses forever once tapped (each completion starts the next animation).
final class PulsingToggle: Toggle {
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        pulse()
    }
    func pulse() {
        UIView.animate(withDuration: 0.5, animations: { self.alpha = self.alpha == 1 ? 0.5 : 1 }) { _ in self.pulse() }
    }
}

/// U8: hands every touch to a hidden badge.
final class HiddenTargetToggle: Toggle {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.isHidden = true
        addSubview(badge)
    }
    required init?(coder: NSCoder) { nil }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled && self.point(inside: point, with: event) ? badge : nil
    }
}

/// U9: sends ValueChanged twice for one flip.
final class TwiceToggle: Toggle {
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { sendActions(for: .valueChanged) }
    }
}

@Suite struct UIControlInvariantTests {
    /// A scene placing `make()` at (100, 200), 120 x 44, in a 375 x 667 window; it takes
    /// disable, enable, removal and adding back.
    static func scene(_ name: String, _ make: @escaping @Sendable () -> UIControl) -> Scene<NoSetup, UIControl> {
        Scene(control: name, make: { _ in make() }, place: { control, _ in
            control.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.addSubview(control)
            return window
        }, environment: [.disable, .enable, .removeFromWindow, .addToWindow { $0.window.addSubview($0.control) }])
    }

    /// The generic invariants that fail within `cases` cases (by id), with their reports.
    static func failing<Setup: SceneSetup, Control: UIView>(_ scene: Scene<Setup, Control>, setup: Setup, faults: Set<Fault> = [],
                                                            cases: Int = 300, only: String? = nil) -> [String: String] {
        var failures: [String: String] = [:]
        for harness in UIControlInvariants.properties(of: scene, setup: setup).properties(faults: faults)
        where only == nil || harness.invariant == only {
            var configuration = CheckConfiguration.cases(cases)
            configuration.seed = 7
            configuration.regressions = nil
            configuration.recordsIssue = false
            configuration.enforcesCoverage = false
            let outcome = harness.property.check(configuration: configuration)
            if outcome.status == .failed { failures[harness.invariant] = outcome.report }
        }
        return failures
    }

    @Test func aCorrectControlKeepsEveryInvariant() {
        let failures = Self.failing(Self.scene("Toggle") { Toggle() }, setup: NoSetup())
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test(arguments: [
        ("U1", "DoubleDownToggle"), ("U2", "FadeInToggle"), ("U3", "CancelWithoutSuperToggle"), ("U4", "DisabledTouchesToggle"),
        ("U5", "AmbiguousBadgeToggle"), ("U6", "InfiniteKnobToggle"), ("U8", "HiddenTargetToggle"),
        ("U9", "TwiceToggle"),
    ])
    func eachInvariantCatchesItsBrokenControl(id: String, name: String) {
        let make: @Sendable () -> UIControl = switch name {
        case "DoubleDownToggle": { DoubleDownToggle() }
        case "FadeInToggle": { FadeInToggle() }
        case "CancelWithoutSuperToggle": { CancelWithoutSuperToggle() }
        case "DisabledTouchesToggle": { DisabledTouchesToggle() }
        case "AmbiguousBadgeToggle": { AmbiguousBadgeToggle() }
        case "InfiniteKnobToggle": { InfiniteKnobToggle() }
        case "HiddenTargetToggle": { HiddenTargetToggle() }
        default: { TwiceToggle() }
        }
        let failures = Self.failing(Self.scene(name) { make() }, setup: NoSetup())
        #expect(failures[id] != nil, "\(name): \(id) did not fail; failing: \(failures.keys.sorted())")
    }

    /// U7 on one tap (fuzzing it is slow: each case of the pulsing control runs the
    /// clock to the runtime's 10,000-round limit): the pulsing control fails, the toggle
    /// passes.
    @Test func animationsMustSettle() throws {
        let tap = ControlCase(TouchScript([.down(finger: 0, x: 160, y: 222, time: 0, taps: 1), .up(finger: 0, x: 160, y: 222, time: 0.1)]))
        let pulsing = UIControlInvariants.properties(of: Self.scene("PulsingToggle") { PulsingToggle() }, setup: NoSetup())
        #expect(throws: (any Error).self) { try pulsing.run(tap, invariants: [UIControlInvariants.animationsSettle]) }
        let toggle = UIControlInvariants.properties(of: Self.scene("Toggle") { Toggle() }, setup: NoSetup())
        try toggle.run(tap, invariants: [UIControlInvariants.animationsSettle])
    }

    /// The seed's UIControl-grammar defects are caught by the generic invariants alone:
    /// the duplicate TouchDown/TouchUp (U1) and the cancel without super (U3); the
    /// corrected lock keeps every generic invariant, the camera bar and the selector all
    /// but U4 (a finding each).
    @Test func genericInvariantsCatchTheSeedsGrammarDefects() {
        let duplicate = Self.failing(LockProperties.scene, setup: LockSetup(), faults: [.lockDuplicateTouchEvents])
        #expect(duplicate["U1"] != nil, "\(duplicate.keys.sorted())")
        let cancel = Self.failing(LockProperties.scene, setup: LockSetup(), faults: [.lockCancelWithoutSuper])
        #expect(cancel["U3"] != nil, "\(cancel.keys.sorted())")
        let lock = Self.failing(LockProperties.scene, setup: LockSetup())
        #expect(lock.isEmpty, "\(lock)")
        let camera = Self.failing(SeedScenes.camera, setup: CameraSetup())
        #expect(camera.isEmpty, "\(camera)")
        // Finding (docs/harness.md, "Finding"): disabled while a finger was down, the selector
        // kept tracking it and sent drags (UIKit's isEnabled = false does not cancel
        // tracking). The corrected selector cancels the tap and drops the pan when disabled,
        // and keeps every generic invariant; so does the seed's variant, which inherits it
        // (the seed's selector is a UIView and has no isEnabled).
        let selector = Self.failing(SeedScenes.selector, setup: SelectorSetup())
        #expect(selector.isEmpty, "\(selector)")
        let seedSelector = Self.failing(SeedScenes.selector, setup: SelectorSetup(), faults: [.selectorNoRelayoutOnBoundsChange], only: "U4")
        #expect(seedSelector.isEmpty, "\(seedSelector)")
    }
}
