import Commands
import Generators
import Harness

/// What the command-line tools run: a package's properties, its faults, and how its
/// tool is named. `harness` builds one from the seed catalogue; a package of its
/// own builds one from its properties and hands it to `HarnessCLI.main(catalog:)` (every
/// subcommand) or `FuzzTarget` (the libFuzzer entry).
public struct ToolCatalog: Sendable {
    /// The executable's name, as usage text and messages print it (`harness`).
    public var tool: String
    /// One line on what the tool is for (the top of `--help`).
    public var summary: String
    /// What a pasteable reproduce command starts with (`swift run -c release harness`).
    public var reproducePrefix: String
    /// The properties and faults.
    public var catalogue: Catalogue
    /// Draws every control in every state (`render DIR`); nil when the catalogue has no gallery.
    public var gallery: (@Sendable () throws -> [(name: String, caption: String, svg: String)])?

    /// The tool named `tool` for `catalogue`.
    /// - Parameters:
    ///   - tool: the executable's name (`example-harness`).
    ///   - summary: one line for the top of `--help`.
    ///   - reproducePrefix: how a reproduce command starts; default `swift run <tool>`.
    ///   - catalogue: the properties and faults, e.g. `Catalogue([myControlProperties])`.
    ///   - gallery: the pictures `render DIR` draws; nil leaves `render` out.
    public init(tool: String, summary: String, reproducePrefix: String? = nil, catalogue: Catalogue,
                gallery: (@Sendable () throws -> [(name: String, caption: String, svg: String)])? = nil) {
        self.tool = tool
        self.summary = summary
        self.reproducePrefix = reproducePrefix ?? "swift run \(tool)"
        self.catalogue = catalogue
        self.gallery = gallery
    }

    /// Every property, in catalogue order, with `faults` on.
    public func properties(_ faults: Set<Fault>) -> [HarnessProperty] { catalogue.properties(faults: faults) }

    /// Every fault, in catalogue order.
    public var faults: [Fault] { catalogue.faults }

    /// The property named `name`: its full name or, case-insensitive, its key
    /// (`lockcontrol_u1`) or its invariant id (`L1`); nil when none, or several, have it
    /// (`U1`, kept by every control).
    public func property(named name: String, faults: Set<Fault> = []) -> HarnessProperty? {
        let matching = catalogue.properties(matching: name, faults: faults)
        return matching.count == 1 ? matching.first : nil
    }

    /// The one property `name` names (as `property(named:faults:)`).
    /// - Throws: a usage error naming what `list` shows when none has that name, and the
    ///   keys to choose from when several do.
    func resolve(_ name: String, faults: Set<Fault> = []) throws(CLIError) -> HarnessProperty {
        let matching = catalogue.properties(matching: name, faults: faults)
        if matching.count == 1, let property = matching.first { return property }
        if matching.isEmpty {
            throw .usage("no property named '\(name)'; '\(tool) list' shows them (full names, or ids such as \(exampleID))")
        }
        throw .usage("'\(name)' names \(matching.count) properties, one per control; name one by its key: "
                     + matching.map { catalogue.key(of: $0.name) ?? $0.name }.joined(separator: ", "))
    }

    /// An invariant id of this catalogue, for messages (`L1` for the seed controls).
    var exampleID: String { catalogue.properties().first?.invariant ?? "L1" }

    /// The fault named `name`, when this catalogue has it.
    public func fault(named name: String) -> Fault? { catalogue.fault(named: name) }

    /// Hunts `fault` with `seed`, `cases` cases per property that lists it.
    public func hunt(_ fault: Fault, seed: UInt64, cases: Int) -> FaultCatalogue.Catch {
        FaultCatalogue.hunt(fault, seed: seed, cases: cases, in: catalogue)
    }

    /// `command` (built by `Reproduction`, which starts with the seed tool's prefix) with
    /// this tool's prefix instead.
    func reproducing(_ command: String) -> String {
        guard command.hasPrefix(Reproduction.prefix) else { return command }
        return reproducePrefix + command.dropFirst(Reproduction.prefix.count)
    }

    /// A report ending with `Reproduce: ` and this tool's command.
    func report(_ report: String, reproducedBy command: String) -> String {
        Reproduction.report(report, reproducedBy: reproducing(command))
    }
}
