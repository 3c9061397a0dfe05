import TestSupport
import HeadlessUIKit
import Foundation
import Generators
@testable import Harness
@testable import SeedProperties
import Testing

/// The replay page (`harness replay --html`) and the nightly summary page: a page is
/// self-contained (nothing fetched, no `http` or `//` anywhere but in comments), stays
/// under 1 MB for a 50-step script, draws every step, marks the broken invariant at its
/// step and no step when the case passes, and carries the token and the command; the
/// summary's links all lead to files that exist.
@Suite struct ReplayPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// One saved counterexample per control, each with steps.
    static let examples = [
        "Counterexamples/L3-unlock-exactly-once-past-75-percent/lockUnlockOnlyInside-76872c13f8f8614b.json",
        "Counterexamples/S1-split-frames-match-the-mode/splitIgnoresToggle-06b4f10cccbd5066.json",
        "Counterexamples/C2-settled-mode-follows-the-last-swipe/cameraLayoutRecentresAtPlus30-31d7b71e79cc9179.json",
        "Counterexamples/M1-white-labels-aligned/selectorMaskMovedWithoutInnerView-cd2b3bcde816f935.json",
    ]

    /// The page of a saved file, replayed with the faults it records (or with none).
    static func page(_ path: String, withFaults: Bool = true) throws -> (page: ReplayPage, file: CounterexampleFile) {
        let url = root.appendingPathComponent(path)
        let file = try CounterexampleFile.decode(try Data(contentsOf: url), path: url.path)
        let faults = withFaults ? Set(try (file.faults ?? []).map { try #require(Catalog.seed.fault(named: $0)) }) : []
        let harness = try #require(Catalog.property(named: file.property, faults: faults))
        let page = try #require(ReplayPage(property: harness, choices: ChoiceSequence(file.choices), token: file.token,
                                           command: Reproduction.replay(file: path), faults: faults.map(\.rawValue)))
        return (page, file)
    }

    /// What in `html` could make a browser fetch something, or names another place:
    /// `http`, `//`, a `src`/`href`/`xlink:href` that is not a fragment or (with
    /// `relativeLinks`) a relative path, a `url(` that is not `url(#`, `@import`, and
    /// elements that load by nature. HTML comments are removed first; the pages put no
    /// comment in their script or style (a `//` there is a finding, not a comment).
    static func externalReferences(in html: String, relativeLinks: Bool = false) -> [String] {
        var text = html
        while let open = text.range(of: "<!--") {
            guard let close = text[open.upperBound...].range(of: "-->") else { text.removeSubrange(open.lowerBound...); break }
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        var found: [String] = []
        let lower = text.lowercased()
        if lower.contains("http") { found.append("http") }
        if text.contains("//") { found.append("//") }
        for attribute in ["src=\"", "href=\"", "src='", "href='"] {
            var rest = lower[...]
            while let hit = rest.range(of: attribute) {
                let value = rest[hit.upperBound...].prefix { $0 != "\"" && $0 != "'" }
                let fragment = value.hasPrefix("#")
                let relative = relativeLinks && !value.contains(":") && !value.hasPrefix("/") && attribute.hasPrefix("href")
                if !fragment && !relative { found.append(attribute + value) }
                rest = rest[hit.upperBound...]
            }
        }
        var rest = lower[...]
        while let hit = rest.range(of: "url(") {
            if !rest[hit.upperBound...].hasPrefix("#") { found.append("url(" + rest[hit.upperBound...].prefix(20)) }
            rest = rest[hit.upperBound...]
        }
        for tag in ["@import", "<link", "<iframe", "<object", "<embed", "<img", "<audio", "<video", "<base", "xmlns"] where lower.contains(tag) {
            found.append(tag)
        }
        return found
    }

    @Test func theSelfContainmentCheckFindsWhatWouldBeFetched() {
        // The check itself can fail: each of these is something a self-contained page must not have.
        for bad in ["<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>", "<script src=\"a.js\"></script>",
                    "<style>a { background: url(//cdn.example/x.png) }</style>", "<script>var a = 1; // note\n</script>",
                    "<a href=\"pages/x.html\">x</a>", "<link rel=\"stylesheet\" href=\"#x\">", "<img src=\"#x\">"] {
            #expect(!Self.externalReferences(in: bad).isEmpty, "\(bad)")
        }
        #expect(Self.externalReferences(in: "<!-- see http://example.org -->") == [], "comments are not references")
        #expect(Self.externalReferences(in: "<a href=\"pages/x.html\">x</a>", relativeLinks: true) == [])
        #expect(!Self.externalReferences(in: "<a href=\"file:///etc/passwd\">x</a>", relativeLinks: true).isEmpty)
    }

    /// Rule: a replay page fetches nothing: no `http`, no `//` outside comments, every
    /// reference a fragment of the page itself; its drawing is well-formed SVG.
    @Test(arguments: examples) func pagesAreSelfContained(_ path: String) throws {
        let html = try Self.page(path).page.html
        #expect(Self.externalReferences(in: html) == [], "\(path)")
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<script>") && html.contains("<style>"))
        let canvas = try #require(html.range(of: "<svg class=\"canvas\"")).lowerBound
        let end = try #require(html[canvas...].range(of: "</svg>\n</div>\n<ul class=\"legend\"")).lowerBound
        #expect(XMLCheck.rootName(String(html[canvas..<end]) + "</svg>") == "svg", "the canvas is well-formed SVG")
    }

    /// Rule: every step is drawn, listed and on the timeline, with its text, its events
    /// and its state; the ids are unique per frame.
    @Test(arguments: examples) func everyStepIsPresent(_ path: String) throws {
        let (page, _) = try Self.page(path)
        let html = page.html
        let frames = page.trace.frames
        let numbered = page.trace.lines.filter { $0.first?.isNumber == true }
        #expect(frames.count == numbered.count + 1, "the scene as built, then one frame per recorded step")
        #expect(frames.map(\.index) == Array(0..<frames.count))
        for frame in frames {
            #expect(html.contains("<g class=\"frame") && html.contains("id=\"frame-\(frame.index)\""))
            #expect(html.contains("id=\"step-\(frame.index)\""))
            #expect(html.contains("class=\"tick") && html.contains("data-step=\"\(frame.index)\" title=\"Step \(frame.index)"))
            if let step = frame.step { #expect(html.contains(HTML.escape(step))) }
            for event in frame.events { #expect(html.contains("<span class=\"event\">\(HTML.escape(event))</span>")) }
            if !frame.state.isEmpty { #expect(html.contains(HTML.escape(frame.state))) }
        }
        for (line, frame) in zip(numbered, frames.dropFirst()) where frame.step?.hasPrefix("settle") == false {
            #expect(line.hasSuffix(". " + (frame.step ?? "")), "\(line) against \(frame.step ?? "")")
        }
        #expect(html.components(separatedBy: "<g class=\"frame").count - 1 == frames.count)
        #expect(!html.contains("id=\"shadow0\"") && !html.contains("id=\"clip0\""), "ids are prefixed per frame")
    }

    /// Rule: the broken invariant is marked at its step (the last drawn) and only there;
    /// the same case replayed without its fault passes, and then no step is marked.
    @Test(arguments: examples) func theBrokenStepIsMarked(_ path: String) throws {
        let (page, _) = try Self.page(path)
        let html = page.html
        let failure = try #require(page.trace.failure)
        let broken = try #require(page.brokenStep)
        #expect(broken == page.trace.frames.last?.index)
        #expect(html.contains("data-broken=\"\(broken)\""))
        #expect(html.contains("<g class=\"frame broken") && html.contains("id=\"frame-\(broken)\""))
        #expect(html.components(separatedBy: "<g class=\"frame broken").count == 2, "one frame is marked broken")
        #expect(html.components(separatedBy: "<li class=\"step broken").count == 2, "one row is marked broken")
        #expect(html.contains("Broken at step \(broken).") && html.contains("<li class=\"step broken"))
        let message = ReplayPage.unprefixed(Tracer.withoutLocation(failure), step: broken)
        #expect(html.contains(HTML.escape(message)))

        let (fixed, _) = try Self.page(path, withFaults: false)
        #expect(fixed.trace.failure == nil, "without its fault the case passes")
        #expect(fixed.brokenStep == nil)
        let passing = fixed.html
        #expect(!passing.contains("data-broken=") && !passing.contains("class=\"frame broken") && !passing.contains("step broken"))
        #expect(passing.contains("Every invariant held."))
    }

    /// Rule: the page carries the replay token and the command that reproduces the case.
    @Test(arguments: examples) func theTokenAndTheCommandArePresent(_ path: String) throws {
        let (page, file) = try Self.page(path)
        let html = page.html
        #expect(html.contains("<code id=\"token\">\(HTML.escape(file.token))</code>"))
        #expect(html.contains("<code id=\"command\">\(HTML.escape(Reproduction.replay(file: path)))</code>"))
        for fault in file.faults ?? [] { #expect(html.contains(fault)) }
    }

    // MARK: 50 steps

    /// A 50-step camera script: swipes left and right, each followed by two short clock
    /// advances, so the bar is mid-slide in many frames (and drawn twice there).
    static func cameraSteps() -> [Step] {
        // Times in 1/64 s, exact in binary: every step is at or after the clock.
        var steps: [Step] = []
        for swipe in 0..<10 {
            let to = swipe % 2 == 0 ? 117.5 : 257.5, t = Double(swipe) * 0.25
            steps += [.down(finger: 0, x: 187.5, y: 612, time: t, taps: 1), .move(finger: 0, x: to, y: 612, time: t + 1 / 64),
                      .up(finger: 0, x: to, y: 612, time: t + 2 / 64), .advance(4 / 64), .advance(4 / 64)]
        }
        return steps
    }

    /// A 50-step selector script: drags up and down the segments with clock advances.
    static func selectorSteps() -> [Step] {
        var steps: [Step] = []
        for drag in 0..<10 {
            let (from, to) = drag % 2 == 0 ? (150.0, 330.0) : (330.0, 150.0), t = Double(drag) * 0.25
            steps += [.down(finger: 0, x: 140, y: from, time: t, taps: 1), .move(finger: 0, x: 140, y: (from + to) / 2, time: t + 1 / 64),
                      .move(finger: 0, x: 140, y: to, time: t + 2 / 64), .up(finger: 0, x: 140, y: to, time: t + 3 / 64),
                      .advance(8 / 64)]
        }
        return steps
    }

    /// Rule: a page of a 50-step script is under 1 MB, with all 50 steps drawn.
    @Test func aFiftyStepPageIsUnderOneMegabyte() throws {
        let camera = ReplayPage.capturingFrames {
            replayTrace { tracer in
                try CameraProperties.run(CameraCase(inset: 0, script: TouchScript(Self.cameraSteps())), faults: [], invariant: "C1",
                                         tracer: tracer)
            }
        }
        let selector = ReplayPage.capturingFrames {
            replayTrace { tracer in
                try SelectorProperties.run(SelectorCase(count: 4, script: TouchScript(Self.selectorSteps())), faults: [],
                                           invariant: "M1", tracer: tracer)
            }
        }
        for (name, trace) in [("camera", camera), ("selector", selector)] {
            #expect(trace.failure == nil, "\(name): the script is valid and the clean control passes it: \(trace.failure ?? "")")
            #expect(trace.frames.count == 52, "\(name): as built, 50 steps, settled")
            #expect(trace.frames.contains { $0.presentation != nil }, "\(name): some frames are mid-animation")
            let page = ReplayPage(property: name, invariant: "-", control: name, summary: "", faults: [], trace: trace,
                                  token: "pbt2.0.0.0.0", command: "harness replay TOKEN")
            let bytes = page.html.utf8.count
            #expect(bytes < 1_000_000, "\(name): \(bytes) bytes for 50 steps")
            #expect(Self.externalReferences(in: page.html) == [])
            #expect(page.html.contains("id=\"frame-50\"") && page.html.contains("id=\"step-51\""))
        }
    }

    /// Rule: without `capturingFrames` a trace records no frames (and costs what it did).
    @Test func framesAreRecordedOnlyWhenAsked() throws {
        let (page, file) = try Self.page(Self.examples[0])
        #expect(!page.trace.frames.isEmpty)
        let faults = Set((file.faults ?? []).compactMap { Catalog.seed.fault(named: $0) })
        let plain = try #require(Catalog.property(named: file.property, faults: faults)?.trace(ChoiceSequence(file.choices)))
        #expect(plain.frames.isEmpty)
        #expect(plain.lines == page.trace.lines && plain.failure == page.trace.failure)
    }
}
