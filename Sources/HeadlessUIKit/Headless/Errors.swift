extension Headless {
    /// Why a window refused a touch step. Each case names the step (its index among the
    /// steps this window was sent, from 0) and says what to send instead. A refused step
    /// changes nothing: no clock move, no dispatch.
    public enum TouchError: Error, Hashable, Sendable, CustomStringConvertible {
        /// A `moved`, `stationary`, `ended` or `cancelled` for a finger that is not down.
        case touchNotDown(step: Int, touch: Int, phase: UITouch.Phase)
        /// A second `ended`/`cancelled` (or a later move) for a finger that already lifted.
        case touchAlreadyEnded(step: Int, touch: Int, phase: UITouch.Phase)
        /// A `began` for a finger that is already down.
        case touchAlreadyDown(step: Int, touch: Int)
        /// A NaN or infinite coordinate.
        case nonFiniteLocation(step: Int, touch: Int)
        /// A NaN or infinite timestamp.
        case nonFiniteTimestamp(step: Int, touch: Int)
        /// A timestamp earlier than the clock.
        case timestampWentBackwards(step: Int, touch: Int, timestamp: Double, clock: Double)
        /// A tap count below 1.
        case invalidTapCount(step: Int, touch: Int, tapCount: Int)

        public var description: String {
            switch self {
            case let .touchNotDown(step, touch, phase):
                return "step \(step): touch \(touch) \(phase.name) before it began; send a began for touch \(touch) first"
            case let .touchAlreadyEnded(step, touch, phase):
                return "step \(step): touch \(touch) \(phase.name) after it already ended or was cancelled; a finger ends once, start a new one with began"
            case let .touchAlreadyDown(step, touch):
                return "step \(step): touch \(touch) began while already down; end or cancel it first, or use another touch number"
            case let .nonFiniteLocation(step, touch):
                return "step \(step): touch \(touch) has a NaN or infinite coordinate; locations must be finite"
            case let .nonFiniteTimestamp(step, touch):
                return "step \(step): touch \(touch) has a NaN or infinite timestamp; timestamps must be finite"
            case let .timestampWentBackwards(step, touch, timestamp, clock):
                return "step \(step): touch \(touch) at t=\(timestamp) is earlier than the clock (t=\(clock)); timestamps must not decrease"
            case let .invalidTapCount(step, touch, tapCount):
                return "step \(step): touch \(touch) has tap count \(tapCount); it must be at least 1"
            }
        }
    }

    /// Why the virtual clock refused to move. A refused move changes nothing.
    public enum ClockError: Error, Hashable, Sendable, CustomStringConvertible {
        /// `advance(by:)` with a negative or non-finite amount.
        case invalidAdvance(amount: Double)

        public var description: String {
            switch self {
            case let .invalidAdvance(amount):
                return "the clock cannot advance by \(amount); pass a finite amount >= 0"
            }
        }
    }
}
