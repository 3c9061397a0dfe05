import Foundation
import Generators

/// A counterexample you can watch: one self-contained HTML page (inline SVG, CSS and
/// script; nothing fetched) with the control drawn at every step, from model values or,
/// on a toggle, from what was on screen mid-animation; the fingers' paths so far; the
/// events each step caused and the state after it; the broken invariant marked at its
/// step; a slider, arrow keys and a play button that advances on the virtual clock; and
/// the replay token and the command that reproduces the case.
///
/// The page opens at the step named by its URL fragment (`page.html#step=3`,
/// `#step=last`, `&values=presentation`), so a browser can be pointed at any step.
///
/// ```swift
/// let page = ReplayPage(property: harness, choices: choices, token: token, command: command)
/// try Data(page!.html.utf8).write(to: url)
/// ```
public struct ReplayPage: Sendable {
    /// The property's name (the page's title).
    public var property: String
    /// The invariant's id, e.g. `L3`.
    public var invariant: String
    /// The control it drives.
    public var control: String
    /// The invariant in one sentence.
    public var summary: String
    /// The faults that were on.
    public var faults: [String]
    /// The replay, with a frame per step (`capturingFrames`).
    public var trace: ReplayTrace
    /// The replay token, when there is one.
    public var token: String?
    /// The command that reproduces the case when pasted at the package root.
    public var command: String
    /// The case as the property prints it (the script), when known.
    public var caseText: String?

    /// A page for `trace` (taken inside `capturingFrames`, or it has no frames to show).
    public init(property: String, invariant: String, control: String, summary: String, faults: [String],
                trace: ReplayTrace, token: String?, command: String, caseText: String? = nil) {
        self.property = property
        self.invariant = invariant
        self.control = control
        self.summary = summary
        self.faults = faults.sorted()
        self.trace = trace
        self.token = token
        self.command = command
        self.caseText = caseText
    }

    /// The page of `harness` replaying `choices` (the faults are those `harness` was built
    /// with; name them in `faults` for the page to show them); nil when the choices do not
    /// decode to a case of the property.
    public init?(property harness: HarnessProperty, choices: ChoiceSequence, token: String?, command: String,
                 faults: [String] = [], caseText: String? = nil) {
        guard let trace = Self.capturingFrames({ harness.trace(choices) }) else { return nil }
        self.init(property: harness, trace: trace, token: token, command: command, faults: faults, caseText: caseText)
    }

    /// The page of a trace of `harness` taken inside `capturingFrames` (what `harness run
    /// SCRIPT --html` needs: a trace of a hand-written script, and the command that runs it).
    public init(property harness: HarnessProperty, trace: ReplayTrace, token: String?, command: String,
                faults: [String] = [], caseText: String? = nil) {
        self.init(property: harness.name, invariant: harness.invariant, control: harness.control,
                  summary: harness.property.summary, faults: faults, trace: trace, token: token, command: command,
                  caseText: caseText)
    }

    /// Writes the page to `url` atomically (a temporary file renamed into place).
    public func write(to url: URL) throws {
        try RegressionStore.writeAtomically(Data(html.utf8), to: url)
    }

    /// Runs `body` with frame capture on: every trace taken inside it (`HarnessProperty.trace`,
    /// or a tracer run by hand) records a frame per step in `ReplayTrace.frames`.
    public static func capturingFrames<T>(_ body: () throws -> T) rethrows -> T {
        try Tracer.$capturesFrames.withValue(true, operation: body)
    }

    /// The step whose frame shows the broken invariant: the last one drawn (a property
    /// stops at the step that broke it), or nil when every invariant held.
    public var brokenStep: Int? { trace.failure == nil ? nil : trace.frames.last?.index }

