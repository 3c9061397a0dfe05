import Foundation

/// One generated (or hand-written) case: the scene's setup and the script, printed as
/// the setup's header lines and the numbered steps, which `ScriptParser` reads back.
public struct ControlCase<Setup: SceneSetup>: Hashable, Sendable, CustomStringConvertible {
    /// The setup (geometry).
    public var setup: Setup
    /// The steps.
    public var script: TouchScript

    /// A case.
    public init(setup: Setup, script: TouchScript) {
        self.setup = setup
        self.script = script
    }

    /// The header lines, then the numbered steps.
    public var description: String {
        (setup.header.map { $0 + "\n" }.joined()) + numbered(script)
    }

    /// Reads a parsed script back into a case (its headers through the setup).
    ///
    /// - Throws: `ScriptParseError` for a header the setup does not take.
    public init(_ text: ScriptText) throws(ScriptParseError) {
        self.init(setup: try Setup(header: text.headers), script: text.script)
    }
}

extension ControlCase where Setup == NoSetup {
    /// A case of a scene with nothing to choose.
    public init(_ script: TouchScript) { self.init(setup: NoSetup(), script: script) }
}

/// The script's steps, numbered from 1 (as failures name them).
public func numbered(_ script: TouchScript) -> String {
    // An empty script fails before any step (the scene as built breaks the invariant).
    guard !script.steps.isEmpty else { return "(no steps: the scene fails as built)" }
    return script.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
}
