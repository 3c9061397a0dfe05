import Layout

/// A named fault: a defect a property must catch. A control's fault is a variant of the
/// control its scene builds (`FaultVariant`); an engine fault is switched on in the
/// window's layout engine (`layoutFault`). The fault catalogue proves the properties
/// have teeth by catching every one of them.
public struct Fault: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name on the command line and in reports, e.g. "lockClampLoweredTo499".
    public let rawValue: String
    /// The control it belongs to ("LayoutEngine" for the engine's).
    public let control: String
    /// Whether the control's own (seed) code has this defect, otherwise it is planted.
    public let isSeedDefect: Bool
    /// The layout engine's fault, for engine faults.
    public let layoutFault: LayoutFault?
    /// One line on what is wrong.
    public let summary: String
    /// The most steps its shrunk counterexample may have: 3 for a fault one drag (or
    /// tap, or swipe) shows, 6 by default.
    public let stepLimit: Int

    /// A fault.
    public init(_ name: String, control: String, seedDefect: Bool = false, layoutFault: LayoutFault? = nil, stepLimit: Int = 6,
                summary: String = "") {
        self.stepLimit = stepLimit
        rawValue = name
        self.control = control
        isSeedDefect = seedDefect
        self.layoutFault = layoutFault
        self.summary = summary
    }

    /// The name.
    public var description: String { rawValue }

    /// Faults are one by name.
    public static func == (lhs: Fault, rhs: Fault) -> Bool { lhs.rawValue == rhs.rawValue }
    /// By name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    /// By name.
    public static func < (lhs: Fault, rhs: Fault) -> Bool { lhs.rawValue < rhs.rawValue }
}
