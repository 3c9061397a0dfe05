// swift-tools-version: 6.2
// 6.2, not 6.3: OSS-Fuzz's Swift image ships 6.2.x and must still build the fuzz targets.
import PackageDescription

let package = Package(
    name: "TouchProperties",
    products: [
        .library(name: "Generators", targets: ["Generators"]),
    ],
    targets: [
        .target(name: "Generators"),
        .testTarget(name: "Properties", dependencies: ["Generators"], path: "Tests/Properties"),
    ],
    swiftLanguageModes: [.v6]
)
