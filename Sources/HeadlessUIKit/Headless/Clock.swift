extension Headless {
    /// A window's virtual clock. It moves only when told: `advance(by:)`, `settle()`, or
    /// a touch step's timestamp. Completions run as the clock passes their end, each
    /// followed by a layout pass.
    public struct Clock {
        /// The window whose clock this is.
        public let window: UIWindow

        /// The clock of `window`.
        public init(_ window: UIWindow) { self.window = window }

        /// The time, in seconds.
        public var now: Double { window.now }

        /// Completions still waiting for the clock.
        public var pendingCompletions: Int { window.animator.pendingCompletions }

        /// Moves the clock forward, running the completions it passes in time order (each
        /// followed by a layout pass), then a layout pass. `advance(by: 0)` is one tick.
        /// Throws `ClockError.invalidAdvance` (changing nothing) for a negative or
        /// non-finite amount.
        public func advance(by amount: Double) throws(ClockError) {
            try window.advance(by: amount)
        }

        /// Runs the clock to the last pending completion (completions may start new
        /// animations; at most 10,000 rounds, so one that always re-animates cannot hang).
        public func settle() { window.settle() }
    }
}
