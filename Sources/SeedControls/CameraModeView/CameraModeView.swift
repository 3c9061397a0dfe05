#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// The camera mode switch (seed 003): a left swipe slides the labels to Photo, a right
/// swipe to Video; setting `cameraModel` from code sends no ValueChanged.
open class CameraModeView: UIControl {
    /// The 120 x 20 container of the two labels.
    public var labelContainerView:UIView!
    /// The "Video" label.
    public var videoTextLayer:CATextLayer!
    /// The "Photo" label.
    public var photoTextLayer:CATextLayer!
    /// The selected label's colour.
    public var foregroundColor:UIColor!
    /// The selection dot (the seed draws it in `drawRect`).
    public var dotView:UIView!

    /// A bar built in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        self.setupView()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.setupView()
    }

    func setupView() -> Void {
        self.backgroundColor = UIColor(white: 0, alpha: 0.5)        

        //1. 文本容器
        self.labelContainerView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        self.addSubview(self.labelContainerView)

        //2. 选中态的颜色
        self.foregroundColor = UIColor(red: 1, green: 0.734, blue: 0.006, alpha: 1)

        //3. 生成文本
        self.videoTextLayer = self.textLayerWithTitle("Video")
        self.videoTextLayer.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        self.videoTextLayer.foregroundColor = self.foregroundColor.cgColor
        self.labelContainerView.layer.addSublayer(self.videoTextLayer)

        self.photoTextLayer = self.textLayerWithTitle("Photo")
        self.photoTextLayer.frame = CGRect(x: 60, y: 0, width: 60, height: 20)
        self.labelContainerView.layer.addSublayer(self.photoTextLayer)

        self.dotView = UIView(frame: CGRect(x: 0, y: 2, width: 6, height: 6))
        self.dotView.backgroundColor = self.foregroundColor
        self.dotView.layer.cornerRadius = 3
        self.addSubview(self.dotView)

        //4. 增加滑动手势
        #if canImport(UIKit)
        let right = UISwipeGestureRecognizer(target: self, action: #selector(switchModel(_:)))
        let left = UISwipeGestureRecognizer(target: self, action: #selector(switchModel(_:)))
        #else
        let right = UISwipeGestureRecognizer(target: self, action: CameraModeView.switchModel)
        let left = UISwipeGestureRecognizer(target: self, action: CameraModeView.switchModel)
        #endif
        left.direction = .left
        self.addGestureRecognizer(right)
        self.addGestureRecognizer(left)
    }

    func textLayerWithTitle(_ title:String) -> CATextLayer {
        let layer = CATextLayer()
        layer.fontSize = 17
        layer.string = title
        layer.alignmentMode = .center
        layer.contentsScale = UIScreen.main.scale
        return layer
    }

    /// The container's centre x for `model`: the middle of the bounds ± 30, less on bars
    /// narrower than 180 pt so that the container stays inside.
    open func labelCenterX(for model: CameraModel) -> CGFloat {
        let offset = min(30, max(0, (self.bounds.width - 120) / 2))
        return model == .video ? self.bounds.midX + offset : self.bounds.midX - offset
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        self.labelContainerView.center.x = self.labelCenterX(for: self.targetModel)
        self.labelContainerView.frame.origin.y = 8
        self.dotView.center.x = self.bounds.midX
    }

    /// The camera mode.
    public enum CameraModel {
        case photo
        case video
    }

    /// The mode; setting it recolours the labels, moves them there, and sends nothing.
    public var cameraModel:CameraModel = .video{
        didSet{
            self.targetModel = self.cameraModel
            self.videoTextLayer.foregroundColor = (self.cameraModel == .video ? self.foregroundColor : UIColor.white).cgColor
            self.photoTextLayer.foregroundColor = (self.cameraModel == .photo ? self.foregroundColor : UIColor.white).cgColor
            self.setNeedsLayout()
        }
    }

    /// The last recognised swipe's mode, where the labels are going.
    public private(set) var targetModel:CameraModel = .video

    #if canImport(UIKit)
    @objc
    #endif
    open func switchModel(_ recognizer:UISwipeGestureRecognizer) -> Void {
        //1. 判断手势滑动方向
        if recognizer.direction == .left {
            self.targetModel = .photo
            UIView.animate(withDuration: 0.28, animations: {
                //2. 动画切换文本位置
                self.labelContainerView.center.x = self.labelCenterX(for: .photo)
                }, completion: { (flag) in
                    //3. 更新状态及展示
                    self.switchModelDidFinish()
            })
            
        }else{
            self.targetModel = .video
            UIView.animate(withDuration: 0.28, animations: {
                self.labelContainerView.center.x = self.labelCenterX(for: .video)
                
                }, completion: { (flag) in
                    self.switchModelDidFinish()
            })
        }
    }

    /// Commits the latest swipe's mode, with ValueChanged only when it changes.
    open func switchModelDidFinish() {
        if self.cameraModel != self.targetModel{
            self.cameraModel = self.targetModel
            self.sendActions(for: .valueChanged)
        }
    }
}
