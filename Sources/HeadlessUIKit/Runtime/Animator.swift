import Foundation

/// Animations on a window's virtual clock: model values change at once, the animator
/// keeps what is needed to compute presentation values, and completions run when the
/// clock passes their end (never inside `animate`). Frame animations are additive;
/// alpha and background-colour animations replace the previous one of the same view,
/// whose group then completes with false.
final class Animator {
    struct FrameAnimation {
        weak var view: UIView?
        let from: CGRect
        let to: CGRect
        let committed: Double
        let start: Double
        let duration: Double
        let group: Int?
        let allowsInteraction: Bool
        let curve: AnimationCurve
        var end: Double { start + duration }
    }

    /// A replacing (non-additive) property.
    enum Key: Hashable { case alpha, backgroundColor }

    struct ValueAnimation {
        weak var view: UIView?
        let key: Key
        let from: [Double]
        let to: [Double]
        let committed: Double
        let start: Double
        let duration: Double
        let group: Int?
        let allowsInteraction: Bool
        let curve: AnimationCurve
        /// Time another animation of the same property replaced this one.
        var replacedAt: Double?
        var end: Double { replacedAt ?? (start + duration) }
    }

    struct Group {
        let id: Int
        var due: Double
        var finished: Bool
        let completion: ((Bool) -> Void)?
    }

    /// What a view looked like before a block ran (the replacing properties as on screen).
    struct Snapshot {
        let view: UIView
        let frame: CGRect
        let alpha: Double
        let color: UIColor?

        func value(_ key: Key) -> [Double] {
            switch key {
            case .alpha: return [alpha]
            case .backgroundColor: return Animator.components(color)
            }
        }
    }

    private(set) var frames: [FrameAnimation] = []
    private(set) var values: [ValueAnimation] = []
    private var groups: [Group] = []
    private var nextGroup = 0

    /// The time of the earliest pending completion.
    var nextDue: Double? { groups.map(\.due).min() }
    var pendingCompletions: Int { groups.count }

    // MARK: UIView.animate

    /// The static `UIView.animate`: runs the block, noting (through the views' setters
    /// and layout calls) each window it touches, snapshotted just before its first change;
    /// then gives each such window the animations of what changed in it. The completion
    /// goes to the first window where something changed, else the first window the block
    /// touched, else the window dispatching the current event; with none of these there is
    /// no run loop to wait for, and it runs at once with true.
    static func run(duration: Double, delay: Double, options: UIView.AnimationOptions,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        let state = RunLoopState.current
        let transaction = state.run(animations)
        var owner: UIWindow?
        var ownerGroup = 0
        var ownerAnimated = false
        for (window, snapshot) in transaction.snapshots {
            let id = window.animator.allocateGroup()
            let animated = window.animator.record(snapshot, group: id, now: window.now, duration: duration,
                                                  delay: max(delay, 0), options: options)
            if animated, owner == nil {
                owner = window
                ownerGroup = id
                ownerAnimated = true
            }
        }
        if owner == nil, let fallback = transaction.snapshots.first?.window ?? state.dispatching.last {
            owner = fallback
            ownerGroup = fallback.animator.allocateGroup()
        }
        guard let owner else {
            completion?(true)
            return
        }
        let due = ownerAnimated ? owner.now + max(delay, 0) + duration : owner.now
        owner.animator.groups.append(Group(id: ownerGroup, due: due, finished: true, completion: completion))
    }

    func allocateGroup() -> Int {
        defer { nextGroup += 1 }
        return nextGroup
    }

    func snapshot(_ window: UIWindow) -> [Snapshot] {
        let now = window.now
        return window.subtree.map { view in
            Snapshot(view: view, frame: view.frame, alpha: presentationAlpha(of: view, at: now),
                     color: presentationColor(of: view, at: now))
        }
    }

    /// A colour's components; none is transparent black.
    static func components(_ color: UIColor?) -> [Double] {
        let color = color ?? .clear
        return [color.red, color.green, color.blue, color.alphaComponent]
    }

    static func modelValue(_ key: Key, of view: UIView) -> [Double] {
        switch key {
        case .alpha: return [Double(view.alpha)]
        case .backgroundColor: return components(view.backgroundColor)
        }
    }

    /// Whether `view`'s model value of `key` differs from the snapshot's.
    static func changed(_ key: Key, of view: UIView, since entry: Snapshot) -> Bool {
        switch key {
        case .alpha: return Double(view.alpha) != entry.alpha
        case .backgroundColor: return view.backgroundColor != entry.color && modelValue(key, of: view) != entry.value(key)
        }
    }

