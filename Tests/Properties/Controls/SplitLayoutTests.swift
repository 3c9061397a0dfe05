import Foundation
import Harness
import SeedProperties
import HeadlessUIKit
import Layout
import SeedControls
import Testing

/// §2.2 the priority-swap split layout in a 375 x 667 container with margin 20 (switch
/// 51 x 31 at (20, 20), so the views span y 71...647).
@Suite struct SplitLayoutTests {
    static let onYellow = CGRect(x: 20, y: 71, width: 163.5, height: 576)
    static let onBlue = CGRect(x: 191.5, y: 71, width: 163.5, height: 576)
    static let offYellow = CGRect(x: 20, y: 71, width: 335, height: 576)
    static let offBlue = CGRect(x: 730, y: 71, width: 335, height: 576)

    @Test func framesInBothModes() throws {
        let (window, split) = Scenes.split()
        #expect(split.modeSwitch.frame == CGRect(x: 20, y: 20, width: 51, height: 31))
        #expect(split.yellowView.frame == Self.onYellow)
        #expect(split.blueView.frame == Self.onBlue)
        #expect(split.blueViewConstraint.priority == UILayoutPriority(751))
        split.enableMode(false)
        #expect(split.yellowView.frame == Self.offYellow)
        #expect(split.blueView.frame == Self.offBlue)
        #expect(split.blueViewConstraint.priority == UILayoutPriority(749))
        #expect(split.viewSpacingConstraint.constant == 375)
        // Animated over 1.0 s: on screen blue still starts where it was.
        #expect(window.presentationFrame(of: split.blueView).minX == 191.5)
        try window.advance(by: 1)
        #expect(window.presentationFrame(of: split.blueView).minX == 730)
        #expect(!split.yellowView.hasAmbiguousLayout && !split.blueView.hasAmbiguousLayout)
        #expect(window.engine.conflicts.isEmpty)
    }

    /// A tap on the switch toggles the mode through target-action.
    @Test func tappingTheSwitch() throws {
        let (window, split) = Scenes.split()
        try window.send([.began(40, 30, at: 0), .ended(40, 30, at: 0.1)])
        #expect(!split.isOn)
        #expect(split.yellowView.frame == Self.offYellow)
        try window.send([.began(40, 30, at: 2), .ended(40, 30, at: 2.1)])
        #expect(split.yellowView.frame == Self.onYellow && split.blueView.frame == Self.onBlue)
    }

    /// Setting the mode from code changes the layout and, as UISwitch's `setOn`, sends no
    /// ValueChanged.
    @Test func modeFromCodeSendsNoValueChanged() throws {
        let (window, split) = Scenes.split()
        split.enableMode(false)
        #expect(!split.isOn && split.yellowView.frame == Self.offYellow)
        split.modeSwitch.isOn = true
        #expect(window.events(of: split.modeSwitch).isEmpty)
    }

    /// S2: a new instance reading the settings store lays out exactly like the old one.
    @Test(arguments: [false, true]) func relaunchFromStore(faulted: Bool) throws {
        let store = SettingsStore()
        // Keep the windows: views hold their superview weakly.
        let (firstWindow, first) = Scenes.split(store: store)
        first.enableMode(false)
        #expect(store.bool(forKey: SplitLayoutView.modeUserDefaultKey) == false)
        let (secondWindow, second) = Scenes.split(store: store, faults: faulted ? [.splitIgnoresStoreOnLoad] : [])
        withExtendedLifetime((firstWindow, secondWindow)) {
            #expect((second.yellowView.frame == first.yellowView.frame && second.blueView.frame == first.blueView.frame) == !faulted)
        }
    }

    /// A required <-> optional priority change is refused with UIKit's wording, recorded
    /// (no exception, no throw), and leaves the priority and the layout as they were.
    @Test func requiredToOptionalIsRefused() throws {
        let (window, split) = Scenes.split()
        split.blueViewConstraint.priority = .required
        #expect(split.blueViewConstraint.lastError == LayoutError.mutatingRequiredPriority(passed: 1000, existing: 751))
        #expect(window.engine.recordedErrors.last == LayoutError.mutatingRequiredPriority(passed: 1000, existing: 751))
        #expect(split.blueViewConstraint.priority == UILayoutPriority(751))
        window.layoutIfNeeded()
        #expect(split.blueView.frame == Self.onBlue)
        let message = LayoutError.mutatingRequiredPriority(passed: 749, existing: 1000).description
        #expect(message.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."))
    }

    /// Planted: blue's trailing made required: the swap is refused, and the widened
    /// spacing then squeezes both views to a negative width (-20) to keep blue on screen.
    @Test(arguments: [false, true]) func plantedBlueTrailingRequired(faulted: Bool) throws {
        let (window, split) = Scenes.split(faults: faulted ? [.splitBlueTrailingRequired] : [])
        #expect((split.blueViewConstraint.lastError == nil) == !faulted)
        let before = window.engine.recordedErrors.count
        split.enableMode(false)
        #expect((window.engine.recordedErrors.count > before) == faulted)
        #expect((split.yellowView.frame.size.width > 0) == !faulted)
        #expect(faulted || split.blueView.frame.minX >= 375)
    }

    /// Planted: the off priority tying at 750 or the spacing kept at 8 break mode off.
    @Test(arguments: [Fault.splitOffPriorityTies, .splitSpacingKeptWhenOff]) func plantedOffModeFaults(fault: Fault) throws {
        let (healthyWindow, healthy) = Scenes.split()
        healthy.enableMode(false)
        let (window, split) = Scenes.split(faults: [fault])
        split.enableMode(false)
        withExtendedLifetime((healthyWindow, window)) {
            #expect(healthy.yellowView.frame == Self.offYellow)
            #expect(split.yellowView.frame != Self.offYellow || split.blueView.frame.minX < 375)
        }
    }

    /// S4: neither mode of the split layout is ambiguous.
    @Test func splitLayoutIsNeverAmbiguous() {
        let (window, split) = Scenes.split()
        #expect(!split.yellowView.hasAmbiguousLayout && !split.blueView.hasAmbiguousLayout)
        split.enableMode(false)
        withExtendedLifetime(window) {
            #expect(split.yellowView.frame == Self.offYellow)
            #expect(!split.yellowView.hasAmbiguousLayout && !split.blueView.hasAmbiguousLayout)
        }
    }
}
