import Harness
import Layout

// The seed controls' faults: each seed defect, kept reproducible as the seed's own code (a
// variant of the control in `SeedControls`, beside the corrected one), and planted
// defects (subclasses in this folder, overriding what a UIKit developer could override),
// each switched on by name when a scene is built; the layout engine's faults go through
// the runtime's `Headless` hooks (`spec/controls.md` §4).
extension Fault {
    // LockControl (seed 000)
    /// Seed (`SeedEventsLockControl`): beginTracking sends TouchDown itself and endTracking sends TouchUpInside /
    /// TouchUpOutside itself (by the track's bounds), on top of UIControl's own events.
    public static let lockDuplicateTouchEvents = Fault("lockDuplicateTouchEvents", control: "LockControl", seedDefect: true, stepLimit: 3,
                                  summary: "Seed (`SeedEventsLockControl`): beginTracking sends TouchDown itself and endTracking sends TouchUpInside / TouchUpOutside itself (by the track's bounds), on top of UIControl's own events.")
    /// Seed (`SeedCancelLockControl`): cancelTracking sends TouchCancel itself and never calls super, so isTracking
    /// stays true.
    public static let lockCancelWithoutSuper = Fault("lockCancelWithoutSuper", control: "LockControl", seedDefect: true, stepLimit: 3,
                                  summary: "Seed (`SeedCancelLockControl`): cancelTracking sends TouchCancel itself and never calls super, so isTracking stays true.")
    /// Planted: the thumb's inset constraints (left >= 12, right <= -12) at 499 instead of
    /// 750, so the leading constraint at 500 drags the thumb out of the track.
    public static let lockClampLoweredTo499 = Fault("lockClampLoweredTo499", control: "LockControl", stepLimit: 3,
                                  summary: "Planted: the thumb's inset constraints (left >= 12, right <= -12) at 499 instead of 750, so the leading constraint at 500 drags the thumb out of the track.")
    /// Planted: continueTracking makes a new leading constraint on every move
    /// (`makeConstraints` instead of `updateConstraints`), so old offsets keep pulling.
    public static let lockDuplicateLeadingConstraint = Fault("lockDuplicateLeadingConstraint", control: "LockControl",
                                  summary: "Planted: continueTracking makes a new leading constraint on every move (`makeConstraints` instead of `updateConstraints`), so old offsets keep pulling.")
    /// Planted: unlock only when the release is inside the slop (decided as a
    /// TouchUpInside handler would), so a release past 75 % far below does not unlock.
    public static let lockUnlockOnlyInside = Fault("lockUnlockOnlyInside", control: "LockControl", stepLimit: 3,
                                  summary: "Planted: unlock only when the release is inside the slop (decided as a TouchUpInside handler would), so a release past 75 % far below does not unlock.")
    /// Planted: beginTracking accepts a touch anywhere on the control, without the
    /// grown track and thumb rectangles.
    public static let lockAcceptsAnyTouch = Fault("lockAcceptsAnyTouch", control: "LockControl",
                                  summary: "Planted: beginTracking accepts a touch anywhere on the control, without the grown track and thumb rectangles.")
    /// Seed (`SeedThumbLockControl`): the thumb keeps UIImageView's default horizontal compression resistance
    /// (750), which ties with the 750 insets on a track too short for both, so the thumb's
    /// width is ambiguous there.
    public static let lockThumbCompressible = Fault("lockThumbCompressible", control: "LockControl", seedDefect: true,
                                  summary: "Seed (`SeedThumbLockControl`): the thumb keeps UIImageView's default horizontal compression resistance (750), which ties with the 750 insets on a track too short for both, so the thumb's width is ambiguous there.")

