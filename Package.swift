// swift-tools-version: 6.2
// 6.2, not 6.3: OSS-Fuzz's Swift image ships 6.2.x and must still build the fuzz targets.
import PackageDescription

// Branch `layout`: the Generators target and the Properties test target live on main
// and come back at the merge; LayoutTests then moves into Tests/Properties.
let package = Package(
    name: "TouchProperties",
    products: [
        .library(name: "Layout", targets: ["Layout"]),
        .executable(name: "layout-solve", targets: ["LayoutSolve"]),
        .executable(name: "layout-bench", targets: ["LayoutBench"]),
    ],
    targets: [
        .target(name: "Layout", path: "Sources/Layout"),
        .executableTarget(name: "LayoutSolve", dependencies: ["Layout"], path: "Sources/LayoutSolve"),
        .executableTarget(name: "LayoutBench", dependencies: ["Layout"], path: "Sources/LayoutBench"),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"], path: "Tests/LayoutTests"),
    ],
    swiftLanguageModes: [.v6]
)
