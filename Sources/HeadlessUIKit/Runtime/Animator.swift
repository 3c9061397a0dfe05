import Foundation

/// Animations on a window's virtual clock: model values change at once, the animator
/// keeps what is needed to compute presentation values, and completions run when the
/// clock passes their end (never inside `animate`). Frame animations are additive;
/// alpha and background-colour animations replace the previous one of the same view,
/// whose group then completes with false.
///
/// Every animation recorded stays (a presentation query may ask about any past time),
/// but the clock's own work looks only at the live ones, those ending after the time
/// the animator last retired up to (`retire(upTo:)`, called as the clock moves): a
/// control that re-animates from each completion costs the same per round on its
/// 10,000th round as on its first.
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
        /// Removed before its end (`removeAnimations`): as if it never ran.
        var removed = false
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
        /// Removed before its end (`removeAnimations`): as if it never ran.
        var removed = false
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

    /// Every frame animation recorded, in order (removed ones flagged).
    private(set) var frames: [FrameAnimation] = []
    /// Every replacing animation recorded, in order (removed ones flagged).
    private(set) var values: [ValueAnimation] = []
    /// Indices into `frames` of the animations not removed that end after `retired`, ascending.
    private var liveFrames: [Int] = []
    /// Indices into `values` of the animations not removed that end after `retired`, ascending.
    private var liveValues: [Int] = []
    /// Every animation that ends at or before this time is out of the live lists; never
    /// after the window's clock, so a query at the clock's time or later needs only them.
    private var retired = -Double.infinity
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
                liveFrames.append(frames.count)
                frames.append(FrameAnimation(view: view, from: entry.frame, to: view.frame, committed: now, start: start,
                                             duration: duration, group: id, allowsInteraction: allows, curve: curve))
                animated = true
            }
            for key in [Key.alpha, .backgroundColor] where Self.changed(key, of: view, since: entry) {
                let target = Self.modelValue(key, of: view)
                let from = entry.value(key)
                // Replacing: the running animation of this property stops now (one that
                // ends after now is live: `retired` is never after the clock).
                for index in liveValues where values[index].view === view && values[index].key == key
                    && values[index].replacedAt == nil && values[index].start + values[index].duration > now {
                    values[index].replacedAt = now
                    if let group = values[index].group { interrupt(group: group, at: now) }
                }
                liveValues.append(values.count)
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
        let stillRunning = liveFrames.contains { frames[$0].group == id && frames[$0].end > now }
            || liveValues.contains { values[$0].group == id && values[$0].end > now }
        if !stillRunning { groups[index].due = now }
    }

    /// Removes the running animations of the views in `views` (a view leaving its window,
    /// `layer.removeAllAnimations()`): presentation values snap to the model, and each
    /// group that loses an animation completes with false once nothing else of it runs.
    func removeAnimations(of views: Set<ObjectIdentifier>, at now: Double) {
        func leaving(_ view: UIView?) -> Bool { view.map { views.contains(ObjectIdentifier($0)) } ?? false }
        var interrupted: Set<Int> = []
        liveFrames.removeAll { index in
            guard leaving(frames[index].view), frames[index].end > now else { return false }
            frames[index].removed = true
            if let group = frames[index].group { interrupted.insert(group) }
            return true
        }
        liveValues.removeAll { index in
            guard leaving(values[index].view), values[index].end > now else { return false }
            values[index].removed = true
            if let group = values[index].group { interrupted.insert(group) }
            return true
        }
        for group in interrupted.sorted() { interrupt(group: group, at: now) }
    }

    /// The clock reached `time`: the animations ending at or before it leave the live
    /// lists (they stay in the history for queries about the past). O(live animations).
    func retire(upTo time: Double) {
        guard time > retired else { return }
        retired = time
        liveFrames.removeAll { frames[$0].end <= time }
        liveValues.removeAll { values[$0].end <= time }
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

    /// The frame animations a query at `time` must look at, in recording order: the live
    /// ones when `time` is not before `retired`, else every one not removed.
    private func frameIndices(at time: Double) -> [Int] {
        time >= retired ? liveFrames : frames.indices.filter { !frames[$0].removed }
    }

    /// The replacing animations a query at `time` must look at (as `frameIndices`).
    private func valueIndices(at time: Double) -> [Int] {
        time >= retired ? liveValues : values.indices.filter { !values[$0].removed }
    }

    private func frameRuns(_ index: Int, _ view: UIView, at time: Double) -> Bool {
        frames[index].view === view && frames[index].committed <= time && time < frames[index].end
    }

    private func valueRuns(_ index: Int, _ view: UIView, at time: Double) -> Bool {
        values[index].view === view && values[index].committed <= time && time < values[index].end
    }

    /// Whether `view` or an ancestor is being animated without `.allowUserInteraction`.
    func blocksInteraction(_ view: UIView, at time: Double) -> Bool {
        var current: UIView? = view
        let frameIndices = frameIndices(at: time)
        let valueIndices = valueIndices(at: time)
        while let candidate = current {
            if frameIndices.contains(where: { !frames[$0].allowsInteraction && frameRuns($0, candidate, at: time) })
                || valueIndices.contains(where: { !values[$0].allowsInteraction && valueRuns($0, candidate, at: time) }) {
                return true
            }
            current = candidate.superview
        }
        return false
    }

    /// Whether `view` itself has an animation running at `time`.
    func isAnimating(_ view: UIView, at time: Double) -> Bool {
        frameIndices(at: time).contains { frameRuns($0, view, at: time) }
            || valueIndices(at: time).contains { valueRuns($0, view, at: time) }
    }

    /// The model frame minus what the running additive animations have not yet covered.
    func presentationFrame(of view: UIView, at time: Double) -> CGRect {
        var frame = view.frame
        for index in frameIndices(at: time) where frameRuns(index, view, at: time) {
            let animation = frames[index]
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
        let latest = valueIndices(at: time).last { values[$0].key == key && valueRuns($0, view, at: time) }
        guard let latest else { return Self.modelValue(key, of: view) }
        let running = values[latest]
        let progress = running.curve((time - running.start) / running.duration)
        return zip(running.from, running.to).map { from, to in from + (to - from) * progress }
    }

    func presentationAlpha(of view: UIView, at time: Double) -> Double {
        presentationValue(.alpha, of: view, at: time)[0]
    }

    func presentationColor(of view: UIView, at time: Double) -> UIColor? {
        guard valueIndices(at: time).contains(where: { values[$0].key == .backgroundColor && valueRuns($0, view, at: time) })
        else { return view.backgroundColor }
        let v = presentationValue(.backgroundColor, of: view, at: time)
        return UIColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
}
