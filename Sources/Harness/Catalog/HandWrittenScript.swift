import Foundation
import HeadlessUIKit
import Generators
import Layout

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
            "line \(line): no constraint named '\(name)'; the layout's are " + known.map { "'\($0)'" }.joined(separator: ", ")
        }
    }
}

/// A priority or constant step naming a constraint the scene's layout does not have
/// (thrown by the scene's handler; `harness run` reports it with the step's line).
public struct UnknownConstraint: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// The names the layout has.
    public let known: [String]
    /// The index of the step naming it, when the scene knows it (else the step running).
    public let step: Int?

    /// An unknown constraint.
    public init(_ name: String, known: [String], step: Int? = nil) {
        self.name = name
        self.known = known
        self.step = step
    }

    /// The message for people.
    public var description: String { "no constraint named '\(name)'; the layout's are " + known.map { "'\($0)'" }.joined(separator: ", ") }
}

/// Runs hand-written scripts (`harness run`) on any catalogued control.
public enum HandWrittenScript {
    /// Runs `text` against every property of `property`'s control in `catalogue`, with
    /// `faults` on.
    ///
    /// The header lines a control takes are the ones its cases print (its scene's
    /// `SceneSetup`), and the environment steps are the ones its scene declares.
    ///
    /// - Throws: `ScriptRunError.parse` for a header the control does not take (with
    ///   its line), `.notUnderstood` for an environment step its scene does not declare,
    ///   `.unknownConstraint` for a constraint the layout does not have, `.refused` when
    ///   the runtime refuses a step as input.
    public static func run(_ text: ScriptText, for property: HarnessProperty, in catalogue: Catalogue,
                           faults: Set<Fault>) throws(ScriptRunError) -> ScriptRun {
        let properties = catalogue.properties(faults: faults).filter { $0.control == property.control }
        var runs: [(HarnessProperty, (Tracer) throws -> Void)] = []
        for harness in properties {
            guard let read = harness.script else { continue }
            do throws(ScriptParseError) { runs.append((harness, try read(text))) } catch { throw .parse(error) }
        }
        try refuseUndeclaredSteps(text, takes: property.takes, control: property.control)
        var verdicts: [ScriptRun.Verdict] = []
        for (harness, body) in runs {
            let (trace, refusedAt, unknown) = traced(body)
            let line = { (index: Int) in index < text.stepLines.count ? text.stepLines[index] : (text.stepLines.last ?? 0) }
            if let refusedAt { throw .refused(step: refusedAt + 1, line: line(refusedAt), property: harness.name) }
            if let (index, error) = unknown { throw .unknownConstraint(error.name, line: line(index), known: error.known) }
            verdicts.append(ScriptRun.Verdict(property: harness, trace: trace))
        }
        return ScriptRun(property: property, verdicts: verdicts)
    }

    /// Refuses an environment step the control's scene does not declare (it would
    /// otherwise stop the run as a failure, not as a mistake in the script).
    public static func refuseUndeclaredSteps(_ text: ScriptText, takes: [String], control: String) throws(ScriptRunError) {
        for (index, step) in text.script.steps.enumerated() {
            guard let kind = step.environmentKind, !takes.contains(kind) else { continue }
            throw .notUnderstood(step: step.description, line: text.stepLines[index], control: control, takes: takes)
        }
    }

    /// Runs `body` with a tracer: the replay, the index of the step the runtime refused
    /// as input (a discarded case), and the step whose constraint is unknown, if any.
    static func traced(_ body: (Tracer) throws -> Void) -> (ReplayTrace, Int?, (Int, UnknownConstraint)?) {
        let tracer = Tracer()
        var failure: String?
        var refused: Int?
        var unknown: (Int, UnknownConstraint)?
        let steps = { tracer.lines.filter { $0.first?.isNumber == true }.count }
        do {
            try body(tracer)
        } catch let stop as GenerationStop where stop == .discarded {
            refused = steps()
        } catch let error as UnknownConstraint {
            unknown = (error.step ?? steps(), error)
        } catch {
            failure = "\(error)"
        }
        let trace = ReplayTrace(lines: tracer.lines, failure: failure, svg: tracer.svg(failure: failure, values: .model),
                                presentationSVG: tracer.svg(failure: failure, values: .presentation),
                                frames: tracer.frameRecording?.frames ?? [])
        return (trace, refused, unknown)
    }

    /// `WIDTHxHEIGHT` as a size (for scenes whose headers give one).
    public static func size(_ text: Substring) -> CGSize? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = StepScanner.decimal(parts[0]), let height = StepScanner.decimal(parts[1]),
              width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The value of a header `PREFIX value`, or a parse error at its line.
    public static func value<T>(of header: ScriptText.Header, after prefix: String, form: String, control: String,
                                _ read: (Substring) -> T?) throws(ScriptParseError) -> T {
        guard header.text.hasPrefix(prefix), let value = read(header.text.dropFirst(prefix.count)) else {
            throw unknownHeader(header, control: control, takes: "'\(form)'")
        }
        return value
    }

    /// The error for a header line `control` does not take (`takes` says what it does).
    public static func unknownHeader(_ header: ScriptText.Header, control: String, takes: String) -> ScriptParseError {
        let word = header.text.prefix { !$0.isWhitespace }
        return ScriptParseError(line: header.line, text: header.text, reason: .unknownHeader(
            "neither a step nor a header of \(control) (it takes \(takes)); '\(word)' starts no step either"))
    }
}