    /// The whole page.
    public var html: String {
        let frames = trace.frames
        let broken = brokenStep
        let failure = trace.failure.map { Self.unprefixed(Tracer.withoutLocation($0), step: broken) }
        let canvas = FrameDrawing.canvas(frames)
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(HTML.escape(invariant)) replay: \(HTML.escape(property))</title>\n"
            + "<style>\n" + ReplayPageAssets.css + "</style>\n</head>\n"
        out += "<body data-step=\"0\" data-last=\"\(max(frames.count - 1, 0))\"\(broken.map { " data-broken=\"\($0)\"" } ?? "")>\n"
        out += header(failure: failure, broken: broken)
        out += "<main class=\"layout\">\n<section class=\"card stage\" id=\"stage\">\n"
        out += player(frames: frames)
        out += ticks(frames: frames, broken: broken)
        out += "<div class=\"banner\" id=\"banner\" role=\"alert\"><strong>Invariant broken at this step.</strong> "
            + HTML.escape(failure ?? "") + "</div>\n"
        out += "<div class=\"canvas-wrap\">\n"
        out += "<div class=\"badges\"><span class=\"badge anim\">animation in flight</span>"
            + "<span class=\"badge away\">control not in the window</span></div>\n"
        out += canvasSVG(frames: frames, canvas: canvas, broken: broken)
        out += "</div>\n"
        out += legend()
        out += "<div class=\"now\" id=\"now\" aria-live=\"polite\"></div>\n"
        out += "</section>\n"
        out += stepList(frames: frames, failure: failure, broken: broken)
        out += "</main>\n"
        out += reproduction()
        out += "<footer>Written by <code>harness replay --html</code>. Every drawing is the control as the harness ran it, "
            + "on a virtual clock; nothing on this page is fetched.</footer>\n"
        out += "<script>\n" + ReplayPageAssets.script + "</script>\n</body>\n</html>\n"
        return out
    }

    /// `message` without a leading `step N: ` that names the step the page marks anyway.
    static func unprefixed(_ message: String, step: Int?) -> String {
        guard let step, message.hasPrefix("step \(step): ") else { return message }
        return String(message.dropFirst("step \(step): ".count))
    }

    private func header(failure: String?, broken: Int?) -> String {
        var out = "<header class=\"top\">\n<div class=\"kicker\"><span class=\"pill\">\(HTML.escape(control))</span>"
            + "<span class=\"pill id\">\(HTML.escape(invariant))</span>"
            + (faults.isEmpty ? "" : "<span class=\"pill fault\">faults: \(HTML.escape(faults.joined(separator: ", ")))</span>")
            + "</div>\n<h1>\(HTML.escape(property))</h1>\n<p class=\"summary\">\(HTML.escape(summary))</p>\n"
        if let failure, let broken {
            out += "<a class=\"verdict broken\" href=\"#step=\(broken)\" id=\"verdict\"><span class=\"mark\">✕</span>"
                + "<span><strong>Broken at step \(broken).</strong> \(HTML.escape(failure))</span></a>\n"
        } else if trace.frames.isEmpty {
            out += "<div class=\"verdict\"><span>No frames were recorded for this trace.</span></div>\n"
        } else {
            out += "<div class=\"verdict held\"><span class=\"mark\">✓</span><span>Every invariant held.</span></div>\n"
        }
        return out + "</header>\n"
    }

    private func player(frames: [ReplayFrame]) -> String {
        func button(_ id: String, _ title: String, _ path: String) -> String {
            "<button type=\"button\" id=\"\(id)\" class=\"icon\" title=\"\(title)\" aria-label=\"\(title)\">"
                + "<svg viewBox=\"0 0 16 16\" aria-hidden=\"true\"><path d=\"\(path)\"/></svg></button>"
        }
        let last = max(frames.count - 1, 0)
        return "<div class=\"player\">\n"
            + button("first", "First step (Home)", "M3 3h2v10H3zM13 3v10L6 8z")
            + button("prev", "Previous step (Left arrow)", "M11 3v10L4 8z")
            + "<button type=\"button\" id=\"play\" class=\"play\" title=\"Play on the virtual clock (Space)\">"
            + "<svg viewBox=\"0 0 16 16\" aria-hidden=\"true\"><path class=\"when-paused\" d=\"M4 2v12l10-6z\"/>"
            + "<path class=\"when-playing\" d=\"M3 2h4v12H3zM9 2h4v12H9z\"/></svg><span id=\"play-label\">Play</span></button>"
            + button("next", "Next step (Right arrow)", "M5 3v10l7-5z")
            + button("last", "Last step (End)", "M11 3h2v10h-2zM3 3v10l7-5z")
            + "<input type=\"range\" id=\"slider\" min=\"0\" max=\"\(last)\" value=\"0\" step=\"1\" aria-label=\"Step\">\n"
            + "<div class=\"readout\"><span id=\"step-readout\">Step 0 of \(last)</span><span id=\"clock\">t = 0.00 s</span></div>\n"
            + "<div class=\"controls\"><div class=\"segmented\" role=\"group\" aria-label=\"Values drawn\">"
            + "<button type=\"button\" data-values=\"model\" aria-pressed=\"true\" title=\"Model values: what the invariants check (P)\">Model</button>"
            + "<button type=\"button\" data-values=\"presentation\" aria-pressed=\"false\" "
            + "title=\"Presentation values: what was on screen mid-animation (P)\">On screen</button></div>"
            + "<label class=\"speed\">speed <select id=\"speed\"><option value=\"0.25\">0.25×</option>"
            + "<option value=\"0.5\">0.5×</option><option value=\"1\" selected>1×</option><option value=\"2\">2×</option>"
            + "<option value=\"4\">4×</option></select></label></div>\n"
            + "</div>\n"
    }

    private func ticks(frames: [ReplayFrame], broken: Int?) -> String {
        var out = "<div class=\"ticks\" id=\"ticks\">"
        for frame in frames {
            var classes = "tick"
            if frame.index == broken { classes += " broken" }
            if frame.presentation != nil { classes += " animating" }
            if frame.touch != nil { classes += " touch" }
            out += "<button type=\"button\" class=\"\(classes)\" data-step=\"\(frame.index)\" title=\"Step \(frame.index)"
                + (frame.step.map { ": " + HTML.escape($0) } ?? ": as built") + "\"></button>"
        }
        return out + "</div>\n"
    }

    private func canvasSVG(frames: [ReplayFrame], canvas: ReplayFrame.Box, broken: Int?) -> String {
        var out = "<svg class=\"canvas\" id=\"canvas\" \(FrameDrawing.viewBox(canvas)) preserveAspectRatio=\"xMidYMid meet\" "
            + "role=\"img\" aria-label=\"The window at the current step\" font-family=\"system-ui, sans-serif\">\n"
        out += FrameDrawing.background(canvas, pattern: "dots")
        for (position, frame) in frames.enumerated() {
            var classes = "frame"
            if position == 0 { classes += " current" }
            if frame.index == broken { classes += " broken" }
            if frame.presentation != nil { classes += " animating" }
            if !frame.controlInWindow { classes += " away" }
            out += "<g class=\"\(classes)\" id=\"frame-\(frame.index)\" data-step=\"\(frame.index)\" data-t=\"\(frame.time)\">\n"
            out += "<g class=\"model\">\n" + FrameDrawing.prefixed(frame.model, "f\(frame.index)m") + "</g>\n"
            if let presentation = frame.presentation {
                out += "<g class=\"presentation\">\n" + FrameDrawing.prefixed(presentation, "f\(frame.index)p") + "</g>\n"
            }
            out += FrameDrawing.fingers(frame)
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    private func legend() -> String {
        "<ul class=\"legend\">"
            + "<li><svg viewBox=\"0 0 24 12\"><polyline points=\"2,9 12,3 22,7\" fill=\"none\" stroke=\"\(FrameDrawing.finger)\" stroke-width=\"2\"/></svg>finger path, a dot per step</li>"
            + "<li><svg viewBox=\"0 0 24 12\"><circle cx=\"12\" cy=\"6\" r=\"5\" fill=\"none\" stroke=\"\(FrameDrawing.finger)\" stroke-width=\"2\"/></svg>down, with its step numbers</li>"
            + "<li><svg viewBox=\"0 0 24 12\"><circle cx=\"12\" cy=\"6\" r=\"5\" fill=\"\(FrameDrawing.finger)\" fill-opacity=\"0.3\" stroke=\"\(FrameDrawing.finger)\" stroke-width=\"2\"/></svg>this step's finger</li>"
            + "<li><svg viewBox=\"0 0 24 12\"><rect x=\"2\" y=\"2\" width=\"20\" height=\"8\" fill=\"none\" stroke=\"#1f6feb\" stroke-width=\"1.5\" stroke-dasharray=\"4 2\"/></svg>the control's frame</li>"
            + "<li><svg viewBox=\"0 0 24 12\"><rect x=\"2\" y=\"2\" width=\"20\" height=\"8\" fill=\"none\" stroke=\"#8c959f\"/></svg>the window's edge</li>"
            + "</ul>\n"
    }

    private func stepList(frames: [ReplayFrame], failure: String?, broken: Int?) -> String {
        var out = "<aside class=\"card steps-card\">\n<h2>Steps <span class=\"hint\">← → Home End, Space plays, P toggles values</span></h2>\n"
            + "<ol class=\"steps\" id=\"steps\">\n"
        for (position, frame) in frames.enumerated() {
            var classes = "step"
            if position == 0 { classes += " current" }
            if frame.index == broken { classes += " broken" }
            if frame.presentation != nil { classes += " animating" }
            out += "<li class=\"\(classes)\" id=\"step-\(frame.index)\" data-step=\"\(frame.index)\" data-t=\"\(frame.time)\">"
            out += "<div class=\"head\"><span class=\"num\">\(frame.index)</span><code class=\"what\">"
                + HTML.escape(frame.step ?? "the scene as built, before any step") + "</code><span class=\"time\">t \(clock(frame.time))</span></div>"
            if !frame.events.isEmpty {
                out += "<div class=\"events\">" + frame.events.map { "<span class=\"event\">\(HTML.escape($0))</span>" }.joined() + "</div>"
            }
            if !frame.state.isEmpty { out += "<div class=\"state\">\(HTML.escape(frame.state))</div>" }
            if frame.index == broken, let failure {
                out += "<div class=\"failure\"><strong>Broken:</strong> \(HTML.escape(failure))</div>"
            }
            out += "</li>\n"
        }
        return out + "</ol>\n</aside>\n"
    }

    private func reproduction() -> String {
        func row(_ label: String, _ id: String, _ text: String) -> String {
            "<div class=\"row\"><span class=\"label\">\(label)</span><code id=\"\(id)\">\(HTML.escape(text))</code>"
                + "<button type=\"button\" class=\"copy\" data-copy=\"\(id)\">Copy</button></div>\n"
        }
        var out = "<section class=\"card repro\">\n<h2>Reproduce</h2>\n"
        out += row("Command", "command", command)
        if let token { out += row("Replay token", "token", token) }
        out += "<div class=\"row\"><span class=\"label\">Faults on</span><span>"
            + HTML.escape(faults.isEmpty ? "none" : faults.joined(separator: ", ")) + "</span></div>\n"
        if let caseText, !caseText.isEmpty {
            out += "<details><summary>The case</summary><pre>\(HTML.escape(caseText))</pre></details>\n"
        }
        out += "<details><summary>The text trace</summary><pre>"
            + HTML.escape((trace.lines + (trace.failure.map { ["Broken: " + $0] } ?? [])).joined(separator: "\n"))
            + "</pre></details>\n"
        return out + "</section>\n"
    }
}
