// swift-tools-version: 6.2
// 6.2, not 6.3: OSS-Fuzz's Swift image ships 6.2.x and must still build the fuzz targets.
import PackageDescription

let package = Package(
    name: "TouchProperties",
    products: [
        .library(name: "Generators", targets: ["Generators"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Controls", targets: ["Controls"]),
        .library(name: "Harness", targets: ["Harness"]),
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
        // The headless UIKit runtime and the four seed controls; knows nothing of property testing.
        .target(name: "Controls", dependencies: ["Layout"], path: "Sources/Controls"),
        // Where engine, layout and controls meet: touch scripts, generators, invariants, faults.
        .target(name: "Harness", dependencies: ["Generators", "Layout", "Controls"], path: "Sources/Harness"),
        // One argument parser for both command-line tools: option tables, generated help, exit codes.
        .target(name: "Commands", path: "Sources/Commands"),
        // `harness`: fuzz, replay, run, shrink, import, list, faults, solve, render.
        .executableTarget(name: "HarnessCLI", dependencies: ["Commands", "Generators", "Layout", "Controls", "Harness"],
                          path: "Sources/HarnessCLI"),
        // The libFuzzer entry point: one file (see the file's header for why and how to build).
        .executableTarget(name: "HarnessFuzzer", dependencies: ["Generators", "Controls", "Harness"], path: "Sources/HarnessFuzzer"),
        // The classic shrinking challenges, shared by the engine's tests and its benchmark.
        .target(name: "ShrinkingChallenges", dependencies: ["Generators"]),
        // The Swift halves of the benchmark scripts, run by `harness-bench engine` and `harness-bench layout`.
        .target(name: "EngineBench", dependencies: ["Generators", "ShrinkingChallenges"]),
        .target(name: "LayoutBench", dependencies: ["Layout"], path: "Sources/LayoutBench"),
        // `harness-bench`: engine, harness (throughput), layout, faults, findings, priorities.
        .executableTarget(name: "HarnessBench", dependencies: ["Commands", "Generators", "Controls", "Harness", "EngineBench", "LayoutBench"],
                          path: "Sources/HarnessBench"),
        .testTarget(name: "Properties", dependencies: ["Commands", "Generators", "PropertyTesting", "ShrinkingChallenges", "Layout", "Controls", "Harness"], path: "Tests/Properties"),
        .testTarget(name: "Fuzz", dependencies: ["Generators", "PropertyTesting", "Harness"], path: "Tests/Fuzz"),
    ],
    swiftLanguageModes: [.v6]
)
