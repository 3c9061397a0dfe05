/// The Auto Layout engine of one view tree: turns views and constraints into solver
/// variables and constraints, writes frames back, and handles unsatisfiable required
/// constraints the way UIKit does (log, break one, carry on).
///
/// Each view has four variables in root coordinates: left, top, width, height.
/// Leading/trailing resolve through the first item's `effectiveLayoutDirection` when the
/// constraint is installed.
public final class LayoutEngine {
    private let storedSolver = Solver()
    /// The solver, with the queued installations added first (in order). Every use of the
    /// solver goes through here, so nothing can see that installing waits.
    var solver: Solver {
        addQueuedConstraints()
        return storedSolver
    }
    /// Constraints installed (active) but not added to the solver yet, in installation
    /// order. A tree built before it joins a window is moved into the window's engine
    /// without ever being solved on its own (see `dismantle()`).
    private var queued: [(Constraint, LinearConstraint)] = []
    private var addingQueued = false
    /// Not weak (see `View.superview`): the root owns the engine and clears this when it
    /// goes; emptying the engine clears it too.
    unowned(unsafe) var root: View?
    /// Installed constraints by solver handle.
    var owners: [ConstraintHandle: Constraint] = [:]
    /// Required constraints currently kept broken, in the order they broke.
    public var brokenConstraints: [Constraint] {
        addQueuedConstraints()
        return broken
    }
    private var broken: [Constraint] = []
    /// Every conflict met so far, oldest first (see `clearDiagnostics()`).
    public var conflicts: [ConflictReport] {
        addQueuedConstraints()
        return conflictLog
    }
    private var conflictLog: [ConflictReport] = []
    var needsLayout = true
    private var nextOrdinal = 0
    /// Planted defects switched on for fault-catalogue runs; empty (correct) by default.
    public var injectedFaults: Set<LayoutFault> = []
    /// Operations refused without a throw (UIKit-named API: `NSLayoutConstraint`), oldest first.
    public internal(set) var recordedErrors: [LayoutError] = []
    /// The pixel grid frames are written on (`ScreenScale.default`, 2, unless set; a
    /// `Window` sets its screen's). Each layout pass snaps every frame it writes to this
    /// grid, as UIKit does; the solver's values, the constraints' constants and frames set
    /// by hand are not rounded. Changing it schedules a layout pass.
    public var screenScale: ScreenScale = .default {
        didSet { if screenScale != oldValue { needsLayout = true } }
    }

    init(root: View) {
        self.root = root
    }

    /// The conflict messages, in UIKit's wording.
    public var diagnostics: [String] { conflicts.map(\.message) }

    /// Forgets recorded conflicts (broken constraints stay broken).
    public func clearDiagnostics() {
        addQueuedConstraints()
        conflictLog.removeAll()
    }

    /// Adds the queued installations to the solver, in order (breaking a conflicting
    /// required one as `install` would have at once).
    func addQueuedConstraints() {
        guard !queued.isEmpty, !addingQueued else { return }
        addingQueued = true
        defer { addingQueued = false }
        var index = 0
        while index < queued.count {
            // The translation made at `install` (a constant or priority written before the
            // engine hears of the change must not reach a queued constraint early).
            let (constraint, linear) = queued[index]
            index += 1
            addToSolver(constraint, linear)
        }
        queued.removeAll(keepingCapacity: true)
    }

    /// Number of constraints in the solver (generated ones included).
    public var installedConstraintCount: Int { solver.constraintCount }

    // MARK: Views

