import Layout

/// The priority-swap split layout (seed 001, "iOS系统中关于Autolayout约束动画化的解析"): a
/// mode switch at the top and two views, yellow and blue. Mode on: both visible, equal
/// widths, 8 pt apart (blue's trailing at 751 beats yellow's at 750). Mode off: the
/// spacing becomes the container width and blue's trailing drops to 749, so yellow fills
/// the width between the margins and blue leaves to the right. The mode lives in a
/// settings store; a new instance reading it lays out like the old one.
public final class SplitLayout {
    /// The view the layout lives in (the seed's `self.view`).
    public let container: TouchView
    /// The mode switch at the top.
    public let modeSwitch: ToggleSwitch
    /// The left view.
    public let yellow: TouchView
    /// The right view (off screen when the mode is off).
    public let blue: TouchView
    /// Where the mode persists.
    public let store: SettingsStore
    /// The margin around the views and the switch.
    public let margin: Double
    /// The faults this instance was built with.
    public let faults: Set<Fault>
    /// `blue.leading == yellow.trailing + spacing` (required; constant 8 or the width).
    public private(set) var spacing: Constraint
    /// `blue.trailing == container.trailing - margin` at 751 (on) or 749 (off).
    public private(set) var blueTrailing: Constraint
    /// `yellow.trailing == container.trailing - margin` at 750.
    public private(set) var yellowTrailing: Constraint
    /// The window made by `scene`, kept alive here as UIApplication keeps its window
    /// (views hold their superview weakly).
    public private(set) var window: Window?
    /// Layout changes UIKit refused (the wording is UIKit's), in order.
    public private(set) var refusals: [LayoutError] = []

    /// The settings key (the seed's `modeUserDefaultKey`).
    public static let modeKey = "modeUserDefaultKey"

    /// Whether the mode is on (both views visible).
    public var isOn: Bool { modeSwitch.isOn }

    /// Builds the views in `container` (which should be laid out at its final size), and
    /// configures them from `store` ("configure on first load"; on when the store is empty).
    public init(in container: TouchView, margin: Double = 20, store: SettingsStore = SettingsStore(),
                faults: Set<Fault> = []) throws(LayoutError) {
        self.container = container
        self.margin = margin
        self.store = store
        self.faults = faults
        let mode = faults.contains(.splitIgnoresStoreOnLoad) ? true : (store.bool(forKey: Self.modeKey) ?? true)
        modeSwitch = ToggleSwitch(isOn: mode)
        yellow = TouchView(name: "yellow")
        yellow.backgroundColor = .yellow
        blue = TouchView(name: "blue")
        blue.backgroundColor = .blue
        container.addSubview(modeSwitch)
        container.addSubview(yellow)
        container.addSubview(blue)
        try modeSwitch.makeConstraints { make in
            make.leading.equalTo(container).offset(margin)
            make.top.equalTo(container).offset(margin)
        }
        let blueRequired = faults.contains(.splitBlueTrailingRequired)
        let (yellowMade, blueMade) = (try Self.constrain(yellow: yellow, blue: blue, in: container, below: modeSwitch,
                                                          margin: margin, blueRequired: blueRequired,
                                                          yellowBottom: !faults.contains(.splitYellowBottomMissing)))
        yellowTrailing = yellowMade
        (spacing, blueTrailing) = blueMade
        modeSwitch.addAction(for: .valueChanged, identifier: "enableMode") { [weak self] sender, _ in
            guard let self, let toggle = sender as? ToggleSwitch else { return }
            do throws(LayoutError) { try self.enableMode(toggle.isOn) } catch { self.refusals.append(error) }
        }
        container.layoutIfNeeded()
        do { try updateConstraintsForMode() } catch { refusals.append(error) }
        container.layoutIfNeeded()
    }

    private static func constrain(yellow: View, blue: View, in container: View, below modeSwitch: View, margin: Double,
                                  blueRequired: Bool, yellowBottom: Bool) throws(LayoutError) -> (Constraint, (Constraint, Constraint)) {
        var yellowTrailing: Constraint?
        try yellow.makeConstraints { make in
            make.leading.equalTo(container).offset(margin)
            make.top.equalTo(modeSwitch.anchor(.bottom)).offset(margin)
            if yellowBottom { make.bottom.equalTo(container).offset(-margin) }
            make.width.equalTo(blue)
            yellowTrailing = make.trailing.equalTo(container).offset(-margin).priority(.high).constraint
        }
        var spacing: Constraint?
        var blueTrailing: Constraint?
        try blue.makeConstraints { make in
            spacing = make.leading.equalTo(yellow.anchor(.trailing)).offset(8).constraint
            make.top.equalTo(modeSwitch.anchor(.bottom)).offset(margin)
            make.bottom.equalTo(container).offset(-margin)
            blueTrailing = make.trailing.equalTo(container).offset(-margin)
                .priority(blueRequired ? .required : .defaultHigh + 1).constraint
        }
        guard let yellowTrailing, let spacing, let blueTrailing else {
            // Unreachable: each closure above assigns all three before returning.
            throw LayoutError.invalidAttributePair("split layout constraints were not made")
        }
        yellowTrailing.identifier = "yellowTrailing"
        spacing.identifier = "spacing"
        blueTrailing.identifier = "blueTrailing"
        return (yellowTrailing, (spacing, blueTrailing))
    }

    /// The seed's `updateConstraintsForMode`: constant and priority for the current mode.
    /// Throws (changing no priority) when the change is one UIKit refuses.
    public func updateConstraintsForMode() throws(LayoutError) {
        if isOn {
            spacing.constant = 8
            try blueTrailing.setPriority(.defaultHigh + 1)
        } else {
            spacing.constant = faults.contains(.splitSpacingKeptWhenOff) ? 8 : container.frame.width
            try blueTrailing.setPriority(faults.contains(.splitOffPriorityTies) ? .defaultHigh : .defaultHigh - 1)
        }
    }

    /// The seed's `enableMode:`: store the mode, lay out, then change constant and priority
    /// and lay out again inside a 1.0 s animation.
    public func enableMode(_ on: Bool) throws(LayoutError) {
        if faults.contains(.splitIgnoresToggle) { return }
        store.set(on, forKey: Self.modeKey)
        store.synchronize()
        modeSwitch.isOn = on
        container.layoutIfNeeded()
        var failure: LayoutError?
        container.animate(duration: 1.0, animations: {
            do throws(LayoutError) { try self.updateConstraintsForMode() } catch { failure = error }
            self.container.layoutIfNeeded()
        })
        if let failure {
            refusals.append(failure)
            throw failure
        }
    }

    /// A window of `size` whose container fills it, with a split layout, laid out.
    public static func scene(size: Size = Size(width: 375, height: 667), margin: Double = 20,
                             store: SettingsStore = SettingsStore(),
                             faults: Set<Fault> = []) throws(LayoutError) -> (Window, SplitLayout) {
        let window = Window(size: size)
        let container = TouchView(frame: Rect(origin: .zero, size: size), name: "container")
        container.backgroundColor = .white
        window.addSubview(container)
        let split = try SplitLayout(in: container, margin: margin, store: store, faults: faults)
        split.window = window
        window.layoutIfNeeded()
        return (window, split)
    }
}
