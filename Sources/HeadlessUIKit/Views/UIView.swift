import Foundation
import Layout

/// The layout node of a `UIView`: the engine lays out this `View`; the `UIView` reads
/// its frame and gets `layoutSubviews` after each pass.
final class UIViewNode: View {
    /// Not weak (a weak reference moves every retain and release of the view to a slow
    /// path): the view owns its node and clears this in its `deinit`.
    unowned(unsafe) var owner: UIView?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutSubviews()
    }
}

/// UIKit's `UIView`: geometry (frame, bounds, center), the view tree, visibility, alpha,
/// clipping, the backing `layer`, gesture recognizers, hit-testing, coordinate
/// conversion, the four responder methods and Auto Layout (anchors, hugging and
/// compression resistance, intrinsic size, `layoutSubviews`).
///
/// Frames come from the layout engine at each layout pass (the window runs one after
/// every event, like the end of a run-loop turn) or are set by hand for views outside
/// Auto Layout. Views are used from one thread; they are not `Sendable` (UIKit's are
/// `@MainActor`; see `docs/uikit-compatibility.md`).
open class UIView {
    /// The engine's node for this view.
    let node: UIViewNode

    /// The superview, nil at the root. Not weak (see `UIViewNode.owner`): a superview holds
    /// its subviews and clears this in its `deinit` should it go first.
    public private(set) unowned(unsafe) var superview: UIView?
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []

    /// The backing layer: corner radius, border, shadow, sublayers, presentation values.
    public private(set) lazy var layer: CALayer = CALayer(backing: self)

    /// Hidden views are not hit and not drawn.
    open var isHidden = false {
        willSet { RunLoopState.willTouch(self) }
    }
    /// Below 0.01 the view is not hit. Animatable (replacing: see `UIView.animate`).
    open var alpha: CGFloat = 1 {
        willSet { RunLoopState.willTouch(self) }
    }
    /// Off: the view and its subtree are skipped by hit-testing.
    open var isUserInteractionEnabled = true
    /// Off (the default): the view gets only the first of several simultaneous touches.
    open var isMultipleTouchEnabled = false
    /// Clips drawing to the bounds (`layer.masksToBounds`). Hit-testing never reaches
    /// subviews outside the bounds, whatever this says.
    open var clipsToBounds = false
    /// Drawn behind the content; nil draws nothing. Animatable (replacing).
    open var backgroundColor: UIColor? {
        willSet { RunLoopState.willTouch(self) }
    }
    /// An integer you can use to identify the view.
    open var tag = 0
    private var ownTintColor: UIColor?
    var associated: [String: AnyObject] = [:]

    /// UIKit's designated initialiser.
    public init(frame: CGRect) {
        node = UIViewNode(frame: Rect(frame))
        node.owner = self
        // `intrinsicContentSize` is not read here: a subclass's override may depend on
        // what its initialiser sets after `super.init`. It is read when the view joins a
        // superview, at its own `layoutIfNeeded()` as a root, and at every invalidation.
    }

    /// A zero-frame view.
    public convenience init() { self.init(frame: .zero) }

    deinit {
        // What weak references did for free: nothing may reach this view once it is gone.
        node.owner = nil
        for subview in subviews where subview.superview === self { subview.superview = nil }
    }

    /// A view decoded from an archive. There are no nibs or storyboards here, so nothing
    /// is read from `coder`: the view starts as `init(frame: .zero)` starts it, which is
    /// what UIKit decodes from an archive that holds none of a view's keys.
    public required init?(coder: NSCoder) {
        node = UIViewNode(frame: Rect(CGRect.zero))
        node.owner = self
    }

    /// A name for reports and logs (UIKit's accessibility identifier).
    open var accessibilityIdentifier: String? {
        get { node.name.isEmpty ? nil : node.name }
        set { node.name = newValue ?? "" }
    }

    /// The name used in logs and reports.
    var debugName: String {
        if !node.name.isEmpty { return node.name }
        return node.debugName == "View" ? "\(type(of: self))" : "\(type(of: self))(\(node.debugName))"
    }

    /// The tint colour: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }

    var hasOwnTintColor: Bool { ownTintColor != nil }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Setting it on a view that translates its
    /// autoresizing mask moves the generated constraints; on other views it holds until
    /// the next layout pass.
    open var frame: CGRect {
        get { CGRect(node.frame) }
        set {
            RunLoopState.willTouch(self)
            node.frame = Rect(newValue)
        }
    }

