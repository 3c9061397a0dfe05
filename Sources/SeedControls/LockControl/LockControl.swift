#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// Slide-to-unlock (seed 000, written with Masonry; here with layout anchors): a 256 x 256
/// rounded panel with a lock image and a track whose thumb follows the finger. Releasing
/// past 75 % of the track unlocks: ValueChanged once, a 0.5 s fade, and the control
/// removes itself. Otherwise the thumb springs back over 0.2 s.
///
/// Subclasses may override the tracking methods, `moveThumb(to:)`, `unlock()` and
/// `snapBack()`, as UIKit subclasses do.
open class LockControl: UIControl {
    /// Image sizes (the seed ships assets without sizes).
    public struct Sizes: Hashable, Sendable {
        /// The lock image.
        public var lock: CGSize
        /// The track image.
        public var track: CGSize
        /// The thumb image.
        public var thumb: CGSize
        /// The default sizes: lock 64 x 64, track 216 x 48, thumb 48 x 48.
        public init(lock: CGSize = CGSize(width: 64, height: 64), track: CGSize = CGSize(width: 216, height: 48),
                    thumb: CGSize = CGSize(width: 48, height: 48)) {
            self.lock = lock
            self.track = track
            self.thumb = thumb
        }
    }

    /// The lock image, above the track.
    public let lockView: UIImageView
    /// The track image; the thumb is its subview.
    public let trackView: UIImageView
    /// The thumb image the finger drags.
    public let thumbView: UIImageView
    /// The image sizes the control was built with.
    public let sizes: Sizes
    /// `thumb.left >= track.left + 12` at 750.
    public private(set) var thumbLeftInset: NSLayoutConstraint!
    /// `thumb.right <= track.right - 12` at 750.
    public private(set) var thumbRightInset: NSLayoutConstraint!
    /// `thumb.leading == track.leading + offset` at 500: the offset follows the finger.
    public private(set) var thumbLeading: NSLayoutConstraint!
    /// True once a release past 75 % unlocked the control.
    public private(set) var isUnlocked = false

    /// Inset from each end of the track the thumb keeps (at priority 750).
    public static let thumbInset: CGFloat = 12
    /// Grow the track and thumb frames by this much when accepting a touch.
    public static let touchMargin: CGFloat = 20

    /// Builds the views and constraints. Place the control with constraints on its centre.
    public init(sizes: Sizes = Sizes()) {
        self.sizes = sizes
        lockView = UIImageView(image: Self.image(named: "lockClosed", size: sizes.lock))
        trackView = UIImageView(image: Self.image(named: "track", size: sizes.track))
        thumbView = UIImageView(image: Self.image(named: "thumb", size: sizes.thumb))
        super.init(frame: .zero)
        buildView()
    }

    /// Not used: the control is built in code.
    public required init?(coder: NSCoder) { nil }

    private func buildView() {
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = UIColor.black.withAlphaComponent(0.3)
        layer.cornerRadius = 32
        layer.masksToBounds = true
        lockView.accessibilityIdentifier = "lockView"
        trackView.accessibilityIdentifier = "trackView"
        thumbView.accessibilityIdentifier = "thumbView"
        addSubview(lockView)
        trackView.setContentHuggingPriority(.required, for: .horizontal)
        trackView.setContentHuggingPriority(.required, for: .vertical)
        addSubview(trackView)
        trackView.addSubview(thumbView)
        // The thumb image must never be squashed: on a track too short for the thumb and
        // both insets, UIImageView's default 750 would tie with the 750 insets and leave
        // the thumb's width ambiguous (docs/seed-deviations.md).
        thumbView.setContentCompressionResistancePriority(.required, for: .horizontal)
        layoutConstraints()
    }

