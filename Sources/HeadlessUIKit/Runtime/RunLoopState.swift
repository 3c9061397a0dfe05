import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread-specific slot of this thread's `RunLoopState` (a POSIX key: a lookup costs
/// nanoseconds, where Foundation's thread dictionary costs about half a microsecond, and
/// every touch step and animate call looks it up). The destructor releases a thread's
/// state when the thread ends.
private let runLoopStateKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in releaseRunLoopState(pointer) }
    return key
}()

/// The key's destructor (the pointer is optional on Linux, not on Darwin).
private func releaseRunLoopState(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<RunLoopState>.fromOpaque(pointer).release()
}

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

    /// The contexts of the `draw(_:)` calls running now, innermost last; nil until the
    /// call asks for it (`UIGraphicsGetCurrentContext()`), so a view that draws nothing
    /// costs no context.
    var drawingContexts: [CGContext?] = []

    /// This thread's state.
    static var current: RunLoopState {
        if let pointer = pthread_getspecific(runLoopStateKey) {
            return Unmanaged<RunLoopState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = RunLoopState()
        pthread_setspecific(runLoopStateKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// How many `UIView.animate` blocks run now on any thread: while none does, noting a
    /// touched view costs one atomic load instead of a thread-specific lookup.
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
