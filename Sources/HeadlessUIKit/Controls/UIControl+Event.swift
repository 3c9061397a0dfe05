import Foundation
import Synchronization

extension UIControl {
    /// `UIControl.Event`, with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated finger down (tapCount >= 2).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A move inside the slop area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A move outside the slop area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A move back into the slop area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A move out of the slop area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A lift inside the slop area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A lift outside the slop area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// Tracking was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (sent by the control itself).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The primary action (sent by the control itself).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        private static let names: [(Event, String)] = [
            (.touchDown, "TouchDown"), (.touchDownRepeat, "TouchDownRepeat"),
            (.touchDragInside, "DragInside"), (.touchDragOutside, "DragOutside"),
            (.touchDragEnter, "DragEnter"), (.touchDragExit, "DragExit"),
            (.touchUpInside, "TouchUpInside"), (.touchUpOutside, "TouchUpOutside"),
            (.touchCancel, "TouchCancel"), (.valueChanged, "ValueChanged"),
            (.primaryActionTriggered, "PrimaryActionTriggered"),
        ]

        /// `TouchDown|TouchDownRepeat`: the events' names, as the logs print them.
        public var description: String {
            let parts = Self.names.filter { contains($0.0) }.map(\.1)
            return parts.isEmpty ? "Event(\(rawValue))" : parts.joined(separator: "|")
        }
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// How many actions were made without an identifier (their identifiers' numbers).
private let actionCount = Atomic<Int>(0)

/// UIKit's `UIAction`: a handler that a control calls for the events it is added for
/// (`addAction(_:for:)`); `sender` is the control while the handler runs.
public final class UIAction {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (unused by controls; kept for menus).
    public let title: String
    /// The identifier: a control holds at most one action per identifier.
    public let identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control calling the handler (nil outside a call).
    public internal(set) var sender: Any?

    /// An action; without an identifier it gets a unique one.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        // A process-wide count, not a UUID: Foundation's UUID reads /dev/urandom (a system
        // call per action, several per scene built).
        self.identifier = identifier ?? Identifier("UIAction-\(actionCount.add(1, ordering: .relaxed).newValue)")
        self.handler = handler
    }
}
