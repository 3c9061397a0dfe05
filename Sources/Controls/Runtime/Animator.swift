import Foundation
import Layout

/// `UIView.AnimationOptions` (the part the runtime models).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Views being animated still receive touches.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 0)
}

/// Animations on the virtual clock: model values change at once, the animator keeps what
/// is needed to compute presentation values, and completions run when the clock passes
/// their end (never inside `animate`). Frame animations are additive; alpha animations
/// replace the previous one on the same view, whose group then completes with false.
final class Animator {
    struct FrameAnimation {
        weak var view: View?
        let from: Rect
        let to: Rect
        let start: Double
        let duration: Double
        let group: Int
        let allowsInteraction: Bool
        var end: Double { start + duration }
    }

    struct AlphaAnimation {
        weak var view: TouchView?
        let from: Double
        let to: Double
        let start: Double
        let duration: Double
        let group: Int
        let allowsInteraction: Bool
        /// Time another alpha animation replaced this one.
        var replacedAt: Double?
        var end: Double { replacedAt ?? (start + duration) }
    }

    struct Group {
        let id: Int
        var due: Double
        var finished: Bool
        let completion: ((Bool) -> Void)?
    }

    private(set) var frames: [FrameAnimation] = []
    private(set) var alphas: [AlphaAnimation] = []
    private var groups: [Group] = []
    private var nextGroup = 0

    /// The time of the earliest pending completion.
    var nextDue: Double? { groups.map(\.due).min() }
    var pendingCompletions: Int { groups.count }

    /// Runs `animations` (model changes happen now) and records what changed.
    func animate(in window: Window, duration: Double, options: AnimationOptions,
                 animations: () -> Void, completion: ((Bool) -> Void)?) {
        let views = window.subtree
        let beforeFrames = views.map { ($0, $0.frame) }
        let beforeAlpha = views.compactMap { view -> (TouchView, Double)? in
            guard let touchView = view as? TouchView else { return nil }
            return (touchView, presentationAlpha(of: touchView, at: window.now))
        }
        animations()
        let now = window.now
        let id = nextGroup
        nextGroup += 1
        var group = Group(id: id, due: now, finished: true, completion: completion)
        guard duration > 0 else {
            groups.append(group)
            return
        }
        let allows = options.contains(.allowUserInteraction)
        var animatedSomething = false
        for (view, before) in beforeFrames where view.frame != before {
            frames.append(FrameAnimation(view: view, from: before, to: view.frame, start: now, duration: duration,
                                         group: id, allowsInteraction: allows))
            animatedSomething = true
        }
        for (view, before) in beforeAlpha where view.alpha != before {
            // Replacing: the running alpha animation of this view stops now.
            for index in alphas.indices where alphas[index].view === view && alphas[index].replacedAt == nil
                && alphas[index].start + alphas[index].duration > now {
                alphas[index].replacedAt = now
                interrupt(group: alphas[index].group, at: now)
            }
            alphas.append(AlphaAnimation(view: view, from: before, to: view.alpha, start: now, duration: duration,
                                         group: id, allowsInteraction: allows))
            animatedSomething = true
        }
        if animatedSomething { group.due = now + duration }
        groups.append(group)
    }

    /// An animation of `group` was removed: the group completes with false once nothing
    /// else of it is running (at the next tick at the earliest).
    private func interrupt(group id: Int, at now: Double) {
        guard let index = groups.firstIndex(where: { $0.id == id }) else { return }
        groups[index].finished = false
        let stillRunning = frames.contains { $0.group == id && $0.end > now }
            || alphas.contains { $0.group == id && $0.end > now }
        if !stillRunning { groups[index].due = now }
    }

    /// Removes the running animations of the views in `views` (a view leaving its
    /// window): presentation values snap to the model, and each group that loses an
    /// animation completes with false once nothing else of it runs.
    func removeAnimations(of views: Set<ObjectIdentifier>, at now: Double) {
        func leaving(_ view: View?) -> Bool { view.map { views.contains(ObjectIdentifier($0)) } ?? false }
        var interrupted: Set<Int> = []
        frames.removeAll { animation in
            guard leaving(animation.view), animation.end > now else { return false }
            interrupted.insert(animation.group)
            return true
        }
        alphas.removeAll { animation in
            guard leaving(animation.view), animation.end > now else { return false }
            interrupted.insert(animation.group)
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

    /// Whether `view` or an ancestor is being animated without `.allowUserInteraction`.
    func blocksInteraction(_ view: View, at time: Double) -> Bool {
        var current: View? = view
        while let candidate = current {
            if frames.contains(where: { $0.view === candidate && !$0.allowsInteraction && $0.start <= time && time < $0.end })
                || alphas.contains(where: { $0.view === candidate && !$0.allowsInteraction && $0.start <= time && time < $0.end }) {
                return true
            }
            current = candidate.superview
        }
        return false
    }

    /// Whether `view` itself has an animation running at `time`.
    func isAnimating(_ view: View, at time: Double) -> Bool {
        frames.contains { $0.view === view && $0.start <= time && time < $0.end }
            || alphas.contains { $0.view === view && $0.start <= time && time < $0.end }
    }

    /// Ease-in-ease-out, UIKit's default curve.
    static func curve(_ progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        return 0.5 - cos(p * Double.pi) / 2
    }

    /// The model frame minus what the running additive animations have not yet covered.
    func presentationFrame(of view: View, at time: Double) -> Rect {
        var frame = view.frame
        for animation in frames where animation.view === view && animation.start <= time && time < animation.end {
            let remaining = 1 - Self.curve((time - animation.start) / animation.duration)
            frame = Rect(x: frame.minX - (animation.to.minX - animation.from.minX) * remaining,
                         y: frame.minY - (animation.to.minY - animation.from.minY) * remaining,
                         width: frame.width - (animation.to.width - animation.from.width) * remaining,
                         height: frame.height - (animation.to.height - animation.from.height) * remaining)
        }
        return frame
    }

    /// The alpha on screen: the latest alpha animation running at `time`, else the model.
    func presentationAlpha(of view: TouchView, at time: Double) -> Double {
        let running = alphas.last { $0.view === view && $0.start <= time && time < $0.end }
        guard let running else { return view.alpha }
        return running.from + (running.to - running.from) * Self.curve((time - running.start) / running.duration)
    }
}
