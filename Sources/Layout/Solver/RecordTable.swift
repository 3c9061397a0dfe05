/// Installed constraints by handle id: a dense array (handles are small, increasing
/// integers), so the hot paths (`suggestValue`, `updateConstant`) index instead of hash.
struct RecordTable: Sendable {
    private var slots: [ConstraintRecord?] = []
    private(set) var count = 0

    subscript(id: Int) -> ConstraintRecord? {
        get { id >= 0 && id < slots.count ? slots[id] : nil }
        set {
            guard id >= 0 else { return }
            if id >= slots.count { slots.append(contentsOf: repeatElement(nil, count: id - slots.count + 1)) }
            count += (newValue != nil ? 1 : 0) - (slots[id] != nil ? 1 : 0)
            slots[id] = newValue
        }
    }

    @discardableResult
    mutating func removeValue(forKey id: Int) -> ConstraintRecord? {
        let old = self[id]
        self[id] = nil
        return old
    }

    /// Sets a record's expression constant in place.
    mutating func setConstant(_ constant: Double, id: Int) {
        slots[id]?.constraint.expression.constant = constant
    }

    /// Every record with its id, in id order.
    var entries: [(key: Int, value: ConstraintRecord)] {
        slots.indices.compactMap { id in slots[id].map { (key: id, value: $0) } }
    }

    mutating func removeAll() {
        slots.removeAll()
        count = 0
    }
}