    // Split layout (seed 001)
    /// Planted: blue's trailing constraint installed as required, so the priority swap
    /// is refused.
    public static let splitBlueTrailingRequired = Fault("splitBlueTrailingRequired", control: "SplitLayoutView",
                                  summary: "Planted: blue's trailing constraint installed as required, so the priority swap is refused.")
    /// Planted: blue's trailing priority 750 (not 749) in the off mode, tying with
    /// yellow's trailing constraint.
    public static let splitOffPriorityTies = Fault("splitOffPriorityTies", control: "SplitLayoutView",
                                  summary: "Planted: blue's trailing priority 750 (not 749) in the off mode, tying with yellow's trailing constraint.")
    /// Planted: the spacing stays 8 in the off mode, so blue stays on screen.
    public static let splitSpacingKeptWhenOff = Fault("splitSpacingKeptWhenOff", control: "SplitLayoutView",
                                  summary: "Planted: the spacing stays 8 in the off mode, so blue stays on screen.")
    /// Planted: a new instance ignores the settings store (no "configure on first load").
    public static let splitIgnoresStoreOnLoad = Fault("splitIgnoresStoreOnLoad", control: "SplitLayoutView",
                                  summary: "Planted: a new instance ignores the settings store (no \"configure on first load\").")
    /// Planted: `enableMode(_:)` ignores its argument: nothing is stored and the layout
    /// keeps its mode (a tap still flips the switch itself).
    public static let splitIgnoresToggle = Fault("splitIgnoresToggle", control: "SplitLayoutView",
                                  summary: "Planted: `enableMode(_:)` ignores its argument: nothing is stored and the layout keeps its mode (a tap still flips the switch itself).")
    /// Planted: yellow has no bottom constraint, so its height is ambiguous.
    public static let splitYellowBottomMissing = Fault("splitYellowBottomMissing", control: "SplitLayoutView",
                                  summary: "Planted: yellow has no bottom constraint, so its height is ambiguous.")

    // Camera mode switch (seed 003)
    /// Seed (`SeedRecentringCameraModeView`): layoutSubviews always recentres the label container at +30 (Video), so a
    /// layout pass in Photo shows the Video position.
    public static let cameraLayoutRecentresAtPlus30 = Fault("cameraLayoutRecentresAtPlus30", control: "CameraModeView", seedDefect: true,
                                  summary: "Seed (`SeedRecentringCameraModeView`): layoutSubviews always recentres the label container at +30 (Video), so a layout pass in Photo shows the Video position.")
    /// Seed (`SeedCenterCameraModeView`): the centre comes from `self.center.x` (superview coordinates), wrong
    /// whenever the bar's origin x is not 0.
    public static let cameraCentreFromSelfCenter = Fault("cameraCentreFromSelfCenter", control: "CameraModeView", seedDefect: true, stepLimit: 3,
                                  summary: "Seed (`SeedCenterCameraModeView`): the centre comes from `self.center.x` (superview coordinates), wrong whenever the bar's origin x is not 0.")
    /// Planted: ValueChanged on every recognised swipe, changed or not.
    public static let cameraValueChangedOnEverySwipe = Fault("cameraValueChangedOnEverySwipe", control: "CameraModeView", stepLimit: 3,
                                  summary: "Planted: ValueChanged on every recognised swipe, changed or not.")
    /// Planted: the completion toggles the mode instead of setting the swipe's target.
    public static let cameraCompletionToggles = Fault("cameraCompletionToggles", control: "CameraModeView", stepLimit: 3,
                                  summary: "Planted: the completion toggles the mode instead of setting the swipe's target.")
    /// Planted: the swipe action returns before doing anything, so a recognised swipe
    /// changes nothing.
    public static let cameraIgnoresRecognisedSwipe = Fault("cameraIgnoresRecognisedSwipe", control: "CameraModeView",
                                  summary: "Planted: the swipe action returns before doing anything, so a recognised swipe changes nothing.")
    /// Planted: the labels' top comes from the bar's frame (superview coordinates)
    /// instead of its bounds, so they sit far below the bar.
    public static let cameraLabelsTopFromFrame = Fault("cameraLabelsTopFromFrame", control: "CameraModeView",
                                  summary: "Planted: the labels' top comes from the bar's frame (superview coordinates) instead of its bounds, so they sit far below the bar.")
    /// Seed (`SeedOffsetCameraModeView`): the container always sits 30 pt from the centre, so on a bar narrower than
    /// 180 pt the labels stick out of it.
    public static let cameraOffsetUnclamped = Fault("cameraOffsetUnclamped", control: "CameraModeView", seedDefect: true,
                                  summary: "Seed (`SeedOffsetCameraModeView`): the container always sits 30 pt from the centre, so on a bar narrower than 180 pt the labels stick out of it.")

