import Generators

/// Every property and fault a set of tools knows: the CLI (`fuzz`, `replay`, `run`,
/// `list`, `faults`), replay pages, the libFuzzer entry, the benchmarks and the nightly
/// report all read one catalogue, so a property runs the same way everywhere. A user's
/// package builds its own from its `ControlProperties`.
public struct Catalogue: Sendable {
    /// The sources, in order.
    public let sources: [any PropertySource]

    /// A catalogue of `sources`, in order.
    public init(_ sources: [any PropertySource]) { self.sources = sources }

    /// Every fault, in catalogue order (each once).
    public var faults: [Fault] {
        var seen = Set<Fault>()
        return sources.flatMap(\.faults).filter { seen.insert($0).inserted }
    }

    /// Every property, in a stable order, with `faults` switched on.
    public func properties(faults: Set<Fault> = []) -> [HarnessProperty] { sources.flatMap { $0.properties(faults: faults) } }

    /// The property named `name`, with `faults` switched on.
    public func property(named name: String, faults: Set<Fault> = []) -> HarnessProperty? {
        properties(faults: faults).first { $0.name == name }
    }

    /// The fault named `name`.
    public func fault(named name: String) -> Fault? { faults.first { $0.rawValue == name } }

    /// The faults of `control`.
    public func faults(of control: String) -> [Fault] { faults.filter { $0.control == control } }

    /// The controls, in order.
    public var controls: [String] {
        var seen = Set<String>()
        return properties().map(\.control).filter { seen.insert($0).inserted }
    }
}

/// A hand-made source: faults and a function building the properties.
public struct PropertyList: PropertySource {
    /// The faults its properties hunt.
    public let faults: [Fault]
    private let build: @Sendable (Set<Fault>) -> [HarnessProperty]

    /// A source of `faults` and the properties `build` makes for a set of them.
    public init(faults: [Fault] = [], _ build: @escaping @Sendable (Set<Fault>) -> [HarnessProperty]) {
        self.faults = faults
        self.build = build
    }

    /// The properties with `faults` on.
    public func properties(faults: Set<Fault>) -> [HarnessProperty] { build(faults) }
}
