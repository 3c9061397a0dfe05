import Layout

/// The masked segment selector (seed 004, "仿系统相机模式标签切换" follow-up): n black
/// labels stacked vertically; a dark highlight ("mid view") one segment tall that clips a
/// view of n white labels laid out exactly like the black ones. Panning the highlight
/// moves it by the translation and the inner view by the opposite amount, so the white
/// labels stay exactly over the black ones. Beyond the seed: snap to the nearest segment
/// on release, `selectedIndex`, ValueChanged once per change, tap to select, and
/// everything recomputed from `selectedIndex` after a bounds change.
public final class SegmentSelector: Control {
    /// The segment titles, top to bottom.
    public let titles: [String]
    /// The black labels, one per segment.
    public private(set) var baseLabels: [Label] = []
    /// The highlight (the seed's `_midView`).
    public let midView: TouchView
    /// The white labels' container inside the highlight (the seed's `_lableView`).
    public let labelView: TouchView
    /// The white labels inside `labelView`, laid out like `baseLabels`.
    public private(set) var whiteLabels: [Label] = []
    /// The pan on the highlight.
    public let pan: PanGestureRecognizer
    /// The faults this instance was built with.
    public let faults: Set<Fault>
    /// The selected segment.
    public private(set) var selectedIndex = 0
    /// The snap animation after a pan or a tap.
    public static let snapDuration = 0.2
    private var laidOutSize: Size
    /// The width at init (what the planted `selectorHighlightWidthFixed` keeps).
    private let builtWidth: Double
    private var tapStartIndex: Int?

    /// A selector of `titles.count` segments in `frame` (at least one title).
    public init(frame: Rect, titles: [String], faults: Set<Fault> = [], name: String = "selector") {
        self.titles = titles.isEmpty ? [""] : titles
        self.faults = faults
        midView = TouchView(name: "midView")
        labelView = TouchView(name: "labelView")
        pan = PanGestureRecognizer()
        laidOutSize = frame.size
        builtWidth = frame.width
        super.init(frame: frame, name: name)
        backgroundColor = .white
        for (index, title) in self.titles.enumerated() {
            let label = Label(text: title, textColor: .black, fontSize: 20, name: "label \(index)")
            baseLabels.append(label)
            addSubview(label)
        }
        midView.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.8)
        midView.clipsToBounds = true
        midView.isUserInteractionEnabled = true
        addSubview(midView)
        for (index, title) in self.titles.enumerated() {
            let label = Label(text: title, textColor: .white, fontSize: 20, name: "white label \(index)")
            whiteLabels.append(label)
            labelView.addSubview(label)
        }
        midView.addSubview(labelView)
        pan.addTarget { [weak self] recognizer in self?.handlePan(recognizer) }
        midView.addGestureRecognizer(pan)
        relayout()
    }

    /// Segment height: the height divided by the number of titles.
    public var segmentHeight: Double { bounds.height / Double(titles.count) }

    /// Frames from `selectedIndex` and the current bounds.
    private func relayout() {
        let h = segmentHeight, w = bounds.width
        for (index, label) in baseLabels.enumerated() {
            label.frame = Rect(x: 0, y: Double(index) * h, width: w, height: h)
        }
        for (index, label) in whiteLabels.enumerated() {
            label.frame = Rect(x: 0, y: Double(index) * h, width: w, height: h)
        }
        let y = Double(selectedIndex) * h
        midView.frame = Rect(x: 0, y: y, width: faults.contains(.selectorHighlightWidthFixed) ? builtWidth : w, height: h)
        labelView.frame = Rect(x: 0, y: -y, width: w, height: h)
        laidOutSize = bounds.size
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        // Only a bounds change recomputes; the seed computes frames once in init.
        guard bounds.size != laidOutSize, !faults.contains(.selectorNoRelayoutOnBoundsChange) else { return }
        relayout()
    }

    /// The seed's `pan:` plus the snap on release.
    private func handlePan(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            let delta = pan.translation(in: self).y
            let h = segmentHeight
            let current = midView.frame.minY
            let clamped = faults.contains(.selectorNoClamp) ? current + delta : min(max(current + delta, 0), bounds.height - h)
            let applied = clamped - current
            midView.frame = midView.frame.offsetBy(dy: applied)
            if !faults.contains(.selectorMaskMovedWithoutInnerView) {
                let innerDelta = faults.contains(.selectorClampOnlyMask) ? delta : applied
                labelView.frame = labelView.frame.offsetBy(dy: -innerDelta)
            }
            if !faults.contains(.selectorTranslationNotReset) {
                pan.setTranslation(.zero, in: self)
            }
        case .ended, .cancelled:
            select(index(for: (midView.frame.minY / segmentHeight).rounded()))
        case .possible, .failed:
            break
        }
    }

    /// Selects `index` (clamped), animating the highlight there; ValueChanged when it
    /// changes.
    public func select(_ index: Int, animated: Bool = true) {
        let index = min(max(index, 0), titles.count - 1)
        let y = Double(index) * segmentHeight
        let move = {
            self.midView.frame = Rect(x: 0, y: y, width: self.bounds.width, height: self.segmentHeight)
            self.labelView.frame = Rect(x: 0, y: -y, width: self.bounds.width, height: self.segmentHeight)
        }
        if animated { animate(duration: Self.snapDuration, animations: move) } else { move() }
        if index != selectedIndex || faults.contains(.selectorValueChangedOnEverySnap) {
            selectedIndex = index
            sendActions(for: .valueChanged)
        }
    }

    private func segment(at point: Point) -> Int {
        index(for: (point.y / segmentHeight).rounded(.down))
    }

    /// A segment index from a real number, clamped; NaN (a zero-height selector) is 0.
    /// Never converts a non-finite or huge value to `Int`, which would trap.
    private func index(for value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return value >= Double(titles.count - 1) ? titles.count - 1 : Int(value)
    }

    // A tap on a segment (outside the highlight, which has its own pan) selects it.
    public override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        tapStartIndex = segment(at: touch.location(in: self))
        return true
    }

    public override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point), segment(at: point) == tapStartIndex else { return }
        select(segment(at: point))
    }

    /// The inner white-label view's origin in the selector's coordinates; (0, 0) when
    /// every white label is exactly over its black label.
    public var innerLabelOrigin: Point {
        Point(x: midView.frame.minX + labelView.frame.minX, y: midView.frame.minY + labelView.frame.minY)
    }

    /// A window of `size` holding a selector at `frame`.
    public static func scene(frame: Rect = Rect(x: 40, y: 100, width: 200, height: 400),
                             titles: [String] = ["Video", "Photo", "Square", "Pano"],
                             size: Size = Size(width: 375, height: 667),
                             faults: Set<Fault> = []) -> (Window, SegmentSelector) {
        let window = Window(size: size)
        let selector = SegmentSelector(frame: frame, titles: titles, faults: faults)
        window.addSubview(selector)
        window.layoutIfNeeded()
        return (window, selector)
    }
}

extension Rect {
    func offsetBy(dy: Double) -> Rect { Rect(x: minX, y: minY + dy, width: width, height: height) }
}
