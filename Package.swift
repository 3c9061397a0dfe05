// swift-tools-version: 6.2
// 6.2, not 6.3: OSS-Fuzz's Swift image ships 6.2.x and must still build the fuzz targets.
import PackageDescription

let package = Package(
    name: "TouchProperties",
    products: [
        .library(name: "Generators", targets: ["Generators"]),
        .executable(name: "engine-bench", targets: ["EngineBench"]),
    ],
    targets: [
        .target(name: "Generators"),
        // The classic shrinking challenges, shared by the engine's tests and its benchmark.
        .target(name: "ShrinkingChallenges", dependencies: ["Generators"]),
        .executableTarget(name: "EngineBench", dependencies: ["Generators", "ShrinkingChallenges"]),
        .testTarget(name: "Properties", dependencies: ["Generators", "ShrinkingChallenges"], path: "Tests/Properties"),
    ],
    swiftLanguageModes: [.v6]
)
