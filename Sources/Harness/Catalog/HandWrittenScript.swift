import Foundation
import HeadlessUIKit
import Generators
import Layout
import SeedControls

/// A script written (or edited) by hand, run against every property of its control: the
/// property it names gives the trace and the picture, and every invariant of the control
/// that the script breaks is reported, not just that property's.
public struct ScriptRun: Sendable {
    /// One property's verdict on the script.
    public struct Verdict: Sendable {
        /// The property.
        public let property: HarnessProperty
        /// Its step-by-step replay; `failure` is set when the script breaks it.
        public let trace: ReplayTrace
    }

    /// The property the script names.
    public let property: HarnessProperty
    /// Every property of the control, in catalogue order.
    public let verdicts: [Verdict]

    /// The verdicts of the properties the script breaks.
    public var broken: [Verdict] { verdicts.filter { $0.trace.failure != nil } }

    /// The named property's replay (its trace, its failure, its picture).
    public var trace: ReplayTrace {
        verdicts.first { $0.property.name == property.name }?.trace ?? ReplayTrace(lines: [], failure: nil, svg: "")
    }
}

/// Why a hand-written script cannot be run as written.
public enum ScriptRunError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text does not parse, or a header does not fit the control.
    case parse(ScriptParseError)
    /// The runtime refused a step as input (a finger that is not down moves, the clock
    /// runs backwards); the step's line.
    case refused(step: Int, line: Int, property: String)
    /// An environment step the control's scene does not apply (it would be skipped
    /// silently): its line, the control, and the environment steps the scene takes.
    case notUnderstood(step: String, line: Int, control: String, takes: [String])
    /// A priority or constant step names a constraint the layout does not have.
    case unknownConstraint(String, line: Int, known: [String])

    /// The message for people.
    public var description: String {
        switch self {
        case .parse(let error): "\(error)"
        case let .refused(step, line, property):
            "line \(line): the runtime refuses step \(step) as input (running '\(property)'): a finger step for a finger that is not down, "
                + "a second down for a finger that is down, a time before the previous step's, or a negative advance"
        case let .notUnderstood(step, line, control, takes):
            "line \(line): the \(control) scene does not apply '\(step)'; besides finger steps and advance it takes "
                + takes.map { "'\($0)'" }.joined(separator: ", ")
        case let .unknownConstraint(name, line, known):
            "line \(line): no constraint named '\(name)'; the split layout's are " + known.map { "'\($0)'" }.joined(separator: ", ")
        }
    }
}

/// Runs hand-written scripts (`harness run`) on the seed controls.
public enum HandWrittenScript {
    /// Runs `text` against every property of `property`'s control, with `faults` on.
    ///
    /// The header lines a control takes are the ones its cases print: `track WxH` for the
    /// lock (its track's size), `bar inset N` for the camera switch, `N segments` for the
    /// selector; the split layout takes none.
    ///
    /// - Throws: `ScriptRunError.parse` for a header the control does not take (with
    ///   its line), `.refused` when the runtime refuses a step as input.
    public static func run(_ text: ScriptText, for property: HarnessProperty, faults: Set<Fault>) throws(ScriptRunError) -> ScriptRun {
        let id = property.invariant
        var runs: [(String, (Tracer) throws -> Void)] = []
        if LockProperties.Invariant.allCases.contains(where: { $0.id == id }) {
            let value = try lockCase(text)
            runs = LockProperties.Invariant.allCases.map { invariant in
                (invariant.name, { tracer in try LockProperties.run(value, faults: faults, invariant: invariant, tracer: tracer) })
            }
        } else if SplitProperties.Invariant.allCases.contains(where: { $0.id == id }) {
            let script = try splitScript(text)
            let known = SplitProperties.targets.map(\.name)
            for (index, step) in script.steps.enumerated() {
                switch step {
                case .setPriority(let name, _), .setConstant(let name, _):
                    if !known.contains(name) { throw .unknownConstraint(name, line: text.stepLines[index], known: known) }
                default: break
                }
            }
            runs = SplitProperties.Invariant.allCases.map { invariant in
                (invariant.name, { tracer in try SplitProperties.run(script, faults: faults, invariant: invariant, tracer: tracer) })
            }
        } else if CameraProperties.Invariant.allCases.contains(where: { $0.id == id }) {
            let value = try cameraCase(text)
            runs = CameraProperties.Invariant.allCases.map { invariant in
                (invariant.name, { tracer in try CameraProperties.run(value, faults: faults, invariant: invariant, tracer: tracer) })
            }
        } else if SelectorProperties.Invariant.allCases.contains(where: { $0.id == id }) {
            let value = try selectorCase(text)
            runs = SelectorProperties.Invariant.allCases.map { invariant in
                (invariant.name, { tracer in try SelectorProperties.run(value, faults: faults, invariant: invariant, tracer: tracer) })
            }
        }
        try refuseSkippedSteps(text, of: id)
        let properties = Catalog.properties(faults: faults)
        var verdicts: [ScriptRun.Verdict] = []
        for (name, body) in runs {
            guard let harness = properties.first(where: { $0.name == name }) else { continue }
            let (trace, refusedAt) = traced(body)
            if let refusedAt {
                let line = refusedAt < text.stepLines.count ? text.stepLines[refusedAt] : (text.stepLines.last ?? 0)
                throw .refused(step: refusedAt + 1, line: line, property: name)
            }
            verdicts.append(ScriptRun.Verdict(property: harness, trace: trace))
        }
        return ScriptRun(property: property, verdicts: verdicts)
    }