    /// Gives every view of `view`'s subtree its variables, and generated constraints to
    /// those that take part in Auto Layout (`constraints`: the active ones about to be
    /// installed with the subtree).
    ///
    /// As in UIKit, a view takes part when it is the root, has its autoresizing mask
    /// turned off, is an item of a constraint, or is the superview of one that takes part;
    /// only those get autoresizing-mask pins and content-size constraints. A frame-based
    /// view elsewhere keeps the frame its code sets, as its pins would have held it.
    func register(_ view: View, constraints: [Constraint] = []) {
        let members = view.subtree.filter { $0.node?.engine !== self }
        var hosted = Set<ObjectIdentifier>()
        func mark(_ view: View?) {
            var current = view
            while let candidate = current, hosted.insert(ObjectIdentifier(candidate)).inserted {
                current = candidate.superview
            }
        }
        for member in members where member === root || !member.translatesAutoresizingMaskIntoConstraints {
            mark(member)
        }
        for constraint in constraints {
            mark(constraint.firstItem)
            mark(constraint.secondItem)
        }
        if hosted.contains(ObjectIdentifier(view)) { host(view.superview) }
        for member in members {
            let name = member.name.isEmpty ? "View\(nextOrdinal)" : member.name
            member.node = LayoutNode(engine: self,
                                     left: solver.makeVariable(name + ".left"),
                                     top: solver.makeVariable(name + ".top"),
                                     width: solver.makeVariable(name + ".width"),
                                     height: solver.makeVariable(name + ".height"),
                                     ordinal: nextOrdinal)
            nextOrdinal += 1
            guard hosted.contains(ObjectIdentifier(member)), let node = member.node else { continue }
            node.isHosted = true
            if member.translatesAutoresizingMaskIntoConstraints { installAutoresizingConstraints(member) }
            installContentSizeConstraints(member)
        }
        needsLayout = true
    }

    /// Makes a registered view take part in Auto Layout (a constraint names it, or its
    /// mask was turned off): its superviews first, then its own generated constraints.
    private func host(_ view: View?) {
        guard let view, let node = view.node, node.engine === self, !node.isHosted else { return }
        host(view.superview)
        node.isHosted = true
        if view.translatesAutoresizingMaskIntoConstraints { installAutoresizingConstraints(view) }
        installContentSizeConstraints(view)
    }

    /// Removes the views' generated constraints and variables' ownership.
    func unregister(_ views: [View]) {
        addQueuedConstraints()
        for view in views {
            guard let node = view.node, node.engine === self else { continue }
            for constraint in node.autoresizing + node.contentSize { uninstall(constraint, repair: false) }
            view.node = nil
        }
        needsLayout = true
    }

    /// Empties the engine (its tree is being moved under another root) and returns the
    /// user constraints that were active, in installation order.
    func dismantle() -> [Constraint] {
        // Queued constraints were installed after every solved one: they come last.
        let waiting = queued.map(\.0)
        queued.removeAll()
        let active = (owners.sorted { $0.key < $1.key }.map(\.value) + waiting).filter { $0.origin == .user }
        for constraint in owners.values { constraint.isBroken = false }
        for constraint in owners.values + waiting {
            constraint.engine = nil
            constraint.handle = nil
        }
        owners.removeAll()
        broken.removeAll()
        if let root {
            for view in root.subtree {
                view.node = nil
                view.attachedConstraints.removeAll()
            }
        }
        // Its root now belongs to another tree; an emptied engine has none (a caller may
        // still hold the engine, and must not reach the view through it once it is gone).
        root = nil
        return active
    }

    /// The root is going away (its `deinit`): the views of its tree that stay alive read
    /// as outside Auto Layout, and the engine no longer has a root (what weak references
    /// did, done by hand; `deinit` does the same for the installed constraints).
    func rootWillGo(_ view: View) {
        for member in view.subtree where member.node?.engine === self { member.node?.engine = nil }
        root = nil
    }

    deinit {
        for constraint in owners.values where constraint.engine === self { constraint.engine = nil }
        for (constraint, _) in queued where constraint.engine === self { constraint.engine = nil }
    }

    // MARK: Translation

