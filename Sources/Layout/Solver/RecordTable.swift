/// Installed constraints by handle id: a dense array (handles are small, increasing
/// integers), so the hot paths (`suggestValue`, `updateConstant`) index instead of hash.
/// Presence is kept in a separate bit array, so inserting a record never copies the
/// slot's old value just to ask whether there was one.
struct RecordTable: Sendable {
    private var slots: [ConstraintRecord?] = []
    private var present: [Bool] = []
    private(set) var count = 0

    subscript(id: Int) -> ConstraintRecord? {
        get { id >= 0 && id < slots.count ? slots[id] : nil }
        set {
            guard id >= 0 else { return }
            if id == slots.count, let record = newValue {
                // The common case, a new handle: one append each, no old value to read.
                slots.append(record)
                present.append(true)
                count += 1
                return
            }
            while id >= slots.count {
                slots.append(nil)
                present.append(false)
            }
            count += (newValue != nil ? 1 : 0) - (present[id] ? 1 : 0)
            present[id] = newValue != nil
            slots[id] = newValue
        }
    }

    /// Stores a new record (`id` not yet present), moved in: a new handle is the next id,
    /// so this is one append each, without copying the record.
    mutating func insertNew(_ record: consuming ConstraintRecord, id: Int) {
        if id == slots.count {
            slots.append(Optional(consume record))
            present.append(true)
            count += 1
        } else {
            self[id] = Optional(consume record)
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
        slots.indices.compactMap { id in present[id] ? slots[id].map { (key: id, value: $0) } : nil }
    }

    mutating func removeAll() {
        slots.removeAll()
        present.removeAll()
        count = 0
    }
}
