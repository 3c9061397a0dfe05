import Foundation
import HeadlessUIKit

extension Scene {
    /// The usual reset: `control` first restores (or refuses, returning false) what the
    /// control keeps in its own stored properties, which no snapshot sees (a lock's
    /// unlocked flag, a selector's index); then the window goes back to the snapshot
    /// `build` recorded (`Headless.WindowSnapshot`: the views' UIKit state, the tree's
    /// shape, the active constraints' constants and priorities, the engine's diagnostics
    /// and faults, the run loop's clock, touches, animations, completions and log).
    ///
    /// Refused (false) when a relaunch replaced the control, when `control` refuses, or
    /// when the snapshot cannot undo the history. A control whose whole state is
    /// UIKit-visible needs no `control` closure; one with private state must pass one,
    /// and `ControlProperties.resetMatchesFresh` catches a closure that forgets some.
    public static func snapshotReset(control: @escaping @Sendable (Stage<Control>, Setup) -> Bool = { _, _ in true })
        -> @Sendable (Stage<Control>, Setup) -> Bool
    {
        { stage, setup in
            guard stage.control === stage.builtControl, let initial = stage.initial, control(stage, setup) else { return false }
            return initial.restore()
        }
    }

    /// A stage for `setup` and `faults`: one parked in `pool` and reset, else a new build.
    /// A stage whose reset refuses is dropped.
    func stage(_ setup: Setup, faults: Set<Fault>, from pool: StagePool<Setup, Control>) -> Stage<Control> {
        if let reset {
            while let parked = pool.take(setup, faults: faults) {
                if reset(parked, setup) { return parked }
            }
        }
        return build(setup, faults: faults)
    }
}
