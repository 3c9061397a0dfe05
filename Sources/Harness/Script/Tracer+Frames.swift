import HeadlessUIKit
import Layout

/// The tracer's frame recorder: with `Tracer.capturesFrames` on, the tracer draws the
/// window after the scene is built and after every step it records, from model and from
/// presentation values, and keeps each finger's path, so a replay page can show every
/// step. Off (the default), a trace costs what it always did.
extension Tracer {
    /// Whether tracers created now record a frame per step (`ReplayPage.capturingFrames`).
    @TaskLocal static var capturesFrames = false

    /// What a tracer has recorded for a replay page so far.
    struct FrameRecording {
        var frames: [ReplayFrame] = []
        var paths: [ReplayFrame.FingerPath] = []
    }

    /// Records the frame after a step (or, with `step` nil, the scene as built).
    func captureFrame(index: Int, step: Step?, events: [String], state: String) {
        guard var recording = frameRecording, let window = keep else { return }
        let touch = step?.frameTouch
        if let touch {
            if touch.phase != .down, let last = recording.paths.lastIndex(where: { $0.finger == touch.finger && !$0.ended }) {
                recording.paths[last].points.append(touch.at)
                if touch.phase == .up || touch.phase == .cancel { recording.paths[last].ended = true }
            } else {
                recording.paths.append(ReplayFrame.FingerPath(finger: touch.finger, step: index, points: [touch.at],
                                                              ended: touch.phase == .up || touch.phase == .cancel))
            }
        }
        let inWindow = control.map { $0.root === window } ?? true
        let model = Self.drawing(of: window, control: inWindow ? control : nil, values: .model)
        let presentation = Self.drawing(of: window, control: inWindow ? control : nil, values: .presentation)
        // The properties end by settling the clock, recorded as a step `advance 0`.
        let settles = step == .advance(0) && state.hasPrefix("settled")
        let text = settles ? "settle: the clock runs until every animation has ended" : step?.description
        recording.frames.append(ReplayFrame(index: index, step: text, time: window.now, events: events,
                                            state: state, model: model, presentation: presentation == model ? nil : presentation,
                                            bounds: Self.bounds(of: window), paths: recording.paths, touch: touch,
                                            controlInWindow: inWindow, controlFrame: inWindow ? control.flatMap { Self.frame(of: $0, in: window) } : nil))
        frameRecording = recording
    }

    /// The window drawn from `values` as an SVG fragment: white under the window, the
    /// views, the window's edge in grey and the control's frame dashed in blue (model
    /// values: where it is).
    static func drawing(of window: UIWindow, control: UIView?, values: SVGRenderer.Values) -> String {
        let size = window.bounds.size
        var out = "<rect x=\"0\" y=\"0\" width=\"\(short(size.width))\" height=\"\(short(size.height))\" fill=\"#ffffff\"/>\n"
        out += TracePicture.inner(of: SVGRenderer(values: values, time: window.now).render(window))
        out += "<rect class=\"window-edge\" x=\"0\" y=\"0\" width=\"\(short(size.width))\" height=\"\(short(size.height))\" "
            + "fill=\"none\" stroke=\"#8c959f\" stroke-width=\"1\"/>\n"
        if let control {
            let frame = control.convert(control.bounds, to: window)
            if [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
                out += "<rect class=\"control-frame\" x=\"\(short(frame.minX))\" y=\"\(short(frame.minY))\" "
                    + "width=\"\(short(frame.width))\" height=\"\(short(frame.height))\" fill=\"none\" stroke=\"#1f6feb\" "
                    + "stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>\n"
            }
        }
        return out
    }

    /// `view`'s frame in window coordinates, when it is finite.
    static func frame(of view: UIView, in window: UIWindow) -> ReplayFrame.Box? {
        let frame = view.convert(view.bounds, to: window)
        guard [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy({ $0.isFinite && abs($0) < 10_000 }) else { return nil }
        return ReplayFrame.Box(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
    }

    /// The window's bounds grown to every view frame that lies outside it (a broken layout
    /// often does), ignoring frames that are not finite or absurdly far away.
    static func bounds(of window: UIWindow) -> ReplayFrame.Box {
        let size = window.bounds.size
        var box = ReplayFrame.Box(minX: 0, minY: 0, maxX: size.width, maxY: size.height)
        for view in window.subtreeViews.dropFirst() {
            let frame = view.convert(view.bounds, to: window)
            guard [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy({ $0.isFinite && abs($0) < 10_000 }) else { continue }
            box = box.union(ReplayFrame.Box(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY))
        }
        return box
    }
}
