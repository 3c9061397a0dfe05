#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The camera switch's helpers that are not the seed's code (docs/seed-deviations.md):
// where the labels go, and what setting the mode does.
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
}
