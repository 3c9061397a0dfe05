#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// The part of `UserDefaults` the seed uses, in memory: a key-value store that outlives
/// the views built from it. `UserDefaults` itself would persist between runs (and
/// between tests running at once), so the layout takes this store instead.
public final class SettingsStore {
    private var values: [String: Bool] = [:]
    /// How many times `synchronize()` was called (the seed calls it on every switch).
    public private(set) var synchronizations = 0

    /// An empty store.
    public init() {}

    /// The stored value, nil when never set.
    public func bool(forKey key: String) -> Bool? { values[key] }
    /// Stores `value` under `key`.
    public func set(_ value: Bool, forKey key: String) { values[key] = value }
    /// The seed calls this after every set; counted, otherwise a no-op.
    public func synchronize() { synchronizations += 1 }
}
