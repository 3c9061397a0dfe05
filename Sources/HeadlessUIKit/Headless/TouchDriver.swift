import Foundation

extension Headless {
    /// Touch input for a window: each step is validated (a well-formed finger is began,
    /// then moved or stationary any number of times, then exactly one of ended or
    /// cancelled), moves the clock to its timestamp (running the completions it passes),
    /// goes to the recognizers of the hit view and its ancestors and then to the view
    /// (UIKit's hit-testing and gesture rules), and ends with a layout pass.
    public struct TouchDriver {
        /// The window touched.
        public let window: UIWindow

        /// The driver of `window`.
        public init(_ window: UIWindow) { self.window = window }

        /// Validates and dispatches one step. A refused step changes nothing.
        public func send(_ step: TouchStep) throws(TouchError) { try window.send(step) }

        /// Sends each step in order; stops at the first refused step and throws its error.
        public func send(_ steps: [TouchStep]) throws(TouchError) {
            for step in steps { try window.send(step) }
        }

        /// The fingers currently down, in increasing order.
        public var touchesDown: [Int] { window.active.keys.sorted() }

        /// How many steps were accepted or refused so far (the next step's index).
        public var stepCount: Int { window.stepCount }

        /// The view a touch at `point` (window coordinates) would go to; nil for none.
        public func hitView(at point: CGPoint) -> UIView? { window.hitView(at: point, event: nil) }

        /// A finger to drive by hand (`finger(0).down(at: p)`).
        public func finger(_ number: Int = 0) -> Finger { Finger(window: window, number: number) }
    }

    /// One finger of a `TouchDriver`, at the window's current time unless told otherwise.
    public struct Finger {
        let window: UIWindow
        /// The finger number.
        public let number: Int

        /// Puts the finger down at `point` (window coordinates).
        public func down(at point: CGPoint, time: Double? = nil, tapCount: Int = 1) throws(TouchError) {
            try window.send(TouchStep(touch: number, phase: .began, location: point, timestamp: time ?? window.now,
                                      tapCount: tapCount))
        }

        /// Moves the finger to `point`.
        public func move(to point: CGPoint, time: Double? = nil) throws(TouchError) {
            try window.send(TouchStep(touch: number, phase: .moved, location: point, timestamp: time ?? window.now))
        }

        /// Lifts the finger at `point`.
        public func up(at point: CGPoint, time: Double? = nil) throws(TouchError) {
            try window.send(TouchStep(touch: number, phase: .ended, location: point, timestamp: time ?? window.now))
        }

        /// The system cancels the finger's touch at `point`.
        public func cancel(at point: CGPoint, time: Double? = nil) throws(TouchError) {
            try window.send(TouchStep(touch: number, phase: .cancelled, location: point, timestamp: time ?? window.now))
        }
    }
}
