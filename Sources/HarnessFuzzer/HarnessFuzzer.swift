// The libFuzzer entry point for the seed controls: `FuzzTarget` (in HarnessTool) does
// the work; a package of its own writes the same file with its catalogue. One file on
// purpose: a multi-file executable without main.swift breaks plain `swift build`.
//
// Build and run (scripts/fuzz-libfuzzer.sh does this):
//   swift build -c release --sanitize=fuzzer --scratch-path .build-fuzz --product harness-fuzzer
//   HARNESS_PROPERTY='L1 thumb within insets' SWIFT_BACKTRACE=enable=no .build-fuzz/release/harness-fuzzer corpus/
// HARNESS_FAULTS=name,name switches faults on. A crash is imported with `harness import`.
// Without HARNESS_PROPERTY, the binary's own name picks the invariant: a copy named
// `harness_l1_fuzzer` fuzzes L1 (how OSS-Fuzz gets one target per invariant from one build).
import HarnessTool
import SeedProperties

/// The property under fuzzing, chosen once from the environment.
let target = FuzzTarget(catalog: ToolCatalog(tool: "harness", summary: "", catalogue: Catalog.seed))

/// Refuses to start, before any input, when no property is chosen.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    target.initialize()
}

/// LeakSanitizer's built-in suppressions (read once, when a sanitized build starts; no
/// effect otherwise). Two entries, both memory the Swift runtime holds where LeakSanitizer
/// does not find the pointer, both bounded, never per case:
/// - `swift_getTypeName`: the runtime keeps one malloc'd name per type for the life of the
///   process (an unnamed recognizer or view logs `"\(type(of: self))"`), which the
///   exit-time check called a 23-25 byte leak each.
/// - `formWeakReference`: the side table of an object that is referenced weakly. The
///   object's reference-count word points at it in an encoded form, so the table of an
///   object still alive at exit (the views of the stages the runner keeps for reuse) looks
///   unreachable. An object that really leaks is still reported: its own allocation is not
///   suppressed.
/// Every other leak is still reported.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    let text: StaticString = "leak:swift_getTypeName\nleak:formWeakReference\n"
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// Runs the chosen property on one input; a failure crashes with the invariant's report.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.testOneInput(data, size)
}
