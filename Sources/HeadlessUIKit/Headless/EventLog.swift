extension Headless {
    /// A window's runtime log: every control event, tracking call and recognizer state
    /// change, in order.
    public struct EventLog {
        /// The window logged.
        public let window: UIWindow

        /// The log of `window`.
        public init(_ window: UIWindow) { self.window = window }

        /// Every entry, oldest first.
        public var entries: [LogEntry] { window.log }

        /// The entries of `control` or a recognizer (by identity).
        public func entries(of source: AnyObject) -> [LogEntry] {
            window.log.filter { $0.sourceID == ObjectIdentifier(source) }
        }

        /// The events sent by `control`, in order.
        public func events(of control: UIControl) -> [UIControl.Event] {
            entries(of: control).compactMap(\.events)
        }

        /// Clears the log.
        public func clear() { window.log.removeAll() }
    }
}
