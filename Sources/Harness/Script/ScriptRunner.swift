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

    /// Each finger's positions so far (window coordinates), for the picture.
    private var paths: [(finger: Int, points: [Point])] = []

    func record(_ index: Int, _ step: Step, state: String) {
        lines.append("\(index + 1). \(step)")
        if let (finger, point) = step.fingerPosition {
            if let last = paths.lastIndex(where: { $0.finger == finger }), !step.startsFinger {
                paths[last].points.append(point)
            } else {
                paths.append((finger, [point]))
            }
        }
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

    /// A failure message without its trailing `(file:line)`, to fit a picture.
    static func withoutLocation(_ message: String) -> String {
        guard message.hasSuffix(")"), let open = message.range(of: " (", options: .backwards) else { return message }
        return String(message[..<open.lowerBound])
    }

    /// The control as drawn at the last step, with each finger's path on top (a dot per
    /// step, a ring where it went down) and the broken invariant as a red caption.
    func svg(failure: String?) -> String {
        guard let window = keep else { return "" }
        var svg = SVGRenderer(values: .presentation, time: window.now).render(window)
        var overlay = "  <g id=\"touch-path\" fill=\"none\" stroke=\"#ff6a00\" stroke-width=\"2\">\n"
        for (_, points) in paths {
            let coordinates = points.map { "\(short($0.x)),\(short($0.y))" }.joined(separator: " ")
            overlay += "    <polyline points=\"\(coordinates)\"/>\n"
            if let first = points.first { overlay += "    <circle cx=\"\(short(first.x))\" cy=\"\(short(first.y))\" r=\"7\"/>\n" }
            for point in points { overlay += "    <circle cx=\"\(short(point.x))\" cy=\"\(short(point.y))\" r=\"2.5\" fill=\"#ff6a00\"/>\n" }
        }
        overlay += "  </g>\n"
        if let failure {
            overlay += "  <text id=\"broken-invariant\" x=\"6\" y=\"16\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#d00000\">"
                + SVGRenderer.escapeXML(Self.withoutLocation(failure)) + "</text>\n"
        }
        if let end = svg.range(of: "</svg>", options: .backwards) { svg.insert(contentsOf: overlay, at: end.lowerBound) }
        return svg
    }
}

/// Runs `body` with a tracer and turns its outcome into a `ReplayTrace`.
func replayTrace(_ body: (Tracer) throws -> Void) -> ReplayTrace {
    let tracer = Tracer()
    var failure: String?
    do { try body(tracer) } catch { failure = "\(error)" }
    return ReplayTrace(lines: tracer.lines, failure: failure, svg: tracer.svg(failure: failure))
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
