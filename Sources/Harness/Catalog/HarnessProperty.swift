import Generators

/// One invariant of `spec/controls.md` §3 as a runnable property, with what tools need
/// around it: which control and invariant it checks, the faults it is known to catch,
/// and how to replay a counterexample as a step-by-step trace and a picture.
public struct HarnessProperty: Sendable {
    /// The engine-level property (name, generator, check, shrink, fuzzer bytes).
    public let property: Property
    /// The invariant's id in the spec, e.g. "L1".
    public let invariant: String
    /// The control it drives, e.g. "LockControl".
    public let control: String
    /// The faults this property is expected to catch.
    public let catches: [Fault]
    /// Replays a choice sequence step by step: what each step did, the control events
    /// it caused, the state after it, and the invariant that broke (if any); plus an SVG
    /// of the control at the failing step. Nil when the choices do not decode.
    public let trace: @Sendable (ChoiceSequence) -> ReplayTrace?

    /// The number of steps of the script a choice sequence decodes to (nil when it does
    /// not decode): what the fault catalogue's "shrunk small" limits count.
    public var stepCount: @Sendable (ChoiceSequence) -> Int? = { _ in nil }

    /// The environment steps its scene declares (`Scene.takes`): a hand-written script
    /// may use these and finger steps and advance, nothing else.
    public var takes: [String] = []

    /// Reads a hand-written script into a run of this property's invariant (nil for a
    /// property built without a scene); the run records into the tracer it is given.
    public var script: (@Sendable (ScriptText) throws(ScriptParseError) -> (Tracer) throws -> Void)?

    /// The property's name.
    public var name: String { property.name }

    /// A property with its metadata.
    public init(_ property: Property, invariant: String, control: String, catches: [Fault],
                trace: @escaping @Sendable (ChoiceSequence) -> ReplayTrace?) {
        self.property = property
        self.invariant = invariant
        self.control = control
        self.catches = catches
        self.trace = trace
    }
}

/// A counterexample replayed for people.
public struct ReplayTrace: Sendable {
    /// One line (or a few) per step: the step, the events it caused, the state after it.
    public var lines: [String]
    /// The invariant failure, or nil when every step passed.
    public var failure: String?
    /// The control at the failing step (or the end), as SVG, drawn from model values
    /// (what the invariants check); the canvas holds every touch and the caption.
    public var svg: String
    /// The same step drawn from presentation values (what was on screen mid-animation).
    public var presentationSVG: String
    /// Every step drawn, for a replay page; empty unless the trace was taken inside
    /// `ReplayPage.capturingFrames`.
    public var frames: [ReplayFrame]

    /// A trace.
    public init(lines: [String], failure: String?, svg: String, presentationSVG: String? = nil, frames: [ReplayFrame] = []) {
        self.lines = lines
        self.failure = failure
        self.svg = svg
        self.presentationSVG = presentationSVG ?? svg
        self.frames = frames
    }
}
