#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Seed 003's camera mode switch: swipe left for Photo, right for Video.
open class CameraModeView: UIControl {
    var labelContainerView:UIView!
    var videoTextLayer:CATextLayer!
    var photoTextLayer:CATextLayer!
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
        let font = UIFont(name: "AvenirNextCondensed-DemiBold", size: 17)
        layer.font = font?.fontName as CFTypeRef?
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
    }

    open override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()
        context?.setFillColor(self.foregroundColor.cgColor)
        let circleRect = CGRect(x: rect.midX - 3, y: 2, width: 6, height: 6)
        context?.fillEllipse(in: circleRect)
    }

    /// The camera mode.
    public enum CameraModel {
        case photo
        case video
    }

    /// The mode; set from code, it recolours and places the labels and sends nothing.
    public var cameraModel:CameraModel = .video{
        didSet{
            self.cameraModelDidChange()
        }
    }
    var targetModel:CameraModel = .video // the last swipe's mode: where the labels go

    /// Disabled, the bar cancels its tracking and commits a sliding swipe's mode at once.
    open override var isEnabled: Bool { didSet { self.enabledDidChange(from: oldValue) } }

    /// The swipes' action: slides the labels, then commits the swipe's mode.
    #if canImport(UIKit)
    @objc
    #endif
    open func switchModel(_ recognizer:UISwipeGestureRecognizer) -> Void {
        guard self.isEnabled else { return } // a disabled bar takes no swipe
        //1. 判断手势滑动方向
        self.targetModel = recognizer.direction == .left ? .photo : .video
        if recognizer.direction == .left {
            UIView.animate(withDuration: 0.28, animations: {
                //2. 动画切换文本位置
                self.labelContainerView.center.x = self.labelCenterX(for: .photo)
                }, completion: { (flag) in
                    //3. 更新状态及展示
                    if self.cameraModel != .photo && self.targetModel == .photo{
                        self.cameraModel = .photo
                        self.sendActions(for: .valueChanged)
                        self.photoTextLayer.foregroundColor = self.foregroundColor.cgColor
                        self.videoTextLayer.foregroundColor = UIColor.white.cgColor
                    }
            })
            
        }else{
            UIView.animate(withDuration: 0.28, animations: {
                self.labelContainerView.center.x = self.labelCenterX(for: .video)
                
                }, completion: { (flag) in
                    if self.cameraModel != .video && self.targetModel == .video{
                        self.cameraModel = .video
                        self.sendActions(for: .valueChanged)
                        self.videoTextLayer.foregroundColor = self.foregroundColor.cgColor
                        self.photoTextLayer.foregroundColor = UIColor.white.cgColor
                    }
            })
        }
    }
}
