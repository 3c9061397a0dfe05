import Foundation

/// UIKit's `UISwitch`, 51 x 31: a tap that ends inside flips `isOn` and sends
/// `.valueChanged` (before TouchUpInside); setting `isOn` or calling `setOn(_:animated:)`
/// from code sends nothing, as with UIKit's standard controls. **Modelled**: taps only
/// (dragging the knob is not), the knob drawn as a white circle.
open class UISwitch: UIControl {
    /// On or off.
    open var isOn = false {
        didSet { updateAppearance() }
    }
    /// The track colour when on (UIKit's green when nil).
    open var onTintColor: UIColor? {
        didSet { updateAppearance() }
    }
    private let knob = UIView()

    /// A switch; its size is always 51 x 31, whatever `frame` says.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        layer.cornerRadius = 15.5
        knob.backgroundColor = .white
        knob.layer.cornerRadius = 13.5
        knob.layer.shadowOpacity = 0.25
        knob.layer.shadowOffset = CGSize(width: 0, height: 2)
        knob.isUserInteractionEnabled = false
        addSubview(knob)
        updateAppearance()
    }

    /// There are no archives here: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// 51 x 31.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// Sets the state, animating the knob when `animated`; sends nothing.
    open func setOn(_ on: Bool, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.25, animations: { self.isOn = on })
        } else {
            isOn = on
        }
    }

    private func updateAppearance() {
        backgroundColor = isOn ? (onTintColor ?? UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)) : UIColor(white: 0.85, alpha: 1)
        let knobFrame = CGRect(x: isOn ? 22 : 2, y: 2, width: 27, height: 27)
        if knob.frame != knobFrame { knob.frame = knobFrame }
    }

    /// A tap that ends inside (the slop included) flips the switch.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
