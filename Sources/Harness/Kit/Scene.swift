import Foundation
import Generators
import HeadlessUIKit

/// What a scene's header lines describe: the geometry a case picks before its steps
/// (a track width, a bar inset, a segment count), printed above the steps and read back
/// from them, so a printed case is a runnable script.
public protocol SceneSetup: Hashable, Sendable {
    /// The header lines printed above the steps (none for the default setup).
    var header: [String] { get }
    /// Reads the header lines of a hand-written script back.
    ///
    /// - Throws: `ScriptParseError` naming the line of a header the scene does not take.
    init(header: [ScriptText.Header]) throws(ScriptParseError)
}

/// The setup of a scene that has nothing to choose: no header lines.
public struct NoSetup: SceneSetup {
    /// The one setup.
    public init() {}
    /// No header lines.
    public var header: [String] { [] }
    /// Takes no header lines.
    public init(header: [ScriptText.Header]) throws(ScriptParseError) {
        if let first = header.first {
            throw ScriptParseError(line: first.line, text: first.text, reason: .unknownHeader("this scene takes no header lines"))
        }
    }
}

/// The control under test in its window, as one case built it. The control may be
/// replaced by an environment step (a relaunch builds a new instance), so invariants
/// read it from here.
public final class Stage<Control: UIView> {
    /// The window.
    public let window: UIWindow
    /// The control now under test.
    public var control: Control
    /// The faults the case runs with.
    public let faults: Set<Fault>
    /// The control `build` made (a relaunch may since have replaced `control`).
    public let builtControl: Control
    /// The window as `build` left it, recorded when the scene has a `reset` (what
    /// `Scene.snapshotReset` puts back); nil otherwise.
    public internal(set) var initial: Headless.WindowSnapshot?

    /// A stage.
    public init(window: UIWindow, control: Control, faults: Set<Fault> = []) {
        self.window = window
        self.control = control
        self.faults = faults
        builtControl = control
    }
}

/// A fault as a named variant of the control: the closure builds the faulty subclass
/// (or the seed's defective variant) from the scene's setup.
public struct FaultVariant<Setup: SceneSetup, Control: UIView>: Sendable {
    /// The fault.
    public let fault: Fault
    /// Builds the faulty control.
    public let make: @Sendable (Setup) -> Control

    /// A variant.
    public init(_ fault: Fault, _ make: @escaping @Sendable (Setup) -> Control) {
        self.fault = fault
        self.make = make
    }
}

/// Where a control runs: how to build it (and its faulty variants), how to place it in
/// a window, which environment steps it understands (each declared, none ignored), and
/// how to describe its state in a trace.
///
/// A scene with a `reset` is built once and reset between cases by the kit's runner
/// (`ControlProperties.run`); without one it is built for every case.
public struct Scene<Setup: SceneSetup, Control: UIView>: Sendable {
    /// The control's name in listings, traces and refusals, e.g. "LockControl".
    public let control: String
    /// Builds the control as it should be.
    public var make: @Sendable (Setup) -> Control
    /// The named faulty variants, in catalogue order (the first switched on wins: one
    /// control is one variant).
    public var variants: [FaultVariant<Setup, Control>]
    /// Faults of the layout engine this scene's properties hunt (switched on in the
    /// window's engine after the first layout pass).
    public var engineFaults: [Fault]
    /// Builds the window and places the control in it (adds it, constrains it).
    public var place: @Sendable (Control, Setup) -> UIWindow
    /// The environment steps the scene understands.
    public var environment: [EnvironmentStep<Control>]
    /// Puts a built stage back to the state `build` leaves it in for `setup`, returning
    /// false when it cannot (the runner then builds a new stage). Optional; see
    /// `snapshotReset(control:)` for the usual one, and `ControlProperties.resetMatchesFresh`
    /// for the property every reset must pass.
    public var reset: (@Sendable (Stage<Control>, Setup) -> Bool)?
    /// One line on the control's state after a step, for traces.
    public var state: @Sendable (Stage<Control>) -> String

    /// A scene.
    public init(control: String, make: @escaping @Sendable (Setup) -> Control, variants: [FaultVariant<Setup, Control>] = [],
                engineFaults: [Fault] = [], place: @escaping @Sendable (Control, Setup) -> UIWindow,
                environment: [EnvironmentStep<Control>] = [], reset: (@Sendable (Stage<Control>, Setup) -> Bool)? = nil,
                state: @escaping @Sendable (Stage<Control>) -> String = { _ in "" }) {
        self.control = control
        self.make = make
        self.variants = variants
        self.engineFaults = engineFaults
        self.place = place
        self.environment = environment
        self.reset = reset
        self.state = state
    }

    /// Every fault of the scene: its variants', then the engine's.
    public var faults: [Fault] { variants.map(\.fault) + engineFaults }

    /// The printed kinds of the environment steps the scene takes (`resize`, `disable`).
    public var takes: [String] { environment.map(\.kind) }

    /// Builds the control (the variant of the first of `faults` the scene has, else the
    /// corrected one), places it, lays the window out, then switches the engine faults on.
    public func build(_ setup: Setup, faults: Set<Fault> = []) -> Stage<Control> {
        let control = makeControl(setup, faults: faults)
        let window = place(control, setup)
        window.layoutIfNeeded()
        window.inject(faults)
        let stage = Stage(window: window, control: control, faults: faults)
        if reset != nil { stage.initial = Headless.WindowSnapshot(window) }
        return stage
    }

    /// The control for `faults` without placing it (a relaunch builds a new one).
    public func makeControl(_ setup: Setup, faults: Set<Fault>) -> Control {
        (variants.first { faults.contains($0.fault) }?.make ?? make)(setup)
    }

    /// Applies `step`: finger steps and clock advances go to the runtime, an environment
    /// step to the scene's declared handler.
    ///
    /// - Throws: `StepRefusal.undeclared` for an environment step the scene does not
    ///   declare (never skipped silently); a runtime refusal of a malformed finger step
    ///   makes the case invalid (`assume`).
    public func apply(_ step: Step, on stage: Stage<Control>) throws {
        guard let kind = step.environmentKind else {
            try ScriptRunner.send(step, to: stage.window)
            return
        }
        guard let handler = environment.first(where: { $0.kind == kind }) else {
            throw StepRefusal(step: step, control: control, takes: takes)
        }
        try handler.apply(step, stage)
    }
}

/// An environment step a scene does not declare: the script asks for something the
/// scene cannot do, so the run stops instead of skipping it.
public struct StepRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step.
    public let step: Step
    /// The scene's control.
    public let control: String
    /// The environment steps the scene declares.
    public let takes: [String]

    /// The message for people.
    public var description: String {
        "the \(control) scene does not apply '\(step)'; besides finger steps and advance it takes "
            + (takes.isEmpty ? "nothing" : takes.map { "'\($0)'" }.joined(separator: ", "))
    }
}
