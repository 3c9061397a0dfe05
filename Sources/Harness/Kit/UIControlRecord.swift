import Foundation
import HeadlessUIKit
import Layout

/// What the generic invariants remember of a case on any control: the state each step
/// found the control in (enabled, visible, in a window), the view each new finger was
/// delivered to, whether a tracking sequence is open, and the layout conflicts so far.
/// Nothing here is configured per control.
public final class UIControlRecord: CaseRecord {
    /// The window.
    public let window: UIWindow
    private let current: () -> UIView
    /// The control under test now (nil when the view under test is no control).
    public var control: UIControl? { current() as? UIControl }
    /// The view under test now.
    public var view: UIView { current() }

    /// Why the control could not take touches when the step began (disabled, hidden,
    /// outside a window), or nil when it could.
    public private(set) var blockedBefore: String?
    /// The same, after the step.
    public private(set) var blockedAfter: String?
    /// For a `down` step: the view the runtime delivered the touch to and what was wrong
    /// with it (hidden, transparent, animating), if anything.
    public private(set) var deliveredTo: (view: String, problem: String)?
    /// A tracking sequence (TouchDown …) is open: the U1 grammar's state.
    public var trackingOpen = false
    /// A finger step or an environment step has run (a later event may be its deferred
    /// consequence, sent from an animation's completion as the clock runs).
    public private(set) var causedSoFar = false
    /// Layout conflicts the engine had reported before the case.
    public let conflictsAtStart: Int

    /// A record of `stage`.
    public init<Control: UIView>(stage: Stage<Control>) {
        window = stage.window
        current = { [unowned stage] in stage.control }
        conflictsAtStart = Headless.Screen(stage.window).layoutEngine.conflicts.count
    }

    /// Why `view` takes no touches now: "disabled", "hidden", "outside a window".
    public static func blocked(_ view: UIView) -> String? {
        if view.window == nil { return "outside a window" }
        if let control = view as? UIControl, !control.isEnabled { return "disabled" }
        var node: UIView? = view
        while let here = node {
            if here.isHidden { return "hidden" }
            node = here.superview
        }
        return nil
    }

    /// Before the step: the control's state, and for a down the view it goes to.
    public func willApply(_ step: Step, index: Int) {
        blockedBefore = Self.blocked(view)
        deliveredTo = nil
        guard case let .down(_, x, y, _, _) = step, let hit = window.touches.hitView(at: CGPoint(x: x, y: y)) else { return }
        var node: UIView? = hit
        while let here = node, here !== window {
            let name = here.accessibilityIdentifier ?? "\(type(of: here))"
            if here.isHidden { deliveredTo = (name, "hidden") }
            else if here.alpha < 0.01 { deliveredTo = (name, "transparent (alpha \(here.alpha))") }
            else if window.presentation.blocksInteraction(here) { deliveredTo = (name, "animating") }
            if deliveredTo != nil { return }
            node = here.superview
        }
    }

    /// After the step: the control's state.
    public func didApply(_ report: StepReport) {
        blockedAfter = Self.blocked(view)
        if case .advance = report.step {} else { causedSoFar = true }
    }
}
