import Generators

/// One piece of a script before it is laid out in time: a finger's gesture, a clock
/// advance, or an environment step. Generators draw pieces one at a time (a list, each
/// piece a span), so shrinking deletes whole gestures, then moves inside them.
public enum ScriptPiece: Hashable, Sendable {
    /// A finger gesture.
    case finger(FingerGesture)
    /// `advance dt`.
    case advance(Double)
    /// An environment step (resize, remove, disable, mode, priority, ...).
    case environment(Step)
}

/// A finger's gesture: down (or, if the finger is already down, a move to the start),
/// moves, then up, cancel, or nothing (the finger stays down, so a second finger can
/// come and go while it is held).
public struct FingerGesture: Hashable, Sendable {
    /// How the gesture ends.
    public enum End: Hashable, Sendable {
        /// The finger lifts.
        case up
        /// The system cancels the touch.
        case cancel
        /// The finger stays down (a later gesture of this finger continues it).
        case hold
    }
    /// One move: where, after how long, and whether it is a `stationary` report.
    public struct Move: Hashable, Sendable {
        /// Where the finger goes (window coordinates).
        public var to: ScriptPoint
        /// Seconds after the previous step.
        public var delay: Double
        /// A move.
        public init(to: ScriptPoint, delay: Double) {
            self.to = to
            self.delay = delay
        }
    }
    /// The finger (0 is the first).
    public var finger: Int
    /// Where the gesture starts (window coordinates).
    public var start: ScriptPoint
    /// Delay before the down.
    public var delay: Double
    /// The moves, in order.
    public var moves: [Move]
    /// How it ends.
    public var end: End
    /// Delay between the last move and the end.
    public var endDelay: Double

    /// A gesture.
    public init(finger: Int = 0, start: ScriptPoint, delay: Double = 0, moves: [Move], end: End, endDelay: Double) {
        self.finger = finger
        self.start = start
        self.delay = delay
        self.moves = moves
        self.end = end
        self.endDelay = endDelay
    }
}

extension TouchScript {
    /// Lays pieces out in time. Well-formed by construction, whatever shrinking deleted:
    /// a gesture of a finger that is already down starts with a move instead of a down,
    /// and a finger is only lifted when it is down.
    public init(pieces: [ScriptPiece]) {
        var steps: [Step] = []
        var time = 0.0
        var down: [Int: ScriptPoint] = [:]
        for piece in pieces {
            switch piece {
            case .advance(let dt):
                time += dt
                steps.append(.advance(dt))
            case .environment(let step):
                steps.append(step)
            case .finger(let g):
                time += g.delay
                if down[g.finger] == nil {
                    steps.append(.down(finger: g.finger, x: g.start.x, y: g.start.y, time: time, taps: 1))
                } else {
                    steps.append(.move(finger: g.finger, x: g.start.x, y: g.start.y, time: time))
                }
                var at = g.start
                for move in g.moves {
                    time += move.delay
                    steps.append(move.to == at ? .stay(finger: g.finger, x: at.x, y: at.y, time: time)
                                               : .move(finger: g.finger, x: move.to.x, y: move.to.y, time: time))
                    at = move.to
                }
                switch g.end {
                case .up:
                    time += g.endDelay
                    steps.append(.up(finger: g.finger, x: at.x, y: at.y, time: time))
                    down[g.finger] = nil
                case .cancel:
                    time += g.endDelay
                    steps.append(.cancel(finger: g.finger, x: at.x, y: at.y, time: time))
                    down[g.finger] = nil
                case .hold:
                    down[g.finger] = at
                }
            }
        }
        self.init(steps)
    }
}

/// Gesture generators: taps, drags along paths, swipes and pans (straight strokes),
/// second fingers, each ending with up, cancel or a held finger.
public enum Gestures {
    /// Finger 0 mostly (the simplest), finger 1 sometimes (a second finger).
    public static let finger: Gen<Int> = .frequency((9, .constant(0)), (1, .constant(1)))

    /// Finger 0 nearly always: for gestures a second finger would make fail.
    public static let mostlyOneFinger: Gen<Int> = .frequency((19, .constant(0)), (1, .constant(1)))

    /// Up nearly always.
    public static let mostlyUp: Gen<FingerGesture.End> = .frequency((16, .constant(.up)), (1, .constant(.cancel)), (1, .constant(.hold)))

    /// Up mostly, sometimes cancel, sometimes held down.
    public static let end: Gen<FingerGesture.End> = .frequency((6, .constant(.up)), (1, .constant(.cancel)), (1, .constant(.hold)))

    /// A tap at a point: down, then up in place after a delay.
    public static func tap(at point: Gen<ScriptPoint>) -> Gen<ScriptPiece> {
        zip(finger, point, Timing.delay, Timing.delay).map { f, p, delay, hold in
            .finger(FingerGesture(finger: f, start: p, delay: delay, moves: [], end: .up, endDelay: hold))
        }
    }

    /// A drag along a path: down at `start`, up to `maxMoves` moves to points of `path`.
    public static func drag(from start: Gen<ScriptPoint>, along path: Gen<ScriptPoint>, maxMoves: Int = 4,
                            ends: Gen<FingerGesture.End> = end) -> Gen<ScriptPiece> {
        let move = zip(path, Timing.delay).map { FingerGesture.Move(to: $0, delay: $1) }
        return zip(finger, start, Timing.delay, Gen.array(of: move, length: 0...max(0, maxMoves)), ends, Timing.delay).map { f, p, delay, moves, end, endDelay in
            .finger(FingerGesture(finger: f, start: p, delay: delay, moves: moves, end: end, endDelay: endDelay))
        }
    }

    /// A straight stroke: from `start` by (`dx`, `dy`) in 1...3 equal moves with short
    /// delays, then up. With `dx` around ±50 it is a swipe; with `dy` it is a pan.
    public static func stroke(from start: Gen<ScriptPoint>, dx: Gen<Double>, dy: Gen<Double>,
                              delay: Gen<Double> = Timing.short, fingers: Gen<Int> = finger,
                              ends: Gen<FingerGesture.End> = end) -> Gen<ScriptPiece> {
        zip(fingers, start, dx, dy, Gen.int(in: 1...3), delay, delay, ends).map { f, p, dx, dy, n, step, endDelay, end in
            let moves = (1...n).map { k in
                FingerGesture.Move(to: ScriptPoint(p.x + dx * Double(k) / Double(n), p.y + dy * Double(k) / Double(n)), delay: step)
            }
            return .finger(FingerGesture(finger: f, start: p, delay: 0, moves: moves, end: end, endDelay: endDelay))
        }
    }

    /// A signed distance biased to `thresholds` (and their negatives), shrinking to 0.
    public static func distance(upTo limit: Double, thresholds: [Double]) -> Gen<Double> {
        .double(in: -limit...limit, boundaries: thresholds + thresholds.map { -$0 })
    }

    /// A signed distance mostly at or beyond `threshold` (a swipe's 50 pt, a pan's
    /// segment), sometimes anything up to `limit`; direction by a coin, so shrinking
    /// keeps the magnitude near the threshold.
    public static func directed(threshold: Double, upTo limit: Double) -> Gen<Double> {
        let magnitude: Gen<Double> = .frequency(
            (3, .double(in: threshold * 0.8...limit, shrinkingToward: threshold, boundaries: [threshold])),
            (1, .double(in: 0...limit, boundaries: [threshold])))
        return zip(Gen.bool, magnitude).map { $0 ? -$1 : $1 }
    }

    /// A clock advance piece.
    public static let advance: Gen<ScriptPiece> = Timing.advance.map { .advance($0) }
}
