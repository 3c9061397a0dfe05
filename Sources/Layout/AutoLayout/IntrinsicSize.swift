extension View {
    /// How strongly the view resists growing beyond its intrinsic size on `axis`
    /// (default 250, `defaultLow`).
    public func contentHuggingPriority(for axis: Axis) -> Priority {
        huggingPriorities[axis] ?? .defaultLow
    }

    /// Sets the hugging priority (clamped to 1...1000); allowed at any time, as in UIKit.
    public func setContentHuggingPriority(_ priority: Priority, for axis: Axis) {
        huggingPriorities[axis] = clamp(priority)
        node?.engine?.contentPriorityDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`
    /// (default 750, `defaultHigh`).
    public func contentCompressionResistancePriority(for axis: Axis) -> Priority {
        compressionPriorities[axis] ?? .defaultHigh
    }

    /// Sets the compression-resistance priority (clamped to 1...1000).
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: Axis) {
        compressionPriorities[axis] = clamp(priority)
        node?.engine?.contentPriorityDidChange(self)
    }

    /// Re-reads `intrinsicContentSize` (setting the property already does this).
    public func invalidateIntrinsicContentSize() {
        node?.engine?.contentSizeDidChange(self)
    }

    private func clamp(_ priority: Priority) -> Priority {
        Priority(min(max(priority.rawValue, 1), 1000))
    }
}
