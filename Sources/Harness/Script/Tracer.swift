import Foundation
import HeadlessUIKit

/// Collects a replay for people: each step with the control events it caused and the
/// state after it, the fingers' paths, and the pictures of the failing step. Any
/// control's run can record into one: `attach` the window, `record` each step.
public final class Tracer {
    /// The trace so far, one line (or a few) per step.
    public private(set) var lines: [String] = []
    /// The window followed.
    public private(set) weak var window: UIWindow?
    private var mark = 0
    /// The window to draw at the end (kept strongly: the trace outlives the scene).
    public private(set) var keep: UIWindow?
    /// The control under test, outlined in the picture (kept: it may have left the window).
    public private(set) var control: UIView?
    /// Per-step frames for a replay page, when `Tracer.capturesFrames` is on (`Tracer+Frames.swift`).
    var frameRecording: FrameRecording? = Tracer.capturesFrames ? FrameRecording() : nil

    /// A tracer with nothing recorded.
    public init() {}

    /// Follows `window` from now on; `control` is outlined in the picture.
    public func attach(_ window: UIWindow, control: UIView? = nil) {
        self.window = window
        keep = window
        mark = window.eventLog.entries.count
        if let control { self.control = control }
        if frameRecording?.frames.isEmpty == true { captureFrame(index: 0, step: nil, events: [], state: "") }
    }

    /// One finger's gesture so far: where it went down (and at which step), then where it moved.
    public struct Path: Sendable {
        /// The finger.
        public var finger: Int
        /// The step (1-based) it went down at.
        public var step: Int
        /// Where it went (window coordinates).
        public var points: [CGPoint]
    }
    /// Every gesture's path so far (window coordinates), in order.
    public private(set) var paths: [Path] = []

    /// Records step `index` (0-based) after it ran: the step, the log entries it caused,
    /// and `state` (one line on the control).
    public func record(_ index: Int, _ step: Step, state: String) {
        lines.append("\(index + 1). \(step)")
        if let (finger, point) = step.fingerPosition {
            if let last = paths.lastIndex(where: { $0.finger == finger }), !step.startsFinger {
                paths[last].points.append(point)
            } else {
                paths.append(Path(finger: finger, step: index + 1, points: [point]))
            }
        }
        var entries: [String] = []
        if let window {
            let log = window.eventLog.entries
            entries = log[min(mark, log.count)...].compactMap { entry -> String? in
                guard let events = entry.events else {
                    if case .gesture(let state) = entry.kind { return "\(entry.source) \(state)" }
                    return nil
                }
                return "\(entry.source) \(events)"
            }
            mark = window.eventLog.entries.count
            if !entries.isEmpty { lines.append("   events: " + entries.joined(separator: ", ")) }
        }
        if !state.isEmpty { lines.append("   " + state) }
        captureFrame(index: index + 1, step: step, events: entries, state: state)
    }

    /// A failure message without its trailing `(file:line)`, to fit a picture.
    static func withoutLocation(_ message: String) -> String {
        guard message.hasSuffix(")"), let open = message.range(of: " (", options: .backwards) else { return message }
        return String(message[..<open.lowerBound])
    }

    /// The picture of the last step drawn from `values` (`TracePicture`).
    public func svg(failure: String?, values: SVGRenderer.Values) -> String {
        guard let window = keep else { return "" }
        return TracePicture(window: window, control: control, paths: paths, failure: failure.map(Self.withoutLocation),
                            values: values).svg
    }
}

/// Runs `body` with a tracer and turns its outcome into a `ReplayTrace`.
public func replayTrace(_ body: (Tracer) throws -> Void) -> ReplayTrace {
    let tracer = Tracer()
    var failure: String?
    do { try body(tracer) } catch { failure = "\(error)" }
    return ReplayTrace(lines: tracer.lines, failure: failure, svg: tracer.svg(failure: failure, values: .model),
                       presentationSVG: tracer.svg(failure: failure, values: .presentation),
                       frames: tracer.frameRecording?.frames ?? [])
}
