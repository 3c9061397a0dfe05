import Foundation
import Layout

extension Headless {
    /// A window as it stood at one moment (normally just after a scene built and laid it
    /// out), kept so the window can be put back there instead of being built again: the
    /// views' UIKit-visible state, the tree's shape, the active constraints with their
    /// constants and priorities, and the engine's diagnostics and planted faults.
    ///
    /// `restore()` returns the window to that moment or says it cannot: it refuses
    /// (changing as little as it can, and the caller then builds afresh) whenever the
    /// history is beyond what it knows how to undo — a view left or joined the tree or
    /// changed place among its siblings, a constraint it recorded was deactivated or
    /// broken, a view changed its autoresizing translation, intrinsic size or content
    /// priorities, the engine recorded an error it cannot forget, planted engine faults
    /// are on (`Headless.Faults`: they may part the solver from the constraints' values
    /// unseen). State a view keeps in
    /// its own stored properties (a control's private flags) is not seen here: the
    /// scene's reset must restore or refuse that itself.
    ///
    /// Restoring also resets the window's run loop as it was recorded: the clock, the
    /// event log and the step counter as they stood, no touches down, no animations or
    /// completions pending (a pending completion of the previous case never runs). Take
    /// the snapshot between events with nothing pending, as right after a build.
    public final class WindowSnapshot {
        /// The window.
        public let window: UIWindow

        /// One view's recorded state.
        struct ViewState {
            let view: UIView
            let subviews: [UIView]
            let frame: CGRect
            let alpha: CGFloat
            let isHidden: Bool
            let isUserInteractionEnabled: Bool
            let isMultipleTouchEnabled: Bool
            let clipsToBounds: Bool
            let backgroundColor: UIColor?
            let tag: Int
            let identifier: String?
            let translates: Bool
            let intrinsicSize: Size
            let contentPriorities: [Priority]
            let layoutErrors: Int
            let recognizers: [UIGestureRecognizer]
            let recognizersEnabled: [Bool]
            let control: ControlState?
            let label: LabelState?
            let image: UIImage?
        }

        /// A control's UIKit state (target-action entries included: a case's record may
        /// add an action to observe the control).
        struct ControlState {
            let isEnabled: Bool
            let isSelected: Bool
            let entries: [UIControl.Entry]
        }

        /// A label's text attributes.
        struct LabelState {
            let text: String?
            let textColor: UIColor?
            let textAlignment: NSTextAlignment
        }

        /// One active user constraint as recorded.
        struct ConstraintState {
            let constraint: Constraint
            let constant: Double
            let priority: Priority
        }

        let views: [ViewState]
        let constraints: [ConstraintState]
        /// The required constraints kept broken as recorded (a build may break one).
        let broken: [Constraint]
        let conflicts: Int
        let recordedErrors: Int
        let faults: Set<LayoutFault>
        let trackingSlop: CGFloat
        let scale: ScreenScale
        let log: [LogEntry]
        let now: Double
        let stepCount: Int

        /// Records `window` as it stands now. Take it between events (no touch down, no
        /// animation block running), as right after a build.
        public init(_ window: UIWindow) {
            self.window = window
            let tree = window.subtree
            views = tree.map(Self.state(of:))
            constraints = Self.activeConstraints(in: tree).map {
                ConstraintState(constraint: $0, constant: $0.constant, priority: $0.priority)
            }
            let engine = window.node.layoutEngine
            broken = engine.brokenConstraints
            conflicts = engine.conflicts.count
            recordedErrors = engine.recordedErrors.count
            faults = engine.injectedFaults
            trackingSlop = window.trackingSlop
            scale = engine.screenScale
            log = window.log
            now = window.now
            stepCount = window.stepCount
        }

