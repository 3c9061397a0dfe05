#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The camera switch's helpers that are not the seed's code (docs/seed-deviations.md):
// where the labels go, what setting the mode does, and what disabling does.
extension CameraModeView {
    /// The labels' centre x for `model` (the seed's `self.center.x ± 30`): the bounds'
    /// middle, which is in the bar's own coordinates, ± an offset of 30 that shrinks on
    /// bars narrower than 180 pt so that the 120 pt container stays inside.
    func labelCenterX(for model: CameraModel) -> CGFloat {
        let offset = min(30, max(0, (self.bounds.width - 120) / 2))
        return model == .video ? self.bounds.midX + offset : self.bounds.midX - offset
    }

    /// What setting `cameraModel` does (the seed's `didSet` sends ValueChanged, so a mode
    /// set from code would too): it becomes the labels' target, the labels take its
    /// colours and, at the next layout pass, its place; nothing is sent.
    func cameraModelDidChange() {
        self.targetModel = self.cameraModel
        self.videoTextLayer.foregroundColor = (self.cameraModel == .video ? self.foregroundColor : UIColor.white).cgColor
        self.photoTextLayer.foregroundColor = (self.cameraModel == .photo ? self.foregroundColor : UIColor.white).cgColor
        self.setNeedsLayout()
    }

    /// What disabling does (UIKit's `isEnabled = false` only refuses new touches): a
    /// finger already down stops being tracked (TouchCancel), and a swipe whose slide is
    /// still running commits its mode now, with its ValueChanged, instead of when the
    /// slide ends, when the bar is disabled and must be silent.
    func enabledDidChange(from wasEnabled: Bool) {
        guard wasEnabled && !self.isEnabled else { return }
        if self.isTracking { self.cancelTracking(with: nil) }
        if self.cameraModel != self.targetModel {
            self.cameraModel = self.targetModel
            self.sendActions(for: .valueChanged)
        }
    }
}
