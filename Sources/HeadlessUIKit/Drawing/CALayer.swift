import Foundation

/// Core Animation's `CALayer`, for what the controls use: the backing layer of every
/// view (its frame, opacity, background colour and `masksToBounds` are the view's), layer
/// style (corner radius, border, shadow), sublayers (text layers), and `presentation()`,
/// which gives what is on screen while an animation runs.
///
/// A layer that backs no view keeps its own values; it is drawn but never animated
/// (no implicit animations here).
open class CALayer {
    /// The view this layer backs (nil for a standalone layer or a presentation copy).
    weak var backedView: UIView?
    private var ownFrame: CGRect = .zero
    private var ownOpacity: Float = 1
    private var ownBackgroundColor: CGColor?
    private var ownMasksToBounds = false
    private var ownHidden = false

    /// Rounds the background, border and (with `masksToBounds`) the clip.
    open var cornerRadius: CGFloat = 0
    /// A border drawn inside the bounds.
    open var borderWidth: CGFloat = 0
    /// The border colour (opaque black by default).
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow offset ((0, -3) by default).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow opacity; 0 (the default) draws no shadow.
    open var shadowOpacity: Float = 0
    /// The shadow blur radius (3 by default).
    open var shadowRadius: CGFloat = 3
    /// Pixels per point of the layer's content.
    open var contentsScale: CGFloat = 1
    /// The sublayers, back to front (nil when none).
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?

    /// A standalone layer.
    public init() {}

    /// A copy of `layer`'s values (Core Animation's initialiser for presentation copies).
    public init(layer: Any) {
        if let other = layer as? CALayer { copyValues(from: other) }
    }

    init(backing view: UIView) {
        backedView = view
    }

    func copyValues(from other: CALayer) {
        ownFrame = other.frame
        ownOpacity = other.opacity
        ownBackgroundColor = other.backgroundColor
        ownMasksToBounds = other.masksToBounds
        ownHidden = other.isHidden
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOffset = other.shadowOffset
        shadowOpacity = other.shadowOpacity
        shadowRadius = other.shadowRadius
        contentsScale = other.contentsScale
    }

    /// The frame in the superlayer's coordinates (the view's frame for a backing layer).
    open var frame: CGRect {
        get { backedView?.frame ?? ownFrame }
        set { if let backedView { backedView.frame = newValue } else { ownFrame = newValue } }
    }

    /// `(0, 0, width, height)`.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The frame's centre in the superlayer's coordinates.
    open var position: CGPoint {
        get { CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2) }
        set {
            frame = CGRect(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2,
                           width: frame.size.width, height: frame.size.height)
        }
    }

    /// The opacity (the view's alpha for a backing layer).
    open var opacity: Float {
        get { backedView.map { Float($0.alpha) } ?? ownOpacity }
        set { if let backedView { backedView.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    /// The background colour (the view's for a backing layer).
    open var backgroundColor: CGColor? {
        get { backedView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let backedView { backedView.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { ownBackgroundColor = newValue }
        }
    }

    /// Clips sublayers and subviews to the bounds (the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { backedView?.clipsToBounds ?? ownMasksToBounds }
        set { if let backedView { backedView.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// Hidden layers are not drawn (the view's `isHidden`).
    open var isHidden: Bool {
        get { backedView?.isHidden ?? ownHidden }
        set { if let backedView { backedView.isHidden = newValue } else { ownHidden = newValue } }
    }

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    /// What is on screen now: a copy with the running animations' current frame,
    /// opacity and background colour. Nil for a layer that is not on screen (its view is
    /// in no window), as Core Animation returns nil for a layer never committed.
    open func presentation() -> CALayer? {
        guard let view = backedView else { return superlayer == nil ? nil : self }
        guard let window = view.window else { return nil }
        return window.presentationLayer(of: view, at: window.now)
    }

    /// The model layer (this layer).
    open func model() -> CALayer { self }

    /// Removes the running animations of the backing view: presentation values jump to
    /// the model, and the completions run with false at the next tick.
    open func removeAllAnimations() {
        guard let view = backedView, let window = view.window else { return }
        window.animator.removeAnimations(of: [ObjectIdentifier(view)], at: window.now)
    }
}

/// `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Left-aligned in left-to-right text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left-aligned.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right-aligned.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Core Foundation's `CFTypeRef`: any Core Foundation object, which Swift imports as
/// `AnyObject` (`CATextLayer.font` is one).
public typealias CFTypeRef = AnyObject

/// Core Animation's `CATextLayer`: a string drawn in the layer's bounds.
open class CATextLayer: CALayer {
    /// The text (a `String`; other values draw nothing).
    open var string: Any?
    /// The point size (36 by default).
    open var fontSize: CGFloat = 36
    /// The text colour (opaque white by default).
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The horizontal alignment (natural by default).
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// The font: a font name (a `String`), as Core Animation also takes a font object
    /// (nil, the default, is Helvetica). Kept, not used: the renderer draws every text in
    /// one sans-serif face.
    open var font: CFTypeRef?

    /// An empty text layer.
    public override init() { super.init() }

    /// A copy of `layer`'s values.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer {
            string = other.string
            fontSize = other.fontSize
            foregroundColor = other.foregroundColor
            alignmentMode = other.alignmentMode
            font = other.font
        }
    }
}
