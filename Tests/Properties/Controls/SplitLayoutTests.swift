import Controls
import Layout
import Testing

/// §2.2 the priority-swap split layout in a 375 x 667 container with margin 20 (switch
/// 51 x 31 at (20, 20), so the views span y 71...647).
@Suite struct SplitLayoutTests {
    static let onYellow = Rect(x: 20, y: 71, width: 163.5, height: 576)
    static let onBlue = Rect(x: 191.5, y: 71, width: 163.5, height: 576)
    static let offYellow = Rect(x: 20, y: 71, width: 335, height: 576)
    static let offBlue = Rect(x: 730, y: 71, width: 335, height: 576)

    @Test func framesInBothModes() throws {
        let (window, split) = try SplitLayout.scene()
        #expect(split.modeSwitch.frame == Rect(x: 20, y: 20, width: 51, height: 31))
        #expect(split.yellow.frame == Self.onYellow)
        #expect(split.blue.frame == Self.onBlue)
        #expect(split.blueTrailing.priority == 751)
        try split.enableMode(false)
        #expect(split.yellow.frame == Self.offYellow)
        #expect(split.blue.frame == Self.offBlue)
        #expect(split.blueTrailing.priority == 749)
        #expect(split.spacing.constant == 375)
        // Animated over 1.0 s: on screen blue still starts where it was.
        #expect(window.presentationFrame(of: split.blue).minX == 191.5)
        try window.advance(by: 1)
        #expect(window.presentationFrame(of: split.blue).minX == 730)
        #expect(!split.yellow.hasAmbiguousLayout && !split.blue.hasAmbiguousLayout)
        #expect(split.container.layoutEngine.conflicts.isEmpty)
    }

    /// A tap on the switch toggles the mode through target-action.
    @Test func tappingTheSwitch() throws {
        let (window, split) = try SplitLayout.scene()
        try window.send([.began(40, 30, at: 0), .ended(40, 30, at: 0.1)])
        #expect(!split.isOn)
        #expect(split.yellow.frame == Self.offYellow)
        try window.send([.began(40, 30, at: 2), .ended(40, 30, at: 2.1)])
        #expect(split.yellow.frame == Self.onYellow && split.blue.frame == Self.onBlue)
    }

    /// S2: a new instance reading the settings store lays out exactly like the old one.
    @Test(arguments: [false, true]) func relaunchFromStore(faulted: Bool) throws {
        let store = SettingsStore()
        let (_, first) = try SplitLayout.scene(store: store)
        try first.enableMode(false)
        #expect(store.bool(forKey: SplitLayout.modeKey) == false)
        let (_, second) = try SplitLayout.scene(store: store, faults: faulted ? [.splitIgnoresStoreOnLoad] : [])
        #expect((second.yellow.frame == first.yellow.frame && second.blue.frame == first.blue.frame) == !faulted)
    }

    /// A required <-> optional priority change is refused with UIKit's wording, as a typed
    /// error, and leaves the layout as it was.
    @Test func requiredToOptionalIsRefused() throws {
        let (_, split) = try SplitLayout.scene()
        #expect(throws: LayoutError.mutatingRequiredPriority(passed: 1000, existing: 751)) {
            try split.blueTrailing.setPriority(.required)
        }
        split.container.layoutIfNeeded()
        #expect(split.blue.frame == Self.onBlue)
        let message = LayoutError.mutatingRequiredPriority(passed: 749, existing: 1000).description
        #expect(message.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."))
    }

    /// Planted: blue's trailing made required: the swap is refused, and the widened
    /// spacing then squeezes both views to a negative width (-20) to keep blue on screen.
    @Test(arguments: [false, true]) func plantedBlueTrailingRequired(faulted: Bool) throws {
        let (_, split) = try SplitLayout.scene(faults: faulted ? [.splitBlueTrailingRequired] : [])
        #expect(split.refusals.isEmpty == !faulted)
        var refused = false
        do { try split.enableMode(false) } catch { refused = true }
        #expect(refused == faulted)
        #expect((split.yellow.frame.width > 0) == !faulted)
        #expect(faulted || split.blue.frame.minX >= 375)
    }

    /// Planted: the off priority tying at 750 or the spacing kept at 8 break mode off.
    @Test(arguments: [Fault.splitOffPriorityTies, .splitSpacingKeptWhenOff]) func plantedOffModeFaults(fault: Fault) throws {
        let (_, healthy) = try SplitLayout.scene()
        try healthy.enableMode(false)
        let (_, split) = try SplitLayout.scene(faults: [fault])
        try split.enableMode(false)
        #expect(healthy.yellow.frame == Self.offYellow)
        #expect(split.yellow.frame != Self.offYellow || split.blue.frame.minX < 375)
    }
}
