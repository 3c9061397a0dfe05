import Foundation
import Synchronization

/// What stands in for UIKit's single main run loop, for the static `UIView.animate`: the
/// animation blocks running now (each with a snapshot of every window it touched, taken
/// just before the first change in that window) and the windows dispatching an event.
/// Both only exist during synchronous calls (a block, a dispatch), so keeping them per
/// thread is exact, even for tests that run in parallel or hop threads between calls.
final class RunLoopState {
    /// One `UIView.animate` block being run.
    final class Transaction {
        /// The windows the block touched, in the order first touched, with what they looked
        /// like before.
        var snapshots: [(window: UIWindow, views: [Animator.Snapshot])] = []

        func willTouch(_ view: UIView) {
            guard let window = view.window, !snapshots.contains(where: { $0.window === window }) else { return }
            snapshots.append((window, window.animator.snapshot(window)))
        }
    }

    private var transactions: [Transaction] = []
    /// Windows dispatching an event or running their clock, innermost last.
    private(set) var dispatching: [UIWindow] = []

    private static let key = "HeadlessUIKit.RunLoopState"

    /// This thread's state.
    static var current: RunLoopState {
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[key] as? RunLoopState { return state }
        let state = RunLoopState()
        dictionary[key] = state
        return state
    }

    /// How many `UIView.animate` blocks run now on any thread: while none does, noting a
    /// touched view costs one atomic load instead of a thread-dictionary lookup.
    private static let blocksRunning = Atomic<Int>(0)

    /// Called before `view` changes an animatable property or lays out: inside an
    /// `animate` block, snapshots `view`'s window (once per block) before the change.
    static func willTouch(_ view: UIView) {
        guard blocksRunning.load(ordering: .relaxed) > 0 else { return }
        for transaction in current.transactions { transaction.willTouch(view) }
    }

    /// Runs an animation block and returns what it touched.
    func run(_ body: () -> Void) -> Transaction {
        let transaction = Transaction()
        transactions.append(transaction)
        Self.blocksRunning.add(1, ordering: .relaxed)
        body()
        Self.blocksRunning.subtract(1, ordering: .relaxed)
        transactions.removeLast()
        return transaction
    }

    /// Runs `body` with `window` as the dispatching window.
    func dispatch<T, E: Error>(_ window: UIWindow, _ body: () throws(E) -> T) throws(E) -> T {
        dispatching.append(window)
        defer { dispatching.removeLast() }
        return try body()
    }
}
