/// The model of `NSUserDefaults`: a persistent key-value store that outlives the views
/// built from it. Deterministic (no files, no iteration-order dependence).
public final class SettingsStore {
    private var values: [String: Bool] = [:]
    /// How many times `synchronize()` was called (the seed calls it on every switch).
    public private(set) var synchronizations = 0

    public init() {}

    public func bool(forKey key: String) -> Bool? { values[key] }
    public func set(_ value: Bool, forKey key: String) { values[key] = value }
    public func synchronize() { synchronizations += 1 }
}
