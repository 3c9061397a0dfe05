#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// The seed's `UISwitch`, as a small control (51 x 31): a tap that ends inside flips
/// `isOn` and sends ValueChanged; setting `isOn` from code sends nothing, as UISwitch does.
open class ModeSwitch: UIControl {
    /// On or off; the knob and colour follow. Setting it sends no ValueChanged.
    open var isOn: Bool {
        didSet { updateAppearance() }
    }
    /// The white knob, right when on, left when off.
    public let knob = UIView()

    /// A 51 x 31 switch.
    public init(isOn: Bool = true) {
        self.isOn = isOn
        super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        accessibilityIdentifier = "modeSwitch"
        knob.accessibilityIdentifier = "knob"
        layer.cornerRadius = 15.5
        knob.backgroundColor = .white
        knob.layer.cornerRadius = 13.5
        knob.layer.shadowOpacity = 0.25
        knob.layer.shadowOffset = CGSize(width: 0, height: 2)
        knob.isUserInteractionEnabled = false
        addSubview(knob)
        updateAppearance()
    }

    /// Not used: the switch is built in code.
    public required init?(coder: NSCoder) { nil }

    /// UISwitch's size.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// `UISwitch.setOn(_:animated:)`: sends no ValueChanged.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    private func updateAppearance() {
        backgroundColor = isOn ? UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) : UIColor(white: 0.85, alpha: 1)
        let knobFrame = CGRect(x: isOn ? 22 : 2, y: 2, width: 27, height: 27)
        if knob.frame != knobFrame { knob.frame = knobFrame }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
