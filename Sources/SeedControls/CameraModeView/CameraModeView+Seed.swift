#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// Seed 003's `layoutSubviews` as written: the container always goes to the Video
/// position (+30), whatever the mode, so a layout pass in Photo shows Video.
open class SeedRecentringCameraModeView: CameraModeView {
    open override func layoutSubviews() {
        super.layoutSubviews()
        self.labelContainerView.center.x = self.labelCenterX(for: .video)
    }
}

/// Seed 003's centre as written: `self.center.x`, which is in the superview's
/// coordinates, so the labels are off by the bar's origin whenever it is not 0.
open class SeedCenterCameraModeView: CameraModeView {
    open override func labelCenterX(for model: CameraModel) -> CGFloat {
        let offset = min(30, max(0, (self.bounds.width - 120) / 2))
        return model == .video ? self.center.x + offset : self.center.x - offset
    }
}

/// Seed 003's offset as written: always 30, so on a bar narrower than 180 pt the labels
/// stick out of it.
open class SeedOffsetCameraModeView: CameraModeView {
    open override func labelCenterX(for model: CameraModel) -> CGFloat {
        model == .video ? self.bounds.midX + 30 : self.bounds.midX - 30
    }
}
