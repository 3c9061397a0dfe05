// swift-tools-version: 6.2
// 6.2, not 6.3: OSS-Fuzz's Swift image ships 6.2.x and must still build the fuzz targets.
import PackageDescription

let package = Package(
    name: "TouchProperties",
    products: [
        .library(name: "Generators", targets: ["Generators"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        .library(name: "SeedControls", targets: ["SeedControls"]),
        .library(name: "Harness", targets: ["Harness"]),
        .library(name: "SeedProperties", targets: ["SeedProperties"]),
        .library(name: "HarnessTool", targets: ["HarnessTool"]),
        .executable(name: "harness-bench", targets: ["HarnessBench"]),
        .executable(name: "harness", targets: ["HarnessCLI"]),
        .executable(name: "harness-fuzzer", targets: ["HarnessFuzzer"]),
    ],
    targets: [
        // The engine: generators, shrinking, replay. Standard library and Foundation only,
        // so nothing built on it (the libFuzzer binary, the benchmarks) links Swift Testing.
        .target(name: "Generators"),
        // The Swift Testing integration: `check` records a failure as an issue.
        .target(name: "PropertyTesting", dependencies: ["Generators"]),
        .target(name: "Layout", path: "Sources/Layout"),
        // UIKit's vocabulary, headless, on a virtual clock; test hooks in its `Headless` namespace.
        .target(name: "HeadlessUIKit", dependencies: ["Layout"], path: "Sources/HeadlessUIKit"),
        // SnapKit's builder (`view.snp.makeConstraints`) for HeadlessUIKit views, under SnapKit's module name.
        .target(name: "SnapKit", dependencies: ["HeadlessUIKit", "Layout"], path: "Sources/SnapKit"),
        // The four seed controls as a UIKit developer writes them: UIKit (or HeadlessUIKit) and Foundation only.
        .target(name: "SeedControls", dependencies: ["HeadlessUIKit"], path: "Sources/SeedControls"),
        // The kit any control plugs into: scenes, touch scripts, generators, invariants (generic UIControl ones too),
        // faults, the catalogue the tools read, the tracer.
        .target(name: "Harness", dependencies: ["Generators", "Layout", "HeadlessUIKit"], path: "Sources/Harness"),
        // The four seed controls on the kit: their scenes, properties (L1 … M4b), oracles and faults; the seed catalogue.
        .target(name: "SeedProperties", dependencies: ["Generators", "Layout", "HeadlessUIKit", "SeedControls", "Harness"],
                path: "Sources/SeedProperties"),
        // One argument parser for both command-line tools: option tables, generated help, exit codes.
        .target(name: "Commands", path: "Sources/Commands"),
        // Every tool for any catalogue: fuzz, replay, run, shrink, import, list, faults, solve,
        // render, report (`HarnessCLI.main(catalog:)`) and the libFuzzer entry (`FuzzTarget`).
        .target(name: "HarnessTool", dependencies: ["Commands", "Generators", "Layout", "HeadlessUIKit", "Harness"],
                path: "Sources/HarnessTool"),
        // `harness`: HarnessTool for the seed catalogue.
        .executableTarget(name: "HarnessCLI", dependencies: ["HarnessTool", "Harness", "SeedProperties"], path: "Sources/HarnessCLI"),
        // The libFuzzer entry point: one file (see the file's header for why and how to build).
        .executableTarget(name: "HarnessFuzzer", dependencies: ["HarnessTool", "SeedProperties"], path: "Sources/HarnessFuzzer"),
        // The classic shrinking challenges, shared by the engine's tests and its benchmark.
        .target(name: "ShrinkingChallenges", dependencies: ["Generators"]),
        // The Swift halves of the benchmark scripts, run by `harness-bench engine` and `harness-bench layout`.
        .target(name: "EngineBench", dependencies: ["Generators", "ShrinkingChallenges"]),
        .target(name: "LayoutBench", dependencies: ["Layout"], path: "Sources/LayoutBench"),
        // `harness-bench`: engine, harness (throughput), layout, faults, findings, priorities.
        .executableTarget(name: "HarnessBench", dependencies: ["Commands", "Generators", "Harness", "HarnessTool", "SeedProperties", "EngineBench", "LayoutBench"],
                          path: "Sources/HarnessBench"),
        .testTarget(name: "Properties", dependencies: ["Commands", "Generators", "PropertyTesting", "ShrinkingChallenges", "Layout", "HeadlessUIKit", "SeedControls", "Harness", "SeedProperties", "HarnessTool", "TestSupport"], path: "Tests/Properties"),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "SnapKit", "Layout", "TestSupport"], path: "Tests/HeadlessUIKit"),
        // Helpers shared by the test targets (a strict XML checker for the SVG and HTML output).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "Fuzz", dependencies: ["Generators", "PropertyTesting", "Harness", "SeedProperties"], path: "Tests/Fuzz"),
    ],
    swiftLanguageModes: [.v6]
)
