/// A view in a tree, laid out by Auto Layout: the headless model of `UIView`'s layout
/// side. Frames are in the superview's coordinates and are written back by
/// `layoutIfNeeded()`.
///
/// The root of each tree owns a `LayoutEngine`, created on first use. Views are used
/// from one thread; they are not `Sendable`.
///
/// Open so that a runtime built on top (touches, controls) can subclass it the way
/// `UIControl` subclasses `UIView`; Layout itself knows nothing of touches.
open class View {
    /// A name for constraint descriptions and reports (`"View"` plus a number when empty).
    public var name: String

    /// The superview, nil at the root. Not a weak reference (a weak reference moves every
    /// retain and release of the view to a slow path): a superview holds its subviews, and
    /// one that goes away first clears this in its `deinit`.
    public private(set) unowned(unsafe) var superview: View?
    public private(set) var subviews: [View] = []

    /// The frame in the superview's coordinates. Setting it on a view that translates its
    /// autoresizing mask moves the generated constraints (and the frame stays as set); on
    /// other views it holds until the next layout pass, which writes it on the pixel grid
    /// of `LayoutEngine.screenScale`.
    public var frame: Rect {
        get { storedFrame }
        set {
            let old = storedFrame
            storedFrame = newValue
            if translatesAutoresizingMaskIntoConstraints, let node, let engine = node.engine {
                engine.frameDidChange(self, from: old)
            }
        }
    }