    // Masked segment selector (seed 004)
    /// Seed (`SeedSegmentSelector`): frames are computed once at init; a bounds change leaves them stale.
    public static let selectorNoRelayoutOnBoundsChange = Fault("selectorNoRelayoutOnBoundsChange", control: "SegmentSelector", seedDefect: true,
                                  summary: "Seed (`SeedSegmentSelector`): frames are computed once at init; a bounds change leaves them stale.")
    /// Planted: the pan moves the highlight but not the inner white-label view.
    public static let selectorMaskMovedWithoutInnerView = Fault("selectorMaskMovedWithoutInnerView", control: "SegmentSelector", stepLimit: 3,
                                  summary: "Planted: the pan moves the highlight but not the inner white-label view.")
    /// Planted: the translation is not reset after each move, so it is added again and
    /// again ("concatenating" the total).
    public static let selectorTranslationNotReset = Fault("selectorTranslationNotReset", control: "SegmentSelector",
                                  summary: "Planted: the translation is not reset after each move, so it is added again and again (\"concatenating\" the total).")
    /// Planted: the clamp is applied to the highlight only; the inner view moves by the
    /// unclamped amount.
    public static let selectorClampOnlyMask = Fault("selectorClampOnlyMask", control: "SegmentSelector", stepLimit: 3,
                                  summary: "Planted: the clamp is applied to the highlight only; the inner view moves by the unclamped amount.")
    /// Planted: the pan moves the highlight (and the inner view with it) without clamping
    /// it to the first and last segments.
    public static let selectorNoClamp = Fault("selectorNoClamp", control: "SegmentSelector",
                                  summary: "Planted: the pan moves the highlight (and the inner view with it) without clamping it to the first and last segments.")
    /// Planted: every snap sends ValueChanged, changed or not.
    public static let selectorValueChangedOnEverySnap = Fault("selectorValueChangedOnEverySnap", control: "SegmentSelector",
                                  summary: "Planted: every snap sends ValueChanged, changed or not.")
    /// Planted: after a bounds change the highlight keeps the width it was built with.
    public static let selectorHighlightWidthFixed = Fault("selectorHighlightWidthFixed", control: "SegmentSelector",
                                  summary: "Planted: after a bounds change the highlight keeps the width it was built with.")

    // Layout engine (planted; switched on in the window's engine by the harness)
    /// Planted: the solver never sees priority changes of installed constraints.
    public static let layoutPriorityEditIgnored = Fault("layoutPriorityEditIgnored", control: "LayoutEngine", layoutFault: .priorityEditIgnored,
                                  summary: "Planted: the solver never sees priority changes of installed constraints.")
    /// Planted: the solver never sees constant changes of installed constraints.
    public static let layoutConstantEditIgnored = Fault("layoutConstantEditIgnored", control: "LayoutEngine", layoutFault: .constantEditIgnored,
                                  summary: "Planted: the solver never sees constant changes of installed constraints.")
    /// Planted: a priority change between required and optional is refused with UIKit's
    /// error, but the solver takes the new priority anyway.
    public static let layoutRefusedPriorityApplied = Fault("layoutRefusedPriorityApplied", control: "LayoutEngine", layoutFault: .refusedPriorityApplied,
                                  summary: "Planted: a priority change between required and optional is refused with UIKit's error, but the solver takes the new priority anyway.")


    /// Every seed fault, in catalogue order.
    public static let seedFaults: [Fault] = [
        .lockDuplicateTouchEvents,
        .lockCancelWithoutSuper,
        .lockClampLoweredTo499,
        .lockDuplicateLeadingConstraint,
        .lockUnlockOnlyInside,
        .lockAcceptsAnyTouch,
        .lockThumbCompressible,
        .splitBlueTrailingRequired,
        .splitOffPriorityTies,
        .splitSpacingKeptWhenOff,
        .splitIgnoresStoreOnLoad,
        .splitIgnoresToggle,
        .splitYellowBottomMissing,
        .cameraLayoutRecentresAtPlus30,
        .cameraCentreFromSelfCenter,
        .cameraValueChangedOnEverySwipe,
        .cameraCompletionToggles,
        .cameraIgnoresRecognisedSwipe,
        .cameraLabelsTopFromFrame,
        .cameraOffsetUnclamped,
        .selectorNoRelayoutOnBoundsChange,
        .selectorMaskMovedWithoutInnerView,
        .selectorTranslationNotReset,
        .selectorClampOnlyMask,
        .selectorNoClamp,
        .selectorValueChangedOnEverySnap,
        .selectorHighlightWidthFixed,
        .selectorSnapTruncates,
        .layoutPriorityEditIgnored,
        .layoutConstantEditIgnored,
        .layoutRefusedPriorityApplied,
    ]
}

extension Fault {
    /// The seed fault among `faults` that belongs to `control` (the first in catalogue
    /// order: a control is built as one variant, so two faults of one control do not
    /// combine; `CommonOptions` refuses such a pair on the command line).
    static func variant(of control: String, in faults: Set<Fault>) -> Fault? {
        seedFaults.first { faults.contains($0) && $0.control == control }
    }
}
