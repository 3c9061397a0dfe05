import Layout

/// The camera mode switch (seed 003, "仿系统相机模式标签切换"): a bar at the bottom of
/// its superview with two labels, Video and Photo, in a 120 x 20 container. A left swipe
/// slides to Photo, a right swipe to Video, over 0.28 s; the mode, the colours and
/// ValueChanged change in the completion, ValueChanged only when the mode really changes.
public final class CameraModeSwitch: Control {
    /// The camera mode the bar selects.
    public enum Mode: String, Hashable, Sendable {
        case video, photo
        var toggled: Mode { self == .video ? .photo : .video }
    }

    /// The mode, set when a swipe's animation completes.
    public private(set) var mode: Mode = .video
    /// Where the labels are going: the last recognised swipe's mode (layout follows it).
    public private(set) var targetMode: Mode = .video
    /// The 120 x 20 container of the two labels (moved by the swipes).
    public let labelContainer: TouchView
    /// The "Video" label (x 0...60 in the container).
    public let videoLabel: Label
    /// The "Photo" label (x 60...120 in the container).
    public let photoLabel: Label
    /// The 6 x 6 selection dot at the top centre (the seed draws it in drawRect).
    public let dot: TouchView
    /// Switches to Photo.
    public let leftSwipe: SwipeGestureRecognizer
    /// Switches to Video.
    public let rightSwipe: SwipeGestureRecognizer
    /// The faults this instance was built with.
    public let faults: Set<Fault>

    /// The selected label colour (1, 0.734, 0.006).
    public static let selectedColor = Color(red: 1, green: 0.734, blue: 0.006)
    /// The swipe animation (the mode commits when it completes).
    public static let animationDuration = 0.28
    /// How far from the bar's centre the container sits: +30 for Video, -30 for Photo, on
    /// bars of at least 180 pt; less on narrower bars (`offset(forBarWidth:)`).
    public static let offset = 30.0

    /// The container's distance from the bar's centre on a bar `width` wide: 30, or as
    /// much as keeps the 120 pt container inside a narrower bar (0 at 120 pt). The seed
    /// always uses 30, which pushes the labels out of bars narrower than 180 pt.
    public static func offset(forBarWidth width: Double) -> Double {
        min(offset, max(0, (width - 120) / 2))
    }

    /// A bar in Video; pin it with `pinToBottom` once it has a superview.
    public init(faults: Set<Fault> = [], name: String = "cameraModeSwitch") {
        self.faults = faults
        labelContainer = TouchView(frame: Rect(x: 0, y: 0, width: 120, height: 20), name: "labelContainer")
        // "Vedio" in the seed.
        videoLabel = Label(text: "Video", frame: Rect(x: 0, y: 0, width: 60, height: 20),
                           textColor: Self.selectedColor, name: "videoLabel")
        photoLabel = Label(text: "Photo", frame: Rect(x: 60, y: 0, width: 60, height: 20), textColor: .white,
                           name: "photoLabel")
        dot = TouchView(frame: Rect(x: 0, y: 2, width: 6, height: 6), name: "dot")
        leftSwipe = SwipeGestureRecognizer(direction: .left)
        rightSwipe = SwipeGestureRecognizer(direction: .right)
        super.init(name: name)
        backgroundColor = Color(white: 0, alpha: 0.5)
        labelContainer.isUserInteractionEnabled = false
        labelContainer.addSubview(videoLabel)
        labelContainer.addSubview(photoLabel)
        addSubview(labelContainer)
        dot.backgroundColor = Self.selectedColor
        dot.layer.cornerRadius = 3
        dot.isUserInteractionEnabled = false
        addSubview(dot)
        rightSwipe.addTarget { [weak self] recognizer in self?.switchMode(recognizer) }
        leftSwipe.addTarget { [weak self] recognizer in self?.switchMode(recognizer) }
        addGestureRecognizer(rightSwipe)
        addGestureRecognizer(leftSwipe)
    }

    /// Pins the bar to the bottom of its superview: leading, trailing and bottom
    /// (`inset` from the sides), height 110.
    public func pinToBottom(inset: Double = 0) throws(LayoutError) {
        guard let superview else { throw LayoutError.invalidAttributePair("add the camera mode switch to a superview first") }
        try makeConstraints { make in
            make.leading.equalTo(superview).offset(inset)
            make.trailing.equalTo(superview).offset(-inset)
            make.bottom.equalTo(superview)
            make.height.equalTo(110)
        }
    }

    /// The container's centre x for `mode`, in the bar's coordinates.
    public func containerCenterX(for mode: Mode) -> Double {
        // The seed uses self.center.x, which is in the superview's coordinates.
        let mid = faults.contains(.cameraCentreFromSelfCenter) ? frame.midX : bounds.midX
        let offset = faults.contains(.cameraOffsetUnclamped) ? Self.offset : Self.offset(forBarWidth: bounds.width)
        return mode == .video ? mid + offset : mid - offset
    }

    private func placeContainer(centerX: Double) {
        // The seed's y is in the bar's own coordinates; the planted fault uses the frame's.
        let top = faults.contains(.cameraLabelsTopFromFrame) ? frame.minY + 8 : 8
        let target = Rect(x: centerX - labelContainer.frame.width / 2, y: top, width: labelContainer.frame.width,
                          height: labelContainer.frame.height)
        if labelContainer.frame != target { labelContainer.frame = target }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let mode = faults.contains(.cameraLayoutRecentresAtPlus30) ? Mode.video : targetMode
        placeContainer(centerX: containerCenterX(for: mode))
        let dotFrame = Rect(x: bounds.midX - 3, y: 2, width: 6, height: 6)
        if dot.frame != dotFrame { dot.frame = dotFrame }
    }

    /// The swipe action: slide to the swipe's mode; commit it in the completion.
    private func switchMode(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .recognized, let swipe = recognizer as? SwipeGestureRecognizer else { return }
        if faults.contains(.cameraIgnoresRecognisedSwipe) { return }
        let target: Mode = swipe.direction == .left ? .photo : .video
        targetMode = target
        animate(duration: Self.animationDuration, animations: {
            self.placeContainer(centerX: self.containerCenterX(for: target))
        }, completion: { _ in
            self.commitLatestSwipe()
        })
    }

    /// Commits the latest swipe's mode, not the mode of the swipe whose slide just ended:
    /// completions may arrive out of order (a slide removed with the bar completes at
    /// once, with false), and the latest swipe is what the user asked for last. The seed
    /// commits each completion's own target.
    private func commitLatestSwipe() {
        if faults.contains(.cameraCompletionToggles) {
            setMode(mode.toggled)
        } else if mode != targetMode || faults.contains(.cameraValueChangedOnEverySwipe) {
            setMode(targetMode)
        }
    }

    /// The seed's `didSet`: every set sends ValueChanged (callers guard on a change).
    private func setMode(_ newMode: Mode) {
        mode = newMode
        videoLabel.textColor = newMode == .video ? Self.selectedColor : .white
        photoLabel.textColor = newMode == .photo ? Self.selectedColor : .white
        sendActions(for: .valueChanged)
    }

    /// A window of `size` with the bar pinned to its bottom (`inset` from the sides).
    public static func scene(size: Size = Size(width: 375, height: 667), inset: Double = 0,
                             faults: Set<Fault> = []) throws(LayoutError) -> (Window, CameraModeSwitch) {
        let window = Window(size: size)
        let bar = CameraModeSwitch(faults: faults)
        window.addSubview(bar)
        try bar.pinToBottom(inset: inset)
        window.layoutIfNeeded()
        return (window, bar)
    }
}
