#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// The priority-swap split layout (seed 001): a mode switch at the top and two views,
/// yellow and blue. Mode on: both visible, equal widths, 8 pt apart (blue's trailing at
/// 751 beats yellow's at 750). Mode off: the spacing becomes the view's width and blue's
/// trailing drops to 749, so yellow fills the width between the margins and blue leaves
/// to the right. The mode lives in a settings store; a new view reading it lays out like
/// the old one. The seed's `self.view` is this view.
open class SplitLayoutView: UIView {
    /// The mode switch at the top (the seed's `modeSwitch` outlet).
    public let modeSwitch = UISwitch()
    /// The left view.
    public let yellowView = UIView()
    /// The right view (off screen when the mode is off).
    public let blueView = UIView()
    /// Where the mode persists.
    public let store: SettingsStore
    /// The margin around the views and the switch.
    public let margin: CGFloat
    /// `blue.leading == yellow.trailing + spacing` (required; constant 8 or the width).
    public private(set) var viewSpacingConstraint: NSLayoutConstraint!
    /// `blue.trailing == trailing - margin` at 751 (on) or 749 (off).
    public private(set) var blueViewConstraint: NSLayoutConstraint!
    /// `yellow.trailing == trailing - margin` at 750.
    public private(set) var yellowTrailingConstraint: NSLayoutConstraint!
    /// `yellow.bottom == bottom - margin`.
    public private(set) var yellowBottomConstraint: NSLayoutConstraint!

    /// The settings key (the seed's `modeUserDefaultKey`).
    public static let modeUserDefaultKey = "modeUserDefaultKey"

    /// Whether the mode is on (both views visible).
    public var isOn: Bool { modeSwitch.isOn }

    /// Builds the views in a view of `frame` and configures them from `store` ("configure
    /// on first load"; on when the store is empty).
    public init(frame: CGRect, margin: CGFloat = 20, store: SettingsStore = SettingsStore()) {
        self.margin = margin
        self.store = store
        super.init(frame: frame)
        modeSwitch.isOn = store.bool(forKey: Self.modeUserDefaultKey) ?? true
        modeSwitch.accessibilityIdentifier = "modeSwitch"
        accessibilityIdentifier = "container"
        backgroundColor = .white
        yellowView.accessibilityIdentifier = "yellow"
        yellowView.backgroundColor = .yellow
        blueView.accessibilityIdentifier = "blue"
        blueView.backgroundColor = .blue
        addSubview(modeSwitch)
        addSubview(yellowView)
        addSubview(blueView)
        layoutConstraints()
        modeSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.enableMode(self.modeSwitch.isOn)
        }, for: .valueChanged)
        // viewDidLoad: configure the constraints for the stored mode.
        updateConstraintsForMode()
    }

    /// Not used: the layout is built in code.
    public required init?(coder: NSCoder) { nil }

    private func layoutConstraints() {
        for view in [modeSwitch, yellowView, blueView] { view.translatesAutoresizingMaskIntoConstraints = false }
        viewSpacingConstraint = blueView.leadingAnchor.constraint(equalTo: yellowView.trailingAnchor, constant: 8)
        viewSpacingConstraint.identifier = "spacing"
        blueViewConstraint = blueView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margin)
        blueViewConstraint.priority = UILayoutPriority.defaultHigh + 1
        blueViewConstraint.identifier = "blueTrailing"
        yellowTrailingConstraint = yellowView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margin)
        yellowTrailingConstraint.priority = .defaultHigh
        yellowTrailingConstraint.identifier = "yellowTrailing"
        yellowBottomConstraint = yellowView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -margin)
        NSLayoutConstraint.activate([
            modeSwitch.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin),
            modeSwitch.topAnchor.constraint(equalTo: topAnchor, constant: margin),
            yellowView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin),
            yellowView.topAnchor.constraint(equalTo: modeSwitch.bottomAnchor, constant: margin),
            yellowBottomConstraint,
            yellowView.widthAnchor.constraint(equalTo: blueView.widthAnchor),
            yellowTrailingConstraint,
            viewSpacingConstraint,
            blueView.topAnchor.constraint(equalTo: modeSwitch.bottomAnchor, constant: margin),
            blueView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -margin),
            blueViewConstraint,
        ])
    }

    /// The seed's `updateConstraintsForMode`: the spacing's constant and blue's trailing
    /// priority for the switch's mode.
    open func updateConstraintsForMode() {
        if modeSwitch.isOn {
            viewSpacingConstraint.constant = 8
            blueViewConstraint.priority = UILayoutPriority.defaultHigh + 1
        } else {
            viewSpacingConstraint.constant = frame.size.width
            blueViewConstraint.priority = UILayoutPriority.defaultHigh - 1
        }
    }

    /// The seed's `enableMode:` (the switch's action, and how code sets the mode): store
    /// the mode, lay out, then change constant and priority and lay out again inside a
    /// 1.0 s animation.
    open func enableMode(_ isOn: Bool) {
        store.set(isOn, forKey: Self.modeUserDefaultKey)
        store.synchronize()
        modeSwitch.setOn(isOn, animated: false)
        layoutIfNeeded()
        UIView.animate(withDuration: 1.0, animations: {
            self.updateConstraintsForMode()
            self.layoutIfNeeded()
        })
    }
}
