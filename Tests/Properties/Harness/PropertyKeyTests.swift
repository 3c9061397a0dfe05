import Commands
import Harness
@testable import HarnessTool
import SeedProperties
import Testing

/// Property keys: the short names the tools take and the libFuzzer targets are named
/// after. An id one control has is its own key (`l1`); an id several controls keep (the
/// generic U1-U9) gets the control's name before it (`lockcontrol_u1`), so every
/// property of the seed catalogue has a fuzzer target of its own.
@Suite struct PropertyKeyTests {
    static let catalog = ToolCatalog(tool: "harness", summary: "", catalogue: Catalog.seed)

    @Test func everyPropertyHasAKeyOfItsOwn() {
        let keyed = Catalog.seed.keyed()
        #expect(keyed.map(\.property.name) == Catalog.properties().map(\.name))
        #expect(Set(keyed.map(\.key)).count == keyed.count)
        for (key, property) in keyed {
            let id = property.invariant.lowercased()
            let shared = Catalog.properties().filter { $0.invariant == property.invariant }.count > 1
            #expect(key == (shared ? property.control.lowercased() + "_" + id : id), "\(key): \(property.name)")
        }
        #expect(Catalog.seed.key(of: "L2b tracking ends when the fingers lift") == "l2b")
        #expect(Catalog.seed.key(of: "CameraModeView U4 no events while disabled, hidden or outside a window") == "cameramodeview_u4")
    }

    @Test func aNameAKeyOrAnIdNamesProperties() {
        #expect(Catalog.seed.properties(matching: "L1").map(\.name) == ["L1 thumb within insets"])
        #expect(Catalog.seed.properties(matching: "l2B").map(\.name) == ["L2b tracking ends when the fingers lift"])
        #expect(Catalog.seed.properties(matching: "LockControl_U3").map(\.name) == ["LockControl U3 isTracking false once no finger is down"])
        // A shared id names each control's.
        let generic = ["LockControl", "SplitLayoutView", "CameraModeView", "SegmentSelector"]
        #expect(Catalog.seed.properties(matching: "U1").map(\.control) == generic)
        #expect(Catalog.seed.properties(matching: "nope").isEmpty)
        // Tools that need one property refuse a shared id, naming the keys.
        #expect(Self.catalog.property(named: "U1") == nil)
        #expect(Self.catalog.property(named: "cameramodeview_u1")?.name == "CameraModeView U1 one TouchDown, drags while tracking, one end")
        let keys = generic.map { $0.lowercased() + "_u1" }.joined(separator: ", ")
        #expect(throws: CLIError.usage("'U1' names \(generic.count) properties, one per control; name one by its key: \(keys)")) {
            try Self.catalog.resolve("U1")
        }
    }

    /// The libFuzzer entry picks its property from the binary's name (the key) or from
    /// HARNESS_PROPERTY, and picks none for a shared id.
    @Test func theFuzzerTargetsNameTheirProperty() {
        func picked(_ binary: String, _ environment: [String: String] = [:]) -> String? {
            FuzzTarget(catalog: Self.catalog, environment: environment, binary: binary).property?.name
        }
        #expect(picked("/out/harness_l1_fuzzer") == "L1 thumb within insets")
        #expect(picked("/out/harness_m4b_fuzzer") == "M4b highlight is one segment after a bounds change")
        #expect(picked("/out/harness_lockcontrol_u1_fuzzer") == "LockControl U1 one TouchDown, drags while tracking, one end")
        #expect(picked("/out/harness_cameramodeview_u7_fuzzer") == "CameraModeView U7 every animation settles")
        #expect(picked("/out/harness_u1_fuzzer") == nil)
        #expect(picked(".build/release/harness-fuzzer") == nil)
        #expect(picked("harness-fuzzer", ["HARNESS_PROPERTY": "cameramodeview_u4"]) == "CameraModeView U4 no events while disabled, hidden or outside a window")
        #expect(picked("harness-fuzzer", ["HARNESS_PROPERTY": "U4"]) == nil)
        #expect(picked("harness-fuzzer", ["HARNESS_PROPERTY": "S4b"]) == "S4b no tie decided by error weights")
    }
}
