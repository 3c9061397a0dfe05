extension View {
    /// How strongly the view resists growing beyond its intrinsic size on `axis`
    /// (default 250, `defaultLow`).
    public func contentHuggingPriority(for axis: Axis) -> Priority {
        huggingPriorities[axis] ?? .defaultLow
    }

    /// Sets the hugging priority; allowed at any time, as in UIKit. A priority outside
    /// 1...1000 is refused: the old one stays and `layoutErrors` records why.
    public func setContentHuggingPriority(_ priority: Priority, for axis: Axis) {
        guard priority.isValid else {
            layoutErrors.append(.invalidPriority(priority))
            return
        }
        huggingPriorities[axis] = priority
        node?.engine?.contentPriorityDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`
    /// (default 750, `defaultHigh`).
    public func contentCompressionResistancePriority(for axis: Axis) -> Priority {
        compressionPriorities[axis] ?? .defaultHigh
    }

    /// Sets the compression-resistance priority. A priority outside 1...1000 is refused:
    /// the old one stays and `layoutErrors` records why.
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: Axis) {
        guard priority.isValid else {
            layoutErrors.append(.invalidPriority(priority))
            return
        }
        compressionPriorities[axis] = priority
        node?.engine?.contentPriorityDidChange(self)
    }

    /// Re-reads `intrinsicContentSize` (setting the property already does this).
    public func invalidateIntrinsicContentSize() {
        node?.engine?.contentSizeDidChange(self)
    }
}
