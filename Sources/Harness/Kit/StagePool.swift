import Foundation
import HeadlessUIKit
import Synchronization

/// Built stages waiting to be reset and reused, by setup and faults: the runner takes
/// one before a case and parks it again after. Shared by every thread running the
/// properties (the fuzz loop's workers, parallel tests); a stage taken out belongs to the
/// taker alone until it is parked again, so a stage is never used on two threads at once.
///
/// At most `capacity` stages wait; parking one more drops the one parked longest ago
/// (a rarely drawn setup does not pin memory, and the common ones stay).
final class StagePool<Setup: SceneSetup, Control: UIView>: Sendable {
    /// A parked stage with its key.
    private struct Parked: @unchecked Sendable {
        // safe: a parked stage is reachable only through the pool's mutex, and `take`
        // removes it before handing it out, so one thread at a time holds it.
        let setup: Setup
        let faults: Set<Fault>
        let stage: Stage<Control>
    }

    /// How many stages may wait.
    let capacity: Int
    private let parked = Mutex<[Parked]>([])

    /// An empty pool holding up to `capacity` stages.
    init(capacity: Int = 32) { self.capacity = capacity }

    /// Takes out the stage parked most recently for `setup` and `faults`, if any.
    func take(_ setup: Setup, faults: Set<Fault>) -> Stage<Control>? {
        let found: Parked? = parked.withLock { list in
            guard let index = list.lastIndex(where: { $0.setup == setup && $0.faults == faults }) else { return nil }
            return list.remove(at: index)
        }
        return found?.stage
    }

    /// Parks `stage`, built for `setup` and `faults`.
    func park(_ stage: Stage<Control>, setup: Setup, faults: Set<Fault>) {
        let entry = Parked(setup: setup, faults: faults, stage: stage)
        let capacity = self.capacity
        let dropped: Parked? = parked.withLock { list in
            list.append(entry)
            return list.count > capacity ? list.removeFirst() : nil
        }
        // The dropped stage's tree is freed here, outside the lock.
        _ = dropped
    }

    /// The number of stages waiting.
    var count: Int { parked.withLock { $0.count } }
}
