import Layout

/// A minimal `UISwitch` (51 x 31): a tap that ends inside flips `isOn` and sends
/// ValueChanged.
public final class ToggleSwitch: Control {
    /// On or off; the knob and colour follow.
    public var isOn: Bool {
        didSet { updateAppearance() }
    }
    /// The white knob, right when on, left when off.
    public let knob = TouchView(name: "knob")

    /// A 51 x 31 switch.
    public init(isOn: Bool = true, name: String = "modeSwitch") {
        self.isOn = isOn
        super.init(name: name)
        intrinsicContentSize = Size(width: 51, height: 31)
        layer.cornerRadius = 15.5
        knob.backgroundColor = .white
        knob.layer.cornerRadius = 13.5
        knob.layer.shadowOpacity = 0.25
        knob.layer.shadowOffset = Size(width: 0, height: 2)
        knob.isUserInteractionEnabled = false
        addSubview(knob)
        updateAppearance()
    }

    private func updateAppearance() {
        backgroundColor = isOn ? Color(red: 0.2, green: 0.78, blue: 0.35) : Color(white: 0.85)
        let knobFrame = Rect(x: isOn ? 22 : 2, y: 2, width: 27, height: 27)
        if knob.frame != knobFrame { knob.frame = knobFrame }
    }

    public override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
