// A two-thumb range slider written the way a UIKit developer writes one: nothing of the
// headless runtime's own API, only UIKit. The same file compiles against UIKit on iOS;
// here the import below picks HeadlessUIKit.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A slider with a lower and an upper thumb on one track. Dragging a thumb changes its
/// value (kept between the minimum and the other thumb) and sends `.valueChanged`;
/// setting a value from code moves the thumb without sending anything.
final class RangeSlider: UIControl {
    var minimumValue: CGFloat = 0 { didSet { setNeedsLayout() } }
    var maximumValue: CGFloat = 1 { didSet { setNeedsLayout() } }
    var lowerValue: CGFloat = 0.2 { didSet { setNeedsLayout() } }
    var upperValue: CGFloat = 0.8 { didSet { setNeedsLayout() } }

    let thumbSize: CGFloat = 28
    let trackView = UIView()
    let lowerThumbView = UIView()
    let upperThumbView = UIView()
    private var lowerCenterX: NSLayoutConstraint!
    private var upperCenterX: NSLayoutConstraint!

    private enum Thumb { case lower, upper }
    private var activeThumb: Thumb?
    private var previousLocation = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        trackView.backgroundColor = UIColor(white: 0.85, alpha: 1)
        trackView.layer.cornerRadius = 2
        trackView.isUserInteractionEnabled = false
        trackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(trackView)
        for thumb in [lowerThumbView, upperThumbView] {
            thumb.backgroundColor = .white
            thumb.layer.cornerRadius = thumbSize / 2
            thumb.layer.borderWidth = 0.5
            thumb.layer.borderColor = UIColor.lightGray.cgColor
            thumb.isUserInteractionEnabled = false
            thumb.translatesAutoresizingMaskIntoConstraints = false
            addSubview(thumb)
        }
        lowerCenterX = lowerThumbView.centerXAnchor.constraint(equalTo: trackView.leadingAnchor)
        upperCenterX = upperThumbView.centerXAnchor.constraint(equalTo: trackView.leadingAnchor)
        NSLayoutConstraint.activate([
            trackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: thumbSize / 2),
            trackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -thumbSize / 2),
            trackView.centerYAnchor.constraint(equalTo: centerYAnchor),
            trackView.heightAnchor.constraint(equalToConstant: 4),
            lowerThumbView.widthAnchor.constraint(equalToConstant: thumbSize),
            lowerThumbView.heightAnchor.constraint(equalTo: lowerThumbView.widthAnchor),
            lowerThumbView.centerYAnchor.constraint(equalTo: trackView.centerYAnchor),
            upperThumbView.widthAnchor.constraint(equalToConstant: thumbSize),
            upperThumbView.heightAnchor.constraint(equalTo: upperThumbView.widthAnchor),
            upperThumbView.centerYAnchor.constraint(equalTo: trackView.centerYAnchor),
            lowerCenterX,
            upperCenterX,
        ])
    }

    /// The track's length in points.
    private var trackLength: CGFloat { max(bounds.width - thumbSize, 0) }

    private func position(of value: CGFloat) -> CGFloat {
        guard maximumValue > minimumValue else { return 0 }
        return (value - minimumValue) / (maximumValue - minimumValue) * trackLength
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        lowerCenterX.constant = position(of: lowerValue)
        upperCenterX.constant = position(of: upperValue)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)
        // The upper thumb is on top: it wins where the two overlap.
        if upperThumbView.frame.insetBy(dx: -8, dy: -8).contains(previousLocation) {
            activeThumb = .upper
        } else if lowerThumbView.frame.insetBy(dx: -8, dy: -8).contains(previousLocation) {
            activeThumb = .lower
        } else {
            activeThumb = nil
        }
        return activeThumb != nil
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        guard let activeThumb, trackLength > 0 else { return false }
        let delta = (location.x - previousLocation.x) / trackLength * (maximumValue - minimumValue)
        previousLocation = location
        switch activeThumb {
        case .lower: lowerValue = min(max(lowerValue + delta, minimumValue), upperValue)
        case .upper: upperValue = min(max(upperValue + delta, lowerValue), maximumValue)
        }
        UIView.animate(withDuration: 0.1, delay: 0, options: [.allowUserInteraction], animations: {
            self.layoutIfNeeded()
        })
        sendActions(for: .valueChanged)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        activeThumb = nil
    }

    override func cancelTracking(with event: UIEvent?) {
        activeThumb = nil
        super.cancelTracking(with: event)
    }
}
