import Layout

/// The UIKit-level view (`UIView`): the layout `View` plus what touches and drawing need:
/// visibility, alpha, user interaction, clipping, layer style, gesture recognizers and
/// hit-testing. Plain layout `View`s in the same tree count as visible, opaque to nothing
/// and interactive (UIView's defaults).
open class TouchView: View {
    /// Hidden views are not hit and not drawn.
    public var isHidden = false
    /// Below 0.01 the view is not hit. Animatable (replacing, see `Window.animate`).
    public var alpha: Double = 1
    /// Off: the view and its subtree are skipped by hit-testing.
    public var isUserInteractionEnabled = true
    /// Off (the default): the view gets only the first of several simultaneous touches.
    public var isMultipleTouchEnabled = false
    /// Clips drawing to the bounds (`layer.masksToBounds`). Hit-testing never reaches
    /// subviews outside the bounds, whatever this says.
    public var clipsToBounds = false
    /// Drawn behind the content; nil draws nothing.
    public var backgroundColor: Color?
    /// Corner radius, border and shadow (`view.layer`).
    public var layer = LayerStyle()
    /// Attached recognizers, in the order added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    public override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
    }

    /// The window at the root of this view's tree, if any.
    public var window: Window? { root as? Window }

    /// Attaches `recognizer`; it sees the touches hit-tested to this view or a descendant.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// Whether `point` (own coordinates) is inside; the default is the bounds.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view containing `point` (own coordinates) that may receive touches:
    /// front to back, skipping hidden views, alpha < 0.01, user interaction off, and views
    /// being animated without `.allowUserInteraction`. Reads model values.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled else { return nil }
        if let window, window.animator.blocksInteraction(self, at: window.now) { return nil }
        guard self.point(inside: point) else { return nil }
        return Self.hitTestSubviews(of: self, point) ?? self
    }

    static func hitTestSubviews(of view: View, _ point: Point) -> View? {
        for subview in view.subviews.reversed() {
            let local = Point(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let touchView = subview as? TouchView {
                if let hit = touchView.hitTest(local) { return hit }
            } else if subview.bounds.contains(local) {
                return hitTestSubviews(of: subview, local) ?? subview
            }
        }
        return nil
    }

    /// Removing a view while one of its controls tracks a touch cancels that tracking
    /// first, synchronously (`cancelTracking(with: nil)`), as UIKit does when the window
    /// goes away; the window stops delivering that touch to the removed views.
    open override func removeFromSuperview() {
        if let window {
            window.viewsWillLeave(subtree)
        }
        super.removeFromSuperview()
    }

    // MARK: Responder

    /// A touch hit-tested to this view began (the model of `touchesBegan`). The default
    /// does nothing: plain views do not forward touches.
    open func touchBegan(_ touch: Touch, with event: TouchEvent?) {}
    /// The touch moved (stationary steps are not delivered).
    open func touchMoved(_ touch: Touch, with event: TouchEvent?) {}
    /// The finger lifted.
    open func touchEnded(_ touch: Touch, with event: TouchEvent?) {}
    /// The touch was cancelled (by the system or a recognizer).
    open func touchCancelled(_ touch: Touch, with event: TouchEvent?) {}

    // MARK: Animation

    /// `UIView.animate(withDuration:…)` on this view's window. Outside a window there is
    /// no run loop: the changes are applied and the completion runs at once with true.
    public func animate(duration: Double, options: AnimationOptions = [], animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        if let window {
            window.animate(duration: duration, options: options, animations: animations, completion: completion)
        } else {
            animations()
            completion?(true)
        }
    }
}

/// A text label (`UILabel` / `CATextLayer`): drawn by the renderer; no touches by default.
open class Label: TouchView {
    /// The text drawn centred in the bounds.
    public var text: String
    /// The text colour.
    public var textColor: Color
    /// Point size.
    public var fontSize: Double

    /// A label with user interaction off, as UILabel.
    public init(text: String, frame: Rect = .zero, textColor: Color = .black, fontSize: Double = 17, name: String = "") {
        self.text = text
        self.textColor = textColor
        self.fontSize = fontSize
        super.init(frame: frame, name: name.isEmpty ? "label '\(text)'" : name)
        isUserInteractionEnabled = false
    }
}

/// An image (`UIImageView`): a named image with an intrinsic size; no touches by default.
open class ImageView: TouchView {
    /// Which of the seeds' images (`lockClosed`, `track`, `thumb`) it shows.
    public var imageName: String
    /// The colour the renderer draws the image in.
    public var tintColor: Color

    /// An image view of `size` (its intrinsic size), user interaction off.
    public init(imageName: String, size: Size, tintColor: Color = .white, name: String = "") {
        self.imageName = imageName
        self.tintColor = tintColor
        super.init(frame: Rect(origin: .zero, size: size), name: name.isEmpty ? imageName : name)
        intrinsicContentSize = size
        isUserInteractionEnabled = false
    }
}