    /// `(0, 0, frame.width, frame.height)`: bounds origins (scrolling) are not modelled.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The frame's centre in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2) }
        set {
            frame = CGRect(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2,
                           width: frame.size.width, height: frame.size.height)
        }
    }

    /// Converts a point in this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(node.convert(Point(point), to: view?.node))
    }

    /// Converts a point in `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(node.convert(Point(point), from: view?.node))
    }

    /// Converts a rectangle in this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(node.convert(Rect(rect), to: view?.node))
    }

    /// Converts a rectangle in `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(node.convert(Rect(rect), from: view?.node))
    }

    // MARK: Tree

    /// The window at the root of this view's tree, if any.
    open var window: UIWindow? {
        var view = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    /// Whether `self` is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view and its descendants, parents before children.
    var subtree: [UIView] {
        var result: [UIView] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].subviews)
            index += 1
        }
        return result
    }

    /// Adds `view` on top of the subviews, moving it (and its constraints) from any
    /// previous superview. Adding `self` or an ancestor of `self` does nothing.
    open func addSubview(_ view: UIView) {
        guard !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        let newWindow = window
        view.willMove(toSuperview: self)
        for member in view.subtree { member.willMove(toWindow: newWindow) }
        node.addSubview(view.node)
        subviews.append(view)
        view.superview = self
        for member in view.subtree { member.syncIntrinsicContentSize() }
        for member in view.subtree { member.didMoveToWindow() }
        if let newWindow { for member in view.subtree where member.needsDisplay { newWindow.queueDisplay(of: member) } }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Detaches the view. Constraints between its subtree and the rest of the tree are
    /// deactivated; those inside the subtree stay. If the view leaves a window while one
    /// of its controls tracks a touch, that tracking is cancelled first, synchronously
    /// (`cancelTracking(with: nil)`), the window stops delivering the subtree's touches,
    /// its recognizers drop out of gestures in progress and its running animations are
    /// removed (their completions run with false at the next tick).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { for member in subtree { member.willMove(toWindow: nil) } }
        parent.willRemoveSubview(self)
        oldWindow?.viewsWillLeave(subtree)
        node.removeFromSuperview()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if oldWindow != nil { for member in subtree { member.didMoveToWindow() } }
        didMoveToSuperview()
    }

    /// Called before the superview changes (nil: the view is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// The natural size of the content; `UIView.noIntrinsicMetric` on an axis means none.
    /// Override it (and call `invalidateIntrinsicContentSize()` when it changes).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Lays out the subviews. Called after each layout pass of the tree, parents before
    /// children; it may change frames and constraints (the pass then repeats, at most 8
    /// times). The default does nothing.
    open func layoutSubviews() {}

    /// Marks the tree as needing a layout pass (run at the end of the current event, or
    /// by `layoutIfNeeded()`).
    open func setNeedsLayout() {
        RunLoopState.willTouch(self)
        node.setNeedsLayout()
    }

    /// Runs the pending layout pass of the tree now, if any.
    open func layoutIfNeeded() {
        RunLoopState.willTouch(self)
        if superview == nil { syncIntrinsicContentSize() }
        node.layoutIfNeeded()
    }

    // MARK: Drawing

    /// Draws the view's content in `rect` (its bounds) into `UIGraphicsGetCurrentContext()`.
    /// Called when the view is displayed: at the end of the first layout pass of its
    /// window that finds it in the window with a non-empty size, and again after
    /// `setNeedsDisplay()`. The content is kept, and stretched when the bounds' size
    /// changes (the default content mode, scale to fill). The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Marks the content as needing a new `draw(_:)` at the window's next display.
    open func setNeedsDisplay() {
        needsDisplay = true
        window?.queueDisplay(of: self)
    }

    /// The content needs a `draw(_:)` (true until the first display).
    var needsDisplay = true
    /// What the last `draw(_:)` drew, in the bounds it was drawn in (nil: nothing).
    var drawnContent: CGContext.Content?

    // MARK: Hit-testing

    /// Whether `point` (own coordinates) is inside; the default is the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.rawContains(point)
    }

    /// The deepest view containing `point` (own coordinates) that may receive touches:
    /// front to back, skipping hidden views, alpha < 0.01, user interaction off, and views
    /// being animated without `.allowUserInteraction`. A point outside the bounds never
    /// reaches the subviews. Reads model values.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled else { return nil }
        if let window, window.animator.blocksInteraction(self, at: window.now) { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.origin.x, y: point.y - subview.frame.origin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: Responder

    /// Touches hit-tested to this view began. The default does nothing (there is no
    /// responder chain to forward to).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The touches moved (stationary touches are not delivered).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The touches were cancelled (by the system, a recognizer, or the view leaving its window).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: Gesture recognizers

    /// The attached recognizers, in the order added (nil when none, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for recognizer in recognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    var recognizers: [UIGestureRecognizer] = []

    /// Attaches `recognizer`; it sees the touches hit-tested to this view or a descendant.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        recognizers.append(gestureRecognizer)
    }

    /// Detaches `recognizer`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

extension UIView {
    /// Values other modules attach to a view (the model of Objective-C's associated
    /// objects; SnapKit keeps a view's constraints here).
    @_spi(Headless) public func associatedObject(forKey key: String) -> AnyObject? { associated[key] }

    /// Attaches `value` under `key` (nil removes it).
    @_spi(Headless) public func setAssociatedObject(_ value: AnyObject?, forKey key: String) { associated[key] = value }
}
