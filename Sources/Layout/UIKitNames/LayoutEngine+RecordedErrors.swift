extension LayoutEngine {
    /// Records an operation refused without a throw (by the UIKit-named API or a builder).
    public func record(_ error: LayoutError) { recordedErrors.append(error) }

    /// Forgets the recorded refusals (`recordedErrors`).
    public func clearRecordedErrors() { recordedErrors.removeAll() }
}
