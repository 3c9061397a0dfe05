import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One harness check at a time: the machine has 2 cores, and the other core is for the rest of the suite.
private let harnessSlots = DispatchSemaphore(value: 1)

/// Runs `work` on a thread of its own, one at a time, and awaits it.
///
/// Harness checks are long and synchronous; run on the cooperative pool they would
/// hold its few threads and starve the engine's async tests (whose time-based health
/// check used to fail then; it is now off unless configured). Off the pool, the pool
/// stays free.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            lowerThisThreadsPriority()
            harnessSlots.wait()
            let result = work()
            harnessSlots.signal()
            continuation.resume(returning: result)
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// Nice 19 for the calling thread (on Linux the nice value is per thread, and `who = 0`
/// means the calling thread), so
/// that the engine's own timing-sensitive tests win the CPU whenever they need it.
private func lowerThisThreadsPriority() {
    #if os(Linux)
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
    #endif
}
