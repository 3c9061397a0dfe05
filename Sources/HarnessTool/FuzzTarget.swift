import Foundation
import Generators
import Harness

/// The libFuzzer entry for a catalogue: fuzzer bytes decode onto the engine's choice
/// source, so a catalogue's own properties run under coverage guidance. A package's
/// one-file fuzzer target makes one and forwards libFuzzer's two C entry points to it:
///
/// ```swift
/// let target = FuzzTarget(catalog: myCatalog)
/// @_cdecl("LLVMFuzzerInitialize")
/// public func initialize(_ argc: UnsafeMutablePointer<CInt>?,
///                        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
///     target.initialize()
/// }
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { target.testOneInput(data, size) }
/// ```
///
/// The property is chosen once: `HARNESS_PROPERTY` names it (full name, key or invariant
/// id, `Catalogue.keyed`), else the binary's own name does (a copy named
/// `harness_l1_fuzzer` fuzzes L1, `harness_lockcontrol_u1_fuzzer` the lock's U1);
/// `HARNESS_FAULTS=name,name` switches faults on.
///
/// Inputs run through the kit's runner, so a scene with a reset is built once and reset
/// between inputs, as under `harness fuzz` (a crash replays from a fresh build: libFuzzer
/// reruns the input in a new process, and `harness import` traces it).
public struct FuzzTarget: Sendable {
    /// The catalogue's property under fuzzing, nil when none is chosen.
    public let property: HarnessProperty?
    /// The catalogue (for the list of names when none is chosen).
    public let catalog: ToolCatalog

    /// Chooses the property from `environment` and the binary's name `binary`.
    public init(catalog: ToolCatalog, environment: [String: String] = ProcessInfo.processInfo.environment,
                binary: String = CommandLine.arguments.first ?? "") {
        self.catalog = catalog
        let faults = Set((environment["HARNESS_FAULTS"] ?? "").split(separator: ",").compactMap {
            catalog.fault(named: $0.trimmingCharacters(in: .whitespaces))
        })
        if let name = environment["HARNESS_PROPERTY"] {
            property = catalog.property(named: name, faults: faults)
        } else {
            property = Self.property(forBinary: binary, in: catalog.catalogue, faults: faults)
        }
    }

    /// The property a binary's name picks: the one whose key's words (split at `_`) are
    /// all words of the name (split at `_` and `-`), the longest such key winning, so
    /// `harness_l1_fuzzer` picks L1 and `harness_lockcontrol_u1_fuzzer` the lock's U1;
    /// nil when none fits, or two keys of the same length do (`harness_u1_fuzzer` where
    /// several controls keep U1).
    static func property(forBinary binary: String, in catalogue: Catalogue, faults: Set<Fault>) -> HarnessProperty? {
        let base = binary.split(separator: "/").last.map(String.init) ?? ""
        let words = Set(base.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init))
        let fitting = catalogue.keyed(faults: faults).filter { entry in
            entry.key.split(separator: "_").allSatisfy { words.contains(String($0)) }
        }
        guard let longest = fitting.map({ $0.key.split(separator: "_").count }).max() else { return nil }
        let best = fitting.filter { $0.key.split(separator: "_").count == longest }
        return best.count == 1 ? best.first?.property : nil
    }

    /// `LLVMFuzzerInitialize`'s body: names the property on standard error, or, when
    /// none is chosen, lists them and exits 2 before any input (so libFuzzer writes no
    /// bogus crash file).
    public func initialize() -> CInt {
        if let property {
            FileHandle.standardError.write(Data("\(catalog.tool)-fuzzer: fuzzing '\(property.name)'\n".utf8))
            return 0
        }
        let names = catalog.catalogue.keyed().map { "  \($0.key)  \($0.property.name)" }.joined(separator: "\n")
        FileHandle.standardError.write(Data(("\(catalog.tool)-fuzzer: set HARNESS_PROPERTY to a property's name or key, or name the "
            + "binary after a key (harness_l1_fuzzer, harness_lockcontrol_u1_fuzzer). Keys and properties:\n" + names + "\n").utf8))
        exit(2)
    }

    /// `LLVMFuzzerTestOneInput`'s body: runs the property on the bytes; a failure
    /// crashes (libFuzzer's report) through a function named after the invariant's family.
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        guard let property else { exit(2) }
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let outcome = property.property.run(fuzzerBytes: bytes)
        guard outcome.status == .failed else { return 0 }
        let message = "\(property.name) violated: \(outcome.failure ?? outcome.report)"
        FileHandle.standardError.write(Data((message + "\n").utf8))
        violated(property.invariant, message)
    }
}

/// One crashing function per family of invariants, so that crash grouping by the top
/// stack frames (ClusterFuzz) keeps different bugs apart.
func violated(_ invariant: String, _ message: String) -> Never {
    switch invariant.prefix(1) {
    case "L": lockInvariantViolated(message)
    case "S": splitInvariantViolated(message)
    case "C": cameraInvariantViolated(message)
    case "M": selectorInvariantViolated(message)
    case "U": uiControlInvariantViolated(message)
    default: otherInvariantViolated(message)
    }
}

@inline(never) func lockInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func splitInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func cameraInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func selectorInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func uiControlInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func otherInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
