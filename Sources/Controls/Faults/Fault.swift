import Layout

/// The fault catalogue: each seed defect, kept reproducible, and planted defects, each
/// switched on by name when a control is built. The harness proves it has teeth by
/// catching every one of them (`spec/controls.md` §4).
public enum Fault: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // LockControl (seed 000)
    /// Seed: beginTracking sends TouchDown itself and endTracking sends TouchUpInside /
    /// TouchUpOutside itself (by the track's bounds), on top of UIControl's own events.
    case lockDuplicateTouchEvents
    /// Seed: cancelTracking sends TouchCancel itself and never calls super, so isTracking
    /// stays true.
    case lockCancelWithoutSuper
    /// Planted: the thumb's inset constraints (left >= 12, right <= -12) at 499 instead of
    /// 750, so the leading constraint at 500 drags the thumb out of the track.
    case lockClampLoweredTo499
    /// Planted: continueTracking makes a new leading constraint on every move
    /// (`makeConstraints` instead of `updateConstraints`), so old offsets keep pulling.
    case lockDuplicateLeadingConstraint
    /// Planted: unlock only when the release is inside the slop (decided as a
    /// TouchUpInside handler would), so a release past 75 % far below does not unlock.
    case lockUnlockOnlyInside

    // Split layout (seed 001)
    /// Planted: blue's trailing constraint installed as required, so the priority swap
    /// is refused.
    case splitBlueTrailingRequired
    /// Planted: blue's trailing priority 750 (not 749) in the off mode, tying with
    /// yellow's trailing constraint.
    case splitOffPriorityTies
    /// Planted: the spacing stays 8 in the off mode, so blue stays on screen.
    case splitSpacingKeptWhenOff
    /// Planted: a new instance ignores the settings store (no "configure on first load").
    case splitIgnoresStoreOnLoad

    // Camera mode switch (seed 003)
    /// Seed: layoutSubviews always recentres the label container at +30 (Video), so a
    /// layout pass in Photo shows the Video position.
    case cameraLayoutRecentresAtPlus30
    /// Seed: the centre comes from `self.center.x` (superview coordinates), wrong
    /// whenever the bar's origin x is not 0.
    case cameraCentreFromSelfCenter
    /// Planted: ValueChanged on every recognised swipe, changed or not.
    case cameraValueChangedOnEverySwipe
    /// Planted: the completion toggles the mode instead of setting the swipe's target.
    case cameraCompletionToggles

    // Masked segment selector (seed 004)
    /// Seed: frames are computed once at init; a bounds change leaves them stale.
    case selectorNoRelayoutOnBoundsChange
    /// Planted: the pan moves the highlight but not the inner white-label view.
    case selectorMaskMovedWithoutInnerView
    /// Planted: the translation is not reset after each move, so it is added again and
    /// again ("concatenating" the total).
    case selectorTranslationNotReset
    /// Planted: the clamp is applied to the highlight only; the inner view moves by the
    /// unclamped amount.
    case selectorClampOnlyMask

    // Layout engine (planted; switched on in the window's engine by the harness)
    /// Planted: the solver never sees priority changes of installed constraints.
    case layoutPriorityEditIgnored
    /// Planted: the solver never sees constant changes of installed constraints.
    case layoutConstantEditIgnored

    /// The layout engine's own fault, for the engine faults.
    public var layoutFault: LayoutFault? {
        switch self {
        case .layoutPriorityEditIgnored: .priorityEditIgnored
        case .layoutConstantEditIgnored: .constantEditIgnored
        default: nil
        }
    }

    /// The control the fault belongs to ("LayoutEngine" for the engine's).
    public var control: String {
        switch self {
        case .lockDuplicateTouchEvents, .lockCancelWithoutSuper, .lockClampLoweredTo499,
             .lockDuplicateLeadingConstraint, .lockUnlockOnlyInside: "LockControl"
        case .splitBlueTrailingRequired, .splitOffPriorityTies, .splitSpacingKeptWhenOff,
             .splitIgnoresStoreOnLoad: "SplitLayout"
        case .cameraLayoutRecentresAtPlus30, .cameraCentreFromSelfCenter, .cameraValueChangedOnEverySwipe,
             .cameraCompletionToggles: "CameraModeSwitch"
        case .selectorNoRelayoutOnBoundsChange, .selectorMaskMovedWithoutInnerView, .selectorTranslationNotReset,
             .selectorClampOnlyMask: "SegmentSelector"
        case .layoutPriorityEditIgnored, .layoutConstantEditIgnored: "LayoutEngine"
        }
    }

    /// Whether the seed's own code has this defect (otherwise it is planted).
    public var isSeedDefect: Bool {
        switch self {
        case .lockDuplicateTouchEvents, .lockCancelWithoutSuper, .cameraLayoutRecentresAtPlus30,
             .cameraCentreFromSelfCenter, .selectorNoRelayoutOnBoundsChange: true
        default: false
        }
    }

    /// The faults of one control.
    public static func faults(of control: String) -> [Fault] { allCases.filter { $0.control == control } }

    public var description: String { rawValue }
}
