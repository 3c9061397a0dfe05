import Foundation
import Synchronization

/// The windows alive on this thread, and the one dispatching an event: what the static
/// `UIView.animate` uses in place of UIKit's single main run loop to find the views a
/// block changes and the clock its completion waits for. Per thread, because tests run
/// in parallel, each building its own windows on its own thread.
final class WindowRegistry {
    private struct Entry {
        weak var window: UIWindow?
    }
    private var entries: [Entry] = []
    /// Windows dispatching an event or running their clock, innermost last.
    private(set) var dispatching: [UIWindow] = []

    private static let key = "HeadlessUIKit.WindowRegistry"

    /// This thread's registry.
    static var current: WindowRegistry {
        let dictionary = Thread.current.threadDictionary
        if let registry = dictionary[key] as? WindowRegistry { return registry }
        let registry = WindowRegistry()
        dictionary[key] = registry
        return registry
    }

    func register(_ window: UIWindow) {
        entries.removeAll { $0.window == nil }
        entries.append(Entry(window: window))
    }

    /// The live windows, oldest first.
    var windows: [UIWindow] {
        entries.removeAll { $0.window == nil }
        return entries.compactMap(\.window)
    }

    /// Views touched (an animatable property set, a layout pass asked for) by the
    /// `UIView.animate` blocks running now, innermost block last.
    private var touchedStack: [[UIView]] = []

    /// How many `UIView.animate` blocks run now on any thread: while none does, noting a
    /// touched view costs one atomic load instead of a thread-dictionary lookup.
    private static let blocksRunning = Atomic<Int>(0)

    /// Notes that a block being animated touched `view` (nothing outside `animate`).
    static func noteTouched(_ view: UIView) {
        guard blocksRunning.load(ordering: .relaxed) > 0 else { return }
        let registry = current
        guard !registry.touchedStack.isEmpty else { return }
        registry.touchedStack[registry.touchedStack.count - 1].append(view)
    }

    /// Runs an animation block, returning the views it touched.
    func collectingTouched(_ body: () -> Void) -> [UIView] {
        touchedStack.append([])
        Self.blocksRunning.add(1, ordering: .relaxed)
        body()
        Self.blocksRunning.subtract(1, ordering: .relaxed)
        let touched = touchedStack.removeLast()
        if !touchedStack.isEmpty { touchedStack[touchedStack.count - 1] += touched }
        return touched
    }

    /// Runs `body` with `window` as the dispatching window.
    func dispatch<T, E: Error>(_ window: UIWindow, _ body: () throws(E) -> T) throws(E) -> T {
        dispatching.append(window)
        defer { dispatching.removeLast() }
        return try body()
    }
}
