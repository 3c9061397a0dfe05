import Harness
import Foundation
import HeadlessUIKit
import SeedControls

// The planted camera-switch faults: subclasses overriding what a UIKit developer could
// override, `switchModel(_:)` and `layoutSubviews()` (the seed's own defects are
// `SeedControls`' seed variants). The copies of `switchModel(_:)` reach the label
// container as the harness does, through the view tree.

/// Planted `cameraValueChangedOnEverySwipe`: ValueChanged on every finished slide,
/// changed or not.
final class ValueChangedOnEverySwipeCameraModeView: CameraModeView {
    override func switchModel(_ recognizer: UISwipeGestureRecognizer) {
        let model: CameraModel = recognizer.direction == .left ? .photo : .video
        UIView.animate(withDuration: 0.28, animations: {
            self.labelContainer?.center.x = CameraProperties.expectedCentre(model, barWidth: Double(self.bounds.width))
        }, completion: { _ in
            self.cameraModel = model
            self.sendActions(for: .valueChanged)
        })
    }
}

/// Planted `cameraCompletionToggles`: the completion toggles the mode instead of setting
/// the swipe's.
final class CompletionTogglesCameraModeView: CameraModeView {
    override func switchModel(_ recognizer: UISwipeGestureRecognizer) {
        let model: CameraModel = recognizer.direction == .left ? .photo : .video
        UIView.animate(withDuration: 0.28, animations: {
            self.labelContainer?.center.x = CameraProperties.expectedCentre(model, barWidth: Double(self.bounds.width))
        }, completion: { _ in
            self.cameraModel = self.cameraModel == .video ? .photo : .video
            self.sendActions(for: .valueChanged)
        })
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
        labelContainer?.frame.origin.y = frame.minY + 8
    }
}

extension Fault {
    /// The camera switch for the camera fault among `faults` (the corrected one if none),
    /// decoded as the seed's storyboard builds it (`init?(coder:)`; the archive is empty:
    /// its size and place come from the scene's constraints).
    static func cameraModeView(faults: Set<Fault>) -> CameraModeView {
        let coder = EmptyArchive()
        let bar: CameraModeView? = switch variant(of: "CameraModeView", in: faults) {
        case .cameraLayoutRecentresAtPlus30: SeedRecentringCameraModeView(coder: coder)
        case .cameraCentreFromSelfCenter: SeedCenterCameraModeView(coder: coder)
        case .cameraOffsetUnclamped: SeedOffsetCameraModeView(coder: coder)
        case .cameraValueChangedOnEverySwipe: ValueChangedOnEverySwipeCameraModeView(coder: coder)
        case .cameraCompletionToggles: CompletionTogglesCameraModeView(coder: coder)
        case .cameraIgnoresRecognisedSwipe: IgnoresSwipeCameraModeView(coder: coder)
        case .cameraLabelsTopFromFrame: LabelsTopFromFrameCameraModeView(coder: coder)
        default: CameraModeView(coder: coder)
        }
        // safe: `UIView.init?(coder:)` reads nothing and never fails, nor does the bar's.
        guard let bar else { preconditionFailure("CameraModeView(coder:) returned nil") }
        return bar
    }
}

/// A keyed coder holding nothing, to decode a view from as a storyboard would (with none
/// of the view's keys, so it starts with UIKit's defaults). A coder of its own rather than
/// an empty `NSKeyedUnarchiver`: in the ClusterFuzzLite builds (scripts/cfl-emulate.sh)
/// the unarchiver refused even an archive NSKeyedArchiver had just written, so every
/// fuzzer trapped at start; and reading one costs a property-list parse per bar.
final class EmptyArchive: NSCoder {
    /// Keyed, as a nib's coder is.
    override var allowsKeyedCoding: Bool { true }
    /// It holds no key.
    override func containsValue(forKey key: String) -> Bool { false }
    /// Nothing under any key.
    override func decodeObject(forKey key: String) -> Any? { nil }
}

extension CameraModeView {
    /// The label container, as the harness finds it on screen: the bar's first subview
    /// (the seed's `setupView()` adds it first and nothing else).
    var labelContainer: UIView? { subviews.first }

    /// The colour of the text layer titled `title` in the label container (nil when there
    /// is none).
    func labelColor(_ title: String) -> CGColor? {
        let layers = labelContainer?.layer.sublayers ?? []
        return layers.compactMap { $0 as? CATextLayer }.first { $0.string as? String == title }?.foregroundColor
    }
}
