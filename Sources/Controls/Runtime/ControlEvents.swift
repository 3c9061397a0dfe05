/// `UIControl.Event`, with UIKit's bit values (so logs read like UIKit's).
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // Values as UIKit's `UIControl.Event` bits.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    private static let names: [(ControlEvents, String)] = [
        (.touchDown, "TouchDown"), (.touchDownRepeat, "TouchDownRepeat"),
        (.touchDragInside, "DragInside"), (.touchDragOutside, "DragOutside"),
        (.touchDragEnter, "DragEnter"), (.touchDragExit, "DragExit"),
        (.touchUpInside, "TouchUpInside"), (.touchUpOutside, "TouchUpOutside"),
        (.touchCancel, "TouchCancel"), (.valueChanged, "ValueChanged"),
    ]

    public var description: String {
        let parts = Self.names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "ControlEvents(\(rawValue))" : parts.joined(separator: "|")
    }
}

/// One entry of a runtime log: a control event sent, a tracking call with its result, or
/// a gesture recognizer's state change. The harness writes invariants over these.
public struct LogEntry: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// `sendActions(for:)` was called with these events.
        case sent(ControlEvents)
        /// `beginTracking` returned this.
        case beginTracking(Bool)
        /// `continueTracking` returned this.
        case continueTracking(Bool)
        case endTracking
        /// `cancelTracking(with:)`; `hadEvent` is false for a removal from the window.
        case cancelTracking(hadEvent: Bool)
        /// A gesture recognizer entered this state.
        case gesture(GestureState)
    }

    /// Virtual-clock time.
    public let time: Double
    /// Index of the touch step being dispatched, nil between steps (clock ticks).
    public let step: Int?
    /// `debugName` of the control or recognizer.
    public let source: String
    /// `ObjectIdentifier` of the control or recognizer, to tell equal names apart.
    public let sourceID: ObjectIdentifier
    public let kind: Kind

    public var description: String {
        let what: String
        switch kind {
        case .sent(let events): what = "\(events)"
        case .beginTracking(let result): what = "beginTracking -> \(result)"
        case .continueTracking(let result): what = "continueTracking -> \(result)"
        case .endTracking: what = "endTracking"
        case .cancelTracking(let hadEvent): what = "cancelTracking(with: \(hadEvent ? "event" : "nil"))"
        case .gesture(let state): what = "gesture \(state)"
        }
        return "t=\(time)\(step.map { " step \($0)" } ?? "") \(source): \(what)"
    }

    /// The events, when this entry is a `sent`.
    public var events: ControlEvents? {
        if case .sent(let events) = kind { return events }
        return nil
    }
}
