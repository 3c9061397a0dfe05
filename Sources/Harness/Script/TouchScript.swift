import Foundation

/// One step of a touch script: a finger event, a clock advance, or a change to the
/// control's environment. Times are absolute virtual-clock seconds, so a script reads
/// like the runtime's own log.
public enum Step: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A finger touches down at window point (x, y) at `time`.
    case down(finger: Int, x: Double, y: Double, time: Double, taps: Int)
    /// A finger that is down moves to (x, y).
    case move(finger: Int, x: Double, y: Double, time: Double)
    /// A finger that is down reports no movement.
    case stay(finger: Int, x: Double, y: Double, time: Double)
    /// A finger lifts at (x, y).
    case up(finger: Int, x: Double, y: Double, time: Double)
    /// The system cancels a finger (an incoming call, a gesture elsewhere).
    case cancel(finger: Int, x: Double, y: Double, time: Double)
    /// The clock moves forward, running the completions it passes.
    case advance(Double)
    /// The container (window, or the control's frame for frame-based controls) gets a new size.
    case resize(width: Double, height: Double)
    /// The control is removed from its window.
    case removeFromWindow
    /// The control, removed earlier, is added back to its window (and placed as at the
    /// start).
    case addToWindow
    /// `isEnabled = false`.
    case disable
    /// `isEnabled = true`.
    case enable
    /// The control's mode is set programmatically (the split layout's `enableMode`).
    case setMode(Bool)
    /// A new instance is built from the settings store (the split layout's relaunch).
    case relaunch
    /// `setNeedsLayout` then a layout pass, as a rotation or a sibling's change would cause.
    case layoutPass
    /// A constraint's priority is changed (named as `PrioritySets` names them).
    case setPriority(constraint: String, value: Int)
    /// A constraint's constant is changed.
    case setConstant(constraint: String, value: Double)

    /// Whether this is a finger event (as opposed to an environment step).
    public var isTouch: Bool {
        switch self {
        case .down, .move, .stay, .up, .cancel: true
        default: false
        }
    }

    /// The finger of a finger event.
    public var finger: Int? {
        switch self {
        case .down(let f, _, _, _, _), .move(let f, _, _, _), .stay(let f, _, _, _), .up(let f, _, _, _), .cancel(let f, _, _, _): f
        default: nil
        }
    }

    /// The location of a finger event.
    public var location: (x: Double, y: Double)? {
        switch self {
        case .down(_, let x, let y, _, _), .move(_, let x, let y, _), .stay(_, let x, let y, _), .up(_, let x, let y, _),
             .cancel(_, let x, let y, _): (x, y)
        default: nil
        }
    }

    /// One short line, e.g. `down #0 (120, 80) @0.00`.
    public var description: String {
        func at(_ f: Int, _ x: Double, _ y: Double, _ t: Double) -> String { "#\(f) (\(short(x)), \(short(y))) @\(clock(t))" }
        switch self {
        case let .down(f, x, y, t, taps): return "down " + at(f, x, y, t) + (taps > 1 ? " taps \(taps)" : "")
        case let .move(f, x, y, t): return "move " + at(f, x, y, t)
        case let .stay(f, x, y, t): return "stay " + at(f, x, y, t)
        case let .up(f, x, y, t): return "up " + at(f, x, y, t)
        case let .cancel(f, x, y, t): return "cancel " + at(f, x, y, t)
        case .advance(let dt): return "advance \(short(dt))"
        case let .resize(w, h): return "resize \(short(w))x\(short(h))"
        case .removeFromWindow: return "remove from window"
        case .addToWindow: return "add back to window"
        case .disable: return "disable"
        case .enable: return "enable"
        case .setMode(let on): return "mode \(on ? "on" : "off")"
        case .relaunch: return "relaunch from store"
        case .layoutPass: return "layout pass"
        case let .setPriority(name, value): return "priority \(name) = \(value)"
        case let .setConstant(name, value): return "constant \(name) = \(short(value))"
        }
    }
}

/// A serialisable, readable sequence of steps: what a failure shows.
public struct TouchScript: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The steps, in order.
    public var steps: [Step]

    /// A script of `steps`.
    public init(_ steps: [Step] = []) { self.steps = steps }

    /// Number of steps (what the fault catalogue's "shrunk small" limits count).
    public var count: Int { steps.count }

    /// One step per line.
    public var description: String { steps.map(\.description).joined(separator: "\n") }
}

/// A number as short as it can be printed without lying: integers bare, two decimals
/// when that is exact, else every digit (a threshold's neighbour must not print as the
/// threshold itself).
public func short(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let two = (value * 100).rounded() / 100
    if two == value { return String(format: "%.2f", value) }
    return "\(value)"
}

/// A clock time: always two decimals unless that would hide digits.
public func clock(_ value: Double) -> String {
    let two = (value * 100).rounded() / 100
    return two == value ? String(format: "%.2f", value) : "\(value)"
}