    /// The environment steps each control's run applies (what its run loop switches on;
    /// any other environment step would fall through to `ScriptRunner.send`, which skips
    /// it): a hand-written script must not say more than the scene does.
    static let environmentSteps: [(ids: [String], control: String, takes: [String])] = [
        (LockProperties.Invariant.allCases.map(\.id), "LockControl", ["remove from window", "disable", "enable"]),
        (SplitProperties.Invariant.allCases.map(\.id), "SplitLayoutView", ["mode", "resize", "relaunch from store", "constant", "priority"]),
        (CameraProperties.Invariant.allCases.map(\.id), "CameraModeView",
         ["disable", "enable", "remove from window", "add back to window", "layout pass", "resize"]),
        (SelectorProperties.Invariant.allCases.map(\.id), "SegmentSelector",
         ["resize", "remove from window", "add back to window", "disable", "enable", "layout pass"]),
    ]

    /// The environment step's kind as its printed form starts (`resize`, `remove from
    /// window`); nil for finger steps and clock advances, which every scene takes.
    static func kind(of step: Step) -> String? {
        switch step {
        case .down, .move, .stay, .up, .cancel, .advance: nil
        case .resize: "resize"
        case .setMode: "mode"
        case .setPriority: "priority"
        case .setConstant: "constant"
        default: step.description
        }
    }

    static func refuseSkippedSteps(_ text: ScriptText, of id: String) throws(ScriptRunError) {
        guard let scene = environmentSteps.first(where: { $0.ids.contains(id) }) else { return }
        for (index, step) in text.script.steps.enumerated() {
            guard let kind = kind(of: step), !scene.takes.contains(kind) else { continue }
            throw .notUnderstood(step: step.description, line: text.stepLines[index], control: scene.control, takes: scene.takes)
        }
    }

    /// A lock case: `track WxH` sets the track's size.
    static func lockCase(_ text: ScriptText) throws(ScriptRunError) -> LockCase {
        var sizes = LockControl.Sizes()
        for header in text.headers {
            sizes.track = try value(of: header, after: "track ", form: "track WIDTHxHEIGHT", control: "LockControl") { Self.size($0) }
        }
        return LockCase(sizes: sizes, script: text.script)
    }

    /// A split-layout script: no header lines.
    static func splitScript(_ text: ScriptText) throws(ScriptRunError) -> TouchScript {
        if let header = text.headers.first { throw .parse(unknownHeader(header, control: "SplitLayoutView", takes: "no header lines")) }
        return text.script
    }

    /// A camera case: `bar inset N` sets the bar's side inset.
    static func cameraCase(_ text: ScriptText) throws(ScriptRunError) -> CameraCase {
        var inset = 0.0
        for header in text.headers {
            inset = try value(of: header, after: "bar inset ", form: "bar inset N", control: "CameraModeView") { StepScanner.decimal($0) }
        }
        return CameraCase(inset: inset, script: text.script)
    }

    /// A selector case: `N segments` sets the number of segments.
    static func selectorCase(_ text: ScriptText) throws(ScriptRunError) -> SelectorCase {
        var count = 4
        for header in text.headers {
            guard header.text.hasSuffix(" segments"), let number = Int(header.text.dropLast(" segments".count)), (1...6).contains(number) else {
                throw .parse(unknownHeader(header, control: "SegmentSelector", takes: "'N segments' with N in 1...6"))
            }
            count = number
        }
        return SelectorCase(count: count, script: text.script)
    }

    /// Runs `body` with a tracer: the replay, and the index of the step the runtime
    /// refused as input (a discarded case), if it did.
    static func traced(_ body: (Tracer) throws -> Void) -> (ReplayTrace, Int?) {
        let tracer = Tracer()
        var failure: String?
        var refused: Int?
        do {
            try body(tracer)
        } catch let stop as GenerationStop where stop == .discarded {
            refused = tracer.lines.filter { $0.first?.isNumber == true }.count
        } catch {
            failure = "\(error)"
        }
        let trace = ReplayTrace(lines: tracer.lines, failure: failure, svg: tracer.svg(failure: failure, values: .model),
                                presentationSVG: tracer.svg(failure: failure, values: .presentation),
                                frames: tracer.frameRecording?.frames ?? [])
        return (trace, refused)
    }

    /// `WIDTHxHEIGHT` as a size.
    static func size(_ text: Substring) -> CGSize? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = StepScanner.decimal(parts[0]), let height = StepScanner.decimal(parts[1]),
              width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The value of a header `PREFIX value`, or a parse error at its line.
    static func value<T>(of header: ScriptText.Header, after prefix: String, form: String, control: String,
                         _ read: (Substring) -> T?) throws(ScriptRunError) -> T {
        guard header.text.hasPrefix(prefix), let value = read(header.text.dropFirst(prefix.count)) else {
            throw .parse(unknownHeader(header, control: control, takes: "'\(form)'"))
        }
        return value
    }

    static func unknownHeader(_ header: ScriptText.Header, control: String, takes: String) -> ScriptParseError {
        let word = header.text.prefix { !$0.isWhitespace }
        return ScriptParseError(line: header.line, text: header.text, reason: .unknownHeader(
            "neither a step nor a header of \(control) (it takes \(takes)); '\(word)' starts no step either"))
    }
}