    /// Appends the terms of `attribute` of `node` to `terms`, each coefficient `c` as
    /// `c * scale * sign` (in that order of operations), in the order the expression
    /// operators would give them: one array, no intermediate expressions.
    private func appendTerms(_ terms: inout [Term], _ node: LayoutNode, _ attribute: Attribute,
                             _ direction: LayoutDirection, scale: Double = 1, sign: Double = 1)
    {
        func add(_ variable: Variable, _ coefficient: Double) {
            terms.append(Term(variable, coefficient * scale * sign))
        }
        switch attribute {
        case .left: add(node.left, 1)
        case .right: add(node.left, 1); add(node.width, 1)
        case .top: add(node.top, 1)
        case .bottom: add(node.top, 1); add(node.height, 1)
        case .width: add(node.width, 1)
        case .height: add(node.height, 1)
        case .centerX: add(node.left, 1); add(node.width, 0.5)
        case .centerY: add(node.top, 1); add(node.height, 0.5)
        // Right-to-left mirrors the axis: positions are measured leftwards from x = 0.
        case .leading:
            if direction == .leftToRight { add(node.left, 1) } else { add(node.left, -1); add(node.width, -1) }
        case .trailing:
            if direction == .leftToRight { add(node.left, 1); add(node.width, 1) } else { add(node.left, -1) }
        }
    }

    /// `first - multiplier * second - constant (op) 0`, or nil when a view is not here.
    func linearConstraint(for constraint: Constraint) -> LinearConstraint? {
        guard let first = constraint.firstItem, let firstNode = first.node, firstNode.engine === self else {
            return nil
        }
        let direction = first.effectiveLayoutDirection
        var terms: [Term] = []
        terms.reserveCapacity(4)
        appendTerms(&terms, firstNode, constraint.firstAttribute, direction)
        if let secondAttribute = constraint.secondAttribute {
            guard let second = constraint.secondItem, let secondNode = second.node, secondNode.engine === self
            else { return nil }
            appendTerms(&terms, secondNode, secondAttribute, direction, scale: constraint.multiplier, sign: -1)
        }
        let priority = constraint.isBroken ? Priority.broken : constraint.priority
        return LinearConstraint(LinearExpression(terms).adding(-constraint.constant), constraint.relation, 0,
                                priority: priority)
    }

    // MARK: Installing

    /// Installs an active constraint; an unsatisfiable required one is broken and reported.
    func install(_ constraint: Constraint) {
        guard constraint.engine == nil else { return }
        if constraint.origin == .user {
            host(constraint.firstItem)
            host(constraint.secondItem)
        }
        guard let linear = linearConstraint(for: constraint) else { return }
        constraint.engine = self
        if constraint.origin == .user {
            constraint.firstItem?.attachedConstraints.append(constraint)
            if let second = constraint.secondItem, second !== constraint.firstItem {
                second.attachedConstraints.append(constraint)
            }
        }
        queued.append((constraint, linear))
        needsLayout = true
    }

    private func addToSolver(_ constraint: Constraint, _ linear: LinearConstraint) {
        do {
            let handle = try solver.addUnchecked(linear)
            constraint.handle = handle
            owners[handle] = constraint
        } catch {
            breakConstraint(constraint, linear)
        }
    }

    /// UIKit's recovery: find a minimal conflicting set, keep `constraint` as an optional
    /// constraint above every priority, and log the set.
    private func breakConstraint(_ constraint: Constraint, _ linear: LinearConstraint) {
        let conflicting = solver.conflictingConstraints(adding: linear).compactMap { owners[$0] }
        constraint.isBroken = true
        broken.append(constraint)
        var demoted = linear
        demoted.priority = .broken
        // An optional constraint always adds; should it not, the constraint stays broken
        // without a handle, and the conflict report above still names it. (safe: see this)
        if let handle = try? solver.addUnchecked(demoted) {
            constraint.handle = handle
            owners[handle] = constraint
        }
        conflictLog.append(ConflictReport(constraints: conflicting + [constraint], broken: constraint))
    }

    /// Uninstalls a constraint; then, unless told not to, retries broken constraints.
    func uninstall(_ constraint: Constraint, repair: Bool = true) {
        guard constraint.engine === self else { return }
        addQueuedConstraints()
        if let handle = constraint.handle {
            // safe: the handle is this solver's and installed (it is in `owners`); remove fails only for unknown handles.
            try? solver.remove(handle)
            owners[handle] = nil
        }
        constraint.handle = nil
        constraint.engine = nil
        if constraint.isBroken {
            constraint.isBroken = false
            broken.removeAll { $0 === constraint }
        }
        if constraint.origin == .user {
            constraint.firstItem?.attachedConstraints.removeAll { $0 === constraint }
            constraint.secondItem?.attachedConstraints.removeAll { $0 === constraint }
        }
        needsLayout = true
        if repair { repairBrokenConstraints() }
    }

