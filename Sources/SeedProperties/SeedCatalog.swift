import Harness
import Generators

/// The seed controls' catalogue: every property of the four seed controls, built with
/// the given faults switched on (none by default: the controls as they should be). The
/// CLI, the libFuzzer entry point and the tests all go through it, so every property
/// runs the same way everywhere.
public enum Catalog {
    /// The seed catalogue.
    public static let seed = Catalogue([
        PropertyList(faults: Fault.seedFaults) { faults in
            LockProperties.properties.properties(faults: faults)
                + SplitProperties.Invariant.allCases.map { SplitProperties.property($0, faults: faults) }
                + CameraProperties.properties.properties(faults: faults)
                + SelectorProperties.Invariant.allCases.map { SelectorProperties.property($0, faults: faults) }
        },
    ])

    /// Every property, in a stable order, with `faults` switched on.
    public static func properties(faults: Set<Fault> = []) -> [HarnessProperty] { seed.properties(faults: faults) }

    /// The property named `name`, with `faults` switched on.
    public static func property(named name: String, faults: Set<Fault> = []) -> HarnessProperty? {
        seed.property(named: name, faults: faults)
    }
}
