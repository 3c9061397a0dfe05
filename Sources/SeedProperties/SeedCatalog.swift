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
                + SplitProperties.properties.properties(faults: faults)
                + CameraProperties.properties.properties(faults: faults)
                + SelectorProperties.properties.properties(faults: faults)
        },
        // The generic UIControl invariants (U1-U9) of every seed control, in the same order,
        // each on the scene its own properties use, with touches sized from its geometry.
        UIControlInvariants.properties(of: LockProperties.scene, setup: LockSetup()),
        UIControlInvariants.properties(of: SplitProperties.scene, setup: NoSetup()),
        UIControlInvariants.properties(of: SeedScenes.camera, setup: CameraSetup()),
        UIControlInvariants.properties(of: SeedScenes.selector, setup: SelectorSetup()),
    ])

    /// Every property, in a stable order, with `faults` switched on.
    public static func properties(faults: Set<Fault> = []) -> [HarnessProperty] { seed.properties(faults: faults) }

    /// The property named `name`, with `faults` switched on.
    public static func property(named name: String, faults: Set<Fault> = []) -> HarnessProperty? {
        seed.property(named: name, faults: faults)
    }
}
