import Layout

/// Slide-to-unlock (seed 000, "iOS Auto Layout 開發秘籍" rewritten with Masonry): a
/// 256 x 256 rounded panel with a lock image and a track whose thumb follows the finger.
/// Releasing past 75 % of the track unlocks: ValueChanged once, a 0.5 s fade, and the
/// control removes itself. Otherwise the thumb springs back over 0.2 s.
public final class LockControl: Control {
    /// Image sizes (the seed ships assets without sizes).
    public struct Sizes: Hashable, Sendable {
        public var lock: Size
        public var track: Size
        public var thumb: Size
        public init(lock: Size = Size(width: 64, height: 64), track: Size = Size(width: 216, height: 48),
                    thumb: Size = Size(width: 48, height: 48)) {
            self.lock = lock
            self.track = track
            self.thumb = thumb
        }
    }

    public let lockView: ImageView
    public let trackView: ImageView
    public let thumbView: ImageView
    public let faults: Set<Fault>
    /// True once a release past 75 % unlocked the control.
    public private(set) var isUnlocked = false
    /// Inset from each end of the track the thumb keeps (at priority 750).
    public static let thumbInset = 12.0
    /// Grow the track and thumb frames by this much when accepting a touch.
    public static let touchMargin = 20.0

    /// Builds the views and constraints. Place the control with constraints on its
    /// centre (or use `LockControl.scene`).
    public init(sizes: Sizes = Sizes(), faults: Set<Fault> = [], name: String = "lock") throws(LayoutError) {
        lockView = ImageView(imageName: "lockClosed", size: sizes.lock, name: "lockView")
        trackView = ImageView(imageName: "track", size: sizes.track, tintColor: Color(white: 1, alpha: 0.6), name: "trackView")
        thumbView = ImageView(imageName: "thumb", size: sizes.thumb, name: "thumbView")
        self.faults = faults
        super.init(name: name)
        backgroundColor = Color.black.withAlphaComponent(0.3)
        layer.cornerRadius = 32
        clipsToBounds = true
        addSubview(lockView)
        trackView.setContentHuggingPriority(.required, for: .horizontal)
        trackView.setContentHuggingPriority(.required, for: .vertical)
        addSubview(trackView)
        trackView.addSubview(thumbView)
        // The thumb image must never be squashed: on a track too short for the thumb and
        // both insets, UIImageView's default 750 would tie with the 750 insets and leave
        // the thumb's width ambiguous (docs/seed-deviations.md).
        if !faults.contains(.lockThumbCompressible) {
            thumbView.setContentCompressionResistancePriority(.required, for: .horizontal)
        }
        try layoutConstraints()
    }

    private func layoutConstraints() throws(LayoutError) {
        try makeConstraints { make in
            make.size.equalTo(Size(width: 256, height: 256)).priority(.required)
        }
        try lockView.makeConstraints { make in
            make.center.equalTo(self).centerOffset(Point(x: 0, y: -38)).priority(.required)
        }
        try trackView.makeConstraints { make in
            make.center.equalTo(self).centerOffset(Point(x: 0, y: 80)).priority(.required)
        }
        let inset: Priority = faults.contains(.lockClampLoweredTo499) ? 499 : .high
        try thumbView.makeConstraints { make in
            make.centerY.equalTo(trackView.anchor(.centerY)).priority(.required)
            // The key: left >= and right <=, above the leading constraint.
            make.left.greaterThanOrEqualTo(Self.thumbInset).priority(inset)
            make.right.lessThanOrEqualTo(-Self.thumbInset).priority(inset)
            make.leading.equalTo(trackView).priority(.medium)
        }
    }

    /// Moves the thumb's leading offset, Masonry-style: `updateConstraints` changes the
    /// installed constraint's constant in place (the planted fault makes a new one).
    private func setThumbOffset(_ offset: Double) {
        let body: (ConstraintMaker) -> Void = { make in
            make.leading.equalTo(self.trackView).offset(offset).priority(.medium)
        }
        // safe: a leading == track.leading + offset description at 500 is always valid,
        // so the builder cannot throw here.
        if faults.contains(.lockDuplicateLeadingConstraint) {
            _ = try? thumbView.makeConstraints(body)  // safe: see above
        } else {
            _ = try? thumbView.updateConstraints(body)  // safe: see above
        }
    }

    /// The thumb's leading constraint offsets installed now (one unless faulted).
    public var thumbLeadingConstraints: [Constraint] {
        thumbView.constraints.filter { $0.firstItem === thumbView && $0.firstAttribute == .leading && $0.isActive }
    }

    // MARK: UIControl

    public override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        if faults.contains(.lockAcceptsAnyTouch) { return true }
        let inControl = touch.location(in: self)
        let largeTrack = trackView.frame.insetBy(dx: -Self.touchMargin, dy: -Self.touchMargin)
        guard largeTrack.contains(inControl) else { return false }
        let inTrack = touch.location(in: trackView)
        let largeThumb = thumbView.frame.insetBy(dx: -Self.touchMargin, dy: -Self.touchMargin)
        guard largeThumb.contains(inTrack) else { return false }
        if faults.contains(.lockDuplicateTouchEvents) { sendActions(for: .touchDown) }
        return true
    }

    public override func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        let inTrack = touch.location(in: trackView)
        // No layoutIfNeeded in the block (as in the seed): the frame moves at the end of
        // the event's layout pass, so this animation is a no-op that completes next tick.
        animate(duration: 0.1, animations: { self.setThumbOffset(inTrack.x) })
        return true
    }

    public override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        let inTrack = touch?.location(in: trackView) ?? .zero
        let pastThreshold = inTrack.x > trackView.frame.width * 0.75
        let decides = !faults.contains(.lockUnlockOnlyInside) || isTouchInside
        if pastThreshold && decides {
            unlock()
        } else {
            snapBack()
        }
        if faults.contains(.lockDuplicateTouchEvents) {
            sendActions(for: trackView.bounds.contains(inTrack) ? .touchUpInside : .touchUpOutside)
        }
    }

    public override func cancelTracking(with event: TouchEvent?) {
        if faults.contains(.lockCancelWithoutSuper) {
            sendActions(for: .touchCancel)
        } else {
            super.cancelTracking(with: event)
        }
        snapBack()
    }

    private func unlock() {
        isUserInteractionEnabled = false
        isUnlocked = true
        sendActions(for: .valueChanged)
        animate(duration: 0.5, animations: { self.alpha = 0 }, completion: { _ in
            // Whatever `finished` says: an invisible control must not stay and block touches.
            self.removeFromSuperview()
        })
    }

    private func snapBack() {
        animate(duration: 0.2, animations: {
            self.setThumbOffset(0)
            self.trackView.layoutIfNeeded()
        })
    }

    // MARK: Scene

    /// A 375 x 667 window with a lock control centred in it, laid out.
    public static func scene(sizes: Sizes = Sizes(), faults: Set<Fault> = [],
                             windowSize: Size = Size(width: 375, height: 667)) throws(LayoutError) -> (Window, LockControl) {
        let window = Window(size: windowSize)
        let lock = try LockControl(sizes: sizes, faults: faults)
        window.addSubview(lock)
        try lock.makeConstraints { make in make.center.equalTo(window) }
        window.layoutIfNeeded()
        return (window, lock)
    }

    /// The thumb's centre in window coordinates (where a finger would grab it).
    public var thumbCenterInWindow: Point {
        thumbView.convert(Point(x: thumbView.frame.width / 2, y: thumbView.frame.height / 2), to: window)
    }
}
