/// One step of a replay as it was drawn: what the step was, the events it caused, the
/// state after it, and the window drawn from model and from presentation values, with
/// every finger's path so far. A replay page shows one frame at a time.
///
/// Frames are plain values (strings and numbers), so a page is built from them without
/// touching the control runtime.
public struct ReplayFrame: Hashable, Sendable {
    /// 0 for the scene as built (before any step), then the step's number from 1.
    public var index: Int
    /// The step, printed as a script prints it; nil for the scene as built.
    public var step: String?
    /// The virtual clock after the step, in seconds.
    public var time: Double
    /// The control events and recogniser states the step caused, in order
    /// (e.g. `lock TouchDown`, `pan began`).
    public var events: [String]
    /// The state line the property prints after the step.
    public var state: String
    /// The window drawn from model values (what the invariants check): an SVG fragment in
    /// window coordinates, without the enclosing `<svg>` element.
    public var model: String
    /// The window drawn from presentation values (what was on screen), or nil when that is
    /// the same drawing as `model` (no animation in flight).
    public var presentation: String?
    /// What the drawing covers in window coordinates: the window and every view frame.
    public var bounds: Box
    /// Every finger's path up to and including this step.
    public var paths: [FingerPath]
    /// The finger this step moved, when it is a finger step.
    public var touch: Touch?
    /// Whether the control under test is in the window after this step.
    public var controlInWindow: Bool
    /// The control's frame in window coordinates (model values), when it is in the window.
    public var controlFrame: Box?

    /// A frame.
    public init(index: Int, step: String?, time: Double, events: [String], state: String, model: String,
                presentation: String?, bounds: Box, paths: [FingerPath], touch: Touch?, controlInWindow: Bool,
                controlFrame: Box? = nil) {
        self.index = index
        self.step = step
        self.time = time
        self.events = events
        self.state = state
        self.model = model
        self.presentation = presentation
        self.bounds = bounds
        self.paths = paths
        self.touch = touch
        self.controlInWindow = controlInWindow
        self.controlFrame = controlFrame
    }

    /// An axis-aligned box in window coordinates.
    public struct Box: Hashable, Sendable {
        /// The left edge.
        public var minX: Double
        /// The top edge.
        public var minY: Double
        /// The right edge.
        public var maxX: Double
        /// The bottom edge.
        public var maxY: Double

        /// The box from `minX` to `maxX` and `minY` to `maxY`.
        public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        /// The smallest box holding both.
        public func union(_ other: Box) -> Box {
            Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }

        /// `maxX - minX`.
        public var width: Double { maxX - minX }
        /// `maxY - minY`.
        public var height: Double { maxY - minY }
    }

    /// One finger's gesture: where it went down (at which step) and where it moved since.
    public struct FingerPath: Hashable, Sendable {
        /// The finger's number in the script.
        public var finger: Int
        /// The step that put it down.
        public var step: Int
        /// Its positions, one per finger step, in window coordinates.
        public var points: [Point2]
        /// Whether the finger has lifted or been cancelled since.
        public var ended: Bool

        /// A path.
        public init(finger: Int, step: Int, points: [Point2], ended: Bool) {
            self.finger = finger
            self.step = step
            self.points = points
            self.ended = ended
        }
    }

    /// A point in window coordinates.
    public struct Point2: Hashable, Sendable {
        /// Horizontal, in points from the window's left edge.
        public var x: Double
        /// Vertical, in points from the window's top edge.
        public var y: Double

        /// The point (x, y).
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The finger a step moved and how.
    public struct Touch: Hashable, Sendable {
        /// What the finger did.
        public enum Phase: String, Hashable, Sendable {
            /// Touched down.
            case down
            /// Moved.
            case move
            /// Reported no movement.
            case stay
            /// Lifted.
            case up
            /// Was cancelled by the system.
            case cancel
        }
        /// The finger's number in the script.
        public var finger: Int
        /// What it did.
        public var phase: Phase
        /// Where, in window coordinates.
        public var at: Point2

        /// A touch.
        public init(finger: Int, phase: Phase, at: Point2) {
            self.finger = finger
            self.phase = phase
            self.at = at
        }
    }
}

extension Step {
    /// The finger, its phase and its place, for finger steps (what a frame marks).
    var frameTouch: ReplayFrame.Touch? {
        switch self {
        case let .down(f, x, y, _, _): ReplayFrame.Touch(finger: f, phase: .down, at: .init(x: x, y: y))
        case let .move(f, x, y, _): ReplayFrame.Touch(finger: f, phase: .move, at: .init(x: x, y: y))
        case let .stay(f, x, y, _): ReplayFrame.Touch(finger: f, phase: .stay, at: .init(x: x, y: y))
        case let .up(f, x, y, _): ReplayFrame.Touch(finger: f, phase: .up, at: .init(x: x, y: y))
        case let .cancel(f, x, y, _): ReplayFrame.Touch(finger: f, phase: .cancel, at: .init(x: x, y: y))
        default: nil
        }
    }
}
