// The libFuzzer entry point: fuzzer bytes decode onto the engine's choice source, so the
// harness's own generators and properties run under coverage guidance. One file on
// purpose: a multi-file executable without main.swift breaks plain `swift build`.
//
// Build and run (scripts/fuzz-libfuzzer.sh does this):
//   swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product harness-fuzzer
//   HARNESS_PROPERTY='L1 thumb within insets' SWIFT_BACKTRACE=enable=no .build-fuzz/release/harness-fuzzer corpus/
// HARNESS_FAULTS=name,name switches faults on. A crash is imported with `harness import`.
// Without HARNESS_PROPERTY, the binary's own name picks the invariant: a copy named
// `harness_l1_fuzzer` fuzzes L1 (how OSS-Fuzz gets one target per invariant from one build).
import Foundation
import Generators
import Harness
import SeedProperties

/// The catalogue the entry fuzzes (the seed controls'; a user's package builds its own
/// entry around its own catalogue).
let catalogue = Catalog.seed

/// The property under fuzzing, chosen once from the environment.
let fuzzedProperty: HarnessProperty? = {
    let environment = ProcessInfo.processInfo.environment
    let faults = Set((environment["HARNESS_FAULTS"] ?? "").split(separator: ",").compactMap {
        catalogue.fault(named: $0.trimmingCharacters(in: .whitespaces))
    })
    let all = catalogue.properties(faults: faults)
    if let name = environment["HARNESS_PROPERTY"] {
        return all.first { $0.name == name }
    }
    let binary = (CommandLine.arguments.first ?? "").split(separator: "/").last.map(String.init) ?? ""
    let words = Set(binary.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init))
    return all.first { words.contains($0.invariant.lowercased()) }
}()

/// Refuses to start, before any input, when no property is chosen (so libFuzzer writes
/// no bogus crash file).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    if let property = fuzzedProperty {
        FileHandle.standardError.write(Data("harness-fuzzer: fuzzing '\(property.name)'\n".utf8))
        return 0
    }
    let names = catalogue.properties().map { "  \($0.invariant)  \($0.name)" }.joined(separator: "\n")
    FileHandle.standardError.write(Data(("harness-fuzzer: set HARNESS_PROPERTY to a property name, or name the binary "
        + "after an invariant (harness_l1_fuzzer). Properties:\n" + names + "\n").utf8))
    exit(2)
}

/// LeakSanitizer's built-in suppressions (read once, when a sanitized build starts; no
/// effect otherwise). One entry: the Swift runtime's type-name cache. `swift_getTypeName`
/// keeps one malloc'd name per type for the life of the process (an unnamed recognizer or
/// view logs `"\(type(of: self))"`), held where LeakSanitizer does not find the pointer,
/// so the exit-time check called each such name a 23-25 byte leak. It is bounded by the
/// number of types, never per case; every other leak is still reported.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    let text: StaticString = "leak:swift_getTypeName\n"
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let property = fuzzedProperty else { exit(2) }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let outcome = property.property.run(fuzzerBytes: bytes)
    guard outcome.status == .failed else { return 0 }
    let message = "\(property.name) violated: \(outcome.failure ?? outcome.report)"
    FileHandle.standardError.write(Data((message + "\n").utf8))
    violated(property.invariant, message)
}

/// One crashing function per invariant, so that crash grouping by the top stack frames
/// (ClusterFuzz) keeps different bugs apart.
func violated(_ invariant: String, _ message: String) -> Never {
    switch invariant.prefix(1) {
    case "L": lockInvariantViolated(message)
    case "S": splitInvariantViolated(message)
    case "C": cameraInvariantViolated(message)
    case "M": selectorInvariantViolated(message)
    default: otherInvariantViolated(message)
    }
}

@inline(never) func lockInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func splitInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func cameraInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func selectorInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
@inline(never) func otherInvariantViolated(_ message: String) -> Never { fatalError(message) }  // safe: a fuzzer crash is the report
