// The libFuzzer entry for the Examples package's properties. Build and run:
//   swift build -c release --sanitize=fuzzer --product example-fuzzer
//   HARNESS_PROPERTY=R1 HARNESS_FAULTS=stepSliderUpperPassesLower SWIFT_BACKTRACE=enable=no .build/release/example-fuzzer
// A crash is imported with `swift run example-harness import CRASH --property R1`.
import HarnessTool
import StepSliderProperties

/// R1 (or whichever HARNESS_PROPERTY names), chosen once.
let target = FuzzTarget(catalog: ToolCatalog(tool: "example-harness", summary: "", catalogue: StepSliderProperties.catalogue))

/// Refuses to start, before any input, when no property is chosen.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    target.initialize()
}

/// Runs the property on one input; a failure crashes with its report.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.testOneInput(data, size)
}