        /// Puts the window back as recorded; false (the window then must not be reused)
        /// when its history is beyond what a snapshot can undo (see the type).
        ///
        /// Complexity: O(views + constraints), plus the layout pass the restored
        /// constants need.
        public func restore() -> Bool {
            // A planted engine fault may leave the solver out of step with the constraints'
            // own values (a refused priority applied anyway), which nothing here can see:
            // a window with engine faults on is always built afresh.
            guard faults.isEmpty, window.node.layoutEngine.injectedFaults.isEmpty else { return false }
            guard window.trackingSlop == trackingSlop, window.node.layoutEngine.screenScale == scale else { return false }
            // Nothing is undone until the whole shape is known to match.
            guard shapeMatches(), constraintsCanBeRestored() else { return false }
            resetRunLoop()
            let engine = window.node.layoutEngine
            guard restoreConstraints() else { return false }
            for state in views { restore(state) }
            // A full pass: every frame the engine owns is written from the solver again,
            // so a hand-restored frame cannot hide a solver that ended elsewhere.
            window.setNeedsLayout()
            window.layoutIfNeeded()
            if engine.conflicts.count != conflicts {
                guard conflicts == 0 else { return false }
                engine.clearDiagnostics()
            }
            guard engine.recordedErrors.count == recordedErrors, sameBroken() else { return false }
            // Putting views back (recognisers to `.possible`, frames) logs as it goes; the
            // log a case starts from is the one the build left, so it goes back last.
            window.log.removeAll(keepingCapacity: true)
            window.log.append(contentsOf: log)
            // The frames the layout pass wrote must be the recorded ones; if not, the
            // engine holds state the snapshot does not cover.
            return views.allSatisfy { $0.view.frame == $0.frame && $0.view.node.layoutErrors.count == $0.layoutErrors }
        }

        // MARK: Recording

        static func state(of view: UIView) -> ViewState {
            let node = view.node
            let control = (view as? UIControl).map { ControlState(isEnabled: $0.isEnabled, isSelected: $0.isSelected, entries: $0.entries) }
            let label = (view as? UILabel).map { LabelState(text: $0.text, textColor: $0.textColor, textAlignment: $0.textAlignment) }
            return ViewState(view: view, subviews: view.subviews, frame: view.frame, alpha: view.alpha, isHidden: view.isHidden,
                             isUserInteractionEnabled: view.isUserInteractionEnabled,
                             isMultipleTouchEnabled: view.isMultipleTouchEnabled, clipsToBounds: view.clipsToBounds,
                             backgroundColor: view.backgroundColor, tag: view.tag, identifier: view.accessibilityIdentifier,
                             translates: node.translatesAutoresizingMaskIntoConstraints, intrinsicSize: node.intrinsicContentSize,
                             contentPriorities: contentPriorities(of: node), layoutErrors: node.layoutErrors.count,
                             recognizers: view.recognizers, recognizersEnabled: view.recognizers.map(\.isEnabled),
                             control: control, label: label, image: (view as? UIImageView)?.image)
        }

        static func contentPriorities(of node: View) -> [Priority] {
            [node.contentHuggingPriority(for: .horizontal), node.contentHuggingPriority(for: .vertical),
             node.contentCompressionResistancePriority(for: .horizontal), node.contentCompressionResistancePriority(for: .vertical)]
        }

        /// The active user constraints attached to the views of `tree`, each once, in the
        /// order first met.
        static func activeConstraints(in tree: [UIView]) -> [Constraint] {
            var seen = Set<ObjectIdentifier>()
            var result: [Constraint] = []
            for view in tree {
                for constraint in view.node.constraints where constraint.isActive && seen.insert(ObjectIdentifier(constraint)).inserted {
                    result.append(constraint)
                }
            }
            return result
        }

        // MARK: Restoring

        /// The same views in the same places, with nothing the engine derived from them
        /// changed (autoresizing translation, intrinsic size, content priorities).
        func shapeMatches() -> Bool {
            let tree = window.subtree
            guard tree.count == views.count else { return false }
            for (view, state) in zip(tree, views) {
                guard view === state.view, view.subviews.count == state.subviews.count,
                      zip(view.subviews, state.subviews).allSatisfy({ $0 === $1 }),
                      view.node.translatesAutoresizingMaskIntoConstraints == state.translates,
                      view.recognizers.count == state.recognizers.count,
                      zip(view.recognizers, state.recognizers).allSatisfy({ $0 === $1 })
                else { return false }
                // A label's or image's content is restored below, and with it its size;
                // any other view's intrinsic size must not have moved.
                if state.label == nil, !(view is UIImageView), view.node.intrinsicContentSize != state.intrinsicSize { return false }
                guard Self.contentPriorities(of: view.node) == state.contentPriorities else { return false }
            }
            return true
        }

