#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Seed 003's `layoutSubviews` as written: the container always goes to the Video
/// position (+30), whatever the mode, so a layout pass in Photo shows Video.
open class SeedRecentringCameraModeView: CameraModeView {
    open override func layoutSubviews() {
        super.layoutSubviews()
        self.labelContainerView.center.x = self.labelCenterX(for: .video)
    }
}

/// Seed 003's centre as written: `self.center.x`, which is in the superview's
/// coordinates, so the labels are off by the bar's origin whenever it is not 0 (in
/// `layoutSubviews` and in the swipe's slide).
open class SeedCenterCameraModeView: CameraModeView {
    func seedCenterX(for model: CameraModel) -> CGFloat {
        self.labelCenterX(for: model) - self.bounds.midX + self.center.x
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        self.labelContainerView.center.x = self.seedCenterX(for: self.targetModel)
    }

    open override func switchModel(_ recognizer: UISwipeGestureRecognizer) {
        self.slide(recognizer, to: self.seedCenterX(for:))
    }
}

/// Seed 003's offset as written: always 30, so on a bar narrower than 180 pt the labels
/// stick out of it (in `layoutSubviews` and in the swipe's slide).
open class SeedOffsetCameraModeView: CameraModeView {
    func seedCenterX(for model: CameraModel) -> CGFloat {
        model == .video ? self.bounds.midX + 30 : self.bounds.midX - 30
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        self.labelContainerView.center.x = self.seedCenterX(for: self.targetModel)
    }

    open override func switchModel(_ recognizer: UISwipeGestureRecognizer) {
        self.slide(recognizer, to: self.seedCenterX(for:))
    }
}

extension CameraModeView {
    /// `switchModel(_:)` as the control writes it, with the slide ending at `centerX`.
    func slide(_ recognizer: UISwipeGestureRecognizer, to centerX: @escaping (CameraModel) -> CGFloat) {
        let model: CameraModel = recognizer.direction == .left ? .photo : .video
        self.targetModel = model
        UIView.animate(withDuration: 0.28, animations: {
            self.labelContainerView.center.x = centerX(model)
        }, completion: { (flag) in
            if self.cameraModel != model && self.targetModel == model {
                self.cameraModel = model
                self.sendActions(for: .valueChanged)
            }
        })
    }
}
