import Harness
import Foundation
import HeadlessUIKit
import SeedControls

// The planted split-layout faults (seed 001 has none the harness exposes): subclasses
// overriding what a UIKit developer could override.

/// Planted `splitBlueTrailingRequired`: blue's trailing constraint reinstalled as
/// required, so every priority swap is refused.
final class BlueTrailingRequiredSplitLayout: SplitLayoutView {
    override init(frame: CGRect, margin: CGFloat = 20, store: SettingsStore = SettingsStore()) {
        super.init(frame: frame, margin: margin, store: store)
        blueViewConstraint.isActive = false
        blueViewConstraint.priority = .required
        blueViewConstraint.isActive = true
        updateConstraintsForMode()
    }

    required init?(coder: NSCoder) { nil }
}

/// Planted `splitOffPriorityTies`: blue's trailing at 750 (not 749) in the off mode,
/// tying with yellow's trailing constraint.
final class OffPriorityTiesSplitLayout: SplitLayoutView {
    override func updateConstraintsForMode() {
        super.updateConstraintsForMode()
        if !isOn { blueViewConstraint.priority = .defaultHigh }
    }
}

/// Planted `splitSpacingKeptWhenOff`: the spacing stays 8 in the off mode, so blue stays
/// on screen.
final class SpacingKeptSplitLayout: SplitLayoutView {
    override func updateConstraintsForMode() {
        super.updateConstraintsForMode()
        viewSpacingConstraint.constant = 8
    }
}

/// Planted `splitIgnoresStoreOnLoad`: a new view ignores the settings store and starts
/// in the on mode (no "configure on first load").
final class IgnoresStoreSplitLayout: SplitLayoutView {
    override init(frame: CGRect, margin: CGFloat = 20, store: SettingsStore = SettingsStore()) {
        super.init(frame: frame, margin: margin, store: store)
        modeSwitch.setOn(true, animated: false)
        updateConstraintsForMode()
    }

    required init?(coder: NSCoder) { nil }
}

/// Planted `splitIgnoresToggle`: `enableMode(_:)` ignores its argument: nothing is stored
/// and the layout keeps its mode (a tap still flips the switch itself).
final class IgnoresToggleSplitLayout: SplitLayoutView {
    override func enableMode(_ isOn: Bool) {}
}

/// Planted `splitYellowBottomMissing`: yellow has no bottom constraint, so its height is
/// ambiguous.
final class YellowBottomMissingSplitLayout: SplitLayoutView {
    override init(frame: CGRect, margin: CGFloat = 20, store: SettingsStore = SettingsStore()) {
        super.init(frame: frame, margin: margin, store: store)
        yellowBottomConstraint.isActive = false
    }

    required init?(coder: NSCoder) { nil }
}

extension Fault {
    /// The split layout's faulty variants in catalogue order, each built from a frame, a
    /// margin and the settings store it reads.
    static let splitLayouts: [(fault: Fault, make: @Sendable (CGRect, CGFloat, SettingsStore) -> SplitLayoutView)] = [
        (.splitBlueTrailingRequired, { BlueTrailingRequiredSplitLayout(frame: $0, margin: $1, store: $2) }),
        (.splitOffPriorityTies, { OffPriorityTiesSplitLayout(frame: $0, margin: $1, store: $2) }),
        (.splitSpacingKeptWhenOff, { SpacingKeptSplitLayout(frame: $0, margin: $1, store: $2) }),
        (.splitIgnoresStoreOnLoad, { IgnoresStoreSplitLayout(frame: $0, margin: $1, store: $2) }),
        (.splitIgnoresToggle, { IgnoresToggleSplitLayout(frame: $0, margin: $1, store: $2) }),
        (.splitYellowBottomMissing, { YellowBottomMissingSplitLayout(frame: $0, margin: $1, store: $2) }),
    ]

    /// The variants as the split scene builds them: in `frame` with `margin`, reading a
    /// fresh store.
    static func splitVariants(frame: CGRect, margin: CGFloat) -> [FaultVariant<NoSetup, SplitLayoutView>] {
        splitLayouts.map { fault, make in FaultVariant(fault) { _ in make(frame, margin, SettingsStore()) } }
    }

    /// The split layout for the split fault among `faults` (the corrected one if none;
    /// the first in catalogue order if several).
    static func splitLayout(frame: CGRect, margin: CGFloat, store: SettingsStore, faults: Set<Fault>) -> SplitLayoutView {
        guard let make = splitLayouts.first(where: { faults.contains($0.fault) })?.make else {
            return SplitLayoutView(frame: frame, margin: margin, store: store)
        }
        return make(frame, margin, store)
    }
}
