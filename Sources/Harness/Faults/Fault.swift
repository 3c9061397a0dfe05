import Layout

/// The fault catalogue: each seed defect, kept reproducible as the seed's own code (a
/// variant of the control in `SeedControls`, beside the corrected one), and planted
/// defects (subclasses in `Sources/Harness/Faults`, overriding what a UIKit developer
/// could override), each switched on by name when a scene is built; the layout engine's
/// faults go through the runtime's `Headless` hooks. The harness proves it has teeth by
/// catching every one of them (`spec/controls.md` §4).
public enum Fault: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // LockControl (seed 000)
    /// Seed (`SeedEventsLockControl`): beginTracking sends TouchDown itself and endTracking sends TouchUpInside /
    /// TouchUpOutside itself (by the track's bounds), on top of UIControl's own events.
    case lockDuplicateTouchEvents
    /// Seed (`SeedCancelLockControl`): cancelTracking sends TouchCancel itself and never calls super, so isTracking
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
    /// Planted: beginTracking accepts a touch anywhere on the control, without the
    /// grown track and thumb rectangles.
    case lockAcceptsAnyTouch
    /// Seed (`SeedThumbLockControl`): the thumb keeps UIImageView's default horizontal compression resistance
    /// (750), which ties with the 750 insets on a track too short for both, so the thumb's
    /// width is ambiguous there.
    case lockThumbCompressible

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
    /// Planted: `enableMode(_:)` ignores its argument: nothing is stored and the layout
    /// keeps its mode (a tap still flips the switch itself).
    case splitIgnoresToggle
    /// Planted: yellow has no bottom constraint, so its height is ambiguous.
    case splitYellowBottomMissing

    // Camera mode switch (seed 003)
    /// Seed (`SeedRecentringCameraModeView`): layoutSubviews always recentres the label container at +30 (Video), so a
    /// layout pass in Photo shows the Video position.
    case cameraLayoutRecentresAtPlus30
    /// Seed (`SeedCenterCameraModeView`): the centre comes from `self.center.x` (superview coordinates), wrong
    /// whenever the bar's origin x is not 0.
    case cameraCentreFromSelfCenter
    /// Planted: ValueChanged on every recognised swipe, changed or not.
    case cameraValueChangedOnEverySwipe
    /// Planted: the completion toggles the mode instead of setting the swipe's target.
    case cameraCompletionToggles
    /// Planted: the swipe action returns before doing anything, so a recognised swipe
    /// changes nothing.
    case cameraIgnoresRecognisedSwipe
    /// Planted: the labels' top comes from the bar's frame (superview coordinates)
    /// instead of its bounds, so they sit far below the bar.
    case cameraLabelsTopFromFrame
    /// Seed (`SeedOffsetCameraModeView`): the container always sits 30 pt from the centre, so on a bar narrower than
    /// 180 pt the labels stick out of it.
    case cameraOffsetUnclamped

    // Masked segment selector (seed 004)
    /// Seed (`SeedSegmentSelector`): frames are computed once at init; a bounds change leaves them stale.
    case selectorNoRelayoutOnBoundsChange
    /// Planted: the pan moves the highlight but not the inner white-label view.
    case selectorMaskMovedWithoutInnerView
    /// Planted: the translation is not reset after each move, so it is added again and
    /// again ("concatenating" the total).
    case selectorTranslationNotReset
    /// Planted: the clamp is applied to the highlight only; the inner view moves by the
    /// unclamped amount.
    case selectorClampOnlyMask
    /// Planted: the pan moves the highlight (and the inner view with it) without clamping
    /// it to the first and last segments.
    case selectorNoClamp
    /// Planted: every snap sends ValueChanged, changed or not.
    case selectorValueChangedOnEverySnap
    /// Planted: after a bounds change the highlight keeps the width it was built with.
    case selectorHighlightWidthFixed

    // Layout engine (planted; switched on in the window's engine by the harness)
    /// Planted: the solver never sees priority changes of installed constraints.
    case layoutPriorityEditIgnored
    /// Planted: the solver never sees constant changes of installed constraints.
    case layoutConstantEditIgnored
    /// Planted: a priority change between required and optional is refused with UIKit's
    /// error, but the solver takes the new priority anyway.
    case layoutRefusedPriorityApplied

    /// The layout engine's own fault, for the engine faults.
    public var layoutFault: LayoutFault? {
        switch self {
        case .layoutPriorityEditIgnored: .priorityEditIgnored
        case .layoutConstantEditIgnored: .constantEditIgnored
        case .layoutRefusedPriorityApplied: .refusedPriorityApplied
        default: nil
        }
    }

    /// The control the fault belongs to ("LayoutEngine" for the engine's).
    public var control: String {
        switch self {
        case .lockDuplicateTouchEvents, .lockCancelWithoutSuper, .lockClampLoweredTo499,
             .lockDuplicateLeadingConstraint, .lockUnlockOnlyInside, .lockAcceptsAnyTouch,
             .lockThumbCompressible: "LockControl"
        case .splitBlueTrailingRequired, .splitOffPriorityTies, .splitSpacingKeptWhenOff,
             .splitIgnoresStoreOnLoad, .splitIgnoresToggle, .splitYellowBottomMissing: "SplitLayoutView"
        case .cameraLayoutRecentresAtPlus30, .cameraCentreFromSelfCenter, .cameraValueChangedOnEverySwipe,
             .cameraCompletionToggles, .cameraIgnoresRecognisedSwipe, .cameraLabelsTopFromFrame,
             .cameraOffsetUnclamped: "CameraModeView"
        case .selectorNoRelayoutOnBoundsChange, .selectorMaskMovedWithoutInnerView, .selectorTranslationNotReset,
             .selectorClampOnlyMask, .selectorNoClamp, .selectorValueChangedOnEverySnap,
             .selectorHighlightWidthFixed: "SegmentSelector"
        case .layoutPriorityEditIgnored, .layoutConstantEditIgnored, .layoutRefusedPriorityApplied: "LayoutEngine"
        }
    }

    /// Whether the seed's own code has this defect (otherwise it is planted).
    public var isSeedDefect: Bool {
        switch self {
        case .lockDuplicateTouchEvents, .lockCancelWithoutSuper, .lockThumbCompressible, .cameraLayoutRecentresAtPlus30,
             .cameraCentreFromSelfCenter, .cameraOffsetUnclamped, .selectorNoRelayoutOnBoundsChange: true
        default: false
        }
    }

    /// The faults of one control.
    public static func faults(of control: String) -> [Fault] { allCases.filter { $0.control == control } }

    public var description: String { rawValue }

    /// The fault among `faults` that belongs to `control` (the first in catalogue order:
    /// a control is built as one variant, so two faults of one control do not combine;
    /// `CommonOptions` refuses such a pair on the command line).
    static func variant(of control: String, in faults: Set<Fault>) -> Fault? {
        allCases.first { faults.contains($0) && $0.control == control }
    }
}