    /// Records the animations of what changed since `snapshot`; true if any.
    func record(_ snapshot: [Snapshot], group id: Int, now: Double, duration: Double, delay: Double,
                options: UIView.AnimationOptions) -> Bool {
        guard duration > 0 else { return false }
        let allows = options.contains(.allowUserInteraction)
        let curve = options.curve
        let start = now + delay
        var animated = false
        for entry in snapshot {
            let view = entry.view
            if view.frame != entry.frame {
                frames.append(FrameAnimation(view: view, from: entry.frame, to: view.frame, committed: now, start: start,
                                             duration: duration, group: id, allowsInteraction: allows, curve: curve))
                animated = true
            }
            for key in [Key.alpha, .backgroundColor] where Self.changed(key, of: view, since: entry) {
                let target = Self.modelValue(key, of: view)
                let from = entry.value(key)
                // Replacing: the running animation of this property stops now.
                for index in values.indices where values[index].view === view && values[index].key == key
                    && values[index].replacedAt == nil && values[index].start + values[index].duration > now {
                    values[index].replacedAt = now
                    if let group = values[index].group { interrupt(group: group, at: now) }
                }
                values.append(ValueAnimation(view: view, key: key, from: from, to: target, committed: now, start: start,
                                             duration: duration, group: id, allowsInteraction: allows, curve: curve))
                animated = true
            }
        }
        return animated
    }

    /// An animation of `group` was removed: the group completes with false once nothing
    /// else of it is running (at the next tick at the earliest).
    private func interrupt(group id: Int, at now: Double) {
        guard let index = groups.firstIndex(where: { $0.id == id }) else { return }
        groups[index].finished = false
        let stillRunning = frames.contains { $0.group == id && $0.end > now }
            || values.contains { $0.group == id && $0.end > now }
        if !stillRunning { groups[index].due = now }
    }

    /// Removes the running animations of the views in `views` (a view leaving its window,
    /// `layer.removeAllAnimations()`): presentation values snap to the model, and each
    /// group that loses an animation completes with false once nothing else of it runs.
    func removeAnimations(of views: Set<ObjectIdentifier>, at now: Double) {
        func leaving(_ view: UIView?) -> Bool { view.map { views.contains(ObjectIdentifier($0)) } ?? false }
        var interrupted: Set<Int> = []
        frames.removeAll { animation in
            guard leaving(animation.view), animation.end > now else { return false }
            if let group = animation.group { interrupted.insert(group) }
            return true
        }
        values.removeAll { animation in
            guard leaving(animation.view), animation.end > now else { return false }
            if let group = animation.group { interrupted.insert(group) }
            return true
        }
        for group in interrupted.sorted() { interrupt(group: group, at: now) }
    }

    /// Removes and returns the earliest completion due at or before `time`.
    func popDue(upTo time: Double) -> Group? {
        var best: Int?
        for index in groups.indices where groups[index].due <= time {
            if let current = best {
                if groups[index].due < groups[current].due { best = index }
            } else {
                best = index
            }
        }
        guard let best else { return nil }
        return groups.remove(at: best)
    }

    // MARK: Queries

    /// Whether `view` or an ancestor is being animated without `.allowUserInteraction`.
    func blocksInteraction(_ view: UIView, at time: Double) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if frames.contains(where: { $0.view === candidate && !$0.allowsInteraction && $0.committed <= time && time < $0.end })
                || values.contains(where: { $0.view === candidate && !$0.allowsInteraction && $0.committed <= time && time < $0.end }) {
                return true
            }
            current = candidate.superview
        }
        return false
    }

    /// Whether `view` itself has an animation running at `time`.
    func isAnimating(_ view: UIView, at time: Double) -> Bool {
        frames.contains { $0.view === view && $0.committed <= time && time < $0.end }
            || values.contains { $0.view === view && $0.committed <= time && time < $0.end }
    }

    /// The model frame minus what the running additive animations have not yet covered.
    func presentationFrame(of view: UIView, at time: Double) -> CGRect {
        var frame = view.frame
        for animation in frames where animation.view === view && animation.committed <= time && time < animation.end {
            let remaining = 1 - animation.curve((time - animation.start) / animation.duration)
            frame = CGRect(x: frame.origin.x - (animation.to.origin.x - animation.from.origin.x) * remaining,
                           y: frame.origin.y - (animation.to.origin.y - animation.from.origin.y) * remaining,
                           width: frame.size.width - (animation.to.size.width - animation.from.size.width) * remaining,
                           height: frame.size.height - (animation.to.size.height - animation.from.size.height) * remaining)
        }
        return frame
    }

    /// A replacing property on screen: the latest animation of it running at `time`,
    /// else the model.
    func presentationValue(_ key: Key, of view: UIView, at time: Double) -> [Double] {
        let running = values.last { $0.view === view && $0.key == key && $0.committed <= time && time < $0.end }
        guard let running else { return Self.modelValue(key, of: view) }
        let progress = running.curve((time - running.start) / running.duration)
        return zip(running.from, running.to).map { from, to in from + (to - from) * progress }
    }

    func presentationAlpha(of view: UIView, at time: Double) -> Double {
        presentationValue(.alpha, of: view, at: time)[0]
    }

    func presentationColor(of view: UIView, at time: Double) -> UIColor? {
        guard values.contains(where: { $0.view === view && $0.key == .backgroundColor && $0.committed <= time && time < $0.end })
        else { return view.backgroundColor }
        let v = presentationValue(.backgroundColor, of: view, at: time)
        return UIColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
}
