import Generators
import Harness

/// What the command-line tools run: a package's properties, its faults, and how its
/// tool is named. The seed controls' catalogue is `ToolCatalog.seed`; a package of its
/// own builds one from its properties and hands it to `HarnessCLI.main(catalog:)` (every
/// subcommand) or `FuzzTarget` (the libFuzzer entry).
public struct ToolCatalog: Sendable {
    /// The executable's name, as usage text and messages print it (`harness`).
    public var tool: String
    /// One line on what the tool is for (the top of `--help`).
    public var summary: String
    /// What a pasteable reproduce command starts with (`swift run -c release harness`).
    public var reproducePrefix: String
    /// Every property, in a stable order, built with the given faults switched on.
    public var properties: @Sendable (Set<Fault>) -> [HarnessProperty]
    /// The faults `--fault` accepts and `faults` hunts (none for a catalogue without any).
    public var faults: [Fault]
    /// Runs a hand-written script (`run FILE`); nil when the catalogue cannot (no `run`).
    public var runScript: (@Sendable (ScriptText, HarnessProperty, Set<Fault>) throws(ScriptRunError) -> ScriptRun)?
    /// Hunts one fault with one seed and a budget of cases per property (`faults`); nil
    /// when the catalogue has no fault catalogue.
    public var hunt: (@Sendable (Fault, UInt64, Int) -> FaultCatalogue.Catch)?
    /// Draws every control in every state (`render DIR`); nil when the catalogue has no gallery.
    public var gallery: (@Sendable () throws -> [Gallery.Picture])?

    /// A catalogue of `properties` for the tool named `tool`, with no faults, scripts or gallery
    /// unless given.
    /// - Parameters:
    ///   - tool: the executable's name (`example-harness`).
    ///   - summary: one line for the top of `--help`.
    ///   - reproducePrefix: how a reproduce command starts; default `swift run <tool>`.
    ///   - faults: the faults the properties understand.
    ///   - properties: every property, built with the given faults on.
    public init(tool: String, summary: String, reproducePrefix: String? = nil, faults: [Fault] = [],
                runScript: (@Sendable (ScriptText, HarnessProperty, Set<Fault>) throws(ScriptRunError) -> ScriptRun)? = nil,
                hunt: (@Sendable (Fault, UInt64, Int) -> FaultCatalogue.Catch)? = nil,
                gallery: (@Sendable () throws -> [Gallery.Picture])? = nil,
                properties: @escaping @Sendable (Set<Fault>) -> [HarnessProperty]) {
        self.tool = tool
        self.summary = summary
        self.reproducePrefix = reproducePrefix ?? "swift run \(tool)"
        self.faults = faults
        self.runScript = runScript
        self.gallery = gallery
        self.hunt = hunt
        self.properties = properties
    }

    /// The four seed controls: every property of `Catalog`, every `Fault`, hand-written
    /// scripts and the gallery.
    public static let seed = ToolCatalog(
        tool: "harness", summary: "Property-based testing and fuzzing of the seed controls and their layouts.",
        reproducePrefix: Reproduction.prefix, faults: Fault.allCases,
        runScript: { text, property, faults throws(ScriptRunError) in try HandWrittenScript.run(text, for: property, faults: faults) },
        hunt: { FaultCatalogue.hunt($0, seed: $1, cases: $2) }, gallery: { try Gallery.pictures() },
        properties: { Catalog.properties(faults: $0) })

    /// The property named `name` (its full name or, case-insensitive, its invariant id).
    public func property(named name: String, faults: Set<Fault> = []) -> HarnessProperty? {
        properties(faults).first { $0.name == name || $0.invariant.lowercased() == name.lowercased() }
    }

    /// The fault named `name`, when this catalogue has it.
    public func fault(named name: String) -> Fault? {
        faults.first { $0.rawValue == name }
    }

    /// `command` (built by `Reproduction`, which starts with the seed tool's prefix) with
    /// this tool's prefix instead.
    func reproducing(_ command: String) -> String {
        guard command.hasPrefix(Reproduction.prefix) else { return command }
        return reproducePrefix + command.dropFirst(Reproduction.prefix.count)
    }

    /// A report ending with `Reproduce: ` and this tool's command.
    func report(_ report: String, reproducedBy command: String) -> String {
        reproducing(Reproduction.report(report, reproducedBy: command))
    }
}
