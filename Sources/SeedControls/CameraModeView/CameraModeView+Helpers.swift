#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

// The camera switch's helpers that are not the seed's code (docs/seed-deviations.md):
// what setting the mode does, and the dot the seed draws.
extension CameraModeView {
    /// What setting `cameraModel` does (the seed's `didSet` sends ValueChanged, so a mode
    /// set from code would too): the labels take the mode's colours and place, silently.
    func cameraModelDidChange() {
        self.targetModel = self.cameraModel
        self.videoTextLayer.foregroundColor = (self.cameraModel == .video ? self.foregroundColor : UIColor.white).cgColor
        self.photoTextLayer.foregroundColor = (self.cameraModel == .photo ? self.foregroundColor : UIColor.white).cgColor
        self.setNeedsLayout()
    }

    /// The seed's dot, which its `draw(_:)` fills at the top centre: a 6 x 6 round view,
    /// centred in `layoutSubviews` (the runtime has no drawing context).
    func addDotView() {
        self.dotView = UIView(frame: CGRect(x: 0, y: 2, width: 6, height: 6))
        self.dotView.backgroundColor = self.foregroundColor
        self.dotView.layer.cornerRadius = 3
        self.addSubview(self.dotView)
    }
}
