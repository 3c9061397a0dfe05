#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// The masked segment selector (seed 004): n black labels stacked vertically; a dark
/// highlight (`midView`) one segment tall that clips a view of n white labels laid out
/// exactly like the black ones. Panning the highlight moves it by the translation and the
/// inner view by the opposite amount, so the white labels stay exactly over the black
/// ones. Beyond the seed: snap to the nearest segment on release, `selectedIndex`,
/// ValueChanged once per change the user makes, tap to select, `select(_:animated:)` from
/// code (no ValueChanged, as UIKit's controls), everything recomputed from
/// `selectedIndex` after a bounds change, and disabling ends what the fingers were doing
/// (UIKit's `isEnabled = false` does not: a tracked touch keeps sending drags).
open class SegmentSelector: UIControl {
    /// The segment titles, top to bottom.
    public let titles: [String]
    /// The black labels, one per segment.
    public private(set) var baseLabels: [UILabel] = []
    /// The highlight (the seed's `_midView`).
    public let midView = UIView()
    /// The white labels' container inside the highlight (the seed's `_lableView`).
    public let labelView = UIView()
    /// The white labels inside `labelView`, laid out like `baseLabels`.
    public private(set) var whiteLabels: [UILabel] = []
    /// The pan on the highlight.
    public private(set) var panRecognizer: UIPanGestureRecognizer!
    /// The selected segment.
    public private(set) var selectedIndex = 0
    /// The snap animation after a pan or a tap.
    public static let snapDuration: TimeInterval = 0.2
    private var laidOutSize: CGSize
    private var tapStartIndex: Int?
    /// The pan in progress when the selector was disabled (or one that began while it was
    /// disabled): its moves and its end are ignored until it is over.
    private var droppedPan = false

    /// Disabling cancels the tap being tracked (TouchCancel) and drops the pan in
    /// progress, the highlight going back to the selected segment; nothing is selected.
    /// UIKit's own `isEnabled = false` only stops new touches.
    open override var isEnabled: Bool {
        didSet {
            guard oldValue, !isEnabled else { return }
            if isTracking { cancelTracking(with: nil) }
            if panRecognizer.state == .began || panRecognizer.state == .changed {
                droppedPan = true
                select(selectedIndex, animated: true)
            }
        }
    }

