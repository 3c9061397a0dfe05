import Harness
import Foundation
import HeadlessUIKit
import SeedControls

// The planted camera-switch faults: subclasses overriding what a UIKit developer could
// override (the seed's own defects are `SeedControls`' seed variants).

/// Planted `cameraValueChangedOnEverySwipe`: ValueChanged on every finished slide,
/// changed or not.
final class ValueChangedOnEverySwipeCameraModeView: CameraModeView {
    override func switchModelDidFinish() {
        cameraModel = targetModel
        sendActions(for: .valueChanged)
    }
}

/// Planted `cameraCompletionToggles`: the completion toggles the mode instead of setting
/// the swipe's target.
final class CompletionTogglesCameraModeView: CameraModeView {
    override func switchModelDidFinish() {
        cameraModel = cameraModel == .video ? .photo : .video
        sendActions(for: .valueChanged)
    }
}

/// Planted `cameraIgnoresRecognisedSwipe`: the swipe action returns before doing
/// anything, so a recognised swipe changes nothing.
final class IgnoresSwipeCameraModeView: CameraModeView {
    override func switchModel(_ recognizer: UISwipeGestureRecognizer) {}
}

/// Planted `cameraLabelsTopFromFrame`: the labels' top comes from the bar's frame
/// (superview coordinates) instead of its bounds, so they sit far below the bar.
final class LabelsTopFromFrameCameraModeView: CameraModeView {
    override func layoutSubviews() {
        super.layoutSubviews()
        labelContainerView.frame.origin.y = frame.minY + 8
    }
}

extension Fault {
    /// The camera switch for the camera fault among `faults` (the corrected one if none).
    static func cameraModeView(faults: Set<Fault>) -> CameraModeView {
        switch variant(of: "CameraModeView", in: faults) {
        case .cameraLayoutRecentresAtPlus30: SeedRecentringCameraModeView(frame: .zero)
        case .cameraCentreFromSelfCenter: SeedCenterCameraModeView(frame: .zero)
        case .cameraOffsetUnclamped: SeedOffsetCameraModeView(frame: .zero)
        case .cameraValueChangedOnEverySwipe: ValueChangedOnEverySwipeCameraModeView(frame: .zero)
        case .cameraCompletionToggles: CompletionTogglesCameraModeView(frame: .zero)
        case .cameraIgnoresRecognisedSwipe: IgnoresSwipeCameraModeView(frame: .zero)
        case .cameraLabelsTopFromFrame: LabelsTopFromFrameCameraModeView(frame: .zero)
        default: CameraModeView(frame: .zero)
        }
    }
}