    private func layoutConstraints() {
        for view in [lockView, trackView, thumbView] { view.translatesAutoresizingMaskIntoConstraints = false }
        thumbLeftInset = thumbView.leftAnchor.constraint(greaterThanOrEqualTo: trackView.leftAnchor, constant: Self.thumbInset)
        thumbLeftInset.priority = .defaultHigh
        thumbRightInset = thumbView.rightAnchor.constraint(lessThanOrEqualTo: trackView.rightAnchor, constant: -Self.thumbInset)
        thumbRightInset.priority = .defaultHigh
        thumbLeading = thumbView.leadingAnchor.constraint(equalTo: trackView.leadingAnchor)
        thumbLeading.priority = Self.leadingPriority
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: 256),
            heightAnchor.constraint(equalToConstant: 256),
            lockView.centerXAnchor.constraint(equalTo: centerXAnchor),
            lockView.centerYAnchor.constraint(equalTo: centerYAnchor, constant: -38),
            trackView.centerXAnchor.constraint(equalTo: centerXAnchor),
            trackView.centerYAnchor.constraint(equalTo: centerYAnchor, constant: 80),
            thumbView.centerYAnchor.constraint(equalTo: trackView.centerYAnchor),
            // The key: left >= and right <=, above the leading constraint.
            thumbLeftInset, thumbRightInset, thumbLeading,
        ])
    }

    /// A blank image of `size` named `name`: the seed's assets (`UIImage(named:)`) ship
    /// without sizes, so the size is a parameter.
    static func image(named name: String, size: CGSize) -> UIImage {
        let image = UIGraphicsImageRenderer(size: size).image { _ in }
        image.accessibilityIdentifier = name
        return image
    }

    /// Masonry's `priorityMedium()`: 500.
    public static let leadingPriority = UILayoutPriority(500)

    /// Moves the thumb's leading offset, as the seed's `mas_updateConstraints` does: the
    /// installed constraint's constant changes in place.
    open func moveThumb(to offset: CGFloat) {
        thumbLeading.constant = offset
    }

    // MARK: UIControl

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let largeTrack = trackView.frame.insetBy(dx: -Self.touchMargin, dy: -Self.touchMargin)
        guard largeTrack.contains(touch.location(in: self)) else { return false }
        let largeThumb = thumbView.frame.insetBy(dx: -Self.touchMargin, dy: -Self.touchMargin)
        guard largeThumb.contains(touch.location(in: trackView)) else { return false }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let touchPoint = touch.location(in: trackView)
        // No layoutIfNeeded in the block (as in the seed): the frame moves at the end of
        // the event's layout pass, so this animation is a no-op that completes next tick.
        UIView.animate(withDuration: 0.1, animations: {
            self.moveThumb(to: touchPoint.x)
        })
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let touchPoint = touch?.location(in: trackView) ?? .zero
        if touchPoint.x > trackView.frame.size.width * 0.75 {
            unlock()
        } else {
            snapBack()
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        snapBack()
    }

    /// Disabling ends the tracking in progress: TouchCancel, and the thumb springs back.
    /// UIKit's own `isEnabled = false` only refuses new touches, so without this a finger
    /// already down would keep dragging (and could unlock) a disabled control.
    open override var isEnabled: Bool {
        didSet {
            if oldValue, !isEnabled, isTracking { cancelTracking(with: nil) }
        }
    }

    /// Unlocks: user interaction off, ValueChanged once, fade out over 0.5 s, then leave
    /// the superview whatever `finished` says (an invisible control must not stay and
    /// block touches).
    open func unlock() {
        isUserInteractionEnabled = false
        isUnlocked = true
        sendActions(for: .valueChanged)
        UIView.animate(withDuration: 0.5, animations: {
            self.alpha = 0
        }, completion: { _ in
            self.removeFromSuperview()
        })
    }

    /// Animates the thumb back to the leading inset over 0.2 s.
    open func snapBack() {
        UIView.animate(withDuration: 0.2, animations: {
            self.moveThumb(to: 0)
            // The key to the animation: lay out inside the block.
            self.trackView.layoutIfNeeded()
        })
    }
}