        /// Every recorded constraint still active, and its priority still on the same
        /// side of required (UIKit refuses that change on an installed one); the same
        /// constraints broken as recorded (a broken one stays broken: nothing here mends it).
        func constraintsCanBeRestored() -> Bool {
            sameBroken() && constraints.allSatisfy { state in
                state.constraint.isActive && state.constraint.priority.isRequired == state.priority.isRequired
            }
        }

        /// The engine keeps broken exactly the constraints it kept broken when recorded.
        func sameBroken() -> Bool {
            let now = window.node.layoutEngine.brokenConstraints
            return now.count == broken.count && zip(now, broken).allSatisfy { $0 === $1 }
        }

        /// Deactivates the constraints the case added, then puts priorities and constants back.
        func restoreConstraints() -> Bool {
            let recorded = Set(constraints.map { ObjectIdentifier($0.constraint) })
            for constraint in Self.activeConstraints(in: window.subtree) where !recorded.contains(ObjectIdentifier(constraint)) {
                constraint.deactivate()
            }
            for state in constraints {
                let constraint = state.constraint
                if constraint.priority != state.priority {
                    do { try constraint.setPriority(state.priority) } catch { return false }
                }
                if constraint.constant != state.constant { constraint.constant = state.constant }
            }
            return true
        }

        func restore(_ state: ViewState) {
            let view = state.view
            if view.isHidden != state.isHidden { view.isHidden = state.isHidden }
            if view.alpha != state.alpha { view.alpha = state.alpha }
            view.isUserInteractionEnabled = state.isUserInteractionEnabled
            view.isMultipleTouchEnabled = state.isMultipleTouchEnabled
            view.clipsToBounds = state.clipsToBounds
            if view.backgroundColor != state.backgroundColor { view.backgroundColor = state.backgroundColor }
            view.tag = state.tag
            if view.accessibilityIdentifier != state.identifier { view.accessibilityIdentifier = state.identifier }
            for (recognizer, enabled) in zip(state.recognizers, state.recognizersEnabled) {
                recognizer.isEnabled = enabled
                recognizer.resetForNextGesture()
            }
            if let control = view as? UIControl, let recorded = state.control {
                control.isEnabled = recorded.isEnabled
                control.isSelected = recorded.isSelected
                control.isHighlighted = false
                control.isTracking = false
                control.isTouchInside = false
                control.trackingTouch = nil
                control.entries = recorded.entries
            }
            if let label = view as? UILabel, let recorded = state.label {
                if label.text != recorded.text { label.text = recorded.text }
                label.textColor = recorded.textColor
                label.textAlignment = recorded.textAlignment
            }
            if let imageView = view as? UIImageView, imageView.image !== state.image { imageView.image = state.image }
            // Frames a layout pass does not write (views outside Auto Layout, and the
            // pins of views translating their autoresizing mask) go back by hand.
            if view.frame != state.frame { view.frame = state.frame }
            // Drawn content goes back to undrawn, as in a new window: the restore's layout
            // pass draws each view again (`draw(_:)`) from its restored state.
            view.drawnContent = nil
            view.needsDisplay = true
            window.displayQueue.append(view)
        }

        /// The run loop as recorded (a new window's: nothing pending, nothing down).
        func resetRunLoop() {
            window.animator = Animator()
            window.displayQueue.removeAll()
            window.active.removeAll()
            window.lifted.removeAll()
            // The log goes back at the end of `restore()`, after what putting views back logs.
            window.now = now
            window.stepCount = stepCount
            window.currentStep = nil
        }
    }
}
