// The libFuzzer entry point: fuzzer bytes decode onto the engine's choice source, so the
// harness's own generators and properties run under coverage guidance. One file on
// purpose: a multi-file executable without main.swift breaks plain `swift build`.
//
// Build and run (scripts/fuzz-libfuzzer.sh does this):
//   swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product harness-fuzzer
//   HARNESS_PROPERTY='L1 thumb within insets' SWIFT_BACKTRACE=enable=no .build-fuzz/release/harness-fuzzer corpus/
// HARNESS_FAULTS=name,name switches faults on. A crash is imported with `harness import`.
import Controls
import Foundation
import Generators
import Harness

/// The property under fuzzing, chosen once from the environment.
let fuzzedProperty: HarnessProperty? = {
    let environment = ProcessInfo.processInfo.environment
    let faults = Set((environment["HARNESS_FAULTS"] ?? "").split(separator: ",").compactMap {
        Fault(rawValue: $0.trimmingCharacters(in: .whitespaces))
    })
    let all = Catalog.properties(faults: faults)
    guard let name = environment["HARNESS_PROPERTY"] else {
        FileHandle.standardError.write(Data(("harness-fuzzer: set HARNESS_PROPERTY to one of:\n"
            + all.map { "  \($0.name)" }.joined(separator: "\n") + "\n").utf8))
        return nil
    }
    guard let property = all.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("harness-fuzzer: no property named '\(name)'\n".utf8))
        return nil
    }
    return property
}()

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