    /// Tries to restore each broken constraint as required (after something it conflicted
    /// with went away or changed).
    func repairBrokenConstraints() {
        addQueuedConstraints()
        for constraint in broken {
            guard let handle = constraint.handle else { continue }
            constraint.isBroken = false
            guard let linear = linearConstraint(for: constraint),
                  // safe: a failing add means it still conflicts, so it stays broken (the else below).
                  let repaired = try? solver.addUnchecked(linear)
            else {
                constraint.isBroken = true
                continue
            }
            // safe: the handle is this solver's and installed (it is in `owners`); remove fails only for unknown handles.
            try? solver.remove(handle)
            owners[handle] = nil
            owners[repaired] = constraint
            constraint.handle = repaired
            broken.removeAll { $0 === constraint }
            needsLayout = true
        }
    }

    // MARK: Changes

    func constantDidChange(_ constraint: Constraint) {
        addQueuedConstraints()
        guard let handle = constraint.handle, let linear = linearConstraint(for: constraint) else { return }
        needsLayout = true
        if injectedFaults.contains(.constantEditIgnored) { return }
        do {
            try solver.updateConstant(of: handle, to: linear.expression.constant)
        } catch {
            // The required constraint now contradicts others: break it, as on insertion.
            // safe: the handle is this solver's and installed (it is in `owners`); remove fails only for unknown handles.
            try? solver.remove(handle)
            owners[handle] = nil
            constraint.handle = nil
            breakConstraint(constraint, linear)
            return
        }
        if !broken.isEmpty { repairBrokenConstraints() }
    }

    func priorityDidChange(_ constraint: Constraint) {
        addQueuedConstraints()
        guard let handle = constraint.handle, !constraint.isBroken else { return }
        needsLayout = true
        if injectedFaults.contains(.priorityEditIgnored) { return }
        do {
            try solver.setPriorityUnchecked(constraint.priority, of: handle)
        } catch {
            // Generated constraints may cross the required line: reinstall them.
            uninstall(constraint, repair: false)
            install(constraint)
        }
    }

    /// The planted `refusedPriorityApplied` fault: the solver gets `priority` although
    /// the constraint refused it and keeps its own.
    func applyRefusedPriority(_ priority: Priority, to constraint: Constraint) {
        let kept = constraint.priority
        uninstall(constraint, repair: false)
        constraint.priority = priority
        install(constraint)
        constraint.priority = kept
        needsLayout = true
    }

    func frameDidChange(_ view: View, from old: Rect) {
        guard let node = view.node else { return }
        // Outside Auto Layout nothing moves in the solver, but the change still asks for a
        // pass (its `layoutSubviews`), as a pin's new constant would have.
        if !node.isHosted, view.frame != old { needsLayout = true }
        guard node.autoresizing.count == 4 else { return }
        let frame = view.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for (constraint, value) in zip(node.autoresizing, values) { constraint.constant = value }
    }