    /// A selector of `titles.count` segments in `frame` (at least one title).
    public init(frame: CGRect, titles: [String]) {
        self.titles = titles.isEmpty ? [""] : titles
        laidOutSize = frame.size
        super.init(frame: frame)
        accessibilityIdentifier = "selector"
        backgroundColor = .white
        for (index, title) in self.titles.enumerated() {
            let label = makeLabel(title, color: .black)
            label.accessibilityIdentifier = "label \(index)"
            baseLabels.append(label)
            addSubview(label)
        }
        midView.accessibilityIdentifier = "midView"
        midView.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.8)
        midView.clipsToBounds = true
        midView.isUserInteractionEnabled = true
        addSubview(midView)
        labelView.accessibilityIdentifier = "labelView"
        for (index, title) in self.titles.enumerated() {
            let label = makeLabel(title, color: .white)
            label.accessibilityIdentifier = "white label \(index)"
            whiteLabels.append(label)
            labelView.addSubview(label)
        }
        midView.addSubview(labelView)
        #if canImport(UIKit)
        panRecognizer = UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
        #else
        panRecognizer = UIPanGestureRecognizer(target: self, action: SegmentSelector.pan)
        #endif
        midView.addGestureRecognizer(panRecognizer)
        layoutSegments()
    }

    /// Not used: the selector is built in code.
    public required init?(coder: NSCoder) { nil }

    private func makeLabel(_ title: String, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 20)
        label.textColor = color
        label.text = title
        label.textAlignment = .center
        return label
    }

    /// Segment height: the height divided by the number of titles.
    public var segmentHeight: CGFloat { bounds.height / CGFloat(titles.count) }

    /// Lays out every label, the highlight and the inner view from `selectedIndex` and
    /// the current bounds.
    open func layoutSegments() {
        let h = segmentHeight, w = bounds.width
        for (index, label) in baseLabels.enumerated() {
            label.frame = CGRect(x: 0, y: CGFloat(index) * h, width: w, height: h)
        }
        for (index, label) in whiteLabels.enumerated() {
            label.frame = CGRect(x: 0, y: CGFloat(index) * h, width: w, height: h)
        }
        let y = CGFloat(selectedIndex) * h
        midView.frame = CGRect(x: 0, y: y, width: w, height: h)
        labelView.frame = CGRect(x: 0, y: -y, width: w, height: h)
        laidOutSize = bounds.size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Only a bounds change recomputes (a pan in progress keeps its place otherwise).
        guard bounds.size != laidOutSize else { return }
        layoutSegments()
    }

    /// The seed's `pan:`, plus the snap on release (a pan dropped by disabling does
    /// nothing).
    #if canImport(UIKit)
    @objc
    #endif
    open func pan(_ sender: UIPanGestureRecognizer) {
        if sender.state == .began, !isEnabled { droppedPan = true }
        if droppedPan {
            if sender.state == .ended || sender.state == .cancelled { droppedPan = false }
            return
        }
        switch sender.state {
        case .began, .changed:
            moveHighlight(by: sender.translation(in: self).y)
            sender.setTranslation(.zero, in: self)
        case .ended, .cancelled:
            userDidSelect(index(for: (midView.frame.minY / segmentHeight).rounded()))
        default:
            break
        }
    }

    /// Moves the highlight by `delta` and the inner view by the opposite amount, both
    /// clamped to the first and last segments by the same clamped delta.
    open func moveHighlight(by delta: CGFloat) {
        let current = midView.frame.minY
        let clamped = min(max(current + delta, 0), bounds.height - segmentHeight)
        let applied = clamped - current
        midView.frame.origin.y += applied
        labelView.frame.origin.y -= applied
    }

    /// Selects `index` (clamped) from code, the highlight moving there (animated over
    /// 0.2 s or at once). Sends no ValueChanged, as UIKit's controls do not for
    /// programmatic changes.
    open func select(_ index: Int, animated: Bool) {
        let index = min(max(index, 0), titles.count - 1)
        selectedIndex = index
        let y = CGFloat(index) * segmentHeight
        let move = {
            self.midView.frame = CGRect(x: 0, y: y, width: self.bounds.width, height: self.segmentHeight)
            self.labelView.frame = CGRect(x: 0, y: -y, width: self.bounds.width, height: self.segmentHeight)
        }
        if animated { UIView.animate(withDuration: Self.snapDuration, animations: move) } else { move() }
    }

    /// The user chose `index` (a pan ended or a tap): snap there, and send ValueChanged
    /// when the selection changed.
    open func userDidSelect(_ index: Int) {
        let previous = selectedIndex
        select(index, animated: true)
        if selectedIndex != previous { sendActions(for: .valueChanged) }
    }

    private func segment(at point: CGPoint) -> Int {
        index(for: (point.y / segmentHeight).rounded(.down))
    }

    /// A segment index from a real number, clamped; NaN (a zero-height selector) is 0.
    /// Never converts a non-finite or huge value to `Int`, which would trap.
    private func index(for value: CGFloat) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return value >= CGFloat(titles.count - 1) ? titles.count - 1 : Int(value)
    }

    // A tap on a segment (outside the highlight, which has its own pan) selects it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        tapStartIndex = segment(at: touch.location(in: self))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point), segment(at: point) == tapStartIndex else { return }
        userDidSelect(segment(at: point))
    }

    /// The inner white-label view's origin in the selector's coordinates; (0, 0) when
    /// every white label is exactly over its black label.
    public var innerLabelOrigin: CGPoint {
        CGPoint(x: midView.frame.minX + labelView.frame.minX, y: midView.frame.minY + labelView.frame.minY)
    }
}
