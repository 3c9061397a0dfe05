#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Seed 003's camera mode switch: swipe left for Photo, right for Video.
open class CameraModeView: UIControl {
    /// The labels' 120 x 20 container.
    public var labelContainerView:UIView!
    /// The "Video" label.
    public var videoTextLayer:CATextLayer!
    /// The "Photo" label.
    public var photoTextLayer:CATextLayer!
    var foregroundColor:UIColor!

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
        self.addDotView()

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

    /// The mode; setting it from code recolours and places the labels and sends nothing.
    public var cameraModel:CameraModel = .video{
        didSet{
            self.cameraModelDidChange()
        }
    }

    /// The swipes' action: slides the labels, then commits the last swipe's mode.
    #if canImport(UIKit)
    @objc
    #endif
    open func switchModel(_ recognizer:UISwipeGestureRecognizer) -> Void {
        //1. 判断手势滑动方向
        self.targetModel = recognizer.direction == .left ? .photo : .video
        if recognizer.direction == .left {
            UIView.animate(withDuration: 0.28, animations: {
                //2. 动画切换文本位置
                self.labelContainerView.center.x = self.labelCenterX(for: .photo)
                }, completion: { (flag) in
                    //3. 更新状态及展示
                    self.switchModelDidFinish()
            })
            
        }else{
            UIView.animate(withDuration: 0.28, animations: {
                self.labelContainerView.center.x = self.labelCenterX(for: .video)
                
                }, completion: { (flag) in
                    self.switchModelDidFinish()
            })
        }
    }

    // Not the seed's (docs/seed-deviations.md): built in code, the dot, the fixes' seams.
    /// A bar built in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        self.setupView()
    }

    /// The selection dot (the seed draws it in `draw(_:)`).
    public var dotView:UIView!
    /// The last swipe's mode: where the labels are going.
    public internal(set) var targetModel:CameraModel = .video

    /// The labels' centre x for `model`: the bounds' middle ± 30, less below 180 pt wide.
    open func labelCenterX(for model: CameraModel) -> CGFloat {
        let offset = min(30, max(0, (self.bounds.width - 120) / 2))
        return model == .video ? self.bounds.midX + offset : self.bounds.midX - offset
    }

    /// Commits the last swipe's mode, with ValueChanged only when it changes.
    open func switchModelDidFinish() {
        if self.cameraModel != self.targetModel{
            self.cameraModel = self.targetModel
            self.sendActions(for: .valueChanged)
        }
    }
}