    /// `(0, 0, frame.width, frame.height)`.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// When true (the default for views made in code, as in UIKit), the engine pins the
    /// view's current frame with required constraints. The builder turns it off.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue, let engine = node?.engine {
                engine.autoresizingMaskDidChange(self)
            }
        }
    }

    /// `Self.noIntrinsicMetric` on an axis means "no intrinsic size" there.
    public static let noIntrinsicMetric: Double = -1

    /// The natural size of the content; each axis may be `noIntrinsicMetric`.
    public var intrinsicContentSize: Size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { if intrinsicContentSize != oldValue { node?.engine?.contentSizeDidChange(self) } }
    }

    var huggingPriorities = AxisPriorities(.defaultLow)
    var compressionPriorities = AxisPriorities(.defaultHigh)

    /// Leading/trailing direction; nil inherits the superview's (left-to-right at the root).
    public var layoutDirection: LayoutDirection?

    var storedFrame: Rect
    /// The view's variables in its engine, while registered.
    var node: LayoutNode?
    /// Engine owned by this view while it is a root.
    var ownedEngine: LayoutEngine?
    /// Active user constraints that mention this view.
    var attachedConstraints: [Constraint] = []
    /// What was refused about this view, oldest first: content priorities outside
    /// 1...1000, and generated constraints (autoresizing pins, intrinsic size) the engine
    /// could not make from out-of-range values. Never silently dropped.
    public internal(set) var layoutErrors: [LayoutError] = []
    /// Constraints made by the builder on this view (for update/remake).
    var builderConstraints: [Constraint] = []
    /// How constraints refer to this view (created on first use, cleared in `deinit`).
    private var storedReference: ViewReference?

    /// The cell through which constraints reach this view without a weak reference: it
    /// reads nil once the view is gone, as a weak reference would.
    var reference: ViewReference {
        if let storedReference { return storedReference }
        let reference = ViewReference(self)
        storedReference = reference
        return reference
    }

    /// Which tree the view is in (see `TreeLink`): the root in near O(1), no walk.
    private var link = TreeLink()

    /// A view with a frame.
    public init(frame: Rect = .zero, name: String = "") {
        self.storedFrame = frame
        self.name = name
        link.root = self
    }

    /// A view with an intrinsic content size.
    public convenience init(intrinsicSize: Size, name: String = "") {
        self.init(frame: Rect(origin: .zero, size: intrinsicSize), name: name)
        self.intrinsicContentSize = intrinsicSize
    }

    /// Tears the subtree down without recursion: a child this view alone keeps alive is
    /// emptied of its own subviews before it is released, so releasing the root of a
    /// chain of any depth uses a constant amount of stack.
    deinit {
        // What weak references did for free: nothing may reach this view once it is gone.
        storedReference?.view = nil
        for subview in subviews where subview.superview === self { subview.superview = nil }
        ownedEngine?.rootWillGo(self)
        var pending = subviews
        subviews = []
        while var child = pending.popLast() {
            if isKnownUniquelyReferenced(&child) {
                // The child's own deinit sees no subviews, so it cannot clear their
                // (unowned) superview: do it here before it goes.
                for grandchild in child.subviews where grandchild.superview === child { grandchild.superview = nil }
                pending.append(contentsOf: child.subviews)
                child.subviews = []
            }
        }
    }

    /// The name used in reports.
    public var debugName: String {
        if !name.isEmpty { return name }
        if let node { return "View\(node.ordinal)" }
        return "View"
    }

    /// Resolved layout direction.
    public var effectiveLayoutDirection: LayoutDirection {
        var view: View? = self
        while let current = view {
            if let direction = current.layoutDirection { return direction }
            view = current.superview
        }
        return .leftToRight
    }

    // MARK: Tree

    /// The top of the tree. Near O(1): a union-find over the trees (`TreeLink`), not a
    /// walk up the superviews.
    public var root: View {
        link.top.root ?? self  // the top link's root is alive while any member is
    }

    /// Whether `self` is `view` or one of its descendants. O(1) for views of different
    /// trees; a walk up from `self` otherwise.
    public func isDescendant(of view: View) -> Bool {
        if view === self { return true }
        if view.link.top !== link.top { return false }
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view and its descendants, parents before children.
    public var subtree: [View] {
        var result: [View] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].subviews)
            index += 1
        }
        return result
    }

    /// Adds `view` on top of the subviews, moving it (and its constraints) from any
    /// previous superview. Adding an ancestor of `self` (or `self`) does nothing.
    public func addSubview(_ view: View) {
        guard !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        let moved = view.ownedEngine?.dismantle() ?? []
        view.ownedEngine = nil
        subviews.append(view)
        view.superview = self
        TreeLink.join(view.link, under: link)
        if !moved.isEmpty || root.ownedEngine != nil {
            let engine = root.engine
            engine.register(view, constraints: moved)
            for constraint in moved { engine.install(constraint) }
        }
    }

    /// Detaches the view. Constraints between its subtree and the rest of the tree are
    /// deactivated, as in UIKit; constraints inside the subtree stay active.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let members = subtree
        guard let engine = root.ownedEngine else {
            parent.subviews.removeAll { $0 === self }
            superview = nil
            detachLinks(members)
            return
        }
        var inside: [Constraint] = []
        var seen = Set<ObjectIdentifier>()
        for view in members {
            for constraint in view.attachedConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                let isInside = (constraint.firstItem?.isDescendant(of: self) ?? false)
                    && (constraint.secondAttribute == nil || (constraint.secondItem?.isDescendant(of: self) ?? false))
                engine.uninstall(constraint, repair: false)
                if isInside { inside.append(constraint) }
            }
        }
        engine.unregister(members)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        detachLinks(members)
        engine.repairBrokenConstraints()
        if !inside.isEmpty {
            let own = self.engine
            for constraint in inside { own.install(constraint) }
        }
    }

    /// Gives the members of a subtree that just left its tree a tree of their own.
    private func detachLinks(_ members: [View]) {
        let top = TreeLink()
        top.root = self
        for member in members {
            let own = TreeLink()
            own.parent = top
            member.link = own
        }
        link = top
    }

    /// The engine of this view's tree (created on first use).
    public var layoutEngine: LayoutEngine { root.engine }

    var engine: LayoutEngine {
        if superview != nil { return root.engine }
        if let ownedEngine { return ownedEngine }
        let engine = LayoutEngine(root: self)
        ownedEngine = engine
        engine.register(self)
        return engine
    }

    // MARK: Layout

    /// Writes the solved frames of the whole tree if anything changed since the last pass.
    public func layoutIfNeeded() {
        root.ownedEngine?.layoutIfNeeded()
    }

    /// Marks the tree as needing a layout pass.
    public func setNeedsLayout() {
        root.ownedEngine?.needsLayout = true
    }

    /// Whether a layout pass would change anything (a constraint, priority, constant,
    /// intrinsic size or autoresizing frame changed since the last pass).
    public var needsLayout: Bool { root.ownedEngine?.needsLayout ?? false }

    /// Called after each layout pass that wrote this view's frame, parents before
    /// children: the model of overriding `layoutSubviews`. It may change frames and
    /// constraints; the pass then repeats (at most 8 times, so a handler that always
    /// changes something cannot loop forever).
    public var layoutSubviewsHandler: ((View) -> Void)?

    /// Called after each layout pass of the tree, parents before children. The default
    /// runs `layoutSubviewsHandler`; subclasses override it as they would UIKit's
    /// `layoutSubviews` (calling `super` keeps the handler working).
    open func layoutSubviews() {
        layoutSubviewsHandler?(self)
    }

    /// Whether another frame satisfies the constraints equally well: an under-constrained
    /// variable, or a tie between optional constraints of equal priority. Exact (see
    /// `Solver.isAmbiguous(_:)`). False for a view outside Auto Layout.
    public var hasAmbiguousLayout: Bool {
        guard let node, let engine = node.engine else { return false }
        return !engine.ambiguousAxes(of: self).isEmpty
    }

    /// Active user constraints that mention this view.
    public var constraints: [Constraint] { attachedConstraints }

    // MARK: Geometry

    /// The frame's origin in root coordinates.
    public var originInRoot: Point {
        var x = 0.0, y = 0.0
        var current: View? = self
        while let view = current {
            x += view.frame.minX
            y += view.frame.minY
            current = view.superview
        }
        return Point(x: x, y: y)
    }

    /// Converts a point in this view's coordinates to `view`'s (the root's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let mine = originInRoot
        let theirs = view?.originInRoot ?? root.originInRoot
        return Point(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts a rectangle in this view's coordinates to `view`'s (the root's when nil).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle in `view`'s coordinates (the root's when nil) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Converts a point in `view`'s coordinates (the root's when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let theirs = view?.originInRoot ?? root.originInRoot
        let mine = originInRoot
        return Point(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }
}

/// A union-find node naming a view's tree: every view has one; following `parent` leads
/// to the tree's top link, whose `root` is the tree's root view. Joining two trees hangs
/// the lower-ranked top under the other (union by rank: chains stay logarithmic, so
/// releasing them never recurses deeply); lookups compress the path. A subtree that
/// leaves gets fresh links (O(subtree), as its removal already visits every member).
final class TreeLink {
    var parent: TreeLink?
    /// Set on a top link only.
    weak var root: View?
    private var rank: UInt8 = 0

    /// The top link, compressing the path to it.
    var top: TreeLink {
        var top = self
        while let next = top.parent { top = next }
        var node = self
        while let next = node.parent, next !== top {
            node.parent = top
            node = next
        }
        return top
    }

    /// Puts the tree of `child` (a root until now) under the tree of `parent`.
    static func join(_ child: TreeLink, under parent: TreeLink) {
        let a = child.top, b = parent.top
        guard a !== b else { return }
        let root = b.root
        if a.rank > b.rank {
            b.parent = a
            b.root = nil
            a.root = root
        } else {
            a.parent = b
            a.root = nil
            if a.rank == b.rank { b.rank &+= 1 }
        }
    }
}

/// A view's variables in its engine: left, top, width and height in root coordinates.
final class LayoutNode {
    /// Not weak (see `View.superview`): the engine clears it when it empties or its root goes.
    unowned(unsafe) var engine: LayoutEngine?
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    let ordinal: Int
    /// Generated constraints (autoresizing-mask pins and content size).
    var autoresizing: [Constraint] = []
    var contentSize: [Constraint] = []
    /// Whether the view takes part in Auto Layout (see `LayoutEngine.register`): only then
    /// does it get generated constraints and frames from the solver.
    var isHosted = false

    init(engine: LayoutEngine, left: Variable, top: Variable, width: Variable, height: Variable, ordinal: Int) {
        self.engine = engine
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.ordinal = ordinal
    }
}

/// A view as constraints hold it: an unowned reference that the view clears in its
/// `deinit`, so a constraint that outlives its view reads nil, with none of the cost a
/// weak reference puts on every retain and release of the view.
final class ViewReference {
    unowned(unsafe) var view: View?

    init(_ view: View) { self.view = view }
}

/// One priority per axis, read and written like a dictionary keyed by axis (two stored
/// values: a view is made without allocating or hashing for its content priorities).
struct AxisPriorities {
    private var horizontal: Priority
    private var vertical: Priority

    init(_ both: Priority) {
        horizontal = both
        vertical = both
    }

    /// The axis's priority (never nil; setting nil keeps the value).
    subscript(axis: Axis) -> Priority? {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            guard let newValue else { return }
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
