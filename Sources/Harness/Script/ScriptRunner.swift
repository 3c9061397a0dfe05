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

/// Collects a replay for people: each step with the control events it caused and the
/// state after it.
final class Tracer {
    var lines: [String] = []
    weak var window: Window?
    private var mark = 0
    /// The window to draw at the end (kept strongly: the trace outlives the scene).
    var keep: Window?

    func attach(_ window: Window) {
        self.window = window
        keep = window
        mark = window.log.count
    }

    func record(_ index: Int, _ step: Step, state: String) {
        lines.append("\(index + 1). \(step)")
        if let window {
            let entries = window.log[min(mark, window.log.count)...].compactMap { entry -> String? in
                guard let events = entry.events else {
                    if case .gesture(let state) = entry.kind { return "\(entry.source) \(state)" }
                    return nil
                }
                return "\(entry.source) \(events)"
            }
            mark = window.log.count
            if !entries.isEmpty { lines.append("   events: " + entries.joined(separator: ", ")) }
        }
        if !state.isEmpty { lines.append("   " + state) }
    }

    func svg() -> String {
        guard let window = keep else { return "" }
        return SVGRenderer(values: .presentation, time: window.now).render(window)
    }
}

/// Runs `body` with a tracer and turns its outcome into a `ReplayTrace`.
func replayTrace(_ body: (Tracer) throws -> Void) -> ReplayTrace {
    let tracer = Tracer()
    var failure: String?
    do { try body(tracer) } catch { failure = "\(error)" }
    return ReplayTrace(lines: tracer.lines, failure: failure, svg: tracer.svg())
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
