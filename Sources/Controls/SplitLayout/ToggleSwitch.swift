import Layout

/// A minimal `UISwitch` (51 x 31): a tap that ends inside flips `isOn` and sends
/// ValueChanged.
public final class ToggleSwitch: Control {
    public var isOn: Bool

    public init(isOn: Bool = true, name: String = "modeSwitch") {
        self.isOn = isOn
        super.init(name: name)
        intrinsicContentSize = Size(width: 51, height: 31)
        backgroundColor = Color(red: 0.2, green: 0.78, blue: 0.35)
        layer.cornerRadius = 15.5
    }

    public override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        guard isTouchInside else { return }
        isOn.toggle()
        backgroundColor = isOn ? Color(red: 0.2, green: 0.78, blue: 0.35) : Color(white: 0.85)
        sendActions(for: .valueChanged)
    }
}