    func autoresizingMaskDidChange(_ view: View) {
        guard let node = view.node else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            installAutoresizingConstraints(view)
        } else {
            for constraint in node.autoresizing { uninstall(constraint) }
            node.autoresizing = []
            host(view)
        }
    }

    private func installAutoresizingConstraints(_ view: View) {
        guard let node = view.node, node.isHosted, node.autoresizing.isEmpty else { return }
        let parent = view.superview
        let frame = view.frame
        let pins: [(Attribute, View?, Double)] = [
            (.left, parent, frame.minX), (.top, parent, frame.minY),
            (.width, nil, frame.width), (.height, nil, frame.height),
        ]
        for (attribute, second, value) in pins {
            do {
                let pin = try Constraint(item: view, attribute: attribute, relatedBy: .equal, toItem: second,
                                         attribute: second == nil ? nil : attribute, multiplier: 1,
                                         constant: value, priority: .required, origin: .autoresizingMask)
                node.autoresizing.append(pin)
                install(pin)
            } catch {
                view.layoutErrors.append(error)  // a frame value out of range: recorded, not pinned
            }
        }
    }

    func contentSizeDidChange(_ view: View) {
        guard let node = view.node else { return }
        for constraint in node.contentSize { uninstall(constraint) }
        node.contentSize = []
        installContentSizeConstraints(view)
    }

    func contentPriorityDidChange(_ view: View) {
        guard let node = view.node else { return }
        for constraint in node.contentSize {
            let axis = constraint.firstAttribute.axis
            let wanted = constraint.origin == .contentHugging
                ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            if wanted != constraint.priority {
                constraint.setGeneratedPriority(wanted)
                priorityDidChange(constraint)
            }
        }
    }

    private func installContentSizeConstraints(_ view: View) {
        guard let node = view.node, node.isHosted else { return }
        let size = view.intrinsicContentSize
        for (axis, attribute, value) in [(Axis.horizontal, Attribute.width, size.width),
                                         (Axis.vertical, Attribute.height, size.height)]
        where value != View.noIntrinsicMetric {
            let made: [Constraint]
            do {
                made = [
                    try Constraint(item: view, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil,
                                   attribute: nil, multiplier: 1, constant: value,
                                   priority: view.contentHuggingPriority(for: axis), origin: .contentHugging),
                    try Constraint(item: view, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                                   attribute: nil, multiplier: 1, constant: value,
                                   priority: view.contentCompressionResistancePriority(for: axis),
                                   origin: .compressionResistance),
                ]
            } catch {
                view.layoutErrors.append(error)  // an intrinsic size out of range: recorded, not installed
                continue
            }
            for constraint in made {
                node.contentSize.append(constraint)
                install(constraint)
            }
        }
    }

    // MARK: Layout pass

    /// Writes every registered view's frame from the solver, if anything changed, then
    /// runs the views' `layoutSubviewsHandler`s (repeating while they change things).
    ///
    /// Frames are snapped to `screenScale`'s pixel grid in the superview's coordinates:
    /// each edge is the solver's edge (relative to the superview's unrounded origin)
    /// rounded to the nearest pixel, and the size is the distance between the rounded
    /// edges (UIKit's rounding of engine values; see `ScreenScale.snap(_:)`). The
    /// superview's own frame is on the grid too, so every edge lands on a device pixel in
    /// the window, and drift of a few ulps in the solver never reaches a frame. A view
    /// that translates its autoresizing mask keeps the frame it was given (unrounded, as
    /// UIKit keeps a frame set by code) unless one of its pins is broken.
    func layoutIfNeeded() {
        var passes = 0
        while needsLayout, passes < 8, let root {
            passes += 1
            let views = root.subtree
            for view in views {
                guard let node = view.node, node.engine === self, node.isHosted else { continue }
                // A view outside Auto Layout keeps the frame its code set (nothing constrains it).
                // A view that translates its autoresizing mask keeps the frame its code set:
                // its four pins hold it there (they have no flexible margins here), and UIKit
                // does not round a frame set by code. Only a broken pin lets the solver move it.
                if node.autoresizing.count == 4, !node.autoresizing.contains(where: \.isBroken) { continue }
                var x = solver.value(of: node.left)
                var y = solver.value(of: node.top)
                if let parent = view.superview?.node, parent.engine === self {
                    x -= solver.value(of: parent.left)
                    y -= solver.value(of: parent.top)
                }
                // `snap` also turns -0.0 into 0.0, so frames print and compare cleanly.
                view.storedFrame = screenScale.snap(Rect(x: x, y: y, width: solver.value(of: node.width),
                                                         height: solver.value(of: node.height)))
            }
            needsLayout = false
            for view in views where view.node?.engine === self {
                view.layoutSubviews()
            }
        }
    }

    // MARK: Ambiguity

    /// The axes on which `view`'s frame is not unique.
    public func ambiguousAxes(of view: View) -> [Axis] {
        guard let node = view.node, node.engine === self, node.isHosted else { return [] }
        var axes: [Axis] = []
        if solver.isAmbiguous(node.left) || solver.isAmbiguous(node.width) { axes.append(.horizontal) }
        if solver.isAmbiguous(node.top) || solver.isAmbiguous(node.height) { axes.append(.vertical) }
        return axes
    }

    /// How far an installed constraint is from holding (0 when it holds).
    public func violation(of constraint: Constraint) -> Double {
        guard let linear = linearConstraint(for: constraint) else { return 0 }
        return linear.violation { solver.value(of: $0) }
    }

    /// Optional constraints whose violation was decided by the weights of their errors
    /// rather than by priority: for each, the constraints of the same priority it was
    /// traded against, strongest priority first (see `TieReport`, `SolverTie`). A tie
    /// among constraints that all hold is no tie (nothing was decided); constraints of
    /// different priorities never tie. Exact up to 1e-7; the layout is not changed.
    public func weightDecidedTies() -> [TieReport] {
        solver.weightDecidedTies().compactMap { tie in
            let constraints = tie.constraints.compactMap { owners[$0] }
            let broken = tie.broken.compactMap { owners[$0] }
            guard constraints.count > 1, !broken.isEmpty else { return nil }
            return TieReport(priority: tie.priority, constraints: constraints, broken: broken, isEven: tie.isEven,
                             violation: { self.violation(of: $0) })
        }
    }

    /// Every view of the tree whose frame is ambiguous, with the axes and the groups of
    /// optional constraints at one priority that bear on the ambiguous views (the usual
    /// cause of a tie). The flags are exact; the grouping is a reading aid. Each view is
    /// asked once, and every question shares one analysis of the solver's state (the one
    /// `hasAmbiguousLayout` uses too); the grouping is one pass over the constraints.
    public func ambiguityReport() -> AmbiguityReport {
        guard let root else { return AmbiguityReport(entries: []) }
        let ambiguous = root.subtree.compactMap { view -> (View, [Axis])? in
            let axes = ambiguousAxes(of: view)
            return axes.isEmpty ? nil : (view, axes)
        }
        if ambiguous.isEmpty { return AmbiguityReport(entries: []) }
        var axesOf: [ObjectIdentifier: [Axis]] = [:]
        for (view, axes) in ambiguous { axesOf[ObjectIdentifier(view)] = axes }
        func bears(_ constraint: Constraint, on view: View?) -> Bool {
            guard let view, let axes = axesOf[ObjectIdentifier(view)] else { return false }
            return axes.contains(constraint.firstAttribute.axis)
        }
        let installed = owners.sorted { $0.key < $1.key }.map(\.value)
        let related = installed.filter { constraint in
            !constraint.priority.isRequired && !constraint.isBroken
                && (bears(constraint, on: constraint.firstItem) || bears(constraint, on: constraint.secondItem))
        }
        var byPriority: [Priority: [Constraint]] = [:]
        for constraint in related { byPriority[constraint.priority, default: []].append(constraint) }
        var groups: [[Constraint]] = []
        for priority in byPriority.keys.sorted(by: >) {
            let group = byPriority[priority] ?? []
            // A level where nothing is violated is not where the tie is.
            if group.count > 1, group.contains(where: { violation(of: $0) > 1e-7 }) { groups.append(group) }
        }
        // The groups mentioning each view, in group order.
        var groupsOf: [ObjectIdentifier: [Int]] = [:]
        for (index, group) in groups.enumerated() {
            var seen = Set<ObjectIdentifier>()
            for constraint in group {
                for item in [constraint.firstItem, constraint.secondItem] {
                    guard let item, bears(constraint, on: item) else { continue }
                    let id = ObjectIdentifier(item)
                    if seen.insert(id).inserted { groupsOf[id, default: []].append(index) }
                }
            }
        }
        let entries = ambiguous.map { view, axes in
            AmbiguityReport.Entry(view: view, axes: axes,
                                  ties: (groupsOf[ObjectIdentifier(view)] ?? []).map { groups[$0] })
        }
        return AmbiguityReport(entries: entries)
    }
}
