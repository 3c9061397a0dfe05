/// Planted defects of the layout engine, off unless a test switches them on
/// (`LayoutEngine.injectedFaults`). They exist so that the property harness can prove it
/// catches engine bugs as well as control bugs; nothing in the engine's normal use sets them.
public enum LayoutFault: String, CaseIterable, Hashable, Sendable {
    /// A priority change on an installed constraint is recorded on the constraint but
    /// never reaches the solver: the layout keeps solving with the old priority.
    case priorityEditIgnored
    /// A constant change on an installed constraint never reaches the solver: the layout
    /// keeps the old constant (a stale incremental edit).
    case constantEditIgnored
    /// A priority change between required and optional is refused with UIKit's error
    /// (the constraint keeps its priority), but the solver takes the new priority anyway.
    case refusedPriorityApplied
}
