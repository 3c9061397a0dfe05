// A two-thumb range slider that snaps to whole steps, written the way a UIKit developer
// writes one: nothing of the headless runtime's own API, only UIKit. The same file
// compiles against UIKit on iOS; on Linux the import below picks HeadlessUIKit.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A slider with a lower and an upper thumb on one track, each on a whole step between
/// `minimumValue` and `maximumValue`. Dragging a thumb moves it to the step under the
/// finger, kept between the minimum and the other thumb (the lower one) or the other
/// thumb and the maximum (the upper one), and sends `.valueChanged` when its value
/// changes; setting a value from code moves the thumb without sending anything.
open class StepRangeSlider: UIControl {
    /// The value of the track's leading end.
    public var minimumValue: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The value of the track's trailing end.
    public var maximumValue: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// The distance between two neighbouring steps.
    public var stepValue: CGFloat = 1 { didSet { setNeedsLayout() } }
    /// The lower thumb's value.
    public var lowerValue: CGFloat = 2 { didSet { setNeedsLayout() } }
    /// The upper thumb's value.
    public var upperValue: CGFloat = 8 { didSet { setNeedsLayout() } }

    /// The thumbs' diameter.
    public let thumbSize: CGFloat = 28
    /// The track.
    public let trackView = UIView()
    /// The lower thumb.
    public let lowerThumbView = UIView()
    /// The upper thumb (drawn on top).
    public let upperThumbView = UIView()
    private var lowerCenterX: NSLayoutConstraint!
    private var upperCenterX: NSLayoutConstraint!

    private enum Thumb { case lower, upper }
    private var activeThumb: Thumb?

    /// A slider; give it a frame or constraints.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Not built from storyboards.
    public required init?(coder: NSCoder) {
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

    /// The whole step nearest to the finger at `x` (the control's coordinates).
    private func step(at x: CGFloat) -> CGFloat {
        guard trackLength > 0, stepValue > 0 else { return minimumValue }
        let value = minimumValue + (x - thumbSize / 2) / trackLength * (maximumValue - minimumValue)
        return minimumValue + ((value - minimumValue) / stepValue).rounded() * stepValue
    }

    /// The lowest value the upper thumb may take: it never passes the lower thumb.
    open var lowestUpperValue: CGFloat { lowerValue }

    open override func layoutSubviews() {
        super.layoutSubviews()
        lowerCenterX.constant = position(of: lowerValue)
        upperCenterX.constant = position(of: upperValue)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        // The upper thumb is on top: it wins where the two overlap.
        if upperThumbView.frame.insetBy(dx: -8, dy: -8).contains(location) {
            activeThumb = .upper
        } else if lowerThumbView.frame.insetBy(dx: -8, dy: -8).contains(location) {
            activeThumb = .lower
        } else {
            activeThumb = nil
        }
        return activeThumb != nil
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // Disabled mid-drag (a form going busy): the drag ends here, nothing more is sent.
        guard isEnabled, let activeThumb else { return false }
        let target = step(at: touch.location(in: self).x)
        let before = (lowerValue, upperValue)
        switch activeThumb {
        case .lower: lowerValue = min(max(target, minimumValue), upperValue)
        case .upper: upperValue = min(max(target, lowestUpperValue), maximumValue)
        }
        guard (lowerValue, upperValue) != before else { return true }
        UIView.animate(withDuration: 0.1, delay: 0, options: [.allowUserInteraction], animations: {
            self.layoutIfNeeded()
        })
        sendActions(for: .valueChanged)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        activeThumb = nil
    }

    open override func cancelTracking(with event: UIEvent?) {
        activeThumb = nil
        super.cancelTracking(with: event)
    }
}
