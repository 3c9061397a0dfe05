import Foundation
import Controls
import Generators
import Layout

/// Applies a script's finger steps to a window. The runtime refuses malformed input
/// with a `TouchError`; a generated script is well-formed by construction, but a
/// shrink candidate can still break it, so a refusal makes the case invalid (`assume`)
/// rather than a failure of the control.
public enum ScriptRunner {
    /// Sends a finger step; environment steps are the caller's (each scene has its own).
    public static func send(_ step: Step, to window: Window) throws {
        let touch: TouchStep
        switch step {
        case let .down(f, x, y, t, taps): touch = TouchStep(touch: f, phase: .began, location: Point(x: x, y: y), timestamp: t, tapCount: taps)
        case let .move(f, x, y, t): touch = .moved(x, y, at: t, touch: f)
        case let .stay(f, x, y, t): touch = .stationary(x, y, at: t, touch: f)
        case let .up(f, x, y, t): touch = .ended(x, y, at: t, touch: f)
        case let .cancel(f, x, y, t): touch = .cancelled(x, y, at: t, touch: f)
        case .advance(let dt):
            do { try window.advance(by: dt) } catch { try assume(false) }
            return
        default:
            return
        }
        do { try window.send(touch) } catch { try assume(false) }
    }
}

extension Step {
    /// The finger and its position, for finger steps.
    var fingerPosition: (Int, Point)? {
        switch self {
        case let .down(f, x, y, _, _), let .move(f, x, y, _), let .stay(f, x, y, _), let .up(f, x, y, _), let .cancel(f, x, y, _):
            (f, Point(x: x, y: y))
        default: nil
        }
    }

    /// Whether the step puts a finger down (starting a new path).
    var startsFinger: Bool { if case .down = self { true } else { false } }
}

/// A frame, short.
func show(_ r: Rect) -> String { "(\(short(r.minX)), \(short(r.minY)), \(short(r.width)), \(short(r.height)))" }

/// Approximate equality for geometry computed two ways.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance * max(1, abs(a), abs(b)) }

extension Window {
    /// Switches the layout-engine faults among `faults` on in this window's engine (the
    /// controls' own faults are passed to their initialisers instead).
    func inject(_ faults: Set<Fault>) {
        let engineFaults = Set(faults.compactMap(\.layoutFault))
        if !engineFaults.isEmpty { layoutEngine.injectedFaults = engineFaults }
    }
}
