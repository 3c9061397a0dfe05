extension Headless {
    /// One entry of a window's runtime log: a control event sent, a tracking call with its
    /// result, or a gesture recognizer's state change. The harness writes invariants over
    /// these.
    public struct LogEntry: Hashable, Sendable, CustomStringConvertible {
        /// What happened.
        public enum Kind: Hashable, Sendable {
            /// `sendActions(for:)` (or UIControl's own tracking) sent these events.
            case sent(UIControl.Event)
            /// `beginTracking` returned this.
            case beginTracking(Bool)
            /// `continueTracking` returned this.
            case continueTracking(Bool)
            /// `endTracking` ran.
            case endTracking
            /// `cancelTracking(with:)`; `hadEvent` is false for a removal from the window.
            case cancelTracking(hadEvent: Bool)
            /// A gesture recognizer entered this state.
            case gesture(UIGestureRecognizer.State)
        }

        /// Virtual-clock time.
        public let time: Double
        /// Index of the touch step being dispatched, nil between steps (clock ticks).
        public let step: Int?
        /// The control's accessibility identifier (else its type), or the recognizer's name.
        public let source: String
        /// `ObjectIdentifier` of the control or recognizer, to tell equal names apart.
        public let sourceID: ObjectIdentifier
        /// What happened.
        public let kind: Kind

        public var description: String {
            let what: String
            switch kind {
            case .sent(let events): what = "\(events)"
            case .beginTracking(let result): what = "beginTracking -> \(result)"
            case .continueTracking(let result): what = "continueTracking -> \(result)"
            case .endTracking: what = "endTracking"
            case .cancelTracking(let hadEvent): what = "cancelTracking(with: \(hadEvent ? "event" : "nil"))"
            case .gesture(let state): what = "gesture \(state.name)"
            }
            return "t=\(time)\(step.map { " step \($0)" } ?? "") \(source): \(what)"
        }

        /// The events, when this entry is a `sent`.
        public var events: UIControl.Event? {
            if case .sent(let events) = kind { return events }
            return nil
        }
    }
}

extension UIGestureRecognizer.State {
    /// `possible`, `began`, …: the state's name in logs.
    var name: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
